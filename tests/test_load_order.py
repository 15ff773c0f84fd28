"""No answer depends on what a program loaded first: programs that import only what they use,
each run in a new interpreter (where the test suite, which loads everything early, cannot
show it). Each program was a wrong answer once: a lower layer asked a higher one for
something (webapi/_lazy.py, "what a lower layer asks of a higher one") and took "not loaded
yet" for "none".

Found by running the test suite in random orders and each test file alone (issue 57, item 4);
a new case goes here as a program of a few lines, asserting what it prints."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: name -> a program that asserts its answers (run with ``python -S -c``: no site hooks).
PROGRAMS = {
    # document.defaultView read HTML's steps only once something else had loaded them, so a
    # document shown in a browsing context had none until then
    "defaultView of a document in a browsing context": """
from webapi.html import create_top_level_traversable, document_from_response
document = document_from_response(b"<p>", "https://example.test/", "text/html")
assert document.defaultView is None
window = create_top_level_traversable(document)
assert document.defaultView is window, document.defaultView
""",
    # the first parse loads neither the CSSOM nor the window's modules: an element's style,
    # an iframe's content and a window made afterwards load them then
    "style, iframes and a window after a first parse": """
from webapi.html import DOMParser, create_top_level_traversable
markup = "<iframe srcdoc='<p>in'></iframe><p style='color: red'>"
document = DOMParser().parseFromString(markup, "text/html")
iframe, p = document.querySelector("iframe"), document.querySelector("p")
assert iframe.contentDocument is None and iframe.contentWindow is None
assert p.style.color == "red", p.style.cssText
p.style.marginTop = "2px"
assert p.getAttribute("style") == "color: red; margin-top: 2px;", p.getAttribute("style")
assert document.styleSheets.length == 0
window = create_top_level_traversable(document)
kinds = [type(x).__name__ for x in (window, window.history, window.navigator, window.location)]
assert kinds == ["Window", "History", "Navigator", "Location"], kinds
late = document.createElement("iframe")
late.srcdoc = "<p>late"
document.body.append(late)
window.event_loop.run_until_idle()
assert late.contentDocument.body.textContent == "late", late.contentDocument
""",
}

#: The modules a first parse has no use for (loaded on first use: "nothing on the import path
#: that a first use can do"): the CSSOM (an element's ``style``, a ``<style>``'s sheet), Fetch,
#: the Window and its browsing contexts (an ``iframe``'s content navigable).
NOT_FOR_A_FIRST_PARSE = (
    "webapi.cssom",
    "webapi.css",
    "webapi.fetch",
    "webapi.streams",
    "webapi.html.browsing._window",
    "webapi.html.browsing._navigables",
    "webapi.html.browsing._navigation_api",
)


@pytest.mark.needs_subprocess
@pytest.mark.parametrize("name", list(PROGRAMS))
def test_a_program_alone(name: str) -> None:
    done = subprocess.run(
        [sys.executable, "-S", "-c", PROGRAMS[name]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr


@pytest.mark.needs_subprocess
def test_a_first_parse_loads_only_the_parser_and_the_dom() -> None:
    program = f"""
import sys
from webapi.html import DOMParser
DOMParser().parseFromString("<iframe></iframe><p style='x: y'>a<table><td>b</table>", "text/html")
loaded = [m for m in sys.modules if m.startswith({NOT_FOR_A_FIRST_PARSE!r})]
assert not loaded, loaded
"""
    done = subprocess.run(
        [sys.executable, "-S", "-c", program],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
