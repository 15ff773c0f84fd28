"""The impl classes of the HTML element interfaces whose members are more than reflection
(the generated bindings do the reflecting: ``[Reflect]`` and the others), outside forms
(``_forms``, ``_select``): ``a``, ``area``, ``img``, ``link``, ``base``, ``title``, ``script``,
``iframe``. Each section names the Standard's section whose steps it follows.
"""

from __future__ import annotations

from webapi._lazy import lazy_imports, load_provider
from webapi.dom.engine import child_text_content, descendant_text_content, string_replace_all

from ..common._base_url import _parse
from ..common._browsing_context import NAVIGABLES_MADE, content_navigable
from ..common._document_base import fallback_base_url_for
from ..common._enumerated import (
    AS,
    CROSS_ORIGIN,
    DECODING,
    FETCH_PRIORITY,
    LOADING,
    REFERRER_POLICY,
    known_value,
    nullable_known_value,
)
from ..common._reflect import parse_non_negative_integer
from ._html_element import HTMLElementImpl
from ._hyperlink import HyperlinkElementUtilsImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.url import url_serialize
else:  # (the URL serializer loads with the first URL serialized: a parse serializes none)
    lazy_imports(globals(), "webapi.url", ("url_serialize",))

__all__ = [
    "HTMLAnchorElementImpl",
    "HTMLAreaElementImpl",
    "HTMLBaseElementImpl",
    "HTMLIFrameElementImpl",
    "HTMLImageElementImpl",
    "HTMLLinkElementImpl",
    "HTMLScriptElementImpl",
    "HTMLTitleElementImpl",
    "dimension_attribute",
]


def dimension_attribute(element: HTMLElementImpl, name: str) -> int:
    """The ``width``/``height`` getters of an image without rendering or image data
    (https://html.spec.whatwg.org/multipage/embedded-content.html#dom-img-width: the rendered
    width, else the density-corrected natural width, else 0): as Chromium answers for an
    element not rendered, the dimension attribute parsed as a non-negative integer (else 0)."""
    value = element._get_content_attribute(name)
    parsed = None if value is None else parse_non_negative_integer(value)
    return parsed if parsed is not None and parsed <= 2**31 - 1 else 0


class _ChildTextContent:
    """A ``text`` IDL attribute that is the element's child text content (``title``,
    ``script``): its setter string-replaces all with the value."""

    __slots__ = ()

    @property
    def _text(self) -> str:
        return child_text_content(self)  # type: ignore[arg-type]

    @_text.setter
    def _text(self, value: str) -> None:
        string_replace_all(value, self)  # type: ignore[arg-type]


_REFERRER_POLICY_DOC = "Reflects ``referrerpolicy``, limited to only known values."
_CROSS_ORIGIN_DOC = "Reflects ``crossorigin``, limited to only known values (a CORS setting)."
_FETCH_PRIORITY_DOC = "Reflects ``fetchpriority``, limited to only known values."


class _HyperlinkElementImpl(HTMLElementImpl, HyperlinkElementUtilsImpl):
    """What ``a`` and ``area`` elements share
    (https://html.spec.whatwg.org/multipage/links.html#links-created-by-a-and-area-elements)."""

    __slots__ = ()

    def _activation_behavior(self, event: object) -> None:
        """The activation behavior of ``a`` and ``area`` elements
        (https://html.spec.whatwg.org/multipage/links.html#links-created-by-a-and-area-elements):
        follow the hyperlink (``webapi.html.browsing._follow_hyperlink``: a navigation where the
        document has a browsing context; a ``javascript:`` URL runs no script)."""
        load_provider("html:hyperlink-activation-behavior")(self)

    _referrer_policy = known_value("referrerpolicy", REFERRER_POLICY, _REFERRER_POLICY_DOC)


class HTMLAnchorElementImpl(_HyperlinkElementImpl):
    """An ``a`` element (https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-a-element)."""

    __slots__ = ()

    @property
    def _text(self) -> str:
        """The ``text`` getter: the element's descendant text content."""
        return descendant_text_content(self)

    @_text.setter
    def _text(self, value: str) -> None:
        string_replace_all(value, self)


class HTMLAreaElementImpl(_HyperlinkElementImpl):
    """An ``area`` element (https://html.spec.whatwg.org/multipage/image-maps.html#the-area-element)."""

    __slots__ = ()


