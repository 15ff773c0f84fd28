"""``webapi.html.parse_srcset_attribute``: HTML's "parse a srcset attribute"
(https://html.spec.whatwg.org/multipage/images.html#parse-a-srcset-attribute).

The cases are WPT's html/semantics/embedded-content/the-img-element/srcset/
parse-a-srcset-attribute.html, in our words: that test checks an ``img``'s ``currentSrc``, which
for these one-density pages is the first candidate the parser keeps ("" when it keeps none).
"""

from __future__ import annotations

import pytest

from tests._sample import sampled
from tests._sizes import tiered
from webapi.html import ImageCandidate, parse_srcset_attribute

#: (srcset, the first candidate's URL or "" for no candidate), as WPT checks them.
SPLITTING_LOOP = [
    ("", ""),
    (",", ""),
    (",,,", ""),
    ("  data:,a  1x  ", "data:,a"),
    ("\t\tdata:,a\t\t1x\t\t", "data:,a"),
    ("\n\ndata:,a\n\n1x\n\n", "data:,a"),
    # U+000B is not ASCII whitespace: the whole value is one URL.
    ("\x0b\x0bdata:,a\x0b\x0b1x\x0b\x0b", "\x0b\x0bdata:,a\x0b\x0b1x\x0b\x0b"),
    ("\x0c\x0cdata:,a\x0c\x0c1x\x0c\x0c", "data:,a"),
    ("\r\rdata:,a\r\r1x\r\r", "data:,a"),
    ("\x0e\x0edata:,a\x0e\x0e1x\x0e\x0e", "\x0e\x0edata:,a\x0e\x0e1x\x0e\x0e"),
    ("\x0f\x0fdata:,a\x0f\x0f1x\x0f\x0f", "\x0f\x0fdata:,a\x0f\x0f1x\x0f\x0f"),
    ("\x10\x10data:,a\x10\x101x\x10\x10", "\x10\x10data:,a\x10\x101x\x10\x10"),
    ("data:,a", "data:,a"),
    ("data:,a ", "data:,a"),
    ("data:,a ,", "data:,a"),
    ("data:,a,", "data:,a"),
    ("data:,a, ", "data:,a"),
    ("data:,a,,,", "data:,a"),
    ("data:,a,, , ", "data:,a"),
    (" data:,a", "data:,a"),
    (",,,data:,a", "data:,a"),
    (" , ,,data:,a", "data:,a"),
    ("\xa0data:,a", "\xa0data:,a"),
    ("data:,a\xa0", "data:,a\xa0"),
]
DESCRIPTOR_TOKENIZER = [
    ("data:,a 1x", "data:,a"),
    ("data:,a 1x ", "data:,a"),
    ("data:,a 1x,", "data:,a"),
    ("data:,a ( , data:,b 1x, ), data:,c", "data:,c"),
    ("data:,a ((( , data:,b 1x, ), data:,c", "data:,c"),
    ("data:,a [ , data:,b 1x, ], data:,c", "data:,b"),
    ("data:,a { , data:,b 1x, }, data:,c", "data:,b"),
    ('data:,a " , data:,b 1x, ", data:,c', "data:,b"),
    ("data:,a \\,data:;\\,b, data:,c", "data:;\\,b"),
    ("data:,a, data:,b (", "data:,a"),
    ("data:,a, data:,b (  ", "data:,a"),
    ("data:,a, data:,b (,", "data:,a"),
    ("data:,a, data:,b (x", "data:,a"),
    ("data:,a, data:,b ()", "data:,a"),
    ("data:,a (, data:,b", ""),
    ("data:,a /*, data:,b, data:,c */", "data:,b"),
    ("data:,a //, data:,b", "data:,b"),
]
DESCRIPTOR_PARSER = [
    *[
        (f"data:,a {descriptors}", "")
        for descriptors in (
            "foo",
            "foo foo",
            "foo 1x",
            "foo 1x foo",
            "foo 1w",
            "foo 1w foo",
            "1x 1x",
            "1w 1w",
            "1w 1x",
            "1x 1w",
            "1h 1h",
            "1h 1x",
            "1h 1w 1x",
            "1x 1w 1h",
            "1h",
            "1h foo",
            "foo 1h",
            "0w",
            "-1w",
            "1w -1w",
            "1.0w",
            "1w 1.0w",
            "1e0w",
            "1w 1e0w",
            "1www",
            "1w 1www",
            "+1w",
            "1w +1w",
            "1W",
            "1w 1W",
            "Infinityw",
            "1w Infinityw",
            "NaNw",
            "1w NaNw",
            "0x1w",
            "0X1w",
            "1x -0x",
            "-1x",
            "1x -1x",
            "-x",
            ".x",
            "-.x",
            "1.x",
            "1x 1.5e1x",
            "1x 1e1.5x",
            "1x 1.0x",
            "+1x",
            "1X",
            "Infinityx",
            "NaNx",
            "0x1x",
            "0X1x",
            "1w 0h",
            "1w -1h",
            "1w 1.0h",
            "1w 1e0h",
            "1w 1hhh",
            "1w +1h",
            "1w 1H",
            "1w Infinityh",
            "1w NaNh",
            "0x1h",
            "0X1h",
        )
    ],
    *[
        (f"data:,a {descriptors}", "data:,a")
        for descriptors in (
            "1w 1h",
            "1h 1w",
            "0x",
            "-0x",
            "1e0x",
            "1E0x",
            "1e-1x",
            "1.5e1x",
            ".5x",
            ".5e1x",
            "1.0x",
        )
    ],
]
#: U+0001 and the Unicode white space that is not ASCII whitespace, before or after the
#: number of a descriptor: each makes the descriptor (and so the candidate) an error.
NOT_ASCII_WHITESPACE = "\x01\xa0\u1680" + "".join(map(chr, range(0x2000, 0x200B)))
NOT_ASCII_WHITESPACE += "\u200c\u200d\u202f\u205f\u3000\ufeff"
AROUND_THE_NUMBER = [
    (f"data:,a {prefix}{before}1{after}{unit}", "")
    for char in NOT_ASCII_WHITESPACE
    for prefix, unit in (("", "w"), ("", "x"), ("1w ", "h"))
    for before, after in ((char, ""), ("", char))
]


