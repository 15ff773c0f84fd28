"""``structuredClone`` (HTML's StructuredSerialize and StructuredDeserialize, with transfer)
over Python values and webapi's platform objects: what the web-platform-tests' structured
clone battery (html/webappapis/structured-clone/) checks, in Python's terms, with the
mapping docs/structured-clone.md gives, and what Python adds (tuples, frozensets, depth).
The comparison with V8's structuredClone is tests/html/test_structured_clone_v8.py."""

from __future__ import annotations

import array
import collections
import datetime
import enum
import math
import re
import sys
from typing import Any, NamedTuple

import pytest

from webapi.dom import DOMException
from webapi.html import structured_clone, structuredClone


def _data_clone_error(value: object, **options: Any) -> DOMException:
    with pytest.raises(DOMException) as caught:
        structuredClone(value, **options)
    assert caught.value.name == "DataCloneError"
    assert caught.value.code == DOMException.DATA_CLONE_ERR
    return caught.value


def test_the_snake_case_name_is_the_same_function() -> None:
    assert structured_clone is structuredClone


# --- primitives (the battery's "primitive ..." cases) -------------------------------------

PRIMITIVES = [
    None,
    True,
    False,
    "",
    "\ud800",  # a lone high surrogate
    "\udc00",  # a lone low surrogate
    "\x00",
    "\U0010fffd",
    0.2,
    0,
    0.0,
    math.inf,
    -math.inf,
    2**53,
    -(2**53),
    2**53 + 2,  # a BigInt in JavaScript
    -9007199254740994000,
    -(10**80),
    b"",
    b"\x00\xff",
]


@pytest.mark.parametrize("value", PRIMITIVES, ids=[repr(v)[:30] for v in PRIMITIVES])
def test_a_primitive_comes_back_equal_and_of_its_type(value: object) -> None:
    clone = structuredClone(value)
    assert type(clone) is type(value)
    assert clone == value
    # in a list and as a dict's value, as the battery's "Array primitives" and "Object ..."
    assert structuredClone([value]) == [value]
    assert structuredClone({"x": value}) == {"x": value}


def test_negative_zero_and_nan_are_kept() -> None:
    assert math.copysign(1, structuredClone(-0.0)) == -1
    assert math.isnan(structuredClone(math.nan))
    clone = structuredClone([-0.0, math.nan])
    assert math.copysign(1, clone[0]) == -1 and math.isnan(clone[1])


def test_dates_and_patterns_come_back() -> None:
    utc = datetime.UTC
    dates = [
        datetime.datetime(1970, 1, 1, tzinfo=utc),
        datetime.datetime(1, 1, 1),
        datetime.datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=utc),
        datetime.datetime(
            2021, 3, 4, 5, 6, 7, tzinfo=datetime.timezone(datetime.timedelta(hours=5))
        ),
        datetime.date(2020, 2, 29),
    ]
    assert structuredClone(dates) == dates
    assert [getattr(d, "tzinfo", None) for d in structuredClone(dates)] == [
        getattr(d, "tzinfo", None) for d in dates
    ]
    for pattern in (
        re.compile("foo", re.I | re.M),
        re.compile(""),
        re.compile("/"),
        re.compile("\n"),
    ):
        clone = structuredClone({"x": pattern})["x"]
        assert (clone.pattern, clone.flags) == (pattern.pattern, pattern.flags)


# --- containers, shared references and cycles --------------------------------------------


def test_containers_are_new_with_their_members_cloned() -> None:
    value: dict[str, Any] = {"a": [1, {"b": (2, [3])}], "s": {1, "x"}, "f": frozenset({(1, 2)})}
    clone = structuredClone(value)
    assert clone == value
    assert clone is not value and clone["a"] is not value["a"]
    assert clone["a"][1]["b"][1] is not value["a"][1]["b"][1]
    assert type(clone["a"][1]["b"]) is tuple and type(clone["f"]) is frozenset


def test_a_dict_keeps_its_keys_their_types_and_their_order() -> None:
    # A Map's keys: any value, in insertion order (an Object's integer keys would go first).
    value = {"b": 1, 1: 2, (1, "x"): 3, None: 4, frozenset({2}): 5, "0": 6}
    clone = structuredClone(value)
    assert list(clone.items()) == list(value.items())


