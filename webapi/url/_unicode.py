"""The Unicode Character Database in use, chosen in one place.

``unicodedata2`` (a newer Unicode database, when installed) is preferred over the
standard library's ``unicodedata``.  Nothing is imported until first needed:
``UNICODE_VERSION`` and :func:`unicodedata` load the module on first use.
"""

from __future__ import annotations

import importlib
import sys
from typing import Protocol, cast

__all__ = ["UNICODE_VERSION", "UnicodeData", "is_unassigned", "unicodedata"]


class UnicodeData(Protocol):
    """The part of the ``unicodedata`` module interface that this package uses."""

    @property
    def unidata_version(self) -> str: ...

    def normalize(self, form: str, unistr: str, /) -> str: ...

    def category(self, char: str, /) -> str: ...

    def bidirectional(self, char: str, /) -> str: ...

    def combining(self, char: str, /) -> int: ...


_module: UnicodeData | None = None


def unicodedata() -> UnicodeData:
    """The Unicode database module: ``unicodedata2`` if importable, else ``unicodedata``."""
    global _module
    if _module is None:
        try:
            module = importlib.import_module("unicodedata2")
        except ImportError:
            module = importlib.import_module("unicodedata")
        _module = cast(UnicodeData, module)
    return _module


#: The Unicode version of the database :func:`unicodedata` returns.  Computed on
#: first access (see ``__getattr__``) so that importing this module stays free.
UNICODE_VERSION: str


def __getattr__(name: str) -> str:
    if name == "UNICODE_VERSION":
        version = unicodedata().unidata_version
        setattr(sys.modules[__name__], name, version)
        return version
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def is_unassigned(code_point: int) -> bool:
    """Whether ``code_point`` is unassigned (General_Category Cn) in the running
    database, not counting noncharacters (U+FDD0..U+FDEF, U+xxFFFE, U+xxFFFF),
    which are Cn too but have been reserved for good."""
    if 0xFDD0 <= code_point <= 0xFDEF or code_point & 0xFFFE == 0xFFFE:
        return False
    return unicodedata().category(chr(code_point)) == "Cn"
