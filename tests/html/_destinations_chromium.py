"""The request headers Chromium 156 sends for each kind of request a document makes, asked once
on a loopback site and stored (``_chromium_destinations.json``, written by
``python -m tests.html._destinations_chromium``; the slow tier asks again,
``test_destinations_chromium.py``).

The site (:func:`answer`) is one function from a request to a response, served on one port to
Chromium (origin ``A``, ``127.0.0.1:PA``; ``C``, ``localhost:PA``, is another site) and given
to webapi as the window's transport. ``/start`` sets a cookie (``sid=1``) and holds a link and
a form; the other pages hold what makes each request: an ``iframe``, a
``link rel=stylesheet``, a ``style`` element's ``@import``, an ``@import`` of a linked sheet,
a ``<meta http-equiv=refresh>``. Every request to a path under ``/r/`` is logged as
``[origin key, method, path, headers in order (names lowercased, without host and
connection), body]``.

A scenario (:data:`SCENARIOS`) is ``[start page, action, paths awaited]``: the page opened
first (Chromium's ``page.goto``, webapi's ``open_window``), then the action (``None``: the
page's own loading; ``["goto", path]``: the program navigates, Playwright's ``goto``,
webapi's ``open_window`` with the same cookie jar; ``["script", name]``: what
:data:`SCRIPTS` runs in the page, run by the page's own script once it is loaded, without a
user activation (``/start?do=name``), which webapi's test does through its Python API), and
the logged requests it waits for."""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ANSWERS = Path(__file__).with_name("_chromium_destinations.json")

#: The scripts an action runs in Chromium's page (webapi's test does the same in Python).
SCRIPTS = {
    "click": "document.getElementById('link').click()",
    "click-cross": "document.getElementById('cross').click()",
    "submit": "document.getElementById('form').submit()",
    "fetch": "fetch('/r/fetch')",
    "fetch-cross": (
        "fetch('http://localhost:' + location.port + '/r/fetch-cross', {mode: 'no-cors'})"
    ),
    "xhr": "(() => { const x = new XMLHttpRequest(); x.open('GET', '/r/xhr'); x.send() })()",
}

#: name -> [start page, action, the logged paths awaited]
SCENARIOS: dict[str, list[Any]] = {
    "document-goto": ["/start", ["goto", "/r/goto"], ["/r/goto"]],
    "document-click": ["/start", ["script", "click"], ["/r/link"]],
    "document-click-cross": ["/start", ["script", "click-cross"], ["/r/link-cross"]],
    "document-form": ["/start", ["script", "submit"], ["/r/form"]],
    "document-refresh": ["/refresh", None, ["/r/refresh"]],
    "iframe": ["/frame", None, ["/r/iframe"]],
    "iframe-cross": ["/frame-cross", None, ["/r/iframe-cross"]],
    "style": ["/style", None, ["/r/style.css"]],
    "style-cross": ["/style-cross", None, ["/r/style-cross.css"]],
    "style-import": ["/import", None, ["/r/import.css"]],
    "style-import-nested": ["/nested", None, ["/r/nested.css"]],
    "fetch": ["/start", ["script", "fetch"], ["/r/fetch"]],
    "fetch-cross-no-cors": ["/start", ["script", "fetch-cross"], ["/r/fetch-cross"]],
    "xhr": ["/start", ["script", "xhr"], ["/r/xhr"]],
}

_HTML = "text/html; charset=utf-8"


def _page(body: str) -> tuple[int, list[tuple[str, str]], bytes]:
    return 200, [("Content-Type", _HTML)], ("<!doctype html><title>t</title>" + body).encode()


