"""``webapi.parsel``: parsel's ``Selector`` API over webapi's documents, tested in our own
words after parsel 1.12.1's test suite (tests/test_selector.py, test_selector_jmespath.py,
test_selector_csstranslator.py's ``TestCSSSelector``, test_utils.py). The suite itself runs
against webapi.parsel in test_parsel_upstream.py; the departures' witnesses are in
test_parsel_departures.py."""

from __future__ import annotations

import pickle
import re
import weakref

import pytest

from webapi.parsel import (
    CannotDropElementWithoutParent,
    CannotRemoveElementWithoutParent,
    CannotRemoveElementWithoutRoot,
    Selector,
    SelectorList,
    SelectorSyntaxError,
)

INPUTS = "<p><input name='a'value='1'/><input name='b'value='2'/></p>"
LIST = '<ul><li id="1">1</li><li id="2">2</li><li id="3">3</li></ul>'
NESTED = """<body>
  <div class='one'><ul><li>one</li><li>two</li></ul></div>
  <div class='two'><ul><li>four</li><li>five</li><li>six</li></ul></div>
</body>"""
FEED = """<?xml version="1.0" encoding="UTF-8"?>
<BrowseNode xmlns="http://example.com/aws" xmlns:b="http://somens.com"
            xmlns:p="http://www.scrapy.org/product">
  <b:Operation>hello</b:Operation>
  <TestTag b:att="value"><Other>value</Other></TestTag>
  <p:SecondTestTag><material>iron</material><price>90</price>
    <p:name>Dried Rose</p:name></p:SecondTestTag>
</BrowseNode>"""
CSS_PAGE = """<html><body><div>
 <p id="paragraph">lorem ipsum text<b id="p-b">hi</b> <em>there</em><b id="p-b2">guy</b></p>
 <map name="dummymap"><area shape="circle" href="/a"><area shape="default" id="area-nohref"></map>
 <div class="cool-footer" id="foobar-div"><span id="foobar-span">foo</span></div>
</div></body></html>"""


def test_elements_attributes_and_xpath_values() -> None:
    page = Selector(text=INPUTS)
    inputs = page.xpath("//input")
    assert len(inputs) == 2 and all(type(item) is Selector for item in inputs)
    assert inputs.getall() == [item.get() for item in inputs]
    assert page.xpath("//input[@name='a']/@name").getall() == ["a"]
    # numbers print as Python floats, booleans as "1" and "0", strings as they are
    assert page.xpath(
        "number(concat(//input[@name='a']/@value, //input[@name='b']/@value))"
    ).getall() == ["12.0"]
    assert page.xpath("concat('xpath', 'rules')").getall() == ["xpathrules"]
    assert page.xpath("//input[@name='a']/@name='a'").getall() == ["1"]
    assert page.xpath("//input[@name='a']/@name='n'").getall() == ["0"]


def test_xpath_variables() -> None:
    page = Selector(
        text="<p><input name='a' value='1'/><input name='b' value='I say \"Yeah!\"'/></p>"
    )
    assert page.xpath("//input[@value=$number]/@name", number=1).getall() == ["a"]
    assert page.xpath("//input[@value=$text]/@name", text='I say "Yeah!"').getall() == ["b"]
    assert page.xpath("count(//input[@value=$n or @name=$l])", n=1, l="b").getall() == ["2.0"]
    assert page.xpath("boolean(count(//input)=$cnt)=$test", cnt=2, test=True).get() == "1"
    assert page.xpath("boolean(count(//*[name()=$tag])=$cnt)", tag="input", cnt=2).get() == "1"
    with pytest.raises(ValueError, match=r"\$missing"):
        page.xpath("//input[@name=$missing]")


def test_attrib_of_selectors_and_lists() -> None:
    page = Selector(
        text='<html lang="en" version="1.0"><body><ul id="l" class="c" class="d">'
        '<li class="i" id="1"><li class="i active" id="2"></ul></body></html>'
    )
    assert page.attrib == {"lang": "en", "version": "1.0"}
    assert page.css("ul").attrib == {"id": "l", "class": "c"}  # the first of a repeated name
    assert page.css("li").attrib == {"class": "i", "id": "1"}
    assert page.css("body").attrib == {}
    assert page.css("nothing").attrib == {}
    assert page.css("li::text").attrib == {}


