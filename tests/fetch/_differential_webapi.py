"""webapi's answers to the scenarios of ``_differential.py``, through a replay of the loopback
server (a transport calling its :func:`answer`) or through a live transport, and the
normalizations both sides get before they are compared (``test_fetch_differential.py``)."""

from __future__ import annotations

import asyncio
import re
from typing import Any

from tests.fetch._client_chromium import PAGE, Replay, final_record, origin_of
from tests.fetch._differential import SCENARIOS, request_init, scenario_url
from webapi.fetch import FetchClient, fetch

#: The replay's ports (any two: the records write them PA and PB).
PORTS = {"PA": 8001, "PB": 8002}
_CHROMIUM_ENCODING = "gzip, deflate, br, zstd"
_BOUNDARY = re.compile(r"multipart/form-data; ?boundary=(\S+)")
_FIRST_LINE = re.compile(r"--([-\w]{10,70}?)(?:--)?\r\n")


async def run_one(
    name: str,
    document: bool,
    transport: Any,
    log: list[list[Any]],
    ports: dict[str, int] = PORTS,
) -> dict[str, Any]:
    """webapi's record of scenario ``name``: through a document's client of the page
    (``document``) or the Node-like client, over ``transport`` whose hops ``log`` gets."""
    scenario = SCENARIOS[name]
    url = scenario_url(name, ports, scenario)
    start = len(log)
    result: list[Any]
    try:
        init, controller = request_init(scenario["init"])
        if document:
            client = FetchClient(origin_of("A", ports) + PAGE, transport=transport)
            response = await client.fetch(url, init)
        else:
            response = await fetch(url, init, transport=transport)
        if controller is not None:
            controller.abort()
        try:
            text = await response.text()
        except Exception as error:  # (the body's failure, by its name as JavaScript's)
            text = "body: " + getattr(error, "name", type(error).__name__)
        result = [
            response.status,
            response.type,
            response.url,
            response.redirected,
            text,
            sorted(response.headers.keys()),
        ]
    except TypeError:
        result = ["TypeError"]
    except Exception as error:
        result = [getattr(error, "name", type(error).__name__)]
    hops = [hop for hop in log[start:] if hop[2].split("/")[2:3] == [name]]
    return {"hops": hops, "final": final_record(result, ports)}


def replay(names: list[str], document: bool) -> dict[str, dict[str, Any]]:
    """webapi's records of ``names`` through the replay transport."""

    async def main() -> dict[str, dict[str, Any]]:
        log: list[list[Any]] = []
        transport = Replay(log, PORTS)
        out = {}
        for name in names:
            out[name] = await run_one(name, document, transport, log)
            log.clear()
        return out

    return asyncio.run(main())


def comparable(record: dict[str, Any], sort_headers: bool) -> dict[str, Any]:
    """A record with what no comparison can hold the same written out: a multipart body's
    boundary (random: ``BOUNDARY``, the Content-Length counted with it), Chromium's
    ``Accept-Encoding`` (``br, zstd``: the standard library decodes neither), and for
    Chromium the header order (its header map's hash order, interleaving the client hints:
    sorted)."""
    hops = []
    for key, method, target, headers, body in record["hops"]:
        boundary = None
        kept = []
        for n, v in headers:
            if n == "content-type" and (match := _BOUNDARY.match(v)):
                boundary = match.group(1)
                v = v.replace(boundary, "BOUNDARY")
            if [n, v] == ["accept-encoding", _CHROMIUM_ENCODING]:
                v = "gzip, deflate"
            kept.append([n, v])
        match = _FIRST_LINE.match(body) if boundary is None else None
        if match and body.endswith(f"--{match.group(1)}--\r\n"):
            # (a multipart body under a Content-Type the user set: its first line)
            boundary = match.group(1)
        if boundary is not None:  # (and the Content-Length, which counts the boundary)
            body = body.replace(boundary, "BOUNDARY")
            kept = [[n, str(len(body)) if n == "content-length" else v] for n, v in kept]
        hops.append([key, method, target, sorted(kept) if sort_headers else kept, body])
    return {"hops": hops, "final": record["final"]}
