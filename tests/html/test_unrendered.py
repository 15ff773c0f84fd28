"""What an element without rendering answers (docs/html.md): webapi has no layout, so CSSOM
View's members (https://drafts.csswg.org/cssom-view/) answer for every element as Chromium
answers for one that is not rendered. ``CHROMIUM_156`` holds Chromium 156's answers for a
``div`` that is detached and for one that is connected with ``display: none`` (the two agree;
a connected, displayed element of a headless page is rendered and answers with its boxes), as
``JS_PROBE`` asks them; ``tests/e2e/test_unrendered_chromium.py`` asks Chromium again in the slow
tier."""

from __future__ import annotations

import asyncio
import math
from typing import Any

import pytest

from webapi.dom import Element
from webapi.geometry import DOMRect, DOMRectList, DOMRectReadOnly
from webapi.html import DOMParser

#: JavaScript (Playwright's ``evaluate``): the answers of a detached ``div`` and of a connected
#: one with ``display: none``, by case. scrollIntoView() and the scroll methods return a Promise
#: in Chromium 156 (CSSOM View's 2025 drafts): recorded as the type of what they return.
JS_PROBE = """() => {
  const answers = {};
  for (const how of ["detached", "display:none"]) {
    const d = document.createElement("div");
    if (how === "display:none") { d.style.display = "none"; document.body.append(d); }
    const r = d.getBoundingClientRect();
    const a = {};
    for (const name of ["offsetTop", "offsetLeft", "offsetWidth", "offsetHeight", "clientTop",
        "clientLeft", "clientWidth", "clientHeight", "scrollTop", "scrollLeft", "scrollWidth",
        "scrollHeight", "currentCSSZoom"]) a[name] = d[name];
    a.offsetParent = d.offsetParent;
    a.getBoundingClientRect = [r.constructor.name, r.toJSON()];
    a.getClientRects = [d.getClientRects().constructor.name, d.getClientRects().length];
    a.checkVisibility = d.checkVisibility();
    for (const name of ["scrollIntoView", "scroll", "scrollTo", "scrollBy"])
      a[name] = Object.prototype.toString.call(d[name]());
    d.scrollTop = 50; d.scrollLeft = 20;
    a.scrollTopLeftAfterSetting = [d.scrollTop, d.scrollLeft];
    answers[how] = a;
  }
  return answers;
}"""

_ZERO_RECT = {
    "x": 0,
    "y": 0,
    "width": 0,
    "height": 0,
    "top": 0,
    "right": 0,
    "bottom": 0,
    "left": 0,
}
_UNRENDERED_DIV = {
    "offsetTop": 0,
    "offsetLeft": 0,
    "offsetWidth": 0,
    "offsetHeight": 0,
    "clientTop": 0,
    "clientLeft": 0,
    "clientWidth": 0,
    "clientHeight": 0,
    "scrollTop": 0,
    "scrollLeft": 0,
    "scrollWidth": 0,
    "scrollHeight": 0,
    "currentCSSZoom": 1,
    "offsetParent": None,
    "getBoundingClientRect": ["DOMRect", _ZERO_RECT],
    "getClientRects": ["DOMRectList", 0],
    "checkVisibility": False,
    "scrollIntoView": "[object Promise]",
    "scroll": "[object Promise]",
    "scrollTo": "[object Promise]",
    "scrollBy": "[object Promise]",
    "scrollTopLeftAfterSetting": [0, 0],
}
#: Chromium 156's answers to ``JS_PROBE`` (Debian's 156.0.8078.108).
CHROMIUM_156: dict[str, dict[str, Any]] = {
    "detached": _UNRENDERED_DIV,
    "display:none": _UNRENDERED_DIV,
}
#: Where webapi differs from CHROMIUM_156 on purpose: the scroll methods return undefined, as
#: CSSOM View's IDL had them before its 2025 drafts (idl/cssom-view.webidl).
RETURNS_UNDEFINED = ("scrollIntoView", "scroll", "scrollTo", "scrollBy")


