"""Which interface an element in the HTML namespace implements: the element interface for a
local name (https://html.spec.whatwg.org/multipage/dom.html#elements-in-the-dom, "The element
interface for an element with name name in the HTML namespace is determined as follows"), over
the element index (https://html.spec.whatwg.org/multipage/indices.html#elements-3: each
element's "Interface" column) and the obsolete elements' interfaces
(https://html.spec.whatwg.org/multipage/obsolete.html#other-elements,-attributes-and-apis).

Names only: the classes are the generated ones (``_elements``), looked up by these names.
"""

from __future__ import annotations

from webapi.selectors import RESERVED_CUSTOM_ELEMENT_NAMES

__all__ = [
    "INTERFACES",
    "RESERVED_CUSTOM_ELEMENT_NAMES",
    "element_interface_name",
    "is_valid_custom_element_name",
]

#: Step 1's names: HTMLUnknownElement though the Standard once defined them.
_UNKNOWN = frozenset(
    ["applet", "bgsound", "blink", "isindex", "keygen", "multicol", "nextid", "spacer"]
)
#: Step 2's names: HTMLElement.
_PLAIN = frozenset(
    [
        "acronym",
        "basefont",
        "big",
        "center",
        "nobr",
        "noembed",
        "noframes",
        "plaintext",
        "rb",
        "rtc",
        "strike",
        "tt",
    ]
)

#: Step 4: "this specification defines an interface appropriate for the element type" (the
#: element index, and obsolete.html's interfaces); step 3 (listing, xmp) is folded in. Written
#: as interface -> its elements, as the index lists them.
_BY_INTERFACE = {
    "HTMLAnchorElement": "a",
    "HTMLAreaElement": "area",
    "HTMLAudioElement": "audio",
    "HTMLBaseElement": "base",
    "HTMLBodyElement": "body",
    "HTMLBRElement": "br",
    "HTMLButtonElement": "button",
    "HTMLCanvasElement": "canvas",
    "HTMLDataElement": "data",
    "HTMLDataListElement": "datalist",
    "HTMLDetailsElement": "details",
    "HTMLDialogElement": "dialog",
    "HTMLDirectoryElement": "dir",
    "HTMLDivElement": "div",
    "HTMLDListElement": "dl",
    "HTMLEmbedElement": "embed",
    "HTMLFieldSetElement": "fieldset",
    "HTMLFontElement": "font",
    "HTMLFormElement": "form",
    "HTMLFrameElement": "frame",
    "HTMLFrameSetElement": "frameset",
    "HTMLHeadElement": "head",
    "HTMLHeadingElement": "h1 h2 h3 h4 h5 h6",
    "HTMLHRElement": "hr",
    "HTMLHtmlElement": "html",
    "HTMLIFrameElement": "iframe",
    "HTMLImageElement": "img",
    "HTMLInputElement": "input",
    "HTMLLabelElement": "label",
    "HTMLLegendElement": "legend",
    "HTMLLIElement": "li",
    "HTMLLinkElement": "link",
    "HTMLMapElement": "map",
    "HTMLMarqueeElement": "marquee",
    "HTMLMenuElement": "menu",
    "HTMLMetaElement": "meta",
    "HTMLMeterElement": "meter",
    "HTMLModElement": "del ins",
    "HTMLObjectElement": "object",
    "HTMLOListElement": "ol",
    "HTMLOptGroupElement": "optgroup",
    "HTMLOptionElement": "option",
    "HTMLOutputElement": "output",
    "HTMLParagraphElement": "p",
    "HTMLParamElement": "param",
    "HTMLPictureElement": "picture",
    "HTMLPreElement": "pre listing xmp",
    "HTMLProgressElement": "progress",
    "HTMLQuoteElement": "blockquote q",
    "HTMLScriptElement": "script",
    "HTMLSelectElement": "select",
    "HTMLSelectedContentElement": "selectedcontent",
    "HTMLSlotElement": "slot",
    "HTMLSourceElement": "source",
    "HTMLSpanElement": "span",
    "HTMLStyleElement": "style",
    "HTMLTableCaptionElement": "caption",
    "HTMLTableCellElement": "td th",
    "HTMLTableColElement": "col colgroup",
    "HTMLTableElement": "table",
    "HTMLTableRowElement": "tr",
    "HTMLTableSectionElement": "tbody tfoot thead",
    "HTMLTemplateElement": "template",
    "HTMLTextAreaElement": "textarea",
    "HTMLTimeElement": "time",
    "HTMLTitleElement": "title",
    "HTMLTrackElement": "track",
    "HTMLUListElement": "ul",
    "HTMLVideoElement": "video",
    # The index's elements whose interface is HTMLElement itself ("Uses HTMLElement").
    "HTMLElement": (
        "abbr address article aside b bdi bdo cite code dd dfn dt em figcaption figure footer"
        " header hgroup i kbd main mark nav noscript rp rt ruby s samp search section small"
        " strong sub summary sup u var wbr"
    ),
}

#: local name -> interface name, for every name the Standard gives an interface (steps 1-4).
INTERFACES: dict[str, str] = {
    name: interface for interface, names in _BY_INTERFACE.items() for name in names.split()
}
INTERFACES.update(dict.fromkeys(_PLAIN, "HTMLElement"))
INTERFACES.update(dict.fromkeys(_UNKNOWN, "HTMLUnknownElement"))

#: https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name's
#: reserved names (for webapi.html's custom elements): written once, in
#: :mod:`webapi.selectors`, below, whose matching needs them too.
_RESERVED = RESERVED_CUSTOM_ELEMENT_NAMES
_PCEN_RANGES = (
    (0x2D, 0x2E),  # "-" "."
    (0x30, 0x39),  # 0-9
    (0x5F, 0x5F),  # "_"
    (0x61, 0x7A),  # a-z
    (0xB7, 0xB7),
    (0xC0, 0xD6),
    (0xD8, 0xF6),
    (0xF8, 0x37D),
    (0x37F, 0x1FFF),
    (0x200C, 0x200D),
    (0x203F, 0x2040),
    (0x2070, 0x218F),
    (0x2C00, 0x2FEF),
    (0x3001, 0xD7FF),
    (0xF900, 0xFDCF),
    (0xFDF0, 0xFFFD),
    (0x10000, 0xEFFFF),
)


def _is_pcen_char(character: str) -> bool:
    code = ord(character)
    return any(low <= code <= high for low, high in _PCEN_RANGES)


def is_valid_custom_element_name(name: str) -> bool:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name:
    ``[a-z] (PCENChar)* '-' (PCENChar)*``, not a reserved name."""
    if not name or not ("a" <= name[0] <= "z") or "-" not in name or name in _RESERVED:
        return False
    return all(_is_pcen_char(character) for character in name[1:])


def element_interface_name(local_name: str) -> str:
    """The name of the element interface for ``local_name`` in the HTML namespace: the
    Standard's interface (steps 1-4; no other applicable specification's, step 5),
    HTMLElement for a valid custom element name (step 6), else HTMLUnknownElement (step 7)."""
    found = INTERFACES.get(local_name)
    if found is not None:
        return found
    if is_valid_custom_element_name(local_name):
        return "HTMLElement"
    return "HTMLUnknownElement"
