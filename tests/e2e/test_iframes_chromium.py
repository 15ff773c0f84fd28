"""End to end: ``iframe`` child navigables (webapi/html/browsing/_navigables.py) beside Chromium's
(Debian's /usr/bin/chromium, headless, through Playwright): which documents' iframes get a
child navigable, the initial ``about:blank`` document as an ``appendChild`` leaves it, its
``load`` event during the insertion, removal, and what a navigation to each scheme gives
(webapi/html/browsing/_navigation.py). Three departures are named and witnessed:
:data:`SYNCHRONOUS_COMMIT`, webapi committing a ``srcdoc`` navigation at once where Chromium
(and the Standard) commit it later; :data:`REFUSED_BEFORE_NAVIGATING` and
:data:`ABOUT_URL_COMMITTED`, where webapi follows the Standard's network error."""

from __future__ import annotations

from typing import Any

import pytest

from oracles.chromium import browser, evaluate, serve
from webapi.html import DOMParser, create_top_level_traversable, document_from_response

pytestmark = pytest.mark.needs_subprocess

#: webapi's departure (docs/dom.md, "<iframe> child documents"): a navigation is committed when
#: the iframe is connected (a Python program has no event loop to wait for it in), so
#: ``contentDocument`` right after ``appendChild`` of an iframe with ``srcdoc`` is the srcdoc
#: document; Chromium's is still the initial about:blank one until the navigation commits.
SYNCHRONOUS_COMMIT = "srcdoc-committed-synchronously"
#: Chromium 156 refuses a frame's navigation to ``file:`` (from an http page),
#: ``view-source:``, ``chrome:`` and a scheme it has no handler for before navigating ("Not
#: allowed to load local resource"): the initial about:blank stays and no ``load`` event
#: fires. webapi follows the Standard: ``file:`` is a network error, a non-fetch scheme
#: "display[s] some sort of inline content, e.g., an error message": an error document and
#: its ``load`` event (docs/dom.md, "What reaches the fetcher, by scheme").
REFUSED_BEFORE_NAVIGATING = "local-resource-refused-before-navigating"
#: Chromium 156 commits ``about:config`` and ``about:srcdoc`` in ``src`` as an empty document
#: of its parent's origin with that URL; Fetch's scheme fetch makes every ``about:`` URL but
#: about:blank a network error (WPT's about-srcdoc-navigation-blocked): webapi's error
#: document (about:blank, an opaque origin).
ABOUT_URL_COMMITTED = "about-url-committed-as-empty-document"

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


SCHEMES_SCRIPT = """async (srcs) => {
  const frames = srcs.map(src => {
    const iframe = document.createElement('iframe');
    const frame = {iframe, loads: 0};
    iframe.addEventListener('load', () => frame.loads++);
    iframe.src = src;
    document.body.appendChild(iframe);
    frame.initial = iframe.contentDocument;
    return frame;
  });
  await new Promise(resolve => setTimeout(resolve, 2000));
  return frames.map(({iframe, loads, initial}) => {
    const child = iframe.contentDocument;  // null: another origin (an error page, data:)
    return [loads, child !== initial, child === null ? null : child.URL];
  });
}"""


def test_navigation_by_scheme_as_chromium_has_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """For each scheme: how many ``load`` events, whether a new document was committed, and
    its URL where it is of the parent's origin (None: an opaque origin, a browser's
    cross-origin error page or ``data:`` document); and which URLs reached the network."""
    child = b"<p>child</p>"
    requested: list[str] = []
    with serve(
        {"/": (b"<!doctype html><body>", "text/html"), "/child": (child, "text/html")}
    ) as origin:
        srcs = [
            "javascript:void 0",
            "about:blank",
            f"blob:{origin}/0b8d9d26-5dd0-4c6f-a0e4-8a9f25d3a3f1",
            "data:text/html,<p>data</p>",
            f"{origin}/child",
            "about:config",
            "about:srcdoc",
            "file:///etc/passwd",
            f"view-source:{origin}/child",
            "chrome://settings/",
            "webapi-unknown:x",
        ]
        with browser() as launched:
            tab = launched.new_page()
            tab.on("request", lambda request: requested.append(request.url))
            tab.goto(origin + "/")
            chromium = tab.evaluate(SCHEMES_SCRIPT, srcs)
    # what reached the network (view-source: would have fetched /child a second time)
    assert [url for url in requested if url.startswith("http")] == [origin + "/", origin + "/child"]

    asked: list[str] = []

    def fetcher(url: str) -> Any:
        asked.append(url)
        return (child, {"Content-Type": "text/html"}) if url == origin + "/child" else None

    from webapi.dom._creation import document_origin
    from webapi.eventloop import EventLoop, VirtualClock, use_event_loop
    from webapi.html.browsing import _navigables
    from webapi.url import serialize_origin

    # webapi commits a navigation at once (SYNCHRONOUS_COMMIT): the initial about:blank
    # documents are taken where they are made
    initial: list[Any] = []
    make_initial = _navigables._initial_about_blank
    monkeypatch.setattr(
        _navigables,
        "_initial_about_blank",
        lambda creator: initial.append(make_initial(creator)) or initial[-1],
    )
    with use_event_loop(EventLoop(VirtualClock())) as loop:
        page = document_from_response(b"<!doctype html><body>", origin + "/", "text/html")
        create_top_level_traversable(page, fetcher=fetcher)
        frames = []
        for src in srcs:
            iframe = page.createElement("iframe")
            loads: list[int] = []
            iframe.addEventListener("load", lambda event, loads=loads: loads.append(1))
            iframe.src = src
            page.body.appendChild(iframe)
            frames.append((iframe, loads))
        loop.run_until_idle()
    ours = []
    parent_origin = document_origin(page)
    for iframe, loads in frames:
        document = iframe.contentDocument
        # an opaque origin of its own: the error document's, a data: document's; a document
        # made from a response has its URL's origin (a tuple origin: same origin by value)
        its_origin = document_origin(document)
        same = its_origin is parent_origin or (
            serialize_origin(its_origin) != "null"
            and serialize_origin(its_origin) == serialize_origin(parent_origin)
        )
        ours.append([len(loads), document not in initial, document.URL if same else None])
    assert asked == [origin + "/child"]  # (the one http URL; nothing else reached the fetcher)

    agreed = srcs.index("about:config")
    assert ours[:agreed] == chromium[:agreed]
    # the departures' witnesses
    # (Chromium keeps the about:config document object and gives it the URL; about:srcdoc is
    # a new document)
    assert chromium[agreed : agreed + 2] == [[1, False, "about:config"], [1, True, "about:srcdoc"]]
    assert ours[agreed : agreed + 2] == [[1, True, None]] * 2, ABOUT_URL_COMMITTED
    assert chromium[agreed + 2 :] == [[0, False, "about:blank"]] * 4
    assert ours[agreed + 2 :] == [[1, True, None]] * 4, REFUSED_BEFORE_NAVIGATING
