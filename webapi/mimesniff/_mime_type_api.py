"""``MIMEType`` and ``MIMEParams``: Node's ``util.MIMEType`` API over the MIME Sniffing
Standard's MIME type records (https://nodejs.org/api/util.html#class-utilmimetype).

Parsing is the standard's (:func:`parse_mime_type`, the web-platform-tests' results);
the members are Node's: ``type`` and ``subtype`` settable and validated, ``essence``, a live
``params`` map, ``toString()``/``str()`` and ``toJSON()``. What Node throws
(``ERR_INVALID_MIME_SYNTAX``, a ``TypeError``) is :class:`MIMESyntaxError` here, which is
also a ``ValueError``.
"""

from __future__ import annotations

from operator import attrgetter

from webapi.infra import ascii_lowercase

from ._http import is_http_quoted_string_token, is_http_token
from ._mime_type import MIMETypeRecord, parse_mime_type, serialize_mime_type

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import Self, overload

__all__ = ["MIMEParams", "MIMESyntaxError", "MIMEType"]


class MIMESyntaxError(TypeError, ValueError):
    """A string that is not a MIME type, or an invalid type, subtype, parameter name or
    value given to a setter: Node's ``ERR_INVALID_MIME_SYNTAX`` (a ``TypeError`` in
    JavaScript), and a ``ValueError`` as Python code expects for a bad value."""

    code = "ERR_INVALID_MIME_SYNTAX"

    def __init__(self, what: str, value: str) -> None:
        super().__init__(f"The MIME syntax for a {what} in {value!r} is invalid")
        self.what = what
        self.value = value

    def __reduce__(self) -> tuple[type[MIMESyntaxError], tuple[str, str]]:
        return (type(self), (self.what, self.value))


def _string(value: object, what: str) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, MIMEType):
        return str(value)
    raise TypeError(f"{what} must be a str (got {type(value).__name__})")


class _LowercaseToken(property):
    """``MIMEType.type`` and ``MIMEType.subtype``, the same steps for their field of the
    record: a ``property`` whose getter reads it (an ``attrgetter``, no Python call) and
    whose setter sets it to the value given if that is an HTTP token, in ASCII lowercase
    (else :class:`MIMESyntaxError`)."""

    if TYPE_CHECKING:  # what reading the attribute gives, for type checkers

        @overload
        def __get__(self, instance: None, owner: type, /) -> Self: ...
        @overload
        def __get__(self, instance: object, owner: type | None = None, /) -> str: ...
        def __get__(self, instance: object, owner: type | None = None, /) -> Self | str: ...

    def __init__(self, name: str) -> None:
        def set_token(mime_type: MIMEType, value: object) -> None:
            value = _string(value, name)
            if not is_http_token(value):
                raise MIMESyntaxError(name, value)
            setattr(mime_type._record, name, value.lower())

        super().__init__(attrgetter(f"_record.{name}"), set_token)
        # Python 3.11 reads a property subclass's __doc__ from the class unless set so.
        self.__doc__ = (
            f"The {name}; setting it to a string that is not an HTTP token raises"
            " :class:`MIMESyntaxError`, and it is stored in ASCII lowercase."
        )


