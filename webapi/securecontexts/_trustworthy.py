"""Is a URL or origin potentially trustworthy? (Secure Contexts)

The one place of these algorithms, above the URL Standard whose origins and records they
judge: Fetch (referrer policies, mixed content, the ``Sec-Fetch-*`` headers), HTML's secure
contexts (``window.isSecureContext``) and :mod:`webapi.security` (which exports them too)
reach them through :mod:`webapi.securecontexts`.

Spec: https://w3c.github.io/webappsec-secure-contexts/#is-origin-trustworthy and
https://w3c.github.io/webappsec-secure-contexts/#is-url-trustworthy

Choices the spec leaves to the user agent, made as Chromium and Firefox make them:

- ``localhost`` names (step 5 of the origin algorithm) are potentially trustworthy: browsers
  conform to "Let localhost be localhost" and never send them to DNS (``trust_localhost``).
- ``file:`` URLs are potentially trustworthy. A ``file:`` URL's origin is opaque (the URL
  Standard: "When in doubt, return a new opaque origin"), so the URL algorithm's last step
  alone would say "Not Trustworthy"; the spec says user agents SHOULD treat ``file:`` URLs as
  potentially trustworthy (its origin step 6), and browsers give ``file:`` pages
  ``isSecureContext == true``. ``trust_file=False`` turns this off.
- No scheme is "considered authenticated" (step 7) and no origin is "configured as
  trustworthy" (step 8) unless passed in ``trusted_origins`` (serialized origins).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from webapi.url import OpaqueOrigin, Origin, TupleOrigin, serialize_origin, url_origin
from webapi.url.engine import url_record_argument

if TYPE_CHECKING:
    from webapi.url import URL, URLRecord

__all__ = ["is_origin_potentially_trustworthy", "is_potentially_trustworthy"]

_LOOPBACK_IPV6 = (0, 0, 0, 0, 0, 0, 0, 1)


def _as_origin(value: object, function: str, parameter: str) -> Origin:
    """An origin given as an origin, a serialized origin (what ``URL(x).origin`` gives, as
    in JavaScript; ``"null"`` is an opaque origin), a ``URL``, a URL record or a Python
    library's URL object (their origin)."""
    if isinstance(value, (TupleOrigin, OpaqueOrigin)):
        return value
    if isinstance(value, str) and value == "null":
        return OpaqueOrigin()
    return url_origin(url_record_argument(value, function, parameter, "an origin or "))


def is_origin_potentially_trustworthy(
    origin: Origin | URL | URLRecord | str,
    *,
    trust_localhost: bool = True,
    trusted_origins: Collection[str] = (),
) -> bool:
    """https://w3c.github.io/webappsec-secure-contexts/#is-origin-trustworthy

    ``origin`` is an origin, or what a user has at hand: a serialized origin
    (``URL(x).origin``, a string as in JavaScript; ``"null"`` is opaque), a ``URL``, a URL
    record or a Python library's URL object (httpx's and yarl's ``URL``, ...), whose origin is
    judged (for a ``file:`` URL, opaque: use
    :func:`is_potentially_trustworthy` to judge a URL).
    """
    origin = _as_origin(origin, "is_origin_potentially_trustworthy", "origin")
    # 1. "If origin is an opaque origin, return "Not Trustworthy"."
    if isinstance(origin, OpaqueOrigin):
        return False
    # 3. "If origin's scheme is either "https" or "wss", return "Potentially Trustworthy"."
    if origin.scheme in ("https", "wss"):
        return True
    host = origin.host
    # 4. "If origin's host matches one of the CIDR notations 127.0.0.0/8 or ::1/128."
    if (isinstance(host, int) and host >> 24 == 127) or host == _LOOPBACK_IPV6:
        return True
    # 5. "origin's host is "localhost" or "localhost.", or origin's host ends with
    # ".localhost" or ".localhost."" (for a user agent that lets localhost be localhost)
    if (
        trust_localhost
        and isinstance(host, str)
        and (host in ("localhost", "localhost.") or host.endswith((".localhost", ".localhost.")))
    ):
        return True
    # 6. "If origin's scheme is "file", return "Potentially Trustworthy"."
    if origin.scheme == "file":
        return True
    # 8. "If origin has been configured as a trustworthy origin"
    return bool(trusted_origins) and serialize_origin(origin) in trusted_origins


def is_potentially_trustworthy(
    url_or_origin: URL | URLRecord | Origin | str,
    *,
    trust_localhost: bool = True,
    trust_file: bool = True,
    trusted_origins: Collection[str] = (),
) -> bool:
    """https://w3c.github.io/webappsec-secure-contexts/#is-url-trustworthy for a URL (a
    ``URL``, a URL record, a URL string or a Python library's URL object), or
    https://w3c.github.io/webappsec-secure-contexts/#is-origin-trustworthy for an origin.

    True for "Potentially Trustworthy". A string that does not parse as a URL raises
    :class:`webapi.url.URLParseError`.
    """
    if isinstance(url_or_origin, (TupleOrigin, OpaqueOrigin)):
        return is_origin_potentially_trustworthy(
            url_or_origin, trust_localhost=trust_localhost, trusted_origins=trusted_origins
        )
    url = url_record_argument(
        url_or_origin, "is_potentially_trustworthy", "url_or_origin", "an origin or "
    )
    # 1. "If url is "about:blank" or "about:srcdoc", return "Potentially Trustworthy"."
    # (url "is" the string: the whole URL, query and fragment included, equals it.)
    if (
        url.scheme == "about"
        and url.path in ("blank", "srcdoc")
        and url.query is None
        and url.fragment is None
    ):
        return True
    # 2. "If url's scheme is "data", return "Potentially Trustworthy"."
    if url.scheme == "data":
        return True
    # The file: choice (see the module docstring).
    if url.scheme == "file":
        return trust_file
    # 3. "Return the result of executing Is origin potentially trustworthy? on url's origin."
    return is_origin_potentially_trustworthy(
        url_origin(url), trust_localhost=trust_localhost, trusted_origins=trusted_origins
    )
