"""The fetch of a ``link`` element's resource (a style sheet, an ``@import``'s sheet, a
preload) as a request of the document's client (webapi/html/browsing/_document_fetch.py): webapi
reaches no network on its own (webapi/html/rendering/_link_style.py,
webapi/html/rendering/_link_preload.py)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from ..browsing._document_fetch import Pending

__all__ = ["fetch_bytes"]


def fetch_bytes(
    document: Any,
    record: Any,
    destination: str = "style",
    *,
    mode: str = "no-cors",
    referrer: Any = "client",
    referrer_policy: str = "",
) -> tuple[bytes, str] | Pending | None:
    """The body and ``Content-Type`` value (empty where absent) of the document's client's
    request for ``record`` with ``destination`` and ``mode`` ("no-cors": no ``crossorigin``
    attribute; ``referrer`` "client" or an ``@import``'s sheet URL record): None without a
    browsing context or a transport, for a URL the fetch policy refuses, a network error or
    a status outside 200-299; ``webapi.html.browsing._document_fetch.PENDING`` where it waits for
    the running asyncio loop."""
    from ..browsing._document_fetch import fetch_subresource

    return fetch_subresource(
        document,
        record,
        destination,
        mode=mode,
        referrer=referrer,
        referrer_policy=referrer_policy,
    )
