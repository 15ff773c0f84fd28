"""The XML serialization algorithm of DOM Parsing and Serialization
(https://w3c.github.io/DOM-Parsing/#dfn-xml-serialization): a node's markup with every element's
and attribute's namespace preserved, through a namespace prefix map (one for the walk, each
element's additions undone after its subtree: the text's copy per element), the
generated prefixes ``ns1``, ``ns2``, ... and the "require well-formed" flag (an
``InvalidStateError`` ``DOMException`` where the markup would not be well-formed XML).

Its users are the HTML Standard's: ``XMLSerializer.serializeToString`` (require well-formed
false) and the fragment serializing algorithm steps of the ``innerHTML``/``outerHTML`` getters
when the node document is not an HTML document (true; ``getHTML`` is HTML's serialization
always); it lives in ``webapi.html`` with them and reads only the DOM's nodes.

Where Chromium 156 reads the text otherwise, its reading is taken (``docs/dom.md``; the
differential ``tests/html/test_chromium_xml.py``): a ``CDATASection`` is written as
``<![CDATA[data]]>`` (the text's step for it is commented out); tab, line feed and carriage
return in attribute values are written ``&#9;``, ``&#10;``, ``&#13;``; an attribute in a
namespace other than XMLNS that the map has no prefix for keeps its own prefix when no
namespace has it, and gets a generated one otherwise; and where the text's steps would write a
prefix that means another namespace there (w3c/DOM-Parsing#44, #45), the map knows each
prefix's binding in scope: a prefix rebound below is no candidate, a generated ``ns<N>``
passes over bound ones, an element's prefix its own ``xmlns:prefix`` rebinds is replaced.

The walk keeps its own stack: no recursion, for any depth.
"""

from __future__ import annotations

import re

from webapi._lazy import lazy_pattern
from webapi.dom import DOMException
from webapi.dom.engine import (
    CDATA_SECTION_NODE,
    COMMENT_NODE,
    DOCUMENT_FRAGMENT_NODE,
    DOCUMENT_NODE,
    DOCUMENT_TYPE_NODE,
    ELEMENT_NODE,
    PROCESSING_INSTRUCTION_NODE,
    TEXT_NODE,
    ElementImpl,
    NodeImpl,
    attribute_list,
    matches_name,
)
from webapi.infra import HTML_NAMESPACE, XML_NAMESPACE, XMLNS_NAMESPACE

from ._serialization import VOID_ELEMENTS
from ._template_contents import HTMLTemplateElementImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["xml_serialization", "xml_serialize_children"]

#: A character the XML ``Char`` production does not match (https://www.w3.org/TR/xml/#NT-Char);
#: compiled on first use (milliseconds, which no HTML parse needs).
_NOT_CHAR = lazy_pattern(
    globals(), "_NOT_CHAR", "[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]"
)
#: A character the XML ``PubidChar`` production does not match (https://www.w3.org/TR/xml/#NT-PubidChar).
_NOT_PUBID_CHAR = re.compile("[^\x20\r\na-zA-Z0-9\\-'()+,./:=?;!*#@$_%]")

#: The void elements of the step of "XML serializing an Element node" that writes `` /``: HTML's
#: elements that serialize as void, and ``menuitem``.
_VOID = VOID_ELEMENTS | {"menuitem"}


class _NotWellFormed(Exception):
    """ "Throw an exception": what the algorithm's entry point turns into an
    ``InvalidStateError``."""


class _Index:
    """A generated namespace prefix index (a reference: one for the whole serialization)."""

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value = 1


# --- the namespace prefix map -------------------------------------------------------------------


class _Entry:
    """A prefix in its namespace's list: a node of a circular doubly linked list whose
    sentinel (``prefix`` None) is the namespace's head."""

    __slots__ = ("namespace", "next", "prefix", "previous")

    def __init__(self, prefix: str | None, namespace: str | None) -> None:
        self.prefix = prefix
        self.namespace = namespace
        self.previous = self.next = self


