"""The generated bindings' fast cases (``idl/emit.py``) against the general conversion.

A generated method converts a value of an exact common type without calling the converter
(``pytypes._IDENTITY``: an ASCII ``str`` for a USVString, ``bytes`` for a BufferSource, ...),
and gives an options dictionary whose members are all ``boolean``s with a default, left out
with its keywords left out or ``bool``s, as a dictionary literal (``defaults_fast_case``).
Each is proved here to give what the general path gives: the converter itself for the first;
for the second, the generated ``TextDecoder``, ``decode`` and ``URLPattern`` against the
statements they were generated as before (``keyword_options``, then the runtime converters),
over values of every kind: subclasses of ``bytes`` and ``dict``, dicts with other keys,
mappings with getters (called once each, in the same order), non-bool ``stream`` values,
``__bool__`` that raises, wrong types (the same error, naming the same parameter).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Mapping
from types import MappingProxyType
from typing import Any

import pytest

from idl.model import INTEGER_TYPES, IDLType
from idl.pytypes import _IDENTITY, Types
from idl.reader import read_idl
from tests._sample import sampled
from tests._sizes import tiered
from webapi import _webidl
from webapi.encoding import _bindings as encoding_bindings
from webapi.urlpattern import _bindings as urlpattern_bindings


class Str(str):
    pass


class Bytes(bytes):
    pass


class Dict(dict[str, object]):
    def get(self, key: str, default: object = None) -> object:
        log.append(("Dict.get", key))
        return super().get(key, default)


class Getters(Mapping[str, object]):
    """A mapping that logs each read."""

    def __init__(self, **items: object) -> None:
        self.items_ = items

    def __getitem__(self, key: str) -> object:
        log.append(("getitem", key))
        return self.items_[key]

    def __iter__(self) -> Iterator[str]:
        log.append(("iter", ""))
        return iter(self.items_)

    def __len__(self) -> int:
        return len(self.items_)


class IntSubclass(int):
    pass


class Truthy:
    def __bool__(self) -> bool:
        log.append(("bool", "Truthy"))
        return True


class Falsy:
    def __bool__(self) -> bool:
        log.append(("bool", "Falsy"))
        return False


class Refusing:
    def __bool__(self) -> bool:
        raise ValueError("no truth value")


log: list[tuple[str, str]] = []


def _stable_id(value: object) -> str:
    """A value's repr as its test id, or its type's name where the repr shows an address (an
    id must be the same in every process that collects the tests)."""
    text = repr(value)
    return type(value).__name__ if " at 0x" in text else text


VALUES: list[object] = [
    None,
    True,
    False,
    0,
    1,
    "",
    "a",
    "é",
    "\ud800",
    Str("a"),
    b"",
    b"ab",
    Bytes(b"ab"),
    bytearray(b"ab"),
    memoryview(b"ab"),
    1.5,
    [],
    object(),
    -0.0,
    float("nan"),
    float("inf"),
    -1,
    255,
    256,
    2**31,
    2**32,
    2**53,
    2**53 - 1,
    -(2**53) + 1,
    IntSubclass(3),
]


@pytest.mark.parametrize(
    ("value", "idl_type"),
    tiered(
        (
            pytest.param(value, idl_type, id=f"{_stable_id(value)}-{idl_type}")
            for value, idl_type in itertools.product(
                VALUES, sorted(_IDENTITY) + sorted(INTEGER_TYPES)
            )
        ),
        key=lambda case: id(case[0]),  # each value once (0, False and -0.0 apart)
    ),
)
@sampled()
def test_an_identity_test_holds_only_where_the_converter_returns_the_value(
    idl_type: str, value: object
) -> None:
    test = Types(read_idl("")).identity_test(IDLType(idl_type), "value")
    assert test is not None
    converter = {
        "USVString": _webidl.to_usv_string,
        "ByteString": _webidl.to_byte_string,
        "DOMString": _webidl.to_dom_string,
        "AllowSharedBufferSource": _webidl.to_buffer_source,
        "BufferSource": _webidl.to_buffer_source,
        "boolean": _webidl.to_boolean,
    }.get(idl_type) or getattr(_webidl, "to_" + idl_type.replace(" ", "_"))
    if eval(test, {}, {"value": value}):
        assert converter(value, "P", 1) is value


def _outcome(call: Callable[[], object]) -> tuple[object, ...]:
    """What a call gives: its result (with its type and key order) and the reads it made,
    or its error's type and message."""
    log.clear()
    try:
        result = call()
    except (TypeError, ValueError) as error:
        return ("error", type(error), str(error), list(log))
    return ("result", result, type(result), list(log))


