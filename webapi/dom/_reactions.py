"""The DOM's seam for HTML's custom elements
(https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-reactions): the
element queue that HTML's element classes' steps fill (their insertion, removing, adopting and
attribute change steps enqueue custom element reactions) and that the DOM's mutation
algorithms process as they return (``insert``, ``remove``, ``adopt``, handling an attribute
change: the ``[CEReactions]`` of the members that run them, taken at the algorithm), and the
hook through which "create an element" looks up a custom element definition.

HTML registers both (:func:`register_custom_elements`) when its custom elements module loads;
until then the queue stays empty and creation asks nothing.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = [
    "COPY_CLASS",
    "CREATION",
    "ELEMENT_QUEUE",
    "UNLINKS",
    "process_element_queue",
    "register_custom_elements",
]

#: How many times a node was taken out of its parent (in any tree): while it is unchanged, no
#: node's connectedness changed (an insertion never changes that of the nodes already in a
#: tree), so HTML's custom element steps keep their answers of "is connected" until it moves.
UNLINKS = [0]
#: The elements with custom element reactions to run, in the order they were enqueued.
ELEMENT_QUEUE: list[Any] = []
#: HTML's "invoke custom element reactions" (given a list of elements), then its hook of
#: "create an element" (document, local name, prefix, is value, synchronous custom elements
#: flag -> the element, or None where no custom element definition applies): empty until
#: HTML registers them.
_INVOKE: list[Callable[[list[Any]], None]] = []
CREATION: list[Callable[[Any, str, str | None, str | None, bool], Any]] = []
#: HTML's answer for a copy of an element of a custom element class (document, the element ->
#: the class of a copy no custom element definition applies to, or None where one applies:
#: "clone a single node" then makes the copy through "create an element").
COPY_CLASS: list[Callable[[Any, Any], Any]] = []


def register_custom_elements(
    invoke: Callable[[list[Any]], None],
    create: Callable[[Any, str, str | None, str | None, bool], Any],
    copy_class: Callable[[Any, Any], Any] | None = None,
) -> None:
    """Make ``invoke`` the steps that run an element queue's reactions, ``create`` the
    custom element steps of "create an element" and ``copy_class`` the class of a copy that
    no definition applies to (HTML's, once)."""
    _INVOKE[:] = [invoke]
    CREATION[:] = [create]
    COPY_CLASS[:] = [] if copy_class is None else [copy_class]


def process_element_queue() -> None:
    """Run the reactions of the queued elements (the queue emptied first: the reactions may
    enqueue more, which a nested mutation's processing, or the loop here, runs)."""
    while ELEMENT_QUEUE and _INVOKE:
        queue = ELEMENT_QUEUE[:]
        ELEMENT_QUEUE.clear()
        _INVOKE[0](queue)
