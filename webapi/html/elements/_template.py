"""The ``template`` element's state (https://html.spec.whatwg.org/multipage/scripting.html#the-template-element):
its template contents, a ``DocumentFragment`` whose node document is its node document's
associated inert template document and whose host is the element.

The impl class of ``HTMLTemplateElement``; the parser, cloning and adopting steps that HTML
gives the element come with the DOM's public classes.
"""

from __future__ import annotations

from webapi.dom.engine import NODE_CLASSES, DocumentFragmentImpl, append, clone_node, make_node

from ..common._enumerated import SHADOW_ROOT_MODE, known_value
from ._html_element import HTMLElementImpl

__all__ = ["HTMLTemplateElementImpl"]


class HTMLTemplateElementImpl(HTMLElementImpl):
    """A ``template`` element: ``_content``, its template contents."""

    __slots__ = ("_content",)

    #: https://html.spec.whatwg.org/multipage/scripting.html#dom-template-shadowrootmode:
    #: reflects ``shadowrootmode``, limited to only known values (where the document allows
    #: declarative shadow roots, the parser attaches one for it instead of inserting the
    #: template: :mod:`webapi.html.parsing._declarative_shadow`).
    _shadow_root_mode = known_value(
        "shadowrootmode", SHADOW_ROOT_MODE, "Reflects ``shadowrootmode`` (limited to open, closed)."
    )

    def __init__(
        self,
        document: object,
        namespace: str | None,
        local_name: str,
        prefix: str | None = None,
        attrs: dict[str, str] | None = None,
    ) -> None:
        super().__init__(document, namespace, local_name, prefix, attrs)  # type: ignore[arg-type]
        # the template contents: a fragment of the appropriate template contents owner
        # document, made here as the element's creation steps say (the owner document is the
        # node document's inert template document; until documents make it, the node document)
        # (made through the DOM's node classes, as every node is: the public DocumentFragment
        # once it is registered)
        self._content: DocumentFragmentImpl = make_node(
            NODE_CLASSES["DocumentFragment"], self._node_document, self
        )

    def _cloning_steps(self, copy: HTMLTemplateElementImpl, subtree: bool) -> None:
        """The template element's cloning steps
        (https://html.spec.whatwg.org/multipage/scripting.html#the-template-element:concept-node-clone-ext):
        with ``subtree``, a copy of each child of the template contents, with its
        descendants, appended to the copy's template contents."""
        if not subtree:  # 1.
            return
        contents = copy._content
        child = self._content._first_child
        while child is not None:  # 2.
            append(clone_node(child, contents._node_document, True), contents)
            child = child._next_sibling
