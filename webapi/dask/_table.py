"""A table of pages in one process: a row per page (its URL, then each field read from its
``Document``), as an Arrow table (``extract_table``) or a pandas DataFrame of Arrow-backed
columns (``extract_one``). A Dask partition is this table of the partition's pages, so the
partitions put together are the single-process table, row for row and byte for byte."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from ._fields import STRING, STRINGS, Field, compile_fields, field_types
from ._pages import Page, iter_pages

__all__ = [
    "arrow_schema",
    "empty_frame",
    "extract_one",
    "extract_rows",
    "extract_table",
    "frame_of",
    "table_of",
]

_CHECKS: dict[str, Any] = {
    STRING: lambda value: isinstance(value, str),
    STRINGS: lambda value: isinstance(value, list) and all(isinstance(v, str) for v in value),
    "int64": lambda value: isinstance(value, int) and not isinstance(value, bool),
    "float64": lambda value: isinstance(value, (int, float)) and not isinstance(value, bool),
    "bool": lambda value: isinstance(value, bool),
}


def _checked(field: Field, value: Any, url: str) -> Any:
    """``value`` when it is of ``field``'s type (or None), else a ``TypeError`` naming the
    field and the page: a column holds one type whatever the page."""
    if value is None or _CHECKS[field.type](value):
        return value
    raise TypeError(
        f"field {field.name!r} of {url!r}: {type(value).__name__} is not a {field.type} "
        "(a function field gives its type as {'function': f, 'type': ...})"
    )


def page_row(page: Page, fields: list[Field]) -> list[Any]:
    """A page's row: its URL, then each field's value."""
    from webapi.parsel import Selector

    document = page.document
    selector = Selector(root=document)
    return [page.url, *(_checked(f, f.read(document, selector), page.url) for f in fields)]


def _pages(pages: Any) -> Iterator[Page]:
    """``pages``: pages, or paths (:func:`webapi.dask.page_sources`) read page by page."""
    if isinstance(pages, (str, os.PathLike)):
        yield from iter_pages(pages)
        return
    for item in pages:
        if isinstance(item, (str, os.PathLike)):
            yield from iter_pages(item)
        else:
            yield item


def extract_rows(pages: Iterable[Any], fields: list[Field]) -> Iterator[list[Any]]:
    """Each page's row, one page at a time: a document parsed here is dropped after its row
    (one a page already had stays)."""
    for page in _pages(pages):
        parsed = getattr(page, "_document", None) is not None
        row = page_row(page, fields)
        if not parsed and isinstance(page, Page):
            page._document = None
        yield row


def arrow_schema(fields: list[Field]) -> Any:
    """The Arrow schema of a table of ``fields``."""
    import pyarrow as pa

    types = {
        STRING: pa.string(),
        # (the item's name Parquet gives a list's item: a table read back is the same)
        STRINGS: pa.list_(pa.field("element", pa.string())),
        "int64": pa.int64(),
        "float64": pa.float64(),
        "bool": pa.bool_(),
    }
    return pa.schema([(name, types[kind]) for name, kind in field_types(fields)])


def table_of(rows: Iterable[list[Any]], fields: list[Field]) -> Any:
    """The Arrow table of ``rows`` (made by :func:`extract_rows` with ``fields``)."""
    import pyarrow as pa

    schema = arrow_schema(fields)
    columns: list[list[Any]] = [[] for _ in schema]
    for row in rows:
        for column, value in zip(columns, row, strict=True):
            column.append(value)
    arrays = [
        pa.array(column, type=kind.type) for column, kind in zip(columns, schema, strict=True)
    ]
    return pa.Table.from_arrays(arrays, schema=schema)


def frame_of(table: Any) -> Any:
    """A pandas DataFrame of ``table``'s columns, each Arrow-backed (``pandas.ArrowDtype``)."""
    import pandas as pd

    return table.to_pandas(types_mapper=pd.ArrowDtype)


def empty_frame(fields: list[Field]) -> Any:
    """The DataFrame of no pages: the columns and types of a table of ``fields``."""
    return frame_of(table_of([], fields))


def extract_table(pages: Iterable[Any], fields: Mapping[str, Any]) -> Any:
    """The Arrow table (``pyarrow.Table``) of ``pages`` (pages, or paths of HTML and WARC
    files, directories and glob patterns) with a column ``url`` and one per field of
    ``fields`` (:func:`webapi.dask.compile_fields` says how fields are written), in one
    process, a page at a time."""
    compiled = compile_fields(fields)
    return table_of(extract_rows(pages, compiled), compiled)


def extract_one(pages: Iterable[Any], fields: Mapping[str, Any]) -> Any:
    """:func:`extract_table` as a pandas DataFrame of Arrow-backed columns: the table
    :func:`webapi.dask.extract` computes on Dask, computed in one process."""
    return frame_of(extract_table(pages, fields))
