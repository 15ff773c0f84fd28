"""``sniff_encoding(..., browser="chromium")`` and ``decode_html(..., browser="chromium")``
(issue #42 item 11): the encoding Chromium gives a page, where its search for a ``<meta>``
departs from the Standard's prescan and change of the encoding (docs/browsers.md). The
Standard stays the default.

:data:`CHROMIUM_156` holds what Chromium 156 reported as ``document.characterSet`` for the
pages of each departure (``tests/e2e/test_late_meta_chromium.py`` asks Chromium again and
checks these answers); the other tests pin the rules read from Chromium's sources
(``webapi/html/parsing/_chromium_meta.py``) one by one.
"""

from __future__ import annotations

import pytest

from tests.html.test_late_meta import BODY, LATE, PAD
from webapi.html import decode_html, sniff_encoding

META = b'<meta charset="utf-8">'

#: A <meta charset> in raw text within the first 1,024 bytes: the Standard's prescan finds it,
#: Chromium's tokenizer reads it as text (docs/browsers.md, chromium-meta-in-raw-text).
IN_RAW_TEXT = {
    f"raw text {name}": b"<" + name.encode() + b">" + META + b"</" + name.encode() + b">"
    for name in ("script", "title", "style", "textarea", "noframes", "noembed", "xmp", "iframe")
} | {
    "raw text svg title": b"<svg><title>" + META + b"</title></svg>",
    "raw text math title": b"<math><title>" + META + b"</title></math>",
    "raw text title in head": b"<head><title>" + META + b"</title></head>",
}

#: Chromium 156's document.characterSet for pages (+ BODY, served as text/html) where it
#: departs from the Standard: the raw-text pages above and those of the other classes
#: (tests/html/test_late_meta.py's names).
CHROMIUM_156 = {
    **dict.fromkeys(IN_RAW_TEXT, "windows-1252"),
    "body": "windows-1252",
    "template contents": "windows-1252",
    "select": "windows-1252",
    "noscript (scripting enabled)": "UTF-8",
    "unknown charset, then http-equiv": "windows-1252",
}

PAGES = IN_RAW_TEXT | {
    "body": b"<body><p>" + LATE,
    "template contents": b"<template>" + LATE + b"</template>",
    "select": b"<select>" + LATE + b"</select>",
    "noscript (scripting enabled)": b"<head><noscript>" + LATE + b"</noscript></head>",
    "unknown charset, then http-equiv": PAD
    + b'<meta charset="bogus" http-equiv="content-type" content="charset=utf-8">',
}


@pytest.mark.parametrize("name", list(CHROMIUM_156))
def test_chromium_answers_where_it_departs_from_the_standard(name: str) -> None:
    page = PAGES[name] + BODY
    chromium = decode_html(page, "text/html", browser="chromium")
    assert chromium.encoding == CHROMIUM_156[name]
    assert chromium.text == page.decode(
        "cp1252" if chromium.encoding != "UTF-8" else "utf-8", "replace"
    )
    # the Standard, the default, departs there (before: no way to get Chromium's answer)
    assert decode_html(page, "text/html").encoding != CHROMIUM_156[name]
    assert sniff_encoding(page, browser="chromium").encoding == CHROMIUM_156[name]


def _chromium(page: bytes, content_type: str | None = None) -> str:
    return decode_html(page, content_type, browser="chromium").encoding


def test_the_first_1024_characters_are_read_whatever_the_tags() -> None:
    # a <meta> after body content, starting before / at the 1,024th character
    before = b"<p>" + b"x" * (1024 - 4) + META
    at = b"<p>" + b"x" * (1024 - 3) + META
    assert before.index(b"<meta") == 1023 and at.index(b"<meta") == 1024
    assert _chromium(before) == "UTF-8"
    assert _chromium(at) == "windows-1252"
    assert _chromium(at.replace(b"<p>", b"<div>")) == "windows-1252"
    # CR LF counts as two characters read (Chromium reads bytes, before newline normalization)
    assert _chromium(b"<p>\r\n" + b"x" * (1024 - 6) + META) == "UTF-8"
    assert _chromium(b"<p>\r\n" + b"x" * (1024 - 5) + META) == "windows-1252"


