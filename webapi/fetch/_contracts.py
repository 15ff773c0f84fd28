"""The two contracts of a transport (issue #72 item 2), as httpx names its ``BaseTransport`` and
``AsyncBaseTransport``: what ``fetch()``, a window's navigations, frames, style sheets,
``window.fetch()`` and ``XMLHttpRequest`` send one hop with (:mod:`._transport`'s docstring has
the optional attributes, ``streams``, ``upload_streams``, ``interrupts``, ``browser_fetch``,
``other_schemes``).

* :class:`SyncTransport`: ``send`` returns the :class:`~._transport.TransportResponse` (it may
  block on I/O: ``blocking`` true, and ``fetch()`` awaited in a running asyncio loop sends it
  from a thread; a window waits for it in the call);
* :class:`AsyncTransport`: ``send`` returns an awaitable of it (``blocking`` false; awaited in
  the running asyncio loop, or in the thread's own where none runs: a window's fetch is then
  pending work of its loop, ``await window.event_loop.idle()``).

Every place that takes one takes the other, and :class:`~._transport.CallableTransport` (also
named ``MockTransport``, httpx's name for its test double) is either, by what its function
returns: a ``(status, headers, body)`` tuple or a ``Response``, or an awaitable of one.
Both are :pep:`544` protocols: a class need not inherit from them; ``isinstance`` checks that
an object has their members (runtime checkable), and a type checker checks their signatures.
"""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Protocol, runtime_checkable

from ._transport_response import TransportResponse
from ._upload import UploadStream

__all__ = ["AsyncTransport", "SyncTransport"]


@runtime_checkable
class SyncTransport(Protocol):
    """A transport whose ``send`` answers in the call (``HTTPClientTransport``, the adapters
    of requests, urllib3 and httpx's ``Client``, a ``CallableTransport`` of a plain
    function)."""

    #: Whether ``send`` blocks on I/O (a socket, a thread's wait): then sent from a thread
    #: where an asyncio loop runs and the caller does not wait in the call.
    blocking: bool

    def send(
        self,
        method: str,
        url: str,
        headers: list[tuple[str, str]],
        body: bytes | UploadStream | None,
    ) -> TransportResponse:
        """One hop: ``method`` to ``url`` (serialized, absolute) with ``headers`` (the header
        list in order, byte strings as ``str`` of code points U+0000 to U+00FF) and ``body``;
        the response, or an ``OSError`` (a network error)."""
        ...


@runtime_checkable
class AsyncTransport(Protocol):
    """A transport whose ``send`` returns an awaitable (the adapters of httpx's
    ``AsyncClient`` and aiohttp's ``ClientSession``, Pyodide's ``JSFetchTransport``, a
    ``CallableTransport`` of an ``async def`` function)."""

    #: False: the awaitable waits on the asyncio loop, not in a thread.
    blocking: bool

    def send(
        self,
        method: str,
        url: str,
        headers: list[tuple[str, str]],
        body: bytes | UploadStream | None,
    ) -> Awaitable[TransportResponse]:
        """One hop, as :meth:`SyncTransport.send`, awaited."""
        ...
