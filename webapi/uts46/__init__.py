"""Unicode IDNA Compatibility Processing (UTS 46, https://www.unicode.org/reports/tr46/) and
Punycode (RFC 3492): ToASCII and ToUnicode with the URL Standard's flags, over the ``idna``
package's mapping table, with one Unicode version at a time (``UNICODE_VERSION``: the older of
the character database's and the mapping table's).

Loaded on first use: ``import webapi`` does not import this package; the URL parser loads it
for the first non-ASCII or ``xn--`` host.
"""

from ._punycode import punycode_decode, punycode_encode
from ._unicode import UnicodeData, is_unassigned, unicodedata, version_tuple
from ._uts46 import (
    check_bidi_rule,
    check_contextj,
    idna_status,
    processing,
    to_ascii,
    to_unicode,
    uts46_map,
    validity_criteria,
    verify_dns_length_restrictions,
)

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from ._unicode import DATABASE_VERSION, UNICODE_VERSION
    from ._uts46 import IDNA_TABLE_UNICODE_VERSION


def __getattr__(name: str) -> str:
    # The versions load the Unicode database and the mapping table: on first use only.
    if name in ("DATABASE_VERSION", "UNICODE_VERSION"):
        from . import _unicode

        return str(getattr(_unicode, name))
    if name == "IDNA_TABLE_UNICODE_VERSION":
        from . import _uts46

        return str(_uts46.IDNA_TABLE_UNICODE_VERSION)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "DATABASE_VERSION",
    "IDNA_TABLE_UNICODE_VERSION",
    "UNICODE_VERSION",
    "UnicodeData",
    "check_bidi_rule",
    "check_contextj",
    "idna_status",
    "is_unassigned",
    "processing",
    "punycode_decode",
    "punycode_encode",
    "to_ascii",
    "to_unicode",
    "unicodedata",
    "uts46_map",
    "validity_criteria",
    "verify_dns_length_restrictions",
    "version_tuple",
]
