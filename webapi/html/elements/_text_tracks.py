"""Time ranges and text tracks of a media element without media
(https://html.spec.whatwg.org/multipage/media.html#time-ranges and #timed-text-tracks):
``buffered``, ``played`` and ``seekable`` are empty ``TimeRanges`` (nothing is fetched or
played); ``textTracks`` is the element's list of text tracks, the text tracks of its ``track``
children (in tree order) then those ``addTextTrack()`` made; a text track has no cues, as
webapi parses no WebVTT and makes no ``VTTCue``.

A ``track`` element's text track answers from the element's attributes when read (its kind,
label, language and ID follow them, as the Standard's attribute change steps make them);
changing a listed track's mode queues the ``change`` event at the list. Not fired: ``addtrack``
and ``removetrack`` (``TrackEvent`` is not implemented) and ``cuechange`` (no cues).
"""

from __future__ import annotations

from webapi._lazy import lazy_imports
from webapi.dom import DOMException
from webapi.dom.engine import (
    ElementImpl,
    EventTargetImpl,
    fire_an_event,
    get_attribute_value_by_namespace,
    new_object,
)
from webapi.infra import HTML_NAMESPACE

from ..common._enumerated import TRACK_KIND
from ..common._reflect import get_known_value

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Literal

    from webapi.eventloop import event_loop_of

    TextTrackMode = Literal["disabled", "hidden", "showing"]
else:  # (the event loop loads with the first change event queued)
    lazy_imports(globals(), "webapi.eventloop", ("event_loop_of",))

__all__ = [
    "TextTrackCueListImpl",
    "TextTrackImpl",
    "TextTrackListImpl",
    "TimeRangesImpl",
    "add_text_track",
    "empty_time_ranges",
    "text_track_list",
    "track_element_text_track",
]


class TimeRangesImpl:
    """https://html.spec.whatwg.org/multipage/media.html#timeranges: normalized ranges
    (start, end) of a media resource's timeline; a media element without media has none."""

    __slots__ = ("_ranges",)

    _interface_class: Any
    _ranges: tuple[tuple[float, float], ...]

    @property
    def _length(self) -> int:
        """https://html.spec.whatwg.org/multipage/media.html#dom-timeranges-length"""
        return len(self._ranges)

    def _range(self, index: int) -> tuple[float, float]:
        if index >= len(self._ranges):
            raise DOMException(
                f"The index provided ({index}) is greater than or equal to the maximum bound "
                f"({len(self._ranges)}).",
                "IndexSizeError",
            )
        return self._ranges[index]

    def _start(self, index: int) -> float:
        """https://html.spec.whatwg.org/multipage/media.html#dom-timeranges-start: an
        ``IndexSizeError`` for an index not below ``length``."""
        return self._range(index)[0]

    def _end(self, index: int) -> float:
        """https://html.spec.whatwg.org/multipage/media.html#dom-timeranges-end (as
        ``start``)."""
        return self._range(index)[1]


def empty_time_ranges() -> TimeRangesImpl:
    """A new ``TimeRanges`` object with no range (each read of ``buffered``, ``played`` and
    ``seekable`` makes one, as Chromium does: ``media.buffered is not media.buffered``)."""
    ranges = new_object(TimeRangesImpl)
    ranges._ranges = ()
    return ranges


class TextTrackCueListImpl:
    """https://html.spec.whatwg.org/multipage/media.html#texttrackcuelist: always empty (no
    cues are made)."""

    __slots__ = ()

    _interface_class: Any

    @property
    def _length(self) -> int:
        return 0

    def _indexed_property(self, index: int) -> object:
        return None

    def _get_cue_by_id(self, id: str) -> object:
        """https://html.spec.whatwg.org/multipage/media.html#dom-texttrackcuelist-getcuebyid:
        no cue has an ID here."""
        return None


class TextTrackImpl(EventTargetImpl):
    """https://html.spec.whatwg.org/multipage/media.html#texttrack: a ``track`` element's
    text track (``_track_element``) or one ``addTextTrack()`` made (``_media``, its own kind, label
    and language)."""

    __slots__ = ("_cue_lists", "_kind_value", "_label_value", "_language_value", "_media",
                 "_mode_value", "_track_element")  # fmt: skip

    _track_element: Any
    _media: Any
    _kind_value: str
    _label_value: str
    _language_value: str
    _mode_value: TextTrackMode
    _cue_lists: tuple[TextTrackCueListImpl, TextTrackCueListImpl] | None

    def _attribute(self, name: str) -> str:
        return get_attribute_value_by_namespace(None, name, self._track_element) or ""

    @property
    def _kind(self) -> str:
        """https://html.spec.whatwg.org/multipage/media.html#dom-texttrack-kind: a ``track``
        element's ``kind`` state (missing: subtitles; invalid: metadata)."""
        if self._track_element is not None:
            return get_known_value(self._track_element, "kind", TRACK_KIND)
        return self._kind_value

    @property
    def _label(self) -> str:
        """https://html.spec.whatwg.org/multipage/media.html#dom-texttrack-label"""
        return self._attribute("label") if self._track_element is not None else self._label_value

    @property
    def _language(self) -> str:
        """https://html.spec.whatwg.org/multipage/media.html#dom-texttrack-language: a
        ``track`` element's ``srclang``."""
        if self._track_element is not None:
            return self._attribute("srclang")
        return self._language_value

    @property
    def _id(self) -> str:
        """https://html.spec.whatwg.org/multipage/media.html#dom-texttrack-id: a ``track``
        element's ID, else the empty string."""
        return self._attribute("id") if self._track_element is not None else ""

    @property
    def _in_band_metadata_track_dispatch_type(self) -> str:
        """No in-band tracks (no media resource): the empty string."""
        return ""

    @property
    def _mode(self) -> TextTrackMode:
        """https://html.spec.whatwg.org/multipage/media.html#dom-texttrack-mode: "disabled" for
        a ``track`` element's track until set, "hidden" for ``addTextTrack()``'s."""
        return self._mode_value

    @_mode.setter
    def _mode(self, value: Any) -> None:
        if value == self._mode_value:
            return
        self._mode_value = value
        media = _media_of(self)
        if media is not None:
            _text_track_mode_changed(media)

    def _lists(self) -> tuple[TextTrackCueListImpl, TextTrackCueListImpl] | None:
        if self._mode_value == "disabled":
            return None
        if self._cue_lists is None:
            self._cue_lists = (new_object(TextTrackCueListImpl), new_object(TextTrackCueListImpl))
        return self._cue_lists

    @property
    def _cues(self) -> TextTrackCueListImpl | None:
        """https://html.spec.whatwg.org/multipage/media.html#dom-texttrack-cues: null while
        the mode is disabled, else the (empty) list of cues, the same object each time."""
        lists = self._lists()
        return None if lists is None else lists[0]

    @property
    def _active_cues(self) -> TextTrackCueListImpl | None:
        """https://html.spec.whatwg.org/multipage/media.html#dom-texttrack-activecues (as
        ``cues``)."""
        lists = self._lists()
        return None if lists is None else lists[1]


