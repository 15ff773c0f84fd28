"""What Chromium does for scripted ``history``/``location`` sequences on one document, asked
once and stored (``_chromium_history.json``, written by ``python -m tests.html._history_chromium``;
the slow tier asks again, ``test_history_chromium.py``).

A sequence is a list of steps: ``["push", state, url]``, ``["replace", state, url]``,
``["back"]``, ``["forward"]``, ``["go", delta]``, ``["hash", value]`` (``location.hash =``),
``["href", value]`` and ``["location_replace", value]`` (fragment URLs only: no cross-document
navigation), ``["settle"]`` (let the queued tasks run). No sequence makes a fragment
navigation while a traversal is queued, and none queues a traversal while a fragment
navigation's ``hashchange`` task is pending: in Chromium that task races the traversal, which
comes back from the browser process (the order changes from run to run; CI saw both).
After each step the log gets ``["now", href, history.length, history.state]``; the listeners
log ``["popstate", state, href]`` and ``["hashchange", oldURL, newURL]`` (URLs without the
origin), and an exception ``["error", name]``."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ANSWERS = Path(__file__).with_name("_chromium_history.json")
PAGE = "/page.html"

SEQUENCES: dict[str, list[list[Any]]] = {
    "push_one": [["push", {"a": 1}, "?x"]],
    "push_no_url": [["push", 1, None], ["push", 2, ""]],
    "push_then_back": [["push", 1, "?1"], ["back"], ["settle"]],
    "push_back_forward": [["push", 1, "?1"], ["back"], ["settle"], ["forward"], ["settle"]],
    "push_two_go_minus_two": [["push", 1, "?1"], ["push", 2, "?2"], ["go", -2], ["settle"]],
    "go_out_of_range": [["push", 1, "?1"], ["go", 5], ["settle"], ["go", -5], ["settle"]],
    "back_at_start": [["back"], ["settle"]],
    "forward_at_end": [["push", 1, "?1"], ["forward"], ["settle"]],
    "replace_keeps_length": [["replace", {"r": [1, 2]}, "?r"], ["push", 2, "?p"]],
    "replace_null_url": [["push", 1, "?1"], ["replace", 5, None]],
    "push_clears_forward": [
        ["push", 1, "?1"],
        ["push", 2, "?2"],
        ["back"],
        ["settle"],
        ["push", 3, "?3"],
        ["forward"],
        ["settle"],
    ],
    "hash_assign": [["hash", "a"], ["settle"]],
    "hash_with_sign": [["hash", "#b"], ["settle"]],
    "hash_same_twice": [["hash", "a"], ["settle"], ["hash", "a"], ["settle"]],
    "hash_empty": [["hash", "a"], ["settle"], ["hash", ""], ["settle"]],
    "hash_then_back": [["hash", "a"], ["settle"], ["back"], ["settle"]],
    "hash_back_forward": [
        ["hash", "a"],
        ["hash", "b"],
        ["settle"],
        ["back"],
        ["settle"],
        ["forward"],
        ["settle"],
    ],
    "href_fragment": [["href", "#f"], ["settle"]],
    "href_same_fragment": [["href", "#f"], ["settle"], ["href", "#f"], ["settle"]],
    "location_replace_fragment": [["location_replace", "#r"], ["settle"]],
    "push_fragment_then_back": [["push", 1, "#p"], ["back"], ["settle"]],
    "push_state_back_over_hash": [
        ["push", {"s": 1}, "?s"],
        ["hash", "h"],
        ["settle"],
        ["back"],
        ["settle"],
        ["back"],
        ["settle"],
    ],
    "back_twice_same_task": [["push", 1, "?1"], ["push", 2, "?2"], ["back"], ["back"], ["settle"]],
    "push_cross_origin": [["push", 1, "https://elsewhere.example/"]],
    "push_bad_url": [["push", 1, "http://[::1"]],
    "push_uncloneable": [["push", "function", "?f"]],
    "state_is_a_copy": [
        ["push", {"n": [1, 2, 3]}, "?c"],
        ["back"],
        ["settle"],
        ["forward"],
        ["settle"],
    ],
    "go_two_then_back": [
        ["push", 1, "?1"],
        ["push", 2, "?2"],
        ["push", 3, "?3"],
        ["go", -2],
        ["settle"],
        ["go", 1],
        ["settle"],
    ],
    "sixty_pushes": [["push", i, f"?{i}"] for i in range(60)] + [["go", -49], ["settle"]],
    "relative_url": [["push", 1, "sub/x?y#z"], ["push", 2, "../top"]],
    "replace_then_back": [
        ["push", 1, "?1"],
        ["replace", {"r": True}, "?2"],
        ["back"],
        ["settle"],
        ["forward"],
        ["settle"],
    ],
    "hash_push_back_twice": [
        ["hash", "a"],
        ["settle"],
        ["push", "s", "?p"],
        ["back"],
        ["settle"],
        ["back"],
        ["settle"],
    ],
    "go_then_push_before_it_runs": [
        ["push", 1, "?1"],
        ["push", 2, "?2"],
        ["go", -1],
        ["push", 3, "?3"],
        ["settle"],
    ],
    "replace_with_null_state": [["push", {"a": 1}, "?1"], ["replace", None, None]],
    "same_fragment_entries": [
        ["push", 1, "#x"],
        ["push", 2, "#x"],
        ["back"],
        ["settle"],
        ["back"],
        ["settle"],
    ],
    "push_behind_an_aborted_back": [["back"], ["push", 1, "?1"], ["settle"], ["back"], ["settle"]],
    "replace_behind_a_back": [
        ["push", 1, "?1"],
        ["back"],
        ["replace", "r", "?r"],
        ["settle"],
        ["forward"],
        ["settle"],
    ],
    "hash_encoded_and_back": [["hash", "a b"], ["hash", "%20"], ["settle"], ["go", -2], ["settle"]],
}

RUN = r"""
async (steps) => {
  const origin = location.origin;
  const tail = (url) => url.startsWith(origin) ? url.slice(origin.length) : url;
  const log = [];
  // (a traversal comes back from the browser process: on a loaded machine later than a settle's
  // 400 ms; a settle after one waits for its popstate up to 3 s more, where one comes)
  let traversing = false;
  let traversed = null;
  addEventListener('popstate', (e) => {
    log.push(['popstate', e.state, tail(location.href)]);
    traversing = false;
    if (traversed) traversed();
  });
  addEventListener('hashchange', (e) => log.push(['hashchange', tail(e.oldURL), tail(e.newURL)]));
  const state = (value) => value === 'function' ? (() => 1) : value;
  for (const step of steps) {
    const [op, a, b] = step;
    try {
      if (op === 'push') history.pushState(state(a), '', b);
      else if (op === 'replace') history.replaceState(state(a), '', b);
      else if (op === 'back') { traversing = true; history.back(); }
      else if (op === 'forward') { traversing = true; history.forward(); }
      else if (op === 'go') { traversing = true; history.go(a); }
      else if (op === 'hash') location.hash = a;
      else if (op === 'href') location.href = a;
      else if (op === 'location_replace') location.replace(a);
      else if (op === 'settle') {
        await new Promise((r) => setTimeout(r, 400));
        if (traversing) {
          await new Promise((r) => { traversed = r; setTimeout(r, 3000); });
          traversed = null;
        }
        traversing = false;
      }
    } catch (e) { log.push(['error', e.name]); }
    log.push(['now', tail(location.href), history.length, history.state]);
  }
  return log;
}
"""


def fresh_page_logs(title: str, sequences: dict[str, Any], run: str) -> tuple[str, dict[str, Any]]:
    """Chromium's version and the log ``run`` (a page function of the steps) gives for each
    of ``sequences``, each in a fresh page of the loopback server at :data:`PAGE` (its
    ``<title>`` ``title``), its session history reset to the page's one entry."""
    from oracles.chromium import browser, serve

    documents = {PAGE: (f"<!doctype html><title>{title}</title>".encode(), "text/html")}
    logs = {}
    with browser() as launched, serve(documents) as origin:
        for name, steps in sequences.items():
            page = launched.new_page()
            page.goto(origin + PAGE)
            # (a new tab's first entry is about:blank: leave the page's entry alone)
            page.context.new_cdp_session(page).send("Page.resetNavigationHistory")
            logs[name] = page.evaluate(run, steps)
            page.close()
        return launched.version, logs


def ask_chromium() -> dict[str, Any]:
    """Chromium's logs (Playwright), a fresh page for each sequence, with its version."""
    version, logs = fresh_page_logs("history", SEQUENCES, RUN)
    return {"chromium": version, "logs": logs}


if __name__ == "__main__":
    data = ask_chromium()
    ANSWERS.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {ANSWERS} ({data['chromium']})\n")
