"""The generator on small IDL snippets: what it supports, what it refuses, and
that what it emits runs against an implementation class."""

from __future__ import annotations

import importlib
import sys
import textwrap
from pathlib import Path

import pytest

from idl.emit import emit_module
from idl.extras import ExtrasError, read_extras
from idl.generate import generate
from idl.model import IDLType
from idl.pytypes import python_literal, snake_case
from idl.reader import UnsupportedIDL, read_idl


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("canParse", "can_parse"),
        ("toJSON", "to_json"),
        ("searchParams", "search_params"),
        ("getAll", "get_all"),
        ("forEach", "for_each"),
        ("toString", "to_string"),
        ("href", "href"),
        ("innerHTML", "inner_html"),
        ("getElementById", "get_element_by_id"),
        ("hasRegExpGroups", "has_regexp_groups"),
        ("compareComponent", "compare_component"),
    ],
)
def test_snake_case(name: str, expected: str) -> None:
    assert snake_case(name) == expected


def test_types_print_as_idl() -> None:
    union = (
        read_idl(
            "interface A { constructor(optional (sequence<sequence<USVString>> or "
            'record<USVString, USVString> or USVString) init = ""); };'
        )
        .interfaces[0]
        .members[0]
    )
    assert str(union.arguments[0].type) == (  # type: ignore[union-attr]
        "(sequence<sequence<USVString>> or record<USVString, USVString> or USVString)"
    )
    assert str(IDLType("URL", nullable=True)) == "URL?"


@pytest.mark.parametrize(
    "idl",
    [
        "interface A { maplike<DOMString, DOMString>; };",
        "interface A { setlike<DOMString>; };",
        "interface A { async iterable<DOMString>; };",
        "interface A { legacycaller any (); };",
        "interface A { [Frobnicate] attribute DOMString x; };",  # unknown extended attributes
        "[Frobnicate] interface A {};",
        "interface A { undefined f([SameObject] long x); };",  # not a type's attribute
        "interface A { attribute [SameObject] DOMString x; };",
        "namespace N {};",
        "interface A {}; interface A {};",
        "interface A {}; partial interface A {}; interface A {};",
        "A includes M;",
        "partial dictionary D { long x; };",
        "interface A { attribute DOMString x y; };",
    ],
)
def test_unsupported_idl_is_an_error(idl: str) -> None:
    with pytest.raises(UnsupportedIDL):
        read_idl(idl)


def _write(path: Path, text: str) -> Path:
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_extras_unknown_keys_are_errors(tmp_path: Path) -> None:
    extras = _write(
        tmp_path / "x.extras.toml",
        """
        idl = "x.webidl"
        output = "out.py"
        [interface.A]
        impl = "m:A"
        colour = "blue"
        """,
    )
    with pytest.raises(ExtrasError, match="colour"):
        read_extras(extras, tmp_path)


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ('impl = "nocolon"', "package.module:ClassName"),
        ('impl = "m:A"\npickle = "json"', "pickle"),
        ('impl = "m:A"\nmixin = "m.B"', "package.module:ClassName"),
        ('impl = "m:A"\nrepr = "href"', "unknown key 'repr'"),
        ("doc = 'no impl'", "'impl' is required"),
        ('impl = "m:A"\nsnake_case_aliases = "yes"', "must be a bool"),
        ('impl = "m:A"\nimpl_is_self = true\nlean = "m:f"', "'impl_is_self' does not go with"),
        ('impl = "m:A"\nimpl_is_self = true\nimpl_on_first_use = true', "does not go with"),
        ('impl = "m:A"\nenumerated = { dir = "DIR" }', "package.module:ClassName"),
        ('impl = "m:A"\nnamed_attributes = 1', "must be a bool"),
        ('impl = "m:A"\nleft_out = "x"', "must be a dict"),
    ],
)
def test_extras_validation(tmp_path: Path, table: str, message: str) -> None:
    extras = _write(
        tmp_path / "x.extras.toml",
        'idl = "x.webidl"\noutput = "out.py"\n[interface.A]\n' + table + "\n",
    )
    with pytest.raises(ExtrasError, match=message):
        read_extras(extras, tmp_path)


