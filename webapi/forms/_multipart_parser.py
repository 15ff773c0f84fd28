"""A multipart/form-data parser, as Node's fetch (undici 8.10) reads a body for ``formData()``.

The Fetch Standard's ``formData()`` parses a multipart/form-data body "per the rules set forth
in Returning Values from Forms: multipart/form-data [RFC 7578]" and throws a ``TypeError`` if
that fails; no standard has the algorithm yet. Andreu Botella's draft
(https://andreubotella.github.io/multipart-form-data/#multipart-form-data-parser) has one, and
undici's parser follows it with additions: a preamble before the first boundary and an epilogue
after the last are skipped, ``Content-Disposition`` parameters may be unquoted tokens or RFC 5987
``filename*=utf-8''...`` (which wins over ``filename``), quoted values have ``%0A``, ``%0D``
(either case) and ``%22`` decoded (the escapes the encoding algorithm writes), and a part with
``Content-Transfer-Encoding: base64`` is decoded. This parser does what undici does, step by
step, except where undici departs from RFC 7578 and the draft; each such difference is a named
class with a witness in ``tests/forms/multipart_classes.py`` and in docs/fetch-objects.md:

- ``undici-boundary-text-in-part``: a part ends at the first CR LF ``--`` boundary after its
  headers (RFC 2046's delimiter); undici ends it at the first occurrence of the boundary text
  itself and fails if that is not preceded by CR LF ``--`` (a value ``"food"`` in a body whose
  boundary is ``foo`` is rejected by undici).
- ``undici-token-without-backtick``: a part's header name is an HTTP token, "`" included
  (RFC 9110's tchar, the draft's field-name); undici's token pattern leaves "`" out.
- ``undici-uri-error``: a ``filename*`` or ``name*`` value whose percent-encoding is not UTF-8
  fails with a ``TypeError`` here; undici lets ``decodeURIComponent``'s ``URIError`` through.
- ``undici-non-latin1-boundary``: the boundary's code points are the header's bytes (isomorphic
  encoding, as the parameter was isomorphic decoded); undici UTF-8 encodes them, so a boundary
  with a byte above 0x7F never matches the body's bytes.

Everything else, including what RFC 7578 would allow but undici refuses (transport padding
after a boundary, a bare LF line ending, white space before ``;``, backslash escapes in a quoted
string), fails here as in undici. The input is read once, left to right: time linear in its
length, and the files' bytes are views of the input (no copy).
"""

from __future__ import annotations

import re
from binascii import a2b_base64

from webapi._lazy import lazy_imports
from webapi.fileapi.engine import BlobImpl, FileImpl, blob_type

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from webapi.encoding import utf8_decode, utf8_decode_without_bom
    from webapi.js import decodeURIComponent
    from webapi.xhr.engine import Entry
else:  # loaded with the first body parsed
    lazy_imports(globals(), "webapi.encoding", ("utf8_decode", "utf8_decode_without_bom"))
    lazy_imports(globals(), "webapi.js", ("decodeURIComponent",))

__all__ = ["MultipartParseError", "multipart_form_data_parse"]

