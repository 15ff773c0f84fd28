"""``wpt.encoding``: the Encoding Standard's files, found and checked like the WPT data."""

from __future__ import annotations

from pathlib import Path

import pytest

import wpt
import wpt.encoding


def test_every_pinned_file_loads() -> None:
    manifest = wpt.read_manifest(wpt.encoding.MANIFEST_PATH)
    assert "encodings.json" in manifest and "index-jis0208.txt" in manifest
    for name in manifest:
        assert wpt.encoding.read_verified(name)


def test_indexes_parse_every_line() -> None:
    # The third column holds the character itself, U+0085 and U+2028 included: a line
    # split on those would lose entries.
    assert len(wpt.encoding.index("iso-8859-2")) == 128
    assert wpt.encoding.index("jis0208")[0] == (0, 0x3000)
    assert len(wpt.encoding.index("gb18030-ranges")) == 207


@pytest.mark.parametrize("subdir", ["", "encoding"])
def test_env_var_is_used_and_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, subdir: str
) -> None:
    folder = tmp_path / subdir
    folder.mkdir(exist_ok=True)
    good = wpt.encoding.read_verified("index-koi8-r.txt")
    (folder / "index-koi8-r.txt").write_bytes(good)
    (folder / "index-koi8-u.txt").write_bytes(good)  # the wrong file under a pinned name
    monkeypatch.setenv(wpt.encoding.ENV_VAR, str(tmp_path))
    assert wpt.encoding.locate("index-koi8-r.txt") == folder / "index-koi8-r.txt"
    with pytest.raises(wpt.HashMismatchError):
        wpt.encoding.read_verified("index-koi8-u.txt")
    with pytest.raises(wpt.WPTDataError, match=r"\$ENCODING_DATA is set"):
        wpt.encoding.read_verified("index-big5.txt")
