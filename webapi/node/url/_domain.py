"""``domainToASCII`` and ``domainToUnicode``: Node.js runs the URL Standard's hostname setter
on a ``ws:`` URL (a special scheme, so IPv4 forms are normalised and percent-decoding applies)
and returns its host, or ``''`` when the setter fails; they never raise for a bad domain."""

from __future__ import annotations

from webapi.uts46 import punycode_decode

from ..._webidl import to_usv_string
from ...url import State, basic_url_parse, domain_to_ascii, host_serialize

__all__ = ["domainToASCII", "domainToUnicode", "labels_to_unicode"]


def labels_to_unicode(host: str) -> str:
    """Each ``xn--`` label of an ASCII host, Punycode-decoded (a label that does not decode to a
    valid label stays as it is; no other label changes), as Node shows hosts in Unicode.

    For a host the URL parser produced this equals the URL Standard's domain to Unicode; it
    differs on what that would re-map, e.g. an opaque host's upper-case ``XN--``, which Node
    leaves alone.
    """
    if "xn--" not in host:
        return host
    labels = host.split(".")
    for index, label in enumerate(labels):
        if label.startswith("xn--"):
            decoded = punycode_decode(label[4:])
            # Only a label that is valid in Unicode: one the domain parser turns back into
            # this very label (so not 'xn--d-iga7ro0q9f', whose letters break the Bidi rule).
            if decoded and domain_to_ascii(decoded, False) == label:
                labels[index] = decoded
    return ".".join(labels)


def _hostname_of_ws_url(domain: object, function: str) -> str:
    value = to_usv_string(domain, f"Failed to execute '{function}'", 1)
    record = basic_url_parse("ws://x")
    assert record is not None
    if basic_url_parse(value, url=record, state_override=State.HOSTNAME) is None:
        return ""
    assert record.host is not None
    return host_serialize(record.host)


def domainToASCII(domain: object) -> str:
    """Node's ``url.domainToASCII(domain)``: the ASCII serialization of ``domain`` as a host,
    or ``''`` if it is not a valid one (``'xn--iñvalid.com'`` → ``''``)."""
    return _hostname_of_ws_url(domain, "domainToASCII")


def domainToUnicode(domain: object) -> str:
    """Node's ``url.domainToUnicode(domain)``: as ``domainToASCII``, then every ``xn--`` label
    shown in Unicode, or ``''`` if ``domain`` is not a valid host."""
    return labels_to_unicode(_hostname_of_ws_url(domain, "domainToUnicode"))
