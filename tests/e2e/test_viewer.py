"""End to end: the URL viewer (``pyodide/viewer/``) in headless Chromium, driven by Playwright.

The site is built as ``python pyodide/run.py serve`` builds it (the page, the pinned Pyodide
runtime, the webapi wheel) and served on 127.0.0.1; Debian's Chromium (``/usr/bin/chromium``, or
``$WEBAPI_CHROMIUM``) loads it with background networking off, inputs are typed and the table is
checked against webapi on this machine and against the browser's own ``URL``.  The page must load
everything from its own origin.

Writes, under the git-ignored ``build/``: ``viewer-diff.png``, a screenshot of the page showing an
input where webapi and this Chromium differ, and ``chromium-url-differences.json``, every
``urltestdata.json`` input on which they differ, with the side the WPT data agrees with.

Skips, saying why, where Playwright, Chromium or npm (to install the pinned Pyodide) is missing;
with ``WEBAPI_REQUIRE_E2E=1`` (CI) that is a failure instead.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from _load import module_from_file

import wpt
from oracles.chromium import browser as chromium_browser
from oracles.chromium import unavailable as _unavailable
from webapi import URL
from webapi.url import URLParseError, validate

# A browser, and npm to build the site; the slow tier (building the site takes a while).
# (every_slow_run: its screenshot is CI's artifact, so it runs in every share of the slow tier)
pytestmark = [pytest.mark.needs_subprocess, pytest.mark.slow, pytest.mark.every_slow_run]

REPO = Path(__file__).resolve().parents[2]
BUILD = REPO / "build"
SCREENSHOT = BUILD / "viewer-diff.png"
REPORT = BUILD / "chromium-url-differences.json"
LOAD_TIMEOUT_MS = 180_000
COMPONENTS = wpt.URL_ATTRIBUTES
#: Inputs to show in the screenshot, best first: a 2025 change to the URL Standard (spaces
#: before the query or fragment of an opaque path are percent-encoded), then older ones.
SCREENSHOT_CANDIDATES = ("non-special:opaque  ?hi", "http://a b/", "file://localhost/test")
README_EXAMPLE = "https://user:pa ss@EXAMPLE.com:443/a/./b/../c?q=1 2#frag"


def _runner() -> ModuleType:
    """``pyodide/run.py``, which builds and serves the viewer site."""
    path = REPO / "pyodide" / "run.py"
    return module_from_file("webapi_pyodide_run", path, register=True)


@dataclass
class Viewer:
    page: Any
    url: str
    browser: str
    requests: list[str] = field(default_factory=list)

    def type_into(self, selector: str, text: str) -> None:
        field = self.page.locator(selector)
        field.fill("")
        field.press_sequentially(text)

    def cell(self, component: str, side: str) -> str:
        return str(self.page.text_content(f'tr[data-component="{component}"] td.{side}'))

    def differing_rows(self) -> set[str]:
        rows = self.page.eval_on_selector_all(
            "#components tr.differs", "rows => rows.map(r => r.dataset.component)"
        )
        return set(rows)

    def errors(self) -> list[str]:
        """The summary line of each validation error shown."""
        items = self.page.eval_on_selector_all(
            "#errors li .summary", "spans => spans.map(s => s.textContent)"
        )
        return list(items)

    def carets(self) -> list[str]:
        """The input-and-caret block under each validation error."""
        items = self.page.eval_on_selector_all(
            "#errors li pre.caret", "blocks => blocks.map(b => b.textContent)"
        )
        return list(items)

    def views(self, input: str, base: str | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
        """webapi's view (in this page's Pyodide) and this browser's, of ``input``."""
        result = self.page.evaluate(
            "([input, base]) => [viewer.webapi(input, base), viewer.browser(input, base)]",
            [input, base],
        )
        return result[0], result[1]


@pytest.fixture(scope="module")
def viewer() -> Iterator[Viewer]:
    runner = _runner()
    if runner.installed_pyodide_version() is None and shutil.which("npm") is None:
        _unavailable("npm is not on PATH, and the site needs the pinned pyodide npm package")
    site = runner.build_viewer(BUILD / "viewer")
    with chromium_browser() as browser, runner.serve(site) as url:
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        viewer = Viewer(page, url, f"Chromium {browser.version}")
        page.on("request", lambda request: viewer.requests.append(request.url))
        page.goto(url)
        page.wait_for_selector("body[data-ready]", timeout=LOAD_TIMEOUT_MS)
        assert page.get_attribute("body", "data-ready") == "true", page.text_content("#status")
        yield viewer


