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
    ("html:element-registry", "webapi.html._elements"),
    ("html:element-classes", "webapi.html._elements_bindings"),
    ("html:autonomous-class", "webapi.html._custom_elements:autonomous_class"),
    ("html:customizable-class", "webapi.html._custom_elements:customizable_class"),
    ("html:html-constructor", "webapi.html._custom_elements:html_constructor"),
    ("html:attach-internals", "webapi.html._element_internals:attach_internals"),
    ("html:form-owner", "webapi.html._forms_impl:form_owner"),
    ("html:link-style", "webapi.html._link_style"),
    (
        "html:hyperlink-activation-behavior",
        "webapi.html._follow_hyperlink:hyperlink_activation_behavior",
    ),
    (
        "html:plan-to-navigate",
        "webapi.html._follow_hyperlink:plan_to_navigate_to_a_form_submission",
    ),
    ("html:dom-members", "webapi.html._dom_members"),
    ("html:message-port", "webapi.html._globals_bindings:MessagePort"),
    ("html:window-bindings", "webapi.html._window_bindings"),
    ("html:close-window", "webapi.html._closing:close_window"),
    ("html:navigables", "webapi.html._navigables"),
    ("html:navigate", "webapi.html._navigate:navigate"),
    ("html:session-history", "webapi.html._session_history"),
    ("html:can-have-its-url-rewritten", "webapi.html._history:can_have_its_url_rewritten"),
):
    _declare_provider(_need, _provider)
del _need, _provider

