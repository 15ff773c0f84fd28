"""Converters for sequence, record and union types, built once at import time.

A *converter* is a function ``(value, prefix, position) -> result`` (see
:mod:`._messages` for ``prefix`` and ``position``).  The generated bindings
compose them at module level, e.g. for
``(sequence<sequence<USVString>> or record<USVString, USVString> or USVString)``::

    union_converter(
        "(sequence<sequence<USVString>> or record<USVString, USVString> or USVString)",
        sequence=sequence_converter(sequence_converter(to_usv_string, "sequence<USVString>"),
                                    "sequence<sequence<USVString>>"),
        record=record_converter(to_usv_string, to_usv_string, "record<USVString, USVString>"),
        string=to_usv_string,
    )

How Python values map onto the JavaScript cases:

* a *sequence* is any iterable except ``str`` (a JavaScript string is not an
  object, so it is never a sequence), bytes-like objects and mappings;
* a *record* is a :class:`collections.abc.Mapping` (its ``items()``);
* a *dictionary* is a mapping too: its members are looked up by name in
  lexicographic order, a member that is missing or ``None`` (JavaScript's
  ``undefined``) takes its default or stays absent, other keys are ignored, and
  ``None`` itself is the empty dictionary;
* an *enumeration* value is a string among the enumeration's values;
* an *interface* value is an instance of the generated class (its impl is used);
* in a union, a ``str`` goes to the string member, a multi-value mapping of a Python
  library (multidict's, werkzeug's ``MultiDict``, ...: :mod:`._python_values`) to the
  sequence member as the list of its pairs (every value of a name kept, in the library's
  order), another mapping to the record or dictionary member (``None`` too, to the
  dictionary), another iterable to the sequence member, and anything else (numbers,
  stringifiable objects) to the string member; bytes-like values are refused.
  A foreign object (a JavaScript object under Pyodide) is first replaced by the
  native value a registered foreign adapter gives for it (see :mod:`._foreign`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from . import _foreign
from ._arguments import ABSENT
from ._boolean import to_boolean
from ._buffers import buffer_bytes
from ._messages import not_of_type
from ._python_values import multi_value_pairs
from ._strings import to_byte_string, to_dom_string, to_usv_string

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from typing import Any, TypeAlias, TypeVar

    T = TypeVar("T")
    K = TypeVar("K")
    V = TypeVar("V")
    S = TypeVar("S")
    R = TypeVar("R")
    Q = TypeVar("Q")

    #: ``(value, prefix, position) -> converted value``
    Converter: TypeAlias = Callable[[object, str, int], T]
    #: A dictionary member: (name, converter, default or ABSENT, required).
    Member: TypeAlias = tuple[str, Converter[Any], object, bool]

__all__ = [
    "Converter",
    "dictionary_converter",
    "enum_attribute_value",
    "enum_converter",
    "interface_converter",
    "is_dictionary",
    "null_kept",
    "record_converter",
    "sequence_converter",
    "to_any",
    "union_converter",
]

_NOT_SEQUENCES = (str, bytes, bytearray, memoryview, Mapping)
_BYTES_LIKE = (bytes, bytearray, memoryview)
#: Containers that hold one value per key, or pairs as they are: no multi-value mapping.
_PLAIN_CONTAINERS = frozenset((dict, list, tuple))


def sequence_converter(element: Converter[T], idl_type: str) -> Converter[list[T]]:
    """https://webidl.spec.whatwg.org/#js-sequence"""

    # An ASCII str is its own value under every string conversion: no call for it.
    strings = element in (to_usv_string, to_dom_string, to_byte_string)
    # sequence<sequence<string>> (headers, query pairs): a list or tuple of two ASCII strs is
    # its own inner list, without a call of the inner converter.
    string_pairs = getattr(element, "_converts_strings", False)

    def convert(value: object, prefix: str, position: int) -> list[T]:
        if type(value) is list or type(value) is tuple:
            iterator: Iterable[object] = value
        elif isinstance(value, _NOT_SEQUENCES):
            raise not_of_type(prefix, position, value, idl_type)
        else:
            try:
                iterator = iter(value)  # type: ignore[call-overload]
            except TypeError:
                raise not_of_type(prefix, position, value, idl_type) from None
        if strings:
            return [
                item  # type: ignore[misc]
                if type(item) is str and item.isascii()
                else element(item, prefix, position)
                for item in iterator
            ]
        if string_pairs:
            return [
                [item[0], item[1]]  # type: ignore[misc]
                if (type(item) is tuple or type(item) is list)
                and len(item) == 2
                and type(item[0]) is str
                and type(item[1]) is str
                and (item[0] + item[1]).isascii()
                else element(item, prefix, position)
                for item in iterator
            ]
        return [element(item, prefix, position) for item in iterator]

    convert._converts_strings = strings  # type: ignore[attr-defined]
    return convert


