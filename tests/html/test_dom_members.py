"""The HTML Standard's members of the DOM's classes (innerHTML, outerHTML, insertAdjacentHTML,
getHTML, setHTMLUnsafe, Document.parseHTMLUnsafe, document.title/dir/body/head), DOMParser and
document_from_response: expectations from the HTML Standard's steps (dynamic-markup-insertion
and dom.html), as a browser gives them."""

from __future__ import annotations

import pytest

from webapi.dom import Document, DOMException, Element
from webapi.html import DOMParser, HTMLAnchorElement, HTMLBodyElement, document_from_response


def parse(html: str) -> Document:
    return DOMParser().parseFromString(html, "text/html")


def test_inner_html_round_trip() -> None:
    doc = parse("<div id=x></div>")
    div = doc.getElementById("x")
    assert div is not None
    markup = '<p class="a">x &amp; y&nbsp;<b>z</b></p><!--c--><br>'
    div.innerHTML = markup
    assert div.innerHTML == markup
    assert [n.nodeName for n in div.childNodes] == ["P", "#comment", "BR"]
    assert div.childNodes[0].ownerDocument is doc
    div.innerHTML = None  # [LegacyNullToEmptyString]
    assert div.innerHTML == "" and div.firstChild is None
    assert div.inner_html == ""


def test_inner_html_context_is_the_element() -> None:
    doc = parse("<table><tbody><tr id=r></tr></tbody></table>")
    row = doc.getElementById("r")
    assert row is not None
    row.innerHTML = "<td>1</td>text"  # parsed as in a <tr>: the cell stays
    assert row.innerHTML == "<td>1</td>text"
    div = doc.createElement("div")
    div.innerHTML = "<td>1</td>"  # in a <div>: no cell, its text
    assert div.innerHTML == "1"


def test_template_inner_html_is_its_contents() -> None:
    doc = parse("")
    template = doc.createElement("template")
    template.innerHTML = "<td>a</td><td>b</td>"
    assert template.firstChild is None
    assert template.content.childNodes.length == 2
    assert template.innerHTML == "<td>a</td><td>b</td>"
    template.setHTMLUnsafe("<i>u</i>")
    assert template.content.firstChild.nodeName == "I" and template.firstChild is None


def test_template_cloning_steps_copy_its_contents() -> None:
    # HTML's cloning steps of template: a deep clone (of the template or of an ancestor)
    # copies the template contents, with their own templates; a shallow one does not.
    doc = parse("<div><template><p>t<template>x</template></p></template></div>")
    template = doc.querySelector("template")
    copy = template.cloneNode(True)
    assert copy.innerHTML == "<p>t<template>x</template></p>"
    assert copy.content is not template.content
    assert copy.content.firstChild is not template.content.firstChild
    assert copy.content.firstChild.ownerDocument is template.content.ownerDocument
    assert template.cloneNode(False).innerHTML == ""
    assert doc.body.cloneNode(True).innerHTML == doc.body.innerHTML
    assert doc.importNode(template, True).innerHTML == template.innerHTML


def test_outer_html() -> None:
    doc = parse("<div><p id=p>a</p></div>")
    p = doc.getElementById("p")
    assert p is not None
    div = p.parentNode
    assert p.outerHTML == '<p id="p">a</p>'
    p.outerHTML = "<i>1</i><b>2</b>"
    assert div.innerHTML == "<i>1</i><b>2</b>"
    assert p.parentNode is None  # replaced, keeps its children
    p.outerHTML = "<em>ignored</em>"  # no parent: nothing happens
    assert p.outerHTML == '<p id="p">a</p>'


def test_outer_html_errors_and_fragment_parent() -> None:
    doc = parse("")
    with pytest.raises(DOMException) as caught:
        doc.documentElement.outerHTML = "<html></html>"
    assert caught.value.name == "NoModificationAllowedError"
    fragment = doc.createDocumentFragment()
    span = doc.createElement("span")
    fragment.appendChild(span)
    span.outerHTML = "<td>cell</td><p>p</p>"  # a body as context: no cell
    assert [n.nodeName for n in fragment.childNodes] == ["#text", "P"]


