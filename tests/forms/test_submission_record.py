"""webapi's bodies of the generated form submissions against Chromium 156's as recorded
(``submission_record``: 20,000 cases of each of ``application/x-www-form-urlencoded`` and
``text/plain``, a digest of each body): the record is of the cases the generator makes now
(a changed generator fails here until the record is made again), and every body webapi writes
is Chromium's. The default run compares the first :data:`DEFAULT_COUNT` cases of each type;
the slow tier all of them (some 2 s in all). Chromium is asked again about a window of them a
day in ``tests/e2e/test_forms_chromium.py``."""

from __future__ import annotations

import pytest

from tests.forms.form_cases import generate
from tests.forms.submission_record import (
    COUNT,
    DEFAULT_COUNT,
    ENCTYPES,
    LARGE,
    SEED,
    cases,
    cases_sha256,
    digest,
    load,
    recorded,
    webapi_body,
)


def test_the_record_is_of_the_cases_generated_now() -> None:
    record = load()
    assert record["chromium"].startswith("156.")
    assert record["generator"] == "tests.forms.form_cases.generate"
    assert (record["seed"], record["count"], record["large"]) == (SEED, COUNT, LARGE)
    assert set(record["digests"]) == set(ENCTYPES)
    assert all(len(value) == 6 * COUNT for value in record["digests"].values())
    first = generate(DEFAULT_COUNT, SEED, large=LARGE)
    assert cases_sha256(first) == record["first_cases_sha256"]


@pytest.mark.parametrize("enctype", ENCTYPES)
def test_the_first_bodies_as_recorded(enctype: str) -> None:
    first = generate(DEFAULT_COUNT, SEED, large=LARGE)
    different = [
        index
        for index, operations in enumerate(first)
        if digest(webapi_body(enctype, operations)) != recorded(enctype, index)
    ]
    assert different == []


def test_a_different_body_is_seen() -> None:
    # (the comparison is not vacuous: a body one byte off has another digest)
    body = webapi_body("text/plain", generate(1, SEED, large=LARGE)[0]) + b"x"
    assert digest(body) != recorded("text/plain", 0)


@pytest.mark.slow
def test_the_record_is_of_all_the_cases_generated_now() -> None:
    assert cases_sha256(cases()) == load()["cases_sha256"]


@pytest.mark.slow
@pytest.mark.parametrize("enctype", ENCTYPES)
def test_the_recorded_twenty_thousand(enctype: str) -> None:
    different = [
        index
        for index, operations in enumerate(cases())
        if digest(webapi_body(enctype, operations)) != recorded(enctype, index)
    ]
    assert different[:10] == []
