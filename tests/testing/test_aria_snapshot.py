"""``Locator.aria_snapshot()`` and ``expect(locator).to_match_aria_snapshot()`` on handwritten
pages: Playwright's YAML (each expectation below is Playwright 1.65's answer in Chromium 156;
the generated comparison: test_aria_snapshot_generated.py) and its template rules."""

from __future__ import annotations

import pytest

from webapi.testing import Error, Page, expect


def _snapshot(html: str, selector: str = "body") -> str:
    return Page.open(html.encode()).locator(selector).aria_snapshot()


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        (
            "<p>Hello <a href='/a'>there</a> and <b>bold</b> text</p>",
            '- paragraph:\n  - text: Hello\n  - link "there":\n    - /url: /a\n'
            "  - text: and bold text",
        ),
        (
            "<h1>Title</h1><h2 aria-level=4>Sub</h2><div role=heading>No level</div>",
            '- heading "Title" [level=1]\n- heading "Sub" [level=2]\n- heading "No level"',
        ),
        (
            "<button aria-pressed=true>P</button><button aria-pressed=mixed>M</button>"
            "<button aria-expanded=true>E</button><button disabled>D</button>",
            '- button "P" [pressed]\n- button "M" [pressed=mixed]\n- button "E" [expanded]\n'
            '- button "D" [disabled]',
        ),
        (
            '<p>yes</p><p>123</p><p>- dash</p><p>a: b</p><p>say "hi"</p><button>a: b</button>',
            '- paragraph: "yes"\n- paragraph: "123"\n- paragraph: "- dash"\n'
            '- paragraph: "a: b"\n- paragraph: say "hi"\n- \'button "a: b"\'',
        ),
        (
            "<div hidden>Gone</div><div aria-hidden=true>AH</div><p>a&nbsp;b</p>"
            "<details><summary>More</summary>Hidden body</details>",
            "- paragraph: a b\n- group: More",
        ),
        (
            "<a href='data:text/html,abc'>Data</a><input value='typed' placeholder=Find>",
            '- link "Data":\n  - /url: data:text/html,…\n- textbox "Find": typed',
        ),
        (
            "<select><option>One<option selected>Two</select>"
            "<input type=checkbox checked aria-label=c>",
            '- combobox:\n  - option "One"\n  - option "Two" [selected]\n- checkbox "c" [checked]',
        ),
        (
            "<div role=generic>Only text</div><span role=generic aria-label=G>g</span>"
            "<div role=generic></div>",
            "- generic: Only text\n- text: g",
        ),
        ("<ul><li>One</li></ul>", "- list:\n  - listitem: One"),
    ],
)
def test_snapshot_text(html: str, expected: str) -> None:
    assert _snapshot(html) == expected


def test_snapshot_of_an_element_and_strictness() -> None:
    page = Page.open(b"<ul><li>One</li><li>Two</li></ul><ul><li>Three</li></ul>")
    assert page.locator("li").first.aria_snapshot() == "- listitem: One"
    with pytest.raises(Error, match="strict mode violation"):
        page.locator("ul").aria_snapshot()


def test_a_name_over_900_characters_is_left_out() -> None:
    """(Its text, equal to the name, is left out too.)"""
    assert _snapshot("<button>" + "x" * 901 + "</button>") == "- button"


def test_css_content_alt_text_departure() -> None:
    """``CssContentAltText`` (docs/testing.md): Playwright names this heading "Alt" (``-
    heading "Alt" [level=1]: z``); webapi's cascade keeps no alternative text in
    ``content``, so the heading is named by its text."""
    html = "<h1 style=\"content: '' / 'Alt'\">z</h1>"
    assert _snapshot(html) == '- heading "z" [level=1]'


_PAGE = (
    b"<h1>Title</h1><ul><li>One</li><li>Two <a href=/x>link</a></li></ul>"
    b"<button aria-pressed=true>Bold</button><input type=checkbox aria-label=Agree>"
)


