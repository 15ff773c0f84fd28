"""Chromium's search for a ``<meta>`` that names a document's encoding, for scrapers that need
the encoding Chromium gives a page (``sniff_encoding(..., browser="chromium")`` and
``decode_html(..., browser="chromium")``); the Standard's prescan and its change of the
encoding while parsing (``_encoding_sniffing``) stay the default.

Chromium does not run the prescan of
https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding
nor change the encoding while parsing: before parsing, its ``HTMLMetaCharsetParser`` runs an
HTML tokenizer of its own over the bytes (read as Latin-1), without tree construction and with
scripting disabled, and takes the first ``<meta>`` start tag whose attributes name an encoding.
Read from Chromium's sources (``html_meta_charset_parser.cc``, ``html_parser_idioms.cc``,
``text_resource_decoder.cc``; the observed behaviour is pinned by
``tests/e2e/test_late_meta_chromium.py``), in webapi's own words:

* after a start tag of ``title`` or ``textarea`` the tokenizer reads RCDATA, after ``script``
  script data, after ``style``, ``iframe``, ``xmp``, ``noembed`` or ``noframes`` RAWTEXT, after
  ``plaintext`` PLAINTEXT, whatever the namespace (an SVG or MathML ``<title>`` too), so a
  ``<meta>`` inside them is text (docs/browsers.md, ``chromium-meta-in-raw-text``);
  ``<noscript>`` is markup (``chromium-meta-in-noscript``);
* the search ends once a start or end tag other than ``script``, ``noscript``, ``style``,
  ``link``, ``meta``, ``object``, ``title``, ``base`` (and the start tags ``html`` and ``head``)
  has been seen and 1,024 characters have been read (``chromium-late-meta-after-head-tags``);
* a ``meta`` names the encoding of its ``charset`` attribute if it has one (an unknown one names
  none, even where the element's ``http-equiv`` pragma would: ``chromium-meta-unknown-charset-
  hides-pragma``), else that of its ``content`` attribute (Chromium's reading of "charset=")
  where an ``http-equiv`` attribute is ``Content-Type``; a ``meta`` that names none is passed;
* the encoding named, x-user-defined is windows-1252, UTF-16BE/LE are UTF-8.

Chromium's guess from the bytes where nothing names an encoding (``chromium-encoding-
autodetect``) is not reproduced: the caller's ``default`` is taken there.
"""

from __future__ import annotations

import re

from webapi.encoding import get_encoding

from ._input_stream import normalize_newlines
from ._tokenizer import (
    Tokenizer,
    plaintext_state,
    rawtext_state,
    rcdata_state,
    script_data_state,
)
from ._tokens import EndTagToken, StartTagToken

__all__ = ["chromium_meta_encoding"]

#: The tokenizer state a start tag switches Chromium's meta search to ("UpdateStateFor").
_STATE_AFTER = {
    "title": rcdata_state,
    "textarea": rcdata_state,
    "plaintext": plaintext_state,
    "script": script_data_state,
    "style": rawtext_state,
    "iframe": rawtext_state,
    "xmp": rawtext_state,
    "noembed": rawtext_state,
    "noframes": rawtext_state,
}
#: The tags after which the search goes on past the first 1,024 characters ("in head section").
_HEAD_TAGS = frozenset(("script", "noscript", "style", "link", "meta", "object", "title", "base"))
#: The start tags that keep the search going too.
_HEAD_START_TAGS = frozenset(("html", "head"))
#: How many characters the search reads whatever the tags ("kBytesToCheckUnconditionally").
_READ_UNCONDITIONALLY = 1024
#: A ``<meta`` start tag: where the tag of a ``meta`` token begins.
_META_TAG = re.compile(r"<meta[\t\n\f />]", re.IGNORECASE | re.ASCII)
#: Chromium's HTML spaces, stripped around a ``charset`` value.
_HTML_SPACES = " \t\n\r\f"
#: Where an unquoted ``charset=`` value in ``content`` ends (any code point up to U+0020 too).
_UNQUOTED_END = re.compile("[\x00- \"';]")
_CHARSET = re.compile("charset", re.IGNORECASE | re.ASCII)


