"""Playwright's answers for the aria snapshot comparison (tests/testing/
test_aria_snapshot_generated.py): ``locator("body").aria_snapshot()`` in Chromium 156 on each
page of :func:`snapshot_pages` (the locator comparison's handwritten pages, the snapshot's
own, and pages of the two accessibility generators), and whether
``expect(locator("body")).to_match_aria_snapshot(t)`` passes for each template
:func:`templates` derives from the snapshot of the first :data:`TEMPLATED` pages. ``python -m
tests.testing._snapshot_playwright`` records them in :data:`DATA`."""

from __future__ import annotations

import functools
import gzip
import json
import re
import sys
from collections.abc import Iterator
from itertools import islice
from pathlib import Path
from typing import Any

__all__ = [
    "DATA",
    "GENERATED",
    "HANDWRITTEN",
    "TEMPLATED",
    "ask",
    "ask_matches",
    "load",
    "snapshot_pages",
    "templates",
]

DATA = Path(__file__).with_name("_playwright_snapshots.json.gz")
#: Pages of each generator (tests/aria/_generated.py's seed 75, _generated_states.py's 76).
GENERATED = 300

#: Pages written for the snapshot: text nodes beside elements, links, hidden content, lists,
#: tables, headings, landmarks, states and the YAML quoting of names and text.
HANDWRITTEN = [
    "<p>Hello <a href='/a'>there</a> and <b>bold</b> text</p>",
    "<ul><li>One</li><li>Two <a href=x>link</a></li></ul><ol><li><p>Para</p></li></ol>",
    "<h1>Title</h1><h2 aria-level=4>Sub</h2><div role=heading>No level</div>",
    "<nav aria-label=Main><a href='#'>Home</a><a href='data:text/html,abc'>Data</a></nav>"
    "<main><article><h3>x</h3></article></main><footer>Foot</footer><header>Head</header>",
    "<table><caption>Cap</caption><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr>"
    "</table>",
    "<input type=checkbox checked aria-label=c1><input type=checkbox aria-label=c2>"
    "<input type=radio aria-label=r><div role=checkbox aria-checked=mixed>m</div>",
    "<button aria-pressed=true>P</button><button aria-pressed=mixed>M</button>"
    "<button aria-expanded=true>E</button><button disabled>D</button>",
    "<select><option>One<option selected>Two</select><select multiple><option selected>A"
    "<option>B</select>",
    "<input value='typed text'><input placeholder=Find><textarea>area</textarea>"
    "<input type=search aria-label=s value=q>",
    "<div hidden>Gone</div><div style='display:none'>None</div><div aria-hidden=true>AH</div>"
    "<div style='visibility:hidden'>V<span style='visibility:visible'>shown</span></div>",
    "<details><summary>More</summary>Hidden body</details><details open><summary>Open"
    "</summary>Body</details>",
    '<p>yes</p><p>123</p><p>- dash</p><p>a: b</p><p>#hash</p><p>say "hi"</p><p>it\'s</p>'
    "<p>[x]</p><p>{y}</p><button>true</button><button>a: b</button>",
    "<div role=generic>Only text</div><span role=generic aria-label=G>g</span>"
    "<div role=generic></div><div role=group><div role=generic><button>In</button></div></div>",
    "<img alt='A cat' src=x><img alt='' src=x><img src=x title=Dog><svg><title>Pic</title></svg>",
    "<label>Name <input></label><label for=e>Email</label><input id=e type=email>"
    "<fieldset><legend>Choice</legend><input type=radio aria-label=A></fieldset>",
    "<div role=tablist><div role=tab aria-selected=true>T1</div><div role=tab>T2</div></div>"
    "<div role=tabpanel>Panel</div>",
    "<p>Line one<br>Line two</p><pre>  spaced\n  text </pre><p>a&nbsp;b</p>",
    "<form aria-label=Login><input type=submit><input type=reset><input type=button value=B>"
    "</form><section aria-label=Sec>s</section><aside>x</aside><search>f</search>",
    "<progress value=3 max=10></progress><meter value=0.5></meter>"
    "<input type=range aria-label=vol><input type=number value=3 aria-label=n>",
    "<div role=list><div role=listitem aria-level=2>L</div></div><div role=tree>"
    "<div role=treeitem aria-expanded=true aria-selected=true aria-level=1>Node</div></div>",
    "<style>.a::before{content:'Hi '} .b::after{content:'!';display:block}</style>"
    "<button class=a>x</button><p class=b>y</p><h1 style=\"content: '' / 'Alt'\">z</h1>"
    "<a href=/q class=a>link</a>",
    "<input aria-invalid=true aria-label=i><input aria-invalid=spelling aria-label=s>"
    "<div role=checkbox aria-invalid=grammar aria-checked=false>c</div>",
    "<a href=x>" + "long name " * 100 + "</a><p>" + "word " * 30 + "</p>",
    "<svg><input value=x><a href='#'><text>t</text></a><rect></rect></svg><p>after</p>",
    "<math><mi>x</mi><button>B</button></math>",
    "<canvas role=switch>Name <span>Hidden</span></canvas><canvas><button>In</button></canvas>",
]

