"""The element and name tables of HTML's tree construction
(https://html.spec.whatwg.org/multipage/parsing.html#tree-construction): the special and
formatting categories, the scopes, the implied end tags, the SVG and MathML adjustments and
the quirks-mode doctype identifiers. Elements are ``(namespace, local name)`` pairs where the
category holds elements of several namespaces; otherwise HTML local names.
"""

from __future__ import annotations

from webapi.infra import HTML_NAMESPACE, MATHML_NAMESPACE, SVG_NAMESPACE

__all__ = [
    "BREAKOUT",
    "BUTTON_SCOPE",
    "DEFAULT_SCOPE",
    "FORMATTING",
    "IMPLIED_END_TAGS",
    "IMPLIED_END_TAGS_THOROUGHLY",
    "LIST_ITEM_SCOPE",
    "MATHML_ATTRIBUTES",
    "SPECIAL",
    "SVG_ATTRIBUTES",
    "SVG_TAG_NAMES",
    "TABLE_SCOPE",
    "words",
]


def words(names: str) -> frozenset[str]:
    """The space-separated names of ``names``."""
    return frozenset(names.split())


def _html(names: str) -> frozenset[tuple[str, str]]:
    return frozenset((HTML_NAMESPACE, name) for name in names.split())


_FOREIGN_SCOPE = frozenset(
    [(MATHML_NAMESPACE, name) for name in ("mi", "mo", "mn", "ms", "mtext", "annotation-xml")]
    + [(SVG_NAMESPACE, name) for name in ("foreignObject", "desc", "title")]
)

#: https://html.spec.whatwg.org/multipage/parsing.html#special
SPECIAL = (
    _html(
        "address applet area article aside base basefont bgsound blockquote body br button "
        "caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure "
        "footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img "
        "input keygen li link listing main marquee menu meta nav noembed noframes noscript "
        "object ol p param plaintext pre script search section select source style summary "
        "table tbody td template textarea tfoot th thead title tr track ul wbr xmp"
    )
    | _FOREIGN_SCOPE
)

#: https://html.spec.whatwg.org/multipage/parsing.html#formatting
FORMATTING = words("a b big code em font i nobr s small strike strong tt u")

#: https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-scope: the element
#: types that end the default scope.
DEFAULT_SCOPE = (
    _html("applet caption html table td th marquee object select template") | _FOREIGN_SCOPE
)
#: https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-list-item-scope
LIST_ITEM_SCOPE = DEFAULT_SCOPE | _html("ol ul")
#: https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-button-scope
BUTTON_SCOPE = DEFAULT_SCOPE | _html("button")
#: https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-table-scope
TABLE_SCOPE = _html("html table template")

#: https://html.spec.whatwg.org/multipage/parsing.html#generate-implied-end-tags
IMPLIED_END_TAGS = words("dd dt li optgroup option p rb rp rt rtc")
#: https://html.spec.whatwg.org/multipage/parsing.html#generate-all-implied-end-tags-thoroughly
IMPLIED_END_TAGS_THOROUGHLY = IMPLIED_END_TAGS | words(
    "caption colgroup tbody td tfoot th thead tr"
)

#: https://html.spec.whatwg.org/multipage/parsing.html#adjust-mathml-attributes
MATHML_ATTRIBUTES = {"definitionurl": "definitionURL"}

_SVG_ATTRIBUTE_NAMES = (
    "attributeName attributeType baseFrequency baseProfile calcMode clipPathUnits "
    "diffuseConstant edgeMode filterUnits glyphRef gradientTransform gradientUnits "
    "kernelMatrix kernelUnitLength keyPoints keySplines keyTimes lengthAdjust "
    "limitingConeAngle markerHeight markerUnits markerWidth maskContentUnits maskUnits "
    "numOctaves pathLength patternContentUnits patternTransform patternUnits pointsAtX "
    "pointsAtY pointsAtZ preserveAlpha preserveAspectRatio primitiveUnits refX refY "
    "repeatCount repeatDur requiredExtensions requiredFeatures specularConstant "
    "specularExponent spreadMethod startOffset stdDeviation stitchTiles surfaceScale "
    "systemLanguage tableValues targetX targetY textLength viewBox viewTarget "
    "xChannelSelector yChannelSelector zoomAndPan"
)
#: https://html.spec.whatwg.org/multipage/parsing.html#adjust-svg-attributes (each entry
#: is the lowercase form of the name it becomes)
SVG_ATTRIBUTES = {name.lower(): name for name in _SVG_ATTRIBUTE_NAMES.split()}

_SVG_TAG_NAMES = (
    "altGlyph altGlyphDef altGlyphItem animateColor animateMotion animateTransform clipPath "
    "feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix "
    "feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB "
    "feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset "
    "fePointLight feSpecularLighting feSpotLight feTile feTurbulence foreignObject glyphRef "
    "linearGradient radialGradient textPath"
)
#: https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign: the SVG
#: element names the "any other start tag" steps adjust (lowercase -> name).
SVG_TAG_NAMES = {name.lower(): name for name in _SVG_TAG_NAMES.split()}

