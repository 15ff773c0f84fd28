"""The bounded differential run against ada (``docs/differential.md``).

Every WPT input once, then generated and mutated cases of the run with ``BOUNDED_SEED``
(the first 3,000 by default, the first 100,000 in the slow tier): parser (absolute and
relative), setter sequences, ``URLSearchParams`` and a URL's live ``searchParams``, every
attribute compared after every step.  Every mismatch must belong to a class of
``docs/divergences.md``, and every class the generator reaches must still occur (a class that
disappears means ada or webapi changed: update the list).  The classes it does not reach are
checked on their documented examples.  The long run is
``python -m tests.differential.run --cases 1000000``.
"""

from __future__ import annotations

import json

import pytest

pytest.importorskip(
    "ada_url", reason="ada-url (the differential oracle) is not installed: pip install ada-url"
)

from tests import _sample
from webapi import URL, URLSearchParams

from .ada_backend import AdaSearchParams, AdaURL, ada_version, to_usv
from .cases import Case, ParamsCase, ParseCase, SetterCase, URLParamsCase, case_from_json
from .divergences import (
    DIVERGENCES,
    ada_label_valid,
    classify,
    spec_bidi_rule,
    spec_contextj,
)
from .generators import generate, wpt_cases
from .harness import Mismatch, compare
from .run import Report, run_cases, run_generated

BOUNDED_SEED = 20260721
#: The classes the bounded runs find (within the first 3,000 cases already).  The others
#: need code points the generator seldom draws (ada-stale-character-data) or depend on the
#: Unicode database (unicode-version); DOCUMENTED below has examples of every ada class.
GENERATED_CLASSES = {"ada-bidi-ltr-label", "ada-joiner-shortcut", "ada-punycode-leading-delimiter"}


def _explain(report: Report) -> str:
    lines = [f"{len(report.unexplained)} unexplained, {len(report.errors)} errors:"]
    lines.extend(json.dumps(item, ensure_ascii=False) for item in report.unexplained[:20])
    lines.extend(item["traceback"] for item in report.errors[:5])
    return "\n".join(lines)


def test_ada_version() -> None:
    # The divergence list was written against ada 4.0 (ada-url 4.0.0).
    assert ada_version().split(".")[0] == "4"


@pytest.mark.parametrize("whole", _sample.WHOLE)
def test_wpt_inputs_agree_exactly(whole: bool) -> None:
    """Both parsers pass every WPT case, so on the WPT inputs (parser, setters, hosts as
    special and opaque hosts and as hostname setters, urlencoded) nothing differs at all,
    but for code points assigned in only one of ada's Unicode 17 and webapi's version (the
    cases the WPT runner excuses when webapi does not run with Unicode 17).  (A sample of each
    kind of case and source by default, every case in the slow tier: tests/_sample.py.)"""
    from webapi.url import UNICODE_VERSION

    cases = list(enumerate(wpt_cases()))
    assert len(cases) > 9000
    if not whole:
        cases = _sample.subset(
            "test_wpt_inputs_agree_exactly",
            cases,
            lambda numbered: str(numbered[0]),
            lambda numbered: (type(numbered[1]).__name__, numbered[1].source),
        )
        assert len(cases) > 900
    report = run_cases(cases)
    assert report.cases == len(cases)
    assert not report.failed, _explain(report)
    mismatches = dict(report.mismatches)
    if UNICODE_VERSION != "17.0.0":
        mismatches.pop("unicode-version", None)
    assert not mismatches, dict(report.samples)


#: The default run's generated cases (the first 3,000 reach each of ``GENERATED_CLASSES``; the
#: slow tier's 100,000 begin with them).
@pytest.mark.parametrize(
    "cases", [3000, pytest.param(100_000, marks=pytest.mark.slow)], ids=lambda n: f"{n}"
)
def test_bounded_generated_run(cases: int) -> None:
    report = run_generated(BOUNDED_SEED, 0, cases)
    assert report.cases == cases
    assert not report.failed, _explain(report)
    # Only the documented classes (counted for the record, not asserted exactly: the
    # count depends on the Unicode database webapi runs with), and each that it reaches.
    assert set(report.mismatches) <= {d.name for d in DIVERGENCES}
    assert set(report.mismatches) >= GENERATED_CLASSES, dict(report.mismatches)


