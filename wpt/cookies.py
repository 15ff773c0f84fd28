"""Locate, verify and parse the pinned cookie test data (``../shared/cookies``): the
http-state suite as web-platform-tests last had it, the IETF parser and cookie-date
vectors, and WPT's cookie expectations as JSON.

The same lookup as the web-platform-tests data (:mod:`wpt.data`), with its own variable and
folders, for a file ``NAME`` (a key of ``cookies-manifest.json``, e.g.
``http-state/0001-test``):

1. ``$COOKIES_DATA/NAME`` or ``$COOKIES_DATA/cookies/NAME`` when ``COOKIES_DATA`` is set (and
   then nowhere else).
2. ``../shared/cookies/NAME`` beside the repository root.
3. ``wpt/_cache/cookies/NAME`` (a previous download).
4. A download of the pinned raw URL into that cache.

Every file must have the sha256 pinned in the manifest, wherever it comes from.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .data import PinnedData, read_manifest

__all__ = [
    "ENV_VAR",
    "WPT_JSON_FILES",
    "HttpStateCase",
    "date_vectors",
    "http_state_cases",
    "parser_cases",
    "read_bytes",
    "wpt_json",
]

#: Environment variable naming a directory that holds the cookie data.
ENV_VAR = "COOKIES_DATA"
_DATA = PinnedData("cookies", ENV_VAR)


def read_bytes(name: str) -> bytes:
    """The verified bytes of file ``name``, downloading it if needed."""
    return _DATA.read(name)[1]


@dataclass(frozen=True)
class HttpStateCase:
    """One http-state test: the response's Set-Cookie field values (raw bytes), its
    Location (or ``None``), and the expected Cookie header value (raw bytes, ``b""`` for
    none)."""

    name: str
    set_cookies: tuple[bytes, ...]
    location: bytes | None
    expected: bytes


def _header_value(line: bytes, name: bytes) -> bytes | None:
    field, colon, value = line.partition(b":")
    if not colon or field.strip().lower() != name:
        return None
    return value.strip(b" \t")


def http_state_cases() -> list[HttpStateCase]:
    """The 221 http-state tests (the ``NAME-test`` and ``NAME-expected`` pairs)."""
    names = sorted(
        key[len("http-state/") : -len("-test")]
        for key in read_manifest(_DATA.manifest_path)
        if key.startswith("http-state/") and key.endswith("-test")
    )
    cases = []
    for name in names:
        set_cookies = []
        location = None
        for line in read_bytes(f"http-state/{name}-test").splitlines():
            value = _header_value(line, b"set-cookie")
            if value is not None:
                set_cookies.append(value)
            elif (value := _header_value(line, b"location")) is not None:
                location = value
        expected = b""
        for line in read_bytes(f"http-state/{name}-expected").splitlines():
            value = _header_value(line, b"cookie")
            if value is not None:
                expected = value
        cases.append(HttpStateCase(name, tuple(set_cookies), location, expected))
    return cases


def parser_cases() -> list[dict[str, Any]]:
    """The IETF parser tests (``ietf-data/parser.json``)."""
    cases: list[dict[str, Any]] = json.loads(read_bytes("ietf-data/parser.json"))
    return cases


def date_vectors() -> list[tuple[str, str | None]]:
    """The 70 cookie-date vectors: ``(text, expected IMF-fixdate or None)``
    (``bsd-examples.json`` starts with ``//`` comment lines, dropped)."""
    vectors = []
    for name in ("ietf-data/dates/examples.json", "ietf-data/dates/bsd-examples.json"):
        text = read_bytes(name).decode("utf-8")
        lines = [line for line in text.splitlines() if not line.lstrip().startswith("//")]
        vectors += [(case["test"], case["expected"]) for case in json.loads("\n".join(lines))]
    return vectors


def wpt_json(name: str) -> list[dict[str, Any]]:
    """The tests of ``wpt-json/NAME.json``."""
    cases: list[dict[str, Any]] = json.loads(read_bytes(f"wpt-json/{name}.json"))
    return cases


WPT_JSON_FILES = (
    "attributes_expires",
    "attributes_invalid",
    "attributes_max_age",
    "attributes_path",
    "attributes_secure",
    "attributes_secure_non_secure",
    "encoding_charset",
    "name",
    "size_attributes",
    "size_name_and_value",
    "value",
)
