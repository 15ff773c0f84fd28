"""Custom properties and ``var()`` (https://drafts.csswg.org/css-variables-1/): a custom
property's value is kept as its text and inherited; a computed property whose value has
``var()`` waits, as a :class:`Pending` value, for the element's custom properties, then its
``var()`` functions are replaced ("substitute a var()", with the fallback where the custom
property is the guaranteed-invalid value) and the result parsed as the property's value; a
value that does not substitute or parse makes the declaration invalid at computed-value time
(the property acts as ``unset``). Custom properties that reference each other in a cycle are
all the guaranteed-invalid value ("resolve dependency cycles").
"""

from __future__ import annotations

from webapi.csssyntax.engine import preprocess, tokenize, tokenize_with_offsets

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "MAX_SUBSTITUTED_LENGTH",
    "Pending",
    "compute_custom_properties",
    "has_var",
    "resolve_pending",
    "substitute_vars",
]

#: How deep ``var()`` fallbacks and references between custom properties may go before the
#: value is invalid (each level a Python frame: a guard, far above real sheets' depths).
MAX_DEPTH = 64
#: The longest value a substitution may make, in characters: CSS Variables lets "a UA impose
#: a limit" on what ``var()`` substitution builds; Chromium 156's is 2 MiB
#: (``kMaxVariableBytes``: a custom property whose value would be longer is the
#: guaranteed-invalid value, a property's declaration invalid at computed-value time). It
#: bounds what a "billion laughs" of custom properties, each ``var()`` of the last twice,
#: builds: 2 MiB a value, where each level would double it.
MAX_SUBSTITUTED_LENGTH = 2 * 1024 * 1024
_CSS_WIDE = frozenset(("inherit", "initial", "unset", "revert", "revert-layer"))


class Pending:
    """https://drafts.csswg.org/css-variables-1/#pending-substitution-value: a declaration of
    ``name`` whose value ``text`` has ``var()``, parsed once its custom properties are known."""

    __slots__ = ("name", "text")

    def __init__(self, name: str, text: str) -> None:
        self.name = name
        self.text = text

    def __repr__(self) -> str:
        return f"Pending({self.name!r}, {self.text!r})"


def has_var(text: str) -> bool:
    """Whether a value's text may have a ``var()`` function (a quick test on the text)."""
    return "var(" in text.lower()


def substitute_vars(text: str, lookup: object, depth: int = 0) -> str | None:
    """https://drafts.csswg.org/css-variables-1/#substitute-a-var: ``text`` with each
    ``var(--name[, fallback])`` replaced by ``lookup(name)`` (a str, or None for the
    guaranteed-invalid value: then the fallback, substituted itself); None where a reference
    has neither (or is malformed), or where the result would be longer than
    :data:`MAX_SUBSTITUTED_LENGTH` (nothing that long is built)."""
    assert callable(lookup)
    if depth > MAX_DEPTH:
        return None
    source, tokens, starts = tokenize_with_offsets(text)
    out: list[str] = []
    length = 0
    last = 0
    i = 0
    n = len(tokens)
    while i < n:
        token = tokens[i]
        if token.kind != "function" or token.value.lower() != "var":
            i += 1
            continue
        level = 0
        close = n
        for j in range(i, n):
            kind = tokens[j].kind
            if kind in ("function", "(", "[", "{"):
                level += 1
            elif kind in (")", "]", "}"):
                level -= 1
                if level == 0:
                    close = j
                    break
        k = i + 1
        while k < close and tokens[k].kind == "whitespace":
            k += 1
        if k >= close or tokens[k].kind != "ident" or not tokens[k].value.startswith("--"):
            return None
        name = tokens[k].value
        k += 1
        while k < close and tokens[k].kind == "whitespace":
            k += 1
        fallback: str | None = None
        if k < close:
            if tokens[k].kind != ",":
                return None
            fallback = source[starts[k + 1] : starts[close]].strip() if close < n else ""
            if close >= n:
                fallback = source[starts[k + 1] :].strip()
        value = lookup(name)
        if not isinstance(value, str):
            if fallback is None:
                return None
            value = substitute_vars(fallback, lookup, depth + 1)
            if value is None:
                return None
        length += starts[i] - last + len(value)
        if length > MAX_SUBSTITUTED_LENGTH:
            return None
        out.append(source[last : starts[i]])
        out.append(value)
        last = starts[close + 1] if close < n else len(source)
        i = close + 1
    if length + len(source) - last > MAX_SUBSTITUTED_LENGTH:
        return None
    out.append(source[last:])
    return "".join(out)


def compute_custom_properties(
    declared: dict[str, str], inherited: dict[str, str]
) -> dict[str, str]:
    """https://drafts.csswg.org/css-variables-1/#cycles: an element's computed custom
    properties from its cascaded ones (``declared``: name -> text) and its parent's
    (``inherited``): each ``var()`` substituted, those in a dependency cycle (and those that
    do not substitute) the guaranteed-invalid value (left out)."""
    computed = dict(inherited)
    done: dict[str, str | None] = {}
    resolving: list[str] = []
    cyclic: set[str] = set()

    def resolve(name: str) -> str | None:
        if name in done:
            return done[name]
        if name not in declared:
            return inherited.get(name)
        if name in resolving:
            cyclic.update(resolving[resolving.index(name) :])
            return None
        if len(resolving) > MAX_DEPTH:
            return None
        text = declared[name]
        keyword = text.strip().lower()
        value: str | None
        if keyword in _CSS_WIDE:
            value = None if keyword == "initial" else inherited.get(name)
        elif has_var(text):
            resolving.append(name)
            value = substitute_vars(text, resolve)
            resolving.pop()
            if name in cyclic:
                value = None
        else:
            value = text
        done[name] = value
        return value

    for name in declared:
        value = resolve(name)
        if value is None or name in cyclic:
            computed.pop(name, None)
        else:
            computed[name] = value
    return computed


def resolve_pending(
    pending: Pending, target: str, customs: dict[str, str], expand_declaration: Any
) -> object:
    """The value of ``target`` (a longhand of the pending declaration's property) once the
    ``var()`` functions are substituted and the result parsed (by ``expand_declaration``, the
    cascade's); None where it is invalid at computed-value time."""
    text = substitute_vars(pending.text, customs.get)
    if text is None or not text.strip():
        return None
    expanded = expand_declaration(pending.name, tokenize(preprocess(text).strip()), text)
    for name, value in expanded or ():
        if name == target and not isinstance(value, Pending):
            return value
    return None