def _expected_cell(url: URL | None, component: str) -> str:
    if url is None:
        return "—"
    value = str(getattr(url, component))
    return value if value else "empty"


def _error_lines(input: str, base: str | None = None) -> list[str]:
    return [
        f"{e.description} ({e.type} at index {e.index})" + (": failure" if e.failure else "")
        for e in validate(input, base)
    ]


def test_the_page_loads_everything_from_its_own_origin(viewer: Viewer) -> None:
    assert viewer.requests
    outside = [request for request in viewer.requests if not request.startswith(viewer.url)]
    assert not outside, f"requests that left the page's origin: {outside}"
    assert any(request.endswith(".whl") for request in viewer.requests)
    assert any(request.endswith("pyodide.asm.wasm") for request in viewer.requests)
    versions = str(viewer.page.text_content("#versions"))
    assert "Python 3.14" in versions
    assert "HeadlessChrome" in versions


def test_typed_input_shows_every_component_and_the_origin(viewer: Viewer) -> None:
    viewer.type_into("#base", "")
    viewer.type_into("#input", README_EXAMPLE)
    url = URL(README_EXAMPLE)
    for component in COMPONENTS:
        assert viewer.cell(component, "webapi") == _expected_cell(url, component), component
    ours, theirs = viewer.views(README_EXAMPLE)
    assert ours["components"] == theirs["components"]
    for component in COMPONENTS:
        assert viewer.cell(component, "browser") == _expected_cell(url, component), component
    assert viewer.differing_rows() == set()
    assert viewer.page.get_attribute("#verdict", "data-differences") == "0"
    assert viewer.errors() == _error_lines(README_EXAMPLE)
    assert viewer.errors() == [
        "the URL holds a username or password (invalid-credentials at index 18)",
        "a character URLs may not hold (percent-encoded, removed or a stray '%')"
        " (invalid-URL-unit at index 49)",
    ]
    assert viewer.carets() == [
        f"{README_EXAMPLE}\n{' ' * 18}^",
        f"{README_EXAMPLE}\n{' ' * 49}^",
    ]


def test_typed_base_is_used(viewer: Viewer) -> None:
    viewer.type_into("#input", "../x?y#z")
    viewer.type_into("#base", "https://example.com/a/b/c")
    assert viewer.cell("href", "webapi") == "https://example.com/a/x?y#z"
    assert viewer.cell("href", "browser") == "https://example.com/a/x?y#z"
    assert viewer.cell("origin", "webapi") == "https://example.com"
    viewer.type_into("#base", "")


def test_failure_is_shown_with_its_validation_errors(viewer: Viewer) -> None:
    text = "https://example.com:99999/"
    viewer.type_into("#input", text)
    with pytest.raises(URLParseError):
        URL(text)
    assert viewer.cell("href", "webapi").startswith("failure (URLParseError")
    assert viewer.cell("href", "browser").startswith("failure (TypeError")
    assert viewer.cell("origin", "webapi") == "—"
    assert viewer.differing_rows() == set()
    assert "Both fail" in str(viewer.page.text_content("#verdict"))
    assert viewer.errors() == _error_lines(text)
    assert viewer.errors()[-1].endswith(": failure")
    # The message names the reason, as webapi's URLParseError does on this machine.
    with pytest.raises(URLParseError) as raised:
        URL(text)
    assert viewer.cell("href", "webapi") == f"failure (URLParseError: {raised.value})"
    assert "the port is over 65535 at index 20 (port-out-of-range)" in str(raised.value)
    assert viewer.carets()[-1] == f"{text}\n{' ' * 20}^"


def test_a_failed_base_shows_the_base_s_errors(viewer: Viewer) -> None:
    viewer.type_into("#input", "x")
    viewer.type_into("#base", "no base")
    assert viewer.errors() == [
        "no scheme, and no base URL that a relative URL can use"
        " (missing-scheme-non-relative-URL at index 0): failure"
    ]
    assert viewer.carets() == ["no base\n^"]
    viewer.type_into("#base", "")


def test_python_in_the_page_takes_the_page_s_own_javascript_objects(viewer: Viewer) -> None:
    code = """
import js
from webapi import URL, URLSearchParams

anchor = js.document.createElement("a")
anchor.href = "/a/b?c=d"
"\\n".join([
    URL("x/y", js.location).href,
    URL(anchor).href,
    URL(js.URL.new("https://example.com/p")).pathname,
    str(URLSearchParams(js.URLSearchParams.new("a=1&b=2&a=3"))),
    str(js.Object.prototype.toString.call(URL("https://example.com/").to_js())),
    str(URLSearchParams([("k", "v w")]).to_js()),
])
"""
    lines = str(viewer.page.evaluate("(code) => viewer.runPython(code)", code)).split("\n")
    assert lines == [
        viewer.url + "x/y",
        viewer.url + "a/b?c=d",
        "/p",
        "a=1&b=2&a=3",
        "[object URL]",
        "k=v+w",
    ]


