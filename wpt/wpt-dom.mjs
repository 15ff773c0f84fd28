// The DOM's web-platform-tests runner: executes WPT testharness.js files against webapi inside
// Pyodide under Node, one fresh JavaScript context (node:vm) per test file, one Pyodide.
//
// Started by `python -m wpt.wpt_dom`:   node wpt/wpt-dom.mjs <config.json>
//
// config.json: {
//   "indexURL": "<node_modules/pyodide>/", "wheels": ["<abs>.whl", ...],
//   "runner": "<abs wpt/>",                // mounted at /runner: wpt_dom_bridge.py
//   "data": "<abs folder laid out as web-platform-tests>",
//   "shim": "<abs generated shim.js>", "runtime": "<abs wpt-dom-runtime.js>",
//   "interfaces": ["Event", ...], "tests": ["dom/nodes/Node-appendChild.html", ...],
//   "source": "<abs checkout>" or null,   // import webapi from there instead of the wheel
//   "timeoutMultiplier": 1, "fileTimeout": 20000, "longFileTimeout": 70000,
//   "out": "<abs results.json>"
// }
//   "xhr": true or absent,                // the page gets pageXMLHttpRequest (domxpath)
//   "fetchFolders": ["sanitizer-api/"],    // their pages get pageFetch (html: .dat data)
//   "frameScriptFolders": ["domparsing/"], // their pages' frames run their scripts (dom)
//   "testdriver": true or absent,         // testdriver.js's computed role and label (aria)
// For each test file: its page (the file, or the page WPT's server makes of a .any.js or
// .window.js file) is parsed by webapi into the document; the shim's classes, `window`
// (the context's global object, an EventTarget of webapi's), `document` and the few window
// members testharness.js reads are set; the page's scripts run in order (testharnessreport.js
// is this runner's: it turns testharness.js's output off and collects the results); then
// DOMContentLoaded and load are fired and the results awaited.

import { readFileSync, writeFileSync } from "node:fs";
import vm from "node:vm";
import { pathToFileURL } from "node:url";

const config = JSON.parse(readFileSync(process.argv[2], "utf8"));
// Pyodide's package, from the runtime folder pyodide/run.py installs (pyodide/node_modules).
const { loadPyodide } = await import(pathToFileURL(`${config.indexURL}pyodide.mjs`).href);
globalThis.fetch = async (resource) => {
  throw new Error(`network access is blocked in this run (tried to fetch ${resource})`);
};

