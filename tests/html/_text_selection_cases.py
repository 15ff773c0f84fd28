"""Scenarios of the text control selection APIs, run by Chromium (``JS_RUNNER``, through
Playwright) and by webapi (:func:`run`) alike; Chromium 156's answers are
``_chromium_text_selection.json`` (written by ``python -m tests.html._text_selection_cases``;
``tests/e2e/test_text_selection_chromium.py`` checks in the slow tier that Chromium still
answers them).

A case makes one element (``tag``, ``attrs``, ``text``: its children's text; ``connected``:
appended to the body), listens for ``select`` events, then runs ``steps``: ``["set", name,
value]``, ``["call", name, *arguments]``, ``["attr", name, value]`` (setAttribute) and
``["turn"]`` (the queued tasks run; its result is the number of ``select`` events since the
last turn). After each step the log has the step's result ("ok", or the exception's name) and
``selectionStart``, ``selectionEnd``, ``selectionDirection`` and ``value``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

TARGET = Path(__file__).with_name("_chromium_text_selection.json")

TYPES = [
    "hidden", "text", "search", "tel", "url", "email", "password", "date", "month", "week",
    "time", "datetime-local", "number", "range", "color", "checkbox", "radio", "file",
    "submit", "image", "reset", "button",
]  # fmt: skip

_EVERY_ACTION = [
    ["call", "select"],
    ["turn"],
    ["call", "select"],
    ["turn"],
    ["set", "selectionStart", 1],
    ["turn"],
    ["set", "selectionEnd", 4],
    ["turn"],
    ["set", "selectionDirection", "backward"],
    ["turn"],
    ["set", "selectionDirection", "backward"],
    ["turn"],
    ["call", "setSelectionRange", 1, 4],
    ["turn"],
    ["call", "setRangeText", "newmiddle", 1, 4, "select"],
    ["turn"],
    ["call", "setRangeText", "newmiddle", 1, 10, "select"],
    ["turn"],
    ["set", "selectionStart", 1000],
    ["set", "selectionEnd", 1000],
    ["turn"],
    ["call", "setSelectionRange", 1000, 2000],
    ["turn"],
    ["set", "value", "changed"],
    ["turn"],
]


def _cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    for tag, attrs, text in [
        ("input", {"value": "foobar"}, None),
        ("textarea", {}, "foobar"),
    ]:
        for connected in (False, True):
            cases.append(
                {"tag": tag, "attrs": attrs, "text": text, "connected": connected,
                 "steps": _EVERY_ACTION}
            )  # fmt: skip
        # the value setter: the same value keeps the selection, another moves it to the end
        cases.append(
            {
                "tag": tag,
                "attrs": attrs,
                "text": text,
                "steps": [
                    ["call", "setSelectionRange", 1, 3, "backward"],
                    ["set", "value", "foobar"],
                    ["set", "value", "Foobar"],
                    ["call", "setSelectionRange", 1, 3, "backward"],
                    ["set", "value", "foo\r\nbar" if tag == "textarea" else "Foo\nbar"],
                    ["call", "setSelectionRange", 1, 3, "backward"],
                    ["set", "value", "foo\nbar" if tag == "textarea" else "Foob\rar"],
                    ["turn"],
                    ["call", "setSelectionRange", 0, 1, "none"],
                    ["call", "setSelectionRange", 0, 1, "BACKWARD"],
                    ["call", "setSelectionRange", 5, 2, "backward"],
                    ["call", "setSelectionRange", 4, 100],
                    # (None: null for input's DOMString?; a TypeError for textarea's DOMString)
                    ["set", "selectionDirection", None if tag == "input" else "null"],
                    ["set", "selectionStart", None],
                    ["set", "selectionEnd", None],
                    ["call", "setRangeText", "x", 5, 2],
                    ["call", "setRangeText", "x", 1],
                    ["call", "select"],
                    ["turn"],
                ],
            }
        )
        # setRangeText's four modes over a selection 3..6 (backward)
        for mode in ("select", "start", "end", "preserve"):
            steps: list[list[Any]] = []
            for start, end in [(2, 5), (0, 10), (7, 8), (4, 5), (3, 6), (0, 0), (20, 30)]:
                steps += [
                    ["set", "value", "0123456789"],
                    ["call", "setSelectionRange", 3, 6, "backward"],
                    ["call", "setRangeText", "AB", start, end, mode],
                ]
            steps += [
                ["set", "value", "0123456789"],
                ["call", "setSelectionRange", 3, 6, "backward"],
                ["call", "setRangeText", "Z"],
                ["call", "setRangeText", ""],
                ["turn"],
            ]
            cases.append({"tag": tag, "attrs": attrs, "text": text, "steps": steps})
        # code units: characters outside the BMP count two
        cases.append(
            {
                "tag": tag,
                "attrs": {},
                "text": None,
                "steps": [
                    ["set", "value", "a\U0001f600b"],
                    ["call", "select"],
                    ["call", "setSelectionRange", 1, 3],
                    ["call", "setRangeText", "\U0001f601", 0, 1, "end"],
                    ["call", "setRangeText", "c", 4, 5, "select"],
                ],
            }
        )
    # the value changed otherwise: the selection within it
    cases.append(
        {
            "tag": "input",
            "attrs": {"value": "abcdefgh"},
            "steps": [
                ["call", "setSelectionRange", 2, 6, "backward"],
                ["attr", "value", "abc"],
                ["attr", "value", "abcdefgh"],
                ["attr", "type", "number"],
                ["attr", "type", "text"],
                ["call", "setRangeText", "x\ny", 0, 0, "end"],
                ["turn"],
            ],
        }
    )
    cases.append(
        {
            "tag": "textarea",
            "text": "abcdefgh",
            "steps": [
                ["call", "setSelectionRange", 2, 6, "backward"],
                ["set", "defaultValue", "abc"],
                ["set", "defaultValue", "abcdefgh"],
                ["call", "setSelectionRange", 2, 6],
                ["set", "defaultValue", "a\r\nbcdefgh"],
                ["turn"],
            ],
        }
    )
    # every input type: what applies
    for input_type in TYPES:
        cases.append(
            {
                "tag": "input",
                "attrs": {"type": input_type, "value": "foo"},
                "steps": [
                    ["call", "select"],
                    ["turn"],
                    ["set", "selectionStart", 0],
                    ["set", "selectionEnd", 0],
                    ["set", "selectionDirection", "forward"],
                    ["call", "setSelectionRange", 0, 1],
                    ["call", "setRangeText", "x"],
                    ["call", "setRangeText", "x", 0, 1],
                    ["turn"],
                ],
            }
        )
    return cases


CASES = _cases()

JS_RUNNER = r"""async (cases) => {
  const turn = () => new Promise((resolve) => setTimeout(resolve, 30));
  const out = [];
  for (const c of cases) {
    const element = document.createElement(c.tag);
    for (const [name, value] of Object.entries(c.attrs || {})) element.setAttribute(name, value);
    if (c.text !== null && c.text !== undefined) element.textContent = c.text;
    if (c.connected) document.body.append(element);
    let events = 0;
    element.addEventListener('select', (event) => {
      events += event.bubbles && !event.cancelable && event.isTrusted ? 1 : 1000;
    });
    const log = [];
    for (const [op, name, ...rest] of c.steps) {
      let result = 'ok';
      try {
        if (op === 'set') element[name] = rest[0];
        else if (op === 'call') element[name](...rest);
        else if (op === 'attr') element.setAttribute(name, rest[0]);
        else { await turn(); result = events; events = 0; }
      } catch (error) { result = error.name; }
      log.push([result, element.selectionStart, element.selectionEnd,
                element.selectionDirection, element.value]);
    }
    element.remove();
    out.push(log);
  }
  return out;
}"""


def run(cases: list[dict[str, Any]], turn: Any) -> list[list[list[Any]]]:
    """``JS_RUNNER`` in Python (``turn()``: run the queued tasks)."""
    from webapi.dom import DOMException
    from webapi.html import DOMParser

    document: Any = DOMParser().parseFromString("<body>", "text/html")
    out = []
    for case in cases:
        element = document.createElement(case["tag"])
        for name, value in (case.get("attrs") or {}).items():
            element.setAttribute(name, value)
        if case.get("text") is not None:
            element.textContent = case["text"]
        if case.get("connected"):
            document.body.append(element)
        events = [0]

        def listen(event: Any, events: list[int] = events) -> None:
            ok = event.bubbles and not event.cancelable and event.isTrusted
            events[0] += 1 if ok else 1000

        element.addEventListener("select", listen)
        log = []
        for op, *rest in case["steps"]:
            result: Any = "ok"
            try:
                if op == "set":
                    setattr(element, rest[0], rest[1])
                elif op == "call":
                    getattr(element, rest[0])(*rest[1:])
                elif op == "attr":
                    element.setAttribute(rest[0], rest[1])
                else:
                    turn()
                    result, events[0] = events[0], 0
            except DOMException as error:
                result = error.name
            except TypeError:
                result = "TypeError"
            log.append(
                [
                    result,
                    element.selectionStart,
                    element.selectionEnd,
                    element.selectionDirection,
                    element.value,
                ]
            )
        element.remove()
        out.append(log)
    return out


def record() -> None:  # pragma: no cover (run by hand: python -m tests.html._text_selection_cases)
    from oracles.chromium import evaluate

    answers = evaluate(JS_RUNNER, CASES)
    TARGET.write_text(
        json.dumps({"chromium": "156", "answers": answers}, ensure_ascii=False) + "\n",
        encoding="utf-8",
    )
    sys.stdout.write(f"wrote {TARGET} ({len(answers)} cases)\n")


if __name__ == "__main__":  # pragma: no cover
    record()
