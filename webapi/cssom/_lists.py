"""The CSSOM's lists: ``MediaList`` (https://drafts.csswg.org/cssom-1/#the-medialist-interface)
and ``CSSRuleList`` (https://drafts.csswg.org/cssom-1/#the-cssrulelist-interface), and the
registry of the public classes the sheets and rules make objects of."""

from __future__ import annotations

from webapi.dom import DOMException

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, ClassVar

__all__ = [
    "CLASSES",
    "CSSRuleListImpl",
    "MediaListImpl",
    "new_media_list",
    "new_rule_list",
    "public_class",
    "serialize_media_text",
]


def _collapse(text: str) -> str:
    return " ".join(text.split())


def serialize_media_text(text: str) -> str:
    """A media query list written as Chromium writes it: the queries joined by ``, ``, white
    space collapsed, ``: `` inside a feature, keywords lowercased."""
    queries: list[str] = []
    level = 0
    start = 0
    for index, char in enumerate(text):
        if char == "(":
            level += 1
        elif char == ")":
            level -= 1
        elif char == "," and level == 0:
            queries.append(text[start:index])
            start = index + 1
    queries.append(text[start:])
    out: list[str] = []
    for query in queries:
        query = _collapse(query.replace("(", " (").replace(")", ") "))
        query = query.replace("( ", "(").replace(" )", ")")
        query = ":".join(piece.strip() for piece in query.split(":")).replace(":", ": ")
        query = query.lower()
        # (a query of the type ``all`` with conditions is written without it, as Media
        # Queries 4's serialization and Chromium: ``all and (color)`` is ``(color)``)
        if query.startswith("all and ("):
            query = query[len("all and ") :]
        if query:
            out.append(query)
    return ", ".join(out)


#: The public classes (``webapi/cssom/_sheet_classes.py`` registers them with the bindings).
CLASSES: dict[str, Any] = {}


def public_class(name: str) -> Any:
    return CLASSES[name]


class MediaListImpl:
    """https://drafts.csswg.org/cssom-1/#the-medialist-interface: a media query list."""

    __slots__ = ("_owner", "_queries")

    _interface_class: ClassVar[type[Any]]
    _owner: Any
    _queries: list[str]

    def _init(self, text: str) -> None:
        self._owner = None
        self._queries = _split(serialize_media_text(text))

    def _changed(self) -> None:
        owner = self._owner
        if owner is not None:
            owner._media_changed()

    @property
    def _media_text(self) -> str:
        """https://drafts.csswg.org/cssom-1/#dom-medialist-mediatext"""
        return ", ".join(self._queries)

    @_media_text.setter
    def _media_text(self, value: str) -> None:
        self._queries = _split(serialize_media_text(value or ""))
        self._changed()

    @property
    def _length(self) -> int:
        return len(self._queries)

    def _item(self, index: int) -> str | None:
        return self._queries[index] if 0 <= index < len(self._queries) else None

    def _append_medium(self, medium: str) -> None:
        """https://drafts.csswg.org/cssom-1/#dom-medialist-appendmedium"""
        text = serialize_media_text(medium)
        if not text or "," in text or text in self._queries:
            return
        self._queries.append(text)
        self._changed()

    def _delete_medium(self, medium: str) -> None:
        """https://drafts.csswg.org/cssom-1/#dom-medialist-deletemedium: a ``NotFoundError``
        where no query is ``medium``."""
        text = serialize_media_text(medium)
        if text not in self._queries:
            raise DOMException("Failed to delete the medium: not in the list.", "NotFoundError")
        self._queries = [query for query in self._queries if query != text]
        self._changed()

    def __str__(self) -> str:
        return self._media_text


def _split(text: str) -> list[str]:
    return [part for part in text.split(", ") if part] if text else []


def new_media_list(text: str) -> Any:
    """A ``MediaList`` of ``text``."""
    cls = public_class("MediaList")
    found = cls.__new__(cls)
    found._init(text)
    return found


class CSSRuleListImpl:
    """https://drafts.csswg.org/cssom-1/#the-cssrulelist-interface: a live view of a list of
    rules."""

    __slots__ = ("_rules",)

    _interface_class: ClassVar[type[Any]]
    _rules: list[Any]

    @property
    def _length(self) -> int:
        return len(self._rules)

    def _item(self, index: int) -> Any | None:
        rules = self._rules
        return rules[index] if 0 <= index < len(rules) else None


def new_rule_list(rules: list[Any]) -> Any:
    """A ``CSSRuleList`` over ``rules`` (the same list object, so it stays live)."""
    cls = public_class("CSSRuleList")
    found = cls.__new__(cls)
    found._rules = rules
    return found
