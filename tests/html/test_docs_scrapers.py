"""The examples of docs/scrapers.md, docs/security.md and docs/canonicalize.md, checked beyond
their printed results (tests/test_docs_examples.py runs the pages' doctests)."""

from __future__ import annotations

from ipaddress import IPv4Address

from webapi import URL
from webapi.crawl import canonicalize
from webapi.html import document_base_url, resolve, same_site
from webapi.security import HostKind, audit, host_class, is_potentially_trustworthy


def test_for_scrapers() -> None:
    doc = "https://www.example.co.jp/news/index.html"
    assert resolve("記事?q=日本#top", doc, encoding="cp932") == (
        "https://www.example.co.jp/news/%E8%A8%98%E4%BA%8B?q=%93%FA%96{#top"
    )
    assert resolve("../img/a.png", doc, base_href="https://cdn.example.co.jp/assets/") == (
        "https://cdn.example.co.jp/img/a.png"
    )
    assert resolve("http://[::1", doc) is None
    assert document_base_url(doc, "javascript:x").href == doc
    assert same_site("https://news.example.co.jp", "https://shop.example.co.jp")


def test_for_security_code() -> None:
    findings = [str(f) for f in audit("http://evil.example\\@good.example/").findings]
    assert findings[:2] == [
        "urllib.parse: host is 'good.example', the browser's 'evil.example'",
        "urllib.parse: path is '/', the browser's '/@good.example/'",
    ]
    assert host_class("0x7f.1") == (HostKind.IPV4, "127.0.0.1", IPv4Address("127.0.0.1"))
    found = host_class(URL("http://[::ffff:10.0.0.1]/"))
    assert found is not None and found.address is not None
    assert found.address.ipv4_mapped == IPv4Address("10.0.0.1")  # type: ignore[union-attr]
    assert is_potentially_trustworthy("http://localhost:8080/")


def test_canonicalize_doc_example() -> None:
    url = "HTTP://Example.COM:80/a/./b/../%7euser/?b=2&a=1&utm_source=x#top"
    assert canonicalize(url, remove_params=["utm_*"]) == "http://example.com/a/~user/?a=1&b=2"
