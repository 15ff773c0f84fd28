"""WPT ``domxpath/xml_xpath_runner.html`` in our words: each ``<test>`` of
``xml_xpath_tests.xml`` (1,024 of them) moves its ``<tree>`` into a new XML document and
evaluates its ``<xpath>`` from the tree's root element, with ``createNSResolver`` of that
element as the resolver; exactly one node must match, the ``nth`` element named by the
``<result>``'s namespace and local name. The file is read from the shared WPT copy
(``WEBAPI_WPT_TESTS``, else ``shared/wpt-tests`` beside the repository or its parent); the
test is skipped without it. Slow tier: every case; the default run: every 32nd."""

from __future__ import annotations

import functools
import os
from pathlib import Path
from typing import Any

import pytest

from webapi.dom import XPathResult
from webapi.html import DOMParser

REPO = Path(__file__).resolve().parents[2]


def _tests_file() -> Path | None:
    candidates = [Path(os.environ["WEBAPI_WPT_TESTS"])] if "WEBAPI_WPT_TESTS" in os.environ else []
    candidates += [
        REPO.parent / "shared" / "wpt-tests",
        REPO.parent.parent / "shared" / "wpt-tests",
    ]
    for root in candidates:
        path = root / "domxpath" / "xml_xpath_tests.xml"
        if path.is_file():
            return path
    return None


def _child(element: Any, name: str) -> Any:
    return next(child for child in element.children if child.tagName == name)


@functools.cache
def _parsed() -> list[Any]:
    path = _tests_file()
    if path is None:
        return []
    document = DOMParser().parseFromString(path.read_text("utf-8"), "text/xml")
    return list(document.documentElement.children)


def _cases() -> list[Any]:
    """The file's 1,024 cases, parsed when a test first asks (at import, both processes of the
    default run parsed the file as they collected, some 0.2 s each), or a skip without it."""
    cases = _parsed()
    if not cases:
        pytest.skip("external data missing: shared/wpt-tests/domxpath")
    return cases


def _run(test: Any) -> None:
    xpath = _child(test, "xpath").textContent
    result = _child(test, "result")
    namespace = _child(result, "namespace").textContent
    local_name = _child(result, "localname").textContent
    nth = int(_child(result, "nth").textContent)
    tree = _child(test, "tree").firstElementChild.cloneNode(True)  # (the cases stay whole)
    document = DOMParser().parseFromString("<x/>", "text/xml").implementation.createDocument("", "")
    root = document.adoptNode(tree)
    document.appendChild(root)
    found = document.evaluate(
        xpath, root, document.createNSResolver(root), XPathResult.ANY_TYPE, None
    )
    matched = []
    while (node := found.iterateNext()) is not None:
        matched.append(node)
    assert len(matched) == 1, xpath
    assert matched[0] is document.getElementsByTagNameNS(namespace, local_name)[nth]


def test_a_sample_of_the_xml_cases() -> None:
    cases = _cases()
    assert len(cases) == 1024
    for test in cases[::32]:
        _run(test)


@pytest.mark.slow
def test_every_xml_case() -> None:
    failures = []
    for index, test in enumerate(_cases()):
        try:
            _run(test)
        except Exception as error:
            failures.append((index, repr(error)[:200]))
    assert failures == []
