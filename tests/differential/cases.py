"""The kinds of differential case: what is run on both parsers, and how it is shown."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeAlias

__all__ = ["Case", "Op", "ParamsCase", "ParseCase", "SetterCase", "URLParamsCase", "case_from_json"]

#: A ``URLSearchParams`` operation: ``("append", name, value)``, ``("set", name, value)``,
#: ``("delete", name)``, ``("delete", name, value)`` or ``("sort",)``.
Op: TypeAlias = tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ParseCase:
    """``new URL(input, base)``, then every attribute (and the query's ``searchParams``)."""

    input: str
    base: str | None
    source: str

    def to_json(self) -> dict[str, Any]:
        return {"kind": "parse", "input": self.input, "base": self.base, "source": self.source}

    def strings(self) -> tuple[str, ...]:
        return (self.input,) if self.base is None else (self.input, self.base)


@dataclass(frozen=True, slots=True)
class SetterCase:
    """``url = new URL(href)``, then ``url[setter] = value`` for each step in turn."""

    href: str
    steps: tuple[tuple[str, str], ...]
    source: str

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": "setter",
            "href": self.href,
            "steps": [list(step) for step in self.steps],
            "source": self.source,
        }

    def strings(self) -> tuple[str, ...]:
        return (self.href, *(value for _, value in self.steps))


@dataclass(frozen=True, slots=True)
class ParamsCase:
    """``new URLSearchParams(init)``, then each operation in turn."""

    init: str
    ops: tuple[Op, ...]
    source: str

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": "params",
            "init": self.init,
            "ops": [list(op) for op in self.ops],
            "source": self.source,
        }

    def strings(self) -> tuple[str, ...]:
        return (self.init, *(part for op in self.ops for part in op[1:]))


@dataclass(frozen=True, slots=True)
class URLParamsCase:
    """``url = new URL(href)``, then each operation on ``url.searchParams``; ada has no
    live ``searchParams``, so its side runs the spec's update steps: ``url.search`` set to
    the list's serialization."""

    href: str
    ops: tuple[Op, ...]
    source: str

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": "url-params",
            "href": self.href,
            "ops": [list(op) for op in self.ops],
            "source": self.source,
        }

    def strings(self) -> tuple[str, ...]:
        return (self.href, *(part for op in self.ops for part in op[1:]))


Case: TypeAlias = ParseCase | SetterCase | ParamsCase | URLParamsCase


def case_from_json(data: dict[str, Any]) -> Case:
    """The inverse of ``to_json`` (for replaying a saved mismatch)."""
    kind = data["kind"]
    source = data.get("source", "json")
    if kind == "parse":
        return ParseCase(data["input"], data.get("base"), source)
    if kind == "setter":
        steps = tuple((str(name), str(value)) for name, value in data["steps"])
        return SetterCase(data["href"], steps, source)
    ops = tuple(tuple(str(part) for part in op) for op in data["ops"])
    if kind == "params":
        return ParamsCase(data["init"], ops, source)
    if kind == "url-params":
        return URLParamsCase(data["href"], ops, source)
    raise ValueError(f"unknown case kind {kind!r}")
