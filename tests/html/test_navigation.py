"""What a frame's navigation hands the program's navigation fetcher, and what a failed
navigation gives (webapi/html/browsing/_navigation.py, webapi/html/browsing/_navigables.py), from
the HTML Standard's "navigate", "navigate to a javascript: URL" and "attempt to populate the history
entry's document" (https://html.spec.whatwg.org/multipage/browsing-the-web.html) and Fetch's
"scheme fetch" (https://fetch.spec.whatwg.org/#scheme-fetch): only HTTP(S) URLs reach the
fetcher unless the traversable's fetch policy says otherwise; a failure is an error document,
a ``load`` event and an entry of ``navigation_errors``, never an exception."""

from __future__ import annotations

from typing import Any

import pytest

from webapi import URL
from webapi.dom._creation import document_origin
from webapi.fileapi import Blob
from webapi.html import (
    NavigationError,
    create_top_level_traversable,
    document_from_response,
    set_script_engine,
)

HTML = {"Content-Type": "text/html"}


class Recorder:
    """A navigation fetcher that answers every URL with a small HTML page, and remembers
    what it was asked."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        #: the documents the iframe of :func:`framed` showed at its load events
        self.loads: list[Any] = []

    def __call__(self, url: str) -> Any:
        self.asked.append(url)
        return (b"<p>fetched</p>", HTML)


def page(html: str = "<body>", url: str = "https://example.test/dir/page.html") -> Any:
    return document_from_response(html.encode(), url, "text/html")


def framed(
    src: str, url: str = "https://example.test/dir/page.html", **options: Any
) -> tuple[Any, Any, Any, Recorder]:
    """A page at ``url`` in a top-level traversable with a recording fetcher, then an
    ``iframe`` whose ``src`` is ``src`` appended to it, its ``load`` events recorded."""
    recorder = Recorder()
    document = page(url=url)
    window = create_top_level_traversable(document, fetcher=recorder, **options)
    iframe = document.createElement("iframe")
    iframe.addEventListener("load", lambda event: recorder.loads.append(iframe.contentDocument))
    iframe.setAttribute("src", src)
    document.body.appendChild(iframe)
    return document, window, iframe, recorder


def assert_error_document(window: Any, iframe: Any, url: str, reason: str) -> NavigationError:
    """The frame shows an error document (the Standard's document for inline content: an
    opaque origin, about:blank) and the failure is the traversable's last entry."""
    child = iframe.contentDocument
    assert child.URL == "about:blank" and child.body is not None
    assert child.body.childNodes.length == 0
    assert document_origin(child) is not document_origin(iframe.ownerDocument)
    error = window.navigation_errors[-1]
    assert isinstance(error, NavigationError)
    assert (error.url, error.reason) == (url, reason)
    assert error.window is iframe.contentWindow and error.document is child
    return error


# --- javascript: (navigate: "queue a global task ... to navigate to a javascript: URL")


def test_javascript_url_runs_nothing_and_fetches_nothing(tasks: Any) -> None:
    _document, window, iframe, recorder = framed("javascript:alert(1)")
    initial = iframe.contentDocument
    assert recorder.asked == [] and initial.URL == "about:blank"
    # "evaluate a javascript: URL" gives null (no script runs): the initial about:blank stays;
    # initialInsertion: the iframe load event steps run, in the queued task
    assert recorder.loads == []
    tasks.run()
    assert recorder.loads == [initial] and iframe.contentDocument is initial
    # a later javascript: src: nothing at all (no load event, no fetch, no error)
    iframe.src = "javascript:'<p>a string</p>'"
    tasks.run()
    assert iframe.contentDocument is initial and recorder.loads == [initial]
    assert recorder.asked == [] and window.navigation_errors == []


def test_javascript_url_with_a_script_engine_still_runs_nothing(tasks: Any) -> None:
    # A script engine compiles event handler content attributes; a javascript: URL is a
    # classic script in the frame's document, which has no engine: webapi evaluates none.
    compiled: list[Any] = []
    recorder = Recorder()
    document = page()
    set_script_engine(document, lambda *arguments: compiled.append(arguments))
    create_top_level_traversable(document, fetcher=recorder)
    document.body.innerHTML = "<iframe src='javascript:parent.x=1'></iframe>"
    tasks.run()
    iframe = document.querySelector("iframe")
    assert iframe.contentDocument.URL == "about:blank"
    assert compiled == [] and recorder.asked == []


# --- about: (Fetch: about:blank a local response, the others network errors)


def test_about_config_is_an_error_document_without_the_fetcher(tasks: Any) -> None:
    _document, window, iframe, recorder = framed("about:config")
    assert recorder.asked == []
    assert_error_document(window, iframe, "about:config", "network error")
    tasks.run()
    assert recorder.loads == [iframe.contentDocument]  # (completely finish loading: a task)


