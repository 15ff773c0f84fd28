"""test262's ``built-ins/RegExp/unicode_restricted_*.js`` (tc39/test262, 11 files, 438 cases):
what the ``u`` flag's grammar refuses that Annex B's would accept, ported to the ``v`` flag
URLPattern compiles with (``webapi.js.regexp.check``), each case a SyntaxError there too.

The upstream tests build their cases with loops over ASCII; here the same rules build them. One
rule changes with ``v``: inside a class, ``v`` accepts an escaped ClassSetReservedPunctuator
(``[\\&]``, ``[\\!]``, ...), so those are left out of the class identity escapes (and checked
valid). A test with Node 26 checks that ``new RegExp(source, "v")`` throws for every case.
"""

from __future__ import annotations

import string

import pytest

from tests._sample import sampled
from tests._sizes import tiered
from webapi.js.regexp import RegExpSyntaxError, check

SYNTAX_CHARACTERS = "^$\\.*+?()[]{}|"
ALPHANUMERIC = string.ascii_letters + string.digits
#: ECMA-262 ClassSetReservedPunctuator: escapable in a ``v``-flag class.
RESERVED_PUNCTUATORS = "&-!#%,:;<=>@`~"
#: The letters an escape may start with, in an atom and in a class (assertions, control
#: escapes, class escapes; ``c``, ``u``, ``x``, ``p``, ``P``, ``k`` and ``q`` start longer escapes
#: the upstream tests leave out of these two files).
ATOM_LETTERS = "bBfnrtvdDsSwW"
CLASS_LETTERS = "bfnrtvdDsSwW"


def _cases() -> list[tuple[str, str]]:
    """(upstream file, pattern) pairs, every one a SyntaxError with ``u`` and with ``v``."""
    ascii_chars = [chr(c) for c in range(128)]
    cases: list[tuple[str, str]] = [("brackets", c) for c in "()[]{}"]
    for escape in "dDsSwW":
        for pattern in (f"[\\{escape}-a]", f"[a-\\{escape}]", f"[\\{escape}-\\{escape}]"):
            cases.append(("character_class_escape", pattern))
    for c in ascii_chars:
        if c in ALPHANUMERIC or c in SYNTAX_CHARACTERS or c == "/":
            continue
        cases.append(("identity_escape", "\\" + c))
        if c != "-" and c not in RESERVED_PUNCTUATORS:
            cases.append(("identity_escape", f"[\\{c}]"))
    skip_atom = ATOM_LETTERS + "cupPkq"
    skip_class = CLASS_LETTERS + "cupPq"
    for c in string.ascii_letters:
        if c not in skip_atom:
            cases.append(("identity_escape_alpha", "\\" + c))
        if c not in skip_class:
            cases.append(("identity_escape_alpha", f"[\\{c}]"))
    cases.append(("identity_escape_c", "\\c"))
    cases.append(("identity_escape_c", "[\\c]"))
    for c in ascii_chars:
        if c not in string.ascii_letters:
            cases.append(("identity_escape_c", "\\c" + c))
            cases.append(("identity_escape_c", f"[\\c{c}]"))
    for partial in ("", "1", "12", "123", "{", "{}", "{1", "{12", "{123"):
        cases.append(("identity_escape_u", "\\u" + partial))
        cases.append(("identity_escape_u", f"[\\u{partial}]"))
    for partial in ("", "1"):
        cases.append(("identity_escape_x", "\\x" + partial))
        cases.append(("identity_escape_x", f"[\\x{partial}]"))
    for prefix in ("a", ""):
        for partial in ("{", "{1", "{1,", "{1,2"):
            cases.append(("incomplete_quantifier", prefix + partial))
    for digits in [*"123456789", *(f"0{d}" for d in "0123456789")]:
        cases.append(("octal_escape", "\\" + digits))
        cases.append(("octal_escape", f"[\\{digits}]"))
    quantifiers = [q + lazy for lazy in ("", "?") for q in ("*", "+", "?", "{1}", "{1,}", "{1,2}")]
    for assertion in ("(?=.)", "(?!.)"):
        for quantifier in quantifiers:
            cases.append(("quantifiable_assertion", assertion + quantifier))
    for quantifier in quantifiers:
        cases.append(("quantifier_without_atom", quantifier))
    return cases


CASES = _cases()


@pytest.mark.parametrize(
    ("file", "pattern"),
    tiered(pytest.param(f, p, id=f"{f}-{i}") for i, (f, p) in enumerate(CASES)),
)
@sampled()
def test_refused(file: str, pattern: str) -> None:
    with pytest.raises(RegExpSyntaxError):
        check(pattern)


@pytest.mark.parametrize("c", RESERVED_PUNCTUATORS)
def test_a_reserved_punctuator_escape_is_valid_in_a_v_class(c: str) -> None:
    check(f"[\\{c}]")


@pytest.mark.needs_subprocess
def test_node_refuses_each_case_with_v() -> None:
    from _node26 import accepted_with_v

    assert accepted_with_v([pattern for _, pattern in CASES]) == []
