"""``iframe`` child navigables (webapi/html/browsing/_navigables.py), from the HTML Standard's text:
https://html.spec.whatwg.org/multipage/document-sequences.html#child-navigable and
https://html.spec.whatwg.org/multipage/iframe-embed-object.html#the-iframe-element."""

from __future__ import annotations

import importlib.util
from typing import Any

import pytest

from webapi.html import (
    DOMParser,
    WindowProxy,
    create_top_level_traversable,
    document_from_response,
)


def page(html: str = "", url: str = "https://example.test/dir/page.html") -> Any:
    return document_from_response(html.encode(), url, "text/html")


def test_no_browsing_context_no_child_navigable() -> None:
    # "If insertedNode's shadow-including root's browsing context is null, then return."
    document = DOMParser().parseFromString("<iframe srcdoc='<p>x'></iframe>", "text/html")
    iframe = document.querySelector("iframe")
    assert iframe.contentDocument is None and iframe.contentWindow is None
    made = document.implementation.createHTMLDocument("")
    other = made.createElement("iframe")
    made.body.appendChild(other)
    assert other.contentDocument is None


def test_initial_about_blank_document_is_synchronous() -> None:
    document = page("<body>")
    window = create_top_level_traversable(document)
    iframe = document.createElement("iframe")
    assert iframe.contentDocument is None  # not connected
    seen = []
    iframe.addEventListener("load", lambda event: seen.append(iframe.contentDocument.URL))
    document.body.appendChild(iframe)
    child = iframe.contentDocument
    # create a new browsing context and document: about:blank, quirks, html/head/body
    assert child is not None and child is not document
    assert child.URL == "about:blank" and child.compatMode == "BackCompat"
    assert child.documentElement.outerHTML == "<html><head></head><body></body></html>"
    assert child.characterSet == "UTF-8" and child.contentType == "text/html"
    # the about base URL: the container document's base URL
    assert child.baseURI == "https://example.test/dir/page.html"
    # about:blank on initial insertion: the iframe load event steps run at once
    assert seen == ["about:blank"]
    proxy = iframe.contentWindow
    assert isinstance(proxy, WindowProxy) and proxy is iframe.contentWindow
    assert proxy.document is child and proxy.frameElement is iframe
    assert proxy.parent is window and proxy.top is window
    assert proxy.window is proxy and proxy.self is proxy and proxy.frames is proxy
    assert window.parent is window and window.frameElement is None and window.length == 1
    # removing steps: destroy a child navigable
    iframe.remove()
    assert iframe.contentDocument is None and iframe.contentWindow is None and proxy.closed
    assert window.length == 0
    # connected again: a new navigable and a new document
    document.body.appendChild(iframe)
    assert iframe.contentDocument is not None and iframe.contentDocument is not child


def test_post_connection_steps_run_after_the_insertion() -> None:
    document = page("<body>")
    create_top_level_traversable(document)
    fragment = document.createDocumentFragment()
    iframe = document.createElement("iframe")
    after = document.createElement("p")
    fragment.append(iframe, after)
    seen = []
    iframe.addEventListener("load", lambda event: seen.append(after.parentNode is not None))
    document.body.appendChild(fragment)
    # the load event fired after every node of the fragment was inserted
    assert seen == [True]


def test_existing_iframes_get_navigables_in_tree_order() -> None:
    document = page("<iframe id=a></iframe><div><iframe id=b srcdoc='<i>b</i>'></iframe></div>")
    a, b = document.querySelectorAll("iframe")
    assert a.contentDocument is None
    create_top_level_traversable(document)
    assert a.contentDocument.URL == "about:blank"
    assert b.contentDocument.URL == "about:srcdoc"
    with pytest.raises(TypeError):
        create_top_level_traversable(document)  # (it has one already)
    with pytest.raises(TypeError):
        create_top_level_traversable("<p>")


