"""Keeping a jar across sessions: the cookie store as JSON lines, one cookie a line, the
format ``webapi cookies --jar`` prints (see docs/cookies.md, "Persistence").

A line is :meth:`Cookie.to_dict <webapi.cookies.Cookie.to_dict>` with two more keys:
``expiry`` (the expiry-time in epoch seconds, ``null`` for a session cookie) and
``last_access`` (the last-access-time), the exact numbers (``expires`` is the same time for a
reader, and is not read back). Reading checks that each line is a cookie the storage model
could have stored (the values a retrieval relies on: no CTL, ``;`` or ``=`` that would
change the Cookie header, the size limit, the prefixes' rules), so a hostile or corrupt file
raises :class:`CookieFileError` and stores nothing.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Iterator
from typing import Any

from webapi._bounded_json import loads as loads_bounded

from ._records import Cookie
from ._set_cookie import MAX_NAME_VALUE_OCTETS, has_ctl, octets
from ._storage import CookieStore, Entry, prefix_problem

__all__ = ["MAX_LINE_OCTETS", "CookieFileError", "jar_lines", "read_entries"]

#: The longest line read: 2 MiB, Chromium's limit on a URL's length (a host-only cookie's
#: domain and a default-path come from the URL, so a line is at most about that).
MAX_LINE_OCTETS = 2 * 1024 * 1024
#: How deep a line's JSON may nest (a cookie's record is one flat object): deeper lines are
#: refused before json's decoder recurses into them.
_MAX_JSON_DEPTH = 8

_SAME_SITE = frozenset({"Strict", "Lax", "None", "Default"})
_TEXT_KEYS = ("name", "value", "domain", "path", "same_site")
_FLAG_KEYS = ("host_only", "secure", "http_only")


class CookieFileError(ValueError):
    """A saved jar that cannot be read: not JSON lines, or a line that is not a cookie the
    storage model could have stored. ``line`` is the line's number (from 1), ``reason``
    what is wrong with it."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        #: The number of the line (from 1).
        self.line = line
        #: What is wrong with the line.
        self.reason = reason


def cookie_record(cookie: Cookie, last_access: float) -> dict[str, object]:
    """One line's object: ``cookie.to_dict()``, its exact ``expiry`` and ``last_access``."""
    record = cookie.to_dict()
    record["expiry"] = cookie.expiry if cookie.persistent else None
    record["last_access"] = last_access
    return record


def json_line(record: dict[str, object], ascii_only: bool = False) -> str:
    """``record`` as one line of JSON: UTF-8 text, or ``\\u`` escapes where a value holds
    bytes that are not UTF-8 (lone surrogates) or ``ascii_only`` asks for them."""
    line = json.dumps(record, ensure_ascii=ascii_only)
    if not ascii_only and not line.isascii():
        try:
            line.encode("utf-8")
        except UnicodeEncodeError:
            line = json.dumps(record)
    return line


def jar_lines(
    entries: list[Entry], now: float, session_cookies: bool, ascii_only: bool = False
) -> Iterator[str]:
    """The lines of a saved jar (without newlines): the cookies of ``entries`` unexpired at
    ``now``, session cookies only if ``session_cookies``, in creation order."""
    for entry in sorted(entries, key=lambda e: e.order):
        cookie = entry.cookie
        if cookie.expiry < now or (not session_cookies and not cookie.persistent):
            continue
        yield json_line(cookie_record(cookie, entry.last_access), ascii_only)


def _number(record: dict[str, Any], key: str) -> float:
    value = record.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{key!r} is not a number")
    number = float(value)
    if not math.isfinite(number):
        raise ValueError(f"{key!r} is not finite")
    return number


