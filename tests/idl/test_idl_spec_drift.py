"""``idl/url.webidl`` and ``idl/urlpattern.webidl`` hold exactly the IDL blocks of the
URL Standard's and the URL Pattern Standard's sources (``<pre class=idl>`` in url.bs,
``<xmp class="idl">`` in urlpattern.bs); ``idl/fetch.headers.webidl`` exactly the Fetch
Standard's block of Headers, ``idl/fetch.webidl`` its blocks of the body types, the Body mixin,
Request and Response (not the networking webapi does not do); ``idl/dom.webidl`` every block
of the DOM Standard's dom.bs;
``idl/fileapi.webidl`` the File API's Blob and File blocks (its source is ``index.bs`` of
w3c/FileAPI, kept as fileapi.bs) and ``idl/xhr.webidl`` the XMLHttpRequest Standard's FormData
block.

The spec source is read from ``$WEBAPI_SPEC_DIR`` or ``shared/spec`` next to the
checkout.  When it is missing the test is skipped, or fails where ``WEBAPI_REQUIRE_DATA=1``
(CI has them); dom.bs, fileapi.bs and xhr.bs, which the shared data does not hold yet, are
only ever skipped, naming
the commit and sha256 to put there (:data:`PINNED`), and checked against that pin when there.
"""

from __future__ import annotations

import difflib
import hashlib
from pathlib import Path

import pytest

from idl.spec import extract_idl_blocks, render_webidl, spec_source, webidl_body
from wpt.encoding import SPEC_SOURCES
from wpt.testing import data_missing

REPO_ROOT = Path(__file__).resolve().parents[2]

#: (IDL file, spec source, number of IDL blocks in the source, the blocks the file holds or
#: None for all): URL and URLSearchParams; the URLPattern class with its dictionaries, and
#: the URLPatternCompatible typedef for other specs; Headers and HeadersInit; TextDecoder and
#: TextEncoder with their mixins and dictionaries (not the streams, which need Streams).
SOURCES = [
    ("url.webidl", "url.bs", 2, None),
    ("urlpattern.webidl", "urlpattern.bs", 2, None),
    ("fetch.headers.webidl", "fetch.bs", 6, (0,)),
    ("fetch.webidl", "fetch.bs", 6, (1, 2, 3, 4)),
    ("encoding.webidl", "encoding.bs", 6, (0, 1, 2, 3)),
    ("dom.webidl", "dom.bs", 42, None),
    ("fileapi.webidl", "fileapi.bs", 6, (0, 1)),
    ("xhr.webidl", "xhr.bs", 3, (1,)),
]
#: Spec sources idl/ was copied from that ../shared/spec does not hold yet: the repository,
#: commit and sha256 of the file read (through the search tool: ``git show <commit>:dom.bs``).
PINNED = {
    "dom.bs": (
        "whatwg/dom",
        "8a5f57c61ca1de8dc21b7e114501b1b57882e935",
        "435d8941a603e0d7d0ac138ff26377113c02bd4d9797d5ca31834b27d28521f9",
    ),
    # The File API's source is index.bs in its repository: fileapi.bs in the spec directory.
    "fileapi.bs": (
        "w3c/FileAPI",
        "13757c259fcd93f2ace449f8b0835f9a0a517363",
        "b9e5a11cb75beddb50964d1d541d85904c795040a43fbb1be41d2fa06bd98fc6",
    ),
    "xhr.bs": (
        "whatwg/xhr",
        "d375b2858e46f8c253d1f1380744ee7ebec432b4",
        "d6d2266954902a6fecb97bd0f6ed92659ba8e93e5138a8820fbd9b4701a6b550",
    ),
}
parametrize = pytest.mark.parametrize(
    ("webidl", "spec", "count", "held"), SOURCES, ids=lambda x: str(x)
)


def _spec_source(spec: str) -> Path:
    path = spec_source(REPO_ROOT, spec, SPEC_SOURCES)
    if not path.is_file() and spec in PINNED:
        repository, commit, sha256 = PINNED[spec]
        pytest.skip(
            f"the spec source {path} is missing, so idl/ cannot be checked against it: put "
            f"{spec} of {repository} at {commit} (sha256 {sha256}) in ../shared/spec next to "
            "the checkout (listed in its README.md) or point $WEBAPI_SPEC_DIR at the "
            "directory holding it"
        )
    if not path.is_file():
        data_missing(
            f"the spec source {path}, so idl/ cannot be checked against it: put {spec} in "
            "../shared/spec next to the checkout or point $WEBAPI_SPEC_DIR at the directory "
            "holding it"
        )
    return path


@parametrize
def test_webidl_matches_the_spec_idl_blocks(
    webidl: str, spec: str, count: int, held: tuple[int, ...] | None
) -> None:
    WEBIDL = REPO_ROOT / "idl" / webidl
    blocks = extract_idl_blocks(_spec_source(spec).read_text(encoding="utf-8"))
    assert len(blocks) == count
    if held is not None:
        blocks = [blocks[index] for index in held]
    expected = "\n\n".join(blocks) + "\n"
    actual = webidl_body(WEBIDL.read_text(encoding="utf-8"))
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(keepends=True),
                actual.splitlines(keepends=True),
                f"{spec} IDL blocks",
                f"idl/{webidl}",
            )
        )
        pytest.fail(
            f"idl/{webidl} has drifted from the spec's IDL: run "
            f"`python -m idl.generate --update-idl`\n{diff}"
        )


