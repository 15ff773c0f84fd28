"""A style rule's ``selectorText``: https://drafts.csswg.org/cssom-1/#serialize-a-selector-list
as Chromium 156 writes it, over the tokens of a selector list that :mod:`webapi.selectors`
has parsed (so well formed): type selectors and attribute names ASCII-lowercased (an HTML
document's), IDs and classes as written, attribute values as double-quoted strings, a
universal selector left out before another simple selector, pseudo-class and pseudo-element
names lowercased, the selector lists inside ``:is()``, ``:where()``, ``:not()``, ``:has()``
and ``:nth-*( of S)`` written the same way, ``An+B`` without white space, a space around each
combinator and ``, `` between the selectors.
"""

from __future__ import annotations

import re

from webapi._cache import BoundedCache, str_size
from webapi.selectors.engine import (
    SelectorSyntaxError,
    parse_selector,
    parse_selector_cached,
    remember_selector,
)

from ._identifiers import serialize_an_identifier
from ._nesting import relative_selector_text, replace_nesting_selector

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.csssyntax.engine import Token

__all__ = ["serialize_selector_text"]

_COMBINATORS = (">", "+", "~")
_SELECTOR_ARGUMENTS = frozenset(
    ("is", "where", "not", "has", "matches", "-webkit-any", "any", "host", "host-context")
)
#: The pseudo-classes a pseudo-element may take after it (Chromium 156: the user action
#: pseudo-classes; https://drafts.csswg.org/selectors-4/#pseudo-element-states).
_AFTER_PSEUDO_ELEMENT = frozenset(("hover", "focus", "active", "focus-visible", "focus-within"))
_LEGACY_PSEUDO_ELEMENTS = frozenset(("before", "after", "first-line", "first-letter"))
_NTH = frozenset(("nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type"))


#: :func:`serialize_selector_text`'s answers for texts with no namespace prefixes declared
#: (a sheet's selectors parsed once a text, as :func:`webapi.selectors.engine.parse_selector_cached`
#: parses them): 1 MB in all, no entry over 16 KB kept.
_SERIALIZED: BoundedCache[tuple[str, bool], str | None] = BoundedCache(1 << 20, 1 << 14)


_COMPOUND = r"(?:[a-z][a-z0-9-]*|(?=[.#:]))(?:[.#][A-Za-z_][A-Za-z0-9_-]*|:[a-z][a-z-]*)*"
_COMPLEX = rf"{_COMPOUND}(?: [>+~] {_COMPOUND}| {_COMPOUND})*"
#: A selector list already written as its serialization (parsed, it is its own
#: ``selectorText``): lowercase type selectors, classes and IDs that need no escape,
#: pseudo-classes without arguments, one space around combinators and ``, `` between the
#: selectors. Such a text is not tokenized a second time to be written.
_WRITTEN_AS_SERIALIZED = re.compile(rf"{_COMPLEX}(?:, {_COMPLEX})*")
#: The pseudo-elements written with one colon (serialized with two).
_LEGACY = re.compile(r"(?<!:):(?:before|after|first-line|first-letter)\b")


def serialize_selector_text(
    text: str, namespaces: dict[str, str] | None = None, nested: bool = False
) -> str | None:
    """``text`` parsed as a selector list and serialized (None where it does not parse), with
    ``namespaces`` the prefixes its sheet's ``@namespace`` rules declare (``""``: the default
    namespace): a prefix not declared makes it invalid. ``nested``: a nested style rule's
    (https://drafts.csswg.org/css-nesting-1/#syntax), relative to its parent, written with
    the ``&`` it implies. The nesting selector ``&`` is parsed as ``:scope`` (what it is
    where it has no parent rule)."""
    if not namespaces:
        key = (text, nested)
        if key in _SERIALIZED.entries:
            return _SERIALIZED.entries[key]
        found = _serialize_selector_text(text, None, nested)
        _SERIALIZED.store(key, found, str_size(text) + str_size(found))
        return found
    return _serialize_selector_text(text, namespaces, nested)


def _serialize_selector_text(
    text: str, namespaces: dict[str, str] | None, nested: bool
) -> str | None:
    if nested:
        text = relative_selector_text(text)
    checked = replace_nesting_selector(text, ":scope")
    try:
        if namespaces:
            parse_selector(checked.strip(), namespaces)
        else:
            parsed = parse_selector_cached(checked.strip())
    except SelectorSyntaxError:
        return None
    stripped = text.strip()
    if _WRITTEN_AS_SERIALIZED.fullmatch(stripped) and not _LEGACY.search(stripped):
        serialized = stripped
    else:
        try:
            serialized = _serialize(without_implied_namespaces(text, namespaces or {}))
        except ValueError:  # a simple selector or a combinator after a pseudo-element
            return None
    if not namespaces and not nested and "&" not in text:
        # (what the cascade parses is the serialization: the same selectors, parsed once)
        remember_selector(serialized, parsed)
    return serialized


