"""Argument counts: the marker for an argument that was not passed, and the
``TypeError`` raised when a required one is missing.

Web IDL operations check ``arguments.length`` against the number of required
arguments before converting anything.  A Python method generated from IDL is
decorated with :func:`absent_defaults`, which gives each required parameter the
default :data:`ABSENT` at runtime (type checkers still see it required), so leaving
it out can be told apart from passing any value (``None`` included) and reported
the way browsers report it::

    Failed to execute 'append' on 'URLSearchParams': 2 arguments required, but only 1 present.

:func:`deferred` stands for a module constant built on first use (the generated modules'
compound converters), so that importing a binding does not load what building it needs.

:func:`attribute` is a generated class's plain attribute (one that reads and writes the
implementation object's), written once for them all, as :class:`PairIterable` is the members
an ``iterable<K, V>`` declaration gives.  The error-message prefixes are worded here
(:func:`construct_prefix`, :func:`execute_prefix`, :func:`set_prefix`): by the generator for
the generated modules' constants, and by :func:`attribute` for its setters (the messages
themselves are :mod:`._messages`').
"""

from _operator import attrgetter  # built in (operator, which re-exports it, is not)

from .._lazy import lazy_function, lazy_imports

TYPE_CHECKING = False  # typing is imported by type checkers only (import webapi stays light)
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Sequence
    from typing import (
        Any,
        Concatenate,
        Final,
        Generic,
        ParamSpec,
        Protocol,
        Self,
        TypeVar,
        cast,
        overload,
    )

    from ._iterators import (
        IndexedIterator,
        PairEntryIterator,
        PairKeyIterator,
        PairValueIterator,
        indexed_for_each,
        pair_for_each,
    )

    K = TypeVar("K")
    V = TypeVar("V")

    F = TypeVar("F", bound=Callable[..., Any])
    #: An options dictionary's declared type, which the keywords keep.
    OptionsT = TypeVar("OptionsT")
    T_co = TypeVar("T_co", covariant=True)
    S_contra = TypeVar("S_contra", contravariant=True)

    class ReadonlyAttribute(Protocol[T_co]):
        """What type checkers see of a ``readonly attribute`` made by :func:`attribute`: an
        instance's value is a ``T_co``, and it cannot be assigned."""

        @overload
        def __get__(self, instance: None, owner: type) -> Self: ...
        @overload
        def __get__(self, instance: object, owner: type | None = None) -> T_co: ...

    class Attribute(ReadonlyAttribute[T_co], Protocol[T_co, S_contra]):
        """What type checkers see of an ``attribute`` made by :func:`attribute`: read, a
        ``T_co``; assigned, any ``S_contra`` (what the setter converts)."""

        def __set__(self, instance: object, value: S_contra) -> None: ...

    P = ParamSpec("P")
    R = TypeVar("R")
    SF = TypeVar("SF")

    class StaticOrInstance(Generic[SF, P, R]):
        """What type checkers see of :func:`static_or_instance`."""

        @overload
        def __get__(self, instance: None, owner: type) -> SF: ...
        @overload
        def __get__(self, instance: object, owner: type | None = None) -> Callable[P, R]: ...
        def __get__(self, instance: object, owner: type | None = None) -> Any: ...


else:

    def cast(kind: object, value: "Any") -> "Any":
        """``typing.cast`` for the generated modules that do not import typing at run time
        (``import webapi`` stays light): the value itself."""
        return value

    def overload(function: "F") -> "F":
        """``typing.overload`` for the generated modules that do not import typing at run
        time (``import webapi`` stays light): the ``@overload`` stubs are only for type
        checkers, which see typing's, and the implementation that follows replaces them."""
        return function

    class Generic:
        """``typing.Generic`` at run time, where typing is not imported (``import webapi``
        stays light): subscripting the class gives the class itself (as ``._iterators``'
        stand-in, which cannot be this one: that module would import this one back)."""

        __slots__ = ()

        def __class_getitem__(cls, parameters: object) -> type:
            return cls

    K = V = None
    lazy_imports(
        globals(),
        "._iterators",
        (
            "IndexedIterator",
            "PairEntryIterator",
            "PairKeyIterator",
            "PairValueIterator",
            "indexed_for_each",
            "pair_for_each",
        ),
    )

