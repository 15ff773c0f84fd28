"""``webapi query PAGE SELECTOR``: what a CSS selector selects in a page, as JSON Lines."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from webapi.cli._main import main

ROOT = Path(__file__).resolve().parents[2]


def _query(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, list[Any], str]:
    """The status of ``webapi query argv``, the JSON values it printed, its standard error."""
    status = main(["query", *argv])
    captured = capsys.readouterr()
    return status, [json.loads(line) for line in captured.out.splitlines()], captured.err


def _usage_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stop:
        main(["query", *argv])
    captured = capsys.readouterr()
    assert stop.value.code == 2, captured.err
    assert captured.out == ""
    return captured.err


@pytest.fixture
def page(tmp_path: Path) -> Path:
    """A windows-1252 page that says so in a <meta>: é is the byte 0xE9."""
    path = tmp_path / "page.html"
    path.write_bytes(
        "<meta charset=windows-1252><title>Café</title><base href=sub/>"
        "<ul><li class=x><a href='/a?q=é'>A &amp; é</a><li><a href=b>B</a> <img src=i.png></ul>"
        "<input type=checkbox checked>".encode("cp1252")
    )
    return path


def test_default_is_each_match_outer_html_in_tree_order(
    page: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, values, _ = _query([str(page), "li"], capsys)
    assert status == 0
    assert values == [
        '<li class="x"><a href="/a?q=é">A &amp; é</a></li>',
        '<li><a href="b">B</a> <img src="i.png"></li>',
    ]
    assert _query([str(page), "--html", "li.x > a"], capsys)[1] == [
        '<a href="/a?q=é">A &amp; é</a>'
    ]


def test_text_is_text_content(page: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # the <meta> charset decoded the page: windows-1252's 0xE9 is é
    assert _query([str(page), "title, li", "--text"], capsys)[1] == ["Café", "A & é", "B "]


def test_attr_as_written_and_prop_as_javascript_reads_it(
    page: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _query([str(page), "a, img", "--attr", "href"], capsys)[1] == ["/a?q=é", "b", None]
    url = "https://example.test/dir/page.html"
    _, hrefs, _ = _query([str(page), "a", "--prop", "href", "--url", url], capsys)
    # resolved against <base href=sub/> over the document URL; the query is encoded in the
    # document's encoding, as a browser encodes it (é is %E9 in windows-1252)
    assert hrefs == ["https://example.test/a?q=%E9", "https://example.test/dir/sub/b"]
    _, props, _ = _query([str(page), "img, input, a", "--prop", "src", "--url", url], capsys)
    # tree order; an a has no src (JavaScript's undefined), an input's reflects none as ""
    assert props == [None, None, "https://example.test/dir/sub/i.png", ""]
    _, checked, _ = _query([str(page), "input, a", "--prop", "checked"], capsys)
    assert checked == [None, None, True]
    _, names, _ = _query([str(page), "a", "--prop", "tagName"], capsys)
    assert names == ["A", "A"]


def test_without_url_a_file_is_its_file_url(page: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, hrefs, _ = _query([str(page), "a[href=b]", "--prop", "href"], capsys)
    assert hrefs == [page.parent.absolute().as_uri() + "/sub/b"]


def test_count(page: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _query([str(page), "a, img", "--count"], capsys)[:2] == (0, [3])


def test_no_match_prints_nothing_and_exits_1(
    page: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _query([str(page), "table td"], capsys) == (1, [], "")
    assert _query([str(page), "table td", "--count"], capsys) == (1, [0], "")
    empty = page.with_name("empty.html")
    empty.write_bytes(b"")
    assert _query([str(empty), "p", "--text"], capsys) == (1, [], "")


def test_a_shift_jis_page(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "sjis.html"
    path.write_bytes(
        '<meta charset="Shift_JIS"><h1>日本語のページ</h1><a href="?q=日本">リンク</a>'.encode(
            "shift_jis"
        )
    )
    assert _query([str(path), "h1, a", "--text"], capsys)[1] == ["日本語のページ", "リンク"]
    url = "https://example.jp/"
    # a browser encodes the query of a special URL in the document's encoding
    assert _query([str(path), "a", "--prop", "href", "--url", url], capsys)[1] == [
        "https://example.jp/?q=%93%FA%96{"  # (0x7B: "{", left as it is in a query)
    ]


def test_standard_input_with_the_response_content_type_and_url(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The Content-Type header's charset wins over the page's <meta> (as in a browser) and
    # over the windows-1252 default; --url is the response's URL.
    body = '<meta charset=windows-1252><p><a href="../x">ページ</a>'.encode("shift_jis")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(body)))
    argv = ["-", "a", "--prop", "href", "--content-type", "text/html; charset=Shift_JIS"]
    argv += ["--url", "https://example.jp/a/b/c.html"]
    assert _query(argv, capsys)[1] == ["https://example.jp/a/x"]
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(body)))
    assert _query(["-", "a", "--text", "--content-type", "text/html;charset=sjis"], capsys)[1] == [
        "ページ"
    ]
    # Without --url, standard input's document is about:blank: a relative href stays as written.
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(body)))
    assert _query(["-", "a", "--prop", "href"], capsys)[1] == ["../x"]


def test_scripting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "lazy.html"
    path.write_bytes(b"<noscript><img src=lazy.png></noscript>")
    assert _query([str(path), "img", "--count"], capsys)[:2] == (1, [0])
    assert _query([str(path), "img", "--count", "--no-scripting"], capsys)[:2] == (0, [1])


@pytest.mark.parametrize(
    ("selector", "message"),
    [
        ("a[", "'a[' is not a valid selector: an attribute selector without a name."),
        ("", "'' is not a valid selector: an empty selector."),
        ("svg|rect", "'svg|rect' is not a valid selector"),
        (":nth-child(n-99999999999)", "':nth-child(n-99999999999)' is not a valid selector"),
    ],
)
def test_an_invalid_selector_is_a_usage_error(
    page: Path, selector: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _usage_error([str(page), selector], capsys)
    assert "webapi query: error: argument SELECTOR: " + message in err
    assert "Traceback" not in err


def test_other_usage_errors(page: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = _usage_error([str(page), "a", "--url", "not a url"], capsys)
    assert "argument --url: 'not a url' is not a URL" in err
    err = _usage_error([str(page), "a", "--default", "klingon"], capsys)
    assert "--default: unknown encoding: 'klingon'" in err
    err = _usage_error([str(page), "a", "--text", "--count"], capsys)
    assert "not allowed with argument" in err
    err = _usage_error([str(page), "a", "--prop", "classList"], capsys)
    assert "'classList' is a DOMTokenList, not a string, number or boolean" in err
    _usage_error([str(page)], capsys)  # no SELECTOR
    # A page that cannot be read: said on standard error, exit 2.
    status, values, err = _query([str(tmp_path / "missing.html"), "a"], capsys)
    assert (status, values) == (2, [])
    assert "webapi query: " in err and "missing.html" in err


@pytest.mark.needs_subprocess
def test_the_command_from_a_shell(page: Path) -> None:
    """The installed command's way: JSON Lines in UTF-8 whatever the locale, an invalid
    selector one line of usage and one of error on standard error, no traceback."""
    env = {**os.environ, "PYTHONIOENCODING": "ascii", "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "webapi", "query", str(page)]
    done = subprocess.run([*command, "title", "--text"], capture_output=True, env=env, check=False)
    assert (done.returncode, done.stdout) == (0, '"Café"\n'.encode())
    done = subprocess.run([*command, "p >"], capture_output=True, env=env, check=False)
    assert done.returncode == 2
    assert done.stdout == b""
    assert b"Traceback" not in done.stderr
    assert b"error: argument SELECTOR: 'p >' is not a valid selector" in done.stderr


class _Stub:
    """An element whose IDL attributes give what no element of webapi's gives yet: doubles
    (HTML's valueAsNumber, a meter's value) and a getter that throws."""

    def __init__(self, number: float) -> None:
        self.number = number

    @property
    def ratio(self) -> float:
        return self.number

    @property
    def broken(self) -> str:
        from webapi.dom import DOMException

        raise DOMException("not in this state", "InvalidStateError")


@pytest.mark.parametrize(
    ("number", "written"),
    [(float("nan"), "null"), (float("-inf"), "null"), (3.0, "3"), (-0.0, "0"), (0.5, "0.5")],
)
def test_prop_numbers_as_json_stringify_writes_them(number: float, written: str) -> None:
    import argparse

    from webapi.cli._query import _property

    value = _property(argparse.ArgumentParser(), _Stub(number), "ratio")
    assert json.dumps(value) == written


def test_prop_whose_getter_throws_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    import argparse

    from webapi.cli._query import _property

    with pytest.raises(SystemExit) as stop:
        _property(argparse.ArgumentParser(prog="webapi query"), _Stub(0), "broken")
    assert stop.value.code == 2
    assert "reading 'broken' throws InvalidStateError: not in this state" in capsys.readouterr().err


def test_xpath_selects_nodes_and_values(page: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # XPath 1.0 from the document (HTML's name rules: upper case matches), nodes in document
    # order; an attribute or a text node prints its text; a number, string or boolean itself
    assert _query([str(page), "--xpath", "//LI/a", "--text"], capsys)[1] == ["A & é", "B"]
    assert _query([str(page), "--xpath", "//a/@href"], capsys)[1] == ["/a?q=é", "b"]
    assert _query([str(page), "--xpath", "//a/@href", "--attr", "x"], capsys)[1] == [None, None]
    assert _query([str(page), "--xpath", "//li/a", "--attr", "href"], capsys)[1] == ["/a?q=é", "b"]
    assert _query([str(page), "--xpath", "//li", "--count"], capsys)[1] == [2]
    assert _query([str(page), "--xpath", "count(//li)"], capsys)[1] == [2]
    assert _query([str(page), "--xpath", "string(//title)"], capsys)[1] == ["Café"]
    assert _query([str(page), "--xpath", "1 div 0"], capsys)[1] == [None]
    assert _query([str(page), "--xpath", "//svg"], capsys)[0] == 1
    assert "not a valid XPath" in _usage_error([str(page), "--xpath", "//li["], capsys)
    assert "prefix" in _usage_error([str(page), "--xpath", "//h:li"], capsys)
    ns = ["--ns", "h=http://www.w3.org/1999/xhtml"]
    assert _query([str(page), "--xpath", "count(//h:li)", *ns], capsys)[1] == [2]
    assert "PREFIX=URI" in _usage_error([str(page), "--xpath", "1", "--ns", "h"], capsys)
