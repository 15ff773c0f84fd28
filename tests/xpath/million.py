"""The generated XPath differential against Chromium 156 over random documents (issue 52):
random HTML pages and XML documents (``random_documents.py``) x random expressions
(``generated.DocumentGrammar``), each expression compiled once (``createExpression``) and
evaluated from a context node (the document mostly, else any node: an element, an
attribute, a text...) for every result type it allows: ``ANY_TYPE``, ``NUMBER_TYPE``,
``STRING_TYPE``, ``BOOLEAN_TYPE`` and, where the value is a node-set, the four iterator and
snapshot types and ``ANY_UNORDERED_NODE_TYPE``, ``FIRST_ORDERED_NODE_TYPE`` (else one of
these six, in turn, for its ``TypeError``). A case is one (document, expression, result type)
triple.

Both sides describe a document by its nodes in document order, an element's attributes
right after it (:func:`signature`), and a result the same way (:func:`describe`, the
:data:`SCRIPT`'s ``describe``): ``[resultType, value]`` where a number is written as
JavaScript's ``String()`` writes it (and ``-0``), a string as itself, a boolean 0 or 1, a
node by its index in that list (-1 for a node outside it), an exception ``[-1, name]``.

Where the two may part without either being wrong (XPath 1.0 leaves it to the
implementation), :func:`compare` accepts both: an unordered type's nodes in any order;
``ANY_UNORDERED_NODE_TYPE`` any node of the set; the order of one element's attributes.
Every other difference is returned, for :data:`CLASSES` to name or a test to fail on.

``python -m tests.xpath.million`` asks Chromium for the default tier's sample again and
rewrites ``chromium_million_sample.json``.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from webapi._webidl import number_to_string
from webapi.dom import DOMException
from webapi.html import DOMParser

from .generated import DocumentGrammar
from .random_documents import HTML_NAMESPACES, XML_NAMESPACES, html_page, xml_document

HERE = Path(__file__).parent
SAMPLE = HERE / "chromium_million_sample.json"

#: Expressions asked of each document.
PER_DOCUMENT = 60

#: A case as both sides take it: the expression and the context node's number (its index
#: in the document's node list, modulo the list's length).
Case = tuple[str, int]
#: A document as both sides take it: markup, MIME type, prefixes, cases.
Document = tuple[str, str, dict[str, str], list[Case]]
#: An answer: [resultType (or -1 for an exception), value].
Answer = list[Any]


def document_of(seed: int, per_document: int = PER_DOCUMENT) -> Document:
    """The document of ``seed`` (an XML document for one seed in three, else an HTML page)
    and its cases."""
    xml = seed % 3 == 2
    grammar = DocumentGrammar(seed, xml)
    cases: list[Case] = []
    for _ in range(per_document):
        expression = grammar.expression()
        context = 0 if grammar.chance(0.65) else grammar.random.randrange(1000)
        cases.append((expression, context))
    if xml:
        return xml_document(seed), "application/xml", XML_NAMESPACES, cases
    return html_page(seed), "text/html", HTML_NAMESPACES, cases


def probe_type(case_number: int) -> int:
    """The node-set type asked of the ``case_number``-th expression of a document whose value
    is not a node-set (for its ``TypeError``): each of the six in turn."""
    return 4 + case_number % 6


#: JavaScript for Chromium: for each document of a batch, its signature and, for each case,
#: the answers in the order :func:`webapi_answers` gives them.
SCRIPT = r"""(batch) => batch.map(([markup, mime, namespaces, cases]) => {
  const doc = new DOMParser().parseFromString(markup, mime);
  const nodes = [];
  for (let n = doc; n; ) {
    nodes.push(n);
    if (n.nodeType === 1) for (const a of n.attributes) nodes.push(a);
    if (n.firstChild) { n = n.firstChild; continue; }
    while (n && !n.nextSibling) n = n.parentNode;
    if (n) n = n.nextSibling;
  }
  const index = new Map(nodes.map((n, i) => [n, i]));
  const at = (n) => (n === null ? null : index.has(n) ? index.get(n) : -1);
  const signature = nodes
    .map((n) => n.nodeType + n.nodeName + '=' + (n.nodeValue ?? '')).join('\u0001');
  const resolver = (prefix) => namespaces[prefix] || null;
  const describe = (r) => {
    const t = r.resultType;
    switch (t) {
      case 1: return [1, Object.is(r.numberValue, -0) ? '-0' : String(r.numberValue)];
      case 2: return [2, r.stringValue];
      case 3: return [3, r.booleanValue ? 1 : 0];
      case 4: case 5: {
        const found = [];
        for (let n = r.iterateNext(); n; n = r.iterateNext()) found.push(at(n));
        return [t, found];
      }
      case 6: case 7: {
        const found = [];
        for (let i = 0; i < r.snapshotLength; i++) found.push(at(r.snapshotItem(i)));
        return [t, found];
      }
      default: return [t, at(r.singleNodeValue)];
    }
  };
  const answers = cases.map(([expression, context], number) => {
    let compiled;
    try { compiled = doc.createExpression(expression, resolver); }
    catch (error) { return [[-1, error.name]]; }
    const node = nodes[context % nodes.length];
    const ask = (type) => {
      try { return describe(compiled.evaluate(node, type, null)); }
      catch (error) { return [-1, error.name]; }
    };
    const row = [ask(0), ask(1), ask(2), ask(3)];
    if (row[0][0] === 4) for (let t = 4; t <= 9; t++) row.push(ask(t));
    else row.push(ask(4 + number % 6));
    return row;
  });
  return [signature, answers];
})"""


def _nodes(document: Any) -> tuple[list[Any], dict[int, int], str]:
    """The document's nodes in document order (elements' attributes after them, without
    making ``Attr`` nodes: the XPath's fast paths read the attribute lists' other form),
    each element's index by ``id``, and the signature :data:`SCRIPT` writes."""
    order: list[Any] = []
    index: dict[int, int] = {}
    parts: list[str] = []
    count = 0
    node = document
    while node is not None:
        kind = node.nodeType
        index[id(node)] = count
        order.append(node)
        count += 1
        value = node.nodeValue
        parts.append(f"{kind}{node.nodeName}={'' if value is None else value}")
        if kind == 1:
            for name in node.getAttributeNames():
                parts.append(f"2{name}={node.getAttribute(name)}")
                count += 1
        child = node.firstChild
        if child is not None:
            node = child
            continue
        while node is not None and node.nextSibling is None:
            node = node.parentNode
        if node is not None:
            node = node.nextSibling
    return order, index, "\x01".join(parts)


