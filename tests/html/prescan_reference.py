"""The prescan step by step, one byte at a time, as the HTML Standard writes it
(https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding
and #concept-get-attributes-when-sniffing): the reference the library's prescan, which runs by
spans (regular expressions over the 1,024-byte window), is proved equal to in
tests/html/test_prescan_spans.py. (webapi 5ce1ee5's library code, with one fix: "get an
attribute" lowercases the attribute's name on every path, as its step 4 does.)"""

from __future__ import annotations

import re

from webapi.encoding import get_encoding
from webapi.html import extract_encoding_from_meta, get_xml_encoding

_WHITESPACE = "\t\n\f\r "
_ASCII_UPPER = {c: c + 0x20 for c in range(0x41, 0x5B)}
_META = re.compile(r"<meta[\t\n\f\r /]", re.IGNORECASE)
_TAG = re.compile(r"</?[A-Za-z]")
_TAG_NAME_END = re.compile(r"[\t\n\f\r >]")


def _lower(s: str) -> str:
    return s.translate(_ASCII_UPPER)


def prescan(data: bytes, limit: int | None = 1024) -> str | None:
    """The prescan of ``data`` (its first ``limit`` bytes), step by step."""
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
                return _lower("".join(name)), ""
            stream.position += 1
            break
        if c in "/>":
            return _lower("".join(name)), ""
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
