"""``FormDataImpl`` and "create an entry" (https://xhr.spec.whatwg.org/#interface-formdata and
the HTML Standard's create an entry), with what WPT's xhr/formdata tests (set-blob.any.js,
iteration.any.js, and the append/get/getAll/has/delete/set tests) check at the impl level, in
our own words. The operations against Node's FormData are tests/forms'."""

from __future__ import annotations

from operator import attrgetter

from webapi._webidl import PairEntryIterator
from webapi.fileapi.engine import BlobImpl, FileImpl
from webapi.xhr.engine import FormDataImpl, create_an_entry


def _form(*pairs: tuple[str, str]) -> FormDataImpl:
    form = FormDataImpl(clock=lambda: 99)
    for name, value in pairs:
        form.append(name, value)
    return form


def _describe(value: object) -> object:
    if isinstance(value, FileImpl):
        return ("File", value._name, value._type, value._bytes(), value._last_modified)
    return value


# --- create an entry (set-blob.any.js and the append tests) ------------------------------


def test_a_blob_becomes_a_file_named_blob_at_the_clocks_time() -> None:
    form = FormDataImpl(clock=lambda: 1234)
    form.set("blob-1", BlobImpl())
    form.set("blob-2", BlobImpl([], "text/plain"))
    form.set("blob-3", BlobImpl(), "custom name")
    assert [_describe(form.get(name)) for name in ("blob-1", "blob-2", "blob-3")] == [
        ("File", "blob", "", b"", 1234),
        ("File", "blob", "text/plain", b"", 1234),
        ("File", "custom name", "", b"", 1234),
    ]
    assert form.get("blob-1") is form.get("blob-1")


def test_a_file_keeps_its_name_and_time_unless_a_filename_is_given() -> None:
    form = FormDataImpl(clock=lambda: 1234)
    file = FileImpl(["x"], "name", last_modified=5)
    form.set("file-1", file)
    form.set("file-2", FileImpl([], "name", last_modified=123), "custom name")
    assert form.get("file-1") is file
    assert _describe(form.get("file-2")) == ("File", "custom name", "", b"", 123)


def test_names_and_string_values_become_scalar_value_strings() -> None:
    assert create_an_entry("a\ud800", "b\udc00") == ("a\ufffd", "b\ufffd")
    assert create_an_entry("\ud83d\ude00", "x") == ("\U0001f600", "x")
    _, value = create_an_entry("n", BlobImpl(["bits"]), "f\ud800")
    assert isinstance(value, FileImpl) and value._name == "f\ufffd"


def test_the_file_shares_the_blobs_bytes() -> None:
    data = bytes(100_000)
    _, value = create_an_entry("n", BlobImpl([data]))
    assert isinstance(value, FileImpl) and value._bytes() is data


# --- the methods ---------------------------------------------------------------------------


def test_append_get_get_all_has() -> None:
    form = _form(("key", "value1"), ("key", "value2"), ("other", "x"))
    assert form.get("key") == "value1"
    assert form.get_all("key") == ["value1", "value2"]
    assert form.get("nil") is None
    assert form.get_all("nil") == []
    assert form.has("key") and not form.has("nil") and not form.has("KEY")
    form.append("a\ud800", "1")
    assert form.has("a\ufffd") and form.has("a\ud800") and form.get("a\udbff") == "1"


def test_delete_removes_every_entry_of_the_name() -> None:
    form = _form(("key", "1"), ("b", "2"), ("key", "3"))
    form.delete("key")
    assert form.entry_list == [("b", "2")]
    form.delete("nil")
    assert form.entry_list == [("b", "2")]


def test_set_replaces_the_first_and_removes_the_others_in_place() -> None:
    form = _form(("a", "1"), ("key", "2"), ("b", "3"), ("key", "4"), ("c", "5"))
    form.set("key", "new")
    assert form.entry_list == [("a", "1"), ("key", "new"), ("b", "3"), ("c", "5")]
    form.set("d", "6")
    assert form.entry_list[-1] == ("d", "6")


def test_values_of_both_kinds_in_order() -> None:
    form = FormDataImpl(clock=lambda: 0)
    form.append("a", "1")
    form.append("f", BlobImpl(["bits"], "text/x"), "n.txt")
    form.append("a", "2")
    assert [(name, _describe(value)) for name, value in form.entry_list] == [
        ("a", "1"),
        ("f", ("File", "n.txt", "text/x", b"bits", 0)),
        ("a", "2"),
    ]


# --- iteration (iteration.any.js) --------------------------------------------------------


def _iterate(form: FormDataImpl, step: object) -> list[tuple[str, object]]:
    """The pairs a generated class's iterator yields (webapi._webidl's, over ``entry_list``),
    calling ``step(name)`` after each."""
    seen = []
    for name, value in PairEntryIterator(form, attrgetter("entry_list")):
        seen.append((name, value))
        step(name)  # type: ignore[operator]
    return seen


def test_iteration_skips_entries_removed_ahead() -> None:
    form = _form(("foo", "0"), ("baz", "1"), ("BAR", "2"))
    assert _iterate(form, lambda name: form.delete("baz")) == [("foo", "0"), ("BAR", "2")]


def test_removing_entries_behind_skips_one() -> None:
    form = _form(("foo", "0"), ("baz", "1"), ("BAR", "2"), ("quux", "3"))
    seen = _iterate(form, lambda name: form.delete("foo") if name == "baz" else None)
    assert seen == [("foo", "0"), ("baz", "1"), ("quux", "3")]


def test_appending_during_iteration_is_reached() -> None:
    form = _form(("foo", "0"), ("baz", "1"), ("BAR", "2"), ("quux", "3"))
    seen = _iterate(form, lambda name: form.append("X-yZ", "4") if name == "baz" else None)
    assert [name for name, _ in seen] == ["foo", "baz", "BAR", "quux", "X-yZ"]
