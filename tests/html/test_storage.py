"""Web Storage (https://html.spec.whatwg.org/multipage/webstorage.html): the ``Storage``
interface and webapi's storage shed. The first part ports, in our own words, what the
web-platform-tests' ``webstorage/`` directory checks without a window (each test names the WPT
file), for ``localStorage`` and ``sessionStorage`` alike; the ``storage`` events' files
(``event_*.html``) are ported as what the broadcast hands the listener of another ``Storage``
object of the same origin. Then the Python protocols, the quota, the shed (origins,
traversables, persistence, clearing) and the opaque origins."""

from __future__ import annotations

import copy
import json
import pickle
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from webapi import URL
from webapi.dom import DOMException
from webapi.html import Storage, StorageEvent, StorageShed
from webapi.url import OpaqueOrigin

ORIGIN = "https://example.com"
PAGE = "https://example.com/page.html"

Event = tuple[str | None, str | None, str | None, str, Any]


def _storage(shed: StorageShed, kind: str, **options: Any) -> Storage:
    if kind == "local":
        return shed.local_storage_for(PAGE, **options)
    return shed.session_storage_for("tab", PAGE, **options)


@pytest.fixture(params=["local", "session"])
def kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def storage(kind: str) -> Storage:
    return _storage(StorageShed(), kind)


# -- webstorage/storage_setitem.window.js, storage_length, storage_in ------------------------


def test_set_item_adds_one_item(storage: Storage) -> None:
    storage.setItem("name", "user1")
    assert storage.length == 1
    assert len(storage) == 1


def test_named_setter_and_getter(storage: Storage) -> None:
    assert "name" not in storage
    storage["name"] = "user1"
    assert "name" in storage
    assert storage.length == 1
    assert storage.getItem("name") == "user1"
    assert storage["name"] == "user1"
    storage["name"] = "user2"
    assert storage.length == 1
    assert storage["name"] == "user2"
    assert storage.getItem("name") == "user2"


def test_values_are_converted_to_strings(storage: Storage) -> None:
    # storage_string_conversion.window.js: only strings are stored (JavaScript's ToString)
    storage.setItem("int", 0)
    storage["float"] = 1.5
    storage.setItem("bool", True)
    storage.setItem(10, "number key")
    assert storage.getItem("int") == "0"
    assert storage["float"] == "1.5"
    assert storage["bool"] == "true"
    assert storage.getItem("10") == "number key"
    assert storage.getItem(10) == "number key"
    assert storage.keys() == ["int", "float", "bool", "10"]


def test_a_value_that_cannot_be_converted_changes_nothing(storage: Storage) -> None:
    # setItem({ throws }): the conversion's error, and the old value kept. In Python a value
    # that is no string, number or stringifier is that TypeError (None too: JavaScript's null
    # would be "null").
    storage.setItem("age", "10")
    for value in (None, object(), [1], b"x"):
        with pytest.raises(TypeError, match="setItem"):
            storage.setItem("age", value)  # type: ignore[arg-type]
        with pytest.raises(TypeError):
            storage["age"] = value  # type: ignore[assignment]
    assert storage.length == 1
    assert storage["age"] == "10"


def test_nul_in_keys_and_values(storage: Storage) -> None:
    storage["foo\0bar"] = "user1"
    assert "foo\0bar" in storage
    for other in ("foo\0", "foo\0baz", "foo"):
        assert other not in storage
        assert storage.getItem(other) is None
        with pytest.raises(KeyError):
            storage[other]
    storage["name"] = "foo\0bar"
    assert storage.getItem("name") == "foo\0bar"


INTERESTING = [
    "\ud7ff",
    "\ud800",
    "\udbff",
    "\udc00",
    "\udfff",
    "\ue000",
    "\ufffd",
    "\ufffe",
    "\uffff",
    "\U0001f34d",
    "\ud83ca",
    "a\udf4d",
    "\U0010ffff",
    *map(chr, range(0x100)),
]


def test_interesting_strings_as_keys_and_values(storage: Storage) -> None:
    for text in INTERESTING:
        storage.clear()
        storage[text] = "user1"
        assert text in storage
        assert storage.length == 1
        assert storage.getItem(text) == "user1"
        storage.clear()
        storage["name"] = text
        assert storage.getItem("name") == text  # lone surrogates kept: DOMString


