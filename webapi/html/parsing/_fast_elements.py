"""The optional fast path of :func:`webapi.html.links`: the document's elements read off the tree
that html5ever (Servo's compiled HTML parser, which follows the HTML Standard's tree
construction) builds, through the ``markupever`` package (the ``fast-html`` extra), instead of
webapi's pure-Python tree construction
(https://html.spec.whatwg.org/multipage/parsing.html#tree-construction).

It is used only where a test proves it gives the same elements as the pure path
(``tests/html/test_links_fast.py``: the Chromium and parse5 differentials' generated pages,
html5lib-tests' tree-construction documents, the benchmark page). Where html5ever departs
from the Standard as webapi implements it, :func:`trusted` sends the page to the pure path:

- MathML ``annotation-xml``: for an ``<a>`` start tag inside an ``annotation-xml`` HTML
  integration point while an earlier ``a`` is open outside it, html5ever runs the adoption
  agency as if that ``a`` were in scope (moving the ``math`` into a clone of it), where the
  Standard's scope ends at ``annotation-xml`` and the earlier ``a`` is only removed (as
  Chromium, parse5 and the pure path do);
- ``<noscript>`` with the scripting flag unset: markupever parses with scripting enabled;
- ``<selectedcontent>``: html5ever does not clone the selected ``option``'s children into it
  (the Standard's "maybe clone an option into selectedcontent"), so the links in the clone
  are missing.

The pure path gives a reader's tree a budget for "reconstruct the active formatting elements"
(:func:`~webapi.html.parsing._tree_state.reconstruct_budget`), past which its tree lacks formatting
elements the Standard's has: html5ever's tree is used only where the pure path stays within
it, so the answer is the same either way. Every element that reconstructing creates is a node
of html5ever's tree (markupever counts every node it made, also one taken out of the tree), and
a formatting element in it unless a ``<frameset>`` took the body away: a tree of no more nodes
than the budget, or of no more formatting elements and no ``frameset``, passes.

Text that is not a string of scalar values (a lone surrogate) cannot be handed to the Rust
parser: the pure path reads it.

Linear time: html5ever walks the stack of open elements for its scope checks (the Standard's
steps as written), so a deeply nested document costs it time quadratic in the depth (20,000
nested ``<div>`` take it about a second). No cheap look at the text bounds the depth (an end tag
the parser ignores, ``<span><div></span></div>``, balances the tags while a ``span`` stays
open), so the parse has a budget instead: the text is given to html5ever in chunks of
:data:`CHUNK` characters, and once its thread CPU time passes :func:`budget_ns` (a small part of
what the pure path would take) it is abandoned for the pure path. One chunk costs at most its
tokens times the depth, itself at most the input's length: the fast path costs at most the
budget plus that, linear in the input, and the result is the same either way.

Never imported by ``import webapi``: loaded on the first ``links()`` call, and the parser only
when ``markupever`` is installed (never in Pyodide).
"""

from __future__ import annotations

import time
from collections.abc import Collection
from typing import Any

from webapi.infra import HTML_NAMESPACE

from ._input_stream import normalize_newlines
from ._tree_state import reconstruct_budget
from ._tree_tables import FORMATTING

__all__ = ["CHUNK", "available", "budget_ns", "fast_html_elements", "read_elements", "trusted"]

#: The characters given to html5ever at a time (between two looks at the clock).
CHUNK = 2048


def budget_ns(length: int) -> int:
    """The thread CPU time (ns) html5ever may take on a text of ``length`` characters: 100 ns a
    character (on the benchmark page it takes about 20; the pure path about 280) and 2 ms."""
    return 2_000_000 + 100 * length


#: An element as links() reads it: its local name and its attributes.
_Element = tuple[str, dict[str, str]]

#: The markupever module, once looked for (``False``: not installed).
_parser: Any = None


def _load() -> Any:
    global _parser
    if _parser is None:
        try:
            import markupever  # type: ignore[import-not-found,unused-ignore]
        except ImportError:
            _parser = False
        else:
            _parser = markupever
    return _parser


def available() -> bool:
    """Whether the fast parser (``markupever``) is installed."""
    return _load() is not False


