"""The generator's features for the DOM Standard's IDL, on a small DOM (``fixtures/dommy.*``)
generated into a temporary module whose classes derive from their impl classes
(``impl_is_self``): inheritance, constants, numeric types, variadic arguments, value
iterables and indexed getters, named properties, callbacks, [PutForwards],
[LegacyNullToEmptyString], nullable types, ``any``, static operations, promises, mixins
across ``includes``, left-out definitions."""

from __future__ import annotations

import asyncio
import gc
import shutil
import sys
import weakref
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from idl.extras import read_extras
from idl.generate import generate

FIXTURES = Path(__file__).parent / "fixtures"

pytestmark = pytest.mark.needs_subprocess  # the generator runs ruff


def load_fixture(tmp_path: Path, name: str) -> ModuleType:
    """Generate ``fixtures/<name>.extras.toml``'s module into ``tmp_path`` and import it."""
    for path in FIXTURES.glob(f"{name}*"):
        shutil.copy(path, tmp_path / path.name)
    sys.path.insert(0, str(tmp_path))
    try:
        for module in (f"{name}_impl", f"{name}_bindings"):
            sys.modules.pop(module, None)
        extras = read_extras(tmp_path / f"{name}.extras.toml", tmp_path)
        (tmp_path / f"{name}_bindings.py").write_text(generate(extras, tmp_path), encoding="utf-8")
        return __import__(f"{name}_bindings")
    finally:
        sys.path.remove(str(tmp_path))


