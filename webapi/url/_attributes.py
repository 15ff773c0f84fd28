"""The ``URL`` interface's string attributes: the one list of them every part of webapi (the
batch API's columns, the fuzzer, the viewer, the tests) reads.

Spec: https://url.spec.whatwg.org/#url-class (``tests/url/test_spec_tables.py`` reads the
``USVString`` attributes of ``interface URL`` out of ``idl/url.webidl``, itself checked against
url.bs, and compares, order included).
"""

__all__ = ["URL_ATTRIBUTES"]

#: Every ``USVString`` attribute of ``URL``, in the IDL's order (``searchParams``, an object,
#: is not one; every one but ``origin`` has a setter).
URL_ATTRIBUTES: tuple[str, ...] = (
    "href",
    "origin",
    "protocol",
    "username",
    "password",
    "host",
    "hostname",
    "port",
    "pathname",
    "search",
    "hash",
)