def test_srcdoc(tasks: Any) -> None:
    document = page('<base href="https://base.test/x/"><body>')
    create_top_level_traversable(document)
    iframe = document.createElement("iframe")
    assert iframe.srcdoc == ""
    iframe.srcdoc = "<a href=rel>link</a>"
    assert iframe.getAttribute("srcdoc") == "<a href=rel>link</a>"
    loads = []
    iframe.addEventListener("load", lambda event: loads.append(iframe.contentDocument.URL))
    document.body.appendChild(iframe)
    child = iframe.contentDocument
    assert child.URL == "about:srcdoc"
    # an iframe srcdoc document's fallback base URL is its about base URL (the parent's)
    assert child.querySelector("a").href == "https://base.test/x/rel"
    # "If the document is not an iframe srcdoc document ... set the Document to quirks mode":
    # webapi's parser does not know the document is one (left as the parser has it)
    assert loads == []  # navigation: the load event is a task
    tasks.run()
    assert loads == ["about:srcdoc"]
    # a change of srcdoc processes the attributes again
    iframe.srcdoc = "<p>two</p>"
    assert iframe.contentDocument.body.innerHTML == "<p>two</p>"
    tasks.run()
    assert loads == ["about:srcdoc", "about:srcdoc"]
    # src is ignored while srcdoc is present
    iframe.src = "https://other.test/"
    assert iframe.contentDocument.body.innerHTML == "<p>two</p>"


def test_src_without_fetcher_stays_about_blank(tasks: Any) -> None:
    document = page("<iframe src='https://example.test/child.html'></iframe>")
    create_top_level_traversable(document)
    iframe = document.querySelector("iframe")
    assert iframe.contentDocument.URL == "about:blank"
    tasks.run()


class FakeResponse:
    """A ``requests.Response``-like object: content, headers, status_code, url."""

    def __init__(self, content: bytes, headers: dict[str, str], url: str, status: int = 200):
        self.content = content
        self.headers = headers
        self.status_code = status
        self.url = url


def test_src_navigation_through_the_fetcher(tasks: Any) -> None:
    asked = []
    pages = {
        "https://example.test/dir/child.html": FakeResponse(
            b"<title>\xe9t\xe9</title><a href=x>x</a><iframe src=grand.html></iframe>",
            {"Content-Type": "text/html; charset=windows-1252"},
            "https://example.test/moved/child.html",
        ),
        "https://example.test/moved/grand.html": (
            b"<title>grand</title>",
            [("content-type", "text/html")],
        ),
        "https://example.test/dir/empty": (b"", {}, 204),
        "https://example.test/dir/file.zip": (b"PK", {"Content-Type": "application/zip"}),
    }

    def fetcher(url: str) -> Any:
        asked.append(url)
        return pages.get(url)

    document = page("<body>")
    window = create_top_level_traversable(document, fetcher=fetcher)
    iframe = document.createElement("iframe")
    iframe.src = "child.html"
    loads = []
    iframe.addEventListener("load", lambda event: loads.append(iframe.contentDocument.URL))
    document.body.appendChild(iframe)
    child = iframe.contentDocument
    # bytes + headers + URL: decoded as a browser decodes them, the final URL the document's
    assert child.title == "été" and child.characterSet == "windows-1252"
    assert child.URL == "https://example.test/moved/child.html"
    assert child.querySelector("a").href == "https://example.test/moved/x"
    # its own iframe navigated with the inherited fetcher
    grand = child.querySelector("iframe").contentWindow
    assert grand.document.title == "grand" and grand.top is window
    assert grand.parent is iframe.contentWindow
    assert loads == []
    tasks.run()
    assert loads == ["https://example.test/moved/child.html"]
    # 204 and a type no document is made of (a download): the document stays
    iframe.src = "empty"
    iframe.src = "file.zip"
    assert iframe.contentDocument is child
    # a fetcher answering None: the document stays
    iframe.src = "missing.html"
    assert iframe.contentDocument is child
    assert asked[-3:] == [
        "https://example.test/dir/empty",
        "https://example.test/dir/file.zip",
        "https://example.test/dir/missing.html",
    ]
    tasks.run()
    assert loads == ["https://example.test/moved/child.html"]


