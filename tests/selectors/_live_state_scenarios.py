"""Scripts that change HTML's element state, and the state pseudo-classes asked after each step:
the table ``test_chromium_live_state`` runs in webapi and compares with Chromium's stored
answers (``_chromium_live_state.json``, written by
``python -m tests.selectors._live_state_scenarios``).

A step is ``["set", id, IDL attribute, value]``, ``["call", id, method]`` or
``["attr", id, content attribute, value or None]`` (set or removed); after the markup is put
in the body and after each step, every selector of :data:`SELECTORS` is asked with
``querySelectorAll`` and answered by the ``id`` of the elements it matches, in tree order."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

__all__ = ["ANSWERS", "SCENARIOS", "SELECTORS", "ask_chromium", "run_in_webapi"]

ANSWERS = Path(__file__).with_name("_chromium_live_state.json")

SELECTORS = [
    ":checked",
    ":indeterminate",
    ":default",
    ":placeholder-shown",
    ":disabled",
    ":enabled",
    ":required",
    ":optional",
    ":read-only",
    ":read-write",
    ":open",
    ":modal",
    ":popover-open",
    ":autofill",
    ":focus",
    ":focus-within",
    ":focus-visible",
    ":dir(rtl)",
]

#: (name, markup, steps)
SCENARIOS: list[tuple[str, str, list[list[Any]]]] = [
    (
        "checkbox checked and defaultChecked",
        "<input type=checkbox id=a><input type=checkbox id=b checked>",
        [
            ["set", "a", "checked", True],
            ["set", "b", "checked", False],
            ["set", "b", "defaultChecked", True],
            ["set", "a", "defaultChecked", False],
            ["attr", "a", "checked", ""],
            ["call", "b", "click"],
        ],
    ),
    (
        "checkbox untouched follows its attribute",
        "<input type=checkbox id=a>",
        [["set", "a", "defaultChecked", True], ["attr", "a", "checked", None]],
    ),
    (
        "checkbox indeterminate",
        "<input type=checkbox id=a checked><input type=radio id=r>",
        [
            ["set", "a", "indeterminate", True],
            ["set", "r", "indeterminate", True],
            ["call", "a", "click"],
            ["set", "a", "indeterminate", True],
            ["set", "a", "indeterminate", False],
        ],
    ),
    (
        "radio group",
        "<form id=f><input type=radio name=r id=r1 checked><input type=radio name=r id=r2"
        " checked><input type=radio name=r id=r3></form>",
        [
            ["set", "r1", "checked", True],
            ["set", "r3", "checked", True],
            ["set", "r3", "checked", False],
            ["call", "r2", "click"],
            ["attr", "r1", "name", "other"],
            ["set", "r1", "checked", True],
        ],
    ),
    (
        "radio groups by form owner",
        "<form id=f></form><input type=radio name=r id=a form=f checked>"
        "<input type=radio name=r id=b checked><input type=radio name=r id=c>",
        [["set", "c", "checked", True], ["attr", "a", "form", None]],
    ),
    (
        "select selectedIndex and option.selected",
        "<select id=s><option id=o1>a<option id=o2>b<option id=o3 selected>c</select>",
        [
            ["set", "s", "selectedIndex", 1],
            ["set", "o1", "selected", True],
            ["set", "o3", "defaultSelected", False],
            ["set", "s", "value", "c"],
            ["set", "s", "selectedIndex", -1],
        ],
    ),
    (
        "select multiple",
        "<select id=m multiple><option id=p1 selected>a<option id=p2>b</select>",
        [["set", "p2", "selected", True], ["set", "p1", "selected", False]],
    ),
    (
        "value against placeholder",
        "<input id=t placeholder=x value=v><textarea id=ta placeholder=y>z</textarea>"
        "<input id=n type=number placeholder=p><input id=e type=email placeholder=p>",
        [
            ["set", "t", "value", ""],
            ["set", "ta", "value", ""],
            ["set", "t", "value", "q"],
            ["set", "n", "value", "abc"],
            ["set", "n", "value", "4"],
            ["attr", "t", "value", ""],
            ["set", "e", "value", "  "],
            ["set", "ta", "defaultValue", "w"],
            ["attr", "t", "dir", "auto"],
            ["set", "t", "value", "\u05e9\u05dc\u05d5\u05dd"],
            ["attr", "t", "value", "abc"],
        ],
    ),
    (
        "placeholder untouched follows the value attribute",
        "<input id=t placeholder=x>",
        [["attr", "t", "value", "v"], ["set", "t", "defaultValue", ""]],
    ),
    (
        "disabled by IDL",
        "<fieldset id=fs><legend id=lg><input id=l></legend><input id=i></fieldset>"
        "<button id=bt>x</button><select id=s><optgroup id=og><option id=o>o</optgroup></select>",
        [
            ["set", "i", "disabled", True],
            ["attr", "fs", "disabled", ""],
            ["set", "i", "disabled", False],
            ["set", "bt", "disabled", True],
            ["set", "og", "disabled", True],
            ["set", "o", "disabled", True],
        ],
    ),
    (
        "required and readOnly by IDL",
        "<input id=i><textarea id=t></textarea><select id=s></select>",
        [
            ["set", "i", "required", True],
            ["set", "t", "readOnly", True],
            ["set", "s", "required", True],
            ["set", "i", "readOnly", True],
            ["set", "i", "type", "checkbox"],
            ["set", "t", "disabled", True],
        ],
    ),
    (
        "focus and blur",
        "<div id=d><input id=i><button id=b>x</button></div><a id=a href=#x>a</a><p id=p>p</p>",
        [
            ["call", "i", "focus"],
            ["call", "b", "focus"],
            ["call", "p", "focus"],
            ["call", "a", "focus"],
            ["call", "a", "blur"],
            ["call", "i", "focus"],
            ["set", "i", "disabled", True],
        ],
    ),
    (
        "details and dialog open",
        "<details id=d><summary>s</summary></details><dialog id=g></dialog>",
        [
            ["set", "d", "open", True],
            ["attr", "g", "open", ""],
            ["set", "d", "open", False],
            ["attr", "g", "open", None],
        ],
    ),
    (
        "default button",
        "<form id=f><input id=t><button id=b1>1</button><input type=submit id=s2></form>",
        [["set", "b1", "type", "button"], ["set", "s2", "disabled", True]],
    ),
    (
        "type change keeps checkedness",
        "<input id=i type=checkbox>",
        [
            ["set", "i", "checked", True],
            ["set", "i", "type", "radio"],
            ["set", "i", "type", "text"],
        ],
    ),
    (
        "form reset",
        "<form id=f><input type=checkbox id=c checked><input id=t placeholder=p value=v>"
        "<select id=s><option id=o1>a<option id=o2 selected>b</select></form>",
        [
            ["set", "c", "checked", False],
            ["set", "t", "value", ""],
            ["set", "s", "selectedIndex", 0],
            ["call", "f", "reset"],
        ],
    ),
    (
        "progress value",
        "<progress id=p></progress>",
        [["attr", "p", "value", "0.5"], ["attr", "p", "value", None]],
    ),
]

JAVASCRIPT = """([markup, steps, selectors]) => {
  document.body.innerHTML = markup;
  const ask = () => selectors.map(s => {
    try { return Array.from(document.querySelectorAll(s)).map(e => e.id).filter(i => i); }
    catch (e) { return "error"; }
  });
  const answers = [ask()];
  for (const [kind, id, name, value] of steps) {
    const e = document.getElementById(id);
    if (kind === "set") e[name] = value;
    else if (kind === "call") e[name]();
    else if (value === null) e.removeAttribute(name);
    else e.setAttribute(name, value);
    answers.push(ask());
  }
  return answers;
}"""


def run_in_webapi(markup: str, steps: list[list[Any]]) -> list[list[Any]]:
    """The scenario's answers in webapi (a document of HTML's parser; the markup in its
    body by ``innerHTML``, as in the page)."""
    from webapi.html import DOMParser

    document = DOMParser().parseFromString("<!doctype html><body></body>", "text/html")
    document.body.innerHTML = markup

    def ask() -> list[Any]:
        answers: list[Any] = []
        for selector in SELECTORS:
            try:
                found = document.querySelectorAll(selector)
            except Exception:  # (an unsupported selector, as Chromium's SyntaxError)
                answers.append("error")
                continue
            answers.append([e.id for e in found if e.id])
        return answers

    answers = [ask()]
    for kind, id_, name, *rest in steps:
        element = document.getElementById(id_)
        if kind == "set":
            setattr(element, name, rest[0])
        elif kind == "call":
            getattr(element, name)()
        elif rest[0] is None:
            element.removeAttribute(name)
        else:
            element.setAttribute(name, rest[0])
        answers.append(ask())
    return answers


def ask_chromium() -> dict[str, Any]:
    """Every scenario's answers from the Chromium of this machine (Playwright), with its
    version: a page each, nothing carries over."""
    from oracles.chromium import browser

    answers = {}
    with browser() as launched:
        for name, markup, steps in SCENARIOS:
            page = launched.new_page()
            page.set_content("<!doctype html><body></body>")
            answers[name] = page.evaluate(JAVASCRIPT, [markup, steps, SELECTORS])
            page.close()
        return {"chromium": launched.version, "answers": answers}


if __name__ == "__main__":
    data = ask_chromium()
    ANSWERS.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {ANSWERS} ({data['chromium']}, {len(data['answers'])} scenarios)\n")
