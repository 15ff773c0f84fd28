"""``webapi.html.links``: the URLs a browser's DOM resolves for a page, on hand-made pages
(raw text elements, comments, templates, several bases, foreign content, malformed tags)."""

from __future__ import annotations

import pickle

import pytest

from webapi import URL
from webapi.html import Link, decode_html, links, sniff_encoding
from webapi.url import URLParseError

DOC = "https://example.test/dir/page.html?q=1#top"


def table(
    page: bytes | str, url: str = DOC, content_type: str | None = None
) -> list[tuple[str, ...]]:
    return [
        (link.element, link.attribute, link.value, str(link.url))
        for link in links(page, url, content_type)
    ]


def test_the_url_attributes_in_tree_order() -> None:
    page = (
        "<!doctype html><html><head>"
        "<link rel=stylesheet href=s.css><script src=/app.js></script>"
        "</head><body>"
        "<a href='a?x=1'>a</a><area href=../up>"
        "<img src=i.png srcset='i2.png 2x, i3.png 3x'>"
        "<picture><source srcset='w.webp 640w, w2.webp 1280w'><img src=p.png></picture>"
        "<iframe src=//other.test/f></iframe>"
        "<video src=v.mp4 poster=poster.jpg><source src=v.webm><track src=t.vtt></video>"
        "<audio src=s.ogg></audio><embed src=e.swf><object data=o.pdf></object>"
        "<form action=/post><input type=image src=btn.png formaction=alt>"
        "<button formaction=b>b</button></form>"
        "<blockquote cite=c1></blockquote><q cite=c2></q><del cite=c3></del><ins cite=c4></ins>"
        "</body></html>"
    )
    base = "https://example.test/dir/"
    assert table(page) == [
        ("link", "href", "s.css", base + "s.css"),
        ("script", "src", "/app.js", "https://example.test/app.js"),
        ("a", "href", "a?x=1", base + "a?x=1"),
        ("area", "href", "../up", "https://example.test/up"),
        ("img", "src", "i.png", base + "i.png"),
        ("img", "srcset", "i2.png", base + "i2.png"),
        ("img", "srcset", "i3.png", base + "i3.png"),
        ("source", "srcset", "w.webp", base + "w.webp"),
        ("source", "srcset", "w2.webp", base + "w2.webp"),
        ("img", "src", "p.png", base + "p.png"),
        ("iframe", "src", "//other.test/f", "https://other.test/f"),
        ("video", "src", "v.mp4", base + "v.mp4"),
        ("video", "poster", "poster.jpg", base + "poster.jpg"),
        ("source", "src", "v.webm", base + "v.webm"),
        ("track", "src", "t.vtt", base + "t.vtt"),
        ("audio", "src", "s.ogg", base + "s.ogg"),
        ("embed", "src", "e.swf", base + "e.swf"),
        ("object", "data", "o.pdf", base + "o.pdf"),
        ("form", "action", "/post", "https://example.test/post"),
        ("input", "src", "btn.png", base + "btn.png"),
        ("input", "formaction", "alt", base + "alt"),
        ("button", "formaction", "b", base + "b"),
        ("blockquote", "cite", "c1", base + "c1"),
        ("q", "cite", "c2", base + "c2"),
        ("del", "cite", "c3", base + "c3"),
        ("ins", "cite", "c4", base + "c4"),
    ]


def test_the_record() -> None:
    page = (
        "<a href=x rel='nofollow noopener'>x</a><img srcset='a.png 2x, b.png'><a href='http://a b'>"
    )
    a, img2x, img, bad = links(page, DOC)
    assert isinstance(a, Link)
    assert (a.element, a.attribute, a.value, a.url, a.rel, a.descriptor) == (
        "a",
        "href",
        "x",
        "https://example.test/dir/x",
        "nofollow noopener",
        None,
    )
    assert str(a) == "https://example.test/dir/x"
    assert (img2x.descriptor, img.descriptor, img.rel) == ("2x", "", None)
    # A URL that fails to parse: url is None, and str() the value (what a.href gives).
    assert (bad.url, str(bad)) == (None, "http://a b")
    assert a.to_dict() == {
        "element": "a",
        "attribute": "href",
        "value": "x",
        "url": "https://example.test/dir/x",
        "rel": "nofollow noopener",
        "descriptor": None,
    }
    assert repr(bad).startswith("Link(element='a', attribute='href', value='http://a b', url=None")
    with pytest.raises(AttributeError):
        a.other = 1  # type: ignore[attr-defined]
    copied = pickle.loads(pickle.dumps(a))
    assert (copied.element, copied.url, copied.rel) == (a.element, a.url, a.rel)


