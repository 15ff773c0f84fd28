"""What each contender does per line: parse it (against its base, if any) and read ``href``.

- ``webapi``: ``URL(line, base).href``.
- ``urlsplit``: ``urlsplit(line).geturl()``; for a relative line
  ``urlsplit(urljoin(base, line)).geturl()`` (``urljoin`` parses the base and the reference,
  resolves the path and serializes, as the WHATWG parser does with a base). ``urlsplit`` is the
  *uncached* function: since 3.11 ``urllib.parse.urlsplit`` is wrapped in an ``lru_cache``, so
  :func:`uncached_urlsplit` points the module's ``urlsplit`` at ``urlsplit.__wrapped__`` while a
  contender runs (``urljoin`` and ``urlparse`` look it up there, so they miss no cache either).
  Where there is no ``__wrapped__`` the cache (if any) is cleared when the contender starts.
- ``ada``: ``ada_url.URL(line, base).href`` (the C++ ada parser through its cffi binding).
- ``upa``: ``upa_url.URL(line, base).href`` (the C++ upa parser through its pybind11 binding,
  PyPI ``upa-url``; it raises ``RuntimeError`` for a failure, which counts as one).

Every contender catches ``ValueError`` (``webapi.URLParseError`` is one) and counts failures, so
lines that fail still cost what they cost. ``ada-url`` and ``upa-url`` are optional: :func:`ada`
and :func:`upa` are ``None`` without them.
"""

from __future__ import annotations

import contextlib
import importlib
import urllib.parse
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import Any

from benchmarks.corpora import Item
from webapi import URL, URLSearchParams

__all__ = [
    "ada",
    "ada_version",
    "parse_href_contenders",
    "parse_href_runners",
    "query_contenders",
    "query_runners",
    "uncached_urlsplit",
    "upa",
]

_ORIGINAL_URLSPLIT = urllib.parse.urlsplit
#: The optional peers' modules once looked up (None: not installed).
_OPTIONAL: dict[str, ModuleType | None] = {}


def _optional(name: str) -> ModuleType | None:
    """The module ``name``, or ``None`` when it is not installed (looked up once)."""
    if name not in _OPTIONAL:
        try:
            _OPTIONAL[name] = importlib.import_module(name)
        except ImportError:
            _OPTIONAL[name] = None
    return _OPTIONAL[name]


def ada() -> ModuleType | None:
    """The ``ada_url`` module, or ``None`` when it is not installed."""
    return _optional("ada_url")


def upa() -> ModuleType | None:
    """The ``upa_url`` module, or ``None`` when it is not installed."""
    return _optional("upa_url")


def ada_version() -> str | None:
    module = ada()
    if module is None:
        return None
    from importlib.metadata import PackageNotFoundError, version

    try:
        binding = version("ada-url")
    except PackageNotFoundError:
        binding = "?"
    try:
        library = module.get_version()
    except AttributeError:
        library = "?"
    return f"ada-url {binding} (ada {library})"


def urlsplit_mode() -> str:
    """How :func:`uncached_urlsplit` avoids the cache, for the report."""
    if hasattr(_ORIGINAL_URLSPLIT, "__wrapped__"):
        return "urlsplit.__wrapped__ (lru_cache bypassed)"
    if hasattr(_ORIGINAL_URLSPLIT, "cache_clear"):
        return "cache cleared before each timing"
    return "urlsplit (not cached in this Python)"


@contextlib.contextmanager
def uncached_urlsplit() -> Iterator[Callable[..., urllib.parse.SplitResult]]:
    """Make ``urllib.parse.urlsplit`` the uncached function for the ``with`` block; yield it."""
    original: Any = _ORIGINAL_URLSPLIT
    wrapped: Callable[..., urllib.parse.SplitResult] | None = getattr(original, "__wrapped__", None)
    if wrapped is None:
        clear = getattr(original, "cache_clear", None)
        if clear is not None:
            clear()
        yield original
        return
    module: Any = urllib.parse
    module.urlsplit = wrapped
    try:
        yield wrapped
    finally:
        module.urlsplit = original


def webapi_parse_href(items: list[Item]) -> int:
    """``URL(line, base).href`` for each item; the number of failures."""
    url = URL
    failures = 0
    for line, base in items:
        try:
            url(line, base).href  # noqa: B018
        except ValueError:
            failures += 1
    return failures


