"""``parse_many``: columns equal to per-URL parsing, ready for dataframes."""

from __future__ import annotations

import pickle
import random

import pytest

from benchmarks.corpora import BASE, load_all
from webapi import URL, URLParseError
from webapi.crawl import parse_many
from webapi.crawl._batch import FIELDS
from wpt.testing import data_missing


def _per_url(inputs: list[str], base: str | None) -> dict[str, list[str | None]]:
    columns: dict[str, list[str | None]] = {name: [] for name in (*FIELDS, "error")}
    for input in inputs:
        url = URL.parse(input, base)
        for name in FIELDS:
            columns[name].append(None if url is None else getattr(url, name))
        columns["error"].append(None if url is not None else "x")
    return columns


def _check_equal(inputs: list[str], base: str | None) -> None:
    ours = parse_many(inputs, base)
    expected = _per_url(inputs, base)
    assert list(ours) == [*FIELDS, "error"]
    for name in FIELDS:
        assert ours[name] == expected[name], name
    assert [e is None for e in ours["error"]] == [e is None for e in expected["error"]]
    # The href column alone takes the shortcut for inputs already in serialized form.
    hrefs = parse_many(inputs, base, fields=("href",))
    assert hrefs["href"] == expected["href"]
    assert [e is None for e in hrefs["error"]] == [e is None for e in expected["error"]]


def _corpus_lines(size: int | None) -> list[tuple[str, list[str]]]:
    try:
        corpora = load_all(size)
    except (FileNotFoundError, RuntimeError, SystemExit) as error:
        data_missing(f"benchmark corpora: {error}")
    return [(c.name, [line for line, _ in c.items]) for c in corpora]


def test_equals_per_url_parsing_on_corpus_samples() -> None:
    for _, lines in _corpus_lines(2_000):
        _check_equal(lines, None)
        _check_equal(lines, BASE)


@pytest.mark.slow
def test_equals_per_url_parsing_on_every_corpus_line() -> None:
    for _, lines in _corpus_lines(None):
        _check_equal(lines, BASE)


def test_the_href_column_of_serialized_inputs() -> None:
    inputs = ["https://a.example/x?y#z", "file:///C:/x", "HTTPS://A.example/", "nope", None]
    for base in (None, "https://b.example/", "sc:x"):
        columns = parse_many(inputs, base, fields=["href"])  # type: ignore[arg-type]
        assert columns["href"] == [
            "https://a.example/x?y#z",
            "file:///C:/x",
            "https://a.example/",
            None if base is None or base == "sc:x" else "https://b.example/nope",
            None,
        ]
        assert [e is None for e in columns["error"]] == [
            True,
            True,
            True,
            columns["href"][3] is not None,
            False,
        ]
    with pytest.raises(URLParseError):  # a base that does not parse, shortcut or not
        parse_many(["https://a.example/"], "nope", fields=["href"])


def test_failures_missing_values_and_errors() -> None:
    columns = parse_many(["https://a.example/x", "http://exa mple/", None, 3.5], fields=["host"])  # type: ignore[list-item]
    assert columns["host"] == ["a.example", None, None, None]
    assert columns["error"][0] is None
    assert "exa mple" in str(columns["error"][1])
    assert str(columns["error"][2]).startswith("not a string")


def test_arguments() -> None:
    with pytest.raises(URLParseError):
        parse_many(["x"], "not a base")
    with pytest.raises(LookupError):
        parse_many(["x"], encoding="klingon")
    with pytest.raises(ValueError, match="unknown URL fields"):
        parse_many(["x"], fields=["nope"])
    assert parse_many(["HTTP://A/"], fields="href")["href"] == ["http://a/"]


def test_encoding_changes_special_queries_only() -> None:
    columns = parse_many(
        ["https://x.example/é?é", "wss://x.example/?é", "/rel?é"],
        "https://base.example/",
        encoding="shift_jis",
        fields=["href"],
    )
    # é is not in Shift_JIS: the query holds &#233;, percent-encoded; the path and ws:
    # queries stay UTF-8.
    assert columns["href"] == [
        "https://x.example/%C3%A9?%26%23233%3B",
        "wss://x.example/?%C3%A9",
        "https://base.example/rel?%26%23233%3B",
    ]
    columns = parse_many(["https://x.example/?ア"], encoding="shift_jis", fields=["href"])
    assert columns["href"] == ["https://x.example/?%83A"]  # bytes 83 41
    # One rule with webapi.html and the command line (issue 20): Python codec names too.
    for name in ("cp932", "sjis", "Shift_JIS"):
        columns = parse_many(["https://x.example/?ア"], encoding=name, fields=["href"])
        assert columns["href"] == ["https://x.example/?%83A"], name


def test_result_pickles_and_builds_dataframes() -> None:
    rng = random.Random(1)
    inputs = [f"http://h{rng.randrange(9)}.example/{i}" for i in range(50)] + ["nope"]
    columns = parse_many(inputs)
    assert pickle.loads(pickle.dumps(columns)) == columns
    pd = pytest.importorskip("pandas")
    frame = pd.DataFrame(columns)
    assert frame.shape == (51, len(FIELDS) + 1)
    assert frame["href"].iloc[0] == inputs[0]
    pa = pytest.importorskip("pyarrow")
    table = pa.table(columns)
    assert table.num_rows == 51 and table.column("href").null_count == 1


def test_parse_many_arrow() -> None:
    pa = pytest.importorskip("pyarrow")
    from webapi.crawl import parse_many_arrow

    table = parse_many_arrow(pa.array(["HTTP://A.example/./x", None, "nope"]), fields=["href"])
    assert table.column_names == ["href", "error"]
    assert table.column("href").to_pylist() == ["http://a.example/x", None, None]
    assert table.schema.field("href").type == pa.string()
