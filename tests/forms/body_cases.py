"""multipart/form-data bodies for the parser's differential against undici's ``formData()``.

- :func:`named_cases`: the situations python-multipart's test data covers (its
  ``tests/test_data/http`` files, Apache-2.0, read for their subjects), written here in our own
  words and bytes: one field, several fields and files, leading newlines, a trailer, headers in
  other cases, a UTF-8 filename, base64 and quoted-printable parts, a CR or CR LF inside a header,
  an empty header line, a bad initial boundary, text almost matching the boundary (with and
  without its CR, LF or final hyphen), CR LF-dense file data, an empty message, a header name
  with digits;
- :func:`generate_bodies`: bodies webapi's encoder writes for the generated FormData cases of
  ``form_cases``, with boundaries of every shape, then changed by mutations that reach each step
  of the parser (line endings, header names and values, the Content-Disposition parameters in
  every form undici reads, escapes, byte order marks, base64 parts, preambles and epilogues,
  boundary text inside values, random bytes).
"""

from __future__ import annotations

import base64
import random
import re
from collections.abc import Callable

from form_cases import build, generate

from webapi.forms import multipart_form_data_encode

#: A case: a name, the Content-Type header and the body.
Case = tuple[str, str, bytes]


def _part(boundary: str, headers: str, body: bytes) -> bytes:
    return f"--{boundary}\r\n{headers}\r\n\r\n".encode() + body + b"\r\n"


def _end(boundary: str) -> bytes:
    return f"--{boundary}--\r\n".encode()


def named_cases() -> list[Case]:
    """python-multipart's subjects, in our own bodies."""
    b = "----WebKitFormBoundaryQx7mTz2K9pLw4vNd"
    ct = f"multipart/form-data; boundary={b}"
    field = 'Content-Disposition: form-data; name="field"'
    text_file = 'Content-Disposition: form-data; name="file"; filename="notes.txt"'
    cases: list[Case] = [
        ("single field", ct, _part(b, field, b"A value.") + _end(b)),
        (
            "multiple fields",
            ct,
            _part(b, 'Content-Disposition: form-data; name="one"', b"1")
            + _part(b, 'Content-Disposition: form-data; name="two"', b"2")
            + _end(b),
        ),
        ("single file", ct, _part(b, text_file + "\r\nContent-Type: text/plain", b"x") + _end(b)),
        (
            "multiple files",
            ct,
            _part(b, text_file + "\r\nContent-Type: text/plain", b"first")
            + _part(
                b,
                'Content-Disposition: form-data; name="file2"; filename="b.bin"\r\n'
                "Content-Type: application/octet-stream",
                bytes(range(256)),
            )
            + _end(b),
        ),
        (
            "field and file",
            ct,
            _part(b, field, b"v") + _part(b, text_file, b"no type given") + _end(b),
        ),
        ("leading newlines", ct, b"\r\n\r\n" + _part(b, field, b"v") + _end(b)),
        ("trailer after the end", ct, _part(b, field, b"v") + _end(b) + b"trailing words\r\n"),
        ("no CR LF after the end", ct, _part(b, field, b"v") + f"--{b}--".encode()),
        (
            "header names in other cases",
            ct,
            _part(b, 'CONTENT-DISPOSITION: FORM-DATA; NAME="Upper"', b"1")
            + _part(b, 'content-disposition: form-data; name="lower"', b"2")
            + _part(b, 'Content-Disposition: form-data; Name="mixed"\r\ncontent-TYPE: A/B', b"3")
            + _end(b),
        ),
        (
            "UTF-8 filename",
            ct,
            _part(
                b,
                'Content-Disposition: form-data; name="file"; filename="日本語.txt"',
                "こんにちは".encode(),
            )
            + _end(b),
        ),
        (
            "base64 part",
            ct,
            _part(
                b,
                text_file + "\r\nContent-Transfer-Encoding: base64",
                base64.b64encode(b"Hello, base64!"),
            )
            + _end(b),
        ),
        (
            "base64 and plain parts",
            ct,
            _part(b, field, b"plain")
            + _part(
                b,
                'Content-Disposition: form-data; name="b"\r\nContent-Transfer-Encoding: base64',
                b"SGVs\r\nbG8=",
            )
            + _end(b),
        ),
        (
            "quoted-printable part (kept as it is)",
            ct,
            _part(b, text_file + "\r\nContent-Transfer-Encoding: quoted-printable", b"a=3Db")
            + _end(b),
        ),
        (
            "CR inside a header",
            ct,
            _part(b, 'Content-Disposition: form-data;\r name="field"', b"v") + _end(b),
        ),
        (
            "CR LF inside a header",
            ct,
            _part(b, 'Content-Disposition: form-data;\r\n name="field"', b"v") + _end(b),
        ),
        (
            "CR inside a header value",
            ct,
            _part(b, field + "\r\nContent-Type: text/\rplain", b"v") + _end(b),
        ),
        ("an empty header name", ct, _part(b, ": nothing\r\n" + field, b"v") + _end(b)),
        ("a header without a colon", ct, _part(b, "Oops\r\n" + field, b"v") + _end(b)),
        ("headers not ended", ct, f"--{b}\r\n{field}\r\nv\r\n".encode() + _end(b)),
        ("a bad initial boundary", ct, _part(b[:-1] + "X", field, b"v") + _end(b)),
        ("an empty message", ct, _end(b)),
        ("an empty message with a bad end", ct, f"--{b}-X\r\n".encode()),
        (
            "a header name with digits",
            ct,
            _part(b, "X-Header-2: yes\r\n" + field, b"v") + _end(b),
        ),
        (
            "CR LF-dense file data",
            ct,
            _part(b, text_file, b"\r\n" * 20 + f"--{b[:-2]}\r\n\r\n--{b[:5]}\r\n".encode())
            + _end(b),
        ),
        ("data in blocks", ct, _part(b, field, b"0123456789ABCDEFGHIJ" * 50) + _end(b)),
    ]
    # Text almost matching the boundary: the boundary with its CR, its LF or its final hyphen
    # missing, or a letter off, inside the content.
    short = "boundary"
    for label, near in [
        ("almost the boundary", "\r\n--boundar\r\n--boundaryq--boundary\rq--bo"),
        ("without its CR", "\n--boundary"),
        ("without its LF", "\r--boundary\r"),
        ("without the final hyphen", f"\r\n--{short}-"),
    ]:
        body = _part(short, 'Content-Disposition: form-data; name="field"', near.encode())
        cases.append(
            (f"text {label}", f"multipart/form-data; boundary={short}", body + _end(short))
        )
    return cases