class _Describer:
    """Describes webapi's results as :data:`SCRIPT` describes Chromium's."""

    __slots__ = ("index",)

    def __init__(self, index: dict[int, int]) -> None:
        self.index = index

    def at(self, node: Any) -> int | None:
        if node is None:
            return None
        if node.nodeType == 2:
            owner = node.ownerElement
            if owner is None or id(owner) not in self.index:
                return -1
            return self.index[id(owner)] + 1 + owner.getAttributeNames().index(node.name)
        return self.index.get(id(node), -1)

    def describe(self, result: Any) -> Answer:
        kind = result.resultType
        if kind == 1:
            value = result.numberValue
            if value == 0 and math.copysign(1.0, value) < 0:
                return [1, "-0"]
            return [1, number_to_string(value)]
        if kind == 2:
            return [2, result.stringValue]
        if kind == 3:
            return [3, 1 if result.booleanValue else 0]
        if kind in (4, 5):
            found = []
            node = result.iterateNext()
            while node is not None:
                found.append(self.at(node))
                node = result.iterateNext()
            return [kind, found]
        if kind in (6, 7):
            item = result.snapshotItem
            return [kind, [self.at(item(i)) for i in range(result.snapshotLength)]]
        return [kind, self.at(result.singleNodeValue)]


def webapi_answers(document_case: Document) -> tuple[str, list[list[Answer]]]:
    """webapi's signature of the document and answers to its cases, as :data:`SCRIPT`."""
    markup, mime, namespaces, cases = document_case
    document = DOMParser().parseFromString(markup, mime)
    order, index, signature = _nodes(document)
    total = len(signature.split("\x01"))
    describer = _Describer(index)
    describe = describer.describe
    resolver = namespaces.get
    contexts: dict[int, Any] = {}
    rows: list[list[Answer]] = []
    for number, (expression, context_number) in enumerate(cases):
        try:
            compiled = document.createExpression(expression, resolver)
        except DOMException as error:
            rows.append([[-1, error.name]])
            continue
        target = context_number % total
        node = contexts.get(target)
        if node is None:
            node = contexts[target] = _node_at(order, index, target)
        evaluate = compiled.evaluate
        row: list[Answer] = []
        for kind in (0, 1, 2, 3):
            row.append(_ask(evaluate, node, kind, describe))
        if row[0][0] == 4:
            for kind in (4, 5, 6, 7, 8, 9):
                row.append(_ask(evaluate, node, kind, describe))
        else:
            row.append(_ask(evaluate, node, probe_type(number), describe))
        rows.append(row)
    return signature, rows


