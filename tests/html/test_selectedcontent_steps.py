"""The ``selectedcontent`` element's post-connection and removing steps
(https://html.spec.whatwg.org/multipage/form-elements.html#the-selectedcontent-element), run on
every insert into a document: the parser's re-append in the adoption agency algorithm,
``innerHTML`` of a connected element, the DOM's ``append``.

:data:`CHROMIUM_156` holds what Chromium 156 serialized for each case (``body.innerHTML``
after the steps of :data:`SCRIPT`); ``tests/e2e/test_selectedcontent_chromium.py`` asks
Chromium again. Where Chromium departs from the Standard the case is named in
:data:`DEPARTURES` with the Standard's answer.
"""

from __future__ import annotations

import pytest

from tests.html._work import lines_run
from webapi.html import DOMParser

#: The steps each case runs (the same in Chromium, as JavaScript: the e2e test's script).
KINDS = {
    "parse": "a document parsed from the markup: its body's innerHTML",
    "innerHTML": "the markup set as innerHTML of a div in a document's body",
    "innerHTML detached": "the markup set as innerHTML of a div in no tree",
    "move out and back": "the selectedcontent appended to the body, then to the select",
}

#: Chromium 156's answers (body.innerHTML, or the div's for "innerHTML detached").
CHROMIUM_156: dict[tuple[str, str], str] = {
    # the adoption agency algorithm moves the p (with the select) to the body, then the
    # select into a new b: the post-connection steps copy the selected option again
    (
        "parse",
        "<b><p><select><option>X</option><button><selectedcontent>old</selectedcontent>"
        "</button></select></b>",
    ): "<b></b><p><b><select><option>X</option><button><selectedcontent>X</selectedcontent>"
    "</button></select></b></p>",
    (
        "parse",
        "<b><p><select><option>X</option><option selected>Y</option><button><selectedcontent>"
        "old</selectedcontent></button></select></b>",
    ): '<b></b><p><b><select><option>X</option><option selected="">Y</option><button>'
    "<selectedcontent>Y</selectedcontent></button></select></b></p>",
    # no option: "clear a selectedcontent"
    (
        "parse",
        "<b><p><select><button><selectedcontent>old</selectedcontent></button></select></b>",
    ): "<b></b><p><b><select><button><selectedcontent></selectedcontent></button></select></b></p>",
    # multiple: no enabled selectedcontent
    (
        "parse",
        "<b><p><select multiple><option>X</option><button><selectedcontent>old"
        "</selectedcontent></button></select></b>",
    ): '<b></b><p><b><select multiple=""><option>X</option><button><selectedcontent>old'
    "</selectedcontent></button></select></b></p>",
    (
        "parse",
        "<a><div><select><option>X</option><button><selectedcontent>old</selectedcontent>"
        "</button></select></a>z",
    ): "<a></a><div><a><select><option>X</option><button><selectedcontent>X</selectedcontent>"
    "</button></select></a>z</div>",
    # the adoption agency inside the select moves only a div: the selectedcontent stays
    (
        "parse",
        "<select><b><option>X</option><button><selectedcontent>old</selectedcontent></button>"
        "<div></b></div></select>",
    ): "<select><b><option>X</option><button><selectedcontent>Xold</selectedcontent></button>"
    "</b><div><b></b></div></select>",
    # a template's contents are not connected
    (
        "parse",
        "<template><b><p><select><option>X</option><button><selectedcontent>old"
        "</selectedcontent></button></select></b></template>",
    ): "",
    (
        "parse",
        "<b><p><select><option>X</option><button><selectedcontent>1</selectedcontent>"
        "<selectedcontent>2</selectedcontent></button></select></b>",
    ): "<b></b><p><b><select><option>X</option><button><selectedcontent>X</selectedcontent>"
    "<selectedcontent>X</selectedcontent></button></select></b></p>",
    # innerHTML of a connected element: the fragment's nodes are inserted into the document
    (
        "innerHTML",
        "<select><option>X</option><button><selectedcontent>old</selectedcontent></button>"
        "</select>",
    ): '<div id="d"><select><option>X</option><button><selectedcontent>X</selectedcontent>'
    "</button></select></div>",
    (
        "innerHTML",
        "<select><option>X</option><option selected>Y</option><button><selectedcontent>"
        "</selectedcontent></button></select>",
    ): '<div id="d"><select><option>X</option><option selected="">Y</option><button>'
    "<selectedcontent>Y</selectedcontent></button></select></div>",
    (
        "innerHTML",
        "<select><button><selectedcontent>old</selectedcontent></button></select>",
    ): '<div id="d"><select><button><selectedcontent></selectedcontent></button></select></div>',
    (
        "innerHTML",
        "<b><p><select><option>X</option><button><selectedcontent>old</selectedcontent>"
        "</button></select></b>",
    ): '<div id="d"><b></b><p><b><select><option>X</option><button><selectedcontent>X'
    "</selectedcontent></button></select></b></p></div>",
    (
        "innerHTML",
        "<select><option>X</option><button><selectedcontent>a</selectedcontent>"
        "<selectedcontent>b</selectedcontent></button></select>",
    ): '<div id="d"><select><option>X</option><button><selectedcontent>X</selectedcontent>'
    "<selectedcontent>X</selectedcontent></button></select></div>",
    # a detached element's fragment is never connected: no post-connection steps
    (
        "innerHTML detached",
        "<select><option>X</option><button><selectedcontent>old</selectedcontent></button>"
        "</select>",
    ): "<select><option>X</option><button><selectedcontent>old</selectedcontent></button></select>",
    (
        "innerHTML detached",
        "<b><p><select><option>X</option><button><selectedcontent>old</selectedcontent>"
        "</button></select></b>",
    ): "<b></b><p><b><select><option>X</option><button><selectedcontent>old</selectedcontent>"
    "</button></select></b></p>",
    # taken out of its select (the removing steps find no selectedcontent left to update: it
    # keeps its copy), then appended to the select again (updated: the copy again)
    (
        "move out and back",
        "<select><option>X</option><button><selectedcontent></selectedcontent></button></select>",
    ): "<select><option>X</option><button></button></select><selectedcontent>X"
    "</selectedcontent> | <select><option>X</option><button></button><selectedcontent>X"
    "</selectedcontent></select>",
}

