"""The public ``FormData`` (generated from the XMLHttpRequest Standard's IDL): the overloads
of ``append``/``set`` as Web IDL resolves them, the Files it holds (the same objects, as in
JavaScript), the pair iterator, the constructor's form argument until the DOM has forms, and
the Python protocols of the extras."""

from __future__ import annotations

import copy
import pickle

import pytest

from webapi.fileapi import Blob, File
from webapi.xhr import FormData


def test_entries_in_order() -> None:
    form = FormData()
    form.append("user", "ada")
    blob = Blob([b"\x89PNG"], type="image/png")
    form.append("avatar", blob)
    form.append("cv", Blob(["..."]), "cv.txt")
    file = File(["x"], "f.txt", lastModified=5)
    form.append("f", file)
    assert [name for name, _ in form] == ["user", "avatar", "cv", "f"]
    avatar = form.get("avatar")
    assert isinstance(avatar, File) and (avatar.name, avatar.type) == ("blob", "image/png")
    assert bytes(avatar) == b"\x89PNG" and avatar is not blob
    cv = form.get("cv")
    assert isinstance(cv, File) and cv.name == "cv.txt"
    assert form.get("f") is file  # a File without a filename is kept as it is
    renamed = FormData()
    renamed.append("f", file, "other.txt")
    again = renamed.get("f")
    assert isinstance(again, File) and (again.name, again.lastModified) == ("other.txt", 5)
    assert form.get("avatar") is form.get("avatar")


def test_set_get_all_has_delete() -> None:
    form = FormData()
    for value in ("1", "2", "3"):
        form.append("a", value)
    form.append("b", "x")
    form.set("a", "4")
    assert list(form) == [("a", "4"), ("b", "x")]
    form.append("a", "5")
    assert form.getAll("a") == form.get_all("a") == ["4", "5"]
    assert form.has("a") and "a" in form and "z" not in form and 1 not in form
    form.delete("a")
    assert list(form.keys()) == ["b"] and list(form.values()) == ["x"]
    assert form.get("a") is None and form.getAll("a") == []
    form.set("c", Blob(["bits"]), "c.bin")
    c = form.get("c")
    assert isinstance(c, File) and c.name == "c.bin"


def test_values_are_converted_as_javascript_does() -> None:
    form = FormData()
    form.append("n", 1.0)
    form.append("b", True)
    form.append("s\ud800", "v\udc00")
    assert list(form) == [("n", "1"), ("b", "true"), ("s\ufffd", "v\ufffd")]
    assert form.has("s\ud800")  # the name converted the same way


def test_for_each_and_entries() -> None:
    form = FormData()
    form.append("a", "1")
    form.append("b", "2")
    seen: list[tuple[object, object]] = []
    form.forEach(lambda value, name: seen.append((name, value)))
    assert seen == list(form.entries()) == [("a", "1"), ("b", "2")]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda f: f.append("a"), "Failed to execute 'append' on 'FormData': 2 arguments"),
        (lambda f: f.set(), "Failed to execute 'set' on 'FormData': 2 arguments required"),
        # with a filename, only the Blob overload has three arguments
        (lambda f: f.append("a", "b", "c"), "parameter 2 is not of type 'Blob'"),
        (lambda f: f.set("a", 1, "c"), "parameter 2 is not of type 'Blob'"),
        (lambda f: f.append("a", object()), "parameter 2 is not of type '(Blob or USVString)'"),
        (lambda f: f.append("a", b"bytes"), "parameter 2 is not of type '(Blob or USVString)'"),
        (lambda f: f.get(), "Failed to execute 'get' on 'FormData': 1 argument required"),
        (lambda f: f.append(None, "v"), "Failed to execute 'append' on 'FormData'"),
    ],
)
def test_argument_errors(call: object, message: str) -> None:
    with pytest.raises(TypeError, match=message.replace("(", r"\(").replace(")", r"\)")):
        call(FormData())  # type: ignore[operator]


def test_a_form_argument_until_the_dom_has_forms() -> None:
    """Nothing is an HTMLFormElement yet: any form is the TypeError a browser gives for a
    value of another type; None (undefined) is no form."""
    with pytest.raises(TypeError, match="parameter 1 is not of type 'HTMLFormElement'"):
        FormData(object())  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="parameter 2 is not of type 'HTMLElement'"):
        FormData(None, object())  # type: ignore[arg-type]
    assert len(FormData(None, None)) == 0


def test_repr_copy_and_pickle() -> None:
    form = FormData()
    form.append("a", "1")
    file = File(["x"], "f.txt", lastModified=3)
    form.append("f", file)
    assert repr(form) == (
        "FormData([('a', '1'), ('f', File(name='f.txt', size=1, type='', lastModified=3))])"
    )
    copied = copy.copy(form)
    copied.delete("a")
    assert len(copied) == 1 and len(form) == 2  # its own entry list
    assert copied.get("f") is file  # Files are immutable: shared
    assert copy.deepcopy(form).get("f") is file
    restored = pickle.loads(pickle.dumps(form))
    value = restored.get("f")
    assert isinstance(restored, FormData) and restored.get("a") == "1"
    assert isinstance(value, File) and (value.name, value.lastModified, bytes(value)) == (
        "f.txt",
        3,
        b"x",
    )
