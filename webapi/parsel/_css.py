"""parsel's CSS queries over the browser's selector engine: a selector list whose selectors
may end in parsel's pseudo-elements ``::text`` and ``::attr(name)``
(https://parsel.readthedocs.io/en/latest/usage.html#extensions-to-css-selectors). The
selector part is matched by the DOM's own ``matches``/``querySelectorAll`` (webapi.selectors),
not translated to XPath; the pseudo-element then takes each match's text nodes or attribute.
As parsel's queries do, a query starts at the context element itself (``descendant-or-self``):
the context element is one of the elements it may match."""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import pairwise

from webapi.csssyntax.engine import split_at_top_level_commas
from webapi.dom import Node
from webapi.selectors import SelectorSyntaxError as EngineSyntaxError
from webapi.selectors.engine import matches, query_selector_all

__all__ = ["CSSQuery", "SelectorSyntaxError", "parse_query", "select_css"]

_ELEMENT = 1
_TEXT = 3
_CDATA = 4

#: A pseudo-element at a selector's end: ``::text`` or ``::attr(name)``.
_PSEUDO = re.compile(r"::(?P<name>[-\w]+)(?:\((?P<argument>[^()]*)\))?\s*$")

#: A CSS identifier (escapes allowed), the argument ``::attr()`` takes.
_IDENT = re.compile(r"-?(?:[_a-zA-Z\u0080-\U0010ffff]|\\.)(?:[-\w\u0080-\U0010ffff]|\\.)*$", re.S)

#: A universal selector or nothing after a descendant combinator (or at the start): the
#: pseudo-element then reads every node at or below the match (``p ::text``).
_DESCENDANT_TAIL = re.compile(r"(?:^|(?<=[^\s>+~,])\s+)\*?\s*$")


class SelectorSyntaxError(SyntaxError):
    """A CSS query parsel's grammar or the browser's selector parser rejects (cssselect's
    ``SelectorSyntaxError``/``ExpressionError`` in parsel)."""


class CSSQuery:
    """One selector of a query's list: the selector the DOM matches (None: the context and
    every element below it), whether the pseudo-element reads every node below each match
    (``p ::text``) or the match's own (``p::text``), and the pseudo-element (None, "text",
    or ("attr", name))."""

    __slots__ = ("below", "pseudo", "selector")

    def __init__(
        self, selector: str | None, below: bool, pseudo: str | tuple[str, str] | None
    ) -> None:
        self.selector = selector
        self.below = below
        self.pseudo = pseudo


def _unescape(ident: str) -> str:
    """A CSS identifier's value: its escapes resolved (a hexadecimal escape to its code
    point, any other to the character escaped)."""

    def one(match: re.Match[str]) -> str:
        hexadecimal = match.group(1)
        if hexadecimal:
            code = int(hexadecimal, 16)
            return chr(code) if 0 < code <= 0x10FFFF and not 0xD800 <= code <= 0xDFFF else "\ufffd"
        return match.group(2)

    return re.sub(r"\\(?:([0-9a-fA-F]{1,6})\s?|(.))", one, ident, flags=re.S)


def _pseudo(match: re.Match[str]) -> str | tuple[str, str]:
    """The pseudo-element ``match`` found: "text", or ("attr", name)."""
    name, argument = match.group("name"), match.group("argument")
    if name == "text" and argument is None:
        return "text"
    if name == "attr" and argument is not None:
        argument = argument.strip()
        if not _IDENT.match(argument):
            raise SelectorSyntaxError(f"Expected an identifier in ::attr(), got {argument!r}")
        return ("attr", _unescape(argument))
    shown = name if argument is None else f"{name}()"
    raise SelectorSyntaxError(f"The pseudo-element ::{shown} is unknown")


