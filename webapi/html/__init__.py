"""The HTML Standard (https://html.spec.whatwg.org/) over webapi's DOM, named as there: the
encoding of a document's bytes (``sniff_encoding``, ``prescan``, ``decode_html``), the HTML
tokenizer (``tokenize``) and tree construction, a ``Document`` from a response
(``document_from_response``; an XML response's: ``xml_document_from``), ``DOMParser`` and
``XMLSerializer``, the element interfaces of the DOM's HTML elements (``HTMLElement``,
``HTMLAnchorElement``, ...; the DOM makes each element of the HTML namespace an instance of
its interface's class), HTML's event interfaces (``SubmitEvent``, ``HashChangeEvent``, ...),
browsing contexts for ``<iframe>`` documents (``create_top_level_traversable``), what a
browser makes of the URLs in a document (``resolve``, ``encoding_parse``,
``document_base_url``), sites (``obtain_site``, ``same_site``, ``schemelessly_same_site``),
``atob``/``btoa``, a window's ``Navigator`` (its ``NavigatorProfile``), ``Performance`` and
``Crypto``, channel messaging (``MessageChannel``, ``MessagePort``, ``BroadcastChannel``),
Web Storage (``StorageShed``, ``Storage``: ``localStorage`` and ``sessionStorage`` areas by
origin), a page's links (``links``, ``parse_srcset_attribute``,
``parse_refresh``, ``refresh_url``, ``location_url``), ``structuredClone`` (HTML's
structured serialization over Python values: docs/structured-clone.md), the computed styles
of the cascade (``getComputedStyle``; the ``CSS`` namespace's ``supports`` and ``escape``), the
text a reader sees (``visible_text``; ``element.innerText``: docs/text.md), custom elements
(``custom_element_registry(document).define("my-el", MyEl)``, ``CustomElementRegistry``; a
custom element's ``ElementInternals`` and ``CustomStateSet``), the HTML Sanitizer API
(``Sanitizer``, ``sanitize(html, config=None)``: docs/html.md) and the
legacy factory functions (``Option``, ``Image``, ``Audio``: JavaScript's ``new Option()``).
Every name loads its module on first use: ``import webapi.html`` (and ``webapi.cookies``, which
needs ``same_site``) loads no decoder, sniffing or tokenizer module.
"""

from webapi._lazy import declare_provider as _declare_provider
from webapi._lazy import lazy_package as _lazy_package

# What a module of a lower wing of webapi.html (parsing < elements < forms < rendering <
# browsing, tests/test_import_graph.py's HTML_WINGS) asks of a higher one, or a module of what
# it loads asks back, named here, at the package above both (a package loads before its
# modules): the asking module calls ``load_provider(need)`` (webapi/_lazy.py), which loads the
# provider's module on first need and never imports it by name (issue #72 item 3).
for _need, _provider in (
    ("html:element-registry", "webapi.html.elements._elements"),
    ("html:template-element", "webapi.html.elements._template:HTMLTemplateElementImpl"),
    ("html:selectedcontent-steps", "webapi.html.elements._selectedcontent_element"),
    ("html:document-fetch", "webapi.html.browsing._document_fetch"),
    ("html:element-classes", "webapi.html.browsing._elements_bindings"),
    ("html:autonomous-class", "webapi.html.elements._custom_elements:autonomous_class"),
    ("html:customizable-class", "webapi.html.elements._custom_elements:customizable_class"),
    ("html:html-constructor", "webapi.html.elements._custom_elements:html_constructor"),
    ("html:attach-internals", "webapi.html.forms._element_internals:attach_internals"),
    ("html:form-owner", "webapi.html.forms._forms_impl:form_owner"),
    ("html:link-style", "webapi.html.rendering._link_style"),
    (
        "html:hyperlink-activation-behavior",
        "webapi.html.browsing._follow_hyperlink:hyperlink_activation_behavior",
    ),
    (
        "html:plan-to-navigate",
        "webapi.html.browsing._follow_hyperlink:plan_to_navigate_to_a_form_submission",
    ),
    ("html:dom-members", "webapi.html.browsing._dom_members"),
    ("html:message-port", "webapi.html.browsing._globals_bindings:MessagePort"),
    ("html:window-bindings", "webapi.html.browsing._window_bindings"),
    ("html:close-window", "webapi.html.browsing._closing:close_window"),
    ("html:navigables", "webapi.html.browsing._navigables"),
    ("html:navigate", "webapi.html.browsing._navigate:navigate"),
    ("html:session-history", "webapi.html.browsing._session_history"),
    ("html:can-have-its-url-rewritten", "webapi.html.browsing._history:can_have_its_url_rewritten"),
):
    _declare_provider(_need, _provider)
