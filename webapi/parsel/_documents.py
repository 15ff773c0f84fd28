"""The tree a ``Selector`` reads: its input (text or bytes) parsed as a browser parses it
(HTML's parser, XML's parser) or read as JSON, and its type guessed as parsel guesses it (not a
spec section: parsel's ``Selector(text=, body=, type=)``,
https://parsel.readthedocs.io/en/latest/usage.html)."""

from __future__ import annotations

import codecs
import json
import re
from typing import Any

from webapi.dom import Document, Element
from webapi.encoding import decode, get_encoding
from webapi.html import document_from_response, xml_document_from

__all__ = [
    "NOT_SET",
    "TYPES",
    "detect_type",
    "parse_bytes",
    "parse_html",
    "parse_text",
    "parse_xml",
]

#: The types a ``Selector`` knows.
TYPES = ("html", "json", "text", "xml")

#: The default of ``root``: no root given (None is a JSON root).
NOT_SET: Any = object()

#: The one hint that makes text XML rather than HTML: an XML declaration at its start.
_XML_DECLARATION = re.compile(r"[\s\ufeff]*<\?xml\s")


def _is_json_document(data: object) -> bool:
    """Whether ``data`` (parsed JSON) is an object or an array: the JSON a guess takes as JSON
    (a number or a string is as likely text or HTML)."""
    return isinstance(data, (dict, list))


def detect_type(text: str) -> str:
    """ "xml" for text that starts with an XML declaration, else "html"."""
    return "xml" if _XML_DECLARATION.match(text) else "html"


def encoding_name(label: str) -> str:
    """The Encoding Standard's name for ``label`` (a WHATWG label, or a name Python's codecs
    know, as parsel takes it): UTF-8 for one neither knows."""
    found = get_encoding(label)
    if found is not None:
        return found
    try:
        python_name = codecs.lookup(label).name
    except LookupError:
        return "UTF-8"
    return (
        get_encoding(python_name)
        or get_encoding(python_name.replace("-le", "le").replace("-be", "be"))
        or "UTF-8"
    )


def document_element(document: Document) -> Element | Document:
    """A document's root element (the document itself when it has none)."""
    element = document.documentElement
    return document if element is None else element


def parse_html(body: bytes, encoding: str, url: str) -> Document:
    """The HTML document a browser builds from ``body`` decoded from ``encoding`` (a byte order
    mark wins over it, as in a browser), with the scripting flag off as ``DOMParser`` has it
    (``<noscript>`` holds elements), its URL ``url``."""
    content_type = f"text/html;charset={encoding}"
    return document_from_response(body, url, content_type, scripting=False)


def parse_xml(text: str, url: str) -> Document:
    """The XML document a browser builds from ``text`` (leading white space dropped, as parsel
    strips it; nothing but white space is ``<html/>``, parsel's empty document): where the text
    is not well-formed, the browser's document with a ``parsererror`` element."""
    text = text.strip()
    if not text.replace("\x00", ""):
        text = "<html/>"
    return xml_document_from(text, url=url, content_type="application/xml")


def _json_or_not_set(load: Any, source: Any) -> Any:
    try:
        return load(source)
    except ValueError:
        return NOT_SET


def parse_text(text: str, type_: str | None, url: str) -> tuple[Any, str]:
    """The root (a ``Document``'s root element, a JSON value or the text itself) and the type
    of ``text`` given as ``type_`` (None: guessed)."""
    if type_ == "text":
        return text, type_
    if type_ in ("json", None):
        data = _json_or_not_set(json.loads, text)
        if data is not NOT_SET and (type_ == "json" or _is_json_document(data)):
            return data, "json"
    if type_ == "json":
        return None, "json"
    type_ = type_ or detect_type(text)
    if type_ == "xml":
        return document_element(parse_xml(text, url)), type_
    return document_element(parse_html(text.encode("utf-8", "surrogatepass"), "UTF-8", url)), type_


def parse_bytes(body: bytes, encoding: str, type_: str | None, url: str) -> tuple[Any, str]:
    """The root and the type of ``body`` read in ``encoding`` (a label) given as ``type_``."""
    name = encoding_name(encoding)
    if type_ == "text":
        return decode(body, name), type_
    if type_ in ("json", None) and name == "UTF-8":
        data = _json_or_not_set(json.loads, body)
        if data is not NOT_SET and (type_ == "json" or _is_json_document(data)):
            return data, "json"
    if type_ == "json":
        return None, "json"
    type_ = type_ or detect_type(decode(body[:256], name))
    if type_ == "xml":
        return document_element(parse_xml(decode(body, name), url)), type_
    return document_element(parse_html(body, name, url)), type_
