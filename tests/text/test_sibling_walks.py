"""innerText's walk from a Text node of white space to its nearest element sibling (is it
between two table parts, where it has no box?) passes the comments and white space on the way
once in a collection, not once from each white space node: thousands of comments between
spaces took 41.6 s at 20,000 (quadratic; `benchmarks/hostile`'s "text: white space between
comments" row)."""

from __future__ import annotations

import pytest

from tests.html._work import lines_run
from webapi.html import DOMParser


def _body(markup: str) -> object:
    return DOMParser().parseFromString("<body>" + markup, "text/html").body


@pytest.mark.parametrize(
    ("before", "unit", "after"),
    [
        ("<div>x</div>", " <!--c-->", "<p>y"),
        ("<table><tr><td>a</td>", " <!--c-->", "<td>b</td></tr></table>"),
        ("<span><td>a</td>", "<!--c--> ", "<td>b</td></span>"),
    ],
    ids=["block", "between cells", "inline table"],
)
def test_the_walks_cost_in_proportion(before: str, unit: str, after: str) -> None:
    small, large = _body(before + unit * 100 + after), _body(before + unit * 400 + after)
    # 4x the nodes: 16x the lines before
    ratio = lines_run(lambda: large.innerText) / lines_run(lambda: small.innerText)  # type: ignore[attr-defined]
    assert ratio < 5


@pytest.mark.parametrize(
    ("markup", "text"),
    [
        # the spaces between the cells have no box, with comments among them or not
        ("<table><tr><td>a</td> <!--c--> <!--d--> <td>b</td></tr></table>", "a\tb"),
        ("<table><tr><td>a</td>  <td>b</td></tr></table>", "a\tb"),
        # cells in an inline box: one anonymous inline table past the comments and spaces
        (
            "<span>t<b style='display:table-cell'>a</b> <!--c--> <!--d--> "
            "<b style='display:table-cell'>b</b> x</span>",
            "ta\tb x",
        ),
        ("<div>x</div> <!--c--> <!--c--> <p>y", "x\n\ny"),
    ],
)
def test_the_answers_past_comments_are_chromiums(markup: str, text: str) -> None:
    # Chromium 156's document.body.innerText of each (asked through Playwright)
    assert _body(markup).innerText == text  # type: ignore[attr-defined]
