"""The states of an element's accessible object as Chromium 156's accessibility tree has them
(its DevTools protocol's node properties ``checked``, ``disabled``, ``expanded``, ``level``,
``pressed``, ``selected``): WAI-ARIA 1.3's states (https://w3c.github.io/aria/#state_prop_def)
mapped from HTML by HTML-AAM (https://w3c.github.io/html-aam/#html-attribute-state-and-property-mappings),
each only on the roles that support it (None elsewhere).
"""

from __future__ import annotations

import re
from typing import Any, Literal

from ._roles import is_focusable, role

__all__ = ["checked", "disabled", "expanded", "level", "pressed", "selected"]

_HTML = "http://www.w3.org/1999/xhtml"

#: The roles with a checked state (https://w3c.github.io/aria/#aria-checked).
_CHECKABLE = frozenset({"checkbox", "menuitemcheckbox", "menuitemradio", "radio", "switch"})
#: The roles ``aria-checked`` gives a checked state to.
_CHECKED_ATTRIBUTE = _CHECKABLE | {"option", "treeitem"}
#: The roles whose checked state can be mixed.
_MIXABLE = frozenset({"checkbox", "menuitemcheckbox", "option", "treeitem"})
#: The roles ``aria-expanded`` gives an expanded state to (Chromium's: not a gridcell's).
_EXPANDABLE = frozenset(
    [
        "application",
        "button",
        "checkbox",
        "columnheader",
        "combobox",
        "link",
        "listitem",
        "menuitem",
        "menuitemcheckbox",
        "menuitemradio",
        "row",
        "rowheader",
        "switch",
        "tab",
        "treeitem",
    ]
)
#: The roles with a level (https://w3c.github.io/aria/#aria-level).
_LEVELLED = frozenset({"heading", "listitem", "row", "treeitem", "comment"})
#: The roles with a selected state (https://w3c.github.io/aria/#aria-selected).
_SELECTABLE = frozenset(
    {"columnheader", "gridcell", "option", "row", "rowheader", "tab", "treeitem"}
)
#: The roles a disabled state applies to, and the elements disabled by HTML.
_FORM_CONTROLS = frozenset(
    {"button", "input", "select", "textarea", "option", "optgroup", "fieldset"}
)


def _html(element: Any, *names: str) -> bool:
    return element.namespaceURI == _HTML and element.localName in names


def _token(element: Any, attribute: str) -> str | None:
    value = element.getAttribute(attribute)
    return None if value is None else value.strip().lower()


def checked(element: Any) -> bool | Literal["mixed"] | None:
    """https://w3c.github.io/aria/#aria-checked: a checkbox or radio input's checkedness
    (an indeterminate checkbox: ``"mixed"``), else ``aria-checked`` where it says (any value
    but ``false`` and ``mixed`` is true; ``mixed`` stays so on a checkbox or
    menuitemcheckbox), else false on a checkbox, radio, switch or menu item of those; None
    for other roles."""
    element_role = role(element)
    if _html(element, "input") and element.type in ("checkbox", "radio"):
        if element.type == "checkbox" and element.indeterminate:
            return "mixed"
        return bool(element.checked)
    said = _aria_true(element, "aria-checked")
    if said is not None and element_role in _CHECKED_ATTRIBUTE:
        if _token(element, "aria-checked") == "mixed":
            return "mixed" if element_role in _MIXABLE else False
        return said
    return False if element_role in _CHECKABLE else None


def _aria_true(element: Any, attribute: str) -> bool | None:
    """An ARIA true/false attribute as Chromium reads it: absent, empty or ``undefined``:
    None; ``false``: False; any other value: True."""
    value = _token(element, attribute)
    if value is None or value in ("", "undefined"):
        return None
    return value != "false"


