"""The import graph of ``webapi/``: no cycles, and the layers point one way.

Every module of the package is parsed with ``ast`` (nothing is imported): each
``import`` and ``from ... import`` statement anywhere in a module counts, at
module level, under ``if TYPE_CHECKING:`` and inside functions (a lazy import
is still a dependency), with relative imports resolved against the importing
module.  ``from .pkg import name`` depends on ``pkg.name`` when that is a
module of the package, otherwise on ``pkg`` itself (its ``__init__``).  The
implicit import of a module's parent packages is not an edge: ``__init__``
files re-export their submodules, so counting it would make every package a
cycle.  A call that imports a module by a literal name is the import it is
(issue #72 item 3): ``import_module("._x", __package__)`` (``webapi._lazy``'s or
importlib's) and ``lazy_imports(globals(), "._x", names)``, wherever it is; a call
whose name is not a literal is named in ``DYNAMIC_IMPORT_CALLS`` with what it
loads.  What a lower layer asks of a higher one by a provider
(``webapi._lazy.load_provider(need)``: a named upcall, declared by a package
above both) is not an edge of the asking module.

The layers (docs/contributing.md, "The layers": spec algorithms -> impl classes
-> public classes generated from ``idl/`` -> the command line; nothing reaches
upward) are checked where a rule is cheap to state: see ``LAYER_RULES``.  Inside
``webapi/html/``, every module sits in one wing, a sub-package (``HTML_WINGS``: parsing <
elements < forms < rendering < browsing, above ``common``, what they all use), and imports no
module of a higher wing but the counted ``HTML_WING_EXCEPTIONS``.

Across packages the DOM's node fields are checked as private imports are: a module outside
``webapi/dom/`` may use only the fields ``webapi.dom.engine`` names (``NODE_FIELDS``,
``NODE_HOOKS``), and write only those ``NODE_FIELD_WRITERS`` lets its package write (the node
classes' fields are found by importing them; the uses, by ``ast``).  The bindings' generators
(``idl/``, ``generate/``) have no import cycles either.

The last tests do import: they run ``import webapi`` in a new interpreter and check that
the modules meant to load on first use (``LAZY_MODULES``) did not load.
"""

from __future__ import annotations

import ast
import fnmatch
import gc
import subprocess
import sys
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest

PACKAGE_DIR = Path(__file__).resolve().parents[1] / "webapi"


@dataclass(frozen=True)
class Edge:
    """One import statement of ``importer`` that reaches ``target``."""

    importer: str
    target: str
    line: int

    def __str__(self) -> str:
        return f"{self.importer} -> {self.target} (line {self.line})"


