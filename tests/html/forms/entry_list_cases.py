"""Generated forms for ``new FormData(form, submitter)`` ("constructing the entry list"),
compared with Chromium in tests/e2e/test_form_entry_list_chromium.py.

A case is ``[html, ops, submitter]``: a document's markup with a form ``#f`` (and a form
``#g``, whose controls, and controls outside both, point at either with ``form=``), then
``ops``, each ``[index, property, value]``: set ``property`` of the ``index``-th element of
``querySelectorAll("input,select,textarea,option,button")`` (the dirty value and checkedness,
an option's selectedness, a type or ``disabled`` changed after parsing); ``submitter`` that
list's index of the submitter, or None. Controls: every input type (and an unknown one),
``textarea``, ``select`` (multiple or not, options selected, disabled, in disabled
``optgroup``\\ s), ``button`` of each type, inside ``fieldset``\\ s (disabled, with a
``legend``), ``datalist``\\ s and ``div``\\ s; names empty, missing, ``_charset_``, with CR,
LF and non-ASCII; values with CR, LF, spaces and right-to-left text; ``dirname`` and ``dir``.
"""

from __future__ import annotations

import contextlib
import random
from typing import Any

INPUT_TYPES = [
    "text", "search", "tel", "url", "email", "password", "hidden", "checkbox", "radio",
    "file", "submit", "image", "reset", "button", "number", "range", "color", "date",
    "month", "week", "time", "datetime-local", "foo", None,
]  # fmt: skip
NAMES = ["a", "b", "c", "", None, "_charset_", "_CHARSET_", "x y", "é", "n\r\nm", "n\nm", "a.b"]
VALUES = [
    "", "1", "v", " sp ", "a\nb", "a\r\nb", "a\rb", "שלום", "abc שלום", "12", "-3.5",
    "#A0B0C0", "2024-02-30", "x@y", "http://x/ y", "é\u2028", None,
]  # fmt: skip
SELECTOR = "input,select,textarea,option,button"


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")


def _attrs(rng: random.Random, names: dict[str, list[Any]]) -> str:
    out = []
    for attribute, choices in names.items():
        value = rng.choice(choices)
        if value is None:
            continue
        out.append(attribute if value is True else f'{attribute}="{_escape(value)}"')
    return (" " + " ".join(out)) if out else ""


def _common(rng: random.Random) -> dict[str, list[Any]]:
    return {
        "name": NAMES,
        "disabled": [None] * 6 + [True],
        "form": [None] * 8 + ["f", "g", "", "nope"],
        "dirname": [None] * 5 + ["d", "t.dir", ""],
        "dir": [None] * 6 + ["rtl", "ltr", "auto", "x"],
    }