const started = performance.now();
const pyodide = await loadPyodide({ indexURL: config.indexURL, env: { HOME: "/home/pyodide" } });
pyodide.FS.mkdirTree("/runner");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: config.runner }, "/runner");
// The data root, which the runner's navigation fetcher reads (wpt/wpt_dom_resources.py).
pyodide.FS.mkdirTree("/wpt");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: config.data }, "/wpt");
await pyodide.loadPackage(config.wheels, { messageCallback: () => {} });
if (config.source) {
  // webapi from another checkout (read only: no bytecode is written into it).
  pyodide.FS.mkdirTree("/webapi-source");
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: config.source }, "/webapi-source");
  pyodide.runPython("import sys; sys.dont_write_bytecode = True; sys.path.insert(0, '/webapi-source')");
}
pyodide.runPython("import sys; sys.path.insert(0, '/runner')");
const bridgeModule = pyodide.pyimport("wpt_dom_bridge");
pyodide.pyimport("wpt_dom_resources");
// (the fetch-network suite: the stand-in for WPT's server its fetch() and XMLHttpRequest use)
const networkResources = config.network ? pyodide.pyimport("wpt_network_resources") : null;
pyodide.runPython("import sys; sys.path.remove('/runner')");
const bridge = bridgeModule.Bridge(pyodide.toPy(config.interfaces));
bridge.microtasks(queueMicrotask);
const PyProxy = pyodide.ffi.PyProxy;
const isPy = (value) => value instanceof PyProxy;
process.stderr.write(
  `Pyodide ${pyodide.version} under Node ${process.version} booted in ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);

const shimSource = readFileSync(config.shim, "utf8") + "\n" + readFileSync(config.runtime, "utf8");
const shimScript = new vm.Script(`${shimSource}`, { filename: "webapi-shim.js" });
const STATUS = ["PASS", "FAIL", "TIMEOUT", "NOTRUN", "PRECONDITION_FAILED"];
const HARNESS = ["OK", "ERROR", "TIMEOUT", "PRECONDITION_FAILED"];

/** The symbolic links of the web-platform-tests repository the pinned tests load through. */
const SYMLINKS = { "resources/WebIDLParser.js": "resources/webidl2/lib/webidl2.js" };

function escapeHTML(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}

/** The page of a test file: the file itself, or what WPT's server makes of a script test. */
function page(path) {
  const text = readFileSync(`${config.data}/${path}`, "utf8");
  if (!path.endsWith(".js")) return text;
  const title = (text.match(/^\/\/\s*META:\s*title=(.*)$/m) || [])[1];
  const scripts = [...text.matchAll(/^\/\/\s*META:\s*script=(\S+)$/gm)].map((m) => m[1]);
  const name = path.split("/").pop();
  return [
    "<!doctype html>",
    '<meta charset="utf-8">',
    title ? `<title>${escapeHTML(title)}</title>` : "",
    // (WPT's server defines GLOBAL in the page it makes of a script test)
    "<script>self.GLOBAL = { isWindow: () => true, isWorker: () => false, isShadowRealm: () => false };</script>",
    '<script src="/resources/testharness.js"></script>',
    '<script src="/resources/testharnessreport.js"></script>',
    ...scripts.map((src) => `<script src="${src}"></script>`),
    '<div id="log"></div>',
    `<script src="${name}"></script>`,
  ].join("\n");
}

/** The character data XML markup without elements stands for: CDATA sections' text as it is,
 * character and predefined entity references replaced elsewhere. */
function xmlCharacterData(markup) {
  const named = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
  return markup.split(/(<!\[CDATA\[[\s\S]*?\]\]>)/).map((part, i) => i % 2
    ? part.slice(9, -3)
    : part.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (_, ref) =>
      ref[0] !== "#" ? named[ref] : String.fromCodePoint(parseInt(ref[1] === "x" ? ref.slice(2) : ref.slice(1), ref[1] === "x" ? 16 : 10)))
  ).join("");
}

/** The page's scripts in document order, each [label, source] (from its text: the runner
 * does not depend on the DOM to find them). */
function scripts(path, html) {
  const folder = path.slice(0, path.lastIndexOf("/"));
  const found = [];
  const xhtml = path.endsWith(".xhtml") || path.endsWith(".xht");
  // (in an XHTML page <script .../> is an element with no content)
  const pattern = xhtml
    ? /<script\b((?:[^>"']|"[^"]*"|'[^']*')*?)(?:\/>|>([\s\S]*?)<\/script\s*>)/gi
    : /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1];
    const type = (attributes.match(/\btype\s*=\s*["']?([^"'\s>]+)/i) || [])[1];
    if (type && !/^(text|application)\/(java|ecma)script$|^module$/i.test(type)) continue;
    const src = (attributes.match(/\bsrc\s*=\s*["']?([^"'\s>]+)/i) || [])[1];
    if (src === undefined) {
      // (an XHTML page's script text is its character data: CDATA sections unwrapped,
      // references outside them replaced)
      const source = xhtml ? xmlCharacterData(match[2] ?? "") : match[2];
      found.push([`${path} (inline script)`, source]);
      continue;
    }
    const resolved = src.startsWith("/") ? src.slice(1) : new URL(src, `http://x/${folder}/`).pathname.slice(1);
    // WPT's handler xhr/resources/delay.py?ms=N, emulated: its text (TEST_DELAY) after N ms,
    // the parser waiting for it (the-history-interface/007.html traverses before load).
    const delay = /^xhr\/resources\/delay\.py\?(?:.*&)?ms=(\d+)/.exec(resolved);
    if (delay) {
      found.push([resolved, "TEST_DELAY", Number(delay[1])]);
      continue;
    }
    // (the aria suite: testdriver.js's vendor file is the runner's, answering Get Computed
    // Role and Get Computed Label from webapi.aria)
    if (config.testdriver && resolved === "resources/testdriver-vendor.js") {
      found.push([resolved, TESTDRIVER_VENDOR]);
      continue;
    }
    if (resolved === "resources/testharnessreport.js") {
      found.push([resolved, isQuick(path) ? QUICK_REPORT : isSlow(path) ? SLOW_REPORT : REPORT]);
      continue;
    }
    try {
      // (web-platform-tests' resources/WebIDLParser.js is a symbolic link to webidl2's build)
      const file = SYMLINKS[resolved] || resolved;
      const text = readFileSync(`${config.data}/${file}`, "utf8");
      // (a .sub. script gets the server's substitutions: common/get-host-info.sub.js)
      found.push([resolved, networkResources && /\.sub\./.test(file) ? networkResources.substitute(text) : text]);
    } catch {
      found.push([resolved, `throw new Error("the runner has no ${resolved}")`]);
    }
  }
  return found;
}

