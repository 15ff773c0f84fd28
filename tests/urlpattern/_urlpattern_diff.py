"""Generated URLPattern cases and a JavaScript function answering them, shared by the
differential tests against Node 26 (test_urlpattern_differential_node.py) and Chromium
(test_urlpattern_differential_chromium.py)."""

from __future__ import annotations

import json
import random
from typing import Any

from _urlpattern_args import construct, match_args

COMPONENTS = ("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash")

PROTOCOLS = ["http", "https", "http{s}?", "*", "(https?)", "file", "foo", "data", "HTTPS", "ht+p"]
HOSTNAMES = [
    "*",
    ":sub.example.com",
    "{*.}?example.com",
    "EXAMPLE.com",
    "xn--fi8h.com",
    "\u00e9x.com",
    "[::1]",
    "127.0.0.1",
    "*.com",
    "a-{:b}-c",
    "",
]
PORTS = ["", "*", "8080", "(\\d+)", "80", "443", ":p"]
PATH_PIECES = [
    "/",
    "/foo",
    "/:id",
    "/:id?",
    "/:id+",
    "/:id*",
    "/*",
    "/(\\d+)",
    "/:n([a-z]+)",
    "{/bar}?",
    "/caf\u00e9",
    "/a%20b",
    "/ sp",
    "/.",
    "/..",
    "/foo.html",
    "/:x.:y",
    "\\:",
    "/*?",
    "/(foo|bar)",
    "{/:g}+",
]
#: Known divergence of Node's URLPattern (ada's): for a protocol that matches no special
#: scheme it canonicalizes pathname pieces as a hierarchical path (removing "." and ".."
#: segments, percent-encoding spaces), where the spec (and Chromium) use "canonicalize an
#: opaque pathname" ("//" even becomes an authority there).  Such protocols get a single
#: pathname piece on which both agree, and base URLs are special.
NON_SPECIAL = frozenset(["foo", "data", "ht+p"])
OPAQUE_SAFE_PATH_PIECES = [p for p in PATH_PIECES if "." not in p and " " not in p and p != "/"]
SEARCHES = ["", "*", "q=:v", "a=1&b=*", "?x", "s=caf\u00e9"]
HASHES = ["", "*", "top", ":frag", "#x"]
#: Relative URLs without a base are left to the Chromium comparison: for one, Node (ada)
#: matches as if every component were empty, where the spec's match returns null when the
#: URL does not parse.
URLS = [
    "https://example.com/foo",
    "http://sub.example.com:8080/123?q=v#top",
    "https://EXAMPLE.com/caf\u00e9/x.y",
    "file:///foo/bar",
    "data:text/plain,hi",
    "https://a.b.example.com/foo/bar/baz?a=1&b=2#frag",
    "foo://h/1/2",
    "https://[::1]/",
    "http://127.0.0.1:80/..",
    "https://example.com/books/12/ab",
    "https://user:pw@example.com:443/bar?s=caf\u00e9#x",
    "https://xn--fi8h.com/a%20b",
]
BASES = [url for url in URLS[:6] if not url.startswith("data:")]
INIT_INPUTS = [
    {"pathname": "/foo/123", "hostname": "example.com"},
    {"protocol": "https", "hostname": "sub.example.com", "pathname": "/bar"},
    {"pathname": "/caf\u00e9", "search": "q=v"},
    {"port": "8080", "hash": "top"},
]


