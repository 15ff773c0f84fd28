"""The ECMA-262 matcher's cost against V8, on the regexps ``re`` cannot express.

``python -m benchmarks.regexp_matcher [--budget 0.05] [--json OUT]``

Each source is what URLPattern compiles for a component with such a regexp group (a
variable-length lookbehind, an iteration that can match empty, a repeated group with a
lookahead, a backreference in a lookbehind), and each subject a component of typical length
that matches or nearly does.  For every (source, subject) the table gives whether ``re`` runs
that source in production (``re?``: the translator expresses it), one
``Matcher.match`` (``webapi.js.regexp``) and one ``RegExp.prototype.exec`` in Node 26's V8
(``$WEBAPI_NODE26`` or ``oracles/node``; one process runs every case), and their ratio; the
summary is the median and the worst ratio.  No assertion on times (tests run this once with a
tiny budget).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import time

from benchmarks.regexp_pathological import NODE_SCRIPT, fmt_ns, node_binary

#: (name, JavaScript source as URLPattern writes it, subjects)
CASES: list[tuple[str, str, list[str]]] = [
    (
        "lookbehind of variable length",
        r"^(?:\/([a-z]+(?<=\/[a-z]+)))$",
        ["/books", "/a" + "b" * 30, "/books1"],
    ),
    ("empty iteration", r"^(?:\/((?:a|)+))$", ["/" + "a" * 20, "/aab"]),
    ("repetition of a nullable group", r"^(?:\/((?:[a-z]*)+))$", ["/abc", "/" + "x" * 40]),
    ("digits and dots", r"^(?:\/((?:\d*\.?)+))$", ["/1.2.3", "/10.20.30.40", "/1.2.x"]),
    ("lookbehind alternatives", r"^(?:\/(\w+(?<=(?:foo|o+))))$", ["/foo", "/xoooo", "/bar"]),
    ("lookahead in a repetition", r"^(?:\/((?:(?!bar)[a-z])*))$", ["/foobaz", "/foobar"]),
    ("capture reset per iteration", r"^((?:(a)|b)+)$", ["abab", "ba" * 15]),
    ("backreference in a lookbehind", r"^(?:([a-z]+)(?<=\1\1))$", ["abab", "abcabc", "abcd"]),
]


def time_matcher(matcher: object, subject: str, budget: float) -> float:
    """Nanoseconds per match (repeated until ``budget`` seconds of thread CPU time)."""
    match = matcher.match  # type: ignore[attr-defined]
    n = 0
    start = time.thread_time_ns()
    while True:
        match(subject)
        n += 1
        elapsed = time.thread_time_ns() - start
        if elapsed >= budget * 1e9:
            return elapsed / n


def main(argv: list[str] | None = None) -> int:
    from webapi.js.regexp import Matcher, compile_regexp
    from webapi.js.regexp._matcher import compile_matcher
    from webapi.js.regexp._parser import parse

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--budget", type=float, default=0.05, help="seconds per timing")
    parser.add_argument("--json", help="write the figures here")
    args = parser.parse_args(argv)
    pairs = [(name, src, subject) for name, src, subjects in CASES for subject in subjects]
    node = node_binary()
    node_times: list[float | None] = [None] * len(pairs)
    if node is not None:
        proc = subprocess.run(
            [str(node), "-e", NODE_SCRIPT],
            input=json.dumps([(src, subject, args.budget) for _, src, subject in pairs]),
            capture_output=True,
            text=True,
            check=True,
        )
        node_times = json.loads(proc.stdout)
    rows, ratios = [], []
    for (name, src, subject), node_ns in zip(pairs, node_times, strict=True):
        # The matcher for every source (in production it runs only where re cannot: "re?").
        matcher = compile_matcher(*parse(src, False), src)
        only = isinstance(compile_regexp(src), Matcher)
        ours = time_matcher(matcher, subject, args.budget)
        ratio = None if not node_ns else ours / node_ns
        if ratio is not None:
            ratios.append(ratio)
        rows.append((name, subject, "no" if only else "yes", ours, node_ns, ratio))
    head = f"{'pattern':<32} {'subject':<24} {'re?':>4} {'matcher':>10} {'V8':>10} {'ratio':>7}"
    print(head)
    for name, subject, by_re, ours, node_ns, ratio in rows:
        shown = subject if len(subject) <= 22 else subject[:19] + "..."
        text = "-" if ratio is None else f"{ratio:.0f}x"
        print(
            f"{name:<32} {shown:<24} {by_re:>4} {fmt_ns(ours):>10} {fmt_ns(node_ns):>10} {text:>7}"
        )
    summary = {}
    if ratios:
        summary = {"median ratio": statistics.median(ratios), "worst ratio": max(ratios)}
        print(f"matcher / V8: median {summary['median ratio']:.0f}x, worst {max(ratios):.0f}x")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump({"rows": rows, **summary}, out, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
