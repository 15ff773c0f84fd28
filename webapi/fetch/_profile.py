"""The request headers a document's client adds (:class:`RequestProfile`), and Chromium 156
headless on Linux's (:data:`CHROMIUM_156_REQUEST_PROFILE`, recorded with Playwright:
tests/fetch/_chromium_fetch_client.json). ``webapi.html``'s ``NavigatorProfile`` reads its user
agent from here (fetch is below html)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "CHROMIUM_156_NAVIGATION_ACCEPT",
    "CHROMIUM_156_REQUEST_PROFILE",
    "CHROMIUM_156_USER_AGENT",
    "RequestProfile",
]

#: Chromium 156 headless on Linux's ``User-Agent`` (and ``navigator.userAgent``: webapi.html's
#: ``NavigatorProfile`` reads it from here).
CHROMIUM_156_USER_AGENT = (
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "HeadlessChrome/156.0.0.0 Safari/537.36"
)


#: Chromium 156's ``Accept`` for a navigation (a ``document``, ``iframe`` or ``frame``
#: destination), as recorded (tests/html/_chromium_destinations.json).
CHROMIUM_156_NAVIGATION_ACCEPT = (
    "text/html,application/xhtml+xml,application/xml;q=0.9,image/jxl,image/avif,image/webp,"
    "image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7"
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
    would include them), ``accept`` (the ``Accept`` a request without one gets, by its
    destination: Fetch's "fetch" step 12, "user agents should set value to the first matching
    statement"; any other destination ``*/*``) and ``upgrade_insecure_requests`` (whether a
    navigation sends ``Upgrade-Insecure-Requests: 1``,
    https://w3c.github.io/webappsec-upgrade-insecure-requests/#preference)."""

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
    accept: tuple[tuple[str, str], ...] = (
        ("document", CHROMIUM_156_NAVIGATION_ACCEPT),
        ("frame", CHROMIUM_156_NAVIGATION_ACCEPT),
        ("iframe", CHROMIUM_156_NAVIGATION_ACCEPT),
        ("style", "text/css,*/*;q=0.1"),
    )
    upgrade_insecure_requests: bool = True

    def accept_for(self, destination: str) -> str:
        """The ``Accept`` value of a request of ``destination`` that has none."""
        for name, value in self.accept:
            if name == destination:
                return value
        return "*/*"


#: What Chromium 156 headless on Linux sends from a page (``fetch()``, recorded with
#: Playwright: tests/fetch/_chromium_fetch_client.json).
CHROMIUM_156_REQUEST_PROFILE = RequestProfile()
