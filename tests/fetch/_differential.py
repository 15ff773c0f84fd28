"""Issue #54's generated differential of ``fetch()``: 20,000 scenarios on the loopback
server of ``_client_chromium.py`` (its :func:`answer`, its origins ``A``, ``B``, ``C`` and its
page), asked once of Chromium 156's ``fetch()`` from the page (the document's client) and of
Node 26's built-in undici ``fetch()`` (the Node-like client), and stored compactly
(``_differential_chromium.json.gz``, ``_differential_undici.json.gz``: written by
``python -m tests.fetch._differential``; the test is ``test_fetch_differential.py``).

Beyond ``_client_chromium.generated``, a scenario's ``init`` has bodies of every kind
(strings, ``URLSearchParams``, ``Blob``, bytes, ``FormData`` with fields and files: a
``multipart/form-data`` body, whose random boundary the comparison substitutes), ``cache``
modes, the headers a user sets (forbidden ones among them, names given twice), and an
``abort``: ``"before"`` (a signal aborted before the call) or ``"body"`` (aborted once the
``Response`` is there, before its body is read); a hop's ``Location`` takes more forms
(relative, scheme-relative, with credentials, a backslash path, a fragment, spaces and
non-ASCII, whitespace around it).

A record is ``{"hops": [...], "final": [...]}`` as ``_client_chromium``'s, but the hops are
those whose path names the scenario (so the Node runs may send scenarios concurrently), and
a hop's target that is the path :func:`hop_path` makes for its ``i``-th remaining hops is
stored as the number ``i``."""

from __future__ import annotations

import gzip
import json
import random
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from tests.fetch._client_chromium import (
    COOKIES,
    PAGE,
    POLICIES,
    final_record,
    hop_path,
    origin_of,
    serve_loopback,
)

HERE = Path(__file__).parent
CHROMIUM_ANSWERS = HERE / "_differential_chromium.json.gz"
UNDICI_ANSWERS = HERE / "_differential_undici.json.gz"
#: The number of scenarios and their seed.
COUNT = 20_000
SEED = 2054

_BODIES: list[Any] = [
    "a=1",
    "",
    '{"j":1}',
    "x" * 40,
    "é\r\nz",
    {"params": "a=1&b=é c"},
    {"params": ""},
    {"blob": "bé", "type": ""},
    {"blob": "bé", "type": "text/x"},
    {"blob": "", "type": "application/json"},
    {"bytes": [0, 255, 10]},
    {"bytes": []},
    {"form": [["a", "1"]]},
    {"form": [["a", "1"], ["a", "2"], ["é n", "v\r\nw"]]},
    {"form": [['q"u\no\rte', "x\ny"]]},
    {"form": [["f", {"file": "bytes é", "name": "a.txt", "type": "text/plain"}]]},
    {"form": [["f", {"file": "", "name": 'n"a\nme.bin', "type": ""}], ["t", "z"]]},
    {"form": [["f", {"file": "<b>", "name": "é.html", "type": "text/html"}]]},
    {"form": []},
]

#: Headers users set: safelisted, not, forbidden ones, and names given twice.
_HEADERS: list[tuple[str, str]] = [
    ("X-Custom", "1"),
    ("x-custom", "2"),
    ("Authorization", "Basic eA=="),
    ("Content-Language", "fr"),
    ("Content-Type", "application/json"),
    ("Content-Type", "text/plain"),
    ("Accept", "text/x"),
    ("Accept-Language", "de"),
    ("Range", "bytes=0-1"),
    ("X-Long", "y" * 200),
    ("X-Space", "  v  "),
    ("X-Empty", ""),
    ("Cache-Control", "max-age=0"),
    ("User-Agent", "mine"),
    ("Cookie", "c=1"),
    ("Host", "example.com"),
    ("Origin", "http://example.com"),
    ("Referer", "http://example.com/r"),
    ("Connection", "close"),
    ("Accept-Charset", "utf-8"),
    ("Sec-Custom", "1"),
    ("Proxy-Custom", "1"),
    ("Date", "x"),
    ("Via", "x"),
    ("X-HTTP-Method-Override", "TRACE"),
    ("Keep-Alive", "1"),
]

_LOCATIONS = [
    "{next}",
    "{proto}",
    "{cred}",
    "{abs}#h",
    "{next}?a=é b",
    "  {abs}  ",
    "{bs}",
]


def _body(rng: random.Random) -> Any:
    return rng.choice(_BODIES)


