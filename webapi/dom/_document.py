"""The ``Document`` interface's steps (https://dom.spec.whatwg.org/#interface-document) and
``DOMImplementation`` (https://dom.spec.whatwg.org/#interface-domimplementation):
``createElement``, ``createElementNS`` (the internal ``createElementNS`` steps, flattening
element creation options), ``createDocumentFragment``, ``createTextNode``,
``createCDATASection``, ``createComment``, ``createProcessingInstruction``, ``importNode``,
``adoptNode``, ``createAttribute``, ``createAttributeNS``, ``doctype``, ``documentElement``,
``compatMode``, ``characterSet`` (``charset``, ``inputEncoding``), ``contentType``, ``URL``
(``documentURI``), ``implementation``; ``createDocumentType``, ``createDocument``,
``createHTMLDocument``, ``hasFeature``.

``getElementsByTagName``, ``getElementsByTagNameNS`` and ``getElementsByClassName`` are the
lists of ``_collections`` (``list_of_elements_with_qualified_name`` and the two after it);
``new Document()`` is ``_creation.create_a_document()``.

No custom element registries (webapi has none): the options dictionaries' ``is`` is kept as
the element's ``is`` value, and a ``customElementRegistry`` member only takes part in the
``NotSupportedError`` of ``is`` and a registry together. Shadow roots: none.
"""

from __future__ import annotations

from webapi.infra import HTML_NAMESPACE, SVG_NAMESPACE, ascii_lowercase

from ._creation import (
    create_a_comment_node,
    create_a_doctype,
    create_a_document,
    create_a_document_fragment,
    create_a_processing_instruction_node,
    create_a_text_node,
    create_an_attribute,
    create_an_element,
    create_cdata_section,
    document_origin,
    html_element_maker,
)
from ._event import new_object
from ._exception import DOMException
from ._mutation import adopt, append
from ._names import (
    is_valid_attribute_local_name,
    is_valid_doctype_name,
    is_valid_element_local_name,
    validate_and_extract,
)
from ._node import clone_node
from ._nodes import (
    AttrImpl,
    CommentImpl,
    DocumentFragmentImpl,
    DocumentImpl,
    DocumentTypeImpl,
    ElementImpl,
    NodeImpl,
    ProcessingInstructionImpl,
    ShadowRootImpl,
    TextImpl,
)
from ._reactions import CREATION

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any, ClassVar

    #: ``(DOMString or ElementCreationOptions)``, and ``(boolean or ImportNodeOptions)``,
    #: after conversion: a dictionary is a mapping of its members that were given.
    ElementCreationOptions = str | Mapping[str, Any] | None
    ImportNodeOptions = bool | Mapping[str, Any]

__all__ = [
    "DOMImplementationImpl",
    "adopt_node",
    "character_set",
    "compat_mode",
    "content_type",
    "create_attribute",
    "create_attribute_ns",
    "create_cdata_section",
    "create_comment",
    "create_document",
    "create_document_fragment",
    "create_document_type",
    "create_element",
    "create_element_ns",
    "create_html_document",
    "create_processing_instruction",
    "create_text_node",
    "current_script",
    "doctype",
    "document_url",
    "flatten_element_creation_options",
    "has_feature",
    "hidden",
    "implementation",
    "import_node",
    "ready_state",
    "referrer",
    "visibility_state",
]


def flatten_element_creation_options(options: ElementCreationOptions) -> str | None:
    """https://dom.spec.whatwg.org/#flatten-element-creation-options: the ``is`` value (a
    string ``options`` gives none); ``NotSupportedError`` for ``is`` with a
    ``customElementRegistry`` member (webapi has no registry, so every document's is null)."""
    is_value: str | None = None  # 2.
    if options is not None and not isinstance(options, str):  # 3.
        if "is" in options:
            is_value = options["is"]
        if "customElementRegistry" in options and is_value is not None:
            raise DOMException(
                "The options give both 'is' and a custom element registry.", "NotSupportedError"
            )
    return is_value


