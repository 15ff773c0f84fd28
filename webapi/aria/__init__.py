"""WAI-ARIA's view of a document without layout: the computed role of an element (its ``role``
attribute, else its implicit role by HTML-AAM's element mappings) and its accessible name
(Accessible Name and Description Computation 1.2), as Chromium 156 computes them (its
``element.computedRole`` and ``element.computedName``, which webapi's ``Element`` has too).
Hidden content is the cascade's (``display``, ``visibility``, the ``hidden`` attribute) and
``aria-hidden``'s: ``is_hidden(el)`` (hidden from the accessibility tree) and
``is_rendered_hidden(el)`` (not rendered, or rendered invisible).
The accessible description (``description(el)``) and the states of Chromium's tree
(``checked``, ``disabled``, ``expanded``, ``level``, ``pressed``, ``selected``) are there too.

>>> from webapi.html import DOMParser
>>> document = DOMParser().parseFromString('<button id=b>Save <b>file</b></button>', "text/html")
>>> button = document.getElementById("b")
>>> role(button), name(button)
('button', 'Save file')
"""

from ._description import description as description
from ._hidden import is_hidden as is_hidden
from ._hidden import is_rendered_hidden as is_rendered_hidden
from ._name import name as name
from ._roles import role as role
from ._states import checked as checked
from ._states import disabled as disabled
from ._states import expanded as expanded
from ._states import level as level
from ._states import pressed as pressed
from ._states import selected as selected

__all__ = [
    "checked",
    "description",
    "disabled",
    "expanded",
    "is_hidden",
    "is_rendered_hidden",
    "level",
    "name",
    "pressed",
    "role",
    "selected",
]
