// The JavaScript interpreter of the random range cases (generate/dom_range_cases.py), run in
// Chromium; tests/dom/_ranges_interpreter.py is the same on webapi. A function of the window
// (its DOMParser) and a list of cases; for each case, for each operation: [the exception's name
// or null, the value, the two ranges' boundary points as [start node, start offset, end node,
// end offset] (nodes as table indexes), the document's children serialized]; strings with
// every UTF-16 code unit outside printable ASCII, and the backslash, as \uXXXX.
(win, cases) => {
  // Every UTF-16 code unit outside printable ASCII, and the backslash, as \uXXXX.
  const esc = (s) => {
    let out = "";
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      out += c >= 0x20 && c < 0x7f && c !== 0x5c ? s[i] : "\\u" + c.toString(16).padStart(4, "0");
    }
    return out;
  };
  const runCase = ({ markup, ops }) => {
    const doc = new win.DOMParser().parseFromString(markup, "text/html");
    const nodes = [];
    const walk = (root) => {
      let node = root;
      while (node) {
        nodes.push(node);
        if (node.firstChild) { node = node.firstChild; continue; }
        while (node && node !== root && !node.nextSibling) node = node.parentNode;
        if (!node || node === root) break;
        node = node.nextSibling;
      }
    };
    walk(doc);
    const at = (i) => nodes[i % nodes.length];
    const index = (node) => {
      let i = nodes.indexOf(node);
      if (i < 0) { nodes.push(node); i = nodes.length - 1; }
      return i;
    };
    const ser = (n) => (n.nodeType === 1 ? n.outerHTML : n.nodeName + ":" + (n.nodeType === 10 ? n.name : n.data));
    const list = (parent) => Array.from(parent.childNodes).map(ser).join("|");
    const ranges = [doc.createRange(), doc.createRange()];
    const CHARACTER_DATA = [3, 4, 7, 8];
    const run = (op) => {
      const [name, a, b, c, d] = op;
      switch (name) {
        case "setStart": case "setEnd": case "comparePoint": case "isPointInRange":
          return ranges[a][name](at(b), c);
        case "setStartBefore": case "setStartAfter": case "setEndBefore": case "setEndAfter":
        case "selectNode": case "selectNodeContents": case "intersectsNode": case "insertNode":
          return ranges[a][name](at(b));
        case "collapse": return ranges[a].collapse(b);
        case "compareBoundaryPoints": return ranges[a].compareBoundaryPoints(b, ranges[c]);
        case "toString": return ranges[a].toString();
        case "commonAncestorContainer": return index(ranges[a].commonAncestorContainer);
        case "cloneContents": case "extractContents": return list(ranges[a][name]());
        case "deleteContents": return ranges[a].deleteContents();
        case "surroundContents": return ranges[a].surroundContents(doc.createElement(b));
        case "createContextualFragment": return list(ranges[a].createContextualFragment(b));
        case "appendChild": return index(at(a).appendChild(at(b)));
        case "insertBefore": return index(at(a).insertBefore(at(b), at(c)));
        case "remove": {
          const node = at(a);
          return node.parentNode ? index(node.parentNode.removeChild(node)) : null;
        }
        case "splitText":
          if (![3, 4].includes(at(a).nodeType)) throw new TypeError("not a Text node");
          return index(at(a).splitText(b));
        case "normalize": return at(a).normalize();
        case "replaceData":
          if (!CHARACTER_DATA.includes(at(a).nodeType)) throw new TypeError("not character data");
          return at(a).replaceData(b, c, d);
        case "createTextNode": return index(doc.createTextNode(a));
      }
      throw new Error("unknown operation " + name);
    };
    return ops.map((op) => {
      let error = null;
      let value = null;
      try {
        const result = run(op);
        value = result === undefined ? null : typeof result === "string" ? esc(result) : result;
      } catch (e) {
        error = e instanceof win.DOMException ? e.name : "TypeError";
      }
      const points = ranges.map((r) => [
        index(r.startContainer), r.startOffset, index(r.endContainer), r.endOffset,
      ]);
      return [error, value, points, esc(list(doc))];
    });
  };
  return cases.map(runCase);
}
