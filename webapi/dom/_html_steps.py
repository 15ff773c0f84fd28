"""The HTML Standard's algorithms the DOM's members call: the members of the HTML Standard's
partial interfaces of ``Element``, ``Document`` and ``Range`` (``innerHTML``, ``outerHTML``,
``insertAdjacentHTML``, ``getHTML``, ``setHTMLUnsafe``, ``setHTML``, ``Document.parseHTMLUnsafe``,
``Document.parseHTML``,
``Range.createContextualFragment``,
``document.title``/``dir``/``body``/``head``/``images``/``links``/``forms``/``scripts``/
``embeds``/``plugins``/``activeElement``, ``getElementsByName``; idl/dom.html.webidl) are
generated onto the DOM's classes, but their steps are HTML's (its parser and serializer), a
layer above the DOM.

One registry holds them: ``webapi.html`` registers, when its element interfaces register for the
HTML namespace (``webapi/html/elements/_elements.py``, which HTML's parser, ``DOMParser`` and the
element classes load), a loader of the module that has them; the DOM loads that module on the first
call. The DOM never imports ``webapi.html``: where nothing is registered yet (a program that
made its nodes with ``webapi.dom`` alone), the first call loads what the root package declared
for it (webapi/_lazy.py: "what a lower layer asks of a higher one"), which registers; only where
nothing was declared (a ``webapi.dom`` copied without ``webapi.html``) these members raise a
``NotSupportedError`` ``DOMException`` that says to import ``webapi.html``.

The registered module has a function per member, named as below, each taking the member's
``this`` first. Registering is thread-safe (one assignment); loading may run twice at once, to
the same module.
"""

from __future__ import annotations

from webapi._lazy import load_provider

from ._exception import DOMException

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping
    from typing import Any

    from ._collections import HTMLCollectionImpl, NodeListImpl
    from ._nodes import DocumentFragmentImpl, DocumentImpl, ElementImpl, ShadowRootImpl
    from ._ranges import RangeImpl

__all__ = ["html_steps", "register_html_steps"]

#: [the loader HTML registered, the module it gave (once loaded)]
_REGISTRY: list[Any] = [None, None]


def register_html_steps(load: Callable[[], Any]) -> None:
    """Make ``load()`` (called once, on first need) give the HTML Standard's steps of the DOM's
    HTML members: an object with the functions this module calls."""
    if not callable(load):
        raise TypeError("register_html_steps: load must be callable")
    _REGISTRY[:] = [load, None]


def _steps_or_none() -> Any:
    """The registered steps, loaded now if they are not yet (what the root package declared
    for them loaded first where nothing is registered); None only where nothing registers
    them (a ``webapi.dom`` without ``webapi.html``). Whether HTML's steps answer never depends
    on what a program happened to load before."""
    steps = _REGISTRY[1]
    if steps is None:
        load = _REGISTRY[0]
        if load is None and load_provider("html"):  # (registered by HTML's loading)
            load = _REGISTRY[0]
        if load is None:
            return None
        steps = _REGISTRY[1] = load()
    return steps


def html_steps() -> Any:
    """The registered steps (loaded on first use), or a ``NotSupportedError``."""
    steps = _steps_or_none()
    if steps is None:
        raise DOMException(
            "The HTML Standard's parser and serializer are not loaded: import webapi.html "
            "(or use its DOMParser or parse functions) before using innerHTML and the other "
            "members of HTML's partial interfaces.",
            "NotSupportedError",
        )
    return steps


def custom_element_state(element: ElementImpl) -> str:
    """https://dom.spec.whatwg.org/#concept-element-custom-element-state, which HTML's custom
    elements keep: "uncustomized" where HTML's steps are not loaded (no element is custom
    there)."""
    steps = _steps_or_none()
    if steps is None:
        return "uncustomized"
    state: str = steps.custom_element_state(element)
    return state