def create_element(
    this: DocumentImpl, local_name: str, options: ElementCreationOptions = None
) -> ElementImpl:
    """https://dom.spec.whatwg.org/#dom-document-createelement: ``InvalidCharacterError`` for
    a name that is not a valid element local name; lowercased in an HTML document; in the HTML
    namespace in an HTML document or an ``application/xhtml+xml`` one.

    In an HTML document, without options (no ``is`` value), a name given before is valid and
    its lowercase known (:data:`_HTML_ELEMENT_NAMES`): steps 1.-5. are "create an element
    internal" of the element interface of that name in the HTML namespace, which
    :func:`~._creation.html_element_maker` knows."""
    is_html = this._is_html
    if is_html and not options:
        name = _HTML_ELEMENT_NAMES.get(local_name)
        # (a name that may be a custom element's takes the steps that look its definition up)
        if name is not None and ("-" not in name or not CREATION):
            cls, init = html_element_maker(name)
            element: ElementImpl = object.__new__(cls)
            init(element, this, HTML_NAMESPACE, name)
            return element
    if not is_valid_element_local_name(local_name):  # 1.
        raise DOMException(
            f"{local_name!r} is not a valid element local name.", "InvalidCharacterError"
        )
    if is_html:  # 2.
        lowered = ascii_lowercase(local_name)
        if not options and len(_HTML_ELEMENT_NAMES) < _HTML_ELEMENT_NAMES_SIZE:
            _HTML_ELEMENT_NAMES[local_name] = lowered
        local_name = lowered
    is_value = flatten_element_creation_options(options)  # 3.
    namespace = (  # 4.
        HTML_NAMESPACE if is_html or this._content_type == "application/xhtml+xml" else None
    )
    return create_an_element(this, local_name, namespace, None, is_value, True)  # 5.


#: Each name ``createElement`` was given in an HTML document (valid) -> its ASCII lowercase.
_HTML_ELEMENT_NAMES: dict[str, str] = {}
#: How many names it keeps at most (names made up at run time are not kept for ever).
_HTML_ELEMENT_NAMES_SIZE = 512


def create_element_ns(
    this: DocumentImpl,
    namespace: str | None,
    qualified_name: str,
    options: ElementCreationOptions = None,
) -> ElementImpl:
    """https://dom.spec.whatwg.org/#dom-document-createelementns: the internal
    ``createElementNS`` steps (https://dom.spec.whatwg.org/#internal-createelementns-steps)
    given ``this``, which ``createDocument`` runs given its new document."""
    namespace, prefix, local_name = validate_and_extract(namespace, qualified_name, "element")
    is_value = flatten_element_creation_options(options)  # 2.
    return create_an_element(this, local_name, namespace, prefix, is_value, True)  # 3.


def create_document_fragment(this: DocumentImpl) -> DocumentFragmentImpl:
    """https://dom.spec.whatwg.org/#dom-document-createdocumentfragment."""
    return create_a_document_fragment(this)


def create_text_node(this: DocumentImpl, data: str) -> TextImpl:
    """https://dom.spec.whatwg.org/#dom-document-createtextnode."""
    return create_a_text_node(this, data)


def create_comment(this: DocumentImpl, data: str) -> CommentImpl:
    """https://dom.spec.whatwg.org/#dom-document-createcomment."""
    return create_a_comment_node(this, data)


def create_processing_instruction(
    this: DocumentImpl, target: str, data: str
) -> ProcessingInstructionImpl:
    """https://dom.spec.whatwg.org/#dom-document-createprocessinginstruction:
    ``InvalidCharacterError`` for a target that is not an XML ``Name`` or data with "?>"."""
    return create_a_processing_instruction_node(this, target, data)


def import_node(this: DocumentImpl, node: NodeImpl, options: ImportNodeOptions = False) -> NodeImpl:
    """https://dom.spec.whatwg.org/#dom-document-importnode: a copy of ``node`` (with its
    descendants for ``True`` or ``{"selfOnly": False}``) whose node document is this one;
    ``NotSupportedError`` for a document."""
    if isinstance(node, (DocumentImpl, ShadowRootImpl)):  # 1.
        raise DOMException("A document or shadow root cannot be imported.", "NotSupportedError")
    # 4.-5. (a customElementRegistry member: webapi has no registry to use)
    subtree = options if isinstance(options, bool) else not options.get("selfOnly", False)
    return clone_node(node, this, subtree)  # 7.


