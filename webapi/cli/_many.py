"""``webapi query`` and ``webapi text`` over many pages: HTML files, folders, glob patterns and
WARC files (``webapi.dask.page_sources``), a record per answer in JSON Lines, or an Arrow or
Parquet table (``--format``, with pyarrow), the pages parsed in ``--jobs N`` processes.

The main process reads the files (a WARC file record by record) and hands the pages' bytes to
the processes in batches; each parses its pages and gives back their records, which are
written in the pages' order. At most a few batches per process are in flight, so memory stays
bounded however many pages there are."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from ._io import cannot_read, open_output, shown_name

if TYPE_CHECKING:
    from concurrent.futures import Future

__all__ = [
    "FORMATS",
    "Answer",
    "Errors",
    "PageUsageError",
    "add_many_arguments",
    "is_many",
    "run_many",
]

#: The output formats: JSON Lines (the default), an Arrow IPC stream, a Parquet file.
FORMATS = ("jsonl", "arrow", "parquet")
#: Pages per batch handed to a process.
BATCH_PAGES = 32
#: Batches in flight per process.
AHEAD = 2

_GLOB = frozenset("*?[")


class PageUsageError(Exception):
    """A usage error found while answering a page (a ``--prop`` whose value JSON cannot
    write): raised in the process that met it, said by the main process (exit 2)."""


def add_many_arguments(parser: argparse.ArgumentParser) -> None:
    """``--jobs N`` and ``--format jsonl|arrow|parquet``: either, or more than one PAGE, a
    folder, a WARC file or a glob pattern, answers page by page (:func:`run_many`)."""
    from ._command import MAX_JOBS, _jobs

    parser.add_argument(
        "--jobs",
        type=_jobs,
        default=None,
        metavar="N",
        help=f"parse the pages in N processes (1 to {MAX_JOBS}); a record per answer",
    )
    parser.add_argument(
        "--format",
        choices=FORMATS,
        default=None,
        help="a record per answer, with the page's url: JSON Lines (jsonl), an Arrow IPC "
        "stream (arrow) or a Parquet file (parquet) on standard output (arrow and parquet "
        "need pyarrow)",
    )


def _names_many(name: str) -> bool:
    """Whether the PAGE argument ``name`` names many pages: a folder, a WARC file, or a glob
    pattern that is not itself a file's name."""
    from ..dask import source_kind

    if name == "-":
        return False
    if os.path.isdir(name) or source_kind(name) == "warc":
        return True
    return bool(_GLOB & set(name)) and not os.path.exists(name)


def is_many(pages: list[str], args: argparse.Namespace) -> bool:
    """Whether the command answers page by page, in records."""
    return (
        len(pages) > 1
        or args.jobs is not None
        or args.format is not None
        or any(_names_many(name) for name in pages)
    )


def _pages(command: str, names: list[str], failed: list[str]) -> Iterator[tuple[str, bytes, Any]]:
    """``(url, bytes, headers)`` of each page of ``names``, in order; a name that cannot be
    read is said on standard error (and added to ``failed``), the others still read."""
    from ..dask import page_sources, pages_of

    for name in names:
        try:
            if name == "-":
                yield "about:blank", sys.stdin.buffer.read(), None
                continue
            for path in page_sources([name]):
                for page in pages_of(path):
                    yield page.url, page.body, page.headers or None
        except OSError as error:
            cannot_read(command, shown_name(name), error)
            failed.append(name)


def _document(page: tuple[str, bytes, Any], options: dict[str, Any]) -> Any:
    from ..html import document_from_response

    url, body, headers = page
    content_type = headers if headers is not None else options["content_type"]
    return document_from_response(
        body, url, content_type, default=options["default"], scripting=options["scripting"]
    )


#: A command's answers of one page: ``answer(document, url, options)`` gives its records (a
#: module-level function: it is pickled to the worker processes).
Answer = Callable[[Any, str, dict[str, Any]], list[dict[str, Any]]]


class Errors:
    """A parser's ``error`` in a worker: it raises :class:`PageUsageError`."""

    def error(self, message: str) -> Any:
        """Raise :class:`PageUsageError` with ``message``."""
        raise PageUsageError(message)


def answer_batch(
    pages: list[tuple[str, bytes, Any]], options: dict[str, Any], answer: Answer
) -> list[dict[str, Any]]:
    """The records of a batch of pages (in a worker, or in this process with ``--jobs 1``)."""
    records: list[dict[str, Any]] = []
    for page in pages:
        records.extend(answer(_document(page, options), page[0], options))
    return records