def _new_text_track(element: Any, media: Any, mode: TextTrackMode) -> TextTrackImpl:
    track = new_object(TextTrackImpl)
    EventTargetImpl.__init__(track)
    track._track_element = element
    track._media = media
    track._kind_value = track._label_value = track._language_value = ""
    track._mode_value = mode
    track._cue_lists = None
    return track


def _is_html(node: object, local_names: tuple[str, ...]) -> bool:
    return (
        isinstance(node, ElementImpl)
        and node._namespace == HTML_NAMESPACE
        and node._local_name in local_names
    )


def _media_of(track: TextTrackImpl) -> Any:
    """The media element whose list of text tracks holds ``track``, or None."""
    if track._track_element is None:
        return track._media
    parent = track._track_element._parent
    return parent if _is_html(parent, ("audio", "video")) else None


def track_element_text_track(element: Any) -> TextTrackImpl:
    """https://html.spec.whatwg.org/multipage/media.html#dom-track-track: the ``track``
    element's text track, the same object each time (its mode disabled until set)."""
    cache = element._cached()
    track: TextTrackImpl | None = cache.get("text track")
    if track is None:
        track = cache["text track"] = _new_text_track(element, None, "disabled")
    return track


class TextTrackListImpl(EventTargetImpl):
    """https://html.spec.whatwg.org/multipage/media.html#texttracklist: a media element's list
    of text tracks, read when asked."""

    __slots__ = ("_added", "_change_pending", "_media")

    _media: Any
    _added: list[TextTrackImpl]
    _change_pending: bool

    def _tracks(self) -> list[TextTrackImpl]:
        """The track elements' text tracks in tree order (the media element's children), then
        ``addTextTrack()``'s in the order they were made."""
        tracks = []
        child = self._media._first_child
        while child is not None:
            if _is_html(child, ("track",)):
                tracks.append(track_element_text_track(child))
            child = child._next_sibling
        return tracks + self._added

    @property
    def _length(self) -> int:
        """https://html.spec.whatwg.org/multipage/media.html#dom-texttracklist-length"""
        return len(self._tracks())

    def _indexed_property(self, index: int) -> TextTrackImpl | None:
        tracks = self._tracks()
        return tracks[index] if index < len(tracks) else None

    def _get_track_by_id(self, id: str) -> TextTrackImpl | None:
        """https://html.spec.whatwg.org/multipage/media.html#dom-texttracklist-gettrackbyid:
        the first text track whose ID is ``id`` (the empty string too), or null."""
        for track in self._tracks():
            if track._id == id:
                return track
        return None


def text_track_list(media: Any) -> TextTrackListImpl:
    """https://html.spec.whatwg.org/multipage/media.html#dom-media-texttracks: the media
    element's ``TextTrackList``, the same object each time."""
    cache = media._cached()
    found: TextTrackListImpl | None = cache.get("text tracks")
    if found is None:
        found = cache["text tracks"] = new_object(TextTrackListImpl)
        EventTargetImpl.__init__(found)
        found._media = media
        found._added = []
        found._change_pending = False
    return found


def add_text_track(media: Any, kind: str, label: str, language: str) -> TextTrackImpl:
    """https://html.spec.whatwg.org/multipage/media.html#dom-media-addtexttrack: a new text
    track of ``kind``, ``label`` and ``language``, mode hidden, added to the media element's
    list of text tracks (no ``addtrack`` event: ``TrackEvent`` is not implemented)."""
    track = _new_text_track(None, media, "hidden")  # 1.-3.
    track._kind_value, track._label_value, track._language_value = kind, label, language
    text_track_list(media)._added.append(track)  # 4.
    return track  # 6.


def _text_track_mode_changed(media: Any) -> None:
    """https://html.spec.whatwg.org/multipage/media.html#text-track-mode (its change steps):
    one ``change`` event at the media element's ``textTracks``, queued, for the changes made
    before it fires."""
    tracks = text_track_list(media)
    if tracks._change_pending:  # 1.
        return
    tracks._change_pending = True  # 2.

    def fire() -> None:  # 3.
        tracks._change_pending = False
        fire_an_event("change", tracks)

    document = media._node_document
    event_loop_of(document).queue_a_task(fire, document)
