"""ada (the C++ URL parser of Node.js) as the differential oracle, through its C API.

The ``ada-url`` wheel ships ada's C API (``ada_c.h``) compiled with cffi as
``ada_url._ada_wrapper``.  Its Python layer (``ada_url.URL``) raises where
JavaScript returns silently and decodes ada's bytes strictly, so this module
calls the C functions directly and adapts the three places where ada's C API is
not what JavaScript sees:

* JavaScript strings reach the URL API as USVStrings: lone surrogates become
  U+FFFD and surrogate pairs one code point (``to_usv``).  ada takes UTF-8, so
  the same conversion is made before encoding.
* Setters never raise in JavaScript (except ``href``, which throws ``TypeError``);
  ada's setters return ``false`` and leave the URL unchanged, which is the same.
* ``URLSearchParams`` percent-decodes names and values into bytes and then, per
  the spec, runs *UTF-8 decode without BOM*, which replaces invalid sequences
  with U+FFFD.  ada keeps the raw bytes (and serializes them back as they were),
  so its list is decoded here with U+FFFD replacement (Python's decoder replaces
  maximal subparts, as the Encoding Standard does) and, when that changed
  anything, the list is rebuilt from the decoded pairs before any further step.
  ``AdaSearchParams.repaired`` counts these.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

import wpt

try:
    from ada_url._ada_wrapper import ffi, lib  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - exercised only without the test extra
    ffi = lib = None

__all__ = [
    "ADA_AVAILABLE",
    "COMPONENTS",
    "AdaSearchParams",
    "AdaURL",
    "ada_version",
    "can_parse",
    "to_usv",
]

#: Whether the ``ada-url`` package is importable.
ADA_AVAILABLE: Final = lib is not None

#: The attributes of a ``URL`` compared for every URL, in the order they are reported.
COMPONENTS: Final = wpt.URL_ATTRIBUTES

#: The setters of ``URL``, each an ``ada_set_*`` function.
SETTERS: Final = wpt.URL_COMPONENTS


def ada_version() -> str:
    """The version of the ada C++ library the wheel was built from."""
    if lib is None:
        return "unavailable"
    return str(ffi.string(lib.ada_get_version()).decode("ascii"))


def to_usv(value: str) -> str:
    """``value`` as a USVString: what Web IDL makes of a JavaScript string whose
    UTF-16 code units are ``value``'s code points (pairs join, lone surrogates
    become U+FFFD)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return value.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    return value


def _utf8(value: str) -> bytes:
    return to_usv(value).encode("utf-8")


class _Text:
    """Decodes ada's byte strings, remembering whether any was not UTF-8."""

    __slots__ = ("invalid",)

    def __init__(self) -> None:
        self.invalid = False

    def __call__(self, data: Any) -> str:
        if not data.length:
            return ""
        raw = ffi.buffer(data.data, data.length)[:]
        try:
            return str(raw.decode("utf-8"))
        except UnicodeDecodeError:
            self.invalid = True
            return str(raw.decode("utf-8", "replace"))


class AdaURL:
    """One ada URL (``ada::url_aggregator``)."""

    __slots__ = ("_handle", "_text")

    def __init__(self, handle: Any) -> None:
        self._handle = handle
        self._text = _Text()

    @classmethod
    def parse(cls, input: str, base: str | None = None) -> AdaURL | None:
        """``URL.parse(input, base)``: the URL, or ``None`` on failure."""
        data = _utf8(input)
        if base is None:
            handle = lib.ada_parse(data, len(data))
        else:
            base_data = _utf8(base)
            handle = lib.ada_parse_with_base(data, len(data), base_data, len(base_data))
        handle = ffi.gc(handle, lib.ada_free)
        if not lib.ada_is_valid(handle):
            return None
        return cls(handle)

    @property
    def invalid_utf8(self) -> bool:
        """Whether ada returned a component that is not UTF-8 (never expected)."""
        return self._text.invalid

    def get(self, name: str) -> str:
        """One of :data:`COMPONENTS`."""
        if name == "origin":
            owned = lib.ada_get_origin(self._handle)
            try:
                return self._text(owned)
            finally:
                lib.ada_free_owned_string(owned)
        getter = getattr(lib, "ada_get_" + name)
        return self._text(getter(self._handle))

    def components(self) -> dict[str, str]:
        """Every attribute of :data:`COMPONENTS`."""
        return {name: self.get(name) for name in COMPONENTS}

    def set(self, name: str, value: str) -> bool:
        """``url[name] = value``; ``False`` where ada reports failure (JavaScript
        ignores the value, or throws for ``href``), leaving the URL as it was."""
        data = _utf8(value)
        setter = getattr(lib, "ada_set_" + name)
        result = setter(self._handle, data, len(data))
        return result is None or bool(result)


