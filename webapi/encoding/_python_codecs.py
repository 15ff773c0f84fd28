"""Which Encoding Standard encoding a document's character encoding name stands for.

A document's character encoding is an encoding of the Encoding Standard
(https://encoding.spec.whatwg.org/#names-and-labels). Scrapers mostly know it by another
name: the one their HTTP library or ``chardet`` reports, often a Python codec name. This maps
both kinds of names to the encoding a browser would use:

1. an Encoding Standard label (``shift_jis``, ``latin1``, ``utf-16``, ``x-sjis``, ...) is
   looked up as a browser looks it up (https://encoding.spec.whatwg.org/#concept-encoding-get);
2. anything else is looked up as a Python codec name or alias (``codecs.lookup``: ``cp932``,
   ``euc_jp``, ``latin-1``, ``utf_8``, ``U8``, ...), and the codec is mapped by the table
   below to the Encoding Standard encoding browsers use for the same bytes;
3. a name neither knows, or a codec no browser has (``utf-32``, ``cp037``, ...), is a
   :class:`LookupError` naming it.

=============================================  ==========================================
Python codec (canonical name)                   Encoding Standard encoding
=============================================  ==========================================
utf-8, utf-8-sig                                UTF-8
utf-16, utf-16-le                               UTF-16LE
utf-16-be                                       UTF-16BE
ascii, iso8859-1 (latin-1), cp1252              windows-1252 (browsers decode latin-1 and
                                                ASCII labels as windows-1252)
iso8859-2 ... -8, -10, -13 ... -16              ISO-8859-2 ... -8, -10, -13 ... -16
iso8859-9                                       windows-1254
iso8859-11, tis-620, cp874                      windows-874
cp1250 ... cp1258                               windows-1250 ... windows-1258
cp866                                           IBM866
koi8-r, koi8-u                                  KOI8-R, KOI8-U
mac-roman, mac-cyrillic                         macintosh, x-mac-cyrillic
cp932, shift_jis, shift_jis_2004, shift_jisx0213  Shift_JIS
euc_jp, euc_jis_2004, euc_jisx0213              EUC-JP
iso2022_jp, iso2022_jp_1/_2/_2004/_3/_ext       ISO-2022-JP
gb2312, gbk                                     GBK
gb18030                                         gb18030
big5, big5hkscs, cp950                          Big5
euc_kr, cp949                                   EUC-KR
hz, iso2022_kr                                  replacement (browsers decode these labels
                                                as the replacement encoding)
=============================================  ==========================================
"""

from __future__ import annotations

import codecs

from webapi._webidl import require_str

from ._encoders import get_encoding

__all__ = ["document_encoding"]

_CODEC_TO_ENCODING: dict[str, str] = {
    "utf-8": "UTF-8",
    "utf-8-sig": "UTF-8",
    "utf-16": "UTF-16LE",
    "utf-16-le": "UTF-16LE",
    "utf-16-be": "UTF-16BE",
    "ascii": "windows-1252",
    "iso8859-1": "windows-1252",
    "cp1252": "windows-1252",
    **{f"iso8859-{n}": f"ISO-8859-{n}" for n in (2, 3, 4, 5, 6, 7, 8, 10, 13, 14, 15, 16)},
    "iso8859-9": "windows-1254",
    "iso8859-11": "windows-874",
    "tis-620": "windows-874",
    "cp874": "windows-874",
    **{f"cp125{n}": f"windows-125{n}" for n in range(9)},
    "cp866": "IBM866",
    "koi8-r": "KOI8-R",
    "koi8-u": "KOI8-U",
    "mac-roman": "macintosh",
    "mac-cyrillic": "x-mac-cyrillic",
    "cp932": "Shift_JIS",
    "shift_jis": "Shift_JIS",
    "shift_jis_2004": "Shift_JIS",
    "shift_jisx0213": "Shift_JIS",
    "euc_jp": "EUC-JP",
    "euc_jis_2004": "EUC-JP",
    "euc_jisx0213": "EUC-JP",
    **{
        name: "ISO-2022-JP"
        for name in (
            "iso2022_jp",
            "iso2022_jp_1",
            "iso2022_jp_2",
            "iso2022_jp_2004",
            "iso2022_jp_3",
            "iso2022_jp_ext",
        )
    },
    "gb2312": "GBK",
    "gbk": "GBK",
    "gb18030": "gb18030",
    "big5": "Big5",
    "big5hkscs": "Big5",
    "cp950": "Big5",
    "euc_kr": "EUC-KR",
    "cp949": "EUC-KR",
    "hz": "replacement",
    "iso2022_kr": "replacement",
}


def document_encoding(name: str) -> str:
    """The Encoding Standard encoding (its name, as the standard spells it) that ``name``
    (an Encoding Standard label or a Python codec name or alias) stands for in a browser.

    Raises :class:`LookupError` naming ``name`` when it is neither, or names a codec that no
    browser has; ``TypeError`` when it is not a string.
    """
    require_str(name, "document_encoding", "name")
    found = get_encoding(name)
    if found is not None:
        return found
    try:
        codec = codecs.lookup(name).name
    except (LookupError, ValueError):  # ValueError: a NUL; UnicodeEncodeError: a surrogate
        raise LookupError(
            f"unknown encoding: {name!r} (neither an Encoding Standard label nor a Python codec)"
        ) from None
    try:
        return _CODEC_TO_ENCODING[codec]
    except KeyError:
        raise LookupError(
            f"encoding {name!r} (Python codec {codec!r}) is not an encoding browsers have"
        ) from None
