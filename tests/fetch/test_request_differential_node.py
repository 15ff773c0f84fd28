"""``webapi.fetch.Request`` against Node 26's ``Request`` (undici's, the pinned Node of
``oracles/``) on generated cases: a construction from a URL or from another Request, with
``RequestInit`` members of good and wrong values, then reads, clones, copies and header
changes. Compared: the exception's name, every attribute and each read's result. Every
difference is in a named class (:data:`CLASSES`); the default run checks 300 cases, the slow
tier 20,000."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from tests.fetch._classify import classify
from webapi.fetch import Request
from webapi.fetch._headers_impl import is_forbidden_request_header
from webapi.fileapi import Blob
from webapi.js import await_sync
from webapi.url import URLSearchParams

pytestmark = pytest.mark.needs_subprocess

NODE_FUNCTION = r"""async (cases) => {
  const name = (e) => e instanceof TypeError ? 'TypeError' : 'other ' + e;
  const bytes = (s) => Uint8Array.from(s, (c) => c.charCodeAt(0));
  const latin1 = (u8) => Array.from(u8, (b) => String.fromCharCode(b)).join('');
  function init(spec) {
    if (spec === null) return undefined;
    const out = {...spec};
    if ('body' in spec && spec.body !== null) {
      const [kind, a, b] = spec.body;
      out.body = kind === 's' ? a : kind === 'b' ? bytes(a) : kind === 'usp'
        ? new URLSearchParams(a) : new Blob([bytes(a)], {type: b});
    }
    return out;
  }
  function state(r) {
    return [r.method, r.url, [...r.headers], r.destination, r.referrer, r.referrerPolicy,
            r.mode, r.credentials, r.cache, r.redirect, r.integrity, r.keepalive,
            r.isReloadNavigation, r.isHistoryNavigation, r.duplex, r.bodyUsed];
  }
  const out = [];
  for (const [input, first, second, ops] of cases) {
    const log = [];
    let r = null;
    try {
      r = new Request(input, init(first));
      log.push(['ok', state(r)]);
      if (second !== null) { r = new Request(r, init(second)); log.push(['ok', state(r)]); }
    } catch (e) { log.push([name(e)]); }
    if (r !== null) {
      for (const op of ops) {
        try {
          if (op === 'clone') { r = r.clone(); log.push(['ok', state(r)]); continue; }
          if (op === 'copy') { r = new Request(r); log.push(['ok', state(r)]); continue; }
          if (op === 'append') {
            r.headers.append('Content-Type', 'text/plain');
            r.headers.append('Cookie', 'a=1');
            log.push(['ok', [...r.headers]]);
            continue;
          }
          if (op === 'text') log.push(['ok', await r.text(), r.bodyUsed]);
          else log.push(['ok', latin1(new Uint8Array(await r.arrayBuffer())), r.bodyUsed]);
        } catch (e) { log.push([name(e), r.bodyUsed]); }
      }
    }
    out.push(log);
  }
  return out;
}"""

_INPUTS = [
    "https://example.com/a?b#c",
    "HTTP://EXAMPLE.com:80/x y",
    "https://u:p@example.com/",
    "/relative",
    "not a url",
    "data:,x",
]
_MEMBERS: dict[str, list[Any]] = {
    "method": [
        "GET",
        "post",
        "PATCH",
        "patch",
        "HEAD",
        "put",
        "TRACE",
        "connect",
        "a b",
        "",
        "dElEtE",
    ],
    "headers": [
        {"X-A": "1"},
        [["Cookie", "a=1"], ["Host", "h"], ["Sec-X", "1"], ["Proxy-Y", "2"], ["x-b", " v "]],
        {"Accept": "text/html", "Content-Type": "application/json", "Range": "bytes=0-1"},
        {"Content-Type": "text/plain;charset=UTF-8", "Accept-Language": "en, *"},
        {"X-HTTP-Method-Override": "TRACE"},
        [["a b", "1"]],
    ],
    "body": [
        None,
        ["s", "héllo"],
        ["b", "\x00\xff"],
        ["usp", "a=1&b=2"],
        ["blob", "xy", "Text/X"],
        ["blob", "xy", " text/plain "],
    ],
    "mode": ["cors", "no-cors", "same-origin", "navigate", "x"],
    "credentials": ["omit", "include", "same-origin", "x"],
    "cache": ["default", "no-store", "only-if-cached", "reload", "x"],
    "redirect": ["follow", "manual", "error", "x"],
    "referrer": ["", "https://r.example/p", "about:client", "/rel", "not a url"],
    "referrerPolicy": ["", "no-referrer", "unsafe-url", "x"],
    "integrity": ["", "sha256-abc"],
    "keepalive": [True, False],
    "window": [None],
    "duplex": ["half"],
}
_OPS = ["text", "arrayBuffer", "clone", "copy", "append"]


def _init(rng: random.Random) -> dict[str, Any] | None:
    if rng.random() < 0.15:
        return None
    members = rng.sample(sorted(_MEMBERS), rng.randrange(0, 5))
    return {member: rng.choice(_MEMBERS[member]) for member in members}


def generate(count: int, seed: int) -> list[list[Any]]:
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        second = _init(rng) if rng.random() < 0.3 else None
        if second is None and rng.random() < 0.5:
            second = None
        ops = [rng.choice(_OPS) for _ in range(rng.randrange(0, 4))]
        cases.append([rng.choice(_INPUTS), _init(rng), second, ops])
    return cases


def _make_init(spec: dict[str, Any] | None) -> dict[str, Any] | None:
    if spec is None:
        return None
    init = dict(spec)
    body = spec.get("body")
    if body is not None:
        kind = body[0]
        init["body"] = (
            body[1]
            if kind == "s"
            else body[1].encode("latin-1")
            if kind == "b"
            else URLSearchParams(body[1])
            if kind == "usp"
            else Blob([body[1].encode("latin-1")], type=body[2])
        )
    return init


def _state(r: Request) -> list[Any]:
    return [
        r.method,
        r.url,
        [list(p) for p in r.headers],
        r.destination,
        r.referrer,
        r.referrerPolicy,
        r.mode,
        r.credentials,
        r.cache,
        r.redirect,
        r.integrity,
        r.keepalive,
        r.isReloadNavigation,
        r.isHistoryNavigation,
        r.duplex,
        r.bodyUsed,
    ]


def ours(input: str, first: Any, second: Any, ops: list[str]) -> list[Any]:
    log: list[Any] = []
    try:
        r = Request(input, _make_init(first))  # type: ignore[arg-type]
    except TypeError:
        return [["TypeError"]]
    log.append(["ok", _state(r)])
    if second is not None:
        try:
            r = Request(r, _make_init(second))  # type: ignore[arg-type]
            log.append(["ok", _state(r)])
        except TypeError:
            log.append(["TypeError"])  # (the first one goes on, as in the Node script)
    for op in ops:
        try:
            if op == "clone":
                r = r.clone()
                log.append(["ok", _state(r)])
            elif op == "copy":
                r = Request(r)
                log.append(["ok", _state(r)])
            elif op == "append":
                r.headers.append("Content-Type", "text/plain")
                r.headers.append("Cookie", "a=1")
                log.append(["ok", [list(p) for p in r.headers]])
            elif op == "text":
                log.append(["ok", await_sync(r.text()), r.bodyUsed])
            else:
                log.append(["ok", (await_sync(r.arrayBuffer())).decode("latin-1"), r.bodyUsed])
        except TypeError:
            log.append(["TypeError", r.bodyUsed])
    return log


def _headers_lists(value: Any, keep: Any) -> Any:
    """``value`` with each list of ``[name, value]`` header pairs filtered by ``keep``."""
    if isinstance(value, list):
        if (
            value
            and all(
                isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) for x in p)
                for p in value
            )
            and any((p[0] == p[0].lower() and "-" in p[0]) or p[0].isalpha() for p in value)
        ):
            return [p for p in value if keep(p)]
        return [_headers_lists(item, keep) for item in value]
    return value


def _no_headers(value: Any) -> Any:
    return _headers_lists(value, lambda p: False)


def _allowed(p: list[str]) -> bool:
    return not is_forbidden_request_header(p[0], p[1])


def _referrers_aside(log: Any) -> Any:
    """``log`` with each state's referrer (index 4) left out."""
    return [
        [entry[0], [*entry[1][:4], *entry[1][5:]]]
        if len(entry) == 2 and isinstance(entry[1], list) and len(entry[1]) == 16
        else entry
        for entry in log
    ]


