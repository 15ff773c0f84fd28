"""The headers of every kind of request a window's documents make, against Chromium 156's on
the same loopback site (issue #72 item 1: one road to the network; ``_destinations_chromium.py``:
the site, the scenarios, the stored answers): a program's navigation, a link followed, a form
submitted, a ``<meta http-equiv=refresh>``, an ``iframe``, a ``link rel=stylesheet``, a
``style`` element's ``@import``, an ``@import`` of a linked sheet, ``window.fetch()`` (``cors``
and ``no-cors``) and ``XMLHttpRequest``, same-site and cross-site. Each request that reached the
site (origin, method, path, header names and values in order, body) is compared with
Chromium's. One difference is named and normalized, nothing else: ``Accept-Encoding``
(Chromium's ``br, zstd``: the standard library decodes neither). The slow tier asks Chromium
again."""

from __future__ import annotations

import asyncio
import json
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.html._destinations_chromium import (
    ANSWERS,
    SCENARIOS,
    answer,
    ask_chromium,
    log_entry,
    normalize,
)
from webapi.cookies import CookieJar
from webapi.fetch import TransportResponse
from webapi.html import open_window

STORED = json.loads(ANSWERS.read_text(encoding="utf-8"))
#: The replay's port (any: the log writes it PA).
PORT = 8000
ORIGIN = f"http://127.0.0.1:{PORT}"
_CHROMIUM_ENCODING = "gzip, deflate, br, zstd"


class Site:
    """The site as a transport of webapi (``send``: one hop, answered at once), logging the
    requests under ``/r/`` as the loopback server logs Chromium's."""

    blocking = False

    def __init__(self) -> None:
        self.log: list[list[Any]] = []

    def send(
        self, method: str, url: str, headers: list[tuple[str, str]], body: bytes | None
    ) -> TransportResponse:
        parts = urlsplit(url)
        key = "C" if parts.hostname == "localhost" else "A"
        path = parts.path + ("?" + parts.query if parts.query else "")
        if path.startswith("/r/"):
            written = [(n, normalize(v, PORT)) for n, v in headers]
            self.log.append(log_entry(key, method, path, written, body or b""))
        status, response_headers, content = answer(key, method, path, PORT)
        return TransportResponse(status, "", response_headers, content)


def run_in_webapi(name: str) -> list[list[Any]]:
    """The requests of scenario ``name`` that reached the site, webapi's actions standing for
    the page's script."""
    start, action, paths = SCENARIOS[name]
    site = Site()
    jar = CookieJar()
    query = "?do=" + action[1] if action is not None and action[0] == "script" else ""
    window = open_window(ORIGIN + start + query, transport=site, cookie_jar=jar, refresh=True)
    if action is not None and action[0] == "goto":
        open_window(ORIGIN + action[1], transport=site, cookie_jar=jar)
    elif action is not None:
        document = window.document
        script = action[1]
        if script in ("click", "click-cross"):
            document.getElementById("link" if script == "click" else "cross").click()
        elif script == "submit":
            document.getElementById("form").submit()
        elif script == "fetch":
            asyncio.run(window.fetch("/r/fetch"))
        elif script == "fetch-cross":
            url = f"http://localhost:{PORT}/r/fetch-cross"
            asyncio.run(window.fetch(url, mode="no-cors"))
        elif script == "xhr":
            from webapi.xmlhttprequest import XMLHttpRequest

            xhr = XMLHttpRequest.for_document(window)
            xhr.open("GET", "/r/xhr")
            xhr.send()
    window.event_loop.run_until_idle()
    return [entry for entry in site.log if entry[2] in paths]


def comparable(log: list[list[Any]]) -> list[list[Any]]:
    """The log with Chromium's ``Accept-Encoding`` written as webapi's (the one named
    difference)."""
    out = []
    for key, method, path, headers, body in log:
        headers = [
            [n, "gzip, deflate" if [n, v] == ["accept-encoding", _CHROMIUM_ENCODING] else v]
            for n, v in headers
        ]
        out.append([key, method, path, headers, body])
    return out


@pytest.mark.parametrize(
    "name",
    [
        # (window.fetch's scenarios run its promise with asyncio.run)
        pytest.param(name, marks=pytest.mark.needs_loop_run) if name.startswith("fetch") else name
        for name in sorted(SCENARIOS)
    ],
)
def test_the_headers_are_chromiums(name: str) -> None:
    assert comparable(run_in_webapi(name)) == comparable(STORED["requests"][name])


def test_every_destination_is_there() -> None:
    """The scenarios cover each destination and mode a document's requests have."""
    kinds = {
        (dict(headers)["sec-fetch-dest"], dict(headers)["sec-fetch-mode"])
        for entries in STORED["requests"].values()
        for _, _, _, headers, _ in entries
    }
    assert kinds == {
        ("document", "navigate"),
        ("iframe", "navigate"),
        ("style", "no-cors"),
        ("empty", "cors"),
        ("empty", "no-cors"),
    }
    assert sorted(STORED["requests"]) == sorted(SCENARIOS)
    assert STORED["chromium"].startswith("156.")


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.needs_sockets
@pytest.mark.needs_threads
def test_chromium_answers_the_same_now() -> None:
    assert ask_chromium()["requests"] == STORED["requests"]
