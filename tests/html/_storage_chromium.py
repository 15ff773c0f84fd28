"""What Chromium answers about Web Storage, asked once and stored
(``_chromium_storage.json``, written by ``python -m tests.html._storage_chromium``; the slow
tier asks again, ``test_storage_chromium.py``): the order ``Object.keys(localStorage)`` and
``key(i)`` give, the strings ``setItem`` stores for JavaScript's values, the quota (binary
searches for the longest value that fits, with keys and characters of each kind), the
exception, ``localStorage`` in a ``data:`` URL, and the ``storage`` events another page of the
same origin receives."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ANSWERS = Path(__file__).with_name("_chromium_storage.json")

#: The keys set in this order, for the order Chromium gives them back.
ORDER_KEYS = ["b", "a", "c", "10", "2", "1", "z", "é", "\U0001f600", "A", "_", "aa", "ab", "0"]
ORDER_KEYS += [f"k{i}" for i in range(40)]

#: JavaScript values given to setItem, by name (the test gives Python's counterparts).
CONVERSIONS = {
    "int": "1",
    "float": "1.5",
    "big": "1e21",
    "negative_zero": "-0",
    "true": "true",
    "nan": "NaN",
    "null": "null",
    "undefined": "undefined",
    "object": "({})",
    "array": "[1, 2]",
}

SEARCHES = r"""
(args) => {
  const [orderKeys, conversions] = args;
  const out = {};
  localStorage.clear();
  for (const k of orderKeys) localStorage.setItem(k, "v");
  out.order = Object.keys(localStorage);
  out.key_order = [];
  for (let i = 0; i < localStorage.length; i++) out.key_order.push(localStorage.key(i));
  localStorage.setItem("b", "changed");
  out.order_after_change = Object.keys(localStorage);
  localStorage.clear();
  out.conversions = {};
  for (const [name, source] of Object.entries(conversions)) {
    localStorage.setItem("c", eval(source));
    out.conversions[name] = localStorage.getItem("c");
  }
  out.key_past_the_end = localStorage.key(5);
  out.key_minus_one = localStorage.key(-1);
  localStorage.clear();
  // the longest value that fits, for a key and a repeated character
  function longest(storage, key, character, before) {
    let low = 0, high = 12 * 1024 * 1024;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      storage.clear();
      if (before) storage.setItem(before[0], before[1]);
      try { storage.setItem(key, character.repeat(middle)); low = middle; }
      catch (e) { high = middle - 1; out.error = [e.name, e.code, e.message]; }
    }
    storage.clear();
    return low;
  }
  out.quota = {
    ascii: longest(localStorage, "q", "x"),
    latin1: longest(localStorage, "q", "\u00e9"),
    cjk: longest(localStorage, "q", "\u4e00"),
    astral: longest(localStorage, "q", "\u{1F600}"),
    long_key: longest(localStorage, "k".repeat(1000), "x"),
    after_a_million: longest(localStorage, "b", "x", ["a", "x".repeat(1000000)]),
    session: longest(sessionStorage, "q", "x"),
  };
  // a value replaced at the limit: the old one is not counted beside the new one
  localStorage.setItem("q", "x".repeat(out.quota.ascii));
  try { localStorage.setItem("q", "y".repeat(out.quota.ascii)); out.replace_at_limit = "stored"; }
  catch (e) { out.replace_at_limit = e.name; }
  localStorage.clear();
  return out;
}
"""

LISTEN = """() => {
  window.seen = [];
  for (const name of ["localStorage", "sessionStorage"]) {
    window[name].clear();
  }
  addEventListener("storage", (e) => window.seen.push([
    e.key, e.oldValue, e.newValue, e.url.replace(location.origin, ""),
    e.storageArea === localStorage ? "localStorage"
      : e.storageArea === sessionStorage ? "sessionStorage" : String(e.storageArea),
  ]));
}"""

CHANGE = """() => {
  for (const storage of [localStorage, sessionStorage]) {
    storage.setItem("x", "1");
    storage.setItem("x", "1");
    storage.setItem("x", "2");
    storage.removeItem("missing");
    storage.removeItem("x");
    storage.clear();
    storage.setItem("y", "1");
    storage.clear();
  }
}"""


def ask_chromium() -> dict[str, Any]:
    """Chromium's answers (Playwright), with its version."""
    from oracles.chromium import browser, serve

    page_bytes = b"<!doctype html><title>storage</title>"
    documents = {"/a.html": (page_bytes, "text/html"), "/b.html": (page_bytes, "text/html")}
    with browser() as launched, serve(documents) as origin:
        context = launched.new_context()
        page = context.new_page()
        page.goto(origin + "/a.html")
        answers = page.evaluate(SEARCHES, [ORDER_KEYS, CONVERSIONS])
        other = context.new_page()
        other.goto(origin + "/b.html")
        other.evaluate(LISTEN)
        page.evaluate(CHANGE)
        other.wait_for_timeout(500)
        answers["events"] = other.evaluate("() => window.seen")
        opaque = context.new_page()
        opaque.goto("data:text/html,<p>x")
        answers["opaque"] = opaque.evaluate(
            "() => ['localStorage', 'sessionStorage'].map((name) => {"
            " try { window[name]; return 'ok'; } catch (e) { return e.name; } })"
        )
        context.close()
        return {"chromium": launched.version, "answers": answers}


if __name__ == "__main__":
    data = ask_chromium()
    ANSWERS.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {ANSWERS} ({data['chromium']})\n")
