"""What Node's own tests of ``node:url``'s helpers check (nodejs/node test/parallel:
test-url-pathtofileurl.js, test-url-fileurltopath.js, test-url-format-whatwg.js,
test-url-domain-ascii-unicode.js, test-url-urltooptions.js), in our words.  Node runs the
Windows or the POSIX table by its platform; both run here, through the ``windows`` option."""

from __future__ import annotations

import math
import pickle

import pytest

from tests._sample import sampled
from webapi import URL
from webapi.js import URIError
from webapi.node import url as node_url
from webapi.node.url import (
    NodeTypeError,
    domainToASCII,
    domainToUnicode,
    fileURLToPath,
    format,
    pathToFileURL,
    urlToHttpOptions,
)

# (path, href): the shared cases of test-url-pathtofileurl.js and test-url-fileurltopath.js.
WINDOWS_CASES = [
    ("C:\\foo", "file:///C:/foo"),
    ("C:\\FOO", "file:///C:/FOO"),
    ("C:\\dir\\foo", "file:///C:/dir/foo"),
    ("C:\\dir\\", "file:///C:/dir/"),
    ("C:\\foo.mjs", "file:///C:/foo.mjs"),
    ("C:\\foo bar", "file:///C:/foo%20bar"),
    ("C:\\foo?bar", "file:///C:/foo%3Fbar"),
    ("C:\\foo#bar", "file:///C:/foo%23bar"),
    ("C:\\foo&bar", "file:///C:/foo&bar"),
    ("C:\\foo=bar", "file:///C:/foo=bar"),
    ("C:\\foo:bar", "file:///C:/foo:bar"),
    ("C:\\foo;bar", "file:///C:/foo;bar"),
    ("C:\\foo%bar", "file:///C:/foo%25bar"),
    ("C:\\foo\\bar", "file:///C:/foo/bar"),
    ("C:\\foo\bbar", "file:///C:/foo%08bar"),
    ("C:\\foo\tbar", "file:///C:/foo%09bar"),
    ("C:\\foo\nbar", "file:///C:/foo%0Abar"),
    ("C:\\foo\rbar", "file:///C:/foo%0Dbar"),
    ("C:\\fóóbàr", "file:///C:/f%C3%B3%C3%B3b%C3%A0r"),
    ("C:\\€", "file:///C:/%E2%82%AC"),
    ("C:\\🚀", "file:///C:/%F0%9F%9A%80"),
    ("\\\\nas\\My Docs\\File.doc", "file://nas/My%20Docs/File.doc"),
]
# Only in the pathToFileURL table: characters it escapes that fileURLToPath's table lacks,
# and the extended-length forms.
WINDOWS_TO_URL_ONLY = [
    ("C:\\foo^bar", "file:///C:/foo%5Ebar"),
    ("C:\\foo[bar", "file:///C:/foo%5Bbar"),
    ("C:\\foo]bar", "file:///C:/foo%5Dbar"),
    ("\\\\?\\C:\\path\\to\\file.txt", "file:///C:/path/to/file.txt"),
    ("\\\\?\\UNC\\server\\share\\folder\\file.txt", "file://server/share/folder/file.txt"),
]
POSIX_CASES = [
    ("/foo", "file:///foo"),
    ("/FOO", "file:///FOO"),
    ("/dir/foo", "file:///dir/foo"),
    ("/dir/", "file:///dir/"),
    ("/foo.mjs", "file:///foo.mjs"),
    ("/foo bar", "file:///foo%20bar"),
    ("/foo?bar", "file:///foo%3Fbar"),
    ("/foo#bar", "file:///foo%23bar"),
    ("/foo&bar", "file:///foo&bar"),
    ("/foo=bar", "file:///foo=bar"),
    ("/foo:bar", "file:///foo:bar"),
    ("/foo;bar", "file:///foo;bar"),
    ("/foo%bar", "file:///foo%25bar"),
    ("/foo\\bar", "file:///foo%5Cbar"),
    ("/foo\bbar", "file:///foo%08bar"),
    ("/foo\tbar", "file:///foo%09bar"),
    ("/foo\nbar", "file:///foo%0Abar"),
    ("/foo\rbar", "file:///foo%0Dbar"),
    ("/fóóbàr", "file:///f%C3%B3%C3%B3b%C3%A0r"),
    ("/€", "file:///%E2%82%AC"),
    ("/🚀", "file:///%F0%9F%9A%80"),
]
POSIX_TO_URL_ONLY = [
    ("/foo^bar", "file:///foo%5Ebar"),
    ("/foo[bar", "file:///foo%5Bbar"),
    ("/foo]bar", "file:///foo%5Dbar"),
]


@pytest.mark.parametrize(("path", "href"), WINDOWS_CASES + WINDOWS_TO_URL_ONLY)
@sampled()
def test_path_to_file_url_windows(path: str, href: str) -> None:
    assert pathToFileURL(path, {"windows": True}).href == href
    assert pathToFileURL(path, windows=True).href == href