__all__ = [
    "ABSENT",
    "Absent",
    "IndexedIterable",
    "Interface",
    "InterfaceType",
    "PairIterable",
    "ValueIterable",
    "absent_defaults",
    "arity_error",
    "attribute",
    "cast",
    "construct_prefix",
    "deferred",
    "execute_prefix",
    "keyword_options",
    "overload",
    "set_prefix",
    "static_attribute",
    "static_or_instance",
]


class Absent:
    """The type of :data:`ABSENT`, its only instance (a plain class, not an ``enum``:
    creating an enum costs more at import than anything else here)."""

    __slots__ = ()
    _instance: "Absent | None" = None

    def __new__(cls) -> "Absent":
        if cls._instance is None:
            cls._instance = object.__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "ABSENT"

    def __reduce__(self) -> str:
        return "ABSENT"  # pickled and copied as the module's ABSENT, so it stays the one


#: The default of a required parameter: the caller did not pass that argument.  Typed
#: ``Any`` so that ``argument is ABSENT`` type-checks against the parameter's IDL type.
ABSENT: "Final[Any]" = Absent()


#: types.FunctionType (the types module is not loaded for it).
_FUNCTION = type(lambda: None)


def absent_defaults(function: "F") -> "F":
    """Give the positional parameters of ``function`` that have no default (except
    ``self``) the default :data:`ABSENT`.

    The generated method is written once, with its real signature (what type checkers
    and IDEs see, required parameters included); this sets ``__defaults__`` once at
    class creation, so a call costs nothing extra.
    """
    if not isinstance(function, _FUNCTION):
        raise TypeError("absent_defaults() decorates a plain function")
    code = function.__code__
    names = code.co_varnames[: code.co_argcount]
    defaults = function.__defaults__ or ()
    bare = len(names) - len(defaults) - (1 if names[:1] == ("self",) else 0)
    function.__defaults__ = (ABSENT,) * bare + defaults
    return function


def arity_error(prefix: str, required: int, *arguments: object) -> TypeError:
    """The ``TypeError`` for a call that left out a required argument.

    ``arguments`` are the values of the required parameters, in order; the ones
    that are not :data:`ABSENT` count as present.
    """
    present = sum(1 for argument in arguments if argument is not ABSENT)
    noun = "argument" if required == 1 else "arguments"
    return TypeError(f"{prefix}: {required} {noun} required, but only {present} present.")


def deferred(load: "Callable[[], F]") -> "F":
    """A stand-in for a module constant (a function) that ``load()`` builds on the first call:
    ``webapi._lazy``'s :func:`lazy_function` for the generated modules (``idl/emit.py``),
    ``X: Final = deferred(lambda: ...)``.  The module is the one ``load`` is written in, and the
    constant the name it is bound to there (found on the first call), so neither is written
    again."""
    module = load.__globals__

    def build() -> "F":
        function = load()
        module.update({k: function for k, v in module.items() if v is stand_in})
        return function

    stand_in: F = lazy_function({"built": None}, "built", build)
    return stand_in


def keyword_options(
    options: "OptionsT",
    keywords: "tuple[tuple[str, object], ...]",
    prefix: str = "",
    parameter: str = "options",
) -> "OptionsT":
    """A trailing options dictionary with the members given as Python keywords added
    (``URLPattern(p, ignoreCase=True)`` is ``URLPattern(p, {"ignoreCase": True})``); a keyword
    left at ``None`` is not passed, and a keyword wins over the same member of ``options``.
    An ``options`` that is not a mapping (the ``True`` of ``(AddEventListenerOptions or
    boolean)``, or a value its conversion refuses) with a keyword given is a ``TypeError``
    naming ``parameter`` after the operation's ``prefix``: the keywords would be lost."""
    if options is None:
        # the common call (``decode(chunk, stream=True)``): no import, no copy
        if len(keywords) == 1:
            name, value = keywords[0]
            given = {} if value is None else {name: value}
        else:
            given = {name: value for name, value in keywords if value is not None}
        return given  # type: ignore[return-value]  # the dictionary of the keywords
    from collections.abc import Mapping

    if not isinstance(options, Mapping):
        names = ", ".join(dict.fromkeys(name for name, value in keywords if value is not None))
        raise TypeError(
            f"{prefix}: '{parameter}' is given as {type(options).__qualname__!r} and as keyword "
            f"arguments ({names}): pass the options as keyword arguments alone, or as one dict"
        )
    merged: dict[str, object] = dict(options)
    for name, value in keywords:
        if value is not None:
            merged[name] = value
    return merged  # type: ignore[return-value]  # the dictionary with its members added