def urlsplit_parse_href(items: list[Item]) -> int:
    """``urlsplit(line).geturl()`` (``urljoin`` first for a relative line); failures."""
    failures = 0
    join = urllib.parse.urljoin
    with uncached_urlsplit() as split:
        for line, base in items:
            try:
                if base is None:
                    split(line).geturl()
                else:
                    split(join(base, line)).geturl()
            except ValueError:
                failures += 1
    return failures


def ada_parse_href(items: list[Item]) -> int:
    """``ada_url.URL(line, base).href`` for each item; the number of failures."""
    module = ada()
    assert module is not None
    url = module.URL
    failures = 0
    for line, base in items:
        try:
            url(line, base).href  # noqa: B018
        except ValueError:
            failures += 1
    return failures


def upa_parse_href(items: list[Item]) -> int:
    """``upa_url.URL(line, base).href`` for each item; the number of failures."""
    module = upa()
    assert module is not None
    url = module.URL
    failures = 0
    for line, base in items:
        try:
            url(line, base).href  # noqa: B018
        except (ValueError, RuntimeError):
            failures += 1
    return failures


def parse_href_runners(
    with_ada: bool = True, with_upa: bool = False
) -> dict[str, Callable[[list[Item]], int]]:
    """Name -> a function running the contender over the items given (ada and upa only when
    installed, upa only when asked for)."""
    runners: dict[str, Callable[[list[Item]], int]] = {
        "webapi": webapi_parse_href,
        "urlsplit": urlsplit_parse_href,
    }
    if with_ada and ada() is not None:
        runners["ada"] = ada_parse_href
    if with_upa and upa() is not None:
        runners["upa"] = upa_parse_href
    return runners


def parse_href_contenders(items: list[Item], with_ada: bool = True) -> dict[str, Callable[[], int]]:
    """Name -> a call that runs the contender over ``items`` (ada only when installed)."""
    contenders: dict[str, Callable[[], int]] = {
        "webapi": lambda: webapi_parse_href(items),
        "urlsplit": lambda: urlsplit_parse_href(items),
    }
    if with_ada and ada() is not None:
        contenders["ada"] = lambda: ada_parse_href(items)
    return contenders


# -- href of one line, for agreement checks (not timed) ------------------------------------


def webapi_href(line: str, base: str | None) -> str | None:
    try:
        return URL(line, base).href
    except ValueError:
        return None


def urlsplit_href(line: str, base: str | None) -> str | None:
    with uncached_urlsplit() as split:
        try:
            if base is None:
                return split(line).geturl()
            return split(urllib.parse.urljoin(base, line)).geturl()
        except ValueError:
            return None


def ada_href(line: str, base: str | None) -> str | None:
    module = ada()
    if module is None:
        return None
    try:
        href: Any = module.URL(line, base).href
    except ValueError:
        return None
    return str(href)


# -- application/x-www-form-urlencoded: parse + serialize ----------------------------------


def webapi_query(queries: list[str]) -> int:
    """``URLSearchParams(query).toString()`` for each query; the total output length."""
    params = URLSearchParams
    total = 0
    for query in queries:
        total += len(str(params(query)))
    return total


def urllib_query(queries: list[str]) -> int:
    """``urlencode(parse_qsl(query, keep_blank_values=True))`` for each query."""
    parse = urllib.parse.parse_qsl
    encode = urllib.parse.urlencode
    total = 0
    for query in queries:
        total += len(encode(parse(query, keep_blank_values=True)))
    return total


def ada_query(queries: list[str]) -> int:
    """``str(ada_url.URLSearchParams(query))`` for each query."""
    module = ada()
    assert module is not None
    params = module.URLSearchParams
    total = 0
    for query in queries:
        total += len(str(params(query)))
    return total


def query_runners(with_ada: bool = True) -> dict[str, Callable[[list[str]], int]]:
    """Name -> a function running the contender over the queries given."""
    runners: dict[str, Callable[[list[str]], int]] = {
        "webapi": webapi_query,
        "parse_qsl+urlencode": urllib_query,
    }
    if with_ada and ada() is not None:
        runners["ada"] = ada_query
    return runners


def query_contenders(queries: list[str], with_ada: bool = True) -> dict[str, Callable[[], int]]:
    contenders: dict[str, Callable[[], int]] = {
        "webapi": lambda: webapi_query(queries),
        "parse_qsl+urlencode": lambda: urllib_query(queries),
    }
    if with_ada and ada() is not None:
        contenders["ada"] = lambda: ada_query(queries)
    return contenders