@pytest.mark.parametrize(("path", "href"), POSIX_CASES + POSIX_TO_URL_ONLY)
@sampled()
def test_path_to_file_url_posix(path: str, href: str) -> None:
    assert pathToFileURL(path, {"windows": False}).href == href
    assert pathToFileURL(path, windows=False).href == href
    # No options, or None: the running platform (POSIX here).
    assert pathToFileURL(path).href == href
    assert pathToFileURL(path, None).href == href


@pytest.mark.parametrize(("path", "href"), WINDOWS_CASES)
@sampled()
def test_file_url_to_path_windows(path: str, href: str) -> None:
    assert fileURLToPath(href, {"windows": True}) == path
    assert fileURLToPath(URL(href), windows=True) == path


@pytest.mark.parametrize(("path", "href"), POSIX_CASES)
@sampled()
def test_file_url_to_path_posix(path: str, href: str) -> None:
    assert fileURLToPath(href) == path
    assert fileURLToPath(URL(href), {"windows": False}) == path


def test_relative_paths_keep_trailing_separator() -> None:
    # test/ and test\ are relative: absolute file: URLs, the trailing separator kept; on
    # POSIX a backslash is a file name character, %5C.
    url = pathToFileURL("test/").href
    assert url.startswith("file:///") and url.endswith("/")
    url = pathToFileURL("test\\", windows=False).href
    assert url.startswith("file:///") and url.endswith("%5C")
    url = pathToFileURL("test\\", windows=True).href
    assert url.startswith("file:///") and url.endswith("/")
    assert "%25" in pathToFileURL("test/%").href


def test_unc_paths() -> None:
    with pytest.raises(NodeTypeError) as caught:
        pathToFileURL("\\\\\\no-server", windows=True)
    assert caught.value.code == "ERR_INVALID_ARG_VALUE"
    with pytest.raises(NodeTypeError) as caught:
        pathToFileURL("\\\\host", windows=True)
    assert caught.value.code == "ERR_INVALID_ARG_VALUE"
    # On POSIX a UNC path is one file name with backslashes in it.
    href = pathToFileURL("\\\\nas\\share\\path.txt", windows=False).href
    assert href.startswith("file:///") and href.endswith("%5C%5Cnas%5Cshare%5Cpath.txt")


@pytest.mark.parametrize(
    "bad", [None, True, 42, math.nan, {}, [], object(), b"/bytes", ["\\\\", "blep\\blop"]]
)
def test_path_must_be_a_string(bad: object) -> None:
    with pytest.raises(NodeTypeError) as caught:
        pathToFileURL(bad)  # type: ignore[arg-type]
    assert caught.value.code == "ERR_INVALID_ARG_TYPE"


@pytest.mark.parametrize("bad", [None, 1, {}, True])
def test_file_url_to_path_argument_type(bad: object) -> None:
    with pytest.raises(NodeTypeError) as caught:
        fileURLToPath(bad)  # type: ignore[arg-type]
    assert caught.value.code == "ERR_INVALID_ARG_TYPE"


def test_file_url_to_path_errors() -> None:
    cases = [
        ("https://a/b/c", None, "ERR_INVALID_URL_SCHEME"),
        ("file://host/a", False, "ERR_INVALID_FILE_URL_HOST"),
        ("file:///C:/a%2F/", True, "ERR_INVALID_FILE_URL_PATH"),
        ("file:///C:/a%5C/", True, "ERR_INVALID_FILE_URL_PATH"),
        ("file:///?:/", True, "ERR_INVALID_FILE_URL_PATH"),
        ("file:///a%2F/", False, "ERR_INVALID_FILE_URL_PATH"),
        ("not a url", None, "ERR_INVALID_URL"),
    ]
    for href, windows, code in cases:
        with pytest.raises(NodeTypeError) as caught:
            fileURLToPath(href, windows=windows)
        assert caught.value.code == code, href
    # A host on Windows is a UNC path; %5C is an ordinary escape on POSIX.
    assert fileURLToPath(URL("file://host/a"), windows=True) == "\\\\host\\a"
    assert fileURLToPath("file:///a%5Cb", windows=False) == "/a\\b"
    # decodeURIComponent's error, as in Node.
    with pytest.raises(URIError):
        fileURLToPath("file:///%C0")


def test_invalid_url_error_is_also_a_url_parse_error() -> None:
    from webapi import URLParseError

    with pytest.raises(URLParseError) as caught:
        fileURLToPath("file://[")
    error = caught.value
    assert isinstance(error, NodeTypeError) and isinstance(error, ValueError)
    assert (error.code, error.input) == ("ERR_INVALID_URL", "file://[")  # type: ignore[attr-defined]
    copy = pickle.loads(pickle.dumps(error))
    assert (type(copy), copy.code) == (type(error), "ERR_INVALID_URL")


# --- format (test-url-format-whatwg.js) ---------------------------------------------------------

IDN_URL = "http://xn--lck1c3crb1723bpq4a.com/a?a=b#c"


def test_format_defaults() -> None:
    assert format(URL(IDN_URL)) == IDN_URL
    assert format(URL(IDN_URL), {}) == IDN_URL


