"""Issue #54's generated differential: the 20,000 scenarios of ``_differential.py`` (methods and
bodies of every kind with ``FormData``, ``URLSearchParams``, ``Blob`` and bytes; each redirect
code and chains to 24 hops across three origins; ``Set-Cookie`` on hops; ``Location`` forms;
referrer policies; modes and credentials; cache modes; the headers users set, forbidden ones
among them; aborts) through webapi's two clients, every hop (origin, method, target, headers,
body bytes) and the final ``Response`` compared with what reached the loopback server from
Chromium 156's ``fetch()`` in a page (the document's client, ``FetchClient``) and from Node
26's undici (the Node-like client, ``fetch()``), stored in ``_differential_*.json.gz``.

A difference is explained by one of the named classes below, each a rewrite of the records
by what the oracle does otherwise (each with a witness scenario,
``test_every_class_has_its_witness``), or it fails the test. The default run replays 1 in 200
scenarios (100) of each oracle through a transport answering as the server did (a few
seconds). The slow tier replays all 20,000 of each (about 30 s for each client on this
machine) and runs live, within the 4 minutes this differential may take (about 3 minutes
measured here, on a machine shared with other work): undici asked again for 10,000 scenarios
(about 25 s) and Chromium for 2,000 (about 55 s; all 20,000 took 9 minutes to record), both
shares rotating with the day (every scenario within 2 and 10 days), the answers the stored
ones; and 300 scenarios a day through each transport (http.client, httpx's two clients,
aiohttp, urllib3, requests) and each client to the live loopback servers (about 95 s in
all): the replay's hops and responses, but for the transports' named classes."""

from __future__ import annotations

import datetime
import functools
from collections import Counter
from collections.abc import Mapping
from typing import Any

import pytest

from tests import _sample
from tests.fetch._differential import (
    CHROMIUM_ANSWERS,
    SCENARIOS,
    UNDICI_ANSWERS,
    load,
)
from tests.fetch._differential_webapi import comparable, replay

pytestmark = pytest.mark.needs_loop_run

NAMES = list(SCENARIOS)


@functools.cache
def answers(document: bool) -> tuple[str, Mapping[str, Any]]:
    """The stored answers of Chromium (``document``) or undici: the oracle's version and its
    records, read when a test first asks (at import, both processes of the default run read
    and expanded the 40,000 records, some 1.2 s each, where the one that runs this file's
    tests reads them once)."""
    return load(CHROMIUM_ANSWERS if document else UNDICI_ANSWERS)


REDIRECTS = {301, 302, 303, 307, 308}
#: https://fetch.spec.whatwg.org/#forbidden-request-header (and its ``X-HTTP-Method-Override``
#: with a forbidden method), as the scenarios set them (lowercase).
FORBIDDEN = {
    "accept-charset",
    "connection",
    "cookie",
    "date",
    "host",
    "keep-alive",
    "origin",
    "referer",
    "via",
    "x-http-method-override",
}


def _forbidden(name: str) -> bool:
    """https://fetch.spec.whatwg.org/#forbidden-request-header, by name."""
    return name in FORBIDDEN or name.startswith(("sec-", "proxy-"))


def _no_cors_safelisted(name: str, value: str) -> bool:
    """https://fetch.spec.whatwg.org/#no-cors-safelisted-request-header for the scenarios'
    values (their bytes are all safe ones)."""
    value = value.strip(" \t")
    if len(value.encode()) > 128:
        return False
    if name in ("accept", "accept-language", "content-language"):
        return True
    return name == "content-type" and value.split(";")[0].strip().lower() in (
        "application/x-www-form-urlencoded",
        "multipart/form-data",
        "text/plain",
    )


def _user_headers(name: str) -> list[tuple[str, str]]:
    return [(n.lower(), v) for n, v in SCENARIOS[name]["init"].get("headers", [])]


def _hops_without(hops: list[Any], names: set[str]) -> list[Any]:
    return [[k, m, t, [h for h in hs if h[0] not in names], b] for k, m, t, hs, b in hops]


#: A class of difference: what it makes of (ours, theirs) for a scenario, the oracle's record
#: rewritten as webapi answers by the named difference (and ours where webapi's own
#: consequence of it shows): ``None`` where it does not apply.
Rewrite = Any


def _forbidden_sent(ours: Any, theirs: Any, name: str) -> Any:
    """undici sends the forbidden request headers a user sets (Node's fetch has no forbidden
    list); the Request's guard drops them (the Standard, as Chromium)."""
    dropped = {n for n, _ in _user_headers(name) if _forbidden(n)}
    if not dropped:
        return None
    return _rewritten(ours, dropped), _rewritten(theirs, dropped)


