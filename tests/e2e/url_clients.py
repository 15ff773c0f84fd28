"""Run many URL inputs through a JavaScript ``URL`` (Chromium's, Node's) and through webapi, and
collect where they differ.

Every client gets the whole batch at once (one ``page.evaluate``, one ``node`` process) as ASCII
JSON text (lone surrogates, which some inputs hold, travel as ``\\udXXX`` escapes) and answers
with the eleven components the ``URL`` API exposes, or ``None`` when ``new URL`` (or a setter
that throws) fails.  webapi is the standard's answer: it follows the URL Standard on every WPT
case, which ``tests/wpt`` checks.

Nothing here imports Playwright at module level: the Pyodide suite collects every test module.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmarks.corpora import data_dir
from webapi import URL
from webapi.url import URL_ATTRIBUTES, URLParseError

REPO = Path(__file__).resolve().parents[2]
BENCH = data_dir()

COMPONENTS = URL_ATTRIBUTES
#: What a difference in success is recorded as, instead of component names.
FAILURE = "failure"

#: The corpora of ``../shared/bench`` and the base each one's relative references resolve
#: against (``bench/README.md``: the synthetic corpus holds relative references).
CORPORA: dict[str, str | None] = {
    "urls-real-web.txt": None,
    "urls-real-files.txt": None,
    "urls-synthetic.txt": "https://www.example.com/docs/guide/index.html?lang=en#top",
}
CORPUS_SAMPLE = 2000
CORPUS_SEED = 20261122

#: A view: the components, in ``COMPONENTS`` order, or ``None`` for failure.
View = tuple[str, ...] | None


@dataclass(frozen=True)
class Input:
    """One input to parse: where it comes from (``urltestdata.json[12]``, a corpus line); for a
    setter case, the attribute to set on the parsed URL and the value."""

    source: str
    input: str
    base: str | None
    setter: str | None = None
    value: str | None = None


@dataclass(frozen=True)
class Difference:
    """An input on which a client and the standard (webapi) disagree."""

    client: str
    source: str
    input: str
    base: str | None
    setter: str | None
    value: str | None
    standard: View
    theirs: View
    #: The components that differ, or ``{"failure"}`` when only one side fails.
    differing: frozenset[str]

    def standard_component(self, name: str) -> str | None:
        return None if self.standard is None else self.standard[COMPONENTS.index(name)]

    def their_component(self, name: str) -> str | None:
        return None if self.theirs is None else self.theirs[COMPONENTS.index(name)]

    def describe(self) -> str:
        base = "" if self.base is None else f" against {self.base!a}"
        if self.setter is not None:
            base += f", then .{self.setter} = {self.value!a}"
        ours = "failure" if self.standard is None else self.standard[0]
        theirs = "failure" if self.theirs is None else self.theirs[0]
        return (
            f"{self.source}: {self.input!a}{base}: the standard {ours!a}, "
            f"{self.client} {theirs!a} (differ: {', '.join(sorted(self.differing))})"
        )


def urltestdata_inputs() -> list[Input]:
    import wpt

    return [
        Input(f"urltestdata.json[{case.index}]", case.data["input"], case.data["base"])
        for case in wpt.cases("urltestdata.json")
    ]


def setter_inputs() -> list[Input]:
    """``setters_tests.json``: parse ``href``, then set the attribute to ``new_value``."""
    import wpt

    return [
        Input(
            f"setters_tests.json[{case.group}][{case.index}]",
            case.data["href"],
            None,
            case.group,
            case.data["new_value"],
        )
        for case in wpt.cases("setters_tests.json")
    ]


#: The host test data, as WPT runs it: ``new URL("https://" + input + "/x")``.
HOST_FILES = ("toascii.json", "IdnaTestV2.json")


def host_inputs() -> tuple[list[Input], int]:
    """The host cases, and how many were left out because ``tests/wpt`` excuses them: their
    input holds a code point assigned in only one of the data's Unicode version and the one
    webapi runs with, so the expected result depends on the version."""
    import sys

    import wpt
    from tests.wpt import unicode_assigned

    # tests/wpt/conftest.py imports its table as a top-level module (pytest puts its folder
    # on sys.path when it collects tests/wpt); give it the same module when it is not.
    sys.modules.setdefault("unicode_assigned", unicode_assigned)
    from tests.wpt.conftest import excused_code_points

    inputs = []
    left_out = 0
    for name in HOST_FILES:
        for case in wpt.cases(name):
            if excused_code_points(case):
                left_out += 1
                continue
            text = case.data["input"]
            inputs.append(Input(f"{name}[{case.index}]", f"https://{text}/x", None))
    return inputs, left_out


def corpus_inputs(sample: int = CORPUS_SAMPLE, seed: int = CORPUS_SEED) -> list[Input]:
    """``sample`` lines of each corpus, chosen with a fixed seed (all when fewer)."""
    inputs = []
    for name, base in CORPORA.items():
        lines = (BENCH / name).read_text(encoding="utf-8").splitlines()
        numbered = [(number, line) for number, line in enumerate(lines, 1) if line]
        chosen = random.Random(f"{seed}:{name}").sample(numbered, min(sample, len(numbered)))
        inputs += [Input(f"{name}:{number}", line, base) for number, line in sorted(chosen)]
    return inputs


def webapi_view(item: Input) -> View:
    try:
        url = URL(item.input) if item.base is None else URL(item.input, item.base)
        if item.setter is not None:
            setattr(url, item.setter, item.value)
    except URLParseError:
        return None
    return tuple(str(getattr(url, name)) for name in COMPONENTS)


def batch(inputs: Sequence[Input]) -> list[list[str | None]]:
    """The batch as the JavaScript functions take it: [input, base, setter, value] arrays."""
    return [[item.input, item.base, item.setter, item.value] for item in inputs]


def encode_batch(inputs: Sequence[Input]) -> str:
    """The batch as JSON text.  ``json.dumps`` writes every non-ASCII code unit as an escape, lone
    surrogates included, and ``JSON.parse`` turns them back into the same UTF-16 strings."""
    return json.dumps(batch(inputs))


#: The body of a JavaScript function of ``cases`` ([input, base, setter, value] arrays) that
#: returns the views; the same text runs in a page and in Node.
PARSE_BATCH_JS = """
  const names = NAMES;
  return cases.map(([input, base, setter, value]) => {
    let url;
    try {
      url = base === null ? new URL(input) : new URL(input, base);
      if (setter !== null) url[setter] = value;
    } catch (e) {
      return null;
    }
    return names.map((name) => url[name]);
  });
