"""Readable byte streams of ``webapi.streams`` against Node 26's (the pinned Node of
``oracles/``) on generated scenarios, as ``test_streams_differential_node.py`` does for the
default controller: a ``type: "bytes"`` source that enqueues two-byte chunks in ``start``, a
``pull`` that logs its call, ``desiredSize`` and its ``byobRequest``'s view length (and may
enqueue three bytes, or write two into the request and ``respond``), maybe an
``autoAllocateChunkSize``, a high water mark, a default or a BYOB reader (whose reads are into a
new ``Uint8Array`` or ``Uint16Array``, maybe with ``min``), then a sequence of reads, enqueues,
closes, ``respond(0)``, ``respond(1)``, errors, cancels, lock releases, ``desiredSize`` reads
and microtask checkpoints. Compared: the whole log in order (each read's bytes, view type and
``done``; each exception's class). Node's ``ReadableStreamBYOBReader.read`` is an ``async``
function (lib/internal/webstreams/readablestream.js), so its promise settles two microtasks
after the Standard's: the webapi side follows each BYOB read's promise with another, as
Node's does. The default run checks 200 scenarios, the slow tier 2,000."""

from __future__ import annotations

import array
import math
import random
from typing import Any

import pytest

from tests.streams._node_log import differences_from_node, fmt, why
from webapi.eventloop import Promise, current_event_loop
from webapi.streams import ReadableStream

pytestmark = pytest.mark.needs_subprocess

