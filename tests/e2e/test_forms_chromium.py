"""End to end: the bodies webapi's form encodings write against Chromium's own (Debian's
/usr/bin/chromium, headless, through Playwright), on the generated FormData cases of
``tests/forms/form_cases.py``:

- ``new Request(url, {method: "POST", body: formData}).arrayBuffer()``: the multipart/form-data
  body, byte for byte with Chromium's boundary given to webapi's encoder (and the entries);
- a real form submission of each encoding type (``multipart/form-data``,
  ``application/x-www-form-urlencoded``, ``text/plain``): an empty ``<form>`` whose ``formdata``
  event appends the case's entries, submitted, and the request body caught by Playwright's
  routing: webapi's :func:`multipart_form_data_encode`, :func:`webapi.url.urlencoded_serialize`
  and :func:`text_plain_encode` of the name-value pairs must write the same bytes.

No difference is allowed: Chromium writes what the HTML Standard says (undici's departure,
``undici-empty-filename-omitted``, is not Chromium's: its witness is checked here too). The
default run checks 101 cases through ``Request``, 61 submissions of each type 200 at once and 6
one by one. The slow tier: 20,000 cases through ``Request``, 2,000 multipart submissions, 100
of each type one by one; and of the 20,000 urlencoded and text/plain submissions of each
recorded once (``tests/forms/submission_record.py``: a digest of each of Chromium's bodies;
webapi's compared with them all by ``tests/forms/test_submission_record.py``) a window of 1,000
of each type asked again, another each day, so that a change of Chromium is still seen.
"""

from __future__ import annotations

import base64
import datetime
from typing import Any

import pytest

from oracles.chromium import browser
from tests.forms import submission_record
from tests.forms.form_cases import (
    JS_APPLY,
    JS_ENCODE,
    all_ascii_case,
    boundary_of,
    build,
    differences,
    generate,
)
from tests.forms.submission_record import SUBMIT_URL, chromium_bodies
from webapi import forms
from webapi.fileapi import File
from webapi.url import urlencoded_serialize

pytestmark = pytest.mark.needs_subprocess

#: Submits an empty form of the given encoding type to SUBMIT_URL, its formdata event adding
#: the case's operations' entries.
JS_SUBMIT = (
    "([enctype, operations, url]) => {\nconst apply = (form, operations) => {"
    + JS_APPLY
    + r"""};
  document.body.replaceChildren();
  const form = document.createElement("form");
  form.method = "POST";
  form.action = url;
  form.enctype = enctype;
  form.acceptCharset = "UTF-8";
  form.addEventListener("formdata", ({formData}) => apply(formData, operations));
  document.body.append(form);
  form.requestSubmit();
}"""
)
ENCTYPES = ("multipart/form-data", "application/x-www-form-urlencoded", "text/plain")


def _request_bodies(cases: list[list[list[Any]]]) -> list[Any]:
    """The cases whose Request body or entries differ from Chromium's."""
    with browser() as launched:
        page = launched.new_page()
        theirs = []
        for start in range(0, len(cases), 200):
            theirs += page.evaluate(JS_ENCODE, cases[start : start + 200])
    return differences(cases, theirs)


def _submissions(cases: list[list[list[Any]]]) -> list[Any]:
    """The (case, encoding type) whose submitted body differs from what webapi writes."""
    different = []
    with browser() as launched:
        page = launched.new_page()
        for operations in cases:
            pairs = forms.convert_to_list_of_name_value_pairs(build(operations).entry_list)
            for enctype in ENCTYPES:
                caught: dict[str, Any] = {}

                def catch(route: Any, request: Any, caught: dict[str, Any] = caught) -> None:
                    caught["body"] = request.post_data_buffer or b""
                    caught["type"] = request.headers.get("content-type")
                    route.fulfill(status=204, body="")

                page.goto("about:blank")
                page.route(SUBMIT_URL, catch)
                page.evaluate(JS_SUBMIT, [enctype, operations, SUBMIT_URL])
                for _ in range(200):
                    if caught:
                        break
                    page.wait_for_timeout(25)
                page.unroute(SUBMIT_URL)
                body = caught["body"]
                if enctype == "multipart/form-data":
                    entry_list = build(operations).entry_list
                    ours = forms.multipart_form_data_encode(entry_list, boundary_of(caught["type"]))
                elif enctype == "text/plain":
                    ours = forms.text_plain_encode(pairs).encode("utf-8")
                else:
                    ours = urlencoded_serialize(pairs).encode("ascii")
                if ours != body:
                    different.append((enctype, operations, body))
    return different


