"""``webapi.testing``'s locators (Playwright's ``Page``, ``Locator`` and ``expect`` over a
webapi ``Window``): their matching rules, strictness, laziness and the assertions' retries on
the virtual clock, on small pages (the comparison with Playwright itself:
test_locators_playwright.py)."""

from __future__ import annotations

import re

import pytest

from webapi.testing import Error, Page, Routes, expect


def page(html: str) -> Page:
    return Page.open(html.encode())


def test_routes_still_import_from_webapi_testing() -> None:
    assert Routes().unmatched == 404


def test_get_by_text_substring_case_and_white_space() -> None:
    p = page("<div>Hello <b>world</b></div><p>hello\n   WORLD</p><span>HELLO</span>")
    assert p.get_by_text("hello world").count() == 2
    assert p.get_by_text("Hello world", exact=True).count() == 1
    assert p.get_by_text("hello").count() == 3
    assert p.get_by_text(re.compile(r"^HEL")).count() == 1


def test_get_by_text_takes_the_smallest_elements() -> None:
    p = page("<div><span>Welcome</span> back</div><section><div>Welcome</div></section>")
    assert [e.element_handle().localName for e in p.get_by_text("Welcome").all()] == [
        "span",
        "div",
    ]
    assert p.get_by_text("Welcome back").element_handle().localName == "div"


def test_get_by_text_skips_scripts_and_reads_button_inputs() -> None:
    p = page("<script>var Send = 1</script><input type=submit value='Send it'><style>x{}</style>")
    assert p.get_by_text("send").count() == 1
    assert p.get_by_text("send").element_handle().localName == "input"


def test_get_by_role_name_and_states() -> None:
    p = page(
        "<button>Save</button><button>Save as</button><button disabled>Delete</button>"
        "<h1>Top</h1><h2 hidden>Gone</h2><input type=checkbox checked aria-label=Agree>"
        "<div role=button aria-pressed=true>Bold</div><img alt=''><img alt=Cat>"
    )
    assert p.get_by_role("button").count() == 4
    assert p.get_by_role("button", name="save").count() == 2
    assert p.get_by_role("button", name="Save", exact=True).count() == 1
    assert p.get_by_role("button", name=re.compile("as$")).count() == 1
    assert p.get_by_role("button", disabled=True).count() == 1
    assert p.get_by_role("button", pressed=True).count() == 1
    assert p.get_by_role("heading").count() == 1
    assert p.get_by_role("heading", include_hidden=True, level=2).count() == 1
    assert p.get_by_role("checkbox", checked=True).count() == 1
    assert p.get_by_role("img").count() == 1
    assert p.get_by_role("presentation").count() == 1
    labelled = page("<img alt='' aria-label=x><img alt='' tabindex=0><img alt=''>")
    assert labelled.get_by_role("img").count() == 2
    with pytest.raises(ValueError, match="only supported for roles"):
        p.get_by_role("heading", checked=True)


def test_label_placeholder_alt_title_test_id() -> None:
    p = page(
        "<label>Email <input value=a@b.c></label><span id=n>Name</span><input aria-labelledby=n>"
        "<input aria-label='Search site' placeholder='Type here' title=Find data-testid=q>"
        "<img alt='A cat'>"
    )
    assert p.get_by_label("email").input_value() == "a@b.c"
    assert p.get_by_label("Name", exact=True).count() == 1
    assert p.get_by_label("search").count() == 1
    assert p.get_by_placeholder("type").count() == 1
    assert p.get_by_placeholder("type", exact=True).count() == 0
    assert p.get_by_alt_text("cat").count() == 1
    assert p.get_by_title("find").count() == 1
    assert p.get_by_test_id("q").count() == 1
    assert p.get_by_test_id("Q").count() == 0


def test_css_and_xpath_selectors_and_chaining() -> None:
    p = page("<ul id=a><li>1</li><li>2</li></ul><ul><li>3</li></ul>")
    assert p.locator("li").count() == 3
    assert p.locator("xpath=//li").count() == 3
    assert p.locator("//ul[1]/li").count() == 2
    assert p.locator("#a").locator("li").count() == 2
    assert p.locator("ul").locator("xpath=./li").count() == 3
    assert p.locator("ul").get_by_text("3").text_content() == "3"
    assert p.locator("li").first.text_content() == "1"
    assert p.locator("li").last.text_content() == "3"
    assert p.locator("li").nth(1).text_content() == "2"
    assert p.locator("li").nth(-1).text_content() == "3"
    assert p.locator("li").nth(5).count() == 0
    with pytest.raises(NotImplementedError):
        p.locator("text=x")


def test_filter_and_or() -> None:
    p = page("<ul><li>Apple <b>red</b></li><li>Pear</li><li style=display:none>Plum</li></ul>")
    items = p.get_by_role("listitem")
    assert items.filter(has_text="apple red").count() == 1
    assert items.filter(has_not_text="pear").count() == 1
    assert items.filter(has=p.locator("b")).count() == 1
    assert items.filter(has_not=p.locator("b")).count() == 1
    assert p.locator("li").filter(visible=False).count() == 1
    assert items.and_(p.get_by_text("Pear")).count() == 1
    assert p.locator("b").or_(p.locator("li")).count() == 4
    assert p.locator("li", has_text="Plum").count() == 1


