"""What WPT's ``innertext-setter-tests.js`` checks (read from ``../shared/wpt-tests``:
``_wpt_setter.py``): the rendered text fragment (newlines and CRs as ``<br>``, nothing else
changed, no empty Text node), in the document and detached; and innerText set on every element
the file lists as "should not throw"."""

from __future__ import annotations

import pytest

from tests._sample import sampled
from tests.text._wpt_setter import set_in_context, setter_cases

_CASES = setter_cases()


def test_the_cases_are_read() -> None:
    assert len(_CASES) >= 30


@pytest.mark.parametrize("attached", [True, False], ids=["attached", "detached"])
@pytest.mark.parametrize(
    ("kind", "context", "plain", "expected", "name"), _CASES, ids=[c[4] for c in _CASES]
)
@sampled("kind")
def test_setter_case(
    kind: str, context: str, plain: str | None, expected: str, name: str, attached: bool
) -> None:
    element, old = set_in_context(context, plain, attached)
    if not hasattr(element, "innerText"):  # SVG, MathML: no innerText, the markup unchanged
        assert element.innerHTML == expected
        return
    if kind == "text":
        child = element.firstChild
        assert child is not None and child.nodeType == 3
        assert child.nextSibling is None
        assert child.data == expected
        assert child is not old
        return
    assert element.innerHTML == expected
    child = element.firstChild
    while child is not None:
        assert child.nodeType != 3 or child.data != ""
        child = child.nextSibling


@pytest.mark.parametrize(
    "tag",
    [
        "area",
        "base",
        "basefont",
        "bgsound",
        "br",
        "col",
        "embed",
        "frame",
        "hr",
        "image",
        "img",
        "input",
        "keygen",
        "link",
        "menuitem",
        "meta",
        "param",
        "source",
        "track",
        "wbr",
        "colgroup",
        "frameset",
        "head",
        "html",
        "table",
        "tbody",
        "tfoot",
        "thead",
        "tr",
    ],
)
def test_setting_inner_text_on_any_element(tag: str) -> None:
    from webapi.html import DOMParser

    document = DOMParser().parseFromString("", "text/html")
    element = document.createElement(tag)
    element.innerText = "abc"
    assert element.firstChild.data == "abc"
    assert element.firstChild.nextSibling is None
