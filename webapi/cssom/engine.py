"""The CSSOM's face for webapi's other packages (HTML's ``element.style``). Public so that no
package imports another's private modules; not a stable API for users, who have
``element.style`` and :class:`webapi.cssom.CSSStyleDeclaration`.
"""

from ._bindings import new_inline_style

__all__ = ["new_inline_style"]
