"""``webapi.parsel`` answers parsel's queries as Chromium's DOM does: the trees lxml builds
otherwise (implied ``tbody``, ``head`` and ``body``, ``template`` contents, SVG and MathML,
misnested and foster-parented markup, ``noscript`` with scripting disabled) queried with CSS
(``::text``, ``::attr()``) and XPath, compared with Chromium 156's answers recorded in
``_chromium_parsel.json`` (``tests/parsel/_chromium_parsel.py`` says how they are asked); the
slow tier asks Chromium again."""

from __future__ import annotations

from typing import Any

import pytest

from tests._sample import sampled
from tests.parsel._chromium_parsel import PAGES, QUERIES, ask_chromium, load
from webapi.parsel import Selector


def webapi_answer(name: str, kind: str, query: str) -> dict[str, Any]:
    """``webapi.parsel``'s answer, in the shape of Chromium's."""
    page = Selector(text=PAGES[name])
    if kind == "css":
        return {"nodes": page.css(query).getall()}
    found = page.xpath(query)
    value = found[0].root if len(found) == 1 and not isinstance(found[0].root, str) else None
    if isinstance(value, bool):
        return {"boolean": value}
    if isinstance(value, float):
        return {"number": value}
    if query.startswith(("string(", "concat(", "normalize-space(")):
        return {"string": found.get()}
    return {"nodes": found.getall()}


@pytest.mark.parametrize(("name", "kind", "query", "chromium"), load()["answers"])
@sampled()
def test_answers_as_chromium(name: str, kind: str, query: str, chromium: dict[str, Any]) -> None:
    assert webapi_answer(name, kind, query) == chromium


def test_every_query_is_recorded() -> None:
    assert [tuple(answer[:3]) for answer in load()["answers"]] == QUERIES


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_recorded_answers_are_chromiums() -> None:
    asked = ask_chromium()
    assert asked["answers"] == load()["answers"]