def trusted(text: str, scripting: bool, lowered: str | None = None) -> bool:
    """Whether html5ever builds the elements of ``text`` as the Standard does (as the
    differential test proves): no ``<annotation-xml`` or ``<selectedcontent`` tag, and no
    ``<noscript`` tag unless the scripting flag is set (ASCII case-insensitive: a start tag of
    any of these names needs that text, and ``str.lower`` lowers ASCII letters as the
    tokenizer does; ``lowered``: ``text.lower()``, if the caller has it)."""
    if lowered is None:
        lowered = text.lower()
    if "<annotation-xml" in lowered or "<selectedcontent" in lowered:
        return False
    return scripting or "<noscript" not in lowered


#: The selector of the formatting elements.
_FORMATTING = ", ".join(sorted(FORMATTING))


def _within_reconstruct_budget(document: Any, text: str, lowered: str) -> bool:
    """Whether the pure path would build ``text`` (``lowered``: in lower case) within its
    budget for reconstructing the active formatting elements, given html5ever's tree
    ``document`` (see the module's docstring)."""
    budget = reconstruct_budget(len(text))
    if len(document) <= budget:
        return True
    if "<frameset" in lowered:
        return False
    elements = document.select(_FORMATTING)
    return sum(1 for element in elements if element.name.ns == HTML_NAMESPACE) <= budget


def fast_html_elements(text: str, scripting: bool, names: Collection[str]) -> list[_Element] | None:
    """The elements of ``text`` in the HTML namespace whose local name is in ``names``, in
    tree order, outside template contents, with their attributes; ``None`` when the fast
    parser is not installed or not trusted with ``text``."""
    if _load() is False:
        return None
    lowered = text.lower()
    if not trusted(text, scripting, lowered):
        return None
    if not text.isascii():
        try:
            text.encode()
        except UnicodeEncodeError:  # a lone surrogate: not a Rust string
            return None
    return read_elements(text, names, budget_ns(len(text)), lowered)


def _parse(stream: str, budget: int | None) -> Any:
    """html5ever's document for the input stream ``stream``, given in chunks; ``None`` once it
    has taken more than ``budget`` ns of thread CPU time."""
    markupever = _load()
    parser = markupever.Parser(markupever.HtmlOptions())
    clock = time.thread_time_ns
    deadline = None if budget is None else clock() + budget
    for start in range(0, len(stream), CHUNK):
        if deadline is not None and clock() > deadline:
            return None
        parser.process(stream[start : start + CHUNK])
    parser.finish()
    return parser.into_dom()


def read_elements(
    text: str, names: Collection[str], budget: int | None = None, lowered: str | None = None
) -> list[_Element] | None:
    """:func:`fast_html_elements` without the guard (markupever installed, ``text`` a string
    of scalar values): what html5ever builds, with the scripting flag set; ``None`` when the
    parse takes more than ``budget`` ns of thread CPU time (``None``: no limit), or fails, or
    when the pure path would reconstruct formatting elements past its budget (``lowered``:
    ``text.lower()``, if the caller has it)."""
    if lowered is None:
        lowered = text.lower()
    try:
        document = _parse(normalize_newlines(text), budget)
    except Exception:  # no failure is known; the pure path answers for any
        return None
    except BaseException as error:
        # a Rust panic (pyo3's PanicException, a BaseException) likewise
        if type(error).__name__ != "PanicException":
            raise
        return None
    if document is None or not _within_reconstruct_budget(document, text, lowered):
        return None
    if "<template" in lowered:
        # markupever keeps a template's contents as the template's children: they are not
        # the document's, so they are cut off before the search (each template's children
        # once: linear, however deep templates nest)
        templates = [t for t in document.select("template") if t.name.ns == HTML_NAMESPACE]
        for template in templates:
            for child in list(template.children()):
                child.detach()
    found: list[_Element] = []
    for element in document.select(", ".join(names)):
        name = element.name
        if name.ns == HTML_NAMESPACE:
            # an HTML element's attributes have no namespace or prefix: the local name is
            # the qualified name
            attributes = {key.local: value for key, value in element.attrs.items()}
            found.append((name.local, attributes))
    return found
