"""Generated cases for the differential test of the public ``webapi.URLPattern`` against
Node 26's native ``URLPattern`` (test_urlpattern_public_vs_node.py): patterns built from the
pattern syntax's pieces (fixed text, named groups, regexp groups, wildcards, modifiers, ``{}``
groups, escapes), as ``URLPatternInit`` dicts or full / relative pattern strings, with and
without ``baseURL`` and ``ignoreCase``, some of them invalid; and for each pattern inputs made
from its own pieces (so that they match, or nearly: one code point changed, a case changed,
a ``URLPatternInit`` component with what the URL parser cleans away), with non-ASCII text,
percent-encoding, IDN hosts and ports.

A case is ``{"args": [...], "inputs": [[...], ...]}``: ``new URLPattern(...args)``, then
``test(...input)`` and ``exec(...input)`` for each input.  :data:`NODE_FUNCTION` is the Node
function answering a list of cases with a list of answers, each with the time the case took;
:func:`answer` is webapi's answer, the same shape.
"""

from __future__ import annotations

import random
import time
from typing import Any

from _urlpattern_diff import COMPONENTS, RESULT_HELPERS_JS

NAMES = ["id", "x", "_a", "$b", "n1", "caf\u00e9", "\u65e5"]
REGEXPS = [
    "\\d+",
    "[a-z]+",
    "foo|bar",
    ".*",
    "[^/]+",
    "\\w{2,3}",
    "(?:a|b)+",
    "\\p{L}+",
    "[\\p{L}--[a-z]]+",
    "x?",
    "[A-Z]",
    ".",
]
#: Valid JavaScript that Python's re cannot express (variable-length lookbehind, iterations that
#: can match empty, repetitions of groups that can), run by the ECMA-262 matcher; and the two
#: constructs where V8 has departed from ECMA-262 (webapi reads them as Chromium 156 does).
JS_ONLY_REGEXPS = [
    "[a-z]+(?<=\\/[a-z]+)",
    "(?:a|)+",
    "(?:[a-z]*)+",
    "(?:\\d*\\.?)+",
    "\\w+(?<=(?:foo|o+))",
    "(?:(?!bar)[a-z])*",
    "(?i:a)[b]",
    "(?-i:a)\\W",
    "[\\q{b}]+",
]
#: Invalid in a regexp group: a capturing group inside, an unbalanced class, an empty group,
#: a named group.
BAD_REGEXPS = ["a(b)", "[", "", "(?<n>x)"]


def _regexp(rng: random.Random) -> str:
    r = rng.random()
    return rng.choice(BAD_REGEXPS if r < 0.03 else JS_ONLY_REGEXPS if r < 0.1 else REGEXPS)


TEXTS = [
    "foo",
    "Bar",
    "caf\u00e9",
    "a b",
    "%20",
    "%e2%82%ac",
    "\u00fc",
    "..",
    ".",
    "a.b",
    "-",
    "~",
    "\u65e5\u672c",
    "@",
    "\\+",
    "=",
    "&",
    "'",
    "\u00a0",
    "%",
    "|",
    "\U0001f600",
]
ESCAPES = ["\\.", "\\:", "\\*", "\\{", "\\(", "\\+", "\\?", "\\\\", "\\/"]
MODIFIERS = ["", "", "", "?", "*", "+"]
VALUES = [
    "123",
    "abc",
    "foo",
    "bar",
    "caf\u00e9",
    "a/b",
    "",
    "%20",
    "x.y",
    "\u00c4\u00d6",
    "\u65e5\u672c",
    "A",
    "a b",
    "%2F",
    "..",
    "\U0001f600",
    "q=1",
]
PROTOCOLS = [
    "http",
    "https",
    "http{s}?",
    "*",
    "(https?)",
    "file",
    "foo",
    "ws",
    "wss",
    "data",
    "javascript",
    ":p",
    "HTTP",
    "git\\+ssh",
    "ftp",
    "(.*)",
]
CONCRETE_PROTOCOLS = ["https", "http", "ws", "file", "foo", "ftp", "data"]
HOSTS = [
    "example.com",
    "EXAMPLE.com",
    "m\u00fcnchen.de",
    "xn--mnchen-3ya.de",
    "\u65e5\u672c.jp",
    "127.0.0.1",
    "[::1]",
    "a.b.example.com",
    "xn--fi8h.com",
    "localhost",
    "0x7f.1",
    "ex%41mple.com",
]
PORTS = ["", "80", "443", "8080", "(\\d+)", "*", ":p", "08080", "(80|443)", "80{8}?", "", "*"]
PORTS.append("99999")  # invalid
PORTS.append("0")  # file's "port 0" (docs/urlpattern.md: Node 26 drops it)
CONCRETE_PORTS = ["", "", "80", "443", "8080", "0", "65535", "65536", "08080"]
BASES = [
    "https://example.com/foo/bar",
    "http://user:pw@sub.example.com:8080/a/b?q#f",
    "https://m\u00fcnchen.de/",
    "foo://h/1/2",
    "file:///x/y",
    "data:text/plain,hi",
]
BAD_BASE = "not a url"


