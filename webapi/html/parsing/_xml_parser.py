"""The HTML Standard's XML parser (https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents):
an XML 1.0 + Namespaces in XML parser whose events build DOM nodes into a document, the
"tree construction" an XML user agent does; no script ever runs, no external resource is
ever fetched.

The event source is the standard library's ``xml.parsers.expat`` (the expat library, written
in C; part of Pyodide's Python too), run with namespace processing. Its events become nodes:

- a start tag: an element of the DOM's element interface for its namespace and local name
  (HTML's interfaces in the HTML namespace), its prefix kept; its namespace declarations
  first, as ``xmlns``/``xmlns:prefix`` attributes in the XMLNS namespace, then its attributes
  in document order (defaults an internal subset's ``ATTLIST`` declares included);
- character data: Text (adjacent runs one node), a CDATA section: a ``CDATASection``;
- comments and processing instructions (the XML declaration is none), outside the doctype;
- the document type declaration: a ``DocumentType`` with its public and system IDs (the
  internal subset is read for its entities and attribute defaults, and kept nowhere);
- "When an XML parser would append a node to a template element, it must instead append it to
  the template element's template contents".

Entities: XML's five and character references; the internal subset's internal entities
(expanded by expat, whose amplification limits apply: see ``docs/dom.md``); for a doctype
whose public ID is one the Standard lists, HTML's named character references
(``_xml_entities``). External entities and external subsets are never read: a reference to an
entity no declaration defines is a well-formedness error, as in Chromium, even where XML
would let a non-validating processor skip it.

Errors: the first well-formedness error stops the parser; the nodes built until then stay,
and ``_xml_parsererror`` adds the ``parsererror`` element Chromium adds. Chromium 156's parser
also stops at its limits, and so does this one: more than 65,536 attributes on one element
(namespace declarations aside, defaults included), a name (of an element, an attribute, a
processing instruction's target) longer than 262,144 bytes of UTF-8 before its last character.

Deep and wide input: expat keeps its own element stack; the builder keeps a list, never
recurses, and inserts each node in O(1).
"""

from __future__ import annotations

import re

from webapi.dom.engine import (
    NODE_CLASSES,
    TEXT_NODE,
    DocumentImpl,
    NodeImpl,
    TextImpl,
    element_interface,
    make_node,
    parser_insert,
)
from webapi.infra import HTML_NAMESPACE, XMLNS_NAMESPACE

from ._parser_nodes import join_text_pieces
from ._template_contents import HTMLTemplateElementImpl
from ._xml_entities import XHTML_PUBLIC_IDS, xhtml_entities_dtd

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["XMLSyntaxError", "parse_xml"]

#: What joins namespace, local name and prefix in expat's names: no XML ``Char`` (so in no
#: name and no namespace URI).
_SEPARATOR = "\x01"


class XMLSyntaxError(Exception):
    """A well-formedness error: its line (from 1), column (from 1) and message."""

    def __init__(self, line: int, column: int, message: str) -> None:
        super().__init__(f"error on line {line} at column {column}: {message}")
        self.line = line
        self.column = column
        self.message = message


#: XML's predefined entities (https://www.w3.org/TR/xml/#sec-predefined-ent).
_PREDEFINED_ENTITIES = ("amp", "lt", "gt", "quot", "apos")
#: A start tag (one expat accepted: its attribute values quoted), and an entity reference.
_START_TAG = re.compile(rb"<[^\s/>]+(?:\s+[^\s=>]+\s*=\s*(?:\"[^\"]*\"|'[^']*'))*\s*/?>")
_ENTITY_REFERENCE = re.compile(rb"&([^#;&\s]+);")


#: Chromium 156's limits (its XML parser's configuration: at most 2^16 attributes on an
#: element, names of 2^18 bytes checked before each character is added), measured there: 65,536
#: attributes parse and 65,537 do not; an ASCII name of 262,145 characters parses and one of
#: 262,146 does not, a name of two-byte characters 131,073 and 131,074.
MAX_ATTRIBUTES = 1 << 16
MAX_NAME_BYTES = 1 << 18
#: What Chromium's parsererror says at one of them.
LIMIT_MESSAGE = "This document is larger/more complex than allowed by the parser's configuration"


def name_too_long(name: str) -> bool:
    """Whether ``name`` is past Chromium's limit: more than :data:`MAX_NAME_BYTES` bytes of
    UTF-8 before its last character (a character is at most 4 bytes: a short name is never)."""
    return (
        len(name) > MAX_NAME_BYTES // 4 + 1
        and len(name[:-1].encode("utf-8", "surrogatepass")) > MAX_NAME_BYTES
    )


def _split(name: str) -> tuple[str | None, str, str | None]:
    """An expat name (``local``, ``namespace SEP local`` or ``namespace SEP local SEP
    prefix``) as namespace, local name, prefix."""
    if _SEPARATOR not in name:
        return None, name, None
    parts = name.split(_SEPARATOR)
    return parts[0], parts[1], parts[2] if len(parts) > 2 else None


