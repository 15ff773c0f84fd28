"""The cascade after a change (issue #73 item 10): the document's ``style`` and ``link``
elements are found by a walk once per change of its trees' structure, not once per change
of any attribute or text; what they hold is read again by every build. So each way a change
can add, remove or alter a style sheet takes effect at the next ``getComputedStyle``."""

from __future__ import annotations

from webapi.html import getComputedStyle, open_window


def _color(window: object, selector: str = "p") -> str:
    document = window.document  # type: ignore[attr-defined]
    return str(getComputedStyle(document.querySelector(selector)).color)


def test_every_change_that_alters_the_sheets_is_seen() -> None:
    window = open_window(
        b"<style id=s type=text/plain>p{color:red}</style><div><p class=x>t</p></div>"
    )
    document = window.document
    style = document.getElementById("s")
    paragraph = document.querySelector("p")
    black, red, blue, green = "rgb(0, 0, 0)", "rgb(255, 0, 0)", "rgb(0, 0, 255)", "rgb(0, 128, 0)"
    assert _color(window) == black  # (not CSS: no sheet)
    paragraph.className = "y"  # (an attribute elsewhere: the kept list is used)
    assert _color(window) == black
    style.removeAttribute("type")  # (the list is the same, the element now a sheet)
    assert _color(window) == red
    style.firstChild.data = "p{color:blue}"  # (a text changed: no change of structure)
    assert _color(window) == blue
    style.setAttribute("media", "print")
    assert _color(window) == black
    style.removeAttribute("media")
    extra = document.createElement("style")
    extra.textContent = ".y{color:green}"
    paragraph.parentNode.appendChild(extra)  # (a new element: the structure changed)
    assert _color(window) == green
    extra.remove()
    assert _color(window) == blue
    style.remove()
    assert _color(window) == black
    document.body.appendChild(style)
    assert _color(window) == blue


def test_a_class_change_then_a_read_many_times_answers_each_time() -> None:
    markup = "<style>.a{color:red} .b .c{color:blue}</style>" + "<div class=b><p></p></div>" * 50
    window = open_window(markup.encode())
    paragraphs = list(window.document.getElementsByTagName("p"))
    colors = []
    for k, paragraph in enumerate(paragraphs):
        paragraph.className = "a" if k % 2 else "c"
        colors.append(getComputedStyle(paragraph).color)
    assert colors == ["rgb(0, 0, 255)", "rgb(255, 0, 0)"] * 25