NODE_FUNCTION = r"""async (cases) => {
  const fmt = (x) => x === null ? 'null' : x === Infinity ? 'Infinity' : String(x);
  const why = (e) => typeof e === 'string' ? e : e instanceof RangeError ? 'RangeError'
    : e instanceof TypeError ? 'TypeError' : 'other';
  const show = (v) => v === undefined ? 'undefined'
    : Array.from(new Uint8Array(v.buffer, v.byteOffset, v.byteLength)).join('.') + ':'
      + v.constructor.name;
  const turn = () => new Promise((r) => setTimeout(r, 0));
  const out = [];
  for (const c of cases) {
    const log = [];
    let controller, pulls = 0, reads = 0, cancels = 0, readers = 0, enqueued = 0;
    const source = {
      type: 'bytes',
      start(ctl) {
        controller = ctl;
        for (let i = 0; i < c.start; i++) ctl.enqueue(new Uint8Array([i + 1, i + 1]));
        if (c.start_close) ctl.close();
      },
    };
    if (c.auto) source.autoAllocateChunkSize = c.auto;
    if (c.pull !== 'none') {
      source.pull = (ctl) => {
        pulls++;
        const req = ctl.byobRequest;
        log.push('pull ' + pulls + ' ' + fmt(ctl.desiredSize) + ' '
                 + (req ? req.view.byteLength : 'null'));
        if (pulls > 4 || c.pull === 'count') return;
        if (c.pull === 'respond' && req) {
          const n = Math.min(2, req.view.byteLength);
          for (let k = 0; k < n; k++) req.view[k] = 100 + pulls;
          req.respond(n);
        } else {
          ctl.enqueue(new Uint8Array([100 + pulls, 100 + pulls, 100 + pulls]));
        }
      };
    }
    const hwm = c.hwm === 'inf' ? Infinity : c.hwm;
    const stream = new ReadableStream(source, {highWaterMark: hwm});
    let reader;
    const acquire = () => {
      const n = ++readers;
      reader = c.byob ? stream.getReader({mode: 'byob'}) : stream.getReader();
      reader.closed.then(() => log.push('closed' + n + ' resolved'),
                         (e) => log.push('closed' + n + ' rejected ' + why(e)));
    };
    acquire();
    for (const op of c.ops) {
      try {
        if (op === 'read') {
          const n = ++reads;
          let promise;
          if (c.byob) {
            const view = c.u16 ? new Uint16Array(c.len) : new Uint8Array(c.len);
            promise = c.min ? reader.read(view, {min: c.min}) : reader.read(view);
          } else promise = reader.read();
          promise.then((r) => log.push('read' + n + ' ' + show(r.value) + ' ' + r.done),
                       (e) => log.push('read' + n + ' rejected ' + why(e)));
        } else if (op === 'enqueue') {
          const e = 50 + (++enqueued);
          controller.enqueue(new Uint8Array([e, e, e]));
        } else if (op === 'close') controller.close();
        else if (op === 'respond0' || op === 'respond1') {
          const req = controller.byobRequest;
          if (!req) log.push(op + ' none');
          else {
            if (op === 'respond1') req.view[0] = 77;
            req.respond(op === 'respond0' ? 0 : 1);
          }
        } else if (op === 'error') controller.error('boom');
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

OPS = [
    *["read"] * 4,
    *["enqueue"] * 3,
    *["flush"] * 3,
    "close",
    "desired",
    "release",
    "respond0",
    "respond1",
] * 2 + ["error", "cancel"]


def _cases(count: int, seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        u16 = rng.random() < 0.3
        length = rng.randint(1, 5)
        cases.append(
            {
                "hwm": rng.choice([0, 0, 1, 4, "inf"]),
                "start": rng.choice([0, 0, 1, 2]),
                "start_close": rng.random() < 0.1,
                "pull": rng.choice(["none", "count", "enqueue", "respond"]),
                "auto": rng.choice([0, 0, 0, 3]),
                "byob": rng.random() < 0.6,
                "u16": u16,
                "len": length,
                "min": rng.choice([0, 0, rng.randint(1, length)]),
                "ops": [rng.choice(OPS) for _ in range(rng.randint(1, 10))],
            }
        )
    return cases


def _show(value: object) -> str:
    """A read's value as the Node function's ``show`` writes it (the bytes, the view's type)."""
    if value is None:
        return "undefined"
    view = memoryview(value)  # type: ignore[arg-type]
    kind = "Uint16Array" if view.format == "H" else "Uint8Array"
    return ".".join(str(b) for b in view.cast("B").tolist()) + ":" + kind


def run_webapi(case: dict[str, Any]) -> list[str]:
    """One scenario through webapi, logged as the Node function logs it."""
    loop = current_event_loop()
    log: list[str] = []
    state = {"pulls": 0, "reads": 0, "cancels": 0, "readers": 0, "enqueued": 0}
    controllers: list[Any] = []

    def start(controller: Any) -> None:
        controllers.append(controller)
        for i in range(case["start"]):
            controller.enqueue(bytes([i + 1, i + 1]))
        if case["start_close"]:
            controller.close()

    def pull(controller: Any) -> None:
        state["pulls"] += 1
        pulls = state["pulls"]
        request = controller.byobRequest
        size = "null" if request is None else str(request.view.nbytes)
        log.append(f"pull {pulls} {fmt(controller.desiredSize)} {size}")
        if pulls > 4 or case["pull"] == "count":
            return
        if case["pull"] == "respond" and request is not None:
            n = min(2, request.view.nbytes)
            request.view[:n] = bytes([100 + pulls] * n)
            request.respond(n)
        else:
            controller.enqueue(bytes([100 + pulls] * 3))

    source: dict[str, Any] = {"type": "bytes", "start": start}
    if case["auto"]:
        source["autoAllocateChunkSize"] = case["auto"]
    if case["pull"] != "none":
        source["pull"] = pull
    hwm = math.inf if case["hwm"] == "inf" else case["hwm"]
    stream = ReadableStream(source, {"highWaterMark": hwm})
    readers: list[Any] = []

    def acquire() -> None:
        state["readers"] += 1
        n = state["readers"]
        reader = stream.getReader({"mode": "byob"}) if case["byob"] else stream.getReader()
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
                if case["byob"]:
                    view: Any = (
                        array.array("H", [0] * case["len"])
                        if case["u16"]
                        else bytearray(case["len"])
                    )
                    read = (
                        reader.read(view, {"min": case["min"]})
                        if case["min"]
                        else reader.read(view)
                    )
                    # Node's BYOB read is an async function returning the read's promise:
                    # its promise follows that one, two microtasks later (the Standard's
                    # read returns the promise itself, as webapi's does)
                    promise = Promise()
                    promise._resolve(read)
                else:
                    promise = reader.read()
                promise._react(
                    lambda r, n=n: log.append(
                        f"read{n} {_show(r['value'])} {'true' if r['done'] else 'false'}"
                    ),
                    lambda e, n=n: log.append(f"read{n} rejected {why(e)}"),
                )
            elif op == "enqueue":
                state["enqueued"] += 1
                controllers[0].enqueue(bytes([50 + state["enqueued"]] * 3))
            elif op == "close":
                controllers[0].close()
            elif op in ("respond0", "respond1"):
                request = controllers[0].byobRequest
                if request is None:
                    log.append(f"{op} none")
                else:
                    if op == "respond1":
                        request.view[0] = 77
                    request.respond(0 if op == "respond0" else 1)
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


@pytest.mark.parametrize("count", [200, pytest.param(2000, marks=pytest.mark.slow)])
def test_byte_streams_log_as_node_s(count: int) -> None:
    differences = differences_from_node(NODE_FUNCTION, _cases(count, 20261127), run_webapi)
    assert not differences[:3], f"{len(differences)} of {count} differ"
