"""The generated forms differential's sequences (issue 51): random forms × random script steps,
run the same way in webapi (:func:`run_ours`) and in Chromium (:data:`JS_RUN`, one
``page.evaluate`` per batch), each answering one JSON-able record per sequence:

- every step's outcome (None, or the name of the exception it threw);
- each ``requestSubmit`` step's ``submit`` event as the form sees it: None where none fired
  (validation failed, an exception), else what decides the request inside the page:
  ``new FormData(form, event.submitter)``'s entries and the method, action, enctype read from
  the submitter's ``form*`` IDL attribute where it has that content attribute, else the
  form's, the form's ``acceptCharset`` and the document's ``characterSet``;
- after the last step, every element of the sequence in tree order: its IDL reads
  (:data:`READS`: values, states, every validity flag, ``validationMessage``,
  ``valueAsNumber``, the form owner, the options...) and which of :data:`PSEUDO_CLASSES` it
  matches.

A sequence is ``{"charset", "markup", "steps", "real"}``: ``markup`` goes into the
``#c`` container of a page served in ``charset`` from :data:`PAGE`; with ``real`` the
submissions are not canceled but each targets an iframe of its own, so Chromium's request is
caught by the browser test's routing (``tests/e2e/test_form_sequences_chromium.py``) and
compared with :func:`webapi.html.last_form_submission`'s (method, URL, Content-Type, body).

The generator and the readers are written from the HTML Standard's IDL (never from webapi's
code); :func:`classify` names Chromium's departures (:data:`DEPARTURES`).
"""

# ruff: noqa: SIM102 (a class's rule reads as its condition, then the condition's refinement)
from __future__ import annotations

import contextlib
import datetime
import gzip
import itertools
import json
import math
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from webapi.selectors import INPUT_TYPES as _TABLE_INPUT_TYPES

#: The page each sequence runs in (its query names the charset).
PAGE = "https://forms.example/dir/page.html"
CHARSETS = ("utf-8",) * 6 + ("windows-1252", "iso-8859-2", "shift_jis", "gb18030", "euc-kr")

PSEUDO_CLASSES = (
    ":valid",
    ":invalid",
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
    ":in-range",
    ":out-of-range",
)
FLAGS = (
    "valueMissing",
    "typeMismatch",
    "patternMismatch",
    "tooLong",
    "tooShort",
    "rangeUnderflow",
    "rangeOverflow",
    "stepMismatch",
    "badInput",
    "customError",
    "valid",
)
_CONTROL = ("willValidate", "validity", "validationMessage", "form", "labels")
#: The IDL attributes read of each element (by local name); "validity" is the flags set,
#: "form" the owner's id, "labels" their count, "options" each option's reads,
#: "elements" the ids, "checkValidity" the method's answer.
READS: dict[str, tuple[str, ...]] = {
    "form": (
        "method",
        "action",
        "enctype",
        "encoding",
        "acceptCharset",
        "noValidate",
        "length",
        "elements",
        "name",
        "checkValidity",
    ),
    "input": (
        "type",
        "name",
        "value",
        "defaultValue",
        "checked",
        "defaultChecked",
        "indeterminate",
        "disabled",
        "required",
        "readOnly",
        "multiple",
        *_CONTROL,
        "valueAsNumber",
        "formAction",
        "formMethod",
        "formEnctype",
        "formNoValidate",
        "min",
        "max",
        "step",
        "pattern",
        "placeholder",
        "maxLength",
        "minLength",
        "dirName",
    ),
    "select": (
        "type",
        "name",
        "value",
        "selectedIndex",
        "length",
        "multiple",
        "required",
        "disabled",
        *_CONTROL,
        "options",
    ),
    "textarea": (
        "type",
        "name",
        "value",
        "defaultValue",
        "textLength",
        "required",
        "disabled",
        "readOnly",
        *_CONTROL,
        "placeholder",
        "maxLength",
        "dirName",
    ),
    "button": (
        "type",
        "name",
        "value",
        "disabled",
        *_CONTROL,
        "formAction",
        "formMethod",
        "formEnctype",
        "formNoValidate",
    ),
    "fieldset": ("type", "name", "disabled", "willValidate", "validity", "form", "elements"),
    "output": ("type", "name", "value", "defaultValue", *_CONTROL),
    "option": (
        "value",
        "text",
        "label",
        "selected",
        "defaultSelected",
        "disabled",
        "index",
        "form",
    ),
    "label": ("htmlFor", "control", "form"),
    "legend": ("form",),
}

# --- the generator -------------------------------------------------------------------------

#: HTML's input types (the table's order, ``webapi.selectors.INPUT_TYPES``) with Hidden moved
#: after File, then values of no state: the order the recorded sequences were generated in.
INPUT_TYPES = (*_TABLE_INPUT_TYPES[1:18], "hidden", *_TABLE_INPUT_TYPES[18:], "NUMBER", "bogus", "")
_TEXT = ("", "abc", " a b ", "a\nb\r\nc", "é€ł", "あ漢", "😀", "a&b=c+d", "%20", "x" * 12, "0")
VALUES: dict[str, tuple[str, ...]] = {
    "text": _TEXT,
    "email": ("a@b.com", "a@b", " a@b.com ", "a@b.com,c@d.org", "x", "a@b.com, c@", ""),
    "url": ("http://x", "x", " https://a.b/ ", "javascript:1", "mailto:a", "http://[bad", ""),
    "number": ("1", "1.5", "-3", "1e3", "abc", " 1", "0.3", "", "1.", ".5", "7", "100"),
    "date": ("2020-01-01", "2020-13-01", "0001-01-01", "2020-02-30", "2020-02-29", "abc", ""),
    "month": ("2020-01", "2020-1", "1970-12", "abc", ""),
    "week": ("2020-W53", "2020-W01", "2015-W53", "2021-W53", "x", ""),
    "time": ("12:00", "12:00:30.5", "23:59:59.999", "1:00", "12:60", "00:00", ""),
    "datetime-local": ("2020-01-01T12:00", "2020-01-01 12:00", "2020-01-01T12:00:00.000", "x"),
    "color": ("#aabbcc", "#AABBCC", "red", "", "#abc", "#000000"),
    "checkbox": ("on", "x", "", "é"),
}
for _t in ("search", "tel", "password", "hidden", "file", "submit", "image", "reset", "button"):
    VALUES[_t] = _TEXT
VALUES["range"] = VALUES["number"]
BOUNDS: dict[str, tuple[str, ...]] = {
    "number": ("0", "5", "-2.5", "1e2", "x"),
    "date": ("2020-01-01", "2019-12-31", "2021-06-15", "x"),
    "month": ("2020-01", "2020-06", "x"),
    "week": ("2020-W10", "2020-W01", "x"),
    "time": ("10:00", "13:00", "23:00", "01:00"),
    "datetime-local": ("2020-01-01T00:00", "2021-01-01T00:00"),
}
BOUNDS["range"] = BOUNDS["number"]
STEPS = ("1", "0.1", "2", "any", "0", "-1", "x", "60", "0.001", "3600", "7")
PATTERNS = ("[a-z]+", "\\d{2}", "(", "a|b", ".*", "[\\p{L}]+", "abc")
NAMES = ("q", "a b", "é", "€", "x=y&z", "", "_charset_", "n\r\nl", "😀", "r", "r", "c", "isindex")
ACTIONS = (
    None,
    "",
    "/submit",
    "s?x=1",
    "https://forms.example/other#frag",
    " /sp ace ",
    "?q=é",
    "./a%zz",
    "http://[bad",
    "mailto:a@b.example",
    "javascript:void 0",
    "https://other.example/x?y",
    "//forms.example/proto",
    "#h",
)
METHODS = (None, "get", "POST", "post ", "dialog", "put", "GeT", "")
ENCTYPES = (
    None,
    "multipart/form-data",
    "text/plain",
    "TEXT/PLAIN",
    "application/x-www-form-urlencoded",
    "bogus",
)
CHARSETS_ATTR = (None, "", "utf-8", "ISO-8859-2", "bogus windows-1251", "shift_jis", "utf-16")
CHARSETS_ATTR += ("  gb18030 ", "KOI8-R", "x-user-defined")


def _escape(value: str) -> str:
    return value.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")


def _attributes(attributes: dict[str, str]) -> str:
    return "".join(f' {name}="{_escape(value)}"' for name, value in attributes.items())


def _value_kind(type_: str) -> str:
    kind = type_.lower()
    return kind if kind in VALUES else "text"


