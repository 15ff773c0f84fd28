"""The insertion modes of HTML's tree construction, in the standard's order
(https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhtml and the sections
after it), and the rules for parsing tokens in foreign content: one function each, taking the
:class:`~webapi.html.parsing._tree_state.TreeBuilder` and a token.

"Reprocess the token" is ``p.process(token)`` (the tree construction dispatcher again).
Character tokens come as runs (a :class:`~webapi.html.parsing._tokens.CharactersToken` of several
characters): where a mode treats whitespace and other characters apart, the run is split.

webapi runs no scripts: a ``script`` element is parsed (its text is raw script data) and never
executed, so nothing is ever inserted by ``document.write`` and the parser never pauses.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from webapi.infra import HTML_NAMESPACE, MATHML_NAMESPACE, SVG_NAMESPACE

from ._adoption_agency import adoption_agency, any_other_end_tag
from ._declarative_shadow import attach_declarative_shadow_root
from ._open_elements import BUTTON, HEADING, LIST_ITEM_STOP, RESET, TABLE, TABLE_SECTION
from ._pragmas import run_pragma
from ._tokenizer import INITIAL_STATES
from ._tokens import CharactersToken, CommentToken, DoctypeToken, EndTagToken, StartTagToken
from ._tree_state import (
    EOF,
    AnyToken,
    Mode,
    TreeBuilder,
    adjust_mathml_attributes,
    adjust_svg_attributes,
    is_html,
)
from ._tree_tables import (
    FORMATTING,
    HTML401_PUBLIC_PREFIXES,
    LIMITED_QUIRKS_PUBLIC_PREFIXES,
    QUIRKS_PUBLIC_IDS,
    QUIRKS_PUBLIC_PREFIXES,
    QUIRKS_SYSTEM_ID,
    words,
)

__all__ = [
    "STATE_SWITCHING_START_TAGS",
    "after_after_body",
    "after_after_frameset",
    "after_body",
    "after_frameset",
    "after_head",
    "before_head",
    "before_html",
    "generic_text_element",
    "in_body",
    "in_caption",
    "in_cell",
    "in_column_group",
    "in_frameset",
    "in_head",
    "in_head_noscript",
    "in_row",
    "in_table",
    "in_table_body",
    "in_table_text",
    "in_template",
    "initial",
    "reset_insertion_mode",
    "text",
]

_WHITESPACE = "\t\n\f\r "


def _split_whitespace(token: CharactersToken) -> tuple[str, CharactersToken | None]:
    """The leading whitespace of a run, and the rest as a token (``None`` when empty)."""
    data = token.data
    rest = data.lstrip(_WHITESPACE)
    if not rest:
        return data, None
    return data[: len(data) - len(rest)], CharactersToken(rest)


def _has_non_whitespace(data: str) -> bool:
    return bool(data.strip(_WHITESPACE))


def _whitespace_comment_doctype(p: TreeBuilder, token: AnyToken) -> AnyToken | None:
    """The first rules of the "in head", "after head" and "in column group" insertion modes,
    which the Standard writes out in each: "A character token that is one of U+0009 ...
    U+0020 SPACE: Insert the character"; "A comment token: Insert a comment"; "A DOCTYPE
    token: Parse error. Ignore the token." For a characters, comment or DOCTYPE token: what
    is left for the mode's other rules (the characters after the leading whitespace), or
    ``None``."""
    if type(token) is CommentToken:
        p.insert_comment(token)
        return None
    if type(token) is not CharactersToken:
        return None  # a DOCTYPE
    space, rest = _split_whitespace(token)
    p.insert_characters(space)
    return rest


# --- 13.2.6.4.1 -----------------------------------------------------------------------------


def initial(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#the-initial-insertion-mode"""
    if type(token) is CharactersToken:
        _, rest = _split_whitespace(token)  # whitespace: "Ignore the token."
        if rest is None:
            return
        token = rest
    elif type(token) is CommentToken:
        p.insert_comment(token, p.document)
        return
    elif type(token) is DoctypeToken:
        name = token.name or ""
        public_id = token.public_id
        system_id = token.system_id
        p.insert_doctype(name, public_id or "", system_id or "")
        p.document._mode = _doctype_mode(token)
        p.mode = before_html
        return
    # "If the document is not an iframe srcdoc document, then this is a parse error; if the
    # parser cannot change the mode flag is false, set the Document to quirks mode."
    p.document._mode = "quirks"
    p.mode = before_html
    p.process(token)


def _doctype_mode(token: DoctypeToken) -> str:
    """The document mode a DOCTYPE token sets (the initial insertion mode's lists)."""
    public = (token.public_id or "").lower()
    system = (token.system_id or "").lower()
    if (
        token.force_quirks
        or token.name != "html"
        or public in QUIRKS_PUBLIC_IDS
        or system == QUIRKS_SYSTEM_ID
        or public.startswith(QUIRKS_PUBLIC_PREFIXES)
        or (token.system_id is None and public.startswith(HTML401_PUBLIC_PREFIXES))
    ):
        return "quirks"
    if public.startswith(LIMITED_QUIRKS_PUBLIC_PREFIXES) or (
        token.system_id is not None and public.startswith(HTML401_PUBLIC_PREFIXES)
    ):
        return "limited-quirks"
    return "no-quirks"


# --- 13.2.6.4.2 -----------------------------------------------------------------------------


