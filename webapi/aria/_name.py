"""The accessible name of an element: Accessible Name and Description Computation 1.2
(https://w3c.github.io/accname/#computation-steps) with HTML-AAM's native names
(https://w3c.github.io/html-aam/#accessible-name-computations-by-html-element), as Chromium 156
computes them (Blink's ``computedName``), without layout: hidden content is what the cascade
and ``aria-hidden`` hide (:mod:`._hidden`), and the spaces Chromium puts between the parts of a
name from content are those of the parts' ``display`` (a block's name is set apart, an inline
element's is not) and of their sources (a text alternative is set apart).
"""

from __future__ import annotations

import re
from typing import Any

from webapi.html import getComputedStyle

from ._hidden import in_closed_details, is_aria_hidden, is_hidden, is_rendered_hidden
from ._roles import implicit_role, input_type, is_focusable, role

__all__ = ["name", "name_and_source"]

_HTML = "http://www.w3.org/1999/xhtml"
_ELEMENT = 1
_TEXT = 3
_CDATA = 4

#: The roles whose name comes from their content (https://w3c.github.io/aria/#namefromcontent)
#: as Chromium computes them (not ``row`` nor ``listitem``).
_FROM_CONTENT = frozenset(
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
        "rowheader",
        "sectionhead",
        "switch",
        "tab",
        "term",
        "tooltip",
        "treeitem",
        "doc-backlink",
        "doc-biblioref",
        "doc-glossref",
        "doc-noteref",
    ]
)
#: Roles whose content is not part of a name from content computed above them (Chromium's:
#: containers, landmarks and widgets other than the embedded controls).
_NEVER_FROM_CONTENT_RECURSION = frozenset(
    [
        "alert",
        "alertdialog",
        "application",
        "article",
        "banner",
        "complementary",
        "contentinfo",
        "dialog",
        "document",
        "feed",
        "figure",
        "form",
        "grid",
        "group",
        "image",
        "img",
        "log",
        "main",
        "marquee",
        "math",
        "menu",
        "menubar",
        "meter",
        "navigation",
        "note",
        "progressbar",
        "radiogroup",
        "region",
        "scrollbar",
        "search",
        "status",
        "table",
        "tablist",
        "tabpanel",
        "timer",
        "toolbar",
        "tree",
        "treegrid",
    ]
)
#: The roles named by their author only: no name from their content nor a tooltip.
_AUTHOR_ONLY = frozenset(
    [
        "caption",
        "code",
        "deletion",
        "emphasis",
        "generic",
        "insertion",
        "mark",
        "none",
        "paragraph",
        "strong",
        "subscript",
        "superscript",
        "suggestion",
        "time",
    ]
)
#: The embedded controls whose value is their part of a name computed above them
#: (https://w3c.github.io/accname/#comp_embedded_control).
_CONTROLS = frozenset({"textbox", "searchbox", "combobox", "listbox", "slider", "spinbutton"})
#: Elements Chromium names from their author only (roles of its own: LabelText, Legend, ...).
_AUTHOR_ONLY_ELEMENTS = frozenset({"label", "legend", "figcaption", "dl", "output"})
#: Elements whose name is set apart from the text around it in a name from content (their
#: box is replaced content).
_REPLACED = frozenset(
    {
        "img",
        "input",
        "select",
        "textarea",
        "button",
        "meter",
        "progress",
        "video",
        "audio",
        "iframe",
        "embed",
        "object",
        "canvas",
        "svg",
        "math",
    }
)


def _collapse(text: str) -> str:
    """Runs of white space as one space (a text alternative's white space only: kept)."""
    if not text.strip():
        return text
    return " ".join(text.split()).join(
        (" " if text[:1].isspace() else "", " " if text[-1:].isspace() else "")
    )


def _attribute(element: Any, attribute: str) -> str | None:
    value: str | None = element.getAttribute(attribute)
    return value


def _by_ids(element: Any, attribute: str) -> list[Any]:
    """The elements of the element's tree whose IDs the attribute lists (in its order)."""
    value = _attribute(element, attribute)
    if value is None:
        return []
    root = element.getRootNode()
    if not hasattr(root, "getElementById"):
        return []
    found = []
    for token in value.split():
        target = root.getElementById(token)
        if target is not None:
            found.append(target)
    return found


