"""The File API's ``FileList`` (https://w3c.github.io/FileAPI/#filelist-section): the
sequence of ``File`` objects an ``<input type=file>`` has selected (its ``files``), or a
``DataTransfer``'s. Read-only: its list changes only by a new selection, which makes a new
``FileList``."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from ._bindings import File

__all__ = ["FileList"]


class FileList:
    """A read-only list of ``File`` objects (https://w3c.github.io/FileAPI/#filelist-section):
    ``length``, ``item(index)`` (None out of range), ``files[i]``, ``len()`` and iteration.

    ``FileList(files)`` makes one from File objects (JavaScript has no constructor: a page
    reads one from ``input.files``; Python callers build one to set ``input.files``)."""

    __slots__ = ("__weakref__", "_files")

    def __init__(self, files: Iterable[File] = ()) -> None:
        """The list of ``files`` (each a ``File``)."""
        listed = list(files)
        for file in listed:
            if not isinstance(file, File):
                raise TypeError("FileList(): 'files' must hold File objects")
        self._files: tuple[File, ...] = tuple(listed)

    @property
    def length(self) -> int:
        """https://w3c.github.io/FileAPI/#dfn-length: the number of files."""
        return len(self._files)

    def item(self, index: int) -> File | None:
        """https://w3c.github.io/FileAPI/#dfn-item: the ``index``-th file, None past the end."""
        index = int(index)
        if 0 <= index < len(self._files):
            return self._files[index]
        return None

    def __len__(self) -> int:
        """``length``."""
        return len(self._files)

    def __getitem__(self, index: Any) -> File:
        """The indexed property getter: the ``index``-th file (IndexError past the end)."""
        if not isinstance(index, int) or isinstance(index, bool):
            raise TypeError("FileList indices must be integers")
        if 0 <= index < len(self._files):
            return self._files[index]
        raise IndexError("FileList index out of range")

    def __iter__(self) -> Iterator[File]:
        """The files in order."""
        return iter(self._files)

    def __repr__(self) -> str:
        """``<FileList ['a.txt', ...]>``."""
        return f"<FileList {[f.name for f in self._files]!r}>"
