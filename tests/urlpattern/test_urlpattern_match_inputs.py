"""match's component strings for a URL string come through the URL engine's fast path when
the input is already serialized; they must be exactly what the spec's steps (the basic URL
parser, then the URL's scheme, username, password, serialized host and port, path
serialization, query and fragment) give, for every input of the web-platform-tests URL and
URLPattern data."""

from __future__ import annotations

import pytest

import wpt
from webapi.url import basic_url_parse, host_serialize, url_path_serialize
from webapi.urlpattern import create
from webapi.urlpattern._url_pattern import _component_values


def _spec_values(input: str, base: str | None) -> tuple[str, ...] | None:
    base_url = None
    if base is not None:
        base_url = basic_url_parse(base)
        if base_url is None:
            return None
    url = basic_url_parse(input, base_url)
    if url is None:
        return None
    return (
        url.scheme,
        url.username,
        url.password,
        "" if url.host is None else host_serialize(url.host),
        "" if url.port is None else str(url.port),
        url_path_serialize(url),
        url.query or "",
        url.fragment or "",
    )


def _inputs() -> list[tuple[str, str | None]]:
    pairs: list[tuple[str, str | None]] = []
    for case in wpt.cases("urltestdata.json"):
        pairs.append((case.data["input"], case.data.get("base")))
    for case in wpt.cases("urlpattern/urlpatterntestdata.json"):
        inputs = case.data.get("inputs", [])
        if inputs and isinstance(inputs[0], str):
            base = inputs[1] if len(inputs) > 1 and isinstance(inputs[1], str) else None
            pairs.append((inputs[0], base))
    extra = [
        "https://example.com",
        "https://example.com:8080/a/b?c=d#e",
        "http://example.com:80/",
        "HTTPS://EXAMPLE.COM/",
        "https://example.com/a/../b/./c",
        "https://example.com/%2e/x",
        "https://1.2.3.4/",
        "https://example.com?",
        "https://example.com#",
        "https://example.com/?#",
        "file:///C|/x",
        "file://localhost/x",
        "ws://example.com/x y",
    ]
    pairs.extend((input, None) for input in extra)
    return pairs


INPUTS = _inputs()


def test_component_strings_of_url_inputs_are_the_specs() -> None:
    pattern = create({}, None, {})
    mismatches = []
    for input, base in INPUTS:
        got = _component_values(pattern, input, base)
        expected = _spec_values(input, base)
        got_strings = None if got is None else got[1]
        if got_strings != expected:
            mismatches.append((input, base, got_strings, expected))
    assert not mismatches, mismatches[:5]
    assert len(INPUTS) > 800


@pytest.mark.parametrize(
    ("input", "base", "inputs"),
    [
        ("https://example.com/x", None, ["https://example.com/x"]),
        ("/x", "https://example.com/", ["/x", "https://example.com/"]),
        (
            "https://example.com/x",
            "https://other.example/",
            ["https://example.com/x", "https://other.example/"],
        ),
    ],
)
def test_inputs_list_the_string_and_the_base(
    input: str, base: str | None, inputs: list[str]
) -> None:
    values = _component_values(create({}, None, {}), input, base)
    assert values is not None
    assert values[0] == inputs


def test_remembered_component_strings_are_the_computed_ones() -> None:
    # The second call of each input is answered from the cache of recent inputs.
    from webapi.urlpattern import _url_pattern

    pattern = create({}, None, {})
    inits: list[dict[str, str]] = [
        {"pathname": "/a b", "protocol": "https"},
        {"hostname": "M\u00fcnchen.de"},
        {"port": "99999"},  # not a URL: None
        {"baseURL": "not a url"},
    ]
    inputs: list[tuple[str | dict[str, str], str | None]] = [*INPUTS[:300]]
    inputs += [(init, None) for init in inits]
    for input, base in inputs:
        _url_pattern._VALUES_CACHE.clear()
        computed = _component_values(pattern, input, base)
        remembered = _component_values(pattern, input, base)
        assert remembered == computed, (input, base)
        if computed is not None and remembered is not None:
            assert remembered[0] is not computed[0]  # a fresh inputs list each time
            assert remembered[0][0] is input
    with pytest.raises(TypeError):
        _component_values(pattern, {"pathname": "/x"}, "https://example.com/")