#: What :meth:`_Computation.text_of` returns when it put a name from content in its tokens.
_PUT = "\x00 put in the tokens"


class _Computation:
    """One run of the computation for ``root``: the elements already visited (each
    contributes once)."""

    __slots__ = (
        "label",
        "labelledby_depth",
        "root",
        "root_aria_hidden",
        "title_named",
        "visited",
    )

    def __init__(self, root: Any) -> None:
        self.root = root
        self.label: Any = None  # (the label whose name is being computed for its control)
        self.labelledby_depth = 0  # (inside an aria-labelledby traversal: every content counts)
        # (inside aria-hidden, an element is named by its content all the same, as Chromium
        # does: aria-hidden excludes nothing more there)
        self.root_aria_hidden = is_aria_hidden(root)
        self.visited: set[int] = set()
        self.title_named = False  # (whether the root's title is its name)

    def text_of(
        self,
        node: Any,
        *,
        labelledby: bool,
        recursing: bool,
        show_hidden: bool,
        into: list[tuple[str, str, bool]] | None = None,
    ) -> tuple[str, bool]:
        """https://w3c.github.io/accname/#computation-steps step 2 for ``node``: its text and
        whether it is a text alternative (set apart by spaces in a name from content). With
        ``into``, a name from the node's content is put there as the pieces of text and
        boundaries :func:`_assemble` joins (the text returned is then :data:`_PUT`)."""
        kind = node.nodeType
        if kind in (_TEXT, _CDATA):  # 2G
            return str(node.data), False
        if kind != _ELEMENT or id(node) in self.visited:
            return "", False
        self.visited.add(id(node))
        if not show_hidden and (  # 2A (inside an aria-hidden element, aria-hidden is no bar)
            is_rendered_hidden(node) or (not self.root_aria_hidden and is_aria_hidden(node))
        ):
            return "", False
        node_role = role(node)
        if not labelledby and self.labelledby_depth == 0:  # 2B (not inside a traversal)
            targets = _by_ids(node, _labelledby_attribute(node))
            if targets:
                text = self._labelledby(targets)
                if text.strip():
                    return text, True
        local = node.localName if node.namespaceURI == _HTML else ""
        if (  # 2E (a label naming its control is no embedded control)
            recursing
            and node is not self.root
            and (node_role in _CONTROLS or (local == "meter" and node_role == "meter"))
            and node is not self.label
        ):
            value = self._control_value(node, node_role)
            native_field = local in ("input", "textarea")
            if value or node_role not in ("textbox", "searchbox") or not native_field:
                if value or self.labelledby_depth > 0:
                    return value, True
                return self._unselected_name(node, node_role), True
            # (an empty native text field: Chromium goes on to its own name, its aria-label,
            # title or placeholder)
        if local == "br" and node is self.root:  # (Chromium: its text, whatever its label)
            return "\n", False
        label = _attribute(node, "aria-label")
        if label is not None and label.strip():  # 2C
            return _collapse(label), True
        if local == "br":
            return "\n", False
        author_only = node_role in _AUTHOR_ONLY or local in _AUTHOR_ONLY_ELEMENTS
        if True:  # 2D (Chromium's native names whatever the role)
            native = self._native(node, local)
            if native is not None and (native.strip() or local in ("img", "input")):
                return native, True
        if local in ("select", "textarea"):
            pass  # (never a name from their content)
        elif (
            node_role in _FROM_CONTENT
            or (node_role == "row" and _in_grid(node))
            or (  # 2F
                recursing
                and (node_role not in _NEVER_FROM_CONTENT_RECURSION or self.labelledby_depth > 0)
                and (node_role != "row" or self.labelledby_depth > 0)  # (outside a grid)
            )
            or (node is self.root and not author_only and node_role == "" and local == "summary")
        ):
            if into is None:
                text = self._content(node, show_hidden)
                if text.strip():
                    return text, False
            else:
                tokens: list[tuple[str, str, bool]] = []
                self._walk(node, tokens, show_hidden, True)
                if _assemble(list(tokens)).strip():
                    into.extend(tokens)
                    return _PUT, False
        if (
            author_only
            and node is self.root
            and local != "label"
            and node_role not in ("generic", "none")
        ):
            return "", False
        if _takes_title(node, node_role, local):  # 2I
            title = _attribute(node, "title")
            if title is not None and title.strip():
                self.title_named = self.title_named or node is self.root
                return _collapse(title), True
        if local == "textarea" or (local == "input" and input_type(node) in _PLACEHOLDER_TYPES):
            placeholder = _attribute(node, "placeholder")
            if placeholder:
                return _collapse(placeholder), True
        placeholder = _attribute(node, "aria-placeholder")
        return (_collapse(placeholder), True) if placeholder else ("", False)

    def _labelledby(self, targets: list[Any]) -> str:
        parts = []
        visited, depth = self.visited, self.labelledby_depth
        self.labelledby_depth += 1
        for target in targets:
            hidden = is_hidden(target)
            self.visited = set()  # (each target's traversal afresh, as Chromium's)
            text, _ = self.text_of(target, labelledby=True, recursing=True, show_hidden=hidden)
            if text.strip():  # (each part as it is: Chromium keeps its outer spaces)
                parts.append(text)
        # (the targets count as visited for the rest of the computation, as Chromium has
        # them: a name from content skips an element a descendant's aria-labelledby already
        # took, WPT's accname/name/comp_labelledby.html)
        visited.update(id(target) for target in targets)
        self.visited, self.labelledby_depth = visited, depth
        joined = ""
        for part in parts:  # (one space between, where neither side has one)
            if joined and not joined[-1].isspace() and not part[0].isspace():
                joined += " "
            joined += part
        return joined

    def _control_value(self, node: Any, node_role: str) -> str:
        local = node.localName
        if local == "select":
            index = node.selectedIndex  # (read first: it settles the selectedness)
            if index < 0:
                return ""
            return " ".join(str(node.options[index].textContent).split())
        if local in ("input", "textarea"):
            return str(node.value)
        if node_role in ("textbox", "searchbox"):  # (an ARIA text field: its rendered text)
            return " ".join(_rendered_text(node).split())
        if local == "meter":  # (its value as Chromium prints it: 0, 0.5)
            return _attribute(node, "aria-valuetext") or f"{float(node.value):g}"
        value = _attribute(node, "aria-valuetext") or _attribute(node, "aria-valuenow")
        return value or ""

    @staticmethod
    def _unselected_name(node: Any, node_role: str) -> str:
        """An embedded list box's or combo box's part where none of its options is selected:
        its aria-label, else a select's title, as Chromium has it (a select's empty option
        selected is its part, empty)."""
        select = node.localName == "select"
        if select and node.selectedIndex >= 0:
            return ""
        if node_role in ("listbox", "combobox"):
            for attribute in ("aria-label", "title") if select else ("aria-label",):
                text = _attribute(node, attribute)
                if text is not None and text.strip():
                    return _collapse(text)
        return ""

    def _labels(self, node: Any) -> str | None:
        labels = getattr(node, "labels", None)
        if not labels:
            return None
        parts = []
        for label in labels:
            self.visited.add(id(node))
            if (label.getAttribute("aria-hidden") or "").strip().lower() == "true":
                continue  # (a label aria-hidden itself names nothing)
            self.label = label
            text, _ = self.text_of(label, labelledby=False, recursing=True, show_hidden=False)
            text = " ".join(text.split())
            if text:
                parts.append(text)
        return " ".join(parts) or None

    def _native(self, node: Any, local: str) -> str | None:
        """HTML-AAM's name of the element (step 2D), None for none."""
        if local == "input":
            kind = input_type(node)
            found = self._labels(node)
            if found:
                return found
            if kind in ("button", "submit", "reset"):
                value = _attribute(node, "value")
                if value is not None:
                    return value
                if role(node) not in _FROM_CONTENT:
                    return None  # (Chromium: the default label is its content's text)
                return {"submit": "Submit", "reset": "Reset"}.get(kind)
            if kind == "image":
                for attribute in ("alt", "value", "title"):
                    value = _attribute(node, attribute)
                    if value:
                        return _collapse(value)
                return "Submit"
            return None
        if local in ("select", "textarea", "button", "meter", "output", "progress"):
            return self._labels(node)
        if local in ("img", "area"):
            alt = _attribute(node, "alt")
            return alt if alt is None or not alt.strip() else _collapse(alt)
        if local == "fieldset":
            if role(node) in ("textbox", "searchbox"):
                return None  # (Chromium: a text field's names, never its legend)
            return self._first_child_text(node, "legend")
        if local == "table":
            return self._first_child_text(node, "caption")
        if local == "optgroup":
            return _attribute(node, "label")
        return None

    def _first_child_text(self, node: Any, child_name: str) -> str | None:
        for child in node.children:
            if child.namespaceURI == _HTML and child.localName == child_name:
                text, _ = self.text_of(child, labelledby=False, recursing=True, show_hidden=False)
                return " ".join(text.split())
        return None

    def _content(self, node: Any, show_hidden: bool) -> str:
        """The name from the node's content (step 2F)."""
        tokens: list[tuple[str, str, bool]] = []
        self._walk(node, tokens, show_hidden, True)
        return _assemble(tokens)

    def _walk(
        self, node: Any, tokens: list[tuple[str, str, bool]], show_hidden: bool, included: bool
    ) -> None:
        """Put the pieces of the node's content in ``tokens``: ``("text", data, included)``,
        ``("atom", text, included)`` (a text alternative or replaced content: set apart, and
        not white space for the white space around it) and ``("break", "", False)`` (a
        block's boundary); the content hidden from the name but rendered is there, not
        included, for the white space it keeps or collapses, as layout does. The text of the
        element's ``::before`` and ``::after`` (:func:`_generated_text`) is its first and
        last piece, as Chromium's tree has it."""
        _put_generated(node, "::before", tokens, included)
        for child in node.childNodes:
            kind = child.nodeType
            if kind in (_TEXT, _CDATA):
                tokens.append(("text", str(child.data), included))
            elif kind == _ELEMENT:
                self._child(child, tokens, show_hidden, included)
        _put_generated(node, "::after", tokens, included)

    def _walk_invisible(
        self, node: Any, tokens: list[tuple[str, str, bool]], show_hidden: bool
    ) -> None:
        """:meth:`_walk` for an element of ``visibility: hidden`` (or ``collapse``): its text
        is not included, but its descendants made visible again (``visibility: visible``)
        are, as Chromium has them in its tree (WPT's
        ``accname/name/comp_hidden_not_referenced.html``)."""
        for child in node.childNodes:
            kind = child.nodeType
            if kind in (_TEXT, _CDATA):
                tokens.append(("text", str(child.data), False))
            elif kind == _ELEMENT:
                self._child(child, tokens, show_hidden, True)

    def _child(
        self, child: Any, tokens: list[tuple[str, str, bool]], show_hidden: bool, included: bool
    ) -> None:
        if _no_box(child) and not show_hidden:  # (a hidden referenced subtree: all of it)
            return
        local = child.localName if child.namespaceURI == _HTML else ""
        if local == "br":
            tokens.append(("break", "", False))
            return
        replaced = local in _REPLACED
        block = not replaced and _is_block(child)
        invisible = not show_hidden and _invisible(child)
        aria_hidden = not show_hidden and not self.root_aria_hidden and is_aria_hidden(child)
        excluded = not included or invisible or aria_hidden
        if block:
            tokens.append(("break", "", False))
        if excluded or id(child) in self.visited:
            if replaced:
                tokens.append(("atom", "", False))
            elif included and invisible and not aria_hidden and id(child) not in self.visited:
                self._walk_invisible(child, tokens, show_hidden)
            else:
                self._walk(child, tokens, show_hidden, False)
        else:
            text, _ = self.text_of(
                child, labelledby=False, recursing=True, show_hidden=show_hidden, into=tokens
            )
            if text is not _PUT:  # (not a content put in tokens)
                if text or replaced:
                    tokens.append(("atom", text, True))
                else:  # (no name: its rendered content still counts for white space)
                    self._walk(child, tokens, show_hidden, False)
        if block:
            tokens.append(("break", "", False))