def disabled(element: Any) -> bool:
    """Whether the element is disabled (https://html.spec.whatwg.org/#concept-fe-disabled:
    ``disabled``, a disabled ``fieldset`` outside its first ``legend``, a disabled
    ``optgroup`` or ``select`` for an option; a ``fieldset`` itself is not), or
    ``aria-disabled`` on it or an ancestor (https://w3c.github.io/aria/#aria-disabled; any
    value but ``false`` is true)."""
    if _html(element, *_FORM_CONTROLS) and not _html(element, "fieldset"):
        if element.matches(":disabled"):
            return True
        if _html(element, "option", "optgroup"):
            select = element.closest("select")
            if select is not None and select.matches(":disabled"):
                return True
    own = _aria_true(element, "aria-disabled")
    if own is not None:
        return own
    if not (is_focusable(element) or _html(element, "option", "optgroup")):
        return False  # (an ancestor's aria-disabled reaches the focusable elements only)
    node = element.parentElement
    while node is not None:
        value = _aria_true(node, "aria-disabled")
        if value is not None:
            return value
        node = node.parentElement
    return False


def expanded(element: Any) -> bool | None:
    """https://w3c.github.io/aria/#aria-expanded: a ``details`` element's summary: the
    ``open`` attribute; a drop-down ``select``: false (closed, whatever its
    ``aria-expanded``); else ``aria-expanded`` where
    it says (any value but ``false`` is true) on a role that supports it; None otherwise."""
    if _html(element, "summary"):
        parent = element.parentElement
        if parent is not None and _html(parent, "details"):
            summary = next((c for c in parent.children if _html(c, "summary")), None)
            if summary is element:
                return bool(parent.hasAttribute("open"))
    if _html(element, "select") and role(element) == "combobox":
        return False
    said = _aria_true(element, "aria-expanded")
    if said is not None and (role(element) in _EXPANDABLE or _html(element, "th", "tr")):
        return said
    return None


def _leading_integer(text: str) -> int:
    """The integer a value starts with (``2.5``: 2), 0 for none."""
    found = re.match(r"\s*([+-]?\d+)", text)
    return int(found.group(1)) if found else 0


def level(element: Any) -> int | None:
    """https://w3c.github.io/aria/#aria-level: a non-empty ``aria-level`` (the integer it
    starts with, at least 1) on a heading, list item, row or tree item; else a heading's
    (``h1``..``h6``'s number, 2 for another), a list item's nesting depth among lists, a
    tree item's among groups; None for another role (a row without ``aria-level`` too)."""
    element_role = role(element)
    if element_role not in _LEVELLED and not _html(element, "tr"):
        return None
    value = element.getAttribute("aria-level")
    if value is not None and value.strip():
        return max(_leading_integer(value), 1)
    if element_role == "heading":
        if _html(element, "h1", "h2", "h3", "h4", "h5", "h6"):
            return int(element.localName[1])
        return 2
    if element_role in ("listitem", "treeitem"):
        containers = ("list", "directory") if element_role == "listitem" else ("group",)
        depth = 1 if element_role == "treeitem" else 0
        node = element.parentElement
        while node is not None:
            if role(node) in containers:
                depth += 1
            node = node.parentElement
        return max(depth, 1)
    return None


def pressed(element: Any) -> bool | Literal["mixed"] | None:
    """https://w3c.github.io/aria/#aria-pressed: ``aria-pressed`` on a button where it says
    (``mixed``, ``false``, any other value true); None when absent or empty, or for another
    role."""
    if role(element) != "button":
        return None
    said = _aria_true(element, "aria-pressed")
    if said is not None and _token(element, "aria-pressed") == "mixed":
        return "mixed"
    return said


def selected(element: Any) -> bool | None:
    """https://w3c.github.io/aria/#aria-selected: ``aria-selected`` where it says (any value
    but ``false`` is true), else None for a disabled element; an ``option`` element's
    selectedness; false for the other options, tabs and tree items; None for another
    role."""
    said = _aria_true(element, "aria-selected")
    element_role = role(element)
    if said is not None and element_role in _SELECTABLE:
        return said
    if disabled(element):
        return None
    if _html(element, "option"):
        return bool(element.selected)
    if element_role in ("option", "tab", "treeitem"):
        return False
    return None
