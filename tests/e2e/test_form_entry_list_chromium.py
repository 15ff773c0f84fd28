"""End to end: ``new FormData(form, submitter)`` (the HTML Standard's "constructing the entry
list") against Chromium 156 (Debian's /usr/bin/chromium through Playwright), on the generated
forms of ``tests/html/forms/entry_list_cases.py``: each parsed by ``DOMParser`` on both sides,
changed by script (values, checkedness, selectedness, types, ``disabled``), and its FormData's
entries compared (a string, or a File's name, type and size), or the exception's name.

Chromium departs from the Standard in five ways (docs/fetch-objects.md, "Where Chromium
differs"), each a named class with a witness run here: a difference is explained by a class
when, with that class's cause taken out of the case (a ``datalist`` made a ``div``, a
``dirname`` attribute removed, the type changes left out), Chromium and webapi agree again.
The default run checks 60 forms, the slow tier 2,000.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from oracles.chromium import browser
from tests.html.forms.entry_list_cases import JS_ENTRIES, generate, ours

pytestmark = pytest.mark.needs_subprocess


Case = list[Any]


def _markup(change: Callable[[str], str]) -> Callable[[Case], Case]:
    return lambda case: [change(case[0]), *case[1:]]


def _without_datalists(html: str) -> str:
    return html.replace("<datalist>", "<div>").replace("</datalist>", "</div>")


def _without_empty_dirnames(html: str) -> str:
    return html.replace(' dirname=""', "")


def _tags_without_dirname(pattern: str) -> Callable[[str], str]:
    tag = re.compile(pattern)

    def remove(html: str) -> str:
        return tag.sub(lambda m: re.sub(r' dirname="[^"]*"', "", m.group()), html)

    return remove


def _without_type_changes(case: Case) -> Case:
    html, ops, submitter = case
    return [html, [op for op in ops if op[1] != "type"], submitter]


#: Each class: the case without its cause (Chromium and webapi agree on it again).
CLASSES: dict[str, Callable[[Case], Case]] = {
    # Chromium submits the controls inside a datalist; the Standard skips a field with a
    # datalist ancestor (WPT's xhr/formdata/constructor-formelement.html checks it).
    "chromium-datalist-controls-submitted": _markup(_without_datalists),
    # dirname="": Chromium adds an entry of an empty name; the Standard only adds one for a
    # dirname that is not empty.
    "chromium-empty-dirname-submitted": _markup(_without_empty_dirnames),
    # A submit button that is not the submitter is skipped (its entry and its dirname's);
    # Chromium still adds its dirname entry.
    "chromium-unused-submit-button-dirname": _markup(
        _tags_without_dirname(r'<input type="submit"[^>]*>|<button[^>]*>')
    ),
    # A hidden input named _charset_: Chromium adds no dirname entry after the charset's; the
    # Standard's dirname step follows every kind of entry.
    "chromium-charset-field-no-dirname": _markup(
        _tags_without_dirname(r'<input type="hidden"[^>]*>')
    ),
    # An input's type changed from a state whose value mode is "value" to one whose mode is
    # "default" or "default/on": the Standard sets the value attribute to the element's value
    # (sanitized: "x" for a URL input's " x "); Chromium only does so for a dirty value, and
    # keeps the attribute otherwise.
    "chromium-type-change-keeps-clean-value-attribute": _without_type_changes,
}


def _all_causes(case: Case) -> Case:
    for remove in CLASSES.values():
        case = remove(case)
    return case


def _chromium(cases: list[Any]) -> list[Any]:
    with browser() as launched:
        page = launched.new_page()
        theirs: list[Any] = []
        for start in range(0, len(cases), 200):
            theirs += page.evaluate(JS_ENTRIES, cases[start : start + 200])
    return theirs


def _ours(case: list[Any]) -> Any:
    return json.loads(json.dumps(ours(*case)))


def differences(count: int, seed: int) -> tuple[Counter[str], list[Any]]:
    cases = generate(count, seed)
    theirs = _chromium(cases)
    counts: Counter[str] = Counter()
    different = []
    for case, expected in zip(cases, theirs, strict=True):
        if _ours(case) == expected:
            counts["same"] += 1
        else:
            different.append(case)
    # Each differing case again, with each class's cause taken out, and with all of them.
    variants = [remove(case) for case in different for remove in [*CLASSES.values(), _all_causes]]
    again = iter(zip(variants, _chromium(variants), strict=True))
    unexplained = []
    for case in different:
        agreeing = [
            name
            for name, (variant, expected) in zip([*CLASSES, "+"], again, strict=False)
            if variant != case and _ours(variant) == expected
        ]
        single = [name for name in agreeing if name != "+"]
        if single:
            counts[single[0]] += 1
        elif agreeing:
            counts["several of the classes"] += 1
        else:
            counts["unexplained"] += 1
            unexplained.append(case)
    return counts, unexplained


def test_generated_forms_agree_with_chromium() -> None:
    counts, unexplained = differences(60, seed=45)
    assert unexplained[:3] == [], counts
    assert counts["same"] > 40


@pytest.mark.slow
def test_many_generated_forms_agree_with_chromium() -> None:
    counts, unexplained = differences(2_000, seed=4545)
    print(f"new FormData(form), 2,000 forms against Chromium: {dict(counts)}")
    assert unexplained[:3] == [], counts


WITNESSES = [
    ("<form id=f><datalist><input name=a value=1></datalist></form>", [], []),
    ("<form id=f><input name=a value=1 dirname=''></form>", [["a", "1"]], [["a", "1"]]),
    ("<form id=f><input type=submit name=s dirname=d></form>", [], []),
    (
        "<form id=f><input type=hidden name=_charset_ dirname=d></form>",
        [["_charset_", "UTF-8"], ["d", "ltr"]],
        [["_charset_", "UTF-8"]],
    ),
]


def test_the_classes_still_occur_in_chromium() -> None:
    cases = [[html, [], None] for html, _, _ in WITNESSES]
    theirs = _chromium(cases)
    assert [_ours(case) for case in cases] == [["ok", mine] for _, mine, _ in WITNESSES]
    assert theirs == [
        ["ok", [["a", "1"]]],
        ["ok", [["a", "1"], ["", "ltr"]]],
        ["ok", [["d", "ltr"]]],
        ["ok", [["_charset_", "UTF-8"]]],
    ]
    changed = [
        '<form id=f><input name=a type=url value=" x "></form>',
        [[0, "type", "hidden"]],
        None,
    ]
    assert _ours(changed) == ["ok", [["a", "x"]]]
    assert _chromium([changed]) == [["ok", [["a", " x "]]]]
