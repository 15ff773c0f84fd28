"""parsel's own test suite (its ``tests/`` from the sdist of parsel 1.12.1 on PyPI) run against
``webapi.parsel``: a shim package named ``parsel`` whose ``Selector`` and ``SelectorList`` are
webapi's is put first on the path of a new interpreter, which runs parsel's test files as they
are. Every test passes, or fails for one of the named departures of docs/parsel.md
(``DEPARTURES``: each has a witness in ``test_parsel_departures.py``); a test that starts
passing, or fails and is not listed, fails this test.

parsel's tests are not in its wheel: the test downloads its sdist from PyPI (``pip download
--no-deps --no-binary :all: parsel==1.12.1``, pinned by :data:`SDIST_SHA256`) into
``build/parsel-sdist`` and unpacks it there, once; ``WEBAPI_PARSEL_TESTS`` names another folder
holding its ``tests/`` (or ``/tmp/parsel-sdist`` holds the unpacked sdist). Skipped where the
sdist cannot be had (no network), or without lxml, cssselect, jmespath and psutil (which
parsel's tests import)."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: The shim: parsel's module names over webapi.parsel. Its ``csstranslator`` and
#: ``xpathfuncs`` name what parsel's tests import and have nothing behind them (webapi.parsel
#: translates no CSS to XPath and registers no XPath functions); ``utils`` gives the two
#: helpers webapi.parsel has (``shorten``, ``extract_regex``).
SHIM = {
    "__init__.py": ("from webapi.parsel import Selector, SelectorList\ncss2xpath = None\n"),
    "selector.py": (
        "from webapi.parsel import *\n"
        "from webapi.parsel._documents import NOT_SET as _NOT_SET\n"
        "def _has_encoding_error(parser):\n"
        "    return False\n"
    ),
    "csstranslator.py": (
        "GenericTranslator = HTMLTranslator = TranslatorProtocol = XPathExpr = None\n"
    ),
    "xpathfuncs.py": (
        "def set_xpathfunc(name, function):\n"
        "    raise NotImplementedError('webapi.parsel registers no XPath functions')\n"
    ),
    "utils.py": (
        "from webapi.parsel._regex import extract_regex, shorten\n"
        "def iflatten(x):\n"
        "    raise NotImplementedError\n"
    ),
}

#: Tests of parsel's own internals, not of a Selector: its CSS-to-XPath translator (the
#: classes and functions of ``csstranslator.py``) and its list helpers. Not run.
NOT_SELECTOR_TESTS = (
    "test_selector_csstranslator.py::TestHTMLTranslator",
    "test_selector_csstranslator.py::TestGenericTranslator",
    "test_selector_csstranslator.py::TestTranslatorCache",
    "test_selector_csstranslator.py::test_css2xpath",
    "test_selector_csstranslator.py::test_xpathexpr_join_wrong_type",
    "test_utils.py::test_iflatten_consumes_nested_iterators_lazily",
)

#: Departure (docs/parsel.md) -> the parsel tests it fails. ``*`` stands for the classes that
#: run one test twice (``TestSelector`` and ``TestSelectorBytes``, ``TestExslt`` and
#: ``TestExsltBytes``).
DEPARTURES: dict[str, list[str]] = {
    # the browser's HTML tree: <html> always holds a <head>
    "ImpliedHead": [
        "TestSelector*::test_selector_over_text",
        "TestSelector*::test_replacement_null_char_from_body",
        "TestSelector*::test_remove_root_element_selector",
        "TestExslt*::test_dont_remove_text_after_deleted_element",
    ],
    # the browser's XML parser: a document that is not well-formed is Chromium's document with
    # a <parsererror> (libxml2's recover mode repairs it in parsel)
    "XMLNotWellFormed": [
        "TestSelector*::test_differences_parsing_xml_vs_html",
        "TestSelector*::test_namespaces_simple",
        "TestSelector*::test_namespaces_adhoc",
        "TestSelector*::test_namespaces_adhoc_variables",
    ],
    # an external entity's reference is dropped (lxml keeps "&xxe;" as an entity reference)
    "XMLExternalEntity": ["TestSelector*::test_xml_entity_expansion"],
    # the browser's XPath has no namespace nodes: namespace::* is empty
    "NoNamespaceAxis": [
        "TestSelector*::test_remove_namespaces",
        "TestSelector*::test_remove_namespaces_embedded",
    ],
    # selectors as the browser parses them: "#1" is not a selector (cssselect takes it)
    "BrowserSelectorSyntax": ["TestSelector*::test_mixed_nested_selectors"],
    # errors name the browser's reason, not libxml2's ("Invalid predicate")
    "XPathErrorMessages": ["TestSelector*::test_simple_selection_with_variables_escape_friendly"],
    # no libxml2 extensions: EXSLT (re:, set:, str:), has-class(), set_xpathfunc
    "NoXPathExtensions": [
        "TestExslt*::test_regexp",
        "TestExslt*::test_set",
        "test_selector.py::test_repeated_queries_do_not_leak_memory",
        "test_xpathfuncs.py::*",
    ],
    # the root is a webapi DOM node, not an lxml element (getparent, make_links_absolute,
    # .base, smart strings, lxml roots given in, lxml's parser patched)
    "DOMNodesNotLxml": [
        "TestSelector*::test_make_links_absolute",
        "TestSelector*::test_bodies_with_comments_only",
        "TestSelector*::test_configure_base_url",
        "TestSelector*::test_smart_strings",
        "TestSelector*::test_html_root",
        "TestSelector*::test_xml_syntax_error_reraised",
        "TestExslt*::test_drop_with_xml_type",
    ],
    # the browser's parsers have no depth limit, so huge_tree=False warns of none
    "NoHugeTreeLimit": [
        "TestSelector*::test_deep_nesting",
        "TestSelector*::test_huge_tree_warning_skips_other_errors",
    ],
    # encoding labels as the Encoding Standard defines them ("ascii" is windows-1252: 0x80 is
    # "€"; Shift_JIS decodes 0x80 to U+0080)
    "EncodingStandardLabels": [
        "TestSelectorBytes::test_undecodable_bytes[ascii-html]",
        "TestSelectorBytes::test_undecodable_bytes[ascii-xml]",
        "TestSelectorBytes::test_undecodable_bytes[ascii-None]",
        "TestSelectorBytes::test_undecodable_bytes[shift_jis-html]",
        "TestSelectorBytes::test_undecodable_bytes[shift_jis-xml]",
        "TestSelectorBytes::test_undecodable_bytes[shift_jis-None]",
    ],
    # the browser's XML parser expands internal entities, as Chromium's does, until the
    # amplification limit stops it with a <parsererror> (parsel's parser resolves none): the
    # billion laughs give a few MB of "lol", not None and not a billion
    "XMLEntitiesExpanded": ["test_xml_attacks.py::test_billion_laughs[xml-None]"],
}


#: The sdist whose tests are run, and its sha256 (PyPI's file of parsel 1.12.1).
SDIST = "parsel-1.12.1.tar.gz"
SDIST_SHA256 = "f526df846f3a91e13f5499156ea3e755114834cd126b62cd1d784ef558f3a713"
#: Where the test downloads and unpacks it.
DOWNLOADS = ROOT / "build" / "parsel-sdist"


def _download() -> None:
    """The pinned sdist downloaded into :data:`DOWNLOADS` and unpacked there (nothing where
    pip cannot download it, or the file is not the pinned one)."""
    DOWNLOADS.mkdir(parents=True, exist_ok=True)
    archive = DOWNLOADS / SDIST
    if not archive.exists():
        command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps"]
        command += ["--no-binary", ":all:", "parsel==1.12.1", "-d", str(DOWNLOADS)]
        if subprocess.run(command, capture_output=True, timeout=300).returncode or not (
            archive.exists()
        ):
            return
    if hashlib.sha256(archive.read_bytes()).hexdigest() != SDIST_SHA256:
        return
    with tarfile.open(archive) as tar:
        tar.extractall(DOWNLOADS, filter="data")


def parsel_tests() -> Path | None:
    """The folder of parsel's test files (downloaded if need be), or None."""
    given = os.environ.get("WEBAPI_PARSEL_TESTS")
    if given:
        candidates = [Path(given)]
    else:
        candidates = sorted(Path("/tmp/parsel-sdist").glob("parsel-*/tests"))
        candidates.append(DOWNLOADS / "parsel-1.12.1" / "tests")
        if not any((folder / "test_selector.py").exists() for folder in candidates):
            _download()
    for folder in candidates:
        if (folder / "test_selector.py").exists():
            return folder
    return None


