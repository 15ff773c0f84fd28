"""Section ``hostile``: time against input size on inputs built to find super-linear paths.

Each kind is ``prefix + unit * n + suffix``, timed (parse + ``href``; thread-CPU time; best of
at least 3 runs, more for short ones, the two sizes in turns, see :func:`_best`) at two
repetition counts (20,000 and 200,000 by default) and at about 1 MB (1,000,000 bytes in UTF-8).
Targets: t(200k) / t(20k) ≤ 12 (linear, with some slack), and the 1 MB input in under 1 s.

Besides URL parsing there are MIME types (``parse_mime_type`` + serialize), ``Content-Type``
header values (``extract_mime_type``), ``atob`` and ``data:`` URLs (``data_url_process``),
Range header values (``parse_a_single_range_header_value``), decoding
(``TextDecoder(label).decode`` on bytes: the kind's text as Latin-1) and HTML's
``decode_html`` (which looks past the prescan for a late ``<meta>``; and with
``browser="chromium"``, Chromium's search for one), the command line's
``webapi url --format text`` (one input with an error per unit) and its reader of input lines
(one long line),
``URLSearchParams`` inputs (``str(URLSearchParams(s))``) and
setters given a long value (``url.<setter> = s`` on a typical URL, then ``href``), the DOM's
hostile trees (``domtree:`` ops, :mod:`benchmarks.dom_hostile`: the unit counts the nodes or
attributes). Each run is
classified: ``ok``, ``invalid`` (the URL failure the spec asks for: ``URLParseError``, or a
setter that ignores the value) or ``ERROR <exception>`` (anything else, which is a bug).

A run is skipped (and marked so) when the time measured so far predicts more than ``budget``
seconds for it, so a quadratic case cannot stall the suite; for the 1 MB input the growth
exponent measured between the two sizes is used for the prediction.

Peers (``urlsplit(s).geturl()`` uncached, ``parse_qsl`` + ``urlencode``, ada) are timed on the
1 MB input for perspective.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import gc
import importlib.util
import io
import math
import time
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from benchmarks._common import best_of, fmt, peak_bytes, ratio, table
from benchmarks.contenders import ada, uncached_urlsplit
from benchmarks.corpora import BASE
from benchmarks.dom_hostile import dom_tree_op
from benchmarks.fetch_hostile import fetch_op
from webapi import URL, URLParseError, URLSearchParams

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.cookies import CookieJar

__all__ = ["KINDS", "HostileResult", "Kind", "KindResult", "report", "run"]

RATIO_TARGET = 12.0
#: A row bound by a reference (``Kind.reference``) meets its target "as reference" when it
#: grows at most this many times as much as the reference does.
REFERENCE_SLACK = 1.2
MB_TARGET_S = 1.0
MB = 1_000_000


#: A chunk of the streams' rows: 99 bytes and the comma that ends it.
_STREAM_CHUNK = "x" * 99 + ","


@dataclass(frozen=True)
class Kind:
    name: str
    prefix: str
    unit: str
    suffix: str
    #: "url", "params", "baseline" (str.split + str.join) or the name of a URL setter
    op: str = "url"
    #: "{i}" in the unit is its index (0, 1, ...): units that all differ
    numbered: bool = False
    #: a second unit, repeated as many times after the first ones and ``middle``
    then: str = ""
    middle: str = ""
    #: also measure the peak of traced memory (tracemalloc) at the two sizes
    memory: bool = False
    #: a reference timed on the same inputs at the two sizes, whose growth is the machine's or
    #: a library's, not webapi's: "expat" (``xml.parsers.expat`` alone, namespace processing,
    #: its text buffered and collected, no other handler), "etree" (the standard library's C
    #: ``ElementTree`` building its tree of the same XML over the same expat: the machine's cost
    #: of n new nodes), "names" (a ``dict`` of the numbered units: hashing n distinct strings),
    #: "live" (n small containers alive at once: the garbage collector's cost of n live
    #: objects), "codepoints" (a ``pattern-class:`` row's code points read into a set and
    #: sorted: the least a class of them costs), "lookups" (n lookups of new keys in a dict
    #: of 2n: what ``getElementById`` costs at least, one lookup a call)
    reference: str = ""

    def build(self, n: int) -> str:
        if self.numbered:
            units = "".join(self.unit.replace("{i}", str(i)) for i in range(n))
        else:
            units = self.unit * n
        return self.prefix + units + self.middle + self.then * n + self.suffix

    def units_for(self, size: int) -> int:
        """The repetition count that makes the input about ``size`` bytes in UTF-8."""
        fixed = len((self.prefix + self.middle + self.suffix).encode())
        if not self.numbered:
            return max(1, math.ceil((size - fixed) / len((self.unit + self.then).encode())))
        units, total = 0, fixed
        while total < size:
            total += len((self.unit.replace("{i}", str(units)) + self.then).encode())
            units += 1
        return max(1, units)


#: One line of a saved jar (the format of ``CookieJar.save``).
_SAVED_LINE = (
    '{"name": "a", "value": "b", "domain": "a.example", "path": "/", "host_only": true, '
    '"secure": false, "http_only": false, "same_site": "Default", "expires": null, '
    '"creation": 0, "expiry": null, "last_access": 0}\n'
)

#: Pieces of the multipart/form-data kinds.
_FORM_PART = '--B\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n'
_FORM_FILE = '--B\r\nContent-Disposition: form-data; name="a"; filename="f"\r\n\r\n'
_FORM_BASE64 = (
    '--B\r\nContent-Disposition: form-data; name="a"\r\nContent-Transfer-Encoding: base64\r\n\r\n'
)

KINDS: list[Kind] = [
    Kind("long path", "https://example.com/", "a/", ""),
    Kind("many ../", "https://example.com/", "../", "x"),
    Kind("many a/../", "https://example.com/", "a/../", "x"),
    Kind("many %41", "https://example.com/", "%41", ""),
    Kind("many @", "https://", "@", "example.com/"),
    Kind("long query", "https://example.com/?", "a=b&", ""),
    Kind("long fragment", "https://example.com/#", "x ", ""),
    Kind("long host (labels)", "https://", "a.", "com/"),
    Kind("long host (one label)", "https://", "a", ".com/"),
    Kind("long IDN host", "https://", "é", ".com/"),
    Kind("long %-encoded host", "https://", "%61", ".com/"),
    Kind("IPv6-like host", "http://[", "1:", "1]/"),
    Kind("IPv4-like host (dots)", "http://", "1.", "1/"),
    Kind("IPv4-like host (decimal)", "http://", "9", "/"),
    Kind("IPv4-like host (hex)", "http://0x", "f", "/"),
    Kind("opaque path", "data:", "x", ""),
    Kind("tabs and newlines", "https://example.com/", "a\t\n", ""),
    Kind("leading spaces", "", " ", "https://example.com/"),
    Kind("params: many pairs", "", "a=b&", "", "params"),
    Kind("params: encoded", "", "%41+b=%C3%A9&", "", "params"),
    Kind("setter pathname", "", "a/", "", "pathname"),
    Kind("setter search", "", "a=b&", "", "search"),
    Kind("setter hash", "", "x", "", "hash"),
    Kind("setter host", "", "a.", "com", "host"),
    Kind("setter username", "", "u", "", "username"),
    # MIME types, Content-Type header values, data: URLs, forgiving base64 (issue 23).
    Kind("mime: many parameters", "text/html", ";a=b", "", "mime"),
    Kind("mime: many semicolons", "text/html", ";", "", "mime"),
    Kind("mime: escapes in quotes", 'text/html;a="', "\\x", '"', "mime"),
    Kind("mime: unclosed quote", 'text/html;a="', "y", "", "mime"),
    Kind("content-type: many values", "", "text/html;charset=gbk, ", "x/y", "content-type"),
    Kind("content-type: quoted commas", 'a/b;x="', ",", '"', "content-type"),
    Kind("atob: long", "", "YWJj", "", "atob"),
    Kind("atob: whitespace", "", "YW Jj", "", "atob"),
    Kind("data: base64", "data:;base64,", "YWJj", "", "data"),
    Kind("data: percent", "data:,", "%41", "", "data"),
    # A Range header value ("parse a single range header value", blob: scheme fetch): spaces
    # between an empty start and a missing "-" made a regular expression quadratic.
    Kind("range: spaces", "bytes=", " ", "1", "range"),
    Kind("range: long numbers", "bytes=", "1", "-x", "range"),
    Kind("urlpattern: long fixed pathname", "/", "a", "/:x", "urlpattern:construct"),
    Kind("urlpattern: many named groups", "", "/:g", "", "urlpattern:groups"),
    Kind("urlpattern: many {a}? groups", "/", "{a}?", "z", "urlpattern:construct"),
    # A URL made from the input tested against a pathname pattern without custom regexp
    # groups (issue 30: matched in linear time), one of each kind of piece, on near misses.
    Kind("urlpattern: /* against a long path", "https://e/", "a/", "", "urlpattern:test:/*"),
    Kind("urlpattern: /*/*/z against /x.../y", "https://e", "/x", "/y", "urlpattern:test:/*/*/z"),
    Kind(
        "urlpattern: /:a-:b-:c/z against /x-x-.../y",
        "https://e/",
        "x-",
        "/y",
        "urlpattern:test:/:a-:b-:c/z",
    ),
    Kind(
        "urlpattern: /:a*/*/z against /x.../y", "https://e", "/x", "/y", "urlpattern:test:/:a*/*/z"
    ),
    Kind("urlpattern: /:p+/z against /x.../y", "https://e", "/x", "/y", "urlpattern:test:/:p+/z"),
    Kind("urlpattern: /*+/z against /x.../y", "https://e", "/x", "/y", "urlpattern:test:/*+/z"),
    Kind(
        "urlpattern: {/:a}? x8, /z against /x.../y",
        "https://e",
        "/x",
        "/y",
        "urlpattern:test:" + "".join(f"{{/:a{i}}}?" for i in range(8)) + "/z",
    ),
    Kind(
        "urlpattern: /{a}? x12 a x12/*/z against /a x18/x.../y",
        "https://e/" + "a" * 18 + "/",
        "x",
        "/y",
        "urlpattern:test:/" + "{a}?" * 12 + "a" * 12 + "/*/z",
    ),
    Kind(
        "urlpattern: /{a}*b ignoreCase against /AAA...",
        "https://e/",
        "A",
        "",
        "urlpattern:test-ignore-case:/{a}*b",
    ),
    Kind("headers: set() of distinct names", "", "x;", "", "headers:set"),
    Kind("headers: append, then delete each", "", "x;", "", "headers:delete"),
    Kind("headers: construct from pairs, iterate", "", "x;", "", "headers:construct"),
    # JSON (issue 58.10): json() of a body nested n deep (json.loads, then the iterative
    # parser past its recursion), of a flat array (json.loads alone); Response.json(data) of
    # data nested n deep, and of a chain whose last link points back to its first (the cycle
    # found at about twice its depth).
    Kind("json: json() of deep arrays", "", "[", "", "json:parse", then="]"),
    Kind("json: json() of deep objects", "", '{"a":', "", "json:parse", then="}", middle="0"),
    Kind("json: json() of a flat array", "[", "1.5,", "0]", "json:parse"),
    Kind("json: Response.json() of deep lists", "", "[", "", "json:stringify", then="]"),
    Kind("json: Response.json() of a cycle n deep", "", "[", "", "json:cycle", then="]"),
    # structuredClone (issue 55): values nested n deep (no recursion: its own stacks), a flat
    # list, and a chain whose last link points back to its first (the memory map's cycle).
    Kind("clone: structuredClone of deep lists", "", "[", "", "clone:value", then="]"),
    Kind(
        "clone: structuredClone of deep dicts", "", '{"a":', "", "clone:value", then="}", middle="0"
    ),
    Kind("clone: structuredClone of a flat list", "[", "1.5,", "0]", "clone:value"),
    Kind("clone: structuredClone of a cycle n deep", "", "[", "", "clone:cycle", then="]"),
    # Legacy encoders (issue 33 item 4): code points where the C codec differs from the
    # standard, errors, and ISO-2022-JP's state changes.
    Kind("encode html Big5: differing code points", "", "é€😀", "", "encode:Big5"),
    Kind("encode html EUC-JP: JIS X 0212 and errors", "", "ïa한", "", "encode:EUC-JP"),
    Kind("encode fatal Shift_JIS: errors", "", "a\u203d", "", "encode-fatal:Shift_JIS"),
    Kind("encode fatal windows-1252: errors", "", "é\u0100", "", "encode-fatal:windows-1252"),
    Kind("encode html ISO-2022-JP: state changes", "", "a日¥ｶ😀", "", "encode:ISO-2022-JP"),
    # The codecs' error handlers (issue 33, third round): iso2022_jp's pointer runs, stand-ins
    # and wrong code points, euc_jp's and big5hkscs' mended bytes, the text split around.
    Kind("encode html ISO-2022-JP: the codec's gaps", "", "a①日ｶ〜😀", "", "encode:ISO-2022-JP"),
    Kind("encode html EUC-JP: mended and split", "", "é〜日①", "", "encode:EUC-JP"),
    Kind("encode html Big5: HKSCS and •", "", "é•臺€", "", "encode:Big5"),
    Kind(
        "encode fatal gb18030: U+E5E5, emoji",
        "",
        "\ue5e5中\U0001f600",
        "",
        "encode-fatal:gb18030",
    ),
    # Decoders and HTML encoding sniffing (issue 22): the text as Latin-1 is the input bytes.
    Kind("decode UTF-8: invalid bytes", "", "\xff\x80", "", "decode:UTF-8"),
    Kind("decode UTF-8: truncated sequences", "", "\xe6\x97a", "", "decode:UTF-8"),
    Kind("decode UTF-16LE: lone surrogates", "", "\x00\xd8", "", "decode:UTF-16LE"),
    Kind("decode windows-1252: high bytes", "", "\x80\x81\xff", "", "decode:windows-1252"),
    Kind("decode Shift_JIS: invalid trails", "", "\x81\x20", "", "decode:Shift_JIS"),
    Kind("decode EUC-JP: 0x8F runs", "", "\x8f\xa1", "", "decode:EUC-JP"),
    Kind("decode Big5: invalid trails", "", "\x81\x7f", "", "decode:Big5"),
    Kind("decode gb18030: four-byte", "", "\x81\x30\x81\x30", "", "decode:gb18030"),
    Kind("decode gb18030: broken four-byte", "", "\x81\x30\xff", "", "decode:gb18030"),
    Kind("decode EUC-KR: invalid trails", "", "\x81\x20", "", "decode:EUC-KR"),
    # where CPython's codec differs (issue 33): translated, and split around (aligned or not)
    Kind("decode EUC-JP: wave dashes", "", "\xa1\xc1\xa4\xa2", "", "decode:EUC-JP"),
    Kind("decode Big5: A2 41", "", "\xa2\x41\xa4\xa4", "", "decode:Big5"),
    Kind("decode Big5: A2 41 inside others", "", "\xa4\xa2\x41", "", "decode:Big5"),
    Kind(
        "decode gb18030: A8 BC, 81 35 F4 37",
        "",
        "\xa8\xbc\x81\x35\xf4\x37\xa8",
        "",
        "decode:gb18030",
    ),
    Kind("decode ISO-2022-JP: wave dashes", "\x1b$B", "\x21\x41\x24\x22", "", "decode:ISO-2022-JP"),
    Kind("decode ISO-2022-JP: escapes only", "", "\x1b$B\x1b(B", "", "decode:ISO-2022-JP"),
    Kind("decode ISO-2022-JP: JIS X 0208", "\x1b$B", "\x30\x21", "", "decode:ISO-2022-JP"),
    Kind("decode ISO-2022-JP: bad escapes", "", "\x1b$x", "", "decode:ISO-2022-JP"),
    Kind("decode_html: many <meta", "", "<meta a=b ", "", "decode_html"),
    Kind("decode_html: open comments", "", "<!--", "", "decode_html"),
    Kind("decode_html: unclosed quotes", "<meta content='", "x", "", "decode_html"),
    # decode_html's late <meta> (issue 31.3): no "<meta" (no tokenizing), many inside raw text
    # and a comment (tokenized to the last), many elements naming no encoding
    Kind("decode_html: undeclared text", "<p>", "caf\xe9 ", "", "decode_html"),
    Kind("decode_html: <meta in <title>", "<title>", "<meta charset=utf-8>", "", "decode_html"),
    Kind("decode_html: <meta in a comment", "<!--", "<meta charset=utf-8>", "", "decode_html"),
    Kind(
        "decode_html: meta elements, no charset", "", "<meta name=a content=b>", "", "decode_html"
    ),
    # issue 33: each <meta is read (at most 2,048 characters) to see whether it may name an
    # encoding; in script data the tokenizer moves one "<" at a time and asks for the next
    # candidate each time, and every tag here runs on (open quotes, no ">")
    Kind(
        "decode_html: <meta in <script>, open quotes", "<script>", "<meta a='x", "", "decode_html"
    ),
    Kind(
        "decode_html: a long head, then <meta charset>",
        "",
        "<link rel=a href='b>'>",
        "<meta charset=utf-8>",
        "decode_html",
    ),
    Kind(
        "decode_html: viewport metas, undeclared",
        "",
        '<meta name="v" content="w=1">x',
        "",
        "decode_html",
    ),
    # Chromium's search for a <meta> (issue 42.11, decode_html(browser="chromium")): it reads
    # past the first kilobyte while the tags are the head's, a meta naming nothing each time
    Kind(
        "decode_html chromium: a long head, then <meta charset>",
        "",
        "<link rel=a href='b>'>",
        "<meta charset=utf-8>",
        "decode_html:chromium",
    ),
    Kind(
        "decode_html chromium: metas naming nothing", "", "<meta a=b>", "", "decode_html:chromium"
    ),
    Kind(
        "decode_html chromium: <meta in <title>",
        "<title>",
        "<meta charset=utf-8>",
        "",
        "decode_html:chromium",
    ),
    # The command line (issue 30): a record for people, the reader of input lines.
    Kind("cli: url --format text, many errors", "http://a/", "%", "", "cli:url-text"),
    Kind("cli: line reader, one long line", "http://a/", "a", "\n", "cli:lines"),
    # Cookies (issue 32): one Set-Cookie field into a jar, then the Cookie header; cookie-date.
    Kind("cookie: long value", "a=", "b", "", "cookie"),
    Kind("cookie: many attributes", "a=b", "; Path=/x", "", "cookie"),
    Kind("cookie: many semicolons", "a=b", ";", "", "cookie"),
    Kind("cookie: nameless, many =", "", "=", "x", "cookie"),
    Kind("cookie-date: many tokens", "", "1 ", "", "cookie-date"),
    # A jar already at its 3300-cookie limit receives one cookie per 10 units (c<i>=1 from
    # h<i % 500>.example, a Cookie header every 10th cookie): every 300th evicts 300.
    Kind("cookie jar: many cookies", "", "cookie    \n", "", "cookie-jar"),
    # Issue 42: the Cookie header for a long host of many labels, from a full jar holding a
    # domain cookie the host domain-matches (retrieval built every suffix of the host).
    Kind("cookie jar: long host (labels)", "", "a.", "example", "cookie-host"),
    # Issue 42: a full jar with Secure "sid" cookies on 50 hosts receives an insecure "sid"
    # per 10 units from 100 http hosts, half refused by storage step 16 (which compared
    # each with every domain field).
    Kind("cookie jar: step 16, insecure namesakes", "", "cookie    \n", "", "cookie-step16"),
    # Issue 54: fetch() given a response of many header lines, a long Location, a flood of
    # Set-Cookie lines on a redirect and its target (benchmarks/fetch_hostile.py).
    Kind(
        "fetch: many response headers",
        "",
        "x-h{i}: v\n",
        "",
        "fetch:headers",
        numbered=True,
        reference="names",
    ),
    Kind("fetch: long Location", "", "a", "", "fetch:location"),
    Kind("fetch: Set-Cookie flood", "", "s=1; Path=/\n", "", "fetch:set-cookie"),
    # Issue 73 item 8: a preflighted request to a new URL per unit (the cache: 1,024 entries)
    Kind("fetch: preflights of many URLs", "", "p\n", "", "fetch:preflights", memory=True),
    # Streams: a chunk (100 bytes) per unit, through tee() and both branches' readers; a read
    # per unit pending before the chunks come; a Response of a chunk per unit read whole.
    Kind("streams: many chunks, teed", "", _STREAM_CHUNK, "", "streams:tee"),
    Kind(
        "streams: many pending reads",
        "",
        _STREAM_CHUNK,
        "",
        "streams:pending",
        reference="live",
    ),
    Kind("streams: a body of many chunks", "", _STREAM_CHUNK, "", "streams:body"),
    # A saved jar read back (CookieJar.load): many lines, one nested line, one long value.
    Kind("cookie jar file: many lines", "", _SAVED_LINE, "", "cookie-load"),
    Kind("cookie jar file: deep nesting", "", "[", "", "cookie-load"),
    Kind("cookie jar file: one long line", '{"name": "', "x", '"}', "cookie-load"),
    # A page's links (issue 31): srcset candidates and descriptors, refresh values, links().
    Kind("html: srcset, many candidates", "", "a.png 2x, ", "", "html:srcset"),
    Kind("html: srcset, open parenthesis", "a (", "x ", "", "html:srcset"),
    Kind("html: srcset, many descriptors", "a ", "1x ", "", "html:srcset"),
    Kind("html: refresh, long time and URL", "", "9", "; url='x", "html:refresh"),
    Kind("html: links, many <a>", "<base href=/b/>", "<a href=x?y>", "", "html:links"),
    Kind("html: links, one long srcset", "<img srcset='", "a 1x,", "'>", "html:links"),
    Kind("html: links (pure), many <a>", "<base href=/b/>", "<a href=x?y>", "", "html:tree"),
    # HTML tree construction (issue 31.2): walks of the stack of open elements, the adoption
    # agency, foster parenting, templates, foreign content, selectedcontent; links() on the
    # pure path (webapi's tree construction). The same inputs through links()'s fast path (the
    # fast-html extra) follow the list, where markupever is installed.
    Kind("html: tree, deep nesting", "", "<div>", "", "html:tree"),
    Kind("html: tree, </body> under deep nesting", "", "<div></body>", "", "html:tree"),
    Kind("html: tree, <rt> under deep <span>s", "<ruby>", "<span><rt>", "", "html:tree"),
    Kind("html: tree, <option> under deep <span>s", "<select>", "<span><option>", "", "html:tree"),
    Kind("html: tree, foreign end tags", "<svg><x><desc><div><svg>", "<g></x>", "", "html:tree"),
    Kind("html: tree, <a> runs the adoption agency", "", "<a href=x><div>", "", "html:tree"),
    Kind("html: tree, </b> over a block", "", "<b><div></b>", "", "html:tree"),
    Kind("html: tree, foster parenting", "", "<table><a href=x>", "", "html:tree"),
    # issue 58 item 13: each </table> resets the insertion mode, which walked the whole stack
    Kind("html: tree, </table> under deep nesting", "", "<div><table></table>", "", "html:tree"),
    Kind("html: tree, nested templates", "", "<template>", "", "html:tree"),
    Kind("html: tree, nested templates with links", "", "<template><a href=x>", "", "html:tree"),
    # declarative shadow roots (issue 74): Document.parseHTMLUnsafe, then getHTML with the
    # serializable shadow roots, of hosts nested each in the shadow tree of the one before,
    # and of many hosts side by side, each a slot and a slotted child
    Kind(
        "html: declarative shadow roots, deep nesting",
        "",
        "<div><template shadowrootmode=open shadowrootserializable>",
        "",
        "html:declarative",
    ),
    Kind(
        "html: declarative shadow roots, many hosts",
        "",
        "<p><template shadowrootmode=open shadowrootserializable><slot></slot></template>x</p>",
        "",
        "html:declarative",
    ),
    # (issue 74's many slots: one shadow tree of n named and default slots, whose
    # assignment runs for each slot inserted; and one host of n children assigned to one of
    # its two slots)
    Kind(
        "html: declarative shadow roots, many slots",
        "<div><template shadowrootmode=open shadowrootserializable>",
        "<slot name=a>f</slot><slot></slot>",
        "</template><b slot=a>x</b>y</div>",
        "html:declarative",
    ),
    Kind(
        "html: declarative shadow roots, many slotted children",
        "<div><template shadowrootmode=open shadowrootserializable><slot name=a></slot><slot>"
        "</slot></template>",
        "<b slot=a>x</b>y",
        "</div>",
        "html:declarative",
    ),
    Kind(
        "html: tree, options and selectedcontent",
        "<select><button><selectedcontent></button>",
        "<option selected><a href=x>y</a></option>",
        "",
        "html:tree",
    ),
    Kind(
        "html: tree, nested selects with selectedcontent",
        "",
        "<select><table><tr><td><selectedcontent><option>x",
        "",
        "html:tree",
    ),
    # Issue 42: formatting elements that all differ (the Noah's Ark clause compared each push
    # with the whole list), and paragraphs that each reconstruct them (the Standard's tree has
    # units x units elements; the readers stop reconstructing past a budget), through links()
    # on the pure path and decode_html's late <meta>.
    Kind(
        "html: tree, distinct formatting elements",
        "",
        "<b id={i}>",
        "<a href=x>",
        "html:tree",
        numbered=True,
        memory=True,
    ),
    Kind(
        "html: tree, reconstructed formatting elements",
        "<p><a href=x>",
        "<b id={i}>",
        "",
        "html:tree",
        numbered=True,
        then="<p>x</p>",
        memory=True,
    ),
    Kind(
        "decode_html: distinct formatting elements, late <meta>",
        "",
        "<b id={i}>",
        "<meta charset=utf-8>",
        "decode_html",
        numbered=True,
        memory=True,
    ),
    Kind(
        "decode_html: reconstructed formatting elements, late <meta>",
        "<p>",
        "<b id={i}>",
        "<meta charset=utf-8>",
        "decode_html",
        numbered=True,
        then="<p>x</p>",
        memory=True,
    ),
    # foster-parented text after foster-parented elements (the text's place was found by a
    # search from the start of the parent's children)
    Kind("html: tree, foster-parented text", "<table>", "<span></span>x", "", "html:tree"),
    # the adoption agency's inner loop removing many elements under many others
    Kind(
        "html: tree, </b> over many elements",
        "<b>",
        "<span>",
        "</b>",
        "html:tree",
        then="<span>",
        middle="<div>",
    ),
    # The DOM (issue 43): a processing instruction's data read as pseudo-attributes (the xml-
    # stylesheet rules; an HTML page's PIs are parsed when read), a qualified name validated and
    # extracted (createElementNS).
    Kind("dom: PI data, references in a value", 'a="', "&amp;&#x41;", '"', "dom:pi"),
    Kind("dom: PI data, an unclosed value", 'a="', "x", "", "dom:pi"),
    Kind("dom: PI data, spaces between attributes", 'a="b"', " ", 'c="d"', "dom:pi"),
    Kind("dom: PI data, a long name", "", "a", '="b"', "dom:pi"),
    Kind("dom: createElementNS, colons", "a", ":", "", "dom:qname"),
    # XML documents (issue 43): HTML's XML parser through DOMParser (expat's events to nodes),
    # the XML serialization (XMLSerializer) of what it built, the XML fragment parsing of an
    # innerHTML setter in an XML document. The parse rows' reference is the standard library's
    # ElementTree over the same input: past ~50,000 nodes a node costs ~20% more on a 2-core
    # machine (caches, fresh pages), for webapi's nodes as for ElementTree's, a step then flat
    # (webapi: 2.4 us a node at 20,000, 2.9 at 50,000 to 400,000).
    Kind(
        "xml: parse, deep nesting", "", "<a>", "", "dom:xml-parse", then="</a>", reference="etree"
    ),
    Kind(
        "xml: parse, deep nesting unclosed (parsererror)",
        "",
        "<a>",
        "",
        "dom:xml-parse",
        reference="etree",
    ),
    Kind("xml: parse, many siblings", "<x>", "<y/>", "</x>", "dom:xml-parse", reference="etree"),
    # (one start tag of n distinct names: expat's own hash tables grow as the machine's do;
    # past 65,536 attributes Chromium's limit ends the parse, after expat read the tag)
    Kind(
        "xml: parse, many attributes",
        "<x",
        " a{i}='v'",
        "/>",
        "dom:xml-parse",
        True,
        reference="expat",
    ),
    Kind(
        "xml: parse, many xmlns",
        "<x",
        " xmlns:p{i}='u{i}'",
        "/>",
        "dom:xml-parse",
        True,
        reference="expat",
    ),
    Kind(
        "xml: parse, text and references",
        "<x>",
        "a&amp;&#x41;",
        "</x>",
        "dom:xml-parse",
        reference="expat",
    ),
    Kind(
        "xml: parse, internal entity",
        "<!DOCTYPE x [<!ENTITY e 'abc'>]><x>",
        "&e;",
        "</x>",
        "dom:xml-parse",
        reference="etree",
    ),
    Kind(
        "xml: parse, CDATA sections",
        "<x>",
        "<![CDATA[a]]>",
        "</x>",
        "dom:xml-parse",
        reference="etree",
    ),
    Kind("xml: serialize, deep nesting", "", "<a>", "", "dom:xml-serialize", then="</a>"),
    Kind(
        "xml: serialize, prefixed siblings",
        "<x>",
        "<p:y xmlns:p='u'/>",
        "</x>",
        "dom:xml-serialize",
    ),
    Kind(
        "xml: serialize, many xmlns",
        "<x",
        " xmlns:p{i}='u{i}'",
        "><y/></x>",
        "dom:xml-serialize",
        True,
        reference="names",
    ),
    # the namespace prefix map grows down a chain (the text's copy per element: quadratic)
    Kind(
        "xml: serialize, a chain of declarations",
        "",
        "<a xmlns:p{i}='u{i}'>",
        "",
        "dom:xml-serialize",
        True,
        then="</a>",
        reference="names",
    ),
    # one namespace's n prefixes, read for each of n elements (the text's candidates list)
    Kind(
        "xml: serialize, one namespace's many prefixes",
        "<x",
        " xmlns:p{i}='u'",
        "</x>",
        "dom:xml-serialize",
        True,
        then="<p0:y/>",
        middle=">",
        reference="names",
    ),
    Kind("xml: innerHTML setter, many siblings", "", "<y/>", "", "dom:xml-inner"),
    # The DOM's hostile trees (issue 43, "Bad input"; benchmarks/dom_hostile.py): the unit
    # counts the levels, siblings, attributes or elements, built through the public API.
    Kind("dom: deep tree, appendChild top-down", "", "<i>", "", "domtree:deep-append-down"),
    Kind("dom: deep tree, appendChild bottom-up", "", "<i>", "", "domtree:deep-append-up"),
    Kind("dom: deep tree, outerHTML", "", "<i>", "", "domtree:deep-outerHTML"),
    Kind("dom: deep tree, cloneNode(true)", "", "<i>", "", "domtree:deep-clone"),
    Kind("dom: deep tree, isEqualNode", "", "<i>", "", "domtree:deep-isEqualNode"),
    Kind("dom: deep tree, textContent", "", "<i>", "", "domtree:deep-textContent"),
    Kind("dom: deep tree, remove and append", "", "<i>", "", "domtree:deep-remove"),
    Kind("dom: deep tree, moveBefore", "", "<i>", "", "domtree:deep-move"),
    Kind("dom: siblings, appendChild", "", "<i>", "", "domtree:siblings-append"),
    Kind("dom: siblings, insertBefore the first", "", "<i>", "", "domtree:siblings-insertBefore"),
    Kind("dom: siblings, childNodes[i]", "", "<i>", "", "domtree:siblings-childNodes"),
    Kind("dom: siblings, children[i]", "", "<i>", "", "domtree:siblings-children"),
    Kind("dom: siblings, remove the first", "", "<i>", "", "domtree:siblings-remove-first"),
    Kind("dom: siblings, moveBefore the first", "", "<i>", "", "domtree:siblings-move-first"),
    Kind("dom: attributes, setAttribute", "", " a=v", "", "domtree:attributes-set"),
    Kind("dom: attributes, getAttribute the last", "", " a=v", "", "domtree:attributes-get-last"),
    Kind("dom: attributes, attributes.item(i)", "", " a=v", "", "domtree:attributes-item"),
    Kind("dom: attributes, removeAttribute", "", " a=v", "", "domtree:attributes-remove"),
    Kind("dom: attributes, dict(attributes)", "", " a=v", "", "domtree:attributes-dict"),
    Kind("dom: attributes, dict(dataset)", "", " data-a=v", "", "domtree:attributes-dataset"),
    Kind("dom: named items, dict(collection)", "", "<p id=i name=n>", "", "domtree:named-dict"),
    Kind("dom: getElementsByTagName", "", "<p class=c>", "", "domtree:by-tag-name"),
    Kind("dom: getElementsByClassName", "", "<p class=c>", "", "domtree:by-class-name"),
    # Issue 58: lookups by ID (a map per tree) and live collections invalidated only by the
    # changes that can affect them (the unit counts the IDs, options or items).
    # (n dictionary lookups: a bare loop of n dict lookups grows 14-15x from 3,000 to 30,000
    # on the 2-core machine of issue 58, the floor under this row)
    Kind(
        "dom: getElementById of each ID",
        "",
        "<p id>",
        "",
        "domtree:ids-getElementById",
        reference="lookups",
    ),
    Kind("dom: querySelector('#id') of each ID", "", "<p id>", "", "domtree:ids-querySelector"),
    Kind("dom: label.control of each label", "", "<p id>", "", "domtree:ids-label-control"),
    Kind("dom: input.form of each form= input", "", "<p id>", "", "domtree:ids-form-owner"),
    Kind("dom: append an ID, getElementById it", "", "<p id>", "", "domtree:ids-append-lookup"),
    Kind(
        "dom: deep tree in a document with an ID map",
        "",
        "<i>",
        "",
        "domtree:deep-append-down-ids",
    ),
    Kind(
        "dom: getElementsByTagName(li)[i].setAttribute",
        "",
        "<li>",
        "",
        "domtree:collection-tag-setAttribute",
    ),
    Kind(
        "dom: getElementsByClassName(c)[i].title =",
        "",
        "<li>",
        "",
        "domtree:collection-class-title",
    ),
    Kind("dom: select[i].selected = true", "", "<li>", "", "domtree:collection-select-selected"),
    # Issue 73, item 13: a child-list change inside each item of a live collection, which
    # adds or removes no node the collection holds (the unit counts the items)
    Kind(
        "dom: children[i].appendChild(text)",
        "",
        "<p>",
        "",
        "domtree:collection-items-children-append",
    ),
    Kind(
        "dom: children[i].innerHTML = '<b>x</b>'",
        "",
        "<p>",
        "",
        "domtree:collection-items-children-innerHTML",
    ),
    Kind(
        "dom: getElementsByTagName(p)[i].appendChild(text)",
        "",
        "<p>",
        "",
        "domtree:collection-items-tag-append",
    ),
    Kind(
        "dom: getElementsByTagName(p)[i].textContent =",
        "",
        "<p>",
        "",
        "domtree:collection-items-tag-textContent",
    ),
    Kind(
        "dom: getElementsByTagName(p)[i].innerHTML = '<b>x</b>'",
        "",
        "<p>",
        "",
        "domtree:collection-items-tag-innerHTML",
    ),
    Kind(
        "dom: getElementsByClassName(c)[i].innerHTML = '<b>x</b>'",
        "",
        "<p>",
        "",
        "domtree:collection-items-class-innerHTML",
    ),
    # Issue 73, item 14: window[name] of each ID and img name; the first element of an ID
    # after the one before it was removed (the unit counts the IDs, or the elements of one)
    # (n dictionary lookups each: grows with the machine's floor, the reference as above)
    Kind(
        "dom: window[name] of each ID and name",
        "",
        "<p id>",
        "",
        "domtree:named-window",
        reference="lookups",
    ),
    Kind(
        "dom: getElementById(x) after removing the first x",
        "",
        "<p id>",
        "",
        "domtree:named-id-removed",
    ),
    Kind(
        "dom: getElementById of each ID after removing its first",
        "",
        "<p id>",
        "",
        "domtree:named-id-removed-each",
    ),
    # The HTML collections (issue 51): select.options, form.elements and table.rows read by
    # index while their members' attributes and state change (the view is kept), form[name]
    # of each control, rowIndex and cellIndex of each row (the unit counts the options,
    # controls or rows). webapi grows 9.7x-10.3x on each from 3,000 to 30,000; Chromium 156 on
    # the same loops (Playwright, best of 3): options 37 -> 4,205 ms (115x), form[name] 3.1 ->
    # 336 ms (108x), rows with rowIndex 18.5 -> 1,929 ms (104x), form.elements 2,190 ms at
    # 3,000 already (its setAttribute loop takes 8 ms; the .value = loop the rest).
    Kind(
        "dom: select.options[i].selected = true, setAttribute, index",
        "",
        "<li>",
        "",
        "domtree:collection-options-selected",
    ),
    Kind(
        "dom: form.elements[i].setAttribute, .value =",
        "",
        "<li>",
        "",
        "domtree:collection-form-elements",
    ),
    Kind("dom: form[name] of each control", "", "<li>", "", "domtree:collection-form-named"),
    Kind(
        "dom: table.rows[i].setAttribute, rowIndex, cellIndex",
        "",
        "<li>",
        "",
        "domtree:collection-table-rows",
    ),
    # :has() and :target per element (issue 58): each subject's own region, the target found
    # once per state of the document (the unit counts the table's rows)
    Kind("dom: td.matches(':has(a)') of each cell", "", "<tr>", "", "domtree:scoped-has-matches"),
    Kind("dom: td.closest('tr:has(td + td)')", "", "<tr>", "", "domtree:scoped-has-closest"),
    Kind("dom: tr.querySelector('td:has(a b, a)')", "", "<tr>", "", "domtree:scoped-has-query"),
    Kind(
        "dom: td.matches(':target') of each cell", "", "<tr>", "", "domtree:scoped-target-matches"
    ),
    # Inherited state per element (issue 58): directionality, language and fieldset
    # disabledness kept per document (found once per change, top-down), radio button groups
    # by form owner and name with their checked member known (the unit counts the elements)
    Kind("dom: :dir(rtl) over a deep tree", "", "<div>", "", "domtree:state-dir"),
    Kind("dom: :dir(rtl) under dir=auto, deep tree", "", "<div>", "", "domtree:state-dir-auto"),
    Kind("dom: :lang(fr) over a deep tree", "", "<div>", "", "domtree:state-lang"),
    Kind("dom: :disabled in nested fieldsets", "", "<fieldset>", "", "domtree:state-fieldsets"),
    Kind(
        "dom: radio.checked = true, :indeterminate",
        "",
        "<input>",
        "",
        "domtree:state-radios-checked",
    ),
    Kind(
        "dom: radio.setAttribute, :indeterminate",
        "",
        "<input>",
        "",
        "domtree:state-radios-attribute",
    ),
    Kind("dom: option.selected = true, :checked", "", "<option>", "", "domtree:state-options"),
    # Issue 73 item 10: a class set on each paragraph in turn, then its computed color read:
    # each read after a change walked the whole tree for its style sheets (36-41x for 10x;
    # Chromium 156 6-11x); the style and link elements are now found once per change of the
    # tree's structure.
    Kind(
        "dom: className, then getComputedStyle, of each element",
        "",
        "<p>",
        "",
        "domtree:restyle-each",
    ),
    # Issue 73 item 15: checkValidity() of every required radio button of one group
    Kind(
        "dom: checkValidity() of required radios in one group",
        "",
        "<input>",
        "",
        "domtree:state-radios-required",
    ),
    # Offsets (issue 58, item 6): UTF-16 offsets into a Text node with a code point above
    # U+FFFF (the astral positions kept per data string, not the data converted per call),
    # and observe() of a node the observer observes already (its registration found by node)
    Kind("dom: substringData of astral text", "", "<i>", "", "domtree:offsets-substringData"),
    Kind("dom: length of astral text", "", "<i>", "", "domtree:offsets-length"),
    Kind("dom: range over astral text, toString", "", "<i>", "", "domtree:offsets-range"),
    Kind("dom: observe() each node again", "", "<i>", "", "domtree:offsets-observe-again"),
    # Ranges: the contents of a range from a deep tree's deepest text to after its top (the
    # Standard's recursion, a loop here), and siblings removed with a live range on the parent.
    Kind("dom: range, cloneContents of a deep tree", "", "<i>", "", "domtree:deep-range-clone"),
    Kind("dom: range, extractContents of a deep tree", "", "<i>", "", "domtree:deep-range-extract"),
    Kind("dom: range, toString of a deep tree", "", "<i>", "", "domtree:deep-range-string"),
    Kind("dom: range, deleteContents of siblings", "", "<i>", "", "domtree:siblings-range-delete"),
    Kind(
        "dom: range on the parent, remove the first",
        "",
        "<i>",
        "",
        "domtree:siblings-range-remove-first",
    ),
    # Form bodies (issue 45): the multipart/form-data parser (boundary "B"; the text as Latin-1
    # is the body), and the encoders given long names, many entries or a long file name.
    # The pattern attribute's constraint (webapi.js.regexp.compile_matcher): patterns whose
    # backtracking in ECMA-262's order is exponential (WPT's infinite_backtracking test), and
    # a property escape over non-ASCII text.
    Kind("pattern attribute: (\\d+)*$ against 1...x", "", "1", "x", "pattern:(\\d+)*$"),
    Kind("pattern attribute: (a|a)*b against a...", "", "a", "", "pattern:(a|a)*b"),
    Kind("pattern attribute: (a*)*b against a...", "", "a", "", "pattern:(a*)*b"),
    Kind(
        "pattern attribute: [\\p{L}]+ against \u00e9...",
        "",
        "\u00e9\u4e00",
        "",
        "pattern:[\\p{L}]+",
    ),
    # Issue 73 items 11 and 12: a class of many members (each unit one more astral code point,
    # every other one from U+10000 in a scattered order: as many ranges; the text's length is
    # the class's, the subject "x") compiled and matched, where a union at a time rebuilt the
    # class per member (5,000 members 46 s); and a lookahead that reads to the end from every
    # position, whose runs share their states (before: quadratic, out of the step budget at
    # 3,000 a's and answered "mismatch"). Chromium 156 (new RegExp(.., "v").test, then the
    # pattern attribute's check): the class 11 -> 1,059 ms for 5,000 -> 50,000 members (95x),
    # the lookahead 556 ms at 30,000 a's and not done at 300,000.
    Kind(
        "pattern attribute: [many code points]+ (compiled)",
        "",
        "a",
        "",
        "pattern-class:",
        reference="codepoints",
    ),
    Kind("pattern attribute: (?:a(?=a*$))* against a...", "", "a", "", "pattern:(?:a(?=a*$))*"),
    Kind("forms parse: many parts", "", _FORM_PART, "--B--", "forms:parse"),
    Kind(
        "forms parse: many headers",
        "--B\r\n",
        "X-A: y\r\n",
        _FORM_PART[5:] + "--B--",
        "forms:parse",
    ),
    Kind(
        "forms parse: a long header",
        "--B\r\nX-A: ",
        "y",
        "\r\n" + _FORM_PART[5:] + "--B--",
        "forms:parse",
    ),
    Kind(
        "forms parse: many parameters",
        "--B\r\nContent-Disposition: form-data",
        '; x="1"',
        '; name="a"\r\n\r\nv\r\n--B--',
        "forms:parse",
    ),
    Kind(
        "forms parse: escapes in a name",
        '--B\r\nContent-Disposition: form-data; name="',
        "%0A%0d%22",
        '"\r\n\r\nv\r\n--B--',
        "forms:parse",
    ),
    Kind(
        "forms parse: base64 with non-ASCII",
        _FORM_BASE64,
        "QUJD\xc4\x80 ",
        "\r\n--B--",
        "forms:parse",
    ),
    Kind("forms parse: lines like the boundary", _FORM_FILE, "\r\n--", "\r\n--B--", "forms:parse"),
    Kind("forms parse: no end", _FORM_FILE, "x", "", "forms:parse"),
    Kind("forms encode: a long name to escape", "", 'a"\r\n\r', "", "forms:encode-name"),
    Kind("forms encode: a long filename", "", 'a"\r\n\r', "", "forms:encode-filename"),
    Kind("forms encode: many entries", "", "a=b&", "", "forms:encode-entries"),
    Kind("forms text/plain and urlencoded: many entries", "", "a=b&", "", "forms:pairs"),
    # Selectors (issue 44): querySelectorAll given a selector built from the input against a
    # small document (``selectors:select``) or a 20,000-deep tree (``selectors:deep``), or a
    # fixed selector against the document HTML's parser builds from the input
    # (``selectors:tree:`` and the selector; the tree built once, outside the timing).
    Kind("selectors: :is( nested", "", ":is(", "", "selectors:select", then=")", middle="p"),
    Kind("selectors: a long chain, 20,000-deep tree", "", "div ", "p", "selectors:deep"),
    # An+B's integers of any length (issue 58): a number token's and the digits of n-<digits>.
    Kind("selectors: a long An+B integer", ":nth-child(", "9", "n+1)", "selectors:select"),
    Kind("selectors: a long n-<digits>", ":nth-child(n-", "9", ")", "selectors:select"),
    Kind("selectors: a long > chain, 20,000-deep tree", "", "div > ", "p", "selectors:deep"),
    Kind(
        "selectors: chain over a deep tree",
        "",
        "<div>",
        "<p>",
        "selectors:tree:span div div div > div p",
    ),
    Kind(
        "selectors: ~ chain over siblings",
        "<div>",
        "<p></p>",
        "</div>",
        "selectors:tree:span ~ p ~ p + p",
    ),
    # HTML's live state (issue 51, item 4): radio button groups indexed once per tree, not
    # walked per radio button; selects settled once each.
    Kind(
        "selectors: :checked over one radio group",
        "<form>",
        "<input type=radio name=g checked>",
        "</form>",
        "selectors:tree::checked",
    ),
    Kind(
        "selectors: :indeterminate over an unchecked radio group",
        "<form>",
        "<input type=radio name=g>",
        "</form>",
        "selectors:tree::indeterminate",
    ),
    Kind(
        "selectors: :checked over radios with a form attribute",
        "<form id=f></form>",
        "<input type=radio name=g form=f checked>",
        "",
        "selectors:tree::checked",
    ),
    Kind(
        "selectors: :checked over selects",
        "<form>",
        "<select><option>a<option selected>b</select>",
        "</form>",
        "selectors:tree::checked",
    ),
    Kind(
        "selectors: :is(:checked, :indeterminate) over radios and selects",
        "<form>",
        "<input type=radio name=g><select><option>a<option>b</select>",
        "</form>",
        "selectors:tree::is(:checked, :indeterminate)",
    ),
    Kind(
        "selectors: :default over submit buttons",
        "<form>",
        "<button>x</button>",
        "</form>",
        "selectors:tree::default",
    ),
    Kind(
        "selectors: :has(~ p + span) over siblings",
        "<div>",
        "<p></p>",
        "<span></span></div>",
        "selectors:tree:p:has(~ p + span)",
    ),
    Kind(
        "selectors: :has(> p + p ~ i) over siblings",
        "<div>",
        "<p></p>",
        "</div>",
        "selectors:tree:div:has(> p + p ~ i)",
    ),
    Kind(
        "selectors: :nth-child(of S) over siblings",
        "<div>",
        "<p class=a></p>",
        "</div>",
        "selectors:tree::nth-child(2n+1 of p.a)",
    ),
    Kind(
        "selectors: :has(div > div span) over a deep tree",
        "",
        "<div>",
        "<span>",
        "selectors:tree:div:has(div > div span)",
    ),
    Kind(
        "selectors: :has(span) over a deep tree", "", "<div>", "<b>", "selectors:tree:div:has(span)"
    ),
    # CSSOM (issue 53): the text as a style attribute, ``style.cssText = text`` and read back.
    Kind("cssom: many declarations", "", "color: red; ", "", "cssom:text"),
    Kind("cssom: a long custom property", "--x: ", "a /* c */ ", "", "cssom:text"),
    Kind("cssom: nested blocks", "--x: ", "([", "", "cssom:text", then="])"),
    Kind("cssom: unclosed functions", "width: ", "f(", "", "cssom:text"),
    Kind("cssom: a long font family list", "font-family: ", "'A', ", "b", "cssom:text"),
    # The cascade and innerText (issue 53): the text as a document's markup, parsed, then
    # ``body.innerText`` (every element's style cascaded): a sheet of many rules (each its own
    # class: the buckets keep an element's candidates few), deep nesting (the walks are loops),
    # many elements, many style attributes (alike, then all different), a long table.
    Kind(
        "text: a sheet of many rules",
        "<style>",
        ".c{i} { display: none } ",
        "</style><p class=c1>x<p class=k>y",
        "text:inner",
        numbered=True,
    ),
    Kind("text: deep nesting", "", "<div>", "x", "text:inner"),
    Kind("text: deep inline nesting", "", "<span> a", "x", "text:inner"),
    Kind("text: many elements", "", "<p>a <b>b</b> <i hidden>c</i>", "", "text:inner"),
    Kind("text: many style attributes", "", "<b style='display:block'>x</b>", "", "text:inner"),
    Kind("text: a long table", "<table>", "<tr><td>a<td>b", "</table>", "text:inner"),
    # white space between comments: each space's walk to its nearest element sibling (is it
    # between two table parts?) passed every comment and space before it (quadratic: 20,000
    # took 41.6 s)
    Kind("text: white space between comments", "<div>x</div>", " <!--c-->", "<p>y", "text:inner"),
    # the style-sharing cache (one entry per distinct element, kept with the styles): every
    # element unlike the others, its memory traced
    Kind(
        "text: style attributes all different",
        "",
        "<b style='width: {i}px'>x</b>",
        "",
        "text:inner",
        numbered=True,
        memory=True,
    ),
    # var() without bound (issue 73 item 1): each element's custom property its parent's
    # twice (a billion laughs down the tree; 2 MiB a value at most, as Chromium's), its
    # memory traced
    Kind(
        "text: custom properties doubling at each level",
        "<div style='--a: x'>",
        "<div style='--b: var(--a) var(--a)'><div style='--a: var(--b) var(--b)'>",
        "<p style='display: var(--a, inline)'>p",
        "text:inner",
        memory=True,
    ),
    # Cascade layers (issue 73 item 9): @layer blocks nested in each other, a long dotted
    # layer name (a layer a number, not its dotted path)
    Kind(
        "text: nested @layer blocks",
        "<style>",
        "@layer a{",
        "p{display:none}</style><p>x",
        "text:inner",
    ),
    Kind(
        "text: a long dotted layer name",
        "<style>@layer ",
        "a.",
        "b{p{display:none}}</style><p>x",
        "text:inner",
    ),
    # XPath (issue 52): long expressions (a chain of unions, of sums, of steps down a
    # 20,000-deep tree, of negations; parentheses nested past the parser's bound), and fixed
    # expressions over deep trees and long sibling lists (the tree built once, outside the
    # timing).
    Kind("xpath: a long | chain", "", "//p|", "//p", "xpath:select"),
    Kind("xpath: a long + chain", "", "1+", "1", "xpath:select"),
    Kind("xpath: many negations", "", "-", "1", "xpath:select"),
    Kind("xpath: nested parentheses", "", "(", "", "xpath:select", then=")", middle="1"),
    Kind("xpath: a long / chain, 20,000-deep tree", "/html/body", "/div", "/p", "xpath:deep"),
    Kind("xpath: //* chain over a deep tree", "", "<div>", "<p>", "xpath:tree://*//*"),
    Kind(
        "xpath: ancestors of every node, deep tree",
        "",
        "<div>",
        "<p>",
        "xpath:tree:count(//*/ancestor::div)",
    ),
    Kind(
        "xpath: predicates over siblings",
        "<div>",
        "<p>1</p>",
        "</div>",
        "xpath:tree://p[position() mod 2 = 0]/following-sibling::p[1]",
    ),
    Kind(
        "xpath: following-sibling of every sibling",
        "<div>",
        "<p></p>",
        "</div>",
        "xpath:tree:count(//p/following-sibling::p)",
    ),
    # Web Storage (issue 55): one key per unit ("k{i}"), set in a Storage object without a
    # quota, each read back and removed; and key(i) read for every index (Chromium's
    # iterator, here the bottle's key list: linear, not a walk from the start for each).
    Kind(
        "storage: keys set, read, removed",
        "",
        "k{i},",
        "",
        "storage:set-get-remove",
        True,
        reference="names",
    ),
    Kind("storage: key(i) over every key", "", "k{i},", "", "storage:key-index", True),
    Kind("storage: one long value", "", "\u00e9x", "", "storage:value"),
    # Session history (issue 55): a pushState per unit (its URL "?p{i}", its state the
    # number), then as many history.back() traversals, run as tasks on a virtual clock (50
    # entries kept, as Chromium: the ones past the first 49 find no entry); and a location.hash
    # fragment navigation per unit (a popstate each, a hashchange task each).
    Kind("history: pushState, then back", "", "p{i},", "", "history:push-back", True),
    Kind("location: hash per unit", "", "h{i},", "", "history:hash", True),
    # Channel messaging (issue 55): one message per unit posted through a MessageChannel on a
    # virtual clock's loop, then delivered (one task each: the port requeues its next).
    Kind("messaging: messages through a MessageChannel", "", "m,", "", "messaging:channel"),
    # postMessage of a value nested n deep (issue 55): through a MessageChannel's port and to
    # the window itself (StructuredSerializeWithTransfer when posted, deserialized in the
    # message task, the event's data read back).
    Kind("messaging: port postMessage of deep lists", "", "[", "", "messaging:deep", then="]"),
    Kind(
        "messaging: window postMessage of deep dicts",
        "",
        '{"a":',
        "",
        "messaging:window-deep",
        then="}",
        middle="0",
    ),
    # Timer floods (issue 55): a setTimeout per unit on a window's virtual clock (delays 0 to
    # 99 ms by the unit's index, a heap of n timers), a setInterval per unit each cleared by
    # its third run, a chain of n nested setTimeout(0) (each queued by the one before: the
    # 4 ms clamp from the fifth on), and a flood where every other timer clears the next.
    Kind("timers: setTimeout flood, mixed delays", "", "t{i},", "", "timers:flood", True),
    Kind("timers: setInterval flood, three runs each", "", "i,", "", "timers:intervals"),
    Kind("timers: nested setTimeout chain", "", "c,", "", "timers:chain"),
    Kind("timers: setTimeout flood, half cleared", "", "t,", "", "timers:clear"),
    # A long session history (issue 55): n fragment navigations (each an entry, 50 kept),
    # then back() and forward() alternating over the full history, one traversal per unit.
    Kind(
        "history: back and forward over a full history", "", "h{i},", "", "history:traverse", True
    ),
    # The Navigation API (issue 55): with navigate and currententrychange listeners, a
    # navigation.navigate() to a fragment per unit (its navigate event, its entry, its
    # promises), then navigation.back() per unit (50 entries kept: the rest reject at once).
    Kind(
        "navigation: navigate() per unit, then back()", "", "n{i},", "", "history:navigation", True
    ),
    # XMLHttpRequest (webapi.xmlhttprequest): request headers set one by one (combined by
    # name through an index), a response of many headers read back sorted and combined
    Kind(
        "xhr: many request headers",
        "",
        "x{i},",
        "",
        "xhr:request-headers",
        numbered=True,
        reference="names",
    ),
    Kind(
        "xhr: many response headers",
        "",
        "x{i},",
        "",
        "xhr:response-headers",
        numbered=True,
        reference="names",
    ),
    # Not webapi: what the machine does to a linear-time loop as the data outgrows the caches.
    Kind("baseline: str split+join", "", "a=b&", "", "baseline"),
]

# HTML's parser's hostile markup through innerHTML set on the body of a parsed document (not
# the reconstructed formatting elements: the Standard's tree has units x units elements, which
# innerHTML builds, where links() stops reconstructing past a budget)
KINDS[-1:-1] = [
    dataclasses.replace(
        k, name=k.name.replace("html: tree,", "dom: innerHTML,"), op="domtree:innerHTML"
    )
    for k in KINDS
    if k.name.startswith("html: tree,") and "reconstructed" not in k.name
]

if importlib.util.find_spec("markupever") is not None:
    # links() with the fast-html extra on the tree construction inputs: html5ever builds the
    # tree, webapi reads its elements; past its time budget (deep nesting: html5ever's scope
    # checks walk the stack) the pure path takes over
    KINDS[-1:-1] = [
        dataclasses.replace(
            k, name=k.name.replace("html: tree,", "html: fast-html,"), op="html:links-fast"
        )
        for k in KINDS
        if k.name.startswith("html: tree,")
    ]


@dataclass
class Run:
    units: int
    chars: int
    utf8_bytes: int
    seconds: float | None
    status: str
    #: the peak of traced memory during one call (kinds that ask for it)
    peak_bytes: int | None = None


@dataclass
class KindResult:
    kind: str
    unit: str
    small: Run
    large: Run
    megabyte: Run
    growth: float | None
    peers_megabyte_s: dict[str, float]
    #: the kind's reference (``Kind.reference``: "" for none) and its growth on the same two
    #: inputs
    reference: str = ""
    reference_growth: float | None = None


@dataclass
class HostileResult:
    small: int
    large: int
    megabyte: int
    budget_s: float
    kinds: list[KindResult]


def _mime_op(kind: Kind, text: str) -> object:
    """The MIME, Fetch and base64 operations: what each kind's input goes through."""
    from webapi.fetch import data_url_process, extract_mime_type
    from webapi.html import atob
    from webapi.mimesniff import parse_mime_type, serialize_mime_type

    if kind.op == "mime":
        record = parse_mime_type(text)
        return None if record is None else serialize_mime_type(record)
    if kind.op == "content-type":
        return extract_mime_type([("Content-Type", text)])
    if kind.op == "atob":
        return atob(text)
    if kind.op == "range":
        from webapi.fetch import parse_a_single_range_header_value

        return parse_a_single_range_header_value(text, True)
    return data_url_process(text)


