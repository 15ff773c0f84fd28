"""Naming each difference between webapi's jar (RFC 6265bis) and another implementation on
the generated sequences of :mod:`tests.differential.cookie_sequences`.

A sequence's results differ in stored cookies (one side only, or a field that differs) and
in Cookie headers. Each differing cookie is traced to the Set-Cookie fields of the sequence
that name it (by the draft's parsing, or by the other side's: tough-cookie's loose mode
reads ``=a=b`` as ``a=b``), and the first class whose test holds for one of those fields (and
its URL, and the kind of difference) names it. A difference no class explains is
``"unclassified"``; the differential tests require none.
"""

from __future__ import annotations

import re
import urllib.parse
from collections import Counter
from collections.abc import Callable
from typing import Any

from webapi.cookies import COOKIE_AGE_LIMIT, parse_set_cookie
from webapi.url import public_suffix

from .cookie_sequences import NOW

__all__ = ["TOUGH_COOKIE_CLASSES", "classify", "differs"]

_CTL = re.compile("[\x00-\x08\x0a-\x1f\x7f]")
_PREFIXES = ("__secure-", "__host-", "__http-", "__host-http-")

Field = dict[str, Any]  # {"url", "set", "pair", "name", "their_name", "attributes"}
#: The kind of difference: ("ours" | "theirs") stored on one side only, "changed:<i>"
#: (tuple field i differs), "header:<context>" (sent by one side, in that context).
Test = Callable[[Field, str, dict[str, Any]], bool]


def _host(url: str) -> str:
    return urllib.parse.urlsplit(url).netloc


def _attributes(field: str) -> list[tuple[str, str]]:
    out = []
    for av in field.split(";")[1:]:
        key, _, value = av.partition("=")
        out.append((key.strip(" \t").lower(), value.strip(" \t")))
    return out


def _their_name(pair: str) -> str:
    """tough-cookie's loose-mode name of a pair: cut at CR, LF, NUL; one leading ``=``
    dropped; split at the first ``=``."""
    for terminator in ("\n", "\r", "\0"):
        pair = pair.split(terminator, 1)[0]
    pair = pair.removeprefix("=")
    name, equals, _ = pair.partition("=")
    return name.strip() if equals and name.strip() else ""


def _fields(steps: list[dict[str, Any]]) -> list[Field]:
    fields = []
    for step in steps:
        if "set" not in step:
            continue
        text = step["set"]
        pair = text.split(";", 1)[0]
        parsed = parse_set_cookie(text)
        name = parsed.name if parsed is not None else pair.partition("=")[0].strip(" \t")
        fields.append(
            {
                "url": step["url"],
                "set": text,
                "pair": pair,
                "name": name,
                "their_name": _their_name(pair),
                "attributes": _attributes(text),
                "secure": parsed is not None and parsed.secure,
                "domain": None if parsed is None else parsed.domain,
                "value": None if parsed is None else parsed.value,
            }
        )
    for index, field in enumerate(fields):
        earlier = [other for other in fields[:index] if other["name"] == field["name"]]
        field["new_value"] = any(other["value"] != field["value"] for other in earlier)
    for field in fields:
        namesakes = [other for other in fields if other["name"] == field["name"]]
        field["secure_namesake"] = any(other["secure"] for other in namesakes)
        field["mixed_host_only"] = any(o["domain"] for o in namesakes) and any(
            not o["domain"] for o in namesakes
        )
    return fields


def _lower(text: str) -> str:
    return text.lower()


def _prefix_case(field: Field, kind: str, item: dict[str, Any]) -> bool:
    for name in (field["name"], field["their_name"]):
        low = name.lower()
        if low.startswith(("__secure-", "__host-")) and not name.startswith(
            ("__Secure-", "__Host-")
        ):
            return True
    return False