class _Generator:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.ids: dict[str, str] = {}  # id -> kind ("input:number", "select", ...)
        self.count = 0

    def new_id(self, kind: str) -> str:
        identifier = f"e{self.count}"
        self.count += 1
        self.ids[identifier] = kind
        return identifier

    def maybe(self, p: float) -> bool:
        return self.rng.random() < p

    def owner(self, attributes: dict[str, str], forms: list[str]) -> None:
        if self.maybe(0.1):
            attributes["form"] = self.rng.choice([*forms, "nope", ""])

    def input(self, forms: list[str]) -> str:
        rng = self.rng
        type_ = rng.choice(INPUT_TYPES)
        kind = _value_kind(type_)
        attributes: dict[str, str] = {"id": self.new_id("input:" + kind)}
        if type_ or self.maybe(0.3):
            attributes["type"] = type_
        if self.maybe(0.85):
            attributes["name"] = rng.choice(NAMES)
        if self.maybe(0.6):
            attributes["value"] = rng.choice(VALUES[kind])
        for flag, p in (("required", 0.3), ("disabled", 0.1), ("readonly", 0.1)):
            if self.maybe(p):
                attributes[flag] = ""
        if kind in ("checkbox", "radio") and self.maybe(0.4):
            attributes["checked"] = ""
        if kind in BOUNDS:
            for bound in ("min", "max"):
                if self.maybe(0.4):
                    attributes[bound] = rng.choice(BOUNDS[kind])
            if self.maybe(0.4):
                attributes["step"] = rng.choice(STEPS)
        if kind in ("text", "email", "url", "search", "tel", "password"):
            if self.maybe(0.2):
                attributes["pattern"] = rng.choice(PATTERNS)
            if self.maybe(0.2):
                attributes["placeholder"] = rng.choice(("p", ""))
            if self.maybe(0.1):
                attributes[rng.choice(("maxlength", "minlength"))] = rng.choice(("2", "0", "-1"))
            if self.maybe(0.1):
                attributes["dirname"] = rng.choice(("d", "q.dir", ""))
        if kind in ("email", "file") and self.maybe(0.3):
            attributes["multiple"] = ""
        if kind in ("submit", "image"):
            self._submitter_attributes(attributes)
        self.owner(attributes, forms)
        return f"<input{_attributes(attributes)}>"

    def _submitter_attributes(self, attributes: dict[str, str]) -> None:
        rng = self.rng
        if self.maybe(0.25):
            attributes["formaction"] = rng.choice([a for a in ACTIONS if a is not None])
        if self.maybe(0.25):
            attributes["formmethod"] = rng.choice([m for m in METHODS if m is not None])
        if self.maybe(0.25):
            attributes["formenctype"] = rng.choice([e for e in ENCTYPES if e is not None])
        if self.maybe(0.15):
            attributes["formnovalidate"] = ""

    def select(self, forms: list[str]) -> str:
        rng = self.rng
        attributes = {"id": self.new_id("select")}
        if self.maybe(0.85):
            attributes["name"] = rng.choice(NAMES)
        for flag, p in (("multiple", 0.35), ("required", 0.35), ("disabled", 0.1)):
            if self.maybe(p):
                attributes[flag] = ""
        if self.maybe(0.15):
            attributes["size"] = rng.choice(("1", "2", "0"))
        self.owner(attributes, forms)
        options = []
        for index in range(rng.randrange(5)):
            options.append(self.option(placeholder=index == 0 and self.maybe(0.4)))
        if options and self.maybe(0.2):
            cut = rng.randrange(len(options))
            group = {"label": "g"}
            if self.maybe(0.5):
                group["disabled"] = ""
            options[cut:] = [f"<optgroup{_attributes(group)}>{''.join(options[cut:])}</optgroup>"]
        return f"<select{_attributes(attributes)}>{''.join(options)}</select>"

    def option(self, placeholder: bool = False) -> str:
        rng = self.rng
        attributes = {"id": self.new_id("option")}
        if placeholder:
            attributes["value"] = ""
        elif self.maybe(0.6):
            attributes["value"] = rng.choice(_TEXT)
        if self.maybe(0.3):
            attributes["selected"] = ""
        if self.maybe(0.1):
            attributes["disabled"] = ""
        if self.maybe(0.1):
            attributes["label"] = rng.choice(("L", ""))
        text = rng.choice(("o", " two  words ", "é", "", "a\nb"))
        return f"<option{_attributes(attributes)}>{_escape(text)}</option>"

    def textarea(self, forms: list[str]) -> str:
        rng = self.rng
        attributes = {"id": self.new_id("textarea")}
        if self.maybe(0.85):
            attributes["name"] = rng.choice(NAMES)
        for flag, p in (("required", 0.3), ("disabled", 0.1), ("readonly", 0.1)):
            if self.maybe(p):
                attributes[flag] = ""
        if self.maybe(0.2):
            attributes["placeholder"] = "p"
        if self.maybe(0.1):
            attributes["dirname"] = "t.dir"
        if self.maybe(0.1):
            attributes["maxlength"] = "2"
        self.owner(attributes, forms)
        text = rng.choice((*_TEXT, "\nlead", "l1\rl2"))
        return f"<textarea{_attributes(attributes)}>{_escape(text)}</textarea>"

    def button(self, forms: list[str]) -> str:
        rng = self.rng
        type_ = rng.choice((None, "submit", "reset", "button", "bogus", "SUBMIT"))
        attributes = {"id": self.new_id("button")}
        if type_ is not None:
            attributes["type"] = type_
        if self.maybe(0.7):
            attributes["name"] = rng.choice(NAMES)
        if self.maybe(0.6):
            attributes["value"] = rng.choice(_TEXT)
        if self.maybe(0.1):
            attributes["disabled"] = ""
        self._submitter_attributes(attributes)
        self.owner(attributes, forms)
        return f"<button{_attributes(attributes)}>b</button>"

    def output(self, forms: list[str]) -> str:
        attributes = {"id": self.new_id("output")}
        if self.maybe(0.5):
            attributes["name"] = self.rng.choice(NAMES)
        self.owner(attributes, forms)
        return f"<output{_attributes(attributes)}>{_escape(self.rng.choice(_TEXT))}</output>"

    def control(self, forms: list[str], depth: int = 0) -> str:
        roll = self.rng.random()
        if roll < 0.5:
            return self.input(forms)
        if roll < 0.65:
            return self.select(forms)
        if roll < 0.75:
            return self.textarea(forms)
        if roll < 0.87:
            return self.button(forms)
        if roll < 0.9:
            return self.output(forms)
        if roll < 0.93:
            identifier = self.new_id("label")
            return f"<label id={identifier}>l {self.input(forms)}</label>"
        if roll < 0.95:
            return f"<datalist id=dl{self.count}>{self.input(forms)}</datalist>"
        if depth < 2:
            return self.fieldset(forms, depth + 1)
        return self.input(forms)

    def fieldset(self, forms: list[str], depth: int) -> str:
        attributes = {"id": self.new_id("fieldset")}
        if self.maybe(0.6):
            attributes["disabled"] = ""
        if self.maybe(0.3):
            attributes["name"] = "fs"
        self.owner(attributes, forms)
        inside = ""
        if self.maybe(0.5):
            legend = self.new_id("legend")
            inside = f"<legend id={legend}>{self.control(forms, depth)}</legend>"
        count = self.rng.randrange(1, 4)
        inside += "".join(self.control(forms, depth) for _ in range(count))
        return f"<fieldset{_attributes(attributes)}>{inside}</fieldset>"

    def form(self, identifier: str, forms: list[str]) -> str:
        rng = self.rng
        self.ids[identifier] = "form"
        attributes = {"id": identifier}
        for name, pool in (
            ("action", ACTIONS),
            ("method", METHODS),
            ("enctype", ENCTYPES),
            ("accept-charset", CHARSETS_ATTR),
        ):
            value = rng.choice(pool)
            if value is not None:
                attributes[name] = value
        if self.maybe(0.15):
            attributes["novalidate"] = ""
        if self.maybe(0.2):
            attributes["name"] = "fm"
        count = rng.randrange(1, 7)
        inside = "".join(self.control(forms) for _ in range(count))
        return f"<form{_attributes(attributes)}>{inside}</form>"

    def markup(self) -> str:
        forms = ["f0", "f1"] if self.maybe(0.3) else ["f0"]
        parts = [self.form(identifier, forms) for identifier in forms]
        for _ in range(self.rng.randrange(3) if self.maybe(0.4) else 0):
            parts.insert(self.rng.randrange(len(parts) + 1), self.control(forms))
        return "".join(parts)

    def of(self, *kinds: str) -> list[str]:
        return [i for i, kind in self.ids.items() if kind.partition(":")[0] in kinds]

    def step(self) -> list[Any]:
        rng = self.rng
        roll = rng.random()
        controls = self.of("input", "select", "textarea", "button", "output")
        inputs = self.of("input")
        if roll < 0.25 and controls:
            target = rng.choice(controls)
            kind = self.ids[target].partition(":")[2] or "text"
            pool = VALUES.get(kind, _TEXT) if self.maybe(0.8) else _TEXT
            if self.ids[target] == "select":
                pool = _TEXT
            return ["value", target, rng.choice(pool)]
        if roll < 0.35 and inputs:
            return ["checked", rng.choice(inputs), self.maybe(0.6)]
        if roll < 0.39 and inputs:
            return ["indeterminate", rng.choice(inputs), self.maybe(0.7)]
        if roll < 0.46 and controls:
            message = rng.choice(("", "bad", "é"))
            return ["custom", rng.choice(controls + self.of("fieldset")), message]
        if roll < 0.53 and inputs:
            count = rng.choice((None, 1, 2, -1, 0, 1e10))
            return [rng.choice(("stepUp", "stepDown")), rng.choice(inputs), count]
        if roll < 0.57 and inputs:
            number = rng.choice((0, 1.5, -1, 86400000, 1577836800000, 1e308))
            return ["valueAsNumber", rng.choice(inputs), number]
        selects = self.of("select")
        if roll < 0.64 and selects:
            before = rng.choice((None, 0, 1, 5))
            text, value = rng.choice(_TEXT), rng.choice((None, *_TEXT))
            return [
                "add",
                rng.choice(selects),
                text,
                value,
                self.maybe(0.3),
                self.maybe(0.3),
                before,
            ]
        if roll < 0.68 and selects:
            return ["selectedIndex", rng.choice(selects), rng.choice((-1, 0, 1, 2, 7))]
        if roll < 0.71 and selects:
            return ["optionSelected", rng.choice(selects), rng.randrange(4), self.maybe(0.6)]
        if roll < 0.72 and selects:
            return ["length", rng.choice(selects), rng.randrange(4)]
        if roll < 0.82:
            return self.attribute_step()
        if roll < 0.86:
            return ["reset", rng.choice(self.of("form"))]
        return self.submit_step()

    def attribute_step(self) -> list[Any]:
        rng = self.rng
        target = rng.choice(list(self.ids))
        kind = self.ids[target]
        if kind == "form":
            name, pool = rng.choice(
                (
                    ("action", ACTIONS),
                    ("method", METHODS),
                    ("enctype", ENCTYPES),
                    ("accept-charset", CHARSETS_ATTR),
                    ("novalidate", ("",)),
                )
            )
            value = rng.choice(pool)
            return ["remove", target, name] if value is None else ["set", target, name, value]
        name = rng.choice(
            (
                "required",
                "disabled",
                "readonly",
                "type",
                "min",
                "max",
                "step",
                "pattern",
                "multiple",
                "value",
                "checked",
                "name",
                "form",
                "formnovalidate",
                "placeholder",
                "maxlength",
                "selected",
            )
        )
        if self.maybe(0.3):
            return ["remove", target, name]
        value_kind = kind.partition(":")[2] or "text"
        value = {
            "type": rng.choice((*INPUT_TYPES, "submit", "reset", "button")),
            "min": rng.choice(BOUNDS.get(value_kind, ("1",))),
            "max": rng.choice(BOUNDS.get(value_kind, ("1",))),
            "step": rng.choice(STEPS),
            "pattern": rng.choice(PATTERNS),
            "value": rng.choice(VALUES.get(value_kind, _TEXT)),
            "name": rng.choice(NAMES),
            "form": rng.choice(("f0", "f1", "x")),
            "maxlength": rng.choice(("1", "-1", "x")),
        }.get(name, "")
        return ["set", target, name, value]

    def submit_step(self) -> list[Any]:
        rng = self.rng
        buttons = self.of("button", "input")
        submitter = rng.choice(buttons) if buttons and self.maybe(0.7) else None
        return ["submit", rng.choice(self.of("form")), submitter]


def generate(count: int, seed: int, real_every: int = 0) -> list[dict[str, Any]]:
    """``count`` sequences from ``seed``; every ``real_every``-th (0: none) makes real
    submissions."""
    return list(itertools.islice(sequences_of(seed, real_every), count))


def sequences_of(seed: int, real_every: int = 0) -> Iterator[dict[str, Any]]:
    """The sequences of ``seed``, one at a time (:func:`generate`'s first ``count``)."""
    rng = random.Random(seed)
    for index in itertools.count():
        generator = _Generator(rng)
        markup = generator.markup()
        steps = [generator.step() for _ in range(rng.randrange(1, 9))]
        if not any(step[0] == "submit" for step in steps) and rng.random() < 0.7:
            steps.append(generator.submit_step())
        yield {
            "charset": rng.choice(CHARSETS),
            "markup": markup,
            "steps": steps,
            "real": bool(real_every) and index % real_every == 0,
        }


