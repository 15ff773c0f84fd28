"""Shared machinery for the web-platform-tests data runner.

A test function marked ``@pytest.mark.wpt_data("NAME.json")`` takes a ``case`` argument and is
parametrized with every case of that data file (comments left out), one pytest item per case,
with ids made of the case's index and a shortened ``ascii()`` of its input.  With
``expand=callable`` it also takes a ``variant`` argument and gets one item per
``(case, variant)`` for each variant the callable returns for the case.  A long file's test is
a sampled family besides (``tests/_sample.py``: a stratified sample by default, every case in
the slow tier).

The data was made with Unicode 17 (``DATA_UNICODE_VERSION``).  The only cases that are skipped
("excused") are those whose input (``input``/``base``, or for the setters ``href``/``new_value``)
holds a code point assigned in one of Unicode 17 and the version webapi runs with
(``webapi.url.UNICODE_VERSION``) but not in the other (see ``excused_code_points``): their
expected results depend on the Unicode version.  The terminal summary reports, per data file,
the cases that ran and those excused, and lists the excused ones with their code points.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Generator, Mapping
from typing import Any

import pytest
import unicode_assigned  # tests/wpt/, on sys.path beside this conftest

import wpt
import wpt.data
from tests.wpt.summary import REPORT_KEY

MARKER = "wpt_data"
#: The Unicode version the pinned web-platform-tests data was made with.
DATA_UNICODE_VERSION = unicode_assigned.VERSION
#: How an excuse's skip reason starts (pyodide/run.py counts them by it).
EXCUSE_PREFIX = "Unicode version:"
_ID_INPUT_LENGTH = 40

#: Keys of a case whose strings are fed to the API under test, per data file.
_INPUT_KEYS: Mapping[str, tuple[str, ...]] = {"setters_tests.json": ("href", "new_value")}
_DEFAULT_INPUT_KEYS = ("input", "base")

URL_COMPONENTS = wpt.URL_COMPONENTS


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        f"{MARKER}(name, expand=None): parametrize `case` (and `variant` with expand) with "
        "every case of the web-platform-tests data file NAME",
    )


@functools.cache
def _cases(name: str) -> tuple[wpt.Case, ...]:
    return tuple(wpt.cases(name))


def _short(value: object) -> str:
    text = ascii(value)
    if len(text) > _ID_INPUT_LENGTH:
        text = text[: _ID_INPUT_LENGTH - 3] + "..."
    return text


def case_id(case: wpt.Case) -> str:
    """A readable, unique pytest id: the case's index and a shortened form of its input."""
    data = case.data
    if case.group is not None:
        href, new_value = _short(data.get("href")), _short(data.get("new_value"))
        return f"{case.group}-{case.index}-{href}-{new_value}"
    return f"{case.index}-{_short(data.get('input'))}"


def _input_strings(case: wpt.Case) -> list[str]:
    keys = _INPUT_KEYS.get(case.file, _DEFAULT_INPUT_KEYS)
    return [value for key in keys if isinstance(value := case.data.get(key), str)]


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def _assigned_in_running_version(code_point: int) -> bool:
    """Whether ``code_point`` is assigned in the Unicode version webapi runs with
    (``UNICODE_VERSION``): from the ages in ``unicode_assigned`` for the versions it covers
    (14 to 17), else (newer versions) from the character database, which is then of that
    version or newer."""
    from webapi.url import UNICODE_VERSION
    from webapi.uts46 import _unicode

    known = unicode_assigned.is_assigned_in(UNICODE_VERSION, code_point)
    if known is not None:
        return known
    return _unicode.unicodedata().category(chr(code_point)) != "Cn"


def excused_code_points(case: wpt.Case) -> list[int]:
    """The code points of the case's input (``input``/``base``, or for the setters
    ``href``/``new_value``) that are assigned in one of the data's Unicode version
    (:data:`unicode_assigned.VERSION`) and the version webapi runs with but not in the
    other: expected results for them depend on the Unicode version."""
    from webapi.url import UNICODE_VERSION

    if UNICODE_VERSION == DATA_UNICODE_VERSION:
        return []
    found: list[int] = []
    for text in _input_strings(case):
        for char in text:
            code_point = ord(char)
            if code_point < 0x80 or code_point in found:
                continue
            if unicode_assigned.is_assigned(code_point) != _assigned_in_running_version(code_point):
                found.append(code_point)
    return found


