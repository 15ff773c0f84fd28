"""``HTMLElement``'s members (https://html.spec.whatwg.org/multipage/dom.html#htmlelement) and
the reflection of the other interfaces' attributes
(https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes),
round trips between the IDL attribute and the content attribute; ``dataset``
(#dom-dataset); ``img``, ``link``, ``script``, ``iframe``, ``meta``, ``base``, ``title``,
``template``.
"""

from __future__ import annotations

from typing import Any

import pytest

import webapi.html
from webapi.dom import Document, DOMException


@pytest.fixture
def document() -> Any:
    assert webapi.html.HTMLElement  # (registers the HTML element classes)
    document = Document().implementation.createHTMLDocument("t")
    document._url = "https://example.org/a/b.html"
    return document


@pytest.mark.parametrize(
    ("tag", "idl", "content", "value"),
    [
        ("div", "title", "title", "x"),
        ("div", "lang", "lang", "fr"),
        ("div", "accessKey", "accesskey", "k"),
        ("img", "alt", "alt", "a picture"),
        ("img", "useMap", "usemap", "#m"),
        ("meta", "httpEquiv", "http-equiv", "refresh"),
        ("meta", "content", "content", "5"),
        ("form", "acceptCharset", "accept-charset", "UTF-8"),
        ("link", "imageSizes", "imagesizes", "50vw"),
        ("optgroup", "label", "label", "group"),
        ("base", "target", "target", "_top"),
    ],
)
def test_string_reflection(document: Any, tag: str, idl: str, content: str, value: str) -> None:
    element = document.createElement(tag)
    assert getattr(element, idl) == ""
    setattr(element, idl, value)
    assert element.getAttribute(content) == value
    element.setAttribute(content, value + "!")
    assert getattr(element, idl) == value + "!"


@pytest.mark.parametrize(
    ("tag", "idl", "content"),
    [
        ("div", "inert", "inert"),
        ("div", "autofocus", "autofocus"),
        ("img", "isMap", "ismap"),
        ("input", "defaultChecked", "checked"),
        ("option", "defaultSelected", "selected"),
        ("script", "noModule", "nomodule"),
        ("iframe", "allowFullscreen", "allowfullscreen"),
        ("form", "noValidate", "novalidate"),
    ],
)
def test_boolean_reflection(document: Any, tag: str, idl: str, content: str) -> None:
    element = document.createElement(tag)
    assert getattr(element, idl) is False
    setattr(element, idl, True)
    assert element.getAttribute(content) == ""
    setattr(element, idl, 0)  # (Web IDL's boolean conversion)
    assert not element.hasAttribute(content)
    element.setAttribute(content, "false")  # presence is what counts
    assert getattr(element, idl) is True


@pytest.mark.parametrize(
    ("tag", "idl", "content"),
    [
        ("img", "src", "src"),
        ("link", "href", "href"),
        ("script", "src", "src"),
        ("iframe", "src", "src"),
        ("input", "src", "src"),
    ],
)
def test_url_reflection(document: Any, tag: str, idl: str, content: str) -> None:
    element = document.createElement(tag)
    assert getattr(element, idl) == ""
    setattr(element, idl, "c d.png")
    assert element.getAttribute(content) == "c d.png"
    assert getattr(element, idl) == "https://example.org/a/c%20d.png"
    element.setAttribute(content, "http://[::1")  # failure: the value itself
    assert getattr(element, idl) == "http://[::1"


