"""The DOM's working parts that webapi's other packages build on (HTML's parser and
serializer, its element classes): the node classes' state, the node types, the tree walks, the
attribute list, and node creation (HTML registers its element classes for the HTML namespace
with ``register_element_interface``; ``make_node`` makes a node of a class without running a
public class's constructor). HTML's element classes also read and change attributes, text
and token lists through the DOM's algorithms re-exported here. Public so that no package
imports another's private modules; not a stable API for users, who will have the DOM's
interfaces in :mod:`webapi.dom`.

For HTML's parser, three O(1) tree steps without the DOM's checks (:func:`parser_insert`,
:func:`parser_remove`, :func:`parser_move_children`), each node class's own copy of its
initializer and of :func:`parser_insert` (:func:`own_initializer`, :func:`own_inserter`; both
at once for an element or a Text node appended, :func:`own_appender`,
:func:`own_text_appender`), the
DOM's ``append`` (the fragment parsing algorithm's steps append the parsed nodes to a fragment
of the context's document, adopting them) and ``clone_node``
(an ``option``'s children cloned into a ``selectedcontent``).

**The node fields other packages may use.** HTML and the selectors read
the nodes' ``_``-prefixed slots directly, for speed (a selector match or a serialization reads
them millions of times); these are the ones they may read, :data:`NODE_FIELDS`, and the
class-level members they may read, call or define in their node classes, :data:`NODE_HOOKS`.
A field is changed by the DOM's algorithms alone (the functions this module exports are the
helpers other packages call for the rest), except where :data:`NODE_FIELD_WRITERS` names the
packages that also set it. ``tests/test_import_graph.py`` fails on a module outside
``webapi/dom/`` that uses another field of the DOM's node classes, or writes one it may not.

Each field, its type, what it is, and who writes it besides the DOM's algorithms:

- ``_node_document`` (``DocumentImpl``): the node document. The DOM alone.
- ``_parent``, ``_first_child``, ``_last_child``, ``_previous_sibling``, ``_next_sibling``
  (``NodeImpl | None``): the tree's links. The DOM alone (``insert``, ``remove``, and
  :func:`parser_insert`, :func:`parser_remove`, :func:`parser_move_children` for HTML's
  parser).
- ``_namespace``, ``_prefix`` (``str | None``), ``_local_name`` (``str``): an element's or an
  attribute's namespace, prefix and local name. The DOM alone.
- ``_is_value`` (``str | None``): an element's ``is`` value. HTML's parser, as it makes the
  element.
- ``_attrs`` (``None``, ``dict[str, str]`` or ``list[AttrImpl]``): an element's attribute list
  in one of its two forms (:mod:`._attributes`). HTML's parsers, as they make the element;
  after that :func:`set_attribute_value` and its kin, :func:`parser_add_missing_attribute`.
  A dict may be shared by an element and its clones, or by the elements HTML's parser made
  from start tags of one spelling of attributes (the DOM's ``_attrs_shared``): read it,
  never change it in place.
- ``_attrs_shared`` (``bool``): whether the element's attribute dict may be shared (the
  attribute algorithms copy it before a change, ``_attributes.attribute_dict``). HTML's
  parser, as it makes an element with the tokenizer's dict of its start tag's attributes.
- ``_cache`` (``dict[str, object] | None``): an element's, a document's or a fragment's objects
  made on first use, by key. HTML and the selectors: the dict made where it is None, their
  entries under keys of their own. A document's ``"parsed tree"`` entry: what HTML's parser
  recorded of the tree it built, ``(tree version, id attributes' version, elements in tree
  order, dict of them by local name, those with an id attribute, class attributes' version,
  dict of each class attribute value to the indexes in that list of the elements made with
  it, ascending)``, written once by the
  parser at the end of a parse, read by the selectors' element index and the ID map while the
  versions are the document's (``_tree_version``, ``_attribute_versions.get("id")``).
  A document's ``"parsed texts"`` entry (``_kept_text.PARSED_TEXTS``): the parser's Text
  nodes in tree order, recorded by :func:`record_parsed_texts`, taken out by the first read
  of the document element's ``textContent``.
- ``_value`` (``str``): an attribute's value. The DOM alone.
- ``_data`` (``str``): a ``CharacterData`` node's data. HTML's parser, in the Text node it is
  filling (then :func:`document_changed`).
- ``_target`` (``str``): a processing instruction's target. The DOM alone.
- ``_host`` (``ElementImpl | None``): a document fragment's host: a shadow root's (a
  ``DocumentFragmentImpl`` with a ``_mode``, ``"open"`` or ``"closed"``), or a ``template``'s
  for its contents. The DOM alone.
- ``_name``, ``_public_id``, ``_system_id`` (``str``): a doctype's. The DOM alone.
- ``_is_html`` (``bool``): whether a document is an HTML document. The DOM alone.
- ``_mode`` (``str``: ``"no-quirks"``, ``"quirks"``, ``"limited-quirks"``), ``_url``
  (serialized), ``_content_type``, ``_encoding`` (the encoding's name), ``_scripting``
  (``bool``): a document's mode, URL, content type, encoding and whether scripting is
  enabled. HTML's parsers and navigation, for the documents they make.
- ``_origin`` (``object``, None until first asked for): a document's origin. HTML's
  navigation.
- ``_event_loop`` (``webapi.eventloop.EventLoop | None``): the event loop of a document whose
  ``Window`` has one of its own (None: the thread's; read through
  ``webapi.eventloop.event_loop_of``). HTML, for the documents of its windows.
- ``_pending_tasks`` (``dict[int, Callable] | None``): the tasks queued for a document
  (``EventLoop.queue_a_task(steps, document)``), kept by it so that a dropped document is
  freed with them. The event loop alone.
- ``_pragma_set_default_language``, ``_protocol_language`` (``str | None``): the language of a
  node no ``lang`` attribute gives one. HTML (``<meta http-equiv=content-language>``, a
  ``Content-Language`` header).
- ``_allow_declarative_shadow_roots`` (``bool``): a document's "allow declarative shadow
  roots" (its parser attaches a shadow root for ``<template shadowrootmode>``). HTML's
  parser and navigation, for the documents they make.
- ``_version``, ``_tree_version``, ``_attribute_changes`` (``int``), ``_attribute_versions``
  (``dict[str, int]``): a document's counters of changes (every change, the tree's, the
  attributes', per attribute local name), read as cache keys and never changed in place. The
  DOM alone; a change of another package's state that the caches must see calls
  :func:`document_changed`.

The hooks (:data:`NODE_HOOKS`, class-level): ``_node_type`` (``nodeType``, read); the other
specifications' steps the DOM's algorithms call, which HTML's element classes define
(``_insertion_steps``, ``_removing_steps``, ``_moving_steps``, ``_post_connection_steps``,
``_children_changed_steps``, ``_adopting_steps``, ``_cloning_steps``,
``_attribute_change_steps``; the activation behaviours ``_activation_behavior``,
``_legacy_pre_activation_behavior``, ``_legacy_canceled_activation_behavior``);
``_passive_by_default``, whether an event target is one of the default passive value's
(HTML's ``Window`` says yes); ``_listeners_changed``, run after a listener of the target was
added or removed; and ``_base_url``, the document base URL HTML gives
``DocumentImpl``.

Not for other packages: the event listeners (``_listeners``: the public API, or
:func:`dispatch`), the live ranges, the ID map (:func:`elements_with_id`,
:func:`first_element_with_id`), a fragment's host, the template contents' owner documents, a
processing instruction's attribute map, an attribute's element, the mutation algorithms'
bookkeeping (``_subtree_steps``, ``_own_steps``), ``DOMImplementation`` and the events'
internals; and no class of another package derived from a node class defines any of these
(or a field): it may define the hooks alone.
"""

