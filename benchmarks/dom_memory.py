"""Memory over many documents (issue 58 item 1): the resident set size (RSS) of a process that
parses page after page and processes each by one documented access pattern, then drops it,
as a scraper or a test suite does. Every document, with what the pattern made (live
collections, observers, ranges, iterators, a browsing context and its iframes' documents),
must be freed once the program drops it: the RSS after ``--pages`` pages is then within a
small margin of the RSS after the first thousand (**flat**); a pattern that keeps each
document alive grows by the page's tree every page (hundreds of MB per thousand pages).

Patterns (each in a process of its own, on a generated page of about 40 KB,
:func:`benchmarks.html_tokenizer.page`, parsed anew each time by ``document_from_response``):

- ``childNodes walk``: a recursive walk through ``childNodes`` (every node's, text,
  comments, the doctype and ``Attr`` nodes included), the commonest loop over a DOM;
- ``TreeWalker``, ``NodeIterator``: every node through ``createTreeWalker`` /
  ``createNodeIterator`` (with a filter), kept until the page is dropped;
- ``querySelectorAll``: the links' ``href`` through ``querySelectorAll("a[href]")``;
- ``getElementsByTagName``: the same through the live collection, and
  ``getElementsByClassName`` read after a change;
- ``MutationObserver``: an observer of the whole document, changes (children, attributes,
  text), then ``perform_a_microtask_checkpoint()`` (the callback runs), and, with the
  checkpoint left out, an observer whose records are never delivered;
- ``Range``: a live range over the body, kept while the tree changes under it;
- ``browsing context``: ``create_top_level_traversable`` with a navigation fetcher, an
  ``iframe`` whose ``src`` it fetches (a page with an ``iframe srcdoc`` of its own) and one
  with ``srcdoc``: three documents per page, and the ``load`` events webapi's timer runs.

No ``gc.collect()`` is called: the collector runs as it does in any program (the tree's
parent/child links are reference cycles, so a document is freed by the cyclic collector,
not by reference counting alone). RSS is read from ``/proc/self/statm`` (Linux; elsewhere the
peak, ``ru_maxrss``) after the first page, after ``--checkpoint`` pages and after
``--pages``.

Run: ``python -m benchmarks.dom_memory [--pages 10000] [--checkpoint 1000] [--size 40000]
[--only "childNodes walk,Range"]``. Measured figures: ``benchmarks/README.md`` ("Stand-alone:
memory over many documents").
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Callable
from typing import Any

__all__ = ["MARGIN", "PATTERNS", "child_rss", "flat", "main", "rss_mb", "run_pattern"]

URL = "https://www.example.com/news/index.html"
#: RSS after ``--pages`` within this many MB of RSS after ``--checkpoint`` pages: flat.
MARGIN = 10.0


def rss_mb() -> float:
    """The process's resident set size now (``/proc/self/statm``), else its peak, in MB."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    except (OSError, ValueError, AttributeError):
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


def _walk(node: Any) -> int:
    """A recursive ``childNodes`` walk (with each element's ``Attr`` nodes' ``childNodes``),
    as a program written for a browser walks a tree; the number of nodes seen."""
    seen = 1
    if node.nodeType == 1:
        for attribute in node.attributes:
            attribute.childNodes  # noqa: B018
    for child in node.childNodes:
        seen += _walk(child)
    return seen


def _child_nodes(document: Any) -> object:
    return _walk(document)


def _tree_walker(document: Any) -> object:
    walker = document.createTreeWalker(document, 0xFFFFFFFF)
    while walker.nextNode() is not None:
        pass
    return walker


def _node_iterator(document: Any) -> object:
    iterator = document.createNodeIterator(document, 0xFFFFFFFF, lambda node: 1)
    while iterator.nextNode() is not None:
        pass
    return iterator


def _query_selector_all(document: Any) -> object:
    return [a.href for a in document.querySelectorAll("a[href]")]


def _get_elements_by_tag_name(document: Any) -> object:
    links = document.getElementsByTagName("a")
    hrefs = [a.href for a in links]
    classes = document.getElementsByClassName("nav-item")
    document.body.append(document.createElement("p"))
    return hrefs, len(classes), len(links)


def _mutate(document: Any) -> None:
    body = document.body
    body.append(document.createElement("aside"))
    body.setAttribute("data-seen", "1")
    text = document.createTextNode("x")
    body.append(text)
    text.data = "y"
    body.firstElementChild.remove()


def _mutation_observer(document: Any) -> object:
    from webapi.dom import MutationObserver, perform_a_microtask_checkpoint

    delivered: list[Any] = []
    observer = MutationObserver(lambda records, observer: delivered.extend(records))
    observer.observe(document, childList=True, attributes=True, characterData=True, subtree=True)
    _mutate(document)
    perform_a_microtask_checkpoint()
    return observer, len(delivered)


