"""RFC 6265bis, section "Storage Model" (#storage-model): receiving a cookie, the cookie
store, expiry and removing excess cookies; with "Cookie Lifetime Limits" and "Cookie Name
Prefixes" (and the layered-cookies draft's ``__Http-`` and ``__Host-Http-`` prefixes).

https://datatracker.ietf.org/doc/html/draft-ietf-httpbis-rfc6265bis#name-storage-model
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from webapi.url import public_suffix

from ._context import Request
from ._paths import default_path, domain_matches, path_matches
from ._records import Cookie, SetCookie
from ._set_cookie import MAX_NAME_VALUE_OCTETS, has_ctl, octets

__all__ = [
    "COOKIE_AGE_LIMIT",
    "MAX_COOKIES",
    "MAX_COOKIES_PER_DOMAIN",
    "PURGE_DOMAIN_TO",
    "PURGE_TO",
    "CookieStore",
    "Entry",
    "limited_expiry",
    "prefix_problem",
    "receive_cookie",
]

#: "Cookie Lifetime Limits": the RECOMMENDED 400 days, in seconds.
COOKIE_AGE_LIMIT = 34_560_000
#: "Limits": "At least 50 cookies per domain" and "At least 3000 cookies total" are the
#: minimums; these are Chromium's numbers (180 per domain field, 3300 in all), above them.
MAX_COOKIES_PER_DOMAIN = 180
MAX_COOKIES = 3300
#: Past a limit, excess cookies are removed down to these (Chromium's 150 and 3000), so the
#: ranking is paid once per 30 (or 300) cookies rather than for each.
PURGE_DOMAIN_TO = 150
PURGE_TO = 3000


@dataclass(slots=True)
class Entry:
    """A stored cookie with its last-access-time and its place in creation order (which
    breaks ties between equal creation-times in the Cookie header's order)."""

    cookie: Cookie
    last_access: float
    order: int


Key = tuple[str, bool, str]  # name, host-only-flag, path (the domain is the outer key)


class CookieStore:
    """The cookie store: per domain field, the cookies keyed by name, host-only-flag and
    path (step 23's "same name, domain, host-only-flag, and path"). Not thread-safe by
    itself: :class:`~webapi.cookies.CookieJar` holds a lock around it.

    Two indexes keep the models' look-ups to what they need: how many domain fields have
    each length (the retrieval model builds only suffixes of the request's host that are
    that long) and the Secure cookies by name (what storage step 16 compares with)."""

    __slots__ = ("_counter", "by_domain", "count", "domain_lengths", "secure_by_name")

    def __init__(self) -> None:
        self.by_domain: dict[str, dict[Key, Entry]] = {}
        self.count = 0
        self._counter = 0
        #: How many domain fields (keys of :attr:`by_domain`) have each length.
        self.domain_lengths: dict[int, int] = {}
        #: The Secure cookies by name, each keyed by its domain, host-only-flag and path.
        self.secure_by_name: dict[str, dict[tuple[str, bool, str], Cookie]] = {}

    def _counted(self, cookie: Cookie, step: int) -> None:
        """Count ``cookie`` in (``step`` 1) or out (-1) of the store and its indexes."""
        self.count += step
        if cookie.secure:
            key = (cookie.domain, cookie.host_only, cookie.path)
            if step > 0:
                self.secure_by_name.setdefault(cookie.name, {})[key] = cookie
            else:
                namesakes = self.secure_by_name[cookie.name]
                del namesakes[key]
                if not namesakes:
                    del self.secure_by_name[cookie.name]

    def _domain_counted(self, domain: str, step: int) -> None:
        """Count a domain field in (``step`` 1) or out (-1) of :attr:`domain_lengths`."""
        length = len(domain)
        remaining = self.domain_lengths.get(length, 0) + step
        if remaining:
            self.domain_lengths[length] = remaining
        else:
            del self.domain_lengths[length]

    def next_order(self) -> int:
        self._counter += 1
        return self._counter

    def get(self, domain: str, key: Key) -> Entry | None:
        cookies = self.by_domain.get(domain)
        return None if cookies is None else cookies.get(key)

    def put(self, entry: Entry) -> None:
        cookie = entry.cookie
        cookies = self.by_domain.get(cookie.domain)
        if cookies is None:
            cookies = self.by_domain[cookie.domain] = {}
            self._domain_counted(cookie.domain, 1)
        key = (cookie.name, cookie.host_only, cookie.path)
        old = cookies.get(key)
        if old is not None:
            self._counted(old.cookie, -1)
        self._counted(cookie, 1)
        cookies[key] = entry

    def insert(self, cookie: Cookie, last_access: float, now: float) -> None:
        """Store ``cookie`` as it is (no storage-model checks), in the place in creation
        order of the cookie it replaces (the same name, domain, host-only-flag and path),
        then remove excess cookies."""
        old = self.get(cookie.domain, (cookie.name, cookie.host_only, cookie.path))
        self.put(Entry(cookie, last_access, self.next_order() if old is None else old.order))
        self.remove_excess(cookie.domain, now)

    def remove(self, cookie: Cookie) -> None:
        cookies = self.by_domain.get(cookie.domain)
        if cookies is None:
            return
        old = cookies.pop((cookie.name, cookie.host_only, cookie.path), None)
        if old is not None:
            self._counted(old.cookie, -1)
            if not cookies:
                del self.by_domain[cookie.domain]
                self._domain_counted(cookie.domain, -1)

    def entries(self) -> list[Entry]:
        return [entry for cookies in self.by_domain.values() for entry in cookies.values()]

    def evict_expired(self, domain: str, now: float) -> None:
        """ "The user agent MUST evict all expired cookies from the cookie store if, at any
        time, an expired cookie exists": done for a domain field whenever it is read."""
        cookies = self.by_domain.get(domain)
        if cookies is None:
            return
        expired = [entry.cookie for entry in cookies.values() if entry.cookie.expiry < now]
        for cookie in expired:
            self.remove(cookie)

    def clear(self) -> None:
        self.by_domain.clear()
        self.domain_lengths.clear()
        self.secure_by_name.clear()
        self.count = 0

    def remove_excess(self, domain: str, now: float) -> None:
        """The draft's "remove excess cookies": over :data:`MAX_COOKIES_PER_DOMAIN` in
        ``domain`` (down to :data:`PURGE_DOMAIN_TO`), or over :data:`MAX_COOKIES` in all
        (down to :data:`PURGE_TO`), evicting in the draft's priority order (expired cookies;
        then in the over-full domain field the non-secure cookies, then the others; then all
        cookies), the earliest last-access-time first within a priority."""
        cookies = self.by_domain.get(domain)
        if cookies is not None and len(cookies) > MAX_COOKIES_PER_DOMAIN:
            self.evict_expired(domain, now)
            cookies = self.by_domain.get(domain)
            excess = 0 if cookies is None else len(cookies) - PURGE_DOMAIN_TO
            if cookies is not None and len(cookies) > MAX_COOKIES_PER_DOMAIN:
                ranked = sorted(
                    cookies.values(), key=lambda e: (e.cookie.secure, e.last_access, e.order)
                )
                for entry in ranked[:excess]:
                    self.remove(entry.cookie)
        if self.count > MAX_COOKIES:
            for name in list(self.by_domain):
                self.evict_expired(name, now)
            excess = self.count - PURGE_TO
            if self.count > MAX_COOKIES:
                ranked = sorted(self.entries(), key=lambda e: (e.last_access, e.order))
                for entry in ranked[:excess]:
                    self.remove(entry.cookie)


_PREFIX_SECURE = "__secure-"
_PREFIX_HOST = "__host-"
_PREFIX_HTTP = "__http-"
_PREFIX_HOST_HTTP = "__host-http-"
_PREFIXES = (_PREFIX_SECURE, _PREFIX_HOST, _PREFIX_HTTP)  # __host-http- starts with __host-


def _lower_head(text: str) -> str:
    """The first 12 characters (the longest prefix), ASCII-lower-cased."""
    head = text[:12]
    return (
        head.lower() if head.isascii() else "".join(c.lower() if c.isascii() else c for c in head)
    )


def prefix_problem(name: str, value: str, secure: bool, host_path: bool, http_only: bool) -> str:
    """Steps 20-22 and the layered draft's "Store a Cookie": the name prefixes, matched
    case-insensitively; the reason a cookie breaks them, or ``""``. ``host_path``: the
    cookie is host-only and had a Path attribute whose value made its path ``/``."""
    head = _lower_head(name)
    if head.startswith(_PREFIXES):
        if not secure:
            return "step 20: a __Secure-, __Host- or __Http- name without Secure"
        if head.startswith(_PREFIX_HOST) and not host_path:
            return "step 21: a __Host- name with a Domain attribute or a Path other than /"
        if head.startswith((_PREFIX_HTTP, _PREFIX_HOST_HTTP)) and not http_only:
            return "layered draft: an __Http- or __Host-Http- name without HttpOnly"
    # Step 22.
    if not name and _lower_head(value).startswith(_PREFIXES):
        return "step 22: a nameless cookie whose value starts with a prefix"
    return ""


def _expiry_time(parsed: SetCookie, now: float) -> float:
    """Step 6 with "The Max-Age Attribute" and "The Expires Attribute" (the lifetime limit
    applied): the expiry-time in epoch seconds, ``math.inf`` for a session cookie."""
    if parsed.max_age is not None:
        # "Set delta-seconds to the smaller of its present value and cookie-age-limit."
        delta = min(parsed.max_age, COOKIE_AGE_LIMIT)
        # "If delta-seconds is less than or equal to zero (0), let expiry-time be the earliest
        # representable date and time."
        return -math.inf if delta <= 0 else now + delta
    if parsed.expires is not None:
        return limited_expiry(parsed.expires.timestamp(), now)
    return math.inf


def limited_expiry(expiry_time: float, now: float) -> float:
    """ "The Expires Attribute" step 4: "If the expiry-time is more than cookie-age-limit,
    the user agent MUST set the expiry time to cookie-age-limit" (from ``now``)."""
    return min(expiry_time, now + COOKIE_AGE_LIMIT)


def receive_cookie(
    store: CookieStore, parsed: SetCookie, request: Request, now: float
) -> tuple[Cookie | None, str]:
    """ "Storage Model": receive the cookie ``parsed`` from ``request``; the cookie inserted
    (possibly already expired, which only removes its namesake) and ``""``, or ``None`` and
    the reason the draft's step ignores it."""
    name, value = parsed.name, parsed.value
    # Step 2.
    if not name and not value:
        return None, "step 2: the cookie-name and the cookie-value are empty"
    # Step 3.
    if has_ctl(name) or has_ctl(value):
        return None, "step 3: a CTL character in the cookie-name or cookie-value"
    # Step 4.
    if octets(name) + octets(value) > MAX_NAME_VALUE_OCTETS:
        return None, "step 4: the cookie-name and cookie-value are over 4096 octets"
    # Step 6.
    expiry = _expiry_time(parsed, now)
    # Step 7.
    domain_attribute = parsed.domain or ""
    # Step 8: "If the domain-attribute contains a character that is not in CHAR".
    if not domain_attribute.isascii() or "\x00" in domain_attribute:
        return None, "step 8: the Domain attribute has a character that is not in CHAR"
    request_host = request.host
    if not request_host:
        return None, "step 9: the request-host cannot be canonicalized"
    # Step 9: reject "public suffixes".
    if domain_attribute and public_suffix(domain_attribute) == domain_attribute:
        if domain_attribute == request_host:
            domain_attribute = ""
        else:
            return None, "step 9: the Domain attribute is a public suffix"
    # Step 10.
    if domain_attribute:
        if not domain_matches(request_host, domain_attribute, request.is_ip):
            return None, "step 10: the request-host does not domain-match the Domain attribute"
        host_only, domain = False, domain_attribute
    else:
        host_only, domain = True, request_host
    # Step 11: "If the attribute-value is empty or if the first character of the
    # attribute-value is not %x2F ("/")", the default-path.
    path_attribute = parsed.path
    if path_attribute is not None and path_attribute.startswith("/"):
        path = path_attribute
    else:
        path = default_path(request.path)
    # Steps 12-13.
    secure = parsed.secure
    if secure and not request.secure:
        return None, "step 13: Secure from a connection that is not secure"
    # Steps 14-15.
    http_only = parsed.http_only
    if http_only and not request.http:
        return None, "step 15: HttpOnly from a non-HTTP API"
    # Step 16: a non-secure cookie may not overlay a secure one.
    if not secure and not request.secure and _overlays_secure(store, name, domain, path, now):
        return None, "step 16: it would overlay a Secure cookie"
    # Step 17.
    same_site = parsed.same_site if parsed.same_site in ("Strict", "Lax", "None") else "Default"
    # Step 18.
    if same_site != "None":
        if not request.http and not request.same_site:
            return None, "step 18: a non-HTTP API in a cross-site context"
        if not request.same_site and not request.top_level:
            return None, "step 18: SameSite from a cross-site request that is not top-level"
    # Step 19.
    if same_site == "None" and not secure:
        return None, "step 19: SameSite=None without Secure"
    # Steps 20-22 and the layered draft's "Store a Cookie".
    problem = prefix_problem(
        name, value, secure, host_only and path_attribute is not None and path == "/", http_only
    )
    if problem:
        return None, problem
    # Step 23.
    creation = now
    old_entry = store.get(domain, (name, host_only, path))
    order = 0
    if old_entry is not None:
        if not request.http and old_entry.cookie.http_only:
            return None, "step 23: a non-HTTP API would overwrite an HttpOnly cookie"
        creation = old_entry.cookie.creation
        order = old_entry.order
        store.remove(old_entry.cookie)
    cookie = Cookie(
        name, value, domain, path, host_only, secure, http_only, same_site, expiry, creation
    )
    # Step 24, then "evict all expired cookies" (an expired cookie is a deletion).
    if expiry >= now:
        store.put(Entry(cookie, now, order or store.next_order()))
        store.remove_excess(domain, now)
    return cookie, ""


def _overlays_secure(store: CookieStore, name: str, domain: str, path: str, now: float) -> bool:
    """Step 16's criteria: the store holds an unexpired cookie whose name is ``name``,
    whose secure-only-flag is true, whose domain domain-matches ``domain`` or vice-versa,
    and whose path ``path`` path-matches. Only the Secure cookies named ``name`` are looked
    at (the store's index), not every domain field."""
    namesakes = store.secure_by_name.get(name)
    if namesakes is None:
        return False
    for old in namesakes.values():
        if (
            old.expiry >= now
            and (
                domain_matches(old.domain, domain, False)
                or domain_matches(domain, old.domain, False)
            )
            and path_matches(path, old.path)
        ):
            return True
    return False
