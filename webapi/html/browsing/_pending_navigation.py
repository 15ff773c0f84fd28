"""The hook ``location`` and ``history`` navigate to another document through
(https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate): :func:`navigate` hands
it to ``webapi.html.browsing._navigate``, which fetches it through the top-level traversable's
transport or, without one, records it in the window's ``pending_navigations``
(:class:`PendingNavigation`).
"""

from __future__ import annotations

from typing import NamedTuple

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from ._navigable import Navigable

__all__ = ["PendingNavigation", "navigate"]


class PendingNavigation(NamedTuple):
    """A navigation to another document that webapi does not perform yet: the URL
    (serialized) and the history handling (``"push"``, ``"replace"``, ``"reload"``, or
    ``"traverse"`` for a traversal to another document's session history entry)."""

    url: str
    history_handling: str


def navigate(navigable: Navigable, url: str, history_handling: str, entry: Any = None) -> None:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate for a
    cross-document navigation (and a reload) asked by ``location`` or ``history``
    (:func:`webapi.html.browsing._navigate.navigate`): fetched through the traversable's transport,
    or recorded in the navigable's window's ``pending_navigations`` where it has none."""
    from webapi._lazy import load_provider

    # (a named upcall: webapi.html.browsing._navigate records a navigation here without a transport)
    navigate_across_documents = load_provider("html:navigate")
    source = None if history_handling == "traverse" else navigable.active_document
    navigate_across_documents(navigable, url, history_handling, source=source, entry=entry)
