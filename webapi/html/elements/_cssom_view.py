"""CSSOM View's members of ``HTMLElement`` (https://drafts.csswg.org/cssom-view/#extensions-to-the-htmlelement-interface)
for an element without an associated box, which every element is in webapi (no layout; the
``Element`` members are ``webapi.dom``'s, docs/html.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ._html_element import HTMLElementImpl


def offset_parent(element: HTMLElementImpl) -> None:
    """https://drafts.csswg.org/cssom-view/#dom-htmlelement-offsetparent: "If ... the element
    does not have an associated box ... return null"."""
    return None


def offset_zero(element: HTMLElementImpl) -> int:
    """``offsetTop``, ``offsetLeft``, ``offsetWidth`` and ``offsetHeight``
    (https://drafts.csswg.org/cssom-view/#dom-htmlelement-offsettop and the three after it):
    "If the element ... does not have an associated box return zero"."""
    return 0