def parse_query(query: str) -> list[CSSQuery]:
    """``query``'s selectors, each with its pseudo-element taken off."""
    parsed = []
    for part in split_at_top_level_commas(query):
        match = _PSEUDO.search(part)
        pseudo: str | tuple[str, str] | None = None
        selector = part
        if match is not None:
            pseudo = _pseudo(match)
            selector = part[: match.start()]
        below = False
        if pseudo is not None and _DESCENDANT_TAIL.search(selector):
            below = True
            selector = _DESCENDANT_TAIL.sub("", selector)
        elif pseudo is not None and selector.rstrip().endswith((">", "+", "~")):
            selector = selector.rstrip() + " *"
        selector = selector.strip()
        if not selector and not below:
            raise SelectorSyntaxError(f"Expected a selector in {query!r}")
        parsed.append(CSSQuery(selector or None, below, pseudo))
    return parsed


def _matches(context: Node, selector: str | None) -> list[Node]:
    """The elements ``selector`` matches at or below ``context``, in document order (None:
    ``context`` alone)."""
    if selector is None:
        return [context]
    try:
        found: list[Node] = query_selector_all(context, selector)
        if context.nodeType == _ELEMENT and matches(context, selector):
            found.insert(0, context)
    except EngineSyntaxError as error:
        raise SelectorSyntaxError(f"{error} in {selector!r}") from None
    return found


def _below(node: Node) -> Iterator[Node]:
    """``node`` and every node below it, in tree order."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        child = current.lastChild
        while child is not None:
            stack.append(child)
            child = child.previousSibling


def _children(node: Node) -> Iterator[Node]:
    """``node``'s children, in tree order."""
    child = node.firstChild
    while child is not None:
        yield child
        child = child.nextSibling


def _pseudo_nodes(element: Node, query: CSSQuery) -> Iterator[Node]:
    """What ``query``'s pseudo-element reads of one of its matches."""
    pseudo = query.pseudo
    if pseudo is None:
        yield element
        return
    nodes: Iterator[Node] = _below(element) if query.below else _children(element)
    if pseudo == "text":
        yield from (node for node in nodes if node.nodeType in (_TEXT, _CDATA))
        return
    name = pseudo[1]
    if not query.below:
        nodes = iter((element,))
    for node in nodes:
        if node.nodeType == _ELEMENT:
            attribute = node.getAttributeNode(name)  # type: ignore[attr-defined]
            if attribute is not None:
                yield attribute


def _document_order(nodes: list[Node]) -> list[Node]:
    """``nodes`` without repeats, in document order (an attribute after its element)."""
    unique = list(dict.fromkeys(nodes))
    if len(unique) < 2:
        return unique
    first = unique[0]
    top = first.ownerElement if first.nodeType == 2 else first  # type: ignore[attr-defined]
    while top.parentNode is not None:
        top = top.parentNode
    order = {node: index for index, node in enumerate(_below(top))}

    def key(node: Node) -> tuple[int, int]:
        if node.nodeType == 2:
            owner = node.ownerElement  # type: ignore[attr-defined]
            names = [attribute.name for attribute in owner.attributes]
            return order.get(owner, len(order)), 1 + names.index(node.name)  # type: ignore[attr-defined]
        return order.get(node, len(order)), 0

    unique.sort(key=key)
    return unique


def _apart(matches: list[Node]) -> bool:
    """Whether no element of ``matches`` (in document order) holds another: it is enough that
    none holds the next, since what an element holds follows it at once."""
    return not any(first.contains(second) for first, second in pairwise(matches))


def select_css(context: Node, query: str) -> list[Node]:
    """The nodes parsel's CSS ``query`` selects with ``context`` as its context node, in
    document order: elements, text nodes (``::text``) or attributes (``::attr(name)``)."""
    queries = parse_query(query)
    found: list[Node] = []
    apart = len(queries) == 1
    for one in queries:
        matches = _matches(context, one.selector)
        if apart and one.pseudo is not None:
            apart = _apart(matches)
        for element in matches:
            found.extend(_pseudo_nodes(element, one))
    if apart:
        return found  # one query, no match inside another: already in document order
    return _document_order(found)
