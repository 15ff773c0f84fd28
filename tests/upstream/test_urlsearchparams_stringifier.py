"""Port of web-platform-tests ``url/urlsearchparams-stringifier.any.js``.

Upstream: web-platform-tests/wpt, url/urlsearchparams-stringifier.any.js, read at
commit 49fd817603e660f9b9b93d164be821ad5c4028eb.  ``params + ''`` is ``str(params)``;
``url.toString()`` is ``str(url)``.
"""

from __future__ import annotations

from webapi import URL, URLSearchParams


def test_serialize_space() -> None:
    params = URLSearchParams()
    params.append("a", "b c")
    assert str(params) == "a=b+c"
    params.delete("a")
    params.append("a b", "c")
    assert str(params) == "a+b=c"


def test_serialize_empty_value() -> None:
    params = URLSearchParams()
    params.append("a", "")
    assert str(params) == "a="
    params.append("a", "")
    assert str(params) == "a=&a="
    params.append("", "b")
    assert str(params) == "a=&a=&=b"
    params.append("", "")
    assert str(params) == "a=&a=&=b&="
    params.append("", "")
    assert str(params) == "a=&a=&=b&=&="


def test_serialize_empty_name() -> None:
    params = URLSearchParams()
    params.append("", "b")
    assert str(params) == "=b"
    params.append("", "b")
    assert str(params) == "=b&=b"


def test_serialize_empty_name_and_value() -> None:
    params = URLSearchParams()
    params.append("", "")
    assert str(params) == "="
    params.append("", "")
    assert str(params) == "=&="


def test_serialize_plus() -> None:
    params = URLSearchParams()
    params.append("a", "b+c")
    assert str(params) == "a=b%2Bc"
    params.delete("a")
    params.append("a+b", "c")
    assert str(params) == "a%2Bb=c"


def test_serialize_equals() -> None:
    params = URLSearchParams()
    params.append("=", "a")
    assert str(params) == "%3D=a"
    params.append("b", "=")
    assert str(params) == "%3D=a&b=%3D"


def test_serialize_ampersand() -> None:
    params = URLSearchParams()
    params.append("&", "a")
    assert str(params) == "%26=a"
    params.append("b", "&")
    assert str(params) == "%26=a&b=%26"


def test_serialize_star_dash_dot_underscore() -> None:
    params = URLSearchParams()
    params.append("a", "*-._")
    assert str(params) == "a=*-._"
    params.delete("a")
    params.append("*-._", "c")
    assert str(params) == "*-._=c"


def test_serialize_percent() -> None:
    params = URLSearchParams()
    params.append("a", "b%c")
    assert str(params) == "a=b%25c"
    params.delete("a")
    params.append("a%b", "c")
    assert str(params) == "a%25b=c"

    params = URLSearchParams("id=0&value=%")
    assert str(params) == "id=0&value=%25"


def test_serialize_nul() -> None:
    params = URLSearchParams()
    params.append("a", "b\0c")
    assert str(params) == "a=b%00c"
    params.delete("a")
    params.append("a\0b", "c")
    assert str(params) == "a%00b=c"


def test_serialize_u1f4a9() -> None:
    # U+1F4A9 PILE OF POO (JS "\uD83D\uDCA9")
    params = URLSearchParams()
    params.append("a", "b\U0001f4a9c")
    assert str(params) == "a=b%F0%9F%92%A9c"
    params.delete("a")
    params.append("a\U0001f4a9b", "c")
    assert str(params) == "a%F0%9F%92%A9b=c"


def test_to_string() -> None:
    params = URLSearchParams("a=b&c=d&&e&&")
    assert params.toString() == "a=b&c=d&e="
    params = URLSearchParams("a = b &a=b&c=d%20")
    assert params.toString() == "a+=+b+&a=b&c=d+"
    # The lone '=' _does_ survive the roundtrip.
    params = URLSearchParams("a=&a=b")
    assert params.toString() == "a=&a=b"

    params = URLSearchParams("b=%2sf%2a")
    assert params.toString() == "b=%252sf*"

    params = URLSearchParams("b=%2%2af%2a")
    assert params.toString() == "b=%252*f*"

    params = URLSearchParams("b=%%2a")
    assert params.toString() == "b=%25*"


def test_connected_to_url() -> None:
    url = URL("http://www.example.com/?a=b,c")
    params = url.searchParams

    assert str(url) == "http://www.example.com/?a=b,c"
    assert params.toString() == "a=b%2Cc"

    params.append("x", "y")

    assert str(url) == "http://www.example.com/?a=b%2Cc&x=y"
    assert params.toString() == "a=b%2Cc&x=y"


def test_must_not_do_newline_normalization() -> None:
    url = URL("http://www.example.com/")
    params = url.searchParams

    params.append("a\nb", "c\rd")
    params.append("e\n\rf", "g\r\nh")

    assert params.toString() == "a%0Ab=c%0Dd&e%0A%0Df=g%0D%0Ah"
