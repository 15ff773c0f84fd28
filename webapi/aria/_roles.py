"""The computed role of an element: its explicit ``role`` (WAI-ARIA 1.3,
https://w3c.github.io/aria/#document-handling_author-errors_roles) or else its implicit role
(HTML-AAM's element mappings, https://w3c.github.io/html-aam/#html-element-role-mappings), as
Chromium 156 computes it (Blink's ``computedRole``): an ARIA role name, or the empty string
for the elements Chromium maps to a role of its own that ARIA lacks (``label``, ``legend``,
``figcaption``, ``dl``, media, embedded content, ...).
"""

from __future__ import annotations

from typing import Any

from ._hidden import in_closed_details, is_hidden

__all__ = [
    "ABSTRACT_ROLES",
    "ARIA_1_2_ROLES",
    "ROLES",
    "explicit_role",
    "implicit_role",
    "is_focusable",
    "role",
]

#: WAI-ARIA 1.3's abstract roles (https://w3c.github.io/aria/#abstract_roles): never an
#: element's role.
ABSTRACT_ROLES = frozenset(
    [
        "command",
        "composite",
        "input",
        "landmark",
        "range",
        "roletype",
        "section",
        "sectionhead",
        "select",
        "structure",
        "widget",
        "window",
    ]
)

#: WAI-ARIA 1.2's concrete roles (https://www.w3.org/TR/wai-aria-1.2/#role_definitions): the
#: roles Playwright recognizes in a ``role`` attribute (``webapi.testing``'s computation).
ARIA_1_2_ROLES = frozenset(
    [
        "alert",
        "alertdialog",
        "application",
        "article",
        "banner",
        "blockquote",
        "button",
        "caption",
        "cell",
        "checkbox",
        "code",
        "columnheader",
        "combobox",
        "complementary",
        "contentinfo",
        "definition",
        "deletion",
        "dialog",
        "directory",
        "document",
        "emphasis",
        "feed",
        "figure",
        "form",
        "generic",
        "grid",
        "gridcell",
        "group",
        "heading",
        "img",
        "insertion",
        "link",
        "list",
        "listbox",
        "listitem",
        "log",
        "main",
        "mark",
        "marquee",
        "math",
        "menu",
        "menubar",
        "menuitem",
        "menuitemcheckbox",
        "menuitemradio",
        "meter",
        "navigation",
        "none",
        "note",
        "option",
        "paragraph",
        "presentation",
        "progressbar",
        "radio",
        "radiogroup",
        "region",
        "row",
        "rowgroup",
        "rowheader",
        "scrollbar",
        "search",
        "searchbox",
        "separator",
        "slider",
        "spinbutton",
        "status",
        "strong",
        "subscript",
        "superscript",
        "switch",
        "tab",
        "table",
        "tablist",
        "tabpanel",
        "term",
        "textbox",
        "time",
        "timer",
        "toolbar",
        "tooltip",
        "tree",
        "treegrid",
        "treeitem",
    ]
)

#: The concrete roles Chromium 156 recognizes in a ``role`` attribute (WAI-ARIA 1.3's, DPUB-ARIA's
#: and the Graphics module's: WAI-ARIA 1.2's and the ones below), each with the name its
#: ``computedRole`` gives.
ROLES: dict[str, str] = {
    role: role
    for role in [
        *sorted(ARIA_1_2_ROLES),
        "comment",
        "image",
        "sectionfooter",
        "sectionheader",
        "suggestion",
        "graphics-document",
        "graphics-object",
        "graphics-symbol",
        "doc-abstract",
        "doc-acknowledgments",
        "doc-afterword",
        "doc-appendix",
        "doc-backlink",
        "doc-biblioentry",
        "doc-bibliography",
        "doc-biblioref",
        "doc-chapter",
        "doc-colophon",
        "doc-conclusion",
        "doc-cover",
        "doc-credit",
        "doc-credits",
        "doc-dedication",
        "doc-endnote",
        "doc-endnotes",
        "doc-epigraph",
        "doc-epilogue",
        "doc-errata",
        "doc-example",
        "doc-footnote",
        "doc-foreword",
        "doc-glossary",
        "doc-glossref",
        "doc-index",
        "doc-introduction",
        "doc-noteref",
        "doc-notice",
        "doc-pagebreak",
        "doc-pagefooter",
        "doc-pageheader",
        "doc-pagelist",
        "doc-part",
        "doc-preface",
        "doc-prologue",
        "doc-pullquote",
        "doc-qna",
        "doc-subtitle",
        "doc-tip",
        "doc-toc",
    ]
}
ROLES["img"] = "image"  # (ARIA's img: Chromium's name is image)
ROLES["presentation"] = "none"

