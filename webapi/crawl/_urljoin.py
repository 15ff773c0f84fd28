"""``urljoin``: ``urllib.parse.urljoin``'s signature with a browser's answer.

``urllib.parse.urljoin`` follows RFC 3986 and keeps whatever it is given; browsers follow the
URL Standard, which also normalises (scheme and host case, default ports, ``/`` for an empty
special path, percent-encoding, IDNA, IPv4 forms) and refuses what does not parse.  Where they
differ, and why, is in docs/porting.md, counted over the urljoin cases of CPython's own tests.
"""

from __future__ import annotations

from webapi.url import URL

__all__ = ["urljoin"]


def urljoin(base: str, url: str) -> str:
    """The href a browser gives for ``url`` resolved against ``base`` (``new URL(url, base)``).

    An empty ``base`` means no base: ``url`` must then be absolute. ``base`` may also be a
    ``URL``, a URL record or a Python library's URL object (httpx's and yarl's ``URL``, ...:
    :func:`webapi.url.engine.url_argument`).  Raises
    :class:`webapi.URLParseError` (a ``ValueError``, as ``urllib.parse.urljoin`` raises for
    ``http://[::1``) when the result does not parse: a browser would not follow such a link.
    """
    if type(base) is not str:
        from webapi.url.engine import url_href_argument

        base = url_href_argument(base, "urljoin", "base")
    if base == "":
        return URL(url).href
    return URL(url, base).href
