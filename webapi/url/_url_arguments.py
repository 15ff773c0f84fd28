"""A URL as webapi's Python functions take it: the one coercion every function with a URL
argument runs (``links()``, ``resolve()`` and HTML's other URL functions, the cookie jar,
``canonicalize()``, sites, ``data:`` URLs, host classes, trustworthiness; the public suffix
functions, an algorithm module below the ``URL`` class, read the same objects through
:func:`webapi._webidl.url_string` and raise the same error).

A URL is a ``str`` (parsed without a base where a record is needed), a ``URL`` object, a URL
record, or the URL object of a Python library (httpx's and yarl's ``URL``, ``urllib.parse``'s
results, ...: :data:`webapi._webidl.URL_CLASSES`, recognised by their class, read through their
URL string). Anything else is a ``TypeError`` that names the type fully (``httpx.URL``, not
``URL``) and says what to pass.
"""

from __future__ import annotations

from ._bindings import URL
from ._errors import URLParseError
from ._parser import basic_url_parse
from ._record import URLRecord
from ._serializer import url_serialize

__all__ = ["url_argument", "url_href_argument", "url_record_argument"]


def url_argument(
    value: object, function: str, parameter: str = "url", also: str = ""
) -> str | URLRecord:
    """``value`` as a URL string or record: a URL record as it is (never changed here), a
    ``str`` as it is, a ``URL``'s href, another library's URL object's URL string (under
    Pyodide also the page's JavaScript ``URL``, ``Location``, ...: the foreign stringifiers');
    else the ``TypeError`` naming ``function``'s ``parameter``, what it takes (``also``: what
    else the parameter takes, named first, as ``"an origin or "``) and the type it got, with
    its module."""
    if isinstance(value, (str, URLRecord)):
        return value
    if isinstance(value, URL):
        return value.href
    from webapi._webidl import foreign_to_string, not_a_url, url_string  # (on first use)

    href = url_string(value)  # another library's URL object
    if href is None:
        href = foreign_to_string(value)  # under Pyodide, a JavaScript URL or Location
    if href is not None:
        return href
    raise not_a_url(value, function, parameter, also)


def url_record_argument(
    value: object, function: str, parameter: str = "url", also: str = ""
) -> URLRecord:
    """The URL record of :func:`url_argument`'s ``value``, a string parsed without a base
    (:class:`URLParseError` where it does not parse: it must be an absolute URL)."""
    url = url_argument(value, function, parameter, also)
    if isinstance(url, URLRecord):
        return url
    record = basic_url_parse(url)
    if record is None:
        raise URLParseError(url, None) from ValueError(f"{parameter} must be an absolute URL")
    return record


def url_href_argument(value: object, function: str, parameter: str = "url", also: str = "") -> str:
    """:func:`url_argument`'s ``value`` as a string (a record serialized), for the functions
    that parse it themselves (against a base, in an encoding)."""
    url = url_argument(value, function, parameter, also)
    return url_serialize(url) if isinstance(url, URLRecord) else url
