"""``webapi.aria.description`` and the states (``checked``, ``disabled``, ``expanded``,
``level``, ``pressed``, ``selected``) on handwritten elements, each as Chromium 156's
accessibility tree has it (the generated differential: test_aria_states_generated.py)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi import aria
from webapi.html import DOMParser


def _element(html: str, key: str = "e") -> Any:
    document = DOMParser().parseFromString(html, "text/html")
    return document.getElementById(key)


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ('<button id=e aria-describedby="a b">x</button><i id=a>One</i><i id=b hidden>Two</i>',
         "One Two"),
        ('<button id=e aria-describedby="nope" aria-description=" Said  here ">x</button>',
         "Said here"),
        ("<button id=e aria-description title=Tip>x</button>", ""),
        ("<button id=e title=' A  tip '>Save</button>", "A tip"),
        ("<button id=e title=Save>Save</button>", ""),
        ("<a id=e href=# title=Tip aria-label=Tip>x</a>", "Tip"),
        ("<input id=e title=Tip>", ""),
        ("<input id=e title=Tip placeholder=Find>", ""),
        ("<span id=e title=Tip>x</span>", "Tip"),
        ("<table id=e title=Tip><tr><td>x</td></tr></table>", ""),
        ("<details><summary id=e aria-label=Label>More  text</summary></details>", "More text"),
        ("<div hidden><button id=e title=Tip>x</button></div>", ""),
    ],
)  # fmt: skip
def test_description(html: str, expected: str) -> None:
    assert aria.description(_element(html)) == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ("<input id=e type=checkbox checked>", True),
        ("<input id=e type=radio>", False),
        ("<div id=e role=checkbox aria-checked=mixed></div>", "mixed"),
        ("<div id=e role=radio aria-checked=mixed></div>", False),
        ("<div id=e role=switch aria-checked=bogus></div>", True),
        ("<div id=e role=menuitemcheckbox></div>", False),
        ("<div role=tree><div id=e role=treeitem></div></div>", None),
        ("<div role=tree><div id=e role=treeitem aria-checked=true></div></div>", True),
        ("<a id=e href=# aria-checked=true>x</a>", None),
    ],
)
def test_checked(html: str, expected: Any) -> None:
    assert aria.checked(_element(html)) == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ("<button id=e disabled>x</button>", True),
        ("<fieldset id=e disabled><input></fieldset>", False),
        ("<fieldset disabled><input id=e></fieldset>", True),
        ("<fieldset disabled><legend><input id=e></legend></fieldset>", False),
        ("<select disabled><option id=e>x</select>", True),
        ("<p id=e aria-disabled=bogus>x</p>", True),
        ("<div aria-disabled=true><button id=e>x</button></div>", True),
        ("<div aria-disabled=true><div id=e role=option>x</div></div>", False),
        ("<div aria-disabled=true><button id=e aria-disabled=false>x</button></div>", False),
    ],
)
def test_disabled(html: str, expected: bool) -> None:
    assert aria.disabled(_element(html)) is expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ("<details open><summary id=e>x</summary></details>", True),
        ("<details><summary id=e>x</summary></details>", False),
        ("<button id=e aria-expanded=bogus>x</button>", True),
        ("<button id=e aria-expanded=''>x</button>", None),
        ("<ul><li id=e aria-expanded=false>x</li></ul>", False),
        ("<p id=e aria-expanded=true>x</p>", None),
        ("<select id=e aria-expanded=true><option>x</select>", False),
    ],
)
def test_expanded(html: str, expected: Any) -> None:
    assert aria.expanded(_element(html)) is expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ("<h3 id=e>x</h3>", 3),
        ("<h6 id=e aria-level=0>x</h6>", 1),
        ("<h5 id=e aria-level=2.5>x</h5>", 2),
        ("<h6 id=e aria-level=''>x</h6>", 6),
        ("<div id=e role=heading>x</div>", 2),
        ("<ul><li><ol><li id=e>x</li></ol></li></ul>", 2),
        ("<table><tr id=e><td>x</td></tr></table>", None),
        ("<table><tr id=e aria-level=x><td>x</td></tr></table>", 1),
        ("<div role=tree><div id=e role=treeitem>x</div></div>", 1),
        ("<p id=e aria-level=3>x</p>", None),
    ],
)
def test_level(html: str, expected: Any) -> None:
    assert aria.level(_element(html)) == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ("<button id=e aria-pressed=true>x</button>", True),
        ("<button id=e aria-pressed=mixed>x</button>", "mixed"),
        ("<button id=e aria-pressed=bogus>x</button>", True),
        ("<button id=e aria-pressed=''>x</button>", None),
        ("<button id=e>x</button>", None),
        ("<a id=e href=# aria-pressed=true>x</a>", None),
    ],
)
def test_pressed(html: str, expected: Any) -> None:
    assert aria.pressed(_element(html)) == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ("<select><option>a<option id=e selected>b</select>", True),
        ("<select><option id=e>a<option selected>b</select>", False),
        ("<select><option id=e disabled>a</select>", None),
        ("<div role=tablist><div id=e role=tab>x</div></div>", False),
        ("<div role=tablist><div id=e role=tab aria-selected=bogus>x</div></div>", True),
        ("<table role=grid><tr><td id=e>x</td></tr></table>", None),
        ("<table role=grid><tr><td id=e aria-selected=false>x</td></tr></table>", False),
        ("<p id=e aria-selected=true>x</p>", None),
    ],
)
def test_selected(html: str, expected: Any) -> None:
    assert aria.selected(_element(html)) == expected


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        ("<button id=e>x</button>", False),
        ("<div inert><button id=e>x</button></div>", True),
        ("<div aria-hidden=true><button id=e>x</button></div>", True),
        ("<button id=e style='visibility:hidden'>x</button>", True),
        ("<select><option id=e hidden>x</select>", False),
        ("<select><optgroup label=g><option id=e inert>x</optgroup></select>", False),
    ],
)
def test_hidden(html: str, expected: bool) -> None:
    assert aria.hidden(_element(html)) is expected