from collections.abc import Callable

from ._attributes import (
    attribute_dict,
    attribute_element,
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
    document_origin,
    element_interface,
    register_element_interface,
    register_node_class,
)
from ._cssom_view import ABSENT, scroll_arguments
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
from ._events import dispatch, fire_an_event, remove_all_event_listeners
from ._html_steps import register_html_steps
from ._ids import elements_with_id, first_element_with_id
from ._kept_text import record_parsed_texts
from ._markup import escape_string, processing_instruction_markup, start_tag, tag_name
from ._mutation import (
    _link,
    _unlink,
    append,
    forget_steps,
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
    ShadowRootImpl,
    TextImpl,
    give_class_steps,
    make_node,
    node_initializer,
    own_copy,
    own_initializer,
)
from ._ranges import position as boundary_point_position
from ._reactions import ELEMENT_QUEUE, UNLINKS, process_element_queue, register_custom_elements
from ._shadow import (
    assign,
    assigned_elements,
    assigned_nodes,
    assigned_slot,
    attach_a_declarative_shadow_root,
    is_shadow_including_inclusive_ancestor,
    record_assigned_slottables,
    shadow_root_available_to_element_internals,
    shadow_root_flags,
    shadow_root_host,
    shadow_root_of,
)
from ._shadow_state import has_shadow_roots
from ._token_list import DOMTokenListImpl
from ._tree import children_list, descendants, inclusive_ancestors, is_connected, root
from ._tree import length as node_length
from ._xml import matches_name

