"""Secure Contexts (https://w3c.github.io/webappsec-secure-contexts/): is a URL or an origin
potentially trustworthy?

- ``is_potentially_trustworthy(url_or_origin)``:
  https://w3c.github.io/webappsec-secure-contexts/#is-url-trustworthy (or, given an origin,
  the origin algorithm);
- ``is_origin_potentially_trustworthy(origin)``:
  https://w3c.github.io/webappsec-secure-contexts/#is-origin-trustworthy.

Above the URL Standard and below Fetch and HTML, which read it (referrer policies, mixed
content, the ``Sec-Fetch-*`` headers, ``window.isSecureContext``); :mod:`webapi.security`
exports the same two functions for security code.
"""

from ._trustworthy import is_origin_potentially_trustworthy, is_potentially_trustworthy

__all__ = ["is_origin_potentially_trustworthy", "is_potentially_trustworthy"]
