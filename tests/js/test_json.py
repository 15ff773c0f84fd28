"""``JSON.parse`` and ``JSON.stringify`` over Python's values (``webapi.js.engine``): numbers as
ECMAScript's Number::toString writes them, strings as QuoteJSONString, any depth both ways, the
TypeErrors ``JSON.stringify`` throws; the iterative parser against ``json.loads``; and both
against the pinned Node 26 on generated doubles and strings (a fixed sample by default, 200,000
doubles in the slow tier)."""

from __future__ import annotations

import json
import math
import random
import struct
import sys
from enum import IntEnum
from typing import Any

import pytest

from tests._sample import sampled
from tests._sizes import DEPTHS
from webapi._webidl import number_to_string
from webapi.js._json import _parse_iteratively
from webapi.js.engine import json_parse, json_stringify

# --- numbers: expected strings worked out from Number::toString's steps ---------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (1e-7, "1e-7"),  # n = -6: the exponent form
        (1.5e-7, "1.5e-7"),
        (1e-6, "0.000001"),  # n = -5: "0." and zeros
        (-0.0, "0"),
        (0.0, "0"),
        (2.0, "2"),
        (-2.5, "-2.5"),
        (1.2345678901234568e20, "123456789012345680000"),  # k <= n <= 21: zeros appended
        (1e21, "1e+21"),  # n = 22
        (9.999999999999999e20, "999999999999999900000"),
        (123e-20, "1.23e-18"),
        (5e-324, "5e-324"),  # the least subnormal
        (2.2250738585072014e-308, "2.2250738585072014e-308"),
        (1.7976931348623157e308, "1.7976931348623157e+308"),
        (1e16, "10000000000000000"),  # Python's repr: 1e+16
        (2.0**53 + 2, "9007199254740994"),
        (0.1 + 0.2, "0.30000000000000004"),
        (float("nan"), "null"),
        (float("inf"), "null"),
        (float("-inf"), "null"),
    ],
)
def test_numbers_are_written_as_json_stringify_writes_them(value: float, expected: str) -> None:
    assert json_stringify(value) == expected
    assert json_stringify([value, {"k": value}]) == f'[{expected},{{"k":{expected}}}]'


def test_integers_keep_their_digits_and_a_bigint_is_refused() -> None:
    # An int is written with all its digits (JavaScript reads the same Number from them as
    # from JSON.stringify's shortest digits); past the largest double only a BigInt could
    # hold it, and JSON.stringify throws for a BigInt.
    assert json_stringify([2**53, -(2**53), 2**60, 10**308]) == (
        f"[9007199254740992,-9007199254740992,1152921504606846976,{10**308}]"
    )
    for value in (2**1024, -(2**1024), 10**400, 10**5000):
        with pytest.raises(TypeError, match="Do not know how to serialize a BigInt"):
            json_stringify({"a": [value]})
    assert json_stringify([True, False, None, IntEnum("E", "A").A]) == "[true,false,null,1]"


def test_keys_are_written_as_property_keys() -> None:
    data = {"s": 1, 2: 2, 1.5: 3, -0.0: 4, 1e-7: 5, None: 7, 10**30: 8}
    assert json_stringify(data) == (
        '{"s":1,"2":2,"1.5":3,"0":4,"1e-7":5,"null":7,"1000000000000000000000000000000":8}'
    )
    assert json_stringify({True: 1, False: 0}) == '{"true":1,"false":0}'
    with pytest.raises(TypeError, match="keys must be str"):
        json_stringify({(1, 2): 3})


# --- strings ------------------------------------------------------------------------------


def test_strings_are_quoted_as_quote_json_string_does() -> None:
    # QuoteJSONString: the two-character escapes, other code units below U+0020 as \u00xx in
    # lowercase, lone surrogates as \udxxx, every other code unit as it is (U+007F, U+2028).
    text = '\b\t\n\f\r"\\/\x00\x1f\x7f\u2028é😀'
    assert json_stringify(text) == '"\\b\\t\\n\\f\\r\\"\\\\/\\u0000\\u001f\x7f\u2028é😀"'
    assert json_stringify(["\udead", "\ud83d\ude00", "\ude00\ud83d"]) == (
        '["\\udead","😀","\\ude00\\ud83d"]'
    )
    assert json_stringify({"k\udc00": "\ud800"}) == '{"k\\udc00":"\\ud800"}'


