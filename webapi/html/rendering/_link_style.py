"""CSSOM's ``LinkStyle`` for HTML's ``style`` and ``link`` elements and the document's sheets
(https://drafts.csswg.org/cssom-1/#the-linkstyle-interface,
https://html.spec.whatwg.org/multipage/semantics.html#update-a-style-block,
https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet):
``element.sheet``, ``styleSheets`` in tree order and ``adoptedStyleSheets`` of a document or a
shadow root. An element has its sheet while connected (https://dom.spec.whatwg.org/#connected:
its shadow-including root is a document, so also inside a shadow tree whose host is in the
document, as in Chromium 156); a shadow root's ``styleSheets`` lists its own tree's sheets, which
the cascade applies to that tree alone (:mod:`._rendering`).

A ``style`` element's sheet is made again when its text, ``media`` or ``title`` changes (a new
``CSSStyleSheet`` object, as "update a style block" makes one); a ``link rel=stylesheet``'s
sheet holds the bytes of the response to the document's client's request for its URL (the
window's transport or navigation fetcher, webapi/html/rendering/_link_fetch.py; decoded as UTF-8;
the fetch policy as for iframes), and is empty without a transport (webapi reaches no network on
its own); a sheet's ``@import`` rules are fetched the same way (:func:`import_loader`). Each
sheet is kept in its element's cache. Both elements fire ``load`` or ``error`` in a task once
their sheets and imports are fetched (:func:`update_a_style_block`,
:func:`fetch_and_process_the_linked_resource`).
"""

from __future__ import annotations

from webapi.cssom.engine import CSSStyleSheetImpl, new_style_sheet, new_style_sheet_list
from webapi.dom import DOMException
from webapi.dom.engine import (
    DocumentImpl,
    ElementImpl,
    descendant_text_content,
    descendants,
    get_attribute_value_by_namespace,
    is_connected,
)
from webapi.infra import HTML_NAMESPACE

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from ..common._subresources import Pending

__all__ = [
    "adopted_style_sheets",
    "applies_in_its_set",
    "critical_subresources_loaded",
    "document_sheets",
    "element_sheet",
    "fetch_a_style_resource",
    "fetch_and_process_the_linked_resource",
    "fetch_parts",
    "import_loader",
    "is_stylesheet_link",
    "link_attribute_changed",
    "link_disabled_removed",
    "preferred_set_name",
    "set_adopted_style_sheets",
    "sheet_added",
    "style_sheet_set",
    "style_sheets",
    "update_a_style_block",
]

_ADOPTED = "css: adopted"
#: A style element's cache entry: its "update a style block" task is queued.
_PENDING = "css: style block task"
_LIST = "css: styleSheets"
#: The document's preferred style sheet set name, once a titled sheet was added.
_PREFERRED = "css: preferred set"
#: A link's explicitly enabled flag (HTML's ``disabled`` attribute).
_EXPLICITLY_ENABLED = "css: explicitly enabled"


def _is_css(element: Any) -> bool:
    kind = get_attribute_value_by_namespace(None, "type", element)
    return kind is None or kind.strip().lower() in ("", "text/css")


def _is_stylesheet_link(element: Any, changed: tuple[str, str | None] | None = None) -> bool:
    """Whether the link creates a style sheet: a ``rel`` of ``stylesheet`` (an alternate one
    too), a non-empty ``href``, no ``disabled`` attribute (the linked resource fetch setup
    steps return false: Chromium 156 fetches nothing and its ``sheet`` is null), and a
    ``type`` that is absent, empty or ``text/css``; ``changed``: an attribute's value in
    place of the element's (its value before a change)."""

    def value(name: str) -> str | None:
        if changed is not None and changed[0] == name:
            return changed[1]
        return get_attribute_value_by_namespace(None, name, element)

    rel = value("rel")
    href = value("href")
    if rel is None or not href or value("disabled") is not None:
        return False
    kind = value("type")
    if kind is not None and kind.strip().lower() not in ("", "text/css"):
        return False
    return "stylesheet" in rel.lower().split()


