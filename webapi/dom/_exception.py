"""``DOMException`` (Web IDL, https://webidl.spec.whatwg.org/#idl-DOMException): the one
definition every package of webapi raises, with JavaScript's ``name``, ``message`` and legacy
``code``.

``atob("*")`` raises ``DOMException("...", "InvalidCharacterError")`` (``code`` 5), as in a
browser; catch it as ``DOMException`` and read ``name``, as JavaScript code does.
"""

from __future__ import annotations

__all__ = ["DOMException"]

#: https://webidl.spec.whatwg.org/#dfn-error-names-table: the names that have a legacy code
#: (every other name has code 0).
LEGACY_CODES = {
    "IndexSizeError": 1,
    "HierarchyRequestError": 3,
    "WrongDocumentError": 4,
    "InvalidCharacterError": 5,
    "NoModificationAllowedError": 7,
    "NotFoundError": 8,
    "NotSupportedError": 9,
    "InUseAttributeError": 10,
    "InvalidStateError": 11,
    "SyntaxError": 12,
    "InvalidModificationError": 13,
    "NamespaceError": 14,
    "InvalidAccessError": 15,
    "TypeMismatchError": 17,
    "SecurityError": 18,
    "NetworkError": 19,
    "AbortError": 20,
    "URLMismatchError": 21,
    "QuotaExceededError": 22,
    "TimeoutError": 23,
    "InvalidNodeTypeError": 24,
    "DataCloneError": 25,
}


class DOMException(Exception):
    """``new DOMException(message = "", name = "Error")``: ``name``, ``message`` and the
    legacy ``code`` (0 for names without one), with the ``INDEX_SIZE_ERR``... constants."""

    INDEX_SIZE_ERR = 1
    DOMSTRING_SIZE_ERR = 2
    HIERARCHY_REQUEST_ERR = 3
    WRONG_DOCUMENT_ERR = 4
    INVALID_CHARACTER_ERR = 5
    NO_DATA_ALLOWED_ERR = 6
    NO_MODIFICATION_ALLOWED_ERR = 7
    NOT_FOUND_ERR = 8
    NOT_SUPPORTED_ERR = 9
    INUSE_ATTRIBUTE_ERR = 10
    INVALID_STATE_ERR = 11
    SYNTAX_ERR = 12
    INVALID_MODIFICATION_ERR = 13
    NAMESPACE_ERR = 14
    INVALID_ACCESS_ERR = 15
    VALIDATION_ERR = 16
    TYPE_MISMATCH_ERR = 17
    SECURITY_ERR = 18
    NETWORK_ERR = 19
    ABORT_ERR = 20
    URL_MISMATCH_ERR = 21
    QUOTA_EXCEEDED_ERR = 22
    TIMEOUT_ERR = 23
    INVALID_NODE_TYPE_ERR = 24
    DATA_CLONE_ERR = 25

    def __init__(self, message: str = "", name: str = "Error") -> None:
        if not isinstance(message, str) or not isinstance(name, str):
            raise TypeError("DOMException(message, name): both must be str")
        super().__init__(message)
        self.message = message
        self.name = name

    @property
    def code(self) -> int:
        return LEGACY_CODES.get(self.name, 0)

    def __str__(self) -> str:
        return f"{self.name}: {self.message}" if self.message else self.name

    def __repr__(self) -> str:
        return f"DOMException({self.message!r}, {self.name!r})"

    def __reduce__(self) -> tuple[type[DOMException], tuple[str, str]]:
        return (type(self), (self.message, self.name))