@pytest.mark.parametrize(
    ("position", "expected"),
    [
        ("beforebegin", "<hr><p>a</p>"),
        ("afterbegin", "<p><hr>a</p>"),
        ("beforeend", "<p>a<hr></p>"),
        ("afterend", "<p>a</p><hr>"),
        ("BeforeEnd", "<p>a<hr></p>"),  # ASCII case-insensitive
    ],
)
def test_insert_adjacent_html(position: str, expected: str) -> None:
    doc = parse("<p>a</p>")
    p = doc.querySelector("p")
    p.insertAdjacentHTML(position, "<hr>")
    assert doc.body.innerHTML == expected


def test_insert_adjacent_html_errors() -> None:
    doc = parse("<p>a</p>")
    p = doc.querySelector("p")
    with pytest.raises(DOMException) as caught:
        p.insertAdjacentHTML("middle", "<hr>")
    assert caught.value.name == "SyntaxError"
    with pytest.raises(DOMException) as caught:
        doc.documentElement.insertAdjacentHTML("afterend", "<hr>")
    assert caught.value.name == "NoModificationAllowedError"
    lone = doc.createElement("div")
    with pytest.raises(DOMException) as caught:
        lone.insertAdjacentHTML("beforebegin", "x")
    assert caught.value.name == "NoModificationAllowedError"
    # the html element's context is a body: a <td> is not parsed as a cell there
    doc.documentElement.insertAdjacentHTML("beforeend", "<td>c</td>")
    assert doc.documentElement.lastChild.nodeName == "#text"


def test_get_html_and_set_html_unsafe() -> None:
    doc = parse("<div><b>x</b></div>")
    div = doc.querySelector("div")
    assert div.getHTML() == "<b>x</b>"
    assert div.getHTML({"serializableShadowRoots": True, "shadowRoots": []}) == "<b>x</b>"
    assert div.get_html(serializable_shadow_roots=True) == "<b>x</b>"
    div.setHTMLUnsafe("<i>y</i>")
    assert div.innerHTML == "<i>y</i>"


def test_parse_html_unsafe() -> None:
    doc = Document.parseHTMLUnsafe("<title>T</title><p>a")
    assert type(doc) is Document
    assert (doc.URL, doc.characterSet, doc.contentType) == ("about:blank", "UTF-8", "text/html")
    assert doc.title == "T"
    # scripting disabled: <noscript>'s content is markup
    doc = Document.parseHTMLUnsafe("<body><noscript><p>n</p></noscript>")
    assert doc.querySelector("noscript p") is not None


def test_dom_parser_issue_example() -> None:
    doc = DOMParser().parseFromString(
        "<p>a<?pi x?>b</p><select><option>1</option><div>d</div></select>", "text/html"
    )
    p = doc.querySelector("p")
    assert [n.nodeType for n in p.childNodes] == [3, 7, 3]
    pi = p.childNodes[1]
    assert (pi.target, pi.data) == ("pi", "x")
    assert doc.querySelector("select > div").textContent == "d"
    assert doc.URL == "about:blank" and doc.characterSet == "UTF-8"


@pytest.mark.parametrize(
    "type_", ["text/xml", "application/xml", "application/xhtml+xml", "image/svg+xml"]
)
def test_dom_parser_xml_types_give_an_xml_document(type_: str) -> None:
    doc = DOMParser().parseFromString("<a/>", type_)
    assert type(doc) is Document  # (the Standard's Document, not XMLDocument)
    assert (doc.contentType, doc.URL, doc.characterSet) == (type_, "about:blank", "UTF-8")
    assert doc.location is None
    assert doc.readyState == "complete"
    assert (doc.documentElement.localName, doc.documentElement.namespaceURI) == ("a", None)


def test_dom_parser_bad_type_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        DOMParser().parseFromString("<a/>", "text/plain")


def test_xml_document_markup_is_xml() -> None:
    doc = Document()
    element = doc.createElementNS("http://www.w3.org/1999/xhtml", "div")
    element.innerHTML = "<b/>"
    assert element.innerHTML == '<b xmlns="http://www.w3.org/1999/xhtml"></b>'
    assert element.outerHTML == '<div xmlns="http://www.w3.org/1999/xhtml"><b></b></div>'


