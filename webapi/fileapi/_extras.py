"""What Python users expect of ``Blob`` and ``File`` beyond the IDL: ``bytes(blob)`` and
``len(blob)``, ``repr()``, copying (a Blob is immutable: a copy is the Blob itself) and
pickling (the bytes, type, name and time), and ``File.from_path`` for a file of the file
system."""

from __future__ import annotations

import mimetypes
import os

from ._blob_impl import BlobImpl, blob_type
from ._file_impl import FileImpl

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from typing import Any, Self

__all__ = ["BlobExtras", "FileExtras"]


def _restore_blob(cls: type[BlobImpl], data: bytes, type: str) -> BlobImpl:
    """A pickled Blob made again (its type already normalized)."""
    return cls.from_bytes(data, type)


def _restore_file(
    cls: type[FileImpl], data: bytes, type: str, name: str, last_modified: int
) -> FileImpl:
    """A pickled File made again."""
    return cls.from_blob(BlobImpl.from_bytes(data, type), name, last_modified)


class BlobExtras:
    """The mixin of the generated ``Blob``."""

    if not TYPE_CHECKING:  # the impl class declares the slots
        __slots__ = ()

    _size: int
    _type: str

    if TYPE_CHECKING:  # the impl's

        def _bytes(self) -> bytes: ...

    def __bytes__(self) -> bytes:
        """The Blob's bytes, without ``await`` (what ``await blob.bytes()`` gives)."""
        return self._bytes()

    def __len__(self) -> int:
        """``size``: the number of bytes."""
        return self._size

    def __repr__(self) -> str:
        return f"{type(self).__name__}(size={self._size}, type={self._type!r})"

    def __copy__(self) -> Self:
        return self  # immutable

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restore_blob, (type(self), self._bytes(), self._type))


class FileExtras:
    """The mixin of the generated ``File``."""

    if not TYPE_CHECKING:  # the impl class declares the slots
        __slots__ = ()

    _size: int
    _type: str
    _name: str
    _last_modified: int

    if TYPE_CHECKING:  # the impl's

        def _bytes(self) -> bytes: ...

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(name={self._name!r}, size={self._size}, type={self._type!r}, "
            f"lastModified={self._last_modified})"
        )

    def __reduce__(self) -> tuple[Any, ...]:
        state = (self._bytes(), self._type, self._name, self._last_modified)
        return (_restore_file, (type(self), *state))

    @classmethod
    def from_path(cls, path: str | os.PathLike[str], type: str | None = None) -> Self:
        """The File a browser's ``<input type=file>`` gives for the file at ``path``: its
        bytes (read now), its base name, its modification time (milliseconds since the Unix
        epoch, rounded down) and ``type``, else the type Python's :mod:`mimetypes` guesses
        from the name (``""`` when it has none; browsers have tables of their own)."""
        name = os.path.basename(os.fspath(path))
        with open(path, "rb") as stream:
            data = stream.read()
            modified = os.fstat(stream.fileno()).st_mtime_ns // 1_000_000
        if type is None:
            type = mimetypes.guess_type(name, strict=False)[0] or ""
        blob = BlobImpl.from_bytes(data, blob_type(type))
        file: Self = cls.from_blob(blob, name, modified)  # type: ignore[attr-defined]
        return file
