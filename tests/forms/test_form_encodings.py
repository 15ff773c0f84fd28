"""The HTML Standard's form encodings (webapi.forms): multipart/form-data with its
boundary, escapes and line breaks, text/plain, the name-value pairs the urlencoded serializer
takes, and a form's legacy encoding. The byte-for-byte comparisons with undici and Chromium are
test_forms_differential_node.py and tests/e2e/test_forms_chromium.py."""

from __future__ import annotations

import re

import pytest

from webapi.fileapi.engine import BlobImpl, FileImpl
from webapi.forms import (
    convert_to_list_of_name_value_pairs,
    multipart_form_data_boundary,
    multipart_form_data_chunks,
    multipart_form_data_encode,
    normalize_line_breaks,
    text_plain_encode,
)
from webapi.url import urlencoded_serialize
from webapi.xhr.engine import FormDataImpl


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("", ""),
        ("a", "a"),
        ("\r", "\r\n"),
        ("\n", "\r\n"),
        ("\r\n", "\r\n"),
        ("\n\r", "\r\n\r\n"),
        ("\r\r\n\n", "\r\n\r\n\r\n"),
        ("a\rb\nc\r\nd", "a\r\nb\r\nc\r\nd"),
        ("\u2028\x85\x0b", "\u2028\x85\x0b"),  # only CR and LF are line breaks here
    ],
)
def test_normalize_line_breaks(given: str, expected: str) -> None:
    assert normalize_line_breaks(given) == expected


def _example() -> FormDataImpl:
    form = FormDataImpl(clock=lambda: 0)
    form.append("field", "value")
    form.append("file", BlobImpl([b"\x00\r\n\xff"], "Text/Plain"), "a.txt")
    form.append("empty", FileImpl([], "", last_modified=0))
    return form


def test_the_layout() -> None:
    body = multipart_form_data_encode(_example().entry_list, "XyZ")
    assert body == (
        b"--XyZ\r\n"
        b'Content-Disposition: form-data; name="field"\r\n'
        b"\r\n"
        b"value\r\n"
        b"--XyZ\r\n"
        b'Content-Disposition: form-data; name="file"; filename="a.txt"\r\n'
        b"Content-Type: text/plain\r\n"
        b"\r\n"
        b"\x00\r\n\xff\r\n"
        b"--XyZ\r\n"
        b'Content-Disposition: form-data; name="empty"; filename=""\r\n'
        b"Content-Type: application/octet-stream\r\n"
        b"\r\n"
        b"\r\n"
        b"--XyZ--\r\n"
    )


def test_an_empty_entry_list() -> None:
    assert multipart_form_data_encode([], "b") == b"--b--\r\n"


def test_names_are_normalized_then_escaped_and_filenames_only_escaped() -> None:
    file = FileImpl([b"\r\n\n"], 'f"\r\n\r.txt')
    body = multipart_form_data_encode([('n"\n\r', "v\rw\n"), ("a\r\nb", file)], "B")
    assert b'name="n%22%0D%0A%0D%0A"\r\n\r\nv\r\nw\r\n\r\n' in body
    assert b'name="a%0D%0Ab"; filename="f%22%0D%0A%0D.txt"' in body
    assert b"\r\n\r\n\r\n\n\r\n--B--" in body  # a file's bytes are its own


def test_nothing_else_is_escaped() -> None:
    name = "\\%\x00'\u00e9\U0001f600;=&"
    body = multipart_form_data_encode([(name, name)], "B")
    assert f'name="{name}"\r\n\r\n{name}\r\n'.encode() in body


def test_a_lone_surrogate_in_a_hand_made_entry_list_is_u_fffd() -> None:
    assert b'name="\xef\xbf\xbd"' in multipart_form_data_encode([("\ud800", "")], "B")


def test_the_boundary() -> None:
    boundaries = {multipart_form_data_boundary() for _ in range(1000)}
    assert len(boundaries) == 1000
    for boundary in boundaries:
        # Chromium's form, and a boundary the multipart/form-data draft allows (27 to 70 of
        # ASCII alphanumerics, "'", "-" and "_").
        assert re.fullmatch(r"----WebKitFormBoundary[A-Za-z0-9]{16}", boundary)


def test_chunks_are_the_body_with_the_files_bytes_shared() -> None:
    data = bytes(300_000)
    entry_list = [("a", "1"), ("f", FileImpl([data], "f")), ("b", "2")]
    chunks = multipart_form_data_chunks(entry_list, "B")
    assert b"".join(chunks) == multipart_form_data_encode(entry_list, "B")
    assert next(chunk for chunk in chunks if isinstance(chunk, memoryview)).obj is data
    assert len(chunks) == 3


def test_what_is_not_an_entry_list_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="entry_list"):
        multipart_form_data_encode([("a", BlobImpl())], "B")  # type: ignore[list-item]
    with pytest.raises(TypeError, match="entry_list"):
        convert_to_list_of_name_value_pairs([("a", 1)])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="boundary"):
        multipart_form_data_encode([], b"B")  # type: ignore[arg-type]


def test_pairs_text_plain_and_urlencoded() -> None:
    form = _example()
    form.append("a\rb=c", "x\ny&z")
    pairs = convert_to_list_of_name_value_pairs(form.entry_list)
    assert pairs == [("field", "value"), ("file", "a.txt"), ("empty", ""), ("a\r\nb=c", "x\r\ny&z")]
    assert text_plain_encode(pairs) == (
        "field=value\r\nfile=a.txt\r\nempty=\r\na\r\nb=c=x\r\ny&z\r\n"
    )
    assert urlencoded_serialize(pairs) == (
        "field=value&file=a.txt&empty=&a%0D%0Ab%3Dc=x%0D%0Ay%26z"
    )


def test_a_legacy_encoding() -> None:
    form = FormDataImpl(clock=lambda: 0)
    form.append("é€日", "ä\r€")
    form.append("f", FileImpl([b"\xe9"], 'é"日'))
    body = multipart_form_data_encode(form.entry_list, "B", "windows-1252")
    assert b'name="\xe9\x80&#26085;"\r\n\r\n\xe4\r\n\x80\r\n' in body
    assert b'name="f"; filename="\xe9%22&#26085;"\r\nContent-Type: application/octet-stream' in body


def test_escapes_apply_to_the_encoded_bytes() -> None:
    """ISO-2022-JP writes U+3001 as the bytes 0x21 0x22 between its escape sequences: the 0x22
    is escaped as any other."""
    body = multipart_form_data_encode([("\u3001", "")], "B", "ISO-2022-JP")
    assert b'name="\x1b$B!%22\x1b(B"' in body