class Recorder:
    """An impl that returns what it was given (as the options' items, in order)."""

    def __init__(self, *arguments: object) -> None:
        self.arguments = arguments

    def decode(self, input: object, options: dict[str, bool]) -> object:
        return (input, type(input), list(options.items()), type(options))


def _given(arguments: tuple[object, ...]) -> object:
    *rest, options = arguments
    return (*rest, list(options.items()), type(options))  # type: ignore[attr-defined]


DECODE = "Failed to execute 'decode' on 'TextDecoder'"
CONSTRUCT = "Failed to construct 'TextDecoder'"


def _general_decode(input: object, options: object, stream: object) -> object:
    """What the binding was generated as before its fast cases."""
    if stream is not None:
        options = _webidl.keyword_options(options, (("stream", stream),), DECODE, "options")
    converted_input = None if input is None else _webidl.to_buffer_source(input, DECODE, 1)
    converter = _webidl.dictionary_converter(
        "TextDecodeOptions", (("stream", _webidl.to_boolean, False, False),)
    )
    return Recorder().decode(converted_input, converter(options, DECODE, 2))


INPUTS: list[object] = [None, b"ab", Bytes(b"ab"), bytearray(b"ab"), memoryview(b"ab"), "ab", 5]
OPTIONS: list[Callable[[], object]] = [
    lambda: None,
    lambda: {},
    lambda: {"stream": True},
    lambda: {"stream": False, "other": 1},
    lambda: {"stream": None},
    lambda: {"stream": 1},
    lambda: {"stream": Truthy()},
    lambda: Dict(stream=True),
    lambda: Getters(stream=Falsy(), extra=2),
    lambda: MappingProxyType({"stream": 0}),
    lambda: "stream",
    lambda: {"stream": Refusing()},
]
STREAMS: list[Callable[[], object]] = [
    lambda: None,
    lambda: True,
    lambda: False,
    lambda: 0,
    lambda: 2,
    lambda: "",
    lambda: "x",
    lambda: Truthy(),
    lambda: Falsy(),
    lambda: Refusing(),
]


@pytest.mark.parametrize(
    ("input", "options", "stream"),
    tiered(itertools.product(INPUTS, OPTIONS, STREAMS), 7, unpack=True),
)
@sampled()
def test_decode_gives_what_the_general_path_gives(
    input: object, options: Callable[[], object], stream: Callable[[], object]
) -> None:
    decoder = encoding_bindings.TextDecoder()
    decoder._impl = Recorder()  # type: ignore[assignment]
    got = _outcome(lambda: decoder.decode(input, options(), stream=stream()))  # type: ignore[arg-type]
    assert got == _outcome(lambda: _general_decode(input, options(), stream()))


def test_decode_without_keywords_gives_what_the_general_path_gives() -> None:
    decoder = encoding_bindings.TextDecoder()
    decoder._impl = Recorder()  # type: ignore[assignment]
    for input, options in itertools.product(INPUTS, OPTIONS):
        got = _outcome(lambda: decoder.decode(input, options()))  # type: ignore[arg-type]  # noqa: B023
        assert got == _outcome(lambda: _general_decode(input, options(), None)), (input, options())  # noqa: B023
    assert _outcome(lambda: decoder.decode()) == _outcome(lambda: _general_decode(None, None, None))


