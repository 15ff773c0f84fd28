"""The URL Pattern Standard's algorithms, one by one, on the spec's examples and edge cases
(the WPT ports check them together through URLPatternImpl)."""

from __future__ import annotations

import pytest

from webapi.url import basic_url_parse
from webapi.urlpattern import (
    Options,
    canonicalize_a_hostname,
    canonicalize_a_pathname,
    canonicalize_a_port,
    canonicalize_a_protocol,
    canonicalize_an_ipv6_hostname,
    canonicalize_an_opaque_pathname,
    create,
    escape_a_pattern_string,
    escape_a_regexp_string,
    generate_a_pattern_string,
    generate_a_regular_expression_and_name_list,
    has_regexp_groups,
    match,
    parse_a_constructor_string,
    parse_a_pattern_string,
    tokenize,
)
from webapi.urlpattern._component import DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS


def _identity(value: str) -> str:
    return value


def _tokens(input: str, policy: str) -> list[tuple[str, int, str]]:
    return [(t.type, t.index, t.value) for t in tokenize(input, policy)]


def test_tokenize_every_token_type() -> None:
    assert _tokens("/:foo(a\\)b)?*{x}+\\.", "strict") == [
        ("char", 0, "/"),
        ("name", 1, "foo"),
        ("regexp", 5, "a\\)b"),
        ("other-modifier", 11, "?"),
        ("asterisk", 12, "*"),
        ("open", 13, "{"),
        ("char", 14, "x"),
        ("close", 15, "}"),
        ("other-modifier", 16, "+"),
        ("escaped-char", 17, "."),
        ("end", 19, ""),
    ]


@pytest.mark.parametrize(
    "input",
    [
        "\\",  # a backslash at the end
        ":",  # a name without code points
        "(",  # an unclosed regexp
        "()",  # an empty regexp
        "(?x)",  # a regexp starting with "?"
        "(a(b))",  # a capturing group inside a regexp
        "(caf\u00e9)",  # a non-ASCII regexp
    ],
)
def test_tokenize_errors_are_type_errors_when_strict_and_invalid_chars_when_lenient(
    input: str,
) -> None:
    with pytest.raises(TypeError):
        tokenize(input, "strict")
    types = [t.type for t in tokenize(input, "lenient")]
    assert "invalid-char" in types
    assert types[-1] == "end"


def test_tokenize_allows_non_capturing_and_lookaround_groups_inside_a_regexp() -> None:
    assert _tokens("((?:a)(?=b))", "strict")[0] == ("regexp", 0, "(?:a)(?=b)")


def test_parse_a_pattern_string_prefix_name_regexp_modifier() -> None:
    # The spec's example "/:foo(bar)?": all four tokens make one part.
    (part,) = parse_a_pattern_string("/:foo(bar)?", PATHNAME_OPTIONS, _identity)
    assert (part.type, part.value, part.modifier, part.name, part.prefix, part.suffix) == (
        "regexp",
        "bar",
        "optional",
        "foo",
        "/",
        "",
    )


def test_parse_a_pattern_string_groups_and_numeric_names() -> None:
    parts = parse_a_pattern_string("{a:x(b)c}?/(d)*", PATHNAME_OPTIONS, _identity)
    assert [(p.type, p.name, p.prefix, p.value, p.suffix, p.modifier) for p in parts] == [
        ("regexp", "x", "a", "b", "c", "optional"),
        # "*" after a group is its modifier.
        ("regexp", "0", "/", "d", "", "zero-or-more"),
    ]


def test_parse_a_pattern_string_wildcard_regexps_become_wildcards() -> None:
    parts = parse_a_pattern_string("/([^\\/]+?)(.*)", PATHNAME_OPTIONS, _identity)
    assert [p.type for p in parts] == ["segment-wildcard", "full-wildcard"]


def test_parse_a_pattern_string_rejects_duplicate_names() -> None:
    with pytest.raises(TypeError, match="duplicate"):
        parse_a_pattern_string("/:a/:a", PATHNAME_OPTIONS, _identity)


def test_parse_a_pattern_string_runs_the_encoding_callback_on_fixed_text() -> None:
    seen: list[str] = []

    def callback(value: str) -> str:
        seen.append(value)
        return value.upper()

    parts = parse_a_pattern_string("ab{c}d:x", DEFAULT_OPTIONS, callback)
    assert [p.value for p in parts if p.type == "fixed-text"] == ["ABCD"]
    assert seen == ["abcd", "", ""]  # the fixed text, then the group's prefix and suffix


