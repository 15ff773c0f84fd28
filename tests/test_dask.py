"""``webapi.dask``: URL columns of Dask DataFrames and Bags, equal to single-process parsing.

The slow test starts a ``dask.distributed.LocalCluster`` of two worker processes on
127.0.0.1 and runs the three benchmark corpora through it."""

from __future__ import annotations

import math

import pytest

from benchmarks.corpora import BASE, load_all
from webapi.crawl import parse_many


def _as_none(values: list[object]) -> list[object]:
    """Dask may store a missing string as NA or NaN: compare them as None."""
    out: list[object] = []
    for value in values:
        missing = value is None or (isinstance(value, float) and math.isnan(value))
        out.append(None if missing or type(value).__name__ == "NAType" else value)
    return out


def _check(frame_module: object, lines: list[str], base: str | None, partitions: int) -> None:
    import dask.bag as db
    import dask.dataframe as dd
    import pandas as pd

    from webapi.dask import normalize_bag, url_columns

    expected = parse_many(lines, base, fields=("href", "host"))
    frame = dd.from_pandas(pd.DataFrame({"u": lines}), npartitions=partitions)
    result = url_columns(frame, "u", base=base, fields=("href", "host")).compute()
    assert list(result.columns) == ["u", "u_href", "u_host", "u_error"]
    assert _as_none(result["u_href"].tolist()) == expected["href"]
    assert _as_none(result["u_host"].tolist()) == expected["host"]
    errors = _as_none(result["u_error"].tolist())
    assert [e is None for e in errors] == [e is None for e in expected["error"]]
    bag = db.from_sequence(lines, npartitions=partitions)
    assert normalize_bag(bag, base=base).compute() == expected["href"]


def test_small_frame_on_the_local_scheduler() -> None:
    pytest.importorskip("dask.dataframe")
    import dask

    lines = ["HTTP://A.example/./x", "nope", "/rel?q=1 2", "http://[::1]/", ""] * 40
    with dask.config.set(scheduler="sync"):
        _check(None, lines, "https://base.example/dir/", 3)


@pytest.mark.slow
@pytest.mark.needs_subprocess
@pytest.mark.needs_sockets
def test_corpora_on_a_two_process_local_cluster(two_process_dask_client: object) -> None:
    for corpus in load_all():
        lines = [line for line, _ in corpus.items]
        _check(None, lines, BASE, 8)
