"""The multipart/form-data encoding algorithm and its boundary string:
https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#multipart/form-data-encoding-algorithm

The body is written as browsers write it (Chromium, Firefox, WebKit and Node's undici agree on
the layout): per entry ``--`` boundary CR LF, ``Content-Disposition: form-data; name="..."``
(with ``; filename="..."`` and a ``Content-Type`` line for a file: the File's type, or
``application/octet-stream`` when it has none), an empty line, the value, CR LF; then ``--``
boundary ``--`` CR LF. Names and filenames are escaped as the standard says (LF as ``%0A``, CR as
``%0D``, ``"`` as ``%22``, nothing else); names and string values have their line breaks
normalized to CR LF first, filenames do not.
"""

from __future__ import annotations

import os

from webapi._lazy import lazy_imports
from webapi._webidl import require_str

from ._pairs import entries, normalize_line_breaks

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Iterable

    from webapi.encoding import encode, get_encoding, get_output_encoding
    from webapi.xhr.engine import Entry, FormDataImpl
else:  # legacy encodings load on first use
    lazy_imports(globals(), "webapi.encoding", ("encode", "get_encoding", "get_output_encoding"))

__all__ = [
    "multipart_form_data_boundary",
    "multipart_form_data_chunks",
    "multipart_form_data_encode",
]

#: What a file part without a type says it holds (RFC 7578 section 4.4's default, which
#: browsers write).
_DEFAULT_FILE_TYPE = "application/octet-stream"
_ALPHANUMERIC = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
#: Bytes of the escaped characters, and what each becomes.
_ESCAPES = ((b"\n", b"%0A"), (b"\r", b"%0D"), (b'"', b"%22"))
#: Fields whose text is encoded at once: a body of many fields is written in pieces of about
#: this many, so that the time grows in step with the fields.
_TEXT_PIECES = 256


def multipart_form_data_boundary() -> str:
    """A new multipart/form-data boundary string
    (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#multipart/form-data-boundary-string),
    in Chromium's form: ``----WebKitFormBoundary`` and 16 random ASCII alphanumerics (95 bits
    from the operating system's random source; a body holding it by chance is as unlikely as in
    a browser)."""
    letters = bytes([_ALPHANUMERIC[byte % 62] for byte in os.urandom(16)])
    return "----WebKitFormBoundary" + letters.decode("ascii")


def _escape_text(s: str) -> str:
    """The escape of a name or filename, on text (for UTF-8: LF, CR and ``"`` are ASCII, and
    UTF-8 uses no ASCII byte inside the encoding of another code point)."""
    if "\n" in s or "\r" in s or '"' in s:
        s = s.replace("\n", "%0A").replace("\r", "%0D").replace('"', "%22")
    return s


def _escape_bytes(data: bytes) -> bytes:
    """ "Escaped by replacing any 0x0A (LF) bytes with the byte sequence `%0A`, 0x0D (CR) with
    `%0D` and 0x22 (") with `%22`" (on the encoded bytes: a legacy encoding such as ISO-2022-JP
    may write those bytes inside a character)."""
    for byte, escape in _ESCAPES:
        if byte in data:
            data = data.replace(byte, escape)
    return data


def _utf8(s: str) -> bytes:
    """UTF-8 (a hand-made entry list may hold a lone surrogate: U+FFFD, as a USVString)."""
    try:
        return s.encode("utf-8")
    except UnicodeEncodeError:
        from webapi._webidl import scalar_value_string

        return scalar_value_string(s).encode("utf-8")


def multipart_form_data_chunks(
    entry_list: Iterable[Entry] | FormDataImpl, boundary: str, encoding: str = "UTF-8"
) -> list[bytes | memoryview]:
    """The multipart/form-data encoding algorithm's byte sequence for ``entry_list`` and
    ``boundary``, as pieces whose concatenation it is: each file's bytes are the File's own,
    not copied (for a body sent as an iterable: ``requests``' ``data=``, ``httpx``'s
    ``content=``). ``encoding`` is the label of the form's encoding (UTF-8 for ``FormData``;
    a legacy encoding writes what it cannot encode as ``&#`` code point ``;``; an unknown label
    is a ``LookupError``)."""
    function = "multipart_form_data_chunks"
    if type(boundary) is not str:
        boundary = require_str(boundary, function, "boundary")
    if encoding != "UTF-8":
        name = get_encoding(require_str(encoding, function, "encoding"))
        if name is None:
            raise LookupError(f"{function}(): unknown encoding: {encoding!r}")
        encoding = get_output_encoding(name)
        if encoding != "UTF-8":
            return _legacy_chunks(entries(entry_list, function), boundary, encoding)
    chunks: list[bytes | memoryview] = []
    text: list[str] = []  # the text since the last file, encoded at once
    start = f'--{boundary}\r\nContent-Disposition: form-data; name="'
    for name, value in entries(entry_list, function):
        name = _escape_text(normalize_line_breaks(name))
        if isinstance(value, str):
            text.append(f'{start}{name}"\r\n\r\n{normalize_line_breaks(value)}\r\n')
            if len(text) == _TEXT_PIECES:  # (pieces small enough to stay in the CPU caches)
                chunks.append(_utf8("".join(text)))
                text.clear()
        else:
            content_type = value._type or _DEFAULT_FILE_TYPE
            filename = _escape_text(value._name)
            text.append(
                f'{start}{name}"; filename="{filename}"\r\nContent-Type: {content_type}\r\n\r\n'
            )
            chunks.append(_utf8("".join(text)))
            text.clear()
            chunks.extend(value.chunks())
            text.append("\r\n")
    text.append(f"--{boundary}--\r\n")
    chunks.append(_utf8("".join(text)))
    return chunks


def _legacy_chunks(
    entry_list: Iterable[Entry], boundary: str, encoding: str
) -> list[bytes | memoryview]:
    """:func:`multipart_form_data_chunks` for an encoding other than UTF-8: names, values and
    filenames encoded with it ("html" error mode), then names and filenames escaped."""
    chunks: list[bytes | memoryview] = []
    start = f'--{boundary}\r\nContent-Disposition: form-data; name="'.encode()
    for name, value in entry_list:
        encoded_name = _escape_bytes(encode(normalize_line_breaks(name), encoding))
        if isinstance(value, str):
            chunks.append(start + encoded_name + b'"\r\n\r\n')
            chunks.append(encode(normalize_line_breaks(value), encoding) + b"\r\n")
        else:
            filename = _escape_bytes(encode(value._name, encoding))
            content_type = (value._type or _DEFAULT_FILE_TYPE).encode("utf-8")
            chunks.append(
                b'%s%s"; filename="%s"\r\nContent-Type: %s\r\n\r\n'
                % (start, encoded_name, filename, content_type)
            )
            chunks.extend(value.chunks())
            chunks.append(b"\r\n")
    chunks.append(f"--{boundary}--\r\n".encode())
    return chunks


def multipart_form_data_encode(
    entry_list: Iterable[Entry] | FormDataImpl, boundary: str, encoding: str = "UTF-8"
) -> bytes:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#multipart/form-data-encoding-algorithm:
    the body for ``entry_list`` (a ``FormDataImpl``, or ``(name, value)`` pairs, each value a
    ``str`` or a ``FileImpl``, as a FormData holds them) with ``boundary``
    (:func:`multipart_form_data_boundary` makes one; the ``Content-Type`` to send is
    ``multipart/form-data; boundary=`` and it) and ``encoding`` (see
    :func:`multipart_form_data_chunks`)."""
    return b"".join(multipart_form_data_chunks(entry_list, boundary, encoding))