def test_about_srcdoc_in_src_is_an_error_document() -> None:
    # only the srcdoc attribute makes an about:srcdoc document; about:srcdoc in src fetches
    # as about: URLs other than about:blank do: a network error
    _document, window, iframe, recorder = framed("about:srcdoc")
    assert recorder.asked == []
    assert_error_document(window, iframe, "about:srcdoc", "network error")


def test_about_blank_navigation_is_local() -> None:
    document, window, iframe, recorder = framed("https://example.test/dir/child.html")
    assert recorder.asked == ["https://example.test/dir/child.html"]
    fetched = iframe.contentDocument
    iframe.src = "about:blank#top"
    blank = iframe.contentDocument
    assert recorder.asked == ["https://example.test/dir/child.html"]
    assert blank is not fetched and blank.URL == "about:blank#top"
    assert blank.documentElement.outerHTML == "<html><head></head><body></body></html>"
    # "If url matches about:blank ..., set documentState's origin to initiatorOriginSnapshot";
    # its about base URL: the initiator's base URL
    assert document_origin(blank) is document_origin(document)
    assert blank.baseURI == "https://example.test/dir/page.html"
    assert window.navigation_errors == []


# --- blob: (the blob URL store: createObjectURL), data: (the data: URL processor), other schemes


def test_blob_url_resolves_through_the_blob_url_store_only() -> None:
    # never made by URL.createObjectURL: no entry, a network error, the fetcher not asked
    url = "blob:https://example.test/0b8d9d26-5dd0-4c6f-a0e4-8a9f25d3a3f1"
    _document, window, iframe, recorder = framed(url)
    assert recorder.asked == []
    assert_error_document(window, iframe, url, "network error")


def test_a_live_blob_url_is_a_document_of_its_blob_and_a_revoked_one_an_error(
    tasks: Any,
) -> None:
    blob = Blob(["<title>d\u00e9j\u00e0</title><a href=x>"], type="text/html;charset=utf-8")
    url = URL.createObjectURL(blob)
    document, window, iframe, recorder = framed(url)
    child = iframe.contentDocument
    assert recorder.asked == [] and url == child.URL
    assert child.title == "d\u00e9j\u00e0" and child.characterSet == "UTF-8"
    # the entry's environment is webapi's one opaque-origin environment
    assert type(document_origin(child)).__name__ == "OpaqueOrigin"
    assert document_origin(child) is not document_origin(document)
    tasks.run()
    assert recorder.loads == [child] and window.navigation_errors == []
    # the fragment is not part of the store's key
    iframe.src = url + "#part"
    assert iframe.contentDocument.title == "d\u00e9j\u00e0"
    # the Blob's type decides the kind of document
    text = URL.createObjectURL(Blob(["<b>x</b>"], type="text/plain"))
    iframe.src = text
    assert iframe.contentDocument.body.innerHTML == "<pre>&lt;b&gt;x&lt;/b&gt;</pre>"
    # revoked: a network error, as if it had never been made
    URL.revokeObjectURL(text)
    iframe.src = text
    assert_error_document(window, iframe, text, "network error")
    URL.revokeObjectURL(url)
    iframe.src = url
    assert_error_document(window, iframe, url, "network error")
    assert recorder.asked == []


def test_data_url_makes_an_opaque_origin_document_without_the_fetcher(tasks: Any) -> None:
    url = "data:text/html;charset=utf-8,%3Ctitle%3Ed%C3%A9j%C3%A0%3C/title%3E%3Ca%20href=x%3E"
    document, window, iframe, recorder = framed(url)
    child = iframe.contentDocument
    assert recorder.asked == []
    assert child.title == "déjà" and child.characterSet == "UTF-8"
    assert url == child.URL
    # "determine the origin": a data: URL's origin is a new opaque origin
    assert document_origin(child) is not document_origin(document)
    assert type(document_origin(child)).__name__ == "OpaqueOrigin"
    tasks.run()
    assert recorder.loads == [child] and window.navigation_errors == []
    # base64, another type: a text document
    iframe.src = "data:text/plain;base64,PGI+eDwvYj4="
    assert iframe.contentDocument.body.innerHTML == "<pre>&lt;b&gt;x&lt;/b&gt;</pre>"
    # the data: URL processor's failure (base64 that does not decode): a network error
    iframe.src = "data:text/html;base64,%%%"
    assert_error_document(window, iframe, "data:text/html;base64,%%%", "network error")
    assert recorder.asked == []


