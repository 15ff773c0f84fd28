"""Playwright's answers on :data:`BULK` generated pages (issue #75 item 3 at scale): for each
page, ``locator("body").aria_snapshot()`` and the counts of the ``get_by_*`` locators of
:func:`queries` (``get_by_role`` with and without a name or description, ``get_by_text``,
``get_by_label``), in Chromium 156. The pages: the first half from the accessibility
differential's generator (tests/aria/_generated.py, seed 75), the second from the states
generator (tests/aria/_generated_states.py, seed 76). Kept compactly, as the shadow-tree
differential keeps its bulk: the whole answers of the :data:`SAMPLE` pages (every
:data:`STRIDE`-th) in :data:`DATA`, the 4-byte digest of every page's answer in
:data:`DIGESTS`, and the whole answers of the pages where webapi's differed when they were
recorded in :data:`DIFFERING`. ``python -m tests.testing._playwright_bulk`` records the first
two, ``--differing`` the third (computing webapi's answers first; some 45 ms of CPU a page)."""

from __future__ import annotations

import base64
import functools
import gzip
import hashlib
import json
import random
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = [
    "BULK",
    "DATA",
    "DIFFERING",
    "DIGESTS",
    "SAMPLE",
    "STRIDE",
    "ask",
    "differing",
    "digest",
    "digests",
    "load",
    "page_html",
    "queries",
    "record",
    "webapi_answer",
]

BULK = 10_000
#: The sample: every STRIDE-th page.
STRIDE = 500
SAMPLE = BULK // STRIDE
DATA = Path(__file__).with_name("_playwright_bulk_sample.json.gz")
DIGESTS = Path(__file__).with_name("_playwright_bulk_digests.json.gz")
DIFFERING = Path(__file__).with_name("_playwright_bulk_differing.json.gz")

#: The roles asked of pages (by role alone; the first twelve with a name or description too).
_ROLES = (
    "button", "link", "heading", "textbox", "checkbox", "listitem", "img", "combobox",
    "option", "row", "cell", "group", "radio", "list", "navigation", "main", "columnheader",
    "rowheader", "table", "tab", "form", "region", "complementary", "contentinfo", "banner",
    "progressbar", "meter", "searchbox", "spinbutton", "listbox", "switch", "slider",
    "separator", "dialog", "status", "figure", "term", "definition", "generic",
)  # fmt: skip
_WORD = re.compile(r"[A-Za-z]{1,}")
#: How many queries of each kind a page is asked (a locator's count is a round trip to the
#: browser: some 12 ms on the recording machine).
_ROLE_QUERIES = 3
_NAMED_QUERIES = 2
_TEXT_QUERIES = 3


