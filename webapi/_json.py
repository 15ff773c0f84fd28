"""``json_default``: what ``JSON.stringify`` writes for webapi's objects, for ``json.dumps``."""

from __future__ import annotations

import sys

from .url import URLSearchParams

__all__ = ["json_default"]


def json_default(value: object) -> object:
    """A ``default=`` for :func:`json.dumps` that writes webapi's objects as JavaScript's
    ``JSON.stringify`` does: a ``URL`` as its ``toJSON()`` (the href), and a
    ``URLSearchParams`` or ``URLPattern``, which have no ``toJSON`` and no own properties, as
    ``{}``.  (To keep a query, write ``str(params)``.)  Anything else raises ``TypeError``,
    as ``json.dumps`` does without a default.

    >>> import json
    >>> from webapi import URL, json_default
    >>> json.dumps({"link": URL("https://example.org/a b")}, default=json_default)
    '{"link": "https://example.org/a%20b"}'
    """
    to_json = getattr(value, "toJSON", None)
    if callable(to_json) and type(value).__module__.startswith("webapi."):
        return to_json()
    if isinstance(value, URLSearchParams):
        return {}
    urlpattern = sys.modules.get("webapi.urlpattern")
    if urlpattern is not None and isinstance(value, getattr(urlpattern, "URLPattern", ())):
        return {}
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")
