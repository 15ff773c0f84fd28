"""The selector differential against Chromium 156: random selectors over random documents
(``generate/selector_cases.py``; Chromium's answers in ``_chromium_selectors.json``, the
default tier's sample, and ``_chromium_selectors_slow.json``, the slow tier; ``python -m
generate chromium-selectors /usr/bin/chromium`` writes both). Each selector is asked of the
document and of its ``body``; every answer differing from Chromium's falls in a named class
of :data:`DEPARTURES` (with its reason), none unexplained."""

from __future__ import annotations

import gzip
import json
import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests._sample import sampled
from tests.selectors._trees import html_document
from webapi.selectors import SelectorSyntaxError
from webapi.selectors._matching import subtree_elements
from webapi.selectors.engine import query_selector_all

HERE = Path(__file__).parent


def _answer(root: Any, index: dict[int, int], selector: str) -> list[int] | str:
    try:
        return [index[id(e)] for e in query_selector_all(root, selector)]
    except SelectorSyntaxError:
        return "SyntaxError"


def _foreign_attribute_name_case(selector: str, markup: str) -> bool:
    """Whether an attribute selector's name could select a foreign element's attribute in
    another case: the name has an upper-case letter, or the markup spells it otherwise."""
    if not re.search(r"<(svg|math)", markup, re.IGNORECASE):
        return False
    for name in re.findall(r"\[\s*([-\w]+)", selector):
        if name != name.lower():
            return True
        spelled = re.findall(rf"\s({re.escape(name)})=", markup, re.IGNORECASE)
        if any(found != name for found in spelled):
            return True
    return False


#: Where webapi answers otherwise than Chromium 156, on purpose: name -> (reason, the test
#: that tells a case of the class from the selector and the document's markup).
DEPARTURES: dict[str, tuple[str, Callable[[str, str], bool]]] = {
    "s-flag": (
        "Chromium 156 does not implement the attribute selector's s flag (a SyntaxError); "
        "Selectors 4 has it and webapi follows the Standard",
        lambda selector, markup: re.search(r"\ss\]", selector) is not None,
    ),
    "lang-list": (
        "Chromium 156 takes one identifier in :lang() (a string or a list is a SyntaxError); "
        'Selectors 4 takes a list of identifiers and strings (wildcards such as "*-CH" and '
        "the empty string need strings)",
        lambda selector, markup: re.search(r':lang\([^)]*[",]', selector) is not None,
    ),
    "lang-implicit-wildcard": (
        "Chromium 156 matches :lang() as a prefix (zh-TW against zh-Hant-TW: no); Selectors 4 "
        "matches by extended filtering (RFC 4647 3.3.2), where zh-TW matches zh-Hant-TW",
        lambda selector, markup: (
            re.search(r":lang\([a-z]+-", selector) is not None
            and ("zh-Hant-TW" in markup or "de-Latn-CH" in markup)
        ),
    ),
    "option-in-disabled-select": (
        "Chromium 156 matches :disabled (and not :enabled) on the options and optgroups of "
        "a disabled select; HTML's option is disabled by its own attribute or its "
        "optgroup's only, an optgroup by its own attribute",
        lambda selector, markup: (
            (":disabled" in selector or ":enabled" in selector)
            and re.search(r"<select[^>]* disabled", markup) is not None
        ),
    ),
    "foreign-type-case": (
        "Chromium 156 matches a type selector ASCII case-insensitively against SVG and MathML "
        "elements in an HTML document (foreignobject selects foreignObject); HTML compares it "
        "to elements other than HTML elements in its original case",
        lambda selector, markup: "foreignobject" in selector,
    ),
    "foreign-attribute-name-case": (
        "Chromium 156 compares an attribute selector's name ASCII case-insensitively with "
        "the attributes of SVG and MathML elements in an HTML document ([viewbox] selects "
        "<svg viewBox>, [fooBar] the foobar attribute the parser made of a rect's fooBar); "
        "HTML lowercases the name against the attributes of HTML elements in HTML documents "
        "only and compares it to other attributes 'according to its original case'",
        lambda selector, markup: _foreign_attribute_name_case(selector, markup),
    ),
    "nth-of-pseudo-element": (
        "Chromium 156 accepts a pseudo-element in :nth-child(An+B of S) (matching nothing); "
        "S is a <complex-real-selector-list> in Selectors 4, where one is a SyntaxError",
        lambda selector, markup: (
            re.search(r":nth(-last)?-child\([^)]* of [^)]*:(before|after|marker)", selector)
            is not None
        ),
    ),
}


def _classify(selector: str, markup: str) -> str | None:
    for name, (_reason, applies) in DEPARTURES.items():
        if applies(selector, markup):
            return name
    return None


