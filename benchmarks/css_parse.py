"""One parse of every style sheet (issue 72 item 4): what a sheet costs the cascade and the
CSSOM, against the cascade's own text parser of an earlier commit in the same process.

Contenders, each timed in this process (thread CPU time, the rounds interleaved:
:func:`benchmarks._common.batched_rounds`), with its ratio to ``before`` where it is given:

- ``tokenize``: CSS Syntax's tokenizer alone on the same texts (a floor);
- ``before``: ``parse_a_stylesheet`` of ``webapi/css/_stylesheet.py`` at the commit
  ``--before`` names (the cascade's text parser, which issue 72 item 4 removed: 9150879b
  has it), loaded from git beside this commit's modules;
- ``cssom``: the CSSOM's parse (``webapi.cssom.engine.parse_a_list_of_rules``: the rule
  objects ``cssRules`` shows);
- ``cascade``: ``webapi.css.engine.parse_a_stylesheet``: the CSSOM's parse and the cascade's
  read of its rule objects, the cascade's whole cost of a sheet.

Sheets: the 400-rule sheet of :func:`benchmarks.text.style_sheet` as the same text again
(``warm``: its selectors and values parsed before, as a site's pages share a sheet), with new
class and ID names each call (``cold``, as a crawl meets new sheets), and the sheets of the
first 200 pages of :mod:`benchmarks.pages_corpus` parsed one after the other.

Run: ``python -m benchmarks.css_parse [--rounds N] [--before 9150879b]``.
"""

from __future__ import annotations

import argparse
import importlib.util
import itertools
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from benchmarks._common import batched_rounds, fmt, table
from benchmarks.pages_corpus import pages
from benchmarks.text import style_sheet

__all__ = ["before_parser", "main", "run", "sheets"]

_STYLE = re.compile(rb"<style>(.*?)</style>", re.S)
_NUMBERED = re.compile(r"-(\d+)")


def sheets() -> dict[str, Callable[[], list[str]]]:
    """Each row's texts, made anew for each call (the cold row's names new each time)."""
    warm = style_sheet(400)
    counter = itertools.count()

    def cold() -> list[str]:
        salt = next(counter)
        return [_NUMBERED.sub(lambda m: f"-c{salt}n{m.group(1)}", warm)]

    corpus = [match.group(1).decode() for _, body in pages(200) for match in _STYLE.finditer(body)]
    return {
        "400 rules, warm": lambda: [warm],
        "400 rules, cold": cold,
        "pages' sheets": lambda: corpus,
    }


def before_parser(commit: str) -> Callable[[str], object]:
    """The cascade's text parser of ``commit`` (its ``webapi/css/_stylesheet.py``, read with
    ``git show``), loaded as a module of this commit's ``webapi.css`` (its relative imports
    this commit's)."""
    root = Path(__file__).resolve().parent.parent
    text = subprocess.run(
        ["git", "show", f"{commit}:webapi/css/_stylesheet.py"],
        cwd=root,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    path = Path(tempfile.mkdtemp()) / "_stylesheet_before.py"
    path.write_text(text, encoding="utf-8")
    name = "webapi.css._stylesheet_before"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    parse: Callable[[str], object] = module.parse_a_stylesheet
    return parse


def _contenders(
    make: Callable[[], list[str]], before: Callable[[str], object] | None
) -> dict[str, Callable[[], object]]:
    from webapi.css.engine import parse_a_stylesheet
    from webapi.cssom.engine import parse_a_list_of_rules
    from webapi.csssyntax.engine import tokenize_with_offsets

    def each(parse: Callable[[str], object]) -> Callable[[], object]:
        def call() -> None:
            for text in make():
                parse(text)

        return call

    contenders = {"tokenize": each(tokenize_with_offsets)}
    if before is not None:
        contenders["before"] = each(before)
    contenders["cssom"] = each(parse_a_list_of_rules)
    contenders["cascade"] = each(parse_a_stylesheet)
    return contenders


def run(rounds: int = 7, before: str | None = None) -> list[dict[str, Any]]:
    """Each sheet row's median milliseconds per contender and, with ``before`` (a commit),
    each one's ratio to the text parser of that commit in the same rounds."""
    parser = before_parser(before) if before else None
    results = []
    for name, make in sheets().items():
        contenders = _contenders(make, parser)
        batched = batched_rounds(contenders, rounds=rounds)
        results.append(
            {
                "sheet": name,
                "ms": {each: batched.median_ms(each) for each in contenders},
                "x before": {
                    each: batched.ratio(each, "before") if parser else None for each in contenders
                },
            }
        )
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--before", default=None, help="a commit with the text parser")
    args = parser.parse_args()
    rows = []
    for result in run(args.rounds, args.before):
        ms, ratio = result["ms"], result["x before"]
        rows.append(
            [
                result["sheet"],
                *(
                    fmt(ms.get(each), 2, " ms")
                    + (f" ({ratio[each]:.2f}x)" if ratio.get(each) is not None else "")
                    for each in ("tokenize", "before", "cssom", "cascade")
                ),
            ]
        )
    print(table(["sheet", "tokenize", "before", "cssom", "cascade"], rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
