"""Buffer source types: https://webidl.spec.whatwg.org/#js-buffer-source-types

In Python a buffer source is any object with the buffer protocol (``bytes``, ``bytearray``,
``memoryview``, ``array.array``, a NumPy array, ...); under Pyodide a JavaScript
``ArrayBuffer`` or view too, through a registered foreign buffer hook (:mod:`._foreign`).
webapi's Python functions that take bytes read them the same way (:func:`require_bytes`).
Python has no SharedArrayBuffer, so ``[AllowShared]`` changes nothing.
"""

from __future__ import annotations

from ._foreign import foreign_buffer, foreign_destination
from ._messages import argument_error, not_of_type

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Protocol, TypeAlias

    from _typeshed import ReadableBuffer

    #: What the generated signatures accept, for type checkers: any object with the buffer
    #: protocol (``collections.abc.Buffer`` from Python 3.12; typeshed's name before).
    Buffer: TypeAlias = ReadableBuffer

    class ByteDestination(Protocol):
        """Where bytes are written (a ``Uint8Array`` destination): its length, and slice
        assignment of as many bytes as the slice (a ``memoryview``, or under Pyodide a
        JavaScript ``Uint8Array``'s adapter)."""

        def __len__(self) -> int: ...

        def __setitem__(self, index: slice, value: bytes, /) -> None: ...


__all__ = ["buffer_bytes", "require_bytes", "to_buffer_source", "to_uint8_array"]

_BUFFER_SOURCE = "(ArrayBuffer or ArrayBufferView)"


def buffer_bytes(value: object) -> bytes | None:
    """The bytes of a buffer source, copied (what "get a copy of the bytes held by the buffer
    source" gives), as ``memoryview(value).tobytes()`` reads them: any object with the buffer
    protocol, and under Pyodide a JavaScript ``ArrayBuffer``, typed array or ``DataView``
    (the foreign buffer hooks); ``None`` for anything else (a ``str``, an ``int``). A ``bytes``
    object is its own copy (it cannot change). The one conversion of bytes that the
    ``BufferSource`` arguments of the bindings and every bytes argument of webapi's Python
    functions (:func:`require_bytes`) run."""
    if type(value) is bytes:
        return value
    # The same copy without a second view (tests/idl/test_idl_fast_cases.py).
    if type(value) is bytearray:
        return bytes(value)
    if type(value) is memoryview:
        return value.tobytes()
    try:
        return memoryview(value).tobytes()  # type: ignore[arg-type]
    except TypeError:
        pass
    return foreign_buffer(value)


def to_buffer_source(value: object, prefix: str, position: int) -> bytes:
    """``BufferSource`` / ``AllowSharedBufferSource``: :func:`buffer_bytes`."""
    if type(value) is bytes:
        return value
    data = buffer_bytes(value)
    if data is None:
        raise not_of_type(prefix, position, value, _BUFFER_SOURCE)
    return data


def require_bytes(
    value: object, function: str, parameter: str = "data", expected: str = "a bytes-like object"
) -> bytes:
    """The bytes of ``value`` when it is a bytes-like object (:func:`buffer_bytes`: under
    Pyodide a JavaScript buffer too); else the ``TypeError`` naming ``function``'s
    ``parameter``, ``expected`` (what it takes) and what it got, for the Python functions that
    take bytes, as :func:`~._strings.require_str` for strings. An ``int`` is refused, where
    ``bytes(4)`` would be four NUL bytes (CPython's codecs refuse it too), and so are ``str``,
    ``None``, ``float`` and lists of ints."""
    if type(value) is bytes:
        return value
    data = buffer_bytes(value)
    if data is None:
        raise argument_error(function, parameter, value, expected)
    return data


def to_uint8_array(value: object, prefix: str, position: int) -> ByteDestination:
    """``[AllowShared] Uint8Array`` as a destination: a writable view of bytes (format ``B``:
    ``bytearray``, ``array("B")``, a NumPy ``uint8`` array), one-dimensional; other element
    types are refused, as JavaScript refuses other typed arrays. Under Pyodide a JavaScript
    ``Uint8Array`` too, through a registered foreign destination hook."""
    try:
        view = memoryview(value)  # type: ignore[arg-type]
    except TypeError:
        destination: ByteDestination | None = foreign_destination(value)
        if destination is None:
            raise not_of_type(prefix, position, value, "Uint8Array") from None
        return destination
    if view.readonly or view.format != "B":
        raise not_of_type(prefix, position, value, "Uint8Array")
    return view if view.ndim == 1 else view.cast("B")