class HTMLImageElementImpl(HTMLElementImpl):
    """An ``img`` element (https://html.spec.whatwg.org/multipage/embedded-content.html#the-img-element).
    No image is ever fetched: no natural dimensions, no current request URL."""

    __slots__ = ()

    _cross_origin = nullable_known_value("crossorigin", CROSS_ORIGIN, _CROSS_ORIGIN_DOC)
    _referrer_policy = known_value("referrerpolicy", REFERRER_POLICY, _REFERRER_POLICY_DOC)
    _decoding = known_value("decoding", DECODING, "Reflects ``decoding`` (image decoding hint).")
    _loading = known_value("loading", LOADING, "Reflects ``loading`` (lazy loading).")
    _fetch_priority = known_value("fetchpriority", FETCH_PRIORITY, _FETCH_PRIORITY_DOC)

    @property
    def _width(self) -> int:
        return dimension_attribute(self, "width")

    @property
    def _height(self) -> int:
        return dimension_attribute(self, "height")

    @property
    def _natural_width(self) -> int:
        """No image data: 0."""
        return 0

    @property
    def _natural_height(self) -> int:
        """No image data: 0."""
        return 0

    @property
    def _current_src(self) -> str:
        """The current request's current URL: the empty string (no request is made)."""
        return ""

    @property
    def _complete(self) -> bool:
        """https://html.spec.whatwg.org/multipage/embedded-content.html#dom-img-complete: true
        where there is no image to fetch (neither ``src`` nor ``srcset``, or no ``srcset`` and
        an empty ``src``); else false, as the current request is never completely available
        or broken (no request is made: Chromium answers false too until its fetch ends)."""
        if self._get_content_attribute("srcset") is not None:
            return False
        return not self._get_content_attribute("src")


class HTMLLinkElementImpl(HTMLElementImpl):
    """A ``link`` element (https://html.spec.whatwg.org/multipage/semantics.html#the-link-element)."""

    __slots__ = ()

    def _insertion_steps(self) -> None:
        """A ``stylesheet`` link that becomes connected fetches and processes its sheet (its
        ``load``/``error`` event: webapi/html/rendering/_link_style.py)."""
        load_provider("html:link-style").fetch_and_process_the_linked_resource(self)

    def _attribute_change_steps(
        self, local_name: str, old_value: str | None, value: str | None, namespace: str | None
    ) -> None:
        """A connected ``stylesheet`` link's ``href`` changed, or a change that makes it one,
        fetches and processes its sheet again; its ``disabled`` attribute removed makes it
        explicitly enabled (webapi/html/rendering/_link_style.py)."""
        super()._attribute_change_steps(local_name, old_value, value, namespace)
        if namespace is None:
            link_style = load_provider("html:link-style")
            if local_name == "disabled" and value is None and old_value is not None:
                link_style.link_disabled_removed(self)
            link_style.link_attribute_changed(self, local_name, old_value)

    @property
    def _sheet(self) -> Any:
        """https://drafts.csswg.org/cssom-1/#dom-linkstyle-sheet: the element's CSS style
        sheet (webapi/html/rendering/_link_style.py)."""
        return load_provider("html:link-style").element_sheet(self)

    _cross_origin = nullable_known_value("crossorigin", CROSS_ORIGIN, _CROSS_ORIGIN_DOC)
    _referrer_policy = known_value("referrerpolicy", REFERRER_POLICY, _REFERRER_POLICY_DOC)
    _fetch_priority = known_value("fetchpriority", FETCH_PRIORITY, _FETCH_PRIORITY_DOC)
    _as = known_value(
        "as",
        AS,
        "Reflects ``as`` (https://html.spec.whatwg.org/multipage/semantics.html#dom-link-as), "
        "limited to only known values: the potential destinations.",
    )


class HTMLBaseElementImpl(HTMLElementImpl):
    """A ``base`` element (https://html.spec.whatwg.org/multipage/semantics.html#the-base-element):
    its frozen base URL is the document's concern (``_document_base``)."""

    __slots__ = ()

    @property
    def _href(self) -> str:
        """https://html.spec.whatwg.org/multipage/semantics.html#dom-base-href: the ``href``
        attribute parsed against the document's fallback base URL (not against any ``base``
        element, itself included), serialized; the value itself where that fails."""
        document = self._node_document
        url = self._get_content_attribute("href") or ""  # 2.
        record = _parse(url, fallback_base_url_for(document), document._encoding or "UTF-8")
        return url if record is None else url_serialize(record)  # 4.-5.


class HTMLTitleElementImpl(HTMLElementImpl, _ChildTextContent):
    """A ``title`` element (https://html.spec.whatwg.org/multipage/semantics.html#the-title-element)."""

    __slots__ = ()


