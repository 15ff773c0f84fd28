"""Each HTML element's interface: the HTML Standard's element index
(https://html.spec.whatwg.org/multipage/indices.html#elements-3, the "Interface" column), its
obsolete elements (https://html.spec.whatwg.org/multipage/obsolete.html) and the steps of "the
element interface for an element with name name in the HTML namespace"
(https://html.spec.whatwg.org/multipage/dom.html#elements-in-the-dom). The table is written
here from those pages, element by element in the index's order, not from webapi's table.
"""

from __future__ import annotations

import pytest

import webapi.html
from tests._sample import sampled
from webapi.dom import Document, Element

# The index, in its order: element, interface.
INDEX = """
a HTMLAnchorElement; abbr HTMLElement; address HTMLElement; area HTMLAreaElement;
article HTMLElement; aside HTMLElement; audio HTMLAudioElement; b HTMLElement;
base HTMLBaseElement; bdi HTMLElement; bdo HTMLElement; blockquote HTMLQuoteElement;
body HTMLBodyElement; br HTMLBRElement; button HTMLButtonElement; canvas HTMLCanvasElement;
caption HTMLTableCaptionElement; cite HTMLElement; code HTMLElement; col HTMLTableColElement;
colgroup HTMLTableColElement; data HTMLDataElement; datalist HTMLDataListElement;
dd HTMLElement; del HTMLModElement; details HTMLDetailsElement; dfn HTMLElement;
dialog HTMLDialogElement; div HTMLDivElement; dl HTMLDListElement; dt HTMLElement;
em HTMLElement; embed HTMLEmbedElement; fieldset HTMLFieldSetElement; figcaption HTMLElement;
figure HTMLElement; footer HTMLElement; form HTMLFormElement; h1 HTMLHeadingElement;
h2 HTMLHeadingElement; h3 HTMLHeadingElement; h4 HTMLHeadingElement; h5 HTMLHeadingElement;
h6 HTMLHeadingElement; head HTMLHeadElement; header HTMLElement; hgroup HTMLElement;
hr HTMLHRElement; html HTMLHtmlElement; i HTMLElement; iframe HTMLIFrameElement;
img HTMLImageElement; input HTMLInputElement; ins HTMLModElement; kbd HTMLElement;
label HTMLLabelElement; legend HTMLLegendElement; li HTMLLIElement; link HTMLLinkElement;
main HTMLElement; map HTMLMapElement; mark HTMLElement; menu HTMLMenuElement;
meta HTMLMetaElement; meter HTMLMeterElement; nav HTMLElement; noscript HTMLElement;
object HTMLObjectElement; ol HTMLOListElement; optgroup HTMLOptGroupElement;
option HTMLOptionElement; output HTMLOutputElement; p HTMLParagraphElement;
picture HTMLPictureElement; pre HTMLPreElement; progress HTMLProgressElement;
q HTMLQuoteElement; rp HTMLElement; rt HTMLElement; ruby HTMLElement; s HTMLElement;
samp HTMLElement; script HTMLScriptElement; search HTMLElement; section HTMLElement;
select HTMLSelectElement; selectedcontent HTMLSelectedContentElement; slot HTMLSlotElement;
small HTMLElement; source HTMLSourceElement; span HTMLSpanElement; strong HTMLElement;
style HTMLStyleElement; sub HTMLElement; summary HTMLElement; sup HTMLElement;
table HTMLTableElement; tbody HTMLTableSectionElement; td HTMLTableCellElement;
template HTMLTemplateElement; textarea HTMLTextAreaElement; tfoot HTMLTableSectionElement;
th HTMLTableCellElement; thead HTMLTableSectionElement; time HTMLTimeElement;
title HTMLTitleElement; tr HTMLTableRowElement; track HTMLTrackElement; u HTMLElement;
ul HTMLUListElement; var HTMLElement; video HTMLVideoElement; wbr HTMLElement
"""
# obsolete.html's elements with an interface of their own, and the element interface's steps
# 1 (HTMLUnknownElement), 2 (HTMLElement) and 3 (HTMLPreElement).
OBSOLETE = """
marquee HTMLMarqueeElement; frameset HTMLFrameSetElement; frame HTMLFrameElement;
dir HTMLDirectoryElement; font HTMLFontElement; param HTMLParamElement;
applet HTMLUnknownElement; bgsound HTMLUnknownElement; blink HTMLUnknownElement;
isindex HTMLUnknownElement; keygen HTMLUnknownElement; multicol HTMLUnknownElement;
nextid HTMLUnknownElement; spacer HTMLUnknownElement;
acronym HTMLElement; basefont HTMLElement; big HTMLElement; center HTMLElement;
nobr HTMLElement; noembed HTMLElement; noframes HTMLElement; plaintext HTMLElement;
rb HTMLElement; rtc HTMLElement; strike HTMLElement; tt HTMLElement;
listing HTMLPreElement; xmp HTMLPreElement
"""
# Steps 6 and 7: a valid custom element name is an HTMLElement, any other an unknown one.
OTHERS = """
my-element HTMLElement; x-1 HTMLElement; a-\u00e9 HTMLElement; foo HTMLUnknownElement;
image HTMLUnknownElement; menuitem HTMLUnknownElement; font-face HTMLUnknownElement;
annotation-xml HTMLUnknownElement; x_y HTMLUnknownElement; math HTMLUnknownElement;
svg HTMLUnknownElement
"""


