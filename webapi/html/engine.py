"""The HTML engine's steps other packages drive (``webapi.testing``'s actions, as a user's
input does): activation (``click``: HTML's ``click()`` steps, a synthetic ``click``),
disabled form controls, focus (the focusing and unfocusing steps, the focused area, the
focusable areas), form submission, the response a navigation made a document of, and the
impl class of a generated event interface.
"""

from __future__ import annotations

from .browsing._navigate import navigation_response
from .common._activation import click, impl_class, is_disabled
from .elements._focus import blur, focus, focused_area, is_focusable_area
from .forms._forms_impl import submit_form

__all__ = [
    "blur",
    "click",
    "focus",
    "focused_area",
    "impl_class",
    "is_disabled",
    "is_focusable_area",
    "navigation_response",
    "submit_form",
]
