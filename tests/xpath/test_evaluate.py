"""Evaluating XPath 1.0 over webapi's DOM through ``webapi.xpath.select``: what WPT's
``domxpath/`` checks (booleans, numbers, node-sets, predicates, the string functions,
``lang()``, HTML's element and attribute name rules) in our words, XML documents by XPath's
own rules, and deep trees without RecursionError."""

from __future__ import annotations

import math

import pytest

from webapi.dom import DOMException
from webapi.html import DOMParser
from webapi.xpath import select

NAMESPACES = {
    "html": "http://www.w3.org/1999/xhtml",
    "svg": "http://www.w3.org/2000/svg",
    "math": "http://www.w3.org/1998/Math/MathML",
    "xlink": "http://www.w3.org/1999/xlink",
}


def html(markup: str) -> object:
    return DOMParser().parseFromString(markup, "text/html")


def xml(markup: str) -> object:
    return DOMParser().parseFromString(markup, "text/xml")


@pytest.fixture
def context() -> object:
    """WPT's ``#context`` with three spans and two brs."""
    document = html("<div id=context><span></span><span></span><span></span><br><br></div>")
    return document.getElementById("context")  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("expression", "expected"),
    [
        ("(./span)[4] or ./br[2]", True),
        ("count((./span)[3]) = count(./br[2])", True),
        ("count((./span)[3]) != count(./br[2])", False),
        ("count((./span)[3]) < count(./br)", True),
        ("count((./span)[3]) > count(./br[2])", False),
        ("count((./span)[3]) >= count(./br)", False),
        ("count((./span)[3]) <= count(./br[2])", True),
        ("count((./span)[1]) + count(./br)", 3.0),
        ("count((./span)[1]) - count(./br)", -1.0),
        ("count((./span)[1]) * count(./br)", 2.0),
        ("count((./span)[1]) div count(./br)", 0.5),
        ("count((./span)[1]) mod count(./br)", 1.0),
    ],
)
def test_operators_depend_on_the_context_node(
    context: object, expression: str, expected: object
) -> None:
    assert select(context, expression) == expected


def test_string_functions_with_node_set_arguments() -> None:
    document = html(
        "<div id=a><span>^^^bar$$$</span><span></span><br><br><br><br></div>"
        "<div id=b><span>^^^bar$$$</span><span><b>^^^</b></span><b>bar</b><b>foo</b></div>"
        "<div id=c><span>abc</span><span>b</span></div>"
    )
    a, b, c = (document.getElementById(name) for name in "abc")  # type: ignore[attr-defined]
    assert select(a, "substring((./span)[1], count(./br))") == "bar$$$"
    assert select(b, "translate((./span)[1], (./b)[1], ./b[2])") == "^^^foo$$$"
    assert select(c, "concat(./span[1], ./span[2])") == "abcb"
    assert select(c, "contains(./span[1], ./span[2])") is True
    assert select(c, "starts-with(./span[1], ./span[2])") is False
    assert select(c, "substring-before(./span[1], ./span[2])") == "a"
    assert select(c, "substring-after(./span[1], ./span[2])") == "c"


def test_normalize_space_only_xpath_white_space() -> None:
    document = html("<p id=target>\n a \t b </p>")
    assert select(document.getElementById("target"), "normalize-space()") == "a b"  # type: ignore[attr-defined]
    assert select(document, "normalize-space(' a \t  b\r\nc ')") == "a b c"
    assert select(document, "normalize-space('y\x0b\x0c\x0e\x0fz')") == "y\x0b\x0c\x0e\x0fz"
    assert select(document, "normalize-space('\xa0 \u3000')") == "\xa0 \u3000"


