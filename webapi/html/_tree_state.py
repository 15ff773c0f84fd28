"""The parser's state during tree construction
(https://html.spec.whatwg.org/multipage/parsing.html#parse-state): the stack of open elements
and its scopes, the list of active formatting elements, the element pointers, the insertion
point ("the appropriate place for inserting a node", foster parenting included) and the
operations on them that the insertion modes share.

Linear time: the stack (:mod:`webapi.html._open_elements`) answers scope checks without
walking down it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ._active_formatting import ActiveFormattingElements
from ._dom import (
    HTML_NAMESPACE,
    MATHML_NAMESPACE,
    SVG_NAMESPACE,
    Comment,
    Document,
    DocumentFragment,
    Element,
    ParentNode,
    Text,
)
from ._open_elements import BUTTON, DEFAULT, LIST_ITEM, TABLE, StackOfOpenElements
from ._selectedcontent import Selects
from ._tokens import CharactersToken, CommentToken, DoctypeToken, EndTagToken, StartTagToken
from ._tree_tables import (
    IMPLIED_END_TAGS,
    IMPLIED_END_TAGS_THOROUGHLY,
    MATHML_ATTRIBUTES,
    SVG_ATTRIBUTES,
)

if TYPE_CHECKING:
    from ._tokenizer import Tokenizer

__all__ = ["EOF", "Mode", "TreeBuilder", "reconstruct_budget"]


class _EndOfFile:
    """The end-of-file token."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "EOF"


EOF = _EndOfFile()

AnyToken = DoctypeToken | StartTagToken | EndTagToken | CommentToken | CharactersToken | _EndOfFile
#: An insertion mode: the function that processes a token in it.
Mode = Callable[["TreeBuilder", AnyToken], None]

_FOSTER_TARGETS = frozenset({"table", "tbody", "tfoot", "thead", "tr"})
_HTML_INTEGRATION_ENCODINGS = frozenset({"text/html", "application/xhtml+xml"})
_MATHML_TEXT_INTEGRATION_POINTS = frozenset({"mi", "mo", "mn", "ms", "mtext"})
_SVG_HTML_INTEGRATION_POINTS = frozenset({"foreignObject", "desc", "title"})


def is_html(node: Element, name: str) -> bool:
    """Whether ``node`` is an element in the HTML namespace with local name ``name``."""
    return node.local_name == name and node.namespace == HTML_NAMESPACE


def is_mathml_text_integration_point(node: Element) -> bool:
    """https://html.spec.whatwg.org/multipage/parsing.html#mathml-text-integration-point"""
    return node.namespace == MATHML_NAMESPACE and node.local_name in _MATHML_TEXT_INTEGRATION_POINTS


def is_html_integration_point(node: Element) -> bool:
    """https://html.spec.whatwg.org/multipage/parsing.html#html-integration-point: a MathML
    ``annotation-xml`` whose start tag had an ``encoding`` of ``text/html`` or
    ``application/xhtml+xml`` (ASCII case-insensitive), SVG ``foreignObject``, ``desc`` and
    ``title``."""
    if node.namespace == SVG_NAMESPACE:
        return node.local_name in _SVG_HTML_INTEGRATION_POINTS
    if node.namespace == MATHML_NAMESPACE and node.local_name == "annotation-xml":
        encoding = node.attributes.get("encoding")
        return encoding is not None and encoding.lower() in _HTML_INTEGRATION_ENCODINGS
    return False


def adjust_mathml_attributes(attributes: dict[str, str]) -> dict[str, str]:
    """https://html.spec.whatwg.org/multipage/parsing.html#adjust-mathml-attributes"""
    if "definitionurl" not in attributes:
        return attributes
    return {MATHML_ATTRIBUTES.get(name, name): value for name, value in attributes.items()}


def adjust_svg_attributes(attributes: dict[str, str]) -> dict[str, str]:
    """https://html.spec.whatwg.org/multipage/parsing.html#adjust-svg-attributes"""
    if not any(name in SVG_ATTRIBUTES for name in attributes):
        return attributes
    return {SVG_ATTRIBUTES.get(name, name): value for name, value in attributes.items()}


