"""webapi's MIME types, ``data:`` URLs, ``atob`` and ``btoa`` against JavaScript's, on generated
inputs, in one Node process (the pinned Node 26 of ``oracles/``, with the npm packages
``whatwg-mimetype`` and ``data-urls``, jsdom's).

- ``parse_mime_type`` + ``serialize_mime_type`` against whatwg-mimetype's ``MIMEType.parse``:
  no difference allowed;
- ``MIMEType`` against Node's ``util.MIMEType``: no difference allowed (Node 26 follows the
  standard on every generated input);
- ``data_url_process`` against data-urls' ``fromURLRecord`` (through whatwg-url's record);
- ``atob``/``btoa`` against Node's globals: no difference allowed.

The default run checks 3,000 inputs; the slow tier 100,000.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from webapi.dom import DOMException
from webapi.fetch import data_url_process
from webapi.html import atob, btoa
from webapi.mimesniff import MIMESyntaxError, MIMEType, parse_mime_type, serialize_mime_type

pytestmark = pytest.mark.needs_subprocess

NODE_FUNCTION = r"""(inputs) => {
  const util = require('util');
  const { MIMEType } = require('whatwg-mimetype');
  const dataURLs = require('data-urls');
  function attempt(f) { try { return f(); } catch (e) { return null; } }
  return inputs.map((s) => {
    const data = attempt(() => dataURLs('data:' + s));
    return [
      attempt(() => { const m = MIMEType.parse(s); return m === null ? null : m.toString(); }),
      attempt(() => new util.MIMEType(s).toString()),
      attempt(() => atob(s)),
      attempt(() => btoa(s)),
      data === null ? null : [data.mimeType.toString(), Array.from(data.body)],
    ];
  });
}"""

_TOKEN = "!#$%&'*+-.^_`|~abcxyzABCXYZ019"
_PIECES = [
    "text",
    "html",
    "/",
    ";",
    "=",
    '"',
    "\\",
    " ",
    "\t",
    "\n",
    "\r",
    "\x0b",
    "\x0c",
    "charset",
    "CHARSET",
    "utf-8",
    "gbk",
    "x",
    ",",
    "(",
    ")",
    "<",
    ">",
    "@",
    ":",
    "?",
    "{",
    "\x00",
    "\x7f",
    "\x80",
    "\xa0",
    "\xff",
    "\u0100",
    "\u212a",
    "\ud800",
    "\U0001f600",
    "base64",
    "YQ",
    "SGk=",
    "=",
    "%20",
    "%",
    "%zz",
    "a b",
]


def _piece(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return "".join(rng.choice(_TOKEN) for _ in range(rng.randrange(1, 4)))
    return rng.choice(_PIECES)


def generate(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    shapes = []
    for _ in range(count):
        s = "".join(_piece(rng) for _ in range(rng.randrange(0, 9)))
        if rng.random() < 0.5:  # type/subtype first, most of the time
            s = rng.choice(["text/html", "TEXT/Plain", "a/b", " x/y ", "image/svg+xml"]) + s
        shapes.append(s)
    return shapes


def _run_node(inputs: list[str]) -> list[list[object]]:
    from oracles import node26_evaluate

    result: list[list[object]] = node26_evaluate(NODE_FUNCTION, inputs, timeout=600)
    return result


def _standard(s: str) -> str | None:
    record = parse_mime_type(s)
    return None if record is None else serialize_mime_type(record)


def _ours_mime_type(s: str) -> str | None:
    try:
        return str(MIMEType(s))
    except MIMESyntaxError:
        return None


def _attempt(function: Callable[[str], str], s: str) -> str | None:
    try:
        return function(s)
    except DOMException:
        return None


def _ours_data_url(s: str) -> list[object] | None:
    result = data_url_process("data:" + s)
    if result is None:
        return None
    return [serialize_mime_type(result.mime_type), list(result.body)]


def _as_js(value: object) -> object:
    return value.encode("utf-16-le", "surrogatepass") if isinstance(value, str) else value


def differences(count: int, seed: int) -> dict[str, list[tuple[str, object, object]]]:
    inputs = generate(count, seed)
    found: dict[str, list[tuple[str, object, object]]] = {}
    for s, (mimetype, node_util, node_atob, node_btoa, data) in zip(
        inputs, _run_node(inputs), strict=True
    ):
        standard = _standard(s)
        checks = [
            ("whatwg-mimetype", standard, mimetype),
            ("atob", _attempt(atob, s), node_atob),
            ("btoa", _attempt(btoa, s), node_btoa),
            ("data-urls", _ours_data_url(s), data),
            ("util.MIMEType", _ours_mime_type(s), node_util),
        ]
        for name, mine, theirs in checks:
            if _as_js(mine) != _as_js(theirs):
                found.setdefault(name, []).append((s, mine, theirs))
    return found


@pytest.mark.slow
def test_generated_inputs_agree_with_javascript() -> None:
    assert {name: cases[:5] for name, cases in differences(3_000, seed=20261123).items()} == {}


@pytest.mark.slow
def test_many_generated_inputs_agree_with_javascript() -> None:
    assert {name: cases[:5] for name, cases in differences(100_000, seed=1).items()} == {}


def test_the_generator_reaches_both_outcomes() -> None:
    inputs = generate(3_000, seed=20261123)
    assert {_standard(s) is None for s in inputs} == {True, False}
    assert {_attempt(atob, s) is None for s in inputs} == {True, False}
    assert {_ours_data_url(s) is None for s in inputs} == {True, False}
