"""The ``details`` element
(https://html.spec.whatwg.org/multipage/interactive-elements.html#the-details-element): the
``toggle`` event its ``open`` attribute's changes queue (a ``ToggleEvent``; the task coalesced
as the Standard's "queue a details toggle event task" does: a change back before the task ran
gives "closed>closed"), and the details name groups (exclusive accordions: of the ``details``
of one tree sharing a non-empty ``name``, at most one is open). A ``summary``'s activation
toggles its ``details`` (``_html_element``).
"""

from __future__ import annotations

from webapi.dom.engine import (
    ElementImpl,
    descendants,
    root,
)

from ..common._activation import is_html_element
from ._html_element import HTMLElementImpl
from ._toggle_task import (
    ToggleTaskTracker,
    queue_a_toggle_event_task,
    requeue_in_the_new_document,
)

__all__ = ["HTMLDetailsElementImpl"]


class HTMLDetailsElementImpl(HTMLElementImpl):
    """A ``details`` element: its pending toggle task, and whether its ``open`` attribute's
    change steps ever ran (an element HTML's parser made with ``open`` has none: its creation
    appended the attribute, which the steps see at its first insertion)."""

    __slots__ = ("_open_seen", "_toggle_task")

    def __init__(self, *arguments: object) -> None:
        super().__init__(*arguments)  # type: ignore[arg-type]
        self._toggle_task: ToggleTaskTracker | None = None
        self._open_seen = False

    def _attribute_change_steps(
        self, local_name: str, old_value: str | None, value: str | None, namespace: str | None
    ) -> None:
        """https://html.spec.whatwg.org/multipage/interactive-elements.html#the-details-element:
        the details attribute change steps."""
        super()._attribute_change_steps(local_name, old_value, value, namespace)
        if namespace is not None:  # 1.
            return
        if local_name == "name":  # 2.
            _ensure_exclusivity_closing_the_given_element(self)
        if local_name == "open":  # 3.
            self._open_seen = True
            if old_value is None and value is not None:  # 3.1. (the notification steps)
                queue_a_toggle_event_task(self, "closed", "open")
                _ensure_exclusivity_closing_other_elements(self)  # 3.2.
            elif old_value is not None and value is None:
                queue_a_toggle_event_task(self, "open", "closed")

    def _insertion_steps(self) -> None:
        """The details insertion steps: ensure details exclusivity by closing the given
        element if needed (first, for an element the parser made open, the ``toggle`` its
        attribute's appending queued: "closed" to "open")."""
        if not self._open_seen:
            self._open_seen = True
            if _is_open(self):
                queue_a_toggle_event_task(self, "closed", "open")
        else:
            requeue_in_the_new_document(self)
        _ensure_exclusivity_closing_the_given_element(self)


def _group_name(details: ElementImpl) -> str:
    return details._get_content_attribute("name") or ""  # type: ignore[attr-defined]


def _other_members(details: HTMLDetailsElementImpl) -> list[ElementImpl]:
    """The other ``details`` of its name group
    (https://html.spec.whatwg.org/multipage/interactive-elements.html#details-name-group), in
    tree order."""
    name = _group_name(details)
    return [
        node
        for node in descendants(root(details))
        if node is not details
        and isinstance(node, ElementImpl)
        and is_html_element(node, "details")
        and _group_name(node) == name
    ]


def _is_open(details: ElementImpl) -> bool:
    return details._get_content_attribute("open") is not None  # type: ignore[attr-defined]


def _ensure_exclusivity_closing_other_elements(details: HTMLDetailsElementImpl) -> None:
    """https://html.spec.whatwg.org/multipage/interactive-elements.html#ensure-details-exclusivity-by-closing-other-elements-if-needed"""
    if not _group_name(details):  # 2.
        return
    for member in _other_members(details):  # 3.-4.
        if _is_open(member):
            member._delete_content_attribute("open")  # type: ignore[attr-defined]
            break


def _ensure_exclusivity_closing_the_given_element(details: HTMLDetailsElementImpl) -> None:
    """https://html.spec.whatwg.org/multipage/interactive-elements.html#ensure-details-exclusivity-by-closing-the-given-element-if-needed"""
    if not _is_open(details) or not _group_name(details):  # 1.-2.
        return
    for member in _other_members(details):  # 3.-4.
        if _is_open(member):
            details._delete_content_attribute("open")
            break
