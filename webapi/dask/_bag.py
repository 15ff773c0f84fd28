"""Pages on Dask: ``read_pages`` makes a Bag whose partitions read their files where they run
(a partition is a group of HTML files, one WARC file, or a byte range of a large one), and
``extract`` a DataFrame whose partitions parse their pages and read the fields where they run:
only paths go to a worker, only Arrow-backed columns come back, no ``Document`` crosses
processes."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from webapi._webidl import argument_error

from ._fields import compile_fields
from ._pages import HTML, Page, page_sources, pages_of, source_kind
from ._table import empty_frame, extract_rows, frame_of, table_of

__all__ = ["extract", "read_pages"]

#: A partition's source: a file's path, or a byte range of a WARC file ``(path, start, end)``.
Source = str | tuple[str, int, int]

#: The most bytes of a WARC file one partition reads, unless ``read_pages`` is told (64 MiB).
DEFAULT_BYTES_PER_PARTITION = 64 * 1024 * 1024


def _warc_parts(path: str, bytes_per_partition: int) -> list[Source]:
    """A WARC file's partitions: the file, or where it is larger than ``bytes_per_partition``
    bytes, its ranges (``webapi.crawl.warc_ranges``: the file read through once, here, for
    where its records start)."""
    if os.path.getsize(path) <= bytes_per_partition:
        return [path]
    from webapi.crawl import warc_ranges

    ranges = warc_ranges(path, bytes_per_partition)
    if len(ranges) == 1:
        return [path]
    return [(path, start, end) for start, end in ranges]


def _groups(
    sources: list[str], files_per_partition: int, bytes_per_partition: int
) -> list[list[Source]]:
    """The sources in partitions: runs of up to ``files_per_partition`` HTML files, each
    WARC file alone (or each of its ranges, for a file over ``bytes_per_partition``), in
    order."""
    groups: list[list[Source]] = []
    run: list[Source] = []
    for path in sources:
        if source_kind(path) == HTML:
            run.append(path)
            if len(run) == files_per_partition:
                groups.append(run)
                run = []
            continue
        if run:
            groups.append(run)
            run = []
        groups.extend([part] for part in _warc_parts(path, bytes_per_partition))
    if run:
        groups.append(run)
    return groups


class PartitionPages:
    """A partition of a Bag of pages: its sources (files' paths, or a WARC file's byte range
    ``(path, start, end)``), read page by page each time it is iterated. Iterable, not an
    iterator: Dask keeps it as it is (it turns iterators into lists), and where a partition
    moves between processes only its sources are pickled."""

    __slots__ = ("sources",)

    def __init__(self, sources: list[Source]) -> None:
        self.sources = sources

    def __iter__(self) -> Iterator[Page]:
        """The pages of the partition's sources, one at a time."""
        for source in self.sources:
            if isinstance(source, tuple):
                yield from pages_of(*source)
            else:
                yield from pages_of(source)

    def __repr__(self) -> str:
        return f"<PartitionPages of {len(self.sources)} sources>"


def _load_partition(groups: Iterable[list[Source]]) -> PartitionPages:
    """One partition's pages (its one group of sources)."""
    return PartitionPages([source for group in groups for source in group])


def read_pages(
    paths: str | os.PathLike[str] | Iterable[str | os.PathLike[str]],
    *,
    files_per_partition: int = 64,
    bytes_per_partition: int = DEFAULT_BYTES_PER_PARTITION,
) -> Any:
    """A Dask Bag of the pages (:class:`webapi.dask.Page`) of ``paths``: HTML files, WARC
    files (``.warc``, ``.warc.gz``: each HTML response, as ``webapi.crawl.read_warc`` reads
    it), directories (their HTML and WARC files) and glob patterns, in that order
    (:func:`webapi.dask.page_sources`). A partition is up to ``files_per_partition`` HTML
    files, or one WARC file, or, of a WARC file over ``bytes_per_partition`` bytes (64 MiB by
    default), a range of about that many bytes starting where a record starts
    (``webapi.crawl.warc_ranges``: a ``.warc.gz`` splits where a gzip member starts, a member
    per record as the format recommends); it reads its files (its range alone) where it runs,
    and a page's ``document`` is parsed where it is used. Lazy: the paths are listed now (and
    a large WARC file read through once for where its records start), the pages read on
    compute."""
    import dask.bag

    from_sequence: Any = dask.bag.from_sequence  # (untyped)
    if (
        not isinstance(files_per_partition, int)
        or isinstance(files_per_partition, bool)
        or files_per_partition < 1
    ):
        raise argument_error(
            "read_pages", "files_per_partition", files_per_partition, "a whole number from 1"
        )
    if (
        not isinstance(bytes_per_partition, int)
        or isinstance(bytes_per_partition, bool)
        or bytes_per_partition < 1
    ):
        raise argument_error(
            "read_pages", "bytes_per_partition", bytes_per_partition, "a whole number from 1"
        )
    groups = _groups(page_sources(paths), files_per_partition, bytes_per_partition)
    if not groups:
        return from_sequence([], npartitions=1)
    return from_sequence(groups, npartitions=len(groups)).map_partitions(_load_partition)


class _Fields:
    """The fields as written, carried to the workers as one opaque value (Dask would read a
    dict's tuples as tasks); each partition compiles them again."""

    __slots__ = ("fields",)

    def __init__(self, fields: Mapping[str, Any]) -> None:
        self.fields = dict(fields)


def _frame_partition(pages: Iterable[Any], spec: _Fields) -> Any:
    """One partition's table, as a DataFrame of Arrow-backed columns."""
    compiled = compile_fields(spec.fields)
    return frame_of(table_of(extract_rows(pages, compiled), compiled))


def extract(bag: Any, fields: Mapping[str, Any]) -> Any:
    """A Dask DataFrame of the pages of ``bag`` (a Bag of pages, as :func:`read_pages`
    makes): a column ``url``, then one per field of ``fields`` (see
    :func:`webapi.dask.compile_fields`: ``"title::text"``, ``("a", "href")``,
    ``"innerText"``, ``{"xpath": ...}``, a function of the document), every column
    Arrow-backed (``pandas.ArrowDtype``), a partition per partition of ``bag``, each parsed and
    read where it lives. Its rows are :func:`webapi.dask.extract_one`'s on the same pages, in
    the same order and of the same types: ``to_parquet`` writes the same table. A query that
    does not parse is a ``ValueError`` now, before any page is read."""
    import dask.dataframe as dd
    from dask.delayed import delayed

    meta = empty_frame(compile_fields(fields))
    spec = _Fields(fields)
    parts = [delayed(_frame_partition)(part, spec) for part in bag.to_delayed()]
    return dd.from_delayed(parts, meta=meta, verify_meta=False)