def test_shared_references_stay_shared() -> None:
    shared = [1]
    value = {"x": shared, "y": shared, "z": [shared]}
    clone = structuredClone(value)
    assert clone["x"] is clone["y"] is clone["z"][0]
    assert clone["x"] is not shared


def test_cycles_are_kept() -> None:
    array_: list[object] = [1]
    array_.append(array_)
    clone = structuredClone(array_)
    assert clone[1] is clone and clone is not array_
    obj: dict[str, object] = {}
    obj["self"] = obj
    clone_obj = structuredClone(obj)
    assert clone_obj["self"] is clone_obj


def test_a_cycle_through_a_tuple_is_kept() -> None:
    inner: list[object] = []
    outer = (inner,)
    inner.append(outer)
    clone = structuredClone(outer)
    assert type(clone) is tuple and clone[0][0] is clone and clone[0] is not inner


def test_a_key_shared_with_a_value_is_one_object() -> None:
    key = (1, 2)
    clone = structuredClone({key: [key]})
    (clone_key,) = clone
    assert clone[clone_key][0] is clone_key


class _Point(NamedTuple):
    x: int
    y: int


class _Size(enum.IntEnum):
    BIG = 3


def test_a_subclass_comes_back_as_its_closest_serializable_class() -> None:
    ordered = collections.OrderedDict([("a", [1])])
    assert type(structuredClone(ordered)) is dict
    default = collections.defaultdict(list, {"a": [1]})
    clone = structuredClone(default)
    assert type(clone) is dict and clone == {"a": [1]}
    assert type(structuredClone(_Point(1, 2))) is tuple
    assert structuredClone(_Size.BIG) == 3 and type(structuredClone(_Size.BIG)) is int

    class Name(str):
        pass

    assert type(structuredClone(Name("a"))) is str


# --- buffers --------------------------------------------------------------------------------


def test_buffers_come_back_as_new_buffers() -> None:
    buffer = bytearray(b"abc")
    clone = structuredClone(buffer)
    assert clone == buffer and clone is not buffer and type(clone) is bytearray
    for typecode in "bBhHiIlLqQfd":
        typed = array.array(typecode, [1, 2, 3])
        typed_clone = structuredClone(typed)
        assert typed_clone == typed and typed_clone is not typed
        assert typed_clone.typecode == typecode
    view = memoryview(bytearray(b"abcd")).cast("B", (2, 2))
    view_clone = structuredClone(view)
    assert view_clone.tolist() == [[97, 98], [99, 100]]
    assert not view_clone.readonly and view_clone.format == "B"
    assert structuredClone(memoryview(b"ab")).readonly
    doubles = memoryview(array.array("d", [1.5, 2.5]))
    assert structuredClone(doubles).tolist() == [1.5, 2.5]


def test_every_view_format_cast_knows_comes_back() -> None:
    import struct

    for view_format in "bBhHiIlLqQnNfd?cP":
        size = struct.calcsize(view_format)
        for shape in ([4], [2, 2]):
            view = memoryview(bytearray(range(size * 4))).cast(view_format, shape)
            clone = structuredClone(view)
            assert (clone.format, clone.shape, clone.tolist()) == (
                view_format,
                view.shape,
                view.tolist(),
            )
    stepped = memoryview(bytearray(b"abcdef"))[::2]  # not contiguous: the bytes it shows
    assert structuredClone(stepped).tolist() == [97, 99, 101]
    scalar = structuredClone(memoryview(bytearray(8)).cast("d", []))  # of no dimension
    assert (scalar.shape, scalar.tolist()) == ((), 0.0)


def test_a_released_view_is_a_detached_buffer() -> None:
    view = memoryview(b"ab")
    view.release()
    _data_clone_error(view)


# --- errors ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "cls", [Exception, ValueError, TypeError, SyntaxError, NameError, KeyError, OSError]
)
def test_an_exception_keeps_its_class_and_message_only(cls: type[Exception]) -> None:
    error = cls("Error message here")
    error.foo = "testing"  # type: ignore[attr-defined]
    clone = structuredClone(error)
    assert type(clone) is cls and clone is not error
    assert clone.args == ("Error message here",)
    assert not hasattr(clone, "foo")


def test_an_empty_exception_has_no_message() -> None:
    clone = structuredClone(Exception())
    assert type(clone) is Exception and clone.args == ()