// This runner's testharnessreport.js: no output into the page, shorter timeouts, results to
// the runner.
const REPORT = `
setup({ output: false, timeout_multiplier: ${config.timeoutMultiplier} });
add_completion_callback((tests, status) => __webapi_done(tests, status));
`;
// The aria suite's resources/testdriver-vendor.js: WebDriver's Get Computed Role and Get
// Computed Label (testdriver.js's get_computed_role, get_computed_label) answered by webapi's
// accessibility tree (wpt_dom_bridge's computed_accessibility), the other commands left
// unimplemented (their tests are not in the suite).
const TESTDRIVER_VENDOR = `
window.test_driver_internal.in_automation = true;
window.test_driver_internal.get_computed_role = async (element) => __webapi_ax("role", element);
window.test_driver_internal.get_computed_label = async (element) => __webapi_ax("label", element);
`;
// A file of a folder config.quick names: shorter timeouts (wpt_dom.py's QUICK).
const isQuick = (path) => (config.quick?.folders ?? []).some((folder) => path.startsWith(folder));
const QUICK_REPORT = REPORT.replace(
  `timeout_multiplier: ${config.timeoutMultiplier}`,
  `timeout_multiplier: ${config.quick?.timeoutMultiplier}`,
);
// A file config.slow names: the harness's long timeout (wpt_dom.py's SLOW).
const isSlow = (path) => (config.slow?.files ?? []).includes(path);
const SLOW_REPORT = REPORT.replace(
  `timeout_multiplier: ${config.timeoutMultiplier}`,
  `timeout_multiplier: ${config.slow?.timeoutMultiplier}`,
);

const REALM_ENCODING = `(NodeEncoder, NodeDecoder) => {
  const encoder = new NodeEncoder();
  globalThis.TextEncoder = class TextEncoder {
    get encoding() { return "utf-8"; }
    encode(input = "") { return new Uint8Array(encoder.encode(input)); }
    encodeInto(source, destination) { return encoder.encodeInto(source, destination); }
  };
  globalThis.TextDecoder = NodeDecoder;
}`;

/** The window's named properties (HTML's "named access on the Window object"), as a snapshot
 * taken before the scripts run: each element with an id that names no global yet (where the
 * page has no webapi Window: else windowProperties). */
function namedElements(global, top, api) {
  if (top !== null) {
    windowProperties(global, top, api);
    return;
  }
  try {
    for (const element of global.document.getElementsByTagName("*")) {
      const id = element.getAttribute("id");
      if (id && !(id in global)) global[id] = element;
    }
  } catch {
    // a document without getElementsByTagName: no named properties
  }
}

/** Which of the page's `script` elements (webapi's, in tree order) a script of `scripts()`
 * is: a function of its label and text giving the next element after the last one found that
 * is the same (an inline script's text, a `src` attribute's presence), or undefined (a script
 * of the runner's regular expression no element of the tree is: one inside a template). */