def scenarios(count: int = COUNT, seed: int = SEED) -> dict[str, dict[str, Any]]:
    """``count`` scenarios drawn from ``seed`` (their names ``d00000``...)."""
    rng = random.Random(seed)
    out: dict[str, dict[str, Any]] = {}
    for index in range(count):
        init: dict[str, Any] = {}
        mode = rng.choice(["cors", "cors", "no-cors", "same-origin", None])
        methods = ["GET", "HEAD", "POST"]
        if mode != "no-cors" or rng.random() < 0.05:
            methods += ["PUT", "DELETE", "PATCH", "OPTIONS", "post", "patch", "Custom"]
        method = rng.choice(methods)
        if method != "GET":
            init["method"] = method
        if method.upper() not in ("GET", "HEAD") and rng.random() < 0.8:
            init["body"] = _body(rng)
        elif rng.random() < 0.01:
            init["body"] = "x"  # (a GET or HEAD with a body: a TypeError)
        headers = [pair for pair in _HEADERS if rng.random() < 0.06]
        if headers:
            init["headers"] = [list(pair) for pair in headers]
        if mode is not None:
            init["mode"] = mode
        credentials = rng.choice([None, "omit", "same-origin", "include"])
        if credentials is not None:
            init["credentials"] = credentials
        policy = rng.choice([*POLICIES, None])
        if policy is not None:
            init["referrerPolicy"] = policy
        referrer = rng.choice([None, None, None, "", "/ref?r=1#f", "about:client"])
        if referrer is not None:
            init["referrer"] = referrer
        if rng.random() < 0.1:
            init["cache"] = rng.choice(["default", "no-store", "reload", "no-cache", "force-cache"])
        redirect = rng.choice(["follow", "follow", "follow", "manual", "error", None])
        if redirect is not None and (mode != "no-cors" or rng.random() < 0.1):
            init["redirect"] = redirect
        if rng.random() < 0.04:
            init["abort"] = rng.choice(["before", "body"])
        start = rng.choice("AABC")
        hops: list[dict[str, Any]] = []
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 4])):
            to = rng.choice("AABC")
            hops.append({"s": rng.choice([301, 302, 303, 307, 308]), "to": to})
        if rng.random() < 0.01:
            hops += [{"s": 302} for _ in range(rng.choice([19, 20]))]
        hops.append({"s": rng.choice([200, 200, 200, 201, 204, 404, 500])})
        for hop in hops[:-1]:
            if rng.random() < 0.15:
                hop["rp"] = rng.choice(POLICIES[1:])
            if rng.random() < 0.2:
                hop["loc"] = rng.choice(_LOCATIONS)
        for hop in hops:
            if rng.random() < 0.3:
                hop["c"] = rng.choice(COOKIES).format(n=rng.randrange(3))
            hop["a"] = rng.choice([0, 1, 1, 1, 2, 3])
            if rng.random() < 0.5:
                hop["pf"] = rng.choice([0, 1, 1, 2])
                if rng.random() < 0.3:
                    hop["ma"] = rng.choice([0, 10])
        if rng.random() < 0.3:
            hops[-1]["x"] = rng.choice(["X-Exp", "*", "x-exp, x-a"])
        out[f"d{index:05d}"] = {"start": start, "hops": hops, "init": init}
    return out


class _Drawn(Mapping[str, dict[str, Any]]):
    """The scenarios of :func:`scenarios`, drawn when one is first read: their names
    (``d00000``...) are known without them.  Both processes of the default run import this
    module as they collect, and only the one that runs the differential reads a scenario (the
    drawing took some 0.3 s of each process's collection)."""

    __slots__ = ("_drawn",)

    def __init__(self) -> None:
        self._drawn: dict[str, dict[str, Any]] | None = None

    def __getitem__(self, name: str) -> dict[str, Any]:
        if self._drawn is None:
            self._drawn = scenarios()
        return self._drawn[name]

    def __iter__(self) -> Iterator[str]:
        return (f"d{index:05d}" for index in range(COUNT))

    def __len__(self) -> int:
        return COUNT


SCENARIOS: Mapping[str, dict[str, Any]] = _Drawn()

