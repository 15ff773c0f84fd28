"""An XML document from a response or a string: the steps a browser takes for a response whose
MIME type is an XML MIME type ("create and initialize a Document object" with type "xml",
https://html.spec.whatwg.org/multipage/document-lifecycle.html#read-xml, less what needs a
browsing context) and that ``DOMParser`` takes for the XML types from text.

The bytes are decoded by XML's rules as Chromium applies them (XML 1.0 appendix F and the
Encoding Standard's decode): a byte order mark; else the transport's ``charset``; else, for
bytes that start as UTF-16 code units of ``<?x`` without a BOM, UTF-16; else the XML
declaration's ``encoding`` (HTML's "get an XML encoding", where UTF-16 labels name UTF-8, as the
bytes then are not UTF-16); else UTF-8. Labels are the Encoding Standard's; malformed bytes
decode to U+FFFD.
"""

from __future__ import annotations

from webapi._lazy import load_provider
from webapi._webidl import argument_error, buffer_bytes, require_str
from webapi.dom.engine import NODE_CLASSES, DocumentImpl, make_node
from webapi.encoding import bom_sniff, decode, get_encoding
from webapi.url import url_serialize

from ..common._base_url import _record
from ._encoding_sniffing import get_xml_encoding
from ._xml_parser import XMLSyntaxError, parse_xml
from ._xml_parsererror import insert_error_message_block

# The parser creates elements through the DOM's element registry only: a named upcall fills it
# (the elements wing registers HTML's element classes and DOM steps when it loads).
load_provider("html:element-registry")

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.dom import Document

__all__ = ["xml_document", "xml_document_from", "xml_encoding"]


def xml_encoding(data: bytes, charset: str | None = None) -> str:
    """The encoding (its name) XML's rules give ``data`` with the transport's ``charset``
    label (None: none)."""
    found = bom_sniff(data)
    if found is not None:
        return found
    if charset is not None:
        found = get_encoding(charset)
        if found is not None:
            return found
    if data.startswith(b"<\x00?\x00x\x00"):
        return "UTF-16LE"
    if data.startswith(b"\x00<\x00?\x00x"):
        return "UTF-16BE"
    return get_xml_encoding(data) or "UTF-8"


def xml_document(
    text: str, content_type: str, url: str = "about:blank", encoding: str = "UTF-8"
) -> DocumentImpl:
    """The XML document (type "xml", ``content_type``, ``url``, ``encoding``; no browsing
    context, so scripting disabled) the XML parser builds from ``text``: with a
    ``parsererror`` element where the text is not well-formed."""
    document: DocumentImpl = make_node(NODE_CLASSES["Document"], False, content_type)
    document._url = url
    document._encoding = encoding
    try:
        parse_xml(text, document)
    except XMLSyntaxError as error:
        insert_error_message_block(document, str(error))
    return document


def xml_document_from(
    source: bytes | str, *, url: str, content_type: str, charset: str | None = None
) -> Document:
    """The ``Document`` a browser builds from a response whose MIME type is an XML MIME type
    (``content_type``, its essence: ``application/xml``, ``image/svg+xml``, ...): ``source``
    the body (bytes, decoded by XML's rules with the transport ``charset`` label if given, or a
    ``str`` already decoded), ``url`` its URL (what ``document.URL`` and relative URLs use).
    Never raises for any body: a body that is not well-formed gives Chromium's document with
    a ``parsererror`` element."""
    function = "xml_document_from"
    record = _record(url, "url", function)
    content_type = require_str(content_type, function, "content_type")
    if charset is not None:
        charset = require_str(charset, function, "charset")
    if isinstance(source, str):
        text, encoding = source, "UTF-8"
    else:
        data = buffer_bytes(source)
        if data is None:
            raise argument_error(function, "source", source, "bytes or a str")
        encoding = xml_encoding(data, charset)
        text = decode(data, encoding)
    return xml_document(  # type: ignore[return-value]
        text, content_type, url_serialize(record), encoding
    )