_MIME_OPS = ("mime", "content-type", "atob", "data", "range")


def _headers_op(kind: Kind, text: str) -> object:
    """``Headers``: one header per ``;``-separated unit of the input (distinct names), set
    one by one, or appended and then deleted one by one."""
    from webapi import Headers

    names = [f"{unit}-{i}" for i, unit in enumerate(text.split(";")) if unit]
    if kind.op == "headers:construct":
        return len(list(Headers([(name, "v") for name in names])))
    headers = Headers()
    if kind.op == "headers:set":
        for name in names:
            headers.set(name, "v")
    else:
        for name in names:
            headers.append(name, "v")
        for name in names:
            headers.delete(name)
    return len(headers)


def _urlpattern_op(kind: Kind, text: str) -> object:
    """URLPattern: a pattern made from the input (its pathname; named groups numbered apart),
    or a URL made from it tested against the pathname pattern the kind names
    (``urlpattern:test:<pathname>``; ``urlpattern:test-ignore-case:<pathname>``)."""
    from webapi import URLPattern
    from webapi.urlpattern import _component, _url_pattern, _urlpattern_impl

    # every run from scratch: the patterns and inputs would otherwise come from the caches
    _urlpattern_impl._CREATED.clear()
    _url_pattern._VALUES_CACHE.clear()
    for cached in (_component._compile_a_component, _component._regexp_create):
        cached.cache_clear()
    if kind.op == "urlpattern:construct":
        return URLPattern({"pathname": text}).test({"pathname": text})
    if kind.op == "urlpattern:groups":
        pathname = "".join(f"/:g{i}" for i in range(text.count("/:g")))
        return URLPattern({"pathname": pathname}).hasRegExpGroups
    mode, _, pathname = kind.op.removeprefix("urlpattern:test").partition(":")
    return URLPattern({"pathname": pathname}, {"ignoreCase": mode == "-ignore-case"}).test(text)


