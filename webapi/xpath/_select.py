"""``webapi.xpath.select``: an XPath expression's value as Python values (not a spec section:
the scraper's entry point beside the DOM's ``document.evaluate``)."""

from __future__ import annotations

from collections.abc import Mapping

from webapi.dom import DOMException

from ._evaluate import evaluate
from ._parser import ParsedExpression, parse

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._values import Value

__all__ = ["resolve_prefixes", "select"]


def resolve_prefixes(parsed: ParsedExpression, lookup: Mapping[str, str | None]) -> dict[str, str]:
    """Each prefix of ``parsed`` to its namespace from ``lookup``: a "NamespaceError"
    ``DOMException`` for one it lacks (or maps to None or the empty string)."""
    namespaces: dict[str, str] = {}
    for prefix in parsed.prefixes:
        namespace = lookup.get(prefix)
        if not namespace:
            raise DOMException(f"The prefix '{prefix}' has no namespace.", "NamespaceError")
        namespaces[prefix] = namespace
    return namespaces


def select(node: object, expression: str, namespaces: Mapping[str, str] | None = None) -> Value:
    """The value of the XPath 1.0 ``expression`` with ``node`` (a node of :mod:`webapi.dom`)
    as its context node: a list of nodes in document order, a ``str``, a ``float`` or a
    ``bool``. ``namespaces`` maps the prefixes the expression uses to namespaces. In an HTML
    document a name without a prefix matches HTML elements whatever their ASCII case (and no
    SVG or MathML element: give those a prefix).

    >>> from webapi.html import DOMParser
    >>> document = DOMParser().parseFromString("<table><tr><td>1<td>2</table>", "text/html")
    >>> [td.textContent for td in select(document, "//table/tbody/tr/td")]
    ['1', '2']
    >>> select(document, "count(//td)")
    2.0
    """
    if not isinstance(expression, str):
        raise TypeError(f"select(): expression must be a str, not {type(expression).__name__}")
    parsed = parse(expression)
    return evaluate(parsed, node, resolve_prefixes(parsed, namespaces or {}))  # type: ignore[arg-type]
