"""One parse of every style sheet (issue 72 item 4): what a sheet costs the cascade and the
CSSOM, on any commit (run it on the commit before and after a change to compare).

Contenders, each in this process against the tokenizer alone on the same text (thread CPU
time, :func:`benchmarks._common.batched_rounds`; the ratio ``x tokenize`` is what compares
across commits and machines):

- ``cascade``: ``webapi.css.engine.parse_a_stylesheet`` (the cascade's form of the sheet:
  before issue 72 item 4 a text parser of the cascade's own, since then the CSSOM's parse and
  a read of its rule objects);
- ``cssom``: a new ``CSSStyleSheet``'s rules (``cssRules``: the CSSOM's parse);
- ``both``: what a page whose sheet the program also reads (``document.styleSheets``) cost:
  before, the two parses; since, the CSSOM's parse and the read.

Sheets: the 400-rule sheet of :func:`benchmarks.text.style_sheet` as the same text again
(``warm``: its selectors and values parsed before, as a site's pages share a sheet) and with
new class and ID names each call (``cold``, as a crawl meets new sheets), and the sheets of
the first 200 pages of :mod:`benchmarks.pages_corpus` parsed one after the other.

Run: ``python -m benchmarks.css_parse [--rounds N]``.
"""

from __future__ import annotations

import argparse
import itertools
import re
from collections.abc import Callable
from typing import Any

from benchmarks._common import batched_rounds, fmt, table
from benchmarks.pages_corpus import pages
from benchmarks.text import style_sheet

__all__ = ["main", "run", "sheets"]

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


def _contenders(make: Callable[[], list[str]]) -> dict[str, Callable[[], object]]:
    from webapi.css.engine import parse_a_stylesheet
    from webapi.cssom.engine import new_style_sheet
    from webapi.csssyntax.engine import tokenize_with_offsets

    def tokenize() -> None:
        for text in make():
            tokenize_with_offsets(text)

    def cascade() -> None:
        for text in make():
            parse_a_stylesheet(text)

    def cssom() -> None:
        for text in make():
            new_style_sheet(text, None)._all_rules  # noqa: B018 (the parse on first read)

    def both() -> None:
        from webapi.css.engine import sheet_from_rules

        for text in make():
            sheet = new_style_sheet(text, None)
            if _READS_RULES:
                sheet_from_rules(sheet._all_rules)
            else:
                parse_a_stylesheet(text)
                sheet._all_rules  # noqa: B018

    return {"tokenize": tokenize, "cascade": cascade, "cssom": cssom, "both": both}


def _reads_rules() -> bool:
    """Whether the cascade reads the CSSOM's rules for every sheet (issue 72 item 4 done)."""
    from webapi.css import _om_sheet

    return hasattr(_om_sheet, "parse_a_stylesheet")


_READS_RULES = _reads_rules()


def run(rounds: int = 7) -> list[dict[str, Any]]:
    """Each sheet row's median milliseconds per contender and its ratio to ``tokenize``."""
    results = []
    for name, make in sheets().items():
        contenders = _contenders(make)
        batched = batched_rounds(contenders, rounds=rounds)
        results.append(
            {
                "sheet": name,
                "ms": {each: batched.median_ms(each) for each in contenders},
                "x tokenize": {each: batched.ratio(each, "tokenize") for each in contenders},
            }
        )
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    rows = []
    for result in run(args.rounds):
        ms, ratio = result["ms"], result["x tokenize"]
        rows.append(
            [
                result["sheet"],
                fmt(ms["tokenize"], 2, " ms"),
                *(
                    f"{ms[each]:.2f} ms ({ratio[each]:.2f}x)"
                    for each in ("cascade", "cssom", "both")
                ),
            ]
        )
    print(table(["sheet", "tokenize", "cascade", "cssom", "both"], rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
