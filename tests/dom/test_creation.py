"""Creating nodes (webapi/dom/_creation): the registries of node classes and element
interfaces, nodes made without running a public class's constructor, every place the DOM makes
a node going through them, and the creation algorithms' checks (createCDATASection, a
processing instruction's target and data, the ``is`` value)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from webapi.dom import DOMException
from webapi.dom._attributes import attribute_list, get_attribute_by_name
from webapi.dom._character_data import split_text
from webapi.dom._creation import (
    NODE_CLASSES,
    create_a_comment_node,
    create_a_doctype,
    create_a_document,
    create_a_document_fragment,
    create_a_processing_instruction_node,
    create_a_text_node,
    create_an_attribute,
    create_an_element,
    create_cdata_section,
    document_origin,
    element_interface,
    register_element_interface,
    register_node_class,
)
from webapi.dom._mixins import parent_append
from webapi.dom._node import clone_node, set_text_content
from webapi.dom._nodes import (
    AttrImpl,
    CommentImpl,
    DocumentImpl,
    ElementImpl,
    TextImpl,
    make_node,
    node_initializer,
    own_initializer,
)
from webapi.dom._xml import matches_name
from webapi.dom.engine import own_appender, own_inserter, own_text_appender, parser_insert
from webapi.infra import HTML_NAMESPACE, SVG_NAMESPACE
from webapi.url import OpaqueOrigin


class Text(TextImpl):
    """A stand-in for a generated public class: its constructor is the IDL's."""

    __slots__ = ()

    def __init__(self, data: str = "") -> None:
        raise AssertionError("the DOM ran the public constructor")


class Element(ElementImpl):
    __slots__ = ()

    def __init__(self) -> None:
        raise TypeError("Illegal constructor")


class Attr(AttrImpl):
    __slots__ = ()

    def __init__(self) -> None:
        raise TypeError("Illegal constructor")


class TemplateImpl(ElementImpl):
    """An impl class with state of its own (as HTML's template element)."""

    __slots__ = ("_extra",)

    def __init__(
        self,
        document: DocumentImpl,
        namespace: str | None,
        local_name: str,
        prefix: str | None = None,
        attrs: dict[str, str] | None = None,
    ) -> None:
        super().__init__(document, namespace, local_name, prefix, attrs)
        self._extra = f"made for {local_name}"


class Template(Element, TemplateImpl):
    __slots__ = ()


@pytest.fixture
def registered() -> Iterator[None]:
    """The stand-in public classes registered, the registries restored afterwards."""
    from webapi.dom import _creation

    saved_classes = dict(NODE_CLASSES)
    saved_interfaces = dict(_creation._ELEMENT_INTERFACES)
    register_node_class("Text", Text)
    register_node_class("Element", Element)
    register_node_class("Attr", Attr)
    register_element_interface(
        HTML_NAMESPACE, lambda name: Template if name == "template" else None
    )
    try:
        yield
    finally:
        NODE_CLASSES.clear()
        NODE_CLASSES.update(saved_classes)
        _creation._ELEMENT_INTERFACES.clear()
        _creation._ELEMENT_INTERFACES.update(saved_interfaces)


def test_the_defaults_are_the_public_classes() -> None:
    """Once webapi.dom's public classes are loaded (HTML's parser loads them through the
    engine), the DOM makes their instances."""
    import webapi.dom as dom

    text_class = dom.Text  # (loads the public classes)
    document = DocumentImpl(is_html=True)
    assert type(create_a_text_node(document, "x")) is text_class
    # (an Element, or HTML's class once webapi.html registered its element classes)
    assert isinstance(create_an_element(document, "div", HTML_NAMESPACE), dom.Element)
    assert element_interface("svg", SVG_NAMESPACE) is dom.Element
    assert type(create_a_document()) is dom.Document
    assert type(create_a_document("XMLDocument")) is dom.XMLDocument


def test_registering_checks_the_interface_and_the_class() -> None:
    with pytest.raises(ValueError, match="no node interface"):
        register_node_class("Node", TextImpl)
    with pytest.raises(TypeError, match="not a subclass of TextImpl"):
        register_node_class("Text", CommentImpl)
    with pytest.raises(TypeError, match="not a subclass"):
        register_node_class("Comment", "CommentImpl")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="callable"):
        register_element_interface(HTML_NAMESPACE, None)  # type: ignore[arg-type]
    assert issubclass(NODE_CLASSES["Text"], TextImpl)
    assert issubclass(NODE_CLASSES["Comment"], CommentImpl)


@pytest.mark.usefixtures("registered")
def test_registered_classes_are_made_without_their_constructor() -> None:
    document = DocumentImpl(is_html=True)
    text = create_a_text_node(document, "data")
    assert type(text) is Text
    assert (text._data, text._node_document, text._parent) == ("data", document, None)
    div = create_an_element(document, "div", HTML_NAMESPACE)
    assert type(div) is Element and div._local_name == "div" and div._attrs is None
    template = create_an_element(document, "template", HTML_NAMESPACE)
    assert type(template) is Template
    assert template._extra == "made for template"  # its own impl class's __init__ ran
    assert type(create_an_element(document, "template", SVG_NAMESPACE)) is Element
    attribute = create_an_attribute(document, "a", None, None, "1")
    assert type(attribute) is Attr and attribute._value == "1"


