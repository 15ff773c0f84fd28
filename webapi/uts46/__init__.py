"""Unicode IDNA Compatibility Processing (UTS 46, https://www.unicode.org/reports/tr46/) and
Punycode (RFC 3492): ToASCII and ToUnicode with the URL Standard's flags, over the ``idna``
package's mapping table, with one Unicode version at a time (``UNICODE_VERSION``: the older of
the character database's and the mapping table's).

Loaded on first use: ``import webapi`` does not import this package; the URL parser loads it
for the first non-ASCII or ``xn--`` host.
"""

from .._lazy import lazy_package as _lazy_package
from ._punycode import punycode_decode as punycode_decode
from ._punycode import punycode_encode as punycode_encode
from ._unicode import UnicodeData as UnicodeData
from ._unicode import is_unassigned as is_unassigned
from ._unicode import unicodedata as unicodedata
from ._unicode import version_tuple as version_tuple
from ._uts46 import Flags as Flags
from ._uts46 import check_bidi_rule as check_bidi_rule
from ._uts46 import check_contextj as check_contextj
from ._uts46 import idna_status as idna_status
from ._uts46 import processing as processing
from ._uts46 import to_ascii as to_ascii
from ._uts46 import to_unicode as to_unicode
from ._uts46 import uts46_map as uts46_map
from ._uts46 import validity_criteria as validity_criteria
from ._uts46 import verify_dns_length_restrictions as verify_dns_length_restrictions

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from ._unicode import DATABASE_VERSION as DATABASE_VERSION
    from ._unicode import UNICODE_VERSION as UNICODE_VERSION
    from ._uts46 import IDNA_TABLE_UNICODE_VERSION as IDNA_TABLE_UNICODE_VERSION


#: Loaded on first use: the versions load the Unicode database and the mapping table.
_LAZY = {
    "._unicode": "DATABASE_VERSION UNICODE_VERSION",
    "._uts46": "IDNA_TABLE_UNICODE_VERSION",
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
