"""Locate and verify the pinned web-platform-tests files of the WPT runner
(``wpt/wpt_dom.py``), one :class:`Suite` per set of folders, each file pinned with its
sha256 in the suite's manifest:

- :data:`DOM`: the testharness.js files of ``dom/nodes``, ``dom/events``, ``dom/abort``,
  ``dom/collections``, ``dom/lists``, ``dom/traversal``, ``dom/ranges``, ``domparsing`` and
  the files at the root of ``dom/``
  (``wpt/wpt-dom-manifest.json``, ``WPT_DOM_DATA``);
- :data:`FETCH`: those of ``FileAPI/blob``, ``FileAPI/file``, ``xhr/formdata``,
  ``fetch/api/request``, ``fetch/api/response``, ``fetch/api/body`` and ``fetch/api/headers``
  (``wpt/wpt-fetch-manifest.json``, ``WPT_FETCH_DATA``);
- :data:`DOMXPATH`: those of ``domxpath`` (``wpt/wpt-domxpath-manifest.json``,
  ``WPT_DOMXPATH_DATA``; found in ``../shared/wpt-tests``);
- :data:`WINDOW`: HTML's ``Window``'s (``wpt/wpt-window-manifest.json``, ``WPT_WINDOW_DATA``;
  found in ``../shared/wpt-tests``);
- :data:`CSSOM`: the CSSOM's and the cascade's that need no layout
  (``wpt/wpt-cssom-manifest.json``, ``WPT_CSSOM_DATA``; found in ``../shared/wpt-tests``);
- :data:`HTML`: HTML's elements' (the reflection harness's ``html/dom/reflection-*.html``,
  ``html/dom/elements``, forms, tables, interactive elements and the pseudo-classes;
  ``wpt/wpt-html-manifest.json``, ``WPT_HTML_DATA``; found in ``../shared/wpt-tests``);
- :data:`FETCH_NETWORK`: ``fetch/api``'s network files and ``xhr/``'s
  (``wpt/wpt-fetch-network-manifest.json``, ``WPT_FETCH_NETWORK_DATA``; found in
  ``../shared/wpt-tests``);
- :data:`ENCODING_STREAMS`: ``encoding/streams``' and ``compression``'s
  (``wpt/wpt-encoding-streams-manifest.json``, ``WPT_ENCODING_STREAMS_DATA``; found in
  ``../shared/wpt-tests``);
- :data:`SHADOW_DOM`: ``shadow-dom``'s (``wpt/wpt-shadow-dom-manifest.json``,
  ``WPT_SHADOW_DOM_DATA``; found in ``../shared/wpt-tests``);
- :data:`ARIA`: ``accname``'s, ``html-aam``'s and ``wai-aria/role``'s
  (``wpt/wpt-aria-manifest.json``, ``WPT_ARIA_DATA``; the harness in ``../shared/wpt-tests``,
  the test files pinned by URL: ``downloads``);

with the harness (``resources/testharness.js``) and the scripts the tests load
(``dom/common.js``, ``FileAPI/support/Blob.js``, ...).

The files are test data, never part of the repository.  A file ``PATH`` (its path in the
web-platform-tests repository, ``dom/nodes/Node-appendChild.html``) of the suite ``NAME``
(``dom``, ``fetch``) is looked for in:

1. ``$WPT_NAME_DATA/PATH`` when that variable (``WPT_DOM_DATA``, ``WPT_FETCH_DATA``) is set
   (and then nowhere else);
2. ``../shared/wpt-NAME/PATH`` beside the repository root (for ``domxpath``, then
   ``../shared/wpt-tests/PATH``: :attr:`Suite.shared`);
3. ``../shared/wpt/PATH`` (the shared web-platform-tests folder, should it hold the folders).

There is no download but of the few files a manifest pins by URL (``downloads``: files the
shared folders lack, fetched into ``wpt/_cache/`` and laid beside a copy of the folder in
``build/``:
:meth:`Suite.downloads`): where the files are not found, the runner's tests skip, naming the
commit and the manifest (:meth:`Suite.missing_message`).  ``python -m wpt.dom [--suite fetch]
manifest CHECKOUT REPOSITORY COMMIT`` writes a manifest from a checkout of web-platform-tests
at the pinned commit.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import os
import re
import shutil
import sys
import urllib.request
from collections.abc import Iterable
from pathlib import Path
from typing import Any

__all__ = [
    "ARIA",
    "CSSOM",
    "DIRECTORIES",
    "DOM",
    "DOMXPATH",
    "ENCODING_STREAMS",
    "ENV_VAR",
    "FETCH",
    "FETCH_NETWORK",
    "HTML",
    "MANIFEST_PATH",
    "NOT_EXECUTED",
    "SHADOW_DOM",
    "SUITES",
    "WINDOW",
    "Suite",
    "data_root",
    "manifest",
    "missing_message",
    "test_files",
    "verify",
    "write_manifest",
]

_PACKAGE_DIR = Path(__file__).resolve().parent
_SHARED = _PACKAGE_DIR.parent.parent / "shared"
#: Where the files a manifest pins by URL are downloaded (git-ignored, as ``wpt/data.py``'s).
_CACHE = _PACKAGE_DIR / "_cache"
#: The harness every test page loads.
HARNESS = ("resources/testharness.js", "resources/testharnessreport.js")


#: The downloads that failed in this process (not tried again).
_UNAVAILABLE: set[str] = set()


def _downloaded(name: str, entry: dict[str, str]) -> bytes | None:
    """The bytes of a file a manifest pins by URL (``{"url", "sha256"}``): from
    ``wpt/_cache/NAME``, else downloaded there; None where neither gives the pinned bytes."""
    cached = _CACHE / name
    if cached.is_file():
        data = cached.read_bytes()
        if hashlib.sha256(data).hexdigest() == entry["sha256"]:
            return data
    if name in _UNAVAILABLE:
        return None
    request = urllib.request.Request(entry["url"], headers={"User-Agent": "webapi-wpt-loader"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            data = bytes(response.read())
    except (OSError, RuntimeError):
        data = b""
    if hashlib.sha256(data).hexdigest() != entry["sha256"]:
        _UNAVAILABLE.add(name)  # (tried once a process)
        return None
    cached.parent.mkdir(parents=True, exist_ok=True)
    cached.write_bytes(data)
    return data


class Suite:
    """One set of pinned web-platform-tests folders the runner executes: the DOM's
    (:data:`DOM`) or Fetch's objects' (:data:`FETCH`).  Its files are found in ``$ENV_VAR``,
    else the folders :attr:`shared` names in ``../shared`` (``wpt-NAME``, else ``wpt``)."""

    def __init__(
        self,
        name: str,
        title: str,
        directories: tuple[str, ...],
        not_executed: dict[str, str],
        one_realm: dict[str, dict[str, str]] | None = None,
        binding: dict[str, str] | None = None,
        top_level: tuple[str, ...] = (),
        shared: tuple[str, ...] = (),
        xhr: bool = False,
        window: bool = False,
        cssom: bool = False,
        excluded: dict[str, str] | None = None,
        network: bool = False,
        idl_files: tuple[str, ...] = (),
        include: re.Pattern[str] | None = None,
        fetch_folders: tuple[str, ...] = (),
        frame_script_folders: tuple[str, ...] = (),
        testdriver: bool = False,
    ) -> None:
        #: ``dom``, ``fetch``: names the manifest, the variable and the shared folder.
        self.name = name
        #: What the files are, for messages (``DOM``).
        self.title = title
        #: Environment variable naming a folder laid out as the web-platform-tests repository.
        self.env_var = f"WPT_{name.upper().replace('-', '_')}_DATA"
        self.manifest_path = _PACKAGE_DIR / f"wpt-{name}-manifest.json"
        #: The folders whose test files the runner executes.
        self.directories = directories
        #: Those of :attr:`directories` of which only the files directly inside are the
        #: suite's (``dom``: the root of ``dom/``, whose subfolders are listed apart or left
        #: out).
        self.top_level = top_level
        #: Test files of the manifest the runner does not execute, with the reason.
        self.not_executed = not_executed
        #: Subtests that check two realms apart (an iframe's globals against the page's): the
        #: runner has one realm a page, so their passes are not meaningful and are not counted
        #: as passes (test file -> subtest -> why).
        self.one_realm = one_realm or {}
        #: Test files whose subtests check the runner's JavaScript binding (the shim's interface
        #: objects and globals) rather than webapi's Python: their passes are the binding's and
        #: are counted apart ("binding"), not as webapi's (test file -> why).
        self.binding = binding or {}
        #: The folders of ``../shared`` looked in, in order (``wpt-NAME``, then ``wpt``).
        self.shared = shared or (f"wpt-{name}", "wpt")
        #: Whether the pages get the runner's stand-in ``XMLHttpRequest``, a GET of a file of
        #: the data root (``domxpath/xml_xpath_runner.html`` loads its 1,024 cases with it).
        self.xhr = xhr
        #: Whether the page's global object is backed by webapi's ``Window`` (its timers,
        #: ``queueMicrotask``, storage, messaging, ``location`` and ``history``: the window
        #: suite) rather than by the runner's stand-ins of Node's.
        self.window = window
        #: Whether the shim has the CSSOM's IDL (``CSSStyleDeclaration`` with its property
        #: attributes, the sheets and rules, ``getComputedStyle``: the cssom suite).
        self.cssom = cssom
        #: Globs of the folders' testharness.js files left out of the manifest, with why (those
        #: that read layout, fonts or media: :func:`write_shared_manifest` skips them).
        self.excluded = excluded or {}
        #: Whether the page's ``fetch()`` and ``XMLHttpRequest`` are webapi's over the stand-in
        #: for WPT's server (``wpt/wpt_network_resources.py``: the fetch-network suite).
        self.network = network
        #: IDL files read beside the runner's (``idl/jsshim.py``): ``xmlhttprequest.webidl``.
        self.idl_files = idl_files
        #: A test file's text must match it to be the suite's (the fetch-network suite's
        #: ``fetch/api/request`` and ``response`` files: those that use the network).
        self.include = include
        #: Folders whose pages get the runner's stand-in ``fetch()``, a GET of a file of the
        #: data root (``sanitizer-api``: the test data its pages read from ``.dat`` files),
        #: outside the fetch-network suite, whose ``fetch()`` is webapi's.
        self.fetch_folders = fetch_folders
        #: Folders whose pages' frames run their documents' scripts (in the page's realm, the
        #: frame's window their scope), as the window suite's frames do (``domparsing``: its
        #: frames define the ``doParse`` the tests call), where the suite's others run none.
        self.frame_script_folders = frame_script_folders
        #: Whether the pages' ``resources/testdriver-vendor.js`` is the runner's, answering
        #: testdriver.js's ``get_computed_role`` and ``get_computed_label`` (WebDriver's Get
        #: Computed Role and Label) from ``webapi.aria`` (the aria suite).
        self.testdriver = testdriver
        self._manifest: dict[str, Any] | None = None

    def manifest(self) -> dict[str, Any]:
        """The manifest: ``repository``, ``commit``, ``tests`` (the test files, in order) and
        ``files`` (every file, tests and what they load -> its sha256)."""
        if self._manifest is None:
            self._manifest = json.loads(self.manifest_path.read_text(encoding="utf-8"))
        return self._manifest

    def test_files(self) -> list[str]:
        """The test files of the manifest (paths in the web-platform-tests repository) that
        the runner executes: all but those of ``not_executed``."""
        return [path for path in self.manifest()["tests"] if path not in self.not_executed]

    def candidates(self) -> list[Path]:
        """The folders looked in, in order."""
        override = os.environ.get(self.env_var, "")
        if override:
            return [Path(override)]
        return [_SHARED / folder for folder in self.shared]

    def data_root(self) -> Path | None:
        """The folder holding the pinned files (the first place of the lookup order that
        holds the harness), or None."""
        for root in self.candidates():
            if all((root / name).is_file() for name in HARNESS):
                # (a folder the variable names is used as it is: it holds every file)
                return root if os.environ.get(self.env_var) else self._with_downloads(root)
        return None

    def downloads(self) -> dict[str, dict[str, str]]:
        """The files the manifest pins by URL (``downloads``): files the tests load that the
        shared folders lack, each ``{"url", "sha256"}`` (``dom/ranges/Range-test-iframe.html``,
        the frame five ranges files build their ranges in)."""
        files: dict[str, dict[str, str]] = self.manifest().get("downloads", {}).get("files", {})
        return files

    def folders_without_downloads(self, root: Path) -> set[str]:
        """The folders of :meth:`downloads` whose file ``root`` lacks (none could be had:
        offline and not cached in ``wpt/_cache``): their tests are not run by the slow
        tests (``sanitizer-api`` is all downloads; ``domparsing``'s pages load
        ``domparser-iframe.js``; a ``resources`` or ``support`` folder counts as the folder
        whose pages load it)."""
        folders = set()
        for name in self.downloads():
            if not (root / name).is_file():
                folder = name.rpartition("/")[0]
                parent, _, last = folder.rpartition("/")
                folders.add(parent if last in ("resources", "support") else folder)
        return folders

    def _with_downloads(self, root: Path) -> Path | None:
        """``root``, or where it lacks a file of :meth:`downloads`, a copy of it with those
        files (``build/wpt-NAME-data``, made once a source and manifest), each read from
        ``wpt/_cache/PATH`` or downloaded there, checked against its sha256; ``root`` itself
        where one cannot be had (offline, not cached: the tests that load it fail as before)."""
        wanted = self.downloads()
        if all((root / name).is_file() for name in wanted):
            return root
        overlay = _PACKAGE_DIR.parent / "build" / f"wpt-{self.name}-data"
        stamp = f"{root.resolve()}\n{json.dumps(self.pinned(), sort_keys=True)}"
        stamp_path = overlay / ".source"
        if stamp_path.is_file() and stamp_path.read_text(encoding="utf-8") == stamp:
            return overlay
        contents = {}
        for name, entry in wanted.items():
            data = _downloaded(name, entry)
            if data is None:  # (offline, nothing cached: the folder as it is)
                return root
            contents[name] = data
        building = overlay.with_name(f"{overlay.name}.{os.getpid()}")
        shutil.rmtree(building, ignore_errors=True)
        for folder, _, names in os.walk(root):
            target = building / Path(folder).relative_to(root)
            target.mkdir(parents=True, exist_ok=True)
            for each in names:
                shutil.copyfile(Path(folder) / each, target / each)
        for name, data in contents.items():
            (building / name).parent.mkdir(parents=True, exist_ok=True)
            (building / name).write_bytes(data)
        (building / ".source").write_text(stamp, encoding="utf-8")
        shutil.rmtree(overlay, ignore_errors=True)
        try:
            building.rename(overlay)
        except OSError:  # (another process made it first)
            shutil.rmtree(building, ignore_errors=True)
        return overlay

    def missing_message(self) -> str:
        """What is missing and how to provide it (a test's skip message)."""
        document = self.manifest()
        places = ", ".join(str(path) for path in self.candidates())
        return (
            f"the web-platform-tests {self.title} files ({len(document['files'])} files of "
            f"{document['repository']} at {document['commit']}, listed with their sha256 in "
            f"wpt/{self.manifest_path.name}) are not in {places}: set ${self.env_var} to a "
            f"folder laid out as the web-platform-tests repository, or put them in "
            f"../shared/{self.shared[0]}"
        )

    def pinned(self) -> dict[str, str]:
        """Every file the manifest pins -> its sha256: those of the commit (``files``) and
        those pinned to the bytes of another version (``other_versions``: support files the
        tests load that ``../shared`` holds as another copy of web-platform-tests has them)."""
        document = self.manifest()
        other = document.get("other_versions", {}).get("files", {})
        downloaded = {name: entry["sha256"] for name, entry in self.downloads().items()}
        return {**document["files"], **other, **downloaded}

    def verify(self, root: Path) -> list[str]:
        """The files of the manifest (:meth:`pinned`) that are missing under ``root`` or whose
        sha256 differs."""
        bad = []
        downloads = self.downloads()
        for name, sha256 in self.pinned().items():
            path = root / name
            if name in downloads and not path.is_file():
                continue  # (a download not had offline: :meth:`_with_downloads`)
            if not path.is_file() or hashlib.sha256(path.read_bytes()).hexdigest() != sha256:
                bad.append(name)
        return bad

    def holds(self, directory: str, path: str) -> bool:
        """Whether ``path`` is a file of ``directory`` (one of :attr:`directories`): under
        it, or directly in it for one of :attr:`top_level`."""
        if not path.startswith(directory + "/"):
            return False
        return directory not in self.top_level or "/" not in path[len(directory) + 1 :]

    def folder(self, path: str) -> str:
        """The directory a test file is counted under (``dom/nodes``, ``fetch/api/body``,
        ``dom`` for the files at the root of ``dom/``)."""
        return next(d for d in self.directories if self.holds(d, path))


_FRAME_GLOBALS = "the iframe's globals are the page's (one realm a page)"
_OTHER_REALM_ERROR = (
    "the TypeError of the callback's realm is the page's (one realm a page): any TypeError passes"
)
_CROSS_REALM = (
    "plain object without 'handleEvent' property",
    "plain object with non-callable 'handleEvent' property",
    "plain object with revoked Proxy as 'handleEvent' property",
    "non-callable revoked Proxy",
    "callable revoked Proxy",
)

#: The DOM's tests.
DOM = Suite(
    "dom",
    "DOM",
    (
        "dom/nodes",
        "dom/events",
        "dom/abort",
        "dom/collections",
        "dom/lists",
        "dom/traversal",  # (beyond issue 43's list: NodeIterator, TreeWalker)
        "dom/ranges",  # (beyond issue 43's list: Range, StaticRange)
        "domparsing",
        "dom",  # (the files at the root of dom/ alone: top_level)
    ),
    {
        f"dom/nodes/NodeList-static-length-getter-tampered{suffix}.html": (
            "a JavaScript engine's stress test: millions of NodeList reads in a loop, each a "
            "call through the shim into Python (minutes a file; what it checks is a JIT's "
            "correctness, which webapi has none of)"
        )
        for suffix in ("-1", "-2", "-3", "-indexOf-1", "-indexOf-2", "-indexOf-3")
    },
    {
        "dom/abort/reason-constructor.html": {
            "AbortSignal.reason.constructor should be from iframe": _FRAME_GLOBALS,
        },
        "dom/events/Event-timestamp-cross-realm-getter.html": {
            "event.timeStamp is initialized using event's relevant global object": _FRAME_GLOBALS,
        },
        "dom/events/EventListener-handleEvent-cross-realm.html": {
            f"EventListener is cross-realm {what}": _OTHER_REALM_ERROR for what in _CROSS_REALM
        },
        "dom/traversal/TreeWalker-acceptNode-filter-cross-realm.html": {
            f"NodeFilter is cross-realm {what.replace('handleEvent', 'acceptNode')}": (
                _OTHER_REALM_ERROR
            )
            for what in _CROSS_REALM
        },
        "dom/traversal/TreeWalker-realm.html": {
            "Node returned by TreeWalker from different realm": _FRAME_GLOBALS,
            "Node returned by TreeWalker from different realm with acceptNode": _FRAME_GLOBALS,
        },
    },
    binding={
        "dom/interface-objects.html": (
            "the interface objects' properties of the global (deletable, not enumerable) are "
            "the runner's JavaScript shim's, not webapi's Python"
        ),
    },
    top_level=("dom",),
    # (the page's ``history``, its top-level traversable's: ``domparsing``'s pushState files)
    idl_files=("html.history.webidl",),
    frame_script_folders=("domparsing",),
)
#: The tests of the File API's, XHR's FormData and Fetch's objects (without the network).
FETCH = Suite(
    "fetch",
    "File API, FormData and Fetch",
    (
        "FileAPI/blob",
        "FileAPI/file",
        "xhr/formdata",
        "fetch/api/request",
        "fetch/api/response",
        "fetch/api/body",
        "fetch/api/headers",
    ),
    {},
    {
        "fetch/api/request/multi-globals/construct-in-detached-frame.window.js": {
            "creating a request from another request in a detached realm should work": (
                "the detached iframe's Request is the page's (one realm a page)"
            ),
        },
    },
)
#: The tests of DOM's XPath interfaces and of XPath 1.0 (``document.evaluate``,
#: ``XPathEvaluator``, ``XPathResult``; ``xml_xpath_runner.html``'s 1,024 cases).  Its files are
#: ``../shared/wpt-tests``' (a newer copy of web-platform-tests than the pinned commit: the
#: manifest's ``other_versions``).
DOMXPATH = Suite(
    "domxpath",
    "DOM XPath",
    ("domxpath",),
    {},
    {
        # (expression-cross-realm's expressions are the iframe's document's: meaningful)
        "domxpath/evaluator-cross-realm.tentative.html": {
            f"evaluator from realm with {realm} associated document, context node in "
            f"{context} document, no namespace resolver": (
                "the iframe's XPathEvaluator is the page's (one realm a page): an evaluator "
                "of the frame's realm is not tested"
            )
            for realm in ("XML", "HTML")
            for context in ("XML", "HTML")
        },
    },
    shared=("wpt-domxpath", "wpt-tests", "wpt"),
    xhr=True,
)
#: Why the window suite does not run the two ``javascript-url-abort`` files: their outcome
#: races the machine's speed.  Each clicks a link whose file is sent with wptserve's
#: ``trickle(d1)`` (a second's delay), then, 100 ms later, sets the frame's ``onload``: with
#: the delay the load always comes after.  The stand-in server sends the file at once (a
#: navigation's fetch answers at once), so the frame loads before the timer on a quick machine
#: (the harness times out) and after it on a loaded one (the subtest fails, the harness is OK):
#: CI saw both.  Neither passes in webapi (a ``javascript:`` URL runs no script).
_TRICKLE_RACE = (
    "races the machine's speed: the stand-in server sends trickle(d1)'s file at once, so "
    "whether the frame loads before the page's 100 ms timer depends on the machine (a "
    "javascript: URL runs no script in webapi: it passes on neither)"
)
#: The tests of HTML's ``Window`` (issue #55): timers, microtask queuing, structured cloning,
#: Web Storage, MessageChannel and BroadcastChannel, ``history`` and ``location``, navigation
#: across documents (``html/browsers/browsing-the-web``), run with the
#: page's global backed by webapi's ``Window`` (``Suite.window``: the page's timers, storage and
#: messaging are webapi's, not Node's).  Its files are ``../shared/wpt-tests``' (newer copies of
#: web-platform-tests than the pinned commit: the manifest's ``other_versions``).
WINDOW = Suite(
    "window",
    "HTML Window",
    (
        "html/webappapis/timers",
        "html/webappapis/microtask-queuing",
        "html/webappapis/structured-clone",
        "webstorage",
        "webmessaging/broadcastchannel",
        "webmessaging/message-channels",
        "webmessaging",  # (the Channel_, MessagePort_ and MessageEvent files at its root)
        "html/browsers/history/the-history-interface",
        "html/browsers/history/the-location-interface",
        # (navigation across documents: the testharness files, none of which needs rendering;
        # those of back-forward-cache/ and remote-context-helper/ are resources only)
        "html/browsers/browsing-the-web",
    ),
    {
        "html/browsers/browsing-the-web/navigating-across-documents/javascript-url-abort/"
        f"javascript-url-abort-return-value-{kind}.tentative.html": _TRICKLE_RACE
        for kind in ("string", "undefined")
    },
    one_realm={
        f"html/browsers/history/the-history-interface/history_{method}_cross_realm_method.html": {
            f"history.{method}() uses this's associated document's browsing context to determine "
            "if navigation is allowed": (
                "the sandboxed iframe's history method is the page's (one realm a page): the "
                "call on the page's history passes whatever browsing context it checks"
            )
        }
        for method in ("back", "forward", "go")
    },
    top_level=("webmessaging",),
    shared=("wpt-window", "wpt-tests", "wpt"),
    window=True,
)
_LAYOUT = "reads layout (boxes' used sizes and positions), which webapi has none of"
#: The CSSOM's and the cascade's tests that need no layout (issue #53): the testharness.js
#: files of ``css/cssom`` and ``css/css-cascade`` (``../shared/wpt-tests``' copies, the
#: manifest's ``other_versions``), run with webapi's ``Window`` as the page's global and the
#: CSSOM's IDL in the shim (``CSSStyleDeclaration``'s property attributes, the sheets and
#: rules, ``getComputedStyle``).  Left out (:attr:`Suite.excluded`): those that read layout,
#: fonts or hit testing; reftests are not testharness.js files and are never listed.
CSSOM = Suite(
    "cssom",
    "CSSOM and cascade",
    ("css/cssom", "css/css-cascade"),
    {},
    shared=("wpt-cssom", "wpt-tests", "wpt"),
    window=True,
    cssom=True,
    idl_files=("cssom-view.window.webidl",),
    excluded={
        "css/cssom/caretPositionFromPoint*": "hit testing a point of the laid-out page",
        "css/cssom/getComputedStyle-insets-*": _LAYOUT + " (used insets)",
        "css/cssom/getComputedStyle-layout-dependent-*": _LAYOUT,
        "css/cssom/getComputedStyle-animations-replaced-into-ib-split*": _LAYOUT,
        "css/cssom/getComputedStyle-margins-roundtrip*": _LAYOUT + " (used margins)",
        "css/cssom/getComputedStyle-resolved-min-*": _LAYOUT + " (used min/max sizes)",
        "css/cssom/getComputedStyle-sticky-pos-percent*": _LAYOUT + " (sticky offsets)",
        "css/cssom/getComputedStyle-width-scroll*": _LAYOUT + " (scrollbar widths)",
        "css/cssom/getComputedStyle-line-height*": "line-height: normal resolves from the font",
        "css/css-cascade/layer-font-face-override*": "reads the widths of loaded fonts",
        "css/css-cascade/layer-cssom-order-reverse*": "reads the widths of loaded fonts",
        "css/css-cascade/layer-counter-style-override*": _LAYOUT + " (a marker's width)",
    },
)
#: Why the html suite's files that only time out are not run (each would spend the harness's
#: 10 s, or 60 s, and pass nothing; they count as failing, their denominators the other
#: engines' runs).
_FRAME_DOCUMENT = (
    "times out waiting for a frame's document: the response of a form submission (or of a "
    "navigation) loaded into an iframe, or a frame's own script; the runner's frames do not "
    "load a submission's response nor run their scripts (one realm a page, no navigation of a "
    "child navigable yet: issue #55 item 4)"
)
_AUTOFOCUS = (
    "times out waiting for autofocus: the autofocus candidates are flushed by the 'update the "
    "rendering' steps, which a document without rendering never runs"
)
_IMAGE_LOAD = "times out waiting for an image's load event: webapi fetches no image"
_WINDOW_ONLOAD = (
    "times out waiting for window.onload: the runner's global (outside the window suite) has "
    "no onload event handler attribute, only load listeners"
)
_FRAGMENT = (
    "times out waiting for a click on a link to navigate to a fragment: the runner's page "
    "(outside the window suite) has no Window that navigates"
)
#: The html suite's files that only time out, by reason (paths under ``html/``).
_HTML_TIMING_OUT_PATHS = {
    _IMAGE_LOAD: ("dom/elements/images/bypass-cache-revalidation.html",),
    _FRAME_DOCUMENT: (
        "semantics/forms/attributes-common-to-form-controls/dirname-ltr.html",
        "semantics/forms/attributes-common-to-form-controls/dirname-rtl-auto.html",
        "semantics/forms/attributes-common-to-form-controls/dirname-rtl-inherited.html",
        "semantics/forms/form-submission-0/form-double-submit-3.html",
        "semantics/forms/form-submission-0/form-double-submit-default-action.html",
        "semantics/forms/form-submission-0/form-double-submit-input-type-change.html",
        "semantics/forms/form-submission-0/form-double-submit-multiple-targets.html",
        "semantics/forms/form-submission-0/form-double-submit-preventdefault-click.html",
        "semantics/forms/form-submission-0/form-double-submit-preventdefault.html",
        "semantics/forms/form-submission-0/form-double-submit-to-different-origin-frame.html",
        "semantics/forms/form-submission-0/form-double-submit.html",
        "semantics/forms/form-submission-0/form-submit-iframe-then-location-navigate.html",
        "semantics/forms/form-submission-0/getactionurl.html",
        "semantics/forms/form-submission-0/jsurl-navigation-then-form-submit.html",
        "semantics/forms/form-submission-0/multipart-formdata.window.js",
        "semantics/forms/form-submission-0/reparent-form-during-planned-navigation-task.html",
        "semantics/forms/form-submission-0/request-submit-activation.html",
        "semantics/forms/form-submission-0/submit-entity-body.html",
        "semantics/forms/form-submission-0/text-plain.window.js",
        "semantics/forms/form-submission-0/url-encoded.html",
        "semantics/forms/form-submission-0/urlencoded2.window.js",
        "semantics/forms/form-submission-target/form-target-iframe.html",
        "semantics/forms/resetting-a-form/reset-form-event-realm.html",
        "semantics/forms/the-button-element/button-activate.html",
        "semantics/forms/the-button-element/button-submit-children.html",
        "semantics/forms/the-button-element/button-submit-remove-children-jssubmit.html",
        "semantics/forms/the-button-element/button-submit-remove-children.html",
        "semantics/forms/the-button-element/button-submit-remove-jssubmit.html",
        "semantics/forms/the-form-element/form-action-submission-with-base-url.html",
        "semantics/forms/the-form-element/form-action-submission.html",
        "semantics/forms/the-input-element/hidden-charset-case-sensitive.html",
        "semantics/forms/the-input-element/image-click-form-data.html",
        "semantics/forms/the-input-element/input-submit-remove-jssubmit.html",
        "semantics/forms/the-input-element/input-type-change-submit.html",
        "semantics/forms/the-input-element/show-picker-cross-origin-iframe.html",
        "semantics/forms/the-select-element/show-picker-cross-origin-iframe.html",
        "semantics/forms/the-textarea-element/wrap-enumerated-ascii-case-insensitive.html",
        "semantics/selectors/pseudo-classes/focus.html",
    ),
    _WINDOW_ONLOAD: ("semantics/forms/the-input-element/time-focus-dynamic-value-change.html",),
    _AUTOFOCUS: (
        "semantics/interactive-elements/the-dialog-element/dialog-autofocus-multiple-times.html",
        "semantics/interactive-elements/the-dialog-element/dialog-autofocus.html",
        "semantics/interactive-elements/the-dialog-element/show-modal-focusing-steps.html",
        "semantics/selectors/pseudo-classes/focus-autofocus.html",
    ),
    _FRAGMENT: (
        "semantics/interactive-elements/the-summary-element/anchor-with-inline-element.html",
    ),
}
_HTML_TIMING_OUT = [
    (tuple(f"html/{path}" for path in paths), why) for why, paths in _HTML_TIMING_OUT_PATHS.items()
]
#: The tests of HTML's elements (issue #51): the reflection harness (``html/dom/reflection-*.html``
#: at the root of ``html/dom``, with ``reflection.js`` and the ``elements-*.js`` tables),
#: ``html/dom/elements``, the forms (constraint validation, submission, the input types, select,
#: textarea, form-associated elements), the tables, the interactive elements (details, dialog,
#: summary, commands), the pseudo-classes HTML defines and custom elements' ``ElementInternals``
#: (``custom-elements/form-associated``, ``custom-elements/state`` and the files at the root of
#: ``custom-elements`` named for it), run as the DOM suite's are (the page's
#: globals the runner's).  Its files are ``../shared/wpt-tests``' (the manifest's
#: ``other_versions``).
_CUSTOMIZED_BUILTINS_FOLDERS = (
    "custom-elements/htmlconstructor",
    "custom-elements/parser",
    "custom-elements/registries",
    "custom-elements/upgrading",
)
HTML = Suite(
    "html",
    "HTML elements",
    (
        "html/dom",  # (the reflection-*.html files at its root alone: top_level, _HTML_DOM_ROOT)
        "html/dom/elements",
        "html/semantics/forms",
        "html/semantics/tabular-data",
        "html/semantics/interactive-elements",
        "html/semantics/selectors/pseudo-classes",
        # (ElementInternals and customized built-in elements: the files at its root named for
        # them alone, _CUSTOM_ELEMENTS_ROOT)
        "custom-elements",
        "custom-elements/form-associated",
        "custom-elements/state",
        "custom-elements/reactions/customized-builtins",
        # (the files named for customized built-in elements alone, _CUSTOMIZED_BUILTINS)
        *_CUSTOMIZED_BUILTINS_FOLDERS,
        # (the HTML Sanitizer API: files ../shared lacks, pinned by URL, the manifest's
        # downloads)
        "sanitizer-api",
        # (the Selection API: webapi.html's Selection, issue #75)
        "selection",
    ),
    {
        **{path: why for paths, why in _HTML_TIMING_OUT for path in paths},
    },
    top_level=("html/dom", "custom-elements"),
    shared=("wpt-html", "wpt-tests", "wpt"),
    # (the CSSOM's IDL: getComputedStyle, a style sheet's rules; CSSOM View's members of an
    # element that is not rendered, getBoundingClientRect's DOMRect)
    cssom=True,
    idl_files=(
        "geometry.webidl",
        "cssom-view.webidl",
        "html.element-internals.webidl",
        "html.sanitizer.webidl",
        # (webapi's hand-written Selection and FileList, described for the shim alone)
        "selection.webidl",
        "fileapi.filelist.webidl",
    ),
    fetch_folders=("sanitizer-api",),
    # (selection/deleteFromDocument.html's frame defines the run() the page calls)
    frame_script_folders=("selection",),
)
#: WPT's ``fetch/api`` files that use the network and ``xhr/``'s (issue #54's third proof):
#: the page's ``fetch()`` is webapi's from the document's client, its ``XMLHttpRequest``
#: webapi's for the document, both sending to the runner's stand-in for WPT's server
#: (``wpt/wpt_network_resources.py``).  Of ``fetch/api/request`` and ``response`` (whose
#: objects the fetch suite tests), the files that call ``fetch()``.  Its files are
#: ``../shared/wpt-tests``' (the manifest's ``other_versions``).
FETCH_NETWORK = Suite(
    "fetch-network",
    "Fetch and XMLHttpRequest over the network",
    (
        "fetch/api/basic",
        "fetch/api/redirect",
        "fetch/api/cors",
        "fetch/api/credentials",
        "fetch/api/abort",
        "fetch/api/request",
        "fetch/api/response",
        "xhr",
    ),
    {},
    top_level=("fetch/api/request", "fetch/api/response", "xhr"),
    shared=("wpt-fetch-network", "wpt-tests", "wpt"),
    network=True,
    # (the Streams Standard's IDL as the encoding-streams suite reads it: the page's
    # ReadableStream, WritableStream, TransformStream, their readers and controllers are
    # webapi.streams', so that a ReadableStream body built in the page reaches webapi's fetch)
    idl_files=("xmlhttprequest.webidl", "streams.webidl"),
    include=re.compile(r"\bfetch\(|XMLHttpRequest"),
)
#: The tests of the Encoding Standard's ``TextDecoderStream`` and ``TextEncoderStream`` and of
#: the Compression Standard's ``CompressionStream`` and ``DecompressionStream`` (issue #54):
#: the page's ``ReadableStream``, ``WritableStream``, ``TransformStream`` and these four are
#: webapi's (``webapi.streams``, through the shim of ``idl/streams.webidl`` and
#: ``idl/streams.others.webidl``), not Node's.  Its files are ``../shared/wpt-tests``' (the
#: manifest's ``other_versions``).
ENCODING_STREAMS = Suite(
    "encoding-streams",
    "Encoding and Compression streams",
    ("encoding/streams", "compression"),
    {
        "encoding/streams/backpressure.any.js": (
            "races the runner: it checks the order in which a write's and a read's promises "
            "settle, and each of webapi's settles the page's Promise in its own task of "
            "Pyodide's loop, so the order varies from run to run (webapi's own order, read then "
            "write, is tests/streams/test_codec_streams.py's)"
        ),
    },
    shared=("wpt-encoding-streams", "wpt-tests", "wpt"),
    idl_files=("streams.webidl", "streams.others.webidl"),
    excluded={
        "compression/idlharness*": (
            "idlharness.js fetches the interfaces' IDL files (/interfaces/*.idl): this suite's "
            "pages have no fetch()"
        ),
    },
)
#: WPT's ``shadow-dom/`` (issue #74): shadow trees, slots, events across shadow boundaries,
#: declarative shadow roots, focus delegation, run as the DOM suite's are (the page's globals
#: the runner's), with the CSSOM's IDL in the shim (``getComputedStyle`` through the flat tree).
#: Its files are ``../shared/wpt-tests``' (the manifest's ``other_versions``: lightpanda-io/wpt's
#: copy of 2025-07-04, another snapshot than the DOM suite's pinned commit).  Left out
#: (:attr:`Suite.excluded`, and by :func:`write_shared_manifest`): reftests (not testharness.js
#: files), files that drive the page through ``resources/testdriver.js`` (key presses, clicks,
#: focus navigation: the runner has no WebDriver) and those below.
SHADOW_DOM = Suite(
    "shadow-dom",
    "Shadow DOM",
    ("shadow-dom",),
    {},
    shared=("wpt-shadow-dom", "wpt-tests", "wpt"),
    cssom=True,
    idl_files=("geometry.webidl", "cssom-view.webidl"),
    excluded={
        "shadow-dom/DocumentOrShadowRoot-prototype-elementFromPoint*": (
            "hit testing a point of the laid-out page (elementFromPoint, elementsFromPoint)"
        ),
        "shadow-dom/Document-caretPositionFromPoint*": "hit testing a point of the laid-out page",
        "shadow-dom/HighlightRegistry-highlightsFromPoint*": (
            "hit testing a point of the laid-out page"
        ),
        "shadow-dom/MouseEvent-prototype-offsetX-offsetY*": _LAYOUT + " (a host's position)",
        "shadow-dom/offsetTop-offsetLeft-across-shadow-boundaries*": _LAYOUT + " (offsets)",
        "shadow-dom/scroll-to-the-fragment-in-shadow-tree*": (
            "scrolls the laid-out page to a fragment (window.scrollTo, scroll positions)"
        ),
    },
)
#: WPT's tests of the accessibility tree's roles and names (issue #75's first proof): the
#: testharness.js files of ``accname/``, ``html-aam/`` and ``wai-aria/role/``, which ask
#: WebDriver for an element's computed role and label through testdriver.js
#: (``test_driver.get_computed_role``, ``get_computed_label``): the runner's vendor file
#: answers from ``webapi.aria`` (:attr:`Suite.testdriver`).  ``../shared/wpt-tests`` has
#: their harness, testdriver.js and ``wai-aria/scripts/aria-utils.js`` but not the test
#: files, which the manifest's ``downloads`` pin by URL and sha256 (their text in
#: ``wpt/_cache/``).
ARIA = Suite(
    "aria",
    "ARIA roles and accessible names",
    ("accname", "html-aam", "wai-aria/role"),
    {},
    shared=("wpt-aria", "wpt-tests", "wpt"),
    # (ARIA's reflection: roles.html sets element.role)
    idl_files=("aria.webidl",),
    testdriver=True,
)
SUITES = {
    suite.name: suite
    for suite in (
        DOM,
        FETCH,
        DOMXPATH,
        WINDOW,
        CSSOM,
        HTML,
        FETCH_NETWORK,
        ENCODING_STREAMS,
        SHADOW_DOM,
        ARIA,
    )
}
#: The test of each suite's run (named in its manifest's description).
TEST_FILES = {
    "dom": "tests/dom/test_wpt_dom.py",
    "fetch": "tests/fetch/test_wpt_fetch.py",
    "domxpath": "tests/xpath/test_wpt_domxpath.py",
    "window": "tests/html/test_wpt_window.py",
    "cssom": "tests/cssom/test_wpt_cssom.py",
    "html": "tests/html/test_wpt_html.py",
    "fetch-network": "tests/fetch/test_wpt_fetch_network.py",
    "encoding-streams": "tests/streams/test_wpt_encoding_streams.py",
    "shadow-dom": "tests/dom/test_wpt_shadow_dom.py",
    "aria": "tests/aria/test_wpt_aria.py",
}

# The DOM suite's names, as the module had them before it had suites.
ENV_VAR = DOM.env_var
MANIFEST_PATH = DOM.manifest_path
DIRECTORIES = DOM.directories
NOT_EXECUTED = DOM.not_executed
manifest = DOM.manifest
test_files = DOM.test_files
data_root = DOM.data_root
missing_message = DOM.missing_message
verify = DOM.verify


# --- writing the manifest from a checkout ----------------------------------------------------

#: A test file the runner can execute: a page (``.xhtml``, ``.xht``: parsed by the XML
#: parser), or a script the web-platform-tests server wraps into a page (``.any.js``: the
#: window global; ``.window.js``).
_TEST_NAME = re.compile(r"\.(html?|xht|xhtml|any\.js|window\.js)$")
#: Tests that load ``resources/testdriver.js`` (user input through WebDriver) are left out too.
#: Tests that need what a static runner has not: a server's substitutions (``.sub``), a human
#: (``-manual``); crash tests and reference files are not testharness.js tests. (``.https.``
#: files run: the runner's page is a secure context as far as they look, as jsdom runs them.)
_NOT_RUN = re.compile(r"(\.sub\.|-manual|-crash|-ref\.|(^|/)resources?/|/support/)")
_SCRIPT_SRC = re.compile(r"""<script[^>]*\ssrc\s*=\s*["']?([^"'\s>]+)""", re.IGNORECASE)
_META_SCRIPT = re.compile(r"^//\s*META:\s*script=(\S+)", re.MULTILINE)
#: The documents a test loads into frames: an ``iframe`` or ``frame`` element's ``src`` in its
#: markup, or a string literal a script assigns to some ``.src`` (the runner's navigation
#: fetcher serves them: wpt/wpt_dom_resources.py).
_FRAME_SRC = re.compile(r"""<i?frame\b[^>]*\ssrc\s*=\s*["']?([^"'\s>]+)""", re.IGNORECASE)
_SRC_ASSIGNED = re.compile(r"""\.src\s*=\s*["']([^"']+)["']""")


def _repository_path(folder: str, source: str) -> str:
    """The repository path of the URL ``source`` in a file of ``folder`` (root-relative or
    relative, dot segments resolved)."""
    joined = source.lstrip("/") if source.startswith("/") else f"{folder}/{source}"
    parts: list[str] = []
    for part in joined.split("/"):
        if part == "..":
            if parts:
                parts.pop()
        elif part not in ("", "."):
            parts.append(part)
    return "/".join(parts)


def loaded_scripts(path: str, text: str) -> list[str]:
    """The repository paths of the scripts the test file ``path`` loads, in order."""
    found = _META_SCRIPT.findall(text) if path.endswith(".js") else _SCRIPT_SRC.findall(text)
    folder = path.rpartition("/")[0]
    paths = []
    for source in found:
        if re.match(r"[a-z]+:", source):
            continue
        paths.append(_repository_path(folder, source))
    return paths


def loaded_documents(path: str, text: str) -> list[str]:
    """The repository paths of the documents (or WPT handlers) the test file ``path`` loads
    into frames, as far as its text names them: relative or root-relative URLs, less their
    query and fragment (absolute URLs, ``about:``/``data:``/``javascript:`` ones and server
    substitutions are left out)."""
    folder = path.rpartition("/")[0]
    paths = []
    for source in _FRAME_SRC.findall(text) + _SRC_ASSIGNED.findall(text):
        if re.match(r"[a-z]+:", source) or "{{" in source:
            continue
        source = re.split(r"[?#]", source, maxsplit=1)[0]
        if not source:
            continue
        paths.append(_repository_path(folder, source))
    return paths


def _is_testharness_test(path: str, text: str) -> bool:
    if path.endswith(".js"):
        return True
    return "testharness.js" in text


def write_manifest(
    checkout: Path, repository: str, commit: str, suite: Suite = DOM
) -> dict[str, Any]:
    """The manifest of ``suite``'s files in ``checkout`` (web-platform-tests at ``commit``),
    written to its ``manifest_path``."""
    tests: list[str] = []
    files: dict[str, str] = {}

    def add(name: str) -> None:
        if name not in files and (checkout / name).is_file():
            files[name] = hashlib.sha256((checkout / name).read_bytes()).hexdigest()

    for name in HARNESS:
        add(name)
    for directory in suite.directories:
        walk = (
            (checkout / directory).glob
            if directory in suite.top_level
            else (checkout / directory).rglob
        )
        for path in sorted(walk("*")):
            name = path.relative_to(checkout).as_posix()
            if not path.is_file() or not _TEST_NAME.search(name) or _NOT_RUN.search(name):
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            if not _is_testharness_test(name, text):
                continue
            scripts = loaded_scripts(name, text)
            if "resources/testdriver.js" in scripts:
                continue  # user input through WebDriver: not for a runner without a browser
            tests.append(name)
            add(name)
            for script in scripts:
                add(script)
            # (the frames' URLs in the test or in a script it loads, against the test's URL)
            texts = [text] + [
                (checkout / script).read_text(encoding="utf-8", errors="replace")
                for script in scripts
                if (checkout / script).is_file()
            ]
            for document_path in (
                found for part in texts for found in loaded_documents(name, part)
            ):
                add(document_path)
                add(document_path + ".headers")
    document = {
        "description": (
            f"The web-platform-tests files the {suite.title} runner executes "
            f"({TEST_FILES[suite.name]}): test files and the scripts and frame documents they "
            "load, each with its sha256; all from one commit."
        ),
        "repository": repository,
        "commit": commit,
        "tests": tests,
        "files": dict(sorted(files.items())),
    }
    if suite.manifest_path.is_file():  # (kept: not of the commit, so not in the checkout)
        other = json.loads(suite.manifest_path.read_text(encoding="utf-8")).get("other_versions")
        if other:
            document["other_versions"] = other
            tests += [
                name for name in other["files"] if _TEST_NAME.search(name) and name not in tests
            ]
    suite.manifest_path.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    suite._manifest = None
    return document


#: The files at the root of ``webmessaging/`` the window suite runs: MessageChannel's,
#: MessagePort's and MessageEvent's (the others post to windows across origins: ``.sub.``).
_WEBMESSAGING_ROOT = re.compile(r"^webmessaging/(Channel_|MessagePort_|MessageEvent)[^/]*$")
#: The files at the root of ``html/dom/`` the html suite runs: the reflection harness's pages
#: (the others test ARIA's reflection, idlharness and origins: not the elements').
_HTML_DOM_ROOT = re.compile(r"^html/dom/reflection-[^/]*\.html$")
#: The files at the root of ``custom-elements/`` the html suite runs: ElementInternals' (the
#: others test the registry, upgrades and reactions).
_CUSTOM_ELEMENTS_ROOT = re.compile(
    r"^custom-elements/(ElementInternals-[^/]*|HTMLElement-attachInternals|element-internals-[^/]*"
    r"|[^/]*customized-built[^/]*|builtin-coverage|CustomElementRegistry)\.html$"
)
#: The files of custom-elements' folders the html suite runs for customized built-in elements
#: (those named for them, and the parser's ``is`` attribute).
_CUSTOMIZED_BUILTINS = re.compile(
    r"^custom-elements/(htmlconstructor|parser|registries|upgrading)/"
    r"([^/]*customized-builtins|parser-constructs-custom-elements-with-is)\.html$"
)


def write_shared_manifest(root: Path, suite: Suite) -> dict[str, Any]:
    """The manifest of ``suite``'s files as ``root`` (``../shared/wpt-tests``) holds them, its
    ``PROVENANCE.json`` naming where each was read: the harness of the DOM's pinned commit in
    ``files``, every other file (tests, the scripts and frame documents they load) in
    ``other_versions`` with its provenance; written to the suite's ``manifest_path``."""
    provenance = {
        entry["path"]: entry
        for entry in json.loads((root / "PROVENANCE.json").read_text(encoding="utf-8"))["files"]
    }
    pinned = DOM.manifest()["files"]
    tests: list[str] = []
    other: dict[str, str] = {}

    def add(name: str) -> None:
        if name not in other and name not in HARNESS and (root / name).is_file():
            other[name] = hashlib.sha256((root / name).read_bytes()).hexdigest()

    for directory in suite.directories:
        walk = (root / directory).glob if directory in suite.top_level else (root / directory).rglob
        for path in sorted(walk("*")):
            name = path.relative_to(root).as_posix()
            if not path.is_file() or not _TEST_NAME.search(name) or _NOT_RUN.search(name):
                continue
            if directory == "webmessaging" and not _WEBMESSAGING_ROOT.match(name):
                continue
            if any(fnmatch.fnmatch(name, glob) for glob in suite.excluded):
                continue
            if directory == "html/dom" and not _HTML_DOM_ROOT.match(name):
                continue
            if directory == "custom-elements" and not _CUSTOM_ELEMENTS_ROOT.match(name):
                continue
            if directory in _CUSTOMIZED_BUILTINS_FOLDERS and not _CUSTOMIZED_BUILTINS.match(name):
                continue
            if any(
                d != directory and d.startswith(directory + "/") and name.startswith(d + "/")
                for d in suite.directories
            ):
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            if not _is_testharness_test(name, text):
                continue
            if suite.include is not None and (".h2." in name or not suite.include.search(text)):
                continue  # (HTTP/2 files, and files that do not use the network)
            scripts = loaded_scripts(name, text)
            if "resources/testdriver.js" in scripts:
                continue
            tests.append(name)
            add(name)
            texts = [text]
            for script in scripts:
                add(script)
                if (root / script).is_file():
                    texts.append((root / script).read_text(encoding="utf-8", errors="replace"))
            for part in texts:
                for document_path in loaded_documents(name, part):
                    add(document_path)
                    add(document_path + ".headers")
    if suite.network:  # (the WPT handlers the stand-in server emulates: their sources)
        from wpt.wpt_network_resources import HANDLERS

        for handler in HANDLERS:
            add(handler)
    document = {
        "description": (
            f"The web-platform-tests files the {suite.title} runner executes "
            f"({TEST_FILES[suite.name]}): test files and the scripts and frame documents they "
            "load, each with its sha256; the harness of one commit, the others as "
            "../shared/wpt-tests holds them (other_versions, each with where it was read)."
        ),
        "repository": "web-platform-tests/wpt",
        "commit": DOM.manifest()["commit"],
        "tests": tests,
        "files": {name: pinned[name] for name in HARNESS},
        "other_versions": {
            "description": (
                "Files pinned to the bytes ../shared/wpt-tests has (not verified to be the "
                "commit's): provenance names the repository, commit and path each was read from."
            ),
            "files": dict(sorted(other.items())),
            "provenance": {
                name: {
                    "repository": provenance[name]["source_repository"],
                    "commit": provenance[name]["source_commit"],
                    "path": provenance[name]["source_path"],
                }
                for name in sorted(other)
                if name in provenance
            },
        },
    }
    suite.manifest_path.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    suite._manifest = None
    return document


def main(arguments: Iterable[str]) -> int:
    """``python -m wpt.dom [--suite fetch] manifest CHECKOUT REPOSITORY COMMIT``: write the
    manifest; ``python -m wpt.dom [--suite fetch] verify``: check the located files against
    it (the DOM's suite unless ``--suite`` names another)."""
    args = list(arguments)
    suite = DOM
    if args[:1] == ["--suite"] and len(args) > 1 and args[1] in SUITES:
        suite = SUITES[args[1]]
        args = args[2:]
    if args[:1] == ["shared-manifest"] and len(args) == 2:
        document = write_shared_manifest(Path(args[1]), suite)
        print(f"{len(document['tests'])} tests, {len(document['other_versions']['files'])} files")
        return 0
    if args[:1] == ["manifest"] and len(args) == 4:
        document = write_manifest(Path(args[1]), args[2], args[3], suite)
        print(f"{len(document['tests'])} tests, {len(document['files'])} files")
        return 0
    if args == ["verify"]:
        root = suite.data_root()
        if root is None:
            print(suite.missing_message())
            return 1
        bad = suite.verify(root)
        count = len(suite.pinned())
        print(f"{root}: {count - len(bad)} files verified, {len(bad)} bad")
        for name in bad:
            print(f"  {name}")
        return 1 if bad else 0
    print(main.__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
