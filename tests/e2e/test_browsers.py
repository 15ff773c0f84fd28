"""End to end: how Chromium's ``URL`` (and Node's) differ from the URL Standard, kept honest.

``docs/browsers.md`` lists every way this Chromium (Debian's, ``/usr/bin/chromium`` or
``$WEBAPI_CHROMIUM``) and Node 20 (the system ``node``) parse URLs differently from the standard;
``browser_deviations.py`` holds the same classes with a detector each.  These tests run every
``urltestdata.json`` input, every ``setters_tests.json`` case, every host of ``toascii.json`` and
``IdnaTestV2.json`` (as ``https://HOST/x``, as WPT does) and a fixed sample of the three
``../shared/bench`` corpora through each client's ``URL`` in one batch, compare the eleven
components (and failure) with webapi, and fail

* on a difference no class explains (the page would be missing an entry),
* on a class that no longer occurs, whose minimal input no longer gives the documented answers, or
  whose cited WPT case no longer shows it (the page would be stale),
* when the page's counts are not the measured ones, or a quoted spec sentence is not in the spec,
* on a document-level class (legacy encodings, ``<base href>``) that no longer reproduces.

Node 26 (``oracles.node26()``) runs the same batch and must agree with the standard everywhere.
Where a client differs, webapi must agree with the WPT data (it does on every case).  A JSON
report of every difference and its classes goes to ``build/browser-deviations.json``.

Skips, saying why, where Playwright, Chromium or Node is missing; with ``WEBAPI_REQUIRE_E2E=1``
(CI) that is a failure instead.
"""

from __future__ import annotations

import html
import json
import re
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from idl.spec import spec_source
from oracles.chromium import browser as chromium_browser
from oracles.chromium import serve
from oracles.chromium import unavailable as _unavailable
from webapi.html import links
from webapi.url import basic_url_parse, url_serialize

from .browser_deviations import (
    DEVIATIONS,
    DOCUMENT_CLASSES,
    NODE20_STALE_IDNA,
    Deviation,
    DocumentDeviation,
    explain,
    host_text,
    idna_probes,
)
from .url_clients import (
    COMPONENTS,
    HOST_FILES,
    REPO,
    Difference,
    Input,
    View,
    chromium_views,
    corpus_inputs,
    differences,
    host_inputs,
    node_views,
    setter_inputs,
    urltestdata_inputs,
    webapi_view,
)

pytestmark = pytest.mark.needs_subprocess  # a browser and Node

PAGE = REPO / "docs" / "browsers.md"
SPEC = spec_source(REPO, "url.bs")
REPORT = REPO / "build" / "browser-deviations.json"
#: The client keys of ``browser_deviations``, with the versions the page documents.
CLIENTS = {"chromium": "Chromium 156", "node20": "Node 20"}


@dataclass
class Run:
    """One client's answers on the batch, and what the classes make of them."""

    client: str
    version: str
    differences: list[Difference]
    #: Per class: the differences it accounts for (part of).
    occurrences: dict[str, list[Difference]]
    unexplained: list[tuple[Difference, frozenset[str]]]

    def counts(self, id: str | None = None) -> tuple[int, ...]:
        """Per group of ``GROUPS``: differences (of class ``id``, or all)."""
        found = self.differences if id is None else self.occurrences.get(id, [])
        return tuple(sum(1 for d in found if _group(d) == group) for group in GROUPS)


#: The columns of the page's summary table.
GROUPS = ("urltestdata", "setters", "hosts", "corpus")


def _group(difference: Difference | Input) -> str:
    file = difference.source.split("[", 1)[0]
    if file == "urltestdata.json":
        return "urltestdata"
    if file == "setters_tests.json":
        return "setters"
    if file in HOST_FILES:
        return "hosts"
    return "corpus"


def _run(client: str, version: str, found: list[Difference]) -> Run:
    occurrences: dict[str, list[Difference]] = {}
    unexplained = []
    for difference in found:
        ids, left = explain(difference, client)
        for id in ids:
            occurrences.setdefault(id, []).append(difference)
        if left:
            unexplained.append((difference, left))
    return Run(client, version, found, occurrences, unexplained)


