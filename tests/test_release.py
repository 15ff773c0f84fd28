"""A release that would upload cleanly: ``python -m build`` makes the sdist and the pure
wheel from the tracked files (as a fresh clone has them), ``twine check --strict`` passes,
and the metadata is what PyPI and users need (name, version, licence, README, URLs,
classifiers, and runtime dependencies that are exactly what runtime code imports)."""

from __future__ import annotations

import email.parser
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest

import webapi

REPO = Path(__file__).resolve().parents[1]
DISTRIBUTION = "webapi-py"

pytestmark = [pytest.mark.needs_subprocess, pytest.mark.slow]


def _tracked_copy(dest: Path) -> Path:
    """The files git tracks (as a fresh clone has them), copied to ``dest``."""
    git = shutil.which("git")
    if git is None or not (REPO / ".git").exists():
        pytest.skip("not a git checkout: cannot tell which files a clone has")
    listed = subprocess.run(
        [git, "ls-files", "-z"], cwd=REPO, capture_output=True, check=True
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = REPO / name
        if source.is_file():
            target = dest / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    return dest


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("build", reason="build (the test extra) is not installed")
    pytest.importorskip("twine", reason="twine (the test extra) is not installed")
    source = _tracked_copy(tmp_path_factory.mktemp("clone"))
    out = tmp_path_factory.mktemp("dist")
    build = subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(out), str(source)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
    return out


def _one(dist: Path, pattern: str) -> Path:
    (path,) = dist.glob(pattern)
    return path


def test_build_makes_an_sdist_and_a_pure_wheel(dist: Path) -> None:
    version = webapi.__version__
    names = sorted(path.name for path in dist.iterdir())
    assert names == [f"webapi_py-{version}-py3-none-any.whl", f"webapi_py-{version}.tar.gz"]


def test_twine_check_passes(dist: Path) -> None:
    files = [str(path) for path in sorted(dist.iterdir())]
    check = subprocess.run(
        [sys.executable, "-m", "twine", "check", "--strict", *files],
        capture_output=True,
        text=True,
        check=False,
    )
    assert check.returncode == 0, check.stdout + check.stderr
    assert check.stdout.count("PASSED") == 2, check.stdout


def test_the_sdist_carries_the_licence_and_readme(dist: Path) -> None:
    sdist = _one(dist, "*.tar.gz")
    root = sdist.name.removesuffix(".tar.gz")
    with tarfile.open(sdist) as archive:
        names = set(archive.getnames())
        licence = archive.extractfile(f"{root}/LICENSE")
        assert licence is not None
        assert licence.read() == (REPO / "LICENSE").read_bytes()
    for name in ("README.md", "pyproject.toml", "webapi/__init__.py", "webapi/py.typed"):
        assert f"{root}/{name}" in names, name


#: Tracked files a packager does not need: CI's own entry point and git's ignore list.
_NOT_IN_SDIST = (".ci/", ".gitignore")


def test_the_sdist_carries_what_running_the_tests_needs(dist: Path) -> None:
    """Every tracked file (tests with their conftest and data helpers, the WPT loader, the Web
    IDL, docs, benchmarks, oracles, the Pyodide runner) is in the sdist: a packager can run
    the suite from it (the external data comes through the wpt loader, as from a clone)."""
    git = shutil.which("git")
    if git is None or not (REPO / ".git").exists():
        pytest.skip("not a git checkout: cannot tell which files a clone has")
    tracked = subprocess.run(
        [git, "ls-files", "-z"], cwd=REPO, capture_output=True, check=True
    ).stdout.decode()
    wanted = {name for name in tracked.split("\0") if name and not name.startswith(_NOT_IN_SDIST)}
    sdist = _one(dist, "*.tar.gz")
    root = sdist.name.removesuffix(".tar.gz")
    with tarfile.open(sdist) as archive:
        names = {
            name.removeprefix(f"{root}/") for name in archive.getnames() if name.startswith(root)
        }
    assert wanted - names == set()
    assert "tests/conftest.py" in names and "wpt/manifest.json" in names
    assert not [name for name in names if "__pycache__" in name or "node_modules" in name]


def _metadata(dist: Path) -> email.message.Message:
    wheel = _one(dist, "*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        (path,) = [name for name in names if name.endswith(".dist-info/METADATA")]
        assert any(name.endswith(".dist-info/licenses/LICENSE") for name in names)
        assert "webapi/py.typed" in names
        # the package, its metadata, and the console script's guard (_webapi_console's docstring)
        outside = [name for name in names if not name.startswith(("webapi/", "webapi_py-"))]
        assert outside == ["_webapi_console.py"], outside
        return email.parser.Parser().parsestr(archive.read(path).decode())


def test_wheel_metadata(dist: Path) -> None:
    metadata = _metadata(dist)
    assert metadata["Name"] == DISTRIBUTION
    assert metadata["Version"] == webapi.__version__
    assert metadata["License-Expression"] == "MIT"
    assert metadata["Requires-Python"] == ">=3.11"
    assert metadata["Description-Content-Type"] == "text/markdown"
    assert metadata.get_payload().startswith("# webapi")  # the README
    urls = metadata.get_all("Project-URL") or []
    assert urls and all(re.fullmatch(r"[^,]+, https://\S+", url) for url in urls), urls
    classifiers = metadata.get_all("Classifier") or []
    for needed in (
        "Programming Language :: Python :: 3.11",
        "Typing :: Typed",
        "Development Status :: 4 - Beta",
    ):
        assert needed in classifiers
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert metadata["Summary"] == pyproject["project"]["description"]


def test_runtime_dependencies_are_what_runtime_code_imports(dist: Path) -> None:
    requires = [
        value for value in _metadata(dist).get_all("Requires-Dist") or [] if "extra ==" not in value
    ]
    names = sorted(re.match(r"[A-Za-z0-9._-]+", value).group(0) for value in requires)  # type: ignore[union-attr]
    assert names == ["idna", "publicsuffixlist", "unicodedata2"]
    source = "\n".join(path.read_text(encoding="utf-8") for path in (REPO / "webapi").rglob("*.py"))
    assert "typing_extensions" not in source
    assert '"idna.uts46data"' in source and '"unicodedata2"' in source
    assert "publicsuffixlist" in (REPO / "webapi" / "url" / "_public_suffix.py").read_text()
