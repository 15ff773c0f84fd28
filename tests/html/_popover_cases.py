"""A popover scenario run by Chromium (``JS_SCENARIO``, through Playwright) and by webapi
(:func:`scenario`) alike; Chromium 156's log is ``_chromium_popover.json`` (written by
``python -m tests.html._popover_cases``; ``tests/e2e/test_text_selection_chromium.py`` asks
Chromium again in the slow tier).

``STEPS``: ``[op, id, argument]`` with op ``show``, ``hide``, ``toggle`` (the argument: force,
or None), ``attr`` (sets ``popover`` to the argument, None removes it), ``remove``, ``append``
(to the body), ``cancel`` (the next ``beforetoggle`` at the element is canceled) and ``turn``
(the queued tasks run). The log has each event (``beforetoggle``/``toggle``, target, states,
cancelable), each step's result (a toggle's return value, or the exception's name) and the ids
matching ``:popover-open`` after it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

TARGET = Path(__file__).with_name("_chromium_popover.json")

PAGE = (
    "<div id=a popover>a<div id=a1 popover>a1<div id=a2 popover=auto>a2</div></div></div>"
    "<div id=b popover=auto>b</div><div id=m popover=manual>m</div>"
    "<div id=h popover=hint>h</div><div id=h2 popover=hint>h2</div><div id=n>n</div>"
    "<div id=x popover=bogus>x</div>"
)
IDS = ["a", "a1", "a2", "b", "m", "h", "h2", "n", "x"]
STEPS: list[list[Any]] = [
    ["show", "a", None], ["turn", "", None],
    ["show", "a1", None], ["show", "a2", None], ["turn", "", None],
    ["show", "b", None], ["turn", "", None],
    ["show", "m", None], ["show", "x", None], ["turn", "", None],
    ["show", "h", None], ["show", "h2", None], ["turn", "", None],
    ["show", "b", None], ["hide", "a", None], ["hide", "n", None], ["show", "n", None],
    ["toggle", "n", None], ["toggle", "n", False], ["turn", "", None],
    ["hide", "m", None], ["show", "m", None], ["hide", "m", None], ["turn", "", None],
    ["toggle", "b", None], ["toggle", "b", False], ["toggle", "b", True], ["toggle", "b", True],
    ["turn", "", None],
    ["cancel", "a", None], ["show", "a", None], ["turn", "", None],
    ["attr", "b", "manual"], ["turn", "", None],
    ["show", "a", None], ["show", "a1", None], ["attr", "a", "auto"], ["attr", "a", "hint"],
    ["turn", "", None],
    ["show", "m", None], ["remove", "m", None], ["turn", "", None],
    ["show", "m", None], ["toggle", "m", False], ["append", "m", None], ["show", "m", None],
    ["turn", "", None],
    ["attr", "n", "auto"], ["toggle", "n", None], ["attr", "n", None], ["turn", "", None],
    ["show", "b", None], ["show", "a", None], ["hide", "a", None], ["turn", "", None],
]  # fmt: skip

JS_SCENARIO = r"""async ([page, ids, steps]) => {
  const turn = () => new Promise((resolve) => setTimeout(resolve, 30));
  document.body.innerHTML = page;
  const log = [];
  const els = Object.fromEntries(ids.map((id) => [id, document.getElementById(id)]));
  const cancel = new Set();
  for (const id of ids) {
    els[id].addEventListener('beforetoggle', (e) => {
      log.push(`beforetoggle ${id} ${e.oldState}>${e.newState} ${e.cancelable}`);
      if (cancel.delete(id)) e.preventDefault();
    });
    els[id].addEventListener('toggle', (e) => log.push(`toggle ${id} ${e.oldState}>${e.newState}`));
  }
  for (const [op, id, arg] of steps) {
    const e = els[id];
    let result = 'ok';
    try {
      if (op === 'show') e.showPopover();
      else if (op === 'hide') e.hidePopover();
      else if (op === 'toggle') result = arg === null ? e.togglePopover() : e.togglePopover(arg);
      else if (op === 'attr') {
        if (arg === null) e.removeAttribute('popover'); else e.setAttribute('popover', arg);
      }
      else if (op === 'remove') e.remove();
      else if (op === 'append') document.body.append(e);
      else if (op === 'cancel') cancel.add(id);
      else await turn();
    } catch (error) { result = error.name; }
    const open = ids.filter((i) => els[i].matches(':popover-open')).join(' ');
    log.push(`${op} ${id} ${arg} -> ${result} [${open}]`);
  }
  log.push(ids.map((i) => `${i}:${els[i].popover}`).join(' '));
  return log;
}"""


def argument() -> list[Any]:
    return [PAGE, IDS, STEPS]


def scenario(turn: Any) -> list[str]:
    """``JS_SCENARIO`` in Python."""
    from webapi.dom import DOMException
    from webapi.html import DOMParser

    document: Any = DOMParser().parseFromString("<body>", "text/html")
    document.body.innerHTML = PAGE
    log: list[str] = []
    els = {i: document.getElementById(i) for i in IDS}
    cancel: set[str] = set()

    def js(value: object) -> str:
        return {None: "null", True: "true", False: "false"}.get(value, str(value))  # type: ignore[call-overload,no-any-return]

    for i in IDS:

        def before(event: Any, i: str = i) -> None:
            log.append(f"beforetoggle {i} {event.oldState}>{event.newState} {js(event.cancelable)}")
            if i in cancel:
                cancel.discard(i)
                event.preventDefault()

        def toggle(event: Any, i: str = i) -> None:
            log.append(f"toggle {i} {event.oldState}>{event.newState}")

        els[i].addEventListener("beforetoggle", before)
        els[i].addEventListener("toggle", toggle)
    for op, i, arg in STEPS:
        element = els.get(i)
        result: object = "ok"
        try:
            if op == "show":
                element.showPopover()
            elif op == "hide":
                element.hidePopover()
            elif op == "toggle":
                result = element.togglePopover() if arg is None else element.togglePopover(arg)
            elif op == "attr":
                if arg is None:
                    element.removeAttribute("popover")
                else:
                    element.setAttribute("popover", arg)
            elif op == "remove":
                element.remove()
            elif op == "append":
                document.body.append(element)
            elif op == "cancel":
                cancel.add(i)
            else:
                turn()
        except DOMException as error:
            result = error.name
        opened = " ".join(j for j in IDS if els[j].matches(":popover-open"))
        log.append(f"{op} {i} {js(arg)} -> {js(result)} [{opened}]")
    log.append(" ".join(f"{j}:{js(els[j].popover)}" for j in IDS))
    return log


def record() -> None:  # pragma: no cover (run by hand: python -m tests.html._popover_cases)
    from oracles.chromium import evaluate

    answers = evaluate(JS_SCENARIO, argument())
    TARGET.write_text(
        json.dumps({"chromium": "156", "log": answers}, ensure_ascii=False, indent=0) + "\n",
        encoding="utf-8",
    )
    sys.stdout.write(f"wrote {TARGET} ({len(answers)} lines)\n")


if __name__ == "__main__":  # pragma: no cover
    record()