def _layered(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return any(n.lower().startswith(("__http-", "__host-http-")) for n in (field["name"],))


def _nameless_prefixed_value(field: Field, kind: str, item: dict[str, Any]) -> bool:
    parsed = parse_set_cookie(field["set"])
    return parsed is not None and not parsed.name and parsed.value.lower().startswith(_PREFIXES)


def _loose_equals(field: Field, kind: str, item: dict[str, Any]) -> bool:
    pair: str = field["pair"]
    return pair.lstrip(" \t").startswith("=")


def _ctl(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return _CTL.search(field["set"]) is not None or "\t" in field["pair"]


def _over_4096(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return len(field["pair"].encode()) > 4096


def _over_1024(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return any(len(value.encode()) > 1024 for _, value in field["attributes"])


def _trailing_dot(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return kind.startswith("header:") and str(item.get("host", "")).endswith(".")


def _ipv6_domain(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return kind == "changed:2" and _host(field["url"]).startswith("[")


def _lifetime(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return kind == "changed:8" and item.get("ours") == NOW + COOKIE_AGE_LIMIT


def _lax_by_default(field: Field, kind: str, item: dict[str, Any]) -> bool:
    if kind != "header:none":
        return False
    parsed = parse_set_cookie(field["set"])
    return parsed is not None and parsed.same_site in (None, "Default")


def _empty_domain(field: Field, kind: str, item: dict[str, Any]) -> bool:
    domains = [value for key, value in field["attributes"] if key == "domain"]
    return len(domains) > 1 and any(not d or d == "." for d in domains)


def _same_site_none_insecure(field: Field, kind: str, item: dict[str, Any]) -> bool:
    parsed = parse_set_cookie(field["set"])
    return parsed is not None and parsed.same_site == "None" and not parsed.secure


def _empty_pair(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return not field["pair"].strip(" \t").removeprefix("=").strip()


def _non_ascii_domain(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return any(key == "domain" and not value.isascii() for key, value in field["attributes"])


def _suffix_host_domain(field: Field, kind: str, item: dict[str, Any]) -> bool:
    parsed = parse_set_cookie(field["set"])
    if parsed is None or not parsed.domain:
        return False
    host = _host(field["url"]).lower()
    return parsed.domain == host and public_suffix(host) == host


def _host_prefix_relative_path(field: Field, kind: str, item: dict[str, Any]) -> bool:
    paths = [value for key, value in field["attributes"] if key == "path"]
    return (
        field["name"].lower().startswith("__host-")
        and bool(paths)
        and not paths[-1].startswith("/")
    )


def _secure_overlay(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return field["url"].startswith("http:") and not field["secure"] and field["secure_namesake"]


def _host_only_identity(field: Field, kind: str, item: dict[str, Any]) -> bool:
    return bool(field["mixed_host_only"])


#: tough-cookie's departures from RFC 6265bis, tested in this order.
TOUGH_COOKIE_CLASSES: dict[str, tuple[str, Test]] = {
    "ctl": (
        "CTL characters: tough-cookie cuts a field at CR, LF or NUL and keeps the rest, "
        "refuses HTAB in a name or value and allows DEL (the draft ignores a field with a "
        "CTL other than HTAB)",
        _ctl,
    ),
    "loose-equals": (
        "a pair that starts with '=': tough-cookie's loose mode drops the '=' and splits "
        "again ('=a=b' is a=b; the draft: a nameless cookie with the value 'a=b')",
        _loose_equals,
    ),
    "empty-pair": (
        "a field with an empty name and value is stored (draft step 2 ignores it)",
        _empty_pair,
    ),
    "samesite-none-insecure": (
        "SameSite=None without Secure is stored (draft step 19 ignores it)",
        _same_site_none_insecure,
    ),
    "non-ascii-domain": (
        "a Domain attribute outside ASCII is kept (draft step 8 ignores the cookie)",
        _non_ascii_domain,
    ),
    "host-prefix-path": (
        "__Host- with a last Path attribute that does not start with '/' (so the path is "
        "the default-path '/'): the draft's step 21 accepts it, tough-cookie (as Chromium "
        "and the layered draft) refuses it",
        _host_prefix_relative_path,
    ),
    "host-only-identity": (
        "a cookie's identity is its name, domain and path: a host-only cookie replaces a "
        "domain cookie of the same domain (the draft keys by the host-only-flag too)",
        _host_only_identity,
    ),
    "secure-overlay": (
        "a cookie from an insecure URL may shadow a Secure cookie of the same name (draft "
        "step 16 ignores it)",
        _secure_overlay,
    ),
    "suffix-host-domain": (
        "Domain= the request's host, a public suffix (localhost): tough-cookie stores a "
        "domain cookie, the draft a host-only one (step 9)",
        _suffix_host_domain,
    ),
    "size-4096": ("no 4096-octet limit on a name and value together", _over_4096),
    "size-1024": ("no 1024-octet limit on an attribute's value", _over_1024),
    "prefix-case": (
        "case-sensitive prefixes: __SECURE-, __host- ... are not prefixes to tough-cookie",
        _prefix_case,
    ),
    "layered-prefixes": (
        "no __Http- and __Host-Http- prefixes (the layered-cookies draft)",
        _layered,
    ),
    "nameless-prefix": (
        "a nameless cookie whose value starts with a prefix is kept (draft step 22)",
        _nameless_prefixed_value,
    ),
    "trailing-dot": (
        "a host with a trailing dot: its cookies are stored but never sent",
        _trailing_dot,
    ),
    "ipv6-domain": ("an IPv6 host's cookie domain is written without brackets", _ipv6_domain),
    "lifetime": ("no 400-day limit on a cookie's lifetime", _lifetime),
    "empty-domain": (
        "an empty Domain attribute does not undo an earlier one (the draft: the last "
        "Domain attribute, empty, makes a host-only cookie)",
        _empty_domain,
    ),
    "no-lax-by-default": (
        "no Lax-by-default: a cookie without SameSite goes with cross-site subresource requests",
        _lax_by_default,
    ),
}


def _pairs(header: str) -> Counter[str]:
    return Counter(header.split("; ")) if header else Counter()


def _pair_name(pair: str) -> str:
    name, equals, _ = pair.partition("=")
    return name if equals else ""


def differs(ours: dict[str, Any], theirs: dict[str, Any]) -> bool:
    """Whether two results of one sequence differ."""
    return ours["headers"] != theirs["headers"] or sorted(map(repr, ours["stored"])) != sorted(
        map(repr, theirs["stored"])
    )


def _items(
    steps: list[dict[str, Any]], ours: dict[str, Any], theirs: dict[str, Any]
) -> list[tuple[set[str], str, dict[str, Any]]]:
    """Each difference: (the cookie names it concerns, its kind, details)."""
    items: list[tuple[set[str], str, dict[str, Any]]] = []
    mine = Counter(map(repr, ours["stored"]))
    other = Counter(map(repr, theirs["stored"]))
    only_ours = [c for c in ours["stored"] if mine[repr(c)] > other[repr(c)]]
    only_theirs = [c for c in theirs["stored"] if other[repr(c)] > mine[repr(c)]]
    for cookie in list(only_ours):
        twin = next(
            (
                t
                for t in only_theirs
                if t[0] == cookie[0] and t[1] == cookie[1] and t[3] == cookie[3]
            ),
            None,
        )
        if twin is not None:
            only_theirs.remove(twin)
            only_ours.remove(cookie)
            for index, (a, b) in enumerate(zip(cookie, twin, strict=True)):
                if a != b:
                    items.append(({cookie[0]}, f"changed:{index}", {"ours": a, "theirs": b}))
    items.extend(({c[0]}, "ours", {"host": c[2]}) for c in only_ours)
    items.extend(({c[0]}, "theirs", {"host": c[2]}) for c in only_theirs)
    gets = [step for step in steps if "get" in step]
    for step, a, b in zip(gets, ours["headers"], theirs["headers"], strict=True):
        if a == b:
            continue
        left, right = _pairs(a), _pairs(b)
        changed = (left - right) + (right - left)
        names = {_pair_name(pair) for pair in changed}
        details: dict[str, Any] = {"host": _host(step["get"])}
        if not changed:  # the same cookies in another order
            names = {_pair_name(pair) for pair in left}
            details["reordered"] = True
        items.append((names, f"header:{step['context']}", details))
    return items


def classify(
    steps: list[dict[str, Any]],
    ours: dict[str, Any],
    theirs: dict[str, Any],
    classes: dict[str, tuple[str, Test]],
) -> set[str]:
    """The classes that explain every difference of one sequence (``"unclassified"`` among
    them when one is not explained)."""
    fields = _fields(steps)
    found: set[str] = set()
    for names, kind, item in _items(steps, ours, theirs):
        candidates = [f for f in fields if f["name"] in names or f["their_name"] in names]
        label = "unclassified"
        for key, (_, test) in classes.items():
            if any(test(field, kind, item) for field in candidates):
                label = key
                break
        found.add(label)
    return found