def can_parse(input: str, base: str | None = None) -> bool:
    """``URL.canParse(input, base)``: ada's separate validating fast path."""
    data = _utf8(input)
    if base is None:
        return bool(lib.ada_can_parse(data, len(data)))
    base_data = _utf8(base)
    return bool(lib.ada_can_parse_with_base(data, len(data), base_data, len(base_data)))


class AdaSearchParams:
    """One ada ``URLSearchParams`` with its list kept as scalar value strings."""

    __slots__ = ("_handle", "repaired")

    #: How many lists had to be rebuilt because ada kept bytes that are not UTF-8.
    repaired: int

    def __init__(self, init: str) -> None:
        data = _utf8(init)
        self._handle = ffi.gc(
            lib.ada_parse_search_params(data, len(data)), lib.ada_free_search_params
        )
        self.repaired = 0
        self._repair()

    @classmethod
    def for_query(cls, query: str) -> AdaSearchParams:
        """A URL's ``searchParams``: its query parsed as it is.  The constructor drops one
        leading "?" from its argument and ada's C API does the same, so the query is given
        behind a "&", which only adds an empty sequence (skipped by the parser)."""
        return cls("&" + query)

    def _raw_pairs(self) -> tuple[list[tuple[str, str]], bool]:
        text = _Text()
        pairs: list[tuple[str, str]] = []
        entries = ffi.gc(
            lib.ada_search_params_get_entries(self._handle),
            lib.ada_free_search_params_entries_iter,
        )
        while lib.ada_search_params_entries_iter_has_next(entries):
            entry = lib.ada_search_params_entries_iter_next(entries)
            pairs.append((text(entry.key), text(entry.value)))
        return pairs, text.invalid

    def _repair(self) -> None:
        pairs, invalid = self._raw_pairs()
        if invalid:
            self.repaired += 1
            lib.ada_search_params_reset(self._handle, b"", 0)
            self.extend(pairs)

    def extend(self, pairs: Iterable[tuple[str, str]]) -> None:
        for name, value in pairs:
            self.append(name, value)

    def pairs(self) -> list[tuple[str, str]]:
        """The list, as ``[...params]`` in JavaScript."""
        return self._raw_pairs()[0]

    def size(self) -> int:
        return int(lib.ada_search_params_size(self._handle))

    def __str__(self) -> str:
        owned = lib.ada_search_params_to_string(self._handle)
        try:
            return _Text()(owned)
        finally:
            lib.ada_free_owned_string(owned)

    def append(self, name: str, value: str) -> None:
        key, data = _utf8(name), _utf8(value)
        lib.ada_search_params_append(self._handle, key, len(key), data, len(data))

    def set(self, name: str, value: str) -> None:
        key, data = _utf8(name), _utf8(value)
        lib.ada_search_params_set(self._handle, key, len(key), data, len(data))

    def delete(self, name: str, value: str | None = None) -> None:
        key = _utf8(name)
        if value is None:
            lib.ada_search_params_remove(self._handle, key, len(key))
        else:
            data = _utf8(value)
            lib.ada_search_params_remove_value(self._handle, key, len(key), data, len(data))

    def has(self, name: str, value: str | None = None) -> bool:
        key = _utf8(name)
        if value is None:
            return bool(lib.ada_search_params_has(self._handle, key, len(key)))
        data = _utf8(value)
        return bool(lib.ada_search_params_has_value(self._handle, key, len(key), data, len(data)))

    def get(self, name: str) -> str | None:
        """``params.get(name)``: ``None`` (JavaScript's ``null``) when absent."""
        if not self.has(name):
            return None
        key = _utf8(name)
        return _Text()(lib.ada_search_params_get(self._handle, key, len(key)))

    def get_all(self, name: str) -> list[str]:
        key = _utf8(name)
        strings = ffi.gc(
            lib.ada_search_params_get_all(self._handle, key, len(key)), lib.ada_free_strings
        )
        text = _Text()
        return [text(lib.ada_strings_get(strings, i)) for i in range(lib.ada_strings_size(strings))]

    def sort(self) -> None:
        lib.ada_search_params_sort(self._handle)