def submit_steps(sequence: dict[str, Any]) -> list[int]:
    """The indices of a sequence's ``requestSubmit`` steps."""
    return [i for i, step in enumerate(sequence["steps"]) if step[0] == "submit"]


def page_bytes(charset: str) -> bytes:
    """The page a charset's sequences run in."""
    return (
        f"<!doctype html><meta charset={charset}><title>f</title>"
        "<body><div id=c></div><div id=frames></div>"
    ).encode("ascii")


def page_url(charset: str) -> str:
    return f"{PAGE}?cs={charset}"


# --- Chromium's side -----------------------------------------------------------------------

#: ``([sequences, reads, flags, pseudo]) => records``: each sequence run in the page's
#: ``#c``; a real sequence's submissions target iframes ``t<index>_<step>``.
JS_RUN = r"""([sequences, reads, flags, pseudo, first]) => {
  const container = document.getElementById("c");
  const frames = document.getElementById("frames");
  const number = (n) => Number.isNaN(n) ? "NaN" : n === Infinity ? "Infinity"
    : n === -Infinity ? "-Infinity" : n;
  const read = (e, name) => {
    if (name === "validity") return flags.filter((f) => e.validity[f]).join(",");
    if (name === "form") return e.form ? e.form.id : null;
    if (name === "control") return e.control ? e.control.id : null;
    if (name === "labels") return e.labels === null ? null : e.labels.length;
    if (name === "htmlFor") return e.htmlFor;
    if (name === "elements") return [...e.elements].map((x) => x.id).join(" ");
    if (name === "checkValidity") return e.checkValidity();
    if (name === "options") return [...e.options].map((o) => reads.option.map((p) => read(o, p)));
    const v = e[name];
    return typeof v === "number" ? number(v) : v === undefined ? "undefined" : v;
  };
  const entry = ([name, value]) => typeof value === "string" ? [name, value]
    : [name, "File", value.name, value.type, value.size];
  const attribute = (submitter, form, own, property, formProperty) =>
    submitter && submitter.hasAttribute(own) ? submitter[property] : form[formProperty];
  frames.replaceChildren();
  const run = (sequence, index) => {
    container.innerHTML = sequence.markup;
    const byId = (id) => id === null ? null : document.getElementById(id);
    const submissions = [];
    const record = { steps: [], submissions, stepped: [] };
    for (const form of container.querySelectorAll("form")) {
      form.addEventListener("submit", (event) => {
        const s = event.submitter;
        submissions.push([
          [...new FormData(form, s)].map(entry),
          attribute(s, form, "formmethod", "formMethod", "method"),
          attribute(s, form, "formaction", "formAction", "action"),
          attribute(s, form, "formenctype", "formEnctype", "enctype"),
          form.acceptCharset,
          document.characterSet,
        ]);
        if (!sequence.real) event.preventDefault();
      });
    }
    sequence.steps.forEach((step, stepIndex) => {
      const [op, id] = step;
      const e = byId(id);
      let outcome = null;
      try {
        if (op === "value") e.value = step[2];
        else if (op === "checked") e.checked = step[2];
        else if (op === "indeterminate") e.indeterminate = step[2];
        else if (op === "custom") e.setCustomValidity(step[2]);
        else if (op === "stepUp" || op === "stepDown") {
          record.stepped.push([id, e.value]);
          if (step[2] === null) e[op](); else e[op](step[2]);
        } else if (op === "valueAsNumber") e.valueAsNumber = step[2];
        else if (op === "add") {
          const o = document.createElement("option");
          o.text = step[2];
          if (step[3] !== null) o.value = step[3];
          o.defaultSelected = step[4];
          o.selected = step[5];
          e.options.add(o, step[6]);
        } else if (op === "selectedIndex") e.selectedIndex = step[2];
        else if (op === "optionSelected") {
          const o = e.options[step[2]];
          if (o) o.selected = step[3];
        }
        else if (op === "length") e.options.length = step[2];
        else if (op === "set") e.setAttribute(step[2], step[3]);
        else if (op === "remove") e.removeAttribute(step[2]);
        else if (op === "reset") e.reset();
        else if (op === "submit") {
          const before = submissions.length;
          if (sequence.real) {
            const frame = document.createElement("iframe");
            frame.name = `t${first + index}_${stepIndex}`;
            frames.append(frame);
            e.target = frame.name;
          }
          e.requestSubmit(byId(step[2]));
          if (submissions.length === before) submissions.push(null);
        }
      } catch (error) {
        outcome = error.name;
        if (op === "submit") submissions.push(null);
      }
      record.steps.push(outcome);
    });
    const all = [...container.querySelectorAll("*")];
    const position = new Map(all.map((e, i) => [e, i]));
    record.elements = all.map((e) => {
      const tag = e.localName;
      const names = e.id ? (reads[tag] || []) : [];
      const parent = position.get(e.parentNode);
      return [tag, names.map((name) => read(e, name)),
              pseudo.map((p) => e.matches(p) ? "1" : "0").join(""),
              parent === undefined ? -1 : parent, e.id];
    });
    return record;
  };
  return sequences.map(run);
}"""


def js_argument(sequences: list[dict[str, Any]], first: int) -> list[Any]:
    return [sequences, READS, list(FLAGS), list(PSEUDO_CLASSES), first]


# --- webapi's side -------------------------------------------------------------------------


class _Page:
    """One document per charset, its ``#c`` container reused."""

    def __init__(self) -> None:
        self.documents: dict[str, Any] = {}

    def document(self, charset: str) -> Any:
        document = self.documents.get(charset)
        if document is None:
            from webapi.html import document_from_response

            document = document_from_response(page_bytes(charset), page_url(charset))
            self.documents[charset] = document
        return document


def _number(value: Any) -> Any:
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN"
        if math.isinf(value):
            return "Infinity" if value > 0 else "-Infinity"
        if value.is_integer() and abs(value) < 2**53:
            return int(value)
    return value


def _read(element: Any, name: str) -> Any:
    if name == "validity":
        validity = element.validity
        return ",".join(flag for flag in FLAGS if getattr(validity, flag))
    if name in ("form", "control"):
        found = getattr(element, name)
        return None if found is None else found.id
    if name == "labels":
        return None if element.labels is None else element.labels.length
    if name == "htmlFor":
        return element.htmlFor.value if element.localName == "output" else element.htmlFor
    if name == "elements":
        return " ".join(x.id for x in element.elements)
    if name == "checkValidity":
        return element.checkValidity()
    if name == "options":
        options = element.options
        return [[_read(options.item(i), p) for p in READS["option"]] for i in range(options.length)]
    value = getattr(element, name)
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, (int, float)):
        return _number(value)
    return value


def _safe_read(element: Any, name: str) -> Any:
    try:
        return _read(element, name)
    except AttributeError:
        return "!missing"


def _entry(entry: Any) -> list[Any]:
    name, value = entry
    if isinstance(value, str):
        return [name, value]
    return [name, "File", value.name, value.type, value.size]


def _exception_name(error: BaseException) -> str:
    from webapi.dom import DOMException

    if isinstance(error, DOMException):
        return str(error.name)
    return type(error).__name__


_PAGE = _Page()


def run_ours(sequence: dict[str, Any], requests: list[Any] | None = None) -> dict[str, Any]:
    """webapi's record of ``sequence`` (as :data:`JS_RUN` answers Chromium's); with
    ``requests``, each ``requestSubmit`` step's request (None for none) appended to it as
    ``[method, URL, Content-Type, body bytes]``."""
    from webapi.html import last_form_submission
    from webapi.xhr import FormData

    document = _PAGE.document(sequence["charset"])
    container = document.getElementById("c")
    container.innerHTML = sequence["markup"]
    submissions: list[Any] = []
    stepped: list[Any] = []
    record: dict[str, Any] = {"steps": [], "submissions": submissions, "stepped": stepped}
    real = sequence["real"]

    def listener_of(form: Any) -> Any:
        def listener(event: Any) -> None:
            s = event.submitter

            def attribute(own: str, prop: str, form_prop: str) -> Any:
                if s is not None and s.hasAttribute(own):
                    return getattr(s, prop)
                return getattr(form, form_prop)

            submissions.append(
                [
                    [_entry(entry) for entry in FormData(form, s)],
                    attribute("formmethod", "formMethod", "method"),
                    attribute("formaction", "formAction", "action"),
                    attribute("formenctype", "formEnctype", "enctype"),
                    form.acceptCharset,
                    document.characterSet,
                ]
            )
            if not real:
                event.preventDefault()

        return listener

    for form in container.querySelectorAll("form"):
        form.addEventListener("submit", listener_of(form))
    by_id = document.getElementById
    for step in sequence["steps"]:
        op, identifier = step[0], step[1]
        element = by_id(identifier)
        outcome = None
        try:
            if element is None:  # (JavaScript's null.x: a TypeError)
                raise TypeError(f"no element {identifier}")
            if op == "value":
                element.value = step[2]
            elif op == "checked":
                element.checked = step[2]
            elif op == "indeterminate":
                element.indeterminate = step[2]
            elif op == "custom":
                element.setCustomValidity(step[2])
            elif op in ("stepUp", "stepDown"):
                stepped.append([identifier, element.value])
                if step[2] is None:
                    getattr(element, op)()
                else:
                    getattr(element, op)(step[2])
            elif op == "valueAsNumber":
                element.valueAsNumber = step[2]
            elif op == "add":
                option = document.createElement("option")
                option.text = step[2]
                if step[3] is not None:
                    option.value = step[3]
                option.defaultSelected = step[4]
                option.selected = step[5]
                element.options.add(option, step[6])
            elif op == "selectedIndex":
                element.selectedIndex = step[2]
            elif op == "optionSelected":
                option = element.options.item(step[2])
                if option is not None:
                    option.selected = step[3]
            elif op == "length":
                element.options.length = step[2]
            elif op == "set":
                element.setAttribute(step[2], step[3])
            elif op == "remove":
                element.removeAttribute(step[2])
            elif op == "reset":
                element.reset()
            elif op == "submit":
                before = len(submissions)
                previous = last_form_submission(document)
                element.requestSubmit(by_id(step[2]) if step[2] is not None else None)
                if len(submissions) == before:
                    submissions.append(None)
                if requests is not None:
                    made = last_form_submission(document)
                    requests.append(None if made is previous else request_record(made))
        except Exception as error:
            outcome = _exception_name(error)
            if op == "submit":
                submissions.append(None)
                if requests is not None:
                    requests.append(None)
        record["steps"].append(outcome)
    elements = []
    everything = list(container.querySelectorAll("*"))
    position = {id(element): index for index, element in enumerate(everything)}
    for element in everything:
        tag = element.localName
        names = READS.get(tag, ()) if element.id else ()
        matches = "".join("1" if element.matches(p) else "0" for p in PSEUDO_CLASSES)
        parent = position.get(id(element.parentNode), -1)
        reads = [_safe_read(element, name) for name in names]
        elements.append([tag, reads, matches, parent, element.id])
    record["elements"] = elements
    return json.loads(json.dumps(record))  # (tuples as lists, as Chromium's answer)