def _charset_in_content(value: str) -> str:
    """Chromium's ``ExtractCharset``: the value after the first "charset", spaces and "=" (a
    code point up to U+0020 is a space here), quoted or up to a space, quote or ";"; "" where
    there is none (a "charset" not followed by "=" is passed; an unclosed quote ends it)."""
    position = 0
    length = len(value)
    while (found := _CHARSET.search(value, position)) is not None:
        position = found.end()
        while position < length and value[position] <= " ":
            position += 1
        if value[position : position + 1] != "=":
            continue
        position += 1
        while position < length and value[position] <= " ":
            position += 1
        quote = value[position : position + 1]
        if quote in ('"', "'") and quote:
            end = value.find(quote, position + 1)
            return "" if end < 0 else value[position + 1 : end]
        if position == length:
            return ""
        end_match = _UNQUOTED_END.search(value, position)
        return value[position : length if end_match is None else end_match.start()]
    return ""


def _meta_encoding(attributes: dict[str, str]) -> str | None:
    """Chromium's ``EncodingFromMetaAttributes``: the encoding a ``meta`` start tag's
    attributes name (in their order), or None."""
    got_pragma = False
    has_charset = False
    mode = ""
    charset = ""
    for name, value in attributes.items():
        if name == "http-equiv":
            if value.lower() == "content-type":
                got_pragma = True
        elif name == "charset":
            has_charset = True
            charset = value
            mode = "charset"
        elif name == "content" and not has_charset:
            charset = _charset_in_content(value)
            if charset:
                mode = "pragma"
    if mode == "charset" or (mode == "pragma" and got_pragma):
        return get_encoding(charset.strip(_HTML_SPACES))
    return None


def _tag_start(stream: str, start: int) -> int:
    """Where the ``<meta`` start tag of the tokens that begin at ``start`` begins (text before
    it cannot hold a ``<meta`` and whitespace, "/" or ">": that is a tag)."""
    found = _META_TAG.search(stream, start)
    return start if found is None else found.start()  # (it is there)


def chromium_meta_encoding(data: bytes) -> str | None:
    """The encoding Chromium's meta search finds in ``data`` (a document's bytes after its
    byte order mark), with x-user-defined as windows-1252 and UTF-16BE/LE as UTF-8; None where
    it finds none."""
    text = data.decode("latin-1")
    if _META_TAG.search(text) is None:
        return None  # (no meta start tag: nothing to find)
    stream = normalize_newlines(text)
    # The stream index of the 1,024th character read ("normalize newlines" makes CR LF one LF).
    limit = len(text[:_READ_UNCONDITIONALLY].replace("\r\n", "\n"))
    tokenizer = Tokenizer(stream)
    tokenizer.batch = 1  # the state may switch after any start tag
    tokens = tokenizer.tokens
    in_head = True
    start = 0  # where the tokens of the step begin
    while tokenizer.state is not None:
        tokenizer.state(tokenizer)
        if not tokens:
            continue
        for token in tokens:
            if isinstance(token, EndTagToken):  # (a subclass of StartTagToken)
                if token.name not in _HEAD_TAGS:
                    in_head = False
            elif isinstance(token, StartTagToken):
                name = token.name
                state = _STATE_AFTER.get(name)
                if state is not None:
                    tokenizer.state = state
                elif name == "meta":
                    # Read only while the search goes on: the text before this tag (the
                    # step's other token) ends where it begins.
                    if not in_head and _tag_start(stream, start) >= limit:
                        return None
                    found = _meta_encoding(token.attributes)
                    if found is not None:
                        return _RESULT.get(found, found)
                if name not in _HEAD_TAGS and name not in _HEAD_START_TAGS:
                    in_head = False
        tokens.clear()
        start = tokenizer.pos
        if not in_head and start >= limit:
            return None
    return None


#: "ClosestByteBasedEquivalent" of a meta's encoding, and x-user-defined as windows-1252.
_RESULT = {"UTF-16BE": "UTF-8", "UTF-16LE": "UTF-8", "x-user-defined": "windows-1252"}