# --- what JSON.stringify refuses ----------------------------------------------------------


def test_a_cycle_is_a_type_error_and_a_shared_value_is_not() -> None:
    shared = [1]
    assert json_stringify([shared, {"a": shared}, (shared,)]) == '[[1],{"a":[1]},[[1]]]'
    itself: list[Any] = []
    itself.append(itself)
    with pytest.raises(TypeError, match=r"^Converting circular structure to JSON$"):
        json_stringify(itself)
    mapping: dict[str, Any] = {"a": 1}
    mapping["b"] = [mapping]
    with pytest.raises(TypeError, match="circular"):
        json_stringify({"x": mapping})


@pytest.mark.parametrize("start", [0, 1, 2, 3, 5, 8, 13, 100])
@pytest.mark.parametrize("period", [1, 2, 3, 4, 7, 64, 65, 300])
@sampled()
def test_a_cycle_at_any_depth_and_period_is_found(start: int, period: int) -> None:
    # A chain of lists whose last points back ``period`` levels, ``start`` levels down; each
    # link also holds finished siblings (a scalar, a shared list) before the link itself.
    links: list[list[Any]] = [[] for _ in range(start + period)]
    side = [1, [2]]
    for index, link in enumerate(links):
        link.extend(["x", side])
        if index + 1 < len(links):
            link.append(links[index + 1])
    links[-1].append(links[start])
    with pytest.raises(TypeError, match="circular"):
        json_stringify(links[0])
    links[-1].pop()  # no cycle now: the same chain is written
    assert json_stringify(links[0]).count('"x"') == start + period


def test_objects_json_has_no_form_for_are_type_errors() -> None:
    for value in (object(), {1, 2}, b"x", json_stringify):
        with pytest.raises(TypeError, match="not JSON serializable"):
            json_stringify([value])


def test_webapi_objects_are_written_as_their_to_json() -> None:
    from webapi import URL, Headers

    assert json_stringify({"u": URL("https://a.example/x y"), "h": Headers()}) == (
        '{"u":"https://a.example/x%20y","h":{}}'
    )


# --- depth --------------------------------------------------------------------------------


#: The deepest dict chain Pyodide 314's Python frees (measured: 3,000 freed, 5,000 a fatal
#: "Maximum call stack size exceeded").
_PYODIDE_DICT_DEPTH = 2_000


@pytest.mark.parametrize("depth", DEPTHS)
def test_any_depth_both_ways(depth: int) -> None:
    nested: Any = 0
    for _ in range(depth):
        nested = [nested]
    text = json_stringify(nested)
    assert text == "[" * depth + "0" + "]" * depth
    parsed = json_parse(text)
    for _ in range(depth):
        (parsed,) = parsed
    assert parsed == 0
    # Under Pyodide, freeing dicts nested 5,000 deep overflows the WebAssembly stack in
    # Python's own deallocation (3,000 is freed; a plain ``{"a": x}`` chain alike, whatever
    # made it): the objects there are as deep as the platform can free.
    levels = min(depth, _PYODIDE_DICT_DEPTH) if sys.platform == "emscripten" else depth
    objects = '{"a":' * levels + "[]" + "}" * levels
    value = json_parse(objects)
    assert json_stringify(value) == objects


# --- JSON.parse ---------------------------------------------------------------------------


def test_parse_reads_javascript_numbers_and_refuses_python_extensions() -> None:
    assert json_parse("[1, -0, 2.50, 1e400, -1E-400, 12345678901234567890]") == [
        1,
        0,
        2.5,
        math.inf,
        -0.0,
        12345678901234567890,
    ]
    # Past Python's 4,300-digit int conversion limit: the Number JavaScript reads.
    assert json_parse("[" + "9" * 5000 + ", -" + "1" * 4400 + "]") == [math.inf, -math.inf]
    for text in ("NaN", "[Infinity]", '{"a": -Infinity}', "[1,]", "01", "\ufeff1", "[1] 2"):
        with pytest.raises(json.JSONDecodeError):
            json_parse(text)
    deep_nan = "[" * 3000 + "NaN" + "]" * 3000
    with pytest.raises(json.JSONDecodeError):
        json_parse(deep_nan)


