"""CSS Syntax's tokenizer (``webapi.csssyntax.engine``): escapes, numbers, hashes and strings
read as the standard reads them, and the token offsets the CSSOM and the cascade slice the
preprocessed text by."""

from __future__ import annotations

from webapi.csssyntax.engine import preprocess, tokenize, tokenize_with_offsets


def test_tokenizer_reads_escapes_numbers_and_hashes() -> None:
    kinds = [(t.kind, t.value) for t in tokenize(preprocess("#a\\31 .b-2 2n+1 \\0 '\\41'"))]
    assert kinds == [
        ("hash", "a1"),  # (the escape takes the space after it)
        ("delim", "."),
        ("ident", "b-2"),
        ("whitespace", " "),
        ("dimension", "2"),
        ("number", "+1"),
        ("whitespace", " "),
        ("ident", "\ufffd"),
        ("string", "A"),
    ]


def test_offsets_slice_the_preprocessed_text_token_by_token() -> None:
    # (CR LF is one LF after preprocessing; a comment makes no token: it is in the slice of
    # the token before it, up to where the next one starts)
    source, tokens, starts = tokenize_with_offsets("a {\r\n  color: red /* x */ }\0")
    assert source == "a {\n  color: red /* x */ }\ufffd"
    assert len(starts) == len(tokens) + 1 and starts[-1] == len(source)
    pieces = [source[starts[i] : starts[i + 1]] for i in range(len(tokens))]
    assert "".join(pieces) == source
    assert [t.kind for t in tokens][:4] == ["ident", "whitespace", "{", "whitespace"]
    assert pieces[tokens.index(next(t for t in tokens if t.value == "red"))] == "red"
