"""parsel's ``Selector`` API (https://parsel.readthedocs.io/) over webapi's documents: the
browser's HTML and XML parsers build the tree, the browser's selector engine matches CSS
(with parsel's ``::text`` and ``::attr(name)`` pseudo-elements) and webapi's XPath 1.0 answers
``xpath()`` (with ``$variables``). ``get()`` of an element is its ``outerHTML``. Where the
answers depart from parsel's (lxml's tree and serialization, libxml2's extensions):
docs/parsel.md.

>>> from webapi.parsel import Selector
>>> page = Selector(text="<table><tr><td><a href='/a'>A</a></td></tr></table>")
>>> page.css("a::attr(href)").getall()
['/a']
>>> page.xpath("//table/tbody/tr/td/a/text()").get()
'A'
"""

from ._css import SelectorSyntaxError as SelectorSyntaxError
from ._selector import CannotDropElementWithoutParent as CannotDropElementWithoutParent
from ._selector import CannotRemoveElementWithoutParent as CannotRemoveElementWithoutParent
from ._selector import CannotRemoveElementWithoutRoot as CannotRemoveElementWithoutRoot
from ._selector import Selector as Selector
from ._selector import SelectorList as SelectorList

__all__ = [
    "CannotDropElementWithoutParent",
    "CannotRemoveElementWithoutParent",
    "CannotRemoveElementWithoutRoot",
    "Selector",
    "SelectorList",
    "SelectorSyntaxError",
]
