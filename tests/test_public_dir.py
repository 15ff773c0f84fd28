"""``dir()`` and tab completion show every public name of a package that loads names on
first use (issue 20: ``dir(webapi.url)`` missed ``validate``, ``audit``, ... and showed
``TYPE_CHECKING``)."""

import importlib

import pytest


@pytest.mark.parametrize("name", ["webapi", "webapi.url"])
def test_dir_lists_every_public_name_loaded_or_not(name: str) -> None:
    module = importlib.import_module(name)
    listed = dir(module)
    assert set(module.__all__) <= set(listed)
    assert "TYPE_CHECKING" not in listed
    assert not [entry for entry in listed if entry.startswith("_") and not entry.startswith("__")]
    for public in module.__all__:  # each listed name is there when asked for
        getattr(module, public)


def test_dir_of_webapi_shows_lazily_loaded_names() -> None:
    import webapi
    import webapi.url

    assert {"URLPattern", "json_default"} <= set(dir(webapi))
    assert {"validate", "audit", "canonicalize", "host_class", "UNICODE_VERSION"} <= set(
        dir(webapi.url)
    )
    assert "__version__" in dir(webapi)
