"""The command line: ``python -m benchmarks [--quick] [--only SECTIONS] [--json OUT]``.

Sections (in this order): parse, params, setters, memory, import, hostile, pyodide (skipped
without node and Pyodide), urlpattern, mime, encoding, family,
decode, html, links, forms, clone; ``profile`` only when asked for
(``--only profile``).
Each section prints its table as soon as it is done.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from benchmarks import corpora as corpora_mod
from benchmarks._common import machine_info

__all__ = ["DEFAULT_SECTIONS", "SECTIONS", "main", "parse_args"]

SECTIONS = (
    "parse",
    "params",
    "setters",
    "memory",
    "import",
    "hostile",
    "pyodide",
    "urlpattern",
    "mime",
    "encoding",
    "family",
    "decode",
    "html",
    "links",
    "forms",
    "clone",
    "navigation",
    "profile",
)
DEFAULT_SECTIONS = SECTIONS[:-1]


@dataclasses.dataclass
class Settings:
    sample: int | None
    rounds: int
    setter_ops: int
    memory_objects: int
    import_runs: int
    hostile_small: int
    hostile_large: int
    hostile_megabyte: int
    budget: float
    pyodide_runs: int = 3
    pyodide_browser: bool = False


FULL = Settings(None, 7, 20_000, 20_000, 21, 20_000, 200_000, 1_000_000, 60.0)
QUICK = Settings(2_000, 3, 2_000, 2_000, 3, 2_000, 20_000, 100_000, 10.0, 1)


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks",
        description="webapi against urllib.parse and ada-url (see benchmarks/README.md).",
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help="small samples and few rounds (a smoke run of a minute, not for figures)",
    )
    parser.add_argument(
        "--only",
        default=",".join(DEFAULT_SECTIONS),
        help=f"comma-separated sections of {','.join(SECTIONS)} (default: all but profile)",
    )
    parser.add_argument("--json", metavar="OUT", type=Path, help="also write the results as JSON")
    parser.add_argument("--rounds", type=int, help="timed rounds (after one warm-up round)")
    parser.add_argument(
        "--sample", type=int, help="lines per corpus, spread over the file (default: all)"
    )
    parser.add_argument(
        "--data", type=Path, help="the corpora folder (default: $WEBAPI_BENCH_DATA)"
    )
    parser.add_argument("--no-ada", action="store_true", help="leave ada-url out")
    parser.add_argument("--import-runs", type=int, help="subprocess starts per import measurement")
    parser.add_argument(
        "--pyodide-runs", type=int, help="alternating native and Pyodide runs (default 3)"
    )
    parser.add_argument(
        "--pyodide-browser",
        action="store_true",
        help="run the Pyodide side in headless Chromium instead of Node",
    )
    parser.add_argument(
        "--hostile-sizes",
        metavar="SMALL,LARGE",
        help="repetition counts for the hostile inputs (default 20000,200000)",
    )
    parser.add_argument(
        "--budget", type=float, help="seconds a single hostile run may be predicted to take"
    )
    args = parser.parse_args(argv)
    sections = [s.strip() for s in args.only.split(",") if s.strip()]
    unknown = sorted(set(sections) - set(SECTIONS))
    if unknown:
        parser.error(f"unknown section(s) {', '.join(unknown)}; choose from {', '.join(SECTIONS)}")
    args.sections = [s for s in SECTIONS if s in sections]
    return args


def settings_for(args: argparse.Namespace) -> Settings:
    s = dataclasses.replace(QUICK if args.quick else FULL)
    if args.rounds is not None:
        s.rounds = args.rounds
    if args.sample is not None:
        s.sample = args.sample
    if args.import_runs is not None:
        s.import_runs = args.import_runs
    if args.pyodide_runs is not None:
        s.pyodide_runs = args.pyodide_runs
    s.pyodide_browser = args.pyodide_browser
    if args.budget is not None:
        s.budget = args.budget
    if args.hostile_sizes:
        small, large = (int(x) for x in args.hostile_sizes.split(","))
        s.hostile_small, s.hostile_large = small, large
    return s


def _jsonable(value: object) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _jsonable(dataclasses.asdict(value))
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, float) and value != value:
        return None
    return value


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    settings = settings_for(args)
    with_ada = not args.no_ada
    info = machine_info()
    print("# webapi benchmarks" + (" (--quick: not for figures)" if args.quick else ""))
    print()
    for key, value in info.items():
        print(f"- {key}: {value}")
    print(f"- settings: {dataclasses.asdict(settings)}")
    sys.stdout.flush()

    loaded: list[corpora_mod.Corpus] = []

    def corpora() -> list[corpora_mod.Corpus]:
        if not loaded:
            loaded.extend(corpora_mod.load_all(settings.sample, args.data))
        return loaded

    results: dict[str, Any] = {}
    runners: dict[str, Callable[[], tuple[object, str]]] = {}

    def add(name: str, fn: Callable[[], tuple[object, str]]) -> None:
        runners[name] = fn

    from benchmarks import (
        encoding,
        encoding_decode,
        family,
        forms,
        hostile,
        html_links,
        html_tokenizer,
        importtime,
        memory,
        mime,
        navigation,
        params,
        parse,
        profiling,
        pyodide,
        setters,
        structured_clone,
        urlpattern,
    )

    def run_parse() -> tuple[object, str]:
        r = parse.run(corpora(), settings.rounds, with_ada)
        return r, parse.report(r)

    def run_params() -> tuple[object, str]:
        r = params.run(corpora(), settings.rounds, with_ada)
        return r, params.report(r)

    def run_setters() -> tuple[object, str]:
        r = setters.run(settings.setter_ops, settings.rounds, with_ada)
        return r, setters.report(r)

    def run_memory() -> tuple[object, str]:
        real_web = next(c for c in corpora() if c.name == "real-web")
        r = memory.run(real_web.lines, settings.memory_objects)
        return r, memory.report(r)

    def run_import() -> tuple[object, str]:
        r = importtime.run(settings.import_runs)
        return r, importtime.report(r)

    def run_hostile() -> tuple[object, str]:
        r = hostile.run(
            settings.hostile_small,
            settings.hostile_large,
            settings.hostile_megabyte,
            budget=settings.budget,
            with_ada=with_ada,
            min_total=0.03 if args.quick else 0.3,
        )
        return r, hostile.report(r)

    def run_pyodide() -> tuple[object, str]:
        data = args.data or corpora_mod.data_dir()
        r = pyodide.run(
            data, settings.rounds, settings.sample, settings.pyodide_runs, settings.pyodide_browser
        )
        return r, pyodide.report(r)

    def run_urlpattern() -> tuple[object, str]:
        r = urlpattern.run(settings.rounds, reps=2 if args.quick else 20)
        return r, urlpattern.report(r)

    def run_mime() -> tuple[object, str]:
        r = mime.run(settings.rounds)
        return r, mime.report(r)

    def run_encoding() -> tuple[object, str]:
        r = encoding.run(settings.rounds)
        return r, encoding.report(r)

    def run_family() -> tuple[object, str]:
        r = family.run(settings.rounds, quick=args.quick)
        return r, family.report(r)

    def run_decode() -> tuple[object, str]:
        r = encoding_decode.run(settings.rounds)
        return r, encoding_decode.report(r)

    def run_html() -> tuple[object, str]:
        r = html_tokenizer.run(settings.rounds, hostile_n=2_000 if args.quick else 20_000)
        return r, html_tokenizer.report(r)

    def run_links() -> tuple[object, str]:
        r = html_links.run(3 if args.quick else 15)
        return r, html_links.report(r)

    def run_forms() -> tuple[object, str]:
        r = forms.run(settings.rounds, quick=args.quick)
        return r, forms.report(r)

    def run_clone() -> tuple[object, str]:
        r = structured_clone.run(settings.rounds, quick=args.quick)
        return r, structured_clone.report(r)

    def run_navigation() -> tuple[object, str]:
        r = navigation.run(settings.rounds, quick=args.quick)
        return r, navigation.report(r)

    def run_profile() -> tuple[object, str]:
        r = profiling.run(corpora())
        return r, profiling.report(r)

    add("parse", run_parse)
    add("params", run_params)
    add("setters", run_setters)
    add("memory", run_memory)
    add("import", run_import)
    add("hostile", run_hostile)
    add("pyodide", run_pyodide)
    add("urlpattern", run_urlpattern)
    add("mime", run_mime)
    add("encoding", run_encoding)
    add("family", run_family)
    add("decode", run_decode)
    add("html", run_html)
    add("links", run_links)
    add("forms", run_forms)
    add("clone", run_clone)
    add("navigation", run_navigation)
    add("profile", run_profile)

    for name in args.sections:
        start = time.perf_counter()
        result, text = runners[name]()
        elapsed = time.perf_counter() - start
        results[name] = _jsonable(result)
        print()
        print(text)
        print(f"({name}: {elapsed:.1f} s)")
        sys.stdout.flush()

    if args.json:
        payload = {
            "machine": info,
            "settings": dataclasses.asdict(settings),
            "quick": args.quick,
            "sections": results,
        }
        args.json.write_text(json.dumps(payload, indent=2, ensure_ascii=False) + "\n")
        print(f"\nwrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
