"""The Sanitizer differential's cases: random fragments × random configurations, the same for a
seed and an index (``case(seed, i)``), for ``setHTML`` (safe) and ``setHTMLUnsafe`` (its
configurations' filtering alone), and how webapi answers one (:func:`webapi_answer`; Chromium's
answers: ``tests/html/_sanitizer_chromium.py``).

A case is ``[method, html, sanitizer]``: ``sanitizer`` absent (``None``), ``"default"``, or a
``SanitizerConfig`` dict (valid or not). Its answer is ``[markup, config]``: the context
``div``'s ``getHTML({serializableShadowRoots: true})`` after the call (the name of the error
it threw, ``"!TypeError"``, instead), and for a dict ``new Sanitizer(dict).get()`` as JSON (or
the error's name)."""

from __future__ import annotations

import json
import random
from typing import Any

SVG = "http://www.w3.org/2000/svg"
MATHML = "http://www.w3.org/1998/Math/MathML"
XLINK = "http://www.w3.org/1999/xlink"
HTML = "http://www.w3.org/1999/xhtml"

#: The HTML elements the fragments use (HTML, and a few the parser treats specially).
_HTML_NAMES = (
    "a b i p div span em strong ul li ol table tbody tr td th caption img form button input "
    "select option textarea label template script style iframe object embed frame base link "
    "meta title details summary dialog h1 pre code blockquote q abbr area map video source "
    "custom-el x-y font center marquee hr br sub sup"
)
HTML_ELEMENTS = _HTML_NAMES.split()
#: The SVG and MathML elements (inside ``<svg>`` and ``<math>``).
_SVG_NAMES = (
    "a g circle rect path text use script animate set animateTransform title desc foreignObject"
)
_MATHML_NAMES = "mi mo mn mrow mtext mfrac msup annotation-xml semantics"
SVG_ELEMENTS = _SVG_NAMES.split()
MATHML_ELEMENTS = _MATHML_NAMES.split()
#: Attribute names.
_ATTRIBUTE_NAMES = (
    "href title id class style onclick onload onfoo onmouseover onfocusin data-x data-y src "
    "action formaction lang dir alt name value type target rel xlink:href attributeName "
    "onwebkitanimationend width height colspan tabindex hidden"
)
ATTRIBUTES = _ATTRIBUTE_NAMES.split()
URL_VALUES = (
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "\tjava\nscript:x",
    "java&#x09;script:x",
    "javascript&colon;x",
    "https://example.com/",
    "/relative",
    "data:text/html,x",
    "vbscript:x",
    "href",
    "xlink:href",
    "#frag",
)


def _attributes(rng: random.Random) -> str:
    out = []
    for _ in range(rng.choice((0, 0, 1, 1, 2, 3))):
        name = rng.choice(ATTRIBUTES)
        value = rng.choice(URL_VALUES) if rng.random() < 0.5 else rng.choice(("1", "x", "a b"))
        out.append(f' {name}="{value}"')
    return "".join(out)


def _markup(rng: random.Random, depth: int, space: str) -> str:
    parts = []
    depth = max(depth, 0)
    for _ in range(rng.randint(0, 3 if depth else 1)):
        roll = rng.random()
        if roll < 0.2:
            parts.append(rng.choice(("text", "a&amp;b", "&lt;x&gt;", " ", "é")))
        elif roll < 0.27:
            parts.append(rng.choice(("<!--c-->", "<!---->", "<?pi x?>", "<?xml-stylesheet a?>")))
        elif roll < 0.32 and space == "html":
            parts.append(rng.choice(("<svg>", "<math>")) + _markup(rng, depth - 1, "foreign"))
        elif roll < 0.35 and space == "html":
            mode = rng.choice(("open", "closed"))
            serializable = " shadowrootserializable" if rng.random() < 0.7 else ""
            inner = _markup(rng, depth - 1, "html")
            parts.append(
                f"<div><template shadowrootmode={mode}{serializable}>{inner}</template>x</div>"
            )
        else:
            names = HTML_ELEMENTS if space == "html" else SVG_ELEMENTS + MATHML_ELEMENTS
            name = rng.choice(names)
            inner = _markup(rng, depth - 1, space) if depth > 0 else ""
            parts.append(f"<{name}{_attributes(rng)}>{inner}</{name}>")
    return "".join(parts)


def _name(rng: random.Random, names: list[str], element: bool) -> Any:
    name = rng.choice(names)
    roll = rng.random()
    if roll < 0.75:
        return name
    if element:
        namespace = rng.choice((HTML, SVG, MATHML, "", None))
    else:
        namespace = rng.choice((None, XLINK, ""))
    if namespace is None:
        return {"name": name}
    return {"name": name, "namespace": namespace}


