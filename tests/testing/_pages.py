"""The pages and queries of the locator comparison against Playwright (tests/testing/
test_locators_playwright.py): handwritten pages, and pages of the accessibility differential's
generator (tests/aria/_generated.py)."""

from __future__ import annotations

import re
from collections.abc import Iterator

HANDWRITTEN = [
    "<button>Save</button><button>Save as</button><button disabled>Delete</button>",
    "<h1>Title</h1><h2>Sub  title</h2><h3 hidden>Gone</h3>"
    "<div role=heading aria-level=4>Four</div>",
    "<a href=/a>Home</a><a>No href</a><a href=/b aria-label='Go home'>x</a>",
    "<label>Email <input type=email></label><label for=p>Password</label>"
    "<input id=p type=password>",
    "<input aria-label='Search the site'><span id=l>Name</span><input aria-labelledby=l>",
    "<input type=checkbox checked aria-label=one><input type=checkbox aria-label=two>"
    "<div role=checkbox aria-checked=true>three</div>",
    "<input type=radio name=r checked aria-label=A><input type=radio name=r aria-label=B>",
    "<ul><li>Apple</li><li>Banana</li><li hidden>Cherry</li></ul><ol><li>Apple pie</li></ol>",
    "<div>Hello <b>world</b></div><p>hello world</p><span>HELLO</span>",
    "<div><span>Welcome</span> back</div><div>Welcome</div>",
    "<select aria-label=Fruit><option>Apple<option selected>Pear</select>",
    "<nav><a href=#>One</a></nav><main><article><p>Text</p></article></main><footer>f</footer>",
    "<img alt='A cat' src=c.png><img alt='' src=d.png><img src=e.png title='A dog'>",
    "<input placeholder='Your name'><textarea placeholder='Your message'></textarea>",
    "<div data-testid=card>One</div><div data-testid=card-2>Two</div>",
    "<table><tr><th>Name</th><th>Age</th></tr><tr><td>Ann</td><td>30</td></tr></table>",
    "<details><summary>More</summary><p>Inside</p></details>"
    "<details open><summary>Open</summary><p>Shown</p></details>",
    "<div aria-hidden=true><button>Hidden</button></div>"
    "<button style='visibility:hidden'>V</button>"
    "<button style='display:none'>D</button><button>Shown</button>",
    "<input type=submit value='Send it'><input type=button value=Press><button>Send</button>",
    "<fieldset disabled><legend>Group</legend><button>In</button>"
    "<input aria-label=field></fieldset>",
    "<div role=button aria-pressed=true>Bold</div><div role=tab aria-selected=true>Tab 1</div>"
    "<div role=tab>Tab 2</div><button aria-expanded=true>Menu</button>",
    "<p>Line one<br>Line two</p><p>Line   one\n  line two</p><script>var hello = 1</script>",
    "<form aria-label=Login><input name=u></form><section aria-label=Intro>s</section>"
    "<aside>x</aside>",
    "<progress aria-label=Loading value=3 max=10></progress>"
    "<meter aria-label=Fuel value=1></meter>",
]

#: The roles asked of every page.
ROLES = [
    "button", "link", "heading", "textbox", "checkbox", "radio", "listitem", "list", "img",
    "combobox", "option", "navigation", "main", "article", "row", "cell", "columnheader",
    "table", "group", "paragraph", "tab", "form", "region", "complementary", "contentinfo",
    "progressbar", "meter", "searchbox", "spinbutton", "listbox", "presentation", "none",
]  # fmt: skip

_WORD = re.compile(r"[A-Za-z]{3,}")


def words(html: str) -> list[str]:
    """Up to six words of the page's markup (its text and attribute values), to ask for."""
    found: list[str] = []
    for word in _WORD.findall(re.sub(r"<[a-z]+|</[a-z]+>|[a-z-]+=", " ", html)):
        if word not in found:
            found.append(word)
    return found[:6]


def all_pages(generated: int) -> Iterator[str]:
    """The handwritten pages, then ``generated`` pages of the accessibility generator."""
    yield from HANDWRITTEN
    if generated:
        from tests.aria._generated import pages

        for count, html in enumerate(pages(75)):
            if count == generated:
                break
            yield html