def test_parse_keeps_duplicate_keys_as_json_parse_does() -> None:
    # The later value, at the place of the first (CreateDataProperty on an existing key).
    deep = "[" * 3000 + '{"a": 1, "b": 2, "a": 3}' + "]" * 3000
    value = json_parse(deep)
    for _ in range(3000):
        (value,) = value
    assert list(value.items()) == [("a", 3), ("b", 2)]


def _random_json(rng: random.Random, depth: int) -> str:
    """A JSON text with white space, escapes, surrogates, duplicate keys, numbers of every
    form, nesting up to ``depth``."""
    space = lambda: rng.choice(["", "", " ", "\n\t", "\r "])  # noqa: E731
    kind = rng.randrange(10 if depth else 6)
    if kind == 0:
        return rng.choice(["null", "true", "false"])
    if kind == 1:
        return rng.choice(
            ["0", "-0", "7", "-12", "1" * 30, "1.5", "-0.0", "1e5", "2E-3", "1.25e+400"]
        )
    if kind in (2, 3):
        pieces = ["a", "é", "\\n", "\\u00e9", "\\ud83d\\ude00", "\\udead", "\\\\", '\\"', "😀"]
        return '"' + "".join(rng.choice(pieces) for _ in range(rng.randrange(4))) + '"'
    if kind in (4, 5):
        return str(rng.choice([0.1, 1e-7, 123456.789, 5e-324]))
    items = [space() + _random_json(rng, depth - 1) + space() for _ in range(rng.randrange(4))]
    if kind in (6, 7):
        return "[" + ",".join(items) + "]" if items else "[" + space() + "]"
    keys = [rng.choice(['"a"', '"b"', '"\\u0061"', '"é"']) for _ in items]
    members = [f"{space()}{k}{space()}:{v}" for k, v in zip(keys, items, strict=True)]
    return "{" + ",".join(members) + "}" if members else "{" + space() + "}"


def _same(a: Any, b: Any) -> bool:
    """Equal values of equal types, -0.0 and NaN told apart as JavaScript's Object.is does."""
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, float):
        return struct.pack("<d", a) == struct.pack("<d", b)
    return bool(a == b)


def _mutated(rng: random.Random, text: str) -> str:
    position = rng.randrange(len(text) + 1)
    choice = rng.randrange(3)
    if choice == 0:
        return text[:position] + text[position + 1 :]
    inserted = rng.choice([*'[]{},:"\\ 0-.eE', "true", "nul", "NaN"])
    if choice == 1:
        return text[:position] + inserted + text[position:]
    return text[:position] + inserted + text[position + 1 :]


