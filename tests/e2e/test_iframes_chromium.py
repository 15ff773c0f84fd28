"""End to end: ``iframe`` child navigables (webapi/html/_navigables.py) beside Chromium's
(Debian's /usr/bin/chromium, headless, through Playwright): which documents' iframes get a
child navigable, the initial ``about:blank`` document as an ``appendChild`` leaves it, its
``load`` event during the insertion, removal. One departure is named and witnessed:
:data:`SYNCHRONOUS_COMMIT`, webapi committing a ``srcdoc`` navigation at once where Chromium
(and the Standard) commit it later."""

from __future__ import annotations

from typing import Any

import pytest

from oracles.chromium import evaluate
from webapi.html import DOMParser, create_top_level_traversable, document_from_response

pytestmark = pytest.mark.needs_subprocess

#: webapi's departure (docs/dom.md, "<iframe> child documents"): a navigation is committed when
#: the iframe is connected (a Python program has no event loop to wait for it in), so
#: ``contentDocument`` right after ``appendChild`` of an iframe with ``srcdoc`` is the srcdoc
#: document; Chromium's is still the initial about:blank one until the navigation commits.
SYNCHRONOUS_COMMIT = "srcdoc-committed-synchronously"

SCRIPT = """() => {
  const facts = {};
  const parsed = new DOMParser().parseFromString('<iframe></iframe>', 'text/html');
  facts.domparser = parsed.querySelector('iframe').contentDocument === null;
  const made = document.implementation.createHTMLDocument('');
  const inMade = made.body.appendChild(made.createElement('iframe'));
  facts.createHTMLDocument = inMade.contentDocument === null;
  const iframe = document.createElement('iframe');
  facts.detached = iframe.contentDocument === null;
  let loads = 0;
  iframe.addEventListener('load', () => loads++);
  document.body.appendChild(iframe);
  const child = iframe.contentDocument;
  facts.initial = [child.URL, child.compatMode, child.documentElement.outerHTML,
                   child.characterSet, child.contentType, loads];
  const proxy = iframe.contentWindow;
  facts.window = [proxy.document === child, proxy.parent === window, proxy.top === window,
                  proxy.frameElement === iframe, window[0] === proxy, window.length,
                  child.defaultView === proxy];
  iframe.remove();
  facts.removed = [iframe.contentDocument === null, iframe.contentWindow === null,
                   window.length, child.defaultView === null];
  const srcdoc = document.createElement('iframe');
  srcdoc.srcdoc = '<p>x</p>';
  document.body.appendChild(srcdoc);
  facts.srcdoc = srcdoc.contentDocument.URL;
  return facts;
}"""


def webapi_facts() -> dict[str, Any]:
    """The same steps in webapi, in a page with a browsing context."""
    facts: dict[str, Any] = {}
    parsed = DOMParser().parseFromString("<iframe></iframe>", "text/html")
    facts["domparser"] = parsed.querySelector("iframe").contentDocument is None
    made = parsed.implementation.createHTMLDocument("")
    in_made = made.body.appendChild(made.createElement("iframe"))
    facts["createHTMLDocument"] = in_made.contentDocument is None
    page = document_from_response(b"<body>", "about:blank", "text/html")
    window = create_top_level_traversable(page)
    iframe = page.createElement("iframe")
    facts["detached"] = iframe.contentDocument is None
    loads = []
    iframe.addEventListener("load", lambda event: loads.append(1))
    page.body.appendChild(iframe)
    child = iframe.contentDocument
    facts["initial"] = [
        child.URL,
        child.compatMode,
        child.documentElement.outerHTML,
        child.characterSet,
        child.contentType,
        len(loads),
    ]
    proxy = iframe.contentWindow
    facts["window"] = [
        proxy.document is child,
        proxy.parent is window,
        proxy.top is window,
        proxy.frameElement is iframe,
        window[0] is proxy,
        window.length,
        child.defaultView is proxy,
    ]
    iframe.remove()
    facts["removed"] = [
        iframe.contentDocument is None,
        iframe.contentWindow is None,
        window.length,
        child.defaultView is None,
    ]
    srcdoc = page.createElement("iframe")
    srcdoc.srcdoc = "<p>x</p>"
    page.body.appendChild(srcdoc)
    facts["srcdoc"] = srcdoc.contentDocument.URL
    return facts


def test_child_navigables_as_chromium_has_them() -> None:
    chromium = evaluate(SCRIPT)
    ours = webapi_facts()
    assert chromium["initial"] == [
        "about:blank",
        "BackCompat",
        "<html><head></head><body></body></html>",
        "UTF-8",
        "text/html",
        1,
    ]
    # the departure's witness: Chromium has not committed the srcdoc navigation yet
    assert chromium.pop("srcdoc") == "about:blank", SYNCHRONOUS_COMMIT
    assert ours.pop("srcdoc") == "about:srcdoc", SYNCHRONOUS_COMMIT
    assert ours == chromium
