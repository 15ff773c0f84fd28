"""Documents with shadow trees (built with ``attachShadow``, as Chromium and webapi both can)
whose selector matches, computed styles and ``innerText`` webapi answers as Chromium 156 does
(``_shadow_chromium.py`` asks it; ``test_shadow_chromium.py`` compares).

A page is a body's markup, the shadow roots to attach in order (the host's ID, looked up in
the document and the shadow roots made before; the mode; the shadow tree's markup; the text
of an adopted style sheet or None), and selectors whose ``matches()`` each ``[id]`` element
is asked (the errors named); each ``[id]`` element, in the document and in every shadow
tree, is asked its ``innerText`` and the computed :data:`PROPERTIES`; each shadow root, how
many elements its ``querySelectorAll`` finds for each selector."""

from __future__ import annotations

from typing import Any

__all__ = ["PAGES", "PROPERTIES", "SCRIPT", "build", "webapi_answers"]

#: The computed properties compared.
PROPERTIES = ("color", "background-color", "display", "font-weight", "font-size", "margin-left")

#: One page: (body markup, [(host id, mode, shadow markup, adopted sheet text)], selectors)
Page = tuple[str, list[tuple[str, str, str, "str | None"]], list[str]]

_BASIC = (
    "<style>:host{color:rgb(1,2,3)} ::slotted(span){color:rgb(4,5,6)} i{color:rgb(7,8,9)}"
    " :host(.x) i{font-weight:700}</style><i id=i>inner</i><slot name=a></slot><slot>fb</slot>"
    "<slot name=zz id=zz>fallback</slot>"
)