def _mutation_observer_undelivered(document: Any) -> object:
    from webapi.dom import MutationObserver

    observer = MutationObserver(lambda records, observer: None)
    observer.observe(document, childList=True, attributes=True, characterData=True, subtree=True)
    _mutate(document)
    return observer


def _range(document: Any) -> object:
    range_ = document.createRange()
    range_.selectNodeContents(document.body)
    _mutate(document)
    return range_, range_.endOffset


_CHILD_PAGE = (
    b"<!DOCTYPE html><title>child</title><p>child page <a href=/a>a</a>"
    b"<iframe srcdoc='<p>grandchild'></iframe>"
)


def _fetcher(url: str) -> object:
    return (_CHILD_PAGE, {"Content-Type": "text/html"})


def _browsing_context(document: Any) -> object:
    from webapi.html import create_top_level_traversable

    window = create_top_level_traversable(document, fetcher=_fetcher)
    fetched = document.createElement("iframe")
    fetched.src = "/child.html"
    document.body.append(fetched)
    inline = document.createElement("iframe")
    inline.srcdoc = "<p>inline"
    document.body.append(inline)
    child = fetched.contentDocument
    return window, child.title, child.querySelector("iframe").contentDocument.body.textContent


#: Pattern name -> what it does with a page's document (what it returns is dropped with it).
PATTERNS: dict[str, Callable[[Any], object]] = {
    "childNodes walk": _child_nodes,
    "TreeWalker": _tree_walker,
    "NodeIterator": _node_iterator,
    "querySelectorAll": _query_selector_all,
    "getElementsByTagName": _get_elements_by_tag_name,
    "MutationObserver": _mutation_observer,
    "MutationObserver (undelivered)": _mutation_observer_undelivered,
    "Range": _range,
    "browsing context": _browsing_context,
}


def run_pattern(name: str, pages: int, checkpoint: int, size: int) -> dict[str, float]:
    """In this process: ``pages`` pages through the pattern; RSS (MB) after the first page,
    after ``checkpoint`` pages and after all of them, and the seconds they took."""
    import time

    from benchmarks.html_tokenizer import page
    from webapi.html import document_from_response

    body = page(size).encode()
    pattern = PATTERNS[name]
    found: dict[str, float] = {}
    start = time.perf_counter()
    for index in range(1, pages + 1):
        document = document_from_response(body, URL, "text/html;charset=utf-8")
        result = pattern(document)
        del document, result
        if index in (1, checkpoint, pages):
            found[str(index)] = rss_mb()
    found["seconds"] = time.perf_counter() - start
    return found


def flat(found: dict[str, float], pages: int, checkpoint: int) -> bool:
    """Whether the RSS after ``pages`` is within :data:`MARGIN` of the RSS after
    ``checkpoint`` pages."""
    return found[str(pages)] - found[str(checkpoint)] <= MARGIN


def child_rss(module: str, arguments: list[str]) -> dict[str, float]:
    """Run ``python -m module --child ...arguments`` (a scenario in a process of its own) and
    read the RSS figures it prints as JSON on its last line."""
    command = [sys.executable, "-m", module, "--child", *arguments]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _child(name: str, pages: int, checkpoint: int, size: int) -> dict[str, float]:
    arguments = [name, "--pages", str(pages), "--checkpoint", str(checkpoint)]
    return child_rss("benchmarks.dom_memory", [*arguments, "--size", str(size)])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.dom_memory")
    parser.add_argument("--pages", type=int, default=10_000)
    parser.add_argument("--checkpoint", type=int, default=1_000)
    parser.add_argument("--size", type=int, default=40_000, help="the page's size in characters")
    parser.add_argument("--only", default="", help="comma-separated pattern names")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if not 1 <= args.checkpoint <= args.pages:
        parser.error("--checkpoint must be between 1 and --pages")
    if args.child is not None:
        print(json.dumps(run_pattern(args.child, args.pages, args.checkpoint, args.size)))
        return
    names = [name.strip() for name in args.only.split(",") if name.strip()] or list(PATTERNS)
    unknown = [name for name in names if name not in PATTERNS]
    if unknown:
        parser.error(f"unknown pattern(s) {', '.join(unknown)}; choose from {', '.join(PATTERNS)}")
    pages, checkpoint = args.pages, args.checkpoint
    print(f"| pattern | RSS @1 | RSS @{checkpoint:,} | RSS @{pages:,} | growth | s | flat |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for name in names:
        found = _child(name, pages, checkpoint, args.size)
        growth = found[str(pages)] - found[str(checkpoint)]
        mark = "ok" if flat(found, pages, checkpoint) else "GROWS"
        print(
            f"| {name} | {found['1']:.0f} MB | {found[str(checkpoint)]:.0f} MB | "
            f"{found[str(pages)]:.0f} MB | {growth:+.1f} MB | {found['seconds']:.0f} | {mark} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
