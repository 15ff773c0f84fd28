"""ECMAScript's ``JSON.parse`` and ``JSON.stringify`` (https://tc39.es/ecma262/#sec-json-object)
over Python's values, as the Infra Standard's "parse JSON" and "serialize a JavaScript value to
JSON" use them (Fetch's ``json()`` and ``Response.json(data)``).

Both read and write any depth without recursion (Chromium's ``JSON.parse`` reads millions of
levels): ``json.loads`` parses (its C scanner is the fast path) and, where it would run out of
recursion, an iterative parser that gives the same values takes over; the serializer walks the
value with a stack of its own.

Python's values for JavaScript's, both ways: ``None`` null, ``bool`` a Boolean, ``str`` a
String (read as UTF-16: a surrogate pair written as two code points is one character), ``dict``
an object (its keys in the dict's order), ``list`` (and, written, ``tuple``) an Array, ``float``
a Number. An integer literal is read as a Python ``int``, exactly (JavaScript's Number is the
nearest double; one beyond Python's int-conversion limit, 4,300 digits, is read as the Number
JavaScript reads, an infinity); an ``int`` is written with all its digits (JavaScript reads the
same Number from them as from the digits ``JSON.stringify`` would write for that Number), and one
beyond the largest double, which no Number holds, raises the ``TypeError`` ``JSON.stringify``
throws for a BigInt.
"""

from __future__ import annotations

import json
import re
import sys
from json.decoder import JSONDecodeError, scanstring  # type: ignore[attr-defined]
from json.encoder import encode_basestring

from webapi._webidl import has_surrogates, number_to_string

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import Any

__all__ = ["json_parse", "json_replacement", "json_stringify"]

_INFINITY = float("inf")
#: The largest integer ``JSON.stringify`` writes as JavaScript does (digits alike both ways).
_EXACT = 2**53
#: Nesting that ``json.loads`` is given where its recursion could exhaust a small native stack
#: (Pyodide's WebAssembly stack runs out before Python's recursion limit: a fatal error).
_SHALLOW = 100

# --- JSON.parse ---------------------------------------------------------------------------

#: JSON's white space (https://tc39.es/ecma262/#sec-json.parse reads ECMA-404's: tab, line
#: feed, carriage return, space), and a number (ECMA-404's grammar; ASCII digits only).
_WHITESPACE = re.compile(r"[ \t\n\r]*")
_NUMBER = re.compile(r"(-?(?:0|[1-9][0-9]*))(\.[0-9]+)?([eE][-+]?[0-9]+)?")
_SPACES = " \t\n\r"  # (and "", which is in every string: the end, where skip() finds it)
_LITERALS = {"n": ("null", None), "t": ("true", True), "f": ("false", False)}


def _js_integer(literal: str) -> int | float:
    """An integer literal's value: the ``int``, or, past Python's int-conversion limit (which
    guards against its quadratic conversion), the Number JavaScript reads (beyond 10**4300:
    an infinity)."""
    try:
        return int(literal)
    except ValueError:  # "Exceeds the limit (4300 digits) for integer string conversion"
        return float(literal)


def _no_constant(text: str) -> Any:
    """``parse_constant`` for ``json.loads``: ``NaN``, ``Infinity`` and ``-Infinity`` are
    Python's extensions, not JSON (``JSON.parse`` throws a SyntaxError)."""

    def refuse(name: str) -> Any:
        raise JSONDecodeError("Expecting value", text, max(text.find(name), 0))

    return refuse


def json_parse(text: str) -> Any:
    """https://tc39.es/ecma262/#sec-json.parse (without a reviver) of ``text``, to Python's
    values (the module's docstring), at any depth; text that is not JSON raises
    ``json.JSONDecodeError`` (a ``ValueError``: JavaScript's ``SyntaxError``)."""
    if sys.platform == "emscripten" and text.count("[") + text.count("{") > _SHALLOW:
        from webapi._bounded_json import nested_deeper_than

        if nested_deeper_than(text, _SHALLOW):
            return _parse_iteratively(text)
    try:
        return json.loads(text, parse_constant=_no_constant(text))
    except JSONDecodeError:
        raise
    except (RecursionError, ValueError):  # too deep for json's recursive descent, or an
        return _parse_iteratively(text)  # integer past the int-conversion limit