def differences(data: dict[str, Any]) -> tuple[int, list[tuple[str, str, Any, Any, str]]]:
    """The number of answers compared, and each differing one: (markup, selector, Chromium's,
    webapi's, context)."""
    compared = 0
    found = []
    for document_data in data["documents"]:
        markup = document_data["markup"]
        document = html_document(markup)
        assert (document._mode == "quirks") is (document_data["mode"] == "BackCompat")
        index = {id(e): n for n, e in enumerate(subtree_elements(document))}
        body = next(e for e in subtree_elements(document) if e._local_name == "body")
        for selector, in_document, in_body in document_data["cases"]:
            for context, root, expected in (
                ("document", document, in_document),
                ("body", body, in_body),
            ):
                compared += 1
                ours = _answer(root, index, selector)
                if ours != expected:
                    found.append((markup, selector, expected, ours, context))
    return compared, found


def _load(path: Path) -> dict[str, Any]:
    """A tier's data with its documents and selectors (the slow tier's made again from its
    seed and checked against the digest it was generated with)."""
    if not path.exists():
        pytest.skip(
            f"{path.name} is missing: python -m generate chromium-selectors /usr/bin/chromium"
        )
    if path.suffix != ".gz":
        return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]
    from generate.chromium_selectors import cases, inputs_digest

    data = json.loads(gzip.decompress(path.read_bytes()).decode("utf-8"))
    found = cases(data["tier"])
    assert inputs_digest(found) == data["inputs_sha256"], "the generator changed: regenerate"
    data["documents"] = [
        {
            "markup": markup,
            "mode": mode,
            "cases": [[s, *a] for s, a in zip(selectors, answers, strict=True)],
        }
        for (markup, selectors), (mode, answers) in zip(found, data["answers"], strict=True)
    ]
    return data


def _check(path: Path) -> None:
    data = _load(path)
    compared, found = differences(data)
    classes = Counter(_classify(selector, markup) for markup, selector, *_ in found)
    unexplained = [f for f in found if _classify(f[1], f[0]) is None]
    assert not unexplained, (
        f"{len(unexplained)} of {compared} answers differ from Chromium's unexplained; "
        f"first: {unexplained[:3]!r}; classes: {dict(classes)}"
    )


def test_default_tier_agrees_with_chromium_but_for_named_departures() -> None:
    _check(HERE / "_chromium_selectors.json")


@pytest.mark.slow
def test_slow_tier_agrees_with_chromium_but_for_named_departures() -> None:
    _check(HERE / "_chromium_selectors_slow.json.gz")


#: Where webapi answers as Chromium 156 rather than a reading of Selectors 4 (docs/selectors.md,
#: the policy table): name -> (reason, markup, selector, the ids Chromium selects).
FOLLOWS_CHROMIUM: dict[str, tuple[str, str, str, list[str]]] = {
    "empty-whitespace": (
        "Selectors 4's :empty allows 'optionally, document white space characters' but its next "
        "sentence counts any text node whose data is not empty; Chromium (as every engine) keeps "
        "Selectors 3's rule: whitespace-only text makes an element non-empty",
        "<p id=a> </p><p id=b></p><p id=c><!-- c --></p><p id=d>\n</p>",
        "p:empty",
        ["b", "c"],
    ),
}


@pytest.mark.parametrize("name", sorted(FOLLOWS_CHROMIUM))
def test_witnesses_where_webapi_follows_chromium(name: str) -> None:
    _reason, markup, selector, expected = FOLLOWS_CHROMIUM[name]
    document = html_document(markup)
    found = query_selector_all(document, selector)
    assert [e._attrs.get("id") for e in found] == expected  # type: ignore[union-attr]


FOREIGN = '<svg id=s viewBox="0 0 1 1"><rect id=r fooBar=2></rect></svg><p id=p fooBar=3>'
DISABLED = (
    "<select id=s disabled><optgroup id=g><option id=o1>1</option></optgroup>"
    "<option id=o2>2</option></select><select id=t><optgroup id=g2 disabled>"
    "<option id=o3>3</option></optgroup></select>"
)