def _expand(pattern: str) -> list[str]:
    """A departure's test names, ``TestSelector*`` for both classes that run it."""
    if pattern.startswith("test_"):
        return [pattern]
    head, _, tail = pattern.partition("::")
    if head.endswith("*"):
        base = head[:-1]
        return [f"test_selector.py::{base}::{tail}", f"test_selector.py::{base}Bytes::{tail}"]
    return [f"test_selector.py::{head}::{tail}"]


def _outcomes(report: Path) -> dict[str, str]:
    """Test id -> "passed", "failed" or "skipped", from a JUnit XML report."""
    found = {}
    for case in ET.parse(report).getroot().iter("testcase"):
        module = case.get("classname", "").replace(".", "/")
        parts = module.split("/")
        file_name = parts[0] + ".py"
        test_id = "::".join([file_name, *parts[1:], case.get("name", "")])
        kinds = {child.tag for child in case}
        found[test_id] = (
            "failed"
            if kinds & {"failure", "error"}
            else "skipped"
            if "skipped" in kinds
            else "passed"
        )
    return found


def _departure_of(test_id: str) -> str | None:
    for name, patterns in DEPARTURES.items():
        for pattern in patterns:
            for expanded in _expand(pattern):
                if expanded == test_id or (
                    expanded.endswith("::*") and test_id.startswith(expanded[:-1])
                ):
                    return name
    return None


