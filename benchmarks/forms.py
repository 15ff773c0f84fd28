"""Section ``forms``: FormData bodies and Blobs (issue 45) against the Python tools a user would
call instead (run on its own: ``python -m benchmarks.forms [--rounds N] [--quick]``, or
``--only forms``).

Rows (webapi / peer, < 1: webapi faster), on a form of 20 text fields and one 1 MB file:

- encode: the public ``FormData`` built (20 ``append`` and a ``File``'s) and
  ``multipart_form_data_encode``, against urllib3's ``encode_multipart_formdata`` (what
  ``requests`` calls) on the same fields; beside it the same through ``FormDataImpl``, the
  encoder alone (on the entry list built once), JavaScript's way (``await new Request(url,
  {method: "POST", body: form}).arrayBuffer()``) and httpx's ``Request(..., data=, files=)``
  read whole, for perspective;
- parse: ``await new Response(body, {headers}).formData()`` of that body, against
  python-multipart's ``MultipartParser`` (Starlette's) and werkzeug's ``MultiPartParser``
  (Flask's) where installed; ``multipart_form_data_parse`` alone beside them;
- json: ``await new Response(body).json()`` of a 1 MB JSON document against
  ``json.loads(body)`` (``bytes``);
- slice: ``Blob.slice(1, -1)`` of a Blob of 1 MB, 10 MB and 100 MB (one part): constant
  time, beside the copy ``data[1:-1]`` would make;
- memory: the peak Python allocates (tracemalloc) while a body of ``MEMORY_SIZE`` bytes,
  made before, goes through a Response or Request and is read, over the body's size.

Median thread-CPU time per call over the rounds, contenders in alternating order
(:func:`~benchmarks._common.alternate_rounds`). Targets: encode ≤ 1.2x urllib3, parse ≤ 1.5x
python-multipart, json ≤ 1.1x json.loads, slice the same time at every size, memory ≤ 2x
the body.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import io
import json
import random
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from benchmarks._common import CLOCK, alternate_rounds, batched_rounds, fmt, median, ratio, table

__all__ = ["FormsResult", "report", "run"]

BOUNDARY = "----WebKitFormBoundaryBenchmark0000"
FIELDS = [(f"field{i}", f"value {i} " + "x" * (10 * i)) for i in range(20)]
FILE_SIZE = 1 << 20
SLICE_SIZES = (1 << 20, 10 << 20, 100 << 20)
#: The size of the bodies whose memory is measured (32 MB with ``--quick``).
MEMORY_SIZE = 200 << 20
MEMORY_TARGET = 2.0


@dataclass
class Row:
    name: str
    us: dict[str, float]
    target: float | None


@dataclass
class FormsResult:
    rounds: int
    rows: list[Row]
    slice_us: dict[int, float]
    copy_us: dict[int, float]
    missing: list[str]
    #: How the body's memory was measured -> the peak over the body's size.
    memory: dict[str, float]
    memory_size: int


def _us(samples: dict[str, list[int]]) -> dict[str, float]:
    return {name: median(values) / 1000 for name, values in samples.items()}


def _file_data() -> bytes:
    return random.Random(45).randbytes(FILE_SIZE)


def _public_form(data: bytes) -> object:
    """The public ``FormData`` of the 20 fields and the file."""
    from webapi.fileapi import File
    from webapi.xhr import FormData

    form = FormData()
    for name, value in FIELDS:
        form.append(name, value)
    form.append("file", File([data], "a.bin", type="application/octet-stream"))
    return form


def _encode_contenders(data: bytes) -> tuple[dict[str, Callable[[], object]], list[str]]:
    from webapi.fetch import Request
    from webapi.fileapi.engine import BlobImpl
    from webapi.forms import multipart_form_data_encode
    from webapi.js import await_sync
    from webapi.xhr.engine import FormDataImpl

    def webapi_build_and_encode() -> bytes:
        return multipart_form_data_encode(_public_form(data), BOUNDARY)  # type: ignore[arg-type]

    def impl_build_and_encode() -> bytes:
        form = FormDataImpl()
        for name, value in FIELDS:
            form.append(name, value)
        form.append("file", BlobImpl([data], "application/octet-stream"), "a.bin")
        return multipart_form_data_encode(form, BOUNDARY)

    def request_body() -> bytes:
        request = Request("https://a.example/", method="POST", body=_public_form(data))  # type: ignore[arg-type]
        return await_sync(request.arrayBuffer())

    built = FormDataImpl()
    for name, value in FIELDS:
        built.append(name, value)
    built.append("file", BlobImpl([data], "application/octet-stream"), "a.bin")
    contenders: dict[str, Callable[[], object]] = {
        "webapi": webapi_build_and_encode,
        "webapi impl": impl_build_and_encode,
        "webapi encoder": lambda: multipart_form_data_encode(built, BOUNDARY),
        "webapi Request": request_body,
    }
    missing = []
    try:
        from urllib3 import encode_multipart_formdata
    except ImportError:
        missing.append("urllib3")
    else:
        fields: list[tuple[str, str | tuple[str, bytes, str]]] = [
            *FIELDS,
            ("file", ("a.bin", data, "application/octet-stream")),
        ]
        contenders["urllib3"] = lambda: encode_multipart_formdata(fields, boundary=BOUNDARY)
    try:
        import httpx
    except ImportError:
        missing.append("httpx")
    else:

        def httpx_read() -> bytes:
            files = {"file": ("a.bin", data, "application/octet-stream")}
            request = httpx.Request("POST", "http://a.example/", data=dict(FIELDS), files=files)
            return request.read()

        contenders["httpx"] = httpx_read
    return contenders, missing


def _parse_contenders(body: bytes) -> tuple[dict[str, Callable[[], object]], list[str]]:
    from webapi.fetch import Response
    from webapi.forms import multipart_form_data_parse
    from webapi.js import await_sync

    headers = {"Content-Type": f"multipart/form-data; boundary={BOUNDARY}"}

    def response_form_data() -> object:
        return await_sync(Response(body, headers=headers).formData())

    contenders: dict[str, Callable[[], object]] = {
        "webapi": response_form_data,
        "webapi parser": lambda: multipart_form_data_parse(body, BOUNDARY),
    }
    missing = []
    if importlib.util.find_spec("werkzeug") is None:
        missing.append("werkzeug")
    else:
        from werkzeug.formparser import MultiPartParser

        def werkzeug_parse() -> object:
            parser = MultiPartParser(max_form_memory_size=None)
            return parser.parse(io.BytesIO(body), BOUNDARY.encode(), len(body))

        contenders["werkzeug"] = werkzeug_parse
    if importlib.util.find_spec("python_multipart") is None:
        missing.append("python-multipart")
    else:
        # (imported by name: not installed for the type checker either)
        multipart = importlib.import_module("python_multipart.multipart")

        def python_multipart_parse() -> object:
            parts: list[bytes] = []
            callbacks = {"on_part_data": lambda data, start, end: parts.append(data[start:end])}
            parser = multipart.MultipartParser(BOUNDARY.encode(), callbacks)
            parser.write(body)
            parser.finalize()
            return parts

        contenders["python-multipart"] = python_multipart_parse
    return contenders, missing


def _json_document() -> bytes:
    """About 1 MB of JSON as an API answers it: records of strings, numbers, booleans and
    nulls, some non-ASCII."""
    rng = random.Random(46)
    records = []
    size = 0
    while size < FILE_SIZE:
        record = {
            "id": rng.randrange(10**9),
            "name": f"item {rng.randrange(10**6)} é",
            "price": round(rng.random() * 1000, 2),
            "tags": [f"t{rng.randrange(100)}" for _ in range(rng.randrange(5))],
            "active": rng.random() < 0.5,
            "parent": None,
        }
        records.append(record)
        size += len(json.dumps(record, ensure_ascii=False).encode("utf-8")) + 2
    return json.dumps({"items": records}, ensure_ascii=False).encode("utf-8")


def _json_contenders(body: bytes) -> dict[str, Callable[[], object]]:
    from webapi.fetch import Response
    from webapi.js import await_sync

    return {
        "webapi": lambda: await_sync(Response(body).json()),
        "json.loads": lambda: json.loads(body),
    }


def _peak_over(size: int, make: Callable[[], object], read: Callable[[object], object]) -> float:
    """The peak tracemalloc sees while ``read(make())`` runs (its result kept until the end),
    over ``size``."""
    gc.collect()
    tracemalloc.start()
    try:
        kept = read(make())
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    del kept
    return peak / size


def _memory(size: int) -> dict[str, float]:
    from webapi.fetch import Request, Response
    from webapi.fileapi import Blob, File
    from webapi.forms import multipart_form_data_encode
    from webapi.js import await_sync
    from webapi.xhr import FormData

    data = bytes(size)
    text = b"a" * size
    halves = [data[: size // 2], data[size // 2 :]]
    form_type = {"Content-Type": f"multipart/form-data; boundary={BOUNDARY}"}
    upload_form = FormData()
    upload_form.append("file", File([data], "big.bin"))
    upload = multipart_form_data_encode(upload_form, BOUNDARY)
    del upload_form

    def file_form() -> object:
        form = FormData()
        form.append("file", File([data], "big.bin"))
        return form

    rows: dict[str, Callable[[], float]] = {
        "Response(bytes).arrayBuffer()": lambda: _peak_over(
            size,
            lambda: Response(data),
            lambda r: await_sync(r.arrayBuffer()),  # type: ignore[attr-defined]
        ),
        "Response(bytes).text()": lambda: _peak_over(
            size,
            lambda: Response(text),
            lambda r: await_sync(r.text()),  # type: ignore[attr-defined]
        ),
        "Response(bytes).blob()": lambda: _peak_over(
            size,
            lambda: Response(data),
            lambda r: await_sync(r.blob()),  # type: ignore[attr-defined]
        ),
        "Response(Blob of 2 parts).bytes()": lambda: _peak_over(
            size,
            lambda: Response(Blob(halves)),
            lambda r: await_sync(r.bytes()),  # type: ignore[attr-defined]
        ),
        "Response(multipart).formData()": lambda: _peak_over(
            size,
            lambda: Response(upload, headers=form_type),
            lambda r: await_sync(r.formData()),  # type: ignore[attr-defined]
        ),
        "Request(FormData with a File).arrayBuffer()": lambda: _peak_over(
            size,
            lambda: Request("https://a.example/", method="POST", body=file_form()),  # type: ignore[arg-type]
            lambda r: await_sync(r.arrayBuffer()),  # type: ignore[attr-defined]
        ),
    }
    return {name: measure() for name, measure in rows.items()}


def _slice_times(rounds: int) -> tuple[dict[int, float], dict[int, float]]:
    from webapi.fileapi import Blob

    slices, copies = {}, {}
    for size in SLICE_SIZES:
        data = bytes(size)
        blob = Blob([data])
        timed = batched_rounds(
            {"slice": partial(blob.slice, 1, -1), "copy": partial(data.__getitem__, slice(1, -1))},
            max(3, rounds),
            clock=CLOCK,
        )
        slices[size] = timed.median_ns("slice") / 1000
        copies[size] = timed.median_ns("copy") / 1000
    return slices, copies


def run(rounds: int = 15, quick: bool = False) -> FormsResult:
    from webapi.forms import multipart_form_data_encode
    from webapi.xhr.engine import FormDataImpl

    if quick:
        rounds = 3
    clock = getattr(time, "thread_time_ns", time.perf_counter_ns)
    data = _file_data()
    encode, missing = _encode_contenders(data)
    rows = [
        Row("encode 20 fields + 1 MB file", _us(alternate_rounds(encode, rounds, 1, clock)), 1.2)
    ]
    form = FormDataImpl()
    for name, value in FIELDS:
        form.append(name, value)
    from webapi.fileapi.engine import BlobImpl

    form.append("file", BlobImpl([data], "application/octet-stream"), "a.bin")
    body = multipart_form_data_encode(form, BOUNDARY)
    parse, missing_parsers = _parse_contenders(body)
    rows.append(Row("parse that body", _us(alternate_rounds(parse, rounds, 1, clock)), 1.5))
    document = _json_document()
    rows.append(
        Row(
            f"await res.json() of {len(document) >> 10} KB",
            _us(alternate_rounds(_json_contenders(document), rounds, 1, clock)),
            1.1,
        )
    )
    slices, copies = _slice_times(rounds)
    memory_size = 32 << 20 if quick else MEMORY_SIZE
    return FormsResult(
        rounds, rows, slices, copies, missing + missing_parsers, _memory(memory_size), memory_size
    )


def report(result: FormsResult) -> str:
    lines = ["## forms: FormData bodies and Blob.slice (issue 45)", ""]
    for row in result.rows:
        webapi = row.us["webapi"]
        body = [
            [name, fmt(us, 1), "" if name.startswith("webapi") else fmt(ratio(webapi, us))]
            for name, us in row.us.items()
        ]
        lines.append(f"{row.name} (µs per call; ratio: webapi / peer; target ≤ {row.target}x)")
        lines.append(table(["contender", "µs", "webapi/peer"], body))
        lines.append("")
    body = [
        [f"{size >> 20} MB", fmt(result.slice_us[size], 2), fmt(result.copy_us[size], 1)]
        for size in SLICE_SIZES
    ]
    lines.append("Blob.slice(1, -1) (µs per call), beside the copy data[1:-1] makes")
    lines.append(table(["Blob size", "slice µs", "copy µs"], body))
    lines.append("")
    lines.append(
        f"memory: peak traced while a body of {result.memory_size >> 20} MB is read, over its"
        f" size (target ≤ {MEMORY_TARGET}x)"
    )
    body = [
        [name, fmt(peak, 2, "x"), "met" if peak <= MEMORY_TARGET else "MISSED"]
        for name, peak in result.memory.items()
    ]
    lines.append(table(["body", "peak / size", "target"], body))
    if result.missing:
        lines.append(f"\nnot installed (their rows left out): {', '.join(result.missing)}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    print(report(run(args.rounds, args.quick)))


if __name__ == "__main__":
    main()