#: The pages whose templates are asked of Playwright too (the first of the pages).
TEMPLATED = 200

_ROLE_LINE = re.compile(r'^(\s*)- (\'?)([a-z]+)(?: "((?:[^"\\]|\\.)*)")?')


def templates(snapshot: str) -> list[str]:
    """Templates derived from a snapshot, for ``to_match_aria_snapshot``: the snapshot
    itself; every other top-level item; names as regular expressions of their first
    word; a ``[disabled]`` added; the first two items swapped; the first text changed; a
    ``/children: equal`` with the last item left out."""
    lines = snapshot.splitlines()
    if not lines:
        return []
    out = [snapshot]
    items: list[list[str]] = []
    for line in lines:
        if not line.startswith(" ") or not items:
            items.append([line])
        else:
            items[-1].append(line)
    out.append("\n".join(line for item in items[::2] for line in item))

    def regex_name(found: re.Match[str]) -> str:
        name = found.group(4)
        if not name or found.group(2):
            return found.group(0)
        word = re.escape(name.split(" ")[0]).replace("/", "\\/")
        return f"{found.group(1)}- {found.group(3)} /^{word}/"

    out.append("\n".join(_ROLE_LINE.sub(regex_name, line) for line in lines))
    first = next((i for i, line in enumerate(lines) if _ROLE_LINE.match(line)), None)
    if first is not None and not lines[first].lstrip().startswith("- '"):
        head, colon, tail = lines[first].partition(":")
        changed = lines[:]
        changed[first] = head + " [disabled]" + colon + tail
        out.append("\n".join(changed))
    if len(items) >= 2:
        out.append("\n".join(line for item in [items[1], items[0], *items[2:]] for line in item))
    text_at = next((i for i, line in enumerate(lines) if "- text: " in line), None)
    if text_at is not None:
        changed = lines[:]
        changed[text_at] = changed[text_at].split("- text: ")[0] + "- text: zzz changed"
        out.append("\n".join(changed))
    if len(items) >= 2:
        body = "\n".join(line for item in items[:-1] for line in item)
        out.append("- /children: equal\n" + body)
    return out


def snapshot_pages() -> Iterator[str]:
    """The pages, in the recorded order."""
    from tests.aria._generated import pages
    from tests.aria._generated_states import pages as state_pages

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from _pages import HANDWRITTEN as LOCATOR_PAGES

    yield from LOCATOR_PAGES
    yield from HANDWRITTEN
    yield from islice(pages(75), GENERATED)
    yield from islice(state_pages(76), GENERATED)


def ask(page: Any, html: str) -> str:
    """Playwright's snapshot of the page's body."""
    page.set_content(html)
    snapshot: str = page.locator("body").aria_snapshot()
    return snapshot


def ask_matches(page: Any, template: str) -> bool:
    """Whether Playwright's ``to_match_aria_snapshot`` passes on the page's body."""
    from playwright.sync_api import expect

    try:
        expect(page.locator("body")).to_match_aria_snapshot(template, timeout=1)
    except AssertionError:
        return False
    return True


@functools.cache
def load() -> dict[str, Any]:
    """The recorded answers (:data:`DATA`), read once."""
    data: dict[str, Any] = json.loads(gzip.decompress(DATA.read_bytes()))
    return data


def _record() -> None:
    from importlib.metadata import version as package_version

    from oracles.chromium import browser

    answers = []
    verdicts = []
    with browser() as launched:
        version = launched.version
        page = launched.new_page()
        for index, html in enumerate(snapshot_pages()):
            answers.append(ask(page, html))
            if index < TEMPLATED:
                verdicts.append([ask_matches(page, t) for t in templates(answers[-1])])
            if index % 100 == 99:
                print(f"{index + 1} pages", file=sys.stderr)
    data = {
        "chromium": version,
        "playwright": package_version("playwright"),
        "generated": GENERATED,
        "snapshots": answers,
        "templated": TEMPLATED,
        "verdicts": verdicts,
    }
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    DATA.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    print(f"wrote {DATA}")


if __name__ == "__main__":
    _record()
