"""Pages of the kinds a scraper meets, about 100 KB each, made from fixed pieces (no network,
the same bytes on every run; ``../shared/bench`` holds URL corpora, no pages): a news front
page, a forum thread, a documentation page of the Sphinx kind, a shop's grid, statistics
tables, tag soup and an SVG-heavy page. Issue 77: benchmarks report the worst of them.
"""

from __future__ import annotations

from collections.abc import Callable

from benchmarks.html_parse import soup_page
from benchmarks.html_tokenizer import page as news_page

__all__ = ["PAGE_KINDS", "docs_page", "forum_page", "svg_page"]


def _filled(head: str, piece: Callable[[int], str], foot: str, size: int) -> str:
    parts = [head]
    length = len(head) + len(foot)
    n = 0
    while length < size:
        text = piece(n)
        parts.append(text)
        length += len(text)
        n += 1
    parts.append(foot)
    return "".join(parts)


def forum_page(size: int = 100_000) -> str:
    """A forum thread: posts in nested divs, each with a user card, quoted text, signatures,
    reactions; a breadcrumb and a pager."""
    head = (
        "<!DOCTYPE html><html lang=en><head><meta charset=utf-8><title>Thread: help with "
        "parsing - Forum</title><link rel=stylesheet href=/forum.css></head><body "
        'class="forum thread-view"><div id="wrap"><div class="breadcrumb"><a href="/">Forum'
        '</a> &raquo; <a href="/f/3">Python</a> &raquo; <span>Thread</span></div>'
        '<h1 class="thread-title">Help with parsing</h1><div class="posts" id="posts">'
    )

    def post(n: int) -> str:
        quote = (
            f'<blockquote class="quote"><div class="quote-author">user{n - 1} wrote:</div>'
            "<div class=quote-body>Earlier words <i>quoted</i> here.</div></blockquote>"
            if n % 3 == 1
            else ""
        )
        return (
            f'<div class="post{" op" if n == 0 else ""}" id="post-{n}" data-post-id="{n}">'
            f'<div class="post-side"><div class="user-card"><a class="username" '
            f'href="/u/{n % 17}">user{n % 17}</a><span class="user-title">Member</span>'
            f'<img class="avatar" src="/a/{n % 17}.png" alt=""><dl class="stats"><dt>Posts</dt>'
            f"<dd>{n * 13 % 997}</dd><dt>Joined</dt><dd>2019</dd></dl></div></div>"
            f'<div class="post-main"><div class="post-meta"><a class="permalink" '
            f'href="#post-{n}">#{n}</a> <span class="date">Nov {1 + n % 28}, 2026</span></div>'
            f'<div class="post-body">{quote}<p>I tried <code>soup.select("a")</code> and it '
            f"gave me <b>nothing</b> back. Any idea what to do with post {n}?</p><p>Second "
            'paragraph with a <a href="https://example.org/doc" rel="nofollow">link</a>.</p>'
            '</div><div class="signature"><span>-- sig</span></div><ul class="reactions">'
            '<li class="like"><button type=button>Like</button></li><li class="reply"><button '
            "type=button>Reply</button></li></ul></div></div>\n"
        )

    foot = (
        '</div><div class="pager"><a href="?p=1">1</a><a href="?p=2" class="current">2</a>'
        '<a href="?p=3">3</a></div><form class="reply-form" method=post><textarea name=body>'
        "</textarea><input type=hidden name=token value=abc><button>Post</button></form></div>"
        "</body></html>"
    )
    return _filled(head, post, foot, size)