def _ours(enctype: str, operations: list[list[Any]], content_type: str) -> bytes:
    """webapi's body of a form of the case's entries, submitted with ``enctype`` (the boundary
    taken from Chromium's ``content_type``)."""
    entry_list = build(operations).entry_list
    if enctype == "multipart/form-data":
        return forms.multipart_form_data_encode(entry_list, boundary_of(content_type))
    pairs = forms.convert_to_list_of_name_value_pairs(entry_list)
    if enctype == "text/plain":
        return forms.text_plain_encode(pairs).encode("utf-8")
    return urlencoded_serialize(pairs).encode("ascii")


def submitted_differences(enctype: str, cases: list[list[list[Any]]]) -> list[Any]:
    """The cases whose body, submitted by Chromium in a form of ``enctype``, differs from
    webapi's; the forms submitted :data:`~tests.forms.submission_record.SUBMIT_BATCH` at once."""
    with browser() as launched:
        theirs = chromium_bodies(enctype, cases, launched)
    return [
        (enctype, operations, body)
        for operations, (body, content_type) in zip(cases, theirs, strict=True)
        if _ours(enctype, operations, content_type) != body
    ]


def test_request_bodies_are_chromiums() -> None:
    assert _request_bodies([all_ascii_case(), *generate(100, seed=51)]) == []


@pytest.mark.slow
def test_request_bodies_are_chromiums_20000() -> None:
    assert _request_bodies(generate(20_000, seed=5151, large=1 << 16)) == []


@pytest.mark.parametrize("enctype", ENCTYPES)
def test_submitted_bodies_are_chromiums(enctype: str) -> None:
    cases = [all_ascii_case(), *generate(60, seed=53, large=64)]
    assert submitted_differences(enctype, cases) == []


@pytest.mark.slow
@pytest.mark.parametrize("enctype", submission_record.ENCTYPES)
def test_a_window_of_the_recorded_submissions_asked_again(enctype: str) -> None:
    """urlencoded and text/plain: the 20,000 submissions of each recorded once
    (``tests/forms/submission_record.py``; webapi's bodies compared with the record on all of
    them by ``tests/forms/test_submission_record.py``), ``WINDOW`` (1,000) of them asked again
    (another window each day): Chromium's bodies are still the ones recorded, and webapi's.
    (multipart's 20,000 are the Request bodies above, its own submissions 2,000 here.)"""
    chosen = submission_record.window(enctype, datetime.date.today())
    cases = submission_record.cases()[chosen.start : chosen.stop]
    with browser() as launched:
        theirs = chromium_bodies(enctype, cases, launched)
    changed = [
        index
        for index, (body, _) in zip(chosen, theirs, strict=True)
        if submission_record.digest(body) != submission_record.recorded(enctype, index)
    ]
    assert changed == []
    different = [
        index
        for index, operations, (body, _) in zip(chosen, cases, theirs, strict=True)
        if submission_record.webapi_body(enctype, operations) != body
    ]
    assert different == []


@pytest.mark.slow
def test_submitted_multipart_bodies_are_chromiums_2000() -> None:
    cases = generate(2_000, seed=5454, large=1 << 14)
    assert submitted_differences("multipart/form-data", cases) == []


def test_form_submissions_are_chromiums() -> None:
    assert _submissions([all_ascii_case(), *generate(5, seed=52, large=2000)]) == []


@pytest.mark.slow
def test_form_submissions_are_chromiums_100() -> None:
    assert _submissions(generate(100, seed=5252, large=2000)) == []


def test_chromium_writes_an_empty_filename() -> None:
    """``undici-empty-filename-omitted`` is undici's alone: Chromium writes filename=""."""
    blob = {"bits": "", "type": "", "file": "", "lastModified": 1}
    with browser() as launched:
        [(content_type, body, _)] = launched.new_page().evaluate(
            JS_ENCODE, [[["append", "f", blob, None]]]
        )
    ours = forms.multipart_form_data_encode(
        [("f", File([], "", lastModified=1))], boundary_of(content_type)
    )
    assert base64.b64decode(body) == ours
    assert b'; filename=""\r\n' in ours
