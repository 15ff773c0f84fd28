"""The HTML Standard's Rendering section as the user agent style sheet
(https://html.spec.whatwg.org/multipage/rendering.html), reduced to the properties the cascade
computes (``display``, ``visibility``, ``content-visibility``, ``white-space``,
``text-transform``, ``float``, ``position``, ``content``) and the presentational defaults that
need no layout (colours, fonts, text decoration, margins, padding, borders, list markers,
cursors, bidi; form controls as Chromium 156's own sheet gives them), and a document's styles:
its style sheets gathered and cascaded by :mod:`webapi.css` and kept in the document's
``_cache`` until its tree, an attribute or a text changes (the DOM's ``_version``, as the live
collections).

The ``<style>`` elements of the document in tree order are its author sheets (a ``media``
attribute evaluated, a ``type`` other than ``text/css`` skipped), read through their
``CSSStyleSheet`` once the program has made it (``element.sheet``, ``document.styleSheets``:
its ``disabled`` flag and the rules as the OM changed them); a ``<link rel=stylesheet>``'s
sheet is empty unless the program asked for it and the transport gave its bytes; each sheet's
``@import`` rules' sheets in place (:mod:`._style_imports`); then the document's
``adoptedStyleSheets``. A change through the OM moves the CSSOM's ``generation()``,
which the cached styles compare with the document's ``_version``.
"""

from __future__ import annotations

import itertools
from collections import ChainMap

from webapi.css.engine import (
    AUTHOR,
    USER_AGENT,
    FlatTree,
    StyleResolver,
    evaluate_media_query_list,
    parse_a_stylesheet,
)
from webapi.cssom.engine import generation
from webapi.dom.engine import (
    ElementImpl,
    assigned_slot,
    descendants,
    get_attribute_value_by_namespace,
    has_shadow_roots,
    shadow_root_of,
)
from webapi.infra import HTML_NAMESPACE
from webapi.selectors.engine import shadow_host

