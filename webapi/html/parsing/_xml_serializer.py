"""``XMLSerializer`` (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#the-xmlserializer-interface):
"The serializeToString(root) method steps are to return the XML serialization of root given
false" (DOM Parsing's algorithm: ``_xml_serialization``).
"""

from __future__ import annotations

from webapi._lazy import lazy_imports

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, ClassVar

    from webapi.dom.engine import NodeImpl

    from ._xml_serialization import xml_serialization
else:  # (the serializer loads with the first string serialized: a parse loads none of it)
    lazy_imports(globals(), "._xml_serialization", ("xml_serialization",))

__all__ = ["XMLSerializerImpl"]


class XMLSerializerImpl:
    """An ``XMLSerializer`` (it holds nothing: "The constructor steps are to do nothing")."""

    __slots__ = ()
    #: The public class of the interface, set by the generated bindings.
    _interface_class: ClassVar[type[Any]]

    def _serialize_to_string(self, root: NodeImpl) -> str:
        """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-xmlserializer-serializetostring"""
        return xml_serialization(root, False)