def test_own_initializer_and_inserter_are_copies_for_their_class_alone() -> None:
    """A class's own initializer and inserter have the steps of its impl's ``__init__`` and
    of ``parser_insert`` in code objects of their own (what CPython's specializing
    interpreter learns of their loads and stores is of the one class), made once a class,
    and do what those do."""

    class Paragraph(ElementImpl):
        __slots__ = ()

    init = own_initializer(Element)
    assert init is own_initializer(Element)
    assert init is not node_initializer(Element) is ElementImpl.__init__
    assert init.__code__ is not ElementImpl.__init__.__code__
    assert init.__code__.co_code == ElementImpl.__init__.__code__.co_code
    assert own_initializer(Paragraph).__code__ is not init.__code__
    assert own_initializer(Template).__code__.co_code == TemplateImpl.__init__.__code__.co_code
    document = DocumentImpl(is_html=True)
    made = Element.__new__(Element)
    init(made, document, HTML_NAMESPACE, "p", None, {"id": "x"})
    expected = make_node(Element, document, HTML_NAMESPACE, "p", None, {"id": "x"})
    slots = [name for cls in type(made).__mro__ for name in getattr(cls, "__slots__", ())]
    assert slots and all(
        getattr(made, name) == getattr(expected, name)
        for name in slots
        if name not in ("__weakref__", "_subtree_steps")
    )
    own_initializer(Text)(text := Text.__new__(Text), document, "data")
    assert (text._data, text._parent, text._next_sibling) == ("data", None, None)
    insert = own_inserter(Text)
    assert insert is own_inserter(Text) and insert is not own_inserter(Element)
    assert insert.__code__ is not parser_insert.__code__
    assert insert.__code__.co_code == parser_insert.__code__.co_code
    insert(text, made, None)
    own_inserter(Element)(expected, made, text)
    assert (made._first_child, made._last_child, text._previous_sibling) == (
        expected,
        text,
        expected,
    )


def test_make_node_needs_an_impl_class() -> None:
    class Plain:
        pass

    with pytest.raises(TypeError, match="derives from no impl class"):
        make_node(Plain)  # type: ignore[type-var]


@pytest.mark.usefixtures("registered")
def test_every_node_the_dom_makes_is_of_the_registered_class() -> None:
    document = DocumentImpl(is_html=True)
    div = create_an_element(document, "div", HTML_NAMESPACE, None)
    parent_append(div, ["a", "b"])  # strings become Text nodes
    assert [type(child) for child in (div._first_child, div._last_child)] == [Text, Text]
    set_text_content(div, "replaced")
    assert type(div._first_child) is Text
    first = div._first_child
    assert isinstance(first, TextImpl)
    assert type(split_text(first, 3)) is Text
    parsed = ElementImpl(document, HTML_NAMESPACE, "p", None, {"id": "x"})  # the parser's dict
    assert type(get_attribute_by_name("id", parsed)) is Attr
    assert all(type(a) is Attr for a in attribute_list(parsed))
    copy = clone_node(parsed, document, subtree=True)
    assert type(copy) is ElementImpl  # a copy is of its original's class
    assert isinstance(copy, ElementImpl)
    assert all(type(a) is Attr for a in attribute_list(copy))
    deep = clone_node(div, document, subtree=True)
    assert type(deep) is Element and type(deep._first_child) is Text


def test_create_an_element_keeps_the_is_value_and_clones_keep_it() -> None:
    document = DocumentImpl(is_html=True)
    element = create_an_element(document, "button", HTML_NAMESPACE, None, "fancy-button")
    assert element._is_value == "fancy-button"
    assert element._attrs is None  # not an attribute
    copy = clone_node(element)
    assert isinstance(copy, ElementImpl) and copy._is_value == "fancy-button"
    assert create_an_element(document, "p", HTML_NAMESPACE)._is_value is None


def test_the_creation_algorithms_set_what_they_are_given() -> None:
    document = DocumentImpl()
    comment = create_a_comment_node(document, "c")
    assert type(comment) is NODE_CLASSES["Comment"] and comment._data == "c"
    fragment = create_a_document_fragment(document)
    assert fragment._node_document is document and fragment._host is None
    doctype = create_a_doctype(document, "html")
    assert (doctype._name, doctype._public_id, doctype._system_id) == ("html", "", "")
    attribute = create_an_attribute(document, "href", "urn:x", "x")
    assert (attribute._namespace, attribute._prefix, attribute._local_name, attribute._value) == (
        "urn:x",
        "x",
        "href",
        "",
    )
    assert attribute._element is None