def _config(rng: random.Random) -> Any:
    roll = rng.random()
    if roll < 0.1:
        return None
    if roll < 0.15:
        return "default"
    elements = HTML_ELEMENTS + SVG_ELEMENTS + ["svg", "math"] + MATHML_ELEMENTS
    config: dict[str, Any] = {}
    if rng.random() < 0.5:
        chosen = []
        for _ in range(rng.randint(0, 12)):
            item = _name(rng, elements, True)
            if rng.random() < 0.2:
                item = item if isinstance(item, dict) else {"name": item}
                key = rng.choice(("attributes", "removeAttributes"))
                item[key] = [_name(rng, ATTRIBUTES, False) for _ in range(rng.randint(0, 3))]
            chosen.append(item)
        config["elements"] = chosen
    elif rng.random() < 0.6:
        config["removeElements"] = [_name(rng, elements, True) for _ in range(rng.randint(0, 8))]
    if rng.random() < 0.3:
        config["replaceWithChildrenElements"] = [
            _name(rng, elements, True) for _ in range(rng.randint(0, 3))
        ]
    if rng.random() < 0.5:
        config["attributes"] = [_name(rng, ATTRIBUTES, False) for _ in range(rng.randint(0, 10))]
    elif rng.random() < 0.6:
        config["removeAttributes"] = [
            _name(rng, ATTRIBUTES, False) for _ in range(rng.randint(0, 6))
        ]
    if rng.random() < 0.4:
        config["comments"] = rng.random() < 0.5
    if rng.random() < 0.3:
        config["dataAttributes"] = rng.random() < 0.5
    if rng.random() < 0.2:
        key = rng.choice(("processingInstructions", "removeProcessingInstructions"))
        config[key] = [rng.choice(("pi", "xml-stylesheet", {"target": "pi"}))]
    return config


def case(seed: int, index: int) -> list[Any]:
    """The case ``index`` of the cases of ``seed``."""
    rng = random.Random(seed * 1_000_003 + index)
    method = "setHTML" if rng.random() < 0.75 else "setHTMLUnsafe"
    return [method, _markup(rng, rng.randint(1, 4), "html"), _config(rng)]


def webapi_answer(document: Any, one: list[Any]) -> list[Any]:
    """webapi's answer to the case ``one`` (see the module's docstring), in ``document`` (an
    HTML document)."""
    from webapi.html import Sanitizer

    method, html, sanitizer = one
    div = document.createElement("div")
    try:
        if sanitizer is None:
            getattr(div, method)(html)
        else:
            getattr(div, method)(html, {"sanitizer": sanitizer})
        markup = div.getHTML({"serializableShadowRoots": True})
    except TypeError:
        markup = "!TypeError"
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
CHROMIUM_SCRIPT = """(cases) => cases.map(([method, html, sanitizer]) => {
  const div = document.createElement("div");
  let markup;
  try {
    if (sanitizer === null) div[method](html); else div[method](html, {sanitizer});
    markup = div.getHTML({serializableShadowRoots: true});
  } catch (e) { markup = "!" + e.name; }
  let got = null;
  if (sanitizer !== null && typeof sanitizer === "object") {
    try {
      const sorted = (v) => Array.isArray(v) ? v.map(sorted) : (v && typeof v === "object")
        ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v;
      got = JSON.stringify(sorted(new Sanitizer(sanitizer).get()));
    } catch (e) { got = "!" + e.name; }
  }
  return [markup, got];
})"""


_METHODS = (
    "allowElement",
    "removeElement",
    "replaceElementWithChildren",
    "allowAttribute",
    "removeAttribute",
    "allowProcessingInstruction",
    "removeProcessingInstruction",
    "setComments",
    "setDataAttributes",
    "removeUnsafe",
)


def modifier_case(seed: int, index: int) -> list[Any]:
    """A configuration (a dict, or ``"default"``) and 1 to 8 calls of the ``Sanitizer``'s
    modifiers: ``[config, [[method, argument], ...]]``."""
    rng = random.Random(seed * 999_983 + index)
    config = _config(rng)
    if config is None:
        config = "default"
    elements = ["b", "i", "p", "div", "a", "svg", "math", "html", "script", "template"]
    attributes = ["href", "title", "data-x", "onclick", "style", "id"]
    calls = []
    for _ in range(rng.randint(1, 8)):
        method = rng.choice(_METHODS)
        argument: Any
        if method in ("setComments", "setDataAttributes"):
            argument = rng.random() < 0.5
        elif method.endswith("ProcessingInstruction"):
            argument = rng.choice(("pi", "xml-stylesheet", {"target": "pi"}))
        elif method.endswith("Attribute"):
            argument = _name(rng, attributes, False)
        elif method == "removeUnsafe":
            argument = None
        else:
            argument = _name(rng, elements, True)
            if method == "allowElement" and rng.random() < 0.4:
                argument = argument if isinstance(argument, dict) else {"name": argument}
                key = rng.choice(("attributes", "removeAttributes"))
                argument[key] = [_name(rng, attributes, False) for _ in range(rng.randint(0, 3))]
        calls.append([method, argument])
    return [config, calls]


def webapi_modifier_answer(one: list[Any]) -> list[Any]:
    """What each call returned (``"!TypeError"`` for a configuration that is not valid) and
    ``get()`` after them, as JSON."""
    from webapi.html import Sanitizer

    config, calls = one
    try:
        sanitizer = Sanitizer(config)
    except TypeError:
        return ["!TypeError"]
    results: list[Any] = []
    for method, argument in calls:
        function = getattr(sanitizer, method)
        results.append(function() if argument is None else function(argument))
    results.append(
        json.dumps(sanitizer.get(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    )
    return results


#: The JavaScript that answers a list of modifier cases in Chromium.
CHROMIUM_MODIFIER_SCRIPT = """(cases) => cases.map(([config, calls]) => {
  let sanitizer;
  try { sanitizer = new Sanitizer(config); } catch (e) { return ["!" + e.name]; }
  const results = calls.map(([method, argument]) => {
    const value = argument === null ? sanitizer[method]() : sanitizer[method](argument);
    return value === undefined ? null : value;
  });
  const sorted = (v) => Array.isArray(v) ? v.map(sorted) : (v && typeof v === "object")
    ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v;
  results.push(JSON.stringify(sorted(sanitizer.get())));
  return results;
})"""