#: The response headers the server answers a request's ``Origin`` with.
_ANSWERS_TO_ORIGIN = {"access-control-allow-origin", "access-control-allow-credentials"}


def _rewritten(record: Any, dropped: set[str]) -> Any:
    """The record without the headers ``dropped``, and where ``Origin`` is one of them,
    without the final response's headers that answer it."""
    final = record["final"]
    if "origin" in dropped and len(final) > 1:
        final = [*final[:5], [n for n in final[5] if n not in _ANSWERS_TO_ORIGIN]]
    return {"hops": _hops_without(record["hops"], dropped), "final": final}


def _no_cors_guard(ours: Any, theirs: Any, name: str) -> Any:
    """In the mode "no-cors", undici sends the headers the "request-no-cors" guard drops:
    the user's that are not no-CORS-safelisted (its ``Range``, then ``Accept-Encoding:
    identity``; its ``User-Agent``, in place of the client's) and a body's ``Content-Type``
    that is not (a Blob's type)."""
    if SCENARIOS[name]["init"].get("mode") != "no-cors":
        return None
    user = {n for n, v in _user_headers(name) if not _no_cors_safelisted(n, v)}
    user = {n for n in user if not _forbidden(n)}  # (the other class's)

    def rewrite(hops: list[Any]) -> list[Any]:
        out = []
        for k, m, t, hs, b in hops:
            kept = []
            for n, v in hs:
                if n in user or (n == "content-type" and not _no_cors_safelisted(n, v)):
                    continue
                if n == "accept-encoding" and "range" in user:
                    v = "GUARDED"
                kept.append([n, v])
            out.append([k, m, t, kept, b])
        return out

    return {**ours, "hops": rewrite(ours["hops"])}, {**theirs, "hops": rewrite(theirs["hops"])}


def _manual_3xx(ours: Any, theirs: Any, name: str) -> Any:
    """undici's ``redirect: "manual"`` gives the 3xx response itself (the Standard and
    webapi: an opaque-redirect response, status 0, no headers)."""
    final = theirs["final"]
    if not (
        len(final) > 1 and final[0] in REDIRECTS and ours["final"][:2] == [0, "opaqueredirect"]
    ):
        return None
    return ours, {**theirs, "final": [0, "opaqueredirect", final[2], False, "", []]}


def _refused_header(ours: Any, theirs: Any, name: str) -> Any:
    """undici refuses a request with a ``Keep-Alive`` header (its ``InvalidArgumentError``, a
    TypeError) before sending anything; the Request's guard drops it (forbidden)."""
    if "keep-alive" not in dict(_user_headers(name)) or theirs != {
        "hops": [],
        "final": ["TypeError"],
    }:
        return None
    return ours, ours


def _hop_index(hop: list[Any]) -> int:
    """Which of the scenario's hops answered this request (from its path's hop list)."""
    from tests.fetch._client_chromium import decode_hops

    path = hop[2].split("?")[0].split("/")
    return len(SCENARIOS[path[2]]["hops"]) - len(decode_hops(path[3]))


def _spaced_location(ours: Any, theirs: Any, name: str) -> Any:
    """undici fails on a ``Location`` with spaces around its URL (a network error at that
    hop); the URL parser strips them, as Chromium does."""
    count = len(theirs["hops"])
    hops = SCENARIOS[name]["hops"]
    if not (theirs["final"] == ["TypeError"] and count and len(ours["hops"]) > count):
        return None
    if hops[_hop_index(theirs["hops"][-1])].get("loc") != "  {abs}  ":
        return None
    return {"hops": ours["hops"][:count], "final": ["TypeError"]}, theirs


#: The named classes of difference with undici, each with a witness scenario.
UNDICI_CLASSES: dict[str, tuple[Rewrite, str]] = {
    "undici sends forbidden request headers": (_forbidden_sent, "d00042"),
    "undici sends what the no-cors guard drops": (_no_cors_guard, "d01322"),
    "undici's manual redirect is the 3xx response": (_manual_3xx, "d00015"),
    "undici refuses a Keep-Alive header": (_refused_header, "d00119"),
    "undici fails on a Location with spaces around it": (_spaced_location, "d00059"),
}


