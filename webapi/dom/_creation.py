"""Creating nodes (https://dom.spec.whatwg.org/#concept-create-element and the "create a ..."
algorithms of each interface): create an element, create a text node, a comment node, a
``CDATASection`` (``createCDATASection``'s steps), a processing instruction node, a document
fragment, a doctype, an attribute, a document; and which class each new node is of.

**Which class.** Every node the DOM makes is made here, of a class looked up when it is made:

- ``NODE_CLASSES[interface]`` for each interface that is not an element's (``"Text"``,
  ``"Comment"``, ``"CDATASection"``, ``"ProcessingInstruction"``, ``"DocumentFragment"``,
  ``"DocumentType"``, ``"Attr"``, ``"Document"``, ``"XMLDocument"``), and ``"Element"`` for the
  DOM's default element interface. Each starts as its impl class; the public class generated
  from the IDL registers itself (:func:`register_node_class`) and from then on the DOM makes
  public objects.
- The element interface (https://dom.spec.whatwg.org/#concept-element-interface) for a local
  name and a namespace: the ``lookup(local_name)`` function registered for the namespace
  (:func:`register_element_interface`: HTML registers its element classes for the HTML
  namespace), else ``NODE_CLASSES["Element"]``. A lookup may answer None for the default.

A class is made without its own ``__init__`` (a public class's is its IDL constructor, or
"Illegal constructor"): ``_nodes.make_node`` runs its impl class's. Registration is meant for
import time; the registries are plain dicts.

Custom elements are left out (webapi has none): "create an element" keeps the ``is`` value it
is given and skips the steps that look up and run a custom element definition.
"""

from __future__ import annotations

from _thread import _local  # (threading.local, without importing threading)

from webapi._lazy import load_provider
from webapi.infra import HTML_NAMESPACE

from ._exception import DOMException
from ._nodes import (
    AttrImpl,
    CDATASectionImpl,
    CommentImpl,
    DocumentFragmentImpl,
    DocumentImpl,
    DocumentTypeImpl,
    ElementImpl,
    NodeImpl,
    ProcessingInstructionImpl,
    ShadowRootImpl,
    TextImpl,
    XMLDocumentImpl,
    make_node,
    node_initializer,
)
from ._processing_instruction import initialize
from ._reactions import CREATION

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from webapi.url import Origin

__all__ = [
    "NODE_CLASSES",
    "associated_document",
    "construct_comment",
    "construct_document_fragment",
    "construct_processing_instruction",
    "construct_text",
    "create_a_comment_node",
    "create_a_doctype",
    "create_a_document",
    "create_a_document_fragment",
    "create_a_processing_instruction_node",
    "create_a_text_node",
    "create_an_attribute",
    "create_an_element",
    "create_cdata_section",
    "document_origin",
    "element_interface",
    "html_element_maker",
    "register_element_interface",
    "register_node_class",
]

#: Each thread's state: its associated ``Document`` (:func:`associated_document`).
_THREAD = _local()

#: The impl class each interface's registered class must derive from.
_IMPL_CLASSES: dict[str, type[NodeImpl]] = {
    "Element": ElementImpl,
    "Attr": AttrImpl,
    "Text": TextImpl,
    "CDATASection": CDATASectionImpl,
    "Comment": CommentImpl,
    "ProcessingInstruction": ProcessingInstructionImpl,
    "DocumentFragment": DocumentFragmentImpl,
    "ShadowRoot": ShadowRootImpl,
    "DocumentType": DocumentTypeImpl,
    "Document": DocumentImpl,
    "XMLDocument": XMLDocumentImpl,
}
#: The class of each new node of an interface ("Element": the default element interface).
NODE_CLASSES: dict[str, type[Any]] = dict(_IMPL_CLASSES)
#: namespace -> lookup(local name) -> element class (None: the default).
_ELEMENT_INTERFACES: dict[str | None, Callable[[str], type[ElementImpl] | None]] = {}
#: local name -> (the element interface of that name in the HTML namespace, its impl class's
#: ``__init__``): :func:`html_element_maker`'s answers, forgotten at each registration.
_HTML_MAKERS: dict[str, tuple[type[Any], Callable[..., None]]] = {}
#: How many local names :data:`_HTML_MAKERS` keeps at most (names made up at run time are not
#: kept for ever).
_HTML_MAKERS_SIZE = 512