def page_html(index: int) -> str:
    """The bulk's page ``index``."""
    if index < BULK // 2:
        from tests.aria._generated import page

        return page(75 * 1_000_000 + index)
    from tests.aria._generated_states import page as states_page

    return states_page(76 * 1_000_000 + index - BULK // 2)


_NAMING = re.compile(r'(?:aria-label|alt|title|value|placeholder|label)="([^"]*)"')


def _words(html: str) -> list[str]:
    """The page's words: of its text and of its attributes that name (no ids, no markup)."""
    body = html.partition("<body>")[2]
    text = " ".join([re.sub(r"<[^>]*>", " ", body), *_NAMING.findall(body)])
    found: list[str] = []
    for word in _WORD.findall(text):
        if word not in found:
            found.append(word)
    return found


def queries(index: int, html: str) -> list[list[Any]]:
    """The locator queries of page ``index``, drawn with its index as the seed: roles alone,
    roles with a word of the page as the name (substring or exact) or description, and words
    as text (substring or exact) and label: ``[kind, *arguments]``."""
    r = random.Random(index)
    words = _words(html) or ["Save"]
    out: list[list[Any]] = [["role", r.choice(_ROLES[:12])]]
    out += [["role", role] for role in r.sample(_ROLES, _ROLE_QUERIES - 1)]
    for _ in range(_NAMED_QUERIES):
        role, word = r.choice(_ROLES[:12]), r.choice(words)
        out.append(r.choice((["name", role, word, False], ["name", role, word, True])))
    out.append(["description", r.choice(_ROLES[:12]), r.choice(words)])
    for _ in range(_TEXT_QUERIES):
        word = r.choice(words)
        out.append(r.choice((["text", word, False], ["text", word, True], ["label", word])))
    return out


def locate(page: Any, query: list[Any]) -> Any:
    """The locator of ``query`` on ``page`` (Playwright's or webapi's: the same API)."""
    kind = query[0]
    if kind == "role":
        return page.get_by_role(query[1])
    if kind == "name":
        return page.get_by_role(query[1], name=query[2], exact=query[3])
    if kind == "description":
        return page.get_by_role(query[1], description=query[2])
    if kind == "text":
        return page.get_by_text(query[1], exact=query[2])
    return page.get_by_label(query[1])


def _answer(page: Any, index: int, html: str, error: type[Exception]) -> list[Any]:
    """The answer on ``page`` (Playwright's or webapi's): [snapshot text, counts of
    :func:`queries`], each None where it raised ``error`` (Playwright's script fails on some
    pages: a select inside ``math`` has no ``selectedOptions``)."""
    try:
        snapshot = page.locator("body").aria_snapshot()
    except error:
        snapshot = None
    counts = []
    for query in queries(index, html):
        try:
            counts.append(locate(page, query).count())
        except error:
            counts.append(None)
    return [snapshot, counts]


def webapi_answer(index: int) -> list[Any]:
    """webapi's answer for page ``index``."""
    from webapi.testing import Error, Page

    html = page_html(index)
    return _answer(Page.open(html.encode()), index, html, Error)


def digest(answer: list[Any]) -> bytes:
    """The 4-byte digest of an answer's compact JSON."""
    text = json.dumps(answer, ensure_ascii=False, separators=(",", ":"))
    return hashlib.blake2b(text.encode("utf-8"), digest_size=4).digest()


def ask(indices: Sequence[int], tab: Any = None) -> list[list[Any]]:
    """Playwright's answers for the pages ``indices`` (in one tab of a browser launched for
    them, or in ``tab``)."""
    if tab is None:
        from oracles.chromium import browser

        with browser() as launched:
            return ask(indices, launched.new_page())
    from playwright.sync_api import Error

    answers = []
    for index in indices:
        html = page_html(index)
        tab.set_content(html)
        answers.append(_answer(tab, index, html, Error))
    return answers


@functools.cache
def load() -> list[list[Any]]:
    """The recorded answers of the sample (:data:`DATA`), read once."""
    found = json.loads(gzip.decompress(DATA.read_bytes()))
    assert len(found["answers"]) == SAMPLE
    answers: list[list[Any]] = found["answers"]
    return answers


@functools.cache
def digests() -> bytes:
    """The recorded digests of the :data:`BULK` pages, 4 bytes each, in order."""
    found = json.loads(gzip.decompress(DIGESTS.read_bytes()))
    packed = base64.b64decode(found["digests"])
    assert len(packed) == 4 * BULK == 4 * found["count"]
    return packed


@functools.cache
def differing() -> dict[int, list[Any]]:
    """The recorded answers of the pages where webapi's differed, by index."""
    found = json.loads(gzip.decompress(DIFFERING.read_bytes()))
    return {int(index): answer for index, answer in found["answers"].items()}


def record_differing(indices: Sequence[int]) -> None:
    """Ask Playwright about the pages ``indices`` (where webapi's answers differ) and keep
    its answers in :data:`DIFFERING`, each checked against its recorded digest."""
    from oracles.chromium import browser

    packed = digests()
    with browser() as launched:
        version = launched.version
        answers = ask(indices, launched.new_page())
    for index, answer in zip(indices, answers, strict=True):
        assert digest(answer) == packed[4 * index : 4 * index + 4], index
    kept = {str(index): answer for index, answer in zip(indices, answers, strict=True)}
    text = json.dumps({"chromium": version, "answers": kept}, ensure_ascii=False)
    DIFFERING.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    print(f"wrote {DIFFERING} ({len(kept)} pages)")


def _differing_now() -> list[int]:
    packed = digests()
    return [
        index
        for index in range(BULK)
        if digest(webapi_answer(index)) != packed[4 * index : 4 * index + 4]
    ]


def record(answers: list[list[Any]], chromium: str) -> None:
    """Keep Playwright's ``answers`` of the :data:`BULK` pages (in Chromium ``chromium``): the
    sample's whole in :data:`DATA`, every page's digest in :data:`DIGESTS`."""
    from importlib.metadata import version as package_version

    assert len(answers) == BULK
    meta = {"chromium": chromium, "playwright": package_version("playwright")}
    text = json.dumps({**meta, "answers": answers[::STRIDE]}, ensure_ascii=False)
    DATA.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    packed = b"".join(digest(answer) for answer in answers)
    packed_text = base64.b64encode(packed).decode("ascii")
    text = json.dumps({**meta, "count": BULK, "digests": packed_text})
    DIGESTS.write_bytes(gzip.compress(text.encode("ascii"), mtime=0))
    print(f"wrote {DATA} and {DIGESTS}")


def _record(full: Path | None) -> None:
    from oracles.chromium import browser

    answers: list[list[Any]] = []
    with browser() as launched:
        version = launched.version
        tab = launched.new_page()
        for start in range(0, BULK, 500):
            answers += ask(range(start, start + 500), tab)
            print(f"{start + 500} pages", file=sys.stderr, flush=True)
    record(answers, version)
    if full is not None:
        full.write_bytes(gzip.compress(json.dumps(answers, ensure_ascii=False).encode("utf-8")))


def _record_differing_from(full: Path) -> None:
    """:func:`record_differing` with Playwright's answers read from ``full`` (what
    ``--full`` kept of a recording) rather than asked again."""
    answers = json.loads(gzip.decompress(full.read_bytes()))
    packed = digests()
    kept = {}
    for index in range(BULK):
        assert digest(answers[index]) == packed[4 * index : 4 * index + 4], index
        if digest(webapi_answer(index)) != packed[4 * index : 4 * index + 4]:
            kept[str(index)] = answers[index]
    meta = json.loads(gzip.decompress(DIGESTS.read_bytes()))["chromium"]
    text = json.dumps({"chromium": meta, "answers": kept}, ensure_ascii=False)
    DIFFERING.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    print(f"wrote {DIFFERING} ({len(kept)} pages)")


if __name__ == "__main__":
    # --full PATH: keep every answer in PATH too; --differing [PATH]: from PATH if given.
    if sys.argv[1:2] == ["--differing"]:
        if sys.argv[2:]:
            _record_differing_from(Path(sys.argv[2]))
        else:
            record_differing(_differing_now())
    else:
        _record(Path(sys.argv[2]) if sys.argv[1:2] == ["--full"] else None)
