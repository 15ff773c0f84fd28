"""The fields of ``benchmarks.pages`` (``benchmarks.pages_corpus.FIELDS``) as webapi reads them
are Chromium 156's answers, exactly, recorded for the 1,000 generated pages
(``benchmarks/pages_chromium.json.gz``, written by ``python -m benchmarks.pages_chromium``;
``tests/e2e/test_dask_fields_chromium.py`` asks Chromium again). The default tier compares a
sample of 60 pages (every 13th: each kind of page the corpus makes, which repeats every 60
pages: a ``<base href>``, a ``windows-1252`` charset, the table's rows, the hidden advert),
read as ``webapi.dask`` reads them (no Arrow needed)."""

from __future__ import annotations

from benchmarks.pages_chromium import load
from benchmarks.pages_corpus import FIELDS, page, page_url
from webapi.dask import Page, compile_fields
from webapi.dask._table import extract_rows

SAMPLE = range(0, 780, 13)


def webapi_rows(indices: range) -> list[dict[str, object]]:
    """webapi's fields of pages ``indices``, as ``extract_table`` reads them."""
    compiled = compile_fields(FIELDS)
    corpus = [Page(page_url(i), page(i), [("Content-Type", "text/html")]) for i in indices]
    return [dict(zip(["url", *FIELDS], row, strict=True)) for row in extract_rows(corpus, compiled)]


def test_the_recording_is_chromium_156s_for_every_page() -> None:
    recorded = load()
    assert recorded["browser"].startswith("156.")
    assert len(recorded["answers"]) == 1000
    assert all(list(row) == list(FIELDS) for row in recorded["answers"])


def test_webapi_gives_chromiums_fields() -> None:
    answers = load()["answers"]
    for index, row in zip(SAMPLE, webapi_rows(SAMPLE), strict=True):
        assert row.pop("url") == page_url(index)
        assert row == answers[index], index
