// Hand-written, for the WPT runner's shim only (idl/jsshim.py; read with streams.webidl): the
// transform streams other standards define, which webapi.streams has (written by hand, no
// bindings are generated from this file).

// The Encoding Standard (https://encoding.spec.whatwg.org/#interface-textdecoderstream,
// #interface-textencoderstream): TextDecoderCommon's and TextEncoderCommon's attributes
// written into the interfaces (encoding.webidl, which defines the mixins, is not read with
// this file).
dictionary TextDecoderOptions {
  boolean fatal = false;
  boolean ignoreBOM = false;
};

[Exposed=*]
interface TextDecoderStream {
  constructor(optional DOMString label = "utf-8", optional TextDecoderOptions options = {});
  readonly attribute DOMString encoding;
  readonly attribute boolean fatal;
  readonly attribute boolean ignoreBOM;
};
TextDecoderStream includes GenericTransformStream;

[Exposed=*]
interface TextEncoderStream {
  constructor();
  readonly attribute DOMString encoding;
};
TextEncoderStream includes GenericTransformStream;

// The Compression Standard (https://compression.spec.whatwg.org/#idl-index), with "brotli",
// which the Standard lists now (webapi's constructors refuse it as unsupported).
enum CompressionFormat {
  "deflate",
  "deflate-raw",
  "gzip",
  "brotli",
};

[Exposed=*]
interface CompressionStream {
  constructor(CompressionFormat format);
};
CompressionStream includes GenericTransformStream;

[Exposed=*]
interface DecompressionStream {
  constructor(CompressionFormat format);
};
DecompressionStream includes GenericTransformStream;
