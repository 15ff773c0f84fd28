"""HTML's XML parser (https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents)
through ``DOMParser`` and ``xml_document_from``: the nodes XML 1.0 and Namespaces in XML say a
document holds, HTML's entities for the XHTML doctypes, XML's encoding rules, and the document
Chromium 156 builds for a well-formedness error (its trees below were read from Chromium through
``XMLSerializer``)."""

from __future__ import annotations

from typing import Any

import pytest

from tests._sizes import DEPTHS, WIDTHS
from webapi.dom import Document, DOMException
from webapi.html import DOMParser, HTMLTemplateElement, xml_document_from
from webapi.html.parsing._xml_document import xml_encoding

XHTML = "http://www.w3.org/1999/xhtml"
SVG = "http://www.w3.org/2000/svg"
XMLNS = "http://www.w3.org/2000/xmlns/"
XML = "http://www.w3.org/XML/1998/namespace"
STRICT = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "x.dtd">'


def parse(text: str, type_: str = "application/xml") -> Any:
    return DOMParser().parseFromString(text, type_)


def tree(node: object) -> list[str]:
    """The nodes under ``node`` in tree order, one line each: depth, then the node's type
    and its DOM-visible state (a reference written from the DOM's attributes, walking with
    an explicit stack)."""
    lines: list[str] = []
    stack = [(child, 0) for child in reversed(list(node.childNodes))]  # type: ignore[attr-defined]
    while stack:
        current, depth = stack.pop()
        kind = current.nodeType
        if kind == 1:
            attributes = ", ".join(
                f"{a.namespaceURI}|{a.prefix}|{a.localName}={a.value}" for a in current.attributes
            )
            line = f"{current.namespaceURI}|{current.prefix}|{current.localName} [{attributes}]"
        elif kind == 10:
            line = f"doctype {current.name}|{current.publicId}|{current.systemId}"
        elif kind == 7:
            line = f"pi {current.target}|{current.data}"
        else:
            line = f"{current.nodeName} {current.data}"
        lines.append("  " * depth + line)
        stack.extend((child, depth + 1) for child in reversed(list(current.childNodes)))
    return lines


def test_nodes_of_each_kind() -> None:
    doc = parse(
        "<?xml version='1.0'?>\n<!--c--><?pi d?><x a='1' xmlns:p='u' p:b='2' xml:lang='en'>"
        "<![CDATA[<c>]]>t&amp;&#x41;<p:y xmlns='v'><z/></p:y></x><!--after-->"
    )
    assert tree(doc) == [
        "#comment c",
        "pi pi|d",
        f"None|None|x [{XMLNS}|xmlns|p=u, None|None|a=1, u|p|b=2, {XML}|xml|lang=en]",
        "  #cdata-section <c>",
        "  #text t&A",
        f"  u|p|y [{XMLNS}|None|xmlns=v]",
        "    v|None|z []",
        "#comment after",
    ]


def test_doctype_and_internal_subset() -> None:
    doc = parse(
        "<!DOCTYPE x PUBLIC 'p' 's' [<!ENTITY e 'ent<y/>'><!ATTLIST x d CDATA 'dflt'>"
        "<!--in the subset--><?pi in the subset?>]><x>&e;</x>"
    )
    assert tree(doc) == [
        "doctype x|p|s",
        "None|None|x [None|None|d=dflt]",
        "  #text ent",
        "  None|None|y []",
    ]


def test_undeclaring_the_default_namespace_gives_an_empty_xmlns() -> None:
    doc = parse(f"<a xmlns='{XHTML}'><b xmlns=''/></a>")
    b = doc.documentElement.firstChild
    assert b.namespaceURI is None
    assert (b.attributes[0].namespaceURI, b.attributes[0].name, b.attributes[0].value) == (
        XMLNS,
        "xmlns",
        "",
    )


def test_html_namespace_elements_get_html_interfaces() -> None:
    doc = parse(
        f"<html xmlns='{XHTML}'><body><a href='/x'>a</a><template>t<b/></template></body></html>",
        "application/xhtml+xml",
    )
    link = doc.getElementsByTagName("a")[0]
    assert type(link).__name__ == "HTMLAnchorElement"
    template = doc.getElementsByTagName("template")[0]
    assert isinstance(template, HTMLTemplateElement)
    # "When an XML parser would append a node to a template element, it must instead append
    # it to the template element's template contents"
    assert template.childNodes.length == 0
    assert [n.nodeName for n in template.content.childNodes] == ["#text", "b"]
    # createElement: not lowercased in an XML document; the HTML namespace for xhtml+xml
    created = doc.createElement("DiV")
    assert (created.localName, created.namespaceURI) == ("DiV", XHTML)
    assert parse("<a/>", "text/xml").createElement("B").namespaceURI is None


