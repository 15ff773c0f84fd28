// Hand-written: what html.history.webidl takes from other parts of HTML, as the smallest IDL
// that stands for it (read with html.history.webidl by html.history.extras.toml).

// HTML's DOMStringList (common-dom-interfaces.html#domstringlist): webapi has no such
// interface yet; Location.ancestorOrigins is a tuple of strings (a top-level traversable's is
// empty; a child navigable's lists its ancestors' origins, nearest first).
typedef object DOMStringList;