def _no_box(element: Any) -> bool:
    """Whether the element has no box (``display: none``, or content of a closed
    ``details``): nothing of it is laid out."""
    return getComputedStyle(element).getPropertyValue("display") == "none" or in_closed_details(
        element
    )


#: The HTML elements whose ``::before`` and ``::after`` Chromium generates no box for.
_NO_PSEUDO_BOXES = frozenset(
    {"input", "textarea", "select", "img", "iframe", "video", "audio", "embed", "object"}
    | {"canvas", "meter", "progress"}
)


def _put_generated(
    element: Any, pseudo: str, tokens: list[tuple[str, str, bool]], included: bool
) -> None:
    """Put the text of the element's ``pseudo`` (:func:`_generated_text`) in ``tokens``, as
    Chromium's tree has it: none where the pseudo-element has no box (``display: none``),
    not included where it is invisible (``visibility: hidden``), set apart as a block's
    content where it is a block; none of a replaced element or form control, which Chromium
    lays out without its pseudo-elements' boxes."""
    if element.nodeType != _ELEMENT or (
        element.namespaceURI == _HTML and element.localName in _NO_PSEUDO_BOXES
    ):
        return
    text = _generated_text(element, pseudo)
    if not text:
        return
    style = getComputedStyle(element, pseudo)
    display = style.getPropertyValue("display")
    if display == "none":
        return
    block = display not in ("inline", "")
    if block:
        tokens.append(("break", "", False))
    visible = style.getPropertyValue("visibility") not in ("hidden", "collapse")
    tokens.append(("text", text, included and visible))
    if block:
        tokens.append(("break", "", False))