#: Witnesses of classes of :data:`DEPARTURES` (where webapi follows the Standard): name ->
#: [(markup, selector, the ids Chromium 156 selects, the ids the Standard selects: webapi's)].
#: The default run compares webapi with the stored answers; the slow tier asks the browser.
WITNESSES: dict[str, list[tuple[str, str, list[str], list[str]]]] = {
    "foreign-attribute-name-case": [
        (FOREIGN, "[viewbox]", ["s"], []),
        (FOREIGN, '[VIEWBOX="0 0 1 1"]', ["s"], []),
        (FOREIGN, "[viewBox]", ["s"], ["s"]),
        (FOREIGN, "[fooBar]", ["r", "p"], ["p"]),
        (FOREIGN, "[foobar]", ["r", "p"], ["r", "p"]),
        (
            "<math id=m definitionURL=x><mi id=i mathVariant=b></mi></math>",
            "[definitionurl], [mathVariant]",
            ["m", "i"],
            [],
        ),
    ],
    "option-in-disabled-select": [
        (DISABLED, ":disabled", ["s", "g", "o1", "o2", "g2", "o3"], ["s", "g2", "o3"]),
        (DISABLED, ":enabled", ["t"], ["g", "o1", "o2", "t"]),
    ],
}

WITNESS_CASES = [(name, *witness) for name, witnesses in WITNESSES.items() for witness in witnesses]

#: Chromium's answers: the ids ``document.querySelectorAll`` selects once ``body.innerHTML``
#: is the markup (a blank page: no doctype, as :func:`html_document`'s).
WITNESSES_JAVASCRIPT = """(cases) => cases.map(([markup, selector]) => {
  document.body.innerHTML = markup;
  return [...document.querySelectorAll(selector)].map((e) => e.id);
})"""


def _witness_answer(markup: str, selector: str) -> list[str]:
    document = html_document(markup)
    return [e._attrs.get("id") for e in query_selector_all(document, selector)]


@pytest.mark.parametrize(
    ("name", "markup", "selector", "chromium", "standard"),
    WITNESS_CASES,
    ids=[f"{case[0]}-{case[2]}" for case in WITNESS_CASES],
)
def test_witnesses_where_webapi_follows_the_standard(
    name: str, markup: str, selector: str, chromium: list[str], standard: list[str]
) -> None:
    assert _witness_answer(markup, selector) == standard
    witnesses = WITNESSES[name]
    assert any(c != s for _m, _s, c, s in witnesses)  # each class departs in a witness
    if chromium != standard:
        assert _classify(selector, markup) == name  # the differential's class tells it


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
def test_chromium_still_answers_the_witnesses_so() -> None:
    """Chromium on this machine still departs as each witness says (a newer Chromium that
    follows the Standard makes the class stale: remove it)."""
    from oracles.chromium import evaluate

    found = evaluate(
        WITNESSES_JAVASCRIPT, [[markup, selector] for _n, markup, selector, *_ in WITNESS_CASES]
    )
    assert found == [chromium for *_, chromium, _standard in WITNESS_CASES]


# --- An+B's integers beyond a 32-bit integer (issue 58) ---------------------------------------

