"""Declarative shadow roots under the Sanitizer API as Chromium 156 builds them (docs/html.md,
departure ``SanitizedDeclarativeShadowRoots``): a ``template`` with a ``shadowrootmode`` that
the configuration removes, or whose ``shadowrootmode`` it removes, attaches no shadow root (its
host keeps none; a kept template without the attribute stays a template), where the
specification's text parses first (attaching every declarative shadow root) and sanitizes the
shadow trees after.

So ``setHTML``, ``setHTMLUnsafe`` and ``parseHTML(Unsafe)`` parse with templates left as
templates, note each template the parser would have made a shadow root (its host: the element
it was inserted into), sanitize, then attach those still there, in tree order, with the
attributes the sanitizer left, their contents moved into the shadow roots. A template whose host
the sanitizer replaced with its children gives that (detached) host the shadow root, and leaves
the tree, as Chromium's does. Where the configuration filters nothing (``setHTMLUnsafe(html)``,
``parseHTMLUnsafe(html)``, an empty one: ``_sanitizer.filters_nothing``) the parser attaches
them as it parses, as the specification's text does; the results are the same.
"""

from __future__ import annotations

from webapi.dom import DOMException
from webapi.dom.engine import (
    DOCUMENT_FRAGMENT_NODE,
    ELEMENT_NODE,
    attach_a_declarative_shadow_root,
    children_list,
    get_attribute_value_by_namespace,
    insert,
    remove,
    shadow_root_of,
)
from webapi.infra import HTML_NAMESPACE

from ._template import HTMLTemplateElementImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.dom.engine import ElementImpl, NodeImpl

__all__ = ["attach_noted_shadow_roots", "declarative_templates"]


def declarative_templates(root: NodeImpl) -> list[tuple[HTMLTemplateElementImpl, ElementImpl]]:
    """The ``template`` elements under ``root`` (template contents included), in tree order,
    that have a ``shadowrootmode`` and an element parent below the tree's topmost element (a
    host the parser would have given them), each with that parent. Iterative."""
    found: list[tuple[HTMLTemplateElementImpl, ElementImpl]] = []
    pending: list[NodeImpl] = [root]
    while pending:
        node = pending.pop()
        if isinstance(node, HTMLTemplateElementImpl):
            parent = node._parent
            if (
                parent is not None
                and parent._node_type == ELEMENT_NODE
                and parent._parent is not None
                and parent._parent._node_type != 9  # (the document's html element: no host)
                and get_attribute_value_by_namespace(None, "shadowrootmode", node) is not None
            ):
                found.append((node, parent))  # type: ignore[arg-type]
            children = children_list(node._content)
        else:
            children = children_list(node)
        children.reverse()
        pending.extend(children)
    return found


def _still_under(node: NodeImpl, root: NodeImpl, known: dict[int, tuple[bool, NodeImpl]]) -> bool:
    """Whether ``node`` is still in ``root``'s tree, through template contents and shadow
    roots (the sanitizer removed neither it nor an ancestor). ``known``: the answers so far,
    by node id (with the node, kept alive so that its id is not reused), which this fills
    along the path it walks (attaching moves nodes within the tree, never out of it: an
    answer stays true), so that the checks of a deep tree's templates cost time in
    proportion to the tree."""
    path: list[NodeImpl] = []
    current: NodeImpl | None = node
    answer = False
    while current is not None:
        if current is root:
            answer = True
            break
        found = known.get(id(current))
        if found is not None:
            answer = found[0]
            break
        path.append(current)
        parent = current._parent
        if parent is None and current._node_type == DOCUMENT_FRAGMENT_NODE:
            parent = current._host  # type: ignore[attr-defined]
        current = parent
    for visited in path:
        known[id(visited)] = (answer, visited)
    return answer


def attach_noted_shadow_roots(
    root: NodeImpl, templates: list[tuple[HTMLTemplateElementImpl, ElementImpl]]
) -> None:
    """The declarative shadow roots of the noted ``templates`` still under ``root`` after
    sanitizing: the parser's steps
    (https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead, a ``template``
    start tag, 1.-8.) with the attributes left, the template's contents moved into the shadow
    root and the template removed."""
    known: dict[int, tuple[bool, NodeImpl]] = {}
    for template, host in templates:
        if template._namespace != HTML_NAMESPACE or not _still_under(template, root, known):
            continue
        mode = get_attribute_value_by_namespace(None, "shadowrootmode", template)
        if mode is None or not mode.isascii() or mode.lower() not in ("open", "closed"):
            continue  # (an ordinary template)
        if shadow_root_of(host) is not None:  # 7.
            continue
        try:
            shadow = attach_a_declarative_shadow_root(
                host,
                mode.lower(),
                _has(template, "shadowrootclonable"),
                _has(template, "shadowrootserializable"),
                _has(template, "shadowrootdelegatesfocus"),
            )
        except DOMException:  # (a host that cannot have one: the template stays)
            continue
        insert(template._content, shadow, None)
        remove(template)


def _has(element: ElementImpl, name: str) -> bool:
    return get_attribute_value_by_namespace(None, name, element) is not None
