"""The benchmark suite runs and produces results of the right shape (no timing assertions).

Each section runs on a handful of URLs; the contenders must agree on ``href`` for ordinary URLs.
The ada-url contender is left out (and its tests skipped) when ``ada_url`` is not installed.

The benchmarks run ``gc.collect()`` before every timing and memory reading. Here that would
walk the whole test session's heap each time (most of these tests' time in a full run), so
the session's objects are frozen out of the collector's sight for this module.
"""

from __future__ import annotations

import dataclasses
import json
import math
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks import (
    _common,
    contenders,
    corpora,
    forms,
    hostile,
    importtime,
    memory,
    params,
    parse,
    pyodide_bench,
    run,
    setters,
    structured_clone,
)
from benchmarks.corpora import BASE, Corpus, make_items
from tests._memory import frozen_heap
from tests._sample import sampled
from tests._sizes import tiered
from webapi import URLSearchParams

HAS_ADA = contenders.ada() is not None


@pytest.fixture(autouse=True, scope="module")
def _collections_see_only_new_objects() -> Iterator[None]:
    with frozen_heap():
        yield


@pytest.fixture(autouse=True)
def _timings_of_one_call(monkeypatch: pytest.MonkeyPatch) -> None:
    """The harness repeats a call within a timing until it lasts 5 ms: for shapes, one call."""
    monkeypatch.setattr(_common, "MIN_TIMING_NS", 0)


NORMAL = [
    "https://example.com/",
    "https://example.com/a/b?c=d#e",
    "http://user:pass@example.org:8080/path/to?x=1&y=2",
    "https://www.example.com/docs/guide/index.html?lang=en#top",
    "file:///etc/hosts",
]
RELATIVE = ["../up?q=1", "//cdn.example.net/x.js", "sibling.html#frag", "?only=query"]
BROKEN = ["https://exa mple.com/", "http://[::1/"]


def _corpus(lines: list[str]) -> Corpus:
    return Corpus("smoke", Path("smoke.txt"), lines, make_items(lines))


def test_relative_lines_get_the_base() -> None:
    items = make_items(NORMAL + RELATIVE)
    assert [base for _, base in items] == [None] * len(NORMAL) + [BASE] * len(RELATIVE)
    assert corpora.is_relative("  \t../x")
    assert not corpora.is_relative(" mailto:a@b.c")


@pytest.mark.parametrize("line", NORMAL + RELATIVE)
def test_contenders_agree_on_href(line: str) -> None:
    base = BASE if corpora.is_relative(line) else None
    ours = contenders.webapi_href(line, base)
    assert ours is not None
    assert contenders.urlsplit_href(line, base) == ours
    if HAS_ADA:
        assert contenders.ada_href(line, base) == ours


def test_urlsplit_is_restored_after_the_uncached_runs() -> None:
    before = urllib.parse.urlsplit
    contenders.urlsplit_parse_href(make_items(NORMAL + RELATIVE))
    assert urllib.parse.urlsplit is before


def test_parse_section_shape() -> None:
    result = parse.run([_corpus(NORMAL + RELATIVE + BROKEN)], rounds=2)
    [c] = result.corpora
    expected = {"webapi", "urlsplit"} | ({"ada"} if HAS_ADA else set())
    assert set(c.us_per_url) == expected
    assert all(len(v) == 2 for v in c.rounds_us.values())
    assert all(v > 0 for v in c.us_per_url.values())
    assert c.lines == len(NORMAL + RELATIVE + BROKEN)
    assert c.relative == len(RELATIVE)
    assert c.failures["webapi"] == len(BROKEN)
    assert c.webapi_vs_urlsplit is not None
    assert (c.webapi_vs_ada is not None) == HAS_ADA
    assert (c.differs_from_ada == 0) if HAS_ADA else c.differs_from_ada is None
    assert "real-web" not in parse.report(result)
    assert "smoke" in parse.report(result)