#: A 5,001-digit integer and 5,000 zeros, for the templates below (``BIG``, ``ZEROS``).
BIG = "1" + "0" * 5_000
ZEROS = "0" * 5_000
#: The document the integers' selectors are asked of.
INTEGERS_MARKUP = "<p id=a class=x>1</p><p id=b>2</p><p id=c class=x>3</p>"
#: What Chromium 156 answers for each selector (``BIG`` and ``ZEROS`` spelled out) over
#: :data:`INTEGERS_MARKUP`: the ids ``body.querySelectorAll`` selects, ``a.matches`` and the
#: local name of ``a.closest``, or ``"SyntaxError"``. A number token is clamped to a 32-bit
#: integer; A or B beyond -2^30 .. 2^30 - 1 never matches (not even ``99999999999n+1``'s
#: first child); the digits of ``n-<digits>``, which are in an identifier, must fit a 32-bit
#: integer (a SyntaxError beyond, where ``n- <digits>``'s number token is clamped).
#: :data:`INTEGERS_JAVASCRIPT` made it; the slow tier asks the browser again.
INTEGERS: list[tuple[str, Any]] = [
    (":nth-child(BIG)", [[], False, None]),
    (":nth-child(-BIG)", [[], False, None]),
    (":nth-child(+BIG)", [[], False, None]),
    (":nth-child(BIGn)", [[], False, None]),
    (":nth-child(-BIGn+2)", [[], False, None]),
    (":nth-child(BIGn-1)", [[], False, None]),
    (":nth-child(BIGn+BIG)", [[], False, None]),
    (":nth-child(n+BIG)", [[], False, None]),
    (":nth-child(-n+BIG)", [[], False, None]),
    (":nth-child(n- BIG)", [[], False, None]),
    (":nth-child(n + BIG)", [[], False, None]),
    (":nth-child(n-BIG)", "SyntaxError"),
    (":nth-child(-n-BIG)", "SyntaxError"),
    (":nth-child(BIGn-BIG)", "SyntaxError"),
    (":nth-child(2n-BIG)", "SyntaxError"),
    (":nth-child(ZEROS2)", [["b"], False, "body"]),
    (":nth-child(0n+ZEROS1)", [["a"], True, "p"]),
    (":nth-child(n-ZEROS1)", [["a", "b", "c"], True, "p"]),
    (":nth-child(99999999999n+1)", [[], False, None]),
    (":nth-child(-99999999999n+3)", [[], False, None]),
    (":nth-child(n-99999999999)", "SyntaxError"),
    (":nth-child(1073741823n+1)", [["a"], True, "p"]),
    (":nth-child(1073741824n+1)", [[], False, None]),
    (":nth-child(-1073741824n+1)", [["a"], True, "p"]),
    (":nth-child(-1073741825n+1)", [[], False, None]),
    (":nth-child(-n+1073741823)", [["a", "b", "c"], True, "p"]),
    (":nth-child(-n+1073741824)", [[], False, None]),
    (":nth-child(n-1073741824)", [["a", "b", "c"], True, "p"]),
    (":nth-child(n-1073741825)", [[], False, None]),
    (":nth-child(2147483647)", [[], False, None]),
    (":nth-child(2147483648)", [[], False, None]),
    (":nth-child(n-2147483648)", [[], False, None]),
    (":nth-child(n-2147483649)", "SyntaxError"),
    (":nth-child(+n-2147483649)", "SyntaxError"),
    (":nth-child(N-2147483649)", "SyntaxError"),
    (":nth-child(3n-2147483649)", "SyntaxError"),
    (":nth-child(n-\\32 147483649)", "SyntaxError"),
    (":nth-child(n - 2147483649)", [[], False, None]),
    (":nth-child(2147483646n+2147483647)", [[], False, None]),
    (":nth-child(-2147483648n-2147483648)", [[], False, None]),
    (":nth-last-child(BIGn+1)", [[], False, None]),
    (":nth-of-type(-BIGn+2)", [[], False, None]),
    (":nth-last-of-type(n+BIG)", [[], False, None]),
    (":nth-child(-n+BIG of .x)", [[], False, None]),
    (":nth-child(n-2147483649 of p)", "SyntaxError"),
    (":is(:nth-child(n-2147483649))", [[], False, None]),
    (":where(p, :nth-child(n-BIG))", [["a", "b", "c"], True, "p"]),
    (":not(:nth-child(n-BIG))", "SyntaxError"),
    ("p:nth-child(1073741824n+1), #b", [["b"], False, None]),
    ("p BIG", "SyntaxError"),
    ("p:is(BIG)", [[], False, None]),
    ("p:not(BIGpx)", "SyntaxError"),
    (":nth-child(1eBIG)", "SyntaxError"),
    ("p:is(BIG.5, 1e-BIG, .x)", [["a", "c"], True, "p"]),
]

INTEGERS_JAVASCRIPT = """([markup, selectors]) => {
  document.body.innerHTML = markup;
  const a = document.getElementById("a");
  return selectors.map((selector) => {
    try {
      const found = [...document.body.querySelectorAll(selector)].map((e) => e.id);
      const closest = a.closest(selector);
      return [found, a.matches(selector), closest === null ? null : closest.localName];
    } catch (error) {
      return error.name;
    }
  });
}"""


def _spelled(template: str) -> str:
    return template.replace("BIG", BIG).replace("ZEROS", ZEROS)


def _integers_answer(selector: str) -> Any:
    """webapi's answer in :data:`INTEGERS`' shape, through the DOM's public methods."""
    from webapi.dom import DOMException

    document = html_document(INTEGERS_MARKUP)
    body = document.body
    a = document.getElementById("a")
    try:
        found = [e.id for e in body.querySelectorAll(selector)]
        closest = a.closest(selector)
        return [found, a.matches(selector), None if closest is None else closest.localName]
    except DOMException as error:
        return error.name


@pytest.mark.parametrize(("template", "expected"), INTEGERS, ids=[t for t, _ in INTEGERS])
@sampled()
def test_an_plus_b_integers_of_any_size_as_chromium(template: str, expected: Any) -> None:
    assert _integers_answer(_spelled(template)) == expected


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
def test_an_plus_b_integers_as_the_chromium_here() -> None:
    from oracles.chromium import evaluate

    selectors = [_spelled(template) for template, _ in INTEGERS]
    answers = evaluate(INTEGERS_JAVASCRIPT, [INTEGERS_MARKUP, selectors])
    assert answers == [expected for _, expected in INTEGERS]  # the stored answers still hold
    assert [_integers_answer(s) for s in selectors] == answers
