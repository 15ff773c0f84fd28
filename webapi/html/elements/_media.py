"""Media elements (https://html.spec.whatwg.org/multipage/media.html#media-elements) and
``canvas`` (https://html.spec.whatwg.org/multipage/canvas.html#the-canvas-element) without media
or rendering: webapi fetches, decodes and plays nothing, so a media element stays as the
Standard creates it (no media resource: ``networkState`` NETWORK_EMPTY, ``readyState``
HAVE_NOTHING, ``paused``, ``duration`` NaN) and a canvas has no context (docs/html.md, "What an
element without rendering answers"). The state a script can set (``volume``, ``muted``, the
playback rates, the default playback start position) is kept and checked as Chromium checks it.
"""

from __future__ import annotations

from webapi._webidl import number_to_string
from webapi.dom import DOMException

from ..common._enumerated import CROSS_ORIGIN, PRELOAD, known_value, nullable_known_value
from ._html_element import HTMLElementImpl
from ._text_tracks import add_text_track, empty_time_ranges, text_track_list

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from typing import Any, Literal

    from webapi._webidl import UserCallback

#: Chromium's supported playback rates, outside which setting ``playbackRate`` throws (the
#: Standard lets a user agent refuse unsupported ones: "If the given value is not supported by
#: the user agent, then throw a NotSupportedError"); 0 is allowed too.
_MINIMUM_RATE, _MAXIMUM_RATE = 0.0625, 16.0


