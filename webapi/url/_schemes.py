"""The special schemes and their default ports: the one table every part of webapi reads them
from (the parser, the records, the fast path, origins, URLPattern, the audit).

Spec: https://url.spec.whatwg.org/#special-scheme and https://url.spec.whatwg.org/#default-port
(``tests/url/test_spec_tables.py`` reads the table out of url.bs and compares). A leaf module:
the fast path, which ``import webapi`` loads, needs it.
"""

__all__ = ["DEFAULT_PORTS", "SPECIAL_SCHEMES"]

#: https://url.spec.whatwg.org/#special-scheme -> https://url.spec.whatwg.org/#default-port
#: (None: "file" has none).
SPECIAL_SCHEMES: dict[str, int | None] = {
    "ftp": 21,
    "file": None,
    "http": 80,
    "https": 443,
    "ws": 80,
    "wss": 443,
}

#: The special schemes that have a default port, and it.
DEFAULT_PORTS: dict[str, int] = {
    scheme: port for scheme, port in SPECIAL_SCHEMES.items() if port is not None
}
