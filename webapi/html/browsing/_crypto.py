"""The Web Cryptography API's ``Crypto`` (https://w3c.github.io/webcrypto/#crypto-interface) of
a ``Window``: ``getRandomValues()`` over a writable Python buffer of integers (JavaScript's
integer typed arrays: a ``bytearray``, an ``array.array`` of an integer type code, a writable
``memoryview`` or NumPy array of integers) and ``randomUUID()``, from the operating system's
random source (:func:`os.urandom`, a cryptographically strong one). ``subtle`` is left out."""

from __future__ import annotations

import os
import uuid
from typing import Any, ClassVar

from webapi._webidl import argument_error
from webapi.dom import DOMException

__all__ = ["MAX_RANDOM_BYTES", "CryptoImpl"]

#: "If the byteLength of array is greater than 65536, throw a QuotaExceededError."
MAX_RANDOM_BYTES = 65536

#: The struct formats of integer elements (JavaScript's integer typed arrays: Int8Array to
#: BigUint64Array, Uint8ClampedArray).
_INTEGER_FORMATS = frozenset("bBhHiIlLqQnN")

#: The names of typed arrays a format stands for, for messages (Chromium's words).
_FORMAT_NAMES = {"f": "Float32", "d": "Float64", "e": "Float16"}


class CryptoImpl:
    """A ``Crypto`` (no state of its own)."""

    __slots__ = ()

    _interface_class: ClassVar[type[Any]]

    def _get_random_values(self, array: object) -> object:
        """https://w3c.github.io/webcrypto/#Crypto-method-getRandomValues: fill ``array``
        with random integers and return it. Not a writable buffer: a ``TypeError`` naming
        ``array`` (Web IDL's conversion to ``ArrayBufferView``); a buffer of floats (or of
        another non-integer format): a ``TypeMismatchError``; more than 65,536 bytes: a
        ``QuotaExceededError`` (``DOMException``), as Chromium words them."""
        try:
            view = memoryview(array)  # type: ignore[arg-type]
        except TypeError:
            raise argument_error(
                "Crypto.getRandomValues", "array", array, "an ArrayBufferView"
            ) from None
        with view:
            if view.readonly:
                raise argument_error(
                    "Crypto.getRandomValues", "array", array, "a writable ArrayBufferView"
                )
            element = view.format.lstrip("@=<>!")
            if element not in _INTEGER_FORMATS:  # 1.
                name = _FORMAT_NAMES.get(element, repr(view.format))
                raise DOMException(
                    f"The provided ArrayBufferView is of type '{name}', which is not an "
                    "integer array type.",
                    "TypeMismatchError",
                )
            length = view.nbytes
            if length > MAX_RANDOM_BYTES:  # 2.
                raise DOMException(
                    f"The ArrayBufferView's byte length ({length}) exceeds the number of bytes "
                    f"of entropy available via this API ({MAX_RANDOM_BYTES}).",
                    "QuotaExceededError",
                )
            if not view.c_contiguous:
                raise argument_error(
                    "Crypto.getRandomValues", "array", array, "a contiguous ArrayBufferView"
                )
            with view.cast("B") as octets:  # 3. "Overwrite all elements of array"
                octets[:] = os.urandom(length)
        return array  # 4.

    def _random_uuid(self) -> str:
        """https://w3c.github.io/webcrypto/#Crypto-method-randomUUID: a version 4 UUID from
        16 random bytes, in lower-case hexadecimal with hyphens (its string form)."""
        return str(uuid.UUID(bytes=os.urandom(16), version=4))
