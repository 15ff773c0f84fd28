"""The stack of open elements (``webapi.html.parsing._open_elements``): its answers without a walk
(the scopes, the foreign content end tag walk, the current node's namespace) are the
standard's walks down the stack, for any sequence of pushes, pops and removals of HTML and
foreign elements."""

from __future__ import annotations

from itertools import product

from hypothesis import given
from hypothesis import strategies as st

from webapi.dom.engine import ElementImpl as Element
from webapi.html.parsing._open_elements import (
    BUTTON,
    DEFAULT,
    LIST_ITEM,
    TABLE,
    StackOfOpenElements,
    ascii_lower,
)
from webapi.html.parsing._tree_builder import parse_document
from webapi.html.parsing._tree_tables import (
    BUTTON_SCOPE,
    DEFAULT_SCOPE,
    LIST_ITEM_SCOPE,
    TABLE_SCOPE,
)
from webapi.infra import HTML_NAMESPACE, MATHML_NAMESPACE, SVG_NAMESPACE

_SCOPES = {
    DEFAULT: DEFAULT_SCOPE,
    LIST_ITEM: LIST_ITEM_SCOPE,
    BUTTON: BUTTON_SCOPE,
    TABLE: TABLE_SCOPE,
}
_KINDS = [
    (HTML_NAMESPACE, name)
    for name in ("p", "b", "ol", "ul", "li", "button", "td", "table", "html", "div", "template")
] + [
    (SVG_NAMESPACE, "foreignObject"),
    (SVG_NAMESPACE, "g"),
    (SVG_NAMESPACE, "P"),
    (MATHML_NAMESPACE, "mi"),
    (MATHML_NAMESPACE, "p"),
]


def _walk_in_scope(elements: list[Element], name: str, scope: str) -> bool:
    """https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-the-specific-scope,
    walked."""
    for node in reversed(elements):
        if node._namespace == HTML_NAMESPACE and node._local_name == name:
            return True
        if (node._namespace, node._local_name) in _SCOPES[scope]:
            return False
    return False


def _walk_foreign(elements: list[Element], name: str) -> Element | None:
    """The end tag walk of "in foreign content": the first element whose ASCII-lowercased
    name is ``name`` before the first HTML element, walking down."""
    for node in reversed(elements):
        if node._namespace == HTML_NAMESPACE:
            return None
        if ascii_lower(node._local_name) == name:
            return node
    return None


def _check(stack: StackOfOpenElements) -> None:
    elements = stack.elements
    for scope in _SCOPES:
        for name in ("p", "li", "button", "td", "table", "html", "template", "ol"):
            assert stack.in_scope(name, scope) == _walk_in_scope(elements, name, scope), (
                [(e._namespace, e._local_name) for e in elements],
                name,
                scope,
            )
    for name in ("p", "g", "foreignobject", "mi"):
        assert stack.foreign_above_html(name) is _walk_foreign(elements, name)
    foreign = stack.foreign_elements
    assert [e for e in elements if e._namespace != HTML_NAMESPACE] == foreign
    if elements:  # the dispatcher's question: is the current node an HTML element
        current_is_html = not (foreign and foreign[-1] is elements[-1])
        assert current_is_html == (elements[-1]._namespace == HTML_NAMESPACE)


def test_every_stack_of_three_answers_as_the_walks_do() -> None:
    document = parse_document("")
    for kinds in product(_KINDS, repeat=3):
        stack = StackOfOpenElements()
        for namespace, name in kinds:
            stack.push(Element(document, namespace, name, None, None))
            _check(stack)
        stack.remove(stack.elements[1])
        _check(stack)
        stack.pop()
        _check(stack)


@given(
    st.lists(
        st.one_of(
            st.tuples(st.just("push"), st.sampled_from(_KINDS)),
            st.tuples(st.just("pop"), st.just(None)),
            st.tuples(st.just("remove"), st.integers(0, 20)),
        ),
        max_size=40,
    )
)
def test_pushes_pops_and_removals_answer_as_the_walks_do(steps: list[tuple[str, object]]) -> None:
    document = parse_document("")
    stack = StackOfOpenElements()
    for step, argument in steps:
        if step == "push":
            assert isinstance(argument, tuple)
            stack.push(Element(document, argument[0], argument[1], None, None))
        elif stack.elements and step == "pop":
            stack.pop()
        elif stack.elements and step == "remove":
            assert isinstance(argument, int)
            stack.remove(stack.elements[argument % len(stack.elements)])
        _check(stack)
