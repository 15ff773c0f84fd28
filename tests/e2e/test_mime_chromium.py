"""End to end: webapi's ``atob``/``btoa``, ``data:`` URLs and ``Headers`` against Chromium's own
(Debian's /usr/bin/chromium, headless, through Playwright), on the web-platform-tests data and
a sample of the generated inputs the Node differentials use. Chromium may differ only where
:data:`CHROMIUM_DEPARTURES` names the case (documented in docs/browsers.md), and each named
case must still differ."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from oracles.chromium import evaluate

pytestmark = pytest.mark.needs_subprocess

REPO = Path(__file__).resolve().parents[2]

PAGE_FUNCTION = r"""async ({strings, dataURLs, headerCases}) => {
function attempt(f) { try { return f(); } catch (e) { return {error: e.name}; } }
const atobs = strings.map((s) => attempt(() => atob(s)));
const btoas = strings.map((s) => attempt(() => btoa(s)));
const datas = [];
for (const url of dataURLs) {
  try {
    const response = await fetch(url);
    const body = Array.from(new Uint8Array(await response.arrayBuffer()));
    datas.push([response.headers.get('content-type'), body]);
  } catch (e) { datas.push(null); }
}
const headers = headerCases.map(([init, ops]) => {
  let h = null;
  const log = [];
  try { h = init === null ? new Headers() : new Headers(init); log.push(['ok']); }
  catch (e) { return [[e instanceof TypeError ? 'TypeError' : 'other']]; }
  for (const [op, ...args] of ops) {
    try { const r = h[op](...args); log.push(r === undefined ? ['ok'] : ['ok', r]); }
    catch (e) { log.push([e instanceof TypeError ? 'TypeError' : 'other']); }
    log.push([...h]);
  }
  return log;
});
return {atobs, btoas, datas, headers};
}"""

#: (kind, input) -> how Chromium 156 departs from the standard there (docs/browsers.md).
CHROMIUM_DEPARTURES: dict[tuple[str, str], str] = {}


def _chromium(payload: dict[str, Any]) -> dict[str, Any]:
    answers: dict[str, Any] = evaluate(PAGE_FUNCTION, payload)
    return answers


def _payload() -> dict[str, Any]:
    sys.path.insert(0, str(REPO))
    import wpt
    from tests.fetch.test_headers_differential_node import generate as generate_headers
    from tests.mimesniff.test_differential_node import generate as generate_strings

    base64_cases = [case[0] for case in wpt.load("fetch/base64.json")]
    data_urls = [case[0] for case in wpt.load("fetch/data-urls.json")]
    strings = base64_cases + generate_strings(300, seed=7)
    data_urls += ["data:" + s for s in generate_strings(300, seed=8)]
    return {"strings": strings, "dataURLs": data_urls, "headerCases": generate_headers(200, seed=9)}


def _ours(payload: dict[str, Any]) -> dict[str, Any]:
    from tests.fetch.test_headers_differential_node import ours as headers_log
    from webapi.dom import DOMException
    from webapi.fetch import data_url_process
    from webapi.html import atob, btoa
    from webapi.mimesniff import serialize_mime_type

    def attempt(function: Any, value: str) -> Any:
        try:
            return function(value)
        except DOMException as error:
            return {"error": error.name}

    def data(url: str) -> Any:
        result = data_url_process(url)
        if result is None:
            return None
        return [serialize_mime_type(result.mime_type), list(result.body)]

    return {
        "atobs": [attempt(atob, s) for s in payload["strings"]],
        "btoas": [attempt(btoa, s) for s in payload["strings"]],
        "datas": [data(url) for url in payload["dataURLs"]],
        "headers": [json.loads(json.dumps(headers_log(*case))) for case in payload["headerCases"]],
    }


def _as_js(value: Any) -> Any:
    return value.encode("utf-16-le", "surrogatepass") if isinstance(value, str) else value


def test_chromium_agrees_except_its_documented_departures() -> None:
    payload = _payload()
    theirs = _chromium(payload)
    mine = _ours(payload)
    inputs = {
        "atobs": payload["strings"],
        "btoas": payload["strings"],
        "datas": payload["dataURLs"],
        "headers": [json.dumps(case) for case in payload["headerCases"]],
    }
    differences = {}
    for kind, values in inputs.items():
        for value, a, b in zip(values, mine[kind], theirs[kind], strict=True):
            if _as_js(a) != _as_js(b):
                differences[(kind, value)] = (a, b)
    unexplained = {key: diff for key, diff in differences.items() if key not in CHROMIUM_DEPARTURES}
    assert list(unexplained.items())[:5] == []
    assert set(CHROMIUM_DEPARTURES) <= set(differences)  # each still differs


def test_chromium_skips_a_vertical_tab_before_markup() -> None:
    """docs/browsers.md ``chromium-sniff-vertical-tab-whitespace``: Chromium's sniffer takes
    0x0B for whitespace before ``<html>``; the standard (and webapi) do not, 0x0C both do."""
    from oracles.chromium import browser, serve
    from webapi.mimesniff import sniff

    bodies = {"/vt": b"\x0b<html><p>x", "/ff": b"\x0c<html><p>x"}
    documents = {path: (body, None) for path, body in bodies.items()}
    with serve(documents) as origin, browser() as launched:
        page = launched.new_page()
        found = {}
        for path in bodies:
            page.goto(origin + path)
            found[path] = page.evaluate("document.contentType")
    assert found == {"/vt": "text/html", "/ff": "text/html"}
    assert str(sniff(bodies["/vt"])) == "application/octet-stream"
    assert str(sniff(bodies["/ff"])) == "text/html"
    page_text = (REPO / "docs" / "browsers.md").read_text(encoding="utf-8")
    assert "### `chromium-sniff-vertical-tab-whitespace`" in page_text
