"""Referrer Policy's algorithms (https://w3c.github.io/webappsec-referrer-policy/) as fetch
uses them for a document's client: "determine request's referrer" with its eight policies,
"strip url for use as a referrer", "set request's referrer policy on redirect" (Secure
Contexts' "potentially trustworthy" test they read is ``webapi.securecontexts``'s)."""

from __future__ import annotations

from webapi.securecontexts import is_potentially_trustworthy
from webapi.url import OpaqueOrigin, URLRecord, url_origin, url_serialize

from ._policies import REFERRER_POLICIES

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Protocol

    class _Client(Protocol):
        @property
        def creation_url(self) -> URLRecord: ...

    class FetchRequest(Protocol):
        """What the algorithms read and write of Fetch's request
        (https://fetch.spec.whatwg.org/#concept-request): its policy, referrer, client and
        current URL."""

        referrer_policy: str
        referrer: object

        @property
        def client(self) -> _Client | None: ...

        @property
        def current_url(self) -> URLRecord: ...


__all__ = [
    "DEFAULT_REFERRER_POLICY",
    "determine_request_referrer",
    "is_url_potentially_trustworthy",
    "referrer_under_policy",
    "set_request_referrer_policy_on_redirect",
    "strip_url_for_use_as_referrer",
]

#: https://w3c.github.io/webappsec-referrer-policy/#default-referrer-policy
DEFAULT_REFERRER_POLICY = "strict-origin-when-cross-origin"
_LOCAL_SCHEMES = frozenset(("about", "blob", "data"))


def is_url_potentially_trustworthy(url: URLRecord) -> bool:
    """https://w3c.github.io/webappsec-secure-contexts/#potentially-trustworthy-url, as
    ``webapi.url`` gives it, a ``file:`` URL not trustworthy (its origin is opaque)."""
    return is_potentially_trustworthy(url, trust_file=False)


def _same_origin(a: URLRecord, b: URLRecord) -> bool:
    origin_a, origin_b = url_origin(a), url_origin(b)
    if isinstance(origin_a, OpaqueOrigin) or isinstance(origin_b, OpaqueOrigin):
        return False
    return origin_a[:3] == origin_b[:3]


def strip_url_for_use_as_referrer(
    url: URLRecord | None, origin_only: bool = False
) -> URLRecord | None:
    """https://w3c.github.io/webappsec-referrer-policy/#strip-url: ``None`` is "no
    referrer"."""
    if url is None or url.scheme in _LOCAL_SCHEMES:
        return None
    url = url.copy()
    url.username = ""
    url.password = ""
    url.fragment = None
    if origin_only:
        url.path = [""]
        url.query = None
    return url


def determine_request_referrer(request: FetchRequest) -> URLRecord | None:
    """https://w3c.github.io/webappsec-referrer-policy/#determine-requests-referrer: the
    referrer of ``request`` (its client's, "client"; or the URL it names) as its policy
    lets it go to the request's current URL; ``None`` is "no referrer"."""
    policy = request.referrer_policy
    referrer = request.referrer
    if referrer == "client":
        # 3. "If environment's global object is a Window object": the document's URL (the
        # client's creation URL)
        assert request.client is not None
        source: URLRecord | None = request.client.creation_url
    elif referrer == "no-referrer":
        return None
    else:
        assert isinstance(referrer, URLRecord)
        source = referrer
    return referrer_under_policy(source, request.current_url, policy)


def referrer_under_policy(
    source: URLRecord | None, current: URLRecord, policy: str
) -> URLRecord | None:
    """https://w3c.github.io/webappsec-referrer-policy/#determine-requests-referrer's steps 4
    to 8: the referrer ``source`` gives a request to ``current`` under ``policy`` (the empty
    string: the default); ``None`` is "no referrer". (HTML's ``document.referrer`` of a
    navigation reads it too.)"""
    referrer_url = strip_url_for_use_as_referrer(source)
    referrer_origin = strip_url_for_use_as_referrer(source, origin_only=True)
    if referrer_url is None or referrer_origin is None:
        return None
    # 6. "If the result of serializing referrerURL is a string whose length is greater than
    # 4096, set referrerURL to referrerOrigin."
    if len(url_serialize(referrer_url)) > 4096:
        referrer_url = referrer_origin
    # 8.
    if policy == "no-referrer":
        return None
    if policy == "origin":
        return referrer_origin
    if policy == "unsafe-url":
        return referrer_url
    downgrade = is_url_potentially_trustworthy(referrer_url) and not (
        is_url_potentially_trustworthy(current)
    )
    if policy == "strict-origin":
        return None if downgrade else referrer_origin
    same_origin = _same_origin(referrer_url, current)
    if policy == "same-origin":
        return referrer_url if same_origin else None
    if policy == "origin-when-cross-origin":
        return referrer_url if same_origin else referrer_origin
    if policy == "no-referrer-when-downgrade":
        return None if downgrade else referrer_url
    # strict-origin-when-cross-origin (and the default)
    if same_origin:
        return referrer_url
    return None if downgrade else referrer_origin


def set_request_referrer_policy_on_redirect(request: FetchRequest, values: list[str]) -> None:
    """https://w3c.github.io/webappsec-referrer-policy/#set-requests-referrer-policy-on-redirect
    with "parse a referrer policy from a Referrer-Policy header" (the last known token of
    the header's values, split on commas)."""
    policy = ""
    for value in ",".join(values).split(","):
        token = value.strip(" \t").lower()
        if token in REFERRER_POLICIES:
            policy = token
    if policy:
        request.referrer_policy = policy
