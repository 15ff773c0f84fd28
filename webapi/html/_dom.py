"""The minimal DOM that HTML's tree construction builds
(https://html.spec.whatwg.org/multipage/parsing.html#tree-construction, over
https://dom.spec.whatwg.org/#nodes): a :class:`Document` with :class:`DocumentType`,
:class:`Element`, :class:`Text` and :class:`Comment` nodes, and a ``template`` element's
contents (a :class:`DocumentFragment`).

Only what the parser and webapi's readers need: each node's children and parent, an element's
namespace, local name and attributes (qualified name -> value: ``"xlink:href"`` on SVG and
MathML elements is the attribute the parser put in the XLink namespace, see
:data:`FOREIGN_ATTRIBUTES`), a text node's data. :func:`html5lib_tree` writes the tree in
html5lib-tests' format (the parser's tests).
"""

from __future__ import annotations

from collections.abc import Iterator

from webapi.infra import (
    HTML_NAMESPACE,
    MATHML_NAMESPACE,
    SVG_NAMESPACE,
    XLINK_NAMESPACE,
    XML_NAMESPACE,
    XMLNS_NAMESPACE,
)

__all__ = [
    "FOREIGN_ATTRIBUTES",
    "HTML_NAMESPACE",
    "MATHML_NAMESPACE",
    "SVG_NAMESPACE",
    "Comment",
    "Document",
    "DocumentFragment",
    "DocumentType",
    "Element",
    "Node",
    "Text",
    "html5lib_tree",
]


#: "Adjust foreign attributes" (https://html.spec.whatwg.org/multipage/parsing.html#adjust-foreign-attributes):
#: the attribute names (as the token has them) that get a prefix, a local name and a namespace
#: on SVG and MathML elements.
FOREIGN_ATTRIBUTES: dict[str, tuple[str | None, str, str]] = {
    "xlink:actuate": ("xlink", "actuate", XLINK_NAMESPACE),
    "xlink:arcrole": ("xlink", "arcrole", XLINK_NAMESPACE),
    "xlink:href": ("xlink", "href", XLINK_NAMESPACE),
    "xlink:role": ("xlink", "role", XLINK_NAMESPACE),
    "xlink:show": ("xlink", "show", XLINK_NAMESPACE),
    "xlink:title": ("xlink", "title", XLINK_NAMESPACE),
    "xlink:type": ("xlink", "type", XLINK_NAMESPACE),
    "xml:lang": ("xml", "lang", XML_NAMESPACE),
    "xml:space": ("xml", "space", XML_NAMESPACE),
    "xmlns": (None, "xmlns", XMLNS_NAMESPACE),
    "xmlns:xlink": ("xmlns", "xlink", XMLNS_NAMESPACE),
}


class Node:
    """A node: its parent (``None`` for a document, a fragment or a removed node)."""

    __slots__ = ("parent",)

    def __init__(self) -> None:
        self.parent: ParentNode | None = None


class ParentNode(Node):
    """A node with children (a document, a document fragment, an element)."""

    __slots__ = ("children",)

    def __init__(self) -> None:
        super().__init__()
        self.children: list[Node] = []

    def append(self, node: Node) -> None:
        """Append ``node`` (removed from its parent first) as the last child."""
        if node.parent is not None:
            node.parent.remove(node)
        node.parent = self
        self.children.append(node)

    def insert_before(self, node: Node, child: Node | None) -> None:
        """Insert ``node`` before ``child`` (a child of this node; ``None``: append)."""
        if child is None:
            self.append(node)
            return
        if node.parent is not None:
            node.parent.remove(node)
        node.parent = self
        children = self.children
        children.insert(_index(children, child), node)

    def child_before(self, child: Node) -> Node | None:
        """The child right before the child ``child``, if any."""
        children = self.children
        index = _index(children, child)
        return children[index - 1] if index else None

    def remove(self, node: Node) -> None:
        """Remove the child ``node``."""
        children = self.children
        del children[_index(children, node)]
        node.parent = None

    def move_children_to(self, other: ParentNode) -> None:
        """Append all of this node's children, in order, to ``other``."""
        children = self.children
        self.children = []
        for child in children:
            child.parent = other
        other.children.extend(children)

    def remove_children(self) -> None:
        """Remove all of this node's children."""
        for child in self.children:
            child.parent = None
        self.children = []

    def iter_elements(self) -> Iterator[Element]:
        """The elements below this node in tree order, not entering a ``template``'s contents
        (they are not in the document: ``querySelectorAll`` does not find them)."""
        stack: list[Iterator[Node]] = [iter(self.children)]
        while stack:
            for node in stack[-1]:
                if type(node) is Element:
                    yield node
                    if node.children:
                        stack.append(iter(node.children))
                        break
            else:
                stack.pop()


