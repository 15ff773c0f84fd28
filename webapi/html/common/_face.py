"""Whether an element is a form-associated custom element
(https://html.spec.whatwg.org/multipage/custom-elements.html#form-associated-custom-element):
the question the form categories ask (listed, labelable, submittable, resettable, can be
disabled), answered from the element's custom element state and definition as
:mod:`._custom_elements` keeps them in its ``_cache``, without importing that module (which the
form modules' importers load: this one imports nothing of ``webapi.html``).
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "DISABLED_KEY",
    "FLAGS_KEY",
    "MESSAGE_KEY",
    "OWNER_KEY",
    "STATE_KEY",
    "SUBMISSION_KEY",
    "face_flags",
    "face_message",
    "is_form_associated_custom_element",
    "submission_value",
]

#: The key of an element's custom element state and definition in its ``_cache``
#: (:mod:`._custom_elements`' ``_STATE``).
STATE_KEY = "custom element state"


def is_form_associated_custom_element(element: Any) -> bool:
    """Whether ``element`` is a custom element (being constructed, "precustomized", or
    "custom") whose definition's form-associated is true."""
    cache = getattr(element, "_cache", None)
    if not cache:
        return False
    found = cache.get(STATE_KEY)
    return (
        found is not None
        and found[0] in ("custom", "precustomized")
        and found[1] is not None
        and bool(found[1].form_associated)
    )


#: The keys of a form-associated custom element's own state in its ``_cache``: its validity
#: flags (a dict of ValidityState's flag names, as ``setValidity()`` left them), its validation
#: message, its form owner and disabled state as the last callbacks told them.
FLAGS_KEY = "face validity flags"
MESSAGE_KEY = "face validation message"
OWNER_KEY = "face form owner"
DISABLED_KEY = "face disabled"
#: The key of its submission value and state (``setFormValue()``'s; a FormData's entries as a
#: list).
SUBMISSION_KEY = "face submission value and state"


def face_flags(element: Any) -> dict[str, bool] | None:
    """The validity flags ``setValidity()`` gave the element (None: never set, all false)."""
    cache = element._cache
    return None if not cache else cache.get(FLAGS_KEY)


def face_message(element: Any) -> str:
    """The element's validation message (``setValidity()``'s)."""
    cache = element._cache
    found = None if not cache else cache.get(MESSAGE_KEY)
    return found if isinstance(found, str) else ""


def submission_value(element: Any) -> Any:
    """The element's submission value (None: none): a string, a ``File``, or a list of
    entries (a ``FormData``'s, copied)."""
    cache = element._cache
    found = None if not cache else cache.get(SUBMISSION_KEY)
    return None if found is None else found[0]