def is_stylesheet_link(element: Any) -> bool:
    """Whether a ``link`` creates a style sheet (an alternative one too) as its attributes
    are now."""
    return _is_stylesheet_link(element)


def _rel_alternate(element: Any, changed: tuple[str, str | None] | None = None) -> bool:
    """Whether the link's ``rel`` has the ``alternate`` keyword (``changed`` as for
    :func:`_is_stylesheet_link`)."""
    if changed is not None and changed[0] == "rel":
        rel = changed[1]
    else:
        rel = get_attribute_value_by_namespace(None, "rel", element)
    return rel is not None and "alternate" in rel.lower().split()


def link_disabled_removed(element: Any) -> None:
    """https://html.spec.whatwg.org/multipage/semantics.html#attr-link-disabled: "whenever
    the ``disabled`` attribute is removed, set the link element's explicitly enabled attribute
    to true" (kept while the element is disconnected, not copied to its clones)."""
    element._cached()[_EXPLICITLY_ENABLED] = True


def _explicitly_enabled(element: Any) -> bool:
    cache = element._cache
    return cache is not None and cache.get(_EXPLICITLY_ENABLED, False)


def style_sheet_set(element: Any) -> tuple[str, bool, bool]:
    """The style sheet set facts of a ``style`` or ``link`` element's sheet: its title (empty
    for none), whether it is an alternative style sheet (a link whose ``rel`` has
    ``alternate``, unless explicitly enabled: the alternate flag of CSSOM's "create a CSS
    style sheet"), and whether the link is explicitly enabled."""
    title = get_attribute_value_by_namespace(None, "title", element) or ""
    if element._local_name != "link":
        return title, False, False
    enabled = _explicitly_enabled(element)
    return title, not enabled and _rel_alternate(element), enabled


def applies_in_its_set(facts: tuple[str, bool, bool], preferred: str) -> bool:
    """Whether a sheet whose :func:`style_sheet_set` facts are ``facts`` takes part in the
    cascade when the document's preferred style sheet set name is ``preferred``
    (https://drafts.csswg.org/cssom-1/#add-a-css-style-sheet's sets, as Chromium 156 applies
    them): a sheet without a title does, unless it is an alternative one; a titled one where
    its title is the preferred set's, or where its link is explicitly enabled. Chromium keeps
    the sheet's ``disabled`` flag apart (false for an alternative sheet it does not apply;
    setting it false applies none): so does webapi."""
    title, alternate, enabled = facts
    if enabled:
        return True
    if not title:
        return not alternate
    return title == preferred


def preferred_set_name(document: Any, elements: list[Any]) -> str:
    """The document's preferred CSS style sheet set name
    (https://drafts.csswg.org/cssom-1/#preferred-css-style-sheet-set-name): the title of the
    first sheet added with a title and not alternative (:func:`sheet_added`: a ``style``
    inserted or changed, a style sheet link processed, a shown document's in tree order),
    kept as Chromium keeps it (that sheet removed or retitled since, it stays); where none was
    added so (a document never shown: its parsed sheets), the first of ``elements`` (its
    ``style`` and style sheet ``link`` elements in tree order) with such a title; empty where
    none has."""
    cache = document._cache
    found = cache.get(_PREFERRED) if cache is not None else None
    if found:
        return str(found)
    for element in elements:
        title, alternate, _enabled = style_sheet_set(element)
        if title and not alternate:
            _set_preferred(document, title)
            return title
    return ""


def sheet_added(element: Any) -> None:
    """https://drafts.csswg.org/cssom-1/#add-a-css-style-sheet's step: "if the title is not
    the empty string, the alternate flag is unset, and preferred CSS style sheet set name is
    the empty string change the preferred CSS style sheet set name to the title"."""
    title, alternate, _enabled = style_sheet_set(element)
    if title and not alternate:
        _set_preferred(element._node_document, title)


def _set_preferred(document: Any, title: str) -> None:
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    if not cache.get(_PREFERRED):
        cache[_PREFERRED] = title


