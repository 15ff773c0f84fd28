"""``structuredClone`` against V8's, through the pinned Node of ``oracles/``: random graphs of
values (Arrays/lists, Maps/dicts, Sets/sets, Dates/datetimes, ArrayBuffers/bytearrays, typed
arrays/``array.array``, Errors/exceptions, BigInts/big ints, strings with lone surrogates,
-0 and NaN, shared references and cycles, transferred buffers) are written as one JSON
description, built on both sides, cloned on both sides, and each clone described again the
same way (objects numbered in the order a depth-first walk meets them, so shared references
and cycles are compared too). The descriptions must be equal.

The generated values stay where both languages hold the same value (docs/structured-clone.md,
"Departures"): a Set's members and a Map's keys are strings and integers (JavaScript compares
keys by SameValueZero, Python by ``==``: ``True == 1 == 1.0`` is one key, -0 a key of its
own); a BigInt is beyond 2**53 (a small one is a Python ``int``, as a Number is); no two typed
arrays share an ArrayBuffer (an ``array.array`` owns its bytes); a Date is within Python's
years 1 to 9999 and valid.
"""

from __future__ import annotations

import array
import datetime
import json
import math
import random
import struct
from typing import Any

import pytest

from webapi.html import structuredClone

#: The Python exception class that stands for each JavaScript Error type in this comparison.
ERRORS: dict[str, type[Exception]] = {
    "Error": Exception,
    "TypeError": TypeError,
    "SyntaxError": SyntaxError,
    "RangeError": ValueError,
    "ReferenceError": NameError,
    "EvalError": RuntimeError,
    "URIError": UnicodeError,
}
_ERROR_NAMES = {cls: name for name, cls in ERRORS.items()}

#: Typed arrays and the ``array.array`` type code of the same element type.
TYPED = {
    "Int8Array": "b",
    "Uint8Array": "B",
    "Int16Array": "h",
    "Uint16Array": "H",
    "Int32Array": "i",
    "Uint32Array": "I",
    "Float32Array": "f",
    "Float64Array": "d",
    "BigInt64Array": "q",
    "BigUint64Array": "Q",
}
_TYPED_NAMES = {code: name for name, code in TYPED.items()}

_EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)
_MS = datetime.timedelta(milliseconds=1)
_SAFE = 2**53


# --- the generator ------------------------------------------------------------------------


def _primitive(rng: random.Random) -> Any:
    """A description of a primitive: ``{"p": kind, "v": text}``."""
    roll = rng.randrange(9)
    if roll == 0:
        return {"p": "null"}
    if roll == 1:
        return {"p": "bool", "v": rng.random() < 0.5}
    if roll == 2:
        number = rng.choice([0.0, -0.0, math.nan, math.inf, -math.inf, 0.1, 1e300, 5e-324])
        return {"p": "num", "v": struct.pack("<d", number).hex()}
    if roll == 3:
        return {"p": "num", "v": struct.pack("<d", float(rng.randint(-_SAFE, _SAFE))).hex()}
    if roll == 4:
        return {"p": "big", "v": str(rng.choice([1, -1]) * rng.randint(_SAFE + 1, 10**40))}
    return {"p": "str", "v": _string(rng)}


def _string(rng: random.Random) -> str:
    alphabet = ["a", "é", "\x00", "\ud800", "\udc00", "\U0001f600", "\u2028", "k"]
    return "".join(rng.choice(alphabet) for _ in range(rng.randrange(5)))


def _key(rng: random.Random) -> Any:
    if rng.random() < 0.5:
        return {"p": "str", "v": _string(rng) + str(rng.randrange(1000))}
    return {"p": "num", "v": struct.pack("<d", float(rng.randrange(-1000, 1000))).hex()}