def _batches(pages: Iterator[tuple[str, bytes, Any]]) -> Iterator[list[tuple[str, bytes, Any]]]:
    batch: list[tuple[str, bytes, Any]] = []
    for page in pages:
        batch.append(page)
        if len(batch) == BATCH_PAGES:
            yield batch
            batch = []
    if batch:
        yield batch


def _answers(
    pages: Iterator[tuple[str, bytes, Any]], options: dict[str, Any], answer: Answer, jobs: int
) -> Iterator[list[dict[str, Any]]]:
    """Each batch's records, in the pages' order: in this process for one job, else in
    ``jobs`` processes, ``AHEAD`` batches per process in flight."""
    if jobs == 1:
        for batch in _batches(pages):
            yield answer_batch(batch, options, answer)
        return
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=jobs) as pool:
        pending: list[Future[list[dict[str, Any]]]] = []
        for batch in _batches(pages):
            pending.append(pool.submit(answer_batch, batch, options, answer))
            if len(pending) >= jobs * AHEAD:
                yield pending.pop(0).result()
        for future in pending:
            yield future.result()


#: The Arrow type of each column a record may have.
_COLUMNS = {"url": "string", "value": "string", "count": "int64", "text": "string"}


def _table_value(value: Any) -> Any:
    """A value as the table's ``value`` column holds it: a string as it is, null as null,
    a number or a boolean as its JSON text."""
    if value is None or isinstance(value, str):
        return value
    return json.dumps(value)


class _TableWriter:
    """Records written as an Arrow IPC stream or a Parquet file, a batch at a time."""

    def __init__(self, format_: str, columns: list[str]) -> None:
        import pyarrow as pa

        self.pa = pa
        self.schema = pa.schema([(name, getattr(pa, _COLUMNS[name])()) for name in columns])
        self.sink = pa.PythonFile(sys.stdout.buffer, mode="w")
        if format_ == "arrow":
            self.writer: Any = pa.ipc.new_stream(self.sink, self.schema)
        else:
            import pyarrow.parquet as pq

            self.writer = pq.ParquetWriter(self.sink, self.schema)

    def write(self, records: list[dict[str, Any]]) -> None:
        if not records:
            return
        columns = {
            name: [_table_value(r[name]) if name == "value" else r[name] for r in records]
            for name in self.schema.names
        }
        self.writer.write_table(self.pa.table(columns, schema=self.schema))

    def close(self) -> None:
        self.writer.close()
        self.sink.flush()


def _columns(options: dict[str, Any]) -> list[str]:
    if options["command"] == "text":
        return ["url", "text"]
    return ["url", "count" if options["output"] == "count" else "value"]


def _check_format(parser: argparse.ArgumentParser, format_: str) -> None:
    """``--format arrow|parquet``: pyarrow installed, and standard output not a terminal."""
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        parser.error(
            f"--format {format_} needs pyarrow, which is not installed "
            "(pip install 'webapi-py[arrow]')"
        )
    if sys.stdout.isatty():
        parser.error(f"--format {format_} writes binary: redirect standard output to a file")


def run_many(
    parser: argparse.ArgumentParser,
    args: argparse.Namespace,
    pages: list[str],
    check: Callable[[], None],
    answer: Answer,
) -> int:
    """Answer ``pages`` page by page with ``answer`` (``args.command_name`` is "query" or
    "text"); ``check`` raises the usage errors of the query (an invalid selector, the
    namespaces of ``--ns``) before any page is read.
    Exit status: 2 when a page could not be read or a usage error was met, else 0 when some
    page gave a record, else 1."""
    from ._command import default_encoding_option

    if args.url is not None:
        parser.error("argument --url: one page's URL; many pages have their own")
    if "-" in pages and len(pages) > 1:
        parser.error("argument PAGE: standard input ('-') is one page, not one of many")
    check()
    format_ = args.format or "jsonl"
    if format_ != "jsonl":
        _check_format(parser, format_)
    options = {
        name: getattr(args, name, None)
        for name in ("selector", "xpath", "ns", "output", "attr", "prop", "content_type")
    }
    options.update(
        command=args.command_name,
        default=default_encoding_option(parser, args.default),
        scripting=args.scripting,
    )
    failed: list[str] = []
    written = 0
    out = open_output() if format_ == "jsonl" else None
    table = None if out is not None else _TableWriter(format_, _columns(options))
    try:
        found = _pages(args.command_name, pages, failed)
        for records in _answers(found, options, answer, args.jobs or 1):
            written += len(records)
            if table is not None:
                table.write(records)
                continue
            assert out is not None
            out.write("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records))
    except PageUsageError as error:
        parser.error(str(error))
    if table is not None:
        table.close()
    elif out is not None:
        out.flush()
    if failed:
        return 2
    return 0 if written else 1
