"""The MIME Sniffing Standard's byte-pattern tables, row for row in the standard's order.

Spec: https://mimesniff.spec.whatwg.org/#matching-a-mime-type-pattern

A row is (byte pattern, pattern mask, leading bytes to be ignored, MIME type). The pattern
"TT" (a tag-terminating byte, 0x20 or 0x3E) ends some rows of the unknown-type table: those
patterns end in ``None`` there, matched by :func:`webapi.mimesniff._sniffing.pattern_matching`.
``tests/mimesniff/test_sniffing.py`` reads every table out of mimesniff.bs and compares.
"""

from __future__ import annotations

import re

__all__ = [
    "APACHE_BUG_VALUES",
    "ARCHIVE_PATTERNS",
    "AUDIO_OR_VIDEO_PATTERNS",
    "FONT_PATTERNS",
    "IMAGE_PATTERNS",
    "SCRIPTABLE_PATTERNS",
    "TEXT_OR_BINARY_PATTERNS",
    "WHITESPACE_BYTES",
    "Row",
]

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import TypeAlias

    Row: TypeAlias = tuple[tuple[int | None, ...], bytes, bytes, str]
else:
    Row = tuple

#: https://mimesniff.spec.whatwg.org/#whitespace-byte (0xWS): "Whitespace bytes." in a table.
WHITESPACE_BYTES = b"\t\n\x0c\r "
_NONE = b""


def _row(pattern: str, mask: str, ignored: bytes, mime_type: str) -> Row:
    """A row from the standard's hexadecimal columns ("TT" is a tag-terminating byte)."""
    values = tuple(None if byte == "TT" else int(byte, 16) for byte in pattern.split())
    return (values, bytes.fromhex(mask), ignored, mime_type)


def _table(rows: str) -> tuple[Row, ...]:
    """The rows of a table written as the standard's columns "Byte Pattern", "Pattern Mask" and
    the MIME type identified, one row a line, the columns two spaces or more apart (the column
    "Leading Bytes to Be Ignored" is "None." in each of them)."""
    table = []
    for line in rows.strip().splitlines():
        pattern, mask, mime_type = re.split(r"\s{2,}", line)
        table.append(_row(pattern, mask, _NONE, mime_type))
    return tuple(table)


def _html(tag: str) -> Row:
    """A row of "the case-insensitive string <TAG followed by a tag-terminating byte"."""
    pattern = " ".join(f"{ord(c):02X}" for c in "<" + tag) + " TT"
    mask = " ".join("DF" if c.isalpha() else "FF" for c in "<" + tag) + " FF"
    return _row(pattern, mask, WHITESPACE_BYTES, "text/html")


#: The supplied MIME type detection algorithm's Content-Type values of the Apache bug.
APACHE_BUG_VALUES = frozenset(
    {
        b"text/plain",
        b"text/plain; charset=ISO-8859-1",
        b"text/plain; charset=iso-8859-1",
        b"text/plain; charset=UTF-8",
    }
)

#: https://mimesniff.spec.whatwg.org/#image-type-pattern-matching-algorithm
IMAGE_PATTERNS = _table("""
00 00 01 00                                FF FF FF FF                                image/x-icon
00 00 02 00                                FF FF FF FF                                image/x-icon
42 4D                                      FF FF                                      image/bmp
47 49 46 38 37 61                          FF FF FF FF FF FF                          image/gif
47 49 46 38 39 61                          FF FF FF FF FF FF                          image/gif
52 49 46 46 00 00 00 00 57 45 42 50 56 50  FF FF FF FF 00 00 00 00 FF FF FF FF FF FF  image/webp
89 50 4E 47 0D 0A 1A 0A                    FF FF FF FF FF FF FF FF                    image/png
FF D8 FF                                   FF FF FF                                   image/jpeg
""")

#: https://mimesniff.spec.whatwg.org/#audio-or-video-type-pattern-matching-algorithm (the
#: table; the MP4, WebM and MP3 signatures follow it in the algorithm).
AUDIO_OR_VIDEO_PATTERNS = _table("""
46 4F 52 4D 00 00 00 00 41 49 46 46  FF FF FF FF 00 00 00 00 FF FF FF FF  audio/aiff
49 44 33                             FF FF FF                             audio/mpeg
4F 67 67 53 00                       FF FF FF FF FF                       application/ogg
4D 54 68 64 00 00 00 06              FF FF FF FF FF FF FF FF              audio/midi
52 49 46 46 00 00 00 00 41 56 49 20  FF FF FF FF 00 00 00 00 FF FF FF FF  video/avi
52 49 46 46 00 00 00 00 57 41 56 45  FF FF FF FF 00 00 00 00 FF FF FF FF  audio/wave
""")

#: https://mimesniff.spec.whatwg.org/#font-type-pattern-matching-algorithm
FONT_PATTERNS: tuple[Row, ...] = (
    _row(
        " ".join(["00"] * 34 + ["4C", "50"]),
        " ".join(["00"] * 34 + ["FF", "FF"]),
        _NONE,
        "application/vnd.ms-fontobject",
    ),
    *_table("""
00 01 00 00  FF FF FF FF  font/ttf
4F 54 54 4F  FF FF FF FF  font/otf
74 74 63 66  FF FF FF FF  font/collection
77 4F 46 46  FF FF FF FF  font/woff
77 4F 46 32  FF FF FF FF  font/woff2
"""),
)

#: https://mimesniff.spec.whatwg.org/#archive-type-pattern-matching-algorithm
ARCHIVE_PATTERNS = _table("""
1F 8B 08              FF FF FF              application/x-gzip
50 4B 03 04           FF FF FF FF           application/zip
52 61 72 21 1A 07 00  FF FF FF FF FF FF FF  application/x-rar-compressed
""")

#: https://mimesniff.spec.whatwg.org/#rules-for-identifying-an-unknown-mime-type, step 1 (the
#: scriptable types, with the sniff-scriptable flag).
SCRIPTABLE_PATTERNS: tuple[Row, ...] = (
    _html("!DOCTYPE HTML"),
    _html("HTML"),
    _html("HEAD"),
    _html("SCRIPT"),
    _html("IFRAME"),
    _html("H1"),
    _html("DIV"),
    _html("FONT"),
    _html("TABLE"),
    _html("A"),
    _html("STYLE"),
    _html("TITLE"),
    _html("B"),
    _html("BODY"),
    _html("BR"),
    _html("P"),
    _row("3C 21 2D 2D TT", "FF FF FF FF FF", WHITESPACE_BYTES, "text/html"),
    _row("3C 3F 78 6D 6C", "FF FF FF FF FF", WHITESPACE_BYTES, "text/xml"),
    _row("25 50 44 46 2D", "FF FF FF FF FF", _NONE, "application/pdf"),
)

#: https://mimesniff.spec.whatwg.org/#rules-for-identifying-an-unknown-mime-type, step 2.
TEXT_OR_BINARY_PATTERNS = _table("""
25 21 50 53 2D 41 64 6F 62 65 2D  FF FF FF FF FF FF FF FF FF FF FF  application/postscript
FE FF 00 00                       FF FF 00 00                       text/plain
FF FE 00 00                       FF FF 00 00                       text/plain
EF BB BF 00                       FF FF FF 00                       text/plain
""")
