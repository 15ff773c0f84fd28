// Hand-written, for the WPT runner's shim only (idl/jsshim.py; no Python bindings are generated
// from it: webapi.html's Selection is written by hand, webapi/html/browsing/_selection.py). The
// Selection API's Selection interface (https://w3c.github.io/selection-api/#selection-interface)
// as WPT's interfaces/selection-api.idl has it, less the member webapi lacks: modify() (which
// needs layout). Document's getSelection() is dom.html.webidl's; the runner reads this file in place
// of dom.others.webidl's "typedef object Selection;".

[Exposed=Window]
interface Selection {
  readonly attribute Node? anchorNode;
  readonly attribute unsigned long anchorOffset;
  readonly attribute Node? focusNode;
  readonly attribute unsigned long focusOffset;
  readonly attribute boolean isCollapsed;
  readonly attribute unsigned long rangeCount;
  readonly attribute DOMString type;
  readonly attribute DOMString direction;
  Range getRangeAt(unsigned long index);
  sequence<StaticRange> getComposedRanges(optional GetComposedRangesOptions options = {});
  undefined addRange(Range range);
  undefined removeRange(Range range);
  undefined removeAllRanges();
  undefined empty();
  undefined collapse(Node? node, optional unsigned long offset = 0);
  undefined setPosition(Node? node, optional unsigned long offset = 0);
  undefined collapseToStart();
  undefined collapseToEnd();
  undefined extend(Node node, optional unsigned long offset = 0);
  undefined setBaseAndExtent(Node anchorNode, unsigned long anchorOffset, Node focusNode, unsigned long focusOffset);
  undefined selectAllChildren(Node node);
  [CEReactions] undefined deleteFromDocument();
  boolean containsNode(Node node, optional boolean allowPartialContainment = false);
  stringifier;
};

dictionary GetComposedRangesOptions {
  sequence<ShadowRoot> shadowRoots = [];
};
