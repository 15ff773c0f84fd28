"""``host_class`` over the SSRF corpus: a URL string is judged as the URL it is, and every
IPv6 form that carries an IPv4 address (mapped, compatible, NAT64, 6to4) gives that address
as ``effective_address``, the one an allow/deny filter must judge."""

from __future__ import annotations

from ipaddress import IPv4Address

import pytest

from tests._sample import sampled
from tests._sizes import tiered
from webapi import URL
from webapi.security import HostKind, host_class

from .corpus import CORPUS

PARSING = [case for case in CORPUS if case.href is not None]

#: The corpus cases whose host is an IPv6 address with 127.0.0.1 inside.
EMBEDDED_LOOPBACK = {
    "ipv6-mapped",
    "ipv6-compat",
    "ipv6-nat64",
    "ipv6-6to4",
    "ipv6-mapped-long",
    "ipv6-mapped-upper",
}


@pytest.mark.parametrize("case", tiered(pytest.param(case, id=case.id) for case in PARSING))
@sampled()
def test_a_url_string_is_judged_as_its_url(case: object) -> None:
    from .corpus import SecurityCase

    assert isinstance(case, SecurityCase) and case.href is not None
    assert host_class(case.href) == host_class(URL(case.href))
    assert host_class(case.input if case.base is None else case.href) == host_class(
        URL(case.input, case.base)
    )


def test_every_embedded_form_of_the_corpus_is_unwrapped() -> None:
    by_id = {case.id: case for case in CORPUS}
    for id in EMBEDDED_LOOPBACK:
        found = host_class(by_id[id].input)
        assert found is not None and found.kind is HostKind.IPV6, id
        assert found.effective_address == IPv4Address("127.0.0.1"), id
        assert not found.effective_address.is_global, id
    # ... and the corpus has no other IPv6 host with an IPv4 address inside.
    for case in PARSING:
        found = host_class(case.href)  # type: ignore[arg-type]
        if found is not None and found.kind is HostKind.IPV6:
            unwrapped = found.effective_address != found.address
            assert unwrapped is (case.id in EMBEDDED_LOOPBACK), case.id
