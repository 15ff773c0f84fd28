"""Locate, verify and load the pinned web-platform-tests URL data.

Lookup order for a data file ``NAME`` (one of the keys of ``manifest.json``):

1. ``$WPT_DATA`` when set and non-empty: ``$WPT_DATA/NAME``, or ``$WPT_DATA/url/NAME`` (and,
   for a name with a directory such as ``urlpattern/NAME``, ``$WPT_DATA/../urlpattern/NAME``).
   An explicitly configured directory that lacks the file is an error (no silent fallback).
2. ``../shared/wpt/url/NAME`` beside the repository root (``../shared/wpt/NAME`` for a
   name with a directory, such as ``urlpattern/urlpatterntestdata.json``).
3. ``wpt/_cache/NAME`` (a previous download).
4. Download the pinned upstream URL from the manifest into ``wpt/_cache/``.

Every file, wherever it comes from, must have the sha256 pinned in the manifest; anything else
raises :class:`HashMismatchError`.  A download that does not match is never written to the cache.
The bytes that are hashed are the bytes that get parsed, so there is no window between checking
and reading.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import os
import tempfile
import urllib.error
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from webapi.url import URL_ATTRIBUTES as _URL_ATTRIBUTES

__all__ = [
    "CACHE_DIR",
    "ENV_VAR",
    "MANIFEST_PATH",
    "SHARED_DIR",
    "URL_ATTRIBUTES",
    "URL_COMPONENTS",
    "Case",
    "HashMismatchError",
    "ManifestEntry",
    "PinnedData",
    "WPTDataError",
    "cases",
    "load",
    "locate",
    "read_manifest",
    "read_verified",
]

_log = logging.getLogger(__name__)

#: Environment variable naming a directory that holds the ``url/*.json`` files.
ENV_VAR = "WPT_DATA"
_PACKAGE_DIR = Path(__file__).resolve().parent
MANIFEST_PATH = _PACKAGE_DIR / "manifest.json"
#: Download cache (git-ignored).
CACHE_DIR = _PACKAGE_DIR / "_cache"
#: ``shared/wpt/url`` beside the repository root.
SHARED_DIR = _PACKAGE_DIR.parent.parent / "shared" / "wpt" / "url"

_DOWNLOAD_TIMEOUT = 60.0

#: Every string attribute of a URL, ``origin`` included, in the IDL's order (webapi's list).
URL_ATTRIBUTES = _URL_ATTRIBUTES
#: The string attributes of a URL that urltestdata.json's cases give and setters_tests.json's
#: set, in the URL Standard's IDL order (without ``origin``, which is read-only); they are
#: also the ``URL`` setters.
URL_COMPONENTS = tuple(name for name in URL_ATTRIBUTES if name != "origin")


class WPTDataError(RuntimeError):
    """The data file cannot be found, fetched or trusted."""


class HashMismatchError(WPTDataError):
    """A data file's sha256 differs from the one pinned in the manifest."""

    def __init__(self, name: str, source: str, expected: str, actual: str) -> None:
        self.name = name
        self.source = source
        self.expected = expected
        self.actual = actual
        super().__init__(
            f"refusing WPT data file {name!r} from {source}: sha256 is {actual}, "
            f"but the manifest pins {expected}"
        )


@dataclass(frozen=True)
class ManifestEntry:
    """One pinned file: where upstream serves it and what its bytes hash to."""

    name: str
    url: str
    sha256: str


@dataclass(frozen=True)
class Case:
    """One test case of a data file (comments, i.e. bare strings, are not cases).

    ``index`` is the position in the JSON array, or, for ``setters_tests.json``, in the
    array of the setter named by ``group``.
    """

    file: str
    index: int
    data: dict[str, Any]
    group: str | None = None


def read_manifest(path: Path = MANIFEST_PATH) -> dict[str, ManifestEntry]:
    """Parse ``manifest.json`` into ``{file name: entry}`` (a copy of the entries read last
    time while the file is unchanged: a test session reads each manifest for every data file
    it locates, some 500 times)."""
    try:
        stat = path.stat()
    except OSError as exc:
        raise WPTDataError(f"cannot read WPT manifest {path}: {exc}") from exc
    return dict(_parsed_manifest(str(path), stat.st_mtime_ns, stat.st_size))


