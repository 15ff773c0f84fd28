"""The security corpus (``corpus.py``): webapi gives the browser's answer for each known
parser-differential and SSRF input; ada, a second browser-grade parser, agrees except
where ``docs/divergences.md`` says otherwise."""

from __future__ import annotations

import importlib.util

import pytest

from tests._sample import sampled
from tests._sizes import tiered
from webapi import URL, URLParseError

from .corpus import CORPUS, SecurityCase

HAVE_ADA = importlib.util.find_spec("ada_url") is not None


def _ids(case: SecurityCase) -> str:
    return case.id


def test_corpus_ids_are_unique() -> None:
    assert len({case.id for case in CORPUS}) == len(CORPUS)


@pytest.mark.parametrize("case", tiered(CORPUS), ids=_ids)
@sampled()
def test_browser_answer(case: SecurityCase) -> None:
    if case.href is None:
        with pytest.raises(URLParseError):
            URL(case.input, case.base)
        assert URL.parse(case.input, case.base) is None
        assert not URL.canParse(case.input, case.base)
        return
    url = URL(case.input, case.base)
    assert url.href == case.href
    for name, value in case.expect.items():
        assert getattr(url, name) == value, name
    # What a browser hands on is itself a URL that parses to the same thing.
    assert URL(url.href).href == url.href


@pytest.mark.skipif(not HAVE_ADA, reason="ada-url is not installed: pip install ada-url")
@pytest.mark.parametrize("case", tiered(CORPUS), ids=_ids)
@sampled()
def test_ada_agrees(case: SecurityCase) -> None:
    import ada_url

    try:
        ada: str | None = ada_url.URL(case.input, case.base).href
    except ValueError:
        ada = None
    if case.ada_divergence is None:
        assert ada == case.href
    else:
        assert ada != case.href, f"ada now agrees: drop {case.ada_divergence} from this case"


@pytest.mark.parametrize(
    "case", tiered(c for c in CORPUS if c.href is not None and c.base is None), ids=_ids
)
@sampled()
def test_setting_href_gives_the_same_answer(case: SecurityCase) -> None:
    """The href setter runs the same parser (no base): absolute inputs give the same URL."""
    url = URL("https://placeholder.invalid/")
    url.href = case.input
    assert url.href == case.href
