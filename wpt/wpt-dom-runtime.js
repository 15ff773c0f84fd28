// The DOM runner's runtime: evaluated in each test page's context after the generated shim
// (idl/jsshim.py, which defines WEBAPI_IDL); builds a JavaScript class per IDL interface
// whose members forward to webapi's Python objects through the bridge
// (wpt/wpt_dom_bridge.py), applying Web IDL's JavaScript conversions on the way in and
// out.  One wrapper per Python object (a map keyed by the Python object's id, kept for the
// page); Python's DOMException/TypeError/RangeError become this realm's exceptions of the
// same name; JavaScript callbacks become Python callables (the same callable for the same
// function, so that removeEventListener finds it); interfaces with indexed or named getters
// are Proxies.  The host object passed to install(): {bridge, isPy, report}.

/* global WEBAPI_IDL */
(function install(global, IDL, host) {
  "use strict";
  const bridge = host.bridge;
  const isPy = host.isPy;
  const PY = Symbol("webapi object");
  const byId = new Map();
  const classes = Object.create(null);
  const descriptions = Object.create(null);
  const callbacks = new WeakMap();
  const wrappers = new WeakSet();
  const callbackById = new Map();
  for (const description of IDL.interfaces) descriptions[description.name] = description;

  function check(result) {
    if (isPy(result) && result.type === "Raised") {
      const kind = result.kind;
      const name = result.name;
      const message = result.message;
      let jsError = result.js_error;
      if (isPy(jsError)) jsError = jsError.copy(); // borrowed from result, destroyed with it
      result.destroy();
      if (kind === "js") throw jsError;
      if (kind === "value" || (kind === "DOMException" && isPy(jsError))) throw fromPy({ k: "primitive", t: "any" }, jsError);
      if (kind === "DOMException") throw new global.DOMException(message, name);
      const Constructor = { TypeError, RangeError, SyntaxError, URIError }[kind] || Error;
      throw new Constructor(message);
    }
    return result;
  }

  function self(value) {
    // An operation called without a this value (addEventListener(...) at the top level)
    // is the global object's, as Web IDL has it for [Global] interfaces.
    if (value === undefined || value === null) value = global;
    if (value === null || value === undefined || !(PY in Object(value))) {
      throw new TypeError("Illegal invocation");
    }
    // (an object whose prototype is a platform object is not one: Web IDL's brand check,
    // `Object.create(collection).length` throws)
    if (!wrappers.has(value) && !Object.prototype.hasOwnProperty.call(value, PY)) {
      throw new TypeError("Illegal invocation");
    }
    return value[PY];
  }

  // --- Python -> JavaScript ----------------------------------------------------------------

  function classFor(chain) {
    const names = chain.split(",");
    const last = names[names.length - 1];
    let Class = classes[last] || (descriptions[last] ? define(descriptions[last]) : null);
    if (!Class) return Object;
    for (let i = names.length - 2; i >= 0; i--) {
      const name = names[i];
      if (!classes[name]) {
        const Parent = Class;
        const Made = function () {
          throw new TypeError("Illegal constructor");
        };
        Object.defineProperty(Made, "name", { value: name });
        Object.setPrototypeOf(Made, Parent);
        Made.prototype = Object.create(Parent.prototype, {
          constructor: { value: Made, writable: true, configurable: true },
          [Symbol.toStringTag]: { value: name, configurable: true },
        });
        classes[name] = Made;
        Object.defineProperty(global, name, { value: Made, writable: true, configurable: true });
      }
      Class = classes[name];
    }
    return Class;
  }

  function wrap(value) {
    if (!isPy(value)) return value === undefined ? null : value;
    const id = bridge.key(value);
    const known = byId.get(id);
    if (known !== undefined) {
      value.destroy();
      return known;
    }
    const fn = callbackById.get(id);
    if (fn !== undefined) {
      value.destroy();
      return fn;
    }
    const chain = bridge.interface(value);
    if (chain.startsWith("JsException,")) {
      // A JavaScript exception webapi caught (a timer's or a microtask's callback threw it):
      // the thrown value itself (an ErrorEvent's error).
      const thrown = value.js_error;
      value.destroy();
      return thrown;
    }
    if (chain.startsWith("Window,") || chain.startsWith("WindowProxy,")) {
      const proxy = windowProxy(value);
      byId.set(id, proxy);
      wrappers.add(proxy);
      return proxy;
    }
    if (chain.startsWith("DOMException,")) {
      // webapi's DOMException (a Python exception) is this realm's DOMException.
      const exception = new global.DOMException(value.message, value.name);
      byId.set(id, exception);
      return exception;
    }
    const Class = classFor(chain);
    const target = Object.create(Class.prototype);
    Object.defineProperty(target, PY, { value });
    const description = specialDescription(chain);
    const wrapper =
      description && (description.indexed_getter || description.named_getter)
        ? new Proxy(target, specialHandler(description))
        : target;
    wrappers.add(target);
    wrappers.add(wrapper);
    byId.set(id, wrapper);
    return wrapper;
  }

  // webapi's Window (its WindowProxy) of an iframe (webapi/html/browsing/_window.py): its members read from
  // Python; every other property is the page's global's (one realm per page here: a child
  // document's Element, Node, DOMException are the page's).
  const WINDOW_MEMBERS = new Set(["document", "parent", "top", "frameElement", "window", "self", "frames", "length", "closed"]);

  /** ``window[index]``: the index-th child navigable's WindowProxy, or undefined. */
  function frame(value, key) {
    const found = bridge.frame(value, Number(key));
    return isPy(found) ? wrap(found) : undefined;
  }

  /** The page's ``frames``: the global object, with the indexed getter of its WindowProxy
   * (``top``, the Python one). */
  function frames(top) {
    return new Proxy(global, {
      get(t, key) {
        if (typeof key === "string" && /^(0|[1-9][0-9]*)$/.test(key)) return frame(top, key);
        if (key === "length") return fromPy({ k: "primitive", t: "any" }, check(bridge.get(top, "length")));
        return Reflect.get(t, key);
      },
    });
  }

  // The constructors whose objects belong to their realm's global object's associated Document
  // (a DOMParser's documents have its URL, a Text node is its node document's): a frame's are
  // the page's classes, constructed with the frame's realm the current one (its WindowProxy's
  // active document webapi's associated Document while they run: the bridge's enter_realm).
  // (Outside the window suite: there a frame's scripts run with the page's classes.)
  const REALM_CONSTRUCTORS = new Set(["DOMParser", "Text", "Comment", "DocumentFragment", "Range", "Image", "Option", "Audio"]);

  /** ``frame.Name`` of :data:`REALM_CONSTRUCTORS`: the page's ``Name`` constructing in the realm
   * of the frame whose Python WindowProxy is ``value`` (one a frame and name: ``own``). */
  function realmConstructor(value, own, key) {
    if (!own.has(key)) {
      const Class = global[key];
      const constructor = new Proxy(Class, {
        construct(target, args, newTarget) {
          bridge.enter_realm(value);
          try {
            return Reflect.construct(target, args, newTarget === constructor ? target : newTarget);
          } finally {
            bridge.leave_realm();
          }
        },
      });
      own.set(key, constructor);
    }
    return own.get(key);
  }

  /** ``frame.customElements`` (outside the window suite): the registry of the frame's active
   * document (webapi's Window's), one object a registry (kept in ``own``). */
  function frameRegistry(value, own) {
    const document = bridge.get(value, "document");
    if (!isPy(document) || document.type === "Raised") return undefined;
    const target = check(bridge.custom_element_registry(document));
    const key = `registry ${bridge.key(target)}`;
    if (!own.has(key)) {
      const registry = Object.create(CustomElementRegistry.prototype);
      registries.set(registry, target);
      own.set(key, registry);
    }
    return own.get(key);
  }

  /** ``frame.AbortSignal`` (outside the window suite): the frame's own, one a frame (kept in
   * ``own``), the page's but for its ``timeout()``, which waits on the page's timers while the
   * frame's document is fully active only
   * (https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#run-steps-after-a-timeout:
   * a detached frame's signal never times out). (Its DOMException is the page's: one realm a
   * page.) */
  function frameAbortSignal(value, own) {
    if (!own.has(" AbortSignal")) {
      const PageSignal = global.AbortSignal;
      const timeout = {
        timeout(milliseconds) {
          const controller = new global.AbortController();
          PageSignal.timeout(milliseconds); // (the argument's conversion and its errors)
          global.setTimeout(() => {
            const frameElement = fromPy({ k: "primitive", t: "any" }, check(bridge.get(value, "frameElement")));
            if (frameElement && frameElement.isConnected) {
              controller.abort(new global.DOMException("signal timed out", "TimeoutError"));
            }
          }, Number(milliseconds));
          return controller.signal;
        },
      }.timeout;
      const FrameAbortSignal = new Proxy(PageSignal, {
        get(target, key, receiver) {
          return key === "timeout" ? timeout : Reflect.get(target, key, receiver);
        },
      });
      own.set(" AbortSignal", FrameAbortSignal);
    }
    return own.get(" AbortSignal");
  }

  function windowProxy(value) {
    const target = Object.create(null);
    Object.defineProperty(target, PY, { value });
    const member = (key) => fromPy({ k: "primitive", t: "any" }, check(bridge.get(value, key)));
    const constructors = new Map();
    return new Proxy(target, {
      get(t, key, receiver) {
        if (key === PY) return value;
        if (typeof key === "string" && WINDOW_MEMBERS.has(key)) return member(key);
        // (outside the window suite: what a frame's script set on its window, `window.doParse
        // = ...`, and the frame's own history, which its script's pushState changes)
        if (host.window === undefined && Object.hasOwn(t, key)) return t[key];
        if (host.window === undefined && key === "history") return member(key);
        if (host.window === undefined && REALM_CONSTRUCTORS.has(key) && typeof global[key] === "function") {
          return realmConstructor(value, constructors, key);
        }
        if (host.window === undefined && key === "customElements") return frameRegistry(value, constructors);
        if (host.window === undefined && key === "AbortSignal") return frameAbortSignal(value, constructors);
        if (typeof key === "string" && /^(0|[1-9][0-9]*)$/.test(key)) return frame(value, key);
        // (an EventTarget of webapi's: its methods, with this proxy as their this value)
        if (Object.hasOwn(classes.EventTarget.prototype, key)) return classes.EventTarget.prototype[key];
        // (the window suite: the Window's attributes, storage, location, history, event
        // handlers, are read with this proxy as their this value: the frame's own)
        if (host.window !== undefined) return Reflect.get(global, key, receiver);
        return global[key];
      },
      has(t, key) {
        if (host.window === undefined && (key === "history" || Object.hasOwn(t, key))) return true;
        return key === PY || WINDOW_MEMBERS.has(key) || key in global;
      },
      // (the window suite: a frame's script assigning through its scope, `with (window)`:
      // the Window's attributes are the frame's, other properties the page's global's)
      set(t, key, value, receiver) {
        if (host.window === undefined) return Reflect.set(t, key, value, receiver);
        let owner = global;
        while (owner !== null && !Object.hasOwn(owner, key)) owner = Object.getPrototypeOf(owner);
        const descriptor = owner === null ? undefined : Object.getOwnPropertyDescriptor(owner, key);
        if (descriptor && descriptor.set) return Reflect.set(global, key, value, receiver);
        global[key] = value;
        return true;
      },
      getPrototypeOf() {
        return global.Window.prototype;
      },
    });
  }

  // Whether the shim has the Streams Standard's IDL (the encoding-streams suite).
  const STREAMS = descriptions.ReadableStream !== undefined;
  // Web IDL's buffer types, given as bytes-like values to webapi and read back as bytes.
  const BUFFERS = new Set(["BufferSource", "AllowSharedBufferSource", "ArrayBuffer", "ArrayBufferView", "Uint8Array"]);

  const byteLength = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, "byteLength").get;
  const searchParamsSize =
    typeof URLSearchParams === "function" ? Object.getOwnPropertyDescriptor(URLSearchParams.prototype, "size").get : null;

  /** Brand checks, which run no Proxy trap: an ArrayBuffer (of any realm, not shared) or a
   * view; the runner's URLSearchParams. */
  function isBuffer(value) {
    if (ArrayBuffer.isView(value)) return true;
    try {
      byteLength.call(value);
      return true;
    } catch {
      return false;
    }
  }

  function isSearchParams(value) {
    if (searchParamsSize === null) return false;
    try {
      searchParamsSize.call(value);
      return true;
    } catch {
      return false;
    }
  }

  /** A Promise of this realm settled as the Python awaitable ``value`` is (run on Pyodide's
   * event loop): resolved with its result converted to ``type``, or rejected with the
   * JavaScript exception of what it raised. */
  function promiseFrom(type, value) {
    return new global.Promise((resolve, reject) => {
      Promise.resolve(bridge.settle(value)).then((settled) => {
        try {
          const result = fromPy(type, check(settled));
          // A Promise<any> of webapi's is json()'s: Python's None is JSON's null there.
          resolve(result === undefined && type.t === "any" ? null : result);
        } catch (error) {
          reject(error);
        }
      }, reject);
    });
  }

  function fromPy(type, value) {
    if (type.k === "Promise") return promiseFrom(type.p[0], value);
    if (BUFFERS.has(type.t) && isPy(value)) {
      // webapi's bytes become a new ArrayBuffer (or Uint8Array) of this realm.
      const bytes = new global.Uint8Array(value.toJs());
      value.destroy();
      return type.t === "ArrayBuffer" ? bytes.buffer : bytes;
    }
    switch (type.k) {
      case "sequence":
      case "FrozenArray": {
        if (!isPy(value)) return value === undefined ? (type.n ? null : []) : value;
        // (an iterator's items are borrowed proxies: a wrapper keeps a copy)
        const items = Array.from(value, (item) => fromPy(type.p[0], isPy(item) ? item.copy() : item));
        value.destroy();
        return items;
      }
      case "union": {
        // (a dict webapi returns for a union with a dictionary member, a Sanitizer's
        // configuration's entries: that dictionary; the other members as they come)
        const dictionary = isPy(value) && value.type === "dict"
          ? flatten(type.p).find((m) => m.k === "dictionary" && IDL.dictionaries[m.t])
          : undefined;
        return dictionary ? fromPy(dictionary, value) : wrap(value);
      }
      case "dictionary":
        // (a dictionary webapi returns, a stream's read() result, a Sanitizer's get(): a new
        // object of this realm, its members converted by their types)
        if (isPy(value) && value.type === "dict" && IDL.dictionaries[type.t]) {
          const made = {};
          for (const member of IDL.dictionaries[type.t]) {
            const item = value.get(member.name);
            if (item !== undefined || value.has(member.name)) made[member.name] = fromPy(member.type, item);
          }
          value.destroy();
          return made;
        }
        return wrap(value);
      case "primitive":
        if (type.t === "undefined") return undefined;
        // A stream's chunk of bytes (the encoding-streams suite, whose shim has the Streams
        // Standard's IDL) is a new Uint8Array of this realm, as a browser's stream gives it.
        if (type.t === "any" && STREAMS && isPy(value) && value.type === "bytes") {
          const bytes = new global.Uint8Array(value.toJs());
          value.destroy();
          return bytes;
        }
        // Python's None is JavaScript's undefined for an any (signal.reason before abort());
        // a JavaScript null given to webapi comes back as null.
        if (type.t === "any") {
          // A JSON value webapi parsed (json()) is made again in this realm.
          const json = isPy(value) ? bridge.json_text(value) : undefined;
          if (json !== undefined) {
            value.destroy();
            return global.JSON.parse(json);
          }
          // (the window suite: webapi's None is null, as a clone's or a state's null is)
          if (host.window && value === undefined) return null;
          return isPy(value) ? wrap(value) : value;
        }
        return value === undefined ? null : isPy(value) ? wrap(value) : value;
      default:
        return wrap(value);
    }
  }

  // --- JavaScript -> Python ----------------------------------------------------------------

  function toNumber(value, where) {
    if (typeof value === "symbol" || typeof value === "bigint") {
      throw new TypeError(`${where}: cannot convert to a number`);
    }
    return Number(value);
  }

  const INTEGERS = {
    byte: [-128, 127, 8, true],
    octet: [0, 255, 8, false],
    short: [-32768, 32767, 16, true],
    "unsigned short": [0, 65535, 16, false],
    long: [-2147483648, 2147483647, 32, true],
    "unsigned long": [0, 4294967295, 32, false],
    "long long": [-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 64, true],
    "unsigned long long": [0, Number.MAX_SAFE_INTEGER, 64, false],
  };

  function toInteger(type, value, where) {
    const [lower, upper, bits, signed] = INTEGERS[type.t];
    let x = toNumber(value, where);
    const attributes = type.a || [];
    if (attributes.includes("EnforceRange")) {
      if (!Number.isFinite(x)) throw new TypeError(`${where}: ${x} is not a finite number`);
      x = Math.trunc(x);
      if (x < lower || x > upper) throw new TypeError(`${where}: ${x} is out of range`);
      return x;
    }
    if (attributes.includes("Clamp")) {
      if (Number.isNaN(x)) return 0;
      return Math.min(Math.max(Math.round(x), lower), upper);
    }
    if (!Number.isFinite(x) || x === 0) return 0;
    x = Math.trunc(x);
    if (bits === 64) return x;
    const modulo = 2 ** bits;
    x = ((x % modulo) + modulo) % modulo;
    return signed && x >= modulo / 2 ? x - modulo : x;
  }

  function toPrimitive(type, value, where) {
    switch (type.t) {
      case "DOMString":
      case "ByteString":
      case "USVString": {
        if (value === null && (type.a || []).includes("LegacyNullToEmptyString")) return "";
        if (typeof value === "symbol") throw new TypeError(`${where}: cannot convert a Symbol`);
        const text = String(value);
        // https://webidl.spec.whatwg.org/#es-ByteString: a code unit above 255 is a TypeError.
        if (type.t === "ByteString" && /[^\u0000-\u00ff]/.test(text)) {
          throw new TypeError(`${where}: the value is not a valid ByteString.`);
        }
        return type.t === "USVString" ? text.toWellFormed() : text;
      }
      case "boolean":
        return Boolean(value);
      case "double":
      case "float": {
        const x = toNumber(value, where);
        if (!Number.isFinite(x)) throw new TypeError(`${where}: ${x} is not a finite number`);
        return x;
      }
      case "unrestricted double":
      case "unrestricted float":
        return toNumber(value, where);
      case "undefined":
        return undefined;
      case "any":
        if (host.window) {
          // The window suite: a value webapi clones (postMessage's message, pushState's state,
          // structuredClone's value) as the Python value of its mapping where JSON can carry
          // it: null is None, a plain object a dict, an array a list.
          if (value === null) return undefined;
          if (isPlainJSON(value, 0)) return bridge.json_value(global.JSON.stringify(value));
        }
        return isWrapper(value) ? value[PY] : value;
      case "object":
        return isWrapper(value) ? value[PY] : value;
      case "EventHandler":
        return typeof value === "function" || (value !== null && typeof value === "object")
          ? pyCallback(value, "handler", true)
          : undefined;
      default:
        if (type.t in INTEGERS) return toInteger(type, value, where);
        return value;
    }
  }

  /** Whether ``value`` is a plain object or array of JSON's values only (no cycle deeper than
   * 64 levels, no undefined, NaN or infinity, no other prototype), which JSON carries as it is. */
  function isPlainJSON(value, depth) {
    if (depth > 64) return false;
    if (value === null || typeof value === "string" || typeof value === "boolean") return true;
    if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
    if (typeof value !== "object" || isWrapper(value)) return false;
    const prototype = Object.getPrototypeOf(value);
    if (Array.isArray(value)) {
      if (prototype !== global.Array.prototype) return false;
      for (let i = 0; i < value.length; i++) if (!(i in value) || !isPlainJSON(value[i], depth + 1)) return false;
      return true;
    }
    if (prototype !== global.Object.prototype) return false;
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(value, key);
      if (typeof key !== "string" || !("value" in descriptor) || !descriptor.enumerable) return false;
      if (!isPlainJSON(descriptor.value, depth + 1)) return false;
    }
    return true;
  }

  function isWrapper(value) {
    // (a set, not `PY in value`: a check that runs no Proxy trap of the page's objects)
    return (typeof value === "object" || typeof value === "function") && value !== null && wrappers.has(value);
  }

  function toPy(type, value, where) {
    if (type.n && (value === null || value === undefined) && type.k !== "dictionary") {
      return undefined;
    }
    switch (type.k) {
      case "primitive":
        return toPrimitive(type, value, where);
      case "interface": {
        if (BUFFERS.has(type.t)) {
          if (!isBuffer(value)) throw new TypeError(`${where} is not of type '${type.t}'.`);
          const view = ArrayBuffer.isView(value) ? value : new Uint8Array(value);
          return bridge.bytes(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
        }
        if (type.t === "URLSearchParams" && isSearchParams(value)) {
          // The page's URLSearchParams (the runner's global) as webapi's.
          return check(bridge.construct("URLSearchParams", String(value)));
        }
        const Class = classes[type.t];
        if (isWrapper(value) && (!Class || value instanceof Class)) return value[PY];
        throw new TypeError(`${where} is not of type '${type.t}'.`);
      }
      case "enum": {
        const text = toPrimitive({ t: "DOMString" }, value, where);
        if (!IDL.enums[type.t].includes(text)) {
          throw new TypeError(`${where}: '${text}' is not a valid value of ${type.t}`);
        }
        return text;
      }
      case "dictionary":
        return toDictionary(type.t, value, where);
      case "callback":
        if (typeof value !== "function") throw new TypeError(`${where} is not a function.`);
        // A MutationCallback's exception is reported (https://dom.spec.whatwg.org/#notify-mutation-observers).
        return pyCallback(value, "function", type.t === "MutationCallback");
      case "callback interface":
        if (typeof value !== "function" && (value === null || typeof value !== "object")) {
          throw new TypeError(`${where} is not an object.`);
        }
        {
          // The interface's operation (handleEvent, acceptNode, lookupNamespaceURI) and its
          // return type: XPathNSResolver's result is converted as Web IDL converts it (a
          // Symbol a TypeError, an object its toString()), and an exception thrown there or
          // by the call is reported, as browsers report a resolver's (WPT's
          // domxpath/resolver-*.html), leaving the prefix unresolved.
          const operation = (IDL.callback_interface_operations || {})[type.t];
          const name = operation ? operation.name : type.t === "EventListener" ? "handleEvent" : "acceptNode";
          const resolver = type.t === "XPathNSResolver";
          return pyCallback(value, name, type.t === "EventListener" || resolver, resolver ? operation.returns : undefined);
        }
      case "sequence":
      case "FrozenArray": {
        if (value === null || typeof value !== "object" || !(Symbol.iterator in value)) {
          throw new TypeError(`${where} is not iterable.`);
        }
        const items = Array.from(value, (item, i) => toPy(type.p[0], item, `${where}[${i}]`));
        return bridge.sequence(...items);
      }
      case "record":
        return toRecord(type, value, where);
      case "union":
        return toPy(unionMember(type, value), value, where);
      default:
        return value;
    }
  }

  /** https://webidl.spec.whatwg.org/#es-record: the own enumerable properties, in the
   * object's key order, keys and values converted. */
  function toRecord(type, value, where) {
    if (value === null || (typeof value !== "object" && typeof value !== "function")) {
      throw new TypeError(`${where}: the value is not an object.`);
    }
    const pairs = [];
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(value, key);
      if (descriptor === undefined || !descriptor.enumerable) continue;
      const typedKey = toPy(type.p[0], key, `${where} (a key)`);
      pairs.push(typedKey, toPy(type.p[1], value[key], `${where}[${String(typedKey)}]`));
    }
    return bridge.dictionary(...pairs);
  }

  function flatten(members) {
    return members.flatMap((m) => (m.k === "union" ? flatten(m.p) : [m]));
  }

  function unionMember(type, value) {
    const members = flatten(type.p);
    const find = (predicate) => members.find(predicate);
    if (value === null || value === undefined) {
      const dictionary = find((m) => m.k === "dictionary");
      if (dictionary) return dictionary;
    }
    if (isWrapper(value)) {
      const match = find((m) => m.k === "interface" && !BUFFERS.has(m.t) && (!classes[m.t] || value instanceof classes[m.t]));
      if (match) return match;
    }
    if (value !== null && (typeof value === "object" || typeof value === "function")) {
      if (isBuffer(value)) {
        const match = find((m) => BUFFERS.has(m.t));
        if (match) return match;
      }
      if (isSearchParams(value)) {
        const match = find((m) => m.t === "URLSearchParams");
        if (match) return match;
      }
      const match =
        (typeof value[Symbol.iterator] === "function" && find((m) => m.k === "sequence")) ||
        find((m) => m.k === "dictionary" || m.k === "record" || m.k === "callback interface" || m.t === "object") ||
        (typeof value === "function" && find((m) => m.k === "callback"));
      if (match) return match;
    }
    if (typeof value === "boolean") {
      const match = find((m) => m.t === "boolean");
      if (match) return match;
    }
    if (typeof value === "number") {
      const match = find((m) => m.t in INTEGERS || m.t.endsWith("double") || m.t.endsWith("float"));
      if (match) return match;
    }
    return (
      find((m) => m.t === "DOMString" || m.t === "USVString" || m.k === "enum") ||
      find((m) => m.t in INTEGERS || m.t.endsWith("double")) ||
      find((m) => m.t === "boolean") ||
      members[0]
    );
  }


  function toDictionary(name, value, where) {
    if (value !== null && value !== undefined && typeof value !== "object" && typeof value !== "function") {
      throw new TypeError(`${where}: the value is not an object.`);
    }
    const pairs = [];
    // The members in Web IDL's order (inherited first, each dictionary's sorted): the shim's.
    for (const member of IDL.dictionaries[name] || []) {
      const given = value === null || value === undefined ? undefined : value[member.name];
      if (given === undefined) {
        if (member.required) throw new TypeError(`${where}: required member ${member.name} is undefined.`);
        continue;
      }
      pairs.push(member.name, toPy(member.type, given, `${where}.${member.name}`));
    }
    return bridge.dictionary(...pairs);
  }

  function pyCallback(value, operation, reportErrors, returns = undefined) {
    let callable = callbacks.get(value);
    if (callable !== undefined) return callable;
    const invoke = (...pyArguments) => {
      const args = pyArguments.map((argument) =>
        !isPy(argument)
          ? argument
          : STREAMS && argument.type === "bytes"
            ? fromPy({ k: "primitive", t: "any" }, argument.copy()) // a stream's chunk: a Uint8Array
            : argument.type === "list"
            ? Array.from(argument, (item) => (isPy(item) ? wrap(item.copy()) : item)) // MutationCallback's records
            : wrap(argument.copy()),
      );
      try {
        let result;
        if (typeof value === "function") {
          // An event listener or handler is called with the event's current target as this.
          const listener = operation === "handleEvent" || operation === "handler";
          // A MutationCallback's this is its observer, its second argument.
          const thisArg =
            listener && args[0] ? args[0].currentTarget : operation === "function" && args.length === 2 && !Array.isArray(args[1]) && Array.isArray(args[0]) ? args[1] : undefined;
          result = value.apply(thisArg, args);
        } else {
          const method = value[operation];
          if (typeof method !== "function") throw new TypeError(`${operation} is not a function`);
          result = method.apply(value, args);
        }
        if (returns !== undefined) {
          // (a nullable type's null or undefined is Python's None)
          if (returns.n && (result === null || result === undefined)) return undefined;
          return toPy(returns, result, `${operation}'s result`);
        }
        return isWrapper(result) ? result[PY] : result;
      } catch (error) {
        if (!reportErrors) throw error;
        host.report(error);
        return undefined;
      }
    };
    callable = bridge.callback(invoke);
    callbacks.set(value, callable);
    callbackById.set(bridge.key(callable), value);
    return callable;
  }

  // --- the classes ---------------------------------------------------------------------------

  /** Whether ``value`` is one Web IDL's overload resolution takes for an argument of
   * ``type`` where the overloads differ: a platform object of an interface, a buffer for a
   * buffer type; any value for the other types (strings, numbers: the fallbacks). */
  function admits(type, value) {
    if (type.n && (value === null || value === undefined)) return true;
    if (type.k === "union") return type.p.some((member) => admits(member, value));
    if (type.k !== "interface") return true;
    if (BUFFERS.has(type.t)) return isBuffer(value);
    return isWrapper(value) && (!classes[type.t] || value instanceof classes[type.t]);
  }

  function chooseOverload(overloads, count, args) {
    let best = overloads[0];
    for (const overload of overloads) {
      const required = overload.arguments.filter((a) => !a.optional && !a.variadic).length;
      if (required <= count && overload.arguments.length >= best.arguments.length) best = overload;
    }
    if (args === undefined) return best;
    // https://webidl.spec.whatwg.org/#es-overloads: of the overloads taking this many
    // arguments, the one whose interface-typed arguments the values are.
    const candidates = overloads.filter((overload) => {
      const required = overload.arguments.filter((a) => !a.optional && !a.variadic).length;
      const variadic = overload.arguments.some((a) => a.variadic);
      return required <= count && (variadic || count <= overload.arguments.length);
    });
    if (candidates.length < 2) return best;
    const scored = candidates
      .map((overload) => {
        let typed = 0;
        for (let i = 0; i < Math.min(count, overload.arguments.length); i++) {
          const type = overload.arguments[i].type;
          if (!admits(type, args[i])) return null;
          if (type.k === "interface") typed++;
        }
        return [typed, overload];
      })
      .filter((entry) => entry !== null);
    if (!scored.length) return best;
    scored.sort((a, b) => b[0] - a[0]);
    return scored[0][1];
  }

  function convertArguments(overloads, args, where) {
    const overload = chooseOverload(overloads, args.length, args);
    const required = overload.arguments.filter((a) => !a.optional && !a.variadic).length;
    if (args.length < required) {
      throw new TypeError(`Failed to execute '${where}': ${required} argument${required > 1 ? "s" : ""} required, but only ${args.length} present.`);
    }
    const converted = [];
    let given = args.length;
    while (given > 0 && args[given - 1] === undefined) given--;
    for (let i = 0; i < overload.arguments.length; i++) {
      const argument = overload.arguments[i];
      const label = `${where}: parameter ${i + 1}`;
      if (argument.variadic) {
        for (let j = i; j < args.length; j++) converted.push(toPy(argument.type, args[j], label));
        break;
      }
      if (i >= given && argument.optional) break;
      converted.push(toPy(argument.type, args[i], label));
    }
    return converted;
  }

  /** Members whose ``any`` argument webapi serializes as JSON (by index): the page's value is
   * given as the JSON value JavaScript's ``JSON.stringify`` makes of it (its getters run, its
   * errors thrown, in the page), which is what webapi's Python JSON holds. */
  const JSON_ARGUMENTS = { "Response.json": 0 };
  // Outside the window suite (where `any` is not converted as a value webapi clones), the state
  // of the top-level traversable's history entries (the DOM suite's `history`): JSON's values.
  const CLONED_ARGUMENTS = { "History.prototype.pushState": 0, "History.prototype.replaceState": 0 };

  function operation(name, overloads, call, owner) {
    const length = Math.min(...overloads.map((o) => o.arguments.filter((a) => !a.optional && !a.variadic).length));
    const where = name;
    const jsonArgument = JSON_ARGUMENTS[`${owner}.${name}`] ?? (host.window ? undefined : CLONED_ARGUMENTS[`${owner}.${name}`]);
    const method = {
      [name](...args) {
        if (jsonArgument !== undefined && args.length > jsonArgument) {
          const text = global.JSON.stringify(args[jsonArgument]);
          args[jsonArgument] = text === undefined ? undefined : bridge.json_value(text);
        }
        const converted = convertArguments(overloads, args, where);
        return fromPy(overloads[0].returns, check(call(this, converted)));
      },
    }[name];
    Object.defineProperty(method, "length", { value: length });
    return method;
  }

  function define(description) {
    const name = description.name;
    if (classes[name]) return classes[name];
    const Parent = description.inherits ? define(descriptions[description.inherits]) : null;
    const constructors = description.constructors;
    const Class = function (...args) {
      if (!new.target) throw new TypeError(`Failed to construct '${name}': Please use the 'new' operator.`);
      // (an HTML element interface's [HTMLConstructor]: a custom element class's super(),
      // HTMLElement's for an autonomous one, HTMLButtonElement's for a customized button)
      if (constructors.length && isHTMLElementInterface(description)) return htmlConstructor(new.target, name);
      if (!constructors.length) throw new TypeError("Illegal constructor");
      const converted = convertArguments(constructors, args, `new ${name}`);
      const wrapper = wrap(check(bridge.construct(name, ...converted)));
      if (new.target !== Class) Object.setPrototypeOf(wrapper, new.target.prototype);
      if (host.adopt) host.adopt(wrapper);
      return wrapper;
    };
    Object.defineProperty(Class, "name", { value: name });
    Object.defineProperty(Class, "length", {
      value: constructors.length ? Math.min(...constructors.map((o) => o.arguments.filter((a) => !a.optional).length)) : 0,
    });
    if (Parent) Object.setPrototypeOf(Class, Parent);
    const prototype = Object.create(Parent ? Parent.prototype : Object.prototype);
    Object.defineProperty(prototype, "constructor", { value: Class, writable: true, configurable: true });
    Object.defineProperty(prototype, Symbol.toStringTag, { value: name, configurable: true });
    Object.defineProperty(Class, "prototype", { value: prototype, writable: false });
    if (description.unscopables) {
      // Web IDL's @@unscopables (https://webidl.spec.whatwg.org/#create-an-unscopable-object):
      // the [Unscopable] members, hidden from a `with` statement's scope (an event handler's).
      const unscopables = Object.create(null);
      for (const member of description.unscopables) unscopables[member] = true;
      Object.defineProperty(prototype, Symbol.unscopables, { value: unscopables, configurable: true });
    }
    classes[name] = Class;
    for (const [constant, value] of Object.entries(description.constants)) {
      Object.defineProperty(Class, constant, { value, enumerable: true });
      Object.defineProperty(prototype, constant, { value, enumerable: true });
    }
    for (const attribute of description.attributes) {
      const holder = attribute.static ? Class : prototype;
      const property = attribute.name;
      const getter = {
        get [property]() {
          const target = attribute.static ? null : self(this);
          const result = attribute.static
            ? check(bridge.static(name, property))
            : check(bridge.get(target, property));
          return fromPy(attribute.type, result);
        },
      };
      let set;
      if (!attribute.readonly) {
        set = function (value) {
          // (Web IDL: a string not of an enumeration assigned to its attribute is ignored,
          // no exception: xhr.responseType = "nosuchtype")
          const nulled = attribute.type.n && (value === null || value === undefined);
          if (attribute.type.k === "enum" && !nulled && typeof value !== "symbol") {
            if (!IDL.enums[attribute.type.t].includes(String(value))) return;
          }
          const converted = toPy(attribute.type, value, `${name}.${property}`);
          check(bridge.set(self(this), property, converted));
        };
      } else if (attribute.putForwards) {
        set = function (value) {
          const forward = this[property];
          forward[attribute.putForwards] = value;
        };
      } else if (attribute.replaceable) {
        set = function (value) {
          Object.defineProperty(this, property, { value, writable: true, enumerable: true, configurable: true });
        };
      }
      Object.defineProperty(holder, property, {
        get: Object.getOwnPropertyDescriptor(getter, property).get,
        set,
        enumerable: true,
        configurable: true,
      });
    }
    for (const [operationName, overloads] of Object.entries(description.operations)) {
      const method = operation(
        operationName,
        overloads,
        (that, converted) => bridge.call(self(that), operationName, ...converted),
        `${name}.prototype`,
      );
      Object.defineProperty(prototype, operationName, { value: method, writable: true, enumerable: true, configurable: true });
    }
    for (const [operationName, overloads] of Object.entries(description.static_operations)) {
      const method = operation(
        operationName,
        overloads,
        (that, converted) => bridge.static(name, operationName, ...converted),
        name,
      );
      Object.defineProperty(Class, operationName, { value: method, writable: true, enumerable: true, configurable: true });
    }
    if (description.stringifier) {
      const attribute = description.stringifier;
      const toString = function toString() {
        const target = self(this);
        return attribute === true ? String(check(bridge.call(target, "__str__"))) : this[attribute];
      };
      Object.defineProperty(prototype, "toString", { value: toString, writable: true, enumerable: true, configurable: true });
    }
    const values = Array.prototype.values;
    if (description.iterable) {
      for (const [key, value] of [
        ["entries", Array.prototype.entries],
        ["keys", Array.prototype.keys],
        ["values", values],
        ["forEach", Array.prototype.forEach],
      ]) {
        Object.defineProperty(prototype, key, { value, writable: true, enumerable: true, configurable: true });
      }
    }
    if (description.pair_iterable) definePairIterable(description, prototype);
    if (name === "CustomStateSet") {
      // (a setlike<DOMString>, described as a pair iterable of its values: its @@iterator is
      // its values(), https://webidl.spec.whatwg.org/#es-setlike)
      Object.defineProperty(prototype, Symbol.iterator, { value: prototype.values, writable: true, configurable: true });
    }
    if (description.iterable || description.indexed_getter) {
      Object.defineProperty(prototype, Symbol.iterator, { value: values, writable: true, configurable: true });
    }
    if (name === "CSS") {
      // (the CSS namespace, read as an interface of static operations: the global's CSS is a
      // namespace object, https://webidl.spec.whatwg.org/#namespace-object, holding them)
      const namespace = {};
      for (const key of Object.getOwnPropertyNames(Class)) {
        if (!["name", "length", "prototype"].includes(key)) {
          Object.defineProperty(namespace, key, Object.getOwnPropertyDescriptor(Class, key));
        }
      }
      Object.defineProperty(namespace, Symbol.toStringTag, { value: name, configurable: true });
      Object.defineProperty(global, name, { value: namespace, writable: true, configurable: true });
      return Class;
    }
    Object.defineProperty(global, name, { value: Class, writable: true, configurable: true });
    return Class;
  }

  /** https://webidl.spec.whatwg.org/#es-iterable: entries, keys, values, forEach and
   * @@iterator of an interface with a pair iterator, over the Python object's iterators
   * (which see later changes, as default iterators do). */
  function definePairIterable(description, prototype) {
    const [keyType, valueType] = description.pair_iterable;
    const iteratorPrototype = Object.create(Object.getPrototypeOf(Object.getPrototypeOf(global.Array.prototype[Symbol.iterator].call([]))));
    const ITERATOR = Symbol("python iterator");
    const kinds = { entries: "entries", keys: "keys", values: "values" };
    Object.defineProperty(iteratorPrototype, "next", {
      value: function next() {
        if (this === null || typeof this !== "object" || !(ITERATOR in this)) {
          throw new TypeError("next called on an object that is not an iterator of this interface");
        }
        const [kind, iterator] = this[ITERATOR];
        const step = check(bridge.next(iterator));
        if (step === undefined || step === null) return { value: undefined, done: true };
        let value;
        if (kind === "entries") {
          const [key, item] = Array.from(step, (part) => (isPy(part) ? part.copy() : part));
          step.destroy();
          value = global.Array.of(fromPy(keyType, key), fromPy(valueType, item));
        } else {
          value = fromPy(kind === "keys" ? keyType : valueType, step);
        }
        return { value, done: false };
      },
      writable: true,
      enumerable: true,
      configurable: true,
    });
    Object.defineProperty(iteratorPrototype, Symbol.toStringTag, { value: `${description.name} Iterator`, configurable: true });
    for (const kind of Object.keys(kinds)) {
      const method = {
        [kind]() {
          const iterator = Object.create(iteratorPrototype);
          Object.defineProperty(iterator, ITERATOR, { value: [kind, check(bridge.call(self(this), kind))] });
          return iterator;
        },
      }[kind];
      Object.defineProperty(prototype, kind, { value: method, writable: true, enumerable: true, configurable: true });
    }
    const forEach = {
      forEach(callback, thisArg = undefined) {
        const target = self(this);
        if (typeof callback !== "function") throw new TypeError(`Failed to execute 'forEach' on '${description.name}': parameter 1 is not of type 'Function'.`);
        const iterator = this.entries();
        for (let step = iterator.next(); !step.done; step = iterator.next()) {
          callback.call(thisArg, step.value[1], step.value[0], this);
        }
        void target;
      },
    }.forEach;
    Object.defineProperty(prototype, "forEach", { value: forEach, writable: true, enumerable: true, configurable: true });
    Object.defineProperty(prototype, Symbol.iterator, { value: prototype.entries, writable: true, configurable: true });
  }

  function isIndex(key) {
    return typeof key === "string" && /^(0|[1-9][0-9]*)$/.test(key) && Number(key) < 4294967295;
  }

  /** The description of the interface ``chain`` ends with, its indexed and named special
   * members inherited where it declares none (HTMLFormControlsCollection's indexed getter is
   * HTMLCollection's ``item``). */
  const specialDescriptions = new Map();
  const SPECIAL_KEYS = ["indexed_getter", "indexed_setter", "named_getter", "named_setter", "named_deleter", "unenumerable_named"];
  function specialDescription(chain) {
    let found = specialDescriptions.get(chain);
    if (found !== undefined) return found;
    const names = chain.split(",");
    const own = descriptions[names[names.length - 1]];
    found = own;
    if (own && !own.indexed_getter) {
      for (let inherited = descriptions[own.inherits]; inherited; inherited = descriptions[inherited.inherits]) {
        if (inherited.indexed_getter) {
          found = { ...own };
          for (const key of SPECIAL_KEYS) if (found[key] === undefined && inherited[key] !== undefined) found[key] = inherited[key];
          break;
        }
      }
    }
    specialDescriptions.set(chain, found);
    return found;
  }

  function specialHandler(description) {
    const indexed = description.indexed_getter;
    const named = description.named_getter;
    // An unnamed indexed getter (HTMLFormElement's `getter Element (unsigned long index)`) has
    // no operation to call either: the bridge asks webapi's indexed property.
    const item = (target, key) => {
      const value = indexed.startsWith("__")
        ? fromPy({ k: "primitive", t: "any" }, check(bridge.indexed_property(target[PY], Number(key))))
        : target[indexed](Number(key));
      return value === null || value === undefined ? undefined : value;
    };
    const indexedSetter = description.indexed_setter;
    // An unnamed getter (`getter DOMString (DOMString name)` of DOMStringMap, HTMLFormElement's
    // `getter (RadioNodeList or Element) (DOMString name)`) has no operation to call: the
    // bridge asks webapi's named property (none where webapi has no named properties).
    const unnamed = (special) => Boolean(special && special.startsWith("__"));
    /** Whether ``key`` is a supported property name (https://webidl.spec.whatwg.org/#dfn-supported-property-names),
     * whatever the prototype chain has. */
    const supportedName = (target, key) => {
      if (!named || typeof key !== "string" || (indexed && isIndex(key))) return false;
      const value = unnamed(named)
        ? fromPy({ k: "primitive", t: "any" }, check(bridge.named_property(target[PY], key)))
        : target[named](key);
      return value !== null && value !== undefined;
    };
    const namedItem = (target, key) => {
      if (!named || typeof key !== "string" || key in target) return undefined;
      const value = unnamed(named)
        ? fromPy({ k: "primitive", t: "any" }, check(bridge.named_property(target[PY], key)))
        : target[named](key);
      return value === null ? undefined : value;
    };
    const namedSetter = unnamed(description.named_setter);
    const namedDeleter = unnamed(description.named_deleter);
    // A named setter or deleter that is an operation (Storage's setItem, removeItem): Web IDL's
    // [[Set]] and [[Delete]] of a legacy platform object call it for any string key not an
    // own property (https://webidl.spec.whatwg.org/#legacy-platform-object-set).
    const setterOperation = description.named_setter && !namedSetter ? description.named_setter : null;
    const deleterOperation = description.named_deleter && !namedDeleter ? description.named_deleter : null;
    return {
      get(target, key, receiver) {
        if (indexed && isIndex(key)) return item(target, key);
        const value = namedItem(target, key);
        return value !== undefined ? value : Reflect.get(target, key, receiver);
      },
      has(target, key) {
        if (indexed && isIndex(key)) return Number(key) < target.length;
        return namedItem(target, key) !== undefined || Reflect.has(target, key);
      },
      getOwnPropertyDescriptor(target, key) {
        if (indexed && isIndex(key)) {
          const value = item(target, key);
          return value === undefined ? undefined : { value, writable: false, enumerable: true, configurable: true };
        }
        const value = Reflect.getOwnPropertyDescriptor(target, key) ? undefined : namedItem(target, key);
        // (named properties are enumerable unless [LegacyUnenumerableNamedProperties]; a named
        // setter, unnamed or an operation as Storage's setItem, makes them writable)
        const writable = namedSetter || setterOperation !== null;
        if (value !== undefined) return { value, writable, enumerable: !description.unenumerable_named, configurable: true };
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
      ownKeys(target) {
        // Web IDL's [[OwnPropertyKeys]] of a legacy platform object: the indices, the
        // supported property names the named property visibility algorithm shows (not a
        // member of the prototype chain, not an own property), then the own keys.
        const keys = [];
        if (indexed) for (let i = 0, n = target.length; i < n; i++) keys.push(String(i));
        if (named) {
          for (const name of JSON.parse(bridge.supported_property_names(target[PY]))) {
            if (!(indexed && isIndex(name)) && !(name in target) && !keys.includes(name)) keys.push(name);
          }
        }
        return keys.concat(Reflect.ownKeys(target));
      },
      set(target, key, value, receiver) {
        if (indexedSetter && isIndex(key)) {
          // (HTMLOptionsCollection's and HTMLSelectElement's: an option, or null)
          const option = value === null || value === undefined ? null : value[PY];
          check(bridge.set_indexed_property(target[PY], Number(key), option === undefined ? value : option));
          return true;
        }
        if (indexed && isIndex(key)) return false;
        if (namedSetter && typeof key === "string" && !(key in target)) {
          check(bridge.set_named_property(target[PY], key, String(value)));
          return true;
        }
        if (setterOperation && typeof key === "string" && !Reflect.getOwnPropertyDescriptor(target, key)) {
          target[setterOperation](key, value);
          return true;
        }
        return Reflect.set(target, key, value, receiver);
      },
      defineProperty(target, key, descriptor) {
        if (indexed && isIndex(key)) return false;
        // Web IDL's [[DefineOwnProperty]] of an object with a named setter operation: a data
        // descriptor sets the item, an accessor is refused.
        if (setterOperation && typeof key === "string" && !Reflect.getOwnPropertyDescriptor(target, key)) {
          if (!("value" in descriptor)) return false;
          target[setterOperation](key, descriptor.value);
          return true;
        }
        // (https://webidl.spec.whatwg.org/#legacy-platform-object-defineownproperty, step 2:
        // a supported property name of an object without a named setter is refused)
        if (!description.named_setter && !Reflect.getOwnPropertyDescriptor(target, key) && supportedName(target, key)) return false;
        return Reflect.defineProperty(target, key, descriptor);
      },
      deleteProperty(target, key) {
        if (indexed && isIndex(key)) return !(Number(key) < target.length);
        if (namedDeleter && typeof key === "string" && !Reflect.getOwnPropertyDescriptor(target, key)) {
          check(bridge.delete_named_property(target[PY], key));
          return true;
        }
        if (deleterOperation && typeof key === "string" && !Reflect.getOwnPropertyDescriptor(target, key) && namedItem(target, key) !== undefined) {
          target[deleterOperation](key);
          return true;
        }
        // (https://webidl.spec.whatwg.org/#legacy-platform-object-delete, step 2: a visible
        // named property of an object without a named deleter is not deleted)
        if (!description.named_deleter && !Reflect.getOwnPropertyDescriptor(target, key) && namedItem(target, key) !== undefined) return false;
        return Reflect.deleteProperty(target, key);
      },
    };
  }

  for (const description of IDL.interfaces) define(description);
  // Web IDL's legacy factory functions (https://webidl.spec.whatwg.org/#legacy-factory-functions:
  // new Option(), new Image()), webapi.html's functions of the same name (an element of the
  // page's document); their prototype is the interface's.
  for (const description of IDL.interfaces) {
    for (const factory of description.legacy_factory_functions || []) {
      const made = function (...args) {
        if (!new.target) throw new TypeError(`Failed to construct '${factory.name}': Please use the 'new' operator.`);
        const converted = convertArguments(factory.overloads, args, `new ${factory.name}`);
        return wrap(check(bridge.global_operation(factory.name, ...converted)));
      };
      Object.defineProperty(made, "name", { value: factory.name });
      Object.defineProperty(made, "length", { value: 0 });
      Object.defineProperty(made, "prototype", { value: define(description).prototype, writable: false });
      Object.defineProperty(global, factory.name, { value: made, writable: true, configurable: true });
    }
  }
  // A callback interface with constants (NodeFilter): its legacy callback interface object, a
  // function that is not a constructor, holding the constants.
  for (const [name, constants] of Object.entries(IDL.callback_interface_constants || {})) {
    const object = function () {
      throw new TypeError("Illegal constructor");
    };
    Object.defineProperty(object, "name", { value: name });
    for (const [constant, value] of Object.entries(constants)) {
      Object.defineProperty(object, constant, { value, enumerable: true });
    }
    Object.defineProperty(global, name, { value: object, writable: true, configurable: true });
  }

  // The window: an EventTarget of webapi's whose JavaScript face is the global object; in the
  // window suite (host.window: webapi's Window of the page), that Window, its members those the
  // shim defined from the HTML Standard's IDL (its timers, storage, messaging, location,
  // history are webapi's).
  const Window = host.window && classes.Window ? classes.Window : function Window() {
    throw new TypeError("Illegal constructor");
  };
  if (Window !== classes.Window) {
    Window.prototype = Object.create(classes.EventTarget.prototype, {
      constructor: { value: Window, writable: true, configurable: true },
      [Symbol.toStringTag]: { value: "Window", configurable: true },
    });
    Object.setPrototypeOf(Window, classes.EventTarget);
  }
  Object.defineProperty(global, "Window", { value: Window, writable: true, configurable: true });
  Object.setPrototypeOf(global, Window.prototype);
  // The global's operations that the shim describes apart (IDL.global_operations: the html
  // suite's getComputedStyle, whose global is not webapi's Window), webapi's module functions.
  for (const [operationName, overloads] of Object.entries(IDL.global_operations || {})) {
    const method = operation(operationName, overloads, (that, converted) => bridge.global_operation(operationName, ...converted), "Window");
    Object.defineProperty(Window.prototype, operationName, { value: method, writable: true, enumerable: true, configurable: true });
  }
  // The Selection API's window.getSelection() for a page whose global is not webapi's Window
  // (https://w3c.github.io/selection-api/#dom-window-getselection: the result of
  // getSelection() on the window's document), where the shim describes Selection.
  if (Window !== classes.Window && classes.Selection) {
    // (a frame's window, iframe.contentWindow, gets its own document's)
    const getSelection = {
      getSelection() {
        const document = this !== undefined && this !== global && this.document ? this.document : global.document;
        return document.getSelection();
      },
    }.getSelection;
    Object.defineProperty(Window.prototype, "getSelection", { value: getSelection, writable: true, enumerable: true, configurable: true });
  }
  const windowTarget = host.window || bridge.construct("EventTarget");
  if (isPy(windowTarget) && windowTarget.type !== "Raised") {
    Object.defineProperty(global, PY, { value: windowTarget });
    wrappers.add(global);
    byId.set(bridge.key(windowTarget), global);
  } else {
    host.report(new Error(`no window: new EventTarget() failed: ${windowTarget.message}`));
  }

  /** The page's script engine (webapi.html.set_script_engine): an event handler content
   * attribute's body compiled as HTML's "getting the current value of the event handler" does
   * (https://html.spec.whatwg.org/multipage/webappapis.html#getting-the-current-value-of-the-event-handler):
   * a function named after the handler, with the ``event`` argument, in the scope of the
   * element, then its form owner, then its node document, then the global (``with`` scopes,
   * which sloppy code made by ``Function`` allows); called with the element as ``this`` (the
   * event's current target).  A body that does not parse is reported and gives null (the
   * Standard's step 1.8).  Body and frameset ``onerror``'s five arguments are left out (the
   * window's handler gets the event). A body or frameset handler that is the window's
   * (``onpopstate``) is scoped by that window alone. */
  function compileHandler(pyElement, name, body) {
    // A timer's string handler (webapi's Window: setTimeout("code")) is a classic script,
    // run in the page's global scope (an indirect eval) when the timer runs.
    if (name === "setTimeout" || name === "setInterval") {
      return pyCallback(() => (0, global.eval)(body), "function", true);
    }
    const element = wrap(pyElement.copy());
    // (a body's handler that is the window's, onpopstate: its window's scope alone)
    const node = element instanceof global.Node;
    let handler;
    try {
      const document = node ? element.ownerDocument : {};
      const form = node && "form" in element && element.form ? element.form : {};
      const make = new global.Function(
        "scopes",
        `with (scopes[0]) with (scopes[1]) with (scopes[2]) return function ${name}(event) {\n${body}\n};`,
      );
      handler = make([document, form, element]);
    } catch (error) {
      host.report(error);
      return null;
    }
    // (a frame document's handler: what it throws is webapi's to report, the frame's, not
    // the page's error event)
    const own = node ? element.ownerDocument : element.document;
    return pyCallback(handler, "handler", own === global.document);
  }

  /** The JavaScript face of a Python object is ``face`` from now on (the page's top-level
   * WindowProxy is the page's global). */
  function alias(value, face) {
    byId.set(bridge.key(value), face);
  }

  // --- custom elements (webapi.html's CustomElementRegistry of the page's document) ---------
  // A JavaScript class given to customElements.define is a Python callable (the bridge's
  // _ElementConstructor) whose call is `new C()` and whose members are read from the class;
  // HTMLElement's constructor, as a custom element class's super(), runs webapi's HTML
  // element constructor steps and gives the element's wrapper the class's prototype.
  const elementConstructors = new WeakMap();

  function elementConstructor(value) {
    let made = elementConstructors.get(value);
    if (made !== undefined) return made;
    const construct = () => {
      const result = Reflect.construct(value, []);
      // (a copy: the proxy given back to Python is destroyed at the end of the call, and the
      // wrapper keeps its own)
      return isWrapper(result) ? result[PY].copy() : result;
    };
    const member = (name) => {
      if (name === "observedAttributes" || name === "disabledFeatures") {
        const given = value[name];
        if (given === undefined) return undefined;
        return toPy({ k: "sequence", p: [{ k: "primitive", t: "DOMString" }] }, given, `define: ${name}`);
      }
      if (name === "formAssociated") return Boolean(value[name]);
      const prototype = value.prototype;
      if (prototype === null || (typeof prototype !== "object" && typeof prototype !== "function")) {
        throw new TypeError("Failed to execute 'define': The constructor's prototype is not an object.");
      }
      const callback = prototype[name];
      if (callback === undefined) return undefined;
      if (typeof callback !== "function") throw new TypeError(`Failed to execute 'define': ${name} is not a function.`);
      return bridge.callback((element, ...args) => {
        const converted = args.map((argument) => (isPy(argument) ? wrap(argument.copy()) : argument === undefined ? null : argument));
        const result = callback.apply(wrap(element.copy()), converted);
        return isWrapper(result) ? result[PY] : undefined;
      });
    };
    made = bridge.element_constructor(construct, member);
    elementConstructors.set(value, made);
    callbackById.set(bridge.key(made), value);
    return made;
  }

  /** Whether the interface is HTMLElement or inherits from it (its constructor is the HTML
   * element constructor). */
  function isHTMLElementInterface(description) {
    for (let each = description; each; each = each.inherits ? descriptions[each.inherits] : null) {
      if (each.name === "HTMLElement") return true;
    }
    return false;
  }

  /** https://html.spec.whatwg.org/multipage/dom.html#html-element-constructors (``active``:
   * the interface whose constructor runs) */
  function htmlConstructor(newTarget, active) {
    const made = elementConstructors.get(newTarget);
    if (made === undefined) throw new TypeError("Illegal constructor");
    const wrapper = wrap(check(bridge.html_constructor(made, active)));
    let prototype = newTarget.prototype;
    if (prototype === null || (typeof prototype !== "object" && typeof prototype !== "function")) prototype = classes.HTMLElement.prototype;
    Object.setPrototypeOf(wrapper, prototype);
    return wrapper;
  }

  function CustomElementRegistry() {
    throw new TypeError("Illegal constructor");
  }
  const registryOf = (that) => {
    if (!registries.has(that)) throw new TypeError("Illegal invocation");
    return registries.get(that);
  };
  const registries = new WeakMap();
  const registryMethods = {
    define(name, constructor, options = undefined) {
      const target = registryOf(this);
      if (arguments.length < 2) throw new TypeError("Failed to execute 'define' on 'CustomElementRegistry': 2 arguments required.");
      const text = toPrimitive({ t: "DOMString" }, name, "define: parameter 1");
      let isConstructor = typeof constructor === "function";
      if (isConstructor) {
        try {
          Reflect.construct(String, [], constructor);
        } catch {
          isConstructor = false;
        }
      }
      if (!isConstructor) throw new TypeError("Failed to execute 'define' on 'CustomElementRegistry': parameter 2 is not a constructor.");
      const pairs = [];
      if (options !== undefined && options !== null && options.extends !== undefined) pairs.push("extends", String(options.extends));
      check(bridge.call(target, "define", text, elementConstructor(constructor), bridge.dictionary(...pairs)));
    },
    get(name) {
      const found = check(bridge.call(registryOf(this), "get", toPrimitive({ t: "DOMString" }, name, "get: parameter 1")));
      return isPy(found) ? wrap(found) : undefined;
    },
    getName(constructor) {
      const made = elementConstructors.get(constructor);
      if (made === undefined) return null;
      const found = check(bridge.call(registryOf(this), "getName", made));
      return found === undefined ? null : found;
    },
    whenDefined(name) {
      const target = registryOf(this);
      const text = toPrimitive({ t: "DOMString" }, name, "whenDefined: parameter 1");
      return promiseFrom({ k: "primitive", t: "any" }, check(bridge.call(target, "whenDefined", text)));
    },
    upgrade(root) {
      const target = registryOf(this);
      if (!isWrapper(root) || !(root instanceof classes.Node)) throw new TypeError("Failed to execute 'upgrade': parameter 1 is not of type 'Node'.");
      check(bridge.call(target, "upgrade", root[PY]));
    },
  };
  CustomElementRegistry.prototype = Object.create(Object.prototype, {
    constructor: { value: CustomElementRegistry, writable: true, configurable: true },
    [Symbol.toStringTag]: { value: "CustomElementRegistry", configurable: true },
  });
  for (const [key, method] of Object.entries(registryMethods)) {
    Object.defineProperty(CustomElementRegistry.prototype, key, { value: method, writable: true, enumerable: true, configurable: true });
  }
  Object.defineProperty(global, "CustomElementRegistry", { value: CustomElementRegistry, writable: true, configurable: true });
  let pageRegistry;
  Object.defineProperty(global, "customElements", {
    get() {
      if (pageRegistry === undefined && global.document && PY in Object(global.document)) {
        const target = check(bridge.custom_element_registry(global.document[PY]));
        pageRegistry = Object.create(CustomElementRegistry.prototype);
        registries.set(pageRegistry, target);
      }
      return pageRegistry;
    },
    enumerable: true,
    configurable: true,
  });

  // (the fetch-network suite's fetch(): a Promise of this realm from webapi's awaitable, and
  // the Python object of a wrapper)
  host.promiseFrom = promiseFrom;
  host.unwrap = (value) => (isWrapper(value) ? value[PY] : undefined);
  /** The named property ``key`` of webapi's Window ``target`` (https://html.spec.whatwg.org/#named-access-on-the-window-object),
   * or undefined. */
  const namedProperty = (target, key) => {
    const value = fromPy({ k: "primitive", t: "any" }, check(bridge.named_property(target, key)));
    return value === null ? undefined : value;
  };
  return { wrap, alias, frames, classes, compileHandler, namedProperty, windowTarget: global[PY] };
});
