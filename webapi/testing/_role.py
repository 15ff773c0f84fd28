"""``get_by_role``'s matching (https://playwright.dev/python/docs/api/class-page#page-get-by-role)
by Playwright's own rules, as its ``queryRole`` applies them (:mod:`._aria_rules`, the rules of
its aria snapshots, one cache a query): the role, the states asked for (``checked``,
``disabled``, ``expanded``, ``level``, ``pressed``, ``selected``), hidden elements left out
unless ``include_hidden``, then the accessible name against ``name`` and the accessible
description against ``description``. Playwright's roles are not Chromium's computed roles
(``webapi.aria.role``): ``img`` for ``image``, ``presentation`` for ``none``, ARIA 1.3's
``role="image"`` unknown, a presentational parent's role passed on to the rows, cells and
items it requires. Also here: the ``checked`` and ``disabled`` states ``is_checked()``,
``is_enabled()`` and the actions read.
"""

from __future__ import annotations

from typing import Any

from webapi.aria import role

from . import _aria_rules as rules
from ._aria_rules import (
    Cache,
    accessible_description,
    accessible_name,
    aria_role,
    hidden_for_aria,
)
from ._text import Matcher

__all__ = ["RoleQuery"]

#: The roles each state applies to (Playwright raises for another role).
_STATE_ROLES = {
    "checked": (
        "checkbox", "menuitemcheckbox", "option", "radio", "switch", "menuitemradio", "treeitem",
    ),
    "pressed": ("button",),
    "selected": ("row", "gridcell", "option", "tab", "columnheader", "rowheader", "treeitem"),
    "level": ("heading", "listitem", "row", "treeitem"),
    "expanded": (
        "application", "button", "checkbox", "combobox", "gridcell", "link", "listbox",
        "menuitem", "row", "rowheader", "tab", "treeitem", "columnheader", "menuitemcheckbox",
        "menuitemradio", "switch",
    ),
}  # fmt: skip

_HTML = "http://www.w3.org/1999/xhtml"


def _aria_bool(element: Any, attribute: str) -> bool | str | None:
    value = (element.getAttribute(attribute) or "").strip().lower()
    if value == "true":
        return True
    if value == "false":
        return False
    if value == "mixed":
        return "mixed"
    return None


def checked(element: Any) -> bool | str | None:
    """The element's checked state: ``True``, ``False``, ``"mixed"`` or ``None``."""
    html_input = element.namespaceURI == _HTML and element.localName == "input"
    if html_input and element.type in ("checkbox", "radio"):
        if element.type == "checkbox" and element.indeterminate:
            return "mixed"
        return bool(element.checked)
    value = _aria_bool(element, "aria-checked")
    checkable = playwright_role(element) in _STATE_ROLES["checked"]
    return False if value is None and checkable else value


def disabled(element: Any) -> bool:
    """Whether the element is disabled: ``:disabled``, or ``aria-disabled="true"`` on it or
    an ancestor."""
    if element.matches(":disabled"):
        return True
    node = element
    while node is not None:
        if (node.getAttribute("aria-disabled") or "").strip().lower() == "true":
            return True
        node = node.parentElement
    return False


#: The elements that take a ``presentation`` or ``none`` role of a parent (by tag name), and
#: the parents they take it from (Playwright's, after WAI-ARIA's "required owned elements").
_INHERITING = {
    "dd": ("dl", "div"),
    "div": ("dl",),
    "dt": ("dl", "div"),
    "li": ("ol", "ul"),
    "tbody": ("table",),
    "td": ("tr",),
    "tfoot": ("table",),
    "th": ("tr",),
    "thead": ("table",),
    "tr": ("thead", "tbody", "tfoot", "table"),
}

_PRESENTATIONAL = ("none", "presentation")


#: The global ARIA attributes that keep a presentational element's implicit role, less
#: ``aria-label`` and ``aria-labelledby`` (which ARIA 1.2 prohibits on ``presentation``).
_GLOBAL_ARIA = (
    "aria-atomic", "aria-busy", "aria-controls", "aria-current", "aria-describedby",
    "aria-details", "aria-disabled", "aria-dropeffect", "aria-errormessage", "aria-flowto",
    "aria-grabbed", "aria-haspopup", "aria-hidden", "aria-invalid", "aria-keyshortcuts",
    "aria-live", "aria-owns", "aria-relevant", "aria-roledescription",
)  # fmt: skip
_LABELLING = ("aria-label", "aria-labelledby")
_FOCUSABLE = frozenset({"a", "area", "button", "input", "select", "textarea", "iframe"})


