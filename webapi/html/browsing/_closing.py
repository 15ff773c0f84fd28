"""Closing a top-level traversable: ``window.close()``
(https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-close), "definitely
close" and "destroy a top-level traversable"
(https://html.spec.whatwg.org/multipage/document-sequences.html#definitely-close-a-top-level-traversable).

webapi has no tabs a user closes: a window's own ``close()`` closes it when the Standard lets a
script (its traversable is *script-closable*: a window a link or form opened, or one whose
session history has a single entry), in a task: ``beforeunload`` (a listener that cancels it
keeps the window, as a canceled navigation does), then the unloading (``pagehide``,
``visibilitychange``, ``unload``), then the document is destroyed: its timers and animation
frames are cleared, its frames go, and it has no browsing context any more. ``closed`` is
true from the call on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from webapi.eventloop import event_loop_of

if TYPE_CHECKING:
    from ._navigable import Navigable

__all__ = ["close_window", "definitely_close", "is_script_closable"]


def is_script_closable(navigable: Navigable) -> bool:
    """https://html.spec.whatwg.org/multipage/document-sequences.html#script-closable: a
    top-level traversable created by web content (opened by a link or a form) or whose session
    history entries are one."""
    from ._session_history import session_history_of

    if navigable.parent is not None:
        return False
    return navigable.created_by_web_content or len(session_history_of(navigable).entries) == 1


def close_window(navigable: Navigable) -> None:
    """https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-window-close: for a
    script-closable top-level traversable not closing yet, "set thisTraversable's is closing
    to true" and "queue a task on the DOM manipulation task source to definitely close
    thisTraversable" (the incumbent's familiarity and sandboxing hold: the program is the
    page's script)."""
    if navigable.parent is not None or navigable.is_closing:
        return
    if not is_script_closable(navigable):
        return
    navigable.is_closing = True
    document = navigable.active_document
    event_loop_of(document).queue_a_task(lambda: definitely_close(navigable), document)


def definitely_close(navigable: Navigable) -> None:
    """https://html.spec.whatwg.org/multipage/document-sequences.html#definitely-close-a-top-level-traversable:
    unless unloading is canceled (``beforeunload``), unload the active document and its
    descendants, then destroy the traversable."""
    from ._navigate import prompt_to_unload, unload_a_document

    document = navigable.active_document
    if not prompt_to_unload(document):
        navigable.is_closing = False
        return
    unload_a_document(document)
    destroy_top_level_traversable(navigable)


def destroy_top_level_traversable(navigable: Navigable) -> None:
    """https://html.spec.whatwg.org/multipage/document-sequences.html#destroy-a-top-level-traversable:
    destroy the active document and its descendants ("destroy a document": no task of it runs
    any more, its browsing context becomes null): the window's timers and animation frame
    callbacks are cleared, its child navigables destroyed; then "remove traversable from the
    user agent's top-level traversable set": it leaves its opener's ``opened_windows`` and
    its session storage is forgotten (a closed tab's), so that nothing of the browser keeps
    it alive."""
    from ._navigable import NAVIGABLE_KEY, child_navigables, drop_navigable
    from ._navigables import destroy_a_child_navigable

    document = navigable.active_document
    window = navigable.window
    window._clear_callbacks()
    if navigable.frames:
        for child in list(child_navigables(document)):
            if child.container is not None:
                destroy_a_child_navigable(child.container)
    drop_navigable(document, NAVIGABLE_KEY)
    opener = navigable.opener
    if opener is not None:
        navigable.opener = None
        if window in opener.opened:
            opener.opened.remove(window)
    if navigable.storage_shed is not None:
        navigable.storage_shed.close_traversable(window)
