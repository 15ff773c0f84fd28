"""What the wings that ask for a document's subresource fetches share with the one that sends
them (``webapi.html.browsing._document_fetch``, reached by the named upcall
``"html:document-fetch"``): the answer of a fetch that waits for the running asyncio loop
(:data:`PENDING`) and an element's referrer policy attribute
(https://html.spec.whatwg.org/multipage/urls-and-fetching.html#referrer-policy-attribute)."""

from __future__ import annotations

import enum
from typing import Any, Final

__all__ = ["PENDING", "Pending", "referrer_policy_attribute"]


class Pending(enum.Enum):
    """What a subresource fetch answers when it waits for the running asyncio loop (its one
    member, :data:`PENDING`)."""

    PENDING = "pending"


PENDING: Final = Pending.PENDING


def referrer_policy_attribute(element: Any) -> str:
    """The element's ``referrerpolicy`` attribute's state (https://html.spec.whatwg.org/multipage/urls-and-fetching.html#referrer-policy-attribute):
    a referrer policy, or the empty string (the document's)."""
    from ._enumerated import REFERRER_POLICY
    from ._reflect import get_known_value

    return get_known_value(element, "referrerpolicy", REFERRER_POLICY)
