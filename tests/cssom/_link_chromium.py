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

import base64
from pathlib import Path
from typing import Any

from tests import _stored_answers as stored_answers

__all__ = ["ANSWERS", "CASES", "FILES", "ask_chromium", "load", "webapi_answers"]

ANSWERS = Path(__file__).with_name("_link_chromium.json")

#: A 1x1 PNG.
_PNG = (
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQ"
    "AAAABJRU5ErkJggg=="
)

#: The files served: a path -> (status, body, Content-Type); others are 404.
FILES: dict[str, tuple[int, bytes, str]] = {
    "/a.css": (200, b"p { color: red }", "text/css"),
    "/b.css": (200, b"p { color: blue } q { }", "text/css"),
    "/plain.css": (200, b"p { color: red }", "text/plain"),
    "/charset.css": (200, b"p { color: red }", "text/css; charset=utf-8"),
    "/imp-missing.css": (200, b"@import url(missing.css); p { }", "text/css"),
    "/imp-ok.css": (200, b"@import url(a.css);", "text/css"),
    "/e500.css": (500, b"p { }", "text/css"),
    "/green.css": (200, b"html { background-color: green }", "text/css"),
    "/green-short.css": (200, b"html { background: green }", "text/css"),
    "/i.png": (200, base64.b64decode(_PNG), "image/png"),
    "/bad.png": (200, b"not an image", "image/png"),
}

_STANDARD = "<!DOCTYPE html><title>t</title>"

