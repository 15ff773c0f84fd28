"""What the test262 ports of ``tests/js`` ask Node 26's RegExp (through
:func:`oracles.node26_evaluate`)."""

from __future__ import annotations

from oracles import node26_evaluate


def accepted_with_v(sources: list[str]) -> list[str]:
    """The sources ``new RegExp(source, "v")`` accepts in Node 26 (does not throw a
    SyntaxError for)."""
    accepted: list[str] = node26_evaluate(
        "(sources) => sources.filter((s) => { try { new RegExp(s, 'v'); return true; }"
        " catch (e) { return !(e instanceof SyntaxError); } })",
        sources,
    )
    return accepted
