"""Every public function that takes strings says so when it gets something else: a
``TypeError`` naming the function's parameter and what it got, as ``URL(None)`` does (never an
``AttributeError`` from deep inside, or a character-by-character walk of a ``str``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

import webapi.mimesniff
from tests._sample import sampled
from tests._sizes import tiered
from webapi import URL
from webapi.cookies import (
    default_path,
    domain_matches,
    from_http_cookiejar,
    path_matches,
    to_http_cookiejar,
)
from webapi.crawl import canonicalize, parse_many, urljoin
from webapi.fetch import FetchClient, blob_scheme_fetch
from webapi.html import (
    StorageShed,
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
    resolve_blob_url,
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
    ("resolve_blob_url", lambda: resolve_blob_url(b"blob:"), "url", "'bytes'"),  # type: ignore[arg-type]
    (
        "blob_scheme_fetch",
        lambda: blob_scheme_fetch("blob:null/x"),  # type: ignore[arg-type]
        "request",
        "'str'",
    ),
    ("host_class", lambda: host_class(None), "url_or_host", "None"),  # type: ignore[arg-type]
    ("FetchClient url", lambda: FetchClient(b"https://a.test/"), "url", "'bytes'"),  # type: ignore[arg-type]
    (
        "FetchClient referrer_policy",
        lambda: FetchClient(DOC, referrer_policy=None),  # type: ignore[arg-type]
        "referrer_policy",
        "None",
    ),
    (
        "FetchClient profile",
        lambda: FetchClient(DOC, profile={}),  # type: ignore[arg-type]
        "profile",
        "'dict'",
    ),
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
    ("StorageShed quota", lambda: StorageShed("1"), "quota", "'str'"),  # type: ignore[arg-type]
    ("StorageShed quota negative", lambda: StorageShed(-1), "quota", "'int'"),
    (
        "local_storage_for",
        lambda: StorageShed().local_storage_for(None),  # type: ignore[arg-type]
        "origin",
        "None",
    ),
    (
        "local_storage_for url",
        lambda: StorageShed().local_storage_for(DOC, url=b"x"),  # type: ignore[arg-type]
        "url",
        "'bytes'",
    ),
    (
        "local_storage_for listener",
        lambda: StorageShed().local_storage_for(DOC, listener="f"),  # type: ignore[arg-type]
        "listener",
        "'str'",
    ),
    (
        "session_storage_for traversable",
        lambda: StorageShed().session_storage_for([], DOC),
        "traversable",
        "'list'",
    ),
    (
        "session_storage_for origin",
        lambda: StorageShed().session_storage_for("tab", 1),  # type: ignore[arg-type]
        "origin",
        "'int'",
    ),
    ("StorageShed.clear", lambda: StorageShed().clear(b"x"), "origin", "'bytes'"),  # type: ignore[arg-type]
    ("StorageShed.from_dict", lambda: StorageShed.from_dict([]), "data", "'list'"),  # type: ignore[arg-type]
    (
        "StorageShed.from_dict values",
        lambda: StorageShed.from_dict({DOC: {"k": 1}}),  # type: ignore[dict-item]
        "data",
        "'int'",
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
    "webapi.html.Image",  # (optional: no width attribute)
    "webapi.html.Audio",  # (optional: no src attribute)
}


#: Functions whose first argument is any value (a value to clone).
ANY_VALUE = {"webapi.html.structuredClone", "webapi.html.structured_clone"}


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
    if name in ANY_VALUE:
        return  # the table below checks its other parameters
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
            "webapi.html.document_from_response",
            "webapi.html.open_window",  # a page's bytes
            "webapi.html.visible_text",
            "webapi.html.xml_document_from",
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


# --- every parameter of webapi.html (and .forms), webapi.fileapi, webapi.encoding and
# webapi.mimesniff (issue #42) -------------------------------------------------------------

#: The wrong values each parameter is given, by kind: a parameter that does not take a kind
#: must refuse it with a TypeError naming the parameter.
WRONG_VALUES: dict[str, object] = {
    "none": None,
    "int": 4,
    "float": 1.5,
    "dict": {},
    "list": [],
    "bytes": b"x",
    "buffer": memoryview(b"abcd").cast("B", (2, 2)),  # a 2-D buffer: bytes-like too
    "str": "x",
}
#: ``data``: what bytes parameters take (any bytes-like object); ``any``: a flag (truth value)
#: or a name used in messages.
KIND_GROUPS = {"data": "bytes buffer", "any": " ".join(WRONG_VALUES)}

_RECORD = "text/html"  # replaced by the record in _arguments()
_PAGE = "https://a.example/"

#: Public function -> each parameter's valid value and the kinds it takes (beside its own type).
PARAMETERS: dict[str, dict[str, tuple[object, str]]] = {
    "webapi.html.atob": {"data": ("SGk=", "str")},
    "webapi.html.Audio": {"src": (None, "str none")},
    "webapi.html.Image": {"width": (None, "int none"), "height": (None, "int none")},
    "webapi.html.Option": {
        "text": ("", "str"),
        "value": (None, "str none"),
        "defaultSelected": (False, "any"),
        "selected": (False, "any"),
    },
    "webapi.html.btoa": {"data": ("Hi", "str")},
    "webapi.html.sanitize": {"html": ("<p onclick=x>x", "str"), "config": (None, "none dict")},
    "webapi.html.decode_html": {
        "data": (b"<p>x", "data"),
        "content_type": ("text/html", "str none"),
        "default": ("windows-1252", "str none"),
        "browser": (None, "str none"),
    },
    "webapi.html.create_top_level_traversable": {
        "document": (None, ""),  # (a new Document in _arguments(): one has one traversable)
        "fetcher": (None, "none"),
        "fetch_policy": (None, "none dict list"),  # (an iterable of scheme names, a callable)
        "clock": (None, "none"),
        "storage": (None, "none"),
        "navigator": (None, "none"),
        "transport": (None, "none"),  # (a callable or a transport object)
        "refresh": (False, "any"),
        "cookie_jar": (None, "none"),  # (a CookieJar)
    },
    "webapi.html.open_window": {
        "url_or_bytes": (b"<title>t</title>", "data str"),  # (a str is a URL: ValueError)
        "url": (_PAGE, "str none"),
        "content_type": ("text/html", "str none"),
        "transport": (None, "none"),  # (a callable or a transport object)
        "clock": (None, "none"),
        "storage": (None, "none"),
        "navigator": (None, "none"),
        "refresh": (False, "any"),
        "cookie_jar": (None, "none"),  # (a CookieJar)
        "on_document": (None, "none"),  # (a callable)
    },
    "webapi.html.form_submission_request": {
        "form": (None, ""),  # (a form of a new document in _arguments())
        "submitter": (None, "none"),
    },
    "webapi.html.last_form_submission": {"document": (None, "")},  # (a new Document)
    "webapi.html.fetch_client_of": {"document": (None, "")},  # (a new Document)
    "webapi.html.custom_element_registry": {"document": (None, "")},  # (a new Document)
    # (a script element, and a function to run)
    "webapi.html.execute_script_element": {"element": (None, ""), "run": (bool, "")},
    "webapi.html.document_from_response": {
        "body": (b"<a href=x>", "data"),
        "url": (_PAGE, "str"),
        "content_type": ("text/html", "str none dict list"),  # (a headers object, pairs)
        "default": ("windows-1252", "str none"),
        "scripting": (True, "any"),
    },
    "webapi.html.visible_text": {
        "document_or_bytes": (b"<p>x", "data str"),
        "url": (_PAGE, "str"),
        "content_type": ("text/html", "str none dict list"),
        "default": ("windows-1252", "str none"),
    },
    **{
        f"webapi.html.{name}": {"element": (None, ""), "pseudoElt": (None, "str none")}
        for name in ("getComputedStyle", "get_computed_style")
    },
    "webapi.html.document_base_url": {
        "document_url": (_PAGE, "str"),
        "base_href": ("b/", "str none"),
        "encoding": ("UTF-8", "str none"),
        "about_base_url": (None, "str none"),
    },
    "webapi.html.document_encoding": {"name": ("utf-8", "str")},
    "webapi.html.encoding_parse": {
        "url": ("x", "str"),
        "base": (_PAGE, "str none"),
        "encoding": ("UTF-8", "str none"),
    },
    "webapi.html.encoding_parse_and_serialize": {
        "url": ("x", "str"),
        "base": (_PAGE, "str none"),
        "encoding": ("UTF-8", "str none"),
    },
    "webapi.html.extract_encoding_from_meta": {"content": ("text/html; charset=utf-8", "str")},
    "webapi.html.fallback_base_url": {
        "document_url": (_PAGE, "str"),
        "about_base_url": (None, "str none"),
    },
    "webapi.html.frozen_base_url": {
        "base_href": ("b/", "str"),
        "document_url": (_PAGE, "str"),
        "encoding": ("UTF-8", "str none"),
        "about_base_url": (None, "str none"),
    },
    "webapi.html.get_xml_encoding": {"data": (b'<?xml encoding="utf-8"?>', "data")},
    "webapi.html.xml_document_from": {
        "source": (b"<a/>", "data str"),
        "url": (_PAGE, "str"),
        "content_type": ("application/xml", "str"),
        "charset": (None, "str none"),
    },
    "webapi.html.is_registrable_domain_suffix_of_or_is_equal_to": {
        "host_suffix_string": ("example.com", "str"),
        "original_host": ("a.example.com", "str int"),  # an int is an IPv4 host
    },
    "webapi.html.set_script_engine": {
        "document": (None, ""),  # (a new Document in _arguments())
        "engine": (None, "none"),
    },
    "webapi.html.links": {
        "data": (b"<a href=x>", "data str"),
        "url": (_PAGE, "str"),
        "content_type": ("text/html", "str none"),
        "default": ("windows-1252", "str none"),
        "scripting": (True, "any"),
        "encoding": (None, "str none"),
    },
    "webapi.html.location_url": {
        "location": ("/b", "str data none"),
        "request_url": (_PAGE, "str"),
        "status": (301, "int none"),
    },
    "webapi.html.obtain_site": {"origin": (_PAGE, "str")},
    "webapi.html.parse_refresh": {"value": ("5; url=x", "str")},
    "webapi.html.parse_srcset_attribute": {"value": ("a.png 1x", "str")},
    "webapi.html.prescan": {"data": (b"<meta charset=utf-8>", "data"), "limit": (1024, "int none")},
    "webapi.html.refresh_url": {
        "value": ("5; url=x", "str data"),
        "document_url": (_PAGE, "str"),
        "base_href": (None, "str none"),
        "encoding": ("UTF-8", "str none"),
    },
    "webapi.html.resolve": {
        "href": ("x", "str"),
        "document_url": (_PAGE, "str"),
        "base_href": (None, "str none"),
        "encoding": ("UTF-8", "str none"),
        "about_base_url": (None, "str none"),
    },
    "webapi.html.same_site": {"a": (_PAGE, "str"), "b": ("https://b.a.example/", "str")},
    "webapi.html.schemelessly_same_site": {
        "a": (_PAGE, "str"),
        "b": ("https://b.a.example/", "str"),
    },
    "webapi.html.serialize_site": {"site": (_PAGE, "")},  # replaced by a Site in _arguments()
    "webapi.html.sniff_encoding": {
        "data": (b"<meta charset=utf-8>", "data"),
        "content_type": ("text/html", "str none"),
        "default": ("windows-1252", "str none"),
        "browser": (None, "str none"),
    },
    **{
        f"webapi.html.{name}": {
            "value": ([1, {"a": b"x"}], "any"),
            "options": (None, "none dict"),
            "transfer": (None, "none list"),
        }
        for name in ("structuredClone", "structured_clone")
    },
    "webapi.html.tokenize": {
        "text": ("<p>&x", "str"),  # (a parse error: errors is appended to)
        "initial_state": ("data", "str"),
        "last_start_tag": (None, "str none"),
        "errors": ([], "list none"),
    },
    "webapi.fileapi.convert_line_endings_to_native": {
        "s": ("a\r\n", "str"),
        "native_line_ending": ("\n", "str"),
    },
    "webapi.forms.convert_to_list_of_name_value_pairs": {"entry_list": ([("a", "b")], "list")},
    "webapi.forms.multipart_form_data_boundary": {},
    "webapi.forms.multipart_form_data_chunks": {
        "entry_list": ([("a", "b")], "list"),
        "boundary": ("x", "str"),
        "encoding": ("UTF-8", "str"),
    },
    "webapi.forms.multipart_form_data_encode": {
        "entry_list": ([("a", "b")], "list"),
        "boundary": ("x", "str"),
        "encoding": ("UTF-8", "str"),
    },
    "webapi.forms.multipart_form_data_parse": {
        "data": (b"--x--", "data"),
        "boundary": ("x", "str"),
    },
    "webapi.forms.normalize_line_breaks": {"s": ("a\r", "str")},
    "webapi.forms.text_plain_encode": {"pairs": ([("a", "b")], "list")},
    "webapi.encoding.bom_sniff": {"data": (b"\xef\xbb\xbf", "data")},
    "webapi.encoding.decode": {"data": (b"a", "data"), "encoding": ("UTF-8", "str")},
    "webapi.encoding.document_encoding": {"name": ("utf-8", "str")},
    "webapi.encoding.encode": {"text": ("a", "str"), "encoding": ("UTF-8", "str")},
    "webapi.encoding.encode_or_fail_chunks": {"encoding": ("UTF-8", "str"), "text": ("a", "str")},
    "webapi.encoding.get_decoder": {"encoding": ("UTF-8", "str"), "fatal": (False, "any")},
    "webapi.encoding.get_encoding": {"label": ("utf-8", "str")},
    "webapi.encoding.get_output_encoding": {"encoding": ("UTF-16LE", "str")},
    "webapi.encoding.utf8_decode": {"data": (b"a", "data")},
    "webapi.encoding.utf8_decode_without_bom": {"data": (b"a", "data")},
    "webapi.encoding.utf8_decode_without_bom_or_fail": {"data": (b"a", "data")},
    "webapi.encoding.utf8_encode": {"text": ("a", "str")},
    "webapi.mimesniff.as_record": {
        "value": (_RECORD, ""),
        "function": ("as_record", "any"),
        "parameter": ("value", "any"),  # the parameter its message names
    },
    "webapi.mimesniff.collect_an_http_quoted_string": {
        "input": ('"a"', "str"),
        "position": (0, "int"),
        "extract_value": (False, "any"),
    },
    "webapi.mimesniff.distinguish_text_or_binary": {"resource_header": (b"abc", "data")},
    "webapi.mimesniff.identify_unknown_mime_type": {
        "resource_header": (b"GIF89a", "data"),
        "sniff_scriptable": (False, "any"),
    },
    "webapi.mimesniff.is_http_quoted_string_token": {"s": ("a", "str")},
    "webapi.mimesniff.is_http_token": {"s": ("a", "str")},
    "webapi.mimesniff.is_javascript_mime_type_essence_match": {"s": ("text/javascript", "str")},
    "webapi.mimesniff.minimize_supported_mime_type": {
        "mime_type": (_RECORD, ""),
        "supported": (None, "none"),
    },
    "webapi.mimesniff.parse_mime_type": {"input": ("text/html", "str")},
    "webapi.mimesniff.parse_mime_type_from_bytes": {"input": (b"text/html", "data")},
    "webapi.mimesniff.pattern_matching": {
        "input": (b"GIF8", "data"),
        "pattern": ((0x47, 0x49, 0x46, 0x38), "list bytes"),  # (a ValueError: not 4 long)
        "mask": (b"\xff\xff\xff\xff", "data"),
        "ignored": (b"", "data"),
    },
    "webapi.mimesniff.sniff": {
        "resource_header": (b"<html>", "data"),
        "supplied_type": ("text/html", "str data none"),
        "no_sniff": (False, "any"),
        "check_for_apache_bug": (None, "any"),
        "context": ("browsing", "str"),
        "supported": (None, "none"),
    },
    "webapi.mimesniff.supplied_mime_type": {"content_type": ("text/html", "str data none")},
    "webapi.mimesniff.why_not_a_mime_type": {"input": ("nope", "str")},
    **{  # the group predicates (is_image_mime_type, ...) and serializers of a record
        f"webapi.mimesniff.{name}": {"mime_type": (_RECORD, "")}
        for name in webapi.mimesniff.__all__
        if (name.endswith("_mime_type") and name.startswith("is_"))
        or name in ("mime_type_groups", "serialize_mime_type", "serialize_mime_type_to_bytes")
    },
    **{
        f"webapi.mimesniff.match_{name}_type_pattern": {"input": (b"GIF89a", "data")}
        for name in ("archive", "audio_or_video", "font", "image")
    },
}
#: Parameters another change of issue #42 (item 15) answers: identify_unknown_mime_type's.
ELSEWHERE = {("webapi.mimesniff.identify_unknown_mime_type", "resource_header")}


def _function(qualified: str) -> Callable[..., object]:
    import importlib

    module, _, name = qualified.rpartition(".")
    function: Callable[..., object] = getattr(importlib.import_module(module), name)
    return function


def _arguments(qualified: str) -> dict[str, object]:
    from webapi.html import obtain_site
    from webapi.mimesniff import parse_mime_type

    arguments = {name: value for name, (value, _) in PARAMETERS[qualified].items()}
    for name, value in arguments.items():
        if value is _RECORD and PARAMETERS[qualified][name][1] == "":
            arguments[name] = parse_mime_type(_RECORD)
    if qualified == "webapi.html.serialize_site":
        arguments["site"] = obtain_site(_PAGE)
    if qualified in (
        "webapi.html.create_top_level_traversable",
        "webapi.html.set_script_engine",
        "webapi.html.last_form_submission",
        "webapi.html.fetch_client_of",
        "webapi.html.custom_element_registry",
    ):
        from webapi.html import document_from_response

        arguments["document"] = document_from_response(b"", _PAGE)
    if qualified in ("webapi.html.getComputedStyle", "webapi.html.get_computed_style"):
        from webapi.html import document_from_response

        arguments["element"] = document_from_response(b"<p>", _PAGE).body
    if qualified == "webapi.html.execute_script_element":
        from webapi.html import document_from_response

        arguments["element"] = document_from_response(b"<script>1</script>", _PAGE).scripts[0]
    if qualified == "webapi.html.form_submission_request":
        from webapi.html import document_from_response

        arguments["form"] = document_from_response(b"<form>", _PAGE).forms[0]
    return arguments


def _drain(result: object) -> object:
    """The tokens of a tokenizer (a generator reports its errors as it is iterated)."""
    return list(result) if hasattr(result, "__next__") else result  # type: ignore[call-overload]


def test_the_table_has_every_public_function_and_parameter() -> None:
    import inspect

    import webapi.encoding
    import webapi.fileapi
    import webapi.forms
    import webapi.html
    import webapi.mimesniff

    modules = (webapi.html, webapi.forms, webapi.fileapi, webapi.encoding, webapi.mimesniff)
    public = {
        f"{module.__name__}.{name}": getattr(module, name)
        for module in modules
        for name in module.__all__
        if callable(getattr(module, name))
        and not inspect.isclass(getattr(module, name))
        and getattr(getattr(module, name), "__module__", "") != "typing"  # Literal aliases
    }
    # (webapi.html.document_encoding is webapi.encoding's)
    assert set(PARAMETERS) == set(public)
    for qualified, function in public.items():
        assert list(PARAMETERS[qualified]) == list(inspect.signature(function).parameters)
        _drain(function(**_arguments(qualified)))  # the valid values are valid


def _cases(taken: bool) -> list[object]:
    """Each (function, parameter, kind of value) of the table where the parameter takes that
    kind (``taken``) or does not."""
    cases = []
    for qualified, parameters in PARAMETERS.items():
        for parameter, (_, takes) in parameters.items():
            kinds = " ".join(KIND_GROUPS.get(word, word) for word in takes.split()).split()
            cases += [
                pytest.param(qualified, parameter, kind, id=f"{qualified[7:]}-{parameter}-{kind}")
                for kind in WRONG_VALUES
                if (kind in kinds) == taken and (qualified, parameter) not in ELSEWHERE
            ]
    return cases


@pytest.mark.parametrize(
    ("qualified", "parameter", "kind"), tiered(_cases(taken=False), key=lambda case: case[:2])
)
@sampled("kind")
def test_a_wrong_type_is_a_type_error_naming_the_parameter(
    qualified: str, parameter: str, kind: str
) -> None:
    """Each parameter of each public function of webapi.html, webapi.forms, webapi.fileapi,
    webapi.encoding and webapi.mimesniff given each kind of value it does not take (issue #42:
    ``tokenize``'s ``errors={}`` and ``initial_state=1.5`` were AttributeErrors,
    ``get_output_encoding(4)`` returned 4, ``match_image_type_pattern`` of a 2-D buffer a
    NotImplementedError,
    ``pattern_matching`` with a list for its mask an IndexError)."""
    arguments = _arguments(qualified)
    arguments[parameter] = WRONG_VALUES[kind]
    with pytest.raises(TypeError, match=f"'{parameter}'"):
        _drain(_function(qualified)(**arguments))


@pytest.mark.parametrize(("qualified", "parameter", "kind"), _cases(taken=True))
@sampled("kind")
def test_a_value_of_a_kind_the_parameter_takes_is_no_type_error(
    qualified: str, parameter: str, kind: str
) -> None:
    """The other half of the table: what a parameter takes gives an answer, or the
    ``ValueError`` (``LookupError`` for an unknown encoding name, ``DOMException`` for
    ``atob``'s, ``URLParseError`` for a URL and ``MultipartParseError`` for a body that does not
    parse) its documentation names for a value it cannot use."""
    from webapi import URLParseError
    from webapi.dom import DOMException
    from webapi.forms import MultipartParseError

    arguments = _arguments(qualified)
    arguments[parameter] = WRONG_VALUES[kind]
    try:
        _drain(_function(qualified)(**arguments))
    except (ValueError, LookupError, DOMException) as error:
        javascript_type_errors = (URLParseError, MultipartParseError)
        assert isinstance(error, javascript_type_errors) or not isinstance(error, TypeError), error
