"""CSS Syntax's rule lists (``webapi.csssyntax.engine.next_rule``), the one step the CSSOM's
rule trees and the cascade's sheets both read a sheet's rules with: where each rule starts,
where its prelude ends, where its block ends; what lies between rules, and what the end of
the input cuts short."""

from __future__ import annotations

import time

from webapi.csssyntax.engine import block_ends, next_rule, preprocess, tokenize


def _rules(text: str) -> list[tuple[str, str, str]]:
    """Each rule of the list as (its first token's text, the prelude's text, its block's
    text), read with the offsets of the tokens."""
    source = preprocess(text)
    starts: list[int] = []
    tokens = tokenize(source, starts)
    starts.append(len(source))
    close = block_ends(tokens)
    found = []
    i = 0
    while (rule := next_rule(tokens, close, i, len(tokens))) is not None:
        first, prelude_end, block_end = rule
        block = ""
        if prelude_end < len(tokens) and tokens[prelude_end].kind == "{":
            block = source[starts[prelude_end] : starts[block_end] + 1]
        found.append(
            (
                source[starts[first] : starts[first + 1]],
                source[starts[first] : starts[prelude_end]].strip(),
                block,
            )
        )
        i = block_end + 1
    return found


def test_qualified_rules_and_at_rules_in_order() -> None:
    assert _rules("p { color: red } @media print { a { b: c } } @import 'x.css'; q{}") == [
        ("p", "p", "{ color: red }"),
        ("@media", "@media print", "{ a { b: c } }"),
        ("@import", "@import 'x.css'", ""),
        ("q", "q", "{}"),
    ]


def test_whitespace_cdo_cdc_and_semicolons_between_rules_are_passed_over() -> None:
    assert _rules("<!-- ; p {} --> ;; \n q {}") == [("p", "p", "{}"), ("q", "q", "{}")]


def test_a_block_or_function_in_the_prelude_does_not_end_it() -> None:
    # ("{" inside [] or a function is part of the prelude; ";" ends only an at-rule)
    assert _rules("a[title='{'], :is(b;c) { x: y }") == [
        ("a", "a[title='{'], :is(b;c)", "{ x: y }")
    ]


def test_the_end_of_the_input_keeps_an_at_rule_and_drops_a_qualified_rule() -> None:
    # https://drafts.csswg.org/css-syntax-3/#consume-at-rule: EOF is a parse error, the rule
    # is returned; #consume-qualified-rule: EOF drops it
    assert _rules("p {} @layer a, b") == [("p", "p", "{}"), ("@layer", "@layer a, b", "")]
    assert _rules("p {} q > r") == [("p", "p", "{}")]
    assert _rules("p { color: red") == [("p", "p", "{ color: red")]


def test_a_list_inside_a_block_ends_at_the_block() -> None:
    source = preprocess("@media x { a {} b {} } c {}")
    tokens = tokenize(source)
    close = block_ends(tokens)
    outer = next_rule(tokens, close, 0, len(tokens))
    assert outer is not None
    _, brace, block_end = outer
    inner = []
    i = brace + 1
    while (rule := next_rule(tokens, close, i, block_end)) is not None:
        inner.append(tokens[rule[0]].value)
        i = rule[2] + 1
    assert inner == ["a", "b"]


def test_deep_blocks_take_linear_time() -> None:
    for depth in (2_000, 4_000):
        text = "a { " * depth + "}" * depth + " b {}"
        tokens = tokenize(preprocess(text))
        close = block_ends(tokens)
        started = time.process_time()
        first = next_rule(tokens, close, 0, len(tokens))
        assert first is not None and next_rule(tokens, close, first[2] + 1, len(tokens))
        assert time.process_time() - started < 0.1