def record_converter(
    key: Converter[K], value: Converter[V], idl_type: str
) -> Converter[dict[K, V]]:
    """https://webidl.spec.whatwg.org/#js-record (a later key that converts to the
    same string as an earlier one overwrites its value, keeping its place)."""

    def convert(mapping: object, prefix: str, position: int) -> dict[K, V]:
        if not isinstance(mapping, Mapping):
            raise not_of_type(prefix, position, mapping, idl_type)
        result: dict[K, V] = {}
        for k, v in mapping.items():
            result[key(k, prefix, position)] = value(v, prefix, position)
        return result

    return convert


#: The converters :func:`null_kept` made.
_NULL_KEPT: set[object] = set()


def null_kept(member: Converter[T]) -> Converter[T]:
    """The converter of a nullable dictionary member whose default is not null (the Sanitizer
    API's ``DOMString? namespace = "http://www.w3.org/1999/xhtml"``): in a dictionary, the
    member given as None is null (https://webidl.spec.whatwg.org/#js-dictionary: a present
    member's value converted; null, for a nullable type, is null), not left out (the
    default), as :func:`dictionary_converter` reads every other member's None."""

    def convert(value: object, prefix: str, position: int) -> T:
        return member(value, prefix, position)

    _NULL_KEPT.add(convert)
    return convert


def dictionary_converter(
    idl_type: str, members: Iterable[Member], inherited: Iterable[Iterable[Member]] = ()
) -> Converter[dict[str, Any]]:
    """https://webidl.spec.whatwg.org/#js-dictionary: a ``dict`` holding the members
    that are present (or have a default), those of the ``inherited`` dictionaries first (least
    derived first), each dictionary's in lexicographic order."""
    ordered = [member for group in (*inherited, members) for member in sorted(group)]
    # (the members whose None, given, is null: null_kept)
    keeps_null = {name for name, member, _, _ in ordered if member in _NULL_KEPT}
    # (an empty dictionary, as a call without one gives: its defaults, when no member is
    # required)
    defaults = None
    if not any(required for _, _, _, required in ordered):
        defaults = {name: default for name, _, default, _ in ordered if default is not ABSENT}

    def convert(value: object, prefix: str, position: int) -> dict[str, Any]:
        if type(value) is not dict:  # (a dict, the common case, is a mapping)
            if value is None:
                if defaults is not None:
                    return defaults.copy()
                value = {}
            else:
                if _foreign.adapters and not isinstance(value, Mapping):
                    value = _foreign.foreign_to_native(value)
                if not isinstance(value, Mapping):
                    raise not_of_type(prefix, position, value, idl_type)
        elif not value and defaults is not None:
            return defaults.copy()
        result: dict[str, Any] = {}
        for name, member, default, required in ordered:
            item = value.get(name)
            if item is True or item is False:  # a bool (``stream=True``): its own conversion
                result[name] = item if member is to_boolean else member(item, prefix, position)
            elif item is not None:
                result[name] = member(item, prefix, position)
            elif name in keeps_null and name in value:
                result[name] = None
            elif default is not ABSENT:
                result[name] = default
            elif required:
                raise TypeError(f"{prefix}: required member {name} is undefined.")
        return result

    return convert


def to_any(value: object, prefix: str, position: int) -> object:
    """https://webidl.spec.whatwg.org/#es-any (and ``object``): the value itself."""
    return value


def is_dictionary(value: object) -> bool:
    """Whether overload resolution takes ``value`` (not ``None``) for a dictionary
    rather than a string: a mapping, or a foreign object adapted to one."""
    if _foreign.adapters and not isinstance(value, str | Mapping):
        value = _foreign.foreign_to_native(value)
    return isinstance(value, Mapping)


def enum_converter(idl_type: str, values: Iterable[str]) -> Converter[str]:
    """https://webidl.spec.whatwg.org/#js-enumeration"""
    allowed = frozenset(values)

    def convert(value: object, prefix: str, position: int) -> str:
        string = to_dom_string(value, prefix, position)
        if string not in allowed:
            raise TypeError(
                f"{prefix}: The provided value '{string}' is not a valid enum value of type "
                f"{idl_type}."
            )
        return string

    return convert


def enum_attribute_value(convert: Converter[str], value: object, prefix: str) -> str | None:
    """The value an attribute of an enumeration type is set to, or None where the setter
    does nothing (https://webidl.spec.whatwg.org/#dfn-attribute-setter, step 4.5: "If
    attribute's type is an enumeration, then: let S be ? ToString(V); if S is not one of the
    enumeration's values, then return undefined": ``xhr.responseType = "bogus"`` is
    ignored, where an operation's argument of the type raises). ``convert`` is the type's
    :func:`enum_converter`."""
    string = to_dom_string(value, prefix, 0)
    try:
        return convert(string, prefix, 0)
    except TypeError:  # (a string: only a value not of the enumeration is refused)
        return None


def interface_converter(cls: type, idl_type: str, unwrap: bool = True) -> Converter[Any]:
    """https://webidl.spec.whatwg.org/#js-interface: an instance of the generated class ``cls``
    gives its implementation object (``unwrap``: the slot ``_impl`` of a wrapper) or itself
    (a generated class that derives from its impl class: the instance is its own impl)."""

    def convert(value: object, prefix: str, position: int) -> Any:
        if isinstance(value, cls):
            return getattr(value, "_impl") if unwrap else value  # noqa: B009 (the slot)
        raise not_of_type(prefix, position, value, idl_type)

    return convert


