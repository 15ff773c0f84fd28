"""MIME type records: parsing, serializing and minimizing.

Spec: https://mimesniff.spec.whatwg.org/#understanding-mime-types
"""

from __future__ import annotations

import re

from webapi._webidl import argument_error, require_bytes, require_str
from webapi.infra import ascii_lowercase

from ._http import (
    HTTP_WHITESPACE,
    collect_an_http_quoted_string,
    is_http_quoted_string_token,
    is_http_token,
)

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from typing import Protocol, TypeAlias

    class _HasRecord(Protocol):
        """What a ``MIMEType`` is to the algorithms: the holder of a record."""

        @property
        def record(self) -> MIMETypeRecord: ...

    #: A MIME type record, or a ``MIMEType`` (its record is read).
    MIMETypeLike: TypeAlias = "MIMETypeRecord | _HasRecord"

__all__ = [
    "MIMETypeRecord",
    "as_record",
    "parse_mime_type",
    "parse_mime_type_from_bytes",
    "serialize_mime_type",
    "serialize_mime_type_to_bytes",
    "why_not_a_mime_type",
]

_NOT_HTTP_WHITESPACE = re.compile(r"[^\n\r\t ]")
_SEMICOLON_OR_EQUALS = re.compile("[;=]")
#: The characters a parameter value is escaped for, when it is quoted.
_QUOTE_ESCAPES = str.maketrans({'"': '\\"', "\\": "\\\\"})


class MIMETypeRecord:
    """https://mimesniff.spec.whatwg.org/#mime-type: a type, a subtype (both non-empty ASCII
    strings, lowercase when they come from the parser) and parameters, an ordered map of ASCII
    names to values (a ``dict``: Python keeps insertion order)."""

    __slots__ = ("parameters", "subtype", "type")

    def __init__(self, type: str, subtype: str, parameters: dict[str, str] | None = None) -> None:
        self.type = type
        self.subtype = subtype
        self.parameters: dict[str, str] = {} if parameters is None else parameters

    @property
    def essence(self) -> str:
        """https://mimesniff.spec.whatwg.org/#mime-type-essence"""
        return f"{self.type}/{self.subtype}"

    def __repr__(self) -> str:
        return f"MIMETypeRecord({serialize_mime_type(self)!r})"

    def __str__(self) -> str:
        """The record's serialization, https://mimesniff.spec.whatwg.org/#serialize-a-mime-type
        (what ``str()`` of every webapi record gives)."""
        return serialize_mime_type(self)


def as_record(value: object, function: str, parameter: str = "mime_type") -> MIMETypeRecord:
    """The MIME type record ``value`` is: a :class:`MIMETypeRecord`, or a ``MIMEType``'s
    record; else the ``TypeError`` naming ``function``'s ``parameter``."""
    if isinstance(value, MIMETypeRecord):
        return value
    record = getattr(value, "record", None)  # webapi.mimesniff.MIMEType
    if isinstance(record, MIMETypeRecord) and type(value).__name__ == "MIMEType":
        return record
    raise argument_error(function, parameter, value, "a MIMETypeRecord or MIMEType")