def test_url_table_shape() -> None:
    from benchmarks import url_table

    ratios = url_table.run([_corpus(NORMAL + RELATIVE + BROKEN)], runs=2, rounds=1)
    expected = {"webapi"} | ({"ada"} if HAS_ADA else set())
    expected |= {"upa"} if contenders.upa() is not None else set()
    assert set(ratios["smoke"]) == expected
    assert all(len(values) == 2 and min(values) > 0 for values in ratios["smoke"].values())
    text = url_table.report(ratios, 2, 1)
    assert "smoke" in text and "webapi / urlsplit" in text


def test_upa_contender_counts_failures() -> None:
    if contenders.upa() is None:
        pytest.skip("upa-url not installed (the bench extra)")
    assert contenders.upa_parse_href(make_items(NORMAL + RELATIVE + BROKEN)) == len(BROKEN)


def test_no_ada_option() -> None:
    assert set(contenders.parse_href_contenders([], with_ada=False)) == {"webapi", "urlsplit"}


def test_params_section_shape() -> None:
    queries = params.queries_of([*NORMAL, "https://a.example/?q=1 2&x=%41+b&empty=#f"])
    assert queries == ["c=d", "x=1&y=2", "lang=en", "q=1 2&x=%41+b&empty="]
    for query in queries:  # the same output, so the same work
        expected = urllib.parse.urlencode(urllib.parse.parse_qsl(query, keep_blank_values=True))
        assert str(URLSearchParams(query)) == expected
    assert contenders.webapi_query(queries) == contenders.urllib_query(queries)
    result = params.run_queries("smoke", queries, rounds=2)
    assert result.queries == len(queries)
    assert set(result.us_per_query) >= {"webapi", params.URLLIB}
    assert "smoke" in params.report(params.ParamsResult([result]))


def test_setters_section_shape() -> None:
    result = setters.run(ops=4, rounds=1)
    assert [s.setter for s in result.setters] == list(setters.SETTERS)
    for s in result.setters:
        assert s.us_per_op["webapi"] > 0
        assert ("ada" in s.us_per_op) == (HAS_ADA and s.setter != "searchParams.set")
    assert "pathname" in setters.report(result)


def test_memory_section_shape() -> None:
    result = memory.run(NORMAL + BROKEN, n=4)
    assert result.objects == 4
    assert [k.kind for k in result.kinds] == list(memory.KINDS)
    assert all(k.bytes_per_object > 0 for k in result.kinds)
    assert "SplitResult" in memory.report(result)


def test_clone_contenders_do_the_same_work() -> None:
    """The clone section's value is about the size it says, and its contenders copy it alike
    (the halves of the clone give the clone)."""
    import json

    value = structured_clone.nested_value(20_000)
    assert 20_000 <= len(json.dumps(value, default=str)) < 22_000
    contenders = structured_clone._contenders(value)
    copies = [contenders[name]() for name in ("structuredClone", "copy.deepcopy")]
    copies.append(contenders["pickle round trip"]())
    assert copies[0] == copies[1] == copies[2] == value and copies[0] is not value
    teams = [record["team"] for record in copies[0]]
    assert len({id(team) for team in teams}) < len(teams)  # the shared sub-dicts stay shared
    result = structured_clone.CloneResult(1, 2, {"copy.deepcopy": 2.0, "structuredClone": 3.0}, 1.5)
    assert "1.50x, target ≤ 3.0x: met" in structured_clone.report(result)


