"""The DOM's XPath interfaces at the impl level (https://dom.spec.whatwg.org/#xpath):
``XPathEvaluator`` and the ``XPathEvaluatorBase`` mixin ``Document`` includes
(``createExpression``, ``createNSResolver``, ``evaluate``), ``XPathExpression`` and
``XPathResult``. The language is :mod:`webapi.xpath`, a package above the DOM that it loads
on first use (the ``"xpath"`` provider of ``webapi._lazy``): nothing here imports it.
"""

from __future__ import annotations

from typing import Any, ClassVar

from webapi._lazy import load_provider
from webapi._webidl import number_to_string

from ._event import new_object
from ._events import report_the_exception
from ._exception import DOMException
from ._nodes import DOCUMENT_FRAGMENT_NODE, DOCUMENT_TYPE_NODE, DocumentImpl, NodeImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

    from webapi._webidl import UserCallback

__all__ = [
    "XPathEvaluatorImpl",
    "XPathExpressionImpl",
    "XPathResultImpl",
    "create_expression",
    "create_ns_resolver",
    "evaluate",
]

ANY_TYPE = 0
NUMBER_TYPE = 1
STRING_TYPE = 2
BOOLEAN_TYPE = 3
UNORDERED_NODE_ITERATOR_TYPE = 4
ORDERED_NODE_ITERATOR_TYPE = 5
UNORDERED_NODE_SNAPSHOT_TYPE = 6
ORDERED_NODE_SNAPSHOT_TYPE = 7
ANY_UNORDERED_NODE_TYPE = 8
FIRST_ORDERED_NODE_TYPE = 9

_ITERATORS = (UNORDERED_NODE_ITERATOR_TYPE, ORDERED_NODE_ITERATOR_TYPE)
_SNAPSHOTS = (UNORDERED_NODE_SNAPSHOT_TYPE, ORDERED_NODE_SNAPSHOT_TYPE)
_SINGLE = (ANY_UNORDERED_NODE_TYPE, FIRST_ORDERED_NODE_TYPE)


def _engine() -> object:
    """:mod:`webapi.xpath.engine`, loaded on first use."""
    return load_provider("xpath")


def _resolver_lookup(resolver: UserCallback | None) -> Callable[[str], str | None] | None:
    """An ``XPathNSResolver`` (a callable, an object with ``lookupNamespaceURI``, or a node,
    whose ``lookupNamespaceURI`` is the DOM's) as a function of a prefix: its result as
    JavaScript's ``String()`` would make it, ``None`` and ``""`` resolving nothing. Called
    afresh for each compilation, as Web IDL calls a callback interface; an exception it
    raises is reported (``report_the_exception``) and leaves the prefix unresolved (WPT's
    ``domxpath/resolver-callback-interface.html``)."""
    if resolver is None:
        return None

    def lookup(prefix: str) -> str | None:
        try:
            result = resolver(prefix)
        except Exception as error:  # reported; the prefix is then unresolved, as in Chromium
            report_the_exception(error, "XPathNSResolver.lookupNamespaceURI", resolver.callback)
            return None
        if result is None or isinstance(result, str):
            return result
        if isinstance(result, bool):
            return "true" if result else "false"
        if isinstance(result, int | float):
            return number_to_string(float(result))
        return str(result)

    return lookup


class XPathResultImpl:
    """https://dom.spec.whatwg.org/#interface-xpathresult: a result of one type, its value
    or its nodes (in document order, the unordered types too), and for the iterator types
    the document's version when made (any change of its trees invalidates it, an attribute's
    or a text's too, as in Chromium)."""

    __slots__ = ("_document", "_index", "_nodes", "_result_type", "_value", "_version")

    _interface_class: ClassVar[type[Any]]
    _result_type: int
    _value: object
    _nodes: list[NodeImpl]
    _index: int
    _document: DocumentImpl | None
    _version: int

    def _type_error(self, what: str) -> TypeError:
        return TypeError(f"The result type is not {what}.")

    @property
    def _number_value(self) -> float:
        if self._result_type != NUMBER_TYPE:
            raise self._type_error("a number")
        return self._value  # type: ignore[return-value]

    @property
    def _string_value(self) -> str:
        if self._result_type != STRING_TYPE:
            raise self._type_error("a string")
        return self._value  # type: ignore[return-value]

    @property
    def _boolean_value(self) -> bool:
        if self._result_type != BOOLEAN_TYPE:
            raise self._type_error("a boolean")
        return self._value  # type: ignore[return-value]

    @property
    def _single_node_value(self) -> NodeImpl | None:
        if self._result_type not in _SINGLE:
            raise self._type_error("a single node")
        return self._nodes[0] if self._nodes else None

    @property
    def _invalid_iterator_state(self) -> bool:
        return (
            self._result_type in _ITERATORS
            and self._document is not None
            and self._document._version != self._version
        )

    @property
    def _snapshot_length(self) -> int:
        if self._result_type not in _SNAPSHOTS:
            raise self._type_error("a snapshot")
        return len(self._nodes)

    def _iterate_next(self) -> NodeImpl | None:
        """The next node of an iterator result: an "InvalidStateError" once the document
        has changed since the result was made."""
        if self._result_type not in _ITERATORS:
            raise self._type_error("an iterator")
        if self._invalid_iterator_state:
            raise DOMException(
                "The document has mutated since the result was returned.", "InvalidStateError"
            )
        if self._index >= len(self._nodes):
            return None
        node = self._nodes[self._index]
        self._index += 1
        return node

    def _snapshot_item(self, index: int) -> NodeImpl | None:
        if self._result_type not in _SNAPSHOTS:
            raise self._type_error("a snapshot")
        return self._nodes[index] if index < len(self._nodes) else None


