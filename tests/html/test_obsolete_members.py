"""The HTML Standard's obsolete members that implementations must still have
(https://html.spec.whatwg.org/multipage/obsolete.html#requirements-for-implementations): the
``marquee`` element's, the ``frame`` and ``frameset`` elements', ``Document``'s body colours,
the table parts' and ``a``'s obsolete attributes; and the members whose rules the reflection
harness of WPT checks beside them: ``link.as`` (``as_`` in Python), ``input.size``,
``script.async`` (``async_``). Where Chromium departs from the Standard it is said (checked
with Chromium 156 through Playwright).
"""

from __future__ import annotations

from typing import Any

import pytest

import webapi.html
from webapi.dom import Document, DOMException


@pytest.fixture
def document() -> Any:
    assert webapi.html.HTMLElement  # (registers the HTML element classes)
    return Document().implementation.createHTMLDocument("t")


def _parse(markup: str) -> Any:
    return webapi.html.DOMParser().parseFromString(markup, "text/html")


# --- marquee (16.3.1) ---------------------------------------------------------------------


def test_marquee_reflects_with_its_defaults(document: Any) -> None:
    marquee = document.createElement("marquee")
    assert isinstance(marquee, webapi.html.HTMLMarqueeElement)
    assert (marquee.scrollAmount, marquee.scrollDelay, marquee.hspace) == (6, 85, 0)
    assert (marquee.behavior, marquee.direction, marquee.bgColor, marquee.width) == ("",) * 4
    marquee.setAttribute("scrollamount", "-3")  # not a non-negative integer: the default
    marquee.setAttribute("scrolldelay", " 12px")
    assert (marquee.scrollAmount, marquee.scrollDelay) == (6, 12)
    marquee.scrollAmount = 2**31  # out of range: the default is written
    assert marquee.getAttribute("scrollamount") == "6"
    marquee.trueSpeed = True
    marquee.bgColor = "red"
    assert marquee.getAttribute("truespeed") == "" and marquee.getAttribute("bgcolor") == "red"
    # behavior and direction are plain DOMString reflections (not limited to known values)
    marquee.setAttribute("behavior", "SLIDE")
    assert marquee.behavior == "SLIDE"


def test_marquee_loop_is_the_marquee_loop_count(document: Any) -> None:
    marquee = document.createElement("marquee")
    assert marquee.loop == -1  # no attribute
    for value, count in (("0", -1), ("-4", -1), (" 7x", 7), ("x", -1), ("3", 3)):
        marquee.setAttribute("loop", value)
        assert marquee.loop == count, value
    marquee.loop = 5
    assert marquee.getAttribute("loop") == "5"
    # "Other values are ignored" (Chromium throws an IndexSizeError for 0 and -2)
    marquee.loop = 0
    marquee.loop = -2
    assert marquee.getAttribute("loop") == "5"
    marquee.loop = -1
    assert marquee.getAttribute("loop") == "-1"
    marquee.removeAttribute("loop")
    marquee.loop = -1  # the count already: nothing set (Chromium sets "-1")
    assert not marquee.hasAttribute("loop")


def test_marquee_start_and_stop(document: Any) -> None:
    marquee = document.createElement("marquee")
    assert marquee.start() is None and marquee.stop() is None
    assert marquee._turned_on is False
    marquee.start()
    assert marquee._turned_on is True


# --- frames (16.3.2) ----------------------------------------------------------------------


def test_frame_members(document: Any) -> None:
    frame = document.createElement("frame")
    assert isinstance(frame, webapi.html.HTMLFrameElement)
    frame.setAttribute("src", "https://example.com/a b")
    frame.setAttribute("longdesc", "//x")  # no URL relative to about:blank: as it is
    assert frame.src == "https://example.com/a%20b" and frame.longDesc == "//x"
    frame.marginHeight = None  # [LegacyNullToEmptyString]
    frame.noResize = True
    frame.frameBorder = "0"
    assert frame.getAttribute("marginheight") == ""
    assert frame.getAttribute("noresize") == "" and frame.getAttribute("frameborder") == "0"
    assert frame.name == "" and frame.scrolling == ""
    # webapi makes no content navigable for a frame (nor does Chromium for a detached one)
    assert frame.contentDocument is None and frame.contentWindow is None


def test_frameset_members(document: Any) -> None:
    frameset = document.createElement("frameset")
    frameset.cols = "50%,*"
    assert frameset.getAttribute("cols") == "50%,*" and frameset.rows == ""


# --- Document's colours and the other obsolete members (16.3.3) ----------------------------


