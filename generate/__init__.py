"""Every generator of the repository, and the one command that runs them:
``python -m generate [--check] [NAME...]``.

A generator renders committed files from pinned data or references; each generated file says
so in its header, and a test fails when it is stale. The generators:

- ``bindings``: the public Web IDL classes (``idl/``, ``python -m idl.generate``; its README);
- ``encoding-labels``: ``webapi/encoding/_labels.py`` from the Encoding Standard's
  ``encodings.json`` (:mod:`generate.encoding_labels`);
- ``named-character-references``: ``webapi/html/parsing/_named_character_references.py`` from the
HTML
  Standard's ``entities.json`` (:mod:`generate.named_character_references`);
- ``regexp-properties``: ``webapi/js/regexp/_properties.py`` from Node 26's RegExp
  (:mod:`generate.regexp_properties`; needs the pinned Node of ``oracles/``);
- ``regexp-unicode``: ``webapi/js/regexp/_unicode.py``, the same properties and the case
  classes over every code point, from Node 26's RegExp (:mod:`generate.regexp_unicode`; needs
  the pinned Node; its staleness test is in the slow tier, ``tests/js/test_regexp_unicode.py``);
- ``unicode-assigned``: the tables of ``tests/wpt/unicode_assigned.py`` from Unicode databases
  of each version (:mod:`generate.unicode_assigned`; needs them as arguments, so the plain
  command passes over it, saying how);
- ``test262-regexp``: ``tests/js/_test262_regexp.py`` from test262's generated RegExp tests
  (:mod:`generate.test262_regexp`; needs a checkout of tc39/test262 as argument);
- ``html5lib-tree-construction``: ``tests/html/_html5lib_tree_construction.json`` from
  html5lib-tests' tree-construction tests (:mod:`generate.html5lib_tree_construction`; needs
  a git repository of html5lib/html5lib-tests as argument);
- ``chromium-serialization``: ``tests/html/_chromium_serialization.json``, Chromium's
  serialization of every tree-construction run (:mod:`generate.chromium_serialization`; needs
  the Chromium to run as argument, and Playwright);
- ``chromium-select``: ``tests/html/_chromium_select.json``, Chromium's serialization of
  generated documents and fragments full of ``<select>`` (:mod:`generate.chromium_select`;
  needs the Chromium to run as argument, and Playwright).
- ``chromium-serializing-wpt``: ``tests/html/_chromium_serializing_wpt.json``, Chromium's answer
  to each subtest of WPT's ``serializing.html`` (:mod:`generate.chromium_serializing_wpt`; needs
  the Chromium to run and a git repository of WPT as arguments, and Playwright);
- ``chromium-documents``: ``tests/html/_chromium_documents.json.gz`` and
  ``_chromium_documents_slow.json.gz``, Chromium's ``documentElement.outerHTML`` of random
  documents (:mod:`generate.html_documents`, :mod:`generate.chromium_documents`; needs the
  Chromium to run as argument, and Playwright);
- ``wpt-selectors``: ``tests/selectors/_wpt_selectors.json`` from WPT's ``selectors.js`` and its
  content documents (:mod:`generate.wpt_selectors`; reads them where the DOM's WPT runner does,
  ``$WPT_DOM_DATA`` then ``../shared``, and needs the pinned Node);
- ``wpt-selector-parsing``: ``tests/selectors/_wpt_selector_parsing.json``, the validity cases of
  WPT's ``css/selectors/parsing`` with Chromium's answers (:mod:`generate.wpt_selector_parsing`;
  needs a git repository of WPT and the Chromium to run, and Playwright);
- ``soupsieve-selectors``: ``tests/selectors/_soupsieve_selectors.json``, soupsieve's test markup
  and selectors with Chromium's answers (:mod:`generate.soupsieve_selectors`; needs a git
  repository of soupsieve and the Chromium to run, and Playwright);
- ``chromium-selectors``: Chromium's answers to random selectors over random documents
  (:mod:`generate.chromium_selectors`; needs the Chromium to run, and Playwright).
- ``chromium-dom-sequences``: Chromium's records of random sequences of DOM operations
  (:mod:`generate.chromium_dom_sequences`; needs the Chromium to run, and Playwright).
- ``chromium-dom-ranges``: Chromium's records of random range cases
  (:mod:`generate.chromium_dom_ranges`; needs the Chromium to run, and Playwright).
- ``chromium-xml``: ``tests/html/_chromium_xml.json``, Chromium's trees of generated XML text
  and its ``XMLSerializer`` of generated trees (:mod:`generate.chromium_xml`; needs the Chromium
  to run, and Playwright).
- ``chromium-wpt-dom``: ``wpt/expectations/dom/chromium.json``, Chromium's results on the DOM
  runner's pinned WPT files (:mod:`generate.chromium_wpt_dom`; needs the suite's data, the
  Chromium to run, and Playwright).
- ``jsdom-wpt-dom``: ``wpt/expectations/dom/jsdom.json``, jsdom's results on the same files, run
  for real (:mod:`generate.jsdom_wpt_dom`; needs the suite's data and oracles/node's jsdom).
- ``chromium-wpt-domxpath``, ``jsdom-wpt-domxpath``: ``wpt/expectations/domxpath/chromium.json``
  and ``wpt/expectations/domxpath/jsdom.json``, the same for the domxpath suite's files
  (:mod:`generate.chromium_wpt_domxpath`, :mod:`generate.jsdom_wpt_domxpath`).
- ``chromium-wpt-dom-ranges``: ``wpt/expectations/dom/chromium-ranges.json``, the same for the
  DOM suite's ``dom/ranges`` files (:mod:`generate.chromium_wpt_dom_ranges`).
- ``chromium-wpt-html-sanitizer``: ``wpt/expectations/html/chromium-sanitizer.json``, the same
  for the html suite's ``sanitizer-api`` files (:mod:`generate.chromium_wpt_html_sanitizer`).
- ``chromium-wpt-html-selection``: ``wpt/expectations/html/chromium-selection.json``, the same
  for the html suite's ``selection`` files (:mod:`generate.chromium_wpt_html_selection`).
- ``chromium-wpt-fetch``: ``wpt/expectations/fetch/chromium.json``, the same for the fetch
  suite's files (:mod:`generate.chromium_wpt_fetch`).
- ``chromium-wpt-encoding-streams``: ``wpt/expectations/encoding-streams/chromium.json``,
  the same for the encoding-streams suite's files (:mod:`generate.chromium_wpt_encoding_streams`).
- ``chromium-wpt-window``, ``jsdom-wpt-window``: ``wpt/expectations/window/chromium.json`` and
  ``wpt/expectations/window/jsdom.json``, the same for the window suite's files
  (:mod:`generate.chromium_wpt_window`, :mod:`generate.jsdom_wpt_window`).
- ``chromium-wpt-cssom``, ``jsdom-wpt-cssom``: ``wpt/expectations/cssom/chromium.json`` and
  ``wpt/expectations/cssom/jsdom.json``, the same for the cssom suite's files
  (:mod:`generate.chromium_wpt_cssom`, :mod:`generate.jsdom_wpt_cssom`).
- ``chromium-wpt-html``, ``jsdom-wpt-html``: ``wpt/expectations/html/chromium.json`` and
  ``wpt/expectations/html/jsdom.json``, the same for the html suite's files
  (:mod:`generate.chromium_wpt_html`, :mod:`generate.jsdom_wpt_html`).
- ``chromium-wpt-shadow-dom``, ``jsdom-wpt-shadow-dom``:
  ``wpt/expectations/shadow-dom/chromium.json`` and ``wpt/expectations/shadow-dom/jsdom.json``,
  the same for the shadow-dom suite's files
  (:mod:`generate.chromium_wpt_shadow_dom`, :mod:`generate.jsdom_wpt_shadow_dom`).
- ``chromium-wpt-aria``: ``wpt/expectations/aria/chromium.json``, the same for the aria
  suite's files, testdriver.js's computed role and label asked of Chromium's accessibility
  tree through the DevTools protocol (:mod:`generate.chromium_wpt_aria`; jsdom has no
  computed role or name: no jsdom record).

A development tool: nothing here is installed or imported by ``webapi``.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

__all__ = ["GeneratorUnavailable", "git_bytes", "git_text", "launch_chromium"]


class GeneratorUnavailable(Exception):
    """What a generator needs is not on this machine (the message says how to get it)."""


def pinned_node26() -> Path:
    """The path of the pinned Node 26 a generator asks (``GeneratorUnavailable`` without it)."""
    from oracles import node26_path

    node = node26_path()
    if node is None:
        raise GeneratorUnavailable(
            "needs the pinned Node 26: npm ci --prefix oracles/node (or $WEBAPI_NODE26)"
        )
    return node


def git_bytes(git_dir: Path, repository: str, commit: str, *arguments: str) -> bytes:
    """The output of ``git --git-dir GIT_DIR ARGUMENTS`` (``git_dir``: a clone's ``.git`` or a
    bare repository); raises :class:`GeneratorUnavailable` when ``git_dir`` is not a git
    repository of ``repository`` holding ``commit``."""
    import subprocess

    try:
        return subprocess.run(
            ["git", "--git-dir", str(git_dir), *arguments], check=True, capture_output=True
        ).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        raise GeneratorUnavailable(
            f"{git_dir} is not a git repository of {repository} with commit {commit} ({error})"
        ) from None


def git_text(git_dir: Path, repository: str, commit: str, *arguments: str) -> str:
    """:func:`git_bytes`, as UTF-8 text."""
    return git_bytes(git_dir, repository, commit, *arguments).decode("utf-8")


def launch_chromium(chromium: Path) -> tuple[Any, Any]:
    """Playwright started and the Chromium at ``chromium`` launched with the oracles' flags:
    ``(playwright, browser)``, to be closed and stopped by the caller; raises
    :class:`GeneratorUnavailable` without Playwright or that Chromium."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        raise GeneratorUnavailable(
            "needs Playwright (pip install -e '.[e2e]'; no browser download)"
        ) from None
    from oracles.chromium import CHROMIUM_FLAGS

    if not chromium.exists():
        raise GeneratorUnavailable(f"no Chromium at {chromium} (apt-get install chromium)")
    playwright = sync_playwright().start()
    try:
        browser = playwright.chromium.launch(executable_path=str(chromium), args=CHROMIUM_FLAGS)
    except BaseException:
        playwright.stop()
        raise
    return playwright, browser
