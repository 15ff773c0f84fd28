"""The cases of ``set_input_files``'s differential against Playwright's in Chromium 156:
each a page of file inputs, the calls made (a CSS selector, the files: paths named by
:data:`FILES`, payload dictionaries, lists), and the log taken: every ``input``,
``change`` and ``cancel`` event at an ``input`` (type, target, ``isTrusted``, ``bubbles``,
``composed``, the target's ``value`` and files' names, types and sizes then), and each
call's error (its first line) or None. :func:`webapi_log` takes the same log from
``webapi.testing.Page``."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

__all__ = ["FILES", "LOG_SCRIPT", "cases", "make_files", "webapi_log"]

#: The files of the file system the path cases name: name -> bytes.
FILES = {"a.txt": b"hello", "b.json": b'{"x":1}', "c.png": b"\x89PNG", "d.html": b"<p>"}

PAGE = (
    "<form><label for=f>File</label><input id=f type=file name=f>"
    "<input id=m type=file multiple name=m><input id=h type=file hidden>"
    "<input id=d type=file disabled><input id=a type=file accept='.png'>"
    "<label id=wrap>Pick <input id=w type=file></label>"
    "<input id=t><textarea id=x></textarea></form>"
)

LOG_SCRIPT = """() => { window.__log = [];
  for (const i of document.querySelectorAll('input'))
    for (const t of ['input', 'change', 'cancel'])
      i.addEventListener(t, (e) => window.__log.push([t, i.id, e.isTrusted, e.bubbles,
        e.composed, i.value, [...(i.files || [])].map((f) => [f.name, f.type, f.size])]));
}"""


def _payload(name: str, mime: str, data: bytes) -> dict[str, Any]:
    return {"name": name, "mimeType": mime, "buffer": data}


def cases() -> list[dict[str, Any]]:
    """The cases: ``{"name", "calls": [[selector, files]]}``; a path is ``"@a.txt"``."""
    one = "@a.txt"
    three = ["@a.txt", "@b.json", "@c.png"]
    csv = _payload("x.csv", "text/csv", b"a,b")
    out: list[dict[str, Any]] = []

    def add(name: str, *calls: tuple[str, Any]) -> None:
        out.append({"name": name, "calls": [list(c) for c in calls]})

    add("path", ("#f", one))
    add("path in a list", ("#f", [one]))
    add("paths on multiple", ("#m", three))
    add("paths on single", ("#f", ["@a.txt", "@b.json"]))
    add("same path again", ("#f", one), ("#f", one))
    add("other path", ("#f", one), ("#f", "@d.html"))
    add("same paths again", ("#m", three), ("#m", three))
    add("paths reordered", ("#m", three), ("#m", three[::-1]))
    add("clear after path", ("#f", one), ("#f", []))
    add("clear twice", ("#f", []), ("#f", []))
    add("clear multiple", ("#m", []))
    add("payload", ("#f", csv))
    add("payload in a list", ("#f", [csv]))
    add("same payload again", ("#f", csv), ("#f", csv))
    add("payloads on multiple", ("#m", [csv, _payload("y", "", b"")]))
    add("payloads on single", ("#f", [csv, csv]))
    add("payload type from name", ("#f", _payload("z.txt", "", b"z")))
    add("payload type from upper name", ("#f", _payload("z.PNG", "", b"z")))
    add("payload no type", ("#f", _payload("z", "", b"z")))
    add("path then payload", ("#f", one), ("#f", csv), ("#f", one))
    add("hidden", ("#h", one))
    add("disabled", ("#d", one))
    add("disabled payload", ("#d", csv))
    add("accept not honoured", ("#a", one))
    add("label for", ("label[for=f]", one))
    add("wrapping label", ("#wrap", one))
    add("textarea", ("#x", one))
    add("form", ("form", one))
    add("text input payload", ("#t", csv))
    add("text input path", ("#t", one))
    return out


def make_files(folder: Path) -> None:
    """:data:`FILES` written in ``folder``, each modified at the same fixed time."""
    for name, data in FILES.items():
        path = folder / name
        path.write_bytes(data)
        os.utime(path, (1_700_000_000, 1_700_000_000))


def files_argument(files: Any, folder: Path) -> Any:
    """A case's files with its paths made real (``"@a.txt"``: ``folder/a.txt``)."""
    if isinstance(files, list):
        return [files_argument(f, folder) for f in files]
    if isinstance(files, str) and files.startswith("@"):
        return str(folder / files[1:])
    return files


def run_calls(page: Any, case: dict[str, Any], folder: Path) -> list[Any]:
    """Each call of ``case`` made on ``page`` (Playwright's or webapi's): its error's
    first line, or None."""
    errors: list[Any] = []
    for selector, files in case["calls"]:
        try:
            page.locator(selector).set_input_files(files_argument(files, folder), timeout=1500)
            errors.append(None)
        except Exception as error:
            errors.append(str(error).splitlines()[0])
    return errors


def webapi_log(case: dict[str, Any], folder: Path) -> dict[str, Any]:
    """webapi's log of ``case``: ``{"events", "errors"}``."""
    from webapi.testing import Page

    page = Page.open(PAGE.encode())
    log: list[Any] = []
    for element in page.window.document.querySelectorAll("input"):
        for type_ in ("input", "change", "cancel"):
            element.addEventListener(type_, _logger(log, element))
    errors = run_calls(page, case, folder)
    return {"events": log, "errors": errors}


def _logger(log: list[Any], element: Any) -> Any:
    def listener(event: Any) -> None:
        files = [[f.name, f.type, f.size] for f in element.files or []]
        log.append(
            [
                event.type,
                element.id,
                event.isTrusted,
                event.bubbles,
                event.composed,
                element.value,
                files,
            ]
        )

    return listener
