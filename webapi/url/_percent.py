"""Percent-encoded bytes: the percent-encode sets, percent-encoding and decoding.

Spec: https://url.spec.whatwg.org/#percent-encoded-bytes

A percent-encode set is an immutable :class:`PercentEncodeSet`.  Encoding a
string with one works on the whole span at once: for ASCII text, deleting the
bytes the set keeps answers "is there anything to encode?" (usually not), and
``str.translate`` with a precomputed table of the 256 byte values does the
encoding of the text's UTF-8 bytes (as Latin-1 code points) when there is.
"""

from __future__ import annotations

import codecs
import re

from .._lazy import compiler, lazy_attribute

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

__all__ = [
    "APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET",
    "C0_CONTROL_PERCENT_ENCODE_SET",
    "COMPONENT_PERCENT_ENCODE_SET",
    "FRAGMENT_PERCENT_ENCODE_SET",
    "PATH_PERCENT_ENCODE_SET",
    "QUERY_PERCENT_ENCODE_SET",
    "SPECIAL_QUERY_PERCENT_ENCODE_SET",
    "USERINFO_PERCENT_ENCODE_SET",
    "PercentEncodeSet",
    "percent_decode",
    "percent_decode_string",
    "percent_encode_after_encoding",
    "percent_encode_byte",
    "utf8_percent_encode",
]

#: https://url.spec.whatwg.org/#percent-encode : "%" and two ASCII upper hex digits.
_BYTE_ENCODED = tuple(f"%{b:02X}" for b in range(256))


def percent_encode_byte(byte: int) -> str:
    """https://url.spec.whatwg.org/#percent-encode"""
    return _BYTE_ENCODED[byte]


_C0_AND_DELETE = frozenset([chr(c) for c in range(0x20)] + ["\x7f"])
_ASCII_BYTES = bytes(range(0x80))


def _scalar_values(s: str) -> str:
    """``s`` with each surrogate code point replaced by U+FFFD."""
    return "".join(["\ufffd" if "\ud800" <= c <= "\udfff" else c for c in s])


class PercentEncodeSet:
    """https://url.spec.whatwg.org/#percent-encode-set

    Every set in the standard contains all code points above U+007E, so a set
    is described by its ASCII members alone.
    """

    __slots__ = (
        "_byte_table",
        "_kept_bytes",
        "_needs_encoding",
        "_space_as_plus",
        "ascii_members",
        "name",
    )

    name: str
    ascii_members: frozenset[str]
    _needs_encoding: re.Pattern[str]
    _byte_table: list[str] | None

    def __init__(self, name: str, ascii_members: Iterable[str], space_as_plus: bool = False):
        self.name = name
        self.ascii_members = frozenset(ascii_members) | _C0_AND_DELETE
        # The ASCII bytes the set leaves alone: deleting them from an ASCII text's bytes
        # answers "anything to encode?" in one C call.
        self._kept_bytes = _ASCII_BYTES.translate(None, "".join(self.ascii_members).encode())
        self._space_as_plus = space_as_plus
        # Anything but the ASCII code points the set leaves alone (a negated
        # class compiles much faster than one spanning U+0080..U+10FFFF), compiled on first
        # use, not at import.
        pattern = f"[^{re.escape(self._kept_bytes.decode())}]"
        lazy_attribute(self, "_needs_encoding", compiler(pattern))
        self._byte_table = None  # built on first use (see _build_table)

    @property
    def kept_bytes(self) -> bytes:
        """The ASCII code points this set leaves alone, as bytes in ascending order."""
        return self._kept_bytes

    @property
    def byte_table(self) -> list[str]:
        """The ``str.translate`` table encoding the 256 byte values, as Latin-1 code points,
        with this set (an ASCII text is its own bytes)."""
        return self._byte_table or self._build_table()

    def _build_table(self) -> list[str]:
        table = [
            _BYTE_ENCODED[byte] if chr(byte) in self.ascii_members or byte > 0x7E else chr(byte)
            for byte in range(256)
        ]
        if self._space_as_plus:
            table[0x20] = "+"
        self._byte_table = table
        return table

    def __contains__(self, c: object) -> bool:
        return isinstance(c, str) and len(c) == 1 and (c in self.ascii_members or c > "\x7e")

    def __repr__(self) -> str:
        return f"<PercentEncodeSet {self.name}>"

    def encode(self, s: str) -> str:
        """UTF-8 percent-encode ``s`` with this set (space as plus when the set
        says so)."""
        if s.isascii():
            # Every set holds all code points above U+007E, so only ASCII text can be kept
            # as it is: when nothing is left after deleting the bytes the set leaves alone.
            if not s.encode().translate(None, self._kept_bytes):
                return s
            return s.translate(self._byte_table or self._build_table())
        # UTF-8 encode, then encode the bytes: as Latin-1 code points, translated with a
        # table of all 256 byte values.
        try:
            data = s.encode()
        except UnicodeEncodeError:
            # Lone surrogates are not scalar values; the public layer converts to USVString
            # first, so this only guards direct calls: treat them as U+FFFD.
            data = _scalar_values(s).encode()
        return data.decode("latin-1").translate(self._byte_table or self._build_table())

    def first_needing_encoding(self, s: str, start: int = 0) -> int:
        """Index of the first code point of ``s`` at or after ``start`` that this
        set encodes, or ``len(s)``."""
        m = self._needs_encoding.search(s, start)
        return len(s) if m is None else m.start()


