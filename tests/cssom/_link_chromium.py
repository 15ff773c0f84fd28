"""What Chromium 156 answers for a ``<link rel=stylesheet>``'s ``load`` and ``error`` events
(https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet) and its sheet: each
case a page served from a loopback server (``FILES``), its links parsed or made by steps run
after the page's ``load``; the answer is the log of the ``load``/``error`` events a capture
listener on the document saw (an element's ``load`` does not reach the window; ``window`` for
the window's own ``load``, ``--`` where a step waited), each link's sheet (None, or its
number of rules) and ``document.styleSheets.length``. ``python -m tests.cssom._link_chromium``
asks Chromium (Playwright, ``oracles/chromium.py``) and writes ``_link_chromium.json``;
:func:`webapi_answers` gives webapi's in the same shape (``open_window`` through a transport
serving the same files)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

__all__ = ["ANSWERS", "CASES", "FILES", "ask_chromium", "load", "webapi_answers"]

ANSWERS = Path(__file__).with_name("_link_chromium.json")

#: The files served: a path -> (status, body, Content-Type); others are 404.
FILES: dict[str, tuple[int, bytes, str]] = {
    "/a.css": (200, b"p { color: red }", "text/css"),
    "/b.css": (200, b"p { color: blue } q { }", "text/css"),
    "/plain.css": (200, b"p { color: red }", "text/plain"),
    "/charset.css": (200, b"p { color: red }", "text/css; charset=utf-8"),
    "/imp-missing.css": (200, b"@import url(missing.css); p { }", "text/css"),
    "/imp-ok.css": (200, b"@import url(a.css);", "text/css"),
    "/e500.css": (500, b"p { }", "text/css"),
}

_STANDARD = "<!DOCTYPE html><title>t</title>"

#: A step after the page's load: ("create", id, attributes) appends a new link to the head,
#: ("set", id, name, value), ("unset", id, name), ("remove", id), ("wait",): the events queued
#: run (Chromium: until its log stops growing, :func:`_settle`), and the log gets ``--``; the
#: steps before a wait run in one turn.
Step = tuple[Any, ...]

#: name -> (the page's markup, the steps).
CASES: dict[str, tuple[str, list[Step]]] = {
    "ok": (_STANDARD + "<link id=l rel=stylesheet href=a.css>", []),
    "two": (
        _STANDARD + "<link id=l rel=stylesheet href=a.css><link id=m rel=stylesheet href=b.css>",
        [],
    ),
    "404": (_STANDARD + "<link id=l rel=stylesheet href=missing.css>", []),
    "500": (_STANDARD + "<link id=l rel=stylesheet href=e500.css>", []),
    "text/plain": (_STANDARD + "<link id=l rel=stylesheet href=plain.css>", []),
    "charset": (_STANDARD + "<link id=l rel=stylesheet href=charset.css>", []),
    "quirks text/plain": ("<title>t</title><link id=l rel=stylesheet href=plain.css>", []),
    "import 404": (_STANDARD + "<link id=l rel=stylesheet href=imp-missing.css>", []),
    "import ok": (_STANDARD + "<link id=l rel=stylesheet href=imp-ok.css>", []),
    "media print": (_STANDARD + "<link id=l rel=stylesheet media=print href=a.css>", []),
    "disabled": (_STANDARD + "<link id=l rel=stylesheet disabled href=a.css>", []),
    "empty href": (_STANDARD + "<link id=l rel=stylesheet href=''>", []),
    "data url": (_STANDARD + "<link id=l rel=stylesheet href='data:text/css,p{}'>", []),
    "type text/plain": (_STANDARD + "<link id=l rel=stylesheet type=text/plain href=a.css>", []),
    "in body": (_STANDARD + "<body><p>x<link id=l rel=stylesheet href=a.css>", []),
    "created": (
        _STANDARD,
        [
            ("create", "l", {"rel": "stylesheet", "href": "a.css"}),
            ("wait",),
            ("set", "l", "href", "b.css"),
            ("wait",),
            ("set", "l", "href", "missing.css"),
            ("wait",),
            ("remove", "l"),
            ("wait",),
        ],
    ),
    "created 404": (
        _STANDARD,
        [("create", "l", {"rel": "stylesheet", "href": "missing.css"}), ("wait",)],
    ),
    "removed at once": (
        _STANDARD,
        [("create", "l", {"rel": "stylesheet", "href": "a.css"}), ("remove", "l"), ("wait",)],
    ),
    "href set twice": (
        _STANDARD,
        [
            ("create", "l", {"rel": "stylesheet", "href": "a.css"}),
            ("set", "l", "href", "b.css"),
            ("wait",),
        ],
    ),
    "disabled removed": (
        _STANDARD + "<link id=l rel=stylesheet disabled href=a.css>",
        [("unset", "l", "disabled"), ("wait",), ("set", "l", "disabled", ""), ("wait",)],
    ),
    "rel changed": (
        _STANDARD + "<link id=l rel=help href=b.css>",
        [("set", "l", "rel", "stylesheet"), ("wait",), ("set", "l", "rel", "help"), ("wait",)],
    ),
    "preload": (_STANDARD + "<link id=l rel=preload as=style href=b.css>", [("wait",)]),
    "media changed": (
        _STANDARD + "<link id=l rel=stylesheet href=a.css>",
        [("set", "l", "media", "print"), ("wait",)],
    ),
    "same href set": (
        _STANDARD + "<link id=l rel=stylesheet href=a.css>",
        [("set", "l", "href", "a.css"), ("wait",)],
    ),
}

_LISTEN = """() => {
  window.__log = [];
  const note = (e) => window.__log.push(e.type + ' ' + (e.target.id || 'window'));
  document.addEventListener('load', note, true);
  document.addEventListener('error', note, true);
  window.addEventListener('load', note);
}"""

_STEP = """(step) => {
  const [kind, id, ...rest] = step;
  if (kind === 'create') {
    const link = document.createElement('link');
    link.id = id;
    for (const [name, value] of Object.entries(rest[0])) link.setAttribute(name, value);
    document.head.append(link);
  } else if (kind === 'set') {
    document.getElementById(id).setAttribute(rest[0], rest[1]);
  } else if (kind === 'unset') {
    document.getElementById(id).removeAttribute(rest[0]);
  } else if (kind === 'remove') {
    window.__removed = window.__removed || {};
    window.__removed[id] = document.getElementById(id);
    window.__removed[id].remove();
  }
}"""

_SNAPSHOT = """(ids) => {
  const sheets = {};
  for (const id of ids) {
    const link = document.getElementById(id) || (window.__removed || {})[id];
    const sheet = link ? link.sheet : undefined;
    sheets[id] = sheet === undefined ? 'none' : sheet === null ? null : sheet.cssRules.length;
  }
  return {log: window.__log, sheets, count: document.styleSheets.length};
}"""


def _ids(case: tuple[str, list[Step]]) -> list[str]:
    markup, steps = case
    found = ["l", "m"] if "id=m" in markup else ["l"]
    for step in steps:
        if step[0] == "create" and step[1] not in found:
            found.append(step[1])
    return found


def _page(markup: str) -> bytes:
    return markup.encode("utf-8")


def _answer(path: str) -> tuple[int, bytes, str | None] | None:
    if path.removeprefix("/case") in FILES:
        return FILES[path.removeprefix("/case")]
    if path.startswith("/case/"):
        from urllib.parse import unquote

        name = unquote(path.removeprefix("/case/"))
        if name in CASES:
            return 200, _page(CASES[name][0]), "text/html"
    return None


def ask_chromium() -> dict[str, Any]:
    """Chromium's answers: each case's page loaded, its steps run."""
    from urllib.parse import quote

    from oracles.chromium import browser, serve_answers

    answers: dict[str, Any] = {}
    with serve_answers(_answer) as origin, browser() as launched:
        version = launched.version
        for name, case in CASES.items():
            page = launched.new_page()
            page.add_init_script(f"({_LISTEN})()")
            page.goto(f"{origin}/case/{quote(name)}")
            _settle(page)
            turn: list[list[Any]] = []
            for step in case[1]:
                if step[0] == "wait":
                    page.evaluate(f"(steps) => steps.forEach({_STEP})", turn)
                    turn = []
                    _settle(page)
                    page.evaluate("() => window.__log.push('--')")
                else:
                    turn.append(list(step))
            answers[name] = page.evaluate(_SNAPSHOT, _ids(case))
            page.close()
    return {"chromium": version, "cases": answers}


def _settle(page: Any) -> None:
    """Wait for the events the page queued: 300 ms, then 300 ms more while its log still grew
    (at most 3 s): the sheets come from the loopback server, later than 300 ms on a loaded
    machine (a fixed wait let CI see a link's event after the step's ``--``)."""
    length = None
    for _ in range(10):
        page.wait_for_timeout(300)
        now = page.evaluate("() => window.__log.length")
        if now == length:
            return
        length = now


def _transport(request: Any) -> tuple[int, list[tuple[str, str]], bytes]:
    from webapi.url import basic_url_parse

    record = basic_url_parse(str(request.url))
    path = "/" + "/".join(record.path) if record is not None else ""
    found = _answer(path)
    if found is None:
        return 404, [("Content-Type", "text/html")], b"not found"
    status, body, content_type = found
    return status, [("Content-Type", content_type or "")], body


def _webapi_case(name: str, case: tuple[str, list[Step]]) -> dict[str, Any]:
    from urllib.parse import quote

    from webapi.html import open_window

    log: list[str] = []

    def note(event: Any) -> None:
        log.append(f"{event.type} {getattr(event.target, 'id', '') or 'window'}")

    def listen(window: Any) -> None:
        window.document.addEventListener("load", note, True)
        window.document.addEventListener("error", note, True)
        window.addEventListener("load", note)

    window = open_window(
        f"http://127.0.0.1/case/{quote(name)}", transport=_transport, on_document=listen
    )
    document = window.document
    removed: dict[str, Any] = {}
    for step in case[1]:
        kind = step[0]
        if kind == "wait":
            window.event_loop.run_until_idle()
            log.append("--")
        elif kind == "create":
            link = document.createElement("link")
            link.id = step[1]
            for attribute, value in step[2].items():
                link.setAttribute(attribute, value)
            document.head.append(link)
        elif kind == "set":
            document.getElementById(step[1]).setAttribute(step[2], step[3])
        elif kind == "unset":
            document.getElementById(step[1]).removeAttribute(step[2])
        elif kind == "remove":
            removed[step[1]] = document.getElementById(step[1])
            removed[step[1]].remove()
    sheets: dict[str, Any] = {}
    for id_ in _ids(case):
        link = document.getElementById(id_) or removed.get(id_)
        sheet = link.sheet if link is not None else "none"
        sheets[id_] = sheet if sheet in ("none", None) else sheet.cssRules.length
    return {"log": log, "sheets": sheets, "count": document.styleSheets.length}


def webapi_answers() -> dict[str, Any]:
    """webapi's answers in the shape of Chromium's."""
    return {name: _webapi_case(name, case) for name, case in CASES.items()}


def load() -> dict[str, Any]:
    """The recorded answers."""
    found: dict[str, Any] = json.loads(ANSWERS.read_text(encoding="utf-8"))
    return found


if __name__ == "__main__":
    ANSWERS.write_text(
        json.dumps(ask_chromium(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"wrote {ANSWERS}")
