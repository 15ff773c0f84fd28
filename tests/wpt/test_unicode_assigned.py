"""The generated table of code points assigned in the WPT data's Unicode version
(``tests/wpt/unicode_assigned.py``), against the Unicode database webapi runs with.

With a database of the table's version, the two must agree on every code point (the table
is stale otherwise).  With another version, Unicode's stability policy still binds them: a
code point once assigned stays assigned, so a newer database assigns everything the table
does, and an older one nothing the table does not.
"""

from __future__ import annotations

import unicode_assigned

from webapi.url import _unicode


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
