"""Blob URLs (https://w3c.github.io/FileAPI/#url): ``URL.createObjectURL``,
``URL.revokeObjectURL`` and ``webapi.url.resolve_blob_url``.

What WPT's FileAPI/url tests check (url-format.any.js, url-with-fetch.any.js, revoke tests),
in our own words, against the store (a navigation is tests/html/test_navigation.py), and the
answers of Chromium 1xx (Debian's /usr/bin/chromium, a blank page: an opaque origin) recorded
in :data:`CHROMIUM`; tests/e2e/test_blob_url_chromium.py asks it again.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from webapi import URL
from webapi.fileapi import Blob, File
from webapi.url import basic_url_parse, resolve_blob_url

#: Chromium's answers in about:blank (whose origin is opaque), asked by
#: tests/e2e/test_blob_url_chromium.py: a blob URL is "blob:null/" and a UUID; its URL's origin
#: is "null"; fetching it with a fragment reads the Blob; revoking it with a fragment revokes
#: nothing; after revoking it a fetch fails; the argument errors.
CHROMIUM: dict[str, Any] = {
    "prefix": "blob:null/",
    "urlOrigin": "null",
    "distinct": True,
    "withFragment": "<p>hi</p>",
    "afterFragmentRevoke": "<p>hi</p>",
    "afterRevoke": "TypeError",
    "noArgument": "TypeError: Failed to execute 'createObjectURL' on 'URL': "
    "1 argument required, but only 0 present.",
    "revokeNoArgument": "TypeError: Failed to execute 'revokeObjectURL' on 'URL': "
    "1 argument required, but only 0 present.",
    "revokeJunk": "undefined",
}

#: crypto.randomUUID()'s form (RFC 9562, version 4, lowercase hexadecimal).
UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")


def test_the_url_is_blob_the_serialized_origin_and_a_uuid() -> None:
    url = URL.createObjectURL(Blob(["x"]))
    try:
        assert url.startswith(CHROMIUM["prefix"])
        assert UUID.fullmatch(url.removeprefix("blob:null/"))
        # a valid URL string: scheme blob, one path segment (itself "null/<uuid>")
        record = basic_url_parse(url)
        assert record is not None and record.scheme == "blob" and record.host is None
        assert URL(url).href == url and URL(url).origin == CHROMIUM["urlOrigin"]
    finally:
        URL.revokeObjectURL(url)


def test_every_call_makes_a_new_url_even_for_the_same_blob() -> None:
    blob = Blob(["x"])
    urls = [URL.createObjectURL(blob) for _ in range(50)]
    assert len(set(urls)) == 50 and CHROMIUM["distinct"]
    assert all(resolve_blob_url(url) is blob for url in urls)
    for url in urls:
        URL.revoke_object_url(url)
    assert all(resolve_blob_url(url) is None for url in urls)


def test_a_file_and_a_slice_are_blobs_and_resolve_to_themselves() -> None:
    file = File(["abc"], "a.txt", type="text/plain")
    part = file.slice(1)
    for blob in (file, part):
        url = URL.create_object_url(blob)
        assert resolve_blob_url(url) is blob
        assert bytes(resolve_blob_url(url)) == bytes(blob)  # type: ignore[arg-type]
        URL.revokeObjectURL(url)


def test_the_fragment_is_ignored_by_resolve_and_kept_by_revoke() -> None:
    blob = Blob(["<p>hi</p>"], type="text/html")
    url = URL.createObjectURL(blob)
    # "resolve a blob URL": serialized with the exclude fragment flag
    assert resolve_blob_url(url + "#frag") is blob
    assert resolve_blob_url(url + "#") is blob
    assert CHROMIUM["withFragment"] == bytes(blob).decode()
    # "remove an entry": the URL serialized, its fragment with it: nothing removed
    URL.revokeObjectURL(url + "#frag")
    assert resolve_blob_url(url) is blob and CHROMIUM["afterFragmentRevoke"] == "<p>hi</p>"
    URL.revokeObjectURL(url)
    assert resolve_blob_url(url) is None and resolve_blob_url(url + "#frag") is None
    assert CHROMIUM["afterRevoke"] == "TypeError"
    # revoking twice is no error
    assert URL.revokeObjectURL(url) is None


def test_the_url_is_parsed_before_it_is_looked_up() -> None:
    blob = Blob(["x"])
    url = URL.createObjectURL(blob)
    # the URL parser lowercases the scheme and strips C0 controls and spaces
    assert resolve_blob_url("BLOB:" + url[5:]) is blob
    assert resolve_blob_url(f"  {url}\n") is blob
    record = basic_url_parse(url)
    assert record is not None and resolve_blob_url(record) is blob
    URL.revokeObjectURL(" Blob:" + url[5:])
    assert resolve_blob_url(url) is None


@pytest.mark.parametrize(
    "url",
    ["", "not a url", "https://example.test/", "blob:", "blob:null/", "data:,x", "blob:%%%"],
)
def test_what_names_no_entry_resolves_to_none_and_revokes_nothing(url: str) -> None:
    blob = Blob(["x"])
    live = URL.createObjectURL(blob)
    assert resolve_blob_url(url) is None
    assert URL.revokeObjectURL(url) is None  # never throws: Chromium's "undefined"
    assert CHROMIUM["revokeJunk"] == "undefined"
    assert resolve_blob_url(live) is blob
    URL.revokeObjectURL(live)


def test_argument_errors_name_the_parameter() -> None:
    with pytest.raises(TypeError) as absent:
        URL.createObjectURL()  # type: ignore[call-arg]
    assert f"TypeError: {absent.value}" == CHROMIUM["noArgument"]
    with pytest.raises(TypeError) as absent:
        URL.revokeObjectURL()  # type: ignore[call-arg]
    assert f"TypeError: {absent.value}" == CHROMIUM["revokeNoArgument"]
    # not a Blob (webapi has no MediaSource): Web IDL's union conversion fails
    for value in ("blob", b"bytes", None, 1, URL("https://a.test/")):
        with pytest.raises(TypeError, match=r"createObjectURL' on 'URL': parameter 1 is not"):
            URL.createObjectURL(value)  # type: ignore[arg-type]
    # revokeObjectURL's DOMString conversion: a number is its string, not a URL of the store
    assert URL.revokeObjectURL(1) is None
    with pytest.raises(TypeError, match="resolve_blob_url"):
        resolve_blob_url(None)  # type: ignore[arg-type]


def test_an_entry_keeps_its_blob_alive_until_revoked() -> None:
    import sys

    blob = Blob(["kept"])
    before = sys.getrefcount(blob)
    url = URL.createObjectURL(blob)
    assert sys.getrefcount(blob) == before + 1  # the store's entry holds it
    del blob
    assert bytes(resolve_blob_url(url)) == b"kept"  # type: ignore[arg-type]
    kept = resolve_blob_url(url)
    before = sys.getrefcount(kept)
    URL.revokeObjectURL(url)
    assert sys.getrefcount(kept) == before - 1  # released by revoking
