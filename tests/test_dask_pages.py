"""``webapi.dask``'s pages: ``read_pages`` and ``extract`` on Dask give the table
``extract_one`` gives in one process, row for row, type for type, and the same Parquet.

The default tier runs 120 generated pages (two WARC files and a folder of HTML files, every
field of ``benchmarks.pages_corpus.FIELDS``) on Dask's synchronous scheduler: one process,
each partition computed as a worker computes it. 1,000 pages, as issue 76 asks, take some 5 ms
of parsing and reading per page, twice (one process, then Dask): 10 s, over the default tier's
share (120 pages: some 1.3 s). The slow tier runs a two-process ``LocalCluster`` over WARC
files (see ``test_a_local_cluster_gives_the_same_table``)."""

from __future__ import annotations

import importlib.util
import io
import json
import os
import pickle
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from benchmarks.pages_corpus import FIELDS, page_url, pages, write_files, write_warc

# Found, not imported (as importorskip would): with pytest-xdist every worker collects this
# module, and only the one that runs its tests needs pandas (some 1.5 s to import).
for _module, _distribution in (("pyarrow", "pyarrow"), ("pandas", "dask[dataframe]")):
    if importlib.util.find_spec(_module) is None:
        pytest.skip(
            f"{_distribution} (the test extra) is not installed: pip install -e '.[test]'",
            allow_module_level=True,
        )

REPO = Path(__file__).resolve().parents[1]


def _corpus(folder: Path) -> list[Path]:
    """120 pages: 50 and 40 in two WARC files, 30 HTML files in a folder."""
    first = write_warc(folder / "crawl-0.warc.gz", 50)
    second = write_warc(folder / "crawl-1.warc.gz", 40, start=50)
    write_files(folder / "site", 30)
    return [first, second, folder / "site"]


def _parquet_bytes(table: Any) -> bytes:
    """``table`` (without schema metadata) written as Parquet, in memory."""
    import pyarrow.parquet as pq

    buffer = io.BytesIO()
    pq.write_table(table.replace_schema_metadata(None).combine_chunks(), buffer)
    return buffer.getvalue()


def _check_equal(
    frame: Any, paths: list[Path], out: Path, fields: dict[str, Any]
) -> tuple[int, float]:
    """``frame`` (a Dask DataFrame of ``paths``) computes to ``extract_one``'s table, and its
    Parquet folder reads back as the same Arrow table, byte for byte; the number of rows and
    the processor time of the single-process table. (The frame is persisted first: its pages
    are read once.)"""
    import pyarrow.parquet as pq

    from webapi.dask import extract_table
    from webapi.dask._table import frame_of

    started = time.process_time()
    table = extract_table(paths, fields)
    seconds = time.process_time() - started
    one = frame_of(table)
    frame = frame.persist()
    computed = frame.compute().reset_index(drop=True)
    assert list(computed.columns) == list(one.columns)
    assert computed.dtypes.tolist() == one.dtypes.tolist()
    assert computed.equals(one)
    frame.to_parquet(out, write_index=False)
    back = pq.read_table(out)
    assert back.replace_schema_metadata(None).equals(table)
    assert _parquet_bytes(back) == _parquet_bytes(table)
    return len(one), seconds


def test_dask_gives_the_single_process_table(tmp_path: Path) -> None:
    import dask

    from webapi.dask import extract, read_pages

    paths = _corpus(tmp_path)
    with dask.config.set(scheduler="sync"):
        # the first WARC file (24 KB) in two ranges (of 20,000 bytes or more, and the rest),
        # the second (20 KB) whole, the folder in runs of 8 files
        bag = read_pages(paths, files_per_partition=8, bytes_per_partition=20_000)
        assert bag.npartitions == 2 + 1 + 4
        assert read_pages(paths, bytes_per_partition=10_000).npartitions == 3 + 2 + 1
        frame = extract(bag, FIELDS)
        assert _check_equal(frame, paths, tmp_path / "table", FIELDS)[0] == 120


