"""Declarative shadow roots' cost in HTML's parser (issue 74: a page with 1,000 declarative
shadow roots parses within 1.3x the same page with plain templates).

The page (:func:`page`): ``--hosts`` web components, each a host element with a
``<template shadowrootmode=open>`` (a style, a heading with a named slot, a default slot) and
light children for both slots. Parsed by ``Document.parseHTMLUnsafe`` (which attaches the
shadow roots), against the same text with ``shadowrootmode`` renamed (the templates stay
templates, their contents parsed into template contents), timed by
:func:`benchmarks._common.batched_rounds` (thread CPU time, interleaved rounds): the ratio is
the median of each round's shadow-root time over its template time.

Run: ``python -m benchmarks.declarative_shadow [--rounds N] [--hosts 1000]``.
"""

from __future__ import annotations

import argparse
from functools import partial

from benchmarks._common import batched_rounds

__all__ = ["GOAL", "main", "page", "run"]

#: The goal for the page with shadow roots over the page with templates.
GOAL = 1.3

_COMPONENT = (
    "<x-card class=c{n}><template shadowrootmode=open shadowrootserializable>"
    "<style>:host{{display:block}} h2{{margin:0}} ::slotted(span){{color:red}}</style>"
    "<h2><slot name=title>Untitled</slot></h2><div class=body><slot></slot></div>"
    "</template><span slot=title>Card {n}</span><p>Text of card {n} with "
    "<a href=/c/{n}>a link</a>.</p></x-card>"
)


def page(hosts: int = 1_000, declarative: bool = True) -> str:
    """A page of ``hosts`` components with declarative shadow roots, or (``declarative``
    false) the same page whose templates have no ``shadowrootmode`` attribute."""
    body = "".join(_COMPONENT.format(n=n) for n in range(hosts))
    if not declarative:
        body = body.replace("shadowrootmode=", "data-mode=")
    return f"<!doctype html><html><head><title>cards</title></head><body>{body}</body></html>"


def _parse(text: str) -> object:
    from webapi.dom import Document

    return Document.parseHTMLUnsafe(text)


def run(hosts: int, rounds: int) -> dict[str, float]:
    """``shadow roots`` and ``templates`` (median ms per parse) and ``ratio``."""
    timed = batched_rounds(
        {
            "shadow roots": partial(_parse, page(hosts, True)),
            "templates": partial(_parse, page(hosts, False)),
        },
        rounds,
    )
    return {
        "shadow roots": timed.median_ms("shadow roots"),
        "templates": timed.median_ms("templates"),
        "ratio": timed.ratio("shadow roots", "templates"),
    }


def report(results: dict[str, float], hosts: int) -> str:
    """The results as a Markdown table's row."""
    mark = "ok" if results["ratio"] <= GOAL else "MISSED"
    return (
        "| page | shadow roots ms | templates ms | ratio (goal 1.3x) |\n| --- | --- | --- | --- |\n"
        f"| {hosts:,} components | {results['shadow roots']:.1f} | {results['templates']:.1f} | "
        f"{results['ratio']:.2f}x {mark} |"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.declarative_shadow")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--hosts", type=int, default=1_000)
    args = parser.parse_args(argv)
    print(report(run(args.hosts, args.rounds), args.hosts))


if __name__ == "__main__":
    main()