#: RFC 2045's token (``Content-Disposition``'s type and parameter names and unquoted values):
#: ASCII but space, controls and tspecials ``()<>@,;:\\"/[]?=``.
_TOKEN_RUN = re.compile(rb"[!#$%&'*+\-.0-9A-Z^_`a-z{|}~]*")
#: A parameter name: a token without "*" (which marks an RFC 5987 extended value).
_PARAMETER_NAME = re.compile(rb"[!#$%&'+\-.0-9A-Z^_`a-z{|}~]*")
#: An HTTP token (RFC 9110's tchar), what a header name must be.
_HTTP_TOKEN = re.compile(rb"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
_NOT_COLON_OR_NEWLINE = re.compile(rb"[^\n\r:]*")
_NOT_NEWLINE = re.compile(rb"[^\n\r]*")
_TABS_AND_SPACES = re.compile(rb"[\t ]*")
#: What an RFC 5987 extended value runs to: up to a space, a CR, an LF or a ";".
_EXTENDED_VALUE = re.compile(rb"[^ \n\r;]*")
_QUOTED_VALUE = re.compile(rb'[^\n\r"]*')
#: The escapes a quoted value has decoded, in undici's order: LF, CR (either case), then '"'
#: (one pass each; what a pass writes cannot make a match for a later one).
_QUOTED_ESCAPES = (("%0A", "\n"), ("%0a", "\n"), ("%0D", "\r"), ("%0d", "\r"), ("%22", '"'))
#: Node's base64 decoder (see _node_base64_decode): the bytes it keeps, and how it reads the
#: URL-safe alphabet.
_BASE64_KEPT = bytes(range(48, 58)) + bytes(range(65, 91)) + bytes(range(97, 123)) + b"+/-_"
_BASE64_SKIPPED = bytes(byte for byte in range(256) if byte not in _BASE64_KEPT)
_URL_SAFE_TO_STANDARD = bytes.maketrans(b"-_", b"+/")


class MultipartParseError(TypeError, ValueError):
    """A multipart/form-data body that does not parse: a ``TypeError`` (what ``formData()``
    rejects with in JavaScript) and a ``ValueError`` (what Python code expects of bad data).
    ``reason`` says which step failed, and where."""

    __module__ = "webapi.forms"  # its public home, for tracebacks and reprs

    reason: str

    def __init__(self, reason: str) -> None:
        super().__init__(f"Failed to parse body as FormData: {reason}")
        self.reason = reason


class _Failure(Exception):
    """The body is not one undici parses (the reason names the step)."""


def multipart_form_data_parse(data: bytes, boundary: str) -> list[Entry]:
    """The entry list of the multipart/form-data body ``data`` whose boundary is ``boundary``
    (the ``boundary`` parameter of its ``Content-Type``), as ``await new Response(data,
    {headers: {"Content-Type": ...}}).formData()`` reads it in Node: strings UTF-8 decoded
    (a byte order mark kept), files as ``FileImpl`` (named by ``filename``, typed by the part's
    ``Content-Type``, ``text/plain`` when it has none; ``lastModified`` now) viewing ``data``'s
    bytes. A body it cannot parse raises :class:`MultipartParseError`, a ``TypeError`` as
    ``formData()``'s rejection is."""
    if type(data) is not bytes:
        from webapi._webidl import require_bytes

        data = require_bytes(data, "multipart_form_data_parse")
    if type(boundary) is not str:
        from webapi._webidl import require_str

        boundary = require_str(boundary, "multipart_form_data_parse", "boundary")
    try:
        dash_boundary = b"--" + boundary.encode("latin-1")
    except UnicodeEncodeError:
        raise TypeError(
            "multipart_form_data_parse(): the boundary is a header's parameter, code points up"
            f" to U+00FF (got {boundary!r})."
        ) from None
    try:
        return _parse(data, dash_boundary)
    except _Failure as failure:
        raise MultipartParseError(str(failure)) from None


def _parse(data: bytes, dash_boundary: bytes) -> list[Entry]:
    entry_list: list[Entry] = []
    view = memoryview(data)
    delimiter = b"\r\n" + dash_boundary
    # A preamble before the first boundary is skipped (RFC 2046 section 5.1.1).
    position = data.find(dash_boundary)
    if position < 0:
        raise _Failure("no boundary found in the body")
    while True:
        if not data.startswith(dash_boundary, position):
            raise _Failure(f"expected '--' and the boundary at byte {position}")
        position += len(dash_boundary)
        if data.startswith(b"--", position):  # the close delimiter: an epilogue is skipped
            return entry_list
        if not data.startswith(b"\r\n", position):
            raise _Failure(f"expected CR LF after the boundary at byte {position}")
        position += 2
        name, filename, content_type, transfer_encoding, position = _parse_headers(data, position)
        position += 2  # the empty line ending the headers
        end = data.find(delimiter, position)
        if end < 0:
            raise _Failure(f"no boundary after the part starting at byte {position}")
        body: bytes | memoryview = view[position:end]
        position = end + 2
        if transfer_encoding == "base64":
            body = _node_base64_decode(body)
        if filename is not None:
            if content_type is None:
                content_type = "text/plain"
            if not content_type.isascii():
                content_type = ""
            blob = BlobImpl.from_bytes(body, blob_type(content_type))
            entry_list.append((name, FileImpl.from_blob(blob, filename)))
        else:
            entry_list.append((name, utf8_decode_without_bom(bytes(body))))


def _parse_headers(
    data: bytes, position: int
) -> tuple[str, str | None, str | None, str | None, int]:
    """A part's headers from ``position`` (at the start of a header line) to the CR LF of the
    empty line: the name, the filename, the ``Content-Type`` and ``Content-Transfer-Encoding``
    values (None if absent), and the position of that CR LF."""
    name: str | None = None
    filename: str | None = None
    content_type: str | None = None
    transfer_encoding: str | None = None
    while True:
        if data.startswith(b"\r\n", position):
            if name is None:
                raise _Failure("a part has no Content-Disposition name")
            return name, filename, content_type, transfer_encoding, position
        match = _NOT_COLON_OR_NEWLINE.match(data, position)
        assert match is not None  # (the pattern matches the empty string)
        position = match.end()
        header_name = match[0].strip(b"\t ")
        if _HTTP_TOKEN.fullmatch(header_name) is None:
            raise _Failure(f"a header name that is not a token before byte {position}")
        if not data.startswith(b":", position):
            raise _Failure(f"expected ':' at byte {position}")
        position = _skip(_TABS_AND_SPACES, data, position + 1)
        lowered = header_name.lower()
        if lowered == b"content-disposition":
            name, filename, position = _parse_content_disposition(data, position)
        elif lowered == b"content-type" or lowered == b"content-transfer-encoding":
            match = _NOT_NEWLINE.match(data, position)
            assert match is not None
            position = match.end()
            value = match[0].rstrip(b"\t ").decode("latin-1")  # isomorphic decode
            if lowered == b"content-type":
                content_type = value
            else:
                transfer_encoding = value
        else:
            position = _skip(_NOT_NEWLINE, data, position)
        if not data.startswith(b"\r\n", position):
            raise _Failure(f"expected CR LF at byte {position}")
        position += 2


def _skip(pattern: re.Pattern[bytes], data: bytes, position: int) -> int:
    match = pattern.match(data, position)
    assert match is not None  # (every pattern given matches the empty string)
    return match.end()


def _parse_content_disposition(data: bytes, position: int) -> tuple[str, str | None, int]:
    """A ``Content-Disposition`` value from ``position``: ``form-data`` (in any case), then its
    parameters up to the end of the line or the first that does not parse; its name (required)
    and filename, and the position after them."""
    match = _TOKEN_RUN.match(data, position)
    assert match is not None
    if match[0].lower() != b"form-data":
        raise _Failure("a Content-Disposition that is not form-data")
    position = match.end()
    name: str | None = None
    filename: str | None = None
    filename_is_extended = False
    while position < len(data) and not data.startswith(b"\r\n", position):
        parameter, position = _parse_parameter(data, position)
        if parameter is None:
            break
        parameter_name, value, extended = parameter
        if parameter_name == "name":
            name = value
        elif parameter_name == "filename":
            # RFC 5987 section 4.1: filename* wins over filename, in any order.
            if extended:
                filename = value
                filename_is_extended = True
            elif not filename_is_extended:
                filename = value
    if name is None:
        raise _Failure("a Content-Disposition without a name")
    return name, filename, position


def _parse_parameter(data: bytes, position: int) -> tuple[tuple[str, str, bool] | None, int]:
    """One ``; name=value`` parameter from ``position`` (its ";" and the white space after it
    optional): its lowercased name, its value and whether it was ``name*=`` (RFC 5987), or None
    where there is none (the position then after what was read)."""
    if data.startswith(b";", position):
        position += 1
    position = _skip(_TABS_AND_SPACES, data, position)
    match = _PARAMETER_NAME.match(data, position)
    assert match is not None
    position = match.end()
    if not match[0]:
        return None, position
    parameter_name = match[0].decode("ascii").lower()
    extended = data.startswith(b"*", position)
    if extended:
        position += 1
    if not data.startswith(b"=", position):
        return None, position
    position = _skip(_TABS_AND_SPACES, data, position + 1)
    if extended:
        match = _EXTENDED_VALUE.match(data, position)
        assert match is not None
        position = match.end()
        value = _extended_value(match[0])
    elif data.startswith(b'"', position):
        match = _QUOTED_VALUE.match(data, position + 1)
        assert match is not None
        position = match.end()
        if not data.startswith(b'"', position):
            raise _Failure(f"no closing quote at byte {position}")
        position += 1
        value = utf8_decode(match[0])
        if "%" in value:
            for escape, replacement in _QUOTED_ESCAPES:
                value = value.replace(escape, replacement)
    else:
        match = _TOKEN_RUN.match(data, position)
        assert match is not None
        position = match.end()
        value = match[0].decode("ascii")
    return (parameter_name, value, extended), position


def _extended_value(raw: bytes) -> str:
    """An RFC 5987 ext-value as undici reads it: ``utf-8`` (any case) and two bytes skipped (the
    language tag's quotes, whatever they are), the rest UTF-8 decoded and percent-decoded as
    ``decodeURIComponent`` does."""
    if raw[:5].lower() != b"utf-8":
        raise _Failure("an extended parameter value not in utf-8''")
    text = utf8_decode(raw[7:])
    from webapi.js import URIError

    try:
        return decodeURIComponent(text)
    except URIError:
        raise _Failure(f"an extended parameter value that is not UTF-8: {text!r}") from None


def _node_base64_decode(body: bytes | memoryview) -> bytes:
    """The bytes of a base64 part as undici decodes them: ``Buffer.from(text, "base64")`` of its
    UTF-8 decoding (with replacement). Node reads each UTF-16 code unit of the text by its low
    byte (U+0144 counts as "D", U+013D as "="), skips the bytes outside the standard and
    URL-safe alphabets (white space, U+FFFD's 0xFD), stops at the first "=" and drops a last
    lone character."""
    text = bytes(body).decode("utf-8", "replace")
    if text.isascii():
        low_bytes = text.encode("ascii")
    else:
        low_bytes = text.encode("utf-16-le", "surrogatepass")[::2]
    kept = low_bytes.split(b"=", 1)[0].translate(_URL_SAFE_TO_STANDARD, _BASE64_SKIPPED)
    if len(kept) % 4 == 1:
        kept = kept[:-1]
    return a2b_base64(kept + b"=" * (-len(kept) % 4))