def test_document_colours_reflect_the_body_element() -> None:
    document = _parse("<body text=red link=blue vlink=x alink=y>")
    assert (document.fgColor, document.linkColor, document.vlinkColor) == ("red", "blue", "x")
    assert (document.alinkColor, document.bgColor) == ("y", "")
    document.bgColor = None  # [LegacyNullToEmptyString]
    assert document.body.getAttribute("bgcolor") == ""
    document.fgColor = "green"
    assert document.body.getAttribute("text") == "green"


def test_document_colours_without_a_body_element() -> None:
    # a frameset is the body element, not a body element: "" and nothing set (Chromium
    # reads and writes the frameset's attributes)
    document = _parse("<frameset text=red></frameset>")
    assert document.fgColor == ""
    document.fgColor = "blue"
    assert document.body.getAttribute("text") == "red"
    empty = Document()  # no body element at all
    assert empty.linkColor == ""
    empty.linkColor = "x"
    assert empty.linkColor == ""


def test_document_anchors_applets_and_the_methods_that_do_nothing() -> None:
    document = _parse("<a name=x></a><a href=y></a><a name=z href=w></a><area name=q>")
    anchors = document.anchors
    assert [a.getAttribute("name") for a in anchors] == ["x", "z"]  # a elements with a name
    assert document.anchors is anchors and len(document.applets) == 0
    document.body.firstChild.removeAttribute("name")
    assert len(anchors) == 1  # live
    assert document.clear() is None
    assert document.captureEvents() is None and document.releaseEvents() is None
    assert len(document.body.childNodes) == 4  # clear() does nothing


def test_table_parts_obsolete_attributes(document: Any) -> None:
    table = document.createElement("table")
    section = table.createTBody()
    row = table.insertRow()
    cell = row.insertCell()
    caption = table.createCaption()
    col = document.createElement("col")
    for element in (section, row, cell, col):
        element.ch = "."
        element.chOff = "2"
        element.vAlign = "top"
        element.align = "left"
        assert element.getAttribute("char") == "." and element.getAttribute("charoff") == "2"
        assert element.getAttribute("valign") == "top" and element.align == "left"
    caption.align = "bottom"
    assert caption.getAttribute("align") == "bottom"
    col.width = "10"
    cell.axis = "a"
    cell.height = "3"
    cell.noWrap = True
    cell.bgColor = None
    row.bgColor = None
    assert col.getAttribute("width") == "10" and cell.getAttribute("axis") == "a"
    assert cell.getAttribute("nowrap") == "" and cell.getAttribute("bgcolor") == ""
    assert row.getAttribute("bgcolor") == "" and cell.height == "3" and cell.width == ""


def test_anchor_obsolete_attributes(document: Any) -> None:
    anchor = document.createElement("a")
    for name in ("coords", "charset", "name", "rev", "shape"):
        assert getattr(anchor, name) == ""
        setattr(anchor, name, name + "!")
        assert anchor.getAttribute(name) == name + "!"


# --- link.as, input.size, script.async ------------------------------------------------------


def test_link_as_is_limited_to_the_potential_destinations(document: Any) -> None:
    link = document.createElement("link")
    assert link.as_ == "" and not hasattr(type(link), "as")
    expected = {
        "SCRIPT": "script",
        "fetch": "fetch",
        "Style": "style",
        "audio": "audio",  # (Chromium knows fewer destinations: "")
        "json": "json",
        "webidentity": "webidentity",
        "": "",
        "scripts": "",
        "bogus": "",
    }
    for value, answer in expected.items():
        link.setAttribute("as", value)
        assert link.as_ == answer, value
    link.as_ = "Image"  # the setter sets the attribute as given
    assert link.getAttribute("as") == "Image" and link.as_ == "image"


def test_input_size_is_limited_to_positive_numbers_with_default_20(document: Any) -> None:
    field = document.createElement("input")
    assert field.size == 20
    for value, size in (("0", 20), ("-1", 20), ("3", 3), (" 4 ", 4), ("x", 20)):
        field.setAttribute("size", value)
        assert field.size == size, value
    with pytest.raises(DOMException) as error:
        field.size = 0
    assert error.value.name == "IndexSizeError"
    field.size = 2**31  # out of range: the default
    assert field.getAttribute("size") == "20"
    field.size = 7
    assert field.getAttribute("size") == "7"


def test_script_async_is_async_underscore(document: Any) -> None:
    script = document.createElement("script")
    assert script.async_ is True  # the force async flag of a script not made by the parser
    script.async_ = False
    assert script.async_ is False and not script.hasAttribute("async")
    script.async_ = True
    assert script.getAttribute("async") == ""
