"""URLs per second per Dask worker: ``python -m benchmarks.dask_throughput``.

Starts a ``LocalCluster`` of N worker processes (one thread each) on 127.0.0.1, runs the three
corpora through :func:`webapi.dask.url_columns` (href and host) and reports the throughput per
worker, beside ``parse_many`` in this process.
"""

from __future__ import annotations

import argparse
import time

from benchmarks.corpora import BASE, load_all
from webapi.crawl import parse_many


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.dask_throughput")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--partitions", type=int, default=16)
    args = parser.parse_args(argv)

    import dask.dataframe as dd
    import pandas as pd
    from dask.distributed import Client, LocalCluster

    from webapi.dask import url_columns

    lines = [line for corpus in load_all() for line, _ in corpus.items]
    started = time.perf_counter()
    parse_many(lines, BASE, fields=("href", "host"))
    single = len(lines) / (time.perf_counter() - started)
    with (
        LocalCluster(  # type: ignore[no-untyped-call]
            n_workers=args.workers,
            processes=True,
            threads_per_worker=1,
            host="127.0.0.1",
            dashboard_address=None,
        ) as cluster,
        Client(cluster),  # type: ignore[no-untyped-call]
    ):
        frame = dd.from_pandas(  # type: ignore[no-untyped-call]
            pd.DataFrame({"u": lines}), npartitions=args.partitions
        ).persist()
        url_columns(frame, "u", base=BASE, fields=("href",)).compute()  # warm the workers
        started = time.perf_counter()
        url_columns(frame, "u", base=BASE, fields=("href", "host")).compute()
        elapsed = time.perf_counter() - started
    print(f"{len(lines):,} URLs; parse_many in this process: {single:,.0f} URLs/s")
    print(
        f"Dask LocalCluster, {args.workers} workers: {len(lines) / elapsed:,.0f} URLs/s in all, "
        f"{len(lines) / elapsed / args.workers:,.0f} URLs/s per worker"
    )


if __name__ == "__main__":
    main()
