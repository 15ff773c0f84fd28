"""``new FormData(form, submitter)``: the XMLHttpRequest Standard's constructor steps and the HTML
Standard's "constructing the entry list", checked from their text (each test names the step),
and WPT's xhr/formdata/constructor-formelement.html in our own words. Chromium's answers on
generated forms: tests/e2e/test_form_entry_list_chromium.py."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.fileapi import File
from webapi.html import DOMParser
from webapi.xhr import FormData


def _document(body: str) -> Any:
    return DOMParser().parseFromString(f"<!DOCTYPE html><body>{body}", "text/html")


def _entries(body: str, submitter: str | None = None) -> list[tuple[str, Any]]:
    document = _document(body)
    form = document.getElementById("f")
    button = None if submitter is None else document.querySelector(submitter)
    return list(FormData(form, button))


def test_the_controls_are_the_submittable_elements_the_form_owns_in_tree_order() -> None:
    body = (
        "<input name=before form=f value=0><form id=f><input name=a value=1>"
        "<div><select name=b><option>2</select></div><textarea name=c>3</textarea>"
        "<output name=o>x</output><object name=p></object><fieldset name=q></fieldset>"
        "<input name=other form=g value=no></form><form id=g></form>"
        "<input name=after form=f value=4><input name=none value=no>"
    )
    assert _entries(body) == [("before", "0"), ("a", "1"), ("b", "2"), ("c", "3"), ("after", "4")]


def test_skipped_fields() -> None:
    """5.1: a datalist ancestor, disabled, a button that is not the submitter, an unchecked
    checkbox or radio button; 5.4: no name, or an empty one."""
    body = (
        "<form id=f><datalist><input name=d value=no></datalist>"
        "<input name=x disabled value=no>"
        "<fieldset disabled><input name=y value=no><legend><input name=l value=1></legend>"
        "<legend><input name=l2 value=no></legend></fieldset>"
        "<fieldset disabled><div><legend><input name=l3 value=no></legend></div></fieldset>"
        "<button name=b>no</button><input type=submit name=s value=no>"
        "<input type=reset name=r value=no><input type=button name=bb value=no>"
        "<input type=checkbox name=c><input type=radio name=r2>"
        "<input value=no><input name='' value=no></form>"
    )
    assert _entries(body) == [("l", "1")]


def test_disabled_changes_are_seen() -> None:
    document = _document("<form id=f><fieldset><input name=a value=1></fieldset></form>")
    form = document.getElementById("f")
    document.querySelector("fieldset").setAttribute("disabled", "")
    assert list(FormData(form)) == []
    document.querySelector("fieldset").removeAttribute("disabled")
    assert list(FormData(form)) == [("a", "1")]
    document.querySelector("input").disabled = True
    assert list(FormData(form)) == []


def test_values_by_kind() -> None:
    """5.6 the selected options that are not disabled; 5.7 a checkbox's or radio button's
    value attribute, else "on"; 5.8 an empty File for a file input; 5.9 the encoding for a
    hidden _charset_; 5.10 the field's value."""
    body = (
        "<form id=f><select name=s multiple><option selected>a<option value=b selected>x"
        "<option disabled selected>no<optgroup disabled><option selected>no2</optgroup>"
        "<option>no3</select>"
        "<select name=one><option>first<option disabled>second</select>"
        "<input type=checkbox name=c checked><input type=checkbox name=c value=v checked>"
        "<input type=radio name=r checked value=rv>"
        "<input type=file name=f>"
        "<input type=hidden name=_Charset_><input type=hidden name=h value=hv>"
        "<input type=url name=u value=' http://x/ '><input type=number name=n value=x>"
        "<input type=range name=g min=0 max=5><input type=color name=k>"
        "<textarea name=t>a\r\nb\rc</textarea></form>"
    )
    entries = _entries(body)
    assert [(name, value) for name, value in entries if name != "f"] == [
        ("s", "a"),
        ("s", "b"),
        ("one", "first"),
        ("c", "on"),
        ("c", "v"),
        ("r", "rv"),
        ("_Charset_", "UTF-8"),
        ("h", "hv"),
        ("u", "http://x/"),
        ("n", ""),
        ("g", "3"),
        ("k", "#000000"),
        ("t", "a\nb\nc"),  # the textarea wrapping transformation: LF (CR LF when serialized)
    ]
    [(_, file)] = [entry for entry in entries if entry[0] == "f"]
    assert isinstance(file, File)
    assert (file.name, file.type, file.size) == ("", "application/octet-stream", 0)