def test_scripts_do_not_run_and_noscript_is_markup() -> None:
    doc = parse(
        f"<html xmlns='{XHTML}'><body><script>document.x = 5;</script>"
        "<noscript><p>1</p><p>2</p></noscript></body></html>",
        "application/xhtml+xml",
    )
    noscript = doc.getElementsByTagName("noscript")[0]
    assert noscript.children.length == 2


def test_xhtml_doctypes_define_html_entities() -> None:
    doc = parse(
        f"{STRICT}<html xmlns='{XHTML}'><p title='&eacute;&nbsp;&lt;&LT;'>"
        "&copy;&amp;&lt;&NotEqualTilde;</p></html>",
        "application/xhtml+xml",
    )
    p = doc.getElementsByTagName("p")[0]
    assert p.getAttribute("title") == "\xe9\xa0<<"
    assert p.textContent == "\xa9&<\u2242\u0338"


@pytest.mark.parametrize(
    "doctype",
    [
        "",
        "<!DOCTYPE x>",
        "<!DOCTYPE x SYSTEM 'foo.dtd'>",  # (the external subset is never read)
        "<!DOCTYPE x PUBLIC '-//W3C//DTD XHTML 1.0 Strict//FR' 'x'>",  # (not one of the list)
    ],
)
def test_other_doctypes_leave_html_entities_undefined(doctype: str) -> None:
    doc = parse(f"{doctype}<x>&eacute;</x>")
    assert doc.getElementsByTagName("parsererror").length == 1


def test_external_entities_are_never_read() -> None:
    doc = parse(
        "<!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'><!ENTITY % p SYSTEM 'http://x/'>%p;]>"
        "<x>a&e;b</x>"
    )
    assert doc.documentElement.textContent == "ab"


# --- well-formedness errors: Chromium's document -----------------------------------------------

PARSERERROR_STYLE = (
    "display: block; white-space: pre; border: 2px solid #c77; padding: 0 1em 0 1em; "
    "margin: 1em; background-color: #fdd; color: black"
)


def _error_block(message_start: str) -> list[str]:
    return [
        f"{XHTML}|None|parsererror [None|None|style={PARSERERROR_STYLE}]",
        f"  {XHTML}|None|h3 []",
        "    #text This page contains the following errors:",
        f"  {XHTML}|None|div [None|None|style=font-family:monospace;font-size:12px]",
        f"    #text {message_start}",
        f"  {XHTML}|None|h3 []",
        "    #text Below is a rendering of the page up to the first error.",
    ]


def _with_message(lines: list[str], doc: Document) -> list[str]:
    message = doc.getElementsByTagName("div")[0].textContent
    return [
        line.replace("#text error on", "#text " + message) if "#text error on" in line else line
        for line in lines
    ]


def test_error_inside_the_document_element() -> None:
    doc = parse("<a><b>x</a>", "text/xml")
    found = tree(doc)
    assert found[0] == "None|None|a []"
    assert found[1:8] == ["  " + line for line in _with_message(_error_block("error on"), doc)]
    assert found[8] == "  None|None|b []"  # (the nodes parsed before the error stay)
    message = doc.getElementsByTagName("div")[0].textContent
    assert message.startswith("error on line 1 at column 10: ")


def test_error_without_a_document_element() -> None:
    for text in ("", "  ", "<!--c-->", "<"):
        doc = parse(text, "text/xml")
        html = doc.documentElement
        assert (html.namespaceURI, html.localName) == (XHTML, "html")
        assert [n.localName for n in html.children] == ["body"]
        assert html.firstChild.firstChild.localName == "parsererror"
        assert doc.contentType == "text/xml"


