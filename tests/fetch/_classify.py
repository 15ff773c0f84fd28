"""The differentials' one comparison loop (Request and Response against Node's undici and
against Chromium): each case's answer from webapi beside the oracle's, the same, or explained
by the first named class of difference that explains it, or unexplained."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

#: A class of difference: whether it explains one (ours, theirs, the case).
Explains = Callable[[Any, Any, Any], bool]


def classify(
    cases: list[Any],
    theirs: list[Any],
    ours: Callable[[Any], Any],
    classes: Mapping[str, Explains],
) -> tuple[Counter[str], list[Any]]:
    """The counts per class (``"same"``, each class's name, ``"unexplained"``) and the
    unexplained ``(case, ours, theirs)``."""
    counts: Counter[str] = Counter()
    unexplained = []
    for case, expected in zip(cases, theirs, strict=True):
        mine = ours(case)
        if mine == expected:
            counts["same"] += 1
            continue
        for name, explains in classes.items():
            if explains(mine, expected, case):
                counts[name] += 1
                break
        else:
            counts["unexplained"] += 1
            unexplained.append((case, mine, expected))
    return counts, unexplained
