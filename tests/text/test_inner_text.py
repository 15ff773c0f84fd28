"""``innerText``/``outerText`` beyond the Chromium pages: elements not being rendered give
their text content, the outerText setter's merging of Text nodes, the answers following
changes to the tree, ``visible_text`` from bytes, a string or a document, and
``getComputedStyle``'s declaration (read-only, live, its names)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.css.engine import ALL_LONGHANDS
from webapi.dom import DOMException
from webapi.html import DOMParser, document_from_response, getComputedStyle, visible_text


def _document(html: str) -> Any:
    return document_from_response(
        ("<!DOCTYPE html>" + html).encode(), "http://example.test/", "text/html; charset=utf-8"
    )


def test_not_rendered_elements_give_their_text_content() -> None:
    document = _document("<div id=a style='display:none'> x  <b>y</b> </div><p>z")
    assert document.getElementById("a").innerText == " x  y "
    detached = document.createElement("div")
    detached.innerHTML = "<p>a</p>  <p>b</p>"
    assert detached.innerText == "a  b"  # not connected: not being rendered
    closed = _document("<details><summary>s</summary><p id=p>in  it</p></details>")
    assert closed.getElementById("p").innerText == "in  it"


def test_the_answer_follows_changes() -> None:
    document = _document("<style>.h { display: none }</style><div id=d><p>a<p class=h>b</div>")
    div = document.getElementById("d")
    assert div.innerText == "a"
    div.lastChild.className = ""
    assert div.innerText == "a\n\nb"
    div.firstChild.firstChild.data = "A"
    assert div.innerText == "A\n\nb"
    div.innerText = "one\ntwo"
    assert div.innerHTML == "one<br>two"
    assert div.innerText == "one\ntwo"


def test_outer_text_setter_replaces_the_element_and_merges_text() -> None:
    document = _document("<div id=d>a<span id=s>x</span>b</div>")
    div = document.getElementById("d")
    document.getElementById("s").outerText = "1\n2"
    assert div.innerHTML == "a1<br>2b"
    assert [node.nodeType for node in div.childNodes] == [3, 1, 3]
    assert div.firstChild.data == "a1"


def test_outer_text_setter_with_the_empty_string_merges_the_neighbours() -> None:
    document = _document("<div id=d>a<span id=s>x</span>b</div>")
    document.getElementById("s").outerText = ""
    div = document.getElementById("d")
    assert [node.data for node in div.childNodes] == ["ab"]


def test_outer_text_setter_without_a_parent_is_an_error() -> None:
    document = _document("")
    with pytest.raises(DOMException) as caught:
        document.createElement("p").outerText = "x"
    assert caught.value.name == "NoModificationAllowedError"


def test_null_sets_the_empty_string() -> None:
    document = _document("<p id=p>x</p>")
    paragraph = document.getElementById("p")
    paragraph.innerText = None
    assert paragraph.childNodes.length == 0


def test_text_transform_with_full_and_turkic_case_mappings() -> None:
    document = _document(
        "<p id=a style='text-transform:uppercase'>ß ﬁ i</p>"
        "<p id=b lang=tr style='text-transform:uppercase'>i ı</p>"
        "<p id=c lang=tr-TR style='text-transform:lowercase'>I İ</p>"
        "<p id=d style='text-transform:capitalize'>the <b>qu</b>ick ǆ</p>"
    )
    assert document.getElementById("a").innerText == "SS FI I"
    assert document.getElementById("b").innerText == "İ I"
    assert document.getElementById("c").innerText == "ı i"
    assert document.getElementById("d").innerText == "The Quick ǅ"


def test_visible_text_from_bytes_a_string_and_a_document() -> None:
    page = "<style>nav{display:none}</style><nav>menu</nav><h1>Title</h1><p>one  two</p>"
    assert visible_text(page) == "Title\n\none two"
    assert visible_text(page.encode()) == "Title\n\none two"
    assert visible_text(_document(page)) == "Title\n\none two"
    assert visible_text(b"") == ""


def test_documents_without_scripting_show_noscript() -> None:
    parsed = DOMParser().parseFromString("<noscript><p>no js</p></noscript>x", "text/html")
    # DOMParser's documents have scripting disabled: noscript's content is elements, rendered
    assert parsed.body.innerText == "no js\n\nx"
    assert visible_text("<noscript><p>no js</p></noscript>x") == "x"


def test_computed_style_declaration() -> None:
    document = _document("<style>p::before { content: 'a\"b' attr(title) }</style><p id=p title=t>")
    element = document.getElementById("p")
    style = getComputedStyle(element)
    assert style.getPropertyValue("DISPLAY") == "block"
    assert style["white-space"] == style.whiteSpace == style.white_space == "normal"
    assert style.getPropertyValue("color") == "rgb(0, 0, 0)"  # the initial value, as Chromium
    assert style.getPropertyValue("colour") == ""  # no property
    assert style.getPropertyPriority("display") == ""
    # every longhand Chromium 156 enumerates, in its order
    assert len(style) == style.length == len(ALL_LONGHANDS) > 400
    assert next(iter(style)) == style.item(0) == "accent-color"
    assert style.item(999) == ""
    assert style.cssText == ""
    assert getComputedStyle(element, "::before").content == '"a\\"b" "t"'
    assert getComputedStyle(element, ":after").content == "none"
    assert getComputedStyle(element, "::marker").content == "normal"  # its own, as Chromium
    with pytest.raises(DOMException) as caught:
        style.setProperty("display", "none")
    assert caught.value.name == "NoModificationAllowedError"
    with pytest.raises(DOMException):
        style.removeProperty("display")
    with pytest.raises(TypeError, match="'element'"):
        getComputedStyle("p")  # type: ignore[arg-type]


def test_computed_style_attributes_are_read_only() -> None:
    # (cssom-1: a property's attribute set is setProperty, cssText's setter checks the
    # readonly flag: NoModificationAllowedError, as WPT's computed-style-001 and
    # cssstyledeclaration-mutability ask; a name that is no property stays an AttributeError)
    element = _document("<p id=p>x</p>").getElementById("p")
    style = getComputedStyle(element)
    for name in ("color", "whiteSpace", "white_space", "webkitAppearance", "cssText", "--x"):
        with pytest.raises(DOMException) as caught:
            setattr(style, name, "red")
        assert caught.value.name == "NoModificationAllowedError", name
    with pytest.raises(DOMException):
        style["background-color"] = "red"
    with pytest.raises(AttributeError):
        style.nothing = 1
    assert style.display == "block"


def test_the_window_answers_get_computed_style() -> None:
    from webapi.html import create_top_level_traversable

    document = _document("<style>p { white-space: pre }</style><p id=p>x")
    window = create_top_level_traversable(document)
    assert window.getComputedStyle(document.getElementById("p")).whiteSpace == "pre"
    assert window.get_computed_style(document.body).display == "block"
    assert window.getComputedStyle(document.body, "::after").content == "none"


@pytest.mark.parametrize(
    ("pseudo", "has_style"),
    [  # (Chromium 156: getComputedStyle(document.body, pseudo).length != 0, asked in the
        # browser; cssom-1: a pseudoElt starting with a colon that is no pseudo-element gives
        # an empty declaration; WPT's getComputedStyle-pseudo-with-argument)
        ("::before(test)", False),
        ("::highlight", False),
        ("::highlight()", False),
        ("::highlight(1)", False),
        ("::highlight($)", False),
        ("::highlight (name)", False),
        ("::highlight(name)a", False),
        (":highlight(name)", False),
        ("::view-transition-group(*)", False),
        ("::view-transition-old(*)", False),
        (":view-transition-group(name)", False),
        ("::highlight(name)", True),
        ("::highlight(name\t", True),
        ("::highlight( name ", True),
        ("::highlight( n\\61me )", True),
        ("totallynotapseudo", True),
        ("::totallynotapseudo", False),
        (":totallynotapseudo", False),
        ("::before", True),
        (":before", True),
        ("::BEFORE", True),
        (":marker", False),
        ("::marker", True),
        ("::first-line", True),
        (":first-letter", True),
        ("::placeholder", True),
        ("::selection", True),
        ("::backdrop", True),
        ("::file-selector-button", True),
        ("::view-transition-group(name)", True),
        ("::view-transition-new(x)", True),
        ("::part(x)", False),
        ("::slotted(p)", False),
        ("::cue", True),
        ("::target-text", True),
        ("", True),
        (":", False),
        ("::", False),
        ("::highlight(\nname", True),
    ],
)
def test_computed_style_of_a_pseudo_element_that_does_not_parse_is_empty(
    pseudo: str, has_style: bool
) -> None:
    element = _document("<p id=p>x</p>").getElementById("p")
    style = getComputedStyle(element, pseudo)
    assert (len(style) != 0) is has_style
    assert (style.length != 0) is has_style
    if not has_style:
        assert style.display == style.item(0) == "" and list(style) == []
