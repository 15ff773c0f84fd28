"""The page-like bodies whose ``body.innerText`` and computed styles Chromium 156 answered
(``_chromium_text.json``, written by ``python -m tests.text.record_chromium``): nav lists,
tables, style sheets with ``display: none``, ``hidden``, ``<br>``, ``<pre>``, ``<p>`` spacing,
``<select>``, ``<details>``, forms, ``text-transform``, ``visibility``, flex and grid items,
``::before``, ``&shy;``. Each is a whole document; the elements with an ``id`` are those whose
``innerText`` and computed styles are recorded too."""

from __future__ import annotations

__all__ = ["PAGES", "PROPERTIES"]

#: The properties asked of getComputedStyle for each element with an id (and its ::before
#: and ::after).
PROPERTIES = (
    "display",
    "visibility",
    "content-visibility",
    "white-space",
    "white-space-collapse",
    "text-wrap-mode",
    "text-transform",
    "float",
    "position",
    "content",
)

_D = "<!DOCTYPE html><html><head><meta charset=utf-8>"

PAGES: dict[str, str] = {
    "nav-list": _D
    + """<style>nav ul{list-style:none;margin:0}nav li{display:inline}
nav li+li::before{content:" | "}</style></head><body><nav id=n><ul><li><a href=/>Home</a></li>
<li><a href=/a>About</a></li> <li><a href=/c>Contact</a></li></ul></nav><main><h1 id=h>Title</h1>
<p>Intro text.</p></main></body></html>""",
    "table-basic": _D
    + """</head><body><table id=t><thead><tr><th>Name<th>Age</thead>
<tbody><tr><td>Ann<td>31<tr><td>Bob<td> 42 </td></tr></tbody></table><p>after</p></body>""",
    "table-caption": _D
    + """</head><body><table><caption>Cap</caption><tr><td>a</td><td>b</td>
</tr></table>text</body>""",
    "style-display-none": _D
    + """<style>.ad{display:none}#side{display:none!important}
</style></head><body><div>one</div><div class=ad>advert</div><div id=side style="display:block">
side</div><div>two</div></body>""",
    "hidden-attribute": _D
    + """</head><body><div>shown</div><div hidden>gone</div>
<p hidden=until-found>found later</p><span hidden style="display:inline">shown anyway</span>
</body>""",
    "br-lines": _D
    + """</head><body><div id=a>line one<br>line two <br> line three<br><br>
five</div></body>""",
    "pre-block": _D
    + """</head><body><pre id=p>  indented
    more   spaces
tab\there</pre><div>after pre</div></body>""",
    "p-spacing": _D
    + """</head><body><p>first</p><p>second</p><div>div</div><p></p><p>third
</p></body>""",
    "select-options": _D
    + """</head><body><label>Pick <select id=s><option id=o1>One<option selected>
Two<optgroup id=og label=G><option>Three</optgroup></select></label> end</body>""",
    "details-closed": _D
    + """</head><body><details id=d><summary>More</summary><p>Hidden body
</p></details><details open><summary>Open</summary>Shown body</details></body>""",
    "form-values": _D
    + """</head><body><form><input value="typed"> <textarea>area text
</textarea> <button>Go</button> <input type=submit value=Send> <input type=hidden value=h>
</form></body>""",
    "text-transform": _D
    + """<style>.u{text-transform:uppercase}.l{text-transform:lowercase}
.c{text-transform:capitalize}</style></head><body><div id=u class=u>straße ǆemal ﬁx</div>
<div class=l>MIXED Case İ</div><div id=c class=c>hello wORLD-wide o'neil</div></body>""",
    "visibility": _D
    + """</head><body><div>a <span style="visibility:hidden">b</span> c</div>
<div id=v style="visibility:hidden">x <span id=vv style="visibility:visible">y</span> z</div>
</body>""",
    "flex-items": _D
    + """<style>.f{display:flex}</style></head><body><div id=f class=f><span id=i1>
one</span> <span>two</span><a>three</a></div><div style="display:inline-flex"><b>x</b><b>y</b>
</div>tail</body>""",
    "grid-items": _D
    + """</head><body><div style="display:grid;grid-template-columns:1fr 1fr">
<div>a</div><div>b</div><span id=g>c</span></div></body>""",
    "before-after": _D
    + """<style>.q::before{content:"«"}.q::after{content:"»"}
.blk::before{content:"B";display:block}#x::after{content:attr(data-x)}</style></head><body>
<span id=q class=q>quoted</span> <div class=blk>body</div><span id=x data-x="!">x</span></body>""",
    "shy": _D + """</head><body><p>hy&shy;phen&shy;ated and&nbsp;nbsp</p></body>""",
    "inline-block": _D
    + """</head><body><div>123<span style="display:inline-block"> abc </span>def
</div><div>a <span style="display:inline-block">b</span> c</div></body>""",
    "float-position": _D
    + """<style>.fl{float:left}.ab{position:absolute}</style></head><body>
<div>x<span id=fl class=fl>floated</span>y<span id=ab class=ab>abs</span>z</div>
<span id=both class="fl ab">both</span></body>""",
    "display-contents": _D
    + """</head><body><div id=dc style="display:contents">contents
<p>para</p></div><ul style="display:contents"><li>li</ul></body>""",
    "nested-lists": _D
    + """</head><body><ul><li>a<ul><li>a1<li>a2</ul><li>b</ul><ol><li>x<li>y
</ol><dl><dt>term<dd>def</dl></body>""",
    "headings-sections": _D
    + """</head><body><header><h1>Site</h1></header><article><h2>Post</h2>
<section><h3>Sub</h3>text <em>em</em> more</section></article><footer>foot</footer></body>""",
    "script-style-noscript": _D
    + """<style>p{color:red}</style></head><body><script>var x=1
</script><noscript>no js</noscript><p>visible</p><template><p>tpl</p></template></body>""",
    "media-queries": _D
    + """<style>@media (max-width:600px){.wide{display:none}}
@media (min-width:700px){.narrow{display:none}}@media print{.screen{display:none}}
@media screen and (orientation:landscape){.land{text-transform:uppercase}}</style></head><body>
<div class=wide>wide</div><div class=narrow>narrow</div><div class=screen>screen</div>
<div id=land class=land>land</div></body>""",
    "supports-layer": _D
    + """<style>@supports (display:grid){.g{display:none}}
@supports not (display:grid){.ng{display:none}}@layer base, top;@layer top{.t{display:block}}
@layer base{.t{display:none}}.u{display:none}@layer top{.u{display:block}}</style></head><body>
<span class=g>g</span><span class=ng>ng</span><span id=t class=t>t</span><span id=u class=u>u
</span></body>""",
    "important-specificity": _D
    + """<style>#a{display:none}.b{display:block!important}
div.c{visibility:hidden}.c{visibility:visible}</style></head><body><div id=a class=b>shown
</div><div class=c>hidden</div><div class=c style="visibility:visible">inline wins</div>
</body>""",
    "inherit-initial-unset": _D
    + """<style>.p{white-space:pre;text-transform:uppercase}
.i{white-space:initial}.n{text-transform:unset}.r{display:revert}</style></head><body>
<div class=p>a  b<span id=i class=i> c  d </span><span id=n class=n>e</span></div>
<div id=r class=r style="display:block">r</div><p class=r style="display:inline">x</p>y</body>""",
    "white-space-values": _D
    + """</head><body><div style="white-space:pre-line">  a  b
  c </div><div style="white-space:nowrap">  n   o </div><div style="white-space:pre-wrap">
 p  q </div><div style="white-space:break-spaces">r  s</div></body>""",
    "entities-nbsp": _D
    + """</head><body><div>a&nbsp;&nbsp;b &amp; c&lt;d</div>
<div>  &#x20; x</div></body>""",
    "links-buttons": _D
    + """</head><body><a href=#>link</a> | <button>btn <b>bold</b></button>
<input type=button value=inp> <label>lbl <input type=checkbox></label></body>""",
    "images-media": _D
    + """</head><body>before <img alt="alt text"> middle <video>fallback</video>
<canvas>c</canvas> <iframe>i</iframe> after <svg><text>svg text</text></svg> end</body>""",
    "empty-blocks": _D + """</head><body>a<div></div><div></div>b<div> </div>c<p></p>d</body>""",
    "blockquote-hr": _D
    + """</head><body><blockquote>quote</blockquote><hr>line<hr>
<address>addr</address><figure><figcaption>cap</figcaption></figure></body>""",
    "dialog-popover": _D
    + """</head><body><dialog>closed dialog</dialog><dialog open>open dialog
</dialog><div popover>popover</div>rest</body>""",
    "ruby": _D + """</head><body><ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp>字</ruby></body>""",
    "table-nested": _D
    + """</head><body><table><tr><td>a<table><tr><td>x<td>y</table><td>b
</table><table><tbody><tr><td>1</tbody><tbody><tr><td>2</tbody><tfoot><tr><td>f</tfoot>
</table></body>""",
    "table-hidden-cells": _D
    + """</head><body><table><tr><td>a<td style="display:none">b<td>c
<tr style="display:none"><td>hidden<tr><td>last</table></body>""",
    "css-tables": _D
    + """<style>.t{display:table}.r{display:table-row}.c{display:table-cell}
</style></head><body><div class=t><div class=r><span class=c>1</span><span class=c>2</span>
</div><div class=r><span class=c>3</span></div></div>after</body>""",
    "content-visibility": _D
    + """</head><body><div>a</div><div id=cv style="content-visibility:
hidden">skipped</div><div>b</div></body>""",
    "mixed-inline-block": _D
    + """</head><body><span>a<div>b</div>c</span> <em>d <p>e</p> f</em>
</body>""",
    "comments-pi": _D + """</head><body>a<!-- comment -->b<div>c<!--x-->d</div></body>""",
    "long-article": _D
    + """<style>.meta{font-size:small}.share{display:none}
article p:first-of-type{text-transform:uppercase}</style></head><body><article><h1>Headline
</h1><div class=meta>By <a>Writer</a> · 3 min</div><p>First paragraph of the story.</p>
<p>Second, with <a href=#>a link</a> and <code>code</code>.</p><div class=share>Share!</div>
<ul class=tags><li>#one</li><li>#two</li></ul></article></body>""",
    "attribute-selectors": _D
    + """<style>[data-hide]{display:none}a[href^=http]::after{content:
" ↗"}input[type=text i]{display:none}</style></head><body><span data-hide>x</span>
<a id=ext href="https://e.com">ext</a> <a href=/in>int</a></body>""",
    "pseudo-classes": _D
    + """<style>li:first-child{text-transform:uppercase}li:nth-child(2n)
{display:none}li:not(.keep):last-child{visibility:hidden}:is(.x,.y){white-space:pre}</style>
</head><body><ul><li>one<li>two<li>three<li class=keep>four</ul><div class=y> a  b</div>
</body>""",
    "quirks-mode": """<html><body><p>para<table><tr><td>cell</table><div class=CaSe>x</div>
<style>.case{display:none}</style></body></html>""",
    "full-width": _D
    + """</head><body><div id=fw style="text-transform:full-width">ab 12!</div>
</body>""",
    "svg-text": _D
    + """</head><body>a<svg id=svg><g><text>one<tspan>two</tspan></text>loose
<title>tip</title></g></svg>b<svg><foreignObject><div>fo</div></foreignObject></svg></body>""",
    "inline-target": _D
    + """<style>.pre{white-space:pre}</style></head><body><div class=pre>a
<span id=s1 style="white-space:normal"> b  c </span>d</div><div>x <span id=s2> y </span>
z</div><div><span id=s3> lead</span></div></body>""",
    "br-in-pre-line": _D
    + """</head><body><div style="white-space:pre-line">a<br>  b
c</div></body>""",
}
