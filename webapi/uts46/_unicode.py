"""The Unicode data in use, chosen in one place: one Unicode version at a time.

Host processing needs two kinds of Unicode data: the IDNA Mapping Table (from the ``idna``
package, read by :mod:`._idna_data`) and character properties (NFC, General_Category,
Bidi_Class, Canonical_Combining_Class, from a ``unicodedata`` module).  They come from two
packages that are updated separately, so webapi settles on one version:

* the character database is the newer of the standard library's ``unicodedata`` and
  ``unicodedata2`` (a dependency on CPython versions whose own database is older);
* ``UNICODE_VERSION`` is the older of that database's version and the mapping table's;
* a code point that the database does not assign is disallowed, whatever a newer mapping
  table says (:func:`is_unassigned`, used by :mod:`._uts46`); a code point that an older
  table does not assign is disallowed by the table itself.

So webapi answers as a browser built with Unicode ``UNICODE_VERSION`` does.  Nothing is
imported until first needed.
"""

from __future__ import annotations

import importlib
import sys
from typing import Protocol, cast

__all__ = [
    "DATABASE_VERSION",
    "UNICODE_VERSION",
    "UnicodeData",
    "is_unassigned",
    "unicodedata",
    "version_tuple",
]


class UnicodeData(Protocol):
    """The part of the ``unicodedata`` module interface that this package uses."""

    @property
    def unidata_version(self) -> str: ...

    def normalize(self, form: str, unistr: str, /) -> str: ...

    def category(self, char: str, /) -> str: ...

    def bidirectional(self, char: str, /) -> str: ...

    def combining(self, char: str, /) -> int: ...


def version_tuple(version: str) -> tuple[int, ...]:
    """``"15.1.0"`` -> ``(15, 1, 0)``."""
    return tuple(int(part) for part in version.split("."))


_module: UnicodeData | None = None


def unicodedata() -> UnicodeData:
    """The character database: ``unicodedata2`` when it is installed and newer than the
    standard library's ``unicodedata``, else ``unicodedata``."""
    global _module
    if _module is None:
        module = cast(UnicodeData, importlib.import_module("unicodedata"))
        try:
            newer = cast(UnicodeData, importlib.import_module("unicodedata2"))
        except ImportError:
            pass
        else:
            if version_tuple(newer.unidata_version) > version_tuple(module.unidata_version):
                module = newer
        _module = module
    return _module


#: The Unicode version of the character database :func:`unicodedata` returns.
DATABASE_VERSION: str
#: The Unicode version webapi's host processing follows: the older of the character
#: database's and the IDNA Mapping Table's.
UNICODE_VERSION: str


def __getattr__(name: str) -> str:
    # Computed on first access so that importing this module loads nothing.
    if name == "DATABASE_VERSION":
        version = unicodedata().unidata_version
    elif name == "UNICODE_VERSION":
        from ._idna_data import mapping_table_version

        database, table = unicodedata().unidata_version, mapping_table_version()
        version = min(database, table, key=version_tuple)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    setattr(sys.modules[__name__], name, version)
    return version


def is_unassigned(code_point: int) -> bool:
    """Whether ``code_point`` is unassigned (General_Category Cn) in the character
    database, not counting noncharacters (U+FDD0..U+FDEF, U+xxFFFE, U+xxFFFF), which are
    Cn too but have been reserved for good."""
    if 0xFDD0 <= code_point <= 0xFDEF or code_point & 0xFFFE == 0xFFFE:
        return False
    return unicodedata().category(chr(code_point)) == "Cn"