_HTML = "http://www.w3.org/1999/xhtml"
_ASCII_SPACES = str.maketrans("\t\n\f\r", "    ")
_UPPER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")

#: The implicit roles that do not depend on the element's context or attributes.
_FIXED = {
    "address": "group",
    "article": "article",
    "blockquote": "blockquote",
    "button": "button",
    "caption": "caption",
    "code": "code",
    "datalist": "listbox",
    "dd": "definition",
    "del": "deletion",
    "details": "group",
    "dfn": "term",
    "dialog": "dialog",
    "dt": "term",
    "em": "emphasis",
    "fieldset": "group",
    "figure": "figure",
    "hgroup": "group",
    "hr": "separator",
    "ins": "insertion",
    "main": "main",
    "mark": "mark",
    "menu": "list",
    "meter": "meter",
    "nav": "navigation",
    "ol": "list",
    "optgroup": "group",
    "option": "option",
    "output": "status",
    "p": "paragraph",
    "progress": "progressbar",
    "s": "deletion",
    "search": "search",
    "strong": "strong",
    "sub": "subscript",
    "sup": "superscript",
    "textarea": "textbox",
    "time": "time",
    "ul": "list",
    "h1": "heading",
    "h2": "heading",
    "h3": "heading",
    "h4": "heading",
    "h5": "heading",
    "h6": "heading",
}

#: Elements whose implicit role is generic.
_GENERIC = frozenset(
    [
        "b",
        "bdi",
        "bdo",
        "body",
        "cite",
        "data",
        "div",
        "i",
        "kbd",
        "noscript",
        "picture",
        "pre",
        "q",
        "samp",
        "slot",
        "small",
        "span",
        "template",
        "u",
        "var",
        "wbr",
    ]
)

#: The input types (a state's keyword) and their roles without a ``list`` attribute.
_INPUT = {
    "button": "button",
    "image": "button",
    "reset": "button",
    "submit": "button",
    "checkbox": "checkbox",
    "radio": "radio",
    "range": "slider",
    "number": "spinbutton",
    "search": "searchbox",
    "email": "textbox",
    "tel": "textbox",
    "text": "textbox",
    "url": "textbox",
    "password": "textbox",
    "hidden": "textbox",
    "file": "button",
}
#: The input types a ``list`` attribute naming a ``datalist`` does not make a combobox (every
#: other type's, as Chromium has it: number and the date and time types too).
_NO_LIST_INPUTS = frozenset(
    {
        "checkbox",
        "radio",
        "range",
        "color",
        "file",
        "hidden",
        "password",
        "button",
        "submit",
        "reset",
        "image",
    }
)
#: The input types whose role is none of ARIA's (Chromium's date and time fields, color well).
_NO_ARIA_INPUTS = frozenset({"color", "date", "datetime-local", "month", "time", "week"})


def _attribute(element: Any, name: str) -> str | None:
    value: str | None = element.getAttribute(name)
    return value


def _tokens(value: str) -> list[str]:
    return [token for token in value.translate(_ASCII_SPACES).split(" ") if token]


def is_focusable(element: Any) -> bool:
    """Whether the element is focusable as Chromium's role conflict resolution asks: a
    ``tabindex`` attribute, or a control or link that is focusable by default."""
    if element.hasAttribute("tabindex"):
        return True
    if element.namespaceURI != _HTML:
        return False
    name = element.localName
    if name in ("a", "area"):
        return bool(element.hasAttribute("href"))
    if name == "summary":  # (a details element's summary)
        parent = element.parentElement
        return parent is not None and parent.localName == "details"
    if name in ("button", "select", "textarea", "iframe"):
        return not element.hasAttribute("disabled") if name != "iframe" else True
    if name == "input":
        return input_type(element) != "hidden" and not element.hasAttribute("disabled")
    return False


#: The global states and properties (https://w3c.github.io/aria/#global_states) whose presence
#: makes Chromium ignore role="none"/"presentation".
_GLOBAL = [
    "aria-atomic",
    "aria-braillelabel",
    "aria-brailleroledescription",
    "aria-busy",
    "aria-controls",
    "aria-current",
    "aria-describedby",
    "aria-description",
    "aria-details",
    "aria-dropeffect",
    "aria-flowto",
    "aria-grabbed",
    "aria-haspopup",
    "aria-keyshortcuts",
    "aria-label",
    "aria-labelledby",
    "aria-live",
    "aria-owns",
    "aria-relevant",
    "aria-roledescription",
]


