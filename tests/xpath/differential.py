"""Describing webapi's XPath results as ``chromium_cases.SCRIPT`` describes Chromium's."""

from __future__ import annotations

from webapi._webidl import number_to_string
from webapi.dom import DOMException
from webapi.html import DOMParser
from webapi.xpath import select


def node_path(node: object) -> str:
    """The node's child indices from its root, then ``@name`` for an attribute."""
    steps: list[str] = []
    if node.nodeType == 2:  # type: ignore[attr-defined]
        steps.append("@" + node.name)  # type: ignore[attr-defined]
        node = node.ownerElement  # type: ignore[attr-defined]
    while node.parentNode is not None:  # type: ignore[attr-defined]
        parent = node.parentNode  # type: ignore[attr-defined]
        steps.append(str(list(parent.childNodes).index(node)))
        node = parent
    return "/".join(reversed(steps))


def describe(
    page: str,
    expressions: list[str],
    mime: str = "text/html",
    namespaces: dict[str, str] | None = None,
) -> list[list[object]]:
    """webapi's descriptions of the results of ``expressions`` on ``page`` (parsed as
    ``mime``), prefixes by ``namespaces``."""
    document = DOMParser().parseFromString(page, mime)
    found: list[list[object]] = []
    for expression in expressions:
        try:
            value = select(document, expression, namespaces)
        except DOMException as error:
            found.append(["error", error.name])
            continue
        if type(value) is float:
            found.append(["number", number_to_string(value)])
        elif type(value) is str:
            found.append(["string", value])
        elif type(value) is bool:
            found.append(["boolean", value])
        else:
            found.append(["nodes", [node_path(node) for node in value]])  # type: ignore[union-attr]
    return found