def test_generation_is_reproducible() -> None:
    assert [generate(7, i) for i in range(50)] == [generate(7, i) for i in range(50)]
    assert generate(7, 1) != generate(8, 1)
    for i in range(200):
        case = generate(11, i)
        assert case_from_json(json.loads(json.dumps(case.to_json()))) == case


# ---------------------------------------------------------------------------- the classes

#: One example of each class: the case, then what webapi (the spec) and ada answer.
EXAMPLES = {
    "ada-bidi-ltr-label": ParseCase("http://x-.\u05d0/", None, "example"),
    "ada-joiner-shortcut": ParseCase("http://a\u0644\u200c\u0627/", None, "example"),
    # U+088D ARABIC LETTER KEHEH WITH TWO DOTS VERTICALLY BELOW (AL, Unicode 14) after "a".
    "ada-stale-character-data": ParseCase("http://a\u088d/", None, "example"),
}


def test_stale_character_data_covers_marks() -> None:
    # U+0898 ARABIC SMALL HIGH WORD AL-JUZ (Mn, Unicode 14) may not start a label.
    mismatch = compare(ParseCase("http://\u0898.example/", None, "example"))
    assert mismatch is not None
    assert classify(mismatch) == "ada-stale-character-data"


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_each_class_is_recognized(name: str) -> None:
    mismatch = compare(EXAMPLES[name])
    assert mismatch is not None
    assert mismatch.ours == "<failure>"
    assert classify(mismatch) == name


def test_divergent_hosts_in_setters_are_recognized() -> None:
    case = SetterCase("https://example.org/p", (("hostname", "x-.\u05d0"),), "example")
    mismatch = compare(case)
    assert mismatch is not None and mismatch.field == "href"
    assert classify(mismatch) == "ada-bidi-ltr-label"
    case = SetterCase("https://example.org/p", (("href", "https://1.\u05d0/"),), "example")
    mismatch = compare(case)
    assert mismatch is not None and mismatch.field == "failure"
    assert classify(mismatch) == "ada-bidi-ltr-label"


def test_detector_rejects_other_differences() -> None:
    """A difference that is not one of the classes stays unexplained."""
    case = ParseCase("http://x-.\u05d0/", None, "example")
    for mismatch in (
        Mismatch(case, "parse", "pathname", "/a", "/b"),
        Mismatch(case, "parse", "failure", "http://x-.xn--4db/", "<failure>"),
        Mismatch(
            ParseCase("http://a b/", None, "x"), "parse", "failure", "<failure>", "http://a b/"
        ),
        Mismatch(
            ParseCase("http://\u05d0.x-/", None, "x"), "parse", "failure", "<failure>", "http://x/"
        ),
    ):
        assert classify(mismatch) is None


def test_a_label_that_both_should_reject_is_not_explained() -> None:
    # "a\u0644\u0627" (L then AL): both reject; the label model agrees with the spec.
    assert not spec_bidi_rule("a\u0644\u0627") and not ada_label_valid("a\u0644\u0627")
    # ZWNJ between two dual-joining letters: both accept.
    assert spec_contextj("\u0628\u200c\u0628") and ada_label_valid("\u0628\u200c\u0628")
    # ZWNJ with a non-joining letter right before it: the spec rejects, ada accepts.
    label = "\u0628a\u200c\u0628"
    assert not spec_contextj(label) and ada_label_valid(label)
    assert URL.parse(f"http://{label}/") is None
    assert AdaURL.parse(f"http://{label}/") is not None


def test_ada_joiner_shortcut_skips_the_bidi_rule() -> None:
    # Virama + ZWNJ satisfies CONTEXTJ, after which ada checks nothing else of the label:
    # "\u0915\u094d\u200c\u0627" starts with an L character and holds an AL one.
    label = "\u0915\u094d\u200c\u0627"
    assert spec_contextj(label) and not spec_bidi_rule(label)
    assert ada_label_valid(label)
    assert URL.parse(f"http://{label}/") is None
    assert AdaURL.parse(f"http://{label}/") is not None


# ---------------------------------------------------------------------------- the harness


