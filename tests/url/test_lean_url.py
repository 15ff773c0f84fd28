"""A ``URL`` made from a string already in serialized form keeps only that string (its lean
form, ``URLExtras._impl``): every getter, setter, pickling, copying and ``repr()`` answers as
for the same URL holding its implementation object from the start.  (That the shortcut
``serialized_href`` answers only where the href is the input is proved in
``test_fast_path``.)"""

from __future__ import annotations

import copy
import pickle
import threading
import time
import tracemalloc

import pytest

import wpt
from benchmarks.corpora import data_dir
from webapi import URL, URLParseError
from webapi.url._attributes import URL_ATTRIBUTES
from webapi.url._components import Components
from webapi.url._fast_path import serialized_href
from webapi.url._url_impl import URLImpl

_GETTERS = URL_ATTRIBUTES


def _answers(url: URL) -> list[str]:
    return [getattr(url, name) for name in _GETTERS] + [
        str(url),
        url.toString(),
        url.toJSON(),
        repr(url),
        str(url.searchParams),
    ]


def _full(text: str) -> URL:
    """The URL of ``text`` holding its implementation object from the start."""
    return URL._wrap(URLImpl.construct(text))


def _lean(text: str) -> URL:
    url = URL(text)
    assert type(url._state) is str, text
    return url


def _check(text: str) -> bool:
    if serialized_href(text) is None:
        return False
    assert _answers(_lean(text)) == _answers(_full(text)), text
    parsed = URL.parse(text)
    assert parsed is not None and type(parsed._state) is str
    assert _answers(parsed) == _answers(_full(text)), text
    assert URL.canParse(text)
    return True


def test_lean_urls_answer_as_full_ones() -> None:
    for text in ("https://a.example/", "http://a.b/c?d=1&e#f", "ws://1.2.3.4/x", "file:///C:/x"):
        assert _check(text)
    # A port as serialized (not the scheme's default) too.
    for text in ("https://a.example:8443/x", "http://a.b:443/c?d", "ws://1.2.3.4:65535/"):
        assert _check(text)
    assert serialized_href("http://a.example:65536/") is None  # out of range: failure
    assert serialized_href("file://h:80/x") is None  # a file URL has no port: failure
    # URLs with an opaque path, their scheme lowercase, are lean too.
    for text in (
        "mailto:a@b.example?subject=hi",
        "data:text/html,<p> x </p>",
        "javascript:void(0)#top",
        "urn:isbn:0-486-27557-4",
        "a:",
    ):
        assert _check(text)
    # Not lean: not in serialized form, or not the commonest shape.  These keep their
    # components instead (test_components_state_answers_as_full_ones), from the other fast
    # paths or the state machine.
    for text in (
        "HTTPS://example.com/",
        "https://example.com",
        "http://h/./a",
        "MAILTO:a@b.example",
        "https://a.example:443/x",
        "https://a.example:0443/x",
        "file://localhost/x",
        "data:x ",
        "data:x #y",
        "sc://host/x",
    ):
        assert serialized_href(text) is None
        assert type(URL(text)._state) is Components, text


def _check_components_state(text: str) -> bool:
    """Whether ``URL(text)`` keeps the fast path's components; asserts that it then answers
    as the URL holding its implementation object from the start (getters, setters, repr,
    pickling)."""
    url = URL.parse(text)
    if url is None:
        return False
    url = URL(text)
    if type(url._state) is not Components:
        return False
    assert url.href == url._state.href
    assert _answers(url) == _answers(_full(text)), text
    assert pickle.loads(pickle.dumps(URL(text))).href == url.href
    changed, full = URL(text), _full(text)
    changed.search = "?x=1"
    full.search = "?x=1"
    assert _answers(changed) == _answers(full), text
    return True


def test_components_state_answers_as_full_ones() -> None:
    # With a base too.
    for text, base in (("a/../b?c", "https://h.example/x/y"), ("//H.example", "wss://w/")):
        url = URL(text, base)
        assert type(url._state) is Components
        assert _answers(url) == _answers(URL._wrap(URLImpl.construct(text, base)))
    texts = [
        "HTTPS://User:Pw@EXAMPLE.com:0443/a/../b?q#f",
        "http://0x7f.1/",
        "http://[::1]:80/x",
        "https://b\u00fccher.example/%41 b",
        "MAILTO:a@b.example",
        "file://LOCALHOST/x",
    ] + [case.data["input"] for case in wpt.cases("urltestdata.json")]
    checked = sum(_check_components_state(text) for text in texts)
    assert checked > 100
    # repr() masks a password kept in the components too.
    assert repr(URL("HTTP://u:secret@h.example/")) == "<URL 'http://u:****@h.example/'>"


_BASES = [
    "https://example.org/a/b?c#d",
    "http://user:pw@example.org:8080/dir/page.html?x=1",
    "file:///C:/x/y",
    "file://host/share/f",
    "sc:opaque",
    "sc://authority/p",
    "mailto:x@y.example",
    "HTTPS://EXAMPLE.ORG/..",
]