PAGES: dict[str, Page] = {
    "basic": (
        "<div id=h class=x><span id=s slot=a>light</span><b id=b>def</b></div><p id=after>x</p>",
        [("h", "open", _BASIC, None)],
        [
            ":host",
            ":host(.x)",
            ":host-context(body)",
            "div",
            ":host i",
            ":host > i",
            ":host(.x) i",
            "div i",
            ":host-context(.x) i",
            "i",
            ":host *",
            "::slotted(span)",
            ":host span",
            ":host(div)",
            ":host(:not(.x)) i",
            "*",
        ],
    ),
    "outer-wins-normal": (
        "<style>#h{color:rgb(200,0,0)} #s{color:rgb(0,200,0)}</style>"
        "<div id=h><span id=s>slotted</span></div>",
        [
            (
                "h",
                "open",
                "<style>:host{color:rgb(0,0,200);font-weight:700}"
                " ::slotted(#s){color:rgb(9,9,9);font-size:30px}</style><slot id=sl></slot>",
                None,
            )
        ],
        [],
    ),
    "inner-wins-important": (
        "<style>#h{color:rgb(200,0,0)!important;background-color:rgb(1,1,1)!important}"
        " #s{color:rgb(0,200,0)} #s2{color:rgb(0,200,0)!important}</style>"
        "<div id=h><span id=s>one</span><span id=s2>two</span></div>",
        [
            (
                "h",
                "open",
                "<style>:host{color:rgb(0,0,200)!important;"
                "background-color:rgb(2,2,2)} ::slotted(*){color:rgb(9,9,9)!important}</style>"
                "<slot></slot>",
                None,
            )
        ],
        [],
    ),
    "inline-style-vs-host": (
        "<div id=h style='color:rgb(5,5,5)'>t</div>"
        "<div id=h2 style='color:rgb(5,5,5)!important'>t</div>",
        [
            ("h", "open", "<style>:host{color:rgb(6,6,6)!important}</style><slot></slot>", None),
            ("h2", "open", "<style>:host{color:rgb(6,6,6)!important}</style><slot></slot>", None),
        ],
        [],
    ),
    "outer-sheets-stay-out": (
        "<style>i, p, * {font-weight:700} i{color:rgb(200,0,0)} .c{margin-left:9px}</style>"
        "<div id=h>light</div>",
        [("h", "open", "<i id=i class=c>inner</i><p id=p>para</p>", None)],
        ["i", ".c", "div i", "* i", ":host i"],
    ),
    "inheritance-flat-tree": (
        "<style>body{color:rgb(10,10,10);font-size:10px}</style>"
        "<div id=h style='font-size:20px'><span id=s slot=big>big</span>"
        "<span id=t>plain</span></div>",
        [
            (
                "h",
                "open",
                "<style>.big{color:rgb(0,99,0);font-size:2em}</style>"
                "<div id=top>top</div>"
                "<div class=big id=wrap><slot name=big id=bigslot></slot></div>"
                "<slot id=def></slot>",
                None,
            )
        ],
        [],
    ),
    "host-context": (
        "<section class=dark id=sec><div id=h>x</div></section><div id=h2>y</div>",
        [
            (
                "h",
                "open",
                "<style>:host-context(.dark) b{color:rgb(1,1,1)}"
                " :host-context(section) {font-weight:700} b{color:rgb(50,50,50)}</style>"
                "<b id=b1>b</b>",
                None,
            ),
            (
                "h2",
                "open",
                "<style>:host-context(.dark) b{color:rgb(1,1,1)}"
                " b{color:rgb(50,50,50)}</style><b id=b2>b</b>",
                None,
            ),
        ],
        [":host-context(.dark) b", ":host-context(section)", ":host-context(div) b", "b"],
    ),
    "host-functional": (
        "<div id=h class='a b'>x</div><div id=h2 class=a>y</div>",
        [
            (
                "h",
                "open",
                "<style>:host(.a){margin-left:1px} :host(.b){margin-left:2px}"
                " :host(.c){margin-left:3px} :host(div.a.b) > p{color:rgb(3,3,3)}</style>"
                "<p id=p1>p</p>",
                None,
            ),
            (
                "h2",
                "open",
                "<style>:host(.a){margin-left:1px} :host(.b){margin-left:2px}"
                " :host(div.a.b) > p{color:rgb(3,3,3)}</style><p id=p2>p</p>",
                None,
            ),
        ],
        [":host(.a) > p", ":host(.b) > p", ":host > p", ":host p", ":host(.a.b) p"],
    ),
    "specificity-inside": (
        "<div id=h>x</div>",
        [
            (
                "h",
                "open",
                "<style>#in{color:rgb(1,0,0)} .c{color:rgb(2,0,0)}"
                " :host .c{color:rgb(3,0,0)} :host(div) .c{font-weight:700}"
                " :host(#h) p{font-weight:100} :host {color:rgb(4,0,0)} div{color:rgb(5,0,0)}"
                "</style><p id=in class=c>p</p><p id=q class=c>q</p>",
                None,
            )
        ],
        [":host .c", ":host(#h) p", ":host(div) .c"],
    ),
    "nested-slots": (
        "<div id=outer><span id=deep slot=o>deep</span></div>",
        [
            (
                "outer",
                "open",
                "<style>::slotted(span){color:rgb(1,1,1);margin-left:4px}"
                " #mid{font-size:22px}</style>"
                "<div id=mid><slot name=o slot=m id=oslot></slot></div>",
                None,
            ),
            (
                "mid",
                "open",
                "<style>::slotted(*){color:rgb(2,2,2);font-weight:700}"
                " slot{background-color:rgb(3,3,3)}</style>"
                "<p id=frame><slot name=m id=mslot></slot></p>",
                None,
            ),
        ],
        ["::slotted(span)", "slot", "#mid slot"],
    ),
    "closed-mode": (
        "<div id=h><em id=e>light</em></div>",
        [
            (
                "h",
                "closed",
                "<style>:host{font-weight:700} ::slotted(em){color:rgb(8,8,8)}</style>"
                "<u id=u>u</u><slot></slot>",
                None,
            )
        ],
        [":host u", ":host"],
    ),
    "unassigned-and-fallback": (
        "<div id=h><span id=gone slot=nowhere>gone</span><b id=kept>kept</b></div>"
        "<div id=h2><i id=unslotted slot=x>no</i></div>",
        [
            (
                "h",
                "open",
                "<slot id=d>fallback hidden</slot><slot name=other id=o>"
                "<em id=fb>fallback shown</em></slot>",
                None,
            ),
            ("h2", "open", "<slot id=only>", None),
        ],
        [],
    ),
    "slot-order-inner-text": (
        "<div id=h><span slot=a id=a>A</span><span slot=b id=bb>B</span>"
        "<span slot=none>N</span></div><div id=h2>x</div><p id=after>after</p>",
        [
            (
                "h",
                "open",
                "<div>top</div><slot name=b id=sb></slot><p>mid</p><slot name=a id=sa></slot>",
                None,
            ),
            ("h2", "open", "<slot name=q id=q>fallback</slot>", None),
        ],
        [],
    ),
    "display-from-shadow": (
        "<div id=h><p id=p1>one</p><p id=p2 class=hide>two</p><span id=s3>three</span></div>"
        "<div id=h2>hidden host</div><p id=tail>tail</p>",
        [
            (
                "h",
                "open",
                "<style>::slotted(.hide){display:none} ::slotted(span)"
                "{display:block}</style><slot></slot>",
                None,
            ),
            ("h2", "open", "<style>:host{display:none}</style><slot></slot>", None),
        ],
        [],
    ),
    "adopted-sheets": (
        "<div id=h><span id=s>light</span></div>",
        [
            (
                "h",
                "open",
                "<style>b{color:rgb(1,1,1);font-weight:700}</style><b id=b>b</b><slot></slot>",
                "b{color:rgb(2,2,2)} :host{margin-left:7px} ::slotted(span){font-size:33px}",
            )
        ],
        [],
    ),
    "host-in-shadow-combinators": (
        "<div id=h class=k>x</div>",
        [("h", "open", "<p id=p1>a</p><p id=p2>b</p><div id=d><p id=p3>c</p></div>", None)],
        [
            ":host > p",
            ":host p",
            ":host > div > p",
            ":host + p",
            "p + p",
            ":host ~ p",
            "p:first-child",
            ":host:hover p",
            ":host(.k) > div p",
            "* > p",
            "* p",
            ":is(:host) > p",
            ":where(:host) p",
            ":host > :not(div)",
            ":root p",
            "html p",
            ":host > *:first-child",
            "div p",
            ":scope p",
        ],
    ),
    "parts": (
        "<style>#h::part(label){color:rgb(1,0,0)} #h::part(label big){font-weight:700}"
        " div::part(inner){margin-left:5px} ::part(label){background-color:rgb(9,9,9)}"
        " #h::part(outer-deep){color:rgb(3,3,3)} #h::part(deep){color:rgb(4,4,4)}"
        " #h2::part(p){color:rgb(1,1,1)!important;font-weight:700}"
        " #h2::part(q){font-size:40px!important} #h::part(ih){margin-left:6px}</style>"
        "<div id=h>t</div><div id=h2>t</div>",
        [
            (
                "h",
                "open",
                "<style>span{color:rgb(0,0,9)} [part~=label]{font-size:21px}"
                " #ih::part(inner){font-size:12px}</style>"
                "<span id=lab part='label big'>L</span><span id=lab2 part=label>L2</span>"
                "<div id=ih part=ih exportparts='inner, deep: outer-deep'>x</div>",
                None,
            ),
            ("ih", "open", "<b id=inner part=inner>i</b><b id=deepb part=deep>d</b>", None),
            (
                "h2",
                "open",
                "<style>p{color:rgb(2,2,2)!important;font-weight:100}"
                " p{font-size:10px!important}</style><p id=pp part='p q'>p</p>",
                None,
            ),
        ],
        ["::part(label)", "span"],
    ),
    "document-sheet-host-and-slotted": (
        "<style>:host{color:rgb(1,1,1)} ::slotted(span){color:rgb(2,2,2)}"
        " div:host{font-weight:700} :host(div){margin-left:3px}</style>"
        "<div id=h><span id=s>s</span></div>",
        [("h", "open", "<slot id=sl></slot>", None)],
        [":host", "::slotted(span)"],
    ),
    "hidden-slot-and-contents": (
        "<div id=h><p id=a slot=a>A text</p><p id=b>B text</p></div>"
        "<div id=h2>before<span id=c>C</span>after</div><slot id=light>light slot</slot>",
        [
            (
                "h",
                "open",
                "<style>slot[name=a]{display:none} :host{display:contents}</style>"
                "<slot name=a id=sa></slot><div><slot id=sd></slot></div>",
                None,
            ),
            (
                "h2",
                "open",
                "<style>div{display:flex;color:rgb(4,4,4)} ::slotted(*){font-size:9px}</style>"
                "<div id=flex><slot id=s2></slot></div>",
                None,
            ),
        ],
        ["slot", ":host"],
    ),
    "slotted-compound-forms": (
        "<div id=h><b id=b1 class=k>1</b><b id=b2>2</b><i id=i1 slot=n class=k>3</i>text</div>",
        [
            (
                "h",
                "open",
                "<style>slot::slotted(.k){color:rgb(1,1,1)} slot[name=n]::slotted(*)"
                "{font-weight:700} :host slot::slotted(b){margin-left:2px}"
                " div > slot::slotted(b){font-size:30px} ::slotted(b:not(.k))"
                "{background-color:rgb(5,5,5)} ::slotted(.k){margin-left:8px}</style>"
                "<div><slot id=d></slot></div><slot name=n id=n></slot>",
                None,
            ),
        ],
        [],
    ),
    "custom-properties-and-layers": (
        "<style>body{--accent:rgb(7,7,7)} #h{--size:25px}"
        " #s{color:var(--inner, rgb(1,0,1))}</style>"
        "<div id=h><span id=s>s</span></div>",
        [
            (
                "h",
                "open",
                "<style>@layer base, top; @layer top{:host{font-weight:700} b{color:rgb(3,3,3)}}"
                " @layer base{b{color:rgb(4,4,4);font-weight:100}}"
                " b{font-size:var(--size)} .a{color:var(--accent)}"
                " slot{--inner:rgb(9,0,9)}</style>"
                "<b id=b>b</b><i id=a class=a>a</i><slot></slot>",
                None,
            ),
        ],
        [],
    ),
    "host-context-across-hosts": (
        "<main class=theme id=m><div id=outer>x</div></main>",
        [
            ("outer", "open", "<section id=sec class=inner><div id=ih>y</div></section>", None),
            (
                "ih",
                "open",
                "<style>:host-context(.theme) p{color:rgb(1,2,1)}"
                " :host-context(.inner) p{font-weight:700}"
                " :host-context(#outer) p{margin-left:2px}"
                " :host-context(.none) p{font-size:5px}</style><p id=p>p</p>",
                None,
            ),
        ],
        [":host-context(.theme) p", ":host-context(.inner) p", ":host-context(main) p"],
    ),
    "queries-on-roots": (
        "<div id=h><span id=l>light</span></div>",
        [
            ("h", "open", "<p id=p>p</p><div id=inner-host>x</div><slot id=sl></slot>", None),
            ("inner-host", "open", "<p id=deep>deep</p>", None),
        ],
        ["p", "span", ":host p", "div p", "#deep", "*"],
    ),
}

