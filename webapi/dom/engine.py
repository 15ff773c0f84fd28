"""The DOM's working parts that webapi's other packages build on (HTML's parser and
serializer, its element classes): the node classes' state, the node types, the tree walks, the
attribute list, and node creation (HTML registers its element classes for the HTML namespace
with ``register_element_interface``; ``make_node`` makes a node of a class without running a
public class's constructor). HTML's element classes also read and change attributes, text
and token lists through the DOM's algorithms re-exported here. Public so that no package
imports another's private modules; not a stable API for users, who will have the DOM's
interfaces in :mod:`webapi.dom`.

For HTML's parser, two O(1) tree steps without the DOM's checks (:func:`parser_insert`,
:func:`parser_remove`), the DOM's ``append`` (the fragment parsing algorithm's steps append
the parsed nodes to a fragment of the context's document, adopting them) and ``clone_node``
(an ``option``'s children cloned into a ``selectedcontent``).
"""

from ._attributes import (
    attribute_list,
    get_attribute_value_by_namespace,
    qualified_name,
    remove_attribute_by_namespace,
    set_attribute_value,
)
from ._character_data import child_text_content, descendant_text_content
from ._collections import CollectionImpl, HTMLCollectionImpl, NodeListImpl, cached, make_collection
from ._create_event import register_event_interfaces
from ._creation import (
    NODE_CLASSES,
    associated_document,
    create_a_document_fragment,
    create_an_element,
    element_interface,
    register_element_interface,
    register_node_class,
)
from ._event import EventImpl, create_an_event, initialize, new_object
from ._event_handlers import (
    SCRIPTING,
    InternalRawUncompiledHandler,
    activated_event_handler,
    get_event_handler,
    script_engine,
    set_event_handler,
    set_script_engine,
)
from ._events import dispatch, fire_an_event
from ._html_steps import register_html_steps
from ._ids import elements_with_id, first_element_with_id
from ._markup import escape_string, processing_instruction_markup, start_tag, tag_name
from ._mutation import (
    _link,
    _unlink,
    append,
    insert,
    nodes_with_steps,
    pre_insert,
    remove,
    replace,
    replace_all,
)
from ._node import clone_node, string_replace_all
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
    node_initializer,
)
from ._timers import run_steps_after_a_timeout
from ._token_list import DOMTokenListImpl
from ._tree import descendants, inclusive_ancestors, is_connected, root
from ._xml import matches_name

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
    "SCRIPTING",
    "TEXT_NODE",
    "AttrImpl",
    "CDATASectionImpl",
    "CharacterDataImpl",
    "CollectionImpl",
    "CommentImpl",
    "DOMTokenListImpl",
    "DocumentFragmentImpl",
    "DocumentImpl",
    "DocumentTypeImpl",
    "ElementImpl",
    "EventImpl",
    "EventTargetImpl",
    "HTMLCollectionImpl",
    "InternalRawUncompiledHandler",
    "NodeImpl",
    "NodeListImpl",
    "ProcessingInstructionImpl",
    "TextImpl",
    "activated_event_handler",
    "append",
    "associated_document",
    "attribute_list",
    "cached",
    "child_text_content",
    "clone_node",
    "create_a_document_fragment",
    "create_an_element",
    "create_an_event",
    "descendant_text_content",
    "descendants",
    "dispatch",
    "element_interface",
    "elements_with_id",
    "escape_string",
    "fire_an_event",
    "first_element_with_id",
    "get_attribute_value_by_namespace",
    "get_event_handler",
    "inclusive_ancestors",
    "initialize",
    "insert",
    "is_connected",
    "make_collection",
    "make_node",
    "matches_name",
    "new_object",
    "node_initializer",
    "nodes_with_steps",
    "parser_insert",
    "parser_remove",
    "pre_insert",
    "processing_instruction_markup",
    "qualified_name",
    "register_element_interface",
    "register_event_interfaces",
    "register_html_steps",
    "register_node_class",
    "remove",
    "remove_attribute_by_namespace",
    "replace",
    "replace_all",
    "root",
    "run_steps_after_a_timeout",
    "script_engine",
    "set_attribute_value",
    "set_event_handler",
    "set_script_engine",
    "start_tag",
    "string_replace_all",
    "tag_name",
]


def parser_insert(node: NodeImpl, parent: NodeImpl, child: NodeImpl | None) -> None:
    """HTML's parser inserting ``node`` (a node with no parent, of ``parent``'s node document)
    into ``parent`` before ``child`` (None: last), in O(1): the state the DOM's insert
    (https://dom.spec.whatwg.org/#concept-node-insert) leaves, its steps that are no-ops for
    what the parser inserts left out:

    - 1.-4.: ``node`` is never a ``DocumentFragment`` (the parser inserts elements, text,
      comments, doctypes and processing instructions one by one);
    - 5. (live ranges) and 6., 8. (mutation records): the parser builds a new document that
      no script has seen (a fragment parse too: its nodes reach the context's document
      through the DOM's ``append``), so no range and no observer can be in it;
    - 7.1 (adopt): ``node`` is of ``parent``'s node document already;
    - 7.3-7.4 (slots) and 7.7 (custom elements), 9. (children changed steps): none in webapi;
    - 7.5-7.6 (insertion steps) and 10.-12. (post-connection steps): an ``option``'s
      selectedness and a ``selectedcontent``'s steps tree construction keeps itself
      (``TreeBuilder._select_steps``, ``TreeBuilder.insert_node``); an ``iframe``'s run when
      its document gets a browsing context.

    What is left: the children's links and the document's tree versions (and its ID map
    dropped, if someone asked for one: made again by the next lookup)."""
    _link(node, parent, child)
    document = parent._node_document
    document._version += 1
    document._tree_version += 1
    if document._ids is not None:
        document._ids = None


def parser_remove(node: NodeImpl) -> None:
    """HTML's parser removing ``node`` from its parent, in O(1): the state the DOM's remove
    (https://dom.spec.whatwg.org/#concept-node-remove) leaves, without the steps that are
    no-ops in the document the parser builds (live ranges, node iterators and mutation
    records: no script has seen it; removing steps: as for :func:`parser_insert`)."""
    document = node._node_document
    _unlink(node)
    document._version += 1
    document._tree_version += 1
    if document._ids is not None:
        document._ids = None


# The public classes register as the node classes when the DOM is used by another package
# (HTML's parser makes public nodes): webapi.dom._public, loaded last.
from . import _public  # noqa: E402, F401