def _null_body_aborted(ours: Any, theirs: Any, name: str) -> Any:
    """Chromium errors the body of a ``HEAD`` response or of a null body status (204)
    aborted before it is read (an empty stream there); the Standard's is null, so ``text()``
    gives "" (as undici)."""
    final, mine = theirs["final"], ours["final"]
    if not (
        SCENARIOS[name]["init"].get("abort") == "body"
        and len(final) > 1
        and final[4] == "body: AbortError"
        and len(mine) > 1
        and mine[4] == ""
        and (final[0] in (101, 103, 204, 205, 304) or _head(name))
    ):
        return None
    return ours, {**theirs, "final": [*final[:4], "", final[5]]}


def _head(name: str) -> bool:
    return SCENARIOS[name]["init"].get("method") == "HEAD"


#: The named classes of difference with Chromium, each with a witness scenario.
CHROMIUM_CLASSES: dict[str, tuple[Rewrite, str]] = {
    "Chromium errors an aborted null body": (_null_body_aborted, "d00449"),
}


def explain(
    ours: Any, theirs: Any, name: str, classes: dict[str, tuple[Rewrite, str]]
) -> list[str] | None:
    """The classes whose rewrites, applied in turn, make the records equal (``[]``: equal
    as they are), or None: unexplained."""
    used: list[str] = []
    for label, (rewrite, _) in classes.items():
        if ours == theirs:
            return used
        rewritten = rewrite(ours, theirs, name)
        if rewritten is not None and rewritten != (ours, theirs):
            ours, theirs = rewritten
            used.append(label)
    return used if ours == theirs else None


def differential(names: list[str], document: bool) -> tuple[Counter[str], list[Any]]:
    """The count of each class over ``names`` (and "same"), and the unexplained ones."""
    theirs = answers(document)[1]
    classes = CHROMIUM_CLASSES if document else UNDICI_CLASSES
    ours = replay(names, document)
    counts: Counter[str] = Counter()
    unexplained = []
    for name in names:
        a, b = comparable(ours[name], document), comparable(theirs[name], document)
        used = explain(a, b, name, classes)
        if used is None:
            unexplained.append((name, a, b))
        counts.update(used or ["same"] if used is not None else ["unexplained"])
    return counts, unexplained


def _check(names: list[str], document: bool) -> None:
    _, unexplained = differential(names, document)
    assert unexplained[:3] == []


#: The default tier's scenarios: 100 of the 20,000 (tests/_sample.py's rule; the slow tier runs
#: every one, in ``CHUNKS``).
SAMPLE = _sample.subset("test_sample_as_the_oracles", NAMES, str, rate=0.005)
CHUNKS = [NAMES[start : start + 1000] for start in range(0, len(NAMES), 1000)]


@pytest.mark.parametrize("client", ["document", "node"])
def test_sample_as_the_oracles(client: str) -> None:
    _check(SAMPLE, client == "document")


@pytest.mark.slow
@pytest.mark.parametrize("client", ["document", "node"])
@pytest.mark.parametrize("chunk", range(len(CHUNKS)))
def test_all_as_the_oracles(client: str, chunk: int) -> None:
    _check(CHUNKS[chunk], client == "document")


@pytest.mark.parametrize("label", [*UNDICI_CLASSES, *CHROMIUM_CLASSES])
def test_every_class_has_its_witness(label: str) -> None:
    """Each class of difference with an oracle is needed by its witness scenario (the
    transports' classes have theirs in ``test_transports_give_the_same_hops``)."""
    document = label in CHROMIUM_CLASSES
    classes = CHROMIUM_CLASSES if document else UNDICI_CLASSES
    witness = classes[label][1]
    ours = comparable(replay([witness], document)[witness], document)
    theirs = comparable(answers(document)[1][witness], document)
    assert ours != theirs
    assert label in (explain(ours, theirs, witness, classes) or [])


def test_the_records_cover_every_scenario() -> None:
    assert len(NAMES) >= 20_000
    (chromium_version, chromium), (undici_version, undici) = answers(True), answers(False)
    assert sorted(chromium) == sorted(undici) == sorted(NAMES)
    assert chromium_version.startswith("156.")
    assert undici_version.startswith("node v26.")


def _rotating(count: int) -> list[str]:
    """``count`` scenarios that change with the day (all of them in 20,000 / count days)."""
    start = datetime.date.today().toordinal() * count % len(NAMES)
    return (NAMES + NAMES)[start : start + count]