def _make_result(value: object, result_type: int, context_node: NodeImpl) -> XPathResultImpl:
    """An ``XPathResult`` of ``result_type`` for ``value`` (``ANY_TYPE``, and as in Chromium
    a number that is no type: the value's own type, a node-set an unordered iterator); a
    node-set type for another value is a ``TypeError``, as in Chromium."""
    engine = _engine()
    is_nodes = type(value) is list
    if result_type == ANY_TYPE or result_type > FIRST_ORDERED_NODE_TYPE:
        if is_nodes:
            result_type = UNORDERED_NODE_ITERATOR_TYPE
        elif type(value) is float:
            result_type = NUMBER_TYPE
        elif type(value) is str:
            result_type = STRING_TYPE
        else:
            result_type = BOOLEAN_TYPE
    result = new_object(XPathResultImpl)
    result._result_type = result_type
    result._nodes = []
    result._index = 0
    result._document = None
    result._version = 0
    result._value = None
    if result_type == NUMBER_TYPE:
        result._value = engine.to_number(value)  # type: ignore[attr-defined]
    elif result_type == STRING_TYPE:
        result._value = engine.to_string(value)  # type: ignore[attr-defined]
    elif result_type == BOOLEAN_TYPE:
        result._value = engine.to_boolean(value)  # type: ignore[attr-defined]
    elif UNORDERED_NODE_ITERATOR_TYPE <= result_type <= FIRST_ORDERED_NODE_TYPE:
        if not is_nodes:
            raise TypeError(
                "The result is not a node set, and therefore cannot be converted to the"
                " desired type."
            )
        result._nodes = value if result_type not in _SINGLE else value[:1]  # type: ignore[assignment, index]
        if result_type in _ITERATORS:
            document = context_node._node_document
            result._document = document
            result._version = document._version
    return result


class XPathExpressionImpl:
    """https://dom.spec.whatwg.org/#interface-xpathexpression: an expression compiled, its
    prefixes resolved."""

    __slots__ = ("_compiled",)

    _interface_class: ClassVar[type[Any]]
    _compiled: object

    def _evaluate(
        self, context_node: NodeImpl, type: int = 0, result: XPathResultImpl | None = None
    ) -> XPathResultImpl:
        """https://dom.spec.whatwg.org/#dom-xpathexpression-evaluate (``result`` is not
        reused: a new result, as in Chromium). A document fragment or a doctype as the context
        node is a "NotSupportedError", as in Chromium (``webapi.xpath.select`` takes a
        fragment)."""
        if context_node._node_type in (DOCUMENT_FRAGMENT_NODE, DOCUMENT_TYPE_NODE):
            raise DOMException(
                "The node provided is not a valid context node type.", "NotSupportedError"
            )
        value = _engine().evaluate_compiled(self._compiled, context_node)  # type: ignore[attr-defined]
        return _make_result(value, type, context_node)


class XPathEvaluatorImpl:
    """https://dom.spec.whatwg.org/#interface-xpathevaluator: ``XPathEvaluator()``, with
    the ``XPathEvaluatorBase`` members a document has too."""

    __slots__ = ()

    _interface_class: ClassVar[type[Any]]


def create_expression(
    this: object, expression: str, resolver: UserCallback | None = None
) -> XPathExpressionImpl:
    """https://dom.spec.whatwg.org/#dom-xpathevaluatorbase-createexpression: a
    "SyntaxError" for an invalid expression, a "NamespaceError" for a prefix the resolver
    does not resolve."""
    compiled = _engine().compile_expression(expression, _resolver_lookup(resolver))  # type: ignore[attr-defined]
    made = new_object(XPathExpressionImpl)
    made._compiled = compiled
    return made


def create_ns_resolver(this: object, node_resolver: NodeImpl) -> NodeImpl:
    """https://dom.spec.whatwg.org/#dom-xpathevaluatorbase-creatensresolver: the node
    itself (its ``lookupNamespaceURI`` resolves)."""
    return node_resolver


def evaluate(
    this: object,
    expression: str,
    context_node: NodeImpl,
    resolver: UserCallback | None = None,
    type: int = 0,
    result: XPathResultImpl | None = None,
) -> XPathResultImpl:
    """https://dom.spec.whatwg.org/#dom-xpathevaluatorbase-evaluate: ``createExpression``
    then its ``evaluate``."""
    return create_expression(this, expression, resolver)._evaluate(context_node, type, result)
