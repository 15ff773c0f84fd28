"""The ``Headers`` class's steps, over a header list, with its guard: "none" for ``new
Headers()``, "request" or "request-no-cors" for a ``Request``'s, "response" and "immutable"
for a ``Response``'s.

Spec: https://fetch.spec.whatwg.org/#headers-class and https://fetch.spec.whatwg.org/#headers

Names and values are ByteStrings, held as ``str`` of code points up to U+00FF (the Web IDL
conversion in the bindings checks that), each code point a byte.
"""

from __future__ import annotations

import re
import sys
from bisect import bisect_left, bisect_right
from operator import itemgetter

from webapi._cache import BoundedCache

from ._header_list import names_and_values

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import TypeAlias

    #: An entry of :data:`_ORDERS`.
    _Order: TypeAlias = (
        "tuple[tuple[str, ...], Callable[[Sequence[str]], tuple[str, ...]]] | tuple[None, None]"
    )

__all__ = ["HeadersImpl", "is_header_name", "is_header_value", "normalize"]

#: https://fetch.spec.whatwg.org/#header-name: the field-name token production (HTTP token
#: code points, one or more).
_HEADER_NAME = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
#: https://fetch.spec.whatwg.org/#header-value: no leading or trailing HTTP tab or space
#: bytes, no 0x00 NUL or HTTP newline bytes.
_HEADER_VALUE = re.compile(r"(?:[^\t \x00\n\r](?:[^\x00\n\r]*[^\t \x00\n\r])?)?")
#: https://fetch.spec.whatwg.org/#http-whitespace-byte
_HTTP_WHITESPACE_BYTES = "\t\n\r "


def _first_names(names: list[str | None], lowered: list[str | None]) -> list[str | None]:
    """``names`` (a header list's, in order; None for a hole) where each name met again takes
    the first such header's name, as appending to a header list does
    (https://fetch.spec.whatwg.org/#concept-header-list-append step 1): the list itself
    where no name is met twice."""
    present = [name for name in lowered if name is not None]
    if len(set(present)) == len(present):
        return names
    first: dict[str, str] = {}
    return [
        None if name is None or low is None else first.setdefault(low, name)
        for name, low in zip(names, lowered, strict=True)
    ]


def is_header_name(name: str) -> bool:
    """https://fetch.spec.whatwg.org/#header-name"""
    return _HEADER_NAME.fullmatch(name) is not None


#: Header names seen valid, each with its lowercase form (a program asks for the same few
#: names again and again), up to :data:`_MAX_NAMES` of them.
_NAMES: dict[str, str] = {}
_MAX_NAMES = 4096


def _lowered_header_name(name: str) -> str:
    """``name`` lowercased (the key of a case-insensitive match) where it is a header name
    (https://fetch.spec.whatwg.org/#header-name), else a ``TypeError``."""
    found = _NAMES.get(name)
    if found is None:
        if _HEADER_NAME.fullmatch(name) is None:
            raise TypeError(f"Invalid name: {name!r} is not a header name")
        found = name.lower()
        if len(_NAMES) < _MAX_NAMES:
            _NAMES[name] = found
    return found


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


#: https://fetch.spec.whatwg.org/#forbidden-response-header-name (lowercased)
_FORBIDDEN_RESPONSE = frozenset(("set-cookie", "set-cookie2"))
#: https://fetch.spec.whatwg.org/#forbidden-request-header: the names (lowercased)
_FORBIDDEN_REQUEST = frozenset(
    (
        "accept-charset",
        "accept-encoding",
        "access-control-request-headers",
        "access-control-request-method",
        "connection",
        "content-length",
        "cookie",
        "cookie2",
        "date",
        "dnt",
        "expect",
        "host",
        "keep-alive",
        "origin",
        "referer",
        "set-cookie",
        "te",
        "trailer",
        "transfer-encoding",
        "upgrade",
        "via",
    )
)
_METHOD_OVERRIDES = frozenset(("x-http-method", "x-http-method-override", "x-method-override"))
#: https://fetch.spec.whatwg.org/#forbidden-method (uppercased)
FORBIDDEN_METHODS = frozenset(("CONNECT", "TRACE", "TRACK"))
#: https://fetch.spec.whatwg.org/#no-cors-safelisted-request-header-name
_NO_CORS_SAFELISTED = frozenset(("accept", "accept-language", "content-language", "content-type"))
#: https://fetch.spec.whatwg.org/#cors-unsafe-request-header-byte
_CORS_UNSAFE = re.compile(r'[\x00-\x08\x0a-\x1f"():<>?@\[\\\]{}\x7f]')
_LANGUAGE = re.compile(r"[0-9A-Za-z *,\-.;=]*")
_SAFELISTED_CONTENT_TYPES = frozenset(
    ("application/x-www-form-urlencoded", "multipart/form-data", "text/plain")
)