__all__ = [
    "ABSENT",
    "ATTRIBUTE_NODE",
    "CDATA_SECTION_NODE",
    "COMMENT_NODE",
    "DOCUMENT_FRAGMENT_NODE",
    "DOCUMENT_NODE",
    "DOCUMENT_TYPE_NODE",
    "ELEMENT_NODE",
    "ELEMENT_QUEUE",
    "NODE_CLASSES",
    "NODE_FIELDS",
    "NODE_FIELD_WRITERS",
    "NODE_HOOKS",
    "PROCESSING_INSTRUCTION_NODE",
    "SCRIPTING",
    "TEXT_NODE",
    "UNLINKS",
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
    "ShadowRootImpl",
    "TextImpl",
    "activated_event_handler",
    "append",
    "assign",
    "assigned_elements",
    "assigned_nodes",
    "assigned_slot",
    "associated_document",
    "attach_a_declarative_shadow_root",
    "attribute_element",
    "attribute_list",
    "boundary_point_position",
    "cached",
    "child_text_content",
    "children_list",
    "clone_node",
    "create_a_document_fragment",
    "create_an_element",
    "create_an_event",
    "descendant_text_content",
    "descendants",
    "dispatch",
    "document_changed",
    "document_origin",
    "document_tree_changed",
    "element_interface",
    "elements_with_id",
    "escape_string",
    "fire_an_event",
    "first_element_with_id",
    "get_attribute_value_by_namespace",
    "get_event_handler",
    "give_class_steps",
    "has_event_listeners",
    "has_shadow_roots",
    "inclusive_ancestors",
    "initialize",
    "insert",
    "is_connected",
    "is_shadow_including_inclusive_ancestor",
    "make_collection",
    "make_node",
    "matches_name",
    "new_object",
    "node_initializer",
    "node_length",
    "nodes_with_steps",
    "own_appender",
    "own_initializer",
    "own_inserter",
    "own_text_appender",
    "parser_add_missing_attribute",
    "parser_insert",
    "parser_move_children",
    "parser_remove",
    "pre_insert",
    "process_element_queue",
    "processing_instruction_markup",
    "qualified_name",
    "record_assigned_slottables",
    "record_parsed_texts",
    "register_custom_elements",
    "register_element_interface",
    "register_event_interfaces",
    "register_html_steps",
    "register_node_class",
    "remove",
    "remove_all_event_listeners",
    "remove_attribute_by_namespace",
    "replace",
    "replace_all",
    "root",
    "script_engine",
    "scroll_arguments",
    "set_attribute_value",
    "set_event_handler",
    "set_script_engine",
    "shadow_root_available_to_element_internals",
    "shadow_root_flags",
    "shadow_root_host",
    "shadow_root_of",
    "start_tag",
    "string_replace_all",
    "tag_name",
]

#: The fields of the DOM's nodes that other packages may read (the module's docstring says
#: each one's type and meaning, and who writes it).
NODE_FIELDS = frozenset(
    {
        "_node_document",
        "_parent",
        "_first_child",
        "_last_child",
        "_previous_sibling",
        "_next_sibling",
        "_namespace",
        "_prefix",
        "_local_name",
        "_is_value",
        "_attrs",
        "_attrs_shared",
        "_cache",
        "_value",
        "_data",
        "_target",
        "_host",
        "_name",
        "_public_id",
        "_system_id",
        "_is_html",
        "_mode",
        "_url",
        "_content_type",
        "_encoding",
        "_event_loop",
        "_pending_tasks",
        "_scripting",
        "_origin",
        "_pragma_set_default_language",
        "_protocol_language",
        "_allow_declarative_shadow_roots",
        "_version",
        "_tree_version",
        "_attribute_changes",
        "_attribute_versions",
    }
)

