"""The URL viewer's Python side, run inside Pyodide by ``viewer.js``: webapi's view of an input.

``describe(input, base)`` returns JSON: ``{"failure": false, "components": {...}}`` or
``{"failure": true, "message": ...}`` (the message names the reason), with ``"errors"`` (the
validation errors of the input, or of the base when ``"base_failure"``, each with its
description and a caret line), and ``"subject"`` (the string they point into).
``match(pattern, input, base)`` (the pattern mode) returns JSON: ``{"failure": false, "result":
exec() or null}`` or ``{"failure": true, "message": ...}``.  ``versions()`` returns JSON too.
"""

from __future__ import annotations

import json
import platform

import webapi
from webapi import URL
from webapi.url import UNICODE_VERSION, URL_ATTRIBUTES, URLParseError, ValidationError, validate

COMPONENTS = URL_ATTRIBUTES


def _errors(errors: list[ValidationError], subject: str) -> list[dict[str, object]]:
    """The validation errors as JSON, with their description and the caret line that marks
    the position in ``subject`` (the string that was parsed), counted in code points."""
    return [
        {
            "type": error.type,
            "index": error.index,
            "failure": error.failure,
            "description": error.description,
            "caret": " " * error.index + "^",
        }
        for error in errors
    ]


def describe(input: str, base: str | None = None) -> str:
    result: dict[str, object]
    try:
        url = URL(input, base)
    except URLParseError as error:
        result = {"failure": True, "message": f"URLParseError: {error}"}
        subject = (base or "") if error.base_failed else input
        result["base_failure"] = error.base_failed
        result["subject"] = subject
        result["errors"] = _errors(error.errors, subject)
        return json.dumps(result)
    result = {"failure": False, "components": {name: getattr(url, name) for name in COMPONENTS}}
    result["subject"] = input
    result["errors"] = _errors(validate(input, base), input)
    return json.dumps(result)


def match(pattern: str, input: str, base: str | None = None) -> str:
    """``new URLPattern(pattern).exec(input, base)``: a ``pattern`` starting with ``{`` is a
    ``URLPatternInit`` written as JSON, another a pattern string."""
    from webapi import URLPattern

    try:
        init = json.loads(pattern) if pattern.lstrip().startswith("{") else pattern
    except ValueError as error:
        return json.dumps({"failure": True, "message": f"not JSON: {error}"})
    try:
        compiled = URLPattern(init)
        result = compiled.exec(input) if base is None else compiled.exec(input, base)
    except TypeError as error:
        return json.dumps({"failure": True, "message": f"TypeError: {error}"})
    return json.dumps({"failure": False, "result": result})


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