def _in_html_content(node: Element, token: AnyToken) -> bool:
    """Whether the tree construction dispatcher gives ``token`` to the current insertion mode
    (else to the rules for parsing tokens in foreign content), with ``node`` the adjusted
    current node."""
    if node.namespace == HTML_NAMESPACE:
        return True
    if type(token) is CharactersToken:
        return is_mathml_text_integration_point(node) or is_html_integration_point(node)
    if type(token) is not StartTagToken:
        return False
    if is_mathml_text_integration_point(node):
        return token.name not in ("mglyph", "malignmark")
    if node.local_name == "annotation-xml" and node.namespace == MATHML_NAMESPACE:
        return token.name == "svg" or is_html_integration_point(node)
    return is_html_integration_point(node)


def reconstruct_budget(length: int) -> int:
    """The elements "reconstruct the active formatting elements" may create for a reader of
    the tree (``links()``, ``decode_html``'s late ``<meta>``) on an input of ``length``
    characters: 4,096 and one per 16 characters.

    The Standard's tree can hold far more: ``"<p>" + "<b id=N>" * n + "</p>" + "<p>x</p>" * r``
    makes each of the r paragraphs reconstruct the n ``b`` elements, n x r elements from
    10n + 8r characters (parse5 and browsers build them all). Real pages stay far below (the
    project's 3,200 generated pages at most 11 a page, the benchmark page none). Past the
    budget an entry other than an ``a`` is taken out of the list instead of being created
    again, so the rest costs time and memory in proportion to the input; an ``a`` (a link)
    is still created: the list holds at most one after its last marker, so at most one a
    reconstruction. The tree then lacks those formatting elements, which changes the readers'
    answers only where one of them would have mattered later (an end tag that would have
    closed it and what is above it)."""
    return 4096 + length // 16