def test_global_attributes_with_steps(document: Any) -> None:
    div = document.createElement("div")
    assert div.dir == ""
    div.dir = "RTL"
    assert div.dir == "rtl" and div.getAttribute("dir") == "RTL"
    div.dir = "sideways"
    assert div.dir == ""
    assert div.translate is True
    parent = document.createElement("section")
    parent.setAttribute("translate", "no")
    parent.appendChild(div)
    assert div.translate is False  # inherited
    div.translate = True
    assert div.getAttribute("translate") == "yes"
    assert div.hidden is False
    div.hidden = True
    assert div.getAttribute("hidden") == ""
    div.hidden = "until-found"
    assert div.hidden == "until-found"
    div.hidden = 0
    assert not div.hasAttribute("hidden")
    assert div.tabIndex == -1
    assert document.createElement("button").tabIndex == 0
    div.tabIndex = 3
    assert div.getAttribute("tabindex") == "3"
    div.setAttribute("tabindex", "x")
    assert div.tabIndex == -1
    assert div.draggable is False and document.createElement("img").draggable is True
    assert div.popover is None
    div.setAttribute("popover", "")
    assert div.popover == "auto"
    div.popover = "bogus"
    assert div.popover == "manual"
    div.setAttribute("nonce", "n1")
    assert div.nonce == "n1"
    div.nonce = "n2"  # the internal slot only
    assert div.getAttribute("nonce") == "n1" and div.nonce == "n2"


def test_dataset(document: Any) -> None:
    div = document.createElement("div")
    dataset = div.dataset
    assert div.dataset is dataset
    div.setAttribute("data-foo-bar", "1")
    div.setAttribute("data-Upper", "ignored")  # (an HTML document lowercases it: data-upper)
    div.setAttribute("data-", "empty")
    assert dataset.fooBar == "1"
    assert dataset["fooBar"] == "1"
    assert {key: dataset[key] for key in dataset} == {
        "fooBar": "1",
        "upper": "ignored",
        "": "empty",
    }
    dataset.someThing = "2"
    assert div.getAttribute("data-some-thing") == "2"
    dataset["x"] = 3  # converted to a DOMString
    assert div.getAttribute("data-x") == "3"
    del dataset.someThing
    assert not div.hasAttribute("data-some-thing")
    with pytest.raises(DOMException) as caught:
        dataset["a-b"] = "no"
    assert caught.value.name == "SyntaxError"
    with pytest.raises(KeyError):
        dataset["missing"]
    assert "fooBar" in dataset and "missing" not in dataset


def test_dataset_is_a_mapping(document: Any) -> None:
    """``dict(el.dataset)`` is JavaScript's ``{...el.dataset}`` (it took each name's characters
    as a pair: ``{'i': 'd', 't': 'o'}``); ``keys``, ``values``, ``items`` and ``get`` as a
    mapping's, and those names are the methods, the properties of those names ``dataset[name]``."""
    div = document.createElement("div")
    div.setAttribute("data-id", "7")
    div.setAttribute("data-to", "x")
    div.setAttribute("data-keys", "k")
    dataset = div.dataset
    assert dict(dataset) == {"id": "7", "to": "x", "keys": "k"}
    assert dataset.keys() == ["id", "to", "keys"] and list(dataset) == dataset.keys()
    assert dataset.values() == ["7", "x", "k"]
    assert dataset.items() == [("id", "7"), ("to", "x"), ("keys", "k")]
    assert dataset.get("to") == "x" and dataset.get("no") is None and dataset.get("no", "-") == "-"
    assert dataset["keys"] == "k" and dataset.id == "7"
    assert len(dataset) == 3 and "to" in dataset
    empty = document.createElement("p").dataset
    assert dict(empty) == {} and len(empty) == 0 and bool(empty) is True


def test_an_empty_select_is_truthy(document: Any) -> None:
    """``len(select)`` counts its options; a ported ``if (select)`` still holds."""
    select = document.createElement("select")
    assert len(select) == 0 and bool(select) is True
    assert bool(document.createElement("form")) is True