def _index(children: list[Node], child: Node) -> int:
    """The index of ``child`` in ``children`` by identity (from the end: the parser works
    at the end of its parents)."""
    for index in range(len(children) - 1, -1, -1):
        if children[index] is child:
            return index
    raise ValueError("not a child")  # pragma: no cover - the parser passes children only


class Document(ParentNode):
    """A document: its children and its mode (``"no-quirks"``, ``"quirks"``,
    ``"limited-quirks"``, https://dom.spec.whatwg.org/#concept-document-mode)."""

    __slots__ = ("mode",)

    def __init__(self) -> None:
        super().__init__()
        self.mode = "no-quirks"


class DocumentFragment(ParentNode):
    """A document fragment: a ``template`` element's contents."""

    __slots__ = ()


class DocumentType(Node):
    """A doctype: its name, public ID and system ID (empty strings when missing)."""

    __slots__ = ("name", "public_id", "system_id")

    def __init__(self, name: str, public_id: str, system_id: str) -> None:
        super().__init__()
        self.name = name
        self.public_id = public_id
        self.system_id = system_id


class Element(ParentNode):
    """An element: ``namespace``, ``local_name``, ``attributes`` (qualified name -> value, in
    the order of the tag), its children, and for a ``template`` in the HTML namespace its
    ``template_contents``."""

    __slots__ = ("attributes", "local_name", "namespace", "template_contents")

    def __init__(self, namespace: str, local_name: str, attributes: dict[str, str]) -> None:
        # ParentNode's and Node's fields set here, not through their __init__: one call for
        # each element (the parser makes one for most tags)
        self.parent: ParentNode | None = None
        self.children: list[Node] = []
        self.namespace = namespace
        self.local_name = local_name
        self.attributes = attributes
        self.template_contents: DocumentFragment | None = None

    def __repr__(self) -> str:
        return f"<Element {self.local_name!r} {self.namespace!r} {self.attributes!r}>"


class Text(Node):
    """A text node; the parser appends to it in pieces (joined once when read)."""

    __slots__ = ("_pieces",)

    def __init__(self, data: str) -> None:
        self.parent: ParentNode | None = None  # Node's field: one call for each text node
        self._pieces = [data]

    def append_data(self, data: str) -> None:
        """Append ``data`` to the node's data."""
        self._pieces.append(data)

    @property
    def data(self) -> str:
        """The node's data."""
        pieces = self._pieces
        if len(pieces) > 1:
            pieces[:] = ["".join(pieces)]
        return pieces[0]


class Comment(Node):
    """A comment node."""

    __slots__ = ("data",)

    def __init__(self, data: str) -> None:
        self.parent: ParentNode | None = None  # Node's field: one call for each text node
        self.data = data


_PREFIXES = {HTML_NAMESPACE: "", SVG_NAMESPACE: "svg ", MATHML_NAMESPACE: "math "}


def html5lib_tree(root: ParentNode) -> str:
    """The tree below ``root`` in html5lib-tests' format (their tree-construction README: one
    line per node, ``| `` and two spaces per ancestor, attributes sorted below their element,
    a template's contents under ``content``)."""
    lines: list[str] = []
    _write(root, 0, lines)
    return "\n".join(lines)


def _write(parent: ParentNode, depth: int, lines: list[str]) -> None:
    # iterative: the tree may be deeper than Python's recursion limit
    stack: list[tuple[Iterator[Node], int]] = [(iter(parent.children), depth)]
    while stack:
        children, level = stack[-1]
        indent = "| " + "  " * level
        for node in children:
            if type(node) is Element:
                lines.append(f"{indent}<{_PREFIXES.get(node.namespace, '')}{node.local_name}>")
                names = []
                for name, value in node.attributes.items():
                    foreign = node.namespace != HTML_NAMESPACE and FOREIGN_ATTRIBUTES.get(name)
                    shown = f"{foreign[0] or foreign[1]} {foreign[1]}" if foreign else name
                    names.append((shown, value))
                for shown, value in sorted(names):
                    lines.append(f'{indent}  {shown}="{value}"')
                if node.template_contents is not None:
                    lines.append(f"{indent}  content")
                    stack.append((iter(node.template_contents.children), level + 2))
                    stack.append((iter(node.children), level + 1))
                    break
                if node.children:
                    stack.append((iter(node.children), level + 1))
                    break
            elif type(node) is Text:
                lines.append(f'{indent}"{node.data}"')
            elif type(node) is Comment:
                lines.append(f"{indent}<!-- {node.data} -->")
            elif type(node) is DocumentType:
                if node.public_id or node.system_id:
                    lines.append(
                        f'{indent}<!DOCTYPE {node.name} "{node.public_id}" "{node.system_id}">'
                    )
                else:
                    lines.append(f"{indent}<!DOCTYPE {node.name}>")
        else:
            stack.pop()
