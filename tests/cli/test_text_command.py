"""``webapi text PAGE [SELECTOR]``: the text a reader of the page sees (``innerText``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from webapi.cli._main import main

PAGE = (
    "<!DOCTYPE html><meta charset=utf-8><style>.x { display: none }</style><h1>Grüße</h1>"
    "<p class=x>hidden<p>shown <b>bold</b></p><ul><li>a<li>b</ul>"
)


@pytest.fixture
def page(tmp_path: Path) -> Path:
    path = tmp_path / "page.html"
    path.write_bytes(PAGE.encode())
    return path


def test_the_body_text(page: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["text", str(page)]) == 0
    assert capsys.readouterr().out == "Grüße\n\nshown bold\n\na\nb\n"


def test_each_selected_element(page: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["text", str(page), "li, .x"]) == 0
    assert capsys.readouterr().out == "hidden\n\na\n\nb\n"


def test_nothing_selected_is_status_1(page: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["text", str(page), "table"]) == 1
    assert capsys.readouterr().out == ""


def test_an_invalid_selector_is_a_usage_error(
    page: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["text", str(page), "li["])
    assert stop.value.code == 2
    assert "invalid selector" in capsys.readouterr().err


def test_noscript_without_scripting(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "n.html"
    path.write_bytes(b"<noscript>no js</noscript>x")
    assert main(["text", str(path)]) == 0
    assert capsys.readouterr().out == "x\n"
    assert main(["text", str(path), "--no-scripting"]) == 0
    assert capsys.readouterr().out == "no jsx\n"
