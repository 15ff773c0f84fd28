"""Where CPython's codec of the same name decodes otherwise than the Encoding Standard:
the table of docs/encoding.md, computed (``python tests/encoding/codec_differences.py``
prints it; ``test_docs_encoding.py`` checks the committed copy)."""

from __future__ import annotations

import codecs

import wpt.encoding
from webapi.encoding import get_decoder


def _codec(name: str) -> str | None:
    try:
        return codecs.lookup(name).name
    except LookupError:
        return None


def _ours(name: str, data: bytes) -> str | None:
    try:
        return get_decoder(name, fatal=True).decode(data, True)
    except UnicodeDecodeError:
        return None


def _theirs(codec: str, data: bytes) -> str | None:
    try:
        return data.decode(codec)
    except UnicodeDecodeError:
        return None


def count(name: str, codec: str) -> int:
    """Byte sequences (every single byte, every pair whose first byte is not ASCII) that
    the two decode differently, an error on one side only included."""
    sequences = [bytes((a,)) for a in range(256)]
    if name not in SINGLE_BYTE:
        sequences += [bytes((a, b)) for a in range(0x80, 0x100) for b in range(256)]
    return sum(_ours(name, s) != _theirs(codec, s) for s in sequences)


SINGLE_BYTE = {
    e["name"]
    for group in wpt.encoding.encodings()
    if group["heading"] == "Legacy single-byte encodings"
    for e in group["encodings"]
} | {"x-user-defined"}


def rows() -> list[tuple[str, str, str]]:
    out = []
    for group in wpt.encoding.encodings():
        for e in group["encodings"]:
            name = e["name"]
            if name in ("replacement", "UTF-8"):
                continue
            codec = _codec(name)
            if codec is None:
                out.append((name, "(none)", "-"))
            else:
                out.append((name, codec, f"{count(name, codec):,}"))
    return out


def table() -> str:
    lines = ["| encoding | CPython codec of that name | byte sequences decoded differently |"]
    lines.append("| --- | --- | ---: |")
    lines += [f"| {a} | {b} | {c} |" for a, b, c in rows()]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(table(), end="")
