"""``tests/html/_chromium_select.json``: what Chromium serializes for generated documents and
fragments full of ``<select>``, the check of webapi's parser against the customizable
``<select>`` parsing as a browser ships it (the HTML Standard since its commit "Define
customizable <select>" of July 2025, which closed whatwg/html#10557 "Relax <select>
parser": no "in select" and "in select in table" insertion modes; ``option``,
``optgroup``, ``hr``, ``input``, ``select`` and ``</select>`` handled in "in body"; an option
popped off the stack copied into its select's ``selectedcontent``).

:func:`cases` makes them (seeded, so the same every time): a few written by hand, then
random sequences over a vocabulary of the tags the change touches (select, option, optgroup,
hr, div, span, input, textarea, keygen, table parts, template, svg, math, button,
selectedcontent, datalist, nested select, end tags out of place), as whole documents and as
fragments whose context is a select, an option, an optgroup, a datalist, a div or a td.

Chromium (Debian's, through Playwright) parses each as
:mod:`generate.chromium_serialization` does with scripting disabled: a document through
``DOMParser`` (its children serialized, and its ``compatMode``), a fragment by setting
``innerHTML`` on the context element of a no-quirks ``DOMParser`` document and reading it
back.

``python -m generate chromium-select /usr/bin/chromium`` writes the file (under a minute).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from . import chromium_serialization

ROOT = Path(__file__).resolve().parents[1]
#: The generated file.
TARGET = ROOT / "tests" / "html" / "_chromium_select.json"
#: The seed of the random cases.
SEED = 43
#: How many random documents and fragments follow the hand-written cases.
DOCUMENTS = 600
FRAGMENTS = 300

#: Cases written by hand: the issue's example and the corners of the change.
WRITTEN: list[tuple[str, str | None]] = [
    ("<select><option>1</option><div>d</div></select>", None),
    ("<p>a</p><select><option>1</option><div>d</div></select>", None),
    ("<select><div><option>a</option></div><span>b</span></select>x", None),
    ("<select><option><div>in option</div></option></select>", None),
    (
        "<select><button><selectedcontent></selectedcontent></button><option>A</option></select>",
        None,
    ),
    (
        "<select><button><selectedcontent></selectedcontent></button>"
        "<option>A</option><option selected><b>B</b></option></select>",
        None,
    ),
    ("<select><selectedcontent></selectedcontent><option>one<option>two</select>", None),
    ("<select><option>a<select><option>b</select>c", None),
    ("<select><input>x", None),
    ("<select><textarea>t</textarea>y", None),
    ("<select><keygen>z", None),
    ("<table><tr><td><select><option>1<td>2</table>", None),
    ("<table><select><option>1</select><tr><td>x</table>", None),
    ("<table><tr><select><option>a</option></select><td>b", None),
    ("<select><table><tr><td>c</td></tr></table></select>", None),
    ("<select><optgroup label=g><option>1<hr><option>2</optgroup><option>3", None),
    ("<select><option>1<optgroup><option>2<hr>", None),
    ("<select><template><option>t</option></template><option>o", None),
    ("<select><svg><option>s</option></svg><option>o", None),
    ("<select><math><mi>m</mi></math></select>", None),
    ("<b><select><option>a</b>c</select>d", None),
    ("<font><select><option>a</option></font></select>", None),
    ("<select></div><option>a</p></span></select>", None),
    ("<datalist><option>a<div>b</div><option>c</datalist>", None),
    ("<select><option>a</option><select><option>b", None),
    ("<option>a<option>b<select><option>c", None),
    ("<input><option>", "select"),
    ("<option>1</option><div>d</div>", "select"),
    ("<select><option>x", "select"),
    ("</select><option>y", "select"),
    ("<hr><optgroup><option>z", "select"),
    ("<div><option>a</option></div>", "option"),
    ("<option>a<optgroup>b", "optgroup"),
    ("<td>c<option>d", "td"),
    (
        "<select><option>A</option><button><selectedcontent></selectedcontent></button></select>",
        None,
    ),
    ("<select><selectedcontent></selectedcontent><option disabled>A<option>B</select>", None),
    ("<select size=3><selectedcontent></selectedcontent><option>A<option>B</select>", None),
    ("<select size=0><selectedcontent></selectedcontent><option>A<option>B</select>", None),
    (
        "<select><selectedcontent></selectedcontent><optgroup disabled><option>A</optgroup>"
        "<option>B",
        None,
    ),
    ("<select><template><selectedcontent></selectedcontent><option>A</template><option>B", None),
    ("<select><selectedcontent></selectedcontent><template><option>A</template><option>B", None),
    ("<select><selectedcontent></selectedcontent><datalist><option>A</datalist><option>B", None),
    ("<select><option>A</option><selectedcontent></selectedcontent><option selected>B", None),
    ("<select multiple><selectedcontent></selectedcontent><option>A<option selected>B", None),
    ("<select><option selected>A<selectedcontent></selectedcontent></option><option>B", None),
    ("<select><selectedcontent><table><option><select></p>x<select><caption></select><div>", None),
    (
        "<select><selectedcontent></selectedcontent><selectedcontent>x</selectedcontent><option>B",
        None,
    ),
    (
        "<select><selectedcontent><selectedcontent></selectedcontent></selectedcontent><option>B",
        None,
    ),
    ("<select><selectedcontent><selectedcontent><option>B", None),
    ("<select><option>A<table><td><select><selectedcontent></selectedcontent><option>B", None),
    ("<select><table><td><select><option>B</select></table><selectedcontent>", None),
    ("<template><table><form>", None),
    (
        "<select><selectedcontent></selectedcontent><optgroup disabled><div><option>A</div>"
        "</optgroup><option>B",
        None,
    ),
    ("<optgroup disabled><select><selectedcontent></selectedcontent><option>A<option>B", None),
    ("<template><select><option>A</option><selectedcontent></selectedcontent></select>", None),
    ("<template><select><selectedcontent></selectedcontent><option>A</option></select>", None),
    ("<select><option>A</option><selectedcontent></selectedcontent></select>", "div"),
    ("<select><selectedcontent></selectedcontent><option>A</option></select>", "div"),
    ("<template><tr><form><td>x", None),
    ("<select><selectedcontent><option><form></select><table></select></p>", None),
    (
        "<template><select><selectedcontent></selectedcontent><button><selectedcontent>"
        "<option selected></button></select>",
        None,
    ),
    ("<template><table><select><form>", None),
]

#: The vocabulary of the random cases, with weights.
VOCABULARY: list[tuple[str, int]] = [
    ("<select>", 8),
    ("<select multiple>", 2),
    ("<select size=3>", 1),
    ("<select disabled>", 1),
    ("</select>", 5),
    ("<option>", 9),
    ("<option selected>", 3),
    ("<option value=v label=l>", 1),
    ("<option disabled>", 2),
    ("</option>", 5),
    ("<optgroup label=g>", 4),
    ("<optgroup disabled>", 1),
    ("</optgroup>", 3),
    ("<hr>", 3),
    ("<div>", 4),
    ("</div>", 3),
    ("<span>", 3),
    ("</span>", 2),
    ("<p>", 2),
    ("</p>", 1),
    ("<b>", 2),
    ("</b>", 2),
    ("<i>", 1),
    ("</i>", 1),
    ("<a href=u>", 1),
    ("</a>", 1),
    ("<input>", 3),
    ("<input type=hidden>", 1),
    ("<textarea>t</textarea>", 2),
    ("<textarea>", 1),
    ("<keygen>", 2),
    ("<table>", 3),
    ("</table>", 2),
    ("<caption>", 1),
    ("<tbody>", 1),
    ("<tr>", 2),
    ("</tr>", 1),
    ("<td>", 2),
    ("</td>", 1),
    ("<th>", 1),
    ("<template>", 2),
    ("</template>", 2),
    ("<svg>", 2),
    ("</svg>", 1),
    ("<svg><option>", 1),
    ("<math>", 1),
    ("<mi>", 1),
    ("</math>", 1),
    ("<button>", 2),
    ("</button>", 2),
    ("<selectedcontent>", 3),
    ("</selectedcontent>", 2),
    ("<datalist>", 1),
    ("</datalist>", 1),
    ("<img src=i>", 1),
    ("<br>", 1),
    ("</br>", 1),
    ("<li>", 1),
    ("<form>", 1),
    ("</form>", 1),
    ("<script>s</script>", 1),
    ("<style>x</style>", 1),
    ("<!--c-->", 1),
    ("<frameset>", 1),
    ("<body>", 1),
    ("</body>", 1),
    ("</html>", 1),
    ("x", 6),
    ("1", 3),
    (" ", 2),
    ("\n", 1),
    ("\x00", 1),
]

#: Where a random document starts, and the context elements of the random fragments.
PREFIXES = ["", "", "<!DOCTYPE html>", "<!DOCTYPE html><table>", "<table><tr><td>", "<template>"]
CONTEXTS = ["select", "select", "select", "option", "optgroup", "datalist", "div", "td"]


#: The context elements' document: in no-quirks mode, as webapi's fragment parsing has it
#: (in a quirks mode document a ``table`` start tag would not close a ``p``).
FRAGMENT_DOCUMENT = {False: "new DOMParser().parseFromString('<!DOCTYPE html>', 'text/html')"}


def _sequence(chooser: random.Random) -> str:
    tokens, weights = zip(*VOCABULARY, strict=True)
    count = chooser.randint(3, 16)
    picked = chooser.choices(tokens, weights, k=count)
    if not any(t.startswith("<select") for t in picked):
        picked.insert(chooser.randrange(len(picked) + 1), "<select>")
    return "".join(picked)


def cases() -> list[tuple[int, str, str | None]]:
    """Every case: (number, input, fragment context or None for a document). The written
    cases are numbered from 0, the random documents from 1000 and the random fragments from
    2000, so a case keeps its number when cases are written in."""
    chooser = random.Random(SEED)
    found: list[tuple[int, str, str | None]] = [
        (number, data, context) for number, (data, context) in enumerate(WRITTEN)
    ]
    for number in range(DOCUMENTS):
        found.append((1000 + number, chooser.choice(PREFIXES) + _sequence(chooser), None))
    for number in range(FRAGMENTS):
        found.append((2000 + number, _sequence(chooser), chooser.choice(CONTEXTS)))
    return found


def generate(chromium: Path) -> str:
    """The file's text: the answers of the Chromium at ``chromium`` for every case."""
    found = cases()
    runs = [("select", number, data, False, context) for number, data, context in found]
    version, results = chromium_serialization._serialize_all(chromium, runs, FRAGMENT_DOCUMENT)
    header = {
        "browser": f"Chromium {version} (headless, through Playwright)",
        "generated by": "python -m generate chromium-select",
        "seed": SEED,
        "fields": "number, input, fragment context (null: a document), serialization (a "
        "document's children, or the context element's innerHTML), compatMode (null for a "
        "fragment); scripting disabled",
    }
    rows = [
        [number, data, context, text, mode]
        for (number, data, context), (text, mode) in zip(found, results, strict=True)
    ]
    lines = ["{", f'"header": {json.dumps(header, sort_keys=True)},', '"cases": [']
    lines.extend(json.dumps(row) + "," for row in rows[:-1])
    lines.append(json.dumps(rows[-1]))
    lines.append("]}")
    return "\n".join(lines) + "\n"
