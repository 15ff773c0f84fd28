"""The adoption agency algorithm
(https://html.spec.whatwg.org/multipage/parsing.html#adoption-agency-algorithm), the "in body"
insertion mode's steps for the end tag of a formatting element, and the "any other end tag"
steps it falls back on.

Bounded as the standard bounds it: at most eight rounds of the outer loop, and in the inner
loop formatting elements beyond the third are dropped from the list, so each end tag costs at
most a few walks of the stack; the list of active formatting elements answers in constant time
(:mod:`webapi.html._active_formatting`).
"""

from __future__ import annotations

from webapi.dom.engine import ElementImpl as Element

from ._parser_nodes import attributes_of
from ._tree_state import TreeBuilder, is_html
from ._tree_tables import SPECIAL

__all__ = ["adoption_agency", "any_other_end_tag"]


def any_other_end_tag(p: TreeBuilder, name: str) -> None:
    """The "any other end tag" steps of "in body": walk down the stack from the current node
    to an HTML element ``name`` (then generate implied end tags except for it and pop up to it)
    or to a special element (then ignore the token)."""
    node = p.stack.before_special(name)
    if node is None:
        return
    p.generate_implied_end_tags(name)
    p.pop_until_element(node)


def adoption_agency(p: TreeBuilder, subject: str) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#adoption-agency-algorithm"""
    open_elements = p.open
    active = p.active_formatting
    current = open_elements[-1]
    if is_html(current, subject) and current not in active:
        p.pop()
        return
    stack = p.stack
    for _outer in range(8):
        formatting = active.last_named(subject)
        if formatting is None:
            any_other_end_tag(p, subject)
            return
        if formatting is open_elements[-1]:
            # the common case, the formatting element the current node: open, in scope, no
            # furthest block above it
            p.pop()
            active.remove(formatting)
            return
        if formatting not in stack:
            active.remove(formatting)
            return
        if not stack.element_in_scope(formatting):
            return
        formatting_index = stack.index(formatting)
        furthest_block = None
        for index in range(formatting_index + 1, len(open_elements)):
            node = open_elements[index]
            if (node._namespace, node._local_name) in SPECIAL:
                furthest_block = node
                break
        if furthest_block is None:
            p.pop_until_element(formatting)
            p.remove_active_formatting(formatting)
            return
        common_ancestor = open_elements[formatting_index - 1]
        bookmark: Element | None = None  # None: the formatting element's place in the list
        node = last_node = furthest_block
        index = stack.index(furthest_block)
        inner = 0
        # the nodes the inner loop removes from the stack, removed at once after it (one
        # renumbering of the stack above them, not one for each)
        removed: list[Element] = []
        while True:
            inner += 1
            # "the element immediately above node in the stack of open elements" (the spec's
            # stack grows down: above is the next index down), or the one that was above it
            # before it was removed: the next index down too, as the removal waits
            index -= 1
            node = open_elements[index]
            if node is formatting:
                break
            in_list = node in p.active_formatting
            if inner > 3 and in_list:
                p.remove_active_formatting(node)
                in_list = False
            if not in_list:
                removed.append(node)
                continue
            new = p.create_element(node._local_name, dict(attributes_of(node)))
            p.active_formatting.replace(node, new)
            stack.replace(node, new)
            node = new
            if last_node is furthest_block:
                bookmark = new
            p.insert_node(last_node, node)
            last_node = node
        stack.remove_all(removed)
        parent, before = p.appropriate_place(common_ancestor)
        p.insert_node(last_node, parent, before)
        new = p.create_element(formatting._local_name, dict(attributes_of(formatting)))
        p.move_children(furthest_block, new)
        p.insert_node(new, furthest_block)
        if bookmark is None:
            p.active_formatting.replace(formatting, new)
        else:
            p.active_formatting.move(formatting, bookmark, new)
        stack.remove(formatting)
        stack.insert_above(furthest_block, new)
