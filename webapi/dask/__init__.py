"""Pages and URL columns on Dask, on one machine or a cluster: each partition parsed where it
lives, the result equal to one process's, row for row.

Needs the extra ``dask`` (``pip install 'webapi-py[dask]'``, which brings ``dask[distributed,
dataframe]``) for the Bags and DataFrames; ``import webapi`` never imports this package, and
importing it imports no Dask (each function imports it on first use).

- ``read_pages(paths)``: a Bag of :class:`Page` (HTML files, WARC files, directories, glob
  patterns); ``extract(bag, fields)``: a DataFrame of Arrow-backed columns, a row per page;
- ``extract_one(pages, fields)`` / ``extract_table(pages, fields)``: the same table in one
  process, without Dask (a pandas DataFrame / a ``pyarrow.Table``); ``iter_pages(paths)``,
  ``page_sources(paths)``, ``pages_of(path)``, ``source_kind(path)`` and
  ``compile_fields(fields)`` are the parts they share (the command line's too);
- ``url_columns(frame, column)`` / ``normalize_bag(bag)``: URL components of a column.

    >>> import dask, dask.dataframe as dd, pandas as pd
    >>> from webapi.dask import Page, extract, extract_one, url_columns
    >>> links = pd.DataFrame({"link": ["HTTP://A.example/./x", "nope"]})
    >>> frame = dd.from_pandas(links, npartitions=1)
    >>> result = url_columns(frame, "link", fields=("href", "host")).compute()
    >>> result["link_href"][0], result["link_href"].isna().tolist()
    ('http://a.example/x', [False, True])
    >>> page = Page("https://a.example/d/", b"<title>A</title><a href=x>x</a>")
    >>> fields = {"title": "title::text", "links": ("a", "href")}
    >>> extract_one([page], fields).iloc[0].tolist()
    ['https://a.example/d/', 'A', ['https://a.example/d/x']]
"""

from ._bag import extract as extract
from ._bag import read_pages as read_pages
from ._fields import compile_fields as compile_fields
from ._pages import Page as Page
from ._pages import iter_pages as iter_pages
from ._pages import page_sources as page_sources
from ._pages import pages_of as pages_of
from ._pages import source_kind as source_kind
from ._table import extract_one as extract_one
from ._table import extract_table as extract_table
from ._urls import normalize_bag as normalize_bag
from ._urls import url_columns as url_columns

__all__ = [
    "Page",
    "compile_fields",
    "extract",
    "extract_one",
    "extract_table",
    "iter_pages",
    "normalize_bag",
    "page_sources",
    "pages_of",
    "read_pages",
    "source_kind",
    "url_columns",
]