# -- storage_key.window.js, storage_key_empty_string ------------------------------------------


def test_key(storage: Storage) -> None:
    for name, value in [("name", "user1"), ("age", "20"), ("a", "1"), ("b", "2")]:
        storage.setItem(name, value)
    keys = [storage.key(i) for i in range(4)]
    assert sorted(keys) == ["a", "age", "b", "name"]  # type: ignore[type-var]
    for i in range(4):
        assert storage.key(i + 0x100000000) == keys[i]  # unsigned long: modulo 2**32
    assert storage.key(-1) is None  # 4294967295
    assert storage.key(4) is None
    storage.setItem("name", "user2")
    assert [storage.key(i) for i in range(4)] == keys  # a changed value keeps its place


def test_the_empty_string_is_a_key(storage: Storage) -> None:
    storage.setItem("", "empty string")
    assert storage.getItem("") == "empty string"
    assert storage.key(0) == ""


# -- storage_getitem, storage_removeitem, storage_clear ----------------------------------------


def test_get_item_and_named_access(storage: Storage) -> None:
    for name, value in [("name", "x"), ("undefined", "foo"), ("null", "bar"), ("", "baz")]:
        storage.setItem(name, value)
    assert storage.length == 4
    assert storage.getItem("unknown") is None
    with pytest.raises(KeyError):
        storage["unknown"]
    assert storage.get("unknown") is None
    assert storage.get("unknown", "default") == "default"
    assert storage.get(3) is None  # type: ignore[arg-type]
    assert (storage["undefined"], storage["null"], storage[""]) == ("foo", "bar", "baz")
    assert storage.get_item("name") == "x"


def test_remove_item(storage: Storage) -> None:
    storage.setItem("name", "user1")
    storage.removeItem("name")
    storage.removeItem("unknown")
    assert storage.getItem("name") is None
    storage.setItem("name", "user1")
    del storage["name"]
    assert storage.length == 0
    with pytest.raises(KeyError):
        del storage["unknown"]  # the mapping protocol (JavaScript's delete does nothing)
    storage.setItem("1", "x")
    storage.remove_item(1)
    assert "1" not in storage


def test_clear(storage: Storage) -> None:
    storage.setItem("name", "user1")
    storage.clear()
    assert storage.getItem("name") is None
    assert "name" not in storage
    assert storage.length == 0
    storage.clear()  # nothing to clear
    assert storage.length == 0


# -- missing_arguments.window.js ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("method", "arguments"),
    [("key", ()), ("getItem", ()), ("setItem", ()), ("setItem", ("a",)), ("removeItem", ())],
)
def test_missing_arguments_are_type_errors(
    storage: Storage, method: str, arguments: tuple[str, ...]
) -> None:
    with pytest.raises(TypeError, match=f"'{method}' on 'Storage'"):
        getattr(storage, method)(*arguments)


# -- storage_builtins, storage_functions_not_overwritten, storage_enumerate ----------------


def test_items_named_as_the_methods_hide_nothing(storage: Storage) -> None:
    names = ["key", "getItem", "setItem", "removeItem", "clear", "length", "keys", "get"]
    for name in names:
        storage[name] = name
    assert [storage.getItem(name) for name in names] == names
    assert storage.length == len(names)
    storage.setItem("test", "123")
    assert storage.key(0) == "key"
    assert callable(storage.getItem)
    storage.removeItem("test")
    storage.clear()
    assert storage.length == 0


def test_enumeration_gives_the_keys_only(storage: Storage) -> None:
    for name, value in [("foo", "bar"), ("baz", "quux"), ("0", "alpha"), ("42", "beta")]:
        storage[name] = value
    assert sorted(storage) == ["0", "42", "baz", "foo"]
    assert sorted(storage.values()) == ["alpha", "bar", "beta", "quux"]
    assert dict(storage) == {"foo": "bar", "baz": "quux", "0": "alpha", "42": "beta"}


def test_supported_property_names(storage: Storage) -> None:
    # storage_supported_property_names.window.js: Object.getOwnPropertyNames
    assert list(storage) == []
    storage["name"] = "user1"
    assert list(storage) == ["name"]


