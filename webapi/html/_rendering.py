"""The HTML Standard's Rendering section as the user agent style sheet
(https://html.spec.whatwg.org/multipage/rendering.html), reduced to the properties the cascade
computes (``display``, ``visibility``, ``content-visibility``, ``white-space``,
``text-transform``, ``float``, ``position``, ``content``), and a document's styles: its style
sheets gathered and cascaded by :mod:`webapi.css` and kept in the document's ``_cache`` until
its tree, an attribute or a text changes (the DOM's ``_version``, as the live collections).

The ``<style>`` elements of the document in tree order are its author sheets (a ``media``
attribute evaluated, a ``type`` other than ``text/css`` skipped), read through their
``CSSStyleSheet`` once the program has made it (``element.sheet``, ``document.styleSheets``:
its ``disabled`` flag and the rules as the OM changed them); a ``<link rel=stylesheet>``'s
sheet is empty unless the program asked for it and the fetcher gave its bytes; then the
document's ``adoptedStyleSheets``. A change through the OM moves the CSSOM's ``generation()``,
which the cached styles compare with the document's ``_version``.
"""

from __future__ import annotations

from webapi.css.engine import (
    AUTHOR,
    USER_AGENT,
    StyleResolver,
    evaluate_media_query_list,
    parse_a_stylesheet,
)
from webapi.cssom.engine import cascade_text, generation
from webapi.dom.engine import (
    ElementImpl,
    descendant_text_content,
    descendants,
    get_attribute_value_by_namespace,
)
from webapi.infra import HTML_NAMESPACE

from ._link_style import adopted_style_sheets, element_sheet

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from webapi.css.engine import StyleSheet

__all__ = [
    "SCRIPTING_RULE",
    "USER_AGENT_STYLE_SHEET",
    "document_styles",
    "presentational_hints",
]

_KEY = "css: styles"

#: https://html.spec.whatwg.org/multipage/rendering.html, the rules of its sections 15.3 to
#: 15.5 that set the computed properties (Chromium's own sheet where the witnesses show it
#: departs: ``option``/``optgroup`` blocks, form controls' ``text-transform``).
USER_AGENT_STYLE_SHEET = """
/* 15.3.1 Hidden elements */
area, base, basefont, datalist, head, link, meta, noembed, noframes, param, rp, script,
style, template, title { display: none; }
[hidden]:not([hidden=until-found i]):not(embed) { display: none; }
[hidden=until-found i]:not(embed) { content-visibility: hidden; }
embed[hidden] { display: inline; }
input[type=hidden i] { display: none !important; }
/* 15.3.2 The page */
html, body { display: block; }
/* 15.3.3 Flow content */
address, blockquote, center, dialog, div, figure, figcaption, footer, form, header, hr,
legend, listing, main, p, plaintext, pre, search, xmp { display: block; }
dialog:not([open]) { display: none; }
dialog:modal { position: fixed; visibility: visible; }
slot { display: contents; }
[popover]:not(:popover-open):not(dialog[open]) { display: none; }
/* 15.3.4 Phrasing content */
ruby { display: ruby; }
rt { display: ruby-text; }
/* 15.3.6 Sections and headings */
article, aside, h1, h2, h3, h4, h5, h6, hgroup, nav, section { display: block; }
/* 15.3.7 Lists */
dir, dd, dl, dt, menu, ol, ul { display: block; }
li { display: list-item; }
/* 15.3.8 Tables */
table { display: table; }
caption { display: table-caption; }
colgroup, colgroup[hidden] { display: table-column-group; }
col, col[hidden] { display: table-column; }
thead, thead[hidden] { display: table-header-group; }
tbody, tbody[hidden] { display: table-row-group; }
tfoot, tfoot[hidden] { display: table-footer-group; }
tr, tr[hidden] { display: table-row; }
td, th { display: table-cell; }
colgroup[hidden], col[hidden], thead[hidden], tbody[hidden], tfoot[hidden], tr[hidden] {
  visibility: collapse; }
table > form, thead > form, tbody > form, tfoot > form, tr > form { display: none !important; }
/* 15.3.10 Form controls */
input, select, button, textarea, meter, progress, marquee { display: inline-block; }
input, select, button, textarea { text-transform: none; }
textarea { white-space: pre-wrap; }
select { white-space: pre; }
option { white-space: nowrap; }
optgroup { white-space: normal; }
option, optgroup { display: block; }
/* 15.3.11 The hr element; 15.3.12 The fieldset and legend elements */
fieldset { display: block; }
/* 15.3.5 Bidirectional text, white space */
listing, plaintext, pre, xmp { white-space: pre; }
pre[wrap] { white-space: pre-wrap; }
nobr { white-space: nowrap; }
wbr { white-space: normal; }
nobr wbr { white-space: normal; }
/* 15.5.4 The details and summary elements */
details, summary { display: block; }
details > summary:first-of-type { display: list-item; }
/* 15.4.1 Embedded content */
iframe, video, img, canvas, embed, object, audio { display: inline; }
audio:not([controls]) { display: none; }
frameset, frame { display: block; }
"""

