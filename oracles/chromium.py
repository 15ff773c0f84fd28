"""The one place the browser tests find Chromium, an oracle like Node: Debian's
/usr/bin/chromium (``$WEBAPI_CHROMIUM`` overrides), the flags it runs headless with on these
machines (no background networking: the machines have no network beyond the package
registries), how a missing browser or Playwright skips a test (or fails it under
``WEBAPI_REQUIRE_E2E=1``, as in CI), and :func:`serve`, the loopback server the tests load their
documents from.  It lives in ``oracles`` rather than ``tests`` because the
suite also runs inside Pyodide, where ``tests`` is not importable (the browser tests are
deselected there, but their modules are still collected)."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, NoReturn

import pytest

__all__ = [
    "CHROMIUM",
    "CHROMIUM_FLAGS",
    "browser",
    "evaluate",
    "keep_browsers",
    "require_browser",
    "serve",
    "serve_answers",
    "unavailable",
]

CHROMIUM = Path(os.environ.get("WEBAPI_CHROMIUM") or "/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def unavailable(reason: str) -> NoReturn:
    """Skip the test for ``reason`` (a missing browser, Playwright, Node...), or fail it when
    ``WEBAPI_REQUIRE_E2E=1`` says everything must be there."""
    if os.environ.get("WEBAPI_REQUIRE_E2E") == "1":
        pytest.fail(f"{reason} (and WEBAPI_REQUIRE_E2E=1 makes that a failure)")
    pytest.skip(reason)


def require_browser() -> None:
    """Skip the test (or fail it, see :func:`unavailable`) unless Playwright is installed and
    Chromium is at :data:`CHROMIUM`: the check of every test that asks the browser itself."""
    try:
        import playwright  # noqa: F401
    except ImportError:
        unavailable("playwright is not installed (pip install -e '.[e2e]'; no browser download)")
    if not CHROMIUM.exists():
        unavailable(f"no Chromium at {CHROMIUM} (apt-get install chromium)")


class _Kept:
    """The Playwright and the browsers (one per set of extra flags) a :func:`keep_browsers`
    block keeps open."""

    def __init__(self) -> None:
        self.playwright: Any = None
        self.browsers: dict[tuple[str, ...], Any] = {}

    def browser(self, extra_flags: tuple[str, ...]) -> Any:
        if self.playwright is None:
            from playwright.sync_api import sync_playwright

            self.playwright = sync_playwright().start()
        if extra_flags not in self.browsers:
            self.browsers[extra_flags] = _launch(self.playwright, extra_flags)
        return self.browsers[extra_flags]

    def close(self) -> None:
        for launched in self.browsers.values():
            launched.close()
        if self.playwright is not None:
            self.playwright.stop()


#: The browsers kept open, while a :func:`keep_browsers` block runs.
_kept: _Kept | None = None


@contextmanager
def keep_browsers() -> Iterator[None]:
    """Within the block, the browser :func:`browser` and :func:`evaluate` launch stays open
    for the next of them with the same flags (each :func:`browser` block still closes the
    pages and contexts it opened), and closes at the block's end: the browser tests launch
    Chromium some twenty times, a second or two each. A test package or module's fixture:
    not a whole session's, as an open Playwright (sync API) makes ``asyncio.run`` fail in
    the same thread, which other tests use."""
    global _kept
    if _kept is not None:  # within another block
        yield
        return
    _kept = _Kept()
    try:
        yield
    finally:
        kept, _kept = _kept, None
        kept.close()


def _launch(playwright: Any, extra_flags: tuple[str, ...]) -> Any:
    return playwright.chromium.launch(
        executable_path=str(CHROMIUM), args=[*CHROMIUM_FLAGS, *extra_flags]
    )


@contextmanager
def browser(extra_flags: tuple[str, ...] = ()) -> Iterator[Any]:
    """Headless Chromium through Playwright (a ``playwright.sync_api.Browser``), closed on
    exit (in a :func:`keep_browsers` block: the pages and contexts opened in this one); the
    test skipped (or failed, see :func:`unavailable`) when Playwright or the browser is
    missing.  ``extra_flags`` add to :data:`CHROMIUM_FLAGS`."""
    require_browser()
    from playwright.sync_api import sync_playwright

    if _kept is not None:
        launched = _kept.browser(extra_flags)
        before = set(launched.contexts)
        try:
            yield launched
        finally:
            for context in launched.contexts:
                if context not in before:
                    context.close()
        return
    with sync_playwright() as playwright:
        launched = _launch(playwright, extra_flags)
        try:
            yield launched
        finally:
            launched.close()


def evaluate(function: str, argument: Any = None, extra_flags: tuple[str, ...] = ()) -> Any:
    """``function(argument)`` (JavaScript, Playwright's ``evaluate``) in a blank page of a
    fresh :func:`browser`."""
    with browser(extra_flags) as launched:
        return launched.new_page().evaluate(function, argument)


#: What the server answers a GET with: the status, the body and its ``Content-Type`` header
#: (None for none).
Answer = tuple[int, bytes, "str | None"]


@contextmanager
def serve_answers(
    answer: Callable[[str], Answer | None],
    headers: Mapping[str, str] | None = None,
) -> Iterator[str]:
    """Serve from 127.0.0.1 what ``answer`` gives for a request's path (without query or
    fragment; None: 404), each with ``headers`` too, nothing cached, requests answered in
    threads while the caller runs; yields the origin (``http://127.0.0.1:PORT``)."""

    class Answers(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            found = answer(self.path.split("?", 1)[0].split("#", 1)[0])
            if found is None:
                self.send_error(404)
                return
            status, body, content_type = found
            self.send_response(status)
            if content_type is not None:
                self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Answers)
    # Polled every 50 ms for the end (the default half second is what each shutdown waits).
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@contextmanager
def serve(
    documents: Mapping[str, tuple[bytes, str | None]],
    headers: Mapping[str, str] | None = None,
) -> Iterator[str]:
    """Serve ``documents`` (a path, without query or fragment -> the body and its
    ``Content-Type`` header, or None for none) from 127.0.0.1, each with ``headers`` too;
    yields the origin (``http://127.0.0.1:PORT``). Other paths are 404; nothing is cached
    (:func:`serve_answers`)."""

    def answer(path: str) -> Answer | None:
        document = documents.get(path)
        return None if document is None else (200, *document)

    with serve_answers(answer, headers) as origin:
        yield origin
