"""``autocomplete`` values and ``input.list`` pages, answered by Chromium (``JS_RUNNER``) and
by webapi alike; Chromium 156's answers are ``_chromium_autofill.json`` (written by ``python -m
tests.html._autofill_cases``; ``tests/e2e/test_text_selection_chromium.py`` asks Chromium
again in the slow tier).

For each of ``CONTROLS`` (a tag and type), the ``autocomplete`` getter for each of ``VALUES``
as the attribute's value, then without the attribute, then inside a ``form autocomplete=off``,
then the attribute the setter wrote (``"X Y"``); ``list``: the ``id`` of each ``input``'s
``list`` on ``LIST_PAGE`` (None: null), of one in a disconnected tree and of one in no tree.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

TARGET = Path(__file__).with_name("_chromium_autofill.json")

VALUES = [
    "", " ", "on", "OFF", "off on", "name", " NAME ", "Name", "email", "home email",
    "HOME EMAIL", "home name", "shipping name", "billing home tel",
    "section-Foo billing home tel", "section-foo section-bar name", "section- name",
    "sectionfoo name", "foo name", "shipping billing name", "webauthn", "username webauthn",
    "home tel webauthn", "section-x shipping home email webauthn", "on webauthn",
    "tel-local-suffix", "bogus", "name name", "cc-csc", "one-time-code",
    "current-password webauthn", "work fax email", "mobile pager", "nickname", "impp",
    "transaction-amount", "photo", "address-level4", "sex", "\tsection-a\nshipping\fname\r",
    "home\u00a0email", "section-a home webauthn", "webauthn name", "a b c d e webauthn",
]  # fmt: skip
CONTROLS = [["input", "text"], ["input", "hidden"], ["textarea", None], ["select", None],
            ["input", "checkbox"]]  # fmt: skip
LIST_PAGE = (
    "<p id=x></p><datalist id=x></datalist><datalist id=y></datalist><input id=i list=y>"
    "<input id=j type=password list=y><input id=k type=range list=y>"
    "<input id=m type=hidden list=y><input id=n list=x><input id=o list=zz>"
    "<input id=p type=color list=y><input id=q type=checkbox list=y><input id=r list=Y>"
)
LIST_IDS = ["i", "j", "k", "m", "n", "o", "p", "q", "r"]

JS_RUNNER = r"""([values, controls, page, ids]) => {
  const out = {};
  for (const [tag, type] of controls) {
    const make = () => {
      const e = document.createElement(tag);
      if (type) e.type = type;
      return e;
    };
    const row = [];
    for (const v of values) {
      const e = make();
      e.setAttribute('autocomplete', v);
      row.push(e.autocomplete);
    }
    const e = make();
    row.push(e.autocomplete);
    const f = document.createElement('form'); f.setAttribute('autocomplete', 'off'); f.append(e);
    row.push(e.autocomplete);
    e.autocomplete = 'X Y'; row.push(e.getAttribute('autocomplete'));
    out[tag + ' ' + type] = row;
  }
  document.body.innerHTML = page;
  const list = ids.map((id) => {
    const l = document.getElementById(id).list;
    return l ? l.id : null;
  });
  const free = document.createElement('div');
  free.innerHTML = '<datalist id=z></datalist><input list=z>';
  list.push(free.lastChild.list ? free.lastChild.list.id : null);
  const alone = document.createElement('input'); alone.setAttribute('list', 'y');
  list.push(alone.list ? 'y' : null);
  out.list = list;
  return out;
}"""


def argument() -> list[Any]:
    return [VALUES, CONTROLS, LIST_PAGE, LIST_IDS]


def run() -> dict[str, Any]:
    """``JS_RUNNER`` in Python."""
    from webapi.html import DOMParser

    document: Any = DOMParser().parseFromString("<body>", "text/html")
    out: dict[str, Any] = {}
    for tag, input_type in CONTROLS:

        def make(tag: str = tag, input_type: str | None = input_type) -> Any:
            element = document.createElement(tag)
            if input_type:
                element.type = input_type
            return element

        row = []
        for value in VALUES:
            element = make()
            element.setAttribute("autocomplete", value)
            row.append(element.autocomplete)
        element = make()
        row.append(element.autocomplete)
        form = document.createElement("form")
        form.setAttribute("autocomplete", "off")
        form.append(element)
        row.append(element.autocomplete)
        element.autocomplete = "X Y"
        row.append(element.getAttribute("autocomplete"))
        out[f"{tag} {'null' if input_type is None else input_type}"] = row
    document.body.innerHTML = LIST_PAGE
    listed = []
    for element_id in LIST_IDS:
        found = document.getElementById(element_id).list
        listed.append(None if found is None else found.id)
    free = document.createElement("div")
    free.innerHTML = "<datalist id=z></datalist><input list=z>"
    found = free.lastChild.list
    listed.append(None if found is None else found.id)
    alone = document.createElement("input")
    alone.setAttribute("list", "y")
    listed.append(None if alone.list is None else "y")
    out["list"] = listed
    return out


def record() -> None:  # pragma: no cover (run by hand: python -m tests.html._autofill_cases)
    from oracles.chromium import evaluate

    answers = evaluate(JS_RUNNER, argument())
    TARGET.write_text(
        json.dumps({"chromium": "156", "answers": answers}, ensure_ascii=False) + "\n",
        encoding="utf-8",
    )
    sys.stdout.write(f"wrote {TARGET}\n")


if __name__ == "__main__":  # pragma: no cover
    record()
