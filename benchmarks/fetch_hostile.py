"""The ``fetch:`` rows of :mod:`benchmarks.hostile`: ``fetch()`` given hostile responses by an
in-process transport (no sockets; the time is webapi's): a response of many header lines
(``fetch:headers``, one ``x-h<i>: v`` line per unit, names all different), a redirect whose
``Location`` is the input (``fetch:location``, followed to a 200), and a redirect and its
target carrying one ``Set-Cookie`` line per unit (``fetch:set-cookie``), and a page's client
whose every request is preflighted, one URL per unit, each preflight allowing 20 header names
(``fetch:preflights``: the CORS-preflight cache bounded as Chromium bounds it)."""

from __future__ import annotations

from typing import Any

from webapi.fetch import TransportResponse, fetch

__all__ = ["fetch_op"]


class _Hostile:
    """A transport answering the first request with ``first``, every other with a 200."""

    __slots__ = ("first", "sent")

    blocking = False

    def __init__(self, first: TransportResponse) -> None:
        self.first = first
        self.sent = 0

    def send(
        self, method: str, url: str, headers: list[tuple[str, str]], body: bytes | None
    ) -> TransportResponse:
        self.sent += 1
        if self.sent == 1:
            return self.first
        return TransportResponse(200, "OK", self.first.headers[1:], b"ok")


def _first(op: str, text: str) -> TransportResponse:
    units = [unit for unit in text.split("\n") if unit]
    if op == "fetch:headers":
        pairs = [(name, value) for name, _, value in (unit.partition(": ") for unit in units)]
        return TransportResponse(200, "OK", pairs, b"ok")
    if op == "fetch:location":
        return TransportResponse(302, "Found", [("Location", "/" + text)], b"")
    cookies = [("Set-Cookie", unit) for unit in units]
    return TransportResponse(302, "Found", [("Location", "/next"), *cookies], b"")


class _Preflighted:
    """A transport allowing every preflight (20 header names, max-age 600) and answering."""

    __slots__ = ()

    blocking = False

    _ALLOW = (
        ("Access-Control-Allow-Origin", "https://page.test"),
        ("Access-Control-Allow-Methods", "PUT"),
        ("Access-Control-Allow-Headers", ", ".join(f"x-h{i}" for i in range(20))),
        ("Access-Control-Max-Age", "600"),
    )

    def send(
        self, method: str, url: str, headers: list[tuple[str, str]], body: bytes | None
    ) -> TransportResponse:
        return TransportResponse(204 if method == "OPTIONS" else 200, "", list(self._ALLOW), b"")


def _run(coroutine: Any) -> Any:
    try:
        coroutine.send(None)
    except StopIteration as stop:
        return stop.value
    coroutine.close()  # pragma: no cover (the transport is synchronous)
    raise RuntimeError("fetch() awaited something")


def _preflights(text: str) -> int:
    from webapi.fetch import FetchClient

    client = FetchClient("https://page.test/", transport=_Preflighted())
    for index in range(text.count("\n")):
        _run(client.fetch(f"https://api.test/{index}", method="PUT", headers={"x-h1": "1"}))
    return len(client.preflight_cache)


def fetch_op(op: str, text: str) -> Any:
    """Fetch through a transport that answers with the kind's hostile response; the final
    response's status and its value of the first response's last header name (the headers
    not iterated: iteration sorts them, n log n by the Standard's "sort and combine")."""
    if op == "fetch:preflights":
        return _preflights(text)
    transport = _Hostile(_first(op, text))
    response = _run(fetch("http://hostile.test/", transport=transport))
    last = transport.first.headers[-1][0]
    return response.status, response.headers.get(last)