class _Piece:
    """One piece of a component pattern and a way to make text it matches."""

    __slots__ = ("pattern", "sample")

    def __init__(self, pattern: str, sample: Any) -> None:
        self.pattern = pattern
        self.sample = sample


def _value(rng: random.Random) -> str:
    return rng.choice(VALUES)


def _pieces(rng: random.Random, component: str) -> list[_Piece]:
    """0 to 4 pieces of a component pattern."""
    pieces = []
    slash = component == "pathname"
    previous_fixed = True
    count = rng.randint(0, 4)
    for index in range(count):
        prefix = "/" if slash and rng.random() < 0.8 else ""
        if not prefix and not previous_fixed and rng.random() < 0.9:
            # Two variable pieces in a row with nothing between them backtrack
            # exponentially on a near miss (Node: seconds); mostly keep them apart.
            prefix = "-"
        previous_fixed = False
        kind = rng.random()
        modifier = rng.choice(MODIFIERS)
        if kind < 0.3:
            text = rng.choice(TEXTS) if rng.random() < 0.6 else rng.choice(["foo", "a", "x"])
            unescaped = text.replace("\\", "")
            pieces.append(_Piece(prefix + text, lambda r, p=prefix, t=unescaped: [p + t]))
            previous_fixed = True
            continue
        if kind < 0.5:
            name = rng.choice(NAMES)
            regexp = f"({_regexp(rng)})" if rng.random() < 0.3 else ""
            body = f":{name}{regexp}"
        elif kind < 0.62:
            body = f"({_regexp(rng)})"
        elif kind < 0.75:
            body = "*"
            if not prefix and not previous_fixed:
                prefix = "-"
        elif kind < 0.87:
            # "/a-" is a prefix that needs grouping (Node 26 drops the braces around it).
            inner_prefix = rng.choice(["", "/", ".", "-", "a", "/a-"])
            inner = rng.choice([":g", "(\\d+)", "x", ":g(foo|bar)"])
            body = "{" + inner_prefix + inner + rng.choice(["", "", "-s", "."]) + "}"
            prefix = prefix if rng.random() < 0.5 else ""
        else:
            escape = rng.choice(ESCAPES)
            pieces.append(_Piece(prefix + escape, lambda r, p=prefix, e=escape: [p + e[1]]))
            previous_fixed = True
            continue
        if modifier in ("*", "+") and (
            index < count - 1
            or not (prefix or (body.startswith("{") and not body.startswith("{*")))
            or any(c in body for c in "*+{")
        ):
            # A repeated group before other pieces, without a prefix to anchor each
            # repetition, or around a repeating regexp, can backtrack exponentially on a
            # near miss in V8 (minutes for "/:a+/(x?)/\\+/:b" on 20 segments; re: ms).
            modifier = "?"
        pattern = prefix + body + modifier

        def sample(r: random.Random, p: str = prefix, m: str = modifier) -> list[str]:
            count = {"": 1, "?": r.randint(0, 1), "*": r.randint(0, 2), "+": r.randint(1, 2)}[m]
            return [p + _value(r) for _ in range(count)]

        pieces.append(_Piece(pattern, sample))
    return pieces


def _component(rng: random.Random, component: str) -> tuple[str, list[_Piece]]:
    if component == "protocol":
        pattern = rng.choice(PROTOCOLS)
        concrete = (
            pattern.replace("\\", "")
            if pattern.replace("\\+", "").isalpha()
            else rng.choice(CONCRETE_PROTOCOLS)
        )
        return pattern, [_Piece(pattern, lambda r, c=concrete: [c])]
    if component == "hostname":
        roll = rng.random()
        concrete_host = rng.choice(HOSTS)
        host = concrete_host.replace(":", "\\:") if rng.random() < 0.8 else concrete_host
        if roll < 0.4:
            return host, [_Piece(host, lambda r, h=concrete_host: [h])]
        if roll < 0.55:
            return "*", [_Piece("*", lambda r, h=concrete_host: [h])]
        if roll < 0.7:
            sub = [_Piece("", lambda r, h=concrete_host: [r.choice(["www", "a-b"]) + "." + h])]
            return ":sub." + host, sub
        if roll < 0.85:
            sub = [_Piece("", lambda r, h=concrete_host: [r.choice(["", "x."]) + h])]
            return "{*.}?" + host, sub
        pieces = _pieces(rng, component)
        return "".join(p.pattern for p in pieces), pieces
    if component == "port":
        port = rng.choice(PORTS)
        return port, [_Piece(port, lambda r: [r.choice(CONCRETE_PORTS)])]
    pieces = _pieces(rng, component)
    return "".join(p.pattern for p in pieces), pieces


