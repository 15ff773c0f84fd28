"""What Chromium's DOM answers for parsel's queries, the answers ``webapi.parsel`` is compared
with: each page of :data:`PAGES` parsed by Chromium's ``DOMParser`` (``text/html``: scripting
disabled, as ``webapi.parsel`` parses), then each query of :data:`QUERIES` answered there as
parsel defines it (docs/parsel.md): a CSS query's selector matched by Chromium's
``matches``/``querySelectorAll`` from the root element (which may match), parsel's ``::text``
and ``::attr()`` applied to the matches, the nodes in document order; an XPath query by
Chromium's ``document.evaluate`` from the root element. Elements answer their ``outerHTML``,
text nodes their data, attributes their value. ``python -m tests.parsel._chromium_parsel``
writes ``_chromium_parsel.json``; the slow test asks Chromium again and compares with it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests import _stored_answers as stored_answers

__all__ = ["DATA", "PAGES", "QUERIES", "ask_chromium", "load", "split"]

DATA = Path(__file__).with_name("_chromium_parsel.json")

#: Pages whose trees lxml's HTML parser builds otherwise than a browser.
PAGES = {
    "table": "<table><tr><td><a href='/a' title=x>A</a> and <b>B</b><td>2</table>",
    "template": "<div id=t><template><p class=in>inside</p></template><p class=out>out</p></div>",
    "foreign": "<svg viewBox='0 0 1 1'><circle r=1 /><foreignObject><p>f</p></foreignObject>"
    "</svg><math><mi>x</mi></math><p>after</p>",
    "misnested": "<p><b>1<i>2</b>3</i>4</p><a href=1>x<a href=2>y</a>",
    "implied": "text before<title>T</title><li>one<li>two<dd>d<dt>t",
    "foster": "<table><b>bold</b><tr><td>cell</td></tr>tail</table>",
    "nested-text": "<div class=o>a<div class=i>b</div>c<span data-x=1>d</span></div>",
    "select": "<select><option value=1 selected>One<option>Two</select><noscript><a href=n>n</a>"
    "</noscript>",
}

#: (page, "css" or "xpath", query).
QUERIES: list[tuple[str, str, str]] = [
    ("table", "css", "td::text"),
    ("table", "css", "td ::text"),
    ("table", "css", "tbody > tr > td:first-child a::attr(href)"),
    ("table", "css", "a::attr(href), b::text, td:last-child"),
    ("table", "css", "::attr(title)"),
    ("table", "xpath", "//table/tbody/tr/td[1]/a/@href"),
    ("table", "xpath", "count(//td)"),
    ("table", "xpath", "string(//td[1])"),
    ("template", "css", "p::text"),
    ("template", "css", "template"),
    ("template", "xpath", "//p/@class"),
    ("template", "xpath", "//template/node()"),
    ("foreign", "css", "circle::attr(r)"),
    ("foreign", "css", "foreignObject p::text"),
    ("foreign", "css", "svg *"),
    ("foreign", "xpath", "//p/text()"),
    ("foreign", "xpath", "count(//*)"),
    ("misnested", "css", "p > *"),
    ("misnested", "css", "b::text, i::text"),
    ("misnested", "css", "a::attr(href)"),
    ("misnested", "xpath", "//i"),
    ("implied", "css", "head > title::text"),
    ("implied", "css", "body::text"),
    ("implied", "css", "li, dd, dt"),
    ("implied", "xpath", "/html/body/node()"),
    ("foster", "css", "body > *"),
    ("foster", "xpath", "//body/text()"),
    ("nested-text", "css", "div::text"),
    ("nested-text", "css", ".o ::text"),
    ("nested-text", "css", "*::text"),
    ("nested-text", "css", ".o ::attr(class)"),
    ("nested-text", "css", ".o > ::text"),
    ("select", "css", "option[selected]::text"),
    ("select", "css", "noscript a::attr(href)"),
    ("select", "xpath", "//option[not(@selected)]/text()"),
]

_SCRIPT = """([html, kind, query, selector, below, pseudo]) => {
  const document_ = new DOMParser().parseFromString(html, 'text/html');
  const root = document_.documentElement;
  const text = (node) =>
    node.nodeType === 1 ? node.outerHTML : node.nodeType === 2 ? node.value : node.data;
  if (kind === 'xpath') {
    const result = document_.evaluate(query, root, null, XPathResult.ANY_TYPE, null);
    if (result.resultType === XPathResult.NUMBER_TYPE) return {number: result.numberValue};
    if (result.resultType === XPathResult.STRING_TYPE) return {string: result.stringValue};
    if (result.resultType === XPathResult.BOOLEAN_TYPE) return {boolean: result.booleanValue};
    const nodes = [];
    for (let node = result.iterateNext(); node; node = result.iterateNext()) nodes.push(text(node));
    return {nodes};
  }
  const found = [];
  for (let index = 0; index < selector.length; index++) {
    const matches = selector[index] === null ? [root] : [
      ...(root.matches(selector[index]) ? [root] : []),
      ...root.querySelectorAll(selector[index]),
    ];
    for (const match of matches) {
      const nodes = [];
      if (below[index]) {
        const walker = document_.createTreeWalker(match, NodeFilter.SHOW_ALL);
        for (let node = walker.currentNode; node; node = walker.nextNode()) nodes.push(node);
      } else if (pseudo[index] === 'text') {
        nodes.push(...match.childNodes);
      } else {
        nodes.push(match);
      }
      for (const node of nodes) {
        if (pseudo[index] === null) found.push(node);
        else if (pseudo[index] === 'text') {
          if (node.nodeType === 3 || node.nodeType === 4) found.push(node);
        } else if (node.nodeType === 1 && node.getAttributeNode(pseudo[index])) {
          found.push(node.getAttributeNode(pseudo[index]));
        }
      }
    }
  }
  const unique = [...new Set(found)];
  const key = (node) => node.nodeType === 2 ? node.ownerElement : node;
  unique.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === y) {
      if (a === b) return 0;
      if (a.nodeType !== 2) return -1;
      if (b.nodeType !== 2) return 1;
      const names = [...x.attributes];
      return names.indexOf(a) - names.indexOf(b);
    }
    return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return {nodes: unique.map(text)};
}"""


def split(query: str) -> tuple[list[str | None], list[bool], list[str | None]]:
    """A CSS query as parsel's grammar splits it (``webapi.parsel``'s parser): each selector,
    whether its pseudo-element reads below the match, and the pseudo-element ("text", an
    attribute's name, or None)."""
    from webapi.parsel._css import parse_query

    parsed = parse_query(query)
    pseudo = [q.pseudo if q.pseudo is None or q.pseudo == "text" else q.pseudo[1] for q in parsed]
    return [q.selector for q in parsed], [q.below for q in parsed], pseudo  # type: ignore[misc]


def ask_chromium() -> dict[str, Any]:
    """Chromium's answer to every query (one browser, one page)."""
    from oracles.chromium import browser

    answers = []
    with browser() as launched:
        page = launched.new_page()
        for name, kind, query in QUERIES:
            selector, below, pseudo = split(query) if kind == "css" else ([], [], [])
            arguments = [PAGES[name], kind, query, selector, below, pseudo]
            answers.append([name, kind, query, page.evaluate(_SCRIPT, arguments)])
        version = launched.version
    return {"chromium": version, "answers": answers}


def load() -> dict[str, Any]:
    """The recorded answers."""
    return stored_answers.load(DATA)


if __name__ == "__main__":
    stored_answers.record(DATA, ask_chromium())