def request_record(request: Any) -> list[Any]:
    """``[method, URL without fragment, Content-Type, body as Latin-1]`` of a request, the
    multipart boundary written BOUNDARY."""
    from webapi.js import await_sync

    body = b""
    if request.method == "POST":
        # (await_sync: it settles without an event loop, so it runs where one runs, as
        # Playwright's in the slow tier's kept browser; asyncio.run would refuse there)
        body = bytes(await_sync(request.arrayBuffer()))
    content_type = request.headers.get("content-type")
    return normalized_request(request.method, request.url, content_type, body)


def normalized_request(method: str, url: str, content_type: str | None, body: bytes) -> list[Any]:
    text = body.decode("latin-1")
    if content_type and "boundary=" in content_type:
        boundary = content_type.split("boundary=")[1]
        text = text.replace(boundary, "BOUNDARY")
        content_type = content_type.replace(boundary, "BOUNDARY")
    return [method, url.partition("#")[0], content_type, text]


# --- the comparison ------------------------------------------------------------------------

#: Chromium's departures from the HTML Standard met by these sequences, and webapi's one
#: documented gap: name -> what differs (docs/html.md names each; tests/html/
#: test_form_sequences.py holds a witness of each, tests/e2e/test_form_sequences_chromium.py
#: checks Chromium still answers so).
DEPARTURES: dict[str, str] = {
    "option-disabled-by-its-select": (
        "Chromium matches :disabled (not :enabled) on the options and optgroups of a "
        "disabled select; the Standard's option is disabled by its own attribute or its "
        "optgroup's only"
    ),
    "in-range-without-range-limitations": (
        "Chromium matches :in-range on a number, date or time input whose value is empty, "
        "though it has no valid min or max; the Standard only where the element has range "
        "limitations"
    ),
    "readonly-bars-every-input": (
        "Chromium bars a readonly input of any type from constraint validation "
        "(willValidate false, no :valid/:invalid, no validation before submit); the Standard "
        "only the types readonly applies to"
    ),
    "unnamed-radio-not-missing": (
        "Chromium's radio button without a name is never suffering from being missing; the "
        "Standard's is its own group, missing when required and unchecked"
    ),
    "datalist-descendants-submitted": (
        "Chromium puts the controls inside a datalist in the entry list; the Standard skips "
        "them (constructing the entry list, step 5.1)"
    ),
    "invalid-url-reflected-canonicalized": (
        "Chromium reflects an action that does not parse (http://[bad) as its partly "
        "canonicalized string (http://[bad/); the Standard as the attribute's value"
    ),
    "step-direction-by-sign-of-n": (
        "Chromium's stepUp(n)/stepDown(n) with a negative n steps the other way; the "
        "Standard returns without a change where stepDown() would increase the value "
        "(stepUp's step 10)"
    ),
    "step-snap-counts-as-a-step": (
        "Chromium's stepUp(n) of a value off the step snaps to it and then steps n - 1 more "
        "times; the Standard only snaps"
    ),
    "chromium-date-limits": (
        "Chromium's date, month, week and datetime-local values stay within its own limits "
        "(0001-01-01 to 275760-09-13): a stepped value is clamped to them, one set past them "
        "(valueAsNumber) is empty; the Standard has no limit but the year 1 (webapi: a month "
        "past them is written, one stepped below year 1 is left empty)"
    ),
    "insert-of-disabled-option-no-reset": (
        "Chromium does not run the selectedness setting algorithm when the option inserted "
        "into a select without a selected option is disabled (inside a disabled optgroup); "
        "the Standard selects the first option that is not disabled"
    ),
    "step-from-empty-into-range": (
        "Chromium steps an empty value from a start chosen so that the result lies within "
        "min and max; the Standard from 0, and leaves the value where clamping to min or max "
        "goes against the method's direction"
    ),
    "indeterminate-not-checked": (
        "Chromium does not match :checked on a checked checkbox whose indeterminate is true "
        "(as CSS once said); the Standard's :checked reads the checkedness alone"
    ),
    "empty-dirname-submitted": (
        'Chromium adds the dirname entry (name "", value ltr) for an empty dirname '
        "attribute; the Standard only for a non-empty one"
    ),
    "deselect-no-reset": (
        "Chromium does not ask for a reset when option.selected is set to false, so a "
        "select of display size 1 can be left with no selected option; the Standard's setter "
        "asks for one, which selects the first option that is not disabled"
    ),
    "size-zero-is-one": (
        "Chromium reads a select's size=0 as the default display size (1: its first empty "
        "option is a placeholder label option, so a required select suffers from being "
        "missing); the Standard's display size is 0 there"
    ),
    "value-as-number-rounded": (
        "Chromium rounds a fractional valueAsNumber of a datetime-local (milliseconds) or a "
        "month (months) to the nearest whole one, halves away from 0 (1.5 gives .002, "
        "1970-03); the Standard does not say, webapi floors as Chromium does for time and "
        "date"
    ),
    "submit-default-label": (
        "Chromium submits an input type=submit without a value attribute with its default "
        "label (\"Submit\") as the entry's value; the Standard's entry has the element's "
        "value, the empty string"
    ),
    "whitespace-number-not-a-step-base": (
        'Chromium does not take a value attribute with leading whitespace (" 1") as a '
        "number's or range's step base; the Standard's rules for parsing floating-point "
        "numbers skip the whitespace, so its step base is 1"
    ),
    "chromium-number-attributes-valid-only": (
        "Chromium reads a number's or range's min, max and value attributes (its bounds, its "
        'step base) as numbers only where they are valid floating-point numbers ("1.", '
        '"2020-01-01" are none: a range keeps 0..100 and steps from 0); the Standard\'s '
        "algorithm to convert a string to a number applies the rules for parsing "
        "floating-point number values, which read them as 1 and 2020"
    ),
    "type-change-copies-a-dirty-value-only": (
        "Chromium, when a type change takes an input from the value mode to the default or "
        "default/on mode, writes its value into the value attribute only where the value is "
        "dirty (set by a script or the user); the Standard writes the element's value "
        "whenever it is not empty, so a clean value's sanitization (a color's #000000, a "
        "text's line breaks removed, a range's default 50) lands in the attribute"
    ),
    "multiple-email-value-attribute-ignored": (
        "Chromium's email input with the multiple attribute does not take a changed value "
        "attribute as its value (a clean one stays as parsed: a@b.com after the attribute "
        "became a@b.com,c@d.org); the Standard sets a clean value to the new attribute's "
        "value, sanitized"
    ),
    "range-step-message-within-range": (
        "Chromium's step mismatch message for a range offers only values within min..max "
        "(a bound where no allowed value lies within); webapi the allowed values around the "
        "value, as for a number"
    ),
    "reversed-time-range-message": (
        'Chromium gives a range message ("Value must be 1:00 PM or later.") for a time '
        "within a reversed range (min 13:00, max 10:00: 00:00 is in it) that suffers from no "
        "range state (valid, or a step mismatch); the Standard's message tells what it "
        "suffers from (nothing: empty)"
    ),
    "empty-accept-charset-is-the-documents": (
        "Chromium submits a form whose accept-charset attribute is empty (or only spaces) in "
        "the document's encoding; the Standard in UTF-8 (no label in it names an encoding)"
    ),
    "formmethod-get-text-plain-query": (
        "Chromium's GET submission of a method=post, text/plain form by a submitter with "
        "formmethod=get puts the text/plain body in the query (its line breaks dropped, its "
        "UTF-8 read as windows-1252 and percent-encoded: é=a b becomes %C3%83%C2%A9=a%20b); "
        "the Standard mutates the action URL with the urlencoded entries"
    ),
    "formmethod-post-urlencoded-body": (
        "Chromium's POST submission of a method=get, text/plain form (or one whose submitter "
        "has formenctype=text/plain) by a submitter with formmethod=post sends the entries "
        "urlencoded (é=a b, c=d: %C3%A9=a+b&c=d) under Content-Type text/plain: it picks the "
        "body's encoding by the form's own method; the Standard's body is text/plain's "
        "(é=a b CRLF c=d CRLF)"
    ),
    "selected-attribute-removal-resets": (
        "Chromium runs the selectedness setting algorithm when an option's selected attribute "
        "is removed, so a select of display size 1 left without a selected option selects its "
        "first; webapi leaves it without one (the Standard's option attribute change steps "
        "only set the selectedness to false)"
    ),
    "step-clamps-against-direction": (
        "Chromium's stepUp(n)/stepDown(n) of a value outside min..max brings it into the "
        "range even against the method's direction (stepUp(0) above max, stepDown() below "
        "min); the Standard returns without a change there (stepUp's step 10)"
    ),
    "webapi-range-sanitized-late": (
        "webapi's bug, not fixed yet: a range input's value is sanitized when it is read, with "
        "the min, max and step attributes of then, not when it is set or they change: "
        "Chromium (and the Standard) sanitized it when made and round it again when they "
        "change (49 where webapi gives the new default 50), and a type change away from "
        "range carries the sanitized value, where webapi's is the one set"
    ),
    "multiple-removal-resets": (
        "Chromium runs the selectedness setting algorithm when a select's multiple attribute "
        "is removed (one without a selected option selects its first); webapi leaves it "
        "without one (the Standard names no step for that change)"
    ),
    "chromium-decimal-notation": (
        "Chromium writes a number it took from an attribute (a range's default value, a "
        "value clamped to min or max, a validation message's bound) as its Decimal's string "
        "of that attribute (min=1e2 gives 1e+2); the Standard as the best representation of "
        "the number as a floating-point number (100)"
    ),
}

#: The reads and pseudo-classes that follow from an element's validity or its being a
#: candidate: a departure there changes them too (each sequence's other facts are its own).
DERIVED_READS = frozenset(
    ["willValidate", "validity", "validationMessage", "checkValidity", "elements"]
)
DERIVED_PSEUDO = frozenset([":valid", ":invalid", ":in-range", ":out-of-range"])
#: The departures that change validity (and so what derives from it).
VALIDITY_DEPARTURES = frozenset(
    [
        "readonly-bars-every-input",
        "unnamed-radio-not-missing",
        "step-direction-by-sign-of-n",
        "step-snap-counts-as-a-step",
        "chromium-date-limits",
        "step-from-empty-into-range",
        "insert-of-disabled-option-no-reset",
        "chromium-decimal-notation",
        "step-clamps-against-direction",
        "webapi-range-sanitized-late",
        "selected-attribute-removal-resets",
        "deselect-no-reset",
        "multiple-removal-resets",
        "size-zero-is-one",
        "value-as-number-rounded",
        "whitespace-number-not-a-step-base",
        "chromium-number-attributes-valid-only",
        "type-change-copies-a-dirty-value-only",
        "multiple-email-value-attribute-ignored",
    ]
)


