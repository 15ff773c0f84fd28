// The HTML Standard's partial interfaces of the DOM's interfaces, generated onto webapi.dom's
// classes (read with dom.webidl by dom.extras.toml); their steps are HTML's, which webapi.html
// registers with the DOM (webapi/dom/_html_steps.py).
// From https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html, its members as
// written there, with the HTML Sanitizer API's (https://wicg.github.io/sanitizer-api/#sanitizer-api:
// setHTML, parseHTML, the options of setHTMLUnsafe and parseHTMLUnsafe). Its options'
// sanitizer member, (Sanitizer or SanitizerConfig or SanitizerPresets), is written `any`
// without a default: Sanitizer is webapi.html's class, a layer above the DOM, so HTML's steps
// convert it (webapi/html/elements/_sanitizer_members.py: absent is "default" for setHTML and
// parseHTML, {} for the unsafe ones, as the Standard's defaults).

partial interface Element {
  [CEReactions] undefined setHTMLUnsafe((TrustedHTML or DOMString) html, optional SetHTMLUnsafeOptions options = {});
  [CEReactions] undefined setHTML(DOMString html, optional SetHTMLOptions options = {});
  DOMString getHTML(optional GetHTMLOptions options = {});

  [CEReactions] attribute (TrustedHTML or [LegacyNullToEmptyString] DOMString) innerHTML;
  [CEReactions] attribute (TrustedHTML or [LegacyNullToEmptyString] DOMString) outerHTML;
  [CEReactions] undefined insertAdjacentHTML(DOMString position, (TrustedHTML or DOMString) string);
};

partial interface ShadowRoot {
  [CEReactions] undefined setHTMLUnsafe((TrustedHTML or DOMString) html, optional SetHTMLUnsafeOptions options = {});
  [CEReactions] undefined setHTML(DOMString html, optional SetHTMLOptions options = {});
  DOMString getHTML(optional GetHTMLOptions options = {});

  [CEReactions] attribute (TrustedHTML or [LegacyNullToEmptyString] DOMString) innerHTML;
};

dictionary GetHTMLOptions {
  boolean serializableShadowRoots = false;
  sequence<ShadowRoot> shadowRoots = [];
};

partial interface Document {
  static Document parseHTMLUnsafe((TrustedHTML or DOMString) html, optional SetHTMLUnsafeOptions options = {});
  static Document parseHTML(DOMString html, optional SetHTMLOptions options = {});
};

dictionary SetHTMLOptions {
  any sanitizer;
};
dictionary SetHTMLUnsafeOptions {
  any sanitizer;
};

partial interface Range {
  [CEReactions, NewObject] DocumentFragment createContextualFragment((TrustedHTML or DOMString) string);
};

// From https://html.spec.whatwg.org/multipage/dom.html#the-document-object: the DOM tree
// accessors of Document's partial interface that webapi implements (an excerpt: the
// interface's other members need a browsing context, a window or named properties).
partial interface Document {
  [CEReactions] attribute DOMString title;
  [CEReactions] attribute DOMString dir;
  [CEReactions] attribute HTMLElement? body;
  readonly attribute HTMLHeadElement? head;
  [SameObject] readonly attribute HTMLCollection images;
  [SameObject] readonly attribute HTMLCollection embeds;
  [SameObject] readonly attribute HTMLCollection plugins;
  [SameObject] readonly attribute HTMLCollection links;
  [SameObject] readonly attribute HTMLCollection forms;
  [SameObject] readonly attribute HTMLCollection scripts;
  NodeList getElementsByName(DOMString elementName);
};

// From https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object (an
// excerpt of the partial interface: its other members need a Window).
partial interface Document {
  readonly attribute WindowProxy? defaultView;
};

// From https://html.spec.whatwg.org/multipage/dom.html#the-document-object: Document's event
// handler IDL attributes (the mixin is in html.events.webidl, read with this file).
Document includes GlobalEventHandlers;

// From https://html.spec.whatwg.org/multipage/interaction.html#focus-management-apis: the
// focused element (DocumentOrShadowRoot's partial mixin; hasFocus() needs system focus, which
// webapi has none of).
partial interface mixin DocumentOrShadowRoot {
  readonly attribute Element? activeElement;
};