#: Where Chromium 156 departs from the Standard: the Standard's answer (webapi's), by case.
DEPARTURES: dict[tuple[str, str], str] = {
    # "Clear a select's non-primary selectedcontent elements": the second selectedcontent is
    # emptied. Chromium copies the option into every selectedcontent of the select, as
    # whatwg/html#12263 would have it (tests/html/test_select_chromium.py's class).
    (
        "parse",
        "<b><p><select><option>X</option><button><selectedcontent>1</selectedcontent>"
        "<selectedcontent>2</selectedcontent></button></select></b>",
    ): "<b></b><p><b><select><option>X</option><button><selectedcontent>X</selectedcontent>"
    "<selectedcontent></selectedcontent></button></select></b></p>",
    (
        "innerHTML",
        "<select><option>X</option><button><selectedcontent>a</selectedcontent>"
        "<selectedcontent>b</selectedcontent></button></select>",
    ): '<div id="d"><select><option>X</option><button><selectedcontent>X</selectedcontent>'
    "<selectedcontent></selectedcontent></button></select></div>",
}

#: The same steps in JavaScript (the e2e test runs it in Chromium), given [kind, markup].
SCRIPT = """([kind, html]) => {
  const parse = (markup) => new DOMParser().parseFromString(markup, 'text/html');
  if (kind === 'parse') return parse(html).body.innerHTML;
  if (kind === 'innerHTML') {
    const d = parse('<!DOCTYPE html><body><div id=d></div>');
    d.getElementById('d').innerHTML = html;
    return d.body.innerHTML;
  }
  if (kind === 'innerHTML detached') {
    const div = parse('<!DOCTYPE html>').createElement('div');
    div.innerHTML = html;
    return div.innerHTML;
  }
  const d = parse(html);
  const selectedcontent = d.querySelector('selectedcontent');
  d.body.append(selectedcontent);
  const out = d.body.innerHTML;
  d.querySelector('select').append(selectedcontent);
  return out + ' | ' + d.body.innerHTML;
}"""


