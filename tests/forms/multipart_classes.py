"""Every known way Node 26's undici writes or reads multipart/form-data differently from webapi,
which follows the HTML Standard for writing (as Chromium does) and RFC 7578 / RFC 2046 where
undici's parser departs from them (docs/fetch-objects.md lists them for users).

Each class has a detector (does it explain this difference?) and a minimal witness that
``test_multipart_classes.py`` runs through Node (the difference must still occur) and webapi.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from webapi.fileapi.engine import FileImpl


@dataclass(frozen=True)
class EncodingDeparture:
    name: str
    summary: str
    #: Whether webapi's body, changed as undici writes, is undici's (given the entry list).
    explains: Callable[[list[Any], bytes, bytes], bool]


def _empty_filename_omitted(entry_list: list[Any], ours: bytes, theirs: bytes) -> bool:
    if not any(isinstance(value, FileImpl) and value.name == "" for _, value in entry_list):
        return False
    return ours.replace(b'"; filename=""\r\nContent-Type: ', b'"\r\nContent-Type: ') == theirs


ENCODING_CLASSES = [
    EncodingDeparture(
        "undici-empty-filename-omitted",
        "A File whose name is empty gets no filename parameter from undici (it tests the name's"
        ' truthiness); Chromium writes filename="" as the HTML Standard has every file part'
        " carry its filename.",
        _empty_filename_omitted,
    ),
]


def explain_encoding(entry_list: list[Any], ours: bytes, theirs: bytes) -> str | None:
    """The name of the class that explains undici's body ``theirs``, or None."""
    for departure in ENCODING_CLASSES:
        if departure.explains(entry_list, ours, theirs):
            return departure.name
    return None


@dataclass(frozen=True)
class ParsingDeparture:
    name: str
    summary: str
    #: Whether it explains the difference: (body, boundary, webapi's outcome, undici's).
    explains: Callable[[bytes, str, Any, Any], bool]
    #: A minimal body that shows it (its boundary ``BOUNDARY``, or ``é`` for the last class).
    witness: bytes
    #: webapi's outcome and undici's on the witness ("TypeError", "URIError" or the entries).
    ours: Any
    theirs: Any
    #: The body without what the class is about (None: the detector is exact): undici must
    #: then read it as webapi does, which the differential checks.
    repair: Callable[[bytes, str], bytes] | None = None


def _failed(outcome: Any) -> bool:
    return isinstance(outcome, str)


def _boundary_text_in_part(body: bytes, boundary: str, ours: Any, theirs: Any) -> bool:
    """undici failed and webapi did not, and the boundary's text occurs in the body other than
    right after CR LF "--" (where undici ends a part at it)."""
    if not _failed(theirs) or _failed(ours):
        return False
    text = boundary.encode("latin-1")
    first = body.find(b"--" + text)
    return any(
        body[match.start() - 4 : match.start()] != b"\r\n--"
        for match in re.finditer(re.escape(text), body)
        if match.start() > first + 2
    )


def _without_boundary_text_in_parts(body: bytes, boundary: str) -> bytes:
    """Each occurrence of the boundary's text that does not follow CR LF "--" (other than the
    first "--" boundary) written over with 0x01 bytes."""
    text = boundary.encode("latin-1")
    first = body.find(b"--" + text)
    data = bytearray(body)
    for match in re.finditer(re.escape(text), body):
        if match.start() > first + 2 and body[match.start() - 4 : match.start()] != b"\r\n--":
            data[match.start() : match.end()] = b"\x01" * len(text)
    return bytes(data)


def _without_backticks_in_header_names(body: bytes, boundary: str) -> bytes:
    return re.sub(rb"\r\n[^\r\n:]*`[^\r\n:]*:", lambda m: m[0].replace(b"`", b"q"), body)


def _backtick_in_header_name(body: bytes, boundary: str, ours: Any, theirs: Any) -> bool:
    if not _failed(theirs) or _failed(ours):
        return False
    return re.search(rb"\r\n[^\r\n:]*`[^\r\n:]*:", body) is not None


def _non_ascii_boundary(body: bytes, boundary: str, ours: Any, theirs: Any) -> bool:
    return not boundary.isascii() and _failed(theirs) and not _failed(ours)


def _uri_error(body: bytes, boundary: str, ours: Any, theirs: Any) -> bool:
    return ours == "TypeError" and theirs == "URIError"


PARSING_CLASSES = [
    ParsingDeparture(
        "undici-boundary-text-in-part",
        "undici ends a part at the first occurrence of the boundary's text after its headers"
        " and fails unless CR LF '--' precedes it; RFC 2046's delimiter is CR LF '--' and the"
        " boundary, so a value holding the boundary's text elsewhere is content (webapi reads"
        " it).",
        _boundary_text_in_part,
        b'--BOUNDARY\r\nContent-Disposition: form-data; name="a"\r\n\r\nxBOUNDARY\r\n'
        b"--BOUNDARY--\r\n",
        [["a", "xBOUNDARY"]],
        "TypeError",
        _without_boundary_text_in_parts,
    ),
    ParsingDeparture(
        "undici-token-without-backtick",
        "undici's header-name pattern leaves '`' out of the HTTP token characters; RFC 9110's"
        " tchar (and the Fetch Standard's header name) has it, so a part header such as"
        " 'X-`: 1' is a header webapi skips and undici a failure.",
        _backtick_in_header_name,
        b'--BOUNDARY\r\nX-`: 1\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n'
        b"--BOUNDARY--\r\n",
        [["a", "v"]],
        "TypeError",
        _without_backticks_in_header_names,
    ),
    ParsingDeparture(
        "undici-uri-error",
        "A filename* or name* value whose percent-encoding is not UTF-8 makes undici's"
        " formData() reject with decodeURIComponent's URIError; the Fetch Standard says a body"
        " that fails to parse is a TypeError (webapi's).",
        _uri_error,
        b"--BOUNDARY\r\nContent-Disposition: form-data; name=\"a\"; filename*=utf-8''%FF\r\n"
        b"\r\nv\r\n--BOUNDARY--\r\n",
        "TypeError",
        "URIError",
    ),
    ParsingDeparture(
        "undici-non-latin1-boundary",
        "A boundary parameter with a byte above 0x7F (isomorphic decoded from the header, as"
        " every header value) is UTF-8 encoded by undici to search the body, so the body's own"
        " bytes never match; webapi searches for the header's bytes.",
        _non_ascii_boundary,
        b'--\xe9\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--\xe9--\r\n',
        [["a", "v"]],
        "TypeError",
    ),
]


def explain_parsing(body: bytes, boundary: str, ours: Any, theirs: Any) -> list[ParsingDeparture]:
    """The classes that may explain undici's outcome ``theirs`` (those with a repair only once
    undici reads the body repaired by all of them as webapi does: the differential checks)."""
    return [c for c in PARSING_CLASSES if c.explains(body, boundary, ours, theirs)]
