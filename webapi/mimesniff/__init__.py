"""The MIME Sniffing Standard (https://mimesniff.spec.whatwg.org/): MIME types parsed,
serialized and grouped as browsers do, ``MIMEType`` with Node's ``util.MIMEType`` API, and
sniffing: the computed MIME type of a resource from its first bytes (``sniff``).

Loaded on first use: ``import webapi`` does not import this package.
"""

from ._groups import (
    GROUPS,
    is_archive_mime_type,
    is_audio_or_video_mime_type,
    is_font_mime_type,
    is_html_mime_type,
    is_image_mime_type,
    is_javascript_mime_type,
    is_javascript_mime_type_essence_match,
    is_json_mime_type,
    is_scriptable_mime_type,
    is_xml_mime_type,
    is_zip_based_mime_type,
    mime_type_groups,
    minimize_supported_mime_type,
)
from ._http import (
    HTTP_TAB_OR_SPACE,
    HTTP_WHITESPACE,
    collect_an_http_quoted_string,
    is_http_quoted_string_token,
    is_http_token,
)
from ._mime_type import (
    MIMETypeRecord,
    parse_mime_type,
    parse_mime_type_from_bytes,
    serialize_mime_type,
    serialize_mime_type_to_bytes,
)
from ._mime_type_api import MIMEParams, MIMESyntaxError, MIMEType
from ._sniffing import (
    RESOURCE_HEADER_LENGTH,
    distinguish_text_or_binary,
    identify_unknown_mime_type,
    match_archive_type_pattern,
    match_audio_or_video_type_pattern,
    match_font_type_pattern,
    match_image_type_pattern,
    pattern_matching,
    sniff,
    supplied_mime_type,
)

__all__ = [
    "GROUPS",
    "HTTP_TAB_OR_SPACE",
    "HTTP_WHITESPACE",
    "RESOURCE_HEADER_LENGTH",
    "MIMEParams",
    "MIMESyntaxError",
    "MIMEType",
    "MIMETypeRecord",
    "collect_an_http_quoted_string",
    "distinguish_text_or_binary",
    "identify_unknown_mime_type",
    "is_archive_mime_type",
    "is_audio_or_video_mime_type",
    "is_font_mime_type",
    "is_html_mime_type",
    "is_http_quoted_string_token",
    "is_http_token",
    "is_image_mime_type",
    "is_javascript_mime_type",
    "is_javascript_mime_type_essence_match",
    "is_json_mime_type",
    "is_scriptable_mime_type",
    "is_xml_mime_type",
    "is_zip_based_mime_type",
    "match_archive_type_pattern",
    "match_audio_or_video_type_pattern",
    "match_font_type_pattern",
    "match_image_type_pattern",
    "mime_type_groups",
    "minimize_supported_mime_type",
    "parse_mime_type",
    "parse_mime_type_from_bytes",
    "pattern_matching",
    "serialize_mime_type",
    "serialize_mime_type_to_bytes",
    "sniff",
    "supplied_mime_type",
]
