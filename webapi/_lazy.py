"""Loading on first use: regular expressions compiled, and functions imported or built, when
first needed, so that ``import webapi`` does neither (not a spec section: the helpers the
modules of ``webapi.url`` and the Web IDL runtime, ``webapi._webidl``, share for it).

``re`` (with ``enum``, ``functools`` and ``collections``, which it imports) and ``importlib``
(with ``warnings``) load with the first pattern compiled or module loaded here, not with
``import webapi``: the modules below import nothing at import time.
"""

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    import re
    from collections.abc import Callable, Iterable
    from typing import Any, TypeVar

    F = TypeVar("F", bound=Callable[..., Any])
    T = TypeVar("T")

__all__ = [
    "compiler",
    "declare_provider",
    "import_module",
    "lazy_attribute",
    "lazy_function",
    "lazy_imports",
    "lazy_package",
    "lazy_pattern",
    "lazy_value",
    "load_provider",
    "public_names",
]


class _Placeholder:
    """A value made on first use (``import webapi`` makes none): the first attribute read
    (``match``, ``search``, ``HOST``, ...) calls ``load()`` and puts the value in its place
    with ``store(value)`` (in ``container[key]``, a module's globals or a table, or in an
    object's attribute), so later uses cost nothing extra.  Copies of the placeholder taken
    earlier (``from m import PATTERN``) still work: they forward to the value."""

    __slots__ = ("_load", "_store", "_value")

    def __init__(self, store: "Callable[[Any], object]", load: "Callable[[], object]") -> None:
        self._store = store
        self._load = load
        self._value: object = self

    def __getattr__(self, attribute: str) -> object:
        value = self._value
        if value is self:
            value = self._value = self._load()
            self._store(value)
        return getattr(value, attribute)


def lazy_value(container: "Any", key: object, load: "Callable[[], T]") -> "T":
    """Store in ``container[key]`` (and return) a placeholder for the value ``load()`` returns
    (a class, a table, a compiled pattern) that makes it on the first attribute read and then
    replaces itself there."""
    placeholder = _Placeholder(lambda value: container.__setitem__(key, value), load)
    container[key] = placeholder
    return placeholder  # type: ignore[return-value]


def lazy_attribute(owner: object, name: str, load: "Callable[[], T]") -> "T":
    """Set ``owner.name`` to (and return) a placeholder for the value ``load()`` returns that
    makes it on the first attribute read and then replaces itself there: :func:`lazy_value`
    for an object's attribute (``__slots__`` included) rather than a table's item."""
    placeholder = _Placeholder(lambda value: setattr(owner, name, value), load)
    setattr(owner, name, placeholder)
    return placeholder  # type: ignore[return-value]


def compiler(pattern: "str | Callable[[], str]", flags: int = 0) -> "Callable[[], re.Pattern[str]]":
    """A function that compiles ``pattern`` with ``flags`` when called: a load function for
    :func:`lazy_value` and :func:`lazy_attribute`.  ``pattern`` may be a function that writes
    the pattern (then called then too)."""

    def build() -> "re.Pattern[str]":
        from re import compile  # loaded on the first pattern compiled

        return compile(pattern if isinstance(pattern, str) else pattern(), flags)

    return build


def lazy_pattern(
    container: "Any", key: object, pattern: "str | Callable[[], str]", flags: int = 0
) -> "re.Pattern[str]":
    """Store in ``container[key]`` (and return) a placeholder for ``re.compile(pattern,
    flags)`` that compiles on first use and then replaces itself there.  ``pattern`` may be a
    function that writes the pattern (then also on first use)."""
    return lazy_value(container, key, compiler(pattern, flags))


def lazy_function(container: "Any", key: str, load: "Callable[[], F]") -> "F":
    """Store in ``container[key]`` (and return) a stand-in for the function ``load()``
    returns, for a module that needs it only on some paths (``import webapi`` does not load
    it): the first call loads the function, puts it in ``container[key]`` (where later calls
    find it, at no cost) and calls it.  A copy of the stand-in taken earlier keeps working."""

    def first_call(*arguments: "Any", **keywords: "Any") -> "Any":
        function = container[key]
        if function is first_call:
            function = container[key] = load()
        return function(*arguments, **keywords)

    container[key] = first_call
    return first_call  # type: ignore[return-value]


def import_module(module: str, package: str) -> "Any":
    """``importlib.import_module(module, package)`` by the built-in ``__import__``: the
    module ``module`` names, relative to ``package`` when it starts with dots (importlib and
    the ``warnings`` it imports load at no ``import webapi``)."""
    name = module.lstrip(".")
    level = len(module) - len(name)
    if not name:  # the package itself, or one above it
        name, level = package.rsplit(".", level - 1)[0] if level > 1 else package, 0
    return __import__(name, {"__package__": package}, None, ("__name__",), level)


def lazy_imports(container: "Any", module: str, names: "tuple[str, ...]") -> None:
    """Store in ``container`` (a module's globals) a :func:`lazy_function` stand-in for each
    function of ``names`` that ``module`` (relative to the container's package, as
    ``"._ipv4"``) defines: the first call of one imports ``module`` (``import webapi`` does
    not).  Type checkers see the module's ordinary import instead::

        if TYPE_CHECKING:
            from ._ipv4 import ipv4_parse, ipv4_serialize
        else:
            lazy_imports(globals(), "._ipv4", ("ipv4_parse", "ipv4_serialize"))
    """
    package = container["__package__"]

    def loader(name: str) -> "Callable[[], Any]":
        def load() -> "Any":
            return getattr(import_module(module, package), name)

        return load

    for name in names:
        lazy_function(container, name, loader(name))


