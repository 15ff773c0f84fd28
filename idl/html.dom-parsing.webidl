// The HTML Standard's DOMParser
// (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#the-domparser-interface)
// and XMLSerializer (#the-xmlserializer-interface, moved there from DOM Parsing and
// Serialization), verbatim, read by html.extras.toml.
[Exposed=Window]
interface DOMParser {
  constructor();

  [NewObject] Document parseFromString((TrustedHTML or DOMString) string, DOMParserSupportedType type);
};

[Exposed=Window]
interface XMLSerializer {
  constructor();

  DOMString serializeToString(Node root);
};

enum DOMParserSupportedType {
  "text/html",
  "text/xml",
  "application/xml",
  "application/xhtml+xml",
  "image/svg+xml"
};

// Trusted Types' TrustedHTML (https://w3c.github.io/trusted-types/dist/spec/#trustedhtml):
// webapi has no Trusted Types, so a "(TrustedHTML or DOMString)" is a string.
typedef DOMString TrustedHTML;