def test_create_cdata_section() -> None:
    xml = DocumentImpl()
    section = create_cdata_section(xml, "a]]b>")
    assert type(section) is NODE_CLASSES["CDATASection"] and section._data == "a]]b>"
    with pytest.raises(DOMException) as caught:
        create_cdata_section(DocumentImpl(is_html=True), "x")
    assert (caught.value.name, caught.value.code) == ("NotSupportedError", 9)
    with pytest.raises(DOMException) as caught:
        create_cdata_section(xml, "a]]>b")
    assert caught.value.name == "InvalidCharacterError"


@pytest.mark.parametrize(
    ("target", "valid"),
    [
        ("x", True),
        ("x:y", True),
        (":", True),  # a colon is a NameStartChar
        ("_x", True),
        ("xml", True),  # reserved by XML, allowed by the production
        ("\u00e9", True),
        ("x\u00b7", True),  # U+00B7 is a NameChar
        ("a-b.c9", True),
        ("\U00010000", True),
        ("\u00b7x", False),  # ... not a NameStartChar
        ("1x", False),
        ("-x", False),
        (".x", False),
        ("", False),
        ("a b", False),
        ("a>b", False),
        ("\uffff", False),
        ("\u037e", False),  # the one gap of [#x370-#x37D] [#x37F-#x1FFF]
        ("\U000f0000", False),  # past [#x10000-#xEFFFF]
    ],
)
def test_a_processing_instruction_target_is_an_xml_name(target: str, valid: bool) -> None:
    assert matches_name(target) is valid
    document = DocumentImpl(is_html=True)
    if valid:
        pi = create_a_processing_instruction_node(document, target, "d")
        assert (pi._target, pi._data) == (target, "d")
    else:
        with pytest.raises(DOMException) as caught:
            create_a_processing_instruction_node(document, target, "d")
        assert caught.value.name == "InvalidCharacterError"


def test_a_processing_instruction_data_has_no_end() -> None:
    document = DocumentImpl()
    made = create_a_processing_instruction_node(document, "t", "? >")
    assert type(made) is NODE_CLASSES["ProcessingInstruction"]
    for data in ("?>", "a?>b", "??>>"):
        with pytest.raises(DOMException) as caught:
            create_a_processing_instruction_node(document, "t", data)
        assert caught.value.name == "InvalidCharacterError"


def test_a_new_document_and_its_origin() -> None:
    document = create_a_document()
    assert (document._is_html, document._content_type, document._url, document._mode) == (
        False,
        "application/xml",
        "about:blank",
        "no-quirks",
    )
    assert document._encoding == "UTF-8"
    origin = document_origin(document)
    assert isinstance(origin, OpaqueOrigin)
    assert document_origin(document) is origin  # made once
    assert document_origin(create_a_document()) is not origin  # each its own
    copy: Any = clone_node(document)
    assert document_origin(copy) is origin  # cloning copies the origin


def _slot_values(node: Any, parent: Any, document: Any) -> dict[str, Any]:
    """``node``'s slots, the nodes among them named by role (its document, ``parent`` and
    ``parent``'s children by index: two trees' nodes compared)."""
    roles = {id(document): "document", id(parent): "parent"}
    child, index = parent._first_child, 0
    while child is not None:
        roles[id(child)] = f"child {index}"
        child, index = child._next_sibling, index + 1
    slots = [name for cls in type(node).__mro__ for name in getattr(cls, "__slots__", ())]
    values = {name: getattr(node, name) for name in slots if name != "__weakref__"}
    return {
        name: value if value is None else roles.get(id(value), value)
        for name, value in values.items()
    }


@pytest.mark.parametrize("children", [0, 2])
def test_the_parsers_appenders_leave_what_init_and_insert_leave(children: int) -> None:
    """``parser_append_element`` and ``parser_append_text`` (an initializer and an append in
    one frame, for HTML's parser) leave the node, its parent and its document as the class's
    ``__init__`` and :func:`parser_insert` leave them: every slot (a slot an initializer
    gains that the appenders do not set fails here)."""
    trees = []
    for appended in (False, True):
        document = DocumentImpl(is_html=True)
        parent = make_node(Element, document, HTML_NAMESPACE, "div", None, None)
        for _ in range(children):
            parser_insert(make_node(Text, document, "x"), parent, None)
        document._ids = {}
        before = (document._version, document._tree_version)
        element = Element.__new__(Element)
        text = Text.__new__(Text)
        if appended:
            own_appender(Element)(element, document, HTML_NAMESPACE, "p", {"id": "a"}, parent)
            own_text_appender(Text)(text, document, "data", parent)
        else:
            node_initializer(Element)(element, document, HTML_NAMESPACE, "p", None, {"id": "a"})
            parser_insert(element, parent, None)
            node_initializer(Text)(text, document, "data")
            parser_insert(text, parent, None)
        trees.append(
            (
                _slot_values(element, parent, document),
                _slot_values(text, parent, document),
                _slot_values(parent, parent, document),
                (document._version - before[0], document._tree_version - before[1]),
                document._ids,
            )
        )
    assert trees[0] == trees[1]
    assert trees[1][3] == (2, 2) and trees[1][4] is None
