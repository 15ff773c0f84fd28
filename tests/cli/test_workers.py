"""``--jobs N`` on Linux: forked workers that read the input and write the output themselves,
in turns: output in input order whatever the sizes of turns and outputs, on a file descriptor
or through the parent; the counts reported; a failing worker, a closed output and a reader
that stops early all end every worker."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from webapi.cli._io import InputSource, SharedInput
from webapi.cli._records import ChunkResult

pytestmark = [
    pytest.mark.skipif(sys.platform != "linux", reason="forked workers are used on Linux only"),
    pytest.mark.needs_subprocess,
]


def _echo(lines: list[str]) -> ChunkResult:
    """Each line with its length; lines starting with "x" count as failures."""
    failed = sum(line.startswith("x") for line in lines)
    return ChunkResult(
        "".join(f"{line}|{len(line)}\n" for line in lines), len(lines) - failed, failed
    )


def _big(lines: list[str]) -> ChunkResult:
    # Outputs far larger than a pipe's buffer (64 KiB) for a turn.
    return ChunkResult("".join(line * 400 + "\n" for line in lines), len(lines), 0)


def _boom(lines: list[str]) -> ChunkResult:
    if "boom" in lines:
        raise ValueError("boom")
    return _echo(lines)


def _children() -> set[int]:
    task = f"/proc/{os.getpid()}/task/{os.getpid()}/children"
    with open(task, encoding="ascii") as f:
        return {int(pid) for pid in f.read().split()}


def _input_file(tmp_path: Path, lines: list[str]) -> Path:
    path = tmp_path / "in.txt"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def _lines(count: int) -> list[str]:
    return [f"x{i}" if i % 7 == 0 else f"line {i} " + "é" * (i % 5) for i in range(count)]


def _run(
    function: object,
    path: Path,
    jobs: int,
    sink: int | None,
    *,
    every_turn: bool = True,
    arguments: list[str] | None = None,
) -> list[tuple[int, int, int, str | None]]:
    from webapi.cli._workers import forked_turns

    fd = os.open(path, os.O_RDONLY)
    try:
        shared = SharedInput(arguments or [], [fd], size=300, size_lines=3)
        reports = forked_turns(
            function,  # type: ignore[arg-type]
            shared,
            jobs,
            sink,
            every_turn=every_turn,
        )
        return [tuple(report) for report in reports]  # type: ignore[misc]
    finally:
        os.close(fd)


@pytest.mark.parametrize("jobs", [2, 3])
def test_output_in_input_order_on_a_file_descriptor(tmp_path: Path, jobs: int) -> None:
    lines = _lines(20_000)
    path = _input_file(tmp_path, lines)
    before = _children()
    with open(tmp_path / "out.txt", "wb") as out:
        reports = _run(_echo, path, jobs, out.fileno(), arguments=["a1", "x2", "a3", "a4"])
    everything = ["a1", "x2", "a3", "a4", *lines]
    assert (tmp_path / "out.txt").read_text(encoding="utf-8") == _echo(everything).text
    assert len(reports) > 100  # many turns, taken by several workers
    assert sum(r[0] for r in reports) == path.stat().st_size
    assert sum(r[1] for r in reports) == _echo(everything).ok
    assert sum(r[2] for r in reports) == _echo(everything).failed
    assert all(r[3] is None for r in reports)
    assert _children() == before  # every worker was waited for


def test_output_through_the_parent_without_a_file_descriptor(tmp_path: Path) -> None:
    lines = _lines(3000)
    path = _input_file(tmp_path, lines)
    reports = _run(_big, path, 2, None)
    assert "".join(str(r[3]) for r in reports) == _big(lines).text


def test_one_report_per_worker_when_turns_are_not_reported(tmp_path: Path) -> None:
    lines = _lines(5000)
    path = _input_file(tmp_path, lines)
    with open(tmp_path / "out.txt", "wb") as out:
        reports = _run(_echo, path, 3, out.fileno(), every_turn=False)
    assert len(reports) == 3
    assert (sum(r[1] for r in reports), sum(r[2] for r in reports)) == _echo(lines)[1:]
    assert (tmp_path / "out.txt").read_text(encoding="utf-8") == _echo(lines).text


def test_a_stalled_worker_holds_the_others_back_only_after_ahead_turns(tmp_path: Path) -> None:
    """The worker of the first turn stalls (its processor taken, say): the other works on,
    holding up to ``AHEAD`` turns it may not write yet, and no more (memory stays bounded);
    the output is in input order."""
    import time

    from webapi.cli._workers import AHEAD, TURN_CHUNKS

    log = os.open(tmp_path / "log", os.O_WRONLY | os.O_CREAT | os.O_APPEND)
    lines = _lines(6000)

    def stalled(chunk: list[str]) -> ChunkResult:
        if chunk[0] == lines[0]:
            time.sleep(0.5)
        os.write(log, f"{os.getpid()} {chunk[0]!r}\n".encode())  # (O_APPEND: whole lines)
        return _echo(chunk)

    path = _input_file(tmp_path, lines)
    with open(tmp_path / "out.txt", "wb") as out:
        _run(stalled, path, 2, out.fileno())
    os.close(log)
    assert (tmp_path / "out.txt").read_text(encoding="utf-8") == _echo(lines).text
    done = (tmp_path / "log").read_text(encoding="utf-8").splitlines()
    first = next(i for i, line in enumerate(done) if line.endswith(repr(lines[0])))
    stalled_pid = done[first].split()[0]
    meanwhile = [line for line in done[:first] if line.split()[0] != stalled_pid]
    # the turn it works on and AHEAD held ones: never more, and (with 2 or more) more than
    # two held turns could hold
    assert 3 * TURN_CHUNKS < len(meanwhile) <= (AHEAD + 1) * TURN_CHUNKS


def test_a_failing_worker_is_reported(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    from webapi.cli._workers import WorkerFailed

    lines = _lines(3000)
    lines[1500] = "boom"
    path = _input_file(tmp_path, lines)
    before = _children()
    with pytest.raises(WorkerFailed), open(tmp_path / "out.txt", "wb") as out:
        _run(_boom, path, 2, out.fileno())
    assert _children() == before
    assert "ValueError: boom" in capfd.readouterr().err  # the worker's traceback


def test_a_closed_output_ends_every_worker(tmp_path: Path) -> None:
    path = _input_file(tmp_path, _lines(20_000))
    reader, writer = os.pipe()
    os.close(reader)  # say, `webapi normalize | head` after head ended
    before = _children()
    try:
        with pytest.raises(BrokenPipeError):
            _run(_echo, path, 2, writer)
    finally:
        os.close(writer)
    assert _children() == before


def test_stopping_early_leaves_no_process(tmp_path: Path) -> None:
    from webapi.cli._workers import forked_turns

    path = _input_file(tmp_path, _lines(20_000))
    fd = os.open(path, os.O_RDONLY)
    before = _children()
    reports = forked_turns(_echo, SharedInput([], [fd], size=300), 2, None)
    assert next(reports).ok >= 0
    reports.close()  # the parent stopped reading (an exception while writing, say)
    os.close(fd)
    assert _children() == before


@pytest.mark.slow
def test_elsewhere_concurrent_futures_gives_the_same_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import io
    from functools import partial

    from webapi.cli import _stream
    from webapi.cli._records import Options, normalize_chunk

    path = tmp_path / "in.txt"
    path.write_bytes(
        b"".join(b"HTTP://h%d.example/./%d\nbad %d\n" % (i, i, i) for i in range(20_000))
    )
    function = partial(normalize_chunk, options=Options())
    outputs = []
    for platform in ("linux", "darwin"):
        monkeypatch.setattr(_stream.sys, "platform", platform)
        out = io.StringIO()  # no file descriptor: on Linux the output comes through the parent
        totals = _stream.run(InputSource([], [str(path)]), function, out, jobs=2)
        outputs.append((out.getvalue(), totals.ok, totals.failed))
    assert outputs[0] == outputs[1]
    assert outputs[0][1:] == (20_000, 20_000)


def _stdin_lines(count: int) -> Iterator[str]:
    for i in range(count):
        yield f"HTTP://h{i % 101}.example/./{i}" if i % 9 else f"bad {i}"


@pytest.mark.slow
def test_jobs_read_standard_input_from_a_pipe() -> None:
    import subprocess

    data = "".join(line + "\r\n" for line in _stdin_lines(30_000))
    outputs = []
    for jobs in ("1", "2", "3"):
        completed = subprocess.run(
            [sys.executable, "-m", "webapi", "normalize", "--jobs", jobs, "-", "HTTP://last/"],
            input=data.encode(),  # a pipe: reads return what the writer has written so far
            capture_output=True,
            check=False,
        )
        assert completed.returncode == 1
        outputs.append(completed.stdout)
    assert outputs[0] == outputs[1] == outputs[2]
    assert outputs[0].count(b"\n") == 30_001
    # The arguments come first, then the stream.
    assert outputs[0].split(b"\n")[:3] == [b"http://last/", b"", b"http://h1.example/1"]