def cookie_from_record(record: object) -> tuple[Cookie, float]:
    """The cookie and last-access-time of one line's object; ``ValueError`` saying what is
    wrong when it is not a cookie the storage model could have stored."""
    if not isinstance(record, dict):
        raise ValueError("not a JSON object")
    for key in _TEXT_KEYS:
        if not isinstance(record.get(key), str):
            raise ValueError(f"{key!r} is not a string")
    for key in _FLAG_KEYS:
        if not isinstance(record.get(key), bool):
            raise ValueError(f"{key!r} is not true or false")
    name: str = record["name"]
    value: str = record["value"]
    domain: str = record["domain"]
    path: str = record["path"]
    same_site: str = record["same_site"]
    host_only: bool = record["host_only"]
    secure: bool = record["secure"]
    http_only: bool = record["http_only"]
    # "expiry": null for a session cookie (the key must be there).
    expiry = None if "expiry" in record and record["expiry"] is None else _number(record, "expiry")
    creation = _number(record, "creation")
    last_access = _number(record, "last_access")
    # What the set-cookie-string's parsing and the storage model guarantee (storage steps
    # 2-4, the name-value-pair's split at the first "=" and ";").
    if not name and not value:
        raise ValueError("the name and the value are empty")
    if has_ctl(name) or has_ctl(value):
        raise ValueError("a CTL character in the name or value")
    if ";" in name or "=" in name or ";" in value:
        raise ValueError("a ';' in the name or value, or a '=' in the name")
    if octets(name) + octets(value) > MAX_NAME_VALUE_OCTETS:
        raise ValueError("the name and value are over 4096 octets")
    if not domain or not domain.isascii() or has_ctl(domain) or domain.startswith("."):
        raise ValueError("'domain' is not a canonicalized host")
    if not path.startswith("/") or has_ctl(path) or ";" in path:
        raise ValueError("'path' does not start with '/', or holds a CTL character or ';'")
    if same_site not in _SAME_SITE:
        raise ValueError("'same_site' is not Strict, Lax, None or Default")
    if same_site == "None" and not secure:  # storage step 19
        raise ValueError("SameSite=None without Secure")
    problem = prefix_problem(name, value, secure, host_only and path == "/", http_only)
    if problem:
        raise ValueError(problem)
    cookie = Cookie(
        name,
        value,
        domain,
        path,
        host_only,
        secure,
        http_only,
        same_site,
        math.inf if expiry is None else expiry,
        creation,
    )
    return cookie, last_access


def read_entries(file: Any, now: float) -> CookieStore:
    """Read a saved jar from ``file`` (a text or binary file object) into a new store: the
    cookies unexpired at ``now``, kept within the jar's limits as they are added (the
    draft's "remove excess cookies"); :class:`CookieFileError` for the first bad line."""
    store = CookieStore()
    number = 0
    while True:
        line = file.readline(MAX_LINE_OCTETS + 1)
        if not line:
            return store
        number += 1
        if len(line) > MAX_LINE_OCTETS:
            raise CookieFileError(number, f"longer than {MAX_LINE_OCTETS} characters")
        if isinstance(line, (bytes, bytearray)):
            try:
                line = bytes(line).decode("utf-8")
            except UnicodeDecodeError:
                raise CookieFileError(number, "not UTF-8") from None
        elif not isinstance(line, str):
            raise CookieFileError(number, "the file gave neither str nor bytes")
        if number == 1:
            line = line.removeprefix("\ufeff")
        if not line.strip():
            continue
        try:
            cookie, last_access = cookie_from_record(loads_bounded(line, _MAX_JSON_DEPTH))
        except RecursionError:
            raise CookieFileError(number, "nested too deeply") from None
        except ValueError as error:  # JSONDecodeError, the digit limit, a bad cookie
            raise CookieFileError(number, str(error)) from None
        if cookie.expiry < now:
            continue
        store.put(Entry(cookie, last_access, store.next_order()))
        store.remove_excess(cookie.domain, now)


def is_binary(file: Any) -> bool:
    """Whether a file object reads and writes bytes."""
    import io

    if isinstance(file, io.TextIOBase):
        return False
    if isinstance(file, (io.RawIOBase, io.BufferedIOBase)):
        return True
    return "b" in str(getattr(file, "mode", ""))


def as_path(file: object) -> str | bytes | None:
    """``file`` as a file system path, or ``None`` for a file object."""
    if isinstance(file, (str, bytes, os.PathLike)):
        return os.fspath(file)
    return None