def test_script_changes_are_seen() -> None:
    document = _document(
        "<form id=f><input name=a value=1><input type=checkbox name=c>"
        "<select name=s><option>x<option>y</select><textarea name=t>old</textarea></form>"
    )
    form = document.getElementById("f")
    controls = document.querySelectorAll("input, select, textarea")
    controls[0].value = "changed"
    controls[1].checked = True
    controls[2].selectedIndex = 1
    controls[3].value = "new\nline"
    assert list(FormData(form)) == [("a", "changed"), ("c", "on"), ("s", "y"), ("t", "new\nline")]


def test_the_submitter() -> None:
    """A submit button is an entry only as the submitter; 5.2 an image button gives name.x
    and name.y (its selected coordinate: 0, 0), or x and y without a name."""
    body = (
        "<form id=f><input name=a value=1><button name=b value=bv>B</button>"
        "<input type=submit name=s value=sv><input type=image name=i>"
        "<input type=image id=unnamed><button id=plain>no name</button></form>"
    )
    assert _entries(body, "button") == [("a", "1"), ("b", "bv")]
    assert _entries(body, "[type=submit]") == [("a", "1"), ("s", "sv")]
    assert _entries(body, "[name=i]") == [("a", "1"), ("i.x", "0"), ("i.y", "0")]
    assert _entries(body, "#unnamed") == [("a", "1"), ("x", "0"), ("y", "0")]
    assert _entries(body, "#plain") == [("a", "1")]


def test_submitter_errors() -> None:
    """XHR's constructor 1.1: not a submit button, a TypeError; owned by another form, a
    NotFoundError."""
    document = _document(
        "<form id=f><input name=a><button type=reset>r</button></form>"
        "<form id=g><button>g</button></form>"
    )
    form = document.getElementById("f")
    for selector in ("input", "[type=reset]"):
        with pytest.raises(TypeError, match="submit button"):
            FormData(form, document.querySelector(selector))
    with pytest.raises(DOMException) as raised:
        FormData(form, document.querySelector("#g button"))
    assert raised.value.name == "NotFoundError"


def test_dirname() -> None:
    """5.12: an entry named by a non-empty dirname, the element's directionality."""
    body = (
        "<form id=f><input name=a dirname=a.dir value=x>"
        "<input name=b dirname=b.dir dir=auto value='שלום'>"
        "<div dir=rtl><textarea name=c dirname=c.dir>x</textarea></div>"
        "<input name=d dirname='' value=y><input name=e type=number dirname=e.dir value=1>"
        "<input type=tel name=t dirname=t.dir></form>"
    )
    assert _entries(body) == [
        ("a", "x"),
        ("a.dir", "ltr"),
        ("b", "שלום"),
        ("b.dir", "rtl"),
        ("c", "x"),
        ("c.dir", "rtl"),
        ("d", "y"),
        ("e", "1"),
        ("t", ""),
        ("t.dir", "ltr"),
    ]
    body = "<div dir=rtl><form id=f><input type=tel name=t dirname=t.dir></form></div>"
    assert _entries(body) == [("t", ""), ("t.dir", "ltr")]  # Telephone: ltr without dir


def test_wpt_constructor_formelement() -> None:
    """WPT's xhr/formdata/constructor-formelement.html, in our own words: what it submits."""
    document = _document(
        "<form><output name=o1></output><datalist><input name=d value=bad></datalist>"
        "<input name=dis disabled value=bad><button name=btn>bad</button>"
        "<select name=select-2><option value=no><option value=submit-me-1 selected></select>"
        "<input type=text name=t dirname=t.dir value=dirname-value>"
        "<input type=text name=empty></form>"
    )
    form = document.querySelector("form")
    extra = document.createElement("input")
    extra.name = "lone-\udc01"
    extra.value = "value-\udc01"
    form.appendChild(extra)
    newline = document.createElement("input")
    newline.name = "n-\r19\n"
    newline.value = "value\n\r"
    form.appendChild(newline)
    assert list(FormData(form)) == [
        ("select-2", "submit-me-1"),
        ("t", "dirname-value"),
        ("t.dir", "ltr"),
        ("empty", ""),
        ("lone-\ufffd", "value-\ufffd"),
        ("n-\r19\n", "value"),
    ]


def test_a_form_of_another_document_and_not_a_form() -> None:
    with pytest.raises(TypeError, match="HTMLFormElement"):
        FormData(_document("<div id=f></div>").getElementById("f"))
    with pytest.raises(TypeError, match="HTMLFormElement"):
        FormData("form")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="HTMLElement"):
        FormData(_document("<form id=f></form>").getElementById("f"), "submitter")


def test_deep_trees_stay_linear() -> None:
    """One walk of the tree: 20,000 nested divs around a control."""
    depth = 20_000
    body = "<form id=f>" + "<div>" * depth + "<input name=a value=1>" + "</div>" * depth
    assert _entries(body + "</form>") == [("a", "1")]