def definition_disables_shadow(element: ElementImpl) -> bool:
    """Whether the custom element definition of the element (looked up by HTML's steps) has
    "disable shadow" (https://dom.spec.whatwg.org/#concept-attach-a-shadow-root step 3):
    never where HTML's steps are not loaded (no element has a definition there)."""
    steps = _steps_or_none()
    return steps is not None and bool(steps.definition_disables_shadow(element))


# Element (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-parsing-and-serialization)


def get_inner_html(this: ElementImpl) -> str:
    """``innerHTML``'s getter."""
    return html_steps().get_inner_html(this)  # type: ignore[no-any-return]


def set_inner_html(this: ElementImpl, value: str) -> None:
    """``innerHTML``'s setter."""
    html_steps().set_inner_html(this, value)


def get_outer_html(this: ElementImpl) -> str:
    """``outerHTML``'s getter."""
    return html_steps().get_outer_html(this)  # type: ignore[no-any-return]


def set_outer_html(this: ElementImpl, value: str) -> None:
    """``outerHTML``'s setter."""
    html_steps().set_outer_html(this, value)


def insert_adjacent_html(this: ElementImpl, position: str, string: str) -> None:
    """``insertAdjacentHTML(position, string)``."""
    html_steps().insert_adjacent_html(this, position, string)


def get_html(this: ElementImpl, options: Mapping[str, Any]) -> str:
    """``getHTML(options)``."""
    return html_steps().get_html(this, options)  # type: ignore[no-any-return]


def set_html_unsafe(this: ElementImpl, html: str, options: Mapping[str, Any]) -> None:
    """``setHTMLUnsafe(html, options)``."""
    html_steps().set_html_unsafe(this, html, options)


def set_html(this: ElementImpl, html: str, options: Mapping[str, Any]) -> None:
    """``setHTML(html, options)`` (the HTML Sanitizer API)."""
    html_steps().set_html(this, html, options)


# ShadowRoot (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-shadowroot-innerhtml)


def shadow_root_get_inner_html(this: DocumentFragmentImpl) -> str:
    """A shadow root's ``innerHTML`` getter."""
    return html_steps().shadow_root_get_inner_html(this)  # type: ignore[no-any-return]


def shadow_root_set_inner_html(this: DocumentFragmentImpl, value: str) -> None:
    """A shadow root's ``innerHTML`` setter."""
    html_steps().shadow_root_set_inner_html(this, value)


def shadow_root_get_html(this: DocumentFragmentImpl, options: Mapping[str, Any]) -> str:
    """A shadow root's ``getHTML(options)``."""
    return html_steps().shadow_root_get_html(this, options)  # type: ignore[no-any-return]


def shadow_root_set_html_unsafe(
    this: DocumentFragmentImpl, html: str, options: Mapping[str, Any]
) -> None:
    """A shadow root's ``setHTMLUnsafe(html, options)``."""
    html_steps().shadow_root_set_html_unsafe(this, html, options)


def shadow_root_set_html(this: DocumentFragmentImpl, html: str, options: Mapping[str, Any]) -> None:
    """A shadow root's ``setHTML(html, options)`` (the HTML Sanitizer API)."""
    html_steps().shadow_root_set_html(this, html, options)


# Range (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#the-createcontextualfragment()-method)


def create_contextual_fragment(this: RangeImpl, string: str) -> DocumentFragmentImpl:
    """``createContextualFragment(string)``."""
    return html_steps().create_contextual_fragment(this, string)  # type: ignore[no-any-return]


# Document (https://html.spec.whatwg.org/multipage/dom.html#the-document-object)


def parse_html_unsafe(html: str, options: Mapping[str, Any]) -> DocumentImpl:
    """``Document.parseHTMLUnsafe(html, options)`` (static)."""
    return html_steps().parse_html_unsafe(html, options)  # type: ignore[no-any-return]


