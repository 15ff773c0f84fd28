"""Buffer source types: https://webidl.spec.whatwg.org/#js-buffer-source-types

In Python a buffer source is any object with the buffer protocol (``bytes``, ``bytearray``,
``memoryview``, ``array.array``, a NumPy array, ...); under Pyodide a JavaScript
``ArrayBuffer`` or view too, through a registered foreign buffer hook (:mod:`._foreign`).
Python has no SharedArrayBuffer, so ``[AllowShared]`` changes nothing.
"""

from __future__ import annotations

from ._foreign import foreign_buffer
from ._messages import not_of_type

__all__ = ["to_buffer_source", "to_uint8_array"]

_BUFFER_SOURCE = "(ArrayBuffer or ArrayBufferView)"


def to_buffer_source(value: object, prefix: str, position: int) -> bytes:
    """``BufferSource`` / ``AllowSharedBufferSource``: a copy of the bytes (what "get a copy of
    the bytes held by the buffer source" gives), as ``memoryview(value).tobytes()`` reads them."""
    try:
        return memoryview(value).tobytes()  # type: ignore[arg-type]
    except TypeError:
        pass
    data = foreign_buffer(value)
    if data is None:
        raise not_of_type(prefix, position, value, _BUFFER_SOURCE)
    return data


def to_uint8_array(value: object, prefix: str, position: int) -> memoryview:
    """``[AllowShared] Uint8Array`` as a destination: a writable view of bytes (format ``B``:
    ``bytearray``, ``array("B")``, a NumPy ``uint8`` array), one-dimensional; other element
    types are refused, as JavaScript refuses other typed arrays."""
    try:
        view = memoryview(value)  # type: ignore[arg-type]
    except TypeError:
        raise not_of_type(prefix, position, value, "Uint8Array") from None
    if view.readonly or view.format != "B":
        raise not_of_type(prefix, position, value, "Uint8Array")
    return view if view.ndim == 1 else view.cast("B")
