"""The DOM's public classes (generated in ``_bindings`` from the DOM Standard's IDL), made the
classes of the nodes the DOM creates: importing this module registers each node interface's
public class with :func:`._creation.register_node_class`, so ``createElement``, ``cloneNode``,
``splitText`` and HTML's parser (through ``webapi.dom.engine``, which imports this module) make
instances of ``Element``, ``Text``... The other interfaces' objects (events, signals,
collections, ``DOMImplementation``) are made through ``Impl._interface_class``, which the
generated module sets (``_event.new_object``); for a node interface both name the same class
(``tests/dom/test_bindings.py`` checks it).
"""

from webapi._webidl import register_interface_above

from ._bindings import (
    AbortController,
    AbortSignal,
    AbstractRange,
    AddEventListenerOptions,
    Attr,
    CDATASection,
    CharacterData,
    Comment,
    CustomEvent,
    CustomEventInit,
    Document,
    DocumentFragment,
    DocumentType,
    DOMImplementation,
    DOMTokenList,
    Element,
    ElementCreationOptions,
    Event,
    EventInit,
    EventListenerOptions,
    EventTarget,
    GetRootNodeOptions,
    HTMLCollection,
    ImportNodeOptions,
    MutationObserver,
    MutationObserverInit,
    MutationRecord,
    NamedNodeMap,
    Node,
    NodeFilter,
    NodeIterator,
    NodeList,
    ProcessingInstruction,
    Range,
    ShadowRoot,
    ShadowRootInit,
    StaticRange,
    StaticRangeInit,
    Text,
    TreeWalker,
    XMLDocument,
    XPathEvaluator,
    XPathExpression,
    XPathResult,
)
from ._creation import NODE_CLASSES, register_node_class
from ._mutation_observers import perform_a_microtask_checkpoint

__all__ = [
    "AbortController",
    "AbortSignal",
    "AbstractRange",
    "AddEventListenerOptions",
    "Attr",
    "CDATASection",
    "CharacterData",
    "Comment",
    "CustomEvent",
    "CustomEventInit",
    "DOMImplementation",
    "DOMTokenList",
    "Document",
    "DocumentFragment",
    "DocumentType",
    "Element",
    "ElementCreationOptions",
    "Event",
    "EventInit",
    "EventListenerOptions",
    "EventTarget",
    "GetRootNodeOptions",
    "HTMLCollection",
    "ImportNodeOptions",
    "MutationObserver",
    "MutationObserverInit",
    "MutationRecord",
    "NamedNodeMap",
    "Node",
    "NodeFilter",
    "NodeIterator",
    "NodeList",
    "ProcessingInstruction",
    "Range",
    "ShadowRoot",
    "ShadowRootInit",
    "StaticRange",
    "StaticRangeInit",
    "Text",
    "TreeWalker",
    "XMLDocument",
    "XPathEvaluator",
    "XPathExpression",
    "XPathResult",
    "perform_a_microtask_checkpoint",
]

for _interface in tuple(NODE_CLASSES):
    register_node_class(_interface, globals()[_interface])
# Fetch's RequestInit takes an AbortSignal (webapi.fetch is a layer below: it cannot import it).
register_interface_above("AbortSignal", lambda: AbortSignal)
