"""Following hyperlinks and choosing the navigable a link or a form navigates: the Standard's
"follow the hyperlink" (https://html.spec.whatwg.org/multipage/links.html#following-hyperlinks-2),
"get an element's target" (#get-an-element's-target) and "the rules for choosing a navigable"
(https://html.spec.whatwg.org/multipage/document-sequences.html#the-rules-for-choosing-a-navigable).

A new top-level traversable (``target=_blank``, or a name no navigable has) is made with the
opener's transport, clock (event loop), storage and navigator profile, and is listed in the
opener's traversable's ``opened`` (``window.opened_windows``). ``noopener`` and ``opener`` are
not modelled (no script runs in the new window).

A link's ``download`` attribute: a browser downloads a same-origin (or ``blob:``/``data:``)
resource instead of navigating; webapi downloads nothing (there is no download manager), so
such a click fires the ``navigate`` event with its ``downloadRequest`` (the attribute's value:
the suggested filename), as Chromium does, and nothing more: the document stays, no entry is
added, nothing is fetched. A cross-origin URL is navigated to, as Chromium ignores
``download`` there.
"""

from __future__ import annotations

from webapi.dom.engine import document_origin, is_connected

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.dom.engine import DocumentImpl, ElementImpl

    from ._navigable import Navigable

__all__ = [
    "choose_a_navigable",
    "downloading_hyperlinks",
    "follow_the_hyperlink",
    "get_an_elements_target",
    "hyperlink_activation_behavior",
    "plan_to_navigate_to_a_form_submission",
]


def get_an_elements_target(element: ElementImpl, target: str | None = None) -> str:
    """https://html.spec.whatwg.org/multipage/links.html#get-an-element's-target: the given
    target (a submitter's ``formtarget``), else the element's ``target`` attribute, else the
    first ``base`` element's ``target`` in the document (tab/newline/< stripped names aside)."""
    from webapi.dom.engine import descendants
    from webapi.infra import HTML_NAMESPACE

    if target is None:
        target = element._get_content_attribute("target")  # type: ignore[attr-defined]
    if target is None:
        for node in descendants(element._node_document):
            if getattr(node, "_local_name", None) == "base" and node._namespace == HTML_NAMESPACE:  # type: ignore[attr-defined]
                found = node._get_content_attribute("target")  # type: ignore[attr-defined]
                if found is not None:
                    target = found
                    break
    if target is None:
        return ""
    if any(c in target for c in "\t\n\r") and "<" in target:
        return "_blank"
    return target


def _navigables_of(top: Navigable) -> list[Navigable]:
    from ._navigable import child_navigables

    found = [top]
    index = 0
    while index < len(found):
        found.extend(child_navigables(found[index].active_document))
        index += 1
    return found


def choose_a_navigable(name: str, current: Navigable) -> Navigable | None:
    """https://html.spec.whatwg.org/multipage/document-sequences.html#the-rules-for-choosing-a-navigable:
    ``""``/``_self`` the current navigable, ``_parent`` its parent (or itself), ``_top`` its
    traversable, a name the first navigable of that name (the current traversable's, then the
    windows it opened), else (``_blank`` or a new name) a new top-level traversable."""
    lowered = name.lower()
    if lowered in ("", "_self"):
        return current
    if lowered == "_parent":
        return current.parent if current.parent is not None else current
    if lowered == "_top":
        return current.traversable()
    top = current.traversable()
    if lowered != "_blank":
        for navigable in _navigables_of(top):
            if navigable.window._target_name == name:
                return navigable
        for window in top.opened:
            for navigable in _navigables_of(window._navigable):
                if navigable.window._target_name == name:
                    return navigable
    return _new_top_level_traversable(top, "" if lowered == "_blank" else name)


def _new_top_level_traversable(opener: Navigable, name: str) -> Navigable:
    """A new top-level traversable (an auxiliary browsing context) with an initial
    ``about:blank`` document, the opener's transport, event loop, storage and profile."""
    from webapi._lazy import import_module

    # (loaded by name: the navigables' module makes the elements whose links come here)
    navigables = import_module("._navigables", __package__)
    document = navigables._initial_about_blank(opener.active_document)
    document._event_loop = opener.active_document._event_loop
    window = navigables.create_top_level_traversable(document, storage=_shed(opener))
    navigable: Navigable = window._navigable
    navigable.transport = opener.transport
    navigable.navigator_profile = opener.navigator_profile
    navigable.refresh = opener.refresh
    from ._window import cookie_jar_of

    navigable.cookie_jar = cookie_jar_of(opener)
    navigable.document_hook = opener.document_hook
    window._target_name = name
    navigable.created_by_web_content = True
    opener.opened.append(window)
    navigable.opener = opener
    return navigable


def _shed(opener: Navigable) -> Any:
    from ._window import _storage_shed

    return _storage_shed(opener)


