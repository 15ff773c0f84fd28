"""End to end: the DOM's document, element and node steps (webapi/dom, at the impl level)
against Chromium's (Debian's /usr/bin/chromium, headless, through Playwright), on the cases the
unit tests in tests/dom took from the Standard where WPT's stored tests predate it or say
nothing: the 2025 name validation, processing instructions' attributes (2026), the documents
``DOMImplementation`` makes, ``createElement``'s options, insert adjacent, a ``NamedNodeMap``'s
property names, namespace lookups. Each case is a JavaScript function body and the same steps
in webapi; Chromium may differ only where :data:`CHROMIUM_DEPARTURES` names the case
(docs/browsers.md), and each named case must still differ."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from oracles.chromium import evaluate
from webapi.dom import DOMException
from webapi.dom._attributes import attribute_list, qualified_name
from webapi.dom._creation import create_a_document
from webapi.dom._document import (
    create_document,
    create_element,
    create_element_ns,
    create_html_document,
    create_processing_instruction,
    implementation,
    import_node,
)
from webapi.dom._element import (
    element_attributes,
    get_attribute_names,
    insert_adjacent_text,
    set_attribute,
    set_attribute_ns,
    toggle_attribute,
)
from webapi.dom._namespace_lookup import lookup_namespace_uri
from webapi.dom._node import clone_node, node_name
from webapi.dom._nodes import (
    DocumentImpl,
    ElementImpl,
    ProcessingInstructionImpl,
    document_element,
)
from webapi.dom._processing_instruction import (
    get_attribute,
)
from webapi.dom._processing_instruction import (
    get_attribute_names as pi_attribute_names,
)
from webapi.dom._processing_instruction import (
    set_attribute as pi_set_attribute,
)
from webapi.html.parsing._serialization import serialize_outer

pytestmark = pytest.mark.needs_subprocess

XMLNS = "http://www.w3.org/2000/xmlns/"

#: case -> the docs/browsers.md class that explains Chromium 156's answer there.
CHROMIUM_DEPARTURES: dict[str, str] = {
    "createElementNS f:o:o": "chromium-qualified-name-second-colon",
    "createElementNS f::oo": "chromium-qualified-name-second-colon",
    'PI attributes a="1" b="2" c="3"': "chromium-pi-attribute-order",
    'PI attributes \u00e9="x" x\u00b7y="z"': "chromium-pi-attribute-order",
    "PI clone": "chromium-pi-attribute-order",
}


def _page_document() -> DocumentImpl:
    """What ``document`` is in Chromium's blank page, for these cases: an HTML document."""
    return create_html_document(implementation(create_a_document()), "")


def _element(name: str) -> tuple[str, str | None, str | None, str]:
    element = create_element(_page_document(), name)
    return (element._local_name, element._namespace, element._prefix, node_name(element))


def _element_ns(namespace: str | None, name: str) -> tuple[str | None, str | None, str]:
    element = create_element_ns(_page_document(), namespace, name)
    return (element._namespace, element._prefix, element._local_name)


def _pi_names(data: str) -> list[list[str | None]]:
    pi = create_processing_instruction(_page_document(), "t", data)
    return [[name, get_attribute(pi, name)] for name in pi_attribute_names(pi)]


def _pi_set(name: str, value: str) -> str:
    pi = create_processing_instruction(_page_document(), "t", 'a="b"')
    pi_set_attribute(pi, name, value)
    return pi._data


def _pi_clone() -> list[str]:
    pi = create_processing_instruction(_page_document(), "t", 'a="b" c="d"')
    copy = clone_node(pi)
    assert isinstance(copy, ProcessingInstructionImpl)
    return pi_attribute_names(copy)


def _created_document(namespace: str | None, name: str) -> list[Any]:
    document = create_document(implementation(_page_document()), namespace, name)
    root = document_element(document)
    made = create_element(document, "DIV")
    return [
        document._content_type,
        None if root is None else [root._namespace, root._prefix, root._local_name],
        made._local_name,
        made._namespace,
    ]


def _html_document(*title: str) -> list[Any]:
    document = create_html_document(implementation(_page_document()), *title)
    root = document_element(document)
    assert root is not None
    return [document._content_type, serialize_outer(root)]


def _new_document() -> list[Any]:
    document = create_a_document()
    made = create_element(document, "A")
    return [
        document._content_type,
        document._url,
        document._encoding,
        made._local_name,
        made._namespace,
    ]


def _options(options: Any) -> Any:
    return create_element(_page_document(), "div", options)._is_value


def _adjacent(where: str) -> str:
    document = _page_document()
    lonely = create_element(document, "p")
    insert_adjacent_text(lonely, where, "x")
    return serialize_outer(lonely)


def _property_names() -> list[str]:
    element = create_element(_page_document(), "div")
    set_attribute(element, "abc", "1")
    set_attribute_ns(element, None, "ABC", "2")
    set_attribute_ns(element, "urn:1", "p:x", "3")
    set_attribute_ns(element, "urn:2", "p:x", "4")
    return element_attributes(element)._supported_property_names()


