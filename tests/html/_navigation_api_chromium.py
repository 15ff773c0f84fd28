"""What Chromium does for scripted Navigation API sequences on one document (``navigation``
with ``history`` and fragment navigations), asked once and stored
(``_chromium_navigation_api.json``, written by ``python -m tests.html._navigation_api_chromium``;
the slow tier asks again, ``test_navigation_api_chromium.py``).

A sequence is a list of steps:

- ``["push", state, url]``, ``["replace", state, url]`` (``history.pushState``/``replaceState``),
  ``["hash", value]`` (``location.hash =``), ``["back"]`` (``history.back()``);
- ``["navigate", url, options]`` (``navigation.navigate``), ``["nav_back"]``,
  ``["nav_forward"]``, ``["traverse", i]`` (``navigation.traverseTo(entries()[i].key)``),
  ``["reload", options]``, ``["update", state]`` (``updateCurrentEntry``); each of these logs
  its promises as they settle: ``["committed"|"finished", tag, url]`` or
  ``["rejected", "committed"|"finished", tag, name]`` (``tag`` the step's index);
- ``["intercept", mode]``: from now on every ``navigate`` event that can be intercepted is,
  with a handler that settles in a microtask (``"ok"``), rejects (``"fail"``), or none
  (``"off"``: stop intercepting); ``["cancel", on]``: from now on listeners cancel (or not)
  every cancelable ``navigate`` event;
- ``["settle"]``: let the queued tasks run.

No sequence makes two traversals in one task where the first fires ``hashchange``: in
Chromium that task races the second traversal, which comes back from the browser process
(as in ``_history_chromium.py``).

The listeners log ``["navigate", type, destination URL, sameDocument, canIntercept,
hashChange, cancelable, userInitiated, destination index, destination key, info]``,
``["currententrychange", type, from URL, from index]``, ``["navigatesuccess"]``,
``["navigateerror", name]``, ``["dispose", URL]``, ``["popstate", state]``, ``["hashchange"]``,
``["handler", URL]``; after each step ``["now", URL, the entries' URLs, the current index, the
entries' keys and ids (as small numbers, by first appearance), canGoBack, canGoForward, the
current entry's state, the transition's type or None]`` and an exception as ``["error",
name]``. URLs are written without the origin."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ANSWERS = Path(__file__).with_name("_chromium_navigation_api.json")
PAGE = "/page.html"

SEQUENCES: dict[str, list[list[Any]]] = {
    "fresh": [],
    "navigate_fragment": [["navigate", "#a", {}], ["settle"]],
    "navigate_fragment_info_state": [
        ["navigate", "#a", {"info": "i", "state": {"s": 1}}],
        ["settle"],
    ],
    "navigate_fragment_replace": [["navigate", "#a", {"history": "replace"}], ["settle"]],
    "navigate_same_url_auto": [
        ["navigate", "#a", {}],
        ["settle"],
        ["navigate", "#a", {}],
        ["settle"],
    ],
    "push_state": [["push", 1, "?1"], ["push", 2, "?2"]],
    "replace_state": [["push", 1, "?1"], ["replace", 2, "?r"]],
    "push_then_history_back": [["push", 1, "?1"], ["back"], ["settle"]],
    "push_then_nav_back_forward": [
        ["push", 1, "?1"],
        ["push", 2, "?2"],
        ["nav_back"],
        ["settle"],
        ["nav_forward"],
        ["settle"],
    ],
    "traverse_to_first": [
        ["push", 1, "?1"],
        ["hash", "h"],
        ["settle"],
        ["traverse", 0],
        ["settle"],
        ["traverse", 2],
        ["settle"],
    ],
    "traverse_to_current": [["push", 1, "?1"], ["traverse", 1], ["settle"]],
    "back_at_start": [["nav_back"], ["nav_forward"], ["settle"]],
    "push_prunes_forward": [
        ["push", 1, "?1"],
        ["push", 2, "?2"],
        ["nav_back"],
        ["settle"],
        ["push", 3, "?3"],
    ],
    "hash_then_back": [["hash", "a"], ["settle"], ["back"], ["settle"]],
    "update_current_entry": [["update", {"u": 1}], ["push", 1, "?1"], ["hash", "x"], ["settle"]],
    "update_then_traverse": [
        ["update", {"first": True}],
        ["push", 1, "?1"],
        ["update", "second"],
        ["nav_back"],
        ["settle"],
        ["nav_forward"],
        ["settle"],
    ],
    "intercept_push": [["intercept", "ok"], ["navigate", "?i", {"state": 5}], ["settle"]],
    "intercept_replace": [
        ["intercept", "ok"],
        ["navigate", "?i", {"history": "replace"}],
        ["settle"],
    ],
    "intercept_fragment": [["intercept", "ok"], ["hash", "f"], ["settle"]],
    "intercept_push_state": [["intercept", "ok"], ["push", 1, "?p"], ["settle"]],
    "intercept_reload": [["intercept", "ok"], ["reload", {"state": "r"}], ["settle"]],
    "intercept_traverse": [
        ["push", 1, "?1"],
        ["intercept", "ok"],
        ["nav_back"],
        ["settle"],
    ],
    "intercept_fails": [["intercept", "fail"], ["navigate", "?f", {}], ["settle"]],
    "intercept_without_handler": [["intercept", "none"], ["navigate", "?n", {}], ["settle"]],
    "two_intercepted_in_one_task": [
        ["intercept", "ok"],
        ["navigate", "?one", {}],
        ["navigate", "?two", {}],
        ["settle"],
    ],
    "cancel_fragment": [["cancel", True], ["navigate", "#c", {}], ["settle"]],
    "cancel_push_state": [["cancel", True], ["push", 1, "?c"], ["settle"]],
    "cancel_traverse": [["push", 1, "?1"], ["cancel", True], ["nav_back"], ["settle"]],
    "navigate_bad_url": [["navigate", "http://[::1", {}], ["settle"]],
    "navigate_uncloneable": [["navigate", "#x", {"state": "function"}], ["settle"]],
    "traverse_unknown": [["traverse", 9], ["settle"]],
    "update_uncloneable": [["update", "function"]],
    "entries_after_replace_and_hash": [
        ["hash", "a"],
        ["replace", None, "#b"],
        ["push", None, "#c"],
        ["settle"],
        ["traverse", 0],
        ["settle"],
    ],
    "history_back_twice_after_navigate": [
        ["navigate", "#1", {}],
        ["navigate", "#2", {}],
        ["settle"],
        ["back"],
        ["settle"],
        ["back"],
        ["settle"],
    ],
}

RUN = r"""
async (steps) => {
  const origin = location.origin;
  const tail = (url) =>
    url === null ? null : url.startsWith(origin) ? url.slice(origin.length) : url;
  const log = [];
  const keys = new Map(), ids = new Map();
  const number = (map, value) => {
    if (!map.has(value)) map.set(value, map.size);
    return map.get(value);
  };
  const state = (value) => value === 'function' ? (() => 1) : value;
  let intercept = 'off', cancel = false;
  const watch = (entry) => {
    if (entry.__watched) return;
    entry.__watched = true;
    entry.addEventListener('dispose', () => log.push(['dispose', tail(entry.url)]));
  };
  navigation.addEventListener('navigate', (e) => {
    log.push(['navigate', e.navigationType, tail(e.destination.url), e.destination.sameDocument,
      e.canIntercept, e.hashChange, e.cancelable, e.userInitiated, e.destination.index,
      e.destination.key === '' ? '' : number(keys, e.destination.key),
      e.info === undefined ? null : e.info]);
    if (cancel && e.cancelable) { e.preventDefault(); return; }
    if (intercept !== 'off' && e.canIntercept) {
      if (intercept === 'none') e.intercept();
      else e.intercept({handler: () => Promise.resolve().then(() => {
        log.push(['handler', tail(location.href)]);
        if (intercept === 'fail') throw new RangeError('handler failed');
      })});
    }
  });
  navigation.addEventListener('currententrychange', (e) => {
    log.push(['currententrychange', e.navigationType, tail(e.from.url), e.from.index]);
  });
  navigation.addEventListener('navigatesuccess', () => log.push(['navigatesuccess']));
  navigation.addEventListener('navigateerror', (e) => log.push(['navigateerror', e.error.name]));
  addEventListener('popstate', (e) => log.push(['popstate', e.state]));
  addEventListener('hashchange', () => log.push(['hashchange']));
  const promises = (result, tag) => {
    for (const which of ['committed', 'finished']) {
      result[which].then((entry) => log.push([which, tag, tail(entry.url)]),
                         (error) => log.push(['rejected', which, tag, error.name]));
    }
  };
  const now = () => {
    const entries = navigation.entries();
    entries.forEach(watch);
    const current = navigation.currentEntry;
    let s = current.getState();
    log.push(['now', tail(location.href), entries.map((e) => tail(e.url)), current.index,
      entries.map((e) => number(keys, e.key)), entries.map((e) => number(ids, e.id)),
      navigation.canGoBack, navigation.canGoForward, s === undefined ? null : s,
      navigation.transition ? navigation.transition.navigationType : null]);
  };
  now();
  for (const [tag, step] of steps.entries()) {
    const [op, a, b] = step;
    try {
      if (op === 'push') history.pushState(state(a), '', b);
      else if (op === 'replace') history.replaceState(state(a), '', b);
      else if (op === 'hash') location.hash = a;
      else if (op === 'back') history.back();
      else if (op === 'navigate') {
        const options = {...b};
        if ('state' in options) options.state = state(options.state);
        promises(navigation.navigate(a, options), tag);
      }
      else if (op === 'nav_back') promises(navigation.back(), tag);
      else if (op === 'nav_forward') promises(navigation.forward(), tag);
      else if (op === 'traverse') {
        const entry = navigation.entries()[a];
        promises(navigation.traverseTo(entry ? entry.key : 'no such key'), tag);
      }
      else if (op === 'reload') promises(navigation.reload(a), tag);
      else if (op === 'update') navigation.updateCurrentEntry({state: state(a)});
      else if (op === 'intercept') intercept = a;
      else if (op === 'cancel') cancel = a;
      else if (op === 'settle') await new Promise((r) => setTimeout(r, 400));
    } catch (e) { log.push(['error', e.name]); }
    now();
  }
  return log;
}
"""


def ask_chromium() -> dict[str, Any]:
    """Chromium's logs (Playwright), a fresh page for each sequence, with its version."""
    from tests.html._history_chromium import fresh_page_logs

    version, logs = fresh_page_logs("navigation", SEQUENCES, RUN)
    return {"chromium": version, "logs": logs, "across": ask_chromium_across()}