def test_a_number_is_no_python_key(storage: Storage) -> None:
    # storage_indexing.window.js: no indexed properties. In Python a key is a str: storage[1]
    # is a KeyError even where "1" is set (getItem(1) converts).
    storage["name"] = "user1"
    for index in (-1, 0, 1):
        with pytest.raises(KeyError):
            storage[index]  # type: ignore[index]
    storage.setItem(1, "number")
    assert storage["1"] == "number"
    with pytest.raises(TypeError, match="str"):
        storage[2] = "x"  # type: ignore[index]


# -- the Python mapping -----------------------------------------------------------------------


def test_insertion_order_and_mapping_methods(storage: Storage) -> None:
    for name in ["b", "a", "c", "10", "2"]:
        storage[name] = name.upper()
    storage["a"] = "changed"  # keeps its place
    assert list(storage) == ["b", "a", "c", "10", "2"]
    assert storage.items() == [("b", "B"), ("a", "changed"), ("c", "C"), ("10", "10"), ("2", "2")]
    del storage["a"]
    storage["a"] = "again"  # a key that comes back goes last
    assert storage.keys() == ["b", "c", "10", "2", "a"]
    assert [storage.key(i) for i in range(storage.length)] == storage.keys()
    assert bool(StorageShed().local_storage_for(ORIGIN))  # empty, still true


def test_iteration_is_a_snapshot(storage: Storage) -> None:
    storage["a"] = "1"
    storage["b"] = "2"
    for name in storage:
        del storage[name]
    assert storage.length == 0


def test_repr_and_no_copies(storage: Storage, kind: str) -> None:
    storage["a"] = "1"
    assert repr(storage) == f"<Storage {kind} length=1>"
    for refused in (pickle.dumps, copy.copy, copy.deepcopy):
        with pytest.raises(TypeError, match="Storage"):
            refused(storage)
    with pytest.raises(TypeError, match="Illegal constructor"):
        Storage()


# -- quota: storage_local_setitem_quotaexceedederr.window.js, and Chromium's counting ----------


def test_filling_the_storage_raises_quota_exceeded_error(storage: Storage) -> None:
    value = "x" * 1024
    index = 0
    with pytest.raises(DOMException) as raised:
        while True:
            index += 1
            storage.setItem(f"name{index}", f"{value}{index}")
    assert raised.value.name == "QuotaExceededError"
    assert raised.value.code == 22 == DOMException.QUOTA_EXCEEDED_ERR
    assert f"name{index}" not in storage
    assert storage.length == index - 1
    assert 5000 < index < 5100  # 5,242,880 code units, some 1,035 an item


def test_the_quota_counts_utf16_code_units_of_keys_and_values() -> None:
    storage = StorageShed(quota=10).local_storage_for(ORIGIN)
    storage.setItem("k", "x" * 9)  # 1 + 9
    with pytest.raises(DOMException, match="'k2' exceeded the quota"):
        storage.setItem("k2", "")
    storage.setItem("k", "\U0001f600" * 4 + "\u00e9")  # 1 + 4 * 2 + 1: the new value only
    with pytest.raises(DOMException):
        storage.setItem("k", "\U0001f600" * 5)  # 1 + 10
    assert storage["k"] == "\U0001f600" * 4 + "\u00e9"
    storage.removeItem("k")
    storage.setItem("\ud800" * 5, "\u4e00" * 5)  # a lone surrogate is one code unit
    assert StorageShed(quota=None).quota is None


def test_setting_the_same_value_at_the_limit_is_no_error() -> None:
    storage = StorageShed(quota=4).local_storage_for(ORIGIN)
    storage.setItem("ab", "cd")
    storage.setItem("ab", "cd")
    storage.setItem("ab", "ef")
    assert storage["ab"] == "ef"


# -- storage events: event_basic, event_*_key/oldvalue/newvalue/url/storagearea/removeitem,
#    event_no_duplicates -------------------------------------------------------------------


def _listening(shed: StorageShed, kind: str, url: str, events: list[Event]) -> Storage:
    def listener(*arguments: Any) -> None:
        events.append(arguments)  # type: ignore[arg-type]

    return _storage(shed, kind, url=url, listener=listener)


