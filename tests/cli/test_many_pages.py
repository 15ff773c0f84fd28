"""``webapi query`` and ``webapi text`` over many pages (files, folders, glob patterns, WARC
files): a record per answer with the page's URL, the same answers as one page at a time, in
``--jobs N`` processes, as JSON Lines, an Arrow stream or a Parquet file."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from benchmarks.pages_corpus import page_url, write_files, write_warc
from webapi.cli._main import main


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    """A folder of 4 HTML files and a WARC file of 6 pages."""
    write_files(tmp_path / "site", 4)
    write_warc(tmp_path / "crawl.warc.gz", 6)
    return tmp_path


def _records(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, list[Any]]:
    status = main(argv)
    out = capsys.readouterr().out
    return status, [json.loads(line) for line in out.splitlines()]


def test_query_over_files_and_a_warc_gives_each_pages_answers(
    corpus: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    site = corpus / "site"
    status, records = _records(
        ["query", str(site), str(corpus / "crawl.warc.gz"), "a[rel=next]", "--prop", "href"],
        capsys,
    )
    assert status == 0
    assert [r["url"] for r in records] == [
        *(p.as_uri() for p in sorted(site.iterdir())),
        *(page_url(i) for i in range(6)),
    ]
    # each file's answer is the one-page command's
    for record, path in zip(records, sorted(site.iterdir()), strict=False):
        assert main(["query", str(path), "a[rel=next]", "--prop", "href"]) == 0
        assert json.loads(capsys.readouterr().out) == record["value"]
    assert records[4]["value"] == "https://shop0.example/b0/item-1.html"  # <base href>
    status, counts = _records(["query", str(site / "*.html"), "a", "--count"], capsys)
    assert counts == [{"url": p.as_uri(), "count": 6} for p in sorted(site.iterdir())]
    assert _records(["query", str(site), "video"], capsys) == (1, [])


def test_text_over_a_warc(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, records = _records(["text", str(corpus / "crawl.warc.gz"), "h1"], capsys)
    assert status == 0
    assert records[:2] == [
        {"url": page_url(0), "text": "Item 0"},
        {"url": page_url(1), "text": "Item 1"},
    ]
    status, records = _records(["text", str(corpus / "site"), "--format", "jsonl"], capsys)
    assert records[1]["text"].startswith("Item 1\n\nPrice: 1.99\nIn stock")


@pytest.mark.needs_subprocess
def test_jobs_give_the_same_records_in_order(
    corpus: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["query", str(corpus), "a", "--attr", "href"]
    one = _records([*argv, "--jobs", "1"], capsys)
    assert one[0] == 0 and len(one[1]) == 10 * 6
    assert _records([*argv, "--jobs", "2"], capsys) == one


def test_arrow_and_parquet_hold_the_records(
    corpus: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    argv = ["query", str(corpus / "crawl.warc.gz"), "--xpath", "count(//a)"]
    assert main([*argv, "--format", "arrow"]) == 0
    table = pa.ipc.open_stream(io.BytesIO(capsysbinary.readouterr().out)).read_all()
    assert table.to_pylist() == [{"url": page_url(i), "value": "6"} for i in range(6)]
    assert main(["text", str(corpus / "site"), "title", "--format", "parquet"]) == 0
    table = pq.read_table(io.BytesIO(capsysbinary.readouterr().out))
    assert table.schema.names == ["url", "text"]
    assert table.column("text").to_pylist()[:2] == ["Item 0 – Café", "Item 1 – Café"]


def test_usage_errors(
    corpus: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def error(argv: list[str]) -> str:
        with pytest.raises(SystemExit) as stop:
            main(argv)
        assert stop.value.code == 2
        return capsys.readouterr().err

    site = str(corpus / "site")
    assert "'a[' is not a valid selector" in error(["query", site, "a["])
    assert "invalid selector 'a['" in error(["text", site, "a[", "--jobs", "1"])
    assert "--url: one page's URL" in error(["query", site, "a", "--url", "https://a.example/"])
    assert "'classList' is a DOMTokenList" in error(["query", site, "a", "--prop", "classList"])
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    assert "--format parquet needs pyarrow" in error(["query", site, "a", "--format", "parquet"])


def test_a_page_that_cannot_be_read_is_said_and_the_others_answered(
    corpus: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status = main(["query", str(corpus / "missing.html"), str(corpus / "site"), "title", "--text"])
    captured = capsys.readouterr()
    assert status == 2
    assert "missing.html" in captured.err
    assert len(captured.out.splitlines()) == 4
