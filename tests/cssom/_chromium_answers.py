"""What Chromium 156 answers for the ``style`` attributes and ``setProperty`` calls of
``tests/cssom/`` (recorded with ``oracles/chromium.py``'s ``evaluate``; asked again by
``tests/e2e/test_cssom_chromium.py`` in the slow tier), and where webapi departs, each with its
reason (``docs/css.md``)."""

from __future__ import annotations

#: ``div.setAttribute("style", text)`` then ``div.style.cssText``.
CSS_TEXT: list[tuple[str, str]] = [
    ("color: RED", "color: red;"),
    ("color:red !important", "color: red !important;"),
    ("color: red ! IMPORTANT", "color: red !important;"),
    ("--x:  a  /*c*/ b  ", "--x: a  /*c*/ b;"),
    ("--X: 1", "--X: 1;"),
    ("foo: bar; color: blue", "color: blue;"),
    ("margin: 1px", "margin: 1px;"),
    ("color: 10px", ""),
    ("Color: Red", "color: red;"),
    ("width: 10PX", "width: 10px;"),
    ("font-family: 'Arial',  serif", "font-family: Arial, serif;"),
    ("background: url(a.png)", 'background: url("a.png");'),
    ("color: red;;color: blue", "color: blue;"),
    ("color: red; color: green !important; color: blue", "color: green !important;"),
    ("--y:", "--y: ;"),
    ("--z: ;", "--z: ;"),
    ("display:BLOCK", "display: block;"),
    ("width: calc( 1px + 2px )", "width: calc(3px);"),
    ("content: 'a'", 'content: "a";'),
    ("float: left", "float: left;"),
    ("color: red /* x */", "color: red;"),
    ("@foo; color: red", "color: red;"),
    ("color: red {a} ; width: 1px", "width: 1px;"),
    ("color:red!important!important", ""),
    ("transform: rotate(45DEG)", "transform: rotate(45deg);"),
    ("--a: {x}", "--a: {x};"),
    ("color: rgb(1, 2, 3)", "color: rgb(1, 2, 3);"),
    ("color: #ABC", "color: rgb(170, 187, 204);"),
    ("animation-name: Foo", "animation-name: Foo;"),
]

#: ``style.setProperty(name, value)`` then ``style.getPropertyValue(name)``.
SET_PROPERTY: list[tuple[str, str, str]] = [
    ("width", "1.50PX", "1.5px"),
    ("width", "+.5em", "0.5em"),
    ("z-index", "010", "10"),
    ("opacity", "0.333333333", "0.333333"),
    ("font-family", '"Times New Roman", Serif', '"Times New Roman", serif'),
    ("font-family", "Arial", "Arial"),
    ("display", "Inline   Block", ""),
    ("color", "RGB(1,2,3)", "rgb(1, 2, 3)"),
    ("background-image", "url('a b.png')", 'url("a b.png")'),
    ("content", "'x\"y'", '"x\\"y"'),
    ("grid-area", "a/b", "a / b"),
    ("font", "12PX/1.5 Arial", "12px / 1.5 Arial"),
    ("transition", "Color 1S", "color 1s"),
    ("width", "1e3px", "1000px"),
    ("margin", "-0px", "0px"),
    ("color", "ReD  !important", ""),
    ("animation-name", "Foo, BAR", "Foo, BAR"),
    ("list-style-type", "Foo", "Foo"),
    ("color", "inherit", "inherit"),
    ("color", "INITIAL", "initial"),
    ("width", "var(--X)", "var(--X)"),
    ("width", "VAR( --a , 1px )", "VAR( --a , 1px )"),
    ("transform", "translate(1PX,2px)", "translate(1px, 2px)"),
    ("color", "#abcd", "rgba(170, 187, 204, 0.867)"),
    ("color", "#11223380", "rgba(17, 34, 51, 0.5)"),
    ("background", "#FFF url(a)", 'url("a") rgb(255, 255, 255)'),
    ("border", "1px solid #0f0", "1px solid rgb(0, 255, 0)"),
    ("color", "#12", ""),
    (
        "font-family",
        "'Arial', 'Times New Roman', 'serif', '-x', '1a', 'a b'",
        'Arial, "Times New Roman", "serif", -x, "1a", "a b"',
    ),
    ("color", "#00000000", "rgba(0, 0, 0, 0)"),
    ("color", "#000000fe", "rgba(0, 0, 0, 0.996)"),
    ("color", "#ffffff01", "rgba(255, 255, 255, 0.004)"),
]

#: The inputs where webapi answers otherwise, with its answer and why (no property grammars).
DEPARTURES: dict[str, tuple[str, str]] = {
    "color: 10px": ("color: 10px;", "no grammar: a length is not checked against color"),
    "width: calc( 1px + 2px )": ("width: calc(1px + 2px);", "calc() not simplified"),
    "#FFF url(a)": ('rgb(255, 255, 255) url("a")', "a shorthand's parts kept in their order"),
    "Inline   Block": ("inline block", "no grammar: display's two keywords are not checked"),
}
