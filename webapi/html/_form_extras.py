"""The Python side of ``HTMLFormElement`` (not a spec section): the mixin of its generated
class (``idl/html.extras.toml``; idl/README.md's table of mixins).

A form's indexed and named properties (``form[0]``, ``form.name``, ``form["name"]``: its
listed controls and its past names map,
https://html.spec.whatwg.org/multipage/forms.html#the-form-element) come with
``HTMLFormControlsCollection`` and ``RadioNodeList``, which webapi does not have yet. Until
then Python's container protocols refuse with a ``TypeError`` that says what to use, rather
than Python's bare "not subscriptable".
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import NoReturn

__all__ = ["HTMLFormElementExtras"]

_NOT_YET = (
    "HTMLFormElement's indexed and named properties (form[index], form[name], len(form), "
    "iterating a form: its controls and past names) are not implemented yet: use "
    'form.querySelectorAll("input, select, textarea, button, fieldset, object, output") '
    "for its controls (inside the form), or form.querySelector('[name=\"...\"]') for one"
)


class HTMLFormElementExtras:
    """``form[key]``, ``len(form)``, ``iter(form)`` and ``key in form`` raise ``TypeError``
    saying what to use (webapi has no ``HTMLFormControlsCollection`` yet)."""

    if not TYPE_CHECKING:
        __slots__ = ()

    def __getitem__(self, key: object) -> NoReturn:
        """Refused: see the class."""
        raise TypeError(_NOT_YET)

    def __len__(self) -> NoReturn:
        """Refused: see the class."""
        raise TypeError(_NOT_YET)

    def __iter__(self) -> Iterator[object]:
        """Refused: see the class."""
        raise TypeError(_NOT_YET)

    def __contains__(self, key: object) -> NoReturn:
        """Refused: see the class."""
        raise TypeError(_NOT_YET)
