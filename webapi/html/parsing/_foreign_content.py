"""The rules for parsing tokens in foreign content
(https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign): what the tree
construction dispatcher does with a token when the adjusted current node is an SVG or MathML
element that is not an integration point for it. Elements get SVG's and MathML's names
(``foreignObject``, ``definitionURL``: the tables of :mod:`webapi.html.parsing._tree_tables`); the
start tags of HTML's common elements (and ``</p>``, ``</br>``) end foreign content.
"""

from __future__ import annotations

from webapi.infra import HTML_NAMESPACE, MATHML_NAMESPACE, SVG_NAMESPACE

from ._tokens import CharactersToken, CommentToken, DoctypeToken, EndTagToken, StartTagToken
from ._tree_state import (
    AnyToken,
    TreeBuilder,
    adjust_mathml_attributes,
    adjust_svg_attributes,
    is_html_integration_point,
    is_mathml_text_integration_point,
)
from ._tree_tables import BREAKOUT, SVG_TAG_NAMES

__all__ = ["in_foreign_content"]

_WHITESPACE = "\t\n\f\r "


def in_foreign_content(p: TreeBuilder, token: AnyToken) -> None:
    """https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign"""
    kind = type(token)
    if kind is CharactersToken:
        assert isinstance(token, CharactersToken)
        data = token.data.replace("\0", "\ufffd")
        p.insert_characters(data)
        if p.frameset_ok and token.data.replace("\0", "").strip(_WHITESPACE):
            p.frameset_ok = False
        return
    if kind is CommentToken:
        assert isinstance(token, CommentToken)
        p.insert_comment(token)
        return
    if kind is DoctypeToken:
        return
    if kind is StartTagToken:
        assert isinstance(token, StartTagToken)
        name = token.name
        if name in BREAKOUT or (
            name == "font"
            and (
                "color" in token.attributes
                or "face" in token.attributes
                or "size" in token.attributes
            )
        ):
            _break_out(p)
            p.mode(p, token)
            return
        adjusted = p.adjusted_current_node()
        assert adjusted is not None
        namespace = adjusted._namespace
        attributes = token.attributes
        if namespace == MATHML_NAMESPACE:
            attributes = adjust_mathml_attributes(attributes)
        elif namespace == SVG_NAMESPACE:
            name = SVG_TAG_NAMES.get(name, name)
            attributes = adjust_svg_attributes(attributes)
        p.insert_foreign_element(StartTagToken(name, attributes), namespace)
        if token.self_closing:
            p.pop()  # an SVG script's end would run it: webapi runs none
        return
    if kind is EndTagToken:
        assert isinstance(token, EndTagToken)
        name = token.name
        if name in ("br", "p"):
            _break_out(p)
            p.mode(p, token)
            return
        # "Loop": down from the current node to a foreign element with the token's name
        # (then pop up to it), or to an HTML element (then the insertion mode takes the
        # token), or to the topmost element (the fragment case: ignored).
        node = p.stack.foreign_above_html(name)
        if node is not None:
            p.pop_until_element(node)
            return
        if len(p.open) == 1:
            return
        p.mode(p, token)
        return
    p.mode(p, token)  # end-of-file never reaches here (the dispatcher sends it to the mode)


def _break_out(p: TreeBuilder) -> None:
    """ "While the current node is not a MathML text integration point, an HTML integration
    point, or an element in the HTML namespace, pop elements from the stack of open
    elements.\""""
    while True:
        node = p.current_node
        if (
            node._namespace == HTML_NAMESPACE
            or is_mathml_text_integration_point(node)
            or is_html_integration_point(node)
        ):
            return
        p.pop()
