"""The API reference's one directive: ``.. webapi-package:: webapi.url`` documents a package
and every name of its ``__all__``, in that order, each with the autodoc directive of its kind.

The names are read from ``__all__`` when the documentation is built, not written in the pages,
so the reference cannot fall behind the code; many packages load their names on first use
(``webapi/_lazy.py``, a module ``__getattr__``), which ``automodule``'s ``:members:`` does not
see.  ``entries`` is plain Python (no Sphinx): ``tests/test_docs_reference.py`` runs it in the
default test tier.
"""

from __future__ import annotations

import functools
import importlib
import inspect
from typing import Any

#: The public packages and modules, in the reference's order: the standards lowest layer first,
#: then the tools built on them (the README's "Layout").
PACKAGES = (
    "webapi",
    "webapi.infra",
    "webapi.eventloop",
    "webapi.dom",
    "webapi.uievents",
    "webapi.cssom",
    "webapi.geometry",
    "webapi.xpath",
    "webapi.js",
    "webapi.js.regexp",
    "webapi.encoding",
    "webapi.uts46",
    "webapi.mimesniff",
    "webapi.streams",
    "webapi.fileapi",
    "webapi.xhr",
    "webapi.url",
    "webapi.securecontexts",
    "webapi.referrerpolicy",
    "webapi.forms",
    "webapi.fetch",
    "webapi.html",
    "webapi.aria",
    "webapi.cookies",
    "webapi.urlpattern",
    "webapi.xmlhttprequest",
    "webapi.node.url",
    "webapi.security",
    "webapi.crawl",
    "webapi.parsel",
    "webapi.scrapy",
    "webapi.testing",
    "webapi.dask",
    "webapi.cli",
)


def _kind(value: object) -> str:
    """The autodoc directive that documents ``value``."""
    if inspect.isclass(value):
        return "autoexception" if issubclass(value, BaseException) else "autoclass"
    if inspect.isroutine(value) or isinstance(value, functools._lru_cache_wrapper):
        return "autofunction"
    return "autodata"  # constants, and type aliases such as ``Literal[...]``


def entries(package: str) -> list[tuple[str, str]]:
    """(directive, qualified name) for each name of ``package.__all__``, in its order."""
    module = importlib.import_module(package)
    return [(_kind(getattr(module, name)), f"{package}.{name}") for name in module.__all__]


def _home(package: str, value: object) -> bool:
    """Whether ``package`` is where ``value`` is described in full: the documented package
    whose name is the longest prefix of the module that defines it.  A re-export elsewhere
    (``webapi.URL`` of ``webapi.url.URL``) is listed there too, with ``:no-index:``, so that
    cross-references lead to one description."""
    defined_in = getattr(value, "__module__", None)
    if not isinstance(defined_in, str) or not inspect.isclass(value):
        return True
    homes = [p for p in PACKAGES if defined_in == p or defined_in.startswith(p + ".")]
    return not homes or max(homes, key=len) == package


def _runtime_bases(value: object) -> list[str]:
    """For a generated class with a base from the Web IDL runtime (``webapi._webidl``'s
    ``PairIterable``, which holds ``entries()``, ``keys()``, ... ``forEach()``), the names of
    the classes after it in the method resolution order, for ``:inherited-members:``: autodoc
    then documents the members the class inherits from it (and no others, as without the
    option); none for any other class."""
    mro = getattr(value, "__mro__", ())
    runtime = [
        i
        for i, c in enumerate(mro)
        if c.__module__.startswith("webapi._webidl.")
        and any(not name.startswith("_") for name in vars(c))
    ]
    if not runtime:
        return []
    return [c.__name__ for c in mro[max(runtime) + 1 :]]


def _lines(package: str) -> list[str]:
    module = importlib.import_module(package)
    lines = [f".. automodule:: {package}", ""]
    for directive, qualified in entries(package):
        value = getattr(module, qualified.rpartition(".")[2])
        lines.append(f".. {directive}:: {qualified}")
        if directive == "autoclass" or directive == "autoexception":
            lines.append("   :members:")
            if runtime_bases := _runtime_bases(value):
                lines.append(f"   :inherited-members: {', '.join(runtime_bases)}")
        if not _home(package, value):
            lines.append("   :no-index:")
        lines.append("")
    return lines


def _drop_type_docstring(
    app: Any, what: str, name: str, value: object, options: Any, lines: list[str]
) -> None:
    """A constant documents itself with a ``#:`` comment where it is defined; re-exported (or
    without one), autodoc falls back to its type's docstring (``dict``'s, ``frozenset``'s),
    which says nothing about webapi: drop that."""
    if what == "data" and not inspect.isclass(value) and lines:
        inherited = inspect.getdoc(type(value)) or ""
        if "\n".join(lines).strip() == inherited.strip():
            lines.clear()


def setup(app: Any) -> dict[str, object]:
    from docutils import nodes
    from docutils.statemachine import StringList
    from sphinx.util.docutils import SphinxDirective
    from sphinx.util.nodes import nested_parse_with_titles

    class PackageDirective(SphinxDirective):
        required_arguments = 1

        def run(self) -> list[nodes.Node]:
            package = self.arguments[0]
            source = self.get_source_info()[0]
            content = StringList(_lines(package), source=source)
            container = nodes.container()
            nested_parse_with_titles(self.state, content, container)
            return list(container.children)

    app.add_directive("webapi-package", PackageDirective)
    app.connect("autodoc-process-docstring", _drop_type_docstring)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