def adopt_node(this: DocumentImpl, node: NodeImpl) -> NodeImpl:
    """https://dom.spec.whatwg.org/#dom-document-adoptnode: ``NotSupportedError`` for a
    document."""
    if isinstance(node, DocumentImpl):  # 1.
        raise DOMException("A document cannot be adopted.", "NotSupportedError")
    if isinstance(node, ShadowRootImpl):  # 2.
        raise DOMException("A shadow root cannot be adopted.", "HierarchyRequestError")
    adopt(node, this)  # 3.
    return node  # 4.


def create_attribute(this: DocumentImpl, local_name: str) -> AttrImpl:
    """https://dom.spec.whatwg.org/#dom-document-createattribute: ``InvalidCharacterError``
    for a name that is not a valid attribute local name; lowercased in an HTML document."""
    if not is_valid_attribute_local_name(local_name):  # 1.
        raise DOMException(
            f"{local_name!r} is not a valid attribute local name.", "InvalidCharacterError"
        )
    if this._is_html:  # 2.
        local_name = ascii_lowercase(local_name)
    return create_an_attribute(this, local_name)  # 3.


def create_attribute_ns(this: DocumentImpl, namespace: str | None, qualified_name: str) -> AttrImpl:
    """https://dom.spec.whatwg.org/#dom-document-createattributens."""
    namespace, prefix, local_name = validate_and_extract(namespace, qualified_name, "attribute")
    return create_an_attribute(this, local_name, namespace, prefix)  # 2.


def doctype(this: DocumentImpl) -> DocumentTypeImpl | None:
    """https://dom.spec.whatwg.org/#dom-document-doctype: the child that is a doctype."""
    child = this._first_child
    while child is not None and not isinstance(child, DocumentTypeImpl):
        child = child._next_sibling
    return child


def compat_mode(this: DocumentImpl) -> str:
    """https://dom.spec.whatwg.org/#dom-document-compatmode."""
    return "BackCompat" if this._mode == "quirks" else "CSS1Compat"


def character_set(this: DocumentImpl) -> str:
    """https://dom.spec.whatwg.org/#dom-document-characterset (and ``charset``,
    ``inputEncoding``): the encoding's name."""
    return this._encoding


def content_type(this: DocumentImpl) -> str:
    """https://dom.spec.whatwg.org/#dom-document-contenttype."""
    return this._content_type


#: The keys, in a document's ``_cache``, of its current document readiness while a
#: navigation loads it (webapi.html's navigation) and of its referrer.
READINESS_KEY = "current document readiness"
REFERRER_KEY = "referrer"


def ready_state(this: DocumentImpl) -> str:
    """https://html.spec.whatwg.org/multipage/dom.html#dom-document-readystate: the current
    document readiness, "initially "complete"" and "complete" again when a parser is done:
    webapi's parsers build a document in one call, so no script sees another state, but for a
    document a navigation loads (``"loading"``, ``"interactive"`` until its ``load``)."""
    cache = this._cache
    return "complete" if cache is None else cache.get(READINESS_KEY, "complete")  # type: ignore[return-value]


#: The key, in a document's ``_cache``, of its ``currentScript`` (webapi.html's
#: ``execute_script_element`` writes it while an embedder's script runs).
CURRENT_SCRIPT_KEY = "currentScript"


def current_script(this: DocumentImpl) -> ElementImpl | None:
    """https://html.spec.whatwg.org/multipage/dom.html#dom-document-currentscript: the script
    element the document's ``currentScript`` was most recently set to, initially null; webapi
    runs no script, so it is null but while an embedder runs a classic script's element
    through webapi.html's ``execute_script_element``."""
    cache = this._cache
    return None if cache is None else cache.get(CURRENT_SCRIPT_KEY)  # type: ignore[return-value]


#: The key, in a document's ``_cache``, of its visibility state while it is a navigable's
#: active document (webapi.html's navigables write it).
VISIBILITY_KEY = "visibility state"


def visibility_state(this: DocumentImpl) -> str:
    """https://html.spec.whatwg.org/multipage/interaction.html#dom-document-visibilitystate:
    the document's visibility state, "initially "hidden"": ``"visible"`` while it is the
    active document of a window (every window is visible, as every page of a headless
    Chromium 156 is: a window a link opened and the window behind it, and their frames),
    ``"hidden"`` once unloaded, and for a document without a browsing context (a parser's,
    ``DOMParser``'s, ``createHTMLDocument``'s, as in Chromium)."""
    cache = this._cache
    return "hidden" if cache is None else cache.get(VISIBILITY_KEY, "hidden")  # type: ignore[return-value]