class PrefixMap:
    """A namespace prefix map (https://w3c.github.io/DOM-Parsing/#dfn-namespace-prefix-map) as
    seen from the element being written: each namespace (None: no namespace) with its prefixes,
    the most recently added last; and, beside the text's map, the namespace each prefix was last
    added for (the binding in scope: a prefix added again for another namespace by a descendant
    is shadowed there, and is no candidate for its first namespace, as in browsers).

    The text copies the map for each element ("copy a namespace prefix map") and gives the copy
    to its children: a copy per element costs the map's size, quadratic for a chain of elements
    that each declare a prefix. One map serves the whole walk instead: what an element adds is
    logged (``log``) and undone when its subtree is written, which leaves the map its parent's
    copy was. A namespace's list holds only the prefixes still bound to it (a prefix rebound
    elsewhere leaves its list, and comes back when that is undone), so the candidates' last one
    is read at once."""

    __slots__ = ("entries", "heads", "log")

    def __init__(self) -> None:
        #: each bound prefix's entry, in the list of the namespace it is bound to (its binding)
        self.entries: dict[str, _Entry] = {}
        #: each namespace's list of the prefixes bound to it, in the order added
        self.heads: dict[str | None, _Entry] = {}
        #: what each ``_add`` changed: its new entry, and the prefix's entry before (None: the
        #: prefix was not bound)
        self.log: list[tuple[_Entry, _Entry | None]] = []


def _undo(prefix_map: PrefixMap, mark: int) -> None:
    """Undo the additions logged after ``mark``, the latest first: the map is again the one an
    ancestor's "copy" gave (each entry goes back between the neighbours it left: the
    additions are undone in the reverse of their order)."""
    log, entries = prefix_map.log, prefix_map.entries
    while len(log) > mark:
        entry, old_entry = log.pop()
        entry.previous.next = entry.next
        entry.next.previous = entry.previous
        prefix: str = entry.prefix  # type: ignore[assignment]
        if old_entry is None:
            del entries[prefix]
            continue
        old_entry.previous.next = old_entry
        old_entry.next.previous = old_entry
        entries[prefix] = old_entry


def _preferred_prefix(prefix_map: PrefixMap, preferred: str | None, ns: str | None) -> str | None:
    """https://w3c.github.io/DOM-Parsing/#dfn-retrieving-a-preferred-prefix-string (of the
    prefixes still bound to ``ns``): ``preferred`` if it is one of them, else the last added."""
    head = prefix_map.heads.get(ns)
    if head is None or head.previous is head:
        return None
    if preferred is not None and _found(prefix_map, preferred, ns):
        return preferred
    return head.previous.prefix


def _found(prefix_map: PrefixMap, prefix: str, ns: str | None) -> bool:
    """https://w3c.github.io/DOM-Parsing/#dfn-found (and still bound to ``ns``)."""
    entry = prefix_map.entries.get(prefix)
    return entry is not None and entry.namespace == ns


def _add(prefix_map: PrefixMap, prefix: str, ns: str | None) -> None:
    """https://w3c.github.io/DOM-Parsing/#dfn-add (logged, for ``_undo``): ``prefix`` at the end
    of ``ns``'s list, and out of the list of the namespace it was bound to."""
    entries = prefix_map.entries
    old_entry = entries.get(prefix)
    if old_entry is not None:
        old_entry.previous.next = old_entry.next
        old_entry.next.previous = old_entry.previous
    head = prefix_map.heads.get(ns)
    if head is None:
        head = prefix_map.heads[ns] = _Entry(None, ns)
    entry = _Entry(prefix, ns)
    entry.previous, entry.next = head.previous, head
    head.previous.next = entry
    head.previous = entry
    prefix_map.log.append((entry, old_entry))
    entries[prefix] = entry


def _generate_prefix(prefix_map: PrefixMap, new_namespace: str | None, index: _Index) -> str:
    """https://w3c.github.io/DOM-Parsing/#dfn-generating-a-prefix, passing over the ``ns``
    prefixes the map has (as browsers do: the text's "ns1" on an element under an
    ``xmlns:ns1`` of another namespace would rebind the ancestor's prefix, w3c/DOM-Parsing#44)."""
    generated = f"ns{index.value}"
    index.value += 1
    while generated in prefix_map.entries:
        generated = f"ns{index.value}"
        index.value += 1
    _add(prefix_map, generated, new_namespace)
    return generated