def test_repr_str_and_bool() -> None:
    page = Selector(text=f"<p><input name='{50 * 'b'}' value='\xa9'/></p>")
    assert [repr(s) for s in page.xpath("//input/@name")] == [
        f"<Selector query='//input/@name' data='{37 * 'b'}...'>"
    ]
    assert (
        repr(page.xpath('//input[@value="©"]/@value')[0])
        == "<Selector query='//input[@value=\"©\"]/@value' data='©'>"
    )
    links = Selector(text='<a href="">false</a><a href="x">true</a>').xpath("//a/@href")
    assert not links[0] and links[1] and str(links[1]) == "x"


def test_arguments() -> None:
    with pytest.raises(TypeError, match="text argument should be of type"):
        Selector(b"<html/>")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="body argument should be of type"):
        Selector(body="<html/>")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="Invalid type: xhtml"):
        Selector(text="", type="xhtml")
    with pytest.raises(ValueError, match="Selector needs text, body, or root arguments"):
        Selector()
    with pytest.warns(UserWarning, match="both text and root"):
        Selector(text="a", root="b")


def test_get_getall_extract_first() -> None:
    page = Selector(text=LIST)
    assert page.xpath("//ul/li[position()>1]")[0].get() == '<li id="2">2</li>'
    assert page.xpath("//ul/li[position()>1]")[0].getall() == ['<li id="2">2</li>']
    assert page.xpath("//ul/li").get() == '<li id="1">1</li>'
    assert page.xpath("//ul/li/text()").extract_first() == "1"
    assert page.xpath("//div/text()").get() is None
    assert page.xpath("//div/text()").extract_first(default="missing") == "missing"


def test_re_and_re_first() -> None:
    page = Selector(
        text="""<div>Name: Mary<ul><li>Name: John</li><li>Age: 10</li>
        <li>Name: Paul</li><li>Age: 20</li></ul>Age: 20</div>"""
    )
    assert page.xpath("//ul/li").re(re.compile(r"Name: (\w+)")) == ["John", "Paul"]
    assert page.xpath("//ul/li").re(r"Age: (\d+)") == ["10", "20"]
    assert page.xpath("//ul/li").re_first(r"Age: (\d+)") == "10"
    assert page.xpath("//ul/li").re_first(r"nothing", default="x") == "x"
    assert page.re_first(r"Name: (\w+)") == "Mary"
    assert Selector(text="foobar").re("(?P<extract>foo)") == ["foo"]
    assert Selector(text="baz").re("(?P<extract>foo)|(?P<bar>baz)") == []
    assert Selector(text="<div>Evento: cumplea\xf1os</div>").xpath("//div").re(
        r"Evento: (\w+)"
    ) == ["cumpleaños"]


def test_re_replaces_references_but_amp_and_lt() -> None:
    page = Selector(text='<script>{"foo":"bar &amp; &quot;baz&quot;"}</script>')
    pattern = re.compile('{"foo":(.*)}')
    assert page.xpath("//script").re(pattern) == ['"bar &amp; "baz""']
    assert page.xpath("//script/text()").re_first(pattern) == '"bar &amp; "baz""'
    assert page.xpath("//script")[0].re(pattern, replace_entities=False) == [
        '"bar &amp; &quot;baz&quot;"'
    ]
    assert Selector(text="<p>x</p>").xpath("//p").re("&#133;|x") == ["x"]


def test_type_detection() -> None:
    assert Selector(text="foo").type == "html"
    assert Selector(text='<?xml version="1.0"?><Doc/>').type == "xml"
    assert Selector(text='\n <?xml version="1.0"?><Doc/>').type == "xml"
    assert Selector(text="<?xml-stylesheet?><Doc/>").type == "html"
    assert Selector(text='<?xml version="1.0"?><Doc/>', type="html").type == "html"
    assert Selector(text='{"a": "b"}').type == "json"
    assert Selector(text="1").type == "html"  # a JSON scalar is as likely text
    assert Selector(text='{"a": "b"}', type="xml").type == "xml"
    detected = Selector('<?xml version="1.0"?><Doc><Title>Hi</Title></Doc>')
    assert detected.xpath("//Title/text()").get() == "Hi"
    assert detected.css("Title").get() == "<Title>Hi</Title>"


def test_nested_and_absolute_queries() -> None:
    page = Selector(text=NESTED)
    two = page.xpath('//div[@class="two"]')
    assert two.xpath("//li").getall() == [
        f"<li>{n}</li>" for n in ("one", "two", "four", "five", "six")
    ]
    assert two.xpath("./ul/li").getall() == ["<li>four</li>", "<li>five</li>", "<li>six</li>"]
    assert two.xpath("./li").getall() == []
    assert page.xpath('//div[@class="one"]').css("li::text").getall() == ["one", "two"]
    assert page.css(".two").xpath("./ul/li/text()").getall() == ["four", "five", "six"]