def _has_global_aria(element: Any) -> bool:
    return any(element.hasAttribute(name) for name in _GLOBAL)


#: The roles Chromium gives only inside their required context
#: (https://w3c.github.io/aria/#scope): else the element is generic.
_REQUIRED_CONTEXT = {
    "option": frozenset({"listbox", "combobox", "group"}),
    "listitem": frozenset({"list", "directory", "group"}),
    "treeitem": frozenset({"tree", "group"}),
}


def _in_context(element: Any, roles: frozenset[str]) -> bool:
    parent = element.parentElement
    while parent is not None:
        parent_role = role(parent)
        if parent_role in roles and (parent_role != "group" or explicit_role(parent) == "group"):
            return True  # (a group by its role attribute only: not a fieldset's nor details')
        if parent_role not in ("generic", "none", ""):
            return False
        parent = parent.parentElement
    return False


def _first_role_token(element: Any) -> str | None:
    """The role the first token of the ``role`` attribute that names a concrete role names."""
    value = _attribute(element, "role")
    if value is None:
        return None
    for token in _tokens(value.translate(_UPPER)):
        found = ROLES.get(token)
        if found is not None:
            return found
    return None


def _names_other_role(element: Any, implicit: str) -> bool:
    """Whether the element's ``role`` attribute says anything but its ``implicit`` role: in
    Chromium, a list element whose role is an abstract or unknown one (``widget``, ``bogus``)
    owns no list items either, though its own role stays the list."""
    value = _attribute(element, "role")
    if value is None or not value.strip():
        return False
    return _first_role_token(element) != implicit


def explicit_role(element: Any) -> str | None:
    """The first token of the ``role`` attribute that names a concrete role (as Chromium names
    it), else None (https://w3c.github.io/aria/#document-handling_author-errors_roles)."""
    found = _first_role_token(element)
    if found is None:
        return None
    if found == "none" and (is_focusable(element) or _has_global_aria(element)):
        # (https://w3c.github.io/aria/#conflict_resolution_presentation_none)
        return None if implicit_role(element) != "none" else "generic"
    named = _has_name_attribute(element) or element.hasAttribute("title")
    if found in ("region", "form") and not named:
        return None  # (a region or form needs a name to be one: the implicit role; for
        # Chromium a title attribute, even empty, is one)
    context = _REQUIRED_CONTEXT.get(found)
    if context is not None and not _in_context(element, context):
        return None  # (outside its required context: the implicit role)
    if found == "cell" and _table_role(element) in ("grid", "treegrid"):
        return "gridcell"
    return found


def input_type(element: Any) -> str:
    """The input element's type keyword (``text`` for a missing or unknown one)."""
    value: str = element.type
    return value


def _has_datalist(element: Any) -> bool:
    """Whether the input's ``list`` attribute names a ``datalist`` of its tree."""
    value = _attribute(element, "list")
    if not value:
        return False
    root = element.getRootNode()
    found = root.getElementById(value) if hasattr(root, "getElementById") else None
    return found is not None and found.localName == "datalist" and found.namespaceURI == _HTML


def _ancestor(element: Any, names: tuple[str, ...]) -> Any:
    parent = element.parentElement
    while parent is not None:
        if parent.namespaceURI == _HTML and parent.localName in names:
            return parent
        parent = parent.parentElement
    return None


def _table_of(element: Any) -> Any:
    return _ancestor(element, ("table",))


def _table_role(element: Any) -> str:
    table = _table_of(element)
    if table is None:
        return ""
    return role(table)


def _display_size(select: Any) -> int:
    """https://html.spec.whatwg.org/multipage/form-elements.html#concept-select-size as
    Chromium reads it: the ``size`` attribute's value where it is a positive integer, else 4
    for a ``multiple`` select without a ``size`` attribute, else 1."""
    size = _attribute(select, "size")
    if size is not None:
        digits = size.lstrip("\t\n\f\r ")
        end = 0
        while end < len(digits) and digits[end] in "0123456789":
            end += 1
        if end:
            return int(digits[:end][:9])
        return 1
    return 4 if select.hasAttribute("multiple") else 1


def _cells(row: Any) -> list[Any]:
    return [c for c in row.children if c.localName in ("td", "th")]


def _rows(table: Any) -> list[Any]:
    rows = []
    for child in table.children:
        if child.localName == "tr":
            rows.append(child)
        elif child.localName in ("thead", "tbody", "tfoot"):
            rows.extend(c for c in child.children if c.localName == "tr")
    return rows