TYPE_CHECKING = False
if TYPE_CHECKING:  # what type checkers see of the names loaded on first use
    from webapi.encoding import document_encoding as document_encoding

    from ._base64 import atob as atob
    from ._base64 import btoa as btoa
    from ._computed_style import ComputedStyleDeclaration as ComputedStyleDeclaration
    from ._computed_style import get_computed_style as get_computed_style
    from ._computed_style import getComputedStyle as getComputedStyle
    from ._console import Console as Console
    from ._css_namespace import CSS as CSS
    from ._custom_elements import CustomElementRegistry as CustomElementRegistry
    from ._custom_elements import custom_element_registry as custom_element_registry
    from ._element_internals import CustomStateSet as CustomStateSet
    from ._element_internals import ElementInternals as ElementInternals
    from ._elements_bindings import DOMParser as DOMParser
    from ._elements_bindings import DOMStringMap as DOMStringMap
    from ._elements_bindings import HTMLAnchorElement as HTMLAnchorElement
    from ._elements_bindings import HTMLAreaElement as HTMLAreaElement
    from ._elements_bindings import HTMLAudioElement as HTMLAudioElement
    from ._elements_bindings import HTMLBaseElement as HTMLBaseElement
    from ._elements_bindings import HTMLBodyElement as HTMLBodyElement
    from ._elements_bindings import HTMLBRElement as HTMLBRElement
    from ._elements_bindings import HTMLButtonElement as HTMLButtonElement
    from ._elements_bindings import HTMLCanvasElement as HTMLCanvasElement
    from ._elements_bindings import HTMLDataElement as HTMLDataElement
    from ._elements_bindings import HTMLDataListElement as HTMLDataListElement
    from ._elements_bindings import HTMLDetailsElement as HTMLDetailsElement
    from ._elements_bindings import HTMLDialogElement as HTMLDialogElement
    from ._elements_bindings import HTMLDirectoryElement as HTMLDirectoryElement
    from ._elements_bindings import HTMLDivElement as HTMLDivElement
    from ._elements_bindings import HTMLDListElement as HTMLDListElement
    from ._elements_bindings import HTMLElement as HTMLElement
    from ._elements_bindings import HTMLEmbedElement as HTMLEmbedElement
    from ._elements_bindings import HTMLFieldSetElement as HTMLFieldSetElement
    from ._elements_bindings import HTMLFontElement as HTMLFontElement
    from ._elements_bindings import HTMLFormControlsCollection as HTMLFormControlsCollection
    from ._elements_bindings import HTMLFormElement as HTMLFormElement
    from ._elements_bindings import HTMLFrameElement as HTMLFrameElement
    from ._elements_bindings import HTMLFrameSetElement as HTMLFrameSetElement
    from ._elements_bindings import HTMLHeadElement as HTMLHeadElement
    from ._elements_bindings import HTMLHeadingElement as HTMLHeadingElement
    from ._elements_bindings import HTMLHRElement as HTMLHRElement
    from ._elements_bindings import HTMLHtmlElement as HTMLHtmlElement
    from ._elements_bindings import HTMLIFrameElement as HTMLIFrameElement
    from ._elements_bindings import HTMLImageElement as HTMLImageElement
    from ._elements_bindings import HTMLInputElement as HTMLInputElement
    from ._elements_bindings import HTMLLabelElement as HTMLLabelElement
    from ._elements_bindings import HTMLLegendElement as HTMLLegendElement
    from ._elements_bindings import HTMLLIElement as HTMLLIElement
    from ._elements_bindings import HTMLLinkElement as HTMLLinkElement
    from ._elements_bindings import HTMLMapElement as HTMLMapElement
    from ._elements_bindings import HTMLMarqueeElement as HTMLMarqueeElement
    from ._elements_bindings import HTMLMediaElement as HTMLMediaElement
    from ._elements_bindings import HTMLMenuElement as HTMLMenuElement
    from ._elements_bindings import HTMLMetaElement as HTMLMetaElement
    from ._elements_bindings import HTMLMeterElement as HTMLMeterElement
    from ._elements_bindings import HTMLModElement as HTMLModElement
    from ._elements_bindings import HTMLObjectElement as HTMLObjectElement
    from ._elements_bindings import HTMLOListElement as HTMLOListElement
    from ._elements_bindings import HTMLOptGroupElement as HTMLOptGroupElement
    from ._elements_bindings import HTMLOptionElement as HTMLOptionElement
    from ._elements_bindings import HTMLOptionsCollection as HTMLOptionsCollection
    from ._elements_bindings import HTMLOutputElement as HTMLOutputElement
    from ._elements_bindings import HTMLParagraphElement as HTMLParagraphElement
    from ._elements_bindings import HTMLParamElement as HTMLParamElement
    from ._elements_bindings import HTMLPictureElement as HTMLPictureElement
    from ._elements_bindings import HTMLPreElement as HTMLPreElement
    from ._elements_bindings import HTMLProgressElement as HTMLProgressElement
    from ._elements_bindings import HTMLQuoteElement as HTMLQuoteElement
    from ._elements_bindings import HTMLScriptElement as HTMLScriptElement
    from ._elements_bindings import HTMLSelectedContentElement as HTMLSelectedContentElement
    from ._elements_bindings import HTMLSelectElement as HTMLSelectElement
    from ._elements_bindings import HTMLSlotElement as HTMLSlotElement
    from ._elements_bindings import HTMLSourceElement as HTMLSourceElement
    from ._elements_bindings import HTMLSpanElement as HTMLSpanElement
    from ._elements_bindings import HTMLStyleElement as HTMLStyleElement
    from ._elements_bindings import HTMLTableCaptionElement as HTMLTableCaptionElement
    from ._elements_bindings import HTMLTableCellElement as HTMLTableCellElement
    from ._elements_bindings import HTMLTableColElement as HTMLTableColElement
    from ._elements_bindings import HTMLTableElement as HTMLTableElement
    from ._elements_bindings import HTMLTableRowElement as HTMLTableRowElement
    from ._elements_bindings import HTMLTableSectionElement as HTMLTableSectionElement
    from ._elements_bindings import HTMLTemplateElement as HTMLTemplateElement
    from ._elements_bindings import HTMLTextAreaElement as HTMLTextAreaElement
    from ._elements_bindings import HTMLTimeElement as HTMLTimeElement
    from ._elements_bindings import HTMLTitleElement as HTMLTitleElement
    from ._elements_bindings import HTMLTrackElement as HTMLTrackElement
    from ._elements_bindings import HTMLUListElement as HTMLUListElement
    from ._elements_bindings import HTMLUnknownElement as HTMLUnknownElement
    from ._elements_bindings import HTMLVideoElement as HTMLVideoElement
    from ._elements_bindings import RadioNodeList as RadioNodeList
    from ._elements_bindings import TextTrack as TextTrack
    from ._elements_bindings import TextTrackCueList as TextTrackCueList
    from ._elements_bindings import TextTrackList as TextTrackList
    from ._elements_bindings import TimeRanges as TimeRanges
    from ._elements_bindings import ValidityState as ValidityState
    from ._elements_bindings import XMLSerializer as XMLSerializer
    from ._encoding_sniffing import PRESCAN_LIMIT as PRESCAN_LIMIT
    from ._encoding_sniffing import DecodedHTML as DecodedHTML
    from ._encoding_sniffing import SniffResult as SniffResult
    from ._encoding_sniffing import decode_html as decode_html
    from ._encoding_sniffing import extract_encoding_from_meta as extract_encoding_from_meta
    from ._encoding_sniffing import get_xml_encoding as get_xml_encoding
    from ._encoding_sniffing import prescan as prescan
    from ._encoding_sniffing import sniff_encoding as sniff_encoding
    from ._event_handler_attributes import set_script_engine as set_script_engine
    from ._events import BeforeUnloadEvent as BeforeUnloadEvent
    from ._events import CommandEvent as CommandEvent
    from ._events import CommandEventInit as CommandEventInit
    from ._events import ErrorEvent as ErrorEvent
    from ._events import ErrorEventInit as ErrorEventInit
    from ._events import FormDataEvent as FormDataEvent
    from ._events import FormDataEventInit as FormDataEventInit
    from ._events import HashChangeEvent as HashChangeEvent
    from ._events import HashChangeEventInit as HashChangeEventInit
    from ._events import MessageEvent as MessageEvent
    from ._events import MessageEventInit as MessageEventInit
    from ._events import PageTransitionEvent as PageTransitionEvent
    from ._events import PageTransitionEventInit as PageTransitionEventInit
    from ._events import PopStateEvent as PopStateEvent
    from ._events import PopStateEventInit as PopStateEventInit
    from ._events import PromiseRejectionEvent as PromiseRejectionEvent
    from ._events import PromiseRejectionEventInit as PromiseRejectionEventInit
    from ._events import StorageEvent as StorageEvent
    from ._events import StorageEventInit as StorageEventInit
    from ._events import SubmitEvent as SubmitEvent
    from ._events import SubmitEventInit as SubmitEventInit
    from ._events import ToggleEvent as ToggleEvent
    from ._events import ToggleEventInit as ToggleEventInit
    from ._form_submission import form_submission_request as form_submission_request
    from ._form_submission import last_form_submission as last_form_submission
    from ._globals_bindings import BroadcastChannel as BroadcastChannel
    from ._globals_bindings import Crypto as Crypto
    from ._globals_bindings import MessageChannel as MessageChannel
    from ._globals_bindings import MessagePort as MessagePort
    from ._globals_bindings import Navigator as Navigator
    from ._globals_bindings import Performance as Performance
    from ._history_bindings import History as History
    from ._history_bindings import Location as Location
    from ._legacy_factory_functions import Audio as Audio
    from ._legacy_factory_functions import Image as Image
    from ._legacy_factory_functions import Option as Option
    from ._links import Link as Link
    from ._links import links as links
    from ._navigables import create_top_level_traversable as create_top_level_traversable
    from ._navigation import NavigationError as NavigationError
    from ._navigation_api_bindings import NavigateEvent as NavigateEvent
    from ._navigation_api_bindings import NavigateEventInit as NavigateEventInit
    from ._navigation_api_bindings import Navigation as Navigation
    from ._navigation_api_bindings import NavigationActivation as NavigationActivation
    from ._navigation_api_bindings import (
        NavigationCurrentEntryChangeEvent as NavigationCurrentEntryChangeEvent,
    )
    from ._navigation_api_bindings import (
        NavigationCurrentEntryChangeEventInit as NavigationCurrentEntryChangeEventInit,
    )
    from ._navigation_api_bindings import NavigationDestination as NavigationDestination
    from ._navigation_api_bindings import NavigationHistoryEntry as NavigationHistoryEntry
    from ._navigation_api_bindings import NavigationTransition as NavigationTransition
    from ._navigator import CHROMIUM_156_HEADLESS as CHROMIUM_156_HEADLESS
    from ._navigator import NavigatorProfile as NavigatorProfile
    from ._open_window import open_window as open_window
    from ._parse_errors import ParseError as ParseError
    from ._pending_navigation import PendingNavigation as PendingNavigation
    from ._refresh import Refresh as Refresh
    from ._refresh import location_url as location_url
    from ._refresh import parse_refresh as parse_refresh
    from ._refresh import refresh_url as refresh_url
    from ._response_document import document_from_response as document_from_response
    from ._sanitize import sanitize as sanitize
    from ._sanitizer_bindings import Sanitizer as Sanitizer
    from ._script_execution import execute_script_element as execute_script_element
    from ._selection import Selection as Selection
    from ._sites import SchemeAndHost as SchemeAndHost
    from ._sites import Site as Site
    from ._sites import (
        is_registrable_domain_suffix_of_or_is_equal_to as is_registrable_domain_suffix_of_or_is_equal_to,  # noqa: E501
    )
    from ._sites import obtain_site as obtain_site
    from ._sites import same_site as same_site
    from ._sites import schemelessly_same_site as schemelessly_same_site
    from ._sites import serialize_site as serialize_site
    from ._srcset import ImageCandidate as ImageCandidate
    from ._srcset import parse_srcset_attribute as parse_srcset_attribute
    from ._storage_bindings import Storage as Storage
    from ._storage_shed import StorageShed as StorageShed
    from ._structured_clone import structured_clone as structured_clone
    from ._structured_clone import structuredClone as structuredClone
    from ._tokenizer import tokenize as tokenize
    from ._tokens import CharactersToken as CharactersToken
    from ._tokens import CommentToken as CommentToken
    from ._tokens import DoctypeToken as DoctypeToken
    from ._tokens import EndTagToken as EndTagToken
    from ._tokens import StartTagToken as StartTagToken
    from ._tokens import Token as Token
    from ._urls import document_base_url as document_base_url
    from ._urls import encoding_parse as encoding_parse
    from ._urls import encoding_parse_and_serialize as encoding_parse_and_serialize
    from ._urls import fallback_base_url as fallback_base_url
    from ._urls import frozen_base_url as frozen_base_url
    from ._urls import resolve as resolve
    from ._visible_text import visible_text as visible_text
    from ._window_bindings import IdleDeadline as IdleDeadline
    from ._window_bindings import MediaQueryList as MediaQueryList
    from ._window_bindings import Screen as Screen
    from ._window_bindings import Window as Window
    from ._window_fetch import fetch_client_of as fetch_client_of
    from ._window_proxy import WindowProxy as WindowProxy
    from ._xml_document import xml_document_from as xml_document_from

