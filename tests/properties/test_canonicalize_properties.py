"""Properties of ``webapi.crawl.canonicalize`` (hypothesis): idempotent for every option set; its
result parses to itself; without options it is the URL's href; each option changes only what it
says (the URL without fragment and query is untouched by the query options)."""

from __future__ import annotations

from hypothesis import assume, given
from hypothesis import strategies as st

from webapi import URL
from webapi.crawl import canonicalize

from .strategies import bases, hrefs, url_inputs

OPTIONS = st.fixed_dictionaries(
    {
        "keep_fragment": st.booleans(),
        "sort_query": st.booleans(),
        "decode_unreserved": st.booleans(),
        "remove_params": st.sampled_from([(), ("a",), ("utm_*", "b"), ("",)]),
    }
)


def _parsed(input: str, base: str | None) -> URL:
    url = URL.parse(input, base)
    assume(url is not None)
    assert url is not None
    return url


@given(st.one_of(hrefs(), url_inputs()), bases(), OPTIONS)
def test_idempotent_and_a_url(input: str, base: str | None, options: dict[str, object]) -> None:
    url = _parsed(input, base)
    key = canonicalize(url, **options)  # type: ignore[arg-type]
    assert canonicalize(key, **options) == key  # type: ignore[arg-type]
    assert URL(key).href == key


@given(st.one_of(hrefs(), url_inputs()), bases())
def test_no_options_is_the_href(input: str, base: str | None) -> None:
    url = _parsed(input, base)
    assert (
        canonicalize(url, keep_fragment=True, sort_query=False, decode_unreserved=False) == url.href
    )


@given(st.one_of(hrefs(), url_inputs()), bases(), OPTIONS)
def test_query_options_leave_the_rest(
    input: str, base: str | None, options: dict[str, object]
) -> None:
    url = _parsed(input, base)
    key = URL(canonicalize(url, **{**options, "keep_fragment": False}))  # type: ignore[arg-type]
    plain = URL(
        canonicalize(
            url,
            keep_fragment=False,
            sort_query=False,
            decode_unreserved=bool(options["decode_unreserved"]),
        )
    )
    for name in ("protocol", "username", "password", "host", "pathname"):
        assert getattr(key, name) == getattr(plain, name)
    assert key.hash == ""
