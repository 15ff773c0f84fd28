"""Parser differentials: where other Python URL parsers see another scheme, host, port or path
than a browser.

A URL that one component checks and another fetches is only safe when both read it the same
way (SSRF filters, redirect allow-lists, host blocklists). :func:`audit` parses the input as a
browser does (the URL Standard) and with each of these parsers that is installed:

=================  ========================================================================
``urllib.parse``   ``urlsplit`` (relative inputs: ``urljoin(base, input)`` first)
``urllib3``        ``urllib3.util.parse_url`` (relative inputs: ``urljoin`` first)
``httpx``          ``httpx.URL`` (relative inputs: ``httpx.URL(base).join(input)``)
``yarl``           ``yarl.URL`` (relative inputs: ``yarl.URL(base).join(yarl.URL(input))``)
``rfc3986``        ``rfc3986.uri_reference`` (relative inputs: ``.resolve_with(base)``)
=================  ========================================================================

and reports every component one of them sees differently. Compared, after normalizing what
does not change the meaning:

- scheme: ASCII-lowercased;
- host: lowercased, IPv6 brackets dropped, IPv6 text compared as addresses; a non-ASCII host
  that IDNA turns into the browser's host is reported with ``same_after_idna=True`` (the
  same server, but a check on that parser's string sees another one);
- port: the effective port (the scheme's default where none is given);
- path: percent-decoded on both sides (so ``%7e`` and ``~`` agree, while ``/a/%2e%2e/b``,
  which a browser resolves to ``/b``, does not).

A parser that rejects an input the browser accepts, or accepts one the browser rejects, is
reported as well (component ``"url"``). The parsers are imported on first use.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib.util import find_spec
from typing import NamedTuple
from urllib.parse import unquote

from webapi._webidl import require_str, scalar_value_string
from webapi.url import (
    SPECIAL_SCHEMES,
    URLRecord,
    basic_url_parse,
    host_serialize,
    url_path_serialize,
)

__all__ = ["PARSERS", "AuditReport", "Finding", "audit"]

#: The parsers :func:`audit` asks, by name, and the module each needs.
PARSERS: dict[str, str] = {
    "urllib.parse": "urllib",
    "urllib3": "urllib3",
    "httpx": "httpx",
    "yarl": "yarl",
    "rfc3986": "rfc3986",
}
COMPONENTS = ("scheme", "host", "port", "path")


class View(NamedTuple):
    """What one parser sees: each component, or ``error`` when it rejects the input."""

    scheme: str | None = None
    host: str | None = None
    port: int | None = None
    path: str | None = None
    error: str | None = None


class Finding(NamedTuple):
    parser: str
    #: "scheme", "host", "port", "path", or "url" (one side rejects the input).
    component: str
    browser: str | None
    other: str | None
    #: For a host: the parser's non-ASCII host is the browser's once IDNA-encoded.
    same_after_idna: bool = False

    def __str__(self) -> str:
        if self.component == "url":
            if self.other == "parses":
                return f"{self.parser}: accepts it; the browser does not ({self.browser})"
            return f"{self.parser}: rejects it ({self.other}); the browser does not"
        note = " (the same host after IDNA)" if self.same_after_idna else ""
        return (
            f"{self.parser}: {self.component} is {self.other!r}, the browser's "
            f"{self.browser!r}{note}"
        )


class AuditReport(NamedTuple):
    input: str
    base: str | None
    #: The browser's view (``error`` set when the URL Standard's parser fails).
    browser: View
    #: Each installed parser's view.
    parsers: dict[str, View]
    findings: tuple[Finding, ...]
    #: Parsers that are not installed.
    missing: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        """True when some parser sees the URL differently."""
        return bool(self.findings)

    def to_json(self) -> dict[str, object]:
        def view(v: View) -> dict[str, object]:
            return {k: getattr(v, k) for k in (*COMPONENTS, "error")}

        return {
            "input": self.input,
            "base": self.base,
            "browser": view(self.browser),
            "parsers": {name: view(v) for name, v in self.parsers.items()},
            "findings": [
                {
                    "parser": f.parser,
                    "component": f.component,
                    "browser": f.browser,
                    "other": f.other,
                    "same_after_idna": f.same_after_idna,
                }
                for f in self.findings
            ],
            "missing": list(self.missing),
        }


def _default_port(scheme: str | None) -> int | None:
    return None if scheme is None else SPECIAL_SCHEMES.get(scheme.lower())


def _effective(scheme: str | None, port: int | str | None) -> int | None:
    if port is None or port == "":
        return _default_port(scheme)
    return int(port)


def _browser(input: str, base: str | None) -> View:
    base_record: URLRecord | None = None
    if base is not None:
        base_record = basic_url_parse(base)
        if base_record is None:
            return View(error="invalid base URL")
    record = basic_url_parse(input, base_record)
    if record is None:
        return View(error="not a URL")
    return View(
        scheme=record.scheme,
        host=None if record.host is None else host_serialize(record.host),
        port=_effective(record.scheme, record.port),
        path=url_path_serialize(record),
    )


# --- The parsers ------------------------------------------------------------------------


def _joined(input: str, base: str | None) -> str:
    if base is None:
        return input
    from urllib.parse import urljoin

    return urljoin(base, input)


def _urllib(input: str, base: str | None) -> View:
    from urllib.parse import urlsplit

    parts = urlsplit(_joined(input, base))
    try:
        port = _effective(parts.scheme, parts.port)
    except ValueError:  # .port raises on a bad port; .hostname still answers
        port = None
    return View(parts.scheme, parts.hostname, port, parts.path)


def _urllib3(input: str, base: str | None) -> View:
    from urllib3.util import parse_url

    parts = parse_url(_joined(input, base))
    return View(parts.scheme, parts.host, _effective(parts.scheme, parts.port), parts.path or "")


def _httpx(input: str, base: str | None) -> View:
    import httpx

    url = httpx.URL(base).join(input) if base is not None else httpx.URL(input)
    host = url.raw_host.decode("ascii", "replace") if url.raw_host else url.host
    path = url.raw_path.decode("ascii", "replace").partition("?")[0]
    return View(url.scheme, host, _effective(url.scheme, url.port), path)


def _yarl(input: str, base: str | None) -> View:
    import yarl

    url = yarl.URL(base).join(yarl.URL(input)) if base is not None else yarl.URL(input)
    return View(url.scheme, url.raw_host, _effective(url.scheme, url.explicit_port), url.raw_path)


def _rfc3986(input: str, base: str | None) -> View:
    import warnings

    import rfc3986  # type: ignore[import-untyped]

    ref = rfc3986.uri_reference(input)
    if base is not None:
        with warnings.catch_warnings():  # resolve_with uses rfc3986's own deprecated checks
            warnings.simplefilter("ignore", DeprecationWarning)
            ref = ref.resolve_with(base)
    return View(ref.scheme, ref.host, _effective(ref.scheme, ref.port), ref.path or "")


_READERS: dict[str, Callable[[str, str | None], View]] = {
    "urllib.parse": _urllib,
    "urllib3": _urllib3,
    "httpx": _httpx,
    "yarl": _yarl,
    "rfc3986": _rfc3986,
}


def _view(reader: Callable[[str, str | None], View], input: str, base: str | None) -> View | None:
    """The parser's view; ``None`` when it cannot be imported here (Pyodide has no ``ssl``
    for ``httpx``, say)."""
    try:
        return reader(input, base)
    except ImportError:
        return None
    except Exception as error:  # each parser has its own exceptions
        return View(error=f"{type(error).__name__}: {error}")


# --- Comparing ----------------------------------------------------------------------------


def _host_key(host: str) -> str:
    host = host.lower()
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    if ":" in host:
        from ipaddress import IPv6Address

        try:
            return "[" + IPv6Address(host.partition("%")[0]).compressed + "]"
        except ValueError:
            return host
    return host


def _same_after_idna(host: str, browser: str) -> bool:
    from webapi.url import domain_to_ascii

    return not host.isascii() and domain_to_ascii(host, False) == browser


def _path_key(path: str, browser: View) -> str:
    if path == "" and browser.scheme in SPECIAL_SCHEMES:
        path = "/"
    return unquote(path, errors="replace")


def _compare(name: str, view: View, browser: View) -> list[Finding]:
    if browser.error is not None or view.error is not None:
        if (browser.error is None) == (view.error is None):
            return []  # both reject
        return [Finding(name, "url", browser.error or "parses", view.error or "parses")]
    findings = []
    if (view.scheme or "").lower() != browser.scheme:
        findings.append(Finding(name, "scheme", browser.scheme, view.scheme))
    b_host = None if browser.host is None else _host_key(browser.host)
    o_host = None if view.host is None else _host_key(view.host)
    if o_host != b_host and not (o_host in (None, "") and b_host in (None, "")):
        same = o_host is not None and b_host is not None and _same_after_idna(o_host, b_host)
        findings.append(Finding(name, "host", browser.host, view.host, same))
    if view.port != browser.port:
        findings.append(
            Finding(
                name,
                "port",
                None if browser.port is None else str(browser.port),
                None if view.port is None else str(view.port),
            )
        )
    if _path_key(view.path or "", browser) != _path_key(browser.path or "", browser):
        findings.append(Finding(name, "path", browser.path, view.path))
    return findings


def audit(input: str, base: str | None = None) -> AuditReport:
    """Where ``urllib.parse``, ``urllib3``, ``httpx``, ``yarl`` and ``rfc3986`` (those
    installed) see another scheme, host, port or path in ``input`` (against ``base``) than a
    browser. The report is true when there is any finding; ``str(finding)`` says it."""
    # Every parser reads the JavaScript string a browser would: surrogate pairs joined, lone
    # surrogates U+FFFD (Web IDL's USVString, as ``URL()`` takes it).
    input = scalar_value_string(require_str(input, "audit", "input"))
    if base is not None:
        base = scalar_value_string(require_str(base, "audit", "base"))
    browser = _browser(input, base)
    views: dict[str, View] = {}
    missing: list[str] = []
    findings: list[Finding] = []
    for name, module in PARSERS.items():
        if find_spec(module) is None:
            missing.append(name)
            continue
        view = _view(_READERS[name], input, base)
        if view is None:
            missing.append(name)
            continue
        views[name] = view
        findings += _compare(name, view, browser)
    return AuditReport(input, base, browser, views, tuple(findings), tuple(missing))
