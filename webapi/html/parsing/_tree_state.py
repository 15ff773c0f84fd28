"""The parser's state during tree construction
(https://html.spec.whatwg.org/multipage/parsing.html#parse-state): the stack of open elements
and its scopes, the list of active formatting elements, the element pointers, the insertion
point ("the appropriate place for inserting a node", foster parenting included) and the
operations on them that the insertion modes share.

Linear time: the stack (:mod:`webapi.html.parsing._open_elements`) answers scope checks without
walking down it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from webapi._lazy import load_provider
from webapi.dom.engine import (
    DOCUMENT_NODE,
    ELEMENT_NODE,
    NODE_CLASSES,
    SCRIPTING,
    TEXT_NODE,
    DocumentImpl,
    ElementImpl,
    NodeImpl,
    ShadowRootImpl,
    TextImpl,
    clone_node,
    make_node,
    nodes_with_steps,
    own_appender,
    parser_add_missing_attribute,
    parser_insert,
    parser_move_children,
    parser_remove,
)
from webapi.infra import HTML_NAMESPACE, MATHML_NAMESPACE, SVG_NAMESPACE

from ..common._event_handler_attributes import event_handler_content_attribute_change_steps
from ._active_formatting import ActiveFormattingElements
from ._open_elements import BUTTON, DEFAULT, IMPLIED, LIST_ITEM, TABLE, StackOfOpenElements
from ._parser_nodes import ParserNodes, attribute_value, join_text_pieces
from ._selectedcontent import Selects
from ._template_contents import HTMLTemplateElementImpl
from ._tokens import CharactersToken, CommentToken, DoctypeToken, EndTagToken, StartTagToken
from ._tree_tables import (
    IMPLIED_END_TAGS_THOROUGHLY,
    MATHML_ATTRIBUTES,
    SVG_ATTRIBUTES,
)

if TYPE_CHECKING:
    from ._tokenizer import Tokenizer

__all__ = ["EOF", "Mode", "TreeBuilder", "reconstruct_budget"]


#: The HTML elements whose insertion steps the parser runs as it inserts them.
_ELEMENTS_WITH_STEPS = frozenset(["option", "selectedcontent", "details"])
#: What ``TreeBuilder.insert_html_element`` keeps for each local name (``html_made``).
_HtmlMade = tuple[
    type[ElementImpl],
    Callable[..., None],
    list[ElementImpl],
    Callable[[NodeImpl, NodeImpl, NodeImpl | None], None],
    tuple[list[ElementImpl], ...],
    bool,
    Callable[..., None] | None,
]


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


def _selectedcontent_steps() -> Any:
    """The ``selectedcontent`` element's DOM steps and the select algorithms they run
    (https://html.spec.whatwg.org/multipage/form-elements.html#the-selectedcontent-element),
    which the parser runs for the nodes it moves (the adoption agency algorithm): the elements
    wing's, above this one, asked by the named upcall ``"html:selectedcontent-steps"``."""
    return load_provider("html:selectedcontent-steps")


def is_html(node: ElementImpl, name: str) -> bool:
    """Whether ``node`` is an element in the HTML namespace with local name ``name``."""
    return node._local_name == name and node._namespace == HTML_NAMESPACE


def is_mathml_text_integration_point(node: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/parsing.html#mathml-text-integration-point"""
    return (
        node._namespace == MATHML_NAMESPACE and node._local_name in _MATHML_TEXT_INTEGRATION_POINTS
    )


def is_html_integration_point(node: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/parsing.html#html-integration-point: a MathML
    ``annotation-xml`` whose start tag had an ``encoding`` of ``text/html`` or
    ``application/xhtml+xml`` (ASCII case-insensitive), SVG ``foreignObject``, ``desc`` and
    ``title``."""
    if node._namespace == SVG_NAMESPACE:
        return node._local_name in _SVG_HTML_INTEGRATION_POINTS
    if node._namespace == MATHML_NAMESPACE and node._local_name == "annotation-xml":
        encoding = attribute_value(node, "encoding")
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


def _in_html_content(node: ElementImpl, token: AnyToken) -> bool:
    """Whether the tree construction dispatcher gives ``token`` to the current insertion mode
    (else to the rules for parsing tokens in foreign content), with ``node`` the adjusted
    current node."""
    if node._namespace == HTML_NAMESPACE:
        return True
    if type(token) is CharactersToken:
        return is_mathml_text_integration_point(node) or is_html_integration_point(node)
    if type(token) is not StartTagToken:
        return False
    if is_mathml_text_integration_point(node):
        return token.name not in ("mglyph", "malignmark")
    if node._local_name == "annotation-xml" and node._namespace == MATHML_NAMESPACE:
        return token.name == "svg" or is_html_integration_point(node)
    return is_html_integration_point(node)


def _in_document(node: NodeImpl, document: DocumentImpl) -> bool:
    """Whether ``node`` is in ``document``'s tree (connected: not in a template's contents,
    nor in a subtree taken out of the tree)."""
    ancestor: NodeImpl | None = node
    while ancestor is not None:
        if ancestor is document:
            return True
        ancestor = ancestor._parent
    return False


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
    :mod:`webapi.html.parsing._insertion_modes`)."""

    __slots__ = (
        "active_formatting",
        "context",
        "declarative_shadow_roots",
        "document",
        "foreign_rules",
        "form_element",
        "foster_parenting",
        "frameset_ok",
        "head_element",
        "html_made",
        "in_order",
        "meta_elements",
        "mode",
        "nodes",
        "open",
        "original_mode",
        "pending_table_characters",
        "reconstructions_left",
        "scripting",
        "selectedcontent",
        "skip_newline",
        "stack",
        "template_modes",
        "text_node",
        "text_pieces",
        "texts_in_order",
        "tokenizer",
    )

    def __init__(
        self, tokenizer: Tokenizer, scripting: bool, initial: Mode, foreign_rules: Mode
    ) -> None:
        self.tokenizer = tokenizer
        #: The rules for parsing tokens in foreign content.
        self.foreign_rules = foreign_rules
        #: The document the parser builds: an HTML document (``text/html``) of the registered
        #: Document class; scripting is enabled for it as the parser's flag says.
        document = make_node(NODE_CLASSES["Document"], True, "text/html")
        document._scripting = scripting
        self.document: DocumentImpl = document
        #: What makes the document's elements and Text nodes.
        self.nodes = ParserNodes(document)
        #: The scripting flag: true, ``noscript`` is raw text.
        self.scripting = scripting
        #: The Text node the last characters went into, and the pieces of its data not yet
        #: joined into it (empty: none; see :meth:`insert_characters`, :meth:`flush_text`).
        self.text_node: TextImpl | None = None
        self.text_pieces: list[str] = []
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
        self.head_element: ElementImpl | None = None
        self.form_element: ElementImpl | None = None
        self.frameset_ok = True
        self.foster_parenting = False
        self.pending_table_characters: list[str] = []
        #: Set after a pre, listing or textarea start tag: "If the next token is a U+000A LINE
        #: FEED (LF) character token, then ignore that token."
        self.skip_newline = False
        #: The fragment case's context element (``None``: a document).
        self.context: ElementImpl | None = None
        #: The shadow roots the parser attached for declarative shadow roots, in order.
        self.declarative_shadow_roots: list[ShadowRootImpl] = []
        #: Where the "in head" insertion mode's steps for a ``meta`` start tag record the
        #: element's attributes (the steps that may "change the encoding"), when a caller
        #: asks (``None``: nobody does).
        self.meta_elements: list[dict[str, str]] | None = None
        #: What the select steps that fill selectedcontent elements need of each select.
        self.selectedcontent = Selects()
        #: Whether every element made so far (``nodes.created``, in the order they were made)
        #: was appended after the elements made before it (the current node's last child,
        #: not in template contents): then they are the document's elements in tree order,
        #: which a first query of the new document takes instead of a walk of the tree
        #: (:func:`~webapi.html.parsing._tree_builder.record_parsed_tree`). False once one was not
        #: (foster parenting, the adoption agency algorithm's moves, a removal, template
        #: contents, clones) and in the fragment case.
        self.in_order = True
        #: Whether the parser knows the tree order of every Text node it made: each appended
        #: at the current node's end (``nodes.texts``, in tree order) or foster parented
        #: before a table the "in body" steps marked (``nodes.fostered_texts``, put in their
        #: place by :func:`~webapi.html.parsing._parser_nodes.texts_in_tree_order`), and no element
        #: inserted elsewhere than at the current node's end, removed or moved but by the
        #: adoption agency algorithm's moves, which keep the Text nodes' order (so each open
        #: element is the last child of the one before it); none in template contents.
        self.texts_in_order = True
        #: An HTML element's local name -> what :meth:`insert_html_element` needs to make
        #: and push one (after the first of the name): its class, its impl's ``__init__``
        #: and the list of the elements of that name made (``nodes.html_classes``'), its
        #: ``parser_insert``, the stack's lists of its groups, whether it has steps of its own
        #: (one lookup a start tag, not three).
        self.html_made: dict[str, _HtmlMade] = {}

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
            or node._namespace == HTML_NAMESPACE
            or token is EOF
            or _in_html_content(node, token)
        ):
            self.mode(self, token)
        else:
            self.foreign_rules(self, token)

    # --- the stack of open elements ---------------------------------------------------------

    @property
    def current_node(self) -> ElementImpl:
        """https://html.spec.whatwg.org/multipage/parsing.html#current-node"""
        return self.open[-1]

    def adjusted_current_node(self) -> ElementImpl | None:
        """https://html.spec.whatwg.org/multipage/parsing.html#adjusted-current-node"""
        open_elements = self.open
        if self.context is not None and len(open_elements) == 1:
            return self.context
        return open_elements[-1] if open_elements else None

    def adjusted_current_node_is_foreign(self) -> bool:
        """Whether there is an adjusted current node and it is not an element in the HTML
        namespace (the tokenizer's question at ``<![CDATA[``)."""
        node = self.adjusted_current_node()
        return node is not None and node._namespace != HTML_NAMESPACE

    def push(self, element: ElementImpl) -> None:
        """Push ``element`` onto the stack of open elements."""
        self.stack.push(element)

    def pop(self) -> ElementImpl:
        """Pop the current node off the stack of open elements (the stack's
        :meth:`~webapi.html.parsing._open_elements.StackOfOpenElements.pop` written out: the
        parser's most frequent step but one)."""
        element = self.open.pop()
        stack = self.stack
        del stack._index[element]
        for found in stack.open_lists.pop():
            found.pop()
        if self.selectedcontent.seen_selectedcontent and is_html(element, "option"):
            self.maybe_clone_option_into_selectedcontent(element)
        return element

    def is_open(self, element: ElementImpl) -> bool:
        """Whether ``element`` is in the stack of open elements."""
        return element in self.stack

    def has_open(self, name: str) -> bool:
        """Whether the stack of open elements has an HTML element ``name``."""
        return self.stack.has(name)

    def remove_open(self, element: ElementImpl) -> None:
        """Remove ``element`` from the stack of open elements (anywhere in it), if there."""
        if element in self.stack:
            self.stack.remove(element)

    def pop_until(self, *names: str) -> None:
        """Pop elements until an HTML element with one of ``names`` has been popped."""
        open_elements = self.open
        if self.selectedcontent.seen_selectedcontent:
            while open_elements:
                element = self.pop()
                if element._local_name in names and element._namespace == HTML_NAMESPACE:
                    return
            return
        pop = self.stack.pop  # (no option to clone into a selectedcontent: the stack's pop)
        while open_elements:
            element = pop()
            if element._local_name in names and element._namespace == HTML_NAMESPACE:
                return

    def pop_until_element(self, element: ElementImpl) -> None:
        """Pop elements until ``element`` has been popped."""
        while self.open:
            if self.pop() is element:
                return

    def in_scope(self, name: str, scope: str = DEFAULT) -> bool:
        """https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-the-specific-scope
        for an HTML element ``name`` (or one of the group ``HEADING`` or ``TABLE_SECTION``)."""
        return self.stack.in_scope(name, scope)

    def element_in_scope(self, element: ElementImpl) -> bool:
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
        (``exception``: "except for" elements with that name). The current node is one of
        those elements when it is the topmost open element of the stack's :data:`IMPLIED`
        group, and of the name ``exception`` when the topmost of that name (no read of its
        slots, of any element class)."""
        open_elements = self.open
        implied = self.stack._members.get(IMPLIED)
        if not implied:
            return
        excepted = self.stack._members.get(exception) if exception is not None else None
        while implied and implied[-1] is open_elements[-1]:
            if excepted and excepted[-1] is open_elements[-1]:
                return
            self.pop()

    def generate_all_implied_end_tags_thoroughly(self) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#generate-all-implied-end-tags-thoroughly"""
        open_elements = self.open
        while open_elements:
            node = open_elements[-1]
            if (
                node._namespace != HTML_NAMESPACE
                or node._local_name not in IMPLIED_END_TAGS_THOROUGHLY
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
        if self.stack.in_scope("p", BUTTON):
            self.close_p_element()

    # --- creating and inserting nodes -------------------------------------------------------

    def appropriate_place(
        self, override: ElementImpl | None = None
    ) -> tuple[NodeImpl, NodeImpl | None]:
        """https://html.spec.whatwg.org/multipage/parsing.html#appropriate-place-for-inserting-a-node:
        the parent and the child to insert before (``None``: at the end)."""
        target = self.open[-1] if override is None else override  # the current node
        if (
            self.foster_parenting
            and target._namespace == HTML_NAMESPACE
            and target._local_name in _FOSTER_TARGETS
        ):
            stack = self.stack
            last_template = stack.topmost("template")
            last_table = stack.topmost("table")
            open_elements = self.open
            if last_template is not None and (
                last_table is None or stack.index(last_template) > stack.index(last_table)
            ):
                assert isinstance(last_template, HTMLTemplateElementImpl)
                return last_template._content, None
            if last_table is None:  # the fragment case
                return open_elements[0], None
            parent = last_table._parent
            if parent is not None:
                return parent, last_table
            return open_elements[stack.index(last_table) - 1], None
        if isinstance(target, HTMLTemplateElementImpl):
            return target._content, None
        return target, None

    def create_element(
        self, name: str, attributes: dict[str, str], namespace: str | None = HTML_NAMESPACE
    ) -> ElementImpl:
        """https://html.spec.whatwg.org/multipage/parsing.html#create-an-element-for-the-token
        (no custom elements, no scripts): an element with the token's name and its attributes
        (the element keeps the dict: pass a copy of another element's), in the parser's document
        (:meth:`~webapi.html.parsing._parser_nodes.ParserNodes.element`)."""
        return self.nodes.element(name, attributes, namespace)

    def insert_node(
        self,
        node: NodeImpl,
        parent: NodeImpl,
        before: NodeImpl | None = None,
        keeps_text_order: bool = False,
    ) -> None:
        """Insert ``node`` (removed from its parent first) into ``parent`` before ``before``
        (``None``: as the last child): the DOM's insert, as the parser runs it (with the
        ``selectedcontent`` element's removing and post-connection steps: the adoption agency
        algorithm moves nodes the parser inserted before). ``keeps_text_order``: the caller
        knows the move leaves the Text nodes in the order they were (the adoption agency
        algorithm's moves at the tree's end, :attr:`texts_in_order`)."""
        old_parent = node._parent
        if old_parent is not None:
            parser_remove(node)
            if self.selectedcontent.seen_selectedcontent:
                self._selectedcontent_removed(node, old_parent)
        if node._node_type == ELEMENT_NODE and (
            old_parent is not None or before is not None or parent is not self.document
        ):  # (the html element alone is appended to the document, after nothing)
            self.in_order = False
            if not keeps_text_order:
                self.texts_in_order = False
        parser_insert(node, parent, before)
        if old_parent is not None and self.selectedcontent.seen_selectedcontent:
            self._selectedcontent_connected(node)

    def remove_node(self, node: NodeImpl) -> None:
        """Remove ``node`` from its parent, if it has one."""
        self.in_order = self.texts_in_order = False
        if node._parent is not None:
            parser_remove(node)

    def move_children(
        self, source: NodeImpl, target: NodeImpl, keeps_text_order: bool = False
    ) -> None:
        """Append all of ``source``'s children, in order, to ``target`` (an element with no
        children: the adoption agency algorithm's new element; the chain handed over at once,
        :func:`~webapi.dom.engine.parser_move_children`, where no ``selectedcontent`` has
        removing or post-connection steps to run). ``keeps_text_order`` as
        :meth:`insert_node`'s."""
        child = source._first_child
        if child is None:
            return
        self.in_order = False
        if not keeps_text_order:
            self.texts_in_order = False
        if not self.selectedcontent.seen_selectedcontent:
            parser_move_children(source, target)
            return
        while child is not None:
            following = child._next_sibling
            self.insert_node(child, target, None, keeps_text_order)
            child = following

    def insert_foreign_element(
        self, token: StartTagToken, namespace: str | None, only_add_to_stack: bool = False
    ) -> ElementImpl:
        """https://html.spec.whatwg.org/multipage/parsing.html#insert-a-foreign-element"""
        parent, before = self.appropriate_place()
        element = self.nodes.element(token.name, token.attributes, namespace)
        if not only_add_to_stack:
            parser_insert(element, parent, before)
        if only_add_to_stack or before is not None or not self.open or parent is not self.open[-1]:
            self.in_order = self.texts_in_order = False
        self.stack.push(element)
        if namespace == HTML_NAMESPACE and token.name in _ELEMENTS_WITH_STEPS:
            self._element_steps(element, token.name)
        return element

    def insert_html_element(self, token: StartTagToken) -> ElementImpl:
        """https://html.spec.whatwg.org/multipage/parsing.html#insert-an-html-element: "insert
        a foreign element" for the token in the HTML namespace, its steps written out here
        (the parser's most frequent step). The common case here: an element of a name made
        before (no custom element to look for), no foster parenting and no open template, so
        the appropriate place is the current node's end; the others in
        :meth:`_insert_html_element`."""
        name = token.name
        attributes = token.attributes
        made = self.html_made.get(name)
        if (
            made is None
            or self.foster_parenting
            or self.stack.templates
            or (attributes and ("is" in attributes or SCRIPTING[0]))
        ):
            return self._insert_html_element(token)
        # (ParserNodes.element written out for an element of a class made before)
        cls, init, by_name, insert, lists, steps, append = made
        element = cls.__new__(cls)
        by_name.append(element)
        nodes = self.nodes
        created = nodes.created
        created.append(element)
        if attributes:
            if "id" in attributes:
                nodes.with_id.append(element)
            value = attributes.get("class")
            if value is not None:
                made_with = nodes.class_values.get(value)
                if made_with is None:
                    nodes.class_values[value] = [len(created) - 1]
                else:
                    made_with.append(len(created) - 1)
        open_elements = self.open
        if append is not None:  # (initialized and appended, one call)
            append(element, self.document, HTML_NAMESPACE, name, attributes, open_elements[-1])
        else:
            init(element, self.document, HTML_NAMESPACE, name, None, attributes or None)
            insert(element, open_elements[-1], None)  # (parser_insert, the class's own copy)
        if attributes:
            element._attrs_shared = True  # (the tokenizer's dict of the tag's text, shared)
        # (the stack's push written out)
        stack = self.stack
        stack._index[element] = len(open_elements)
        open_elements.append(element)
        stack.open_lists.append(lists)
        for found in lists:
            found.append(element)
        if steps:
            self._element_steps(element, name)
        return element

    def _insert_html_element(self, token: StartTagToken) -> ElementImpl:
        """:meth:`insert_html_element` in every case: the appropriate place found (foster
        parenting, template contents), the element made by the parser's nodes (a custom
        element looked for), its class's entry in ``html_made`` made on first use."""
        if self.foster_parenting:
            parent, before = self.appropriate_place()
            if before is not None or parent is not self.open[-1]:
                self.in_order = self.texts_in_order = False
        else:
            parent = self.open[-1]
            if self.stack.templates and isinstance(parent, HTMLTemplateElementImpl):
                parent = parent._content
                self.in_order = self.texts_in_order = False
            before = None
        name = token.name
        nodes = self.nodes
        element = nodes.element(name, token.attributes, HTML_NAMESPACE)
        kind = nodes.html_classes[name]
        kind[3](element, parent, before)  # (parser_insert, the class's own copy)
        self.stack.push(element)
        steps = name in _ELEMENTS_WITH_STEPS
        if name not in self.html_made:
            self.html_made[name] = (
                kind[0],
                kind[1],
                kind[2],
                kind[3],
                self.stack._lists_of[name],
                steps,
                own_appender(kind[0]),
            )
        if steps:
            self._element_steps(element, name)
        return element

    def insert_element_named(self, name: str) -> ElementImpl:
        """Insert an HTML element for a start tag token ``name`` with no attributes."""
        return self.insert_html_element(StartTagToken(name))

    def insert_characters(self, data: str) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#insert-a-character, for a run of
        characters at once. The data a Text node gets from consecutive runs is kept in pieces
        and joined once (:meth:`flush_text`): appending to a string again and again would cost
        time quadratic in its length."""
        if not data:
            return
        if self.foster_parenting:
            parent, before = self.appropriate_place()
            if (
                parent._node_type == DOCUMENT_NODE
            ):  # "If the adjusted insertion location is in a Document node, then ignore the token."
                return
            if before is None:
                previous = parent._last_child
                mark = None
                if parent is not self.open[-1]:
                    self.texts_in_order = False
            else:  # (before the last table: a new Text node goes to the fostered ones)
                previous = before._previous_sibling
                mark = self.nodes.table_marks.get(before)  # type: ignore[call-overload]
                if mark is None:
                    self.texts_in_order = False
        else:  # (the appropriate place without foster parenting: the current node's end)
            parent = self.open[-1]
            if self.stack.templates and isinstance(parent, HTMLTemplateElementImpl):
                parent = parent._content
                self.texts_in_order = False
            before = None
            previous = parent._last_child
            mark = None
        pending = self.text_node
        if pending is not None and previous is pending:
            pieces = self.text_pieces
            if not pieces:
                pieces.append(pending._data)
            pieces.append(data)
            return
        if pending is not None:
            if self.text_pieces:
                self.flush_text()
            else:  # (a single piece: the node has its data)
                self.text_node = None
        if previous is not None and previous._node_type == TEXT_NODE:
            self.text_node = previous  # type: ignore[assignment]
            self.text_pieces += (previous._data, data)  # type: ignore[attr-defined]
            return
        cls, init, insert = self.nodes.text_class  # (ParserNodes.text written out)
        node = cls.__new__(cls)
        init(node, self.document, data)
        insert(node, parent, before)
        if mark is None:
            self.nodes.texts.append(node)
        else:
            fostered = self.nodes.fostered_texts
            fostered.append((mark[0], mark[1], len(fostered), node))
        self.text_node = node

    def flush_text(self) -> None:
        """Give the Text node that characters last went into its data (its pieces joined)."""
        node = self.text_node
        if node is None:
            return
        self.text_node = None
        join_text_pieces(node, self.text_pieces, node._node_document)

    def insert_doctype(self, name: str, public_id: str, system_id: str) -> None:
        """The "initial" insertion mode's DOCTYPE step: append a ``DocumentType`` node with
        ``name``, ``public_id`` and ``system_id`` to the document."""
        doctype = make_node(NODE_CLASSES["DocumentType"], self.document, name, public_id, system_id)
        parser_insert(doctype, self.document, None)

    def add_missing_attributes(self, element: ElementImpl, attributes: dict[str, str]) -> None:
        """The "in body" steps for an ``html`` or ``body`` start tag: "for each attribute on
        the token, check to see if the attribute is already present on" ``element``; "if it is
        not, add the attribute and its value to that element" (the parser's ``html`` and
        ``body`` elements keep the dict form of the attribute list)."""
        for key, value in attributes.items():
            added = parser_add_missing_attribute(element, key, value)
            if added and SCRIPTING[0] and key.startswith("on"):
                event_handler_content_attribute_change_steps(element, key, value)
            if added and key == "id":
                self.nodes.with_id.append(element)  # (the ID map is in no order)
            if added and key == "class":  # (out of tree order: the record is not used)
                self.in_order = False

    def insert_comment(self, token: CommentToken, parent: NodeImpl | None = None) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#insert-a-comment (``parent``:
        "as the last child of" it), and for a processing instruction token (one with a
        ``target``) "insert a processing instruction" at the same place (whatwg/html#12118:
        a ``ProcessingInstruction`` with the token's target and data; the tokenizer's targets
        are XML names and its data never holds ``?>``, so the DOM's checks have nothing to
        refuse)."""
        target = token.target
        if target is None:
            comment = make_node(NODE_CLASSES["Comment"], self.document, token.data)
        else:
            comment = make_node(
                NODE_CLASSES["ProcessingInstruction"], self.document, target, token.data
            )
        if parent is None:
            where, before = self.appropriate_place()
            parser_insert(comment, where, before)
        else:
            parser_insert(comment, parent, None)

    # --- selectedcontent ------------------------------------------------------------------

    def _element_steps(self, element: ElementImpl, name: str) -> None:
        """The steps an inserted element of :data:`_ELEMENTS_WITH_STEPS` takes: a ``details``
        element its insertion steps (its name group, its toggle), an ``option`` or
        ``selectedcontent`` its select's (:meth:`_select_steps`)."""
        if name == "details":
            element._insertion_steps()
        else:
            self._select_steps(element)

    def _select_steps(self, element: ElementImpl) -> None:
        """The forms chapter's steps for an option or selectedcontent element just inserted
        (and pushed): an option's selectedness; a selectedcontent's post-connection steps,
        which run "update a select's selectedcontent"
        (https://html.spec.whatwg.org/multipage/form-elements.html#update-a-select's-selectedcontent)."""
        selects = self.selectedcontent
        if element._local_name == "option":
            selects.option_inserted(self.stack, element)
            return
        state = selects.selectedcontent_inserted(self.stack, element, self.context is None)
        if state is None:
            return
        target = state.enabled_selectedcontent()
        if target is None:
            return
        if state.selected is None:  # "clear a selectedcontent": replace all with null
            self._replace_all_children(target)
        else:
            self._clone_an_option_into_a_selectedcontent(state.selected, target)

    def _selectedcontent_removed(self, node: NodeImpl, old_parent: NodeImpl) -> None:
        """The ``selectedcontent`` HTML element removing steps of the ``selectedcontent``
        elements in ``node``'s subtree, which the parser just took out of ``old_parent``."""
        steps = _selectedcontent_steps()
        for descendant in nodes_with_steps(node):
            if isinstance(descendant, steps.HTMLSelectedContentElementImpl):
                select = steps.removing_steps_select(descendant, old_parent)
                if select is not None:
                    self._update_a_selects_selectedcontent(select)

    def _selectedcontent_connected(self, node: NodeImpl) -> None:
        """The ``selectedcontent`` HTML element post-connection steps of the
        ``selectedcontent`` elements in ``node``'s subtree, which the parser just inserted
        again: where the tree is the document's (not a fragment's, nor a template's
        contents)."""
        steps = _selectedcontent_steps()
        found = [
            descendant
            for descendant in nodes_with_steps(node)
            if isinstance(descendant, steps.HTMLSelectedContentElementImpl)
        ]
        if not found or self.context is not None or not _in_document(node, self.document):
            return
        for selectedcontent in found:
            select = steps.post_connection_select(selectedcontent)  # 1.-5.
            if select is not None and not steps.already_updated(select):
                self._update_a_selects_selectedcontent(select)  # 6.
                # 7. clear a select's non-primary selectedcontent elements
                for other in steps.selectedcontent_descendants(select)[1:]:
                    if other._first_child is not None:
                        self._replace_all_children(other)
                steps.updated(select)

    def _update_a_selects_selectedcontent(self, select: ElementImpl) -> None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#update-a-select's-selectedcontent,
        with the selectedness the parser keeps for ``select``."""
        target = _selectedcontent_steps().get_a_selects_enabled_selectedcontent(select)  # 1.
        if target is None:  # 2.
            return
        option = self.selectedcontent.selected_option(select)  # 3.
        if option is None:  # 4. "clear a selectedcontent"
            self._replace_all_children(target)
        else:  # 5.
            self._clone_an_option_into_a_selectedcontent(option, target)

    def maybe_clone_option_into_selectedcontent(self, option: ElementImpl) -> None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#maybe-clone-an-option-into-selectedcontent,
        run when the parser pops an ``option``: when it is selected, its ``select``'s enabled
        ``selectedcontent`` gets a copy of its children (:mod:`webapi.html.parsing._selectedcontent`
        answers which)."""
        target = self.selectedcontent.option_popped(self.stack, option)
        if target is not None:
            self._clone_an_option_into_a_selectedcontent(option, target)

    def _clone_an_option_into_a_selectedcontent(
        self, option: ElementImpl, target: ElementImpl
    ) -> None:
        """https://html.spec.whatwg.org/multipage/form-elements.html#clone-an-option-into-a-selectedcontent:
        ``target``'s children replaced by clones (with their subtrees) of ``option``'s."""
        self.in_order = self.texts_in_order = False  # (nodes removed, clones inserted)
        self._replace_all_children(target)
        child = option._first_child
        while child is not None:
            parser_insert(clone_node(child, None, True), target, None)
            child = child._next_sibling

    def _replace_all_children(self, target: ElementImpl) -> None:
        """Remove ``target``'s children (the pending Text node's data joined first, so that a
        copy of it is whole), noting for the select steps that the open elements among them
        left the tree."""
        self.in_order = self.texts_in_order = False  # (nodes removed, clones inserted)
        self.flush_text()
        self.selectedcontent.replaced(self.stack, target)
        child = target._first_child
        while child is not None:
            following = child._next_sibling
            parser_remove(child)
            child = following

    # --- the list of active formatting elements ---------------------------------------------

    def push_active_formatting(self, element: ElementImpl) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#push-onto-the-list-of-active-formatting-elements
        (the Noah's Ark clause: at most three equal elements after the last marker)."""
        self.active_formatting.push(element)

    def reconstruct_active_formatting_elements(self) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#reconstruct-the-active-formatting-elements
        (with a reader's budget, :attr:`reconstructions_left`: see :func:`reconstruct_budget`)."""
        formatting = self.active_formatting
        last = formatting.last
        if last is None or last is formatting.floor or last.element in self.stack._index:
            return  # no entries, the last a marker, or open: nothing to do
        formatting.reconstruct(self.stack._index.__contains__, self._reconstructed)

    def _reconstructed(self, name: str, attributes: dict[str, str]) -> ElementImpl | None:
        """ "Create: Insert an HTML element for the token for which the element entry was
        created, to obtain new element" (the token's ``name`` and ``attributes``, a dict of
        its own); ``None`` for an entry other than an ``a`` once the budget is spent
        (:func:`reconstruct_budget`: it is taken out of the list)."""
        left = self.reconstructions_left
        if left is not None:
            if left <= 0 and name != "a":
                return None
            self.reconstructions_left = left - 1
        return self.insert_html_element(StartTagToken(name, attributes))

    def clear_active_formatting_to_last_marker(self) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#clear-the-list-of-active-formatting-elements-up-to-the-last-marker"""
        self.active_formatting.clear_to_last_marker()

    def active_formatting_after_marker(self, name: str) -> ElementImpl | None:
        """The last element ``name`` in the list between its end and its last marker."""
        return self.active_formatting.last_named(name)

    def remove_active_formatting(self, element: ElementImpl) -> None:
        """Remove ``element`` from the list of active formatting elements (if there)."""
        self.active_formatting.remove(element)