def element_sheet(element: Any) -> Any:
    """https://drafts.csswg.org/cssom-1/#dom-linkstyle-sheet: the element's sheet, or None (not
    connected, not a style sheet)."""
    if element._local_name == "style":
        if not is_connected(element) or not _is_css(element):
            return None
        key: tuple[str, ...] = ("style", descendant_text_content(element))
    else:
        if not is_connected(element) or not _is_stylesheet_link(element):
            return None
        href = get_attribute_value_by_namespace(None, "href", element) or ""
        key = ("link", href)
    media = get_attribute_value_by_namespace(None, "media", element) or ""
    title = get_attribute_value_by_namespace(None, "title", element)
    cache = element._cached()
    found = cache.get("sheet")
    if found is not None and found[0] == (*key, media, title or ""):
        return found[1]
    if key[0] == "style":
        sheet = new_style_sheet(key[1], element, media, title or None)
    else:
        url, text = _fetch_link(element, key[1])
        from ..common._subresources import PENDING

        if text is PENDING:  # (none until its fetch arrives, as Chromium's while it loads)
            return None
        sheet = new_style_sheet(text or "", element, media, title or None, url)
        sheet._load_failed = text is None
    sheet._loader = import_loader(element._node_document)
    cache["sheet"] = ((*key, media, title or ""), sheet)
    return sheet


def _fetch_link(element: Any, href: str) -> tuple[str | None, str | Pending | None]:
    """The link's URL and its sheet's text: the response to the document's client's request
    (UTF-8), ``PENDING`` where it waits for the running asyncio loop, or None (no transport,
    a refused URL, a failure, a type other than ``text/css``: the resource's Content-Type
    metadata is not a supported style sheet type, a failure in HTML's "process the linked
    resource" for a ``stylesheet`` link, in quirks mode too, as Chromium 156 answers)."""
    from webapi.url import url_serialize

    from ..common._document_base import encoding_parse_for

    document = element._node_document
    record = encoding_parse_for(document, href)
    if record is None:
        return None, None
    from ..common._subresources import PENDING, referrer_policy_attribute

    fetched = fetch_parts(document, record, referrer_policy=referrer_policy_attribute(element))
    if fetched is None or fetched is PENDING:
        return url_serialize(record), fetched
    text, content_type = fetched
    from webapi.mimesniff import parse_mime_type

    mime = parse_mime_type(content_type.split(",")[-1]) if content_type else None
    if mime is None or mime.essence != "text/css":
        return url_serialize(record), None
    return url_serialize(record), text


def fetch_a_style_resource(
    document: Any, record: Any, referrer: Any = "client"
) -> str | Pending | None:
    """https://drafts.csswg.org/cssom-1/#fetching-css-style-sheets (HTML's "fetch a style
    resource" for a ``link``, CSSOM's for an ``@import``): the text of the response to the
    document's client's request for ``record`` (destination "style", mode "no-cors",
    ``referrer`` "client" or the importing sheet's URL record; UTF-8, a BOM dropped); None (a
    failure: an empty sheet) without a transport (nothing leaves the machine unless the
    program gave one), for a refused URL, a network error or a status outside 200-299;
    ``PENDING`` where the fetch waits for the running asyncio loop."""
    from ..common._subresources import PENDING

    fetched = fetch_parts(document, record, referrer)
    return fetched if fetched is None or fetched is PENDING else fetched[0]


def fetch_parts(
    document: Any, record: Any, referrer: Any = "client", referrer_policy: str = ""
) -> tuple[str, str] | Pending | None:
    """:func:`fetch_a_style_resource`'s text and the response's ``Content-Type`` value."""
    from ..common._subresources import PENDING
    from ._link_fetch import fetch_bytes

    fetched = fetch_bytes(
        document, record, "style", referrer=referrer, referrer_policy=referrer_policy
    )
    if fetched is None or fetched is PENDING:
        return fetched
    body, content_type = fetched
    return body.decode("utf-8", "replace").removeprefix("\ufeff"), content_type


def _strip_fragment(url: str) -> str:
    return url.partition("#")[0]


