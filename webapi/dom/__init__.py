"""The DOM Standard (https://dom.spec.whatwg.org/), and ``DOMException`` (Web IDL,
https://webidl.spec.whatwg.org/#idl-DOMException): the one definition every package of webapi
raises, with JavaScript's ``name``, ``message`` and legacy ``code``.

``atob("*")`` raises ``DOMException("...", "InvalidCharacterError")`` (``code`` 5), as in a
browser; catch it as ``DOMException`` and read ``name``, as JavaScript code does.

The DOM's interfaces (``Node``, ``Document``, ``Element``, ``Text``, ``Event``,
``EventTarget``, ``AbortController``...) are generated from the DOM Standard's Web IDL
(``_bindings``) over the impl classes and algorithms of the package's modules, and load on
first use: ``import webapi`` and ``from webapi.dom import DOMException`` load none of them.
See the DOM's documentation page for how to get a ``Document`` and what Python's protocols do,
and its "Mutation observers" section for how time passes for a ``MutationObserver``
(:func:`perform_a_microtask_checkpoint`, and :mod:`webapi.eventloop`), and its "``async def``
callbacks" section for an ``async def`` listener, event handler or observer callback (its first
step during the dispatch, the rest as a task of the running asyncio loop).
"""

from .._lazy import lazy_package as _lazy_package
from ._exception import DOMException as DOMException

TYPE_CHECKING = False  # typing is not imported at run time
if TYPE_CHECKING:  # what type checkers see of the names loaded on first use
    from ._abort import AbortReasonError as AbortReasonError
    from ._public import AbortController as AbortController
    from ._public import AbortSignal as AbortSignal
    from ._public import AbstractRange as AbstractRange
    from ._public import AddEventListenerOptions as AddEventListenerOptions
    from ._public import Attr as Attr
    from ._public import CDATASection as CDATASection
    from ._public import CharacterData as CharacterData
    from ._public import Comment as Comment
    from ._public import CustomEvent as CustomEvent
    from ._public import CustomEventInit as CustomEventInit
    from ._public import Document as Document
    from ._public import DocumentFragment as DocumentFragment
    from ._public import DocumentType as DocumentType
    from ._public import DOMImplementation as DOMImplementation
    from ._public import DOMTokenList as DOMTokenList
    from ._public import Element as Element
    from ._public import ElementCreationOptions as ElementCreationOptions
    from ._public import Event as Event
    from ._public import EventInit as EventInit
    from ._public import EventListenerOptions as EventListenerOptions
    from ._public import EventTarget as EventTarget
    from ._public import GetRootNodeOptions as GetRootNodeOptions
    from ._public import HTMLCollection as HTMLCollection
    from ._public import ImportNodeOptions as ImportNodeOptions
    from ._public import MutationObserver as MutationObserver
    from ._public import MutationObserverInit as MutationObserverInit
    from ._public import MutationRecord as MutationRecord
    from ._public import NamedNodeMap as NamedNodeMap
    from ._public import Node as Node
    from ._public import NodeFilter as NodeFilter
    from ._public import NodeIterator as NodeIterator
    from ._public import NodeList as NodeList
    from ._public import ProcessingInstruction as ProcessingInstruction
    from ._public import Range as Range
    from ._public import ShadowRoot as ShadowRoot
    from ._public import ShadowRootInit as ShadowRootInit
    from ._public import StaticRange as StaticRange
    from ._public import StaticRangeInit as StaticRangeInit
    from ._public import Text as Text
    from ._public import TreeWalker as TreeWalker
    from ._public import XMLDocument as XMLDocument
    from ._public import XPathEvaluator as XPathEvaluator
    from ._public import XPathExpression as XPathExpression
    from ._public import XPathResult as XPathResult
    from ._public import perform_a_microtask_checkpoint as perform_a_microtask_checkpoint

#: Loaded on first use (``import webapi`` and ``DOMException`` do not pay for them): the
#: generated classes, which register as the classes of the nodes the DOM makes.
_LAZY = {
    "._abort": "AbortReasonError",
    "._public": (
        "AbortController AbortSignal AbstractRange AddEventListenerOptions Attr CDATASection"
        " CharacterData Comment CustomEvent CustomEventInit DOMImplementation DOMTokenList Document"
        " DocumentFragment DocumentType Element ElementCreationOptions Event EventInit"
        " EventListenerOptions EventTarget GetRootNodeOptions HTMLCollection ImportNodeOptions"
        " MutationObserver MutationObserverInit MutationRecord NamedNodeMap Node NodeFilter"
        " NodeIterator NodeList ProcessingInstruction Range ShadowRoot ShadowRootInit"
        " StaticRange StaticRangeInit Text"
        " TreeWalker XMLDocument XPathEvaluator XPathExpression XPathResult"
        " perform_a_microtask_checkpoint"
    ),
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
