// Hand-written: what html.globals.webidl takes from other standards, as the smallest IDL that
// stands for it (read with html.globals.webidl by html.globals.extras.toml). Each definition
// names its source.

// Interfaces whose members are left out (html.globals.extras.toml says why): an object type
// stands for each. HTML's PluginArray and MimeTypeArray (system-state.html), the Web
// Cryptography API's SubtleCrypto.
typedef object PluginArray;
typedef object MimeTypeArray;
typedef object SubtleCrypto;

// Web IDL's ArrayBufferView (https://webidl.spec.whatwg.org/#ArrayBufferView): webapi's
// bindings have no conversion for it; getRandomValues takes the object itself and checks its
// type (a writable buffer of integers: bytearray, array.array, memoryview) in its impl.
typedef object ArrayBufferView;

// High Resolution Time's DOMHighResTimeStamp (https://w3c.github.io/hr-time/#dom-domhighrestimestamp),
// as dom.others.webidl has it.
typedef double DOMHighResTimeStamp;
