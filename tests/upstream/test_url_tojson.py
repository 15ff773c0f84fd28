"""Port of web-platform-tests ``url/url-tojson.any.js``.

Upstream: web-platform-tests/wpt, url/url-tojson.any.js, read at commit
49fd817603e660f9b9b93d164be821ad5c4028eb.

``JSON.stringify(url)`` calls ``url.toJSON()``.  Python's ``json`` has no such hook, so
the port serializes what ``toJSON()`` returns, and also goes through ``json.dumps``'s
``default`` the way a JSON.stringify-like encoder would.
"""

from __future__ import annotations

import json

from webapi import URL


def test_to_json() -> None:
    a = URL("https://example.com/")
    assert a.toJSON() == "https://example.com/"
    assert json.dumps(a.toJSON()) == '"https://example.com/"'
    assert json.dumps(a, default=lambda value: value.toJSON()) == '"https://example.com/"'


def test_to_json_follows_href() -> None:
    # Not a separate upstream test; makes sure toJSON is the href and not a snapshot.
    a = URL("https://example.com/")
    a.search = "?q=1"
    assert a.toJSON() == a.href == "https://example.com/?q=1"