def _inputs() -> list[Input]:
    return urltestdata_inputs() + setter_inputs() + host_inputs()[0] + corpus_inputs()


@pytest.fixture(scope="module")
def batch() -> tuple[list[Input], list[View]]:
    """Every input, with the standard's answers (webapi)."""
    inputs = _inputs()
    return inputs, [webapi_view(item) for item in inputs]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium_browser() as launched:
        yield launched


@pytest.fixture(scope="module")
def page(browser: Any) -> Iterator[Any]:
    page = browser.new_page()
    try:
        yield page
    finally:
        page.close()


def _node20() -> str:
    node = shutil.which("node")
    if node is None:
        _unavailable("no `node` on PATH (Node 20, as the Pyodide suite uses)")
    assert node is not None
    return node


@pytest.fixture(scope="module")
def runs(
    browser: Any, page: Any, batch: tuple[list[Input], list[View]]
) -> Iterator[dict[str, Run]]:
    inputs, standard = batch
    version = f"Chromium {browser.version}"
    found = differences(version, inputs, standard, chromium_views(page, inputs))
    result = {"chromium": _run("chromium", version, found)}
    node_version, views = node_views(_node20(), inputs)
    found = differences(f"Node {node_version}", inputs, standard, views)
    _probe_node20_idna(found)
    result["node20"] = _run("node20", f"Node {node_version}", found)
    yield result
    _write_report(result, inputs)


def _probe_node20_idna(found: list[Difference]) -> None:
    """Fill ``NODE20_STALE_IDNA``: the code points, among the non-ASCII hosts Node 20 gets wrong,
    that Node 20 alone already treats otherwise than the standard."""
    hosts = {host_text(d.input) for d in found if d.setter is None and d.standard is not None}
    probes = idna_probes({host for host in hosts if not host.isascii()})
    inputs = [Input(char, text, None) for char, text in probes]
    views = node_views(_node20(), inputs)[1]
    for item, theirs in zip(inputs, views, strict=True):
        ours = webapi_view(item)
        if ours is not None and ours != theirs:
            NODE20_STALE_IDNA.add(item.source)


def _write_report(runs: dict[str, Run], inputs: list[Input]) -> None:
    def view(v: View) -> Any:
        return None if v is None else dict(zip(COMPONENTS, v, strict=True))

    report = {
        "inputs": {group: sum(1 for i in inputs if _group(i) == group) for group in GROUPS},
        "clients": {
            run.client: {
                "version": run.version,
                "differences": [
                    {
                        "source": d.source,
                        "input": d.input,
                        "base": d.base,
                        "setter": d.setter,
                        "value": d.value,
                        "differing": sorted(d.differing),
                        "classes": explain(d, run.client)[0],
                        "standard": view(d.standard),
                        "client": view(d.theirs),
                    }
                    for d in run.differences
                ],
            }
            for run in runs.values()
        },
    }
    REPORT.parent.mkdir(exist_ok=True)
    REPORT.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def _classes(client: str) -> list[Deviation]:
    return [d for d in DEVIATIONS if d.client == client]


def test_the_documented_versions_are_the_ones_running(runs: dict[str, Run]) -> None:
    # The page's counts are for these versions; another major version needs the page redone.
    assert runs["chromium"].version.startswith("Chromium 156.")
    assert runs["node20"].version.startswith("Node v20.")


@pytest.mark.parametrize("client", CLIENTS)
def test_every_difference_is_a_documented_class(runs: dict[str, Run], client: str) -> None:
    run = runs[client]
    assert run.differences, f"{run.version} agrees with the standard everywhere: update the page"
    lines = [
        f"{d.describe()}; unexplained: {', '.join(sorted(left))}" for d, left in run.unexplained
    ]
    assert lines == [], f"{len(lines)} differences not in docs/browsers.md:\n" + "\n".join(lines)