def _none_member(mine: Any, theirs: Any, case: Any) -> bool:
    """An init with a member of None (JSON's null, JavaScript's null) and no difference but
    the referrer the Standard resets for an init that is not empty."""
    inits = [init for init in case[1:3] if isinstance(init, dict)]
    if not any(value is None for init in inits for value in init.values()):
        return False
    return bool(_referrers_aside(mine) == _referrers_aside(_headers_lists(theirs, _allowed)))


def _no_cors_method(mine: Any, theirs: Any, case: Any) -> bool:
    """A copy of a no-cors Request given a method that is not CORS-safelisted (and no mode):
    the Standard throws, undici checks only a mode given in the init."""
    first, second = case[1], case[2]
    return bool(
        isinstance(first, dict)
        and first.get("mode") == "no-cors"
        and isinstance(second, dict)
        and "mode" not in second
        and str(second.get("method", "GET")).upper() not in ("GET", "HEAD", "POST")
        and len(mine) >= 2
        and mine[1] == ["TypeError"]
        and theirs[1][0] == "ok"
    )


#: Each class of difference: whether it explains one (ours, undici's log, the case).
CLASSES = {
    # undici keeps the forbidden request-headers (Cookie, Host, Sec-*, Proxy-*, an
    # X-HTTP-Method-Override of TRACE, ...) that the Standard's guard "request" drops, as
    # browsers do.
    "undici-no-forbidden-request-header": lambda mine, theirs, case: (
        mine == _headers_lists(theirs, _allowed)
    ),
    # undici does not apply the guard "request-no-cors" (only CORS-safelisted headers kept).
    "undici-no-cors-guard-not-applied": lambda mine, theirs, case: (
        "no-cors" in json.dumps(case) and _no_headers(mine) == _no_headers(theirs)
    ),
    # undici throws for a no-cors request's method only when the init gives the mode.
    "undici-no-cors-method-from-input": _no_cors_method,
    # Python's None is JavaScript's undefined in a dictionary (idl/README.md): {"window": None}
    # is an empty init here, where {window: null} is not in JavaScript (and the Request copied
    # has its referrer reset).
    "python-none-is-undefined": _none_member,
}


