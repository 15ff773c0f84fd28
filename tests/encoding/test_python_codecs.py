"""``webapi.html.document_encoding``: Encoding Standard labels and Python codec names."""

from __future__ import annotations

import pytest

from webapi.html import document_encoding, resolve
from wpt.encoding import encodings


def test_every_encoding_standard_label() -> None:
    groups = encodings()
    count = 0
    for group in groups:
        for encoding in group["encodings"]:
            for label in encoding["labels"]:
                assert document_encoding(label) == encoding["name"]
                assert document_encoding(f" {label.upper()}\t") == encoding["name"]
                count += 1
    assert count > 200


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("cp932", "Shift_JIS"),
        ("shift_jis", "Shift_JIS"),
        ("SJIS", "Shift_JIS"),
        ("euc_jp", "EUC-JP"),
        ("euc-jis-2004", "EUC-JP"),
        ("latin-1", "windows-1252"),
        ("latin_1", "windows-1252"),
        ("iso-8859-1", "windows-1252"),
        ("utf_8", "UTF-8"),
        ("U8", "UTF-8"),
        ("utf-8-sig", "UTF-8"),
        ("utf_16", "UTF-16LE"),
        ("utf_16_be", "UTF-16BE"),
        ("iso8859_9", "windows-1254"),
        ("tis_620", "windows-874"),
        ("mac_roman", "macintosh"),
        ("big5hkscs", "Big5"),
        ("cp950", "Big5"),
        ("cp949", "EUC-KR"),
        ("gb2312", "GBK"),
        ("iso2022_jp_2", "ISO-2022-JP"),
        ("hz", "replacement"),
    ],
)
def test_python_codec_names(name: str, expected: str) -> None:
    assert document_encoding(name) == expected


@pytest.mark.parametrize("name", ["utf-32", "cp037", "no-such-encoding", "", "rot13"])
def test_unknown_names_are_lookup_errors_that_name_them(name: str) -> None:
    with pytest.raises(LookupError, match=repr(name).replace("\\", "\\\\")):
        document_encoding(name)
    with pytest.raises(LookupError):
        resolve("a?é", "http://example.test/", encoding=name)