DEMO_IDL = """
[Exposed=*]
interface Demo {
  constructor(DOMString label, optional sequence<USVString> tags);
  readonly attribute DOMString label;
  attribute USVString note;
  attribute USVString? maybe;
  [SameObject] readonly attribute Demo self;
  Demo? twin(optional boolean make);
  record<USVString, USVString> describe(record<USVString, USVString> extra);
  static unsigned long count();
  undefined reset();
  stringifier;
};

interface NoConstructor {
  readonly attribute DOMString value;
};
"""

DEMO_IMPL = """
class DemoImpl:
    created = 0

    def __init__(self, label, tags):
        DemoImpl.created += 1
        self.label = label
        self.tags = tags
        self.note = ""
        self.maybe = None
        self.self = self

    def twin(self, make):
        return DemoImpl(self.label + "2", None) if make else None

    def describe(self, extra):
        return {"label": self.label, **extra}

    @staticmethod
    def count():
        return DemoImpl.created

    def reset(self):
        self.note = ""

    def to_string(self):
        return f"{self.label}:{self.note}"


class NoConstructorImpl:
    value = "v"


class DemoExtras:
    __slots__ = ()

    def __repr__(self):
        return f"<Demo {str(self)!r}>"
"""

DEMO_EXTRAS = """
idl = "demo.webidl"
output = "demo_bindings.py"

[interface.Demo]
impl = "demo_impl:DemoImpl"
mixin = "demo_impl:DemoExtras"

[interface.NoConstructor]
impl = "demo_impl:NoConstructorImpl"
snake_case_aliases = false
"""


