"""The URL side of the File API's blob URLs (https://w3c.github.io/FileAPI/#url): the steps of
``URL.createObjectURL`` and ``URL.revokeObjectURL`` (the File API's ``partial interface URL``)
and "resolve a blob URL" for a URL given as a string or a record, over the blob URL store of
``webapi.fileapi.engine`` (one per process: see its module ``_blob_url_store``).
"""

from __future__ import annotations

from webapi.fileapi.engine import add_an_entry, remove_an_entry, resolve_a_blob_url

from .._webidl import argument_error
from ._parser import basic_url_parse
from ._record import URLRecord
from ._serializer import url_serialize

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.fileapi import Blob

__all__ = ["create_object_url", "resolve_blob_url", "revoke_object_url"]


def create_object_url(obj: Blob) -> str:
    """The ``createObjectURL(obj)`` static method's steps
    (https://w3c.github.io/FileAPI/#dfn-createObjectURL): add an entry to the blob URL store
    for ``obj`` (a Blob, already converted) and return its URL."""
    return add_an_entry(obj)


def revoke_object_url(url: str) -> None:
    """The ``revokeObjectURL(url)`` static method's steps
    (https://w3c.github.io/FileAPI/#dfn-revokeObjectURL): parse ``url``; a failure or a scheme
    other than ``blob`` does nothing; so does a URL of no entry, or of one whose environment is
    not same origin with the current one (every entry's is: webapi has one environment);
    otherwise remove the entry of the URL serialized (its fragment included: revoking
    ``blob:…#x`` revokes nothing, as in Chromium)."""
    record = basic_url_parse(url)
    if record is None or record.scheme != "blob":
        return
    serialized = url_serialize(record)
    if resolve_a_blob_url(serialized) is None:
        return
    remove_an_entry(serialized)


def resolve_blob_url(url: str | URLRecord) -> Blob | None:
    """The Blob that the blob URL ``url`` names (a ``str``, as ``URL.createObjectURL`` gave
    it, or a ``URLRecord``), its fragment ignored; None where it names none: revoked, never
    made, not a ``blob:`` URL or not a URL at all. The File API's "resolve a blob URL"
    (https://w3c.github.io/FileAPI/#blob-url-resolve), as Fetch's scheme fetch and a
    navigation read it."""
    if isinstance(url, URLRecord):
        record: URLRecord | None = url
    elif isinstance(url, str):
        record = basic_url_parse(url)
    else:
        raise argument_error("resolve_blob_url", "url", url, "a str or a URLRecord")
    if record is None or record.scheme != "blob":
        return None
    entry = resolve_a_blob_url(url_serialize(record, exclude_fragment=True))
    return None if entry is None else entry.object  # type: ignore[return-value]
