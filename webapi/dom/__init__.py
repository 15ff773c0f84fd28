"""The DOM Standard (https://dom.spec.whatwg.org/), and ``DOMException`` (Web IDL,
https://webidl.spec.whatwg.org/#idl-DOMException): the one definition every package of webapi
raises, with JavaScript's ``name``, ``message`` and legacy ``code``.

``atob("*")`` raises ``DOMException("...", "InvalidCharacterError")`` (``code`` 5), as in a
browser; catch it as ``DOMException`` and read ``name``, as JavaScript code does.

The node tree (``_nodes``, ``_tree``, ``_mutation``, ``_names``), events (``_event``, ``_events``,
``_event_handlers``) and aborting (``_abort``, ``_timers``) are the DOM Standard's, under its
algorithms' names; their public classes are being built (issue #43) and are not exported yet.
"""

from ._exception import DOMException

__all__ = ["DOMException"]