#: Chromium's side (and the shape of webapi's): builds the page, then asks.
SCRIPT = """(page) => {
  const [body, shadows, selectors] = page;
  document.body.innerHTML = body;
  const roots = [document];
  const find = (id) => {
    for (const root of roots) {
      const found = root.getElementById(id);
      if (found) return found;
    }
    return null;
  };
  for (const [hostId, mode, markup, adopted] of shadows) {
    const shadow = find(hostId).attachShadow({mode});
    shadow.innerHTML = markup;
    if (adopted !== null) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(adopted);
      shadow.adoptedStyleSheets = [sheet];
    }
    roots.push(shadow);
  }
  const properties = PROPERTIES;
  const elements = {};
  for (const root of roots) {
    for (const element of root.querySelectorAll('[id]')) {
      const computed = getComputedStyle(element);
      const style = {};
      for (const name of properties) style[name] = computed.getPropertyValue(name);
      const matches = {};
      for (const selector of selectors) {
        try {
          matches[selector] = element.matches(selector);
        } catch (error) {
          matches[selector] = error.name;
        }
      }
      elements[element.id] = {innerText: element.innerText, style, matches};
    }
  }
  const queries = roots.slice(1).map((root) => selectors.map((selector) => {
    try {
      return root.querySelectorAll(selector).length;
    } catch (error) {
      return error.name;
    }
  }));
  return {body: document.body.innerText, elements, queries};
}""".replace("PROPERTIES", repr(list(PROPERTIES)))