def without_implied_namespaces(text: str, namespaces: dict[str, str]) -> str:
    """``text`` without the namespace prefixes a selector's serialization leaves out
    (https://drafts.csswg.org/cssom-1/#serialize-a-simple-selector, as Chromium 156): ``*|``
    where no default namespace is declared (``*|e`` is ``e``, ``*|*.c`` ``*.c``), and a prefix
    declared for the default namespace's URL (``p|e`` is ``e``); attribute selectors' prefixes
    stay."""
    if "|" not in text:
        return text
    from webapi.csssyntax.engine import tokenize_with_offsets

    source, tokens, starts = tokenize_with_offsets(text)
    default = namespaces.get("")
    out: list[str] = []
    depth = 0  # (inside an attribute selector's brackets)
    i = 0
    while i < len(tokens):
        token = tokens[i]
        depth += (token.kind == "[") - (token.kind == "]")
        prefix = token.value if token.kind == "ident" else "*" if _is_delim(token, "*") else None
        if (
            depth == 0
            and prefix is not None
            and i + 2 < len(tokens)
            and _is_delim(tokens[i + 1], "|")
            and (tokens[i + 2].kind == "ident" or _is_delim(tokens[i + 2], "*"))
            and not (i and _is_delim(tokens[i - 1], "|"))
        ):
            implied = (
                default is None
                if prefix == "*"
                else default is not None and namespaces.get(str(prefix)) == default
            )
            if implied:
                i += 2  # (the prefix and its bar)
                continue
        out.append(source[starts[i] : starts[i + 1]])
        i += 1
    return "".join(out)


def _is_delim(token: Token, char: str) -> bool:
    return token.kind == "delim" and token.value == char


def _string(value: str) -> str:
    """https://drafts.csswg.org/cssom-1/#serialize-a-string"""
    out = []
    for char in value:
        if char == "\0":
            out.append("\ufffd")
        elif char in '"\\':
            out.append("\\" + char)
        elif "\x01" <= char <= "\x1f" or char == "\x7f":
            out.append(f"\\{ord(char):x} ")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def _serialize(text: str) -> str:
    """The tokens of ``text`` written out (a function's selector-list argument recursively:
    the parser bounds the nesting)."""
    from webapi.csssyntax.engine import tokenize_with_offsets

    source, tokens, starts = tokenize_with_offsets(text.strip())
    n = len(tokens)
    out: list[str] = []
    space = False
    compound_start = True
    pseudo_element = False
    i = 0

    def raw(index: int) -> str:
        return source[starts[index] : starts[index + 1]]

    while i < n:
        token = tokens[i]
        kind = token.kind
        piece = raw(i)
        if kind in ("whitespace", "comment"):
            space = True
            i += 1
            continue
        if kind == "," or (kind == "delim" and piece in _COMBINATORS):
            if pseudo_element and kind != ",":
                raise ValueError(piece)
            pseudo_element = False
            while out and out[-1] == " ":
                out.pop()
            out.append(", " if kind == "," else f" {piece} ")
            space = False
            compound_start = True
            i += 1
            continue
        if space and out and not out[-1].endswith(" "):
            if pseudo_element:
                raise ValueError("a descendant combinator after a pseudo-element")
            out.append(" ")
            compound_start = True
        space = False
        if compound_start and kind == "delim" and piece == "*":
            following = tokens[i + 1] if i + 1 < n else None
            keep = (
                following is None
                or following.kind in ("whitespace", "comment", ",")
                or (following.kind == "delim" and raw(i + 1) in (*_COMBINATORS, "|"))
            )
            if keep:
                out.append("*")
            i += 1
            compound_start = False
            continue
        compound_start = False
        if kind == "ident" and not (out and out[-1] in (".", ":", "::")):
            out.append(_lower(piece))
        elif pseudo_element:
            raise ValueError(piece)
        elif kind == "[":
            i = _attribute(tokens, i, raw, out)
            continue
        elif kind == ":":
            colons = "::" if i + 1 < n and tokens[i + 1].kind == ":" else ":"
            i += len(colons)
            if i >= n:
                break
            name_token = tokens[i]
            if pseudo_element and (
                colons == "::" or _lower(raw(i)).rstrip("(") not in _AFTER_PSEUDO_ELEMENT
            ):
                raise ValueError(raw(i))
            if colons == "::" or _lower(raw(i)) in _LEGACY_PSEUDO_ELEMENTS:
                pseudo_element = True
                # (a pseudo-element is "::" and its name, https://drafts.csswg.org/cssom-1/#serialize-a-simple-selector:
                # the legacy single-colon ":before" too)
                colons = "::"
            if name_token.kind == "function":
                name = _lower(str(name_token.value))
                close = _matching_close(tokens, i)
                inner = source[starts[i + 1] : starts[close]]
                out.append(f"{colons}{name}({_argument(name, inner)})")
                i = close + 1
                continue
            out.append(colons + _lower(raw(i)))
        else:
            out.append(piece)
        i += 1
    return "".join(out).strip()


