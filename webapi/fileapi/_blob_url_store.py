"""The File API's blob URL store (https://w3c.github.io/FileAPI/#url-model): the map from
blob URLs to the Blobs they name, which ``URL.createObjectURL`` adds to,
``URL.revokeObjectURL`` removes from and a navigation (or, one day, ``fetch()``) resolves
through (``webapi.url.resolve_blob_url``, which parses the URL first: this layer is below the
URL Standard's, and takes URLs already serialized).

The Standard's store is the user agent's; each entry also records the environment (the
document or worker) that made it, whose origin is the blob URL's and whose unloading revokes
it. webapi's ``URL.createObjectURL`` is no window's or worker's (the ``URL`` class is one for
the process), so there is **one store per process** and every entry's environment is the same
one: an opaque origin, serialized ``"null"``, whose
blob URLs are ``blob:null/<uuid>`` as Chromium makes them in a document with an opaque
origin. Nothing unloads it: an entry keeps its Blob alive until it is revoked (a browser
keeps it until the document that made it unloads), so revoke what you no longer need.

The store is shared by every thread (a lock guards each change; reading an entry is one dict
lookup).
"""

from __future__ import annotations

from _thread import allocate_lock
from os import urandom

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final

    from ._blob_impl import BlobImpl

__all__ = [
    "BLOB_URL_ORIGIN",
    "BlobURLEntry",
    "add_an_entry",
    "generate_a_new_blob_url",
    "remove_an_entry",
    "resolve_a_blob_url",
]

#: The ASCII serialization of the origin of every entry's environment: webapi has no
#: environment settings object yet, and the opaque origin it stands for serializes as "null"
#: (the Standard's "If serialized is "null", set it to an implementation-defined value":
#: Chromium keeps "null").
BLOB_URL_ORIGIN: Final = "null"


class BlobURLEntry:
    """A blob URL entry (https://w3c.github.io/FileAPI/#blob-url-entry): its ``object`` (a
    Blob) and the serialized ``origin`` of its environment (:data:`BLOB_URL_ORIGIN`)."""

    __slots__ = ("object", "origin")

    def __init__(self, obj: BlobImpl, origin: str) -> None:
        self.object = obj
        self.origin = origin

    def __repr__(self) -> str:
        return f"<BlobURLEntry {self.origin} {self.object!r}>"


#: The blob URL store: serialized blob URLs (without a fragment) to their entries.
_STORE: dict[str, BlobURLEntry] = {}
_LOCK = allocate_lock()


def generate_a_new_blob_url() -> str:
    """Generate a new blob URL (https://w3c.github.io/FileAPI/#unicodeBlobURL): ``"blob:"``,
    the serialized origin, ``"/"`` and a random (version 4) UUID in lowercase hexadecimal,
    as ``crypto.randomUUID()`` writes it (RFC 9562's version 4: 122 random bits)."""
    uuid = bytearray(urandom(16))
    uuid[6] = uuid[6] & 0x0F | 0x40  # the version, 4
    uuid[8] = uuid[8] & 0x3F | 0x80  # the variant, 10 in binary
    h = uuid.hex()
    return f"blob:{BLOB_URL_ORIGIN}/{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def add_an_entry(obj: BlobImpl) -> str:
    """Add an entry to the blob URL store (https://w3c.github.io/FileAPI/#add-an-entry) for
    ``obj``: its new blob URL, which resolves to ``obj`` until it is removed."""
    entry = BlobURLEntry(obj, BLOB_URL_ORIGIN)
    with _LOCK:
        url = generate_a_new_blob_url()
        while url in _STORE:  # (a repeated UUID: not to happen in this universe's lifetime)
            url = generate_a_new_blob_url()
        _STORE[url] = entry
    return url


def remove_an_entry(url: str) -> None:
    """Remove an entry from the blob URL store (https://w3c.github.io/FileAPI/#removeTheEntry)
    for ``url``, a serialized URL: its fragment included, so ``blob:…#x`` removes nothing
    (as in Chromium). Nothing happens where there is no such entry."""
    with _LOCK:
        _STORE.pop(url, None)


def resolve_a_blob_url(url: str) -> BlobURLEntry | None:
    """Resolve a blob URL (https://w3c.github.io/FileAPI/#blob-url-resolve): the entry of
    ``url``, a serialized URL whose scheme is ``blob``, its fragment excluded; None (the
    Standard's failure) where the store has none (never made, or revoked)."""
    # A serialized URL's first "#" starts its fragment: the serializer percent-encodes the
    # ones of a path and a query.
    return _STORE.get(url.partition("#")[0])
