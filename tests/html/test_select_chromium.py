"""The customizable ``<select>`` parsing against Chromium 156: generated documents and fragments
full of ``select``, ``option``, ``optgroup``, ``hr``, ``selectedcontent``, table parts,
templates, foreign content and end tags out of place (``tests/html/_chromium_select.json``,
written by ``python -m generate chromium-select /usr/bin/chromium``), each parsed by webapi and
serialized as Chromium serialized it.

Where webapi's tree is not Chromium's, the case is in a named class below: Chromium's
departures from the HTML Standard as it is (webapi follows the Standard), each with a
witness."""

from __future__ import annotations

import json
import random

import pytest

from generate import chromium_select as module
from oracles.chromium import CHROMIUM, require_browser
from tests._sample import sampled
from tests.html._work import lines_run
from tests.html.test_serialization import serialize_run
from webapi.html.parsing._tree_builder import parse_document

DATA = json.loads(module.TARGET.read_text(encoding="utf-8"))
CASES = DATA["cases"]

#: The cases where webapi's tree is not Chromium 156's, by class.
DIFFERENCES = {
    # The Standard's "in body" steps for an "input" start tag: "If the parser was created as
    # part of the HTML fragment parsing algorithm (fragment case) and the context element
    # passed to that algorithm is a select element: parse error; ignore the token."
    # html5lib-tests agree since html5lib/html5lib-tests#195 (May 2026; Firefox and Safari
    # seem to); Chromium 156 keeps the input (the clause's author, who implemented the
    # change in Chromium, wrote there that he had forgotten it; whatwg/html#12420, which
    # would have dropped the clause, was closed without a commit).
    "Chromium: <input> in a select fragment": {
        *(26, 2024, 2035, 2039, 2048, 2052, 2083, 2096, 2098, 2099, 2100),
        *(2103, 2118, 2129, 2156, 2157, 2167, 2172, 2186, 2204, 2207, 2212),
        *(2244, 2262, 2268, 2269, 2276, 2285, 2287),
    },
    # The Standard's "in table" steps for a "form" start tag (the table body and row modes
    # defer to them): "If there is a template element on the stack of open elements, or if
    # the form element pointer is not null, ignore the token." Chromium 156 inserts the form
    # when a template is open.
    "Chromium: <form> in table modes while a template is open": {51, 58, 61, 1284},
    # "Get a select's enabled selectedcontent" is the select's first selectedcontent
    # descendant, and the only one "maybe clone an option into selectedcontent" fills (a
    # later one is cleared by "clear a select's non-primary selectedcontent elements").
    # Chromium 156 copies the selected option into every selectedcontent of the select, as
    # whatwg/html#12263 "Clone into all descendant selectedcontent elements" (open, not in
    # the Standard) would have it (Chrome 150's "PSA" on selectedcontent edge cases).
    "Chromium: every selectedcontent of a select gets the copy (whatwg/html#12263)": {46, 60},
    # An option foster-parented into its own select's selectedcontent, then popped: the copy
    # of its children replaces the selectedcontent's children, the option among them. In the
    # Standard the option's removal steps change nothing more, so the copy stays (webapi);
    # Chromium 156, as whatwg/html#12263 would have it, defers an update of the select's
    # selectedcontent past the removal (a microtask), when the select has no option left
    # selected, and empties it.
    "Chromium: a deferred update after the selected option's removal (whatwg/html#12263)": {
        45,
        59,
    },
}


def _class_of(number: int) -> str | None:
    for label, numbers in DIFFERENCES.items():
        if number in numbers:
            return label
    return None


def test_the_file_holds_todays_cases() -> None:
    """The generator's cases, in the file's order (a stale file: regenerate it)."""
    assert [row[:3] for row in CASES] == [list(case) for case in module.cases()]
    assert len(CASES) > 900
    assert len(module.WRITTEN) < 1000 and module.DOCUMENTS <= 1000  # (the numbering)
    assert "Chromium 156" in DATA["header"]["browser"]


def test_every_case_is_chromiums_or_a_named_class() -> None:
    matched = 0
    unexplained = []
    explained: dict[str, set[int]] = {}
    for number, data, context, expected, _mode in CASES:
        got = serialize_run(data, False, context)
        if got == expected:
            matched += 1
            continue
        label = _class_of(number)
        if label is None:
            unexplained.append((number, data, context, expected, got))
        else:
            explained.setdefault(label, set()).add(number)
    assert unexplained == []
    # every listed case still differs (a class that stopped differing is stale)
    assert explained == DIFFERENCES
    assert matched == len(CASES) - sum(len(n) for n in DIFFERENCES.values())


def test_the_input_class_is_fragments_in_a_select_with_an_input() -> None:
    by_number = {row[0]: row for row in CASES}
    for number in DIFFERENCES["Chromium: <input> in a select fragment"]:
        _, data, context, expected, _ = by_number[number]
        assert context == "select"
        assert "<input" in data
        assert "<input" in expected


# --- witnesses: what the Standard's steps give, beside Chromium's answer ----------------------


def _case(data: str, context: str | None) -> list[object]:
    (row,) = [row for row in CASES if row[1] == data and row[2] == context]
    return row


def test_witness_input_in_a_select_fragment() -> None:
    row = _case("<input><option>", "select")
    assert row[3] == "<input><option></option>"  # Chromium
    assert serialize_run("<input><option>", False, "select") == "<option></option>"
    # in a document the input closes the select (no fragment case): Chromium agrees
    row = _case("<select><input>x", None)
    assert row[3] == serialize_run("<select><input>x", False, None)
    assert "<select></select><input>x" in row[3]


