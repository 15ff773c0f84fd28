"""Namespaces (https://infra.spec.whatwg.org/#namespaces): the namespace URLs the DOM, HTML,
SVG and MathML name elements and attributes with."""

__all__ = [
    "HTML_NAMESPACE",
    "MATHML_NAMESPACE",
    "SVG_NAMESPACE",
    "XLINK_NAMESPACE",
    "XMLNS_NAMESPACE",
    "XML_NAMESPACE",
]

HTML_NAMESPACE = "http://www.w3.org/1999/xhtml"
MATHML_NAMESPACE = "http://www.w3.org/1998/Math/MathML"
SVG_NAMESPACE = "http://www.w3.org/2000/svg"
XLINK_NAMESPACE = "http://www.w3.org/1999/xlink"
XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace"
XMLNS_NAMESPACE = "http://www.w3.org/2000/xmlns/"