def import_loader(document: Any) -> Callable[[str, Any], tuple[str, str, bool] | None]:
    """The loader of ``document``'s sheets' ``@import`` rules (``CSSStyleSheet._loader``,
    :func:`webapi.cssom.engine.import_style_sheet`): CSSOM's import steps
    (https://drafts.csswg.org/cssom-1/#the-cssimportrule-interface): the rule's URL parsed
    against its sheet's location (its URL, or the document's base URL for a ``style``
    element's), then fetched as a ``link``'s sheet is (:func:`fetch_a_style_resource`);
    ``(url, text, whether the fetch succeeded)``, or None where the URL does not parse or is
    that of the document or of a sheet importing the rule (an import cycle, stopped as
    Chromium 156 stops it: the rule's ``styleSheet`` is None)."""

    def load(href: str, sheet: Any) -> tuple[str, str, bool] | None:
        from webapi.url import basic_url_parse, url_serialize

        from ..common._document_base import encoding_parse_for

        base = None
        if sheet._href_value is not None:
            base = basic_url_parse(sheet._href_value)
        record = encoding_parse_for(document, href, base)
        if record is None:
            return None
        url = url_serialize(record)
        seen = {_strip_fragment(str(document._url))}
        current = sheet
        while current is not None:
            if current._href_value is not None:
                seen.add(_strip_fragment(current._href_value))
            current = current._parent_sheet_value
        if _strip_fragment(url) in seen:
            return None
        # (the request's referrer: the importing sheet's location, the document's for a
        # style element's sheet: https://drafts.csswg.org/cssom-1/#fetch-a-css-style-sheet)
        referrer: Any = "client" if base is None else base
        text = fetch_a_style_resource(document, record, referrer)
        from ..common._subresources import PENDING

        if text is PENDING:
            # (the import waits for the running asyncio loop: an empty, failed sheet for now,
            # followed again once the fetches arrived)
            _follow_again_when_fetched(document, sheet, href)
            return url, "", False
        return url, text or "", text is not None

    return load


def _follow_again_when_fetched(document: Any, sheet: Any, address: str) -> None:
    """Once ``document``'s waiting fetches arrived, make ``sheet``'s ``@import`` rules of
    ``address``, followed while their fetch waited (an empty, failed sheet for now), follow
    it again on next need (the CSSOM's ``import_style_sheet``), which takes the fetched text;
    the cascade, told of the arrival, follows them again when next asked."""
    from webapi.cssom.engine import import_rules

    from ._link_fetch import after_subresources

    def again() -> None:
        for rule in import_rules(sheet):
            imported = rule._import_sheet
            if rule._address == address and imported and imported._load_failed:
                rule._import_sheet = False

    after_subresources(document, again)


def update_a_style_block(element: Any) -> None:
    """https://html.spec.whatwg.org/multipage/semantics.html#update-a-style-block's last
    steps for a ``style`` element connected (its insertion, its children changed): once its
    sheet's critical subresources (the sheets of its ``@import`` rules, and theirs, fetched
    through the document's client) are fetched, a task fires ``load`` at the element, or
    ``error`` where one of them failed (no transport, a network error, a status outside 2xx).
    The sheet is made, and the imports fetched, when the task runs; one task is pending at a
    time for an element (the parser's text appended in pieces makes one event, for the sheet
    of the whole text, and each change costs O(1) until the task runs)."""
    from webapi.eventloop import event_loop_of

    if not is_connected(element) or not _is_css(element):
        return
    _remove_the_sheet(element)  # (step 2: a new sheet is made, for the same text too)
    sheet_added(element)
    cache = element._cached()
    if cache.get(_PENDING):
        return
    cache[_PENDING] = True
    document = element._node_document

    def fire() -> None:
        cache[_PENDING] = False
        if not is_connected(element):
            return  # (removed meanwhile)
        sheet = element_sheet(element)
        if sheet is None:
            return
        loaded = critical_subresources_loaded(sheet)
        if _waits_for_fetches(document, fire):
            cache[_PENDING] = True
            return
        from webapi.dom.engine import fire_an_event

        fire_an_event("load" if loaded else "error", element)

    event_loop_of(document).queue_a_task(fire, document)