del _need, _provider

TYPE_CHECKING = False
if TYPE_CHECKING:  # what type checkers see of the names loaded on first use
    from webapi.encoding import document_encoding as document_encoding

    from .browsing._console import Console as Console
    from .browsing._elements_bindings import DOMParser as DOMParser
    from .browsing._elements_bindings import DOMStringMap as DOMStringMap
    from .browsing._elements_bindings import HTMLAnchorElement as HTMLAnchorElement
    from .browsing._elements_bindings import HTMLAreaElement as HTMLAreaElement
    from .browsing._elements_bindings import HTMLAudioElement as HTMLAudioElement
    from .browsing._elements_bindings import HTMLBaseElement as HTMLBaseElement
    from .browsing._elements_bindings import HTMLBodyElement as HTMLBodyElement
    from .browsing._elements_bindings import HTMLBRElement as HTMLBRElement
    from .browsing._elements_bindings import HTMLButtonElement as HTMLButtonElement
    from .browsing._elements_bindings import HTMLCanvasElement as HTMLCanvasElement
    from .browsing._elements_bindings import HTMLDataElement as HTMLDataElement
    from .browsing._elements_bindings import HTMLDataListElement as HTMLDataListElement
    from .browsing._elements_bindings import HTMLDetailsElement as HTMLDetailsElement
    from .browsing._elements_bindings import HTMLDialogElement as HTMLDialogElement
    from .browsing._elements_bindings import HTMLDirectoryElement as HTMLDirectoryElement
    from .browsing._elements_bindings import HTMLDivElement as HTMLDivElement
    from .browsing._elements_bindings import HTMLDListElement as HTMLDListElement
    from .browsing._elements_bindings import HTMLElement as HTMLElement
    from .browsing._elements_bindings import HTMLEmbedElement as HTMLEmbedElement
    from .browsing._elements_bindings import HTMLFieldSetElement as HTMLFieldSetElement
    from .browsing._elements_bindings import HTMLFontElement as HTMLFontElement
    from .browsing._elements_bindings import (
        HTMLFormControlsCollection as HTMLFormControlsCollection,
    )
    from .browsing._elements_bindings import HTMLFormElement as HTMLFormElement
    from .browsing._elements_bindings import HTMLFrameElement as HTMLFrameElement
    from .browsing._elements_bindings import HTMLFrameSetElement as HTMLFrameSetElement
    from .browsing._elements_bindings import HTMLHeadElement as HTMLHeadElement
    from .browsing._elements_bindings import HTMLHeadingElement as HTMLHeadingElement
    from .browsing._elements_bindings import HTMLHRElement as HTMLHRElement
    from .browsing._elements_bindings import HTMLHtmlElement as HTMLHtmlElement
    from .browsing._elements_bindings import HTMLIFrameElement as HTMLIFrameElement
    from .browsing._elements_bindings import HTMLImageElement as HTMLImageElement
    from .browsing._elements_bindings import HTMLInputElement as HTMLInputElement
    from .browsing._elements_bindings import HTMLLabelElement as HTMLLabelElement
    from .browsing._elements_bindings import HTMLLegendElement as HTMLLegendElement
    from .browsing._elements_bindings import HTMLLIElement as HTMLLIElement
    from .browsing._elements_bindings import HTMLLinkElement as HTMLLinkElement
    from .browsing._elements_bindings import HTMLMapElement as HTMLMapElement
    from .browsing._elements_bindings import HTMLMarqueeElement as HTMLMarqueeElement
    from .browsing._elements_bindings import HTMLMediaElement as HTMLMediaElement
    from .browsing._elements_bindings import HTMLMenuElement as HTMLMenuElement
    from .browsing._elements_bindings import HTMLMetaElement as HTMLMetaElement
    from .browsing._elements_bindings import HTMLMeterElement as HTMLMeterElement
    from .browsing._elements_bindings import HTMLModElement as HTMLModElement
    from .browsing._elements_bindings import HTMLObjectElement as HTMLObjectElement
    from .browsing._elements_bindings import HTMLOListElement as HTMLOListElement
    from .browsing._elements_bindings import HTMLOptGroupElement as HTMLOptGroupElement
    from .browsing._elements_bindings import HTMLOptionElement as HTMLOptionElement
    from .browsing._elements_bindings import HTMLOptionsCollection as HTMLOptionsCollection
    from .browsing._elements_bindings import HTMLOutputElement as HTMLOutputElement
    from .browsing._elements_bindings import HTMLParagraphElement as HTMLParagraphElement
    from .browsing._elements_bindings import HTMLParamElement as HTMLParamElement
    from .browsing._elements_bindings import HTMLPictureElement as HTMLPictureElement
    from .browsing._elements_bindings import HTMLPreElement as HTMLPreElement
    from .browsing._elements_bindings import HTMLProgressElement as HTMLProgressElement
    from .browsing._elements_bindings import HTMLQuoteElement as HTMLQuoteElement
    from .browsing._elements_bindings import HTMLScriptElement as HTMLScriptElement
    from .browsing._elements_bindings import (
        HTMLSelectedContentElement as HTMLSelectedContentElement,
    )
    from .browsing._elements_bindings import HTMLSelectElement as HTMLSelectElement
    from .browsing._elements_bindings import HTMLSlotElement as HTMLSlotElement
    from .browsing._elements_bindings import HTMLSourceElement as HTMLSourceElement
    from .browsing._elements_bindings import HTMLSpanElement as HTMLSpanElement
    from .browsing._elements_bindings import HTMLStyleElement as HTMLStyleElement
    from .browsing._elements_bindings import HTMLTableCaptionElement as HTMLTableCaptionElement
    from .browsing._elements_bindings import HTMLTableCellElement as HTMLTableCellElement
    from .browsing._elements_bindings import HTMLTableColElement as HTMLTableColElement
    from .browsing._elements_bindings import HTMLTableElement as HTMLTableElement
    from .browsing._elements_bindings import HTMLTableRowElement as HTMLTableRowElement
    from .browsing._elements_bindings import HTMLTableSectionElement as HTMLTableSectionElement
    from .browsing._elements_bindings import HTMLTemplateElement as HTMLTemplateElement
    from .browsing._elements_bindings import HTMLTextAreaElement as HTMLTextAreaElement
    from .browsing._elements_bindings import HTMLTimeElement as HTMLTimeElement
    from .browsing._elements_bindings import HTMLTitleElement as HTMLTitleElement
    from .browsing._elements_bindings import HTMLTrackElement as HTMLTrackElement
    from .browsing._elements_bindings import HTMLUListElement as HTMLUListElement
    from .browsing._elements_bindings import HTMLUnknownElement as HTMLUnknownElement
    from .browsing._elements_bindings import HTMLVideoElement as HTMLVideoElement
    from .browsing._elements_bindings import RadioNodeList as RadioNodeList
    from .browsing._elements_bindings import TextTrack as TextTrack
    from .browsing._elements_bindings import TextTrackCueList as TextTrackCueList
    from .browsing._elements_bindings import TextTrackList as TextTrackList
    from .browsing._elements_bindings import TimeRanges as TimeRanges
    from .browsing._elements_bindings import ValidityState as ValidityState
    from .browsing._elements_bindings import XMLSerializer as XMLSerializer
    from .browsing._globals_bindings import BroadcastChannel as BroadcastChannel
    from .browsing._globals_bindings import Crypto as Crypto
    from .browsing._globals_bindings import MessageChannel as MessageChannel
    from .browsing._globals_bindings import MessagePort as MessagePort
    from .browsing._globals_bindings import Navigator as Navigator
    from .browsing._globals_bindings import Performance as Performance
    from .browsing._history_bindings import History as History
    from .browsing._history_bindings import Location as Location
    from .browsing._legacy_factory_functions import Audio as Audio
    from .browsing._legacy_factory_functions import Image as Image
    from .browsing._legacy_factory_functions import Option as Option
    from .browsing._links import Link as Link
    from .browsing._links import links as links
    from .browsing._navigables import create_top_level_traversable as create_top_level_traversable
    from .browsing._navigation import NavigationError as NavigationError
    from .browsing._navigation_api_bindings import NavigateEvent as NavigateEvent
    from .browsing._navigation_api_bindings import NavigateEventInit as NavigateEventInit
    from .browsing._navigation_api_bindings import Navigation as Navigation
    from .browsing._navigation_api_bindings import NavigationActivation as NavigationActivation
    from .browsing._navigation_api_bindings import (
        NavigationCurrentEntryChangeEvent as NavigationCurrentEntryChangeEvent,
    )
    from .browsing._navigation_api_bindings import (
        NavigationCurrentEntryChangeEventInit as NavigationCurrentEntryChangeEventInit,
    )
    from .browsing._navigation_api_bindings import NavigationDestination as NavigationDestination
    from .browsing._navigation_api_bindings import NavigationHistoryEntry as NavigationHistoryEntry
    from .browsing._navigation_api_bindings import NavigationTransition as NavigationTransition
    from .browsing._navigator import CHROMIUM_156_HEADLESS as CHROMIUM_156_HEADLESS
    from .browsing._navigator import NavigatorProfile as NavigatorProfile
    from .browsing._open_window import open_window as open_window
    from .browsing._pending_navigation import PendingNavigation as PendingNavigation
    from .browsing._refresh import Refresh as Refresh
    from .browsing._refresh import location_url as location_url
    from .browsing._refresh import parse_refresh as parse_refresh
    from .browsing._refresh import refresh_url as refresh_url
    from .browsing._selection import Selection as Selection
    from .browsing._storage_bindings import Storage as Storage
    from .browsing._storage_shed import StorageShed as StorageShed
    from .browsing._window_bindings import IdleDeadline as IdleDeadline
    from .browsing._window_bindings import MediaQueryList as MediaQueryList
    from .browsing._window_bindings import Screen as Screen
    from .browsing._window_bindings import Window as Window
    from .browsing._window_fetch import fetch_client_of as fetch_client_of
    from .browsing._window_proxy import WindowProxy as WindowProxy
    from .common._base64 import atob as atob
    from .common._base64 import btoa as btoa
    from .common._event_handler_attributes import set_script_engine as set_script_engine
    from .common._events import BeforeUnloadEvent as BeforeUnloadEvent
    from .common._events import CommandEvent as CommandEvent
    from .common._events import CommandEventInit as CommandEventInit
    from .common._events import ErrorEvent as ErrorEvent
    from .common._events import ErrorEventInit as ErrorEventInit
    from .common._events import FormDataEvent as FormDataEvent
    from .common._events import FormDataEventInit as FormDataEventInit
    from .common._events import HashChangeEvent as HashChangeEvent
    from .common._events import HashChangeEventInit as HashChangeEventInit
    from .common._events import MessageEvent as MessageEvent
    from .common._events import MessageEventInit as MessageEventInit
    from .common._events import PageTransitionEvent as PageTransitionEvent
    from .common._events import PageTransitionEventInit as PageTransitionEventInit
    from .common._events import PopStateEvent as PopStateEvent
    from .common._events import PopStateEventInit as PopStateEventInit
    from .common._events import PromiseRejectionEvent as PromiseRejectionEvent
    from .common._events import PromiseRejectionEventInit as PromiseRejectionEventInit
    from .common._events import StorageEvent as StorageEvent
    from .common._events import StorageEventInit as StorageEventInit
    from .common._events import SubmitEvent as SubmitEvent
    from .common._events import SubmitEventInit as SubmitEventInit
    from .common._events import ToggleEvent as ToggleEvent
    from .common._events import ToggleEventInit as ToggleEventInit
    from .common._sites import SchemeAndHost as SchemeAndHost
    from .common._sites import Site as Site
    from .common._sites import (
        is_registrable_domain_suffix_of_or_is_equal_to as is_registrable_domain_suffix_of_or_is_equal_to,  # noqa: E501
    )
    from .common._sites import obtain_site as obtain_site
    from .common._sites import same_site as same_site
    from .common._sites import schemelessly_same_site as schemelessly_same_site
    from .common._sites import serialize_site as serialize_site
    from .common._srcset import ImageCandidate as ImageCandidate
    from .common._srcset import parse_srcset_attribute as parse_srcset_attribute
    from .common._structured_clone import structured_clone as structured_clone
    from .common._structured_clone import structuredClone as structuredClone
    from .elements._custom_elements import CustomElementRegistry as CustomElementRegistry
    from .elements._custom_elements import custom_element_registry as custom_element_registry
    from .elements._sanitize import sanitize as sanitize
    from .elements._sanitizer_bindings import Sanitizer as Sanitizer
    from .elements._script_execution import execute_script_element as execute_script_element
    from .forms._element_internals import CustomStateSet as CustomStateSet
    from .forms._element_internals import ElementInternals as ElementInternals
    from .forms._form_submission import form_submission_request as form_submission_request
    from .forms._form_submission import last_form_submission as last_form_submission
    from .parsing._encoding_sniffing import PRESCAN_LIMIT as PRESCAN_LIMIT
    from .parsing._encoding_sniffing import DecodedHTML as DecodedHTML
    from .parsing._encoding_sniffing import SniffResult as SniffResult
    from .parsing._encoding_sniffing import decode_html as decode_html
    from .parsing._encoding_sniffing import extract_encoding_from_meta as extract_encoding_from_meta
    from .parsing._encoding_sniffing import get_xml_encoding as get_xml_encoding
    from .parsing._encoding_sniffing import prescan as prescan
    from .parsing._encoding_sniffing import sniff_encoding as sniff_encoding
    from .parsing._parse_errors import ParseError as ParseError
    from .parsing._response_document import document_from_response as document_from_response
    from .parsing._tokenizer import tokenize as tokenize
    from .parsing._tokens import CharactersToken as CharactersToken
    from .parsing._tokens import CommentToken as CommentToken
    from .parsing._tokens import DoctypeToken as DoctypeToken
    from .parsing._tokens import EndTagToken as EndTagToken
    from .parsing._tokens import StartTagToken as StartTagToken
    from .parsing._tokens import Token as Token
    from .parsing._urls import document_base_url as document_base_url
    from .parsing._urls import encoding_parse as encoding_parse
    from .parsing._urls import encoding_parse_and_serialize as encoding_parse_and_serialize
    from .parsing._urls import fallback_base_url as fallback_base_url
    from .parsing._urls import frozen_base_url as frozen_base_url
    from .parsing._urls import resolve as resolve
    from .parsing._xml_document import xml_document_from as xml_document_from
    from .rendering._computed_style import ComputedStyleDeclaration as ComputedStyleDeclaration
    from .rendering._computed_style import get_computed_style as get_computed_style
    from .rendering._computed_style import getComputedStyle as getComputedStyle
    from .rendering._css_namespace import CSS as CSS
    from .rendering._visible_text import visible_text as visible_text

