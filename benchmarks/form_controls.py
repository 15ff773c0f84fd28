"""HTML's elements at a browser's cost (issue 51's speed rows), webapi alone, in one process:

- ``reflection``: each reflecting getter (a string, a boolean, an enumerated attribute
  limited to known values, a ``long`` and a clamped ``unsigned long``, ``tabIndex``, a URL,
  a ``DOMTokenList``'s ``value``) against ``getAttribute`` of the same attribute on the same
  element, interleaved (:func:`benchmarks._common.batched_rounds`, thread CPU time): the goal
  is within 2x;
- ``collections``: ``form.elements[i]`` and ``select.options[i]`` of a form of 1,000 controls
  and a select of 1,000 options, each index read in turn, after a first read of the unchanged
  tree, in microseconds an index (O(1): the same at 10,000), and the first read;
- ``validity``: ``form.checkValidity()`` of a form of 1,000 controls of every kind (text,
  number, email, url, date, pattern, checkbox, radio groups, select, textarea; a third invalid)
  on a new document (its first), again on the unchanged tree, and after an attribute change,
  in milliseconds: the goal is 10 ms.

Run: ``python -m benchmarks.form_controls [--rounds N]``.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from typing import Any

from benchmarks._common import CLOCK, batched_rounds, fmt, median, table

__all__ = ["REFLECTED", "main", "validity_form"]

#: (row, markup of the element, its id, the IDL attribute, the content attribute)
REFLECTED: tuple[tuple[str, str, str, str], ...] = (
    ("string: input.name", "<input id=e name=q>", "name", "name"),
    ("boolean: input.required", "<input id=e required>", "required", "required"),
    ("enumerated: input.type", "<input id=e type=email>", "type", "type"),
    ("long: input.maxLength", "<input id=e maxlength=5>", "maxLength", "maxlength"),
    ("long: tabIndex", "<input id=e tabindex=3>", "tabIndex", "tabindex"),
    ("clamped: td.colSpan", "<table><tr><td id=e colspan=3>", "colSpan", "colspan"),
    ("URL: a.href", "<a id=e href='/x?y#z'>", "href", "href"),
    ("token list: label.htmlFor", "<label id=e for=i>", "htmlFor", "for"),
)


def _getter(element: Any, idl: str) -> Callable[[], object]:
    if idl == "htmlFor":

        def read() -> object:
            return str(element.htmlFor)  # (the token list's value: a string)

    else:

        def read() -> object:
            return getattr(element, idl)

    return read


def _get_attribute(element: Any, content: str) -> Callable[[], object]:
    def read() -> object:
        return element.getAttribute(content)

    return read


def reflection(rounds: int) -> list[list[str]]:
    """Each reflecting getter's time over ``getAttribute``'s (rows for :func:`table`)."""
    from webapi.html import DOMParser

    rows = []
    for row, markup, idl, content in REFLECTED:
        element: Any = DOMParser().parseFromString(markup, "text/html").getElementById("e")
        timed = batched_rounds(
            {"getter": _getter(element, idl), "getAttribute": _get_attribute(element, content)},
            rounds,
            clock=CLOCK,
        )
        rows.append(
            [
                row,
                fmt(timed.median_ns("getter"), 0),
                fmt(timed.median_ns("getAttribute"), 0),
                fmt(timed.ratio("getter", "getAttribute"), 2, "x"),
            ]
        )
    return rows


def _per_index_us(collection: Any, count: int, rounds: int) -> float:
    samples = []
    for _ in range(rounds):
        start = CLOCK()
        for index in range(count):
            collection[index]
        samples.append((CLOCK() - start) / count / 1000)
    return median(samples)


def collections(rounds: int) -> list[list[str]]:
    """``form.elements[i]`` and ``select.options[i]`` (rows for :func:`table`)."""
    from webapi.html import DOMParser

    rows = []
    for count in (1_000, 10_000):
        controls = "".join(f"<input name=n{i}>" for i in range(count))
        options = "".join(f"<option>{i}</option>" for i in range(count))
        document: Any = DOMParser().parseFromString(
            f"<form id=f>{controls}</form><select id=s>{options}</select>", "text/html"
        )
        for name, collection in (
            ("form.elements", document.getElementById("f").elements),
            ("select.options", document.getElementById("s").options),
        ):
            start = CLOCK()
            collection[count - 1]
            first = (CLOCK() - start) / 1e6
            rows.append(
                [
                    f"{name}[i], {count:,}",
                    fmt(first, 2),
                    fmt(_per_index_us(collection, count, rounds), 2),
                ]
            )
    return rows


_KINDS = (
    "<input name=t{i} required{value}>",
    "<input type=number name=n{i} min=0 max=10 value={number}>",
    "<input type=email name=e{i} value='{email}'>",
    "<select name=s{i} required><option value=''>-<option{selected}>a</select>",
    "<textarea name=x{i} required>{text}</textarea>",
    "<input type=radio name=r{group} required{checked}>",
    "<input type=checkbox name=c{i} required{checked}>",
    "<input type=date name=d{i} value=2020-01-0{digit} min=2020-01-03>",
    "<input pattern='[a-z]+' name=p{i} value={word}>",
    "<input type=url name=u{i} value='{url}'>",
)


def validity_form(count: int = 1_000, seed: int = 51) -> str:
    """A form of ``count`` controls of every kind, some third of them invalid."""
    rng = random.Random(seed)
    parts = []
    for i in range(count):
        bad = rng.random() < 0.33
        parts.append(
            rng.choice(_KINDS).format(
                i=i,
                group=i // 10,
                value="" if bad else " value=v",
                number=20 if bad else rng.randrange(11),
                email="a b" if bad else "a@b.c",
                selected="" if bad else " selected",
                text="" if bad else "t",
                checked="" if bad else " checked",
                digit=1 if bad else 5,
                word="A1" if bad else "abc",
                url="no url" if bad else "https://x.test/",
            )
        )
    return "<form id=f>" + "".join(parts) + "</form>"


def validity(rounds: int) -> list[list[str]]:
    """``form.checkValidity()`` of :func:`validity_form` (rows for :func:`table`)."""
    from webapi.html import DOMParser

    markup = validity_form()
    first, again, changed = [], [], []
    for _ in range(rounds):
        form: Any = DOMParser().parseFromString(markup, "text/html").getElementById("f")
        start = CLOCK()
        form.checkValidity()
        first.append((CLOCK() - start) / 1e6)
        start = CLOCK()
        form.checkValidity()
        again.append((CLOCK() - start) / 1e6)
        form.elements[500].setAttribute("data-x", "1")
        start = CLOCK()
        form.checkValidity()
        changed.append((CLOCK() - start) / 1e6)
    return [
        ["first, a new document", fmt(median(first), 2)],
        ["again, the tree unchanged", fmt(median(again), 2)],
        ["after an attribute change", fmt(median(changed), 2)],
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.form_controls")
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args(argv)
    print("Reflecting getters against getAttribute (ns a call, thread CPU; goal <= 2x)")
    print(table(["getter", "getter ns", "getAttribute ns", "ratio"], reflection(args.rounds)))
    print()
    print("HTML collections by index after a first read (goal O(1))")
    print(table(["collection", "first read ms", "us an index"], collections(args.rounds)))
    print()
    print("form.checkValidity() of 1,000 controls (ms, thread CPU; goal <= 10 ms)")
    print(table(["when", "ms"], validity(args.rounds)))


if __name__ == "__main__":
    main()