def _waits_for_fetches(document: Any, fire: Callable[[], None]) -> bool:
    """Whether ``document`` has fetches that wait for the running asyncio loop (an async
    transport's: ``Subresources`` in webapi/html/browsing/_document_fetch.py); ``fire`` is then
    queued as a task once they arrived, to make the sheet again and fire its event."""
    from webapi.eventloop import event_loop_of

    from ._link_fetch import after_subresources

    return after_subresources(
        document, lambda: event_loop_of(document).queue_a_task(fire, document)
    )


#: The attributes whose change makes a link fetch its sheet again where it did not create one
#: before (``href``: any change of value).
_FETCH_ATTRIBUTES = frozenset({"rel", "disabled", "type"})


def link_attribute_changed(element: Any, name: str, old_value: str | None) -> None:
    """https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet's appropriate
    times to fetch and process the linked resource, for a connected ``link``: its ``href``
    changed to another value (the same value again fetches nothing: Chromium 156), or a
    ``rel``, ``disabled`` or ``type`` change made it create a style sheet it did not create
    before (a ``disabled`` attribute removed, ``rel`` now ``stylesheet``), or a ``rel`` change
    added or removed ``alternate`` (Chromium 156 fetches the sheet again then; a change of
    ``crossorigin`` fetches nothing, as Chromium's answers show); a change that makes it
    create none drops its sheet (its ``sheet`` is null, the old sheet's ``ownerNode`` null:
    CSSOM's "remove a CSS style sheet") and fires nothing."""
    if not _is_stylesheet_link(element):
        _remove_the_sheet(element)
        if is_connected(element):
            from ._link_preload import is_preload_link, preload_attribute_changed

            if is_preload_link(element):
                preload_attribute_changed(element, name, old_value)
        return
    if not is_connected(element):
        return
    if name == "href":
        if old_value == get_attribute_value_by_namespace(None, "href", element):
            return
    elif name not in _FETCH_ATTRIBUTES or not _fetches_again(element, name, old_value):
        return
    fetch_and_process_the_linked_resource(element)


def _fetches_again(element: Any, name: str, old_value: str | None) -> bool:
    """Whether a change of ``rel``, ``disabled`` or ``type`` from ``old_value`` fetches a
    style sheet link's sheet: it created none before, or ``alternate`` came or went."""
    before = (name, old_value)
    if not _is_stylesheet_link(element, before):
        return True
    return name == "rel" and _rel_alternate(element) != _rel_alternate(element, before)


def _remove_the_sheet(element: Any) -> None:
    """https://drafts.csswg.org/cssom-1/#remove-a-css-style-sheet for a link that no longer
    creates a style sheet or a style element whose block is updated: its sheet forgotten, the
    sheet's owner node null."""
    cache = element._cache
    found = cache.pop("sheet", None) if cache is not None else None
    if found is not None:
        found[1]._owner_node = None


def fetch_and_process_the_linked_resource(element: Any, parsed: bool = False) -> None:
    """https://html.spec.whatwg.org/multipage/semantics.html#fetch-and-process-the-linked-resource
    for a ``link rel=stylesheet`` that became connected or changed
    (:func:`link_attribute_changed`), and "process the linked resource"'s last steps: a task
    fires ``load`` at the element once its sheet and the sheet's critical subresources (its
    ``@import`` rules' sheets, and theirs) are fetched, ``error`` where one failed (no
    transport, a network error, a status outside 2xx, a type other than ``text/css``). The
    document's ``load`` event, queued after the parser's last insertion, comes after the
    tasks of the links parsed (it is delayed until they are done). A link removed, no longer
    a style sheet, or whose ``href`` changed again when the task runs gets none from it
    ("process the linked resource", step 2: an ``href`` set twice in a turn fires one event,
    as Chromium 156). A document without a browsing context fetches nothing (a document
    being parsed before it is shown: its links are processed when it is,
    webapi/html/browsing/_navigables.py, ``parsed`` true). A ``preload`` link's resource is fetched
    instead (webapi/html/rendering/_link_preload.py)."""
    if not is_connected(element):  # (a copy being built, a link not in a document: no imports)
        return
    from webapi.eventloop import event_loop_of

    from ..common._browsing_context import browsing_context_of

    if not _is_stylesheet_link(element):
        from ._link_preload import process_a_preload

        process_a_preload(element, parsed)
        return
    if browsing_context_of(element._node_document) is None:
        return
    sheet_added(element)
    href = get_attribute_value_by_namespace(None, "href", element)
    document = element._node_document

    def fire() -> None:
        if not is_connected(element) or not _is_stylesheet_link(element):
            return
        if href != get_attribute_value_by_namespace(None, "href", element):
            return  # (it became appropriate to fetch it again: the later task's event)
        sheet = element_sheet(element)
        success = sheet is not None and not sheet._load_failed
        success = success and critical_subresources_loaded(sheet)
        if _waits_for_fetches(document, fire):
            return
        from webapi.dom.engine import fire_an_event

        fire_an_event("load" if success else "error", element)

    event_loop_of(document).queue_a_task(fire, document)