def _declares(element: ElementImpl, prefix: str) -> bool:
    """Whether ``element`` has an ``xmlns:prefix`` attribute (in the XMLNS namespace)."""
    return any(
        attr._namespace == XMLNS_NAMESPACE
        and attr._prefix == "xmlns"
        and attr._local_name == prefix
        for attr in attribute_list(element)
    )


def _record_namespace_information(
    element: ElementImpl, prefix_map: PrefixMap, local_prefixes: dict[str, str]
) -> str | None:
    """https://w3c.github.io/DOM-Parsing/#dfn-recording-the-namespace-information: the local
    default namespace (an ``xmlns`` attribute's value), after adding the element's prefix
    definitions to ``prefix_map`` and ``local_prefixes``."""
    default_namespace_attr_value = None
    for attr in attribute_list(element):
        if attr._namespace != XMLNS_NAMESPACE:
            continue
        if attr._prefix is None:
            default_namespace_attr_value = attr._value
            continue
        prefix_definition = attr._local_name
        namespace_definition: str | None = attr._value
        if namespace_definition == XML_NAMESPACE:
            continue
        if namespace_definition == "":
            namespace_definition = None
        if _found(prefix_map, prefix_definition, namespace_definition):
            continue
        _add(prefix_map, prefix_definition, namespace_definition)
        local_prefixes[prefix_definition] = namespace_definition or ""
    return default_namespace_attr_value


# --- values -------------------------------------------------------------------------------------


#: Tab, line feed and carriage return in attribute values, as browsers write them (so that they
#: survive attribute-value normalization when parsed again: WPT's "escapes attribute values for
#: roundtripping"; w3c/DOM-Parsing#59).
_WHITESPACE_REFERENCES = {9: "&#9;", 10: "&#10;", 13: "&#13;"}


def _escape(text: str, attribute: bool) -> str:
    """``&``, ``<`` and ``>`` as ``&amp;``, ``&lt;``, ``&gt;``; in an attribute value also
    ``"`` as ``&quot;`` and tab, line feed, carriage return as character references."""
    if "&" in text:
        text = text.replace("&", "&amp;")
    if "<" in text:
        text = text.replace("<", "&lt;")
    if ">" in text:
        text = text.replace(">", "&gt;")
    if attribute:
        if '"' in text:
            text = text.replace('"', "&quot;")
        if "\t" in text or "\n" in text or "\r" in text:
            text = text.translate(_WHITESPACE_REFERENCES)
    return text


def _serialize_attribute_value(value: str | None, require_well_formed: bool) -> str:
    """https://w3c.github.io/DOM-Parsing/#dfn-serializing-an-attribute-value, and tab, line
    feed and carriage return as character references."""
    if value is None:
        return ""
    if require_well_formed and _NOT_CHAR.search(value):
        raise _NotWellFormed("an attribute value holds a character XML does not allow")
    return _escape(value, True)


