// The partial WindowOrWorkerGlobalScope mixins of High Resolution Time (hr-time.idl) and the
// Web Cryptography API (webcrypto.idl), verbatim as web-platform-tests' interfaces/ have them
// (read with html.window.webidl by html.window.extras.toml; their interfaces are generated
// from html.globals.webidl).

partial interface mixin WindowOrWorkerGlobalScope {
  [Replaceable] readonly attribute Performance performance;
};

partial interface mixin WindowOrWorkerGlobalScope {
  [SameObject] readonly attribute Crypto crypto;
};
