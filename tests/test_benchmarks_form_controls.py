"""``benchmarks/form_controls.py`` measures what it says: its getters read the attributes its
rows name, its form has controls of every kind with some third invalid."""

from __future__ import annotations

from typing import Any

from benchmarks.form_controls import REFLECTED, reflection, validity_form
from webapi.html import DOMParser


def test_each_getter_reflects_the_attribute_its_row_names() -> None:
    for _, markup, idl, content in REFLECTED:
        element: Any = DOMParser().parseFromString(markup, "text/html").getElementById("e")
        assert element.getAttribute(content) is not None
        value = getattr(element, idl)
        element.removeAttribute(content)
        assert getattr(element, idl) != value  # (the getter follows the attribute)
    assert [row[0] for row in reflection(1)] == [row for row, *_ in REFLECTED]


def test_the_validity_form_has_every_kind_and_a_third_invalid() -> None:
    document: Any = DOMParser().parseFromString(validity_form(300), "text/html")
    form = document.getElementById("f")
    controls = list(form.elements)
    assert len(controls) == 300
    kinds = {(c.localName, c.type) for c in controls}
    assert len(kinds) == 9  # (the pattern input is a text input too)
    invalid = [c for c in controls if not c.checkValidity()]
    assert 0.2 < len(invalid) / len(controls) < 0.45
    assert form.checkValidity() is False
