"""The Sanitizer API's builtins (https://wicg.github.io/sanitizer-api/#sanitization-defaults):
the built-in safe default configuration, the built-in safe baseline configuration, the
navigating and animating URL attributes lists, the non-replaceable elements list, and the
event handler content attributes "remove unsafe" removes, as Chromium 156 has them.

Data, written compactly: the default configuration is the specification's
``builtins/safe-default-configuration.json`` (WICG/sanitizer-api at ffdd3ae3, which Chromium
156's ``new Sanitizer().get()`` equals, checked by ``tests/html/test_sanitizer.py``). Two lists
are Chromium's rather than the specification's (docs/html.md, "The HTML Sanitizer API",
departures ``BaselineRemovesBase`` and ``ChromiumEventHandlers``): the baseline also removes
``base``, and the event handler content attributes are the 139 names Chromium 156's
``removeUnsafe()`` puts in a remove list (the HTML Standard's and Chromium's own: ``onfocusin``,
``onwebkitanimationend``, ...), not only the HTML Standard's.
"""

from __future__ import annotations

from webapi.infra import HTML_NAMESPACE, MATHML_NAMESPACE, SVG_NAMESPACE, XLINK_NAMESPACE

__all__ = [
    "ANIMATING_URL_ATTRIBUTES",
    "BASELINE_REMOVE_ELEMENTS",
    "DEFAULT_ATTRIBUTES",
    "DEFAULT_ELEMENTS",
    "EVENT_HANDLER_CONTENT_ATTRIBUTES",
    "NAVIGATING_URL_ATTRIBUTES",
    "NON_REPLACEABLE_ELEMENTS",
]

