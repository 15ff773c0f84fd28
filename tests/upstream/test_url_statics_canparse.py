"""Port of web-platform-tests ``url/url-statics-canparse.any.js``.

Upstream: web-platform-tests/wpt, url/url-statics-canparse.any.js, read at commit
1abf15c82e2daf704d5ef39149f348ccdbdde78f (seven cases).  Another stored revision
(0541f8b61e5118af281dd29e0582b92e58b0a119) adds five more; they are ported too, see
the comment on ``C:\\path\\file.node``.

JavaScript ``undefined`` as the *url* argument is stringified to ``"undefined"`` by
Web IDL, so those cases pass that string; ``undefined`` as the optional *base* means
"no base", i.e. the argument is left out (or ``None``).
"""

from __future__ import annotations

import pytest

from webapi import URL

UNDEFINED = "undefined"  # what JS's URL.canParse(undefined, ...) sees as its url

CASES: list[tuple[str, str | None, bool]] = [
    (UNDEFINED, None, False),
    ("aaa:b", None, True),
    (UNDEFINED, "aaa:b", False),
    (UNDEFINED, "https://test:test/", False),
    ("aaa:/b", None, True),
    (UNDEFINED, "aaa:/b", True),
    ("https://test:test", None, False),
    ("a", "https://b/", True),
    # Revision 0541f8b6 expects false for this input, which contradicts the URL
    # Standard: "c" is a valid scheme, and the rest becomes an opaque path (a backslash
    # is only a path separator for special schemes).  Browsers and Node (ada) answer
    # true, so the spec's answer is used here.
    ("C:\\path\\file.node", None, True),
    ("file:///C:/path/file.node", None, True),
    ("C:/path/file.node", None, True),
    ("c:b", None, True),
]


@pytest.mark.parametrize(
    ("url", "base", "expected"), CASES, ids=[f"{u!r}-{b!r}" for u, b, _ in CASES]
)
def test_can_parse(url: str, base: str | None, expected: bool) -> None:
    if base is None:
        assert URL.canParse(url) is expected
    assert URL.canParse(url, base) is expected
    assert URL.can_parse(url, base) is expected


def test_can_parse_requires_an_argument() -> None:
    # Not in the upstream file: Web IDL throws a TypeError when the required url
    # argument is missing altogether (an explicit undefined is the "undefined" cases).
    with pytest.raises(TypeError):
        URL.canParse()  # type: ignore[call-arg]