def _json_call(kind: Kind, text: str) -> Callable[[], object]:
    """``json()`` of a Response of the text (``json:parse``), or ``Response.json(data)`` of
    the text's value, built before the timing (``json:stringify``; ``json:cycle``: with the
    innermost list made to hold the outermost)."""
    from webapi.fetch import Response
    from webapi.js import await_sync

    if kind.op == "json:parse":
        body = text.encode()
        return lambda: await_sync(Response(body).json())
    from webapi.js.engine import json_parse

    data = json_parse(text)
    if kind.op == "json:cycle":
        innermost = data
        while innermost:
            (innermost,) = innermost
        innermost.append(data)
    return lambda: Response.json(data)


def _clone_call(kind: Kind, text: str) -> Callable[[], object]:
    """``structuredClone`` of the text's value, built before the timing (``clone:cycle``: with
    the innermost list made to hold the outermost)."""
    from webapi.html import structuredClone
    from webapi.js.engine import json_parse

    data = json_parse(text)
    if kind.op == "clone:cycle":
        innermost = data
        while innermost:
            (innermost,) = innermost
        innermost.append(data)
    return lambda: structuredClone(data)


def _is_headers_op(kind: Kind) -> bool:
    return kind.op.startswith("headers:")


def _encoding_op(kind: Kind, text: str) -> object:
    """Decoding and HTML's sniffing: the input bytes are ``text`` as Latin-1; encoding
    (``encode:``, "html" mode, and ``encode-fatal:``, encode or fail): the text."""
    if kind.op.startswith("encode:"):
        from webapi.encoding import encode

        return encode(text, kind.op.removeprefix("encode:"))
    if kind.op.startswith("encode-fatal:"):
        from webapi.encoding import encode_or_fail_chunks

        return encode_or_fail_chunks(kind.op.removeprefix("encode-fatal:"), text)
    data = text.encode("latin-1")
    if kind.op.startswith("decode_html"):
        from webapi.html import decode_html

        return decode_html(data, browser=kind.op.partition(":")[2] or None).text
    from webapi import TextDecoder

    return TextDecoder(kind.op.removeprefix("decode:")).decode(data)


