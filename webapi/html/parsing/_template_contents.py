"""The ``template`` element as the parser and the serializers see it
(https://html.spec.whatwg.org/multipage/scripting.html#the-template-element): an element with
template contents, a ``DocumentFragment`` that its children go into while it is parsed
(https://html.spec.whatwg.org/multipage/parsing.html#appropriate-place-for-inserting-a-node)
and that is serialized in its place
(https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments, step 3).

The element's class sits in the elements wing, above this one: the parsing wing asks for it by
the named upcall ``"html:template-element"`` (declared in ``webapi/html/__init__.py``), as it
creates elements through the element registry only (issue #72 item 3). The class loads with
this module, as it did when the parser imported it by name.
"""

from __future__ import annotations

from webapi._lazy import load_provider

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.dom.engine import DocumentFragmentImpl, ElementImpl

__all__ = ["HTMLTemplateElementImpl"]

if TYPE_CHECKING:

    class HTMLTemplateElementImpl(ElementImpl):
        """What the parsing wing reads of a ``template`` element: its template contents."""

        _content: DocumentFragmentImpl

else:
    HTMLTemplateElementImpl = load_provider("html:template-element")
