"""The Node 26 departures listed in docs/urlpattern.md ("Known differences of the reference
engines"): webapi's answer (the spec's) for each, and, where the pinned Node 26 is installed,
Node's other answer, so that the list stays true both ways."""

from __future__ import annotations

import pytest

from webapi import URLPattern

#: (name, JavaScript expression, webapi's value, Node 26's value)
DEPARTURES = [
    (
        "braces kept where the part needs grouping",
        'new URLPattern({pathname: "{/x-:a}"}).pathname',
        lambda: URLPattern({"pathname": "{/x-:a}"}).pathname,
        "{/x-:a}",
        "/x-:a",
    ),
    (
        "an input protocol with a leading space",
        'new URLPattern({protocol: "file"}).test({protocol: " file"})',
        lambda: URLPattern({"protocol": "file"}).test({"protocol": " file"}),
        True,
        False,
    ),
    (
        "an input protocol with a tab",
        'new URLPattern({protocol: "https"}).test({protocol: "ht\\ttps"})',
        lambda: URLPattern({"protocol": "https"}).test({"protocol": "ht\ttps"}),
        True,
        False,
    ),
    (
        "a protocol pattern with a leading space",
        '(() => { try { return new URLPattern({protocol: " https"}).protocol; }'
        " catch (e) { return e.constructor.name; } })()",
        lambda: URLPattern({"protocol": " https"}).protocol,
        "https",
        "TypeError",
    ),
    (
        "an input port of a tab",
        'new URLPattern({port: ""}).test({port: "\\t"})',
        lambda: URLPattern({"port": ""}).test({"port": "\t"}),
        False,
        True,
    ),
    (
        # Rare in the generated differential (none in its 100,000 cases at one seed): pinned
        # here so that the 100,000-case run need not meet it (node-relative-pathname-input).
        "a relative pathname input with a dot segment",
        'new URLPattern({pathname: "*"}).test({pathname: "ÄÖ/../日本"})',
        lambda: URLPattern({"pathname": "*"}).test({"pathname": "ÄÖ/../日本"}),
        False,
        True,
    ),
    (
        "a regexp group's class after a modifier group (V8 14.6; Chromium 156 agrees with webapi)",
        'new URLPattern({pathname: "/((?i:a)[b])"}).test({pathname: "/AB"})',
        lambda: URLPattern({"pathname": "/((?i:a)[b])"}).test({"pathname": "/AB"}),
        False,
        True,
    ),
    (
        "port 0 of a file: pattern",
        'new URLPattern("file://h:0/").port',
        lambda: URLPattern("file://h:0/").port,
        "0",
        "",
    ),
]
IDS = [d[0] for d in DEPARTURES]


@pytest.mark.parametrize(("name", "js", "ours", "expected", "node"), DEPARTURES, ids=IDS)
def test_webapi_gives_the_specs_answer(
    name: str, js: str, ours: object, expected: object, node: object
) -> None:
    assert ours() == expected  # type: ignore[operator]


@pytest.mark.needs_subprocess
def test_node_26_still_answers_otherwise() -> None:
    from oracles import node26_evaluate

    function = "() => [" + ", ".join(d[1] for d in DEPARTURES) + "]"
    assert node26_evaluate(function) == [d[4] for d in DEPARTURES]


def test_each_departure_is_in_the_docs() -> None:
    """Each example's expression appears in docs/urlpattern.md (for the two the docs describe
    in the differential's section, the pattern or input it names)."""
    from pathlib import Path

    docs = (Path(__file__).resolve().parents[2] / "docs" / "urlpattern.md").read_text("utf-8")
    flat = " ".join(docs.split())
    named = {
        IDS[5]: "`ÄÖ/../日本`",
        IDS[6]: '`{pathname: "/((?i:a)[b])"}`',
        IDS[3]: '`new URLPattern({protocol: " https"})`',
    }
    assert [name for name, js, *_ in DEPARTURES if named.get(name, js) not in flat] == []
