"""The DOM's node tree (webapi/dom/_nodes, _tree, _mutation): the tree concepts, the
constraints "ensure pre-insert validity" enforces (each step with a case that reaches it), the
mutation algorithms against a model of children as plain lists (the Standard's ordered sets),
adopting, and trees deeper than Python's recursion limit."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests._sizes import DEPTHS, WIDTHS, examples
from webapi.dom import DOMException
from webapi.dom._mutation import (
    adopt,
    append,
    ensure_pre_insert_validity,
    insert,
    pre_insert,
    pre_remove,
    remove,
    replace,
    replace_all,
)
from webapi.dom._nodes import (
    AttrImpl,
    CDATASectionImpl,
    CommentImpl,
    DocumentFragmentImpl,
    DocumentImpl,
    DocumentTypeImpl,
    ElementImpl,
    NodeImpl,
    ProcessingInstructionImpl,
    TextImpl,
)
from webapi.dom._tree import (
    children,
    descendants,
    index,
    is_connected,
    is_following,
    is_host_including_inclusive_ancestor,
    is_inclusive_ancestor,
    is_preceding,
    length,
    root,
)
from webapi.infra import HTML_NAMESPACE


def element(document: DocumentImpl, name: str = "div") -> ElementImpl:
    return ElementImpl(document, HTML_NAMESPACE, name)


def kids(node: NodeImpl, limit: int = 1_000_000) -> list[NodeImpl]:
    """The children of ``node`` (an assertion error past ``limit``: links in a cycle)."""
    found = []
    for child in children(node):
        found.append(child)
        assert len(found) <= limit, "the children's links make a cycle"
    return found


def check_links(parent: NodeImpl) -> None:
    """Every link of ``parent``'s children agrees with the others (forward and backward)."""
    forward = kids(parent, 200_000)
    backward = []
    child = parent._last_child
    while child is not None:
        backward.append(child)
        assert len(backward) <= len(forward), "the backward links differ"
        child = child._previous_sibling
    assert backward[::-1] == forward
    assert all(c._parent is parent for c in forward)
    if not forward:
        assert parent._first_child is None and parent._last_child is None


def hierarchy_error(callable_: object, *arguments: object) -> None:
    with pytest.raises(DOMException) as caught:
        callable_(*arguments)  # type: ignore[operator]
    assert caught.value.name == "HierarchyRequestError"
    assert caught.value.code == 3


# --- tree concepts -------------------------------------------------------------------------


def test_root_ancestors_index_and_order() -> None:
    document = DocumentImpl()
    html = element(document, "html")
    body = element(document, "body")
    a, b, c = (element(document, n) for n in "abc")
    append(html, document)
    append(body, html)
    for node in (a, b, c):
        append(node, body)
    text = TextImpl(document, "x")
    append(text, b)
    assert root(text) is document and is_connected(text)
    assert [index(n) for n in (a, b, c)] == [0, 1, 2]
    assert list(descendants(document)) == [html, body, a, b, text, c]
    assert is_inclusive_ancestor(body, text) and is_inclusive_ancestor(text, text)
    assert not is_inclusive_ancestor(text, body)
    assert is_preceding(a, text) and is_preceding(body, a) and is_preceding(text, c)
    assert is_following(c, text) and not is_preceding(text, a) and not is_preceding(a, a)
    detached = element(document)
    assert not is_preceding(detached, a) and not is_following(detached, a)
    assert root(detached) is detached and not is_connected(detached)


def test_length_counts_utf16_code_units_and_children() -> None:
    document = DocumentImpl()
    assert length(TextImpl(document, "a\U0001f600b")) == 4
    assert length(CommentImpl(document, "\ud800")) == 1
    assert length(DocumentTypeImpl(document, "html")) == 0
    assert length(AttrImpl(document, None, None, "a", "value")) == 0
    parent = element(document)
    for _ in range(3):
        append(TextImpl(document, ""), parent)
    assert length(parent) == 3


