"""Chromium 156's bodies of the 20,000 generated form submissions of each of
``application/x-www-form-urlencoded`` and ``text/plain`` (``form_cases.generate(COUNT, SEED,
large=LARGE)``), recorded once (``python -m tests.forms.submission_record``, some 18 minutes) in
:data:`RECORD`: a 6-byte digest of each body (:func:`digest`), and the facts that say which
cases they are (the generator, its seed, count and size of files, and a SHA-256 of the cases'
JSON: :func:`cases_sha256`, so that a change of the generator fails
``tests/forms/test_submission_record.py`` until the record is made again).

webapi's bodies are compared with the record on every case in the slow tier (the first
:data:`DEFAULT_COUNT` in the default run); ``tests/e2e/test_forms_chromium.py`` asks Chromium
again about a window of :data:`WINDOW` cases of each type a day (:func:`window`), so that a
change of Chromium is still seen. Every body was webapi's when recorded: the record keeps no
differences (:func:`_record` refuses to write one with any)."""

from __future__ import annotations

import base64
import datetime
import functools
import gzip
import hashlib
import json
import sys
import time
from pathlib import Path
from typing import Any

from tests.forms.form_cases import JS_APPLY, build, generate
from webapi import forms
from webapi.url import urlencoded_serialize

SEED, COUNT, LARGE = 5353, 20_000, 64
#: The encoding types recorded (multipart/form-data's bodies have Chromium's random boundary:
#: its 20,000 cases are ``new Request``'s bodies, asked every slow run).
ENCTYPES = ("application/x-www-form-urlencoded", "text/plain")
RECORD = Path(__file__).with_name("_chromium_submissions.json.gz")
#: The cases the default run compares (and whose SHA-256 it checks).
DEFAULT_COUNT = 200
#: The cases of each type the slow tier asks Chromium about again (another window each day).
WINDOW = 1_000
_DIGEST_SIZE = 6

SUBMIT_URL = "http://forms.test/submit"
#: Submits one empty form per case, each into its own iframe (so that the submissions run at
#: once), to SUBMIT_URL?index, the form's formdata event adding the case's entries.
JS_SUBMIT_MANY = (
    "([enctype, cases, url]) => {\nconst apply = (form, operations) => {"
    + JS_APPLY
    + r"""};
  document.body.replaceChildren();
  cases.forEach((operations, index) => {
    const frame = document.createElement("iframe");
    frame.name = `t${index}`;
    const form = document.createElement("form");
    form.method = "POST";
    form.action = `${url}?${index}`;
    form.target = frame.name;
    form.enctype = enctype;
    form.acceptCharset = "UTF-8";
    form.addEventListener("formdata", ({formData}) => apply(formData, operations));
    document.body.append(frame, form);
  });
  for (const form of document.forms) form.requestSubmit();
}"""
)
#: Forms a page submits at once.
SUBMIT_BATCH = 200


@functools.cache
def cases() -> list[list[list[Any]]]:
    """The :data:`COUNT` cases recorded."""
    return generate(COUNT, SEED, large=LARGE)