def _control(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.55:
        attrs = {
            "type": INPUT_TYPES,
            "value": VALUES,
            "checked": [None, None, True],
            **_common(rng),
        }
        return f"<input{_attrs(rng, attrs)}>"
    if roll < 0.7:
        text = rng.choice([v for v in VALUES if v is not None])
        return f"<textarea{_attrs(rng, _common(rng))}>{_escape(text)}</textarea>"
    if roll < 0.85:
        options = []
        for _ in range(rng.randrange(4)):
            option = (
                "<option"
                + _attrs(
                    rng,
                    {"value": VALUES, "selected": [None, True], "disabled": [None] * 4 + [True]},
                )
                + f">{_escape(rng.choice(['o', ' t ', 'שלום', 'x y']))}</option>"
            )
            if rng.random() < 0.2:
                option = f"<optgroup{_attrs(rng, {'disabled': [None, True]})}>{option}</optgroup>"
            options.append(option)
        attrs = {**_common(rng), "multiple": [None, True], "size": [None, "1", "3"]}
        return f"<select{_attrs(rng, attrs)}>{''.join(options)}</select>"
    attrs = {"type": ["submit", "reset", "button", "x", None], "value": VALUES, **_common(rng)}
    return f"<button{_attrs(rng, attrs)}>B</button>"


def _content(rng: random.Random, depth: int) -> str:
    parts = []
    for _ in range(rng.randrange(1, 5)):
        roll = rng.random()
        if depth < 2 and roll < 0.12:
            legend = f"<legend>{_content(rng, depth + 1)}</legend>" if rng.random() < 0.6 else ""
            disabled = " disabled" if rng.random() < 0.6 else ""
            parts.append(f"<fieldset{disabled}>{legend}{_content(rng, depth + 1)}</fieldset>")
        elif depth < 2 and roll < 0.17:
            parts.append(f"<datalist>{_content(rng, depth + 1)}</datalist>")
        elif depth < 2 and roll < 0.25:
            direction = rng.choice(["", ' dir="rtl"', ' dir="auto"'])
            parts.append(f"<div{direction}>{_content(rng, depth + 1)}</div>")
        else:
            parts.append(_control(rng))
    return "".join(parts)


def generate(count: int, seed: int) -> list[list[Any]]:
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        direction = rng.choice(["", "", ' dir="rtl"'])
        html = (
            f"<!DOCTYPE html><body{direction}><form id=f>{_content(rng, 0)}</form>"
            f"<form id=g>{_content(rng, 1)}</form>{_content(rng, 1)}"
        )
        elements = html.count("<input") + html.count("<select") + html.count("<textarea")
        elements += html.count("<option") + html.count("<button")
        ops = []
        for _ in range(rng.randrange(4)):
            prop, values = rng.choice(
                [
                    ("value", ["", "new", "x\ny", "שלום", "7"]),
                    ("checked", [True, False]),
                    ("selected", [True, False]),
                    ("type", ["text", "checkbox", "submit", "file", "hidden"]),
                    ("disabled", [True, False]),
                ]
            )
            ops.append([rng.randrange(max(1, elements)), prop, rng.choice(values)])
        submitter = rng.randrange(elements) if elements and rng.random() < 0.5 else None
        cases.append([html, ops, submitter])
    return cases


#: A JavaScript function (Chromium) of a list of cases: each one's entries (a string, or a
#: File's name, type and size) or the name of the exception.
JS_ENTRIES = r"""(cases) => cases.map(([html, ops, submitterIndex]) => {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const all = doc.querySelectorAll("input,select,textarea,option,button");
  for (const [index, property, value] of ops) {
    try { if (all[index] && property in all[index]) all[index][property] = value; } catch (e) {}
  }
  const form = doc.getElementById("f");
  const submitter = submitterIndex === null ? null : all[submitterIndex];
  try {
    const data = new FormData(form, submitter);
    return ["ok", [...data].map(([name, value]) => typeof value === "string"
      ? [name, value] : [name, [value.name, value.type, value.size]])];
  } catch (e) { return [e.name]; }
})"""


def ours(html: str, ops: list[Any], submitter_index: int | None) -> list[Any]:
    """What webapi gives for a case, as :data:`JS_ENTRIES` reports it."""
    from webapi.dom import DOMException
    from webapi.html import DOMParser
    from webapi.xhr import FormData

    document = DOMParser().parseFromString(html, "text/html")
    elements = list(document.querySelectorAll(SELECTOR))
    for index, prop, value in ops:
        if index < len(elements) and hasattr(elements[index], prop):
            # (JavaScript's sloppy mode: a read-only property ignores a value)
            with contextlib.suppress(DOMException, TypeError, ValueError, AttributeError):
                setattr(elements[index], prop, value)
    form = document.getElementById("f")
    submitter = None if submitter_index is None else elements[submitter_index]
    try:
        data = FormData(form, submitter)
    except DOMException as error:
        return [error.name]
    except TypeError:
        return ["TypeError"]
    return [
        "ok",
        [
            [name, value]
            if isinstance(value, str)
            else [name, [value.name, value.type, value.size]]
            for name, value in data
        ],
    ]