def test_the_broadcast_reaches_the_other_storage_objects_of_the_origin(kind: str) -> None:
    shed = StorageShed()
    mine: list[Event] = []
    theirs: list[Event] = []
    storage = _listening(shed, kind, PAGE, mine)
    other = _listening(shed, kind, "https://example.com/resources/iframe.html", theirs)
    storage.setItem("FOO", "BAR")
    storage.setItem("FOO", "BAR")  # the same value: no event
    storage.setItem("FOO", "BAZ")
    storage.removeItem("missing")  # nothing removed: no event
    storage.removeItem("FOO")
    storage.clear()  # already empty: no event
    storage["a"] = "1"
    storage.clear()
    assert mine == []  # never the object that changed
    assert theirs == [
        ("FOO", None, "BAR", PAGE, other),
        ("FOO", "BAR", "BAZ", PAGE, other),
        ("FOO", "BAZ", None, PAGE, other),
        ("a", None, "1", PAGE, other),
        (None, None, None, PAGE, other),
    ]
    assert theirs[0][4] is other
    other.setItem("b", "2")
    assert mine == [("b", None, "2", "https://example.com/resources/iframe.html", storage)]


def test_a_storage_event_from_the_listener() -> None:
    shed = StorageShed()
    fired: list[StorageEvent] = []

    def listener(
        key: str | None, old: str | None, new: str | None, url: str, area: Storage
    ) -> None:
        init = {"key": key, "oldValue": old, "newValue": new, "url": url, "storageArea": area}
        fired.append(StorageEvent("storage", init))

    mine = shed.local_storage_for(PAGE)
    other = shed.local_storage_for(ORIGIN, listener=listener)
    mine.setItem("k", "v")
    event = fired[0]
    assert (event.key, event.oldValue, event.newValue, event.url) == ("k", None, "v", PAGE)
    assert event.storageArea is other


def test_no_broadcast_across_origins_types_or_traversables() -> None:
    shed = StorageShed()
    events: list[Event] = []

    def listener(*arguments: Any) -> None:
        events.append(arguments)  # type: ignore[arg-type]

    held = [  # a Storage object nobody holds hears nothing: these are held
        shed.local_storage_for("https://example.org/", listener=listener),
        shed.local_storage_for("http://example.com/", listener=listener),
        shed.session_storage_for("tab", ORIGIN, listener=listener),
        shed.session_storage_for("other tab", ORIGIN, listener=listener),
        shed.local_storage_for(ORIGIN, listener=listener),
    ]
    shed.local_storage_for(PAGE).setItem("k", "v")
    assert events == [("k", None, "v", PAGE, held[4])]  # the default url: the URL given
    events.clear()
    shed.session_storage_for("tab", URL(PAGE)).setItem("k", "v")
    assert events == [("k", None, "v", PAGE, held[2])]


def test_a_storage_object_nobody_holds_hears_nothing() -> None:
    import gc

    shed = StorageShed()
    events: list[object] = []
    shed.local_storage_for(ORIGIN, listener=lambda *a: events.append(a))
    gc.collect()
    shed.local_storage_for(ORIGIN).setItem("k", "v")
    assert events == []


# -- the shed -------------------------------------------------------------------------------


def test_one_area_per_origin() -> None:
    shed = StorageShed()
    first = shed.local_storage_for("https://example.com/a")
    first["k"] = "v"
    assert first is not shed.local_storage_for(URL("https://example.com:443/b?q"))
    assert shed.local_storage_for(URL("https://example.com/b"))["k"] == "v"
    assert "k" not in shed.local_storage_for("https://sub.example.com/")
    assert "k" not in shed.local_storage_for("http://example.com/")
    assert "k" not in shed.session_storage_for("tab", "https://example.com/")


def test_session_storage_is_per_traversable_and_origin() -> None:
    shed = StorageShed()
    shed.session_storage_for("tab", PAGE)["k"] = "v"
    assert shed.session_storage_for("tab", ORIGIN)["k"] == "v"
    assert "k" not in shed.session_storage_for("other tab", PAGE)
    traversable = object()
    shed.session_storage_for(traversable, PAGE)["t"] = "1"
    assert "t" not in shed.session_storage_for("tab", PAGE)
    kept = shed.session_storage_for("tab", PAGE)
    shed.close_traversable("tab")
    assert "k" not in shed.session_storage_for("tab", PAGE)
    assert kept["k"] == "v"  # an object already made keeps its items
    assert shed.session_storage_for(traversable, PAGE)["t"] == "1"