def _stepping(
    sequence: dict[str, Any], record: dict[str, Any], identifier: str | None
) -> str | None:
    """The stepping departure an element's stepUp/stepDown steps may meet."""
    if any(stepped == identifier and value == "" for stepped, value in record.get("stepped", ())):
        return "step-from-empty-into-range"
    counts = [
        step[2]
        for step in sequence["steps"]
        if step[0] in ("stepUp", "stepDown") and step[1] == identifier
    ]
    if any(count is not None and count >= 1e9 for count in counts):
        return "chromium-date-limits"
    if any(  # (past 275760-09: 3.3 million months; 8.64e15 milliseconds)
        step[0] == "valueAsNumber" and step[1] == identifier and abs(step[2]) >= 3e6
        for step in sequence["steps"]
    ):
        return "chromium-date-limits"
    if any(count == 0 for count in counts):
        return "step-clamps-against-direction"
    if any(count is not None and count < 0 for count in counts):
        return "step-direction-by-sign-of-n"
    if any(count is not None and count > 1 for count in counts):
        return "step-snap-counts-as-a-step"
    return None


_NUMERIC = frozenset(["number", "range", "date", "month", "week", "time", "datetime-local"])
_READONLY_APPLIES = frozenset(
    ["text", "search", "url", "tel", "email", "password", *_NUMERIC - {"range"}]
)


def facts(ours: dict[str, Any], theirs: dict[str, Any]) -> list[tuple[Any, ...]]:
    """Each difference between two records: ("step", index), ("submission", index, which
    of its fields), ("tree",), ("read", element index, name), ("pseudo", element index,
    selector)."""
    found: list[tuple[Any, ...]] = []
    for index, (mine, other) in enumerate(zip(ours["steps"], theirs["steps"], strict=True)):
        if mine != other:
            found.append(("step", index))
    if len(ours["submissions"]) != len(theirs["submissions"]):
        found.append(("submissions",))
    pairs = zip(ours["submissions"], theirs["submissions"], strict=False)
    for index, (mine, other) in enumerate(pairs):
        if mine != other:
            if mine is None or other is None:
                found.append(("submission", index, None))
            else:
                found += [("submission", index, k) for k in range(6) if mine[k] != other[k]]
    if len(ours["elements"]) != len(theirs["elements"]):
        return [*found, ("tree",)]
    for index, (mine, other) in enumerate(zip(ours["elements"], theirs["elements"], strict=True)):
        if mine == other:
            continue
        for name, x, y in zip(READS.get(mine[0], ()), mine[1], other[1]):  # noqa: B905
            if x != y:
                found.append(("read", index, name))
        for selector, x, y in zip(PSEUDO_CLASSES, mine[2], other[2], strict=True):
            if x != y:
                found.append(("pseudo", index, selector))
    return found


def differences(ours: dict[str, Any], theirs: dict[str, Any]) -> list[tuple[Any, ...]]:
    return facts(ours, theirs)


def _input_type(element: list[Any]) -> str | None:
    return element[1][0] if element[0] == "input" and element[1] else None


def _ancestors(elements: list[Any], index: int) -> list[list[Any]]:
    found = []
    parent = elements[index][3]
    while parent >= 0:
        found.append(elements[parent])
        parent = elements[parent][3]
    return found


def _matches(element: list[Any], selector: str) -> bool:
    return element[2][PSEUDO_CLASSES.index(selector)] == "1"


def _read_of(element: list[Any], name: str) -> Any:
    names = READS.get(element[0], ())
    return element[1][names.index(name)] if name in names and element[1] else None


def _explain(
    fact: tuple[Any, ...], sequence: dict[str, Any], ours: dict[str, Any], theirs: dict[str, Any]
) -> str | None:
    """The departure that explains one fact by itself, or None."""
    kind = fact[0]
    if kind == "pseudo":
        index, selector = fact[1], fact[2]
        element, other = ours["elements"][index], theirs["elements"][index]
        mine = _matches(element, selector)
        type_ = _input_type(element)
        if selector == ":checked" and mine and type_ == "checkbox":
            if _read_of(element, "indeterminate") and _read_of(element, "checked"):
                return "indeterminate-not-checked"
        if selector == ":checked" and element[0] == "option":
            if _disabled_insert(sequence, ours["elements"], index):
                return "insert-of-disabled-option-no-reset"
            if _deselected(sequence, ours["elements"], index):
                return "deselect-no-reset"
            if _selected_removed(sequence, ours["elements"], index):
                return "selected-attribute-removal-resets"
            select = _select_of(ours["elements"], index)
            if select is not None and any(
                step[0] == "remove" and step[1] == select[4] and step[2] == "multiple"
                for step in sequence["steps"]
            ):
                return "multiple-removal-resets"
        if selector == ":placeholder-shown" and _read_of(element, "value") != _read_of(
            other, "value"
        ):  # (it follows the value: the departure that changed it)
            return _explain(("read", index, "value"), sequence, ours, theirs)
        if selector in (":disabled", ":enabled") and element[0] in ("option", "optgroup"):
            selects = [e for e in _ancestors(ours["elements"], index) if e[0] == "select"]
            if selects and _matches(selects[0], ":disabled") and mine == (selector == ":enabled"):
                return "option-disabled-by-its-select"
        if selector in (":in-range", ":out-of-range") and type_ in ("number", "range"):
            if any(_lenient_number_only(_read_of(element, name)) for name in ("min", "max")):
                return "chromium-number-attributes-valid-only"
        if selector == ":in-range" and not mine and type_ in _NUMERIC:
            flags = str(_read_of(element, "validity"))
            if (
                "range" not in flags
                and _read_of(element, "willValidate")
                and _read_of(element, "value") == ""
            ):
                return "in-range-without-range-limitations"
        return None
    if kind == "read":
        index, name = fact[1], fact[2]
        element, other = ours["elements"][index], theirs["elements"][index]
        mine, chromiums = _read_of(element, name), _read_of(other, name)
        type_ = _input_type(element)
        if name in ("value", "defaultValue", "validationMessage") and _same_numbers(
            mine, chromiums
        ):
            return "chromium-decimal-notation"
        if element[0] == "select" and name in ("validity", "validationMessage"):
            if f'<select id="{element[4]}"' in sequence["markup"] and _size_zero(
                sequence, element[4]
            ):
                return "size-zero-is-one"
        if name in ("value", "valueAsNumber") and type_ in ("datetime-local", "month"):
            if _rounded(sequence, element[4]):
                return "value-as-number-rounded"
        if name in ("value", "defaultValue", "valueAsNumber") and _type_changed(
            sequence, element[4]
        ):
            # (a value a departure changed while the input was a number, a date...: a type
            # change that keeps the value, or copies it into the value attribute, keeps it)
            departure = _value_departure(sequence, ours, element[4])
            if departure is not None:
                return departure
        if element[0] in ("select", "option") and name in (
            "value",
            "selectedIndex",
            "options",
            "selected",
        ):
            if _disabled_insert(sequence, ours["elements"], index):
                return "insert-of-disabled-option-no-reset"
            if _deselected(sequence, ours["elements"], index):
                return "deselect-no-reset"
            if _selected_removed(sequence, ours["elements"], index):
                return "selected-attribute-removal-resets"
            select = _select_of(ours["elements"], index)
            if select is not None and any(
                step[0] == "remove" and step[1] == select[4] and step[2] == "multiple"
                for step in sequence["steps"]
            ):
                return "multiple-removal-resets"
        if name in (
            "value",
            "defaultValue",
            "valueAsNumber",
            "validity",
            "validationMessage",
        ) and _was_range(sequence, element[4]):
            if any(
                step[1] == element[4]
                and (step[0] in ("set", "remove", "valueAsNumber", "value", "stepUp", "stepDown"))
                for step in sequence["steps"]
            ):
                return "webapi-range-sanitized-late"
        if type_ in ("number", "range") and name in _STEP_BASE_READS:
            if re.search(f'id="{element[4]}"[^>]* value="\\s', sequence["markup"]):
                return "whitespace-number-not-a-step-base"
        if type_ in ("number", "range") and name in _STEP_BASE_READS:
            if any(
                _lenient_number_only(_read_of(element, attribute))
                for attribute in ("min", "max", "defaultValue")
            ):
                return "chromium-number-attributes-valid-only"
        if name in ("value", "defaultValue") and type_ in _DEFAULT_MODES:
            if any(step[:3] == ["set", element[4], "type"] for step in sequence["steps"]):
                if not _dirtied(sequence, ours, element[4]):
                    return "type-change-copies-a-dirty-value-only"
                # (a dirty value is copied by both: one Chromium emptied past its limits)
                stepping = _stepping(sequence, ours, element[4])
                if stepping is not None:
                    return stepping
        if name == "value" and type_ == "email" and _read_of(element, "multiple"):
            steps = [step for step in sequence["steps"] if step[1] == element[4]]
            if any(
                step[0] in ("set", "remove") and step[2] == "value" for step in steps
            ) and not _dirtied(sequence, ours, element[4]):
                return "multiple-email-value-attribute-ignored"
        if name == "validationMessage" and type_ == "time":
            low, high = str(_read_of(element, "min")), str(_read_of(element, "max"))
            flags = str(_read_of(element, "validity"))
            if (
                "range" not in flags
                and low > high
                and high != ""
                and str(chromiums).startswith("Value must")
            ):
                return "reversed-time-range-message"
        if name == "validationMessage" and type_ == "range":
            if str(mine).startswith("Please enter a valid value") and str(chromiums).startswith(
                "Please enter a valid value"
            ):
                return "range-step-message-within-range"
        if name in ("value", "valueAsNumber") and type_ in _DATES:
            # (stepped below the year 1: Chromium clamps to its minimum, webapi empties)
            if (
                _read_of(element, "value") == ""
                and str(_read_of(other, "value")).startswith("0001-")
                and _stepped(sequence, element)
            ):
                return "chromium-date-limits"
        if name in ("value", "valueAsNumber") and type_ in _NUMERIC:
            stepping = _stepping(sequence, ours, element[4] if len(element) > 4 else None)
            if stepping is None and (
                (_at_a_bound(element, other) and _stepped(sequence, element))
                or _moved_against_direction(sequence, ours, element, other)
            ):
                stepping = "step-clamps-against-direction"
            if stepping is not None:
                return stepping
        if name == "willValidate" and mine and not chromiums and _read_of(element, "readOnly"):
            if type_ not in _READONLY_APPLIES:
                return "readonly-bars-every-input"
        if name == "validity" and type_ == "radio" and _read_of(element, "name") == "":
            rest = ",".join(flag for flag in mine.split(",") if flag != "valueMissing")
            if "valueMissing" in mine and chromiums == (rest or "valid"):
                return "unnamed-radio-not-missing"
        if name in ("action", "formAction") and isinstance(mine, str):
            if mine.startswith("http://[bad") and chromiums == mine + "/":
                return "invalid-url-reflected-canonicalized"
        return None
    if kind == "submission" and fact[2] is not None:
        mine = ours["submissions"][fact[1]][fact[2]]
        chromiums = theirs["submissions"][fact[1]][fact[2]]
        if fact[2] == 2 and mine.startswith("http://[bad") and chromiums == mine + "/":
            return "invalid-url-reflected-canonicalized"
        if fact[2] == 0:
            if len(mine) == len(chromiums) and all(
                a == b or (a[0] == b[0] and a[1] == "" and b[1] == "Submit")
                for a, b in zip(mine, chromiums, strict=True)
            ):
                return "submit-default-label"
            if _is_subsequence(mine, chromiums):
                extra = list(chromiums)
                for entry in mine:
                    extra.remove(entry)
                if 'dirname=""' in sequence["markup"] and all(
                    entry == ["", "ltr"] for entry in extra
                ):
                    return "empty-dirname-submitted"
                if "<datalist" in sequence["markup"]:
                    return "datalist-descendants-submitted"
            if len(mine) == len(chromiums) and all(
                a == b or (a[0] == b[0] and _same_numbers(a[1], b[1]))
                for a, b in zip(mine, chromiums, strict=True)
            ):
                return "chromium-decimal-notation"
            if _is_subsequence(chromiums, mine):
                extra = list(mine)
                for entry in chromiums:
                    extra.remove(entry)
                deselected = {
                    _read_of(element, "name")
                    for position, element in enumerate(ours["elements"])
                    if element[0] == "select" and _deselected(sequence, ours["elements"], position)
                }
                if all(entry[0] in deselected for entry in extra):
                    # (webapi's select asked for a reset and selected its first option)
                    return "deselect-no-reset"
            return _entries_departure(sequence, ours, mine, chromiums)
    if kind == "submission":  # (one made, the other stopped by validation)
        mine, chromiums = ours["submissions"][fact[1]], theirs["submissions"][fact[1]]
        markup = sequence["markup"]
        if mine is None and chromiums is not None:
            for tag in re.finditer(r'<input id="e[0-9]+" type="([a-z-]+)"[^>]*>', markup):
                if ' readonly=""' in tag.group(0) and tag.group(1) not in _READONLY_APPLIES:
                    return "readonly-bars-every-input"
            for radio in re.finditer(r'<input id="(e[0-9]+)" type="radio"[^>]*>', markup):
                if ' name="' not in radio.group(0) and (
                    ' required=""' in radio.group(0)
                    or ["set", radio.group(1), "required", ""] in sequence["steps"]
                ):
                    return "unnamed-radio-not-missing"
        if chromiums is None and mine is not None:
            for select in re.finditer(r"<select [^>]*>", markup):
                if ' required=""' in select.group(0) and ' size="0"' in select.group(0):
                    return "size-zero-is-one"
        return _stepped_before(sequence, ours, fact[1])
    return None