def parse_html(html: str, options: Mapping[str, Any]) -> DocumentImpl:
    """``Document.parseHTML(html, options)`` (static; the HTML Sanitizer API)."""
    return html_steps().parse_html(html, options)  # type: ignore[no-any-return]


def get_title(this: DocumentImpl) -> str:
    """``document.title``'s getter."""
    return html_steps().get_title(this)  # type: ignore[no-any-return]


def set_title(this: DocumentImpl, value: str) -> None:
    """``document.title``'s setter."""
    html_steps().set_title(this, value)


def get_dir(this: DocumentImpl) -> str:
    """``document.dir``'s getter."""
    return html_steps().get_dir(this)  # type: ignore[no-any-return]


def set_dir(this: DocumentImpl, value: str) -> None:
    """``document.dir``'s setter."""
    html_steps().set_dir(this, value)


def get_body(this: DocumentImpl) -> ElementImpl | None:
    """``document.body``'s getter."""
    return html_steps().get_body(this)  # type: ignore[no-any-return]


def set_body(this: DocumentImpl, value: ElementImpl | None) -> None:
    """``document.body``'s setter."""
    html_steps().set_body(this, value)


# Document's obsolete colours (https://html.spec.whatwg.org/multipage/obsolete.html#other-elements,-attributes-and-apis)


def get_fg_color(this: DocumentImpl) -> str:
    """``document.fgColor``'s getter (the body element's ``text``)."""
    return html_steps().get_fg_color(this)  # type: ignore[no-any-return]


def set_fg_color(this: DocumentImpl, value: str) -> None:
    """``document.fgColor``'s setter."""
    html_steps().set_fg_color(this, value)


def get_link_color(this: DocumentImpl) -> str:
    """``document.linkColor``'s getter (the body element's ``link``)."""
    return html_steps().get_link_color(this)  # type: ignore[no-any-return]


def set_link_color(this: DocumentImpl, value: str) -> None:
    """``document.linkColor``'s setter."""
    html_steps().set_link_color(this, value)


def get_vlink_color(this: DocumentImpl) -> str:
    """``document.vlinkColor``'s getter (the body element's ``vlink``)."""
    return html_steps().get_vlink_color(this)  # type: ignore[no-any-return]


def set_vlink_color(this: DocumentImpl, value: str) -> None:
    """``document.vlinkColor``'s setter."""
    html_steps().set_vlink_color(this, value)


def get_alink_color(this: DocumentImpl) -> str:
    """``document.alinkColor``'s getter (the body element's ``alink``)."""
    return html_steps().get_alink_color(this)  # type: ignore[no-any-return]


def set_alink_color(this: DocumentImpl, value: str) -> None:
    """``document.alinkColor``'s setter."""
    html_steps().set_alink_color(this, value)


def get_bg_color(this: DocumentImpl) -> str:
    """``document.bgColor``'s getter (the body element's ``bgcolor``)."""
    return html_steps().get_bg_color(this)  # type: ignore[no-any-return]


def set_bg_color(this: DocumentImpl, value: str) -> None:
    """``document.bgColor``'s setter."""
    html_steps().set_bg_color(this, value)


def get_anchors(this: DocumentImpl) -> HTMLCollectionImpl:
    """``document.anchors``."""
    return html_steps().get_anchors(this)  # type: ignore[no-any-return]


def get_applets(this: DocumentImpl) -> HTMLCollectionImpl:
    """``document.applets``."""
    return html_steps().get_applets(this)  # type: ignore[no-any-return]


def do_nothing(this: DocumentImpl) -> None:
    """``document.clear()``, ``captureEvents()`` and ``releaseEvents()``: "must do nothing"
    (https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-clear)."""


