"""What users' type checkers see: the real signatures from the generated
``if TYPE_CHECKING:`` definitions (checked with mypy when it is installed)."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest

from tests._mypy import run_mypy

SNIPPET = """\
from webapi.url._bindings import URL, URLSearchParams

url = URL("https://example.com/", "https://base.example/")
url = URL(url)
url.port = 8080
url.hash = "x"
url.search = URLSearchParams({"a": "b"})
href: str = url.href
maybe: URL | None = URL.parse("x", url)
ok: bool = URL.can_parse("x")
params: URLSearchParams = url.search_params
value: str | None = params.get("a")
values: list[str] = params.getAll("a")
size: int = len(params)
URLSearchParams()
URLSearchParams("a=b")
URLSearchParams({"a": "b", "c": 1})
URLSearchParams([("a", "b"), ["c", "d"]])
URLSearchParams(params)
for name, item in params:
    pass
params.forEach(lambda v, k, p: None)
params.for_each(print, None)
as_dict: dict[str, str] = dict(params)
last: str = params["a"]
same: bool = url.equals(url, exclude_fragments=True)
split = url.to_split_result()
again: URL = URL.from_split_result(split)
url.equals("x")  # E: arg-type
URL()  # E: call-arg
url.origin = "x"  # E: misc
url.searchParams = params  # E: misc
url.port = None  # E: assignment
params.append("a")  # E: call-arg
params.get(b"a")  # E: arg-type
URLSearchParams(b"a=b")  # E: arg-type
"""


URLPATTERN_SNIPPET = """\
from webapi.url import URL
from webapi.urlpattern import URLPattern, URLPatternResult

p = URLPattern({"pathname": "/books/:id"}, {"ignoreCase": True})
p2 = URLPattern("/books/:id", "https://example.com")
URLPattern()
URLPattern("/x", "https://example.com", {"ignoreCase": False})
ok: bool = p.test("https://example.com/books/1")
r: URLPatternResult | None = p.exec()
if r is not None:
    g: dict[str, str | None] = r["pathname"]["groups"]
n: int = URLPattern.compare_component("pathname", p, p2)
s: str = p.generate("pathname", {"id": "1"})
flag: bool = p.has_regexp_groups
p.test(URL("https://example.com/books/1"))
URLPattern("/books/:id", URL("https://example.com"))
URLPattern({"pathnme": "/x"})  # E: call-overload
URLPattern("/x", ["a"])  # E: call-overload
URLPattern.compareComponent("path", p, p2)  # E: arg-type
p.pathname = "x"  # E: misc
"""

DOM_SNIPPET = """\
from webapi.dom._bindings import AbortController, Attr, Document, Element, Event
from webapi.html.browsing._elements_bindings import DOMParser, HTMLElement

document: Document = DOMParser().parseFromString("<p data-id=7>", "text/html")
found_p = document.querySelector("p")
assert isinstance(found_p, HTMLElement)
p: HTMLElement = found_p
data: dict[str, str] = dict(p.dataset)
names: list[str] = p.dataset.keys()
pairs: list[tuple[str, str]] = p.dataset.items()
found: str | None = p.dataset.get("id")
attributes: dict[str, Attr] = dict(p.attributes)
one: Attr | None = p.attributes.get("data-id")
elements: dict[str, Element] = dict(document.getElementsByTagName("p"))
p.addEventListener("x", print, once=True, capture=True, passive=True)
p.addEventListener("x", print, signal=AbortController().signal)
p.addEventListener("x", {"handleEvent": print})
p.removeEventListener("x", print, capture=True)
document.createTreeWalker(p, 1, {"acceptNode": lambda node: 1})
Event("x", bubbles=True)
p.addEventListener("x", print, once="yes")  # E: arg-type
p.removeEventListener("x", print, once=True)  # E: call-arg
lost: int | None = p.dataset.get("id")  # E: assignment
"""


@pytest.mark.needs_subprocess
@pytest.mark.parametrize(
    "source",
    [
        # (each a mypy run, all in the slow tier: on a fresh clone the first mypy run of a
        # session analyses the standard library's stubs, some 10 s of the default tier's CPU)
        pytest.param(SNIPPET, id="url", marks=pytest.mark.slow),
        pytest.param(URLPATTERN_SNIPPET, id="urlpattern", marks=pytest.mark.slow),
        pytest.param(DOM_SNIPPET, id="dom", marks=pytest.mark.slow),
    ],
)
def test_type_checkers_see_the_idl_signatures(
    tmp_path: Path, source: str, mypy_cache: Path
) -> None:
    snippet = tmp_path / "snippet.py"
    snippet.write_text(textwrap.dedent(source), encoding="utf-8")
    expected = {
        (number, match.group(1))
        for number, line in enumerate(source.splitlines(), 1)
        if (match := re.search(r"# E: (\S+)", line))
    }
    result = run_mypy([snippet], mypy_cache)
    found = {
        (int(match.group(1)), match.group(2))
        for match in re.finditer(r"snippet\.py:(\d+): error: .*\[([a-z-]+)\]$", result.stdout, re.M)
    }
    assert found == expected, result.stdout + result.stderr
