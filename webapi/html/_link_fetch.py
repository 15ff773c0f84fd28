"""The fetch of a ``link`` element's resource (a style sheet, an ``@import``'s sheet, a
preload) through the document's traversable's navigation fetcher: webapi reaches no network on
its own (webapi/html/_link_style.py, webapi/html/_link_preload.py)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["fetch_bytes"]


def fetch_bytes(document: Any, record: Any) -> tuple[bytes, str] | None:
    """The body and ``Content-Type`` value (empty where absent) the document's traversable's
    navigation fetcher gives for ``record`` (the fetch policy as for iframes): None without a
    fetcher, for a refused URL, a network error or a status outside 200-299."""
    from ._navigable import browsing_context_of
    from ._navigation import DEFAULT_FETCH_POLICY, NetworkError, scheme_fetch

    navigable = browsing_context_of(document)
    if navigable is None:
        return None
    top = navigable.traversable()
    policy = DEFAULT_FETCH_POLICY if top.policy is None else top.policy
    try:
        result = scheme_fetch(record, document._url, top.fetcher, policy)
    except Exception:  # a fetcher's failure is an empty sheet, as a network error
        return None
    if result is None or isinstance(result, NetworkError):
        return None
    (body, content_type, status, _final), _opaque = result
    if not 200 <= status < 300:
        return None
    return body, content_type or ""
