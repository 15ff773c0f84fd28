"""The command line's arguments: an option error prints the subcommand's usage (issue #20),
arguments must be UTF-8 text, hostile option values are usage errors (``--jobs``, a deeply
nested JSON pattern, a ``--content-type`` above U+00FF, an unknown label), and the commands
take one vocabulary of encoding labels, what the Python API takes (issues #20, #30, #34)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from webapi.cli._main import main
from webapi.crawl import parse_many
from webapi.html import document_encoding

ROOT = Path(__file__).resolve().parents[2]


def _usage_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """What ``webapi argv`` says on standard error; it must be a usage error (exit 2)."""
    with pytest.raises(SystemExit) as stop:
        main(argv)
    captured = capsys.readouterr()
    assert stop.value.code == 2, (argv, captured.err)
    assert captured.out == ""
    return captured.err


# --- arguments that are not UTF-8 (#30.7) -----------------------------------------------------

_BAD = "http://a\udcff/"  # the byte 0xFF as Python decodes it from argv (surrogateescape)


@pytest.mark.parametrize(
    ("argv", "named"),
    [
        (["url", _BAD], "INPUT"),
        (["url", "--format", "text", "http://a/", _BAD], "INPUT"),
        (["normalize", "http://a/", "--base", _BAD], "--base"),
        (["validate", _BAD], "INPUT"),
        (["audit", _BAD], "INPUT"),
        (["canonicalize", "--remove-param", "\udcff", "http://a/"], "--remove-param"),
        (["pattern", "/\udcff", "http://a/"], "PATTERN"),
        (["mime", "text/plain;a=\udce9"], "VALUE"),
        (["sniff", "--content-type", "text/html;charset=\udcff", "-"], "--content-type"),
        (["url", "--encoding", "latin\udcff", "http://a/"], "--encoding"),
        (["url", "http://a/\ud800"], "INPUT"),  # a lone surrogate (Windows' argv can hold one)
    ],
)
def test_arguments_must_be_utf8(
    argv: list[str], named: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _usage_error(argv, capsys)
    assert f"error: argument {named}: " in err
    assert "is not UTF-8 text" in err


@pytest.mark.needs_subprocess
@pytest.mark.skipif(sys.platform == "win32", reason="argv holds no bytes there")
def test_argument_bytes_and_file_names_from_a_real_command_line(tmp_path: Path) -> None:
    bad = subprocess.run(
        [sys.executable, "-m", "webapi", "url", b"http://\xff/"],
        capture_output=True,
        cwd=ROOT,
    )
    assert bad.returncode == 2
    assert bad.stdout == b""
    assert b"argument INPUT: 'http://\\udcff/' is not UTF-8 text (the byte 0xFF at index 7)" in (
        bad.stderr
    )
    # A file name is a path: opened as it is, shown as UTF-8 (U+FFFD for the bad byte).
    name = os.fsencode(tmp_path) + b"/\xffpage\n.html"
    with open(name, "wb") as file:
        file.write(b"<meta charset=gbk>")
    sniffed = subprocess.run(
        [sys.executable, "-m", "webapi", "sniff", name], capture_output=True, cwd=ROOT
    )
    assert sniffed.returncode == 0, sniffed.stderr
    assert sniffed.stdout.decode("utf-8") == f"GBK\ttentative\t{tmp_path}/\ufffdpage\u240a.html\n"


# --- hostile option values are usage errors (#30.14, #30.18, #30.19, #34.7) -------------------


def test_jobs_out_of_range(capsys: pytest.CaptureFixture[str]) -> None:
    for jobs in ("99999999999999999999", "257", "0", "-1"):
        err = _usage_error(["normalize", "--jobs", jobs, "http://a/"], capsys)
        assert "argument --jobs: must be from 1 to 256" in err
    err = _usage_error(["normalize", "--jobs", "9" * 5000, "http://a/"], capsys)
    assert "argument --jobs: not a whole number" in err


def test_a_deeply_nested_json_pattern(capsys: pytest.CaptureFixture[str]) -> None:
    nested = "[" * 5000 + "]" * 5000
    for pattern in ('{"pathname": ' + nested + "}", '{"pathname": "/a", "x": ' + nested + "}"):
        err = _usage_error(["pattern", pattern, "http://a/"], capsys)
        assert "the pattern's JSON is nested too deeply" in err
        assert len(err) < 1000  # the pattern is not repeated whole


def test_content_type_above_latin1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    page = tmp_path / "page.html"
    page.write_bytes(b"<p>hi")
    for command in ("decode", "sniff", "sniff-type"):
        argv = [command, "--content-type", "text/html; charset=\u20ac", str(page)]
        err = _usage_error(argv, capsys)
        assert "argument --content-type: a header value is bytes: '€' (U+20AC) at index 19" in err
    # Up to U+00FF a code point is a byte, as the library takes it.
    assert main(["sniff", "--content-type", "text/html; charset=\xfc", str(page)]) == 0
    assert capsys.readouterr().out == f"windows-1252\ttentative\t{page}\n"


def test_an_unknown_label_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    page = tmp_path / "page.html"
    page.write_bytes(b"<p>hi")
    for argv in (
        ["sniff", "--default", "klingon", str(page)],
        ["decode", "--default", "klingon", str(page)],
        ["decode", "--encoding", "klingon", str(page)],
        ["normalize", "--encoding", "klingon", "http://a/"],
    ):
        err = _usage_error(argv, capsys)
        option = argv[1]
        assert f"error: {option}: unknown encoding: 'klingon'" in err
    err = _usage_error(["decode", "--default", "csiso2022kr", str(page)], capsys)
    assert "--default: 'csiso2022kr' names the replacement encoding" in err


def test_one_vocabulary_of_encoding_labels(
    tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    # decode and the URL commands take the same names: Encoding Standard labels and, as an
    # extension, Python codec names of browsers' encodings (cp932 is Shift_JIS).
    text = "日本語のテキスト"
    path = tmp_path / "sjis.txt"
    path.write_bytes(text.encode("cp932"))
    for label in ("shift_jis", "cp932", "sjis"):
        assert main(["decode", "--encoding", label, str(path)]) == 0
        assert capsysbinary.readouterr().out == text.encode()
        assert main(["sniff", "--default", label, str(path)]) == 0
        assert capsysbinary.readouterr().out == f"Shift_JIS\ttentative\t{path}\n".encode()
    for label in ("shift_jis", "cp932"):
        assert main(["normalize", "--encoding", label, "http://a/?q=日本"]) == 0
        assert capsysbinary.readouterr().out == b"http://a/?q=%93%FA%96{\n"


# --- the subcommand's usage, one vocabulary of encodings ----------------------------------


@pytest.mark.parametrize(
    ("argv", "command"),
    [
        (["url", "--bogus", "x"], "url"),
        (["normalize", "--jobs", "0"], "normalize"),
        (["url", "x", "--base", "not a url"], "url"),
        (["validate", "--encoding", "klingon"], "validate"),
        (["canonicalize", "--frobnicate"], "canonicalize"),
        (["pattern", "/x", "--base", "nope"], "pattern"),
    ],
)
def test_option_errors_print_the_subcommands_usage(
    argv: list[str], command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"usage: webapi {command} ")
    assert f"webapi {command}: error: " in err


def test_encoding_takes_what_the_python_api_takes(capsys: pytest.CaptureFixture[str]) -> None:
    input = "http://a.example/?q=日本"
    for name in ("cp932", "sjis", "Shift_JIS", "shift_jis_2004"):
        assert main(["url", "--encoding", name, "--fields", "href", input]) == 0, name
        out = capsys.readouterr().out
        expected = parse_many([input], encoding=document_encoding(name))["href"][0]
        assert json.loads(out)["href"] == expected == "http://a.example/?q=%93%FA%96{"
    # replacement (iso2022_kr, hz): a document whose URLs are UTF-8.
    assert main(["normalize", "--encoding", "hz", input]) == 0
    assert capsys.readouterr().out == "http://a.example/?q=%E6%97%A5%E6%9C%AC\n"
    with pytest.raises(SystemExit) as caught:
        main(["url", "--encoding", "klingon", "x"])
    assert caught.value.code == 2
    assert "'klingon'" in capsys.readouterr().err
