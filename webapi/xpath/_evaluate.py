"""Evaluating a parsed XPath 1.0 expression (https://www.w3.org/TR/xpath-10/) over webapi's DOM,
with HTML's changes (https://html.spec.whatwg.org/multipage/infrastructure.html#interactions-with-xpath-and-xslt)
as Chromium applies them. Chains of operators, of negations and of steps are walked by loops;
the Python calls nest only as deep as the expression's parentheses, brackets and calls
(bounded by the parser).
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Callable, Mapping
from typing import Any

from webapi.dom import DOMException
from webapi.dom.engine import (
    ATTRIBUTE_NODE,
    CDATA_SECTION_NODE,
    COMMENT_NODE,
    DOCUMENT_NODE,
    ELEMENT_NODE,
    PROCESSING_INSTRUCTION_NODE,
    TEXT_NODE,
    NodeImpl,
    attribute_list,
    first_element_with_id,
)
from webapi.infra import HTML_NAMESPACE, XML_NAMESPACE, XMLNS_NAMESPACE
from webapi.selectors.engine import descendants_by_name, element_positions

from ._ast import (
    Binary,
    Expr,
    Filter,
    FunctionCall,
    Literal,
    Negate,
    NodeTest,
    Number,
    Path,
    Root,
    Step,
    Variable,
)
from ._axes import REVERSE_AXES, axis_nodes, document_order_index, parent_of
from ._parser import ParsedExpression
from ._values import Value, string_value, to_boolean, to_number, to_string

__all__ = ["evaluate"]

_WHITESPACE = " \t\r\n"
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


class _Context:
    """What one evaluation shares: the namespaces of its prefixes, the values of its
    variables (None: the DOM's, which binds none), and the document order of the context
    node's tree (made when a node-set first needs sorting)."""

    __slots__ = ("namespaces", "order", "variables")

    def __init__(
        self, namespaces: dict[str, str], variables: Mapping[str, Value] | None = None
    ) -> None:
        self.namespaces = namespaces
        self.variables = variables
        self.order: dict[NodeImpl, int] | None = None

    def sort(self, nodes: list[NodeImpl]) -> list[NodeImpl]:
        """``nodes`` without repeats, in document order (an attribute after its element, in
        the element's attribute list's order)."""
        unique = list(dict.fromkeys(nodes))
        if len(unique) < 2:
            return unique
        first = unique[0]
        if first._node_type == ATTRIBUTE_NODE:
            first = parent_of(first) or first
        elif self.order is None and all(node._node_type == ELEMENT_NODE for node in unique):
            # elements of a document's tree: their positions from its element index
            positions = element_positions(first)
            if positions is not None:
                try:
                    unique.sort(key=positions.__getitem__)
                except KeyError:  # an element outside the document's tree
                    pass
                else:
                    return unique
        order = self.order
        if order is None or first not in order:
            top = first
            while True:
                parent = parent_of(top)
                if parent is None:
                    break
                top = parent
            order = self.order = document_order_index(top)
        last = len(order)

        def key(node: NodeImpl) -> tuple[int, int]:
            if node._node_type != ATTRIBUTE_NODE:
                return order.get(node, last), 0
            element = parent_of(node)
            if element is None:
                return last, 0
            return order.get(element, last), 1 + attribute_list(element).index(node)  # type: ignore[arg-type]

        unique.sort(key=key)
        return unique


def _error_not_node_set() -> DOMException:
    """Chromium's error for a value that is not a node-set where XPath needs one (a union's
    side, a path's start, ``count()``'s argument): a "SyntaxError"."""
    return DOMException("The expression is not a node-set where one is required.", "SyntaxError")


def _node_set(value: Value) -> list[NodeImpl]:
    if type(value) is not list:
        raise _error_not_node_set()
    return value


def _name_matches(test: NodeTest, node: Any, axis: str, context: _Context) -> bool:
    """https://www.w3.org/TR/xpath-10/#node-tests for a name test, with HTML's rule as
    Chromium applies it: in an HTML document a name without a prefix matches an HTML
    element's name ASCII case-insensitively, and no element of another namespace; an HTML
    element's attribute without a namespace, ASCII case-insensitively. A prefix a resolver
    gave the empty string matches, as in Chromium, any node with ``p:*`` and none with
    ``p:name``."""
    kind = node._node_type
    prefix = test.prefix
    namespace = context.namespaces[prefix] if prefix is not None else None
    local = test.local
    if axis == "attribute":
        # Chromium: namespace declarations are namespace nodes to a name test (not to
        # attribute::node())
        if kind != ATTRIBUTE_NODE or node._namespace == XMLNS_NAMESPACE:
            return False
        if local == "*":
            return bool(prefix is None or not namespace or node._namespace == namespace)
        if prefix is None and node._namespace is None:
            element: Any = parent_of(node)
            if (
                element is not None
                and element._namespace == HTML_NAMESPACE
                and node._node_document._is_html
            ):
                return bool(
                    node._local_name.translate(_ASCII_LOWER) == str(local).translate(_ASCII_LOWER)
                )
        return bool(node._local_name == local and node._namespace == namespace)
    if kind != ELEMENT_NODE:
        return False
    if local == "*":
        return bool(prefix is None or not namespace or node._namespace == namespace)
    if node._node_document._is_html:
        if node._namespace == HTML_NAMESPACE:
            if prefix is not None and namespace != HTML_NAMESPACE:
                return False
            return bool(
                node._local_name.translate(_ASCII_LOWER) == str(local).translate(_ASCII_LOWER)
            )
        return bool(
            prefix is not None and node._local_name == local and node._namespace == namespace
        )
    return bool(node._local_name == local and node._namespace == namespace)


def _attribute_name(step: Expr) -> tuple[str, str] | None:
    """The name and its ASCII lower case of ``attribute::name`` (a name without a prefix,
    no predicates), whose values :func:`_attribute_values` reads; None for another
    expression."""
    if type(step) is not Step or step.axis != "attribute" or step.predicates:
        return None
    test = step.test
    if test.kind != "name" or test.prefix is not None or test.local == "*":
        return None
    local = str(test.local)
    return local, local.translate(_ASCII_LOWER)


def _same_lower(name: str, lower: str) -> bool:
    """Whether ``name`` in ASCII lower case is ``lower``."""
    return name == lower or (
        len(name) == len(lower) and not name.islower() and name.translate(_ASCII_LOWER) == lower
    )


def _attribute_values(node: Any, local: str, lower: str) -> list[str] | None:
    """The values of the attributes ``attribute::local`` selects from ``node`` (``lower``:
    ``local`` in ASCII lower case), in document order, read from an element's attribute list
    in its dict form (no ``Attr`` node made: every attribute there is in no namespace) or its
    ``Attr`` form; None where ``node`` is an attribute (the caller evaluates the step). The
    names match as :func:`_name_matches` says: an HTML element's in an HTML document ASCII
    case-insensitively, and only attributes in no namespace."""
    kind = node._node_type
    if kind != ELEMENT_NODE:
        return [] if kind != ATTRIBUTE_NODE else None
    attrs = node._attrs
    if attrs is None:
        return []
    html = node._namespace == HTML_NAMESPACE and node._node_document._is_html
    if type(attrs) is not dict:
        # the Attr form (once an attribute node was asked for): those in no namespace
        if html:
            return [
                a._value
                for a in attrs
                if a._namespace is None and _same_lower(a._local_name, lower)
            ]
        return [a._value for a in attrs if a._namespace is None and a._local_name == local]
    if html:
        # ASCII case-insensitively: the lower-case name is the one there but where some
        # attribute's name has upper-case letters (setAttributeNS gives those)
        return [value for name, value in attrs.items() if _same_lower(name, lower)]
    value = attrs.get(local)
    return [] if value is None else [value]


def _attribute_test(
    predicate: Expr,
) -> tuple[str, str, Callable[[list[str]], bool]] | None:
    """For a predicate of the kinds scrapers write about one attribute (``[@name]``,
    ``[@name = "x"]``, ``[@name != "x"]``, ``[contains(@name, "x")]``,
    ``[starts-with(@name, "x")]``), the attribute's name (:func:`_attribute_name`) and what
    the predicate's value is from the values :func:`_attribute_values` gives, by the rules of
    https://www.w3.org/TR/xpath-10/#booleans and the functions' own; None for other
    predicates."""
    kind = type(predicate)
    step: Expr
    test: Callable[[list[str]], bool]
    if kind is Step:
        step, test = predicate, bool
    elif kind is Binary and predicate.operator in ("=", "!="):  # type: ignore[attr-defined]
        step, other = predicate.left, predicate.right  # type: ignore[attr-defined]
        if type(step) is Literal:
            step, other = other, step
        if type(other) is not Literal:
            return None
        literal: str = other.value
        if predicate.operator == "=":  # type: ignore[attr-defined]
            test = lambda values: literal in values  # noqa: E731
        else:
            test = lambda values: any(value != literal for value in values)  # noqa: E731
    elif kind is FunctionCall and predicate.name in ("contains", "starts-with"):  # type: ignore[attr-defined]
        arguments = predicate.arguments  # type: ignore[attr-defined]
        if len(arguments) != 2 or type(arguments[1]) is not Literal:
            return None
        step = arguments[0]
        needle: str = arguments[1].value
        if predicate.name == "contains":  # type: ignore[attr-defined]
            test = lambda values: needle in (values[0] if values else "")  # noqa: E731
        else:
            test = lambda values: (values[0] if values else "").startswith(needle)  # noqa: E731
    else:
        return None
    name = _attribute_name(step)
    return None if name is None else (name[0], name[1], test)


def _test_matches(test: NodeTest, node: Any, axis: str, context: _Context) -> bool:
    """https://www.w3.org/TR/xpath-10/#node-tests."""
    kind = test.kind
    if kind == "name":
        return _name_matches(test, node, axis, context)
    if kind == "node":
        return True
    node_type: int = node._node_type
    if kind == "text":
        return node_type in (TEXT_NODE, CDATA_SECTION_NODE)
    if kind == "comment":
        return node_type == COMMENT_NODE
    return node_type == PROCESSING_INSTRUCTION_NODE and (
        test.local is None or bool(node._target == test.local)
    )


def _filter(nodes: list[NodeImpl], predicates: list[Expr], context: _Context) -> list[NodeImpl]:
    """https://www.w3.org/TR/xpath-10/#predicates: each predicate in turn, with the
    positions in ``nodes``' order; a number is true at its position."""
    for predicate in predicates:
        if not nodes:
            break
        size = len(nodes)
        if type(predicate) is Number:
            position = predicate.value
            nodes = (
                [nodes[int(position) - 1]]
                if position.is_integer() and 1 <= position <= size
                else []
            )
            continue
        if type(predicate) is FunctionCall and predicate.name == "last":
            nodes = [nodes[-1]]
            continue
        positional = _positional(predicate, 0)
        if positional is not None:  # `[position() mod 2 = 0]` and its kin
            last = float(size)
            kept = []
            for position, node in enumerate(nodes, 1):
                value = positional(float(position), last)
                if value == position if type(value) is float else value:
                    kept.append(node)
            nodes = kept
            continue
        attribute_test = _attribute_test(predicate)
        if attribute_test is not None:
            nodes = _filter_by_attribute(nodes, predicate, attribute_test, context)
            continue
        if (
            type(predicate) is FunctionCall
            and not predicate.arguments
            and predicate.name in ("normalize-space", "string")
        ):
            # `[normalize-space()]`, `[string()]`: a string, true when not empty: whether the
            # string-value has a character that is not XPath's white space (any character)
            strip = _XPATH_WHITESPACE if predicate.name == "normalize-space" else ""
            nodes = [node for node in nodes if string_value(node).strip(strip)]
            continue
        kept = []
        for position, node in enumerate(nodes, 1):
            value = _evaluate(predicate, node, position, size, context)
            if type(value) is float:
                if value == position:
                    kept.append(node)
            elif to_boolean(value):
                kept.append(node)
        nodes = kept
    return nodes


def _filter_by_attribute(
    nodes: list[Any],
    predicate: Expr,
    attribute_test: tuple[str, str, Callable[[list[str]], bool]],
    context: _Context,
) -> list[NodeImpl]:
    """:func:`_filter`'s loop for a predicate about one attribute (:func:`_attribute_test`),
    its values read from each element's attribute list where it has the dict form (as
    :func:`_attribute_values` reads them), else the predicate evaluated."""
    local, lower, test = attribute_test
    size = len(nodes)
    kept = []
    for position, node in enumerate(nodes, 1):
        attrs = node._attrs if node._node_type == ELEMENT_NODE else False
        if attrs is None:
            values: list[str] | None = []
        elif type(attrs) is dict:
            if node._namespace == HTML_NAMESPACE and node._node_document._is_html:
                value = attrs.get(lower)
                if value is not None and len(attrs) == 1:
                    values = [value]
                else:
                    values = [v for name, v in attrs.items() if _same_lower(name, lower)]
            else:
                value = attrs.get(local)
                values = [] if value is None else [value]
        else:
            values = _attribute_values(node, local, lower)
        if values is not None:
            if test(values):
                kept.append(node)
        elif to_boolean(_evaluate(predicate, node, position, size, context)):
            kept.append(node)
    return kept


#: How deep :func:`_positional` compiles (a longer chain is evaluated as it is).
_POSITIONAL_DEPTH = 16


def _positional(expression: Expr, depth: int) -> Callable[[float, float], Value] | None:
    """For an expression of ``position()``, ``last()``, numbers, arithmetic, comparisons,
    ``and`` and ``or`` alone (``position() mod 2 = 0``, ``position() > last() - 3``), a
    function of the position and the size giving its value as :func:`_evaluate` would, so
    that a predicate of one is decided without evaluating the tree for each node; None for
    any other expression."""
    if depth > _POSITIONAL_DEPTH:
        return None
    kind = type(expression)
    if kind is Number:
        number: float = expression.value  # type: ignore[attr-defined]
        return lambda position, size: number
    if kind is FunctionCall:
        if expression.arguments:  # type: ignore[attr-defined]
            return None
        if expression.name == "position":  # type: ignore[attr-defined]
            return lambda position, size: position
        if expression.name == "last":  # type: ignore[attr-defined]
            return lambda position, size: size
        return None
    if kind is Negate:
        operand = _positional(expression.operand, depth + 1)  # type: ignore[attr-defined]
        if operand is None:
            return None
        return lambda position, size: -to_number(operand(position, size))
    if kind is not Binary:
        return None
    operator: str = expression.operator  # type: ignore[attr-defined]
    left = _positional(expression.left, depth + 1)  # type: ignore[attr-defined]
    right = _positional(expression.right, depth + 1)  # type: ignore[attr-defined]
    if left is None or right is None or operator == "|":
        return None
    if operator == "or":
        return lambda p, s: to_boolean(left(p, s)) or to_boolean(right(p, s))
    if operator == "and":
        return lambda p, s: to_boolean(left(p, s)) and to_boolean(right(p, s))
    if operator in _FLIPPED:
        return lambda p, s: _compare_atoms(operator, left(p, s), right(p, s))
    return lambda p, s: _arithmetic(operator, to_number(left(p, s)), to_number(right(p, s)))


def _elements_named(nodes: list[Any], local: str, lower: str) -> list[NodeImpl]:
    """The elements of ``nodes`` that the name test ``local`` (no prefix; ``lower`` its ASCII
    lowercase) matches on an axis whose principal node type is element: what
    :func:`_name_matches` says, without a call per node."""
    if local == "*":
        return [node for node in nodes if node._node_type == ELEMENT_NODE]
    found = []
    for node in nodes:
        if node._node_type != ELEMENT_NODE:
            continue
        name = node._local_name
        if node._node_document._is_html:
            if node._namespace == HTML_NAMESPACE and (
                name == lower or (len(name) == len(lower) and name.translate(_ASCII_LOWER) == lower)
            ):
                found.append(node)
        elif name == local and node._namespace is None:
            found.append(node)
    return found


#: The axes walked one link at a time in the axis's order.
_LINKED_AXES = frozenset(
    {"child", "following-sibling", "preceding-sibling", "ancestor", "ancestor-or-self"}
)


def _first_on_axis(
    axis: str, node: NodeImpl, test: NodeTest, count: int, context: _Context
) -> list[NodeImpl]:
    """The first ``count`` nodes of ``axis`` from ``node`` (one of :data:`_LINKED_AXES`), in
    the axis's order, that pass ``test``."""
    found: list[NodeImpl] = []
    current: Any
    if axis == "child":
        current = None if node._node_type == ATTRIBUTE_NODE else node._first_child
    elif axis == "following-sibling":
        current = None if node._node_type == ATTRIBUTE_NODE else node._next_sibling
    elif axis == "preceding-sibling":
        current = None if node._node_type == ATTRIBUTE_NODE else node._previous_sibling
    elif axis == "ancestor":
        current = parent_of(node)
    else:
        current = node
    while current is not None:
        if test.kind == "node" or _test_matches(test, current, axis, context):
            found.append(current)
            if len(found) == count:
                break
        if axis == "child" or axis == "following-sibling":
            current = current._next_sibling
        elif axis == "preceding-sibling":
            current = current._previous_sibling
        else:
            current = parent_of(current)
    return found


#: The axes on which a node that another's axis reached reaches nothing more (without
#: predicates).
_NESTING_AXES = frozenset(
    {"descendant", "descendant-or-self", "following-sibling", "ancestor", "ancestor-or-self"}
)


def _indexed_descendants(contexts: list[Any], local: str, lower: str) -> list[NodeImpl] | None:
    """The elements that ``descendant::local`` (a name without a prefix) gives from
    ``contexts`` (in document order), in document order, from the element index of their
    document (the selectors' per-tree maps); None where there is none (the caller walks the
    tree). A context inside another's subtree adds nothing, so the lists are disjoint."""
    if not contexts:
        return []
    document = contexts[0]._node_document
    is_html = document._is_html
    name = None if local == "*" else lower if is_html else local
    found: list[Any] = []
    # inside a taken context's subtree (its descendants listed already), or not: each node's
    # ancestors are walked up to the first whose answer is known, and each node learns its
    # answer once (a context's ancestors come before it in document order, so a node found
    # outside every taken subtree stays so): `//*//*` over a 200,000-deep tree is linear
    taken: set[NodeImpl] = set()
    clear: set[NodeImpl] = set()
    for node in contexts:
        if node._node_type not in (ELEMENT_NODE, DOCUMENT_NODE):
            continue  # no descendants (an attribute's are none)
        if node._node_document is not document:
            return None
        walked = []
        parent = node._parent
        while parent is not None and parent not in taken and parent not in clear:
            walked.append(parent)
            parent = parent._parent
        if parent is not None and parent in taken:
            taken.update(walked)
            taken.add(node)
            continue
        clear.update(walked)
        taken.add(node)
        nodes = descendants_by_name(node, name, is_html)
        if nodes is None:
            return None
        found.extend(nodes)
    if name is None:
        return found
    namespace = HTML_NAMESPACE if is_html else None
    return [node for node in found if node._namespace == namespace]


def _step(step: Step, contexts: list[NodeImpl], context: _Context) -> list[NodeImpl]:
    """https://www.w3.org/TR/xpath-10/#NT-Step from each node of ``contexts``: the union, in
    document order."""
    axis = step.axis
    test = step.test
    predicates = step.predicates
    found: list[NodeImpl] = []
    any_kind = test.kind == "node"
    # the common case, an element name without a prefix, by one comprehension
    unprefixed = None
    if test.kind == "name" and test.prefix is None and axis != "attribute" and axis != "namespace":
        unprefixed = str(test.local).translate(_ASCII_LOWER)
        # descendants by name from the document's element index, where no predicate reads
        # a position (then the union of the contexts' descendants is filtered at once)
        if axis == "descendant" and all(_position_free(p) for p in predicates):
            indexed = _indexed_descendants(contexts, str(test.local), unprefixed)
            if indexed is not None:
                return _filter(indexed, predicates, context) if predicates else indexed
    # Without predicates, a context that an earlier context's axis already reached adds
    # nothing new on the axes that nest (its descendants, following siblings, ancestors are
    # among the earlier one's): each node is walked once, so `//*//*` over a deep tree, or
    # `following-sibling::*` from 100,000 siblings, stays linear.
    covered: set[NodeImpl] | None = None
    if not predicates and len(contexts) > 1 and axis in _NESTING_AXES:
        covered = set()
    # `following-sibling::p[1]` and its kin: the first nodes that pass the test, walked to
    # no further than the position the first predicate asks for
    first = 0
    if predicates and axis in _LINKED_AXES and type(predicates[0]) is Number:
        wanted = predicates[0].value
        if wanted.is_integer() and 1 <= wanted <= 1 << 30:
            first = int(wanted)
    for node in contexts:
        if first:
            nodes = _first_on_axis(axis, node, test, first, context)
            if len(nodes) < first:
                continue
            nodes = _filter([nodes[-1]], predicates[1:], context)
            found.extend(nodes)
            continue
        if covered is None:
            nodes = axis_nodes(axis, node)
        elif axis == "ancestor" or axis == "ancestor-or-self":
            nodes = []
            ancestor = node if axis == "ancestor-or-self" else parent_of(node)
            while ancestor is not None and ancestor not in covered:
                nodes.append(ancestor)
                covered.add(ancestor)
                ancestor = parent_of(ancestor)
        elif node in covered:
            continue
        else:
            nodes = axis_nodes(axis, node)
            covered.update(nodes)
        if unprefixed is not None:
            nodes = _elements_named(nodes, test.local, unprefixed)  # type: ignore[arg-type]
        elif not any_kind:
            nodes = [
                candidate for candidate in nodes if _test_matches(test, candidate, axis, context)
            ]
        if predicates:
            nodes = _filter(nodes, predicates, context)
        if axis in REVERSE_AXES:
            nodes.reverse()
        found.extend(nodes)
    # the attributes of distinct elements in document order, distinct nodes themselves, the
    # descendants of contexts none of which is inside another are in document order already
    if covered is not None and axis != "descendant" and axis != "descendant-or-self":
        return context.sort(found)
    if covered is not None:
        return found
    if axis == "child" and len(contexts) > 1 and _apart(contexts):
        return found  # the children of nodes none of which is inside another, in order
    if (len(contexts) > 1 and axis != "attribute" and axis != "self") or axis in (
        "following",
        "preceding",
    ):
        return context.sort(found)
    return found


def _apart(nodes: list[NodeImpl]) -> bool:
    """Whether no node of ``nodes`` (a node-set, in document order) is an ancestor of
    another: then the lists of their children, one after the other, are in document order."""
    members = set(nodes)
    for node in nodes:
        parent = node._parent
        while parent is not None:
            if parent in members:
                return False
            parent = parent._parent
    return True


#: The functions whose value is a boolean or a string (a predicate of one is true or false,
#: never a position).
_NOT_NUMBER_FUNCTIONS = frozenset(
    {
        "not", "true", "false", "boolean", "contains", "starts-with", "lang", "string",
        "concat", "substring-before", "substring-after", "substring", "normalize-space",
        "translate", "local-name", "namespace-uri", "name",
    }
)  # fmt: skip
_NOT_NUMBER_OPERATORS = frozenset({"or", "and", "=", "!=", "<", "<=", ">", ">=", "|"})


def _position_free(predicate: Expr) -> bool:
    """Whether ``predicate`` keeps a node whatever its proximity position and the context
    size: its value is no number (https://www.w3.org/TR/xpath-10/#predicates: a number is
    true at its position only) and no ``position()`` or ``last()`` of its context is read
    (those of nested predicates are their own)."""
    kind = type(predicate)
    if kind is Binary:
        if predicate.operator not in _NOT_NUMBER_OPERATORS:  # type: ignore[attr-defined]
            return False
    elif kind is FunctionCall:
        if predicate.name not in _NOT_NUMBER_FUNCTIONS:  # type: ignore[attr-defined]
            return False
    elif kind not in (Path, Step, Root, Filter, Literal):
        return False
    pending = [predicate]
    while pending:  # no position() or last() read in this context
        current = pending.pop()
        kind = type(current)
        if kind is FunctionCall:
            if current.name in ("position", "last"):  # type: ignore[attr-defined]
                return False
            pending.extend(current.arguments)  # type: ignore[attr-defined]
        elif kind is Binary:
            pending.append(current.left)  # type: ignore[attr-defined]
            pending.append(current.right)  # type: ignore[attr-defined]
        elif kind is Negate:
            pending.append(current.operand)  # type: ignore[attr-defined]
        elif kind is Filter:
            pending.append(current.primary)  # type: ignore[attr-defined]
        elif kind is Path:
            pending.append(current.start)  # type: ignore[attr-defined]
    return True


def _plan(path: Path) -> list[Step]:
    """The steps of ``path`` as they are evaluated: ``descendant-or-self::node()`` followed
    by ``child::test[predicates]`` (what ``//test[predicates]`` abbreviates) is the one step
    ``descendant::test[predicates]`` when no predicate reads a position (the children of
    every node of a subtree are its descendants, each of them once, in document order), so
    that ``//a`` walks the tree once instead of listing the children of each of its nodes."""
    plan = path.plan
    if plan is not None:
        return plan
    plan = []
    steps = path.steps
    i = 0
    while i < len(steps):
        step = steps[i]
        if (
            i + 1 < len(steps)
            and step.axis == "descendant-or-self"
            and step.test.kind == "node"
            and not step.predicates
            and steps[i + 1].axis == "child"
            and all(_position_free(p) for p in steps[i + 1].predicates)
        ):
            plan.append(Step("descendant", steps[i + 1].test, steps[i + 1].predicates))
            i += 2
            continue
        plan.append(step)
        i += 1
    path.plan = plan
    return plan


def _path(
    path: Path, node: NodeImpl, position: int, size: int, context: _Context
) -> list[NodeImpl]:
    """https://www.w3.org/TR/xpath-10/#NT-PathExpr: each step from the nodes the last gave."""
    start = path.start
    if type(start) is Step:
        nodes = _step(start, [node], context)
    else:
        nodes = _node_set(_evaluate(start, node, position, size, context))
    for step in path.plan or _plan(path):
        if not nodes:
            break
        nodes = _step(step, nodes, context)
    return nodes


def _root(node: NodeImpl) -> NodeImpl:
    """https://www.w3.org/TR/xpath-10/#location-paths: ``/`` selects the root of the
    context node's tree (its document, or the top of a tree not in one)."""
    while True:
        parent = parent_of(node)
        if parent is None:
            return node
        node = parent


def _compare_atoms(operator: str, left: Value, right: Value) -> bool:
    """https://www.w3.org/TR/xpath-10/#booleans where neither object is a node-set."""
    if operator in ("=", "!="):
        if type(left) is bool or type(right) is bool:
            equal = to_boolean(left) == to_boolean(right)
        elif type(left) is float or type(right) is float:
            equal = to_number(left) == to_number(right)
        else:
            equal = to_string(left) == to_string(right)
        return equal if operator == "=" else not equal
    a = to_number(left)
    b = to_number(right)
    if operator == "<":
        return a < b
    if operator == "<=":
        return a <= b
    if operator == ">":
        return a > b
    return a >= b


_FLIPPED = {"=": "=", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}


def _compare(operator: str, left: Value, right: Value) -> bool:
    """https://www.w3.org/TR/xpath-10/#booleans: comparisons of node-sets by their nodes'
    string-values (some pair must compare true)."""
    if type(left) is not list and type(right) is list:
        left, right, operator = right, left, _FLIPPED[operator]
    if type(left) is list:
        if type(right) is list:
            right_strings = [string_value(node) for node in right]
            if operator in ("=", "!="):
                right_set = set(right_strings)
                for node in left:
                    text = string_value(node)
                    if operator == "=" and text in right_set:
                        return True
                    if operator == "!=" and (
                        len(right_set) > 1 or (right_set and text not in right_set)
                    ):
                        return True
                return False
            right_numbers = [to_number(text) for text in right_strings]
            return any(
                _compare_atoms(operator, to_number(string_value(node)), number)
                for node in left
                for number in right_numbers
            )
        if type(right) is bool:
            return _compare_atoms(operator, bool(left), right)
        if type(right) is float:
            return any(
                _compare_atoms(operator, to_number(string_value(node)), right) for node in left
            )
        return any(_compare_atoms(operator, string_value(node), right) for node in left)
    return _compare_atoms(operator, left, right)


def _arithmetic(operator: str, a: float, b: float) -> float:
    """https://www.w3.org/TR/xpath-10/#numbers: IEEE 754 arithmetic (``mod`` truncates, as
    ECMAScript's ``%``)."""
    if operator == "+":
        return a + b
    if operator == "-":
        return a - b
    if operator == "*":
        return a * b
    if operator == "div":
        if b == 0:
            if a == 0 or a != a:
                return math.nan
            return math.copysign(math.inf, a) * math.copysign(1.0, b)
        return a / b
    if b == 0 or a != a or b != b or math.isinf(a):
        return math.nan
    if math.isinf(b):
        return a
    result = math.fmod(a, b)
    return result


def _binary(
    expression: Binary, node: NodeImpl, position: int, size: int, context: _Context
) -> Value:
    """A chain of binary operators, left-deep as the parser makes it, walked by a loop."""
    operator = expression.operator
    if operator in _FLIPPED:  # `@name = "literal"` and its kin, without Attr nodes
        lhs, rhs = expression.left, expression.right
        name = None
        if type(rhs) is Literal or type(rhs) is Number:
            name = _attribute_name(lhs)
            constant: Value = rhs.value
        elif type(lhs) is Literal or type(lhs) is Number:
            name = _attribute_name(rhs)
            constant = lhs.value
            operator = _FLIPPED[operator]
        values = None if name is None else _attribute_values(node, name[0], name[1])
        if values is not None:
            # https://www.w3.org/TR/xpath-10/#booleans: a node-set and a string or number
            # compare as some node's string-value (its number) does
            if type(constant) is float:
                return any(_compare_atoms(operator, to_number(v), constant) for v in values)
            return any(_compare_atoms(operator, v, constant) for v in values)
    chain: list[Binary] = []
    current: Expr = expression
    while type(current) is Binary:
        chain.append(current)
        current = current.left
    value = _evaluate(current, node, position, size, context)
    union = False  # a run of "|" gathers its nodes, then sorts them once
    for link in reversed(chain):
        operator = link.operator
        if union and operator != "|":
            value = context.sort(value)  # type: ignore[arg-type]
            union = False
        if operator == "or":
            value = to_boolean(value) or to_boolean(
                _evaluate(link.right, node, position, size, context)
            )
        elif operator == "and":
            value = to_boolean(value) and to_boolean(
                _evaluate(link.right, node, position, size, context)
            )
        else:
            right = _evaluate(link.right, node, position, size, context)
            if operator == "|":
                if not union:
                    value = list(_node_set(value))
                    union = True
                value.extend(_node_set(right))  # type: ignore[union-attr]
            elif operator in _FLIPPED:
                value = _compare(operator, value, right)
            else:
                value = _arithmetic(operator, to_number(value), to_number(right))
    return context.sort(value) if union else value  # type: ignore[arg-type]


def _evaluate(
    expression: Expr, node: NodeImpl, position: int, size: int, context: _Context
) -> Value:
    """The value of ``expression`` with ``node`` as the context node at ``position`` of
    ``size``."""
    kind = type(expression)
    if kind is Path:
        return _path(expression, node, position, size, context)  # type: ignore[arg-type]
    if kind is Step:
        return _step(expression, [node], context)  # type: ignore[arg-type]
    if kind is Binary:
        return _binary(expression, node, position, size, context)  # type: ignore[arg-type]
    if kind is Literal:
        return expression.value  # type: ignore[attr-defined, no-any-return]
    if kind is Number:
        return expression.value  # type: ignore[attr-defined, no-any-return]
    if kind is FunctionCall:
        return _call(expression, node, position, size, context)  # type: ignore[arg-type]
    if kind is Root:
        # Chromium: an attribute is the root of its own tree (its element's tree is not its
        # own), so a path from "/" with an attribute as the context node starts there
        return [node if node._node_type == ATTRIBUTE_NODE else _root(node)]
    if kind is Filter:
        nodes = _node_set(_evaluate(expression.primary, node, position, size, context))  # type: ignore[attr-defined]
        return _filter(nodes, expression.predicates, context)  # type: ignore[attr-defined]
    if kind is Negate:
        negations = 0
        while type(expression) is Negate:
            negations += 1
            expression = expression.operand
        number = to_number(_evaluate(expression, node, position, size, context))
        return -number if negations % 2 else number
    assert kind is Variable
    return _variable(expression.name, context)  # type: ignore[attr-defined]


def _variable(name: str, context: _Context) -> Value:
    """https://www.w3.org/TR/xpath-10/#NT-VariableReference: the value the caller bound to
    ``$name``; with no bindings (the DOM's ``evaluate``), Chromium's empty string. A name the
    caller's bindings lack is an error ("NotFoundError")."""
    variables = context.variables
    if variables is None:
        return ""  # Chromium: a variable the DOM cannot bind is the empty string
    if name not in variables:
        raise DOMException(f"Undefined variable ${name}.", "NotFoundError")
    return variables[name]


def _utf16_length(text: str) -> int:
    """The string's length in UTF-16 code units: Chromium's ``string-length()`` counts them
    (XPath 1.0 counts characters)."""
    if text.isascii():
        return len(text)
    return len(text) + sum(1 for character in text if ord(character) > 0xFFFF)


def _substring(text: str, start: float, length: float | None) -> str:
    """https://www.w3.org/TR/xpath-10/#function-substring: the characters at positions p
    with round(start) <= p < round(start) + round(length), in IEEE 754 arithmetic; as
    Chromium counts them, UTF-16 code units (half of an astral character possible). From
    -Infinity, Chromium's substring is empty (XPath 1.0: the whole string where no length
    is given, or the length is Infinity)."""
    if start == -math.inf:
        return ""
    first = _round(start)
    last = math.inf if length is None else first + _round(length)
    if first != first or last != last:
        return ""
    begin = 1 if first < 1 else first
    if begin >= last:
        return ""
    if text.isascii() or _utf16_length(text) == len(text):
        lo = int(begin) - 1
        hi = len(text) if last > len(text) + 1 else int(last) - 1
        return text[lo:hi]
    units = text.encode("utf-16-le", "surrogatepass")
    length = len(units) // 2
    lo = int(begin) - 1
    hi = length if last > length + 1 else int(last) - 1
    return units[2 * lo : 2 * hi].decode("utf-16-le", "surrogatepass")


def _round(number: float) -> float:
    """https://www.w3.org/TR/xpath-10/#function-round: the closest integer, halves up;
    -0 from -0.5 up to -0."""
    if number != number or math.isinf(number) or number == 0:
        return number
    if -0.5 <= number < 0:
        return -0.0
    return float(math.floor(number + 0.5))


def _lang(node: NodeImpl, language: str) -> bool:
    """https://www.w3.org/TR/xpath-10/#function-lang as Chromium reads it: the ``xml:lang``
    attribute of the nearest inclusive ancestor that has one, equal to the argument ASCII
    case-insensitively or once suffixes from a ``-`` on are cut. The ancestors are the DOM's
    (Chromium walks ``parentNode``): an attribute has none, so from an attribute ``lang()``
    is false (XPath 1.0 reads its element's)."""
    current: NodeImpl | None = node
    value: str | None = None
    while current is not None and value is None:
        if current._node_type == ELEMENT_NODE and current._attrs:  # type: ignore[attr-defined]
            for attribute in attribute_list(current):  # type: ignore[arg-type]
                if attribute._namespace == XML_NAMESPACE and attribute._local_name == "lang":
                    value = attribute._value
                    break
        current = current._parent
    if value is None:
        return False
    wanted = language.translate(_ASCII_LOWER)
    value = value.translate(_ASCII_LOWER)
    while True:
        if value == wanted:
            return True
        cut = value.rfind("-")
        if cut < 0:
            return False
        value = value[:cut]


def _names(node: NodeImpl | None) -> tuple[str, str, str]:
    """(local-name, namespace-uri, name) of a node: an element's or an attribute's, a
    processing instruction's target; empty strings for the rest."""
    if node is None:
        return "", "", ""
    kind = node._node_type
    if kind in (ELEMENT_NODE, ATTRIBUTE_NODE):
        local = node._local_name  # type: ignore[attr-defined]
        prefix = node._prefix  # type: ignore[attr-defined]
        return local, node._namespace or "", f"{prefix}:{local}" if prefix else local  # type: ignore[attr-defined]
    if kind == PROCESSING_INSTRUCTION_NODE:
        return node._target, "", node._target  # type: ignore[attr-defined]
    return "", "", ""


#: The functions that convert their arguments to strings (or, ``boolean`` and ``not``, to a
#: boolean): an attribute step's values are read for them without its ``Attr`` nodes.
_STRING_ARGUMENTS = frozenset(
    {
        "string", "concat", "starts-with", "contains", "substring-before", "substring-after",
        "substring", "string-length", "normalize-space", "translate", "boolean", "not",
        "number", "lang",
    }
)  # fmt: skip


def _string_argument(
    argument: Expr, function: str, node: NodeImpl, position: int, size: int, context: _Context
) -> Value:
    """An argument of one of :data:`_STRING_ARGUMENTS`: for an attribute step, what its
    node-set converts to (https://www.w3.org/TR/xpath-10/#function-string: the string-value
    of the first node, or the empty string; for ``boolean`` and ``not``: whether it is
    non-empty)."""
    name = _attribute_name(argument)
    values = None if name is None else _attribute_values(node, name[0], name[1])
    if values is None:
        return _evaluate(argument, node, position, size, context)
    if function == "boolean" or function == "not":
        return bool(values)
    return values[0] if values else ""


def _call(call: FunctionCall, node: NodeImpl, position: int, size: int, context: _Context) -> Value:
    """https://www.w3.org/TR/xpath-10/#corelib: the 27 functions."""
    name = call.name
    if name in _STRING_ARGUMENTS:
        arguments = [
            _string_argument(a, name, node, position, size, context) for a in call.arguments
        ]
    else:
        arguments = [_evaluate(a, node, position, size, context) for a in call.arguments]
    if name == "last":
        return float(size)
    if name == "position":
        return float(position)
    if name == "count":
        return float(len(_node_set(arguments[0])))
    if name == "id":
        return _id(arguments[0], node, context)
    if name in ("local-name", "namespace-uri", "name"):
        target: NodeImpl | None = node
        if arguments:
            nodes = _node_set(arguments[0])
            target = nodes[0] if nodes else None
        names = _names(target)
        return (
            names[0] if name == "local-name" else names[1] if name == "namespace-uri" else names[2]
        )
    if name == "string":
        return to_string(arguments[0]) if arguments else string_value(node)
    if name == "concat":
        return "".join(to_string(argument) for argument in arguments)
    if name == "boolean":
        return to_boolean(arguments[0])
    if name == "not":
        return not to_boolean(arguments[0])
    if name == "true":
        return True
    if name == "false":
        return False
    if name == "number":
        return to_number(arguments[0]) if arguments else to_number(string_value(node))
    if name == "sum":
        # added one by one from +0, as Chromium adds (not math.fsum's exact rounding: 0.1,
        # 0.2 and 0.3 sum to 0.6000000000000001; -0 alone sums to 0)
        total = 0.0
        for item in _node_set(arguments[0]):
            total += to_number(string_value(item))
        return total
    if name == "floor":
        number = to_number(arguments[0])
        if not math.isfinite(number) or number == 0:
            return number  # -0 stays -0
        return float(math.floor(number))
    if name == "ceiling":
        number = to_number(arguments[0])
        if not math.isfinite(number) or number == 0:
            return number  # -0 stays -0
        result = float(math.ceil(number))
        return -0.0 if result == 0 and number < 0 else result
    if name == "round":
        return _round(to_number(arguments[0]))
    if name == "lang":
        return _lang(node, to_string(arguments[0]))
    strings = [to_string(argument) for argument in arguments] if arguments else [string_value(node)]
    first = strings[0]
    if name == "string-length":
        return float(_utf16_length(first))
    if name == "normalize-space":
        return " ".join(part for part in _split_whitespace(first))
    if name == "starts-with":
        return first.startswith(strings[1])
    if name == "contains":
        return strings[1] in first
    if name == "substring-before":
        index = first.find(strings[1])
        return first[:index] if index >= 0 else ""
    if name == "substring-after":
        index = first.find(strings[1])
        return first[index + len(strings[1]) :] if index >= 0 else ""
    if name == "substring":
        length = to_number(arguments[2]) if len(arguments) > 2 else None
        return _substring(first, to_number(arguments[1]), length)
    assert name == "translate"
    return _translate(first, strings[1], strings[2])


def _code_units(text: str) -> list[int]:
    return list(array("H", text.encode("utf-16-le", "surrogatepass")))


def _translate(text: str, source: str, replacement: str) -> str:
    """https://www.w3.org/TR/xpath-10/#function-translate over UTF-16 code units, as Chromium
    maps them (an astral character is two, each mapped on its own: ``translate('x-I', '-I',
    '\U0001f600')`` is ``x\U0001f600``; XPath 1.0 maps characters)."""
    if not (text.isascii() and source.isascii() and replacement.isascii()) and any(
        ord(character) > 0xFFFF for character in text + source + replacement
    ):
        units = _code_units(text)
        mapped = _translate_units(units, _code_units(source), _code_units(replacement))
        return array("H", mapped).tobytes().decode("utf-16-le", "surrogatepass")
    table: dict[int, int | None] = {}
    for index, character in enumerate(source):
        if ord(character) not in table:
            table[ord(character)] = ord(replacement[index]) if index < len(replacement) else None
    return text.translate(table)


def _translate_units(units: list[int], source: list[int], replacement: list[int]) -> list[int]:
    table: dict[int, int | None] = {}
    for index, unit in enumerate(source):
        if unit not in table:
            table[unit] = replacement[index] if index < len(replacement) else None
    found: list[int] = []
    for unit in units:
        if unit not in table:
            found.append(unit)
        elif (mapped := table[unit]) is not None:
            found.append(mapped)
    return found


#: https://www.w3.org/TR/xpath-10/#NT-S: XPath's white space.
_XPATH_WHITESPACE = " \t\r\n"


def _split_whitespace(text: str) -> list[str]:
    """The parts of ``text`` between runs of XPath's white space (#x20, #x9, #xD, #xA)."""
    for character in "\t\r\n":
        text = text.replace(character, " ")
    return [part for part in text.split(" ") if part]


def _id(argument: Value, node: NodeImpl, context: _Context) -> list[NodeImpl]:
    """https://www.w3.org/TR/xpath-10/#function-id: the elements whose ID (the DOM's) is one
    of the white-space separated tokens of the argument (of each node's string-value for a
    node-set), in the context node's tree, in document order."""
    if type(argument) is list:
        tokens = [token for item in argument for token in _split_whitespace(string_value(item))]
    else:
        tokens = _split_whitespace(to_string(argument))
    root = _root(node)
    found = []
    for token in tokens:
        element = first_element_with_id(root, token)
        if element is not None:
            found.append(element)
    return context.sort(found)  # type: ignore[arg-type]


def evaluate(
    parsed: ParsedExpression,
    node: NodeImpl,
    namespaces: dict[str, str],
    variables: Mapping[str, Value] | None = None,
) -> Value:
    """https://www.w3.org/TR/xpath-10/#section-Expressions: the value of ``parsed`` with
    ``node`` as the context node (position and size 1), ``namespaces`` mapping each of its
    prefixes and ``variables`` binding its variables (None: none bound, as the DOM's)."""
    return _evaluate(parsed.tree, node, 1, 1, _Context(namespaces, variables))
