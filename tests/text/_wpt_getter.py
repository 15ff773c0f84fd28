"""The cases of WPT's ``html/dom/elements/the-innertext-and-outertext-properties/getter-tests.js``
read from ``../shared/wpt-tests`` (not copied here): each ``testText(html, expected, name)`` call
as data, run the way its ``getter.html`` runs it, in our words: the page's style sheet, the
markup set as a container's ``innerHTML``, the ``poke`` classes filled, then the ``innerText``
and ``outerText`` of the element with id ``target`` (else the container's first element)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = [
    "CHROMIUM_ANSWERS",
    "GETTER_TESTS",
    "WptCase",
    "ask_chromium",
    "js_string",
    "read_calls",
    "read_cases",
    "run_case",
]

#: The WPT file, in ``../shared`` beside the checkout (missing: the tests that read it are
#: skipped, or fail under ``WEBAPI_REQUIRE_DATA=1``, as tests/conftest.py does for shared data).
GETTER_TESTS = (
    Path(__file__).resolve().parents[3]
    / "shared/wpt-tests/html/dom/elements/the-innertext-and-outertext-properties/getter-tests.js"
)

#: Chromium 156's innerText for each case, in file order, as ``[name, answer]`` (written by
#: ``python -m tests.text._wpt_getter``).
CHROMIUM_ANSWERS = Path(__file__).with_name("_chromium_wpt_getter.json")

#: getter.html's style sheet, as that page declares it (the classes the cases use).
PAGE_STYLE = """
.before::before { content:'abc'; }
.table { display:table; }
.itable { display:inline-table; }
.row { display:table-row; }
.cell { display:table-cell; }
.first-line-uppercase::first-line { text-transform:uppercase; }
.first-letter-uppercase::first-letter { text-transform:uppercase; }
.first-letter-float::first-letter { float:left; }
"""

_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", "\\": "\\", "'": "'", '"': '"', "0": "\0"}

WptCase = tuple[str, str | None, str, bool]


def js_string(text: str, i: int) -> tuple[str | None, int]:
    """The JavaScript string literal at ``text[i]`` (or ``undefined``: None) and the index
    after it."""
    if text.startswith("undefined", i):
        return None, i + len("undefined")
    quote = text[i]
    i += 1
    out = []
    while text[i] != quote:
        char = text[i]
        if char == "\\":
            following = text[i + 1]
            if following == "u":
                out.append(chr(int(text[i + 2 : i + 6], 16)))
                i += 6
                continue
            if following == "x":
                out.append(chr(int(text[i + 2 : i + 4], 16)))
                i += 4
                continue
            out.append(_ESCAPES.get(following, following))
            i += 2
            continue
        out.append(char)
        i += 1
    return "".join(out), i + 1


def read_calls(path: Path, head: str, count: int) -> list[list[str | None]]:
    """The first ``count`` arguments (string literals, ``null`` and ``undefined`` as None) of
    each call ``head(...)`` in ``path`` whose arguments are literals, in file order."""
    text = path.read_text(encoding="utf-8")
    calls: list[list[str | None]] = []
    start = 0
    while True:
        found = text.find(head + "(", start)
        if found < 0:
            return calls
        start = found + len(head) + 1
        if found > 0 and (text[found - 1].isalnum() or text[found - 1] in "._"):
            continue
        i = start
        arguments: list[str | None] = []
        while len(arguments) < count:
            while text[i] in " \n\t,":
                i += 1
            if text.startswith("null", i):
                arguments.append(None)
                i += 4
            elif text[i] in "'\"" or text.startswith("undefined", i):
                value, i = js_string(text, i)
                arguments.append(value)
            else:
                break  # not a literal (an element made by script)
        if len(arguments) == count:
            calls.append(arguments)


def read_cases() -> list[WptCase]:
    """Every call's (html, expected, name, in_svg), in file order."""
    text = GETTER_TESTS.read_text(encoding="utf-8")
    cases: list[WptCase] = []
    for head, svg in (("testText(", False), ("testTextInSVG(", True)):
        start = 0
        while True:
            found = text.find(head, start)
            if found < 0:
                break
            if found > 0 and (text[found - 1].isalnum() or text[found - 1] == "."):
                start = found + 1
                continue
            i = found + len(head)
            arguments: list[str | None] = []
            while len(arguments) < 3:
                while text[i] in " \n\t,":
                    i += 1
                value, i = js_string(text, i)
                arguments.append(value)
            html, expected, name = arguments
            assert html is not None and name is not None
            cases.append((html, expected, name, svg))
            start = i
    return cases