def test_a_template_contents_host_counts_as_an_ancestor() -> None:
    document = DocumentImpl(is_html=True)
    template = element(document, "template")
    contents = DocumentFragmentImpl(DocumentImpl(is_html=True), template)
    inner = element(contents._node_document)
    append(inner, contents)
    outer = element(document)
    append(template, outer)
    assert is_host_including_inclusive_ancestor(outer, inner)
    assert not is_inclusive_ancestor(outer, inner)
    # so the template's ancestor cannot go into its own contents
    hierarchy_error(append, outer, contents)


# --- ensure pre-insert validity, step by step ---------------------------------------------


def test_step_1_only_documents_fragments_and_elements_have_children() -> None:
    document = DocumentImpl()
    for parent in (
        TextImpl(document, "t"),
        CommentImpl(document, "c"),
        DocumentTypeImpl(document, "html"),
        ProcessingInstructionImpl(document, "x", "y"),
        AttrImpl(document, None, None, "a", ""),
    ):
        hierarchy_error(append, element(document), parent)


def test_step_2_a_node_cannot_contain_itself() -> None:
    document = DocumentImpl()
    outer, inner = element(document), element(document)
    append(inner, outer)
    hierarchy_error(append, outer, inner)
    hierarchy_error(append, outer, outer)


def test_step_3_the_reference_child_must_be_a_child() -> None:
    document = DocumentImpl()
    parent, stranger = element(document), element(document)
    with pytest.raises(DOMException) as caught:
        pre_insert(element(document), parent, stranger)
    assert (caught.value.name, caught.value.code) == ("NotFoundError", 8)


def test_step_4_documents_and_attributes_cannot_be_inserted() -> None:
    document = DocumentImpl()
    hierarchy_error(append, DocumentImpl(), element(document))
    hierarchy_error(append, AttrImpl(document, None, None, "a", ""), element(document))


def test_step_5_a_doctype_goes_only_into_a_document() -> None:
    document = DocumentImpl()
    hierarchy_error(append, DocumentTypeImpl(document, "html"), element(document))
    hierarchy_error(append, DocumentTypeImpl(document, "html"), DocumentFragmentImpl(document))


@pytest.mark.parametrize("make", [lambda d: TextImpl(d, "t"), lambda d: CDATASectionImpl(d, "c")])
def test_step_6_no_text_in_a_document(make: object) -> None:
    document = DocumentImpl()
    hierarchy_error(append, make(document), document)  # type: ignore[operator]


def test_step_7_comments_and_processing_instructions_go_anywhere_in_a_document() -> None:
    document = DocumentImpl()
    append(DocumentTypeImpl(document, "html"), document)
    append(element(document, "html"), document)
    pre_insert(CommentImpl(document, "first"), document, document._first_child)
    append(ProcessingInstructionImpl(document, "x", "last"), document)
    assert [n._node_type for n in kids(document)] == [8, 10, 1, 7]


def test_step_8_a_fragment_into_a_document() -> None:
    document = DocumentImpl()
    two = DocumentFragmentImpl(document)
    append(element(document), two)
    append(element(document), two)
    hierarchy_error(append, two, document)
    with_text = DocumentFragmentImpl(document)
    append(TextImpl(document, "t"), with_text)
    hierarchy_error(append, with_text, document)
    comments_only = DocumentFragmentImpl(document)
    append(CommentImpl(document, "c"), comments_only)
    append(comments_only, document)
    assert [n._node_type for n in kids(document)] == [8]


def test_step_9_one_element_after_the_doctype() -> None:
    document = DocumentImpl()
    doctype = DocumentTypeImpl(document, "html")
    append(doctype, document)
    hierarchy_error(pre_insert, element(document), document, doctype)  # before the doctype
    html = element(document, "html")
    append(html, document)
    hierarchy_error(append, element(document), document)  # a second element
    replace(html, element(document, "other"), document)  # the one it replaces is excluded
    fragment = DocumentFragmentImpl(document)
    append(element(document), fragment)
    hierarchy_error(append, fragment, document)
    hierarchy_error(replace, doctype, element(document), document)  # an element for the doctype


def test_steps_10_11_one_doctype_before_the_element() -> None:
    document = DocumentImpl()
    html = element(document, "html")
    append(html, document)
    hierarchy_error(append, DocumentTypeImpl(document, "html"), document)  # after the element
    pre_insert(DocumentTypeImpl(document, "html"), document, html)
    hierarchy_error(pre_insert, DocumentTypeImpl(document, "x"), document, html)  # a second
    doctype = document._first_child
    assert doctype is not None
    replace(doctype, DocumentTypeImpl(document, "other"), document)  # excluded when replaced