def _stepped_before(sequence: dict[str, Any], record: dict[str, Any], position: int) -> str | None:
    """The stepping departure (or a valueAsNumber past Chromium's limits) met by an element
    stepped before the ``position``-th submission (which validation let through in one and
    stopped in the other: the value, valid in one, is missing or out of range in the other),
    or None."""
    submits = submit_steps(sequence)
    for step in sequence["steps"][: submits[position]]:
        if step[0] in ("stepUp", "stepDown", "valueAsNumber"):
            stepping = _stepping(sequence, record, step[1])
            if stepping is not None:
                return stepping
    return None


def _entries_departure(
    sequence: dict[str, Any], ours: dict[str, Any], mine: list[Any], chromiums: list[Any]
) -> str | None:
    """The departure that explains two entry lists that differ in more than one way
    (Chromium's extra entries: a datalist's controls', an empty dirname's; entries whose
    values a departure changed), or None: webapi's entries matched in order with Chromium's
    (the first way that explains all, as entries of one name may be either)."""
    markup = sequence["markup"]

    def extra(entry: list[Any]) -> str | None:
        if entry == ["", "ltr"] and 'dirname=""' in markup:
            return "empty-dirname-submitted"
        if "<datalist" in markup:
            return "datalist-descendants-submitted"
        return None

    def match(i: int, j: int) -> list[str] | None:  # (mine[i:] against chromiums[j:])
        if i == len(mine):
            rest = [extra(entry) for entry in chromiums[j:]]
            return None if None in rest else [name for name in rest if name is not None]
        if len(chromiums) - j < len(mine) - i:
            return None
        a, b = mine[i], chromiums[j]
        if a == b or a[0] == b[0]:
            name = None if a == b else _entry_value_departure(sequence, ours, a, b)
            if a == b or name is not None:
                found = match(i + 1, j + 1)
                if found is not None:
                    return found if name is None else [name, *found]
        name = extra(b)
        if name is not None:
            found = match(i, j + 1)
            if found is not None:
                return [name, *found]
        return None

    names = match(0, 0)
    return names[0] if names else None


def _entry_value_departure(
    sequence: dict[str, Any], ours: dict[str, Any], mine: list[Any], chromiums: list[Any]
) -> str | None:
    """The departure that explains an entry whose value differs, or None."""
    if mine[1] == "" and chromiums[1] == "Submit":
        return "submit-default-label"
    if _same_numbers(mine[1], chromiums[1]):
        return "chromium-decimal-notation"
    for element in ours["elements"]:
        identifier = element[4] if len(element) > 4 else None
        renamed = any(
            step[0] in ("set", "remove") and step[1:3] == [identifier, "name"]
            for step in sequence["steps"]
        )
        if _read_of(element, "name") != mine[0] and not renamed:
            continue
        if _input_type(element) not in _NUMERIC:
            if element[0] == "input" and _type_changed(sequence, identifier):
                departure = _value_departure(sequence, ours, identifier)
                if departure is not None:
                    return departure
                if _was_range(sequence, identifier):  # (its value carried from the range)
                    return "webapi-range-sanitized-late"
            continue
        stepping = _stepping(sequence, ours, identifier)
        if stepping is not None:
            return stepping
        if _was_range(sequence, identifier) and any(
            step[1] == identifier and step[0] in ("set", "remove") for step in sequence["steps"]
        ):
            return "webapi-range-sanitized-late"
    return None


_E_NUMBER = re.compile(r"-?(?:\d+\.?\d*|\.\d+)e[+-]?\d+")


def _same_numbers(mine: object, chromiums: object) -> bool:
    """Whether Chromium's text is webapi's with a number in e-notation where webapi writes
    the number's shortest form (1e+2 for 100)."""
    if not isinstance(mine, str) or not isinstance(chromiums, str) or "e" not in chromiums:
        return False
    from webapi._webidl import number_to_string

    return _E_NUMBER.sub(lambda m: number_to_string(float(m.group())), chromiums) == mine


#: The reads a number's or range's step base decides.
_STEP_BASE_READS = frozenset(["value", "valueAsNumber", "validity", "validationMessage"])
#: The steps that make an input's value dirty.
_DIRTYING = frozenset(["value", "valueAsNumber", "valueAsDate", "stepUp", "stepDown"])


def _was_range(sequence: dict[str, Any], identifier: str | None) -> bool:
    """Whether the element was a range input, made so or by a step."""
    return re.search(f'id="{identifier}" type="range"', sequence["markup"]) is not None or any(
        step[:3] == ["set", identifier, "type"] and str(step[3]).lower() == "range"
        for step in sequence["steps"]
    )


def _rounded(sequence: dict[str, Any], identifier: str) -> bool:
    """Whether a valueAsNumber step set the element's value from a fractional number."""
    return any(
        step[0] == "valueAsNumber" and step[1] == identifier and float(step[2]) != int(step[2])
        for step in sequence["steps"]
    )


def _type_changed(sequence: dict[str, Any], identifier: str) -> bool:
    return any(
        step[0] in ("set", "remove") and step[1:3] == [identifier, "type"]
        for step in sequence["steps"]
    )


def _value_departure(
    sequence: dict[str, Any], record: dict[str, Any], identifier: str
) -> str | None:
    """The departure the element's value met by its steps while it was a number, a date...
    (stepping, a valueAsNumber past Chromium's limits, a fractional one of a month or a
    datetime-local), or None."""
    stepping = _stepping(sequence, record, identifier)
    if stepping is not None:
        return stepping
    found = re.search(f'id="{identifier}" type="([^"]*)"', sequence["markup"])
    if found is not None and found.group(1).lower() in ("datetime-local", "month"):
        if _rounded(sequence, identifier):
            return "value-as-number-rounded"
    return None


def _dirtied(sequence: dict[str, Any], record: dict[str, Any], identifier: str) -> bool:
    """Whether a step left the element's value dirty (one that threw, as stepUp() of a
    color, changed nothing; a later reset() of its form, the last one it had, made it clean
    again)."""
    owner = next((_read_of(e, "form") for e in record["elements"] if e[4] == identifier), None)
    dirty = False
    for step, outcome in zip(sequence["steps"], record["steps"], strict=True):
        if step[0] in _DIRTYING and step[1] == identifier and outcome is None:
            dirty = True
        elif step[0] == "reset" and step[1] == owner and outcome is None:
            dirty = False
    return dirty


_DATES = frozenset(["date", "month", "week", "datetime-local"])
#: The input types whose value IDL attribute is in the default or default/on mode.
_DEFAULT_MODES = frozenset(["hidden", "submit", "image", "reset", "button", "checkbox", "radio"])
_VALID_FLOAT = re.compile(r"-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?")
_FLOAT_START = re.compile(r"[ \t\n\f\r]*[-+]?\.?[0-9]")


def _lenient_number_only(text: object) -> bool:
    """Whether the rules for parsing floating-point number values read a number from
    ``text`` ("1.", " 1", "2020-01-01") though it is no valid floating-point number."""
    return (
        isinstance(text, str)
        and _FLOAT_START.match(text) is not None
        and _VALID_FLOAT.fullmatch(text) is None
    )


def _select_of(elements: list[Any], index: int) -> list[Any] | None:
    if elements[index][0] == "select":
        return elements[index]  # type: ignore[no-any-return]
    selects = [e for e in _ancestors(elements, index) if e[0] == "select"]
    return selects[0] if selects else None


def _deselected(sequence: dict[str, Any], elements: list[Any], index: int) -> bool:
    """Whether a step set an option of the element's select unselected."""
    select = _select_of(elements, index)
    return select is not None and any(
        step[0] == "optionSelected" and step[1] == select[4] and not step[3]
        for step in sequence["steps"]
    )