class _TreeBuilder:
    """The nodes an expat parser's events make, in ``document``."""

    __slots__ = (
        "check_references",
        "data",
        "declarations",
        "document",
        "entities",
        "in_doctype",
        "long_input",
        "parser",
        "stack",
        "text_node",
        "text_pieces",
    )

    def __init__(self, document: DocumentImpl, root: NodeImpl, parser: Any) -> None:
        #: The node document of the nodes made.
        self.document = document
        self.parser = parser
        #: The open elements (the root first: the document, or a fragment): where nodes go.
        self.stack: list[NodeImpl] = [root]
        #: The next start tag's namespace declarations (prefix or None, namespace or "").
        self.declarations: list[tuple[str | None, str]] = []
        self.in_doctype = False
        #: The Text node (or CDATA section) character data goes into, and its pieces.
        self.text_node: TextImpl | None = None
        self.text_pieces: list[str] = []
        #: The input (UTF-8), the general entities declared (XML's five, the internal
        #: subset's, HTML's for an XHTML doctype), and whether an XHTML doctype's entities
        #: were read (:meth:`check_attribute_references`).
        self.data = b""
        self.entities: set[str] = set(_PREDEFINED_ENTITIES)
        self.check_references = False
        #: Whether the input is long enough to hold a name past Chromium's limit.
        self.long_input = False

    def _insert(self, node: NodeImpl) -> None:
        """Append ``node`` to the current node (a template's contents for a ``template``)."""
        parent = self.stack[-1]
        if isinstance(parent, HTMLTemplateElementImpl):
            parent = parent._content
        parser_insert(node, parent, None)

    def flush_text(self) -> None:
        """Give the node character data last went into its data (its pieces joined)."""
        node = self.text_node
        if node is None:
            return
        self.text_node = None
        join_text_pieces(node, self.text_pieces, self.document)

    # --- expat's handlers -------------------------------------------------------------------

    def start_doctype(
        self, name: str, system_id: str | None, public_id: str | None, internal: int
    ) -> None:
        doctype = make_node(
            NODE_CLASSES["DocumentType"], self.document, name, public_id or "", system_id or ""
        )
        parser_insert(doctype, self.stack[0], None)
        self.in_doctype = True

    def end_doctype(self) -> None:
        self.in_doctype = False

    def start_namespace(self, prefix: str | None, namespace: str | None) -> None:
        self.declarations.append((prefix, namespace or ""))

    def check_attribute_references(self) -> None:
        """With an external subset read, expat drops a reference to an undeclared entity in an
        attribute value without a word (XML lets a processor that has not read every
        declaration do so); webapi reads them all, so it is the error expat gives without a
        subset (Chromium's too): the start tag's references, read from the input."""
        start = self.parser.CurrentByteIndex
        tag = _START_TAG.match(self.data, start)
        if tag is None or b"&" not in tag.group():
            return
        entities = self.entities
        for reference in _ENTITY_REFERENCE.finditer(tag.group()):
            name = reference.group(1).decode("utf-8", "surrogatepass")
            if name not in entities:
                parser = self.parser
                raise XMLSyntaxError(
                    parser.CurrentLineNumber,
                    parser.CurrentColumnNumber + 1,
                    f"undefined entity: {name}",
                )

    def entity_declaration(self, name: str, is_parameter_entity: int, *_: object) -> None:
        if not is_parameter_entity:
            self.entities.add(name)

    def _limit_reached(self) -> XMLSyntaxError:
        parser = self.parser
        return XMLSyntaxError(
            parser.CurrentLineNumber, parser.CurrentColumnNumber + 1, LIMIT_MESSAGE
        )

    def _check_name_lengths(self, name: str, attributes: list[str]) -> None:
        """Chromium's limit on a start tag's names (its qualified names')."""
        for expat_name in (name, *attributes[::2]):
            _, local_name, prefix = _split(expat_name)
            if name_too_long(local_name if prefix is None else f"{prefix}:{local_name}"):
                raise self._limit_reached()

    def start_element(self, name: str, attributes: list[str]) -> None:
        if self.check_references and attributes:
            self.check_attribute_references()
        if len(attributes) > 2 * MAX_ATTRIBUTES:  # (Chromium's limit on their count)
            raise self._limit_reached()
        if self.long_input:
            self._check_name_lengths(name, attributes)
        self.flush_text()
        document = self.document
        namespace, local_name, prefix = _split(name)
        cls = element_interface(local_name, namespace)
        if (
            namespace == HTML_NAMESPACE
            and local_name == "template"
            and not issubclass(cls, HTMLTemplateElementImpl)
        ):
            cls = HTMLTemplateElementImpl
        declarations = self.declarations
        plain = not declarations and all(
            _SEPARATOR not in attributes[i] for i in range(0, len(attributes), 2)
        )
        if plain:
            attrs = {attributes[i]: attributes[i + 1] for i in range(0, len(attributes), 2)}
            element = make_node(cls, document, namespace, local_name, prefix, attrs or None)
        else:
            element = make_node(cls, document, namespace, local_name, prefix, None)
            attr_class = NODE_CLASSES["Attr"]
            found = [
                make_node(
                    attr_class,
                    document,
                    XMLNS_NAMESPACE,
                    None if declared is None else "xmlns",
                    "xmlns" if declared is None else declared,
                    value,
                    element,
                )
                for declared, value in declarations
            ]
            for i in range(0, len(attributes), 2):
                a_namespace, a_local, a_prefix = _split(attributes[i])
                found.append(
                    make_node(
                        attr_class,
                        document,
                        a_namespace,
                        a_prefix,
                        a_local,
                        attributes[i + 1],
                        element,
                    )
                )
            element._attrs = found
            declarations.clear()
        self._insert(element)
        self.stack.append(element)

    def end_element(self, name: str) -> None:
        self.flush_text()
        self.stack.pop()

    def characters(self, data: str) -> None:
        node = self.text_node
        if node is not None:
            self.text_pieces.append(data)
            return
        parent = self.stack[-1]
        if isinstance(parent, HTMLTemplateElementImpl):
            parent = parent._content
        last = parent._last_child
        if last is not None and last._node_type == TEXT_NODE:
            self.text_node = last  # type: ignore[assignment]
            self.text_pieces += (last._data, data)  # type: ignore[attr-defined]
            return
        node = make_node(NODE_CLASSES["Text"], self.document, data)
        parser_insert(node, parent, None)
        self.text_node = node
        self.text_pieces.append(data)

    def start_cdata(self) -> None:
        self.flush_text()
        node = make_node(NODE_CLASSES["CDATASection"], self.document, "")
        self._insert(node)
        self.text_node = node
        self.text_pieces.append("")

    def end_cdata(self) -> None:
        self.flush_text()

    def comment(self, data: str) -> None:
        if self.in_doctype:
            return
        self.flush_text()
        self._insert(make_node(NODE_CLASSES["Comment"], self.document, data))

    def processing_instruction(self, target: str, data: str) -> None:
        if self.long_input and name_too_long(target):
            raise self._limit_reached()
        if self.in_doctype:
            return
        self.flush_text()
        node = make_node(NODE_CLASSES["ProcessingInstruction"], self.document, target, data)
        self._insert(node)

    def skipped_entity(self, name: str, is_parameter_entity: int) -> None:
        """An entity no declaration read defines: an error for a general entity (Chromium's
        "Unexpected entity"); a parameter entity of an unread external subset is nothing."""
        if not is_parameter_entity:
            parser = self.parser
            raise XMLSyntaxError(
                parser.CurrentLineNumber,
                parser.CurrentColumnNumber + 1,
                f"undefined entity: {name}",
            )

    def external_entity(
        self, context: str | None, base: str | None, system_id: str | None, public_id: str | None
    ) -> int:
        """An external entity or subset: HTML's entities for an XHTML doctype's subset, nothing
        read for any other (never fetched)."""
        if context is None and public_id in XHTML_PUBLIC_IDS:
            self.check_references = True
            subset = self.parser.ExternalEntityParserCreate(None)
            subset.Parse(xhtml_entities_dtd(), True)
        return 1


