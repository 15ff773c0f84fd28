"""The Sanitizer's bulk differential's cases (issue #74: 100,000 fragments × configurations
against Chromium 156): wider than ``tests/html/_sanitizer_cases.py``'s, whose recorded cases
stay as they are. A case is ``[method, context, html, sanitizer]``:

- ``method``: ``setHTML``, ``setHTMLUnsafe``, ``parseHTML`` or ``parseHTMLUnsafe`` (the last
  two ``Document``'s statics; ``context`` is then ``""``);
- ``context``: the element (``"svg:svg"``, ``"math:mi"`` for SVG and MathML ones) whose method
  is called, or ``"shadow"``: an open, serializable shadow root of a ``div``;
- ``html``: a generated fragment (HTML, SVG and MathML elements, integration points, custom
  elements, ``data-`` attributes, URL attributes with ``javascript:`` spellings, event
  handlers, comments, processing instructions, declarative shadow roots, ``html``/``head``/
  ``body`` tags and doctypes for the documents);
- ``sanitizer``: absent (``None``), ``"default"``, or a ``SanitizerConfig`` dict (valid or
  not: allow and remove lists of elements and attributes, per-element ``attributes`` and
  ``removeAttributes``, ``replaceWithChildrenElements``, ``comments``, ``dataAttributes``,
  namespaced and mis-cased names).

The targets are made in a document with no browsing context (scripting disabled: a
``noscript``'s contents are markup), in webapi one of ``DOMParser``'s, in Chromium one of
``document.implementation.createHTMLDocument``'s. Its answer is ``[markup, config]``: the
target's ``getHTML({serializableShadowRoots: true})``
(a document's children each serialized: its doctype, comments and processing instructions,
and the ``html`` element with its attributes), or
``"!"`` and the error's name; and for a dict ``new Sanitizer(dict).get()`` as sorted JSON (or
the error's name). :func:`webapi_answer` answers in webapi, :data:`CHROMIUM_SCRIPT` in the
browser, :func:`digest` is an answer's 4-byte digest."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from tests.html._sanitizer_cases import MATHML, SVG, XLINK

__all__ = ["CHROMIUM_SCRIPT", "canonical", "case", "digest", "webapi_answer"]

HTML = "http://www.w3.org/1999/xhtml"

_HTML = (
    "a b i p div span em strong u s small mark del ins kbd var code samp q abbr cite dfn time "
    "data sub sup bdi bdo br wbr hr ul ol li dl dt dd menu table caption colgroup col thead "
    "tbody tfoot tr td th img picture source audio video track canvas map area form fieldset "
    "legend label input button select option optgroup datalist textarea output progress meter "
    "details summary dialog template slot script noscript style iframe object embed frame "
    "frameset base link meta title h1 h2 h6 header footer main nav section article aside "
    "figure figcaption pre blockquote address ruby rt rp center font marquee xmp noembed "
    "noframes listing search hgroup image custom-el x-y my-element foo-bar"
)
HTML_ELEMENTS = _HTML.split()
_SVG_ELEMENTS = (
    "a g svg circle rect path line text tspan textPath use image script style animate set "
    "animateTransform animateMotion mpath feImage filter linearGradient stop pattern mask "
    "clipPath marker symbol defs switch title desc foreignObject discard view"
)
SVG_ELEMENTS = _SVG_ELEMENTS.split()
_MATHML_ELEMENTS = (
    "math mi mo mn ms mtext mspace mrow mfrac msqrt mroot msup msub munder mover mtable mtr "
    "mtd mstyle mpadded mphantom menclose maction semantics annotation annotation-xml "
    "mglyph malignmark"
)
MATHML_ELEMENTS = _MATHML_ELEMENTS.split()
_ATTRIBUTES = (
    "href title id class style lang dir alt name value type target rel src srcset action "
    "formaction poster background cite ping onclick onload onerror onfoo onmouseover "
    "onfocusin onbegin onwebkitanimationend onsearch data-x data-y data-foo-bar data- "
    "DATA-Z data-x:y aria-label role is slot width height colspan tabindex hidden popover "
    "nonce xlink:href xmlns xmlns:xlink xml:lang attributeName values to from begin by fill "
    "viewBox encoding definitionURL mathvariant shadowrootmode shadowrootserializable"
)
ATTRIBUTES = _ATTRIBUTES.split()
_VALUES = (
    "javascript:alert(1)",
    "JAVASCRIPT:x",
    " javascript:x",
    "\x01javascript:x",
    "java\tscript:x",
    "java&#x09;script:x",
    "java&#10;script:x",
    "&#106;avascript:x",
    "javascript&colon;x",
    "jav&#x61;script:x",
    "https://example.com/",
    "/relative",
    "#frag",
    "data:text/html,<script>x</script>",
    "vbscript:x",
    "href",
    "xlink:href",
    "text/html",
    "application/xhtml+xml",
    "1",
    "x",
    "a b",
    "",
    "open",
    "<b>",
)
_TEXT = ("text", "a&amp;b", "&lt;x&gt;", " ", "é", "\u00a0", "&nbsp;", "x<y", "a\nb", "&#0;")
_COMMENTS = (
    "<!--c-->",
    "<!---->",
    "<!-- <b>x</b> -->",
    "<!-->",
    "<?pi x?>",
    "<?xml-stylesheet a?>",
    "<![CDATA[x<y]]>",
    "<!doctype html>",
    "</p>",
    "</b>",
    "<br/>",
)
#: The elements (and shadow root) whose methods the element cases call.
CONTEXTS = (
    ["div"] * 12
    + ["shadow"] * 3
    + ["template", "table", "tbody", "tr", "select", "textarea", "script", "style", "title"]
    + ["pre", "p", "x-y", "body", "html", "svg:svg", "svg:foreignObject", "svg:g", "math:math"]
    + ["math:mi", "math:annotation-xml"]
)


def _attribute_text(rng: random.Random, space: str) -> str:
    out = []
    for _ in range(rng.choice((0, 0, 1, 1, 2, 3, 4))):
        name = rng.choice(ATTRIBUTES)
        value = rng.choice(_VALUES)
        quote = rng.choice(('"', '"', "'", ""))
        if not quote and (not value or any(c in value for c in " \t\n<>'\"=`")):
            quote = '"'
        out.append(f" {name}={quote}{value}{quote}" if rng.random() < 0.9 else f" {name}")
    return "".join(out)


def _element(rng: random.Random, depth: int, space: str) -> str:
    if space == "html":
        name = rng.choice(HTML_ELEMENTS)
    elif space == "svg":
        # (the integration points, where HTML comes back, one time in three)
        integration = rng.random() < 0.3
        points = ("foreignObject", "foreignObject", "desc", "title")
        name = rng.choice(points if integration else SVG_ELEMENTS)
    else:
        integration = rng.random() < 0.3
        points = ("annotation-xml", "annotation-xml", "mi", "mtext")
        name = rng.choice(points if integration else MATHML_ELEMENTS)
    if rng.random() < 0.1:
        name = name.upper() if rng.random() < 0.5 else name.lower()
    inner_space = space
    if space == "svg" and name.lower() in ("foreignobject", "desc", "title"):
        inner_space = "html"
    elif space == "math" and name in ("mi", "mo", "mn", "ms", "mtext"):
        inner_space = "html" if rng.random() < 0.7 else "math"
    elif space == "math" and name == "annotation-xml":
        inner_space = rng.choice(("html", "svg", "math"))
    inner = _markup(rng, depth - 1, inner_space) if depth > 0 else ""
    attributes = _attribute_text(rng, space)
    if name == "annotation-xml" and rng.random() < 0.6:
        attributes += ' encoding="' + rng.choice(("text/html", "application/xhtml+xml")) + '"'
    close = f"</{name}>" if rng.random() < 0.85 else ""
    return f"<{name}{attributes}>{inner}{close}"


def _shadow(rng: random.Random, depth: int) -> str:
    mode = rng.choice(("open", "open", "closed", "bogus"))
    flags = ""
    if rng.random() < 0.75:
        flags += " shadowrootserializable"
    if rng.random() < 0.2:
        flags += " shadowrootdelegatesfocus"
    if rng.random() < 0.2:
        flags += " shadowrootclonable"
    host = rng.choice(("div", "div", "span", "p", "x-y", "custom-el", "section", "img", "a"))
    inner = _markup(rng, depth - 1, "html")
    light = rng.choice(("x", "", "<span slot=s>y</span>", "<b>z</b>"))
    if rng.random() < 0.3:
        inner += rng.choice(("<slot></slot>", "<slot name=s></slot>"))
    template = f"<template shadowrootmode={mode}{flags}>{inner}</template>"
    return f"<{host}{_attribute_text(rng, 'html')}>{template}{light}</{host}>"


def _markup(rng: random.Random, depth: int, space: str) -> str:
    parts = []
    depth = max(depth, 0)
    for _ in range(rng.randint(0, 3 if depth else 1)):
        roll = rng.random()
        if roll < 0.18:
            parts.append(rng.choice(_TEXT))
        elif roll < 0.26:
            parts.append(rng.choice(_COMMENTS))
        elif roll < 0.33 and space == "html":
            foreign = rng.choice(("svg", "math"))
            parts.append(f"<{foreign}{_attribute_text(rng, foreign)}>")
            parts.append(_markup(rng, depth - 1, foreign) + f"</{foreign}>")
        elif roll < 0.38 and space == "html":
            parts.append(_shadow(rng, depth))
        elif roll < 0.41 and space == "html":
            parts.append(f"<template>{_markup(rng, depth - 1, 'html')}</template>")
        else:
            parts.append(_element(rng, depth, space))
    return "".join(parts)


def _document_markup(rng: random.Random) -> str:
    body = _markup(rng, rng.randint(1, 4), "html")
    roll = rng.random()
    if roll < 0.4:
        return body
    head = ""
    if rng.random() < 0.5:
        head = rng.choice(("<title>t</title>", "<base href=javascript:x>", "<meta charset=utf-8>"))
    prefix = rng.choice(("<!DOCTYPE html>", "", "<!--c-->", "<!DOCTYPE html><!--c-->"))
    html = f"<html{_attribute_text(rng, 'html')}>" if rng.random() < 0.6 else ""
    return f"{prefix}{html}<head>{head}</head><body{_attribute_text(rng, 'html')}>{body}"


def _name(rng: random.Random, names: list[str], element: bool) -> Any:
    name = rng.choice(names)
    if rng.random() < 0.05:
        name = name.upper()
    roll = rng.random()
    if roll < 0.7:
        return name
    if element:
        namespace = rng.choice((HTML, HTML, SVG, MATHML, "", None))
    else:
        namespace = rng.choice((None, None, XLINK, "", HTML))
    if namespace is None:
        return {"name": name}
    return {"name": name, "namespace": namespace}


_CONFIG_ELEMENTS = HTML_ELEMENTS + SVG_ELEMENTS + MATHML_ELEMENTS


def _element_list(rng: random.Random, most: int) -> list[Any]:
    chosen = []
    for _ in range(rng.randint(0, most)):
        item = _name(rng, _CONFIG_ELEMENTS, True)
        if rng.random() < 0.25:
            item = item if isinstance(item, dict) else {"name": item}
            key = rng.choice(("attributes", "removeAttributes"))
            item[key] = [_name(rng, ATTRIBUTES, False) for _ in range(rng.randint(0, 4))]
        chosen.append(item)
    return chosen


def _config(rng: random.Random) -> Any:
    roll = rng.random()
    if roll < 0.12:
        return None
    if roll < 0.2:
        return "default"
    if roll < 0.24:
        return {}
    config: dict[str, Any] = {}
    kind = rng.random()
    if kind < 0.5:
        config["elements"] = _element_list(rng, 20)
    elif kind < 0.85:
        config["removeElements"] = [
            _name(rng, _CONFIG_ELEMENTS, True) for _ in range(rng.randint(0, 8))
        ]
    if rng.random() < 0.35:
        config["replaceWithChildrenElements"] = [
            _name(rng, _CONFIG_ELEMENTS, True) for _ in range(rng.randint(0, 4))
        ]
    kind = rng.random()
    if kind < 0.45:
        config["attributes"] = [_name(rng, ATTRIBUTES, False) for _ in range(rng.randint(0, 14))]
    elif kind < 0.75:
        config["removeAttributes"] = [
            _name(rng, ATTRIBUTES, False) for _ in range(rng.randint(0, 6))
        ]
    if rng.random() < 0.45:
        config["comments"] = rng.random() < 0.5
    if rng.random() < 0.4:
        config["dataAttributes"] = rng.random() < 0.5
    if rng.random() < 0.1:
        key = rng.choice(("processingInstructions", "removeProcessingInstructions"))
        config[key] = [rng.choice(("pi", "xml-stylesheet", {"target": "pi"}))]
    return config


def case(seed: int, index: int) -> list[Any]:
    """The case ``index`` of the cases of ``seed``."""
    rng = random.Random(seed * 1_000_033 + index)
    roll = rng.random()
    if roll < 0.45:
        method = "setHTML"
    elif roll < 0.7:
        method = "setHTMLUnsafe"
    elif roll < 0.88:
        method = "parseHTML"
    else:
        method = "parseHTMLUnsafe"
    if method.startswith("parse"):
        return [method, "", _document_markup(rng), _config(rng)]
    context = rng.choice(CONTEXTS)
    return [method, context, _markup(rng, rng.randint(1, 4), "html"), _config(rng)]


def canonical(answer: list[Any]) -> str:
    """An answer's canonical JSON (compact, not ASCII-escaped)."""
    return json.dumps(answer, ensure_ascii=False, separators=(",", ":"))


