"""The URL algorithms of the HTML Standard (https://html.spec.whatwg.org/), named as there:
what a browser makes of the URLs in a document (``resolve``, ``encoding_parse``,
``document_base_url``), and sites (``obtain_site``, ``same_site``,
``schemelessly_same_site``), ``atob``/``btoa``, and the encoding of a document's bytes
(``sniff_encoding``, ``prescan``, ``decode_html``), and its tokenizer (``tokenize``, loaded on
first use).
"""

from webapi._lazy import lazy_package as _lazy_package
from webapi.encoding import document_encoding

from ._base64 import atob, btoa
from ._encoding_sniffing import (
    PRESCAN_LIMIT,
    DecodedHTML,
    SniffResult,
    decode_html,
    extract_encoding_from_meta,
    get_xml_encoding,
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

TYPE_CHECKING = False
if TYPE_CHECKING:  # what type checkers see of the names loaded on first use
    from ._tokenizer import tokenize as tokenize
    from ._tokens import CharactersToken as CharactersToken
    from ._tokens import CommentToken as CommentToken
    from ._tokens import DoctypeToken as DoctypeToken
    from ._tokens import EndTagToken as EndTagToken
    from ._tokens import ParseError as ParseError
    from ._tokens import StartTagToken as StartTagToken
    from ._tokens import Token as Token

#: The tokenizer loads on first use (``import webapi.html`` does not load it).
_LAZY = {
    "._tokenizer": "tokenize",
    "._tokens": "CharactersToken CommentToken DoctypeToken EndTagToken ParseError StartTagToken"
    " Token",
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)

__all__ = [
    "PRESCAN_LIMIT",
    "CharactersToken",
    "CommentToken",
    "DecodedHTML",
    "DoctypeToken",
    "EndTagToken",
    "ParseError",
    "SchemeAndHost",
    "Site",
    "SniffResult",
    "StartTagToken",
    "Token",
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
    "get_xml_encoding",
    "is_registrable_domain_suffix_of_or_is_equal_to",
    "obtain_site",
    "prescan",
    "resolve",
    "same_site",
    "schemelessly_same_site",
    "serialize_site",
    "sniff_encoding",
    "tokenize",
]
