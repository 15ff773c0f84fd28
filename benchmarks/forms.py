"""Section ``forms``: FormData bodies and Blobs (issue 45) against the Python tools a user would
call instead (run on its own: ``python -m benchmarks.forms [--rounds N] [--quick]``, or
``--only forms``).

Rows (webapi / peer, < 1: webapi faster), on a form of 20 text fields and one 1 MB file:

- encode: ``FormDataImpl`` built (20 ``append`` and the file's) and
  ``multipart_form_data_encode``, against urllib3's ``encode_multipart_formdata`` (what
  ``requests`` calls) on the same fields; the encoder alone, on the entry list built once; and
  httpx's ``Request(..., data=, files=)`` read whole, for perspective;
- parse: ``multipart_form_data_parse`` of that body, against werkzeug's ``MultiPartParser``
  (Flask's) and python-multipart's ``MultipartParser`` (Starlette's) where installed;
- slice: ``Blob.slice(1, -1)`` of a Blob of 1 MB, 10 MB and 100 MB (one part): constant
  time, beside the copy ``data[1:-1]`` would make.

Median thread-CPU time per call over the rounds, contenders in alternating order
(:func:`~benchmarks._common.alternate_rounds`). Targets: encode ≤ 1.2x urllib3, parse ≤ 1.5x
python-multipart, slice the same time at every size.
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from benchmarks._common import alternate_rounds, fmt, median, ratio, table

__all__ = ["FormsResult", "report", "run"]

BOUNDARY = "----WebKitFormBoundaryBenchmark0000"
FIELDS = [(f"field{i}", f"value {i} " + "x" * (10 * i)) for i in range(20)]
FILE_SIZE = 1 << 20
SLICE_SIZES = (1 << 20, 10 << 20, 100 << 20)


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


def _us(samples: dict[str, list[int]]) -> dict[str, float]:
    return {name: median(values) / 1000 for name, values in samples.items()}


def _file_data() -> bytes:
    return random.Random(45).randbytes(FILE_SIZE)


def _encode_contenders(data: bytes) -> tuple[dict[str, Callable[[], object]], list[str]]:
    from webapi.fileapi.engine import BlobImpl
    from webapi.html.forms import multipart_form_data_encode
    from webapi.xhr.engine import FormDataImpl

    def webapi_build_and_encode() -> bytes:
        form = FormDataImpl()
        for name, value in FIELDS:
            form.append(name, value)
        form.append("file", BlobImpl([data], "application/octet-stream"), "a.bin")
        return multipart_form_data_encode(form, BOUNDARY)

    built = FormDataImpl()
    for name, value in FIELDS:
        built.append(name, value)
    built.append("file", BlobImpl([data], "application/octet-stream"), "a.bin")
    contenders: dict[str, Callable[[], object]] = {
        "webapi": webapi_build_and_encode,
        "webapi encoder": lambda: multipart_form_data_encode(built, BOUNDARY),
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
    from webapi.html.forms import multipart_form_data_parse

    contenders: dict[str, Callable[[], object]] = {
        "webapi": lambda: multipart_form_data_parse(body, BOUNDARY)
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


def _slice_times(rounds: int) -> tuple[dict[int, float], dict[int, float]]:
    from webapi.fileapi import Blob

    slices, copies = {}, {}
    for size in SLICE_SIZES:
        data = bytes(size)
        blob = Blob([data])
        repeat = 1000
        best_slice, best_copy = [], []
        for _ in range(max(3, rounds)):
            start = time.thread_time_ns()
            for _ in range(repeat):
                blob.slice(1, -1)
            best_slice.append((time.thread_time_ns() - start) / repeat / 1000)
            start = time.thread_time_ns()
            data[1:-1]
            best_copy.append((time.thread_time_ns() - start) / 1000)
        slices[size] = median(best_slice)
        copies[size] = median(best_copy)
    return slices, copies


def run(rounds: int = 15, quick: bool = False) -> FormsResult:
    from webapi.html.forms import multipart_form_data_encode
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
    slices, copies = _slice_times(rounds)
    return FormsResult(rounds, rows, slices, copies, missing + missing_parsers)


def report(result: FormsResult) -> str:
    lines = ["## forms: FormData bodies and Blob.slice (issue 45)", ""]
    for row in result.rows:
        webapi = row.us["webapi"]
        body = [
            [name, fmt(us, 1), fmt(ratio(webapi, us)) if name != "webapi" else ""]
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