#: Sequences across documents: the pages ``/a.html``, ``/b.html``, ``/c.html`` (each with a
#: link ``#l`` to ``/b.html``), served to Chromium and given to webapi by a transport. The
#: steps are those above and ``["href", url]`` (``location.href =``), ``["click"]`` (the
#: link), ``["click_id", id]``, ``["request_submit", form id]`` (the pages' POST form ``#p``
#: with its button ``#s``, GET form ``#g``: the server answers GET only, so a POST is
#: canceled), ``["reload_location"]`` (``location.reload()``); each step runs in the document
#: shown then, and ``settle`` waits for the next one to load. Each new document logs
#: ``["document", path, the entries' URLs, the current index, keys, ids, the activation's
#: type, from URL and entry URL]``, and ``["now", ...]`` is logged after each ``settle`` only;
#: the log is kept in ``sessionStorage`` across documents.
ACROSS: dict[str, list[list[Any]]] = {
    "first_document": [],
    "navigate_to_another": [["navigate", "/b.html", {}], ["settle"]],
    "navigate_with_state": [["navigate", "/b.html", {"state": {"s": 1}, "info": "i"}], ["settle"]],
    "navigate_replace": [["navigate", "/b.html", {"history": "replace"}], ["settle"]],
    "href_then_nav_back": [["href", "/b.html"], ["settle"], ["nav_back"], ["settle"]],
    "click_then_back_forward": [
        ["click"],
        ["settle"],
        ["back"],
        ["settle"],
        ["nav_forward"],
        ["settle"],
    ],
    "three_documents_traverse_to_first": [
        ["navigate", "/b.html", {}],
        ["settle"],
        ["navigate", "/c.html", {}],
        ["settle"],
        ["traverse", 0],
        ["settle"],
    ],
    "reload_keeps_the_entry": [["push", 1, "?p"], ["reload", {}], ["settle"]],
    "reload_with_state": [["reload", {"state": "r"}], ["settle"]],
    "location_reload": [["update", "kept"], ["reload_location"], ["settle"]],
    "push_then_other_document_then_back": [
        ["push", 1, "?1"],
        ["hash", "h"],
        ["settle"],
        ["navigate", "/b.html", {}],
        ["settle"],
        ["nav_back"],
        ["settle"],
        ["nav_back"],
        ["settle"],
    ],
    "intercept_cross_document": [["intercept", "ok"], ["navigate", "/b.html", {}], ["settle"]],
    "intercept_href": [["intercept", "ok"], ["href", "/c.html"], ["settle"]],
    "cancel_href": [["cancel", True], ["href", "/c.html"], ["settle"]],
    "cancel_click": [["cancel", True], ["click"], ["settle"]],
    "cross_origin_push_is_refused": [["push", 1, "http://localhost:1/x"]],
    "post_form_button_canceled": [["cancel", True], ["click_id", "s"], ["settle"]],
    "post_form_request_submit_canceled": [["cancel", True], ["request_submit", "p"], ["settle"]],
    "get_form_submitted": [["request_submit", "g"], ["settle"]],
    "get_form_intercepted": [["intercept", "ok"], ["request_submit", "g"], ["settle"]],
    "state_survives_traversal": [
        ["update", {"kept": 1}],
        ["navigate", "/b.html", {"state": "b"}],
        ["settle"],
        ["nav_back"],
        ["settle"],
        ["nav_forward"],
        ["settle"],
    ],
}