def _ask(
    evaluate: Callable[..., Any], node: Any, kind: int, describe: Callable[[Any], Answer]
) -> Answer:
    try:
        return describe(evaluate(node, kind))
    except DOMException as error:
        return [-1, error.name]
    except TypeError:
        return [-1, "TypeError"]


def _node_at(order: list[Any], index: dict[int, int], target: int) -> Any:
    """The node whose index is ``target`` (an attribute's ``Attr`` node made for it)."""
    previous = None
    for node in order:
        if index[id(node)] > target:
            break
        previous = node
    assert previous is not None
    base = index[id(previous)]
    if base == target:
        return previous
    name = previous.getAttributeNames()[target - base - 1]
    return previous.getAttributeNode(name)


# comparing


def _owners(nodes: list[int], owner_of: Callable[[int], int]) -> list[int]:
    return [owner_of(n) for n in nodes]


def compare(
    chromium: list[Answer], ours: list[Answer], owner_of: Callable[[int], int]
) -> Iterator[tuple[int, Answer, Answer]]:
    """The differences of one case's answers: (the position in the row, Chromium's, ours).
    ``owner_of`` gives the element an attribute's index belongs to (and a node's own index
    for any other node)."""
    ordered_ours = next((a[1] for a in ours if a[0] == 7), None)
    ordered_theirs = next((a[1] for a in chromium if a[0] == 7), None)
    for position in range(max(len(chromium), len(ours))):
        theirs = chromium[position] if position < len(chromium) else [None, None]
        mine = ours[position] if position < len(ours) else [None, None]
        if theirs == mine:
            continue
        kind = theirs[0]
        if kind == mine[0]:
            if kind in (4, 6) and sorted(theirs[1]) == sorted(mine[1]):
                continue  # unordered: any order
            if (
                kind == 8
                and ordered_ours is not None
                and ordered_theirs is not None
                and (theirs[1] is None) == (mine[1] is None)
                and (theirs[1] is None or (theirs[1] in ordered_ours and mine[1] in ordered_theirs))
            ):
                continue  # any node of the set
            if (
                kind in (5, 7)
                and sorted(theirs[1]) == sorted(mine[1])
                and _owners(theirs[1], owner_of) == _owners(mine[1], owner_of)
            ):
                continue  # the order of one element's attributes
        yield position, theirs, mine