def test_image_members(document: Any) -> None:
    img = document.createElement("img")
    assert img.width == 0 and img.naturalWidth == 0 and img.currentSrc == ""
    img.setAttribute("width", "120")
    assert img.width == 120
    img.height = 80
    assert img.getAttribute("height") == "80"
    assert img.crossOrigin is None
    img.crossOrigin = ""
    assert img.crossOrigin == "anonymous"
    img.crossOrigin = "USE-CREDENTIALS"
    assert img.crossOrigin == "use-credentials"
    img.crossOrigin = None
    assert not img.hasAttribute("crossorigin")
    assert img.loading == "eager" and img.decoding == "auto" and img.fetchPriority == "auto"
    img.srcset = "a.png 1x, b.png 2x"
    assert img.getAttribute("srcset") == "a.png 1x, b.png 2x"


def test_link_script_iframe_meta_title_template(document: Any) -> None:
    link = document.createElement("link")
    link.rel = "stylesheet preload"
    assert list(link.relList) == ["stylesheet", "preload"]
    assert link.relList.supports("stylesheet") and not link.relList.supports("bogus")
    assert list(link.sizes) == [] and link.sizes is link.sizes
    script = document.createElement("script")
    script.text = "let a = 1;"
    assert script.textContent == "let a = 1;"
    assert webapi.html.HTMLScriptElement.supports("module")
    assert not webapi.html.HTMLScriptElement.supports("Module")
    assert script.type == ""
    iframe = document.createElement("iframe")
    assert iframe.contentDocument is None and iframe.getSVGDocument() is None
    iframe.sandbox = "allow-scripts"
    assert list(iframe.sandbox) == ["allow-scripts"]
    title = document.createElement("title")
    title.text = "T"
    assert title.textContent == "T"
    template = document.createElement("template")
    assert template.content is template.content
    assert template.content.nodeType == 11


def test_base_href_ignores_other_bases(document: Any) -> None:
    head = document.documentElement.firstChild
    first, second = document.createElement("base"), document.createElement("base")
    first.setAttribute("href", "https://first.example/")
    second.setAttribute("href", "x/")
    head.appendChild(first)
    head.appendChild(second)
    assert second.href == "https://example.org/a/x/"  # against the fallback base URL
    assert document.createElement("a").baseURI == "https://first.example/"
    second.setAttribute("href", "https://[")
    assert second.href == "https://["


@pytest.mark.parametrize(
    ("tag", "idl", "content", "keywords", "missing", "invalid"),
    [
        # https://html.spec.whatwg.org/multipage/interaction.html#input-modalities:-the-inputmode-attribute
        (
            "div",
            "inputMode",
            "inputmode",
            ("none", "text", "tel", "url", "email", "numeric", "decimal", "search"),
            "",
            "",
        ),
        # https://html.spec.whatwg.org/multipage/interaction.html#input-modalities:-the-enterkeyhint-attribute
        (
            "span",
            "enterKeyHint",
            "enterkeyhint",
            ("enter", "done", "go", "next", "previous", "search", "send"),
            "",
            "",
        ),
        # https://html.spec.whatwg.org/multipage/media.html#attr-track-kind: missing value
        # default subtitles, invalid value default metadata
        (
            "track",
            "kind",
            "kind",
            ("subtitles", "captions", "descriptions", "chapters", "metadata"),
            "subtitles",
            "metadata",
        ),
    ],
)
def test_enumerated_reflection_limited_to_known_values(
    document: Any,
    tag: str,
    idl: str,
    content: str,
    keywords: tuple[str, ...],
    missing: str,
    invalid: str,
) -> None:
    element = document.createElement(tag)
    assert getattr(element, idl) == missing
    for keyword in keywords:
        element.setAttribute(content, keyword.upper())  # ASCII case-insensitive
        assert getattr(element, idl) == keyword
        element.setAttribute(content, "x" + keyword)
        assert getattr(element, idl) == invalid
    element.setAttribute(content, "")
    assert getattr(element, idl) == invalid
    setattr(element, idl, "Anything")  # the setter sets the content attribute as given
    assert element.getAttribute(content) == "Anything"
    assert getattr(element, idl) == invalid


