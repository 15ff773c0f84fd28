"""Determining the character encoding of an HTML document.

Spec: https://html.spec.whatwg.org/multipage/parsing.html#determining-the-character-encoding
("encoding sniffing algorithm"), #prescan-a-byte-stream-to-determine-its-encoding,
#concept-get-attributes-when-sniffing ("get an attribute"),
https://html.spec.whatwg.org/multipage/urls-and-fetching.html#algorithm-for-extracting-a-character-encoding-from-a-meta-element
and #changing-the-encoding-while-parsing.

Bytes are handled as Latin-1 strings (one code point per byte) so that ``re`` and ``str``
methods find the spec's byte patterns in one call each.
"""

from __future__ import annotations

import re
from typing import Literal, NamedTuple

from webapi._webidl import argument_error, require_str
from webapi.encoding import bom_sniff, document_encoding, get_decoder, get_encoding

__all__ = [
    "DecodedHTML",
    "SniffResult",
    "decode_html",
    "extract_encoding_from_meta",
    "get_an_attribute",
    "get_xml_encoding",
    "prescan",
    "sniff_encoding",
]

Confidence = Literal["certain", "tentative"]


class SniffResult(NamedTuple):
    """An encoding (its name, as ``get_encoding`` returns it) and the confidence."""

    encoding: str
    confidence: Confidence


class DecodedHTML(NamedTuple):
    """A document's text and the encoding's name it was decoded with."""

    text: str
    encoding: str


_WHITESPACE = "\t\n\f\r "
_ASCII_UPPER = {c: c + 0x20 for c in range(0x41, 0x5B)}
#: "<meta" followed by a space or slash, ASCII case-insensitively.
_META = re.compile(r"<meta[\t\n\f\r /]", re.IGNORECASE)
_TAG = re.compile(r"</?[A-Za-z]")
_TAG_NAME_END = re.compile(r"[\t\n\f\r >]")
_CHARSET = re.compile(r"charset", re.IGNORECASE)

#: The number of bytes the prescan looks at ("when 1024 bytes have been read").
PRESCAN_LIMIT = 1024


class _End(Exception):
    """The prescan ran out of bytes."""


class _Stream:
    __slots__ = ("data", "position")

    def __init__(self, data: str) -> None:
        self.data = data
        self.position = 0

    def byte(self) -> str:
        if self.position >= len(self.data):
            raise _End
        return self.data[self.position]


def get_an_attribute(stream: _Stream) -> tuple[str, str] | None:
    """https://html.spec.whatwg.org/multipage/parsing.html#concept-get-attributes-when-sniffing
    (None: no attribute)."""
    data = stream.data
    # 1. skip whitespace and "/"
    while stream.byte() in "\t\n\f\r /":
        stream.position += 1
    # 2.
    if stream.byte() == ">":
        return None
    name: list[str] = []
    value: list[str] = []
    # 4. the attribute name
    while True:
        c = stream.byte()
        if c == "=" and name:
            stream.position += 1
            break
        if c in _WHITESPACE:
            # 5. spaces: "=" may follow
            while stream.byte() in _WHITESPACE:
                stream.position += 1
            if stream.byte() != "=":
                return "".join(name), ""
            stream.position += 1
            break
        if c in "/>":
            return "".join(name), ""
        name.append(c)
        stream.position += 1
    # 6. skip whitespace
    while stream.byte() in _WHITESPACE:
        stream.position += 1
    # 7. the value
    c = stream.byte()
    if c in "\"'":
        end = data.find(c, stream.position + 1)
        if end < 0:
            raise _End
        value.append(data[stream.position + 1 : end])
        stream.position = end + 1
        return _lower("".join(name)), _lower("".join(value))
    if c == ">":
        return _lower("".join(name)), ""
    value.append(c)
    stream.position += 1
    # 8. an unquoted value runs to whitespace or ">"
    while (c := stream.byte()) not in "\t\n\f\r >":
        value.append(c)
        stream.position += 1
    return _lower("".join(name)), _lower("".join(value))


def _bytes(value: object, function: str) -> bytes:
    """Any bytes-like ``value`` as ``bytes``; else the ``TypeError`` naming ``function``."""
    if isinstance(value, bytes):
        return value
    try:
        return memoryview(value).tobytes()  # type: ignore[arg-type]
    except TypeError:
        raise argument_error(function, "data", value, "a bytes-like object") from None


def _content_type(value: object, function: str) -> str | None:
    return None if value is None else require_str(value, function, "content_type")