@pytest.fixture(scope="module")
def dom(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    module = load_fixture(tmp_path_factory.mktemp("dommy"), "dommy")
    yield module
    sys.modules.pop("dommy_bindings", None)
    sys.modules.pop("dommy_impl", None)


def element(dom: ModuleType, name: str = "div") -> Any:
    return sys.modules["dommy_impl"].ElementImpl._create(name)


# --- inheritance, and the impl is the object itself ---------------------------------------


def test_the_classes_derive_from_the_parent_interface_and_the_impl(dom: ModuleType) -> None:
    impl = sys.modules["dommy_impl"]
    assert [c.__name__ for c in dom.Text.__mro__] == [
        "Text",
        "CharacterData",
        "Node",
        "EventTarget",
        "TextImpl",
        "CharacterDataImpl",
        "NodeImpl",
        "EventTargetImpl",
        "ChildNodeImpl",
        "object",
    ]
    text = dom.Text("abc")
    assert isinstance(text, dom.CharacterData) and isinstance(text, dom.Node)
    assert isinstance(text, dom.EventTarget) and isinstance(text, impl.TextImpl)
    assert not hasattr(text, "__dict__") and not hasattr(text, "_impl")
    for cls in (dom.Text, dom.CharacterData, dom.Node, dom.EventTarget, dom.Element):
        assert cls.__dict__["__slots__"] == ()
    # members inherited: Node's, EventTarget's, the ChildNode mixin's
    assert text.nodeType == 3 and text.node_type == 3
    div = element(dom)
    div.appendChild(text)
    assert text.parentNode is div and text.parent_node is div
    text.remove()
    assert text.parentNode is None
    # one object per node: the impl's own methods run on the public object
    assert impl.TextImpl._interface_class is dom.Text
    assert weakref.ref(text)() is text


def test_interfaces_without_a_constructor_are_illegal_to_construct(dom: ModuleType) -> None:
    for cls, name in [(dom.Node, "Node"), (dom.Element, "Element"), (dom.NodeList, "NodeList")]:
        with pytest.raises(TypeError, match=rf"^Failed to construct '{name}': Illegal constructor"):
            cls()
    # the parser's way: no constructor, no conversions (the impl's fast constructor)
    text = sys.modules["dommy_impl"].TextImpl._create("raw")
    assert type(text) is dom.Text and text.data == "raw"
    assert dom.EventTarget().dispatch("x") is True  # EventTarget has a constructor


def test_the_constructor_runs_the_impl_constructor_steps_on_self(dom: ModuleType) -> None:
    assert dom.Text().data == ""
    assert dom.Text(5).data == "5"
    assert dom.Text(data="x").data == "x"
    with pytest.raises(TypeError, match="parameter 1 is not of type 'DOMString'"):
        dom.Text(b"x")


# --- constants ---------------------------------------------------------------------------


def test_constants(dom: ModuleType) -> None:
    assert dom.Node.ELEMENT_NODE == 1 and dom.Node.TEXT_NODE == 3
    assert dom.Node.DOCUMENT_POSITION_CONTAINED_BY == 0x10
    assert dom.Element.ELEMENT_NODE == 1  # inherited
    text = dom.Text("a")
    assert text.TEXT_NODE == 3  # readable on instances
    with pytest.raises(AttributeError):
        text.TEXT_NODE = 4
    with pytest.raises(AttributeError, match="is a constant of Node"):
        dom.Node.TEXT_NODE = 4
    with pytest.raises(AttributeError, match="is a constant of Node"):
        dom.Text.TEXT_NODE = 4  # not shadowed in a derived class either
    with pytest.raises(AttributeError):
        del dom.Node.ELEMENT_NODE
    assert dom.Node.TEXT_NODE == 3 and "TEXT_NODE" not in dom.Text.__dict__
    dom.Node.custom = 1  # other class attributes stay settable
    del dom.Node.custom


# --- numbers -----------------------------------------------------------------------------


def test_numeric_arguments_and_attributes(dom: ModuleType) -> None:
    div = element(dom)
    div.width = "12"
    assert div.width == 12
    div.width = -1
    assert div.width == 4294967295
    div.width = 2.9
    assert div.width == 2
    div.ratio = "0.5"
    assert div.ratio == 0.5
    with pytest.raises(
        TypeError,
        match=r"^Failed to set the 'ratio' property on 'Element': The provided double value is "
        r"non-finite\.$",
    ):
        div.ratio = float("nan")
    with pytest.raises(TypeError, match="is not of type 'unsigned long'"):
        div.width = b"1"
    div.setTabIndex(2**31 - 1)
    assert div.tabIndex == 2**31 - 1
    with pytest.raises(
        TypeError,
        match=r"^Failed to execute 'setTabIndex' on 'Element': Value is outside the 'long' "
        r"value range\.$",
    ):
        div.setTabIndex(2**31)
    with pytest.raises(TypeError, match="Value is infinite and not of type 'long'"):
        div.setTabIndex(float("inf"))
    div.setOpacity(300)
    assert div.opacity == 255
    div.setOpacity(-5)
    assert div.opacity == 0
    div.setOpacity(2.5)
    assert div.opacity == 2
    text = dom.Text("abcdef")
    assert text.substringData(1, 2) == "bc"
    assert text.substringData("1", True) == "b"
    assert text.length == 6


# --- variadic arguments -------------------------------------------------------------------


def test_variadic_arguments(dom: ModuleType) -> None:
    div = element(dom)
    div.append()
    assert div.childNodes.length == 0
    span = element(dom, "span")
    div.append("a", span, 1)
    assert [type(n).__name__ for n in div.childNodes] == ["Text", "Element", "Text"]
    assert div.textContent == "a1"
    with pytest.raises(
        TypeError,
        match=r"^Failed to execute 'append' on 'Element': parameter 2 is not of type "
        r"'\(Node or DOMString\)'",
    ):
        div.append("b", b"bytes")
    tokens = div.classList
    tokens.add()
    tokens.add("x", "y", "x", 5)
    assert tokens.value == "x y 5"


# --- value iterables and indexed getters --------------------------------------------------


def test_indexed_getter_and_value_iterable(dom: ModuleType) -> None:
    div = element(dom)
    a, b, c = element(dom, "a"), dom.Text("t"), element(dom, "c")
    div.append(a, b, c)
    nodes = div.childNodes
    assert div.childNodes is nodes  # [SameObject]: the impl keeps it
    assert len(nodes) == nodes.length == 3
    assert nodes[0] is a and nodes[2] is c and nodes[-1] is c and nodes[-3] is a
    assert nodes[True] is b  # __index__
    assert nodes[0:2] == [a, b] and nodes[::-1] == [c, b, a]
    with pytest.raises(IndexError, match="NodeList index out of range"):
        nodes[3]
    with pytest.raises(IndexError):
        nodes[-4]
    with pytest.raises(TypeError, match="NodeList indices must be integers or slices, not str"):
        nodes["0"]
    # item() keeps Web IDL: unsigned long, null past the end
    assert nodes.item(0) is a and nodes.item(3) is None and nodes.item(-1) is None
    assert nodes.item("1") is b
    assert list(nodes) == [a, b, c] and list(nodes.values()) == [a, b, c]
    assert list(nodes.keys()) == [0, 1, 2]
    assert list(nodes.entries()) == [(0, a), (1, b), (2, c)]
    assert b in nodes and element(dom) not in nodes
    seen: list[tuple[object, ...]] = []
    nodes.forEach(lambda node, index, owner: seen.append((node, index, owner)))
    assert seen == [(a, 0, nodes), (b, 1, nodes), (c, 2, nodes)]
    nodes.for_each(lambda node: seen.append((node,)))
    assert seen[-1] == (c,)


def test_iterators_see_the_live_collection(dom: ModuleType) -> None:
    div = element(dom)
    div.append("1", "2")
    iterator = iter(div.childNodes)
    assert next(iterator).data == "1"
    div.append("3")
    assert [n.data for n in iterator] == ["2", "3"]
    div.append("4")
    assert list(iterator) == []  # a Python iterator, once exhausted, stays so
    # forEach reads the length once, and skips the indices that went away
    div = element(dom)
    div.append("a", "b", "c")
    visited = []

    def visit(node: Any, index: int) -> None:
        visited.append(node.data)
        if index == 0:
            div.childNodes[2].remove()
            div.append("d")

    div.childNodes.forEach(visit)
    assert visited == ["a", "b", "d"]


def test_indexed_and_named_getters(dom: ModuleType) -> None:
    div = element(dom)
    first, second = element(dom, "p"), element(dom, "p")
    first.id = "main"
    second._attributes["name"] = "other"
    div.append(first, "text", second)
    children = div.children
    assert len(children) == 2 and children[1] is second and children[-2] is first
    assert children["main"] is first and children["other"] is second
    assert children.namedItem("main") is first and children.namedItem("none") is None
    with pytest.raises(KeyError):
        children["none"]
    assert "main" in children and "none" not in children and first in children
    assert list(children) == [first, second]
    assert not hasattr(children, "entries")  # no iterable<V>: @@iterator only


def test_named_properties_as_a_mapping_and_as_attributes(dom: ModuleType) -> None:
    div = element(dom)
    data = div.dataset
    assert div.dataset is data
    data["fooBar"] = 1
    assert div._attributes == {"data-fooBar": "1"}
    assert data["fooBar"] == "1" and "fooBar" in data and "other" not in data
    assert list(data) == ["fooBar"] and len(data) == 1
    with pytest.raises(KeyError):
        data["other"]
    data.other = "x"  # named_attributes: as in JavaScript
    assert data["other"] == "x" and data.other == "x" and data.fooBar == "1"
    del data.other
    assert "other" not in data
    with pytest.raises(AttributeError, match="'DOMStringMap' object has no attribute 'other'"):
        data.other  # noqa: B018
    with pytest.raises(AttributeError):
        del data.other
    del data["fooBar"]
    assert len(data) == 0
    with pytest.raises(KeyError):
        del data["fooBar"]
    with pytest.raises(TypeError, match="parameter 2 is not of type 'DOMString'"):
        data["x"] = b"1"
    assert not hasattr(data, "_secret")  # _ names are never named properties


# --- callbacks ---------------------------------------------------------------------------


def test_callback_interfaces_take_a_callable_or_an_object_with_the_operation(
    dom: ModuleType,
) -> None:
    target = dom.EventTarget()
    calls: list[tuple[str, object]] = []

    def function(type: str) -> None:
        calls.append(("function", type))

    class Listener:
        def handleEvent(self, type: str) -> None:
            calls.append(("object", type))

    listener = Listener()
    target.addEventListener("go", function)
    target.addEventListener("go", listener)
    target.addEventListener("go", function)  # the same callback: not added twice
    target.addEventListener("go", lambda: calls.append(("no arguments", None)))
    target.addEventListener("go", None)
    target.dispatch("go")
    assert calls == [("function", "go"), ("object", "go"), ("no arguments", None)]
    target.removeEventListener("go", function)  # found by identity
    target.removeEventListener("go", listener)
    calls.clear()
    target.dispatch("go")
    assert calls == [("no arguments", None)]
    for wrong in ("handleEvent", 1, object()):
        with pytest.raises(
            TypeError,
            match=r"^Failed to execute 'addEventListener' on 'EventTarget': parameter 2 is not "
            r"of type 'EventListener'",
        ):
            target.addEventListener("go", wrong)


def test_callback_functions_and_legacy_treat_non_object_as_null(dom: ModuleType) -> None:
    div = element(dom)
    div.append(element(dom, "a"), "t")
    visited = []
    div.walk(lambda node, depth: visited.append((node.nodeType, depth)))
    assert visited == [(1, 0), (1, 1), (3, 1)]
    with pytest.raises(
        TypeError,
        match=r"^Failed to execute 'walk' on 'Node': The callback provided as parameter 1 is not "
        r"a function\.",
    ):
        div.walk("not callable")
    target = dom.EventTarget()

    def handler(type: str) -> None:
        pass

    target.onping = handler
    assert target.onping is handler  # the getter gives back the function
    target.onping = "not a function"  # [LegacyTreatNonObjectAsNull]: null
    assert target.onping is None
    got = []
    target.onping = got.append
    target.dispatch("ping")
    assert got == ["ping"]
    target.onping = None
    assert target.onping is None


# --- [PutForwards], [LegacyNullToEmptyString], nullable, any, static, promises ------------


def test_put_forwards(dom: ModuleType) -> None:
    div = element(dom)
    tokens = div.classList
    div.classList = "a b"
    assert div.classList is tokens and tokens.value == "a b" and str(tokens) == "a b"
    div.class_list = 7
    assert tokens.value == "7"
    assert list(tokens) == ["7"]


def test_legacy_null_to_empty_string_and_nullable_types(dom: ModuleType) -> None:
    text = dom.Text("abc")
    text.data = None
    assert text.data == ""
    div = element(dom)
    div.textContent = "x"
    assert div.textContent == "x"
    div.textContent = None  # DOMString?: null
    assert div.textContent == "" and div.childNodes.length == 0
    assert div.contains(None) is False and div.contains(div) is True
    with pytest.raises(TypeError, match="parameter 1 is not of type 'Node'"):
        div.contains("div")
    assert div.querySelector("p") is None


def test_any_and_static_operations(dom: ModuleType) -> None:
    text = dom.Text("a")
    assert dom.Node.adopt(text) is text and text.adopt(text) is text
    assert dom.Node.adopt(None) is None  # any: None passes as it is
    assert dom.Node.adopt({"not": "a node"}) is None
    with pytest.raises(TypeError, match="1 argument required, but only 0 present"):
        dom.Node.adopt()


def test_promise_returns_an_awaitable(dom: ModuleType) -> None:
    div = element(dom, "h1")
    assert asyncio.run(div.fetchTitle()) == "title of h1"
    with pytest.raises(ValueError, match="no title"):
        asyncio.run(div.fetch_title(True))
    coroutine = div.fetchTitle(True)
    coroutine.close()  # nothing ran: the promise is made when awaited


def test_left_out_definitions_and_members(dom: ModuleType) -> None:
    assert not hasattr(dom, "LeftOut") and not hasattr(dom, "Window")
    assert not hasattr(dom.Element, "notImplementedHere")
    assert dom.__all__[:3] == ["CharacterData", "DOMStringMap", "DOMTokenList"]


def test_nodes_are_collected(dom: ModuleType) -> None:
    div = element(dom)
    div.append("x")
    ref = weakref.ref(div)
    del div
    gc.collect()
    assert ref() is None


# --- [Reflect] and the other reflection extended attributes (HTML), across modules --------


@pytest.fixture(scope="module")
def html(dom: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    directory = tmp_path_factory.mktemp("htmly")
    shutil.copy(FIXTURES / "dommy_impl.py", directory)  # for the check of the impl's names
    shutil.copy(FIXTURES / "dommy.webidl", directory)
    module = load_fixture(directory, "htmly")
    yield module
    sys.modules.pop("htmly_bindings", None)
    sys.modules.pop("htmly_impl", None)


def html_element(html: ModuleType, cls: str = "HTMLElement") -> Any:
    impl = sys.modules["htmly_impl"]
    return getattr(impl, cls + "Impl")._create("x")


def test_html_classes_derive_from_another_modules_classes(
    dom: ModuleType, html: ModuleType
) -> None:
    element = html_element(html, "HTMLUnknownElement")
    assert isinstance(element, html.HTMLElement) and isinstance(element, dom.Element)
    assert isinstance(element, dom.Node) and element.nodeType == 1
    element.appendChild(dom.Text("t"))
    assert element.textContent == "t"
    # [HTMLConstructor]: the impl's _html_constructor steps (no definition here: illegal)
    for cls in (html.HTMLElement, html.HTMLUnknownElement):
        with pytest.raises(TypeError, match="Illegal constructor"):
            cls()


def test_reflected_strings_and_booleans(html: ModuleType) -> None:
    element = html_element(html)
    attributes = element._attributes
    assert element.title == "" and element.hidden is False
    element.title = 5
    element.accessKey = "k"
    element.access_key = "K"
    assert attributes == {"title": "5", "accesskey": "K"} and element.accessKey == "K"
    element.hidden = True
    assert attributes["hidden"] == "" and element.hidden is True
    element.hidden = 0
    assert "hidden" not in attributes and element.hidden is False
    element.marginHeight = None  # [LegacyNullToEmptyString]
    assert attributes["marginheight"] == ""
    attributes["imagesrcset"] = "\ud800x"
    assert element.imageSrcset == "\ufffdx"  # a USVString
    attributes["title"] = "\ud800"
    assert element.title == "\ud800"  # a DOMString keeps it


def test_reflected_urls(html: ModuleType) -> None:
    element = html_element(html)
    assert element.src == ""
    element.src = "a/b?c"
    assert element._attributes["src"] == "a/b?c"
    assert element.src == "https://example.com/dir/a/b?c"
    element._attributes["src"] = "http://[bad\ud800"
    assert element.src == "http://[bad\ufffd"  # not a URL: the value, as a USVString
    element.dataHref = "/x"
    assert element._attributes == {"src": "http://[bad\ud800", "data-href": "/x"}
    assert element.dataHref == "https://example.com/x"


def test_reflected_enumerated_attributes(html: ModuleType) -> None:
    element = html_element(html)
    attributes = element._attributes
    assert element.dir == ""  # no missing value default
    for value, expected in [("RTL", "rtl"), ("auto", "auto"), ("bogus", ""), ("", "")]:
        attributes["dir"] = value
        assert element.dir == expected, value
    element.dir = "Up"
    assert attributes["dir"] == "Up" and element.dir == ""
    assert element.crossOrigin is None  # the missing value default, No CORS, has no keyword
    for value, expected in [
        ("", "anonymous"),
        ("USE-CREDENTIALS", "use-credentials"),
        ("x", "anonymous"),  # the invalid value default
    ]:
        attributes["crossorigin"] = value
        assert element.crossOrigin == expected, value
    element.crossOrigin = None
    assert "crossorigin" not in attributes
    element.crossOrigin = "a"
    assert attributes["crossorigin"] == "a"


@pytest.mark.parametrize(
    ("attribute", "content", "expected"),
    [
        ("start", None, 0),
        ("start", " 12abc", 12),
        ("start", "-5", -5),
        ("start", "+3", 3),
        ("start", "2147483648", 0),  # outside long's range
        ("start", "-2147483648", -2147483648),
        ("start", "9" * 5000, 0),
        ("start", "x", 0),
        ("maxLength", None, -1),
        ("maxLength", "-5", -1),
        ("maxLength", "5", 5),
        ("step", None, -1),  # [ReflectDefault=-1]
        ("step", "x", -1),
        ("step", "4", 4),
        ("width", None, 0),
        ("width", "2147483647", 2147483647),
        ("width", "2147483648", 0),
        ("width", "-1", 0),
        ("width", "\t+7", 7),
        ("size", None, 1),
        ("size", "0", 1),
        ("size", "3", 3),
        ("cols", None, 20),
        ("cols", "0", 20),
        ("cols", "5", 5),
        ("span", None, 1),
        ("span", "0", 1),  # clamped to the range
        ("span", "5000", 1000),
        ("span", "x", 1),
        ("span", "7", 7),
        ("low", None, 0.0),
        ("low", "1.5e1", 15.0),
        ("low", " -.5x", -0.5),
        ("low", "1e400", 0.0),  # an error: 2^1024
        ("low", "x", 0.0),
        ("max", None, 1.0),
        ("max", "0", 1.0),
        ("max", "-1", 1.0),
        ("max", "2", 2.0),
    ],
)
def test_reflected_numbers_read(
    html: ModuleType, attribute: str, content: str | None, expected: float
) -> None:
    element = html_element(html)
    if content is not None:
        element._attributes[attribute.lower()] = content
    result = getattr(element, attribute)
    assert result == expected and type(result) is type(expected)


@pytest.mark.parametrize(
    ("attribute", "value", "content"),
    [
        ("start", -3, "-3"),
        ("start", "7", "7"),
        ("start", 2**31, "-2147483648"),  # Web IDL's long conversion wraps
        ("maxLength", 3, "3"),
        ("width", 5, "5"),
        ("width", 2**31, "0"),  # out of range: the minimum
        ("width", -1, "0"),  # 4294967295 as an unsigned long: out of range
        ("size", 2**31, "1"),
        ("cols", 0, "20"),  # with fallback: the default, no error
        ("span", 5000, "5000"),  # the setter does not clamp
        ("span", 0, "0"),
        ("low", 0.1, "0.1"),
        ("low", 1e21, "1e+21"),
        ("low", -0.0, "0"),
        ("max", 3, "3"),
    ],
)
def test_reflected_numbers_set(
    html: ModuleType, attribute: str, value: object, content: str
) -> None:
    element = html_element(html)
    setattr(element, attribute, value)
    assert element._attributes == {attribute.lower(): content}


def test_reflected_number_errors(html: ModuleType) -> None:
    from webapi.dom import DOMException

    element = html_element(html)
    with pytest.raises(DOMException) as error:
        element.maxLength = -1
    assert error.value.name == "IndexSizeError"
    with pytest.raises(DOMException) as error:
        element.size = 0
    assert error.value.name == "IndexSizeError"
    for value in (0, -1):  # limited to only positive numbers: nothing happens
        element.max = value
    assert element._attributes == {}
    with pytest.raises(
        TypeError,
        match=r"^Failed to set the 'low' property on 'HTMLElement': The provided double value "
        r"is non-finite\.$",
    ):
        element.low = float("nan")


def test_reflect_setter_and_token_lists(html: ModuleType) -> None:
    element = html_element(html)
    assert element.value == "value: (none)"  # [ReflectSetter]: the getter is the impl's
    element.value = 1
    assert element._attributes == {"value": "1"} and element.value == "value: 1"
    tokens = element.relList
    assert element.relList is tokens and tokens.value == ""
    element.relList = "a b"  # [PutForwards=value]
    assert element._attributes["rel"] == "a b" and list(tokens) == ["a", "b"]


# --- the same with wrapper classes (an impl object apart, in the slot _impl) ---------------


def test_inheritance_with_wrapper_classes(tmp_path: Path) -> None:
    module = load_fixture(tmp_path, "wrapped")
    try:
        Shape, Polygon = module.Shape, module.Polygon
        polygon = Polygon("p", 3)
        assert isinstance(polygon, Shape) and type(polygon._impl).__name__ == "PolygonImpl"
        assert Polygon.__slots__ == ("_outline",) and "_impl" in Shape.__slots__
        assert polygon.name == "p" and polygon.SIDES == 0 and Polygon.MAX_SIDES == 12
        # [SameObject] caches, the parent's too, are emptied by _wrap
        assert polygon.self is polygon.self and polygon.outline is polygon.outline
        assert polygon.outline.name == "p outline"
        wrapped = Polygon._wrap(polygon._impl)
        assert wrapped._self is None and wrapped._outline is None
        # results are wrapped: interface results, indexed properties, iteration
        corner = polygon[1]
        assert type(corner) is Shape and corner.name == "p 1"
        assert polygon.item(5) is None and polygon[-1].name == "p 2"
        assert [s.name for s in polygon] == ["p 0", "p 1", "p 2"]
        assert [s.name for s in polygon.values()] == ["p 0", "p 1", "p 2"]
        assert type(corner.parent()) is Shape and corner.parent().name == "p"
        assert Shape("lone").parent() is None
        seen = []
        polygon.each(lambda shape: seen.append(shape))  # the impl calls it with impl objects
        assert [s.name for s in seen] == ["p 0", "p 1", "p 2"]
        with pytest.raises(TypeError, match=r"^Failed to construct 'Polygon': 2 arguments"):
            Polygon("q")
    finally:
        sys.modules.pop("wrapped_bindings", None)
        sys.modules.pop("wrapped_impl", None)


# --- impl members that are module-level functions (impl_names "module:function") -------------


def test_impl_functions_are_called_with_the_object_first(tmp_path: Path) -> None:
    """``impl_names`` may name ``"module:function"`` (an operation, a readonly attribute's
    getter, a static operation), a list of two (a settable attribute's getter and setter),
    and ``constructor`` a function: each is called as ``function(self, ...)`` after the
    arguments' conversion, the object being its own impl (the DOM's algorithms are module
    functions over the impl classes' slots)."""
    module = load_fixture(tmp_path, "funcy")
    impl = sys.modules["funcy_impl"]
    try:
        text = (tmp_path / "funcy_bindings.py").read_text(encoding="utf-8")
        assert "import funcy_impl as _funcy_impl" in text
        counter = module.Counter(3.9)  # unsigned long: 3
        assert impl.CALLS[-1] == ("construct", counter, (3,))
        assert counter.count == 3 and counter.parent is None
        assert module.Counter().count == 0  # the IDL default
        counter.label = 12  # converted, then the setter function
        assert impl.CALLS[-1] == ("set_label", counter, ("12",)) and counter.label == "12"
        counter.note = None
        assert counter.note is None
        counter.note = "n"
        assert counter.note == "n"
        child = counter.add(2)
        assert impl.CALLS[-1] == ("add", counter, (2,))
        assert type(child) is module.Counter and child.count == 5 and child.parent is counter
        with pytest.raises(TypeError, match="1 argument required"):
            counter.add()
        assert counter.reset() is None and counter.count == 0
        assert module.Counter.zero().count == 0
        with pytest.raises(AttributeError):
            counter.count = 1  # readonly
    finally:
        sys.modules.pop("funcy_bindings", None)
        sys.modules.pop("funcy_impl", None)


_WING = """idl = "funcy.webidl"
output = "funcy_wing.py"
mixin_suffix = "WingMembers"
[interface.Counter]
impl = "funcy_impl:CounterImpl"
impl_is_self = true
members = MEMBERS
[interface.Counter.impl_names]
label = ["funcy_impl:get_label", "funcy_impl:set_label"]
add = "funcy_impl:add"
"""


def _generate_with_a_wing(tmp_path: Path, members: str) -> None:
    """funcy's module, and its wing's module binding ``members`` of Counter (a TOML list)."""
    for path in FIXTURES.glob("funcy*"):
        shutil.copy(path, tmp_path / path.name)
    (tmp_path / "funcy.wing.extras.toml").write_text(
        _WING.replace("MEMBERS", members), encoding="utf-8"
    )
    extras = tmp_path / "funcy.extras.toml"
    text = extras.read_text(encoding="utf-8")
    extras.write_text(
        text.replace("\n[interface", '\nwings = ["funcy.wing.extras.toml"]\n[interface', 1)
    )
    for name in ("funcy.wing", "funcy"):
        read = read_extras(tmp_path / f"{name}.extras.toml", tmp_path)
        read.output.write_text(generate(read, tmp_path), encoding="utf-8")


def test_a_wing_binds_its_members_in_a_mixin_the_class_derives_from(tmp_path: Path) -> None:
    """A wing's module (``mixin_suffix``) binds the ``members`` its table names, in a mixin
    derived from the impl class; the module whose ``wings`` name it leaves them out of its
    class and derives the class from the mixin (issue #72 item 3: the wings of webapi.html),
    which imports the wing's module, never the reverse: one class for its users."""
    sys.path.insert(0, str(tmp_path))
    try:
        for module in ("funcy_impl", "funcy_wing", "funcy_bindings"):
            sys.modules.pop(module, None)
        _generate_with_a_wing(tmp_path, '["label", "add"]')
        base = (tmp_path / "funcy_bindings.py").read_text(encoding="utf-8")
        wing = (tmp_path / "funcy_wing.py").read_text(encoding="utf-8")
        assert "from funcy_wing import CounterWingMembers" in base and "funcy_bindings" not in wing
        import funcy_bindings  # type: ignore[import-not-found]
        import funcy_wing  # type: ignore[import-not-found]

        counter_class, mixin = funcy_bindings.Counter, funcy_wing.CounterWingMembers
        impl = sys.modules["funcy_impl"]
        assert counter_class.__mro__[1:3] == (mixin, impl.CounterImpl)
        assert {"label", "add"} <= set(vars(mixin)) and not {"label", "add"} & set(
            vars(counter_class)
        )
        assert {"count", "reset"} <= set(vars(counter_class)) and "count" not in vars(mixin)
        counter = counter_class(3)
        counter.label = 12  # the wing's setter: converted, then the impl function
        assert impl.CALLS[-1] == ("set_label", counter, ("12",)) and counter.label == "12"
        child = counter.add(2)
        assert type(child) is counter_class and child.count == 5 and child.parent is counter
        with pytest.raises(TypeError, match="Failed to execute 'add' on 'Counter': 1 argument"):
            counter.add()
    finally:
        sys.path.remove(str(tmp_path))
        for module in ("funcy_impl", "funcy_wing", "funcy_bindings"):
            sys.modules.pop(module, None)


def test_a_wing_names_members_of_the_interface(tmp_path: Path) -> None:
    from idl.reader import UnsupportedIDL

    sys.path.insert(0, str(tmp_path))
    try:
        sys.modules.pop("funcy_impl", None)
        with pytest.raises(UnsupportedIDL, match=r"members names no member: \['lable'\]"):
            _generate_with_a_wing(tmp_path, '["lable"]')
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("funcy_impl", None)


@pytest.mark.parametrize(
    ("change", "error"),
    [
        ("impl_is_self = true\n", "impl functions need impl_is_self"),
        ("constructor only", "a constructor function needs impl_is_self"),
        ('label = "funcy_impl:get_label"', "needs a getter and a setter"),
        ('reset = ["funcy_impl:reset", "funcy_impl:reset"]', "two functions for an operation"),
    ],
)
def test_impl_functions_are_refused_where_they_cannot_work(
    tmp_path: Path, change: str, error: str
) -> None:
    from idl.reader import UnsupportedIDL

    for path in FIXTURES.glob("funcy*"):
        shutil.copy(path, tmp_path / path.name)
    extras = tmp_path / "funcy.extras.toml"
    text = extras.read_text(encoding="utf-8")
    if change == "constructor only":  # not impl_is_self, the members the impl's own
        text = text.replace("impl_is_self = true\n", "").split("[interface.Counter.impl_names]")[0]
    elif change.startswith("impl_is_self"):
        text = text.replace(change, "")
        text = text.replace('constructor = "funcy_impl:construct"\n', "")
    else:
        name = change.split(" =")[0]
        lines = [line for line in text.splitlines() if not line.startswith(f"{name} =")]
        text = "\n".join(lines) + "\n" + change + "\n"
    extras.write_text(text, encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    try:
        sys.modules.pop("funcy_impl", None)
        with pytest.raises(UnsupportedIDL, match=error):
            generate(read_extras(extras, tmp_path), tmp_path)
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("funcy_impl", None)


@pytest.mark.parametrize(
    "value", ['["m:a"]', '["m:a", "b"]', '["m:a", "m:b", "m:c"]', "3", '"m:a:b"']
)
def test_impl_names_values_are_checked(tmp_path: Path, value: str) -> None:
    from idl.extras import ExtrasError

    (tmp_path / "x.extras.toml").write_text(
        f'idl = "x.webidl"\noutput = "x.py"\n[interface.X]\nimpl = "m:X"\n'
        f"impl_names = {{ y = {value} }}\n",
        encoding="utf-8",
    )
    with pytest.raises(ExtrasError):
        read_extras(tmp_path / "x.extras.toml", tmp_path)