function scriptElements(document, unwrap) {
  let elements = [];
  try {
    elements = Array.from(document.getElementsByTagName("script")).filter((element) => {
      const type = element.getAttribute("type");
      return !type || /^(text|application)\/(java|ecma)script$|^module$/i.test(type.trim());
    });
  } catch {
    // a document without getElementsByTagName: no currentScript
  }
  let next = 0;
  return (label, source) => {
    const inline = label.endsWith("(inline script)");
    for (let i = next; i < elements.length; i++) {
      const element = elements[i];
      const same = inline ? !element.hasAttribute("src") && element.textContent === source : element.hasAttribute("src");
      if (same) {
        next = i + 1;
        return unwrap(element);
      }
    }
    return undefined;
  };
}

/** The window's named properties as a browser has them, live (https://webidl.spec.whatwg.org/#named-properties-object):
 * an object in the global's prototype chain, after Window.prototype's members, answering a
 * name that no property of the global or its prototypes has with webapi's Window's named
 * property (`top`, the page's WindowProxy: an element by id or name, a frame's WindowProxy),
 * so an element the scripts insert is a global as soon as it is in the document. */
function windowProperties(global, top, api) {
  const prototype = Object.getPrototypeOf(global);
  const named = (key) => (typeof key === "string" && !Reflect.has(prototype, key) ? api.namedProperty(top, key) : undefined);
  Object.setPrototypeOf(
    global,
    new Proxy(prototype, {
      get(target, key, receiver) {
        const found = named(key);
        return found !== undefined ? found : Reflect.get(target, key, receiver);
      },
      has(target, key) {
        return Reflect.has(target, key) || named(key) !== undefined;
      },
      getOwnPropertyDescriptor(target, key) {
        const found = named(key);
        if (found !== undefined) return { value: found, writable: true, enumerable: false, configurable: true };
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    }),
  );
}

// An exception no script catches (a Promise's unhandled rejection, an error thrown in a
// callback the runner does not call) is reported to the page running at the time, as a
// browser reports it, instead of ending Node.
let reportToPage = null;
for (const event of ["uncaughtException", "unhandledRejection"]) {
  process.on(event, (error) => {
    if (reportToPage) reportToPage(error);
  });
}

/** Own data properties of the global object (an assignment would call the setter, or fail
 * on a getter, of the shim's Window.prototype in the window suite). */
function put(global, properties) {
  for (const [key, value] of Object.entries(properties)) {
    Object.defineProperty(global, key, { value, writable: true, enumerable: true, configurable: true });
  }
}

async function runFile(path) {
  bridge.reset();
  const html = page(path);
  const url = `http://web-platform.test:8000/${path.endsWith(".js") ? path.replace(/\.js$/, ".html") : path}`;
  const timers = new Set();
  let finish;
  const done = new Promise((resolve) => {
    finish = resolve;
  });
  const context = vm.createContext({});
  const global = vm.runInContext("globalThis", context);
  const reported = [];
  // The Event constructor the shim defined, taken before the page's scripts run: the events
  // the user agent fires (load, DOMContentLoaded, error) are made with it, as a browser makes
  // them, whatever a script did to window.Event (interface-objects.html deletes it).
  let UAEvent = null;
  const host = {
    bridge,
    isPy,
    report(error) {
      const at = String(error && error.stack).split("\n").filter((line) => /^\s+at /.test(line));
      reported.push(`${error && error.name}: ${error && error.message} ${at.slice(0, 3).join(" ").replace(/\s+/g, " ")}`);
      // HTML's "in error reporting mode": an exception thrown while an exception is reported
      // (by an error listener) is not reported again (xhr/thrown-error-in-events.html: its
      // first subtest's listener asserts on the second's error, for ever)
      if (host.reporting) return;
      host.reporting = true;
      try {
        // window.onerror(message, source, line, column, error), then the error event.
        if (typeof global.onerror === "function") {
          global.onerror(String(error && error.message), "", 0, 0, error);
        }
        const event = new UAEvent("error", { cancelable: true });
        Object.defineProperties(event, {
          error: { value: error },
          message: { value: String(error && error.message) },
        });
        global.dispatchEvent(event);
      } catch {
        // no Event to report with: the harness sees the test time out or fail instead
      } finally {
        host.reporting = false;
      }
    },
  };
  reportToPage = (error) => host.report(error);
  // The runner's own timer (Node's), which wakes webapi's event loop and ends with the page.
  const nodeTimer = (fn, ms) => {
    const handle = setTimeout(() => {
      timers.delete(handle);
      try {
        fn();
      } catch (error) {
        host.report(error);
      }
    }, ms);
    timers.add(handle);
    return handle;
  };
  // The window suite: the page's global is webapi's Window (its timers, queueMicrotask,
  // requestAnimationFrame, reportError, structuredClone, storage, messaging, location,
  // history, navigator, read through the shim from the HTML Standard's IDL), not Node's.
  const nodeGlobals = config.window ? {} : {
    setTimeout: (fn, ms, ...args) => {
      const handle = setTimeout(() => {
        timers.delete(handle);
        try {
          fn(...args);
        } catch (error) {
          host.report(error);
        }
      }, ms);
      timers.add(handle);
      return handle;
    },
    clearTimeout: (handle) => {
      timers.delete(handle);
      clearTimeout(handle);
    },
    setInterval: (fn, ms, ...args) => {
      const handle = setInterval(fn, ms, ...args);
      timers.add(handle);
      return handle;
    },
    clearInterval: (handle) => {
      timers.delete(handle);
      clearInterval(handle);
    },
    // No rendering here: an animation frame is a timer of about a frame (16 ms) whose callback
    // gets performance.now() as the frame's time ("run the animation frame callbacks"), so a
    // test that waits for the next frame goes on.
    requestAnimationFrame: (callback) => global.setTimeout(() => callback(performance.now()), 16),
    cancelAnimationFrame: (handle) => global.clearTimeout(handle),
    queueMicrotask,
    structuredClone,
  };
  Object.assign(global, {
    console,
    DOMException,
    ...nodeGlobals,
    performance,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    __webapi_done: (tests, status) =>
      finish({
        status: HARNESS[status.status] ?? String(status.status),
        message: status.message,
        subtests: Array.from(tests, (test) => ({
          name: test.name,
          status: STATUS[test.status] ?? String(test.status),
          message: test.message,
        })),
      }),
  });
  let route = null;
  let pageDocument = null;
  let frames = global;
  let pageHistory = undefined;
  let pageTop = null;
  let api = null;
  /** A frame's document runs its scripts (the window suite), in document order, when it
   * becomes its navigable's active document: in this page's realm (one realm a page: what
   * they declare is the page's) with the frame's WindowProxy as their scope (`with`), so that
   * `window`, `document`, `localStorage`, `parent` are the frame's; its event handler content
   * attributes compile through the page's engine. A script of a WPT handler (.py) is left out. */
  function frameScripts(pyWindow, pyFrameDocument) {
    // (outside the window suite, whose shim has no Window interface: the frame's WindowProxy,
    // the object the page's frames[0] is)
    const frameWindow = config.window
      ? api.wrap(pyWindow.copy())
      : api.wrap(bridge.get(pyWindow, "window"));
    const frameDocument = api.wrap(pyFrameDocument.copy());
    bridge.script_engine(pyFrameDocument, api.compileHandler);
    const base = String(frameDocument.URL);
    for (const script of Array.from(frameDocument.querySelectorAll("script"))) {
      const type = script.getAttribute("type");
      if (type && !/^(text|application)\/(java|ecma)script$|^module$/i.test(type.trim())) continue;
      let source = script.textContent;
      let label = `${base} (inline script)`;
      const src = script.getAttribute("src");
      if (src !== null) {
        const target = new URL(src, base);
        // (not the harness: a frame's copy would replace the page's test functions)
        if (target.host !== new URL(url).host || /\.py$|^\/resources\/testharness/.test(target.pathname)) continue;
        label = target.pathname.slice(1);
        try {
          source = readFileSync(`${config.data}/${decodeURIComponent(label)}`, "utf8");
        } catch {
          continue;
        }
      }
      const previous = global.__webapiFrame;
      global.__webapiFrame = frameWindow;
      try {
        new vm.Script(`with (__webapiFrame) {\n${source}\n}`, { filename: label }).runInContext(context);
      } catch (error) {
        // (reported in the frame's realm in a browser: not the page's error event)
        reported.push(`frame: ${error}`);
      } finally {
        global.__webapiFrame = previous;
      }
    }
  }
  // webapi's tasks (an iframe's load event) run as the page's timers (the window suite: webapi's
  // event loop, its timers the page's, is woken by the runner's).
  bridge.timers(config.window ? nodeTimer : (fn, ms) => global.setTimeout(fn, ms));
  try {
    const install = () => shimScript.runInContext(context)(global, vm.runInContext("WEBAPI_IDL", context), host);
    // (the window suite parses first: the page's Window, which the shim makes the global's)
    api = config.window ? null : install();
    // The pages of config.frameScriptFolders (outside the window suite): the documents their
    // frames navigate to, while the page is parsed, run their scripts (frameScripts), as the
    // window suite's do; the other pages' frames run none.
    const frameScriptFolders = config.window ? [] : config.frameScriptFolders ?? [];
    if (frameScriptFolders.some((folder) => path.startsWith(folder))) {
      bridge.frame_scripts((pyWindow, pyFrameDocument) => frameScripts(pyWindow, pyFrameDocument));
    } else if (frameScriptFolders.length) {
      // (undefined: Python's None, no hook; null would be a JsNull)
      bridge.frame_scripts(undefined);
    }
    const parsed = bridge.parse(html, url);
    if (parsed.type === "Raised") {
      const message = parsed.message;
      parsed.destroy();
      throw new Error(message);
    }
    const [pyDocument, how] = parsed;
    route = how;
    pageDocument = pyDocument;
    parsed.destroy();
    if (config.window) {
      bridge.page_origin(pyDocument, url);
      const window = bridge.top_window();
      if (!isPy(window)) throw new Error("no Window: webapi.html.create_top_level_traversable is missing");
      host.window = window;
      api = install();
    }
    put(global, { document: api.wrap(pyDocument) });
    // Event handler content attributes (onload="...") run as the page's JavaScript.
    bridge.script_engine(pyDocument, api.compileHandler);
    // The window suite: the documents frames navigate to run their scripts (frameScripts).
    if (config.window) bridge.frame_scripts((pyWindow, pyFrameDocument) => frameScripts(pyWindow, pyFrameDocument));
    if (api.windowTarget) bridge.attach_window(api.windowTarget, pyDocument);
    // The page's top-level WindowProxy (iframe.contentWindow.parent) is the page's global.
    const top = bridge.top_window();
    if (isPy(top)) {
      pageTop = top;
      api.alias(top, global);
      frames = api.frames(top);
      // (outside the window suite the global is not webapi's Window: its `history` is the
      // top-level traversable's History, whose pushState changes the page's document's URL)
      const history = config.window ? null : bridge.get(top, "history");
      if (isPy(history) && history.type !== "Raised") pageHistory = api.wrap(history);
    }
  } catch (error) {
    return { status: "ERROR", message: `runner: ${error.message}`, subtests: [], route };
  }
  put(global, {
    window: global,
    self: global,
    top: global,
    parent: global,
    frames,
    opener: null,
    ...(config.window
      ? {}
      : {
          location: new URL(url),
          navigator: { userAgent: "webapi-wpt-dom", platform: "Linux x86_64" },
          ...(pageHistory === undefined ? {} : { history: pageHistory }),
        }),
  });
  // TextEncoder and TextDecoder whose arrays are the page's (Node's are its own realm's, and
  // `array.buffer instanceof ArrayBuffer` is false in the page).
  vm.runInContext(REALM_ENCODING, context)(TextEncoder, TextDecoder);
  if (config.xhr) global.XMLHttpRequest = pageXMLHttpRequest(global, url);
  if (config.testdriver) {
    // (the vendor file's way to webapi.aria: an element that is not webapi's is an error, as
    // WebDriver's "no such element")
    global.__webapi_ax = (kind, element) => {
      const target = host.unwrap(element);
      if (target === undefined) throw new global.Error("no such element");
      return bridge.computed_accessibility(kind, target);
    };
  }
  if (config.network) installFetch(global, host, url);
  else if ((config.fetchFolders ?? []).some((folder) => path.startsWith(folder))) {
    global.fetch = pageFetch(global, url);
  }
  UAEvent = global.Event;
  namedElements(global, pageTop, api);
  const scriptElement = scriptElements(global.document, host.unwrap);
  for (const [label, source, delay] of scripts(path, html)) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const run = () => {
      try {
        new vm.Script(source, { filename: label }).runInContext(context);
      } catch (error) {
        host.report(error);
      }
    };
    // (the page's script element, as webapi executes it: document.currentScript is it)
    const element = scriptElement(label, source);
    if (element === undefined) run();
    else bridge.execute_script(element, run);
  }
  const fireLoad = () => {
    try {
      global.dispatchEvent(new UAEvent("load"));
    } catch (error) {
      reported.push(`firing load: ${error}`);
    }
  };
  try {
    global.document.dispatchEvent(new UAEvent("DOMContentLoaded", { bubbles: true }));
  } catch (error) {
    reported.push(`firing DOMContentLoaded: ${error}`);
  }
  if (config.window) {
    // The window's load (webapi's Window: the window and cssom suites) is a task of webapi's
    // event loop, queued now: it runs after the tasks webapi queued while the page was parsed
    // and shown (its style and link sheets' load events, which delay the document's load),
    // as webapi's own documents fire theirs (wpt_dom_bridge's queue_load).
    try {
      bridge.queue_load(pageDocument, fireLoad);
    } catch (error) {
      reported.push(`queueing load: ${error}`);
      fireLoad();
    }
  } else {
    // (`window.onload = ...` of a page whose global is not webapi's Window, which has no
    // onload event handler: the plain property the script left is called for the load event)
    const onload = config.windowOnload && Object.getOwnPropertyDescriptor(global, "onload");
    if (onload && typeof onload.value === "function") {
      global.addEventListener("load", (event) => onload.value.call(global, event));
    }
    fireLoad();
  }
  let stop;
  // A file with `timeout=long` gets the harness's long timeout (60 s) before the runner's.
  const source = readFileSync(`${config.data}/${path}`, "utf8");
  const long = isSlow(path) || /<meta\s+name=["']?timeout["']?\s+content=["']?long/i.test(source) || /^\/\/\s*META:\s*timeout=long/m.test(source);
  const fileTimeout = isQuick(path) ? config.quick.fileTimeout : long ? config.longFileTimeout : config.fileTimeout;
  const timeout = new Promise((resolve) => {
    stop = setTimeout(
      () => resolve({ status: "TIMEOUT", message: `no results in ${fileTimeout} ms`, subtests: [] }),
      fileTimeout,
    );
  });
  const result = await Promise.race([done, timeout]);
  clearTimeout(stop);
  for (const handle of timers) {
    clearTimeout(handle);
    clearInterval(handle);
  }
  // (the exceptions webapi reported that no listener of the page handled)
  if (config.window) for (const text of bridge.unreported) reported.push(`webapi: ${text}`);
  return { ...result, route, reported };
}