def test_union_and_predicates_keep_the_context_node() -> None:
    document = html("<body><div></div></body>")
    root = document.documentElement  # type: ignore[attr-defined]
    assert select(document, "(.//div)[1]|.") == [document, document.body.firstChild]  # type: ignore[attr-defined]
    assert select(root, "(.//div)[1]|.") == [root, document.body.firstChild]  # type: ignore[attr-defined]
    tables = html("<table></table><table><tr><th><th><th><th></table><table></table>")
    found = select(tables.documentElement, "(//table)[count((//table)[2]/descendant::th)-1]")  # type: ignore[attr-defined]
    assert found == [tables.body.lastChild]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("expression", "markup", "expected"),
    [
        ('lang("en")', '<root><match xml:lang="en"/></root>', True),
        ('lang("en")', '<root><match xml:lang="EN"/></root>', True),
        ('lang("en")', '<root><match xml:lang="en-us"/></root>', True),
        ('lang("en")', "<root><unmatch/></root>", False),
        ('lang("ja")', '<root xml:lang="ja"><match/></root>', True),
        ('lang("ja")', '<root xml:lang="ja-jp"><unmatch xml:lang="ja_JP"/></root>', False),
        ('lang("ko")', '<root><unmatch xml:lang="&#x212A;o"/></root>', False),  # no Unicode folding
    ],
)
def test_lang(expression: str, markup: str, expected: bool) -> None:
    document = xml(markup)
    assert select(document.documentElement.firstChild, expression) is expected  # type: ignore[attr-defined]


SVG_PAGE = (
    "<div id=log nonÄsciiAttribute=1><span></span></div><dØdd></dØdd>"
    "<svg><path id=a refX=1></path><path id=b nonÄscii=1 xlink:href=x></path></svg>"
)


@pytest.mark.parametrize(
    ("expression", "expected"),
    [
        ("//div", ["div"]),
        ("//html:div", ["div"]),
        ("//html:div/span", ["span"]),
        ("//path", []),  # another namespace than HTML's needs a prefix
        ("//svg:path", ["path", "path"]),
        ("//DiV", ["div"]),  # HTML elements: ASCII case-insensitive
        ("//svg:PatH", []),
        ("//dØdd", ["dØdd"]),
        ("//dødd", []),  # ... ASCII only
        ("//DØDD", ["dØdd"]),
        ("//div[@id='log']", ["div"]),
        ("//div[@Id='log']", ["div"]),
        ("//*[@id]", ["div", "path", "path"]),
        ("//*[@nonÄsciiattribute]", ["div"]),
        ("//*[@nonäsciiattribute]", []),
        ("//*[@nonÄsciiAttribute]", ["div"]),
        ("//svg:path[@Id]", []),  # SVG attributes: exact
        ("//*[@Id]", ["div"]),
        ("//*[@refX]", ["path"]),
        ("//*[@Refx]", []),
        ("//*[@refx]", []),
        ("//*[@nonÄscii]", ["path"]),
        ("//*[@nonäscii]", []),
        ("//*[@xmlns]", []),
        ("//*[@xlink:href]", ["path"]),
    ],
)
def test_html_name_rules(expression: str, expected: list[str]) -> None:
    found = select(html(SVG_PAGE), expression, NAMESPACES)
    assert [node.localName for node in found] == expected  # type: ignore[union-attr]


def test_an_unresolved_prefix_is_a_namespace_error() -> None:
    with pytest.raises(DOMException) as raised:
        select(html(SVG_PAGE), "//invalid:path")
    assert raised.value.name == "NamespaceError"


def test_xml_documents_by_xpath_rules() -> None:
    document = xml('<r xmlns:p="urn:p"><a/><A/><p:a/><b xmlns="urn:d"/></r>')
    assert [n.nodeName for n in select(document, "//a")] == ["a"]  # type: ignore[union-attr]
    assert [n.nodeName for n in select(document, "//p:a", {"p": "urn:p"})] == ["p:a"]  # type: ignore[union-attr]
    assert select(document, "//b") == []
    assert select(document, "count(//d:*)", {"d": "urn:d"}) == 1.0
    # xmlns declarations are namespace nodes to a name test, and attributes to node() (Chromium)
    assert select(document, "count(//@*)") == 0.0
    assert select(document, "count(//attribute::node())") == 2.0


def test_axes_in_both_directions() -> None:
    document = html("<ul><li>1<li>2<li>3<li>4</ul>")
    li = select(document, "//li[3]")[0]  # type: ignore[index]

    def text(nodes: object) -> list[str]:
        return [n.textContent for n in nodes]  # type: ignore[attr-defined]

    assert text(select(li, "preceding-sibling::li")) == ["1", "2"]
    assert text(select(li, "preceding-sibling::li[1]")) == ["2"]  # proximity: nearest first
    assert text(select(li, "following-sibling::li")) == ["4"]
    assert [n.localName for n in select(li, "ancestor::*")] == ["html", "body", "ul"]  # type: ignore[union-attr]
    assert [n.localName for n in select(li, "ancestor::*[1]")] == ["ul"]  # type: ignore[union-attr]
    assert text(select(li, "preceding::text()")) == ["1", "2"]
    assert text(select(li, "following::text()")) == ["4"]
    assert select(li, "namespace::*") == []  # as in Chromium
    attribute = select(html("<p id=x><b>in</b></p><i>after</i>"), "//p/@id")[0]  # type: ignore[index]
    assert [n.localName for n in select(attribute, "following::*")] == ["b", "i"]  # type: ignore[union-attr]
    assert [n.localName for n in select(attribute, "..")] == ["p"]  # type: ignore[union-attr]
    assert select(attribute, "child::node()") == []