def _sample(rng: random.Random, pieces: list[_Piece]) -> str:
    return "".join(text for piece in pieces for text in piece.sample(rng))


def _mutate(rng: random.Random, text: str) -> str:
    """Nearly the same text: one code point changed, inserted or removed, or the case."""
    roll = rng.random()
    if roll < 0.25:
        return text.swapcase()
    i = rng.randint(0, len(text))
    c = rng.choice(["/", ".", "%", "a", "\u00e9", "1", ":", "#", "?", " ", "%2e", "\\"])
    if roll < 0.6 or not text:
        return text[:i] + c + text[i:]
    if roll < 0.8:
        return text[:i] + c + text[i + 1 :]
    return text[:i] + text[i + 1 :]


#: What the basic URL parser cleans from its input: a leading or trailing C0 control or space
#: (when no URL is given, so in a protocol, which is canonicalized as a whole URL), and every
#: ASCII tab or newline (always).
UNCLEAN = [" ", "\t", "\n", "\r", "\x01", "\x1f"]


def _unclean(rng: random.Random, init: dict[str, str]) -> dict[str, str]:
    """``init`` with one component given with something the URL parser may clean: a C0
    control or space at an end, or a tab or newline inside (a port of a lone tab too)."""
    component = rng.choice(COMPONENTS)
    value = init.get(component, "")
    c = rng.choice(UNCLEAN)
    roll = rng.random()
    if roll < 0.3:
        value = c + value
    elif roll < 0.5:
        value = value + c
    elif roll < 0.9:
        i = rng.randint(0, len(value))
        value = value[:i] + rng.choice("\t\n\r") + value[i:]
    else:
        value = rng.choice("\t\n")
    return {**init, component: value}


def _url(rng: random.Random, samples: dict[str, str]) -> str:
    protocol = samples["protocol"] or "https"
    url = protocol + ":"
    if protocol != "data" or rng.random() < 0.3:
        url += "//"
        if samples["username"] or samples["password"]:
            url += samples["username"]
            if samples["password"]:
                url += ":" + samples["password"]
            url += "@"
        url += samples["hostname"]
        if samples["port"]:
            url += ":" + samples["port"]
    path = samples["pathname"]
    if path and not path.startswith("/") and "//" in url:
        path = "/" + path
    url += path
    if samples["search"] or rng.random() < 0.1:
        url += "?" + samples["search"]
    if samples["hash"] or rng.random() < 0.1:
        url += "#" + samples["hash"]
    return url


def _case(rng: random.Random) -> dict[str, Any]:
    patterns: dict[str, str] = {}
    pieces: dict[str, list[_Piece]] = {}
    for component in COMPONENTS:
        if component in ("username", "password") and rng.random() < 0.85:
            patterns[component], pieces[component] = "", []
            continue
        patterns[component], pieces[component] = _component(rng, component)
    options = [] if rng.random() < 0.5 else [{"ignoreCase": rng.random() < 0.5}]
    form = rng.random()
    base = BAD_BASE if rng.random() < 0.02 else rng.choice(BASES)
    args: list[Any]
    if form < 0.4:
        init = {c: patterns[c] for c in COMPONENTS if rng.random() < 0.6}
        if rng.random() < 0.2:
            init["baseURL"] = base
        args = [init, *options]
    elif form < 0.85:
        text = _url(rng, patterns)
        if rng.random() < 0.1:
            text = _mutate(rng, text)  # often invalid
        args = [text, *options]
        if rng.random() < 0.1:
            args = [text, base, *options]
    elif form < 0.97:
        relative = patterns["pathname"] or "/"
        if rng.random() < 0.4:
            relative += "?" + patterns["search"]
        if rng.random() < 0.3:
            relative += "#" + patterns["hash"]
        args = [relative, base, *options] if rng.random() < 0.9 else [relative, *options]
    else:
        args = rng.choice([[], [{}], [{}, {"ignoreCase": True}], ["*"], ["(", {}], [{"port": "x"}]])
    inputs: list[list[Any]] = []
    for _ in range(rng.randint(2, 5)):
        samples = {c: _sample(rng, pieces[c]) for c in COMPONENTS}
        roll = rng.random()
        if roll < 0.55:
            url = _url(rng, samples)
            inputs.append([_mutate(rng, url) if rng.random() < 0.4 else url])
        elif roll < 0.7:
            rel = samples["pathname"] or "/"
            if samples["search"]:
                rel += "?" + samples["search"]
            inputs.append([rel, rng.choice(BASES)] if rng.random() < 0.8 else [rel])
        elif roll < 0.92:
            init = {c: samples[c] for c in COMPONENTS if rng.random() < 0.7}
            if rng.random() < 0.1:
                init["baseURL"] = rng.choice(BASES)
            if rng.random() < 0.1:
                init = _unclean(rng, init)
            inputs.append([init])
        else:
            inputs.append([])
    return {"args": args, "inputs": inputs}