#: https://html.spec.whatwg.org/multipage/obsolete.html#other-elements,-attributes-and-apis:
#: the obsolete members each reflecting its content attribute (WPT's reflection-*.html).
OBSOLETE_STRINGS = [
    ("html", "version", "version"),
    ("iframe", "align", "align"),
    ("iframe", "scrolling", "scrolling"),
    ("iframe", "frameBorder", "frameborder"),
    ("iframe", "marginHeight", "marginheight"),
    ("iframe", "marginWidth", "marginwidth"),
    ("img", "name", "name"),
    ("img", "align", "align"),
    ("img", "border", "border"),
    ("input", "align", "align"),
    ("input", "useMap", "usemap"),
    ("legend", "align", "align"),
    ("link", "charset", "charset"),
    ("link", "rev", "rev"),
    ("link", "target", "target"),
    ("meta", "scheme", "scheme"),
    ("script", "charset", "charset"),
    ("script", "event", "event"),
    ("script", "htmlFor", "for"),
]


@pytest.mark.parametrize(("tag", "idl", "content"), OBSOLETE_STRINGS)
def test_obsolete_string_members_reflect(document: Any, tag: str, idl: str, content: str) -> None:
    element = document.createElement(tag)
    assert getattr(element, idl) == ""
    element.setAttribute(content, " Value ")
    assert getattr(element, idl) == " Value "
    setattr(element, idl, "x")
    assert element.getAttribute(content) == "x"


def test_obsolete_members_of_other_types(document: Any) -> None:
    img = document.createElement("img")
    assert (img.hspace, img.vspace) == (0, 0)
    img.setAttribute("hspace", " 7px")
    img.vspace = 3
    assert (img.hspace, img.getAttribute("vspace")) == (7, "3")
    img.setAttribute("hspace", "-1")  # not a valid non-negative integer: the default
    assert img.hspace == 0
    img.lowsrc = "low.png"
    assert img.lowsrc == "https://example.org/a/low.png"
    iframe = document.createElement("iframe")
    iframe.longDesc = "d.html"
    assert iframe.longDesc == "https://example.org/a/d.html"
    iframe.marginHeight = None  # [LegacyNullToEmptyString]
    img.border = None
    assert iframe.getAttribute("marginheight") == "" and img.getAttribute("border") == ""
    area = document.createElement("area")
    assert area.noHref is False
    area.noHref = True
    assert area.getAttribute("nohref") == ""


@pytest.mark.parametrize(
    ("tag", "idl", "content"),
    [
        ("body", "text", "text"),
        ("body", "vLink", "vlink"),
        ("body", "bgColor", "bgcolor"),
        ("body", "background", "background"),
        ("font", "color", "color"),
        ("font", "face", "face"),
        ("object", "type", "type"),
        ("object", "name", "name"),
        ("object", "useMap", "usemap"),
        ("object", "width", "width"),
        ("object", "archive", "archive"),
        ("object", "codeType", "codetype"),
        ("table", "summary", "summary"),
        ("table", "cellPadding", "cellpadding"),
        ("style", "media", "media"),
        ("style", "type", "type"),
        ("slot", "name", "name"),
    ],
)
def test_more_members_that_only_reflect(document: Any, tag: str, idl: str, content: str) -> None:
    element = document.createElement(tag)
    assert getattr(element, idl) == ""
    element.setAttribute(content, " Value ")
    assert getattr(element, idl) == " Value "
    setattr(element, idl, "x")
    assert element.getAttribute(content) == "x"


def test_object_members_of_other_types(document: Any) -> None:
    element = document.createElement("object")
    element.data = "d.swf"
    element.codeBase = "c/"
    assert element.data == "https://example.org/a/d.swf"
    assert element.codeBase == "https://example.org/a/c/"
    assert (element.hspace, element.declare) == (0, False)
    element.setAttribute("hspace", "12")
    element.declare = True
    assert (element.hspace, element.getAttribute("declare")) == (12, "")
    element.border = None  # [LegacyNullToEmptyString]
    assert element.getAttribute("border") == ""
