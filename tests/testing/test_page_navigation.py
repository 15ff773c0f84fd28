"""Playwright's navigations of a ``Page`` (``goto``, ``reload``, ``go_back``, ``go_forward``,
``wait_for_url``, ``wait_for_load_state``) and ``expect(page)`` (``to_have_url``,
``to_have_title``), waited for on the window's virtual clock."""

from __future__ import annotations

import re

import pytest

from webapi.testing import Error, Page, Request, Response, Routes, TimeoutError, expect
from webapi.testing._page_navigation import url_matcher


def _html(title: str, body: str = "") -> tuple[int, dict[str, str], bytes]:
    return 200, {"Content-Type": "text/html"}, f"<title>{title}</title>{body}".encode()


def _site() -> Routes:
    routes = Routes()
    routes.get("/", _html("Home", "<a href=/about>About</a>"))
    routes.get("/about", _html(" About   us "))
    routes.get("/missing", (404, {"Content-Type": "text/html"}, b"<title>Not found</title>"))
    return routes


def _now(page: Page) -> float:
    return page.window.event_loop.clock.now()  # type: ignore[no-any-return]


def test_goto_loads_the_page_and_its_load_event() -> None:
    page = Page.open("https://site.example/", transport=_site())
    first = page.window.document
    page.goto("/about")  # (resolved against the page's URL)
    assert page.url == "https://site.example/about" and page.title() == "About us"
    assert page.window.document is not first and page.window.document.readyState == "complete"
    page.goto("https://site.example/missing")  # (a response of any status is a page)
    assert page.title() == "Not found"
    assert _now(page) == 0.0  # (nothing waited on the clock)


def test_goto_of_a_fragment_keeps_the_document() -> None:
    page = Page.open("https://site.example/", transport=_site())
    document = page.window.document
    page.goto("#part")
    assert page.url == "https://site.example/#part" and page.window.document is document


def test_goto_that_fails_raises_the_transport_s_error() -> None:
    def transport(request: object, groups: object) -> object:
        raise ConnectionRefusedError("no server")

    routes = _site()
    page = Page.open("https://site.example/", transport=routes)
    routes.get("/down", transport)
    failure = r"Page\.goto: network error at https://site\.example/down"
    with pytest.raises(Error, match=failure) as e:
        page.goto("/down")
    assert isinstance(e.value.__cause__, ConnectionRefusedError)


def test_wait_until_states_and_their_errors() -> None:
    page = Page.open("https://site.example/", transport=_site())
    page.goto("/about", wait_until="commit")
    assert page.url == "https://site.example/about"
    page.goto("/", wait_until="domcontentloaded")
    assert page.window.document.readyState != "loading"
    page.wait_for_load_state()
    page.wait_for_load_state("networkidle", timeout=0)
    with pytest.raises(TypeError, match="'wait_until'"):
        page.goto("/about", wait_until="idle")


def test_history_back_forward_and_reload() -> None:
    page = Page.open("https://site.example/", transport=_site())
    page.go_back()  # (no entry before: nothing)
    assert page.url == "https://site.example/"
    page.get_by_role("link", name="About").click()
    page.wait_for_url("**/about")
    page.go_back()
    assert page.title() == "Home"
    page.go_forward()
    assert page.title() == "About us"
    page.go_forward()  # (no entry after)
    before = page.window.document
    page.reload()
    assert page.window.document is not before and page.title() == "About us"
    page.window.history.pushState(None, "", "/about?tab=2")
    page.go_back()  # (an entry of the same document: the URL changes)
    assert page.url == "https://site.example/about" and page.window.document is not before


def test_wait_for_url_waits_on_the_virtual_clock() -> None:
    page = Page.open("https://site.example/", transport=_site())
    window = page.window
    window.setTimeout(lambda: window.location.assign("/about"), 2500)
    page.wait_for_url(re.compile(r"/about$"))
    assert _now(page) == 2500.0
    with pytest.raises(TimeoutError, match="Timeout 1000ms exceeded"):
        page.wait_for_url(lambda url: url.endswith("/nowhere"), timeout=1000)
    assert _now(page) == 3500.0


@pytest.mark.parametrize(
    ("pattern", "url", "matches"),
    [
        ("**/about", "https://site.example/about", True),
        ("**/about", "https://site.example/about/more", False),
        ("https://site.example/*", "https://site.example/about", True),
        ("https://site.example/*", "https://site.example/a/b", False),
        ("**/*.{png,jpg}", "https://cdn.example/i/cat.jpg", True),
        ("**/*.{png,jpg}", "https://cdn.example/i/cat.gif", False),
        ("https://site.example/?q=1", "https://site.example/?q=1", True),
        ("https://site.example/?q=1", "https://site.example/xq=1", False),
    ],
)
def test_url_globs(pattern: str, url: str, matches: bool) -> None:
    assert url_matcher(pattern, "wait_for_url")(url) is matches