def cases_sha256(some: list[list[list[Any]]]) -> str:
    """The SHA-256 (hex) of the cases' JSON (compact, not ASCII-escaped; lone surrogates as
    ``surrogatepass`` writes them)."""
    text = json.dumps(some, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def digest(body: bytes) -> bytes:
    """The 6-byte digest of a submission's body."""
    return hashlib.blake2b(body, digest_size=_DIGEST_SIZE).digest()


def webapi_body(enctype: str, operations: list[list[Any]]) -> bytes:
    """webapi's body of a form of the case's entries submitted with ``enctype`` (one of
    :data:`ENCTYPES`)."""
    pairs = forms.convert_to_list_of_name_value_pairs(build(operations).entry_list)
    if enctype == "text/plain":
        return forms.text_plain_encode(pairs).encode("utf-8")
    return urlencoded_serialize(pairs).encode("ascii")


@functools.cache
def load() -> dict[str, Any]:
    """The record (:data:`RECORD`: JSON, gzip-compressed): its facts, and ``digests``: for each
    encoding type the bytes of its :data:`COUNT` digests."""
    data: dict[str, Any] = json.loads(gzip.decompress(RECORD.read_bytes()))
    data["digests"] = {
        enctype: base64.b64decode(value) for enctype, value in data["digests"].items()
    }
    return data


def recorded(enctype: str, index: int) -> bytes:
    """The digest of Chromium's body of case ``index`` submitted with ``enctype``."""
    digests: bytes = load()["digests"][enctype]
    return digests[index * _DIGEST_SIZE : (index + 1) * _DIGEST_SIZE]


def window(enctype: str, day: datetime.date) -> range:
    """The cases asked of Chromium again on ``day`` (each type its own window)."""
    start = (day.toordinal() * WINDOW + ENCTYPES.index(enctype) * COUNT // 2) % (COUNT - WINDOW)
    return range(start, start + WINDOW)


def chromium_bodies(
    enctype: str, some: list[list[list[Any]]], launched: Any
) -> list[tuple[bytes, str]]:
    """The body and Content-Type of each case submitted by Chromium (a Playwright ``Browser``)
    in a form of ``enctype``, :data:`SUBMIT_BATCH` forms at once, the requests caught by
    Playwright's routing."""
    found: list[tuple[bytes, str]] = []
    page = launched.new_page()
    try:
        for start in range(0, len(some), SUBMIT_BATCH):
            batch = some[start : start + SUBMIT_BATCH]
            caught: dict[int, tuple[bytes, str]] = {}

            def catch(route: Any, request: Any, caught: dict[int, Any] = caught) -> None:
                index = int(request.url.rsplit("?", 1)[1])
                caught[index] = (request.post_data_buffer or b"", request.headers["content-type"])
                route.fulfill(status=204, body="")

            page.goto("about:blank")
            page.route(SUBMIT_URL + "?*", catch)
            page.evaluate(JS_SUBMIT_MANY, [enctype, batch, SUBMIT_URL])
            for _ in range(2000):
                if len(caught) == len(batch):
                    break
                page.wait_for_timeout(10)
            page.unroute(SUBMIT_URL + "?*")
            assert len(caught) == len(batch), f"{len(caught)} of {len(batch)} submissions seen"
            found += [caught[index] for index in range(len(batch))]
    finally:
        page.close()
    return found


def _record() -> None:
    """Ask Chromium about every case of each type and write :data:`RECORD`."""
    from oracles.chromium import browser

    all_cases = cases()
    began = time.monotonic()
    digests: dict[str, str] = {}
    with browser() as launched:
        version = launched.version
        for enctype in ENCTYPES:
            bodies = []
            for start in range(0, COUNT, 1_000):
                some = all_cases[start : start + 1_000]
                for offset, (body, _) in enumerate(chromium_bodies(enctype, some, launched)):
                    assert body == webapi_body(enctype, some[offset]), (enctype, start + offset)
                    bodies.append(digest(body))
                print(
                    f"{enctype}: {start + 1_000} cases, {time.monotonic() - began:.0f} s",
                    file=sys.stderr,
                    flush=True,
                )
            digests[enctype] = base64.b64encode(b"".join(bodies)).decode("ascii")
    data = {
        "chromium": version,
        "generator": "tests.forms.form_cases.generate",
        "seed": SEED,
        "count": COUNT,
        "large": LARGE,
        "cases_sha256": cases_sha256(all_cases),
        "first_cases_sha256": cases_sha256(all_cases[:DEFAULT_COUNT]),
        "digest": f"blake2b, {_DIGEST_SIZE} bytes, of the body",
        "digests": digests,
    }
    text = json.dumps(data, indent=1, sort_keys=True)
    RECORD.write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))
    print(f"wrote {RECORD} ({RECORD.stat().st_size} bytes)", file=sys.stderr)


if __name__ == "__main__":
    _record()