def _serialize_attributes(
    element: ElementImpl,
    prefix_map: PrefixMap,
    index: _Index,
    local_prefixes: dict[str, str],
    ignore_namespace_definition_attribute: bool,
    require_well_formed: bool,
) -> str:
    """https://w3c.github.io/DOM-Parsing/#dfn-xml-serialization-of-the-attributes"""
    result: list[str] = []
    localname_set: set[tuple[str | None, str]] = set()
    for attr in attribute_list(element):
        attribute_namespace = attr._namespace
        local_name = attr._local_name
        key = (attribute_namespace, local_name)
        if require_well_formed and key in localname_set:
            raise _NotWellFormed(f"two attributes named {local_name!r} in one namespace")
        localname_set.add(key)
        candidate_prefix = None
        if attribute_namespace is not None:
            candidate_prefix = _preferred_prefix(prefix_map, attr._prefix, attribute_namespace)
            if attribute_namespace == XMLNS_NAMESPACE:
                value = attr._value
                if (
                    value == XML_NAMESPACE
                    or (attr._prefix is None and ignore_namespace_definition_attribute)
                    or (
                        attr._prefix is not None
                        and local_prefixes.get(local_name) != value
                        and _found(prefix_map, local_name, value)
                    )
                ):
                    continue
                if require_well_formed and value == XMLNS_NAMESPACE:
                    raise _NotWellFormed("a namespace declaration of the XMLNS namespace")
                if require_well_formed and value == "":
                    raise _NotWellFormed("a prefix declaration cannot undeclare a namespace")
                if attr._prefix == "xmlns":
                    candidate_prefix = "xmlns"
            elif candidate_prefix is None:
                # ("Otherwise, the attribute namespace is not the XMLNS namespace": read, as
                # browsers do, for a namespace the map has no prefix for; the attribute's own
                # prefix when no namespace has it, else a generated one)
                own = attr._prefix
                if own is not None and own not in local_prefixes and own not in prefix_map.entries:
                    candidate_prefix = own
                    _add(prefix_map, own, attribute_namespace)
                else:
                    candidate_prefix = _generate_prefix(prefix_map, attribute_namespace, index)
                result += (
                    " xmlns:",
                    candidate_prefix,
                    '="',
                    _serialize_attribute_value(attribute_namespace, require_well_formed),
                    '"',
                )
        result.append(" ")
        if candidate_prefix is not None:
            result += (candidate_prefix, ":")
        if require_well_formed and (
            ":" in local_name
            or not matches_name(local_name)
            or (local_name == "xmlns" and attribute_namespace is None)
        ):
            raise _NotWellFormed(f"{local_name!r} is not a well-formed attribute name")
        result += (
            local_name,
            '="',
            _serialize_attribute_value(attr._value, require_well_formed),
            '"',
        )
    return "".join(result)


# --- nodes --------------------------------------------------------------------------------------


def _element_start(
    node: ElementImpl,
    namespace: str | None,
    prefix_map: PrefixMap,
    index: _Index,
    require_well_formed: bool,
) -> tuple[str, str | None, str | None]:
    """https://w3c.github.io/DOM-Parsing/#xml-serializing-an-element-node up to its children:
    the start tag (or the whole element's markup, for one whose end tag is skipped), the
    qualified name for the end tag (None: skipped) and the context namespace for the children;
    ``prefix_map`` is left as the element's copy of it (the caller undoes the additions)."""
    local_name = node._local_name
    if require_well_formed and (":" in local_name or not matches_name(local_name)):  # 1.
        raise _NotWellFormed(f"{local_name!r} is not a well-formed element name")
    markup = ["<"]  # 2.
    qualified_name = ""  # 3.
    ignore_namespace_definition_attribute = False  # 5.
    # 6. ("Let map be a copy of the namespace prefix map": the map itself, see PrefixMap)
    local_prefixes: dict[str, str] = {}  # 7.
    local_default_namespace = _record_namespace_information(node, prefix_map, local_prefixes)  # 8.
    inherited_ns = namespace  # 9.
    ns = node._namespace  # 10.
    if inherited_ns == ns:  # 11.
        if local_default_namespace is not None:
            ignore_namespace_definition_attribute = True
        qualified_name = "xml:" + local_name if ns == XML_NAMESPACE else local_name
        markup.append(qualified_name)
    else:  # 12.
        prefix = node._prefix
        candidate_prefix = _preferred_prefix(prefix_map, prefix, ns)
        if prefix == "xmlns":
            if require_well_formed:
                raise _NotWellFormed("an element with the prefix 'xmlns'")
            candidate_prefix = prefix
        if candidate_prefix is not None:  # "Found a suitable namespace prefix"
            qualified_name = f"{candidate_prefix}:{local_name}"
            if local_default_namespace is not None and local_default_namespace != XML_NAMESPACE:
                inherited_ns = local_default_namespace or None
            markup.append(qualified_name)
        elif prefix is not None:
            # (also for a declaration of prefix on the element that the map already had from
            # an ancestor: the element's prefix would otherwise be declared twice, as browsers
            # see it)
            if prefix in local_prefixes or _declares(node, prefix):
                prefix = _generate_prefix(prefix_map, ns, index)
            else:
                _add(prefix_map, prefix, ns)
            qualified_name = f"{prefix}:{local_name}"
            markup += (
                qualified_name,
                " xmlns:",
                prefix,
                '="',
                _serialize_attribute_value(ns, require_well_formed),
                '"',
            )
            if local_default_namespace is not None:
                inherited_ns = local_default_namespace or None
        elif local_default_namespace is None or local_default_namespace != ns:
            ignore_namespace_definition_attribute = True
            qualified_name = local_name
            inherited_ns = ns
            markup += (
                qualified_name,
                ' xmlns="',
                _serialize_attribute_value(ns, require_well_formed),
                '"',
            )
        else:
            qualified_name = local_name
            inherited_ns = ns
            markup.append(qualified_name)
    markup.append(
        _serialize_attributes(  # 13.
            node,
            prefix_map,
            index,
            local_prefixes,
            ignore_namespace_definition_attribute,
            require_well_formed,
        )
    )
    end: str | None = qualified_name
    if node._first_child is None:
        if ns == HTML_NAMESPACE:
            if local_name in _VOID:  # 14.
                markup.append(" /")
                end = None
        else:  # 15.
            markup.append("/")
            end = None
    markup.append(">")  # 16.
    return "".join(markup), end, inherited_ns