#: A step after the page's load: ("create", id, attributes) appends a new link to the head,
#: ("set", id, name, value), ("unset", id, name), ("remove", id), ("append", id) (a removed
#: link appended to the head again), ("clone", id, new id) (a deep clone appended to the
#: head), ("disabled", id, value) (the link's ``disabled`` IDL attribute set),
#: ("sheet disabled", id, value) (its sheet's ``disabled`` set), ("prepend style", id, title,
#: text) (a new ``style`` element made the head's first child), ("wait",): the events queued
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
    "preload 404": (
        _STANDARD,
        [("create", "l", {"rel": "preload", "as": "style", "href": "missing.css"}), ("wait",)],
    ),
    "preload without as": (
        _STANDARD,
        [("create", "l", {"rel": "preload", "href": "b.css"}), ("wait",)],
    ),
    "preload as script": (
        _STANDARD,
        [("create", "l", {"rel": "preload", "as": "script", "href": "b.css"}), ("wait",)],
    ),
    "preload as bogus": (
        _STANDARD,
        [("create", "l", {"rel": "preload", "as": "bogus", "href": "b.css"}), ("wait",)],
    ),
    "preload as fetch": (
        _STANDARD,
        [("create", "l", {"rel": "preload", "as": "fetch", "href": "b.css"}), ("wait",)],
    ),
    "preload as image": (
        _STANDARD,
        [("create", "l", {"rel": "preload", "as": "image", "href": "b.css"}), ("wait",)],
    ),
    "preload image": (
        _STANDARD,
        [("create", "l", {"rel": "preload", "as": "image", "href": "i.png"}), ("wait",)],
    ),
    "preload bad image": (
        _STANDARD,
        [("create", "l", {"rel": "preload", "as": "image", "href": "bad.png"}), ("wait",)],
    ),
    "preload as font": (
        _STANDARD,
        [("create", "l", {"rel": "preload", "as": "font", "href": "b.css"}), ("wait",)],
    ),
    "preload as json": (
        _STANDARD,
        [("create", "l", {"rel": "preload", "as": "json", "href": "b.css"}), ("wait",)],
    ),
    "preload as track": (
        _STANDARD,
        [("create", "l", {"rel": "preload", "as": "track", "href": "b.css"}), ("wait",)],
    ),
    "preload script 404": (
        _STANDARD,
        [("create", "l", {"rel": "preload", "as": "script", "href": "missing.css"}), ("wait",)],
    ),
    "preload media print": (
        _STANDARD,
        [
            ("create", "l", {"rel": "preload", "as": "style", "media": "print", "href": "b.css"}),
            ("wait",),
        ],
    ),
    "preload text/plain": (
        _STANDARD,
        [("create", "l", {"rel": "preload", "as": "style", "href": "plain.css"}), ("wait",)],
    ),
    "preload created": (
        _STANDARD,
        [
            ("create", "l", {"rel": "preload", "as": "style", "href": "a.css"}),
            ("wait",),
            ("set", "l", "href", "missing.css"),
            ("wait",),
            ("set", "l", "as", "script"),
            ("wait",),
        ],
    ),
    "crossorigin changed": (
        _STANDARD + "<link id=l rel=stylesheet href=a.css>",
        [
            ("set", "l", "crossorigin", "anonymous"),
            ("wait",),
            ("set", "l", "crossorigin", "anonymous"),
            ("wait",),
            ("set", "l", "crossorigin", "use-credentials"),
            ("wait",),
            ("set", "l", "crossorigin", "bogus"),
            ("wait",),
            ("unset", "l", "crossorigin"),
            ("wait",),
        ],
    ),
    "alternate": (
        _STANDARD + "<link id=l rel='alternate stylesheet' title=alt href=green.css>",
        [("sheet disabled", "l", False), ("wait",)],
    ),
    "alternate without title": (
        _STANDARD + "<link id=l rel='alternate stylesheet' href=green.css>",
        [],
    ),
    "alternate shorthand": (
        _STANDARD + "<link id=l rel='alternate stylesheet' title=alt href=green-short.css>",
        [("disabled", "l", True), ("disabled", "l", False), ("wait",)],
    ),
    "alternate disabled": (
        _STANDARD + "<link id=l rel='alternate stylesheet' title=alt disabled href=green.css>",
        [("disabled", "l", False), ("wait",), ("disabled", "l", True), ("wait",)],
    ),
    "alternate explicitly enabled": (
        _STANDARD + "<link id=l rel='alternate stylesheet' title=alt disabled href=green.css>",
        [
            ("disabled", "l", False),
            ("remove", "l"),
            ("clone", "l", "m"),
            ("wait",),
            ("append", "l"),
            ("wait",),
            ("set", "l", "rel", "stylesheet"),
            ("wait",),
            ("set", "l", "rel", "alternate stylesheet"),
            ("wait",),
        ],
    ),
    "alternate setter without attribute": (
        _STANDARD,
        [
            ("create", "l", {"rel": "alternate stylesheet", "title": "alt", "href": "green.css"}),
            ("disabled", "l", False),
            ("wait",),
        ],
    ),
    "titled sets": (
        _STANDARD
        + "<style id=l title=a>p { color: red }</style>"
        + "<link id=m rel=stylesheet title=b href=green.css>",
        [("sheet disabled", "m", False), ("wait",), ("sheet disabled", "l", True), ("wait",)],
    ),
    "titled same set": (
        _STANDARD
        + "<style id=l title=a>p { color: red }</style>"
        + "<link id=m rel=stylesheet title=a href=green.css>",
        [],
    ),
    "alternate of the preferred set": (
        _STANDARD
        + "<style id=l title=a>p { color: red }</style>"
        + "<link id=m rel='alternate stylesheet' title=a href=green.css>",
        [],
    ),
    "style titled sets": (
        _STANDARD
        + "<style id=l title=a>p { color: red }</style>"
        + "<style id=m title=b>html { background-color: green }</style>",
        [],
    ),
    "preferred by insertion": (
        _STANDARD,
        [
            ("prepend style", "l", "a", "html { background-color: green }"),
            ("prepend style", "m", "b", "p { color: red }"),
            ("wait",),
        ],
    ),
    "preferred kept when removed": (
        _STANDARD
        + "<style id=l title=a>p { color: red }</style>"
        + "<style id=m title=b>html { background-color: green }</style>",
        [("remove", "l"), ("wait",)],
    ),
    "untitled after titled": (
        _STANDARD
        + "<style id=l title=a>p { color: red }</style>"
        + "<link id=m rel=stylesheet href=green.css>",
        [("set", "l", "title", "b"), ("wait",)],
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
  } else if (kind === 'append') {
    document.head.append(window.__removed[id]);
  } else if (kind === 'clone') {
    const link = document.getElementById(id) || window.__removed[id];
    const clone = link.cloneNode(true);
    clone.id = rest[0];
    document.head.append(clone);
  } else if (kind === 'disabled') {
    document.getElementById(id).disabled = rest[0];
  } else if (kind === 'sheet disabled') {
    document.getElementById(id).sheet.disabled = rest[0];
  } else if (kind === 'prepend style') {
    const style = document.createElement('style');
    style.id = id;
    style.title = rest[0];
    style.textContent = rest[1];
    document.head.prepend(style);
  }
}"""

_SNAPSHOT = """(ids) => {
  const sheets = {}, disabled = {};
  for (const id of ids) {
    const link = document.getElementById(id) || (window.__removed || {})[id];
    const sheet = link ? link.sheet : undefined;
    sheets[id] = sheet === undefined ? 'none' : sheet === null ? null : sheet.cssRules.length;
    disabled[id] = sheet ? sheet.disabled : null;
  }
  const background = getComputedStyle(document.documentElement).backgroundColor;
  return {log: window.__log, sheets, count: document.styleSheets.length, disabled, background};
}"""


#: The steps that make an element (its id the step's second item).
_MAKERS = ("create", "prepend style")


def _ids(case: tuple[str, list[Step]]) -> list[str]:
    markup, steps = case
    found = ["l", "m"] if "id=m" in markup else ["l"]
    for step in steps:
        made = step[2] if step[0] == "clone" else step[1] if step[0] in _MAKERS else None
        if made is not None and made not in found:
            found.append(made)
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


def ask_chromium(names: list[str] | None = None) -> dict[str, Any]:
    """Chromium's answers (for the cases ``names``, all by default): each case's page loaded,
    its steps run; the pages side by side (all loading at once, then a turn of each page's
    steps and one wait for all of them: :func:`_settle`), so that a few cases ask for a few
    seconds, not one page after another."""
    from urllib.parse import quote

    from oracles.chromium import browser, serve_answers

    chosen = list(CASES) if names is None else names
    turns = {name: _turns(CASES[name][1]) for name in chosen}
    with serve_answers(_answer) as origin, browser() as launched:
        version = launched.version
        pages: dict[str, Any] = {}
        for name in chosen:
            page = pages[name] = launched.new_page()
            page.add_init_script(f"({_LISTEN})()")
            page.goto(f"{origin}/case/{quote(name)}", wait_until="commit")
        for page in pages.values():
            page.wait_for_load_state("load")
        _settle(list(pages.values()))
        for index in range(max(len(found) for found in turns.values())):
            active = [name for name in chosen if index < len(turns[name])]
            for name in active:
                pages[name].evaluate(f"(steps) => steps.forEach({_STEP})", turns[name][index])
            _settle([pages[name] for name in active])
            for name in active:
                pages[name].evaluate("() => window.__log.push('--')")
        answers = {
            name: _in_tree_order(
                pages[name].evaluate(_SNAPSHOT, _ids(CASES[name])), _ids(CASES[name])
            )
            for name in chosen
        }
        for page in pages.values():
            page.close()
    return {"chromium": version, "cases": answers}


def _turns(steps: list[Step]) -> list[list[list[Any]]]:
    """The steps run in each turn, each turn ended by a wait."""
    found: list[list[list[Any]]] = []
    turn: list[list[Any]] = []
    for step in steps:
        if step[0] == "wait":
            found.append(turn)
            turn = []
        else:
            turn.append(list(step))
    return found


def _in_tree_order(answer: dict[str, Any], ids: list[str]) -> dict[str, Any]:
    """``answer`` with the events of the parsed elements (those before the window's ``load``)
    in tree order: their sheets come from the loopback server in any order (Chromium fired
    ``two``'s ``m`` before ``l`` once), webapi fires them in tree order."""
    log = answer["log"]
    if "load window" in log:
        end = log.index("load window")
        rank = {id_: index for index, id_ in enumerate(ids)}
        log[:end] = sorted(log[:end], key=lambda entry: rank.get(entry.split()[-1], len(ids)))
    return answer


def _settle(pages: list[Any]) -> None:
    """Wait for the events the pages queued: 300 ms, then 300 ms more while a page's log
    still grew (at most 3 s): the sheets come from the loopback server, later than 300 ms on
    a loaded machine (a fixed wait let CI see a link's event after the step's ``--``)."""
    lengths = None
    for _ in range(10):
        pages[0].wait_for_timeout(300)
        now = [page.evaluate("() => window.__log.length") for page in pages]
        if now == lengths:
            return
        lengths = now


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
        elif kind == "append":
            document.head.append(removed[step[1]])
        elif kind == "clone":
            clone = (document.getElementById(step[1]) or removed[step[1]]).cloneNode(True)
            clone.id = step[2]
            document.head.append(clone)
        elif kind == "disabled":
            document.getElementById(step[1]).disabled = step[2]
        elif kind == "sheet disabled":
            document.getElementById(step[1]).sheet.disabled = step[2]
        elif kind == "prepend style":
            style = document.createElement("style")
            style.id, style.title, style.textContent = step[1], step[2], step[3]
            document.head.prepend(style)
    sheets: dict[str, Any] = {}
    disabled: dict[str, Any] = {}
    for id_ in _ids(case):
        link = document.getElementById(id_) or removed.get(id_)
        sheet: Any = link.sheet if link is not None else "none"
        sheets[id_] = sheet if sheet in ("none", None) else sheet.cssRules.length
        disabled[id_] = sheet.disabled if sheet not in ("none", None) else None
    background = window.getComputedStyle(document.documentElement).backgroundColor
    return {
        "log": log,
        "sheets": sheets,
        "count": document.styleSheets.length,
        "disabled": disabled,
        "background": background,
    }


def webapi_answers() -> dict[str, Any]:
    """webapi's answers in the shape of Chromium's."""
    return {name: _webapi_case(name, case) for name, case in CASES.items()}


def load() -> dict[str, Any]:
    """The recorded answers."""
    return stored_answers.load(ANSWERS)


if __name__ == "__main__":
    stored_answers.record(ANSWERS, ask_chromium())