#: A CSS string token of a ``content`` value (its quotes, its escapes kept).
_CSS_STRING = re.compile(r"""\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*""", re.DOTALL)


def _generated_text(element: Any, pseudo: str) -> str:
    """The text the element's ``pseudo`` (``::before``, ``::after``) generates, where its
    computed ``content`` is strings alone (https://drafts.csswg.org/css-content-3/#content-property:
    their text, joined; a backslash escapes the next character); otherwise (``none``,
    ``normal``, quotes, counters, ``attr()``, images) none: those are not computed here."""
    if element.nodeType != _ELEMENT:
        return ""
    value = str(getComputedStyle(element, pseudo).getPropertyValue("content"))
    if not value.strip() or value.strip() in ("none", "normal"):
        return ""
    parts = []
    position = 0
    while position < len(value):
        match = _CSS_STRING.match(value, position)
        if match is None:
            return ""
        parts.append(re.sub(r"\\(.)", r"\1", match.group(1)[1:-1], flags=re.DOTALL))
        position = match.end()
    return "".join(parts)


def _rendered_text(element: Any) -> str:
    """The text of the element's descendants that are rendered visible (an ARIA text field's
    value)."""
    parts = []
    for child in element.childNodes:
        if child.nodeType in (_TEXT, _CDATA):
            if not _invisible(element):
                parts.append(str(child.data))
        elif child.nodeType == _ELEMENT and not _no_box(child):
            text = _rendered_text(child)
            parts.append(f" {text} " if _is_block(child) else text)
    return "".join(parts)