def _parse_iteratively(text: str) -> Any:
    """``json.loads(text)`` (its values, its errors' kind) with a stack of open arrays and
    objects instead of recursion: the parse of any depth, in one pass."""
    skip: Callable[[str, int], re.Match[str]] = _WHITESPACE.match  # type: ignore[assignment]
    number = _NUMBER.match
    #: the open arrays and objects, innermost last, and the member names of the open objects
    stack: list[list[Any] | dict[str, Any]] = []
    keys: list[str] = []
    end = len(text)
    index = skip(text, 0).end()
    while True:
        # -- a value at ``index``
        char = text[index : index + 1]
        value: Any
        if char == '"':
            value, index = scanstring(text, index + 1, True)
        elif char == "[":
            index += 1
            if text[index : index + 1] in _SPACES:
                index = skip(text, index).end()
            if text[index : index + 1] == "]":
                value, index = [], index + 1
            else:
                stack.append([])
                continue
        elif char == "{":
            index = skip(text, index + 1).end()
            if text[index : index + 1] == "}":
                value, index = {}, index + 1
            else:
                key, index = _member_name(text, index)
                stack.append({})
                keys.append(key)
                continue
        elif char in _LITERALS and text.startswith(_LITERALS[char][0], index):
            word, value = _LITERALS[char]
            index += len(word)
        else:
            match = number(text, index)
            if match is None:
                raise JSONDecodeError("Expecting value", text, index)
            integer, fraction, exponent = match.groups()
            if fraction or exponent:
                value = float(integer + (fraction or "") + (exponent or ""))
            else:
                value = _js_integer(integer)
            index = match.end()
        # -- the value ends containers, or a comma asks for the next one
        while True:
            if text[index : index + 1] in _SPACES:
                index = skip(text, index).end()
            if not stack:
                if index != end:
                    raise JSONDecodeError("Extra data", text, index)
                return value
            top = stack[-1]
            char = text[index : index + 1]
            if isinstance(top, list):
                top.append(value)
                if char == ",":
                    index += 1
                    if text[index : index + 1] in _SPACES:
                        index = skip(text, index).end()
                    break
                if char != "]":
                    raise JSONDecodeError("Expecting ',' delimiter", text, index)
                value = stack.pop()
            else:
                top[keys[-1]] = value  # a later duplicate wins, where the first one was
                if char == ",":
                    index = skip(text, index + 1).end()
                    keys[-1], index = _member_name(text, index)
                    break
                if char != "}":
                    raise JSONDecodeError("Expecting ',' delimiter", text, index)
                value = stack.pop()
                keys.pop()
            index += 1


def _member_name(text: str, index: int) -> tuple[str, int]:
    """An object's member name at ``index`` and its ``:``: the name and where its value
    starts."""
    if text[index : index + 1] != '"':
        raise JSONDecodeError("Expecting property name enclosed in double quotes", text, index)
    key, index = scanstring(text, index + 1, True)
    if text[index : index + 1] in _SPACES:
        index = _end_of_spaces(text, index)
    if text[index : index + 1] != ":":
        raise JSONDecodeError("Expecting ':' delimiter", text, index)
    index += 1
    return key, _end_of_spaces(text, index) if text[index : index + 1] in _SPACES else index


def _end_of_spaces(text: str, index: int) -> int:
    """Where the white space from ``index`` ends."""
    match = _WHITESPACE.match(text, index)
    return index if match is None else match.end()


# --- JSON.stringify -----------------------------------------------------------------------


def json_replacement(value: object) -> object:
    """What ``JSON.stringify`` writes in place of one of webapi's objects, as a JSON value of
    Python's: one with a ``toJSON()`` (https://tc39.es/ecma262/#sec-serializejsonproperty
    step 2: a ``URL``'s href, a ``MIMEType``'s serialization) what that returns, every other
    platform object (whose attributes are its prototype's, not its own properties) ``{}``.
    Anything else raises ``TypeError``."""
    to_json = getattr(value, "toJSON", None)
    if callable(to_json) and type(value).__module__.startswith("webapi."):
        return to_json()
    from webapi._webidl import Interface  # (the classes generated from Web IDL)

    if isinstance(value, Interface):
        return {}
    dom = sys.modules.get("webapi.dom")  # (loaded if value is a DOMException)
    if dom is not None and isinstance(value, dom.DOMException):
        return {}
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def _number(value: float) -> str:
    """https://tc39.es/ecma262/#sec-serializejsonproperty step 9: a finite Number as
    Number::toString writes it, the others ``null``."""
    if value != value or value == _INFINITY or value == -_INFINITY:
        return "null"
    text = float.__repr__(value)
    if "e" in text or text.endswith(".0"):  # (elsewhere Python's repr is JavaScript's)
        return number_to_string(value)
    return text


def _integer(value: int) -> str:
    """An ``int``, all its digits; one that no double holds raises as a BigInt does."""
    if -_EXACT <= value <= _EXACT:
        return int.__repr__(value)
    try:
        float(value)
    except OverflowError:
        raise TypeError(
            "Do not know how to serialize a BigInt (a Python int beyond the largest Number)"
        ) from None
    return int.__repr__(value)


