"""The steps of the HTML Standard's members of the DOM's ``Element``, ``Document`` and ``Range``
(https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-parsing-and-serialization,
https://html.spec.whatwg.org/multipage/dom.html#dom-tree-accessors): the module
``webapi/html/elements/_elements.py`` registers with the DOM (``register_html_steps``), whose
generated ``innerHTML``, ``outerHTML``, ``insertAdjacentHTML``, ``getHTML``, ``setHTMLUnsafe``,
``Document.parseHTMLUnsafe``, ``Range.createContextualFragment``, ``title``, ``dir``, ``body``
and ``head`` call these functions.

webapi has no Trusted Types (a "TrustedHTML or DOMString" is a string: "get trusted type
compliant string" returns it); the Sanitizer API's members (``setHTML``, ``parseHTML`` and
the unsafe ones with their options) are ``_sanitizer_members.py``'s; ``getHTML``'s options
write shadow roots as declarative ones, and ``setHTMLUnsafe`` and ``parseHTMLUnsafe`` allow
declarative shadow roots (``innerHTML`` and the other setters do not). Where the node
document is not an HTML document, the getters (but ``getHTML``) give DOM Parsing's XML
serialization (require well-formed: an ``InvalidStateError``) and the setters (but
``setHTMLUnsafe``) parse with the XML fragment parsing algorithm (a ``SyntaxError`` for
markup that is not well-formed).
"""

from __future__ import annotations

from webapi.dom import DOMException
from webapi.dom.engine import (
    CDATA_SECTION_NODE,
    COMMENT_NODE,
    DOCUMENT_FRAGMENT_NODE,
    DOCUMENT_NODE,
    ELEMENT_NODE,
    TEXT_NODE,
    HTMLCollectionImpl,
    cached,
    create_an_element,
    get_attribute_value_by_namespace,
    insert,
    make_collection,
    replace,
    replace_all,
    shadow_root_host,
)
from webapi.infra import HTML_NAMESPACE, ascii_lowercase

from ..elements._custom_elements import custom_element_state, definition_disables_shadow
from ..elements._document_tree import (
    get_body,
    get_dir,
    get_head,
    get_title,
    set_body,
    set_dir,
    set_title,
)
from ..elements._focus import focused_area
from ..elements._obsolete import body_color_getter, body_color_setter
from ..elements._sanitizer_members import (
    parse_html,
    parse_html_unsafe,
    set_html,
    set_html_unsafe,
    shadow_root_set_html,
    shadow_root_set_html_unsafe,
)
from ..elements._template import HTMLTemplateElementImpl
from ..forms._form_collections import get_elements_by_name
from ..parsing._serialization import ShadowOptions, serialize_fragment, serialize_outer
from ..parsing._tree_builder import fragment_parsing_algorithm_steps as _html_fragment_parsing
from ..parsing._xml_fragment import xml_fragment_parsing_algorithm_steps
from ..parsing._xml_serialization import xml_serialization, xml_serialize_children
from ._navigable import browsing_context_of
from ._selection import get_selection

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping
    from typing import Any

    from webapi.dom.engine import (
        DocumentFragmentImpl,
        DocumentImpl,
        ElementImpl,
        NodeImpl,
        ShadowRootImpl,
    )

__all__ = [
    "create_contextual_fragment",
    "custom_element_state",
    "definition_disables_shadow",
    "get_active_element",
    "get_adopted_style_sheets",
    "get_alink_color",
    "get_anchors",
    "get_applets",
    "get_bg_color",
    "get_body",
    "get_default_view",
    "get_dir",
    "get_elements_by_name",
    "get_embeds",
    "get_fg_color",
    "get_forms",
    "get_head",
    "get_html",
    "get_images",
    "get_inner_html",
    "get_link_color",
    "get_links",
    "get_location",
    "get_outer_html",
    "get_scripts",
    "get_selection",
    "get_style_sheets",
    "get_title",
    "get_vlink_color",
    "insert_adjacent_html",
    "parse_html",
    "parse_html_unsafe",
    "set_adopted_style_sheets",
    "set_alink_color",
    "set_bg_color",
    "set_body",
    "set_dir",
    "set_fg_color",
    "set_html",
    "set_html_unsafe",
    "set_inner_html",
    "set_link_color",
    "set_outer_html",
    "set_title",
    "set_vlink_color",
    "shadow_root_get_html",
    "shadow_root_get_inner_html",
    "shadow_root_set_html",
    "shadow_root_set_html_unsafe",
    "shadow_root_set_inner_html",
]