def test_expect_page_url_and_title() -> None:
    page = Page.open("https://site.example/about", transport=_site())
    expect(page).to_have_url("https://site.example/about")
    expect(page).to_have_url(re.compile(r"/ABOUT$", re.I))
    expect(page).to_have_url("HTTPS://SITE.EXAMPLE/ABOUT", ignore_case=True)
    expect(page).not_to_have_url("https://site.example/")
    expect(page).not_.to_have_url("https://site.example/")
    expect(page).to_have_title("About us")
    expect(page).to_have_title(re.compile("^About"))
    expect(page).not_to_have_title("Home")
    with pytest.raises(
        AssertionError, match=re.escape("Page URL expected to be 'https://site.example/'")
    ):
        expect(page).to_have_url("https://site.example/", timeout=300)
    assert _now(page) == 300.0
    with pytest.raises(AssertionError, match=r"Page title expected not to match /us/"):
        expect(page).not_to_have_title(re.compile("us"), timeout=0)


def test_expect_page_waits_for_a_navigation() -> None:
    page = Page.open("https://site.example/", transport=_site())
    window = page.window
    window.setTimeout(lambda: window.location.assign("/about"), 1000)
    expect(page).to_have_title("About us")
    assert _now(page) == 1000.0


def test_expect_s_argument_errors() -> None:
    page = Page.open(b"<p>x</p>")
    with pytest.raises(TypeError, match="'actual' must be a Locator or a Page"):
        expect(page.window)
    with pytest.raises(TypeError, match="'url_or_reg_exp'"):
        expect(page).to_have_url(3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="'url'"):
        page.wait_for_url(3)


def _answers() -> Routes:
    routes = _site()
    routes.get(
        "/data",
        (
            201,
            [
                ("Content-Type", "application/json"),
                ("X-Tag", "a"),
                ("X-Tag", "b"),
                ("Set-Cookie", "s=1"),
                ("Set-Cookie", "t=2"),
            ],
            b'{"n": 1}',
        ),
    )
    routes.get("/moved", (302, {"Location": "/about"}, b""))
    return routes


def test_goto_returns_the_main_resource_s_response() -> None:
    page = Page.open("https://site.example/", transport=_answers())
    response = page.goto("/data")
    assert response is not None and isinstance(response, Response)
    assert (response.status, response.ok, response.url) == (201, True, "https://site.example/data")
    assert response.json() == {"n": 1} and response.body() == b'{"n": 1}'
    assert response.text() == '{"n": 1}'
    assert response.header_value("x-tag") == "a, b" and response.headers["x-tag"] == "a, b"
    assert response.header_values("X-TAG") == ["a", "b"]
    assert response.all_headers()["set-cookie"] == "s=1\nt=2"  # (before fetch's filter)
    assert response.headers_array()[0] == {"name": "Content-Type", "value": "application/json"}
    assert response.header_value("missing") is None
    request = response.request
    assert isinstance(request, Request) and request.response() is response
    assert (request.url, request.method, request.resource_type) == (
        "https://site.example/data",
        "GET",
        "document",
    )
    assert request.redirected_from is None and request.post_data is None
    missing = page.goto("/missing")
    assert missing is not None and (missing.status, missing.ok) == (404, False)


def test_goto_s_response_after_a_redirect_is_the_last_hop_s() -> None:
    page = Page.open("https://site.example/", transport=_answers())
    response = page.goto("/moved")
    assert response is not None
    assert (response.status, response.url) == (200, "https://site.example/about")
    first = response.request.redirected_from
    assert first is not None and first.url == "https://site.example/moved"
    assert first.response() is None and first.redirected_from is None


def test_no_response_for_the_same_document_or_about_blank() -> None:
    page = Page.open("https://site.example/", transport=_answers())
    assert page.goto("#part") is None
    assert page.goto("about:blank") is None and page.url == "about:blank"


def test_reload_and_history_return_the_response() -> None:
    page = Page.open("https://site.example/", transport=_answers())
    page.goto("/about")
    reloaded = page.reload()
    assert reloaded is not None and reloaded.url == "https://site.example/about"
    back = page.go_back()
    assert back is not None and back.url == "https://site.example/"
    assert page.go_back() is None  # (no entry before)
    forward = page.go_forward()
    assert forward is not None and forward.url == "https://site.example/about"
    assert page.go_forward() is None
    page.window.history.pushState(None, "", "/about?tab=2")
    assert page.go_back() is None  # (an entry of the same document)