class HTMLMediaElementImpl(HTMLElementImpl):
    """``HTMLMediaElement``: https://html.spec.whatwg.org/multipage/media.html#htmlmediaelement."""

    __slots__ = (
        "_default_playback_rate_value",
        "_default_playback_start_position",
        "_muted_state",
        "_playback_rate_value",
        "_preserves_pitch",
        "_volume_value",
    )

    def __init__(self, *arguments: object) -> None:
        super().__init__(*arguments)  # type: ignore[arg-type]
        self._volume_value = 1.0
        #: None until the ``muted`` attribute's first change (the parser and cloning make an
        #: element with its attributes, no change steps): then whether it had the attribute
        #: when it was created ("if the element has a muted content attribute specified, then
        #: the muted IDL attribute should be set to true").
        self._muted_state: bool | None = None
        self._default_playback_rate_value = 1.0
        self._playback_rate_value = 1.0
        self._default_playback_start_position = 0.0
        self._preserves_pitch = True

    _cross_origin = nullable_known_value(
        "crossorigin", CROSS_ORIGIN, "Reflects ``crossorigin``, limited to only known values."
    )
    _preload = known_value(
        "preload",
        PRELOAD,
        "Reflects ``preload``, limited to only known values (Chromium's defaults).",
    )

    def _attribute_change_steps(
        self, local_name: str, old_value: str | None, value: str | None, namespace: str | None
    ) -> None:
        """Record the ``muted`` IDL attribute's initial value before the content attribute
        first changes."""
        super()._attribute_change_steps(local_name, old_value, value, namespace)
        if local_name == "muted" and namespace is None and self._muted_state is None:
            self._muted_state = old_value is not None

    @property
    def _error(self) -> None:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-error: no error (no
        resource was tried)."""
        return None

    @property
    def _current_src(self) -> str:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-currentsrc: the empty
        string, its initial value (no resource is selected)."""
        return ""

    @property
    def _network_state(self) -> int:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-networkstate:
        NETWORK_EMPTY (0), the state of an element that has not started its resource selection
        algorithm (which needs a fetch webapi does not make)."""
        return 0

    @property
    def _ready_state(self) -> int:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-readystate:
        HAVE_NOTHING (0)."""
        return 0

    @property
    def _seeking(self) -> bool:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-seeking"""
        return False

    @property
    def _paused(self) -> bool:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-paused: true (nothing
        plays)."""
        return True

    @property
    def _ended(self) -> bool:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-ended: false (no
        media resource, so no end)."""
        return False

    @property
    def _duration(self) -> float:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-duration: NaN, "If no
        media data is available"."""
        return float("nan")

    @property
    def _current_time(self) -> float:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-currenttime: the
        default playback start position, unless that is zero, in which case the official
        playback position (0: nothing plays)."""
        return self._default_playback_start_position

    @_current_time.setter
    def _current_time(self, value: float) -> None:
        """On setting, with ``readyState`` HAVE_NOTHING: "set the media element's default
        playback start position to the new value"."""
        self._default_playback_start_position = value

    @property
    def _playback_rate(self) -> float:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-playbackrate"""
        return self._playback_rate_value

    @_playback_rate.setter
    def _playback_rate(self, value: float) -> None:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-playbackrate: "If the
        given value is not supported by the user agent, then throw a NotSupportedError"
        (Chromium's range, with Chromium's message)."""
        if value != 0 and not _MINIMUM_RATE <= value <= _MAXIMUM_RATE:
            raise DOMException(
                "Failed to set the 'playbackRate' property on 'HTMLMediaElement': The provided "
                f"playback rate ({number_to_string(value)}) is not in the supported playback "
                "range.",
                "NotSupportedError",
            )
        self._playback_rate_value = value

    @property
    def _default_playback_rate(self) -> float:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-defaultplaybackrate"""
        return self._default_playback_rate_value

    @_default_playback_rate.setter
    def _default_playback_rate(self, value: float) -> None:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-defaultplaybackrate:
        Chromium ignores a rate it does not support (no exception)."""
        if value == 0 or _MINIMUM_RATE <= value <= _MAXIMUM_RATE:
            self._default_playback_rate_value = value

    @property
    def _volume(self) -> float:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-volume"""
        return self._volume_value

    @_volume.setter
    def _volume(self, value: float) -> None:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-volume: "If the new
        value is outside the range 0.0 to 1.0 inclusive, then ... throw an IndexSizeError"."""
        if not 0.0 <= value <= 1.0:
            raise DOMException(
                "Failed to set the 'volume' property on 'HTMLMediaElement': The volume provided "
                f"({number_to_string(value)}) is outside the range [0, 1].",
                "IndexSizeError",
            )
        self._volume_value = value

    @property
    def _muted(self) -> bool:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-muted"""
        if self._muted_state is None:
            return self._get_content_attribute("muted") is not None
        return self._muted_state

    @_muted.setter
    def _muted(self, value: bool) -> None:
        self._muted_state = value

    def _load(self) -> None:
        """https://html.spec.whatwg.org/multipage/media.html#media-element-load-algorithm for
        an element that never started loading: its steps that change state here are "Set the
        playbackRate attribute to the value of the defaultPlaybackRate attribute" (and the
        resource selection algorithm, which needs a fetch: not run)."""
        self._playback_rate_value = self._default_playback_rate_value

    def _pause(self) -> None:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-pause: the element is
        already paused; the resource selection algorithm it would start is not run."""

    async def _play(self) -> None:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-play: a promise
        rejected with a NotSupportedError, as Chromium's when no source is supported (webapi
        plays none). Chromium keeps a source-less element's promise pending until a ``src``
        is set; an ``await`` that never ends is no answer for a Python program."""
        raise DOMException(
            "Failed to load because no supported source was found.", "NotSupportedError"
        )

    @property
    def _buffered(self) -> Any:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-buffered: nothing is
        fetched: an empty ``TimeRanges`` (a new one each time)."""
        return empty_time_ranges()

    @property
    def _played(self) -> Any:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-played: nothing is
        played: an empty ``TimeRanges``."""
        return empty_time_ranges()

    @property
    def _seekable(self) -> Any:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-seekable: no media
        resource: an empty ``TimeRanges``."""
        return empty_time_ranges()

    @property
    def _text_tracks(self) -> Any:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-texttracks
        (:func:`._text_tracks.text_track_list`)."""
        return text_track_list(self)

    def _add_text_track(self, kind: str, label: str = "", language: str = "") -> Any:
        """https://html.spec.whatwg.org/multipage/media.html#dom-media-addtexttrack
        (:func:`._text_tracks.add_text_track`)."""
        return add_text_track(self, kind, label, language)

    def _can_play_type(self, type: str) -> Literal[""]:
        """https://html.spec.whatwg.org/multipage/media.html#dom-navigator-canplaytype: the
        empty string, "if type is a type that the user agent knows it cannot render": webapi
        renders none (Chromium answers "maybe" or "probably" for the types it decodes)."""
        return ""


class HTMLVideoElementImpl(HTMLMediaElementImpl):
    """``HTMLVideoElement``: https://html.spec.whatwg.org/multipage/media.html#htmlvideoelement."""

    __slots__ = ()

    @property
    def _video_width(self) -> int:
        """https://html.spec.whatwg.org/multipage/media.html#dom-video-videowidth: 0, "If
        the element's readyState attribute is HAVE_NOTHING"."""
        return 0

    @property
    def _video_height(self) -> int:
        """https://html.spec.whatwg.org/multipage/media.html#dom-video-videoheight: 0."""
        return 0


