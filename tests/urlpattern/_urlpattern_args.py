"""What the generated bindings do before calling ``URLPatternImpl``, mimicked for the
tests: Web IDL overload resolution and dictionary conversion of JavaScript-like
arguments (dicts stand for objects)."""

from __future__ import annotations

from typing import Any

from webapi.urlpattern._urlpattern_impl import URLPatternImpl

INIT_MEMBERS = (
    "protocol",
    "username",
    "password",
    "hostname",
    "port",
    "pathname",
    "search",
    "hash",
    "baseURL",
)


def _to_string(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        return "[object Object]"
    return str(value)


def to_input(value: Any) -> str | dict[str, str]:
    """A URLPatternInput: a string, or a URLPatternInit of the members present."""
    if isinstance(value, dict):
        return {k: _to_string(value[k]) for k in INIT_MEMBERS if k in value}
    return _to_string(value)


def to_options(value: Any) -> dict[str, bool]:
    """A URLPatternOptions dictionary; a string is not an object, so a TypeError."""
    if value is None:
        return {"ignoreCase": False}
    if not isinstance(value, dict):
        raise TypeError("URLPatternOptions must be an object")
    return {"ignoreCase": bool(value.get("ignoreCase", False))}


def construct(*args: Any) -> URLPatternImpl:
    """``new URLPattern(...args)``."""
    if not args:
        return URLPatternImpl.construct({}, None, to_options(None))
    if len(args) >= 3 or (len(args) == 2 and not isinstance(args[1], dict)):
        # constructor(URLPatternInput input, USVString baseURL, optional options)
        options = to_options(args[2] if len(args) >= 3 else None)
        return URLPatternImpl.construct(to_input(args[0]), _to_string(args[1]), options)
    # constructor(optional URLPatternInput input = {}, optional options = {})
    options = to_options(args[1] if len(args) == 2 else None)
    return URLPatternImpl.construct(to_input(args[0]), None, options)


def match_args(*args: Any) -> tuple[str | dict[str, str], str | None]:
    """The (input, baseURL) of ``test(...args)`` / ``exec(...args)``."""
    input = to_input(args[0]) if args else {}
    base_url = _to_string(args[1]) if len(args) >= 2 else None
    return input, base_url