def construct_prefix(interface: str) -> str:
    """The prefix for errors raised by ``interface``'s constructor."""
    return f"Failed to construct '{interface}'"


def execute_prefix(interface: str, operation: str) -> str:
    """The prefix for errors raised by an operation (static or not)."""
    return f"Failed to execute '{operation}' on '{interface}'"


def set_prefix(interface: str, attribute: str) -> str:
    """The prefix for errors raised by an attribute setter."""
    return f"Failed to set the '{attribute}' property on '{interface}'"


def attribute(
    idl: str,
    convert: "Callable[[object, str, int], object] | None" = None,
    interface: str = "",
    *,
    returns: type = str,
    name: str = "",
    own: bool = False,
    getter: "Callable[[Any], object] | None" = None,
    setter: "Callable[[Any, Any], object] | None" = None,
) -> "Any":
    """The property of a generated class for the IDL attribute ``idl`` (the declaration, its
    docstring) of ``interface``, whose getter and setter steps are the implementation
    object's attribute ``name`` (by default the IDL attribute's name;
    https://webidl.spec.whatwg.org/#es-attributes): reading returns ``self._impl.<name>``, a
    ``returns``; writing sets it to ``convert(value, prefix, 0)``, the conversion to the IDL
    type, whose errors begin "Failed to set the '...' property on '<interface>'".  A
    ``readonly attribute`` has no ``convert`` and no setter.

    The getter and setter are the functions a written-out ``@property`` would have, to the
    bytecode (``self._impl.<name>``, not ``getattr``): the templates below with ``name`` put
    in, so an attribute costs what a written-out one costs.  The generated class states the
    types for type checkers (``origin: Final[ReadonlyAttribute[str]] = attribute(...)``, see
    :class:`Attribute`); the getter's return annotation (``returns``) is what the API
    reference shows.

    With ``own`` (a class that derives from its impl class: ``impl_is_self``), the attribute
    ``name`` is the instance's own: the getter is ``operator.attrgetter(name)``, a C call (a
    property's fastest getter), the setter ``self.<name> = ...``.

    With ``getter`` (and, for a settable attribute, ``setter``), the getter and setter steps
    are module-level impl functions taking the object (``impl_names`` of
    ``"module:function"``): the property's getter is ``getter`` itself, its setter calls
    ``setter(self, converted value)``.
    """
    idl_name = idl.rstrip(";").rpartition(" ")[2]
    name = name or idl_name
    if getter is not None:
        return _function_attribute(idl, convert, interface, idl_name, getter, setter)
    if own:
        return _own_attribute(idl, convert, interface, name, idl_name)

    def get(self: "Any") -> "Any":
        return self._impl.ATTRIBUTE

    get.__annotations__ = {"return": returns}
    if convert is None:
        return property(_named(get, name), doc=f"``{idl}``")
    prefix = set_prefix(interface, idl_name)

    def set(self: "Any", value: object) -> None:
        self._impl.ATTRIBUTE = convert(value, prefix, 0)

    return property(_named(get, name), _named(set, name), doc=f"``{idl}``")


def _own_attribute(
    idl: str,
    convert: "Callable[[object, str, int], object] | None",
    interface: str,
    name: str,
    idl_name: str,
) -> "Any":
    """:func:`attribute` with ``own``."""
    if convert is None:
        return property(attrgetter(name), doc=f"``{idl}``")
    prefix = set_prefix(interface, idl_name)

    def set(self: "Any", value: object) -> None:
        self.ATTRIBUTE = convert(value, prefix, 0)

    return property(attrgetter(name), _named(set, name), doc=f"``{idl}``")


