"""The MIME Sniffing Standard (https://mimesniff.spec.whatwg.org/): MIME types parsed,
serialized and grouped as browsers do, ``MIMEType`` with Node's ``util.MIMEType`` API, and
sniffing: the computed MIME type of a resource from its first bytes (``sniff``).

Loaded on first use: ``import webapi`` does not import this package.
"""

from .._lazy import public_names as _public_names
from ._groups import GROUPS as GROUPS
from ._groups import is_archive_mime_type as is_archive_mime_type
from ._groups import is_audio_or_video_mime_type as is_audio_or_video_mime_type
from ._groups import is_font_mime_type as is_font_mime_type
from ._groups import is_html_mime_type as is_html_mime_type
from ._groups import is_image_mime_type as is_image_mime_type
from ._groups import is_javascript_mime_type as is_javascript_mime_type
from ._groups import is_javascript_mime_type_essence_match as is_javascript_mime_type_essence_match
from ._groups import is_json_mime_type as is_json_mime_type
from ._groups import is_scriptable_mime_type as is_scriptable_mime_type
from ._groups import is_xml_mime_type as is_xml_mime_type
from ._groups import is_zip_based_mime_type as is_zip_based_mime_type
from ._groups import mime_type_groups as mime_type_groups
from ._groups import minimize_supported_mime_type as minimize_supported_mime_type
from ._http import HTTP_TAB_OR_SPACE as HTTP_TAB_OR_SPACE
from ._http import HTTP_WHITESPACE as HTTP_WHITESPACE
from ._http import collect_an_http_quoted_string as collect_an_http_quoted_string
from ._http import is_http_quoted_string_token as is_http_quoted_string_token
from ._http import is_http_token as is_http_token
from ._mime_type import MIMETypeRecord as MIMETypeRecord
from ._mime_type import as_record as as_record
from ._mime_type import parse_mime_type as parse_mime_type
from ._mime_type import parse_mime_type_from_bytes as parse_mime_type_from_bytes
from ._mime_type import serialize_mime_type as serialize_mime_type
from ._mime_type import serialize_mime_type_to_bytes as serialize_mime_type_to_bytes
from ._mime_type import why_not_a_mime_type as why_not_a_mime_type
from ._mime_type_api import MIMEParams as MIMEParams
from ._mime_type_api import MIMESyntaxError as MIMESyntaxError
from ._mime_type_api import MIMEType as MIMEType
from ._sniffing import RESOURCE_HEADER_LENGTH as RESOURCE_HEADER_LENGTH
from ._sniffing import SNIFFING_CONTEXTS as SNIFFING_CONTEXTS
from ._sniffing import distinguish_text_or_binary as distinguish_text_or_binary
from ._sniffing import identify_unknown_mime_type as identify_unknown_mime_type
from ._sniffing import match_archive_type_pattern as match_archive_type_pattern
from ._sniffing import match_audio_or_video_type_pattern as match_audio_or_video_type_pattern
from ._sniffing import match_font_type_pattern as match_font_type_pattern
from ._sniffing import match_image_type_pattern as match_image_type_pattern
from ._sniffing import pattern_matching as pattern_matching
from ._sniffing import sniff as sniff
from ._sniffing import supplied_mime_type as supplied_mime_type

#: Every name imported above.
__all__ = _public_names(globals())