def module_names(package_dir: Path) -> dict[str, Path]:
    """Dotted module name -> source file, for every ``.py`` file under
    ``package_dir`` (a package's ``__init__.py`` is named as the package)."""
    root = package_dir.parent
    modules: dict[str, Path] = {}
    for path in sorted(package_dir.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def _resolve_from(importer: str, is_package: bool, module: str | None, level: int) -> str:
    """The absolute name a ``from`` statement imports from."""
    if level == 0:
        assert module is not None
        return module
    # "from . import x" in a package's __init__ is relative to the package
    # itself; in a plain module, to the package containing it.
    base = importer.split(".")
    if not is_package:
        base.pop()
    if level > 1:
        base = base[: len(base) - (level - 1)]
    return ".".join([*base, module] if module else base)


#: The fields of a statement (and of an ``except`` handler or a ``case``) that hold statements.
_BODIES = ("body", "orelse", "finalbody", "handlers", "cases")


def statements(tree: ast.AST) -> Iterator[ast.AST]:
    """Every statement of ``tree``, nested ones included (function and class bodies, the
    branches of ``if``/``try``/``match``...), and no expression: imports and class definitions
    are statements, and a walk of the statements only visits some tenth of the nodes
    ``ast.walk`` visits (its three walks of the package took 1.4 s of this file's time; these
    0.2 s)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        for field in _BODIES:
            children = getattr(node, field, None)
            if children:
                stack.extend(reversed(children))


#: The functions whose literal module name argument is an import (``webapi._lazy``'s and
#: importlib's ``import_module``, and ``lazy_imports``, whose second argument is the module):
#: function name -> the position of the module name among the call's arguments.
IMPORT_CALLS = {"import_module": 0, "lazy_imports": 1}


@dataclass(frozen=True)
class ImportCall:
    """A call of :data:`IMPORT_CALLS` in a module: ``name`` is the absolute module name it
    imports, or None where the name is not a literal (then the call cannot be read)."""

    importer: str
    line: int
    name: str | None


def _resolve_call(name: str, package: str) -> str:
    """``importlib.import_module(name, package)``'s absolute name."""
    bare = name.lstrip(".")
    level = len(name) - len(bare)
    if level == 0:
        return name
    base = package.split(".")
    base = base[: len(base) - (level - 1)]
    return ".".join([*base, bare] if bare else base)


def _uses_import_calls(tree: ast.Module) -> bool:
    """Whether the module binds a name through which it may call :data:`IMPORT_CALLS`
    (``import importlib``, ``from importlib import import_module``, ``from webapi._lazy
    import ...``): only those modules' expressions are walked (a tenth of webapi's)."""
    for node in statements(tree):
        if isinstance(node, ast.Import) and any(a.name == "importlib" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and any(
            a.name in IMPORT_CALLS or a.name == "import_module" for a in node.names
        ):
            return True
    return False


def import_calls(name: str, tree: ast.Module, is_package: bool) -> list[ImportCall]:
    """The calls of :data:`IMPORT_CALLS` in module ``name`` (``import_module(m, __package__)``,
    ``importlib.import_module(m)``, ``lazy_imports(globals(), m, names)``, at module level or
    in a function), each with the absolute name of the module it imports: a relative name
    resolves against the package given as the next argument (``__package__``, or a string),
    which ``lazy_imports`` takes from the importing module."""
    if not _uses_import_calls(tree):
        return []
    own_package = name if is_package else name.rpartition(".")[0]
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        function = node.func
        called = (
            function.id
            if isinstance(function, ast.Name)
            else function.attr
            if isinstance(function, ast.Attribute)
            else None
        )
        if called not in IMPORT_CALLS or len(node.args) <= IMPORT_CALLS[called]:
            continue
        position = IMPORT_CALLS[called]
        argument = node.args[position]
        if not (isinstance(argument, ast.Constant) and isinstance(argument.value, str)):
            found.append(ImportCall(name, node.lineno, None))
            continue
        package = own_package
        if called == "import_module" and len(node.args) > position + 1:
            given = node.args[position + 1]
            if isinstance(given, ast.Constant) and isinstance(given.value, str):
                package = given.value
        found.append(ImportCall(name, node.lineno, _resolve_call(argument.value, package)))
    return found


def imports_of(
    name: str,
    source: str | ast.Module,
    is_package: bool,
    modules: Iterable[str],
    calls: bool = True,
) -> list[Edge]:
    """The edges from module ``name`` (source text ``source``, or its tree) to modules in
    ``modules``; imports of anything else (the standard library, other
    distributions) are dropped.  With ``calls``, the :func:`import_calls` with a literal
    name count as the imports they are."""
    known = set(modules)
    edges: list[Edge] = []
    tree = ast.parse(source) if isinstance(source, str) else source

    def add(target: str, line: int) -> None:
        # "import a.b.c" needs a.b.c; fall back to the longest known prefix.
        while target and target not in known:
            target = target.rpartition(".")[0]
        if target and Edge(name, target, line) not in edges:
            edges.append(Edge(name, target, line))

    for node in statements(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name, node.lineno)
        elif isinstance(node, ast.ImportFrom):
            base = _resolve_from(name, is_package, node.module, node.level)
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                add(submodule if submodule in known else base, node.lineno)
    if calls:
        for call in import_calls(name, tree, is_package):
            if call.name is not None:
                add(call.name, call.line)
    return edges


def import_graph(
    package_dir: Path, trees: Mapping[str, ast.Module] | None = None, calls: bool = True
) -> dict[str, list[Edge]]:
    """Module -> its edges, for every module under ``package_dir`` (``trees``: the modules'
    syntax trees where already parsed; ``calls``: whether ``import_module`` calls count)."""
    modules = module_names(package_dir)
    return {
        name: imports_of(
            name,
            trees[name] if trees is not None else path.read_text("utf-8"),
            path.name == "__init__.py",
            modules,
            calls,
        )
        for name, path in modules.items()
    }


@dataclass(frozen=True)
class Cycle:
    """A strongly connected component of the graph with more than one module
    (or a module importing itself), and its shortest cycle through its
    smallest module name, as edges."""

    members: tuple[str, ...]
    edges: tuple[Edge, ...]

    def __str__(self) -> str:
        """``a -> b (line 3) -> a (line 7)``, then the other modules caught
        in the same knot, if any."""
        text = self.edges[0].importer
        for edge in self.edges:
            text += f" -> {edge.target} (line {edge.line})"
        others = sorted(set(self.members) - {e.target for e in self.edges})
        if others:
            text += f"; also in this cycle: {', '.join(others)}"
        return text


def find_cycles(graph: Mapping[str, Iterable[Edge]]) -> list[Cycle]:
    """The cycles of ``graph``, one per strongly connected component that has
    one, in a stable order."""
    successors: dict[str, list[Edge]] = {}
    for name, edges in graph.items():
        successors.setdefault(name, [])
        for edge in edges:
            successors[name].append(edge)
            successors.setdefault(edge.target, [])

    # Tarjan's algorithm, iteratively (no recursion limit to worry about).
    index: dict[str, int] = {}
    lowlink: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components: list[list[str]] = []
    for root in sorted(successors):
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = lowlink[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            edges = successors[node]
            if i < len(edges):
                work.append((node, i + 1))
                target = edges[i].target
                if target not in index:
                    work.append((target, 0))
                elif target in on_stack:
                    lowlink[node] = min(lowlink[node], index[target])
                continue
            if lowlink[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                components.append(sorted(component))
            if work:
                parent = work[-1][0]
                lowlink[parent] = min(lowlink[parent], lowlink[node])

    cycles: list[Cycle] = []
    for component in sorted(components):
        start = component[0]
        if len(component) == 1 and not any(e.target == start for e in successors[start]):
            continue
        edges = _shortest_cycle(start, set(component), successors)
        cycles.append(Cycle(tuple(component), tuple(edges)))
    return cycles


def _shortest_cycle(
    start: str, members: set[str], successors: Mapping[str, list[Edge]]
) -> list[Edge]:
    """The shortest path from ``start`` back to itself inside one component."""
    came_by: dict[str, Edge] = {}
    frontier = [start]
    while frontier:
        following: list[str] = []
        for node in frontier:
            for edge in successors[node]:
                if edge.target not in members:
                    continue
                if edge.target == start:
                    path = [edge]
                    while path[0].importer != start:
                        path.insert(0, came_by[path[0].importer])
                    return path
                if edge.target not in came_by:
                    came_by[edge.target] = edge
                    following.append(edge.target)
        frontier = following
    raise AssertionError(f"no cycle through {start}")  # pragma: no cover


# --- the layers ---------------------------------------------------------------------

#: The URL Standard's impl classes (the API sections' steps).
_URL_IMPL = ["webapi.url._url_impl", "webapi.url._search_params_impl"]
#: Modules of ``webapi.url`` at the level of the public classes or above them: the Python
#: extras the bindings derive from, the coercion of URL arguments (which takes ``URL``
#: objects), and functions built on the public classes (batches, urljoin, canonical keys, host
#: classes, trustworthiness, the parser audit).
_URL_API_LEVEL = [
    "webapi.url._extras",
    "webapi.url._url_arguments",
    "webapi.crawl._batch",
    "webapi.crawl._urljoin",
    "webapi.crawl._canonicalize",
    "webapi.security._host_class",
    "webapi.securecontexts._trustworthy",
    "webapi.security._audit",
]
#: Everything above the spec algorithms of ``webapi.url``.
_ABOVE_URL_ALGORITHMS = [
    *_URL_IMPL,
    *_URL_API_LEVEL,
    "webapi.url._bindings",
    "webapi.url",
    "webapi",
    "webapi.cli",
    "webapi.__main__",
    "webapi._pyodide",
]


@dataclass(frozen=True)
class LayerRule:
    """Modules matching ``importers`` (fnmatch patterns) may not import
    modules matching ``forbidden``; modules matching ``exempt`` are not bound."""

    importers: tuple[str, ...]
    forbidden: tuple[str, ...]
    reason: str
    exempt: tuple[str, ...] = ()

    def applies_to(self, module: str) -> bool:
        return any(fnmatch.fnmatchcase(module, p) for p in self.importers) and not any(
            fnmatch.fnmatchcase(module, p) for p in self.exempt
        )

    def forbids(self, target: str) -> bool:
        return any(fnmatch.fnmatchcase(target, p) for p in self.forbidden)


LAYER_RULES = [
    LayerRule(
        importers=("webapi.url._*",),
        exempt=(*_URL_IMPL, "webapi.url._bindings", *_URL_API_LEVEL),
        forbidden=tuple(_ABOVE_URL_ALGORITHMS),
        reason="the URL Standard's algorithm modules work on records; "
        "the impl classes, the bindings and the command line sit above them",
    ),
    LayerRule(
        importers=tuple(_URL_IMPL),
        forbidden=("webapi.url._bindings", "webapi.url", "webapi", "webapi.cli", "webapi.__main__"),
        reason="the impl classes sit below the generated bindings and the command line",
    ),
    LayerRule(
        importers=("webapi._webidl", "webapi._webidl.*"),
        forbidden=("webapi.url", "webapi.url.*", "webapi.urlpattern", "webapi.urlpattern.*"),
        reason="the Web IDL conversions serve every API and know none of them",
    ),
    LayerRule(
        importers=("webapi", "webapi.*"),
        exempt=("webapi.cli", "webapi.__main__"),
        forbidden=("webapi.cli", "webapi.__main__"),
        reason="the command line is the top layer: only ``python -m webapi`` reaches it",
    ),
]


def layer_violations(graph: Mapping[str, Iterable[Edge]], rules: Iterable[LayerRule]) -> list[str]:
    found = []
    for rule in rules:
        for module, edges in sorted(graph.items()):
            if not rule.applies_to(module):
                continue
            for edge in edges:
                if rule.forbids(edge.target):
                    found.append(f"{edge}: {rule.reason}")
    return found


# --- webapi.html's wings: parsing < elements < forms < rendering < browsing -------------------

#: ``webapi/html/``'s wings, lowest first (issue #72 item 3): each is a sub-package,
#: ``webapi/html/<wing>/``, and every module of ``webapi/html/`` but the package's faces
#: (:data:`HTML_FACES`) sits in one. A module imports (every kind of import, ``import_module``
#: calls too) modules of its own wing or a lower one; what a lower wing asks of a higher one is a
#: named upcall (``load_provider("html:...")``, declared in ``webapi/html/__init__.py``), or one
#: of :data:`HTML_WING_EXCEPTIONS`. Below the five wings of the issue, ``common`` holds what all
#: of them use: microsyntaxes and reflection, URLs and base URLs, sites, base64, structured
#: clone, activation, event handler attributes and HTML's event interfaces. ``parsing``: bytes
#: to trees and back (sniffing, the tokenizer, tree construction, the XML parser, the
#: serializers, DOMParser, documents from responses). ``elements``: the element interfaces'
#: impl classes and their steps (HTMLElement, custom elements, tables, media, details, dialog,
#: popovers, focus, the sanitizer). ``forms``: forms and controls (form owners, the entry list,
#: submission, constraint validation, input, select, ElementInternals, the object element's
#: class). ``rendering``: the user agent style sheet, computed styles, innerText, the link and
#: style elements' sheets. ``browsing``: the window, navigables and navigation, history,
#: location, the Navigation API, storage, messaging, the window's globals, a document's
#: requests, HTML's members of the DOM's classes, and the element interfaces' generated
#: bindings (their classes derive from the lower wings' generated mixins: each wing's
#: ``_elements_bindings`` module binds HTMLElement's members implemented in it: elements' the
#: CSSOM View offsets, forms' the editing hints, rendering's innerText and outerText).
HTML_WINGS = ("common", "parsing", "elements", "forms", "rendering", "browsing")

#: The modules of ``webapi.html`` above every wing: the package (its public names, the named
#: upcalls it declares) and ``engine`` (the steps other packages drive).
HTML_FACES = ("webapi.html", "webapi.html.engine")


def html_wing_rules(wings: tuple[str, ...] = HTML_WINGS) -> list[LayerRule]:
    """The wings' order as layer rules: a wing's modules import no module of a higher wing,
    nor the package's faces."""
    return [
        LayerRule(
            importers=(f"webapi.html.{wing}", f"webapi.html.{wing}.*"),
            forbidden=(
                *(
                    p
                    for above in wings[index + 1 :]
                    for p in (f"webapi.html.{above}", f"webapi.html.{above}.*")
                ),
                *HTML_FACES,
            ),
            reason=f"the {wing} wing of webapi.html sits below "
            + (", ".join(wings[index + 1 :]) or "nothing")
            + " and the package's faces",
        )
        for index, wing in enumerate(wings)
    ]


#: The imports from a lower wing into a higher one: (importer, target), names in
#: ``webapi.html`` (``wing._module``) -> (how many import statements or calls, why). None left:
#: the parser reads a template's contents through the ``"html:template-element"`` upcall and runs
#: the selectedcontent element's steps through ``"html:selectedcontent-steps"``; a link's
#: requests go through ``"html:document-fetch"`` (issue #72 item 3).
HTML_WING_EXCEPTIONS: dict[tuple[str, str], tuple[int, str]] = {}


def _short(module: str) -> str:
    return module.removeprefix("webapi.html.")


def wing_violations(
    graph: Mapping[str, Iterable[Edge]], rules: Iterable[LayerRule]
) -> dict[tuple[str, str], list[Edge]]:
    """The edges that break one of the wings' ``rules``, by (importer, target) without the
    ``webapi.html.`` prefix."""
    found: dict[tuple[str, str], list[Edge]] = {}
    for rule in rules:
        for module, edges in sorted(graph.items()):
            if rule.applies_to(module):
                for edge in edges:
                    if rule.forbids(edge.target):
                        found.setdefault((_short(module), _short(edge.target)), []).append(edge)
    return found


def test_every_html_module_is_in_one_wing(graph: dict[str, list[Edge]]) -> None:
    html_dir = PACKAGE_DIR / "html"
    folders = sorted(p.name for p in html_dir.iterdir() if (p / "__init__.py").is_file())
    assert folders == sorted(HTML_WINGS), "a sub-package of webapi/html/ is a wing of HTML_WINGS"
    flat = sorted(f"webapi.html.{p.stem}" for p in html_dir.glob("*.py") if p.stem != "__init__")
    assert flat == sorted(set(HTML_FACES) - {"webapi.html"}), "a module outside the wings"
    outside = sorted(
        m
        for m in graph
        if m.startswith("webapi.html.")
        and m not in HTML_FACES
        and (m.split(".")[2] not in HTML_WINGS or len(m.split(".")) > 4)
    )
    assert not outside, outside


def test_html_wings_import_downward(graph: dict[str, list[Edge]]) -> None:
    found = wing_violations(graph, html_wing_rules())
    unexpected = [
        f"{edge}: a module of a higher wing"
        for key, edges in found.items()
        if len(edges) != HTML_WING_EXCEPTIONS.get(key, (0, ""))[0]
        for edge in edges
    ]
    assert not unexpected, "imports that reach a higher wing of webapi.html:\n" + "\n".join(
        unexpected
    )
    cut = sorted(set(HTML_WING_EXCEPTIONS) - set(found))
    assert not cut, f"exceptions no longer needed (remove them): {cut}"


def test_wing_rule_reports_an_import_of_a_higher_wing() -> None:
    graph = _edges(
        {
            "webapi.html.low._a": ["webapi.html.mid._b", "webapi.html.high._c", "webapi.dom"],
            "webapi.html.mid._b": ["webapi.html.low._a", "webapi.html"],
            "webapi.html.high._c": ["webapi.html.mid._b"],
        }
    )
    rules = html_wing_rules(("low", "mid", "high"))
    assert {
        key: [str(e) for e in edges] for key, edges in wing_violations(graph, rules).items()
    } == {
        ("low._a", "mid._b"): ["webapi.html.low._a -> webapi.html.mid._b (line 1)"],
        ("low._a", "high._c"): ["webapi.html.low._a -> webapi.html.high._c (line 2)"],
        ("mid._b", "webapi.html"): ["webapi.html.mid._b -> webapi.html (line 2)"],
    }


# --- the packages: folder = standard = layer -------------------------------------------

#: Every package of webapi (a folder, or a top-level module), lowest layer first: a module may
#: import another package's modules only if that package comes earlier here, and only its
#: public modules (no part of the name after the package starts with "_"; a package whose own
#: name is private, the Web IDL runtime, is used through its ``__init__``). A new package must
#: be placed here.
PACKAGE_ORDER = [
    "webapi._lazy",  # loading on first use
    "webapi._cache",  # caches bounded in bytes
    "webapi._bounded_json",  # json.loads with a depth limit
    "webapi._webidl",  # the runtime of the generated bindings
    "webapi.infra",  # Infra
    "webapi.eventloop",  # HTML's event loops: tasks, microtasks, timers, clocks, reporting
    "webapi.js",  # ECMAScript
    "webapi.js.regexp",  # ECMAScript's RegExp (as URLPattern compiles it)
    "webapi.encoding",  # Encoding
    "webapi.uts46",  # UTS 46, Punycode, the Unicode version
    "webapi.mimesniff",  # MIME Sniffing
    "webapi.streams",  # Streams: ReadableStream (Fetch's bodies and Blob.stream() are streams)
    "webapi.fileapi",  # File API: Blob, File (over Encoding's UTF-8 decode)
    "webapi.xhr",  # XMLHttpRequest: FormData and its entry list (over the File API)
    "webapi.url",  # URL
    "webapi.securecontexts",  # Secure Contexts: potentially trustworthy URLs and origins
    "webapi.referrerpolicy",  # Referrer Policy: the policies, a request's referrer
    "webapi.forms",  # HTML's form encodings and the multipart parser (Fetch's bodies use them)
    "webapi.fetch",  # Fetch
    "webapi.csssyntax",  # CSS Syntax: the tokenizer, blocks, declarations, rule lists
    "webapi.selectors",  # Selectors (matching over the DOM's node slots; the DOM's methods call it)
    "webapi.geometry",  # Geometry Interfaces: DOMRect (CSSOM View's members of the DOM return them)
    "webapi.dom",  # DOM (and DOMException)
    "webapi.xpath",  # XPath 1.0 (over the DOM engine and node fields; the DOM loads it first use)
    "webapi.uievents",  # UI Events (event interfaces over the DOM's Event)
    "webapi.cssom",  # CSSOM (style sheets' rule trees, element.style)
    "webapi.css",  # the cascade without layout: style sheets' rules, computed values
    "webapi.html",  # HTML
    "webapi.aria",  # WAI-ARIA: computed roles and accessible names (over HTML and the cascade)
    "webapi.cookies",  # RFC 6265bis cookies (the jar)
    "webapi.urlpattern",  # URL Pattern
    "webapi.xmlhttprequest",  # XMLHttpRequest (over Fetch, the DOM's events, HTML's parsers)
    "webapi.node.url",  # Node's node:url
    "webapi.node",
    "webapi.security",  # tools: host classes, trustworthiness, the audit
    "webapi.crawl",  # tools: canonical keys, urljoin, batches
    "webapi.parsel",  # tools: parsel's Selector over the browser's documents, selectors, XPath
    "webapi.scrapy",  # tools: Scrapy's responses as documents and parsel selectors
    "webapi._json",
    "webapi._pyodide",
    "webapi",
    "webapi.dask",
    "webapi.cli",  # the command line
    "webapi.__main__",
]


def package_of(module: str) -> str:
    """The entry of :data:`PACKAGE_ORDER` that ``module`` belongs to (the longest that is it
    or a prefix of it)."""
    candidates = [p for p in PACKAGE_ORDER if module == p or module.startswith(p + ".")]
    return max(candidates, key=len)


def package_violations(graph: Mapping[str, Iterable[Edge]]) -> list[str]:
    order = {name: index for index, name in enumerate(PACKAGE_ORDER)}
    found = []
    for module, edges in sorted(graph.items()):
        own = package_of(module)
        for edge in edges:
            other = package_of(edge.target)
            if other == own:
                continue
            if order[other] > order[own]:
                found.append(f"{edge}: {other} is a layer above {own}")
            inner = edge.target[len(other) :].split(".")[1:]
            if any(part.startswith("_") for part in inner):
                found.append(f"{edge}: a private module of {other}")
    return found


def folder_violations(order: list[str]) -> list[str]:
    """The packages of ``order`` that stand apart from the package whose folder holds them:
    a folder is one layer, so a subpackage and its parent are neighbours in the order (only
    other packages of the same folder between them). A subpackage placed below another
    package that its parent sits above is an arrow from that package up into the folder
    (``webapi/html/forms/`` below ``fetch/`` was one). The root ``webapi`` holds every
    package and is exempt."""
    found = []
    for index, name in enumerate(order):
        parent = name.rpartition(".")[0]
        if parent in ("", "webapi") or parent not in order:
            continue
        start, end = sorted((index, order.index(parent)))
        between = [
            other
            for other in order[start + 1 : end]
            if other != parent and not other.startswith(parent + ".")
        ]
        if between:
            found.append(f"{name} is apart from {parent}: {', '.join(between)} between them")
    return found


def test_a_folder_is_one_layer() -> None:
    assert folder_violations(PACKAGE_ORDER) == []


def test_folder_rule_reports_a_subpackage_apart_from_its_parent() -> None:
    order = ["webapi.url", "webapi.html.forms", "webapi.fetch", "webapi.dom", "webapi.html"]
    assert folder_violations(order) == [
        "webapi.html.forms is apart from webapi.html: webapi.fetch, webapi.dom between them"
    ]
    assert folder_violations(["webapi.node.url", "webapi.node", "webapi.js", "webapi"]) == []


def test_every_package_has_its_place(graph: dict[str, list[Edge]]) -> None:
    unplaced = sorted(
        {m for m in graph if not any(m == p or m.startswith(p + ".") for p in PACKAGE_ORDER)}
    )
    assert unplaced == []


def test_packages_import_lower_packages_public_modules_only(graph: dict[str, list[Edge]]) -> None:
    violations = package_violations(graph)
    assert not violations, "imports across packages:\n" + "\n".join(violations)


def test_package_rules_report_upward_and_private_imports() -> None:
    graph = _edges(
        {
            "webapi.url._host": ["webapi.infra", "webapi.html.parsing._urls"],
            "webapi.html.parsing._urls": ["webapi.url._parser", "webapi.url.engine", "webapi.url"],
        }
    )
    assert package_violations(graph) == [
        "webapi.html.parsing._urls -> webapi.url._parser (line 1): a private module of webapi.url",
        "webapi.url._host -> webapi.html.parsing._urls (line 2): "
        "webapi.html is a layer above webapi.url",
        "webapi.url._host -> webapi.html.parsing._urls (line 2): a private module of webapi.html",
    ]


# --- the checks on webapi/ ------------------------------------------------------------


@pytest.fixture(scope="module")
def trees() -> dict[str, ast.Module]:
    """The syntax tree of every module of webapi (parsed once for the checks below), parsed with
    the cyclic garbage collector paused: the trees' millions of nodes (no cycles among them, so
    freed by their counts) set off full collections that walked all the trees made so far, some
    2.7 s of the parse's 4.2; then frozen, as ``tests/conftest.py`` freezes what lives on."""
    gc.disable()
    try:
        return {
            name: ast.parse(path.read_text("utf-8"))
            for name, path in module_names(PACKAGE_DIR).items()
        }
    finally:
        gc.freeze()  # (the collections the module's tests set off leave the trees out too)
        gc.enable()


@pytest.fixture(scope="module")
def graph(trees: dict[str, ast.Module]) -> dict[str, list[Edge]]:
    return import_graph(PACKAGE_DIR, trees)


def test_the_graph_sees_the_package(graph: dict[str, list[Edge]]) -> None:
    # Guards the checks below against passing on an empty or misread graph.
    assert "webapi.url._parser" in graph
    assert "webapi.url" in graph
    targets = {e.target for e in graph["webapi.url._url_impl"]}
    assert {"webapi.url._parser", "webapi.url._search_params_impl"} <= targets
    # A lazy import inside a function counts.
    assert "webapi.encoding" in {e.target for e in graph["webapi.url._parser"]}


#: The modules of webapi with a call of :data:`IMPORT_CALLS` whose module name is not a literal
#: (so the graph cannot read it), and what it loads: nothing of webapi.
DYNAMIC_IMPORT_CALLS = {
    "webapi.fetch._transport_adapters": "the distribution of a client given as a transport "
    "(requests, httpx, urllib3), to tell its class",
    "webapi.uts46._idna_data": "the idna distribution's data modules, read for their tables",
}


def test_the_graph_reads_import_module_calls(
    trees: dict[str, ast.Module], graph: dict[str, list[Edge]]
) -> None:
    # issue #72 item 3: 24 import_module calls in webapi.html were not read, and 83 of its
    # modules reached each other through them
    targets = {e.target for e in graph["webapi.html.elements._custom_elements"]}
    assert "webapi.html.elements._elements" in targets  # import_module("._elements", __package__)
    assert "webapi.url.engine" in {e.target for e in graph["webapi.html.elements._hyperlink"]}
    assert "webapi.url._ipv4" in {e.target for e in graph["webapi.url._fast_path"]}
    modules = module_names(PACKAGE_DIR)
    unread = {
        call.importer
        for name, tree in trees.items()
        for call in import_calls(name, tree, modules[name].name == "__init__.py")
        if call.name is None
    }
    assert unread == set(DYNAMIC_IMPORT_CALLS)


def test_no_import_cycles(graph: dict[str, list[Edge]]) -> None:
    # The bound on a strongly connected component of webapi's graph, import_module calls
    # read: one module (issue #72 item 3 asked for "no more than a handful"; 83 modules of
    # webapi.html were one before their back edges became named upcalls).
    cycles = find_cycles(graph)
    assert not cycles, "import cycles:\n" + "\n".join(map(str, cycles))


def test_no_import_cycles_in_the_generators() -> None:
    # The bindings' generator (idl/) and the others (generate/): issue #57 item 18 found
    # emit -> protocols -> emit and emit -> reflect -> emit (the writers of a class's special
    # parts importing emit.py's writer for its type); they use idl.model.InterfaceWriter.
    for folder in ("idl", "generate"):
        graph = import_graph(PACKAGE_DIR.parent / folder)
        assert f"{folder}.__init__" not in graph and len(graph) > 5, folder
        cycles = find_cycles(graph)
        assert not cycles, f"import cycles in {folder}/:\n" + "\n".join(map(str, cycles))


#: The development folders beside ``webapi/``, lowest first: the bindings' generator reads
#: the spec sources (``idl/``), the WPT runner and the pinned data use its JavaScript shims
#: (``wpt/``), the other generators use both (``generate/``). A folder imports only the ones
#: before it (lazy imports count): what a lower one needs of a higher one, its caller passes
#: (``idl.spec.spec_source`` is given ``wpt.encoding.SPEC_SOURCES``; issue #72 item 8).
TOOL_ORDER = ["webapi", "idl", "wpt", "generate"]


def tool_violations(order: list[str]) -> list[str]:
    """The imports of a folder of ``order`` (every statement, nested ones included: the
    package's :func:`imports_of`) that reach a folder after it."""
    root = PACKAGE_DIR.parent
    found = []
    for index, folder in enumerate(order[1:], start=1):
        above = order[index + 1 :]
        for path in sorted((root / folder).rglob("*.py")):
            module = ".".join(path.relative_to(root).with_suffix("").parts)
            source = path.read_text("utf-8")
            for edge in imports_of(module, source, path.name == "__init__.py", above):
                found.append(
                    f"{path.relative_to(root).as_posix()}:{edge.line} imports {edge.target}"
                )
    return found


def test_the_generators_import_downward() -> None:
    assert tool_violations(TOOL_ORDER) == []


def test_layers(graph: dict[str, list[Edge]]) -> None:
    violations = layer_violations(graph, LAYER_RULES)
    assert not violations, "imports that reach upward:\n" + "\n".join(violations)


def test_every_layer_rule_matches_modules(graph: dict[str, list[Edge]]) -> None:
    # A rule whose patterns match no module (after a rename) would pass forever.
    for rule in LAYER_RULES:
        assert any(rule.applies_to(m) for m in graph), rule
        assert any(rule.forbids(m) for m in graph), rule


# --- the checker itself, on synthetic input -----------------------------------------


def _edges(pairs: dict[str, list[str]]) -> dict[str, list[Edge]]:
    return {a: [Edge(a, b, i + 1) for i, b in enumerate(bs)] for a, bs in pairs.items()}


def test_find_cycles_on_a_dag() -> None:
    assert find_cycles(_edges({"a": ["b", "c"], "b": ["c"], "c": []})) == []


def test_find_cycles_names_a_two_module_cycle() -> None:
    cycles = find_cycles(_edges({"a": ["b"], "b": ["c", "a"], "c": []}))
    assert [str(c) for c in cycles] == ["a -> b (line 1) -> a (line 2)"]


def test_find_cycles_self_import_and_separate_components() -> None:
    graph = _edges({"x": ["x"], "p": ["q"], "q": ["r"], "r": ["p"], "s": ["p"]})
    assert [str(c) for c in find_cycles(graph)] == [
        "p -> q (line 1) -> r (line 1) -> p (line 1)",
        "x -> x (line 1)",
    ]


def test_find_cycles_gives_the_shortest_cycle_of_a_component() -> None:
    graph = _edges({"a": ["b", "d"], "b": ["c"], "c": ["a"], "d": ["a"]})
    assert [str(c) for c in find_cycles(graph)] == [
        "a -> d (line 2) -> a (line 1); also in this cycle: b, c"
    ]


def _write(root: Path, files: dict[str, str]) -> Path:
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, "utf-8")
    return root / "pkg"


def test_a_type_checking_import_cycle_is_found(tmp_path: Path) -> None:
    package = _write(
        tmp_path,
        {
            "pkg/__init__.py": "from .sub import a\n",
            "pkg/sub/__init__.py": "",
            "pkg/sub/a.py": "from . import b\n",
            "pkg/sub/b.py": (
                "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.sub.a import A\n"
            ),
        },
    )
    cycles = find_cycles(import_graph(package))
    assert [str(c) for c in cycles] == ["pkg.sub.a -> pkg.sub.b (line 1) -> pkg.sub.a (line 3)"]


def test_relative_lazy_and_package_imports_resolve(tmp_path: Path) -> None:
    package = _write(
        tmp_path,
        {
            "pkg/__init__.py": "from . import top\nfrom .sub import helper\n",
            "pkg/top.py": "import os\n",
            "pkg/user.py": "import pkg.sub.helper\n",
            "pkg/sub/__init__.py": "from .deep import thing\n",
            "pkg/sub/deep.py": (
                "def f():\n    from ..top import name\n    from .. import sub\n    return name\n"
            ),
            "pkg/sub/helper.py": "from .deep import thing\n",
        },
    )
    graph = import_graph(package)
    targets = {m: sorted(e.target for e in edges) for m, edges in graph.items()}
    assert targets == {
        "pkg": ["pkg.sub.helper", "pkg.top"],
        "pkg.top": [],
        "pkg.user": ["pkg.sub.helper"],
        "pkg.sub": ["pkg.sub.deep"],
        "pkg.sub.deep": ["pkg.sub", "pkg.top"],
        "pkg.sub.helper": ["pkg.sub.deep"],
    }
    assert [str(c) for c in find_cycles(graph)] == [
        "pkg.sub -> pkg.sub.deep (line 1) -> pkg.sub (line 3)"
    ]


def test_import_calls_are_imports(tmp_path: Path) -> None:
    package = _write(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/a.py": (
                "from webapi._lazy import import_module, lazy_imports\n"
                "lazy_imports(globals(), '.b', ('f',))\n"
                "def g(name):\n"
                "    import_module('..pkg.sub', __package__)\n"
                "    return import_module(name, __package__)\n"
            ),
            "pkg/b.py": "import importlib\nX = lambda: importlib.import_module('pkg.a').f\n",
            "pkg/c.py": "def import_module(name):\n    pass\nimport_module('pkg.a')\n",
            "pkg/sub/__init__.py": (
                "from importlib import import_module\nimport_module('.d', __package__)\n"
            ),
            "pkg/sub/d.py": "",
        },
    )
    graph = import_graph(package)
    targets = {m: sorted(e.target for e in edges) for m, edges in graph.items()}
    assert targets == {
        "pkg": [],
        "pkg.a": ["pkg.b", "pkg.sub"],
        "pkg.b": ["pkg.a"],
        "pkg.c": [],  # a function of its own of that name: no import bound, not read
        "pkg.sub": ["pkg.sub.d"],
        "pkg.sub.d": [],
    }
    assert [str(c) for c in find_cycles(graph)] == ["pkg.a -> pkg.b (line 2) -> pkg.a (line 2)"]
    calls = import_calls("pkg.a", ast.parse((package / "a.py").read_text()), False)
    assert [(c.line, c.name) for c in calls] == [(2, "pkg.b"), (4, "pkg.sub"), (5, None)]
    assert find_cycles(import_graph(package, calls=False)) == []


def test_layer_rules_report_an_upward_import() -> None:
    graph = _edges(
        {
            "webapi.url._host": ["webapi.url._ipv4", "webapi.url._bindings"],
            "webapi.url._bindings": ["webapi.url._url_impl"],
            "webapi.url._url_impl": ["webapi.cli"],
        }
    )
    assert layer_violations(graph, LAYER_RULES) == [
        "webapi.url._host -> webapi.url._bindings (line 2): " + LAYER_RULES[0].reason,
        "webapi.url._url_impl -> webapi.cli (line 1): " + LAYER_RULES[1].reason,
        "webapi.url._url_impl -> webapi.cli (line 1): " + LAYER_RULES[3].reason,
    ]


# --- the DOM's node fields: what other packages may use -----------------------------------
#
# HTML and the selectors read the DOM's nodes' ``_``-prefixed slots directly; the ones they may
# use, and who may write them, are named in ``webapi.dom.engine`` (``NODE_FIELDS``,
# ``NODE_HOOKS``, ``NODE_FIELD_WRITERS``). Every module of webapi outside ``webapi/dom/`` is
# scanned (``ast``) for an attribute of that name, as private imports are above.

#: The generated bindings' link from an impl class to its public class (``idl/emit.py``): every
#: package's impl classes have it (the Web IDL runtime's convention, not the DOM's state).
_BINDINGS_MEMBERS = frozenset({"_interface_class"})
#: The calls that name an attribute as a string.
_ATTRIBUTE_FUNCTIONS = {"getattr": False, "hasattr": False, "setattr": True, "delattr": True}


def dom_node_classes() -> list[type]:
    """``EventTargetImpl``, ``NodeImpl`` and every class derived from it that ``webapi.dom``
    defines (the impl classes and the generated public ones), every module of it imported."""
    import importlib
    import pkgutil

    import webapi.dom
    from webapi.dom import engine

    for module in pkgutil.iter_modules(webapi.dom.__path__):
        importlib.import_module(f"webapi.dom.{module.name}")
    classes: list[type] = [engine.EventTargetImpl]
    stack: list[type] = [engine.NodeImpl]
    while stack:
        cls = stack.pop()
        classes.append(cls)
        stack.extend(c for c in cls.__subclasses__() if c.__module__.startswith("webapi.dom."))
    return classes


def _own_members(cls: type) -> set[str]:
    """The ``_``-prefixed names (not dunders) of the class's slots and dictionary."""
    slots = cls.__dict__.get("__slots__", ())
    names = {*([slots] if isinstance(slots, str) else slots), *cls.__dict__}
    return {n for n in names if n.startswith("_") and not n.startswith("__")} - _BINDINGS_MEMBERS


def dom_class_members() -> dict[str, frozenset[str]]:
    """The name of each of :func:`dom_node_classes` -> the ``_``-prefixed names (not dunders)
    of its ``__slots__`` and class dictionary and its bases', the bindings'
    ``_interface_class`` aside: what a class derived from it would redefine."""
    classes = dom_node_classes()
    return {
        cls.__name__: frozenset(
            n for base in cls.__mro__ if base in classes for n in _own_members(base)
        )
        for cls in classes
    }


@dataclass(frozen=True)
class FieldUse:
    """A use of a DOM node member's name as an attribute, at ``line`` of ``module``."""

    module: str
    line: int
    name: str
    write: bool

    def __str__(self) -> str:
        return f"{self.module} line {self.line}: {'writes' if self.write else 'reads'} {self.name}"


def _declared(node: ast.ClassDef) -> set[str]:
    """The names a class declares itself: its ``__slots__`` and what its body defines."""
    names: set[str] = set()
    for statement in node.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(statement.name)
        targets = (
            statement.targets
            if isinstance(statement, ast.Assign)
            else [statement.target]
            if isinstance(statement, ast.AnnAssign)
            else []
        )
        for target in targets:
            if not isinstance(target, ast.Name):
                continue
            names.add(target.id)
            value = statement.value
            if target.id == "__slots__" and value is not None:
                names.update(
                    e.value
                    for e in ast.walk(value)
                    if isinstance(e, ast.Constant) and isinstance(e.value, str)
                )
    return names


def _classes(trees: Iterable[ast.Module]) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Class name -> the names its classes in ``trees`` declare, and -> their bases' names."""
    own: dict[str, set[str]] = {}
    bases: dict[str, set[str]] = {}
    for tree in trees:
        for node in statements(tree):
            if isinstance(node, ast.ClassDef):
                own.setdefault(node.name, set()).update(_declared(node))
                bases.setdefault(node.name, set()).update(
                    b.id if isinstance(b, ast.Name) else b.attr
                    for b in node.bases
                    if isinstance(b, (ast.Name, ast.Attribute))
                )
    return own, bases


def _ancestry(name: str, bases: Mapping[str, set[str]]) -> set[str]:
    """``name`` and the names of its bases, theirs, ... as far as ``bases`` knows them."""
    seen: set[str] = set()
    stack = [name]
    while stack:
        cls = stack.pop()
        if cls not in seen:
            seen.add(cls)
            stack.extend(bases.get(cls, ()))
    return seen


@dataclass(frozen=True)
class Classes:
    """The classes of the modules scanned, by name: what each declares itself or inherits
    from the others (their bases found by name: a generated public class has its impl class's
    members), and its bases' names."""

    declared: Mapping[str, frozenset[str]]
    bases: Mapping[str, set[str]]

    @classmethod
    def of(cls, trees: Iterable[ast.Module]) -> Classes:
        own, bases = _classes(trees)
        declared = {
            name: frozenset(n for c in _ancestry(name, bases) for n in own.get(c, ()))
            for name in own
        }
        return cls(declared, bases)


def node_class_definitions(
    module: str, tree: ast.Module, dom_classes: Mapping[str, frozenset[str]], classes: Classes
) -> list[str]:
    """What the classes of ``tree`` derived from a node class of the DOM (a key of
    ``dom_classes``, by name, through ``classes``) define of that class's members (its value),
    as ``"module.Class: name"``."""
    found = []
    for node in statements(tree):
        if isinstance(node, ast.ClassDef):
            ancestry = _ancestry(node.name, classes.bases)
            inherited = {n for c in ancestry if c in dom_classes for n in dom_classes[c]}
            found.extend(
                f"{module}.{node.name}: {name}" for name in sorted(_declared(node) & inherited)
            )
    return found


def node_field_uses(
    module: str, tree: ast.Module, members: frozenset[str], classes: Classes | None = None
) -> list[FieldUse]:
    """Every use in ``tree`` of a name of ``members`` as an attribute: ``x.name`` read or
    written (assigned, augmented, deleted, or an item of it assigned or deleted), and
    ``getattr``, ``hasattr``, ``setattr``, ``delattr`` with the name as a string. Inside a
    class that declares the name itself (in its ``__slots__``, or its body defines it) or
    inherits it from one of ``classes`` (by default those of ``tree``), the name is taken for
    the class's own: the AST cannot tell them apart (a ``MessageEvent``'s ``_data``, an
    ``input``'s ``_value`` property)."""
    uses: list[FieldUse] = []
    declared = (Classes.of([tree]) if classes is None else classes).declared

    def visit(node: ast.AST, own: frozenset[str]) -> None:
        if isinstance(node, ast.ClassDef):
            own = own | declared.get(node.name, frozenset()) | _declared(node)
        elif isinstance(node, ast.Attribute) and node.attr in members and node.attr not in own:
            write = not isinstance(node.ctx, ast.Load)
            uses.append(FieldUse(module, node.lineno, node.attr, write))
        elif (
            isinstance(node, ast.Subscript)
            and not isinstance(node.ctx, ast.Load)
            and isinstance(node.value, ast.Attribute)
            and node.value.attr in members
            and node.value.attr not in own
        ):
            uses.append(FieldUse(module, node.lineno, node.value.attr, True))
            visit(node.slice, own)
            visit(node.value.value, own)
            return
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in _ATTRIBUTE_FUNCTIONS
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and node.args[1].value in members
            and node.args[1].value not in own
        ):
            name = node.args[1].value
            uses.append(FieldUse(module, node.lineno, name, _ATTRIBUTE_FUNCTIONS[node.func.id]))
        # ast.iter_child_nodes written out, without the contexts (Load, Store, Del: leaves
        # that match nothing): the walk of webapi's modules in 0.27 s of CPU where it took
        # 0.44 s (the same uses found, in the same order).
        for field in node._fields:
            value = getattr(node, field, None)
            if isinstance(value, list):
                for item in value:
                    if isinstance(item, ast.AST):
                        visit(item, own)
            elif isinstance(value, ast.AST) and not isinstance(value, ast.expr_context):
                visit(value, own)

    visit(tree, frozenset())
    return uses


