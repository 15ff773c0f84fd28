"""``urlToHttpOptions``: a URL as the options object of Node's ``http.request``."""

from __future__ import annotations

from ...js import decodeURIComponent
from ...url import URL
from ._errors import invalid_arg_type

__all__ = ["urlToHttpOptions"]


def urlToHttpOptions(url: URL) -> dict[str, object]:
    """Node's ``url.urlToHttpOptions(url)``: ``protocol``, ``hostname`` (an IPv6 address
    without its brackets), ``hash``, ``search``, ``pathname``, ``path`` (pathname and search),
    ``href``, then ``port`` as a number when the URL has one and ``auth`` (the percent-decoded
    ``username:password``) when it has credentials, in Node's key order."""
    if not isinstance(url, URL):
        raise invalid_arg_type("url", "of type object", url)
    hostname = url.hostname
    pathname = url.pathname
    search = url.search
    options: dict[str, object] = {
        "protocol": url.protocol,
        "hostname": hostname[1:-1] if hostname.startswith("[") else hostname,
        "hash": url.hash,
        "search": search,
        "pathname": pathname,
        "path": f"{pathname}{search}",
        "href": url.href,
    }
    if url.port != "":
        options["port"] = int(url.port)
    if url.username or url.password:
        username = decodeURIComponent(url.username)
        password = decodeURIComponent(url.password)
        options["auth"] = f"{username}:{password}"
    return options
