"""The templates of ``to_match_aria_snapshot`` (https://playwright.dev/python/docs/aria-snapshots):
the YAML Playwright writes (a block sequence of ``- key`` and ``- key: value`` items, nested
sequences, quoted and plain scalars, comments), each key read as ``role "name" [state]``
(a name in double quotes, or a regular expression between slashes), ``text: ...`` and
``/url: ...`` (``/children: contain | equal | deep-equal``), and the matching: a template
matches a node of the tree when its role, the states it gives, its name (exactly, white space
normalized, or searched by the expression) and its children in order (a subsequence, unless
``/children`` says otherwise) match, the node anywhere in the tree.
"""

from __future__ import annotations

import re

from ._aria_rules import normalize_white_space
from ._aria_snapshot import AriaNode
from ._errors import Error

__all__ = ["Template", "matches", "parse_template"]


class _Text:
    """A text value: as written, and white space normalized."""

    __slots__ = ("normalized", "raw")

    def __init__(self, raw: str) -> None:
        self.raw = raw
        self.normalized = normalize_white_space(raw)


class Template:
    """One node of a parsed template: ``kind`` "role" (``role``, ``name``: a str or a
    compiled expression, the states given, ``props``, ``children``, ``mode``) or "text"."""

    __slots__ = (
        "active",
        "checked",
        "children",
        "disabled",
        "expanded",
        "invalid",
        "kind",
        "level",
        "mode",
        "name",
        "pressed",
        "props",
        "role",
        "selected",
        "text",
    )

    def __init__(self, kind: str, role: str = "") -> None:
        self.kind = kind
        self.role = role
        self.name: str | re.Pattern[str] = ""
        self.text: _Text | None = None
        self.children: list[Template] = []
        self.props: dict[str, _Text] = {}
        self.mode: str | None = None
        self.active: bool | None = None
        self.checked: bool | str | None = None
        self.invalid: bool | str | None = None
        self.disabled: bool | None = None
        self.expanded: bool | None = None
        self.level: int | None = None
        self.pressed: bool | str | None = None
        self.selected: bool | None = None


# -- YAML ----------------------------------------------------------------------------------


class _Line:
    __slots__ = ("indent", "number", "text")

    def __init__(self, number: int, indent: int, text: str) -> None:
        self.number = number
        self.indent = indent
        self.text = text


