"""XPath 1.0 (https://www.w3.org/TR/xpath-10/) over webapi's DOM, as a browser evaluates it
(HTML's name rules, Chromium's choices where XPath 1.0 leaves one): :func:`select` for Python
code, the parser and evaluator that ``document.evaluate`` uses. An invalid expression is a
``DOMException`` "SyntaxError", a prefix with no namespace a "NamespaceError".
"""

from webapi._lazy import lazy_package

TYPE_CHECKING = False
if TYPE_CHECKING:  # what type checkers see of the names loaded on first use
    from ._select import select as select

_LAZY = {"._select": "select"}
__getattr__, __dir__ = lazy_package(globals(), _LAZY)