@pytest.mark.parametrize("bad", [True, 1, "test", math.inf])
def test_format_options_must_be_an_object(bad: object) -> None:
    with pytest.raises(NodeTypeError) as caught:
        format(URL(IDN_URL), bad)  # type: ignore[arg-type]
    assert caught.value.code == "ERR_INVALID_ARG_TYPE"


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({"fragment": False}, "http://xn--lck1c3crb1723bpq4a.com/a?a=b"),
        ({"fragment": ""}, "http://xn--lck1c3crb1723bpq4a.com/a?a=b"),
        ({"fragment": 0}, "http://xn--lck1c3crb1723bpq4a.com/a?a=b"),
        ({"fragment": 1}, IDN_URL),
        ({"fragment": {}}, IDN_URL),  # an object is true in JavaScript, even empty
        ({"search": False}, "http://xn--lck1c3crb1723bpq4a.com/a#c"),
        ({"search": ""}, "http://xn--lck1c3crb1723bpq4a.com/a#c"),
        ({"search": 0}, "http://xn--lck1c3crb1723bpq4a.com/a#c"),
        ({"search": 1}, IDN_URL),
        ({"search": {}}, IDN_URL),
        ({"unicode": True}, "http://理容ナカムラ.com/a?a=b#c"),
        ({"unicode": 1}, "http://理容ナカムラ.com/a?a=b#c"),
        ({"unicode": {}}, "http://理容ナカムラ.com/a?a=b#c"),
        ({"unicode": False}, IDN_URL),
        ({"unicode": 0}, IDN_URL),
    ],
)
def test_format_options(options: dict[str, object], expected: str) -> None:
    assert format(URL(IDN_URL), options) == expected


def test_format_keywords_and_auth() -> None:
    url = URL("http://xn--0zwm56d.com:8080/path")
    assert format(url, unicode=True) == "http://测试.com:8080/path"
    assert format(URL("http://u:p@h/x?y#z"), auth=False, search=False) == "http://h/x#z"


def test_format_takes_only_whatwg_urls() -> None:
    with pytest.raises(TypeError):
        format("http://example.com/")  # type: ignore[arg-type]


# --- domainToASCII / domainToUnicode (test-url-domain-ascii-unicode.js) --------------------------


@pytest.mark.parametrize(
    ("domain", "ascii"),
    [
        ("www.ϧƽəʐ.com", "www.xn--cja62apfr6c.com"),
        ("новини.com", "xn--b1amarcd.com"),
        ("名がドメイン.com", "xn--v8jxj3d1dzdz08w.com"),
        ("افغانستا.icom.museum", "xn--mgbaal8b0b9b2b.icom.museum"),
        ("الجزائر.icom.fake", "xn--lgbbat1ad8j.icom.fake"),
        ("भारत.org", "xn--h2brj9c.org"),
    ],
)
def test_domain_round_trip(domain: str, ascii: str) -> None:
    assert domainToASCII(domain) == ascii
    assert domainToUnicode(ascii) == domain


def test_bidi_violation_is_rejected() -> None:
    # Node's table once paired "ıídيٴ" with xn--d-iga7ro0q9f; the label mixes left-to-right and
    # right-to-left letters, which the Bidi rule (UTS 46, applied by the URL Standard) rejects:
    # current Node returns '' and leaves the xn-- form as it is, as webapi does.
    assert domainToASCII("ıídيٴ") == ""
    assert domainToUnicode("xn--d-iga7ro0q9f") == "xn--d-iga7ro0q9f"


def test_domain_functions_never_raise_for_bad_domains() -> None:
    # The hostname setter of a ws: URL: failure is '', IPv4 forms are normalised.
    assert domainToASCII("xn--iñvalid.com") == ""
    assert domainToUnicode("xn--iñvalid.com") == ""
    assert domainToASCII("0x7f.1") == "127.0.0.1"
    assert domainToASCII("a b") == ""
    assert domainToASCII("[::1]") == "[::1]"


# --- urlToHttpOptions (test-url-urltooptions.js) --------------------------------------------------


def test_url_to_http_options() -> None:
    options = urlToHttpOptions(URL("http://user:pass@foo.bar.com:21/aaa/zzz?l=24#test"))
    assert options == {
        "protocol": "http:",
        "hostname": "foo.bar.com",
        "hash": "#test",
        "search": "?l=24",
        "pathname": "/aaa/zzz",
        "path": "/aaa/zzz?l=24",
        "href": "http://user:pass@foo.bar.com:21/aaa/zzz?l=24#test",
        "port": 21,
        "auth": "user:pass",
    }
    assert urlToHttpOptions(URL("http://[::1]:21"))["hostname"] == "::1"
    assert "port" not in urlToHttpOptions(URL("https://a:443/"))


def test_snake_case_aliases() -> None:
    assert node_url.path_to_file_url is pathToFileURL
    assert node_url.file_url_to_path is fileURLToPath
    assert node_url.url_to_http_options is urlToHttpOptions
    assert node_url.domain_to_ascii is domainToASCII
    assert node_url.domain_to_unicode is domainToUnicode