@pytest.mark.parametrize("client", CLIENTS)
def test_every_class_still_occurs(runs: dict[str, Run], client: str) -> None:
    run = runs[client]
    missing = [d.id for d in _classes(client) if not run.occurrences.get(d.id)]
    assert missing == [], f"classes that no longer occur in {run.version}: {missing}"
    for deviation in _classes(client):
        if deviation.wpt is not None:
            sources = [d.source for d in run.occurrences[deviation.id]]
            assert deviation.wpt in sources, (
                f"{deviation.id}: the cited WPT case no longer shows it"
            )


@pytest.mark.parametrize("client", CLIENTS)
def test_the_minimal_inputs_reproduce(
    runs: dict[str, Run], page: Any, client: str, batch: tuple[list[Input], list[View]]
) -> None:
    deviations = _classes(client)
    inputs = [Input(d.id, d.input, d.base, d.setter, d.value) for d in deviations]
    if client == "chromium":
        views = chromium_views(page, inputs)
    else:
        views = node_views(_node20(), inputs)[1]
    standard = [webapi_view(item) for item in inputs]
    found = {d.source: d for d in differences(client, inputs, standard, views)}
    for deviation, ours, theirs in zip(deviations, standard, views, strict=True):
        index = COMPONENTS.index(deviation.component)
        assert (theirs[index] if theirs else "failure") == deviation.theirs, deviation.id
        assert (ours[index] if ours else "failure") == deviation.standard, deviation.id
        assert deviation.id in found, f"{deviation.id}: the minimal input no longer differs"
        ids, left = explain(found[deviation.id], client)
        assert deviation.id in ids and not left, (deviation.id, ids, left)


def _wpt_expectations() -> dict[str, dict[str, str] | None]:
    """Per WPT source: the components the data expects (None: failure)."""
    import wpt

    expected: dict[str, dict[str, str] | None] = {}
    for case in wpt.cases("urltestdata.json"):
        data = case.data
        expected[f"urltestdata.json[{case.index}]"] = (
            None if data.get("failure") else {n: data[n] for n in COMPONENTS if n in data}
        )
    for case in wpt.cases("setters_tests.json"):
        expected[f"setters_tests.json[{case.group}][{case.index}]"] = case.data["expected"]
    for name in HOST_FILES:
        for case in wpt.cases(name):
            output = case.data["output"]
            expected[f"{name}[{case.index}]"] = None if output is None else {"hostname": output}
    return expected


def test_where_a_client_differs_webapi_agrees_with_wpt(runs: dict[str, Run]) -> None:
    expected = _wpt_expectations()
    wrong = []
    for run in runs.values():
        for d in run.differences:
            if d.source not in expected:
                continue  # a corpus line
            components = expected[d.source]
            if components is None:
                ok = d.standard is None
            else:
                ok = d.standard is not None and all(
                    d.standard_component(name) == value for name, value in components.items()
                )
            if not ok:
                wrong.append(d.describe())
    assert wrong == []


def test_node26_agrees_with_the_standard(batch: tuple[list[Input], list[View]]) -> None:
    from oracles import node26

    inputs, standard = batch
    version, views = node_views(node26(), inputs)
    found = differences(f"Node {version}", inputs, standard, views)
    assert [d.describe() for d in found] == []


# --- The page -------------------------------------------------------------------------------


def _table_counts(text: str) -> dict[str, tuple[str, ...]]:
    """Rows of the summary table: ``| [`id`](#id) | urltestdata | setters | hosts | corpus |``."""
    rows = {}
    row = r"^\| \[`([a-z0-9-]+)`\]\(#[a-z0-9-]+\) \|" + r" ([^|]+) \|" * len(GROUPS)
    for match in re.finditer(row, text, re.M):
        rows[match.group(1)] = tuple(part.strip() for part in match.groups()[1:])
    return rows


def _total_row(text: str, client: str) -> tuple[str, ...]:
    label = re.escape(CLIENTS[client])
    row = rf"^\| \*\*{label}, all\*\* \|" + r" \*\*(\d+)\*\* \|" * len(GROUPS)
    match = re.search(row, text, re.M)
    assert match, f"docs/browsers.md has no total row for {CLIENTS[client]}"
    return match.groups()