@pytest.mark.slow  # (a live oracle)
@pytest.mark.needs_subprocess
@pytest.mark.needs_sockets
def test_undici_answers_the_same_now() -> None:
    from tests.fetch._differential import ask_undici

    names = _rotating(10_000)
    _, now = ask_undici(names)
    stored = answers(False)[1]
    assert [n for n in names if comparable(now[n], False) != comparable(stored[n], False)] == []


@pytest.mark.slow  # (a live oracle)
@pytest.mark.needs_subprocess
@pytest.mark.needs_sockets
def test_chromium_answers_the_same_now() -> None:
    from tests.fetch._differential import ask_chromium

    names = _rotating(2000)
    _, now = ask_chromium(names)
    stored = answers(True)[1]
    assert [n for n in names if comparable(now[n], True) != comparable(stored[n], True)] == []


def _rewrite_hops(record: Any, hop: Any) -> Any:
    return {**record, "hops": [hop(*h) for h in record["hops"]]}


def _upper_method(ours: Any, theirs: Any, name: str) -> Any:
    """httpx and aiohttp upper-case a method that is not (``patch``, ``Custom``: the
    Standard normalizes only ``DELETE``, ``GET``, ``HEAD``, ``OPTIONS``, ``POST``, ``PUT``),
    and the server's answer names the method it received."""

    def upper(record: Any) -> Any:
        final = record["final"]
        if len(final) > 1:
            final = [*final[:4], final[4].upper(), final[5]]
        hops = [[k, m.upper(), t, hs, b] for k, m, t, hs, b in record["hops"]]
        return {"hops": hops, "final": final}

    return upper(ours), upper(theirs)


def _empty_length(ours: Any, theirs: Any, name: str) -> Any:
    """The transport's own ``Content-Length: 0`` (or requests' ``Transfer-Encoding: chunked``)
    on a request without a body bytes: aiohttp's, urllib3's and requests' for a method other
    than GET, HEAD, OPTIONS, TRACE; httpx's for ``PATCH``."""
    own = (["content-length", "0"], ["transfer-encoding", "chunked"])

    def drop(k: str, m: str, t: Any, hs: list[Any], b: str) -> list[Any]:
        return [k, m, t, [h for h in hs if b or h not in own], b]

    return _rewrite_hops(ours, drop), _rewrite_hops(theirs, drop)


#: The named classes of difference of the transports with webapi's replay.
TRANSPORT_CLASSES: dict[str, tuple[Rewrite, str]] = {
    "httpx and aiohttp upper-case the method": (_upper_method, "d04120"),
    "the transport's Content-Length: 0 without a body": (_empty_length, "d04155"),
}


#: The transports: (name, library, the client as a user makes it, or None: http.client).
def _transports() -> list[Any]:
    from tests.fetch.test_fetch_transports import CLIENTS

    return [("http.client", None, None), *CLIENTS]


TRANSPORT_SHARE = 300


@pytest.mark.slow
@pytest.mark.needs_sockets
@pytest.mark.needs_threads
@pytest.mark.parametrize("client", ["document", "node"])
@pytest.mark.parametrize(
    ("transport", "library", "make"), _transports(), ids=[t[0] for t in _transports()]
)
def test_transports_give_the_same_hops(
    client: str, transport: str, library: str | None, make: Any
) -> None:
    """A share of the scenarios (``TRANSPORT_SHARE``, rotating with the day) through each
    transport to the live loopback servers: the hops and the final responses are those of
    the replay (so the oracles' but for the named classes), but for the transports' own
    classes (``TRANSPORT_CLASSES``; none for http.client)."""
    import asyncio

    from tests.fetch._client_chromium import serve_loopback
    from tests.fetch._differential_webapi import run_one
    from tests.fetch.test_fetch_transports import _close
    from webapi.fetch import HTTPClientTransport

    if library is not None:
        pytest.importorskip(library)
    document = client == "document"
    names = _rotating(TRANSPORT_SHARE)
    expected = replay(names, document)

    async def main(ports: dict[str, int], log: list[list[Any]]) -> dict[str, Any]:
        the_client = HTTPClientTransport(timeout=10) if make is None else make()
        try:
            return {name: await run_one(name, document, the_client, log, ports) for name in names}
        finally:
            if make is not None:
                await _close(the_client)

    with serve_loopback() as (ports, log):
        live = asyncio.run(main(ports, log))
    classes = {} if make is None else TRANSPORT_CLASSES
    unexplained = [
        name
        for name in names
        if explain(
            comparable(live[name], document), comparable(expected[name], document), name, classes
        )
        is None
    ]
    assert unexplained == []
