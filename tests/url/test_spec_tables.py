"""The hand-written tables of URL Standard facts, proved against the standard's own text.

``webapi/url/_schemes.py`` holds the special schemes and their default ports once for all of
webapi; these tests read the table under "URL miscellaneous" out of ``url.bs`` and compare,
order included (URLPattern iterates the schemes in the standard's order).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from idl.spec import spec_dir
from webapi.url import DEFAULT_PORTS, SPECIAL_SCHEMES

REPO = Path(__file__).resolve().parents[2]
_ROW = re.compile(r'<tr><td>"<code>([a-z]+)</code>"<td>(null|\d+)')


def _special_scheme_table() -> list[tuple[str, int | None]]:
    path = spec_dir(REPO) / "url.bs"
    if not path.is_file():
        pytest.skip(f"the URL Standard source is missing: expected {path} ($WEBAPI_SPEC_DIR)")
    source = path.read_text(encoding="utf-8")
    start = source.index("<dfn export>special scheme</dfn>")
    table = source[start : source.index("</table>", start)]
    rows = _ROW.findall(table)
    assert rows, "the special-scheme table has no rows the pattern reads"
    return [(scheme, None if port == "null" else int(port)) for scheme, port in rows]


def test_special_schemes_are_the_standards_table_in_its_order() -> None:
    assert list(SPECIAL_SCHEMES.items()) == _special_scheme_table()


def test_default_ports_are_the_rows_with_a_port() -> None:
    expected = {scheme: port for scheme, port in _special_scheme_table() if port is not None}
    assert expected == DEFAULT_PORTS
    assert "file" not in DEFAULT_PORTS


def test_the_urlpattern_copy_keeps_the_order() -> None:
    from webapi.urlpattern._component import SPECIAL_SCHEMES as PATTERN_SCHEMES

    assert list(PATTERN_SCHEMES) == [scheme for scheme, _ in _special_scheme_table()]


def test_url_attributes_are_the_idls_string_attributes_in_order() -> None:
    from webapi.url import URL_ATTRIBUTES

    idl = (REPO / "idl" / "url.webidl").read_text(encoding="utf-8")
    start = idl.index("interface URL {")
    body = idl[start : idl.index("};", start)]
    names = re.findall(r"\battribute USVString (\w+);", body)
    assert "searchParams" not in names and len(names) == 11
    assert names == list(URL_ATTRIBUTES)