@pytest.mark.parametrize(
    ("srcset", "expected"),
    tiered(
        SPLITTING_LOOP + DESCRIPTOR_TOKENIZER + DESCRIPTOR_PARSER + AROUND_THE_NUMBER, unpack=True
    ),
)
@sampled()
def test_wpt_parse_a_srcset_attribute(srcset: str, expected: str) -> None:
    candidates = parse_srcset_attribute(srcset)
    first = candidates[0].url if candidates else ""
    assert first == expected


def test_the_descriptors_are_parsed_and_kept() -> None:
    candidates = parse_srcset_attribute(
        " a.png 1.5x,b,c.png 640w 480h , data:,d,e (x 1) 2x, f.png 1e1x"
    )
    # "data:,d,e" has the descriptors "(x 1)" (parenthesised: one token) and "2x": an error.
    assert [str(c) for c in candidates] == ["a.png", "b,c.png", "f.png"]
    a, b, f = candidates
    assert (a.descriptors, a.density, a.width, a.height) == (("1.5x",), 1.5, None, None)
    # "b,c.png" does not end with a comma: one URL (commas inside URLs are kept).
    assert (b.descriptors, b.width, b.height, b.density) == (("640w", "480h"), 640, 480, None)
    # An unknown descriptor drops its candidate, as does a parenthesis left open.
    assert parse_srcset_attribute("g.png (x 1)") == parse_srcset_attribute("g.png 1x (") == []
    assert f.density == 10.0
    assert repr(a) == (
        "ImageCandidate(url='a.png', descriptors=('1.5x',), width=None, density=1.5, height=None)"
    )


def test_numbers_at_the_edges() -> None:
    # -0 is not among the values the floating-point rules give: it is 0.
    (zero,) = parse_srcset_attribute("a -0x")
    assert zero.density == 0.0 and str(zero.density) == "0.0"
    # A density that rounds to infinity is an error; a huge width is exact.
    assert parse_srcset_attribute("a 1e309x") == []
    (wide,) = parse_srcset_attribute("a " + "9" * 400 + "w")
    assert wide.width == int("9" * 400)
    # Past Python's 4,300-digit int limit: an error, not a ValueError.
    assert [str(c) for c in parse_srcset_attribute("a " + "9" * 5000 + "w, b")] == ["b"]
    assert [str(c) for c in parse_srcset_attribute("a 000" + "0" * 5000 + "1w, b")] == ["a", "b"]


def test_argument_type() -> None:
    with pytest.raises(TypeError, match="parse_srcset_attribute"):
        parse_srcset_attribute(b"a 1x")  # type: ignore[arg-type]
    assert isinstance(parse_srcset_attribute("a")[0], ImageCandidate)


@pytest.mark.parametrize(
    ("most", "strings"), [(4, 11_111), pytest.param(5, 111_111, marks=pytest.mark.slow)]
)
def test_the_one_match_path_equals_the_steps(most: int, strings: int) -> None:
    # Every string of up to 4 pieces (5 in the slow tier) from an alphabet of the characters
    # the steps tell apart.
    import itertools

    from webapi.html.common._srcset import _SIMPLE_CANDIDATE, _parse_srcset

    def key(candidates: list[ImageCandidate]) -> list[tuple[object, ...]]:
        return [(c.url, c.descriptors, c.width, c.density, c.height) for c in candidates]

    pieces = ["a", " ", ",", "(", ")", "1x", "2w", "1h", "\n", "x,"]
    count = 0
    for size in range(most + 1):
        for combination in itertools.product(pieces, repeat=size):
            value = "".join(combination)
            fast = _parse_srcset(value, _SIMPLE_CANDIDATE)
            assert key(fast) == key(_parse_srcset(value, None)), value
            count += 1
    assert count == strings