def test_numbers() -> None:
    document = html("")
    assert math.isnan(select(document, "0 div 0"))  # type: ignore[arg-type]
    assert select(document, "1 div 0") == math.inf
    assert math.copysign(1, select(document, "-0")) == -1  # type: ignore[arg-type]
    assert select(document, "string(1 div 3)") == "0.333333"  # Chromium's six digits
    assert select(document, "string(-0)") == "0"
    assert select(document, "round(2.5)") == 3.0
    assert math.copysign(1, select(document, "round(-0.2)")) == -1  # type: ignore[arg-type]
    assert math.isnan(select(document, "number('1e3')"))  # type: ignore[arg-type]
    assert select(document, "number(' -1.5 ')") == -1.5


def test_id_uses_the_dom_ids() -> None:
    document = html("<p id=a>1</p><p id=b>2</p><p id=b>3</p><p>a b</p>")
    assert [n.textContent for n in select(document, "id('b a')")] == ["1", "2"]  # type: ignore[union-attr]
    assert [n.textContent for n in select(document, "id(//p[4])")] == ["1", "2"]  # type: ignore[union-attr]


def test_deep_trees_without_recursion() -> None:
    document = html("")
    parent = document.body  # type: ignore[attr-defined]
    for _ in range(5000):
        child = document.createElement("div")  # type: ignore[attr-defined]
        parent.appendChild(child)
        parent = child
    parent.appendChild(document.createTextNode("x"))  # type: ignore[attr-defined]
    assert select(document, "count(//div)") == 5000.0
    assert select(parent, "count(ancestor::div)") == 4999.0
    assert select(document, "string(/)") == "x"
    assert [n.localName for n in select(parent, "preceding::*")] == ["head"]  # type: ignore[union-attr]
    assert select(document, "count(//div[last()])") == 5000.0


def test_the_first_positions_on_linked_axes() -> None:
    # following-sibling::p[1] and its kin walk to the position asked for; what they select
    # is XPath's: the n-th node of the axis in its order, then the next predicates on it alone
    document = html("<div>" + "".join(f"<p id=p{i}>{i}</p><i></i>" for i in range(6)) + "</div>")
    assert [n.id for n in select(document, "//p[1]/following-sibling::p[2]")] == ["p2"]  # type: ignore[union-attr]
    assert [n.id for n in select(document, "//p[5]/preceding-sibling::p[1]")] == ["p3"]  # type: ignore[union-attr]
    assert [n.id for n in select(document, "//p/following-sibling::p[1]")] == [  # type: ignore[union-attr]
        "p1",
        "p2",
        "p3",
        "p4",
        "p5",
    ]
    assert select(document, "//p/following-sibling::p[1][. > 3][last()]/@id") != []
    assert select(document, "//p[6]/following-sibling::p[1]") == []
    assert [n.localName for n in select(document, "//p[1]/ancestor::*[2]")] == ["body"]  # type: ignore[union-attr]
    assert [n.localName for n in select(document, "//p[1]/ancestor-or-self::*[1]")] == ["p"]  # type: ignore[union-attr]
    assert select(document, "count(//div/child::p[7])") == 0.0
    assert select(document, "string(//div/child::*[4])") == ""  # an <i>


def test_the_root_from_an_attribute_is_the_attribute() -> None:
    # Chromium: "/" from an attribute is the attribute (the root of its own tree), so an
    # absolute path from one finds nothing below it; id() still searches the document
    document = html("<p id=a class=c><b>x</b></p>")
    attribute = select(document, "//p/@class")[0]  # type: ignore[index]
    assert select(attribute, "/") == [attribute]
    assert select(attribute, "count(//*)") == 0.0
    assert [n.localName for n in select(attribute, "id('a')")] == ["p"]  # type: ignore[union-attr]
    assert [n.localName for n in select(attribute, "../b")] == ["b"]  # type: ignore[union-attr]