def generate(rng: random.Random) -> dict[str, Any]:
    """One case: ``nodes`` (each object, its members referring to others by number: shared
    references and cycles), the root (node 0), and the buffers to transfer."""
    count = rng.randint(1, 12)
    kinds = ["list", "map"] + [
        rng.choice(["list", "map", "set", "date", "ab", "ta", "error", "list", "map"])
        for _ in range(count - 1)
    ]
    nodes: list[dict[str, Any]] = []

    def member() -> Any:
        if rng.random() < 0.45:
            return {"ref": rng.randrange(len(kinds))}
        return _primitive(rng)

    for kind in kinds:
        if kind == "list":
            node: dict[str, Any] = {
                "k": "list",
                "items": [member() for _ in range(rng.randrange(5))],
            }
        elif kind == "map":
            node = {"k": "map", "entries": [[_key(rng), member()] for _ in range(rng.randrange(5))]}
        elif kind == "set":
            node = {"k": "set", "items": [_key(rng) for _ in range(rng.randrange(5))]}
        elif kind == "date":
            low = (datetime.datetime(1, 1, 1, tzinfo=datetime.UTC) - _EPOCH) // _MS
            high = (datetime.datetime(9999, 12, 31, tzinfo=datetime.UTC) - _EPOCH) // _MS
            node = {"k": "date", "ms": rng.randint(low, high)}
        elif kind == "ab":
            node = {"k": "ab", "hex": rng.randbytes(rng.randrange(9)).hex()}
        elif kind == "ta":
            name = rng.choice(list(TYPED))
            size = array.array(TYPED[name]).itemsize
            node = {"k": "ta", "type": name, "hex": rng.randbytes(size * rng.randrange(4)).hex()}
        else:
            name = rng.choice(list(ERRORS))
            message = None if rng.random() < 0.3 else _string(rng)
            node = {"k": "error", "name": name, "message": message, "sub": rng.random() < 0.3}
        nodes.append(node)
    buffers = [n for n, kind in enumerate(kinds) if kind == "ab"]
    transfer = [n for n in buffers if rng.random() < 0.5]
    rng.shuffle(transfer)
    return {"nodes": nodes, "transfer": transfer}


# --- Python's side: build, clone, describe -------------------------------------------------


def _python_primitive(description: dict[str, Any]) -> Any:
    kind = description["p"]
    if kind == "null":
        return None
    if kind == "bool":
        return description["v"]
    if kind == "big":
        return int(description["v"])
    if kind == "str":
        return description["v"]
    number: float = struct.unpack("<d", bytes.fromhex(description["v"]))[0]
    # an integral Number within 2**53 is a Python int, as it would be given in Python
    if number.is_integer() and abs(number) <= _SAFE and math.copysign(1, number) > 0:
        return int(number)
    return number


def build(case: dict[str, Any]) -> tuple[Any, list[Any]]:
    """The Python value of a case and its transfer list."""
    objects: list[Any] = []
    for node in case["nodes"]:
        kind = node["k"]
        if kind == "list":
            objects.append([])
        elif kind == "map":
            objects.append({})
        elif kind == "set":
            objects.append({_python_primitive(key) for key in node["items"]})
        elif kind == "date":
            objects.append(_EPOCH + node["ms"] * _MS)
        elif kind == "ab":
            objects.append(bytearray.fromhex(node["hex"]))
        elif kind == "ta":
            typed = array.array(TYPED[node["type"]])
            typed.frombytes(bytes.fromhex(node["hex"]))
            objects.append(typed)
        else:
            cls = ERRORS[node["name"]]
            if node["sub"]:
                cls = type("Sub" + cls.__name__, (cls,), {})
            error = cls() if node["message"] is None else cls(node["message"])
            error.foo = "testing"  # type: ignore[attr-defined]
            objects.append(error)

    def member(description: dict[str, Any]) -> Any:
        return (
            objects[description["ref"]] if "ref" in description else _python_primitive(description)
        )

    for node, made in zip(case["nodes"], objects, strict=True):
        if node["k"] == "list":
            made.extend(member(item) for item in node["items"])
        elif node["k"] == "map":
            for key, value in node["entries"]:
                made[_python_primitive(key)] = member(value)
    return objects[0], [objects[n] for n in case["transfer"]]


def _describe_primitive(value: Any) -> Any:
    if value is None:
        return {"p": "null"}
    if type(value) is bool:
        return {"p": "bool", "v": value}
    if type(value) is int:
        if abs(value) <= _SAFE:
            return {"p": "num", "v": struct.pack("<d", float(value)).hex()}
        return {"p": "big", "v": str(value)}
    if type(value) is float:
        return {"p": "num", "v": struct.pack("<d", value).hex()}
    if type(value) is str:
        return {"p": "str", "v": _as_javascript_string(value)}
    return None