@pytest.mark.parametrize(
    ("count", "seed"), [(600, 1), pytest.param(30_000, 2, marks=pytest.mark.slow)]
)
def test_the_iterative_parser_gives_what_json_loads_gives(count: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        text = _random_json(rng, 4)
        if rng.random() < 0.5:
            text = _mutated(rng, text)
        try:
            expected: Any = json.loads(text, parse_constant=_refuse)
        except json.JSONDecodeError:
            expected = json.JSONDecodeError
        try:
            got: Any = _parse_iteratively(text)
        except json.JSONDecodeError:
            got = json.JSONDecodeError
        assert _same(got, expected), text


def _refuse(name: str) -> Any:
    raise json.JSONDecodeError("constant", name, 0)


# --- against Node 26 ----------------------------------------------------------------------

NODE_NUMBERS = r"""(hexes) => hexes.map((hex) => {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt('0x' + hex));
  const x = view.getFloat64(0);
  return [String(x), JSON.stringify(x)];
})"""

NODE_STRINGS = "(units) => units.map((u) => JSON.stringify(String.fromCharCode(...u)))"


def _double(rng: random.Random) -> float:
    """A double of one of the shapes whose layout differs: any bit pattern, subnormals,
    integers past 2**53, decimals of few digits, and the neighbours of 10**k (the layout's
    boundaries 1e21 and 1e-7 among them)."""
    kind = rng.randrange(7)
    if kind == 0:
        return struct.unpack("<d", rng.getrandbits(64).to_bytes(8, "little"))[0]
    if kind == 1:  # subnormal (exponent bits 0)
        return struct.unpack("<d", rng.getrandbits(52).to_bytes(8, "little"))[0]
    if kind == 2:
        return float(rng.randrange(2**53, 2 ** rng.randrange(54, 90)))
    if kind == 3:
        return round(rng.uniform(-1, 1) * 10 ** rng.randrange(-12, 25), rng.randrange(0, 8))
    if kind == 4:
        return int(rng.randrange(1, 1000)) * 10.0 ** rng.randrange(-30, 30)
    power = 10.0 ** rng.choice([21, -7, -6, 20, 22, rng.randrange(-325, 309)])
    for _ in range(rng.randrange(3)):
        power = math.nextafter(power, rng.choice([0.0, math.inf]))
    return -power if rng.random() < 0.3 else power


def _hex(value: float) -> str:
    return struct.pack(">d", value).hex()


@pytest.mark.needs_subprocess
@pytest.mark.parametrize(
    ("count", "seed"), [(3_000, 20261126), pytest.param(200_000, 7, marks=pytest.mark.slow)]
)
def test_numbers_agree_with_node(count: int, seed: int) -> None:
    from oracles import node26_evaluate

    rng = random.Random(seed)
    values = [_double(rng) for _ in range(count)]
    values += [0.0, -0.0, math.inf, -math.inf, math.nan, 1e21, 1e-7, 2.0**53, 2.0**64]
    theirs = node26_evaluate(NODE_NUMBERS, [_hex(v) for v in values], timeout=600)
    mine = [[number_to_string(v), json_stringify(v)] for v in values]
    differing = [(v, m, t) for v, m, t in zip(values, mine, theirs, strict=True) if m != t]
    assert differing[:5] == []


def _units(rng: random.Random) -> list[int]:
    pool = [
        0x00,
        0x08,
        0x09,
        0x0A,
        0x0C,
        0x0D,
        0x1F,
        0x20,
        0x22,
        0x2F,
        0x5C,
        0x7F,
        0x80,
        0xE9,
        0x2028,
        0x2029,
        0xD800,
        0xDBFF,
        0xDC00,
        0xDFFF,
        0xFEFF,
        0xFFFF,
        0x41,
    ]
    return [
        rng.choice(pool) if rng.random() < 0.8 else rng.randrange(0x10000)
        for _ in range(rng.randrange(8))
    ]


@pytest.mark.needs_subprocess
def test_strings_agree_with_node() -> None:
    from oracles import node26_evaluate

    rng = random.Random(20261126)
    units = [_units(rng) for _ in range(2_000)]
    theirs = node26_evaluate(NODE_STRINGS, units)
    mine = [json_stringify("".join(map(chr, u))) for u in units]
    assert [(u, m, t) for u, m, t in zip(units, mine, theirs, strict=True) if m != t][:5] == []


def test_under_pyodide_a_deep_text_never_reaches_json_loads(monkeypatch: Any) -> None:
    """Where the native stack is small (Pyodide: json's recursion would exhaust the
    WebAssembly stack, a fatal error), a text with many brackets has its depth measured
    first (brackets inside strings not counted) and a deep one goes to the iterative parser;
    the values are the same."""
    import sys

    from webapi._bounded_json import nested_deeper_than

    assert nested_deeper_than("[[[]]]", 2) and not nested_deeper_than("[[[]]]", 3)
    assert not nested_deeper_than('[["[[[[", "\\"[[["]]', 2)
    calls: list[str] = []
    real_loads = json.loads

    def loads(text: str, **options: Any) -> Any:
        calls.append(text)
        return real_loads(text, **options)

    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(json, "loads", loads)
    wide = "[" + ",".join(['[1, {"a": [2]}]'] * 100) + "]"
    deep = "[" * 150 + "]" * 150
    assert json_parse(wide) == real_loads(wide)
    assert json_parse(deep) == real_loads(deep)
    assert calls == [wide]
