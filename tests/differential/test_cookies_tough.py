"""webapi's jar against tough-cookie (npm, the version pinned in ``oracles/node``, in the
pinned Node 26) on generated sequences of Set-Cookie fields and requests
(:mod:`tests.differential.cookie_sequences`): every difference in the stored cookies and
the Cookie headers must fall in a named class of tough-cookie's departures from RFC 6265bis
(:data:`~tests.differential.cookie_classes.TOUGH_COOKIE_CLASSES`); none unclassified.

The slow tier runs 3,000 sequences (seed 1); ``WEBAPI_COOKIE_SEQUENCES=N`` runs N. The
default tier checks one witness sequence per class: each class is real (tough-cookie
differs there) and is the one the classifier names."""

from __future__ import annotations

import os
from collections import Counter

import pytest

from .cookie_classes import TOUGH_COOKIE_CLASSES, classify, differs
from .cookie_oracles import run_ours, run_tough
from .cookie_sequences import sequences

pytestmark = pytest.mark.needs_subprocess

#: Class -> a sequence where tough-cookie departs from the draft that way.
WITNESSES: dict[str, list[dict[str, str]]] = {
    "ctl": [{"url": "https://a.example/", "set": "a=b\rc"}, {"get": "https://a.example/"}],
    "loose-equals": [{"url": "https://a.example/", "set": "=a=b"}],
    "empty-pair": [{"url": "https://a.example/", "set": "; Path=/"}],
    "samesite-none-insecure": [{"url": "https://a.example/", "set": "a=1; SameSite=None"}],
    "non-ascii-domain": [
        {"url": "https://xn--bcher-kva.example/", "set": "a=1; Domain=bücher.example"}
    ],
    "size-4096": [{"url": "https://a.example/", "set": "a=" + "x" * 4096}],
    "size-1024": [{"url": "https://a.example/", "set": "a=1; Path=/" + "p" * 1024}],
    "prefix-case": [{"url": "http://a.example/", "set": "__SECURE-a=1"}],
    "layered-prefixes": [{"url": "https://a.example/", "set": "__Http-a=1; Secure"}],
    "nameless-prefix": [{"url": "https://a.example/", "set": "__Host-a; Secure"}],
    "trailing-dot": [
        {"url": "https://a.example./", "set": "a=1"},
        {"get": "https://a.example./"},
    ],
    "ipv6-domain": [{"url": "https://[::1]/", "set": "a=1"}],
    "lifetime": [{"url": "https://a.example/", "set": "a=1; Max-Age=99999999"}],
    "empty-domain": [{"url": "https://www.a.example/", "set": "a=1; Domain=a.example; Domain="}],
    "no-lax-by-default": [
        {"url": "https://a.example/", "set": "a=1"},
        {"get": "https://a.example/", "context": "none"},
    ],
    "host-prefix-path": [{"url": "https://a.example/", "set": "__Host-a=1; Secure; Path=x"}],
    "host-only-identity": [
        {"url": "https://a.example/", "set": "a=1; Domain=a.example"},
        {"url": "https://a.example/", "set": "a=2"},
    ],
    "secure-overlay": [
        {"url": "https://a.example/", "set": "a=1; Secure"},
        {"url": "http://a.example/", "set": "a=2"},
    ],
    "suffix-host-domain": [{"url": "https://localhost/", "set": "a=1; Domain=localhost"}],
}


def _with_contexts(steps: list[dict[str, str]]) -> list[dict[str, str]]:
    return [
        dict(step, context=step.get("context", "same")) if "get" in step else step for step in steps
    ]


def test_each_class_has_a_witness() -> None:
    assert set(WITNESSES) == set(TOUGH_COOKIE_CLASSES)
    cases = [_with_contexts(steps) for steps in WITNESSES.values()]
    ours, theirs = run_ours(cases), run_tough(cases)
    for name, steps, mine, other in zip(WITNESSES, cases, ours, theirs, strict=True):
        assert differs(mine, other), name
        assert classify(steps, mine, other, TOUGH_COOKIE_CLASSES) == {name}, (name, mine, other)


@pytest.mark.slow
def test_generated_sequences_against_tough_cookie() -> None:
    count = int(os.environ.get("WEBAPI_COOKIE_SEQUENCES", "3000"))
    cases = sequences(1, count)
    ours, theirs = run_ours(cases), run_tough(cases)
    counts: Counter[str] = Counter()
    differing = 0
    for steps, mine, other in zip(cases, ours, theirs, strict=True):
        if differs(mine, other):
            differing += 1
            counts.update(classify(steps, mine, other, TOUGH_COOKIE_CLASSES))
    print(f"tough-cookie: {differing} of {count} sequences differ; by class: {dict(counts)}")
    assert counts["unclassified"] == 0, [
        steps
        for steps, mine, other in zip(cases, ours, theirs, strict=True)
        if differs(mine, other)
        and "unclassified" in classify(steps, mine, other, TOUGH_COOKIE_CLASSES)
    ][:5]
