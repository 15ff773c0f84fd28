"""What the page generators of the accessibility differentials share (:mod:`._generated`,
:mod:`._generated_states`): a page's random source with its numbered ids and its texts, and
the endless sample of a seed's pages."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

__all__ = ["PageWriter", "sample"]


class PageWriter:
    """The writer of one page: ``random`` seeded with the page's seed, ``key()`` the next id of
    the elements asked about (:attr:`PREFIX` and a count from 0), ``text()`` one of
    :attr:`TEXTS` (a subclass sets both)."""

    __slots__ = ("count", "random")

    PREFIX = "k"
    TEXTS: tuple[str, ...] = ("",)

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)
        self.count = 0

    def key(self) -> str:
        key = f"{self.PREFIX}{self.count}"
        self.count += 1
        return key

    def text(self) -> str:
        return self.random.choice(self.TEXTS)


def sample(page: Callable[[int], str], seed: int) -> Iterator[str]:
    """The documents ``page(seed * 1_000_000 + i)`` for i = 0, 1, 2, ..."""
    index = 0
    while True:
        yield page(seed * 1_000_000 + index)
        index += 1