#: The class-level members of the DOM's node classes that other packages may read, call or
#: define in their own node classes: the node type, the other specifications' steps the DOM's
#: algorithms call, and the document base URL.
NODE_HOOKS = frozenset(
    {
        "_node_type",
        "_insertion_steps",
        "_removing_steps",
        "_moving_steps",
        "_post_connection_steps",
        "_children_changed_steps",
        "_adopting_steps",
        "_cloning_steps",
        "_attribute_change_steps",
        "_activation_behavior",
        "_passive_by_default",
        "_listeners_changed",
        "_legacy_pre_activation_behavior",
        "_legacy_canceled_activation_behavior",
        "_base_url",
    }
)

#: The fields and hooks that packages other than the DOM may also set: name -> those packages.
NODE_FIELD_WRITERS: dict[str, frozenset[str]] = {
    "_is_value": frozenset({"webapi.html"}),
    "_attrs": frozenset({"webapi.html"}),
    "_attrs_shared": frozenset({"webapi.html"}),
    "_cache": frozenset({"webapi.html", "webapi.selectors"}),
    "_data": frozenset({"webapi.html"}),
    "_mode": frozenset({"webapi.html"}),
    "_url": frozenset({"webapi.html"}),
    "_content_type": frozenset({"webapi.html"}),
    "_encoding": frozenset({"webapi.html"}),
    "_event_loop": frozenset({"webapi.html"}),
    "_pending_tasks": frozenset({"webapi.eventloop"}),
    "_scripting": frozenset({"webapi.html"}),
    "_origin": frozenset({"webapi.html"}),
    "_pragma_set_default_language": frozenset({"webapi.html"}),
    "_protocol_language": frozenset({"webapi.html"}),
    "_allow_declarative_shadow_roots": frozenset({"webapi.html"}),
    "_base_url": frozenset({"webapi.html"}),
}


def has_event_listeners(event_target: EventTargetImpl) -> bool:
    """Whether ``event_target``'s event listener list is not empty (an event handler's
    listener counts): the XMLHttpRequest Standard's "upload listener flag" reads it."""
    return bool(event_target._listeners)


def document_changed(document: DocumentImpl) -> None:
    """Another package's state that the document's caches read changed outside the DOM's
    algorithms (HTML: an ``option``'s selectedness, the data of the Text node its parser is
    filling): the document's ``_version`` moves on, so what was computed at the old one (the
    live collections, the selectors' element index) is computed again."""
    document._version += 1


def document_tree_changed(document: DocumentImpl) -> None:
    """Another package's state that decides what the document's tree-keyed caches hold
    changed without a mutation (HTML: an element upgraded to a form-associated custom element,
    now a listed and labelable one): the document's ``_version`` and ``_tree_version`` move on,
    so the live collections and the answers kept for the tree's state are computed again."""
    document._version += 1
    document._tree_version += 1


