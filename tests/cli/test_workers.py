"""``--jobs N`` on Linux: forked workers fed through pipes, results in task order, whatever
the sizes of tasks and results (the parent never blocks on one pipe while a worker waits on
another), a failing worker reported, no process left behind."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

import pytest

pytestmark = [
    pytest.mark.skipif(sys.platform != "linux", reason="forked workers are used on Linux only"),
    pytest.mark.needs_subprocess,
]


def _echo_big(task: list[int]) -> list[bytes]:
    # Results far larger than a pipe's buffer (64 KiB), tasks too when the items are big.
    return [bytes([item % 256]) * 300_000 for item in task]


def _children() -> set[int]:
    task = f"/proc/{os.getpid()}/task/{os.getpid()}/children"
    with open(task, encoding="ascii") as f:
        return {int(pid) for pid in f.read().split()}


def test_results_in_order_whatever_their_size() -> None:
    from webapi.cli._workers import forked_map

    before = _children()
    out = list(forked_map(_echo_big, iter(range(40)), 3, 4))
    assert [task for task, _ in out] == [list(range(i, i + 4)) for i in range(0, 40, 4)]
    assert all(result == _echo_big(task) for task, result in out)
    assert _children() == before  # every worker was waited for


def _fail_on_7(task: list[int]) -> list[int]:
    if 7 in task:
        raise ValueError("seven")
    return task


def test_a_failing_worker_is_reported() -> None:
    from webapi.cli._workers import WorkerFailed, forked_map

    before = _children()
    with pytest.raises(WorkerFailed):
        list(forked_map(_fail_on_7, iter(range(20)), 2, 2))
    assert _children() == before


def test_stopping_early_leaves_no_process() -> None:
    from webapi.cli._workers import forked_map

    before = _children()
    results = forked_map(_echo_big, iter(range(1000)), 2, 1)
    assert next(results)[0] == [0]
    results.close()  # say, standard output was closed: the workers see their pipes end
    assert _children() == before


def test_elsewhere_concurrent_futures_gives_the_same_output(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import io
    from functools import partial

    from webapi.cli import _stream
    from webapi.cli._records import Options, normalize_chunk

    data = b"".join(b"HTTP://h%d.example/./%d\nbad %d\n" % (i, i, i) for i in range(20_000))
    function = partial(normalize_chunk, options=Options())
    outputs = []
    for platform in ("linux", "darwin"):
        monkeypatch.setattr(_stream.sys, "platform", platform)
        out = io.StringIO()
        chunks = _stream_chunks(data)
        totals = _stream.run(chunks, function, out, jobs=2)
        outputs.append((out.getvalue(), totals.ok, totals.failed))
    assert outputs[0] == outputs[1]
    assert outputs[0][1:] == (20_000, 20_000)


def _stream_chunks(data: bytes) -> Iterator[bytes]:
    import io

    from webapi.cli._io import _blocks

    return _blocks(io.BytesIO(data))
