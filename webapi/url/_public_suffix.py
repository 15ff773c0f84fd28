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

from typing import TYPE_CHECKING, Protocol

from ._host import Host, host_parse
from ._record import URLRecord

if TYPE_CHECKING:
    from publicsuffixlist import PublicSuffixList


class _HasHref(Protocol):
    """A ``URL`` object, as this algorithm module sees it (the bindings sit above it)."""

    @property
    def href(self) -> str: ...


__all__ = ["public_suffix", "registrable_domain", "use_public_suffix_list"]

_list: PublicSuffixList | None = None


def use_public_suffix_list(source: str | None) -> None:
    """Use ``source`` (the text of a ``public_suffix_list.dat``) from now on; ``None`` goes
    back to the list bundled with ``publicsuffixlist``."""
    global _list
    if source is None:
        _list = None
        return
    if not isinstance(source, str):
        from webapi._webidl import argument_error

        raise argument_error("use_public_suffix_list", "source", source, "a str or None")
    from publicsuffixlist import PublicSuffixList

    _list = PublicSuffixList(source)


def _the_list() -> PublicSuffixList:
    global _list
    if _list is None:
        from publicsuffixlist import PublicSuffixList

        _list = PublicSuffixList()
    return _list


def _as_domain(host: object, function: str) -> str | None:
    """The domain of ``host``, if it has one: a host as a URL record holds it, a string
    (host-parsed first, so ``EXAMPLE.COM`` and ``bücher.example`` work, and ``[::1]`` or
    ``127.0.0.1`` are not domains; a string that is not a host but a URL,
    ``https://a.example.co.uk/``, gives that URL's host), a ``URL``, a URL record or a Python
    library's URL object (httpx's and yarl's ``URL``, ...: :data:`webapi._webidl.URL_CLASSES`)
    (their host)."""
    if host is None or isinstance(host, int) or type(host) is tuple:
        return None  # no host, an IPv4 or an IPv6 address (urlsplit()'s is a URL object)
    if isinstance(host, str):
        if host == "":
            return None
        parsed = host_parse(host)
        if parsed is None and ":" in host:
            from ._parser import basic_url_parse

            url = basic_url_parse(host)
            parsed = None if url is None or not url.is_special else url.host
        return parsed if isinstance(parsed, str) and parsed != "" else None
    if isinstance(host, URLRecord):
        return host.host if isinstance(host.host, str) and host.host and host.is_special else None
    href = getattr(host, "href", None)  # a URL object (the bindings sit above this module)
    if not isinstance(href, str):
        from webapi._webidl import not_a_url, url_string

        href = url_string(host)  # another library's URL object
        if href is None:
            raise not_a_url(host, function, "host", "a host or ")
    return _as_domain(href, function)


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


def _split(host: object, function: str) -> tuple[list[str], str] | None:
    domain = _as_domain(host, function)
    if domain is None:
        return None
    # "Let trailingDot be "." if host ends with "."; otherwise the empty string."
    trailing_dot = "." if domain.endswith(".") else ""
    return (domain[:-1] if trailing_dot else domain).split("."), trailing_dot


def public_suffix(host: Host | _HasHref | URLRecord | str | None) -> str | None:
    """https://url.spec.whatwg.org/#host-public-suffix

    ``host`` is a host (as a URL record holds it) or a string, which is host-parsed first; a
    URL (a string that is not a host but a URL, such as ``"http://x.com/"``, a ``URL``, a
    URL record or a Python library's URL object such as ``httpx.URL``) stands for its host.
    Returns ``None`` when that is not a domain (an IP address, an empty or opaque host, no
    host, a string that is neither a host nor a URL).
    A trailing dot is kept (``example.com.`` gives ``com.``): see ``HostClass.dns_name``.
    """
    split = _split(host, "public_suffix")
    if split is None:
        return None
    labels, trailing_dot = split
    return ".".join(labels[-_suffix_label_count(labels) :]) + trailing_dot


def registrable_domain(host: Host | _HasHref | URLRecord | str | None) -> str | None:
    """https://url.spec.whatwg.org/#host-registrable-domain

    The public suffix and the label before it; ``None`` when the host is not a domain or is
    itself a public suffix. ``host`` is what :func:`public_suffix` takes (a URL stands for
    its host). A trailing dot is kept: ``a.example.com.`` gives ``example.com.``.
    """
    split = _split(host, "registrable_domain")
    if split is None:
        return None
    labels, trailing_dot = split
    count = _suffix_label_count(labels)
    # "If host's public suffix is null or host's public suffix equals host, then return null."
    if count >= len(labels):
        return None
    return ".".join(labels[-(count + 1) :]) + trailing_dot
