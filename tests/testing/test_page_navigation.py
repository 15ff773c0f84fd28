"""Playwright's navigations of a ``Page`` (``goto``, ``reload``, ``go_back``, ``go_forward``,
``wait_for_url``, ``wait_for_load_state``) and ``expect(page)`` (``to_have_url``,
``to_have_title``), waited for on the window's virtual clock."""

from __future__ import annotations

import re

import pytest

from webapi.testing import Error, Page, Routes, TimeoutError, expect
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