def register_node_class(interface: str, cls: type[Any]) -> None:
    """Make new nodes of ``interface`` (a key of :data:`NODE_CLASSES`) instances of ``cls``, a
    subclass of the interface's impl class (for ``"Element"``: the default element
    interface)."""
    impl = _IMPL_CLASSES.get(interface)
    if impl is None:
        raise ValueError(f"register_node_class: no node interface {interface!r}")
    if not (isinstance(cls, type) and issubclass(cls, impl)):
        raise TypeError(f"register_node_class: {cls!r} is not a subclass of {impl.__name__}")
    NODE_CLASSES[interface] = cls
    _HTML_MAKERS.clear()


def register_element_interface(
    namespace: str | None, lookup: Callable[[str], type[ElementImpl] | None]
) -> None:
    """Make ``lookup(local_name)`` the element interface for the elements of ``namespace``
    (a class deriving from ``ElementImpl``, or None for the default)."""
    if not callable(lookup):
        raise TypeError("register_element_interface: lookup must be callable")
    _ELEMENT_INTERFACES[namespace or None] = lookup
    _HTML_MAKERS.clear()


def html_element_maker(local_name: str) -> tuple[type[Any], Callable[..., None]]:
    """The element interface of ``local_name`` in the HTML namespace and its impl class's
    ``__init__`` (:func:`~._nodes.node_initializer`): ``init(cls.__new__(cls), document,
    HTML_NAMESPACE, local_name)`` is "create an element internal" of that name with no prefix
    and no ``is`` value. Looked up once per name (until a registration changes the answers),
    for ``createElement``'s common case."""
    found = _HTML_MAKERS.get(local_name)
    if found is None:
        cls = element_interface(local_name, HTML_NAMESPACE)
        found = (cls, node_initializer(cls))
        if len(_HTML_MAKERS) < _HTML_MAKERS_SIZE:
            _HTML_MAKERS[local_name] = found
    return found


def element_interface(local_name: str, namespace: str | None) -> type[ElementImpl]:
    """https://dom.spec.whatwg.org/#concept-element-interface: the class of an element with
    ``local_name`` in ``namespace``."""
    lookup = _ELEMENT_INTERFACES.get(namespace)
    if lookup is None and namespace == HTML_NAMESPACE and load_provider("html"):
        lookup = _ELEMENT_INTERFACES.get(namespace)  # (HTML's classes, registered on loading)
    if lookup is not None:
        found = lookup(local_name)
        if found is not None:
            return found
    return NODE_CLASSES["Element"]


def create_an_element(
    document: DocumentImpl,
    local_name: str,
    namespace: str | None,
    prefix: str | None = None,
    is_value: str | None = None,
    synchronous_custom_elements: bool = False,
) -> ElementImpl:
    """https://dom.spec.whatwg.org/#concept-create-element (no custom element registries:
    ``synchronous_custom_elements`` has nothing to run)."""
    # 2.-5. (HTML's custom element steps, where a definition applies: webapi.html's
    # _custom_elements.create_an_element_with_definition)
    if CREATION and namespace == HTML_NAMESPACE:
        made = CREATION[0](document, local_name, prefix, is_value, synchronous_custom_elements)
        if made is not None:
            return made  # type: ignore[no-any-return]
    interface = element_interface(local_name, namespace)  # 6.1
    # 6.2 create an element internal: interface, local name, namespace, prefix, "uncustomized"
    # state, is value (6.3's "undefined" state for custom element names: no state kept)
    element = make_node(interface, document, namespace, local_name, prefix)
    element._is_value = is_value
    return element


def create_a_text_node(document: DocumentImpl, data: str) -> TextImpl:
    """https://dom.spec.whatwg.org/#create-a-text-node."""
    return make_node(NODE_CLASSES["Text"], document, data)  # type: ignore[no-any-return]


def create_a_comment_node(document: DocumentImpl, data: str) -> CommentImpl:
    """https://dom.spec.whatwg.org/#create-a-comment-node."""
    return make_node(NODE_CLASSES["Comment"], document, data)  # type: ignore[no-any-return]


def create_cdata_section(document: DocumentImpl, data: str) -> CDATASectionImpl:
    """https://dom.spec.whatwg.org/#dom-document-createcdatasection: ``NotSupportedError`` in
    an HTML document, ``InvalidCharacterError`` for data with "]]>"."""
    if document._is_html:  # 1.
        raise DOMException("HTML documents have no CDATA sections.", "NotSupportedError")
    if "]]>" in data:  # 2.
        raise DOMException("The data must not contain ']]>'.", "InvalidCharacterError")
    return make_node(NODE_CLASSES["CDATASection"], document, data)  # type: ignore[no-any-return]


