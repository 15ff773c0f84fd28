"""HTML's tree construction (https://html.spec.whatwg.org/multipage/parsing.html#tree-construction)
over the tokenizer: :func:`parse_document` turns a page's text into a
:class:`~webapi.html._dom.Document`, as a browser's parser builds it.

The tree builder's part in tokenizing: after each token it tells the tokenizer whether the
adjusted current node is outside the HTML namespace (``Tokenizer.foreign``: only there does
``<![CDATA[`` open a CDATA section), and the start tags that need it switch the tokenizer's
state: ``title`` and ``textarea`` to RCDATA; ``style``, ``xmp``, ``iframe``, ``noembed``,
``noframes`` and, with the scripting flag set, ``noscript`` to RAWTEXT; ``script`` to script
data; ``plaintext`` to PLAINTEXT (:mod:`webapi.html._insertion_modes`).

The scripting flag: ``scripting=True`` is a browser with scripting enabled (``<noscript>``'s
contents are raw text), ``False`` one with it disabled (they are parsed as markup). webapi has
no script engine either way: script elements are parsed, never executed, so no
``document.write`` ever inserts anything and the parser never pauses for a script.
"""

from __future__ import annotations

from ._dom import HTML_NAMESPACE, Document
from ._input_stream import normalize_newlines
from ._insertion_modes import in_foreign_content, initial
from ._tokenizer import Tokenizer
from ._tree_state import EOF, TreeBuilder

__all__ = ["parse_document"]


def parse_document(text: str, scripting: bool = True) -> Document:
    """The document HTML's parser builds from ``text`` (the decoded input: newlines are
    normalized here) with the scripting flag ``scripting``; never raises for any text."""
    tokenizer = Tokenizer(normalize_newlines(text))
    tokenizer.batch = 1  # the tree builder may switch the tokenizer's state after any token
    builder = TreeBuilder(tokenizer, scripting, initial, in_foreign_content)
    process = builder.process
    open_elements = builder.open
    for token in tokenizer.run():
        process(token)
        node = open_elements[-1] if open_elements else None
        tokenizer.foreign = node is not None and node.namespace != HTML_NAMESPACE
    process(EOF)
    # "Stop parsing": "Pop all the nodes off the stack of open elements."
    while open_elements:
        builder.pop()
    return builder.document