def get_default_view(this: DocumentImpl) -> Any:
    """``document.defaultView``'s getter
    (https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-document-defaultview):
    the ``WindowProxy`` of the document's browsing context, or None. Only HTML makes browsing
    contexts, so HTML's steps answer, loaded as for the other members (a program that made a
    browsing context before anything loaded them still finds it); where nothing can load them
    (a ``webapi.dom`` without ``webapi.html``), no document has one."""
    steps = _steps_or_none()
    return None if steps is None else steps.get_default_view(this)


def get_selection(this: DocumentImpl) -> object | None:
    """``document.getSelection()`` (https://w3c.github.io/selection-api/#dom-document-getselection):
    the document's ``Selection`` if it has a browsing context, else None (found as
    ``defaultView`` is)."""
    steps = _steps_or_none()
    found: object | None = None if steps is None else steps.get_selection(this)
    return found


def get_location(this: DocumentImpl) -> Any:
    """``document.location``'s getter
    (https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-document-location): the
    ``Location`` object of the document's browsing context's ``Window`` if the document is
    its active document, else None (found as ``defaultView`` is)."""
    steps = _steps_or_none()
    return None if steps is None else steps.get_location(this)


def get_cookie(this: DocumentImpl) -> str:
    """``document.cookie``'s getter
    (https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie): "" where HTML's
    steps are not loaded (a document without a browsing context is cookie-averse)."""
    steps = _steps_or_none()
    return "" if steps is None else steps.get_cookie(this)


def set_cookie(this: DocumentImpl, value: str) -> None:
    """``document.cookie``'s setter (nothing where HTML's steps are not loaded)."""
    steps = _steps_or_none()
    if steps is not None:
        steps.set_cookie(this, value)


def focused_element(this: DocumentImpl) -> ElementImpl | None:
    """``document.activeElement`` before its retargeting: the focused element itself (inside
    a shadow tree, if one holds it), else the body or the document element (HTML's focus)."""
    return html_steps().get_active_element(this)  # type: ignore[no-any-return]


def get_style_sheets(this: DocumentImpl | ShadowRootImpl) -> Any:
    """``styleSheets`` of a document or shadow root (CSSOM's, steps in
    webapi/html/rendering/_link_style.py)."""
    return html_steps().get_style_sheets(this)


def get_adopted_style_sheets(this: DocumentImpl | ShadowRootImpl) -> list[object]:
    """``adoptedStyleSheets``'s getter, of a document or shadow root."""
    return list(html_steps().get_adopted_style_sheets(this))


def set_adopted_style_sheets(this: DocumentImpl | ShadowRootImpl, value: Any) -> None:
    """``adoptedStyleSheets``'s setter, of a document or shadow root."""
    html_steps().set_adopted_style_sheets(this, value)


def get_head(this: DocumentImpl) -> ElementImpl | None:
    """``document.head``'s getter."""
    return html_steps().get_head(this)  # type: ignore[no-any-return]


def get_images(this: DocumentImpl) -> HTMLCollectionImpl:
    """``document.images``."""
    return html_steps().get_images(this)  # type: ignore[no-any-return]


def get_embeds(this: DocumentImpl) -> HTMLCollectionImpl:
    """``document.embeds`` and ``document.plugins`` (the same object)."""
    return html_steps().get_embeds(this)  # type: ignore[no-any-return]


def get_links(this: DocumentImpl) -> HTMLCollectionImpl:
    """``document.links``."""
    return html_steps().get_links(this)  # type: ignore[no-any-return]


def get_forms(this: DocumentImpl) -> HTMLCollectionImpl:
    """``document.forms``."""
    return html_steps().get_forms(this)  # type: ignore[no-any-return]


def get_scripts(this: DocumentImpl) -> HTMLCollectionImpl:
    """``document.scripts``."""
    return html_steps().get_scripts(this)  # type: ignore[no-any-return]


def get_elements_by_name(this: DocumentImpl, element_name: str) -> NodeListImpl:
    """``document.getElementsByName(elementName)``."""
    return html_steps().get_elements_by_name(this, element_name)  # type: ignore[no-any-return]
