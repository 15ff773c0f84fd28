"""Inherited state (issue 58, item 4): ``:dir()``, ``:lang()``, ``:disabled`` in nested
fieldsets and ``:checked``/``:indeterminate`` in named radio button groups are answered from
state kept per document (each element's directionality, language and in-a-disabled-fieldset
found once, top-down, until a change that can alter it; the radio button groups indexed by form
owner and name, each group's checked member known). Two kinds of test:

- a change between two queries of the same document is seen by the second (an attribute set
  or removed on an ancestor, a node moved under another, a ``dir=auto`` element's text edited,
  a legend inserted, a radio button's name changed...): what the kept state's invalidation
  must get right, the answers written from HTML's definitions
  (https://html.spec.whatwg.org/multipage/dom.html#the-directionality, #language,
  form-control-infrastructure.html#concept-fe-disabled, input.html#radio-button-group);
- the work a batch of questions costs, counted (attribute reads, fieldset tests, checkedness
  writes) rather than timed: linear in the tree for a deep one (each element walked to the
  root before: quadratic; ``benchmarks/hostile`` has the timed rows).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.selectors._trees import html_document
from webapi.html.common import _activation
from webapi.html.forms._forms_impl import HTMLInputElementImpl
from webapi.infra import XML_NAMESPACE
from webapi.selectors import _html_state
from webapi.selectors.engine import matches, query_selector_all


def _ids(document: Any, selector: str) -> list[str]:
    return [element.getAttribute("id") for element in query_selector_all(document, selector)]


def _by_id(document: Any, element_id: str) -> Any:
    return document.getElementById(element_id)


# --- :dir() -------------------------------------------------------------------------------


def test_dir_attribute_set_and_removed_on_an_ancestor() -> None:
    document = html_document("<div id=a><p id=b><span id=c></span></p></div>")
    assert _ids(document, ":dir(rtl)") == []
    _by_id(document, "a").setAttribute("dir", "rtl")
    assert _ids(document, ":dir(rtl)") == ["a", "b", "c"]
    _by_id(document, "b").setAttribute("dir", "LTR")  # (ASCII case-insensitive)
    assert matches(_by_id(document, "a"), ":dir(rtl)")
    assert _ids(document, ":dir(ltr)")[-2:] == ["b", "c"]
    _by_id(document, "a").removeAttribute("dir")
    assert _ids(document, ":dir(rtl)") == []


def test_dir_of_a_node_moved_under_another() -> None:
    document = html_document(
        "<div id=r dir=rtl></div><div id=l dir=ltr><i id=x><b id=y></b></i></div>"
    )
    assert _ids(document, ":dir(rtl)") == ["r"]
    _by_id(document, "r").appendChild(_by_id(document, "x"))
    assert _ids(document, ":dir(rtl)") == ["r", "x", "y"]
    _by_id(document, "l").moveBefore(_by_id(document, "x"), None)
    assert _ids(document, ":dir(rtl)") == ["r"]


def test_dir_auto_text_edited() -> None:
    document = html_document("<div id=a dir=auto><p id=b><span id=c>abc</span></p></div>")
    assert _ids(document, ":dir(rtl)") == []
    text = _by_id(document, "c").firstChild
    text.data = "\u05d0bc"  # (a Hebrew letter first: right-to-left)
    assert _ids(document, ":dir(rtl)") == ["a", "b", "c"]
    text.appendData("x")  # (still right-to-left)
    assert _ids(document, ":dir(rtl)") == ["a", "b", "c"]
    text.replaceData(0, 1, "z")
    assert _ids(document, ":dir(rtl)") == []


def test_dir_auto_after_an_unrelated_attribute_then_a_text_edit() -> None:
    document = html_document("<bdi id=a><i id=b>abc</i></bdi>")
    assert _ids(document, ":dir(ltr)")[-2:] == ["a", "b"]
    _by_id(document, "b").setAttribute("data-x", "1")
    assert _ids(document, ":dir(rtl)") == []
    _by_id(document, "b").firstChild.data = "\u0627"  # (an Arabic letter)
    assert _ids(document, ":dir(rtl)") == ["a", "b"]


def test_dir_auto_skips_a_descendant_given_a_dir() -> None:
    document = html_document("<div id=a dir=auto><p id=b>\u05d0</p>abc</div>")
    assert _ids(document, ":dir(rtl)") == ["a", "b"]
    _by_id(document, "b").setAttribute("dir", "ltr")  # (its text no longer counts for a)
    assert _ids(document, ":dir(rtl)") == []
    assert _ids(document, ":dir(ltr)")[-2:] == ["a", "b"]


def test_dir_auto_walks_on_after_an_empty_subtree() -> None:
    # (the walk climbs out of <b><i></i></b> to the Hebrew text after it)
    document = html_document("<div id=a dir=auto><b><i></i></b>\u05e9\u05dc\u05d5\u05dd</div>")
    assert matches(_by_id(document, "a"), ":dir(rtl)")


def test_dir_auto_input_value_set_by_a_script() -> None:
    document = html_document(
        "<div dir=rtl><input id=a dir=auto value=abc><input id=t type=tel></div>"
    )
    field = _by_id(document, "a")
    assert not matches(field, ":dir(rtl)")
    field.value = "\u05d0"  # (the value is no attribute: no counter moves)
    assert matches(field, ":dir(rtl)")
    assert matches(_by_id(document, "t"), ":dir(ltr)")  # (a Telephone input: ltr)
    _by_id(document, "t").type = "text"
    assert matches(_by_id(document, "t"), ":dir(rtl)")


def test_dir_auto_textarea_reads_its_value_not_its_text() -> None:
    """A ``textarea`` is an auto-directionality form-associated element: ``dir=auto`` reads
    its value (https://html.spec.whatwg.org/multipage/dom.html#auto-directionality, step 1),
    which a script's ``value`` replaces, not its child text (its default value: WPT's
    ``html/semantics/selectors/pseudo-classes/dir.html``, ``ta3``)."""
    document = html_document(
        "<div dir=rtl><textarea id=a dir=auto>\u0627</textarea><textarea id=b>x</textarea></div>"
    )
    field = _by_id(document, "a")
    assert matches(field, ":dir(rtl)")
    field.value = "HEBREW"  # (the child text stays Arabic)
    assert matches(field, ":dir(ltr)")
    assert not matches(field, ":dir(rtl)")
    field.value = "123"  # (no strong character: ltr, not the parent's)
    assert matches(field, ":dir(ltr)")
    field.value = "\u05d0"
    assert matches(field, ":dir(rtl)")
    assert matches(_by_id(document, "b"), ":dir(rtl)")  # (no dir=auto: the parent's)


# --- :lang() ------------------------------------------------------------------------------


def test_lang_changed_on_an_ancestor() -> None:
    document = html_document("<div id=a><p id=b><span id=c></span></p></div>")
    assert _ids(document, ":lang(fr)") == []
    _by_id(document, "a").setAttribute("lang", "fr-CA")
    assert _ids(document, ":lang(fr)") == ["a", "b", "c"]
    _by_id(document, "b").setAttribute("lang", "de")
    assert _ids(document, ":lang(fr)") == ["a"]
    assert _ids(document, ":lang(de)") == ["b", "c"]
    _by_id(document, "a").removeAttribute("lang")
    _by_id(document, "b").removeAttribute("lang")
    assert _ids(document, ":lang(fr), :lang(de)") == []


def test_xml_lang_set_on_an_ancestor() -> None:
    document = html_document("<div id=a lang=en><p id=b><span id=c></span></p></div>")
    assert _ids(document, ":lang(en)") == ["a", "b", "c"]
    _by_id(document, "b").setAttributeNS(XML_NAMESPACE, "xml:lang", "fr")
    assert _ids(document, ":lang(fr)") == ["b", "c"]


def test_lang_of_a_node_moved_under_another() -> None:
    document = html_document("<div id=a lang=fr></div><div id=b lang=de><i id=c></i></div>")
    assert _ids(document, ":lang(de)") == ["b", "c"]
    _by_id(document, "a").appendChild(_by_id(document, "c"))
    assert _ids(document, ":lang(fr)") == ["a", "c"]
    assert _ids(document, ":lang(de)") == ["b"]


def test_lang_falls_back_to_the_pragma_set_default_language() -> None:
    document = html_document("<head></head><body><p id=a></p>")
    assert _ids(document, ":lang(fr)") == []
    meta = document.createElement("meta")
    meta.setAttribute("http-equiv", "content-language")
    meta.setAttribute("content", "fr")
    document.head.appendChild(meta)
    assert "a" in _ids(document, ":lang(fr)")


# --- :disabled in fieldsets ---------------------------------------------------------------


def test_node_moved_into_a_disabled_fieldset() -> None:
    document = html_document(
        "<fieldset id=f disabled><fieldset id=g><div id=d></div></fieldset></fieldset>"
        "<input id=i><button id=b></button>"
    )
    assert _ids(document, ":disabled") == ["f", "g"]
    _by_id(document, "d").appendChild(_by_id(document, "i"))
    assert _ids(document, ":disabled") == ["f", "g", "i"]
    _by_id(document, "d").moveBefore(_by_id(document, "b"), None)
    assert _ids(document, ":disabled") == ["f", "g", "i", "b"]
    document.body.appendChild(_by_id(document, "i"))
    assert _ids(document, ":disabled") == ["f", "g", "b"]
    assert matches(_by_id(document, "i"), ":enabled")


def test_disabled_toggled_on_an_outer_fieldset() -> None:
    document = html_document(
        "<fieldset id=f><fieldset id=g><input id=i></fieldset></fieldset><input id=j>"
    )
    assert _ids(document, ":disabled") == []
    _by_id(document, "f").setAttribute("disabled", "")
    assert _ids(document, ":disabled") == ["f", "g", "i"]
    _by_id(document, "f").removeAttribute("disabled")
    _by_id(document, "g").setAttribute("disabled", "")
    assert _ids(document, ":disabled") == ["g", "i"]


def test_a_legend_inserted_before_the_first() -> None:
    # "not a descendant of that fieldset element's first legend element child"
    document = html_document(
        "<fieldset id=f disabled><legend id=l><input id=i></legend><input id=j></fieldset>"
    )
    assert _ids(document, ":disabled") == ["f", "j"]
    first = document.createElement("legend")
    _by_id(document, "f").insertBefore(first, _by_id(document, "l"))
    assert _ids(document, ":disabled") == ["f", "i", "j"]
    first.remove()
    assert _ids(document, ":disabled") == ["f", "j"]


def test_a_fieldsets_legend_child_of_another_disabled_fieldset() -> None:
    document = html_document(
        "<fieldset id=o disabled><fieldset id=f><legend id=l><input id=i></legend></fieldset>"
        "</fieldset>"
    )
    # (f's legend is f's, not o's: i is in o, outside o's first legend)
    assert _ids(document, ":disabled") == ["o", "f", "i"]
    _by_id(document, "o").removeAttribute("disabled")
    assert _ids(document, ":disabled") == []


def test_click_on_a_button_moved_out_of_a_disabled_fieldset() -> None:
    document = html_document(
        "<form><fieldset disabled><input id=c type=checkbox></fieldset></form>"
    )
    box = _by_id(document, "c")
    box.click()
    assert not box.checked  # (disabled: no activation)
    document.body.appendChild(box)
    box.click()
    assert box.checked


# --- :checked in radio button groups ------------------------------------------------------


def _radios(markup: str) -> Any:
    return html_document(markup)


def test_each_radio_checked_in_turn() -> None:
    document = _radios(
        "<form>" + "".join(f"<input type=radio name=g id=r{k}>" for k in range(6)) + "</form>"
    )
    assert _ids(document, ":checked") == []
    assert len(_ids(document, ":indeterminate")) == 6
    for k in range(6):
        _by_id(document, f"r{k}").checked = True
        assert _ids(document, ":checked") == [f"r{k}"]
        assert _ids(document, ":indeterminate") == []
    _by_id(document, "r5").checked = False
    assert _ids(document, ":checked") == []
    assert len(_ids(document, ":indeterminate")) == 6


def test_radio_name_changed_moves_it_to_another_group() -> None:
    document = _radios(
        "<input type=radio name=a id=x checked><input type=radio name=a id=y>"
        "<input type=radio name=b id=z>"
    )
    assert _ids(document, ":indeterminate") == ["z"]
    _by_id(document, "z").name = "a"
    assert _ids(document, ":indeterminate") == []
    _by_id(document, "z").checked = True
    assert _ids(document, ":checked") == ["z"]
    _by_id(document, "z").name = "b"
    _by_id(document, "x").checked = True
    assert _ids(document, ":checked") == ["x", "z"]  # (z alone in b now)


def test_radio_moved_to_another_form() -> None:
    document = _radios(
        "<form id=f><input type=radio name=g id=a checked><input type=radio name=g id=b></form>"
        "<form id=h><input type=radio name=g id=c checked></form>"
    )
    assert _ids(document, ":checked") == ["a", "c"]
    _by_id(document, "h").appendChild(_by_id(document, "b"))
    _by_id(document, "b").checked = True
    assert _ids(document, ":checked") == ["a", "b"]
    _by_id(document, "a").setAttribute("form", "h")  # (its form owner by ID)
    _by_id(document, "a").checked = True
    assert _ids(document, ":checked") == ["a"]
    assert _ids(document, ":indeterminate") == []


def test_several_checked_members_all_unchecked() -> None:
    # disconnected radio buttons checked each, then joined without becoming connected: one
    # group with several checked members, all unchecked when another is checked
    document = html_document("")
    holder = document.createElement("div")
    radios = []
    for k in range(4):
        radio = document.createElement("input")
        radio.type = "radio"
        radio.name = "g"
        radio.id = f"r{k}"
        radio.checked = True
        radios.append(radio)
    for radio in radios:
        holder.appendChild(radio)
    assert [r.checked for r in radios] == [True] * 4
    assert not matches(radios[0], ":indeterminate")
    radios[3].checked = True
    assert [r.checked for r in radios] == [False, False, False, True]
    radios[3].checked = False
    assert matches(radios[0], ":indeterminate")


def test_option_selected_seen_by_checked() -> None:
    document = html_document("<select id=s><option id=a>a<option id=b>b</select>")
    assert _ids(document, ":checked") == ["a"]
    _by_id(document, "b").selected = True
    assert _ids(document, ":checked") == ["b"]
    _by_id(document, "s").appendChild(document.createElement("option")).id = "c"
    _by_id(document, "c").selected = True
    assert _ids(document, ":checked") == ["c"]


# --- the work of a batch of questions, counted --------------------------------------------

#: The depth of the counted chains: quadratic work (n * n / 2) is far above 20 * n.
N = 600


def _counting(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[int]:
    calls = [0]
    original = getattr(module, name)

    def counted(*arguments: Any) -> Any:
        calls[0] += 1
        return original(*arguments)

    monkeypatch.setattr(module, name, counted)
    return calls


@pytest.mark.parametrize(
    ("markup", "selector"),
    [
        pytest.param("<div dir=rtl>" + "<div>" * N, ":dir(rtl)", id="dir"),
        pytest.param("<div dir=auto>" + "<div>" * N + "\u05d0", ":dir(rtl)", id="dir=auto"),
        pytest.param("<div lang=fr>" + "<div>" * N, ":lang(fr)", id="lang"),
    ],
)
def test_inherited_answers_read_each_attribute_once(
    monkeypatch: pytest.MonkeyPatch, markup: str, selector: str
) -> None:
    document = html_document(markup)
    reads = _counting(monkeypatch, _html_state, "attribute")
    assert len(query_selector_all(document, selector)) >= N
    assert reads[0] <= 4 * N
    reads[0] = 0
    query_selector_all(document, selector)  # (nothing changed: nothing read again)
    assert reads[0] <= 2


def test_nested_fieldsets_tested_once_each(monkeypatch: pytest.MonkeyPatch) -> None:
    document = html_document("<fieldset disabled>" + "<fieldset><input>" * N)
    tests = _counting(monkeypatch, _activation, "is_html_element")
    assert len(query_selector_all(document, ":disabled")) == 2 * N + 1
    assert tests[0] <= 8 * N


class _CountedSlot:
    """The ``_checkedness`` slot of ``input`` elements, its writes counted."""

    def __init__(self, slot: Any) -> None:
        self.slot = slot
        self.writes = 0

    def __get__(self, instance: Any, owner: Any = None) -> Any:
        return self if instance is None else self.slot.__get__(instance, owner)

    def __set__(self, instance: Any, value: Any) -> None:
        self.writes += 1
        self.slot.__set__(instance, value)


def test_radios_checked_in_turn_write_each_once(monkeypatch: pytest.MonkeyPatch) -> None:
    document = html_document("<form>" + "<input type=radio name=g>" * N + "</form>")
    radios = list(query_selector_all(document, "input"))
    assert not matches(radios[0], ":checked")  # (the group settled)
    counted = _CountedSlot(HTMLInputElementImpl.__dict__["_checkedness"])
    monkeypatch.setattr(HTMLInputElementImpl, "_checkedness", counted)
    for radio in radios:
        radio.checked = True
        assert not matches(radio, ":indeterminate")
    assert radios[-1].checked and not radios[0].checked
    assert counted.writes <= 4 * N
