"""webapi.forms.multipart_form_data_parse on its own: each step on a body that reaches it,
the round trip with the encoder, the files viewing the input, the named classes' outcomes on
webapi's side (their undici side is test_multipart_classes.py, the generated comparison
test_multipart_parser_node.py)."""

from __future__ import annotations

import base64
import tracemalloc
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from multipart_classes import PARSING_CLASSES

from webapi.fileapi import File
from webapi.fileapi.engine import BlobImpl, FileImpl
from webapi.forms import (
    multipart_form_data_encode,
    multipart_form_data_parse,
    normalize_line_breaks,
)


def parse(body: bytes, boundary: str = "B") -> list[tuple[str, Any]]:
    return [
        (name, (value.name, value.type, bytes(value)) if isinstance(value, FileImpl) else value)
        for name, value in multipart_form_data_parse(body, boundary)
    ]


def fails(body: bytes, boundary: str = "B") -> bool:
    try:
        multipart_form_data_parse(body, boundary)
    except TypeError:
        return True
    return False


def part(headers: bytes, content: bytes = b"v") -> bytes:
    return b"--B\r\n" + headers + b"\r\n\r\n" + content + b"\r\n"


END = b"--B--\r\n"
NAME = b'Content-Disposition: form-data; name="a"'


def test_a_field_and_a_file() -> None:
    body = part(NAME) + part(NAME + b'; filename="f.txt"\r\nContent-Type: Text/HTML', b"<p>") + END
    assert parse(body) == [("a", "v"), ("a", ("f.txt", "text/html", b"<p>"))]


def test_a_file_part_without_a_type_is_text_plain_and_a_non_ascii_type_empty() -> None:
    assert parse(part(NAME + b'; filename=""') + END) == [("a", ("", "text/plain", b"v"))]
    typed = part(NAME + b'; filename="f"\r\nContent-Type: t\xe9xt/plain') + END
    assert parse(typed) == [("a", ("f", "", b"v"))]
    tab = part(NAME + b'; filename="f"\r\nContent-Type: a\tb  \t') + END
    assert parse(tab) == [("a", ("f", "", b"v"))]  # a tab inside: out of a Blob type's range


def test_a_string_value_keeps_its_byte_order_mark_and_is_decoded_with_replacement() -> None:
    assert parse(part(NAME, b"\xef\xbb\xbfx\xff") + END) == [("a", "\ufeffx\ufffd")]


def test_a_quoted_name_loses_its_byte_order_mark_and_has_its_escapes_decoded() -> None:
    headers = b'Content-Disposition: form-data; name="\xef\xbb\xbfn%0a%0D%22%2"; filename="%0A"'
    assert parse(part(headers) + END) == [('n\n\r"%2', ("\n", "text/plain", b"v"))]


def test_parameters_in_every_form_undici_reads() -> None:
    cases = {
        b"form-data; name=a": "a",
        b'FORM-DATA; NAME="a"': "a",
        b'form-data name="a"': "a",  # no ";" needed
        b'form-data; name="a"; ': "a",
        b'form-data; name="a"; extra': "a",
        b"form-data; name*=utf-8''%C3%A9": "é",
        b'form-data; name = "a"': None,  # space before "="
        b'form-data; name="a" ; x=1': None,  # space before ";"
        b'form-data; name="a\\"b"': None,  # no backslash escapes
        b'form-data; name="a': None,
        b"form-data; name=a=b": None,
        b"form-data": None,
        b'attachment; name="a"': None,
    }
    for value, name in cases.items():
        body = part(b"Content-Disposition: " + value) + END
        assert fails(body) if name is None else parse(body) == [(name, "v")], value


def test_filename_star_wins_in_either_order() -> None:
    for parameters in (
        b"; filename*=UTF-8''%E2%82%AC; filename=\"x\"",
        b"; filename=\"x\"; filename*=utf-8''%E2%82%AC",
        b"; filename*=utf-8'en'X%E2%82%AC",  # undici skips two bytes, whatever they are
    ):
        [(_, (filename, _, _))] = parse(part(NAME + parameters) + END)
        assert filename.endswith("€"), parameters
    assert fails(part(NAME + b"; filename*=latin-1''x") + END)
    assert fails(part(NAME + b"; filename*=utf-8''%FF") + END)  # undici: a URIError


def test_headers() -> None:
    assert parse(part(b"X-Header-2: yes\r\n" + NAME) + END) == [("a", "v")]
    assert parse(part(b"X-`: 1\r\n" + NAME) + END) == [("a", "v")]
    for bad in (b": x\r\n", b"Bad Header: x\r\n", b"NoColon\r\n", b"X: a\rb\r\n", b"X: a\nb\r\n"):
        assert fails(part(bad + NAME) + END), bad
    assert fails(part(b'Content-Disposition: form-data; filename="f"') + END)  # no name
    assert fails(b"--B\r\n\r\nv\r\n" + END)  # no headers
    two = part(
        b'Content-Disposition: form-data; name="a"\r\nContent-Disposition: form-data; name="b"'
    )
    assert parse(two + END) == [("b", "v")]