def unavailable_converter(idl_type: str) -> Converter[Any]:
    """https://webidl.spec.whatwg.org/#js-interface for an interface webapi does not implement
    yet (``HTMLFormElement`` before the DOM's forms exist): nothing is an instance of it, so
    every value is the ``TypeError`` a browser gives for a value of another type (``None``, for
    an optional or nullable argument, never reaches a converter)."""

    def convert(value: object, prefix: str, position: int) -> Any:
        raise not_of_type(prefix, position, value, idl_type)

    return convert


#: Interfaces of a layer above, by name: the loader of the class its layer registered (see
#: :func:`register_interface_above`), then the class once loaded.
_ABOVE: dict[str, list[Any]] = {}


def register_interface_above(name: str, load: Callable[[], type]) -> None:
    """Make ``load()`` (called once, on the first conversion) give the class of the interface
    ``name`` that a package above registers when it loads (``webapi.html``'s
    ``HTMLFormElement`` for ``new FormData(form)`` of ``webapi.xhr``, which must not import
    it). One assignment: thread-safe."""
    if not callable(load):
        raise TypeError("register_interface_above: load must be callable")
    _ABOVE[name] = [load, None]


def above_converter(idl_type: str) -> Converter[Any]:
    """https://webidl.spec.whatwg.org/#js-interface for an interface of a layer above: an
    instance of the class its package registered (:func:`register_interface_above`; the
    instance itself: such classes are their impl), anything else (every value while the
    package is not loaded: nothing can be an instance then) the ``TypeError`` of a value of
    another type."""

    def convert(value: object, prefix: str, position: int) -> Any:
        registered = _ABOVE.get(idl_type)
        if registered is not None:
            cls = registered[1]
            if cls is None:
                cls = registered[1] = registered[0]()
            if isinstance(value, cls):
                return value
        raise not_of_type(prefix, position, value, idl_type)

    return convert


def union_converter(
    idl_type: str,
    *,
    string: Converter[S] | None = None,
    record: Converter[R] | None = None,
    sequence: Converter[Q] | None = None,
    dictionary: Converter[R] | None = None,
    interfaces: tuple[type, ...] = (),
    unwrap: bool = True,
    callback: Converter[Any] | None = None,
    boolean: Converter[bool] | None = None,
    number: Converter[Any] | None = None,
    buffer: Converter[Any] | None = None,
) -> Converter[Any]:
    """https://webidl.spec.whatwg.org/#js-union for a union whose members are (at most) one
    string type, one record or dictionary type, one sequence type, interface types (the
    generated classes ``interfaces``: an instance gives its impl, or itself when not
    ``unwrap``), one callback function type, ``boolean``, one numeric type and one buffer
    source type, tried in Web IDL's order: an instance of an interface, a callable for the
    callback, a ``str`` for the string, a bytes-like object (under Pyodide a JavaScript
    buffer) for the buffer source, a mapping for the record or dictionary, another iterable
    for the sequence, a ``bool`` for the boolean, an ``int`` or ``float`` for the number; then
    the string, the number and the boolean conversions of anything else."""
    mapping = record if record is not None else dictionary

    usv = string is to_usv_string

    def convert(value: object, prefix: str, position: int) -> Any:
        if type(value) is str and string is not None:  # the common case first
            if usv and value.isascii():  # what to_usv_string returns for it
                return value
            return string(value, prefix, position)
        if value is None and dictionary is not None:
            return dictionary(value, prefix, position)
        if interfaces and isinstance(value, interfaces):
            return getattr(value, "_impl") if unwrap else value  # noqa: B009 (the slot)
        if callback is not None and callable(value):
            return callback(value, prefix, position)
        if buffer is not None and not isinstance(value, str):
            # "If V has an [[ArrayBufferData]] internal slot" (or is a view): before the
            # sequence, which bytes-like objects are never.
            data = buffer_bytes(value)
            if data is not None:
                return buffer(data, prefix, position)
        if _foreign.adapters and not isinstance(value, str):
            value = _foreign.foreign_to_native(value)
        if isinstance(value, str):
            if string is not None:
                return string(value, prefix, position)
        elif (
            sequence is not None
            and type(value) not in _PLAIN_CONTAINERS
            and (pairs := multi_value_pairs(value)) is not None
        ):
            return sequence([list(pair) for pair in pairs], prefix, position)
        elif isinstance(value, Mapping):
            if mapping is not None:
                return mapping(value, prefix, position)
        elif isinstance(value, _BYTES_LIKE):
            pass
        elif value is True or value is False:
            if boolean is not None:
                return value
        elif isinstance(value, int | float) and number is not None:
            return number(value, prefix, position)
        elif sequence is not None and hasattr(value, "__iter__"):
            return sequence(value, prefix, position)
        for fallback in (string, number):
            if fallback is not None:
                try:
                    return fallback(value, prefix, position)
                except TypeError:
                    pass
        if boolean is not None and not isinstance(value, _BYTES_LIKE):
            return boolean(value, prefix, position)
        raise not_of_type(prefix, position, value, idl_type)

    return convert