def owners(signature: str) -> Callable[[int], int]:
    """From a signature, the function giving the element an attribute belongs to."""
    owner: list[int] = []
    last = 0
    for number, part in enumerate(signature.split("\x01")):
        if not part.startswith("2") or number == 0:
            last = number
        owner.append(last)
    return owner.__getitem__


def digest(signature: str) -> str:
    return hashlib.sha256(signature.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def ask_chromium(documents: list[Document]) -> list[tuple[str, list[list[Answer]]]]:
    """Chromium's signature of and answers for each document (one ``evaluate``)."""
    from oracles.chromium import evaluate

    return [tuple(found) for found in evaluate(SCRIPT, [list(d) for d in documents])]  # type: ignore[misc]


class Tally:
    """What a run compared: cases, documents, expressions, and the differences found (the
    seed, the expression, the context's number, the position in the row, Chromium's answer,
    webapi's)."""

    __slots__ = (
        "cases",
        "chromium_seconds",
        "differences",
        "documents",
        "expressions",
        "signatures",
        "webapi_seconds",
    )

    def classes(self) -> dict[str, int]:
        """The count of differing cases of each class (None: unexplained)."""
        found: dict[str, int] = {}
        for _, expression, _, _, chromium, ours in self.differences:
            name = str(classify(expression, chromium, ours))
            found[name] = found.get(name, 0) + 1
        return found

    def unexplained(self) -> list[tuple[int, str, int, int, Answer, Answer]]:
        return [d for d in self.differences if classify(d[1], d[4], d[5]) is None]

    def __init__(self) -> None:
        self.cases = 0
        #: Wall time webapi answered for, and waited for Chromium after that.
        self.webapi_seconds = 0.0
        self.chromium_seconds = 0.0
        self.documents = 0
        self.expressions = 0
        self.signatures: list[int] = []
        self.differences: list[tuple[int, str, int, int, Answer, Answer]] = []

    def add(
        self,
        seed: int,
        document_case: Document,
        chromium: tuple[str, list[list[Answer]]],
        ours: tuple[str, list[list[Answer]]],
    ) -> None:
        """Compare one document's answers (Chromium's signature may be its digest)."""
        signature, rows = chromium
        self.documents += 1
        if signature not in (ours[0], digest(ours[0])):
            self.signatures.append(seed)  # not the same tree: the parsers part
            return
        owner_of = owners(ours[0])
        for (expression, context), theirs, mine in zip(
            document_case[3], rows, ours[1], strict=True
        ):
            self.expressions += 1
            self.cases += len(theirs)
            for position, chromium_answer, our_answer in compare(theirs, mine, owner_of):
                self.differences.append(
                    (seed, expression, context, position, chromium_answer, our_answer)
                )


def run_live(seeds: range, batch: int = 24) -> Tally:
    """Ask Chromium about the documents of ``seeds`` (``batch`` documents to an
    ``evaluate``) and compare webapi's answers: Chromium works on a batch while webapi
    answers it (the page runs it from a timer, the next ``evaluate`` collects it)."""
    from oracles.chromium import browser

    tally = Tally()
    with browser() as launched:
        page = launched.new_page()
        page.evaluate("(script) => { window.xpathCases = (0, eval)(script); }", SCRIPT)
        for start in range(seeds.start, seeds.stop, batch):
            chunk = range(start, min(start + batch, seeds.stop))
            documents = [document_of(seed) for seed in chunk]
            # (JSON both ways: Playwright's own serialization of nested arrays costs ten
            # times Chromium's evaluation)
            page.evaluate(
                "(batch) => { window.xpathPending = new Promise((resolve) => setTimeout(() =>"
                " resolve(JSON.stringify(window.xpathCases(JSON.parse(batch)))), 0)); }",
                json.dumps([list(d) for d in documents]),
            )
            started = time.perf_counter()
            ours = [webapi_answers(d) for d in documents]
            answered = time.perf_counter()
            theirs = json.loads(page.evaluate("() => window.xpathPending"))
            tally.webapi_seconds += answered - started
            tally.chromium_seconds += time.perf_counter() - answered
            for seed, document_case, chromium, mine in zip(
                chunk, documents, theirs, ours, strict=True
            ):
                tally.add(seed, document_case, tuple(chromium), mine)  # type: ignore[arg-type]
    return tally


def cases_in(rows: list[list[Answer]]) -> int:
    return sum(len(row) for row in rows)


#: Where Chromium departs from XPath 1.0 and webapi does not follow: name -> (the reason, the
#: test that tells a difference of the class from the expression and the two answers).
CLASSES: dict[str, tuple[str, Callable[[str, Answer, Answer], bool]]] = {
    "null-string": (
        "Chromium's local-name(), name() and namespace-uri() of a node without one (the "
        "document, a text, a comment) or of an empty node-set are a null string, which "
        "compares unequal to every string, the empty string too (local-name() = '' is false "
        "from the document; concat(local-name(), '') = '' is true); XPath 1.0: the empty "
        "string, equal to ''",
        lambda expression, chromium, ours: (
            _NAME_FUNCTION.search(expression) is not None
            and _COMPARISON.search(expression) is not None
            and chromium[0] in (1, 2, 3)
            and chromium[0] == ours[0]
        ),
    ),
    "error-order": (
        "of an expression both refuse, Chromium names the first error as it parses: an "
        "unresolved prefix before a syntax error further on is a NamespaceError "
        "(Chromium resolves each prefix as its name test is parsed); webapi parses the whole "
        "expression first (a SyntaxError), then resolves its prefixes",
        lambda expression, chromium, ours: (
            chromium == [-1, "NamespaceError"] and ours == [-1, "SyntaxError"]
        ),
    ),
}

_NAME_FUNCTION = re.compile(r"(?<![-\w])(local-name|name|namespace-uri)\(")
_COMPARISON = re.compile(r"!=|<|>|=")


def classify(expression: str, chromium: Answer, ours: Answer) -> str | None:
    """The class of :data:`CLASSES` a difference belongs to, or None."""
    for name, (_reason, applies) in CLASSES.items():
        if applies(expression, chromium, ours):
            return name
    return None


#: Each class's witness: an XML document, its prefixes and an expression from the document,
#: where Chromium's answer (recorded in :data:`SAMPLE`) is not XPath 1.0's.
WITNESSES: dict[str, tuple[str, str, dict[str, str], str]] = {
    "null-string": ("<r><a/></r>", "application/xml", {}, "local-name() = ''"),
    "error-order": ("<r><a/></r>", "application/xml", {}, "//z:a[1] + )"),
}


#: The default tier's sample: documents of these seeds (a range apart from the slow tier's).
SAMPLE_SEEDS = range(1_000_000, 1_000_024)


def inputs_digest(seeds: range) -> str:
    """A digest of the documents and cases of ``seeds``: the recorded answers are for these."""
    text = json.dumps([document_of(seed) for seed in seeds], ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def record() -> None:
    """Ask Chromium about :data:`SAMPLE_SEEDS` and :data:`WITNESSES`; write :data:`SAMPLE`."""
    documents = [document_of(seed) for seed in SAMPLE_SEEDS]
    answers = ask_chromium(documents)
    witnesses = ask_chromium([(m, t, n, [(e, 0)]) for m, t, n, e in WITNESSES.values()])
    data = {
        "seeds": [SAMPLE_SEEDS.start, SAMPLE_SEEDS.stop],
        "per_document": PER_DOCUMENT,
        "inputs_sha256": inputs_digest(SAMPLE_SEEDS),
        "documents": [[digest(signature), rows] for signature, rows in answers],
        "witnesses": {name: rows[0] for name, (_, rows) in zip(WITNESSES, witnesses, strict=True)},
    }
    SAMPLE.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n", "utf-8")


if __name__ == "__main__":
    record()
