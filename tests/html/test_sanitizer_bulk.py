"""The Sanitizer's bulk differential against Chromium 156 (issue #74): 100,000 generated
fragment × configuration cases (:mod:`tests.html._sanitizer_bulk`: ``setHTML`` and
``setHTMLUnsafe`` on elements of many contexts and on a shadow root, ``Document.parseHTML``
and ``parseHTMLUnsafe``; the default configuration, none, and random ones), webapi's answers
beside Chromium's (:mod:`tests.html._sanitizer_bulk_chromium`). The default tier compares the
:data:`~tests.html._sanitizer_bulk_chromium.SAMPLE` cases whose whole answers are recorded;
the slow tier the digests of all :data:`~tests.html._sanitizer_bulk_chromium.BULK` (in chunks,
each a test), and asks Chromium again about a window of them. Every difference is a named
class of :mod:`tests.html._sanitizer_bulk_departures`, each with a witness in
``tests/html/test_sanitizer.py``."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from tests.html._sanitizer_bulk import case, digest, webapi_answer
from tests.html._sanitizer_bulk_chromium import (
    BULK,
    SAMPLE,
    SEED,
    ask,
    differing,
    digests,
    load,
)
from tests.html._sanitizer_bulk_departures import CLASSES, classify

#: The sample's cases equal in both, and the differences of each class.
SAMPLE_COUNTS = {"equal": 480, "DocumentChildrenKept": 18, "ParseHTMLUnsafeDropsComments": 2}
#: The slow tier's chunks of the bulk, each a test.
CHUNKS = 10
#: For each chunk, the cases equal in both and the differences of each class.
BULK_COUNTS: dict[int, dict[str, int]] = {
    0: {
        "equal": 9_618,
        "DocumentChildrenKept": 359,
        "FormattingElementWithIs": 1,
        "FosterParentedReplacement": 1,
        "ParseHTMLUnsafeDropsComments": 17,
        "SearchNotSpecial": 2,
        "SelectContextInput": 2,
    },
    1: {
        "equal": 9_662,
        "DocumentChildrenKept": 312,
        "FormattingElementWithIs": 2,
        "ParseHTMLUnsafeDropsComments": 22,
        "SelectContextInput": 1,
        "SvgCasedEndTag": 1,
    },
    2: {
        "equal": 9_631,
        "DocumentChildrenKept": 351,
        "FormInTemplateTable": 1,
        "ParseHTMLUnsafeDropsComments": 17,
    },
    3: {
        "equal": 9_629,
        "DocumentChildrenKept": 344,
        "FormattingElementWithIs": 1,
        "ParseHTMLUnsafeDropsComments": 22,
        "SearchNotSpecial": 2,
        "SelectContextInput": 2,
    },
    4: {
        "equal": 9_587,
        "DocumentChildrenKept": 382,
        "FormInTemplateTable": 2,
        "FormattingElementWithIs": 3,
        "FosterParentedReplacement": 1,
        "ParseHTMLUnsafeDropsComments": 23,
        "SearchNotSpecial": 1,
        "TemplateHeadElementThenBody": 1,
    },
    5: {
        "equal": 9_620,
        "DocumentChildrenKept": 357,
        "ParseHTMLUnsafeDropsComments": 18,
        "ReplacementCharacterKeepsFramesetOk": 1,
        "SearchNotSpecial": 2,
        "SelectContextInput": 1,
        "TemplateHeadElementThenBody": 1,
    },
    6: {
        "equal": 9_605,
        "DocumentChildrenKept": 358,
        "FormInTemplateTable": 1,
        "ParseHTMLUnsafeDropsComments": 32,
        "SearchNotSpecial": 2,
        "SelectContextInput": 1,
        "TemplateHeadElementThenBody": 1,
    },
    7: {
        "equal": 9_621,
        "DocumentChildrenKept": 346,
        "FormEndTagInTemplate": 1,
        "ParseHTMLUnsafeDropsComments": 30,
        "SelectContextInput": 2,
    },
    8: {
        "equal": 9_617,
        "DocumentChildrenKept": 350,
        "FosterParentedReplacement": 1,
        "ParseHTMLUnsafeDropsComments": 27,
        "SearchNotSpecial": 3,
        "SelectContextInput": 2,
    },
    9: {
        "equal": 9_615,
        "DocumentChildrenKept": 364,
        "FormattingElementWithIs": 2,
        "ParseHTMLUnsafeDropsComments": 16,
        "SearchNotSpecial": 2,
        "TemplateHeadElementThenBody": 1,
    },
}
#: One recorded case of each class: its index in the bulk.
WITNESSES = {
    "DocumentChildrenKept": 7,
    "FormEndTagInTemplate": 75_760,
    "FormInTemplateTable": 28_652,
    "FormattingElementWithIs": 7_604,
    "FosterParentedReplacement": 3_818,
    "ParseHTMLUnsafeDropsComments": 49,
    "ReplacementCharacterKeepsFramesetOk": 55_882,
    "SearchNotSpecial": 2_104,
    "SelectContextInput": 1_278,
    "SvgCasedEndTag": 18_693,
    "TemplateHeadElementThenBody": 49_809,
}


@pytest.fixture(scope="module")
def document() -> Any:
    from webapi.html import DOMParser

    return DOMParser().parseFromString("<!DOCTYPE html><body>", "text/html")


def _class(one: list[Any], chromium: list[Any], ours: list[Any]) -> str:
    if chromium == ours:
        return "equal"
    return classify(one, chromium, ours) or "unexplained"


def test_sample_every_difference_is_a_named_class(document: Any) -> None:
    counts: Counter[str] = Counter()
    for index, theirs in enumerate(load()["answers"]):
        one = case(SEED, index)
        counts[_class(one, theirs, webapi_answer(document, one))] += 1
    assert counts == SAMPLE_COUNTS


def test_sample_is_the_start_of_the_bulk() -> None:
    """The recorded answers of the sample have the bulk's digests (one recording)."""
    packed = digests()
    assert len(packed) == 4 * BULK
    for index, answer in enumerate(load()["answers"]):
        assert digest(answer) == packed[4 * index : 4 * index + 4]