def test_error_in_an_svg_document_wraps_it() -> None:
    doc = parse(f"<svg xmlns='{SVG}'><g>", "image/svg+xml")
    body = doc.documentElement.firstChild
    assert [(n.namespaceURI, n.localName) for n in body.childNodes] == [
        (XHTML, "parsererror"),
        (SVG, "svg"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        '<span x:test="testing">1</span>',
        "<span :test='t'>3</span>",
        "<span xmlns:xmlns=''>13</span>",
        "<span xmlns:p=''>undeclaring a prefix</span>",
        "<8:test xmlns:8='urn:x'>16</8:test>",
        "<a b='1' b='2'/>",
        "<a/><b/>",
        "<a>\x00</a>",
        "<a>\ud800</a>",  # (a lone surrogate: no XML Char)
        "<a>&#0;</a>",
        "<?xml version='1.0'?><a><?xml version='1.0'?></a>",
        "<a>&undefined;</a>",
    ],
)
def test_well_formedness_errors(text: str) -> None:
    doc = parse(text, "application/xml")
    assert doc.getElementsByTagName("parsererror").length == 1


def test_dom_parser_url_is_the_associated_documents() -> None:
    assert parse("<a/>").URL == "about:blank"


@pytest.mark.parametrize("type_", ["text/html", "application/xml", "image/svg+xml"])
def test_dom_parser_url_is_its_relevant_globals_documents(type_: str) -> None:
    """A parser keeps the associated ``Document`` of the realm current when it was made (its
    relevant global object's, WPT's ``DOMParser-parseFromString-url-moretests.html``: a
    frame's parser after the frame navigated), and reads its URL when it parses (after a
    ``pushState``)."""
    from webapi.dom import _creation  # (the thread's associated Document: a realm's)

    previous = getattr(_creation._THREAD, "document", None)
    frame = Document()
    frame._url = "https://example.com/frame"
    _creation._THREAD.document = frame
    try:
        parser = DOMParser()
    finally:
        _creation._THREAD.document = previous
    frame._url = "https://example.com/pushed"
    assert parser.parseFromString("<a/>", type_).URL == "https://example.com/pushed"
    assert DOMParser().parseFromString("<a/>", type_).URL != "https://example.com/pushed"


# --- xml_document_from: bytes, XML's encoding rules -----------------------------------------


@pytest.mark.parametrize(
    ("data", "charset", "encoding"),
    [
        (b"<a/>", None, "UTF-8"),
        (b"\xef\xbb\xbf<a/>", "windows-1252", "UTF-8"),  # (a BOM wins over the transport)
        ("\ufeff<a/>".encode("utf-16-le"), None, "UTF-16LE"),
        ("\ufeff<a/>".encode("utf-16-be"), None, "UTF-16BE"),
        ("<?xml version='1.0'?><a/>".encode("utf-16-le"), None, "UTF-16LE"),
        ("<?xml version='1.0'?><a/>".encode("utf-16-be"), None, "UTF-16BE"),
        (b"<?xml version='1.0' encoding='latin1'?><a/>", None, "windows-1252"),
        (b"<?xml version='1.0' encoding='latin1'?><a/>", "shift_jis", "Shift_JIS"),
        (b"<?xml version='1.0' encoding='utf-16'?><a/>", None, "UTF-8"),
        (b"<?xml version='1.0' encoding='no-such-label'?><a/>", None, "UTF-8"),
        (b"<a/>", "no-such-label", "UTF-8"),
    ],
)
def test_xml_encoding(data: bytes, charset: str | None, encoding: str) -> None:
    assert xml_encoding(data, charset) == encoding
    doc: Any = xml_document_from(
        data, url="https://example.com/a", content_type="application/xml", charset=charset
    )
    assert doc.characterSet == encoding
    assert doc.documentElement.localName == "a"


def test_xml_document_from_decodes_and_resolves() -> None:
    data = (
        "<?xml version='1.0' encoding='windows-1252'?>"
        f"<html xmlns='{XHTML}'><body><a href='b?\xe9'>\xe9</a></body></html>"
    ).encode("cp1252")
    doc: Any = xml_document_from(
        data, url="https://example.com/dir/", content_type="application/xhtml+xml"
    )
    link = doc.getElementsByTagName("a")[0]
    assert link.textContent == "\xe9"
    assert link.href == "https://example.com/dir/b?%E9"  # (the query in the document's encoding)
    assert (doc.URL, doc.contentType, type(doc)) == (
        "https://example.com/dir/",
        "application/xhtml+xml",
        Document,
    )


def test_xml_document_from_text_ignores_the_declared_encoding() -> None:
    doc: Any = xml_document_from(
        "<?xml version='1.0' encoding='shift_jis'?><a>\xe9</a>",
        url="about:blank",
        content_type="text/xml",
    )
    assert doc.documentElement.textContent == "\xe9" and doc.characterSet == "UTF-8"