def _invisible(element: Any) -> bool:
    return getComputedStyle(element).getPropertyValue("visibility") in ("hidden", "collapse")


def _is_block(element: Any) -> bool:
    display = getComputedStyle(element).getPropertyValue("display")
    return display not in ("inline", "")


def _assemble(tokens: list[tuple[str, str, bool]]) -> str:
    """The name the pieces of :meth:`_Computation._walk` make: the white space of the text
    collapsed as layout collapses it (a run as one space, none at a line's start or end, none
    after a space), then the included pieces joined, a text alternative and a block's content
    set apart from the rest by one space."""
    texts: list[str] = []
    at_space = True  # (a line's start)
    for index, (kind, text, _) in enumerate(tokens):
        if kind == "text":
            text = " ".join(text.split(None)) if text.strip() else (" " if text else "")
            if text.strip():
                if text[0] != " " and tokens[index][1][:1].isspace():
                    text = " " + text
                if tokens[index][1][-1:].isspace():
                    text += " "
            if at_space and text.startswith(" "):
                text = text[1:]
            if text:
                at_space = text.endswith(" ")
        elif kind == "atom":
            at_space = False
        else:
            _trim_line_end(tokens, texts)
            at_space = True
        texts.append(text)
    _trim_line_end(tokens, texts)
    out = ""
    set_apart = False
    for (kind, _, included), text in zip(tokens, texts, strict=True):
        if kind == "break":
            set_apart = True
        elif not included or not text:
            continue
        elif kind == "atom":
            if not text.strip():
                continue
            if out and not out.endswith(" ") and not text.startswith(" "):
                out += " "
            out += text
            set_apart = True
        else:
            if set_apart and out and not out.endswith(" ") and not text.startswith(" "):
                out += " "
            if out.endswith(" ") and text.startswith(" "):  # (the spaces around left-out
                text = text[1:]  # content are one, as Chromium joins them)
            out += text
            set_apart = False
    return out


