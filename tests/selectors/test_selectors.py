"""The selector engine's own checks: what the parser makes and refuses, HTML's case rules, the
state pseudo-classes read from the DOM, deep and wide input without recursion, the cache's
bound."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.selectors._trees import html_document
from webapi.dom import DOMException
from webapi.dom._selectors import closest, matches, query_selector, query_selector_all
from webapi.selectors import SelectorSyntaxError
from webapi.selectors._ast import CHILD, DESCENDANT, NEXT_SIBLING
from webapi.selectors._matching import subtree_elements
from webapi.selectors._parser import MAX_NESTING, parse_selector
from webapi.selectors.engine import _CACHE, parse_selector_cached


def ids(found: list[object]) -> list[str | None]:
    return [e._attrs.get("id") if type(e._attrs) is dict else None for e in found]  # type: ignore[attr-defined]


def test_parser_keeps_compounds_right_to_left_with_their_combinators() -> None:
    (selector,) = parse_selector("ul > li.x + a b").selectors
    names = [(c.local_name, combinator) for c, combinator in selector.parts]
    assert names == [("b", DESCENDANT), ("a", NEXT_SIBLING), ("li", CHILD), ("ul", None)]


@pytest.mark.parametrize(
    ("text", "a", "b"),
    [
        ("odd", 2, 1),
        ("even", 2, 0),
        ("3", 0, 3),
        ("-n+3", -1, 3),
        ("+n", 1, 0),
        ("2n- 1", 2, -1),
        ("2n - 1", 2, -1),
        (" -2N+ 5 ", -2, 5),
        ("n-1", 1, -1),
        # integers beyond a 32-bit one are clamped, of any length (Python's int() refuses
        # more than 4,300 digits); the digits of n-<digits> fit or are invalid (below)
        ("99999999999n+1", 2**31 - 1, 1),
        ("-99999999999n- 99999999999", -(2**31), -(2**31)),
        ("9" * 5_000, 0, 2**31 - 1),
        ("-" + "9" * 5_000 + "n+" + "0" * 5_000 + "7", -(2**31), 7),
        ("n- " + "9" * 5_000, 1, -(2**31)),
        ("-n + " + "9" * 400, -1, 2**31 - 1),  # (beyond a double: infinite)
        ("n-2147483648", 1, -(2**31)),
        ("n-" + "0" * 5_000 + "12", 1, -12),
    ],
    ids=lambda value: value if not isinstance(value, str) or len(value) < 40 else value[:20],
)
def test_an_plus_b(text: str, a: int, b: int) -> None:
    (selector,) = parse_selector(f":nth-child({text})").selectors
    assert selector.parts[0][0].simple[0][2:4] == (a, b)


@pytest.mark.parametrize(
    "text", ["n-2147483649", "-n-99999999999", "2n-" + "9" * 5_000, "+n-\\32 147483649"]
)
def test_an_plus_b_digits_in_a_name_must_fit_32_bits(text: str) -> None:
    with pytest.raises(SelectorSyntaxError):
        parse_selector(f":nth-child({text})")


def test_numbers_of_any_length_anywhere_are_matched_or_refused() -> None:
    """A number token of thousands of digits (an integer, a fraction, an exponent) wherever a
    selector holds it: an answer or a SyntaxError, never Python's ValueError."""
    big = "9" * 5_000
    document = html_document("<p id=a class=x>1</p><p id=b>2</p>")
    for number in (big, "-" + big, big + ".5", "1e" + big, "1e-" + big, big + "%", big + "px"):
        for template in ("p {}", "p:is({}, .x)", ":not({})", ":nth-child({})", "[a={}]"):
            selector = template.format(number)
            try:
                found = query_selector_all(document, selector)
            except DOMException as error:
                assert error.name == "SyntaxError"
                continue
            expected = ["a"] if template == "p:is({}, .x)" else []
            assert ids(found) == expected, (template, number[:12])