from ._link_style import adopted_style_sheets, element_sheet, style_sheet_set
from ._style_imports import cascade_sheet

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import MutableMapping
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
#: departs: ``option``/``optgroup`` blocks, form controls' ``text-transform``); then the
#: ``display`` and ``text-transform`` rules of MathML Core's (https://w3c.github.io/mathml-core/#user-agent-stylesheet)
#: for the elements in the MathML namespace, prefix ``m``.
USER_AGENT_STYLE_SHEET = """
@namespace m url(http://www.w3.org/1998/Math/MathML);
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
/* Presentational defaults (the properties getComputedStyle answers that need no layout), in
   physical longhands for a left-to-right horizontal-tb box: 15.3.2 The page */
body { margin-top: 8px; margin-right: 8px; margin-bottom: 8px; margin-left: 8px; }
/* 15.3.3 Flow content */
blockquote, figure, listing, p, plaintext, pre, xmp { margin-top: 1em; margin-bottom: 1em; }
blockquote, figure { margin-left: 40px; margin-right: 40px; }
address { font-style: italic; }
center { text-align: -webkit-center; }
listing, plaintext, pre, xmp { font-family: monospace; }
dialog { position: absolute; left: 0px; right: 0px; margin-top: auto; margin-right: auto;
  margin-bottom: auto; margin-left: auto; border-top-style: solid; border-right-style: solid;
  border-bottom-style: solid; border-left-style: solid; border-top-width: 3px;
  border-right-width: 3px; border-bottom-width: 3px; border-left-width: 3px;
  padding-top: 1em; padding-right: 1em; padding-bottom: 1em; padding-left: 1em;
  background-color: Canvas; color: CanvasText; }
dialog:modal { overflow: auto; top: 0px; bottom: 0px; }
/* 15.3.4 Phrasing content (:visited is never matched: Chromium answers a link as unvisited) */
cite, dfn, em, i, var { font-style: italic; }
b, strong { font-weight: bolder; }
code, kbd, samp, tt { font-family: monospace; }
big { font-size: larger; }
small { font-size: smaller; }
sub { vertical-align: sub; }
sup { vertical-align: super; }
sub, sup { line-height: normal; font-size: smaller; }
a:link { color: #0000EE; }
a:visited { color: #551A8B; }
a:link, area:link, a:visited, area:visited { cursor: pointer; }
a:link, a:visited { text-decoration-line: underline; }
mark { background-color: yellow; color: black; }
abbr[title], acronym[title] { text-decoration-line: underline; text-decoration-style: dotted; }
ins, u { text-decoration-line: underline; }
del, s, strike { text-decoration-line: line-through; }
/* 15.3.5 Bidirectional text */
[dir=ltr i] { direction: ltr; }
[dir=rtl i] { direction: rtl; }
address, blockquote, center, div, figure, figcaption, footer, form, header, hr, legend,
listing, main, p, plaintext, pre, summary, xmp, article, aside, h1, h2, h3, h4, h5, h6, hgroup,
nav, section, search, table, caption, colgroup, col, thead, tbody, tfoot, tr, td, th, dir, dd,
dl, dt, menu, ol, ul, li, bdi, output, [dir=ltr i], [dir=rtl i], [dir=auto i] {
  unicode-bidi: isolate; }
bdo, bdo[dir] { unicode-bidi: isolate-override; }
/* 15.3.6 Sections and headings */
h1 { margin-top: 0.67em; margin-bottom: 0.67em; font-size: 2em; font-weight: bold; }
h2 { margin-top: 0.83em; margin-bottom: 0.83em; font-size: 1.5em; font-weight: bold; }
h3 { margin-top: 1em; margin-bottom: 1em; font-size: 1.17em; font-weight: bold; }
h4 { margin-top: 1.33em; margin-bottom: 1.33em; font-size: 1em; font-weight: bold; }
h5 { margin-top: 1.67em; margin-bottom: 1.67em; font-size: 0.83em; font-weight: bold; }
h6 { margin-top: 2.33em; margin-bottom: 2.33em; font-size: 0.67em; font-weight: bold; }
/* 15.3.7 Lists */
dir, dl, menu, ol, ul { margin-top: 1em; margin-bottom: 1em; }
$LISTS LISTS { margin-top: 0px; margin-bottom: 0px; }
dd { margin-left: 40px; }
dir, menu, ol, ul { padding-left: 40px; }
ol { list-style-type: decimal; }
dir, menu, ul { list-style-type: disc; }
$ORDERED UNORDERED { list-style-type: circle; }
$ORDERED ORDERED UNORDERED { list-style-type: square; }
/* 15.3.8 Tables */
table { box-sizing: border-box; -webkit-border-horizontal-spacing: 2px;
  -webkit-border-vertical-spacing: 2px; border-collapse: separate;
  text-indent: initial; }
td, th { padding-top: 1px; padding-right: 1px; padding-bottom: 1px; padding-left: 1px; }
th { font-weight: bold; }
caption { text-align: -webkit-center; }
th { text-align: center; }
thead, tbody, tfoot, table > tr { vertical-align: middle; }
tr, td, th { vertical-align: inherit; }
/* 15.3.11 The hr element */
hr { color: gray; border-top-style: inset; border-right-style: inset; border-bottom-style: inset;
  border-left-style: inset; border-top-width: 1px; border-right-width: 1px;
  border-bottom-width: 1px; border-left-width: 1px; border-top-color: gray;
  border-right-color: gray; border-bottom-color: gray; border-left-color: gray;
  margin-top: 0.5em; margin-bottom: 0.5em; margin-left: auto; margin-right: auto;
  overflow-x: hidden; overflow-y: hidden; }
/* 15.3.12 The fieldset and legend elements */
fieldset { margin-left: 2px; margin-right: 2px; border-top-style: groove;
  border-right-style: groove; border-bottom-style: groove; border-left-style: groove;
  border-top-width: 2px; border-right-width: 2px; border-bottom-width: 2px;
  border-left-width: 2px; border-top-color: ThreeDFace; border-right-color: ThreeDFace;
  border-bottom-color: ThreeDFace; border-left-color: ThreeDFace; padding-top: 0.35em;
  padding-bottom: 0.625em; padding-left: 0.75em; padding-right: 0.75em; }
legend { padding-left: 2px; padding-right: 2px; }
/* 15.4.1 Embedded content: Chromium's replaced elements clip */
canvas, embed, iframe, img, object, video, input, select { overflow-x: clip; overflow-y: clip; }
iframe { border-top-style: inset; border-right-style: inset; border-bottom-style: inset;
  border-left-style: inset; border-top-width: 2px; border-right-width: 2px;
  border-bottom-width: 2px; border-left-width: 2px; }
marquee { overflow-x: hidden; overflow-y: hidden; }
/* 15.5.4 The details and summary elements */
details > summary:first-of-type { list-style-type: disclosure-closed; }
details[open] > summary:first-of-type { list-style-type: disclosure-open; }
/* 15.5 Form controls, as Chromium 156's own sheet gives them (its answers): fonts, colours,
   borders, padding, cursors */
input, select, button, textarea { font-family: Arial; font-size: 13.333333px; cursor: default; }
textarea { font-family: monospace; }
label { cursor: default; }
input, textarea { background-color: Field; color: FieldText; cursor: text; }
input { padding-top: 1px; padding-right: 2px; padding-bottom: 1px; padding-left: 2px;
  border-top-style: inset; border-right-style: inset; border-bottom-style: inset;
  border-left-style: inset; border-top-width: 2px; border-right-width: 2px;
  border-bottom-width: 2px; border-left-width: 2px; }
input, select, textarea { border-top-color: #767676; border-right-color: #767676;
  border-bottom-color: #767676; border-left-color: #767676; }
input[type=search i] { box-sizing: border-box; }
textarea { padding-top: 2px; padding-right: 2px; padding-bottom: 2px; padding-left: 2px;
  overflow-x: auto; overflow-y: auto; }
select, textarea, input[type=color i] { border-top-style: solid; border-right-style: solid;
  border-bottom-style: solid; border-left-style: solid; border-top-width: 1px;
  border-right-width: 1px; border-bottom-width: 1px; border-left-width: 1px; }
select { box-sizing: border-box; background-color: ButtonFace; }
select:is([multiple], [size]) { background-color: Field; overflow-x: hidden; overflow-y: hidden;
  vertical-align: text-bottom; }
option { padding-right: 2px; padding-bottom: 1px; padding-left: 2px; }
optgroup { font-weight: bold; }
button, input:is([type=submit i], [type=button i], [type=reset i]) {
  background-color: ButtonFace; color: ButtonText; box-sizing: border-box;
  text-align: center; cursor: default; padding-top: 1px; padding-right: 6px;
  padding-bottom: 1px; padding-left: 6px; border-top-style: outset;
  border-right-style: outset; border-bottom-style: outset; border-left-style: outset;
  border-top-width: 2px; border-right-width: 2px; border-bottom-width: 2px;
  border-left-width: 2px; border-top-color: ButtonBorder; border-right-color: ButtonBorder;
  border-bottom-color: ButtonBorder; border-left-color: ButtonBorder; }
input[type=color i] { background-color: ButtonFace; color: ButtonText; box-sizing: border-box;
  cursor: default; padding-top: 1px; padding-right: 2px; padding-bottom: 1px;
  padding-left: 2px; border-top-color: ButtonBorder; border-right-color: ButtonBorder;
  border-bottom-color: ButtonBorder; border-left-color: ButtonBorder; }
input:is([type=checkbox i], [type=radio i], [type=file i], [type=range i], [type=image i],
  [type=hidden i]) { background-color: initial; color: initial; cursor: default;
  padding-top: initial; padding-right: initial; padding-bottom: initial;
  padding-left: initial; border-top-style: initial; border-right-style: initial;
  border-bottom-style: initial; border-left-style: initial; border-top-width: initial;
  border-right-width: initial; border-bottom-width: initial; border-left-width: initial;
  border-top-color: initial; border-right-color: initial; border-bottom-color: initial;
  border-left-color: initial; }
input:is([type=checkbox i], [type=radio i], [type=range i]) { overflow-x: visible;
  overflow-y: visible; }
input:is([type=checkbox i], [type=radio i]) { box-sizing: border-box; margin-top: 3px;
  margin-right: 3px; margin-bottom: 3px; margin-left: 4px; }
input[type=radio i] { margin-bottom: 0px; margin-left: 5px; }
input[type=range i] { margin-top: 2px; margin-right: 2px; margin-bottom: 2px;
  margin-left: 2px; background-color: white; color: #9d968e; border-top-color: #9d968e;
  border-right-color: #9d968e; border-bottom-color: #9d968e; border-left-color: #9d968e; }
meter, progress { box-sizing: border-box; vertical-align: -0.2em; }
input:disabled, textarea:disabled { color: #545454; cursor: default;
  background-color: rgba(239, 239, 239, 0.3); border-top-color: rgba(118, 118, 118, 0.3);
  border-right-color: rgba(118, 118, 118, 0.3); border-bottom-color: rgba(118, 118, 118, 0.3);
  border-left-color: rgba(118, 118, 118, 0.3); }
button:disabled, select:disabled, input:is([type=submit i], [type=button i], [type=reset i],
  [type=color i]):disabled { color: rgba(16, 16, 16, 0.3);
  background-color: rgba(239, 239, 239, 0.3); border-top-color: rgba(118, 118, 118, 0.3);
  border-right-color: rgba(118, 118, 118, 0.3); border-bottom-color: rgba(118, 118, 118, 0.3);
  border-left-color: rgba(118, 118, 118, 0.3); }
/* MathML Core's user agent style sheet: display, text-transform */
m|* { display: block math; }
m|math { display: math; }
m|math[display="block" i] { display: block math; }
m|mtable { display: inline-table; }
m|mtr, m|mlabeledtr { display: table-row; }
m|mtd { display: table-cell; }
m|semantics > :not(:first-child), m|maction > :not(:first-child),
  m|mlabeledtr > m|mtd:first-child { display: none; }
m|mi { text-transform: math-auto; }
m|mi[mathvariant="normal" i] { text-transform: none; }
"""