def _div(how: str) -> Element:
    document = DOMParser().parseFromString("<body>", "text/html")
    div = document.createElement("div")
    if how == "display:none":
        div.style.display = "none"
        assert document.body is not None
        document.body.append(div)
    return div


def webapi_answers(how: str) -> dict[str, Any]:
    """``JS_PROBE``'s answers for webapi's ``div`` (``how``: detached or display:none)."""
    d: Any = _div(how)
    a: dict[str, Any] = {}
    for name in _UNRENDERED_DIV:
        if name in RETURNS_UNDEFINED:
            assert getattr(d, name)() is None
            a[name] = "[object Promise]"  # (Chromium's Promise: RETURNS_UNDEFINED)
        elif name in ("getBoundingClientRect", "getClientRects"):
            answer = getattr(d, name)()
            a[name] = [
                type(answer).__name__,
                answer.toJSON() if name == "getBoundingClientRect" else len(answer),
            ]
        elif name != "scrollTopLeftAfterSetting":
            value = getattr(d, name)
            a[name] = value() if callable(value) else value
    d.scrollTop = 50
    d.scrollLeft = 20
    a["scrollTopLeftAfterSetting"] = [d.scrollTop, d.scrollLeft]
    return a


@pytest.mark.parametrize("how", sorted(CHROMIUM_156))
def test_an_element_answers_as_chromiums_unrendered_one(how: str) -> None:
    assert webapi_answers(how) == CHROMIUM_156[how]


def test_a_displayed_connected_element_answers_as_an_unrendered_one_too() -> None:
    # webapi has no layout: the root element and a displayed element answer zero too (Chromium
    # gives a headless page's viewport and boxes here).
    document = DOMParser().parseFromString("<p>text", "text/html")
    for element in (document.documentElement, document.querySelector("p")):
        assert element is not None
        assert (element.clientWidth, element.scrollHeight) == (0, 0)
        assert element.getBoundingClientRect().toJSON() == _ZERO_RECT


def test_each_bounding_rect_is_a_new_domrect() -> None:
    d = _div("detached")
    first, second = d.getBoundingClientRect(), d.getBoundingClientRect()
    assert first is not second  # [NewObject]
    assert isinstance(first, DOMRect) and isinstance(first, DOMRectReadOnly)
    assert isinstance(d.getClientRects(), DOMRectList)
    assert d.getClientRects().item(0) is None


def test_snake_case_aliases() -> None:
    d: Any = _div("detached")
    assert (d.offset_width, d.client_height, d.scroll_top, d.offset_parent) == (0, 0, 0.0, None)
    assert d.get_bounding_client_rect().width == 0
    assert d.scroll_to(1, 2) is None and d.scroll_by({"top": 1}) is None


def test_the_scroll_methods_convert_their_arguments() -> None:
    d = _div("detached")
    assert d.scroll() is None
    assert d.scroll(None) is None
    assert d.scrollTo("1", "x") is None  # unrestricted doubles: NaN is allowed
    assert d.scrollIntoView(False) is None
    assert d.scrollIntoView({"block": "center", "inline": "end"}) is None
    with pytest.raises(TypeError, match=r"'scroll' on 'Element'.*ScrollToOptions"):
        d.scroll(1)  # one number is the dictionary overload, as in JavaScript
    with pytest.raises(TypeError, match="ScrollBehavior"):
        d.scrollBy({"behavior": "fast"})
    with pytest.raises(TypeError, match="ScrollLogicalPosition"):
        d.scrollIntoView({"block": "middle"})
    with pytest.raises(TypeError, match="scrollTop"):
        d.scrollTop = object()  # type: ignore[assignment]