def before_html(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#the-before-html-insertion-mode"""
    kind = type(token)
    if kind is DoctypeToken:
        return
    if kind is CommentToken:
        assert isinstance(token, CommentToken)
        p.insert_comment(token, p.document)
        return
    if kind is CharactersToken:
        assert isinstance(token, CharactersToken)
        _, rest = _split_whitespace(token)
        if rest is None:
            return
        token = rest
    elif kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        if token.name == "html":
            element = p.create_element("html", token.attributes)
            p.insert_node(element, p.document)
            p.push(element)
            p.mode = before_head
            return
    elif kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        if token.name not in ("head", "body", "html", "br"):
            return
    element = p.create_element("html", {})
    p.insert_node(element, p.document)
    p.push(element)
    p.mode = before_head
    p.process(token)


# --- 13.2.6.4.3 -----------------------------------------------------------------------------


def before_head(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#the-before-head-insertion-mode"""
    kind = type(token)
    if kind is CharactersToken:
        assert isinstance(token, CharactersToken)
        _, rest = _split_whitespace(token)
        if rest is None:
            return
        token = rest
    elif kind is CommentToken:
        assert isinstance(token, CommentToken)
        p.insert_comment(token)
        return
    elif kind is DoctypeToken:
        return
    elif kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        if token.name == "html":
            in_body(p, token)
            return
        if token.name == "head":
            p.head_element = p.insert_html_element(token)
            p.mode = in_head
            return
    elif kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        if token.name not in ("head", "body", "html", "br"):
            return
    p.head_element = p.insert_element_named("head")
    p.mode = in_head
    p.process(token)


# --- 13.2.6.4.4 -----------------------------------------------------------------------------

_HEAD_VOID = frozenset({"base", "basefont", "bgsound", "link", "meta"})


def in_head(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead"""
    kind = type(token)
    if kind is CharactersToken or kind is CommentToken or kind is DoctypeToken:
        left = _whitespace_comment_doctype(p, token)
        if left is None:
            return
        token = left
    elif kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        name = token.name
        if name == "html":
            in_body(p, token)
            return
        if name in _HEAD_VOID:
            element = p.insert_html_element(token)
            p.pop()
            if name == "meta" and p.context is None and p.stack.topmost("template") is None:
                run_pragma(element)  # ("when a meta element is inserted into the document")
            if name == "meta" and p.meta_elements is not None:
                # "If the active speculative HTML parser is null, then: 1. If the element has
                # a charset attribute ... change the encoding ... 2. Otherwise, if the element
                # has an http-equiv attribute ...": decode_html's to take (webapi has no
                # speculative parser).
                p.meta_elements.append(token.attributes)
            return
        if name == "title":
            generic_text_element(p, token, "rcdata")
            return
        if (name == "noscript" and p.scripting) or name in ("noframes", "style"):
            generic_text_element(p, token, "rawtext")
            return
        if name == "noscript":
            p.insert_html_element(token)
            p.mode = in_head_noscript
            return
        if name == "script":
            p.insert_html_element(token)
            p.tokenizer.state = INITIAL_STATES["script data"]
            p.original_mode = p.mode
            p.mode = text
            return
        if name == "template":
            if not attach_declarative_shadow_root(p, token):
                p.insert_html_element(token)
            p.active_formatting.push_marker()
            p.frameset_ok = False
            p.mode = in_template
            p.template_modes.append(in_template)
            return
        if name == "head":
            return
    elif kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        name = token.name
        if name == "head":
            p.pop()
            p.mode = after_head
            return
        if name == "template":
            if not p.has_open("template"):
                return
            p.generate_all_implied_end_tags_thoroughly()
            p.pop_until("template")
            p.clear_active_formatting_to_last_marker()
            p.template_modes.pop()
            reset_insertion_mode(p)
            return
        if name not in ("body", "html", "br"):
            return
    p.pop()
    p.mode = after_head
    p.process(token)


# --- 13.2.6.4.5 -----------------------------------------------------------------------------


def in_head_noscript(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inheadnoscript"""
    kind = type(token)
    if kind is DoctypeToken:
        return
    if kind is CharactersToken:
        assert isinstance(token, CharactersToken)
        space, rest = _split_whitespace(token)
        if space:
            in_head(p, CharactersToken(space))
        if rest is None:
            return
        token = rest
    elif kind is CommentToken:
        in_head(p, token)
        return
    elif kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        name = token.name
        if name == "html":
            in_body(p, token)
            return
        if name in ("basefont", "bgsound", "link", "meta", "noframes", "style"):
            in_head(p, token)
            return
        if name in ("head", "noscript"):
            return
    elif kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        if token.name == "noscript":
            p.pop()
            p.mode = in_head
            return
        if token.name != "br":
            return
    p.pop()
    p.mode = in_head
    p.process(token)


# --- 13.2.6.4.6 -----------------------------------------------------------------------------

#: The start tags the "after head", "in body" and "in template" insertion modes process
#: using the rules for the "in head" insertion mode.
_IN_HEAD_START_TAGS = frozenset(
    {
        "base",
        "basefont",
        "bgsound",
        "link",
        "meta",
        "noframes",
        "script",
        "style",
        "template",
        "title",
    }
)


def after_head(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#the-after-head-insertion-mode"""
    kind = type(token)
    if kind is CharactersToken or kind is CommentToken or kind is DoctypeToken:
        left = _whitespace_comment_doctype(p, token)
        if left is None:
            return
        token = left
    elif kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        name = token.name
        if name == "html":
            in_body(p, token)
            return
        if name == "body":
            p.insert_html_element(token)
            p.frameset_ok = False
            p.mode = in_body
            return
        if name == "frameset":
            p.insert_html_element(token)
            p.mode = in_frameset
            return
        if name in _IN_HEAD_START_TAGS:
            head = p.head_element
            assert head is not None
            p.push(head)
            in_head(p, token)
            p.remove_open(head)
            return
        if name == "head":
            return
    elif kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        if token.name == "template":
            in_head(p, token)
            return
        if token.name not in ("body", "html", "br"):
            return
    p.insert_element_named("body")
    p.mode = in_body
    p.process(token)


# --- 13.2.6.4.7 -----------------------------------------------------------------------------

_CLOSE_P_BLOCKS = words(
    "address article aside blockquote center details dialog dir div dl fieldset figcaption "
    "figure footer header hgroup main menu nav ol p search section summary ul"
)
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_END_BLOCKS = words(
    "address article aside blockquote button center details dialog dir div dl fieldset "
    "figcaption figure footer header hgroup listing main menu nav ol pre search section "
    "summary ul"
)
_IN_BODY_IGNORED = words("caption col colgroup frame head tbody td tfoot th thead tr")
_VOID_FRAMESET_NOT_OK = frozenset({"area", "br", "embed", "img", "keygen", "wbr"})


# A note on the end tags' common case: "the current node is the HTML element named by the
# tag" is asked as "the topmost open HTML element of that name (the stack's group for the
# name, one dict lookup) is the current node", not by reading the current node's local name
# and namespace: the current node is of any element class, and CPython's specializing
# interpreter takes the generic path for a slot read at a site that sees many classes (a walk
# of the class's method resolution order, some 200 machine instructions a read).


def in_body(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody"""
    kind = type(token)
    # (the steps for a tag's name found in one lookup, as _in_body_start_tag and
    # _in_body_end_tag do, written out: the most frequent dispatch of the parser)
    if kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        _IN_BODY_START.get(token.name, _start_any_other)(p, token)
    elif kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        _IN_BODY_END.get(token.name, _end_any_other)(p, token)
    elif kind is CharactersToken:
        assert isinstance(token, CharactersToken)
        data = token.data
        if p.skip_newline:
            p.skip_newline = False
            if data.startswith("\n"):
                data = data[1:]
        if "\0" in data:  # "A character token that is U+0000 NULL: Parse error. Ignore the token."
            data = data.replace("\0", "")
        if not data:
            return
        formatting = p.active_formatting
        last = formatting.last
        if (
            last is not None and last is not formatting.floor and last.element not in p.stack._index
        ):  # (else nothing to reconstruct: no entries, the last a marker, or open)
            p.reconstruct_active_formatting_elements()
        p.insert_characters(data)
        if p.frameset_ok and _has_non_whitespace(data):
            p.frameset_ok = False
    elif kind is CommentToken:
        assert isinstance(token, CommentToken)
        p.insert_comment(token)
    elif kind is DoctypeToken:
        return
    else:  # end-of-file
        if p.template_modes:
            in_template(p, token)
        # else: "Stop parsing." (the parse errors for open elements are not reported)


def _in_body_start_tag(p: TreeBuilder, token: StartTagToken) -> None:
    """The "in body" steps for a start tag: the steps for its tag name, found in one lookup
    (:data:`_IN_BODY_START`; any other name: :func:`_start_any_other`)."""
    _IN_BODY_START.get(token.name, _start_any_other)(p, token)


def _start_html(p: TreeBuilder, token: StartTagToken) -> None:
    if p.has_open("template"):
        return
    p.add_missing_attributes(p.open[0], token.attributes)


def _start_body(p: TreeBuilder, token: StartTagToken) -> None:
    open_elements = p.open
    if len(open_elements) == 1 or not is_html(open_elements[1], "body") or p.has_open("template"):
        return
    p.frameset_ok = False
    p.add_missing_attributes(open_elements[1], token.attributes)


def _start_frameset(p: TreeBuilder, token: StartTagToken) -> None:
    open_elements = p.open
    if len(open_elements) == 1 or not is_html(open_elements[1], "body") or not p.frameset_ok:
        return
    body_element = open_elements[1]
    p.remove_node(body_element)
    while len(open_elements) > 1:
        p.pop()
    p.insert_html_element(token)
    p.mode = in_frameset


def _start_close_p_block(p: TreeBuilder, token: StartTagToken) -> None:
    if p.stack.in_scope("p", BUTTON):
        p.close_p_element()
    p.insert_html_element(token)


def _start_heading(p: TreeBuilder, token: StartTagToken) -> None:
    p.close_p_in_button_scope()
    current = p.current_node
    if current._namespace == HTML_NAMESPACE and current._local_name in _HEADINGS:
        p.pop()
    p.insert_html_element(token)


def _start_pre(p: TreeBuilder, token: StartTagToken) -> None:
    p.close_p_in_button_scope()
    p.insert_html_element(token)
    p.skip_newline = True
    p.frameset_ok = False


def _start_form(p: TreeBuilder, token: StartTagToken) -> None:
    template = p.has_open("template")
    if p.form_element is not None and not template:
        return
    p.close_p_in_button_scope()
    element = p.insert_html_element(token)
    if not template:
        p.form_element = element


def _start_list_item(p: TreeBuilder, token: StartTagToken) -> None:
    # (the walk down the stack stops at the first HTML element of ``names`` or at the first
    # special element but address, div and p; those names are such special elements too, so
    # the walk finds one of them when the topmost element of that group is one: the stack's
    # groups answer, with no read of the slots of the elements walked past)
    p.frameset_ok = False
    members = p.stack._members
    stops = members.get(LIST_ITEM_STOP)
    if stops:
        node = stops[-1]
        for name in ("li",) if token.name == "li" else ("dd", "dt"):
            named = members.get(name)
            if named and named[-1] is node:
                p.generate_implied_end_tags(name)
                p.pop_until(name)
                break
    p.close_p_in_button_scope()
    p.insert_html_element(token)


def _start_plaintext(p: TreeBuilder, token: StartTagToken) -> None:
    p.close_p_in_button_scope()
    p.insert_html_element(token)
    p.tokenizer.state = INITIAL_STATES["plaintext"]


def _start_button(p: TreeBuilder, token: StartTagToken) -> None:
    if p.in_scope("button"):
        p.generate_implied_end_tags()
        p.pop_until("button")
    p.reconstruct_active_formatting_elements()
    p.insert_html_element(token)
    p.frameset_ok = False


def _start_a(p: TreeBuilder, token: StartTagToken) -> None:
    formatting = p.active_formatting
    entry = formatting.named.get("a")
    if entry is not None:
        # "If the list of active formatting elements contains an a element between the end of
        # the list and the last marker on the list (or the start of the list if there is no
        # marker on the list), then this is a parse error; run the adoption agency algorithm
        # for the token, then remove that element from the list of active formatting elements
        # and the stack of open elements if the adoption agency algorithm didn't already
        # remove it"
        previous = entry.element
        if previous is p.open[-1]:  # (the algorithm's common case: popped, taken out)
            p.pop()
            formatting.take_out(entry)
        else:
            adoption_agency(p, "a")
            p.remove_active_formatting(previous)
            p.remove_open(previous)
    last = formatting.last
    if (
        last is not None and last is not formatting.floor and last.element not in p.stack._index
    ):  # (else nothing to reconstruct: no entries, the last a marker, or open)
        p.reconstruct_active_formatting_elements()
    formatting.push_for_token(p.insert_html_element(token), token.name, token.attributes)


def _start_formatting(p: TreeBuilder, token: StartTagToken) -> None:
    formatting = p.active_formatting
    last = formatting.last
    if (
        last is not None and last is not formatting.floor and last.element not in p.stack._index
    ):  # (else nothing to reconstruct: no entries, the last a marker, or open)
        p.reconstruct_active_formatting_elements()
    if token.name == "nobr" and p.in_scope("nobr"):
        adoption_agency(p, "nobr")
        p.reconstruct_active_formatting_elements()
    formatting.push_for_token(p.insert_html_element(token), token.name, token.attributes)


def _start_applet(p: TreeBuilder, token: StartTagToken) -> None:
    p.reconstruct_active_formatting_elements()
    p.insert_html_element(token)
    p.active_formatting.push_marker()
    p.frameset_ok = False


def _start_table(p: TreeBuilder, token: StartTagToken) -> None:
    if p.document._mode != "quirks":
        p.close_p_in_button_scope()
    nodes = p.nodes
    marks = nodes.table_marks
    marks[p.insert_html_element(token)] = (len(nodes.texts), len(marks))
    p.frameset_ok = False
    p.mode = in_table


def _start_void_frameset_not_ok(p: TreeBuilder, token: StartTagToken) -> None:
    p.reconstruct_active_formatting_elements()
    p.insert_html_element(token)
    p.pop()
    p.frameset_ok = False


def _start_input(p: TreeBuilder, token: StartTagToken) -> None:
    if p.context is not None and is_html(p.context, "select"):
        return  # the fragment case, the context element a select element: ignored
    if p.in_scope("select"):
        p.pop_until("select")
    p.reconstruct_active_formatting_elements()
    p.insert_html_element(token)
    p.pop()
    if token.attributes.get("type", "").lower() != "hidden":
        p.frameset_ok = False


def _start_param(p: TreeBuilder, token: StartTagToken) -> None:
    p.insert_html_element(token)
    p.pop()


def _start_hr(p: TreeBuilder, token: StartTagToken) -> None:
    p.close_p_in_button_scope()
    if p.in_scope("select"):  # (an option or optgroup still in scope is a parse error)
        p.generate_implied_end_tags()
    p.insert_html_element(token)
    p.pop()
    p.frameset_ok = False


def _start_image(p: TreeBuilder, token: StartTagToken) -> None:
    _in_body_start_tag(p, StartTagToken("img", token.attributes, token.self_closing))


def _start_textarea(p: TreeBuilder, token: StartTagToken) -> None:
    p.insert_html_element(token)
    p.skip_newline = True
    p.tokenizer.state = INITIAL_STATES["rcdata"]
    p.original_mode = p.mode
    p.frameset_ok = False
    p.mode = text


def _start_xmp(p: TreeBuilder, token: StartTagToken) -> None:
    p.close_p_in_button_scope()
    p.reconstruct_active_formatting_elements()
    p.frameset_ok = False
    generic_text_element(p, token, "rawtext")


def _start_iframe(p: TreeBuilder, token: StartTagToken) -> None:
    p.frameset_ok = False
    generic_text_element(p, token, "rawtext")


def _start_noembed(p: TreeBuilder, token: StartTagToken) -> None:
    generic_text_element(p, token, "rawtext")


def _start_noscript(p: TreeBuilder, token: StartTagToken) -> None:
    if p.scripting:
        generic_text_element(p, token, "rawtext")
    else:
        _start_any_other(p, token)


def _start_select(p: TreeBuilder, token: StartTagToken) -> None:
    if p.context is not None and is_html(p.context, "select"):
        return
    if p.in_scope("select"):
        p.pop_until("select")  # a parse error; the token is ignored
        return
    p.reconstruct_active_formatting_elements()
    p.insert_html_element(token)
    p.frameset_ok = False


def _start_option(p: TreeBuilder, token: StartTagToken) -> None:
    if p.in_scope("select"):
        p.generate_implied_end_tags("optgroup")
    elif is_html(p.current_node, "option"):
        p.pop()
    p.reconstruct_active_formatting_elements()
    p.insert_html_element(token)


def _start_optgroup(p: TreeBuilder, token: StartTagToken) -> None:
    if p.in_scope("select"):
        p.generate_implied_end_tags()
    elif is_html(p.current_node, "option"):
        p.pop()
    p.reconstruct_active_formatting_elements()
    p.insert_html_element(token)


def _start_rb(p: TreeBuilder, token: StartTagToken) -> None:
    if p.in_scope("ruby"):
        p.generate_implied_end_tags()
    p.insert_html_element(token)


def _start_rp(p: TreeBuilder, token: StartTagToken) -> None:
    if p.in_scope("ruby"):
        p.generate_implied_end_tags("rtc")
    p.insert_html_element(token)


def _start_foreign(p: TreeBuilder, token: StartTagToken) -> None:
    p.reconstruct_active_formatting_elements()
    name = token.name
    if name == "math":
        attributes = adjust_mathml_attributes(token.attributes)
        namespace = MATHML_NAMESPACE
    else:
        attributes = adjust_svg_attributes(token.attributes)
        namespace = SVG_NAMESPACE
    p.insert_foreign_element(StartTagToken(name, attributes), namespace)
    if token.self_closing:
        p.pop()


def _start_ignored(p: TreeBuilder, token: StartTagToken) -> None:
    return


def _start_any_other(p: TreeBuilder, token: StartTagToken) -> None:
    formatting = p.active_formatting
    last = formatting.last
    if (
        last is not None and last is not formatting.floor and last.element not in p.stack._index
    ):  # (else nothing to reconstruct: no entries, the last a marker, or open)
        p.reconstruct_active_formatting_elements()
    p.insert_html_element(token)


_StartSteps = Callable[["TreeBuilder", StartTagToken], None]


def _start_tag_table(*entries: tuple[Iterable[str], _StartSteps]) -> dict[str, _StartSteps]:
    """Tag name -> steps, from the entries in the Standard's order: a name's first entry
    wins, as the first matching "A start tag whose tag name is ..." does."""
    found: dict[str, _StartSteps] = {}
    for names, steps in entries:
        for name in names:
            found.setdefault(name, steps)
    return found


#: The "in body" insertion mode's steps for a start tag, by tag name (any other:
#: :func:`_start_any_other`).
_IN_BODY_START = _start_tag_table(
    (("html",), _start_html),
    (_IN_HEAD_START_TAGS, in_head),
    (("body",), _start_body),
    (("frameset",), _start_frameset),
    (_CLOSE_P_BLOCKS, _start_close_p_block),
    (_HEADINGS, _start_heading),
    (("pre", "listing"), _start_pre),
    (("form",), _start_form),
    (("li", "dd", "dt"), _start_list_item),
    (("plaintext",), _start_plaintext),
    (("button",), _start_button),
    (("a",), _start_a),
    (FORMATTING, _start_formatting),
    (("applet", "marquee", "object"), _start_applet),
    (("table",), _start_table),
    (_VOID_FRAMESET_NOT_OK, _start_void_frameset_not_ok),
    (("input",), _start_input),
    (("param", "source", "track"), _start_param),
    (("hr",), _start_hr),
    (("image",), _start_image),
    (("textarea",), _start_textarea),
    (("xmp",), _start_xmp),
    (("iframe",), _start_iframe),
    (("noembed",), _start_noembed),
    (("noscript",), _start_noscript),
    (("select",), _start_select),
    (("option",), _start_option),
    (("optgroup",), _start_optgroup),
    (("rb", "rtc"), _start_rb),
    (("rp", "rt"), _start_rp),
    (("math", "svg"), _start_foreign),
    (_IN_BODY_IGNORED, _start_ignored),
)


def _in_body_end_tag(p: TreeBuilder, token: EndTagToken) -> None:
    """The "in body" steps for an end tag: the steps for its tag name, found in one lookup
    (:data:`_IN_BODY_END`; any other name: :func:`_end_any_other`)."""
    _IN_BODY_END.get(token.name, _end_any_other)(p, token)


def _end_body(p: TreeBuilder, token: EndTagToken) -> None:
    if not p.in_scope("body"):
        return
    p.mode = after_body
    if token.name == "html":
        p.process(token)


def _end_block(p: TreeBuilder, token: EndTagToken) -> None:
    name = token.name
    current = p.open[-1]
    named = p.stack._members.get(name)  # (see the note on in_body)
    if named and named[-1] is current:
        # the common case, the element the current node: in scope, none of these names is
        # one whose end tag is implied, the current node the one element popped
        p.pop()
        return
    if not p.in_scope(name):
        return
    p.generate_implied_end_tags()
    p.pop_until(name)


def _end_form(p: TreeBuilder, token: EndTagToken) -> None:
    if not p.has_open("template"):
        node = p.form_element
        p.form_element = None
        if node is None or not p.element_in_scope(node):
            return
        p.generate_implied_end_tags()
        p.remove_open(node)
    else:
        if not p.in_scope("form"):
            return
        p.generate_implied_end_tags()
        p.pop_until("form")


def _end_p(p: TreeBuilder, token: EndTagToken) -> None:
    current = p.open[-1]
    named = p.stack._members.get("p")  # (see the note on in_body)
    if named and named[-1] is current:
        p.pop()  # (the common case: "close a p element" pops the current node alone)
        return
    if not p.in_button_scope("p"):
        p.insert_element_named("p")
    p.close_p_element()


def _end_li(p: TreeBuilder, token: EndTagToken) -> None:
    current = p.open[-1]
    named = p.stack._members.get("li")  # (see the note on in_body)
    if named and named[-1] is current:
        p.pop()  # (the common case: the implied end tags except li, then li, pop it alone)
        return
    if not p.in_list_item_scope("li"):
        return
    p.generate_implied_end_tags("li")
    p.pop_until("li")


def _end_dd(p: TreeBuilder, token: EndTagToken) -> None:
    name = token.name
    if not p.in_scope(name):
        return
    p.generate_implied_end_tags(name)
    p.pop_until(name)


def _end_heading(p: TreeBuilder, token: EndTagToken) -> None:
    if not p.in_scope(HEADING):
        return
    p.generate_implied_end_tags()
    p.pop_until(*_HEADINGS)


def _end_formatting(p: TreeBuilder, token: EndTagToken) -> None:
    name = token.name
    formatting = p.active_formatting
    entry = formatting.named.get(name)
    if entry is not None and entry.element is p.open[-1]:
        # the adoption agency's common case: the formatting element (the last of its name
        # after the last marker) the current node: no furthest block above it (step 4.7),
        # so step 4.8 pops it and takes it out of the list
        p.pop()
        formatting.take_out(entry)
        return
    adoption_agency(p, name)


def _end_applet(p: TreeBuilder, token: EndTagToken) -> None:
    name = token.name
    if not p.in_scope(name):
        return
    p.generate_implied_end_tags()
    p.pop_until(name)
    p.clear_active_formatting_to_last_marker()


def _end_br(p: TreeBuilder, token: EndTagToken) -> None:
    _in_body_start_tag(p, StartTagToken("br"))


def _end_any_other(p: TreeBuilder, token: EndTagToken) -> None:
    name = token.name
    current = p.open[-1]
    named = p.stack._members.get(name)  # (see the note on in_body)
    if named and named[-1] is current:
        p.pop()  # (the common case: the walk stops at the current node at once, no implied
        return  # end tag to generate but its own, which is excepted)
    any_other_end_tag(p, name)


_EndSteps = Callable[["TreeBuilder", EndTagToken], None]


def _end_tag_table(*entries: tuple[Iterable[str], _EndSteps]) -> dict[str, _EndSteps]:
    """Tag name -> steps, from the entries in the Standard's order (a name's first entry
    wins)."""
    found: dict[str, _EndSteps] = {}
    for names, steps in entries:
        for name in names:
            found.setdefault(name, steps)
    return found


#: The "in body" insertion mode's steps for an end tag, by tag name (any other:
#: :func:`_end_any_other`).
_IN_BODY_END = _end_tag_table(
    (("template",), in_head),
    (("body", "html"), _end_body),
    (_END_BLOCKS | {"select"}, _end_block),
    (("form",), _end_form),
    (("p",), _end_p),
    (("li",), _end_li),
    (("dd", "dt"), _end_dd),
    (_HEADINGS, _end_heading),
    (FORMATTING, _end_formatting),
    (("applet", "marquee", "object"), _end_applet),
    (("br",), _end_br),
)


# --- 13.2.6.4.8 -----------------------------------------------------------------------------


def text(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-incdata"""
    kind = type(token)
    if kind is CharactersToken:
        assert isinstance(token, CharactersToken)
        data = token.data
        if p.skip_newline:
            p.skip_newline = False
            if data.startswith("\n"):
                data = data[1:]
        p.insert_characters(data)
    elif token is EOF:
        p.pop()
        p.mode = p.original_mode
        p.process(token)
    elif kind is EndTagToken:
        # a script end tag: the script would be prepared and run here; webapi runs none
        p.pop()
        p.mode = p.original_mode


# --- 13.2.6.4.9 -----------------------------------------------------------------------------

_TABLE_TEXT_PARENTS = frozenset({"table", "tbody", "template", "tfoot", "thead", "tr"})
_TABLE_CONTEXT = ("table", "template", "html")
_TABLE_BODY_CONTEXT = ("tbody", "tfoot", "thead", "template", "html")
_ROW_CONTEXT = ("tr", "template", "html")
_TABLE_END_IGNORED = words("body caption col colgroup html tbody td tfoot th thead tr")


def _clear_stack_back_to(p: TreeBuilder, names: tuple[str, ...]) -> None:
    """Clear the stack back to a table / table body / table row context."""
    open_elements = p.open
    while True:
        node = open_elements[-1]
        if node._local_name in names and node._namespace == HTML_NAMESPACE:
            return
        p.pop()


def in_table(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intable"""
    kind = type(token)
    if kind is CharactersToken:
        current = p.open[-1]
        if current._namespace == HTML_NAMESPACE and current._local_name in _TABLE_TEXT_PARENTS:
            p.original_mode = p.mode
            p.mode = in_table_text
            # (the token reprocessed "in table text", written out: the current node is an HTML
            # element, so the dispatcher would take that mode's steps)
            data: str = token.data  # type: ignore[union-attr]  # (a CharactersToken)
            if "\0" in data:
                data = data.replace("\0", "")
            p.pending_table_characters = [data] if data else []
            return
    elif kind is CommentToken:
        assert isinstance(token, CommentToken)
        p.insert_comment(token)
        return
    elif kind is DoctypeToken:
        return
    elif kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        name = token.name
        if name == "caption":
            _clear_stack_back_to(p, _TABLE_CONTEXT)
            p.active_formatting.push_marker()
            p.insert_html_element(token)
            p.mode = in_caption
            return
        if name == "colgroup":
            _clear_stack_back_to(p, _TABLE_CONTEXT)
            p.insert_html_element(token)
            p.mode = in_column_group
            return
        if name == "col":
            _clear_stack_back_to(p, _TABLE_CONTEXT)
            p.insert_element_named("colgroup")
            p.mode = in_column_group
            p.process(token)
            return
        if name in ("tbody", "tfoot", "thead"):
            _clear_stack_back_to(p, _TABLE_CONTEXT)
            p.insert_html_element(token)
            p.mode = in_table_body
            return
        if name in ("td", "th", "tr"):
            _clear_stack_back_to(p, _TABLE_CONTEXT)
            p.insert_element_named("tbody")
            p.mode = in_table_body
            p.process(token)
            return
        if name == "table":
            if not p.in_table_scope("table"):
                return
            p.pop_until("table")
            reset_insertion_mode(p)
            p.process(token)
            return
        if name in ("style", "script", "template"):
            in_head(p, token)
            return
        if name == "input" and token.attributes.get("type", "").lower() == "hidden":
            p.insert_html_element(token)
            p.pop()
            return
        if name == "form":
            if p.has_open("template") or p.form_element is not None:
                return
            p.form_element = p.insert_html_element(token)
            p.pop()
            return
    elif kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        name = token.name
        if name == "table":
            if not p.in_table_scope("table"):
                return
            p.pop_until("table")
            reset_insertion_mode(p)
            return
        if name in _TABLE_END_IGNORED:
            return
        if name == "template":
            in_head(p, token)
            return
    else:  # end-of-file
        in_body(p, token)
        return
    # anything else: "Parse error. Enable foster parenting, process the token using the
    # rules for the "in body" insertion mode, and then disable foster parenting."
    p.foster_parenting = True
    in_body(p, token)
    p.foster_parenting = False


# --- 13.2.6.4.10 ----------------------------------------------------------------------------


def in_table_text(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intabletext"""
    if type(token) is CharactersToken:
        assert isinstance(token, CharactersToken)
        data = token.data.replace("\0", "") if "\0" in token.data else token.data
        if data:
            p.pending_table_characters.append(data)
        return
    pending = "".join(p.pending_table_characters)
    p.pending_table_characters = []
    if _has_non_whitespace(pending):
        # "reprocess the character tokens ... using the rules given in the "anything else"
        # entry in the "in table" insertion mode": foster parenting enabled, "in body"'s steps
        # for characters (written out: no NULL is left, no newline to skip, and the
        # characters are not all whitespace, so the frameset-ok flag goes to "not ok")
        p.foster_parenting = True
        formatting = p.active_formatting
        last = formatting.last
        if (
            last is not None and last is not formatting.floor and last.element not in p.stack._index
        ):  # (else nothing to reconstruct: no entries, the last a marker, or open)
            p.reconstruct_active_formatting_elements()
        p.insert_characters(pending)
        p.frameset_ok = False
        p.foster_parenting = False
    else:
        p.insert_characters(pending)
    p.mode = mode = p.original_mode
    # (the token reprocessed, the dispatcher written out: it is not characters, so no newline
    # is to be skipped; the current node is an HTML element, the table's, or an HTML
    # formatting element the characters' steps reconstructed)
    p.skip_newline = False
    mode(p, token)


# --- 13.2.6.4.11 ----------------------------------------------------------------------------

_CAPTION_ENDERS = words("caption col colgroup tbody td tfoot th thead tr")
_CAPTION_END_IGNORED = words("body col colgroup html tbody td tfoot th thead tr")


def in_caption(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-incaption"""
    kind = type(token)
    if kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        name = token.name
        if name == "caption" or name == "table":
            if not p.in_table_scope("caption"):
                return
            p.generate_implied_end_tags()
            p.pop_until("caption")
            p.clear_active_formatting_to_last_marker()
            p.mode = in_table
            if name == "table":
                p.process(token)
            return
        if name in _CAPTION_END_IGNORED:
            return
    elif kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        if token.name in _CAPTION_ENDERS:
            if not p.in_table_scope("caption"):
                return
            p.generate_implied_end_tags()
            p.pop_until("caption")
            p.clear_active_formatting_to_last_marker()
            p.mode = in_table
            p.process(token)
            return
    in_body(p, token)


# --- 13.2.6.4.12 ----------------------------------------------------------------------------


def in_column_group(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-incolgroup"""
    kind = type(token)
    if kind is CharactersToken or kind is CommentToken or kind is DoctypeToken:
        left = _whitespace_comment_doctype(p, token)
        if left is None:
            return
        token = left
    elif kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        if token.name == "html":
            in_body(p, token)
            return
        if token.name == "col":
            p.insert_html_element(token)
            p.pop()
            return
        if token.name == "template":
            in_head(p, token)
            return
    elif kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        if token.name == "colgroup":
            if not is_html(p.current_node, "colgroup"):
                return
            p.pop()
            p.mode = in_table
            return
        if token.name == "col":
            return
        if token.name == "template":
            in_head(p, token)
            return
    else:  # end-of-file
        in_body(p, token)
        return
    if not is_html(p.current_node, "colgroup"):  # "Parse error; ignore the token."
        if type(token) is CharactersToken:
            # (each character token on its own: whitespace after the first other character
            # is still inserted by the first rule, as in "<template><col>< ")
            _whitespace_only(p, token)
        return
    p.pop()
    p.mode = in_table
    p.process(token)


# --- 13.2.6.4.13 ----------------------------------------------------------------------------

_TABLE_SECTIONS = frozenset({"tbody", "tfoot", "thead"})


def in_table_body(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intbody"""
    kind = type(token)
    if kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        name = token.name
        if name == "tr":
            current = p.open[-1]
            if current._local_name not in _TABLE_SECTIONS or current._namespace != HTML_NAMESPACE:
                _clear_stack_back_to(p, _TABLE_BODY_CONTEXT)
            p.insert_html_element(token)
            p.mode = in_row
            return
        if name in ("th", "td"):
            _clear_stack_back_to(p, _TABLE_BODY_CONTEXT)
            p.insert_element_named("tr")
            p.mode = in_row
            p.process(token)
            return
        if name in ("caption", "col", "colgroup", "tbody", "tfoot", "thead"):
            if not p.in_scope(TABLE_SECTION, TABLE):
                return
            _clear_stack_back_to(p, _TABLE_BODY_CONTEXT)
            p.pop()
            p.mode = in_table
            p.process(token)
            return
    elif kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        name = token.name
        if name in _TABLE_SECTIONS:
            if not p.in_table_scope(name):
                return
            _clear_stack_back_to(p, _TABLE_BODY_CONTEXT)
            p.pop()
            p.mode = in_table
            return
        if name == "table":
            if not p.in_scope(TABLE_SECTION, TABLE):
                return
            _clear_stack_back_to(p, _TABLE_BODY_CONTEXT)
            p.pop()
            p.mode = in_table
            p.process(token)
            return
        if name in ("body", "caption", "col", "colgroup", "html", "td", "th", "tr"):
            return
    in_table(p, token)


# --- 13.2.6.4.14 ----------------------------------------------------------------------------


def in_row(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intr"""
    kind = type(token)
    if kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        name = token.name
        if name in ("th", "td"):
            current = p.open[-1]
            if current._local_name != "tr" or current._namespace != HTML_NAMESPACE:
                _clear_stack_back_to(p, _ROW_CONTEXT)
            p.insert_html_element(token)
            p.mode = in_cell
            p.active_formatting.push_marker()
            return
        if name in ("caption", "col", "colgroup", "tbody", "tfoot", "thead", "tr"):
            if not p.in_table_scope("tr"):
                return
            _clear_stack_back_to(p, _ROW_CONTEXT)
            p.pop()
            p.mode = in_table_body
            p.process(token)
            return
    elif kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        name = token.name
        if name == "tr":
            current = p.open[-1]
            if current._local_name == "tr" and current._namespace == HTML_NAMESPACE:
                p.pop()  # (the common case, the row the current node: in table scope)
                p.mode = in_table_body
                return
            if not p.in_table_scope("tr"):
                return
            _clear_stack_back_to(p, _ROW_CONTEXT)
            p.pop()
            p.mode = in_table_body
            return
        if name == "table":
            if not p.in_table_scope("tr"):
                return
            _clear_stack_back_to(p, _ROW_CONTEXT)
            p.pop()
            p.mode = in_table_body
            p.process(token)
            return
        if name in _TABLE_SECTIONS:
            if not p.in_table_scope(name) or not p.in_table_scope("tr"):
                return
            _clear_stack_back_to(p, _ROW_CONTEXT)
            p.pop()
            p.mode = in_table_body
            p.process(token)
            return
        if name in ("body", "caption", "col", "colgroup", "html", "td", "th"):
            return
    in_table(p, token)


# --- 13.2.6.4.15 ----------------------------------------------------------------------------

_CELL_ENDERS = words("caption col colgroup tbody td tfoot th thead tr")
#: The end tags "in cell" has steps of its own for (any other: "in body"'s).
_CELL_END_TAGS = words("body caption col colgroup html table tbody td tfoot th thead tr")


def _close_cell(p: TreeBuilder) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#close-the-cell"""
    p.generate_implied_end_tags()
    p.pop_until("td", "th")
    p.clear_active_formatting_to_last_marker()
    p.mode = in_row


def in_cell(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intd"""
    kind = type(token)
    if kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        name = token.name
        if name in ("td", "th"):
            current = p.open[-1]
            named = p.stack._members.get(name)  # (see the note on in_body)
            if named and named[-1] is current:
                # the common case, the cell the current node: in table scope, no implied
                # end tag to generate, the cell the one element popped
                p.pop()
                p.active_formatting.clear_to_last_marker()
                p.mode = in_row
                return
            if not p.in_table_scope(name):
                return
            p.generate_implied_end_tags()
            p.pop_until(name)
            p.active_formatting.clear_to_last_marker()
            p.mode = in_row
            return
        if name in ("body", "caption", "col", "colgroup", "html"):
            return
        if name in ("table", "tbody", "tfoot", "thead", "tr"):
            if not p.in_table_scope(name):
                return
            _close_cell(p)
            p.process(token)
            return
    elif kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        name = token.name
        if name in _CELL_ENDERS:
            if not (p.in_table_scope("td") or p.in_table_scope("th")):
                return
            _close_cell(p)
            p.process(token)
            return
        _IN_BODY_START.get(name, _start_any_other)(p, token)  # (in_body's start tag steps)
        return
    in_body(p, token)


# --- 13.2.6.4.18 (the "in select" and "in select in table" modes are gone) ------------------


def in_template(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intemplate"""
    kind = type(token)
    if kind is CharactersToken or kind is CommentToken or kind is DoctypeToken:
        in_body(p, token)
        return
    if kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        name = token.name
        if name in _IN_HEAD_START_TAGS:
            in_head(p, token)
            return
        if name in ("caption", "colgroup", "tbody", "tfoot", "thead"):
            mode = in_table
        elif name == "col":
            mode = in_column_group
        elif name == "tr":
            mode = in_table_body
        elif name in ("td", "th"):
            mode = in_row
        else:
            mode = in_body
        p.template_modes[-1] = mode
        p.mode = mode
        p.process(token)
        return
    if kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        if token.name == "template":
            in_head(p, token)
        return
    # end-of-file
    if not p.has_open("template"):
        return  # "Stop parsing."
    # "Pop elements ... until a template element has been popped ... Reset the insertion
    # mode appropriately. Reprocess the token." The modes the end-of-file token comes back
    # through hand it to this one again while a template is open: one loop, not recursion.
    while p.has_open("template"):
        p.pop_until("template")
        p.clear_active_formatting_to_last_marker()
        p.template_modes.pop()
    reset_insertion_mode(p)
    p.process(token)


# --- 13.2.6.4.19 ----------------------------------------------------------------------------


def after_body(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-afterbody"""
    kind = type(token)
    if kind is CharactersToken:
        assert isinstance(token, CharactersToken)
        space, rest = _split_whitespace(token)
        if space:
            in_body(p, CharactersToken(space))
        if rest is None:
            return
        token = rest
    elif kind is CommentToken:
        assert isinstance(token, CommentToken)
        p.insert_comment(token, p.open[0])
        return
    elif kind is DoctypeToken:
        return
    elif kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        if token.name == "html":
            in_body(p, token)
            return
    elif kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        if token.name == "html":
            if p.context is None:
                p.mode = after_after_body
            return
    else:  # end-of-file: "Stop parsing."
        return
    p.mode = in_body
    p.process(token)


# --- 13.2.6.4.20 ----------------------------------------------------------------------------


def _whitespace_only(p: TreeBuilder, token: CharactersToken) -> None:
    """Insert the whitespace characters of a run, ignoring the others (each character token
    is processed on its own in the frameset modes)."""
    data = token.data
    if data.strip(_WHITESPACE):
        data = "".join(c for c in data if c in _WHITESPACE)
    p.insert_characters(data)


def in_frameset(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inframeset"""
    kind = type(token)
    if kind is CharactersToken:
        assert isinstance(token, CharactersToken)
        _whitespace_only(p, token)
    elif kind is CommentToken:
        assert isinstance(token, CommentToken)
        p.insert_comment(token)
    elif kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        name = token.name
        if name == "html":
            in_body(p, token)
        elif name == "frameset":
            p.insert_html_element(token)
        elif name == "frame":
            p.insert_html_element(token)
            p.pop()
        elif name == "noframes":
            in_head(p, token)
    elif kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        if token.name == "frameset":
            if len(p.open) == 1:
                return
            p.pop()
            if p.context is None and not is_html(p.current_node, "frameset"):
                p.mode = after_frameset


# --- 13.2.6.4.21 ----------------------------------------------------------------------------


def after_frameset(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-afterframeset"""
    kind = type(token)
    if kind is CharactersToken:
        assert isinstance(token, CharactersToken)
        _whitespace_only(p, token)
    elif kind is CommentToken:
        assert isinstance(token, CommentToken)
        p.insert_comment(token)
    elif kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        if token.name == "html":
            in_body(p, token)
        elif token.name == "noframes":
            in_head(p, token)
    elif kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        if token.name == "html":
            p.mode = after_after_frameset


# --- 13.2.6.4.22 ----------------------------------------------------------------------------


def after_after_body(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#the-after-after-body-insertion-mode"""
    kind = type(token)
    if kind is CommentToken:
        assert isinstance(token, CommentToken)
        p.insert_comment(token, p.document)
        return
    if kind is DoctypeToken:
        in_body(p, token)
        return
    if kind is CharactersToken:
        assert isinstance(token, CharactersToken)
        space, rest = _split_whitespace(token)
        if space:
            in_body(p, CharactersToken(space))
        if rest is None:
            return
        token = rest
    elif kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        if token.name == "html":
            in_body(p, token)
            return
    elif token is EOF:
        return
    p.mode = in_body
    p.process(token)


# --- 13.2.6.4.23 ----------------------------------------------------------------------------


def after_after_frameset(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#the-after-after-frameset-insertion-mode"""
    kind = type(token)
    if kind is CommentToken:
        assert isinstance(token, CommentToken)
        p.insert_comment(token, p.document)
    elif kind is CharactersToken:
        assert isinstance(token, CharactersToken)
        data = token.data
        if data.strip(_WHITESPACE):
            data = "".join(c for c in data if c in _WHITESPACE)
        if data:
            in_body(p, CharactersToken(data))
    elif kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        if token.name == "html":
            in_body(p, token)
        elif token.name == "noframes":
            in_head(p, token)


# --- shared steps ---------------------------------------------------------------------------

#: The start tags after whose token tree construction may switch the tokenizer's state: the
#: generic raw text and RCDATA elements (title, textarea, style, xmp, iframe, noembed,
#: noframes, noscript with the scripting flag), script (script data) and plaintext. Tree
#: construction changes nothing else of the tokenizer between tokens (its other question,
#: the adjusted current node at ``<![CDATA[``, is asked when the tokenizer meets it), so the
#: tokenizer reads on past any other token before tree construction processes it.
STATE_SWITCHING_START_TAGS = frozenset(
    {
        "iframe",
        "noembed",
        "noframes",
        "noscript",
        "plaintext",
        "script",
        "style",
        "textarea",
        "title",
        "xmp",
    }
)


def generic_text_element(p: TreeBuilder, token: StartTagToken, state: str) -> None:
    """The generic raw text and generic RCDATA element parsing algorithms
    (https://html.spec.whatwg.org/multipage/parsing.html#generic-raw-text-element-parsing-algorithm):
    ``state`` is ``"rawtext"`` or ``"rcdata"``."""
    p.insert_html_element(token)
    p.tokenizer.state = INITIAL_STATES[state]
    p.original_mode = p.mode
    p.mode = text


def reset_insertion_mode(p: TreeBuilder) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#reset-the-insertion-mode-appropriately

    The walk down the stack passes over every node but the HTML elements of the group
    :data:`~webapi.html.parsing._open_elements.RESET` (each of which ends it) until the bottom one
    (``last``): so the topmost element of the group above the bottom decides, found at once
    however deep the stack is (tag soup leaves thousands of elements open)."""
    stack = p.stack
    node = stack.topmost(RESET)
    if node is not None and stack.index(node) > 0:
        name = node._local_name
        if name in ("td", "th"):
            p.mode = in_cell
        elif name == "template":
            p.mode = p.template_modes[-1]
        elif name == "head":
            p.mode = in_head
        elif name == "html":
            p.mode = before_head if p.head_element is None else after_head
        else:
            p.mode = _RESET[name]
        return
    # step 4: node is the first node in the stack: "last" is true (the context element in
    # the fragment case)
    if p.context is not None:
        node = p.context
    elif p.open:
        node = p.open[0]
    else:
        return
    if node._namespace == HTML_NAMESPACE:
        name = node._local_name
        mode = _RESET.get(name)
        if mode is not None:
            p.mode = mode
            return
        if name == "template":
            p.mode = p.template_modes[-1]
            return
        if name == "html":
            p.mode = before_head if p.head_element is None else after_head
            return
    p.mode = in_body


_RESET: dict[str, Mode] = {
    "tr": in_row,
    "tbody": in_table_body,
    "thead": in_table_body,
    "tfoot": in_table_body,
    "caption": in_caption,
    "colgroup": in_column_group,
    "table": in_table,
    "body": in_body,
    "frameset": in_frameset,
}
