"""Activation scenarios run the same way in Chromium 156 and in webapi
(tests/html/test_chromium_activation.py): markup, then steps (``click()``, a dispatched
``MouseEvent``, a canceled click, a property set, a form method), recording after each step the
events that reached the document (type and target id; a ``submit``'s submitter id; every
``submit`` is canceled, so that Chromium does not navigate) and the state of the elements with
an id (``checked``, ``indeterminate``, ``value``, ``open``). ``python -m
tests.html._activation_scenarios`` asks the Chromium of this machine and writes the answers to
``_chromium_activation.json``.

A scenario whose answer is a named departure of Chromium's from the Standard says so
(``departure``: docs/dom.md's table).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ANSWERS = Path(__file__).with_name("_chromium_activation.json")

#: (name, markup, steps, departure or None)
SCENARIOS: list[tuple[str, str, list[list[Any]], str | None]] = [
    ("checkbox click", "<input type=checkbox id=c>", [["click", "c"], ["click", "c"]], None),
    (
        "checkbox indeterminate",
        "<input type=checkbox id=c checked>",
        [["prop", "c", "indeterminate", True], ["click", "c"]],
        None,
    ),
    (
        "checkbox canceled",
        "<input type=checkbox id=c>",
        [["prop", "c", "indeterminate", True], ["cancel", "c"], ["click", "c"]],
        None,
    ),
    (
        "checkbox disabled click and dispatch",
        "<input type=checkbox id=c disabled>",
        [["click", "c"], ["dispatch", "c", {"bubbles": True}]],
        None,
    ),
    (
        "checkbox not a MouseEvent",
        "<input type=checkbox id=c>",
        [["event", "c", {"bubbles": True}]],
        None,
    ),
    (
        "radio group",
        "<input type=radio name=g id=a checked><input type=radio name=g id=b>"
        "<input type=radio name=h id=c>",
        [["click", "b"], ["click", "c"]],
        None,
    ),
    (
        "radio canceled",
        "<input type=radio name=g id=a checked><input type=radio name=g id=b>",
        [["cancel", "b"], ["click", "b"]],
        None,
    ),
    (
        "radio already checked",
        "<input type=radio name=g id=a checked>",
        [["click", "a"]],
        "radio-already-checked",
    ),
    (
        "radio in forms",
        "<form><input type=radio name=g id=a checked></form><form>"
        "<input type=radio name=g id=b></form>",
        [["click", "b"]],
        None,
    ),
    (
        "nested checkbox",
        "<label id=l><span id=s>t</span><input type=checkbox id=c></label>",
        [["dispatch", "s", {}], ["dispatch", "s", {"bubbles": True}]],
        None,
    ),
    (
        "label for",
        "<label id=l for=c>text <b id=b>x</b></label><input type=checkbox id=c>",
        [["click", "b"], ["click", "l"]],
        None,
    ),
    (
        "label interactive content",
        "<label id=l><button type=button id=btn>b</button><input type=checkbox id=c></label>",
        [["click", "btn"]],
        None,
    ),
    (
        "label disabled control",
        "<label id=l><span id=s>x</span><input type=checkbox id=c disabled></label>",
        [["click", "s"]],
        None,
    ),
    (
        "label anchor",
        "<label><a id=a href='#x'><span id=s>go</span></a><input type=checkbox id=c></label>",
        [["click", "s"]],
        None,
    ),
    (
        "label anchor without href",
        "<label><a id=a><span id=s>go</span></a><input type=checkbox id=c></label>",
        [["click", "s"]],
        "anchor-without-href",
    ),
    (
        "submit buttons",
        "<form id=f><input id=t name=t value=v><button id=b>b</button>"
        "<input type=submit id=s><input type=image id=i><button type=button id=n>n</button>"
        "</form>",
        [["click", "b"], ["click", "s"], ["click", "i"], ["click", "n"]],
        None,
    ),
    (
        "submit disabled",
        "<form id=f><button id=b disabled>b</button><fieldset disabled>"
        "<button id=c>c</button></fieldset></form>",
        [["click", "b"], ["dispatch", "b", {"bubbles": True}], ["click", "c"]],
        None,
    ),
    (
        "submit canceled click",
        "<form id=f><button id=b>b</button></form>",
        [["cancel", "b"], ["click", "b"]],
        None,
    ),
    (
        "submit button form attribute",
        "<form id=f></form><button id=b form=f>b</button><button id=c form=none>c</button>",
        [["click", "b"], ["click", "c"]],
        None,
    ),
    (
        "requestSubmit",
        "<form id=f><button id=b>b</button></form>",
        [["call", "f", "requestSubmit"], ["call", "f", "submit"]],
        None,
    ),
    (
        "reset",
        "<form id=f><input id=t value=start><input type=checkbox id=c checked>"
        "<textarea id=ta>text</textarea><select id=s><option>a</option>"
        "<option selected>b</option></select><button type=reset id=r>r</button>"
        "<input type=reset id=r2></form>",
        [
            ["prop", "t", "value", "changed"],
            ["prop", "c", "checked", False],
            ["prop", "ta", "value", "edited"],
            ["prop", "s", "selectedIndex", 0],
            ["click", "r"],
            ["prop", "t", "value", "again"],
            ["cancel", "r2"],
            ["click", "r2"],
            ["call", "f", "reset"],
        ],
        None,
    ),
    (
        "summary",
        "<details id=d><summary id=s>s</summary><summary id=s2>t</summary></details>",
        [["click", "s"], ["click", "s2"], ["click", "s"]],
        None,
    ),
    (
        "checkbox in a button",
        "<form id=f><button id=b><input type=checkbox id=c></button></form>",
        [["click", "c"], ["dispatch", "b", {"bubbles": True}]],
        None,
    ),
    (
        "checkbox morphed in a canceled click",
        "<input type=checkbox id=c>",
        [["morph", "c", "date"], ["click", "c"]],
        None,
    ),
    (
        "radio morphed in a canceled click",
        "<input type=radio name=g id=a checked><input type=radio name=g id=b>",
        [["morph", "b", "date"], ["click", "b"]],
        None,
    ),
    (
        "type change between",
        "<input type=checkbox id=c>",
        [
            ["prop", "c", "type", "radio"],
            ["click", "c"],
            ["prop", "c", "type", "text"],
            ["click", "c"],
        ],
        None,
    ),
]

#: The scenario runner, in JavaScript: ``run(scenario)`` for the document of the page.
JAVASCRIPT = r"""
([markup, steps]) => {
  document.body.innerHTML = markup;
  const doc = document;
  return runScenario(doc, steps);
  function runScenario(doc, steps) {
    const log = [];
    const record = (event) => {
      let entry = event.type + "@" + (event.target.id || event.target.localName);
      if (event.type === "submit") {
        entry += " by " + (event.submitter ? event.submitter.id : "null");
        event.preventDefault();
      }
      log.push(entry);
    };
    const types = ["click", "input", "change", "submit", "reset"];
    for (const type of types) doc.addEventListener(type, record, true);
    const results = [];
    for (const step of steps) {
      const element = doc.getElementById(step[1]);
      log.length = 0;
      let error = null;
      try {
        if (step[0] === "click") element.click();
        else if (step[0] === "dispatch") element.dispatchEvent(new MouseEvent("click", step[2]));
        else if (step[0] === "event") element.dispatchEvent(new Event("click", step[2]));
        else if (step[0] === "cancel")
          element.addEventListener("click", (e) => e.preventDefault(), {once: true});
        else if (step[0] === "prop") element[step[2]] = step[3];
        else if (step[0] === "morph")
          element.addEventListener("click", (e) => { element.type = step[2]; e.preventDefault(); },
                                   {once: true});
        else if (step[0] === "call") element[step[2]]();
      } catch (e) { error = e.name; }
      const state = [];
      for (const node of doc.querySelectorAll("[id]")) {
        const local = node.localName;
        if (local === "input") state.push([node.id, node.checked, node.indeterminate, node.value]);
        else if (local === "textarea" || local === "select") state.push([node.id, node.value]);
        else if (local === "details") state.push([node.id, node.open]);
      }
      results.push([log.slice(), state, error]);
    }
    for (const type of types) doc.removeEventListener(type, record, true);
    return results;
  }
}
"""


def _morph(new_type: str) -> Any:
    """A click listener that changes its input's type and cancels the click."""

    def listener(event: Any) -> None:
        event.currentTarget.type = new_type
        event.preventDefault()

    return listener


