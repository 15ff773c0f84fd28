"""A media element's time ranges and text tracks without media
(https://html.spec.whatwg.org/multipage/media.html#time-ranges, #timed-text-tracks), against the
answers Chromium 156 gave for the same steps (recorded here, read from ``/usr/bin/chromium``
through Playwright), and the named departures: no track processing model (Chromium's
``readyState`` becomes ERROR, 3, once a ``track`` without ``src`` is hidden or showing), no
``addtrack``/``removetrack`` events (``TrackEvent``), ``change`` events coalesced as the
Standard says.
"""

from __future__ import annotations

from typing import Any

import pytest

import webapi.html
from webapi.dom import Document, DOMException
from webapi.eventloop import event_loop_of


@pytest.fixture
def document() -> Any:
    assert webapi.html.HTMLElement is not None  # (registers the HTML element classes)
    return Document().implementation.createHTMLDocument("t")


def test_time_ranges_are_empty(document: Any) -> None:
    media = document.createElement("video")
    assert [media.buffered.length, media.played.length, media.seekable.length] == [0, 0, 0]
    assert media.buffered is not media.buffered  # (Chromium: a new object each time)
    for method in (media.buffered.start, media.seekable.end):
        with pytest.raises(DOMException) as caught:
            method(0)
        assert caught.value.name == "IndexSizeError"


def test_add_text_track_and_track_children(document: Any) -> None:
    media = document.createElement("video")
    document.body.appendChild(media)
    tracks = media.textTracks
    assert tracks is media.text_tracks and len(tracks) == 0
    track = media.addTextTrack("subtitles", "L", "en")
    assert [track.kind, track.label, track.language, track.id, track.mode] == [
        "subtitles", "L", "en", "", "hidden"
    ]  # fmt: skip
    assert track.cues is not None and track.cues.length == 0 and track.activeCues.length == 0
    assert track.cues is track.cues and track.inBandMetadataTrackDispatchType == ""
    assert (len(tracks), tracks[0]) == (1, track)
    with pytest.raises(TypeError, match="TextTrackKind"):
        media.addTextTrack("bogus")
    element = document.createElement("track")
    media.appendChild(element)
    # Chromium: the track element's track first, its mode disabled (no cues: null)
    assert len(tracks) == 2 and tracks[0] is element.track and tracks[1] is track
    assert [element.track.kind, element.track.mode, element.track.id, element.track.label] == [
        "subtitles", "disabled", "", ""
    ]  # fmt: skip
    assert element.track.cues is None and element.readyState == element.NONE == 0
    element.setAttribute("kind", "captions")
    element.setAttribute("label", "x")
    element.id = "ii"
    assert [element.track.kind, element.track.label, element.track.id] == ["captions", "x", "ii"]
    track.mode = "showing"
    track.mode = "bogus"  # (an enumeration's other value is ignored)
    assert track.mode == "showing"
    assert tracks.getTrackById("") is track and tracks.get_track_by_id("ii") is element.track
    assert tracks.getTrackById("none") is None


def test_which_track_elements_count(document: Any) -> None:
    video, audio, div = (document.createElement(n) for n in ("video", "audio", "div"))
    div.appendChild(document.createElement("track"))
    video.appendChild(div)  # (a grandchild is not listed)
    audio.appendChild(document.createElement("track"))  # (a disconnected element's is)
    assert (len(video.textTracks), len(audio.textTracks)) == (0, 1)
    assert document.createElement("track").track.mode == "disabled"


def test_a_mode_change_queues_one_change_event(document: Any) -> None:
    media = document.createElement("video")
    document.body.appendChild(media)
    track = media.addTextTrack("metadata")
    events: list[Any] = []
    media.textTracks.onchange = events.append
    track.mode = "showing"
    track.mode = "hidden"
    assert events == []
    event_loop_of(document).run_until_idle()
    assert [(e.type, e.bubbles, e.cancelable) for e in events] == [("change", False, False)]
    track.mode = "hidden"  # (unchanged: nothing)
    event_loop_of(document).run_until_idle()
    assert len(events) == 1


def test_no_track_processing_model(document: Any) -> None:
    """A departure: Chromium 156 runs the track processing model when a track's mode leaves
    disabled (readyState 3, ERROR, for a track without src; a ``default`` track made
    showing), webapi fetches nothing and leaves the state as it is."""
    media = document.createElement("video")
    document.body.appendChild(media)
    element = document.createElement("track")
    element.setAttribute("default", "")
    media.appendChild(element)
    event_loop_of(document).run_until_idle()
    assert (element.track.mode, element.readyState) == ("disabled", 0)  # Chromium: showing, 3
