"""Generated HTML pages for the link and tree differentials (Chromium, parse5): adversarial
nesting around the elements whose URLs a browser resolves.

Each page is bytes and a ``Content-Type``; the same seed gives the same pages.  The pieces:
URL-bearing elements (``a``, ``area``, ``link``, ``img`` with ``src``/``srcset``, ``picture``'s
``source``, ``iframe``, ``frame``, ``script``, ``video``/``audio`` and their ``source``,
``form``, ``meta http-equiv=refresh``) with relative, absolute, odd and non-ASCII URLs; several
``base`` elements (in the head, in the body, without ``href``, inside ``template``); raw text
and escapable raw text elements holding markup that must stay text (``title``, ``textarea``,
``style``, ``script``, ``xmp``, ``noembed``, ``noframes``, ``noscript``, ``iframe``), comments
of every odd shape, foreign content (``svg``, ``math``, their HTML integration points, CDATA),
``template``, tables (foster parenting), misnested formatting elements (the adoption agency
clones ``a`` elements), malformed tags and attributes, and late ``<meta charset>`` inside and
outside raw text past the prescan's 1,024 bytes, in documents encoded as UTF-8,
windows-1252, Shift_JIS or ISO-8859-2.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

__all__ = ["Page", "oracle_pages", "pages"]

#: Path pieces: relative forms, odd characters, non-ASCII (the document's encoding decides
#: the query's bytes), schemes, whitespace a browser strips, backslashes.
URLS = (
    "a.html",
    "./b/c.html?x=1#f",
    "../up/d",
    "/root?q=é",
    "//other.example/p",
    "https://example.com/abs",
    "?only-query=ü",
    "#frag",
    "",
    " \t\nspaced.html \n",
    "back\\slash\\e.png",
    "javascript:void(0)",
    "mailto:someone@example.com",
    "data:text/plain,hi",
    "http://[::1]:99/v6",
    "http://exa mple.com/",
    "https://xn--nxasmq6b.example/",
    "日本語/パス?クエリ=値",
    "%zz%41",
    "http://a:b@c/",
    "?q=€&r=☃",
    "img.png 2x",
    "&amp;amp.html?a=1&amp;b=2",
    "&#x68;ttp://entity.example/",
)

SRCSETS = (
    "a.png 1x, b.png 2x",
    "small.jpg 320w, large.jpg 1280w",
    "  spaced.png  ,  other.png 3x  ",
    "data:image/png;base64,AAAA 1x, c.png 2x",
    "x.png 1x,y.png 2x,",
    ",,,lead.png 1x",
    "paren(1).png 1x, q.png?a=1,b=2 2x",
    "bad.png 1q, good.png 2x",
    "日本.png 1x",
)

REFRESHES = (
    "0; url=refresh-a.html",
    "5;URL='refresh-b.html'",
    '3, url="refresh-c.html"',
    "1; refresh-d.html",
    "  7  ;  url = refresh-e.html  ",
    "0",
    "x; url=never.html",
    "0.5; url=half.html",
    "2;url=日本.html",
)

BASES = ("/base/dir/", "sub/", "https://base.example/x/y", "", "#b", "data:,x", "http://[bad")

RAW_TEXT = ("title", "textarea", "style", "script", "xmp", "noembed", "noframes", "noscript")


@dataclass(frozen=True)
class Page:
    """One generated page: ``body`` served with ``content_type`` (None: no header)."""

    name: str
    body: bytes
    content_type: str | None
    encoding: str  # the Python codec the markup was written in


def _url(rng: random.Random) -> str:
    return rng.choice(URLS)


def _quoted(rng: random.Random, value: str) -> str:
    """An attribute value, double-, single- or un-quoted (unquoted only where it can be)."""
    style = rng.randrange(4)
    if style == 0 and value and not any(c in value for c in " \t\n\"'=<>`"):
        return value
    if style == 1 and "'" not in value:
        return f"'{value}'"
    return '"' + value.replace('"', "&quot;") + '"'


def _link_element(rng: random.Random) -> str:
    """One URL-bearing element."""

    def u() -> str:
        return _quoted(rng, _url(rng))

    kind = rng.randrange(14)
    if kind == 0:
        return f"<a href={u()}>link</a>"
    if kind == 1:
        return f"<area href={u()} alt=x>"
    if kind == 2:
        rel = rng.choice(("stylesheet", "icon", "canonical", "alternate", "preload", "next"))
        return f"<link rel={rel} href={u()}>"
    if kind == 3:
        return f"<img src={u()} alt=i>"
    if kind == 4:
        return f"<img src={u()} srcset={_quoted(rng, rng.choice(SRCSETS))}>"
    if kind == 5:
        srcset = _quoted(rng, rng.choice(SRCSETS))
        return f"<picture><source srcset={srcset} media=x><img src={u()}></picture>"
    if kind == 6:
        return f"<iframe src={u()}></iframe>"
    if kind == 7:
        return f"<script src={u()}></script>"
    if kind == 8:
        return f"<video src={u()}><source src={u()}></video>"
    if kind == 9:
        return f"<audio src={u()}></audio>"
    if kind == 10:
        return f"<form action={u()}><input name=q></form>"
    if kind == 11:
        refresh = _quoted(rng, rng.choice(REFRESHES))
        return f'<meta http-equiv="{rng.choice(("refresh", "Refresh"))}" content={refresh}>'
    if kind == 12:
        return f"<a href={u()}><img src={u()}></a>"
    return f"<base href={u()}>"


def _raw_text(rng: random.Random, inner: str) -> str:
    name = rng.choice(RAW_TEXT)
    return f"<{name}>{inner}</{name}>"


def _comment(rng: random.Random, inner: str) -> str:
    return rng.choice(
        (
            f"<!--{inner}-->",
            f"<!-- {inner} --!>",
            "<!-->" + inner,
            "<!--->" + inner,
            f"<!{inner}>",
            f"<?{inner}>",
            f"<!--{inner}",  # an unclosed comment swallows the rest
        )
    )


def _foreign(rng: random.Random, inner: str) -> str:
    return rng.choice(
        (
            f"<svg>{inner}</svg>",
            f"<svg><foreignObject>{inner}</foreignObject></svg>",
            f"<svg><desc>{inner}</desc></svg>",
            f"<svg><title>{inner}</title></svg>",
            f"<math>{inner}</math>",
            f"<math><mi>{inner}</mi></math>",
            f'<math><annotation-xml encoding="text/html">{inner}</annotation-xml></math>',
            f"<svg><![CDATA[{inner}]]></svg>",
            f"<svg><a href=svg-a.html>{inner}</a></svg>",
        )
    )


def _structure(rng: random.Random, inner: str) -> str:
    return rng.choice(
        (
            f"<template>{inner}</template>",
            f"<table>{inner}<tr><td>{inner}</td></tr></table>",
            f"<table><tr>{inner}</tr></table>",
            f"<a href=outer.html><p>{inner}<a href=inner.html>x</a></p></a>",
            f"<b><a href=fmt.html><i>{inner}</b>after</i></a>",
            f"<p><a href=p.html>{inner}<div>block</div></a>",
            f"<select>{inner}<option>o</option></select>",
            f"<div><span>{inner}",
            f"<ul><li>{inner}<li>second</ul>",
            f"<frameset><frame src={_quoted(rng, _url(rng))}></frameset>{inner}",
            f"<noscript>{inner}</noscript>",
            f"<object data=obj.swf>{inner}</object>",
        )
    )


def _malformed(rng: random.Random) -> str:
    return rng.choice(
        (
            "<a href=unterminated.html",
            '<a href="open-quote.html>text</a>',
            "<img src=dup1.png src=dup2.png>",
            "<a/href=slash.html>x</a>",
            "<a href=x.html/>self-closing</a>",
            "<a href = spaced-eq.html >x</a>",
            "<a\nhref\n=\nnewlines.html>x</a>",
            "<A HREF=UPPER.HTML>x</A>",
            "<a href=one.html <b>x</b>",
            "</a href=end-tag-attr.html>",
            "<a href=&#0;null.html>x</a>",
            '<a href="\x00nul.html">x</a>',
            "<img src='a.png'srcset='b.png 2x'>",
            "<base><base href=second-base/>",
            "<a href=lt<gt.html>x</a>",
        )
    )


def _fragment(rng: random.Random, depth: int) -> str:
    parts = []
    for _ in range(rng.randrange(1, 5)):
        roll = rng.randrange(10)
        inner = (
            _fragment(rng, depth + 1) if depth < 3 and rng.random() < 0.5 else _link_element(rng)
        )
        if roll < 3:
            parts.append(_link_element(rng))
        elif roll == 3:
            parts.append(_raw_text(rng, inner))
        elif roll == 4:
            parts.append(_comment(rng, inner))
        elif roll == 5:
            parts.append(_foreign(rng, inner))
        elif roll in (6, 7):
            parts.append(_structure(rng, inner))
        elif roll == 8:
            parts.append(_malformed(rng))
        else:
            parts.append(f"text é€ {inner}")
    return "".join(parts)


def _late_meta(rng: random.Random, charset: str) -> str:
    meta = rng.choice(
        (
            f'<meta charset="{charset}">',
            f'<meta http-equiv="Content-Type" content="text/html; charset={charset}">',
        )
    )
    return rng.choice(
        (meta, _raw_text(rng, meta), f"<svg>{meta}</svg>", f"<template>{meta}</template>")
    )


ENCODINGS = (
    ("utf-8", "UTF-8"),
    ("windows-1252", "windows-1252"),
    ("shift_jis", "Shift_JIS"),
    ("iso-8859-2", "ISO-8859-2"),
)


def _page(rng: random.Random, index: int) -> Page:
    codec, label = rng.choice(ENCODINGS)
    head = []
    declared = rng.randrange(4)
    if declared == 0:
        head.append(f'<meta charset="{label}">')
    if rng.random() < 0.5:
        base = rng.choice(BASES)
        head.append(f"<base href={_quoted(rng, base)}>")
    head.append(_fragment(rng, 1))
    body = [_fragment(rng, 0) for _ in range(rng.randrange(1, 4))]
    if declared == 1:  # a late declaration, past the prescan's 1,024 bytes
        body.insert(0, "<p>" + "x" * 1100 + "</p>")
        body.append(_late_meta(rng, rng.choice(("utf-8", "windows-1252", "shift_jis"))))
    doctype = rng.choice(
        ("<!DOCTYPE html>", "", '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">')
    )
    text = f"{doctype}<html><head>{''.join(head)}</head><body>{''.join(body)}</body></html>"
    data = text.encode(codec, "xmlcharrefreplace")
    content_type = rng.choice(
        ("text/html", f"text/html; charset={label}", None, "text/html; charset=bogus")
    )
    return Page(f"page-{index}", data, content_type, codec)


def pages(count: int, seed: int = 31) -> Iterator[Page]:
    """``count`` pages, the same for the same seed."""
    rng = random.Random(seed)
    for index in range(count):
        yield _page(rng, index)


#: For tests that want one piece kind at a time.
PIECES: dict[str, Callable[[random.Random], str]] = {
    "link": _link_element,
    "malformed": _malformed,
}


# --- the oracle family: more encodings, Content-Types and late <meta>s ----------------------

#: More encodings for the oracle family (the Python codec, the label the page declares).
ORACLE_ENCODINGS = (
    *ENCODINGS,
    ("gbk", "GBK"),
    ("koi8-r", "KOI8-R"),
    ("euc-jp", "EUC-JP"),
    ("windows-1251", "windows-1251"),
)


def _late_meta_anywhere(rng: random.Random, charset: str) -> str:
    """A ``<meta>`` naming ``charset`` where it may or may not count: plain (head or body),
    in raw text, a comment, a template, foreign content, ``noscript``, ``select``, or with an
    unknown ``charset`` beside an ``http-equiv`` pragma."""
    meta = rng.choice(
        (
            f'<meta charset="{charset}">',
            f"<meta charset={charset}>",
            f'<meta http-equiv="Content-Type" content="text/html; charset={charset}">',
            f'<meta charset="bogus" http-equiv="content-type" content="charset={charset}">',
        )
    )
    return rng.choice(
        (
            meta,
            meta,
            _raw_text(rng, meta),
            f"<!--{meta}-->",
            f"<template>{meta}</template>",
            f"<svg>{meta}</svg>",
            f"<math><mi>{meta}</mi></math>",
            f"<noscript>{meta}</noscript>",
            f"<select>{meta}</select>",
            f"<p>{meta}</p>",
        )
    )


def _oracle_page(rng: random.Random, index: int) -> Page:
    codec, label = rng.choice(ORACLE_ENCODINGS)
    head = []
    declared = rng.randrange(5)
    if declared == 0:
        head.append(rng.choice((f'<meta charset="{label}">', f"<meta charset={label}>")))
    if rng.random() < 0.5:
        head.append(f"<base href={_quoted(rng, rng.choice(BASES))}>")
    head.append(_fragment(rng, 1))
    body = [_fragment(rng, 0) for _ in range(rng.randrange(1, 4))]
    if declared in (1, 2):  # late declarations, past the prescan's 1,024 bytes
        filler = "<title>" + "y" * 1100 + "</title>"
        where = rng.randrange(3)
        late = [_late_meta_anywhere(rng, rng.choice(("utf-8", label, "shift_jis", "windows-1251")))]
        if rng.random() < 0.3:
            late.append(_late_meta_anywhere(rng, "utf-8"))
        if where == 0:  # in the head, after a long title
            head[:0] = [filler, *late]
        elif where == 1:  # in the body, after a long paragraph
            body[:0] = ["<p>" + "x" * 1100 + "</p>", *late]
        else:  # a long head, then the meta in the body
            head.insert(0, filler)
            body[:0] = late
    doctype = rng.choice(
        ("<!DOCTYPE html>", "", '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">')
    )
    text = f"{doctype}<html><head>{''.join(head)}</head><body>{''.join(body)}</body></html>"
    data = text.encode(codec, "xmlcharrefreplace")
    if codec == "utf-8" and rng.random() < 0.1:
        data = b"\xef\xbb\xbf" + data  # a byte order mark outranks everything
    content_type = rng.choice(
        (
            "text/html",
            f"text/html; charset={label}",
            f'text/html;charset="{label}"',
            None,
            "text/html; charset=bogus",
            "TEXT/HTML; CHARSET=utf-8",
        )
    )
    if content_type is None and data.startswith(b"\xef\xbb\xbf"):
        # without a Content-Type the MIME type sniffing algorithm makes a page that starts
        # with a byte order mark text/plain, not HTML
        content_type = "text/html"
    return Page(f"oracle-{index}", data, content_type, codec)


def oracle_pages(count: int, seed: int = 2031) -> Iterator[Page]:
    """The oracle family (tests/e2e/test_pages_chromium.py, the parse5 and Python-library
    comparisons): :func:`pages`' pieces, more encodings (GBK, KOI8-R, EUC-JP, windows-1251),
    quoted and upper-case charsets, byte order marks, and late ``<meta>``s in the head, the
    body, raw text, comments, templates, foreign content, ``noscript`` and ``select``; the
    same for the same seed."""
    rng = random.Random(seed)
    for index in range(count):
        yield _oracle_page(rng, index)
