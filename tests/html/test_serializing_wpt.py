"""WPT's ``html/syntax/serializing-html-fragments/serializing.html`` (238 subtests at the
project's pinned commit), ported: each subtest's node is built in webapi as the file builds it
in JavaScript (its test elements parsed from the file's own page, its DOM-built cases in Python
below) and its ``innerHTML`` or ``outerHTML`` compared with the HTML Standard's answer today.

The expectations the file stores predate the Standard's 2025 change (attribute values escape
``<`` and ``>``: whatwg/html#11288), so the Standard decides (:data:`CURRENT_STANDARD`) and the
test checks that Chromium 156 answers the same on every subtest
(``tests/html/_chromium_serializing_wpt.json``, written by ``python -m generate
chromium-serializing-wpt``, which runs the file's own script in Chromium).

The file is test data, never copied: ``$WPT_DOM_DATA`` (a folder laid out as the
web-platform-tests repository), else ``../shared/wpt-dom`` or ``../shared/wpt``; without it
the tests that need it skip, saying so.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from generate import chromium_serializing_wpt as module
from webapi.html.parsing._tree_builder import parse_document
from webapi.infra import XML_NAMESPACE, XMLNS_NAMESPACE

DATA = json.loads(module.TARGET.read_text(encoding="utf-8"))
SHARED = Path(__file__).resolve().parents[2].parent / "shared"

#: The subtests whose stored expectation is not the Standard's today, with the Standard's
#: answer: an attribute value's ``<`` and ``>`` are escaped (the 2025 change of "escaping a
#: string" in attribute mode).
CURRENT_STANDARD = {
    'innerHTML 7 <a b="<"></a>': '<a b="&lt;"></a>',
    'innerHTML 8 <a b=">"></a>': '<a b="&gt;"></a>',
    'innerHTML 9 <a href="javascript:&quot;<>&quot;"></a>': (
        '<a href="javascript:&quot;&lt;&gt;&quot;"></a>'
    ),
    'outerHTML 7 <span><a b="<"></a></span>': '<span><a b="&lt;"></a></span>',
    'outerHTML 8 <span><a b=">"></a></span>': '<span><a b="&gt;"></a></span>',
    'outerHTML 9 <span><a href="javascript:&quot;<>&quot;"></a></span>': (
        '<span><a href="javascript:&quot;&lt;&gt;&quot;"></a></span>'
    ),
}


def _source() -> bytes:
    override = os.environ.get("WPT_DOM_DATA", "")
    roots = [Path(override)] if override else [SHARED / "wpt-dom", SHARED / "wpt"]
    for root in roots:
        path = root / module.PATH
        if path.is_file():
            return path.read_bytes()
    pytest.skip(
        f"WPT's {module.PATH} (at {module.COMMIT}) is not under "
        f"{', '.join(map(str, roots))}: set $WPT_DOM_DATA to a folder laid out as the "
        "web-platform-tests repository"
    )


def _expected(name: str, stored: str) -> str:
    return CURRENT_STANDARD.get(name, stored)


def test_the_file_lists_every_subtest_once() -> None:
    names = [name for name, _stored, _chromium in DATA["subtests"]]
    assert len(names) == len(set(names)) == 238
    assert set(CURRENT_STANDARD) <= set(names)


def test_chromium_answers_as_the_standard_does_today() -> None:
    """Chromium 156 differs from the stored expectations exactly where the Standard changed
    since, and gives the Standard's answer there."""
    for name, stored, chromium in DATA["subtests"]:
        assert chromium == _expected(name, stored), name
        assert (chromium != stored) == (name in CURRENT_STANDARD), name


# The DOM-built cases, as the file's functions build them in its page's document.


def _dom_case(document: Any, name: str) -> Any:
    span = document.createElement("span")
    if name == "<span> starting with U+000A":
        span.appendChild(document.createTextNode("\n"))
        return span
    svg = span.appendChild(document.createElement("svg"))  # (an HTML element named svg)
    namespace, qualified = {
        "Attribute in the XML namespace": (XML_NAMESPACE, "xml:foo"),
        "Attribute in the XML namespace with the prefix not set to xml:": (
            XML_NAMESPACE,
            "abc:foo",
        ),
        "Non-'xmlns' attribute in the xmlns namespace": (XMLNS_NAMESPACE, "xmlns:foo"),
        "'xmlns' attribute in the xmlns namespace": (XMLNS_NAMESPACE, "xmlns"),
        "Attribute in non-standard namespace": ("fake_ns", "abc:def"),
    }[name]
    svg.setAttributeNS(namespace, qualified, "test")
    return span


def _text_case(document: Any, case: str, name: str) -> Any:
    """A ``pre``, ``textarea`` or ``listing`` with a text child starting with a line feed or
    not, alone (the context) or in a ``span``."""
    element = document.createElement(name)
    element.appendChild(document.createTextNode("\n" if "not starting" not in case else "a\n"))
    if case.startswith("non-context"):
        span = document.createElement("span")
        span.appendChild(element)
        return span
    return element


def _void_case(document: Any, case: str, name: str) -> Any:
    """A void element given children (``<a><!--abc--></a><b><c>abc</c></b>``), alone or
    among siblings in a ``span``."""
    void = document.createElement(name)
    void.appendChild(document.createElement("a")).appendChild(document.createComment("abc"))
    void.appendChild(document.createElement("b")).appendChild(
        document.createElement("c")
    ).appendChild(document.createTextNode("abc"))
    if case == "Void context node":
        return void

    def a() -> Any:
        element = document.createElement("a")
        element.appendChild(document.createTextNode("test"))
        return element

    order: list[Callable[[], Any]] = {
        "void as first child with following siblings": [
            lambda: void,
            a,
            lambda: document.createElement("b"),
        ],
        "void as second child with following siblings": [
            a,
            lambda: void,
            lambda: document.createElement("b"),
        ],
        "void as last child with preceding siblings": [
            a,
            lambda: document.createElement("b"),
            lambda: void,
        ],
    }[case]
    span = document.createElement("span")
    for make in order:
        span.appendChild(make())
    return span


_TEXT = re.compile(r"<(pre|textarea|listing)> (.*)")
_VOID = re.compile(r"(Void context node|void as .*) (\w+)")
_INDEXED = re.compile(r"(\d+) ")


def _node(document: Any, test_elements: Any, rest: str) -> Any:
    """The node a subtest named ``... rest`` serializes."""
    if (indexed := _INDEXED.match(rest)) is not None:
        return test_elements[int(indexed.group(1))]
    if (text := _TEXT.fullmatch(rest)) is not None:
        return _text_case(document, text.group(2), text.group(1))
    if (void := _VOID.fullmatch(rest)) is not None:
        return _void_case(document, void.group(1), void.group(2))
    return _dom_case(document, rest)


def test_every_subtest_gives_the_standards_answer() -> None:
    source = _source()
    assert DATA["header"]["source"].endswith(hashlib.sha256(source).hexdigest()), (
        "the WPT file found is not the one the data was generated from"
    )
    # the page as a browser loads it: scripting enabled (noscript holds raw text)
    document: Any = parse_document(source.decode("utf-8"), True)
    test_elements = document.getElementById("test").children
    assert test_elements.length == 29
    failures = []
    for name, stored, _chromium in DATA["subtests"]:
        getter, rest = name.split(" ", 1)
        node = _node(document, test_elements, rest)
        found = node.innerHTML if getter == "innerHTML" else node.outerHTML
        if found != _expected(name, stored):
            failures.append((name, found))
    assert failures == []