def _default_encoding(value: object, function: str) -> str:
    """The encoding a ``default=`` argument names: an Encoding Standard label or a Python
    codec name, as :func:`~webapi.encoding.document_encoding` takes it (``LookupError`` for
    an unknown one; ``TypeError`` for what is not a ``str``). None is the argument left out:
    windows-1252, the default of "all other locales" in the standard's table."""
    if value is None:
        return "windows-1252"
    return document_encoding(require_str(value, function, "default"))


def _lower(s: str) -> str:
    return s.translate(_ASCII_UPPER)


def extract_encoding_from_meta(content: str) -> str | None:
    """https://html.spec.whatwg.org/multipage/urls-and-fetching.html#algorithm-for-extracting-a-character-encoding-from-a-meta-element"""
    content = require_str(content, "extract_encoding_from_meta", "content")
    position = 0
    n = len(content)
    while True:
        found = _CHARSET.search(content, position)
        if found is None:
            return None
        position = found.end()
        while position < n and content[position] in _WHITESPACE:
            position += 1
        if position >= n or content[position] != "=":
            continue  # "move position to point just before that next character"
        position += 1
        while position < n and content[position] in _WHITESPACE:
            position += 1
        if position >= n:
            return None
        c = content[position]
        if c in "\"'":
            end = content.find(c, position + 1)
            if end < 0:
                return None
            return get_encoding(content[position + 1 : end])
        end = position
        while end < n and content[end] not in "\t\n\f\r ;":
            end += 1
        return get_encoding(content[position:end])


def prescan(data: bytes, limit: int | None = PRESCAN_LIMIT) -> str | None:
    """https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding
    with the end condition "``limit`` bytes read" (None: none): the encoding's name, or None
    for failure.

    Step 2 first: a stream that starts with ``<?x`` in UTF-16 is UTF-16LE or UTF-16BE. Where
    the ``<meta>`` loop runs out of bytes or reaches the end condition, the result is "get an
    XML encoding" applied to the same bytes, ``data`` (the declaration may end past
    ``limit``, as in html-encoding-sniffer 7)."""
    data = _bytes(data, "prescan")
    # 2. "Prescan for UTF-16 XML declarations"
    if data.startswith(b"<\x00?\x00x\x00"):
        return "UTF-16LE"
    if data.startswith(b"\x00<\x00?\x00x"):
        return "UTF-16BE"
    text = (data[:limit] if limit is not None else data).decode("latin-1")
    stream = _Stream(text)
    try:
        found = _prescan(stream)
    except _End:
        found = None
    return found if found is not None else get_xml_encoding(data)


#: "less than or equal to 0x20 (i.e., it is either an ASCII space or control character)"
_XML_SPACE = bytes(range(0x21))


def get_xml_encoding(data: bytes) -> str | None:
    """https://html.spec.whatwg.org/multipage/parsing.html#concept-get-xml-encoding-when-sniffing:
    the encoding an XML declaration (``<?xml ... encoding="..."``) at the start of ``data``
    names (UTF-16BE/LE as UTF-8), or None for failure."""
    data = _bytes(data, "get_xml_encoding")
    # 1.-2. "<?xml" at the start of the stream
    if not data.startswith(b"<?xml"):
        return None
    # 3. xmlDeclarationEnd: the next ">"
    declaration_end = data.find(b">")
    if declaration_end < 0:
        return None
    # 4.-5. the first "encoding" before xmlDeclarationEnd, and past its "g"
    position = data.find(b"encoding", 0, declaration_end)
    if position < 0 or position + 8 > declaration_end:
        return None
    position += 8
    # 6.-8. bytes up to 0x20, "=" (the ">" stops both loops before the end of data)
    while data[position] in _XML_SPACE:
        position += 1
    if data[position] != 0x3D:
        return None
    position += 1
    # 9.-12. bytes up to 0x20, then a quote mark
    while data[position] in _XML_SPACE:
        position += 1
    quote_mark = data[position]
    if quote_mark not in b"\"'":
        return None
    position += 1
    # 13.-14. up to the next quote mark (which may lie past xmlDeclarationEnd)
    end = data.find(bytes((quote_mark,)), position)
    if end < 0:
        return None
    potential_encoding = data[position:end]
    # 15. no byte 0x20 or below
    if potential_encoding.translate(None, _XML_SPACE) != potential_encoding:
        return None
    # 16.-18.
    encoding = get_encoding(potential_encoding.decode("latin-1"))
    if encoding in ("UTF-16BE", "UTF-16LE"):
        return "UTF-8"
    return encoding


