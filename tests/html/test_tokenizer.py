"""``webapi.html.tokenize``: the API (states, last start tag, errors, newlines, records), and
the data state's shortcuts proved equal to the states they skip (html5lib-tests, in
``test_tokenizer_html5lib.py``, checks the states themselves).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import webapi.html.parsing._tokenizer as tokenizer_module
from tests._sizes import examples
from webapi.html import (
    CharactersToken,
    CommentToken,
    DoctypeToken,
    EndTagToken,
    ParseError,
    StartTagToken,
    tokenize,
)


def _form(text: str, **options: object) -> tuple[list[object], list[tuple[str, int, int, int]]]:
    errors: list[ParseError] = []
    tokens = list(tokenize(text, errors=errors, **options))  # type: ignore[arg-type]
    merged: list[object] = []
    for token in tokens:
        if isinstance(token, CharactersToken):
            if merged and isinstance(merged[-1], str):
                merged[-1] += token.data
                continue
            merged.append(token.data)
        elif isinstance(token, StartTagToken):  # end tags too
            merged.append(
                (
                    type(token).__name__,
                    token.name,
                    list(token.attributes.items()),
                    token.self_closing,
                )
            )
        elif isinstance(token, CommentToken):
            merged.append(("comment", token.data))
        else:
            assert isinstance(token, DoctypeToken)
            merged.append(
                ("doctype", token.name, token.public_id, token.system_id, token.force_quirks)
            )
    return merged, [(e.code, e.index, e.line, e.column) for e in errors]


def _by_states(text: str) -> tuple[list[object], list[tuple[str, int, int, int]]]:
    """:func:`_form` with the data state's shortcuts off: every tag, comment and reference
    through the states."""
    # the data state's run of text alone, never a tag or a reference after it (groups 2 to 8
    # always None)
    run_only = re.compile(r"([^&<\x00]*+)(?:(?!)()()()()()()())?")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(tokenizer_module, "_PLAIN_MARKUP", run_only)
        patch.setattr(tokenizer_module, "_plain_comment", lambda t, index: 0)
        return _form(text)


_PIECES = [
    "<",
    ">",
    "/",
    "!",
    "-",
    "--",
    "&",
    ";",
    "#",
    "x",
    "X",
    "a",
    "A",
    "b",
    "=",
    '"',
    "'",
    " ",
    "\n",
    "\t",
    "\f",
    "\r",
    "\0",
    "`",
    "?",
    "[",
    "]",
    "é",
    "\U0001f600",
    "\x01",
    "\ufffe",
    "amp",
    "amp;",
    "lt;",
    "not",
    "notin;",
    "notit",
    "AElig",
    "#39;",
    "#x41;",
    "#0;",
    "#128;",
    "#x110000;",
    "#xD800;",
    "12",
    "ff",
    "script",
    "SCRIPT",
    "title",
    "<a",
    "</a>",
    "<b ",
    "<br/>",
    '<a href="x">',
    "<a href=x>",
    "<!--",
    "-->",
    "--!>",
    "<!-",
    "<!DOCTYPE html>",
    "<![CDATA[",
    "]]>",
    "<?xml",
    "</",
    "<p class='c' id=i>",
    "<input disabled>",
    "<x a a>",
]


@settings(max_examples=examples(400), deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=30).map("".join))
def test_shortcuts_change_nothing(text: str) -> None:
    assert _form(text) == _by_states(text)


@pytest.mark.parametrize(
    "text",
    [
        '<!DOCTYPE html><html lang=en><head><meta charset="utf-8"><title>T</title></head>',
        "<a href=\"/x?a=1&amp;b=2&#38;c&#x26;d\" class='k' data-x=y/>text&nbsp;&copy;&#8212;</a>",
        "<p>a &amp b &notit; &noti; &#0; &#x80; &#xD800; <x a=&amp b=&ampx c='&lt;'></p>",
        "<!-- c --><!----><!-- a-b --><!-- a -- b --><!-- <!-- --><!-- --!> --><!-->",
        "<img src=a.png alt=\"\" width=1 height=1><br/><hr /><input value='&quot;'>",
        "<A HREF=X>UPPER</A><dIv ID=Q></DiV><a b=1 B=2>",
    ],
)
def test_shortcuts_on_ordinary_markup(text: str) -> None:
    assert _form(text) == _by_states(text)


def test_the_shortcuts_are_taken() -> None:
    """Guards the comparisons above: ordinary markup does go through the shortcuts."""
    calls = []
    original = tokenizer_module.tag_open_state

    def counted(t: tokenizer_module.Tokenizer) -> None:
        calls.append(t)
        original(t)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(tokenizer_module, "tag_open_state", counted)
        _form('<p class="a" id=b>x &amp; y<!-- c --></p><br/>')
        assert calls == []
        _form("<p a=1 a=2>")
        assert len(calls) == 1


def test_tokens_of_a_small_page() -> None:
    tokens = list(tokenize('<!DOCTYPE html><p class="a">x &amp; y</p><!-- c --><br/>', errors=None))
    assert [type(token) for token in tokens] == [
        DoctypeToken,
        StartTagToken,
        CharactersToken,
        EndTagToken,
        CommentToken,
        StartTagToken,
    ]
    doctype, p, text, end, comment, br = tokens
    assert isinstance(doctype, DoctypeToken) and doctype.name == "html"
    assert (doctype.public_id, doctype.system_id, doctype.force_quirks) == (None, None, False)
    assert isinstance(p, StartTagToken) and (p.name, p.attributes) == ("p", {"class": "a"})
    assert isinstance(text, CharactersToken) and text.data == "x & y"
    assert isinstance(end, EndTagToken) and end.name == "p"
    assert isinstance(comment, CommentToken) and comment.data == " c "
    assert isinstance(br, StartTagToken) and br.self_closing
    assert repr(p) == "StartTagToken(name='p', attributes={'class': 'a'}, self_closing=False)"


def test_errors_carry_code_index_line_and_column() -> None:
    errors: list[ParseError] = []
    list(tokenize("a\r\nb\x01<a b=1 b=2>\0", errors=errors))
    assert errors == [
        ParseError("control-character-in-input-stream", 3, 2, 2),
        ParseError("duplicate-attribute", 12, 2, 11),
        ParseError("unexpected-null-character", 15, 2, 14),
    ]
    with pytest.raises(AttributeError):
        errors[0].code = "x"  # type: ignore[misc]


def test_newlines_are_normalized() -> None:
    assert _form("a\r\nb\rc\n")[0] == ["a\nb\nc\n"]


def test_initial_state_and_last_start_tag() -> None:
    assert _form("<b>&amp;</title>", initial_state="RCDATA")[0] == ["<b>&</title>"]
    assert _form("<b></title>x", initial_state="RCDATA state", last_start_tag="title")[0] == [
        "<b>",
        ("EndTagToken", "title", [], False),
        "x",
    ]
    assert _form("a</script>", initial_state="script data", last_start_tag="script")[0] == [
        "a",
        ("EndTagToken", "script", [], False),
    ]
    assert _form("<p>\0", initial_state="PLAINTEXT")[0] == ["<p>\ufffd"]
    assert _form("x]]>y<p>", initial_state="CDATA section")[0] == [
        "xy",
        ("StartTagToken", "p", [], False),
    ]
    with pytest.raises(ValueError, match="initial_state"):
        tokenize("", initial_state="tag open")


def test_only_strings_are_tokenized() -> None:
    with pytest.raises(TypeError, match="str"):
        tokenize(b"<p>")  # type: ignore[arg-type]


def test_the_tokens_come_as_the_input_is_consumed() -> None:
    stream = tokenize("<a>" * 1000)
    first = next(stream)
    assert isinstance(first, StartTagToken) and first.name == "a"
    assert sum(1 for _ in stream) == 999


def test_huge_numbers_and_long_names_stay_linear_and_exact() -> None:
    errors: list[ParseError] = []
    assert _form("&#" + "9" * 5000 + ";")[0] == ["\ufffd"]
    assert _form("&#x" + "0" * 5000 + "41;")[0] == ["A"]
    assert _form("&" + "a" * 5000 + ";")[0] == ["&" + "a" * 5000 + ";"]
    list(tokenize("&#" + "9" * 5000, errors=errors))
    assert [e.code for e in errors] == [
        "missing-semicolon-after-character-reference",
        "character-reference-outside-unicode-range",
    ]


def test_doctype_keywords_are_ascii_case_insensitive_only() -> None:
    # U+017F LATIN SMALL LETTER LONG S uppercases to "S" and U+0131 DOTLESS I to "I":
    # neither is the ASCII letter the keywords need.
    assert _form("<!doctype html public 'x'>")[0] == [("doctype", "html", "x", None, False)]
    assert _form("<!doctype html ſystem 'x'>")[0] == [("doctype", "html", None, None, True)]
    assert _form("<!doctype html>")[0] == [("doctype", "html", None, None, False)]
    assert _form("<!doctıpe html>")[0] == [("comment", "doctıpe html")]


@pytest.mark.needs_subprocess
def test_import_webapi_html_does_not_load_the_tokenizer() -> None:
    code = (
        "import sys, webapi.html\n"
        "assert 'webapi.html.parsing._tokenizer' not in sys.modules\n"
        "webapi.html.tokenize\n"
        "assert 'webapi.html.parsing._tokenizer' in sys.modules\n"
        "assert 'webapi.html.parsing._named_character_references' not in sys.modules\n"
        "list(webapi.html.tokenize('&amp;'))\n"
        "assert 'webapi.html.parsing._named_character_references' in sys.modules\n"
    )
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-S", "-c", code], cwd=root, check=True)
