"""WPT's own tests of HTML's elements run for real (issue #51): the reflection harness
(``html/dom/reflection-*.html`` with ``reflection.js`` and its ``elements-*.js`` tables: tens of
thousands of subtests), ``html/dom/elements``, ``html/semantics/forms``,
``html/semantics/tabular-data``, ``html/semantics/interactive-elements`` and
``html/semantics/selectors/pseudo-classes``, custom elements' ``ElementInternals`` files
(``custom-elements/form-associated``, ``custom-elements/state``, those at the root of
``custom-elements`` named for it) and customized built-in elements' (``builtin-coverage.html``,
``CustomElementRegistry.html``, ``reactions/customized-builtins`` and the files named for them
in the other folders), pinned in ``wpt/wpt-html-manifest.json``, executed
against webapi inside Pyodide under the pinned Node 26 by the DOM's runner (``python -m
wpt.wpt_dom --suite html``), beside jsdom's and Chromium 156's runs of the same files
(``wpt/expectations/html/jsdom.json``, ``wpt/expectations/html/chromium.json``).

The default tier checks the pieces (the manifest, the expectations, the records); the slow tier
runs every file (2.5 to 5 minutes on the project's shared machine) and compares each subtest's
result with ``wpt/expectations/html/expectations.json`` (``python -m wpt.wpt_dom --suite html
--write-expectations`` rewrites it from the last run). docs/wpt.md, "The html suite".
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from wpt import wpt_dom  # the runner's command
from wpt.dom import HTML

EXPECTATIONS = wpt_dom.SUITE_EXPECTATIONS["html"]
DIRECTORIES = {
    "html/dom",
    "html/dom/elements",
    "html/semantics/forms",
    "html/semantics/tabular-data",
    "html/semantics/interactive-elements",
    "html/semantics/selectors/pseudo-classes",
    "custom-elements",
    "custom-elements/form-associated",
    "custom-elements/state",
    "custom-elements/htmlconstructor",
    "custom-elements/parser",
    "custom-elements/reactions/customized-builtins",
    "custom-elements/registries",
    "custom-elements/upgrading",
    "sanitizer-api",
    "selection",
}


def test_manifest_pins_the_harness_and_the_elements_files() -> None:
    manifest = HTML.manifest()
    assert manifest["commit"] == "0d4f5079526492412a427152fcc1d08958bdf952"
    assert set(manifest["files"]) == {"resources/testharness.js", "resources/testharnessreport.js"}
    other = manifest["other_versions"]
    assert set(other["provenance"]) == set(other["files"])
    assert set(manifest["tests"]) <= set(HTML.pinned())
    assert {wpt_dom.folder(path) for path in manifest["tests"]} == DIRECTORIES
    # The reflection harness and its tables are loaded by the reflection pages.
    assert {"html/dom/reflection.js", "html/dom/elements-forms.js"} <= set(other["files"])
    # html/dom's root: the reflection pages only (reflection-original.html is no testharness.js
    # page: the old harness's summary)
    root = [path for path in manifest["tests"] if wpt_dom.folder(path) == "html/dom"]
    assert len(root) == 10 and all(path.startswith("html/dom/reflection-") for path in root)
    assert "html/dom/reflection-original.html" not in root
    # custom-elements' root: ElementInternals' and customized built-in elements' files, and
    # the registry's; its other folders' files named for customized built-ins
    root = [path for path in manifest["tests"] if wpt_dom.folder(path) == "custom-elements"]
    assert len(root) == 11 and "custom-elements/HTMLElement-attachInternals.html" in root
    assert {
        "custom-elements/builtin-coverage.html",
        "custom-elements/CustomElementRegistry.html",
    } <= set(root)
    for path in manifest["tests"]:
        if path.startswith(("custom-elements/parser/", "custom-elements/upgrading/")):
            assert "customized-builtins" in path or path.endswith("-with-is.html")
    # No test of user input through WebDriver, no manual test, crash test or reference.
    for path in manifest["tests"]:
        assert not any(part in path for part in ("-manual", "-crash", "-ref.", ".sub."))
    assert not HTML.window and not HTML.xhr


def test_expectations_name_every_file_with_its_count_and_reasons() -> None:
    wpt_dom.assert_expectations_well_formed("html")


@pytest.fixture(scope="module")
def run_results() -> dict[str, Any]:
    return wpt_dom.run_suite_for_test("html")


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_every_file_matches_the_expectations(run_results: dict[str, Any]) -> None:
    wpt_dom.assert_matches_expectations(run_results, "html")


def test_jsdom_and_chromium_records_cover_every_file() -> None:
    # (python -m generate jsdom-wpt-html / chromium-wpt-html: their runs, read with the DOM
    # suite's records by --records)
    # (sanitizer-api's: Chromium's in its own record, chromium-sanitizer.json; jsdom has no
    # Sanitizer API, so none of jsdom is made: it passes none; selection's: Chromium's in
    # chromium-selection.json, jsdom's not recorded yet)
    expectations = json.loads(EXPECTATIONS.read_text(encoding="utf-8"))
    for record in (wpt_dom.CHROMIUM, wpt_dom.JSDOM_RUN):
        files = wpt_dom._recorded_files(record)
        wanted = {
            path
            for path in expectations
            if record is wpt_dom.CHROMIUM or not path.startswith(("sanitizer-api/", "selection/"))
        }
        assert wanted <= set(files), record.name


@pytest.mark.slow  # (about 1 s: the shim of the html suite, with every CSS property)
def test_page_has_getcomputedstyle_and_the_members_of_an_element_not_rendered() -> None:
    """The html suite's page reaches webapi's objects where a browser has them: the CSSOM's
    IDL (a style sheet's rules, ``getComputedStyle`` as a function of the runner's global,
    webapi.html's), CSSOM View's members of ``Element`` (``getBoundingClientRect()``'s
    ``DOMRect``), not only the window and cssom suites', and the legacy factory functions
    (``new Option()``, every suite's page)."""
    from idl.jsshim import emit_shim

    assert HTML.cssom and not HTML.window
    shim = emit_shim(cssom=True, extra=HTML.idl_files)
    description = json.loads(shim.split("const WEBAPI_IDL = ", 1)[1].rstrip().rstrip(";"))
    (overload,) = description["global_operations"]["getComputedStyle"]
    assert [a["name"] for a in overload["arguments"]] == ["elt", "pseudoElt"]
    assert overload["returns"]["t"] == "CSSStyleDeclaration"
    interfaces = {i["name"]: i for i in description["interfaces"]}
    assert "getBoundingClientRect" in interfaces["Element"]["operations"]
    assert "DOMRect" in interfaces
    # the CSS namespace (webapi.html.CSS), as an interface's static operations
    assert set(interfaces["CSS"]["static_operations"]) == {"supports", "escape"}
    # Web IDL's legacy factory functions (new Option(), new Image()): webapi.html's functions
    (option,) = interfaces["HTMLOptionElement"]["legacy_factory_functions"]
    assert option["name"] == "Option"
    (arguments,) = [overload["arguments"] for overload in option["overloads"]]
    assert [a["name"] for a in arguments] == ["text", "value", "defaultSelected", "selected"]
    assert interfaces["HTMLImageElement"]["legacy_factory_functions"][0]["name"] == "Image"
    # (a page whose global is webapi's Window has getComputedStyle as the Window's operation
    # instead; the CSS namespace is every cssom page's, the window suite's too, as webapi's
    # Window has no CSS member: idl/jsshim.py's CSS_NAMESPACE_IDL)
    window_shim = emit_shim(window=True, cssom=True)
    assert '"global_operations"' not in window_shim
    assert '"name": "CSS"' in window_shim


def test_page_has_selection_and_filelist_interfaces() -> None:
    """The html suite's shim describes webapi's hand-written ``Selection`` and ``FileList``
    (idl/selection.webidl, idl/fileapi.filelist.webidl), so that the page's
    ``getSelection()`` and ``input.files`` are objects of interfaces (``instanceof``), and
    ``getSelection()`` returns the interface in place of dom.others.webidl's ``object``."""
    pytest.importorskip("widlparser")
    from idl.jsshim import describe, read_definitions

    extra = tuple(name for name in HTML.idl_files if name.startswith(("selection", "fileapi")))
    assert extra == ("selection.webidl", "fileapi.filelist.webidl")
    definitions, names = read_definitions(extra=extra)
    assert set(extra) <= set(names)
    interfaces = {interface.name: interface for interface in definitions.interfaces}
    selection = {getattr(member, "name", "") for member in interfaces["Selection"].members}
    assert {"addRange", "getRangeAt", "anchorNode", "containsNode"} <= selection
    assert "modify" not in selection  # (webapi has none: the page sees none)
    file_list = {getattr(member, "name", "") for member in interfaces["FileList"].members}
    assert {"item", "length"} <= file_list
    described = {interface["name"]: interface for interface in describe(definitions)["interfaces"]}
    (overload,) = described["Document"]["operations"]["getSelection"]
    assert overload["returns"] == {"t": "Selection", "k": "interface", "n": True}
