"""What a block of a test leaves allocated, measured with tracemalloc: the caches' tests
(``tests/url``, ``tests/urlpattern``, ``tests/js``) show that hostile keys keep a bounded
number of bytes."""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def retained_bytes() -> Iterator[list[int]]:
    """The bytes still allocated after the block (its garbage collected) compared with
    before it, appended to the list it yields."""
    found: list[int] = []
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        yield found
        gc.collect()
        found.append(tracemalloc.get_traced_memory()[0] - before)
    finally:
        tracemalloc.stop()
