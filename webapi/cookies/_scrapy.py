"""A Scrapy downloader middleware that keeps cookies by RFC 6265bis, in place of Scrapy's
``CookiesMiddleware`` (which uses ``http.cookiejar``). Scrapy itself is imported only by
``from_crawler`` (for ``NotConfigured``): the middleware reads ``request.url``,
``request.method``, ``request.meta``, ``request.cookies``, ``request.headers`` and
``response.headers``.

In the project's settings::

    DOWNLOADER_MIDDLEWARES = {
        "scrapy.downloadermiddlewares.cookies.CookiesMiddleware": None,
        "webapi.cookies.ScrapyCookiesMiddleware": 700,
    }
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from ._jar import CookieJar

__all__ = ["ScrapyCookiesMiddleware"]


def _text(value: object) -> str:
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).decode("utf-8", "surrogateescape")
    return str(value)


class ScrapyCookiesMiddleware:
    """Scrapy's ``CookiesMiddleware`` with :class:`~webapi.cookies.CookieJar`\\ s: one jar per
    value of ``request.meta["cookiejar"]`` (``jars``), ``meta["dont_merge_cookies"]``
    honoured, the cookies of ``Request(cookies=...)`` stored (as Scrapy does: a Set-Cookie
    field from the request's URL with their ``domain``, ``path`` and ``secure``) before the
    Cookie header is set. Requests carry no browsing context (same-site, top-level, with
    their method)."""

    def __init__(self, debug: bool = False) -> None:
        #: The jars, by ``request.meta["cookiejar"]`` (``None`` when the key is absent).
        self.jars: defaultdict[Any, CookieJar] = defaultdict(CookieJar)
        #: Log the Cookie and Set-Cookie fields (the ``COOKIES_DEBUG`` setting).
        self.debug = debug

    @classmethod
    def from_crawler(cls, crawler: Any) -> ScrapyCookiesMiddleware:
        """The middleware for ``crawler`` (``NotConfigured`` when ``COOKIES_ENABLED`` is
        false; ``COOKIES_DEBUG`` logs the fields)."""
        from scrapy.exceptions import NotConfigured

        if not crawler.settings.getbool("COOKIES_ENABLED"):
            raise NotConfigured
        return cls(crawler.settings.getbool("COOKIES_DEBUG"))

    def process_request(self, request: Any, spider: Any = None) -> None:
        """Store ``request.cookies``, then set the Cookie header from the request's jar (or
        remove it)."""
        if request.meta.get("dont_merge_cookies", False):
            return None
        jar = self.jars[request.meta.get("cookiejar")]
        method = str(request.method)
        for field in _request_cookie_fields(request.cookies, request.url):
            jar.set_cookie(field, request.url, method=method)
        header = jar.cookie_header(request.url, method=method)
        request.headers.pop("Cookie", None)
        if header:
            request.headers["Cookie"] = header.encode("utf-8", "surrogateescape")
            if self.debug:
                _log(spider, f"Sending cookies to: {request}\nCookie: {header}")
        return None

    def process_response(self, request: Any, response: Any, spider: Any = None) -> Any:
        """Store each Set-Cookie field of ``response`` in the request's jar."""
        if request.meta.get("dont_merge_cookies", False):
            return response
        jar = self.jars[request.meta.get("cookiejar")]
        method = str(request.method)
        for field in response.headers.getlist("Set-Cookie"):
            jar.set_cookie(bytes(field), request.url, method=method)
            if self.debug:
                _log(spider, f"Received cookies from: {response}\nSet-Cookie: {_text(field)}")
        return response


def _request_cookie_fields(cookies: Any, url: str) -> Iterable[str]:
    """``Request(cookies=...)`` (a dict of names to values, or a list of dicts with
    ``name``, ``value`` and optional ``domain``, ``path``, ``secure``) as Set-Cookie field
    values."""
    if not cookies:
        return
    if isinstance(cookies, dict):
        cookies = [{"name": name, "value": value} for name, value in cookies.items()]
    for cookie in cookies:
        if not isinstance(cookie, dict) or "name" not in cookie:
            continue
        value = cookie.get("value")
        field = f"{_text(cookie['name'])}={'' if value is None else _text(value)}"
        for key in ("domain", "path"):
            if cookie.get(key):
                field += f"; {key.capitalize()}={_text(cookie[key])}"
        if cookie.get("secure", url.startswith("https:")):
            field += "; Secure"
        yield field


def _log(spider: Any, message: str) -> None:
    import logging

    logging.getLogger("webapi.cookies").debug(message, extra={"spider": spider})