def is_forbidden_request_header(name: str, value: str) -> bool:
    """https://fetch.spec.whatwg.org/#forbidden-request-header"""
    lowered = name.lower()
    if lowered in _FORBIDDEN_REQUEST or lowered.startswith(("proxy-", "sec-")):
        return True
    if lowered in _METHOD_OVERRIDES:
        from ._header_list import get_decode_and_split_value

        return any(m.upper() in FORBIDDEN_METHODS for m in get_decode_and_split_value(value))
    return False


def is_cors_safelisted_request_header(name: str, value: str) -> bool:
    """https://fetch.spec.whatwg.org/#cors-safelisted-request-header (``range`` is not
    safelisted here: a no-CORS request removes it as privileged in any case)."""
    if len(value) > 128:
        return False
    lowered = name.lower()
    if lowered == "accept":
        return _CORS_UNSAFE.search(value) is None
    if lowered in ("accept-language", "content-language"):
        return _LANGUAGE.fullmatch(value) is not None
    if lowered == "content-type":
        if _CORS_UNSAFE.search(value) is not None:
            return False
        from webapi.mimesniff import parse_mime_type

        mime_type = parse_mime_type(value)
        return mime_type is not None and mime_type.essence in _SAFELISTED_CONTENT_TYPES
    return False


def is_no_cors_safelisted_request_header(name: str, value: str) -> bool:
    """https://fetch.spec.whatwg.org/#no-cors-safelisted-request-header"""
    return name.lower() in _NO_CORS_SAFELISTED and is_cors_safelisted_request_header(name, value)


#: Removed entries kept as holes before the header list is compacted (and at most as many
#: as the live ones): removing is then O(1) per header, and compacting O(n) once per n holes.
_MIN_HOLES = 32

#: The names of a header list joined with "\n" hold nothing else than token code points and
#: "\n" (the shortcut of :meth:`HeadersImpl.construct_common`; each name is then checked to be
#: non-empty, and "\n" to be only the separators: then each is a header name).
_JOINED_NAMES = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z\n]+")
#: The names of header lists :meth:`HeadersImpl.construct_common` has checked (as given,
#: joined with "\n": every one a header name), with their lowercased names and, where a name
#: is met again, the names the header list keeps (:func:`_first_names`; ``None`` where every
#: name is different: the names as given): a response's names are checked, lowercased and
#: given their first spelling once per site, not once per response. Bounded in bytes.
_NAME_LISTS: BoundedCache[str, tuple[tuple[str, ...], tuple[str, ...] | None]] = BoundedCache(
    1 << 20, 8 << 10
)
#: What a ``str`` of ASCII holds besides its characters (``sys.getsizeof("")``: the caches'
#: sizes count a header name's string as this and its length, not by a call per name).
_STR_SIZE = sys.getsizeof("")
#: What a cache entry's pair of the names and their flag holds besides them.
_PAIR_SIZE = sys.getsizeof((None, None))
#: https://fetch.spec.whatwg.org/#http-tab-or-space-byte
_HTTP_TAB_OR_SPACE = "\t "
_first = itemgetter(0)
#: ``_lookup`` before the first read (shared: a lookup is never changed once made).
_UNREAD: tuple[int, dict[str, str], list[str]] = (-1, {}, [])
#: How many reads (``get``, ``has``, ``getSetCookie``) of a header list not indexed yet scan
#: it (C code, O(n) each); the later ones read ``_lookup`` (O(n) once per change count, and
#: the first change builds the index: the reads of a list cost O(n) in all).
_MAX_SCANS = 4