def create_a_processing_instruction_node(
    document: DocumentImpl, target: str, data: str
) -> ProcessingInstructionImpl:
    """https://dom.spec.whatwg.org/#create-a-processing-instruction-node."""
    pi: ProcessingInstructionImpl = make_node(
        NODE_CLASSES["ProcessingInstruction"], document, "", ""
    )
    initialize(pi, target, data)  # 2.
    return pi


def create_a_document_fragment(document: DocumentImpl) -> DocumentFragmentImpl:
    """https://dom.spec.whatwg.org/#create-a-document-fragment."""
    return make_node(NODE_CLASSES["DocumentFragment"], document)  # type: ignore[no-any-return]


def create_a_doctype(
    document: DocumentImpl, name: str, public_id: str = "", system_id: str = ""
) -> DocumentTypeImpl:
    """https://dom.spec.whatwg.org/#create-a-doctype."""
    return make_node(  # type: ignore[no-any-return]
        NODE_CLASSES["DocumentType"], document, name, public_id, system_id
    )


def create_an_attribute(
    document: DocumentImpl,
    local_name: str,
    namespace: str | None = None,
    prefix: str | None = None,
    value: str = "",
) -> AttrImpl:
    """https://dom.spec.whatwg.org/#create-an-attribute."""
    return make_node(  # type: ignore[no-any-return]
        NODE_CLASSES["Attr"], document, namespace, prefix, local_name, value
    )


def create_a_document(interface: str = "Document") -> DocumentImpl:
    """https://dom.spec.whatwg.org/#create-a-document that implements ``interface``
    (``"Document"`` or ``"XMLDocument"``), with every default: an XML document, UTF-8,
    ``application/xml``, ``about:blank``, no-quirks mode, a new opaque origin.

    ``new Document()`` (https://dom.spec.whatwg.org/#dom-document-document) is this document:
    its constructor steps give it the origin of the current global object's associated
    ``Document``, and webapi has no global object, so it keeps its own opaque origin."""
    return make_node(NODE_CLASSES[interface])  # type: ignore[no-any-return]


def document_origin(document: DocumentImpl) -> Origin:
    """https://dom.spec.whatwg.org/#concept-document-origin (a ``webapi.url`` origin): a new
    opaque origin, made when first asked for, unless one was set."""
    origin = document._origin
    if origin is None:
        from webapi.url import OpaqueOrigin

        origin = document._origin = OpaqueOrigin()
    return origin  # type: ignore[return-value]


def associated_document() -> DocumentImpl:
    """The current global object's associated ``Document``
    (https://html.spec.whatwg.org/#concept-document-window), the node document of the nodes
    ``new Text()``, ``new Comment()``, ``new DocumentFragment()`` and ``new
    ProcessingInstruction()`` make. webapi has no global object: each thread has one, an HTML
    document (as a window's is) made on first use, so that the nodes one thread's
    constructors make share their node document, and no two threads' trees share one (a
    document's ``_version`` counter is not shared between threads)."""
    document: DocumentImpl | None = getattr(_THREAD, "document", None)
    if document is None:
        document = _THREAD.document = make_node(NODE_CLASSES["Document"], True, "text/html")
    return document


def construct_text(this: TextImpl, data: str = "") -> None:
    """https://dom.spec.whatwg.org/#dom-text-text: its data ``data``, its node document the
    current global object's associated ``Document``."""
    TextImpl.__init__(this, associated_document(), data)


def construct_comment(this: CommentImpl, data: str = "") -> None:
    """https://dom.spec.whatwg.org/#dom-comment-comment: the same for a comment."""
    CommentImpl.__init__(this, associated_document(), data)


def construct_document_fragment(this: DocumentFragmentImpl) -> None:
    """https://dom.spec.whatwg.org/#dom-documentfragment-documentfragment: its node document
    the current global object's associated ``Document``."""
    DocumentFragmentImpl.__init__(this, associated_document())


def construct_processing_instruction(
    this: ProcessingInstructionImpl, target: str, data: str = ""
) -> None:
    """https://dom.spec.whatwg.org/#dom-processinginstruction-processinginstruction: its node
    document the current global object's associated ``Document`` (1.), then initialized with
    ``target`` and ``data`` (2.: ``InvalidCharacterError`` for a bad target or data)."""
    ProcessingInstructionImpl.__init__(this, associated_document(), "", "")
    initialize(this, target, data)
