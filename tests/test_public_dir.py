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
    assert {"validate", "basic_url_parse", "public_suffix", "UNICODE_VERSION"} <= set(
        dir(webapi.url)
    )
    assert "__version__" in dir(webapi)


LAZY_PACKAGES = ["webapi", "webapi._webidl", "webapi.encoding", "webapi.url", "webapi.uts46"]


@pytest.mark.parametrize("name", [*LAZY_PACKAGES, "webapi.mimesniff"])
def test_all_is_every_public_name_imported_or_loaded_on_first_use(name: str) -> None:
    """``__all__`` is computed (``webapi._lazy.public_names``): it holds each name the package
    imports or loads on first use, and each of them is there when asked for (``import *``)."""
    module = importlib.import_module(name)
    namespace: dict[str, object] = {}
    exec(f"from {name} import *", namespace)
    assert set(namespace) - {"__builtins__"} == set(module.__all__)
    assert "TYPE_CHECKING" not in module.__all__
    assert len(set(module.__all__)) == len(module.__all__)


@pytest.mark.parametrize("name", LAZY_PACKAGES)
def test_the_lazy_table_is_what_type_checkers_import(name: str) -> None:
    """Each name loaded on first use is stated twice, in the ``_LAZY`` table (module ->
    names) and in an ``if TYPE_CHECKING:`` import for type checkers: the two agree, but for
    names only type checkers have (``Converter``, a type alias)."""
    import ast
    from importlib.util import resolve_name

    module = importlib.import_module(name)
    with open(module.__file__ or "", encoding="utf-8") as file:
        tree = ast.parse(file.read())
    typed: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            for statement in node.body:
                assert isinstance(statement, ast.ImportFrom)
                source = "." * statement.level + (statement.module or "")
                for alias in statement.names:
                    assert alias.asname == alias.name, "a re-export is written `name as name`"
                    typed[alias.name] = resolve_name(source, name)
    lazy = {
        key: resolve_name(source, name)
        for source, names in module._LAZY.items()
        for key in names.split()
    }
    assert {key: typed[key] for key in lazy if key in typed} == lazy
    for missing in typed.keys() - lazy.keys():
        source = importlib.import_module(typed[missing])
        assert not hasattr(source, missing), f"{missing} is not loaded on first use"
