"""Generated FormData cases for the form-encoding differentials (Node 26's undici, Chromium).

A case is a list of FormData operations, JSON for both sides:

- ``["append" | "set", name, value]`` with a string value, or
  ``["append" | "set", name, blob, filename]`` with ``blob`` a dict (``bits``: base64 of the
  bytes, ``type``, ``file``: a File's own name or None for a plain Blob, ``lastModified``) and
  ``filename`` a string or None (not given);
- ``["delete", name]``.

Names, values, filenames and types draw on every ASCII code point (:func:`all_ascii_case` puts
each in a name, a value and a filename), CR, LF, quotes, backslashes, percent signs, and a sample
of non-ASCII code points: Latin-1, U+2028, a byte order mark, CJK, an emoji (also written as its
two surrogates), lone surrogates, noncharacters. Files are empty, small, some KB, or large.
"""

from __future__ import annotations

import base64
import random
from dataclasses import dataclass
from typing import Any

from webapi.fileapi import Blob, File
from webapi.forms import multipart_form_data_encode
from webapi.xhr.engine import FormDataImpl

#: The characters the escaping, the line-break normalization and the USVString conversion
#: act on, and their neighbours.
SPECIAL = ["\r", "\n", "\r\n", '"', "\\", "%", "%0A", "%22", "=", "&", ";", ":", " ", "\t", "+"]
NON_ASCII = [
    "é",
    "\u00a0",
    "\u00ff",
    "\u0100",
    "\u2028",
    "\ufeff",
    "日本",
    "\U0001f600",
    "\ud83d\ude00",  # the same emoji as a surrogate pair (JavaScript's form of it)
    "\ud800",
    "\udc00",
    "a\ud83d",
    "\ufffd",
    "\uffff",
    "\U0010ffff",
    "e\u0301",
]
TYPES = [
    "",
    "text/plain",
    "TEXT/HTML; Charset=UTF-8",
    "application/octet-stream",
    "image/png",
    "a\tb",
    "é/x",
    "x/y\x7f",
    " spaced ",
    "multipart/form-data; boundary=x",
]


def text(rng: random.Random, longest: int = 12) -> str:
    """A string of up to ``longest`` pieces drawn from all of the above."""
    pieces = []
    for _ in range(rng.randrange(longest + 1)):
        roll = rng.random()
        if roll < 0.4:
            pieces.append(chr(rng.randrange(0x20, 0x7F)))
        elif roll < 0.7:
            pieces.append(rng.choice(SPECIAL))
        elif roll < 0.8:
            pieces.append(chr(rng.randrange(0x80)))
        else:
            pieces.append(rng.choice(NON_ASCII))
    return "".join(pieces)


