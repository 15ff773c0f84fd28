// Hand-written: what uievents.webidl takes from other standards, as the smallest IDL that stands
// for it (read with uievents.webidl by uievents.extras.toml). Each definition names its source.

// The DOM Standard's EventInit (https://dom.spec.whatwg.org/#dictdef-eventinit), verbatim from
// dom.webidl: the generator reads a dictionary's parents from the IDL it is given, and
// UIEventInit inherits from it (tests/idl/test_idl_uievents.py checks that the two are equal).
dictionary EventInit {
  boolean bubbles = false;
  boolean cancelable = false;
  boolean composed = false;
};

// The HTML Standard's Window and WindowProxy (https://html.spec.whatwg.org/multipage/nav-history-apis.html#window):
// webapi has no global object, so a UIEvent's view is any object given (None, JavaScript's
// null, by default), kept and given back as it came.
typedef object Window;
typedef object WindowProxy;
