"""The one hook for what ``location`` and ``history`` cannot do yet: a navigation to another
document (https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate, issue #55
item 4). :func:`navigate` records the request in the window's ``pending_navigations``; the
branch that adds cross-document navigation replaces its body with the fetch and the new
``Document`` (every caller already passes what the Standard's "navigate" takes).
"""

from __future__ import annotations

from typing import NamedTuple

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._navigable import Navigable

__all__ = ["PendingNavigation", "navigate"]


class PendingNavigation(NamedTuple):
    """A navigation to another document that webapi does not perform yet: the URL
    (serialized) and the history handling (``"push"``, ``"replace"``, ``"reload"``, or
    ``"traverse"`` for a traversal to another document's session history entry)."""

    url: str
    history_handling: str


def navigate(navigable: Navigable, url: str, history_handling: str) -> None:
    """https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate for a
    cross-document navigation (and a reload): recorded in the navigable's window's
    ``pending_navigations`` (the document stays; issue #55 item 4 will fetch ``url``)."""
    navigable.window._pending_navigations.append(PendingNavigation(url, history_handling))
