"""Playwright's aria snapshot (https://playwright.dev/python/docs/aria-snapshots): the
accessibility tree of an element as Playwright builds it (:mod:`._aria_rules`' roles, names
and states; elements without a role leave their content to their parent; text nodes kept),
normalized (adjacent texts joined and white space collapsed; a generic element without a
name or content dropped) and written as Playwright's YAML: ``- role "name" [state]`` lines,
``- text: ...`` for text, ``- /url: ...`` under a link, two spaces an indent.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ._aria_rules import (
    CHECKED_ROLES,
    DISABLED_ROLES,
    EXPANDED_ROLES,
    INVALID_ROLES,
    LEVEL_ROLES,
    PRESSED_ROLES,
    SELECTED_ROLES,
    Cache,
    accessible_name,
    aria_role,
    checked,
    css_content,
    disabled,
    display,
    expanded,
    hidden_for_aria,
    invalid,
    level,
    normalize_white_space,
    pressed,
    selected,
    text_not_rendered,
)

__all__ = ["AriaNode", "aria_tree", "render_yaml"]

#: A name longer than this is left out of a snapshot's line (Playwright's limit).
_LONGEST_NAME = 900


class AriaNode:
    """One node of the tree: a role, a name, its states (None where the role has none) and
    its children (nodes and texts); ``props``: ``url`` of a link, ``placeholder`` of a
    textbox."""

    __slots__ = (
        "active",
        "checked",
        "children",
        "disabled",
        "element",
        "expanded",
        "invalid",
        "level",
        "name",
        "pressed",
        "props",
        "role",
        "selected",
    )

    def __init__(self, role: str, name: str = "", element: Any = None) -> None:
        self.role = role
        self.name = name
        self.element = element
        self.children: list[AriaNode | str] = []
        self.props: dict[str, str] = {}
        self.active = False
        self.checked: bool | str | None = None
        self.disabled: bool | None = None
        self.expanded: bool | None = None
        self.invalid: bool | str | None = None
        self.level: int | None = None
        self.pressed: bool | str | None = None
        self.selected: bool | None = None

    def __repr__(self) -> str:
        return f"<AriaNode {self.role} {self.name!r}>"


def _truncate_data_url(url: str) -> str:
    if not url.startswith("data:"):
        return url
    comma = url.find(",")
    return url if comma < 0 else url[: comma + 1] + "\u2026"


class _Builder:
    __slots__ = ("cache", "root", "visited")

    def __init__(self, root: Any) -> None:
        self.cache = Cache()
        self.root = root
        self.visited: set[int] = set()

    def visit(self, parent: AriaNode, node: Any, parent_visible: bool) -> None:
        key = id(node)
        if key in self.visited:
            return
        self.visited.add(key)
        kind = node.nodeType
        if kind in (3, 4):
            data = str(node.data)
            if data and parent_visible and not text_not_rendered(node) and parent.role != "textbox":
                parent.children.append(data)
            return
        if kind != 1:
            return
        if hidden_for_aria(node, self.cache):
            return
        owned = []
        for token in (node.getAttribute("aria-owns") or "").split():
            found = node.ownerDocument.getElementById(token)
            if found is not None:
                owned.append(found)
        child = self.node(node)
        if child is not None:
            parent.children.append(child)
        self.process(child or parent, node, owned)

    def process(self, target: AriaNode, element: Any, owned: list[Any]) -> None:
        cache = self.cache
        block = display(element, cache) != "inline" or element.localName == "br"
        if block:
            target.children.append(" ")
        target.children.append(css_content(element, "::before", cache) or "")
        for child in element.childNodes:
            self.visit(target, child, True)
        for child in owned:
            self.visit(target, child, True)
        target.children.append(css_content(element, "::after", cache) or "")
        if block:
            target.children.append(" ")
        if len(target.children) == 1 and target.name == target.children[0]:
            target.children = []
        if target.role == "link" and element.hasAttribute("href"):
            target.props["url"] = _truncate_data_url(element.getAttribute("href"))
        if target.role == "textbox" and element.hasAttribute("placeholder"):
            placeholder = element.getAttribute("placeholder")
            if placeholder != target.name:
                target.props["placeholder"] = placeholder

    def node(self, element: Any) -> AriaNode | None:
        cache = self.cache
        local = element.localName
        if local in ("iframe", "frame"):
            return AriaNode("iframe", "", element)
        role = aria_role(element, cache)
        if not role or role in ("presentation", "none"):
            return None
        if (
            role == "generic"
            and display(element, cache) == "inline"
            and element.childNodes.length == 1
            and element.firstChild.nodeType == 3
        ):
            return None
        result = AriaNode(role, normalize_white_space(accessible_name(element, cache)), element)
        result.active = element.ownerDocument.activeElement is element
        if role in CHECKED_ROLES:
            result.checked = checked(element, cache)
        if role in DISABLED_ROLES:
            result.disabled = disabled(element, cache)
        if role in EXPANDED_ROLES:
            result.expanded = expanded(element, cache)
        if role in INVALID_ROLES:
            result.invalid = invalid(element)
        if role in LEVEL_ROLES:
            result.level = level(element, cache)
        if role in PRESSED_ROLES:
            result.pressed = pressed(element, cache)
        if role in SELECTED_ROLES:
            result.selected = selected(element, cache)
        if (
            local in ("input", "textarea")
            and element.namespaceURI == ("http://www.w3.org/1999/xhtml")
            and str(element.type) not in ("checkbox", "radio", "file")
        ):
            result.children = [str(element.value)]
        return result


def _merge_texts(node: AriaNode) -> None:
    """Adjacent texts as one, white space normalized, empty ones dropped; a lone text
    equal to the name dropped."""
    children: list[AriaNode | str] = []
    buffer: list[str] = []
    for child in [*node.children, None]:
        if isinstance(child, str):
            buffer.append(child)
            continue
        if buffer:
            text = normalize_white_space("".join(buffer))
            if text:
                children.append(text)
            buffer = []
        if child is not None:
            children.append(child)
    node.children = children
    if len(children) == 1 and children[0] == node.name:
        node.children = []


def _normalize(node: AriaNode) -> None:
    """Playwright's normalizing passes, children first: texts merged, a generic element
    without a name or children dropped."""
    children: list[AriaNode | str] = []
    for child in node.children:
        if isinstance(child, str):
            children.append(child)
            continue
        _normalize(child)
        _merge_texts(child)
        if child.role == "generic" and not child.name and not child.children:
            continue
        children.append(child)
    node.children = children


def aria_tree(element: Any) -> AriaNode:
    """The normalized tree of ``element``: a ``fragment`` node whose children are the
    element's node (or, for an element without a role, its content)."""
    builder = _Builder(element)
    root = AriaNode("fragment", "", element)
    builder.visit(root, element, True)
    _normalize(root)
    _merge_texts(root)
    return root