def test_an_ancestor_url_is_not_navigated_to() -> None:
    asked = []

    def fetcher(url: str) -> Any:
        asked.append(url)
        return (b"<p>", {"Content-Type": "text/html"})

    document = page("<iframe src='page.html#frag'></iframe>")
    create_top_level_traversable(document, fetcher=fetcher)
    # the shared attribute processing steps: a URL an ancestor shows (fragments excluded)
    # returns null: nothing is navigated
    assert asked == []
    assert document.querySelector("iframe").contentDocument.URL == "about:blank"


def test_removal_destroys_descendant_navigables() -> None:
    document = page("<div><iframe srcdoc='<iframe></iframe>'></iframe></div>")
    create_top_level_traversable(document)
    outer = document.querySelector("iframe")
    inner = outer.contentDocument.querySelector("iframe")
    assert inner.contentDocument is not None
    document.querySelector("div").remove()
    assert outer.contentDocument is None and inner.contentDocument is None


@pytest.mark.skipif(
    importlib.util.find_spec("webapi.html.parsing._xml_document") is None,
    reason="the XML parser (webapi.html.parsing._xml_document) is not merged yet",
)
def test_xml_response_is_an_xml_document() -> None:
    def fetcher(url: str) -> Any:
        return (b"<root xmlns='urn:x'>Dummy</root>", {"Content-Type": "application/xml"})

    document = page("<iframe src='dummy.xml'></iframe>")
    create_top_level_traversable(document, fetcher=fetcher)
    child = document.querySelector("iframe").contentDocument
    assert child.contentType == "application/xml"
    assert child.documentElement.namespaceURI == "urn:x"
    assert child.documentElement.textContent == "Dummy"


def test_default_view() -> None:
    # "If this's browsing context is null, then return null. Return this's browsing context's
    # WindowProxy object."
    document = page("<iframe></iframe>")
    assert document.defaultView is None
    window = create_top_level_traversable(document)
    assert document.defaultView is window
    iframe = document.querySelector("iframe")
    child = iframe.contentDocument
    assert child.defaultView is iframe.contentWindow
    iframe.remove()
    assert child.defaultView is None
    assert DOMParser().parseFromString("", "text/html").defaultView is None


def test_window_proxy_is_an_event_target_and_removal_fires_nothing() -> None:
    # "destroy a child navigable" unloads nothing webapi fires: no pagehide, no unload (the
    # WPT insertion-removing-steps test checks that neither fires during the removal)
    from webapi.dom import Event, EventTarget

    document = page("<div><iframe></iframe></div>")
    create_top_level_traversable(document)
    proxy = document.querySelector("iframe").contentWindow
    assert isinstance(proxy, EventTarget)
    seen: list[str] = []
    for name in ("pagehide", "unload", "ping"):
        proxy.addEventListener(name, lambda event: seen.append(event.type))
    document.querySelector("div").remove()
    assert seen == [] and proxy.closed
    proxy.dispatchEvent(Event("ping"))
    assert seen == ["ping"]