def _lower(text: str) -> str:
    return "".join(c.lower() if "A" <= c <= "Z" else c for c in text)


def _matching_close(tokens: list[Token], index: int) -> int:
    """The index of the ``)`` closing the function or block opened at ``index``."""
    level = 0
    for j in range(index, len(tokens)):
        kind = tokens[j].kind
        if kind in ("function", "(", "["):
            level += 1
        elif kind in (")", "]"):
            level -= 1
            if level == 0:
                return j
    return len(tokens)


def _argument(name: str, inner: str) -> str:
    if name in _SELECTOR_ARGUMENTS:
        return _serialize(inner)
    if name in _NTH:
        lowered = inner.lower()
        at = lowered.find(" of ")
        if at >= 0:
            return serialize_an_plus_b(inner[:at]) + " of " + _serialize(inner[at + 4 :])
        return serialize_an_plus_b(inner)
    return " ".join(inner.split())


_AN_PLUS_B = re.compile(r"([+-]?\d*)n(?:([+-]\d+))?")


def serialize_an_plus_b(text: str) -> str:
    """https://drafts.csswg.org/css-syntax-3/#serializing-anb: ``An+B`` from its two integers
    (``odd`` is ``2n+1``, ``even`` ``2n``, ``3n+0`` ``3n``, ``0n+5`` ``5``), as Chromium
    writes it; text that is not ``An+B`` stays as written, white space removed."""
    compact = "".join(text.split()).lower()
    if compact in ("odd", "even"):
        a, b = 2, 1 if compact == "odd" else 0
    elif re.fullmatch(r"[+-]?\d+", compact):
        a, b = 0, int(compact)
    else:
        match = _AN_PLUS_B.fullmatch(compact)
        if match is None:
            return compact
        coefficient, offset = match.groups()
        a = int(coefficient + "1") if coefficient in ("", "+", "-") else int(coefficient)
        b = int(offset) if offset else 0
    if a == 0:
        return str(b)
    result = "n" if a == 1 else "-n" if a == -1 else f"{a}n"
    if b > 0:
        result += f"+{b}"
    elif b < 0:
        result += str(b)
    return result


def _attribute(tokens: list[Token], i: int, raw: object, out: list[str]) -> int:
    """``[name op "value" flag]`` from the tokens from ``[`` at ``i``; the index after ``]``."""
    assert callable(raw)
    close = _matching_close(tokens, i)
    parts = [j for j in range(i + 1, close) if tokens[j].kind not in ("whitespace", "comment")]
    pieces = [raw(j) for j in parts]
    # the name, with its namespace prefix ("ns|name", "*|name", "|name"), serialized as an
    # identifier (https://drafts.csswg.org/cssom-1/#serialize-a-simple-selector: "[\\30zonk]"
    # is "[\\30 zonk]"); the empty prefix (no namespace) is left out ("[|lang]" is "[lang]")
    name_end = 1
    if len(pieces) >= 3 and pieces[1] == "|" and tokens[parts[2]].kind == "ident":
        name_end = 3
    elif len(pieces) >= 2 and pieces[0] == "|":
        name_end = 2
    local_name = serialize_an_identifier(_lower(str(tokens[parts[name_end - 1]].value)))
    prefix = ""
    if name_end == 3:
        token = tokens[parts[0]]
        if token.kind == "ident":
            prefix = serialize_an_identifier(_lower(str(token.value))) + "|"
        else:
            prefix = pieces[0] + "|"
    rest = pieces[name_end:]
    text = "[" + prefix + local_name
    if rest:
        operator = rest[0] if rest[0] == "=" else rest[0] + "="
        consumed = 1 if rest[0] == "=" else 2
        value_index = parts[name_end + consumed]
        value_token = tokens[value_index]
        value = str(value_token.value)
        text += operator + _string(value)
        flags = rest[consumed + 1 :]
        if flags:
            text += " " + flags[0].lower()
    out.append(text + "]")
    return close + 1