def contract_violations(
    uses: Iterable[FieldUse],
    fields: frozenset[str],
    hooks: frozenset[str],
    writers: Mapping[str, frozenset[str]],
) -> list[str]:
    """The uses that break the contract: a member neither a field nor a hook of it, or a
    write by a package that ``writers`` does not name for the member."""
    found = []
    for use in uses:
        if use.name not in fields | hooks:
            found.append(f"{use}: not a node field other packages may use")
        elif use.write and package_of(use.module) not in writers.get(use.name, ()):
            found.append(f"{use}: only the DOM writes it")
    return found


def test_other_packages_use_the_dom_node_fields_of_the_contract(
    trees: dict[str, ast.Module],
) -> None:
    from webapi.dom.engine import NODE_FIELD_WRITERS, NODE_FIELDS, NODE_HOOKS

    dom_classes = dom_class_members()
    members = frozenset(n for names in dom_classes.values() for n in names)
    # The contract names members of the node classes (a field renamed would leave it stale),
    # and the check sees what the packages read.
    assert members >= NODE_FIELDS | NODE_HOOKS, sorted(NODE_FIELDS | NODE_HOOKS - members)
    assert set(NODE_FIELD_WRITERS) <= NODE_FIELDS | NODE_HOOKS
    assert {"_parent", "_local_name", "_attrs", "_listeners", "_ids", "_node_type"} <= members
    outside = {
        module: tree
        for module, tree in trees.items()
        if module != "webapi.dom" and not module.startswith("webapi.dom.")
    }
    classes = Classes.of(outside.values())
    uses = [u for m, tree in outside.items() for u in node_field_uses(m, tree, members, classes)]
    readers = {package_of(u.module) for u in uses if u.name == "_local_name"}
    assert {"webapi.html", "webapi.selectors"} <= readers
    violations = contract_violations(uses, NODE_FIELDS, NODE_HOOKS, NODE_FIELD_WRITERS)
    assert not violations, "uses of the DOM's node fields:\n" + "\n".join(violations)
    # A class derived from a node class may define the hooks, and no other member of its.
    definitions = [
        d
        for m, tree in outside.items()
        for d in node_class_definitions(m, tree, dom_classes, classes)
    ]
    assert any(d.endswith(": _insertion_steps") for d in definitions)
    redefined = [d for d in definitions if d.rpartition(": ")[2] not in NODE_HOOKS]
    assert not redefined, "node classes redefining the DOM's members:\n" + "\n".join(redefined)