def test_replace_checks_the_reference_is_a_child() -> None:
    document = DocumentImpl()
    with pytest.raises(DOMException) as caught:
        ensure_pre_insert_validity(element(document), element(document), element(document))
    assert caught.value.name == "NotFoundError"


# --- the mutation algorithms against a list model ------------------------------------------

OPERATIONS = st.lists(
    st.tuples(
        st.sampled_from(["append", "insert", "remove", "replace", "fragment", "replace_all"]),
        st.integers(0, 7),
        st.integers(0, 7),
        st.integers(0, 7),
    ),
    max_size=40,
)


@settings(max_examples=examples(300))
@given(OPERATIONS)
def test_mutations_agree_with_children_as_lists(
    operations: list[tuple[str, int, int, int]],
) -> None:
    """Eight elements, a random sequence of mutations; the model keeps each parent's children
    as a list and does what the Standard's steps say to them (checked before the DOM runs: an
    operation the DOM refuses must be one the model finds invalid, and leave both unchanged)."""
    document = DocumentImpl()
    nodes = [element(document, f"e{i}") for i in range(8)]
    model: dict[int, list[int]] = {i: [] for i in range(8)}
    parent_of: dict[int, int | None] = dict.fromkeys(range(8))

    def is_ancestor_or_self(a: int, b: int | None) -> bool:
        while b is not None:
            if a == b:
                return True
            b = parent_of[b]
        return False

    def detach(i: int) -> None:
        p = parent_of[i]
        if p is not None:
            model[p].remove(i)
            parent_of[i] = None

    for operation, x, y, z in operations:
        node, parent, child = nodes[x], nodes[y], nodes[z]
        if operation in ("append", "insert"):
            reference = None if operation == "append" else z
            valid = not is_ancestor_or_self(x, y) and (reference is None or parent_of[z] == y)
            if not valid:
                with pytest.raises(DOMException):
                    pre_insert(node, parent, None if reference is None else child)
                continue
            if reference == x:
                siblings = model[y]
                position = siblings.index(x) + 1
                reference = siblings[position] if position < len(siblings) else None
            detach(x)
            if reference is None:
                model[y].append(x)
            else:
                model[y].insert(model[y].index(reference), x)
            parent_of[x] = y
            pre_insert(node, parent, None if operation == "append" else child)
        elif operation == "remove":
            if parent_of[x] != y:
                with pytest.raises(DOMException):
                    pre_remove(node, parent)
                continue
            detach(x)
            pre_remove(node, parent)
        elif operation == "replace":  # replace child z of y with x
            if parent_of[z] != y or is_ancestor_or_self(x, y):
                with pytest.raises(DOMException):
                    replace(child, node, parent)
                continue
            siblings = model[y]
            if x != z:  # (replacing a node with itself changes nothing)
                detach(x)
                siblings[siblings.index(z)] = x
                parent_of[x], parent_of[z] = y, None
            replace(child, node, parent)
        elif operation == "fragment":  # move x and z into a fragment, then into y
            if is_ancestor_or_self(x, y) or is_ancestor_or_self(z, y) or x == z:
                continue
            fragment = DocumentFragmentImpl(document)
            append(node, fragment)
            append(child, fragment)
            detach(x)
            detach(z)
            model[y].extend([x, z])
            parent_of[x] = parent_of[z] = y
            append(fragment, parent)
            assert fragment._first_child is None
        else:  # replace all of y's children with x
            if is_ancestor_or_self(x, y):
                continue
            for old in list(model[y]):
                parent_of[old] = None
            model[y] = []
            detach(x)
            model[y].append(x)
            parent_of[x] = y
            replace_all(node, parent)
        for i in range(8):
            check_links(nodes[i])
            assert [nodes.index(c) for c in kids(nodes[i])] == model[i]  # type: ignore[arg-type]
            assert (nodes.index(nodes[i]._parent) if nodes[i]._parent else None) == parent_of[i]  # type: ignore[arg-type]