class TreeBuilder:
    """One run of tree construction over a tokenizer (the insertion modes are in
    :mod:`webapi.html._insertion_modes`)."""

    __slots__ = (
        "active_formatting",
        "context",
        "document",
        "foreign_rules",
        "form_element",
        "foster_parenting",
        "frameset_ok",
        "head_element",
        "meta_elements",
        "mode",
        "open",
        "original_mode",
        "pending_table_characters",
        "reconstructions_left",
        "scripting",
        "selectedcontent",
        "skip_newline",
        "stack",
        "template_modes",
        "tokenizer",
    )

    def __init__(
        self, tokenizer: Tokenizer, scripting: bool, initial: Mode, foreign_rules: Mode
    ) -> None:
        self.tokenizer = tokenizer
        #: The rules for parsing tokens in foreign content.
        self.foreign_rules = foreign_rules
        self.document = Document()
        #: The scripting flag: true, ``noscript`` is raw text.
        self.scripting = scripting
        self.mode: Mode = initial
        self.original_mode: Mode = initial
        self.template_modes: list[Mode] = []
        #: The stack of open elements, and its elements (the bottom first).
        self.stack = StackOfOpenElements()
        self.open = self.stack.elements
        self.active_formatting = ActiveFormattingElements()
        #: What is left of a reader's budget for "reconstruct the active formatting elements"
        #: (``None``: no budget, the Standard's tree): see :func:`reconstruct_budget`.
        self.reconstructions_left: int | None = None
        self.head_element: Element | None = None
        self.form_element: Element | None = None
        self.frameset_ok = True
        self.foster_parenting = False
        self.pending_table_characters: list[str] = []
        #: Set after a pre, listing or textarea start tag: "If the next token is a U+000A LINE
        #: FEED (LF) character token, then ignore that token."
        self.skip_newline = False
        #: The fragment case's context element (``None``: a document).
        self.context: Element | None = None
        #: Where the "in head" insertion mode's steps for a ``meta`` start tag record the
        #: element's attributes (the steps that may "change the encoding"), when a caller
        #: asks (``None``: nobody does).
        self.meta_elements: list[dict[str, str]] | None = None
        #: What the select steps that fill selectedcontent elements need of each select.
        self.selectedcontent = Selects()

    def process(self, token: AnyToken) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#tree-construction-dispatcher"""
        kind = type(token)
        if self.skip_newline and kind is not CharactersToken:
            self.skip_newline = False
        open_elements = self.open
        node = (
            open_elements[-1]
            if open_elements and self.context is None
            else self.adjusted_current_node()
        )
        if (
            node is None
            or node.namespace == HTML_NAMESPACE
            or token is EOF
            or _in_html_content(node, token)
        ):
            self.mode(self, token)
        else:
            self.foreign_rules(self, token)

    # --- the stack of open elements ---------------------------------------------------------

    @property
    def current_node(self) -> Element:
        """https://html.spec.whatwg.org/multipage/parsing.html#current-node"""
        return self.open[-1]

    def adjusted_current_node(self) -> Element | None:
        """https://html.spec.whatwg.org/multipage/parsing.html#adjusted-current-node"""
        open_elements = self.open
        if self.context is not None and len(open_elements) == 1:
            return self.context
        return open_elements[-1] if open_elements else None

    def push(self, element: Element) -> None:
        """Push ``element`` onto the stack of open elements."""
        self.stack.push(element)

    def pop(self) -> Element:
        """Pop the current node off the stack of open elements."""
        element = self.stack.pop()
        if self.selectedcontent.seen_selectedcontent and is_html(element, "option"):
            self.maybe_clone_option_into_selectedcontent(element)
        return element

    def is_open(self, element: Element) -> bool:
        """Whether ``element`` is in the stack of open elements."""
        return element in self.stack

    def has_open(self, name: str) -> bool:
        """Whether the stack of open elements has an HTML element ``name``."""
        return self.stack.has(name)

    def remove_open(self, element: Element) -> None:
        """Remove ``element`` from the stack of open elements (anywhere in it), if there."""
        if element in self.stack:
            self.stack.remove(element)

    def pop_until(self, *names: str) -> None:
        """Pop elements until an HTML element with one of ``names`` has been popped."""
        while self.open:
            element = self.pop()
            if element.local_name in names and element.namespace == HTML_NAMESPACE:
                return

    def pop_until_element(self, element: Element) -> None:
        """Pop elements until ``element`` has been popped."""
        while self.open:
            if self.pop() is element:
                return

    def in_scope(self, name: str, scope: str = DEFAULT) -> bool:
        """https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-the-specific-scope
        for an HTML element ``name``."""
        return self.stack.in_scope(name, scope)

    def any_in_scope(self, names: frozenset[str], scope: str = DEFAULT) -> bool:
        """Whether one of the HTML elements ``names`` is in ``scope`` (the walk down the stack
        stops at the first of them)."""
        in_scope = self.stack.in_scope
        return any(in_scope(name, scope) for name in names)

    def element_in_scope(self, element: Element) -> bool:
        """Whether the element ``element`` is in (the default) scope."""
        return self.stack.element_in_scope(element)

    def in_list_item_scope(self, name: str) -> bool:
        """https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-list-item-scope"""
        return self.stack.in_scope(name, LIST_ITEM)

    def in_button_scope(self, name: str) -> bool:
        """https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-button-scope"""
        return self.stack.in_scope(name, BUTTON)

    def in_table_scope(self, name: str) -> bool:
        """https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-table-scope"""
        return self.stack.in_scope(name, TABLE)

    def generate_implied_end_tags(self, exception: str | None = None) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#generate-implied-end-tags
        (``exception``: "except for" elements with that name)."""
        open_elements = self.open
        while open_elements:
            node = open_elements[-1]
            if (
                node.namespace != HTML_NAMESPACE
                or node.local_name not in IMPLIED_END_TAGS
                or node.local_name == exception
            ):
                return
            self.pop()

    def generate_all_implied_end_tags_thoroughly(self) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#generate-all-implied-end-tags-thoroughly"""
        open_elements = self.open
        while open_elements:
            node = open_elements[-1]
            if (
                node.namespace != HTML_NAMESPACE
                or node.local_name not in IMPLIED_END_TAGS_THOROUGHLY
            ):
                return
            self.pop()

    def close_p_element(self) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#close-a-p-element"""
        self.generate_implied_end_tags("p")
        self.pop_until("p")

    def close_p_in_button_scope(self) -> None:
        """ "If the stack of open elements has a p element in button scope, then close a p
        element.\""""
        if self.in_button_scope("p"):
            self.close_p_element()

    # --- creating and inserting nodes -------------------------------------------------------

    def appropriate_place(
        self, override: Element | None = None
    ) -> tuple[ParentNode, Element | None]:
        """https://html.spec.whatwg.org/multipage/parsing.html#appropriate-place-for-inserting-a-node:
        the parent and the child to insert before (``None``: at the end)."""
        target = self.open[-1] if override is None else override  # the current node
        if (
            self.foster_parenting
            and target.namespace == HTML_NAMESPACE
            and target.local_name in _FOSTER_TARGETS
        ):
            stack = self.stack
            last_template = stack.topmost("template")
            last_table = stack.topmost("table")
            open_elements = self.open
            if last_template is not None and (
                last_table is None or stack.index(last_template) > stack.index(last_table)
            ):
                contents = last_template.template_contents
                assert contents is not None
                return contents, None
            if last_table is None:  # the fragment case
                return open_elements[0], None
            if last_table.parent is not None:
                return last_table.parent, last_table
            return open_elements[stack.index(last_table) - 1], None
        if target.template_contents is not None:
            return target.template_contents, None
        return target, None

    def create_element(
        self, name: str, attributes: dict[str, str], namespace: str = HTML_NAMESPACE
    ) -> Element:
        """https://html.spec.whatwg.org/multipage/parsing.html#create-an-element-for-the-token
        (no custom elements, no scripts: an element with the token's name and a copy of its
        attributes; a ``template`` gets its contents)."""
        element = Element(namespace, name, dict(attributes))
        if namespace == HTML_NAMESPACE and name == "template":
            element.template_contents = DocumentFragment()

        return element

    def insert_foreign_element(
        self, token: StartTagToken, namespace: str, only_add_to_stack: bool = False
    ) -> Element:
        """https://html.spec.whatwg.org/multipage/parsing.html#insert-a-foreign-element"""
        parent, before = self.appropriate_place()
        element = self.create_element(token.name, token.attributes, namespace)
        if not only_add_to_stack:
            parent.insert_before(element, before)
        self.stack.push(element)
        if namespace == HTML_NAMESPACE and token.name in ("option", "selectedcontent"):
            self._select_steps(element)
        return element

    def insert_html_element(self, token: StartTagToken) -> Element:
        """https://html.spec.whatwg.org/multipage/parsing.html#insert-an-html-element"""
        return self.insert_foreign_element(token, HTML_NAMESPACE)

    def insert_element_named(self, name: str) -> Element:
        """Insert an HTML element for a start tag token ``name`` with no attributes."""
        return self.insert_html_element(StartTagToken(name))

    def insert_characters(self, data: str) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#insert-a-character, for a run of
        characters at once."""
        if not data:
            return
        parent, before = self.appropriate_place()
        if (
            type(parent) is Document
        ):  # "If the adjusted insertion location is in a Document node, then ignore the token."
            return
        if before is None:
            children = parent.children
            previous = children[-1] if children else None
        else:  # foster parenting: from the end, where the table is
            previous = parent.child_before(before)
        if type(previous) is Text:
            previous.append_data(data)
        else:
            parent.insert_before(Text(data), before)

    def insert_comment(self, data: str, parent: ParentNode | None = None) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#insert-a-comment (``parent``:
        "as the last child of" it)."""
        if parent is None:
            where, before = self.appropriate_place()
            where.insert_before(Comment(data), before)
        else:
            parent.append(Comment(data))

    # --- selectedcontent ------------------------------------------------------------------

    def _select_steps(self, element: Element) -> None:
        """The forms chapter's steps for an option or selectedcontent element just inserted
        (and pushed): an option's selectedness; a selectedcontent's post-connection steps,
        which run "update a select's selectedcontent"
        (https://html.spec.whatwg.org/multipage/form-elements.html#update-a-select's-selectedcontent)."""
        selects = self.selectedcontent
        if element.local_name == "option":
            selects.option_inserted(self.stack, element)
            return
        state = selects.selectedcontent_inserted(self.stack, element, self.context is None)
        if state is None:
            return
        target = state.enabled_selectedcontent()
        if target is None:
            return
        if state.selected is None:  # "clear a selectedcontent"
            selects.replaced(self.stack, target)
            target.remove_children()
        else:
            self._clone_an_option_into_a_selectedcontent(state.selected, target)

    def maybe_clone_option_into_selectedcontent(self, option: Element) -> None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#maybe-clone-an-option-into-selectedcontent,
        run when the parser pops an ``option``: when it is selected, its ``select``'s enabled
        ``selectedcontent`` gets a copy of its children (:mod:`webapi.html._selectedcontent`
        answers which)."""
        target = self.selectedcontent.option_popped(self.stack, option)
        if target is not None:
            self._clone_an_option_into_a_selectedcontent(option, target)

    def _clone_an_option_into_a_selectedcontent(self, option: Element, target: Element) -> None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#clone-an-option-into-a-selectedcontent"""
        self.selectedcontent.replaced(self.stack, target)
        target.remove_children()
        for child in option.children:
            target.append(_clone(child))

    # --- the list of active formatting elements ---------------------------------------------

    def push_active_formatting(self, element: Element) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#push-onto-the-list-of-active-formatting-elements
        (the Noah's Ark clause: at most three equal elements after the last marker)."""
        self.active_formatting.push(element)

    def reconstruct_active_formatting_elements(self) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#reconstruct-the-active-formatting-elements
        (with a reader's budget, :attr:`reconstructions_left`: see :func:`reconstruct_budget`)."""
        formatting = self.active_formatting
        last = formatting.last
        if last is None or last is formatting.floor or last.element in self.stack:
            return  # no entries, the last a marker, or open: nothing to do
        formatting.reconstruct(self.is_open, self._reconstructed)

    def _reconstructed(self, entry: Element) -> Element | None:
        """ "Create: Insert an HTML element for the token for which the element entry was
        created, to obtain new element"; ``None`` for an entry other than an ``a`` once the
        budget is spent (:func:`reconstruct_budget`: it is taken out of the list)."""
        left = self.reconstructions_left
        if left is not None:
            if left <= 0 and entry.local_name != "a":
                return None
            self.reconstructions_left = left - 1
        return self.insert_html_element(StartTagToken(entry.local_name, entry.attributes))

    def clear_active_formatting_to_last_marker(self) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#clear-the-list-of-active-formatting-elements-up-to-the-last-marker"""
        self.active_formatting.clear_to_last_marker()

    def active_formatting_after_marker(self, name: str) -> Element | None:
        """The last element ``name`` in the list between its end and its last marker."""
        return self.active_formatting.last_named(name)

    def remove_active_formatting(self, element: Element) -> None:
        """Remove ``element`` from the list of active formatting elements (if there)."""
        self.active_formatting.remove(element)


def _clone(node: object) -> Text | Comment | Element:
    """A deep copy of ``node`` (https://dom.spec.whatwg.org/#concept-node-clone)."""
    if type(node) is Text:
        return Text(node.data)
    if type(node) is Comment:
        return Comment(node.data)
    assert isinstance(node, Element)
    copy = Element(node.namespace, node.local_name, dict(node.attributes))
    stack = [(node, copy)]
    while stack:
        source, target = stack.pop()
        for child in source.children:
            if type(child) is Element:
                new = Element(child.namespace, child.local_name, dict(child.attributes))
                target.append(new)
                stack.append((child, new))
            elif type(child) is Text:
                target.append(Text(child.data))
            elif type(child) is Comment:
                target.append(Comment(child.data))
    return copy
