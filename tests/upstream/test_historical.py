"""Port of web-platform-tests ``url/historical.any.js``.

Upstream: web-platform-tests/wpt, url/historical.any.js.  The wpt revision stored by
the search tool is commit 49fd817603e660f9b9b93d164be821ad5c4028eb; current upstream
adds the structured-clone tests and "Constructor only takes strings" (text read from a
verbatim copy of the current file).

Left out, browser-only:
- "searchParams on location object" (``self.location``) and "<a> and
  <area>.searchParams should be undefined" (DOM elements): no location or DOM here.
- "URL/URLSearchParams: no structured serialize/deserialize support": these check
  that ``structuredClone`` throws a ``DataCloneError`` DOMException; structured
  cloning is a JS-realm feature with no Python counterpart (pickling is not it).
"""

from __future__ import annotations

import pytest

from webapi import URL


def test_setting_href_attribute_and_base_urls() -> None:
    url = URL("./foo", "http://www.example.org")
    assert url.href == "http://www.example.org/foo"
    with pytest.raises(TypeError):
        url.href = "./bar"
    assert url.href == "http://www.example.org/foo"  # not upstream: unchanged on failure


@pytest.mark.parametrize("name", ["domainToASCII", "domainToUnicode"])
def test_domain_to_ascii_and_unicode_are_undefined(name: str) -> None:
    assert not hasattr(URL, name)
    assert not hasattr(URL("https://example.org/"), name)


class Thrown(Exception):
    pass


class ThrowingURL(URL):
    """A URL whose string conversion throws, like ``url.toString = () => { throw 1 }``."""

    def __str__(self) -> str:
        raise Thrown


def test_constructor_only_takes_strings() -> None:
    # The arguments are converted to strings (JS ToString, Python str()); a URL object
    # is not special-cased by reading its internal record.
    url = ThrowingURL("about:blank")
    with pytest.raises(Thrown):
        URL(url)  # type: ignore[arg-type]
    with pytest.raises(Thrown):
        URL("about:blank", url)  # type: ignore[arg-type]
