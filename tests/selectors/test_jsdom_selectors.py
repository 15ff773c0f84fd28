"""jsdom (npm, pinned in ``oracles/node``) as a second selector oracle over the Chromium
differential's cases (``test_chromium_selectors``): each document parsed by jsdom, each
selector asked of the document and of its ``body`` with ``querySelectorAll``. Where webapi
and Chromium 156 agree and jsdom answers otherwise, the difference is jsdom's deviation, and
falls in a named class of :data:`JSDOM_DEVIATIONS`; none may be unexplained. Where webapi and
Chromium differ, the differential's named classes hold (jsdom's answer is counted beside).

The default tier asks the first 10 documents of the differential's default sample (800
answers); the slow tier the first 40 documents of its slow tier (20,000 answers)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from generate.chromium_selectors import ASK
from oracles import node26_evaluate
from tests.selectors._trees import html_document
from tests.selectors.test_chromium_selectors import HERE, _answer, _classify, _load
from webapi.selectors._matching import subtree_elements

_QUERY = (
    """(documents) => {
  const { JSDOM } = require("jsdom");
  return documents.map(([markup, selectors]) => {
    const window = new JSDOM(markup).window;
    const { document: doc, NodeFilter } = window;"""
    + ASK
    + """
    const answers = selectors.map((s) => [ask(doc, s), ask(doc.body, s)]);
    window.close();
    return answers;
  });
}"""
)
#: Where jsdom 31 answers otherwise than Chromium 156 and webapi: name -> (reason, the test
#: telling a case of the class from the selector and the document's markup).
JSDOM_DEVIATIONS: dict[str, tuple[str, Callable[[str, str], bool]]] = {
    "jsdom-read-only-foreign-elements": (
        "jsdom matches :read-only on SVG and MathML elements (and :read-write on those inside "
        "an editing host, contenteditable); HTML's :read-only matches 'all other HTML "
        "elements', and Chromium and webapi match neither on an SVG or MathML element",
        lambda selector, markup: (
            re.search(r":read-(only|write)", selector) is not None
            and ("<svg" in markup or "<math" in markup)
        ),
    ),
    "jsdom-optional-standard": (
        "jsdom matches :optional on the elements the required attribute applies to alone (the "
        "Standard's words); Chromium, and webapi with it, match the buttons and the input types "
        "required does not apply to too (hidden, range, color, the button types: WPT's "
        "required-optional-hidden.html expects Chromium's answer)",
        lambda selector, markup: ":optional" in selector,
    ),
}


def _jsdom_class(selector: str, markup: str) -> str | None:
    for name, (_reason, applies) in JSDOM_DEVIATIONS.items():
        if applies(selector, markup):
            return name
    return None


def compare(documents: list[dict[str, Any]]) -> dict[str, Any]:
    """Each answer of the three: how many were compared, jsdom's deviations by class (with
    the unexplained ones), and where webapi departs from Chromium, whether jsdom answers as
    Chromium or as webapi, by the differential's class."""
    answers = node26_evaluate(
        _QUERY, [[d["markup"], [c[0] for c in d["cases"]]] for d in documents], timeout=900
    )
    compared = 0
    deviations: Counter[str | None] = Counter()
    unexplained = []
    beside: Counter[tuple[str | None, str]] = Counter()
    for document_data, jsdom in zip(documents, answers, strict=True):
        markup = document_data["markup"]
        document = html_document(markup)
        index = {id(e): n for n, e in enumerate(subtree_elements(document))}
        body = next(e for e in subtree_elements(document) if e._local_name == "body")
        for (selector, *chromium), theirs in zip(document_data["cases"], jsdom, strict=True):
            for root, expected, js in zip((document, body), chromium, theirs, strict=True):
                compared += 1
                ours = _answer(root, index, selector)
                if ours == expected:
                    if js != expected:
                        name = _jsdom_class(selector, markup)
                        deviations[name] += 1
                        if name is None:
                            unexplained.append((markup, selector, expected, js))
                else:
                    side = "chromium" if js == expected else "webapi" if js == ours else "neither"
                    beside[(_classify(selector, markup), side)] += 1
    return {
        "compared": compared,
        "deviations": deviations,
        "unexplained": unexplained,
        "beside": beside,
    }


def _check(documents: list[dict[str, Any]], size: int) -> dict[str, Any]:
    result = compare(documents)
    assert result["compared"] == size
    assert not result["unexplained"], (
        f"{len(result['unexplained'])} of jsdom's answers differ from webapi's and "
        f"Chromium's unexplained; first: {result['unexplained'][:3]!r}"
    )
    return result


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
def test_default_sample_jsdom_deviations_are_named() -> None:
    documents = _load(HERE / "_chromium_selectors.json")["documents"][:10]
    result = _check(documents, 800)
    assert set(result["deviations"]) <= set(JSDOM_DEVIATIONS)


@pytest.mark.slow
def test_slow_sample_jsdom_deviations_are_named() -> None:
    documents = _load(HERE / "_chromium_selectors_slow.json.gz")["documents"][:40]
    result = _check(documents, 20_000)
    print(dict(result["deviations"]), dict(result["beside"]))
    assert set(result["deviations"]) == set(JSDOM_DEVIATIONS)