@functools.lru_cache(maxsize=32)
def _parsed_manifest(path_name: str, mtime_ns: int, size: int) -> dict[str, ManifestEntry]:
    """The entries of the manifest at ``path_name`` as it was at ``mtime_ns`` and ``size``."""
    path = Path(path_name)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise WPTDataError(f"cannot read WPT manifest {path}: {exc}") from exc
    files = raw.get("files") if isinstance(raw, dict) else None
    if not isinstance(files, dict):
        raise WPTDataError(f"WPT manifest {path} has no 'files' object")
    entries: dict[str, ManifestEntry] = {}
    for name, spec in files.items():
        if not (
            isinstance(spec, dict)
            and isinstance(spec.get("url"), str)
            and isinstance(spec.get("sha256"), str)
        ):
            raise WPTDataError(f"WPT manifest {path}: entry {name!r} needs 'url' and 'sha256'")
        entries[name] = ManifestEntry(name=name, url=spec["url"], sha256=spec["sha256"].lower())
    return entries


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _verify(entry: ManifestEntry, data: bytes, source: str) -> bytes:
    actual = _sha256(data)
    if actual != entry.sha256:
        raise HashMismatchError(entry.name, source, entry.sha256, actual)
    return data


def _entry(name: str, manifest: Mapping[str, ManifestEntry] | None) -> ManifestEntry:
    entries = read_manifest() if manifest is None else manifest
    try:
        return entries[name]
    except KeyError:
        known = ", ".join(sorted(entries))
        raise WPTDataError(f"unknown WPT data file {name!r} (known: {known})") from None


def _env_candidates(name: str, env_var: str, env_subdir: str) -> list[Path] | None:
    """Where ``$env_var`` says the file is, or None when the variable is unset or empty."""
    value = os.environ.get(env_var, "")
    if not value:
        return None
    root = Path(value)
    candidates = [root / name, root / env_subdir / name]
    if "/" in name:
        # "urlpattern/NAME" beside the url/ folder that $WPT_DATA names.
        candidates.append(root.parent / name)
    return candidates


def _download(
    entry: ManifestEntry, cache_dir: Path, shared_dir: Path, env_var: str
) -> tuple[Path, bytes]:
    _log.info("downloading WPT data %s from %s", entry.name, entry.url)
    request = urllib.request.Request(entry.url, headers={"User-Agent": "webapi-wpt-loader"})
    try:
        with urllib.request.urlopen(request, timeout=_DOWNLOAD_TIMEOUT) as response:
            data: bytes = response.read()
    except (urllib.error.URLError, OSError, RuntimeError) as exc:
        # RuntimeError: Pyodide's urllib has no TLS ("TLS not supported in this environment").
        raise WPTDataError(
            f"data file {entry.name!r} is not available locally (set ${env_var}, or put the "
            f"data in {shared_dir}) and downloading {entry.url} failed: {exc}"
        ) from exc
    _verify(entry, data, entry.url)
    target = cache_dir / entry.name
    target.parent.mkdir(parents=True, exist_ok=True)
    # Write to a temporary file in the same directory and rename, so that a reader never sees
    # a partial file.
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as tmp:
            tmp.write(data)
        os.replace(tmp_name, target)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
    return target, data


def _locate_and_read(
    name: str,
    *,
    manifest: Mapping[str, ManifestEntry] | None,
    shared_dir: Path,
    cache_dir: Path,
    env_var: str = ENV_VAR,
    env_subdir: str = "url",
    nested_beside: bool = True,
) -> tuple[Path, bytes]:
    """The verified bytes of data file ``name`` and where they came from (the lookup order
    of this module's docstring; :class:`PinnedData` passes its own variable and folders, and
    ``nested_beside=False``: its names with a directory, ``tokenizer/test1.test``, are inside
    its shared folder, not beside it)."""
    entry = _entry(name, manifest)

    env_candidates = _env_candidates(name, env_var, env_subdir)
    if env_candidates is not None:
        for path in env_candidates:
            if path.is_file():
                return path, _verify(entry, path.read_bytes(), str(path))
        tried = ", ".join(str(path) for path in env_candidates)
        raise WPTDataError(f"${env_var} is set but data file {name!r} is not there (tried {tried})")

    # A name with a directory ("urlpattern/NAME") lives beside url/ in shared/wpt/.
    shared_path = shared_dir.parent / name if "/" in name and nested_beside else shared_dir / name
    for path in (shared_path, cache_dir / name):
        if path.is_file():
            return path, _verify(entry, path.read_bytes(), str(path))

    return _download(entry, cache_dir, shared_dir, env_var)