def test_ancestor_or_self_from_an_attribute_reaches_its_element() -> None:
    document = html("<div id=d><p class=c></p></div>")
    assert [n.localName for n in select(document, "//@*/ancestor-or-self::div")] == ["div"]  # type: ignore[union-attr]
    # (an attribute is no element: * skips it)
    assert [n.localName for n in select(document, "//@class/ancestor-or-self::*[1]")] == ["p"]  # type: ignore[union-attr]
    assert [n.localName for n in select(document, "//@class/ancestor-or-self::*[2]")] == ["div"]  # type: ignore[union-attr]
    found = select(document, "//p/@class/ancestor-or-self::node()")
    assert [n.nodeName for n in found] == ["#document", "HTML", "BODY", "DIV", "P", "class"]  # type: ignore[union-attr]


def _negative_zero(value: object) -> bool:
    return value == 0 and math.copysign(1.0, value) < 0  # type: ignore[arg-type]


def test_floor_and_ceiling_keep_negative_zero() -> None:
    # IEEE 754's floor and ceil of -0 are -0 (Chromium's, JavaScript's Math.floor); the
    # generated differential found floor(-0) made +0 (1 div floor(-0) was Infinity)
    document = html("<p>x</p>")
    for expression in ("floor(-0)", "ceiling(-0)", "ceiling(-0.5)", "round(-0)"):
        assert _negative_zero(select(document, expression)), expression
    assert select(document, "1 div floor(-0)") == -math.inf
    assert select(document, "floor(-0.5)") == -1.0
    assert not _negative_zero(select(document, "floor(0)"))


def test_sum_adds_one_by_one_from_zero() -> None:
    # Chromium adds a node-set's numbers in document order from +0: not an exactly rounded
    # sum (0.1 + 0.2 + 0.3 is 0.6000000000000001), and -0 alone sums to +0
    document = xml("<r><a>0.1</a><a>0.2</a><a>0.3</a><b>-0</b></r>")
    assert select(document, "sum(//a)") == 0.1 + 0.2 + 0.3 != 0.6
    assert select(document, "string(sum(//a) * 10)") == "6"
    assert not _negative_zero(select(document, "sum(//b)"))
    assert select(document, "1 div sum(//b)") == math.inf


def test_substring_from_negative_infinity_is_empty() -> None:
    # Chromium's departure: from -Infinity the substring is empty (XPath 1.0: the whole
    # string, every position p having round(p) >= -Infinity); a start of -1e19 is finite
    document = html("<p>x</p>")
    assert select(document, "substring('12345', -1 div 0)") == ""
    assert select(document, "substring('12345', -1 div 0, 1 div 0)") == ""
    assert select(document, "substring('12345', -10000000000000000000)") == "12345"
    assert select(document, "substring('12345', -42, 1 div 0)") == "12345"


def test_translate_maps_utf16_code_units() -> None:
    # Chromium's translate() maps UTF-16 code units: an emoji is two, each mapped on its own
    # (found by the generated differential: translate(., '-Infinity', '\U0001f600x') mapped
    # 'n' to 'x' in Chromium)
    document = html("<p>x</p>")
    assert select(document, "translate('x-I', '-I', '\U0001f600')") == "x\U0001f600"
    assert select(document, "translate('\U0001f600', '\U0001f600', 'ab')") == "ab"
    assert select(document, "translate('a\U0001f600b', '\U0001f600', 'x')") == "axb"
    assert select(document, "translate('\u00dcn', '-Infinity', '\U0001f600x')") == "\u00dcx"
    assert select(document, "translate('caf\u00e9', '\u00e9', 'e')") == "cafe"


def test_lang_from_an_attribute_is_false() -> None:
    # Chromium walks the DOM's parentNode, which an attribute lacks: lang() from one is
    # false, whatever its element's xml:lang (found by the generated differential)
    document = xml('<r xml:lang="en"><a x="1"/><b xml:lang="" y="2"/></r>')
    assert select(document, "count(//@*[lang('en')])") == 0.0
    assert select(document, "count(//@y[lang('')])") == 0.0
    assert select(document, "count(//*[lang('en')])") == 2.0
    assert select(document, "count(//b[lang('')])") == 1.0
    assert select(document, "count(//text()[lang('en')])") == 0.0
