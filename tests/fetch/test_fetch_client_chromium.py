"""The document's client (``FetchClient``) against Chromium 156's ``fetch()`` from a page:
issue #54's 17 redirect scenarios and a generated differential (``_client_chromium.py``: the
scenarios, the server, the stored answers). Each scenario runs through a transport that
answers as the recorded server did (:func:`answer`), and every hop (origin, method, target,
headers, body) and the final ``Response`` are compared with Chromium's (half the generated
scenarios in the default run, all in the slow tier). Two differences are
named and normalized, nothing else: the header order (a page's headers leave Chromium in
its header map's hash order, interleaving the request's own with the client hints, for names
no table can foresee: compared as sorted lists) and ``Accept-Encoding`` (Chromium's ``br,
zstd``: the standard library decodes neither). The slow tier asks Chromium again."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from tests._sizes import tiered
from tests.fetch._client_chromium import (
    ANSWERS,
    PAGE,
    SCENARIOS,
    Replay,
    ask_chromium,
    final_record,
    hop_path,
    origin_of,
    request_init,
)
from webapi.fetch import FetchClient

pytestmark = pytest.mark.needs_loop_run

STORED = json.loads(ANSWERS.read_text(encoding="utf-8"))
#: The replay's ports (any two: the log writes them PA and PB).
PORTS = {"PA": 8001, "PB": 8002}
_CHROMIUM_ENCODING = "gzip, deflate, br, zstd"


async def _run(name: str, scenarios: dict[str, dict[str, Any]]) -> dict[str, Any]:
    scenario = scenarios[name]
    transport = Replay([], PORTS)
    client = FetchClient(origin_of("A", PORTS) + PAGE, transport=transport)
    url = origin_of(scenario["start"], PORTS) + hop_path(name.split()[0], scenario["hops"])
    try:
        response = await client.fetch(url, request_init(scenario["init"]))
        text = await response.text()
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
    return {"hops": transport.log, "final": final_record(result, PORTS)}


def _comparable(record: dict[str, Any]) -> dict[str, Any]:
    hops = []
    for key, method, target, headers, body in record["hops"]:
        headers = sorted(
            [n, "gzip, deflate" if [n, v] == ["accept-encoding", _CHROMIUM_ENCODING] else v]
            for n, v in headers
        )
        hops.append([key, method, target, headers, body])
    return {"hops": hops, "final": record["final"]}


def run_all(
    names: list[str], scenarios: dict[str, dict[str, Any]] = SCENARIOS
) -> dict[str, dict[str, Any]]:
    async def main() -> dict[str, dict[str, Any]]:
        return {name: await _run(name, scenarios) for name in names}

    return asyncio.run(main())


PROBE = [name for name in SCENARIOS if name.startswith("p")]
GENERATED = [name for name in SCENARIOS if name.startswith("g")]


def _differences(
    names: list[str],
    scenarios: dict[str, dict[str, Any]] = SCENARIOS,
    answers: dict[str, Any] = STORED["results"],
) -> list[str]:
    ours = run_all(names, scenarios)
    out = []
    for name in names:
        mine, theirs = _comparable(ours[name]), _comparable(answers[name])
        if mine != theirs:
            out.append(f"{name}: {json.dumps(mine)} != {json.dumps(theirs)}")
    return out


def test_probe_17_as_chromium() -> None:
    assert len(PROBE) == 17
    assert _differences(PROBE) == []


#: The generated scenarios in chunks of 40: every other chunk in the default run, the others
#: in the slow tier (tests/_sizes.py's ``tiered``).
CHUNKS = [GENERATED[start : start + 40] for start in range(0, len(GENERATED), 40)]


@pytest.mark.parametrize("chunk", tiered(range(len(CHUNKS)), stride=2))
def test_generated_differential_as_chromium(chunk: int) -> None:
    assert _differences(CHUNKS[chunk]) == []


def test_the_differential_has_its_size() -> None:
    assert len(GENERATED) >= 500


def test_the_answers_cover_every_scenario() -> None:
    assert sorted(STORED["results"]) == sorted(SCENARIOS)
    assert STORED["chromium"].startswith("156.")
    chromium_encodings = {
        v
        for r in STORED["results"].values()
        for hop in r["hops"]
        for n, v in hop[3]
        if n == "accept-encoding"
    }
    assert chromium_encodings == {_CHROMIUM_ENCODING, "identity"}  # (identity: with a Range)


@pytest.mark.slow
@pytest.mark.needs_sockets
@pytest.mark.needs_threads
def test_over_the_loopback_server_as_chromium() -> None:
    """The same scenarios through the default transport (``http.client``) to the live loopback
    servers: what reached them, and the responses, are Chromium's too."""
    from tests.fetch._client_chromium import scenario_url, serve_loopback
    from webapi.fetch import HTTPClientTransport

    async def main(ports: dict[str, int], log: list[list[Any]]) -> list[str]:
        differences = []
        for name in SCENARIOS:
            client = FetchClient(
                origin_of("A", ports) + PAGE, transport=HTTPClientTransport(timeout=10)
            )
            start = len(log)
            try:
                init = request_init(SCENARIOS[name]["init"])
                response = await client.fetch(scenario_url(name, ports), init)
                text = await response.text()
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
            ours = {"hops": log[start:], "final": final_record(result, ports)}
            if _comparable(ours) != _comparable(STORED["results"][name]):
                differences.append(name)
        return differences

    with serve_loopback() as (ports, log):
        assert asyncio.run(main(ports, log)) == []


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.needs_subprocess
@pytest.mark.needs_sockets
def test_chromium_answers_the_same_now() -> None:
    assert ask_chromium()["results"] == STORED["results"]


@pytest.mark.slow  # (a live oracle)
@pytest.mark.needs_subprocess
@pytest.mark.needs_sockets
def test_scenarios_of_a_new_seed_as_chromium() -> None:
    """1,000 scenarios of another seed (none stored), asked of Chromium now: the same hops
    (the session that built the client checked 6,000 of seeds 55 and 56 so)."""
    from tests.fetch._client_chromium import generated

    fresh = {f"x{name[1:]}": scenario for name, scenario in generated(1000, seed=57).items()}
    answers = ask_chromium(scenarios=fresh)["results"]
    assert _differences(list(fresh), fresh, answers) == []