/** The fetch-network suite's page: a `fetch(input, init)` global that makes the page's
 * `Request` of its arguments (webapi's, through the shim) and gives it to webapi's fetch from
 * the document's client over the stand-in server (wpt_dom_bridge's network_page), its
 * Response in a Promise of the page's realm. (`XMLHttpRequest` is the shim's class of
 * webapi's, made for the page's document: wpt_dom_bridge's construct.) */
function installFetch(global, host, url) {
  bridge.network_page(url);
  // (Node's, as a window has them: the credentials files encode with btoa)
  Object.assign(global, { btoa, atob });
  const RESPONSE = { k: "interface", t: "Response", n: false, p: [] };
  global.fetch = function fetch(input, init = undefined) {
    let request;
    try {
      request = new global.Request(input, init);
    } catch (error) {
      return global.Promise.reject(error);
    }
    return host.promiseFrom(RESPONSE, bridge.network_fetch(host.unwrap(request)));
  };
}

const results = {};
/** A stand-in for XMLHttpRequest, for the suites that load a data file with it
 * (domxpath/xml_xpath_runner.html: `xml_xpath_tests.xml`'s `responseXML`): a GET of a file of
 * the data root at the page's origin, answered in a later task with its text and, for an
 * XML file, the document webapi's DOMParser makes of it ("application/xml"); no other
 * request, header or event than `load` (`onload` or a listener). Not the XMLHttpRequest
 * Standard: there is no network here. */