#: Makes a scenario's RequestInit in JavaScript (Chromium's page and Node), as
#: :func:`request_init` makes it in Python; ``ABORT`` is the controller of ``abort: "body"``.
_MAKE_INIT = r"""
  let abort = null;
  const made = {...init};
  delete made.abort;
  const body = init.body;
  if (body && typeof body === 'object') {
    if ('params' in body) made.body = new URLSearchParams(body.params);
    else if ('blob' in body) made.body = new Blob([body.blob], {type: body.type});
    else if ('bytes' in body) made.body = new Uint8Array(body.bytes).buffer;
    else {
      const form = new FormData();
      for (const [name, value] of body.form) {
        if (typeof value === 'string') form.append(name, value);
        else form.append(name, new Blob([value.file], {type: value.type}), value.name);
      }
      made.body = form;
    }
  }
  if (init.abort === 'before') made.signal = AbortSignal.abort();
  if (init.abort === 'body') { abort = new AbortController(); made.signal = abort.signal; }
"""

RUN_PAGE = (
    r"""
async ([url, init]) => {
  try {"""
    + _MAKE_INIT
    + r"""
    const r = await fetch(url, made);
    if (abort) abort.abort();
    let text = '';
    try { text = await r.text(); } catch (e) { text = 'body: ' + e.name; }
    return [r.status, r.type, r.url, r.redirected, text, [...r.headers.keys()].sort()];
  } catch (e) { return [e.name]; }
}
"""
)

RUN_NODE = (
    r"""
async (a) => {
  // (undici throws an uncaught ERR_INVALID_STATE when a body is aborted as it ends: kept going)
  process.on('uncaughtException', () => {});
  const one = async ([url, init]) => {
    try {"""
    + _MAKE_INIT
    + r"""
      const r = await fetch(url, made);
      if (abort) abort.abort();
      let text = '';
      try { text = await r.text(); } catch (e) { text = 'body: ' + e.name; }
      return [r.status, r.type, r.url, r.redirected, text, [...r.headers.keys()].sort()];
    } catch (e) { return [e.name]; }
  };
  const out = new Array(a.work.length);
  let next = 0;
  const worker = async () => {
    while (next < a.work.length) { const i = next++; out[i] = await one(a.work[i]); }
  };
  await Promise.all(Array.from({length: a.concurrency}, worker));
  return out;
}
"""
)


def request_init(init: dict[str, Any]) -> tuple[dict[str, Any], Any]:
    """A scenario's RequestInit as Python objects (``URLSearchParams``, ``Blob``, bytes,
    ``FormData``, an ``AbortSignal``) and the ``AbortController`` of ``abort: "body"``."""
    from webapi.dom import AbortController, AbortSignal

    made = {name: value for name, value in init.items() if name != "abort"}
    body = init.get("body")
    if isinstance(body, dict):
        if "params" in body:
            from webapi.url import URLSearchParams

            made["body"] = URLSearchParams(body["params"])
        elif "blob" in body:
            from webapi.fileapi import Blob

            made["body"] = Blob([body["blob"]], {"type": body["type"]})
        elif "bytes" in body:
            made["body"] = bytes(body["bytes"])
        else:
            from webapi.fileapi import Blob
            from webapi.xhr import FormData

            form = FormData()
            for name, value in body["form"]:
                if isinstance(value, str):
                    form.append(name, value)
                else:
                    form.append(name, Blob([value["file"]], {"type": value["type"]}), value["name"])
            made["body"] = form
    controller = None
    if init.get("abort") == "before":
        made["signal"] = AbortSignal.abort()
    elif init.get("abort") == "body":
        controller = AbortController()
        made["signal"] = controller.signal
    return made, controller


def scenario_url(name: str, ports: dict[str, int], scenario: dict[str, Any]) -> str:
    return origin_of(scenario["start"], ports) + hop_path(name, scenario["hops"])


def by_scenario(log: list[list[Any]]) -> dict[str, list[list[Any]]]:
    """The log's hops grouped by the scenario their path names, in order."""
    out: dict[str, list[list[Any]]] = {}
    for hop in log:
        out.setdefault(hop[2].split("/")[2], []).append(hop)
    return out


def compact(name: str, scenario: dict[str, Any], record: dict[str, Any]) -> dict[str, Any]:
    """A record with each hop's target that :func:`hop_path` makes written as its index."""
    hops = scenario["hops"]
    paths = {hop_path(name, hops[i:]): i for i in range(len(hops))}
    return {
        "hops": [[k, m, paths.get(t, t), h, b] for k, m, t, h, b in record["hops"]],
        "final": record["final"],
    }


