"""The API reference (docs/conf.py, built by CI with ``sphinx -W``) covers the public API: a
page per public package, each listing every name of its ``__all__`` with the right autodoc
directive.  Runs without Sphinx: the reference's extension reads ``__all__`` with plain Python.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import pkgutil
import re
from pathlib import Path
from types import ModuleType

import pytest
from _load import module_from_file

import webapi

DOCS = Path(__file__).resolve().parents[1] / "docs"


def _extension() -> ModuleType:
    return module_from_file("webapi_reference", DOCS / "_ext" / "webapi_reference.py")


REFERENCE = _extension()


def _public_packages() -> set[str]:
    """Every importable module of webapi whose dotted name has no private part and which
    declares ``__all__`` (``webapi.node`` declares none: it only holds ``webapi.node.url``;
    the ``engine`` modules, such as ``webapi.url.engine``, ``webapi.dom.engine`` and
    ``webapi.fileapi.engine``, are their packages' faces for the other packages, not APIs)."""
    found = {"webapi"}
    for info in pkgutil.walk_packages(webapi.__path__, "webapi."):
        if any(part.startswith("_") for part in info.name.split(".")):
            continue
        if info.name.endswith(".engine"):
            continue
        module = importlib.import_module(info.name)
        if hasattr(module, "__all__"):
            found.add(info.name)
    return found


def test_every_public_package_has_a_page() -> None:
    assert set(REFERENCE.PACKAGES) == _public_packages()
    pages = {path.stem: path.read_text(encoding="utf-8") for path in (DOCS / "api").glob("*.rst")}
    assert set(pages) == set(REFERENCE.PACKAGES)
    for package, text in pages.items():
        assert re.findall(r"^\.\. webapi-package:: (\S+)$", text, re.M) == [package]
    index = (DOCS / "index.rst").read_text(encoding="utf-8")
    assert re.findall(r"^   api/(\S+)$", index, re.M) == list(REFERENCE.PACKAGES)


@pytest.mark.parametrize("package", REFERENCE.PACKAGES)
def test_the_page_lists_every_name_of_all(package: str) -> None:
    module = importlib.import_module(package)
    listed = REFERENCE.entries(package)
    assert [name for _, name in listed] == [f"{package}.{name}" for name in module.__all__]
    for directive, qualified in listed:
        value = getattr(module, qualified.rpartition(".")[2])
        if directive == "autofunction":
            assert callable(value) and not inspect.isclass(value), qualified
        elif directive == "autoexception":
            assert inspect.isclass(value) and issubclass(value, BaseException), qualified
        elif directive == "autoclass":
            assert inspect.isclass(value) and not issubclass(value, BaseException), qualified
        else:
            assert directive == "autodata" and not inspect.isroutine(value), qualified


def test_a_reexported_class_is_described_once() -> None:
    lines = REFERENCE._lines("webapi")
    url = lines.index(".. autoclass:: webapi.URL")
    assert lines[url + 1 : url + 3] == ["   :members:", "   :no-index:"]
    home = REFERENCE._lines("webapi.url")
    url = home.index(".. autoclass:: webapi.url.URL")
    assert home[url + 1 : url + 3] == ["   :members:", ""]


def test_the_index_maps_every_guide_by_audience() -> None:
    """docs/index.rst starts with a map of the guides by audience, which places every Markdown
    page of ``docs/`` and names only files that exist (issue #42: no map)."""
    index = (DOCS / "index.rst").read_text(encoding="utf-8")
    start = index.split("Where to start\n")[1].split("The API reference\n")[0]
    audiences = re.findall(r"^(\S.*)\n   ", start, re.M)
    assert audiences == [
        "Porting JavaScript to Python",
        "Testing pages (Playwright's locators)",
        "Python in the browser (Pyodide)",
        "Scrapers, crawlers and security code",
        "Contributors",
    ]
    named = set(re.findall(r"``((?:docs|idl|wpt|oracles|benchmarks)/[\w./-]+\.md)``", start))
    assert {f"docs/{page.name}" for page in DOCS.glob("*.md")} <= named
    for path in named:
        assert (DOCS.parent / path).is_file(), path