class TestDOMRect:
    """The Geometry Interfaces' rectangles (https://drafts.fxtf.org/geometry/#DOMRect)."""

    def test_edges_are_the_minimum_and_maximum(self) -> None:
        r = DOMRect(10, 20, -4, -6)
        assert (r.x, r.y, r.width, r.height) == (10, 20, -4, -6)
        assert (r.left, r.right, r.top, r.bottom) == (6, 10, 14, 20)
        assert r.toJSON() == {
            "x": 10,
            "y": 20,
            "width": -4,
            "height": -6,
            "top": 14,
            "right": 10,
            "bottom": 20,
            "left": 6,
        }

    def test_nan_makes_the_edges_nan(self) -> None:
        r = DOMRect(math.nan, 0, 5, 5)
        assert math.isnan(r.left) and math.isnan(r.right)
        assert r.top == 0 and r.bottom == 5

    def test_domrect_is_writable_and_readonly_is_not(self) -> None:
        r = DOMRect()
        r.width = 3
        r.x = -1
        assert (r.left, r.right) == (-1, 2)
        with pytest.raises(AttributeError):
            DOMRectReadOnly().x = 1  # type: ignore[misc]

    def test_from_rect(self) -> None:
        r = DOMRect.fromRect({"x": 1, "height": 2})
        assert type(r) is DOMRect
        assert r.toJSON()["bottom"] == 2 and r.width == 0
        ro = DOMRectReadOnly.fromRect(width=4)
        assert type(ro) is DOMRectReadOnly and ro.right == 4
        with pytest.raises(TypeError, match="fromRect"):
            DOMRect.fromRect({"x": object()})  # type: ignore[typeddict-item]

    def test_constructor_arguments_are_unrestricted_doubles(self) -> None:
        assert DOMRect(math.inf).x == math.inf
        assert DOMRect().toJSON() == _ZERO_RECT
        with pytest.raises(TypeError, match="'DOMRect'"):
            DOMRect(object())  # type: ignore[arg-type]


#: JavaScript (Playwright's ``evaluate``): a media element's, a canvas's and an image's answers
#: without media or rendering (``play()``'s settlement is awaited 1.5 s: Chromium leaves a
#: source-less element's promise pending).
JS_MEDIA_PROBE = """async () => {
  const t = (f) => { try { return f(); } catch (e) { return [e.name, e.message]; } };
  const race = (p) => Promise.race([p.then(() => "resolved", (e) => [e.name, e.message]),
    new Promise((r) => setTimeout(() => r("pending"), 1500))]);
  const answers = {};
  for (const tag of ["video", "audio"]) {
    const m = document.createElement(tag);
    const a = {};
    for (const name of ["paused", "ended", "readyState", "networkState", "currentTime",
        "volume", "muted", "defaultMuted", "src", "currentSrc", "crossOrigin", "preload",
        "autoplay", "loop", "controls", "error", "seeking", "playbackRate",
        "defaultPlaybackRate", "preservesPitch"]) a[name] = m[name];
    a.duration = String(m.duration);
    if (tag === "video")
      for (const name of ["width", "height", "videoWidth", "videoHeight", "poster",
          "playsInline"]) a[name] = m[name];
    a.canPlayTypeBogus = m.canPlayType("foo/bar");
    a.pause = String(m.pause());
    a.volumeOutOfRange = t(() => { m.volume = 2; });
    a.playbackRateOutOfRange = t(() => { m.playbackRate = -1; });
    m.defaultPlaybackRate = 100;
    a.defaultPlaybackRateIgnored = m.defaultPlaybackRate;
    m.defaultPlaybackRate = 3; m.load();
    a.playbackRateAfterLoad = m.playbackRate;
    m.currentTime = 5;
    a.currentTimeAfterSetting = m.currentTime;
    m.setAttribute("preload", "bogus");
    a.preloadInvalid = m.preload;
    m.setAttribute("preload", "");
    a.preloadEmpty = m.preload;
    m.setAttribute("muted", "");
    a.mutedAfterSetAttribute = [m.muted, m.defaultMuted];
    m.src = "x.mp4";
    a.playWithUnsupportedSource = await race(m.play());
    answers[tag] = a;
  }
  const holder = document.createElement("div");
  holder.innerHTML = "<video muted></video>";
  answers.parsedMuted = holder.firstChild.muted;
  const c = document.createElement("canvas");
  answers.canvas = [c.width, c.height, c.getContext("bogus")];
  c.setAttribute("width", "-5"); c.setAttribute("height", " 12px");
  answers.canvasParsed = [c.width, c.height];
  c.width = 10;
  answers.canvasSet = c.getAttribute("width");
  const img = document.createElement("img"); img.setAttribute("width", "5");
  answers.img = [img.naturalWidth, img.naturalHeight, img.width];
  answers.NETWORK = [HTMLMediaElement.NETWORK_EMPTY, HTMLMediaElement.NETWORK_IDLE,
    HTMLMediaElement.NETWORK_LOADING, HTMLMediaElement.NETWORK_NO_SOURCE];
  answers.HAVE = [HTMLMediaElement.HAVE_NOTHING, HTMLMediaElement.HAVE_METADATA,
    HTMLMediaElement.HAVE_CURRENT_DATA, HTMLMediaElement.HAVE_FUTURE_DATA,
    HTMLMediaElement.HAVE_ENOUGH_DATA];
  return answers;
}"""