@pytest.mark.slow
def test_forms_contenders_do_the_same_work() -> None:
    """The forms section's webapi contenders give the same body, form and JSON as each other
    and as the peers, and its memory rows measure every way of reading (on 1 MB)."""
    data = forms._file_data()
    encode, _ = forms._encode_contenders(data)
    bodies = {name: run() for name, run in encode.items() if name != "httpx"}
    request_body = bodies.pop("webapi Request")
    urllib3_body, _ = bodies.pop("urllib3", (bodies["webapi"], None))  # type: ignore[misc]
    assert len(set(bodies.values())) == 1
    assert isinstance(request_body, bytes)
    boundary = request_body.split(b"\r\n", 1)[0][2:]
    assert request_body.replace(boundary, forms.BOUNDARY.encode()) == bodies["webapi"]
    assert len(urllib3_body) == len(bodies["webapi"])  # type: ignore[arg-type]
    body = bodies["webapi"]
    assert isinstance(body, bytes)
    parse, _ = forms._parse_contenders(body)
    form = list(parse["webapi"]())  # type: ignore[call-overload]
    assert [name for name, _ in form] == [name for name, _ in forms.FIELDS] + ["file"]
    assert form[-1][1].size == len(data)
    document = forms._json_document()
    answers = [run() for run in forms._json_contenders(document).values()]
    assert answers[0] == answers[1] and len(document) >= forms.FILE_SIZE - 1024
    peaks = forms._memory(1 << 20)
    assert len(peaks) == 6 and all(0 <= peak <= forms.MEMORY_TARGET for peak in peaks.values())


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_import_section_shape() -> None:
    result = importtime.run(runs=1, top=3)
    assert [m.name for m in result.modes] == ["inherited", "cached"]
    assert all(m.bare_ms > 0 and m.import_ms > 0 for m in result.modes)
    assert len(result.slowest_modules) == 3
    assert "import webapi" in importtime.report(result)


def _hostile_run(kinds: list[hostile.Kind]) -> hostile.HostileResult:
    return hostile.run(small=5, large=50, megabyte=500, repeat=1, min_total=0.0, kinds=kinds)


def test_hostile_section_shape() -> None:
    assert len({k.name for k in hostile.KINDS}) == len(hostile.KINDS)  # rows told apart
    kinds = [k for k in hostile.KINDS if k.name in ("long path", "many @", "long host (labels)")]
    result = _hostile_run(kinds)
    assert [k.kind for k in result.kinds] == ["long path", "many @", "long host (labels)"]
    assert "many @" in hostile.report(result)


@pytest.mark.parametrize("kind", tiered(pytest.param(k, id=k.name) for k in hostile.KINDS))
@sampled()
def test_hostile_row_has_no_unexpected_exceptions(kind: hostile.Kind) -> None:
    """Each row of the hostile section (every fifth by default, every row in the slow tier)
    runs at its three sizes with an answer or the input refused, never another exception."""
    [k] = _hostile_run([kind]).kinds
    assert k.kind == kind.name
    for r in (k.small, k.large, k.megabyte):
        assert r.status in ("ok", "invalid"), (k.kind, r)
        assert r.seconds is not None
    assert k.megabyte.utf8_bytes >= 500


@pytest.mark.slow
def test_command_line_writes_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # --quick's 2,000 set+href operations per setter and contender took some 1.3 s of CPU: the
    # section's shape is test_setters_section_shape's, the command line's output four of them
    monkeypatch.setattr(run, "QUICK", dataclasses.replace(run.QUICK, setter_ops=4))
    out = tmp_path / "out.json"
    argv = ["--quick", "--only", "setters,memory", "--rounds", "1", "--json", str(out)]
    argv += ["--data", str(tmp_path)]  # memory needs the real-web corpus: give it a tiny one
    (tmp_path / "urls-real-web.txt").write_text("\ufeff" + "\n".join(NORMAL) + "\n")
    for name in ("urls-real-files.txt", "urls-synthetic.txt"):
        (tmp_path / name).write_text("\n".join(NORMAL + RELATIVE) + "\n")
    assert run.main(argv) == 0
    payload = json.loads(out.read_text())
    assert set(payload["sections"]) == {"setters", "memory"}
    assert payload["sections"]["memory"]["objects"] == len(NORMAL)
    assert "## setters" in capsys.readouterr().out


def test_command_line_rejects_unknown_sections() -> None:
    with pytest.raises(SystemExit):
        run.parse_args(["--only", "parse,nope"])
    assert run.parse_args(["--only", "hostile,parse"]).sections == ["parse", "hostile"]


