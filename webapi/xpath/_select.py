"""``webapi.xpath.select``: an XPath expression's value as Python values (not a spec section:
the scraper's entry point beside the DOM's ``document.evaluate``)."""

from __future__ import annotations

from collections.abc import Mapping

from webapi.dom import DOMException
from webapi.dom.engine import NodeImpl

from ._evaluate import evaluate
from ._parser import ParsedExpression, parse

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._values import Value

__all__ = ["bind_variables", "resolve_prefixes", "select"]


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


def select(
    node: object,
    expression: str,
    namespaces: Mapping[str, str] | None = None,
    variables: Mapping[str, object] | None = None,
) -> Value:
    """The value of the XPath 1.0 ``expression`` with ``node`` (a node of :mod:`webapi.dom`)
    as its context node: a list of nodes in document order, a ``str``, a ``float`` or a
    ``bool``. ``namespaces`` maps the prefixes the expression uses to namespaces;
    ``variables`` binds ``$name`` to a ``str``, a number, a ``bool`` or a list of nodes (a
    variable it lacks is a "NotFoundError"; without ``variables`` each is the empty string,
    as the DOM's ``evaluate`` has it). In an HTML
    document a name without a prefix matches HTML elements whatever their ASCII case (and no
    SVG or MathML element: give those a prefix).

    >>> from webapi.html import DOMParser
    >>> document = DOMParser().parseFromString("<table><tr><td>1<td>2</table>", "text/html")
    >>> [td.textContent for td in select(document, "//table/tbody/tr/td")]
    ['1', '2']
    >>> select(document, "count(//td)")
    2.0
    >>> select(document, "//td[. = $n]", variables={"n": 2})
    [<HTMLTableCellElement <td>>]
    """
    if not isinstance(expression, str):
        raise TypeError(f"select(): expression must be a str, not {type(expression).__name__}")
    parsed = parse(expression)
    bound = None if variables is None else bind_variables(variables)
    return evaluate(parsed, node, resolve_prefixes(parsed, namespaces or {}), bound)  # type: ignore[arg-type]


def bind_variables(variables: Mapping[str, object]) -> dict[str, Value]:
    """XPath's value of each of ``variables``: a ``str`` or ``bool`` as it is, an ``int`` or
    ``float`` as a number, a list or tuple of nodes as a node-set; a TypeError naming
    ``variables`` for anything else."""
    bound: dict[str, Value] = {}
    for name, value in variables.items():
        if isinstance(value, (str, bool, float)):
            bound[name] = value
        elif isinstance(value, int):
            bound[name] = float(value)
        elif isinstance(value, (list, tuple)) and all(isinstance(v, NodeImpl) for v in value):
            bound[name] = list(value)
        else:
            raise TypeError(
                f"select(): variables[{name!r}] must be a str, a number, a bool or a list of"
                f" nodes, not {type(value).__name__}"
            )
    return bound
