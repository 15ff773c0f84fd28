"""Unit tests for the ``wpt`` data loader: lookup order, hash pinning, downloads.

Everything runs against temporary directories and a local ``http.server`` on 127.0.0.1; nothing
here touches the real cache or the network outside this machine.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

import wpt
from wpt import Case, HashMismatchError, ManifestEntry, WPTDataError

NAME = "sample.json"
DOCUMENT: list[Any] = ["a comment", {"input": "a"}, "another comment", {"input": "b"}]
CONTENT = json.dumps(DOCUMENT).encode("utf-8")
TAMPERED = json.dumps([*DOCUMENT, {"input": "evil"}]).encode("utf-8")

URL_FILES = {
    "IdnaTestV2-removed.json",
    "IdnaTestV2.json",
    "percent-encoding.json",
    "setters_tests.json",
    "toascii.json",
    "urlencoded-parser-data.json",
    "urltestdata-javascript-only.json",
    "urltestdata.json",
    "verifydnslength_tests.json",
}
#: The URL Pattern Standard's files, beside url/ in shared/wpt/urlpattern/.
URLPATTERN_FILES = {
    "urlpattern/urlpattern-compare-test-data.json",
    "urlpattern/urlpattern-generate-test-data.json",
    "urlpattern/urlpatterntestdata.json",
}
#: The MIME Sniffing and Fetch data (data: URLs, forgiving base64), from wpt master as nodejs/undici
#: vendored it (shared/wpt/README.md).
MIMESNIFF_FETCH_FILES = {
    "mimesniff/mime-types.json",
    "mimesniff/generated-mime-types.json",
    "mimesniff/mime-groups.json",
    "fetch/data-urls.json",
    "fetch/base64.json",
}


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _manifest(url: str = "http://127.0.0.1:9/unused") -> dict[str, ManifestEntry]:
    return {NAME: ManifestEntry(name=NAME, url=url, sha256=_sha256(CONTENT))}


@dataclass
class Dirs:
    env: Path
    shared: Path
    cache: Path


@pytest.fixture
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Dirs:
    monkeypatch.delenv(wpt.ENV_VAR, raising=False)
    # Keep any configured HTTP proxy away from the local test server.
    monkeypatch.setenv("no_proxy", "127.0.0.1,localhost")
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    result = Dirs(env=tmp_path / "env", shared=tmp_path / "shared", cache=tmp_path / "cache")
    result.env.mkdir()
    result.shared.mkdir()
    return result


def _put(directory: Path, data: bytes = CONTENT, name: str = NAME) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / name
    path.write_bytes(data)
    return path


def _locate(dirs: Dirs, manifest: dict[str, ManifestEntry] | None = None) -> Path:
    return wpt.locate(
        NAME,
        manifest=_manifest() if manifest is None else manifest,
        shared_dir=dirs.shared,
        cache_dir=dirs.cache,
    )


@dataclass
class Upstream:
    root: Path
    base_url: str
    requests: list[str]


@pytest.fixture
def upstream(tmp_path: Path) -> Iterator[Upstream]:
    """A static HTTP server on 127.0.0.1 serving a temporary directory."""
    root = tmp_path / "upstream"
    root.mkdir()
    requests: list[str] = []

    class Handler(SimpleHTTPRequestHandler):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, directory=str(root), **kwargs)

        def log_message(self, format: str, *args: Any) -> None:
            requests.append(self.path)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    # Polled every 50 ms for the end (the default half second is what each shutdown waits).
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield Upstream(root, f"http://127.0.0.1:{server.server_address[1]}", requests)
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


# --- the real manifest -----------------------------------------------------------------------


def test_manifest_pins_the_url_urlpattern_mimesniff_and_fetch_files() -> None:
    manifest = wpt.read_manifest()
    assert set(manifest) == URL_FILES | URLPATTERN_FILES | MIMESNIFF_FETCH_FILES
    for name, entry in manifest.items():
        assert entry.name == name
        assert re.fullmatch(r"[0-9a-f]{64}", entry.sha256), name
        assert re.fullmatch(
            r"https://raw\.githubusercontent\.com/[\w.-]+/[\w.-]+/[0-9a-f]{40}/[\w./-]+", entry.url
        ), entry.url
        assert entry.url.endswith("/" + name.rpartition("/")[2])


def test_manifest_matches_shared_readme() -> None:
    readme = wpt.SHARED_DIR.parent / "README.md"
    if not readme.is_file():
        pytest.skip(f"{readme} is not present")
    listed = dict(
        (path.removeprefix("url/"), digest)
        for digest, path in re.findall(
            r"^([0-9a-f]{64})  ((?:url|urlpattern|mimesniff|fetch)/\S+)$", readme.read_text(), re.M
        )
    )
    assert {name: entry.sha256 for name, entry in wpt.read_manifest().items()} == listed


def test_manifest_errors_are_reported(tmp_path: Path) -> None:
    broken = tmp_path / "manifest.json"
    broken.write_text(json.dumps({"files": {NAME: {"url": "http://x/"}}}))
    with pytest.raises(WPTDataError, match="needs 'url' and 'sha256'"):
        wpt.read_manifest(broken)
    with pytest.raises(WPTDataError, match="cannot read"):
        wpt.read_manifest(tmp_path / "missing.json")


def test_unknown_file_is_refused(dirs: Dirs) -> None:
    with pytest.raises(WPTDataError, match="unknown WPT data file"):
        wpt.load("nope.json", manifest=_manifest(), shared_dir=dirs.shared, cache_dir=dirs.cache)


# --- lookup order ----------------------------------------------------------------------------


@pytest.mark.parametrize("subdir", ["", "url"], ids=["the-dir", "parent-of-url-dir"])
def test_env_var_wins_over_shared_and_cache(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch, subdir: str
) -> None:
    env_file = _put(dirs.env / subdir)
    _put(dirs.shared)
    _put(dirs.cache)
    monkeypatch.setenv(wpt.ENV_VAR, str(dirs.env))
    assert _locate(dirs) == env_file


def test_env_var_without_the_file_fails_instead_of_falling_back(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    _put(dirs.shared)
    monkeypatch.setenv(wpt.ENV_VAR, str(dirs.env))
    with pytest.raises(WPTDataError, match=r"\$WPT_DATA is set"):
        _locate(dirs)


def test_empty_env_var_counts_as_unset(dirs: Dirs, monkeypatch: pytest.MonkeyPatch) -> None:
    shared_file = _put(dirs.shared)
    monkeypatch.setenv(wpt.ENV_VAR, "")
    assert _locate(dirs) == shared_file


def test_shared_wins_over_cache(dirs: Dirs) -> None:
    shared_file = _put(dirs.shared)
    _put(dirs.cache)
    assert _locate(dirs) == shared_file


def test_cache_is_used_when_shared_is_missing(dirs: Dirs) -> None:
    cached = _put(dirs.cache)
    assert _locate(dirs) == cached


def test_load_returns_parsed_json(dirs: Dirs) -> None:
    _put(dirs.shared)
    loaded = wpt.load(NAME, manifest=_manifest(), shared_dir=dirs.shared, cache_dir=dirs.cache)
    assert loaded == DOCUMENT


# --- hash pinning ----------------------------------------------------------------------------


@pytest.mark.parametrize("where", ["env", "env-url", "shared", "cache"])
def test_local_file_with_wrong_hash_is_refused(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    if where.startswith("env"):
        _put(dirs.env / "url" if where == "env-url" else dirs.env, TAMPERED)
        monkeypatch.setenv(wpt.ENV_VAR, str(dirs.env))
    else:
        _put(dirs.shared if where == "shared" else dirs.cache, TAMPERED)
    with pytest.raises(HashMismatchError) as info:
        wpt.load(NAME, manifest=_manifest(), shared_dir=dirs.shared, cache_dir=dirs.cache)
    assert info.value.expected == _sha256(CONTENT)
    assert info.value.actual == _sha256(TAMPERED)
    assert _sha256(TAMPERED) in str(info.value)
    assert _sha256(CONTENT) in str(info.value)


def test_bad_shared_file_is_not_masked_by_good_cache(dirs: Dirs) -> None:
    _put(dirs.shared, TAMPERED)
    _put(dirs.cache)
    with pytest.raises(HashMismatchError):
        _locate(dirs)


# --- downloads -------------------------------------------------------------------------------


@pytest.mark.needs_sockets
def test_download_into_cache_then_reuse(dirs: Dirs, upstream: Upstream) -> None:
    _put(upstream.root)
    manifest = _manifest(f"{upstream.base_url}/{NAME}")
    loaded = wpt.load(NAME, manifest=manifest, shared_dir=dirs.shared, cache_dir=dirs.cache)
    assert loaded == DOCUMENT
    assert upstream.requests == [f"/{NAME}"]
    assert (dirs.cache / NAME).read_bytes() == CONTENT
    assert sorted(p.name for p in dirs.cache.iterdir()) == [NAME]

    # A second load is served from the cache, even with upstream gone.
    (upstream.root / NAME).unlink()
    assert _locate(dirs, manifest) == dirs.cache / NAME
    assert upstream.requests == [f"/{NAME}"]


@pytest.mark.needs_sockets
def test_download_with_wrong_hash_is_refused_and_not_cached(dirs: Dirs, upstream: Upstream) -> None:
    _put(upstream.root, TAMPERED)
    manifest = _manifest(f"{upstream.base_url}/{NAME}")
    with pytest.raises(HashMismatchError) as info:
        _locate(dirs, manifest)
    assert info.value.source == manifest[NAME].url
    assert upstream.requests == [f"/{NAME}"]
    assert not dirs.cache.exists() or list(dirs.cache.iterdir()) == []


@pytest.mark.needs_sockets
def test_download_http_error_is_reported(dirs: Dirs, upstream: Upstream) -> None:
    manifest = _manifest(f"{upstream.base_url}/{NAME}")
    with pytest.raises(WPTDataError, match=r"downloading .* failed") as info:
        _locate(dirs, manifest)
    assert not isinstance(info.value, HashMismatchError)
    assert not (dirs.cache / NAME).exists()


def test_download_without_tls_is_reported(dirs: Dirs, monkeypatch: pytest.MonkeyPatch) -> None:
    """Pyodide's urllib raises RuntimeError ("TLS not supported in this environment") for an
    https URL: the loader says the data is not available, as for any failed download, so the
    tests that need it skip."""

    def no_tls(*args: object, **kwargs: object) -> object:
        raise RuntimeError("TLS not supported in this environment")

    monkeypatch.setattr(urllib.request, "urlopen", no_tls)
    with pytest.raises(WPTDataError, match=r"downloading .* failed: TLS not supported"):
        _locate(dirs)


SUBDIR_NAME = "urlpattern/data.json"


def _subdir_manifest(url: str = "http://127.0.0.1:9/unused") -> dict[str, ManifestEntry]:
    return {SUBDIR_NAME: ManifestEntry(name=SUBDIR_NAME, url=url, sha256=_sha256(CONTENT))}


def test_name_with_a_directory_is_found_beside_url_in_shared(dirs: Dirs) -> None:
    # shared_dir is shared/wpt/url; "urlpattern/NAME" is shared/wpt/urlpattern/NAME.
    _put(dirs.shared, name="data.json")  # not this one
    expected = _put(dirs.shared.parent / "urlpattern", name="data.json")
    found = wpt.locate(
        SUBDIR_NAME, manifest=_subdir_manifest(), shared_dir=dirs.shared, cache_dir=dirs.cache
    )
    assert found == expected


def test_name_with_a_directory_is_found_beside_the_env_var_url_folder(
    dirs: Dirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    # $WPT_DATA names the url/ folder (as pyodide/run.py sets it): urlpattern/ is beside it.
    url_folder = dirs.env / "url"
    url_folder.mkdir()
    expected = _put(dirs.env / "urlpattern", name="data.json")
    monkeypatch.setenv(wpt.ENV_VAR, str(url_folder))
    found = wpt.locate(
        SUBDIR_NAME, manifest=_subdir_manifest(), shared_dir=dirs.shared, cache_dir=dirs.cache
    )
    assert found == expected


@pytest.mark.needs_sockets
def test_name_with_a_directory_downloads_into_a_cache_subdirectory(
    dirs: Dirs, upstream: Upstream
) -> None:
    _put(upstream.root, name="data.json")
    manifest = _subdir_manifest(f"{upstream.base_url}/data.json")
    loaded = wpt.load(SUBDIR_NAME, manifest=manifest, shared_dir=dirs.shared, cache_dir=dirs.cache)
    assert loaded == DOCUMENT
    assert (dirs.cache / SUBDIR_NAME).read_bytes() == CONTENT
    assert sorted(p.name for p in (dirs.cache / "urlpattern").iterdir()) == ["data.json"]


# --- cases() ---------------------------------------------------------------------------------


def test_cases_of_an_array_file_skip_comments_and_keep_positions() -> None:
    result = wpt.cases(NAME, DOCUMENT)
    assert result == [
        Case(file=NAME, index=1, data={"input": "a"}),
        Case(file=NAME, index=3, data={"input": "b"}),
    ]


def test_cases_of_the_setters_file_are_grouped_by_attribute() -> None:
    document = {
        "comment": ["about the file"],
        "host": [{"href": "a:", "new_value": "x", "expected": {}}],
        "port": [{"href": "b:", "new_value": "1", "expected": {}}, {"href": "c:"}],
    }
    result = wpt.cases("setters_tests.json", document)
    assert [(c.group, c.index, c.data["href"]) for c in result] == [
        ("host", 0, "a:"),
        ("port", 0, "b:"),
        ("port", 1, "c:"),
    ]


def test_cases_reject_unexpected_shapes() -> None:
    with pytest.raises(WPTDataError):
        wpt.cases(NAME, [1])
    with pytest.raises(WPTDataError):
        wpt.cases(NAME, "text")


def test_the_readme_names_every_data_set_and_its_loader() -> None:
    """wpt/README.md's table has a row for each manifest of wpt/, naming the loader that
    reads it and its variable (issue #42: the README spoke only of the URL data)."""
    folder = Path(__file__).resolve().parents[2] / "wpt"
    readme = (folder / "README.md").read_text(encoding="utf-8")
    assert not readme.startswith("# `wpt/` — web-platform-tests data for the URL Standard")
    rows = {
        cells[2]: (cells[3], cells[4])
        for line in readme.splitlines()
        if line.startswith("| ") and len(cells := [c.strip() for c in line.split("|")]) == 7
    }
    manifests = {f"`{path.name}`" for path in folder.glob("*manifest.json")}
    assert manifests and manifests <= set(rows)
    for manifest in manifests:
        loader, variable = rows[manifest]
        module = re.fullmatch(r"`(wpt/\w+\.py)`.*", loader)
        assert module is not None and (folder.parent / module[1]).is_file(), manifest
        name = variable.strip("`")
        assert name in (folder.parent / module[1]).read_text(encoding="utf-8"), manifest
