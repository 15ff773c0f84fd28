"""The URL algorithms of the HTML Standard (https://html.spec.whatwg.org/), named as there:
what a browser makes of the URLs in a document (``resolve``, ``encoding_parse``,
``document_base_url``), and sites (``obtain_site``, ``same_site``,
``schemelessly_same_site``), ``atob``/``btoa``, and the encoding of a document's bytes
(``sniff_encoding``, ``prescan``, ``decode_html``), its tokenizer (``tokenize``), a page's
links (``links``, ``parse_srcset_attribute``, ``parse_refresh``, ``refresh_url``,
``location_url``): these loaded on first use.
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
    from ._links import Link as Link
    from ._links import links as links
    from ._refresh import Refresh as Refresh
    from ._refresh import location_url as location_url
    from ._refresh import parse_refresh as parse_refresh
    from ._refresh import refresh_url as refresh_url
    from ._srcset import ImageCandidate as ImageCandidate
    from ._srcset import parse_srcset_attribute as parse_srcset_attribute
    from ._tokenizer import tokenize as tokenize
    from ._tokens import CharactersToken as CharactersToken
    from ._tokens import CommentToken as CommentToken
    from ._tokens import DoctypeToken as DoctypeToken
    from ._tokens import EndTagToken as EndTagToken
    from ._tokens import ParseError as ParseError
    from ._tokens import StartTagToken as StartTagToken
    from ._tokens import Token as Token

#: The tokenizer, links, srcset and refresh load on first use (``import webapi.html`` does not
#: load them).
_LAZY = {
    "._links": "Link links",
    "._refresh": "Refresh location_url parse_refresh refresh_url",
    "._srcset": "ImageCandidate parse_srcset_attribute",
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
    "ImageCandidate",
    "Link",
    "ParseError",
    "Refresh",
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
    "links",
    "location_url",
    "obtain_site",
    "parse_refresh",
    "parse_srcset_attribute",
    "prescan",
    "refresh_url",
    "resolve",
    "same_site",
    "schemelessly_same_site",
    "serialize_site",
    "sniff_encoding",
    "tokenize",
]