def build(page: Page) -> tuple[Any, list[Any]]:
    """webapi's document for ``page`` and its roots (the document, then each shadow root)."""
    from webapi.cssom import CSSStyleSheet
    from webapi.html import document_from_response

    body, shadows, _ = page
    document: Any = document_from_response(
        b"<!doctype html><html><head></head><body></body></html>",
        "about:blank",
        "text/html; charset=utf-8",
    )
    document.body.innerHTML = body
    roots: list[Any] = [document]
    for host_id, mode, markup, adopted in shadows:
        host = next(r.getElementById(host_id) for r in roots if r.getElementById(host_id))
        shadow = host.attachShadow({"mode": mode})
        shadow.innerHTML = markup
        if adopted is not None:
            sheet = CSSStyleSheet()
            sheet.replaceSync(adopted)
            shadow.adoptedStyleSheets = [sheet]
        roots.append(shadow)
    return document, roots


def webapi_answers(page: Page) -> dict[str, Any]:
    """webapi's answers for ``page``, in the shape of :data:`SCRIPT`'s."""
    from webapi.dom import DOMException
    from webapi.html import getComputedStyle

    document, roots = build(page)
    selectors = page[2]
    elements = {}
    for root in roots:
        for element in root.querySelectorAll("[id]"):
            computed = getComputedStyle(element)
            matches: dict[str, Any] = {}
            for selector in selectors:
                try:
                    matches[selector] = element.matches(selector)
                except DOMException as error:
                    matches[selector] = error.name
            elements[element.id] = {
                "innerText": element.innerText,
                "style": {name: computed.getPropertyValue(name) for name in PROPERTIES},
                "matches": matches,
            }
    queries = [
        [len(root.querySelectorAll(selector)) for selector in selectors] for root in roots[1:]
    ]
    return {"body": document.body.innerText, "elements": elements, "queries": queries}
