"""``webapi.streams.ReadableStream`` against Node 26's (the pinned Node of ``oracles/``) on
generated scenarios: a source that enqueues in ``start`` (and may close), a ``pull`` that logs
its call and ``desiredSize`` (and may enqueue, its first four times), a high water mark, then
a sequence of reads, enqueues, closes, errors, cancels, lock releases, ``desiredSize`` reads
and microtask checkpoints (JavaScript: a macrotask turn). Compared: the whole log, in order:
each pull, each read's settling (its value, or its rejection), each ``closed`` promise's
settling, each exception a controller's method throws. The order of settlings is the
microtask timing the Standard fixes, so a log that matches shows the reactions run as
JavaScript runs them. The default run checks 300 scenarios (1 s), the slow tier 3,000 (some
6 s on the shared 2-core machine); all 3,300 agree (12,777 log entries of the 3,000: 1,984
pulls, 3,858 reads), and running every reaction at once instead of as a microtask makes 181 of
the 300 differ."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from tests.streams._node_log import differences_from_node, fmt, why
from webapi.eventloop import current_event_loop
from webapi.streams import ReadableStream

pytestmark = pytest.mark.needs_subprocess

NODE_FUNCTION = r"""async (cases) => {
  const fmt = (x) => x === null ? 'null' : x === Infinity ? 'Infinity' : String(x);
  const why = (e) => typeof e === 'string' ? e : e instanceof RangeError ? 'RangeError'
    : e instanceof TypeError ? 'TypeError' : 'other';
  const turn = () => new Promise((r) => setTimeout(r, 0));
  const out = [];
  for (const c of cases) {
    const log = [];
    let controller, pulls = 0, reads = 0, cancels = 0, readers = 0, enqueued = 0;
    const source = {
      start(ctl) {
        controller = ctl;
        for (let i = 0; i < c.start; i++) ctl.enqueue('s' + i);
        if (c.start_close) ctl.close();
      },
    };
    if (c.pull !== 'none') {
      source.pull = (ctl) => {
        pulls++;
        log.push('pull ' + pulls + ' ' + fmt(ctl.desiredSize));
        if (c.pull === 'enqueue' && pulls <= 4) ctl.enqueue('p' + pulls);
      };
    }
    const hwm = c.hwm === 'inf' ? Infinity : c.hwm;
    const stream = new ReadableStream(source, {highWaterMark: hwm});
    let reader;
    const acquire = () => {
      const n = ++readers;
      reader = stream.getReader();
      reader.closed.then(() => log.push('closed' + n + ' resolved'),
                         (e) => log.push('closed' + n + ' rejected ' + why(e)));
    };
    acquire();
    for (const op of c.ops) {
      try {
        if (op === 'read') {
          const n = ++reads;
          reader.read().then((r) => log.push('read' + n + ' ' + r.value + ' ' + r.done),
                             (e) => log.push('read' + n + ' rejected ' + why(e)));
        } else if (op === 'enqueue') controller.enqueue('e' + (++enqueued));
        else if (op === 'close') controller.close();
        else if (op === 'error') controller.error('boom');
        else if (op === 'cancel') {
          const n = ++cancels;
          reader.cancel('why').then(() => log.push('cancel' + n + ' resolved'),
                                    (e) => log.push('cancel' + n + ' rejected ' + why(e)));
        } else if (op === 'release') { reader.releaseLock(); acquire(); }
        else if (op === 'desired') log.push('desired ' + fmt(controller.desiredSize));
        else if (op === 'flush') await turn();
      } catch (e) {
        log.push(op + ' threw ' + why(e));
      }
    }
    await turn();
    out.push(log);
  }
  return out;
}"""

#: The operations, as often as a scenario draws them (an error or a cancel ends the stream's
#: story: rarer, so that most scenarios read and pull a while).
OPS = [*["read"] * 4, *["enqueue"] * 3, *["flush"] * 3, "close", "desired", "release"] * 2 + [
    "error",
    "cancel",
]


def _cases(count: int, seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        cases.append(
            {
                "hwm": rng.choice([0, 1, 2, 3, "inf"]),
                "start": rng.choice([0, 0, 1, 2, 3]),
                "start_close": rng.random() < 0.15,
                "pull": rng.choice(["none", "count", "enqueue"]),
                "ops": [rng.choice(OPS) for _ in range(rng.randint(1, 10))],
            }
        )
    return cases


def _value(value: object) -> str:
    return "undefined" if value is None else str(value)


def run_webapi(case: dict[str, Any]) -> list[str]:
    """One scenario through webapi, logged as the Node function logs it."""
    loop = current_event_loop()
    log: list[str] = []
    state = {"pulls": 0, "reads": 0, "cancels": 0, "readers": 0, "enqueued": 0}
    controllers: list[Any] = []

    def start(controller: Any) -> None:
        controllers.append(controller)
        for i in range(case["start"]):
            controller.enqueue(f"s{i}")
        if case["start_close"]:
            controller.close()

    def pull(controller: Any) -> None:
        state["pulls"] += 1
        log.append(f"pull {state['pulls']} {fmt(controller.desiredSize)}")
        if case["pull"] == "enqueue" and state["pulls"] <= 4:
            controller.enqueue(f"p{state['pulls']}")

    source: dict[str, Any] = {"start": start}
    if case["pull"] != "none":
        source["pull"] = pull
    hwm = math.inf if case["hwm"] == "inf" else case["hwm"]
    stream = ReadableStream(source, {"highWaterMark": hwm})
    readers: list[Any] = []

    def acquire() -> None:
        state["readers"] += 1
        n = state["readers"]
        reader = stream.getReader()
        readers.append(reader)
        reader.closed._react(
            lambda _: log.append(f"closed{n} resolved"),
            lambda e: log.append(f"closed{n} rejected {why(e)}"),
        )

    acquire()
    for op in case["ops"]:
        reader = readers[-1]
        try:
            if op == "read":
                state["reads"] += 1
                n = state["reads"]
                reader.read()._react(
                    lambda r, n=n: log.append(
                        f"read{n} {_value(r['value'])} {'true' if r['done'] else 'false'}"
                    ),
                    lambda e, n=n: log.append(f"read{n} rejected {why(e)}"),
                )
            elif op == "enqueue":
                state["enqueued"] += 1
                controllers[0].enqueue(f"e{state['enqueued']}")
            elif op == "close":
                controllers[0].close()
            elif op == "error":
                controllers[0].error("boom")
            elif op == "cancel":
                state["cancels"] += 1
                n = state["cancels"]
                reader.cancel("why")._react(
                    lambda _, n=n: log.append(f"cancel{n} resolved"),
                    lambda e, n=n: log.append(f"cancel{n} rejected {why(e)}"),
                )
            elif op == "release":
                reader.releaseLock()
                acquire()
            elif op == "desired":
                log.append(f"desired {fmt(controllers[0].desiredSize)}")
            else:  # flush
                loop.run_microtasks()
        except Exception as error:
            log.append(f"{op} threw {why(error)}")
    loop.run_microtasks()
    return log


@pytest.mark.parametrize("count", [300, pytest.param(3000, marks=pytest.mark.slow)])
def test_readable_streams_log_as_node_s(count: int) -> None:
    differences = differences_from_node(NODE_FUNCTION, _cases(count, 20261127), run_webapi)
    assert not differences[:3], f"{len(differences)} of {count} differ"