class HTMLScriptElementImpl(HTMLElementImpl, _ChildTextContent):
    """A ``script`` element (https://html.spec.whatwg.org/multipage/scripting.html#the-script-element):
    its force async flag (``_force_async``: true until the parser that inserts it, or the
    ``async`` setter or attribute, makes it false). No script is ever run."""

    __slots__ = ("_force_async",)

    def __init__(self, *arguments: object) -> None:
        super().__init__(*arguments)  # type: ignore[arg-type]
        self._force_async = True

    _cross_origin = nullable_known_value("crossorigin", CROSS_ORIGIN, _CROSS_ORIGIN_DOC)
    _referrer_policy = known_value("referrerpolicy", REFERRER_POLICY, _REFERRER_POLICY_DOC)
    _fetch_priority = known_value("fetchpriority", FETCH_PRIORITY, _FETCH_PRIORITY_DOC)

    @property
    def _async(self) -> bool:
        """https://html.spec.whatwg.org/multipage/scripting.html#dom-script-async."""
        return self._force_async or self._get_content_attribute("async") is not None

    @_async.setter
    def _async(self, value: bool) -> None:
        self._force_async = False
        if value:
            self._set_content_attribute("async", "")
        else:
            self._delete_content_attribute("async")

    def _attribute_change_steps(
        self, local_name: str, old_value: str | None, value: str | None, namespace: str | None
    ) -> None:
        super()._attribute_change_steps(local_name, old_value, value, namespace)
        # "If the async attribute is added, set force async to false" (the async attribute's
        # definition).
        if local_name == "async" and namespace is None and old_value is None and value is not None:
            self._force_async = False

    @staticmethod
    def _supports(type: str) -> bool:
        """https://html.spec.whatwg.org/multipage/scripting.html#dom-script-supports."""
        return type in ("classic", "module", "importmap", "speculationrules")


class HTMLIFrameElementImpl(HTMLElementImpl):
    """An ``iframe`` element (https://html.spec.whatwg.org/multipage/iframe-embed-object.html#the-iframe-element):
    in a document that has a browsing context, its content navigable (``_navigables``, loaded
    with the first browsing context: before it, an iframe has nothing to create or destroy)."""

    __slots__ = ()

    _referrer_policy = known_value("referrerpolicy", REFERRER_POLICY, _REFERRER_POLICY_DOC)
    _loading = known_value("loading", LOADING, "Reflects ``loading`` (lazy loading).")

    def _post_connection_steps(self) -> None:
        """The ``iframe`` HTML element post-connection steps."""
        if NAVIGABLES_MADE[0]:
            load_provider("html:navigables").iframe_post_connection_steps(self)

    def _removing_steps(self, is_subtree_root: bool, old_ancestor: object) -> None:
        """The ``iframe`` HTML element removing steps: destroy a child navigable."""
        if NAVIGABLES_MADE[0]:
            load_provider("html:navigables").destroy_a_child_navigable(self)

    def _attribute_change_steps(
        self, local_name: str, old_value: str | None, value: str | None, namespace: str | None
    ) -> None:
        """ "Whenever an iframe element with a non-null content navigable has its srcdoc
        attribute set, changed, or removed, the user agent must process the iframe
        attributes"; likewise its ``src`` attribute, unless it has a ``srcdoc`` attribute."""
        super()._attribute_change_steps(local_name, old_value, value, namespace)
        if namespace is not None or local_name not in ("src", "srcdoc"):
            return
        if content_navigable(self) is None:
            return
        if local_name == "src" and self._get_content_attribute("srcdoc") is not None:
            return
        load_provider("html:navigables").process_the_iframe_attributes(
            self, initial_insertion=False
        )

    @property
    def _srcdoc(self) -> str:
        """Reflects ``srcdoc`` (its getter: the attribute's value, or the empty string)."""
        return self._get_content_attribute("srcdoc") or ""

    @_srcdoc.setter
    def _srcdoc(self, value: str) -> None:
        self._set_content_attribute("srcdoc", value)

    @property
    def _content_document(self) -> Any:
        """https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-iframe-contentdocument:
        the content navigable's active document, or null (no origin check: a Python program
        reads every child document)."""
        navigable = content_navigable(self)
        return None if navigable is None else navigable.active_document

    @property
    def _content_window(self) -> Any:
        """https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-iframe-contentwindow:
        the content navigable's ``WindowProxy``, or null."""
        navigable = content_navigable(self)
        return None if navigable is None else navigable.window

    def _get_svg_document(self) -> None:
        """No content navigable: null."""
        return None
