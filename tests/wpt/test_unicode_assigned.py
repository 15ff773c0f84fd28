"""The generated table of code points assigned in the WPT data's Unicode version
(``tests/wpt/unicode_assigned.py``), against the Unicode database webapi runs with.

With a database of the table's version, the two must agree on every code point (the table
is stale otherwise).  With another version, Unicode's stability policy still binds them: a
code point once assigned stays assigned, so a newer database assigns everything the table
does, and an older one nothing the table does not.
"""

from __future__ import annotations

import pytest
import unicode_assigned

from webapi.uts46 import _unicode


@pytest.mark.slow
def test_table_agrees_with_the_database() -> None:
    ucd = _unicode.unicodedata()
    database = _unicode.version_tuple(ucd.unidata_version)
    table = _unicode.version_tuple(unicode_assigned.VERSION)
    only_table, only_database = [], []
    for code_point in range(0x110000):
        in_database = ucd.category(chr(code_point)) != "Cn"
        in_table = unicode_assigned.is_assigned(code_point)
        if in_table and not in_database:
            only_table.append(code_point)
        elif in_database and not in_table:
            only_database.append(code_point)
    if database >= table:
        assert not only_table, f"assigned in the table only: {only_table[:10]}"
    if database <= table:
        assert not only_database, f"assigned in the database only: {only_database[:10]}"
    if database > table:
        assert only_database, "a newer database must assign code points the table lacks"


def test_ages_agree_with_the_database() -> None:
    """For a database of a version the ages cover (Python 3.11's 14, Pyodide 314's 16, ...),
    the code points assigned in that version per the tables are exactly the database's."""
    ucd = _unicode.unicodedata()
    version = ucd.unidata_version
    if unicode_assigned.is_assigned_in(version, 0x41) is None:
        pytest.skip(f"the tables have no ages for Unicode {version}")
    differ = [
        code_point
        for code_point in range(0x110000)
        if unicode_assigned.is_assigned_in(version, code_point)
        != (ucd.category(chr(code_point)) != "Cn")
    ]
    assert not differ, f"the ages disagree with Unicode {version}: {differ[:10]}"


def test_ages_are_disjoint_and_within_the_assigned() -> None:
    seen: set[int] = set()
    for version, ranges in unicode_assigned.ADDED.items():
        added = {cp for first, last in ranges for cp in range(first, last + 1)}
        assert added and not added & seen, version
        assert all(unicode_assigned.is_assigned(cp) for cp in added), version
        seen |= added
    # Unicode 15.0 added 4,489 characters, 15.1 627, 16.0 5,185 (noncharacters aside).
    sizes = {
        v: sum(last - first + 1 for first, last in r) for v, r in unicode_assigned.ADDED.items()
    }
    assert (sizes["15.0.0"], sizes["15.1.0"], sizes["16.0.0"]) == (4489, 627, 5185)