#: Every name loads on first use (``import webapi.html`` loads none of these modules): the
#: sites need the URL parser and the Public Suffix List, the sniffing and the URL algorithms the
#: Encoding Standard's decoders, the rest the tokenizer and the tree builder.
_LAZY = {
    "webapi.encoding": "document_encoding",
    "._base64": "atob btoa",
    "._elements_bindings": "DOMParser DOMStringMap HTMLAnchorElement HTMLAreaElement"
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
    "._navigables": "create_top_level_traversable",
    "._window_bindings": "IdleDeadline MediaQueryList Screen Window",
    "._history_bindings": "History Location",
    "._navigation_api_bindings": "NavigateEvent NavigateEventInit Navigation NavigationActivation"
    " NavigationCurrentEntryChangeEvent NavigationCurrentEntryChangeEventInit"
    " NavigationDestination NavigationHistoryEntry NavigationTransition",
    "._pending_navigation": "PendingNavigation",
    "._window_proxy": "WindowProxy",
    "._globals_bindings": "BroadcastChannel Crypto MessageChannel MessagePort Navigator"
    " Performance",
    "._navigator": "CHROMIUM_156_HEADLESS NavigatorProfile",
    "._navigation": "NavigationError",
    "._open_window": "open_window",
    "._events": "BeforeUnloadEvent CommandEvent CommandEventInit ErrorEvent ErrorEventInit"
    " FormDataEvent FormDataEventInit"
    " HashChangeEvent HashChangeEventInit"
    " MessageEvent MessageEventInit PageTransitionEvent PageTransitionEventInit PopStateEvent"
    " PopStateEventInit PromiseRejectionEvent PromiseRejectionEventInit StorageEvent"
    " StorageEventInit SubmitEvent SubmitEventInit ToggleEvent ToggleEventInit",
    "._response_document": "document_from_response",
    "._encoding_sniffing": "PRESCAN_LIMIT DecodedHTML SniffResult decode_html"
    " extract_encoding_from_meta get_xml_encoding prescan sniff_encoding",
    "._event_handler_attributes": "set_script_engine",
    "._script_execution": "execute_script_element",
    "._form_submission": "form_submission_request last_form_submission",
    "._links": "Link links",
    "._parse_errors": "ParseError",
    "._refresh": "Refresh location_url parse_refresh refresh_url",
    "._sites": "SchemeAndHost Site is_registrable_domain_suffix_of_or_is_equal_to obtain_site"
    " same_site schemelessly_same_site serialize_site",
    "._srcset": "ImageCandidate parse_srcset_attribute",
    "._sanitize": "sanitize",
    "._sanitizer_bindings": "Sanitizer",
    "._storage_bindings": "Storage",
    "._storage_shed": "StorageShed",
    "._structured_clone": "structuredClone structured_clone",
    "._tokenizer": "tokenize",
    "._tokens": "CharactersToken CommentToken DoctypeToken EndTagToken StartTagToken Token",
    "._urls": "document_base_url encoding_parse encoding_parse_and_serialize fallback_base_url"
    " frozen_base_url resolve",
    "._xml_document": "xml_document_from",
    "._computed_style": "ComputedStyleDeclaration getComputedStyle get_computed_style",
    "._selection": "Selection",
    "._console": "Console",
    "._legacy_factory_functions": "Audio Image Option",
    "._css_namespace": "CSS",
    "._custom_elements": "CustomElementRegistry custom_element_registry",
    "._element_internals": "CustomStateSet ElementInternals",
    "._visible_text": "visible_text",
    "._window_fetch": "fetch_client_of",
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
