"""HTML's element state as the selectors read it: HTML answers every state pseudo-class
through one registration (``webapi.selectors.register_element_state``, made by
``webapi/html/forms/_element_state.py`` as it loads, which the selectors load on their first such
question), from the element's state: an invalid ``type`` answers as the Text state does
(https://html.spec.whatwg.org/multipage/input.html#attr-input-type), and whatever imported
first, a script's changes are seen."""

from __future__ import annotations

import pytest

from tests.selectors._trees import html_document
from webapi.selectors._registry import element_states, input_type_state
from webapi.selectors.engine import matches

TYPES = [
    None,
    "text",
    "TEXT",
    "foo",
    "",
    "radİo",
    "number",
    "date",
    "checkbox",
    "RADIO",
    "hidden",
    "range",
    "file",
    "submit",
    "image",
    "reset",
    "button",
    "password",
    "email",
]
PSEUDO_CLASSES = [
    ":read-write",
    ":read-only",
    ":required",
    ":optional",
    ":placeholder-shown",
    ":checked",
    ":default",
    ":indeterminate",
    ":enabled",
    ":disabled",
]

#: Answers from the Standard's table of the input types' attributes (readonly, required and
#: placeholder apply to the text-like types, required also to checkbox, radio and file,
#: readonly and placeholder not to the date types / placeholder not to them): the Text state
#: where the value is missing or invalid.
EXPECTED = {
    "text": {":read-write", ":required", ":placeholder-shown", ":enabled"},
    "number": {":read-write", ":required", ":placeholder-shown", ":enabled"},
    "date": {":read-write", ":required", ":enabled"},
    "checkbox": {":read-only", ":required", ":checked", ":default", ":enabled"},
    "radio": {":read-only", ":required", ":checked", ":default", ":enabled"},
    "file": {":read-only", ":required", ":enabled"},
    "hidden": {":read-only", ":enabled", ":optional"},  # (required does not apply: optional)
    "submit": {":read-only", ":enabled", ":default", ":optional"},
}
STATE = {None: "text", "TEXT": "text", "foo": "text", "": "text", "radİo": "text", "RADIO": "radio"}


def _attributes(kind: str | None) -> dict[str, str]:
    attrs = {"required": "", "placeholder": "p", "checked": ""}
    if kind is not None:
        attrs["type"] = kind
    return attrs


@pytest.mark.parametrize("kind", TYPES)
def test_html_answers_by_the_type_state(kind: str | None) -> None:
    document = html_document("<form></form>")
    form = document.querySelector("form")
    markup = "".join(f' {k}="{v}"' for k, v in _attributes(kind).items())
    form.innerHTML = f"<input{markup}>"
    html_input = form.firstChild
    state = STATE.get(kind, kind)
    assert input_type_state(html_input) == state
    for pseudo_class in PSEUDO_CLASSES:
        answer = matches(html_input, pseudo_class)
        if (state in EXPECTED and pseudo_class != ":default") or state in ("checkbox", "radio"):
            assert answer == (pseudo_class in EXPECTED[state]), (pseudo_class, state)


def test_one_registration_answers_the_state_pseudo_classes() -> None:
    names = set(element_states())
    assert {"checked", "indeterminate", "default", "placeholder-shown", "disabled"} <= names
    assert {"enabled", "required", "optional", "read-only", "read-write", "open"} <= names
    assert {"focus", "focus-within", "modal", "popover-open", "autofill", "valid"} <= names


@pytest.mark.needs_subprocess
def test_selectors_from_a_program_of_the_dom_alone() -> None:
    # A program that imports webapi.dom only (the DOM loads what the root package declares
    # for HTML's members as it needs them): the answers are HTML's.
    import subprocess
    import sys

    code = (
        "from webapi.dom import Document\n"
        "d = Document().implementation.createHTMLDocument()\n"
        "i = d.createElement('input')\n"
        "i.setAttribute('type', 'FOO')\n"
        "i.setAttribute('placeholder', '')\n"
        "d.documentElement.appendChild(i)\n"
        "print(i.matches(':placeholder-shown'), i.matches(':read-write'), i.matches(':checked'))\n"
        "i.setAttribute('type', 'Checkbox')\n"
        "i.setAttribute('checked', '')\n"
        "print(i.matches(':placeholder-shown'), i.matches(':read-write'), i.matches(':checked'))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "True", "False", "False", "False", "True"]


#: Programs that import only what a user would, each in a fresh interpreter: the selectors see
#: the state a script set (``checked``, ``indeterminate``, ``value``, ``focus()``) whatever
#: loaded first.
PROGRAMS = {
    "webapi.dom alone": (
        "from webapi.dom import Document\n"
        "d = Document().implementation.createHTMLDocument()\n"
        "d.body.innerHTML = '<input id=a type=checkbox><input id=b placeholder=p value=v>'\n"
    ),
    "DOMParser": (
        "from webapi.html import DOMParser\n"
        "d = DOMParser().parseFromString("
        "'<input id=a type=checkbox><input id=b placeholder=p value=v>', 'text/html')\n"
    ),
    "selectors first": (
        "import webapi.selectors\n"
        "from webapi import dom\n"
        "d = dom.Document().implementation.createHTMLDocument()\n"
        "d.body.innerHTML = '<input id=a type=checkbox><input id=b placeholder=p value=v>'\n"
    ),
}
ASK = (
    "a, b = d.getElementById('a'), d.getElementById('b')\n"
    "print(a.matches(':checked'), b.matches(':placeholder-shown'), b.matches(':focus'))\n"
    "a.checked = True; b.value = ''; b.focus()\n"
    "print(a.matches(':checked'), b.matches(':placeholder-shown'), b.matches(':focus'))\n"
    "a.indeterminate = True\n"
    "print(len(d.querySelectorAll(':indeterminate')))\n"
)


@pytest.mark.needs_subprocess
@pytest.mark.parametrize("program", PROGRAMS)
def test_the_answers_follow_a_script_whatever_loaded_first(program: str) -> None:
    import subprocess
    import sys

    code = PROGRAMS[program] + ASK
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False", "False", "True", "True", "True", "1"]


def test_a_switch_is_never_indeterminate() -> None:
    """A checkbox with the ``switch`` attribute (``input.switch``, reflected) does not match
    :indeterminate, whatever its ``indeterminate`` (WPT's input-checkbox-switch.tentative)."""
    from webapi.html import DOMParser

    document = DOMParser().parseFromString("<input type=checkbox>", "text/html")
    checkbox = document.querySelector("input")
    checkbox.indeterminate = True
    assert checkbox.matches(":indeterminate")
    checkbox.switch = True
    assert checkbox.getAttribute("switch") == "" and not checkbox.matches(":indeterminate")
    checkbox.switch = False
    assert checkbox.matches(":indeterminate")