def test_xml_document_from_argument_errors() -> None:
    with pytest.raises(TypeError, match="source"):
        xml_document_from(1, url="about:blank", content_type="text/xml")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="content_type"):
        xml_document_from(b"", url="about:blank", content_type=None)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        xml_document_from(b"", url="http://[", content_type="text/xml")


# --- hostile input ----------------------------------------------------------------------------


@pytest.mark.parametrize("depth", DEPTHS)
def test_deep_nesting_without_recursion(depth: int) -> None:
    doc = parse("<a>" * depth + "</a>" * depth)
    node, count = doc.documentElement, 0
    while node is not None:
        count += 1
        node = node.firstChild
    assert count == depth


def test_entity_amplification_is_refused() -> None:
    # a "billion laughs" (10**10 characters): expat's amplification limit stops it, past its
    # activation threshold (8 MiB), with a well-formedness error
    entities = "<!ENTITY a0 'xxxxxxxxxx'>" + "".join(
        f"<!ENTITY a{i} '{('&a' + str(i - 1) + ';') * 10}'>" for i in range(1, 10)
    )
    doc = parse(f"<!DOCTYPE x [{entities}]><x>&a9;</x>")
    assert doc.getElementsByTagName("parsererror").length == 1
    assert len(doc.documentElement.textContent) < 16 * 2**20


@pytest.mark.parametrize("width", WIDTHS)
def test_many_attributes_and_siblings(width: int) -> None:
    count = min(width, 65_536)  # (Chromium's limit of attributes: the next test)
    attributes = " ".join(f"a{i}='{i}'" for i in range(count))
    declarations = " ".join(f"xmlns:p{i}='u{i}'" for i in range(width))
    doc = parse(f"<x {attributes} {declarations}>" + "<y/>" * width + "</x>")
    assert doc.documentElement.attributes.length == count + width
    assert doc.documentElement.childNodes.length == width


LIMIT = "This document is larger/more complex than allowed by the parser's configuration"


def limit_error(doc: Any) -> bool:
    errors = doc.getElementsByTagName("parsererror")
    return errors.length == 1 and LIMIT in errors[0].textContent


def attributes(count: int) -> str:
    return "".join(f" a{i}='v'" for i in range(count))


def test_chromiums_attribute_limit() -> None:
    # Chromium 156: 65,536 attributes on an element parse, 65,537 end in a parsererror;
    # namespace declarations are not counted, an ATTLIST default is
    assert parse(f"<x{attributes(65_536)} xmlns:q='u'/>").documentElement.attributes.length == (
        65_537
    )
    doc = parse(f"<r><y/><x{attributes(65_537)}/><z/></r>")
    assert limit_error(doc)
    assert [child.localName for child in doc.documentElement.childNodes] == ["parsererror", "y"]
    doctype = "<!DOCTYPE x [<!ATTLIST x d CDATA 'dv'>]>"
    assert parse(f"{doctype}<x{attributes(65_535)}/>").documentElement.getAttribute("d") == "dv"
    assert limit_error(parse(f"{doctype}<x{attributes(65_536)}/>"))


@pytest.mark.parametrize(
    ("character", "longest"),
    [("a", 262_145), ("\u00e9", 131_073)],
)
def test_chromiums_name_limit(character: str, longest: int) -> None:
    # Chromium 156 checks a name's length in UTF-8 bytes (2**18) before adding each character:
    # an ASCII name of 262,145 characters parses, 262,146 do not; two-byte characters 131,073
    # and 131,074 (read there); element names, attribute names, a PI's target
    for count, fails in ((longest, False), (longest + 1, True)):
        name = character * count
        for text in (f"<{name}/>", f"<x {name}='v'/>", f"<?{name} d?><x/>"):
            assert limit_error(parse(text)) is fails, (count, text[:3])
    prefix = "p" * 262_144
    assert limit_error(parse(f"<{prefix}:x xmlns:{prefix}='u'/>"))


def test_dom_exception_is_not_raised_for_any_text() -> None:
    for text in (
        "<",
        "&",
        "<a",
        "<a>",
        "]]>",
        "<![CDATA[",
        "<!DOCTYPE",
        "\ufffe",
        "<a xmlns:b='c'><b:c/></a>",
    ):
        try:
            parse(text)
        except DOMException:  # pragma: no cover - the assertion's message
            pytest.fail(text)
