"""How the streaming subcommands read (blocks of whole lines, split as universal newlines,
a leading byte order mark dropped) and the subcommands that stream like ``normalize``:
``canonicalize``, ``audit`` and ``pattern``."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests._sizes import examples
from webapi import URLPattern
from webapi.cli import _io, main
from webapi.cli._io import Position, SharedInput, _blocks, split_lines
from webapi.crawl import canonicalize, parse_many

# Bytes that make line splitting and decoding interesting: line endings, a BOM's bytes, the
# pieces of a two-byte UTF-8 sequence, bytes that never occur in UTF-8.
_PIECES = [b"a", b"/", b"\n", b"\r", b"\r\n", b"\xef\xbb\xbf", b"\xc3", b"\xa9", b"\xff", b" "]


def _reference(data: bytes) -> list[str]:
    """The lines Python's universal-newline text reading gives (the old way of reading)."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    text = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="replace", newline=None)
    return [line[:-1] if line.endswith("\n") else line for line in text]


@settings(max_examples=examples(400), deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=40), st.integers(1, 12))
def test_blocks_split_like_universal_newlines(pieces: list[bytes], size: int) -> None:
    data = b"".join(pieces)
    blocks = list(_blocks(io.BytesIO(data), size))
    assert [line for block in blocks for line in split_lines(block)] == _reference(data)
    # Every block but the last ends with a line ending: no line is cut between workers.
    assert all(block.endswith((b"\n", b"\r")) for block in blocks[:-1])


def _file_with(folder: str, data: bytes) -> int:
    """A descriptor of a new file in ``folder`` holding ``data``, at its start (a file rather
    than a pipe: Pyodide's pipes do not block; a real pipe is tested in test_workers.py)."""
    fd, _ = tempfile.mkstemp(dir=folder)
    os.write(fd, data)
    os.lseek(fd, 0, os.SEEK_SET)
    return fd


@settings(max_examples=examples(300), deadline=None)
@given(
    st.lists(st.lists(st.sampled_from(_PIECES), max_size=30), max_size=3),
    st.lists(st.text(max_size=3), max_size=5),
    st.integers(1, 12),
    st.lists(st.integers(1, 3), min_size=1, max_size=8),
)
# A CR after the last LF of a read, then a read without a line ending: the reader cut at that
# CR and carried the second read's bytes to the next turn with the first's (9 > 6 + 2 bytes).
@example([[b"a", b"\n", b"\r", b"\xef\xbb\xbf", b"\xef\xbb\xbf", b"a", b"/", b"a"]], [], 6, [1])
def test_shared_input_reads_what_blocks_read(
    streams: list[list[bytes]], arguments: list[str], size: int, counts: list[int]
) -> None:
    # What --jobs workers read in turns (unbuffered, the position handed from turn to turn)
    # are the lines one process reads: the arguments, then each stream's lines.
    datas = [b"".join(pieces) for pieces in streams]
    folder = tempfile.TemporaryDirectory()
    fds = [_file_with(folder.name, data) for data in datas]
    try:
        shared = SharedInput(arguments, fds, size=size, size_lines=2)
        chunks = []
        position: Position | None = Position()
        turn = 0
        while position is not None:
            taken, _, position = shared.take(position, counts[turn % len(counts)])
            chunks += taken
            turn += 1
            # What one turn leaves to the next stays within a read (and the first bytes,
            # read until a byte order mark can be told): the workers' shared memory holds
            # twice a read.
            assert position is None or len(position.pending) <= size + 2
    finally:
        for fd in fds:
            os.close(fd)
        folder.cleanup()
    expected = list(arguments) + [line for data in datas for line in _reference(data)]
    assert [line for chunk in chunks for line in split_lines(chunk)] == expected


def test_blocks_stay_small() -> None:
    data = b"".join(b"http://example.com/%d\r\n" % i for i in range(10_000))
    blocks = list(_blocks(io.BytesIO(data), 1000))
    assert max(map(len, blocks)) < 2100  # about two reads: memory does not grow with the input
    assert sum(map(len, blocks)) == len(data)


def test_a_leading_byte_order_mark_is_dropped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbfHTTP://A.example/\r\nhttp://b.example/\xff\n")
    assert main(["normalize", "--file", str(path)]) == 0
    assert capsys.readouterr().out == "http://a.example/\nhttp://b.example/%EF%BF%BD\n"


def test_parse_many_without_the_error_column() -> None:
    inputs = ["HTTP://A.example/./x", "nope", None]
    with_errors = parse_many(inputs, fields=("href", "host"))  # type: ignore[list-item]
    without = parse_many(inputs, fields=("href", "host"), errors=False)  # type: ignore[list-item]
    assert "error" not in without
    assert without == {k: v for k, v in with_errors.items() if k != "error"}
    assert with_errors["error"][1] is not None


LINES = [
    "https://example.com/books/42",
    "https://EXAMPLE.com/books/7?utm_source=x&b=2&a=1#top",
    "https://example.com/authors/1",
    "/books/9",
    "not a url",
    "https://example.com/books/%E2%9C%93",
]