def _lines(source: str) -> list[_Line]:
    out = []
    for number, line in enumerate(source.replace("\r\n", "\n").split("\n"), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if "\t" in line[: len(line) - len(line.lstrip())]:
            raise Error(f"Aria snapshot: line {number}: tabs are not allowed for indentation")
        out.append(_Line(number, len(line) - len(line.lstrip(" ")), line.strip()))
    return out


_DOUBLE_ESCAPES = {
    "0": "\0", "a": "\a", "b": "\b", "t": "\t", "n": "\n", "v": "\v", "f": "\f", "r": "\r",
    "e": "\x1b", " ": " ", '"': '"', "/": "/", "\\": "\\", "N": "\x85", "_": "\xa0",
    "L": "\u2028", "P": "\u2029",
}  # fmt: skip


def _double_quoted(text: str, start: int) -> tuple[str, int]:
    """The scalar of a double-quoted YAML string at ``start`` and the index after it."""
    out: list[str] = []
    index = start + 1
    while index < len(text):
        char = text[index]
        if char == '"':
            return "".join(out), index + 1
        if char == "\\" and index + 1 < len(text):
            code = text[index + 1]
            width = {"x": 2, "u": 4, "U": 8}.get(code)
            if width is not None:
                out.append(chr(int(text[index + 2 : index + 2 + width], 16)))
                index += 2 + width
                continue
            out.append(_DOUBLE_ESCAPES.get(code, code))
            index += 2
            continue
        out.append(char)
        index += 1
    raise Error(f"Aria snapshot: unterminated string: {text}")


def _single_quoted(text: str, start: int) -> tuple[str, int]:
    out: list[str] = []
    index = start + 1
    while index < len(text):
        char = text[index]
        if char == "'":
            if text[index + 1 : index + 2] == "'":
                out.append("'")
                index += 2
                continue
            return "".join(out), index + 1
        out.append(char)
        index += 1
    raise Error(f"Aria snapshot: unterminated string: {text}")


def _strip_comment(text: str) -> str:
    found = re.search(r"\s#", text)
    return text[: found.start()] if found else text


def _split_entry(text: str) -> tuple[str, str | None, bool]:
    """A sequence item's text as (key, value or None, whether the key was quoted): ``key:
    value``, ``key:`` (value ""), or a lone scalar (value None)."""
    if text[:1] in ("'", '"'):
        key, end = (_single_quoted if text[0] == "'" else _double_quoted)(text, 0)
        rest = text[end:].lstrip()
        if rest.startswith(":"):
            return key, rest[1:].strip(), True
        if _strip_comment(rest).strip():
            raise Error(f"Aria snapshot: unexpected text after a string: {text}")
        return key, None, True
    text = _strip_comment(text)
    found = re.search(r":(\s|$)", text)
    if found is None:
        return text.strip(), None, False
    return text[: found.start()].strip(), text[found.end() :].strip(), False


_JS_NUMBER = re.compile(r"[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?|0x[0-9a-fA-F]+|0o[0-7]+")


def _js_number_text(text: str) -> str:
    """A YAML number as JavaScript's ``String()`` writes it."""
    if text.lower().startswith(("0x", "0o")):
        return str(int(text, 0))
    number = float(text)
    if number == int(number) and abs(number) < 1e21:
        return str(int(number))
    return repr(number)


def _scalar(text: str) -> tuple[str | None, str]:
    """A value's scalar and its kind: ("...", "string"), ("...", "number"/"boolean") or
    (None, "null")."""
    if text[:1] in ('"', "'"):
        value, _ = (_double_quoted if text[0] == '"' else _single_quoted)(text, 0)
        return value, "string"
    text = _strip_comment(text).strip()
    if text in ("", "~", "null", "Null", "NULL"):
        return None, "null"
    if text in ("true", "True", "TRUE", "false", "False", "FALSE"):
        return text.lower(), "boolean"
    if _JS_NUMBER.fullmatch(text):
        return _js_number_text(text), "number"
    return text, "string"


class _Parser:
    __slots__ = ("lines", "position")

    def __init__(self, lines: list[_Line]) -> None:
        self.lines = lines
        self.position = 0

    def sequence(self, container: Template, indent: int) -> None:
        while self.position < len(self.lines):
            line = self.lines[self.position]
            if line.indent < indent:
                return
            if line.indent > indent or not (line.text == "-" or line.text.startswith("- ")):
                raise Error(
                    f"Aria snapshot: line {line.number}: "
                    'Aria snapshot must be a YAML sequence, elements starting with " -"'
                )
            self.position += 1
            self.item(container, line.text[1:].strip(), indent, line.number)

    def item(self, container: Template, text: str, indent: int, number: int) -> None:
        key, value, _ = _split_entry(text)
        if value is None:
            container.children.append(_parse_key(key))
            return
        self.entry(container, key, value, indent, number)
        # (further entries of the same map, under the first one's key)
        while self.position < len(self.lines):
            line = self.lines[self.position]
            if line.indent <= indent or line.text.startswith("- "):
                break
            self.position += 1
            key, value, _ = _split_entry(line.text)
            if value is None:
                raise Error(f"Aria snapshot: line {line.number}: a map entry needs a value")
            self.entry(container, key, value, line.indent - 2, line.number)

    def entry(self, container: Template, key: str, value: str, indent: int, number: int) -> None:
        nested = (
            not value
            and self.position < len(self.lines)
            and self.lines[self.position].indent > indent
            and self.lines[self.position].text.startswith("-")
        )
        if key == "text":
            scalar, kind = _scalar(value)
            if nested or kind != "string" or scalar is None:
                raise Error(f"Aria snapshot: line {number}: Text value should be a string")
            text = Template("text")
            text.text = _Text(scalar)
            container.children.append(text)
            return
        if key == "/children":
            scalar, _ = _scalar(value)
            if scalar not in ("contain", "equal", "deep-equal"):
                raise Error(
                    f"Aria snapshot: line {number}: "
                    'Strict value should be "contain", "equal" or "deep-equal"'
                )
            container.mode = scalar
            return
        if key.startswith("/"):
            scalar, kind = _scalar(value)
            if kind != "string" or scalar is None:
                raise Error(f"Aria snapshot: line {number}: Property value should be a string")
            container.props[key[1:]] = _Text(scalar)
            return
        node = _parse_key(key)
        if nested:
            container.children.append(node)
            self.sequence(node, self.lines[self.position].indent)
            return
        scalar, kind = _scalar(value)
        if scalar is None:
            raise Error(
                f"Aria snapshot: line {number}: Node value should be a string or a sequence"
            )
        text = Template("text")
        text.text = _Text(scalar)
        node.children = [text]
        container.children.append(node)


# -- keys ----------------------------------------------------------------------------------


def _parse_key(key: str) -> Template:
    """``role "name" [attribute=value]...`` (Playwright's key grammar)."""
    position = 0
    length = len(key)

    def fail(message: str) -> Error:
        return Error(f"Aria snapshot: {message}:\n\n{key}\n{' ' * position}^\n")

    def skip_space() -> None:
        nonlocal position
        while position < length and key[position].isspace():
            position += 1

    def identifier(what: str) -> str:
        nonlocal position
        if position >= length:
            raise fail(f"Unexpected end of input when expecting {what}")
        start = position
        while position < length and key[position].isascii() and key[position].isalpha():
            position += 1
        return key[start:position]

    skip_space()
    node = Template("role", identifier("role"))
    skip_space()
    if position < length and key[position] == '"':
        position += 1
        out = []
        while True:
            if position >= length:
                raise fail("Unterminated string")
            char = key[position]
            position += 1
            if char == "\\" and position < length:
                out.append(key[position])
                position += 1
            elif char == '"':
                break
            else:
                out.append(char)
        node.name = normalize_white_space("".join(out))
    elif position < length and key[position] == "/":
        position += 1
        out = []
        in_class = False
        while True:
            if position >= length:
                raise fail("Unterminated regex")
            char = key[position]
            position += 1
            if char == "\\" and position < length:
                out.append(char + key[position])
                position += 1
            elif char == "/" and not in_class:
                break
            else:
                in_class = (char == "[") or (in_class and char != "]")
                out.append(char)
        node.name = _js_regex("".join(out))
    while True:
        skip_space()
        if position >= length or key[position] != "[":
            break
        position += 1
        skip_space()
        attribute_at = position
        attribute = identifier("attribute")
        skip_space()
        value = ""
        if position < length and key[position] == "=":
            position += 1
            skip_space()
            start = position
            while position < length and key[position] != "]" and not key[position].isspace():
                position += 1
            value = key[start:position]
        skip_space()
        if position >= length or key[position] != "]":
            raise fail("Expected ]")
        position += 1
        _apply(node, attribute, value or "true", key, attribute_at)
    skip_space()
    if position < length:
        raise fail("Unexpected input")
    return node


_BOOLEANS = {"true": True, "false": False}


def _apply(node: Template, attribute: str, value: str, key: str, at: int) -> None:
    def check(ok: bool, message: str) -> None:
        if not ok:
            raise Error(f"Aria snapshot: {message}:\n\n{key}\n{' ' * at}^\n")

    if attribute in ("checked", "pressed"):
        check(
            value in ("true", "false", "mixed"),
            f'Value of "{attribute}" attribute must be a boolean or "mixed"',
        )
        setattr(node, attribute, _BOOLEANS.get(value, "mixed"))
    elif attribute == "invalid":
        check(
            value in ("true", "false", "grammar", "spelling"),
            'Value of "invalid" attribute must be a boolean, "grammar" or "spelling"',
        )
        node.invalid = _BOOLEANS.get(value, value)
    elif attribute in ("active", "disabled", "expanded", "selected"):
        check(value in _BOOLEANS, f'Value of "{attribute}" attribute must be a boolean')
        setattr(node, attribute, _BOOLEANS[value])
    elif attribute == "level":
        check(
            re.fullmatch(r"\s*[-+]?(\d+\.?\d*|\.\d+)\s*", value) is not None,
            'Value of "level" attribute must be a number',
        )
        node.level = int(float(value))
    else:
        check(False, f"Unsupported attribute [{attribute}]")


def _js_regex(source: str) -> re.Pattern[str]:
    """A JavaScript regular expression's source compiled by Python's ``re`` (the common
    syntax: ``\\d``, classes, groups, quantifiers; ``(?<name>`` as Python's)."""
    try:
        return re.compile(
            source.replace("(?<", "(?P<").replace("(?P<=", "(?<=").replace("(?P<!", "(?<!")
        )
    except re.error as error:
        raise Error(f"Aria snapshot: invalid regular expression /{source}/: {error}") from None


def parse_template(source: str) -> Template:
    """The template of a snapshot's text: a ``fragment`` of its items (the one item itself
    when there is one and no ``/children``)."""
    if not isinstance(source, str):
        raise TypeError("to_match_aria_snapshot(): 'expected' must be a str")
    lines = _lines(source)
    fragment = Template("role", "fragment")
    if lines:
        parser = _Parser(lines)
        parser.sequence(fragment, lines[0].indent)
    if len(fragment.children) == 1 and fragment.mode in (None, "contain"):
        return fragment.children[0]
    return fragment


# -- matching ------------------------------------------------------------------------------


def _text_matches(text: str | None, template: _Text | None) -> bool:
    if template is None or not template.normalized:
        return True
    if not text:
        return False
    if text in (template.normalized, template.raw):
        return True
    raw = template.raw
    if len(raw) > 1 and raw.startswith("/") and raw.endswith("/"):
        try:
            return re.search(_js_regex(raw[1:-1]), text) is not None
        except Error:
            return False
    return False


def _name_matches(name: str, template: str | re.Pattern[str]) -> bool:
    if not template:
        return True
    if not name:
        return False
    if isinstance(template, str):
        return name == template
    return template.search(name) is not None


_STATES = ("checked", "disabled", "expanded", "active", "invalid", "level", "pressed", "selected")


def _node_matches(node: AriaNode | str, template: Template, deep: bool) -> bool:
    if isinstance(node, str):
        return template.kind == "text" and _text_matches(node, template.text)
    if template.kind != "role":
        return False
    if template.role != "fragment" and template.role != node.role:
        return False
    for state in _STATES:
        wanted = getattr(template, state)
        if wanted is not None and wanted != getattr(node, state):
            return False
    if not _name_matches(node.name, template.name):
        return False
    if not _text_matches(node.props.get("url"), template.props.get("url")):
        return False
    mode = template.mode
    if mode == "equal":
        return _list_equal(node.children, template.children, False)
    if mode == "deep-equal" or (deep and mode != "contain"):
        return _list_equal(node.children, template.children, True)
    return _contains(node.children, template.children)


def _list_equal(children: list[AriaNode | str], templates: list[Template], deep: bool) -> bool:
    return len(children) == len(templates) and all(
        _node_matches(child, template, deep)
        for child, template in zip(children, templates, strict=True)
    )


def _contains(children: list[AriaNode | str], templates: list[Template]) -> bool:
    """Whether the templates match children in order (a subsequence)."""
    index = 0
    for template in templates:
        while index < len(children) and not _node_matches(children[index], template, False):
            index += 1
        if index == len(children):
            return False
        index += 1
    return True


def matches(root: AriaNode, template: Template) -> bool:
    """Whether the template matches the tree's root or a node inside it."""

    def visit(node: AriaNode | str) -> bool:
        if _node_matches(node, template, False):
            return True
        return not isinstance(node, str) and any(visit(child) for child in node.children)

    return visit(root)
