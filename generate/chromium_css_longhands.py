"""``webapi/css/_longhands.py``: the longhands Chromium's ``getComputedStyle`` enumerates, in
its order, with each one's initial value as Chromium answers it and whether it is inherited
(https://drafts.csswg.org/css-cascade-5/#initial-values,
https://drafts.csswg.org/css-cascade-5/#inherited-property): the table the cascade answers
the properties it does not compute itself from (docs/text.md, "What is computed").

Chromium (Debian's, through Playwright) is asked, in a no-quirks document, for the computed
style of a ``foo-bar`` element (an unknown element: no user agent style): its names and
values. Whether a property is inherited is found by trying candidate values on the parent
(those ``CSS.supports`` accepts, the first that changes the parent's computed value): the
property is inherited where the child's value follows the parent's. A property no candidate
changes is taken as not inherited.

``python -m generate chromium-css-longhands /usr/bin/chromium`` writes the file (seconds).
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The generated file.
TARGET = ROOT / "webapi" / "css" / "_longhands.py"

#: Values tried on the parent to see whether a property inherits.
CANDIDATES = [
    "123px",
    "rgb(1, 2, 3)",
    "hidden",
    "none",
    "auto",
    "2",
    "0.5",
    "italic",
    "bold",
    "small-caps",
    "uppercase",
    "nowrap",
    "pre",
    "right",
    "center",
    "collapse",
    "rtl",
    "x",
    '"x"',
    "url(#a)",
    "pointer",
    "inside",
    "square",
    "bottom",
    "break-all",
    "anywhere",
    "manual",
    "dashed",
    "line-through",
    "under",
    "evenodd",
    "optimizespeed",
    "geometricprecision",
    "crispedges",
    "pixelated",
    "over",
    "all",
    "scroll",
    "1s",
    "45deg",
    "10%",
    "a b",
    "dark",
    "strict",
    "loose",
    "upright",
    "sideways",
    "vertical-rl",
    "mixed",
    "balance",
    "nonzero",
    "discard",
    "preserve",
    "smooth",
    "thick",
    "space-between",
    "fill",
    "stroke",
    "markers",
    "optimizelegibility",
    "always",
    "block",
    "match-parent",
    "justify",
    "end",
    "hide",
    "3",
    "1px 1px rgb(1, 2, 3)",
    '"liga"',
    '"wght" 100',
    "full-width",
    "ordinal",
    "sub",
    "historical-forms",
    "emoji",
    "central",
    "compact",
    "exact",
    "read-write",
    "visual",
    "trim-both",
    "standard",
    "ideograph-alpha",
    "constrained",
    "underline",
    "trim-start",
    "normal",
]

#: The named colors of https://drafts.csswg.org/css-color-4/#named-colors (each one's value
#: is Chromium's computed ``color``).
COLOR_NAMES = [
    "aliceblue",
    "antiquewhite",
    "aqua",
    "aquamarine",
    "azure",
    "beige",
    "bisque",
    "black",
    "blanchedalmond",
    "blue",
    "blueviolet",
    "brown",
    "burlywood",
    "cadetblue",
    "chartreuse",
    "chocolate",
    "coral",
    "cornflowerblue",
    "cornsilk",
    "crimson",
    "cyan",
    "darkblue",
    "darkcyan",
    "darkgoldenrod",
    "darkgray",
    "darkgreen",
    "darkgrey",
    "darkkhaki",
    "darkmagenta",
    "darkolivegreen",
    "darkorange",
    "darkorchid",
    "darkred",
    "darksalmon",
    "darkseagreen",
    "darkslateblue",
    "darkslategray",
    "darkslategrey",
    "darkturquoise",
    "darkviolet",
    "deeppink",
    "deepskyblue",
    "dimgray",
    "dimgrey",
    "dodgerblue",
    "firebrick",
    "floralwhite",
    "forestgreen",
    "fuchsia",
    "gainsboro",
    "ghostwhite",
    "gold",
    "goldenrod",
    "gray",
    "green",
    "greenyellow",
    "grey",
    "honeydew",
    "hotpink",
    "indianred",
    "indigo",
    "ivory",
    "khaki",
    "lavender",
    "lavenderblush",
    "lawngreen",
    "lemonchiffon",
    "lightblue",
    "lightcoral",
    "lightcyan",
    "lightgoldenrodyellow",
    "lightgray",
    "lightgreen",
    "lightgrey",
    "lightpink",
    "lightsalmon",
    "lightseagreen",
    "lightskyblue",
    "lightslategray",
    "lightslategrey",
    "lightsteelblue",
    "lightyellow",
    "lime",
    "limegreen",
    "linen",
    "magenta",
    "maroon",
    "mediumaquamarine",
    "mediumblue",
    "mediumorchid",
    "mediumpurple",
    "mediumseagreen",
    "mediumslateblue",
    "mediumspringgreen",
    "mediumturquoise",
    "mediumvioletred",
    "midnightblue",
    "mintcream",
    "mistyrose",
    "moccasin",
    "navajowhite",
    "navy",
    "oldlace",
    "olive",
    "olivedrab",
    "orange",
    "orangered",
    "orchid",
    "palegoldenrod",
    "palegreen",
    "paleturquoise",
    "palevioletred",
    "papayawhip",
    "peachpuff",
    "peru",
    "pink",
    "plum",
    "powderblue",
    "purple",
    "rebeccapurple",
    "red",
    "rosybrown",
    "royalblue",
    "saddlebrown",
    "salmon",
    "sandybrown",
    "seagreen",
    "seashell",
    "sienna",
    "silver",
    "skyblue",
    "slateblue",
    "slategray",
    "slategrey",
    "snow",
    "springgreen",
    "steelblue",
    "tan",
    "teal",
    "thistle",
    "tomato",
    "turquoise",
    "violet",
    "wheat",
    "white",
    "whitesmoke",
    "yellow",
    "yellowgreen",
]
#: The system colors (https://drafts.csswg.org/css-color-4/#css-system-colors) and the
#: deprecated ones (https://drafts.csswg.org/css-color-4/#deprecated-system-colors), in
#: lowercase: Chromium's computed values for its light color scheme.
SYSTEM_COLOR_NAMES = [
    "accentcolor",
    "accentcolortext",
    "activetext",
    "buttonborder",
    "buttonface",
    "buttontext",
    "canvas",
    "canvastext",
    "field",
    "fieldtext",
    "graytext",
    "highlight",
    "highlighttext",
    "linktext",
    "mark",
    "marktext",
    "selecteditem",
    "selecteditemtext",
    "visitedtext",
    "activeborder",
    "activecaption",
    "appworkspace",
    "background",
    "buttonhighlight",
    "buttonshadow",
    "captiontext",
    "inactiveborder",
    "inactivecaption",
    "inactivecaptiontext",
    "infobackground",
    "infotext",
    "menu",
    "menutext",
    "scrollbar",
    "threeddarkshadow",
    "threedface",
    "threedhighlight",
    "threedlightshadow",
    "threedshadow",
    "window",
    "windowframe",
    "windowtext",
]

ASK = r"""([candidates, colorNames]) => {
  document.open(); document.write('<!DOCTYPE html><div id=p><foo-bar id=c></foo-bar></div>');
  document.close();
  const parent = document.getElementById('p'), child = document.getElementById('c');
  const style = getComputedStyle(child), parentStyle = getComputedStyle(parent);
  const names = Array.from(style);
  const initial = names.map((name) => style.getPropertyValue(name));
  const inherited = [];
  names.forEach((name, index) => {
    let found = false;
    for (const value of candidates) {
      if (!CSS.supports(name, value)) continue;
      parent.style.setProperty(name, value);
      const changed = parentStyle.getPropertyValue(name);
      if (changed !== initial[index]) {
        found = style.getPropertyValue(name) === changed;
        parent.style.removeProperty(name);
        break;
      }
      parent.style.removeProperty(name);
    }
    inherited.push(found);
  });
  const colors = colorNames.map((name) => {
    parent.style.color = name;
    return parentStyle.color;
  });
  return [navigator.userAgent.match(/Chrome\/([0-9.]+)/)[1], names, initial, inherited, colors];
}"""


def ask(chromium: Path) -> tuple[str, list[tuple[str, str, bool]], dict[str, str]]:
    """Chromium's version, its longhands: (name, initial value, inherited), in order, and the
    named colors' computed values."""
    import os

    os.environ["WEBAPI_CHROMIUM"] = str(chromium)
    from oracles.chromium import evaluate

    version, names, initial, inherited, colors = evaluate(
        ASK, [CANDIDATES, [*COLOR_NAMES, *SYSTEM_COLOR_NAMES]]
    )
    rows = [(str(n), str(v), bool(i)) for n, v, i in zip(names, initial, inherited, strict=True)]
    return (
        str(version),
        rows,
        dict(zip([*COLOR_NAMES, *SYSTEM_COLOR_NAMES], map(str, colors), strict=True)),
    )


