"""The HTML Standard's form-submission encodings
(https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-submission-2), over
entry lists (``(name, value)`` pairs, each value a ``str`` or a File, as ``FormData`` holds them):

- ``multipart/form-data``: :func:`multipart_form_data_encode` (or
  :func:`multipart_form_data_chunks`, the same bytes without copying the files') with a
  boundary from :func:`multipart_form_data_boundary`; and :func:`multipart_form_data_parse`, the
  parser Fetch's ``formData()`` runs, as Node's undici parses (its differences named there);
- ``text/plain``: :func:`text_plain_encode` of :func:`convert_to_list_of_name_value_pairs`;
- ``application/x-www-form-urlencoded``: the URL Standard's
  :func:`webapi.url.urlencoded_serialize` of :func:`convert_to_list_of_name_value_pairs`.

To send a body with ``requests``, ``httpx`` or ``aiohttp``: the bytes, and the ``Content-Type``
``multipart/form-data; boundary=`` and the boundary (docs/fetch-objects.md). Every name loads its
module on first use.
"""

from webapi._lazy import lazy_package as _lazy_package

TYPE_CHECKING = False
if TYPE_CHECKING:  # what type checkers see of the names loaded on first use
    from ._multipart import multipart_form_data_boundary as multipart_form_data_boundary
    from ._multipart import multipart_form_data_chunks as multipart_form_data_chunks
    from ._multipart import multipart_form_data_encode as multipart_form_data_encode
    from ._multipart_parser import MultipartParseError as MultipartParseError
    from ._multipart_parser import multipart_form_data_parse as multipart_form_data_parse
    from ._pairs import convert_to_list_of_name_value_pairs as convert_to_list_of_name_value_pairs
    from ._pairs import normalize_line_breaks as normalize_line_breaks
    from ._text_plain import text_plain_encode as text_plain_encode

_LAZY = {
    "._multipart": "multipart_form_data_boundary multipart_form_data_chunks"
    " multipart_form_data_encode",
    "._multipart_parser": "MultipartParseError multipart_form_data_parse",
    "._pairs": "convert_to_list_of_name_value_pairs normalize_line_breaks",
    "._text_plain": "text_plain_encode",
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