def run_case(html: str, in_svg: bool) -> tuple[str | None, str | None]:
    """The target's ``innerText`` and ``outerText`` as ``getter.html`` sets the case up."""
    from webapi.html import document_from_response

    page = (
        "<!DOCTYPE html><title>innerText getter</title><style>"
        + PAGE_STYLE
        + "</style><div id=container></div><svg id=svgContainer></svg>"
    )
    document: Any = document_from_response(
        page.encode(), "http://example.test/", "text/html; charset=utf-8"
    )
    container = document.getElementById("container")
    svg = document.getElementById("svgContainer")
    container.innerHTML = html
    holder = container
    if in_svg:
        while container.firstChild is not None:
            svg.appendChild(container.firstChild)
        holder = svg
    target = document.getElementById("target")
    if target is None:
        target = holder.firstChild
    for poke in list(document.getElementsByClassName("poke")):
        poke.textContent = "abc"
    for tag in ("rp", "optgroup", "div"):
        for poke in list(document.getElementsByClassName("poke-" + tag)):
            element = document.createElement(tag)
            element.textContent = "abc"
            poke.appendChild(element)
    while target is not None and target.nodeType != 1:
        target = target.nextSibling
    if not hasattr(target, "innerText"):  # (undefined in JavaScript: not an HTMLElement)
        return None, None
    return target.innerText, target.outerText


_CHROMIUM_CASE = """([html, svg]) => {
  const container = document.getElementById('container');
  const svgContainer = document.getElementById('svgContainer');
  container.innerHTML = html;
  let holder = container;
  if (svg) {
    while (container.firstChild) svgContainer.appendChild(container.firstChild);
    holder = svgContainer;
  }
  let target = document.getElementById('target') || holder.firstChild;
  for (const poke of document.getElementsByClassName('poke')) poke.textContent = 'abc';
  for (const tag of ['rp', 'optgroup', 'div']) {
    for (const poke of document.getElementsByClassName('poke-' + tag)) {
      const element = document.createElement(tag);
      element.textContent = 'abc';
      poke.appendChild(element);
    }
  }
  while (target && target.nodeType != 1) target = target.nextSibling;
  const answer = target.innerText === undefined ? null : target.innerText;
  holder.textContent = '';
  return answer;
}"""


def ask_chromium() -> list[list[str | None]]:
    """Chromium's answer for each case, set up as :func:`run_case` sets it up."""
    from oracles.chromium import browser

    answers: list[list[str | None]] = []
    with browser() as launched:
        page = launched.new_page(viewport={"width": 800, "height": 600})
        page.set_content(
            "<!DOCTYPE html><title>innerText getter</title><style>"
            + PAGE_STYLE
            + "</style><div id=container></div><svg id=svgContainer></svg>"
        )
        for html, _, name, svg in read_cases():
            answers.append([name, page.evaluate(_CHROMIUM_CASE, [html, svg])])
    return answers


if __name__ == "__main__":
    import json

    rows = [json.dumps(row, ensure_ascii=False) for row in ask_chromium()]
    CHROMIUM_ANSWERS.write_text("[\n" + ",\n".join(rows) + "\n]\n", encoding="utf-8")
    print(f"wrote {CHROMIUM_ANSWERS}")
