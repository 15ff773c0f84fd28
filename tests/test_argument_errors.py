"""Every public function that takes strings says so when it gets something else: a
``TypeError`` naming the function's parameter and what it got, as ``URL(None)`` does (never an
``AttributeError`` from deep inside, or a character-by-character walk of a ``str``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from webapi import URL
from webapi.cookies import (
    default_path,
    domain_matches,
    from_http_cookiejar,
    path_matches,
    to_http_cookiejar,
)
from webapi.crawl import canonicalize, parse_many, urljoin
from webapi.html import (
    document_base_url,
    document_encoding,
    encoding_parse,
    fallback_base_url,
    frozen_base_url,
    resolve,
)
from webapi.security import (
    audit,
    host_class,
    is_origin_potentially_trustworthy,
    is_potentially_trustworthy,
)
from webapi.url import (
    basic_url_parse,
    public_suffix,
    registrable_domain,
    urlencoded_parse,
    urlencoded_string_parse,
    validate,
)

DOC = "https://example.com/a/"

# (the call, the parameter the message must name, what it got as the message says it)
CASES: list[tuple[str, Callable[[], object], str, str]] = [
    ("validate", lambda: validate(None), "input", "None"),  # type: ignore[arg-type]
    ("validate base", lambda: validate("x", 1), "base", "'int'"),  # type: ignore[arg-type]
    ("audit", lambda: audit(None), "input", "None"),  # type: ignore[arg-type]
    ("basic_url_parse", lambda: basic_url_parse(None), "input", "None"),  # type: ignore[arg-type]
    ("host_class", lambda: host_class(None), "url_or_host", "None"),  # type: ignore[arg-type]
    (
        "is_potentially_trustworthy",
        lambda: is_potentially_trustworthy(None),  # type: ignore[arg-type]
        "url_or_origin",
        "None",
    ),
    (
        "is_origin_potentially_trustworthy",
        lambda: is_origin_potentially_trustworthy(None),  # type: ignore[arg-type]
        "origin",
        "None",
    ),
    ("canonicalize", lambda: canonicalize(None), "url", "None"),  # type: ignore[arg-type]
    ("canonicalize bytes", lambda: canonicalize(b"http://a/"), "url", "'bytes'"),  # type: ignore[arg-type]
    ("canonicalize base", lambda: canonicalize("/x", b"http://a/"), "base", "'bytes'"),  # type: ignore[arg-type]
    (
        "document_base_url",
        lambda: document_base_url(None, None),  # type: ignore[arg-type]
        "document_url",
        "None",
    ),
    ("resolve", lambda: resolve("x", None), "document_url", "None"),  # type: ignore[arg-type]
    ("resolve href", lambda: resolve(None, DOC), "href", "None"),  # type: ignore[arg-type]
    ("resolve base_href", lambda: resolve("x", DOC, base_href=b"/"), "base_href", "'bytes'"),  # type: ignore[arg-type]
    ("resolve encoding", lambda: resolve("x", DOC, encoding=932), "encoding", "'int'"),  # type: ignore[arg-type]
    ("encoding_parse", lambda: encoding_parse(None, DOC), "url", "None"),  # type: ignore[arg-type]
    ("fallback_base_url", lambda: fallback_base_url(None), "document_url", "None"),  # type: ignore[arg-type]
    ("frozen_base_url", lambda: frozen_base_url(None, DOC), "base_href", "None"),  # type: ignore[arg-type]
    ("document_encoding", lambda: document_encoding(None), "name", "None"),  # type: ignore[arg-type]
    ("urlencoded_parse", lambda: urlencoded_parse("a=1"), "data", "'str'"),  # type: ignore[arg-type]
    ("urlencoded_string_parse", lambda: urlencoded_string_parse(b"a=1"), "s", "'bytes'"),  # type: ignore[arg-type]
    ("public_suffix", lambda: public_suffix(b"example.com"), "host", "'bytes'"),  # type: ignore[arg-type]
    ("registrable_domain", lambda: registrable_domain(1.5), "host", "'float'"),  # type: ignore[arg-type]
    ("parse_many str", lambda: parse_many("https://a/"), "inputs", "'str'"),
    ("parse_many base", lambda: parse_many([], b"http://a/"), "base", "'bytes'"),  # type: ignore[arg-type]
    ("urljoin", lambda: urljoin(None, "x"), "base", "None"),  # type: ignore[arg-type]
    ("default_path", lambda: default_path(None), "uri_path", "None"),  # type: ignore[arg-type]
    ("domain_matches", lambda: domain_matches(1, "a", False), "string", "'int'"),  # type: ignore[arg-type]
    ("path_matches", lambda: path_matches(None, "/"), "request_path", "None"),  # type: ignore[arg-type]
    ("to_http_cookiejar", lambda: to_http_cookiejar(None), "cookie", "None"),  # type: ignore[arg-type]
    (
        "from_http_cookiejar",
        lambda: from_http_cookiejar(b"n=v"),  # type: ignore[arg-type]
        "cookie",
        "'bytes'",
    ),
]


@pytest.mark.parametrize(
    ("call", "parameter", "got"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_argument_type_errors_name_the_parameter(
    call: Callable[[], object], parameter: str, got: str
) -> None:
    with pytest.raises(TypeError) as raised:
        call()
    message = str(raised.value)
    assert f"'{parameter}'" in message
    assert got in message


def test_the_message_reads_like_url_none() -> None:
    with pytest.raises(
        TypeError, match=r"^validate\(\): parameter 'input' is not a str \(got None\)\.$"
    ):
        validate(None)  # type: ignore[arg-type]


def test_urlencoded_parse_takes_bytes_like() -> None:
    assert urlencoded_parse(b"a=1&b=%C3%BC") == [("a", "1"), ("b", "ü")]
    assert urlencoded_parse(bytearray(b"a=1")) == [("a", "1")]
    assert urlencoded_parse(memoryview(b"a=1")) == [("a", "1")]


def test_encoding_none_means_the_default() -> None:
    """``encoding=None`` (what ``requests``' ``response.encoding`` often is) is UTF-8."""
    assert resolve("?q=ü", DOC, encoding=None) == resolve("?q=ü", DOC)  # type: ignore[arg-type]
    assert resolve("?q=ü", DOC, encoding=None) == "https://example.com/a/?q=%C3%BC"  # type: ignore[arg-type]
    assert document_base_url(DOC, "b/", None).href == "https://example.com/a/b/"  # type: ignore[arg-type]
    assert encoding_parse("?q=ü", DOC, None) is not None  # type: ignore[arg-type]
    assert frozen_base_url("b/", DOC, None).href == "https://example.com/a/b/"  # type: ignore[arg-type]
    assert parse_many(["?q=ü"], DOC, encoding=None)["href"] == [  # type: ignore[arg-type]
        "https://example.com/a/?q=%C3%BC"
    ]
    record = basic_url_parse("http://a/?q=ü", None, None)  # type: ignore[arg-type]
    assert record is not None and record.query == "q=%C3%BC"


def test_url_objects_still_work() -> None:
    assert canonicalize(URL("http://A/?b=1&a=2")) == "http://a/?a=2&b=1"
    assert resolve("x", URL(DOC)) == "https://example.com/a/x"


def _public_functions() -> list[tuple[str, Callable[..., object]]]:
    import inspect

    import webapi.cookies
    import webapi.crawl
    import webapi.html
    import webapi.security
    import webapi.url

    # The client adapters import their libraries (test extras): tests/cookies covers them.
    adapters = {
        "use_in_requests",
        "RequestsCookieAdapter",
        "AiohttpCookieJar",
        "ScrapyCookiesMiddleware",
    }
    found = []
    for module in (webapi.url, webapi.html, webapi.security, webapi.crawl, webapi.cookies):
        for name in module.__all__:
            if module is webapi.cookies and name in adapters:
                continue
            value = getattr(module, name)
            if callable(value) and not inspect.isclass(value):
                found.append((f"{module.__name__}.{name}", value))
    return found


#: Functions for which None is a documented value of the first argument.
NONE_ACCEPTED = {
    "webapi.url.public_suffix",  # no host: None
    "webapi.url.registrable_domain",
    "webapi.url.use_public_suffix_list",  # back to the bundled list
    "webapi.html.location_url",  # no Location header
}


@pytest.mark.parametrize(
    ("name", "function"), _public_functions(), ids=[n for n, _ in _public_functions()]
)
def test_every_public_function_refuses_wrong_types_with_a_type_error(
    name: str, function: Callable[..., object]
) -> None:
    """The sweep: ``None`` and ``bytes`` as the first argument, then as the second, give a
    ``TypeError`` (never an ``AttributeError``, a ``ValueError`` from unpacking, or a silent
    answer), except where ``None`` is documented."""
    import inspect

    parameters = [
        p
        for p in inspect.signature(function).parameters.values()
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    ]
    second = ["https://a.example/"] if len(parameters) > 1 and _required(parameters[1]) else []
    for wrong in (None, b"https://a.example/", 1.5):
        if wrong is None and name in NONE_ACCEPTED:
            continue
        if isinstance(wrong, bytes) and name in (
            "webapi.url.urlencoded_parse",
            "webapi.url.percent_decode",
            "webapi.html.decode_html",
            "webapi.html.prescan",
            "webapi.html.sniff_encoding",
            "webapi.html.get_xml_encoding",
            "webapi.html.links",  # a response body
            "webapi.html.location_url",  # header values
            "webapi.html.refresh_url",
            "webapi.cookies.parse_set_cookie",  # a Set-Cookie field value
        ):
            continue  # they take bytes
        with pytest.raises(TypeError):
            function(wrong, *second)


def _required(parameter: object) -> bool:
    import inspect

    assert isinstance(parameter, inspect.Parameter)
    return parameter.default is inspect.Parameter.empty