def _selected_removed(sequence: dict[str, Any], elements: list[Any], index: int) -> bool:
    """Whether a step removed the selected attribute of an option of the element's select."""
    select = _select_of(elements, index)
    if select is None:
        return False
    options = [
        e[4]
        for position, e in enumerate(elements)
        if e[0] == "option" and select in _ancestors(elements, position)
    ]
    return any(
        step[0] == "remove" and step[2] == "selected" and step[1] in options
        for step in sequence["steps"]
    )


def _stepped(sequence: dict[str, Any], element: list[Any]) -> bool:
    return any(
        step[0] in ("stepUp", "stepDown") and step[1] == element[4] for step in sequence["steps"]
    )


def _at_a_bound(element: list[Any], other: list[Any]) -> bool:
    """Whether Chromium's value of the element is its min or its max."""
    value = _read_of(other, "valueAsNumber")
    bounds = []
    for name in ("min", "max"):
        with contextlib.suppress(AttributeError, TypeError, ValueError):
            bounds.append(_bound_number(_input_type(element), _read_of(element, name)))
    return isinstance(value, (int, float)) and value in bounds


#: The steps after which an input's value may be other than its last stepping left it.
_VALUE_STEPS = frozenset(["value", "valueAsNumber", "stepUp", "stepDown", "set", "remove"])


def _moved_against_direction(
    sequence: dict[str, Any], record: dict[str, Any], element: list[Any], other: list[Any]
) -> bool:
    """Whether the element's value was last changed by a stepUp (stepDown) that did not
    throw, after which Chromium's value is below (above) webapi's: a value outside the range
    or off the step near a bound (a time's 23:59:59.999 under Chromium's default maximum,
    stepped up by 1 s from 10:00 to 23:59:59), which Chromium clamps into the range against
    the method's direction where the Standard leaves it (stepUp's step 10)."""
    identifier = element[4]
    owner = _read_of(element, "form")
    last = None
    for step, outcome in zip(sequence["steps"], record["steps"], strict=True):
        # (a reset of the form that owns it at the end: another form's leaves its value)
        if (step[0] == "reset" and step[1] == owner) or (
            step[0] in _VALUE_STEPS and step[1] == identifier
        ):
            last = (step[0], outcome)
    if last is None or last[0] not in ("stepUp", "stepDown") or last[1] is not None:
        return False
    mine, chromiums = _read_of(element, "valueAsNumber"), _read_of(other, "valueAsNumber")
    if not isinstance(mine, (int, float)) or not isinstance(chromiums, (int, float)):
        return False
    return chromiums < mine if last[0] == "stepUp" else chromiums > mine


_EPOCH = datetime.datetime(1970, 1, 1)


def _bound_number(type_: str | None, text: str) -> float:
    """A min or max attribute's number for the input type (as valueAsNumber counts: ms
    since 1970 or midnight, months since 1970-01); ValueError where it is none."""
    if type_ == "time":
        hours, minutes, *rest = text.split(":")
        seconds = float(rest[0]) if rest else 0.0
        return ((int(hours) * 60 + int(minutes)) * 60 + seconds) * 1000
    if type_ == "month":
        year, month = text.split("-")
        return (int(year) - 1970) * 12 + int(month) - 1.0
    if type_ in ("date", "week", "datetime-local"):
        if type_ == "week":
            year, week = text.split("-W")
            moment = datetime.datetime.fromisocalendar(int(year), int(week), 1)
        else:
            moment = datetime.datetime.fromisoformat(text)
        return (moment - _EPOCH) / datetime.timedelta(milliseconds=1)
    return float(text)


def _size_zero(sequence: dict[str, Any], identifier: str) -> bool:
    markup = sequence["markup"]
    start = markup.find(f'<select id="{identifier}"')
    return 'size="0"' in markup[start : markup.find(">", start)]


def _disabled_insert(sequence: dict[str, Any], elements: list[Any], index: int) -> bool:
    """Whether the element (a select, or an option of one) is a select with a disabled
    optgroup that an options.add() step inserted into."""
    select = elements[index]
    if select[0] != "select":
        selects = [e for e in _ancestors(elements, index) if e[0] == "select"]
        if not selects:
            return False
        select = selects[0]
    identifier = select[4] if len(select) > 4 else None
    markup = sequence["markup"]
    start = markup.find(f'<select id="{identifier}"')
    inside = markup[start : markup.find("</select>", start)] if start >= 0 else ""
    return (
        "<optgroup" in inside
        and 'disabled=""' in inside.split("<optgroup", 1)[1]
        and any(step[0] == "add" and step[1] == identifier for step in sequence["steps"])
    )


def classify_request(
    sequence: dict[str, Any],
    ours: dict[str, Any],
    theirs: dict[str, Any],
    step: int,
    mine: list[Any] | None,
    chromiums: list[Any] | None,
) -> str | None:
    """The class of a difference between webapi's and Chromium's request of a real
    submission (the ``step``-th of ``sequence``): "derived" where what decided it in the
    page already differed (the submission's facts, classified by :func:`classify`), a
    departure's name, or None (unexplained)."""
    position = [i for i, s in enumerate(sequence["steps"]) if s[0] == "submit"].index(step)
    if ours["submissions"][position] != theirs["submissions"][position]:
        return "derived"
    form = sequence["steps"][step][1]
    submits = [i for i, s in enumerate(sequence["steps"]) if s[0] == "submit"]
    if any(  # (a later submission of the form, made in one, replaced this one's navigation)
        sequence["steps"][later][1] == form
        and (ours["submissions"][after] is None) != (theirs["submissions"][after] is None)
        for after, later in enumerate(submits)
        if after > position
    ):
        return "derived"
    decided = ours["submissions"][position]
    if decided is not None and mine is not None and chromiums is not None:
        if decided[4].strip(ASCII_WHITESPACE) == "" and decided[5] != "UTF-8":
            if mine[0] == chromiums[0] and mine[2] == chromiums[2]:
                return "empty-accept-charset-is-the-documents"
        if (
            decided[1] == "get"
            and decided[3] == "text/plain"
            and mine[0] == chromiums[0] == "GET"
            and mine[1].partition("?")[0] == chromiums[1].partition("?")[0]
        ):
            return "formmethod-get-text-plain-query"
        if (
            decided[1] == "post"
            and decided[3] == "text/plain"
            and mine[:3] == chromiums[:3]
            and mine[0] == "POST"
            and "\r\n" not in chromiums[3]
        ):
            return "formmethod-post-urlencoded-body"
    return None


ASCII_WHITESPACE = " \t\n\f\r"


def _is_subsequence(short: list[Any], long: list[Any]) -> bool:
    found = iter(long)
    return all(any(item == other for other in found) for item in short)


def _derived(fact: tuple[Any, ...], ours: dict[str, Any]) -> bool:
    """Whether the fact follows from an element's validity or candidacy."""
    if fact[0] == "read":
        return fact[2] in DERIVED_READS
    if fact[0] == "pseudo":
        return fact[2] in DERIVED_PSEUDO
    if fact[0] == "submission":
        # a submission validation let through or stopped, or an entry of a value a
        # departure changed
        return fact[2] in (None, 0)
    return False


def classify(
    sequence: dict[str, Any], ours: dict[str, Any], theirs: dict[str, Any]
) -> tuple[set[str], list[tuple[Any, ...]]]:
    """The departures the differences between two records fall in, and the facts none
    explains (unexplained: to fix). A fact that derives from validity (``willValidate``,
    ``validationMessage``, ``:valid``, a submission that validation let through or stopped,
    the form's ``checkValidity()``...) is explained where the same sequence meets a departure
    that changes validity."""
    names: set[str] = set()
    left = []
    for fact in facts(ours, theirs):
        name = _explain(fact, sequence, ours, theirs)
        if name is None:
            left.append(fact)
        else:
            names.add(name)
    if names & VALIDITY_DEPARTURES:
        left = [fact for fact in left if not _derived(fact, ours)]
    return names, left


# --- the witnesses -------------------------------------------------------------------------


def _witness(markup: str, *steps: list[Any]) -> dict[str, Any]:
    return {"charset": "utf-8", "markup": markup, "steps": list(steps), "real": False}


