"""``DOMParser`` (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#the-domparser-interface):
``new DOMParser().parseFromString(string, "text/html")`` is the document HTML's parser builds
from ``string``, scripting disabled (the document has no browsing context), its URL
``about:blank`` (webapi has no global object whose document's URL it could take) and its
encoding UTF-8. The XML types (``text/xml``, ``application/xml``, ``application/xhtml+xml``,
``image/svg+xml``) need the XML parser, which webapi has not: they raise a
``NotSupportedError`` ``DOMException`` (a browser returns an XML document).
"""

from __future__ import annotations

from webapi.dom import DOMException

from . import _elements as _elements  # (registers HTML's element classes and DOM steps)
from ._tree_builder import parse_document

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, ClassVar

    from webapi.dom.engine import DocumentImpl

__all__ = ["DOMParserImpl"]


class DOMParserImpl:
    """A ``DOMParser`` (it holds nothing)."""

    __slots__ = ()
    #: The public class of the interface, set by the generated bindings.
    _interface_class: ClassVar[type[Any]]

    def _parse_from_string(self, string: str, type: str) -> DocumentImpl:
        """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring
        (``type``: a value of the ``DOMParserSupportedType`` enumeration)."""
        if type != "text/html":
            raise DOMException(
                f"Failed to execute 'parseFromString' on 'DOMParser': {type!r} needs the XML "
                "parser, which webapi does not have (only 'text/html' is supported).",
                "NotSupportedError",
            )
        return parse_document(string, False)  # (URL about:blank, UTF-8)