def _key(key: object) -> str:
    """A dict's key as the property key it is (ToString): a ``str`` itself; ``None``,
    ``bool``, ``int`` and ``float`` keys as ``json.dumps`` accepts them, written as JavaScript
    converts them to strings."""
    if type(key) is str or isinstance(key, str):
        return str.__str__(key)
    if key is None or key is True or key is False:
        return "null" if key is None else ("true" if key else "false")
    if isinstance(key, int):
        from webapi._webidl import integer_to_string

        return integer_to_string(key)
    if isinstance(key, float):
        return number_to_string(key)
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")


def json_stringify(value: object) -> str:
    """https://tc39.es/ecma262/#sec-json.stringify (no replacer, no gap) of a Python value
    (the module's docstring), at any depth: strings quoted as QuoteJSONString does, numbers
    as Number::toString, NaN and the infinities ``null``. A cycle raises ``TypeError``
    ("Converting circular structure to JSON"), as do an ``int`` beyond the largest double (a
    BigInt to JavaScript) and a value JSON has no form for.

    The cycle check (SerializeJSONObject and SerializeJSONArray, step 1: "If state.[[Stack]]
    contains value, throw a TypeError") compares a container entered at depth ``d`` with the
    one open at depth ``2**k``, the largest power of two below ``d``, not with every open one
    (a set of 200,000 addresses is a cache miss a level). It finds every cycle: a container
    met again inside itself is written again the same way (a dict's and a list's items are
    read in the same order), so the path of open containers repeats from there with some
    period ``p``, and once ``2**k`` is past the first repeat and at least ``p``, the container
    at depth ``2**k + p`` is the one at depth ``2**k``. That is at most about four times the
    cycle's depth: linear, where a set is too."""
    opened = _opened(value, False)
    if type(opened) is str:
        return opened if not has_surrogates(opened) else _with_surrogates_escaped(opened)
    out: list[str] = []
    write = out.append
    encode = encode_basestring
    exact = _EXACT
    #: the containers being written, innermost last: the container, its items, whether an
    #: object
    stack: list[tuple[object, Iterator[Any], bool]] = []
    child: Any = opened
    while True:
        # -- open ``child``: a dict, list or tuple
        depth = len(stack)  # (the depth of the container it is in)
        if depth and child is stack[(1 << (depth.bit_length() - 1)) - 1][0]:
            raise TypeError("Converting circular structure to JSON")
        if isinstance(child, dict):
            write("{")
            stack.append((child, iter(dict.items(child)), True))
        else:
            write("[")
            items = list.__iter__(child) if isinstance(child, list) else tuple.__iter__(child)
            stack.append((child, items, False))
        comma = False
        # -- write items until one is a container (``child``) or the innermost one ends
        while True:
            _, items, is_object = stack[-1]
            child = None
            for item in items:
                if comma:
                    write(",")
                comma = True
                if is_object:
                    key, item = item
                    write(encode(key if type(key) is str else _key(key)))
                    write(":")
                kind = type(item)
                if kind is str:
                    write(encode(item))
                elif kind is int:
                    write(int.__repr__(item) if -exact <= item <= exact else _integer(item))
                elif kind is float:
                    write(_number(item))
                elif item is None:
                    write("null")
                elif item is True:
                    write("true")
                elif item is False:
                    write("false")
                elif kind is dict or kind is list:
                    child = item
                    break
                else:
                    opened = _opened(item, False)
                    if type(opened) is str:
                        write(opened)
                    else:
                        child = opened
                        break
            if child is not None:
                break
            write("}" if is_object else "]")
            stack.pop()
            if not stack:
                text = "".join(out)
                return _with_surrogates_escaped(text) if has_surrogates(text) else text
            comma = True


def _opened(value: object, replaced: bool) -> Any:
    """SerializeJSONProperty (https://tc39.es/ecma262/#sec-serializejsonproperty) of a value
    other than an exact ``str``, ``int``, ``float``, ``dict`` or ``list``: its JSON text, or
    the container (a ``dict``, ``list`` or ``tuple``, or a subclass) to write."""
    if value is None:
        return "null"
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, dict | list | tuple):
        return value
    if isinstance(value, str):
        return encode_basestring(str.__str__(value))
    if isinstance(value, int):  # (an int subclass: IntEnum's members)
        return _integer(int(value))
    if isinstance(value, float):
        return _number(float(value))
    if replaced:
        raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")
    return _opened(json_replacement(value), True)


def _with_surrogates_escaped(text: str) -> str:
    """JSON text with QuoteJSONString's surrogates (https://tc39.es/ecma262/#sec-quotejsonstring
    step 2.b): a high surrogate followed by a low one is their code point, every other
    surrogate the escape ``\\udXXX`` (a surrogate is only ever inside a JSON string)."""
    paired = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")
    if not has_surrogates(paired):
        return paired
    return "".join(
        f"\\u{ord(char):04x}" if "\ud800" <= char <= "\udfff" else char for char in paired
    )