def unicode_excuse_reason(case: wpt.Case) -> str | None:
    """The skip reason for a case excused for the Unicode version, else None."""
    from webapi.url import UNICODE_VERSION

    code_points = excused_code_points(case)
    if not code_points:
        return None
    newer = _version_key(UNICODE_VERSION) > _version_key(DATA_UNICODE_VERSION)
    versions = (
        (UNICODE_VERSION, DATA_UNICODE_VERSION)
        if newer
        else (DATA_UNICODE_VERSION, UNICODE_VERSION)
    )
    listed = " ".join(f"U+{code_point:04X}" for code_point in code_points)
    return (
        f"{EXCUSE_PREFIX} {listed} assigned in Unicode {versions[0]}, not in {versions[1]} "
        f"(webapi runs with Unicode {UNICODE_VERSION}, the data was made for "
        f"{DATA_UNICODE_VERSION})"
    )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    marker = metafunc.definition.get_closest_marker(MARKER)
    if marker is None:
        return
    (name,) = marker.args
    expand: Callable[[wpt.Case], list[str]] | None = marker.kwargs.get("expand")
    argnames = ["case"] if expand is None else ["case", "variant"]
    try:
        cases = _cases(name)
    except wpt.data.WPTDataError as error:
        # A clean clone without ../shared and no network: one skipped test that says why
        # (tests/conftest.py; WEBAPI_REQUIRE_DATA=1 in CI keeps it an error).
        if os.environ.get("WEBAPI_REQUIRE_DATA") == "1":
            raise
        skip = pytest.mark.skip(reason=f"external data missing: {error}")
        metafunc.parametrize(argnames, [pytest.param(*[None] * len(argnames), marks=skip)])
        return
    params = []
    for case in cases:
        reason = unicode_excuse_reason(case)
        marks = [pytest.mark.skip(reason=reason)] if reason is not None else []
        ident = case_id(case)
        if expand is None:
            params.append(pytest.param(case, id=ident, marks=marks))
        else:
            params.extend(
                pytest.param(case, variant, id=f"{ident}-{variant}", marks=marks)
                for variant in expand(case)
            )
    metafunc.parametrize(argnames, params)


def _item_case(item: pytest.Item) -> wpt.Case | None:
    callspec = getattr(item, "callspec", None)
    if callspec is None or item.get_closest_marker(MARKER) is None:
        return None
    case = callspec.params.get("case")
    return case if isinstance(case, wpt.Case) else None


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    case = _item_case(item)
    if case is not None:
        # On the report (as hypothesis carries its statistics), so that the process that
        # prints the summary counts the case: with pytest-xdist, not the worker that ran it.
        excuse = None
        if report.when == "setup" and report.skipped:
            excuse = (case_id(case), excused_code_points(case))
        report.__dict__[REPORT_KEY] = (case.file, case.group, case.index, excuse)
    return report


@pytest.fixture
def check_urltestdata_case() -> Callable[[Mapping[str, Any]], None]:
    """The url-constructor.any.js harness for one urltestdata-format case.

    ``relativeTo`` is ignored, as url-constructor.any.js and ada do: it tells harnesses that
    parse against a document base URL (``<a href>``) which base makes the case fail. With the
    constructor a null base means no base, and those cases must fail.
    """
    from webapi import URL
    from webapi.url import URLParseError

    def check(data: Mapping[str, Any]) -> None:
        base = data["base"]
        args: tuple[str, ...] = (data["input"],) if base is None else (data["input"], base)
        if data.get("failure"):
            # url-constructor.any.js: assert_throws_js(TypeError, ...)
            with pytest.raises(TypeError) as raised:
                URL(*args)
            assert isinstance(raised.value, URLParseError)
            assert URL.canParse(*args) is False, "URL.canParse disagrees with the constructor"
            assert URL.parse(*args) is None, "URL.parse disagrees with the constructor"
            return
        url = URL(*args)
        keys = [*URL_COMPONENTS, *(["origin"] if "origin" in data else [])]
        got: dict[str, str] = {key: getattr(url, key) for key in keys}
        expected = {key: data[key] for key in keys}
        if "searchParams" in data:
            got["searchParams"] = str(url.searchParams)
            expected["searchParams"] = data["searchParams"]
        assert got == expected
        assert URL.canParse(*args) is True, "URL.canParse disagrees with the constructor"
        parsed = URL.parse(*args)
        assert parsed is not None, "URL.parse disagrees with the constructor"
        assert parsed.href == data["href"]

    return check


@pytest.fixture
def check_host_of_https_url() -> Callable[[str, str | None], None]:
    """The toascii.window.js / IdnaTestV2.window.js check of one domain: ``https://{input}/x``
    must fail when ``output`` is None, else have ``output`` as its host."""
    from webapi import URL
    from webapi.url import URLParseError

    def check(input_: str, output: str | None) -> None:
        href = f"https://{input_}/x"
        if output is None:
            with pytest.raises(URLParseError):
                URL(href)
            return
        url = URL(href)
        got = {"host": url.host, "hostname": url.hostname, "pathname": url.pathname}
        got["href"] = url.href
        expected = {"host": output, "hostname": output, "pathname": "/x"}
        expected["href"] = f"https://{output}/x"
        assert got == expected

    return check