# -- YAML --------------------------------------------------------------------------------

_NEEDS_QUOTES = (
    re.compile(r"^\s|\s$"),
    re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]"),
    re.compile(r"^-"),
    re.compile(r"[\n:](\s|$)"),
    re.compile(r"\s#"),
    re.compile(r"[\n\r]"),
    re.compile(r"^[&*\],?!>|@\"'#%]"),
    re.compile(r"[{}`]"),
    re.compile(r"^\["),
    re.compile(r"^[-+]?\.(inf|nan)$", re.IGNORECASE),
)
_WORDS = frozenset({"y", "n", "yes", "no", "true", "false", "on", "off", "null", "~"})


def _js_number_like(text: str) -> bool:
    """Whether JavaScript's ``Number(text)`` is a number (not NaN)."""
    stripped = text.strip(" \t\n\v\f\r\xa0\ufeff\u2028\u2029")
    if not stripped:
        return True
    if re.fullmatch(r"0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+", stripped):
        return True
    if re.fullmatch(r"[+-]?Infinity", stripped):
        return True
    return re.fullmatch(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?", stripped) is not None


def _needs_quotes(text: str) -> bool:
    if not text:
        return True
    if any(pattern.search(text) for pattern in _NEEDS_QUOTES):
        return True
    return _js_number_like(text) or text.lower() in _WORDS


def _yaml_key(text: str) -> str:
    if not _needs_quotes(text):
        return text
    return "'" + text.replace("'", "''") + "'"


_ESCAPES = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r"}
_ESCAPES["\t"] = "\\t"


def _yaml_value(text: str) -> str:
    if not _needs_quotes(text):
        return text
    escaped = re.sub(
        '[\\\\"\x00-\x1f\x7f-\x9f]',
        lambda m: _ESCAPES.get(m.group(), f"\\x{ord(m.group()):02x}"),
        text,
    )
    return '"' + escaped + '"'


def _js_json_string(text: str) -> str:
    """JavaScript's ``JSON.stringify`` of a string (non-ASCII kept, lone surrogates
    escaped)."""
    return json.dumps(text, ensure_ascii=False)


def _key(node: AriaNode) -> str:
    key = node.role
    if node.name and len(node.name) <= _LONGEST_NAME:
        key += " " + _js_json_string(node.name)
    if node.checked == "mixed":
        key += " [checked=mixed]"
    if node.checked is True:
        key += " [checked]"
    if node.disabled:
        key += " [disabled]"
    if node.expanded:
        key += " [expanded]"
    if node.invalid in ("grammar", "spelling"):
        key += f" [invalid={node.invalid}]"
    if node.invalid is True:
        key += " [invalid]"
    if node.level:
        key += f" [level={node.level}]"
    if node.pressed == "mixed":
        key += " [pressed=mixed]"
    if node.pressed is True:
        key += " [pressed]"
    if node.selected is True:
        key += " [selected]"
    return key


def _render(node: AriaNode | str, depth: int, lines: list[str]) -> None:
    indent = "  " * depth
    if isinstance(node, str):
        if node:
            lines.append(f"{indent}- text: {_yaml_value(node)}")
        return
    key = indent + "- " + _yaml_key(_key(node))
    props = list(node.props.items())
    lone_text = node.children[0] if len(node.children) == 1 else None
    if isinstance(lone_text, str):
        if props:
            lines.append(key + ":")
            lines.extend(f"{indent}  - /{name}: {_yaml_value(value)}" for name, value in props)
            _render(lone_text, depth + 1, lines)
        else:
            lines.append(f"{key}: {_yaml_value(lone_text)}")
        return
    if not props and not node.children:
        lines.append(key)
        return
    lines.append(key + ":")
    lines.extend(f"{indent}  - /{name}: {_yaml_value(value)}" for name, value in props)
    for child in node.children:
        _render(child, depth + 1, lines)


def render_yaml(root: AriaNode) -> str:
    """The tree as Playwright's YAML (a ``fragment``: its children at the top level)."""
    lines: list[str] = []
    for child in root.children if root.role == "fragment" else [root]:
        _render(child, 0, lines)
    return "\n".join(lines)