#: A sequence of each class of :data:`DEPARTURES`, which meets it (and no unexplained
#: difference): Chromium 156's records of them are in the recorded answers.
WITNESSES: dict[str, dict[str, Any]] = {
    "option-disabled-by-its-select": _witness(
        '<form id="f0"><select id="e0" disabled=""><option id="e1">a</option></select></form>'
    ),
    "in-range-without-range-limitations": _witness(
        '<form id="f0"><input id="e0" type="number" max="x"></form>'
    ),
    "readonly-bars-every-input": _witness(
        '<form id="f0"><input id="e0" type="checkbox" readonly="" required=""></form>'
    ),
    "unnamed-radio-not-missing": _witness(
        '<form id="f0"><input id="e0" type="radio" required=""></form>'
    ),
    "datalist-descendants-submitted": _witness(
        '<form id="f0"><datalist id=dl0><input id="e0" name="a" value="1"></datalist></form>',
        ["submit", "f0", None],
    ),
    "invalid-url-reflected-canonicalized": _witness('<form id="f0" action="http://[bad"></form>'),
    "step-direction-by-sign-of-n": _witness(
        '<form id="f0"><input id="e0" type="number" value="5"></form>', ["stepDown", "e0", -1]
    ),
    "step-snap-counts-as-a-step": _witness(
        '<form id="f0"><input id="e0" type="number" min="0" step="3"></form>',
        ["value", "e0", "4"],
        ["stepUp", "e0", 2],
    ),
    "chromium-date-limits": _witness(
        '<form id="f0"><input id="e0" type="month"></form>',
        ["valueAsNumber", "e0", 1577836800000],
    ),
    "step-from-empty-into-range": _witness(
        '<form id="f0"><input id="e0" type="month" min="2020-01" max="2020-01"></form>',
        ["stepDown", "e0", 1],
    ),
    "insert-of-disabled-option-no-reset": _witness(
        '<form id="f0"><select id="e0"><option id="e1" selected="">a</option>'
        '<optgroup label="g" disabled=""><option id="e2">e</option><option id="e3">o</option>'
        "</optgroup></select></form>",
        ["value", "e0", "abc"],
        ["add", "e0", "z", "w", False, False, 1],
    ),
    "indeterminate-not-checked": _witness(
        '<form id="f0"><input id="e0" type="checkbox" checked=""></form>',
        ["indeterminate", "e0", True],
    ),
    "empty-dirname-submitted": _witness(
        '<form id="f0"><input id="e0" name="a" dirname=""></form>', ["submit", "f0", None]
    ),
    "deselect-no-reset": _witness(
        '<form id="f0"><select id="e0"><option id="e1">a</option><option id="e2">b</option>'
        "</select></form>",
        ["value", "e0", "zz"],
        ["optionSelected", "e0", 1, False],
    ),
    "size-zero-is-one": _witness(
        '<form id="f0"><select id="e0" required="" size="0"><option id="e1" value="">a'
        '</option><option id="e2">b</option></select></form>'
    ),
    "value-as-number-rounded": _witness(
        '<form id="f0"><input id="e0" type="datetime-local"></form>',
        ["valueAsNumber", "e0", 1.5],
    ),
    "whitespace-number-not-a-step-base": _witness(
        '<form id="f0"><input id="e0" type="range" value=" 1" max="5" step="3600"></form>'
    ),
    "chromium-number-attributes-valid-only": _witness(
        '<form id="f0"><input id="e0" type="range" value="1." step="3600"></form>'
    ),
    "type-change-copies-a-dirty-value-only": _witness(
        '<form id="f0"><input id="e0" type="color"></form>', ["set", "e0", "type", "button"]
    ),
    "multiple-email-value-attribute-ignored": _witness(
        '<form id="f0"><input id="e0" type="email" value="a@b.com" multiple=""></form>',
        ["set", "e0", "value", "a@b.com,c@d.org"],
    ),
    "range-step-message-within-range": _witness(
        '<form id="f0"><input id="e0" type="range" value="-3" max="x" step="3600"></form>'
    ),
    "submit-default-label": _witness(
        '<form id="f0"><input id="e0" type="submit" name="q"></form>', ["submit", "f0", "e0"]
    ),
    "reversed-time-range-message": _witness(
        '<form id="f0"><input id="e0" type="time" value="00:00" min="13:00" max="10:00"></form>'
    ),
    "empty-accept-charset-is-the-documents": {
        "charset": "windows-1252",
        "markup": '<form id="f0" action="/s" accept-charset=""><input id="e0" name="q" value="é">'
        "</form>",
        "steps": [["submit", "f0", None]],
        "real": True,
    },
    "formmethod-get-text-plain-query": {
        "charset": "utf-8",
        "markup": '<form id="f0" action="/s" method="post" enctype="text/plain">'
        '<input id="e0" name="é" value="a b"><input id="e1" name="c" value="d">'
        '<button id="e2" formmethod="get">b</button></form>',
        "steps": [["submit", "f0", "e2"]],
        "real": True,
    },
    "formmethod-post-urlencoded-body": {
        "charset": "utf-8",
        "markup": '<form id="f0" action="/s" method="get" enctype="text/plain">'
        '<input id="e0" name="é" value="a b"><input id="e1" name="c" value="d">'
        '<button id="e2" formmethod="post">b</button></form>',
        "steps": [["submit", "f0", "e2"]],
        "real": True,
    },
    "selected-attribute-removal-resets": _witness(
        '<form id="f0"><select id="e0"><option id="e1" selected="">a</option>'
        '<option id="e2">b</option></select></form>',
        ["reset", "f0"],
        ["remove", "e1", "selected"],
    ),
    "multiple-removal-resets": _witness(
        '<form id="f0"><select id="e0" multiple=""><option id="e1">a</option></select></form>',
        ["value", "e0", "zz"],
        ["remove", "e0", "multiple"],
    ),
    "step-clamps-against-direction": _witness(
        '<form id="f0"><input id="e0" type="number" value="1" min="-2.5" max="-2.5"></form>',
        ["stepUp", "e0", 0],
    ),
    "webapi-range-sanitized-late": _witness(
        '<form id="f0"><input id="e0" type="range" min="-2.5"></form>', ["set", "e0", "min", "0"]
    ),
    "chromium-decimal-notation": _witness(
        '<form id="f0"><input id="e0" type="range" min="1e2"></form>'
    ),
}


# --- asking Chromium -----------------------------------------------------------------------

#: Sequences a page.evaluate runs.
BATCH = 400


def chromium_records(
    sequences: list[dict[str, Any]], page: Any
) -> tuple[list[dict[str, Any]], dict[tuple[int, int], list[Any]]]:
    """Chromium's record of each sequence (run in ``page``, a Playwright page, a batch of
    :data:`BATCH` sequences of one charset per ``evaluate``), and the requests its real
    submissions made: (sequence index, step index) -> :func:`normalized_request`'s list.
    Each charset's page is served from :data:`PAGE` by Playwright's routing, which also
    catches the submissions (answered 204: the iframe stays)."""
    records: list[Any] = [None] * len(sequences)
    caught: dict[tuple[int, int], list[Any]] = {}
    serving: dict[str, bytes] = {}

    def route(route: Any, request: Any) -> None:
        frame = request.frame
        name = frame.name if frame is not None else ""
        if name.startswith("t") and "_" in name:
            index, step = name[1:].split("_")
            body = request.post_data_buffer or b""
            caught[int(index), int(step)] = normalized_request(
                request.method, request.url, request.headers.get("content-type"), body
            )
            route.fulfill(status=204, body="")
            return
        body = serving.get(request.url)
        if body is None:
            route.fulfill(status=404, body="")
            return
        route.fulfill(status=200, body=body, headers={"content-type": "text/html"})

    page.route("**/*", route)
    try:
        by_charset: dict[str, list[int]] = {}
        for index, sequence in enumerate(sequences):
            by_charset.setdefault(sequence["charset"], []).append(index)
        for charset, indexes in by_charset.items():
            serving[page_url(charset)] = page_bytes(charset)
            page.goto(page_url(charset))
            for start in range(0, len(indexes), BATCH):
                chunk = indexes[start : start + BATCH]
                batch = []
                for index in chunk:  # (the iframes' names carry the sequence's index)
                    batch.append(sequences[index])
                found = page.evaluate(
                    JS_RUN_INDEXED, [batch, chunk, READS, list(FLAGS), list(PSEUDO_CLASSES)]
                )
                for index, record in zip(chunk, found, strict=True):
                    records[index] = record
                if any(sequences[index]["real"] for index in chunk):
                    page.wait_for_timeout(300)  # (the submissions' navigations start)
                    # (and those the page decided on are caught before the next batch
                    # removes their iframes: on a loaded machine 300 ms may not do)
                    awaited = [
                        key
                        for index in chunk
                        for key in _awaited_requests(index, sequences[index], records[index])
                    ]
                    for _ in range(50):
                        if all(key in caught for key in awaited):
                            break
                        page.wait_for_timeout(100)
        page.wait_for_timeout(300)
    finally:
        page.unroute("**/*", route)
    return records, caught


def _awaited_requests(
    index: int, sequence: dict[str, Any], record: dict[str, Any]
) -> list[tuple[int, int]]:
    """The (sequence index, step index) of each request a real sequence's submissions should
    make by what the page decided (a submission the submit event saw, not a dialog's, to an
    HTTP(S) action, not replaced by a later one of the same form in the same task)."""
    if not sequence["real"]:
        return []
    from webapi.url import URL

    steps = submit_steps(sequence)
    submissions = record["submissions"]
    awaited = []
    for position, step in enumerate(steps[: len(submissions)]):
        decided = submissions[position]
        if decided is None or decided[1] == "dialog":
            continue
        if not str(decided[2]).startswith(("http:", "https:")):
            continue
        if not URL.canParse(decided[2]):  # (http://[bad: no navigation, no request)
            continue
        form = sequence["steps"][step][1]
        if any(
            sequence["steps"][later][1] == form and submissions[after] is not None
            for after, later in enumerate(steps)
            if after > position
        ):
            continue
        awaited.append((index, step))
    return awaited


#: :data:`JS_RUN` given each sequence's own index (for the iframes' names).
JS_RUN_INDEXED = JS_RUN.replace(
    "([sequences, reads, flags, pseudo, first]) => {",
    "([sequences, indexes, reads, flags, pseudo]) => { const first = 0;",
).replace(
    "frame.name = `t${first + index}_${stepIndex}`;",
    "frame.name = `t${indexes[index]}_${stepIndex}`;",
)
assert JS_RUN_INDEXED != JS_RUN


def our_records(
    sequences: list[dict[str, Any]],
) -> tuple[list[dict[str, Any]], dict[tuple[int, int], list[Any] | None]]:
    """webapi's record of each sequence and, for the real ones, each submission step's
    request (None for none, or one that is not over HTTP(S): a ``data:`` URL's)."""
    records = []
    requests: dict[tuple[int, int], list[Any] | None] = {}
    for index, sequence in enumerate(sequences):
        made: list[Any] | None = [] if sequence["real"] else None
        records.append(run_ours(sequence, made))
        if made is not None:
            steps = submit_steps(sequence)
            submissions = records[-1]["submissions"]
            for position, (step, request) in enumerate(zip(steps, made, strict=True)):
                if request is not None and not request[1].startswith(("http:", "https:")):
                    request = None
                # the form's planned navigation is replaced by a later submission of the
                # same form in the same task (the steps run in one): no request is made
                form = sequence["steps"][step][1]
                if any(
                    sequence["steps"][later][1] == form and submissions[after] is not None
                    for after, later in enumerate(steps)
                    if after > position
                ):
                    request = None
                requests[index, step] = request
    return records, requests


# --- the recorded answers ------------------------------------------------------------------

#: The default run's sample: SAMPLE sequences of seed SAMPLE_SEED (every 4th real).
SAMPLE, SAMPLE_SEED, SAMPLE_REAL = 150, 5151, 4
RECORDED = Path(__file__).with_name("_chromium_form_sequences.json.gz")


def sample() -> list[dict[str, Any]]:
    return generate(SAMPLE, SAMPLE_SEED, SAMPLE_REAL)


def recorded() -> dict[str, Any]:
    """Chromium 156's records: "sample" (a list, as :func:`sample`'s), "requests" (the
    sample's real submissions: "index step" -> request or None), "witnesses" (name -> record)."""
    with gzip.open(RECORDED, "rt", encoding="utf-8") as file:
        return json.load(file)  # type: ignore[no-any-return]


def ask_chromium() -> dict[str, Any]:
    """The records :func:`recorded` keeps, asked of Chromium again."""
    from oracles.chromium import browser

    sequences = sample()
    names = sorted(WITNESSES)
    with browser() as launched:
        page = launched.new_page()
        records, caught = chromium_records([*sequences, *(WITNESSES[n] for n in names)], page)
    requests = {
        f"{index} {step}": caught.get((index, step))
        for index, sequence in enumerate(sequences)
        if sequence["real"]
        for step, action in enumerate(sequence["steps"])
        if action[0] == "submit"
    }
    witness_requests = {
        name: [
            caught.get((len(sequences) + position, step))
            for step, action in enumerate(WITNESSES[name]["steps"])
            if action[0] == "submit"
        ]
        for position, name in enumerate(names)
        if WITNESSES[name]["real"]
    }
    return {
        "sample": records[: len(sequences)],
        "requests": requests,
        "witnesses": dict(zip(names, records[len(sequences) :], strict=True)),
        "witness_requests": witness_requests,
    }


if __name__ == "__main__":  # python -m tests.html._form_sequences: record Chromium's answers
    text = json.dumps(ask_chromium(), ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    RECORDED.write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))