def _general_construct(label: object, options: object, keywords: dict[str, object]) -> object:
    fatal, ignore_bom_camel, ignore_bom = (
        keywords.get(k) for k in ("fatal", "ignoreBOM", "ignore_bom")
    )
    if fatal is not None or ignore_bom_camel is not None or ignore_bom is not None:
        options = _webidl.keyword_options(
            options,
            (("fatal", fatal), ("ignoreBOM", ignore_bom_camel), ("ignoreBOM", ignore_bom)),
            CONSTRUCT,
            "options",
        )
    converter = _webidl.dictionary_converter(
        "TextDecoderOptions",
        (
            ("fatal", _webidl.to_boolean, False, False),
            ("ignoreBOM", _webidl.to_boolean, False, False),
        ),
    )
    return _given(
        (
            "utf-8" if label is None else _webidl.to_dom_string(label, CONSTRUCT, 1),
            converter(options, CONSTRUCT, 2),
        )
    )


KEYWORD_VALUES: list[Callable[[], object]] = [
    lambda: None,
    lambda: True,
    lambda: False,
    lambda: 1,
    lambda: Falsy(),
    lambda: Refusing(),
]
CONSTRUCTOR_OPTIONS: list[Callable[[], object]] = [
    lambda: None,
    lambda: {"ignoreBOM": True, "x": 0},
    lambda: Getters(fatal=1, ignoreBOM=Truthy()),
    lambda: 5,
]


@pytest.mark.parametrize("label", [None, "utf-8", Str("latin1"), 5, b"utf-8"])
@pytest.mark.parametrize("options", CONSTRUCTOR_OPTIONS)
def test_text_decoder_constructor_gives_what_the_general_path_gives(
    monkeypatch: pytest.MonkeyPatch, label: object, options: Callable[[], object]
) -> None:
    monkeypatch.setattr(encoding_bindings, "TextDecoderImpl", Recorder)

    def construct(keywords: dict[str, object]) -> object:
        decoder = encoding_bindings.TextDecoder(label, options(), **keywords)  # type: ignore[arg-type]
        return _given(decoder._impl.arguments)  # type: ignore[attr-defined]

    names = ("fatal", "ignoreBOM", "ignore_bom")
    for values in itertools.product(KEYWORD_VALUES, repeat=3):
        keywords = {n: v() for n, v in zip(names, values, strict=True) if v() is not None}
        got = _outcome(lambda: construct(keywords))  # noqa: B023
        general = _outcome(lambda: _general_construct(label, options(), keywords))  # noqa: B023
        assert got == general, keywords


PATTERN = "Failed to construct 'URLPattern'"


def _general_url_pattern(options: object, keywords: dict[str, object]) -> object:
    camel, snake = keywords.get("ignoreCase"), keywords.get("ignore_case")
    if camel is not None or snake is not None:
        options = _webidl.keyword_options(
            options, (("ignoreCase", camel), ("ignoreCase", snake)), PATTERN, "options"
        )
    converter = _webidl.dictionary_converter(
        "URLPatternOptions", (("ignoreCase", _webidl.to_boolean, False, False),)
    )
    return _given(("/a", None, converter(options, PATTERN, 3)))


class PatternRecorder(Recorder):
    @classmethod
    def construct(cls, *arguments: object) -> Any:
        return cls(*arguments)


@pytest.mark.parametrize(
    "options",
    [
        lambda: None,
        lambda: {"ignoreCase": 1, "x": 2},
        lambda: Getters(ignoreCase=Falsy()),
        lambda: [],
    ],
)
def test_url_pattern_options_give_what_the_general_path_gives(
    monkeypatch: pytest.MonkeyPatch, options: Callable[[], object]
) -> None:
    monkeypatch.setattr(urlpattern_bindings, "URLPatternImpl", PatternRecorder)

    def construct(keywords: dict[str, object]) -> object:
        pattern = urlpattern_bindings.URLPattern("/a", None, options(), **keywords)  # type: ignore[arg-type]
        return _given(pattern._impl.arguments)  # type: ignore[attr-defined]

    for values in itertools.product(KEYWORD_VALUES, repeat=2):
        keywords = {
            n: v()
            for n, v in zip(("ignoreCase", "ignore_case"), values, strict=True)
            if v() is not None
        }
        got = _outcome(lambda: construct(keywords))  # noqa: B023
        assert got == _outcome(lambda: _general_url_pattern(options(), keywords)), keywords  # noqa: B023