def _leaf(node: NodeImpl, require_well_formed: bool) -> str:
    """The markup of a node that is no element, document or fragment."""
    node_type = node._node_type
    if node_type == TEXT_NODE:
        # https://w3c.github.io/DOM-Parsing/#xml-serializing-a-text-node
        data: str = node._data  # type: ignore[attr-defined]
        if require_well_formed and _NOT_CHAR.search(data):
            raise _NotWellFormed("a Text node holds a character XML does not allow")
        return _escape(data, False)
    if node_type == CDATA_SECTION_NODE:
        return f"<![CDATA[{node._data}]]>"  # type: ignore[attr-defined]
    if node_type == COMMENT_NODE:
        # https://w3c.github.io/DOM-Parsing/#xml-serializing-a-comment-node
        data = node._data  # type: ignore[attr-defined]
        if require_well_formed and (_NOT_CHAR.search(data) or "--" in data or data.endswith("-")):
            raise _NotWellFormed("a Comment's data is not well-formed")
        return f"<!--{data}-->"
    if node_type == PROCESSING_INSTRUCTION_NODE:
        # https://w3c.github.io/DOM-Parsing/#xml-serializing-a-processinginstruction-node
        target: str = node._target  # type: ignore[attr-defined]
        data = node._data  # type: ignore[attr-defined]
        if require_well_formed and (":" in target or target.lower() == "xml"):
            raise _NotWellFormed(f"{target!r} is not a well-formed processing instruction target")
        if require_well_formed and (_NOT_CHAR.search(data) or "?>" in data):
            raise _NotWellFormed("a processing instruction's data is not well-formed")
        return f"<?{target} {data}?>"
    if node_type == DOCUMENT_TYPE_NODE:
        return _doctype(node, require_well_formed)
    return ""  # (an Attr: "Return an empty string")


def _doctype(node: Any, require_well_formed: bool) -> str:
    """https://w3c.github.io/DOM-Parsing/#xml-serializing-a-documenttype-node"""
    public_id: str = node._public_id
    system_id: str = node._system_id
    if require_well_formed and _NOT_PUBID_CHAR.search(public_id):  # 1.
        raise _NotWellFormed("a doctype's public ID is not well-formed")
    if require_well_formed and (  # 2.
        _NOT_CHAR.search(system_id) or ('"' in system_id and "'" in system_id)
    ):
        raise _NotWellFormed("a doctype's system ID is not well-formed")
    markup = ["<!DOCTYPE ", node._name]  # 3.-5.
    if public_id:  # 6.
        markup += (' PUBLIC "', public_id, '"')
    if system_id and not public_id:  # 7.
        markup.append(" SYSTEM")
    if system_id:  # 8.
        markup += (' "', system_id, '"')
    markup.append(">")  # 9.
    return "".join(markup)


