"""soupsieve's own test markup and selectors (https://github.com/facelessuser/soupsieve,
``tests/``, MIT License, Copyright (c) 2018 Isaac Muse) as inputs, Chromium 156's answers as the
expectations (``_soupsieve_selectors.json``, written by ``python -m generate
soupsieve-selectors``): each markup parsed by HTML's parser, each selector asked of the document
with ``querySelectorAll``. Every answer differing from Chromium's falls in a named class of
:data:`DEPARTURES`; the classes shared with the random differential
(``test_chromium_selectors.DEPARTURES``) carry its names."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.selectors._trees import html_document
from tests.selectors.test_chromium_selectors import DEPARTURES as DIFFERENTIAL
from webapi.selectors import SelectorSyntaxError
from webapi.selectors._matching import subtree_elements
from webapi.selectors.engine import query_selector_all

DATA = json.loads((Path(__file__).parent / "_soupsieve_selectors.json").read_text(encoding="utf-8"))

_LANG_STRING_OR_LIST = re.compile(r":lang\([^)]*['\",]")

#: Where webapi answers otherwise than Chromium 156 on soupsieve's inputs: name -> (reason,
#: the test telling a case of the class from its selector). The differential's classes keep
#: their reasons there.
DEPARTURES: dict[str, tuple[str, Callable[[str], bool]]] = {
    "s-flag": (DIFFERENTIAL["s-flag"][0], lambda s: re.search(r"\ss\]", s) is not None),
    "lang-list": (
        DIFFERENTIAL["lang-list"][0],
        lambda s: _LANG_STRING_OR_LIST.search(s) is not None,
    ),
    "lang-escaped-wildcard": (
        "Chromium 156 compares an escaped * in a :lang() identifier (:lang(\\*-DE)) literally; "
        "Selectors 4 matches by extended filtering (RFC 4647 3.3.2), where * is a wildcard",
        lambda s: ":lang(" in s and "\\*" in s,
    ),
    "lang-implicit-wildcard": (
        DIFFERENTIAL["lang-implicit-wildcard"][0],
        lambda s: re.search(r":lang\([a-z]+-[A-Z]+\)", s) is not None,
    ),
    "chromium-unshipped-pseudo-classes": (
        "Chromium 156 does not ship Selectors 4's :playing, :paused, :muted and "
        ":target-within (a SyntaxError); webapi parses them as the Standard does and, in a "
        "document nobody plays media in or navigates, matches nothing",
        lambda s: re.search(r":(playing|paused|muted|target-within)\b", s) is not None,
    ),
    "nth-of-keyword-case": (
        "Chromium 156 refuses 'OF' in :nth-child(An+B of S) (a SyntaxError); CSS keywords are "
        "ASCII case-insensitive and webapi takes it",
        lambda s: re.search(r"nth-(last-)?child\([^)]* OF ", s) is not None,
    ),
}


def _classify(selector: str) -> str | None:
    for name, (_reason, applies) in DEPARTURES.items():
        if applies(selector):
            return name
    return None


def _answer(document: Any, index: dict[int, int], selector: str) -> list[int] | str:
    try:
        return [index[id(e)] for e in query_selector_all(document, selector)]
    except SelectorSyntaxError:
        return "SyntaxError"


def differences() -> tuple[int, list[tuple[str, Any, Any]]]:
    """The number of answers compared, and each differing one: (selector, Chromium's,
    webapi's)."""
    compared = 0
    found = []
    for document_data in DATA["documents"]:
        document = html_document(document_data["markup"])
        index = {id(e): n for n, e in enumerate(subtree_elements(document))}
        for selector, expected in document_data["cases"]:
            compared += 1
            ours = _answer(document, index, selector)
            if ours != expected:
                found.append((selector, expected, ours))
    return compared, found


def test_the_data_is_whole() -> None:
    assert "MIT" in DATA["license"]
    assert DATA["chromium"].startswith("156.")
    assert len(DATA["documents"]) == 101
    assert sum(len(d["cases"]) for d in DATA["documents"]) == 320


def test_soupsieve_inputs_agree_with_chromium_but_for_named_departures() -> None:
    compared, found = differences()
    assert compared == 320
    unexplained = [f for f in found if _classify(f[0]) is None]
    assert not unexplained, unexplained
    classes = Counter(_classify(selector) for selector, *_ in found)
    assert dict(classes) == {
        "s-flag": 1,
        "lang-list": 10,
        "lang-escaped-wildcard": 2,
        "lang-implicit-wildcard": 1,
        "chromium-unshipped-pseudo-classes": 9,
        "nth-of-keyword-case": 1,
    }


def test_the_shared_classes_are_the_differentials() -> None:
    for name in ("s-flag", "lang-list", "lang-implicit-wildcard"):
        assert DEPARTURES[name][0] == DIFFERENTIAL[name][0]