def test_the_cases_are_diverse() -> None:
    """The generator's reach, over the sample: each method and most contexts, each kind of
    configuration, and the fragments' features (the counts are the generator's, seed 74)."""
    cases = [case(SEED, index) for index in range(SAMPLE)]
    methods = Counter(one[0] for one in cases)
    assert set(methods) == {"setHTML", "setHTMLUnsafe", "parseHTML", "parseHTMLUnsafe"}
    assert min(methods.values()) >= 0.08 * SAMPLE
    assert len({one[1] for one in cases}) >= 20
    configs = Counter(
        "none" if one[3] is None else one[3] if isinstance(one[3], str) else "dict" for one in cases
    )
    assert min(configs.values()) >= 0.05 * SAMPLE
    keys = Counter(key for one in cases if isinstance(one[3], dict) for key in one[3])
    for key in (
        "elements",
        "removeElements",
        "replaceWithChildrenElements",
        "attributes",
        "removeAttributes",
        "comments",
        "dataAttributes",
    ):
        assert keys[key] >= 0.03 * SAMPLE, key
    per_element = sum(
        1
        for one in cases
        if isinstance(one[3], dict)
        for item in one[3].get("elements", ())
        if isinstance(item, dict) and ("attributes" in item or "removeAttributes" in item)
    )
    assert per_element >= 20
    markup = "\n".join(one[2] for one in cases).lower()
    for feature in (
        "<!--",
        "<?",
        " data-",
        "<svg",
        "<math",
        "<foreignobject",
        "<annotation-xml",
        "shadowrootmode=",
        "<template>",
        "<x-y",
        "<custom-el",
        " is=",
        "javascript:",
        " onclick=",
        "<!doctype html>",
        "<html",
    ):
        assert markup.count(feature) >= 10, feature


@pytest.mark.parametrize("departure", sorted(CLASSES))
def test_recorded_witness_of_each_departure(departure: str, document: Any) -> None:
    """Each class's recorded witness: Chromium's whole answer (kept, the bulk's cases that
    differ) beside webapi's, in that class (its small witness is in test_sanitizer.py)."""
    index = WITNESSES[departure]
    theirs = differing()[index]
    one = case(SEED, index)
    ours = webapi_answer(document, one)
    assert theirs != ours
    assert classify(one, theirs, ours) == departure


def _chromium_available() -> bool:
    from oracles.chromium import CHROMIUM

    try:
        import playwright  # noqa: F401
    except ImportError:
        return False
    return CHROMIUM.exists()


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_bulk_every_difference_is_a_named_class(chunk: int, document: Any) -> None:
    """A tenth of the bulk: each case's answer's digest against Chromium's; each that differs
    classified by Chromium's whole answer (recorded, or asked again where there is none and
    Chromium is here)."""
    packed = digests()
    size = BULK // CHUNKS
    ours: dict[int, list[Any]] = {}
    for index in range(chunk * size, (chunk + 1) * size):
        answer = webapi_answer(document, case(SEED, index))
        if digest(answer) != packed[4 * index : 4 * index + 4]:
            ours[index] = answer
    stored = differing()
    theirs = {index: stored[index] for index in ours if index in stored}
    missing = [index for index in ours if index not in stored]
    if missing:
        if not _chromium_available():
            pytest.fail(f"cases {missing[:20]} differ, and no answer of Chromium's is kept")
        theirs.update(zip(missing, ask(missing), strict=True))
    for index, answer in theirs.items():
        assert digest(answer) == packed[4 * index : 4 * index + 4]
    counts = Counter(
        _class(case(SEED, index), theirs[index], answer) for index, answer in ours.items()
    )
    counts["equal"] = size - len(ours)
    assert counts == BULK_COUNTS[chunk]


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_chromium_answers_again() -> None:
    """Chromium's answers now: the sample's whole, and a thousand of the bulk's digests."""
    picked = sorted(random.Random(74).sample(range(SAMPLE, BULK), 1000))
    answers = ask([*range(SAMPLE), *picked])
    assert answers[:SAMPLE] == load()["answers"]
    packed = digests()
    for index, answer in zip(picked, answers[SAMPLE:], strict=True):
        assert digest(answer) == packed[4 * index : 4 * index + 4]
