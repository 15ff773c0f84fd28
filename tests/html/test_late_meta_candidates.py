"""The late ``<meta>``'s candidates (``_NOT_AN_ENCODING_META`` and ``_candidate_meta_tags``
in ``webapi/html/parsing/_encoding_sniffing.py``): a ``<meta`` tag the expression reads whole is
tokenized by the HTML tokenizer as one start tag "meta" ending where the expression ends,
none of whose attributes is "charset" or "http-equiv" (so its element changes no encoding);
``decode_html`` with the candidates equals ``decode_html`` tokenizing up to every ``<meta``
(the previous rule); on generated tags and pages built from the pieces the tag states treat
differently (quotes, "=", "/", whitespace, NUL, "<", names that start or end like "charset",
character references), hostile ones included."""

from __future__ import annotations

import random

import pytest

from webapi.html import decode_html
from webapi.html.parsing import _encoding_sniffing
from webapi.html.parsing._encoding_sniffing import _META_TAG, _NOT_AN_ENCODING_META
from webapi.html.parsing._tokenizer import Tokenizer
from webapi.html.parsing._tokens import StartTagToken

_TAG_PIECES = [
    " ", "\t", "\n", "\x0c", "\r", "/", "//", "/ ", ">", "=", "==", " = ", '"', "'", "`", "<",
    "\x00", "a", "name", "content", "viewport", "x=y", 'a="b"', "a='b'", "a=b", 'a="', "a='",
    "charset", "CHARSET", "charset=utf-8", "charsetx", "xcharset", "=charset", "Http-Equiv",
    "http-equiv", "http-equivx", "content-type", "&#99;harset", "&amp;", '"charset"',
    "<meta", "é", "a b", "property=og:title",
]  # fmt: skip


def _tag(rng: random.Random) -> str:
    start = rng.choice(["<meta ", "<META/", "<Meta\t", "<meta\n", "<meta\x0c", "<meta/"])
    return start + "".join(rng.choice(_TAG_PIECES) for _ in range(rng.randrange(12)))


def _first_token(stream: str) -> tuple[object, int]:
    """The first token of ``stream`` and how many there are."""
    tokens = list(Tokenizer(stream).run())
    return (tokens[0] if tokens else None), len(tokens)


def test_a_tag_read_whole_is_the_tokenizers_tag_without_encoding_attributes() -> None:
    rng = random.Random(36)
    read = 0
    for _ in range(6_000):
        stream = _tag(rng) + rng.choice(["", ">", "x>", "<p>", '">', "'>"])
        match = _NOT_AN_ENCODING_META.match(stream)
        if match is None:
            continue
        read += 1
        alone, count = _first_token(stream[: match.end()])
        assert count == 1, stream
        assert type(alone) is StartTagToken and alone.name == "meta", stream
        assert not {"charset", "http-equiv"} & set(alone.attributes), stream
        in_context, _ = _first_token(stream)
        assert type(in_context) is StartTagToken, stream
        assert in_context.attributes == alone.attributes, stream
    assert 1_000 < read < 5_000  # both sides


def test_tags_that_may_name_an_encoding_are_not_read() -> None:
    for tag in [
        "<meta charset=utf-8>",
        "<meta CHARSET='x'>",
        "<meta a=b http-equiv=content-type content='charset=gbk'>",
        '<meta a="b"charset=gbk>',
        "<meta/charset=gbk>",
        "<meta a = 'unterminated>",
        "<meta a",  # no ">": the tag is dropped at end of file; looked at anyway
    ]:
        assert _NOT_AN_ENCODING_META.match(tag) is None, tag
    for tag in ["<meta name=x>", "<meta charsetx=1 xcharset=2 =charset>", "<meta a='>'>"]:
        assert _NOT_AN_ENCODING_META.match(tag) is not None, tag


def _every_meta(stream: str):  # type: ignore[no-untyped-def]
    """The previous rule: every ``<meta`` start tag may name an encoding."""
    search = _META_TAG.search

    def next_meta(index: int) -> int:
        found = search(stream, index)
        return -1 if found is None else found.start()

    return next_meta


_PAGE_PIECES = [
    "<title>", "</title>", "<script>", "</script>", "<!--", "-->", "<p>", "<svg>", "</svg>",
    "<template>", "</template>", "<noscript>", "</noscript>", "<frameset>", "caf\xe9 ",
    "<textarea>", "<p title='", "'>", '"', "<meta name=viewport content='width=1'>",
    "<meta charset=utf-8>", "<meta charset='koi8-r'>", "<meta content='x'",
    "<meta http-equiv=content-type content='text/html; charset=gbk'>",
    '<meta name="a" content="charset=big5">', "<meta a=\"<meta charset=utf-8>\">",
    "<meta charset=&#x75;tf-8>", "<meta a='", "<meta ", ">", "<plaintext>",
]  # fmt: skip


