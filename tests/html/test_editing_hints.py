"""The editing hints of interaction.html (``autocapitalize``, ``autocorrect``,
``writingSuggestions``, ``contentEditable``, ``isContentEditable``),
``template.shadowRootMode``, ``img.complete`` and ``input.colorSpace``'s absence, each against
the answers Chromium 156 gave for the same trees (recorded here, read from
``/usr/bin/chromium`` through Playwright).
"""

from __future__ import annotations

from typing import Any

import pytest

import webapi.html
from webapi.dom import Document, DOMException


@pytest.fixture
def document() -> Any:
    assert webapi.html.HTMLElement is not None  # (registers the HTML element classes)
    return Document().implementation.createHTMLDocument("t")


def _values(document: Any, tag: str, name: str, idl: str, values: list[str | None]) -> list[Any]:
    out = []
    for value in values:
        element = document.createElement(tag)
        if value is not None:
            element.setAttribute(name, value)
        out.append(getattr(element, idl))
    return out


def _tree(document: Any, markup: str, connected: bool = False) -> Any:
    div = document.createElement("div")
    div.innerHTML = markup
    if connected:
        document.body.appendChild(div)
    return div


def test_shadow_root_mode_is_limited_to_open_and_closed(document: Any) -> None:
    values = [None, "", "open", "OPEN", "closed", "Closed", "bogus"]
    assert _values(document, "template", "shadowrootmode", "shadowRootMode", values) == [
        "", "", "open", "open", "closed", "closed", ""
    ]  # fmt: skip
    template = document.createElement("template")
    template.shadow_root_mode = "Open"
    assert template.getAttribute("shadowrootmode") == "Open"


def test_color_space_is_left_out_as_chromium_has_none(document: Any) -> None:
    assert not hasattr(document.createElement("input"), "colorSpace")


AUTOCAPITALIZE = [None, "", "off", "none", "on", "sentences", "words", "characters", "WORDS", "x"]


def test_autocapitalize_keywords(document: Any) -> None:
    expected = ["", "", "none", "none", "sentences", "sentences", "words", "characters", "words",
                "sentences"]  # fmt: skip
    for tag in ("div", "input"):
        assert (
            _values(document, tag, "autocapitalize", "autocapitalize", AUTOCAPITALIZE) == expected
        )
    element = document.createElement("div")
    element.autocapitalize = "Words"
    assert element.getAttribute("autocapitalize") == "Words"


def test_autocapitalize_inherits_from_the_form_owner_only(document: Any) -> None:
    tree = _tree(
        document,
        "<form autocapitalize=words><input id=a><input id=b autocapitalize=none>"
        "<textarea id=c></textarea><div id=d><span id=e></span></div><button id=f></button>"
        "<select id=s></select><fieldset id=fs></fieldset><output id=o></output>"
        "<input id=h autocapitalize=''><input id=i autocapitalize=bogus><input id=u type=url>"
        "</form><input id=g form=ff><form id=ff autocapitalize=characters></form>"
        "<div autocapitalize=words><input id=j><span id=k></span></div>",
        connected=True,
    )
    ids = ["a", "b", "c", "d", "e", "f", "s", "fs", "o", "g", "h", "i", "u", "j", "k"]
    assert [tree.querySelector("#" + i).autocapitalize for i in ids] == [
        "words", "none", "words", "", "", "words", "words", "words", "words", "characters",
        "words", "sentences", "words", "", ""
    ]  # fmt: skip