def digest(answer: list[Any]) -> bytes:
    """The 4-byte digest of an answer's canonical JSON."""
    return hashlib.blake2b(canonical(answer).encode("utf-8"), digest_size=4).digest()


def _target(document: Any, context: str) -> Any:
    if context == "shadow":
        host = document.createElement("div")
        return host.attachShadow({"mode": "open", "serializable": True})
    prefix, _, name = context.rpartition(":")
    if prefix:
        return document.createElementNS(SVG if prefix == "svg" else MATHML, name)
    return document.createElement(name)


def _serialize_document(parsed: Any) -> str:
    out = []
    for node in parsed.childNodes:
        if node.nodeType == 10:
            out.append(f"<!DOCTYPE {node.name}>")
        elif node.nodeType == 8:
            out.append(f"<!--{node.data}-->")
        elif node.nodeType == 7:
            out.append(f"<?{node.target} {node.data}>")
        elif node.nodeType == 1:
            attributes = "".join(f' {a.name}="{a.value}"' for a in node.attributes)
            inner = node.getHTML({"serializableShadowRoots": True})
            out.append(f"<{node.localName}{attributes}>{inner}</{node.localName}>")
        else:
            out.append(f"?{node.nodeType}")
    return "".join(out)


def webapi_answer(document: Any, one: list[Any]) -> list[Any]:
    """webapi's answer to the case ``one``, with ``document`` (an HTML document) making the
    targets."""
    from webapi.dom import DOMException
    from webapi.html import Sanitizer

    method, context, html, sanitizer = one
    options = None if sanitizer is None else {"sanitizer": sanitizer}
    try:
        if context:
            target = _target(document, context)
            getattr(target, method)(html) if options is None else getattr(target, method)(
                html, options
            )
            markup = target.getHTML({"serializableShadowRoots": True})
        else:
            call = getattr(type(document), method)
            parsed = call(html) if options is None else call(html, options)
            markup = _serialize_document(parsed)
    except TypeError:
        markup = "!TypeError"
    except DOMException as error:
        markup = "!" + error.name
    got: Any = None
    if isinstance(sanitizer, dict):
        try:
            got = json.dumps(
                Sanitizer(sanitizer).get(),
                sort_keys=True,
                separators=(",", ":"),
                ensure_ascii=False,
            )
        except TypeError:
            got = "!TypeError"
    return [markup, got]


