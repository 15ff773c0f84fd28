"""Determining the computed MIME type of a resource, and the context-specific sniffing
algorithms.

Spec: https://mimesniff.spec.whatwg.org/#matching-a-mime-type-pattern,
https://mimesniff.spec.whatwg.org/#determining-the-computed-mime-type-of-a-resource and
https://mimesniff.spec.whatwg.org/#context-specific-sniffing

The MP4, WebM and MP3 signatures are written as the standard writes them, except where its
text cannot be run as written (each place says how it is read, with the issue).
"""

from __future__ import annotations

import re

from webapi._webidl import argument_error, require_bytes

from ._groups import (
    is_audio_or_video_mime_type,
    is_html_mime_type,
    is_image_mime_type,
    is_xml_mime_type,
)
from ._mime_type import MIMETypeRecord, as_record, parse_mime_type_from_bytes
from ._patterns import (
    APACHE_BUG_VALUES,
    ARCHIVE_PATTERNS,
    AUDIO_OR_VIDEO_PATTERNS,
    FONT_PATTERNS,
    IMAGE_PATTERNS,
    SCRIPTABLE_PATTERNS,
    TEXT_OR_BINARY_PATTERNS,
    Row,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from ._mime_type import MIMETypeLike

__all__ = [
    "RESOURCE_HEADER_LENGTH",
    "SNIFFING_CONTEXTS",
    "contains_binary_data_bytes",
    "distinguish_text_or_binary",
    "identify_unknown_mime_type",
    "match_archive_type_pattern",
    "match_audio_or_video_type_pattern",
    "match_font_type_pattern",
    "match_image_type_pattern",
    "matches_mp3_without_id3_signature",
    "matches_mp4_signature",
    "matches_webm_signature",
    "pattern_matching",
    "sniff",
    "supplied_mime_type",
]

#: https://mimesniff.spec.whatwg.org/#reading-the-resource-header: at most 1445 bytes.
RESOURCE_HEADER_LENGTH = 1445
#: https://mimesniff.spec.whatwg.org/#binary-data-byte
_BINARY_DATA_BYTE = re.compile(b"[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f]")
#: https://mimesniff.spec.whatwg.org/#tag-terminating-byte
_TAG_TERMINATING_BYTES = (0x20, 0x3E)
#: The contexts of https://mimesniff.spec.whatwg.org/#context-specific-sniffing ("browsing":
#: the MIME type sniffing algorithm itself), as :func:`sniff` takes them.
SNIFFING_CONTEXTS = (
    "browsing",
    "image",
    "audio or video",
    "plugin",
    "style",
    "script",
    "font",
    "text track",
    "cache manifest",
)


def pattern_matching(
    input: bytes, pattern: tuple[int | None, ...], mask: bytes, ignored: bytes
) -> bool:
    """https://mimesniff.spec.whatwg.org/#pattern-matching-algorithm (a ``None`` in
    ``pattern`` is a tag-terminating byte, "TT" in the standard's tables). ``input``,
    ``mask`` and ``ignored`` are bytes-like; ``pattern`` as long as ``mask`` (the standard's
    assertion: a ``ValueError``)."""
    function = "pattern_matching"
    input = require_bytes(input, function, "input")
    mask = require_bytes(mask, function, "mask")
    ignored = require_bytes(ignored, function, "ignored")
    if not isinstance(pattern, tuple | list | bytes) or not all(
        byte is None or (type(byte) is int and 0 <= byte <= 0xFF) for byte in pattern
    ):
        raise argument_error(function, "pattern", pattern, "a tuple of byte values and None")
    # "Assert: pattern's length is equal to mask's length."
    if len(pattern) != len(mask):
        raise ValueError(
            f"{function}(): the pattern has {len(pattern)} bytes, the mask {len(mask)}"
        )
    return _pattern_matching(input, pattern, mask, ignored)


def _pattern_matching(
    input: bytes, pattern: tuple[int | None, ...], mask: bytes, ignored: bytes
) -> bool:
    """:func:`pattern_matching` of arguments known to be right (the standard's tables)."""
    if len(input) < len(pattern):
        return False
    s = 0
    while s < len(input) and input[s] in ignored:
        s += 1
    for p, expected in enumerate(pattern):
        if s >= len(input):
            return False
        masked_data = input[s] & mask[p]
        if expected is None:
            if masked_data not in _TAG_TERMINATING_BYTES:
                return False
        elif masked_data != expected:
            return False
        s += 1
    return True


def _first_match(input: bytes, rows: Iterable[Row]) -> str | None:
    for pattern, mask, ignored, mime_type in rows:
        if _pattern_matching(input, pattern, mask, ignored):
            return mime_type
    return None


def match_image_type_pattern(input: bytes) -> str | None:
    """https://mimesniff.spec.whatwg.org/#image-type-pattern-matching-algorithm"""
    input = require_bytes(input, "match_image_type_pattern", "input")
    return _first_match(input, IMAGE_PATTERNS)


def match_audio_or_video_type_pattern(input: bytes) -> str | None:
    """https://mimesniff.spec.whatwg.org/#audio-or-video-type-pattern-matching-algorithm"""
    input = require_bytes(input, "match_audio_or_video_type_pattern", "input")
    matched = _first_match(input, AUDIO_OR_VIDEO_PATTERNS)
    if matched is not None:
        return matched
    if matches_mp4_signature(input):
        return "video/mp4"
    if matches_webm_signature(input):
        return "video/webm"
    if matches_mp3_without_id3_signature(input):
        return "audio/mpeg"
    return None


def match_font_type_pattern(input: bytes) -> str | None:
    """https://mimesniff.spec.whatwg.org/#font-type-pattern-matching-algorithm"""
    input = require_bytes(input, "match_font_type_pattern", "input")
    return _first_match(input, FONT_PATTERNS)


def match_archive_type_pattern(input: bytes) -> str | None:
    """https://mimesniff.spec.whatwg.org/#archive-type-pattern-matching-algorithm"""
    input = require_bytes(input, "match_archive_type_pattern", "input")
    return _first_match(input, ARCHIVE_PATTERNS)


def matches_mp4_signature(sequence: bytes) -> bool:
    """https://mimesniff.spec.whatwg.org/#signature-for-mp4"""
    length = len(sequence)
    if length < 12:
        return False
    box_size = int.from_bytes(sequence[0:4], "big")
    if length < box_size or box_size % 4 != 0:
        return False
    if sequence[4:8] != b"ftyp":
        return False
    if sequence[8:11] == b"mp4":
        return True
    bytes_read = 16  # past the major brand's version number
    while bytes_read < box_size:
        if sequence[bytes_read : bytes_read + 3] == b"mp4":
            return True
        bytes_read += 4
    return False


def _parse_a_vint(sequence: bytes, iter: int) -> int:
    """https://mimesniff.spec.whatwg.org/#parse-a-vint: the number size (the one result the
    WebM signature uses). The standard's steps read ``sequence[index]`` from index 0, never
    ``iter`` (whatwg/mimesniff#167): read here from ``iter``, as the algorithm intends."""
    mask = 128
    max_vint_length = 8
    number_size = 1
    while number_size < max_vint_length and number_size < len(sequence):
        if sequence[iter] & mask:
            break
        mask >>= 1
        number_size += 1
    return number_size


def _matches_padded_sequence(pattern: bytes, sequence: bytes, offset: int, end: int) -> bool:
    """https://mimesniff.spec.whatwg.org/#matching-a-padded-sequence: ``pattern`` in
    ``sequence[offset:end + 1]``, preceded only by 0x00 bytes."""
    if len(sequence) <= end:
        return False
    while offset <= end and sequence[offset] == 0x00:
        offset += 1
    return sequence[offset : offset + len(pattern)] == pattern and offset + len(pattern) <= end + 1


def matches_webm_signature(sequence: bytes) -> bool:
    """https://mimesniff.spec.whatwg.org/#signature-for-webm"""
    length = len(sequence)
    if length < 4 or sequence[0:4] != b"\x1a\x45\xdf\xa3":
        return False
    iter = 4
    while iter < length and iter < 38:
        if sequence[iter : iter + 2] == b"\x42\x82":
            iter += 2
            if iter >= length:
                return False
            iter += _parse_a_vint(sequence, iter)
            if iter >= length - 4:
                return False
            if _matches_padded_sequence(b"webm", sequence, iter, length - 1):
                return True
        iter += 1
    return False


#: https://mimesniff.spec.whatwg.org/#mp3-rates-table and #mp25-rates-table (index 15 is
#: never read: the header check refuses it), in thousands of bits per second, and
#: #sample-rate-table.
_MP3_RATES = tuple(
    k * 1000 for k in (0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320)
)
_MP25_RATES = tuple(
    k * 1000 for k in (0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160)
)
_SAMPLE_RATES = (44100, 48000, 32000)


def _match_an_mp3_header(sequence: bytes, s: int) -> bool:
    """https://mimesniff.spec.whatwg.org/#match-an-mp3-header. Its shifts bind as their
    parentheses are written in the standard's intent (``(x & 0x06) >> 1``); the length check
    is of the four bytes at ``s``; the sync word needs both its bytes; and "final-layer" is the
    layer read back as the MPEG layer number (4 - layer), which must be 3."""
    if len(sequence) < s + 4:
        return False
    if sequence[s] != 0xFF or sequence[s + 1] & 0xE0 != 0xE0:
        return False
    layer = (sequence[s + 1] & 0x06) >> 1
    if layer == 0:
        return False
    bit_rate = (sequence[s + 2] & 0xF0) >> 4
    if bit_rate == 15:
        return False
    sample_rate = (sequence[s + 2] & 0x0C) >> 2
    if sample_rate == 3:
        return False
    return (4 - layer) == 3


def _parse_an_mp3_frame(sequence: bytes, s: int) -> tuple[int, int, int, int]:
    """https://mimesniff.spec.whatwg.org/#parse-an-mp3-frame: version, bitrate, sample rate,
    pad."""
    version = (sequence[s + 1] & 0x18) >> 3
    bitrate_index = (sequence[s + 2] & 0xF0) >> 4
    bitrate = _MP25_RATES[bitrate_index] if version & 0x01 else _MP3_RATES[bitrate_index]
    samplerate = _SAMPLE_RATES[(sequence[s + 2] & 0x0C) >> 2]
    pad = (sequence[s + 2] & 0x02) >> 1
    return version, bitrate, samplerate, pad


def _compute_an_mp3_frame_size(version: int, bitrate: int, freq: int, pad: int) -> int:
    """https://mimesniff.spec.whatwg.org/#compute-an-mp3-frame-size (whole bytes)."""
    scale = 72 if version == 1 else 144
    size = bitrate * scale // freq
    return size + 1 if pad else size


def matches_mp3_without_id3_signature(sequence: bytes) -> bool:
    """https://mimesniff.spec.whatwg.org/#signature-for-mp3-without-id3 (its "greater than
    s - length" is read as "greater than length - s": the frame must fit)."""
    length = len(sequence)
    s = 0
    if not _match_an_mp3_header(sequence, s):
        return False
    skipped_bytes = _compute_an_mp3_frame_size(*_parse_an_mp3_frame(sequence, s))
    if skipped_bytes < 4 or skipped_bytes > length - s:
        return False
    s += skipped_bytes
    return _match_an_mp3_header(sequence, s)


def contains_binary_data_bytes(resource_header: bytes) -> bool:
    """Whether the bytes hold a https://mimesniff.spec.whatwg.org/#binary-data-byte."""
    return _BINARY_DATA_BYTE.search(resource_header) is not None


def identify_unknown_mime_type(resource_header: bytes, sniff_scriptable: bool = False) -> str:
    """https://mimesniff.spec.whatwg.org/#rules-for-identifying-an-unknown-mime-type"""
    resource_header = require_bytes(
        resource_header, "identify_unknown_mime_type", "resource_header"
    )
    if sniff_scriptable:
        matched = _first_match(resource_header, SCRIPTABLE_PATTERNS)
        if matched is not None:
            return matched
    matched = _first_match(resource_header, TEXT_OR_BINARY_PATTERNS)
    if matched is None:
        matched = match_image_type_pattern(resource_header)
    if matched is None:
        matched = match_audio_or_video_type_pattern(resource_header)
    if matched is None:
        matched = match_archive_type_pattern(resource_header)
    if matched is not None:
        return matched
    if not contains_binary_data_bytes(resource_header):
        return "text/plain"
    return "application/octet-stream"


def distinguish_text_or_binary(resource_header: bytes) -> str:
    """https://mimesniff.spec.whatwg.org/#rules-for-text-or-binary"""
    resource_header = require_bytes(
        resource_header, "distinguish_text_or_binary", "resource_header"
    )
    if resource_header[:2] in (b"\xfe\xff", b"\xff\xfe"):
        return "text/plain"
    if resource_header[:3] == b"\xef\xbb\xbf":
        return "text/plain"
    if not contains_binary_data_bytes(resource_header):
        return "text/plain"
    return "application/octet-stream"


def supplied_mime_type(content_type: bytes | str | None) -> tuple[MIMETypeRecord | None, bool]:
    """https://mimesniff.spec.whatwg.org/#supplied-mime-type-detection-algorithm for a
    resource retrieved over HTTP, given its last ``Content-Type`` header value (None: none):
    the supplied MIME type (None: undefined) and the check-for-apache-bug flag."""
    if content_type is None:
        return None, False
    value = header_value_bytes(content_type, "supplied_mime_type", "content_type")
    return parse_mime_type_from_bytes(value), value in APACHE_BUG_VALUES


def header_value_bytes(value: object, function: str, parameter: str) -> bytes:
    """A header value given as bytes, or as a ``str`` of code points up to U+00FF (each one
    byte, as HTTP libraries decode header values); else the ``TypeError`` naming
    ``function``'s ``parameter`` (a code point above U+00FF cannot be in a header)."""
    if isinstance(value, str):
        try:
            return value.encode("latin-1")
        except UnicodeEncodeError as error:
            raise argument_error(
                function,
                parameter,
                value,
                f"a header value (a byte string: code point U+{ord(value[error.start]):04X} at"
                f" index {error.start} is above U+00FF)",
            ) from None
    return require_bytes(value, function, parameter, "a str or bytes-like header value")


def _record(mime_type: str) -> MIMETypeRecord:
    type, _, subtype = mime_type.partition("/")
    return MIMETypeRecord(type, subtype)


def _byte_sequence(value: bytes | bytearray | memoryview) -> bytes | bytearray | memoryview:
    """The bytes a bytes-like argument holds, as the algorithms index and slice them: a
    ``memoryview`` of rows or of items other than unsigned bytes (``"b"``, ``"c"``, ``"H"``,
    ...) read as its bytes in order, as ``bytes(view)`` reads them (a view of the same memory
    where it has no gaps); any other value as it is."""
    if type(value) is memoryview and (value.ndim != 1 or value.format != "B"):
        if value.c_contiguous:
            try:
                return value.cast("B")
            except (TypeError, ValueError):  # a format cast() does not take
                pass
        return value.tobytes()
    return value


def sniff(
    resource_header: bytes,
    supplied_type: MIMETypeLike | str | bytes | None = None,
    *,
    no_sniff: bool = False,
    check_for_apache_bug: bool | None = None,
    context: str = "browsing",
    supported: Callable[[MIMETypeRecord], bool] | None = None,
) -> MIMETypeRecord | None:
    """The computed MIME type of a resource
    (https://mimesniff.spec.whatwg.org/#mime-type-sniffing-algorithm, or the
    context-specific algorithm of ``context``).

    ``resource_header``: the resource's first bytes (only the first 1445 are read).
    ``supplied_type``: the supplied MIME type, as a record or as the last ``Content-Type``
    header value, which also sets the check-for-apache-bug flag as the supplied MIME type
    detection algorithm does (``check_for_apache_bug`` overrides it). ``supported``: whether
    the user agent supports an image, audio or video type (default: every one). Returns None
    where the computed MIME type is undefined (a style or script resource without one).
    """
    if not isinstance(context, str):
        raise argument_error("sniff", "context", context, "a str")
    if context not in SNIFFING_CONTEXTS:
        raise ValueError(
            f"sniff(): unknown context {context!r}; the contexts are {SNIFFING_CONTEXTS}"
        )
    if isinstance(resource_header, bytes | bytearray | memoryview):
        # (no copy of the rest; a view of rows or of items of several bytes: its bytes)
        header = bytes(_byte_sequence(resource_header)[:RESOURCE_HEADER_LENGTH])
    else:  # another buffer, or under Pyodide a JavaScript one
        header = require_bytes(resource_header, "sniff", "resource_header")[:RESOURCE_HEADER_LENGTH]
    apache_bug = False
    supplied: MIMETypeRecord | None
    if isinstance(supplied_type, str | bytes | bytearray | memoryview):
        value = header_value_bytes(supplied_type, "sniff", "supplied_type")
        supplied, apache_bug = supplied_mime_type(value)
    elif supplied_type is None:
        supplied = None
    else:
        supplied = as_record(supplied_type, "sniff", "supplied_type")
    if supported is not None and not callable(supported):
        raise argument_error("sniff", "supported", supported, "a callable or None")
    if check_for_apache_bug is not None:
        apache_bug = check_for_apache_bug
    if context == "browsing":
        return _mime_type_sniffing(header, supplied, no_sniff, apache_bug, supported)
    if context == "text track":
        return _record("text/vtt")
    if context == "cache manifest":
        return _record("text/cache-manifest")
    if context == "plugin":
        return _record("application/octet-stream") if supplied is None else supplied
    if context in ("style", "script"):
        return supplied
    if supplied is not None and is_xml_mime_type(supplied):
        return supplied
    match = {
        "image": match_image_type_pattern,
        "audio or video": match_audio_or_video_type_pattern,
        "font": match_font_type_pattern,
    }[context]
    matched = match(header)
    return _record(matched) if matched is not None else supplied


def _mime_type_sniffing(
    header: bytes,
    supplied: MIMETypeRecord | None,
    no_sniff: bool,
    check_for_apache_bug: bool,
    supported: Callable[[MIMETypeRecord], bool] | None,
) -> MIMETypeRecord:
    """https://mimesniff.spec.whatwg.org/#mime-type-sniffing-algorithm"""
    if supplied is not None and (is_xml_mime_type(supplied) or is_html_mime_type(supplied)):
        return supplied
    if supplied is None or supplied.essence in ("unknown/unknown", "application/unknown", "*/*"):
        return _record(identify_unknown_mime_type(header, sniff_scriptable=not no_sniff))
    if no_sniff:
        return supplied
    if check_for_apache_bug:
        return _record(distinguish_text_or_binary(header))
    if is_image_mime_type(supplied) and (supported is None or supported(supplied)):
        matched = match_image_type_pattern(header)
        if matched is not None:
            return _record(matched)
    if is_audio_or_video_mime_type(supplied) and (supported is None or supported(supplied)):
        matched = match_audio_or_video_type_pattern(header)
        if matched is not None:
            return _record(matched)
    return supplied