def test_preamble_epilogue_and_the_end() -> None:
    body = part(NAME) + END
    assert parse(b"preamble\r\n" + body + b"epilogue") == [("a", "v")]
    assert parse(b"x" + body) == [("a", "v")]  # the first "--" boundary, wherever it is
    assert parse(part(NAME) + b"--B--") == [("a", "v")]
    assert parse(END) == []
    assert fails(part(NAME) + b"--B")  # no close delimiter, and nothing after
    assert fails(part(NAME))
    assert fails(b"--B \r\n" + NAME + b"\r\n\r\nv\r\n" + END)  # no transport padding
    assert fails(b"")
    assert fails(b"--Bx--")


def test_a_part_ends_at_cr_lf_dash_dash_boundary() -> None:
    content = b"\n--B\r--B-\r\n-B xB --B\r\n-"
    assert parse(part(NAME, content) + END) == [("a", content.decode())]


def test_base64_parts_as_node_decodes_them() -> None:
    cte = b"\r\nContent-Transfer-Encoding: base64"
    assert parse(part(NAME + cte, b"SGVs\r\nbG8=") + END) == [("a", "Hello")]
    assert parse(part(NAME + cte, b"SGVsbG8=garbage") + END) == [("a", "Hello")]
    file = NAME + b'; filename="f"' + cte
    assert parse(part(file, b"-_ -_!!") + END) == [("a", ("f", "text/plain", b"\xfb\xff\xbf"))]
    assert parse(part(NAME + cte, "QUJ\u0144".encode()) + END) == [("a", "ABC")]
    assert parse(part(NAME + cte, b"Q") + END) == [("a", "")]
    upper = b"\r\nContent-Transfer-Encoding: BASE64"  # only "base64" is decoded
    assert parse(part(NAME + upper, b"SGk=") + END) == [("a", "SGk=")]
    qp = b"\r\nContent-Transfer-Encoding: quoted-printable"
    assert parse(part(NAME + qp, b"a=3Db") + END) == [("a", "a=3Db")]


def test_the_boundary_is_the_headers_bytes() -> None:
    assert parse(
        b'--\xe9\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--\xe9--', "é"
    ) == [("a", "v")]
    with pytest.raises(TypeError, match="boundary"):
        multipart_form_data_parse(b"", "\u0100")
    with pytest.raises(TypeError, match="boundary"):
        multipart_form_data_parse(b"", b"B")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="data"):
        multipart_form_data_parse("--B--", "B")  # type: ignore[arg-type]


@pytest.mark.parametrize("departure", PARSING_CLASSES, ids=lambda d: d.name)
def test_the_classes_witnesses_on_webapis_side(departure: Any) -> None:
    boundary = "é" if departure.name == "undici-non-latin1-boundary" else "BOUNDARY"
    expected = departure.ours
    if expected == "TypeError":
        assert fails(departure.witness, boundary)
    else:
        assert [list(entry) for entry in parse(departure.witness, boundary)] == expected


def test_files_view_the_input() -> None:
    content = bytes(20_000_000)
    body = part(NAME + b'; filename="big"', content) + END
    tracemalloc.start()
    try:
        [(_, file)] = multipart_form_data_parse(body, "B")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert isinstance(file, FileImpl) and file.size == 20_000_000
    assert file.chunks()[0].obj is body
    assert peak < 1_000_000  # a view of the 20 MB body, not a copy


#: Names without "%": the escapes are ambiguous ("%22" in a name comes back as '"', in undici
#: too: test_the_escapes_are_ambiguous).
_NAMES = st.text(st.characters(blacklist_characters="%"), max_size=8)
_FILES = st.builds(
    lambda data, name, type_: File([data], name, type=type_, lastModified=0),
    st.binary(max_size=64),
    _NAMES,
    st.sampled_from(["", "text/plain", "image/png", "application/json; charset=utf-8"]),
)


@given(st.lists(st.tuples(_NAMES, st.one_of(_NAMES, _FILES)), max_size=6))
def test_parsing_what_the_encoder_writes(entries: list[tuple[str, Any]]) -> None:
    """The entries come back, names and values with line breaks normalized, files' empty
    types as application/octet-stream (what the encoder writes)."""
    boundary = "----WebKitFormBoundaryx7WtR2q9Lm3nP0aZ"
    from webapi.xhr.engine import create_an_entry

    entry_list = [create_an_entry(name, value) for name, value in entries]
    body = multipart_form_data_encode(entry_list, boundary)
    expected = []
    for name, value in entry_list:
        name = normalize_line_breaks(name)
        if isinstance(value, FileImpl):
            expected.append(
                (name, (value.name, value.type or "application/octet-stream", bytes(value)))
            )
        else:
            expected.append((name, normalize_line_breaks(value)))
    assert parse(body, boundary) == expected


def test_the_escapes_are_ambiguous() -> None:
    body = multipart_form_data_encode([("%22", FileImpl([], '"%0A'))], "B")
    assert parse(body) == [('"', ('"\n', "application/octet-stream", b""))]


def test_every_class_is_documented() -> None:
    from pathlib import Path

    from multipart_classes import ENCODING_CLASSES

    page = Path(__file__).resolve().parents[2] / "docs" / "fetch-objects.md"
    text = page.read_text(encoding="utf-8")
    for departure in [*ENCODING_CLASSES, *PARSING_CLASSES]:
        assert f"### `{departure.name}`" in text, departure.name


def test_from_bytes_blobs() -> None:
    blob = BlobImpl.from_bytes(memoryview(b"abc")[1:], "x")
    assert (bytes(blob), blob.type) == (b"bc", "x")
    assert BlobImpl.from_bytes(base64.b64decode("")).size == 0