def is_data_table(table: Any) -> bool:
    """Whether Chromium takes the ``table`` for a data table (its heuristics without the ones
    that read layout: borders, backgrounds, sizes): an explicit role, a caption, head or foot,
    column groups, cells with ``headers``, ``abbr``, ``axis`` or ``scope``, or a row of two
    or more header cells."""
    if _first_role_token(table) not in (None, "none"):
        return True
    for child in table.children:
        if child.localName in ("caption", "thead", "tfoot", "colgroup", "col"):
            return True
    rows = _rows(table)
    for row in rows:
        cells = _cells(row)
        for cell in cells:
            if any(cell.hasAttribute(a) for a in ("headers", "abbr", "axis", "scope")):
                return True
        if len(cells) >= 2 and all(cell.localName == "th" for cell in cells):
            return True
    return False


def _header_role(element: Any) -> str:
    scope = (_attribute(element, "scope") or "").translate(_UPPER)
    if scope in ("row", "rowgroup"):
        return "rowheader"
    if scope in ("col", "colgroup"):
        return "columnheader"
    # without a scope: a header cell heading a row (its row has a data cell) or a column
    row = element.parentElement
    if row is not None and row.localName == "tr":
        siblings = [c for c in row.children if c.localName in ("td", "th")]
        if siblings and siblings[0] is element and any(c.localName == "td" for c in siblings):
            return "rowheader"
    return "columnheader"


_SECTIONING = ("article", "aside", "main", "nav", "section")


def implicit_role(element: Any) -> str:
    """The element's implicit role as Chromium 156 computes it (HTML-AAM's mappings)."""
    if element.namespaceURI != _HTML:
        return ""
    name = element.localName
    found = _FIXED.get(name)
    if found is not None:
        return found
    if name in _GENERIC:
        return "generic"
    if name in ("a", "area"):
        return "link" if element.hasAttribute("href") else ("generic" if name == "a" else "")
    if name == "img":
        return "image"  # (alt="" too: Chromium's computedRole, though its tree ignores it)
    if name == "input":
        kind = input_type(element)
        if kind not in _NO_LIST_INPUTS and _has_datalist(element):
            return "combobox"
        return "" if kind in _NO_ARIA_INPUTS else _INPUT.get(kind, "textbox")
    if name == "select":
        return "listbox" if _display_size(element) > 1 else "combobox"
    if name in ("header", "footer"):
        if _ancestor(element, _SECTIONING) is not None:
            return "sectionheader" if name == "header" else "sectionfooter"
        return "banner" if name == "header" else "contentinfo"
    if name == "aside":
        if _ancestor(element, _SECTIONING) is not None and not _has_name_attribute(element):
            return "generic"
        return "complementary"
    if name == "summary":
        parent = element.parentElement
        if parent is not None and parent.localName == "details":
            return ""  # (Chromium's disclosure triangle)
        return "generic"
    if name == "section":  # (Chromium: a title attribute, even empty, makes it a region)
        named = _has_name_attribute(element) or element.hasAttribute("title")
        return "region" if named else "generic"
    if name == "table":
        return "table" if is_data_table(element) else ""
    if name == "form":
        return "form"
    if name == "li":
        parent = element.parentElement
        if (
            parent is not None
            and parent.localName in ("ul", "ol", "menu")
            and (role(parent) != "list" or _names_other_role(parent, "list"))
        ):
            return "none"  # (a list element with another role owns no list items)
        return "listitem"
    if name in ("td", "th", "tr", "thead", "tbody", "tfoot"):
        table_role = _table_role(element)
        if table_role == "":
            return ""  # (a layout table's parts: Chromium's roles of its own)
        if table_role not in ("table", "grid", "treegrid"):
            return "generic"  # (the parts of a table with another role)
        if name == "td":
            if table_role == "table" or is_hidden(_table_of(element)):
                return "cell"  # (a hidden grid's cells: Chromium's cell)
            return "gridcell"
        if name == "th":
            return _header_role(element)
        return "row" if name == "tr" else "rowgroup"
    return ""


def _has_name_attribute(element: Any) -> bool:
    label = _attribute(element, "aria-label")
    if label is not None and label.strip():
        return True
    labelled = _attribute(element, "aria-labelledby")
    return bool(labelled and labelled.strip()) or bool(_attribute(element, "title"))


def role(element: Any) -> str:
    """The element's computed role as Chromium 156's ``computedRole`` gives it: its explicit
    role, else its implicit role; the empty string for the elements without an ARIA role and
    for the content of a closed ``details`` (which has no accessible object)."""
    if in_closed_details(element):
        return ""
    found = explicit_role(element)
    if found is not None:
        return found
    return implicit_role(element)