def _ascii_range(first: str, last: str) -> str:
    return "".join(chr(c) for c in range(ord(first), ord(last) + 1))


#: https://url.spec.whatwg.org/#c0-control-percent-encode-set
C0_CONTROL_PERCENT_ENCODE_SET = PercentEncodeSet("C0 control", "")
#: https://url.spec.whatwg.org/#fragment-percent-encode-set
FRAGMENT_PERCENT_ENCODE_SET = PercentEncodeSet("fragment", ' "<>`')
#: https://url.spec.whatwg.org/#query-percent-encode-set
QUERY_PERCENT_ENCODE_SET = PercentEncodeSet("query", ' "#<>')
#: https://url.spec.whatwg.org/#special-query-percent-encode-set
SPECIAL_QUERY_PERCENT_ENCODE_SET = PercentEncodeSet("special-query", " \"#<>'")
#: https://url.spec.whatwg.org/#path-percent-encode-set
PATH_PERCENT_ENCODE_SET = PercentEncodeSet("path", ' "#<>?^`{}')
#: https://url.spec.whatwg.org/#userinfo-percent-encode-set
USERINFO_PERCENT_ENCODE_SET = PercentEncodeSet(
    "userinfo", ' "#<>?^`{}' + "/:;=@" + _ascii_range("[", "]") + "|"
)
#: https://url.spec.whatwg.org/#component-percent-encode-set
COMPONENT_PERCENT_ENCODE_SET = PercentEncodeSet(
    "component", USERINFO_PERCENT_ENCODE_SET.ascii_members | set(_ascii_range("$", "&") + "+,")
)
#: https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set
#: (all code points but ASCII alphanumerics, ``*-._``).
APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET = PercentEncodeSet(
    "application/x-www-form-urlencoded",
    COMPONENT_PERCENT_ENCODE_SET.ascii_members | set("!" + _ascii_range("'", ")") + "~"),
    space_as_plus=True,
)
assert APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET._kept_bytes == (
    b"*-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
)  # the ASCII alphanumerics and *-._


def utf8_percent_encode(s: str, percent_encode_set: PercentEncodeSet) -> str:
    """https://url.spec.whatwg.org/#string-utf-8-percent-encode (also serves
    https://url.spec.whatwg.org/#utf-8-percent-encode for a single code point)."""
    return percent_encode_set.encode(s)


def percent_encode_after_encoding(
    encoding: str, s: str, percent_encode_set: PercentEncodeSet
) -> str:
    """https://url.spec.whatwg.org/#string-percent-encode-after-encoding

    ``encoding`` is an encoding name as returned by
    :func:`webapi.encoding.get_encoding`.
    """
    if encoding == "UTF-8":
        return percent_encode_set.encode(s)
    from webapi.encoding import encode_or_fail_chunks  # only legacy encodings need it

    space_as_plus = percent_encode_set is APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET
    members = percent_encode_set.ascii_members
    output: list[str] = []
    for chunk in encode_or_fail_chunks(encoding, s):
        if isinstance(chunk, int):
            # "append "%26%23", followed by the shortest sequence of ASCII digits
            # representing potentialError in base ten, followed by "%3B""
            output.append(f"%26%23{chunk}%3B")
            continue
        for byte in chunk:
            if space_as_plus and byte == 0x20:
                output.append("+")
            elif byte < 0x80 and chr(byte) not in members:
                output.append(chr(byte))
            else:
                output.append(_BYTE_ENCODED[byte])
    return "".join(output)