#: The start tags that end foreign content (the rules for parsing tokens in foreign content,
#: https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign; ``font`` only
#: with a color, face or size attribute).
BREAKOUT = words(
    "b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i "
    "img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt "
    "u ul var"
)

# --- the initial insertion mode's quirks (https://html.spec.whatwg.org/multipage/parsing.html#the-initial-insertion-mode)

#: Public identifiers (ASCII lowercase) that set quirks mode.
QUIRKS_PUBLIC_IDS = frozenset(
    ["-//w3o//dtd w3 html strict 3.0//en//", "-/w3c/dtd html 4.0 transitional/en", "html"]
)
#: The system identifier (ASCII lowercase) that sets quirks mode.
QUIRKS_SYSTEM_ID = "http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd"
#: Public identifier prefixes (ASCII lowercase) that set quirks mode.
QUIRKS_PUBLIC_PREFIXES = tuple(
    p.lower()
    for p in (
        "+//Silmaril//dtd html Pro v0r11 19970101//",
        "-//AS//DTD HTML 3.0 asWedit + extensions//",
        "-//AdvaSoft Ltd//DTD HTML 3.0 asWedit + extensions//",
        "-//IETF//DTD HTML 2.0 Level 1//",
        "-//IETF//DTD HTML 2.0 Level 2//",
        "-//IETF//DTD HTML 2.0 Strict Level 1//",
        "-//IETF//DTD HTML 2.0 Strict Level 2//",
        "-//IETF//DTD HTML 2.0 Strict//",
        "-//IETF//DTD HTML 2.0//",
        "-//IETF//DTD HTML 2.1E//",
        "-//IETF//DTD HTML 3.0//",
        "-//IETF//DTD HTML 3.2 Final//",
        "-//IETF//DTD HTML 3.2//",
        "-//IETF//DTD HTML 3//",
        "-//IETF//DTD HTML Level 0//",
        "-//IETF//DTD HTML Level 1//",
        "-//IETF//DTD HTML Level 2//",
        "-//IETF//DTD HTML Level 3//",
        "-//IETF//DTD HTML Strict Level 0//",
        "-//IETF//DTD HTML Strict Level 1//",
        "-//IETF//DTD HTML Strict Level 2//",
        "-//IETF//DTD HTML Strict Level 3//",
        "-//IETF//DTD HTML Strict//",
        "-//IETF//DTD HTML//",
        "-//Metrius//DTD Metrius Presentational//",
        "-//Microsoft//DTD Internet Explorer 2.0 HTML Strict//",
        "-//Microsoft//DTD Internet Explorer 2.0 HTML//",
        "-//Microsoft//DTD Internet Explorer 2.0 Tables//",
        "-//Microsoft//DTD Internet Explorer 3.0 HTML Strict//",
        "-//Microsoft//DTD Internet Explorer 3.0 HTML//",
        "-//Microsoft//DTD Internet Explorer 3.0 Tables//",
        "-//Netscape Comm. Corp.//DTD HTML//",
        "-//Netscape Comm. Corp.//DTD Strict HTML//",
        "-//O'Reilly and Associates//DTD HTML 2.0//",
        "-//O'Reilly and Associates//DTD HTML Extended 1.0//",
        "-//O'Reilly and Associates//DTD HTML Extended Relaxed 1.0//",
        "-//SQ//DTD HTML 2.0 HoTMetaL + extensions//",
        "-//SoftQuad Software//DTD HoTMetaL PRO 6.0::19990601::extensions to HTML 4.0//",
        "-//SoftQuad//DTD HoTMetaL PRO 4.0::19971010::extensions to HTML 4.0//",
        "-//Spyglass//DTD HTML 2.0 Extended//",
        "-//Sun Microsystems Corp.//DTD HotJava HTML//",
        "-//Sun Microsystems Corp.//DTD HotJava Strict HTML//",
        "-//W3C//DTD HTML 3 1995-03-24//",
        "-//W3C//DTD HTML 3.2 Draft//",
        "-//W3C//DTD HTML 3.2 Final//",
        "-//W3C//DTD HTML 3.2//",
        "-//W3C//DTD HTML 3.2S Draft//",
        "-//W3C//DTD HTML 4.0 Frameset//",
        "-//W3C//DTD HTML 4.0 Transitional//",
        "-//W3C//DTD HTML Experimental 19960712//",
        "-//W3C//DTD HTML Experimental 970421//",
        "-//W3C//DTD W3 HTML//",
        "-//W3O//DTD W3 HTML 3.0//",
        "-//WebTechs//DTD Mozilla HTML 2.0//",
        "-//WebTechs//DTD Mozilla HTML//",
    )
)
#: Public identifier prefixes (ASCII lowercase) that set quirks mode when the system
#: identifier is missing, limited-quirks mode when it is not.
HTML401_PUBLIC_PREFIXES = (
    "-//w3c//dtd html 4.01 frameset//",
    "-//w3c//dtd html 4.01 transitional//",
)
#: Public identifier prefixes (ASCII lowercase) that set limited-quirks mode.
LIMITED_QUIRKS_PUBLIC_PREFIXES = (
    "-//w3c//dtd xhtml 1.0 frameset//",
    "-//w3c//dtd xhtml 1.0 transitional//",
)