def static_or_instance(
    static: "SF", regular: "Callable[Concatenate[Any, P], R]"
) -> "StaticOrInstance[SF, P, R]":
    """A static and a regular operation of one name (``Response.json(data)`` and
    ``response.json()``): read on the class, the static one (a plain function); on an
    instance, the regular one bound to it, as JavaScript finds the one on the interface
    object and the other on the prototype."""
    return _StaticOrInstance(static, regular)  # type: ignore[return-value]


class _StaticOrInstance:
    __slots__ = ("__doc__", "_regular", "_static")

    def __init__(self, static: object, regular: "Callable[..., object]") -> None:
        self._static = getattr(static, "__func__", static)  # (a staticmethod object)
        self._regular = regular
        self.__doc__ = regular.__doc__

    def __get__(self, instance: object, owner: type | None = None) -> object:
        if instance is None:
            return self._static
        return self._regular.__get__(instance, owner)


def _function_attribute(
    idl: str,
    convert: "Callable[[object, str, int], object] | None",
    interface: str,
    idl_name: str,
    getter: "Callable[[Any], object]",
    setter: "Callable[[Any, Any], object] | None",
) -> "Any":
    """:func:`attribute` with ``getter`` (and ``setter``)."""
    if convert is None or setter is None:
        return property(getter, doc=f"``{idl}``")
    prefix = set_prefix(interface, idl_name)
    steps = setter

    def set(self: "Any", value: object) -> None:
        steps(self, convert(value, prefix, 0))

    return property(getter, _named(set, idl_name), doc=f"``{idl}``")


def static_attribute(getter: "Callable[[], T_co]") -> "T_co":
    """A ``static readonly attribute`` of a generated class: read on the class or on an
    instance, ``getter()`` (the function the generated code decorates)."""
    return _StaticAttribute(getter)  # type: ignore[return-value]


class _StaticAttribute:
    __slots__ = ("__doc__", "_getter")

    def __init__(self, getter: "Callable[[], object]") -> None:
        self._getter = getter
        self.__doc__ = getter.__doc__

    def __get__(self, instance: object, owner: type | None = None) -> object:
        return self._getter()


class InterfaceType(type):
    """The metaclass of a generated class with ``const`` members
    (https://webidl.spec.whatwg.org/#es-constants: read-only properties of the interface
    object), which it names in ``__constants__``: setting or deleting one on the class (or a
    class deriving from it) raises ``AttributeError``, as setting it on an instance does (an
    instance has no ``__dict__``)."""

    def __setattr__(cls, name: str, value: object) -> None:
        cls._refuse_constant(name)
        super().__setattr__(name, value)

    def __delattr__(cls, name: str) -> None:
        cls._refuse_constant(name)
        super().__delattr__(name)

    def _refuse_constant(cls, name: str) -> None:
        for base in cls.__mro__:
            if name in base.__dict__.get("__constants__", ()):
                raise AttributeError(f"{name!r} is a constant of {base.__name__}: read-only")


def _named(function: "F", name: str) -> "F":
    """``function`` with its attribute ``ATTRIBUTE`` read or written as ``name`` instead,
    named ``name``."""
    code = function.__code__
    names = tuple(name if n == "ATTRIBUTE" else n for n in code.co_names)
    function.__code__ = code.replace(co_names=names, co_name=name, co_qualname=name)
    function.__name__ = function.__qualname__ = name
    return function


class Interface:
    """The last base of every generated class: its instances hold the implementation object
    in ``_impl`` (a platform object's "implementation" of its interface,
    https://webidl.spec.whatwg.org/#implements)."""

    __slots__ = ()

    _impl: "Any"

    @classmethod
    def _wrap(cls, impl: "Any") -> "Self":
        """A new instance for ``impl`` (its constructor steps are not run; a generated class
        with [SameObject] caches has its own, which also empties them)."""
        obj = cls.__new__(cls)
        obj._impl = impl
        return obj


