"""The Chromium differential's page and expressions (shared by the recorded answers' test,
``test_chromium_recorded.py``, and the e2e test that asks Chromium again), and the one way
both sides describe a result: a node by its path from the root (child indices, then
``@name`` for an attribute), numbers as JavaScript writes them, or the exception's name.

Run ``python -m tests.xpath.chromium_cases`` to ask Chromium (/usr/bin/chromium) again and
rewrite ``chromium_answers.json``.
"""

from __future__ import annotations

import json
from pathlib import Path

PAGE = """<!DOCTYPE html><html lang=en><head><title>Shop</title></head><body>
<div id=main class="x price"><h2>Items</h2><ul><li>a</li><li class=odd>b</li><li>c</li></ul></div>
<TABLE><TR><TD>1<TD>2<TR><td>3<td>4.5</TABLE>
<a href="https://example.com/x">one</a> <a href=/y>two</a><!-- note -->
<svg viewBox="0 0 1 1"><path Id=p refX=1 /><foreignObject><p>fo</p></foreignObject></svg>
<math><mi>x</mi></math>
<template id=tpl><p>inside</p></template>
<p xml:lang=fr>  spaced   text  </p><p id=dup>d1</p><p id=dup>d2</p>
<form><input type=hidden name=token value=v1><input name=q value=" q "></form>
<DiV Data-X=UP>upper</DiV><p>caf\u00e9 \U0001f600</p>
</body></html>"""

EXPRESSIONS = [
    "//a/@href",
    "//div[@class='x price']//h2/text()",
    "//table/tbody/tr[position() mod 2 = 0]/td[2]",
    "//table/tr",
    "//*[contains(@class, 'price')]",
    "//a[starts-with(@href, 'https')]",
    "count(//li)",
    "//h1 | //h2",
    "//*[@id='main']/ul/li[last()]",
    "//p[normalize-space()]",
    "//form//input[@type='hidden']/@value",
    "//TD",
    "//svg",
    "//path",
    "//*[@refX]",
    "//*[@refx]",
    "//*[@Id]",
    "//*[@data-x]",
    "//div[@DATA-X='UP']",
    "//template/p",
    "//template//p",
    "//foreignObject",
    "//*[local-name()='foreignObject']/*",
    "name(//*[local-name()='path'])",
    "namespace-uri(//*[local-name()='mi'])",
    "local-name(//*[@id='main']/@*[1])",
    "string(//td[last()])",
    "sum(//td)",
    "sum(//td) div count(//td)",
    "string(1 div 3)",
    "string(1 div 0)",
    "string(-1 div 0)",
    "string(0 div 0)",
    "string(-0)",
    "string(1e3)",
    "string(100000000000000000000000)",
    "string(0.000001)",
    "string(0.0000001)",
    "round(-0.5)",
    "round(2.5)",
    "1 div round(-0.4)",
    "5 mod -2",
    "-5 mod 2",
    "number(' 12 ')",
    "number('1e3')",
    "number('-.5')",
    "floor(-1.5)",
    "ceiling(-0.5)",
    "substring('12345', 1.5, 2.6)",
    "substring('12345', 0, 3)",
    "substring('12345', 0 div 0, 3)",
    "substring('12345', -42, 1 div 0)",
    "substring(//p[last()], 6)",
    "string-length(//p[last()])",
    "translate('bar', 'abc', 'ABC')",
    "substring-before('1999/04/01', '/')",
    "substring-after('1999/04/01', '/')",
    "normalize-space(//p[@xml:lang])",
    "concat('a', 1, true())",
    "//li[2]/preceding-sibling::li",
    "//li[2]/following-sibling::*",
    "//li[3]/ancestor::*[1]",
    "//li[3]/ancestor::*[last()]",
    "(//li)[2]/preceding::*[1]",
    "//td[1]/following::td[1]",
    "id('main')/h2",
    "id('dup')",
    "id('tpl main')",
    "//td[. > 2]",
    "//td[. = '4.5']",
    "//li = 'b'",
    "//li != 'b'",
    "//li < //td",
    "boolean(//nothing)",
    "not(//li)",
    "lang('en')",
    "//p[lang('fr')]",
    "//comment()",
    "//text()[contains(., 'one')]",
    "//node()[self::a]",
    "//*[self::td or self::li][2]",
    "(//td | //li)[position() > 4]",
    "//@*[name() = 'href']",
    "//input/attribute::*[2]",
    "child::*",
    "/",
    "/*",
    "//*[count(*) = 3]",
    "//ul/li[position() = last() - 1]",
    "-//td[1]",
    "--//td[2]",
    "//td[1] * 2",
    "//li[2]/preceding::text()[1]",
    "svg:svg",
    "//",
    "foo()",
    "//li[",
    "count(1)",
    "$x",
    "1 | 2",
    "string-length(//p[contains(., 'caf')])",
    "substring(//p[contains(., 'caf')], 6)",
    "substring(//p[contains(., 'caf')], 7)",
    "translate(//p[contains(., 'caf')], 'é', 'e')",
    "string(123456789)",
    "string(//td[2] * 1000000)",
    "string(-0.0000012345)",
    "string(1 div 7 * 1000)",
    "//td[position() = 2 or position() = last()]",
    "//tr[td > 3]/td[1]",
    "count(//*)",
    "count(//node())",
    "count(//@*)",
    "//text()[normalize-space()][last()]",
    "(//li | //td)[last()]/preceding-sibling::*",
    "descendant::li[2]/following::*[3]",
    "//ul/ancestor-or-self::*[2]",
    "//li[.='c']/../li[1]",
    "//*[starts-with(name(), 'T')]",
    "//*[name() = 'svg']/@viewBox",
    "sum(//li)",
    "string(number('  4.50  '))",
    "boolean('0')",
    "1 = true()",
    "'1' = 1.0",
    "//li = //td",
    "//td[3] > //li",
    "count(id('tpl')/*)",
    "//input[@value = ' q ']/@name",
    "//processing-instruction()",
    "/html/body/*[1]/self::div/@id",
]