#: The JavaScript that answers a list of cases in Chromium (the same steps).
CHROMIUM_SCRIPT = """(cases) => {
  const NS = {svg: "http://www.w3.org/2000/svg", math: "http://www.w3.org/1998/Math/MathML"};
  const sorted = (v) => Array.isArray(v) ? v.map(sorted) : (v && typeof v === "object")
    ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v;
  const inert = document.implementation.createHTMLDocument("");
  const target = (context) => {
    if (context === "shadow") {
      return inert.createElement("div").attachShadow({mode: "open", serializable: true});
    }
    const at = context.lastIndexOf(":");
    if (at < 0) return inert.createElement(context);
    return inert.createElementNS(NS[context.slice(0, at)], context.slice(at + 1));
  };
  const serialize = (doc) => Array.from(doc.childNodes, (node) => {
    if (node.nodeType === 10) return "<!DOCTYPE " + node.name + ">";
    if (node.nodeType === 8) return "<!--" + node.data + "-->";
    if (node.nodeType === 7) return "<?" + node.target + " " + node.data + ">";
    if (node.nodeType !== 1) return "?" + node.nodeType;
    const attributes = Array.from(node.attributes, (a) => " " + a.name + '="' + a.value + '"');
    return "<" + node.localName + attributes.join("") + ">"
      + node.getHTML({serializableShadowRoots: true}) + "</" + node.localName + ">";
  }).join("");
  return cases.map(([method, context, html, sanitizer]) => {
    let markup;
    try {
      if (context) {
        const t = target(context);
        if (sanitizer === null) t[method](html); else t[method](html, {sanitizer});
        markup = t.getHTML({serializableShadowRoots: true});
      } else {
        const doc = sanitizer === null ? Document[method](html)
          : Document[method](html, {sanitizer});
        markup = serialize(doc);
      }
    } catch (e) { markup = "!" + e.name; }
    let got = null;
    if (sanitizer !== null && typeof sanitizer === "object") {
      try { got = JSON.stringify(sorted(new Sanitizer(sanitizer).get())); }
      catch (e) { got = "!" + e.name; }
    }
    return [markup, got];
  });
}"""
