"""End to end: the constraint validation answers recorded in
``tests/html/test_constraint_validation.py`` (``CHROMIUM_156``) are still Debian's Chromium's
(headless, through Playwright): each case's ``willValidate``, validity states,
``validationMessage`` and ``valueAsNumber``; and the one named departure
(``EMAIL_IDN_DEPARTURE``: Chromium turns an email's domain to Punycode) still occurs."""

from __future__ import annotations

import json

import pytest

from oracles.chromium import evaluate
from tests.html.test_constraint_validation import CHROMIUM_156, EMAIL_IDN_DEPARTURE, FLAGS

pytestmark = pytest.mark.needs_subprocess

JS_ANSWERS = """([cases, flags]) => cases.map(([markup, selector]) => {
  document.body.innerHTML = markup;
  const e = document.querySelector(selector);
  const n = e.valueAsNumber;
  return [e.willValidate, flags.filter((k) => e.validity[k]).join(","), e.validationMessage,
          n === undefined ? null : Number.isNaN(n) ? "NaN" : n,
          e.value === undefined ? null : e.value];
})"""


def test_the_recorded_answers_are_chromiums() -> None:
    cases = [[markup, selector] for markup, selector, *_ in CHROMIUM_156]
    found = evaluate(JS_ANSWERS, [cases, list(FLAGS)])
    for case, answer in zip(CHROMIUM_156, found, strict=True):
        assert tuple(answer[:4]) == tuple(case[2:]), json.dumps(case)
        if case[0] == EMAIL_IDN_DEPARTURE:
            assert answer[4] == "a@xn--b-bga.com"  # (the departure's witness)


def test_the_recorded_pseudo_classes_are_chromiums() -> None:
    from tests.html.test_constraint_validation import PSEUDO_CHROMIUM_156, PSEUDO_MARKUP

    js = """([markup, selectors]) => { document.body.innerHTML = markup;
      return selectors.map((s) => [...document.querySelectorAll(s)].map((e) => e.id)
        .filter(Boolean).join(" ")); }"""
    selectors = sorted(PSEUDO_CHROMIUM_156)
    found = evaluate(js, [PSEUDO_MARKUP, selectors])
    assert dict(zip(selectors, found, strict=True)) == PSEUDO_CHROMIUM_156
