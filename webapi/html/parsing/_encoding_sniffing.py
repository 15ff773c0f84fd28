"""Determining the character encoding of an HTML document.

Spec: https://html.spec.whatwg.org/multipage/parsing.html#determining-the-character-encoding
("encoding sniffing algorithm"), #prescan-a-byte-stream-to-determine-its-encoding,
#concept-get-attributes-when-sniffing ("get an attribute"),
https://html.spec.whatwg.org/multipage/urls-and-fetching.html#algorithm-for-extracting-a-character-encoding-from-a-meta-element
and #changing-the-encoding-while-parsing.

The prescan runs by spans: one regular expression over the bytes of the 1,024-byte window
takes everything the loop skips up to the next ``<meta`` (comments, declarations, whole tags
with their attributes as "get an attribute" reads them), another reads each attribute
(steps 1 to 8 of "get an attribute"); a window without ``<meta`` needs nothing but one search,
and one without the bytes "charset" after its first ``<meta`` one more (only such a
``<meta`` can name an encoding). tests/html/test_prescan_spans.py proves the spans equal to
the step-by-step algorithm (tests/html/prescan_reference.py).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from typing import Literal, NamedTuple

from webapi._cache import BoundedCache, bounded_cache, str_size
from webapi._webidl import argument_error, require_bytes, require_str
from webapi.encoding import bom_sniff, document_encoding, get_decoder, get_encoding

__all__ = [
    "DecodedHTML",
    "SniffResult",
    "change_the_encoding",
    "decode_html",
    "extract_encoding_from_meta",
    "get_an_attribute",
    "get_xml_encoding",
    "prescan",
    "sniff_encoding",
]

Confidence = Literal["certain", "tentative"]


class SniffResult(NamedTuple):
    """An encoding (its name, as ``get_encoding`` returns it) and the confidence."""

    encoding: str
    confidence: Confidence


class DecodedHTML(NamedTuple):
    """A document's text and the encoding's name it was decoded with."""

    text: str
    encoding: str


_WHITESPACE = "\t\n\f\r "
_ASCII_UPPER = {c: c + 0x20 for c in range(0x41, 0x5B)}
#: "<meta" followed by a space or slash, ASCII case-insensitively.
_META = re.compile(rb"<meta[\t\n\f\r /]", re.IGNORECASE)
_CHARSET = re.compile(r"charset", re.IGNORECASE)

#: "get an attribute", steps 1 to 8, at once: step 1's whitespace and "/", then either
#: nothing (step 2: the byte is ">", or the bytes ran out, or the attribute does not end
#: before they do) or the attribute: its name (step 4: any first byte but whitespace, "/" and
#: ">", "=" included; then up to whitespace, "/", "=" or ">"), and where whitespace and "="
#: follow (steps 5, 6), its value: quoted (step 7: up to the same quote mark, which must come),
#: empty before ">", or unquoted (step 8: up to whitespace or ">", which must come). Each
#: part can match one way only (the name is followed by none of its bytes; the value's
#: alternatives start with different bytes), so the match is the algorithm's one path. (No
#: atomic groups around the captures: CPython 3.11's re mis-reports their spans.)
_NAME = rb"[^\t\n\f\r />][^\t\n\f\r /=>]*"
_VALUE = (
    rb"(?:\"(?P<double>[^\"]*)\"|'(?P<single>[^']*)'"
    rb"|(?P<unquoted>[^\t\n\f\r >\"'][^\t\n\f\r >]*)(?=[\t\n\f\r >])|(?=>))"
)
_ATTRIBUTE = re.compile(
    rb"[\t\n\f\r /]*(?:(?P<name>" + _NAME + rb")(?![^\t\n\f\r /=>])"
    rb"(?:[\t\n\f\r ]*=[\t\n\f\r ]*" + _VALUE + rb"|(?![\t\n\f\r ]*=)))?"
)
_SKIPPED_NAME = rb"[^\t\n\f\r />][^\t\n\f\r /=>]*+"
_SKIPPED_VALUE = rb"(?>\"[^\"]*+\"|'[^']*+'|[^\t\n\f\r >\"'][^\t\n\f\r >]*+(?=[\t\n\f\r >])|(?=>))"
#: A tag the prescan skips ("</"? and an ASCII letter): its name up to whitespace or ">",
#: then "get an attribute" repeated until none is found (the same expression, unnamed),
#: through the ">". No match: the bytes ran out first.
_SKIPPED_TAG = re.compile(
    rb"</?[A-Za-z][^\t\n\f\r >]*+(?:[\t\n\f\r /]*+"
    + _SKIPPED_NAME
    + rb"(?>[\t\n\f\r ]*+=[\t\n\f\r ]*+"
    + _SKIPPED_VALUE
    + rb"|(?![\t\n\f\r ]*+=)))*+[\t\n\f\r /]*+>"
)

#: The number of bytes the prescan looks at ("when 1024 bytes have been read").
PRESCAN_LIMIT = 1024


def get_an_attribute(data: bytes, position: int) -> tuple[str, str, int] | None:
    """https://html.spec.whatwg.org/multipage/parsing.html#concept-get-attributes-when-sniffing
    at ``position`` of ``data`` (the window the prescan reads): the attribute's name and
    value (ASCII lowercase) and the position after it; None where there is no attribute (the
    byte there is ">"); ``-1`` in place of the position where the bytes run out first (the
    prescan's end condition)."""
    match = _ATTRIBUTE.match(data, position)
    name = match["name"]  # type: ignore[index]  # (the expression matches everywhere)
    if name is None:
        end = match.end()  # type: ignore[union-attr]
        if data[end : end + 1] == b">":
            return None
        return "", "", -1
    group = match.lastgroup  # type: ignore[union-attr]
    value = b"" if group == "name" else match[group]  # type: ignore[index]
    # (bytes.lower() is ASCII lowercase: "append the code point b+0x20")
    return name.lower().decode("latin-1"), value.lower().decode("latin-1"), match.end()  # type: ignore[union-attr]


def _content_type(value: object, function: str) -> str | None:
    """A ``content_type`` argument: None, or its text (a ``str`` subclass's copied out, as a
    key of :func:`_transport_encoding`'s cache)."""
    if value is None or type(value) is str:
        return value
    return str.__str__(require_str(value, function, "content_type"))


def _default_encoding(value: object, function: str) -> str:
    """The encoding a ``default=`` argument names: an Encoding Standard label or a Python
    codec name, as :func:`~webapi.encoding.document_encoding` takes it (``LookupError`` for
    an unknown one; ``TypeError`` for what is not a ``str``). None is the argument left out:
    windows-1252, the default of "all other locales" in the standard's table."""
    if value is None or value == "windows-1252":
        return "windows-1252"
    return document_encoding(require_str(value, function, "default"))


def _lower(s: str) -> str:
    return s.translate(_ASCII_UPPER)


def extract_encoding_from_meta(content: str) -> str | None:
    """https://html.spec.whatwg.org/multipage/urls-and-fetching.html#algorithm-for-extracting-a-character-encoding-from-a-meta-element"""
    content = require_str(content, "extract_encoding_from_meta", "content")
    position = 0
    n = len(content)
    while True:
        found = _CHARSET.search(content, position)
        if found is None:
            return None
        position = found.end()
        while position < n and content[position] in _WHITESPACE:
            position += 1
        if position >= n or content[position] != "=":
            continue  # "move position to point just before that next character"
        position += 1
        while position < n and content[position] in _WHITESPACE:
            position += 1
        if position >= n:
            return None
        c = content[position]
        if c in "\"'":
            end = content.find(c, position + 1)
            if end < 0:
                return None
            return get_encoding(content[position + 1 : end])
        end = position
        while end < n and content[end] not in "\t\n\f\r ;":
            end += 1
        return get_encoding(content[position:end])


def prescan(data: bytes, limit: int | None = PRESCAN_LIMIT) -> str | None:
    """https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding
    with the end condition "``limit`` bytes read" (None: none): the encoding's name, or None
    for failure.

    Step 2 first: a stream that starts with ``<?x`` in UTF-16 is UTF-16LE or UTF-16BE. Where
    the ``<meta>`` loop runs out of bytes or reaches the end condition, the result is "get an
    XML encoding" applied to the same bytes, ``data`` (the declaration may end past
    ``limit``, as in html-encoding-sniffer 7)."""
    data = require_bytes(data, "prescan")
    if limit is not None:
        if not isinstance(limit, int) or isinstance(limit, bool):
            raise argument_error("prescan", "limit", limit, "an int (a count of bytes) or None")
        if limit < 0:
            raise ValueError(f"prescan(): limit is a count of bytes, not {limit}")
    return _prescan_bytes(data, limit)


def _prescan_bytes(data: bytes, limit: int | None = PRESCAN_LIMIT) -> str | None:
    """:func:`prescan` of ``bytes``."""
    # 2. "Prescan for UTF-16 XML declarations"
    if data.startswith(b"<\x00?\x00x\x00"):
        return "UTF-16LE"
    if data.startswith(b"\x00<\x00?\x00x"):
        return "UTF-16BE"
    window = data[:limit] if limit is not None else data
    first_meta = _META.search(window)
    found = None if first_meta is None else _prescan(window, first_meta.start())
    if found is not None:
        return found
    # (get an XML encoding's steps 1 and 2: failure unless the data starts with "<?xml")
    return get_xml_encoding(data) if data.startswith(b"<?xml") else None


#: "less than or equal to 0x20 (i.e., it is either an ASCII space or control character)"
_XML_SPACE = bytes(range(0x21))


def get_xml_encoding(data: bytes) -> str | None:
    """https://html.spec.whatwg.org/multipage/parsing.html#concept-get-xml-encoding-when-sniffing:
    the encoding an XML declaration (``<?xml ... encoding="..."``) at the start of ``data``
    names (UTF-16BE/LE as UTF-8), or None for failure."""
    data = require_bytes(data, "get_xml_encoding")
    # 1.-2. "<?xml" at the start of the stream
    if not data.startswith(b"<?xml"):
        return None
    # 3. xmlDeclarationEnd: the next ">"
    declaration_end = data.find(b">")
    if declaration_end < 0:
        return None
    # 4.-5. the first "encoding" before xmlDeclarationEnd, and past its "g"
    position = data.find(b"encoding", 0, declaration_end)
    if position < 0 or position + 8 > declaration_end:
        return None
    position += 8
    # 6.-8. bytes up to 0x20, "=" (the ">" stops both loops before the end of data)
    while data[position] in _XML_SPACE:
        position += 1
    if data[position] != 0x3D:
        return None
    position += 1
    # 9.-12. bytes up to 0x20, then a quote mark
    while data[position] in _XML_SPACE:
        position += 1
    quote_mark = data[position]
    if quote_mark not in b"\"'":
        return None
    position += 1
    # 13.-14. up to the next quote mark (which may lie past xmlDeclarationEnd)
    end = data.find(bytes((quote_mark,)), position)
    if end < 0:
        return None
    potential_encoding = data[position:end]
    # 15. no byte 0x20 or below
    if potential_encoding.translate(None, _XML_SPACE) != potential_encoding:
        return None
    # 16.-18.
    encoding = get_encoding(potential_encoding.decode("latin-1"))
    if encoding in ("UTF-16BE", "UTF-16LE"):
        return "UTF-8"
    return encoding


def _prescan(window: bytes, first_meta: int) -> str | None:
    """The prescan's loop (step 3 on) over ``window``, whose first ``<meta`` followed by
    whitespace or "/" (:data:`_META`) is at ``first_meta``: the encoding a ``<meta>`` names,
    or None where the loop reaches the end condition (the end of ``window``) first.

    Only a ``<meta`` followed by the bytes "charset" (any case) can name an encoding (its
    ``charset`` attribute, or "charset" in its ``content``: the prescan reads raw bytes, no
    character references), so the loop ends at the first ``<meta`` after the last
    "charset", and a window without one after its first ``<meta`` ends it at once. Up to each
    ``<meta``, :data:`_SKIPPED` takes what the loop skips in one match."""
    find_charset = window.lower().find  # (bytes.lower() is ASCII lowercase)
    charset = find_charset(b"charset", first_meta)  # the first at or after the current <meta
    if charset < 0:
        return None
    skip = _SKIPPED.match
    position = 0
    while True:
        position = skip(window, position).end()  # type: ignore[union-attr]  # (matches anywhere)
        # A "<meta", or a comment, tag or declaration the bytes run out in, or the end.
        if not _META.match(window, position):
            return None
        if charset < position:
            charset = find_charset(b"charset", position)
            if charset < 0:
                return None
        found, position = _meta(window, position + 6)
        if found is not None or position < 0:
            return found


#: What the prescan's loop skips from a position, as a run: bytes other than "<" ("any other
#: byte"); a comment ("<!--" to the first "-->" that starts after the "<!": "<!-->" is one);
#: a tag other than a ``<meta`` start tag followed by whitespace or "/" (:data:`_SKIPPED_TAG`:
#: "</"? and an ASCII letter, its name and attributes); "<!" (not a comment), "</" (not
#: followed by a letter) or "<?" to the next ">"; a "<" followed by none of these. It stops
#: at a ``<meta`` the loop reads, or where the bytes run out inside a comment, tag or
#: declaration (the loop's end condition), or at the end.
_SKIPPED = re.compile(
    rb"(?:[^<]++"
    rb"|<!(?=--)(?:[^-]++|-(?!->))*+-->"
    rb"|(?!<[Mm][Ee][Tt][Aa][\t\n\f\r /])"
    + _SKIPPED_TAG.pattern
    + rb"|<(?:!(?!--)|/(?![A-Za-z])|\?)[^>]*+>"
    rb"|<(?![!/?A-Za-z]))*+"
)


def _meta(window: bytes, position: int) -> tuple[str | None, int]:
    """The prescan's steps for a ``<meta`` from its first attribute on: the encoding (or
    None) and the position of the ``>`` that ends it (-1: the bytes ran out)."""
    plain = _PLAIN_CHARSET_ATTRIBUTE.match(window, position)
    if plain is not None:
        # one attribute, "charset", whose value names an encoding: "Processing" as below
        found = get_encoding(plain.group(plain.lastindex or 0).decode("ascii"))
        if found is not None:
            return _PRESCAN_RESULT.get(found, found), plain.end() - 1
    names: set[str] = set()
    got_pragma = False
    need_pragma: bool | None = None
    charset: str | None = None
    while (attribute := get_an_attribute(window, position)) is not None:
        name, value, position = attribute
        if position < 0:
            return None, -1
        if name in names:
            continue
        names.add(name)
        if name == "http-equiv":
            if value == "content-type":
                got_pragma = True
        elif name == "content":
            encoding = extract_encoding_from_meta(value)
            if encoding is not None and charset is None:
                charset = encoding
                need_pragma = True
        elif name == "charset":
            charset = get_encoding(value) or ""
            need_pragma = False
    # "Processing"
    if need_pragma is None or (need_pragma and not got_pragma) or not charset:
        return None, position
    return _PRESCAN_RESULT.get(charset, charset), position


#: The prescan's last steps of "Processing": "If charset is UTF-16BE/LE, then set charset to
#: UTF-8. If charset is x-user-defined, then set charset to windows-1252."
_PRESCAN_RESULT = {"UTF-16BE": "UTF-8", "UTF-16LE": "UTF-8", "x-user-defined": "windows-1252"}
#: From a ``<meta``'s first attribute on: the one attribute ``charset`` (any case) with a value
#: of letters, digits, "-", "_", ".", ":" (quoted, or unquoted and ended by whitespace or ">":
#: an unquoted value takes a "/" in), then the ">" (whitespace and "/" between): what
#: :func:`get_an_attribute` reads as that one attribute before the tag ends
#: (tests/html/test_prescan_spans.py proves it against the step-by-step loop).
_PLAIN_CHARSET_ATTRIBUTE = re.compile(
    rb"[\t\n\f\r /]*+charset[\t\n\f\r ]*+=[\t\n\f\r ]*+"
    rb"(?:\"([\w.:-]*+)\"|'([\w.:-]*+)'|([\w.:-]++)(?=[\t\n\f\r >]))[\t\n\f\r /]*+>",
    re.IGNORECASE | re.ASCII,
)


def _transport_size(content_type: str, encoding: str | None) -> int:
    return str_size(content_type)  # (the encoding's name is the label table's own string)


@bounded_cache(64 << 10, 1 << 10, _transport_size)
def _transport_encoding(content_type: str) -> str | None:
    """The encoding a ``Content-Type`` header value's ``charset`` names ("legacy extract an
    encoding" of the MIME type Fetch extracts from it), or None. A site sends the same few
    values again and again: the answers are remembered, in a cache bounded in bytes that
    keeps no value longer than 1 KB."""
    if "charset" not in content_type.lower():
        return None  # (no charset parameter without the word)
    from webapi.fetch import extract_mime_type, legacy_extract_an_encoding

    mime_type = extract_mime_type([("Content-Type", content_type)])
    found = legacy_extract_an_encoding(mime_type, "")
    return found or None


def sniff_encoding(
    data: bytes,
    content_type: str | None = None,
    *,
    default: str | None = "windows-1252",
    browser: str | None = None,
) -> SniffResult:
    """https://html.spec.whatwg.org/multipage/parsing.html#encoding-sniffing-algorithm:
    a byte order mark, then the transport layer's charset (``content_type``, a
    ``Content-Type`` header value, through Fetch's "legacy extract an encoding"), both
    certain; then the prescan of the first 1,024 bytes, then ``default``, tentative.

    ``default`` is an Encoding Standard label or a Python codec name, as
    :func:`~webapi.encoding.document_encoding` takes it: an unknown one raises
    ``LookupError`` (whether or not it would have been used).

    ``browser="chromium"``: Chromium's search for a ``<meta>`` in place of the prescan
    (docs/browsers.md: it skips raw text such as ``<title>`` and ``<script>``, reads
    ``<noscript>`` as markup, reads past the first 1,024 bytes while the tags are the head's,
    and an unknown ``charset`` hides the same element's pragma), then the XML declaration,
    then ``default`` (Chromium's guess from the bytes is not reproduced); ``None``, the
    default, is the Standard."""
    data = require_bytes(data, "sniff_encoding")
    content_type = _content_type(content_type, "sniff_encoding")
    chromium = _browser(browser, "sniff_encoding")
    return _sniff(data, content_type, _default_encoding(default, "sniff_encoding"), chromium)


def _browser(value: object, function: str) -> bool:
    """A ``browser`` argument: ``None`` (the Standard) or ``"chromium"`` (True)."""
    if value is None:
        return False
    if require_str(value, function, "browser") == "chromium":
        return True
    raise ValueError(f"{function}(): browser is None (the Standard) or 'chromium', not {value!r}")


def _sniff(
    data: bytes, content_type: str | None, default_encoding: str, chromium: bool = False
) -> SniffResult:
    bom = bom_sniff(data[:3])
    if bom is not None:
        return _result(bom, "certain")
    if content_type is not None:
        transport = _transport_encoding(content_type)
        if transport is not None:
            return _result(transport, "certain")
    found = _chromium_prescan(data) if chromium else _prescan_bytes(data)
    return _result(default_encoding if found is None else found, "tentative")


def _chromium_prescan(data: bytes) -> str | None:
    """What Chromium finds before its default: a UTF-16 XML declaration's encoding, else the
    encoding its meta search finds, else an XML declaration's (``text_resource_decoder.cc``:
    the declaration's encoding is kept "looking for a charset" in a ``<meta>``)."""
    if data.startswith(b"<\x00?\x00x\x00"):
        return "UTF-16LE"
    if data.startswith(b"\x00<\x00?\x00x"):
        return "UTF-16BE"
    from ._chromium_meta import chromium_meta_encoding

    found = chromium_meta_encoding(data)
    if found is None and data.startswith(b"<?xml"):
        return get_xml_encoding(data)
    return found


#: The results made so far, one per encoding and confidence (immutable, so shared; at most
#: two per encoding name: the labels' encodings and what ``default=`` names), bounded in bytes
#: as webapi's caches are (an entry is a tuple of two short strings: 16 KB keep all of them).
_RESULTS: BoundedCache[tuple[str, str], SniffResult] = BoundedCache(16 << 10, 1 << 10)
_RESULT_ENTRIES = _RESULTS.entries  # (the same dict for the cache's life: emptied, not replaced)


def _result(encoding: str, confidence: Confidence) -> SniffResult:
    """``SniffResult(encoding, confidence)``, made once."""
    key = (encoding, confidence)
    found = _RESULT_ENTRIES.get(key)
    if found is None:
        found = SniffResult(encoding, confidence)
        # (the key's strings are the result's: counted once)
        _RESULTS.store(key, found, sys.getsizeof(key) + sys.getsizeof(found) + str_size(encoding))
    return found


def change_the_encoding(current: str, new: str) -> str:
    """https://html.spec.whatwg.org/multipage/parsing.html#change-the-encoding: the encoding
    the document is decoded with once the parser, decoding it with ``current`` while the
    confidence is tentative, meets a ``<meta>`` naming ``new``; the confidence is certain
    afterwards whichever it is.

    1. ``current`` UTF-16BE/LE: it stays ("set the confidence to certain and return").
    2.-3. A new UTF-16BE/LE is UTF-8; x-user-defined is windows-1252.
    4. ``new`` is ``current``: it stays, now certain.
    5.-6. Otherwise the new one: the document is decoded again from its first byte with it
    (a browser navigates to it again, "this time skip the encoding sniffing algorithm"),
    or, where the bytes decoded so far read the same in both, changes decoder on the fly;
    the text is the same either way."""
    if current in ("UTF-16BE", "UTF-16LE"):
        return current
    if new in ("UTF-16BE", "UTF-16LE"):
        new = "UTF-8"
    elif new == "x-user-defined":
        new = "windows-1252"
    return new


def _meta_encoding(attributes: dict[str, str]) -> str | None:
    """The encoding the "in head" insertion mode's steps for a ``meta`` start tag would
    change to (https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead), for
    an element with ``attributes``, while the confidence is tentative:

    1. "If the element has a charset attribute, and getting an encoding from its value
       results in an encoding ... then change the encoding to the resulting encoding."
    2. "Otherwise, if the element has an http-equiv attribute whose value is an ASCII
       case-insensitive match for the string "Content-Type", and the element has a content
       attribute, and applying the algorithm for extracting a character encoding from a
       meta element to that attribute's value returns an encoding ... then change the
       encoding to the extracted encoding."
    """
    charset = attributes.get("charset")
    if charset is not None:
        found = get_encoding(charset)
        if found is not None:
            return found
    content = attributes.get("content")
    if content is not None and _lower(attributes.get("http-equiv", "")) == "content-type":
        return extract_encoding_from_meta(content)
    return None


#: A start tag named "meta" with attributes ("<meta" and whitespace or "/"; CR is a newline),
#: ASCII case-insensitively: a document without one has no meta element that can change the
#: encoding.
_META_TAG = re.compile(r"<meta[\t\n\f\r /]", re.IGNORECASE | re.ASCII)


#: A ``<meta`` start tag, whole, as the tokenizer's tag states read it from its "<" (the tag
#: name state, then before attribute name, attribute name, after attribute name, before
#: attribute value, the three attribute value states, after attribute value (quoted) and
#: self-closing start tag: https://html.spec.whatwg.org/multipage/parsing.html#tag-open-state
#: on), none of whose attributes is named "charset" or "http-equiv" (names are ASCII
#: lowercased; character references are not decoded in names): such a tag's element changes
#: no encoding (:func:`_meta_encoding` reads those two). Whitespace and "/" separate
#: attributes (a "/" not before ">" is reconsumed in the before attribute name state); a
#: name is anything up to whitespace, "/", ">" or "=" ("=" may start it where no name
#: precedes); whitespace, "=", whitespace and a value follow it, or none: once its "=" is
#: there the value must be (no backtracking to "no value": every quantifier is possessive,
#: so the expression takes the tokenizer's one path); a quoted value runs to the same quote
#: mark, an unquoted one to whitespace or ">", a missing one ends the tag at ">". The tag must
#: end (">") before the input does (at end of file the tag is dropped; here "no match" only
#: means "look at it": tests/html/test_late_meta_candidates.py proves the expression against
#: the tokenizer).
def _tag_attributes(name_guard: str) -> str:
    """A tag's attributes to its ">" as the tag states read them (see
    :data:`_NOT_AN_ENCODING_META`), each name also matching ``name_guard`` at its start."""
    return (
        r"(?:[\t\n\f /]++|" + name_guard + r"[^\t\n\f />][^\t\n\f />=]*+[\t\n\f ]*+"
        r"(?:=[\t\n\f ]*+(?:\"[^\"]*+\"|'[^']*+'|[^\t\n\f >\"'][^\t\n\f >]*+|(?=>))|(?!=)))*+>"
    )


_NOT_AN_ENCODING_META = re.compile(
    r"<meta(?=[\t\n\f /])" + _tag_attributes(r"(?!(?:charset|http-equiv)(?![^\t\n\f />=]))"),
    re.IGNORECASE | re.ASCII,
)
#: How far a ``<meta`` tag is read to decide that it names no encoding (a longer one, or one
#: that does not end, is tokenized with the document: each costs at most this much here,
#: which keeps hostile inputs linear).
_META_TAG_READ = 2048


def _candidate_meta_tags(stream: str) -> Callable[[int], int]:
    """``next_candidate(i)``: the index of the first ``<meta`` start tag (:data:`_META_TAG`)
    at or after ``i`` in ``stream`` that may name an encoding (not one
    :data:`_NOT_AN_ENCODING_META` reads whole within :data:`_META_TAG_READ` characters), or
    -1 where none is left. A ``<meta`` inside another tag, a comment or raw text is looked
    at too (whether it is a tag is tree construction's to say)."""
    search = _META_TAG.search
    plain = _NOT_AN_ENCODING_META.match
    end = len(stream)

    def next_candidate(index: int) -> int:
        while (found := search(stream, index)) is not None:
            start = found.start()
            if plain(stream, start, min(start + _META_TAG_READ, end)) is None:
                return start
            index = start + 1
        return -1

    return next_candidate


#: The start of a document that leaves tree construction in the "initial", "before html",
#: "before head" or "in head" insertion mode and the tokenizer in the data state: whitespace
#: (ignored, or inserted in the head), DOCTYPEs (every DOCTYPE state ends at the first ">";
#: one after the first is ignored), and ``html``, ``head``, ``meta``, ``link`` and ``base``
#: start tags with their attributes (:func:`_tag_attributes`): "before html" and "before
#: head" insert the html and head elements they imply and reprocess, "in head" inserts the
#: void ``meta``, ``link`` and ``base``, ignores ``head`` and adds an ``html`` tag's new
#: attributes to the html element
#: (https://html.spec.whatwg.org/multipage/parsing.html#the-initial-insertion-mode and the
#: three modes after it). A ``<meta`` start tag right after it is inserted in the head.
def _head_start(tags: str) -> str:
    """:data:`_HEAD_START`'s expression with the start tags named ``tags`` ("a|b")."""
    return (
        r"(?:[\t\n\f ]++|<!doctype[^>]*+>|<(?:"
        + tags
        + r")(?=[\t\n\f />])"
        + _tag_attributes("")
        + r")*+"
    )


_HEAD_START = re.compile(_head_start("html|head|meta|link|base"), re.IGNORECASE | re.ASCII)


#: A ``<meta`` start tag whose one attribute is ``charset`` with a value of letters, digits,
#: "-", "_", ".", ":" (quoted, or unquoted and followed by whitespace or ">": an unquoted
#: value takes a "/" in), as the tag states read it: the token's attributes are
#: ``{"charset": value}`` (no character reference, NUL or case change in such a value), so
#: :func:`_first_meta_element_encoding` needs no tokenizer for the commonest declaration
#: (tests/html/test_late_meta_candidates.py proves it against the tokenizer).
_PLAIN_META_CHARSET = re.compile(
    r"<meta[\t\n\f ]++charset[\t\n\f ]*+=[\t\n\f ]*+"
    r"(?:\"([\w.:-]*+)\"|'([\w.:-]*+)'|([\w.:-]++)(?=[\t\n\f >]))[\t\n\f ]*+/?>",
    re.IGNORECASE | re.ASCII,
)


#: :data:`_HEAD_START` without ``meta`` start tags, then :data:`_PLAIN_META_CHARSET`: the
#: first meta element the parser inserts is that plain ``<meta charset>`` (the tokens before
#: it are whitespace, DOCTYPEs and ``html``, ``head``, ``link`` and ``base`` start tags), so
#: its value is the first that may change the encoding (:func:`_plain_head_meta_encoding`).
_PLAIN_HEAD_META = re.compile(
    _head_start("html|head|link|base") + _PLAIN_META_CHARSET.pattern, re.IGNORECASE | re.ASCII
)


def _plain_head_meta_encoding(text: str) -> str | None:
    """The encoding of the first meta element of ``text`` (a decoded document, newlines not
    normalized) where it is a plain ``<meta charset>`` at the start of the head
    (:data:`_PLAIN_HEAD_META`) naming an encoding, with no CR before its end (there the text
    is its own input stream: "normalize newlines" changes nothing); None otherwise. The
    commonest declared page needs no other look at its text (no search for ``<meta`` nor
    for CR in all of it: tests/html/test_late_meta_candidates.py proves the result equal to
    tree construction's)."""
    plain = _PLAIN_HEAD_META.match(text)
    if plain is None or "\r" in text[: plain.end()]:
        return None
    return get_encoding(plain.group(plain.lastindex or 0))


def _first_meta_element_encoding(stream: str, start: int) -> str | None:
    """The encoding the ``<meta`` start tag at ``start`` names (:func:`_meta_encoding`) where
    :data:`_HEAD_START` takes everything before it: its element is then the first meta
    element the parser inserts that may name an encoding (the ``<meta`` tags before it name
    none: ``start`` is the first candidate of :func:`_candidate_meta_tags`). None where that
    is not so plain, or where it names none (tree construction decides)."""
    if _HEAD_START.match(stream, 0, start).end() != start:  # type: ignore[union-attr]
        return None
    plain = _PLAIN_META_CHARSET.match(stream, start)
    if plain is not None:
        return _meta_encoding({"charset": plain.group(plain.lastindex or 0)})
    from ._tokenizer import Tokenizer
    from ._tokens import StartTagToken

    # Tokenized alone: from its "<" in the data state, the tag states read the same token
    # whatever follows its ">".
    tokenizer = Tokenizer(stream[start : start + _META_TAG_READ])
    tokenizer.batch = 1
    for token in tokenizer.run():
        if type(token) is StartTagToken:
            return _meta_encoding(token.attributes)
        break
    return None  # (end of file inside the tag: no token)


def _encoding_after_meta(text: str, encoding: str, scripting: bool) -> str:
    """The encoding a document decoded (``text``) with ``encoding``, confidence tentative,
    ends up with: the first ``meta`` element the parser inserts that names an encoding
    changes it (:func:`change_the_encoding`), after which the confidence is certain. The
    document is tokenized only as far as its last ``<meta`` start tag that may name an
    encoding (:func:`_candidate_meta_tags`; not at all without one, nor where the first
    one is plainly in the head: :func:`_first_meta_element_encoding`)."""
    if encoding in ("UTF-16BE", "UTF-16LE"):
        return encoding  # "set the confidence to certain and return"
    if _META_TAG.search(text) is None:
        # No "<meta" tag in the text, so none in its input stream: CR is whitespace in
        # _META_TAG, and "normalize newlines" turns only CR into LF or removes it before LF
        # (tests/html/test_late_meta_candidates.py).
        return encoding
    new = _plain_head_meta_encoding(text)
    if new is not None:
        return change_the_encoding(encoding, new)
    from ._input_stream import normalize_newlines

    stream = normalize_newlines(text)
    next_candidate = _candidate_meta_tags(stream)
    first = next_candidate(0)
    if first < 0:
        return encoding
    new = _first_meta_element_encoding(stream, first)
    if new is not None:
        return change_the_encoding(encoding, new)
    from ._tree_builder import meta_elements

    # (meta_elements asks for the first again: found once)
    wanted = lambda index: first if index <= first else next_candidate(index)  # noqa: E731
    for attributes in meta_elements(stream, scripting, wanted):
        new = _meta_encoding(attributes)
        if new is not None:
            return change_the_encoding(encoding, new)
    return encoding


def decode_html(
    data: bytes,
    content_type: str | None = None,
    *,
    default: str | None = "windows-1252",
    browser: str | None = None,
) -> DecodedHTML:
    """The text a browser's document holds for ``data``, and the encoding's name (both
    :func:`resolve` and :func:`encoding_parse` take the result as their ``encoding``).

    After :func:`sniff_encoding`, a tentative encoding (from the prescan or ``default``)
    meets https://html.spec.whatwg.org/multipage/parsing.html#changing-the-encoding-while-parsing:
    the first ``<meta charset>`` or ``<meta http-equiv=Content-Type content=...>`` element
    the parser inserts (in the document's tokens as tree construction has them: not inside
    ``<title>``, ``<script>``, ``<style>``, ``<textarea>``, a comment, an attribute value,
    nor a frameset document's ignored tags; scripting enabled, so not inside ``<noscript>``)
    "changes the encoding" (:func:`change_the_encoding`): the document is decoded again
    with the encoding it names, wherever it stands. A BOM is removed, as the standard's
    decode does.

    ``browser="chromium"``: the encoding Chromium gives the document, found as
    :func:`sniff_encoding` finds it with that argument (Chromium's search for a ``<meta>``
    before parsing, which skips raw text and stops after the head; no change of the encoding
    while parsing): docs/browsers.md names each way it departs from the Standard. ``None``,
    the default, is the Standard.
    """
    return _decode_html(data, content_type, default, True, _browser(browser, "decode_html"))


def _decode_html(
    data: bytes,
    content_type: str | None,
    default: str | None,
    scripting: bool,
    chromium: bool = False,
) -> DecodedHTML:
    """:func:`decode_html` with the parser's scripting flag ``scripting`` (``chromium``:
    Chromium's encoding, :func:`_chromium_prescan`)."""
    data = require_bytes(data, "decode_html")
    content_type = _content_type(content_type, "decode_html")
    default_encoding = _default_encoding(default, "decode_html")
    encoding, confidence = _sniff(data, content_type, default_encoding, chromium)
    if confidence == "certain" or chromium:
        bom = bom_sniff(data[:3])
        if bom is not None:
            data = data[3 if bom == "UTF-8" else 2 :]
        return DecodedHTML(_decode(data, encoding), encoding)
    text = _decode(data, encoding)
    changed = _encoding_after_meta(text, encoding, scripting)
    if changed != encoding:
        encoding = changed
        text = _decode(data, encoding)
    return DecodedHTML(text, encoding)


#: The encodings whose decoders do not give every ASCII byte back as the code point of the
#: same value from their first state: UTF-16BE and UTF-16LE (two bytes a code unit),
#: ISO-2022-JP (ESC switches its states) and replacement (U+FFFD for any input). Every other
#: decoder returns an ASCII byte as that code point and stays in its first state, so bytes
#: that are all ASCII decode as CPython's "ascii" codec decodes them
#: (tests/html/test_decode_ascii.py proves both sides for every encoding of the standard).
_NOT_ASCII_COMPATIBLE = frozenset({"UTF-16BE", "UTF-16LE", "ISO-2022-JP", "replacement"})


def _decode(data: bytes, encoding: str) -> str:
    """https://encoding.spec.whatwg.org/#decode's decoding of ``data`` (no BOM left) with
    ``encoding``, end of stream: ASCII bytes in an encoding not in
    :data:`_NOT_ASCII_COMPATIBLE` through the "ascii" codec (``bytes.isascii`` is one C pass;
    the codec copies), anything else through the encoding's decoder; UTF-8's final call from
    its first state is CPython's codec with "replace", called here without making the
    decoder (it copies ASCII as fast: no pass to check first; tests/html/test_decode_ascii.py
    proves the two equal)."""
    if encoding == "UTF-8":
        return data.decode("utf-8", "replace")
    if data.isascii() and encoding not in _NOT_ASCII_COMPATIBLE:
        return data.decode("ascii")
    return get_decoder(encoding).decode(data, True)