PAGES = {
    f"/{name}.html": (
        (
            f"<!doctype html><title>{name}</title><a id=l href=/b.html>b</a>"
            "<form id=p method=post action=/c.html><input name=q value=1>"
            "<button id=s name=go value=yes>post</button></form>"
            "<form id=g action=/c.html><input name=q value=2></form>"
        ).encode(),
        "text/html",
    )
    for name in "abc"
}

#: Installed in every document before its scripts (Playwright's ``add_init_script``).
INIT = r"""
(() => {
  if (location.protocol !== 'http:') return;
  const origin = location.origin;
  const tail = (url) =>
    url === null ? null : url.startsWith(origin) ? url.slice(origin.length) : url;
  const load = (name, empty) => JSON.parse(sessionStorage.getItem(name) || empty);
  const push = (entry) => {
    const log = load('log', '[]');
    log.push(entry);
    sessionStorage.setItem('log', JSON.stringify(log));
  };
  const number = (name, value) => {
    const table = load(name, '{}');
    if (!(value in table)) table[value] = Object.keys(table).length;
    sessionStorage.setItem(name, JSON.stringify(table));
    return table[value];
  };
  const mode = {intercept: 'off', cancel: false};
  window.__mode = mode;
  window.__push = push;
  window.__tail = tail;
  const entries = () => {
    const all = navigation.entries();
    return [all.map((e) => tail(e.url)), navigation.currentEntry.index,
      all.map((e) => number('keys', e.key)), all.map((e) => number('ids', e.id))];
  };
  window.__now = () => {
    const s = navigation.currentEntry.getState();
    push(['now', tail(location.href), ...entries(), s === undefined ? null : s]);
  };
  const a = navigation.activation;
  push(['document', location.pathname, ...entries(),
    a ? a.navigationType : null, a && a.from ? tail(a.from.url) : null,
    a ? tail(a.entry.url) : null]);
  navigation.addEventListener('navigate', (e) => {
    push(['navigate', e.navigationType, tail(e.destination.url), e.destination.sameDocument,
      e.canIntercept, e.cancelable, e.destination.index,
      e.info === undefined ? null : e.info, e.userInitiated,
      e.sourceElement ? e.sourceElement.id : null,
      e.formData ? [...e.formData.entries()] : null]);
    if (mode.cancel && e.cancelable) { e.preventDefault(); return; }
    if (mode.intercept !== 'off' && e.canIntercept) {
      e.intercept({handler: () =>
        Promise.resolve().then(() => push(['handler', tail(location.href)]))});
    }
  });
  navigation.addEventListener('currententrychange', (e) =>
    push(['currententrychange', e.navigationType, tail(e.from.url)]));
  navigation.addEventListener('navigatesuccess', () => push(['navigatesuccess']));
  navigation.addEventListener('navigateerror', (e) => push(['navigateerror', e.error.name]));
  addEventListener('popstate', (e) => push(['popstate', e.state]));
  addEventListener('hashchange', () => push(['hashchange']));
})();
"""

