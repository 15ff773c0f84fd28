"""The DOM's working parts that webapi's other packages build on (HTML's parser and
serializer, its element classes): the node classes' state, the node types, the tree walks and
the attribute list. Public so that no package imports another's private modules; not a stable
API for users, who will have the DOM's interfaces in :mod:`webapi.dom`.
"""

from ._attributes import attribute_list, qualified_name
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
)

__all__ = [
    "ATTRIBUTE_NODE",
    "CDATA_SECTION_NODE",
    "COMMENT_NODE",
    "DOCUMENT_FRAGMENT_NODE",
    "DOCUMENT_NODE",
    "DOCUMENT_TYPE_NODE",
    "ELEMENT_NODE",
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
    "qualified_name",
]
