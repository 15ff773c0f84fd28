"""``tests/html/_chromium_xml.json``: what Chromium 156 builds from generated XML text and what
its ``XMLSerializer`` writes for generated trees, the differential of webapi's XML parser and
XML serialization (issue 43).

:func:`cases` makes them (seeded, so the same every time):

- ``parse``: random XML documents over a small vocabulary (prefixed and unprefixed names,
  default and prefixed namespace declarations, ``xml:lang``, text with references and
  whitespace, CDATA sections, comments, processing instructions, a doctype with an internal
  subset's entity and attribute default, an XHTML doctype with HTML entities), a quarter of
  them damaged (a character dropped or doubled: most no longer well-formed), parsed by
  ``DOMParser`` as ``application/xml``; the answer is a dump of the tree (:data:`DUMP_JS`),
  or ``"error"`` for a document with a ``parsererror`` element (the trees of error documents
  are not compared: ``docs/dom.md``, ``parsererror-message`` and ``parsererror-pending-text``).
- ``tree``: random trees built with ``createElementNS``, ``setAttributeNS`` (namespaces that
  clash with prefixes, ``xmlns`` declarations that agree or not), text, comments, processing
  instructions and CDATA sections in a ``new Document()``; the answer is
  ``XMLSerializer().serializeToString(root)``.

``python -m generate chromium-xml /usr/bin/chromium`` writes the file (seconds).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
#: The generated file.
TARGET = ROOT / "tests" / "html" / "_chromium_xml.json"
SEED = 4343
#: How many cases of each kind the file holds.
COUNT = 400

XHTML = "http://www.w3.org/1999/xhtml"
XMLNS = "http://www.w3.org/2000/xmlns/"
_NAMES = ["a", "b", "p:c", "q:d", "e", "p:a"]
_URIS = ["u1", "u2", "urn:x", XHTML]
_TEXTS = ["t", "a &amp; b", "&lt;x&gt;", "&#x41;&#10;", " \n\t ", "\r\nz", "&quot;'", "é"]

#: The tree dump, in JavaScript: the same shape as ``tests/html/test_chromium_xml.py``'s.
DUMP_JS = """
function dump(node) {
  const t = node.nodeType;
  let head;
  if (t === 1) head = ["E", node.namespaceURI, node.prefix, node.localName,
    Array.from(node.attributes, a => [a.namespaceURI, a.prefix, a.localName, a.value])];
  else if (t === 3) head = ["T", node.data];
  else if (t === 4) head = ["C", node.data];
  else if (t === 8) head = ["M", node.data];
  else if (t === 7) head = ["P", node.target, node.data];
  else if (t === 10) head = ["D", node.name, node.publicId, node.systemId];
  else head = ["#"];
  const children = node.nodeType === 1 && node.localName === "template"
    && node.namespaceURI === "http://www.w3.org/1999/xhtml" ? node.content.childNodes
    : node.childNodes;
  return head.concat([Array.from(children, dump)]);
}
"""

_EVALUATE = (
    "(cases) => {"
    + DUMP_JS
    + """
  return cases.map(c => {
    if (c.kind === "parse") {
      const d = new DOMParser().parseFromString(c.text, "application/xml");
      if (d.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "parsererror").length)
        return "error";
      return Array.from(d.childNodes, dump);
    }
    const doc = new Document();
    function build(spec) {
      if (spec[0] === "el") {
        const e = doc.createElementNS(spec[1], spec[2]);
        for (const [ns, name, value] of spec[3]) e.setAttributeNS(ns, name, value);
        for (const child of spec[4]) e.appendChild(build(child));
        return e;
      }
      if (spec[0] === "text") return doc.createTextNode(spec[1]);
      if (spec[0] === "comment") return doc.createComment(spec[1]);
      if (spec[0] === "pi") return doc.createProcessingInstruction(spec[1], spec[2]);
      return doc.createCDATASection(spec[1]);
    }
    return new XMLSerializer().serializeToString(build(c.tree));
  });
}"""
)


def _parse_text(rng: random.Random) -> str:
    """A random XML document."""
    out: list[str] = []
    declared: set[str] = set()
    doctype = rng.random()
    if doctype < 0.15:
        out.append("<!DOCTYPE a [<!ENTITY ent 'E<b/>'><!ATTLIST a dflt CDATA 'v'>]>")
    elif doctype < 0.25:
        out.append(
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">'
        )
    if rng.random() < 0.2:
        out.append("<!--before--><?pi before?>")

    def element(depth: int) -> None:
        name = rng.choice(_NAMES)
        attributes = []
        if rng.random() < 0.4:
            attributes.append(f' xmlns="{rng.choice([*_URIS, ""])}"')
        for prefix in ("p", "q"):
            if (prefix in name.split(":")[0] and prefix not in declared) or rng.random() < 0.2:
                attributes.append(f' xmlns:{prefix}="{rng.choice(_URIS)}"')
                declared.add(prefix)
        for attribute in rng.sample(["x", "y", "p:z", "xml:lang"], rng.randint(0, 3)):
            if attribute.startswith("p:") and "p" not in declared:
                continue
            value = rng.choice(["1", "a\tb\nc", "&amp;&lt;", "&#9;", "e&#x20;f", "&quot;"])
            attributes.append(f' {attribute}="{value}"')
        out.append(f"<{name}{''.join(attributes)}")
        if depth > 3 or rng.random() < 0.2:
            out.append("/>")
            return
        out.append(">")
        for _ in range(rng.randint(0, 4)):
            choice = rng.random()
            if choice < 0.35:
                out.append(rng.choice(_TEXTS))
            elif choice < 0.45:
                out.append(f"<![CDATA[{rng.choice(['<x>', ']]', '', 'c&d'])}]]>")
            elif choice < 0.5:
                out.append(f"<!--{rng.choice(['c', ' - ', ''])}-->")
            elif choice < 0.55:
                out.append(f"<?t{rng.randint(0, 3)} {rng.choice(['d', '', 'a?b'])}?>")
            elif choice < 0.6 and doctype < 0.15:
                out.append("&ent;")
            elif choice < 0.65 and 0.15 <= doctype < 0.25:
                out.append(rng.choice(["&eacute;", "&nbsp;", "&NotEqualTilde;", "&amp;"]))
            else:
                element(depth + 1)
        out.append(f"</{name}>")

    element(0)
    if rng.random() < 0.2:
        out.append("<!--after-->")
    text = "".join(out)
    if rng.random() < 0.25:  # damaged
        at = rng.randrange(len(text))
        text = (
            text[:at] + text[at + 1 :] if rng.random() < 0.5 else text[:at] + text[at] + text[at:]
        )
    return text


def _tree(rng: random.Random, depth: int = 0) -> list[Any]:
    """A random tree of the node kinds ``XMLSerializer`` writes (valid names only)."""
    namespace = rng.choice([None, None, "u1", "u2", XHTML])
    name = rng.choice(["a", "b", "br", "template"])
    if namespace is not None and rng.random() < 0.5:
        name = f"{rng.choice(['p', 'q', 'ns1'])}:{name}"
    attributes: list[list[Any]] = []
    for _ in range(rng.randint(0, 3)):
        kind = rng.random()
        if kind < 0.3:
            attributes.append([None, rng.choice(["x", "y"]), rng.choice(["v", '<&>"\t'])])
        elif kind < 0.6:
            attr_ns = rng.choice(["u1", "u2", "u3"])
            attr_name = rng.choice(["z", "p:z", "q:w", "r:w"])
            attributes.append([attr_ns, attr_name, "v"])
        else:
            prefix = rng.choice(["p", "q", "ns1"])
            attributes.append(
                [XMLNS, rng.choice([f"xmlns:{prefix}", "xmlns"]), rng.choice(["u1", "u2", ""])]
            )
    children: list[list[Any]] = []
    if depth < 3:
        for _ in range(rng.randint(0, 3)):
            kind = rng.random()
            if kind < 0.5:
                children.append(_tree(rng, depth + 1))
            elif kind < 0.7:
                children.append(["text", rng.choice(["t", "<&>", "\r\n\t", "]]>"])])
            elif kind < 0.8:
                children.append(["comment", rng.choice(["c", " d "])])
            elif kind < 0.9:
                children.append(["pi", "t", rng.choice(["d", ""])])
            else:
                children.append(["cdata", rng.choice(["x", "a]]b"])])
    # (setAttributeNS of the same name twice keeps one; a clash throws: keep the first of each)
    seen: set[tuple[Any, str]] = set()
    unique = []
    for attribute in attributes:
        local = attribute[1].split(":")[-1]
        if (attribute[0], local) not in seen and not (
            attribute[0] == XMLNS and attribute[2] == "" and ":" in attribute[1]
        ):
            seen.add((attribute[0], local))
            unique.append(attribute)
    return ["el", namespace, name, unique, children]


def cases(count: int = COUNT, seed: int = SEED) -> list[dict[str, Any]]:
    """``count`` parse cases then ``count`` tree cases."""
    rng = random.Random(seed)
    parse = [{"kind": "parse", "text": _parse_text(rng)} for _ in range(count)]
    tree = [{"kind": "tree", "tree": _tree(rng)} for _ in range(count)]
    return parse + tree


def answers(chromium: Path, some: list[dict[str, Any]]) -> tuple[str, list[Any]]:
    """Chromium's version and its answer to each case."""
    from . import launch_chromium

    playwright, browser = launch_chromium(chromium)
    try:
        page = browser.new_page()
        return browser.version, page.evaluate(_EVALUATE, some)
    finally:
        browser.close()
        playwright.stop()


def generate(chromium: Path) -> str:
    """The file's text."""
    some = cases()
    version, results = answers(chromium, some)
    header = {
        "generated_by": "python -m generate chromium-xml /usr/bin/chromium",
        "chromium": version,
        "seed": SEED,
        "count": COUNT,
    }
    return json.dumps({"header": header, "answers": results}, ensure_ascii=False, indent=0) + "\n"