#: Document's obsolete colours (https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-fgcolor):
#: each reflects a content attribute of the body element (webapi/html/elements/_obsolete.py).
get_fg_color, set_fg_color = body_color_getter("text"), body_color_setter("text")
get_link_color, set_link_color = body_color_getter("link"), body_color_setter("link")
get_vlink_color, set_vlink_color = body_color_getter("vlink"), body_color_setter("vlink")
get_alink_color, set_alink_color = body_color_getter("alink"), body_color_setter("alink")
get_bg_color, set_bg_color = body_color_getter("bgcolor"), body_color_setter("bgcolor")


def get_default_view(document: DocumentImpl) -> Any:
    """``document.defaultView``: "If this's browsing context is null, then return null.
    Return this's browsing context's WindowProxy object."""
    navigable = browsing_context_of(document)
    return None if navigable is None else navigable.window


def get_location(document: DocumentImpl) -> Any:
    """``document.location``: "this's relevant global object's Location object, if this is
    fully active, and null otherwise" (the active document of a navigable: its window's)."""
    navigable = browsing_context_of(document)
    return None if navigable is None else navigable.window._location


def _cookie_jar_for(document: DocumentImpl, function: str) -> tuple[Any, dict[str, Any]] | None:
    """The window's cookie jar and the non-HTTP API's context for ``document.cookie``; None
    for a cookie-averse document
    (https://html.spec.whatwg.org/multipage/dom.html#cookie-averse-document-object: no
    browsing context, or a URL whose scheme is not an HTTP(S) scheme); a ``SecurityError``
    for an opaque origin (a sandboxed document's, a ``data:`` one's)."""
    from webapi.dom.engine import document_origin
    from webapi.url import OpaqueOrigin

    from ._window import cookie_jar_of

    navigable = browsing_context_of(document)
    if navigable is None or document._url.split(":", 1)[0] not in ("http", "https"):
        return None
    if isinstance(document_origin(document), OpaqueOrigin):
        raise DOMException(
            f"Failed to {function} the 'cookie' property on 'Document': The document is"
            " sandboxed and lacks the 'allow-same-origin' flag.",
            "SecurityError",
        )
    top = navigable.traversable()
    context = {"http": False, "site_for_cookies": top.active_document._url, "top_level": False}
    return cookie_jar_of(top), context


def get_cookie(document: DocumentImpl) -> str:
    """``document.cookie``'s getter
    (https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie): "" for a
    cookie-averse document; else "the cookie-string for the document's URL for a "non-HTTP"
    API", UTF-8 decoded, from the window's cookie jar."""
    found = _cookie_jar_for(document, "read")
    if found is None:
        return ""
    jar, context = found
    return jar.cookie_header(document._url, **context)  # type: ignore[no-any-return]


def set_cookie(document: DocumentImpl, value: str) -> None:
    """``document.cookie``'s setter: nothing for a cookie-averse document; else the value
    is received as a set-cookie-string from a "non-HTTP" API for the document's URL (an
    ``HttpOnly`` cookie is ignored, and none replaces one) into the window's cookie jar."""
    found = _cookie_jar_for(document, "set")
    if found is None:
        return
    jar, context = found
    jar.set_cookie(value, document._url, **context)


def _fragment_serializing_algorithm_steps(node: NodeImpl) -> str:
    """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#fragment-serializing-algorithm-steps
    (require well-formed true): HTML's fragment serialization in an HTML document; the XML
    serialization (of the children) otherwise."""
    if not node._node_document._is_html:
        return xml_serialize_children(node, True)
    return serialize_fragment(node)


def fragment_parsing_algorithm_steps(context: ElementImpl, markup: str) -> DocumentFragmentImpl:
    """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#fragment-parsing-algorithm-steps:
    HTML's fragment parsing algorithm in an HTML document; the XML fragment parsing algorithm
    otherwise."""
    if not context._node_document._is_html:
        return xml_fragment_parsing_algorithm_steps(context, markup)
    return _html_fragment_parsing(context, markup)


def get_style_sheets(this: DocumentImpl | ShadowRootImpl) -> Any:
    """https://drafts.csswg.org/cssom-1/#dom-documentorshadowroot-stylesheets"""
    from ..rendering._link_style import style_sheets

    return style_sheets(this)


def get_adopted_style_sheets(this: DocumentImpl | ShadowRootImpl) -> Any:
    """https://drafts.csswg.org/cssom-1/#dom-documentorshadowroot-adoptedstylesheets"""
    from ..rendering._link_style import adopted_style_sheets

    return adopted_style_sheets(this)