def test_the_first_base_with_an_href_wins() -> None:
    page = (
        "<base target=_blank><a href=before>"
        "<base href='https://base.test/one/'><base href='https://base.test/two/'>"
        "<a href=after>"
    )
    # The base URL applies to every element, before the base element too.
    assert [str(link) for link in links(page, DOC)] == [
        "https://base.test/one/before",
        "https://base.test/one/after",
    ]
    # A relative base resolves against the document's URL; a javascript: or data: base, or
    # one that does not parse, leaves the document's URL.
    assert [str(x) for x in links("<base href=/b/><a href=c>", DOC)] == ["https://example.test/b/c"]
    for bad in ("javascript:void(0)", "data:text/html,x", "http://a b/"):
        page = f"<base href='{bad}'><base href=/ignored/><a href=c>"
        assert [str(x) for x in links(page, DOC)] == ["https://example.test/dir/c"]


def test_raw_text_comments_and_templates_hide_tags() -> None:
    page = (
        "<script>document.write('<a href=in-script>')</script>"
        "<style>a[href='<a href=in-style>']{}</style>"
        "<title><a href=in-title></title><textarea><a href=in-textarea></textarea>"
        "<xmp><a href=in-xmp></xmp><noembed><a href=in-noembed></noembed>"
        "<!-- <a href=in-comment> --><![CDATA[<a href=bogus-comment>]]>"
        "<template><a href=in-template><img src=t.png><template><a href=deeper></template>"
        "<base href=https://template.test/></template>"
        "<a href=kept>"
    )
    assert [link.value for link in links(page, DOC)] == ["kept"]


def test_noscript_and_frames() -> None:
    page = "<noscript><img src=lazy.png></noscript><a href=a>"
    # Scripting on (a browser running scripts): <noscript> holds text.
    assert [link.value for link in links(page, DOC)] == ["a"]
    assert [link.value for link in links(page, DOC, scripting=False)] == ["lazy.png", "a"]
    # A <frame> is ignored in a body; a frameset's frames are elements.
    assert links("<body><frame src=ignored>", DOC) == []
    frames = "<frameset><frame src=left.html><frame src=right.html></frameset>"
    assert [str(link) for link in links(frames, DOC)] == [
        "https://example.test/dir/left.html",
        "https://example.test/dir/right.html",
    ]


def test_foreign_content() -> None:
    page = (
        "<svg><a href=svg-a></a><image href=svg-image /><foreignObject>"
        "<a href=html-in-foreign-object></a></foreignObject></svg>"
        "<math><a href=math-a></a></math>"
        "<svg><p><a href=after-breakout></a>"
    )
    assert [link.value for link in links(page, DOC)] == [
        "html-in-foreign-object",
        "after-breakout",
    ]


def test_malformed_tags() -> None:
    page = (
        "<a href=one href=two>"  # the first attribute of a name wins
        "<A HREF='Up.html'>"  # names are lowercased, values kept
        "<a/href=slash>"
        '<a href="unterminated>'
        "<img src=x.png"  # a tag cut by the end of the input is dropped
    )
    assert [link.value for link in links(page, DOC)] == ["one", "Up.html", "slash"]


def test_character_references_and_whitespace_in_values() -> None:
    page = "<a href='?a=1&amp;b=2&copy'>  <a href='  spaced  '><a href='&#x20;x&#9;y'>"
    assert [str(link) for link in links(page, DOC)] == [
        "https://example.test/dir/page.html?a=1&b=2%C2%A9",
        "https://example.test/dir/spaced",
        "https://example.test/dir/xy",
    ]


def test_the_document_encoding_applies_to_the_query() -> None:
    page = "<meta charset=shift_jis><a href='?\u65e5'>".encode("shift_jis")
    (link,) = links(page, DOC)
    assert link.url == "https://example.test/dir/page.html?%93%FA"
    # The Content-Type header's charset comes first.
    page = "<a href='?é'>".encode("windows-1252")
    assert links(page, DOC, "text/html; charset=windows-1252")[0].url == (
        "https://example.test/dir/page.html?%E9"
    )
    assert links(page, DOC, "text/html; charset=utf-8")[0].url == (
        "https://example.test/dir/page.html?%EF%BF%BD"
    )
    # Text: UTF-8.
    assert links("<a href='?é'>", DOC)[0].url == "https://example.test/dir/page.html?%C3%A9"