def test_text_and_attribute_results() -> None:
    page = Selector(text='<span class="big">some text</span><div>fff: <a href="#">zzz</a></div>')
    texts = page.xpath("//span/text()")
    assert texts.getall() == ["some text"] and texts[0].root == "some text"
    assert texts.xpath(".").getall() == ["some text"]
    assert texts.xpath(".//b").getall() == []
    classes = page.xpath("//span/@class")
    assert classes.xpath(".").getall() == ["big"] and classes.xpath(".//text()").getall() == []
    assert page.xpath("//div//text()").getall() == ["fff: ", "zzz"]


def test_queries_from_text_nodes_keep_their_tree() -> None:
    """parsel skips this test (lxml's text results lose their parent); the DOM's keep it."""
    page = Selector(text="<div><b>Options:</b>opt1</div><div><b>Other</b>opt2</div>")
    texts = page.xpath("//div/descendant::text()")
    assert texts.xpath("./preceding-sibling::b[contains(text(), 'Options')]").getall() == [
        "<b>Options:</b>"
    ]
    assert page.xpath(
        "//div/descendant::text()[preceding-sibling::b[contains(text(), 'Options')]]"
    ).getall() == ["opt1"]


def test_css_pseudo_elements() -> None:
    page = Selector(text=CSS_PAGE)

    def strings(query: str) -> list[str]:
        return [v.strip() for v in page.css(query).getall() if v.strip()]

    assert strings("#p-b2") == ['<b id="p-b2">guy</b>']
    assert strings("#p-b2::text") == strings("#p-b2 ::text") == ["guy"]
    assert strings("#paragraph::text") == strings("p::text") == ["lorem ipsum text"]
    assert (
        strings("#paragraph ::text")
        == strings("p *::text")
        == ["lorem ipsum text", "hi", "there", "guy"]
    )
    assert strings("#p-b2::attr(id)") == ["p-b2"]
    assert strings(".cool-footer::attr(class)") == ["cool-footer"]
    assert strings(".cool-footer ::attr(id)") == ["foobar-div", "foobar-span"]
    assert strings('map[name="dummymap"] ::attr(shape)') == ["circle", "default"]
    assert strings("#paragraph > ::text") == ["hi", "there", "guy"]
    assert page.css("p").css("b::text").getall() == ["hi", "guy"]
    assert page.css("div").css("area:last-child").getall() == [
        '<area shape="default" id="area-nohref">'
    ]
    assert strings("p:has(b)::text") == ["lorem ipsum text"]
    # a list of selectors: one list in document order, an attribute after its element
    assert page.css("#p-b2::text, #p-b::attr(id), em").getall() == ["p-b", "<em>there</em>", "guy"]


def test_css_starts_at_the_context_element() -> None:
    # parsel's queries are descendant-or-self: the context element may match
    page = Selector(text="<div><p>a<p>b</div>")
    first = page.css("p")[0]
    assert first.css("p::text").getall() == ["a"]
    assert first.css("::text").getall() == ["a"]
    assert page.css("div")[0].css("*::text").getall() == ["a", "b"]


@pytest.mark.parametrize(
    "query",
    [
        "::attribute(12)",
        "::text()",
        "::attr(@href)",
        "::attr(12)",
        "::text-node",
        "p::first-line",
        ":nothing",
    ],
)
def test_css_errors(query: str) -> None:
    with pytest.raises(SelectorSyntaxError):
        Selector(text="<p>").css(query)


def test_css_attribute_names_are_escaped_identifiers() -> None:
    page = Selector(text='<a foo:bar="1" data-x="2">')
    assert page.css(r"a::attr(foo\:bar)").getall() == ["1"]
    assert page.css("a::attr(data-x)").getall() == ["2"]


