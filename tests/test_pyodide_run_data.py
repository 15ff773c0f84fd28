"""pyodide/run.py without the pinned data on the host (no ``$WPT_DATA``, no ``../shared``, no
network): the suite still runs, its guest data folders left empty, so the tests that need the
data skip saying so (the clean-clone run of issue #21), where before the runner stopped on a
bare WPTDataError."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest
from _load import module_from_file

import wpt
import wpt.encoding

RUN_PY = Path(__file__).resolve().parents[1] / "pyodide" / "run.py"


@pytest.fixture
def run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    module = module_from_file("_pyodide_run_under_test", RUN_PY)
    repo = tmp_path / "repo"  # no ../shared beside it
    repo.mkdir()
    monkeypatch.setattr(module, "REPO", repo)
    for name in ("WPT_DATA", "ENCODING_DATA", "WEBAPI_SPEC_DIR"):
        monkeypatch.delenv(name, raising=False)

    def unavailable(name: str, **kwargs: object) -> Path:
        raise wpt.WPTDataError(f"data file {name!r} is not available locally")

    monkeypatch.setattr(wpt, "locate", unavailable)
    monkeypatch.setattr(wpt.encoding, "locate", unavailable)
    return module


def test_no_data_is_none_not_an_error(run: ModuleType) -> None:
    assert run.wpt_data_dir() is None
    assert run.encoding_data_dir() is None


def test_the_suite_config_mounts_no_data_and_names_the_empty_guest_folders(
    run: ModuleType,
) -> None:
    config = run.suite_config([], Path("/runtime"), [])
    guests = {mount["guest"] for mount in config["mounts"]}
    assert run.GUEST_WPT not in guests
    assert run.GUEST_ENCODING not in guests
    assert config["env"]["WPT_DATA"] == run.GUEST_WPT
    assert config["env"]["ENCODING_DATA"] == run.GUEST_ENCODING