@dataclass(frozen=True)
class PinnedData:
    """A pinned data set other than the WPT URL data, laid out as this module's (the Encoding
    Standard's files, the Public Suffix List): ``wpt/FOLDER-manifest.json``, then the lookup
    order of this module's docstring with ``$ENV_VAR`` (``$ENV_VAR/NAME`` or
    ``$ENV_VAR/FOLDER/NAME``), ``../shared/FOLDER`` and ``wpt/_cache/FOLDER``."""

    folder: str
    env_var: str

    @property
    def manifest_path(self) -> Path:
        return _PACKAGE_DIR / f"{self.folder}-manifest.json"

    @property
    def shared_dir(self) -> Path:
        """``shared/FOLDER`` beside the repository root."""
        return _PACKAGE_DIR.parent.parent / "shared" / self.folder

    @property
    def cache_dir(self) -> Path:
        """The download cache (git-ignored, as all of ``wpt/_cache``)."""
        return CACHE_DIR / self.folder

    def read(self, name: str) -> tuple[Path, bytes]:
        """The verified bytes of file ``name`` (a key of the manifest) and where they came
        from, downloading it if needed."""
        return _locate_and_read(
            name,
            manifest=read_manifest(self.manifest_path),
            shared_dir=self.shared_dir,
            cache_dir=self.cache_dir,
            env_var=self.env_var,
            env_subdir=self.folder,
            nested_beside=False,
        )


def locate(
    name: str,
    *,
    manifest: Mapping[str, ManifestEntry] | None = None,
    shared_dir: Path = SHARED_DIR,
    cache_dir: Path = CACHE_DIR,
) -> Path:
    """Return the path of the verified data file ``name``, downloading it if needed."""
    return _locate_and_read(name, manifest=manifest, shared_dir=shared_dir, cache_dir=cache_dir)[0]


def read_verified(
    name: str,
    *,
    manifest: Mapping[str, ManifestEntry] | None = None,
    shared_dir: Path = SHARED_DIR,
    cache_dir: Path = CACHE_DIR,
) -> bytes:
    """Return the bytes of data file ``name`` after checking them against the manifest."""
    return _locate_and_read(name, manifest=manifest, shared_dir=shared_dir, cache_dir=cache_dir)[1]


def load(
    name: str,
    *,
    manifest: Mapping[str, ManifestEntry] | None = None,
    shared_dir: Path = SHARED_DIR,
    cache_dir: Path = CACHE_DIR,
) -> Any:
    """Return the parsed JSON of data file ``name`` (verified against the manifest)."""
    data = read_verified(name, manifest=manifest, shared_dir=shared_dir, cache_dir=cache_dir)
    return json.loads(data.decode("utf-8"))


def cases(name: str, document: Any = None) -> list[Case]:
    """Return the test cases of data file ``name`` in file order, comments left out.

    ``document`` is the already parsed file; when omitted it is loaded with :func:`load`.
    Array files yield one case per object; ``setters_tests.json`` (an object keyed by
    attribute) yields one case per object of every attribute's array, with ``group`` set.
    """
    doc = load(name) if document is None else document
    result: list[Case] = []
    if isinstance(doc, list):
        for index, item in enumerate(doc):
            if isinstance(item, dict):
                result.append(Case(file=name, index=index, data=item))
            elif not isinstance(item, str):
                raise WPTDataError(f"{name}[{index}]: expected an object or a comment string")
    elif isinstance(doc, dict):
        for group, items in doc.items():
            if group == "comment":
                continue
            if not isinstance(items, list):
                raise WPTDataError(f"{name}[{group!r}]: expected an array")
            for index, item in enumerate(items):
                if not isinstance(item, dict):
                    raise WPTDataError(f"{name}[{group!r}][{index}]: expected an object")
                result.append(Case(file=name, index=index, data=item, group=group))
    else:
        raise WPTDataError(f"{name}: expected a JSON array or object at top level")
    return result
