"""webapi.js against Node's own URI functions, on generated strings.

One Node process (the pinned Node 26 of ``oracles/``) runs all six functions over the whole batch;
results are compared as JavaScript strings (UTF-16 code units), a ``URIError`` against a
``URIError``.  The default run checks 3,000 strings (18,000 calls); the slow tier 20,000 strings
(120,000 calls).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import webapi.js as js

FUNCTIONS: dict[str, Callable[[object], str]] = {
    "encodeURIComponent": js.encodeURIComponent,
    "encodeURI": js.encodeURI,
    "decodeURIComponent": js.decodeURIComponent,
    "decodeURI": js.decodeURI,
    "escape": js.escape,
    "unescape": js.unescape,
}

#: Each input through each function named: its result, or null for a URIError.
NODE_FUNCTION = """({inputs, names}) => inputs.map((s) => names.map((name) => {
  try { return globalThis[name](s); }
  catch (e) { return e instanceof URIError ? null : 'THREW ' + e; }
}))"""


def _piece(rng: random.Random) -> str:
    """One fragment of a generated string: the shapes the functions treat differently."""
    kind = rng.randrange(12)
    if kind == 0:  # ASCII, reserved and unreserved alike
        return "".join(chr(rng.randrange(0x20, 0x7F)) for _ in range(rng.randrange(1, 6)))
    if kind == 1:  # a valid escape of one byte
        return "%" + format(rng.randrange(256), rng.choice(["02X", "02x"]))
    if kind == 2:  # the UTF-8 escapes of one code point, sometimes truncated or damaged
        cp = rng.choice(
            [
                rng.randrange(0x80, 0x800),
                rng.randrange(0x800, 0xD800),
                rng.randrange(0xE000, 0x10000),
                rng.randrange(0x10000, 0x110000),
            ]
        )
        escapes = ["%" + format(b, "02X") for b in chr(cp).encode("utf-8")]
        if rng.random() < 0.3:
            del escapes[rng.randrange(len(escapes)) :]
        if escapes and rng.random() < 0.3:
            escapes[rng.randrange(len(escapes))] = "%" + format(rng.randrange(256), "02X")
        return "".join(escapes)
    if kind == 3:  # a broken escape
        return rng.choice(
            ["%", "%G", "%1", "%1G", "%%", "% 1", "%C0%80", "%ED%A0%80", "%F4%90%80%80"]
        )
    if kind == 4:  # %u forms, valid or not
        return "%u" + "".join(
            rng.choice("0123456789abcdefABCDEFgu") for _ in range(rng.randrange(0, 5))
        )
    if kind == 5:  # a surrogate pair as one code point or two
        cp = rng.randrange(0x10000, 0x110000)
        if rng.random() < 0.5:
            return chr(cp)
        v = cp - 0x10000
        return chr(0xD800 + (v >> 10)) + chr(0xDC00 + (v & 0x3FF))
    if kind == 6:  # a lone surrogate
        return chr(rng.randrange(0xD800, 0xE000))
    if kind == 7:  # Latin-1 and BMP text
        return "".join(chr(rng.randrange(0x80, 0x800)) for _ in range(rng.randrange(1, 4)))
    if kind == 8:
        return chr(rng.choice([rng.randrange(0x800, 0xD800), rng.randrange(0xE000, 0x10000)]))
    if kind == 9:  # URL-ish text
        return rng.choice(["http://", "a.b/c", "?q=1&r=2", "#frag", "[::1]", "user:pw@", ";", "+"])
    if kind == 10:  # a %-escape of a reserved character (decodeURI keeps those)
        return "%" + format(ord(rng.choice(";/?:@&=+$,#")), rng.choice(["02X", "02x"]))
    return ""


def generate(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(_piece(rng) for _ in range(rng.randrange(0, 6))) for _ in range(count)]


def _run_node(inputs: list[str]) -> list[list[str | None]]:
    from oracles import node26_evaluate

    argument = {"inputs": inputs, "names": list(FUNCTIONS)}
    result: list[list[str | None]] = node26_evaluate(NODE_FUNCTION, argument, timeout=300)
    return result


def _as_js(value: str | None) -> bytes | None:
    return None if value is None else value.encode("utf-16-le", "surrogatepass")


def _ours(function: Callable[[object], str], value: str) -> str | None:
    try:
        return function(value)
    except js.URIError:
        return None


def _differences(count: int, seed: int) -> list[tuple[str, str, object, object]]:
    inputs = generate(count, seed)
    expected = _run_node(inputs)
    differences = []
    for value, theirs in zip(inputs, expected, strict=True):
        for (name, function), their in zip(FUNCTIONS.items(), theirs, strict=True):
            mine = _ours(function, value)
            if _as_js(mine) != _as_js(their):
                differences.append((name, value, mine, their))
    return differences


@pytest.mark.needs_subprocess
def test_generated_strings_agree_with_node() -> None:
    assert _differences(3_000, seed=20261122)[:20] == []


@pytest.mark.needs_subprocess
@pytest.mark.slow
def test_many_generated_strings_agree_with_node() -> None:
    assert _differences(20_000, seed=1)[:20] == []


def test_generator_covers_errors_and_successes() -> None:
    # The differential means something only if the batch has both outcomes for each function.
    inputs = generate(3_000, seed=20261122)
    for function in FUNCTIONS.values():
        outcomes = {_ours(function, value) is None for value in inputs}
        if function not in (js.escape, js.unescape):
            assert outcomes == {True, False}