def webapi_answer(kind: str, html: str) -> str:
    """The steps of :data:`SCRIPT`, in webapi."""
    parser = DOMParser()
    if kind == "parse":
        return str(parser.parseFromString(html, "text/html").body.innerHTML)
    if kind == "innerHTML":
        document = parser.parseFromString("<!DOCTYPE html><body><div id=d></div>", "text/html")
        document.getElementById("d").innerHTML = html
        return str(document.body.innerHTML)
    if kind == "innerHTML detached":
        div = parser.parseFromString("<!DOCTYPE html>", "text/html").createElement("div")
        div.innerHTML = html
        return str(div.innerHTML)
    document = parser.parseFromString(html, "text/html")
    selectedcontent = document.querySelector("selectedcontent")
    document.body.append(selectedcontent)
    out = document.body.innerHTML
    document.querySelector("select").append(selectedcontent)
    return f"{out} | {document.body.innerHTML}"


@pytest.mark.parametrize(("kind", "html"), list(CHROMIUM_156))
def test_selectedcontent_steps_as_chromium(kind: str, html: str) -> None:
    expected = DEPARTURES.get((kind, html), CHROMIUM_156[kind, html])
    assert webapi_answer(kind, html) == expected


def test_every_departure_is_a_case() -> None:
    assert set(DEPARTURES) <= set(CHROMIUM_156)
    assert set(KINDS) == {kind for kind, _ in CHROMIUM_156}


def test_a_selectedcontent_appended_to_a_connected_select() -> None:
    """``appendChild`` into a connected select runs the post-connection steps: the copy of
    the selected option replaces what the element held."""
    document = DOMParser().parseFromString(
        "<select><option>A</option><option selected>B</option></select>", "text/html"
    )
    selectedcontent = document.createElement("selectedcontent")
    selectedcontent.textContent = "stale"
    button = document.createElement("button")
    button.appendChild(selectedcontent)
    document.querySelector("select").prepend(button)
    assert selectedcontent.innerHTML == "B"
    # a selectedcontent in an option is disabled: its removal from the select updates nothing
    option = document.querySelector("option")
    inner = document.createElement("selectedcontent")
    option.appendChild(inner)
    assert inner.innerHTML == ""


def test_the_removing_steps_update_the_select_left() -> None:
    """A selectedcontent taken out of its select (not disabled) updates the select it left:
    its first selectedcontent now is the next one, which gets the copy."""
    document = DOMParser().parseFromString(
        "<select><button><selectedcontent></selectedcontent></button><option>A</option>"
        "<div><selectedcontent>second</selectedcontent></div></select>",
        "text/html",
    )
    first, second = document.querySelectorAll("selectedcontent")
    assert (first.innerHTML, second.innerHTML) == ("A", "second")
    first.remove()
    assert (first.innerHTML, second.innerHTML) == ("A", "A")


@pytest.mark.slow
def test_an_insert_of_many_selectedcontent_elements_stays_linear() -> None:
    """Each selectedcontent's post-connection steps update its select and clear the others:
    the second and later ones of one insert find nothing changed since and skip that."""

    def insert(n: int) -> None:
        document = DOMParser().parseFromString("<div id=d></div>", "text/html")
        markup = "<select><option>x</option>" + "<selectedcontent>y</selectedcontent>" * n
        document.getElementById("d").innerHTML = markup + "</select>"
        assert [e.textContent for e in document.querySelectorAll("selectedcontent")][:2] == [
            "x",
            "",
        ]

    small = lines_run(lambda: insert(200))
    large = lines_run(lambda: insert(2_000))
    assert large < 12 * small