def test_the_node_field_check_reports_what_breaks_the_contract() -> None:
    members = frozenset({"_parent", "_ids", "_data", "_version", "_cache", "_node_type"})
    source = ast.parse("""
def f(node, document):
    parent = node._parent                  # a field of the contract
    document._ids = None                   # not in the contract
    versions = getattr(document, "_ids", None)
    node._data = "x"                       # html may write it
    document._version += 1                 # the DOM alone
    document._cache["k"] = 1               # an item of a field written: selectors may
    node._node_type                        # a hook
    del node._parent

class Event:
    __slots__ = ("_data",)
    def set(self, other):
        self._data = other._data           # the class's own field
        self._version = 2                  # not its own

class Message(Event):
    def get(self):
        return self._data                  # inherited from Event
""")
    uses = node_field_uses("webapi.html._x", source, members)
    assert [str(u) for u in uses] == [
        "webapi.html._x line 3: reads _parent",
        "webapi.html._x line 4: writes _ids",
        "webapi.html._x line 5: reads _ids",
        "webapi.html._x line 6: writes _data",
        "webapi.html._x line 7: writes _version",
        "webapi.html._x line 8: writes _cache",
        "webapi.html._x line 9: reads _node_type",
        "webapi.html._x line 10: writes _parent",
        "webapi.html._x line 16: writes _version",
    ]
    fields = frozenset({"_parent", "_data", "_version", "_cache"})
    writers = {"_data": frozenset({"webapi.html"}), "_cache": frozenset({"webapi.selectors"})}
    assert contract_violations(uses, fields, frozenset({"_node_type"}), writers) == [
        "webapi.html._x line 4: writes _ids: not a node field other packages may use",
        "webapi.html._x line 5: reads _ids: not a node field other packages may use",
        "webapi.html._x line 7: writes _version: only the DOM writes it",
        "webapi.html._x line 8: writes _cache: only the DOM writes it",
        "webapi.html._x line 10: writes _parent: only the DOM writes it",
        "webapi.html._x line 16: writes _version: only the DOM writes it",
    ]
    # The same source in the selectors: its _cache write is allowed, _data's is not.
    selectors = node_field_uses("webapi.selectors._x", source, members)
    assert [
        v
        for v in contract_violations(selectors, fields, frozenset({"_node_type"}), writers)
        if "_cache" in v or "_data" in v
    ] == ["webapi.selectors._x line 6: writes _data: only the DOM writes it"]
    # A class derived from a node class (by name, through the classes scanned) that defines
    # its members: a hook may be defined, another member may not.
    tree = ast.parse(
        "class Base(ElementImpl):\n    _insertion_steps = None\n"
        "class Mine(Base):\n    __slots__ = ('_version',)\n    def _get_the_parent(self): pass\n"
        "class Other(object):\n    def _get_the_parent(self): pass\n"
    )
    dom_classes = {"ElementImpl": frozenset({"_insertion_steps", "_get_the_parent", "_parent"})}
    assert node_class_definitions("webapi.html._y", tree, dom_classes, Classes.of([tree])) == [
        "webapi.html._y.Base: _insertion_steps",
        "webapi.html._y.Mine: _get_the_parent",
    ]


