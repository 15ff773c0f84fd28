// The JavaScript interpreter of the DOM operation sequences (generate/dom_sequence_cases.py),
// run in Chromium and in jsdom; tests/dom/_sequences.py is the same on webapi. A function of
// the window (its DOMParser, Event, CustomEvent, AbortController, AbortSignal) and a list of
// sequences; for each sequence, for each operation: [the exception's name or null, the value
// the operation gives (a string, number, boolean or null), the events the listeners recorded,
// the dump of every tree the node table reaches].
(win, sequences) => {
  // Every UTF-16 code unit outside printable ASCII, and the backslash, as \uXXXX.
  const esc = (s) => {
    let out = "";
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      out += c >= 0x20 && c < 0x7f && c !== 0x5c ? s[i] : "\\u" + c.toString(16).padStart(4, "0");
    }
    return out;
  };
  // Namespaces shortened in the dump.
  const NS = {
    "http://www.w3.org/1999/xhtml": "h",
    "http://www.w3.org/2000/svg": "s",
    "http://www.w3.org/1998/Math/MathML": "m",
    "http://www.w3.org/1999/xlink": "xl",
    "http://www.w3.org/2000/xmlns/": "xn",
    "http://www.w3.org/XML/1998/namespace": "xm",
  };
  const ns = (uri) => (uri === null ? "-" : NS[uri] || esc(uri));
  const value = (v) => (typeof v === "string" ? esc(v) : v === undefined ? null : v);

  const runSequence = ({ markup, ops }) => {
    const doc = new win.DOMParser().parseFromString(markup, "text/html");
    const nodes = [];
    const walk = (root, visit) => {
      // Tree order, iteratively.
      let node = root;
      while (node) {
        visit(node);
        if (node.firstChild) { node = node.firstChild; continue; }
        while (node && node !== root && !node.nextSibling) node = node.parentNode;
        if (!node || node === root) break;
        node = node.nextSibling;
      }
    };
    walk(doc, (n) => nodes.push(n));
    const signals = [];
    const controllers = new Map();
    const listeners = [];
    let events = [];

    const at = (i) => {
      if (i === null) return null;
      const n = nodes.length;
      return nodes[((i % n) + n) % n];
    };
    const signalAt = (i) => {
      const n = signals.length;
      return n ? signals[((i % n) + n) % n] : null;
    };
    const index = (node) => {
      const i = nodes.indexOf(node);
      return i < 0 ? "-" : String(i);
    };
    const targetName = (t) => {
      if (t === null || t === undefined) return "null";
      const s = signals.indexOf(t);
      return s >= 0 ? "s" + s : index(t);
    };
    const reasonName = (r) => (r instanceof win.DOMException ? "DOMException:" + r.name : esc(String(r)));
    const itemsOf = (items) => items.map((x) => (typeof x === "string" ? x : at(x)));

    const dumpTree = (root, out) => {
      const stack = [[root, 0]];
      while (stack.length) {
        const [node, depth] = stack.pop();
        const pad = " ".repeat(depth);
        const id = index(node);
        let line;
        switch (node.nodeType) {
          case 1: {
            const attrs = Array.from(node.attributes, (a) =>
              `${a.namespaceURI === null ? "" : ns(a.namespaceURI) + "|"}${a.prefix === null ? "" : esc(a.prefix) + ":"}${esc(a.localName)}="${esc(a.value)}"`);
            line = `E${id} ${ns(node.namespaceURI)}|${node.prefix === null ? "" : esc(node.prefix) + ":"}${esc(node.localName)} ${attrs.join(" ")}`;
            break;
          }
          case 3: line = `T${id} "${esc(node.data)}"`; break;
          case 4: line = `X${id} "${esc(node.data)}"`; break;
          case 7: line = `P${id} ${esc(node.target)} "${esc(node.data)}"`; break;
          case 8: line = `C${id} "${esc(node.data)}"`; break;
          case 9: line = `D${id}`; break;
          case 10: line = `Y${id} ${esc(node.name)}`; break;
          case 11: line = `F${id}`; break;
          default: line = `?${id}`;
        }
        out.push(pad + line);
        const children = Array.from(node.childNodes);
        if (node.nodeType === 1 && node.namespaceURI === "http://www.w3.org/1999/xhtml" && node.localName === "template") {
          stack.push([node.content, depth + 1]);
        }
        for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], depth + 1]);
      }
    };
    const dump = () => {
      const roots = [];
      for (const node of nodes) {
        let root = node;
        while (root.parentNode) root = root.parentNode;
        if (!roots.includes(root)) roots.push(root);
      }
      const out = [];
      for (const root of roots) dumpTree(root, out);
      return out.join("\n");
    };

    const act = (action, event, id) => {
      switch (action[0]) {
        case "record": break;
        case "stop": event.stopPropagation(); break;
        case "stopImmediate": event.stopImmediatePropagation(); break;
        case "prevent": event.preventDefault(); break;
        case "throw": throw new win.Error("listener " + id);
        case "mutate": {
          try {
            run(action[1], event);
          } catch (e) {
            events.push(`${id}!${e.name}`);
          }
          break;
        }
      }
    };

    const run = (op, event) => {
      const [name, ...a] = op;
      switch (name) {
        case "createElement": nodes.push(doc.createElement(a[0])); return null;
        case "createElementNS": nodes.push(doc.createElementNS(a[0], a[1])); return null;
        case "createTextNode": nodes.push(doc.createTextNode(a[0])); return null;
        case "createComment": nodes.push(doc.createComment(a[0])); return null;
        case "createDocumentFragment": nodes.push(doc.createDocumentFragment()); return null;
        case "createProcessingInstruction": nodes.push(doc.createProcessingInstruction(a[0], a[1])); return null;
        case "createCDATASection": nodes.push(doc.createCDATASection(a[0])); return null;
        case "appendChild": return index(at(a[0]).appendChild(at(a[1])));
        case "insertBefore": return index(at(a[0]).insertBefore(at(a[1]), at(a[2])));
        case "replaceChild": return index(at(a[0]).replaceChild(at(a[1]), at(a[2])));
        case "removeChild": return index(at(a[0]).removeChild(at(a[1])));
        case "append": case "prepend": case "before": case "after": case "replaceWith": case "replaceChildren": {
          const target = at(a[0]);
          if (typeof target[name] !== "function") return "no-method";
          target[name](...itemsOf(a[1]));
          return null;
        }
        case "remove": {
          const target = at(a[0]);
          if (typeof target.remove !== "function") return "no-method";
          target.remove();
          return null;
        }
        case "removeCurrentTarget": {
          const target = event.currentTarget;
          if (typeof target.remove === "function") target.remove();
          return null;
        }
        case "setAttribute": case "removeAttribute": case "getAttribute": case "setAttributeNS":
        case "removeAttributeNS": case "toggleAttribute": {
          const target = at(a[0]);
          if (target.nodeType !== 1) return "no-method";
          if (name === "toggleAttribute") {
            return a[2] === null ? target.toggleAttribute(a[1]) : target.toggleAttribute(a[1], a[2]);
          }
          return value(target[name](...a.slice(1)));
        }
        case "textContent": at(a[0]).textContent = a[1]; return null;
        case "getTextContent": return value(at(a[0]).textContent);
        case "innerHTML": {
          const target = at(a[0]);
          if (!("innerHTML" in target)) return "no-method";
          target.innerHTML = a[1];
          return null;
        }
        case "normalize": at(a[0]).normalize(); return null;
        case "cloneNode": nodes.push(at(a[0]).cloneNode(a[1])); return null;
        case "splitText": case "appendData": case "insertData": case "deleteData": case "replaceData":
        case "substringData": {
          const target = at(a[0]);
          if (typeof target[name] !== "function") return "no-method";
          const result = target[name](...a.slice(1));
          if (name === "splitText") nodes.push(result);
          return name === "substringData" ? value(result) : null;
        }
        case "classList": {
          const target = at(a[0]);
          if (target.nodeType !== 1) return "no-method";
          const list = target.classList;
          const result = list[a[1]](...a[2]);
          return value(result);
        }
        case "collect": {
          const root = at(a[0]);
          const before = nodes.length;
          const found = [];
          walk(root, (n) => { if (n !== root) found.push(n); });
          nodes.push(...found);
          return nodes.length - before;
        }
        case "listen": {
          const [t, type, id, options, action] = a;
          const target = at(t);
          const opts = { ...options };
          if ("signal" in opts) {
            opts.signal = signalAt(opts.signal);
            if (opts.signal === null) delete opts.signal;
          }
          const fn = (e) => {
            events.push(`${id}:${e.type}:${e.eventPhase}:${targetName(e.currentTarget)}:${targetName(e.target)}:${e.defaultPrevented}:${e.composedPath().map(targetName).join(",")}`);
            act(action, e, id);
          };
          listeners[id] = [target, type, fn, !!options.capture];
          target.addEventListener(type, fn, opts);
          return null;
        }
        case "removeListener": {
          const entry = listeners[a[0]];
          if (!entry) return "no-listener";
          entry[0].removeEventListener(entry[1], entry[2], entry[3]);
          return null;
        }
        case "dispatch": {
          const [t, kind, type, init] = a;
          const e = kind === "Event" ? new win.Event(type, init) : new win.CustomEvent(type, { ...init, detail: 1 });
          const result = at(t).dispatchEvent(e);
          return `${result}:${e.eventPhase}:${targetName(e.currentTarget)}:${e.defaultPrevented}`;
        }
        case "controller": {
          const controller = new win.AbortController();
          controllers.set(controller.signal, controller);
          signals.push(controller.signal);
          return null;
        }
        case "any": {
          const chosen = a[0].map(signalAt).filter((s) => s !== null);
          const signal = win.AbortSignal.any(chosen);
          signals.push(signal);
          return `${signal.aborted}:${signal.aborted ? reasonName(signal.reason) : ""}`;
        }
        case "abortStatic": {
          const signal = a[0] === null ? win.AbortSignal.abort() : win.AbortSignal.abort(a[0]);
          signals.push(signal);
          return reasonName(signal.reason);
        }
        case "abort": {
          const signal = signalAt(a[0]);
          if (signal === null) return "no-signal";
          const controller = controllers.get(signal);
          if (!controller) return `${signal.aborted}`;
          if (a[1] === null) controller.abort(); else controller.abort(a[1]);
          return `${signal.aborted}:${reasonName(signal.reason)}`;
        }
        case "listenSignal": {
          const signal = signalAt(a[0]);
          if (signal === null) return "no-signal";
          const id = "s" + signals.indexOf(signal);
          signal.addEventListener("abort", (e) => {
            events.push(`${id}:abort:${e.eventPhase}:${targetName(e.currentTarget)}:${e.isTrusted}:${reasonName(signal.reason)}`);
          });
          return null;
        }
        default:
          throw new win.Error("unknown operation " + name);
      }
    };

    const steps = [];
    for (const op of ops) {
      events = [];
      let error = null;
      let result = null;
      try {
        result = run(op, null);
      } catch (e) {
        error = e && e.name ? e.name : String(e);
      }
      steps.push([error, result, events, dump()]);
    }
    return steps;
  };
  return sequences.map(runSequence);
}