def test_the_rows_are_the_browsers_answers() -> None:
    """A row holds what the DOM gives: ``a.href`` for each link with an href (the base URL,
    the page's encoding in the query, a URL that does not parse as written), parsel's first
    match, the XPath cells of the implied tbody, the body's innerText."""
    from webapi.dask import Page, extract_one

    corpus = [Page(url, body, [("Content-Type", "text/html")]) for url, body in pages(4)]
    table = extract_one(corpus, FIELDS)
    for page, row in zip(corpus, table.itertuples(index=False), strict=True):
        document = page.document
        anchors = [a for a in document.querySelectorAll("a") if a.hasAttribute("href")]
        assert list(row.links) == [a.href for a in anchors]
        assert row.title == document.title
        assert row.text == document.body.innerText
        assert row.url == page.url
    first, second = table.iloc[0], table.iloc[1]
    assert first.links[0] == "https://shop0.example/b0/item-1.html"  # <base href>
    assert "q=caf%E9" in second.links[1]  # windows-1252's é in the query
    assert first.links[-1] == "http://[bad/"  # as written: it does not parse
    assert list(table.iloc[3].cells) == ["3-0", "0", "3-1", "3", "3-2", "6"]
    assert "Advert" not in second.text and "Hidden" not in second.text
    assert second.next == "item-2.html" and first.heading == "Item   0"


def test_function_fields_and_their_types() -> None:
    from webapi.dask import Page, extract_one

    page = Page("https://a.example/", b"<title>T</title><p>one<p>two")
    fields = {
        "paragraphs": {"function": lambda d: len(d.querySelectorAll("p")), "type": "int64"},
        "tag": lambda d: d.documentElement.localName,
        "all": {"css": "p::text", "all": True},
        "count": {"xpath": "count(//p)"},
    }
    row = extract_one([page], fields).iloc[0]
    assert (row["paragraphs"], row["tag"], list(row["all"]), row["count"]) == (
        2,
        "html",
        ["one", "two"],
        "2.0",
    )
    with pytest.raises(TypeError, match=r"'n' of 'https://a\.example/': int is not a string"):
        extract_one([page], {"n": lambda d: 1})
    with pytest.raises(ValueError, match="not a CSS query"):
        extract_one([page], {"bad": "a["})
    with pytest.raises(ValueError, match="name"):
        extract_one([page], {"url": "title::text"})
    with pytest.raises(TypeError, match="field 'x'"):
        extract_one([page], {"x": 3})


def test_a_page_pickles_as_its_bytes(tmp_path: Path) -> None:
    from webapi.dask import Page, iter_pages, page_sources

    page = Page("https://a.example/", b"<title>T</title>", [("Content-Type", "text/html")])
    assert page.document.title == "T"
    copy = pickle.loads(pickle.dumps(page))
    assert (copy.url, copy.body, copy.headers) == (page.url, page.body, page.headers)
    assert copy._document is None and copy.document.title == "T"
    folder = tmp_path / "f"
    write_files(folder, 3)
    (folder / "notes.txt").write_text("not a page")
    write_warc(folder / "deep" / "z.warc.gz", 2) if (folder / "deep").mkdir() is None else None
    found = page_sources([folder])
    assert [Path(p).name for p in found] == ["00000.html", "00001.html", "00002.html", "z.warc.gz"]
    assert page_sources(str(folder / "*.html")) == found[:3]
    assert [p.url for p in iter_pages(folder)][-2:] == [page_url(0), page_url(1)]
    with pytest.raises(FileNotFoundError):
        page_sources(str(folder / "*.nothing"))
    with pytest.raises(FileNotFoundError):
        page_sources(folder / "missing.html")


@pytest.mark.needs_subprocess
def test_importing_webapi_dask_imports_no_dask() -> None:
    code = (
        "import sys, webapi, webapi.dask\n"
        "print(sorted(m for m in ('dask', 'pandas', 'pyarrow') if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-S", "-c", code], cwd=REPO, capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]"


def _warm_up() -> None:
    """A worker's first page: webapi's modules and first-use tables loaded before the
    throughput is measured (the single-process table is measured warm too)."""
    from webapi.dask import Page, extract_one

    extract_one([Page(*next(pages(1)))], FIELDS)


