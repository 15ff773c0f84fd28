"""webapi.aria's computed role and accessible name on small documents, each answer as Chromium
156's ``computedRole``/``computedName`` gave it (asked once with the ComputedAccessibilityInfo
feature; the generated differential, ``test_aria_generated.py``, keeps asking)."""

from __future__ import annotations

import pytest

from tests._sample import sampled
from webapi.aria import name, role
from webapi.html import DOMParser

#: (body markup, the answers of each element whose id starts with "t": (role, name)).
CASES = [
    ('<button id=t aria-label="  A   B  ">x</button>', [("button", " A B ")]),
    ("<button id=t>  A   B  </button>", [("button", "A B")]),
    ('<button id=t><img alt="x">x</button>', [("button", "x x")]),
    ("<button id=t><span>a</span><span>b</span></button>", [("button", "ab")]),
    ("<button id=t><span>a</span><div>b</div></button>", [("button", "a b")]),
    ('<button id=t><img alt="">  Name  </button>', [("button", " Name")]),
    ('<a id=t title="T">x</a>', [("generic", "")]),
    ('<span id=t title="T" aria-label="L">x</span>', [("generic", "L")]),
    ('<div id=t role=button>a <img alt="I"> c</div>', [("button", "a I c")]),
    ("<div id=t role=button>a<input value=V>c</div>", [("button", "a V c")]),
    ("<h1 id=t>a<br>b</h1>", [("heading", "a b")]),
    ('<img id=t alt="" title="T">', [("image", "")]),
    ('<img id=t title="T">', [("image", "T")]),
    ("<ul role=none><li id=t>x</li></ul>", [("none", "")]),
    ("<div role=none><li id=t>x</li></div>", [("listitem", "")]),
    (
        "<table role=presentation><tr id=t1><td id=t2>x</td></tr></table>",
        [("generic", ""), ("generic", "")],
    ),
    ("<fieldset id=t role=region><legend>L</legend></fieldset>", [("group", "L")]),
    ("<table role=grid><tr><th id=t>x</th><td>y</td></tr></table>", [("rowheader", "x")]),
    ("<table><tr><th id=t>x</th><th>y</th></tr></table>", [("columnheader", "x")]),
    ("<form id=t>x</form>", [("form", "")]),
    ("<section id=t title=T>x</section>", [("region", "T")]),
    ("<section><aside id=t>x</aside></section>", [("generic", "")]),
    ("<main><header id=t>x</header></main>", [("sectionheader", "")]),
    ("<article><footer id=t>x</footer></article>", [("sectionfooter", "")]),
    ("<dl id=t><dt>a</dt></dl>", [("", "")]),
    ("<details><summary id=t>x</summary></details>", [("", "x")]),
    (
        "<details><div id=t1>x</div><button id=t2>y</button></details>",
        [("", ""), ("", "")],
    ),
    ("<select id=t size=1 multiple><option>a</option></select>", [("combobox", "")]),
    ('<select id=t size="2x"><option>a</option></select>', [("listbox", "")]),
    (
        "<input id=t type=email list=dl><datalist id=dl><option>a</option></datalist>",
        [("combobox", "")],
    ),
    ("<input id=t type=email list=dl>", [("textbox", "")]),
    ("<input id=t type=date>", [("", "")]),
    ("<input id=t type=image>", [("button", "Submit")]),
    ("<label for=t>L1</label><label>L2 <input id=t></label>", [("textbox", "L1 L2")]),
    ("<input id=t title=T placeholder=P>", [("textbox", "T")]),
    ('<input id=t placeholder="  P  ">', [("textbox", " P ")]),
    ("<a id=t href=# role=none>x</a>", [("link", "x")]),
    # generated content (the bulk of the generated differential): none of a pseudo-element
    # without a box or invisible, a block's set apart, none of a replaced element's
    (
        '<style>.h::after{content:"G";display:none}</style><button id=t class=h>x</button>',
        [("button", "x")],
    ),
    (
        '<style>.v::before{content:"U";visibility:hidden}</style><button id=t class=v>x</button>',
        [("button", "x")],
    ),
    (
        '<style>.k::before{content:"B";display:block}</style><button id=t class=k>x</button>',
        [("button", "B x")],
    ),
    (
        '<style>.b::before{content:"B"}</style><div id=t role=button><input class=b value=V>x'
        "</div>",
        [("button", "V x")],
    ),
    (
        '<style>.b::before{content:"B"}</style><input id=t type=search role=button class=b>',
        [("button", "")],
    ),
    (
        '<style>.b::before{content:"B"}</style><div id=t role=button><img class=b alt=I>x</div>',
        [("button", "I x")],
    ),
    # a placeholder names text fields alone
    ("<input id=t type=checkbox placeholder=P>", [("checkbox", "")]),
    ("<input id=t type=radio placeholder=P>", [("radio", "")]),
    ("<input id=t type=number placeholder=P>", [("spinbutton", "P")]),
    # an empty text field in a name from content: its own name (aria-label, title,
    # placeholder) where it has no value
    ("<a id=t href=#>A <input placeholder=P></a>", [("link", "A P")]),
    ("<a id=t href=#>A <input placeholder=P aria-label=L></a>", [("link", "A L")]),
    ("<a id=t href=#>A <input placeholder=P value=V></a>", [("link", "A V")]),
    ("<div id=t role=button><input type=search placeholder=P></div>", [("button", "P")]),
    # a list element with an abstract or unknown role owns no list items
    ("<ul role=widget><li id=t>x</li></ul>", [("none", "")]),
    ("<ol role=bogus><li id=t>x</li></ol>", [("none", "")]),
    ('<div id=t role="none" aria-label="x">x</div>', [("generic", "x")]),
    ('<div id=t role="IMG">x</div>', [("image", "")]),
    ('<div id=t role="bogus button">x</div>', [("button", "x")]),
    ('<div id=t role="widget">x</div>', [("generic", "")]),
    ("<div id=t role=option>x</div>", [("generic", "")]),
    ("<div role=listbox><div><div id=t role=option>x</div></div></div>", [("option", "x")]),
    ("<figure><button id=t role=option></button></figure>", [("button", "")]),
    ("<div id=t role=region>x</div>", [("generic", "")]),
    ("<table role=grid><tr><td id=t role=cell>x</td></tr></table>", [("gridcell", "x")]),
    ("<div aria-hidden=true><button id=t1>x</button></div>", [("button", "x")]),
    ('<div style="visibility:hidden"><button id=t1>x</button></div>', [("button", "")]),
    ("<div hidden><h1 id=t title=T>x</h1></div>", [("heading", "")]),
    ("<a id=t href=#><span aria-hidden=true>H</span>V</a>", [("link", "V")]),
    (
        '<a id=t href=#> <span style="display:none">H</span> V '
        '<span style="visibility:hidden">W</span></a>',
        [("link", "V ")],
    ),
    (
        "<span id=l hidden>Hidden label</span><button id=t aria-labelledby=l>x</button>",
        [("button", "Hidden label")],
    ),
    (
        "<span id=l><span hidden>H</span>V</span><button id=t aria-labelledby=l>x</button>",
        [("button", "V")],
    ),
    ('<button id=t aria-labelledby="nope" aria-label=A>x</button>', [("button", "A")]),
    ("<button id=t>a<label>b</label>c</button>", [("button", "abc")]),
    ('<button id=t>a<span aria-label="L">b</span>c</button>', [("button", "a L c")]),
    ("<div id=t role=heading><nav>x</nav></div>", [("heading", "")]),
    ("<div id=t role=heading><ul><li>x</li></ul></div>", [("heading", "x")]),
    (
        "<div id=t role=heading><select><option>o1</option>"
        "<option selected>o2</option></select></div>",
        [("heading", "o2")],
    ),
    ("<div id=t role=heading><input type=range value=30></div>", [("heading", "30")]),
    ("<fieldset id=t><legend>A <b>B</b></legend>x</fieldset>", [("group", "A B")]),
    ("<table id=t><caption>C</caption><tr><th>x</th></tr></table>", [("table", "C")]),
    ("<table id=t><tr><td>x</td></tr></table>", [("", "")]),
    ("<label>L <meter id=t>x</meter></label>", [("meter", "L")]),
    ("<output id=t>x</output>", [("status", "")]),
    ('<select style="display:none"><option id=t>a</option></select>', [("option", "a")]),
    ("<div hidden><select><option id=t>a</option></select></div>", [("option", "a")]),
    ('<select size=4 style="display:none"><option id=t>a</option></select>', [("option", "")]),
    ('<label aria-label="X">Save <input id=t></label>', [("textbox", "X")]),
    ("<label role=row>Save <input id=t></label>", [("textbox", "")]),
    ("<label role=button>Save <input id=t></label>", [("textbox", "Save")]),
    ("<button id=t role=combobox title=T>x</button>", [("combobox", "T")]),
    ('<math id=t title="T"><mi>x</mi></math>', [("", "T")]),
    (
        "<abbr id=t1>a</abbr><template id=t2></template><picture id=t3></picture>",
        [("", ""), ("generic", ""), ("generic", "")],
    ),
    (
        "<input id=t1 type=number list=dl><input id=t2 type=password list=dl>"
        "<datalist id=dl></datalist>",
        [("combobox", ""), ("textbox", "")],
    ),
    ('<ol role="listitem"><li id=t>x</li></ol>', [("none", "")]),
    (
        '<label aria-label="x" aria-hidden="true">x <input id=t type=checkbox></label>',
        [("checkbox", "")],
    ),
    (
        '<label role="combobox" aria-label="Save">x <input id=t type=checkbox></label>',
        [("checkbox", "Save")],
    ),
    ('<h6 id=t><hgroup><img alt="A cat" aria-label="x"></hgroup> </h6>', [("heading", "")]),
    ('<table role=grid style="display:none"><tr><td id=t>x</td></tr></table>', [("cell", "")]),
    # (from WPT's accname/name files: the misspelling aria-labeledby, an abbr's title, the
    # display:none content of a hidden referenced element, visibility:visible content inside
    # visibility:hidden, a target of aria-labelledby visited once, the spaces around content
    # left out of a name)
    ("<button id=t aria-labeledby=n>x</button><span id=n>lab</span>", [("button", "lab")]),
    ('<abbr id=t title="W P T">WPT</abbr>', [("", "W P T")]),
    (
        '<button id=t aria-labelledby=s1 aria-label=foo><span id=s1 style="display:none">'
        '<span style="display:none">label</span></span>x</button>',
        [("button", "label")],
    ),
    (
        '<h2 id=t>v, <span style="visibility:hidden">h, <span style="visibility:visible">u'
        "</span></span></h2>",
        [("heading", "v, u")],
    ),
    (
        '<h3 id=t><a href="#" aria-labelledby=sp>l1</a><a href="#">l2 <span id=sp>word</span>'
        " l3</a></h3>",
        [("heading", "word l2 l3")],
    ),
    ("<h3 id=t>a <span aria-hidden=true>w</span> b</h3>", [("heading", "a b")]),
    (
        '<style>.b::before{content:"before"}.a::after{content:"af" "ter"}</style>'
        '<h3 id=t class="b a">label</h3><a id=t2 href="#" class=a>x</a>',
        [("heading", "beforelabelafter"), ("link", "xafter")],
    ),  # (found by the generated differential: a meter's value in a name from content, a br's
    # text, a text box fieldset's and a section's titles, an image's content left out)
    (
        "<a id=t href=#>x <meter aria-label=L></meter> <meter value=0.5></meter></a>",
        [("link", "x 0 0.5")],
    ),
    ("<br id=t aria-label=B>", [("", "\n")]),
    ("<fieldset id=t role=textbox><legend>L</legend>x</fieldset>", [("textbox", "")]),
    (
        '<section id=t1 title="">s</section><section id=t2 title="" aria-label="">s</section>',
        [("region", ""), ("region", "")],
    ),
    (
        "<button id=t1>A <span role=img>B</span></button>"
        "<a id=t2 href=#>A <div role=img>B</div></a>",
        [("button", "A "), ("link", "A")],
    ),
    (
        "<table role=grid><tr id=t1><th>R</th><td role=img>H</td></tr>"
        "<tr id=t2><th>R</th><td id=t3 role=row>H</td></tr></table>",
        [("row", "R"), ("row", "R"), ("row", "")],
    ),
    (
        "<input id=t1 type=submit role=img><input id=t2 type=reset role=textbox>"
        "<input id=t3 type=submit role=link><input id=t4 type=submit value=Go role=img>",
        [("image", ""), ("textbox", ""), ("link", "Submit"), ("image", "Go")],
    ),
    (
        "<fieldset><div id=t1 role=listitem>a</div></fieldset><address><div id=t2 role=option>"
        "b</div></address><div role=group><div id=t3 role=listitem>a</div></div>",
        [("generic", ""), ("generic", ""), ("listitem", "")],
    ),
    (
        "<a id=t1 href=#>S <select multiple aria-label=L><option>o</option></select></a>"
        "<a id=t2 href=#>S <select size=4 title=T><option>o</option></select></a>"
        "<a id=t3 href=#>S <div role=combobox aria-label=L>x</div></a>",
        [("link", "S L"), ("link", "S T"), ("link", "S L")],
    ),
    (
        "<a id=t1 href=#>S <div role=textbox aria-label=L>x <b>y</b></div></a>"
        "<a id=t2 href=#>S <div role=textbox aria-label=L></div></a>",
        [("link", "S x y"), ("link", "S")],
    ),
    (
        '<a id=t1 href=# role=region title="">x</a><span id=t2 role=region title="">x</span>'
        '<div id=t3 role=form title="">x</div><div id=t4 role=region>x</div>'
        '<textarea id=t5 role=region title="">x</textarea>',
        [("region", ""), ("region", ""), ("form", ""), ("generic", ""), ("region", "")],
    ),
]


@pytest.mark.parametrize(("markup", "expected"), CASES)
@sampled()
def test_role_and_name_as_chromium(markup: str, expected: list[tuple[str, str]]) -> None:
    document = DOMParser().parseFromString(f"<!DOCTYPE html><body>{markup}", "text/html")
    elements = document.querySelectorAll("[id^=t]")
    assert [(role(e), name(e)) for e in elements] == expected
    assert [(e.computedRole, e.computedName) for e in elements] == expected


def test_disconnected_element() -> None:
    document = DOMParser().parseFromString("", "text/html")
    button = document.createElement("button")
    button.textContent = "Save"
    assert (role(button), name(button)) == ("button", "")