#: An XML document with namespaces, prefixes, a default namespace, upper-case names, a
#: processing instruction, CDATA and ``xml:lang``; the expressions' prefixes by
#: :data:`NAMESPACES`.
XML_PAGE = """<?xml version="1.0"?>
<catalog xmlns="urn:default" xmlns:p="urn:p" xmlns:q="urn:q" xml:lang="en-GB">
  <?sort order="asc"?>
  <Item id="i1" p:code="A1"><name>Apple</name><price>1.5</price></Item>
  <item id="i2"><name>Pear</name><price>2</price><p:note>ripe</p:note></item>
  <p:item q:rank="1"><p:name>Plum</p:name><![CDATA[<raw>]]></p:item>
  <none xmlns=""><leaf>x</leaf><LEAF>y</LEAF></none>
  <!-- end -->
</catalog>"""

NAMESPACES = {"d": "urn:default", "p": "urn:p", "q": "urn:q", "x": "urn:default"}

XML_EXPRESSIONS = [
    "//item",
    "//d:item",
    "//d:Item",
    "//p:item",
    "//*[local-name() = 'item']",
    "//leaf",
    "//LEAF",
    "//none/*",
    "//@id",
    "//@p:code",
    "//@*",
    "//p:item/@q:rank",
    "count(//p:*)",
    "count(//d:*)",
    "count(//*)",
    "//processing-instruction()",
    "//processing-instruction('sort')",
    "string(//processing-instruction())",
    "//comment()",
    "string(//p:item)",
    "//p:item/text()",
    "name(//p:item/*)",
    "namespace-uri(//d:price)",
    "local-name(//@p:code)",
    "name(//@p:code)",
    "sum(//d:price)",
    "//d:item[d:price > 1.8]/d:name",
    "lang('en')",
    "//d:name[lang('en-gb')]",
    "//d:name[lang('EN')]",
    "id('i2')",
    "//x:name | //p:name",
    "//d:*[1]",
    "/d:catalog/d:*[last()]",
    "//q:*",
    "//z:item",
    "count(//*/namespace::*)",
    "count(//d:item/namespace::node())",
    "//d:item/following-sibling::*[1]",
    "//d:price/preceding::*[2]",
    "//@q:rank/..",
    "//@q:rank/following::*",
    "//@q:rank/ancestor::*",
]
HERE = Path(__file__).parent
ANSWERS = HERE / "chromium_answers.json"
XML_ANSWERS = HERE / "chromium_xml_answers.json"

#: JavaScript: parse the page, evaluate each expression, describe each result.
SCRIPT = """([page, mime, expressions, namespaces]) => {
  const doc = new DOMParser().parseFromString(page, mime);
  const resolver = (prefix) => namespaces[prefix] || null;
  const path = (node) => {
    const steps = [];
    if (node.nodeType === 2) { steps.push('@' + node.name); node = node.ownerElement; }
    while (node.parentNode) {
      steps.push(String(Array.prototype.indexOf.call(node.parentNode.childNodes, node)));
      node = node.parentNode;
    }
    return steps.reverse().join('/');
  };
  return expressions.map((expression) => {
    try {
      const any = doc.evaluate(expression, doc, resolver, XPathResult.ANY_TYPE, null);
      switch (any.resultType) {
        case 1: return ['number', String(any.numberValue)];
        case 2: return ['string', any.stringValue];
        case 3: return ['boolean', any.booleanValue];
      }
      const nodes = doc.evaluate(expression, doc, resolver, 7, null);  // ORDERED_NODE_SNAPSHOT_TYPE
      const found = [];
      for (let i = 0; i < nodes.snapshotLength; i++) found.push(path(nodes.snapshotItem(i)));
      return ['nodes', found];
    } catch (error) {
      return ['error', error.name];
    }
  });
}"""


def ask_chromium(xml: bool = False) -> list[list[object]]:
    """Chromium's descriptions of the results of :data:`EXPRESSIONS` on :data:`PAGE` (with
    ``xml``: of :data:`XML_EXPRESSIONS` on :data:`XML_PAGE`, prefixes by :data:`NAMESPACES`)."""
    from oracles.chromium import evaluate

    if xml:
        arguments = [XML_PAGE, "application/xml", XML_EXPRESSIONS, NAMESPACES]
    else:
        arguments = [PAGE, "text/html", EXPRESSIONS, {}]
    return evaluate(SCRIPT, arguments)  # type: ignore[no-any-return]


if __name__ == "__main__":
    answers = dict(zip(EXPRESSIONS, ask_chromium(), strict=True))
    ANSWERS.write_text(json.dumps(answers, indent=1) + "\n", "utf-8")
    xml_answers = dict(zip(XML_EXPRESSIONS, ask_chromium(xml=True), strict=True))
    XML_ANSWERS.write_text(json.dumps(xml_answers, indent=1) + "\n", "utf-8")