# --- what ``import webapi`` loads ---------------------------------------------------------

#: Modules ``import webapi`` must not load (docs/contributing.md, "Loading on first use":
#: anything a plain ``URL(...).href`` does not need loads on first use; issue #14: ``import
#: webapi`` no heavier than ``import urllib.parse``).  Each loads when first needed: the basic
#: URL parser and what only it needs when an input leaves the fast paths, ``_validate`` when a
#: failure is explained, ``_json`` for ``webapi.json_default``, the Web IDL runtime's rarer
#: parts on first use.
LAZY_MODULES = (
    "__future__",  # annotations are evaluated or strings: no module imports it eagerly
    "collections.abc",  # for type checkers only
    "typing",  # for type checkers only
    "webapi._json",
    "webapi.dom",
    "webapi.fetch",
    "webapi.fileapi",
    "webapi.forms",
    "webapi.cssom",
    "webapi.html",
    "webapi.html.parsing._tokenizer",  # the HTML tokenizer: loads on the first parse or tokenize
    "webapi.html.parsing._named_character_references",
    "webapi.html.parsing._fast_elements",  # links()'s fast path: loads on first use of links()
    "markupever",  # the fast-html extra's parser: loads on the first links() call
    "webapi.mimesniff",
    "webapi._webidl._boolean",
    "webapi._webidl._callbacks",
    "webapi._webidl._compound",
    "webapi._webidl._foreign",
    "webapi._webidl._iterators",
    "webapi._webidl._messages",
    "webapi._webidl._numbers",
    "webapi.encoding",
    "webapi.infra",
    "webapi.url._host",
    "webapi.url._infra",
    "webapi.url._ipv4",
    "webapi.url._ipv6",
    "webapi.url._parser",
    "webapi.url._percent",
    "webapi.url._record",
    "webapi.url._search_params_impl",
    "webapi.url._serializer",
    "webapi.url._states",
    "webapi.url._urlencoded",
    "webapi.url._validate",
    "webapi.url._validation_errors",
    "webapi.urlpattern",
    "webapi.uts46",
    "webapi.xhr",
)


