"""Port of web-platform-tests ``url/interfaces.any.js`` (idlharness).

Upstream: web-platform-tests/wpt, url/interfaces.any.js, read at commit
70a99805f1d719f93bf87240452659b761425c67 (current upstream runs the same harness as
idlharness.any.js against the URL Standard's IDL).

idlharness checks JavaScript bindings (property descriptors, prototype chains,
``length`` of functions, ``[LegacyWindowAlias=webkitURL]``, ``[Exposed]``), none of
which exist in Python.  What carries over (every IDL attribute and operation is present,
the read-only attributes cannot be assigned, ``[SameObject]``, the required arguments,
the statics, the stringifiers, the pair iterator) is what ``tests/idl`` checks of the
generated classes (``test_idl_url_bindings.py``, ``test_idl_search_params_bindings.py``,
``test_idl_arguments.py``); this file keeps only upstream's own objects and values,
``new URL("http://foo")`` and ``new URLSearchParams("hi=there&thank=you")``.
Left out: ``webkitURL`` (a window-only legacy alias) and everything about JS
property descriptors.
"""

from __future__ import annotations

from collections.abc import Iterator

from webapi import URL, URLSearchParams


def test_url_attribute_values() -> None:
    url = URL("http://foo")
    assert url.href == str(url) == url.toJSON() == "http://foo/"
    assert url.origin == "http://foo"
    assert (url.protocol, url.host, url.pathname) == ("http:", "foo", "/")
    assert isinstance(url.searchParams, URLSearchParams)


def test_search_params_values_and_pair_iterator() -> None:
    params = URLSearchParams("hi=there&thank=you")
    assert params.size == 2
    assert str(params) == params.toString() == "hi=there&thank=you"
    entries = params.entries()
    assert isinstance(entries, Iterator)
    assert [tuple(pair) for pair in entries] == [("hi", "there"), ("thank", "you")]
    assert list(params.keys()) == ["hi", "thank"]
    assert list(params.values()) == ["there", "you"]
    assert [tuple(pair) for pair in params] == [("hi", "there"), ("thank", "you")]