def test_the_page_shows_the_measured_counts(
    runs: dict[str, Run], batch: tuple[list[Input], list[View]], e2e_browsers_summary: list[str]
) -> None:
    text = PAGE.read_text(encoding="utf-8")
    rows = _table_counts(text)
    inputs = tuple(sum(1 for i in batch[0] if _group(i) == group) for group in GROUPS)
    header = " | ".join(f"{group} {count}" for group, count in zip(GROUPS, inputs, strict=True))
    e2e_browsers_summary.append(f"inputs: {header}")
    for client, run in runs.items():
        totals = run.counts()
        e2e_browsers_summary.append(f"{run.version} differs from the standard on {totals}")
        for deviation in _classes(client):
            counts = run.counts(deviation.id)
            e2e_browsers_summary.append(f"  {deviation.id}: {counts}")
            assert rows.get(deviation.id) == tuple(map(str, counts)), deviation.id
        assert _total_row(text, client) == tuple(map(str, totals)), client
    e2e_browsers_summary.append(f"details: {REPORT}")
    for group, count in zip(GROUPS, inputs, strict=True):
        assert f"{group} ({count:,})" in text, f"the table header should say {group} ({count:,})"
    # The introduction's figures.
    chromium = [d for d in runs["chromium"].differences if _group(d) == "urltestdata"]
    beyond = [d for d in chromium if explain(d, "chromium")[0] != ["chromium-file-origin"]]
    node20 = [d for d in runs["node20"].differences if _group(d) == "urltestdata"]
    intro = (
        f"**Chromium 156 parses {len(chromium)} of the {inputs[0]} inputs of "
        f"WPT's `urltestdata.json` differently from the standard** ({len(beyond)} of them beyond "
        f"the origin of `file:` URLs), its setters differ on {runs['chromium'].counts()[1]} of "
        f"the {inputs[1]} cases of `setters_tests.json`"
    )
    assert intro in _plain_lines(text)
    assert f"Node 20 differs on {len(node20)} of them; Node 26 on none." in _plain_lines(text)


def _plain_lines(text: str) -> str:
    """``text`` with its lines joined (Markdown paragraphs wrap anywhere)."""
    return re.sub(r"\s+", " ", text)


def _plain(text: str) -> str:
    """Spec or page text without markup, whitespace collapsed."""
    text = re.sub(r"(?m)^[ \t]*>[ \t]?", "", text)  # Markdown block quotes
    text = re.sub(r"(?m)^[ \t]*- ", "", text)  # and list items
    text = re.sub(r"<[^>]+>", "", text)
    text = html.unescape(text).replace("`", "").replace("*", "")
    return re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("deviation", DEVIATIONS, ids=lambda d: d.id)
def test_each_class_has_its_section_and_its_spec_text(deviation: Deviation) -> None:
    if not SPEC.exists():
        _unavailable(f"no URL Standard source at {SPEC}")
    assert _plain(deviation.spec) in _plain(SPEC.read_text(encoding="utf-8")), deviation.id
    text = PAGE.read_text(encoding="utf-8")
    assert f"### `{deviation.id}`" in text
    section = text.split(f"### `{deviation.id}`", 1)[1].split("\n### ", 1)[0]
    assert _plain(deviation.spec) in _plain(section), f"{deviation.id}: quote the spec text"
    if deviation.wpt is not None:
        assert deviation.wpt in section, f"{deviation.id}: cite {deviation.wpt}"


# --- Documents: legacy encodings and <base href> --------------------------------------------


def _document(charset: str, body: str) -> tuple[str, bytes]:
    return charset, ("<!doctype html>" + body).encode(charset)


DOCUMENTS = {
    "/legacy-windows-1252.html": _document(
        "windows-1252",
        '<a href="ws://x/?é"></a><a href="wss://x/?é"></a><a href="foo://x/?é"></a>'
        '<a href="foo:?é"></a><a href="http://x/?é"></a><a href="file:///p?é"></a>',
    ),
    "/legacy-shift_jis.html": _document(
        "shift_jis",
        '<a href="ws://x/?あ"></a><a href="foo://x/p?あ"></a><a href="https://x/?あ"></a>',
    ),
    "/base-windows-1252.html": _document("windows-1252", '<base href="http://x/?é">'),
    "/base-unparsable.html": _document("utf-8", '<base href="http://[/"><a href="y"></a>'),
    "/base-empty.html": _document("utf-8", '<base href=""><a href="y"></a>'),
    "/base-data.html": _document("utf-8", '<base href="data:,x"><a href="y"></a>'),
    "/base-javascript.html": _document("utf-8", '<base href="javascript:void(0)"><a href="y"></a>'),
    "/form.html": _document(
        "utf-8", '<form action="http://[::1"></form><a href="http://[::1"></a>'
    ),
}


