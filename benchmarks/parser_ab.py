"""The basic URL parser of this tree against another revision's, in one process.

``python -m benchmarks.parser_ab [--rev main]`` loads ``webapi/url/_parser.py`` as it is at
``--rev`` (``git show``) into a temporary module beside the working tree's, then:

1. **checks** that both give the same results: the URL record (every field), failure, and the
   validation errors reported (name, index, failure flag), with and without a ``report``
   callback, for every ``urltestdata.json`` case (also with a windows-1252 encoding), every line
   of the corpora, and every value of ``setters_tests.json`` run through every state override
   the API setters use, on a record of the case's ``href``;
2. **times** both, alternating in chunks of lines (old then new, new then old on the next chunk,
   and so on), each chunk measured with ``time.thread_time_ns`` (this thread's CPU time, so
   other processes on a shared machine count less) with the cyclic GC off. Two workloads:
   ``URL(line, base).href`` with ``webapi.url._url_impl.basic_url_parse`` pointed at each
   parser in turn (what users run: most lines of the real corpora take the fast path and never
   reach the parser), and ``basic_url_parse`` + ``url_serialize`` directly (the parser alone).
   Reported per corpus: new/old CPU time, overall and the range over rounds.

``--same-code FILE...`` also reports whether each file's code is unchanged from ``--rev`` apart
from comments and docstrings (equal ``ast`` after removing docstrings).
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import subprocess
import sys
from collections.abc import Callable, Iterable, Sequence
from types import ModuleType
from typing import Any

from benchmarks._common import REPO_ROOT, fmt, interleaved_chunks, median, table
from benchmarks.corpora import BASE, load_all

__all__ = ["main"]

_PARSER_PATH = "webapi/url/_parser.py"
#: The state overrides the URL class's setters pass (``webapi/url/_url_impl.py``).
_OVERRIDES = ("SCHEME_START", "HOST", "HOSTNAME", "PORT", "PATH_START", "QUERY", "FRAGMENT")


def git_show(rev: str, path: str) -> str:
    return subprocess.run(
        ["git", "show", f"{rev}:{path}"], cwd=REPO_ROOT, capture_output=True, text=True, check=True
    ).stdout


def load_parser_at(rev: str) -> ModuleType:
    """``webapi/url/_parser.py`` at ``rev``, as module ``webapi.url._parser_at_rev`` (its
    relative imports resolve in this tree's ``webapi.url``)."""
    import webapi.url  # noqa: F401  (the package the old module's relative imports need)

    name = "webapi.url._parser_at_rev"
    spec = importlib.util.spec_from_loader(name, loader=None)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    module.__package__ = "webapi.url"
    sys.modules[name] = module
    exec(compile(git_show(rev, _PARSER_PATH), f"{rev}:{_PARSER_PATH}", "exec"), module.__dict__)
    return module


# --- 1. same results ----------------------------------------------------------------------


def _snapshot(result: object) -> object:
    from webapi.url._record import URLRecord

    if not isinstance(result, URLRecord):
        return result
    fields = tuple(getattr(result, name) for name in URLRecord.__slots__)
    return tuple(tuple(f) if isinstance(f, list) else f for f in fields)


def _outcome(parse: Callable[..., object], *args: Any, **kwargs: Any) -> tuple[object, ...]:
    """(result, errors) with a report callback, and the result without one."""
    errors: list[tuple[str, int, bool]] = []
    results: list[object] = []
    for report in (lambda e, i, f: errors.append((e, i, f)), None):
        url = kwargs.get("url")
        call_kwargs = dict(kwargs, report=report)
        if url is not None:
            call_kwargs["url"] = url.copy()
        try:
            result = parse(*args, **call_kwargs)
        except Exception as exc:  # an exception must be the same one too
            results.append(("raised", type(exc).__name__, str(exc)))
            continue
        if url is not None:  # the record changed in place, and whether it returned it
            results.append((result is call_kwargs["url"], _snapshot(call_kwargs["url"])))
        else:
            results.append(_snapshot(result))
    return (*results, tuple(errors))


def check(old: ModuleType, new: ModuleType) -> tuple[int, list[str]]:
    """Run both parsers on every check input; return (calls compared, differences)."""
    from webapi.url._record import URLRecord
    from wpt import cases

    compared = 0
    differences: list[str] = []

    def compare(label: str, *args: Any, override: str | None = None, **kwargs: Any) -> None:
        nonlocal compared
        compared += 1
        a = _outcome(
            old.basic_url_parse,
            *args,
            state_override=None if override is None else old.State[override],
            **kwargs,
        )
        b = _outcome(
            new.basic_url_parse,
            *args,
            state_override=None if override is None else new.State[override],
            **kwargs,
        )
        if a != b and len(differences) < 20:
            differences.append(f"{label}: {args!r} {override or ''}\n  old {a!r}\n  new {b!r}")

    bases: dict[str | None, URLRecord | None] = {None: None}

    def base_record(base: str | None) -> URLRecord | None:
        if base not in bases:
            bases[base] = new.basic_url_parse(base)
        return bases[base]

    for case in cases("urltestdata.json"):
        data = case.data
        base = data.get("base")
        record = base_record(base)
        if base is not None and record is None:
            continue
        compare("urltestdata", data["input"], record)
        compare("urltestdata windows-1252", data["input"], record, "windows-1252")
    for corpus in load_all():
        for line, base in corpus.items:
            compare(corpus.name, line, base_record(base))
    for case in cases("setters_tests.json"):
        data = case.data
        url = new.basic_url_parse(data["href"])
        if url is None:
            continue
        value = data["new_value"]
        for override in _OVERRIDES:
            compare("setters", value, url=url, override=override)
        compare("setters scheme", value + ":", url=url, override="SCHEME_START")
    return compared, differences


# --- 2. timing ----------------------------------------------------------------------------


def time_alternating(
    workloads: dict[str, Callable[[Sequence[Any]], object]],
    items: Sequence[Any],
    rounds: int,
    chunk: int,
) -> dict[str, list[int]]:
    """CPU nanoseconds per round per workload: :func:`benchmarks._common.interleaved_chunks`
    (inside a round each chunk of ``items`` runs under every workload, the order rotating from
    chunk to chunk, each timing of at least 5 ms; one warm-up round first)."""
    return interleaved_chunks(workloads, list(items), rounds, chunk)


def _api_workload(
    parse: Callable[..., object],
) -> Callable[[Sequence[tuple[str, str | None]]], object]:
    from webapi import URL
    from webapi.url import _url_impl

    def run(items: Sequence[tuple[str, str | None]]) -> object:
        setattr(_url_impl, "basic_url_parse", parse)  # noqa: B010 (not exported)
        failed = 0
        for line, base in items:
            try:
                URL(line, base).href  # noqa: B018
            except ValueError:
                failed += 1
        return failed

    return run


def _parser_workload(
    parse: Callable[..., Any],
) -> Callable[[Sequence[tuple[str, Any]]], object]:
    from webapi.url._serializer import url_serialize

    def run(items: Sequence[tuple[str, Any]]) -> object:
        failed = 0
        for line, base in items:
            record = parse(line, base)
            if record is None:
                failed += 1
            else:
                url_serialize(record)
        return failed

    return run


def same_code(rev: str, paths: Iterable[str]) -> list[tuple[str, bool]]:
    """Whether each file's code equals its code at ``rev``, docstrings and comments aside."""

    def code(text: str) -> str:
        tree = ast.parse(text)
        for node in ast.walk(tree):
            body = getattr(node, "body", None)
            if (
                isinstance(body, list)
                and body
                and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant)
                and isinstance(body[0].value.value, str)
            ):
                body[:1] = [] if len(body) > 1 else [ast.Pass()]
        return ast.dump(tree)

    results = []
    for path in paths:
        current = (REPO_ROOT / path).read_text("utf-8")
        results.append((path, code(current) == code(git_show(rev, path))))
    return results


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.parser_ab", description=__doc__)
    parser.add_argument("--rev", default="main", help="the revision to compare with (main)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--chunk", type=int, default=1000, help="lines per alternation")
    parser.add_argument("--sample", type=int, default=None, help="lines per corpus to time")
    parser.add_argument("--no-check", action="store_true", help="skip the result check")
    parser.add_argument("--no-time", action="store_true", help="skip the timing")
    parser.add_argument("--same-code", nargs="*", default=[], metavar="FILE")
    args = parser.parse_args(argv)

    from webapi.url import _parser as new
    from webapi.url import _url_impl

    old = load_parser_at(args.rev)
    status = 0
    for path, same in same_code(args.rev, args.same_code):
        print(f"{path}: code {'unchanged' if same else 'CHANGED'} from {args.rev}")
        status |= not same

    if not args.no_check:
        compared, differences = check(old, new)
        print(f"check: {compared} inputs compared with {args.rev}, {len(differences)} differ")
        for difference in differences:
            print(difference)
        if differences:
            return 1

    if args.no_time:
        return status
    original = getattr(_url_impl, "basic_url_parse")  # noqa: B009 (not exported)
    rows = []
    try:
        for corpus in load_all(args.sample):
            base = new.basic_url_parse(BASE)
            parser_items = [(line, None if b is None else base) for line, b in corpus.items]
            for label, workloads, items in (
                (
                    "URL(...).href",
                    {
                        "old": _api_workload(old.basic_url_parse),
                        "new": _api_workload(new.basic_url_parse),
                    },
                    corpus.items,
                ),
                (
                    "basic_url_parse",
                    {
                        "old": _parser_workload(old.basic_url_parse),
                        "new": _parser_workload(new.basic_url_parse),
                    },
                    parser_items,
                ),
            ):
                ns = time_alternating(workloads, items, args.rounds, args.chunk)
                per_round = [n / o for n, o in zip(ns["new"], ns["old"], strict=True)]
                rows.append(
                    [
                        corpus.name,
                        label,
                        str(len(items)),
                        fmt(median(ns["old"]) / len(items) / 1000, 3),
                        fmt(median(ns["new"]) / len(items) / 1000, 3),
                        fmt(sum(ns["new"]) / sum(ns["old"]), 3),
                        f"{min(per_round):.3f}-{max(per_round):.3f}",
                    ]
                )
                print(f"{corpus.name} {label}: new/old {rows[-1][5]}", flush=True)
    finally:
        setattr(_url_impl, "basic_url_parse", original)  # noqa: B010
    print()
    print(f"thread CPU time, {args.rounds} rounds, chunks of {args.chunk} lines, old = {args.rev}")
    print(table(["corpus", "workload", "lines", "old µs", "new µs", "new/old", "range"], rows))
    return status


if __name__ == "__main__":
    sys.exit(main())