def parser_add_missing_attribute(element: ElementImpl, name: str, value: str) -> bool:
    """HTML's parser meeting a second ``html`` or ``body`` start tag
    (https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody): "if it is not"
    already present on ``element``, "add the attribute and its value to that element", an
    attribute of no namespace and no prefix whose qualified name is ``name``; whether it was
    added. The parser's ``html`` and ``body`` elements keep the dict form of the attribute list.
    What the DOM's "handle attribute changes" leaves for the document's counters is done (the
    version, the name's attribute version, the ID map dropped for an ``id``: made again by the
    next lookup); the caller runs the attribute change steps that apply."""
    attrs = element._attrs
    assert attrs is None or type(attrs) is dict
    if attrs is not None and name in attrs:
        return False
    attribute_dict(element)[name] = value
    document = element._node_document
    document._version += 1
    document._attribute_changes += 1
    versions = document._attribute_versions
    versions[name] = versions.get(name, 0) + 1
    if name == "id":
        document._ids = None
    return True


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
    dropped, if someone asked for one: made again by the next lookup). Appending, the
    parser's common case, links ``node`` here (:func:`_link`'s steps for it, no call)."""
    if child is None:
        node._parent = parent
        last = parent._last_child
        node._previous_sibling = last
        node._next_sibling = None
        if last is None:
            parent._first_child = node
        else:
            last._next_sibling = node
        parent._last_child = node
        if node._subtree_steps is not False:
            forget_steps(parent)
    else:
        _link(node, parent, child)
    document = node._node_document  # (parent's: the node's own read, of its one class)
    document._version += 1
    document._tree_version += 1
    if document._ids is not None:
        document._ids = None


def own_inserter(cls: type[NodeImpl]) -> Callable[[NodeImpl, NodeImpl, NodeImpl | None], None]:
    """:func:`parser_insert` copied for the nodes of ``cls`` alone (:func:`own_copy`: its
    loads and stores of the inserted node's links specialized for the class; HTML's parser
    inserts the elements of each class and its Text nodes with their class's copy)."""
    return own_copy(parser_insert, cls)


def parser_append_element(
    node: ElementImpl,
    document: DocumentImpl,
    namespace: str | None,
    local_name: str,
    attrs: dict[str, str] | None,
    parent: NodeImpl,
) -> None:
    """``ElementImpl.__init__`` for ``node`` (no prefix) then :func:`parser_insert` of it as
    ``parent``'s last child (``parent`` of ``document``), in one frame: the links the
    initializer would set to ``None`` set once, to their places in the tree."""
    node._listeners = None
    node._node_document = document
    node._parent = parent
    last = parent._last_child
    node._previous_sibling = last
    node._next_sibling = None
    node._first_child = None
    node._last_child = None
    steps = node._subtree_steps = node._own_steps
    node._namespace = namespace
    node._prefix = None
    node._local_name = local_name
    node._attrs = attrs or None
    node._attrs_shared = False
    node._cache = None
    node._is_value = None
    if last is None:
        parent._first_child = node
    else:
        last._next_sibling = node
    parent._last_child = node
    if steps is not False:
        forget_steps(parent)
    document._version += 1
    document._tree_version += 1
    if document._ids is not None:
        document._ids = None


def own_appender(cls: type[ElementImpl]) -> Callable[..., None] | None:
    """:func:`parser_append_element` copied for the elements of ``cls`` alone
    (:func:`own_copy`), or ``None`` where the class's initializer is not
    ``ElementImpl.__init__`` (its own steps: the initializer and :func:`own_inserter` then)."""
    if node_initializer(cls) is not ElementImpl.__init__:
        return None
    return own_copy(parser_append_element, cls)


def parser_append_text(node: TextImpl, document: DocumentImpl, data: str, parent: NodeImpl) -> None:
    """``CharacterDataImpl.__init__`` for ``node`` then :func:`parser_insert` of it as
    ``parent``'s last child (``parent`` of ``document``), in one frame (a Text node has no
    steps: no steps to forget)."""
    node._listeners = None
    node._node_document = document
    node._parent = parent
    last = parent._last_child
    node._previous_sibling = last
    node._next_sibling = None
    node._first_child = None
    node._last_child = None
    node._data = data
    if last is None:
        parent._first_child = node
    else:
        last._next_sibling = node
    parent._last_child = node
    document._version += 1
    document._tree_version += 1
    if document._ids is not None:
        document._ids = None


def own_text_appender(cls: type[TextImpl]) -> Callable[..., None] | None:
    """:func:`parser_append_text` copied for the Text nodes of ``cls`` alone
    (:func:`own_copy`), or ``None`` where the class's initializer is not
    ``CharacterDataImpl.__init__`` or its nodes have steps."""
    if node_initializer(cls) is not CharacterDataImpl.__init__ or cls._subtree_steps is not False:
        return None
    return own_copy(parser_append_text, cls)


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


def parser_move_children(source: NodeImpl, target: NodeImpl) -> None:
    """HTML's parser moving all of ``source``'s children, in order, to ``target``, an element
    with no children (the adoption agency algorithm's "take all of the child nodes of
    furthestBlock and append them to the element created for the formatting element"): the
    state :func:`parser_remove` then :func:`parser_insert` for each child leave (the same
    tree versions, ``UNLINKS`` count and forgotten steps), the chain of children handed over
    at once rather than unlinked and linked child by child."""
    child = source._first_child
    if child is None:
        return
    count = 0
    steps = False
    while child is not None:
        child._parent = target
        if child._subtree_steps is not False:
            steps = True
        count += 1
        child = child._next_sibling
    target._first_child = source._first_child
    target._last_child = source._last_child
    source._first_child = source._last_child = None
    UNLINKS[0] += count
    if steps:
        forget_steps(source)
        forget_steps(target)
    document = target._node_document
    document._version += 2 * count
    document._tree_version += 2 * count
    if document._ids is not None:
        document._ids = None


# The public classes register as the node classes when the DOM is used by another package
# (HTML's parser makes public nodes): webapi.dom._public, loaded last.
from . import _public  # noqa: E402, F401