def _is_module(value: object) -> bool:
    """Whether ``value`` is a module (a package's submodule, bound as it is imported)."""
    return type(value).__name__ == "module"


def _public_order(name: str) -> tuple[int, str]:
    """The order of an ``__all__``: constants (``URL``, ``GROUPS``), then classes, then the
    rest, each alphabetical (the order ruff's RUF022 keeps a written ``__all__`` in)."""
    return (0 if name.isupper() else 1 if name[0].isupper() else 2, name)


def public_names(namespace: "dict[str, Any]", lazy: "Iterable[str]" = ()) -> list[str]:
    """A package's ``__all__``, stated nowhere else than in its imports: every public name
    ``namespace`` (the package's globals) has bound, but for ``TYPE_CHECKING`` and
    submodules, and the names of ``lazy`` (those it loads on first use).  The package writes
    each re-export ``from ._m import name as name``, the form type checkers read as one (they
    do not see this list)."""
    names = {
        name
        for name, value in namespace.items()
        if not name.startswith("_") and name != "TYPE_CHECKING" and not _is_module(value)
    }
    names.update(lazy)
    return sorted(names, key=_public_order)


def lazy_package(
    namespace: "dict[str, Any]", modules: "dict[str, str]"
) -> "tuple[Callable[[str], Any], Callable[[], list[str]]]":
    """The module ``__getattr__`` and ``__dir__`` of a package that loads some public names on
    first use, the one idiom of webapi's packages, from its one table of them: ``modules``
    maps each module (relative to the package, as ``"._origin"``, or absolute) to the names
    loaded from it (separated by white space, as ``collections.namedtuple`` takes its field
    names).  The package imports the others itself, and states each name once more for type
    checkers::

        from ._m import eager as eager
        if TYPE_CHECKING:  # what type checkers see of the names loaded on first use
            from ._n import later as later

        _LAZY = {"._n": "later"}
        __getattr__, __dir__ = lazy_package(globals(), _LAZY)

    The first look-up of such a name imports its module and binds the name in the package
    (``namespace``), so the next one does not come here; ``import`` of the package loads
    none of them.  The package's ``__all__`` comes here too, made on first use (``import *``,
    ``dir()``, the API reference; ``import webapi`` does not pay for it): the
    :func:`public_names` of the package and the table.  ``dir()`` and tab completion show
    ``__all__`` (every public name, loaded or not), the submodules already imported and the
    module's dunder attributes; helper names such as ``TYPE_CHECKING`` stay hidden."""
    package = namespace["__name__"]
    table: dict[str, str] = {}

    def __getattr__(name: str) -> "Any":
        if not table:
            for source, names in modules.items():
                table.update(dict.fromkeys(names.split(), source))
        if name == "__all__":
            value: Any = public_names(namespace, table)
        else:
            module = table.get(name)
            if module is None:
                raise AttributeError(f"module {package!r} has no attribute {name!r}")
            value = getattr(import_module(module, package), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        names = set(namespace["__all__"] if "__all__" in namespace else __getattr__("__all__"))
        for name, value in namespace.items():
            if name.startswith("__") or (_is_module(value) and not name.startswith("_")):
                names.add(name)
        return sorted(names)

    return __getattr__, __dir__


# --- what a lower layer asks of a higher one, wired by the package at the top ---------------
#
# Some of the DOM's answers are another standard's: an element of the HTML namespace is an
# instance of the HTML Standard's interface for its name (``HTMLAnchorElement``), ``innerHTML``
# runs HTML's parser, ``document.createEvent("MouseEvent")`` makes a UI Events ``MouseEvent``.
# The DOM (``webapi.dom``) sits below those packages and never imports them; they register what
# they have with it when they load (``register_element_interface``, ``register_html_steps``,
# ``register_event_interfaces``). So that the DOM's answers do not depend on whether a program
# happened to import ``webapi.html`` first, the root package ``webapi`` (above every layer)
# names here, for each such need, the public name whose loading registers it
# (:func:`declare_provider`), and the DOM loads it on the first need (:func:`load_provider`):
# nothing loads before then.
#
# Thread-safe: declaring is one dictionary assignment; loading is Python's import (under its
# lock).

#: need -> (module, public name of it whose loading registers what the need asks).
_PROVIDERS: dict[str, tuple[str, str]] = {}


def declare_provider(need: str, provider: str) -> None:
    """Make ``provider`` (``"module:name"``, a public name) what loads to meet ``need``."""
    module, _, name = provider.partition(":")
    _PROVIDERS[need] = (module, name)


def load_provider(need: str) -> "Any":
    """Load what meets ``need`` and give the public name declared for it (the module itself
    where none was named); None where nothing was declared."""
    provider = _PROVIDERS.get(need)
    if provider is None:
        return None
    module, name = provider
    loaded = __import__(module, None, None, ("__name__",), 0)
    return getattr(loaded, name) if name else loaded