function pageXMLHttpRequest(global, pageURL) {
  return class XMLHttpRequest {
    constructor() {
      this.readyState = 0;
      this.status = 0;
      this.responseText = "";
      this.responseXML = null;
      this.onload = null;
      this._listeners = [];
    }
    open(method, target) {
      this._method = String(method).toUpperCase();
      this._url = new URL(String(target), pageURL);
      this.readyState = 1;
    }
    addEventListener(type, listener) {
      if (type === "load") this._listeners.push(listener);
    }
    send() {
      const target = this._url;
      if (this._method !== "GET" || target.origin !== new URL(pageURL).origin) {
        throw new global.DOMException("the runner's XMLHttpRequest reads the data root only", "NetworkError");
      }
      global.setTimeout(() => {
        const text = readFileSync(`${config.data}${decodeURIComponent(target.pathname)}`, "utf8");
        this.readyState = 4;
        this.status = 200;
        this.responseText = text;
        if (/\.(xml|xhtml|xht|svg)$/.test(target.pathname)) {
          this.responseXML = new global.DOMParser().parseFromString(text, "application/xml");
        }
        const event = { type: "load", target: this, currentTarget: this };
        if (typeof this.onload === "function") this.onload.call(this, event);
        for (const listener of this._listeners) listener.call(this, event);
      }, 0);
    }
  };
}