def test_inserting_a_node_before_itself_or_replacing_with_its_next_sibling() -> None:
    """pre-insert step 3 and replace step 3: the reference child is the node itself."""
    document = DocumentImpl()
    parent = element(document)
    a, b, c = (element(document, n) for n in "abc")
    for node in (a, b, c):
        append(node, parent)
    pre_insert(b, parent, b)
    assert kids(parent) == [a, b, c]
    check_links(parent)
    assert replace(a, b, parent) is a
    assert kids(parent) == [b, c] and a._parent is None
    check_links(parent)
    assert replace(c, c, parent) is c
    assert kids(parent) == [b, c]
    check_links(parent)


# --- adopting and node documents -----------------------------------------------------------


def test_insertion_adopts_into_the_parents_document() -> None:
    first, second = DocumentImpl(), DocumentImpl()
    subtree = element(first)
    leaf = TextImpl(first, "x")
    append(leaf, subtree)
    attribute = AttrImpl(first, None, None, "a", "1", subtree)
    subtree._attrs = [attribute]
    target = element(second)
    append(subtree, target)
    assert subtree._node_document is second and leaf._node_document is second
    assert attribute._node_document is second


def test_adopt_runs_the_adopting_steps_with_the_old_document() -> None:
    seen: list[tuple[str, DocumentImpl]] = []

    class Hooked(ElementImpl):
        __slots__ = ()

        def _adopting_steps(self, old_document: DocumentImpl) -> None:
            seen.append((self._local_name, old_document))

    first, second = DocumentImpl(), DocumentImpl()
    outer = Hooked(first, HTML_NAMESPACE, "outer")
    append(Hooked(first, HTML_NAMESPACE, "inner"), outer)
    adopt(outer, second)
    assert seen == [("outer", first), ("inner", first)]
    adopt(outer, second)  # the same document: no steps
    assert len(seen) == 2


def test_hooks_run_where_the_standard_runs_them() -> None:
    events: list[str] = []

    class Hooked(ElementImpl):
        __slots__ = ()

        def _insertion_steps(self) -> None:
            events.append(f"inserted {self._local_name}")

        def _removing_steps(self, is_subtree_root: bool, old_ancestor: NodeImpl) -> None:
            events.append(f"removed {self._local_name} {is_subtree_root}")

        def _children_changed_steps(self) -> None:
            events.append(f"children of {self._local_name}")

    document = DocumentImpl()
    parent = Hooked(document, HTML_NAMESPACE, "parent")
    child = Hooked(document, HTML_NAMESPACE, "child")
    append(Hooked(document, HTML_NAMESPACE, "grandchild"), child)
    events.clear()
    append(child, parent)
    assert events == ["inserted child", "inserted grandchild", "children of parent"]
    events.clear()
    remove(child)
    assert events == ["removed child True", "removed grandchild False", "children of parent"]


def test_every_change_moves_the_documents_version() -> None:
    document = DocumentImpl()
    node = element(document)
    before = document._version
    append(node, document)
    assert document._version > before
    before = document._version
    remove(node)
    assert document._version > before


# --- deep and wide trees -------------------------------------------------------------------


@pytest.mark.parametrize("depth", DEPTHS)
def test_a_tree_deeper_than_the_recursion_limit(depth: int) -> None:
    document = DocumentImpl()
    top = element(document)
    current = top
    for _ in range(depth):
        child = element(document)
        insert(child, current, None)
        current = child
    assert sum(1 for _ in descendants(top)) == depth
    assert root(current) is top
    assert is_preceding(top, current) and is_host_including_inclusive_ancestor(top, current)
    hierarchy_error(append, top, current)
    other = DocumentImpl()
    adopt(top, other)
    assert current._node_document is other


@pytest.mark.parametrize("width", WIDTHS)
def test_many_siblings_insert_and_remove_in_constant_steps(width: int) -> None:
    """Many children: inserting before the first and removing from the middle walk no list
    (the links change around the node only)."""
    document = DocumentImpl()
    parent = element(document)
    first = None
    for _ in range(width):
        node = TextImpl(document, "")
        insert(node, parent, first)
        first = node
    middle = kids(parent)[width // 2]
    remove(middle)
    assert length(parent) == width - 1
    check_links(parent)
