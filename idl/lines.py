"""A tiny line buffer that lays code out the way ``ruff format`` would, so the
generated module is stable under the formatter without running it."""

from __future__ import annotations

import textwrap

__all__ = ["LINE_LENGTH", "Lines"]

LINE_LENGTH = 100
_INDENT = "    "


class Lines:
    def __init__(self) -> None:
        self._lines: list[str] = []

    def __call__(self, indent: int, text: str = "") -> None:
        self._lines.append(_INDENT * indent + text if text else "")

    def blank(self, count: int = 1) -> None:
        """End with exactly ``count`` blank lines."""
        while self._lines and self._lines[-1] == "":
            self._lines.pop()
        self._lines.extend([""] * count)

    def fits(self, indent: int, text: str) -> bool:
        return len(_INDENT * indent) + len(text) <= LINE_LENGTH

    def call(self, indent: int, head: str, arguments: list[str], tail: str = ")") -> None:
        """``head`` ends with an opening bracket; one line if it fits, else one
        argument per line with a trailing comma."""
        one_line = head + ", ".join(arguments) + tail
        if not arguments or self.fits(indent, one_line):
            self(indent, one_line)
            return
        self(indent, head)
        for argument in arguments:
            self._argument(indent + 1, argument)
        self(indent, tail)

    def _argument(self, indent: int, argument: str) -> None:
        """One argument line.  One that does not fit is split the way ruff splits
        it: a conditional expression before ``if`` and ``else``, an annotation
        before each top-level ``|``."""
        if self.fits(indent, argument + ","):
            self(indent, argument + ",")
        elif " if " in argument:
            value, _, rest = argument.partition(" if ")
            condition, _, alternative = rest.rpartition(" else ")
            self(indent, value)
            self(indent, f"if {condition}")
            self(indent, f"else {alternative},")
        else:
            parts = _split_top_level(argument, " | ")
            self(indent, parts[0])
            for part in parts[1:-1]:
                self(indent, f"| {part}")
            self(indent, f"| {parts[-1]},")

    def expression(self, indent: int, lead: str, expression: str, trail: str = "") -> None:
        """``lead + expression + trail``, where ``expression`` may be a call whose
        arguments are calls: exploded level by level until every line fits."""
        if self.fits(indent, lead + expression + trail) or not expression.endswith(")"):
            self(indent, lead + expression + trail)
            return
        head, arguments = _split_call(expression)
        self(indent, lead + head + "(")
        for argument in arguments:
            keyword, value = _split_keyword(argument)
            self.expression(indent + 1, keyword, value, ",")
        self(indent, ")" + trail)

    def condition(self, indent: int, keyword: str, operator: str, operands: list[str]) -> None:
        """``if a or b:`` on one line if it fits, else parenthesized, one operand per line."""
        one_line = f"{keyword} {f' {operator} '.join(operands)}:"
        if self.fits(indent, one_line):
            self(indent, one_line)
            return
        self(indent, f"{keyword} (")
        self(indent + 1, operands[0])
        for operand in operands[1:]:
            self(indent + 1, f"{operator} {operand}")
        self(indent, "):")

    def docstring(self, indent: int, text: str) -> None:
        text = text.replace("\\", "\\\\").strip()
        if '"""' in text:
            raise ValueError(f"docstring with triple quotes: {text!r}")
        if "\n" not in text and self.fits(indent, f'"""{text}"""'):
            self(indent, f'"""{text}"""')
            return
        width = LINE_LENGTH - len(_INDENT * indent)
        paragraphs = [" ".join(p.split()) for p in text.split("\n\n")]
        wrapped: list[str] = []
        for number, paragraph in enumerate(paragraphs):
            if number:
                wrapped.append("")
            first_width = width - 3 if number == 0 else width
            lines = textwrap.wrap(paragraph, width=first_width, break_long_words=False)
            if len(paragraphs) == 1 and len(lines) == 1:
                # Too long with its quotes: break it so that ruff keeps it as is.
                lines = textwrap.wrap(paragraph, width=len(paragraph) - 1, break_long_words=False)
            if len(lines) > 1:
                rest = textwrap.wrap(
                    paragraph[len(lines[0]) :].strip(), width=width, break_long_words=False
                )
                lines = [lines[0], *rest]
            wrapped.extend(lines)
        self(indent, '"""' + wrapped[0])
        for line in wrapped[1:]:
            self(indent, line)
        self(indent, '"""')

    def text(self) -> str:
        lines = list(self._lines)
        while lines and lines[-1] == "":
            lines.pop()
        return "\n".join(lines) + "\n"


def _split_top_level(text: str, separator: str) -> list[str]:
    """``text`` split at each ``separator`` outside brackets."""
    parts = []
    depth = 0
    start = 0
    index = 0
    while index < len(text):
        char = text[index]
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif depth == 0 and text.startswith(separator, index):
            parts.append(text[start:index])
            index += len(separator)
            start = index
            continue
        index += 1
    parts.append(text[start:])
    return parts


def _split_keyword(argument: str) -> tuple[str, str]:
    """``"name=value"`` -> ``("name=", "value")``; a positional argument -> ``("", argument)``."""
    name, equals, value = argument.partition("=")
    if equals and name.isidentifier():
        return name + "=", value
    return "", argument


def _split_call(call: str) -> tuple[str, list[str]]:
    """A call expression's callee and top-level argument sources."""
    open_paren = call.index("(")
    inner = call[open_paren + 1 : -1]
    arguments: list[str] = []
    depth = 0
    quoted = False
    start = 0
    for index, char in enumerate(inner):
        if char == '"':
            quoted = not quoted
        elif quoted:
            continue
        elif char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif char == "," and depth == 0:
            arguments.append(inner[start:index].strip())
            start = index + 1
    arguments.append(inner[start:].strip())
    return call[:open_paren], [argument for argument in arguments if argument]