def test_lean_urls_with_a_base() -> None:
    # An input that serialized_href takes gives, against any base that parses, the URL the
    # full parser gives against that base, in the lean form; a base that does not parse
    # fails as it would for any input (the API URL parser parses the base first).
    texts = [
        "https://a.example/",
        "http://a.b/c?d=1&e#f",
        "file:///C:/x",
        "file://h/x/y",
        "mailto:a@b.example?subject=hi",
        "data:text/html,<p> x </p>",
    ] + [case.data["input"] for case in wpt.cases("urltestdata.json")]
    checked = 0
    for text in texts:
        if serialized_href(text) is None:
            continue
        for base in [*_BASES, text]:
            full = URL._wrap(URLImpl.construct(text, base))
            lean = URL(text, base)
            assert type(lean._state) is str, (text, base)
            assert _answers(lean) == _answers(full), (text, base)
            parsed = URL.parse(text, base)
            assert parsed is not None and type(parsed._state) is str
            assert _answers(parsed) == _answers(full), (text, base)
            assert URL.canParse(text, base)
            checked += 1
        for bad_base in ("", "not a url", "https://exa mple.org/", "http://[::1/"):
            with pytest.raises(URLParseError):
                URL(text, bad_base)
            assert URL.parse(text, bad_base) is None
            assert not URL.canParse(text, bad_base)
    assert checked > 60


@pytest.mark.parametrize(
    "stride",
    [pytest.param(25, id="every-25th"), pytest.param(5, id="every-5th", marks=pytest.mark.slow)],
)
@pytest.mark.parametrize("name", ["urls-real-web.txt", "urls-real-files.txt"])
def test_benchmark_corpus(name: str, stride: int) -> None:
    path = data_dir() / name
    if not path.is_file():
        pytest.skip(f"benchmark corpus {path} not present (set $WEBAPI_BENCH_DATA)")
    lines = [line for line in path.read_text(encoding="utf-8").split("\n") if line]
    lean = sum(_check(line) for line in lines[::stride])
    assert lean > 0


def test_wpt_setters_on_lean_urls() -> None:
    # Every setter case of web-platform-tests whose URL is lean, run on the lean URL and on
    # the full one: the same getters after it.
    run = 0
    for case in wpt.cases("setters_tests.json"):
        href = case.data["href"]
        if serialized_href(href) is None:
            continue
        lean, full = _lean(href), _full(href)
        setattr(lean, case.group, case.data["new_value"])
        setattr(full, case.group, case.data["new_value"])
        assert _answers(lean) == _answers(full), case.data
        expected = case.data["expected"]
        for name, value in expected.items():
            assert getattr(lean, name) == value, (case.data, name)
        run += 1
    assert run > 50


def test_search_params_of_a_lean_url_stay_in_sync() -> None:
    url = _lean("https://example.com/p?a=1&b=2#h")
    params = url.searchParams
    assert list(params) == [("a", "1"), ("b", "2")]
    params.append("c", "3")
    assert url.href == "https://example.com/p?a=1&b=2&c=3#h"
    url.search = "?z=9"
    assert list(params) == [("z", "9")]
    url.href = "https://example.com/?y=8"
    assert list(params) == [("y", "8")]


def test_pickle_and_copy_of_lean_urls() -> None:
    url = _lean("https://example.com/a?b#c")
    for clone in (pickle.loads(pickle.dumps(url)), copy.copy(url), copy.deepcopy(url)):
        assert clone is not url and type(clone) is URL
        assert _answers(clone) == _answers(url)
        clone.pathname = "/other"
        assert url.pathname == "/a"
    assert url.__getstate__() == "https://example.com/a?b#c"


def test_a_lean_url_object_holds_nothing_but_itself() -> None:
    # URL(s).href allocates the URL object alone: its href is the input string, and building
    # a thousand of them (each then read) traces no more than the objects themselves.
    texts = [f"https://example.com/page/{n}?q={n}" for n in range(1000)]
    URL(texts[0]).href  # noqa: B018  (loads what first use loads)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        urls = [URL(text) for text in texts]
        assert all(url.href is text for url, text in zip(urls, texts, strict=True))
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    per_url = (grown - len(urls) * 8) / len(urls)  # less the list's slots
    assert per_url <= 80, per_url


@pytest.mark.needs_threads
def test_threads_making_the_impl_at_once_share_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # Making the implementation object is slowed down, so that a second thread asks while the
    # first makes it: both must get the same one, or a setter's change through one would be
    # lost when the other is stored.
    make = URLImpl.from_href.__func__  # type: ignore[attr-defined]

    def slow(cls: type[URLImpl], href: str) -> URLImpl:
        time.sleep(0.05)
        result: URLImpl = make(cls, href)
        return result

    monkeypatch.setattr(URLImpl, "from_href", classmethod(slow))
    url = _lean("https://example.com/a")
    barrier = threading.Barrier(2)
    seen: list[URLImpl] = []

    def read() -> None:
        barrier.wait()
        seen.append(url._impl)

    threads = [threading.Thread(target=read) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(seen) == 2 and seen[0] is seen[1] is url._impl