class HeadersImpl:
    """A ``Headers`` object's header list, https://fetch.spec.whatwg.org/#concept-header-list
    (``(name, value)`` pairs, names as given, in order), with an index by lowercased name.

    The list is kept as three lists of the same length: ``_names`` (as given: where
    :meth:`construct_common` was given a ``str`` subclass, its text is taken when the header
    list is read, as the conversion would have taken it at once), ``_lowered``
    (byte-lowercased) and ``_values``; a removed header leaves a hole (``None`` in all three)
    until the holes outnumber the headers. ``_index`` maps each lowercased name to the
    positions of its headers, in order: every change by name is then O(1) plus the headers of
    that name (Node keeps a map too), not a scan of the whole list (50,000 ``set()`` calls of
    distinct names take linear time). A new ``Headers`` has no index yet (``None``): the first
    change builds it, once; until then ``get``/``has``/``getSetCookie`` scan ``_lowered``
    (C code; the first ``_MAX_SCANS`` reads), then read ``_lookup``, a table of the sorted
    and combined list's values by name, worked out once per change count (so only changes
    write the index, and a read publishes only whole new objects: see docs/threads.md).

    The sorted and combined list that iteration reads (``_combined``) is worked out once per
    change, lazily, into one list object that is updated in place, so that iterating a
    ``Headers`` can be CPython's own list iterator over it (``iter(headers)``, ``list()``,
    ``dict()`` at C speed): a list iterator reads the list's current length and items at
    each step, which is what the Web IDL iterator's "current list, next index" is, provided
    the list is current at each step. So a change made while that list is held by anything
    else (an unfinished iterator: a finished one lets go of it) brings it up to date at once
    (a sort of the header list per such change, as main re-sorted on the iterator's next
    step); otherwise it waits for the next read. ``_combined_changes`` is the change count it
    was worked out for (read before the lists: a thread changing the list meanwhile,
    which is not supported, leaves it stale for at most the next read).
    """

    __slots__ = (
        "_changes",
        "_combined",
        "_combined_changes",
        "_guard",
        "_holes",
        "_index",
        "_lookup",
        "_lowered",
        "_names",
        "_order_key",
        "_scans",
        "_values",
    )

    def __init__(self) -> None:
        self._names: list[str | None] = []
        self._lowered: list[str | None] = []
        self._values: list[str | None] = []
        self._index: dict[str, list[int]] | None = None
        self._holes = 0
        self._changes = 0
        self._combined: list[tuple[str, str]] = []
        self._combined_changes = 0
        self._lookup = _UNREAD
        self._scans = 0
        self._order_key: str | None = None
        self._guard = "none"

    @classmethod
    def _of(
        cls,
        names: list[str],
        lowered: list[str],
        values: list[str],
        order_key: str | None = None,
    ) -> HeadersImpl:
        """A header list of these headers (checked and normalized already), not indexed;
        ``order_key``: the names joined with "\n" where met before, the key of their order
        in :data:`_ORDERS` until the first change."""
        self = cls.__new__(cls)
        self._names = names  # type: ignore[assignment]
        self._lowered = lowered  # type: ignore[assignment]
        self._values = values  # type: ignore[assignment]
        self._index = None
        self._holes = 0
        self._changes = 1
        self._combined = []
        self._combined_changes = 0
        self._lookup = _UNREAD
        self._scans = 0
        self._order_key = order_key
        self._guard = "none"
        return self

    @classmethod
    def of_header_list(cls, pairs: list[tuple[str, str]]) -> HeadersImpl:
        """A header list of ``pairs`` (checked already), each appended in order as
        :meth:`list_append` appends it (a name met again takes its first spelling), the
        guard "none": a transport's response headers, in one pass."""
        names: list[str] = []
        lowered: list[str] = []
        values: list[str] = []
        first: dict[str, str] = {}
        for name, value in pairs:
            lower = name.lower()
            names.append(first.setdefault(lower, name))
            lowered.append(lower)
            values.append(value)
        return cls._of(names, lowered, values)

    @classmethod
    def construct(cls, init: list[list[str]] | dict[str, str] | None = None) -> HeadersImpl:
        """https://fetch.spec.whatwg.org/#dom-headers: the guard "none", then fill."""
        self = cls()
        if init is not None:
            self.fill(init)
        return self

    @classmethod
    def construct_common(cls, init: object) -> HeadersImpl | None:
        """The constructor (:meth:`construct` after the Web IDL conversion) for the arguments
        Python code passes most, in a few calls of C code, or ``None`` for anything else
        (then the binding converts it and calls :meth:`construct`, which also raises the
        errors): ``None``; a ``dict``; a ``list`` or ``tuple`` of pairs that are all tuples or
        all lists, among them another ``Headers``'s sorted and combined list, which the
        binding passes for it (Web IDL iterates it). Names and values must be ``str``
        (a subclass's text is copied out, as ``str.__str__`` gives it to the conversion),
        every name a header name, every value a ByteString that is a header value once
        normalized. tests/fetch/test_headers_construct_common.py checks that it builds what
        the conversion and :meth:`fill` build, or leaves the argument to them."""
        if init is None:
            return cls()
        split = names_and_values(init)
        if split is None:
            return None
        names, values = split
        try:
            joined_names = "\n".join(names)  # type: ignore[arg-type]
            joined_values = "\x00".join(values)  # type: ignore[arg-type]
        except TypeError:  # something else than a str: for the conversion
            return None
        count = len(names)
        if not count:
            return cls()
        if "\n" in joined_values or "\r" in joined_values:
            return None
        if not joined_values.isascii():
            try:
                joined_values.encode("latin-1")  # the ByteString conversion's check
            except UnicodeEncodeError:
                return None
        checked = _NAME_LISTS.entries.get(joined_names)
        if checked is not None and len(checked[0]) == count:
            known, kept_names = checked
            lowered = list(known)  # the same header names, checked before
            order_key: str | None = joined_names  # (their order: see _ORDERS)
        else:
            order_key = None
            if _JOINED_NAMES.fullmatch(joined_names) is None or "" in names:
                return None
            lowered = joined_names.lower().split("\n")
            if len(lowered) != count:
                return None  # a name held "\n" (then it is no header name)
            known = tuple(lowered)
            kept_names = None
            size = sys.getsizeof(joined_names) * 2 + sys.getsizeof(known) + count * _STR_SIZE
            if len(set(known)) != count:
                kept_names = tuple(_first_names(list(names), lowered))  # type: ignore[arg-type]
                size += sys.getsizeof(kept_names)
            _NAME_LISTS.store(joined_names, (known, kept_names), size + _PAIR_SIZE)
        value_list = joined_values.split("\x00")  # each a str (a subclass's text copied)
        if len(value_list) != count:
            return None  # a value held a NUL
        # https://fetch.spec.whatwg.org/#concept-header-value-normalize, where a value needs
        # it (str.strip() without arguments removes more than HTTP whitespace: a value it
        # leaves alone needs nothing; the values hold no CR, LF or NUL, so once normalized
        # each is a header value).
        if list(map(str.strip, value_list)) != value_list:
            value_list = [value.strip(_HTTP_TAB_OR_SPACE) for value in value_list]
        return cls._of(
            list(names if kept_names is None else kept_names),  # type: ignore[arg-type]
            lowered,
            value_list,
            order_key,
        )

    def fill(self, object: list[list[str]] | dict[str, str]) -> None:
        """https://fetch.spec.whatwg.org/#concept-headers-fill (each header appended as
        :meth:`append` does).

        The headers are checked all at once (one pattern over the names joined, three
        searches over the normalized values joined); only when that finds something wrong are
        they appended one by one, so that the error names the first bad header, as the
        standard's loop raises there. (Either way this object is then not the constructor's:
        what was appended before the error is never seen.)"""
        headers = list(object.items() if isinstance(object, dict) else object)
        if self._guard != "none":  # each header through the guard, as append takes it
            for header in headers:
                if len(header) != 2:
                    raise TypeError(
                        f"Invalid value: a header is a [name, value] pair (got {len(header)} items)"
                    )
                self.append(header[0], header[1])
            return
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
        if names:
            self._values.extend(values)
            self._names.extend(names)
            self._lowered.extend("\n".join(names).lower().split("\n"))
            self._names = _first_names(self._names, self._lowered)
            self._index = None  # the next change indexes them
        self._changed()

    def copy(self) -> HeadersImpl:
        """A header list of the same headers that shares nothing with this one."""
        pairs = self.header_list()
        names = [name for name, _ in pairs]
        return HeadersImpl._of(
            names, [name.lower() for name in names], [value for _, value in pairs]
        )

    # -- the header list --------------------------------------------------------------

    def header_list(self) -> list[tuple[str, str]]:
        """The header list: its ``(name, value)`` pairs in order (a new list)."""
        if not self._values:  # (none: a Request's own, most often)
            return []
        values = self._values.copy()  # the values first: see _remove
        names = self._names.copy()
        return [
            (str.__str__(name), value)  # a str subclass's text (see construct_common)
            for name, value in zip(names, values, strict=False)  # shorter: see _remove
            if name is not None and value is not None
        ]

    def replace(self, headers: list[tuple[str, str]]) -> None:
        """Make ``headers`` the header list (as they are: unvalidated, for unpickling)."""
        names = [name for name, _ in headers]
        self._values = [value for _, value in headers]
        self._names = names  # type: ignore[assignment]
        self._lowered = [name.lower() for name in names]
        self._holes = 0
        self._index = None
        self._changed()

    def _indexed(self) -> dict[str, list[int]]:
        """The index, built from the lists on the first change that needs it."""
        index = self._index
        if index is None:
            index = {}
            for position, name in enumerate(self._lowered):
                if name is not None:
                    positions = index.get(name)
                    if positions is None:
                        index[name] = [position]
                    else:
                        positions.append(position)
            self._index = index
        return index

    def _remove(self, positions: list[int]) -> None:
        """Leave holes at ``positions``; compact the lists once the holes outnumber the
        headers (each header is moved at most once per compaction: O(n) amortized).  The
        lowercased name goes first and the value last, and readers copy the values before the
        names: a reader that sees a name sees its value."""
        lowered, names, values = self._lowered, self._names, self._values
        for position in positions:
            lowered[position] = None
            names[position] = None
            values[position] = None
        self._holes += len(positions)
        if self._holes > _MIN_HOLES and self._holes * 2 > len(lowered):
            self._values = [value for value in values if value is not None]
            self._names = [name for name in names if name is not None]
            self._lowered = [name for name in lowered if name is not None]
            self._holes = 0
            self._index = None
            self._indexed()

    def _values_of(self, index: dict[str, list[int]], lowered: str) -> list[str]:
        """The values of the headers named ``lowered``, in order.  (A header is checked to
        still be there and have that name: a thread changing the list meanwhile, which is not
        supported, then costs at worst a stale answer, never an exception.)"""
        names = self._lowered
        values = self._values
        count = min(len(names), len(values))
        found = []
        for position in index.get(lowered, ()):
            if position < count and names[position] == lowered:
                value = values[position]
                if value is not None:
                    found.append(value)
        return found

    def _scan(self, lowered: str) -> list[str]:
        """The values of the headers named ``lowered``, in order, found by C code's scans of
        the list (what a read costs before the index is built: see _MAX_SCANS)."""
        names = self._lowered
        values = self._values
        found = []
        position = -1
        for _ in range(names.count(lowered)):
            try:
                position = names.index(lowered, position + 1)
            except ValueError:  # removed by another thread meanwhile (not supported)
                break
            value = values[position] if position < len(values) else None
            if value is not None:
                found.append(value)
        return found

    def _read(self) -> tuple[int, dict[str, str], list[str]]:
        """``_lookup`` for the current change count: ``(count, what get() answers for each
        lowercased name, the set-cookie values)``, from the sorted and combined list (where
        each name is once, but set-cookie once per header, together), built whole and then
        published."""
        changes = self._changes  # read first: see the class's docstring
        lookup = self._lookup
        if lookup[0] == changes:
            return lookup
        combined = self.sort_and_combine.copy()
        table = dict(combined)
        cookies: list[str] = []
        if "set-cookie" in table:
            start = bisect_left(combined, "set-cookie", key=_first)
            end = bisect_right(combined, "set-cookie", key=_first)
            cookies = [value for _, value in combined[start:end]]
            table["set-cookie"] = ", ".join(cookies)
        lookup = (changes, table, cookies)
        self._lookup = lookup
        return lookup

    # -- the operations ----------------------------------------------------------------

    def _guard_allows(self, name: str, value: str = "") -> bool:
        """https://fetch.spec.whatwg.org/#headers-validate's steps after the first, for a
        guard other than "none": "immutable" throws, "request" refuses a forbidden
        request-header, "response" a forbidden response-header name (`Set-Cookie`,
        `Set-Cookie2`)."""
        guard = self._guard
        if guard == "immutable":
            raise TypeError("Headers are immutable (the guard is 'immutable')")
        if guard == "request":
            return not is_forbidden_request_header(name, value)
        return not (guard == "response" and name.lower() in _FORBIDDEN_RESPONSE)

    def _no_cors_refuses(self, name: str, value: str, combine: bool) -> bool:
        """For the guard "request-no-cors": whether (``name``, the value: ``value``, or with
        ``combine`` the header's current value, ", " and ``value``) is not a no-CORS-safelisted
        request-header (https://fetch.spec.whatwg.org/#concept-headers-append step 3)."""
        if combine:
            current = self.get(name)
            value = value if current is None else f"{current}, {value}"
        return not is_no_cors_safelisted_request_header(name, value)

    def _remove_privileged_no_cors_request_headers(self) -> None:
        """https://fetch.spec.whatwg.org/#concept-headers-remove-privileged-no-cors-request-headers"""
        positions = self._indexed().pop("range", None)
        if positions:
            self._remove(positions)
            self._changed()

    def _guard_decides(
        self, name: str, value: str, operation: Callable[[str, str], None], combine: bool
    ) -> bool:
        """The steps ``append`` and ``set`` share while the guard is not "none": whether the
        guard settled the call (the header refused, or the "request-no-cors" guard's steps done:
        ``operation`` again with the guard "none", then the privileged no-CORS request-headers
        removed); False where the operation goes on as without a guard. ``combine``: whether the
        no-CORS check combines the value with the header's current one (``append``)."""
        if not self._guard_allows(name, value):
            return True
        if self._guard != "request-no-cors":
            return False
        if self._no_cors_refuses(name, value, combine):
            return True
        self._guard = "none"
        try:
            operation(name, value)
        finally:
            self._guard = "request-no-cors"
        self._remove_privileged_no_cors_request_headers()
        return True

    def append(self, name: str, value: str) -> None:
        """https://fetch.spec.whatwg.org/#dom-headers-append"""
        value = normalize(value)
        _validate(name, value)
        if self._guard != "none" and self._guard_decides(name, value, self.append, True):
            return
        self.list_append(name, value)

    def list_append(self, name: str, value: str) -> None:
        """https://fetch.spec.whatwg.org/#concept-header-list-append: the header as given (no
        normalization, no guard: the steps that append to a header list, such as a
        Response's "initialize a response", which keeps a Blob's type as it is)."""
        lowered = name.lower()
        index = self._indexed()
        positions = index.get(lowered)
        if positions:
            # 1. "If list contains name, then set name to the first such header's name."
            name = self._names[positions[0]] or name
        self._values.append(value)  # the value first: see _remove
        self._names.append(name)
        self._lowered.append(lowered)
        if positions is None:
            index[lowered] = [len(self._lowered) - 1]
        else:
            positions.append(len(self._lowered) - 1)
        self._changed()

    def delete(self, name: str) -> None:
        """https://fetch.spec.whatwg.org/#dom-headers-delete"""
        _validate(name, "")
        if self._guard != "none":
            if not self._guard_allows(name):
                return
            lowered = name.lower()
            if self._guard == "request-no-cors" and not (
                lowered in _NO_CORS_SAFELISTED or lowered == "range"
            ):
                return
        positions = self._indexed().pop(name.lower(), None)
        if positions:
            self._remove(positions)
            self._changed()

    def get(self, name: str) -> str | None:
        """https://fetch.spec.whatwg.org/#dom-headers-get"""
        lowered = _NAMES.get(name) or _lowered_header_name(name)
        index = self._index
        if index is None:
            if self._scans >= _MAX_SCANS:
                return self._read()[1].get(lowered)
            self._scans += 1
            names = self._lowered
            if names.count(lowered) == 1:  # the common case: once, found by one more scan
                try:
                    position = names.index(lowered)
                    return self._values[position]
                except (ValueError, IndexError):  # changed by another thread (not supported)
                    return None
            values = self._scan(lowered)
        else:
            values = self._values_of(index, lowered)
        return ", ".join(values) if values else None

    def get_set_cookie(self) -> list[str]:
        """https://fetch.spec.whatwg.org/#dom-headers-getsetcookie"""
        index = self._index
        if index is None:
            if self._scans >= _MAX_SCANS:
                return self._read()[2].copy()
            self._scans += 1
            return self._scan("set-cookie")
        return self._values_of(index, "set-cookie")

    def has(self, name: str) -> bool:
        """https://fetch.spec.whatwg.org/#dom-headers-has"""
        lowered = _NAMES.get(name) or _lowered_header_name(name)
        index = self._index
        if index is None:
            if self._scans >= _MAX_SCANS:
                return lowered in self._read()[1]
            self._scans += 1
            return lowered in self._lowered
        return lowered in index

    def set(self, name: str, value: str) -> None:
        """https://fetch.spec.whatwg.org/#dom-headers-set, through
        https://fetch.spec.whatwg.org/#concept-header-list-set: the first header of that name
        takes the value (its name's case kept), the others go."""
        value = normalize(value)
        _validate(name, value)
        if self._guard != "none" and self._guard_decides(name, value, self.set, False):
            return
        lowered = name.lower()
        index = self._indexed()
        positions = index.get(lowered)
        if positions is None:
            self._values.append(value)  # the value first: see _remove
            self._names.append(name)
            self._lowered.append(lowered)
            index[lowered] = [len(self._lowered) - 1]
        else:
            first = positions[0]
            self._values[first] = value
            if len(positions) > 1:
                index[lowered] = [first]
                self._remove(positions[1:])
        self._changed()

    def _changed(self) -> None:
        self._order_key = None
        self._changes += 1
        if _getrefcount is None or _getrefcount(self._combined) > _OWN_REFERENCES:
            self.sort_and_combine  # noqa: B018  # brought up to date for its iterators

    @property
    def sort_and_combine(self) -> list[tuple[str, str]]:
        """https://fetch.spec.whatwg.org/#concept-header-list-sort-and-combine: the value
        pairs to iterate over (worked out again after each change, in place)."""
        changes = self._changes  # read before the lists: see the class's docstring
        combined = self._combined
        if self._combined_changes == changes:
            return combined
        # The values first (see _remove); holes (None) are left out first, or, made by
        # another thread meanwhile (not supported), make the sort raise TypeError (and
        # lists of other lengths IndexError).
        values: list[str] = self._values  # type: ignore[assignment]
        lowered: list[str] = self._lowered  # type: ignore[assignment]
        if self._holes:
            values, lowered = _without_holes(values, lowered)
        try:
            key = self._order_key
            order = None if key is None else _ORDERS.entries.get(key) or _order(key, lowered)
            if order is None:  # names met for the first time, or changed
                combined[:] = _sort_and_combine(lowered, values)
            elif order[1] is None:
                combined[:] = _combine(lowered, values)
            else:
                # Every name once, or only set-cookie repeated, which is not combined: the
                # stable sort by name (:data:`_ORDERS`).
                combined[:] = zip(order[0], order[1](values))  # noqa: B905
        except (TypeError, IndexError):
            values, lowered = _without_holes(values.copy(), lowered.copy())
            combined[:] = _combine(lowered, values)
        self._combined_changes = changes
        return combined