#: The built-in safe default configuration's ``elements``: (namespace, local name, the
#: element's ``attributes``, all in no namespace). Its ``attributes`` are
#: :data:`DEFAULT_ATTRIBUTES`; ``comments`` and ``dataAttributes`` false;
#: ``processingInstructions`` empty.
DEFAULT_ELEMENTS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    # MATHML_NAMESPACE
    (MATHML_NAMESPACE, "math", ()),
    (MATHML_NAMESPACE, "merror", ()),
    (MATHML_NAMESPACE, "mfrac", ()),
    (MATHML_NAMESPACE, "mi", ()),
    (MATHML_NAMESPACE, "mmultiscripts", ()),
    (MATHML_NAMESPACE, "mn", ()),
    (
        MATHML_NAMESPACE,
        "mo",
        (
            "fence",
            "form",
            "largeop",
            "lspace",
            "maxsize",
            "minsize",
            "movablelimits",
            "rspace",
            "separator",
            "stretchy",
            "symmetric",
        ),
    ),
    (MATHML_NAMESPACE, "mover", ("accent",)),
    (MATHML_NAMESPACE, "mpadded", ("depth", "height", "lspace", "voffset", "width")),
    (MATHML_NAMESPACE, "mphantom", ()),
    (MATHML_NAMESPACE, "mprescripts", ()),
    (MATHML_NAMESPACE, "mroot", ()),
    (MATHML_NAMESPACE, "mrow", ()),
    (MATHML_NAMESPACE, "ms", ()),
    (MATHML_NAMESPACE, "mspace", ("depth", "height", "width")),
    (MATHML_NAMESPACE, "msqrt", ()),
    (MATHML_NAMESPACE, "mstyle", ()),
    (MATHML_NAMESPACE, "msub", ()),
    (MATHML_NAMESPACE, "msubsup", ()),
    (MATHML_NAMESPACE, "msup", ()),
    (MATHML_NAMESPACE, "mtable", ()),
    (MATHML_NAMESPACE, "mtd", ("columnspan", "rowspan")),
    (MATHML_NAMESPACE, "mtext", ()),
    (MATHML_NAMESPACE, "mtr", ()),
    (MATHML_NAMESPACE, "munder", ("accentunder",)),
    (MATHML_NAMESPACE, "munderover", ("accent", "accentunder")),
    (MATHML_NAMESPACE, "semantics", ()),
    # HTML_NAMESPACE
    (HTML_NAMESPACE, "a", ("href", "hreflang", "type")),
    (HTML_NAMESPACE, "abbr", ()),
    (HTML_NAMESPACE, "address", ()),
    (HTML_NAMESPACE, "article", ()),
    (HTML_NAMESPACE, "aside", ()),
    (HTML_NAMESPACE, "b", ()),
    (HTML_NAMESPACE, "bdi", ()),
    (HTML_NAMESPACE, "bdo", ()),
    (HTML_NAMESPACE, "blockquote", ("cite",)),
    (HTML_NAMESPACE, "body", ()),
    (HTML_NAMESPACE, "br", ()),
    (HTML_NAMESPACE, "caption", ()),
    (HTML_NAMESPACE, "cite", ()),
    (HTML_NAMESPACE, "code", ()),
    (HTML_NAMESPACE, "col", ("span",)),
    (HTML_NAMESPACE, "colgroup", ("span",)),
    (HTML_NAMESPACE, "data", ("value",)),
    (HTML_NAMESPACE, "dd", ()),
    (HTML_NAMESPACE, "del", ("cite", "datetime")),
    (HTML_NAMESPACE, "dfn", ()),
    (HTML_NAMESPACE, "div", ()),
    (HTML_NAMESPACE, "dl", ()),
    (HTML_NAMESPACE, "dt", ()),
    (HTML_NAMESPACE, "em", ()),
    (HTML_NAMESPACE, "figcaption", ()),
    (HTML_NAMESPACE, "figure", ()),
    (HTML_NAMESPACE, "footer", ()),
    (HTML_NAMESPACE, "h1", ()),
    (HTML_NAMESPACE, "h2", ()),
    (HTML_NAMESPACE, "h3", ()),
    (HTML_NAMESPACE, "h4", ()),
    (HTML_NAMESPACE, "h5", ()),
    (HTML_NAMESPACE, "h6", ()),
    (HTML_NAMESPACE, "head", ()),
    (HTML_NAMESPACE, "header", ()),
    (HTML_NAMESPACE, "hgroup", ()),
    (HTML_NAMESPACE, "hr", ()),
    (HTML_NAMESPACE, "html", ()),
    (HTML_NAMESPACE, "i", ()),
    (HTML_NAMESPACE, "ins", ("cite", "datetime")),
    (HTML_NAMESPACE, "kbd", ()),
    (HTML_NAMESPACE, "li", ("value",)),
    (HTML_NAMESPACE, "main", ()),
    (HTML_NAMESPACE, "mark", ()),
    (HTML_NAMESPACE, "menu", ()),
    (HTML_NAMESPACE, "nav", ()),
    (HTML_NAMESPACE, "ol", ("reversed", "start", "type")),
    (HTML_NAMESPACE, "p", ()),
    (HTML_NAMESPACE, "pre", ()),
    (HTML_NAMESPACE, "q", ()),
    (HTML_NAMESPACE, "rp", ()),
    (HTML_NAMESPACE, "rt", ()),
    (HTML_NAMESPACE, "ruby", ()),
    (HTML_NAMESPACE, "s", ()),
    (HTML_NAMESPACE, "samp", ()),
    (HTML_NAMESPACE, "search", ()),
    (HTML_NAMESPACE, "section", ()),
    (HTML_NAMESPACE, "small", ()),
    (HTML_NAMESPACE, "span", ()),
    (HTML_NAMESPACE, "strong", ()),
    (HTML_NAMESPACE, "sub", ()),
    (HTML_NAMESPACE, "sup", ()),
    (HTML_NAMESPACE, "table", ()),
    (HTML_NAMESPACE, "tbody", ()),
    (HTML_NAMESPACE, "td", ("colspan", "headers", "rowspan")),
    (HTML_NAMESPACE, "tfoot", ()),
    (HTML_NAMESPACE, "th", ("abbr", "colspan", "headers", "rowspan", "scope")),
    (HTML_NAMESPACE, "thead", ()),
    (HTML_NAMESPACE, "time", ("datetime",)),
    (HTML_NAMESPACE, "title", ()),
    (HTML_NAMESPACE, "tr", ()),
    (HTML_NAMESPACE, "u", ()),
    (HTML_NAMESPACE, "ul", ()),
    (HTML_NAMESPACE, "var", ()),
    (HTML_NAMESPACE, "wbr", ()),
    # SVG_NAMESPACE
    (SVG_NAMESPACE, "a", ("href", "hreflang", "type")),
    (SVG_NAMESPACE, "circle", ("cx", "cy", "pathLength", "r")),
    (SVG_NAMESPACE, "defs", ()),
    (SVG_NAMESPACE, "desc", ()),
    (SVG_NAMESPACE, "ellipse", ("cx", "cy", "pathLength", "rx", "ry")),
    (SVG_NAMESPACE, "foreignObject", ("height", "width", "x", "y")),
    (SVG_NAMESPACE, "g", ()),
    (SVG_NAMESPACE, "line", ("pathLength", "x1", "x2", "y1", "y2")),
    (
        SVG_NAMESPACE,
        "marker",
        (
            "markerHeight",
            "markerUnits",
            "markerWidth",
            "orient",
            "preserveAspectRatio",
            "refX",
            "refY",
            "viewBox",
        ),
    ),
    (SVG_NAMESPACE, "metadata", ()),
    (SVG_NAMESPACE, "path", ("d", "pathLength")),
    (SVG_NAMESPACE, "polygon", ("pathLength", "points")),
    (SVG_NAMESPACE, "polyline", ("pathLength", "points")),
    (SVG_NAMESPACE, "rect", ("height", "pathLength", "rx", "ry", "width", "x", "y")),
    (SVG_NAMESPACE, "svg", ("height", "preserveAspectRatio", "viewBox", "width", "x", "y")),
    (SVG_NAMESPACE, "text", ("dx", "dy", "lengthAdjust", "rotate", "textLength", "x", "y")),
    (
        SVG_NAMESPACE,
        "textPath",
        ("lengthAdjust", "method", "path", "side", "spacing", "startOffset", "textLength"),
    ),
    (SVG_NAMESPACE, "title", ()),
    (SVG_NAMESPACE, "tspan", ("dx", "dy", "lengthAdjust", "rotate", "textLength", "x", "y")),
)