#: 15.3.1's rule for a document whose scripting is enabled (the ``(scripting)`` media query
#: of a document, not of the fixed viewport: a document parsed without scripting shows its
#: ``noscript`` content).
SCRIPTING_RULE = "noscript { display: none !important; }"

_UA_SHEETS: dict[bool, StyleSheet] = {}


def _user_agent_sheet(scripting: bool) -> StyleSheet:
    """The user agent sheet parsed once (for each scripting flag)."""
    sheet = _UA_SHEETS.get(scripting)
    if sheet is None:
        text = USER_AGENT_STYLE_SHEET + (SCRIPTING_RULE if scripting else "")
        sheet = _UA_SHEETS[scripting] = parse_a_stylesheet(text)
    return sheet


def presentational_hints(element: Any) -> list[tuple[str, object]] | None:
    """https://html.spec.whatwg.org/multipage/rendering.html#presentational-hints for the
    computed properties: ``td``/``th`` ``nowrap`` (15.3.8)."""
    if (
        element._namespace == HTML_NAMESPACE
        and element._local_name in ("td", "th")
        and get_attribute_value_by_namespace(None, "nowrap", element) is not None
    ):
        return [("text-wrap-mode", "nowrap")]
    return None


def _author_sheets(
    document: Any, known: dict[str, StyleSheet], owners: dict[int, Any]
) -> list[StyleSheet]:
    """The document's ``<style>`` elements' sheets in tree order, then its adopted sheets (a
    walk of the tree; a sheet already parsed for the same text taken from ``known``). A
    ``<style>`` whose ``CSSStyleSheet`` the program has asked for (``element.sheet``,
    ``document.styleSheets``) is read through it (its ``disabled`` flag, its rules as the OM
    changed them); a ``<link rel=stylesheet>``'s only then (webapi fetches nothing for the
    cascade itself). ``owners`` is given each sheet's owner node by its index (the implicit
    ``@scope`` of its rules is the owner's parent)."""
    sheets: list[StyleSheet] = []
    previous: Any = None  # (the node whose sheet is the last added, once past it)
    for node in descendants(document):
        if not (isinstance(node, ElementImpl) and node._namespace == HTML_NAMESPACE):
            continue
        if len(sheets) and len(sheets) - 1 not in owners:
            owners[len(sheets) - 1] = previous
        previous = node
        name = node._local_name
        if name == "style":
            cache = node._cache
            if cache is not None and "sheet" in cache:
                _add_sheet(element_sheet(node), sheets, known)
                continue
            kind = get_attribute_value_by_namespace(None, "type", node)
            media = get_attribute_value_by_namespace(None, "media", node)
            if (kind is None or kind.strip().lower() in ("", "text/css")) and (
                media is None or evaluate_media_query_list(media)
            ):
                _add_text(descendant_text_content(node), sheets, known)
        elif name == "link":
            cache = node._cache
            if cache is not None and "sheet" in cache:
                _add_sheet(element_sheet(node), sheets, known)
    if len(sheets) and len(sheets) - 1 not in owners:
        owners[len(sheets) - 1] = previous
    for sheet in adopted_style_sheets(document):
        _add_sheet(sheet, sheets, known)
    return sheets


def _add_text(text: str, sheets: list[StyleSheet], known: dict[str, StyleSheet]) -> None:
    sheet = known.get(text)
    if sheet is None:
        sheet = parse_a_stylesheet(text)
    known[text] = sheet
    sheets.append(sheet)


def _add_sheet(sheet: Any, sheets: list[StyleSheet], known: dict[str, StyleSheet]) -> None:
    """A ``CSSStyleSheet``'s rules for the cascade, unless it is disabled or its media list
    does not match."""
    if sheet is None or sheet._disabled_flag:
        return
    media = sheet._media_object._media_text
    if media and not evaluate_media_query_list(media):
        return
    _add_text(cascade_text(sheet), sheets, known)


def document_styles(document: Any) -> StyleResolver:
    """The document's :class:`~webapi.css.engine.StyleResolver` for its tree as it is now:
    the same until the document's ``_version`` moves on."""
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    entry = cache.get(_KEY)
    version = (document._version, generation())
    if entry is not None and entry[0] == version:
        resolver: StyleResolver = entry[1]
        return resolver
    known: dict[str, StyleSheet] = entry[2] if entry is not None else {}
    fresh: dict[str, StyleSheet] = {}
    owners: dict[int, Any] = {}
    sheets = _author_sheets(document, known, owners)
    for sheet_text, sheet in known.items():
        if any(sheet is s for s in sheets):
            fresh[sheet_text] = sheet
    resolver = StyleResolver(
        document,
        [
            (USER_AGENT, _user_agent_sheet(bool(document._scripting))),
            *[(AUTHOR, sheet, owners.get(index)) for index, sheet in enumerate(sheets)],
        ],
    )
    cache[_KEY] = (version, resolver, fresh)
    return resolver
