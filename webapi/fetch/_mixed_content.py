"""Mixed Content (https://w3c.github.io/webappsec-mixed-content/) as fetch's main fetch calls
it for a request whose client is a document's (:class:`._client.FetchClient`): an
``image``, ``audio`` or ``video`` request to an ``http:`` URL upgraded to ``https:``, every
other insecure request of a page that prohibits mixed security contexts blocked (a network
error), as Chromium 156 does. The Node-like client has no settings object: nothing is
checked for it (undici checks nothing).

What is blocked is recorded in the client's ``blocked_mixed_content`` (the URL and the
destination of each, the last :data:`BLOCKED_RECORD_SIZE`), where Chromium writes a console
message ("Mixed Content: The page at ... was loaded over HTTPS, but requested an insecure
...")."""

from __future__ import annotations

from typing import NamedTuple

from webapi.referrerpolicy import is_url_potentially_trustworthy
from webapi.url import TupleOrigin, url_serialize

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._fetch import FetchRequest

__all__ = [
    "BLOCKED_RECORD_SIZE",
    "BlockedRequest",
    "origin_prohibits_mixed_security_contexts",
    "should_fetching_request_be_blocked_as_mixed_content",
    "upgrade_mixed_content_request",
]

#: How many blocked requests a client's record keeps (the oldest dropped first): a page
#: that makes any number of them keeps a bounded record.
BLOCKED_RECORD_SIZE = 1000

#: https://w3c.github.io/webappsec-mixed-content/#upgradeable-mixed-content's destinations
_UPGRADEABLE_DESTINATIONS = frozenset(("image", "audio", "video"))


class BlockedRequest(NamedTuple):
    """A request blocked as mixed content: its URL (serialized) and destination ("" for
    ``fetch()``'s, "xmlhttprequest", "style", "iframe", ...)."""

    url: str
    destination: str


def origin_prohibits_mixed_security_contexts(origin: object) -> bool:
    """https://w3c.github.io/webappsec-mixed-content/#categorize-settings-object step 1 as
    Chromium 156 takes it (``SchemeRegistry::ShouldTreatURLSchemeAsRestrictingMixedContent``):
    an ``https`` origin. The Standard says "a potentially trustworthy origin", which makes an
    ``http://localhost`` or ``http://127.0.0.1`` page's requests to other hosts mixed
    content too; Chromium sends them (tests/fetch/test_mixed_content.py's witness)."""
    return isinstance(origin, TupleOrigin) and origin.scheme == "https"


def upgrade_mixed_content_request(request: FetchRequest) -> None:
    """https://w3c.github.io/webappsec-mixed-content/#upgrade-algorithm (main fetch's step 6):
    an upgradeable request of a client that prohibits mixed security contexts gets the
    ``https`` scheme."""
    url = request.current_url
    # 1.1.-1.6. (the initiator "imageset" is never a request of webapi's; and as Chromium
    # 156 does, a request in the mode "cors" is upgraded too: <img crossorigin>'s is, where
    # the Standard's step 1.4 leaves it, to be blocked)
    if (
        is_url_potentially_trustworthy(url)
        or isinstance(url.host, (int, tuple))  # (an IPv4 or IPv6 address)
        or not request.client.prohibits_mixed_security_contexts
        or request.destination not in _UPGRADEABLE_DESTINATIONS
    ):
        return
    # 2.
    if url.scheme == "http":
        url.scheme = "https"


def should_fetching_request_be_blocked_as_mixed_content(request: FetchRequest) -> bool:
    """https://w3c.github.io/webappsec-mixed-content/#should-block-fetch (main fetch's step 7):
    True (and the request recorded in its client's ``blocked_mixed_content``) where it is
    blocked."""
    client = request.client
    url = request.current_url
    # 1.1.-1.4. (no user control allows mixed content; a "document" request is a top-level
    # navigation's: a frame's navigation is an "iframe" request) and, as Chromium 156 does,
    # an upgradeable request that was not upgraded (an image of an IP address: "optionally
    # blockable" content, sent, where the Standard blocks it)
    if (
        not client.prohibits_mixed_security_contexts
        or url.scheme != "http"  # (blink's IsMixedContent: about:, data:, blob: are secure)
        or is_url_potentially_trustworthy(url)
        or request.destination == "document"
        or request.destination in _UPGRADEABLE_DESTINATIONS
    ):
        return False
    # 2.
    client.blocked_mixed_content.append(BlockedRequest(url_serialize(url), request.destination))
    return True
