"""HTML's prescan and XML declarations: step 2 of
https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding
(``<?x`` in UTF-16) and "get an XML encoding"
(https://html.spec.whatwg.org/multipage/parsing.html#concept-get-xml-encoding-when-sniffing),
which the prescan returns when its ``<meta>`` loop finds nothing. The differential against
html-encoding-sniffer 7 is in ``tests/encoding/test_differential_exodus.py``.
"""

from __future__ import annotations

import pytest

from webapi.html import decode_html, get_xml_encoding, prescan, sniff_encoding


def test_the_issue_examples() -> None:
    assert sniff_encoding(b'<?xml version="1.0" encoding="iso-8859-2"?>') == (
        "ISO-8859-2",
        "tentative",
    )
    assert sniff_encoding('<?xml version="1.0"?><p>é'.encode("utf-16-le")).encoding == "UTF-16LE"
    assert sniff_encoding('<?xml version="1.0"?><p>é'.encode("utf-16-be")).encoding == "UTF-16BE"


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        # Step 2: six bytes, "<?x" in UTF-16; the name after them is not checked.
        (b"<\x00?\x00x\x00", "UTF-16LE"),
        (b"\x00<\x00?\x00x", "UTF-16BE"),
        (b"<\x00?\x00x\x00y\x00z\x00", "UTF-16LE"),
        (b"<\x00?\x00X\x00", "windows-1252"),  # case-sensitive
        (b"<\x00?\x00", "windows-1252"),  # four bytes are not the sequence
        # ... and it comes before any <meta>.
        ('<?xml?><meta charset="gbk">'.encode("utf-16-le"), "UTF-16LE"),
        # A <meta> the loop finds wins over the XML declaration.
        (b'<?xml version="1.0" encoding="koi8-r"?><meta charset=gbk>', "GBK"),
        (b'<?xml encoding="koi8-r"?><meta charset=nonsense>', "KOI8-R"),
    ],
)
def test_prescan_step_2_and_the_order(head: bytes, expected: str) -> None:
    assert sniff_encoding(head).encoding == expected


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        (b'<?xml version="1.0" encoding="iso-8859-2"?>', "ISO-8859-2"),
        (b"<?xml encoding='koi8-r'?>", "KOI8-R"),
        (b"<?xml encoding \t\x01= \x0b'gbk'?>", "GBK"),  # 6., 9.: every byte up to 0x20
        (b"<?xml fooencoding='gbk'>", "GBK"),  # 4.: "encoding" anywhere, even in a name
        (b'<?xml encoding="utf-16"?>', "UTF-8"),  # 17.
        (b'<?xml encoding="utf-16be"?>', "UTF-8"),
        (b'<?xml encoding="x-user-defined"?>', "x-user-defined"),  # not windows-1252 here
        (b'<?xml encoding="gbk>"', None),  # 13.: a quote past ">" leaves ">" in the label
        (b'<?XML encoding="gbk"?>', None),  # 2.: case-sensitive, at the start
        (b' <?xml encoding="gbk"?>', None),
        (b'<?xml encoding="gbk"', None),  # 3.: no ">"
        (b'<?xml version="1.0"?> encoding="gbk">', None),  # 4.: before the first ">"
        (b"<?xml encoding>", None),  # 7.
        (b"<?xml encoding=gbk>", None),  # 11.
        (b'<?xml encoding="gbk>', None),  # 13.
        (b'<?xml encoding=" gbk"?>', None),  # 15.
        (b'<?xml encoding="nonsense"?>', None),  # 16.: failure
        (b'<?xml encoding=""?>', None),
        (b"<?xmlencoding='gbk'?>", "GBK"),
    ],
)
def test_get_an_xml_encoding(head: bytes, expected: str | None) -> None:
    assert get_xml_encoding(head) == expected
    assert prescan(head) == expected
    assert sniff_encoding(head).encoding == (expected or "windows-1252")


def test_the_declaration_may_end_past_the_prescan_limit() -> None:
    head = b'<?xml version="1.0"' + b" " * 2000 + b' encoding="gbk"?>'
    assert prescan(head) == "GBK"  # as html-encoding-sniffer 7 reads it
    assert prescan(head, 10) == "GBK"


def test_a_bom_and_the_transport_layer_come_first() -> None:
    head = b'<?xml encoding="gbk"?>'
    assert sniff_encoding(b"\xef\xbb\xbf" + head).encoding == "UTF-8"
    assert sniff_encoding(head, "text/html;charset=koi8-r").encoding == "KOI8-R"


def test_decode_html_decodes_utf16_without_a_bom() -> None:
    text = '<?xml version="1.0"?><p>日本</p>'
    assert decode_html(text.encode("utf-16-le")) == (text, "UTF-16LE")
    assert decode_html(text.encode("utf-16-be")) == (text, "UTF-16BE")
    # A late <meta> does not change a UTF-16 document ("changing the encoding while parsing").
    late = text + " " * 1100 + "<meta charset=gbk>"
    assert decode_html(late.encode("utf-16-le")).encoding == "UTF-16LE"


def test_get_xml_encoding_takes_bytes() -> None:
    assert get_xml_encoding(bytearray(b"<?xml encoding='gbk'>")) == "GBK"  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="data"):
        get_xml_encoding('<?xml encoding="gbk">')  # type: ignore[arg-type]