def hidden(this: DocumentImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/interaction.html#dom-document-hidden: whether
    the visibility state is ``"hidden"``."""
    return visibility_state(this) == "hidden"


def referrer(this: DocumentImpl) -> str:
    """https://html.spec.whatwg.org/multipage/dom.html#dom-document-referrer: the document's
    referrer, the empty string for one no navigation made."""
    cache = this._cache
    return "" if cache is None else cache.get(REFERRER_KEY, "")  # type: ignore[return-value]


def document_url(this: DocumentImpl) -> str:
    """https://dom.spec.whatwg.org/#dom-document-url (and ``documentURI``): the URL,
    serialized."""
    return this._url


class DOMImplementationImpl:
    """A ``DOMImplementation``: its associated document."""

    __slots__ = ("_document",)
    #: The public class of the interface, set by the generated bindings (``new_object``).
    _interface_class: ClassVar[type[Any]]

    def __init__(self, document: DocumentImpl) -> None:
        self._document = document


def implementation(this: DocumentImpl) -> DOMImplementationImpl:
    """https://dom.spec.whatwg.org/#dom-document-implementation: the document's
    ``DOMImplementation``, made on first use and the same object after."""
    found = this._implementation
    if found is None:
        found = new_object(DOMImplementationImpl)
        DOMImplementationImpl.__init__(found, this)
        this._implementation = found
    return found  # type: ignore[return-value]


def create_document_type(
    this: DOMImplementationImpl, name: str, public_id: str, system_id: str
) -> DocumentTypeImpl:
    """https://dom.spec.whatwg.org/#dom-domimplementation-createdocumenttype:
    ``InvalidCharacterError`` for a name that is not a valid doctype name."""
    if not is_valid_doctype_name(name):  # 1.
        raise DOMException(f"{name!r} is not a valid doctype name.", "InvalidCharacterError")
    return create_a_doctype(this._document, name, public_id, system_id)  # 2.


#: The content type of ``createDocument``'s document, by namespace (else application/xml).
_CONTENT_TYPES = {HTML_NAMESPACE: "application/xhtml+xml", SVG_NAMESPACE: "image/svg+xml"}


def create_document(
    this: DOMImplementationImpl,
    namespace: str | None,
    qualified_name: str,
    doctype: DocumentTypeImpl | None = None,
) -> DocumentImpl:
    """https://dom.spec.whatwg.org/#dom-domimplementation-createdocument: an XML document
    with ``doctype`` and an element ``qualified_name`` in ``namespace`` (none for "") as its
    children, throwing what ``createElementNS`` throws."""
    document = create_a_document("XMLDocument")  # 1.
    element = None  # 2.
    if qualified_name:  # 3.
        element = create_element_ns(document, namespace, qualified_name, {})
    if doctype is not None:  # 4.
        append(doctype, document)
    if element is not None:  # 5.
        append(element, document)
    document._origin = document_origin(this._document)  # 6.
    document._content_type = _CONTENT_TYPES.get(namespace or "", "application/xml")  # 7.
    return document  # 8.


def create_html_document(this: DOMImplementationImpl, title: str | None = None) -> DocumentImpl:
    """https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument: an HTML
    document with a doctype and ``<html><head>[<title>title</title>]</head><body></body></html>``
    (the elements made through HTML's element interfaces); ``title`` None: not given."""
    doc = create_a_document("Document")  # 1.
    doc._is_html = True  # 2.
    doc._content_type = "text/html"
    append(create_a_doctype(doc, "html"), doc)  # 3.-4.
    html = create_an_element(doc, "html", HTML_NAMESPACE)  # 5.
    append(html, doc)
    head = create_an_element(doc, "head", HTML_NAMESPACE)  # 6.
    append(head, html)
    if title is not None:  # 7.
        title_element = create_an_element(doc, "title", HTML_NAMESPACE)
        append(title_element, head)
        append(create_a_text_node(doc, title), title_element)
    append(create_an_element(doc, "body", HTML_NAMESPACE), html)  # 8.
    doc._origin = document_origin(this._document)  # 9.
    return doc  # 10.


def has_feature(this: DOMImplementationImpl) -> bool:
    """https://dom.spec.whatwg.org/#dom-domimplementation-hasfeature: true."""
    return True