def _descendant_lists(sheet: str) -> str:
    """``sheet`` with each rule written ``$LISTS LISTS { ... }`` (a descendant selector of
    element-name sets) as the plain list of every combination: ``:is(ol, ul) :is(ol, ul)``
    as ``ol ol, ol ul, ul ol, ul ul``, the same specificity, each selector then indexed by
    its last element name instead of tried on every element (the cascade buckets rules by
    their rightmost ID, class or name: an ``:is()`` there is in no bucket)."""
    names = {
        "LISTS": ("dir", "dl", "menu", "ol", "ul"),
        "ORDERED": ("dir", "menu", "ol", "ul"),
        "UNORDERED": ("dir", "menu", "ul"),
    }
    lines = []
    for line in sheet.split("\n"):
        if line.startswith("$"):
            selector, _, block = line[1:].partition(" {")
            levels = [names[part] for part in selector.split()]
            combinations = [" ".join(each) for each in itertools.product(*levels)]
            line = ", ".join(combinations) + " {" + block
        lines.append(line)
    return "\n".join(lines)


USER_AGENT_STYLE_SHEET = _descendant_lists(USER_AGENT_STYLE_SHEET)

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


#: The key of a document's ``style`` and ``link`` elements in its ``_cache``.
_OWNERS_KEY = "css: style and link elements"


