"""A ``<meta>`` past the prescan's 1,024 bytes (issue #31 item 3): it changes a tentative
encoding only where the parser inserts a meta element ("in head"'s steps for a meta start
tag, https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead, then "change
the encoding", #changing-the-encoding-while-parsing), found by tokenizing as tree
construction has the tokenizer tokenize; and it costs tokenizing only as far as needed."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pytest

from webapi.html import decode_html, links
from webapi.html.parsing import _tree_builder
from webapi.html.parsing._encoding_sniffing import _decode_html, change_the_encoding
from webapi.html.parsing._tokenizer import Tokenizer

PAD = b"x" * 1100
LATE = PAD + b'<meta charset="utf-8">'
BODY = b"<p>caf\xe9"  # windows-1252 "café"; in UTF-8 "caf\ufffd"

#: Pages where the late <meta> is not an element (5ce1ee5 took UTF-8 from each, silently).
NOT_INSERTED = {
    "title": b"<title>" + LATE + b"</title>",
    "script": b"<script>" + LATE + b"</script>",
    "style": b"<style>" + LATE + b"</style>",
    "textarea": b"<textarea>" + LATE + b"</textarea>",
    "noscript (scripting enabled)": b"<head><noscript>" + LATE + b"</noscript></head>",
    "xmp": b"<xmp>" + LATE + b"</xmp>",
    "iframe": b"<iframe>" + LATE + b"</iframe>",
    "frameset": b"<frameset>" + LATE + b"</frameset>",
    "after a frameset": b"<frameset></frameset>" + LATE,
    "script, escaped": b"<script><!--<script>" + LATE + b"</script>--></script>",
    "attribute value": b"<p title='" + LATE + b"'>",
    "comment after a title": b"<title>a</title><!--" + LATE + b"-->",
    "plaintext": b"<plaintext>" + LATE,
    "CDATA in svg": b"<svg><![CDATA[" + LATE + b"]]></svg>",
}
#: Pages where it is an element the parser inserts: the encoding changes.
INSERTED = {
    "head": b"<head><title>t</title>" + LATE + b"</head>",
    "body": b"<body><p>" + LATE,
    "template contents": b"<template>" + LATE + b"</template>",
    "svg (meta breaks out of foreign content)": b"<svg><g>" + LATE + b"</g></svg>",
    "svg desc (an integration point)": b"<svg><desc>" + LATE + b"</desc></svg>",
    "select": b"<select>" + LATE + b"</select>",
    "after a title": b"<title>" + PAD + b"</title>" + b'<meta charset="utf-8">',
    "after text, a frameset ignored": b"<p>text</p><frameset>" + LATE,
    "character reference": PAD + b'<meta charset="&#x75;tf-8">',
    "http-equiv": PAD + b'<meta http-equiv="Content-Type" content="text/html; charset=utf-8">',
    "http-equiv, any case": PAD + b"<META HTTP-EQUIV=content-type CONTENT='charset=utf-8'>",
    "unknown charset, then http-equiv": PAD
    + b'<meta charset="bogus" http-equiv="content-type" content="charset=utf-8">',
}


@pytest.mark.parametrize("page", NOT_INSERTED.values(), ids=NOT_INSERTED.keys())
def test_a_meta_that_is_no_element_changes_nothing(page: bytes) -> None:
    assert decode_html(page + BODY, "text/html") == (
        (page + BODY).decode("cp1252"),
        "windows-1252",
    )


@pytest.mark.parametrize("page", INSERTED.values(), ids=INSERTED.keys())
def test_a_meta_element_changes_the_encoding(page: bytes) -> None:
    decoded = decode_html(page + BODY, "text/html")
    assert decoded.encoding == "UTF-8"
    assert decoded.text.endswith("caf\ufffd")


def test_the_issue_example() -> None:
    page = b"<title>" + b"x" * 1100 + b'<meta charset="utf-8"></title><p>caf\xe9'
    assert decode_html(page, "text/html") == (page.decode("cp1252"), "windows-1252")


def test_scripting_disabled_parses_noscript() -> None:
    page = b"<head><noscript>" + LATE + b"</noscript></head>" + BODY
    assert _decode_html(page, None, None, True).encoding == "windows-1252"
    assert _decode_html(page, None, None, False).encoding == "UTF-8"


def test_the_first_meta_element_decides() -> None:
    # a prescanned encoding the parser's first meta element confirms: certain, the late one
    # is ignored
    early = b'<meta charset="koi8-r">' + LATE + b"\xc1"
    assert decode_html(early) == (early.decode("koi8-r"), "KOI8-R")
    # the prescan's <meta> is inside <title> (no element): the parser's first meta changes it
    titled = b'<title><meta charset="koi8-r"></title>' + LATE + BODY
    assert decode_html(titled).encoding == "UTF-8"
    # one that names no encoding does not count
    unknown = b'<meta charset="nonsense">' + LATE + BODY
    assert decode_html(unknown).encoding == "UTF-8"
    # within the first 1,024 bytes too: the prescan reads "charset" first, the parser the
    # http-equiv pragma after an unknown charset
    short = b'<meta charset="bogus" http-equiv="content-type" content="charset=utf-8">' + BODY
    assert decode_html(short).encoding == "UTF-8"


def test_change_the_encoding() -> None:
    assert change_the_encoding("UTF-16LE", "Shift_JIS") == "UTF-16LE"
    assert change_the_encoding("UTF-16BE", "UTF-8") == "UTF-16BE"
    assert change_the_encoding("windows-1252", "UTF-16BE") == "UTF-8"
    assert change_the_encoding("windows-1252", "UTF-16LE") == "UTF-8"
    assert change_the_encoding("UTF-8", "x-user-defined") == "windows-1252"
    assert change_the_encoding("KOI8-R", "KOI8-R") == "KOI8-R"
    assert change_the_encoding("windows-1252", "GBK") == "GBK"


def test_utf_16_and_x_user_defined() -> None:
    late16 = PAD + b'<meta charset="utf-16le">' + BODY
    assert decode_html(late16).encoding == "UTF-8"
    user = b"<p>" + PAD + b'<meta charset="x-user-defined">\x80'
    assert decode_html(user, default="utf-8") == (user.decode("cp1252"), "windows-1252")
    # a tentative UTF-16 (the prescan's "<?x" in UTF-16LE) stays: "set the confidence to
    # certain and return"
    xml = "<?xml version='1.0'?><p>".encode("utf-16-le") + LATE + BODY
    assert decode_html(xml).encoding == "UTF-16LE"
    assert decode_html(LATE + BODY, default="utf-16be").encoding == "UTF-16BE"


def test_iso_2022_jp_escapes_between_the_letters() -> None:
    # decoded with the tentative ISO-2022-JP, "<me" ESC ( B "ta" is "<meta": the tokenizer
    # reads the text, not the bytes
    page = b"<p>" + PAD + b"<me\x1b(Bta charset=utf-8>" + b"<p>caf\xc3\xa9"
    assert decode_html(page, default="iso-2022-jp") == (page.decode("utf-8"), "UTF-8")


class _Recorder(Tokenizer):
    """The tokenizer, remembering each instance (to see how far it went)."""

    made: ClassVar[list[Tokenizer]] = []

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        _Recorder.made.append(self)


def test_tokenizing_only_as_far_as_needed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_tree_builder, "Tokenizer", _Recorder)
    _Recorder.made.clear()
    # no "<meta" at all: no tokenizer
    plain = b"<p>" + b"caf\xe9 " * 200_000
    assert decode_html(plain).encoding == "windows-1252"
    assert _Recorder.made == []
    # a "<meta" inside <title> early, then a megabyte of text: the tokenizer stops after
    # the title
    page = b"<title>" + LATE + b"</title>" + b"<p>caf\xe9 " * 200_000
    assert decode_html(page).encoding == "windows-1252"
    assert len(_Recorder.made) == 1
    assert _Recorder.made[0].pos < len(LATE) + 100
    # the first meta element naming an encoding ends the tokenizing (here it is plainly the
    # head's first: its tag alone is tokenized, no tree construction)
    _Recorder.made.clear()
    page = b'<meta charset="windows-1252">' + b"<p>caf\xe9 " * 200_000 + b"<meta charset=utf-8>"
    assert decode_html(page).encoding == "windows-1252"
    assert _Recorder.made == []
    page = b"<p>" + page
    assert decode_html(page).encoding == "windows-1252"
    assert _Recorder.made[0].pos < 100


def test_links_follow_the_encoding_and_frameset_modes() -> None:
    page = b"<title>" + LATE + b"</title><a href='/caf\xe9'>"
    assert [link.url for link in links(page, "http://a/")] == ["http://a/caf%C3%A9"]
    # in a frameset document the start tags other than frame, frameset and noframes are
    # ignored: no link
    framed = b"<frameset><frame src=/f><a href=/x></frameset>"
    assert [link.url for link in links(framed, "http://a/")] == ["http://a/f"]
    # a frameset after text in the body is ignored: the frame is no element either
    late = b"<p>text<frameset><frame src=/f><a href=/x>"
    assert [link.url for link in links(late, "http://a/")] == ["http://a/x"]


def test_decode_command_decodes_as_decode_html(
    tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    from webapi.cli._main import main

    head = tmp_path / "head.html"
    head.write_bytes(
        b"<head><title>t</title>" + PAD
        + b'<meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>'
        + b"<p>caf\xc3\xa9"
    )  # fmt: skip
    assert main(["decode", str(head)]) == 0
    assert capsysbinary.readouterr().out.endswith("<p>café".encode())
    titled = tmp_path / "title.html"
    titled.write_bytes(b"<title>" + LATE + b"</title>" + BODY)
    assert main(["decode", str(titled)]) == 0
    assert capsysbinary.readouterr().out.endswith("<p>café".encode())
