"""Porting: options as keywords wherever JavaScript takes an options object, paths as
``os.PathLike``."""

from __future__ import annotations

from pathlib import Path, PurePosixPath

import pytest

from webapi import URL, URLPattern
from webapi.node.url import NodeTypeError, fileURLToPath, pathToFileURL

BASE = "https://example.org"


@pytest.mark.parametrize(
    "make",
    [
        lambda: URLPattern("/b/:id", BASE, ignoreCase=True),
        lambda: URLPattern("/b/:id", BASE, ignore_case=True),
        lambda: URLPattern({"pathname": "/b/:id", "baseURL": BASE}, ignoreCase=True),
        lambda: URLPattern(
            {"pathname": "/b/:id", "baseURL": BASE}, {"ignoreCase": False}, ignoreCase=True
        ),
        lambda: URLPattern("/b/:id", BASE, {"ignoreCase": True}),
    ],
)
def test_urlpattern_takes_ignore_case_as_a_keyword(make: object) -> None:
    pattern = make()  # type: ignore[operator]
    assert isinstance(pattern, URLPattern)
    assert pattern.test(BASE + "/B/1")
    assert pattern.exec(BASE + "/B/1")["pathname"]["groups"] == {"id": "1"}  # type: ignore[index]


def test_the_keyword_left_out_is_the_default() -> None:
    assert not URLPattern("/b/:id", BASE).test(BASE + "/B/1")
    assert not URLPattern("/b/:id", BASE, ignoreCase=False).test(BASE + "/B/1")
    with pytest.raises(TypeError):
        URLPattern("/b/:id", BASE, ignorecase=True)  # type: ignore[call-overload]


def test_path_to_file_url_takes_path_like(tmp_path: Path) -> None:
    assert pathToFileURL(PurePosixPath("/tmp/a b"), windows=False).href == "file:///tmp/a%20b"
    assert pathToFileURL(tmp_path).href == pathToFileURL(str(tmp_path)).href
    with pytest.raises(NodeTypeError):
        pathToFileURL(b"/tmp/x")  # type: ignore[arg-type]


def test_file_url_to_path_takes_a_url_or_a_string() -> None:
    url = pathToFileURL("/tmp/x y", windows=False)
    assert fileURLToPath(url, windows=False) == "/tmp/x y"
    assert fileURLToPath(URL(url.href), windows=False) == "/tmp/x y"
    assert fileURLToPath(url.href, windows=False) == "/tmp/x y"
