"""A model of the HTML Standard's prescan, written from its steps: "prescan a byte stream to
determine its encoding"
(https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding),
"get an attribute" (#concept-get-attributes-when-sniffing) and the "algorithm for extracting a
character encoding from a meta element" (urls-and-fetching.html), one pointer moved one byte
at a time in the order the Standard numbers the steps. tests/html/test_prescan_spans.py proves
the library's prescan, which runs by spans (regular expressions over the 1,024-byte window),
equal to it.

Two algorithms of other sections come from the library, each proved on its own: getting an
encoding from a label (the Encoding Standard's table, tests/encoding) and "get an XML
encoding" (tests/html/test_encoding_sniffing_xml.py), which answers where no ``<meta`` does."""

from __future__ import annotations

from webapi.encoding import get_encoding
from webapi.html import get_xml_encoding

#: 0x09, 0x0A, 0x0C, 0x0D and 0x20.
_SPACES = b"\t\n\f\r "
#: What "get an encoding" gives for a label that names none: not null (no ``charset`` yet).
_FAILURE = "failure"


class _OutOfBytes(Exception):
    """The pointer went past the last byte of the window: the prescan found nothing."""


class _Pointer:
    """The position in the byte stream, and the byte at it."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.at = 0

    def byte(self) -> int:
        if self.at >= len(self.data):
            raise _OutOfBytes
        return self.data[self.at]

    def advance_to(self, wanted: bytes) -> None:
        """Move on to the next byte (this one included) that is one of ``wanted``."""
        while self.byte() not in wanted:
            self.at += 1


def _lowercased(byte: int) -> str:
    """The code point of ``byte``, 0x20 more for A-Z (the steps' "this converts to
    lowercase")."""
    return chr(byte + 0x20 if 0x41 <= byte <= 0x5A else byte)


def prescan(data: bytes, limit: int | None = 1024) -> str | None:
    """The encoding the prescan of ``data`` gives (its first ``limit`` bytes: the window a
    user agent scans), or None."""
    # "Prescan for UTF-16 XML declarations"
    if data.startswith(b"<\x00?\x00x\x00"):
        return "UTF-16LE"
    if data.startswith(b"\x00<\x00?\x00x"):
        return "UTF-16BE"
    pointer = _Pointer(data if limit is None else data[:limit])
    try:
        found = _loop(pointer)
    except _OutOfBytes:
        found = None
    return found if found is not None else get_xml_encoding(data)


def _loop(pointer: _Pointer) -> str | None:
    """The steps "Loop" and "Next byte": what the bytes at the pointer start decides."""
    data = pointer.data
    while pointer.at < len(data):
        ahead = data[pointer.at : pointer.at + 6]
        if ahead.startswith(b"<!--"):
            # To the first ">" after the "<" that two "-" precede (those of "<!--" count).
            pointer.at += 2
            while data[pointer.at : pointer.at + 3] != b"-->":
                pointer.byte()
                pointer.at += 1
            pointer.at += 2
        elif ahead[:5].lower() == b"<meta" and ahead[5:] and ahead[5] in _SPACES + b"/":
            pointer.at += 5  # at the space or "/" after "<meta"
            found = _meta(pointer)
            if found is not None:
                return found
        elif ahead[:1] == b"<" and _starts_a_tag_name(ahead[1:3]):
            pointer.advance_to(_SPACES + b">")
            while _get_an_attribute(pointer) is not None:
                pass
        elif ahead[:2] in (b"<!", b"</", b"<?"):
            pointer.at += 1
            pointer.advance_to(b">")
        pointer.at += 1  # "Next byte"
    return None


def _starts_a_tag_name(after: bytes) -> bool:
    """An ASCII letter, or "/" and an ASCII letter."""
    if after[:1] == b"/":
        after = after[1:]
    return after[:1].isalpha() and after[:1].isascii()


def _meta(pointer: _Pointer) -> str | None:
    """The steps of a ``<meta``: its attributes, then "Processing"; the encoding, or None to go
    on with the next byte."""
    attribute_list: list[str] = []
    got_pragma = False
    need_pragma: bool | None = None
    charset: str | None = None
    while (attribute := _get_an_attribute(pointer)) is not None:  # "Attributes"
        name, value = attribute
        if name in attribute_list:
            continue
        attribute_list.append(name)
        if name == "http-equiv":
            got_pragma = got_pragma or value == "content-type"
        elif name == "content":
            encoding = extract_encoding_from_meta(value)
            if encoding is not None and charset is None:
                charset, need_pragma = encoding, True
        elif name == "charset":
            charset, need_pragma = get_encoding(value) or _FAILURE, False
    # "Processing"
    if need_pragma is None or (need_pragma and not got_pragma) or charset in (None, _FAILURE):
        return None
    if charset in ("UTF-16BE", "UTF-16LE"):
        return "UTF-8"
    if charset == "x-user-defined":
        return "windows-1252"
    return charset


def _get_an_attribute(pointer: _Pointer) -> tuple[str, str] | None:
    """The steps of "get an attribute": its name and value (A-Z lowercased), the pointer left
    where the steps leave it; None where there is none (the pointer at ">")."""
    while pointer.byte() in _SPACES + b"/":  # step 1
        pointer.at += 1
    if pointer.byte() == 0x3E:  # step 2
        return None
    name = ""  # step 3
    while True:  # steps 4 and 5
        byte = pointer.byte()
        if byte == 0x3D and name:
            pointer.at += 1
            break  # to "Value"
        if byte in _SPACES:
            while pointer.byte() in _SPACES:  # "Spaces"
                pointer.at += 1
            if pointer.byte() != 0x3D:
                return name, ""
            pointer.at += 1
            break
        if byte in b"/>":
            return name, ""
        name += _lowercased(byte)
        pointer.at += 1
    while pointer.byte() in _SPACES:  # "Value"
        pointer.at += 1
    byte = pointer.byte()
    if byte in b"\"'":
        quote, value = byte, ""
        while True:  # "Quote loop"
            pointer.at += 1
            if pointer.byte() == quote:
                pointer.at += 1
                return name, value
            value += _lowercased(pointer.byte())
    if byte == 0x3E:
        return name, ""
    value = _lowercased(byte)
    pointer.at += 1
    while pointer.byte() not in _SPACES + b">":
        value += _lowercased(pointer.byte())
        pointer.at += 1
    return name, value


def extract_encoding_from_meta(s: str) -> str | None:
    """The algorithm for extracting a character encoding from a meta element: the encoding
    named after the first "charset" (any case) that "=" follows, or None."""
    spaces = "\t\n\f\r "
    folded = "".join(c.lower() if c.isascii() else c for c in s)
    position = 0
    while True:
        found = folded.find("charset", position)  # "Loop"
        if found < 0:
            return None
        position = found + 7
        while position < len(s) and s[position] in spaces:
            position += 1
        if position < len(s) and s[position] == "=":
            break
    position += 1
    while position < len(s) and s[position] in spaces:
        position += 1
    if position == len(s):
        return None
    if s[position] in "\"'":
        end = s.find(s[position], position + 1)
        return None if end < 0 else get_encoding(s[position + 1 : end])
    end = position
    while end < len(s) and s[end] not in spaces + ";":
        end += 1
    return get_encoding(s[position:end])
