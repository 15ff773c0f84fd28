"""For crawlers: the URL a browser follows, as a key for de-duplication, in batches.

- ``canonicalize(url, base=None, *, keep_fragment=False, sort_query=True, remove_params=(),
  decode_unreserved=True)``: a de-duplication key on top of what a browser requests;
- ``urljoin(base, url)``: ``urllib.parse.urljoin``'s call shape with the browser's answer;
- ``parse_many(inputs, base=None, *, encoding="UTF-8", fields=FIELDS)`` (and
  ``parse_many_arrow``): columns of URL components for many inputs;
- ``read_warc(path_or_file, *, start=0, end=None)``: each HTML response of a WARC file;
  ``warc_offsets(path_or_file)`` and ``warc_ranges(path, size)``: where its records start, and
  byte ranges of it that several processes read apart.

Loaded on first use: ``import webapi`` does not import this package.
"""

from ._batch import FIELDS, parse_many, parse_many_arrow
from ._canonicalize import canonicalize
from ._urljoin import urljoin
from ._warc import WARCFormatError, WARCResponse, read_warc
from ._warc_split import warc_offsets, warc_ranges

__all__ = [
    "FIELDS",
    "WARCFormatError",
    "WARCResponse",
    "canonicalize",
    "parse_many",
    "parse_many_arrow",
    "read_warc",
    "urljoin",
    "warc_offsets",
    "warc_ranges",
]