def test_corpus_files_are_read_as_lines(tmp_path: Path) -> None:
    path = tmp_path / "urls-real-web.txt"
    path.write_text("\ufeffhttps://a.example/\u2028x\r\n../b\n", encoding="utf-8")
    c = corpora.load("real-web", directory=tmp_path)
    assert c.lines == ["https://a.example/\u2028x", "../b"]
    assert c.relative == 1


def test_shared_corpora_when_present() -> None:
    if not corpora.data_dir().is_dir():
        pytest.skip(f"no corpora in {corpora.data_dir()}")
    for c in corpora.load_all(size=10):
        assert len(c.lines) == 10
        assert not c.lines[0].startswith("\ufeff")


def test_pyodide_script_runs_natively(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "urls-synthetic.txt"
    path.write_text("\n".join(NORMAL + RELATIVE + BROKEN) + "\n")
    assert pyodide_bench.main([str(path), "--rounds", "1"]) == 0
    result_line = capsys.readouterr().out.splitlines()[-1]
    assert result_line.startswith("RESULT ")
    result = json.loads(result_line.removeprefix("RESULT "))
    values = result["corpora"]["urls-synthetic.txt"]
    assert values["lines"] == len(NORMAL + RELATIVE + BROKEN)
    assert math.isfinite(values["webapi"]) and math.isfinite(values["urlsplit"])


def test_pyodide_report_sets_webapi_against_the_platform() -> None:
    from benchmarks.pyodide import PyodideResult, report

    values = {
        "lines": 10.0,
        "native webapi": 2.0,
        "native urlsplit": 4.0,
        "pyodide webapi": 5.0,
        "pyodide urlsplit": 12.5,
    }
    text = report(PyodideResult(None, "CPython", "Pyodide", {"urls-real-web.txt": values}))
    row = next(line for line in text.splitlines() if line.startswith("urls-real-web.txt"))
    # webapi 2.5x (over the 1.8x target), urlsplit 3.12x: webapi's share 0.80x; one run: no spread.
    assert row.split()[4:] == ["2.50x", "-", "MISSED", "4.00", "12.50", "3.12x", "-", "0.80x"]


def test_pyodide_report_takes_the_median_of_the_runs_ratios() -> None:
    from benchmarks.pyodide import PyodideResult, report

    values = {
        "lines": 10.0,
        "native webapi": 2.0,
        "native urlsplit": 4.0,
        "pyodide webapi": 3.4,
        "pyodide urlsplit": 8.0,
    }
    ratios = {"webapi": [1.9, 1.7, 1.75], "urlsplit": [2.0, 2.5, 2.2]}
    result = PyodideResult(None, "CPython", "Pyodide", {"x.txt": values}, {"x.txt": ratios})
    row = next(line for line in report(result).splitlines() if line.startswith("x.txt"))
    # The runs' own ratios, not the ratio of the medians (1.70x, 2.00x): 1.75 / 2.2 = 0.80.
    assert row.split()[4:] == [
        "1.75x",
        "1.70-1.90",
        "met",
        "4.00",
        "8.00",
        "2.20x",
        "2.00-2.50",
        "0.80x",
    ]
    assert "3 run(s)" in report(result)


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="Linux /proc only")
def test_other_threads_cpu_time_counts_a_busy_thread_but_not_the_main_one() -> None:
    import os
    import threading

    def tasks() -> list[str]:
        return os.listdir(pyodide_bench.TASKS)

    def read(path: str, encoding: str) -> str:
        return Path(path).read_text(encoding=encoding)

    main = threading.get_native_id()
    release = threading.Event()
    spun = threading.Event()
    helper_id: list[int] = []

    def busy() -> None:
        helper_id.append(threading.get_native_id())
        total = 0
        for i in range(300_000):
            total += i
        spun.set()
        release.wait()

    def asleep(tid: int) -> bool:
        # The state field of /proc/self/task/TID/stat, after the command name in parentheses.
        stat = Path(f"{pyodide_bench.TASKS}/{tid}/stat").read_text()
        return stat.rpartition(")")[2].split()[0] == "S"

    helper = threading.Thread(target=busy)
    before_helper = pyodide_bench.other_threads_ns(tasks, read, main)
    helper.start()
    try:
        spun.wait()
        while not asleep(helper_id[0]):  # blocked in release.wait(): its figure is final
            pass
        with_helper = pyodide_bench.other_threads_ns(tasks, read, main)
        sum(range(300_000))  # the main thread's own work: not counted
        assert pyodide_bench.other_threads_ns(tasks, read, main) == with_helper
        assert with_helper > before_helper
        everyone = pyodide_bench.other_threads_ns(tasks, read, -1)  # no thread is "main"
        assert everyone > with_helper
    finally:
        release.set()
        helper.join()