def test_element_reads() -> None:
    p = page(
        "<p id=a title=t>Hi  <span style=display:none>x</span>there</p>"
        "<input type=checkbox id=c><textarea>text</textarea><button disabled>b</button>"
    )
    assert p.locator("#a").text_content() == "Hi  xthere"
    assert p.locator("#a").inner_text() == "Hi there"
    assert p.locator("#a").get_attribute("title") == "t"
    assert p.locator("#a").get_attribute("lang") is None
    assert p.locator("textarea").input_value() == "text"
    assert p.locator("#c").is_checked() is False
    assert p.locator("button").is_disabled() and not p.locator("button").is_enabled()
    assert p.locator("span").is_hidden() and p.locator("#a").is_visible()
    assert p.locator("nothing").is_visible() is False
    with pytest.raises(Error, match="Not a checkbox"):
        p.locator("#a").is_checked()
    with pytest.raises(Error, match="not an <input>"):
        p.locator("#a").input_value()


def test_strict_mode_violation() -> None:
    p = page("<button>a</button><button>b</button>")
    with pytest.raises(Error, match=r'strict mode violation: get_by_role\("button"\) resolved '):
        p.get_by_role("button").text_content()
    with pytest.raises(Error, match="no element matches"):
        p.locator("input").get_attribute("x")


def test_locators_are_lazy_and_survive_navigation() -> None:
    pages = {
        "https://a.test/": b"<a href=/b>Next</a>",
        "https://a.test/b": b"<h1>Second</h1><a href=/>Back</a>",
    }
    p = Page.open("https://a.test/", transport=lambda r: (200, {}, pages[r.url]))
    heading = p.get_by_role("heading")
    assert heading.count() == 0
    p.get_by_role("link", name="Next").element_handle().click()
    p.window.event_loop.run_until_idle()
    assert p.url == "https://a.test/b"
    assert heading.text_content() == "Second"


def test_expect_retries_on_the_virtual_clock() -> None:
    p = page("<p id=m>Loading</p>")

    def done() -> None:
        p.window.document.getElementById("m").textContent = "Done"

    p.window.setTimeout(done, 3000)
    expect(p.locator("#m")).not_to_have_text("done", ignore_case=True, timeout=2900)
    expect(p.locator("#m")).to_have_text("done", ignore_case=True)
    assert p.window.event_loop.now() >= 3000


def test_expect_assertions_and_messages() -> None:
    p = page(
        "<ul><li>One</li><li>Two</li></ul><input value=v type=checkbox checked>"
        "<a href=/x hidden>x</a>"
    )
    expect(p.get_by_role("listitem")).to_have_count(2)
    expect(p.get_by_role("listitem")).to_have_text(["One", "Two"])
    expect(p.get_by_role("listitem")).to_contain_text(["Tw"])
    expect(p.get_by_role("listitem").first).to_have_text(re.compile("^O"))
    expect(p.get_by_role("listitem").first).not_to_have_text("Two")
    expect(p.locator("input")).to_be_checked()
    expect(p.locator("input")).to_have_value("v")
    expect(p.locator("input")).to_have_attribute("type", "checkbox")
    expect(p.locator("a")).to_be_hidden()
    expect(p.locator("a")).not_to_be_visible()
    expect(p.locator("ul")).to_be_visible()
    expect(p.locator("nothing")).to_be_hidden()
    expect(p.locator("ul")).not_.to_be_hidden()
    with pytest.raises(AssertionError, match="Locator expected to have count 3\nActual value: 2"):
        expect(p.get_by_role("listitem")).to_have_count(3, timeout=1000)
    assert p.window.event_loop.now() >= 1000
    with pytest.raises(AssertionError, match="not to be checked"):
        expect(p.locator("input")).not_to_be_checked(timeout=0)


def test_presentational_tables_as_playwright_has_them() -> None:
    p = page(
        "<table role=presentation><tr><td>a</td></tr></table>"
        "<table role=presentation aria-label=x><tr><td>b</td></tr></table>"
    )
    # the first table, its row group, row and cell presentational; the labelled table's row
    # group, row and cell take presentation too (Playwright prohibits a label on a
    # presentational parent): 7, as Playwright counts
    assert p.get_by_role("row").count() == 0
    assert p.get_by_role("presentation").count() == 7
    # the labelled table itself is a table to Playwright (its computed role, Chromium's
    # computedRole, is empty: the locators follow Playwright's rules)
    assert p.get_by_role("table").count() == 1


def test_role_image_is_not_a_role_to_playwright() -> None:
    # ARIA 1.3's role="image", which Chromium 156 takes (webapi.aria.role: image), Playwright
    # does not know: the element keeps its implicit role (a fieldset's group)
    p = page("<fieldset role=image aria-label=x></fieldset>")
    assert p.get_by_role("img").count() == 0
    assert p.get_by_role("group", name="x").count() == 1
