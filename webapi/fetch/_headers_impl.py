"""The ``Headers`` class's steps, over a header list, with the guard "none".

Spec: https://fetch.spec.whatwg.org/#headers-class and https://fetch.spec.whatwg.org/#headers

Names and values are ByteStrings, held as ``str`` of code points up to U+00FF (the Web IDL
conversion in the bindings checks that), each code point a byte.
"""

from __future__ import annotations

import re

__all__ = ["HeadersImpl", "is_header_name", "is_header_value", "normalize"]

#: https://fetch.spec.whatwg.org/#header-name: the field-name token production (HTTP token
#: code points, one or more).
_HEADER_NAME = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
#: https://fetch.spec.whatwg.org/#header-value: no leading or trailing HTTP tab or space
#: bytes, no 0x00 NUL or HTTP newline bytes.
_HEADER_VALUE = re.compile(r"(?:[^\t \x00\n\r](?:[^\x00\n\r]*[^\t \x00\n\r])?)?")
#: https://fetch.spec.whatwg.org/#http-whitespace-byte
_HTTP_WHITESPACE_BYTES = "\t\n\r "


def is_header_name(name: str) -> bool:
    """https://fetch.spec.whatwg.org/#header-name"""
    return _HEADER_NAME.fullmatch(name) is not None


def is_header_value(value: str) -> bool:
    """https://fetch.spec.whatwg.org/#header-value"""
    return _HEADER_VALUE.fullmatch(value) is not None


def normalize(value: str) -> str:
    """https://fetch.spec.whatwg.org/#concept-header-value-normalize: leading and trailing
    HTTP whitespace bytes removed."""
    return value.strip(_HTTP_WHITESPACE_BYTES)


def _validate(name: str, value: str) -> None:
    """https://fetch.spec.whatwg.org/#headers-validate for the guard "none": a ``TypeError``
    for a name that is not a header name or a value that is not a header value."""
    if not is_header_name(name):
        raise TypeError(f"Invalid name: {name!r} is not a header name")
    if not is_header_value(value):
        raise TypeError(f"Invalid value: {value!r} is not a header value")


class HeadersImpl:
    """A ``Headers`` object's header list (``(name, value)`` pairs, names as given)."""

    __slots__ = ("_sorted", "list")

    def __init__(self) -> None:
        self.list: list[tuple[str, str]] = []
        self._sorted: list[tuple[str, str]] | None = None

    @classmethod
    def construct(cls, init: list[list[str]] | dict[str, str] | None = None) -> HeadersImpl:
        """https://fetch.spec.whatwg.org/#dom-headers: the guard "none", then fill."""
        self = cls()
        if init is not None:
            self.fill(init)
        return self

    def fill(self, object: list[list[str]] | dict[str, str]) -> None:
        """https://fetch.spec.whatwg.org/#concept-headers-fill (each header appended as
        :meth:`append` does, the list's sorted form worked out once at the end)."""
        headers = object.items() if isinstance(object, dict) else object
        append = self.list.append
        name_ok = _HEADER_NAME.fullmatch
        value_ok = _HEADER_VALUE.fullmatch
        for header in headers:
            if len(header) != 2:
                raise TypeError(
                    f"Invalid value: a header is a [name, value] pair (got {len(header)} items)"
                )
            name, value = header
            value = value.strip(_HTTP_WHITESPACE_BYTES)
            if name_ok(name) is None or value_ok(value) is None:
                _validate(name, value)  # raises, naming which
            append((name, value))
        self._sorted = None

    # -- the header list --------------------------------------------------------------

    def _contains(self, name: str) -> bool:
        lowered = name.lower()
        return any(header_name.lower() == lowered for header_name, _ in self.list)

    def _changed(self) -> None:
        self._sorted = None

    # -- the operations ----------------------------------------------------------------

    def append(self, name: str, value: str) -> None:
        """https://fetch.spec.whatwg.org/#dom-headers-append"""
        value = normalize(value)
        _validate(name, value)
        self.list.append((name, value))
        self._changed()

    def delete(self, name: str) -> None:
        """https://fetch.spec.whatwg.org/#dom-headers-delete"""
        _validate(name, "")
        lowered = name.lower()
        kept = [header for header in self.list if header[0].lower() != lowered]
        if len(kept) != len(self.list):
            self.list = kept
            self._changed()

    def get(self, name: str) -> str | None:
        """https://fetch.spec.whatwg.org/#dom-headers-get"""
        if not is_header_name(name):
            raise TypeError(f"Invalid name: {name!r} is not a header name")
        lowered = name.lower()
        values = [value for header_name, value in self.list if header_name.lower() == lowered]
        return ", ".join(values) if values else None

    def get_set_cookie(self) -> list[str]:
        """https://fetch.spec.whatwg.org/#dom-headers-getsetcookie"""
        return [value for name, value in self.list if name.lower() == "set-cookie"]

    def has(self, name: str) -> bool:
        """https://fetch.spec.whatwg.org/#dom-headers-has"""
        if not is_header_name(name):
            raise TypeError(f"Invalid name: {name!r} is not a header name")
        return self._contains(name)

    def set(self, name: str, value: str) -> None:
        """https://fetch.spec.whatwg.org/#dom-headers-set, through
        https://fetch.spec.whatwg.org/#concept-header-list-set: the first header of that name
        takes the value (its name's case kept), the others go."""
        value = normalize(value)
        _validate(name, value)
        lowered = name.lower()
        result: list[tuple[str, str]] = []
        found = False
        for header in self.list:
            if header[0].lower() != lowered:
                result.append(header)
            elif not found:
                result.append((header[0], value))
                found = True
        if not found:
            result.append((name, value))
        self.list = result
        self._changed()

    @property
    def sort_and_combine(self) -> list[tuple[str, str]]:
        """https://fetch.spec.whatwg.org/#concept-header-list-sort-and-combine: the value
        pairs to iterate over (worked out again after each change)."""
        headers = self._sorted
        if headers is None:
            headers = []
            values: dict[str, list[str]] = {}
            for name, value in self.list:
                values.setdefault(name.lower(), []).append(value)
            for name in sorted(values):
                if name == "set-cookie":
                    headers.extend((name, value) for value in values[name])
                else:
                    headers.append((name, ", ".join(values[name])))
            self._sorted = headers
        return headers