def test_the_head_s_tags_keep_the_search_going() -> None:
    head = b"<html><head><title>t</title><link rel=x><script>1</script><style></style>"
    head += b"<base href=/><object></object><noscript></noscript></head>"
    assert _chromium(head.replace(b"</head>", PAD + META + b"</head>")) == "UTF-8"
    # an end tag of the head ends it, as any other tag does
    assert _chromium(head + PAD + META) == "windows-1252"
    assert _chromium(b"<custom-element>" + PAD + META) == "windows-1252"


def test_a_meta_that_names_nothing_is_passed() -> None:
    assert _chromium(b'<meta charset="nope"><meta charset="koi8-r">') == "KOI8-R"
    assert _chromium(b'<meta name=x><meta charset="gbk">') == "GBK"


def test_what_a_meta_names() -> None:
    pragma = b'<meta http-equiv="Content-Type" content="text/html; charset=shift_jis">'
    assert _chromium(pragma) == "Shift_JIS"
    # content without the pragma names nothing; the pragma in any case
    assert _chromium(b'<meta content="charset=shift_jis">') == "windows-1252"
    assert _chromium(b"<meta HTTP-EQUIV=CONTENT-TYPE content='charset=gbk'>") == "GBK"
    # a charset attribute before content wins, and content after it is not read
    assert _chromium(b'<meta charset=gbk http-equiv=content-type content="charset=big5">') == "GBK"
    assert _chromium(b'<meta http-equiv=content-type content="charset=big5" charset=gbk>') == "GBK"
    # Chromium's reading of content: quoted, or up to a space, quote or ";"
    assert _chromium(b"<meta http-equiv=content-type content='x; charset=\"euc-kr\"'>") == "EUC-KR"
    assert _chromium(b"<meta http-equiv=content-type content='charset=euc-jp;x'>") == "EUC-JP"
    assert _chromium(b"<meta http-equiv=content-type content='charset=\"gbk'>") == "windows-1252"
    # the prescan's mappings: x-user-defined is windows-1252, UTF-16 UTF-8
    assert _chromium(b'<meta charset="x-user-defined">') == "windows-1252"
    assert _chromium(b'<meta charset="utf-16le">') == "UTF-8"


def test_noscript_is_markup_and_cdata_a_comment() -> None:
    assert _chromium(b"<noscript>" + META + b"</noscript>") == "UTF-8"
    # no tree construction, so no CDATA section: a bogus comment up to the first ">", the
    # meta's own; what follows it is markup again
    assert _chromium(b"<svg><![CDATA[" + META + b"]]></svg>") == "windows-1252"
    assert _chromium(b"<svg><![CDATA[x>" + META + b"]]></svg>") == "UTF-8"
    assert _chromium(b"<!--" + META + b"-->") == "windows-1252"
    assert _chromium(b"<p title='" + META + b"'>") == "windows-1252"


def test_byte_order_mark_transport_and_xml_declaration() -> None:
    page = b"<title>" + META + b"</title>" + BODY
    assert _chromium(b"\xef\xbb\xbf" + page) == "UTF-8"
    assert _chromium(page, "text/html; charset=gbk") == "GBK"
    assert sniff_encoding(page, "text/html; charset=gbk", browser="chromium").confidence == (
        "certain"
    )
    assert _chromium(b'<?xml version="1.0" encoding="big5"?>' + page) == "Big5"
    assert _chromium(b'<?xml version="1.0" encoding="big5"?>' + META) == "UTF-8"
    assert _chromium("<?xml".encode("utf-16le")) == "UTF-16LE"
    assert _chromium(b"<p>caf\xe9", None) == "windows-1252"
    assert decode_html(b"<p>caf\xe9", default="koi8-r", browser="chromium").encoding == "KOI8-R"


def test_the_browser_argument() -> None:
    assert sniff_encoding(META, browser=None) == sniff_encoding(META)
    with pytest.raises(ValueError, match="'firefox'"):
        sniff_encoding(META, browser="firefox")
    with pytest.raises(TypeError, match="'browser'"):
        decode_html(META, browser=1)  # type: ignore[arg-type]