def answer(key: str, method: str, path: str, port: int) -> tuple[int, list[tuple[str, str]], bytes]:
    """The site's answer to ``method path`` at origin ``key`` (``A`` or ``C``) on ``port``."""
    cross = f"http://localhost:{port}"
    path, _, query = path.partition("?")
    if path == "/start":
        # (?do=NAME: the page's own script runs SCRIPTS[NAME] once loaded, without a user
        # activation, as webapi's Python calls stand for a script's)
        script = SCRIPTS.get(query.removeprefix("do="))
        status, headers, body = _page(
            "<a id=link href=/r/link>link</a>"
            f"<a id=cross href={cross}/r/link-cross>cross</a>"
            "<form id=form method=post action=/r/form><input name=a value=b></form>"
            + (
                ""
                if script is None
                else f"<script>onload = () => setTimeout(() => {{ {script} }}, 0)</script>"
            )
        )
        return status, [*headers, ("Set-Cookie", "sid=1; Path=/")], body
    pages = {
        "/refresh": "<meta http-equiv=refresh content='0; url=/r/refresh'>",
        "/frame": "<iframe src=/r/iframe></iframe>",
        "/frame-cross": f"<iframe src={cross}/r/iframe-cross></iframe>",
        "/style": "<link rel=stylesheet href=/r/style.css>",
        "/style-cross": f"<link rel=stylesheet href={cross}/r/style-cross.css>",
        "/import": "<style>@import '/r/import.css';</style>",
        "/nested": "<link rel=stylesheet href=/sheet.css>",
    }
    if path in pages:
        # (each sets the cookie too: the requests it makes carry it where Chromium sends it)
        status, headers, body = _page(pages[path])
        return status, [*headers, ("Set-Cookie", "sid=1; Path=/")], body
    if path == "/sheet.css":
        return 200, [("Content-Type", "text/css")], b"@import '/r/nested.css';"
    if path.endswith(".css"):
        return 200, [("Content-Type", "text/css")], b"p { color: green }"
    if path.startswith("/r/"):
        return 200, [("Content-Type", _HTML)], b"<!doctype html><title>r</title>"
    return 404, [("Content-Type", "text/plain")], b"not found"


#: Header names left out of the log: the connection's.
_CONNECTION = {"host", "connection", "keep-alive", "content-length"}


def log_entry(
    key: str, method: str, path: str, headers: list[tuple[str, str]], body: bytes
) -> list[Any]:
    """A logged request: its origin key, method, path, headers and body (as text)."""
    kept = [[name.lower(), value] for name, value in headers if name.lower() not in _CONNECTION]
    return [key, method, path, kept, body.decode("latin-1")]


def normalize(value: str, port: int) -> str:
    """``value`` with the port written ``PA``."""
    return value.replace(f":{port}", ":PA")


@contextmanager
def serving() -> Iterator[tuple[int, list[list[Any]]]]:
    """The site on a loopback port (``_navigation_chromium.serving_site``'s server); yields
    the port and the log of the requests under ``/r/`` (ports written ``PA``)."""
    from tests.html._navigation_chromium import serving_site

    log: list[list[Any]] = []
    port: list[int] = []

    def respond(
        method: str, path: str, headers: dict[str, str], body: bytes
    ) -> tuple[int, list[tuple[str, str]], bytes]:
        key = "C" if headers.get("host", "").startswith("localhost") else "A"
        if path.startswith("/r/"):
            written = [(n, normalize(v, port[0])) for n, v in headers.items()]
            log.append(log_entry(key, method, path, written, body))
        return answer(key, method, path, port[0])

    with serving_site(respond) as origin:
        port.append(int(origin.rpartition(":")[2]))
        yield port[0], log


def _wait_for(log: list[list[Any]], paths: list[str], timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if all(any(entry[2] == path for entry in log) for path in paths):
            return
        time.sleep(0.05)
    raise RuntimeError(f"Chromium never asked for {paths}: {[e[2] for e in log]}")


def ask_chromium(names: list[str] | None = None) -> dict[str, Any]:
    """Chromium's logged requests (Playwright) for each scenario (those of ``names``: all by
    default), a fresh context each, with its version."""
    from oracles.chromium import browser

    requests: dict[str, Any] = {}
    with serving() as (port, log), browser() as launched:
        origin = f"http://127.0.0.1:{port}"
        for name, (start, action, paths) in SCENARIOS.items():
            if names is not None and name not in names:
                continue
            context = launched.new_context()
            page = context.new_page()
            del log[:]
            if action is not None and action[0] == "script":
                page.goto(origin + start + "?do=" + action[1])
            else:
                page.goto(origin + start)
            if action is not None and action[0] == "goto":
                page.goto(origin + action[1])
            _wait_for(log, paths)
            requests[name] = [entry for entry in log if entry[2] in paths]
            context.close()
        version = launched.version
    return {"chromium": version, "requests": requests}


if __name__ == "__main__":
    data = ask_chromium()
    ANSWERS.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {ANSWERS} ({data['chromium']}, {len(data['requests'])} scenarios)\n")