def cases(seed: int, count: int) -> list[dict[str, Any]]:
    """``count`` generated cases, the same for the same seed."""
    rng = random.Random(seed)
    return [_case(rng) for _ in range(count)]


#: JavaScript: ``run(case)``, a case's answer (construction, getters, test() and exec() of each
#: input), in Node and in a browser page alike.
RUN_JS = (
    RESULT_HELPERS_JS
    + r"""function run({args, inputs}) {
  let pattern;
  try { pattern = new URLPattern(...args); } catch (e) { return {error: e.constructor.name}; }
  const strings = {};
  for (const c of components) strings[c] = pattern[c];
  return {
    strings, hasRegExpGroups: pattern.hasRegExpGroups,
    matches: inputs.map(input => ({
      test: attempt(() => pattern.test(...input)),
      exec: attempt(() => plain(pattern.exec(...input))),
    })),
  };
}
"""
)
#: Node function (``oracles.node26_evaluate``): cases to answers.  Each answer has the
#: nanoseconds the case took: ``ns`` the best of three runs, ``first`` the first.  Node keeps
#: no URLPattern between runs, but V8 keeps compiled regular expressions by source and flags
#: (its compilation cache), so the later runs do not compile them again (at the median the
#: first run takes about twice as long as the best, with ``\p{L}`` groups six times).
NODE_FUNCTION = (
    "(cases) => {\n"
    + RUN_JS
    + r"""return cases.map(c => {
  let best = Infinity, first, answer;
  for (let i = 0; i < 3; i++) {
    const start = process.hrtime.bigint();
    answer = run(c);
    const ns = Number(process.hrtime.bigint() - start);
    if (i === 0) first = ns;
    if (ns < best) best = ns;
  }
  return {answer, ns: best, first};
});
}"""
)
#: A browser page's function (Playwright's ``evaluate``): cases to answers, untimed.
BROWSER_FUNCTION = "(cases) => {\n" + RUN_JS + "return cases.map(run);\n}"


def _attempt(f: Any) -> dict[str, Any]:
    try:
        return {"value": f()}
    except TypeError as exc:
        return {"error": "TypeError" if type(exc).__name__ != "SyntaxError" else "SyntaxError"}


def answer(case: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """webapi's answer to ``case`` (the Node program's shape) and the nanoseconds it took."""
    from webapi import URLPattern

    start = time.perf_counter_ns()
    try:
        pattern = URLPattern(*case["args"])
    except TypeError:
        return {"error": "TypeError"}, time.perf_counter_ns() - start
    result = {
        "strings": {c: getattr(pattern, c) for c in COMPONENTS},
        "hasRegExpGroups": pattern.hasRegExpGroups,
        "matches": [
            {
                "test": _attempt(lambda i=input: pattern.test(*i)),
                "exec": _attempt(lambda i=input: pattern.exec(*i)),
            }
            for input in case["inputs"]
        ],
    }
    return result, time.perf_counter_ns() - start


def protocol_is_special(protocol_pattern: str) -> bool:
    """Whether a protocol pattern matches a special scheme (the spec's test)."""
    from webapi.urlpattern import URLPattern
    from webapi.urlpattern._component import protocol_component_matches_a_special_scheme

    pattern = URLPattern({"protocol": protocol_pattern})
    return protocol_component_matches_a_special_scheme(pattern._impl._url_pattern.protocol)