def test_an_exception_of_a_subclass_comes_back_as_its_closest_built_in_class() -> None:
    class Mine(LookupError):
        pass

    clone = structuredClone(Mine("m"))
    assert type(clone) is LookupError and clone.args == ("m",)
    # a built-in class that cannot be made from a message: its closest one that can
    decode_error = UnicodeDecodeError("utf-8", b"\xff", 0, 1, "bad")
    clone_decode = structuredClone(decode_error)
    assert type(clone_decode) is UnicodeError and clone_decode.args == (str(decode_error),)


def test_dom_exceptions_keep_name_message_and_code() -> None:
    clone = structuredClone(DOMException("m", "SyntaxError"))
    assert type(clone) is DOMException
    assert (clone.name, clone.message, clone.code) == ("SyntaxError", "m", 12)


# --- platform objects -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "parts",
    [["foo"], [], ["\x00"], [b"\xed\xa0\x80"], [b"\xed\xb0\x80"], [b"\xed\xa0\x80\xed\xb0\x80"]],
    ids=["basic", "empty", "NUL", "high surrogate", "low surrogate", "paired surrogates"],
)
def test_a_blob_is_a_new_blob_with_the_same_bytes_and_type(parts: list[Any]) -> None:
    from webapi.fileapi import Blob, File

    blob = Blob(parts, {"type": "text/x-bar"})
    for clone in (
        structuredClone(blob),
        structuredClone([blob])[0],
        structuredClone({"x": blob})["x"],
    ):
        assert type(clone) is Blob and not isinstance(clone, File)
        assert clone is not blob
        assert (clone.size, clone.type, bytes(clone)) == (blob.size, blob.type, bytes(blob))


def test_a_file_keeps_its_name_and_time_and_a_subclass_comes_back_as_a_file() -> None:
    from webapi.fileapi import File

    class FileSubclass(File):
        __slots__ = ()

    file = FileSubclass(["bar"], "foo.txt", {"type": "text/plain", "lastModified": 42})
    clone = structuredClone(file)
    assert type(clone) is File
    assert (clone.name, clone.lastModified, clone.type, bytes(clone)) == (
        "foo.txt",
        42,
        "text/plain",
        b"bar",
    )


def test_rectangles_keep_their_class_and_values() -> None:
    from webapi.geometry import DOMRect, DOMRectReadOnly

    for cls in (DOMRect, DOMRectReadOnly):
        rect = cls(1.5, -2, math.inf, math.nan)
        clone = structuredClone(rect)
        assert type(clone) is cls and clone is not rect
        assert (clone.x, clone.y, clone.width) == (1.5, -2, math.inf)
        assert math.isnan(clone.height)


def _function() -> None:
    pass


class _Plain:
    pass


def _refused() -> list[object]:
    from webapi import URL
    from webapi.fetch import Response
    from webapi.html import document_from_response

    document = document_from_response(b"<p>x", "https://a.example/")
    return [
        _function,
        lambda: 1,
        len,
        _Plain(),
        _Plain,
        object(),
        (x for x in ""),
        URL("https://a.example/"),
        Response(),
        document,
        document.body,
        KeyboardInterrupt(),
        memoryview(b"abcd").cast("c").cast("B").cast("I"),  # fine: its format is native
        complex(1, 2),
    ]


def test_what_browsers_refuse_is_a_data_clone_error() -> None:
    refused = _refused()
    for value in refused:
        if isinstance(value, memoryview):
            assert structuredClone(value).tolist() == value.tolist()
            continue
        _data_clone_error(value)
        _data_clone_error([1, {"x": value}])  # deep inside too
        _data_clone_error({value: 1} if not isinstance(value, list) else [value])


# --- transfer -------------------------------------------------------------------------------


def test_a_transferred_buffer_is_moved_and_the_original_emptied() -> None:
    buffer = bytearray(b"abc")
    clone = structuredClone({"b": buffer, "again": buffer}, transfer=[buffer])
    assert clone["b"] == b"abc" and clone["b"] is clone["again"]
    assert buffer == b"" and len(buffer) == 0  # detached: byteLength 0
    typed = array.array("d", [1.5])
    assert structuredClone(typed, {"transfer": [typed]}) == array.array("d", [1.5])
    assert len(typed) == 0
    alone = bytearray(b"x")
    assert structuredClone(alone, transfer=[alone]) == b"x" and alone == b""


def test_a_transferred_buffer_outside_the_value_is_detached_too() -> None:
    buffer = bytearray(b"abc")
    assert structuredClone(1, transfer=[buffer]) == 1
    assert buffer == b""