def _urltestdata_differences(viewer: Viewer) -> list[dict[str, Any]]:
    """Every urltestdata input on which webapi (in the page) and this Chromium differ."""
    cases = [case.data for case in wpt.cases("urltestdata.json")]
    indexes = [case.index for case in wpt.cases("urltestdata.json")]

    # UTF-16 bytes, not strings: some inputs hold lone surrogates, which JSON transport rejects.
    def utf16(text: str | None) -> list[int] | None:
        return None if text is None else list(text.encode("utf-16-le", "surrogatepass"))

    encoded = [[utf16(data["input"]), utf16(data["base"])] for data in cases]
    views = viewer.page.evaluate(
        """(cases) => {
          const text = (bytes) => {
            if (bytes === null) return null;
            const units = [];
            for (let i = 0; i < bytes.length; i += 2) units.push(bytes[i] | (bytes[i + 1] << 8));
            return String.fromCharCode(...units);
          };
          return cases.map(([input, base]) =>
            [viewer.webapi(text(input), text(base)), viewer.browser(text(input), text(base))]);
        }""",
        encoded,
    )
    differences = []
    for index, data, (ours, theirs) in zip(indexes, cases, views, strict=True):
        if ours["failure"] and theirs["failure"]:
            continue
        if not ours["failure"] and not theirs["failure"]:
            names = [n for n in COMPONENTS if ours["components"][n] != theirs["components"][n]]
            if not names:
                continue
        else:
            names = list(COMPONENTS)
        expected: dict[str, Any] = (
            {"failure": True}
            if data.get("failure")
            else {n: data[n] for n in COMPONENTS if n in data}
        )

        def agrees(view: dict[str, Any], expected: dict[str, Any] = expected) -> bool:
            if expected.get("failure"):
                return bool(view["failure"])
            return not view["failure"] and all(
                view["components"][n] == value for n, value in expected.items()
            )

        side = "webapi" if agrees(ours) else "Chromium" if agrees(theirs) else "neither"
        differences.append(
            {
                "index": index,
                "input": data["input"],
                "base": data["base"],
                "components": names,
                "webapi": ours.get("components", {}).get("href", ours.get("message")),
                "chromium": theirs.get("components", {}).get("href", theirs.get("message")),
                "agrees": side,
            }
        )
    return differences


