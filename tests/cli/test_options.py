"""The command line items of issues #30 and #34: linear ``--format text`` and line reading,
arguments that are not UTF-8, hostile option values (``--jobs``, a deeply nested JSON
pattern, a ``--content-type`` above U+00FF, an unknown ``--default``), one output line per
input, output errors and an early Ctrl-C, one vocabulary of encoding labels, ``webapi decode``
as ``decode_html``, the whole family in ``--help``."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from webapi.cli import _io, _records, _text
from webapi.cli._main import main
from webapi.html import decode_html

ROOT = Path(__file__).resolve().parents[2]


def _usage_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """What ``webapi argv`` says on standard error; it must be a usage error (exit 2)."""
    with pytest.raises(SystemExit) as stop:
        main(argv)
    captured = capsys.readouterr()
    assert stop.value.code == 2, (argv, captured.err)
    assert captured.out == ""
    return captured.err


# --- #30.6: linear in validation errors and in line length ---------------------------------


def test_text_format_shows_each_error_in_an_excerpt() -> None:
    errors = 2_000
    input = "http://a/" + "%" * errors + "x" * 20
    text = _text.render(_records.record(input, _records.Options()), False)
    lines = text.splitlines()
    # Each error: the input around it, a caret, the description (was the whole input).
    excerpts = [line for line in lines if line.startswith(("  http", "  …"))]
    carets = [line for line in lines if line.strip() == "^"]
    assert len(excerpts) == len(carets) == errors
    assert max(map(len, excerpts)) <= 2 + _text.EXCERPT + 2
    assert len(text) < 300 * errors + 2 * len(input)  # was about 2 * errors * len(input)
    for excerpt, caret in zip(excerpts, carets, strict=True):
        assert excerpt[len(caret) - 1] == "%"  # the caret is under the code point it names
    # The excerpt runs to the end of the input (the "x"s) for the last errors, with "…" where
    # it was cut.
    assert excerpts[0].startswith("  http://a/%") and excerpts[0].endswith("…")
    assert excerpts[-1].startswith("  …") and excerpts[-1].endswith("x")
    # A short input is shown whole, as before.
    short = _text.render(_records.record("http://a/%%", _records.Options()), False)
    assert "  http://a/%%\n           ^\n" in short


def test_the_failure_explanation_is_linear_too() -> None:
    # Why a URL fails on standard error (webapi url's JSON array): each of the other errors
    # quotes the input around it (an '@' each here), not the whole input.
    errors = 2_000
    subject = "http://" + "@" * errors + "a b/"
    text = _records.explain_failure(subject, None)
    lines = text.splitlines()
    assert sum("(invalid-credentials)" in line for line in lines) == errors
    assert len(text) < 300 * errors + 4 * len(subject)  # was about 2 * errors * len(subject)
    others = lines[lines.index("other validation errors:") + 1 :]
    quoted, carets = others[1::3], others[2::3]
    assert len(quoted) == len(carets) == errors
    assert max(map(len, quoted)) <= 4 + _text.EXCERPT + 4
    for line, caret in zip(quoted, carets, strict=True):
        assert line[len(caret) - 1] == "@"


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


# --- #30.7: arguments that are not UTF-8 -----------------------------------------------------

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


# --- #30.14, #30.18, #30.19, #34.7: hostile option values are usage errors --------------------


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


# --- #30.19: one output line per input --------------------------------------------------------


def test_controls_in_an_argument_stay_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    inputs = ["http://a\nb/", "http://a\tb/", "http://a\rb/\x7f"]
    for command in ("validate", "audit"):
        main([command, *inputs])
        lines = capsys.readouterr().out.splitlines()
        assert len(lines) == len(inputs), (command, lines)
        shown = [line.split("\t")[1] for line in lines]
        assert shown == ["http://a\u240ab/", "http://a\u2409b/", "http://a\u240db/\u2421"]
        assert all(len(line.split("\t")) == 3 for line in lines)


# --- #30.19: output that cannot be written, an early Ctrl-C ----------------------------------


@pytest.mark.needs_subprocess
@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_output_that_cannot_be_written() -> None:
    cases = {
        ("--version",): "webapi: No space left on device\n",
        ("url", "--help"): "webapi: No space left on device\n",
        ("mime", "text/html"): "webapi mime: No space left on device\n",
        ("normalize", "http://a/", "http://b/"): "webapi normalize: No space left on device\n",
        ("normalize", "--jobs", "2", "http://a/", "http://b/"): (
            "webapi normalize: No space left on device\n"
        ),
    }
    with open("/dev/full", "w") as full:
        running = {
            argv: subprocess.Popen(
                [sys.executable, "-m", "webapi", *argv],
                stdout=full,
                stderr=subprocess.PIPE,
                cwd=ROOT,
            )
            for argv in cases
        }
        for argv, process in running.items():
            _, err = process.communicate(timeout=60)
            assert (process.returncode, err.decode()) == (2, cases[argv]), argv


@pytest.mark.needs_subprocess
def test_an_interrupt_while_the_command_line_loads() -> None:
    # A Ctrl-C that arrives while the command's modules are imported: as if SIGINT came
    # then, the import of webapi.cli._main raises KeyboardInterrupt.
    script = """