def docs_page(size: int = 100_000) -> str:
    """An API documentation page of the Sphinx kind: a sidebar table of contents, sections
    with headings and permalinks, ``dl`` descriptions of functions, code blocks of spans."""
    head = (
        "<!DOCTYPE html><html><head><meta charset=utf-8><title>json — JSON encoder and "
        'decoder</title><link rel="stylesheet" href="_static/pygments.css"></head><body>'
        '<div class="related" role="navigation"><ul><li><a href="genindex.html">index</a>'
        '</li><li class="right"><a href="modules.html">modules</a></li></ul></div>'
        '<div class="document"><div class="documentwrapper"><div class="bodywrapper">'
        '<div class="body" role="main"><section id="module-json"><h1>json<a class="headerlink"'
        ' href="#module-json">¶</a></h1>'
    )

    def section(n: int) -> str:
        spans = "".join(
            f'<span class="n">name{k}</span><span class="o">=</span><span class="mi">{k}</span>\n'
            for k in range(6)
        )
        return (
            f'<section id="part-{n}"><h2>Part {n}<a class="headerlink" href="#part-{n}">¶</a>'
            f'</h2><p>The <code class="docutils literal notranslate"><span class=pre>part{n}'
            '</span></code> functions. See <a class="reference internal" href="#part-0">'
            '<span class="std std-ref">the first part</span></a>.</p>'
            f'<dl class="py function"><dt class="sig sig-object py" id="json.f{n}">'
            f'<span class="sig-name descname"><span class="pre">f{n}</span></span>'
            '<span class="sig-paren">(</span><em class="sig-param"><span class="n">'
            '<span class="pre">obj</span></span></em><span class="sig-paren">)</span>'
            f'<a class="headerlink" href="#json.f{n}">¶</a></dt><dd><p>Serialize '
            '<em>obj</em>.</p><div class="highlight-python3 notranslate"><div '
            f'class="highlight"><pre><span></span>{spans}</pre></div></div>'
            '<div class="admonition note"><p class="admonition-title">Note</p><p>Keys are '
            "strings.</p></div></dd></dl><h3>Examples</h3><ul class=simple><li><p>one</p></li>"
            "<li><p>two</p></li></ul></section>\n"
        )

    foot = (
        '</section></div></div></div><div class="sphinxsidebar"><h3><a href="index.html">'
        'Table of Contents</a></h3><ul><li><a class="reference internal" href="#">json</a>'
        "</li></ul></div></div><div class=footer>&copy; Copyright.</div></body></html>"
    )
    return _filled(head, section, foot, size)


def svg_page(size: int = 100_000) -> str:
    """A page of inline SVG icons and charts among some HTML: paths, groups, text, use."""
    head = (
        "<!DOCTYPE html><html><head><meta charset=utf-8><title>Dashboard</title></head><body>"
        '<header class="bar"><h1>Dashboard</h1><nav><a href="/">Home</a> <a href="/x">X</a>'
        '</nav></header><main id="charts">'
    )

    def chart(n: int) -> str:
        bars = "".join(
            f'<rect class="bar" x="{k * 12}" y="{(n * 7 + k * 13) % 80}" width="10" '
            f'height="{100 - (n * 7 + k * 13) % 80}" fill="#36c"/>'
            for k in range(8)
        )
        return (
            f'<figure class="card" id="chart-{n}"><figcaption><h2>Chart {n}</h2></figcaption>'
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="200" '
            f'height="200"><defs><linearGradient id="g{n}"><stop offset="0"/><stop '
            f'offset="1"/></linearGradient></defs><g class="axis" transform="translate(0,0)">'
            '<path d="M0 0V100H100" stroke="#000"/><text x="2" y="98">0</text></g>'
            f'<g class="bars">{bars}</g><use href="#g{n}"/><circle cx="50" cy="50" r="3"/>'
            f'</svg><p class="legend">Legend <span class="swatch"></span> series {n} '
            f'<a href="/chart/{n}">details</a></p></figure>\n'
        )

    foot = "</main><footer>Footer</footer></body></html>"
    return _filled(head, chart, foot, size)


def _shop() -> str:
    from benchmarks.selectors import shop_page

    return shop_page()


def _stats() -> str:
    from benchmarks.selectors import stats_page

    return stats_page()


#: The pages: name -> a function making it.
PAGE_KINDS: dict[str, Callable[[], str]] = {
    "news": lambda: news_page(100_000),
    "forum": forum_page,
    "docs": docs_page,
    "shop": _shop,
    "stats": _stats,
    "tag soup": lambda: soup_page(100_000),
    "svg": svg_page,
}