def test_text_and_media_documents() -> None:
    pages = {
        "https://example.test/a.txt": (b"<b>x</b>\r\ny", {"Content-Type": "text/plain"}),
        "https://example.test/a.css": (b"p{}", {"Content-Type": "text/css; charset=utf-8"}),
        "https://example.test/a.json": (b"{}", {"Content-Type": "application/json"}),
        "https://example.test/a.png?x&y": (b"\x89PNG", {"Content-Type": "image/png"}),
        "https://example.test/a.mp4": (b"", {"Content-Type": "video/mp4"}),
    }
    document = page(
        "<iframe src=/a.txt></iframe><iframe src=/a.css></iframe><iframe src=/a.json></iframe>"
        "<iframe src='/a.png?x&amp;y'></iframe><iframe src=/a.mp4></iframe>"
    )
    create_top_level_traversable(document, fetcher=pages.get)
    text, css, json, image, video = (f.contentDocument for f in document.querySelectorAll("iframe"))
    # read text: the parser as if it had seen <pre> and a line feed, then PLAINTEXT
    assert text.contentType == "text/plain" and text.compatMode == "CSS1Compat"
    assert text.body.innerHTML == "<pre>&lt;b&gt;x&lt;/b&gt;\ny</pre>"
    assert css.contentType == "text/css" and css.body.textContent == "p{}"
    assert json.contentType == "application/json"
    # a media document: an img (video, audio) whose src is the URL
    assert image.contentType == "image/png"
    assert image.body.innerHTML == '<img src="https://example.test/a.png?x&amp;y">'
    assert video.body.firstChild.localName == "video"


def test_deep_nesting_is_iterative_and_bounded() -> None:
    # each page frames the next one: nested as deep as the frame limit, without a recursion
    # that deep, and no child navigable past Chromium's thousand frames a page
    from webapi.html.browsing._navigables import MAX_FRAMES

    def fetcher(url: str) -> Any:
        number = int(url.rsplit("/", 1)[1])
        return (f"<iframe src={number + 1}></iframe>".encode(), {"Content-Type": "text/html"})

    document = page("<iframe src=1></iframe>", "https://example.test/0")
    window = create_top_level_traversable(document, fetcher=fetcher)
    depth = 0
    frame = window
    while frame.length:
        frame = frame[0]
        depth += 1
    assert depth == MAX_FRAMES
    assert frame.document.documentURI == f"https://example.test/{MAX_FRAMES}"
    assert frame.document.querySelector("iframe").contentDocument is None
    # removing the outermost iframe frees the thousand
    document.querySelector("iframe").remove()
    assert window.length == 0
    extra = document.createElement("iframe")
    document.body.appendChild(extra)
    assert extra.contentDocument is not None


def test_a_document_in_a_browsing_context_is_freed_with_its_frames(tasks: Any) -> None:
    # a document's navigable and an iframe's content navigable were kept in tables of the
    # module whose values (the navigables) referenced their keys: every document given a
    # browsing context, and its iframes' documents, lived for ever (issue 58)
    import gc
    import weakref

    def fetcher(url: str) -> Any:
        return (b"<p>child<iframe srcdoc='<p>grandchild'></iframe>", {"Content-Type": "text/html"})

    document = page("<iframe src=child.html></iframe><iframe srcdoc='<p>inline'></iframe>")
    window = create_top_level_traversable(document, fetcher=fetcher)
    added = document.createElement("iframe")
    added.src = "other.html"
    document.body.append(added)
    frames = [iframe.contentDocument for iframe in document.querySelectorAll("iframe")]
    grandchild = frames[0].querySelector("iframe").contentDocument
    assert grandchild.body.textContent == "grandchild" and window.length == 3
    tasks.run()  # (the load events; a queued task holds its iframe until it runs)
    references = [weakref.ref(each) for each in [document, grandchild, *frames]]
    del document, window, added, frames, grandchild
    gc.collect()
    assert [reference() for reference in references] == [None] * 5


def test_a_navigated_away_document_is_freed(tasks: Any) -> None:
    import gc
    import weakref

    document = page("<iframe srcdoc='<p>first'></iframe>")
    create_top_level_traversable(document)
    iframe = document.querySelector("iframe")
    first = weakref.ref(iframe.contentDocument)
    iframe.srcdoc = "<p>second"
    tasks.run()
    gc.collect()
    assert first() is None
    assert iframe.contentDocument.body.textContent == "second"