def _worker_figures() -> dict[str, float]:
    """A worker's peak resident memory (MiB) and processor time (seconds). The peak is the
    process's own (``VmHWM`` of /proc/self/status, where there is one): ``ru_maxrss`` is kept
    across ``execve``, so a worker started from a large test process reports that process's
    peak."""
    import resource

    usage = resource.getrusage(resource.RUSAGE_SELF)
    peak_kib = float(usage.ru_maxrss)
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    peak_kib = float(line.split()[1])
    except OSError:
        pass
    return {"max_rss_mib": peak_kib / 1024, "cpu_s": usage.ru_utime + usage.ru_stime}


#: The slow tier's pages (issue 76 asks 100,000: at some 5 ms a page, twice, that is 1,000 s
#: of processor time; the slow tier's share is some 2 minutes: 8,000 pages took 130 s).
SLOW_PAGES = 6_000
SLOW_FILES = 6


@pytest.mark.slow
@pytest.mark.needs_subprocess
@pytest.mark.needs_sockets
@pytest.mark.needs_process_stats
def test_a_local_cluster_gives_the_same_table(tmp_path: Path, two_process_dask_client: Any) -> None:
    """``SLOW_PAGES`` pages in WARC files on a two-process ``LocalCluster``: the
    single-process table, and the Parquet folder; each worker's peak memory and throughput are
    written to ``build/dask-pages.json``. Half the pages are in one large file (1.5 MB), read
    in three byte ranges (``bytes_per_partition``), the rest in files read whole."""
    from webapi.dask import extract, read_pages

    per_file = SLOW_PAGES // SLOW_FILES
    large = SLOW_PAGES // 2
    paths = [write_warc(tmp_path / "crawl-large.warc.gz", large)] + [
        write_warc(tmp_path / f"crawl-{n}.warc.gz", per_file, start=large + n * per_file)
        for n in range((SLOW_PAGES - large) // per_file)
    ]
    client = two_process_dask_client
    _warm_up()
    client.run(_warm_up)
    before = client.run(_worker_figures)
    bag = read_pages(paths, bytes_per_partition=600_000)
    assert bag.npartitions == 3 + len(paths) - 1
    frame = extract(bag, FIELDS)
    rows, seconds = _check_equal(frame, paths, tmp_path / "table", FIELDS)
    after = client.run(_worker_figures)
    assert rows == SLOW_PAGES
    one_rate = SLOW_PAGES / seconds
    workers = {
        name: {
            "max_rss_mib": round(after[name]["max_rss_mib"], 1),
            "cpu_s": round(after[name]["cpu_s"] - before[name]["cpu_s"], 2),
        }
        for name in after
    }
    # (the frame is persisted: each page is parsed once, in one of the workers)
    cpu = sum(worker["cpu_s"] for worker in workers.values())
    per_worker_rate = SLOW_PAGES / cpu
    report = {
        "pages": SLOW_PAGES,
        "workers": workers,
        "pages_per_cpu_second_one_process": round(one_rate, 1),
        "pages_per_cpu_second_per_worker": round(per_worker_rate, 1),
        "ratio": round(per_worker_rate / one_rate, 3),
    }
    os.makedirs(REPO / "build", exist_ok=True)
    (REPO / "build" / "dask-pages.json").write_text(json.dumps(report, indent=1))
    print(json.dumps(report))
    assert all(worker["max_rss_mib"] < 1024 for worker in workers.values())


def test_the_benchmark_runs() -> None:
    """``python -m benchmarks.pages`` on three pages: each reader installed gives a rate, and
    webapi's rows are Chromium's answers."""
    from benchmarks.pages import measure

    recorded, results = measure(3, 1)
    name, rate, same = results[0]
    assert recorded == 3
    assert name.startswith("webapi") and rate > 0
    assert same == dict.fromkeys(FIELDS, 3)
    assert all(len(row[2]) == len(FIELDS) for row in results)


def _resident_mib(document: Any) -> float:
    """The process's resident memory now, in MiB (``/proc/self/statm``): a field function, so
    that each row says the worker's memory after its page."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        pages_resident = int(statm.read().split()[1])
    return pages_resident * os.sysconf("SC_PAGE_SIZE") / 2**20


def _worker_id(document: Any) -> int:
    return os.getpid()


def _clock(document: Any) -> float:
    return time.monotonic()


#: Memory over time: pages, pages a sample, samples left out as warm-up.
MEMORY_PAGES = 3_000
MEMORY_BIN = 100
MEMORY_WARM_UP = 2
#: The bins at the run's end that must be flat (fewer than a partition's pages).
MEMORY_FLAT_BINS = 4


def _trend(samples: list[float]) -> float:
    """The least-squares slope of ``samples`` (one a bin), in MiB a bin."""
    count = len(samples)
    mean_x, mean_y = (count - 1) / 2, sum(samples) / count
    top = sum((x - mean_x) * (y - mean_y) for x, y in enumerate(samples))
    return top / sum((x - mean_x) ** 2 for x in range(count))


@pytest.mark.slow
@pytest.mark.needs_subprocess
@pytest.mark.needs_sockets
@pytest.mark.needs_process_stats
def test_worker_memory_is_flat_over_the_run(tmp_path: Path, two_process_dask_client: Any) -> None:
    """Each worker's resident memory after each page, over ``MEMORY_PAGES`` pages on a
    two-process ``LocalCluster`` (three WARC files in six ranges, so each worker runs several
    partitions) writing Parquet: taken ``MEMORY_BIN`` pages at a time (the highest of each
    bin), after the first bins (the modules and first-use tables loaded), the last
    ``MEMORY_FLAT_BINS`` bins (the last partition's pages) rise less than 6 MiB, and no bin
    is 128 MiB above the first: a leak of 20 KB a page (a document kept) fails the first.
    Not flat over the whole run yet: within a partition some 0.3 MiB each 100 pages (its rows,
    held until its Arrow table is built), and at the start of the second and third
    partitions a step (5 to 28 MiB on 28 November; 22 to 47 MiB on 29 November, on the
    session's first commit too, with Arrow's system allocator as well: the allocator keeping
    what a partition's rows and result held until Dask let them go), flat once three
    partitions have run. The least-squares rise over the run is reported beside the figures in
    ``build/dask-memory.json``."""
    from webapi.dask import extract, read_pages

    paths = [
        write_warc(tmp_path / f"crawl-{n}.warc.gz", 1000, start=n * 1000)
        for n in range(MEMORY_PAGES // 1000)
    ]
    fields = {
        **FIELDS,
        "rss": {"function": _resident_mib, "type": "float64"},
        "worker": {"function": _worker_id, "type": "int64"},
        "at": {"function": _clock, "type": "float64"},
    }
    import pyarrow.parquet as pq

    bag = read_pages(paths, bytes_per_partition=250_000)
    assert bag.npartitions == 6
    # written as a large run writes it: each partition's table let go once written
    extract(bag, fields).to_parquet(tmp_path / "table", write_index=False)
    read = pq.read_table(tmp_path / "table", columns=["rss", "worker", "at"])
    table = read.replace_schema_metadata(None).to_pandas()
    assert len(table) == MEMORY_PAGES
    report: dict[str, Any] = {"pages": MEMORY_PAGES, "pages_a_sample": MEMORY_BIN, "workers": {}}
    for worker, rows in table.groupby("worker"):
        ordered = rows.sort_values("at")["rss"].tolist()
        bins = [
            max(ordered[start : start + MEMORY_BIN])
            for start in range(0, len(ordered) - MEMORY_BIN + 1, MEMORY_BIN)
        ]
        steady = bins[MEMORY_WARM_UP:]
        rise = _trend(steady) * (len(steady) - 1)
        report["workers"][str(worker)] = {
            "pages": len(ordered),
            "rss_mib_each_sample": [round(value, 1) for value in bins],
            "trend_mib_over_the_run": round(rise, 2),
        }
    os.makedirs(REPO / "build", exist_ok=True)
    (REPO / "build" / "dask-memory.json").write_text(json.dumps(report, indent=1))
    print(json.dumps(report))
    for figures in report["workers"].values():
        bins = figures["rss_mib_each_sample"]
        steady = bins[MEMORY_WARM_UP:]
        assert len(steady) >= 5
        last = bins[-MEMORY_FLAT_BINS:]
        assert max(last) - last[0] < 6, figures
        assert max(steady) - steady[0] < 128, figures