def test_the_keyword_wins_over_the_options() -> None:
    first, second = bytearray(b"1"), bytearray(b"2")
    structuredClone([first, second], {"transfer": [first]}, transfer=[second])
    assert (bytes(first), bytes(second)) == (b"1", b"")


def test_bad_transfer_lists_are_data_clone_errors_and_detach_nothing() -> None:
    buffer = bytearray(b"abc")
    _data_clone_error(1, transfer=[buffer, buffer])  # a duplicate
    assert buffer == b"abc"
    from webapi.fileapi import Blob

    for entry in (b"abc", [1], Blob(["x"]), memoryview(bytearray(b"x")), {1}):
        _data_clone_error(1, transfer=[buffer, entry])
        assert buffer == b"abc"
    held = bytearray(b"xy")
    view = memoryview(held)  # a buffer a view holds cannot be detached
    _data_clone_error(1, transfer=[buffer, held])
    assert (bytes(buffer), bytes(held)) == (b"abc", b"xy")
    view.release()
    # a value that cannot be cloned: nothing detached either
    _data_clone_error([buffer, _function], transfer=[buffer])
    assert buffer == b"abc"


class _Port:
    """A stand-in for MessagePort: transferable through the registry."""

    __slots__ = ("detached", "name")

    def __init__(self, name: str) -> None:
        self.name = name
        self.detached = False


class _PortSteps:
    __slots__ = ()

    def refusal(self, value: _Port) -> str | None:
        return "A detached port cannot be transferred." if value.detached else None

    def transfer(self, value: _Port) -> object:
        value.detached = True
        return value.name

    def receive(self, data: str) -> object:
        return _Port(data + " received")


def test_a_registered_type_transfers_without_a_change_of_the_algorithm() -> None:
    from webapi.html.common import _structured_clone

    _structured_clone.register_transferable(_Port, _PortSteps())
    try:
        port = _Port("p")
        clone = structuredClone({"port": port, "same": port}, transfer=[port])
        assert clone["port"].name == "p received" and clone["port"] is clone["same"]
        assert port.detached
        alone = _Port("alone")
        assert structuredClone(alone, transfer=[alone]).name == "alone received"
        error = _data_clone_error(1, transfer=[port])
        assert "detached" in error.message
        _data_clone_error(_Port("q"))  # not serializable: it only transfers
    finally:
        del _structured_clone.TRANSFERABLE[_Port]
    _data_clone_error(1, transfer=[_Port("r")])


# --- arguments ------------------------------------------------------------------------------


@pytest.mark.parametrize("options", [4, "x", [], b"x", 1.5])
def test_options_that_are_no_dict_are_a_type_error(options: object) -> None:
    with pytest.raises(TypeError, match="'options'"):
        structuredClone(1, options)  # type: ignore[arg-type]


@pytest.mark.parametrize("transfer", [4, "x", b"x", {}, 1.5, [1], [None], ["x"]])
def test_a_transfer_that_is_no_sequence_of_objects_is_a_type_error(transfer: object) -> None:
    with pytest.raises(TypeError, match="'transfer'"):
        structuredClone(1, transfer=transfer)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="'transfer'"):
        structuredClone(1, {"transfer": transfer})  # type: ignore[arg-type]


def test_empty_options_and_transfer_are_no_transfer() -> None:
    assert structuredClone([1], {}) == [1]
    assert structuredClone([1], {"transfer": ()}, transfer=None) == [1]
    assert structuredClone([1], transfer=iter([])) == [1]


# --- depth ----------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["list", "dict", "tuple", "frozenset"])
def test_a_deep_value_clones_without_recursion(kind: str) -> None:
    # (Pyodide: freeing a value nested 100,000 deep, the test's own or the clone, overflows
    # WebAssembly's stack whatever made it, as docs/xpath.md notes for parsed expressions)
    depth = 1_000 if sys.platform == "emscripten" else 100_000
    value: Any = 0
    for _ in range(depth):
        if kind == "list":
            value = [value]
        elif kind == "dict":
            value = {"a": value}
        elif kind == "tuple":
            value = (value,)
        else:
            value = frozenset({value})
    clone = structuredClone(value)
    count = 0
    while clone != 0:
        clone = next(iter(clone.values())) if kind == "dict" else next(iter(clone))
        count += 1
    assert count == depth