def _as_javascript_string(value: str) -> str:
    """The JavaScript string a Python ``str`` stands for, read back as Python reads JSON: a
    high surrogate code point followed by a low one is one astral character in UTF-16 (the
    JSON answer of Node joins them too)."""
    return value.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


def describe(root: Any) -> dict[str, Any]:
    """The description of a value: its objects numbered as a depth-first walk meets them."""
    numbers: dict[int, int] = {}
    nodes: list[Any] = []
    keep = []

    def visit(value: Any) -> Any:
        primitive = _describe_primitive(value)
        if primitive is not None:
            return primitive
        if id(value) in numbers:
            return {"ref": numbers[id(value)]}
        number = numbers[id(value)] = len(nodes)
        keep.append(value)
        nodes.append(None)
        node: dict[str, Any]
        if type(value) is list:
            node = {"k": "list", "items": [visit(item) for item in value]}
        elif type(value) is dict:
            node = {"k": "map", "entries": [[visit(k), visit(v)] for k, v in value.items()]}
        elif type(value) is set:
            node = {"k": "set", "items": [visit(item) for item in value]}
        elif type(value) is datetime.datetime:
            node = {"k": "date", "ms": (value - _EPOCH) // _MS}
        elif type(value) is bytearray:
            node = {"k": "ab", "hex": value.hex()}
        elif type(value) is array.array:
            node = {"k": "ta", "type": _TYPED_NAMES[value.typecode], "hex": value.tobytes().hex()}
        elif isinstance(value, Exception):
            message = _as_javascript_string(value.args[0]) if value.args else None
            node = {
                "k": "error",
                "name": _ERROR_NAMES.get(type(value), "not an Error type"),
                "message": message,
                "foo": hasattr(value, "foo"),
            }
        else:
            node = {"k": f"unexpected {type(value).__qualname__}"}
        nodes[number] = node
        return {"ref": number}

    visit(root)
    return {"nodes": nodes}


def python_answers(cases: list[dict[str, Any]]) -> list[Any]:
    answers = []
    for case in cases:
        value, transfer = build(case)
        clone = structuredClone(value, transfer=transfer)
        answers.append({"clone": describe(clone), "detached": [len(b) for b in transfer]})
    return answers


# --- V8's side ------------------------------------------------------------------------------

NODE_FUNCTION = r"""(cases) => {
  const SAFE = 2n ** 53n;
  const ERRORS = {Error, TypeError, SyntaxError, RangeError, ReferenceError, EvalError, URIError};
  const hexBytes = (hex) => Uint8Array.from(hex.match(/../g) || [], (h) => parseInt(h, 16));
  const toHex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  const numberOf = (hex) => new DataView(hexBytes(hex).buffer).getFloat64(0, true);
  const hexOf = (number) => {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, number, true);
    return toHex(new Uint8Array(view.buffer));
  };
  const primitive = (d) => {
    if (d.p === "null") return null;
    if (d.p === "bool" || d.p === "str") return d.v;
    if (d.p === "big") return BigInt(d.v);
    return numberOf(d.v);
  };
  const build = (c) => {
    const objects = c.nodes.map((node) => {
      switch (node.k) {
        case "list": return [];
        case "map": return new Map();
        case "set": return new Set(node.items.map(primitive));
        case "date": return new Date(node.ms);
        case "ab": return hexBytes(node.hex).buffer;
        case "ta": return new globalThis[node.type](hexBytes(node.hex).buffer);
        default: {
          let Cls = ERRORS[node.name];
          if (node.sub) Cls = class extends Cls {};
          const error = node.message === null ? new Cls() : new Cls(node.message);
          error.foo = "testing";
          return error;
        }
      }
    });
    const member = (d) => ("ref" in d ? objects[d.ref] : primitive(d));
    c.nodes.forEach((node, n) => {
      if (node.k === "list") for (const item of node.items) objects[n].push(member(item));
      if (node.k !== "map") return;
      for (const [k, v] of node.entries) objects[n].set(primitive(k), member(v));
    });
    return [objects[0], c.transfer.map((n) => objects[n])];
  };
  const describePrimitive = (value) => {
    if (value === null) return {p: "null"};
    if (typeof value === "boolean") return {p: "bool", v: value};
    if (typeof value === "string") return {p: "str", v: value};
    if (typeof value === "number") return {p: "num", v: hexOf(value)};
    if (typeof value === "bigint") {
      // a BigInt within 2**53 would be a Python int: described as a Number
      const small = value <= SAFE && value >= -SAFE;
      return small ? {p: "num", v: hexOf(Number(value))} : {p: "big", v: String(value)};
    }
    return undefined;
  };
  const describe = (root) => {
    const numbers = new Map();
    const nodes = [];
    const visit = (value) => {
      const p = describePrimitive(value);
      if (p !== undefined) return p;
      if (numbers.has(value)) return {ref: numbers.get(value)};
      const number = nodes.length;
      numbers.set(value, number);
      nodes.push(null);
      let node;
      if (Array.isArray(value)) node = {k: "list", items: value.map(visit)};
      else if (value instanceof Map) {
        node = {k: "map", entries: [...value].map(([k, v]) => [visit(k), visit(v)])};
      }
      else if (value instanceof Set) node = {k: "set", items: [...value].map(visit)};
      else if (value instanceof Date) node = {k: "date", ms: value.getTime()};
      else if (value instanceof ArrayBuffer) node = {k: "ab", hex: toHex(new Uint8Array(value))};
      else if (ArrayBuffer.isView(value)) {
        const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
        node = {k: "ta", type: value.constructor.name, hex: toHex(bytes)};
      } else if (value instanceof Error) {
        const name = Object.keys(ERRORS).find((n) => ERRORS[n] === value.constructor);
        node = {
          k: "error",
          name: name === undefined ? "not an Error type" : name,
          message: Object.hasOwn(value, "message") ? value.message : null,
          foo: Object.hasOwn(value, "foo"),
        };
      } else node = {k: "unexpected " + Object.prototype.toString.call(value)};
      nodes[number] = node;
      return {ref: number};
    };
    visit(root);
    return {nodes};
  };
  return cases.map((c) => {
    const [value, transfer] = build(c);
    const clone = structuredClone(value, {transfer});
    return {clone: describe(clone), detached: transfer.map((b) => b.byteLength)};
  });
}"""


def _differences(cases: list[dict[str, Any]]) -> list[str]:
    from oracles import node26_evaluate

    v8 = node26_evaluate(NODE_FUNCTION, cases, timeout=600)
    ours = python_answers(cases)
    found = []
    for index, (case, theirs, mine) in enumerate(zip(cases, v8, ours, strict=True)):
        if _canonical(theirs) != _canonical(mine):
            found.append(f"case {index}: {json.dumps(case)[:300]}\nV8:  {theirs}\nours: {mine}")
    return found


def _canonical(answer: Any) -> Any:
    """An answer with each Set's members ordered by their compact JSON text (the order in
    which the two sides list a set differs: insertion in JavaScript, hash in Python)."""
    for node in answer["clone"]["nodes"]:
        if node and node.get("k") == "set":
            node["items"] = sorted(
                node["items"], key=lambda d: json.dumps(d, separators=(",", ":"))
            )
    return answer


def _cases(seed: int, count: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    return [generate(rng) for _ in range(count)]


def test_the_descriptions_build_what_they_describe() -> None:
    """The harness itself: a value built from a case describes as the case (in Python)."""
    for case in _cases(7, 50):
        value, _ = build(case)
        described = describe(value)
        assert described["nodes"][0]["k"] == case["nodes"][0]["k"]


@pytest.mark.needs_subprocess
def test_structured_clone_as_v8_on_generated_values() -> None:
    differences = _differences(_cases(2026, 300))
    assert not differences, "\n\n".join(differences[:5])


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_structured_clone_as_v8_on_many_generated_values() -> None:
    differences = _differences(_cases(55, 20_000))
    assert not differences, f"{len(differences)} differences:\n\n" + "\n\n".join(differences[:5])