@pytest.fixture(scope="module")
def documents() -> Iterator[str]:
    """``DOCUMENTS`` served from 127.0.0.1, each with its charset in the Content-Type header."""
    pages = {
        path: (body, f"text/html; charset={charset}") for path, (charset, body) in DOCUMENTS.items()
    }
    with serve(pages) as origin:
        yield origin


def _standard(input: str, base: str, encoding: str = "UTF-8") -> str:
    """The URL Standard's answer: parse ``input`` against ``base`` with ``encoding``."""
    base_record = basic_url_parse(base)
    assert base_record is not None
    record = basic_url_parse(input, base_record, encoding=encoding)
    return "failure" if record is None else url_serialize(record)


def _load(page: Any, url: str) -> dict[str, Any]:
    page.goto(url)
    result: dict[str, Any] = page.evaluate(
        """() => ({charset: document.characterSet, baseURI: document.baseURI,
                   hrefs: [...document.querySelectorAll('a')].map((a) => a.href),
                   raw: [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))})"""
    )
    return result


@pytest.mark.needs_sockets
@pytest.mark.parametrize(
    ("path", "encoding", "chromium"),
    [
        (
            "/legacy-windows-1252.html",
            "windows-1252",
            ["ws://x/?%E9", "wss://x/?%E9", "foo://x/?%E9", None, None, None],
        ),
        ("/legacy-shift_jis.html", "Shift_JIS", ["ws://x/?%82%A0", "foo://x/p?%82%A0", None]),
    ],
)
def test_chromium_legacy_encoding_nonspecial_query(
    page: Any, documents: str, path: str, encoding: str, chromium: list[str | None]
) -> None:
    """``chromium-legacy-encoding-nonspecial-query``: Chromium encodes the query of ``ws:``,
    ``wss:`` and non-special URLs with a hierarchical path in the document's legacy encoding;
    the standard uses UTF-8 for them (and the document's encoding for other special URLs, where
    the two agree; ``foo:?é``, an opaque path, is UTF-8 in both)."""
    url = documents + path
    seen = _load(page, url)
    assert seen["charset"].lower() == encoding.lower()
    for raw, href, theirs in zip(seen["raw"], seen["hrefs"], chromium, strict=True):
        standard = _standard(raw, url, encoding)
        if theirs is None:
            assert href == standard, raw
        else:
            assert href == theirs, raw
            assert standard != theirs, f"{raw}: Chromium now follows the standard"
            assert standard == _standard(raw, url), raw  # that is, UTF-8


@pytest.mark.needs_sockets
def test_chromium_base_href_utf8(page: Any, documents: str) -> None:
    """``chromium-base-href-utf8``: ``<base href>`` is parsed as UTF-8 whatever the document's
    encoding; HTML parses it with the document's character encoding."""
    url = documents + "/base-windows-1252.html"
    seen = _load(page, url)
    assert seen["charset"] == "windows-1252"
    assert seen["baseURI"] == "http://x/?%C3%A9"
    assert _standard("http://x/?é", url, "windows-1252") == "http://x/?%E9"


@pytest.mark.needs_sockets
def test_chromium_unparsable_base_about_blank(page: Any, documents: str) -> None:
    """``chromium-unparsable-base-about-blank``: an unparsable ``<base href>`` makes the base
    ``about:blank``; HTML falls back to the document's fallback base URL (here its URL)."""
    url = documents + "/base-unparsable.html"
    seen = _load(page, url)
    assert _standard("http://[/", url) == "failure"
    assert seen["baseURI"] == "about:blank"
    assert seen["hrefs"] == ["y"]  # a relative href does not resolve against about:blank
    assert _standard("y", url) == documents + "/y"


