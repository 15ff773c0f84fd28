"""What Chromium does for scripted history sequences in pages with ``iframe`` elements (the
HTML Standard's joint session history), asked once and stored
(``_chromium_frames_history.json``, written by ``python -m tests.html._frames_history_chromium``;
the slow tier asks again, ``test_frames_history_chromium.py``).

The site is ``_navigation_chromium.site`` (its ``/p/`` pages log their events into
``sessionStorage``, which a tab's same-origin frames share) with two pages more: ``/h/top``,
a page with one ``iframe`` named ``f`` showing ``/p/frame`` and a link ``#tf`` to
``/p/linked`` targeting it, and ``/h/two``, a page with two, ``f`` (``/p/frame``) and ``g``
(``/p/other``).

A sequence is ``[page, step, ...]``: ``page`` the top page loaded first (its load's events are
not logged), each step ``[where, op, argument]``, ``where`` ``"top"``, ``"f"`` or ``"g"`` (the
document whose script runs it), ``op`` one of ``_navigation_chromium.RUN_STEP``'s (``click``,
``href``, ``replace``, ``back``, ``forward``, ``push``, ``go``, ``hash``, ``navback`` and
``navforward`` (``navigation.back()``, ``navigation.forward()``), ``src`` (the page sets its
first ``iframe``'s ``src``)...). After each step
the pages settle and the log gets the events (``[event, path]``) then
``["now", top path, top history.length, [frame path, frame history.length] per frame]``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from tests.html._navigation_chromium import LOG_SCRIPT, RUN_STEP, serving_site, site

ANSWERS = Path(__file__).with_name("_chromium_frames_history.json")


def frames_site(
    method: str, target: str, headers: dict[str, str], body: bytes
) -> tuple[int, list[tuple[str, str]], bytes]:
    """``_navigation_chromium.site`` with the two pages with frames."""
    path = target.split("?", 1)[0]
    if path == "/h/top":
        frames = "<iframe name=f src='/p/frame'></iframe>"
    elif path == "/h/two":
        frames = "<iframe name=f src='/p/frame'></iframe><iframe name=g src='/p/other'></iframe>"
    else:
        return site(method, target, headers, body)
    text = (
        f"<!doctype html><title>top</title>{LOG_SCRIPT}{frames}"
        "<a id=tf href='/p/linked' target=f>tf</a>"
    )
    return 200, [("Content-Type", "text/html; charset=utf-8")], text.encode()


def _frame_steps(*steps: list[Any]) -> list[Any]:
    return ["/h/top", *steps]


SEQUENCES: dict[str, list[Any]] = {
    "frame_href": _frame_steps(["f", "href", "/p/two"]),
    "frame_href_then_top_back": _frame_steps(["f", "href", "/p/two"], ["top", "back"]),
    "frame_href_then_frame_back": _frame_steps(["f", "href", "/p/two"], ["f", "back"]),
    "frame_href_back_then_top_forward": _frame_steps(
        ["f", "href", "/p/two"], ["top", "back"], ["top", "forward"]
    ),
    "frame_href_twice_then_top_go_minus_two": _frame_steps(
        ["f", "href", "/p/two"], ["f", "href", "/p/three"], ["top", "go", -2]
    ),
    "frame_replace": _frame_steps(["f", "replace", "/p/two"], ["top", "back"]),
    "frame_click_then_top_back": _frame_steps(["f", "click", "#next"], ["top", "back"]),
    "top_link_targets_frame_then_back": _frame_steps(["top", "click", "#tf"], ["top", "back"]),
    "frame_push": _frame_steps(["f", "push", "/p/pushed"]),
    "frame_push_then_top_back": _frame_steps(["f", "push", "/p/pushed"], ["top", "back"]),
    "frame_push_then_frame_back_then_forward": _frame_steps(
        ["f", "push", "/p/pushed"], ["f", "back"], ["f", "forward"]
    ),
    "frame_hash_then_top_back": _frame_steps(["f", "hash", "x"], ["top", "back"]),
    "frame_push_top_push_then_back_twice": _frame_steps(
        ["f", "push", "/p/pushed"], ["top", "push", "/h/pushed"], ["top", "back"], ["f", "back"]
    ),
    "top_push_frame_push_then_go_minus_two": _frame_steps(
        ["top", "push", "/h/pushed"], ["f", "push", "/p/pushed"], ["top", "go", -2]
    ),
    "frame_back_then_frame_push_prunes": _frame_steps(
        ["f", "push", "/p/a"], ["f", "push", "/p/b"], ["top", "back"], ["f", "push", "/p/c"]
    ),
    "top_push_back_then_frame_push_prunes": _frame_steps(
        ["top", "push", "/h/pushed"],
        ["top", "back"],
        ["f", "push", "/p/pushed"],
        ["top", "forward"],
    ),
    "frame_push_top_push_then_frame_navigation_back": _frame_steps(
        ["f", "push", "/p/pushed"], ["top", "push", "/h/pushed"], ["f", "navback"]
    ),
    "frame_href_then_frame_navigation_back_forward": _frame_steps(
        ["f", "href", "/p/two"], ["f", "navback"], ["top", "push", "/h/pushed"], ["f", "navforward"]
    ),
    "frame_href_then_top_reload": _frame_steps(["f", "href", "/p/two"], ["top", "reload"]),
    "top_sets_frame_src_then_back_forward": _frame_steps(
        ["top", "src", "/p/two"], ["top", "back"], ["top", "forward"]
    ),
    "top_sets_frame_src_to_its_url": _frame_steps(["top", "src", "/p/frame"]),
    "frame_go_zero_reloads_frame": _frame_steps(["f", "href", "/p/two"], ["f", "go", 0]),
    "two_frames_push_then_back_twice": [
        "/h/two",
        ["f", "push", "/p/fa"],
        ["g", "push", "/p/ga"],
        ["top", "back"],
        ["g", "back"],
    ],
    "two_frames_href_then_go_minus_two": [
        "/h/two",
        ["g", "href", "/p/gb"],
        ["f", "href", "/p/fb"],
        ["g", "go", -2],
        ["f", "forward"],
    ],
    "frame_href_then_top_href_then_back": _frame_steps(
        ["f", "href", "/p/two"], ["top", "href", "/p/away"], ["top", "back"]
    ),
}

READ_LOG = r"""
() => {
  let log = [];
  try {
    log = JSON.parse(sessionStorage.getItem('log') || '[]');
    sessionStorage.removeItem('log');
  } catch (e) {}
  return [log, location.pathname + location.search, history.length];
}
"""

READ_FRAME = "() => [location.pathname + location.search + location.hash, history.length]"


def ask_chromium(names: list[str] | None = None) -> dict[str, Any]:
    """Chromium's logs (Playwright) over a loopback server of :func:`frames_site`, a fresh
    context for each sequence (those of ``names``: all by default), with its version."""
    from oracles.chromium import browser

    logs = {}
    with serving_site(frames_site) as origin, browser() as launched:
        for name, (start, *steps) in SEQUENCES.items():
            if names is not None and name not in names:
                continue
            context = launched.new_context()
            page = context.new_page()
            page.goto(origin + start)
            context.new_cdp_session(page).send("Page.resetNavigationHistory")
            page.wait_for_timeout(300)
            page.evaluate(READ_LOG)  # (the load's events: not logged)
            log: list[Any] = []
            for where, op, *argument in steps:
                frames = {frame.name: frame for frame in page.main_frame.child_frames}
                target = page.main_frame if where == "top" else frames[where]
                target.evaluate(RUN_STEP, [op, *argument, None, None][:3])
                page.wait_for_timeout(400)
                page.wait_for_load_state("load")
                events, path, length = page.evaluate(READ_LOG)
                log.extend(events)
                children = sorted(page.main_frame.child_frames, key=lambda frame: frame.name)
                log.append(
                    ["now", path, length, *[frame.evaluate(READ_FRAME) for frame in children]]
                )
            logs[name] = log
            context.close()
        version = launched.version
    return {"chromium": version, "logs": logs}


if __name__ == "__main__":
    data = ask_chromium(sys.argv[1:] or None)
    ANSWERS.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {ANSWERS} ({data['chromium']}, {len(data['logs'])} sequences)\n")