@pytest.mark.slow
@pytest.mark.parametrize("scripting", [True, False])
def test_candidates_equal_every_meta_on_generated_pages(
    monkeypatch: pytest.MonkeyPatch, scripting: bool
) -> None:
    rng = random.Random(37 + scripting)
    pages = [
        "".join(rng.choice(_PAGE_PIECES) for _ in range(rng.randrange(1, 25))).encode("latin-1")
        for _ in range(700)
    ]
    with_candidates = [_encoding_sniffing._decode_html(p, None, None, scripting) for p in pages]
    monkeypatch.setattr(_encoding_sniffing, "_candidate_meta_tags", _every_meta)
    assert [_encoding_sniffing._decode_html(p, None, None, scripting) for p in pages] == (
        with_candidates
    )
    assert len({result.encoding for result in with_candidates}) > 2


def test_an_undeclared_page_with_meta_elements_naming_nothing_is_not_tokenized(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_tokenizing(*args: object) -> object:
        raise AssertionError("tokenized")

    monkeypatch.setattr("webapi.html.parsing._tree_builder.meta_elements", no_tokenizing)
    page = b'<meta name="viewport" content="width=device-width"><p>caf\xe9' * 1000
    assert decode_html(page).encoding == "windows-1252"
    # a long tag (past what is read) or one naming an encoding is tokenized
    with pytest.raises(AssertionError, match="tokenized"):
        decode_html(b"<meta content='" + b"x" * 5000 + b"'>")
    with pytest.raises(AssertionError, match="tokenized"):
        decode_html(b"<p>" * 1000 + b"<meta charset=utf-8>")


#: Starts of documents on both sides of ``_HEAD_START`` (what keeps tree construction before
#: or in the head, and what does not: text, comments, raw text, body and foreign elements,
#: a frameset, NUL, tags that do not end), then the first ``<meta`` that may name an
#: encoding, then more.
_START_PIECES = [
    " ", "\n", "\t", "\x0c", "<!DOCTYPE html>", "<!doctype html PUBLIC \"a>b\">", "<!DOCTYPE>",
    "<html>", "<HTML lang=\"en\">", "<html/>", "<head>", "<HEAD class='a>b'>", "<head/>",
    "<meta name=x>", "<meta content='a' name=\"b\">", "<link rel=a href='b>'>", "<base href=x>",
    "<LINK/>", "<title>t</title>", "<title>", "<!-- c -->", "<!-->", "x", "</head>", "<body>",
    "<svg>", "<noscript>", "<template>", "<frameset>", "\x00", "<html a=\"", "<meta a='>",
    "<p>", "<script>", "</html>", "<head a=b c", "<htmlx>", "<basefont>", "<meta>",
]  # fmt: skip
_FIRST_CANDIDATES = [
    "<meta charset=utf-8>", "<META CHARSET='koi8-r'>", "<meta charset=bogus>",
    "<meta http-equiv=Content-Type content='text/html; charset=gbk'>",
    "<meta charset=windows-1252>",
    "<meta charset=x-user-defined>", "<meta charset=utf-16le>", "<meta charset=&#x75;tf-8>",
    "<meta charset=bogus http-equiv=content-type content=charset=big5>", "<meta charset='gbk",
]  # fmt: skip
_AFTER = ["", "<meta charset=big5>", "<title><meta charset=koi8-r></title>", "<p>caf\xe9"]


def _pages(
    rng: random.Random, count: int, starts: list[str], candidates: list[str], most: int
) -> list[bytes]:
    """``count`` pages: up to ``most`` - 1 pieces of ``starts``, a candidate, two endings."""
    pages = []
    for _ in range(count):
        start = "".join(rng.choice(starts) for _ in range(rng.randrange(most)))
        page = start + rng.choice(candidates) + rng.choice(_AFTER) + rng.choice(_AFTER)
        pages.append(page.encode("latin-1"))
    return pages


def _compare_a_shortcut(
    monkeypatch: pytest.MonkeyPatch, name: str, pages: list[bytes], scripting: bool
) -> None:
    """The shortcut ``_encoding_sniffing.<name>`` against the path without it (the shortcut
    answering None): the same results, the shortcut taken on between a tenth and nine
    tenths of the pages, more than three encodings among them."""
    taken = 0
    shortcut = getattr(_encoding_sniffing, name)

    def counting(*args: object) -> str | None:
        nonlocal taken
        found: str | None = shortcut(*args)
        taken += found is not None
        return found

    monkeypatch.setattr(_encoding_sniffing, name, counting)
    results = [_encoding_sniffing._decode_html(p, None, None, scripting) for p in pages]
    assert len(pages) // 10 < taken < len(pages) * 9 // 10  # both sides
    monkeypatch.setattr(_encoding_sniffing, name, lambda *args: None)
    assert [_encoding_sniffing._decode_html(p, None, None, scripting) for p in pages] == results
    assert len({result.encoding for result in results}) > 3


@pytest.mark.parametrize("count", [500, pytest.param(1_500, marks=pytest.mark.slow)])
@pytest.mark.parametrize("scripting", [True, False])
def test_the_plain_head_shortcut_equals_tree_construction(
    monkeypatch: pytest.MonkeyPatch, scripting: bool, count: int
) -> None:
    _compare_the_plain_head_shortcut(monkeypatch, scripting, count, seed=39)


@pytest.mark.slow
@pytest.mark.parametrize("scripting", [True, False])
def test_the_plain_head_shortcut_on_many_pages(
    monkeypatch: pytest.MonkeyPatch, scripting: bool
) -> None:
    _compare_the_plain_head_shortcut(monkeypatch, scripting, 40_000, seed=41)


def _compare_the_plain_head_shortcut(
    monkeypatch: pytest.MonkeyPatch, scripting: bool, count: int, seed: int
) -> None:
    pages = _pages(random.Random(seed + scripting), count, _START_PIECES, _FIRST_CANDIDATES, 6)
    _compare_a_shortcut(monkeypatch, "_first_meta_element_encoding", pages, scripting)


#: CRs where "normalize newlines" changes what the tag states read (a CR in a name or an
#: unquoted value is an LF there, a separator; after "=" it is whitespace before a quoted
#: value, which may not end), for the plain head's shortcut.
_CR_PIECES = [
    "\r", "\r\n", "<html\rlang=en>", "<link href=a\rrel=b>", "<meta\rcharset=gbk>",
    '<html a=\r"x>', "<head a=\r'x>",
]  # fmt: skip
_CR_CANDIDATES = ["<meta charset=utf-8\r>", "<meta\rcharset=big5>", "<meta charset='koi8-r'\r/>"]


def _compare_the_plain_head_meta_shortcut(
    monkeypatch: pytest.MonkeyPatch, scripting: bool, count: int, seed: int
) -> None:
    """``_plain_head_meta_encoding`` (one match from the start of the text) against the
    candidates' path (normalized newlines, the first candidate, tree construction)."""
    rng = random.Random(seed + scripting)
    pages = _pages(rng, count, _START_PIECES + _CR_PIECES, _FIRST_CANDIDATES + _CR_CANDIDATES, 5)
    _compare_a_shortcut(monkeypatch, "_plain_head_meta_encoding", pages, scripting)


@pytest.mark.parametrize("count", [500, pytest.param(1_500, marks=pytest.mark.slow)])
@pytest.mark.parametrize("scripting", [True, False])
def test_the_plain_head_meta_shortcut_equals_the_candidates_path(
    monkeypatch: pytest.MonkeyPatch, scripting: bool, count: int
) -> None:
    _compare_the_plain_head_meta_shortcut(monkeypatch, scripting, count, seed=43)


@pytest.mark.slow
@pytest.mark.parametrize("scripting", [True, False])
def test_the_plain_head_meta_shortcut_on_many_pages(
    monkeypatch: pytest.MonkeyPatch, scripting: bool
) -> None:
    _compare_the_plain_head_meta_shortcut(monkeypatch, scripting, 40_000, seed=47)


def test_a_cr_before_the_plain_head_meta_is_left_to_the_candidates() -> None:
    # "<meta\rcharset=gbk>": the CR is an LF once normalized, so the tag is a plain one there
    # but not in the raw text; a CR before a plain tag keeps the shortcut out
    assert _encoding_sniffing._plain_head_meta_encoding("<meta\rcharset=gbk>") is None
    assert _encoding_sniffing._plain_head_meta_encoding("<html\r><meta charset=gbk>") is None
    assert _encoding_sniffing._plain_head_meta_encoding("<html><meta charset=gbk>\r") == "GBK"
    # "=" CR '"': in the text an unquoted value '\r"x' ends the tag at ">"; once normalized the
    # value is quoted and runs on, over the <meta
    assert _encoding_sniffing._plain_head_meta_encoding('<html a=\r"x><meta charset=gbk>') is None
    assert decode_html(b'<html a=\r"x><meta charset=gbk>').encoding == "windows-1252"
    assert decode_html(b"<meta\rcharset=gbk>").encoding == "GBK"


def test_a_text_without_a_meta_tag_has_none_once_newlines_are_normalized() -> None:
    # _encoding_after_meta's first step: the text searched before "normalize newlines";
    # every string of up to four of these pieces, CR and CR LF around "<meta" among them
    import itertools

    from webapi.html.parsing._input_stream import normalize_newlines

    pieces = ["<meta", "<META", "<mEta", "\r", "\n", "\r\n", " ", "/", "\t", "\x0c", "x", "<"]
    both = 0
    for count in range(5):
        for parts in itertools.product(pieces, repeat=count):
            text = "".join(parts)
            raw = _META_TAG.search(text) is None
            assert raw == (_META_TAG.search(normalize_newlines(text)) is None), text
            both += raw
    assert 0 < both < 12**4