#: Every name loads on first use (``import webapi.html`` loads none of these modules): the
#: sites need the URL parser and the Public Suffix List, the sniffing and the URL algorithms the
#: Encoding Standard's decoders, the rest the tokenizer and the tree builder.
_LAZY = {
    "webapi.encoding": "document_encoding",
    ".common._base64": "atob btoa",
    ".browsing._elements_bindings": "DOMParser DOMStringMap HTMLAnchorElement HTMLAreaElement"
    " HTMLAudioElement"
    " HTMLBRElement"
    " HTMLBaseElement HTMLBodyElement HTMLButtonElement HTMLCanvasElement HTMLDListElement"
    " HTMLDataElement HTMLDataListElement HTMLDetailsElement HTMLDialogElement"
    " HTMLDirectoryElement HTMLDivElement HTMLElement HTMLEmbedElement HTMLFieldSetElement"
    " HTMLFontElement HTMLFormControlsCollection HTMLFormElement HTMLFrameElement"
    " HTMLFrameSetElement HTMLHRElement"
    " HTMLHeadElement HTMLHeadingElement HTMLHtmlElement HTMLIFrameElement"
    " HTMLImageElement HTMLInputElement HTMLLIElement HTMLLabelElement HTMLLegendElement"
    " HTMLLinkElement HTMLMapElement HTMLMarqueeElement HTMLMediaElement HTMLMenuElement"
    " HTMLMetaElement HTMLMeterElement HTMLModElement HTMLOListElement HTMLObjectElement"
    " HTMLOptGroupElement HTMLOptionElement HTMLOptionsCollection HTMLOutputElement"
    " HTMLParagraphElement"
    " HTMLParamElement HTMLPictureElement HTMLPreElement HTMLProgressElement"
    " HTMLQuoteElement HTMLScriptElement HTMLSelectElement HTMLSelectedContentElement"
    " HTMLSlotElement HTMLSourceElement HTMLSpanElement HTMLStyleElement"
    " HTMLTableCaptionElement HTMLTableCellElement HTMLTableColElement HTMLTableElement"
    " HTMLTableRowElement HTMLTableSectionElement HTMLTemplateElement HTMLTextAreaElement"
    " HTMLTimeElement HTMLTitleElement HTMLTrackElement HTMLUListElement"
    " HTMLUnknownElement HTMLVideoElement RadioNodeList TextTrack TextTrackCueList TextTrackList"
    " TimeRanges ValidityState XMLSerializer",
    ".browsing._navigables": "create_top_level_traversable",
    ".browsing._window_bindings": "IdleDeadline MediaQueryList Screen Window",
    ".browsing._history_bindings": "History Location",
    ".browsing._navigation_api_bindings": "NavigateEvent NavigateEventInit Navigation"
    " NavigationActivation NavigationCurrentEntryChangeEvent NavigationCurrentEntryChangeEventInit"
    " NavigationDestination NavigationHistoryEntry NavigationTransition",
    ".browsing._pending_navigation": "PendingNavigation",
    ".browsing._window_proxy": "WindowProxy",
    ".browsing._globals_bindings": "BroadcastChannel Crypto MessageChannel MessagePort Navigator"
    " Performance",
    ".browsing._navigator": "CHROMIUM_156_HEADLESS NavigatorProfile",
    ".browsing._navigation": "NavigationError",
    ".browsing._open_window": "open_window",
    ".common._events": "BeforeUnloadEvent CommandEvent CommandEventInit ErrorEvent ErrorEventInit"
    " FormDataEvent FormDataEventInit"
    " HashChangeEvent HashChangeEventInit"
    " MessageEvent MessageEventInit PageTransitionEvent PageTransitionEventInit PopStateEvent"
    " PopStateEventInit PromiseRejectionEvent PromiseRejectionEventInit StorageEvent"
    " StorageEventInit SubmitEvent SubmitEventInit ToggleEvent ToggleEventInit",
    ".parsing._response_document": "document_from_response",
    ".parsing._encoding_sniffing": "PRESCAN_LIMIT DecodedHTML SniffResult decode_html"
    " extract_encoding_from_meta get_xml_encoding prescan sniff_encoding",
    ".common._event_handler_attributes": "set_script_engine",
    ".elements._script_execution": "execute_script_element",
    ".forms._form_submission": "form_submission_request last_form_submission",
    ".browsing._links": "Link links",
    ".parsing._parse_errors": "ParseError",
    ".browsing._refresh": "Refresh location_url parse_refresh refresh_url",
    ".common._sites": "SchemeAndHost Site is_registrable_domain_suffix_of_or_is_equal_to"
    " obtain_site same_site schemelessly_same_site serialize_site",
    ".common._srcset": "ImageCandidate parse_srcset_attribute",
    ".elements._sanitize": "sanitize",
    ".elements._sanitizer_bindings": "Sanitizer",
    ".browsing._storage_bindings": "Storage",
    ".browsing._storage_shed": "StorageShed",
    ".common._structured_clone": "structuredClone structured_clone",
    ".parsing._tokenizer": "tokenize",
    ".parsing._tokens": "CharactersToken CommentToken DoctypeToken EndTagToken StartTagToken Token",
    ".parsing._urls": "document_base_url encoding_parse encoding_parse_and_serialize"
    " fallback_base_url frozen_base_url resolve",
    ".parsing._xml_document": "xml_document_from",
    ".rendering._computed_style": "ComputedStyleDeclaration getComputedStyle get_computed_style",
    ".browsing._selection": "Selection",
    ".browsing._console": "Console",
    ".browsing._legacy_factory_functions": "Audio Image Option",
    ".rendering._css_namespace": "CSS",
    ".elements._custom_elements": "CustomElementRegistry custom_element_registry",
    ".forms._element_internals": "CustomStateSet ElementInternals",
    ".rendering._visible_text": "visible_text",
    ".browsing._window_fetch": "fetch_client_of",
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
