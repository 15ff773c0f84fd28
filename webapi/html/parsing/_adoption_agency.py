"""The adoption agency algorithm
(https://html.spec.whatwg.org/multipage/parsing.html#adoption-agency-algorithm), the "in body"
insertion mode's steps for the end tag of a formatting element, and the "any other end tag"
steps it falls back on.

Bounded as the standard bounds it: at most eight rounds of the outer loop, and in the inner
loop formatting elements beyond the third are dropped from the list, so each end tag costs at
most a few walks of the stack; the list of active formatting elements answers in constant time
(:mod:`webapi.html.parsing._active_formatting`).
"""

from __future__ import annotations

from bisect import bisect_right

from webapi.dom.engine import ElementImpl as Element
from webapi.infra import HTML_NAMESPACE

from ._open_elements import DEFAULT, SPECIAL_GROUP
from ._template_contents import HTMLTemplateElementImpl
from ._tree_state import TreeBuilder

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
    """https://html.spec.whatwg.org/multipage/parsing.html#adoption-agency-algorithm

    The stack of open elements is read as it was when step 13's inner loop began until its
    changes are made, all at once, in step 19 (:meth:`StackOfOpenElements.replace_from
    <webapi.html.parsing._open_elements.StackOfOpenElements.replace_from>`): each of them in its
    step would renumber the elements above it. Nothing between reads the part of the stack they
    change (step 14's appropriate place looks for the topmost ``table`` and ``template``, and
    neither is between the formatting element and the furthest block, both special). The
    elements made "for the token for which" an element was created take that token's name and
    attributes from the element's entry in the list of active formatting elements.

    The moves keep the Text nodes in their order while the tree builder's
    ``texts_in_order`` holds (each open element then the last child of the one before it, so
    the furthest block's subtree ends the tree): steps 13.8 and 14 take the furthest block
    (in its chain of new elements) to the common ancestor's end, after the formatting element,
    step 16 its children into its one new child. So they tell the tree builder, but for step
    14's foster parenting and template contents."""
    open_elements = p.open
    active = p.active_formatting
    by_element = active.by_element
    current = open_elements[-1]
    stack = p.stack
    index_of = stack._index
    members = stack._members
    # 2. the current node an HTML element subject (the topmost open one: no read of the
    # current node's slots, of any element class) that is not in the list: pop it
    named = members.get(subject)
    if named and named[-1] is current and current not in by_element:
        p.pop()
        return
    nodes = p.nodes
    for _outer in range(8):  # 3., 4.1, 4.2
        # 4.3 the last element subject after the last marker, or "any other end tag"
        entry = active.named.get(subject)
        if entry is None:
            any_other_end_tag(p, subject)
            return
        formatting = entry.element
        if formatting is open_elements[-1]:
            # the common case, the formatting element the current node (4.4, 4.5 pass): no
            # furthest block above it (4.7), so 4.8 pops it and takes it out of the list
            p.pop()
            active.take_out(entry)
            return
        formatting_index = index_of.get(formatting)
        if formatting_index is None:  # 4.4 not open: out of the list
            active.take_out(entry)
            return
        # 4.5 in scope: no element of the default scope's list above it (its index, not a
        # second lookup: StackOfOpenElements.element_in_scope's steps)
        stoppers = members.get(DEFAULT)
        if stoppers and index_of[stoppers[-1]] > formatting_index:
            return
        # 4.7 the furthest block: the first special element above it (the lowest of the
        # stack's special elements above it: their group is in stack order, a binary search
        # by index, no read of the slots of the elements between)
        specials = members.get(SPECIAL_GROUP) or ()
        position = bisect_right(specials, formatting_index, key=index_of.__getitem__)
        if position == len(specials):  # 4.8
            p.pop_until_element(formatting)
            active.take_out(entry)
            return
        furthest_block = specials[position]
        block_index = index_of[furthest_block]
        common_ancestor = open_elements[formatting_index - 1]  # 4.9
        bookmark: Element | None = None  # 4.10 (None: the formatting element's place)
        node = last_node = furthest_block  # 4.11
        index = block_index
        inner = 0  # 4.12
        # the elements between the formatting element and the furthest block that stay in
        # the stack (each the new element that replaces it), the topmost first
        kept: list[Element] = []
        while True:  # 4.13
            inner += 1
            # 4.13.2 "the element immediately above node in the stack of open elements" (the
            # spec's stack grows down: above is the next index down), or the one that was
            # above it before it was removed: the next index down too, as the stack is
            # changed in step 19
            index -= 1
            node = open_elements[index]
            if node is formatting:  # 4.13.3
                break
            node_entry = by_element.get(node)
            if inner > 3 and node_entry is not None:  # 4.13.4
                active.take_out(node_entry)
                node_entry = None
            if node_entry is None:  # 4.13.5 (removed from the stack in step 19)
                continue
            # 4.13.6 (replaced in the stack in step 19)
            attributes = node_entry.attributes
            new = nodes.element(
                node_entry.name, dict(attributes) if attributes else {}, HTML_NAMESPACE
            )
            active.replace(node, new)
            kept.append(new)
            node = new
            if last_node is furthest_block:  # 4.13.7
                bookmark = new
            p.insert_node(last_node, node, None, True)  # 4.13.8
            last_node = node  # 4.13.9
        # 4.14 (the appropriate place without foster parenting: the override target's end,
        # a template's contents')
        if p.foster_parenting or isinstance(common_ancestor, HTMLTemplateElementImpl):
            parent, before = p.appropriate_place(common_ancestor)
            p.insert_node(last_node, parent, before)
        else:
            p.insert_node(last_node, common_ancestor, None, True)
        # 4.15
        attributes = entry.attributes
        new = nodes.element(entry.name, dict(attributes) if attributes else {}, HTML_NAMESPACE)
        p.move_children(furthest_block, new, True)  # 4.16
        # 4.17 (the new element has no parent: no removal, and it comes after the tree order
        # record is given up, by 4.14's insertion; parser_insert, the class's own copy)
        nodes.html_classes[entry.name][3](new, furthest_block, None)
        kept.reverse()
        kept.append(furthest_block)
        if block_index == len(open_elements) - 1 and _outer < 7:
            # the furthest block the current node: after steps 18 and 19 the new element
            # would be the current node and the last element subject in the list (its entry
            # moves past none of its name), which the next round's steps 4.3 to 4.8 pop and
            # take out at once: the new element stays out of both (not after the eighth
            # round, the last)
            active.take_out(entry)
            if block_index == formatting_index + 1:  # (nothing between: the common case)
                stack.remove(formatting)
            else:
                stack.replace_from(formatting_index, kept)
            return
        # 4.18
        if bookmark is None:
            active.replace(formatting, new)
        else:
            active.move(formatting, bookmark, new)
        # 4.19 (with 4.13.5's removals and 4.13.6's replacements)
        kept.append(new)
        kept += open_elements[block_index + 1 :]
        stack.replace_from(formatting_index, kept)