def test_usv_conversion() -> None:
    assert to_usv("a\ud800b") == "a\ufffdb"
    assert to_usv("\ud83d\ude00") == "\U0001f600"
    assert to_usv("\udc00\ud800") == "\ufffd\ufffd"
    # webapi does the same conversion at its boundary.
    assert URL("http://h/\ud800").pathname == AdaURL.parse("http://h/\ud800").get("pathname")  # type: ignore[union-attr]


def test_search_params_bytes_are_decoded_as_the_spec_says() -> None:
    """ada keeps percent-decoded bytes that are not UTF-8; the harness decodes them with
    U+FFFD replacement (what the spec's UTF-8 decode does) before comparing."""
    params = AdaSearchParams("a=%FF&%E2%82=b&c=%F0%9F%98%80")
    assert params.repaired == 1
    assert params.pairs() == [("a", "\ufffd"), ("\ufffd", "b"), ("c", "\U0001f600")]
    ours = URLSearchParams("a=%FF&%E2%82=b&c=%F0%9F%98%80")
    assert list(ours) == params.pairs()
    assert str(ours) == str(params) == "a=%EF%BF%BD&%EF%BF%BD=b&c=%F0%9F%98%80"


def test_url_search_params_keep_a_leading_question_mark() -> None:
    # new URL("http://h/??a=b").searchParams parses the query "?a=b" as it is.
    case = ParseCase("http://h/??a=b", None, "example")
    assert compare(case) is None
    assert list(URL("http://h/??a=b").searchParams) == [("?a", "b")]
    assert AdaSearchParams.for_query("?a=b").pairs() == [("?a", "b")]


def test_kinds_of_case_run() -> None:
    cases: list[Case] = [
        ParseCase("HTTP://EXAMPLE.com:80/a/../b?c#d", None, "x"),
        ParseCase("../x?y#z", "https://a.example/b/c", "x"),
        SetterCase("https://a.example/", (("port", "8080"), ("pathname", "/x y")), "x"),
        SetterCase("https://a.example/", (("href", "not a url"),), "x"),
        ParamsCase("b=2&a=1&a=0", (("append", "\U0001f600", "x"), ("sort",)), "x"),
        URLParamsCase("https://a.example/?z=1", (("append", "a b", "+"), ("delete", "z")), "x"),
    ]
    for case in cases:
        assert compare(case) is None, case


def test_blob_origin_of_a_divergent_host_is_recognized() -> None:
    case = ParseCase("blob:https://x-.\u05d0/uuid", None, "example")
    mismatch = compare(case)
    assert mismatch is not None and mismatch.field == "origin"
    assert (mismatch.ours, mismatch.ada) == ("null", "https://x-.xn--4db")
    assert classify(mismatch) == "ada-bidi-ltr-label"


#: The examples of docs/divergences.md: input, ada's href, class.
DOCUMENTED = [
    ("http://x-.\u05d0/", "http://x-.xn--4db/", "ada-bidi-ltr-label"),
    ("http://1.\u05d0/", "http://1.xn--4db/", "ada-bidi-ltr-label"),
    ("http://a\u0644\u200c\u0627/", "http://xn--a-zmc0gy07j/", "ada-joiner-shortcut"),
    ("http://\u0915\u094d\u200c\u0627/", "http://xn--mgb31m2ew90g/", "ada-joiner-shortcut"),
    ("http://a\u088d/", "http://xn--a-2md/", "ada-stale-character-data"),
    ("http://\u0898.example/", "http://xn--hyb.example/", "ada-stale-character-data"),
    ("http://\u00e9.xn---4db/", "http://xn--9ca.xn---4db/", "ada-punycode-leading-delimiter"),
    ("http://xn---\u2121/", "http://xn---tel/", "ada-punycode-leading-delimiter"),
]


def test_every_ada_class_has_a_documented_example() -> None:
    ada_classes = {d.name for d in DIVERGENCES} - {"unicode-version"}
    assert {name for _, _, name in DOCUMENTED} == ada_classes
    assert ada_classes >= GENERATED_CLASSES


@pytest.mark.parametrize(("text", "ada_href", "name"), DOCUMENTED)
def test_documented_examples(text: str, ada_href: str, name: str) -> None:
    assert URL.parse(text) is None
    ada = AdaURL.parse(text)
    assert ada is not None and ada.get("href") == ada_href
    mismatch = compare(ParseCase(text, None, "docs"))
    assert mismatch is not None and classify(mismatch) == name