def expand(name: str, scenario: dict[str, Any], record: dict[str, Any]) -> dict[str, Any]:
    hops = scenario["hops"]
    return {
        "hops": [
            [k, m, hop_path(name, hops[t:]) if isinstance(t, int) else t, h, b]
            for k, m, t, h, b in record["hops"]
        ],
        "final": record["final"],
    }


class _Expanded(Mapping[str, dict[str, Any]]):
    """An oracle's stored records, each read and expanded when first asked for: the default run
    reads 1 in 200 of them (reading all 20,000 of an oracle as JSON took some 0.9 s of CPU, and
    expanding them 2 s).  The file has a record a line (:func:`save`)."""

    __slots__ = ("_expanded", "_lines")

    def __init__(self, lines: dict[str, str]) -> None:
        self._lines = lines
        self._expanded: dict[str, dict[str, Any]] = {}

    def __getitem__(self, name: str) -> dict[str, Any]:
        found = self._expanded.get(name)
        if found is None:
            record = json.loads(self._lines[name])
            found = self._expanded[name] = expand(name, SCENARIOS[name], record)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self._lines)

    def __len__(self) -> int:
        return len(self._lines)


def load(path: Path) -> tuple[str, Mapping[str, dict[str, Any]]]:
    """The oracle's version and its records (as :func:`save` writes them), expanded as they
    are read."""
    first, *lines, last, end = gzip.decompress(path.read_bytes()).decode().split("\n")
    head = json.loads(first + "}}")
    assert set(head) == {"version", "results"} and last == "}}" and end == "", path
    records = {}
    for line in lines:
        name, _, record = line.rstrip(",").partition(":")
        records[json.loads(name)] = record
    return head["version"], _Expanded(records)


def save(path: Path, version: str, results: dict[str, dict[str, Any]]) -> None:
    lines = ",\n".join(
        f"{json.dumps(name)}:{json.dumps(compact(name, SCENARIOS[name], r), ensure_ascii=False)}"
        for name, r in results.items()
    )
    text = f'{{"version": {json.dumps(version)}, "results": {{\n{lines}\n}}}}\n'
    path.write_bytes(gzip.compress(text.encode(), compresslevel=9, mtime=0))


def ask_chromium(names: list[str], scenarios: Mapping[str, dict[str, Any]] = SCENARIOS) -> Any:
    """Chromium's records of the scenarios ``names`` and its version: ``fetch()`` from the
    page, the cookies cleared before each."""
    from oracles.chromium import browser

    results: dict[str, Any] = {}
    with serve_loopback() as (ports, log), browser() as launched:
        context = launched.new_context()
        page = context.new_page()
        page.goto(origin_of("A", ports) + PAGE)
        finals = {}
        for name in names:
            context.clear_cookies()
            url = scenario_url(name, ports, scenarios[name])
            finals[name] = page.evaluate(RUN_PAGE, [url, scenarios[name]["init"]])
        version = launched.version
        hops = by_scenario(log)
    for name in names:
        results[name] = {"hops": hops.get(name, []), "final": final_record(finals[name], ports)}
    return version, results


def ask_undici(
    names: list[str], scenarios: Mapping[str, dict[str, Any]] = SCENARIOS, concurrency: int = 8
) -> Any:
    """Node 26's built-in ``fetch()`` (undici)'s records of the scenarios ``names``, sent
    ``concurrency`` at a time, and Node's and undici's versions."""
    from oracles import node26_evaluate

    with serve_loopback() as (ports, log):
        work = [[scenario_url(n, ports, scenarios[n]), scenarios[n]["init"]] for n in names]
        finals = node26_evaluate(RUN_NODE, {"work": work, "concurrency": concurrency}, timeout=1200)
        hops = by_scenario(log)
    version = node26_evaluate("() => `node ${process.version} undici ${process.versions.undici}`")
    results = {
        name: {"hops": hops.get(name, []), "final": final_record(final, ports)}
        for name, final in zip(names, finals, strict=True)
    }
    return version, results


if __name__ == "__main__":
    which = sys.argv[1:] or ["undici", "chromium"]
    names = list(SCENARIOS)
    for oracle in which:
        ask = ask_undici if oracle == "undici" else ask_chromium
        version, results = ask(names)
        target = UNDICI_ANSWERS if oracle == "undici" else CHROMIUM_ANSWERS
        save(target, version, results)
        sys.stdout.write(f"wrote {target} ({version}, {len(results)} scenarios)\n")
