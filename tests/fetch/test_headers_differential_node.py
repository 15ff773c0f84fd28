"""``webapi.fetch.Headers`` against Node 26's ``Headers`` (undici's, the pinned Node of
``oracles/``) on generated sequences of operations: the construction, every method's result or
``TypeError``, and the iteration after each step. No difference allowed. The default run checks
400 sequences; the slow tier 20,000."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from webapi.fetch import Headers

pytestmark = pytest.mark.needs_subprocess

NODE_FUNCTION = r"""(cases) => {
  function attempt(f) {
    try { const r = f(); return r === undefined ? ['ok'] : ['ok', r]; }
    catch (e) { return [e instanceof TypeError ? 'TypeError' : 'other ' + e]; }
  }
  return cases.map(([init, ops]) => {
    let h = null;
    const log = [attempt(() => { h = init === null ? new Headers() : new Headers(init); })];
    if (h === null) return log;
    for (const [op, ...args] of ops) {
      log.push(attempt(() => h[op](...args)));
      log.push([...h]);
    }
    return log;
  });
}"""

_NAMES = [
    "a",
    "A",
    "content-type",
    "Content-Type",
    "set-cookie",
    "Set-Cookie",
    "x-y",
    "a b",
    "",
    "é",
    "\u0100",
    "(",
    "a\n",
    "accept",
]
_VALUES = [
    "1",
    " 2 ",
    "\t3\t",
    "a, b",
    "",
    "\x00",
    "x\ny",
    "x\ry",
    "\u00ff",
    "\u0100",
    " ",
    "text/html;charset=gbk",
    "v\tv",
    "\n",
    '"q,"',
]
_OPS = ["append", "append", "set", "delete", "get", "has", "getSetCookie"]


def generate(count: int, seed: int) -> list[list[Any]]:
    rng = random.Random(seed)
    cases: list[list[Any]] = []
    for _ in range(count):
        kind = rng.randrange(4)
        pairs = [[rng.choice(_NAMES), rng.choice(_VALUES)] for _ in range(rng.randrange(4))]
        init: Any
        if kind == 0:
            init = None
        elif kind == 1:
            init = pairs
        elif kind == 2:
            init = dict(pairs)
        else:
            init = [*pairs, [rng.choice(_NAMES)] * rng.choice([1, 3])]  # not a pair
        ops = []
        for _ in range(rng.randrange(1, 6)):
            op = rng.choice(_OPS)
            if op in ("append", "set"):
                ops.append([op, rng.choice(_NAMES), rng.choice(_VALUES)])
            elif op == "getSetCookie":
                ops.append([op])
            else:
                ops.append([op, rng.choice(_NAMES)])
        cases.append([init, ops])
    return cases


def _attempt(function: Any, *arguments: Any, returns: bool = False) -> list[Any]:
    """As the Node script logs a call: ``["ok"]`` for undefined, ``["ok", result]``."""
    try:
        result = function(*arguments)
    except TypeError:
        return ["TypeError"]
    return ["ok", result] if returns else ["ok"]


def ours(init: Any, ops: list[list[Any]]) -> list[Any]:
    holder: list[Headers] = []
    log = [_attempt(lambda: holder.append(Headers(init)))]
    if not holder:
        return log
    headers = holder[0]
    for op, *arguments in ops:
        returns = op in ("get", "has", "getSetCookie")
        log.append(_attempt(getattr(headers, op), *arguments, returns=returns))
        log.append([list(pair) for pair in headers])
    return log


def differences(count: int, seed: int) -> list[tuple[Any, Any, Any]]:
    from oracles import node26_evaluate

    cases = generate(count, seed)
    theirs = node26_evaluate(NODE_FUNCTION, cases, timeout=600)
    found = []
    for case, expected in zip(cases, theirs, strict=True):
        mine = json.loads(json.dumps(ours(*case)))  # tuples as lists, as JSON has them
        if mine != expected:
            found.append((case, mine, expected))
    return found


def test_generated_operations_agree_with_node() -> None:
    assert differences(400, seed=20261123)[:3] == []


@pytest.mark.slow
def test_many_generated_operations_agree_with_node() -> None:
    assert differences(30_000, seed=1)[:3] == []
