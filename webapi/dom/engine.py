"""The DOM's working parts that webapi's other packages build on (HTML's parser and
serializer, its element classes): the node classes' state, the node types, the tree walks, the
attribute list, and node creation (HTML registers its element classes for the HTML namespace
with ``register_element_interface``; ``make_node`` makes a node of a class without running a
public class's constructor). Public so that no package imports another's private modules; not
a stable API for users, who will have the DOM's interfaces in :mod:`webapi.dom`.
"""

from ._attributes import attribute_list, qualified_name
from ._creation import (
    NODE_CLASSES,
    create_an_element,
    element_interface,
    register_element_interface,
    register_node_class,
)
from ._markup import escape_string, start_tag, tag_name
from ._nodes import (
    ATTRIBUTE_NODE,
    CDATA_SECTION_NODE,
    COMMENT_NODE,
    DOCUMENT_FRAGMENT_NODE,
    DOCUMENT_NODE,
    DOCUMENT_TYPE_NODE,
    ELEMENT_NODE,
    PROCESSING_INSTRUCTION_NODE,
    TEXT_NODE,
    AttrImpl,
    CDATASectionImpl,
    CharacterDataImpl,
    CommentImpl,
    DocumentFragmentImpl,
    DocumentImpl,
    DocumentTypeImpl,
    ElementImpl,
    EventTargetImpl,
    NodeImpl,
    ProcessingInstructionImpl,
    TextImpl,
    make_node,
)

__all__ = [
    "ATTRIBUTE_NODE",
    "CDATA_SECTION_NODE",
    "COMMENT_NODE",
    "DOCUMENT_FRAGMENT_NODE",
    "DOCUMENT_NODE",
    "DOCUMENT_TYPE_NODE",
    "ELEMENT_NODE",
    "NODE_CLASSES",
    "PROCESSING_INSTRUCTION_NODE",
    "TEXT_NODE",
    "AttrImpl",
    "CDATASectionImpl",
    "CharacterDataImpl",
    "CommentImpl",
    "DocumentFragmentImpl",
    "DocumentImpl",
    "DocumentTypeImpl",
    "ElementImpl",
    "EventTargetImpl",
    "NodeImpl",
    "ProcessingInstructionImpl",
    "TextImpl",
    "attribute_list",
    "create_an_element",
    "element_interface",
    "escape_string",
    "make_node",
    "qualified_name",
    "register_element_interface",
    "register_node_class",
    "start_tag",
    "tag_name",
]

# The public classes register as the node classes when the DOM is used by another package
# (HTML's parser makes public nodes): webapi.dom._public, loaded last.
from . import _public  # noqa: F401
