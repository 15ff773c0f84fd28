// Hand-written: what xmlhttprequest.webidl takes from other standards, as the smallest IDL that
// stands for it. Each definition names its source.

// The DOM Standard's EventInit (https://dom.spec.whatwg.org/#dictdef-eventinit), verbatim from
// dom.webidl (the parent of ProgressEventInit).
dictionary EventInit {
  boolean bubbles = false;
  boolean cancelable = false;
  boolean composed = false;
};

// HTML's EventHandler (https://html.spec.whatwg.org/multipage/webappapis.html#eventhandler).
[LegacyTreatNonObjectAsNull]
callback EventHandlerNonNull = any (Event event);
typedef EventHandlerNonNull? EventHandler;

// Fetch's XMLHttpRequestBodyInit (https://fetch.spec.whatwg.org/#typedefdef-xmlhttprequestbodyinit),
// verbatim from fetch.webidl (send()'s body; its types external: Blob, FormData, URLSearchParams).
typedef (Blob or BufferSource or FormData or URLSearchParams or USVString) XMLHttpRequestBodyInit;