def _modules_after(code: str) -> set[str]:
    """The modules loaded after running ``code`` in a new interpreter (``-S``: no site hooks,
    which would import modules of their own)."""
    done = subprocess.run(
        [sys.executable, "-S", "-c", f"{code}\nimport sys\nprint(' '.join(sys.modules))"],
        cwd=PACKAGE_DIR.parent,
        capture_output=True,
        text=True,
        check=True,
    )
    return set(done.stdout.split())


@pytest.mark.needs_subprocess
def test_import_webapi_loads_none_of_the_lazy_modules() -> None:
    loaded = _modules_after("import webapi")
    assert "webapi.url._url_impl" in loaded  # the check sees what was imported
    assert not loaded & set(LAZY_MODULES), sorted(loaded & set(LAZY_MODULES))


#: Every module ``import webapi`` adds to a bare start (issue #33: no more than what a plain
#: ``URL(s).href`` needs; ``re``, ``enum``, ``functools``, ``collections``, ``importlib`` and
#: ``warnings`` load with the first pattern compiled or module loaded on first use), besides
#: modules built into the interpreter (``_operator``, ``_collections``).
IMPORT_WEBAPI_LOADS = {
    "webapi",
    "webapi._lazy",
    "webapi._webidl",
    "webapi._webidl._arguments",
    "webapi._webidl._strings",
    "webapi.url",
    "webapi.url._bindings",
    "webapi.url._components",
    "webapi.url._errors",
    "webapi.url._extras",
    "webapi.url._fast_path",
    "webapi.url._schemes",
    "webapi.url._url_impl",
}


