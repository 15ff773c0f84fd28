// requestIdleCallback() (https://w3c.github.io/requestidlecallback/): its partial interface
// Window, IdleRequestOptions, IdleDeadline and IdleRequestCallback, verbatim as web-platform-tests'
// interfaces/requestidlecallback.idl has them (the copy ../shared/wpt-tests holds), read with
// html.window.webidl by html.window.extras.toml.

partial interface Window {
  unsigned long requestIdleCallback(IdleRequestCallback callback, optional IdleRequestOptions options = {});
  undefined cancelIdleCallback(unsigned long handle);
};

dictionary IdleRequestOptions {
  unsigned long timeout;
};

[Exposed=Window] interface IdleDeadline {
  DOMHighResTimeStamp timeRemaining();
  readonly attribute boolean didTimeout;
};

callback IdleRequestCallback = undefined (IdleDeadline deadline);
