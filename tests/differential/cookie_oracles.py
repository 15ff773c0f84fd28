"""Running :mod:`tests.differential.cookie_sequences` through webapi's jar and through
tough-cookie (npm, pinned in ``oracles/node``, run by the pinned Node 26): the Cookie header
of each request and the cookies stored at the end, in one shape so that they compare."""

from __future__ import annotations

import math
from typing import Any

from oracles import node26_evaluate
from webapi.cookies import Cookie, CookieJar

from .cookie_sequences import NOW

__all__ = ["OTHER_SITE", "run_ours", "run_tough"]

#: The site a cross-site request comes from.
OTHER_SITE = "https://elsewhere.test/"

#: tough-cookie with the options closest to a browser: nameless cookies kept (looseMode),
#: the rest its defaults (public suffixes refused, prefixes enforced silently, loopback
#: hosts secure, Secure refused from insecure origins).
_TOUGH = r"""async (input) => {
  const { CookieJar } = require('tough-cookie');
  const now = new Date(input.now * 1000);
  // getCookies has no "now" option (it reads Date.now() and evicts what has expired by it).
  Date.now = () => input.now * 1000;
  const SAME_SITE = { same: 'strict', lax: 'lax', none: 'none' };
  const out = [];
  for (const steps of input.sequences) {
    const jar = new CookieJar(undefined, { looseMode: true });
    const headers = [];
    for (const step of steps) {
      if ('set' in step) {
        try {
          jar.setCookieSync(step.set, step.url, { now, ignoreError: true });
        } catch (error) {}
      } else {
        let header = '';
        try {
          const sameSiteContext = SAME_SITE[step.context];
          header = jar.getCookieStringSync(step.get, { now, sameSiteContext });
        } catch (error) { header = '<error>'; }
        headers.push(header);
      }
    }
    const all = await jar.store.getAllCookies();
    const stored = all
      .filter((c) => {
        const t = c.expiryTime(now);
        return t === undefined || t === Infinity || t >= +now;
      })
      .map((c) => {
        const t = c.expiryTime(now);
        return [c.key, c.value, c.domain, c.path, !!c.hostOnly, !!c.secure, !!c.httpOnly,
                String(c.sameSite || 'default').toLowerCase(),
                t === undefined || t === Infinity ? null : Math.round(t / 1000)];
      });
    out.push({ headers, stored });
  }
  return out;
}"""


def _context(step: dict[str, Any]) -> dict[str, Any]:
    context = step["context"]
    if context == "same":
        return {}
    return {"site_for_cookies": OTHER_SITE, "top_level": context == "lax"}


def _row(c: Cookie) -> list[Any]:
    """A stored cookie as the results compare it."""
    expiry = None if c.expiry == math.inf else round(c.expiry)
    return [
        c.name, c.value, c.domain, c.path, c.host_only, c.secure, c.http_only,
        c.same_site.lower(), expiry,
    ]  # fmt: skip


def run_ours(sequences: list[list[dict[str, Any]]], now: float = NOW) -> list[dict[str, Any]]:
    """Each sequence through :class:`~webapi.cookies.CookieJar`, every step at ``now``."""
    results = []
    for steps in sequences:
        jar = CookieJar()
        headers = []
        for step in steps:
            if "set" in step:
                jar.set_cookie(step["set"], step["url"], now=now)
            else:
                headers.append(jar.cookie_header(step["get"], now=now, **_context(step)))
        stored = [_row(c) for c in jar.cookies(now=now)]
        results.append({"headers": headers, "stored": stored})
    return results


def run_tough(sequences: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """Each sequence through tough-cookie's ``CookieJar`` in the pinned Node 26."""
    results: list[dict[str, Any]] = node26_evaluate(
        _TOUGH, {"now": NOW, "sequences": sequences}, timeout=600
    )
    return results