BOUNDARIES: list[Callable[[random.Random], str]] = [
    lambda rng: (
        "----WebKitFormBoundary"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    ),
    lambda rng: f"----formdata-undici-0{rng.randrange(10**11):011d}",
    lambda rng: rng.choice(["foo", "x", "BOUNDARY", "b0undary", "--", "a'b-c_d", "=_=", "1"]),
    lambda rng: "".join(rng.choice("abc-_'0") for _ in range(rng.randrange(1, 71))),
]


def _content_type(rng: random.Random, boundary: str) -> str:
    if rng.random() < 0.1 or not re.fullmatch(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+", boundary):
        return f'multipart/form-data; boundary="{boundary}"'
    return rng.choice(
        [
            f"multipart/form-data; boundary={boundary}",
            f"Multipart/Form-Data;boundary={boundary};charset=utf-8",
            f"multipart/form-data; charset=utf-8; boundary={boundary}",
        ]
    )


#: Bytes random edits insert or put in place of others.
EDIT_BYTES = b"\r\n\";:= -%\\`*\x00\xff\t'aZ"
#: Header lines a mutation adds after a boundary line.
EXTRA_HEADERS = [
    b"X-Extra: v\r\n",
    b"Content-Type: text/weird\r\n",
    b"content-type:  TEXT/Plain ; a=b \t\r\n",
    b"X-`: 1\r\n",
    b"Bad Header: x\r\n",
    b": no name\r\n",
    b"Content-Transfer-Encoding: base64\r\n",
    b"Content-Transfer-Encoding: BASE64\r\n",
    b"Content-Transfer-Encoding: quoted-printable\r\n",
    b'Content-Disposition: form-data; name="again"\r\n',
    b"Content-Type: t\xe9xt/plain\r\n",
    b"X-Long: " + b"y" * 300 + b"\r\n",
]
#: Content-Disposition values a mutation puts in place of one.
DISPOSITIONS = [
    b'form-data; name="a"',
    b"form-data; name=a",
    b'FORM-DATA; NAME="a"',
    b'form-data;name="a";filename="f"',
    b'form-data; name="a" ; filename="f"',
    b'form-data; name = "a"',
    b'form-data name="a"',
    b'form-data; name="a"; ',
    b'form-data; name="a"; extra',
    b'form-data; name="a"; x=1',
    b'form-data; name="a"; filename=f.txt',
    b"form-data; name=\"a\"; filename*=utf-8''%E2%82%AC.txt",
    b"form-data; name=\"a\"; filename*=UTF-8'en'%C3%A9",
    b"form-data; name=\"a\"; filename*=utf-8''%FF",
    b"form-data; name=\"a\"; filename*=utf-8''%E2%82",
    b"form-data; name=\"a\"; filename*=iso-8859-1''x",
    b'form-data; name="a"; filename*=utf-8',
    b'form-data; name="a"; filename*=utf-8\'\'x; filename="y"',
    b'form-data; name="a"; filename="y"; filename*=utf-8\'\'x',
    b"form-data; name*=utf-8''%C3%A9",
    b'form-data; name="a\\"b"',
    b'form-data; name="a%0a%0D%22b%2"',
    b'form-data; name="\xef\xbb\xbfbom"; filename="\xef\xbb\xbff"',
    b'form-data; name="\xff\xfe"',
    b'form-data; name="unclosed',
    b"form-data",
    b'attachment; name="a"',
    b'form-data2; name="a"',
    b'form-data; filename="only"',
    b'form-data; name=""',
    b"form-data; name=a=b",
    b'form-data; na`me="a"; name="b"',
]


def _mutate(rng: random.Random, body: bytes, boundary: str) -> bytes:
    data = bytearray(body)
    kind = rng.randrange(12)
    boundary_line = f"--{boundary}\r\n".encode()
    starts = [m.end() for m in re.finditer(re.escape(boundary_line), bytes(data))]
    if kind == 0 and b"\r\n" in data:  # a CR LF becomes LF (or CR)
        positions = [m.start() for m in re.finditer(b"\r\n", bytes(data))]
        at = rng.choice(positions)
        data[at : at + 2] = rng.choice([b"\n", b"\r", b"\n\r", b"\r\r\n"])
    elif kind == 1 and starts:  # an extra header line
        at = rng.choice(starts)
        data[at:at] = rng.choice(EXTRA_HEADERS)
    elif kind == 2:  # another Content-Disposition value
        matches = list(re.finditer(rb"(?i)content-disposition: ([^\r\n]*)", bytes(data)))
        if matches:
            match = rng.choice(matches)
            data[match.start(1) : match.end(1)] = rng.choice(DISPOSITIONS)
    elif kind == 3:  # header name cases
        data = bytearray(
            re.sub(
                rb"Content-(Disposition|Type)",
                lambda m: b"".join(
                    rng.choice([m[0][i : i + 1].lower(), m[0][i : i + 1].upper()])
                    for i in range(len(m[0]))
                ),
                bytes(data),
            )
        )
    elif kind == 4:  # a preamble
        data[0:0] = rng.choice([b"preamble\r\n", b"\r\n\r\n", b"x", b"--", rng.randbytes(20)])
    elif kind == 5:  # an epilogue, or the end changed
        end = f"--{boundary}--".encode()
        at = bytes(data).rfind(end)
        if at >= 0:
            data[at + len(end) :] = rng.choice(
                [b"", b"\r\nepilogue", b"--\r\n", b"\r\n\r\n", b"x", b"\n"]
            )
            if rng.random() < 0.3:
                data[at + len(end) - 2 : at + len(end)] = rng.choice([b"", b"\r\n", b"-"])
    elif kind == 6 and starts:  # a base64 part
        content = rng.randbytes(rng.randrange(40))
        encoded = base64.b64encode(content)
        if rng.random() < 0.5:
            encoded = b"\r\n".join(encoded[i : i + 8] for i in range(0, len(encoded), 8))
        if rng.random() < 0.3:
            encoded += rng.choice([b"!!", b"=x", b" ", b"\xc3\xa9", b"-_"])
        part = (
            b'Content-Disposition: form-data; name="b64"'
            + rng.choice([b"", b'; filename="f.bin"'])
            + b"\r\nContent-Transfer-Encoding: base64\r\n\r\n"
            + encoded
            + b"\r\n"
            + boundary_line
        )
        at = rng.choice(starts)
        data[at:at] = part
    elif kind == 7:  # the boundary's text inside a value
        at = rng.randrange(len(data) + 1)
        data[at:at] = rng.choice([b"", b"x", b"\r\n", b"\r\n-", b"-"]) + boundary.encode()
    elif kind == 8:  # escapes and a byte order mark in a quoted name
        matches = list(re.finditer(rb'name="', bytes(data)))
        if matches:
            at = rng.choice(matches).end()
            data[at:at] = rng.choice([b"%0a", b"%0D", b"%22", b"%2", b"%%0A", b"\xef\xbb\xbf"])
    else:  # random bytes changed, inserted or removed
        for _ in range(rng.randrange(1, 4)):
            if not data:
                break
            at = rng.randrange(len(data))
            roll = rng.random()
            if roll < 0.4:
                data[at] = rng.choice(EDIT_BYTES)
            elif roll < 0.8:
                data[at:at] = bytes([rng.choice(EDIT_BYTES)])
            else:
                del data[at]
    return bytes(data)


def generate_bodies(count: int, seed: int) -> list[Case]:
    """``count`` bodies from ``seed``: a fifth as webapi writes them, the rest mutated."""
    rng = random.Random(seed)
    cases: list[Case] = []
    forms = generate(count, seed + 1, large=2000)
    for index, operations in enumerate(forms):
        boundary = rng.choice(BOUNDARIES)(rng)
        body = multipart_form_data_encode(build(operations).entry_list, boundary)
        if rng.random() < 0.8:
            for _ in range(rng.randrange(1, 4)):
                body = _mutate(rng, body, boundary)
        cases.append((f"generated {index}", _content_type(rng, boundary), body))
    return cases
