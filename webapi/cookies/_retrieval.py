"""RFC 6265bis, section "Retrieval Model" (#retrieval-model): the retrieval algorithm and
the cookie-string (the Cookie header field, and what a non-HTTP API such as
``document.cookie`` reads).

https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-rfc6265bis#name-retrieval-algorithm
"""

from __future__ import annotations

from webapi.url import public_suffix

from ._context import Request
from ._paths import path_matches
from ._records import Cookie
from ._set_cookie import encoded
from ._storage import CookieStore, Entry

__all__ = ["decode_cookie_string", "retrieve", "serialize_cookie_list"]


def _candidate_domains(store: CookieStore, host: str, is_ip: bool) -> list[str]:
    """Step 1's domain requirement: the domain fields in ``store`` that ``host`` is
    identical to or domain-matches, that is ``host`` and, for a host name, each suffix of
    it after a dot.

    A suffix is built only when some domain field in the store is as long, and the suffixes
    are found from the host's dots or from the domain fields' lengths, whichever are
    fewer: a long host costs time in proportion to its length, not to the sum of its
    suffixes' lengths, and memory for the suffixes that can match alone."""
    by_domain = store.by_domain
    domains = [host] if host in by_domain else []
    if is_ip:
        return domains
    lengths = store.domain_lengths
    end = len(host)
    if len(lengths) < host.count("."):
        starts = [end - n for n in lengths if n < end and host[end - n - 1] == "."]
    else:
        starts = []
        dot = host.find(".")
        while dot != -1:
            if end - dot - 1 in lengths:
                starts.append(dot + 1)
            dot = host.find(".", dot + 1)
    for start in starts:
        suffix = host[start:]
        if suffix in by_domain:
            domains.append(suffix)
    return domains


def retrieve(
    store: CookieStore, request: Request, now: float, lax_allowing_unsafe: float | None = None
) -> list[Entry]:
    """Steps 1-5 of the retrieval algorithm: the cookie-list for ``request``, sorted (longer
    paths first, then earlier creation-times), with last-access-times updated.

    ``lax_allowing_unsafe``: with a number of seconds, the "Lax-Allowing-Unsafe"
    enforcement (#lax-allowing-unsafe): a "Default" cookie at most that old goes with a
    cross-site top-level request whatever its method."""
    host = request.host
    # Steps 1-2.
    if not host:
        return []
    found: list[Entry] = []
    for domain in _candidate_domains(store, host, request.is_ip):
        store.evict_expired(domain, now)
        cookies = store.by_domain.get(domain)
        if cookies is None:
            continue
        exact = domain == host
        # "The cookie's domain is not a public suffix" (the list may have changed since).
        suffix = not exact and public_suffix(domain) == domain
        if suffix:
            continue
        for entry in cookies.values():
            if _included(entry.cookie, request, exact, now, lax_allowing_unsafe):
                found.append(entry)
    # Step 4: "Cookies with longer paths are listed before cookies with shorter paths";
    # then "earlier creation-times" (the order of insertion breaks ties).
    found.sort(key=lambda e: (-len(e.cookie.path), e.cookie.creation, e.order))
    # Step 5.
    for entry in found:
        entry.last_access = now
    return found


def _included(
    cookie: Cookie,
    request: Request,
    exact: bool,
    now: float,
    lax_allowing_unsafe: float | None,
) -> bool:
    """Step 3's requirements for one cookie (its domain field is a candidate domain)."""
    if cookie.host_only and not exact:
        return False
    if not path_matches(request.path, cookie.path):
        return False
    if cookie.secure and not request.secure:
        return False
    if cookie.http_only and not request.http:
        return False
    if cookie.same_site != "None" and not request.same_site:
        # "exclude the cookie unless all of the following conditions are met"
        return (
            request.http
            and cookie.same_site in ("Lax", "Default")
            and (
                request.safe_method
                # "The cookie's same-site-flag is "Default" and the amount of time elapsed
                # since the cookie's creation-time is at most a duration of the user
                # agent's choosing."
                or (
                    lax_allowing_unsafe is not None
                    and cookie.same_site == "Default"
                    and now - cookie.creation <= lax_allowing_unsafe
                )
            )
            and request.top_level
        )
    return True


def serialize_cookie_list(cookies: list[Cookie]) -> str:
    """Step 6: the cookie-string (``name=value`` pairs, a nameless cookie as its value,
    joined by ``"; "``)."""
    return "; ".join(
        [f"{cookie.name}={cookie.value}" if cookie.name else cookie.value for cookie in cookies]
    )


def decode_cookie_string(cookie_string: str) -> str:
    """What HTML's ``document.cookie`` getter returns of a cookie-string retrieved for a
    "non-HTTP" API: its octets run through the Encoding Standard's "UTF-8 decode without
    BOM" (https://encoding.spec.whatwg.org/#utf-8-decode-without-bom), so bytes that are
    not UTF-8 become U+FFFD (one per maximal subpart, as CPython's "replace" gives them)
    and a leading U+FEFF stays."""
    if cookie_string.isascii():
        return cookie_string
    return encoded(cookie_string).decode("utf-8", "replace")