def set_adopted_style_sheets(this: DocumentImpl | ShadowRootImpl, value: Any) -> None:
    """Setting https://drafts.csswg.org/cssom-1/#dom-documentorshadowroot-adoptedstylesheets"""
    from ..rendering._link_style import set_adopted_style_sheets as set_sheets

    set_sheets(this, value)


def get_active_element(this: DocumentImpl) -> ElementImpl | None:
    """https://html.spec.whatwg.org/multipage/interaction.html#dom-documentorshadowroot-activeelement
    (the focused element itself: ``webapi.dom._shadow.document_active_element`` retargets it
    against the document, ``ShadowRoot.activeElement`` against the shadow root)."""
    candidate = focused_area(this)  # 1.-3.
    if candidate is not None:  # 4.
        return candidate
    body = get_body(this)  # 5.
    if body is not None:
        return body
    child = this._first_child  # 6.-7. the document element, or null
    while child is not None and child._node_type != ELEMENT_NODE:
        child = child._next_sibling
    return child  # type: ignore[return-value]


def get_inner_html(this: ElementImpl) -> str:
    """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-innerhtml
    (getter): the fragment serializing algorithm steps of this."""
    return _fragment_serializing_algorithm_steps(this)


def set_inner_html(this: ElementImpl, value: str) -> None:
    """``innerHTML``'s setter: the fragment parsed in the context of this replaces all the
    children of this (of a ``template``'s contents)."""
    fragment = fragment_parsing_algorithm_steps(this, value)  # 3.
    context: NodeImpl = this
    if isinstance(this, HTMLTemplateElementImpl):  # 4.
        context = this._content
    replace_all(fragment, context)  # 5.


def get_outer_html(this: ElementImpl) -> str:
    """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-outerhtml
    (getter): the fragment serializing algorithm steps of a fictional node whose only child
    is this."""
    if not this._node_document._is_html:
        return xml_serialization(this, True)
    return serialize_outer(this)


def _new_body(this: ElementImpl) -> ElementImpl:
    """A new ``body`` element whose node document is this's node document."""
    return create_an_element(this._node_document, "body", HTML_NAMESPACE)


def set_outer_html(this: ElementImpl, value: str) -> None:
    """``outerHTML``'s setter."""
    parent = this._parent  # 2.
    if parent is None:  # 3.
        return
    if parent._node_type == DOCUMENT_NODE:  # 4.
        raise DOMException(
            "Failed to set outerHTML: the element's parent is a Document.",
            "NoModificationAllowedError",
        )
    context: Any = parent
    if parent._node_type == DOCUMENT_FRAGMENT_NODE:  # 5.
        context = _new_body(this)
    fragment = fragment_parsing_algorithm_steps(context, value)  # 6.
    replace(this, fragment, parent)  # 7.


def insert_adjacent_html(this: ElementImpl, position: str, string: str) -> None:
    """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-insertadjacenthtml
    (``position`` matched ASCII case-insensitively)."""
    lowered = ascii_lowercase(position)
    context: Any
    if lowered in ("beforebegin", "afterend"):  # 3.
        context = this._parent
        if context is None or context._node_type == DOCUMENT_NODE:
            raise DOMException(
                f"Failed to execute 'insertAdjacentHTML': {position!r} needs a parent other "
                "than a Document.",
                "NoModificationAllowedError",
            )
    elif lowered in ("afterbegin", "beforeend"):
        context = this
    else:
        raise DOMException(
            f"Failed to execute 'insertAdjacentHTML': {position!r} is not beforebegin, "
            "afterbegin, beforeend or afterend.",
            "SyntaxError",
        )
    if context._node_type != ELEMENT_NODE or (  # 4.
        context._node_document._is_html
        and context._local_name == "html"
        and context._namespace == HTML_NAMESPACE
    ):
        context = _new_body(this)
    fragment = fragment_parsing_algorithm_steps(context, string)  # 5.
    if lowered == "beforebegin":  # 6.
        insert(fragment, this._parent, this)  # type: ignore[arg-type]
    elif lowered == "afterbegin":
        insert(fragment, this, this._first_child)
    elif lowered == "beforeend":
        insert(fragment, this, None)
    else:
        insert(fragment, this._parent, this._next_sibling)  # type: ignore[arg-type]


def get_html(this: ElementImpl, options: Mapping[str, Any]) -> str:
    """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-gethtml:
    HTML's fragment serialization of this, in any document, with ``serializableShadowRoots``
    and ``shadowRoots`` (the shadow roots written as declarative ones)."""
    return serialize_fragment(this, None, _shadow_options(options))