def test_document_title_head_body_dir() -> None:
    doc = parse("<html dir=RTL><head><title> a \n b </title></head><body>x</body>")
    assert doc.title == "a b"
    assert doc.head is doc.documentElement.firstChild
    assert isinstance(doc.body, HTMLBodyElement)
    assert doc.dir == "rtl"
    doc.title = "new"
    assert doc.head.innerHTML == "<title>new</title>"
    doc.dir = "ltr"
    assert doc.documentElement.getAttribute("dir") == "ltr"
    body = doc.createElement("body")
    doc.body = body
    assert doc.body is body and doc.documentElement.lastChild is body
    with pytest.raises(DOMException) as caught:
        doc.body = doc.createElement("div")
    assert caught.value.name == "HierarchyRequestError"


def test_create_html_document_title() -> None:
    doc = parse("").implementation.createHTMLDocument("made")
    assert doc.title == "made"
    assert isinstance(doc.body, Element)


def test_document_from_response_charset_and_base() -> None:
    body = '<base href="/sub/"><a href="x?q=ж">ж</a>'.encode("windows-1251")
    headers = {"Content-Type": "text/html; charset=windows-1251"}
    doc = document_from_response(body, "https://example.com/a/b", headers)
    a = doc.querySelector("a")
    assert isinstance(a, HTMLAnchorElement)
    assert a.textContent == "ж"
    assert doc.characterSet == "windows-1251"
    assert doc.URL == "https://example.com/a/b"
    # the base URL is <base href>'s; the query is encoded in the document's encoding
    assert a.href == "https://example.com/sub/x?q=%E6"


def test_document_from_response_header_forms() -> None:
    body = b"<title>\xc1</title>"  # U+0430 in KOI8-R
    url = "https://example.com/"
    assert document_from_response(body, url, "text/html; charset=koi8-r").title == "\u0430"
    pairs = [("content-type", "text/html;charset=koi8-r")]
    assert document_from_response(body, url, pairs).title == "\u0430"
    # without a charset: the <meta> prescan, else the fallback windows-1252
    assert document_from_response(body, url).characterSet == "windows-1252"
    meta = b'<meta charset="koi8-r"><title>\xc1</title>'
    assert document_from_response(meta, url).title == "\u0430"
    with pytest.raises(TypeError):
        document_from_response("text", url)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        document_from_response(body, url, 5)


def test_document_from_response_headers_objects() -> None:
    from webapi.fetch import Headers

    body = b"<title>\xc1</title>"
    value = "text/html; charset=koi8-r"
    for headers in (Headers({"Content-Type": value}), {"content-TYPE": value}):
        assert document_from_response(body, "https://example.com/", headers).title == "\u0430"
    httpx = pytest.importorskip("httpx")
    headers = httpx.Headers({"Content-Type": value})
    assert document_from_response(body, "https://example.com/", headers).title == "\u0430"


@pytest.mark.needs_subprocess
def test_a_program_that_never_imported_webapi_html_gets_its_answers() -> None:
    # The DOM never imports webapi.html; the root package declares it as what the DOM's HTML
    # needs load (webapi/_lazy.py): nothing loads before the first need, and the answers are
    # the same as when the program imported webapi.html first.
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from webapi.dom import Document\n"
        "d = Document().implementation.createHTMLDocument('t')\n"
        "print('webapi.html' in sys.modules)\n"
        "print(type(d.body).__name__, type(d.createElement('a')).__name__)\n"
        "d.body.innerHTML = '<p>x</p>'\n"
        "print(d.body.firstChild.outerHTML, type(d.createEvent('MouseEvents')).__name__)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == [
        "True",  # (createHTMLDocument makes html, head, body: HTML's element classes)
        "HTMLBodyElement",
        "HTMLAnchorElement",
        "<p>x</p>",
        "MouseEvent",
    ]
    code = "import sys\nimport webapi.dom\nprint('webapi.html' in sys.modules)\n"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False"]


def test_document_collections() -> None:
    doc = parse(
        "<img><a href=x>1</a><a>no href</a><map><area href=y></map><form></form>"
        "<script></script><embed><svg><a href=z></a><script></script></svg>"
    )
    assert [e.localName for e in doc.links] == ["a", "area"]  # HTML elements with an href
    assert doc.images.length == 1 and doc.forms.length == 1 and doc.embeds.length == 1
    assert doc.scripts.length == 1  # (the SVG script is not HTML's)
    assert doc.images is doc.images and doc.plugins is doc.embeds  # [SameObject]
    doc.body.append(doc.createElement("img"))
    assert doc.images.length == 2  # live