#: The stable sort by name of header lists :meth:`HeadersImpl.construct_common` has met
#: before (:data:`_NAME_LISTS`), by their names as given joined with "\n" (the key the
#: header list keeps until its first change), for sort and combine where every name is once
#: or only set-cookie is repeated: the sorted lowercased names and a function giving a list's
#: items in that order (an ``itemgetter`` of the positions: the values so sorted in one
#: call); :data:`_COMBINE` where headers are to be combined. Responses of a site repeat the
#: same names in the same order: a header list of names met before is sorted without
#: sorting. Bounded in bytes (webapi/_cache.py).
_ORDERS: BoundedCache[str, _Order] = BoundedCache(1 << 20, 8 << 10)
_COMBINE: _Order = (None, None)


def _order(key: str, lowered: list[str]) -> _Order:
    """The entry of :data:`_ORDERS` for the header names ``lowered`` (lowercased), made and
    kept under ``key`` (a ``TypeError`` for a hole, ``None``, among them: see
    sort_and_combine)."""
    names = tuple(lowered)
    count = len(names)
    order: _Order
    if not _sorting_is_all(names):
        order = _COMBINE
    else:
        positions = sorted(range(count), key=names.__getitem__)  # a stable sort
        # (of fewer than two items: the tuple of them, as an itemgetter of more gives them)
        getter = itemgetter(*positions) if count > 1 else tuple
        order = (getter(names), getter)
    # (the names' strings: about the size of the text joined, plus each one's header)
    text = sum(map(len, names))
    size = sys.getsizeof(key) + 2 * sys.getsizeof(names) + text + count * _STR_SIZE
    _ORDERS.store(key, order, size)
    return order


