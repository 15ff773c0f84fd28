"""``webapi links``: the links of HTML files, as JSON Lines."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from webapi.cli._main import main


@pytest.fixture
def page(tmp_path: Path) -> Path:
    path = tmp_path / "page.html"
    path.write_bytes(
        "<meta charset=windows-1252><base href=sub/>"
        "<a href='x?é' rel=next>x</a><img srcset='a.png 2x, b.png 640w'>"
        "<a href='http://a b/'>".encode("cp1252")
    )
    return path


def _records(text: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in text.splitlines()]


def test_links_of_a_file(page: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["links", "--base", "https://example.test/dir/p.html", str(page)]) == 0
    records = _records(capsys.readouterr().out)
    assert records == [
        {
            "file": str(page),
            "element": "a",
            "attribute": "href",
            "value": "x?é",
            "url": "https://example.test/dir/sub/x?%E9",  # the page's encoding
            "rel": "next",
            "descriptor": None,
        },
        {
            "file": str(page),
            "element": "img",
            "attribute": "srcset",
            "value": "a.png",
            "url": "https://example.test/dir/sub/a.png",
            "rel": None,
            "descriptor": "2x",
        },
        {
            "file": str(page),
            "element": "img",
            "attribute": "srcset",
            "value": "b.png",
            "url": "https://example.test/dir/sub/b.png",
            "rel": None,
            "descriptor": "640w",
        },
        {
            "file": str(page),
            "element": "a",
            "attribute": "href",
            "value": "http://a b/",
            "url": None,
            "rel": None,
            "descriptor": None,
        },
    ]


def test_without_base_the_file_url_is_the_document_url(
    page: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["links", str(page)]) == 0
    first = _records(capsys.readouterr().out)[0]
    assert first["url"] == page.parent.absolute().as_uri() + "/sub/x?%E9"


def test_content_type_and_standard_input(
    page: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(page.read_bytes())))
    argv = ["links", "--base", "https://e.test/", "--content-type", "text/html;charset=utf-8", "-"]
    assert main(argv) == 0
    first = _records(capsys.readouterr().out)[0]
    # The header's charset wins over the <meta>: the é byte is not UTF-8.
    assert (first["file"], first["url"]) == ("-", "https://e.test/sub/x?%EF%BF%BD")


def test_usage_errors_and_unreadable_files(
    page: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for argv in (
        ["links", "-"],  # standard input has no URL of its own
        ["links", "--base", "not a url", str(page)],
        ["links", "--default", "nonsense", str(page)],
        ["links", "--default", "replacement", str(page)],
        ["links"],
    ):
        with pytest.raises(SystemExit) as exit_info:
            main(argv)
        assert exit_info.value.code == 2
    capsys.readouterr()
    # A file that cannot be read: said on standard error, the others still printed, exit 2.
    assert main(["links", "--base", "https://e.test/", str(tmp_path / "missing"), str(page)]) == 2
    captured = capsys.readouterr()
    assert "missing" in captured.err
    assert len(_records(captured.out)) == 4


def test_scripting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "lazy.html"
    path.write_bytes(b"<noscript><img src=lazy.png></noscript>")
    assert main(["links", "--base", "https://e.test/", str(path)]) == 0
    assert capsys.readouterr().out == ""
    assert main(["links", "--no-scripting", "--base", "https://e.test/", str(path)]) == 0
    assert [r["url"] for r in _records(capsys.readouterr().out)] == ["https://e.test/lazy.png"]