@pytest.mark.needs_subprocess
def test_import_webapi_loads_these_modules_only() -> None:
    added = _modules_after("import webapi") - _modules_after("pass")
    built_in = {name for name in added if name in sys.builtin_module_names}
    assert added - built_in == IMPORT_WEBAPI_LOADS


@pytest.mark.needs_subprocess
def test_the_fast_path_needs_no_lazy_module_and_the_rest_loads_on_first_use() -> None:
    fast = _modules_after(
        "from webapi import URL\n"
        "assert URL('https://example.com/a/./b?q=1#f').href == 'https://example.com/a/b?q=1#f'\n"
        "assert URL.parse('mailto:someone@example.org').pathname == 'someone@example.org'\n"
        "assert URL('HTTPS://User@Example.COM:0443/%7e').href == 'https://User@example.com/%7e'\n"
    )
    assert not fast & set(LAZY_MODULES), sorted(fast & set(LAZY_MODULES))
    slow = _modules_after(
        "import json, webapi\n"
        "url = webapi.URL('HTTP://[::1]:80/a')\n"
        "url.hostname = 'example.org'\n"
        "assert url.href == 'http://example.org/a'\n"
        "params = webapi.URLSearchParams({'n': 1})\n"
        "assert list(params) == [('n', '1')]\n"
        "assert json.dumps(params, default=webapi.json_default) == '{}'\n"
        "try:\n    webapi.URL('https://a b/')\nexcept webapi.URLParseError as error:\n"
        "    assert error.reason.type == 'domain-to-ASCII'\n"
    )
    expected = set(LAZY_MODULES) - {
        "__future__",
        "collections.abc",
        "typing",
        "webapi._webidl._boolean",
        "webapi._webidl._callbacks",  # forEach only
        "webapi.encoding",  # legacy encodings only
        "webapi.dom",
        "webapi.fetch",
        "webapi.fileapi",
        "webapi.forms",
        "webapi.cssom",
        "webapi.html",
        "webapi.html.parsing._tokenizer",
        "webapi.html.parsing._named_character_references",
        "webapi.html.parsing._fast_elements",
        "markupever",
        "webapi.mimesniff",
        "webapi.urlpattern",
        "webapi.xhr",
    }
    assert expected - slow == set(), sorted(expected - slow)


#: What a first parse of an ordinary page (forms, tables, links, images: the
#: ``import + first parse`` row of benchmarks/build.py) does not need, and so does not load
#: (issue 58 item 14): the input element's steps and dates (``decimal``, ``datetime``), the
#: rectangles, the URL parser and serializer, the event loop's loop, custom elements,
#: ``ElementInternals``, the XML serializer, focus, popovers and the top layer.
FIRST_PARSE_LEAVES = (
    "datetime",
    "decimal",
    "webapi.eventloop._loop",
    "webapi.geometry",
    "webapi.html.elements._custom_elements",
    "webapi.html.forms._element_internals",
    "webapi.html.elements._focus",
    "webapi.html.forms._input_steps",
    "webapi.html.elements._popover",
    "webapi.html.elements._top_layer",
    "webapi.html.parsing._xml_serialization",
    "webapi.url._parser",
    "webapi.url._serializer",
)


@pytest.mark.needs_subprocess
def test_a_first_parse_loads_what_it_needs_only() -> None:
    markup = (
        "<!DOCTYPE html><title>t</title><link rel=stylesheet href=/a.css>"
        "<form action=/s><label>n <input name=n type=number min=0 step=0.1 value=1></label>"
        "<input type=date name=d><select name=s><option>a<option selected>b</select>"
        "<button>go</button></form><table><tr><td><a href=/x>x</a><img src=/i.png></table>"
        "<dialog>d</dialog><details><summary>s</summary>t</details>"
    )
    loaded = _modules_after(
        f"import webapi.html\nwebapi.html.DOMParser().parseFromString({markup!r}, 'text/html')"
    )
    assert "webapi.html.parsing._tree_builder" in loaded  # the check sees what was imported
    assert not loaded & set(FIRST_PARSE_LEAVES), sorted(loaded & set(FIRST_PARSE_LEAVES))
    # each loads on first need: a custom element name, a step, a date, a URL, a rectangle...
    used = _modules_after(
        "import webapi.html\n"
        "d = webapi.html.DOMParser().parseFromString("
        "'<input type=number step=0.5 value=1><input type=date value=2020-01-02>"
        "<a href=https://e.com/a>a</a><my-widget></my-widget><dialog></dialog>', 'text/html')\n"
        "number, date = d.querySelectorAll('input')\n"
        "number.stepUp()\n"
        "assert number.value == '1.5'\n"
        "assert date.valueAsDate.day == 2\n"
        "assert d.querySelector('a').pathname == '/a'\n"
        "assert d.body.getBoundingClientRect().width == 0\n"
        "assert type(d.querySelector('my-widget')).__module__ == "
        "'webapi.html.elements._custom_elements'\n"
        "d.querySelector('dialog').show()\n"
        "assert webapi.html.XMLSerializer().serializeToString(d.body).startswith('<body')\n"
    )
    assert set(FIRST_PARSE_LEAVES) - {"webapi.html.forms._element_internals"} <= used, sorted(
        set(FIRST_PARSE_LEAVES) - used
    )