class MIMEParams:
    """The parameters of a :class:`MIMEType`, live: changes show in the type's
    serialization. Names are ASCII case-insensitive (stored lowercase), in insertion order."""

    __slots__ = ("_parameters",)

    def __init__(self, parameters: dict[str, str] | None = None) -> None:
        self._parameters: dict[str, str] = {} if parameters is None else parameters

    def get(self, name: str) -> str | None:
        """The value of the parameter ``name``, or None (JavaScript's ``null``)."""
        return self._parameters.get(ascii_lowercase(_string(name, "name")))

    def has(self, name: str) -> bool:
        """Whether there is a parameter ``name`` (ASCII case-insensitively)."""
        return ascii_lowercase(_string(name, "name")) in self._parameters

    def delete(self, name: str) -> None:
        """Remove the parameter ``name`` (ASCII case-insensitively), if there is one."""
        self._parameters.pop(ascii_lowercase(_string(name, "name")), None)

    def set(self, name: str, value: str) -> None:
        """Set a parameter: ``name`` must be an HTTP token and ``value`` HTTP quoted-string
        token code points, or :class:`MIMESyntaxError`."""
        name = _string(name, "name")
        value = _string(value, "value")
        if not is_http_token(name):
            raise MIMESyntaxError("parameter name", name)
        if not is_http_quoted_string_token(value):
            raise MIMESyntaxError("parameter value", value)
        self._parameters[ascii_lowercase(name)] = value

    def entries(self) -> Iterator[tuple[str, str]]:
        """The ``(name, value)`` pairs, in order (also ``iter(params)``)."""
        return iter(list(self._parameters.items()))

    def keys(self) -> Iterator[str]:
        """The names (lowercase), in order."""
        return iter(list(self._parameters))

    def values(self) -> Iterator[str]:
        """The values, in the order of their names."""
        return iter(list(self._parameters.values()))

    __iter__ = entries

    def toString(self) -> str:
        """The parameters as the standard serializes them, without the leading ``;``."""
        return serialize_mime_type(MIMETypeRecord("", "", self._parameters))[2:]

    toJSON = toString
    to_string = toString
    to_json = toString

    def __str__(self) -> str:
        return self.toString()

    # Python protocols JavaScript cannot see.
    def __len__(self) -> int:
        return len(self._parameters)

    def __getitem__(self, name: str) -> str:
        """The value of the parameter ``name`` (ASCII case-insensitively); ``KeyError`` when
        there is none.  With ``keys()``, ``dict(params)`` is ``Object.fromEntries(params)``."""
        value = self.get(name)
        if value is None:
            raise KeyError(name)
        return value

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.has(name)

    def __repr__(self) -> str:
        return f"MIMEParams({self._parameters!r})"


class MIMEType:
    """A MIME type, parsed as the MIME Sniffing Standard says, with Node's API.

    >>> mime = MIMEType('Text/HTML; Charset="gbk')
    >>> mime.essence, mime.params.get("charset"), str(mime)
    ('text/html', 'gbk', 'text/html;charset=gbk')
    """

    __slots__ = ("_params", "_record")

    def __init__(self, input: str) -> None:
        input = _string(input, "input")
        record = parse_mime_type(input)
        if record is None:
            raise MIMESyntaxError("MIME type", input)
        self._record = record
        self._params = MIMEParams(record.parameters)

    @classmethod
    def from_record(cls, record: MIMETypeRecord) -> MIMEType:
        """A ``MIMEType`` for a record (sharing its parameters) from the spec's algorithms."""
        self = object.__new__(cls)
        self._record = record
        self._params = MIMEParams(record.parameters)
        return self

    @property
    def record(self) -> MIMETypeRecord:
        """The MIME type record, for the spec's algorithms (the groups, serializing)."""
        return self._record

    type = _LowercaseToken("type")
    subtype = _LowercaseToken("subtype")

    @property
    def essence(self) -> str:
        """The type and subtype, ``type/subtype``, without parameters
        (https://mimesniff.spec.whatwg.org/#mime-type-essence)."""
        return self._record.essence

    @property
    def params(self) -> MIMEParams:
        """The parameters: a live :class:`MIMEParams` (the same object every time), whose
        changes show in ``str(mime)``."""
        return self._params

    def toString(self) -> str:
        return serialize_mime_type(self._record)

    toJSON = toString
    to_string = toString
    to_json = toString

    def __str__(self) -> str:
        return serialize_mime_type(self._record)

    def __repr__(self) -> str:
        return f"MIMEType({serialize_mime_type(self._record)!r})"

    def __reduce__(self) -> tuple[Callable[[str], MIMEType], tuple[str]]:
        return (MIMEType, (str(self),))

    def to_js(self) -> str:
        """The serialization, as JavaScript code takes a MIME type (``new Blob(parts, {type})``,
        a ``Content-Type`` value): browsers have no ``MIMEType`` class (Node's
        ``util.MIMEType`` is made from this string).  Under Pyodide the ``str`` arrives as a
        JavaScript string; it works anywhere."""
        return serialize_mime_type(self._record)