@pytest.mark.parametrize(
    "url",
    [
        "view-source:https://example.test/dir/child.html",
        "file:///etc/passwd",
        "chrome://settings/",
        "ftp://example.test/file",
        "mailto:someone@example.test",
    ],
)
def test_other_schemes_are_refused_by_default(url: str, tasks: Any) -> None:
    _document, window, iframe, recorder = framed(url)
    assert recorder.asked == []
    assert_error_document(window, iframe, url, "refused")
    tasks.run()
    assert recorder.loads == [iframe.contentDocument]


def test_without_a_fetcher_a_refused_url_is_still_an_error() -> None:
    document = page("<iframe src='file:///etc/passwd'></iframe><iframe src=child></iframe>")
    window = create_top_level_traversable(document)
    refused, plain = document.querySelectorAll("iframe")
    assert_error_document(window, refused, "file:///etc/passwd", "refused")
    assert plain.contentDocument.URL == "about:blank"  # (no fetcher: nothing fetched)
    assert len(window.navigation_errors) == 1


# --- the fetch policy


def test_file_url_only_from_a_file_document_where_the_policy_names_it() -> None:
    schemes = {"http", "https", "file"}
    # a file: page with file: among the schemes: its file: frames reach the fetcher
    _, window, iframe, recorder = framed(
        "other.html", url="file:///home/user/page.html", fetch_policy=schemes
    )
    assert recorder.asked == ["file:///home/user/other.html"]
    assert iframe.contentDocument.body.innerHTML == "<p>fetched</p>"
    # the same policy on an https page: refused (Chromium: "Not allowed to load local
    # resource")
    _, window, iframe, recorder = framed("file:///etc/passwd", fetch_policy=schemes)
    assert recorder.asked == []
    assert_error_document(window, iframe, "file:///etc/passwd", "refused")
    # the default policy: a file: page's file: frames are refused too
    _document, window, iframe, recorder = framed("other.html", url="file:///home/user/page.html")
    assert recorder.asked == []
    assert window.navigation_errors[-1].reason == "refused"


def test_a_policy_narrows_and_widens() -> None:
    # an empty set: nothing reaches the fetcher, not even https
    _, window, iframe, recorder = framed("child.html", fetch_policy=())
    assert recorder.asked == []
    assert window.navigation_errors[-1].reason == "refused"
    # names are ASCII case-insensitive, a trailing colon allowed
    _, window, iframe, recorder = framed("myapp:inbox", fetch_policy=["HTTPS:", "myapp"])
    assert recorder.asked == ["myapp:inbox"]
    # a callable: given the URL and the navigating document's URL
    seen: list[tuple[str, str]] = []

    def same_host(url: str, document_url: str) -> bool:
        seen.append((url, document_url))
        return url.startswith("https://example.test/")

    _document, window, iframe, recorder = framed("child.html", fetch_policy=same_host)
    iframe.src = "https://tracker.test/pixel"
    assert seen == [
        ("https://example.test/dir/child.html", "https://example.test/dir/page.html"),
        ("https://tracker.test/pixel", "https://example.test/dir/page.html"),
    ]
    assert recorder.asked == ["https://example.test/dir/child.html"]
    assert window.navigation_errors[-1].url == "https://tracker.test/pixel"
    # what the Standard resolves locally stays local whatever the callable says, and a file:
    # URL is refused to an https: page before the callable is asked
    iframe.src = "javascript:1"
    iframe.src = "data:text/html,x"
    assert len(seen) == 2 and iframe.contentDocument.URL == "data:text/html,x"
    iframe.src = "file:///etc/passwd"
    assert len(seen) == 2 and window.navigation_errors[-1].reason == "refused"
    assert recorder.asked == ["https://example.test/dir/child.html"]


def test_a_policy_that_raises_is_a_failed_navigation() -> None:
    def broken(url: str, document_url: str) -> bool:
        raise LookupError("no rule for " + url)

    _document, window, iframe, recorder = framed("child.html", fetch_policy=broken)
    error = assert_error_document(
        window, iframe, "https://example.test/dir/child.html", "exception"
    )
    assert isinstance(error.exception, LookupError) and recorder.asked == []


@pytest.mark.parametrize("policy", ["https", b"https", 42, ["https", 1]])
def test_fetch_policy_argument_errors(policy: Any) -> None:
    create_top_level_traversable(page(), fetch_policy={"https"})  # (a valid one)
    with pytest.raises(TypeError, match="fetch_policy"):
        create_top_level_traversable(page(), fetch_policy=policy)


def test_a_redirect_to_another_scheme_is_a_network_error() -> None:
    # HTTP-redirect fetch: "If locationURL's scheme is not an HTTP(S) scheme, then return a
    # network error" (the fetcher's final URL is where it was redirected to)
    class Redirected:
        content, headers, status_code = b"<p>secret", HTML, 200
        url = "file:///etc/passwd"

    document = page("<iframe src=child></iframe>")
    window = create_top_level_traversable(document, fetcher=lambda url: Redirected())
    iframe = document.querySelector("iframe")
    assert_error_document(window, iframe, "https://example.test/dir/child", "network error")