def bits(rng: random.Random, large: int) -> bytes:
    """A file's bytes: empty, a few, some KB, or (rarely) up to ``large`` bytes; CR, LF and
    hyphens more often than chance, so that a body holds lines that look like boundaries."""
    roll = rng.random()
    if roll < 0.2:
        return b""
    if roll < 0.7:
        size = rng.randrange(1, 65)
    elif roll < 0.97:
        size = rng.randrange(100, 5000)
    else:
        size = rng.randrange(large // 4, large + 1)
    data = bytearray(rng.randbytes(size))
    for _ in range(min(size // 8, 64)):
        data[rng.randrange(size)] = rng.choice(b"\r\n-")
    return bytes(data)


def blob_value(rng: random.Random, large: int) -> dict[str, Any]:
    file_name = None if rng.random() < 0.5 else text(rng, 6) if rng.random() < 0.9 else ""
    return {
        "bits": base64.b64encode(bits(rng, large)).decode("ascii"),
        "type": rng.choice(TYPES) if rng.random() < 0.8 else text(rng, 5),
        "file": file_name,
        "lastModified": rng.randrange(1, 2**45) if file_name is not None else None,
    }


def generate(count: int, seed: int, large: int = 50_000) -> list[list[list[Any]]]:
    """``count`` cases from ``seed``: up to eight operations each."""
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        names = [text(rng, 6) for _ in range(rng.randrange(1, 4))]
        operations: list[list[Any]] = []
        for _ in range(rng.randrange(9)):
            name = rng.choice(names) if rng.random() < 0.7 else text(rng, 6)
            method = "append" if rng.random() < 0.8 else "set"
            roll = rng.random()
            if roll < 0.08 and operations:
                operations.append(["delete", name])
            elif roll < 0.55:
                operations.append([method, name, text(rng)])
            else:
                filename = None if rng.random() < 0.5 else text(rng, 6)
                operations.append([method, name, blob_value(rng, large), filename])
        cases.append(operations)
    return cases


def all_ascii_case() -> list[list[Any]]:
    """Every ASCII code point in a name, a string value, a File's name and a filename given to
    ``append``."""
    operations: list[list[Any]] = []
    for code in range(0x80):
        c = chr(code)
        operations.append(["append", f"n{c}x", f"v{c}y"])
        blob = {"bits": "", "type": "", "file": f"f{c}z", "lastModified": 1}
        operations.append(["append", f"m{c}x", blob, None])
        plain = {"bits": "eA==", "type": "", "file": None, "lastModified": None}
        operations.append(["append", f"o{c}x", plain, f"g{c}z"])
    return operations


def blob_of(value: dict[str, Any]) -> Blob:
    data = base64.b64decode(value["bits"])
    if value["file"] is None:
        return Blob([data], type=value["type"])
    return File([data], value["file"], type=value["type"], lastModified=value["lastModified"])


def build(operations: list[list[Any]]) -> FormDataImpl:
    """The FormData the operations make, with webapi."""
    form = FormDataImpl(clock=lambda: 0)
    for operation in operations:
        if operation[0] == "delete":
            form.delete(operation[1])
            continue
        method = form.append if operation[0] == "append" else form.set
        if isinstance(operation[2], str):
            method(operation[1], operation[2])
        else:
            method(operation[1], blob_of(operation[2]), operation[3])
    return form


#: JavaScript (Node or Chromium) that runs a case's operations on a FormData ``form``: the
#: body of ``(form, operations) => ...``, for the functions below and the e2e test's.
JS_APPLY = r"""
  for (const [method, name, value, filename] of operations) {
    if (method === "delete") { form.delete(name); continue; }
    if (typeof value === "string") { form[method](name, value); continue; }
    const bytes = Uint8Array.from(atob(value.bits), (c) => c.charCodeAt(0));
    const blob = value.file === null
      ? new Blob([bytes], {type: value.type})
      : new File([bytes], value.file, {type: value.type, lastModified: value.lastModified});
    if (filename === null) form[method](name, blob); else form[method](name, blob, filename);
  }
"""

#: A JavaScript function (Node or Chromium) of a list of cases: for each, the FormData's
#: ``Content-Type`` and body (base64) as ``new Request(url, {method: "POST", body})`` writes
#: them, and its entries (a string, or a File's name, type, size and lastModified).
JS_ENCODE = (
    "async (cases) => {\nconst apply = (form, operations) => {"
    + JS_APPLY
    + r"""};
  const toBase64 = (bytes) => {
    let s = "";
    for (let i = 0; i < bytes.length; i += 0x8000)
      s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(s);
  };
  const out = [];
  for (const operations of cases) {
    const form = new FormData();
    apply(form, operations);
    const entries = [...form].map(([name, value]) => typeof value === "string"
      ? [name, value]
      : [name, [value.name, value.type, value.size, value.lastModified]]);
    const request = new Request("http://example.com/", {method: "POST", body: form});
    const body = new Uint8Array(await request.arrayBuffer());
    out.push([request.headers.get("content-type"), toBase64(body), entries]);
  }
  return out;
}"""
)


def entries_of(form: FormDataImpl) -> list[list[Any]]:
    """The entries as :data:`JS_ENCODE` reports them (a File made of a Blob has the clock's
    lastModified, 0, where JavaScript's has the time: see :func:`same_entries`)."""
    return [
        [
            name,
            value
            if isinstance(value, str)
            else [value.name, value.type, value.size, value.last_modified],
        ]
        for name, value in form.entry_list
    ]


def same_entries(ours: list[list[Any]], theirs: list[list[Any]]) -> bool:
    """Whether the entries agree, a lastModified of 0 on our side (a File made of a Blob "now")
    standing for any time on theirs."""
    if len(ours) != len(theirs):
        return False
    for (name, value), (their_name, their_value) in zip(ours, theirs, strict=True):
        if isinstance(value, list) and isinstance(their_value, list) and value[3] == 0:
            their_value = [*their_value[:3], 0]
        if [name, value] != [their_name, their_value]:
            return False
    return True


def boundary_of(content_type: str) -> str:
    """The boundary of a ``multipart/form-data; boundary=...`` header a FormData body has."""
    prefix = "multipart/form-data; boundary="
    assert content_type.startswith(prefix), content_type
    return content_type[len(prefix) :]


def differences(cases: list[list[list[Any]]], theirs: list[Any]) -> list[Difference]:
    """The cases whose body or entries differ from :data:`JS_ENCODE`'s results ``theirs``:
    webapi's body written with the other side's boundary."""
    found = []
    for operations, (content_type, body, their_entries) in zip(cases, theirs, strict=True):
        form = build(operations)
        ours = multipart_form_data_encode(form.entry_list, boundary_of(content_type))
        their_body = base64.b64decode(body)
        same = same_entries(entries_of(form), their_entries)
        if not same or ours != their_body:
            found.append(Difference(operations, form.entry_list, ours, their_body, same))
    return found


@dataclass(frozen=True)
class Difference:
    operations: list[list[Any]]
    entry_list: list[Any]
    ours: bytes
    theirs: bytes
    #: Whether the entries were the same (only the bodies differ).
    same_entries: bool