def test_lazy_import_module_resolves_as_importlib_does() -> None:
    # webapi._lazy imports modules by the built-in __import__ (importlib loads on no import
    # webapi): relative names resolve against the package, as importlib.import_module's do.
    import importlib

    from webapi._lazy import import_module

    for name, package in (
        ("._ipv4", "webapi.url"),
        ("..infra", "webapi.url"),
        ("webapi.uts46", "webapi.url"),
        (".", "webapi.url"),
        ("..", "webapi.url"),
        ("._arguments", "webapi._webidl"),
    ):
        assert import_module(name, package) is importlib.import_module(name, package), name


# --- what ``import webapi.html`` and ``import webapi.cookies`` load ---------------------------


def _webapi_modules_after(code: str) -> set[str]:
    return {name for name in _modules_after(code) if name.split(".")[0] == "webapi"}


@pytest.mark.needs_subprocess
def test_import_webapi_html_loads_the_package_only() -> None:
    # Issue #42: the package's __init__ loaded the sniffing, the decoders and the URL
    # algorithms (50 modules of webapi); every name of it loads its module on first use.
    added = _webapi_modules_after("import webapi.html") - _webapi_modules_after("import webapi")
    assert added == {"webapi.html"}


#: What a first HTML parse does not need, each loaded on first use (issue 58 item 14: the XML
#: parser with encoding sniffing, the selectors engine, the File API and XHR's FormData, the
#: parse error records with dataclasses).
_NOT_FOR_A_FIRST_PARSE = {
    "webapi.csssyntax._declarations": "document.body.style.cssText = 'color: red'",
    "webapi.fileapi": "FormData(document.forms[0])",
    "webapi.html.parsing._encoding_sniffing": "DOMParser().parseFromString('<r/>', 'text/xml')",
    "webapi.html.parsing._parse_errors": (
        "list(__import__('webapi.html').html.tokenize('</>', errors=[]))"
    ),
    "webapi.html.parsing._xml_document": "DOMParser().parseFromString('<r/>', 'text/xml')",
    "webapi.selectors.engine": "document.querySelector('form')",
    "webapi.xhr": "FormData(document.forms[0])",
}


@pytest.mark.needs_subprocess
def test_a_first_html_parse_loads_what_it_needs_only() -> None:
    parse = (
        "from webapi.html import DOMParser\n"
        "document = DOMParser().parseFromString('<form><input name=a value=1></form>', "
        "'text/html')"
    )
    # one interpreter: the parse, its modules, then each use in a child forked from it (so no
    # use sees what another loaded), its modules a line each
    uses = list(_NOT_FOR_A_FIRST_PARSE.values())
    script = (
        f"{parse}\nimport os, sys\nprint(' '.join(sys.modules), flush=True)\n"
        f"for use in {uses!r}:\n"
        "    pid = os.fork()\n"
        "    if pid == 0:\n"
        "        from webapi.xhr import FormData\n"
        "        exec(use)\n"
        "        print(' '.join(sys.modules), flush=True)\n"
        "        os._exit(0)\n"
        "    os.waitpid(pid, 0)\n"
    )
    done = subprocess.run(
        [sys.executable, "-S", "-c", script],
        cwd=PACKAGE_DIR.parent,
        capture_output=True,
        text=True,
        check=True,
    )
    lines = done.stdout.splitlines()
    assert len(lines) == 1 + len(uses), done.stdout + done.stderr
    loaded = set(lines[0].split())
    assert "webapi.html.parsing._tree_builder" in loaded  # the check sees what was imported
    assert not loaded & set(_NOT_FOR_A_FIRST_PARSE), sorted(loaded & set(_NOT_FOR_A_FIRST_PARSE))
    for module, line in zip(_NOT_FOR_A_FIRST_PARSE, lines[1:], strict=True):
        assert module in set(line.split()), module


#: What Request, Response and their bodies load beyond Headers (issue #45: 84 webapi modules
#: for ``import webapi.fetch`` before the split, 61 after).
_FETCH_BODY_MODULES = {
    "webapi.fetch._bindings",
    "webapi.fetch._body",
    "webapi.fetch._request_impl",
    "webapi.fetch._response_extras",
    "webapi.fetch._response_impl",
    "webapi.fileapi",
    "webapi.xhr",
}


@pytest.mark.needs_subprocess
def test_fetch_headers_load_no_request_response_or_body() -> None:
    headers = _webapi_modules_after(
        "from webapi.fetch import Headers\nassert Headers({'a': '1'}).get('A') == '1'"
    )
    assert "webapi.fetch._headers_bindings" in headers
    assert not headers & _FETCH_BODY_MODULES, sorted(headers & _FETCH_BODY_MODULES)
    assert _webapi_modules_after("import webapi.fetch") == _webapi_modules_after(
        "from webapi.fetch import Headers"
    )
    bodies = _webapi_modules_after("from webapi.fetch import Request, Response")
    assert bodies >= _FETCH_BODY_MODULES, sorted(_FETCH_BODY_MODULES - bodies)


@pytest.mark.needs_subprocess
def test_import_webapi_forms_loads_the_package_only() -> None:
    # Fetch's "extract a body" imports the form encodings: the package loads nothing of
    # webapi.html (no sniffing, tokenizer or tree builder), and its encoders load on first use.
    added = _webapi_modules_after("import webapi.forms") - _webapi_modules_after("import webapi")
    assert added == {"webapi.forms"}
    encoding = _webapi_modules_after(
        "from webapi.forms import multipart_form_data_encode\n"
        "from webapi.xhr.engine import FormDataImpl\n"
        "form = FormDataImpl()\n"
        "form.append('a', 'b')\n"
        "multipart_form_data_encode(form.entry_list, 'x')\n"
    )
    assert not any(name.startswith(("webapi.encoding", "webapi.mimesniff")) for name in encoding)
    assert not any(name.startswith("webapi.html._") for name in encoding)


#: What ``import webapi.cookies`` may load of webapi: the jar's own package, the URL parser and
#: Public Suffix List it parses request URLs with (and the packages they import), and of
#: ``webapi.html`` the sites module alone (``same_site``).
COOKIES_IMPORT_PACKAGES = (
    "webapi._lazy",
    "webapi._cache",
    "webapi._webidl",
    "webapi.infra",
    "webapi.url",
    "webapi.cookies",
)
COOKIES_IMPORT_MODULES = {
    "webapi",
    "webapi.html",
    "webapi.html.common",
    "webapi.html.common._sites",
}


@pytest.mark.needs_subprocess
def test_import_webapi_cookies_loads_no_sniffing_decoder_or_tokenizer() -> None:
    # Issue #42: 60 modules of webapi came with the jar through webapi.html's __init__, the
    # Encoding Standard's decoders and the HTML sniffing among them.
    loaded = _webapi_modules_after("import webapi.cookies")
    assert {"webapi.cookies._jar", "webapi.html.common._sites", "webapi.url._parser"} <= loaded
    outside = {
        name
        for name in loaded - COOKIES_IMPORT_MODULES
        if not name.startswith(tuple(package + "." for package in COOKIES_IMPORT_PACKAGES))
        and name not in COOKIES_IMPORT_PACKAGES
    }
    assert outside == set(), f"{len(loaded)} modules of webapi, not needed: {sorted(outside)}"


@pytest.mark.needs_subprocess
def test_fetch_imports_no_http_client_until_it_sends() -> None:
    # Issue #54: the standard library's HTTP client (and ssl, asyncio's threads) load when a
    # request is sent through it, never with the package or the fetch() name.
    for code in ("import webapi", "import webapi.fetch", "from webapi.fetch import fetch"):
        loaded = _modules_after(code)
        assert not loaded & {"http.client", "ssl", "socket"}, (code, loaded & {"http.client"})
    sent = _modules_after(
        "import asyncio\nfrom webapi.fetch import fetch\n"
        "asyncio.run(fetch('http://127.0.0.1:8000/', transport=lambda r: (200, {}, b'')))\n"
    )
    assert "http.client" not in sent


@pytest.mark.needs_subprocess
def test_a_module_that_calls_an_upcall_at_import_imports_first() -> None:
    # A module whose body calls load_provider (the parsers' "html:element-registry") loads its
    # provider while it is itself half made: imported first in a new interpreter (as the IDL
    # generator's freshness check imports DOMParser's impl), the provider must not reach back
    # into it (the element registry's module answered the import system's ``__path__`` question
    # by loading the generated bindings, which import the parser's DOMParserImpl).
    calling = sorted(
        name
        for name, path in module_names(PACKAGE_DIR).items()
        if "\nload_provider(" in path.read_text(encoding="utf-8")
    )
    assert "webapi.html.parsing._dom_parser" in calling, calling  # the scan sees the known ones
    for name in calling:
        assert name in _modules_after(f"import {name}"), name