def _is_encoding_op(kind: Kind) -> bool:
    return kind.op.startswith(("decode_html", "decode:", "encode:", "encode-fatal:"))


def _cli_op(kind: Kind, text: str) -> object:
    """``webapi url --format text`` on one input (its record and the text); or the reader of
    ``-`` and ``--file`` over the text as a stream (blocks of whole lines, split)."""
    import io

    from webapi.cli import _io, _records

    if kind.op == "cli:url-text":
        return _records.text_chunk([text], _records.Options(), colour=False).text
    stream = io.BytesIO(text.encode())
    return [line for block in _io._blocks(stream) for line in _io.split_lines(block)]


def _cookie_op(kind: Kind, text: str) -> object:
    """A Set-Cookie field received from https://a.example/ and the Cookie header sent back
    (``None`` when the jar ignores the field), or ``parse_cookie_date``."""
    from webapi.cookies import CookieJar, parse_cookie_date

    if kind.op == "cookie-date":
        return parse_cookie_date(text)
    if kind.op == "cookie-load":
        from webapi.cookies import CookieFileError

        try:
            return CookieJar().load(io.StringIO(text), now=0)
        except CookieFileError:
            return None
    if kind.op == "cookie-host":
        return _full_jar(secure_sids=0, domain_cookie=True).cookie_header(f"https://{text}/", now=0)
    if kind.op == "cookie-step16":
        jar: CookieJar = copy.copy(_full_jar(secure_sids=50, domain_cookie=False))
        for index in range(text.count("\n") // 10):
            jar.set_cookie("sid=1", f"http://s{index % 100}.example/", now=0)
        return jar.last_rejection
    if kind.op == "cookie-jar":
        full: CookieJar = copy.copy(_full_jar())
        header = ""
        for index in range(text.count("\n") // 10):
            url = f"https://h{index % 500}.example/"
            full.set_cookie(f"c{index}=1", url, now=0)
            if index % 10 == 0:
                header = full.cookie_header(url, now=0)
        return header
    jar = CookieJar()
    if jar.set_cookie(text, "https://a.example/", now=0) is None:
        return None
    return jar.cookie_header("https://a.example/", now=0)


_COOKIE_OPS = ("cookie", "cookie-date", "cookie-jar", "cookie-load", "cookie-host", "cookie-step16")


@functools.cache
def _full_jar(secure_sids: int = 0, domain_cookie: bool = False) -> CookieJar:
    """A CookieJar holding 3300 cookies (its limit), from 500 other hosts; then a Secure
    ``sid`` from each of ``secure_sids`` hosts ``s<i>.example``, and with
    ``domain_cookie`` ``x=1; Domain=a.a.example``."""
    from webapi.cookies import MAX_COOKIES, CookieJar

    jar = CookieJar()
    for index in range(MAX_COOKIES):
        jar.set_cookie(f"full{index}=1", f"https://full{index % 500}.example/", now=0)
    for index in range(secure_sids):
        jar.set_cookie("sid=1; Secure", f"https://s{index}.example/", now=0)
    if domain_cookie:
        jar.set_cookie("x=1; Domain=a.a.example", "https://a.a.example/", now=0)
    return jar


def _html_op(kind: Kind, text: str) -> object:
    """``parse_srcset_attribute``, ``parse_refresh`` or ``links`` (the text a page): as
    installed (``html:links``; ``html:links-fast`` where the fast-html extra is, html5ever
    with its time budget and, past it, the pure path), or on the pure path alone
    (``html:tree``); ``Document.parseHTMLUnsafe`` then ``getHTML`` with the serializable
    shadow roots (``html:declarative``)."""
    from webapi import html
    from webapi.html.browsing._links import _html_elements, _page_links

    if kind.op == "html:srcset":
        return html.parse_srcset_attribute(text)
    if kind.op == "html:refresh":
        return html.parse_refresh(text)
    if kind.op == "html:tree":
        return _page_links(text, BASE, None, "windows-1252", True, _html_elements)
    if kind.op == "html:declarative":
        from webapi.dom import Document

        body = Document.parseHTMLUnsafe(text).body
        assert body is not None
        return body.getHTML({"serializableShadowRoots": True})
    return html.links(text, BASE)


def _dom_op(kind: Kind, text: str) -> object:
    """A processing instruction whose data is the text, its attribute names read
    (``dom:pi``); ``createElementNS("urn:x", text)`` (``dom:qname``)."""
    from webapi.dom._creation import create_a_document
    from webapi.dom._document import create_element_ns, create_processing_instruction
    from webapi.dom._processing_instruction import get_attribute_names

    if kind.op.startswith("dom:xml-"):
        return _xml_op(kind, text)
    document = create_a_document()
    if kind.op == "dom:pi":
        return get_attribute_names(create_processing_instruction(document, "t", text))
    return create_element_ns(document, "urn:x", text)


def _xml_op(kind: Kind, text: str) -> object:
    """The text parsed as ``application/xml`` by ``DOMParser`` (``dom:xml-parse``), then
    serialized by ``XMLSerializer`` (``dom:xml-serialize``); or set as the ``innerHTML`` of an
    XML document's element (``dom:xml-inner``)."""
    from webapi.html.browsing._elements_bindings import DOMParser, XMLSerializer

    if kind.op == "dom:xml-inner":
        root = DOMParser().parseFromString("<r/>", "application/xml").documentElement
        assert root is not None
        root.innerHTML = text
        return root
    if kind.op == "dom:xml-serialize":
        return XMLSerializer().serializeToString(_xml_document(text))
    return DOMParser().parseFromString(text, "application/xml")


@functools.lru_cache(maxsize=4)
def _xml_document(markup: str) -> Any:
    """The XML document a ``dom:xml-serialize`` row serializes: parsed once, outside the
    times (the parse rows time parsing)."""
    from webapi.html.browsing._elements_bindings import DOMParser

    return DOMParser().parseFromString(markup, "application/xml")


def _reference_call(kind: Kind, units: int) -> Callable[[], object]:
    """``kind.reference`` on the input of ``units`` units (see :class:`Kind`)."""
    if kind.reference == "expat":
        from xml.parsers import expat

        data = kind.build(units).encode()

        def expat_alone() -> object:
            parser = expat.ParserCreate("UTF-8", "\x01")
            parser.buffer_text = True
            parser.buffer_size = 1 << 16
            text: list[str] = []
            parser.CharacterDataHandler = text.append
            try:
                parser.Parse(data, True)
            except expat.ExpatError as error:
                return error
            return "".join(text)

        return expat_alone
    if kind.reference == "etree":
        from xml.etree import ElementTree

        text = kind.build(units)

        def etree() -> object:
            try:
                return ElementTree.fromstring(text)
            except ElementTree.ParseError as error:
                return error

        return etree
    if kind.reference == "names":
        names = [kind.unit.replace("{i}", str(i)) for i in range(units)]
        return lambda: dict.fromkeys(names)
    if kind.reference == "lookups":
        # n lookups of distinct keys made for the lookup (f"i{k}", as the ``domtree:ids``
        # rows make theirs) in a dict of 2n keys (the size of those documents' ID map): the
        # machine's cost of n dict lookups as the table outgrows the caches
        table = {f"{letter}{k}": k for k in range(units) for letter in "if"}
        return lambda: [table.get(f"i{k}") for k in range(units)]
    if kind.reference == "codepoints":
        # the class's n code points read from its text into a set and sorted into ranges: what
        # building any class of them costs at least, as the table outgrows the caches
        source = _pattern_class(kind.build(units))
        return lambda: sorted({ord(c) for c in source})
    if kind.reference == "live":
        # n small containers alive at once, made one by one (what the garbage collector
        # walks while they live: its passes over the young ones as they age)
        return lambda: [[{"value": i}, None] for i in range(units)]
    raise ValueError(f"unknown reference {kind.reference!r}")


@functools.lru_cache(maxsize=4)
def _html_document(markup: str) -> Any:
    from webapi.html.parsing._tree_builder import parse_document

    return parse_document(markup, scripting=False)


#: The depth of the ``selectors:deep`` rows' tree.
_SELECTORS_DEPTH = 20_000


def _selectors_op(kind: Kind, text: str) -> object:
    """``querySelectorAll``: the text as the selector (``selectors:select`` against ``<p>``,
    ``selectors:deep`` against a 20,000-deep tree of ``div`` with a ``p`` at the bottom) or
    as the markup of the document a fixed selector (the rest of the op) is run against."""
    if kind.op == "selectors:select":
        return _html_document("<p>").querySelectorAll(text)
    if kind.op == "selectors:deep":
        return _html_document("<div>" * _SELECTORS_DEPTH + "<p>").querySelectorAll(text)
    return _html_document(text).querySelectorAll(kind.op.removeprefix("selectors:tree:"))


def _cssom_op(kind: Kind, text: str) -> object:
    """``element.style.cssText = text`` on a ``div`` of a parsed document, then read back."""
    style = _html_document("<div>").querySelector("div").style
    style.cssText = text
    return style.cssText


def _text_op(kind: Kind, text: str) -> object:
    """``body.innerText`` of the text parsed as a document, the parse included (a fresh
    document each time: the cascade, the styles and the rendered text collection steps)."""
    from webapi.html.parsing._tree_builder import parse_document

    document: Any = parse_document(text, scripting=False)
    return document.body.innerText


def _xpath_op(kind: Kind, text: str) -> object:
    """``webapi.xpath.select``: the text as the expression (``xpath:select`` against ``<p>``,
    ``xpath:deep`` against the ``selectors:deep`` rows' 20,000-deep tree) or as the markup
    of the document a fixed expression (the rest of the op) is evaluated against. A long
    expression is parsed at each call (``select`` would find it in its cache when small)."""
    from webapi.xpath import select
    from webapi.xpath._evaluate import evaluate
    from webapi.xpath._parser import parse_expression

    if kind.op == "xpath:select":
        return evaluate(parse_expression(text), _html_document("<p>"), {})
    if kind.op == "xpath:deep":
        document = _html_document("<div>" * _SELECTORS_DEPTH + "<p>")
        return evaluate(parse_expression(text), document, {})
    return select(_html_document(text), kind.op.removeprefix("xpath:tree:"))


@functools.lru_cache(maxsize=2)
def _form_entries(text: str) -> list[tuple[str, str]]:
    return [(piece, piece) for piece in text.split("&")]


def _forms_op(kind: Kind, text: str) -> object:
    """The form encodings: the parser on the text as Latin-1 bytes (boundary "B"), the
    multipart/form-data encoder on an entry or a file named by the text or on one entry per
    "&"-separated piece, the name-value pairs' text/plain and urlencoded bodies (the entries
    made once per text, outside what the best run times)."""
    from webapi import forms
    from webapi.fileapi.engine import FileImpl
    from webapi.url import urlencoded_serialize

    if kind.op == "forms:parse":
        return forms.multipart_form_data_parse(text.encode("latin-1"), "B")
    if kind.op == "forms:encode-name":
        return forms.multipart_form_data_encode([(text, "v")], "B")
    if kind.op == "forms:encode-filename":
        return forms.multipart_form_data_encode([("f", FileImpl([b"x"], text))], "B")
    entries = _form_entries(text)
    if kind.op == "forms:encode-entries":
        return forms.multipart_form_data_encode(entries, "B")
    pairs = forms.convert_to_list_of_name_value_pairs(entries)
    return forms.text_plain_encode(pairs), urlencoded_serialize(pairs)


def _pattern_op(kind: Kind, text: str) -> object:
    """The ``pattern`` attribute's check of a value: ``^(?:pattern)$`` with the ``v`` flag
    matched against the text (compiled once; the match is what is timed)."""
    from webapi.js.regexp import compile_matcher

    source = kind.op.removeprefix("pattern:")
    return compile_matcher("^(?:" + source + ")$").match(text)


def _pattern_class(text: str) -> str:
    """``pattern-class:``'s pattern: a class of as many members as ``text`` has code points,
    each an astral code point two from the last, in a scattered order (as many ranges)."""
    members = (chr(0x10000 + 2 * ((k * 40503) % 0x80000)) for k in range(len(text)))
    return "[" + "".join(members) + "]+"


def _pattern_class_op(source: str) -> object:
    """``pattern-class:``: the pattern compiled as the ``pattern`` attribute's check compiles
    it, then matched against "x" (the compile is what grows), the caches of compiled and
    translated patterns emptied first: each run compiles (else a small class is remembered and
    a large one, over the caches' bytes, is not: the growth would be the caches')."""
    from webapi.js.regexp import compile_matcher, translate

    compile_matcher.cache_clear()  # type: ignore[attr-defined]
    translate.cache_clear()  # type: ignore[attr-defined]
    return compile_matcher("^(?:" + source + ")$").match("x")


def _storage_op(kind: Kind, text: str) -> object:
    """Web Storage: a ``localStorage`` area without a quota, the text's comma-separated keys
    set, read and removed (``storage:set-get-remove``), or set and then read back by index
    (``storage:key-index``); or the whole text one value (``storage:value``), set, read,
    replaced and removed."""
    from webapi.html import StorageShed

    storage = StorageShed(quota=None).local_storage_for("https://example.com/")
    if kind.op == "storage:value":
        storage.setItem("k", text)
        storage.setItem("k", text + "!")
        storage.removeItem("k")
        return storage.length
    keys = text.split(",")
    for key in keys:
        storage.setItem(key, "v")
    if kind.op == "storage:key-index":
        return [storage.key(i) for i in range(storage.length)]
    for key in keys:
        storage.getItem(key)
    for key in keys:
        storage.removeItem(key)
    return storage.length


def _history_op(kind: Kind, text: str) -> object:
    """``history:push-back``: a ``pushState`` per unit then as many ``back()`` (tasks run on
    the window's virtual clock); ``history:hash``: ``location.hash`` set to each unit;
    ``history:traverse``: the same, then ``back()`` and ``forward()`` in turns, one per unit,
    each traversal run; ``history:navigation``: ``navigation.navigate("#unit")`` per unit with
    listeners, then ``navigation.back()`` per unit, each run."""
    from webapi.eventloop import VirtualClock
    from webapi.html import create_top_level_traversable, document_from_response

    document = document_from_response(b"<!doctype html>", "https://example.com/", "text/html")
    window = create_top_level_traversable(document, clock=VirtualClock())
    units = text.split(",")[:-1]
    limit = 4 * len(units) + 10  # (a task or two per unit)
    if kind.op == "history:hash":
        window.addEventListener("hashchange", lambda event: None)
        for unit in units:
            window.location.hash = unit
        window.event_loop.run_until_idle(limit=limit)
        return window.location.href
    if kind.op == "history:navigation":
        navigation = window.navigation
        navigation.addEventListener("navigate", lambda event: None)
        navigation.addEventListener("currententrychange", lambda event: None)
        for unit in units:
            navigation.navigate("#" + unit)
        window.event_loop.run_until_idle(limit=limit)
        for _ in units:
            navigation.back()
            window.event_loop.run_until_idle(limit=limit)
        return window.location.href
    history = window.history
    if kind.op == "history:traverse":
        for unit in units:
            window.location.hash = unit
        window.event_loop.run_until_idle(limit=limit)
        for index in range(len(units)):
            if index % 2:
                history.forward()
            else:
                history.back()
            window.event_loop.run_until_idle(limit=limit)
        return window.location.href
    for number, unit in enumerate(units):
        history.pushState(number, "", "?" + unit)
    for _ in units:
        history.back()
    window.event_loop.run_until_idle(limit=limit)
    return history.state


def _timers_op(kind: Kind, text: str) -> object:
    """A window's timers on its virtual clock, one per unit of the text (see the kinds), all
    run; the number of callbacks that ran."""
    from webapi.eventloop import VirtualClock
    from webapi.html import create_top_level_traversable, document_from_response

    document = document_from_response(b"<!doctype html>", "https://example.com/", "text/html")
    window = create_top_level_traversable(document, clock=VirtualClock())
    count = text.count(",")
    ran = [0]

    def tick() -> None:
        ran[0] += 1

    if kind.op == "timers:flood":
        for index in range(count):
            window.setTimeout(tick, index % 100)
    elif kind.op == "timers:intervals":
        runs = [0] * count

        def interval(index: int) -> None:
            ran[0] += 1
            runs[index] += 1
            if runs[index] == 3:
                window.clearInterval(ids[index])

        ids = [window.setInterval(interval, 1 + index % 10, index) for index in range(count)]
    elif kind.op == "timers:chain":
        left = [count]

        def step() -> None:
            ran[0] += 1
            left[0] -= 1
            if left[0] > 0:
                window.setTimeout(step, 0)

        window.setTimeout(step, 0)
    else:  # timers:clear
        ids = [window.setTimeout(tick, index % 10) for index in range(count)]
        for timer in ids[1::2]:
            window.clearTimeout(timer)
    window.event_loop.run_until_idle(limit=4 * count + 10)
    return ran[0]


def _streams_op(kind: Kind, text: str) -> object:
    """A ReadableStream of a chunk per unit of the text (see the kinds), read to its end."""
    from webapi.eventloop import current_event_loop
    from webapi.fetch import Response
    from webapi.js import await_sync
    from webapi.streams import ReadableStream

    chunks = text.split(",")
    if kind.op == "streams:tee":
        left, right = ReadableStream.from_(chunks).tee()
        readers = (left.getReader(), right.getReader())
        count = 0
        while not await_sync(readers[0].read())["done"]:
            await_sync(readers[1].read())
            count += 1
        return count
    if kind.op == "streams:pending":
        controllers: list[Any] = []
        reader = ReadableStream({"start": controllers.append}).getReader()
        reads = [reader.read() for _ in chunks]
        for chunk in chunks:
            controllers[0].enqueue(chunk)
        current_event_loop().run_microtasks()
        return len(reads)
    parts = [chunk.encode() for chunk in chunks]
    return len(await_sync(Response(ReadableStream.from_(parts)).bytes()))


def _messaging_op(kind: Kind, text: str) -> object:
    """Each unit of the text a message (the unit's string) posted through a
    ``MessageChannel`` on a virtual clock's event loop, then all delivered
    (``messaging:channel``); the number received. ``messaging:deep`` and
    ``messaging:window-deep``: the text's JSON value (parsed in the timing) posted once
    through the channel or to a window, delivered; the depth received."""
    from webapi.eventloop import EventLoop, VirtualClock, use_event_loop
    from webapi.html import MessageChannel

    loop = EventLoop(VirtualClock())
    with use_event_loop(loop):
        channel = MessageChannel()
    received: list[object] = []
    channel.port2.onmessage = lambda event: received.append(event.data)
    post = channel.port1.postMessage
    if kind.op == "messaging:deep":
        post(_deep_value(text))
        loop.run_until_idle()
        return _depth(received[0])
    if kind.op == "messaging:window-deep":
        from webapi.html import create_top_level_traversable, document_from_response

        document = document_from_response(b"<!doctype html>", "https://a.example/", "text/html")
        window = create_top_level_traversable(document, clock=VirtualClock())
        window.addEventListener("message", lambda event: received.append(event.data))
        window.postMessage(_deep_value(text), "*")
        window.event_loop.run_until_idle()
        return _depth(received[0])
    for message in text.split(","):
        post(message)
    loop.run_until_idle(limit=len(text) + 10)
    return len(received)


def _deep_value(text: str) -> object:
    from webapi.js.engine import json_parse

    return json_parse(text)


def _depth(value: object) -> int:
    """How deep ``value`` (lists or dicts, one member each) is nested (without recursion)."""
    depth = 0
    while isinstance(value, (list, dict)) and value:
        value = next(iter(value.values())) if isinstance(value, dict) else value[0]
        depth += 1
    return depth


def _xhr_op(kind: Kind, text: str) -> object:
    """An ``XMLHttpRequest`` on a virtual clock's loop with a callable transport: each name of
    the text a request header set (``xhr:request-headers``, the transport counting what it
    receives), or a response header the transport answers with, read back by
    ``getAllResponseHeaders()`` (``xhr:response-headers``)."""
    from webapi.eventloop import EventLoop, VirtualClock, use_event_loop
    from webapi.fetch import Response
    from webapi.xmlhttprequest import XMLHttpRequest

    names = [name for name in text.split(",") if name]
    loop = EventLoop(VirtualClock())
    received: list[int] = []

    def transport(request: Any) -> Any:
        received.append(len(list(request.headers)))
        if kind.op == "xhr:response-headers":
            return Response("", headers=[(name, "v") for name in names])
        return Response("")

    with use_event_loop(loop):
        xhr = XMLHttpRequest()
        xhr.transport = transport
        xhr.open("GET", "http://example.test/")
        if kind.op == "xhr:request-headers":
            for name in names:
                xhr.setRequestHeader(name, "v")
        xhr.send()
        loop.run_until_idle()
    return len(xhr.getAllResponseHeaders()) + received[0]


def _status_webapi(kind: Kind, text: str) -> str:
    from webapi.dom import DOMException
    from webapi.forms import MultipartParseError

    try:
        if kind.op.startswith("forms:"):
            _forms_op(kind, text)
        elif kind.op.startswith("pattern:"):
            _pattern_op(kind, text)
        elif kind.op == "pattern-class:":
            _pattern_class_op(_pattern_class(text))
        elif kind.op in _MIME_OPS:
            if _mime_op(kind, text) is None:
                return "invalid"
        elif _is_encoding_op(kind):
            _encoding_op(kind, text)
        elif _is_headers_op(kind):
            _headers_op(kind, text)
        elif kind.op.startswith("json:"):
            try:
                _json_call(kind, text)()
            except TypeError:  # the cycle's, as JSON.stringify throws
                return "invalid"
        elif kind.op.startswith("clone:"):
            _clone_call(kind, text)()
        elif kind.op.startswith("urlpattern:"):
            _urlpattern_op(kind, text)
        elif kind.op in _COOKIE_OPS:
            if _cookie_op(kind, text) is None:
                return "invalid"
        elif kind.op.startswith("cli:"):
            _cli_op(kind, text)
        elif kind.op.startswith("html:"):
            _html_op(kind, text)
        elif kind.op.startswith("dom:"):
            _dom_op(kind, text)
        elif kind.op.startswith("selectors:"):
            _selectors_op(kind, text)
        elif kind.op.startswith("cssom:"):
            _cssom_op(kind, text)
        elif kind.op.startswith("text:"):
            _text_op(kind, text)
        elif kind.op.startswith("xpath:"):
            _xpath_op(kind, text)
        elif kind.op.startswith("storage:"):
            _storage_op(kind, text)
        elif kind.op.startswith("history:"):
            _history_op(kind, text)
        elif kind.op.startswith("messaging:"):
            _messaging_op(kind, text)
        elif kind.op.startswith("timers:"):
            _timers_op(kind, text)
        elif kind.op.startswith("streams:"):
            _streams_op(kind, text)
        elif kind.op.startswith("xhr:"):
            _xhr_op(kind, text)
        elif kind.op.startswith("domtree:"):
            dom_tree_op(kind, text)
        elif kind.op.startswith("fetch:"):
            fetch_op(kind.op, text)
        elif kind.op == "url":
            URL(text).href  # noqa: B018
        elif kind.op == "params":
            str(URLSearchParams(text))
        elif kind.op == "baseline":
            "&".join(text.split("&"))
        else:
            url = URL(BASE)
            before = url.href
            setattr(url, kind.op, text)
            if url.href == before:
                return "invalid"
    except (URLParseError, DOMException, MultipartParseError):
        return "invalid"
    except Exception as error:
        return f"ERROR {type(error).__name__}: {str(error)[:80]}"
    return "ok"


def _webapi_call(kind: Kind, text: str) -> Callable[[], object]:
    if kind.op.startswith("forms:"):
        return lambda: _swallow(lambda: _forms_op(kind, text))
    if kind.op.startswith("pattern:"):
        return lambda: _swallow(lambda: _pattern_op(kind, text))
    if kind.op == "pattern-class:":
        source = _pattern_class(text)
        return lambda: _swallow(lambda: _pattern_class_op(source))
    if kind.op in _MIME_OPS:
        return lambda: _swallow(lambda: _mime_op(kind, text))
    if _is_encoding_op(kind):
        return lambda: _swallow(lambda: _encoding_op(kind, text))
    if _is_headers_op(kind):
        return lambda: _swallow(lambda: _headers_op(kind, text))
    if kind.op.startswith("json:"):
        call = _json_call(kind, text)
        return lambda: _swallow(call)
    if kind.op.startswith("clone:"):
        clone = _clone_call(kind, text)
        return lambda: _swallow(clone)
    if kind.op.startswith("urlpattern:"):
        return lambda: _swallow(lambda: _urlpattern_op(kind, text))
    if kind.op in _COOKIE_OPS:
        return lambda: _swallow(lambda: _cookie_op(kind, text))
    if kind.op.startswith("cli:"):
        return lambda: _swallow(lambda: _cli_op(kind, text))
    if kind.op.startswith("html:"):
        return lambda: _swallow(lambda: _html_op(kind, text))
    if kind.op.startswith("dom:"):
        return lambda: _swallow(lambda: _dom_op(kind, text))
    if kind.op.startswith("selectors:"):
        return lambda: _swallow(lambda: _selectors_op(kind, text))
    if kind.op.startswith("cssom:"):
        return lambda: _swallow(lambda: _cssom_op(kind, text))
    if kind.op.startswith("text:"):
        return lambda: _swallow(lambda: _text_op(kind, text))
    if kind.op.startswith("xpath:"):
        return lambda: _swallow(lambda: _xpath_op(kind, text))
    if kind.op.startswith("storage:"):
        return lambda: _swallow(lambda: _storage_op(kind, text))
    if kind.op.startswith("history:"):
        return lambda: _swallow(lambda: _history_op(kind, text))
    if kind.op.startswith("messaging:"):
        return lambda: _swallow(lambda: _messaging_op(kind, text))
    if kind.op.startswith("timers:"):
        return lambda: _swallow(lambda: _timers_op(kind, text))
    if kind.op.startswith("streams:"):
        return lambda: _swallow(lambda: _streams_op(kind, text))
    if kind.op.startswith("xhr:"):
        return lambda: _swallow(lambda: _xhr_op(kind, text))
    if kind.op.startswith("domtree:"):
        return lambda: _swallow(lambda: dom_tree_op(kind, text))
    if kind.op.startswith("fetch:"):
        return lambda: _swallow(lambda: fetch_op(kind.op, text))
    if kind.op == "url":
        return lambda: _swallow(lambda: URL(text).href)
    if kind.op == "params":
        return lambda: _swallow(lambda: str(URLSearchParams(text)))
    if kind.op == "baseline":
        return lambda: "&".join(text.split("&"))

    def set_and_read() -> str:
        url = URL(BASE)
        setattr(url, kind.op, text)
        return url.href

    return lambda: _swallow(set_and_read)


def _swallow(fn: Callable[[], object]) -> object:
    try:
        return fn()
    except Exception as error:
        return error


def _peers(kind: Kind, text: str, with_ada: bool) -> dict[str, Callable[[], object]]:
    peers: dict[str, Callable[[], object]] = {}
    module = ada() if with_ada else None
    if kind.op == "url":

        def split_geturl() -> object:
            with uncached_urlsplit() as split:
                return _swallow(lambda: split(text).geturl())

        peers["urlsplit"] = split_geturl
        if module is not None:
            peers["ada"] = lambda: _swallow(lambda: module.URL(text).href)
    elif kind.op == "params":
        peers["urllib"] = lambda: urllib.parse.urlencode(
            urllib.parse.parse_qsl(text, keep_blank_values=True, max_num_fields=None)
        )
        if module is not None:
            peers["ada"] = lambda: str(module.URLSearchParams(text))
    elif _is_encoding_op(kind) or kind.op.startswith(
        ("cli:", "headers:", "json:", "urlpattern:", "html:", "cookie", "selectors:", "fetch:")
    ):
        pass  # the encoding section compares with CPython's codecs; the others have no peer
    elif module is not None and kind.op != "baseline":

        def ada_set() -> object:
            url = module.URL(BASE)
            try:
                setattr(url, kind.op, text)
            except ValueError as error:
                return error
            return url.href

        peers["ada"] = ada_set
    return peers


#: Thread CPU time where the platform has it (the noise-robust clock of the parse section:
#: other processes on a shared machine barely show), else wall time.
_CLOCK = getattr(time, "thread_time_ns", time.perf_counter_ns)


def _time_once(call: Callable[[], object]) -> float:
    """Seconds of ``_CLOCK`` one call takes, the cyclic GC collected before and off during."""
    gc.collect()
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        start = _CLOCK()
        call()
        stop = _CLOCK()
    finally:
        if was_enabled:
            gc.enable()
    return (stop - start) / 1e9


def _best(calls: list[Callable[[], object]], repeat: int, min_total: float) -> list[float]:
    """The best time of each call: at least ``repeat`` runs each, and more (up to 100) until
    ``min_total`` seconds are spent on it, so that short runs are not at the mercy of one
    noisy sample; one run if it takes 2 s. The calls take turns (the order alternating), so a
    burst of load on the machine hits the sizes of a kind alike."""
    times: list[list[float]] = [[] for _ in calls]

    def done(ts: list[float]) -> bool:
        return bool(ts) and (
            ts[0] > 2.0 or len(ts) >= 100 or (len(ts) >= repeat and sum(ts) >= min_total)
        )

    turn = 0
    while not all(done(ts) for ts in times):
        order = list(range(len(calls)))
        if turn % 2:
            order.reverse()
        for i in order:
            if not done(times[i]):
                times[i].append(_time_once(calls[i]))
        turn += 1
    return [min(ts) for ts in times]


def _skipped(kind: Kind, units: int, predicted: float) -> Run:
    text = kind.build(units)
    return Run(units, len(text), len(text.encode()), None, f"skipped (predicted {predicted:.0f} s)")


def _timed(kind: Kind, units_list: list[int], repeat: int, min_total: float) -> list[Run]:
    """Status and best time of ``kind`` at each repetition count, the sizes in turns."""
    texts = [kind.build(units) for units in units_list]
    statuses = [_status_webapi(kind, text) for text in texts]
    seconds = _best([_webapi_call(kind, text) for text in texts], repeat, min_total)
    peaks = [peak_bytes(_webapi_call(kind, text)) if kind.memory else None for text in texts]
    return [
        Run(units, len(text), len(text.encode()), sec, status, peak)
        for units, text, sec, status, peak in zip(
            units_list, texts, seconds, statuses, peaks, strict=True
        )
    ]


def run_kind(
    kind: Kind,
    small: int,
    large: int,
    megabyte: int,
    repeat: int = 3,
    budget: float = 60.0,
    with_ada: bool = True,
    min_total: float = 0.3,
) -> KindResult:
    """Time ``kind`` at ``small`` and ``large`` units (the two in turns) and at about
    ``megabyte`` bytes."""
    # One run of the small input (after one that loads what it needs on first use, IDNA
    # tables say) predicts the large one, as if quadratic.
    small_text = kind.build(small)
    _status_webapi(kind, small_text)
    predicted_large = _time_once(_webapi_call(kind, small_text)) * (large / small) ** 2
    if predicted_large > budget:
        (s,) = _timed(kind, [small], repeat, min_total)
        big = _skipped(kind, large, predicted_large)
    else:
        s, big = _timed(kind, [small, large], repeat, min_total)
    growth = ratio(big.seconds, s.seconds)
    mb_units = kind.units_for(megabyte)
    predicted_mb: float
    if big.seconds is None:
        predicted_mb = predicted_large * (mb_units / large) ** 2
    else:
        exponent = max(1.0, math.log(max(growth or 1.0, 1.0)) / math.log(large / small))
        predicted_mb = big.seconds * (mb_units / large) ** exponent
    if predicted_mb > budget:
        mb = _skipped(kind, mb_units, predicted_mb)
    else:
        (mb,) = _timed(kind, [mb_units], min(repeat, 2), 0.0)
    mb_text = kind.build(mb_units)
    peers = {name: best_of(fn, 2) / 1e9 for name, fn in _peers(kind, mb_text, with_ada).items()}
    reference_growth = None
    if kind.reference:
        ref_small, ref_large = _best(
            [_reference_call(kind, n) for n in (small, large)], repeat, min_total
        )
        reference_growth = ratio(ref_large, ref_small)
    return KindResult(
        kind.name, kind.unit, s, big, mb, growth, peers, kind.reference, reference_growth
    )


def run(
    small: int = 20_000,
    large: int = 200_000,
    megabyte: int = MB,
    repeat: int = 3,
    budget: float = 60.0,
    with_ada: bool = True,
    kinds: list[Kind] | None = None,
    min_total: float = 0.3,
) -> HostileResult:
    results = [
        run_kind(k, small, large, megabyte, repeat, budget, with_ada, min_total)
        for k in (kinds or KINDS)
    ]
    return HostileResult(small, large, megabyte, budget, results)


def _reference_cell(k: KindResult) -> str:
    if k.reference_growth is None:
        return "-"
    return f"{k.reference} {k.reference_growth:.1f}x"


def _ms(run_: Run) -> str:
    return "-" if run_.seconds is None else f"{run_.seconds * 1000:.1f}"


def report(result: HostileResult) -> str:
    header = [
        "input",
        "unit",
        f"ms @{result.small}",
        f"ms @{result.large}",
        "growth",
        f"ms @{result.megabyte / 1e6:g}MB",
        "verdict",
        "status",
        "reference",
        "urlsplit ms",
        "ada ms",
    ]
    rows = []
    problems = []
    for k in result.kinds:
        verdict = "met"
        if k.growth is None or k.growth > RATIO_TARGET:
            verdict = "MISSED"
            if (
                k.growth is not None
                and k.reference_growth is not None
                and k.growth <= REFERENCE_SLACK * k.reference_growth
            ):
                verdict = "as reference"
        if k.megabyte.seconds is None or k.megabyte.seconds >= MB_TARGET_S:
            verdict = "MISSED"
        if k.kind.startswith("baseline"):
            verdict = "-"
        statuses = {r.status for r in (k.small, k.large, k.megabyte)}
        status = "/".join(sorted(s for s in statuses if not s.startswith(("ERROR", "skipped"))))
        for r in (k.small, k.large, k.megabyte):
            if r.status.startswith(("ERROR", "skipped")):
                problems.append(f"{k.kind} @{r.units} units ({r.chars} chars): {r.status}")
                status = "ERROR" if r.status.startswith("ERROR") else status or "skipped"
        urlsplit_s = k.peers_megabyte_s.get("urlsplit", k.peers_megabyte_s.get("urllib"))
        ada_s = k.peers_megabyte_s.get("ada")
        rows.append(
            [
                k.kind,
                repr(k.unit),
                _ms(k.small),
                _ms(k.large),
                fmt(k.growth, 1, "x"),
                _ms(k.megabyte),
                verdict,
                status,
                _reference_cell(k),
                "-" if urlsplit_s is None else f"{urlsplit_s * 1000:.1f}",
                "-" if ada_s is None else f"{ada_s * 1000:.1f}",
            ]
        )
    lines = [
        "## hostile inputs (parse + href; best of a few; growth = t(large) / t(small))",
        "",
        table(header, rows),
        "",
        f"targets: growth ≤{RATIO_TARGET:g}x for 10x the input, ~1 MB in under "
        f"{MB_TARGET_S:g} s (MB: 10^6 bytes of UTF-8). status: ok / invalid (the spec's failure) "
        "/ ERROR (a bug). urlsplit column: urlsplit+geturl for URLs, parse_qsl+urlencode for "
        "params. The baseline row is plain str.split + str.join: its growth above 10x is the "
        "machine's (caches), not an algorithm's. reference: the growth, on the same two inputs, "
        "of what the row's time is bound by and webapi does not choose (expat: the standard "
        "library's expat alone, its text collected; etree: its C ElementTree's fromstring, the "
        "same tree of nodes over the same expat; names: a dict of the n distinct units, the "
        f"machine's hash tables); 'as reference': above {RATIO_TARGET:g}x, but within "
        f"{REFERENCE_SLACK:g}x of the reference's growth.",
    ]
    lines += [f"  {p}" for p in problems]
    for k in result.kinds:
        small_peak, large_peak = k.small.peak_bytes, k.large.peak_bytes
        if small_peak is not None and large_peak is not None:
            lines.append(
                f"memory, {k.kind}: peak {small_peak / 1e6:.1f} MB @{result.small}, "
                f"{large_peak / 1e6:.1f} MB @{result.large} ({large_peak / small_peak:.1f}x), "
                f"{large_peak / k.large.chars:.0f} B a character"
            )
    return "\n".join(lines)
