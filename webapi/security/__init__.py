"""For security code: what a URL's host really is, Secure Contexts' trustworthiness, and an
audit of where other Python URL parsers see another URL than a browser does.

- ``host_class(url_or_host)``: the host's kind and, for IP hosts, the address a browser
  connects to (``effective_address`` unwraps IPv4-mapped, compatible, NAT64 and 6to4 forms;
  ``dns_name`` drops a root dot);
- ``is_potentially_trustworthy`` / ``is_origin_potentially_trustworthy``: Secure Contexts'
  algorithms (https://w3c.github.io/webappsec-secure-contexts/), :mod:`webapi.securecontexts`'s;
- ``audit(input, base=None)``: every installed parser that disagrees with the browser.

Loaded on first use: ``import webapi`` does not import this package.
"""

from webapi.securecontexts import is_origin_potentially_trustworthy, is_potentially_trustworthy

from ._audit import AuditReport, Finding, audit
from ._host_class import HostClass, HostKind, host_class

__all__ = [
    "AuditReport",
    "Finding",
    "HostClass",
    "HostKind",
    "audit",
    "host_class",
    "is_origin_potentially_trustworthy",
    "is_potentially_trustworthy",
]
