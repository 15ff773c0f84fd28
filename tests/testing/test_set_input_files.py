"""``Locator.set_input_files`` against Playwright's in Chromium 156
(:mod:`tests.testing._files_cases`, recorded in :mod:`tests.testing._files_chromium`), and
the selected files as a page and a form submission see them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.testing._files_cases import cases, make_files, webapi_log
from tests.testing._files_chromium import ask, load
from webapi.fileapi import File, FileList
from webapi.testing import Error, Page


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    made = tmp_path_factory.mktemp("files")
    make_files(made)
    return made


def test_logs_equal_chromium(folder: Path) -> None:
    """Every case's events (type, target, isTrusted, bubbles, composed, value and files
    then) and errors equal Chromium's under Playwright, but the timeouts' waits: the
    ``text input path`` case waits 1.5 s on the virtual clock."""
    recorded = load()
    assert len(recorded) == len(cases()) >= 30
    differing = [c["name"] for c in cases() if webapi_log(c, folder) != recorded[c["name"]]]
    assert differing == []


def test_files_value_and_submission(folder: Path) -> None:
    page = Page.open(
        b"<form method=post enctype=multipart/form-data action=http://example.test/up>"
        b"<input type=file name=doc multiple required><input name=t value=v></form>"
    )
    field = page.window.document.querySelector("input")
    assert len(field.files) == 0 and field.value == "" and field.validity.valueMissing
    page.locator("input[type=file]").set_input_files(
        [str(folder / "a.txt"), str(folder / "b.json")]
    )
    files = field.files
    assert isinstance(files, FileList) and files is field.files
    assert [(f.name, f.type, f.size) for f in files] == [
        ("a.txt", "text/plain", 5),
        ("b.json", "application/json", 7),
    ]
    assert files.length == 2 and files.item(2) is None and files[1].name == "b.json"
    assert files[0].lastModified == 1_700_000_000_000
    assert field.value == "C:\\fakepath\\a.txt" and not field.validity.valueMissing

    from webapi.html import form_submission_request
    from webapi.js import await_sync

    request = form_submission_request(page.window.document.forms[0], None)
    body = bytes(await_sync(request.arrayBuffer())).decode()
    assert body.count('name="doc"; filename=') == 2
    assert 'filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n' in body
    assert 'filename="b.json"\r\nContent-Type: application/json\r\n\r\n{"x":1}\r\n' in body

    field.value = ""  # (the empty string empties the selection)
    assert len(field.files) == 0 and field.validity.valueMissing


def test_files_setter_reset_and_type_change() -> None:
    page = Page.open(b"<form><input type=file></form>")
    field = page.window.document.querySelector("input")
    chosen = FileList([File([b"x"], "x.bin")])
    field.files = chosen
    assert field.files is chosen and field.value == "C:\\fakepath\\x.bin"
    field.files = None  # (null: nothing)
    assert field.files is chosen
    with pytest.raises(TypeError):
        field.files = [File([b"x"], "x.bin")]
    page.window.document.forms[0].reset()
    assert len(field.files) == 0
    field.files = chosen
    field.type = "text"
    assert field.files is None and field.value == ""
    field.type = "file"
    assert len(field.files) == 0
    with pytest.raises(TypeError):
        FileList(["x"])


def test_payloads_typed_dict_and_errors() -> None:
    page = Page.open(b"<input id=f type=file><input id=t>")
    with pytest.raises(Error, match="Non-multiple file input can only accept single file"):
        page.locator("#f").set_input_files([{"name": "a", "mimeType": "", "buffer": b""}] * 2)
    with pytest.raises(KeyError):
        page.locator("#f").set_input_files({"name": "a", "buffer": b""})
    page.set_input_files("#f", {"name": "a.txt", "mimeType": "", "buffer": b"hi"})
    assert page.locator("#f").input_value() == "C:\\fakepath\\a.txt"


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_chromium_answers_as_recorded(tmp_path: Path) -> None:
    """Playwright and Chromium asked again, on a sample of the cases (all: a minute)."""
    from oracles.chromium import browser

    make_files(tmp_path)
    recorded = load()
    with browser() as launched:
        for case in cases()[::5]:
            assert ask(launched, case, tmp_path) == recorded[case["name"]], case["name"]