def parse_xml(text: str, document: DocumentImpl, root: NodeImpl | None = None) -> None:
    """Build the nodes XML ``text`` (decoded) stands for into ``root`` (default: ``document``;
    with no children), their node document ``document``, raising :class:`XMLSyntaxError` at
    the first well-formedness error (the nodes built until then stay)."""
    from xml.parsers import expat

    parser = expat.ParserCreate("UTF-8", _SEPARATOR)
    builder = _TreeBuilder(document, document if root is None else root, parser)
    parser.namespace_prefixes = True
    parser.ordered_attributes = True
    parser.specified_attributes = False
    parser.buffer_text = True
    parser.buffer_size = 1 << 16
    parser.StartDoctypeDeclHandler = builder.start_doctype
    parser.EndDoctypeDeclHandler = builder.end_doctype
    parser.StartNamespaceDeclHandler = builder.start_namespace
    parser.StartElementHandler = builder.start_element
    parser.EndElementHandler = builder.end_element
    parser.CharacterDataHandler = builder.characters
    parser.StartCdataSectionHandler = builder.start_cdata
    parser.EndCdataSectionHandler = builder.end_cdata
    parser.CommentHandler = builder.comment
    parser.ProcessingInstructionHandler = builder.processing_instruction
    parser.SkippedEntityHandler = builder.skipped_entity
    parser.ExternalEntityRefHandler = builder.external_entity
    parser.EntityDeclHandler = builder.entity_declaration
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_UNLESS_STANDALONE)
    # (lone surrogates stay, encoded as themselves: expat refuses them as it refuses any
    # character that is no XML Char)
    data = builder.data = text.encode("utf-8", "surrogatepass")
    builder.long_input = len(data) > MAX_NAME_BYTES
    try:
        parser.Parse(data, True)
    except expat.ExpatError as error:
        raise XMLSyntaxError(
            error.lineno, error.offset + 1, expat.errors.messages[error.code]
        ) from None
    finally:
        builder.flush_text()