def test_xml_namespaces() -> None:
    feed = Selector(text=FEED, type="xml")
    feed.register_namespace("xmlns", "http://example.com/aws")
    assert len(feed.xpath("//xmlns:TestTag")) == 1
    with pytest.raises(ValueError, match="Undefined namespace prefix"):
        feed.xpath("//xmlns:TestTag/@b:att")
    assert (
        feed.xpath("//b:Operation/text()", namespaces={"b": "http://somens.com"}).get() == "hello"
    )
    with pytest.raises(ValueError, match="Undefined namespace prefix"):
        feed.xpath("//b:Operation")  # ad hoc prefixes are not kept
    products = feed.xpath("//p:SecondTestTag", namespaces={"p": "http://www.scrapy.org/product"})
    assert products.xpath("./xmlns:price/text()").get() == "90"  # registered ones are
    with pytest.raises(ValueError, match="Undefined namespace prefix"):
        products.xpath("p:name/text()")
    feed.register_namespace("b", "http://somens.com")
    assert feed.xpath("//xmlns:TestTag/@b:att").get() == "value"
    assert feed.xpath("//xmlns:TestTag").attrib == {"{http://somens.com}att": "value"}


def test_remove_namespaces() -> None:
    feed = Selector(
        text="""<feed xmlns="http://www.w3.org/2005/Atom" xmlns:atom="http://www.w3.org/2005/Atom">
      <link atom:type="text/html"/><entry><link type="a"/></entry>
      <svg xmlns="http://www.w3.org/2000/svg"><stop offset="0%"/></svg></feed>""",
        type="xml",
    )
    assert feed.xpath("//link") == [] and feed.xpath("//stop") == []
    feed.remove_namespaces()
    assert len(feed.xpath("//link")) == 2 and len(feed.xpath("//stop")) == 1
    assert feed.xpath("//link/@type").getall() == ["text/html", "a"]
    assert feed.get() == (
        '<feed>\n      <link type="text/html"/><entry><link type="a"/></entry>\n'
        '      <svg><stop offset="0%"/></svg></feed>'
    )
    Selector(text='{"key": "value"}', type="json").remove_namespaces()


def test_xml_and_html_parsers() -> None:
    assert Selector(text="<root>lala</root>", type="xml").get() == "<root>lala</root>"
    assert Selector(text="<root>lala</root>", type="xml").xpath(".").getall() == [
        "<root>lala</root>"
    ]
    assert Selector(text="<p>&#133;</p>", type="xml").xpath("//p/text()").get() == "\x85"
    assert Selector(text="<p>&#133;</p>").css("p::text").get() == "\u2026"  # HTML's C1 table
    assert Selector(text="<p>&#x85;</p>").xpath("//p/text()").get() == "\u2026"
    assert Selector(text="<p>&hellip;</p>").css("p::text").get() == "\u2026"
    assert Selector(text="").xpath("//text()").getall() == []
    assert Selector(text="<root>pre\x00post</root>").xpath("//text()").getall() == ["prepost"]
    page = Selector(
        text='<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">'
        '</head><body><span id="blank">\xa3</span></body></html>'
    )
    assert page.xpath("//span/text()").getall() == ["£"]  # text is text: no meta decides


def test_the_browsers_tree() -> None:
    page = Selector(
        text="<table><tr><td>1</td></tr></table><template><b>t</b></template>"
        "<svg><circle r=1></svg>"
    )
    assert page.xpath("//table/tbody/tr/td/text()").get() == "1"  # implied tbody
    assert page.css("table > tbody > tr > td::text").get() == "1"
    assert page.css("template b") == []  # a template's contents are no children
    assert page.xpath("//template//b") == []
    assert page.css("svg circle::attr(r)").get() == "1"


def test_bytes_and_encodings() -> None:
    for encoding in ("utf-8", "UTF8", "utf-16", "utf-16-le", "utf-16-be", "iso-8859-1"):
        for type_ in ("html", "xml", None):
            body = "<a><b>oh\xa1</b></a>".encode(encoding)
            assert (
                Selector(body=body, encoding=encoding, type=type_).css("b::text").get() == "oh\xa1"
            )
    assert (
        Selector(body=b"<a><b>oh\x80</b></a>", encoding="utf-8").css("b::text").get() == "oh\ufffd"
    )
    assert (
        Selector(body=bytearray(b"<h1>Hello World</h1>")).xpath("//h1/text()").get()
        == "Hello World"
    )
    assert Selector(body=b"\x00", type="xml").get() == "<html/>"
    assert Selector(body=b'{"a": "b"}', encoding="utf_8").type == "json"


def test_base_url_is_the_documents_url() -> None:
    page = Selector(text='<a href="file.html">x</a>', base_url="http://example.com")
    assert page.root.baseURI == "http://example.com/"
    assert page.css("a")[0].root.href == "http://example.com/file.html"
    with pytest.raises(ValueError, match=r"Invalid URL 'file\.html'"):
        Selector(text="<a>", base_url="file.html")


