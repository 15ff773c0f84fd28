"""A body that decodes to far more than was sent (issue #73 item 2): zeros gzipped twice
(``Content-Encoding: gzip, gzip``, a few kilobytes for a gigabyte), fetched through an
in-process transport and read chunk by chunk through ``response.body.getReader()``, each size
in a process of its own: the decoded bytes, the thread CPU time and the process's peak resident
memory (``ru_maxrss``) beside that of the same process doing nothing but build the body.

    python -m benchmarks.content_codings [--sizes 100,1000]   # decoded MiB
"""

from __future__ import annotations

import argparse
import subprocess
import sys

__all__ = ["main"]

_CHILD = r"""
import asyncio, gzip, resource, sys, time, zlib
from webapi.fetch import TransportResponse, fetch
mib = int(sys.argv[1]); read = sys.argv[2] == "read"
coder = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
zeros = b"\0" * (1 << 20)
inner = b"".join(coder.compress(zeros) for _ in range(mib)) + coder.flush()
bomb = gzip.compress(inner, 9)
del inner, zeros
class Bomb:
    blocking = False
    def send(self, method, url, headers, body):
        return TransportResponse(200, "OK", [("Content-Encoding", "gzip, gzip")], bomb)
async def main():
    response = await fetch("http://bomb.test/", transport=Bomb())
    reader = response.body.getReader()
    total = 0
    while True:
        chunk = await reader.read()
        if chunk["done"]:
            return total
        total += len(chunk["value"])
start = time.thread_time()
total = asyncio.run(main()) if read else 0
seconds = time.thread_time() - start
print(len(bomb), total, seconds, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def _child(mib: int, read: bool) -> tuple[int, int, float, int]:
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, str(mib), "read" if read else "build"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    return int(out[0]), int(out[1]), float(out[2]), int(out[3])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,1000", help="decoded sizes in MiB")
    args = parser.parse_args(argv)
    print("decoded MiB | sent bytes | read in | peak RSS (build only) | peak RSS (read)")
    for mib in (int(size) for size in args.sizes.split(",")):
        sent, _, _, base = _child(mib, False)
        _, total, seconds, peak = _child(mib, True)
        assert total == mib << 20
        print(f"{mib} | {sent} | {seconds:.1f} s | {base / 1024:.0f} MB | {peak / 1024:.0f} MB")


if __name__ == "__main__":
    main()