#: Pieces of selectors, numbers of every kind and length among them, for the fuzz below.
_PIECES = [
    "p", "li", "*", " ", ">", "+", "~", ",", "|", ".x", "#a", "[", "]", "=", "'", '"', "(", ")",
    ":is(", ":not(", ":has(", ":nth-child(", ":nth-last-of-type(", ":lang(", " of ", "n", "-n",
    "n-", "-", "+", "e", "E", ".", "%", "px", "\\", "9" * 5_000, "0" * 5_000, "1e" + "9" * 400,
    "2147483648", "1073741824", "7",
]  # fmt: skip


@given(st.lists(st.sampled_from(_PIECES), max_size=12))
def test_any_selector_text_answers_or_is_a_syntax_error(pieces: list[str]) -> None:
    """querySelectorAll, matches and closest over any text of selector pieces: an answer or
    a DOMException "SyntaxError", never another exception (Python's int() refused the
    numbers of more than 4,300 digits here)."""
    selector = "".join(pieces)
    document = _FUZZ_DOCUMENT
    element = query_selector(document, "#a")
    for method in (query_selector_all, matches, closest):
        try:
            method(document if method is query_selector_all else element, selector)
        except DOMException as error:
            assert error.name == "SyntaxError"


_FUZZ_DOCUMENT = html_document(
    "<ul><li id=a class=x lang=en>1<li>2<p>3</p></ul>"
    f"<select size={'9' * 5_000}><option selected>o</select>"
)


def test_a_select_size_of_any_length() -> None:
    """:checked reads a select's display size by the rules for parsing non-negative integers,
    of any length, as the select element's own selectedness does (``selectedIndex``)."""
    document = html_document(
        f"<select size={'9' * 5_000}><option>A</select><select size=+1><option>B</select>"
        f"<select size={'0' * 5_000}1><option>C</select><select size=' 2x'><option>D</select>"
    )
    checked = query_selector_all(document, "option:checked")
    assert [option.textContent for option in checked] == ["B", "C"]  # type: ignore[attr-defined]
    selects = document.querySelectorAll("select")
    assert [select.selectedIndex for select in selects] == [-1, 0, 0, -1]


@pytest.mark.parametrize(
    "text",
    [
        ":nth-child(+ n)",
        ":nth-child(2n + +1)",
        ":nth-child(n of)",
        ":nth-of-type(1 of p)",
        "a:has(:has(b))",
        "a:has()",
        ":not()",
        ":not(::before)",
        "::before span",
        "::before.x",
        "svg|rect",
        "[x|=]",
        "a ||b",
        "#1",
        "a,",
        ":has(a, :bogus)",
    ],
)
def test_invalid_selectors(text: str) -> None:
    with pytest.raises(SelectorSyntaxError):
        parse_selector(text)


@pytest.mark.parametrize(
    "text", [":is(:bogus, .x)", ":where()", "::before", "::before:hover", "*|*", "|a", "a:not(b"]
)
def test_valid_selectors(text: str) -> None:
    parse_selector(text)


def test_namespaces_come_from_the_map_when_given() -> None:
    (selector,) = parse_selector("s|rect", {"s": "http://www.w3.org/2000/svg"}).selectors
    assert selector.parts[0][0].namespace == "http://www.w3.org/2000/svg"


DOCUMENT = """<!DOCTYPE html><body>
<div id=Main class="Foo bar"><p lang=en-US>x</p><svg><foreignObject id="fo"/></svg></div>
<form><select id=s><option id=o1>a<option id=o2 disabled>b</select>
<select id=m multiple><option id=o3>c</select>
<input id=r1 type=radio name=g checked><input id=r2 type=radio name=g checked>
<input id=c type=CheckBox checked><input id=t placeholder=p required>
<fieldset id=fs disabled><legend><input id=in-legend></legend><input id=in-fieldset></fieldset>
<button id=submit>go</button><input id=i2 type=submit></form>
<a id=link href=x></a><a id=nolink></a><template><p id=hidden></p></template>
<div id=align align=CENTER></div><div id=empty><!-- --></div>"""


@pytest.fixture(scope="module")
def document() -> object:
    return html_document(DOCUMENT)


