"""The fetch of a ``link`` element's resource (a style sheet, an ``@import``'s sheet, a
preload) as a request of the document's client: webapi reaches no network on its own
(webapi/html/rendering/_link_style.py, webapi/html/rendering/_link_preload.py). The requests are
sent by the browsing wing, above this one (webapi/html/browsing/_document_fetch.py), asked by the
named upcall ``"html:document-fetch"`` (declared in ``webapi/html/__init__.py``)."""

from __future__ import annotations

from webapi._lazy import load_provider

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from ..common._subresources import Pending

__all__ = ["after_subresources", "fetch_bytes"]


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
    a status outside 200-299; ``webapi.html.common._subresources.PENDING`` where it waits for
    the running asyncio loop."""
    fetched: tuple[bytes, str] | Pending | None = load_provider(
        "html:document-fetch"
    ).fetch_subresource(
        document,
        record,
        destination,
        mode=mode,
        referrer=referrer,
        referrer_policy=referrer_policy,
    )
    return fetched


def after_subresources(document: Any, steps: Callable[[], object]) -> bool:
    """Run ``steps`` once none of ``document``'s subresource fetches waits for the running
    asyncio loop (True), or nothing where none waits now (False: the caller goes on)."""
    waits: bool = load_provider("html:document-fetch").after_subresources(document, steps)
    return waits