import importlib.abc, runpy, sys
class Interrupt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name == "webapi.cli._main":
            raise KeyboardInterrupt
sys.meta_path.insert(0, Interrupt())
sys.argv = ["webapi", "normalize", "http://a/"]
runpy.run_module("webapi", run_name="__main__", alter_sys=True)
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert (done.returncode, done.stdout, done.stderr) == (130, "", "")


@pytest.mark.needs_subprocess
def test_an_interrupt_while_the_console_script_imports_webapi() -> None:
    # The console script's entry point is outside the package: a Ctrl-C while ``import
    # webapi`` itself runs (the package's __init__, before any of webapi.cli) ends quietly.
    script = """
import importlib.abc, sys
class Interrupt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name == "webapi.url":
            raise KeyboardInterrupt
sys.meta_path.insert(0, Interrupt())
sys.argv = ["webapi", "normalize", "http://a/"]
from _webapi_console import run
run()
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert (done.returncode, done.stdout, done.stderr) == (130, "", "")


def test_the_console_script_is_the_guarded_entry_point() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["scripts"] == {"webapi": "_webapi_console:run"}
    assert project["tool"]["setuptools"]["py-modules"] == ["_webapi_console"]


# --- #34.8: webapi decode decodes as decode_html -------------------------------------------


def test_decode_gives_what_decode_html_gives(
    tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    late = (
        b"<html><head><title>" + b"x" * 2000 + b"</title>"
        b'<meta http-equiv="Content-Type" content="text/html; charset=shift_jis">'
        b"</head><body>\x82\xa0\x83A</body></html>"
    )
    pages = {
        "late meta": (late, None, "windows-1252"),
        "late meta, content type": (late, "text/html; charset=euc-jp", "windows-1252"),
        "early meta": (b'<meta charset="gbk">\xc4\xe3\xba\xc3', None, "windows-1252"),
        "BOM": (b"\xef\xbb\xbf<p>\xc3\xa9" + b"y" * 70_000, None, "windows-1252"),
        "default": (b"<p>\x82\xa0" * 40_000, None, "cp932"),
        "UTF-16 BOM": (b"\xff\xfe<\x00p\x00", None, "windows-1252"),
    }
    for name, (data, content_type, default) in pages.items():
        path = tmp_path / "page.html"
        path.write_bytes(data)
        argv = ["decode", str(path), "--default", default]
        if content_type is not None:
            argv += ["--content-type", content_type]
        assert main(argv) == 0
        expected = decode_html(
            data, content_type, default="Shift_JIS" if default == "cp932" else default
        )
        assert capsysbinary.readouterr().out.decode() == expected.text, name
    assert "あア" in decode_html(late).text  # the late <meta> counted


# --- #34.10: the whole family ---------------------------------------------------------------


def test_help_and_the_package_describe_the_whole_family(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0
    help = " ".join(capsys.readouterr().out.split())
    for words in (
        "URL Pattern",
        "MIME Sniffing Standard",
        "Encoding Standard",
        "decoded",
        "links",
        "cookie jar",
    ):
        assert words in help
    with open(ROOT / "pyproject.toml", "rb") as file:
        description = tomllib.load(file)["project"]["description"]
    assert "\n" not in description
    for words in (
        "URL",
        "URLPattern",
        "TextDecoder",
        "MIME",
        "Headers",
        "links",
        "cookie jar",
        "command line",
    ):
        assert words in description
