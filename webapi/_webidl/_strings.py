"""Converting Python values to the IDL string types.

Spec: https://webidl.spec.whatwg.org/#es-DOMString and
https://webidl.spec.whatwg.org/#es-USVString

What a JavaScript engine would run through ToString is accepted here too:

* ``str`` (a subclass gives its character content);
* ``bool`` → ``"true"`` / ``"false"``; ``int`` in decimal; ``float`` as
  JavaScript writes numbers (``1.0`` → ``"1"``, ``1e21`` → ``"1e+21"``,
  ``nan`` → ``"NaN"``);
* objects of a class registered with :func:`register_stringifier` (IDL
  interfaces with a ``stringifier``), through ``str()``;
* the URL objects of Python's libraries (httpx's and yarl's ``URL``, ``urllib.parse``'s
  results, ...: :data:`._python_values.URL_CLASSES`), as their URL string;
* foreign objects a registered foreign stringifier knows (under Pyodide: the
  page's JavaScript ``URL`` and ``URLSearchParams``; see :mod:`._foreign`).

Anything else — ``None`` included — raises ``TypeError``: Python has no
``undefined``/``null`` to stringify, and ``bytes`` must be decoded explicitly.

A USVString has no surrogate code points: a surrogate pair written as two code
points is joined into one astral code point and a lone surrogate becomes U+FFFD,
as a JavaScript engine does to UTF-16.  The common case, a ``str`` that is ASCII
or has no surrogates, costs one ``type`` check and ``isascii()`` (O(1) in CPython)
or, for non-ASCII text, one strict UTF-8 encode (a C loop that fails on surrogates,
measured faster than a regex search).
"""

from .._lazy import lazy_imports

TYPE_CHECKING = False  # ._numbers is imported by type checkers only (import webapi stays light)

__all__ = [
    "has_surrogates",
    "optional_encoding",
    "register_stringifier",
    "require_str",
    "scalar_value_string",
    "to_byte_string",
    "to_dom_string",
    "to_usv_string",
]


# Numbers are converted by JavaScript's rules (._numbers), loaded on first use.
if TYPE_CHECKING:
    from ._numbers import integer_to_string, number_to_string
else:
    lazy_imports(globals(), "._numbers", ("integer_to_string", "number_to_string"))

#: Classes whose instances convert to strings through their stringifier.
_stringifier_types: tuple[type, ...] = ()


def register_stringifier(cls: type) -> None:
    """Let instances of ``cls`` convert to IDL strings through ``str()``.

    The generated bindings register every interface that has a ``stringifier``.
    """
    global _stringifier_types
    if cls not in _stringifier_types:
        _stringifier_types = (*_stringifier_types, cls)


def has_surrogates(value: str) -> bool:
    """Whether ``value`` holds a surrogate code point (paired or lone), which a JavaScript
    string may and a Python text for the outside world may not."""
    if value.isascii():
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _replace_surrogates(value: str) -> str:
    return value.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def scalar_value_string(value: str) -> str:
    """https://infra.spec.whatwg.org/#javascript-string-convert: surrogate pairs
    joined, lone surrogates replaced by U+FFFD."""
    return _replace_surrogates(value) if has_surrogates(value) else value


def _to_string(value: object, prefix: str, position: int, idl_type: str) -> str:
    """ToString for everything but an exact ``str`` (the callers' fast path)."""
    if isinstance(value, str):
        return str.__str__(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        try:
            return integer_to_string(value)
        except ValueError:  # more digits than Python writes (sys.get_int_max_str_digits())
            subject = "The provided value" if position == 0 else f"parameter {position}"
            raise TypeError(
                f"{prefix}: {subject} is an int of more digits than Python converts to a"
                " string (sys.get_int_max_str_digits())."
            ) from None
    if isinstance(value, float):
        return number_to_string(value)
    if isinstance(value, _stringifier_types):
        result = str(value)
        if type(result) is str:
            return result
    # Only Python libraries' URL objects, foreign objects and values that fail are left: their
    # modules load on first use.
    from ._python_values import url_string

    found = url_string(value)
    if found is not None:
        return found
    from ._foreign import foreign_to_string

    foreign = foreign_to_string(value)
    if foreign is not None:
        return foreign
    from ._messages import not_of_type

    raise not_of_type(prefix, position, value, idl_type)


def to_usv_string(value: object, prefix: str, position: int) -> str:
    """https://webidl.spec.whatwg.org/#es-USVString"""
    if type(value) is str:
        if value.isascii():
            return value
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return _replace_surrogates(value)
        return value
    return scalar_value_string(_to_string(value, prefix, position, "USVString"))


def to_dom_string(value: object, prefix: str, position: int) -> str:
    """https://webidl.spec.whatwg.org/#es-DOMString (surrogates kept as they are)."""
    if type(value) is str:
        return value
    return _to_string(value, prefix, position, "DOMString")


def to_byte_string(value: object, prefix: str, position: int) -> str:
    """https://webidl.spec.whatwg.org/#es-ByteString: the string, each code unit a byte (a
    code point above U+00FF is a ``TypeError``, as browsers throw it)."""
    result = value if type(value) is str else _to_string(value, prefix, position, "ByteString")
    if not result.isascii():
        try:
            result.encode("latin-1")
        except UnicodeEncodeError:
            raise TypeError(f"{prefix}: String contains non ISO-8859-1 code point.") from None
    return result


def require_str(value: object, function: str, parameter: str) -> str:
    """``value`` when it is a ``str``; else the ``TypeError`` naming ``function``'s
    ``parameter`` and what it got (for the Python functions that take strings: they do not
    stringify other values as Web IDL operations do)."""
    if isinstance(value, str):
        return value
    from ._messages import argument_error

    raise argument_error(function, parameter, value, "a str")


def optional_encoding(value: object, function: str, parameter: str = "encoding") -> str:
    """An ``encoding`` argument: ``None`` means the default, UTF-8 (what ``requests``'
    ``response.encoding`` is when the server named none); else it must be a ``str``."""
    if value is None:
        return "UTF-8"
    return require_str(value, function, parameter)
