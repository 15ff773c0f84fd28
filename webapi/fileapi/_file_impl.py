"""The File interface's state and constructor: https://w3c.github.io/FileAPI/#file-section

A File is a Blob with a ``name`` and a ``lastModified`` time (milliseconds since the Unix
Epoch, as ``Date.now()`` counts them). The clock that gives ``lastModified`` when none is given
is a parameter (``clock``, :func:`now_milliseconds` unless given), so tests can fix it.
"""

from __future__ import annotations

import time

from ._blob_impl import BlobImpl, blob_type, new_object, process_blob_parts

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from typing import Any

    from ._blob_impl import BlobPart

__all__ = ["FileImpl", "now_milliseconds"]


def now_milliseconds() -> int:
    """The current date and time as milliseconds since the Unix Epoch, rounded down (what
    ``Date.now()`` returns)."""
    return time.time_ns() // 1_000_000


def _scalar_value_string(value: str) -> str:
    """A USVString: lone surrogates U+FFFD, pairs joined (the Web IDL conversion of a name)."""
    if value.isascii():
        return value
    from webapi._webidl import scalar_value_string

    return scalar_value_string(value)


class FileImpl(BlobImpl):
    """A File's byte sequence, type, name and last modification time, and the steps of its
    constructor (https://w3c.github.io/FileAPI/#file-constructor)."""

    __slots__ = ("_last_modified", "_name")

    #: https://w3c.github.io/FileAPI/#dfn-name
    _name: str
    #: https://w3c.github.io/FileAPI/#dfn-lastModified (milliseconds since the Unix Epoch)
    _last_modified: int

    def __init__(
        self,
        file_bits: Iterable[BlobPart],
        file_name: str,
        type: str = "",
        endings: str = "transparent",
        last_modified: int | None = None,
        *,
        clock: Callable[[], int] = now_milliseconds,
    ) -> None:
        """https://w3c.github.io/FileAPI/#file-constructor (``type``, ``endings`` and
        ``last_modified`` are the FilePropertyBag's members; ``last_modified`` None when it
        is not given: then ``clock()``)."""
        self._set_bytes(process_blob_parts(file_bits, endings))
        self._name = _scalar_value_string(file_name)
        self._type = blob_type(type) if type else ""
        self._last_modified = clock() if last_modified is None else last_modified

    def _construct_file(
        self, file_bits: Iterable[BlobPart], file_name: str, options: dict[str, Any]
    ) -> None:
        """The constructor steps with the public class's converted arguments (``options`` the
        ``FilePropertyBag``: ``lastModified`` only when given)."""
        FileImpl.__init__(
            self,
            file_bits,
            file_name,
            options["type"],
            options["endings"],
            options.get("lastModified"),
        )

    @classmethod
    def from_blob(
        cls,
        blob: BlobImpl,
        name: str,
        last_modified: int | None = None,
        *,
        clock: Callable[[], int] = now_milliseconds,
    ) -> FileImpl:
        """ "A new File object, representing the same bytes" as ``blob``, with its type and
        the given name (what the HTML Standard's "create an entry" makes of a Blob, and the
        multipart/form-data parser of a file part): the bytes shared, not copied;
        ``last_modified`` None for ``clock()``."""
        self = new_object(cls)
        self._parts = blob._parts
        self._ends = blob._ends
        self._size = blob._size
        self._type = blob._type
        self._name = _scalar_value_string(name)
        self._last_modified = clock() if last_modified is None else last_modified
        return self