def test_pyodide_node_command_takes_the_environment_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from benchmarks.pyodide import node_command

    monkeypatch.setenv("WEBAPI_PYODIDE_NODE", "'/opt/my node/bin/node' --no-wasm-deopt")
    assert node_command() == ["/opt/my node/bin/node", "--no-wasm-deopt"]
    monkeypatch.delenv("WEBAPI_PYODIDE_NODE")
    command = node_command()
    assert command is None or len(command) == 1


@pytest.mark.slow
def test_html_section_shape() -> None:
    from benchmarks import html_tokenizer

    result = html_tokenizer.run(1, hostile_n=20, with_html5lib=False)
    assert set(result.us) == {"webapi", "webapi (no errors)"}
    assert result.tokens > 1000 and result.page_chars > 90_000
    assert len(result.hostile) == len(html_tokenizer.HOSTILE) + 1  # and the dict baseline
    assert "hostile inputs" in html_tokenizer.report(result)


def test_links_section_report() -> None:
    from benchmarks import html_links

    text = html_links.report(
        {"webapi links (pure)": 30.0, "webapi links (fast-html)": 7.0, html_links.PEER: 5.0}
    )
    rows = {line.split("  ")[0].strip(): line for line in text.splitlines() if "x the peer" in line}
    assert rows["webapi links (pure)"].endswith("6.00x the peer  MISSED")
    assert rows["webapi links (fast-html)"].endswith("1.40x the peer  met")


@pytest.mark.slow
def test_encoding_section_html_sniffing_rows() -> None:
    from benchmarks import encoding

    pages = encoding.html_pages()
    assert len(pages["snippet 200 B"]) == 200
    assert 90_000 < len(pages["undeclared 100 KB"]) < 120_000
    from webapi.html import decode_html

    assert decode_html(pages["undeclared 100 KB"]).encoding == "windows-1252"
    assert decode_html(pages["declared 100 KB"]).encoding == "UTF-8"
    result = encoding.EncodingResult([], encoding._html_rows(1, 1))
    assert [row[:2] for row in result.html_rows or []] == encoding.HTML_CASES
    assert "HTML sniffing" in encoding.report(result)


@pytest.mark.slow
def test_family_section_shape() -> None:
    pytest.importorskip("werkzeug", reason="the Headers rows' peer (not in Pyodide)")
    pytest.importorskip("multidict", reason="the Headers rows' peer")
    from benchmarks import family

    result = family.run(rounds=1, quick=True, groups=("headers", "data", "base64"))
    assert [row.name for row in result.rows][:2] == ["Headers (20) build+get+iterate"] * 2
    assert all(len(row.us) == 2 and min(row.us.values()) > 0 for row in result.rows)
    assert "data: URL base64 100 KB" in family.report(result)


