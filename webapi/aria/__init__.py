"""WAI-ARIA's view of a document without layout: the computed role of an element (its ``role``
attribute, else its implicit role by HTML-AAM's element mappings) and its accessible name
(Accessible Name and Description Computation 1.2), as Chromium 156 computes them (its
``element.computedRole`` and ``element.computedName``, which webapi's ``Element`` has too).
Hidden content is the cascade's (``display``, ``visibility``, the ``hidden`` attribute) and
``aria-hidden``'s: ``is_hidden(el)`` (hidden from the accessibility tree) and
``is_rendered_hidden(el)`` (not rendered, or rendered invisible); ``hidden(el)``: left out of
Chromium's accessibility tree as hidden (``is_hidden``, or inside ``inert``; an option of a
``select`` never).
The accessible description (``description(el)``: ``aria-describedby``, else
``aria-description``, else a ``title`` that is not the name) and the states as Chromium's
accessibility tree has them (its DevTools protocol's node properties): ``checked(el)``
(``True``, ``False``, ``"mixed"``), ``disabled(el)``, ``expanded(el)``, ``level(el)``,
``pressed(el)`` (``True``, ``False``, ``"mixed"``) and ``selected(el)``, each None for an
element whose role has no such state.

>>> from webapi.html import DOMParser
>>> document = DOMParser().parseFromString('<button id=b>Save <b>file</b></button>', "text/html")
>>> button = document.getElementById("b")
>>> role(button), name(button)
('button', 'Save file')
>>> document = DOMParser().parseFromString(
...     '<h2 id=h title="Sales by month">Sales</h2><button id=t aria-pressed=true>B</button>',
...     "text/html",
... )
>>> heading, toggle = document.getElementById("h"), document.getElementById("t")
>>> description(heading), level(heading), pressed(toggle), expanded(toggle)
('Sales by month', 2, True, None)
"""

from ._description import description as description
from ._hidden import hidden as hidden
from ._hidden import is_hidden as is_hidden
from ._hidden import is_rendered_hidden as is_rendered_hidden
from ._name import name as name
from ._roles import ARIA_1_2_ROLES as ARIA_1_2_ROLES
from ._roles import role as role
from ._states import checked as checked
from ._states import disabled as disabled
from ._states import expanded as expanded
from ._states import level as level
from ._states import pressed as pressed
from ._states import selected as selected

__all__ = [
    "ARIA_1_2_ROLES",
    "checked",
    "description",
    "disabled",
    "expanded",
    "hidden",
    "is_hidden",
    "is_rendered_hidden",
    "level",
    "name",
    "pressed",
    "role",
    "selected",
]
