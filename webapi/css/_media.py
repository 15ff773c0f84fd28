"""Media queries (https://drafts.csswg.org/mediaqueries-4/) evaluated for the fixed viewport
webapi answers as: Chromium's headless default, a ``screen`` of 800x600 CSS pixels, device
pixel ratio 1, colour, a fine pointer that can hover, light colour scheme, no preference for
reduced motion. A query this module cannot read is false (as a browser makes an unknown
query "not all")."""

from __future__ import annotations

import re

__all__ = [
    "VIEWPORT",
    "evaluate_media_query",
    "evaluate_media_query_list",
    "serialize_media_query_list",
]

#: The media features' values: the environment every query is evaluated against.
VIEWPORT: dict[str, float | str] = {
    "width": 800.0,
    "height": 600.0,
    "device-width": 800.0,
    "device-height": 600.0,
    "aspect-ratio": 800 / 600,
    "device-aspect-ratio": 800 / 600,
    "resolution": 1.0,
    "color": 8.0,
    "color-index": 0.0,
    "monochrome": 0.0,
    "grid": 0.0,
    "orientation": "landscape",
    "prefers-color-scheme": "light",
    "prefers-reduced-motion": "no-preference",
    "prefers-reduced-transparency": "no-preference",
    "prefers-reduced-data": "no-preference",
    "prefers-contrast": "no-preference",
    "forced-colors": "none",
    "inverted-colors": "none",
    "hover": "hover",
    "any-hover": "hover",
    "pointer": "fine",
    "any-pointer": "fine",
    "scripting": "enabled",
    "update": "fast",
    "display-mode": "browser",
    "overflow-block": "scroll",
    "overflow-inline": "scroll",
    "color-gamut": "srgb",
    "dynamic-range": "standard",
    "video-dynamic-range": "standard",
}
_TYPES = {"all": True, "screen": True, "print": False, "speech": False}
#: https://drafts.csswg.org/mediaqueries-4/#typedef-media-type: "The <media-type> production
#: does not include the keywords only, not, and, or, and layer."
_RESERVED_TYPES = frozenset({"only", "not", "and", "or", "layer"})
_IDENTIFIER = re.compile(r"^-?[a-z_][a-z0-9_-]*$")
_LENGTH_UNITS = {
    "px": 1.0,
    "em": 16.0,
    "rem": 16.0,
    "pt": 4 / 3,
    "pc": 16.0,
    "in": 96.0,
    "cm": 96 / 2.54,
    "mm": 96 / 25.4,
    "q": 96 / 101.6,
    "vw": 8.0,
    "vh": 6.0,
    "vmin": 6.0,
    "vmax": 8.0,
    "ch": 8.0,
    "ex": 8.0,
}
_RESOLUTION_UNITS = {"dppx": 1.0, "x": 1.0, "dpi": 1 / 96, "dpcm": 2.54 / 96}
_VALUE = re.compile(r"^(-?[0-9]*\.?[0-9]+(?:e[+-]?[0-9]+)?)\s*([a-z]*)$")
_RATIO = re.compile(r"^([0-9.]+)\s*/\s*([0-9.]+)$")
_COMPARISON = re.compile(r"(<=|>=|<|>|=)")


def evaluate_media_query_list(text: str) -> bool:
    """https://drafts.csswg.org/mediaqueries-4/#mq-list: true when ``text`` is empty or one of
    its comma-separated queries matches."""
    text = text.strip().lower()
    if not text:
        return True
    return any(_evaluate_query(part.strip()) for part in _split_top_level(text, ","))


def evaluate_media_query(query: str) -> bool | None:
    """One media query (no comma) evaluated: None where it cannot be read (what a browser
    parses as ``not all``)."""
    query = query.strip().lower()
    if not query:
        return None
    return _evaluate_query(query, invalid=None)


def serialize_media_query_list(text: str) -> str:
    """https://drafts.csswg.org/cssom-1/#serialize-a-media-query-list of ``text`` parsed (a
    ``MediaQueryList``'s ``media``): each query as Chromium writes it
    (``webapi.cssom.engine.serialize_media_text``), one that cannot be read ``not all``."""
    from webapi.cssom.engine import serialize_media_text

    if not text.strip():
        return ""
    queries = []
    for part in _split_top_level(text, ","):
        readable = evaluate_media_query(part) is not None
        queries.append(serialize_media_text(part) if readable else "not all")
    return ", ".join(queries)


def _split_top_level(text: str, separator: str) -> list[str]:
    """``text`` split at ``separator`` outside parentheses."""
    parts: list[str] = []
    depth = 0
    start = 0
    for index, char in enumerate(text):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == separator and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    parts.append(text[start:])
    return parts