def differences(count: int, seed: int) -> tuple[Counter[str], list[Any]]:
    from oracles import node26_evaluate

    cases = generate(count, seed)
    theirs = node26_evaluate(NODE_FUNCTION, cases, timeout=900)
    return classify(cases, theirs, lambda case: json.loads(json.dumps(ours(*case))), CLASSES)


def test_generated_requests_agree_with_node() -> None:
    counts, unexplained = differences(300, seed=20261125)
    assert unexplained[:3] == []
    assert counts["same"] > 150


@pytest.mark.slow
def test_many_generated_requests_agree_with_node() -> None:
    counts, unexplained = differences(20_000, seed=1)
    assert unexplained[:3] == [], counts


def test_the_classes_still_occur_in_node() -> None:
    from oracles import node26_evaluate

    theirs = node26_evaluate(
        """() => [new Request('https://x/', {headers: {Cookie: 'a=1'}}).headers.get('cookie'),
                  new Request('https://x/', {mode: 'no-cors', headers: {'X-A': '1'}})
                    .headers.get('x-a'),
                  new Request(new Request('https://x/', {mode: 'no-cors'}), {method: 'PUT'})
                    .method]"""
    )
    assert theirs == ["a=1", "1", "PUT"]
    with pytest.raises(TypeError, match="no-cors"):
        Request(Request("https://x/", mode="no-cors"), method="PUT")
    assert Request("https://x/", headers={"Cookie": "a=1"}).headers.get("cookie") is None
    assert Request("https://x/", mode="no-cors", headers={"X-A": "1"}).headers.get("x-a") is None