def _children(node: NodeImpl) -> NodeImpl | None:
    """The first of the children the algorithm walks: a template's contents' for a
    ``template`` element in the HTML namespace."""
    if isinstance(node, HTMLTemplateElementImpl) and node._namespace == HTML_NAMESPACE:
        return node._content._first_child
    return node._first_child


def _has_document_element(document: NodeImpl) -> bool:
    child = document._first_child
    while child is not None and child._node_type != ELEMENT_NODE:
        child = child._next_sibling
    return child is not None


def _walk(first: NodeImpl | None, only: bool, require_well_formed: bool, out: list[str]) -> None:
    """The XML serialization algorithm run on ``first`` (with its following siblings unless
    ``only``), in tree order, in one context (namespace null, a map with the XML namespace's
    ``xml`` prefix, a new prefix index), its markup appended to ``out``.

    The stack holds, per open level, the next node to write with that level's namespace, the
    length of the map's log to undo to once the level is done (-1: nothing to undo) and the end
    tag to write then."""
    index = _Index()
    prefix_map = PrefixMap()
    _add(prefix_map, "xml", XML_NAMESPACE)
    stack: list[tuple[NodeImpl | None, str | None, int, str | None]] = [(first, None, -1, None)]
    while stack:
        node, namespace, mark, end = stack[-1]
        if node is None:
            stack.pop()
            if end is not None:
                out += ("</", end, ">")
            if mark >= 0:
                _undo(prefix_map, mark)
            continue
        following = None if only and len(stack) == 1 else node._next_sibling
        stack[-1] = (following, namespace, mark, end)
        node_type = node._node_type
        if node_type == ELEMENT_NODE:
            element_mark = len(prefix_map.log)
            markup, child_end, child_ns = _element_start(
                node,  # type: ignore[arg-type]
                namespace,
                prefix_map,
                index,
                require_well_formed,
            )
            out.append(markup)
            if child_end is None:
                _undo(prefix_map, element_mark)
            else:
                stack.append((_children(node), child_ns, element_mark, child_end))
        elif node_type == DOCUMENT_NODE:
            # https://w3c.github.io/DOM-Parsing/#xml-serializing-a-document-node
            if require_well_formed and not _has_document_element(node):
                raise _NotWellFormed("a document without a document element")
            stack.append((node._first_child, namespace, -1, None))
        elif node_type == DOCUMENT_FRAGMENT_NODE:
            # https://w3c.github.io/DOM-Parsing/#xml-serializing-a-documentfragment-node
            stack.append((node._first_child, namespace, -1, None))
        else:
            out.append(_leaf(node, require_well_formed))


def _run(first: NodeImpl | None, only: bool, require_well_formed: bool) -> str:
    """https://w3c.github.io/DOM-Parsing/#dfn-xml-serialization's steps: "If an exception
    occurs ..., then catch that exception and throw an "InvalidStateError" DOMException"."""
    out: list[str] = []
    try:
        _walk(first, only, require_well_formed, out)
    except _NotWellFormed as error:
        raise DOMException(
            f"The node cannot be serialized as well-formed XML: {error}.", "InvalidStateError"
        ) from None
    return "".join(out)


def xml_serialization(node: NodeImpl, require_well_formed: bool) -> str:
    """https://w3c.github.io/DOM-Parsing/#dfn-xml-serialization: the XML serialization of
    ``node`` given ``require_well_formed`` (``InvalidStateError`` where it would not be
    well-formed)."""
    return _run(node, True, require_well_formed)


def xml_serialize_children(node: NodeImpl, require_well_formed: bool) -> str:
    """The XML serialization of ``node``'s children (a template's contents' for a
    ``template``), in tree order, in one context: what the fragment serializing algorithm steps
    give for a node whose node document is not an HTML document (``innerHTML``; ``outerHTML``
    is this of a fictional parent, :func:`xml_serialization` of the element itself)."""
    return _run(_children(node), False, require_well_formed)