def test_a_default_true_member_and_two_keywords() -> None:
    """The expression for a dictionary with a member whose default is true (``is not False``)
    and whose last keyword given wins, against the runtime converter and ``keyword_options``:
    left out with keywords, and as an exact dict (members read and converted in order)."""
    from idl.emit import _InterfaceWriter
    from idl.model import Argument

    definitions = read_idl(
        "dictionary O { boolean on = true; boolean off = false; };"
        "interface A { undefined f(optional O o = {}); };"
    )
    writer = _InterfaceWriter.__new__(_InterfaceWriter)
    writer.t = Types(definitions)
    keywords = [("on", "on", ""), ("onAlias", "on", ""), ("off", "off", "")]
    fast = writer.defaults_fast_case(Argument("o", IDLType("O"), optional=True), keywords, "P", 1)
    assert fast is not None
    general = object()
    expression = fast.replace("{general}", "GENERAL")
    converter = _webidl.dictionary_converter(
        "O", (("on", _webidl.to_boolean, True, False), ("off", _webidl.to_boolean, False, False))
    )
    exact: list[object] = [None, True, False]
    for on, alias, off in itertools.product([*exact, 0, 1], repeat=3):
        names = {"o": None, "on": on, "onAlias": alias, "off": off, "GENERAL": general, "P": "P"}
        value = eval(expression, {"_webidl": _webidl}, names)
        if value is general:
            assert any(all(v is not e for e in exact) for v in (on, alias, off))
        else:
            merged = _webidl.keyword_options(None, (("on", on), ("on", alias), ("off", off)))
            assert list(value.items()) == list(converter(merged, "P", 1).items())
    members: list[Callable[[], object]] = [lambda: None, lambda: True, lambda: False, lambda: 0]
    members += [lambda: "x", lambda: Truthy(), lambda: Falsy(), lambda: Refusing()]
    for on, off in itertools.product(members, repeat=2):
        options = {"on": on(), "off": off(), "other": 1}
        names = {"o": options, "on": None, "onAlias": None, "off": None, "GENERAL": general}
        got = _outcome(lambda: eval(expression, {"_webidl": _webidl}, {**names, "P": "P"}))  # noqa: B023
        assert got == _outcome(lambda: converter(options, "P", 1))  # noqa: B023
        assert got[0] == "error" or got[1] is not general


def _buffers() -> list[object]:
    """Byte buffers of every shape: exact ``bytearray`` and ``memoryview`` objects (the fast
    cases), sliced, strided, multi-dimensional, of other formats, read-only, released."""
    import array

    data = bytes(range(256)) * 2
    released = memoryview(b"gone")
    released.release()
    view = memoryview(bytearray(data))
    return [
        bytearray(),
        bytearray(data),
        memoryview(b""),
        memoryview(data),
        memoryview(data)[3:17],
        memoryview(data)[::3],
        memoryview(bytearray(data))[::-2],
        view.cast("B", (16, 32)),
        view.cast("H"),
        view.cast("d")[1:5],
        memoryview(array.array("i", [1, -2, 3])),
        memoryview(data).toreadonly(),
        released,
    ]


@pytest.mark.parametrize("value", _buffers(), ids=lambda v: type(v).__name__)
def test_buffer_source_fast_cases_copy_what_a_view_copies(value: object) -> None:
    def general() -> bytes:
        return memoryview(value).tobytes()  # type: ignore[arg-type]

    got = _outcome(lambda: _webidl.to_buffer_source(value, DECODE, 1))
    assert got == _outcome(general)
    if got[0] == "result":
        assert type(got[1]) is bytes and got[1] is not value
