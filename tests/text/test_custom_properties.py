"""Custom properties and ``var()`` in the cascade (https://drafts.csswg.org/css-variables-1/):
kept and inherited, substituted in the computed properties with their fallbacks, cycles and
invalid references giving the guaranteed-invalid value (the property then ``unset``). The
page and the answers were Chromium 156's (``getComputedStyle`` of each element, asked with
Playwright when this file was written)."""

from __future__ import annotations

from webapi.cssom import CSSStyleSheet
from webapi.html import DOMParser, getComputedStyle

PAGE = """<style>:root{--d: none; --w:pre}
.a{display:var(--d)} .b{--d:flex} .c{display:var(--nope, inline-block)}
.e{--a:var(--b);--b:var(--a);display:var(--a, table)} .f{display:var(--x)}
.g{white-space:var(--w)} .h { --d: var(--q) }
.i{--t:  upper\\63 ase ;text-transform:var(--t)} .j{--x:1px;--y:var(--x) var(--x);}
.k{display:var(--d,)} .l{--z: initial; display: var(--z, flex)}
.m{--m: var(--m2, var(--m3, table-cell)); display: var(--m)} .n{display: VAR(--d)}</style>
<div class=b><p class=a>x</p></div><p class=a id=n>y</p><p class=c>z</p><p class=e>e</p>
<div class=f>f</div><pre class=g>g</pre><div class=h><i class=a>h</i></div><p class=i>i</p>
<p class=j>j</p><p class=k>k</p><p class=l>l</p><p class=m>m</p><p class=n>n</p>"""

#: selector -> display, white-space, text-transform, then --d, --a, --t, --y, --m (Chromium's)
CHROMIUM = {
    ".b .a": ["flex", "normal", "none", "flex", "", "", "", ""],
    "#n": ["none", "normal", "none", "none", "", "", "", ""],
    ".c": ["inline-block", "normal", "none", "none", "", "", "", ""],
    ".e": ["table", "normal", "none", "none", "", "", "", ""],
    ".f": ["inline", "normal", "none", "none", "", "", "", ""],
    ".g": ["block", "pre", "none", "none", "", "", "", ""],
    ".h .a": ["inline", "normal", "none", "", "", "", "", ""],
    ".i": ["block", "normal", "uppercase", "none", "", "upper\\63 ase", "", ""],
    ".j": ["block", "normal", "none", "none", "", "", "1px 1px", ""],
    ".k": ["none", "normal", "none", "none", "", "", "", ""],
    ".l": ["flex", "normal", "none", "none", "", "", "", ""],
    ".m": ["table-cell", "normal", "none", "none", "", "", "", "table-cell"],
    ".n": ["none", "normal", "none", "none", "", "", "", ""],
}


def test_var_substitution_as_chromium() -> None:
    document = DOMParser().parseFromString(PAGE, "text/html")
    for selector, expected in CHROMIUM.items():
        style = getComputedStyle(document.querySelector(selector))
        got = [style.display, style.whiteSpace, style.textTransform]
        got += [style.getPropertyValue(name) for name in ("--d", "--a", "--t", "--y", "--m")]
        assert got == expected, selector


def test_inline_style_and_the_om_reach_var() -> None:
    document = DOMParser().parseFromString(
        "<style>p { display: var(--shown, none) }</style><div><p>x</p></div>", "text/html"
    )
    p = document.querySelector("p")
    assert getComputedStyle(p).display == "none"
    document.querySelector("div").style.setProperty("--shown", "block")  # inherited
    assert getComputedStyle(p).display == "block"
    rule = document.styleSheets[0].cssRules[0]
    rule.style.setProperty("--shown", "inline-flex")  # the element's own beats inheritance
    assert getComputedStyle(p).display == "inline-flex"
    sheet = CSSStyleSheet()
    sheet.replaceSync("p { --shown: grid !important }")
    document.adoptedStyleSheets = [sheet]
    assert getComputedStyle(p).display == "grid"
    assert document.body.innerText == "x"


def test_text_transform_by_var_reaches_inner_text() -> None:
    document = DOMParser().parseFromString(
        "<style>body { --case: uppercase } p { text-transform: var(--case) }</style><p>straße</p>",
        "text/html",
    )
    assert document.body.innerText == "STRASSE"


def test_long_reference_chains_do_not_recurse_without_bound() -> None:
    chain = ";".join(f"--v{i}: var(--v{i + 1})" for i in range(5000))
    document = DOMParser().parseFromString(
        f"<style>p {{ {chain}; --v5000: flex; display: var(--v0, table) }}</style><p>x</p>",
        "text/html",
    )
    # deeper than webapi's bound (64 references): the guaranteed-invalid value, the fallback
    assert getComputedStyle(document.querySelector("p")).display == "table"


def test_a_billion_laughs_of_custom_properties_is_bounded() -> None:
    # Issue #73 item 1: each custom property var() of the last twice (1.7 KB of CSS) would
    # double up to 2**60 characters. Chromium 156 (asked with Playwright): the values up to
    # 2 MiB are kept (--a20 is 2,097,151 characters), the longer ones are the
    # guaranteed-invalid value, and a property's var() of one takes its fallback.
    levels = "".join(f"--a{i}:var(--a{i - 1}) var(--a{i - 1});" for i in range(1, 60))
    page = f"<style>:root{{--a0:x;{levels}}} p{{display:var(--a59, flex)}}</style><p>p</p>"
    document = DOMParser().parseFromString(page, "text/html")
    root = getComputedStyle(document.documentElement)
    lengths = [len(root.getPropertyValue(f"--a{i}")) for i in (19, 20, 21, 22, 59)]
    assert lengths == [1048575, 2097151, 0, 0, 0]
    assert getComputedStyle(document.querySelector("p")).display == "flex"


def test_custom_properties_doubling_down_the_tree_are_bounded() -> None:
    # the same through inheritance: each element's property its parent's other one twice
    # (--a, --b, --a, ...: an element's --a of its own --a would be a cycle)
    pair = "<div style='--b: var(--a) var(--a)'><div style='--a: var(--b) var(--b)'>"
    page = "<div style='--a: x'>" + pair * 20 + "<p style='display: var(--a, inline)'>p</p>"
    document = DOMParser().parseFromString(page, "text/html")
    divs = document.querySelectorAll("div")
    lengths = [
        len(getComputedStyle(divs[i]).getPropertyValue(name))
        for i, name in ((1, "--b"), (20, "--a"), (21, "--b"), (22, "--a"), (40, "--a"))
    ]
    assert lengths == [3, 2097151, 0, 0, 0]
    assert getComputedStyle(document.querySelector("p")).display == "inline"
