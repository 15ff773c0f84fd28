"""One Unicode version at a time in host processing (``webapi/uts46/_unicode.py``).

``UNICODE_VERSION`` is the older of the character database's version and the IDNA Mapping
Table's, and a code point the database does not assign is never accepted, whatever a newer
table says: webapi answers as a browser of that Unicode version.
"""

from __future__ import annotations

import unicodedata as stdlib_unicodedata
from collections.abc import Iterator

import pytest

from webapi import URL, URLParseError
from webapi.url import UNICODE_VERSION, _idna, domain_to_ascii
from webapi.uts46 import _unicode, _uts46

#: KAWI SIGN CANDRABINDU (a combining mark) and KAWI LETTER A, both new in Unicode 15.
KAWI_MARK = "\U00011f00"
KAWI_LETTER_A = "\U00011f04"


def test_unicode_version_is_the_older_of_database_and_table() -> None:
    versions = [_unicode.DATABASE_VERSION, _uts46.IDNA_TABLE_UNICODE_VERSION]
    assert min(versions, key=_unicode.version_tuple) == UNICODE_VERSION


def test_the_newer_database_is_used() -> None:
    version = _unicode.version_tuple(_unicode.DATABASE_VERSION)
    assert version >= _unicode.version_tuple(stdlib_unicodedata.unidata_version)


def test_a_label_starting_with_a_new_combining_mark_fails() -> None:
    """Chromium and whatwg-url reject it (a combining mark starts the label); with Unicode
    14 data and a newer table, it was accepted."""
    with pytest.raises(URLParseError) as raised:
        URL(f"http://{KAWI_MARK}a.example/")
    message = str(raised.value)
    assert "domain-to-ASCII" in message
    if _unicode.version_tuple(UNICODE_VERSION) >= (15,):
        assert "starts with the combining mark U+11F00" in message
    else:
        assert f"U+11F00 is not assigned in Unicode {UNICODE_VERSION}" in message


def test_a_new_letter_is_valid_exactly_when_the_version_has_it() -> None:
    result = domain_to_ascii(f"{KAWI_LETTER_A}.example", False)
    if _unicode.version_tuple(UNICODE_VERSION) >= (15,):
        assert result is not None and result.startswith("xn--")
    else:
        assert result is None


class _OlderDatabase:
    """The running database, less the Kawi block (as if it were Unicode 14)."""

    unidata_version = "14.0.0"

    def __init__(self, real: _unicode.UnicodeData) -> None:
        self._real = real

    def category(self, char: str) -> str:
        return "Cn" if 0x11F00 <= ord(char) <= 0x11F5F else self._real.category(char)

    def normalize(self, form: str, text: str) -> str:
        return self._real.normalize(form, text)

    def bidirectional(self, char: str) -> str:
        return "" if 0x11F00 <= ord(char) <= 0x11F5F else self._real.bidirectional(char)

    def combining(self, char: str) -> int:
        return self._real.combining(char)


@pytest.fixture
def older_database(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A character database older than the mapping table (as on CPython 3.11 without
    unicodedata2), with fresh tables and memos built on it."""
    monkeypatch.setattr(_unicode, "_module", _OlderDatabase(_unicode.unicodedata()))
    monkeypatch.setattr(_uts46, "_tables", None)
    _idna._relaxed_to_ascii.cache_clear()  # remembered results of the real data
    yield
    _idna._relaxed_to_ascii.cache_clear()


def test_a_table_newer_than_the_database_does_not_make_code_points_valid(
    older_database: None,
) -> None:
    if _unicode.version_tuple(_uts46.IDNA_TABLE_UNICODE_VERSION) < (15,):
        pytest.skip("the IDNA table predates Unicode 15")
    tables = _uts46._get_tables()
    assert tables.check_assigned
    assert tables.statuses[tables._lookup(0)[1]] == "V"
    assert _uts46.idna_status(ord(KAWI_LETTER_A)) == "X"
    assert domain_to_ascii(f"{KAWI_LETTER_A}.example", False) is None
    assert domain_to_ascii(f"{KAWI_LETTER_A}.example", True) is None
    assert domain_to_ascii("b\u00fccher.example", False) == "xn--bcher-kva.example"
