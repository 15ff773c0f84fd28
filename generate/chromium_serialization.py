"""``tests/html/_chromium_serialization.json``: what Chromium serializes for every run of
html5lib-tests' tree-construction tests (``tests/html/_html5lib_tree_construction.json``), the
expectations of webapi's HTML fragment serialization algorithm and of its parser as a browser
ships it.

Each run is parsed by Chromium (Debian's, through Playwright: :mod:`oracles.chromium`) as the
run says, then serialized by Chromium itself:

- a whole document with scripting disabled: ``new DOMParser().parseFromString(input,
  "text/html")`` (a document without a browsing context: scripting is disabled);
- a whole document with scripting enabled: a navigation to the input served as
  ``text/html;charset=utf-8`` with ``Content-Security-Policy: script-src 'none'`` (scripting
  is enabled, so ``<noscript>`` holds raw text, but none of the input's scripts runs);
- a fragment: ``innerHTML`` set on the context element (``"svg path"``: ``path`` in the SVG
  namespace), created in a document with scripting disabled (a ``DOMParser`` one) or enabled
  (the navigated page's), then read back.

A document's serialization is that of its children as the HTML fragment serialization
algorithm writes them (https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments:
an element's ``outerHTML``, ``<!--data-->``, ``<!DOCTYPE name>``, ``<?target data?>``), with
its ``compatMode``; a fragment's is the context element's ``innerHTML``.

``python -m generate chromium-serialization /usr/bin/chromium`` writes the file (a few
minutes); the plain ``python -m generate`` passes over it (it runs a browser), saying how.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from . import launch_chromium

ROOT = Path(__file__).resolve().parents[1]
#: The generated file.
TARGET = ROOT / "tests" / "html" / "_chromium_serialization.json"
#: The runs' source: html5lib-tests' tree-construction tests as webapi keeps them.
SOURCE = ROOT / "tests" / "html" / "_html5lib_tree_construction.json"
#: The origin the navigated documents are served from (answered by Playwright's routing, not
#: by a network).
ORIGIN = "http://serialization.test"

#: The serialization of a document's children, and of a context element's contents after
#: ``innerHTML`` is set (JavaScript, run in the page).
_SERIALIZE = """
globalThis.__serializeDocument = (doc) => {
  let text = "";
  for (const node of doc.childNodes) {
    if (node.nodeType === Node.ELEMENT_NODE) text += node.outerHTML;
    else if (node.nodeType === Node.COMMENT_NODE) text += "<!--" + node.data + "-->";
    else if (node.nodeType === Node.DOCUMENT_TYPE_NODE) text += "<!DOCTYPE " + node.name + ">";
    else if (node.nodeType === Node.PROCESSING_INSTRUCTION_NODE)
      text += "<?" + node.target + " " + node.data + "?>";
    else text += "<!-- unexpected node type " + node.nodeType + " -->";
  }
  return [text, doc.compatMode];
};
globalThis.__serializeFragment = (doc, context, input) => {
  const [prefix, name] = context.includes(" ") ? context.split(" ") : ["html", context];
  const namespace = {
    html: "http://www.w3.org/1999/xhtml",
    svg: "http://www.w3.org/2000/svg",
    math: "http://www.w3.org/1998/Math/MathML",
  }[prefix];
  const element = doc.createElementNS(namespace, name);
  element.innerHTML = input;
  return element.innerHTML;
};
true;  // (the script's value: Playwright would call a function)
"""


def runs() -> list[tuple[str, int, str, bool, str | None]]:
    """Every run of the tree-construction tests: (file, index, input, scripting, context), a
    test whose scripting flag is null run both ways (off first)."""
    tests = json.loads(SOURCE.read_text(encoding="utf-8"))["tests"]
    found = []
    for name, index, data, scripting, context, _tree in tests:
        for flag in (False, True) if scripting is None else (scripting,):
            found.append((name, index, data, flag, context))
    return found


def _serialize_all(
    chromium: Path,
    runs_: list[tuple[str, int, str, bool, str | None]],
    fragment_documents: dict[bool, str] | None = None,
) -> tuple[str, list[Any]]:
    """Chromium's version and, for each run, [serialization, compatMode or null]
    (``fragment_documents``: the context elements' documents by scripting flag, JavaScript;
    :data:`_FRAGMENT_DOCUMENT` by default)."""
    playwright, browser = launch_chromium(chromium)
    bodies: dict[str, bytes] = {"/": b"<!DOCTYPE html><title>serialization</title>"}
    results: list[Any] = []
    try:
        version = browser.version
        page = browser.new_page()

        def answer(route: Any) -> None:
            path = route.request.url.removeprefix(ORIGIN)
            route.fulfill(
                status=200,
                headers={
                    "Content-Type": "text/html;charset=utf-8",
                    "Content-Security-Policy": "script-src 'none'",
                },
                body=bodies.get(path, b""),
            )

        page.route(f"{ORIGIN}/**", answer)
        page.goto(f"{ORIGIN}/")
        page.evaluate(_SERIALIZE)
        for number, run in enumerate(runs_):
            results.append(
                _serialize(page, bodies, number, run, fragment_documents or _FRAGMENT_DOCUMENT)
            )
    finally:
        browser.close()
        playwright.stop()
    return version, results


#: A fragment's context element's document: one with scripting enabled (the navigated page's)
#: or disabled (a ``DOMParser`` one).
_FRAGMENT_DOCUMENT = {True: "document", False: "new DOMParser().parseFromString('', 'text/html')"}


def _serialize(
    page: Any,
    bodies: dict[str, bytes],
    number: int,
    run: tuple[str, int, str, bool, str | None],
    fragment_documents: dict[bool, str],
) -> list[Any]:
    """[serialization, compatMode or None] of one run, in ``page`` (at ``ORIGIN``, which
    serves ``bodies``); a navigated document leaves ``page`` back at ``ORIGIN``."""
    _name, _index, data, scripting, context = run
    if context is not None:
        function = f"([c, i]) => __serializeFragment({fragment_documents[scripting]}, c, i)"
        return [page.evaluate(function, [context, data]), None]
    if not scripting:
        parse = "(i) => __serializeDocument(new DOMParser().parseFromString(i, 'text/html'))"
        return list(page.evaluate(parse, data))
    path = f"/document/{number}"
    bodies[path] = data.encode("utf-8")
    page.goto(ORIGIN + path, wait_until="domcontentloaded")
    page.evaluate(_SERIALIZE)
    found = list(page.evaluate("__serializeDocument(document)"))
    page.goto(f"{ORIGIN}/")
    page.evaluate(_SERIALIZE)
    return found


def generate(chromium: Path) -> str:
    """The file's text: the answers of the Chromium at ``chromium`` for every run."""
    found = runs()
    version, results = _serialize_all(chromium, found)
    header = {
        "source": "tests/html/_html5lib_tree_construction.json (html5lib-tests' tree-construction "
        "tests, MIT), sha256 " + hashlib.sha256(SOURCE.read_bytes()).hexdigest(),
        "browser": f"Chromium {version} (headless, through Playwright)",
        "generated by": "python -m generate chromium-serialization",
        "fields": "file, index in the file, scripting flag, fragment context (null: a document), "
        "serialization (a document's children, or the context element's innerHTML), "
        "compatMode (null for a fragment)",
    }
    rows = [
        [name, index, scripting, context, text, mode]
        for (name, index, _data, scripting, context), (text, mode) in zip(
            found, results, strict=True
        )
    ]
    lines = ["{", f'"header": {json.dumps(header, sort_keys=True)},', '"runs": [']
    lines.extend(json.dumps(row) + "," for row in rows[:-1])
    lines.append(json.dumps(rows[-1]))
    lines.append("]}")
    return "\n".join(lines) + "\n"
