"""The Python interpreter of the random range cases (``generate/dom_range_cases.py``) on
webapi: the same meaning as ``generate/dom_ranges.js`` gives them in Chromium, each step's
record made the same way (see that file)."""

from __future__ import annotations

from typing import Any

import webapi.html
from tests.dom._sequences import _walk, esc
from webapi.dom import DOMException

_CHARACTER_DATA = (3, 4, 7, 8)


def _serialize(node: Any) -> str:
    if node.nodeType == 1:
        return str(node.outerHTML)
    return f"{node.nodeName}:{node.name if node.nodeType == 10 else node.data}"


def _list(parent: Any) -> str:
    return "|".join(_serialize(child) for child in parent.childNodes)


class CaseRun:
    """A case's document, node table and two live ranges, stepped one operation at a time."""

    def __init__(self, markup: str) -> None:
        self.document = webapi.html.DOMParser().parseFromString(markup, "text/html")
        self.nodes = list(_walk(self.document))
        self.ranges = [self.document.createRange(), self.document.createRange()]

    def at(self, i: int) -> Any:
        return self.nodes[i % len(self.nodes)]

    def index(self, node: Any) -> int:
        for i, known in enumerate(self.nodes):
            if known is node:
                return i
        self.nodes.append(node)
        return len(self.nodes) - 1

    def run(self, op: list[Any]) -> Any:
        """The operation's value (or its exception)."""
        ranges, at, index = self.ranges, self.at, self.index
        name, *arguments = op
        a = arguments[0] if arguments else None
        b = arguments[1] if len(arguments) > 1 else None
        c = arguments[2] if len(arguments) > 2 else None
        if name in ("setStart", "setEnd", "comparePoint", "isPointInRange"):
            return getattr(ranges[a], name)(at(b), c)
        if name in (
            "setStartBefore",
            "setStartAfter",
            "setEndBefore",
            "setEndAfter",
            "selectNode",
            "selectNodeContents",
            "intersectsNode",
            "insertNode",
        ):
            return getattr(ranges[a], name)(at(b))
        if name == "collapse":
            return ranges[a].collapse(b)
        if name == "compareBoundaryPoints":
            return ranges[a].compareBoundaryPoints(b, ranges[c])
        if name == "toString":
            return ranges[a].toString()
        if name == "commonAncestorContainer":
            return index(ranges[a].commonAncestorContainer)
        if name in ("cloneContents", "extractContents"):
            return _list(getattr(ranges[a], name)())
        if name == "deleteContents":
            return ranges[a].deleteContents()
        if name == "surroundContents":
            return ranges[a].surroundContents(self.document.createElement(b))
        if name == "createContextualFragment":
            return _list(ranges[a].createContextualFragment(b))
        if name == "appendChild":
            return index(at(a).appendChild(at(b)))
        if name == "insertBefore":
            return index(at(a).insertBefore(at(b), at(c)))
        if name == "remove":
            node = at(a)
            parent = node.parentNode
            return None if parent is None else index(parent.removeChild(node))
        if name == "splitText":
            if at(a).nodeType not in (3, 4):
                raise TypeError("not a Text node")
            return index(at(a).splitText(b))
        if name == "normalize":
            return at(a).normalize()
        if name == "replaceData":
            if at(a).nodeType not in _CHARACTER_DATA:
                raise TypeError("not character data")
            return at(a).replaceData(b, c, arguments[3])
        assert name == "createTextNode"
        return index(self.document.createTextNode(a))

    def step(self, op: list[Any]) -> list[Any]:
        """The operation's record: [exception name or None, value, boundary points, the
        document's children]."""
        error = None
        value = None
        try:
            value = self.run(op)
            if isinstance(value, str):
                value = esc(value)
        except DOMException as exception:
            error = exception.name
        except TypeError:
            error = "TypeError"
        points = [
            [self.index(r.startContainer), r.startOffset, self.index(r.endContainer), r.endOffset]
            for r in self.ranges
        ]
        return [error, value, points, esc(_list(self.document))]


def run_case(case: dict[str, Any]) -> list[list[Any]]:
    """Each operation's record (see :meth:`CaseRun.step`)."""
    run = CaseRun(case["markup"])
    return [run.step(op) for op in case["ops"]]
