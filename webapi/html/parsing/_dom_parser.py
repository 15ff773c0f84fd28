"""``DOMParser`` (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#the-domparser-interface):
``new DOMParser().parseFromString(string, type)`` is a new document whose content type is
``type`` and whose URL is the URL of the parser's relevant global object's associated
``Document`` (webapi's: the current global object's when the parser was constructed, each
thread's associated ``Document``, ``about:blank`` unless an embedder set it; the URL that
document has when ``parseFromString`` runs, after a ``history.pushState``), encoding UTF-8, with no
browsing context (scripting disabled): for ``text/html`` the document HTML's parser builds
from ``string``; for ``text/xml``, ``application/xml``, ``application/xhtml+xml`` and
``image/svg+xml`` an XML document (a ``Document``, not an ``XMLDocument``) the XML parser
builds, with Chromium's ``parsererror`` element where ``string`` is not well-formed (the
Standard's step puts a lone ``parsererror`` element in Gecko's namespace there instead:
``docs/dom.md``, "XML parsing").
"""

from __future__ import annotations

from webapi._lazy import lazy_imports, load_provider
from webapi.dom.engine import associated_document

from ._tree_builder import parse_document

# The parser creates elements through the DOM's element registry only: a named upcall fills it
# (the elements wing registers HTML's element classes and DOM steps when it loads).
load_provider("html:element-registry")

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, ClassVar

    from webapi.dom.engine import DocumentImpl

    from ._xml_document import xml_document
else:  # (XML's parser and encoding sniffing load with the first XML document parsed)
    lazy_imports(globals(), "._xml_document", ("xml_document",))

__all__ = ["DOMParserImpl"]


class DOMParserImpl:
    """A ``DOMParser``: it holds its relevant global object's associated ``Document``."""

    __slots__ = ("_global_document",)
    #: The public class of the interface, set by the generated bindings.
    _interface_class: ClassVar[type[Any]]

    def __init__(self) -> None:
        """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-constructor:
        a new object of the current realm, whose global object (its relevant global object
        from now on, https://html.spec.whatwg.org/#concept-relevant-global) webapi knows by
        its associated ``Document`` (https://html.spec.whatwg.org/#concept-document-window):
        a parser made while a frame's realm is current parses with that frame's document's
        URL, even once the frame has navigated elsewhere."""
        self._global_document = associated_document()

    def _parse_from_string(self, string: str, type: str) -> DocumentImpl:
        """https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring
        (``type``: a value of the ``DOMParserSupportedType`` enumeration): step 2, the new
        document's URL is this's relevant global object's associated ``Document``'s URL."""
        url = self._global_document._url
        if type == "text/html":
            return parse_document(string, False, url=url)  # (UTF-8)
        return xml_document(string, type, url)
