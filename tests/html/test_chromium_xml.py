"""webapi's XML parser and XML serialization against Chromium 156 on generated cases
(``generate/chromium_xml.py``; the stored answers are ``tests/html/_chromium_xml.json``, made
by ``python -m generate chromium-xml /usr/bin/chromium``): every parse gives Chromium's tree or,
where Chromium finds the text not well-formed, a ``parsererror`` too; every generated tree
serializes as Chromium's ``XMLSerializer`` writes it. The slow tier asks the browser about
more cases, with another seed.

Each difference must belong to a named class (``docs/dom.md``), checked by its witness:

- ``doctype-syntax``: Chromium reads a document type declaration otherwise than XML's grammar
  (``doctypedecl``, ``ExternalID``, ``AttlistDecl``): it builds a tree for ``<!DOCTYPEa``, a
  missing space between ``PUBLIC`` and its literal or between the two literals, an ``ATTLIST``
  with an unknown type (webapi: a ``parsererror``), and refuses ``<!DOCTYPE a[``, which the
  grammar allows (``S?`` before ``[``); the witness: the same text with the generator's
  undamaged declaration gives Chromium's tree in webapi (the ``ATTLIST`` default aside, which
  Chromium may drop with a damaged declaration), or the text is ``<!DOCTYPE name[``.
- ``public-id-whitespace``: Chromium keeps the runs of white space of a public ID as written and
  matches the XHTML public IDs without normalizing them; expat normalizes them to one space
  (XML 1.0 section 4.2.2: "before a match is attempted"); the witness: the answers are equal
  once the public ID's white space is normalized, or Chromium's error comes from an XHTML
  public ID with a run of spaces (its HTML entities then undefined there).
- ``kept-declarations``: Chromium writes each namespace declaration attribute an element has,
  in its place, even one an ancestor already made (``xmlns=""`` under no default, an
  ``xmlns:q`` repeated), where DOM Parsing drops those and writes a default declaration the
  element needs first; the witness: both strings parse to the same tree of namespaces, local
  names, attributes and text (declarations and prefixes aside)."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from generate import chromium_xml as module
from oracles.chromium import CHROMIUM, require_browser
from webapi.dom import Document
from webapi.html import DOMParser, XMLSerializer

XHTML = "http://www.w3.org/1999/xhtml"
STORED = json.loads(module.TARGET.read_text(encoding="utf-8"))


def dump(node: Any) -> list[Any]:
    """The tree under ``node`` as ``generate/chromium_xml.py``'s JavaScript ``dump`` gives it
    (an explicit stack: no recursion)."""
    top: list[Any] = []
    stack: list[tuple[Any, list[Any]]] = [(node, top)]
    while stack:
        current, into = stack.pop()
        kind = current.nodeType
        if kind == 1:
            attributes = [
                [a.namespaceURI, a.prefix, a.localName, a.value] for a in current.attributes
            ]
            head: list[Any] = [
                "E",
                current.namespaceURI,
                current.prefix,
                current.localName,
                attributes,
            ]
        elif kind == 3:
            head = ["T", current.data]
        elif kind == 4:
            head = ["C", current.data]
        elif kind == 8:
            head = ["M", current.data]
        elif kind == 7:
            head = ["P", current.target, current.data]
        elif kind == 10:
            head = ["D", current.name, current.publicId, current.systemId]
        else:
            head = ["#"]
        children: list[Any] = []
        into.append([*head, children])
        is_template = (
            kind == 1 and current.localName == "template" and current.namespaceURI == XHTML
        )
        nodes = list((current.content if is_template else current).childNodes)
        stack.extend((child, children) for child in reversed(nodes))
    return top[0]  # type: ignore[no-any-return]


def webapi_answer(case: dict[str, Any]) -> Any:
    if case["kind"] == "parse":
        document = DOMParser().parseFromString(case["text"], "application/xml")
        if document.getElementsByTagNameNS(XHTML, "parsererror").length:
            return "error"
        return [dump(child) for child in document.childNodes]
    doc = Document()

    def build(spec: list[Any]) -> Any:
        if spec[0] == "el":
            element = doc.createElementNS(spec[1], spec[2])
            for namespace, name, value in spec[3]:
                element.setAttributeNS(namespace, name, value)
            for child in spec[4]:
                element.appendChild(build(child))
            return element
        if spec[0] == "text":
            return doc.createTextNode(spec[1])
        if spec[0] == "comment":
            return doc.createComment(spec[1])
        if spec[0] == "pi":
            return doc.createProcessingInstruction(spec[1], spec[2])
        return doc.createCDATASection(spec[1])

    return XMLSerializer().serializeToString(build(case["tree"]))


#: The generator's two document type declarations (a damaged one is repaired with its own).
_DOCTYPES = (
    "<!DOCTYPE a [<!ENTITY ent 'E<b/>'><!ATTLIST a dflt CDATA 'v'>]>",
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
)
_DAMAGED_DOCTYPE = re.compile(r"<!?D?O?C?T?Y?P?E?.*?(?:\]\]?>|dtd\"\"?>)", re.S)


def _repaired(text: str) -> str | None:
    """``text`` with its (damaged) document type declaration replaced by the undamaged one."""
    found = _DAMAGED_DOCTYPE.match(text)
    if found is None or len(found.group()) > max(map(len, _DOCTYPES)) + 2:
        return None
    declaration = _DOCTYPES[0] if "ENTITY" in found.group() else _DOCTYPES[1]
    return declaration + text[found.end() :]


def _without_defaults(answer: Any, body: str) -> Any:
    """``answer`` without the attributes an ``ATTLIST`` defaults: those whose name ``body``
    (the markup after the document type declaration) never spells (the generator's ``dflt``,
    or what a damaged declaration makes of it: ``dfltCDATA`` where Chromium reads a name for
    the missing type)."""
    if not isinstance(answer, list):
        return answer
    answer = json.loads(json.dumps(answer))
    stack = list(answer)
    while stack:
        node = stack.pop()
        if node[0] == "E":
            node[4] = [a for a in node[4] if a[2] in body]
        stack.extend(node[-1])
    return answer


def _normalized_public_id(answer: Any) -> Any:
    if isinstance(answer, list) and answer and answer[0][0] == "D":
        answer = [[*answer[0][:2], " ".join(answer[0][2].split()), *answer[0][3:]], *answer[1:]]
    return answer


def _expanded(markup: str) -> Any:
    """The tree ``markup`` parses to, without prefixes and namespace declarations (None for
    markup that is not well-formed)."""
    document = DOMParser().parseFromString(markup, "application/xml")
    if document.getElementsByTagNameNS(XHTML, "parsererror").length:
        return None
    tree = dump(document.documentElement)
    stack = [tree]
    while stack:
        node = stack.pop()
        if node[0] == "E":
            node[2] = None
            node[4] = sorted(
                (a[0] or "", a[2], a[3]) for a in node[4] if a[0] != "http://www.w3.org/2000/xmlns/"
            )
        stack.extend(node[-1])
    return tree


def departure(case: dict[str, Any], chromium: Any, found: Any) -> str | None:
    """The class of a difference whose witness holds, else None."""
    if case["kind"] == "parse":
        text = case["text"]
        if found == "error" and chromium != "error":
            repaired = _repaired(text)
            if repaired is not None:
                body = repaired[len(_DAMAGED_DOCTYPE.match(repaired).group()) :]  # type: ignore[union-attr]
                if _without_defaults(
                    webapi_answer({"kind": "parse", "text": repaired}), body
                ) == _without_defaults(chromium, body):
                    return "doctype-syntax"
        if chromium == "error" and found != "error" and re.match(r"<!DOCTYPE \w+\[", text):
            return "doctype-syntax"
        if found != "error" and _normalized_public_id(chromium) == found:
            return "public-id-whitespace"
        if (
            chromium == "error"
            and found != "error"
            and re.match(r'<!DOCTYPE \w+ PUBLIC "[^"]*\s\s', text)
        ):
            return "public-id-whitespace"  # (Chromium: not one of the XHTML public IDs)
        return None
    expected = _expanded(chromium)
    if expected is not None and expected == _expanded(found):
        return "kept-declarations"
    return None


def differences(cases: list[dict[str, Any]], answers: list[Any]) -> list[tuple[Any, Any, Any]]:
    """The cases webapi answers otherwise than Chromium, outside the named classes."""
    return [
        (case, expected, found)
        for case, expected in zip(cases, answers, strict=True)
        if (found := webapi_answer(case)) != expected and departure(case, expected, found) is None
    ]


def test_each_class_has_a_witness_in_the_stored_cases() -> None:
    found = {
        departure(case, expected, answer)
        for case, expected in zip(module.cases(), STORED["answers"], strict=True)
        if (answer := webapi_answer(case)) != expected
    }
    assert found == {"doctype-syntax", "kept-declarations"}


def test_the_file_answers_today_s_cases() -> None:
    assert len(STORED["answers"]) == 2 * module.COUNT == len(module.cases())
    assert STORED["header"]["seed"] == module.SEED


def test_webapi_answers_as_chromium() -> None:
    found = differences(module.cases(), STORED["answers"])
    assert found == []


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.needs_subprocess
def test_webapi_answers_as_chromium_live() -> None:
    """5,000 cases of each kind, another seed each run, asked of the Chromium here."""
    require_browser()
    cases = module.cases(5_000, random.randrange(2**32))
    _version, answers = module.answers(CHROMIUM, cases)
    assert differences(cases, answers) == []