#: The "unicode_escape" codec's decoder, looked up on first use (the lookup imports its module).
_unicode_escape_decode: Callable[..., tuple[str, int]] | None = None


def _unicode_escape_decoder() -> Callable[..., tuple[str, int]]:
    global _unicode_escape_decode
    _unicode_escape_decode = codecs.getdecoder("unicode_escape")
    return _unicode_escape_decode


#: Two hex digits (as bytes) -> the byte they encode; built on first use.
_HEX_PAIR: dict[bytes, bytes] = {}


def _hex_pairs() -> dict[bytes, bytes]:
    if not _HEX_PAIR:
        digits = "0123456789ABCDEFabcdef"
        _HEX_PAIR.update({(a + b).encode(): bytes.fromhex(a + b) for a in digits for b in digits})
    return _HEX_PAIR


#: Bytes decoded at a time by :func:`percent_decode` (a window ends just before a "%").
_DECODE_WINDOW = 1 << 14


def percent_decode(data: bytes) -> bytes:
    """https://url.spec.whatwg.org/#percent-decode

    A ``%`` not followed by two ASCII hex digits stays as it is. ``data`` is any bytes-like
    object (under Pyodide a JavaScript buffer too).

    Each "%" looks at the two bytes after it only ("If byte is 0x25 (%) and the next two
    bytes after byte in input are ASCII hex digits ..."), so the decoding of ``data`` is the
    concatenation of the decodings of pieces cut just before a "%". Long input is decoded in
    pieces of about ``_DECODE_WINDOW`` bytes: each piece's list of parts stays small enough
    for the CPU caches, and time stays linear in the length of ``data`` (with one list for
    all of ``data``, 10x the input took about 14x the time here).
    """
    if type(data) is not bytes:
        from webapi._webidl import require_bytes

        data = require_bytes(data, "percent_decode", "data", "bytes")
    if b"%" not in data:
        return data
    # Where every "%" starts a percent-encoded byte, they are what "\xHH" escapes are to the
    # "unicode_escape" codec, which decodes the other bytes as Latin-1, that is, as themselves
    # (its own escape character, "\", is escaped first). It raises on a "%" that is not, and
    # the pieces below decode such text.
    try:
        if b"\\" in data:
            escaped = data.replace(b"\\", b"\\\\").replace(b"%", b"\\x")
        else:
            escaped = data.replace(b"%", b"\\x")
        decode = _unicode_escape_decode or _unicode_escape_decoder()
        return decode(escaped)[0].encode("latin-1")
    except UnicodeDecodeError:
        pass
    size = len(data)
    if size <= _DECODE_WINDOW:
        return _percent_decode_piece(data)
    pieces: list[bytes] = []
    start = 0
    while start < size:
        cut = data.find(b"%", start + _DECODE_WINDOW)
        if cut == -1:
            cut = size
        pieces.append(_percent_decode_piece(data[start:cut]))
        start = cut
    return b"".join(pieces)


def _percent_decode_piece(data: bytes) -> bytes:
    """:func:`percent_decode` on one piece: split at every "%", each part after one starts
    with the two hex digits it decodes (then kept as their byte) or not (then "%" stays)."""
    parts = data.split(b"%")
    hex_pair = _HEX_PAIR or _hex_pairs()
    output = [parts[0]]
    for part in parts[1:]:
        decoded = hex_pair.get(part[:2])
        if decoded is None:
            output.append(b"%")
            output.append(part)
        else:
            output.append(decoded)
            output.append(part[2:])
    return b"".join(output)


def percent_decode_string(s: str) -> bytes:
    """https://url.spec.whatwg.org/#string-percent-decode"""
    if not isinstance(s, str):
        from webapi._webidl import argument_error

        raise argument_error("percent_decode_string", "s", s, "a str")
    return percent_decode(s.encode("utf-8", "surrogatepass"))
