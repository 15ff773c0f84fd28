"""What other packages use of the rectangles' working parts (the DOM's CSSOM View members make
``DOMRectList`` objects): the impl classes and the list's constructor."""

from ._rect import DOMRectImpl as DOMRectImpl
from ._rect import DOMRectListImpl as DOMRectListImpl
from ._rect import new_rect_list as new_rect_list
