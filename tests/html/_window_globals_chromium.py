"""What Chromium answers about the window's navigator, crypto and web messaging, asked once
and stored (``_chromium_window_globals.json``, written by ``python -m
tests.html._window_globals_chromium``; the slow tier asks again,
``test_window_globals_chromium.py``): the navigator's strings and flags, ``getRandomValues``'
limits and errors, and the order of message events of two channels, a window and a timer, of
a port whose listener was added before ``start()``, and of three ``BroadcastChannel``s."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ANSWERS = Path(__file__).with_name("_chromium_window_globals.json")

NAVIGATOR = """() => ({
  userAgent: navigator.userAgent, appVersion: navigator.appVersion, appName: navigator.appName,
  appCodeName: navigator.appCodeName, product: navigator.product,
  productSub: navigator.productSub, vendor: navigator.vendor, vendorSub: navigator.vendorSub,
  platform: navigator.platform, language: navigator.language, languages: navigator.languages,
  onLine: navigator.onLine, cookieEnabled: navigator.cookieEnabled,
  pdfViewerEnabled: navigator.pdfViewerEnabled, javaEnabled: navigator.javaEnabled(),
  webdriver: navigator.webdriver, clientInformation: window.clientInformation === navigator,
  isSecureContext: isSecureContext})"""

CRYPTO = """() => {
  const out = {};
  const cases = {
    u8_65536: () => new Uint8Array(65536), u8_65537: () => new Uint8Array(65537),
    u32_16385: () => new Uint32Array(16385), f32: () => new Float32Array(4),
    f64: () => new Float64Array(4), dataview: () => new DataView(new ArrayBuffer(4)),
    big64: () => new BigInt64Array(4), u8clamped: () => new Uint8ClampedArray(4),
    empty: () => new Uint8Array(0)};
  for (const [name, make] of Object.entries(cases)) {
    try { const a = make(); out[name] = crypto.getRandomValues(a) === a ? "same" : "other"; }
    catch (e) { out[name] = [e.name, e.message]; }
  }
  out.uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(
    crypto.randomUUID());
  return out;
}"""

ORDER = """() => new Promise((resolve) => {
  const log = [];
  const a = new MessageChannel(), b = new MessageChannel();
  a.port2.onmessage = (e) => log.push("a:" + e.data);
  b.port2.onmessage = (e) => log.push("b:" + e.data);
  window.onmessage = (e) => log.push("w:" + e.data);
  a.port1.postMessage(1); window.postMessage(2, "*"); b.port1.postMessage(3);
  a.port1.postMessage(4); window.postMessage(5, "*");
  setTimeout(() => log.push("t"), 0);
  queueMicrotask(() => log.push("m"));
  setTimeout(() => resolve(log), 50);
})"""

START = """() => new Promise((resolve) => {
  const log = [];
  const channel = new MessageChannel();
  channel.port1.postMessage("early");
  setTimeout(() => {
    channel.port2.addEventListener("message", (e) => log.push("l:" + e.data));
    log.push("added");
    setTimeout(() => {
      log.push("start"); channel.port2.start(); setTimeout(() => resolve(log), 20);
    }, 10);
  }, 0);
})"""

BROADCAST = """() => new Promise((resolve) => {
  const log = [];
  const x = new BroadcastChannel("n"), y = new BroadcastChannel("n");
  const z = new BroadcastChannel("n");
  y.onmessage = (e) => log.push("y:" + e.data + ":" + (e.origin === location.origin));
  z.onmessage = (e) => log.push("z:" + e.data);
  x.onmessage = (e) => log.push("x:" + e.data);
  x.postMessage("1"); z.close(); y.postMessage("2");
  try { z.postMessage("3"); } catch (e) { log.push(e.name); }
  setTimeout(() => resolve(log), 50);
})"""


def ask_chromium() -> dict[str, Any]:
    """Chromium's answers (Playwright, a page of a loopback origin), with its version."""
    from oracles.chromium import browser, serve

    documents = {"/a.html": (b"<!doctype html><title>globals</title>", "text/html")}
    with browser() as launched, serve(documents) as origin:
        page = launched.new_page()
        page.goto(origin + "/a.html")
        answers = {
            "navigator": page.evaluate(NAVIGATOR),
            "crypto": page.evaluate(CRYPTO),
            "order": page.evaluate(ORDER),
            "start": page.evaluate(START),
            "broadcast": page.evaluate(BROADCAST),
        }
        page.close()
        return {"chromium": launched.version, "answers": answers}


if __name__ == "__main__":
    data = ask_chromium()
    ANSWERS.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {ANSWERS} ({data['chromium']})\n")
