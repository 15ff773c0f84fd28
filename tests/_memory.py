"""What a block of a test leaves allocated, measured with tracemalloc: the caches' tests
(``tests/url``, ``tests/urlpattern``, ``tests/js``) show that hostile keys keep a bounded
number of bytes; and the objects a block finds kept out of the cyclic collector's sight."""

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


@contextmanager
def frozen_heap() -> Iterator[None]:
    """Within the block, the objects alive at its start are frozen (``gc.freeze``: left out of
    every collection, the block's own ``gc.collect()`` included), so that a collection walks
    only what the block made.  A session frozen before the block (``tests/conftest.py`` freezes
    what lives from one test module to the next) stays frozen after it, with what the block
    left alive once its garbage is collected (unfrozen first, that collection walked the
    session's whole heap, some 0.5 s each time); a heap not frozen before is unfrozen."""
    was_frozen = gc.get_freeze_count() > 0
    gc.collect()
    gc.freeze()
    try:
        yield
    finally:
        if was_frozen:
            gc.collect()
            gc.freeze()
        else:
            gc.unfreeze()
