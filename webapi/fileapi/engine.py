"""The File API's working parts that webapi's other packages build on (the XMLHttpRequest
Standard's ``FormData``, the HTML Standard's form encodings and their parser, Fetch's bodies):
the impl classes of ``Blob`` and ``File`` and the algorithms they share, and the blob URL
store (``URL.createObjectURL``'s, in the URL layer above). Public so that no package
imports another's private modules; not a stable API for users, who will have ``Blob`` and
``File`` in :mod:`webapi.fileapi` (issue #45).
"""

from ._blob_impl import BlobImpl, blob_type, process_blob_parts
from ._blob_url_store import (
    BLOB_URL_ORIGIN,
    BlobURLEntry,
    add_an_entry,
    remove_an_entry,
    resolve_a_blob_url,
)
from ._file_impl import FileImpl, now_milliseconds

__all__ = [
    "BLOB_URL_ORIGIN",
    "BlobImpl",
    "BlobURLEntry",
    "FileImpl",
    "add_an_entry",
    "blob_type",
    "now_milliseconds",
    "process_blob_parts",
    "remove_an_entry",
    "resolve_a_blob_url",
]
