"""``json_default``: what ``JSON.stringify`` writes for webapi's objects, for ``json.dumps``."""

from __future__ import annotations

__all__ = ["json_default"]


def json_default(value: object) -> object:
    """A ``default=`` for :func:`json.dumps` that writes webapi's JavaScript objects as
    JavaScript's ``JSON.stringify`` does: one with a ``toJSON()`` as what it returns (a
    ``URL``'s href, a ``MIMEType``'s or ``MIMEParams``' serialization), and every other one
    (``URLSearchParams``, ``Headers``, ``URLPattern``, ``TextDecoder``, ``TextEncoder``,
    ``DOMException``), whose attributes are the prototype's and not its own properties, as
    ``{}``.  (To keep a query or headers, write ``str(params)`` or ``dict(headers)``.)
    Anything else (webapi's Python-only objects, such as a ``CookieJar``, included) raises
    ``TypeError``, as ``json.dumps`` does without a default.  The rest is ``json.dumps``'s
    (floats as Python's ``repr``: ``1e-07``, ``-0.0``); ``Response.json(data)`` writes
    ``JSON.stringify``'s text itself (``1e-7``, ``0``: ``await Response.json(data).text()``).

    >>> import json
    >>> from webapi import URL, Headers, json_default
    >>> json.dumps({"link": URL("https://example.org/a b")}, default=json_default)
    '{"link": "https://example.org/a%20b"}'
    >>> json.dumps(Headers({"Accept": "text/html"}), default=json_default)
    '{}'
    """
    from webapi.js.engine import json_replacement  # (what Response.json writes too)

    return json_replacement(value)