def test_family_small_call_rows() -> None:
    pytest.importorskip("werkzeug", reason="the extract row's peer")
    pytest.importorskip("w3lib", reason="the sniff row's peer")
    from benchmarks import family

    result = family.run(rounds=1, quick=True, groups=("extract", "sniff", "codecs"))
    assert [row.name for row in result.rows] == [
        "extract_mime_type (20 fields)",
        "sniff_encoding (header only)",
        "codec whatwg-big5 encode 200 B",
        "codec whatwg-utf-8 decode 200 B",
    ]
    assert all(len(row.us) == 2 and min(row.us.values()) > 0 for row in result.rows)
    assert "w3lib" in family.report(result)


def test_family_pages_are_multilingual_and_sized() -> None:
    from benchmarks.family import page_text

    page = page_text("ja", 100_000)
    assert 90_000 < len(page.encode("utf-8")) <= 100_000
    assert "日本語" in page and "😀" in page and "Ελληνικά" in page
    assert len(page_text("ru", 200).encode("utf-8")) <= 200


@pytest.mark.slow
def test_decode_section_shape(monkeypatch: pytest.MonkeyPatch) -> None:
    """The section's rows on pages of 20 KB (five of the streamed rows' 4 KB chunks each) in
    place of the benchmark's 100 KB: the same rows and encodings, a fifth of the decoding (3 s
    of the default run)."""
    from benchmarks import encoding_decode

    page, varied_page = encoding_decode.page, encoding_decode.varied_page
    monkeypatch.setattr(
        encoding_decode, "page", lambda e, lang, d, size=20_000: page(e, lang, d, size)
    )
    monkeypatch.setattr(
        encoding_decode, "varied_page", lambda e, lang, size=20_000: varied_page(e, lang, size)
    )
    data = encoding_decode.page("EUC-JP", "ja", True, 2_000)
    assert b"\xa1\xc1" in data and data.decode("euc_jp") != data.decode("whatwg-euc-jp")
    assert all(180 <= len(s) < 400 for s in encoding_decode.snippets("Big5", "zh-tw", 5))
    result = encoding_decode.run(1)
    rows = {(row, encoding) for row, encoding, _, _ in result.rows}
    assert ("whole, differing", "Big5") in rows and ("200 B snippet", "GBK") in rows
    assert ("streamed 4 KB, whatwg-, differing", "ISO-2022-JP") in rows
    assert all(ours > 0 and codec > 0 for _, _, ours, codec in result.rows)
    assert "webapi / codec" in encoding_decode.report(result)


@pytest.mark.slow
@pytest.mark.needs_subprocess
@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="Linux /proc only")
def test_pyodide_in_chromium_times_the_renderer_main_thread(tmp_path: Path) -> None:
    from benchmarks import pyodide_browser
    from benchmarks.pyodide import pyodide_dir

    why = pyodide_browser.unavailable()
    if why is not None or not (pyodide_dir() / "pyodide.mjs").is_file():
        pytest.skip(why or f"no Pyodide in {pyodide_dir()}")
    path = tmp_path / "urls-synthetic.txt"
    # 5,000 distinct URLs more than the samples: a round's work (some 5 ms for webapi, 30 for
    # urlsplit in Chromium's Pyodide) must outweigh how much a clock reading's cost, taken off
    # as the median of empty windows (~1 ms), varies on a loaded machine; with the 11 samples
    # alone (some 0.02 ms of work) CI's loaded run read -9.45 us a line (0.1 ms below zero).
    lines = [f"https://example.com/{n}/x?y={n}" for n in range(5000)] + NORMAL + RELATIVE + BROKEN
    path.write_text("\n".join(lines) + "\n")
    host, result = pyodide_browser.browser_result(
        pyodide_dir(), [path], ["/bench/urls-synthetic.txt", "--rounds", "1"]
    )
    assert host.startswith("Chromium ")
    assert result["runtime"].endswith("(Pyodide)")
    # The page found its renderer's main thread and timed it, not wall time.
    assert result["clock"].startswith("renderer main-thread CPU time")
    values = result["corpora"]["urls-synthetic.txt"]
    assert values["lines"] == len(lines)
    assert values["webapi"] > 0 and values["urlsplit"] > 0
