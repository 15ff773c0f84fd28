"""ECMAScript's ``URIError`` (https://tc39.es/ecma262/#sec-native-error-types-used-in-this-standard-urierror)
and ``RangeError`` (https://tc39.es/ecma262/#sec-native-error-types-used-in-this-standard-rangeerror)."""

from __future__ import annotations

__all__ = ["RangeError", "URIError"]


class URIError(ValueError):
    """What ``encodeURIComponent``/``decodeURIComponent`` and kin throw for a malformed input:
    a lone surrogate to encode, or a ``%`` sequence that is not UTF-8 to decode.

    A ``ValueError``, as Python code expects for a bad value.  ``index`` is the position in the
    input (in Python code points) where the problem was found.
    """

    def __init__(self, message: str, index: int) -> None:
        super().__init__(message)
        self.index = index

    def __reduce__(self) -> tuple[type[URIError], tuple[str, int]]:
        return (type(self), (str(self), self.index))


class RangeError(ValueError):
    """A value outside the set or range a Web API allows, as JavaScript throws it: for
    example an encoding label ``TextDecoder`` does not know. A ``ValueError``, as Python code
    expects for a bad value."""