@pytest.mark.parametrize(
    ("selector", "expected"),
    [
        ("option:checked", ["o1"]),
        ("#m option:checked", []),
        ("input:checked", ["r2", "c"]),
        (":disabled", ["o2", "fs", "in-fieldset"]),
        ("input:enabled", ["r1", "r2", "c", "t", "in-legend", "i2"]),
        (":required", ["t"]),
        (":placeholder-shown", ["t"]),
        (":default", ["r1", "r2", "c", "submit"]),
        (":link", ["link"]),
        ("p", []),
        ("#hidden", []),
        ('[align="center"]', ["align"]),
        ('[align="center" s]', []),
        ("#main", []),
        ("DIV#Main", ["Main"]),
        (".foo", []),
        ("foreignObject", ["fo"]),
        ("foreignobject", []),
        (":lang(en)", []),
        ("#empty:empty", ["empty"]),
        (":has(> option:disabled)", ["s"]),
    ],
)
def test_html_rules_and_state(document: object, selector: str, expected: list[str]) -> None:
    found = [e for e in query_selector_all(document, selector) if e._local_name != "p"]  # type: ignore[arg-type]
    if selector == "p":
        found = query_selector_all(document, "p > template")  # type: ignore[arg-type]
    assert ids(found) == expected


def test_quirks_mode_class_and_id_are_ascii_case_insensitive() -> None:
    quirks = html_document('<div id=Main class="Foo bar"></div>')
    assert quirks._mode == "quirks"
    assert ids(query_selector_all(quirks, "#main.FOO")) == ["Main"]


def test_dom_methods_raise_syntax_error_and_scope() -> None:
    document = html_document("<!DOCTYPE html><div id=a><p id=b><span id=c></span></p></div>")
    span = query_selector(document, "span")
    assert closest(span, "div > p") is query_selector(document, "#b")  # type: ignore[arg-type]
    assert matches(span, ":scope") and not matches(span, ":scope > *")  # type: ignore[arg-type]
    div = query_selector(document, "#a")
    assert ids(query_selector_all(div, ":scope > p")) == ["b"]  # type: ignore[arg-type]
    assert ids(query_selector_all(div, "body span")) == ["c"]  # type: ignore[arg-type]
    with pytest.raises(DOMException) as raised:
        query_selector_all(document, "a:has(:has(b))")
    assert (raised.value.name, raised.value.code) == ("SyntaxError", 12)


def test_nesting_past_the_limit_is_a_syntax_error_never_a_recursion_error() -> None:
    inside = ":is(" * MAX_NESTING + "a" + ")" * MAX_NESTING
    assert parse_selector(inside)
    for depth in (MAX_NESTING + 1, 10_000):
        with pytest.raises(SelectorSyntaxError, match="nest more than"):
            parse_selector(":is(" * depth + "a" + ")" * depth)
        with pytest.raises(SelectorSyntaxError):
            parse_selector(":is(" * depth)


