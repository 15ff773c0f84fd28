"""The tokens the HTML tokenizer emits (its parse errors: :mod:`._parse_errors`)
(https://html.spec.whatwg.org/multipage/parsing.html#tokenization: "The output of the
tokenization step is a series of zero or more of the following tokens: DOCTYPE, start tag, end
tag, comment, character, end-of-file").

Records with ``__slots__``: the tokenizer makes one per token and fills it in as the states
consume the input. A run of character tokens is one :class:`CharactersToken`; the end-of-file
token is the end of the iteration.
"""

from __future__ import annotations

__all__ = [
    "CharactersToken",
    "CommentToken",
    "DoctypeToken",
    "EndTagToken",
    "StartTagToken",
    "Token",
]


class DoctypeToken:
    """A DOCTYPE token: a name, a public identifier and a system identifier, each ``None``
    when missing (not the empty string), and the force-quirks flag."""

    __slots__ = ("force_quirks", "name", "public_id", "system_id")

    def __init__(
        self,
        name: str | None = None,
        public_id: str | None = None,
        system_id: str | None = None,
        force_quirks: bool = False,
    ) -> None:
        self.name = name
        self.public_id = public_id
        self.system_id = system_id
        self.force_quirks = force_quirks

    def __repr__(self) -> str:
        return (
            f"DoctypeToken(name={self.name!r}, public_id={self.public_id!r}, "
            f"system_id={self.system_id!r}, force_quirks={self.force_quirks!r})"
        )


class StartTagToken:
    """A start tag token: its tag name (ASCII lowercase), its attributes (name -> value, in
    the order they came, the first of each name kept) and its self-closing flag."""

    __slots__ = ("attributes", "name", "self_closing")

    def __init__(
        self, name: str = "", attributes: dict[str, str] | None = None, self_closing: bool = False
    ) -> None:
        self.name = name
        self.attributes: dict[str, str] = {} if attributes is None else attributes
        self.self_closing = self_closing

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(name={self.name!r}, attributes={self.attributes!r}, "
            f"self_closing={self.self_closing!r})"
        )


class EndTagToken(StartTagToken):
    """An end tag token: a tag name, and attributes and a self-closing flag as a start tag has
    (the tokenizer reports them as parse errors, ``end-tag-with-attributes`` and
    ``end-tag-with-trailing-solidus``; tree construction ignores them)."""

    __slots__ = ()


class CommentToken:
    """A comment token: its data; or, with a ``target`` (not None), a processing instruction
    token (https://html.spec.whatwg.org/multipage/parsing.html#tokenization, whatwg/html#12118:
    ``<?target data>``), its target and data. The tree construction stage handles the two
    alike: it inserts a processing instruction wherever it inserts a comment."""

    __slots__ = ("data", "target")

    def __init__(self, data: str = "", target: str | None = None) -> None:
        self.data = data
        self.target = target

    def __repr__(self) -> str:
        if self.target is not None:
            return f"CommentToken(data={self.data!r}, target={self.target!r})"
        return f"CommentToken(data={self.data!r})"


class CharactersToken:
    """Character tokens: the spec emits one per character; the tokenizer gives each run of
    them between two other tokens as one record, ``data`` their characters."""

    __slots__ = ("data",)

    def __init__(self, data: str = "") -> None:
        self.data = data

    def __repr__(self) -> str:
        return f"CharactersToken(data={self.data!r})"


#: Any token :func:`webapi.html.tokenize` yields.
Token = DoctypeToken | StartTagToken | EndTagToken | CommentToken | CharactersToken