@pytest.mark.slow
@pytest.mark.needs_subprocess
def test_parsel_suite_against_webapi_parsel(tmp_path: Path) -> None:
    source = parsel_tests()
    if source is None:
        pytest.skip("parsel's tests (its sdist) are not here: see this module's docstring")
    for module in ("lxml", "cssselect", "jmespath", "psutil"):
        pytest.importorskip(module)
    shim = tmp_path / "shim" / "parsel"
    shim.mkdir(parents=True)
    for name, text in SHIM.items():
        (shim / name).write_text(text)
    run = tmp_path / "run"
    shutil.copytree(source, run)
    report = tmp_path / "report.xml"
    deselect = [f"--deselect={test}" for test in NOT_SELECTOR_TESTS]
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join([str(shim.parent), str(ROOT)]))
    finished = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-o",
            "addopts=",
            f"--rootdir={run}",
            f"--junitxml={report}",
            *deselect,
            ".",
        ],
        cwd=run,
        env=environment,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    outcomes = _outcomes(report)
    failed = sorted(t for t, outcome in outcomes.items() if outcome == "failed")
    unexplained = [t for t in failed if _departure_of(t) is None]
    assert unexplained == []
    expected = {
        expanded
        for patterns in DEPARTURES.values()
        for pattern in patterns
        for expanded in _expand(pattern)
        if not expanded.endswith("::*")
    }
    assert sorted(expected - set(failed)) == [], "these pass now: take them off DEPARTURES"
    passed = sum(1 for outcome in outcomes.values() if outcome == "passed")
    by_departure: dict[str, int] = {}
    for test_id in failed:
        departure = _departure_of(test_id)
        assert departure is not None
        by_departure[departure] = by_departure.get(departure, 0) + 1
    summary = finished.stdout.strip().splitlines()[-1]
    print(f"\nparsel's tests run: {len(outcomes)}, passed: {passed}, departures: {by_departure}")
    print(f"pytest's summary: {summary}")
    assert passed + len(failed) + sum(1 for o in outcomes.values() if o == "skipped") == len(
        outcomes
    )
