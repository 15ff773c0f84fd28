// Hand-written: what html.event-interfaces.webidl takes from other standards and other parts of
// HTML, as the smallest IDL that stands for it. Each definition names its source.

// The DOM Standard's EventInit (https://dom.spec.whatwg.org/#dictdef-eventinit), verbatim from
// dom.webidl (the parent of every ...EventInit here; as uievents.others.webidl has it).
dictionary EventInit {
  boolean bubbles = false;
  boolean cancelable = false;
  boolean composed = false;
};

// HTML's MessageEventSource (comms.html) is (WindowProxy or MessagePort or ServiceWorker):
// webapi has no service workers, and its Window and MessagePort classes are generated in
// modules that load this one, so a MessageEvent's source holds any object given, kept and
// given back as it came. (Its ports are MessagePort objects: html.event-interfaces.extras.toml
// names the interface `above`, registered by webapi/html/common/_event_interfaces.py.)
typedef object MessageEventSource;

// The Web Storage API's Storage (webstorage.html) is webapi.html's (idl/html.storage.webidl),
// generated apart: object here, so that the event interfaces load without the storage areas; a
// StorageEvent's storageArea is any object given (a webapi.html.Storage in practice).
typedef object Storage;

// XMLHttpRequest's FormData (https://xhr.spec.whatwg.org/#interface-formdata) is webapi.xhr's,
// whose instances hold their impl: a FormDataEvent keeps the FormData object itself (the same
// object each time it is read), so the type is object here and the event's constructing steps
// check that the value is a FormData (webapi/html/common/_event_interfaces.py).
typedef object FormData;
