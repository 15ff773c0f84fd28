"""A short run of the fuzz target (``fuzz/url_fuzzer.py``, docs/fuzzing.md) without atheris,
and, when atheris is installed, a few thousand coverage-guided executions."""

from __future__ import annotations

import importlib.util
import os
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from _load import module_from_file

import wpt

ROOT = Path(__file__).resolve().parents[2]
FUZZER = ROOT / "fuzz" / "url_fuzzer.py"


def _load() -> ModuleType:
    return module_from_file("url_fuzzer", FUZZER)


def _inputs(modes: int) -> list[bytes]:
    rng = random.Random(20260721)
    cases = [c for c in wpt.load("urltestdata.json") if not isinstance(c, str)]
    inputs = []
    for case in rng.sample(cases, 150):
        text = case["input"].encode("utf-8", "surrogatepass")
        base = (case.get("base") or "").encode("utf-8", "surrogatepass")
        inputs.append(bytes([rng.randrange(modes), rng.randrange(256)]) + text + base)
    alphabet = b"htps:/\\?#[]@%.:0x1fe\t\n\x00 \xc3\xa9\xe2\x80\x8c\xff\xd7\x90"
    for _ in range(150):
        size = rng.randrange(2, 60)
        inputs.append(bytes(rng.choice(alphabet) for _ in range(size)))
    for _ in range(50):
        inputs.append(rng.randbytes(rng.randrange(2, 80)))
    return inputs


def test_target_accepts_a_few_hundred_inputs() -> None:
    fuzzer = _load()
    inputs = _inputs(len(fuzzer.MODES))
    assert len(inputs) >= 300
    for data in inputs:
        fuzzer.test_one_input(data)
    for mode in range(len(fuzzer.MODES)):
        fuzzer.test_one_input(bytes([mode, 0]))
        fuzzer.test_one_input(bytes([mode, 255]) + b"\xed\xa0\x80http://\xef\xbc\x85/")


@pytest.mark.skipif(
    importlib.util.find_spec("atheris") is None,
    reason="atheris is not installed: pip install atheris",
)
# (slow: atheris instruments webapi's modules as the fuzzer imports them, some 2 s of CPU
# whatever the runs; the default run calls test_one_input directly: the test above)
@pytest.mark.slow
@pytest.mark.parametrize("runs", [3000])
def test_atheris_run(tmp_path: Path, runs: int) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), *sys.path])}
    # libFuzzer's RSS limit (2,048 MB by default) reads the peak RSS, which a child starts with
    # from the process it was forked from: this test process's, over 2 GB late in the slow
    # tier (the stop's CI: "out-of-memory" at the fuzzer's first input). The limit is this
    # process's peak plus the default's 2,048 MB.
    import resource

    limit = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024 + 2048
    run = subprocess.run(
        [
            sys.executable,
            str(FUZZER),
            str(tmp_path),
            f"-runs={runs}",
            "-max_len=256",
            "-seed=1",
            f"-rss_limit_mb={limit}",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    assert f"Done {runs} runs" in run.stderr


def test_seed_inputs() -> None:
    fuzzer = _load()
    seeds = list(fuzzer.seed_inputs())
    assert len(seeds) > 1000
    assert {seed[0] for seed in seeds} == set(range(len(fuzzer.MODES)))
    assert bytes([0, 128]) + b"http://example\t.\norg" + b"http://example.org/foo/bar" in seeds


@pytest.mark.slow  # (some 2,000 files written: seconds of I/O)
def test_seed_corpus(tmp_path: Path) -> None:
    fuzzer = _load()
    count = fuzzer.write_seed_corpus(tmp_path)
    assert count == len(list(tmp_path.iterdir())) == len(list(fuzzer.seed_inputs())) > 1000
    assert (tmp_path / "wpt-0").read_bytes() == next(fuzzer.seed_inputs())
