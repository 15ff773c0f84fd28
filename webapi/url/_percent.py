"""Percent-encoded bytes: the percent-encode sets, percent-encoding and decoding.

Spec: https://url.spec.whatwg.org/#percent-encoded-bytes

A percent-encode set is an immutable :class:`PercentEncodeSet`.  Encoding a
string with one works on the whole span at once: a compiled pattern answers
"is there anything to encode?" (usually not), and ``str.translate`` with a
precomputed table does the encoding when there is.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
    from collections.abc import Iterable

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

#: https://url.spec.whatwg.org/#percent-encode : "%" and two ASCII upper hex digits, by byte;
#: built on first use.
_BYTE_ENCODED: tuple[str, ...] = ()


def _byte_encoded() -> tuple[str, ...]:
    global _BYTE_ENCODED
    if not _BYTE_ENCODED:
        _BYTE_ENCODED = tuple(map("%{:02X}".format, range(256)))
    return _BYTE_ENCODED


def percent_encode_byte(byte: int) -> str:
    """https://url.spec.whatwg.org/#percent-encode"""
    return (_BYTE_ENCODED or _byte_encoded())[byte]


_C0_AND_DELETE = frozenset([chr(c) for c in range(0x20)] + ["\x7f"])
_ASCII_BYTES = bytes(range(0x80))


class _Table(dict[int, str]):
    """A ``str.translate`` table: every ASCII code point is present; a
    non-ASCII one is UTF-8 percent-encoded on lookup (not stored, so hostile
    input cannot grow the table)."""

    __slots__ = ()

    def __missing__(self, code_point: int) -> str:
        if 0xD800 <= code_point <= 0xDFFF:
            # Not a scalar value; the public layer converts to USVString first,
            # so this only guards direct calls: treat it as U+FFFD.
            return "%EF%BF%BD"
        encoded = _BYTE_ENCODED or _byte_encoded()
        return "".join([encoded[b] for b in chr(code_point).encode("utf-8")])


class _LazyPattern:
    """Stands in for a set's compiled pattern until first use, then puts the compiled pattern
    in its place (patterns are written and compiled on first use, not at import)."""

    __slots__ = ("owner",)

    def __init__(self, owner: PercentEncodeSet) -> None:
        self.owner = owner

    def search(self, s: str, pos: int = 0) -> re.Match[str] | None:
        # Anything but the ASCII code points the set leaves alone (a negated class compiles
        # much faster than one spanning U+0080..U+10FFFF).
        compiled = re.compile(f"[^{re.escape(self.owner._kept_bytes.decode())}]")
        self.owner._needs_encoding = compiled
        return compiled.search(s, pos)


class PercentEncodeSet:
    """https://url.spec.whatwg.org/#percent-encode-set

    Every set in the standard contains all code points above U+007E, so a set
    is described by its ASCII members alone.
    """

    __slots__ = (
        "_ascii_table",
        "_kept_bytes",
        "_needs_encoding",
        "_space_as_plus",
        "_table",
        "ascii_members",
        "name",
    )

    name: str
    ascii_members: frozenset[str]
    _needs_encoding: re.Pattern[str] | _LazyPattern
    _table: _Table | None
    _ascii_table: dict[int, str] | None

    def __init__(self, name: str, ascii_members: Iterable[str], space_as_plus: bool = False):
        self.name = name
        self.ascii_members = frozenset(ascii_members) | _C0_AND_DELETE
        # The ASCII bytes the set leaves alone: deleting them from an ASCII text's bytes
        # answers "anything to encode?" in one C call.
        self._kept_bytes = _ASCII_BYTES.translate(None, "".join(self.ascii_members).encode())
        self._space_as_plus = space_as_plus
        self._needs_encoding = _LazyPattern(self)
        self._table = self._ascii_table = None  # built on first use (see _build_tables)

    @property
    def kept_bytes(self) -> bytes:
        """The ASCII code points this set leaves alone, as bytes in ascending order."""
        return self._kept_bytes

    def _build_tables(self) -> _Table:
        """The ``str.translate`` tables: every code point (``_table``) and, faster for ASCII
        input, a plain dict of the ASCII code points (``_ascii_table``)."""
        table = _Table()
        encoded = _BYTE_ENCODED or _byte_encoded()
        for code_point in range(0x80):
            c = chr(code_point)
            table[code_point] = encoded[code_point] if c in self.ascii_members else c
        if self._space_as_plus:
            table[0x20] = "+"
        self._ascii_table = dict(table)
        self._table = table
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
            if self._ascii_table is None:
                self._build_tables()
            return s.translate(self._ascii_table)  # type: ignore[arg-type]
        return s.translate(self._table or self._build_tables())

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
    :func:`webapi.url._encoding.get_encoding`.
    """
    if encoding == "UTF-8":
        return percent_encode_set.encode(s)
    from ._encoding import encode_or_fail_chunks  # only legacy encodings need it

    space_as_plus = percent_encode_set is APPLICATION_X_WWW_FORM_URLENCODED_PERCENT_ENCODE_SET
    members = percent_encode_set.ascii_members
    encoded = _BYTE_ENCODED or _byte_encoded()
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
                output.append(encoded[byte])
    return "".join(output)


#: Two hex digits (as bytes) -> the byte they encode; built on first use.
_HEX_PAIR: dict[bytes, bytes] = {}


def _hex_pairs() -> dict[bytes, bytes]:
    if not _HEX_PAIR:
        digits = "0123456789ABCDEFabcdef"
        _HEX_PAIR.update({(a + b).encode(): bytes.fromhex(a + b) for a in digits for b in digits})
    return _HEX_PAIR


def percent_decode(data: bytes) -> bytes:
    """https://url.spec.whatwg.org/#percent-decode

    A ``%`` not followed by two ASCII hex digits stays as it is.
    """
    if b"%" not in data:
        return data
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
    return percent_decode(s.encode("utf-8", "surrogatepass"))