@pytest.mark.needs_subprocess  # the generator runs ruff
def test_emitted_code_runs_against_an_implementation(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write(tmp_path / "demo.webidl", DEMO_IDL)
    _write(tmp_path / "demo_impl.py", DEMO_IMPL)
    extras = read_extras(_write(tmp_path / "demo.extras.toml", DEMO_EXTRAS), tmp_path)
    source = emit_module(read_idl(DEMO_IDL), extras, ["demo.webidl", "demo.extras.toml"])
    compile(source, "demo_bindings.py", "exec")  # the emitted text, before ruff
    (tmp_path / "demo_bindings.py").write_text(generate(extras, tmp_path), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("demo_impl", "demo_bindings"):
        sys.modules.pop(name, None)
    module = importlib.import_module("demo_bindings")
    Demo = module.Demo

    demo = Demo("a", ["x", 1])
    assert demo._impl.tags == ["x", "1"]
    assert Demo(label="b")._impl.tags is None
    assert demo.label == "a"
    with pytest.raises(AttributeError):
        demo.label = "b"
    demo.note = 5
    assert str(demo) == "a:5" == demo.toString() == demo.to_string()
    assert repr(demo) == "<Demo 'a:5'>"
    demo.maybe = None
    assert demo.maybe is None
    demo.maybe = "m"
    assert demo.maybe == "m"
    assert demo.self is demo.self
    assert isinstance(demo.self, Demo)
    assert demo.twin() is None
    twin = demo.twin(True)
    assert isinstance(twin, Demo)
    assert twin.label == "a2"
    assert demo.describe({"k": 1}) == {"label": "a", "k": "1"}
    assert Demo.count() >= 3
    demo.reset()
    assert str(demo) == "a:"
    with pytest.raises(TypeError, match=r"^Failed to construct 'Demo': 1 argument required"):
        Demo()
    with pytest.raises(TypeError, match="parameter 2 is not of type 'sequence<USVString>'"):
        Demo("a", "not a sequence")
    with pytest.raises(
        TypeError, match=r"^Failed to construct 'NoConstructor': Illegal constructor"
    ):
        module.NoConstructor()
    assert "to_string" in Demo.__dict__
    assert module.NoConstructor._wrap(sys.modules["demo_impl"].NoConstructorImpl()).value == "v"
    assert module.__all__ == ["Demo", "NoConstructor", "StringLike"]


@pytest.mark.parametrize(
    "idl",
    [
        # overloads other than "the shorter one without a string argument, a dictionary there"
        "interface A { undefined f(DOMString a); undefined f(optional long b); };",
        "dictionary D {}; interface A { undefined f(DOMString a, optional D d = {});"
        " undefined f(optional D d = {}, optional D e = {}); };",
        "interface A { undefined f(DOMString a, DOMString b); undefined f(DOMString b); };",
        # a record and a dictionary are not distinguishable in a union
        "dictionary D {}; interface A {"
        " undefined f(optional (record<DOMString, DOMString> or D) x = {}); };",
        "interface A { undefined f((DOMString or USVString) x); };",
        "interface A { undefined f((long or double) x); };",
        "interface A { undefined f((DOMString? or long) x); };",
        "interface A { readonly attribute DOMString from; };",
        "interface A { static attribute long x; };",
        "interface A { [Default] object toJSON(); };",
        "interface A { iterable<long>; };",  # a value iterator needs an indexed getter
        "interface A { getter long (unsigned long i); };",  # an indexed getter needs a length
        "interface A { setter undefined (unsigned long i, long v); };",  # no indexed getter
        "interface A { readonly attribute long length; getter long (unsigned long i);"
        " deleter undefined (unsigned long i); };",
        "interface A { setter undefined (DOMString n, long v); };",  # no named getter
        "interface A : B {};",  # B is not in the module, nor external
        "interface A { undefined f(Unknown x); };",
        "[Exposed=Window] interface A { [Reflect] attribute object x; };",
        "interface A { [ReflectURL] attribute long x; };",
        "interface A { [Reflect] attribute FrozenArray<DOMString>? x; };",  # elements only
        "interface A { [ReflectRange=(1, 2)] attribute long x; };",
        "partial interface W { attribute long x; }; interface A {};",  # W: another module's
    ],
)
def test_unsupported_at_emit_time(tmp_path: Path, idl: str) -> None:
    extras = read_extras(
        _write(
            tmp_path / "x.extras.toml",
            'idl = "x.webidl"\noutput = "o.py"\n[interface.A]\nimpl = "m:A"\n',
        ),
        tmp_path,
    )
    with pytest.raises(UnsupportedIDL):
        emit_module(read_idl(idl), extras, ["x.webidl", "x.extras.toml"])


LATER_IDL = """
[Exposed=*]
interface Later {
  constructor(USVString value);
  readonly attribute USVString value;
  Later? copy();
};
"""

LATER_IMPL = """
class LaterImpl:
    def __init__(self, value):
        self.value = value

    def copy(self):
        return LaterImpl(self.value)
"""

LATER_EXTRAS = """
idl = "later.webidl"
output = "later_bindings.py"

[interface.Later]
impl = "later_impl:LaterImpl"
impl_on_first_use = true
"""


@pytest.mark.needs_subprocess  # the generator runs ruff
def test_impl_on_first_use_and_annotations_without_future(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write(tmp_path / "later.webidl", LATER_IDL)
    _write(tmp_path / "later_impl.py", LATER_IMPL)
    extras = read_extras(_write(tmp_path / "later.extras.toml", LATER_EXTRAS), tmp_path)
    source = generate(extras, tmp_path)
    # Without typing at run time the module postpones no annotations: the ones naming
    # anything but builtins are strings, so that defining the class evaluates them safely.
    assert "from __future__" not in source
    (tmp_path / "later_bindings.py").write_text(source, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("later_impl", "later_bindings"):
        sys.modules.pop(name, None)
    module = importlib.import_module("later_bindings")
    Later = module.Later
    assert Later.__init__.__annotations__ == {"value": "StringLike", "return": None}
    assert Later.copy.__annotations__ == {"return": "Later | None"}
    assert module.StringLike == "str | int | float"  # Later has no stringifier
    assert "later_impl" not in sys.modules  # the first construction loads it
    later = Later("v")
    assert "later_impl" in sys.modules
    assert type(later._impl).__name__ == "LaterImpl"
    assert later.value == "v"
    assert later.copy().value == "v"
    assert Later(1).value == "1"


@pytest.mark.parametrize(
    ("idl", "table"),
    [
        ("interface A { constructor(); };", 'constructor = "construct"\n'),
        ("interface A { constructor(); static undefined f(); };", ""),
    ],
)
def test_impl_on_first_use_only_calls_the_impl_class(tmp_path: Path, idl: str, table: str) -> None:
    extras = read_extras(
        _write(
            tmp_path / "x.extras.toml",
            'idl = "x.webidl"\noutput = "o.py"\n[interface.A]\nimpl = "m:A"\n'
            f"impl_on_first_use = true\n{table}",
        ),
        tmp_path,
    )
    with pytest.raises(UnsupportedIDL, match="impl_on_first_use"):
        emit_module(read_idl(idl), extras, ["x.webidl", "x.extras.toml"])


COMMON_IDL = """
[Exposed=*]
interface Pairs {
  constructor(optional (sequence<sequence<USVString>> or record<USVString, USVString>) init);
  iterable<USVString, USVString>;
};
"""

COMMON_IMPL = """
class PairsImpl:
    def __init__(self, pairs):
        self.list = pairs
        self.via = "converted"

    @classmethod
    def construct(cls, init=None):
        if isinstance(init, dict):
            init = list(init.items())
        return cls([tuple(pair) for pair in init or ()])

    @classmethod
    def common(cls, init):
        if type(init) is not list or not all(type(pair) is tuple for pair in init):
            return None
        impl = cls(list(init))
        impl.via = "common"
        return impl
"""

COMMON_EXTRAS = """
idl = "pairs.webidl"
output = "pairs_bindings.py"

[interface.Pairs]
impl = "pairs_impl:PairsImpl"
constructor = "construct"
common_init = "common"
"""


@pytest.mark.needs_subprocess  # the generator runs ruff
def test_common_init_is_offered_the_argument_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write(tmp_path / "pairs.webidl", COMMON_IDL)
    _write(tmp_path / "pairs_impl.py", COMMON_IMPL)
    extras = read_extras(_write(tmp_path / "pairs.extras.toml", COMMON_EXTRAS), tmp_path)
    (tmp_path / "pairs_bindings.py").write_text(generate(extras, tmp_path), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("pairs_impl", "pairs_bindings"):
        sys.modules.pop(name, None)
    Pairs = importlib.import_module("pairs_bindings").Pairs
    taken = Pairs([("a", "1")])
    assert taken._impl.via == "common" and list(taken) == [("a", "1")]
    # an instance of the class itself comes as its pairs (what iterating it gives)
    assert Pairs(taken)._impl.via == "common" and list(Pairs(taken)) == [("a", "1")]
    left = Pairs([["b", "2"]])  # refused: converted, then constructed
    assert left._impl.via == "converted" and list(left) == [("b", "2")]
    assert Pairs({"c": "3"})._impl.via == "converted"
    with pytest.raises(TypeError, match="is not of type"):
        Pairs(1)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "idl",
    [
        "interface A { constructor(DOMString a, optional DOMString b); };",
        "interface A { constructor(); };",
    ],
)
def test_common_init_needs_one_plain_argument(tmp_path: Path, idl: str) -> None:
    extras = read_extras(
        _write(
            tmp_path / "x.extras.toml",
            'idl = "x.webidl"\noutput = "o.py"\n[interface.A]\nimpl = "m:A"\n'
            'common_init = "common"\n',
        ),
        tmp_path,
    )
    with pytest.raises(UnsupportedIDL, match="common_init"):
        emit_module(read_idl(idl), extras, ["x.webidl", "x.extras.toml"])


def test_the_readme_names_every_mixin() -> None:
    """idl/README.md's table of the hand-written mixins has every class generated from an
    ``idl/*.extras.toml``, with its mixin's file and name (issue #42: it named two files of
    four, and no mixin of Headers, TextDecoder or TextEncoder). A class without a mixin of its
    own is one whose parent interface's class has one (the DOM's ``Element`` takes ``Node``'s)."""
    import tomllib

    idl = Path(__file__).resolve().parents[2] / "idl"
    readme = (idl / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Python extras are hand-written")[1].split("\n## ")[0]
    rows = {
        line.split("|")[1].strip(): line.split("|")[2].strip()
        for line in section.splitlines()
        if line.startswith("| `")
    }
    generated = {}
    for extras in sorted(idl.glob("*.extras.toml")):
        for name, table in tomllib.loads(extras.read_text(encoding="utf-8"))["interface"].items():
            if "mixin" in table:
                generated[name] = table["mixin"]
            else:  # an interface that inherits: its parent's class has the mixin
                assert table.get("impl_is_self"), name
                assert f"`{name}`" in section, name
    assert len(generated) >= 6
    assert set(rows) == {f"`{name}`" for name in generated}
    for name, mixin in generated.items():
        module, _, cls = mixin.partition(":")
        path = module.replace(".", "/") + ".py"
        assert rows[f"`{name}`"] == f"`{path}` `{cls}`", name


def _generated_classes() -> list[type]:
    """Every class generated from an ``idl/*.extras.toml``, from its module."""
    import tomllib

    idl = Path(__file__).resolve().parents[2] / "idl"
    classes = []
    for extras in sorted(idl.glob("*.extras.toml")):
        table = tomllib.loads(extras.read_text(encoding="utf-8"))
        module = importlib.import_module(table["output"].removesuffix(".py").replace("/", "."))
        suffix = table.get("mixin_suffix", "")  # (a wing's mixins: their classes are here too)
        classes += [getattr(module, name + suffix) for name in table["interface"]]
    return classes


def test_every_platform_object_is_truthy() -> None:
    """Every generated class's instances are true, as every platform object is in JavaScript
    (an empty ``select``, ``NodeList``, ``dataset``, ``URLSearchParams``: ``len()`` would
    make them false), each made without its constructor steps: ``bool()`` reads nothing."""
    from webapi.fetch import Headers
    from webapi.fileapi import Blob
    from webapi.url import URLSearchParams
    from webapi.xhr import FormData

    classes = _generated_classes()
    assert len(classes) > 100
    for cls in classes:
        assert bool(cls.__new__(cls)) is True, cls.__name__
    for empty in (URLSearchParams(), Headers(), FormData(), Blob()):
        assert len(empty) == 0 and bool(empty) is True


@pytest.mark.parametrize(
    ("literal", "python"),
    [
        ("0xFFFFFFFF", "4294967295"),
        ("0X1f", "31"),
        ("-0x10", "-16"),
        ("017", "15"),  # a leading 0 is octal in Web IDL
        ("0", "0"),
        ("-5", "-5"),
        ("1.5", "1.5"),
        ("Infinity", 'float("inf")'),
        ("-Infinity", 'float("-inf")'),
        ("NaN", 'float("nan")'),
        ('"a"', '"a"'),
        ("null", "None"),
    ],
)
def test_python_literal(literal: str, python: str) -> None:
    assert python_literal(literal) == python


CLASH_IDL = "[Exposed=*] interface A { readonly attribute unsigned long length; };"


@pytest.mark.parametrize(
    ("impl", "table", "clash"),
    [
        # the impl defines a public name of the class: the generated property hides it
        ("class AImpl:\n    __slots__ = ()\n    def length(self): ...\n", "", "length"),
        # an impl name the generated code uses is a public name (the alias here)
        ("class AImpl:\n    __slots__ = ()\n", 'impl_names = { length = "length" }\n', "length"),
    ],
)
def test_impl_is_self_refuses_a_name_clash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, impl: str, table: str, clash: str
) -> None:
    _write(tmp_path / "clash_impl.py", impl)
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("clash_impl", None)
    extras = read_extras(
        _write(
            tmp_path / "x.extras.toml",
            'idl = "x.webidl"\noutput = "o.py"\n[interface.A]\nimpl = "clash_impl:AImpl"\n'
            "impl_is_self = true\n" + table,
        ),
        tmp_path,
    )
    with pytest.raises(UnsupportedIDL, match=rf"impl names \['{clash}'\] are also IDL names"):
        emit_module(read_idl(CLASH_IDL), extras, ["x.webidl", "x.extras.toml"])
    sys.modules.pop("clash_impl", None)


def test_impl_is_self_needs_an_importable_impl(tmp_path: Path) -> None:
    extras = read_extras(
        _write(
            tmp_path / "x.extras.toml",
            'idl = "x.webidl"\noutput = "o.py"\n[interface.A]\nimpl = "no_such_module:AImpl"\n'
            "impl_is_self = true\n",
        ),
        tmp_path,
    )
    with pytest.raises(UnsupportedIDL, match="does not import"):
        emit_module(read_idl(CLASH_IDL), extras, ["x.webidl", "x.extras.toml"])


def test_user_callbacks_compare_by_the_object_they_hold() -> None:
    from webapi._webidl import UserCallback, callback_converter

    def function(a: int) -> int:
        return a

    one, other = UserCallback(function), UserCallback(function)
    assert one == other and hash(one) == hash(other) and one != UserCallback(print)
    assert one(1, 2, 3) == 1  # as many arguments as it takes
    convert = callback_converter("EventListener", operation="handleEvent")
    with pytest.raises(TypeError, match=r"^P: The provided value is not of type 'EventListener'"):
        convert("text", "P", 0)

    class Listener:
        handleEvent = None

    listener = Listener()
    with pytest.raises(TypeError, match="parameter 1 is not of type 'EventListener'"):
        convert(listener, "P", 1)  # its handleEvent is not callable
    listener.handleEvent = function  # type: ignore[assignment]
    wrapped = convert(listener, "P", 1)
    assert wrapped is not None and wrapped.callback is listener and wrapped(5) == 5
    listener.handleEvent = None
    with pytest.raises(TypeError, match="has no callable 'handleEvent'"):
        wrapped(5)  # looked up at each call, as Web IDL does


def test_partial_definitions_and_mixins_merge_in_any_order() -> None:
    """https://webidl.spec.whatwg.org/#dfn-partial-interface: the order of the definitions
    does not matter; a mixin's members (its partial definitions' too) come after the
    interface's own, in the order of the includes statements."""
    definitions = read_idl(
        """
        partial interface A { attribute long late; };
        A includes M;
        A includes N;
        interface mixin N { attribute long n; };
        partial interface mixin M { attribute long m2; };
        interface A { attribute long own; };
        interface mixin M { attribute long m1; };
        partial dictionary D { long b; };
        dictionary D { long a; };
        """
    )
    (interface,) = definitions.interfaces
    assert [m.name for m in interface.members] == ["late", "own", "m2", "m1", "n"]  # type: ignore[union-attr]
    (dictionary,) = definitions.dictionaries
    assert [m.name for m in dictionary.members] == ["b", "a"]


EVENT_HANDLER_IDL = """
[LegacyTreatNonObjectAsNull]
callback EventHandlerNonNull = any (Event event);
typedef EventHandlerNonNull? EventHandler;
[Exposed=*] interface Event {};
[Exposed=*] interface A {
  attribute EventHandler onping;
  readonly attribute FrozenArray<long> list;
};
"""


def test_event_handlers_call_the_modules_getter_and_setter(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # event_handlers: an EventHandler attribute calls getter(self, name) and
    # setter(self, name, value) (the value converted to a callback); a FrozenArray<T>
    # converts as a sequence<T> and is given back as the impl keeps it
    _write(
        tmp_path / "handlers_impl.py",
        "calls = []\n"
        "class AImpl:\n"
        "    __slots__ = ('handlers',)\n"
        "    def __init__(self):\n"
        "        self.handlers = {}\n"
        "    list = (1, 2)\n"
        "class EventImpl:\n"
        "    __slots__ = ()\n"
        "def get(target, name):\n"
        "    calls.append(('get', name))\n"
        "    return target.handlers.get(name)\n"
        "def set(target, name, value):\n"
        "    calls.append(('set', name))\n"
        "    target.handlers[name] = value\n",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("handlers_impl", None)
    extras = read_extras(
        _write(
            tmp_path / "x.extras.toml",
            'idl = "x.webidl"\noutput = "o.py"\n'
            'event_handlers = ["handlers_impl:get", "handlers_impl:set"]\n'
            '[interface.A]\nimpl = "handlers_impl:AImpl"\n'
            '[interface.Event]\nimpl = "handlers_impl:EventImpl"\n',
        ),
        tmp_path,
    )
    source = emit_module(read_idl(EVENT_HANDLER_IDL), extras, ["x.webidl", "x.extras.toml"])
    assert "_handlers_impl.get(self._impl, 'onping')" in source
    namespace: dict[str, object] = {"__name__": "handlers_generated"}
    exec(compile(source, "o.py", "exec"), namespace)
    a = namespace["A"]._wrap(importlib.import_module("handlers_impl").AImpl())  # type: ignore[attr-defined]
    handler = lambda event: None  # noqa: E731
    a.onping = handler
    assert a.onping is handler
    a.onping = "not callable"  # [LegacyTreatNonObjectAsNull]: null
    assert a.onping is None
    calls = importlib.import_module("handlers_impl").calls
    assert calls == [("set", "onping"), ("get", "onping"), ("set", "onping"), ("get", "onping")]
    assert a.list == (1, 2)
    sys.modules.pop("handlers_impl", None)


SETTER_IDL = """
[Exposed=*]
interface Slots {
  readonly attribute unsigned long length;
  getter long item(unsigned long index);
  setter undefined (unsigned long index, long value);
  undefined drop();
  undefined drop(long index);
};
"""

SETTER_IMPL = """
class SlotsImpl:
    def __init__(self):
        self.values = [1, 2, 3]
        self.calls = []

    @property
    def length(self):
        return len(self.values)

    def item(self, index):
        return self.values[index] if index < len(self.values) else None

    def set_indexed_property(self, index, value):
        self.calls.append(("set", index, value))

    def drop(self, index=None):
        self.calls.append(("drop", index))
"""


def test_indexed_setters_and_overloads_by_argument_count(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``obj[i] = v`` calls the impl's indexed setter (a negative index from the end, a
    value converted as the IDL says); two overloads told apart by their argument count alone
    (``select.remove()`` and ``remove(index)``) are one method whose impl gets None for the
    argument left out."""
    _write(tmp_path / "slots_impl.py", SETTER_IMPL)
    extras = read_extras(
        _write(
            tmp_path / "slots.extras.toml",
            'idl = "slots.webidl"\noutput = "slots_bindings.py"\n'
            '[interface.Slots]\nimpl = "slots_impl:SlotsImpl"\n',
        ),
        tmp_path,
    )
    source = emit_module(read_idl(SETTER_IDL), extras, ["slots.webidl", "slots.extras.toml"])
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("slots_impl", None)
    namespace: dict[str, object] = {"__name__": "slots_bindings"}
    exec(compile(source, "slots_bindings.py", "exec"), namespace)
    Slots = namespace["Slots"]
    slots = Slots._wrap(sys.modules["slots_impl"].SlotsImpl())  # type: ignore[attr-defined]
    slots[1] = 7
    slots[5] = "8"  # (past the end: the setter's to handle; converted to long)
    slots[-1] = 9
    slots.drop()
    slots.drop(2)
    assert slots._impl.calls == [
        ("set", 1, 7),
        ("set", 5, 8),
        ("set", 2, 9),
        ("drop", None),
        ("drop", 2),
    ]
    with pytest.raises(IndexError):
        slots[-4] = 1
    with pytest.raises(TypeError):
        slots["x"] = 1
