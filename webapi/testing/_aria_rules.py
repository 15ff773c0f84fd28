"""The role, accessible name, hidden content and states of Playwright's own computation (its
injected script's, which its aria snapshots and ``to_match_aria_snapshot`` read; not the
browser's accessibility tree): WAI-ARIA's implicit roles by tag name
(https://w3c.github.io/html-aam/#html-element-role-mappings, Playwright's subset: no
``generic`` for ``div`` or ``span``), Accessible Name Computation 1.2
(https://w3c.github.io/accname/#computation-steps) in Playwright's reading, and the states of
https://w3c.github.io/aria/#state_prop_def in Playwright's roles. Without layout, "visible"
is the cascade's: no ``display: none`` on the element or an ancestor, not inside a closed
``details`` or a replaced element, ``visibility: visible``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from webapi.aria import ARIA_1_2_ROLES
from webapi.html import getComputedStyle

from ._errors import Error

__all__ = [
    "JS_SPACE",
    "Cache",
    "accessible_description",
    "accessible_name",
    "aria_role",
    "checked",
    "css_content",
    "disabled",
    "display",
    "expanded",
    "hidden_for_aria",
    "invalid",
    "level",
    "normalize_white_space",
    "pressed",
    "selected",
    "text_not_rendered",
]

_HTML = "http://www.w3.org/1999/xhtml"
_SVG = "http://www.w3.org/2000/svg"
#: JavaScript's ``\s`` (its white space and line terminators).
JS_SPACE = "\t\n\v\f\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
_SPACES = re.compile(f"[{JS_SPACE}]+")
_INVISIBLE = re.compile("[\u200b\u00ad]")


def normalize_white_space(text: str) -> str:
    """Zero-width spaces and soft hyphens dropped, white space trimmed and each run one
    space (Playwright's ``normalizeWhiteSpace``; a no-break space is white space here)."""
    return _SPACES.sub(" ", _INVISIBLE.sub("", text).strip(JS_SPACE.replace("-", "")))


def _js_trim(text: str) -> str:
    return text.strip("\t\n\v\f\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007"
                      "\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff")  # fmt: skip


def _flat(text: str) -> str:
    """Playwright's ``asFlatString``: runs of white space as one space, except no-break
    spaces, which are kept; trimmed."""
    chunks = [
        _SPACES.sub(" ", _INVISIBLE.sub("", chunk.replace("\r\n", "\n")))
        for chunk in text.split("\xa0")
    ]
    return _js_trim("\xa0".join(chunks))


class Cache:
    """The computed styles, roles and names of one snapshot (Playwright's caches live as long
    as one call)."""

    __slots__ = ("authored", "hidden", "names", "roles", "styles", "values")

    def __init__(self) -> None:
        self.authored: dict[int, bool] = {}
        self.styles: dict[tuple[int, str], Any] = {}
        self.values: dict[tuple[int, str, str], str] = {}
        self.roles: dict[int, str | None] = {}
        self.hidden: dict[int, bool] = {}
        self.names: dict[int, str] = {}

    def style(self, element: Any, pseudo: str = "") -> Any:
        key = (id(element), pseudo)
        found = self.styles.get(key)
        if found is None:
            found = self.styles[key] = getComputedStyle(element, pseudo or None)
        return found

    def may_generate(self, element: Any) -> bool:
        """Whether the element's document has author style (a style sheet, or a ``style``
        attribute that names ``content``): without it, nothing has generated text (the user
        agent's own generated content is quotes, which Playwright does not read)."""
        document = element.ownerDocument
        key = id(document)
        found = self.authored.get(key)
        if found is None:
            found = self.authored[key] = bool(
                document.styleSheets.length
                or document.querySelector('[style*="content" i]') is not None
            )
        return found

    def value(self, element: Any, name: str, pseudo: str = "") -> str:
        """The computed value of the property ``name``."""
        key = (id(element), pseudo, name)
        found = self.values.get(key)
        if found is None:
            found = self.values[key] = str(self.style(element, pseudo).getPropertyValue(name))
        return found


def _tag(element: Any) -> str:
    """The element's tag name in upper case (an SVG element's local name too)."""
    return str(element.localName).upper()


def _attribute(element: Any, name: str) -> str | None:
    value: str | None = element.getAttribute(name)
    return value


def display(element: Any, cache: Cache) -> str:
    """The element's computed ``display`` (``inline`` when it has none)."""
    return cache.value(element, "display") or "inline"


# -- roles -------------------------------------------------------------------------------

_PREVENTING_LANDMARK = frozenset({"article", "aside", "main", "nav", "section"})
_PREVENTING_ROLES = frozenset({"article", "complementary", "main", "navigation", "region"})

#: The roles Playwright recognizes in a ``role`` attribute: WAI-ARIA 1.2's concrete roles.
VALID_ROLES = ARIA_1_2_ROLES

#: Global ARIA attributes with the roles they are prohibited on (a presentational role's
#: conflict resolution; ``img alt=""``).
_GLOBAL_ARIA: tuple[tuple[str, frozenset[str]], ...] = tuple(
    (name, frozenset(prohibited.split()))
    for name, prohibited in (
        ("aria-atomic", ""),
        ("aria-busy", ""),
        ("aria-controls", ""),
        ("aria-current", ""),
        ("aria-describedby", ""),
        ("aria-details", ""),
        ("aria-dropeffect", ""),
        ("aria-flowto", ""),
        ("aria-grabbed", ""),
        ("aria-hidden", ""),
        ("aria-keyshortcuts", ""),
        (
            "aria-label",
            "caption code deletion emphasis generic insertion paragraph presentation strong "
            "subscript superscript",
        ),
        (
            "aria-labelledby",
            "caption code deletion emphasis generic insertion paragraph presentation strong "
            "subscript superscript",
        ),
        ("aria-live", ""),
        ("aria-owns", ""),
        ("aria-relevant", ""),
        ("aria-roledescription", "generic"),
    )
)


def _has_global_aria(element: Any, role: str | None = None) -> bool:
    return any(
        (role or "") not in prohibited and element.hasAttribute(name)
        for name, prohibited in _GLOBAL_ARIA
    )


def _has_tabindex(element: Any) -> bool:
    """Whether ``tabindex`` is a number as JavaScript's ``Number()`` reads it."""
    value = _attribute(element, "tabindex")
    if value is None:
        return False
    text = _js_trim(value)
    if not text:
        return True
    try:
        float(text)
    except ValueError:
        return bool(re.fullmatch(r"0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+", text))
    return text.lower().lstrip("+-") not in ("inf", "infinity", "nan")


def _natively_disabled(element: Any) -> bool:
    tag = _tag(element)
    if tag not in ("BUTTON", "INPUT", "SELECT", "TEXTAREA", "OPTION", "OPTGROUP"):
        return False
    if element.hasAttribute("disabled"):
        return True
    if tag == "OPTION" and element.closest("optgroup[disabled]") is not None:
        return True
    fieldset = element.closest("fieldset[disabled]")
    if fieldset is None:
        return False
    legend = next((c for c in fieldset.children if _tag(c) == "LEGEND"), None)
    return legend is None or not legend.contains(element)


def _focusable(element: Any) -> bool:
    if _natively_disabled(element):
        return False
    tag = _tag(element)
    if tag in ("BUTTON", "DETAILS", "SELECT", "TEXTAREA"):
        return True
    if tag in ("A", "AREA"):
        return bool(element.hasAttribute("href")) or _has_tabindex(element)
    if tag == "INPUT":
        return not element.hidden or _has_tabindex(element)
    return _has_tabindex(element)


def _closest_preventing_landmark(element: Any) -> bool:
    node = element
    while node is not None:
        local = node.localName if node.namespaceURI == _HTML else ""
        if local in _PREVENTING_LANDMARK and not node.hasAttribute("role"):
            return True
        if (_attribute(node, "role") or "") in _PREVENTING_ROLES:
            return True
        node = node.parentElement
    return False


def _id_refs(element: Any, value: str | None) -> list[Any]:
    """The elements the IDs of ``value`` name in the element's tree, each once."""
    if not value:
        return []
    root = element.getRootNode()
    if not hasattr(root, "getElementById"):
        return []
    found: list[Any] = []
    for token in value.split():
        target = root.getElementById(token)
        if target is not None and all(target is not other for other in found):
            found.append(target)
    return found


def _list_box_select(element: Any) -> bool:
    """A select's listbox role (``multiple``, or a ``size`` over 1); a select element of
    another namespace (MathML's, inside ``math``) has neither property: a combobox, as in
    Playwright, where they are undefined."""
    return bool(getattr(element, "multiple", False)) or int(getattr(element, "size", 0)) > 1


def _non_empty_data_cell(element: Any) -> bool:
    if element is None or _tag(element) != "TD":
        return False
    return bool((element.textContent or "").strip() or element.children.length)


def _header_cell_role(element: Any) -> str | None:
    scope = _attribute(element, "scope")
    if scope in ("col", "colgroup"):
        return "columnheader"
    if scope in ("row", "rowgroup"):
        return "rowheader"
    after, before = element.nextElementSibling, element.previousElementSibling
    parent = element.parentElement
    row = parent if parent is not None and _tag(parent) == "TR" else None
    if after is None and before is None:
        if row is not None:
            table = row.closest("table")
            if table is not None and table.rows.length <= 1:
                return None
        return "columnheader"
    if after is not None and _tag(after) == "TH" and before is not None and _tag(before) == "TH":
        return "columnheader"
    if _non_empty_data_cell(after) or _non_empty_data_cell(before):
        return "rowheader"
    return "columnheader"


def _input_role(element: Any) -> str | None:
    if element.namespaceURI != _HTML:  # (no type: Playwright's script fails on it)
        raise Error("TypeError: Cannot read properties of undefined (reading 'toLowerCase')")
    kind = str(element.type).lower()
    if kind in ("email", "search", "tel", "text", "url", ""):
        refs = _id_refs(element, _attribute(element, "list"))
        if refs and _tag(refs[0]) == "DATALIST":
            return "combobox"
        return "searchbox" if kind == "search" else "textbox"
    if kind == "hidden":
        return None
    if kind == "file":
        return "button"
    return {
        "button": "button",
        "checkbox": "checkbox",
        "image": "button",
        "number": "spinbutton",
        "radio": "radio",
        "range": "slider",
        "reset": "button",
        "submit": "button",
    }.get(kind, "textbox")


def _img_role(element: Any) -> str:
    if (
        _attribute(element, "alt") == ""
        and not _attribute(element, "title")
        and not _has_global_aria(element)
        and not _has_tabindex(element)
    ):
        return "presentation"
    return "img"


def _cell_role(element: Any) -> str:
    table = element.closest("table")
    table_role = explicit_role(table) if table is not None else None
    return "gridcell" if table_role in ("grid", "treegrid") else "cell"


_FIXED: dict[str, str] = {
    "ARTICLE": "article", "ASIDE": "complementary", "BLOCKQUOTE": "blockquote",
    "BUTTON": "button", "CAPTION": "caption", "CODE": "code", "DATALIST": "listbox",
    "DD": "definition", "DEL": "deletion", "DETAILS": "group", "DFN": "term",
    "DIALOG": "dialog", "DT": "term", "EM": "emphasis", "FIELDSET": "group",
    "FIGURE": "figure", "H1": "heading", "H2": "heading", "H3": "heading", "H4": "heading",
    "H5": "heading", "H6": "heading", "HR": "separator", "HTML": "document",
    "INS": "insertion", "LI": "listitem", "MAIN": "main", "MARK": "mark", "MATH": "math",
    "MENU": "list", "METER": "meter", "NAV": "navigation", "OL": "list", "OPTGROUP": "group",
    "OPTION": "option", "OUTPUT": "status", "P": "paragraph", "PROGRESS": "progressbar",
    "SEARCH": "search", "STRONG": "strong", "SUB": "subscript", "SUP": "superscript",
    "SVG": "img", "TABLE": "table", "TBODY": "rowgroup", "TEXTAREA": "textbox",
    "TFOOT": "rowgroup", "THEAD": "rowgroup", "TIME": "time", "TR": "row", "UL": "list",
}  # fmt: skip

_BY_TAG: dict[str, Callable[[Any], str | None]] = {
    "A": lambda e: "link" if e.hasAttribute("href") else None,
    "AREA": lambda e: "link" if e.hasAttribute("href") else None,
    "FOOTER": lambda e: None if _closest_preventing_landmark(e) else "contentinfo",
    "HEADER": lambda e: None if _closest_preventing_landmark(e) else "banner",
    "FORM": lambda e: "form" if _explicitly_named(e) else None,
    "SECTION": lambda e: "region" if _explicitly_named(e) else None,
    "IMG": _img_role,
    "INPUT": _input_role,
    "SELECT": lambda e: "listbox" if _list_box_select(e) else "combobox",
    "TD": _cell_role,
    "TH": _header_cell_role,
}

#: The elements that take a ``presentation`` or ``none`` role of their parent.
_INHERITING: dict[str, tuple[str, ...]] = {
    "DD": ("DL", "DIV"),
    "DIV": ("DL",),
    "DT": ("DL", "DIV"),
    "LI": ("OL", "UL"),
    "TBODY": ("TABLE",),
    "TD": ("TR",),
    "TFOOT": ("TABLE",),
    "TH": ("TR",),
    "THEAD": ("TABLE",),
    "TR": ("THEAD", "TBODY", "TFOOT", "TABLE"),
}


def _explicitly_named(element: Any) -> bool:
    return bool(element.hasAttribute("aria-label") or element.hasAttribute("aria-labelledby"))


def explicit_role(element: Any) -> str | None:
    """The first role of the element's ``role`` attribute Playwright recognizes."""
    for token in (_attribute(element, "role") or "").lower().split(" "):
        if token.strip() in VALID_ROLES:
            return token.strip()
    return None


def _implicit_role(element: Any) -> str | None:
    tag = _tag(element)
    found = _FIXED.get(tag)
    if found is None:
        compute = _BY_TAG.get(tag)
        found = compute(element) if compute is not None else None
    if not found:
        return None
    ancestor = element
    while True:
        parent = ancestor.parentElement
        parents = _INHERITING.get(_tag(ancestor))
        if parents is None or parent is None or _tag(parent) not in parents:
            break
        parent_role = explicit_role(parent)
        if parent_role in ("none", "presentation") and not _conflict(parent, parent_role):
            return parent_role
        ancestor = parent
    return found


def _conflict(element: Any, role: str | None) -> bool:
    return _has_global_aria(element, role) or _focusable(element)


def aria_role(element: Any, cache: Cache | None = None) -> str | None:
    """The element's role as Playwright computes it (None: no role)."""
    if cache is not None and id(element) in cache.roles:
        return cache.roles[id(element)]
    found = explicit_role(element)
    if found is None:
        found = _implicit_role(element)
    elif found in ("none", "presentation"):
        implicit = _implicit_role(element)
        if _conflict(element, implicit):
            found = implicit
    if cache is not None:
        cache.roles[id(element)] = found
    return found


# -- hidden ------------------------------------------------------------------------------

_IGNORED = frozenset({"STYLE", "SCRIPT", "NOSCRIPT", "TEMPLATE"})


#: The SVG elements that have a box (the others, and unknown ones, are not rendered).
_SVG_RENDERED = frozenset(
    {
        "svg", "g", "a", "text", "tspan", "textPath", "rect", "circle", "ellipse", "line",
        "polyline", "polygon", "path", "image", "use", "foreignObject", "switch",
    }
)  # fmt: skip

#: Elements whose content is not rendered (their replaced content, or its fallback, is).
_REPLACED = frozenset({"PROGRESS", "METER", "VIDEO", "AUDIO", "CANVAS"})


def _unrendered_content(element: Any) -> bool:
    """Whether the element is content of a closed ``details`` (not its summary) or of a
    replaced element."""
    child, parent = element, element.parentElement
    while parent is not None:
        tag = _tag(parent)
        if tag in _REPLACED:
            return True
        if tag == "DETAILS" and not parent.hasAttribute("open"):
            summary = next((c for c in parent.children if _tag(c) == "SUMMARY"), None)
            if child is not summary:
                return True
        child, parent = parent, parent.parentElement
    return False


def _no_box(element: Any, cache: Cache) -> bool:
    """Whether the element has no box without layout (what ``checkVisibility()`` answers
    false for): ``display: none`` on it or an ancestor, content of a closed ``details`` or of
    a replaced element, anything of a ``select`` but its options."""
    node = element
    while node is not None:
        if display(node, cache) == "none":
            return True
        node = node.parentElement
    if _unrendered_content(element):
        return True
    node = element
    while node is not None and node.namespaceURI != _HTML:
        if node.namespaceURI == _SVG and node.localName not in _SVG_RENDERED:
            return True
        node = node.parentElement
    parent = element.parentElement
    while parent is not None:
        if _tag(parent) == "SELECT":
            return not _list_box_select(parent)
        parent = parent.parentElement
    return False


def _visible_by_style(element: Any, cache: Cache) -> bool:
    if _no_box(element, cache):
        return False
    return cache.value(element, "visibility") == "visible"


def _display_none_or_aria_hidden(element: Any, cache: Cache) -> bool:
    node = element
    while node is not None:
        if display(node, cache) == "none":
            return True
        if (_attribute(node, "aria-hidden") or "").lower() == "true":
            return True
        node = node.parentElement
    return False


def hidden_for_aria(element: Any, cache: Cache) -> bool:
    """Whether Playwright leaves the element out of the accessibility tree: ``style``,
    ``script``, ``noscript``, ``template``; ``display: contents`` with nothing shown inside;
    not visible (an option of a ``select`` aside); ``display: none`` or ``aria-hidden`` on it
    or an ancestor."""
    key = id(element)
    if key in cache.hidden:
        return cache.hidden[key]
    result = _hidden_for_aria(element, cache)
    cache.hidden[key] = result
    return result


def _hidden_for_aria(element: Any, cache: Cache) -> bool:
    tag = _tag(element)
    if tag in _IGNORED:
        return True
    if display(element, cache) == "contents" and tag != "SLOT":
        for child in element.childNodes:
            if child.nodeType == 1 and not hidden_for_aria(child, cache):
                return False
            if child.nodeType == 3 and str(child.data).strip():
                return False
        return True
    option_in_select = tag == "OPTION" and element.closest("select") is not None
    if not option_in_select and tag != "SLOT" and not _visible_by_style(element, cache):
        return True
    return _display_none_or_aria_hidden(element, cache)


def text_not_rendered(text: Any) -> bool:
    """Whether the text node is content of a closed ``details`` (no box)."""
    parent = text.parentElement
    return parent is not None and _tag(parent) == "DETAILS" and not parent.hasAttribute("open")


# -- CSS generated content -------------------------------------------------------------------

_CONTENT_TOKEN = re.compile(
    r"""\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|attr\(\s*([A-Za-z_][\w-]*)\s*\)|(/))""",
    re.S,
)


def _css_string(raw: str) -> str:
    return re.sub(r"\\(.)", r"\1", raw, flags=re.S)


def _parse_content(element: Any, value: str, pseudo: bool) -> str | None:
    """The text of a ``content`` value made of strings and ``attr()`` (after a ``/``: its
    alternative text); None for anything else."""
    pieces: list[tuple[str, str]] = []
    position = 0
    while position < len(value.rstrip()):
        found = _CONTENT_TOKEN.match(value, position)
        if found is None:
            return None
        position = found.end()
        if found.group(4):
            pieces.append(("/", ""))
        elif found.group(3):
            pieces.append(("attr", found.group(3)))
        else:
            pieces.append(("string", _css_string(found.group(1) or found.group(2) or "")))
    slash = next((i for i, (kind, _) in enumerate(pieces) if kind == "/"), -1)
    if slash >= 0:
        pieces = pieces[slash + 1 :]
    elif not pseudo:
        return None
    out = []
    for kind, text in pieces:
        if kind == "string":
            out.append(text)
        elif kind == "attr":
            out.append(_attribute(element, text) or "")
        else:
            return None
    return "".join(out)


#: The HTML elements whose ``::before`` and ``::after`` Playwright finds no text in, in
#: Chromium: an ``embed`` (a plugin element; a select's and an input's it does read).
_NO_PSEUDO_BOXES = frozenset({"embed"})


def css_content(element: Any, pseudo: str, cache: Cache) -> str | None:
    """The text CSS generated content adds: ``::before``, ``::after`` (set apart by spaces
    when not inline), or the element's own ``content`` alternative text (``pseudo`` "")."""
    if not cache.may_generate(element):
        return None
    if pseudo and element.namespaceURI == _HTML and element.localName in _NO_PSEUDO_BOXES:
        return None
    value = cache.value(element, "content", pseudo)
    if not value or value in ("none", "normal"):
        return None
    shown = cache.value(element, "display", pseudo) or "inline"
    if shown == "none" or cache.value(element, "visibility", pseudo) == "hidden":
        return None
    content = _parse_content(element, value, bool(pseudo))
    block = shown != "inline"
    if pseudo and content is not None and block:
        content = " " + content + " "
    return content


# -- the accessible name ---------------------------------------------------------------------

_ALWAYS_FROM_CONTENT = frozenset(
    [
        "button",
        "cell",
        "checkbox",
        "columnheader",
        "gridcell",
        "heading",
        "link",
        "menuitem",
        "menuitemcheckbox",
        "menuitemradio",
        "option",
        "radio",
        "row",
        "rowheader",
        "switch",
        "tab",
        "tooltip",
        "treeitem",
    ]
)
_DESCENDANT_FROM_CONTENT = frozenset(
    [
        "caption",
        "code",
        "contentinfo",
        "definition",
        "deletion",
        "emphasis",
        "insertion",
        "list",
        "listitem",
        "mark",
        "none",
        "paragraph",
        "presentation",
        "region",
        "row",
        "rowgroup",
        "section",
        "strong",
        "subscript",
        "superscript",
        "table",
        "term",
        "time",
    ]
) | {""}
_PROHIBITS_NAMING = frozenset(
    [
        "caption",
        "code",
        "definition",
        "deletion",
        "emphasis",
        "generic",
        "insertion",
        "mark",
        "paragraph",
        "presentation",
        "strong",
        "subscript",
        "suggestion",
        "superscript",
        "term",
        "time",
    ]
)
_PLACEHOLDER_TYPES = frozenset({"text", "password", "number", "search", "tel", "email", "url"})


class _Options:
    """Where the computation is (Playwright's traversal options): inside the target element
    (``target``: "self" or "descendant"), inside an ``aria-labelledby`` or description target,
    a label, or a native text alternative (``legend``, ``caption``, ``figcaption``); each
    such reference whether it was hidden."""

    __slots__ = ("described", "label", "labelledby", "native", "target", "visited")

    def __init__(self, visited: set[int]) -> None:
        self.visited = visited
        self.target: str | None = None
        self.labelledby: bool | None = None
        self.described: bool | None = None
        self.label: bool | None = None
        self.native: bool | None = None

    def copy(self, **changes: Any) -> _Options:
        other = _Options(self.visited)
        for slot in self.__slots__:
            if slot != "visited":
                setattr(other, slot, changes.get(slot, getattr(self, slot)))
        return other

    def child(self) -> _Options:
        return self.copy(target="descendant" if self.target == "self" else self.target)

    def in_hidden_reference(self) -> bool:
        return bool(self.labelledby or self.described or self.native or self.label)


class _Name:
    __slots__ = ("cache",)

    def __init__(self, cache: Cache) -> None:
        self.cache = cache

    def labels(self, labels: Any, options: _Options) -> str:
        parts = []
        for label in labels:
            text = self.text(
                label,
                options.copy(
                    label=hidden_for_aria(label, self.cache),
                    native=None,
                    labelledby=None,
                    described=None,
                    target=None,
                ),
            )
            if text:
                parts.append(text)
        return " ".join(parts)

    def text(self, element: Any, options: _Options) -> str:
        """Playwright's ``getTextAlternativeInternal``."""
        cache = self.cache
        key = id(element)
        if key in options.visited:
            return ""
        child_options = options.child()
        if _tag(element) in _IGNORED or (
            not options.in_hidden_reference() and hidden_for_aria(element, cache)
        ):
            options.visited.add(key)
            return ""
        labelled_by = _id_refs(element, _attribute(element, "aria-labelledby")) or None
        if options.labelledby is None:
            parts = [
                self.text(
                    ref,
                    options.copy(
                        labelledby=hidden_for_aria(ref, cache),
                        described=None,
                        target=None,
                        label=None,
                        native=None,
                    ),
                )
                for ref in labelled_by or []
            ]
            joined = " ".join(parts)
            if joined:
                return joined
        role = aria_role(element, cache) or ""
        tag = _tag(element)
        if (
            options.label is not None
            or options.labelledby is not None
            or options.target == "descendant"
        ):
            own_label = any(label is element for label in (getattr(element, "labels", None) or []))
            own_labelledby = any(ref is element for ref in labelled_by or [])
            if not own_label and not own_labelledby:
                if role in ("textbox", "searchbox"):
                    options.visited.add(key)
                    if tag in ("INPUT", "TEXTAREA"):
                        return str(getattr(element, "value", None) or "")
                    return str(element.textContent or "")
                if role in ("combobox", "listbox"):
                    options.visited.add(key)
                    if tag == "SELECT":
                        if element.namespaceURI != _HTML:  # (MathML's: Playwright fails)
                            raise Error("TypeError: element.selectedOptions is not iterable")
                        chosen = list(element.selectedOptions)
                        if not chosen and element.options.length:
                            chosen = [element.options[0]]
                    else:
                        chosen = self._selected_options(element, role)
                    if not chosen and tag == "INPUT":
                        return str(element.value)
                    return " ".join(self.text(option, child_options) for option in chosen)
                if role in ("progressbar", "scrollbar", "slider", "spinbutton", "meter"):
                    options.visited.add(key)
                    for attribute in ("aria-valuetext", "aria-valuenow", "value"):
                        if element.hasAttribute(attribute):
                            return _attribute(element, attribute) or ""
                    return ""
                if role == "menu":
                    options.visited.add(key)
                    return ""
        aria_label = _attribute(element, "aria-label") or ""
        if _js_trim(aria_label):
            options.visited.add(key)
            return aria_label
        if role not in ("presentation", "none"):
            native = self._native(element, tag, labelled_by, options, child_options)
            if native is not None:
                return native
        summary = tag == "SUMMARY" and role not in ("presentation", "none")
        descendant = options.target == "descendant"
        if (
            role in _ALWAYS_FROM_CONTENT
            or (descendant and role in _DESCENDANT_FROM_CONTENT)
            or summary
            or options.labelledby is not None
            or options.described is not None
            or options.label is not None
            or options.native is not None
        ):
            options.visited.add(key)
            text = self.content(element, child_options)
            trimmed = _js_trim(text) if options.target == "self" else text
            if trimmed:
                return text
        if role not in ("presentation", "none") or tag in ("IFRAME", "FRAME"):
            options.visited.add(key)
            title = _attribute(element, "title") or ""
            if _js_trim(title):
                return title
        options.visited.add(key)
        return ""

    def _selected_options(self, element: Any, role: str) -> list[Any]:
        cache = self.cache
        if role == "combobox":
            listbox = next(
                (e for e in _in_aria_owned(element, "*") if aria_role(e, cache) == "listbox"),
                None,
            )
        else:
            listbox = element
        if listbox is None:
            return []
        return [
            e
            for e in _in_aria_owned(listbox, '[aria-selected="true" i]')
            if aria_role(e, cache) == "option"
        ]

    def _native(
        self,
        element: Any,
        tag: str,
        labelled_by: list[Any] | None,
        options: _Options,
        child_options: _Options,
    ) -> str | None:
        """The names HTML gives its elements (None: the computation goes on)."""
        visited = options.visited
        key = id(element)
        kind = str(getattr(element, "type", "")) if tag == "INPUT" else ""
        if tag == "INPUT" and kind in ("button", "submit", "reset"):
            visited.add(key)
            value = str(element.value or "")
            if _js_trim(value):
                return value
            if kind in ("submit", "reset"):
                return kind.capitalize()
            return _attribute(element, "title") or ""
        if tag == "INPUT" and kind in ("file", "image"):
            visited.add(key)
            labels = list(getattr(element, "labels", None) or [])
            if labels and options.labelledby is None:
                return self.labels(labels, options)
            if kind == "file":
                return "Choose File"
            for attribute in ("alt", "title"):
                value = _attribute(element, attribute) or ""
                if _js_trim(value):
                    return value
            return "Submit"
        if labelled_by is None and tag == "BUTTON":
            visited.add(key)
            labels = list(getattr(element, "labels", None) or [])
            if labels:
                return self.labels(labels, options)
        if labelled_by is None and tag == "OUTPUT":
            visited.add(key)
            labels = list(getattr(element, "labels", None) or [])
            if labels:
                return self.labels(labels, options)
            return _attribute(element, "title") or ""
        if labelled_by is None and tag in ("TEXTAREA", "SELECT", "INPUT", "METER", "PROGRESS"):
            visited.add(key)
            labels = list(getattr(element, "labels", None) or [])
            if labels:
                return self.labels(labels, options)
            placeholder_used = (tag == "INPUT" and kind in _PLACEHOLDER_TYPES) or tag == "TEXTAREA"
            title = _attribute(element, "title") or ""
            if not placeholder_used or title:
                return title
            return _attribute(element, "placeholder") or ""
        if labelled_by is None and tag in ("FIELDSET", "FIGURE"):
            visited.add(key)
            wanted = "LEGEND" if tag == "FIELDSET" else "FIGCAPTION"
            for child in element.children:
                if _tag(child) == wanted:
                    return self.text(
                        child, child_options.copy(native=hidden_for_aria(child, self.cache))
                    )
            return _attribute(element, "title") or ""
        if tag == "IMG":
            visited.add(key)
            alt = _attribute(element, "alt") or ""
            if _js_trim(alt):
                return alt
            return _attribute(element, "title") or ""
        if tag == "TABLE":
            visited.add(key)
            for child in element.children:
                if _tag(child) == "CAPTION":
                    return self.text(
                        child, child_options.copy(native=hidden_for_aria(child, self.cache))
                    )
            summary = _attribute(element, "summary") or ""
            if summary:
                return summary
        if tag == "AREA":
            visited.add(key)
            alt = _attribute(element, "alt") or ""
            if _js_trim(alt):
                return alt
            return _attribute(element, "title") or ""
        svg = element.namespaceURI == _SVG
        if svg and (tag == "SVG" or _in_svg(element)):
            visited.add(key)
            for child in element.children:
                if _tag(child) == "TITLE" and child.namespaceURI == _SVG and _in_svg(child):
                    return self.text(
                        child,
                        child_options.copy(labelledby=hidden_for_aria(child, self.cache)),
                    )
        if svg and tag == "A":
            title = _attribute(element, "xlink:title") or ""
            if _js_trim(title):
                visited.add(key)
                return title
        return None

    def content(self, element: Any, options: _Options) -> str:
        """Playwright's ``innerAccumulatedElementText``: the texts of the element's content,
        a block's (or ``br``'s) set apart by spaces."""
        cache = self.cache
        skip_not_rendered = not options.in_hidden_reference()
        tokens = [css_content(element, "::before", cache) or ""]
        own = css_content(element, "", cache)
        if own is not None:
            tokens.append(own)
        else:
            children = list(element.childNodes)
            children += _id_refs(element, _attribute(element, "aria-owns"))
            for child in children:
                if child.nodeType == 1:
                    token = self.text(child, options)
                    if display(child, cache) != "inline" or _tag(child) == "BR":
                        token = " " + token + " "
                    tokens.append(token)
                elif child.nodeType in (3, 4):
                    if skip_not_rendered and text_not_rendered(child):
                        continue
                    tokens.append(str(child.data))
        tokens.append(css_content(element, "::after", cache) or "")
        return "".join(tokens)


def _in_svg(element: Any) -> bool:
    """Whether an ancestor is an ``svg`` element (the element has an ``ownerSVGElement``)."""
    parent = element.parentElement
    while parent is not None:
        if parent.namespaceURI == _SVG and parent.localName == "svg":
            return True
        parent = parent.parentElement
    return False


def _in_aria_owned(element: Any, selector: str) -> list[Any]:
    found = list(element.querySelectorAll(selector))
    for owned in _id_refs(element, _attribute(element, "aria-owns")):
        if owned.matches(selector):
            found.append(owned)
        found.extend(owned.querySelectorAll(selector))
    return found


def accessible_name(element: Any, cache: Cache) -> str:
    """The element's accessible name as Playwright computes it (white space flattened)."""
    key = id(element)
    if key in cache.names:
        return cache.names[key]
    if (aria_role(element, cache) or "") in _PROHIBITS_NAMING:
        text = ""
    else:
        options = _Options(set())
        options.target = "self"
        text = _flat(_Name(cache).text(element, options))
    cache.names[key] = text
    return text


def accessible_description(element: Any, cache: Cache) -> str:
    """The element's accessible description as Playwright computes it: the text
    alternatives of the elements ``aria-describedby`` names (hidden ones too when the
    reference is), else ``aria-description``, else ``title``; white space flattened."""
    if element.hasAttribute("aria-describedby"):
        parts = []
        for ref in _id_refs(element, _attribute(element, "aria-describedby")):
            options = _Options(set())
            options.described = hidden_for_aria(ref, cache)
            parts.append(_Name(cache).text(ref, options))
        return _flat(" ".join(parts))
    if element.hasAttribute("aria-description"):
        return _flat(_attribute(element, "aria-description") or "")
    return _flat(_attribute(element, "title") or "")


# -- states --------------------------------------------------------------------------------

CHECKED_ROLES = frozenset(
    ["checkbox", "menuitemcheckbox", "option", "radio", "switch", "menuitemradio", "treeitem"]
)
DISABLED_ROLES = frozenset(
    [
        "application",
        "button",
        "composite",
        "gridcell",
        "group",
        "input",
        "link",
        "menuitem",
        "scrollbar",
        "separator",
        "tab",
        "checkbox",
        "columnheader",
        "combobox",
        "grid",
        "listbox",
        "menu",
        "menubar",
        "menuitemcheckbox",
        "menuitemradio",
        "option",
        "radio",
        "radiogroup",
        "row",
        "rowheader",
        "searchbox",
        "select",
        "slider",
        "spinbutton",
        "switch",
        "tablist",
        "textbox",
        "toolbar",
        "tree",
        "treegrid",
        "treeitem",
    ]
)
EXPANDED_ROLES = frozenset(
    [
        "application",
        "button",
        "checkbox",
        "combobox",
        "gridcell",
        "link",
        "listbox",
        "menuitem",
        "row",
        "rowheader",
        "tab",
        "treeitem",
        "columnheader",
        "menuitemcheckbox",
        "menuitemradio",
        "switch",
    ]
)
INVALID_ROLES = frozenset(
    [
        "application",
        "checkbox",
        "columnheader",
        "combobox",
        "gridcell",
        "listbox",
        "radiogroup",
        "rowheader",
        "searchbox",
        "slider",
        "spinbutton",
        "switch",
        "textbox",
        "tree",
    ]
)
LEVEL_ROLES = frozenset({"heading", "listitem", "row", "treeitem"})
PRESSED_ROLES = frozenset({"button"})
SELECTED_ROLES = frozenset(
    {"gridcell", "option", "row", "tab", "rowheader", "columnheader", "treeitem"}
)


def checked(element: Any, cache: Cache) -> bool | str:
    """``True``, ``False`` or ``"mixed"``: a checkbox or radio input's checkedness (an
    indeterminate input: mixed), else ``aria-checked`` on a role that has it."""
    tag = _tag(element)
    if tag == "INPUT" and getattr(element, "indeterminate", False):
        return "mixed"
    if tag == "INPUT" and getattr(element, "type", None) in ("checkbox", "radio"):
        return bool(element.checked)
    if (aria_role(element, cache) or "") in CHECKED_ROLES:
        value = (_attribute(element, "aria-checked") or "").lower()
        if value == "true":
            return True
        if value == "mixed":
            return "mixed"
    return False


def _aria_disabled_chain(element: Any) -> bool:
    node = element
    while node is not None:
        value = (_attribute(node, "aria-disabled") or "").lower()
        if value in ("true", "false"):
            return value == "true"
        node = node.parentElement
    return False


def disabled(element: Any, cache: Cache) -> bool:
    """Natively disabled (a form control's ``disabled``, a disabled ``optgroup`` or
    ``fieldset``), or ``aria-disabled`` on it or the nearest ancestor that says."""
    if _natively_disabled(element):
        return True
    return (aria_role(element, cache) or "") in DISABLED_ROLES and _aria_disabled_chain(element)


def expanded(element: Any, cache: Cache) -> bool | None:
    """A ``details``' ``open``, else ``aria-expanded`` on a role that has it."""
    if _tag(element) == "DETAILS":
        return bool(element.hasAttribute("open"))
    if (aria_role(element, cache) or "") in EXPANDED_ROLES:
        value = _attribute(element, "aria-expanded")
        return None if value is None else value.lower() == "true"
    return None


def invalid(element: Any) -> bool | str:
    """``aria-invalid``: ``False``, ``True``, ``"grammar"`` or ``"spelling"``."""
    value = (_attribute(element, "aria-invalid") or "").lower()
    if not value.strip() or value == "false":
        return False
    if value in ("grammar", "spelling"):
        return value
    return True


def level(element: Any, cache: Cache) -> int:
    """``h1``..``h6``'s level, else a positive integer ``aria-level`` on a role that has it;
    0 for none."""
    tag = _tag(element)
    if element.namespaceURI == _HTML and tag in ("H1", "H2", "H3", "H4", "H5", "H6"):
        return int(tag[1])
    if (aria_role(element, cache) or "") in LEVEL_ROLES:
        value = _attribute(element, "aria-level")
        if value is not None:
            number = _js_number(value)
            if number is not None and number >= 1 and number == int(number):
                return int(number)
    return 0


def _js_number(text: str) -> float | None:
    text = _js_trim(text)
    if not text:
        return 0.0
    try:
        return float(text) if re.fullmatch(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?", text) else None
    except ValueError:
        return None


def pressed(element: Any, cache: Cache) -> bool | str:
    """``aria-pressed`` on a button: ``True``, ``False`` or ``"mixed"``."""
    if (aria_role(element, cache) or "") in PRESSED_ROLES:
        value = (_attribute(element, "aria-pressed") or "").lower()
        if value == "true":
            return True
        if value == "mixed":
            return "mixed"
    return False


def selected(element: Any, cache: Cache) -> bool:
    """An option's selectedness, else ``aria-selected="true"`` on a role that has it."""
    if _tag(element) == "OPTION":
        return bool(getattr(element, "selected", False))  # (MathML's option: none)
    if (aria_role(element, cache) or "") in SELECTED_ROLES:
        return (_attribute(element, "aria-selected") or "").lower() == "true"
    return False