def _only_labelled(element: Any) -> bool:
    """Whether a presentational role's conflict with the element is only its
    ``aria-label`` or ``aria-labelledby`` (Chromium keeps the implicit role for it,
    Playwright does not): not focusable, no other global ARIA attribute."""
    if not (element.hasAttribute("aria-label") or element.hasAttribute("aria-labelledby")):
        return False
    if element.hasAttribute("tabindex") or element.localName in _FOCUSABLE:
        return False
    return not any(element.hasAttribute(attribute) for attribute in _GLOBAL_ARIA)


def _explicit_presentational(element: Any, inherited: bool = False) -> str | None:
    """The ``none`` or ``presentation`` token the element's ``role`` attribute gives, when
    its computed role is that (no conflict resolution undid it); ``inherited`` (the role its
    rows, cells, list items take): also when the token comes first and only a label
    conflicts with it (Playwright prohibits a label on ``presentation`` there, not on the
    element itself: a ``<table role=presentation aria-label=x>`` stays a table and its rows
    are presentational)."""
    tokens = [token.lower() for token in (element.getAttribute("role") or "").split()]
    for token in tokens:
        if token in _PRESENTATIONAL:
            if role(element) == "none":
                return token
            lenient = inherited and token == tokens[0] and _only_labelled(element)
            return token if lenient else None
    return None


def playwright_role(element: Any) -> str:
    """The element's role as Playwright names it: the computed role (Chromium's), with
    ARIA's names where Chromium's differ (``img`` for ``image``; ``presentation`` or the
    author's ``none`` for ``none``), an ``img`` with ``alt=""`` presentational (when it has
    no ``title``, ``tabindex`` or ARIA attribute), and the presentational role of a
    ``table``, ``ul``, ``ol``, ``dl`` and ``tr`` taken by the elements they require (``tr``,
    ``td``, ``li``, ...)."""
    computed = role(element)
    if element.namespaceURI == _HTML and not element.hasAttribute("role"):
        local = element.localName
        if (
            local == "img"
            and element.getAttribute("alt") == ""
            and not element.getAttribute("title")
            and not element.hasAttribute("tabindex")
            and not any(element.hasAttribute(a) for a in (*_GLOBAL_ARIA, *_LABELLING))
        ):
            return "presentation"
        ancestor = element
        while ancestor.localName in _INHERITING:
            parent = ancestor.parentElement
            if parent is None or parent.localName not in _INHERITING[ancestor.localName]:
                break
            inherited = _explicit_presentational(parent, inherited=True)
            if inherited is not None:
                return inherited
            ancestor = parent
    if computed == "image":
        return "img"
    if computed == "none":
        return _explicit_presentational(element) or "presentation"
    return computed


class RoleQuery:
    """One ``get_by_role`` query: ``matches(element)``."""

    __slots__ = ("description", "include_hidden", "name", "role", "states")

    def __init__(
        self,
        wanted: str,
        name: Matcher | None,
        include_hidden: bool,
        states: dict[str, Any],
        description: Matcher | None = None,
    ) -> None:
        self.role = wanted
        self.name = name
        self.description = description
        self.include_hidden = include_hidden
        for state in states:
            roles = _STATE_ROLES.get(state)
            if roles is not None and wanted not in roles:
                listed = ", ".join(f'"{r}"' for r in roles)
                raise ValueError(f'"{state}" attribute is only supported for roles: {listed}')
        self.states = states

    def matches(self, element: Any, cache: Cache) -> bool:
        """Whether ``element`` has the role, states, visibility, name and description asked
        for, by Playwright's rules (its ``queryRole``: :mod:`._aria_rules`, the rules of its
        aria snapshots), ``cache`` living as long as one query."""
        if aria_role(element, cache) != self.role:
            return False
        for state, value in self.states.items():
            if _STATE_READERS[state](element, cache) != value:
                return False
        if not self.include_hidden and hidden_for_aria(element, cache):
            return False
        if self.name is not None and not self.name.matches(accessible_name(element, cache)):
            return False
        about = self.description
        return about is None or about.matches(accessible_description(element, cache))


#: Playwright's state readers, by ``get_by_role``'s keyword.
_STATE_READERS = {
    "checked": rules.checked,
    "disabled": rules.disabled,
    "expanded": rules.expanded,
    "level": rules.level,
    "pressed": rules.pressed,
    "selected": rules.selected,
}
