"""Unicode IDNA Compatibility Processing (UTS 46, https://www.unicode.org/reports/tr46/) and
Punycode (RFC 3492): ToASCII and ToUnicode with the URL Standard's flags, over the ``idna``
package's mapping table, with one Unicode version at a time (``UNICODE_VERSION``: the older of
the character database's and the mapping table's).

Loaded on first use: ``import webapi`` does not import this package; the URL parser loads it
for the first non-ASCII or ``xn--`` host.
"""

from .._lazy import lazy_exports as _lazy_exports
from .._lazy import public_dir as _public_dir
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


#: Loaded on first use: the versions load the Unicode database and the mapping table.
_LAZY = {
    "DATABASE_VERSION": "._unicode",
    "UNICODE_VERSION": "._unicode",
    "IDNA_TABLE_UNICODE_VERSION": "._uts46",
}
__getattr__ = _lazy_exports(globals(), _LAZY)


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

__dir__ = _public_dir(globals())