/** The stand-in `fetch` of the pages of config.fetchFolders (outside the fetch-network
 * suite): a GET of a file of the data root, same origin, answered with a Response-like object
 * (`ok`, `status`, `url`, `text()`, `json()`): the test data files those pages read
 * (sanitizer-api's .dat files). */
function pageFetch(global, pageURL) {
  return (resource) => {
    const target = new URL(String(resource?.url ?? resource), pageURL);
    if (target.origin !== new URL(pageURL).origin) {
      return global.Promise.reject(new global.TypeError("the runner's fetch reads the data root only"));
    }
    return new global.Promise((resolve, reject) => {
      global.setTimeout(() => {
        let text;
        try {
          text = readFileSync(`${config.data}${decodeURIComponent(target.pathname)}`, "utf8");
        } catch {
          reject(new global.TypeError(`the runner has no ${target.pathname}`));
          return;
        }
        resolve({
          ok: true,
          status: 200,
          url: target.href,
          text: () => global.Promise.resolve(text),
          json: () => global.Promise.resolve(global.JSON.parse(text)),
        });
      }, 0);
    });
  };
}

for (const path of config.tests) {
  const begun = performance.now();
  results[path] = await runFile(path);
  results[path].seconds = Number(((performance.now() - begun) / 1000).toFixed(2));
  const subtests = results[path].subtests;
  const passed = subtests.filter((s) => s.status === "PASS").length;
  process.stderr.write(`${path}: ${results[path].status} ${passed}/${subtests.length}\n`);
}
writeFileSync(config.out, JSON.stringify(results, null, 1) + "\n");
process.exit(0);
