"""HTML's tree construction (https://html.spec.whatwg.org/multipage/parsing.html#tree-construction)
over the tokenizer: :func:`parse_document` turns a page's text into a
:class:`~webapi.dom.engine.DocumentImpl` of the DOM's nodes (the registered classes), as a
browser's parser builds it; :func:`parse_fragment` is the HTML fragment parsing algorithm over
a context element, :func:`fragment_parsing_algorithm_steps` its use by ``innerHTML`` and the
other fragment setters.

The tree builder's part in tokenizing: it answers the tokenizer's question whether the
adjusted current node is outside the HTML namespace (``Tokenizer.foreign``: only there does
``<![CDATA[`` open a CDATA section), and the start tags that need it switch the tokenizer's
state: ``title`` and ``textarea`` to RCDATA; ``style``, ``xmp``, ``iframe``, ``noembed``,
``noframes`` and, with the scripting flag set, ``noscript`` to RAWTEXT; ``script`` to script
data; ``plaintext`` to PLAINTEXT (:mod:`webapi.html.parsing._insertion_modes`). The tokenizer hands
its tokens over after each of these start tags (``Tokenizer.hand_over_after``), and reads on
past any other token before tree construction processes it.

The scripting flag: ``scripting=True`` is a browser with scripting enabled (``<noscript>``'s
contents are raw text), ``False`` one with it disabled (they are parsed as markup). webapi has
no script engine either way: script elements are parsed, never executed, so no
``document.write`` ever inserts anything and the parser never pauses for a script.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from webapi.dom.engine import (
    NODE_CLASSES,
    DocumentFragmentImpl,
    DocumentImpl,
    ElementImpl,
    NodeImpl,
    append,
    make_node,
    record_parsed_texts,
)
from webapi.infra import HTML_NAMESPACE

from ._declarative_shadow import finish_declarative_shadow_roots
from ._foreign_content import in_foreign_content
from ._input_stream import normalize_newlines
from ._insertion_modes import (
    _CELL_END_TAGS,
    _CELL_ENDERS,
    _IN_BODY_END,
    _IN_BODY_START,
    STATE_SWITCHING_START_TAGS,
    _end_any_other,
    _start_any_other,
    in_body,
    in_cell,
    in_template,
    initial,
    reset_insertion_mode,
)
from ._parser_nodes import child_nodes, texts_in_tree_order
from ._tokenizer import (
    INITIAL_STATES,
    Tokenizer,
    cdata_section_state,
    data_state,
    plaintext_state,
    rawtext_state,
    rcdata_state,
    script_data_double_escaped_state,
    script_data_escaped_state,
    script_data_state,
)
from ._tokens import CharactersToken, EndTagToken, StartTagToken, Token
from ._tree_state import EOF, TreeBuilder, reconstruct_budget

__all__ = ["fragment_parsing_algorithm_steps", "meta_elements", "parse_document", "parse_fragment"]

#: The tokenizer states that read a run of text and build no tag: when the tokenizer is in one
#: past an index, every start tag that began at or before it has been emitted.
_TEXT_RUN_STATES = frozenset(
    {
        data_state,
        rcdata_state,
        rawtext_state,
        script_data_state,
        plaintext_state,
        script_data_escaped_state,
        script_data_double_escaped_state,
        cdata_section_state,
    }
)

#: The tokenizer state the HTML fragment parsing algorithm starts in for a context element in
#: the HTML namespace (``noscript``: RAWTEXT only with the scripting flag set).
_FRAGMENT_STATES = {
    "title": "rcdata",
    "textarea": "rcdata",
    "style": "rawtext",
    "xmp": "rawtext",
    "iframe": "rawtext",
    "noembed": "rawtext",
    "noframes": "rawtext",
    "script": "script data",
    "plaintext": "plaintext",
}


def parse_document(
    text: str,
    scripting: bool = True,
    *,
    reader: bool = False,
    url: str | None = None,
    encoding: str | None = None,
    declarative_shadow_roots: bool = False,
) -> DocumentImpl:
    """The document HTML's parser builds from ``text`` (the decoded input: newlines are
    normalized here) with the scripting flag ``scripting``; never raises for any text. An HTML
    document (``text/html``) whose mode the parser sets, whose URL is ``url`` (serialized;
    default ``about:blank``) and whose character encoding is ``encoding`` (its name; default
    UTF-8), as the caller that decoded the input knows them.

    ``reader``: the tree is for a reader (``links()``), whose time and memory must stay in
    proportion to the text: "reconstruct the active formatting elements" gets the budget
    :func:`~webapi.html.parsing._tree_state.reconstruct_budget` (without: the Standard's tree, which
    can hold elements quadratic in number in the text's length).

    ``declarative_shadow_roots``: the document's "allow declarative shadow roots" (a
    navigated document's and ``parseHTMLUnsafe``'s: a ``template`` with a ``shadowrootmode``
    becomes its host's shadow root, :mod:`webapi.html.parsing._declarative_shadow`)."""
    tokenizer = Tokenizer(normalize_newlines(text))
    builder = TreeBuilder(tokenizer, scripting, initial, in_foreign_content)
    document = builder.document
    document._allow_declarative_shadow_roots = declarative_shadow_roots
    if url is not None:
        document._url = url
    if encoding is not None:
        document._encoding = encoding
    if reader:
        builder.reconstructions_left = reconstruct_budget(len(text))
    _run(builder)
    return document


def parse_fragment(
    text: str,
    context: ElementImpl,
    scripting: bool | None = None,
    declarative_shadow_roots: bool = False,
) -> list[NodeImpl]:
    """https://html.spec.whatwg.org/multipage/parsing.html#html-fragment-parsing-algorithm:
    the nodes HTML's parser makes of ``text`` in the context element ``context`` (an element
    of any document, in the tree or not): the children of the root element it parses into,
    whose node document is a new HTML document in the mode of ``context``'s node document.
    ``scripting``: the parser's scripting flag (default: whether scripting is enabled for
    ``context``'s node document). ``declarative_shadow_roots``: the algorithm's
    allowDeclarativeShadowRoots (``setHTMLUnsafe``'s true)."""
    owner = context._node_document
    if scripting is None:
        scripting = owner._scripting
    # 4. the tokenizer's state for the context element
    state = "data"
    if context._namespace == HTML_NAMESPACE:
        name = context._local_name
        state = _FRAGMENT_STATES.get(name, "data")
        if name == "noscript" and scripting:
            state = "rawtext"
    tokenizer = Tokenizer(normalize_newlines(text), INITIAL_STATES[state])
    # 1.-3. a new HTML document (the parser's), in the context's document's mode
    builder = TreeBuilder(tokenizer, scripting, initial, in_foreign_content)
    builder.in_order = False  # (its nodes go to another tree)
    document = builder.document
    document._allow_declarative_shadow_roots = declarative_shadow_roots  # 3.
    if owner._mode in ("quirks", "limited-quirks"):
        document._mode = owner._mode
    root = builder.create_element("html", {})  # 5.
    builder.insert_node(root, document)  # 6.
    builder.push(root)  # 7.
    if context._namespace == HTML_NAMESPACE and context._local_name == "template":  # 8.
        builder.template_modes.append(in_template)
    # 9. (the start tag token for the context element: the adjusted current node reads the
    # context element's own name and attributes)
    builder.context = context
    reset_insertion_mode(builder)  # 10.
    # 11. the form element pointer: the nearest inclusive ancestor form of the context
    node: NodeImpl | None = context
    while node is not None:
        if (
            isinstance(node, ElementImpl)
            and node._local_name == "form"
            and node._namespace == HTML_NAMESPACE
        ):
            builder.form_element = node
            break
        node = node._parent
    _run(builder)  # 12.-13.
    return child_nodes(root)  # 14.


def fragment_parsing_algorithm_steps(
    context: ElementImpl, markup: str, declarative_shadow_roots: bool = False
) -> DocumentFragmentImpl:
    """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#fragment-parsing-algorithm-steps
    for an HTML document's context element (what ``innerHTML``, ``outerHTML``,
    ``insertAdjacentHTML``, ``setHTMLUnsafe`` and ``createContextualFragment`` parse with): the
    nodes of :func:`parse_fragment` appended, in order, to a new ``DocumentFragment`` whose node
    document is ``context``'s (adopting them). ``declarative_shadow_roots``: true for
    ``setHTMLUnsafe`` (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#unsafely-set-html)."""
    new_children = parse_fragment(markup, context, None, declarative_shadow_roots)  # 2.
    fragment: DocumentFragmentImpl = make_node(
        NODE_CLASSES["DocumentFragment"], context._node_document
    )  # 3.
    for node in new_children:  # 4.
        append(node, fragment)
    return fragment


def meta_elements(
    stream: str, scripting: bool = True, wanted: Callable[[int], int] | None = None
) -> Iterator[dict[str, str]]:
    """The attributes of each ``meta`` element the "in head" insertion mode's steps for a
    ``meta`` start tag run on (in the document or a template's contents: the steps that may
    "change the encoding", https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead),
    in order, as the parser builds the document from the input stream ``stream`` (newlines
    normalized) with the scripting flag ``scripting``.

    ``wanted``: the caller wants only the elements of the start tags that begin at some
    indexes: ``wanted(i)`` is the first such index at or after ``i`` (-1: none). Tree
    construction stops once the tokenizer is past the last one (in a state that builds no tag,
    so every start tag that began before has been processed): a document without any is not
    parsed at all. A reader's budget, as ``parse_document(..., reader=True)``: time and
    memory in proportion to the stream."""
    until = -1 if wanted is None else wanted(0)
    if until < 0 and wanted is not None:
        return
    tokenizer = Tokenizer(stream)
    tokenizer.batch = 1  # (a token at a time: tokenizing stops as soon as the last is found)
    builder = TreeBuilder(tokenizer, scripting, initial, in_foreign_content)
    builder.reconstructions_left = reconstruct_budget(len(stream))
    found = builder.meta_elements = []
    batch = tokenizer.tokens  # what the tokenizer's last step emitted, being processed
    for token in _steps(builder):
        if found:
            yield from found
            found.clear()
        if wanted is None or token is not batch[-1]:
            continue  # the step's tokens are not all processed yet
        if tokenizer.pos > until and tokenizer.state in _TEXT_RUN_STATES:
            until = wanted(tokenizer.pos)
            if until < 0:
                return
    yield from found


def _run(builder: TreeBuilder) -> None:
    """Tree construction over the builder's tokenizer, to the end of the input."""
    tokenizer = _attach(builder)
    process = builder.process
    open_elements = builder.open
    foreign_elements = builder.stack.foreign_elements
    # (Any: the loop below tells the tokens apart by their exact class, as in_body does)
    tokens: list[Any] = tokenizer.tokens
    body_start = _IN_BODY_START.get
    body_end = _IN_BODY_END.get
    start_any_other = _start_any_other
    body = in_body
    cell = in_cell
    cell_enders = _CELL_ENDERS
    cell_own_ends = _CELL_END_TAGS
    end_any_other = _end_any_other
    formatting = builder.active_formatting
    open_index = builder.stack._index
    templates = builder.stack.templates
    text_class = builder.nodes.text_class[0]
    text_append = builder.nodes.text_appender
    text_made = builder.nodes.texts.append
    document = builder.document
    # (Tokenizer.run without a reporter, its loop written out: no generator step a token)
    try:
        if builder.context is not None:  # the fragment case: the dispatcher for every token
            for token in tokenizer.run():
                process(token)
        else:
            tokenizer.tree_loop = True
            while True:
                state = tokenizer.state
                if state is None:
                    break
                state(tokenizer)
                for token in tokens:
                    # the tree construction dispatcher's common case written out: no skipped
                    # newline pending, the current node an HTML element (not the last open
                    # foreign element: see StackOfOpenElements.foreign_elements)
                    if (
                        open_elements
                        and not (foreign_elements and foreign_elements[-1] is open_elements[-1])
                        and not builder.skip_newline
                    ):
                        mode = builder.mode
                        kind = type(token)
                        if mode is body:  # (in_body's dispatch of a tag written out)
                            if kind is StartTagToken:
                                body_start(token.name, start_any_other)(builder, token)
                                continue
                            if kind is EndTagToken:
                                body_end(token.name, end_any_other)(builder, token)
                                continue
                        elif mode is cell:
                            # ("in cell": a tag that closes no cell and is not ignored there,
                            # and characters, take "in body"'s steps)
                            if kind is StartTagToken:
                                name = token.name
                                if name not in cell_enders:
                                    body_start(name, start_any_other)(builder, token)
                                    continue
                            elif kind is EndTagToken:
                                name = token.name
                                if name not in cell_own_ends:
                                    body_end(name, end_any_other)(builder, token)
                                    continue
                        else:
                            if kind is str:  # (a run of text: see Tokenizer.tree_loop)
                                token = CharactersToken(token)
                            mode(builder, token)
                            continue
                        # (in_body's steps for characters with no NULL, the frameset-ok flag
                        # already "not ok": no newline is to be skipped here)
                        if not builder.frameset_ok:
                            if kind is str:  # (not empty, no NULL)
                                data = token
                            elif kind is CharactersToken:
                                data = token.data
                                if not data or "\0" in data:
                                    data = None
                            else:
                                data = None
                            if data is not None:
                                last = formatting.last
                                if (
                                    last is not None
                                    and last is not formatting.floor
                                    and last.element not in open_index
                                ):  # (else nothing to reconstruct)
                                    builder.reconstruct_active_formatting_elements()
                                if builder.foster_parenting or templates or builder.text_pieces:
                                    builder.insert_characters(data)
                                    continue
                                parent = open_elements[-1]
                                previous = parent._last_child
                                if type(previous) is text_class:  # (a Text node)
                                    builder.insert_characters(data)  # (data for it)
                                    continue
                                # (insert_characters' common case written out: a new Text
                                # node at the current node's end, the one now pending)
                                node = text_class.__new__(text_class)
                                text_append(node, document, data, parent)
                                text_made(node)
                                builder.text_node = node
                                continue
                        if kind is str:
                            token = CharactersToken(token)
                        mode(builder, token)
                    else:
                        if type(token) is str:
                            token = CharactersToken(token)
                        process(token)
                tokens.clear()
        _stop(builder)
    finally:
        tokenizer.foreign = None


def _steps(builder: TreeBuilder) -> Iterator[Token]:
    """Tree construction over the builder's tokenizer, to the end of the input: one step a
    token, given once it is processed."""
    tokenizer = _attach(builder)
    process = builder.process
    try:
        for token in tokenizer.run():
            process(token)
            yield token
        _stop(builder)
    finally:
        tokenizer.foreign = None


def _attach(builder: TreeBuilder) -> Tokenizer:
    """The builder's tokenizer, told what tree construction changes or asks between tokens:
    the start tags after which it may switch the tokenizer's state, and whether the adjusted
    current node is outside the HTML namespace (for ``<![CDATA[``; the question is taken back
    at the end, so that the tokenizer and the builder hold no cycle of references)."""
    tokenizer = builder.tokenizer
    tokenizer.hand_over_after = STATE_SWITCHING_START_TAGS
    tokenizer.foreign = builder.adjusted_current_node_is_foreign
    return tokenizer


def _stop(builder: TreeBuilder) -> None:
    """The end-of-file token, then "stop parsing": "Pop all the nodes off the stack of open
    elements." (the pending text's data joined)."""
    builder.process(EOF)
    open_elements = builder.open
    while open_elements:
        builder.pop()
    builder.flush_text()
    if builder.declarative_shadow_roots:
        finish_declarative_shadow_roots(builder.declarative_shadow_roots)
    if builder.context is None:
        nodes = builder.nodes
        if builder.in_order:
            record_parsed_tree(
                builder.document, nodes.created, nodes.by_name, nodes.with_id, nodes.class_values
            )
        if builder.texts_in_order:
            record_parsed_texts(builder.document, texts_in_tree_order(nodes))


def record_parsed_tree(
    document: DocumentImpl,
    elements: list[ElementImpl],
    by_name: dict[str, list[ElementImpl]],
    with_id: list[ElementImpl],
    class_values: dict[str, list[int]],
) -> None:
    """Keep in the document's ``_cache`` what the parser recorded of the tree it built (the
    ``"parsed tree"`` entry ``webapi.dom.engine`` describes): its elements in tree order, by
    local name, those that have an ``id`` attribute (in tree order) and each ``class``
    attribute value with the indexes in ``elements`` of the elements that have it, for the
    state of the tree and of its ``id`` and ``class`` attributes the parse left. A first
    query of the new document takes its element index (and class map) from them
    (``webapi.selectors``' ``document_index``), its first lookup by ID its ID map, instead of
    a walk of the tree; a change of the tree (or of those attributes) leaves them unused."""
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    cache["parsed tree"] = (
        document._tree_version,
        document._attribute_versions.get("id"),
        elements,
        by_name,
        with_id,
        document._attribute_versions.get("class"),
        class_values,
    )
