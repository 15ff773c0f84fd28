"""A host's public suffix and registrable domain.

Spec: https://url.spec.whatwg.org/#host-public-suffix and
https://url.spec.whatwg.org/#host-registrable-domain, over the Public Suffix List
(https://publicsuffix.org/list/) and its formal algorithm
(https://github.com/publicsuffix/list/wiki/Format#formal-algorithm).

Which list
----------
The list at run time is the one bundled with the ``publicsuffixlist`` package (a runtime
dependency, pure Python, released with the list's own releases: ``pip install -U
publicsuffixlist`` updates it). It is read on the first call, not by ``import webapi``.
:func:`use_public_suffix_list` replaces it with a list of your own (a pinned snapshot, a
fresher download); the tests pin ``../shared/psl/public_suffix_list.dat`` that way.

Where ``publicsuffixlist`` and the URL Standard differ
------------------------------------------------------
- A trailing dot survives, as url.bs requires (``example.com.`` has the public suffix
  ``com.``); ``publicsuffixlist`` drops it. The lookup runs on the host without it.
- Empty labels: ``publicsuffixlist`` returns nothing for a domain with an empty label
  (``.com``), as the list's own test vectors expect. A URL host can have one (``http://.com/``
  parses, host ``.com``), and the formal algorithm then still finds the rule ``com``: the
  public suffix is ``com`` and the registrable domain ``.com`` (the suffix and the empty label
  before it). Rules are matched against the labels after the last empty one; an empty label
  is never matched by a wildcard rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._host import Host, host_parse

if TYPE_CHECKING:
    from publicsuffixlist import PublicSuffixList

__all__ = ["public_suffix", "registrable_domain", "use_public_suffix_list"]

_list: PublicSuffixList | None = None


def use_public_suffix_list(source: str | None) -> None:
    """Use ``source`` (the text of a ``public_suffix_list.dat``) from now on; ``None`` goes
    back to the list bundled with ``publicsuffixlist``."""
    global _list
    if source is None:
        _list = None
        return
    from publicsuffixlist import PublicSuffixList

    _list = PublicSuffixList(source)


def _the_list() -> PublicSuffixList:
    global _list
    if _list is None:
        from publicsuffixlist import PublicSuffixList

        _list = PublicSuffixList()
    return _list


def _as_domain(host: Host | str | None) -> str | None:
    """``host`` if it is a domain; a string is run through the host parser first (so
    ``EXAMPLE.COM`` and ``bücher.example`` work, and ``[::1]`` or ``127.0.0.1`` are not
    domains)."""
    if not isinstance(host, str) or host == "":
        return None
    parsed = host_parse(host)
    return parsed if isinstance(parsed, str) else None


def _suffix_label_count(labels: list[str]) -> int:
    """How many of ``labels`` (the domain without its trailing dot) the public suffix holds,
    by the formal algorithm with the default rule ``*``."""
    if labels[-1] == "":
        return 1  # only the default rule "*" can match an empty last label
    start = len(labels)
    while start > 0 and labels[start - 1] != "":
        start -= 1
    suffix = _the_list().publicsuffix(".".join(labels[start:]), accept_unknown=True)
    assert suffix is not None
    return suffix.count(".") + 1


def _split(host: Host | str | None) -> tuple[list[str], str] | None:
    domain = _as_domain(host)
    if domain is None:
        return None
    # "Let trailingDot be "." if host ends with "."; otherwise the empty string."
    trailing_dot = "." if domain.endswith(".") else ""
    return (domain[:-1] if trailing_dot else domain).split("."), trailing_dot


def public_suffix(host: Host | str | None) -> str | None:
    """https://url.spec.whatwg.org/#host-public-suffix

    ``host`` is a host (as a URL record holds it) or a string, which is host-parsed first.
    Returns ``None`` when it is not a domain (an IP address, an empty host, a string that
    does not parse as a host).
    """
    split = _split(host)
    if split is None:
        return None
    labels, trailing_dot = split
    return ".".join(labels[-_suffix_label_count(labels) :]) + trailing_dot


def registrable_domain(host: Host | str | None) -> str | None:
    """https://url.spec.whatwg.org/#host-registrable-domain

    The public suffix and the label before it; ``None`` when the host is not a domain or is
    itself a public suffix.
    """
    split = _split(host)
    if split is None:
        return None
    labels, trailing_dot = split
    count = _suffix_label_count(labels)
    # "If host's public suffix is null or host's public suffix equals host, then return null."
    if count >= len(labels):
        return None
    return ".".join(labels[-(count + 1) :]) + trailing_dot
