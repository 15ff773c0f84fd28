"""The URL algorithms of the HTML Standard (https://html.spec.whatwg.org/), named as there:
what a browser makes of the URLs in a document (``resolve``, ``encoding_parse``,
``document_base_url``), and sites (``obtain_site``, ``same_site``,
``schemelessly_same_site``), ``atob``/``btoa``, and the encoding of a document's bytes
(``sniff_encoding``, ``prescan``, ``decode_html``).
"""

from webapi.encoding import document_encoding

from ._base64 import atob, btoa
from ._encoding_sniffing import (
    PRESCAN_LIMIT,
    DecodedHTML,
    SniffResult,
    decode_html,
    extract_encoding_from_meta,
    prescan,
    sniff_encoding,
)
from ._sites import (
    SchemeAndHost,
    Site,
    is_registrable_domain_suffix_of_or_is_equal_to,
    obtain_site,
    same_site,
    schemelessly_same_site,
    serialize_site,
)
from ._urls import (
    document_base_url,
    encoding_parse,
    encoding_parse_and_serialize,
    fallback_base_url,
    frozen_base_url,
    resolve,
)

__all__ = [
    "PRESCAN_LIMIT",
    "DecodedHTML",
    "SchemeAndHost",
    "Site",
    "SniffResult",
    "atob",
    "btoa",
    "decode_html",
    "document_base_url",
    "document_encoding",
    "encoding_parse",
    "encoding_parse_and_serialize",
    "extract_encoding_from_meta",
    "fallback_base_url",
    "frozen_base_url",
    "is_registrable_domain_suffix_of_or_is_equal_to",
    "obtain_site",
    "prescan",
    "resolve",
    "same_site",
    "schemelessly_same_site",
    "serialize_site",
    "sniff_encoding",
]