def _sort_and_combine(names: list[str], values: list[str]) -> list[tuple[str, str]]:
    """https://fetch.spec.whatwg.org/#concept-header-list-sort-and-combine of the header list
    of lowercased ``names`` and ``values`` (of names met for the first time)."""
    if _sorting_is_all(names):
        return sorted(zip(names, values), key=_first)  # noqa: B905
    return _combine(names, values)


def _sorting_is_all(names: Sequence[str]) -> bool:
    """Whether every one of the lowercased ``names`` is there once, or only set-cookie is
    repeated, which sort and combine does not combine: then a stable sort by name is all
    there is to it."""
    distinct = len(set(names))
    return distinct == len(names) or distinct + names.count("set-cookie") - 1 == len(names)


def _without_holes(values: list[str], names: list[str]) -> tuple[list[str], list[str]]:
    """The values and names of the headers that are there (not holes), in order."""
    pairs = [
        (value, name)
        for value, name in zip(values, names, strict=False)
        if value is not None and name is not None
    ]
    return [value for value, _ in pairs], [name for _, name in pairs]


def _combine(names: list[str], values: list[str]) -> list[tuple[str, str]]:
    """https://fetch.spec.whatwg.org/#concept-header-list-sort-and-combine of the header list
    of lowercased ``names`` and ``values``."""
    grouped: dict[str, list[str]] = {}
    for name, value in zip(names, values, strict=False):
        grouped.setdefault(name, []).append(value)
    headers: list[tuple[str, str]] = []
    for name in sorted(grouped):
        if name == "set-cookie":
            headers.extend((name, value) for value in grouped[name])
        else:
            headers.append((name, ", ".join(grouped[name])))
    return headers


#: ``sys.getrefcount`` (``None`` on an interpreter without it: then anything might hold the
#: sorted list, and each change brings it up to date).
_getrefcount = getattr(sys, "getrefcount", None)


def _own_references() -> int:
    alone = HeadersImpl()
    return _getrefcount(alone._combined) if _getrefcount is not None else 0


#: ``sys.getrefcount`` of a ``HeadersImpl``'s ``_combined`` that nothing else holds, taken
#: the way :meth:`HeadersImpl._changed` takes it.
_OWN_REFERENCES = _own_references()
