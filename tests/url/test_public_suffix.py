"""Public suffix and registrable domain (url.bs, section Hosts): the spec's example table and
every vector of the Public Suffix List's own tests (``../shared/psl/tests.txt`` and
``test_psl.txt``), run against the list snapshot beside them.

The vectors are written for the list's conventions, not the URL Standard's; each mapping:

1. IDN: the vectors give Unicode registrable domains (``食狮.com.cn``); a URL host is ASCII, so
   the expectation is the expected domain's ``domain_to_ascii`` (``xn--85x722f.com.cn``).
2. Leading dot (``.com``, ``.example.com``): the vectors expect null, a "not a valid domain"
   convention. The URL Standard's host ``.example.com`` is a domain with an empty first label:
   its public suffix is that of ``example.com``, and its registrable domain is that of
   ``example.com`` or, when ``example.com`` is itself a public suffix, the whole host
   (``.com`` for ``.com``). We check both: the vector's null and the URL Standard's answer.
3. Trailing dot: the vectors have none; url.bs keeps it (``example.com.`` → ``com.``).
   Every vector is run again with a trailing dot added to input and expectation.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests._sample import sampled
from webapi.url import _public_suffix, domain_to_ascii, public_suffix, registrable_domain
from wpt.psl import read_text

# The URL Standard's example table (url.bs, "example-host-psl"): input, public suffix,
# registrable domain.
SPEC_EXAMPLES = [
    ("com", "com", None),
    ("example.com", "com", "example.com"),
    ("www.example.com", "com", "example.com"),
    ("sub.www.example.com", "com", "example.com"),
    ("EXAMPLE.COM", "com", "example.com"),
    ("example.com.", "com.", "example.com."),
    ("github.io", "github.io", None),
    ("whatwg.github.io", "github.io", "whatwg.github.io"),
    ("إختبار", "xn--kgbechtv", None),
    ("example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"),
    ("sub.example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"),
    ("[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", None, None),
]


def _null(s: str) -> str | None:
    return None if s == "null" else s


def _tests_txt() -> Iterator[tuple[str | None, str | None]]:
    for line in read_text("tests.txt").splitlines():
        if line.strip() and not line.startswith("//"):
            domain, expected = line.split()
            yield _null(domain), _null(expected)


_CHECK = re.compile(r"checkPublicSuffix\((null|'[^']*'), (null|'[^']*')\);")


def _test_psl_txt() -> Iterator[tuple[str | None, str | None]]:
    for line in read_text("test_psl.txt").splitlines():
        m = _CHECK.fullmatch(line.strip())
        if m is not None:
            yield _null(m[1].strip("'")), _null(m[2].strip("'"))


VECTORS = [("tests.txt", *v) for v in _tests_txt()] + [
    ("test_psl.txt", *v) for v in _test_psl_txt()
]


@pytest.fixture(autouse=True, scope="module")
def snapshot_list() -> Iterator[None]:
    """The vectors hold for the snapshot they came with."""
    _public_suffix.use_public_suffix_list(read_text("public_suffix_list.dat"))
    yield
    _public_suffix.use_public_suffix_list(None)


def test_vectors_were_read() -> None:
    assert len([v for v in VECTORS if v[0] == "tests.txt"]) == 78
    assert len([v for v in VECTORS if v[0] == "test_psl.txt"]) == 78


@pytest.mark.parametrize(("host", "suffix", "registrable"), SPEC_EXAMPLES)
def test_spec_examples(host: str, suffix: str | None, registrable: str | None) -> None:
    assert public_suffix(host) == suffix
    assert registrable_domain(host) == registrable


def _url_standard_answer(domain: str, expected: str | None) -> str | None:
    if domain.startswith("."):  # mapping 2
        assert expected is None, "the vectors' leading-dot convention changed"
        rest = domain[1:]
        return registrable_domain(rest) or domain_to_ascii(domain, False)
    return None if expected is None else domain_to_ascii(expected, False)  # mapping 1


@pytest.mark.parametrize(("file", "domain", "expected"), VECTORS)
@sampled("file")
def test_psl_vector(file: str, domain: str | None, expected: str | None) -> None:
    if domain is None:
        assert registrable_domain(None) is None
        assert public_suffix(None) is None
        return
    assert registrable_domain(domain) == _url_standard_answer(domain, expected)


@pytest.mark.parametrize(("file", "domain", "expected"), VECTORS)
@sampled("file")
def test_psl_vector_with_trailing_dot(file: str, domain: str | None, expected: str | None) -> None:
    if domain is None:
        return
    answer = _url_standard_answer(domain, expected)  # mapping 3
    assert registrable_domain(domain + ".") == (None if answer is None else answer + ".")
    suffix = public_suffix(domain)
    assert suffix is not None
    assert public_suffix(domain + ".") == suffix + "."


def test_leading_dot_in_a_url_host() -> None:
    from webapi import URL

    assert URL("http://.example.com/").hostname == ".example.com"
    assert public_suffix(".example.com") == "com"
    assert registrable_domain(".example.com") == "example.com"
    assert registrable_domain(".com") == ".com"


def test_not_domains() -> None:
    for host in ("127.0.0.1", "0x7f.1", "[::1]", "", "exa mple.com", 2130706433, (0,) * 8):
        assert public_suffix(host) is None
        assert registrable_domain(host) is None


def test_runtime_list_is_the_packages() -> None:
    """Without a chosen list, the one bundled with ``publicsuffixlist`` answers, and the
    vectors hold for it too (they hold for any recent list)."""
    chosen = _public_suffix._list
    _public_suffix.use_public_suffix_list(None)
    for _, domain, expected in VECTORS:
        if domain is not None:
            assert registrable_domain(domain) == _url_standard_answer(domain, expected)
    assert _public_suffix._list is not None
    _public_suffix._list = chosen


@pytest.mark.needs_subprocess
def test_import_webapi_loads_none_of_this() -> None:
    import subprocess
    import sys

    lazy = [
        "publicsuffixlist",
        "webapi.html",
        "webapi.security._audit",
        "webapi.crawl._canonicalize",
        "webapi.security._host_class",
        "webapi.url._public_suffix",
        "webapi.securecontexts._trustworthy",
    ]
    code = f"import sys, webapi, webapi.url; print([m for m in {lazy!r} if m in sys.modules])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
    # ... and each loads when asked for.
    code = (
        "import sys; from webapi.url import public_suffix; public_suffix('a.example.com'); "
        "print('publicsuffixlist' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "True"
