"""The generated differential of declarative shadow roots against Chromium 156 (issue #74):
webapi's answers (:mod:`tests.html._shadow_differential`: ``getHTML`` with the serializable
shadow roots, each element's ``shadowRoot``, each slot's assigned nodes, ``body.innerText``,
computed styles, ``composedPath()`` lengths) beside Chromium's. The default tier compares the
:data:`~tests.html._shadow_differential_chromium.SAMPLE` documents whose whole answers are
recorded; the slow tier the digests of all :data:`~tests.html._shadow_differential_chromium.BULK`
(in chunks, each a test), and asks Chromium again about a window of them. Every difference is
a named class of :mod:`tests.html._shadow_differential_departures`."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from tests import _sample
from tests.html._shadow_differential import SCRIPT, canonical, digest, document, webapi_answer
from tests.html._shadow_differential_chromium import (
    BULK,
    SAMPLE,
    ask,
    differing,
    digests,
    load,
)
from tests.html._shadow_differential_departures import CLASSES, MINIMAL_WITNESSES, classify

#: The sample's documents equal in both, and the differences of each class.
SAMPLE_COUNTS = {"equal": 292, "flat-tree-whitespace": 8}
#: The slow tier's chunks of the bulk, each a test.
CHUNKS = 10
#: For each chunk, the documents equal in both and the differences of each class.
BULK_COUNTS: dict[int, dict[str, int]] = {
    0: {"equal": 9_812, "flat-tree-whitespace": 188},
    1: {"equal": 9_835, "flat-tree-whitespace": 165},
    2: {"equal": 9_833, "flat-tree-whitespace": 167},
    3: {"equal": 9_824, "flat-tree-whitespace": 176},
    4: {"equal": 9_842, "flat-tree-whitespace": 158},
    5: {"equal": 9_814, "flat-tree-whitespace": 186},
    6: {"equal": 9_798, "flat-tree-whitespace": 202},
    7: {"equal": 9_813, "flat-tree-whitespace": 187},
    8: {"equal": 9_849, "flat-tree-whitespace": 151},
    9: {"equal": 9_833, "flat-tree-whitespace": 167},
}
#: One recorded document of each class: its index.
WITNESSES = {"flat-tree-whitespace": 68}


def _class(chromium: dict[str, Any], ours: dict[str, Any]) -> str:
    if canonical(chromium) == canonical(ours):
        return "equal"
    return classify(chromium, ours) or "unexplained"


@pytest.mark.parametrize("whole", _sample.WHOLE)
def test_sample_every_difference_is_a_named_class(whole: bool) -> None:
    # (a quarter of the recorded documents by default, every one, counted, in the slow tier)
    recorded = list(enumerate(load()["answers"]))
    if not whole:
        recorded = _sample.subset(
            "test_sample_every_difference_is_a_named_class",
            recorded,
            lambda pair: str(pair[0]),
            rate=0.25,
        )
    counts = Counter(_class(theirs, webapi_answer(document(index))) for index, theirs in recorded)
    if whole:
        assert counts == SAMPLE_COUNTS
    else:
        assert counts.keys() <= SAMPLE_COUNTS.keys() and counts["equal"] >= 0.9 * len(recorded)
        assert counts.total() == len(recorded) >= 75


def test_sample_is_the_start_of_the_bulk() -> None:
    """The recorded answers of the sample have the bulk's digests (one recording)."""
    packed = digests()
    assert len(packed) == 4 * BULK
    for index, answer in enumerate(load()["answers"]):
        assert digest(answer) == packed[4 * index : 4 * index + 4]


@pytest.mark.parametrize("departure", sorted(CLASSES))
def test_witness_of_each_departure(departure: str) -> None:
    """Each class's recorded witness and a small document of it: webapi's answer pinned
    beside Chromium's."""
    index = WITNESSES[departure]
    theirs = load()["answers"][index]
    ours = webapi_answer(document(index))
    assert canonical(theirs) != canonical(ours)
    assert classify(theirs, ours) == departure
    markup, chromium_text, webapi_text = MINIMAL_WITNESSES[departure]
    assert chromium_text != webapi_text
    assert webapi_answer(markup)["text"] == webapi_text


