// CSSOM View Module (https://drafts.csswg.org/cssom-view/), the blocks of its partial interfaces
// Element and HTMLElement with the dictionaries and enums they use, hand-written as the editor's
// draft has them (its 2025 drafts make scrollIntoView(), scroll(), scrollTo() and scrollBy()
// return a Promise, and Chromium does: written here as they were, returning undefined). webapi has
// no layout: every element answers as Chromium's for an element that is not rendered
// (docs/html.md, "What an element without rendering answers"). Read by dom.extras.toml
// (Element) and html.extras.toml (HTMLElement).
// Not generated: the (x, y) overloads of scroll(), scrollTo() and scrollBy() (the generator
// resolves no overloads of a dictionary and two numbers): webapi.dom._cssom_view's mixin writes
// the three methods with both forms, so they are not declared here.

enum ScrollBehavior { "auto", "instant", "smooth" };

dictionary ScrollOptions {
    ScrollBehavior behavior = "auto";
};
dictionary ScrollToOptions : ScrollOptions {
    unrestricted double left;
    unrestricted double top;
};

enum ScrollLogicalPosition { "start", "center", "end", "nearest" };
enum ScrollIntoViewContainer { "all", "nearest" };
dictionary ScrollIntoViewOptions : ScrollOptions {
    ScrollLogicalPosition block = "start";
    ScrollLogicalPosition inline = "nearest";
    ScrollIntoViewContainer container = "all";
};

dictionary CheckVisibilityOptions {
    boolean checkOpacity = false;
    boolean checkVisibilityCSS = false;
    boolean contentVisibilityAuto = false;
    boolean opacityProperty = false;
    boolean visibilityProperty = false;
};

partial interface Element {
  DOMRectList getClientRects();
  [NewObject] DOMRect getBoundingClientRect();

  boolean checkVisibility(optional CheckVisibilityOptions options = {});

  undefined scrollIntoView(optional (boolean or ScrollIntoViewOptions) arg = {});
  attribute unrestricted double scrollTop;
  attribute unrestricted double scrollLeft;
  readonly attribute long scrollWidth;
  readonly attribute long scrollHeight;
  readonly attribute long clientTop;
  readonly attribute long clientLeft;
  readonly attribute long clientWidth;
  readonly attribute long clientHeight;
  readonly attribute double currentCSSZoom;
};

partial interface HTMLElement {
  readonly attribute Element? offsetParent;
  readonly attribute long offsetTop;
  readonly attribute long offsetLeft;
  readonly attribute long offsetWidth;
  readonly attribute long offsetHeight;
};