def test_slicing_and_list_types() -> None:
    page = Selector(text="<div><p>1</p><p>2</p><p>3</p></div>")
    assert type(page.css("p")[2]) is Selector
    assert type(page.css("p")[1:3]) is SelectorList
    assert page.css("p")[1:3].getall() == ["<p>2</p>", "<p>3</p>"]


def test_pickling_fails_and_slots_are_weak_referenceable() -> None:
    page = Selector(text=LIST)
    for value in (page, page.css("li"), page.css("p")):
        with pytest.raises(TypeError):
            pickle.dumps(value, protocol=2)
    weakref.ref(page)
    assert not hasattr(page, "__dict__")


def test_subclasses_make_their_own_kind() -> None:
    class MyList(SelectorList["MySelector"]):
        pass

    class MySelector(Selector):
        selectorlist_cls = MyList

        def extra(self) -> str:
            return "extra" + str(self.get())

    page = MySelector(text="<html><div>foo</div></html>")
    assert isinstance(page.xpath("//div"), MyList) and isinstance(page.css("div")[0], MySelector)
    assert page.css("div")[0].extra() == "extra<div>foo</div>"


def test_drop() -> None:
    page = Selector(text="<ul><li>1</li><li>2</li><li>3</li></ul>")
    page.css("li")[0].drop()
    assert page.css("li::text").getall() == ["2", "3"]
    with pytest.raises(CannotRemoveElementWithoutRoot):
        page.css("li::text").drop()
    with pytest.raises(CannotRemoveElementWithoutParent):
        page.drop()
    with pytest.raises(CannotDropElementWithoutParent):
        page.css("html").drop()
    page.css("li").drop()
    assert page.css("li") == []
    xml = Selector(text="<a><b/>tail<c/></a>", type="xml")
    xml.xpath("//b").drop()
    assert xml.get() == "<a>tail<c/></a>"
    with pytest.raises(CannotRemoveElementWithoutParent):
        xml.xpath("/a").drop()


def test_json_and_jmespath() -> None:
    pytest.importorskip("jmespath")
    data = Selector(
        text='{"html": "<div><a>a<br>b</a>c</div>", "content": [{"name": {"age": 18}}]}'
    )
    assert data.type == "json" and data.attrib == {}
    assert data.jmespath("html").get() == "<div><a>a<br>b</a>c</div>"
    assert data.jmespath("html").xpath("//div/a/text()").getall() == ["a", "b"]
    assert data.jmespath("html").css("div > a::text").getall() == ["a", "b"]
    assert data.jmespath("content").jmespath("name.age").get() == 18
    assert data.jmespath("nothing").getall() == []
    with pytest.raises(ValueError, match="Cannot use xpath on a Selector of type 'json'"):
        data.xpath("//*")
    with pytest.raises(ValueError, match="Cannot use css on a Selector of type 'json'"):
        data.css("*")
    page = Selector(text='<div><content>{"user": [{"name": "A"}, {"name": "B"}]}</content></div>')
    assert page.xpath("//div/content/text()").jmespath("user[*].name").getall() == ["A", "B"]
    assert page.xpath("//content").jmespath("user[*].name").re(r"(\w+)") == ["A", "B"]
    assert repr(Selector(text="true", type="json")) == "<Selector query=None data='True'>"
    assert Selector(text="<html/>", type="json").root is None
    span = Selector(text='<span>{"a": 1}</span>').css("span::text")[0]
    assert span.type == "html" and span.xpath(".").get() == '{"a": 1}'


def test_text_type() -> None:
    text = Selector(text="<p>hi</p>", type="text")
    assert text.get() == "<p>hi</p>" and text.type == "text"
    assert text.css("p::text").get() == "hi"
    assert text.xpath("//p/text()").get() == "hi"


def test_roots_of_the_dom() -> None:
    page = Selector(text="<p>x</p>")
    again = Selector(root=page.root)
    assert again.type == "html" and again.css("p::text").get() == "x"
    xml = Selector(text="<a/>", type="xml")
    assert Selector(root=xml.root).type == "xml"
    with pytest.raises(ValueError, match="object as root"):
        Selector(root=page.root, type="json")
    assert Selector(root=1).type == "json"


def test_invalid_xpath_names_the_query() -> None:
    for query in ("//test[@foo='bar]", "//test[@foo='\\u0431ar]"):
        with pytest.raises(ValueError, match=re.escape(query)):
            Selector(text="<html></html>").xpath(query)