def parse_mime_type(input: str) -> MIMETypeRecord | None:
    """https://mimesniff.spec.whatwg.org/#parse-a-mime-type: a record, or None for failure."""
    input = require_str(input, "parse_mime_type", "input")
    # 1. Remove any leading and trailing HTTP whitespace from input.
    input = input.strip(HTTP_WHITESPACE)
    end = len(input)
    # 3.-6. type: the code points up to U+002F (/); failure when it is empty or not a token, or
    # when there is no U+002F (/) (position past the end).
    slash = input.find("/")
    if slash <= 0:
        return None
    type = input[:slash]
    if not is_http_token(type):
        return None
    # 7.-9. subtype: up to U+003B (;), trailing HTTP whitespace removed.
    position = input.find(";", slash + 1)
    if position == -1:
        position = end
    subtype = input[slash + 1 : position].rstrip(HTTP_WHITESPACE)
    if not is_http_token(subtype):
        return None
    # 10. (ASCII lowercase: a token is ASCII.)
    mime_type = MIMETypeRecord(type.lower(), subtype.lower())
    parameters = mime_type.parameters
    # 11. The parameters.
    while position < end:
        position += 1  # skips U+003B (;)
        found = _NOT_HTTP_WHITESPACE.search(input, position)
        position = found.start() if found is not None else end
        found = _SEMICOLON_OR_EQUALS.search(input, position)
        stop = found.start() if found is not None else end
        # ASCII lowercase (not str.lower: U+212A KELVIN SIGN would become "k").
        parameter_name = ascii_lowercase(input[position:stop])
        position = stop
        if position < end:
            if input[position] == ";":
                continue
            position += 1  # skips U+003D (=)
        if position >= end:
            break
        if input[position] == '"':
            parameter_value, position = collect_an_http_quoted_string(input, position, True)
            # Collect a sequence of code points that are not U+003B (;): trailing garbage.
            position = input.find(";", position)
            if position == -1:
                position = end
        else:
            stop = input.find(";", position)
            if stop == -1:
                stop = end
            parameter_value = input[position:stop].rstrip(HTTP_WHITESPACE)
            position = stop
            if not parameter_value:
                continue
        if (
            parameter_name
            and is_http_token(parameter_name)
            and is_http_quoted_string_token(parameter_value)
            and parameter_name not in parameters
        ):
            parameters[parameter_name] = parameter_value
    return mime_type


def why_not_a_mime_type(input: str) -> str | None:
    """Why :func:`parse_mime_type` returns failure for ``input``, in words: the step of
    https://mimesniff.spec.whatwg.org/#parse-a-mime-type that returns it and the code point at
    fault; None when ``input`` parses. (The parser says failure only: this reads the input
    again, after a failure, for a message such as ``webapi mime``'s.)"""
    input = require_str(input, "why_not_a_mime_type", "input")
    if parse_mime_type(input) is not None:
        return None
    type, slash, rest = input.strip(HTTP_WHITESPACE).partition("/")
    # 4. "If type is the empty string or does not solely contain HTTP token code points"
    # 5. "If position is past the end of input"
    # 9. "If subtype is the empty string or does not solely contain HTTP token code points"
    return (
        _not_a_token("type", type)
        or (None if slash else f"no U+002F (/) after the type {type!r}")
        or _not_a_token("subtype", rest.partition(";")[0].rstrip(HTTP_WHITESPACE))
    )


def _not_a_token(name: str, value: str) -> str | None:
    if not value:
        return f"the {name} is empty"
    if is_http_token(value):
        return None
    bad = next(c for c in value if not is_http_token(c))
    return f"the {name} {value!r} holds {bad!r}, not an HTTP token code point"


def parse_mime_type_from_bytes(input: bytes) -> MIMETypeRecord | None:
    """https://mimesniff.spec.whatwg.org/#parse-a-mime-type-from-bytes (isomorphic decoded)."""
    data = require_bytes(input, "parse_mime_type_from_bytes", "input")
    return parse_mime_type(data.decode("latin-1"))


def serialize_mime_type(mime_type: MIMETypeLike) -> str:
    """https://mimesniff.spec.whatwg.org/#serialize-a-mime-type (of a record or a
    ``MIMEType``)."""
    mime_type = as_record(mime_type, "serialize_mime_type")
    serialization = [mime_type.type, "/", mime_type.subtype]
    for name, value in mime_type.parameters.items():
        if not value or not is_http_token(value):
            value = '"' + value.translate(_QUOTE_ESCAPES) + '"'
        serialization += (";", name, "=", value)
    return "".join(serialization)


def serialize_mime_type_to_bytes(mime_type: MIMETypeLike) -> bytes:
    """https://mimesniff.spec.whatwg.org/#serialize-a-mime-type-to-bytes (isomorphic
    encoded: every code point of a parsed record's serialization is at most U+00FF)."""
    mime_type = as_record(mime_type, "serialize_mime_type_to_bytes")
    return serialize_mime_type(mime_type).encode("latin-1")
