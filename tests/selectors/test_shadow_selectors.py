"""``:host``, ``:host()``, ``:host-context()``, ``::slotted()`` and ``::part()`` in the selector
engine (https://drafts.csswg.org/css-scoping-1/, https://drafts.csswg.org/css-shadow-parts/):
their arguments kept, their specificity, and matching that stops at a tree's edge (Chromium's
own answers on whole pages: tests/text/test_shadow_chromium.py)."""

from __future__ import annotations

from typing import Any

from webapi.html import document_from_response
from webapi.selectors.engine import calculate_specificity, parse_selector


def _document(markup: str) -> Any:
    return document_from_response(markup.encode(), "about:blank", "text/html; charset=utf-8")


def test_arguments_are_kept() -> None:
    (host,) = parse_selector(":host(div.a)").selectors
    simple = host.parts[0][0].simple[0]
    assert simple[:2] == (":", "host") and simple[2].local_name == "div"
    assert host.shadow and host.groups is None
    (slotted,) = parse_selector("slot::slotted(span.b)").selectors
    assert slotted.parts[0][0].pseudo_element == "slotted"
    assert slotted.parts[0][0].argument.local_name == "span"
    (part,) = parse_selector("x-a::part(label big)").selectors
    assert part.parts[0][0].argument == ("label", "big")
    (nested,) = parse_selector(":is(:host) > p").selectors
    assert nested.shadow
    (plain,) = parse_selector("div p").selectors
    assert not plain.shadow


def test_specificity_counts_the_arguments() -> None:
    def of(text: str) -> tuple[int, int, int]:
        return calculate_specificity(parse_selector(text).selectors[0])

    assert of(":host") == (0, 1, 0)
    assert of(":host(div#x)") == (1, 1, 1)
    assert of(":host-context(.a)") == (0, 2, 0)
    assert of("::slotted(span.k)") == (0, 1, 2)


def test_sibling_combinators_in_a_shadow_tree_with_the_host() -> None:
    # (the host's shadow tree matched from :host: "+" is the one sibling before, "~" any)
    document = _document("<div id=h></div>")
    shadow = document.getElementById("h").attachShadow({"mode": "open"})
    shadow.innerHTML = "<a></a><i></i><b id=x></b>"
    last = shadow.getElementById("x")
    assert last.matches(":host > a ~ b") and last.matches(":host > i + b")
    assert not last.matches(":host > a + b")


def test_host_is_reached_from_its_shadow_tree_alone() -> None:
    document = _document("<div id=h class=k><p>light</p></div><template><p>t</p></template>")
    host = document.getElementById("h")
    shadow = host.attachShadow({"mode": "open"})
    shadow.innerHTML = "<p id=top>a</p><div><p id=deep>b</p></div>"
    top = shadow.getElementById("top")
    assert top.matches(":host > p") and top.matches(":host(.k) p")
    assert not top.matches("div > p") and not top.matches(":host(.z) p")
    assert not host.matches(":host") and top.closest(":host") is None
    assert len(shadow.querySelectorAll(":host p")) == 2
    assert [e.id for e in shadow.querySelectorAll(":host > p")] == ["top"]
    assert document.querySelectorAll(":host p").length == 0
    # a template's contents have a host (the template), and are no shadow tree
    content = document.querySelector("template").content
    assert content.querySelectorAll(":host > p").length == 0
    assert content.querySelectorAll("p").length == 1