def _set_attribute_names() -> list[str]:
    element = create_element(_page_document(), "div")
    for name in ("xmlns", "xmlns:a", "xml:lang", "B:C"):
        set_attribute(element, name, "v")
    return get_attribute_names(element)


def _toggle_namespaced() -> list[Any]:
    element = create_element(_page_document(), "div")
    set_attribute_ns(element, "urn:x", "p:q", "v")
    return [toggle_attribute(element, "p:q"), [qualified_name(a) for a in attribute_list(element)]]


def _lookup_on_html() -> list[Any]:
    element = create_element(_page_document(), "html")
    set_attribute(element, "xmlns", "urn:ignored")
    set_attribute(element, "xmlns:x", "urn:x")
    declared = create_element(_page_document(), "div")
    set_attribute_ns(declared, XMLNS, "xmlns:x", "urn:y")
    return [
        lookup_namespace_uri(element, None),
        lookup_namespace_uri(element, "x"),
        lookup_namespace_uri(declared, "x"),
    ]


def _imported_tag_name() -> list[str]:
    xml = create_document(implementation(_page_document()), None, "r")
    element = create_element_ns(xml, "http://www.w3.org/1999/xhtml", "div")
    copy = import_node(_page_document(), element)
    assert isinstance(copy, ElementImpl)
    return [node_name(element), node_name(copy)]


#: name -> (JavaScript function body, webapi's steps).
CASES: dict[str, tuple[str, Callable[[], Any]]] = {}
for _name in ["f}oo", "foo}", "\uffff", "\uffffoo", "f<oo", "}foo", "-foo", ":a", "A\u0131"]:
    CASES[f"createElement {_name}"] = (
        f"const e = document.createElement({_name!r}); "
        "return [e.localName, e.namespaceURI, e.prefix, e.nodeName];",
        lambda name=_name: list(_element(name)),  # type: ignore[misc]
    )
for _namespace, _name in [
    ("http://example.com/", "f:o:o"),
    ("http://example.com/", "f::oo"),
    ("http://example.com/", "0:a"),
    ("http://example.com/", "a:0"),
    (None, ":foo"),
    (None, "f}oo"),
]:
    CASES[f"createElementNS {_name}"] = (
        f"const e = document.createElementNS({_namespace!r}, {_name!r}); "
        "return [e.namespaceURI, e.prefix, e.localName];".replace("None", "null"),
        lambda namespace=_namespace, name=_name: list(_element_ns(namespace, name)),  # type: ignore[misc]
    )
for _target in [":", "x\u00b7", "\u00b7x", "\uffff", "xml", "a:b"]:
    CASES[f"createProcessingInstruction {_target}"] = (
        f"return document.createProcessingInstruction({_target!r}, 'd').target;",
        lambda target=_target: create_processing_instruction(_page_document(), target, "d")._target,  # type: ignore[misc]
    )
for _data in [
    'a="1" b="2" c="3"',
    "  a = 'x' ",
    'a="&#x41;&amp;&lt;&gt;&quot;&apos;"',
    'a="b"c="d"',
    'a="&#0;"',
    'a="1" a="2"',
    "a=b",
    '\u00e9="x" x\u00b7y="z"',
]:
    CASES[f"PI attributes {_data}"] = (
        f"const p = document.createProcessingInstruction('t', {_data!r}); "
        "return p.getAttributeNames().map((n) => [n, p.getAttribute(n)]);",
        lambda data=_data: _pi_names(data),  # type: ignore[misc]
    )
for _attribute, _value in [("q", "<&>\"'"), ("$", "v"), ("x", "?>"), ("X", "y")]:
    CASES[f"PI setAttribute {_attribute}"] = (
        f"const p = document.createProcessingInstruction('t', 'a=\"b\"'); "
        f"p.setAttribute({_attribute!r}, {_value!r}); return p.data;",
        lambda name=_attribute, value=_value: _pi_set(name, value),  # type: ignore[misc]
    )
CASES["PI clone"] = (
    "return document.createProcessingInstruction('t', 'a=\"b\" c=\"d\"').cloneNode()"
    ".getAttributeNames();",
    _pi_clone,
)
for _namespace, _name in [
    ("http://www.w3.org/1999/xhtml", "html"),
    ("http://www.w3.org/2000/svg", "svg:svg"),
    ("http://www.w3.org/1998/Math/MathML", "math"),
    (None, ""),
    ("", "r"),
]:
    CASES[f"createDocument {_namespace} {_name}"] = (
        f"const d = document.implementation.createDocument({_namespace!r}, {_name!r}, null); "
        "const e = d.createElement('DIV'); const r = d.documentElement; "
        "return [d.contentType, r && [r.namespaceURI, r.prefix, r.localName], "
        "e.localName, e.namespaceURI];".replace("(None,", "(null,"),
        lambda namespace=_namespace, name=_name: _created_document(namespace, name),  # type: ignore[misc]
    )