// From https://drafts.csswg.org/cssom-1/#extensions-to-the-document-or-shadow-root-interface:
// the document's style sheets (steps in webapi/html/rendering/_link_style.py). The DOM's bindings do not
// know the CSSOM's classes: `StyleSheetList` and `CSSStyleSheet` are `object` typedefs in
// dom.others.webidl, and `ObservableArray<CSSStyleSheet>` is a FrozenArray (a new list each read: set the
// attribute to change the adopted sheets).
partial interface mixin DocumentOrShadowRoot {
  [SameObject] readonly attribute StyleSheetList styleSheets;
  attribute FrozenArray<CSSStyleSheet> adoptedStyleSheets;
};

// From https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface:
// Document's location, written there `[PutForwards=href, LegacyUnforgeable] readonly attribute
// Location? location;`. Its getter returns the Location object "if this is fully active, and
// null otherwise": its browsing context's Window's `location` (webapi.html's Location), else
// null. The DOM's bindings do not know HTML's Location, so the type is `object?` here,
// without the [PutForwards=href] that needs one (`window.location = url` has it).
partial interface Document {
  [LegacyUnforgeable] readonly attribute object? location;
};

// From https://html.spec.whatwg.org/multipage/dom.html#the-document-object: the document's
// readiness (its "current document readiness", initially "complete"; webapi's parsers build a
// document before any script could look, so it is "complete" whenever read).
enum DocumentReadyState { "loading", "interactive", "complete" };
partial interface Document {
  readonly attribute DocumentReadyState readyState;
};

// From https://html.spec.whatwg.org/multipage/dom.html#dom-document-currentscript: the script
// element whose classic script runs (null else: webapi runs no script; an embedder running one
// sets it through webapi.html.execute_script_element). Written there `HTMLOrSVGScriptElement?`,
// a union of HTML's and SVG's script elements the DOM's bindings do not know: `Element?` here.
partial interface Document {
  readonly attribute Element? currentScript;
};

// From https://html.spec.whatwg.org/multipage/interaction.html#page-visibility: the document's
// visibility state ("visible" while a window shows it, else "hidden") and its event handler.
enum DocumentVisibilityState { "visible", "hidden" };
partial interface Document {
  readonly attribute boolean hidden;
  readonly attribute DocumentVisibilityState visibilityState;
  attribute EventHandler onvisibilitychange;
};

// From https://html.spec.whatwg.org/multipage/dom.html#dom-document-referrer: the document's
// referrer (the empty string where none: a document no navigation made).
partial interface Document {
  readonly attribute USVString referrer;
};

// From https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie: the cookie-string
// of the window's cookie jar for the document's URL, as a "non-HTTP" API (webapi.html's steps).
partial interface Document {
  attribute USVString cookie;
};

// From the Selection API (https://w3c.github.io/selection-api/#extensions-to-document-interface):
// its steps are webapi.html's (webapi/html/browsing/_selection.py), as HTML's are.
partial interface Document {
  Selection? getSelection();
};

// From https://html.spec.whatwg.org/multipage/obsolete.html#other-elements,-attributes-and-apis:
// Document's obsolete members: the colours, each reflecting a content attribute of the body
// element where that is a `body` element (webapi/html/elements/_obsolete.py), `anchors`, `applets` and
// the three methods that do nothing; an excerpt of the partial interface: its `all` (an
// HTMLAllCollection, which webapi has not) is not here.
partial interface Document {
  [CEReactions] attribute [LegacyNullToEmptyString] DOMString fgColor;
  [CEReactions] attribute [LegacyNullToEmptyString] DOMString linkColor;
  [CEReactions] attribute [LegacyNullToEmptyString] DOMString vlinkColor;
  [CEReactions] attribute [LegacyNullToEmptyString] DOMString alinkColor;
  [CEReactions] attribute [LegacyNullToEmptyString] DOMString bgColor;

  [SameObject] readonly attribute HTMLCollection anchors;
  [SameObject] readonly attribute HTMLCollection applets;

  undefined clear();
  undefined captureEvents();
  undefined releaseEvents();
};