class HTMLAudioElementImpl(HTMLMediaElementImpl):
    """``HTMLAudioElement``: https://html.spec.whatwg.org/multipage/media.html#htmlaudioelement."""

    __slots__ = ()


class HTMLCanvasElementImpl(HTMLElementImpl):
    """``HTMLCanvasElement``: https://html.spec.whatwg.org/multipage/canvas.html#htmlcanvaselement
    (``width`` and ``height`` reflect: the generated bindings)."""

    __slots__ = ()

    def _get_context(self, context_id: str, options: object) -> object | None:
        """https://html.spec.whatwg.org/multipage/canvas.html#dom-canvas-getcontext: null,
        what the Standard returns for a context type the user agent does not support ("the
        user agent does not support the given context type: return null"); webapi has no
        rendering context of any type."""
        return None

    def _to_data_url(self, type_: str, quality: object) -> str:
        """https://html.spec.whatwg.org/multipage/canvas.html#dom-canvas-todataurl: the
        bitmap (transparent black: nothing draws on it) as a PNG ``data:`` URL, "data:," for
        a bitmap without pixels; every ``type`` gives a PNG (the only type webapi writes) and
        ``quality`` is ignored, as for PNG in the Standard."""
        from ._canvas_serialization import canvas_size, serialize_the_bitmap_as_a_data_url

        return serialize_the_bitmap_as_a_data_url(*canvas_size(self))

    def _to_blob(self, callback: UserCallback | None, type_: str, quality: object) -> None:
        """https://html.spec.whatwg.org/multipage/canvas.html#dom-canvas-toblob: the
        bitmap's PNG as a ``Blob`` of type "image/png" (None for a bitmap without pixels),
        handed to ``callback`` in a task queued on the document's event loop (the canvas
        blob serialization task source); an exception the callback raises is reported."""
        from webapi.eventloop import event_loop_of, report_the_exception
        from webapi.fileapi import Blob

        from ._canvas_serialization import bitmap_png, canvas_size, has_pixels

        width, height = canvas_size(self)  # 3. (a copy of the bitmap: its size)
        document = self._node_document

        def serialized() -> None:  # 4.
            blob = None
            if has_pixels(width, height):
                blob = Blob([bitmap_png(width, height)], {"type": "image/png"})
            if callback is None:  # (the bindings give a callback: it is not nullable)
                return
            try:
                callback(blob)
            except Exception as exception:  # (reported, as a callback's)
                report_the_exception(exception, "toBlob", callback)

        event_loop_of(document).queue_a_task(serialized, document)
