"""The URL viewer's Python side, run inside Pyodide by ``viewer.js``: webapi's view of an input.

``describe(input, base)`` returns JSON: ``{"failure": false, "components": {...}}`` or
``{"failure": true, "message": ...}``, with ``"errors"`` (the validation errors) and
``"base_failure"`` (whether the base does not parse).  ``versions()`` returns JSON too.
"""

from __future__ import annotations

import json
import platform

import webapi
from webapi import URL
from webapi.url import UNICODE_VERSION, URLParseError, validate

COMPONENTS = (
    "href",
    "origin",
    "protocol",
    "username",
    "password",
    "host",
    "hostname",
    "port",
    "pathname",
    "search",
    "hash",
)


def describe(input: str, base: str | None = None) -> str:
    result: dict[str, object]
    try:
        url = URL(input, base)
    except URLParseError as error:
        result = {"failure": True, "message": f"URLParseError: {error}"}
    else:
        result = {"failure": False, "components": {name: getattr(url, name) for name in COMPONENTS}}
    try:
        errors = validate(input, base)
    except URLParseError:
        result["base_failure"] = True
        errors = []
    result["errors"] = [
        {"type": error.type, "index": error.index, "failure": error.failure} for error in errors
    ]
    return json.dumps(result)


def versions() -> str:
    import idna

    return json.dumps(
        {
            "webapi": webapi.__version__,
            "python": platform.python_version(),
            "unicode": str(UNICODE_VERSION),
            "idna": idna.__version__,
        }
    )