def _shadow_options(options: Mapping[str, Any]) -> ShadowOptions | None:
    """``getHTML``'s options as the serialization takes them (None: no shadow root is
    written)."""
    serializable = bool(options.get("serializableShadowRoots", False))
    roots = options.get("shadowRoots") or ()
    if not serializable and not roots:
        return None
    return (serializable, frozenset(id(root) for root in roots))


def shadow_root_get_inner_html(this: DocumentFragmentImpl) -> str:
    """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-shadowroot-innerhtml
    (getter): the fragment serializing algorithm steps of this."""
    return _fragment_serializing_algorithm_steps(this)


def shadow_root_set_inner_html(this: DocumentFragmentImpl, value: str) -> None:
    """A shadow root's ``innerHTML`` setter: the fragment parsed in the context of its host
    replaces all its children."""
    fragment = fragment_parsing_algorithm_steps(shadow_root_host(this), value)  # type: ignore[arg-type]
    replace_all(fragment, this)


def shadow_root_get_html(this: DocumentFragmentImpl, options: Mapping[str, Any]) -> str:
    """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-shadowroot-gethtml:
    HTML's fragment serialization of this with ``serializableShadowRoots`` and
    ``shadowRoots``."""
    return serialize_fragment(this, None, _shadow_options(options))


def create_contextual_fragment(this: Any, string: str) -> DocumentFragmentImpl:
    """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-range-createcontextualfragment
    (``this`` a live range): the fragment parsed in the context of its start node's element.
    "This's node document", which a range has not, is read as its start node's (as
    browsers do). webapi runs no scripts: step 8 (a ``script``'s "already started" and parser
    document) has nothing to reset."""
    node = this._start_node  # 2.
    element = None  # 3.
    node_type = node._node_type
    if node_type == ELEMENT_NODE:  # 4.
        element = node
    elif node_type in (TEXT_NODE, CDATA_SECTION_NODE, COMMENT_NODE):  # 5. (CDATA: a Text)
        parent = node._parent
        element = parent if parent is not None and parent._node_type == ELEMENT_NODE else None
    if element is None or (  # 6.
        element._node_document._is_html
        and element._local_name == "html"
        and element._namespace == HTML_NAMESPACE
    ):
        element = create_an_element(node._node_document, "body", HTML_NAMESPACE)
    return fragment_parsing_algorithm_steps(element, string)  # 7., 9.


def _document_collection(
    key: str, names: frozenset[str], with_attribute: str | None = None
) -> Callable[[DocumentImpl], HTMLCollectionImpl]:
    """The getter of a ``[SameObject]`` collection of the document
    (https://html.spec.whatwg.org/multipage/dom.html#dom-document-images and the attributes
    after it): an ``HTMLCollection`` rooted at the document of its HTML elements named
    ``names`` (``with_attribute``: that have that attribute, ``href`` or ``name``)."""

    depends = (with_attribute,) if with_attribute else ()  # (the attributes the filter reads)

    def matches(node: NodeImpl) -> bool:
        return (
            node._node_type == ELEMENT_NODE
            and node._namespace == HTML_NAMESPACE  # type: ignore[attr-defined]
            and node._local_name in names  # type: ignore[attr-defined]
            and (
                with_attribute is None
                or get_attribute_value_by_namespace(None, with_attribute, node) is not None  # type: ignore[arg-type]
            )
        )

    def getter(this: DocumentImpl) -> HTMLCollectionImpl:
        return cached(
            this,
            key,
            lambda root: make_collection(
                HTMLCollectionImpl,
                root,
                matches,
                False,
                depends,
                local=True,
                local_names=names,
                attributed=with_attribute is not None,
            ),
        )

    return getter


#: ``document.images``: the ``img`` elements.
get_images = _document_collection("images", frozenset({"img"}))
#: ``document.embeds``, and ``document.plugins``, which returns the same object: ``embed``.
get_embeds = _document_collection("embeds", frozenset({"embed"}))
#: ``document.links``: the ``a`` and ``area`` elements with an ``href`` attribute.
get_links = _document_collection("links", frozenset({"a", "area"}), "href")
#: ``document.forms``: the ``form`` elements.
get_forms = _document_collection("forms", frozenset({"form"}))
#: ``document.scripts``: the ``script`` elements.
get_scripts = _document_collection("scripts", frozenset({"script"}))
#: ``document.anchors`` (https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-anchors):
#: the ``a`` elements with a ``name`` attribute.
get_anchors = _document_collection("anchors", frozenset({"a"}), "name")
#: ``document.applets`` (https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-applets):
#: a collection whose filter matches nothing, "for historical reasons".
get_applets = _document_collection("applets", frozenset())