_DEFAULT_ATTRIBUTE_NAMES = """
alignment-baseline baseline-shift clip-path clip-rule color color-interpolation cursor dir
direction display displaystyle dominant-baseline fill fill-opacity fill-rule font-family
font-size font-size-adjust font-stretch font-style font-variant font-weight lang
letter-spacing marker-end marker-mid marker-start mathbackground mathcolor mathsize opacity
paint-order pointer-events scriptlevel shape-rendering stop-color stop-opacity stroke
stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit
stroke-opacity stroke-width text-anchor text-decoration text-overflow text-rendering title
transform transform-origin unicode-bidi vector-effect visibility white-space word-spacing
writing-mode
"""

#: The built-in safe default configuration's global ``attributes`` (all in no namespace).
DEFAULT_ATTRIBUTES: tuple[str, ...] = tuple(_DEFAULT_ATTRIBUTE_NAMES.split())

#: The built-in safe baseline configuration's ``removeElements`` as Chromium 156 has it
#: (the specification's, and HTML's ``base``); its ``removeAttributes`` is empty.
BASELINE_REMOVE_ELEMENTS: tuple[tuple[str, str], ...] = (
    (HTML_NAMESPACE, "base"),
    (HTML_NAMESPACE, "embed"),
    (HTML_NAMESPACE, "frame"),
    (HTML_NAMESPACE, "iframe"),
    (HTML_NAMESPACE, "object"),
    (HTML_NAMESPACE, "script"),
    (SVG_NAMESPACE, "script"),
    (SVG_NAMESPACE, "use"),
)