CASES["createHTMLDocument T"] = (
    "const d = document.implementation.createHTMLDocument('T'); "
    "return [d.contentType, d.documentElement.outerHTML];",
    lambda: _html_document("T"),
)
CASES["createHTMLDocument empty"] = (
    "const d = document.implementation.createHTMLDocument(''); "
    "return [d.contentType, d.documentElement.outerHTML];",
    lambda: _html_document(""),
)
CASES["createHTMLDocument no title"] = (
    "const d = document.implementation.createHTMLDocument(); "
    "return [d.contentType, d.documentElement.outerHTML];",
    _html_document,
)
CASES["new Document"] = (
    "const d = new Document(); const e = d.createElement('A'); "
    "return [d.contentType, d.URL, d.characterSet, e.localName, e.namespaceURI];",
    _new_document,
)
for _label, _options_js, _options_py in [
    ("is", "{is: 'x-a'}", {"is": "x-a"}),
    ("string", "'x-a'", "x-a"),
    (
        "is and registry",
        "{is: 'x-a', customElementRegistry: null}",
        {"is": "x-a", "customElementRegistry": None},
    ),
    ("registry", "{customElementRegistry: null}", {"customElementRegistry": None}),
]:
    CASES[f"createElement options {_label}"] = (
        # the is value shows only in the serialization (no attribute is made)
        f"const e = document.createElement('div', {_options_js}); "
        "return e.outerHTML === '<div></div>' ? null : e.outerHTML.slice(9, -8);",
        lambda options=_options_py: _options(options),  # type: ignore[misc]
    )
for _where in ["afterend", "BeforeBegin", "beforeend", "middle"]:
    CASES[f"insertAdjacentText {_where}"] = (
        f"const p = document.createElement('p'); p.insertAdjacentText({_where!r}, 'x'); "
        "return p.outerHTML;",
        lambda where=_where: _adjacent(where),  # type: ignore[misc]
    )
CASES["NamedNodeMap property names"] = (
    "const e = document.createElement('div'); e.setAttribute('abc', '1'); "
    "e.setAttributeNS(null, 'ABC', '2'); e.setAttributeNS('urn:1', 'p:x', '3'); "
    "e.setAttributeNS('urn:2', 'p:x', '4'); "
    "return Object.getOwnPropertyNames(e.attributes).filter((n) => !/^[0-9]+$/.test(n));",
    _property_names,
)
CASES["setAttribute names"] = (
    "const e = document.createElement('div'); "
    "for (const n of ['xmlns', 'xmlns:a', 'xml:lang', 'B:C']) e.setAttribute(n, 'v'); "
    "return e.getAttributeNames();",
    _set_attribute_names,
)
CASES["toggleAttribute namespaced"] = (
    "const e = document.createElement('div'); e.setAttributeNS('urn:x', 'p:q', 'v'); "
    "return [e.toggleAttribute('p:q'), e.getAttributeNames()];",
    _toggle_namespaced,
)
CASES["lookupNamespaceURI html"] = (
    "const e = document.createElement('html'); e.setAttribute('xmlns', 'urn:ignored'); "
    "e.setAttribute('xmlns:x', 'urn:x'); const d = document.createElement('div'); "
    f"d.setAttributeNS({XMLNS!r}, 'xmlns:x', 'urn:y'); "
    "return [e.lookupNamespaceURI(null), e.lookupNamespaceURI('x'), d.lookupNamespaceURI('x')];",
    _lookup_on_html,
)
CASES["importNode tagName"] = (
    "const x = document.implementation.createDocument(null, 'r', null); "
    "const e = x.createElementNS('http://www.w3.org/1999/xhtml', 'div'); "
    "return [e.tagName, document.importNode(e).tagName];",
    _imported_tag_name,
)

PAGE_FUNCTION = r"""(cases) => Object.fromEntries(cases.map(([name, body]) => {
  try { return [name, new Function(body)()]; } catch (e) { return [name, {error: e.name}]; }
}))"""


def _ours(steps: Callable[[], Any]) -> Any:
    try:
        return steps()
    except DOMException as error:
        return {"error": error.name}


def _js(value: Any) -> Any:
    """``value`` as JSON gives it back from the page (tuples are lists)."""
    if isinstance(value, (list, tuple)):
        return [_js(item) for item in value]
    return value


def test_chromium_agrees_except_its_documented_departures() -> None:
    theirs = evaluate(PAGE_FUNCTION, [[name, body] for name, (body, _) in CASES.items()])
    differences = {}
    for name, (_, steps) in CASES.items():
        mine = _js(_ours(steps))
        if mine != theirs[name]:
            differences[name] = (mine, theirs[name])
    unexplained = {
        name: diff for name, diff in differences.items() if name not in CHROMIUM_DEPARTURES
    }
    assert unexplained == {}
    assert set(CHROMIUM_DEPARTURES) <= set(differences)  # each still differs
    page = (Path(__file__).resolve().parents[2] / "docs" / "browsers.md").read_text("utf-8")
    for departure in set(CHROMIUM_DEPARTURES.values()):
        assert f"### `{departure}`" in page
