"""The event loop's working parts that webapi's other packages build on: the one driver of
the coroutines their algorithms wait on (:mod:`._driver`: a fetch through a transport that
answers at once or awaits). Public so that no package imports another's private modules; not a
stable API for users, who have :class:`~webapi.eventloop.EventLoop`."""

from ._driver import WouldWait, drive, needs_a_loop, run_now, synchronous

__all__ = ["WouldWait", "drive", "needs_a_loop", "run_now", "synchronous"]
