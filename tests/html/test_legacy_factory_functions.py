"""HTML's legacy factory functions (``new Option()``, ``new Image()``, ``new Audio()``), as
``webapi.html.Option``, ``Image`` and ``Audio``: each step of the Standard's
(https://html.spec.whatwg.org/multipage/form-elements.html#dom-option,
embedded-content.html#dom-image, media.html#dom-audio), the element made in the thread's
document (the current global object's associated Document, as ``new Text()``'s)."""

from __future__ import annotations

import pytest

from webapi.dom import Text
from webapi.html import Audio, HTMLAudioElement, HTMLImageElement, HTMLOptionElement, Image, Option


def test_option_without_arguments() -> None:
    option = Option()
    assert isinstance(option, HTMLOptionElement)
    assert option.outerHTML == "<option></option>"  # (no Text node for "")
    assert option.firstChild is None
    assert not option.selected and not option.defaultSelected
    assert option.ownerDocument is Text("x").ownerDocument  # (the thread's document)
    assert option.parentNode is None


def test_option_text_value_and_default_selected() -> None:
    option = Option("Label", "v", True)
    assert option.outerHTML == '<option value="v" selected="">Label</option>'
    assert option.text == "Label" and option.value == "v"
    assert option.defaultSelected
    # (6.: selected false sets the selectedness false, even though defaultSelected is true)
    assert not option.selected


def test_option_selected_without_default_selected() -> None:
    option = Option("a", None, False, True)
    assert option.selected and not option.defaultSelected
    assert not option.hasAttribute("value")
    assert option.value == "a"  # (no value attribute: the text)


def test_option_value_given_empty() -> None:
    assert Option("a", "").getAttribute("value") == ""


def test_image_width_and_height() -> None:
    image = Image(3, 4)
    assert isinstance(image, HTMLImageElement)
    assert image.outerHTML == '<img width="3" height="4">'
    assert Image().outerHTML == "<img>"
    assert Image(None, 0).outerHTML == '<img height="0">'
    with pytest.raises(ValueError, match="width"):
        Image(-1)


def test_audio_preload_and_src() -> None:
    audio = Audio("a.ogg")
    assert isinstance(audio, HTMLAudioElement)
    assert audio.outerHTML == '<audio preload="auto" src="a.ogg"></audio>'
    assert Audio().outerHTML == '<audio preload="auto"></audio>'