def _style_and_link_elements(document: Any) -> list[Any]:
    """The document's HTML ``style`` and ``link`` elements in tree order: found by a walk of
    the tree once per change of its structure (``_tree_version``), not once per change of
    the document (issue #73 item 10: an attribute or a text changed elsewhere, then
    ``getComputedStyle``, walked every element). Their attributes (``type``, ``rel``,
    ``media``) and texts are read by each build."""
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    entry = cache.get(_OWNERS_KEY)
    if entry is not None and entry[0] == document._tree_version:
        found: list[Any] = entry[1]
        return found
    found = [
        node
        for node in descendants(document)
        if isinstance(node, ElementImpl)
        and node._namespace == HTML_NAMESPACE
        and node._local_name in ("style", "link")
    ]
    cache[_OWNERS_KEY] = (document._tree_version, found)
    return found


def _author_sheets(
    document: Any, known: MutableMapping[object, StyleSheet], owners: dict[int, Any]
) -> list[StyleSheet]:
    """The document's ``<style>`` elements' sheets in tree order, then its adopted sheets (a
    walk of the tree; a sheet already read for the same text taken from ``known``). A
    ``<style>`` is read through its ``CSSStyleSheet`` (``element.sheet``: the one parse of
    its text, which ``document.styleSheets`` shows; its ``disabled`` flag, its rules as the
    OM changed them, its imports fetched through the document's client); a
    ``<link rel=stylesheet>``'s only once asked for
    (webapi fetches no link for the cascade itself). A titled sheet outside the preferred
    style sheet set, and an alternative one, take no part (:func:`._link_style.applies_in_its_set`).
    ``owners`` is given each sheet's owner node by its index (the implicit ``@scope`` of its
    rules is the owner's parent)."""
    from ._link_style import is_stylesheet_link

    candidates = [
        node
        for node in _style_and_link_elements(document)
        if (node._local_name == "style" and _is_css_type(node))
        or (node._local_name == "link" and is_stylesheet_link(node))
    ]
    sheets = _owned_sheets(document, candidates, known, owners)
    for sheet in adopted_style_sheets(document):
        _add_sheet(sheet, sheets, known)
    return sheets