@pytest.mark.parametrize(
    "template",
    [
        '- heading "Title" [level=1]',
        "- heading",
        '- list:\n  - listitem: One\n  - listitem:\n    - link "link":\n      - /url: /x',
        "- list:\n  - listitem:\n    - text: Two",
        "- listitem: /^T/",
        "- link /li/",
        '- button "Bold" [pressed]',
        "- checkbox [checked=false]",
        '# a comment\n- heading "Title"  # and another',
        '- heading "Title"\n- button',
        "- /children: equal\n- heading\n- list\n- button\n- checkbox",
        "- list:\n  - /children: equal\n  - listitem\n  - listitem",
        "- 'heading \"Title\"'",
        '- heading "  Title  "',
    ],
)
def test_templates_that_match(template: str) -> None:
    expect(Page.open(_PAGE).locator("body")).to_match_aria_snapshot(template)


@pytest.mark.parametrize(
    "template",
    [
        '- heading "Titl"',
        '- heading "Title" [level=2]',
        '- button "Bold" [pressed=false]',
        '- button\n- heading "Title"',
        "- /children: equal\n- heading\n- list",
        "- list:\n  - /children: equal\n  - listitem",
        "- listitem: /^X/",
        "- checkbox [checked]",
        "- link:\n  - /url: /y",
    ],
)
def test_templates_that_do_not_match(template: str) -> None:
    locator = Page.open(_PAGE).locator("body")
    expect(locator).not_to_match_aria_snapshot(template)
    with pytest.raises(AssertionError, match="match aria snapshot"):
        expect(locator).to_match_aria_snapshot(template, timeout=0)


@pytest.mark.parametrize(
    ("template", "message"),
    [
        ('- heading "x" [bogus]', "Unsupported attribute"),
        ('- heading "x" [level=x]', 'Value of "level" attribute must be a number'),
        ('- heading "x', "Unterminated string"),
        ("- text: 12", "Text value should be a string"),
        ("heading", "must be a YAML sequence"),
    ],
)
def test_template_errors(template: str, message: str) -> None:
    with pytest.raises(Error, match=message):
        expect(Page.open(_PAGE).locator("body")).to_match_aria_snapshot(template)


def test_matching_waits_on_the_virtual_clock() -> None:
    page = Page.open(b"<p id=status>Saving</p>")

    def saved() -> None:
        page.window.document.getElementById("status").textContent = "Saved"

    page.window.setTimeout(saved, 2000)
    expect(page.locator("body")).to_match_aria_snapshot("- paragraph: Saved")
    assert page.window.event_loop.now() >= 2000


def test_foreign_content() -> None:
    """SVG's unknown elements have no box (left out); MathML's ``button`` is a button by its
    tag name, as in Playwright; a MathML ``input`` has no ``type``, on which Playwright's
    script fails: so does webapi, with its message."""
    assert _snapshot("<svg><input value=x><rect></rect></svg><p>after</p>") == (
        "- img\n- paragraph: after"
    )
    assert _snapshot("<math><mi>x</mi><button>B</button></math>") == (
        '- math:\n  - text: x\n  - button "B"'
    )
    with pytest.raises(Error, match="reading 'toLowerCase'"):
        _snapshot("<math><input value=x></math>")


def test_mathml_select() -> None:
    """A ``select`` inside ``math`` (MathML's, no ``multiple``, no ``selectedOptions``): a
    combobox whose options are not selected, as in Playwright; its name from its selected
    options fails as Playwright's script does."""
    html = (
        "<math><label>L <select><option>One</option><option selected>Two</option></select>"
        "</label></math>"
    )
    assert _snapshot(html) == (
        '- math:\n  - text: L\n  - combobox:\n    - option "One"\n    - option "Two"'
    )
    with pytest.raises(Error, match="selectedOptions is not iterable"):
        _snapshot("<math><a href=x>L <select><option>One</select></a></math>")


def test_embed_has_no_generated_text() -> None:
    """An ``embed``'s ``::before`` and ``::after`` add no text (Playwright in Chromium), a
    ``select``'s do."""
    style = "<style>.b::before{content:'Before '}</style>"
    assert _snapshot(f"{style}<p><embed class=b>x</p>") == "- paragraph: x"
    assert _snapshot(f"{style}<select class=b size=2><option>o</select>") == (
        '- listbox:\n  - text: Before\n  - option "o"'
    )


def test_canvas_fallback_content_is_not_rendered() -> None:
    """A canvas's child elements have no box (its text nodes still name it)."""
    assert _snapshot("<canvas role=switch>Name <span>Hidden</span></canvas>") == ('- switch "Name"')