_MEDIA = {
    "paused": True,
    "ended": False,
    "readyState": 0,
    "networkState": 0,
    "currentTime": 0,
    "volume": 1,
    "muted": False,
    "defaultMuted": False,
    "src": "",
    "currentSrc": "",
    "crossOrigin": None,
    "preload": "metadata",
    "autoplay": False,
    "loop": False,
    "controls": False,
    "error": None,
    "seeking": False,
    "playbackRate": 1,
    "defaultPlaybackRate": 1,
    "preservesPitch": True,
    "duration": "NaN",
    "canPlayTypeBogus": "",
    "pause": "undefined",
    "volumeOutOfRange": [
        "IndexSizeError",
        "Failed to set the 'volume' property on 'HTMLMediaElement': The volume provided (2) is "
        "outside the range [0, 1].",
    ],
    "playbackRateOutOfRange": [
        "NotSupportedError",
        "Failed to set the 'playbackRate' property on 'HTMLMediaElement': The provided playback "
        "rate (-1) is not in the supported playback range.",
    ],
    "defaultPlaybackRateIgnored": 1,
    "playbackRateAfterLoad": 3,
    "currentTimeAfterSetting": 5,
    "preloadInvalid": "metadata",
    "preloadEmpty": "auto",
    "mutedAfterSetAttribute": [False, True],
    "playWithUnsupportedSource": [
        "NotSupportedError",
        "Failed to load because no supported source was found.",
    ],
}
_VIDEO = {
    "width": 0,
    "height": 0,
    "videoWidth": 0,
    "videoHeight": 0,
    "poster": "",
    "playsInline": False,
}
#: Chromium 156's answers to ``JS_MEDIA_PROBE``.
CHROMIUM_156_MEDIA: dict[str, Any] = {
    "video": {**_MEDIA, **_VIDEO},
    "audio": _MEDIA,
    "parsedMuted": True,
    "canvas": [300, 150, None],
    "canvasParsed": [300, 12],
    "canvasSet": "10",
    "img": [0, 0, 5],
    "NETWORK": [0, 1, 2, 3],
    "HAVE": [0, 1, 2, 3, 4],
}


def _error(action: Any, m: Any) -> list[str] | None:
    from webapi.dom import DOMException

    try:
        action(m)
    except DOMException as error:
        return [error.name, error.message]
    return None