@pytest.mark.needs_sockets
@pytest.mark.parametrize("scheme", ["data", "javascript"])
def test_chromium_data_base_is_the_documents_url(page: Any, documents: str, scheme: str) -> None:
    """No deviation: a ``data:`` or ``javascript:`` ``<base href>`` parses, but "Is base
    allowed for Document?" blocks it, so the base is the document's fallback base URL (its URL),
    in Chromium as in the HTML Standard and ``links()``. (The tests had put such a base under
    ``chromium-unparsable-base-about-blank``: issue #42.)"""
    url = f"{documents}/base-{scheme}.html"
    seen = _load(page, url)
    assert seen["baseURI"] == url
    assert seen["hrefs"] == [documents + "/y"]
    body = DOCUMENTS[f"/base-{scheme}.html"][1]
    assert [link.url for link in links(body, url)] == seen["hrefs"]


@pytest.mark.needs_sockets
def test_chromium_empty_base_keeps_fragment(page: Any, documents: str) -> None:
    """``chromium-empty-base-keeps-fragment``: with ``<base href="">`` the document's fragment
    stays in ``baseURI``; parsing the empty string against the document's URL drops it."""
    url = documents + "/base-empty.html#frag"
    seen = _load(page, url)
    assert seen["baseURI"] == url
    assert _standard("", url) == documents + "/base-empty.html"
    assert seen["hrefs"] == [_standard("y", url)]


@pytest.mark.needs_sockets
def test_chromium_form_action_invalid_url(page: Any, documents: str) -> None:
    """``chromium-form-action-invalid-url``: ``form.action`` of a value that does not parse is
    Chromium's own string for the invalid URL; HTML returns the attribute value, as Chromium's
    ``a.href`` does."""
    url = documents + "/form.html"
    page.goto(url)
    seen = page.evaluate(
        "() => [document.querySelector('form').action, document.querySelector('a').href]"
    )
    assert _standard("http://[::1", url) == "failure"
    assert seen[1] == "http://[::1"  # a.href: the attribute value, as HTML says
    assert seen[0] != "http://[::1", "Chromium's form.action now follows the standard"


@pytest.mark.parametrize("deviation", DOCUMENT_CLASSES, ids=lambda d: d.id)
def test_each_document_class_has_its_section(deviation: DocumentDeviation) -> None:
    text = PAGE.read_text(encoding="utf-8")
    assert f"| [`{deviation.id}`](#{deviation.id}) |" in text
    assert f"### `{deviation.id}`" in text
    section = text.split(f"### `{deviation.id}`", 1)[1].split("\n### ", 1)[0]
    assert _plain(deviation.spec) in _plain(section), f"{deviation.id}: quote the spec text"
    if deviation.url_standard:
        if not SPEC.exists():
            _unavailable(f"no URL Standard source at {SPEC}")
        assert _plain(deviation.spec) in _plain(SPEC.read_text(encoding="utf-8")), deviation.id


# --- URLSearchParams --------------------------------------------------------------------------

_PARAMS_JS = (
    "(batch) => JSON.stringify(JSON.parse(batch).map((input) => "
    "[[...new URLSearchParams(input)], new URLSearchParams(input).toString()]))"
)


def test_url_search_params_agree(page: Any) -> None:
    """The page says both clients parse and serialise every ``urlencoded-parser-data.json`` case
    as the standard does; this keeps that true."""
    import wpt
    from oracles import node_evaluate
    from webapi import URLSearchParams

    inputs = [case.data["input"] for case in wpt.cases("urlencoded-parser-data.json")]
    batch = json.dumps(inputs)
    chromium = json.loads(page.evaluate(_PARAMS_JS, batch))
    node = json.loads(node_evaluate(_node20(), _PARAMS_JS, batch))
    standard = [
        [[list(pair) for pair in URLSearchParams(text)], str(URLSearchParams(text))]
        for text in inputs
    ]
    assert chromium == standard
    assert node == standard
    text = PAGE.read_text(encoding="utf-8")
    assert f"all {len(inputs)} cases of `urlencoded-parser-data.json`" in _plain_lines(text)