def test_witness_form_in_table_modes_in_a_template() -> None:
    row = _case("<template><table><form>", None)
    assert "<table><form></form></table>" in row[3]  # Chromium
    assert "<template><table></table></template>" in serialize_run(
        "<template><table><form>", False, None
    )
    # without the template the form is inserted (and popped), as in Chromium
    assert "<table><form></form></table>" in serialize_run("<table><form>", False, None)


def test_witness_one_selectedcontent_per_select() -> None:
    data = (
        "<select><selectedcontent></selectedcontent><selectedcontent>x</selectedcontent><option>B"
    )
    assert (
        "<selectedcontent>B</selectedcontent><selectedcontent>B</selectedcontent>"
        in (_case(data, None)[3])
    )
    assert "<selectedcontent>B</selectedcontent><selectedcontent>x</selectedcontent>" in (
        serialize_run(data, False, None)
    )


# --- the selectedcontent steps, one by one (each also a case Chromium answered) ---------------

SELECTEDCONTENT = [
    # an option closed before the selectedcontent comes: its post-connection steps copy it
    "<select><option>A</option><button><selectedcontent></selectedcontent></button></select>",
    # the first option that is not disabled is selected
    "<select><selectedcontent></selectedcontent><option disabled>A<option>B</select>",
    "<select><selectedcontent></selectedcontent><optgroup disabled><option>A</optgroup><option>B",
    # (an optgroup ancestor's too, inside the select only)
    "<select><selectedcontent></selectedcontent><optgroup disabled><div><option>A</div>"
    "</optgroup><option>B",
    "<optgroup disabled><select><selectedcontent></selectedcontent><option>A<option>B",
    # a display size other than 1 selects nothing; 0 is taken as 1
    "<select size=3><selectedcontent></selectedcontent><option>A<option>B</select>",
    "<select size=0><selectedcontent></selectedcontent><option>A<option>B</select>",
    # multiple: no enabled selectedcontent
    "<select multiple><selectedcontent></selectedcontent><option>A<option selected>B",
    # a template's contents are in no select; a datalist's options are not the select's
    "<select><template><selectedcontent></selectedcontent><option>A</template><option>B",
    "<select><selectedcontent></selectedcontent><template><option>A</template><option>B",
    "<select><selectedcontent></selectedcontent><datalist><option>A</datalist><option>B",
    # the last selected option wins
    "<select><option>A</option><selectedcontent></selectedcontent><option selected>B",
    # a selectedcontent in an option, or in another, is disabled
    "<select><option selected>A<selectedcontent></selectedcontent></option><option>B",
    "<select><selectedcontent><selectedcontent></selectedcontent></selectedcontent><option>B",
    # the second selectedcontent clears the first, which holds it: its option is in no select
    "<select><selectedcontent><selectedcontent><option>B",
    # no post-connection steps in a template's contents (the parser's own copy still runs)
    "<template><select><option>A</option><selectedcontent></selectedcontent></select>",
    "<template><select><selectedcontent></selectedcontent><option>A</option></select>",
    # a selectedcontent in a nested select (a table cell's) belongs to both
    "<select><option>A<table><td><select><selectedcontent></selectedcontent><option>B",
]


@pytest.mark.parametrize("data", SELECTEDCONTENT)
@sampled()
def test_selectedcontent_steps_as_chromium(data: str) -> None:
    assert serialize_run(data, False, None) == _case(data, None)[3]


@pytest.mark.parametrize(
    "data",
    [
        "<select><option>A</option><selectedcontent></selectedcontent></select>",
        "<select><selectedcontent></selectedcontent><option>A</option></select>",
    ],
)
def test_no_post_connection_steps_in_a_fragment(data: str) -> None:
    """The fragment parsing algorithm's nodes are not connected: a selectedcontent gets no
    copy when inserted, only the parser's when it pops an option."""
    assert serialize_run(data, False, "div") == _case(data, "div")[3]


@pytest.mark.parametrize(
    ("attributes", "copied"),
    [
        ("", True),
        ("size=1", True),
        ("size=' +01px'", True),
        ("size=0", True),
        ("size=x", True),
        ("size=-3", True),
        ("size=''", True),
        ("size=2", False),
        ("size='\t0003'", False),
        ("multiple", False),
        ("multiple size=1", False),
        ("size=" + "9" * 100_000, False),  # (no int() of 100,000 digits)
    ],
)
def test_display_size(attributes: str, copied: bool) -> None:
    """The first option is selected (and copied) only with a display size of 1 and no
    ``multiple``: the size attribute by the rules for parsing non-negative integers."""
    page = f"<select {attributes}><selectedcontent></selectedcontent><option>A</select>"
    got = serialize_run(page, False, None)
    assert ("<selectedcontent>A</selectedcontent>" in got) is copied


@pytest.mark.slow
def test_selectedcontent_steps_stay_linear() -> None:
    """Nested selects (each in a table cell of the one before), then as many selectedcontent
    elements and options: the steps read a few open elements each, not all of them."""

    def page(n: int) -> str:
        return "<select><table><tr><td>" * n + "<selectedcontent>" * n + "<option>x" * n

    small = lines_run(lambda: parse_document(page(200), False))
    large = lines_run(lambda: parse_document(page(800), False))
    assert large < 5 * small


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.needs_subprocess
def test_the_browser_still_answers_the_same_on_a_sample() -> None:
    """15 cases, a different sample each time, recomputed by the Chromium on this machine."""
    require_browser()
    from generate import chromium_serialization

    sample = sorted(random.sample(range(len(CASES)), 15))
    runs = [("select", i, CASES[i][1], False, CASES[i][2]) for i in sample]
    _version, results = chromium_serialization._serialize_all(
        CHROMIUM, runs, module.FRAGMENT_DOCUMENT
    )
    assert [list(r) for r in results] == [CASES[i][3:] for i in sample]
