"""The request headers a document's client adds (:class:`RequestProfile`), and Chromium 156
headless on Linux's (:data:`CHROMIUM_156_REQUEST_PROFILE`, recorded with Playwright:
tests/fetch/_chromium_fetch_client.json). ``webapi.html``'s ``NavigatorProfile`` reads its user
agent from here (fetch is below html)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["CHROMIUM_156_REQUEST_PROFILE", "CHROMIUM_156_USER_AGENT", "RequestProfile"]

#: Chromium 156 headless on Linux's ``User-Agent`` (and ``navigator.userAgent``: webapi.html's
#: ``NavigatorProfile`` reads it from here).
CHROMIUM_156_USER_AGENT = (
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "HeadlessChrome/156.0.0.0 Safari/537.36"
)


@dataclass(frozen=True)
class RequestProfile:
    """The headers a document's client adds to each request where it has none of that name
    (``accept`` ``*/*`` always, as fetch() does): ``user_agent``, ``accept_language``,
    ``client_hints`` (the ``Sec-CH-UA`` low-entropy hints, sent to potentially trustworthy
    URLs only, as Chromium sends them), ``accept_encoding`` (the content codings the
    transport's bodies are decoded from: Chromium's ``br`` and ``zstd`` are left out, as
    the standard library decodes neither), ``sec_fetch`` (whether ``Sec-Fetch-Site``,
    ``-Mode`` and ``-Dest`` go too) and ``block_third_party_cookies`` (Chromium 156 as
    Playwright launches it: a request to another site than the page's neither sends nor
    stores cookies, and sends ``Sec-Fetch-Storage-Access: none`` when its credentials mode
    would include them)."""

    user_agent: str = CHROMIUM_156_USER_AGENT
    accept_language: str = "en-US,en;q=0.9"
    client_hints: tuple[tuple[str, str], ...] = (
        ("sec-ch-ua", '"Not:A-Brand";v="8", "Chromium";v="156"'),
        ("sec-ch-ua-mobile", "?0"),
        ("sec-ch-ua-platform", '"Linux"'),
    )
    accept_encoding: str = "gzip, deflate"
    sec_fetch: bool = True
    block_third_party_cookies: bool = True


#: What Chromium 156 headless on Linux sends from a page (``fetch()``, recorded with
#: Playwright: tests/fetch/_chromium_fetch_client.json).
CHROMIUM_156_REQUEST_PROFILE = RequestProfile()
