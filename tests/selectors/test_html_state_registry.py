"""HTML's element state as the selectors read it: for HTML's element classes, the selectors
ask the element (an ``input``'s type state, registered through
``webapi.selectors.register_input_type_state``); for an element HTML did not make (the DOM's
own ``ElementImpl``), they read the attributes, and an invalid ``type`` answers as the Text
state does (https://html.spec.whatwg.org/multipage/input.html#attr-input-type)."""

from __future__ import annotations

import pytest

from tests.selectors._trees import html_document
from webapi.dom.engine import ElementImpl, append
from webapi.infra import HTML_NAMESPACE
from webapi.selectors._registry import input_type_state
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
    "hidden": {":read-only", ":enabled"},  # required does not apply: neither
    "submit": {":read-only", ":enabled", ":default"},
}
STATE = {None: "text", "TEXT": "text", "foo": "text", "": "text", "radİo": "text", "RADIO": "radio"}


def _attributes(kind: str | None) -> dict[str, str]:
    attrs = {"required": "", "placeholder": "p", "checked": ""}
    if kind is not None:
        attrs["type"] = kind
    return attrs


@pytest.mark.parametrize("kind", TYPES)
def test_html_elements_and_dom_only_elements_answer_alike(kind: str | None) -> None:
    document = html_document("<form></form><form></form>")
    form, other_form = document.querySelectorAll("form")
    markup = "".join(f' {k}="{v}"' for k, v in _attributes(kind).items())
    form.innerHTML = f"<input{markup}>"
    html_input = form.firstChild
    plain = ElementImpl(document, HTML_NAMESPACE, "input", None, _attributes(kind))
    append(plain, other_form)  # (each the first of its form: its default button if a submit)
    assert type(plain) is ElementImpl and type(html_input) is not ElementImpl
    state = STATE.get(kind, kind)
    assert input_type_state(html_input) == state
    assert input_type_state(plain) is None  # (not an element HTML knows: its attributes read)
    for pseudo_class in PSEUDO_CLASSES:
        answer = matches(html_input, pseudo_class)
        assert matches(plain, pseudo_class) == answer, pseudo_class
        if (state in EXPECTED and pseudo_class != ":default") or state in ("checkbox", "radio"):
            assert answer == (pseudo_class in EXPECTED[state]), (pseudo_class, state)


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
