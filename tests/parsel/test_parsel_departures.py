"""The witnesses of webapi.parsel's departures from parsel (docs/parsel.md, "Departures"):
each class names one way the browser's answer differs from lxml's, and shows both. The
parsel tests each departure fails are listed in test_parsel_upstream.py's ``DEPARTURES``."""

from __future__ import annotations

import warnings

import pytest

from webapi.parsel import Selector, SelectorSyntaxError


class TestImpliedHead:
    """The browser's HTML tree: ``<html>`` always holds a ``<head>`` (lxml's has none where
    the markup has none)."""

    def test_witness(self) -> None:
        page = Selector(text="<root>lala</root>")
        assert page.get() == "<html><head></head><body><root>lala</root></body></html>"
        page.css("body").drop()
        assert page.get() == "<html><head></head></html>"


class TestElementsSerializeAsOuterHTML:
    """``get()`` of an element is the browser's ``outerHTML`` (parsel: lxml's serialization,
    which agrees on the tests' markup): void elements without a slash, attribute values in
    double quotes with ``&amp;`` and ``&quot;`` escaped, ``<template>`` with its contents."""

    def test_witness(self) -> None:
        page = Selector(text="<p title='a\"b'>x<br/>y</p><template><i>t</i></template>")
        assert page.css("p").get() == '<p title="a&quot;b">x<br>y</p>'
        assert page.css("template").get() == "<template><i>t</i></template>"


class TestXMLNotWellFormed:
    """The browser's XML parser: a document that is not well-formed is Chromium's document
    with a ``<parsererror>`` element and what came before the error (lxml's recover mode
    repairs the markup)."""

    def test_witness(self) -> None:
        page = Selector(text='<div><img src="a.jpg"><p>Hello</div>', type="xml")
        assert (
            page.css("parsererror div::text").get()
            == "error on line 1 at column 33: mismatched tag"
        )
        assert page.xpath("//*[local-name()='img']/@src").get() == "a.jpg"


class TestXMLExternalEntity:
    """An external entity's reference is dropped (lxml keeps ``&xxe;`` as an entity
    reference); neither reads the file."""

    def test_witness(self) -> None:
        page = Selector(
            text='<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'
            "<foo>&xxe;</foo>",
            type="xml",
        )
        assert page.get() == "<foo/>"


class TestNoNamespaceAxis:
    """The browser's XPath has no namespace nodes: ``namespace::*`` is empty (lxml gives one
    per namespace in scope)."""

    def test_witness(self) -> None:
        page = Selector(text='<feed xmlns="http://www.w3.org/2005/Atom"><link/></feed>', type="xml")
        assert page.xpath("./namespace::*") == []
        page.remove_namespaces()
        assert len(page.xpath("//link")) == 1


class TestBrowserSelectorSyntax:
    """CSS is parsed as the browser parses it: ``#1`` is no selector (an ID must be an
    identifier), where cssselect takes it; ``[id="1"]`` selects the element."""

    def test_witness(self) -> None:
        page = Selector(text='<div id="1">x</div>')
        with pytest.raises(SelectorSyntaxError):
            page.css("#1")
        assert page.css('[id="1"]::text').getall() == ["x"]


class TestCSSCombinatorsSeeTheWholeTree:
    """A combinator's left side may match above the context element, as ``querySelectorAll``
    matches (parsel's XPath translation keeps the whole selector below the context)."""

    def test_witness(self) -> None:
        item = Selector(text="<ul><li><b>x</b></li></ul>").css("li")[0]
        assert item.css("ul b::text").getall() == ["x"]  # parsel: []


class TestXPathErrorMessages:
    """An invalid query is a ValueError naming the query and the browser's reason (parsel's
    names libxml2's: "Invalid predicate", "Invalid expression")."""

    def test_witness(self) -> None:
        with pytest.raises(
            ValueError, match=r"is not a valid XPath expression.* in //p\[@a=\"\"x\"\"\]"
        ):
            Selector(text="<p>").xpath('//p[@a=""x""]')


class TestNoXPathExtensions:
    """XPath 1.0's functions only: no EXSLT (``re:test``, ``set:difference``, ``str:``), no
    parsel ``has-class()``, no ``set_xpathfunc`` (libxml2's extension points). CSS classes:
    ``css(".c")``; regular expressions: ``re()``."""

    def test_witness(self) -> None:
        page = Selector(text='<p class="foo bar">a</p><p class="foo">b</p>')
        for query in ('//p[has-class("foo")]', '//p[re:test(@class, "^foo$")]'):
            with pytest.raises(ValueError, match="XPath error"):
                page.xpath(query)
        assert page.css(".foo.bar::text").getall() == ["a"]
        assert page.xpath("//p/@class").re(r"^foo$") == ["foo"]


class TestDOMNodesNotLxml:
    """``root`` is a webapi DOM node (an ``Element``; a text node's or attribute's result is a
    ``str``, as parsel's without smart strings), not an lxml element: the DOM's members in
    place of lxml's (``parentNode`` for ``getparent()``, ``baseURI`` for ``base``, ``href`` for
    ``make_links_absolute()``); an lxml element as ``root`` is taken as a JSON value."""

    def test_witness(self) -> None:
        page = Selector(text='<a href="file.html">x</a>', base_url="http://example.com")
        assert page.root.baseURI == "http://example.com/"
        link = page.css("a")[0].root
        assert link.parentNode.localName == "body" and link.href == "http://example.com/file.html"
        assert not hasattr(link, "getparent")
        assert type(page.xpath("//a/text()")[0].root) is str


class TestNoHugeTreeLimit:
    """The browser's parsers have no depth limit to lift: ``huge_tree`` is accepted and
    ignored, so ``huge_tree=False`` warns of nothing and every element is in the tree."""

    def test_witness(self) -> None:
        markup = "<span>" * 300 + "x" + "</span>" * 300 + "<table><tr><td>t</td></tr></table>"
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            page = Selector(text=markup, huge_tree=False)
        assert len(page.css("span")) == 300 and len(page.css("td")) == 1


class TestEncodingStandardLabels:
    """``encoding`` is a label of the Encoding Standard (a Python codec name where it is none):
    "ascii" is windows-1252, so 0x80 is "€"; Shift_JIS decodes 0x80 to U+0080 (parsel:
    Python's codecs, U+FFFD for both)."""

    def test_witness(self) -> None:
        body = b"<a><b>oh\x80</b></a>"
        assert Selector(body=body, encoding="ascii").css("b::text").get() == "oh\u20ac"
        assert Selector(body=body, encoding="shift_jis").css("b::text").get() == "oh\x80"


class TestXMLEntitiesExpanded:
    """The browser's XML parser expands a DTD's internal entities, as Chromium's does, until
    libxml2's amplification limit stops it with a ``<parsererror>`` (parsel's parser resolves
    no entity: the billion laughs leave ``<lolz>`` empty). The text stays bounded."""

    def test_witness(self) -> None:
        assert (
            Selector(text='<!DOCTYPE a [<!ENTITY e "x">]><a>&e;&e;</a>', type="xml")
            .css("a::text")
            .get()
            == "xx"
        )
        entities = "".join(f'<!ENTITY lol{n} "{f"&lol{n - 1};" * 10}">' for n in range(1, 10))
        text = (
            f'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">{entities}]>'
            "<lolz>&lol9;</lolz>"
        )
        page = Selector(text=text, type="xml")
        assert "amplification" in page.css("parsererror div::text").get()
        lolz = page.xpath("/lolz/text()").get()
        assert lolz.startswith("lollol") and len(lolz) < 10_000_000