def _file(tmp_path: Path, lines: list[str]) -> Path:
    path = tmp_path / "in.txt"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def test_pattern(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pattern = "https://example.com/books/:id"
    assert main(["pattern", pattern, "--file", str(_file(tmp_path, LINES))]) == 1
    out = capsys.readouterr().out.split("\n")[:-1]
    expected = []
    for line in LINES:
        result = URLPattern(pattern).exec(line)
        expected.append(
            "" if result is None else json.dumps({"pathname": result["pathname"]["groups"]})
        )
    assert out == expected
    assert out[0] == '{"pathname": {"id": "42"}}' and out[2] == ""


def test_pattern_with_a_base_json_init_and_ignore_case(
    capsys: pytest.CaptureFixture[str],
) -> None:
    base = "https://example.com/"
    assert main(["pattern", "--base", base, "/books/:id", "/books/3", "/BOOKS/3"]) == 1
    assert capsys.readouterr().out == '{"pathname": {"id": "3"}}\n\n'
    init = '{"pathname": "/books/:id"}'
    assert main(["pattern", "--ignore-case", init, "http://a.example/BOOKS/5"]) == 0
    assert capsys.readouterr().out == '{"pathname": {"id": "5"}}\n'
    assert main(["pattern", "--jsonl", init, "http://a.example/books/5?x"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["match"] is True
    assert record["result"] == URLPattern({"pathname": "/books/:id"}).exec(
        "http://a.example/books/5?x"
    )


@pytest.mark.parametrize("pattern", ["/books/:id", "https://example.com/(", "{not json", "[1]"])
def test_a_bad_pattern_is_a_usage_error(pattern: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit:
        main(["pattern", pattern, "https://example.com/"])
    assert exit.value.code == 2
    assert "PATTERN" in capsys.readouterr().err


def test_canonicalize_streams(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _file(tmp_path, LINES)
    base = "https://example.com/"
    arguments = ["canonicalize", "--file", str(path), "--base", base, "--remove-param", "utm_*"]
    assert main(arguments) == 0
    expected = [canonicalize(line, base, remove_params=["utm_*"]) for line in LINES]
    assert capsys.readouterr().out.split("\n")[:-1] == expected


def test_audit_one_line_per_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lines = ["https://example.com/", "http://evil.example\\@good.example/"]
    assert main(["audit", "--jsonl", "--file", str(_file(tmp_path, lines))]) == 1
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["input"] for r in records] == lines
    assert records[0]["findings"] == [] and records[1]["findings"]


@pytest.mark.needs_subprocess
@pytest.mark.parametrize(
    "command",
    [
        ["pattern", "https://example.com/books/:id"],
        # (each run starts two worker processes: one command in the default run, the others in
        # the slow tier)
        pytest.param(["canonicalize", "--base", "https://example.com/"], marks=pytest.mark.slow),
        pytest.param(["audit"], marks=pytest.mark.slow),
    ],
)
def test_jobs_keep_order(
    tmp_path: Path, command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    # Two workers of a real command line against one process (this one, through main()).
    lines = [LINES[i % len(LINES)].replace("42", str(i)) for i in range(2500)]
    path = _file(tmp_path, lines)
    status = main([*command, "--jobs", "1", "--file", str(path)])
    assert status in (0, 1)
    one_process = capsys.readouterr().out
    completed = subprocess.run(
        [sys.executable, "-m", "webapi", *command, "--jobs", "2", "--file", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.returncode == status, completed.stderr
    assert completed.stdout == one_process
    assert len(one_process.splitlines()) == len(lines)


def test_the_line_reader_searches_each_byte_once(monkeypatch: pytest.MonkeyPatch) -> None:
    searched: list[int] = []
    cut = _io._cut

    def spy(pending: bytes, start: int = 0) -> int:
        searched.append(len(pending) - start)
        return cut(pending, start)

    monkeypatch.setattr(_io, "_cut", spy)
    line = b"http://a/" + b"x" * 1_000_000
    data = line + b"\r\n" + b"http://b/\r" + b"y" * 5_000 + b"\n"
    blocks = list(_io._blocks(io.BytesIO(data), 1024))
    assert b"".join(blocks) == data
    assert [x for block in blocks for x in _io.split_lines(block)] == [
        line.decode(),
        "http://b/",
        "y" * 5_000,
    ]
    # Each read's bytes are searched about once (the old reader searched the whole pending
    # line again after every read: some 500 MB here).
    assert sum(searched) <= 2 * len(data)


def test_pattern_warns_on_unknown_init_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pattern", '{"pathnme": "/a/:id"}', "http://x.example/b"]) == 0
    captured = capsys.readouterr()
    assert captured.out == "{}\n"  # JavaScript ignores the key: everything matches
    assert "warning" in captured.err and "'pathnme'" in captured.err
    assert main(["pattern", '{"pathname": "/a/:id"}', "http://x.example/a/1"]) == 0
    assert capsys.readouterr().err == ""
