"""``wpt/expectations/aria/chromium.json``: Chromium 156's results on the aria suite's pinned WPT
files (``accname/``, ``html-aam/``, ``wai-aria/role/``: ``wpt/wpt-aria-manifest.json``), run as
:mod:`generate.chromium_wpt_dom` runs the DOM suite's, with a ``resources/testdriver-vendor.js``
of its own: testdriver.js's ``get_computed_role`` and ``get_computed_label`` ask Chromium's
accessibility tree through the DevTools protocol as ChromeDriver's Get Computed Role and Get
Computed Label do (``Accessibility.getPartialAXTree`` of the element, without its relatives:
the node's ``role`` and ``name`` values, the empty string where it has none).

The page hands the element to the generator through a binding (``__webapiAX``): the element is
kept in a page array whose entry the generator reads back as a remote object
(``Runtime.evaluate``), whose ``objectId`` names the DOM node to the Accessibility domain.

``python -m generate chromium-wpt-aria /usr/bin/chromium`` writes the file (under a minute); it
needs the suite's data (``../shared/wpt-tests`` and the pinned downloads in ``wpt/_cache/``,
see docs/wpt.md) and Playwright.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from . import GeneratorUnavailable
from .chromium_wpt_dom import (
    _COLLECT,
    HARNESS_STATUSES,
    PORT,
    ROOT,
    STATUSES,
    chromium_record,
    compared_files,
    error_result,
    launch_chromium,
    start_server,
)

#: The generated file.
TARGET = ROOT / "wpt" / "expectations" / "aria" / "chromium.json"

#: The vendor file served in place of the empty one of web-platform-tests.
VENDOR = b"""
window.__webapiAXElements = [];
window.test_driver_internal.in_automation = true;
for (const [kind, command] of [["role", "get_computed_role"], ["label", "get_computed_label"]]) {
  window.test_driver_internal[command] = (element) => {
    window.__webapiAXElements.push(element);
    return window.__webapiAX(kind, window.__webapiAXElements.length - 1);
  };
}
"""


def computed(cdp: Any, kind: str, index: int) -> str:
    """ChromeDriver's answer for the page's element ``index`` of ``__webapiAXElements``: its
    node's role (``kind`` ``"role"``) or name (``"label"``) in Chromium's accessibility tree."""
    found = cdp.send("Runtime.evaluate", {"expression": f"window.__webapiAXElements[{index}]"})
    object_id = found["result"]["objectId"]
    tree = cdp.send(
        "Accessibility.getPartialAXTree", {"objectId": object_id, "fetchRelatives": False}
    )
    nodes = tree.get("nodes", [])
    if not nodes:
        return ""
    value = nodes[0].get("role" if kind == "role" else "name", {}).get("value", "")
    return str(value)


def not_passing(tests: list[dict[str, Any]]) -> dict[str, str]:
    """The subtests that did not pass -> their status; a name that several subtests share
    (``menu-roles.html``'s three orphaned menu items) is written once a subtest, the second
    and later with `` [2]``, `` [3]``, so that the record's count of failures is theirs."""
    found: dict[str, str] = {}
    seen: dict[str, int] = {}
    for test in tests:
        seen[test["name"]] = seen.get(test["name"], 0) + 1
        if test["status"] != 0:
            count = seen[test["name"]]
            key = test["name"] if count == 1 else f"{test['name']} [{count}]"
            found[key] = STATUSES.get(test["status"], "FAIL")
    return found


def generate(chromium: Path) -> str:
    """Run the aria suite's files in ``chromium``; the JSON text of the target file."""
    data, files = compared_files("aria")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as error:
        raise GeneratorUnavailable("Playwright for Python is not installed") from error
    server = start_server(data, overrides={"resources/testdriver-vendor.js": VENDOR})
    results: dict[str, Any] = {}
    sessions: dict[Any, Any] = {}
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright, chromium)
            version = browser.version
            context = browser.new_context()
            context.add_init_script(_COLLECT)
            context.expose_binding(
                "__webapiAX",
                lambda source, kind, index: computed(sessions[source["page"]], kind, index),
            )
            for path in files:
                page = context.new_page()
                cdp = context.new_cdp_session(page)
                cdp.send("Accessibility.enable")
                sessions[page] = cdp
                url = f"http://web-platform.test:{PORT}/{path}"
                try:
                    page.goto(url, timeout=30_000)
                    page.wait_for_function("window.__wptResults", timeout=60_000)
                    outcome = page.evaluate("window.__wptResults")
                    results[path] = {
                        "status": HARNESS_STATUSES.get(outcome["status"], "ERROR"),
                        "subtests": len(outcome["tests"]),
                        "not passing": not_passing(outcome["tests"]),
                    }
                except Exception as error:  # (a page that never completes: recorded)
                    results[path] = error_result(error)
                del sessions[page]
                page.close()
            browser.close()
    finally:
        server.shutdown()
    return chromium_record(version, chromium, "aria", results)
