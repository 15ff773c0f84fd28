"""The DOM's selector methods at the impl level (https://dom.spec.whatwg.org/#scope-match-a-selectors-string):
``querySelector`` and ``querySelectorAll`` of ``ParentNode``
(https://dom.spec.whatwg.org/#dom-parentnode-queryselector), ``matches`` (and
``webkitMatchesSelector``) and ``closest`` of ``Element``
(https://dom.spec.whatwg.org/#dom-element-matches), over :mod:`webapi.selectors.engine`, which
parses and matches; an invalid selector is a ``DOMException`` "SyntaxError" here. The public
bindings convert the argument (Web IDL's DOMString: ``None`` is ``"null"``) and wrap the list
in a static ``NodeList``.
"""

from __future__ import annotations

from webapi._lazy import lazy_value

from ._collections import static_node_list
from ._exception import DOMException
from ._ids import elements_with_id, first_element_with_id

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.selectors import engine

    from ._collections import NodeListImpl
    from ._nodes import ElementImpl, NodeImpl

__all__ = ["closest", "matches", "query_selector", "query_selector_all", "query_selector_all_list"]


def _load_engine() -> object:
    """The selectors engine, loaded with the first query (no parse needs it), with the trees'
    ID maps given to it: ID-led queries and :target take their elements from them."""
    from webapi.selectors import engine as loaded

    loaded.register_id_lookup(elements_with_id, first_element_with_id)
    return loaded


if not TYPE_CHECKING:
    engine = lazy_value(globals(), "engine", _load_engine)


def _syntax_error(error: engine.SelectorSyntaxError) -> DOMException:
    """Step 2 of "scope-match a selectors string": "If s is failure, then throw a
    "SyntaxError" DOMException"."""
    return DOMException(str(error), "SyntaxError")


def query_selector(node: NodeImpl, selectors: str) -> ElementImpl | None:
    """https://dom.spec.whatwg.org/#dom-parentnode-queryselector."""
    try:
        return engine.query_selector(node, selectors)  # type: ignore[no-any-return]
    except engine.SelectorSyntaxError as error:
        raise _syntax_error(error) from None


def query_selector_all(node: NodeImpl, selectors: str) -> list[ElementImpl]:
    """https://dom.spec.whatwg.org/#dom-parentnode-queryselectorall (the static list's
    elements, in tree order)."""
    try:
        return engine.query_selector_all(node, selectors)
    except engine.SelectorSyntaxError as error:
        raise _syntax_error(error) from None


def query_selector_all_list(node: NodeImpl, selectors: str) -> NodeListImpl:
    """``querySelectorAll``'s result: "the static result of running scope-match a selectors
    string", a static ``NodeList``."""
    return static_node_list(query_selector_all(node, selectors))  # type: ignore[arg-type]


def matches(element: ElementImpl, selectors: str) -> bool:
    """https://dom.spec.whatwg.org/#dom-element-matches (and ``webkitMatchesSelector``)."""
    try:
        return engine.matches(element, selectors)
    except engine.SelectorSyntaxError as error:
        raise _syntax_error(error) from None


def closest(element: ElementImpl, selectors: str) -> ElementImpl | None:
    """https://dom.spec.whatwg.org/#dom-element-closest."""
    try:
        return engine.closest(element, selectors)  # type: ignore[no-any-return]
    except engine.SelectorSyntaxError as error:
        raise _syntax_error(error) from None