#: One step in the document shown (the init script's helpers).
STEP = r"""
([tag, step]) => {
  const [op, a, b] = step;
  const push = window.__push, tail = window.__tail;
  const state = (value) => value === 'function' ? (() => 1) : value;
  const promises = (result) => {
    for (const which of ['committed', 'finished']) {
      result[which].then((entry) => push([which, tag, tail(entry.url)]),
                         (error) => push(['rejected', which, tag, error.name]));
    }
  };
  try {
    if (op === 'push') history.pushState(state(a), '', b);
    else if (op === 'hash') location.hash = a;
    else if (op === 'back') history.back();
    else if (op === 'href') location.href = a;
    else if (op === 'click') document.getElementById('l').click();
    else if (op === 'click_id') document.getElementById(a).click();
    else if (op === 'request_submit') document.getElementById(a).requestSubmit();
    else if (op === 'reload_location') location.reload();
    else if (op === 'navigate') promises(navigation.navigate(a, b));
    else if (op === 'nav_back') promises(navigation.back());
    else if (op === 'nav_forward') promises(navigation.forward());
    else if (op === 'traverse') promises(navigation.traverseTo(navigation.entries()[a].key));
    else if (op === 'reload') promises(navigation.reload(a));
    else if (op === 'update') navigation.updateCurrentEntry({state: a});
    else if (op === 'intercept') window.__mode.intercept = a;
    else if (op === 'cancel') window.__mode.cancel = a;
  } catch (e) { push(['error', e.name]); }
}
"""


def ask_chromium_across() -> dict[str, Any]:
    """Chromium's logs for :data:`ACROSS` (a fresh page for each sequence)."""
    from oracles.chromium import browser, serve

    logs = {}
    with browser() as launched, serve(PAGES) as origin:
        for name, steps in ACROSS.items():
            context = launched.new_context()
            context.add_init_script(INIT)
            page = context.new_page()
            page.goto(origin + "/a.html")
            page.context.new_cdp_session(page).send("Page.resetNavigationHistory")
            page.evaluate("window.__now()")
            for tag, step in enumerate(steps):
                if step[0] == "settle":  # (only then: another document may be loading)
                    page.wait_for_timeout(500)
                    page.wait_for_load_state("load")
                    page.evaluate("window.__now()")
                else:
                    try:
                        page.evaluate(STEP, [tag, step])
                    except Exception as error:  # (the step navigated before it answered)
                        if "Execution context was destroyed" not in str(error):
                            raise
            logs[name] = page.evaluate("JSON.parse(sessionStorage.getItem('log'))")
            context.close()
    return logs


if __name__ == "__main__":
    data = ask_chromium()
    ANSWERS.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {ANSWERS} ({data['chromium']})\n")
