"""The URLSearchParams class's steps, over its list.

Spec: https://url.spec.whatwg.org/#interface-urlsearchparams

Arguments arrive already converted by the Web IDL layer (``webapi.url._bindings``).
"""

from __future__ import annotations

import builtins

from ._urlencoded import urlencoded_serialize, urlencoded_string_parse

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
    from typing import Protocol
else:
    Protocol = object

__all__ = ["URLObject", "URLSearchParamsImpl"]


class URLObject(Protocol):
    """What a URLSearchParams object needs of its URL object
    (https://url.spec.whatwg.org/#concept-urlsearchparams-url-object): only
    setting its URL's query, in the last step of "update".  ``URLImpl`` in
    ``_url_impl`` is one; naming the need here instead of importing that class
    keeps the two impl modules out of an import cycle."""

    def set_query(self, query: str | None) -> None:
        """Set the URL object's URL's query to ``query``."""
        ...


def _utf16_key(name: str) -> bytes:
    return name.encode("utf-16-be", "surrogatepass")


class URLSearchParamsImpl:
    """A URLSearchParams object's associated list and URL object, and the steps
    of its constructor, methods and stringifier."""

    __slots__ = ("list", "url_object")

    #: https://url.spec.whatwg.org/#concept-urlsearchparams-list
    list: builtins.list[tuple[str, str]]
    #: https://url.spec.whatwg.org/#concept-urlsearchparams-url-object
    url_object: URLObject | None

    def __init__(self, init: builtins.list[builtins.list[str]] | dict[str, str] | str = "") -> None:
        """https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams"""
        self.url_object = None
        if type(init) is str:
            # "If init is a string and starts with U+003F (?), then remove the first
            # code point from init."; then initialize (a string: parse it).
            if init[:1] == "?":
                init = init[1:]
            self.list = urlencoded_string_parse(init) if init else []
            return
        self.list = []
        self.initialize(init)

    def initialize(self, init: builtins.list[builtins.list[str]] | dict[str, str] | str) -> None:
        """https://url.spec.whatwg.org/#urlsearchparams-initialize"""
        if isinstance(init, str):
            self.list = urlencoded_string_parse(init)
        elif isinstance(init, dict):
            self.list.extend(init.items())
        else:
            for inner_sequence in init:
                if len(inner_sequence) != 2:
                    raise TypeError(
                        "Failed to construct 'URLSearchParams': The provided value cannot be "
                        "converted to a sequence of pairs (each pair must have exactly two items)."
                    )
                self.list.append((inner_sequence[0], inner_sequence[1]))

    @classmethod
    def for_url(cls, url_object: URLObject, query: str) -> URLSearchParamsImpl:
        """A new object initialized with ``query``, linked to ``url_object``
        (https://url.spec.whatwg.org/#concept-url-initialize steps 3-5)."""
        self = cls.__new__(cls)
        self.list = urlencoded_string_parse(query) if query else []
        self.url_object = url_object
        return self

    def update(self) -> None:
        """https://url.spec.whatwg.org/#concept-urlsearchparams-update"""
        url_object = self.url_object
        if url_object is None:
            return
        serialized_query = urlencoded_serialize(self.list)
        url_object.set_query(serialized_query or None)

    @property
    def size(self) -> int:
        """https://url.spec.whatwg.org/#dom-urlsearchparams-size"""
        return len(self.list)

    def append(self, name: str, value: str) -> None:
        """https://url.spec.whatwg.org/#dom-urlsearchparams-append"""
        self.list.append((name, value))
        self.update()

    def delete(self, name: str, value: str | None = None) -> None:
        """https://url.spec.whatwg.org/#dom-urlsearchparams-delete"""
        if value is not None:
            self.list = [pair for pair in self.list if pair != (name, value)]
        else:
            self.list = [pair for pair in self.list if pair[0] != name]
        self.update()

    def get(self, name: str) -> str | None:
        """https://url.spec.whatwg.org/#dom-urlsearchparams-get"""
        for pair_name, pair_value in self.list:
            if pair_name == name:
                return pair_value
        return None

    def get_all(self, name: str) -> builtins.list[str]:
        """https://url.spec.whatwg.org/#dom-urlsearchparams-getall"""
        return [pair_value for pair_name, pair_value in self.list if pair_name == name]

    def has(self, name: str, value: str | None = None) -> bool:
        """https://url.spec.whatwg.org/#dom-urlsearchparams-has"""
        if value is not None:
            return (name, value) in self.list
        return any(pair_name == name for pair_name, _ in self.list)

    def set(self, name: str, value: str) -> None:
        """https://url.spec.whatwg.org/#dom-urlsearchparams-set"""
        new_list: builtins.list[tuple[str, str]] = []
        found = False
        for pair in self.list:
            if pair[0] != name:
                new_list.append(pair)
            elif not found:
                # "set the value of the first such tuple to value and remove the others"
                new_list.append((name, value))
                found = True
        if not found:
            new_list.append((name, value))
        self.list = new_list
        self.update()

    def sort(self) -> None:
        """https://url.spec.whatwg.org/#dom-urlsearchparams-sort

        A stable sort by name in UTF-16 code-unit order.  For names without
        astral code points that is the same as code-point order.
        """
        if all(name.isascii() for name, _ in self.list):
            self.list = sorted(self.list, key=lambda pair: pair[0])
        else:
            self.list = sorted(self.list, key=lambda pair: _utf16_key(pair[0]))
        self.update()

    def to_string(self) -> str:
        """https://url.spec.whatwg.org/#urlsearchparams-stringification-behavior"""
        return urlencoded_serialize(self.list)
