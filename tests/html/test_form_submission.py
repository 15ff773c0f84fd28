"""Form submission's request (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-submission-algorithm):
``webapi.html.form_submission_request`` and ``last_form_submission`` against the requests
Chromium 156 sends for the same pages (recorded by
``tests/e2e/test_form_submission_chromium.py``, which asks Chromium again in the slow tier):
method, URL, ``Content-Type``, body bytes (the multipart boundary aside) and ``Referer``."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.html import (
    DOMParser,
    document_from_response,
    form_submission_request,
    last_form_submission,
)

PAGE = "https://forms.example/dir/page.html?old=1#frag"
#: (the page's charset, its form: the element with id ``s`` submits it)
CASES = [
    (
        "utf-8",
        "<form action=/search><input name=q value='a b+c&d=é'>"
        "<input name=z value='ࠀ'><button name=go value=Go id=s>x</button>"
        "</form>",
    ),
    (
        "windows-1252",
        "<form action=/s method=post><input name=q value='é€ł'>"
        "<textarea name=t>l1\nl2\r\nl3</textarea><button id=s>x</button></form>",
    ),
    (
        "utf-8",
        "<form action=/s method=post accept-charset='bogus ISO-8859-2'>"
        "<input name=q value='é€ł'><button id=s>x</button></form>",
    ),
    (
        "utf-8",
        "<form action=/t method=post enctype=text/plain>"
        "<input name=q value='a=b'><textarea name=t>x\ny</textarea>"
        "<button id=s>x</button></form>",
    ),
    (
        "utf-8",
        "<form action=/m method=post enctype=multipart/form-data>"
        "<input name=q value='a\"b'><input type=file name=f>"
        "<button id=s name=b value=v>x</button></form>",
    ),
    (
        "utf-8",
        "<form action=/a method=post><input name=q value=1>"
        "<button id=s formaction=/b formmethod=get>x</button></form>",
    ),
    (
        "utf-8",
        "<form><input name=q value=1><button id=s>x</button></form>",
    ),
    (
        "utf-8",
        "<form action='x?y=1#h'><input name=q value=1>"
        "<input type=checkbox name=c checked><input type=checkbox name=d>"
        "<select name=s2><option>o1<option selected>o2</select>"
        "<button id=s>x</button></form>",
    ),
    (
        "utf-8",
        "<form action=/m method=post enctype=multipart/form-data accept-charset"
        "=shift_jis><input name='né' value='あé'><button id=s>x</button></form>",
    ),
    (
        "utf-8",
        "<form action=/i><input type=image name=img id=s><input name=q value=1></form>",
    ),
]
#: Chromium 156's request for each case: method, URL (as sent: no fragment), Content-Type
#: (the multipart boundary written BOUNDARY), body (bytes as Latin-1), Referer.
CHROMIUM_156: list[tuple[str, str, str | None, str, str]] = [
    (
        "GET",
        "https://forms.example/search?q=a+b%2Bc%26d%3D%C3%A9&z=%E0%A0%80&go=Go",
        None,
        "",
        "https://forms.example/dir/page.html?old=1",
    ),
    (
        "POST",
        "https://forms.example/s",
        "application/x-www-form-urlencoded",
        "q=%E9%80%26%23322%3B&t=l1%0D%0Al2%0D%0Al3",
        "https://forms.example/dir/page.html?old=1",
    ),
    (
        "POST",
        "https://forms.example/s",
        "application/x-www-form-urlencoded",
        "q=%E9%26%238364%3B%B3",
        "https://forms.example/dir/page.html?old=1",
    ),
    (
        "POST",
        "https://forms.example/t",
        "text/plain",
        "q=a=b\r\nt=x\r\ny\r\n",
        "https://forms.example/dir/page.html?old=1",
    ),
    (
        "POST",
        "https://forms.example/m",
        "multipart/form-data; boundary=BOUNDARY",
        "--BOUNDARY\r\n"
        'Content-Disposition: form-data; name="q"\r\n'
        "\r\n"
        'a"b\r\n'
        "--BOUNDARY\r\n"
        'Content-Disposition: form-data; name="f"; filename=""\r\n'
        "Content-Type: application/octet-stream\r\n"
        "\r\n"
        "\r\n"
        "--BOUNDARY\r\n"
        'Content-Disposition: form-data; name="b"\r\n'
        "\r\n"
        "v\r\n"
        "--BOUNDARY--\r\n",
        "https://forms.example/dir/page.html?old=1",
    ),
    ("GET", "https://forms.example/b?q=1", None, "", "https://forms.example/dir/page.html?old=1"),
    (
        "GET",
        "https://forms.example/dir/page.html?q=1",
        None,
        "",
        "https://forms.example/dir/page.html?old=1",
    ),
    (
        "GET",
        "https://forms.example/dir/x?q=1&c=on&s2=o2",
        None,
        "",
        "https://forms.example/dir/page.html?old=1",
    ),
    (
        "POST",
        "https://forms.example/m",
        "multipart/form-data; boundary=BOUNDARY",
        "--BOUNDARY\r\n"
        'Content-Disposition: form-data; name="n&#233;"\r\n'
        "\r\n"
        "\x82\xa0&#233;\r\n"
        "--BOUNDARY--\r\n",
        "https://forms.example/dir/page.html?old=1",
    ),
    (
        "GET",
        "https://forms.example/i?img.x=0&img.y=0&q=1",
        None,
        "",
        "https://forms.example/dir/page.html?old=1",
    ),
]


def page_bytes(charset: str, markup: str) -> bytes:
    """The page as served: a ``meta`` charset and the form, in that encoding."""
    codec = "cp1252" if charset == "windows-1252" else charset
    return (f"<!doctype html><meta charset={charset}>" + markup).encode(codec, "xmlcharrefreplace")


def ours(charset: str, markup: str) -> tuple[str, str, str | None, str, str]:
    """webapi's request for a case, as CHROMIUM_156 records Chromium's."""
    document = document_from_response(page_bytes(charset, markup), PAGE)
    submitter = document.getElementById("s")
    request = form_submission_request(submitter.form, submitter)  # type: ignore[union-attr]
    body = bytes(asyncio.run(request.arrayBuffer())) if request.method == "POST" else b""
    content_type = request.headers.get("content-type")
    text = body.decode("latin-1")
    if content_type and "boundary=" in content_type:
        boundary = content_type.split("boundary=")[1]
        text = text.replace(boundary, "BOUNDARY")
        content_type = content_type.replace(boundary, "BOUNDARY")
    return (request.method, request.url.partition("#")[0], content_type, text, request.referrer)


@pytest.mark.needs_loop_run  # (asyncio.run: the body's bytes)
@pytest.mark.parametrize(("case", "expected"), list(zip(CASES, CHROMIUM_156, strict=True)))
def test_the_request_is_chromiums(case: tuple[str, str], expected: tuple[Any, ...]) -> None:
    assert ours(*case) == expected


def _document(markup: str) -> Any:
    return document_from_response(markup.encode(), "https://a.example/p")


def test_the_url_keeps_the_actions_fragment() -> None:
    document = _document("<form action='x?y=1#h'><input name=q value=1></form>")
    request = form_submission_request(document.forms[0])
    assert request.url == "https://a.example/x?q=1#h"


@pytest.mark.needs_loop_run
def test_a_submission_keeps_its_request_and_validation_blocks_it() -> None:
    document = _document(
        "<form action=/go method=post><input name=q required><button>go</button></form>"
    )
    button = document.querySelector("button")
    button.click()
    assert last_form_submission(document) is None  # (q is required and empty)
    document.querySelector("input").value = "hello"
    button.click()
    request = last_form_submission(document)
    assert (request.method, request.url) == ("POST", "https://a.example/go")
    assert asyncio.run(request.text()) == "q=hello"


def test_the_formdata_event_changes_the_entries_and_submit_can_cancel() -> None:
    document = _document("<form action=/go><input name=q value=1></form>")
    form = document.forms[0]
    form.addEventListener("formdata", lambda event: event.formData.append("extra", "2"))
    form.requestSubmit()
    assert last_form_submission(document).url == "https://a.example/go?q=1&extra=2"
    form.addEventListener("submit", lambda event: event.preventDefault())
    form.querySelector("input").value = "3"
    form.requestSubmit()
    assert last_form_submission(document).url == "https://a.example/go?q=1&extra=2"
    form.submit()  # (no submit event: not canceled)
    assert last_form_submission(document).url == "https://a.example/go?q=3&extra=2"


def test_no_request() -> None:
    for markup in (
        "<form method=dialog><input name=q></form>",
        "<form action='mailto:a@b.example'><input name=q></form>",
        "<form action='javascript:void 0'><input name=q></form>",
        "<form action='https://a b.example/'><input name=q></form>",
    ):
        assert form_submission_request(_document(markup).forms[0]) is None, markup


def test_noreferrer() -> None:
    document = _document("<form rel=noreferrer action=/x></form>")
    assert form_submission_request(document.forms[0]).referrer == ""


def test_argument_errors() -> None:
    document = _document("<form id=f></form><form id=g><button id=b>x</button></form>")
    for wrong in (None, "form", document, document.getElementById("b")):
        with pytest.raises(TypeError, match="'form'"):
            form_submission_request(wrong)
    with pytest.raises(TypeError, match="'submitter'"):
        form_submission_request(document.getElementById("f"), document.getElementById("f"))
    with pytest.raises(DOMException) as raised:
        form_submission_request(document.getElementById("f"), document.getElementById("b"))
    assert raised.value.name == "NotFoundError"
    with pytest.raises(TypeError, match="'document'"):
        last_form_submission(DOMParser)
