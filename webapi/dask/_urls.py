"""URL columns on Dask: ``parse_many`` run partition by partition, on one machine or a cluster.

Each partition is parsed in the worker that holds it by :func:`webapi.crawl.parse_many`, so the
results equal single-process parsing line for line (``tests/test_dask.py`` checks it on the
three benchmark corpora with a two-process ``LocalCluster``)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from webapi.crawl import parse_many

__all__ = ["normalize_bag", "url_columns"]


def _partition_columns(
    partition: Any,
    column: str,
    base: str | None,
    encoding: str,
    fields: tuple[str, ...],
    prefix: str,
) -> Any:
    columns = parse_many(partition[column].tolist(), base, encoding=encoding, fields=fields)
    return partition.assign(**{f"{prefix}{name}": values for name, values in columns.items()})


def url_columns(
    frame: Any,
    column: str,
    *,
    base: str | None = None,
    encoding: str = "UTF-8",
    fields: Sequence[str] = ("href",),
    prefix: str | None = None,
) -> Any:
    """``frame`` (a Dask DataFrame) with a column per URL field of ``frame[column]``, named
    ``<prefix><field>`` (prefix default ``<column>_``), plus ``<prefix>error``: missing
    where the URL parsed, else the reason; a field is missing (pandas' NA, or NaN in an
    object column, as Dask's string conversion decides) where the URL does not parse.  Lazy,
    like every Dask operation."""
    import pandas as pd

    fields = tuple(fields)
    if prefix is None:
        prefix = f"{column}_"
    meta = frame._meta.assign(
        **{f"{prefix}{name}": pd.Series(dtype=object) for name in (*fields, "error")}
    )
    return frame.map_partitions(
        _partition_columns, column, base, encoding, fields, prefix, meta=meta
    )


def _partition_hrefs(partition: Iterable[str], base: str | None, encoding: str) -> list[str | None]:
    return parse_many(list(partition), base, encoding=encoding, fields=("href",))["href"]


def normalize_bag(bag: Any, *, base: str | None = None, encoding: str = "UTF-8") -> Any:
    """A Dask Bag of the href of each URL string of ``bag`` (``None`` where one does not
    parse), in the same partitions and order."""
    return bag.map_partitions(_partition_hrefs, base, encoding)
