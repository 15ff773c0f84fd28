"""The ``Headers`` class's steps, over a header list, with the guard "none".

Spec: https://fetch.spec.whatwg.org/#headers-class and https://fetch.spec.whatwg.org/#headers

Names and values are ByteStrings, held as ``str`` of code points up to U+00FF (the Web IDL
conversion in the bindings checks that), each code point a byte.
"""

from __future__ import annotations

import re
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator

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


#: Removed entries kept as holes before the header list is compacted (and at most as many
#: as the live ones): removing is then O(1) per header, and compacting O(n) once per n holes.
_MIN_HOLES = 32


class HeadersImpl:
    """A ``Headers`` object's header list, https://fetch.spec.whatwg.org/#concept-header-list
    (``(name, value)`` pairs, names as given, in order), with an index by lowercased name.

    The list is kept as ``_entries``, where a removed header leaves a hole (``None``) until
    the holes outnumber the headers, and ``_index`` maps each lowercased name to the
    positions of its headers in ``_entries``, in order. Every operation on a name is then
    O(1) plus the headers of that name (Node keeps a map too), not a scan of the whole list:
    50,000 ``set()`` calls of distinct names take linear time.

    The sorted and combined list that iteration reads (``_combined``) is worked out once per
    change, lazily, into one list object that is updated in place, so that iterating a
    ``Headers`` can be CPython's own list iterator over it (``iter(headers)``, ``list()``,
    ``dict()`` at C speed): a list iterator reads the list's current length and items at
    each step, which is what the Web IDL iterator's "current list, next index" is, provided
    the list is current at each step. So a change made while that list is held by anything
    else (an unfinished iterator: a finished one lets go of it) brings it up to date at once
    (a sort of the header list per such change, as main re-sorted on the iterator's next
    step); otherwise it waits for the next read. ``_combined_changes`` is the change count it
    was worked out for (read before the entries: a thread changing the list meanwhile,
    which is not supported, leaves it stale for at most the next read).
    """

    __slots__ = ("_changes", "_combined", "_combined_changes", "_entries", "_holes", "_index")

    def __init__(self) -> None:
        self._entries: list[tuple[str, str] | None] = []
        self._index: dict[str, list[int]] = {}
        self._holes = 0
        self._changes = 0
        self._combined: list[tuple[str, str]] = []
        self._combined_changes = 0

    @classmethod
    def construct(cls, init: list[list[str]] | dict[str, str] | None = None) -> HeadersImpl:
        """https://fetch.spec.whatwg.org/#dom-headers: the guard "none", then fill."""
        self = cls()
        if init is not None:
            self.fill(init)
        return self

    def fill(self, object: list[list[str]] | dict[str, str]) -> None:
        """https://fetch.spec.whatwg.org/#concept-headers-fill (each header appended as
        :meth:`append` does).

        The headers are checked all at once (one pattern over the names joined, three
        searches over the normalized values joined); only when that finds something wrong are
        they appended one by one, so that the error names the first bad header, as the
        standard's loop raises there. (Either way this object is then not the constructor's:
        what was appended before the error is never seen.)"""
        headers = list(object.items() if isinstance(object, dict) else object)
        if any(len(header) != 2 for header in headers):
            for header in headers:
                if len(header) != 2:
                    raise TypeError(
                        f"Invalid value: a header is a [name, value] pair (got {len(header)} items)"
                    )
        names = [header[0] for header in headers]
        # https://fetch.spec.whatwg.org/#concept-header-value-normalize
        values = [header[1].strip(_HTTP_WHITESPACE_BYTES) for header in headers]
        joined = "".join(values)
        # A normalized value is a header value unless it holds a NUL, CR or LF (its ends are
        # no HTTP tab or space: normalizing removed them).
        if (
            "" in names
            or _HEADER_NAME.fullmatch("".join(names)) is None
            or "\x00" in joined
            or "\n" in joined
            or "\r" in joined
        ):
            for name, value in zip(names, values, strict=True):
                _validate(name, value)  # raises at the first bad header
        entries = self._entries
        index = self._index
        position = len(entries)
        entries.extend(zip(names, values, strict=True))
        for lowered in "\n".join(names).lower().split("\n") if names else ():
            positions = index.get(lowered)
            if positions is None:
                index[lowered] = [position]
            else:
                positions.append(position)
            position += 1
        self._changed()

    def copy(self) -> HeadersImpl:
        """A header list of the same headers that shares nothing with this one."""
        other = HeadersImpl()
        other._entries = [entry for entry in self._entries if entry is not None]
        other._reindex()
        return other

    # -- the header list --------------------------------------------------------------

    def header_list(self) -> list[tuple[str, str]]:
        """The header list: its ``(name, value)`` pairs in order (a new list)."""
        return [entry for entry in self._entries if entry is not None]

    def replace(self, headers: list[tuple[str, str]]) -> None:
        """Make ``headers`` the header list (as they are: unvalidated, for unpickling)."""
        self._entries = [(name, value) for name, value in headers]
        self._holes = 0
        self._reindex()
        self._changed()

    def _reindex(self) -> None:
        index: dict[str, list[int]] = {}
        for position, (name, _) in enumerate(self._entries):  # type: ignore[misc]
            index.setdefault(name.lower(), []).append(position)
        self._index = index

    def _remove(self, positions: list[int]) -> None:
        """Leave holes at ``positions``; compact the list once the holes outnumber the
        headers (each header is moved at most once per compaction: O(n) amortized)."""
        entries = self._entries
        for position in positions:
            entries[position] = None
        self._holes += len(positions)
        if self._holes > _MIN_HOLES and self._holes * 2 > len(entries):
            self._entries = [entry for entry in entries if entry is not None]
            self._holes = 0
            self._reindex()

    def _values(self, lowered: str) -> list[str]:
        """The values of the headers named ``lowered``, in order.  (A header is checked to
        still be there and have that name: a thread changing the list meanwhile, which is not
        supported, then costs at worst a stale answer, never an exception.)"""
        entries = self._entries
        count = len(entries)
        values = []
        for position in self._index.get(lowered, ()):
            entry = entries[position] if position < count else None
            if entry is not None and entry[0].lower() == lowered:
                values.append(entry[1])
        return values

    # -- the operations ----------------------------------------------------------------

    def append(self, name: str, value: str) -> None:
        """https://fetch.spec.whatwg.org/#dom-headers-append"""
        value = normalize(value)
        _validate(name, value)
        self._entries.append((name, value))  # the header first, then its index entry
        self._index.setdefault(name.lower(), []).append(len(self._entries) - 1)
        self._changed()

    def delete(self, name: str) -> None:
        """https://fetch.spec.whatwg.org/#dom-headers-delete"""
        _validate(name, "")
        positions = self._index.pop(name.lower(), None)
        if positions:
            self._remove(positions)
            self._changed()

    def get(self, name: str) -> str | None:
        """https://fetch.spec.whatwg.org/#dom-headers-get"""
        if not is_header_name(name):
            raise TypeError(f"Invalid name: {name!r} is not a header name")
        values = self._values(name.lower())
        return ", ".join(values) if values else None

    def get_set_cookie(self) -> list[str]:
        """https://fetch.spec.whatwg.org/#dom-headers-getsetcookie"""
        return self._values("set-cookie")

    def has(self, name: str) -> bool:
        """https://fetch.spec.whatwg.org/#dom-headers-has"""
        if not is_header_name(name):
            raise TypeError(f"Invalid name: {name!r} is not a header name")
        return name.lower() in self._index

    def set(self, name: str, value: str) -> None:
        """https://fetch.spec.whatwg.org/#dom-headers-set, through
        https://fetch.spec.whatwg.org/#concept-header-list-set: the first header of that name
        takes the value (its name's case kept), the others go."""
        value = normalize(value)
        _validate(name, value)
        lowered = name.lower()
        positions = self._index.get(lowered)
        if positions is None:
            self._entries.append((name, value))
            self._index[lowered] = [len(self._entries) - 1]
        else:
            first = positions[0]
            self._entries[first] = (self._entries[first][0], value)  # type: ignore[index]
            if len(positions) > 1:
                self._index[lowered] = [first]
                self._remove(positions[1:])
        self._changed()

    def _changed(self) -> None:
        self._changes += 1
        if _references(self._combined) > _OWN_REFERENCES:
            self.sort_and_combine  # noqa: B018  # brought up to date for its iterators

    @property
    def sort_and_combine(self) -> list[tuple[str, str]]:
        """https://fetch.spec.whatwg.org/#concept-header-list-sort-and-combine: the value
        pairs to iterate over (worked out again after each change, in place)."""
        changes = self._changes  # read before the list: see the class's docstring
        combined = self._combined
        if self._combined_changes == changes:
            return combined
        entries = [entry for entry in self._entries.copy() if entry is not None]  # a snapshot
        if len(self._index) == len(entries):
            # Every name once (the index has one key per name): sorting is all there is to it.
            combined[:] = sorted([(name.lower(), value) for name, value in entries])
        else:
            values: dict[str, list[str]] = {}
            for name, value in entries:
                values.setdefault(name.lower(), []).append(value)
            headers: list[tuple[str, str]] = []
            for name in sorted(values):
                if name == "set-cookie":
                    headers.extend((name, value) for value in values[name])
                else:
                    headers.append((name, ", ".join(values[name])))
            combined[:] = headers
        self._combined_changes = changes
        return combined

    def iterate(self) -> Iterator[tuple[str, str]]:
        """An iterator over :attr:`sort_and_combine` that sees later changes (the Web IDL
        value pair iterator: see the class's docstring)."""
        return iter(self.sort_and_combine)


def _references(combined: list[tuple[str, str]]) -> int:
    """``sys.getrefcount(combined)`` (on an interpreter without it, more than any baseline:
    anything might hold it)."""
    getrefcount = getattr(sys, "getrefcount", None)
    return sys.maxsize if getrefcount is None else getrefcount(combined)


def _own_references() -> int:
    alone = HeadersImpl()
    return _references(alone._combined)


#: :func:`_references` of a ``HeadersImpl``'s ``_combined`` that nothing else holds, taken
#: the way :meth:`HeadersImpl._changed` takes it.
_OWN_REFERENCES = 0 if getattr(sys, "getrefcount", None) is None else _own_references()
