"""html5lib-tests' tree format (their tree-construction README: one line per node, ``| `` and
two spaces per ancestor, attributes sorted below their element, a template's contents under
``content``), written from DOM nodes: what the parser's tests compare.

The walk keeps its own stack: a tree may be deeper than Python's recursion limit.
"""

from __future__ import annotations

from webapi.dom.engine import (
    COMMENT_NODE,
    DOCUMENT_TYPE_NODE,
    ELEMENT_NODE,
    PROCESSING_INSTRUCTION_NODE,
    TEXT_NODE,
    ElementImpl,
    NodeImpl,
)
from webapi.infra import (
    HTML_NAMESPACE,
    MATHML_NAMESPACE,
    SVG_NAMESPACE,
    XLINK_NAMESPACE,
    XML_NAMESPACE,
    XMLNS_NAMESPACE,
)

from ._template_contents import HTMLTemplateElementImpl

__all__ = ["html5lib_tree"]

_PREFIXES = {HTML_NAMESPACE: "", SVG_NAMESPACE: "svg ", MATHML_NAMESPACE: "math "}
#: How the format names an attribute's namespace.
_ATTRIBUTE_PREFIXES = {XLINK_NAMESPACE: "xlink", XML_NAMESPACE: "xml", XMLNS_NAMESPACE: "xmlns"}


def _attribute_lines(element: ElementImpl, indent: str) -> list[str]:
    attrs = element._attrs
    if not attrs:
        return []
    if isinstance(attrs, dict):
        pairs = list(attrs.items())
    else:
        pairs = []
        for attribute in attrs:
            namespace = attribute._namespace
            name = attribute._local_name
            if namespace is not None:
                name = f"{_ATTRIBUTE_PREFIXES.get(namespace, namespace)} {name}"
            pairs.append((name, attribute._value))
    return [f'{indent}  {name}="{value}"' for name, value in sorted(pairs)]


def html5lib_tree(root: NodeImpl) -> str:
    """The tree below ``root`` (a document, a fragment, an element) in html5lib-tests'
    format."""
    lines: list[str] = []
    # (the next node to write, its depth)
    stack: list[tuple[NodeImpl | None, int]] = [(root._first_child, 0)]
    while stack:
        node, level = stack.pop()
        if node is None:
            continue
        stack.append((node._next_sibling, level))
        indent = "| " + "  " * level
        node_type = node._node_type
        if node_type == ELEMENT_NODE:
            element: ElementImpl = node  # type: ignore[assignment]
            namespace = element._namespace
            lines.append(f"{indent}<{_PREFIXES.get(namespace, '')}{element._local_name}>")  # type: ignore[arg-type]
            lines.extend(_attribute_lines(element, indent))
            if isinstance(element, HTMLTemplateElementImpl):
                lines.append(f"{indent}  content")
                stack.append((element._content._first_child, level + 2))
            stack.append((element._first_child, level + 1))
        elif node_type == TEXT_NODE:
            lines.append(f'{indent}"{node._data}"')  # type: ignore[attr-defined]
        elif node_type == COMMENT_NODE:
            lines.append(f"{indent}<!-- {node._data} -->")  # type: ignore[attr-defined]
        elif node_type == PROCESSING_INSTRUCTION_NODE:
            lines.append(f"{indent}<?{node._target} {node._data}?>")  # type: ignore[attr-defined]
        elif node_type == DOCUMENT_TYPE_NODE:
            name = node._name  # type: ignore[attr-defined]
            public_id = node._public_id  # type: ignore[attr-defined]
            system_id = node._system_id  # type: ignore[attr-defined]
            if public_id or system_id:
                lines.append(f'{indent}<!DOCTYPE {name} "{public_id}" "{system_id}">')
            else:
                lines.append(f"{indent}<!DOCTYPE {name}>")
    return "\n".join(lines)