def test_a_differing_input_is_highlighted_and_kept_as_a_screenshot(
    viewer: Viewer, e2e_summary: dict[str, Any]
) -> None:
    differences = _urltestdata_differences(viewer)
    user_agent = viewer.browser
    BUILD.mkdir(exist_ok=True)
    summary = {
        "browser": user_agent,
        "inputs": len(wpt.cases("urltestdata.json")),
        "differ": len(differences),
        "agrees": {
            side: sum(1 for d in differences if d["agrees"] == side)
            for side in ("webapi", "Chromium", "neither")
        },
        "differences": differences,
    }
    REPORT.write_text(json.dumps(summary, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    lines = e2e_summary.setdefault("lines", [])
    lines.append(
        f"{user_agent}: {summary['differ']} of {summary['inputs']} urltestdata.json inputs "
        f"differ from webapi; the WPT data agrees with {summary['agrees']}"
    )
    lines.append(f"details: {REPORT}")
    # Where they differ, the WPT data sides with webapi (its own runner checks every case).
    assert [d for d in differences if d["agrees"] != "webapi"] == []

    differing_inputs = {d["input"] for d in differences if d["base"] is None}
    candidates = [c for c in SCREENSHOT_CANDIDATES if c in differing_inputs]
    candidates += sorted(differing_inputs - set(candidates))
    if not candidates:
        pytest.skip(f"this browser ({user_agent}) agrees with webapi on every urltestdata input")
    text = candidates[0]
    viewer.type_into("#base", "")
    viewer.type_into("#input", text)
    ours, theirs = viewer.views(text)
    if ours["failure"] or theirs["failure"]:
        expected_rows = set(COMPONENTS)
    else:
        expected_rows = {n for n in COMPONENTS if ours["components"][n] != theirs["components"][n]}
    assert expected_rows
    assert viewer.differing_rows() == expected_rows
    assert viewer.page.get_attribute("#verdict", "data-differences") == str(len(expected_rows))
    assert viewer.cell("href", "webapi") == _expected_cell(URL(text), "href")
    viewer.page.screenshot(path=str(SCREENSHOT), full_page=True)
    assert SCREENSHOT.stat().st_size > 10_000
    lines.append(f"screenshot of {text!a} ({len(expected_rows)} rows differ): {SCREENSHOT}")


# --- pattern mode: webapi's URLPattern next to Chromium's own ---------------------------------

PATTERN_ROWS = (
    "match",
    "protocol",
    "username",
    "password",
    "hostname",
    "port",
    "pathname",
    "search",
    "hash",
)


def _pattern_mode(viewer: Viewer, pattern: str, input: str, base: str = "") -> None:
    viewer.page.check('input[name="mode"][value="pattern"]')
    viewer.type_into("#base", base)
    viewer.type_into("#pattern", pattern)
    viewer.type_into("#input", input)


def _url_mode(viewer: Viewer) -> None:
    viewer.page.check('input[name="mode"][value="url"]')
    viewer.type_into("#base", "")


def test_pattern_mode_shows_exec_beside_the_browser_s_urlpattern(viewer: Viewer) -> None:
    from webapi import URLPattern

    pattern = "https://*.example.com/books/:id(\\d+){/:rest}?"
    input = "https://www.example.com/books/12"
    try:
        _pattern_mode(viewer, pattern, input)
        assert viewer.page.is_visible("#pattern")
        assert viewer.cell("match", "webapi") == "match"
        assert viewer.cell("pathname", "webapi") == '"/books/12"  {id: "12", rest: undefined}'
        assert viewer.cell("hostname", "webapi") == '"www.example.com"  {0: "www"}'
        assert viewer.differing_rows() == set()
        assert viewer.page.get_attribute("#verdict", "data-differences") == "0"
        ours, theirs = viewer.page.evaluate(
            "([p, i]) => [viewer.webapiMatch(p, i), viewer.browserMatch(p, i)]", [pattern, input]
        )
        assert ours == theirs
        assert ours["result"] == URLPattern(pattern).exec(input)
        # A URLPatternInit as JSON, an input against the base, no match.
        _pattern_mode(viewer, '{"pathname": "/a/:x"}', "b/c", "https://h.test/a/")
        assert (
            viewer.cell("pathname", "browser") == '"/a/b/c"  {}'
            or viewer.cell("match", "browser") == "no match (null)"
        )
        assert viewer.cell("match", "webapi") == viewer.cell("match", "browser")
        assert viewer.differing_rows() == set()
    finally:
        _url_mode(viewer)


def test_pattern_mode_highlights_a_difference(viewer: Viewer) -> None:
    # docs/urlpattern.md: Chromium accepts "https://example.com{/:g}+" (it drops the
    # hostname's "/" prefix) where the spec's hostname canonicalization, and webapi, throw.
    try:
        _pattern_mode(viewer, "https://example.com{/:g}+", "https://example.com/")
        assert viewer.cell("match", "webapi").startswith("error (TypeError")
        assert not viewer.cell("match", "browser").startswith("error")
        assert "match" in viewer.differing_rows()
        assert viewer.page.get_attribute("#verdict", "data-differences") != "0"
    finally:
        _url_mode(viewer)


def test_python_in_the_page_takes_the_page_s_own_urlpattern(viewer: Viewer) -> None:
    # What tests/pyodide/test_urlpattern_interop.py checks where Node 20 (the Pyodide suite's
    # runtime) has no URLPattern: the page's own, in Chromium.
    code = """
import js
from webapi import URLPattern

native = js.URLPattern.new("https://*.example.com/books/:id(\\\\d+)")
copy = URLPattern(native)
back = URLPattern({"pathname": "/a/:b?"}, {"ignoreCase": True}).to_js()
"\\n".join([
    copy.pathname,
    copy.hostname,
    str(copy.exec("https://a.example.com/books/7")["pathname"]["groups"]),
    str(copy.test(js.URL.new("https://a.example.com/books/x"))),
    str(js.Object.prototype.toString.call(back)),
    str(back.test("https://h.test/A")),
    URLPattern(js.Object.fromEntries([["pathname", "/p/*"]])).pathname,
])
"""
    lines = str(viewer.page.evaluate("(code) => viewer.runPython(code)", code)).split("\n")
    assert lines == [
        "/books/:id(\\d+)",
        "*.example.com",
        "{'id': '7'}",
        "False",
        "[object URLPattern]",
        "True",
        "/p/*",
    ]
