"""The one reader of the ``idna`` package's private tables (``webapi/uts46/_idna_data.py``).

When a new ``idna`` release changes how it stores the IDNA Mapping Table or the joining
types, these tests fail with the reader's message, which names the release and what was not
found, instead of host processing failing somewhere deep inside.
"""

from __future__ import annotations

import types
from bisect import bisect_right

import pytest

from webapi.uts46 import _idna_data
from webapi.uts46._idna_data import IdnaDataLayoutError


def _read_or_fail() -> tuple[_idna_data.MappingTable, str, dict[int, str]]:
    try:
        table = _idna_data.mapping_table()
        version, joining = _idna_data.joining_types()
    except IdnaDataLayoutError as error:
        pytest.fail(f"the installed idna changed its data layout: {error}")
    return table, version, joining


def _status(table: _idna_data.MappingTable, code_point: int) -> tuple[str, str | None]:
    index = bisect_right(table.starts, code_point) - 1
    return table.statuses[index], table.mappings[index]


def test_the_installed_idna_is_read() -> None:
    table, joining_version, joining = _read_or_fail()
    assert table.unicode_version == joining_version, "idna's two tables disagree on Unicode"
    assert _idna_data.mapping_table_version() == table.unicode_version
    # Rows every UTS 46 table since Unicode 6 has, one per status.
    assert _status(table, ord("a")) == ("V", None)
    assert _status(table, ord("A")) == ("M", "a")
    assert _status(table, 0x00AD) == ("I", None)  # SOFT HYPHEN: ignored
    assert _status(table, 0x00DF) == ("D", "ss")  # ß: deviation
    assert _status(table, 0x2488)[0] == "X"  # DIGIT ONE FULL STOP: disallowed
    assert _status(table, 0x2474) == ("M", "(1)")  # was disallowed_STD3_mapped
    assert _status(table, 0xFF3F) == ("M", "_")
    assert _status(table, 0x10FFFF)[0] == "X"
    # Joining types: ARABIC LETTER BEH is dual-joining, ALEF right-joining, a combining
    # mark transparent, ZWJ join-causing; Latin letters are not listed (non-joining).
    assert (joining[0x0628], joining[0x0627], joining[0x064B], joining[0x200D]) == (
        "D",
        "R",
        "T",
        "C",
    )
    assert ord("a") not in joining


def _fake_idna(monkeypatch: pytest.MonkeyPatch, **modules: dict[str, object]) -> None:
    real = _idna_data.importlib.import_module

    def import_module(name: str) -> object:
        key = name.replace("idna.", "")
        if key in modules:
            return types.SimpleNamespace(**modules[key])
        return real(name)

    monkeypatch.setattr(_idna_data.importlib, "import_module", import_module)


def test_an_unknown_table_layout_fails_clearly(monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_idna(monkeypatch, uts46data={"__version__": "99.0.0", "uts46_table": b""})
    with pytest.raises(IdnaDataLayoutError, match=r"cannot read the data of idna .*uts46data"):
        _idna_data.mapping_table()


def test_misaligned_tables_fail_clearly(monkeypatch: pytest.MonkeyPatch) -> None:
    layout = {
        "__version__": "99.0.0",
        "uts46_starts": [0, 65],
        "uts46_statuses": b"V",
        "uts46_replacements": [None, None],
    }
    _fake_idna(monkeypatch, uts46data=layout)
    with pytest.raises(IdnaDataLayoutError, match="do not line up"):
        _idna_data.mapping_table()


def test_an_unknown_joining_layout_fails_clearly(monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_idna(monkeypatch, idnadata={"__version__": "99.0.0", "joining_types": [1, 2]})
    with pytest.raises(IdnaDataLayoutError, match="joining_types"):
        _idna_data.joining_types()


def test_a_missing_version_fails_clearly(monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_idna(monkeypatch, uts46data={"uts46data": ((0, "V"),)})
    with pytest.raises(IdnaDataLayoutError, match="Unicode version"):
        _idna_data.mapping_table()