@pytest.mark.parametrize(
    ("pattern", "options", "regexp", "names"),
    [
        ("/foo", PATHNAME_OPTIONS, "^\\/foo$", []),
        ("/:id", PATHNAME_OPTIONS, "^(?:\\/([^\\/]+?))$", ["id"]),
        ("/:id?", PATHNAME_OPTIONS, "^(?:\\/([^\\/]+?))?$", ["id"]),
        (
            "/:id+",
            PATHNAME_OPTIONS,
            "^(?:\\/((?:[^\\/]+?)(?:\\/(?:[^\\/]+?))*))$",
            ["id"],
        ),
        (
            "/:id*",
            PATHNAME_OPTIONS,
            "^(?:\\/((?:[^\\/]+?)(?:\\/(?:[^\\/]+?))*))?$",
            ["id"],
        ),
        ("*", DEFAULT_OPTIONS, "^(.*)$", ["0"]),
        ("(a)+", DEFAULT_OPTIONS, "^((?:a)+)$", ["0"]),
        ("{.com}?", HOSTNAME_OPTIONS, "^(?:\\.com)?$", []),
        (":sub.example", HOSTNAME_OPTIONS, "^([^\\.]+?)\\.example$", ["sub"]),
    ],
)
def test_generate_a_regular_expression_and_name_list(
    pattern: str, options: Options, regexp: str, names: list[str]
) -> None:
    parts = parse_a_pattern_string(pattern, options, _identity)
    assert generate_a_regular_expression_and_name_list(parts, options) == (regexp, names)


@pytest.mark.parametrize(
    ("pattern", "normalized"),
    [
        ("/foo/:bar", "/foo/:bar"),
        ("/foo/(.*)", "/foo/*"),
        ("/foo/([^\\/]+?)", "/foo/([^\\/]+?)"),
        ("{:foo}bar", "{:foo}bar"),
        (":foo\\bar", "{:foo}bar"),
        ("/:foo\\bar", "{/:foo}bar"),
        ("{/bar}", "/bar"),
        ("{:foo}{(.*)}", "{:foo}(.*)"),
        ("(foo)?(.*)", "(foo)?*"),
        ("*\\/*", "*/{*}"),
        ("/foo\\:", "/foo\\:"),
    ],
)
def test_generate_a_pattern_string(pattern: str, normalized: str) -> None:
    parts = parse_a_pattern_string(pattern, PATHNAME_OPTIONS, _identity)
    assert generate_a_pattern_string(parts, PATHNAME_OPTIONS) == normalized
    # A generated pattern string parses back to itself.
    again = parse_a_pattern_string(normalized, PATHNAME_OPTIONS, _identity)
    assert generate_a_pattern_string(again, PATHNAME_OPTIONS) == normalized


def test_escape_functions() -> None:
    assert escape_a_regexp_string("a.b+c*d?e^f$g{h}i(j)k[l]m|n/o\\p") == (
        "a\\.b\\+c\\*d\\?e\\^f\\$g\\{h\\}i\\(j\\)k\\[l\\]m\\|n\\/o\\\\p"
    )
    assert escape_a_pattern_string("a+b*c?d:e{f}g(h)i\\j/k.l") == (
        "a\\+b\\*c\\?d\\:e\\{f\\}g\\(h\\)i\\\\j/k.l"
    )


@pytest.mark.parametrize(
    ("input", "expected"),
    [
        (
            "https://example.com/foo",
            {"protocol": "https", "hostname": "example.com", "pathname": "/foo", "port": ""},
        ),
        ("https://*:*", {"protocol": "https", "hostname": "*", "port": "*"}),
        # ":pw" would be a named group: the password separator is escaped.
        (
            "https://user\\:pw@example.com:8080/?q#h",
            {
                "protocol": "https",
                "username": "user",
                "password": "pw",
                "hostname": "example.com",
                "port": "8080",
                "pathname": "/",
                "search": "q",
                "hash": "h",
            },
        ),
        ("/foo?bar#baz", {"pathname": "/foo", "search": "bar", "hash": "baz"}),
        ("#baz", {"hash": "baz"}),
        # Likewise ":text" would be a named group.
        # After a protocol, the hostname (and so the port) is empty when absent.
        (
            "data\\:text/plain",
            {"protocol": "data", "hostname": "", "port": "", "pathname": "text/plain"},
        ),
        ("data:text/plain", {"pathname": "data:text/plain"}),
        # A "?" after a group is its modifier, not the search.
        ("/:id?", {"pathname": "/:id?"}),
        # An IPv6 address's ":" does not start the port.
        (
            "http://[::1]:8080/",
            {"protocol": "http", "hostname": "[::1]", "port": "8080", "pathname": "/"},
        ),
        # Nothing inside "{ ... }" ends a component.
        (
            "https://example.c{om/fo}o",
            {"protocol": "https", "hostname": "example.c{om/fo}o", "port": ""},
        ),
    ],
)
def test_parse_a_constructor_string(input: str, expected: dict[str, str]) -> None:
    assert parse_a_constructor_string(input) == expected