def test_autocorrect(document: Any) -> None:
    values = [None, "", "on", "off", "OFF", "bogus"]
    assert _values(document, "div", "autocorrect", "autocorrect", values) == [
        True, True, True, False, False, True
    ]  # fmt: skip
    tree = _tree(
        document,
        "<form autocorrect=off><input id=a><input id=b autocorrect=on><textarea id=c></textarea>"
        "<div id=d><span id=e></span></div><button id=f></button></form>"
        "<div autocorrect=off><span id=g></span><input id=h></div>"
        "<input id=i type=email autocorrect=on><input id=j type=URL><input id=k type=password>"
        "<form autocorrect=bogus><input id=l></form>",
    )
    ids = "abcdefghijkl"
    assert [tree.querySelector("#" + i).autocorrect for i in ids] == [
        False, True, False, True, True, False, True, True, False, False, False, True
    ]  # fmt: skip
    element = document.createElement("div")
    element.autocorrect = False
    assert element.getAttribute("autocorrect") == "off"
    element.autocorrect = True
    assert element.getAttribute("autocorrect") == "on"


def test_writing_suggestions_inherit_from_the_parent(document: Any) -> None:
    values = [None, "", "true", "false", "FALSE", "bogus"]
    assert _values(document, "div", "writingsuggestions", "writingSuggestions", values) == [
        "true", "true", "true", "false", "false", "true"
    ]  # fmt: skip
    tree = _tree(
        document,
        "<div writingsuggestions=false><span id=a></span><input id=b>"
        "<span id=c writingsuggestions=true></span><span id=d writingsuggestions=bogus></span>"
        "</div><form writingsuggestions=false><input id=e></form>",
    )
    assert [tree.querySelector("#" + i).writing_suggestions for i in "abcde"] == [
        "false", "false", "true", "true", "false"
    ]  # fmt: skip
    element = document.createElement("div")
    element.writingSuggestions = "FALSE"
    assert element.getAttribute("writingsuggestions") == "FALSE"


def test_content_editable(document: Any) -> None:
    values = [None, "", "true", "TRUE", "false", "plaintext-only", "PLAINTEXT-ONLY", "inherit", "x"]
    assert _values(document, "div", "contenteditable", "contentEditable", values) == [
        "inherit", "true", "true", "true", "false", "plaintext-only", "plaintext-only",
        "inherit", "inherit"
    ]  # fmt: skip
    written = []
    for value in ["true", "FALSE", "Inherit", "plaintext-only"]:
        element = document.createElement("div")
        element.setAttribute("contenteditable", "true")
        element.contentEditable = value
        written.append(element.getAttribute("contenteditable"))
    assert written == ["true", "false", None, "plaintext-only"]
    for value in ["bogus", ""]:
        with pytest.raises(DOMException) as caught:
            document.createElement("div").content_editable = value
        assert caught.value.name == "SyntaxError"


@pytest.mark.parametrize("connected", [False, True])
def test_is_content_editable(document: Any, connected: bool) -> None:
    tree = _tree(
        document,
        "<div id=h contenteditable><span id=a></span><span id=b contenteditable=false>"
        "<i id=c></i></span><span id=p contenteditable=plaintext-only><i id=q></i></span>"
        "<input id=i></div><div id=n contenteditable=bogus><span id=m></span></div>"
        "<div contenteditable hidden><svg><foreignObject><span id=z></span></foreignObject>"
        "</svg><span id=y style='display: none'></span></div>",
        connected,
    )
    ids = ["h", "a", "b", "c", "p", "q", "i", "n", "m", "z", "y"]
    # (Chromium 156's answers, the same connected or not, displayed or not)
    assert [tree.querySelector("#" + i).isContentEditable for i in ids] == [
        True, True, False, False, True, True, True, False, False, False, True
    ]  # fmt: skip
    assert not document.createElement("p").is_content_editable


def test_image_complete_without_a_fetch(document: Any) -> None:
    # Chromium 156, at once after the attributes are set: [True, True, False, False, False]
    images = [document.createElement("img") for _ in range(5)]
    images[1].src = ""
    images[2].src = "data:image/png;base64,xx"
    images[3].src = "http://127.0.0.1:1/x.png"
    images[4].setAttribute("srcset", "http://127.0.0.1:1/y.png")
    assert [image.complete for image in images] == [True, True, False, False, False]
