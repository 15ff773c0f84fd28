"""``fetch()`` of URLs that send nothing (scheme fetch, bad ports) beside Node 26's undici:
the same Response, or a ``TypeError("fetch failed")`` where undici rejects, but for
``about:blank`` (the Standard's response here; undici refuses every about: URL)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.fetch import fetch

pytestmark = pytest.mark.needs_subprocess

URLS = [
    "http://127.0.0.1:25/",
    "http://127.0.0.1:10080/",
    "https://localhost:6667/",
    "about:srcdoc",
    "data:,a%20b",
    "data:text/html;base64,PGI+",
    "data:;base64,%",
    "data:text/plain;charset=utf-8,%C3%A9#frag",
    "file:///etc/hostname",
    "blob:http://a/x",
    "ftp://a/",
]

_NODE = """async (urls) => {
  const out = [];
  for (const u of urls) {
    try {
      const r = await fetch(u);
      out.push([r.status, r.statusText, r.type, r.url, r.redirected, [...r.headers],
                await r.text()]);
    } catch (e) { out.push([String(e)]); }
  }
  return out;
}"""


def _run(awaitable: Any) -> Any:
    coroutine = awaitable.__await__()
    try:
        coroutine.send(None)
    except StopIteration as stop:
        return stop.value
    raise AssertionError("suspended")


def _ours(url: str) -> list[Any]:
    def refuse(request: Any) -> Any:
        raise AssertionError(f"sent {request.url}")

    try:
        r = _run(fetch(url, transport=refuse))
    except TypeError as error:
        return [f"TypeError: {error}"]
    return [r.status, r.statusText, r.type, r.url, r.redirected, list(r.headers), _run(r.text())]


def test_as_undici() -> None:
    from oracles import node26_evaluate

    node = node26_evaluate(_NODE, URLS)
    assert [_ours(url) for url in URLS] == [[*map(_listed, answer)] for answer in node]


def _listed(value: Any) -> Any:
    return [tuple(v) for v in value] if isinstance(value, list) else value


def test_about_blank_is_the_standards() -> None:
    from oracles import node26_evaluate

    assert node26_evaluate(_NODE, ["about:blank"]) == [["TypeError: fetch failed"]]
    assert _ours("about:blank") == [
        200,
        "OK",
        "basic",
        "about:blank",
        False,
        [("content-type", "text/html;charset=utf-8")],
        "",
    ]