def _trim_line_end(tokens: list[tuple[str, str, bool]], texts: list[str]) -> None:
    """Drop the space ending the line so far (the last text before a break, or the end)."""
    for index in range(len(texts) - 1, -1, -1):
        kind = tokens[index][0]
        if kind == "break" or kind == "atom":
            return
        if texts[index]:
            if texts[index].endswith(" "):
                texts[index] = texts[index][:-1]
            return


#: The input types whose placeholder is a name: Chromium's text fields (not its date, time
#: and color fields, nor buttons, checkboxes, radios, ranges and file inputs, which show no
#: placeholder: https://html.spec.whatwg.org/multipage/input.html#attr-input-placeholder).
_PLACEHOLDER_TYPES = frozenset({"text", "search", "email", "tel", "url", "password", "number"})


def _labelledby_attribute(node: Any) -> str:
    """The attribute whose IDs name the element (step 2B): ``aria-labelledby``, else, where
    the element has none, the misspelling ``aria-labeledby`` that Chromium reads too
    (WPT's ``accname/name/comp_labelledby.html``; https://w3c.github.io/aria/#aria-labelledby
    names the one spelling)."""
    return "aria-labelledby" if node.hasAttribute("aria-labelledby") else "aria-labeledby"


def _takes_title(node: Any, node_role: str, local: str) -> bool:
    """Whether the ``title`` attribute names the element (step 2I) as Chromium has it: not a
    generic element's (nor one whose implicit role is generic) unless it is focusable; an
    ``abbr``'s (no ARIA role, Chromium's internal ``Abbr``: its title is its expansion)."""
    if local in ("label", "abbr") or node.localName == "math":
        return True
    if node_role not in ("", "generic", "none"):
        return True
    return implicit_role(node) not in ("", "generic", "none") or is_focusable(node)


def _in_dropdown(option: Any) -> bool:
    """Whether the option is one of a drop-down ``select``'s (a combobox: Chromium names its
    options by their text even where the select is hidden)."""
    parent = option.parentElement
    if parent is not None and parent.localName == "optgroup":
        parent = parent.parentElement
    return parent is not None and parent.localName == "select" and role(parent) == "combobox"


def _in_select(element: Any) -> bool:
    """Whether the element is an option or group of a ``select``."""
    parent = element.parentElement
    while parent is not None and parent.localName in ("optgroup", "select"):
        if parent.localName == "select":
            return True
        parent = parent.parentElement
    return False


def _in_grid(row: Any) -> bool:
    """Whether the row is in a grid (Chromium names a grid's rows from their content, not a
    table's)."""
    parent = row.parentElement
    while parent is not None:
        parent_role = role(parent)
        if parent_role in ("grid", "treegrid"):
            return True
        if parent_role in ("table", "", "row"):
            return False  # (nor a row inside a row: Chromium's is nameless)
        parent = parent.parentElement
    return False


def _set_apart(element: Any) -> bool:
    """Whether the element's part of a name from content is set apart by spaces: its box is
    not inline, or is replaced content."""
    if element.namespaceURI == _HTML and element.localName in _REPLACED:
        return True
    display = getComputedStyle(element).getPropertyValue("display")
    return display not in ("inline", "")


def name(element: Any) -> str:
    """The element's accessible name as Chromium's ``computedName`` gives it: empty for a
    hidden element (not rendered, or invisible; an ``aria-hidden`` one keeps its name); a name
    from content has its white space collapsed and trimmed, a text
    alternative (``aria-label``, ``alt``, ``title``) its runs of white space collapsed."""
    return name_and_source(element)[0]


def name_and_source(element: Any) -> tuple[str, bool]:
    """The element's name (:func:`name`) and whether its ``title`` attribute gave it."""
    dropdown_option = (
        element.localName == "option" and _in_dropdown(element) and not is_aria_hidden(element)
    )
    if is_rendered_hidden(element) and not dropdown_option:
        return "", False
    if (element.getAttribute("aria-hidden") or "").strip().lower() == "true":
        return "", False  # (its own aria-hidden: an inherited one leaves Chromium's name)
    computation = _Computation(element)
    text, _ = computation.text_of(
        element, labelledby=False, recursing=False, show_hidden=dropdown_option
    )
    return text, computation.title_named