# --- a fetcher's exception: recorded, never raised into the DOM operation


class Refused(Exception):
    pass


def raising(url: str) -> Any:
    if "broken" in url:
        raise Refused(url)
    return (b"<p>fine</p>", HTML)


def test_create_top_level_traversable_does_not_raise_the_fetcher_exception(tasks: Any) -> None:
    document = page("<iframe src=broken.html></iframe><iframe src=fine.html></iframe>")
    window = create_top_level_traversable(document, fetcher=raising)
    broken, fine = document.querySelectorAll("iframe")
    loads: list[str] = []
    broken.addEventListener("load", lambda event: loads.append("broken"))
    error = assert_error_document(
        window, broken, "https://example.test/dir/broken.html", "exception"
    )
    assert isinstance(error.exception, Refused)
    assert error.exception.__traceback__ is not None  # (where the fetcher raised)
    assert error.window.frameElement is broken
    # the frames after it navigated as usual
    assert fine.contentDocument.body.innerHTML == "<p>fine</p>"
    assert len(window.navigation_errors) == 1
    tasks.run()
    assert loads == ["broken"]  # the iframe's load event, as for any navigation


def test_inner_html_setter_does_not_raise_the_fetcher_exception(tasks: Any) -> None:
    document = page()
    window = create_top_level_traversable(document, fetcher=raising)
    document.body.innerHTML = "<iframe src=broken.html></iframe><p>after</p>"
    assert document.body.lastChild.textContent == "after"  # the tree changed, all of it
    iframe = document.querySelector("iframe")
    error = assert_error_document(
        window, iframe, "https://example.test/dir/broken.html", "exception"
    )
    assert isinstance(error.exception, Refused)


def test_set_attribute_src_does_not_raise_the_fetcher_exception(tasks: Any) -> None:
    _document, window, iframe, _recorder = framed("fine.html")
    window = iframe.contentWindow.top
    window._navigable.fetcher = raising
    loads: list[Any] = []
    iframe.addEventListener("load", lambda event: loads.append(iframe.contentDocument))
    iframe.setAttribute("src", "broken.html")
    assert iframe.getAttribute("src") == "broken.html"
    error = assert_error_document(
        window, iframe, "https://example.test/dir/broken.html", "exception"
    )
    tasks.run()
    assert loads == [error.document]

    # what stops a program is not a navigation failure: it is not caught
    def interrupted(url: str) -> Any:
        raise KeyboardInterrupt

    window._navigable.fetcher = interrupted
    with pytest.raises(KeyboardInterrupt):
        iframe.setAttribute("src", "interrupted.html")


def test_an_unreadable_response_is_a_failed_navigation() -> None:
    document = page("<iframe src=a></iframe><iframe src=b></iframe>")
    answers = {
        "https://example.test/dir/a": ("<p>a str body</p>", HTML),
        "https://example.test/dir/b": (b"x",),
    }
    window = create_top_level_traversable(document, fetcher=answers.get)
    reasons = [(error.reason, type(error.exception)) for error in window.navigation_errors]
    assert reasons == [("exception", TypeError), ("exception", TypeError)]


def test_navigation_errors_of_a_frame_and_the_bound() -> None:
    from webapi.html.browsing._navigation import MAX_NAVIGATION_ERRORS

    def fetcher(url: str) -> Any:
        if url.endswith("/outer"):
            return (b"<iframe src=broken-inner></iframe>", HTML)
        return raising(url)

    document = page("<iframe src=outer></iframe><iframe src=broken-1></iframe>")
    window = create_top_level_traversable(document, fetcher=fetcher)
    outer, second = document.querySelectorAll("iframe")
    urls = [error.url for error in window.navigation_errors]
    # (the page's frames first, then the frames of the documents they navigated to)
    assert urls == ["https://example.test/dir/broken-1", "https://example.test/dir/broken-inner"]
    # a frame's list: its own and its descendants' failures
    assert [error.url for error in outer.contentWindow.navigation_errors] == urls[1:]
    assert [error.url for error in second.contentWindow.navigation_errors] == urls[:1]
    # the traversable keeps the newest MAX_NAVIGATION_ERRORS
    for number in range(MAX_NAVIGATION_ERRORS + 5):
        second.src = f"broken-{number}#{number}"
    errors = window.navigation_errors
    assert len(errors) == MAX_NAVIGATION_ERRORS
    assert errors[-1].url.endswith(f"#{MAX_NAVIGATION_ERRORS + 4}")
