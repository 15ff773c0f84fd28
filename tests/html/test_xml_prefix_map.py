"""The XML serialization's namespace prefix map (https://w3c.github.io/DOM-Parsing/#dfn-namespace-prefix-map)
kept as one map with its additions undone per element (``webapi.html.parsing._xml_serialization``)
against a model written from the text: a map of namespaces to lists of prefixes copied for
each element ("copy a namespace prefix map"), prefixes appended by "add", candidates read
from the list in order; with the browsers' reading the module documents (a prefix added again
for another namespace is no candidate for its first one while that binding is in scope).

Random walks of nested scopes (an element's copy), additions and the two lookups compare the
answers after every step; and the serializations whose maps grow with the input (a chain of
elements each declaring a prefix, many prefixes of one namespace, prefixes rebound below) keep
their answers at sizes where a copy per element would be quadratic."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests._sample import sampled
from tests._sizes import DEPTHS, WIDTHS
from webapi.html import DOMParser, XMLSerializer
from webapi.html.parsing._xml_serialization import PrefixMap, _add, _found, _preferred_prefix, _undo

PREFIXES = ["a", "b", "c", "ns1", "xml"]
NAMESPACES: list[str | None] = [None, "u", "v", "w"]


class ModelMap:
    """The text's map: namespace -> prefixes in the order added, and each prefix's latest
    namespace; copied whole for a nested scope."""

    def __init__(self) -> None:
        self.namespaces: dict[str | None, list[str]] = {}
        self.latest: dict[str, str | None] = {}

    def copy(self) -> ModelMap:
        copy = ModelMap()
        copy.namespaces = {ns: list(prefixes) for ns, prefixes in self.namespaces.items()}
        copy.latest = dict(self.latest)
        return copy

    def add(self, prefix: str, ns: str | None) -> None:
        self.namespaces.setdefault(ns, []).append(prefix)
        self.latest[prefix] = ns

    def candidates(self, ns: str | None) -> list[str]:
        return [p for p in self.namespaces.get(ns, []) if self.latest[p] == ns]

    def preferred(self, preferred: str | None, ns: str | None) -> str | None:
        # "for each prefix value prefix in candidates list, iterating from beginning to end:
        # if prefix matches preferred prefix ... return prefix; if prefix is the last item ...
        # return prefix"
        candidates = self.candidates(ns)
        for prefix in candidates:
            if prefix == preferred:
                return prefix
        return candidates[-1] if candidates else None

    def found(self, prefix: str, ns: str | None) -> bool:
        return prefix in self.candidates(ns)


@pytest.mark.parametrize("seed", range(40))
@sampled()
def test_random_scopes_match_the_copying_model(seed: int) -> None:
    rng = random.Random(seed)
    real = PrefixMap()
    models = [ModelMap()]
    marks: list[int] = []
    for _ in range(400):
        step = rng.random()
        if step < 0.2:  # an element's copy for its children
            marks.append(len(real.log))
            models.append(models[-1].copy())
        elif step < 0.35 and marks:  # the element's subtree written
            _undo(real, marks.pop())
            models.pop()
        elif step < 0.7:
            prefix, ns = rng.choice(PREFIXES), rng.choice(NAMESPACES)
            _add(real, prefix, ns)
            models[-1].add(prefix, ns)
        model = models[-1]
        for ns in NAMESPACES:
            for preferred in [None, *PREFIXES]:
                assert _preferred_prefix(real, preferred, ns) == model.preferred(preferred, ns)
            for prefix in PREFIXES:
                assert _found(real, prefix, ns) == model.found(prefix, ns)


def test_undo_to_the_start_leaves_an_empty_map() -> None:
    real = PrefixMap()
    for prefix, ns in [("a", "u"), ("a", "v"), ("b", "u"), ("a", "u")]:
        _add(real, prefix, ns)
    assert _preferred_prefix(real, None, "u") == "a"
    _undo(real, 0)
    assert real.entries == {} and real.log == []
    assert all(_preferred_prefix(real, None, ns) is None for ns in NAMESPACES)


def serialize(text: str) -> str:
    document: Any = DOMParser().parseFromString(text, "application/xml")
    assert document.getElementsByTagName("parsererror").length == 0
    return str(XMLSerializer().serializeToString(document))


@pytest.mark.parametrize("n", DEPTHS)
def test_a_chain_of_declarations(n: int) -> None:
    text = "".join(f'<a xmlns:p{i}="u{i}">' for i in range(n)) + "<p7:b/>" + "</a>" * n
    assert serialize(text) == text


@pytest.mark.parametrize("n", WIDTHS)
def test_many_prefixes_of_one_namespace(n: int) -> None:
    declarations = "".join(f' xmlns:p{i}="u"' for i in range(n))
    text = f"<x{declarations}>" + "<p0:y/><p9:y/><y/>" * n + "</x>"
    # each element keeps its own prefix (the preferred one is a candidate); an element in no
    # namespace under a no-namespace parent needs no declaration
    assert serialize(text) == text


def test_prefixes_rebound_below() -> None:
    n = 5_000
    outer = "".join(f' xmlns:p{i}="A"' for i in range(n))
    inner = "".join(f' xmlns:p{i}="B"' for i in range(n))
    text = f"<x{outer}><y{inner}>" + '<c xmlns:q="C"><e xmlns="A"/></c>' * n + "</y></x>"
    # under y no prefix is bound to A any more: e keeps its default namespace declaration
    # (a copy per element would scan n shadowed prefixes for each e)
    assert serialize(text) == text
    # the element itself, outside y's scope, finds its prefix again
    text = f"<x{outer}><y{inner}/>" + "<p3:e/>" * n + "</x>"
    assert serialize(text) == text