def cases(seed: int, count: int, ada_safe: bool) -> list[dict[str, Any]]:
    """``count`` cases: constructor arguments and test()/exec() arguments.  With
    ``ada_safe``, none that runs into the known divergences of Node's (ada's) URLPattern
    described above."""
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        protocol = rng.choice(PROTOCOLS)
        hostname = rng.choice(HOSTNAMES)
        port = rng.choice(PORTS)
        if ada_safe and protocol in NON_SPECIAL:
            pathname = rng.choice(OPAQUE_SAFE_PATH_PIECES)
        else:
            pathname = "".join(rng.choice(PATH_PIECES) for _ in range(rng.randint(1, 3)))
        search = rng.choice(SEARCHES)
        hash = rng.choice(HASHES)
        options = {"ignoreCase": rng.random() < 0.3}
        if rng.random() < 0.5:
            init = {}
            for name, value in (
                ("protocol", protocol),
                ("hostname", hostname),
                ("port", port),
                ("pathname", pathname),
                ("search", search),
                ("hash", hash),
            ):
                if rng.random() < 0.5:
                    init[name] = value
            if rng.random() < 0.2:
                init["baseURL"] = rng.choice(BASES if ada_safe else URLS[:6])
            args: list[Any] = [init, options]
        else:
            if pathname.startswith("{"):
                # Known Chromium divergence: in "https://example.com{/:g}+" the group belongs
                # to the hostname, "example.com{/:g}+", whose "/" prefix the spec's hostname
                # canonicalization (and Node) rejects, where Chromium drops it.
                pathname = "/" + pathname
            text = f"{protocol}://{hostname}"
            if port:
                text += ":" + port
            text += pathname
            if search and rng.random() < 0.5:
                text += "?" + search
            if hash and rng.random() < 0.5:
                text += "#" + hash
            args = [text, options]
        urls = URLS if ada_safe else [*URLS, "relative/path"]
        inputs: list[list[Any]] = [[rng.choice(urls)] for _ in range(3)]
        inputs.append([rng.choice(INIT_INPUTS)])
        inputs.append([rng.choice(["/foo/1", "?q=v", "#x", "bar"]), rng.choice(URLS[:6])])
        cases.append({"args": args, "inputs": inputs})
    return cases


#: JavaScript both answer programs (this one, and the public-class differential's) start with:
#: an exec() result as plain JSON (an undefined group as null), and a call's value or the name
#: of the error it throws.
RESULT_HELPERS_JS = r"""const components = COMPONENTS_JSON;
function plain(result) {
  if (result === null) return null;
  const out = {inputs: result.inputs};
  for (const c of components) {
    const groups = {};
    for (const [k, v] of Object.entries(result[c].groups)) groups[k] = v === undefined ? null : v;
    out[c] = {input: result[c].input, groups};
  }
  return out;
}
function attempt(f) {
  try { return {value: f()}; } catch (e) { return {error: e.constructor.name}; }
}
""".replace("COMPONENTS_JSON", json.dumps(COMPONENTS))

#: A JavaScript function from the cases to the answers of the engine running it.
ANSWER_FUNCTION = (
    "(cases) => {\n"
    + RESULT_HELPERS_JS
    + r"""const answers = cases.map(({args, inputs}) => {
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
});
return answers;
}"""
)


def _attempt(f: Any) -> dict[str, Any]:
    try:
        return {"value": f()}
    except TypeError:
        return {"error": "TypeError"}


def ours(case: dict[str, Any]) -> dict[str, Any]:
    try:
        pattern = construct(*case["args"])
    except TypeError:
        return {"error": "TypeError"}
    return {
        "strings": {c: getattr(pattern, c) for c in COMPONENTS},
        "hasRegExpGroups": pattern.hasRegExpGroups,
        "matches": [
            {
                "test": _attempt(lambda i=input: pattern.test(*match_args(*i))),
                "exec": _attempt(lambda i=input: pattern.exec(*match_args(*i))),
            }
            for input in case["inputs"]
        ],
    }


def mismatches(
    generated: list[dict[str, Any]], answers: list[dict[str, Any]]
) -> list[tuple[dict[str, Any], dict[str, Any], dict[str, Any]]]:
    """The cases on which webapi's answers differ from ``answers``."""
    found = []
    for case, expected in zip(generated, answers, strict=True):
        got = ours(case)
        if got != expected:
            found.append((case, got, expected))
    return found
