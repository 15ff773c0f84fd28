"""Pages read from HTML files and WARC archives: where they are (``page_sources``: paths, glob
patterns and directories expanded, in a fixed order) and each page of a source (``Page``: its
URL, its header fields, its bytes, its ``Document`` made on first use where the page is).
Needs no Dask: the command line and the single-process ``extract_one`` read pages the same
way the Bag's partitions read them."""

from __future__ import annotations

import glob
import os
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from webapi._webidl import argument_error

if TYPE_CHECKING:
    from webapi.dom import Document

__all__ = ["HTML", "WARC", "Page", "iter_pages", "page_sources", "pages_of", "source_kind"]

#: A source's kinds: a file that is one HTML page, a WARC file of many.
HTML = "html"
WARC = "warc"

#: The names a directory's files must end with to be read (any name given as a path is read).
_HTML_SUFFIXES = (".html", ".htm", ".xhtml", ".shtml")
_WARC_SUFFIXES = (".warc", ".warc.gz")
_GLOB_CHARACTERS = frozenset("*?[")


class Page:
    """One page: ``url`` (a file's ``file:`` URL, a WARC record's target URI), ``headers``
    (the response's header fields as ``(name, value)`` pairs; none for a file), ``body`` (the
    bytes) and ``document``, the ``Document`` a browser builds from them
    (``webapi.html.document_from_response``: the encoding sniffed from the bytes and the
    ``Content-Type`` field), made on first use. A pickled page carries its bytes, never its
    document: a page crosses processes as bytes and is parsed where it lands."""

    __slots__ = ("_document", "body", "headers", "url")

    def __init__(self, url: str, body: bytes, headers: Sequence[tuple[str, str]] = ()) -> None:
        self.url = url
        self.body = body
        self.headers = list(headers)
        self._document: Document | None = None

    @property
    def document(self) -> Document:
        """The page's ``Document``, parsed once, on first use."""
        if self._document is None:
            from webapi.html import document_from_response

            self._document = document_from_response(self.body, self.url, self.headers or None)
        return self._document

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its URL, bytes and headers (the document is made again where needed)."""
        return (Page, (self.url, self.body, self.headers))

    def __repr__(self) -> str:
        return f"<Page {self.url!r}>"


def source_kind(path: str) -> str:
    """A path's kind: :data:`WARC` for a name ending in ``.warc`` or ``.warc.gz``, else
    :data:`HTML`."""
    return WARC if path.lower().endswith(_WARC_SUFFIXES) else HTML


def _directory_files(directory: str) -> list[str]:
    """The HTML and WARC files under ``directory`` (by their names' endings), sorted."""
    found = []
    for root, folders, files in os.walk(directory):
        folders.sort()
        for name in sorted(files):
            if name.lower().endswith(_HTML_SUFFIXES + _WARC_SUFFIXES):
                found.append(os.path.join(root, name))
    return sorted(found)


def page_sources(paths: str | os.PathLike[str] | Iterable[str | os.PathLike[str]]) -> list[str]:
    """The files ``paths`` names, in order: a file as it is, a directory as the HTML
    (``.html``, ``.htm``, ``.xhtml``, ``.shtml``) and WARC (``.warc``, ``.warc.gz``) files
    under it, sorted, and a glob pattern (``*``, ``?``, ``[``; ``**`` reaches into folders) as
    the files it matches, sorted. A path that is none of them, or a pattern that matches
    nothing, is a ``FileNotFoundError``."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    if isinstance(paths, (bytes, bytearray)):
        raise argument_error("read_pages", "paths", paths, "paths (str)")
    found: list[str] = []
    for item in paths:
        path = os.fspath(item)
        if not isinstance(path, str):
            raise argument_error("read_pages", "paths", item, "paths (str)")
        if os.path.isdir(path):
            found.extend(_directory_files(path))
        elif os.path.exists(path):
            found.append(path)
        elif _GLOB_CHARACTERS & set(path):
            matched = sorted(
                name for name in glob.glob(path, recursive=True) if os.path.isfile(name)
            )
            if not matched:
                raise FileNotFoundError(f"no file matches {path!r}")
            found.extend(matched)
        else:
            raise FileNotFoundError(f"no such file or directory: {path!r}")
    return found


def file_url(path: str) -> str:
    """The ``file:`` URL of the file ``path`` (its absolute path)."""
    return Path(os.path.abspath(path)).as_uri()


def pages_of(path: str, start: int = 0, end: int | None = None) -> Iterator[Page]:
    """The pages of one source: an HTML file's one page, or each HTML response of a WARC
    file (``webapi.crawl.read_warc``: read one record at a time; with ``start`` and ``end``,
    of its bytes from ``start`` up to ``end`` alone, a range of ``webapi.crawl.warc_ranges``)."""
    if source_kind(path) == WARC:
        from webapi.crawl import read_warc

        for response in read_warc(path, start=start, end=end):
            yield Page(response.url, response.body, response.headers)
        return
    with open(path, "rb") as file:
        body = file.read()
    yield Page(file_url(path), body)


def iter_pages(paths: str | os.PathLike[str] | Iterable[str | os.PathLike[str]]) -> Iterator[Page]:
    """Every page of ``paths`` (:func:`page_sources`), source after source, one at a time."""
    for path in page_sources(paths):
        yield from pages_of(path)
