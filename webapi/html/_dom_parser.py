"""``DOMParser`` (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#the-domparser-interface):
``new DOMParser().parseFromString(string, type)`` is a new document whose content type is
``type`` and whose URL is the URL of the current global object's associated ``Document``
(webapi's: each thread's, ``about:blank`` unless an embedder set it), encoding UTF-8, with no
browsing context (scripting disabled): for ``text/html`` the document HTML's parser builds
from ``string``; for ``text/xml``, ``application/xml``, ``application/xhtml+xml`` and
``image/svg+xml`` an XML document (a ``Document``, not an ``XMLDocument``) the XML parser
builds, with Chromium's ``parsererror`` element where ``string`` is not well-formed (the
Standard's step puts a lone ``parsererror`` element in Gecko's namespace there instead:
``docs/dom.md``, "XML parsing").
"""

from __future__ import annotations

from webapi._lazy import lazy_imports
from webapi.dom.engine import associated_document

from . import _elements as _elements  # (registers HTML's element classes and DOM steps)
from ._tree_builder import parse_document

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, ClassVar

    from webapi.dom.engine import DocumentImpl

    from ._xml_document import xml_document
else:  # (XML's parser and encoding sniffing load with the first XML document parsed)
    lazy_imports(globals(), "._xml_document", ("xml_document",))

__all__ = ["DOMParserImpl"]


class DOMParserImpl:
    """A ``DOMParser`` (it holds nothing)."""

    __slots__ = ()
    #: The public class of the interface, set by the generated bindings.
    _interface_class: ClassVar[type[Any]]

    def _parse_from_string(self, string: str, type: str) -> DocumentImpl:
        """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring
        (``type``: a value of the ``DOMParserSupportedType`` enumeration)."""
        url = associated_document()._url
        if type == "text/html":
            return parse_document(string, False, url=url)  # (UTF-8)
        return xml_document(string, type, url)