def test_decoded_text_takes_the_document_encoding() -> None:
    """#42 item 12: a headless browser's ``page.content()`` is text; the document's encoding
    (``document.characterSet``) still encodes the query of its links, as for bytes."""
    page_bytes = "<meta charset=shift_jis><a href='?\u65e5'><img src='/i?\u00e9'>".encode(
        "shift_jis", "xmlcharrefreplace"
    )
    from_bytes = [link.url for link in links(page_bytes, DOC)]
    text = page_bytes.decode("shift_jis")  # what the browser shows, as a str
    # before: no way to say it, UTF-8 ("?%E6%97%A5")
    assert [link.url for link in links(text, DOC)] != from_bytes
    for encoding in ("Shift_JIS", "shift_jis", "sjis", "cp932", "windows-31j"):
        assert [link.url for link in links(text, DOC, encoding=encoding)] == from_bytes
    assert from_bytes[0] == "https://example.test/dir/page.html?%93%FA"
    # what decode_html and sniff_encoding return, as data or as the encoding
    decoded = decode_html(page_bytes)
    assert [link.url for link in links(decoded, DOC)] == from_bytes
    assert [link.url for link in links(decoded.text, DOC, encoding=decoded)] == from_bytes
    sniffed = sniff_encoding(page_bytes)
    assert [link.url for link in links(text, DOC, encoding=sniffed)] == from_bytes
    # None (requests' response.encoding without a charset) and the default: UTF-8
    assert links("<a href='?é'>", DOC, encoding=None)[0].url.endswith("?%C3%A9")
    assert links("<a href='?é'>", DOC, encoding="windows-1252")[0].url.endswith("?%E9")


def test_the_encoding_argument_is_checked() -> None:
    with pytest.raises(LookupError):
        links("<a href=x>", DOC, encoding="no-such-encoding")
    with pytest.raises(TypeError, match="'encoding'"):
        links("<a href=x>", DOC, encoding=932)  # type: ignore[arg-type]
    # bytes and a DecodedHTML carry their own encoding
    with pytest.raises(ValueError, match="encoding= is the encoding of decoded text"):
        links(b"<a href=x>", DOC, encoding="shift_jis")
    with pytest.raises(ValueError, match="encoding= is the encoding of decoded text"):
        links(decode_html(b"<a href=x>"), DOC, encoding="shift_jis")


def test_forms_with_an_empty_action_submit_to_the_document_url() -> None:
    page = "<base href=/base/><form action=''><button formaction>b</button></form><a href=''>"
    assert [str(link) for link in links(page, DOC)] == [DOC, DOC, "https://example.test/base/"]


def test_meta_refresh() -> None:
    page = (
        "<meta http-equiv=REFRESH content='5; url=/next?é'>"
        "<meta http-equiv=refresh content='0; url=/second'>"
    )
    (refresh,) = links(page.encode("windows-1252"), DOC, "text/html; charset=windows-1252")
    assert (refresh.element, refresh.attribute, refresh.value, refresh.url) == (
        "meta",
        "content",
        "/next?é",
        "https://example.test/next?%E9",
    )
    # Only the first refresh that parses counts; one with no URL (a reload) is no link but
    # still counts; other http-equiv values and names are not refreshes.
    page = (
        "<meta name=refresh content='0; url=/name'>"
        "<meta http-equiv=content-type content='text/html; url=/ct'>"
        "<meta http-equiv=refresh content='x; url=/unparsable'>"
        "<meta http-equiv=refresh content='0; url=http://a b/'>"
        "<meta http-equiv=refresh content='0; url=/first'>"
        "<meta http-equiv=refresh content='0; url=/second'>"
    )
    assert [link.value for link in links(page, DOC)] == ["/first"]
    page = "<meta http-equiv=refresh content=30><meta http-equiv=refresh content='0;url=/b'>"
    assert links(page, DOC) == []
    # The refresh's URL is parsed when the meta is inserted: against the base URL then
    # (Chromium agrees: it goes to /x from this page, /d/x from the next).
    page = "<meta http-equiv=refresh content='0;url=x'><base href=/b/><a href=y>"
    assert [str(link) for link in links(page, DOC)] == [
        "https://example.test/dir/x",
        "https://example.test/b/y",
    ]
    page = "<base href=/d/><meta http-equiv=refresh content='0;url=x'>"
    assert [str(link) for link in links(page, DOC)] == ["https://example.test/d/x"]


def test_tree_construction_order_and_clones() -> None:
    # Foster parenting moves the <a> before the table; the adoption agency clones <a>.
    page = "<table><tr><td>cell</td></tr><a href=fostered></a></table><img src=after.png>"
    assert [link.value for link in links(page, DOC)] == ["fostered", "after.png"]
    # A second <a> runs the adoption agency: the <p> leaves the first <a> with a clone of it.
    page = "<a href=outer><p><a href=inner>x</a></p>"
    assert [link.value for link in links(page, DOC)] == ["outer", "outer", "inner"]
    page = "<a href=x><div>block</div></a>"
    assert [link.value for link in links(page, DOC)] == ["x"]
    page = "<a href=clone><div>d</a>"  # the <div> leaves the <a> with a clone of it
    assert [link.value for link in links(page, DOC)] == ["clone", "clone"]


def test_argument_errors() -> None:
    with pytest.raises(TypeError, match="data"):
        links(None, DOC)  # type: ignore[arg-type]
    with pytest.raises(URLParseError):
        links("<a href=x>", "relative/url")
    assert links("<a href=x>", URL(DOC))[0].url == "https://example.test/dir/x"
    with pytest.raises(LookupError):
        links(b"<a href=x>", DOC, default="no-such-encoding")