class PairIterable(Generic[K, V]):
    """The members of an interface that declares a value pair iterator, ``iterable<K, V>;``
    (https://webidl.spec.whatwg.org/#idl-iterable and
    https://webidl.spec.whatwg.org/#es-iterable), over the list of pairs held by the
    implementation object's attribute ``pairs``.  The generated class names it first among its
    bases, with the pairs' types and that attribute: ``class URLSearchParams(PairIterable[str,
    str], URLSearchParamsExtras, pairs="list")``.  The iterators and ``forEach`` are
    :mod:`._iterators`' (loaded on first use)."""

    __slots__ = ()

    _impl: "Any"
    #: Gets the implementation object's current list of pairs (``attrgetter(pairs)``).
    _pairs: "Callable[[Any], Sequence[tuple[K, V]]]"
    #: The error-message prefix of ``forEach``, naming the generated class's interface.
    _for_each_prefix: str

    def __init_subclass__(cls, pairs: str = "", **keywords: "Any") -> None:
        super().__init_subclass__(**keywords)
        if pairs:  # the generated class (a subclass of it keeps its interface's)
            cls._pairs = attrgetter(pairs)
            cls._for_each_prefix = execute_prefix(cls.__name__, "forEach")
            # A mixin (the hand-written extras) may make its own such iterator (``Headers``:
            # CPython's list iterator over a list kept current): then it is ``entries`` and
            # ``iter(self)``, one call.
            for base in cls.__mro__[1:]:
                if base is not PairIterable and "entries" in base.__dict__:
                    cls.entries = cls.__iter__ = base.__dict__["entries"]  # type: ignore[method-assign]
                    break

    def entries(self) -> "Iterator[tuple[K, V]]":
        """An iterator over the (key, value) pairs, which sees later changes (also
        ``iter(self)``)."""
        return PairEntryIterator(self._impl, self._pairs)

    #: https://webidl.spec.whatwg.org/#es-iterable: the @@iterator of an interface with a
    #: pair iterator is its ``entries`` function.
    __iter__ = entries

    def keys(self) -> "Iterator[K]":
        """An iterator over the keys, which sees later changes."""
        return PairKeyIterator(self._impl, self._pairs)

    def values(self) -> "Iterator[V]":
        """An iterator over the values, which sees later changes."""
        return PairValueIterator(self._impl, self._pairs)

    @absent_defaults
    def forEach(self, callback: "Callable[..., object]", thisArg: object = None) -> None:
        """Calls ``callback(value, key, self)`` for each pair, as many of those arguments as it
        accepts; a ``thisArg`` other than ``None`` is passed first."""
        if callback is ABSENT:
            raise arity_error(self._for_each_prefix, 1, callback)
        pair_for_each(self, self._impl, self._pairs, callback, thisArg, self._for_each_prefix)

    for_each = forEach


class IndexedIterable:
    """The base of a generated class whose interface has an indexed property getter:
    ``iter(obj)`` (https://webidl.spec.whatwg.org/#es-iterator: Array.prototype.values, over
    ``len(obj)`` and ``obj[index]``, the generated ``__len__`` and ``__getitem__``; the
    iterator is :mod:`._iterators`')."""

    __slots__ = ()

    def __iter__(self) -> "Iterator[Any]":
        return IndexedIterator(self)


class ValueIterable(IndexedIterable):
    """The base of a generated class whose interface declares ``iterable<V>;`` (it has an
    indexed property getter, as Web IDL requires): ``entries()``, ``keys()``, ``values()``
    and ``forEach()`` are Array.prototype's (https://webidl.spec.whatwg.org/#es-iterable)."""

    __slots__ = ()

    def entries(self) -> "Iterator[tuple[int, Any]]":
        """An iterator over ``(index, value)`` tuples, which sees later changes."""
        return IndexedIterator(self, "entries")

    def keys(self) -> "Iterator[int]":
        """An iterator over the indices, which sees later changes."""
        return IndexedIterator(self, "keys")

    def values(self) -> "Iterator[Any]":
        """An iterator over the values, which sees later changes (also ``iter(self)``)."""
        return IndexedIterator(self)

    @absent_defaults
    def forEach(self, callback: "Callable[..., object]", thisArg: object = None) -> None:
        """Calls ``callback(value, index, self)`` for each index below the length read first,
        while it is below the current length (as many of those arguments as it accepts); a
        ``thisArg`` other than ``None`` is passed first."""
        prefix = execute_prefix(type(self).__name__, "forEach")
        if callback is ABSENT:
            raise arity_error(prefix, 1, callback)
        indexed_for_each(self, callback, thisArg, prefix)

    for_each = forEach