def _pairs(text: str) -> list[tuple[str, str]]:
    return [
        (item.split()[0], item.split()[1])
        for item in text.replace("\n", " ").split(";")
        if item.strip()
    ]


ASCII_LOWER = "abcdefghijklmnopqrstuvwxyz"
ALL = _pairs(INDEX) + _pairs(OBSOLETE) + _pairs(OTHERS)


@pytest.fixture(scope="module")
def document() -> Document:
    # Using webapi.html's element classes registers them for the HTML namespace (HTML's
    # parser does as much; a program that only uses webapi.dom gets Element objects).
    assert webapi.html.HTMLElement
    return Document().implementation.createHTMLDocument("t")


def test_the_index_is_complete() -> None:
    assert len(_pairs(INDEX)) == 113
    assert len({name for name, _ in ALL}) == len(ALL)


@pytest.mark.parametrize(("name", "interface"), ALL)
@sampled()
def test_element_interface(document: Document, name: str, interface: str) -> None:
    element = document.createElement(name)
    cls = getattr(webapi.html, interface)
    if interface == "HTMLElement" and "-" in name:  # (a valid custom element name: HTMLElement
        # with the custom element steps)
        assert type(element).__name__ == "HTMLElement" and type(element).__bases__ == (cls,)
    else:
        assert type(element) is cls
    assert isinstance(element, webapi.html.HTMLElement)
    assert isinstance(element, Element)
    assert element.localName == name
    assert element.namespaceURI == "http://www.w3.org/1999/xhtml"
    # (the HTML-uppercased qualified name: ASCII letters only)
    assert element.tagName == name.translate(str.maketrans(ASCII_LOWER, ASCII_LOWER.upper()))


def test_uppercase_names_are_lowercased_in_an_html_document(document: Document) -> None:
    assert type(document.createElement("DIV")) is webapi.html.HTMLDivElement


def test_other_namespaces_are_not_html(document: Document) -> None:
    svg = document.createElementNS("http://www.w3.org/2000/svg", "a")
    assert not isinstance(svg, webapi.html.HTMLElement)
    nothing = document.createElementNS(None, "div")
    assert not isinstance(nothing, webapi.html.HTMLElement)


def test_html_namespace_elements_in_an_xml_document() -> None:
    xml = Document()
    element = xml.createElementNS("http://www.w3.org/1999/xhtml", "p")
    assert type(element) is webapi.html.HTMLParagraphElement
    assert element.tagName == "p"  # (not uppercased outside an HTML document)


def test_the_classes_are_not_constructible() -> None:
    with pytest.raises(TypeError):
        webapi.html.HTMLDivElement()


def test_the_parser_gives_an_element_its_is_value() -> None:
    # "create an element for the token", step 5: "let is be the value of the "is" attribute in
    # the given token"; with no definition the element's custom element state is "undefined",
    # so :defined does not match it (Chromium 156 agrees: the slow tier's selector differential).
    document = webapi.html.DOMParser().parseFromString(
        '<div is="x-bar"></div><p></p><svg><g is="x-baz"/></svg>', "text/html"
    )
    undefined = document.querySelectorAll(":not(:defined)")
    assert [element.localName for element in undefined] == ["div"]
    assert document.querySelector("div").outerHTML == '<div is="x-bar"></div>'
