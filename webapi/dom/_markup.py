"""A node's own markup: the parts of HTML's fragment serialization
(https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments) that write one
node without its children: an element's start tag (its tagname, each attribute's serialized
name and escaped value), a comment, a processing instruction, a doctype; and "escaping a
string".

They are the HTML Standard's steps, kept here, below ``webapi.html``, because the DOM's Python
side shows a node by them (``str(element)`` is its start tag); HTML's serializer
(``webapi/html/parsing/_serialization.py``) writes every node with these same functions (through
``webapi.dom.engine``), so the two never differ.
"""

from __future__ import annotations

from webapi.infra import (
    HTML_NAMESPACE,
    MATHML_NAMESPACE,
    SVG_NAMESPACE,
    XLINK_NAMESPACE,
    XML_NAMESPACE,
    XMLNS_NAMESPACE,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._nodes import ElementImpl

__all__ = [
    "attribute_serialized_name",
    "escape_string",
    "processing_instruction_markup",
    "start_tag",
    "tag_name",
]

#: The namespaces whose elements are written with their local name (others: qualified name).
_LOCAL_NAME_NAMESPACES = frozenset({HTML_NAMESPACE, MATHML_NAMESPACE, SVG_NAMESPACE})


def escape_string(text: str, attribute_mode: bool) -> str:
    """https://html.spec.whatwg.org/multipage/parsing.html#escapingString: ``&`` as
    ``&amp;``, U+00A0 as ``&nbsp;``, ``<`` and ``>`` as ``&lt;`` and ``&gt;``, and in
    attribute mode ``"`` as ``&quot;``."""
    if "&" in text:
        text = text.replace("&", "&amp;")
    if "\xa0" in text:
        text = text.replace("\xa0", "&nbsp;")
    if attribute_mode and '"' in text:
        text = text.replace('"', "&quot;")
    if "<" in text:
        text = text.replace("<", "&lt;")
    if ">" in text:
        text = text.replace(">", "&gt;")
    return text


def attribute_serialized_name(namespace: str | None, prefix: str | None, local_name: str) -> str:
    """The attribute's serialized name (the Element step's attribute rules): its local name
    without a namespace, ``xml:``, ``xmlns`` / ``xmlns:`` or ``xlink:`` and the local name in
    those namespaces, else its qualified name."""
    if namespace is None:
        return local_name
    if namespace == XML_NAMESPACE:
        return f"xml:{local_name}"
    if namespace == XMLNS_NAMESPACE:
        return "xmlns" if local_name == "xmlns" else f"xmlns:{local_name}"
    if namespace == XLINK_NAMESPACE:
        return f"xlink:{local_name}"
    return local_name if prefix is None else f"{prefix}:{local_name}"


def start_tag(element: ElementImpl, tag: str) -> str:
    """``<tagname``, each attribute, ``>`` (``tag``: :func:`tag_name`)."""
    attrs = element._attrs
    if not attrs:
        return f"<{tag}>"
    parts = ["<", tag]
    if isinstance(attrs, dict):  # (the dict form: no namespace, no prefix)
        for name, value in attrs.items():
            parts.append(f' {name}="{escape_string(value, True)}"')
    else:
        for attribute in attrs:
            name = attribute_serialized_name(
                attribute._namespace, attribute._prefix, attribute._local_name
            )
            parts.append(f' {name}="{escape_string(attribute._value, True)}"')
    parts.append(">")
    return "".join(parts)


def processing_instruction_markup(target: str, data: str) -> str:
    """The ProcessingInstruction step: ``<?``, the target, a space, the data and ``?>`` (the
    closing ``?`` since whatwg/html#12654, July 2026, which Chromium 156 ships: data ending in
    ``?`` parses back to the same data)."""
    return f"<?{target} {data}?>"


def tag_name(element: ElementImpl) -> str:
    """The Element step's tagname: the local name in the HTML, MathML and SVG namespaces, else
    the qualified name."""
    if element._namespace in _LOCAL_NAME_NAMESPACES or element._prefix is None:
        return element._local_name
    return f"{element._prefix}:{element._local_name}"