def hyperlink_activation_behavior(element: ElementImpl) -> None:
    """The activation behavior of ``a`` and ``area`` elements
    (https://html.spec.whatwg.org/multipage/links.html#links-created-by-a-and-area-elements):
    nothing without an ``href``; a ``download`` link to a same-origin URL downloads nothing
    (:func:`downloading_hyperlinks`); else follow the hyperlink."""
    href = element._get_content_attribute("href")  # type: ignore[attr-defined]
    if href is None:
        return
    if element._get_content_attribute("download") is not None:  # type: ignore[attr-defined]
        from ..common._document_base import encoding_parse_for

        url = encoding_parse_for(element._node_document, href)
        if url is None:
            return
        from webapi.url import url_origin

        if url.scheme in ("blob", "data") or url_origin(url) == document_origin(
            element._node_document
        ):
            downloading_hyperlinks(element, url)
            return
    follow_the_hyperlink(element)


def downloading_hyperlinks(element: ElementImpl, url: Any) -> None:
    """https://html.spec.whatwg.org/multipage/links.html#downloading-hyperlinks: for a link
    whose node document has a browsing context, "fire a download request navigate event" at
    its navigable's ``window.navigation`` (destination ``url``, ``sourceElement`` the link,
    ``downloadRequest`` the ``download`` attribute's value); then, unless a listener canceled
    it, the user agent would download the resource: webapi downloads nothing (no download
    manager), so nothing more happens."""
    from webapi.url import url_serialize

    from ._navigable import browsing_context_of
    from ._navigation_api import fire_a_download_request_navigate_event, navigation_of

    navigable = browsing_context_of(element._node_document)  # 2.
    if navigable is None:
        return
    navigation = navigation_of(navigable)
    if navigation is None:
        return
    filename = element._get_content_attribute("download") or ""  # type: ignore[attr-defined]
    fire_a_download_request_navigate_event(  # 6.
        navigation, url_serialize(url), "none", element, filename, url
    )


def follow_the_hyperlink(element: ElementImpl, hyperlink_suffix: str | None = None) -> None:
    """https://html.spec.whatwg.org/multipage/links.html#following-hyperlinks-2"""
    from ..common._document_base import encoding_parse_and_serialize_for
    from ._navigable import browsing_context_of
    from ._navigate import navigate

    document: DocumentImpl = element._node_document
    navigable = browsing_context_of(document)
    if navigable is None or not is_connected(element):  # 1. (cannot navigate)
        return
    target = get_an_elements_target(element)  # 3.
    target_navigable = choose_a_navigable(target, navigable)  # 5.
    if target_navigable is None:  # 6.
        return
    href = element._get_content_attribute("href") or ""  # type: ignore[attr-defined]
    url = encoding_parse_and_serialize_for(document, href)  # 7.
    if url is None:  # 8.
        return
    if hyperlink_suffix is not None:  # 9.
        url += hyperlink_suffix
    policy = (element._get_content_attribute("referrerpolicy") or "").lower()  # type: ignore[attr-defined]  # 10.
    rel = (element._get_content_attribute("rel") or "").lower().split()  # type: ignore[attr-defined]
    if "noreferrer" in rel:  # 11.
        policy = "no-referrer"
    navigate(  # 12.
        target_navigable,
        url,
        "auto",
        source=document,
        referrer_policy=policy,
        source_element=element,
    )


def plan_to_navigate_to_a_form_submission(
    form: ElementImpl,
    submitter: ElementImpl,
    request: Any,
    entry_list: Any = None,
    user_involvement: str = "none",
) -> None:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#plan-to-navigate:
    form submission's last steps (``webapi.html.forms._forms_impl``'s ``submit_form`` asks them by
    the named upcall ``"html:plan-to-navigate"``), the target navigable chosen by the
    submitter's ``formtarget`` or the form's target, then navigate it to the request's URL
    with the request (its method and body) where the form's document has a browsing
    context (``webapi.html.browsing._navigate``; a POST's ``entry_list`` is the ``navigate`` event's
    ``formData``)."""
    from ._navigable import browsing_context_of
    from ._navigate import navigate

    document = form._node_document
    navigable = browsing_context_of(document)
    if navigable is None:
        return
    given = None
    if submitter is not form:
        given = submitter._get_content_attribute("formtarget")  # type: ignore[attr-defined]
    target = get_an_elements_target(form, given)
    target_navigable = choose_a_navigable(target, navigable)
    if target_navigable is None:
        return
    # (The Standard's "if form's link types include noreferrer, set referrerPolicy to
    # no-referrer": Chromium 156 sends the Referer all the same, and so does webapi.)
    url = request.url
    if request.method == "GET":
        request = None
    navigate(
        target_navigable,
        url,
        "auto",
        source=document,
        request=request,
        source_element=submitter,
        form_data_entry_list=None if request is None else entry_list,
        user_involvement=user_involvement,
    )
