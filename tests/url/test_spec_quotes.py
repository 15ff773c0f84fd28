"""The spec text the parser modules quote in their comments is the spec's text.

``webapi/url/_parser.py``, ``_ipv4.py`` and ``_ipv6.py`` quote the URL
Standard's steps beside the code that runs them, so that a reader with the spec
open can check each line.  These tests keep the quotes honest against
``shared/spec/url.bs``: every quoted passage (split at the ``[...]`` elisions
and the bracketed summaries) occurs in the spec's text, every spec link points
at an anchor the spec defines, and the parser's state branches come in the
spec's order after the three hot ones.
"""

from __future__ import annotations

import html
import io
import re
import tokenize
from pathlib import Path

import pytest

from idl.spec import spec_source
from wpt.testing import data_missing

REPO = Path(__file__).resolve().parents[2]
SPEC_PATH = spec_source(REPO, "url.bs")
QUOTING_MODULES = ["_parser.py", "_ipv4.py", "_ipv6.py"]
SPEC_LINK = re.compile(r"https://url\.spec\.whatwg\.org/#([A-Za-z0-9_.-]+)")

#: A double-quoted passage in a comment; short quotes nested inside it ("file",
#: "%40", "//") are part of it.
_QUOTE = re.compile(r'"((?:[^"]|"[^"\s]{1,12}")+?)"(?=\s|$|[).,:])')
#: Where a quote leaves text out or paraphrases it, and step numbers inside it.
_SPLIT = re.compile(r"\[[^\]]*\]|(?:^|\s)\d+(?:\.\d+)*\.\s")


def _spec_source() -> str:
    if not SPEC_PATH.is_file():
        data_missing(f"the URL Standard source {SPEC_PATH} ($WEBAPI_SPEC_DIR, or ../shared/spec)")
    return SPEC_PATH.read_text(encoding="utf-8")


def normalize(text: str) -> str:
    """Whitespace collapsed; ";" dropped (the comments join the items of the
    spec's bulleted conditions with "; ")."""
    return " ".join(text.replace(";", " ").split())


def spec_texts(source: str) -> tuple[str, str]:
    """The spec as plain text, and the same without its notes (a quote may run
    over a note the spec places between two steps)."""

    def plain(markup: str) -> str:
        markup = re.sub(r"<sup>\(?", "^(", markup)
        markup = re.sub(r"\)?</sup>", ")", markup)
        return normalize(html.unescape(re.sub(r"<[^>]+>", "", markup)))

    without_notes = re.sub(
        r"<p class=note>.*?(?=<li>|<li\b|</ol>|<dt>|</dl>|</div>|<p>)", " ", source, flags=re.S
    )
    return plain(source), plain(without_notes)


def spec_anchors(source: str) -> set[str]:
    """Every id the built spec has: explicit ids and oldids, and the ids
    Bikeshed gives a ``<dfn>`` without one (its text, lowercased, hyphenated)."""
    anchors = set(re.findall(r"\bid=([A-Za-z0-9_.-]+)", source))
    for old in re.findall(r"\boldids=([A-Za-z0-9_.,-]+)", source):
        anchors.update(old.split(","))
    for attributes, text in re.findall(r"<dfn([^>]*)>(.*?)</dfn>", source, flags=re.S):
        if "id=" not in attributes:
            slug = re.sub(r"<[^>]+>", "", text).strip().lower()
            anchors.add(re.sub(r"[^a-z0-9]+", "-", slug).strip("-"))
    return anchors


def comment_blocks(source: str) -> list[tuple[int, str]]:
    """(first line, text) of each run of comments on consecutive lines."""
    blocks: list[tuple[int, str]] = []
    last = -1
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type != tokenize.COMMENT:
            continue
        text = token.string.lstrip("#").strip()
        if blocks and token.start[0] == last + 1:
            blocks[-1] = (blocks[-1][0], f"{blocks[-1][1]} {text}")
        else:
            blocks.append((token.start[0], text))
        last = token.start[0]
    return blocks


def quoted_fragments(comment: str) -> list[str]:
    """The pieces of spec text quoted in ``comment``, elisions left out."""
    fragments = []
    for quote in _QUOTE.findall(comment):
        for piece in _SPLIT.split(quote):
            piece = normalize(piece).strip(" .")
            if len(piece) > 3:
                fragments.append(piece)
    return fragments


def misquotes(module_source: str, spec: tuple[str, str]) -> tuple[int, list[str]]:
    """(fragments checked, the ones the spec does not contain)."""
    checked = 0
    missing = []
    for line, comment in comment_blocks(module_source):
        for fragment in quoted_fragments(comment):
            checked += 1
            if fragment not in spec[0] and fragment not in spec[1]:
                missing.append(f"line {line}: {fragment!r}")
    return checked, missing


def _module(name: str) -> str:
    return (REPO / "webapi" / "url" / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("name", QUOTING_MODULES)
def test_quotes_are_the_specs_words(name: str) -> None:
    checked, missing = misquotes(_module(name), spec_texts(_spec_source()))
    assert checked >= 40, f"only {checked} quoted fragments found in {name}: the scan is broken"
    assert not missing, f"quoted in {name} but not in url.bs:\n" + "\n".join(missing)


@pytest.mark.parametrize("name", QUOTING_MODULES)
def test_spec_links_point_at_anchors(name: str) -> None:
    anchors = spec_anchors(_spec_source())
    links = SPEC_LINK.findall(_module(name))
    assert links
    assert sorted(set(links) - anchors) == []


def test_parser_states_come_in_spec_order() -> None:
    source = _spec_source()
    spec_order = re.findall(r'<dfn export for="basic URL parser" id=([a-z-]+-state)>', source)
    assert len(spec_order) == 21
    # Each branch's first comment lines are its state's link (the shared host
    # and hostname branch has two).
    headers = re.findall(
        r"^ {12}# https://url\.spec\.whatwg\.org/#([a-z-]+-state)\b",
        _module("_parser.py"),
        flags=re.M,
    )
    hot = ["path-state", "query-state", "fragment-state"]
    assert headers[:3] == hot
    assert headers[3:] == [s for s in spec_order if s not in hot]


def test_a_misquote_is_caught() -> None:
    spec = spec_texts(_spec_source())
    good = '# "1. Let buffer be the empty string." and "3. Otherwise, append c to buffer."'
    assert misquotes(good, spec) == (2, [])
    bad = '# "1. If c is U+002F (/), then set state to path state." [...]\n'
    bad += '# "2. Otherwise, [the rest] set buffer to the empty string, and return."'
    checked, missing = misquotes(bad, spec)
    assert checked == 3
    assert missing == [
        "line 1: 'If c is U+002F (/), then set state to path state'",
        "line 1: 'set buffer to the empty string, and return'",
    ]
    # A step's text is found even when the spec puts a note or list markup in it.
    assert (
        misquotes('# "If length is greater than 1 and value is less than 0x10^(length − 1)"', spec)[
            1
        ]
        == []
    )
