"""Loading the web-platform-tests JSON resources the upstream tests fetch.

The data is never copied into this repository: it comes from the ``wpt`` loader at
the repository root (``$WPT_DATA``, ``shared/wpt/url`` beside the checkout, or a
download), which checks every file against its pinned sha256.

The lead's data-driven runner in ``wpt/`` compares every case of every resource;
these ports only need what each ``.any.js`` file adds on top, so the plain
comparisons are sampled families (``tests/_sample.py``): a stratified sample by default, every
case in the slow tier (``pytest -m slow``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pytest

import wpt


def load(name: str) -> Any:
    """Parse one resource, verified against its pinned sha256."""
    return wpt.load(name)


def cases(name: str) -> list[dict[str, Any]]:
    """The test objects of a resource that is a list mixing comments (strings) and cases."""
    return [entry for entry in load(name) if not isinstance(entry, str)]


def params(items: Sequence[tuple[Any, ...]], id_keys: Sequence[str]) -> list[Any]:
    """pytest parameters of ``(..., index, case)`` tuples, each with the id of :func:`case_id`
    over the case's ``id_keys`` (the family's test is ``sampled``: tests/_sample.py)."""
    return [
        pytest.param(*item, id=case_id(item[-2], *(item[-1].get(key) for key in id_keys)))
        for item in items
    ]


def case_id(index: int, *parts: object) -> str:
    """A short, ASCII-only pytest id: the case's index in the resource plus its inputs."""
    text = " ".join(repr(part) for part in parts)
    text = text.encode("ascii", "backslashreplace").decode("ascii")
    if len(text) > 70:
        text = text[:67] + "..."
    return f"{index}:{text}"


def ids(items: Iterable[tuple[int, dict[str, Any]]], *keys: str) -> list[str]:
    return [case_id(index, *(case.get(key) for key in keys)) for index, case in items]
