// Hand-written: what dom.webidl takes from other standards, as the smallest IDL that stands for
// it (read with dom.webidl by dom.extras.toml). Each definition names where it comes from.

// High Resolution Time (https://w3c.github.io/hr-time/#dom-domhighrestimestamp), verbatim.
typedef double DOMHighResTimeStamp;

// HTML (https://html.spec.whatwg.org/multipage/webappapis.html#eventhandler), verbatim.
[LegacyTreatNonObjectAsNull]
callback EventHandlerNonNull = any (Event event);
typedef EventHandlerNonNull? EventHandler;

// Trusted Types (https://w3c.github.io/trusted-types/dist/spec/#typedefdef-trustedtype) is the
// union of TrustedHTML, TrustedScript and TrustedScriptURL; webapi has no Trusted Types, so a
// value is a string (setAttribute's "(TrustedType or DOMString) value" takes a DOMString).
typedef DOMString TrustedType;

// HTML's CustomElementRegistry
// (https://html.spec.whatwg.org/multipage/custom-elements.html#customelementregistry): webapi
// has no custom elements; the dictionaries that name a registry (ElementCreationOptions,
// ImportNodeOptions, ShadowRootInit) take any object there, which the DOM's steps read only to
// refuse "is" beside it (createElement's NotSupportedError).
typedef object CustomElementRegistry;

// Trusted Types' TrustedHTML (https://w3c.github.io/trusted-types/dist/spec/#trustedhtml):
// webapi has no Trusted Types, so the HTML Standard's "(TrustedHTML or DOMString)" arguments
// (innerHTML, setHTMLUnsafe, parseHTMLUnsafe, DOMParser) take a string.
typedef DOMString TrustedHTML;

// HTML's HTMLElement and HTMLHeadElement as types of Document's partial interface (body, head):
// the DOM's bindings stand for them by Element (HTML's classes derive from it); the steps of
// the body setter refuse any element other than body or frameset (HierarchyRequestError).
typedef Element HTMLElement;
typedef Element HTMLHeadElement;
// HTML's HTMLSlotElement as the type of the Slottable mixin's assignedSlot (an element here).
typedef Element HTMLSlotElement;

// HTML's WindowProxy (https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy),
// the type of Document's defaultView: the DOM's bindings give back the object HTML's steps
// return (webapi.html's minimal WindowProxy of a document's browsing context, or None).
typedef object WindowProxy;

// The Selection API's Selection (https://w3c.github.io/selection-api/#selection-interface),
// the type of Document's getSelection() (dom.html.webidl): webapi.html's class, a layer above.
typedef object Selection;

// CSSOM's StyleSheetList and CSSStyleSheet (webapi.cssom's, a layer above the DOM), for
// DocumentOrShadowRoot's styleSheets and adoptedStyleSheets (dom.html.webidl)
typedef object StyleSheetList;
typedef object CSSStyleSheet;
