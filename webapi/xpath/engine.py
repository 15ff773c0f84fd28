"""What the DOM's XPath interfaces (``document.evaluate``, ``XPathEvaluator``,
``XPathExpression``) call: compiling an expression with its prefixes resolved, and evaluating
it. The DOM sits below this package and loads it on first use through ``webapi._lazy``'s
providers (``"xpath"``, declared by the root package). Public so that no package imports
another's private modules; not a stable API for users (:func:`webapi.xpath.select` is).
"""

from __future__ import annotations

from collections.abc import Callable

from webapi.dom import DOMException
from webapi.dom.engine import NodeImpl

from ._evaluate import evaluate
from ._parser import ParsedExpression, parse
from ._values import Value, string_value, to_boolean, to_number, to_string

__all__ = [
    "CompiledExpression",
    "Value",
    "compile_expression",
    "evaluate_compiled",
    "string_value",
    "to_boolean",
    "to_number",
    "to_string",
]

#: An expression parsed, and the namespaces of its prefixes.
CompiledExpression = tuple[ParsedExpression, dict[str, str]]


def compile_expression(
    expression: str, lookup: Callable[[str], str | None] | None
) -> CompiledExpression:
    """Parse ``expression`` (a "SyntaxError" ``DOMException`` where invalid) and resolve each
    of its prefixes with ``lookup`` (a "NamespaceError" for one it does not resolve, None, or
    for any prefix without ``lookup``), as https://dom.spec.whatwg.org/#dom-xpathevaluatorbase-createexpression
    and Chromium do it: at compile time. The empty string is a namespace there, as in
    Chromium (WPT's ``domxpath/resolver-callback-interface.html``)."""
    parsed = parse(expression)
    namespaces: dict[str, str] = {}
    for prefix in sorted(parsed.prefixes):
        namespace = lookup(prefix) if lookup is not None else None
        if namespace is None:
            raise DOMException(f"The prefix '{prefix}' has no namespace.", "NamespaceError")
        namespaces[prefix] = namespace
    return parsed, namespaces


def evaluate_compiled(compiled: CompiledExpression, node: NodeImpl) -> Value:
    """The value of a compiled expression with ``node`` as the context node: a list of nodes
    in document order, a ``str``, a ``float`` or a ``bool``."""
    return evaluate(compiled[0], node, compiled[1])
