"""The URL family's first use from 8 threads at once (a barrier lets them start together, in
a new interpreter where nothing has loaded yet: the lazy modules, patterns, IDNA tables,
memos and caches are all made under contention) gives the answers one thread gives
(issue #30 item 9): parsing, the module-level caches and tables, and separate objects are
thread-safe; one ``URL``/``URLSearchParams`` mutated from two threads at once is not (as a
``list`` is not), and this test does not try it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: Run in a new interpreter: ``work()`` touches every lazily made part of the URL family;
#: ``sys.argv[1]`` threads run it at once through a barrier, and the answers are printed.
_SCRIPT = r"""
import json, sys, threading

def work():
    from webapi import URL, URLSearchParams
    from webapi.url import validate, domain_to_unicode, registrable_domain, URLParseError
    from webapi.html import resolve
    from webapi.crawl import canonicalize, parse_many
    from webapi.security import host_class
    answers = []
    inputs = [
        "https://EXAMPLE.com/a/./b/../c?q=1 2#f", "http://bücher.example/ü?ü#ü",
        "http://[::ffff:1.2.3.4]:80/", "http://0x7f.1/", "file:///C|/x", "non-special://h/p",
        "javascript:alert(1)", "HTTP://xn--nxasmq6b.com/", "http://a\U00010000b/",
        "http://ex ample/", "http://[::1/", "https://ab--c.example/", "http://faß.de/",
        "sc://ñ.test/", "http://١٢٣.com/", "https://www.食狮.公司.cn/",
    ]
    for i, text in enumerate(inputs * 3):
        base = f"https://base{i % 7}.example/dir{i}/page"
        for url in (text, f"../rel{i}?x#y"):
            try:
                parsed = URL(url, base)
                answers.append([parsed.href, parsed.origin, parsed.host])
            except URLParseError as error:
                answers.append(["error", str(error)])
    for text in inputs:
        answers.append([str(error) for error in validate(text)])
        answers.append(resolve("?é", text if URL.canParse(text) else "http://h/",
                               encoding="windows-1252"))
        try:
            answers.append(canonicalize(text))
        except ValueError as error:
            answers.append(str(error))
        found = host_class(text) if URL.canParse(text) else None
        answers.append(None if found is None else [found.kind.value, found.host])
    answers.append(parse_many(inputs, base="http://h/"))
    answers.append([domain_to_unicode("xn--bcher-kva.example"), registrable_domain("a.b.co.uk")])
    url = URL("http://h/")
    for value in ("a b", "bücher", "[::1]", "x:1"):
        url.hostname = value
        url.pathname = value
        url.search = value
        url.hash = value
        url.protocol = "https"
        answers.append(url.href)
    params = URLSearchParams("b=2&a=1&c=%41%zz+x&é=%C3%A9")
    params.sort()
    params.append("ü", "ß")
    answers.append([params.toString(), list(params), params.size])
    return answers

count = int(sys.argv[1])
barrier = threading.Barrier(count)
results = [None] * count

def run(index):
    barrier.wait()
    results[index] = work()

threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
print(json.dumps(results))
"""


def _answers(threads: int) -> list[object]:
    done = subprocess.run(
        [sys.executable, "-c", _SCRIPT, str(threads)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    results: list[object] = json.loads(done.stdout)
    return results


@pytest.mark.needs_subprocess
def test_first_use_from_eight_threads_answers_as_one_thread() -> None:
    (alone,) = _answers(1)
    assert alone  # the work did something
    together = _answers(8)
    assert len(together) == 8
    for answers in together:
        assert answers == alone


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_first_use_from_eight_threads_many_times() -> None:
    (alone,) = _answers(1)
    assert alone
    for _ in range(10):
        assert all(answers == alone for answers in _answers(8))


@pytest.mark.needs_threads
def test_two_threads_reading_search_params_first_share_one_query_object(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The query object is made on first use; making it is slowed down here, so that a second
    # thread asks while the first is making it. Before the fix each got a query object of its
    # own, and the URL's setters updated only the one kept.
    import threading
    import time

    from webapi import URL
    from webapi.url import _url_impl

    URL("http://h/?warm").searchParams  # noqa: B018  (loads the query object's maker)
    make = _url_impl.query_object_for

    def slow(url: object, query: str) -> object:
        time.sleep(0.05)
        return make(url, query)  # type: ignore[arg-type]

    monkeypatch.setattr(_url_impl, "query_object_for", slow)
    url = URL("http://h/?a=1")
    barrier = threading.Barrier(2)
    seen: list[object] = []

    def read() -> None:
        barrier.wait()
        seen.append(url._impl.search_params)

    threads = [threading.Thread(target=read) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(seen) == 2 and seen[0] is seen[1]
    url.search = "?b=2"
    assert [list(query.list) for query in seen] == [[("b", "2")], [("b", "2")]]  # type: ignore[attr-defined]