def run_in_webapi(markup: str, steps: list[list[Any]]) -> list[Any]:
    """The scenario in webapi (a DOMParser document: every webapi document is fully active)."""
    from webapi.dom import DOMException, Event
    from webapi.html import DOMParser
    from webapi.uievents import MouseEvent

    doc = DOMParser().parseFromString(f"<!doctype html><body>{markup}", "text/html")
    log: list[str] = []

    def record(event: Any) -> None:
        entry = f"{event.type}@{event.target.id or event.target.localName}"
        if event.type == "submit":
            entry += " by " + (event.submitter.id if event.submitter is not None else "null")
            event.preventDefault()
        log.append(entry)

    for name in ("click", "input", "change", "submit", "reset"):
        doc.addEventListener(name, record, True)
    results: list[Any] = []
    for step in steps:
        element = doc.getElementById(step[1])
        log.clear()
        error = None
        try:
            if step[0] == "click":
                element.click()
            elif step[0] == "dispatch":
                element.dispatchEvent(MouseEvent("click", step[2]))
            elif step[0] == "event":
                element.dispatchEvent(Event("click", step[2]))
            elif step[0] == "cancel":
                element.addEventListener("click", lambda e: e.preventDefault(), {"once": True})
            elif step[0] == "prop":
                setattr(element, step[2], step[3])
            elif step[0] == "morph":
                element.addEventListener("click", _morph(step[2]), {"once": True})
            elif step[0] == "call":
                getattr(element, step[2])()
        except (DOMException, TypeError) as caught:
            error = getattr(caught, "name", "TypeError")
        state: list[Any] = []
        for node in doc.querySelectorAll("[id]"):
            local = node.localName
            if local == "input":
                state.append([node.id, node.checked, node.indeterminate, node.value])
            elif local in ("textarea", "select"):
                state.append([node.id, node.value])
            elif local == "details":
                state.append([node.id, node.open])
        results.append([list(log), state, error])
    return results


def ask_chromium() -> dict[str, Any]:
    """Every scenario's answer from the Chromium of this machine (Playwright), with its
    version."""
    from oracles.chromium import browser

    answers = {}
    with browser() as launched:
        for name, markup, steps, _ in SCENARIOS:  # a page each: nothing carries over
            page = launched.new_page()
            page.set_content("<!doctype html><body></body>")
            answers[name] = page.evaluate(JAVASCRIPT, [markup, steps])
            page.close()
        return {"chromium": launched.version, "answers": answers}


if __name__ == "__main__":
    data = ask_chromium()
    ANSWERS.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {ANSWERS} ({data['chromium']}, {len(data['answers'])} scenarios)\n")