def _chromium_available() -> bool:
    from oracles.chromium import CHROMIUM

    try:
        import playwright  # noqa: F401
    except ImportError:
        return False
    return CHROMIUM.exists()


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_bulk_every_difference_is_a_named_class(chunk: int) -> None:
    """A tenth of the bulk: each document's answer's digest against Chromium's; each that
    differs classified by Chromium's whole answer (recorded, or asked again where there is
    none and Chromium is here)."""
    packed = digests()
    size = BULK // CHUNKS
    ours: dict[int, dict[str, Any]] = {}
    for index in range(chunk * size, (chunk + 1) * size):
        answer = webapi_answer(document(index))
        if digest(answer) != packed[4 * index : 4 * index + 4]:
            ours[index] = answer
    stored = differing()
    theirs = {index: stored[index] for index in ours if index in stored}
    missing = [index for index in ours if index not in stored]
    if missing:
        if not _chromium_available():
            pytest.fail(f"documents {missing[:20]} differ, and no answer of Chromium's is kept")
        theirs.update(zip(missing, ask(missing), strict=True))
    for index, answer in theirs.items():
        assert digest(answer) == packed[4 * index : 4 * index + 4]
    counts = Counter(_class(theirs[index], answer) for index, answer in ours.items())
    counts["equal"] = size - len(ours)
    assert counts == BULK_COUNTS[chunk]


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_chromium_answers_again() -> None:
    """Chromium's answers now: the sample's whole, a thousand of the bulk's digests, and the
    small witnesses' texts."""
    from oracles.chromium import evaluate

    witnesses = list(MINIMAL_WITNESSES.values())
    found = evaluate(SCRIPT, [markup for markup, _, _ in witnesses])
    assert [answer["text"] for answer in found] == [text for _, text, _ in witnesses]
    picked = sorted(random.Random(74).sample(range(SAMPLE, BULK), 1000))
    answers = ask([*range(SAMPLE), *picked])
    assert answers[:SAMPLE] == load()["answers"]
    packed = digests()
    for index, answer in zip(picked, answers[SAMPLE:], strict=True):
        assert digest(answer) == packed[4 * index : 4 * index + 4]


#: A host assigned to a slot: the slot's tree's ::slotted() rules against the host's own
#: tree's :host rules (normal, important, through two slots), and Chromium 156's color and
#: font-weight (documents 50,976 and 51,853 of the bulk differed so).
_SLOTTED_AND_HOST = (
    (
        "<div><template shadowrootmode=open><style>::slotted(*){color:rgb(1,0,0)}</style>"
        "<slot></slot></template><p id=k0><template shadowrootmode=open><style>"
        ":host{color:rgb(2,0,0)}</style>x</template></p></div>",
        "rgb(1, 0, 0)",
        "400",
    ),
    (
        "<div><template shadowrootmode=open><style>::slotted(*){color:rgb(1,0,0)!important}"
        "</style><slot></slot></template><p id=k0><template shadowrootmode=open><style>"
        ":host{color:rgb(2,0,0)!important}</style>x</template></p></div>",
        "rgb(2, 0, 0)",
        "400",
    ),
    (
        "<div><template shadowrootmode=open><style>::slotted(*){color:rgb(1,0,0)}</style>"
        "<span><template shadowrootmode=open><style>::slotted(*){color:rgb(3,0,0)!important;"
        "font-weight:700}</style><slot></slot></template><slot></slot></span></template>"
        "<p id=k0><template shadowrootmode=open><style>:host{color:rgb(2,0,0)!important;"
        "font-weight:100!important}</style>x</template></p></div>",
        "rgb(2, 0, 0)",
        "100",
    ),
)


@pytest.mark.parametrize(("markup", "color", "weight"), _SLOTTED_AND_HOST)
def test_a_hosts_own_tree_is_the_innermost_context(markup: str, color: str, weight: str) -> None:
    """Shadow-including tree order puts a slotted host's own shadow tree after its slots'
    trees: its :host rules lose to their ::slotted() rules when normal, win when important."""
    assert webapi_answer(markup)["styles"] == [["k0", "block", color, weight, "16px"]]