@pytest.mark.parametrize(
    "origin", ["data:text/html,x", "about:blank", "file:///tmp/a.html", "javascript:0"]
)
def test_an_opaque_origin_has_no_storage(origin: str) -> None:
    shed = StorageShed()
    for ask in (shed.local_storage_for, lambda o: shed.session_storage_for("tab", o)):
        with pytest.raises(DOMException) as raised:
            ask(origin)
        assert raised.value.name == "SecurityError"
    with pytest.raises(DOMException, match="opaque"):
        shed.local_storage_for(OpaqueOrigin())


def test_clear_empties_the_areas_without_events() -> None:
    shed = StorageShed()
    events: list[object] = []
    local = shed.local_storage_for(ORIGIN, listener=lambda *a: events.append(a))
    other = shed.local_storage_for("https://example.org")
    session = shed.session_storage_for("tab", ORIGIN)
    local["a"] = session["a"] = other["a"] = "1"
    shed.clear(PAGE)
    assert (local.length, session.length, other.length) == (0, 0, 1)
    local["b"] = "2"
    shed.clear()
    assert (local.length, other.length) == (0, 0)
    assert events == []


def test_to_dict_from_dict_save_and_load(tmp_path: Path) -> None:
    shed = StorageShed()
    local = shed.local_storage_for("https://example.com/a")
    local["theme"] = "dark"
    local["lone"] = "\ud800\U0001f600"
    shed.local_storage_for("http://127.0.0.1:8000/")["n"] = "1"
    shed.local_storage_for("https://empty.example/")  # no items: left out
    shed.session_storage_for("tab", ORIGIN)["s"] = "session"  # not persisted
    expected = {
        "https://example.com": {"theme": "dark", "lone": "\ud800\U0001f600"},
        "http://127.0.0.1:8000": {"n": "1"},
    }
    assert shed.to_dict() == expected
    assert StorageShed.from_dict(expected).to_dict() == expected
    path = tmp_path / "storage.json"
    shed.save(path)
    assert json.loads(path.read_text(encoding="utf-8")) == expected
    loaded = StorageShed.load(str(path))
    assert loaded.local_storage_for("https://example.com/x").items() == list(
        expected["https://example.com"].items()
    )
    assert loaded.session_storage_for("tab", ORIGIN).length == 0
    assert repr(loaded) == "<StorageShed local=['http://127.0.0.1:8000', 'https://example.com']>"


def test_from_dict_keeps_the_quota() -> None:
    with pytest.raises(DOMException) as raised:
        StorageShed.from_dict({ORIGIN: {"k": "12345"}}, quota=5)
    assert raised.value.name == "QuotaExceededError"
    assert StorageShed.from_dict({ORIGIN: {"k": "1234"}}, quota=5).quota == 5
    with pytest.raises(DOMException, match="opaque"):
        StorageShed.from_dict({"data:,": {"k": "v"}})


def _each_key(storage: Storage) -> Iterator[str | None]:
    return (storage.key(i) for i in range(storage.length))


def test_key_after_removals_and_additions() -> None:
    storage = StorageShed().local_storage_for(ORIGIN)
    for i in range(10):
        storage[f"k{i}"] = str(i)
    assert list(_each_key(storage)) == [f"k{i}" for i in range(10)]
    storage.removeItem("k9")  # the last: the list is kept
    storage.removeItem("k3")
    storage["k10"] = "10"
    assert list(_each_key(storage)) == [f"k{i}" for i in (0, 1, 2, 4, 5, 6, 7, 8, 10)]
    while storage.length:
        storage.removeItem(storage.key(0))  # type: ignore[arg-type]
    assert storage.keys() == []


def test_update_pop_and_setdefault(storage: Storage) -> None:
    storage.update({"a": "1", "b": 2}, c=True)
    storage.update([("d", "4")])
    assert storage.items() == [("a", "1"), ("b", "2"), ("c", "true"), ("d", "4")]
    assert storage.pop("a") == "1"
    assert storage.pop("a", None) is None
    with pytest.raises(KeyError):
        storage.pop("a")
    assert storage.setdefault("b", "x") == "2"
    assert storage.setdefault("e", 5) == "5"
    assert list(storage) == ["b", "c", "d", "e"]
    with pytest.raises(TypeError):
        storage.update({"f": None})