def _owned_sheets(
    document: Any,
    candidates: list[Any],
    known: MutableMapping[object, StyleSheet],
    owners: dict[int, Any],
) -> list[StyleSheet]:
    """The sheets of ``candidates`` (``<style>`` and ``<link rel=stylesheet>`` elements of one
    tree, in tree order) that apply, as :func:`_author_sheets` reads them."""
    from ._link_style import applies_in_its_set, preferred_set_name

    preferred = preferred_set_name(document, candidates)
    sheets: list[StyleSheet] = []
    for node in candidates:
        if not applies_in_its_set(style_sheet_set(node), preferred):
            continue
        count = len(sheets)
        cache = node._cache
        if node._local_name == "style" or (cache is not None and "sheet" in cache):
            _add_sheet(element_sheet(node), sheets, known)
        if len(sheets) > count:
            owners[count] = node
    return sheets


def _is_css_type(element: Any) -> bool:
    kind = get_attribute_value_by_namespace(None, "type", element)
    return kind is None or kind.strip().lower() in ("", "text/css")


def _add_sheet(
    sheet: Any, sheets: list[StyleSheet], known: MutableMapping[object, StyleSheet]
) -> None:
    """A ``CSSStyleSheet``'s rules for the cascade (those of its ``@import`` rules' sheets in
    place: :func:`._style_imports.cascade_sheet`), unless it is disabled or its media list
    does not match."""
    if sheet is None or sheet._disabled_flag:
        return
    media = sheet._media_object._media_text
    if media and not evaluate_media_query_list(media):
        return
    sheets.append(cascade_sheet(sheet, known))


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
    # (the texts parsed before are looked up in the previous build's; those this build
    # reads or parses are kept in ``fresh`` for the next)
    fresh: dict[object, StyleSheet] = {}
    known = ChainMap(fresh, entry[2] if entry is not None else {})
    owners: dict[int, Any] = {}
    sheets = _author_sheets(document, known, owners)
    resolver = StyleResolver(
        document,
        [
            (USER_AGENT, _user_agent_sheet(bool(document._scripting))),
            *[(AUTHOR, sheet, owners.get(index)) for index, sheet in enumerate(sheets)],
        ],
    )
    if has_shadow_roots(document):
        resolver.flat = _flat_tree(document, resolver, known)
    cache[_KEY] = (version, resolver, fresh)
    return resolver


def _flat_tree(
    document: Any, resolver: StyleResolver, known: MutableMapping[object, StyleSheet]
) -> FlatTree:
    """The cascade's view of the document's shadow trees (:class:`~webapi.css.engine.FlatTree`):
    each shadow root's resolver made on first use from its tree's ``<style>`` and
    ``<link rel=stylesheet>`` elements' sheets and its adopted sheets
    (https://drafts.csswg.org/css-scoping-1/#shadow-dom: a shadow tree's sheets apply to
    that tree alone)."""
    resolvers: dict[Any, StyleResolver] = {}

    def resolver_of(root: Any) -> StyleResolver:
        if shadow_host(root) is None:
            return resolver
        found = resolvers.get(root)
        if found is None:
            found = resolvers[root] = _shadow_resolver(document, root, known)
        return found

    return FlatTree(resolver_of, assigned_slot, shadow_root_of)


def _shadow_resolver(
    document: Any, shadow: Any, known: MutableMapping[object, StyleSheet]
) -> StyleResolver:
    """The resolver of the rules of one shadow tree (the user agent's, then its sheets')."""
    from ._link_style import is_stylesheet_link

    candidates = [
        node
        for node in descendants(shadow)
        if isinstance(node, ElementImpl)
        and node._namespace == HTML_NAMESPACE
        and (
            (node._local_name == "style" and _is_css_type(node))
            or (node._local_name == "link" and is_stylesheet_link(node))
        )
    ]
    owners: dict[int, Any] = {}
    sheets = _owned_sheets(document, candidates, known, owners)
    for sheet in adopted_style_sheets(shadow):
        _add_sheet(sheet, sheets, known)
    return StyleResolver(
        shadow,
        [
            (USER_AGENT, _user_agent_sheet(bool(document._scripting))),
            *[(AUTHOR, sheet, owners.get(index)) for index, sheet in enumerate(sheets)],
        ],
    )