""".replace("NAMES", json.dumps(list(COMPONENTS)))

#: JSON text in and out: Playwright's own transport of large nested values is slow.
PAGE_FUNCTION = (
    "(batch) => JSON.stringify(((cases) => {" + PARSE_BATCH_JS + "})(JSON.parse(batch)))"
)

#: Node's version and views.
NODE_FUNCTION = (
    "(cases) => ({version: process.version, views: ((cases) => {" + PARSE_BATCH_JS + "})(cases)})"
)


def _views(raw: Iterable[Any]) -> list[View]:
    return [None if view is None else tuple(str(part) for part in view) for view in raw]


def chromium_views(page: Any, inputs: Sequence[Input]) -> list[View]:
    """``new URL`` in ``page`` (a Playwright page), for every input, in one evaluation."""
    return _views(json.loads(page.evaluate(PAGE_FUNCTION, encode_batch(inputs))))


def node_views(node: str | Path, inputs: Sequence[Input]) -> tuple[str, list[View]]:
    """``new URL`` in one ``node`` process for every input: its version and the views."""
    from oracles import node_evaluate

    answer = node_evaluate(node, NODE_FUNCTION, batch(inputs), timeout=300)
    return str(answer["version"]), _views(answer["views"])


def differences(
    client: str, inputs: Sequence[Input], standard: Sequence[View], views: Sequence[View]
) -> list[Difference]:
    """The inputs on which ``views`` (the client's) differ from ``standard`` (webapi's)."""
    found = []
    for item, ours, theirs in zip(inputs, standard, views, strict=True):
        if ours == theirs:
            continue
        if ours is None or theirs is None:
            differing = frozenset({FAILURE})
        else:
            differing = frozenset(
                name for name, a, b in zip(COMPONENTS, ours, theirs, strict=True) if a != b
            )
        found.append(
            Difference(
                client,
                item.source,
                item.input,
                item.base,
                item.setter,
                item.value,
                ours,
                theirs,
                differing,
            )
        )
    return found