def _prescan(stream: _Stream) -> str | None:
    data = stream.data
    n = len(data)
    while stream.position < n:
        position = stream.position
        lt = data.find("<", position)
        if lt < 0:
            return None
        stream.position = position = lt
        if data.startswith("<!--", position):
            end = data.find("-->", position + 2)
            if end < 0:
                return None
            stream.position = end + 2
        elif _META.match(data, position):
            stream.position = position + 6
            found = _meta(stream)
            if found is not None:
                return found
            continue  # the byte after the meta's attributes: "next byte" below would skip it
        elif _TAG.match(data, position):
            name_end = _TAG_NAME_END.search(data, position)
            if name_end is None:
                return None
            stream.position = name_end.start()
            while get_an_attribute(stream) is not None:
                pass
            continue
        elif data.startswith(("<!", "</", "<?"), position):
            end = data.find(">", position + 2)
            if end < 0:
                return None
            stream.position = end
        stream.position += 1
    return None


def _meta(stream: _Stream) -> str | None:
    """The steps for a ``<meta`` (from its first attribute on); the encoding or None."""
    names: set[str] = set()
    got_pragma = False
    need_pragma: bool | None = None
    charset: str | None = None
    while (attribute := get_an_attribute(stream)) is not None:
        name, value = attribute
        if name in names:
            continue
        names.add(name)
        if name == "http-equiv":
            if value == "content-type":
                got_pragma = True
        elif name == "content":
            encoding = extract_encoding_from_meta(value)
            if encoding is not None and charset is None:
                charset = encoding
                need_pragma = True
        elif name == "charset":
            charset = get_encoding(value) or ""
            need_pragma = False
    if need_pragma is None or (need_pragma and not got_pragma) or not charset:
        return None
    if charset in ("UTF-16BE", "UTF-16LE"):
        return "UTF-8"
    if charset == "x-user-defined":
        return "windows-1252"
    return charset


def _transport_encoding(content_type: str | None) -> str | None:
    if content_type is None:
        return None
    from webapi.fetch import extract_mime_type, legacy_extract_an_encoding

    mime_type = extract_mime_type([("Content-Type", content_type)])
    found = legacy_extract_an_encoding(mime_type, "")
    return found or None


def sniff_encoding(
    data: bytes, content_type: str | None = None, *, default: str | None = "windows-1252"
) -> SniffResult:
    """https://html.spec.whatwg.org/multipage/parsing.html#encoding-sniffing-algorithm:
    a byte order mark, then the transport layer's charset (``content_type``, a
    ``Content-Type`` header value, through Fetch's "legacy extract an encoding"), both
    certain; then the prescan of the first 1,024 bytes, then ``default``, tentative.

    ``default`` is an Encoding Standard label or a Python codec name, as
    :func:`~webapi.encoding.document_encoding` takes it: an unknown one raises
    ``LookupError`` (whether or not it would have been used)."""
    data = _bytes(data, "sniff_encoding")
    content_type = _content_type(content_type, "sniff_encoding")
    default_encoding = _default_encoding(default, "sniff_encoding")
    bom = bom_sniff(data[:3])
    if bom is not None:
        return SniffResult(bom, "certain")
    transport = _transport_encoding(content_type)
    if transport is not None:
        return SniffResult(transport, "certain")
    found = prescan(data)
    if found is not None:
        return SniffResult(found, "tentative")
    return SniffResult(default_encoding, "tentative")


def decode_html(
    data: bytes, content_type: str | None = None, *, default: str | None = "windows-1252"
) -> DecodedHTML:
    """The text a browser's document holds for ``data``, and the encoding's name (both
    :func:`resolve` and :func:`encoding_parse` take the result as their ``encoding``).

    After :func:`sniff_encoding`, a tentative encoding meets
    https://html.spec.whatwg.org/multipage/parsing.html#changing-the-encoding-while-parsing:
    a ``<meta>`` found past the first 1,024 bytes (the same prescan over the whole document,
    standing in for the tokenizer) changes it and the document is decoded again. A BOM is
    removed, as the standard's decode does.
    """
    data = _bytes(data, "decode_html")
    content_type = _content_type(content_type, "decode_html")
    _default_encoding(default, "decode_html")
    encoding, confidence = sniff_encoding(data, content_type, default=default)
    if confidence == "tentative" and len(data) > PRESCAN_LIMIT:
        late = prescan(data, None)
        # "If the encoding that is already being used ... is UTF-16BE/LE, set the confidence
        # to certain and return"; a new UTF-16 encoding is UTF-8, x-user-defined
        # windows-1252 (prescan did both).
        if late is not None and encoding not in ("UTF-16BE", "UTF-16LE"):
            encoding = late
    bom = bom_sniff(data[:3])
    if bom is not None:
        data = data[3 if bom == "UTF-8" else 2 :]
    return DecodedHTML(get_decoder(encoding).decode(data, True), encoding)