def render(version: str, rows: list[tuple[str, str, bool]], colors: dict[str, str]) -> str:
    """The module's text."""
    import json

    lines = [
        '"""The longhands Chromium '
        + version
        + "'s ``getComputedStyle`` enumerates, in its order,",
        "with their initial values as it answers them and whether each is inherited (generated",
        "by ``generate/chromium_css_longhands.py``: ``python -m generate chromium-css-longhands",
        '/usr/bin/chromium``; do not edit)."""',
        "",
        '__all__ = ["CHROMIUM_VERSION", "LONGHANDS", "NAMED_COLORS"]',
        "",
        "#: The version of Chromium asked.",
        f'CHROMIUM_VERSION = "{version}"',
        "#: name -> (initial value, inherited), in Chromium's order.",
        "LONGHANDS: dict[str, tuple[str, bool]] = {",
        *[f"    {json.dumps(n)}: ({_quoted(v)}, {i})," for n, v, i in rows],
        "}",
        "#: The named and system colors (https://drafts.csswg.org/css-color-4/#named-colors,",
        "#: https://drafts.csswg.org/css-color-4/#css-system-colors), computed, in lowercase.",
        "NAMED_COLORS: dict[str, str] = {",
        *[f"    {json.dumps(n)}: {json.dumps(v)}," for n, v in colors.items()],
        "}",
        "",
    ]
    return "\n".join(lines)


def _quoted(text: str) -> str:
    """A Python string literal of ``text`` as ``ruff format`` writes it (double quotes unless
    the text has one)."""
    import json

    return repr(text) if '"' in text else json.dumps(text)


def generate(chromium: Path) -> str:
    """The file's text, from the Chromium at ``chromium``."""
    return render(*ask(chromium))