def test_deepest_nesting_matches_within_the_recursion_limit() -> None:
    document = html_document("<a id=x></a>")
    inside = ":not(:not(" * (MAX_NESTING // 2) + "a" + "))" * (MAX_NESTING // 2)
    assert ids(query_selector_all(document, inside)) == ["x"]


def test_long_chains_over_deep_trees_do_not_recurse() -> None:
    depth = 5_000
    document = html_document("<div>" * depth + "<p id=end></p>")
    chain = " ".join(["div"] * 300) + " p"
    assert ids(query_selector_all(document, chain)) == ["end"]
    assert ids(query_selector_all(document, "span div p")) == []
    assert ids(query_selector_all(document, "div > " * 200 + "p")) == ["end"]


def test_wide_sibling_lists_number_children_once() -> None:
    document = html_document("<ul>" + "<li>" * 20_000 + "</ul>")
    assert len(query_selector_all(document, "li:nth-child(2n of li)")) == 10_000
    assert len(query_selector_all(document, "li:nth-last-of-type(odd)")) == 10_000


@pytest.mark.slow
def test_the_cache_is_bounded_in_bytes() -> None:
    for n in range(2_000):
        parse_selector_cached(f".c{n} > " * 20 + "a")
    assert _CACHE.size <= _CACHE.budget
    assert parse_selector_cached("a b") is parse_selector_cached("a b")


def test_elements_in_tree_order(document: object) -> None:
    every = query_selector_all(document, "*")  # type: ignore[arg-type]
    assert every == list(subtree_elements(document))


@pytest.mark.parametrize("selector", ["li:has(~ p)", ":has(p)", "li:has(+ p)", "li:has(> p)"])
def test_has_tests_each_element_a_bounded_number_of_times(
    selector: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from webapi.selectors._matching import Matcher

    calls = 0
    original = Matcher.matches_compound

    def counting(self: Matcher, compound: object, element: object) -> bool:
        nonlocal calls
        calls += 1
        return original(self, compound, element)  # type: ignore[arg-type]

    monkeypatch.setattr(Matcher, "matches_compound", counting)
    counts = []
    for n in (500, 2_000):
        document = html_document("<ul>" + "<li>" * n + "</ul>")
        calls = 0
        assert query_selector_all(document, selector) == []
        counts.append(calls)
    assert counts[1] <= 4.5 * counts[0], counts  # (4x the siblings: 4x the tests, not 16x)


def _ids(markup: str, selector: str) -> list[str | None]:
    return ids(query_selector_all(html_document(markup), selector))  # type: ignore[arg-type]


def test_a_backslash_at_the_end_escapes_eof_as_a_replacement_character() -> None:
    # (CSS Syntax: a backslash not followed by a newline is a valid escape; EOF -> U+FFFD)
    markup = '<p id=a class="foo\ufffd"><p id=b class="foo">'
    assert _ids(markup, "p.foo\\") == ["a"]
    assert _ids(markup, "#a\\") == []


def test_the_nesting_selector_is_scope_outside_a_style_rule() -> None:
    document = html_document("<div id=a><p id=b><span id=c></span></p></div>")
    div = query_selector_all(document, "div")[0]
    assert ids(query_selector_all(div, "& > p")) == ["b"]  # type: ignore[arg-type]
    assert ids(query_selector_all(document, "&")) == [None]  # (the root element)
    assert ids(query_selector_all(div, "& span")) == ["c"]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "selector",
    [":current", ":past", ":future", ":host", ":host(.a)", ":state(--x)", "::part(a b)",
     "::part(a):hover::before", "::slotted(.a)", "::slotted(*)::before", ":host-context(a)",
     ":-webkit-full-page-media"],
)  # fmt: skip
def test_selectors_that_parse_and_match_nothing(selector: str) -> None:
    assert _ids("<p id=a class=a>", selector) == []


@pytest.mark.parametrize(
    "selector",
    [":host(a b)", ":host(:not(a b))", ":state()", ":state(0)", "::part()", "::part(0)",
     "::part(a):first-child", "::part(a):has(b)", "::part(a)::part(b)", "::slotted()",
     "::slotted(a):hover", "::slotted(a b)", "::slotted(a)::before:state(x)",
     "::before:state(x)", ":current(p)"],
)  # fmt: skip
def test_shadow_and_state_selectors_refused(selector: str) -> None:
    with pytest.raises(SelectorSyntaxError):
        parse_selector_cached(selector)


def test_dir_of_inputs() -> None:
    markup = (
        "<div dir=rtl><input id=tel type=tel><input id=text>"
        "<input id=auto dir=auto value='\u05e2\u05d1'><input id=latin dir=auto value=ab>"
        "<input id=empty dir=auto><input id=bad type=tel dir=foo></div>"
    )
    assert _ids(markup, "input:dir(ltr)") == ["tel", "latin", "empty", "bad"]
    assert _ids(markup, "input:dir(rtl)") == ["text", "auto"]


def test_default_button_owned_through_the_form_attribute() -> None:
    """A form's default button is its first submit button in tree order, one before the form
    owned through ``form=`` included (Chromium 156: ``x`` and ``z`` below)."""
    from webapi.html import DOMParser

    document = DOMParser().parseFromString(
        "<button form=f id=x>x</button><form id=f><button id=y>y</button></form>"
        "<form id=g><input type=submit id=z></form>",
        "text/html",
    )
    assert [e.id for e in document.querySelectorAll(":default")] == ["x", "z"]
    document.getElementById("x").removeAttribute("form")  # type: ignore[union-attr]
    assert [e.id for e in document.querySelectorAll(":default")] == ["y", "z"]
