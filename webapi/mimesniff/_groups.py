"""MIME type groups, and minimizing a supported MIME type (which is written in them).

Spec: https://mimesniff.spec.whatwg.org/#mime-type-groups

Each predicate takes a :class:`MIMETypeRecord` (the lists are the standard's, in its order).
"""

from __future__ import annotations

from webapi._webidl import argument_error, require_str

from ._mime_type import MIMETypeRecord, as_record

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Callable

    from ._mime_type import MIMETypeLike

__all__ = [
    "FONT_ESSENCES",
    "GROUPS",
    "JAVASCRIPT_ESSENCES",
    "is_archive_mime_type",
    "is_audio_or_video_mime_type",
    "is_font_mime_type",
    "is_html_mime_type",
    "is_image_mime_type",
    "is_javascript_mime_type",
    "is_javascript_mime_type_essence_match",
    "is_json_mime_type",
    "is_scriptable_mime_type",
    "is_xml_mime_type",
    "is_zip_based_mime_type",
    "mime_type_groups",
    "minimize_supported_mime_type",
]

#: https://mimesniff.spec.whatwg.org/#font-mime-type (besides the type "font").
FONT_ESSENCES = frozenset(
    {
        "application/font-cff",
        "application/font-otf",
        "application/font-sfnt",
        "application/font-ttf",
        "application/font-woff",
        "application/vnd.ms-fontobject",
        "application/vnd.ms-opentype",
    }
)
#: https://mimesniff.spec.whatwg.org/#archive-mime-type
_ARCHIVE_ESSENCES = frozenset(
    {"application/x-rar-compressed", "application/zip", "application/x-gzip"}
)
#: https://mimesniff.spec.whatwg.org/#javascript-mime-type
JAVASCRIPT_ESSENCES = frozenset(
    {
        "application/ecmascript",
        "application/javascript",
        "application/x-ecmascript",
        "application/x-javascript",
        "text/ecmascript",
        "text/javascript",
        "text/javascript1.0",
        "text/javascript1.1",
        "text/javascript1.2",
        "text/javascript1.3",
        "text/javascript1.4",
        "text/javascript1.5",
        "text/jscript",
        "text/livescript",
        "text/x-ecmascript",
        "text/x-javascript",
    }
)


def is_image_mime_type(mime_type: MIMETypeLike) -> bool:
    """https://mimesniff.spec.whatwg.org/#image-mime-type"""
    mime_type = as_record(mime_type, "is_image_mime_type")
    return mime_type.type == "image"


def is_audio_or_video_mime_type(mime_type: MIMETypeLike) -> bool:
    """https://mimesniff.spec.whatwg.org/#audio-or-video-mime-type"""
    mime_type = as_record(mime_type, "is_audio_or_video_mime_type")
    return mime_type.type in ("audio", "video") or mime_type.essence == "application/ogg"


def is_font_mime_type(mime_type: MIMETypeLike) -> bool:
    """https://mimesniff.spec.whatwg.org/#font-mime-type"""
    mime_type = as_record(mime_type, "is_font_mime_type")
    return mime_type.type == "font" or mime_type.essence in FONT_ESSENCES


def is_zip_based_mime_type(mime_type: MIMETypeLike) -> bool:
    """https://mimesniff.spec.whatwg.org/#zip-based-mime-type"""
    mime_type = as_record(mime_type, "is_zip_based_mime_type")
    return mime_type.subtype.endswith("+zip") or mime_type.essence == "application/zip"


def is_archive_mime_type(mime_type: MIMETypeLike) -> bool:
    """https://mimesniff.spec.whatwg.org/#archive-mime-type"""
    mime_type = as_record(mime_type, "is_archive_mime_type")
    return mime_type.essence in _ARCHIVE_ESSENCES


def is_xml_mime_type(mime_type: MIMETypeLike) -> bool:
    """https://mimesniff.spec.whatwg.org/#xml-mime-type"""
    mime_type = as_record(mime_type, "is_xml_mime_type")
    return mime_type.subtype.endswith("+xml") or mime_type.essence in (
        "text/xml",
        "application/xml",
    )


def is_html_mime_type(mime_type: MIMETypeLike) -> bool:
    """https://mimesniff.spec.whatwg.org/#html-mime-type"""
    mime_type = as_record(mime_type, "is_html_mime_type")
    return mime_type.essence == "text/html"


def is_scriptable_mime_type(mime_type: MIMETypeLike) -> bool:
    """https://mimesniff.spec.whatwg.org/#scriptable-mime-type"""
    mime_type = as_record(mime_type, "is_scriptable_mime_type")
    return (
        is_xml_mime_type(mime_type)
        or is_html_mime_type(mime_type)
        or mime_type.essence == "application/pdf"
    )


def is_javascript_mime_type(mime_type: MIMETypeLike) -> bool:
    """https://mimesniff.spec.whatwg.org/#javascript-mime-type"""
    mime_type = as_record(mime_type, "is_javascript_mime_type")
    return mime_type.essence in JAVASCRIPT_ESSENCES


def is_javascript_mime_type_essence_match(s: str) -> bool:
    """https://mimesniff.spec.whatwg.org/#javascript-mime-type-essence-match (an ASCII
    case-insensitive match for one of the JavaScript MIME type essences)."""
    from webapi.infra import ascii_lowercase

    return ascii_lowercase(require_str(s, "is_javascript_mime_type_essence_match", "s")) in (
        JAVASCRIPT_ESSENCES
    )


def is_json_mime_type(mime_type: MIMETypeLike) -> bool:
    """https://mimesniff.spec.whatwg.org/#json-mime-type"""
    mime_type = as_record(mime_type, "is_json_mime_type")
    return mime_type.subtype.endswith("+json") or mime_type.essence in (
        "application/json",
        "text/json",
    )


#: Each group under the standard's name for it, in the standard's order.
GROUPS: dict[str, Callable[[MIMETypeRecord], bool]] = {
    "image": is_image_mime_type,
    "audio or video": is_audio_or_video_mime_type,
    "font": is_font_mime_type,
    "ZIP-based": is_zip_based_mime_type,
    "archive": is_archive_mime_type,
    "XML": is_xml_mime_type,
    "HTML": is_html_mime_type,
    "scriptable": is_scriptable_mime_type,
    "JavaScript": is_javascript_mime_type,
    "JSON": is_json_mime_type,
}


def mime_type_groups(mime_type: MIMETypeLike) -> list[str]:
    """The names of the groups ``mime_type`` belongs to (the keys of :data:`GROUPS`)."""
    mime_type = as_record(mime_type, "mime_type_groups")
    return [name for name, belongs in GROUPS.items() if belongs(mime_type)]


def minimize_supported_mime_type(
    mime_type: MIMETypeLike, supported: Callable[[MIMETypeRecord], bool] | None = None
) -> str:
    """https://mimesniff.spec.whatwg.org/#minimize-a-supported-mime-type

    "Supported by the user agent" is the user agent's to define: ``supported`` says it for a
    MIME type (None: no other type is supported, and step 5 never returns an essence).
    """
    mime_type = as_record(mime_type, "minimize_supported_mime_type")
    if supported is not None and not callable(supported):
        raise argument_error(
            "minimize_supported_mime_type", "supported", supported, "a callable or None"
        )
    if is_javascript_mime_type(mime_type):
        return "text/javascript"
    if is_json_mime_type(mime_type):
        return "application/json"
    if mime_type.essence == "image/svg+xml":
        return "image/svg+xml"
    if is_xml_mime_type(mime_type):
        return "application/xml"
    if supported is not None and supported(mime_type):
        return mime_type.essence
    return ""
