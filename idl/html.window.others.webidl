// Hand-written: what html.window.webidl takes from other standards and other parts of HTML, as
// the smallest IDL that stands for it (read with html.window.webidl by html.window.extras.toml).
// Each definition names its source.

// The HTML Standard's WindowProxy (nav-history-apis.html#the-windowproxy-exotic-object) is an
// exotic object forwarding to the browsing context's active Window: webapi's Window object is
// the one a navigable keeps across its navigations (window.document is the active document), so
// it stands for both.
typedef Window WindowProxy;

// Interfaces the Window's members return that webapi does not have yet: their members are left
// out (html.window.extras.toml says why), so an object type stands for each.
typedef object CustomElementRegistry;
typedef object BarProp;
typedef object ImageBitmap;
typedef object ImageBitmapSource;
dictionary ImageBitmapOptions {};

// Trusted Types' TrustedScript (https://w3c.github.io/trusted-types/dist/spec/#trustedscript):
// webapi has none (as dom.others.webidl's TrustedType).
typedef DOMString TrustedScript;

// Web IDL's Function and VoidFunction (https://webidl.spec.whatwg.org/#Function,
// #VoidFunction).
callback Function = any (any... arguments);
callback VoidFunction = undefined ();

// High Resolution Time's DOMHighResTimeStamp (https://w3c.github.io/hr-time/#dom-domhighrestimestamp),
// as dom.others.webidl has it.
typedef double DOMHighResTimeStamp;

// HTML's StructuredSerializeOptions (web-messaging.html#structuredserializeoptions).
dictionary StructuredSerializeOptions {
  sequence<object> transfer = [];
};

// What cssom-view.window.webidl takes from other standards: CSSOM's CSSOMString
// (https://drafts.csswg.org/cssom-1/#cssomstring-type, a DOMString in every browser), the DOM
// Standard's EventListener (https://dom.spec.whatwg.org/#callbackdef-eventlistener, as
// dom.webidl has it), and CSSOM View's VisualViewport, which webapi does not have (left out:
// an object type stands for it).
typedef DOMString CSSOMString;
callback interface EventListener {
  undefined handleEvent(Event event);
};
typedef object VisualViewport;