def test_canonicalize_callbacks() -> None:
    assert canonicalize_a_protocol("HTTP") == "http"
    with pytest.raises(TypeError):
        canonicalize_a_protocol("1http")
    assert canonicalize_a_hostname("EXAMPLE.com") == "example.com"
    assert canonicalize_a_hostname("caf\u00e9.com") == "xn--caf-dma.com"
    with pytest.raises(TypeError):
        canonicalize_a_hostname("bad hostname")
    assert canonicalize_an_ipv6_hostname("[::AB]") == "[::ab]"
    with pytest.raises(TypeError):
        canonicalize_an_ipv6_hostname("[::xy]")
    assert canonicalize_a_port("8080") == "8080"
    assert canonicalize_a_port("443") == "443"  # no protocol: no default port to drop
    assert canonicalize_a_port("443", "https") == ""
    with pytest.raises(TypeError):
        canonicalize_a_port("100000")
    # A piece of a pathname keeps its lack of a leading slash, and "." is not collapsed.
    assert canonicalize_a_pathname("caf\u00e9") == "caf%C3%A9"
    assert canonicalize_a_pathname("./foo") == "./foo"
    assert canonicalize_a_pathname("/foo/../bar") == "/bar"
    assert canonicalize_an_opaque_pathname("var x = 1;") == "var x = 1;"
    # ".." eating the inserted "/-" is an error (as in Chromium and Node), not "".
    with pytest.raises(TypeError):
        canonicalize_a_pathname(":/..")


def test_create_and_match_on_records() -> None:
    pattern = create("https://:sub.example.com/books/:id", None, {"ignoreCase": False})
    assert not has_regexp_groups(pattern)
    url = basic_url_parse("https://shop.example.com/books/12?x")
    assert url is not None
    result = match(pattern, url)
    assert result is not None
    # A URL record input is listed by its serialization.
    assert result["inputs"] == ["https://shop.example.com/books/12?x"]
    assert result["hostname"] == {"input": "shop.example.com", "groups": {"sub": "shop"}}
    assert result["pathname"] == {"input": "/books/12", "groups": {"id": "12"}}
    assert result["search"] == {"input": "x", "groups": {"0": "x"}}


def test_create_rejects_a_relative_string_without_base_and_an_init_with_base() -> None:
    with pytest.raises(TypeError):
        create("/foo", None, {})
    with pytest.raises(TypeError):
        create({"pathname": "/foo"}, "https://example.com", {})


def test_match_with_an_init_and_a_base_url_is_a_type_error() -> None:
    pattern = create({}, None, {})
    with pytest.raises(TypeError):
        match(pattern, {"pathname": "/foo"}, "https://example.com")
    # An init that does not canonicalize is no match, not an error.
    assert match(pattern, {"hostname": "bad hostname"}) is None


def test_an_invalid_custom_group_is_named_in_the_error() -> None:
    with pytest.raises(TypeError, match=r"\.\?\?\?"):
        create({"pathname": "/(foo)/(.???).(jpg|png)"}, None, {})


def test_ignore_case_applies_to_pathname_search_and_hash_only() -> None:
    pattern = create("https://example.com/FOO?Q#H", None, {"ignoreCase": True})
    assert match(pattern, "https://example.com/foo?q#h") is not None
    assert match(pattern, "https://EXAMPLE.com/foo?q#h") is not None  # the URL lowercases
    pattern = create({"protocol": "HTTPS"}, None, {"ignoreCase": True})
    assert pattern.protocol.pattern_string == "https"