def webapi_media_answers() -> dict[str, Any]:
    """``JS_MEDIA_PROBE``'s answers for webapi's elements."""
    from webapi.html import HTMLMediaElement

    document = DOMParser().parseFromString("", "text/html")
    answers: dict[str, Any] = {}
    for tag in ("video", "audio"):
        m: Any = document.createElement(tag)
        a: dict[str, Any] = {name: getattr(m, name) for name in _MEDIA if hasattr(m, name)}
        a["duration"] = "NaN" if math.isnan(m.duration) else str(m.duration)
        if tag == "video":
            a.update({name: getattr(m, name) for name in _VIDEO})
        a["canPlayTypeBogus"] = m.canPlayType("foo/bar")
        a["pause"] = "undefined" if m.pause() is None else "?"
        a["volumeOutOfRange"] = _error(lambda e: setattr(e, "volume", 2), m)
        a["playbackRateOutOfRange"] = _error(lambda e: setattr(e, "playbackRate", -1), m)
        m.defaultPlaybackRate = 100
        a["defaultPlaybackRateIgnored"] = m.defaultPlaybackRate
        m.defaultPlaybackRate = 3
        m.load()
        a["playbackRateAfterLoad"] = m.playbackRate
        m.currentTime = 5
        a["currentTimeAfterSetting"] = m.currentTime
        m.setAttribute("preload", "bogus")
        a["preloadInvalid"] = m.preload
        m.setAttribute("preload", "")
        a["preloadEmpty"] = m.preload
        m.setAttribute("muted", "")
        a["mutedAfterSetAttribute"] = [m.muted, m.defaultMuted]
        m.src = "x.mp4"
        a["playWithUnsupportedSource"] = _error(lambda e: asyncio.run(e.play()), m)
        answers[tag] = a
    holder: Any = document.createElement("div")
    holder.innerHTML = "<video muted></video>"
    answers["parsedMuted"] = holder.firstChild.muted
    c: Any = document.createElement("canvas")
    answers["canvas"] = [c.width, c.height, c.getContext("bogus")]
    c.setAttribute("width", "-5")
    c.setAttribute("height", " 12px")
    answers["canvasParsed"] = [c.width, c.height]
    c.width = 10
    answers["canvasSet"] = c.getAttribute("width")
    img: Any = document.createElement("img")
    img.setAttribute("width", "5")
    answers["img"] = [img.naturalWidth, img.naturalHeight, img.width]
    h = HTMLMediaElement
    answers["NETWORK"] = [h.NETWORK_EMPTY, h.NETWORK_IDLE, h.NETWORK_LOADING, h.NETWORK_NO_SOURCE]
    answers["HAVE"] = [
        h.HAVE_NOTHING,
        h.HAVE_METADATA,
        h.HAVE_CURRENT_DATA,
        h.HAVE_FUTURE_DATA,
        h.HAVE_ENOUGH_DATA,
    ]
    return answers


@pytest.mark.needs_loop_run  # (asyncio.run: play()'s awaitable)
def test_media_elements_and_canvas_answer_as_chromiums_without_media() -> None:
    assert webapi_media_answers() == CHROMIUM_156_MEDIA


@pytest.mark.needs_loop_run  # (asyncio.run: play()'s awaitable)
def test_play_is_an_awaitable_that_raises_not_supported_error() -> None:
    from webapi.dom import DOMException

    video: Any = _div("detached").ownerDocument.createElement("video")
    # Chromium keeps a source-less element's promise pending (until a src is set); webapi
    # rejects at once, as Chromium does once no source is supported: an await ends.
    awaitable = video.play()
    with pytest.raises(DOMException) as caught:
        asyncio.run(awaitable)
    assert caught.value.name == "NotSupportedError"
    assert video.paused is True


def test_what_webapi_answers_where_chromium_has_media_or_a_context() -> None:
    document = DOMParser().parseFromString("<video></video><canvas></canvas>", "text/html")
    video: Any = document.querySelector("video")
    canvas: Any = document.querySelector("canvas")
    # Chromium: "maybe" and "probably" (its decoders); a context for "2d" and "bitmaprenderer".
    assert [video.canPlayType(t) for t in ("video/mp4", 'video/webm; codecs="vp8"')] == ["", ""]
    assert [canvas.getContext(kind) for kind in ("2d", "bitmaprenderer", "webgl")] == [None] * 3
    with pytest.raises(TypeError, match="getContext"):
        canvas.getContext()