_EVENT_HANDLER_NAMES = """
onabort onactivate onafterprint onanimationcancel onanimationend onanimationiteration
onanimationstart onautofill onauxclick onbeforecopy onbeforecut onbeforefilter onbeforeinput
onbeforepaste onbeforeprint onbeforetoggle onbeforeunload onbegin onblur oncancel oncanplay
oncanplaythrough onchange onclick onclose oncommand oncontentvisibilityautostatechange
oncontextlost oncontextmenu oncontextrestored oncopy oncuechange oncut ondblclick ondrag
ondragend ondragenter ondragleave ondragover ondragstart ondrop ondurationchange onemptied
onend onended onerror onfocus onfocusin onfocusout onformdata ongotpointercapture
onhashchange oninput oninstallresult oninvalid onkeydown onkeypress onkeyup onlanguagechange
onload onloadeddata onloadedmetadata onloadstart onlocation onlostpointercapture onmessage
onmessageerror onmousedown onmouseenter onmouseleave onmousemove onmouseout onmouseover
onmouseup onmousewheel onmove onoffline ononline onorientationchange onpagehide onpageshow
onpaste onpause onplay onplaying onpointercancel onpointerdown onpointerenter onpointerleave
onpointermove onpointerout onpointerover onpointerrawupdate onpointerup onpopstate
onprogress onpromptaction onpromptdismiss onratechange onrepeat onreset onresize onscroll
onscrollend onscrollsnapchange onscrollsnapchanging onsearch onsecuritypolicyviolation
onseeked onseeking onselect onselectionchange onselectstart onshow onslotchange onstalled
onstorage onstream onsubmit onsuspend ontimeupdate ontimezonechange ontoggle ontouchcancel
ontouchend ontouchmove ontouchstart ontransitionend onunload onvalidationstatuschange
onvolumechange onwaiting onwebkitanimationend onwebkitanimationiteration
onwebkitanimationstart onwebkitfullscreenchange onwebkitfullscreenerror
onwebkittransitionend onwheel
"""

#: The event handler content attributes "remove unsafe" removes (in no namespace), in the
#: order Chromium 156's ``removeUnsafe()`` appends them.
EVENT_HANDLER_CONTENT_ATTRIBUTES: tuple[str, ...] = tuple(_EVENT_HANDLER_NAMES.split())

#: The built-in navigating URL attributes list: (element namespace, element local name,
#: attribute namespace, attribute local name) whose ``javascript:`` URLs are unsafe.
NAVIGATING_URL_ATTRIBUTES: frozenset[tuple[str, str, str | None, str]] = frozenset(
    {
        (HTML_NAMESPACE, "a", None, "href"),
        (HTML_NAMESPACE, "area", None, "href"),
        (HTML_NAMESPACE, "base", None, "href"),
        (HTML_NAMESPACE, "button", None, "formaction"),
        (HTML_NAMESPACE, "form", None, "action"),
        (HTML_NAMESPACE, "input", None, "formaction"),
        (SVG_NAMESPACE, "a", None, "href"),
        (SVG_NAMESPACE, "a", XLINK_NAMESPACE, "href"),
    }
)

#: The built-in animating URL attributes list: (element namespace, element local name) whose
#: ``attributeName`` (no namespace) may not name ``href`` or ``xlink:href``.
ANIMATING_URL_ATTRIBUTES: frozenset[tuple[str, str]] = frozenset(
    {(SVG_NAMESPACE, "animate"), (SVG_NAMESPACE, "animateTransform"), (SVG_NAMESPACE, "set")}
)

#: The built-in non-replaceable elements list: never in ``replaceWithChildrenElements``.
NON_REPLACEABLE_ELEMENTS: frozenset[tuple[str, str]] = frozenset(
    {(HTML_NAMESPACE, "html"), (SVG_NAMESPACE, "svg"), (MATHML_NAMESPACE, "math")}
)
