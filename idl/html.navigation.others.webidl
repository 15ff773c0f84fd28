// Hand-written: what html.navigation.webidl takes from other standards, as the smallest IDL
// that stands for it. Each definition names its source.

// The DOM Standard's EventInit (https://dom.spec.whatwg.org/#dictdef-eventinit), verbatim from
// dom.webidl (the parent of NavigateEventInit and NavigationCurrentEntryChangeEventInit).
dictionary EventInit {
  boolean bubbles = false;
  boolean cancelable = false;
  boolean composed = false;
};

// XMLHttpRequest's FormData (https://xhr.spec.whatwg.org/#interface-formdata) is webapi.xhr's,
// a package above webapi.html: a NavigateEvent's formData keeps the FormData object itself
// (as html.event-interfaces.others.webidl has it for FormDataEvent).
typedef object FormData;