def critical_subresources_loaded(sheet: Any) -> bool:
    """Whether the sheets of ``sheet``'s ``@import`` rules, and of theirs, were all fetched
    (https://html.spec.whatwg.org/multipage/semantics.html#critical-subresources): each
    import fetched now where it was not (a loop over a stack: an import cycle stops at the
    sheet importing it)."""
    from webapi.cssom.engine import import_rules, import_style_sheet

    loaded = True
    stack = [sheet]
    while stack:
        current = stack.pop()
        for rule in import_rules(current):
            imported = import_style_sheet(rule)
            if imported is None:
                continue
            if imported._load_failed:
                loaded = False
            stack.append(imported)
    return loaded


def document_sheets(root: Any) -> list[Any]:
    """The document or shadow root's sheets in tree order
    (https://drafts.csswg.org/cssom-1/#documentorshadowroot-document-or-shadow-root-css-style-sheets):
    the sheets of the ``style`` and ``link rel=stylesheet`` elements of its own tree (not those
    of the shadow trees in it)."""
    sheets: list[Any] = []
    for node in descendants(root):
        if (
            isinstance(node, ElementImpl)
            and node._namespace == HTML_NAMESPACE
            and node._local_name in ("style", "link")
        ):
            sheet = element_sheet(node)
            if sheet is not None:
                sheets.append(sheet)
    return sheets


def style_sheets(root: Any) -> Any:
    """https://drafts.csswg.org/cssom-1/#dom-documentorshadowroot-stylesheets, of a document or
    a shadow root: the same live ``StyleSheetList`` each time."""
    cache = root._cache
    if cache is None:
        cache = root._cache = {}
    found = cache.get(_LIST)
    if found is None:
        found = cache[_LIST] = new_style_sheet_list(lambda: document_sheets(root))
    return found


def adopted_style_sheets(root: Any) -> list[Any]:
    """https://drafts.csswg.org/cssom-1/#dom-documentorshadowroot-adoptedstylesheets: a
    document's or shadow root's adopted sheets (a new list each time: set the attribute to
    change them); the cascade applies them to the root's tree after its elements' sheets."""
    cache = root._cache
    return list(cache.get(_ADOPTED, ())) if cache is not None else []


def set_adopted_style_sheets(root: Any, value: Any) -> None:
    """Setting a document's or shadow root's ``adoptedStyleSheets``: constructed sheets only (a
    ``NotAllowedError`` else, a ``TypeError`` for what is not a sheet)."""
    from webapi.cssom.engine import bump_generation

    interface = "Document" if isinstance(root, DocumentImpl) else "ShadowRoot"
    sheets = list(value)
    for sheet in sheets:
        if not isinstance(sheet, CSSStyleSheetImpl):
            raise TypeError(
                f"Failed to set the 'adoptedStyleSheets' property on '{interface}': "
                "the value is not a CSSStyleSheet"
            )
        if not sheet._constructed:
            raise DOMException(
                f"Failed to set the 'adoptedStyleSheets' property on '{interface}': "
                "Can't adopt non-constructed stylesheets.",
                "NotAllowedError",
            )
    cache = root._cache
    if cache is None:
        cache = root._cache = {}
    cache[_ADOPTED] = sheets
    bump_generation()