def _evaluate_query(query: str, invalid: bool | None = False) -> bool | None:
    """https://drafts.csswg.org/mediaqueries-4/#mq-syntax: ``[not|only]? type [and cond]?``
    or a condition; ``invalid`` for what cannot be read (an unknown media type can: it
    matches nothing)."""
    if not query:
        return invalid
    negate = False
    words = query.split(None, 1)
    if words[0] in ("not", "only") and len(words) == 2 and not words[1].startswith("("):
        negate = words[0] == "not"
        query = words[1]
        words = query.split(None, 1)
    if not query.startswith(("(", "not (", "not(")):
        media_type = words[0]
        if media_type in _TYPES:
            matched = _TYPES[media_type]
        elif _IDENTIFIER.match(media_type) and media_type not in _RESERVED_TYPES:
            matched = False  # (a deprecated or unknown type: valid, matching nothing)
        else:
            return invalid
        rest = words[1].strip() if len(words) == 2 else ""
        if rest:
            if not rest.startswith("and "):
                return invalid
            result = _condition(rest[4:].strip())
            if result is None:
                return invalid
            matched = matched and result
        return matched != negate
    result = _condition(query)
    return invalid if result is None else result


def _condition(text: str) -> bool | None:
    """https://drafts.csswg.org/mediaqueries-4/#media-condition over the features of
    :data:`VIEWPORT`; None where it cannot be read."""
    text = text.strip()
    if text.startswith("not "):
        inner = _condition(text[4:])
        return None if inner is None else not inner
    parts: list[str] = []
    operators: set[str] = set()
    depth = 0
    start = 0
    index = 0
    while index < len(text):
        char = text[index]
        if char == "(":
            if depth == 0:
                between = text[start:index].strip()
                if between:
                    if between not in ("and", "or"):
                        return None
                    operators.add(between)
                start = index
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                parts.append(text[start + 1 : index])
                start = index + 1
        index += 1
    if depth != 0 or not parts or text[start:].strip() or len(operators) > 1:
        return None
    results: list[bool] = []
    for part in parts:
        piece = part.strip()
        if piece.startswith("(") or piece.startswith("not "):
            result = _condition(piece)
        else:
            result = _feature(piece)
        if result is None:
            return None
        results.append(result)
    return any(results) if operators == {"or"} else all(results)


def _feature(text: str) -> bool | None:
    """https://drafts.csswg.org/mediaqueries-4/#mq-features: ``name``, ``name: value``,
    ``min-``/``max-`` prefixes and the range forms."""
    if ":" in text:
        name, _, raw = text.partition(":")
        name = name.strip()
        raw = raw.strip()
        prefix = ""
        if name.startswith(("min-", "max-")) and name[4:] in VIEWPORT:
            prefix, name = name[:3], name[4:]
        if name not in VIEWPORT:
            return None
        have = VIEWPORT[name]
        if isinstance(have, str):
            return None if prefix else raw == have
        wanted = _number(name, raw)
        if wanted is None:
            return None
        if prefix == "min":
            return have >= wanted
        if prefix == "max":
            return have <= wanted
        return abs(have - wanted) < 1e-9
    if _COMPARISON.search(text):
        pieces = [piece.strip() for piece in _COMPARISON.split(text)]
        names = [p for p in pieces[::2] if p in VIEWPORT]
        if len(names) != 1:
            return None
        name = names[0]
        have = VIEWPORT[name]
        if isinstance(have, str):
            return None
        values: list[float] = []
        for piece in pieces[::2]:
            if piece == name:
                values.append(have)
                continue
            number = _number(name, piece)
            if number is None:
                return None
            values.append(number)
        for index, operator in enumerate(pieces[1::2]):
            left, right = values[index], values[index + 1]
            if not _compare(left, operator, right):
                return False
        return True
    name = text.strip()
    if name not in VIEWPORT:
        return None
    have = VIEWPORT[name]
    return have not in (0.0, "none")


def _compare(left: float, operator: str, right: float) -> bool:
    if operator == "<":
        return left < right
    if operator == "<=":
        return left <= right
    if operator == ">":
        return left > right
    if operator == ">=":
        return left >= right
    return abs(left - right) < 1e-9


def _number(name: str, raw: str) -> float | None:
    """A feature's value in the unit :data:`VIEWPORT` keeps (pixels, dppx, a ratio)."""
    if name.endswith("aspect-ratio"):
        ratio = _RATIO.match(raw)
        if ratio is not None:
            denominator = float(ratio.group(2))
            return None if denominator == 0 else float(ratio.group(1)) / denominator
    match = _VALUE.match(raw)
    if match is None:
        return None
    value = float(match.group(1))
    unit = match.group(2)
    if name == "resolution":
        factor = _RESOLUTION_UNITS.get(unit)
        return None if factor is None else value * factor
    if name in ("width", "height", "device-width", "device-height"):
        if unit == "" and value == 0:
            return 0.0
        factor = _LENGTH_UNITS.get(unit)
        return None if factor is None else value * factor
    return value if unit == "" else None