@parametrize
def test_webidl_file_is_exactly_what_update_idl_writes(
    webidl: str, spec: str, count: int, held: tuple[int, ...] | None
) -> None:
    blocks = extract_idl_blocks(_spec_source(spec).read_text(encoding="utf-8"))
    which = ""
    if held is not None:
        blocks = [blocks[index] for index in held]
        which = f" (its blocks {list(held)})"
    text = (REPO_ROOT / "idl" / webidl).read_text(encoding="utf-8")
    assert text == render_webidl(blocks, spec, which)


def test_extraction_unescapes_and_finds_every_block() -> None:
    source = (
        "<p>text</p>\n<pre class=idl>\ninterface A {\n  sequence&lt;DOMString> f();\n};\n</pre>\n"
        '<pre class="idl extract">\ninterface B {};\n</pre>\n<pre>not idl</pre>\n'
        '<xmp class="idl">\ninterface C { sequence&lt;DOMString> f(); };\n</xmp>\n'
    )
    assert extract_idl_blocks(source) == [
        "interface A {\n  sequence<DOMString> f();\n};",
        "interface B {};",
        "interface C { sequence&lt;DOMString> f(); };",  # <xmp> is raw text: not unescaped
    ]


@pytest.mark.parametrize("spec", sorted(PINNED))
def test_a_pinned_source_is_the_one_read(spec: str) -> None:
    """Where a pinned source is present, it is the file idl/ was copied from (a newer one:
    run ``python -m idl.generate --update-idl`` and update :data:`PINNED`)."""
    path = _spec_source(spec)
    repository, commit, sha256 = PINNED[spec]
    assert hashlib.sha256(path.read_bytes()).hexdigest() == sha256, (
        f"{path} is not {repository}'s {spec} at {commit}"
    )


#: idl/html.webidl: the HTML Standard's blocks, read from its multipage edition (the stored
#: pages, "Living Standard — Last Updated 16 March 2026"; see the file's header) rather than
#: from its source, which is too large to fetch. The pages are not in ../shared/spec: the
#: check against them is skipped naming them; the file itself is pinned (an edit must come
#: from reading the pages again, and update this pin).
HTML_PAGES = (
    "links.html",
    "text-level-semantics.html",
    "semantics.html",
    "embedded-content.html",
    "iframe-embed-object.html",
    "image-maps.html",
    "forms.html",
    "input.html",
    "form-elements.html",
    "scripting.html",
)
HTML_WEBIDL_SHA256 = "08c4ecc81d2de4228df1df5883123153b5c52e39a023cf4e38cf2501d4c65ec9"
#: The lines of idl/html.webidl amended from the pages' text (its header says why), each
#: with the line the pages have: the blocks are compared with these lines put back.
HTML_WEBIDL_AMENDMENTS = {
    # HTMLInputElement (input.html): the prose's "limited to only positive numbers and has a
    # default value of 20", which the pages' IDL line does not say
    "  [CEReactions, ReflectPositive, ReflectDefault=20] attribute unsigned long size;": (
        "  [CEReactions, Reflect] attribute unsigned long size;"
    ),
}


def test_html_webidl_is_the_copy_read() -> None:
    path = REPO_ROOT / "idl" / "html.webidl"
    assert hashlib.sha256(path.read_bytes()).hexdigest() == HTML_WEBIDL_SHA256, (
        "idl/html.webidl changed: its blocks are copied from the HTML Standard's pages (its "
        "header names them); copy them again and update HTML_WEBIDL_SHA256"
    )


def _html_page_blocks(text: str) -> list[str]:
    """The IDL blocks of a stored page: from a line starting "[Exposed" or "interface mixin"
    to the "};" that closes it, with the "X includes Y;" lines right after."""
    blocks, lines, i = [], text.splitlines(), 0
    while i < len(lines):
        if lines[i].startswith(("[Exposed", "interface mixin")):
            start = i
            while not lines[i].startswith("};"):
                i += 1
            while i + 1 < len(lines) and " includes " in lines[i + 1]:
                i += 1
            blocks.append("\n".join(lines[start : i + 1]))
        i += 1
    return blocks


def test_html_webidl_blocks_are_in_the_pages() -> None:
    directory = spec_source(REPO_ROOT, "html-multipage")
    if not directory.is_dir():
        pytest.skip(
            "the HTML Standard's multipage pages are not in ../shared/spec (html-multipage/): "
            f"idl/html.webidl's blocks, read from {', '.join(HTML_PAGES)} (16 March 2026), "
            "are checked against its pinned sha256 only"
        )
    found = set()
    for page in HTML_PAGES:
        found |= set(_html_page_blocks((directory / page).read_text(encoding="utf-8")))
    text = (REPO_ROOT / "idl" / "html.webidl").read_text(encoding="utf-8")
    for amended, original in HTML_WEBIDL_AMENDMENTS.items():
        assert text.count(amended + "\n") == 1, amended
        text = text.replace(amended + "\n", original + "\n")
    for block in _html_page_blocks(text):
        assert block in found, block.splitlines()[1]
