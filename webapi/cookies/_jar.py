"""The cookie jar: a cookie store with the storage model's and the retrieval model's
entry points (RFC 6265bis "Storage Model" and "Retrieval Model"), safe to share between
threads."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

from ._context import RequestOptions, now_seconds, request_context
from ._records import Cookie
from ._retrieval import decode_cookie_string, retrieve, serialize_cookie_list
from ._set_cookie import as_text, parse_set_cookie
from ._storage import CookieStore, Entry, receive_cookie

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Unpack

__all__ = ["CookieJar"]


class CookieJar:
    """A browser's cookie store (RFC 6265bis, "User Agent Requirements").

    ``set_cookie`` receives a Set-Cookie field value from a response to ``url``;
    ``cookie_header`` gives the Cookie header for a request to ``url``. Their keywords
    (:class:`RequestOptions`) give the time and the request's context: ``http=False``
    makes either a "non-HTTP" API (``document.cookie``'s setter and getter);
    ``site_for_cookies``, ``top_level`` and ``method`` decide what SameSite allows (Lax
    cookies go cross-site only with a safe method on a top-level navigation).

    ``lax_allowing_unsafe`` (seconds, or ``None``, the default): the draft's optional
    "Lax-Allowing-Unsafe" enforcement, which sends a cookie without a SameSite attribute
    with a cross-site top-level request of any method (a form POST) while it is at most that
    old; Chromium does it with 120 seconds.

    ``name in jar`` tells whether the jar holds an unexpired cookie named ``name`` (as
    ``name in session.cookies`` does with requests); ``cookie in jar`` whether it holds
    that :class:`Cookie` record, unexpired.

    Every method holds the jar's lock, so one jar can serve several threads.
    """

    __slots__ = ("_lock", "_store", "last_rejection", "lax_allowing_unsafe")

    def __init__(self, *, lax_allowing_unsafe: float | None = None) -> None:
        if lax_allowing_unsafe is not None and (
            isinstance(lax_allowing_unsafe, bool)
            or not isinstance(lax_allowing_unsafe, (int, float))
            or not 0 <= lax_allowing_unsafe < float("inf")
        ):
            from webapi._webidl import argument_error

            raise argument_error(
                "CookieJar",
                "lax_allowing_unsafe",
                lax_allowing_unsafe,
                "None or a finite number of seconds, at least 0",
            )
        #: The "Lax-Allowing-Unsafe" duration in seconds, or ``None``.
        self.lax_allowing_unsafe = lax_allowing_unsafe
        self._store = CookieStore()
        self._lock = threading.RLock()
        #: Why the last :meth:`set_cookie` ignored its cookie (the draft's step), or ``""``.
        self.last_rejection = ""

    def set_cookie(
        self, set_cookie_header: str | bytes, url: object, **context: Unpack[RequestOptions]
    ) -> Cookie | None:
        """Receive the cookie of one Set-Cookie field value (``str``, or ``bytes`` decoded
        as UTF-8 with ``surrogateescape``) from ``url``: the cookie created, or ``None``
        when the draft ignores it (the reason is :attr:`last_rejection`; :meth:`receive`
        returns it with the cookie). A cookie that is already expired (``Max-Age=0``, a past
        ``Expires``) removes the stored cookie it replaces and is returned but not kept.

        The keywords (:class:`RequestOptions`): ``now``, ``http``, ``site_for_cookies``,
        ``top_level``, ``method``."""
        cookie, reason = self._receive("set_cookie", set_cookie_header, url, context)
        with self._lock:
            self.last_rejection = reason
        return cookie

    def receive(
        self, set_cookie_header: str | bytes, url: object, **context: Unpack[RequestOptions]
    ) -> tuple[Cookie | None, str]:
        """:meth:`set_cookie` returning ``(cookie, "")`` or ``(None, reason)``, the reason
        the draft's step gives (safe when several threads share the jar, unlike
        :attr:`last_rejection`)."""
        return self._receive("receive", set_cookie_header, url, context)

    def _receive(
        self, function: str, set_cookie_header: str | bytes, url: object, context: RequestOptions
    ) -> tuple[Cookie | None, str]:
        text = as_text(set_cookie_header, function, "set_cookie_header")
        seconds = now_seconds(context.get("now"), function)
        request = request_context(url, function, context)
        parsed = parse_set_cookie(text)
        if parsed is None:
            return None, (
                "the set-cookie-string is ignored (a CTL character, or a name and value over"
                " 4096 octets)"
            )
        with self._lock:
            return receive_cookie(self._store, parsed, request, seconds)

    def cookie_header(self, url: object, **context: Unpack[RequestOptions]) -> str:
        """The cookie-string for a request to ``url`` (the Cookie header's value; ``""``
        when no cookie is sent), by the retrieval algorithm. With ``http=False``, what
        ``document.cookie`` reads: the cookie-string's octets UTF-8 decoded (bytes that are
        not UTF-8 become U+FFFD, where the Cookie header keeps them).

        The keywords (:class:`RequestOptions`): ``now``, ``http``, ``site_for_cookies``,
        ``top_level``, ``method``."""
        seconds = now_seconds(context.get("now"), "cookie_header")
        request = request_context(url, "cookie_header", context)
        with self._lock:
            entries = retrieve(self._store, request, seconds, self.lax_allowing_unsafe)
            cookie_string = serialize_cookie_list([entry.cookie for entry in entries])
        return cookie_string if request.http else decode_cookie_string(cookie_string)

    def cookies(self, url: object = None, *, now: object = None) -> list[Cookie]:
        """The unexpired cookies: all of them (in creation order), or those a request to
        ``url`` would send (as :meth:`cookie_header` with its default context, in the
        Cookie header's order)."""
        seconds = now_seconds(now, "cookies")
        with self._lock:
            if url is not None:
                request = request_context(url, "cookies", {})
                return [entry.cookie for entry in retrieve(self._store, request, seconds)]
            for domain in list(self._store.by_domain):
                self._store.evict_expired(domain, seconds)
            entries = sorted(self._store.entries(), key=lambda e: e.order)
            return [entry.cookie for entry in entries]

    def add(self, cookie: Cookie, *, now: object = None) -> None:
        """Insert ``cookie`` as it is (no storage-model checks), replacing the cookie with
        the same name, domain, host-only-flag and path and keeping its creation order:
        for restoring a saved jar or for adapters (``http.cookiejar``'s ``set_cookie``)."""
        if not isinstance(cookie, Cookie):
            from webapi._webidl import argument_error

            raise argument_error("add", "cookie", cookie, "a Cookie")
        seconds = now_seconds(now, "add")
        with self._lock:
            self._store.insert(cookie, seconds, seconds)

    def clear(
        self, domain: str | None = None, path: str | None = None, name: str | None = None
    ) -> None:
        """Remove every cookie; or, as ``http.cookiejar.CookieJar.clear``, those whose
        domain field is ``domain`` (and path ``path``, and name ``name``)."""
        with self._lock:
            if domain is None:
                self._store.clear()
                return
            for entry in self._store.entries():
                cookie = entry.cookie
                if (
                    cookie.domain == domain
                    and (path is None or cookie.path == path)
                    and (name is None or cookie.name == name)
                ):
                    self._store.remove(cookie)

    def clear_session_cookies(self) -> None:
        """ "When the current session is over": remove the cookies whose persistent-flag is
        false."""
        with self._lock:
            for entry in self._store.entries():
                if not entry.cookie.persistent:
                    self._store.remove(entry.cookie)

    def save(self, file: object, *, session_cookies: bool = False, now: object = None) -> int:
        """Write the jar to ``file`` (a path, or a text or binary file object) as JSON lines,
        one cookie a line in creation order, the format ``webapi cookies --jar`` prints
        (docs/cookies.md, "Persistence"); the number of cookies written.

        Expired cookies are left out, and so are session cookies unless
        ``session_cookies``: a browser removes them "when the current session is over", and
        a saved jar is the next session's. A path is written whole or not at all (a new
        file, readable by its owner only, then renamed over the old one)."""
        from ._persistence import as_path, is_binary, jar_lines

        seconds = now_seconds(now, "save")
        path = as_path(file)
        if path is None and not callable(getattr(file, "write", None)):
            from webapi._webidl import argument_error

            raise argument_error("save", "file", file, "a path or a file object")
        with self._lock:
            binary = path is not None or is_binary(file)
            lines = list(jar_lines(self._store.entries(), seconds, session_cookies, not binary))
        text = "".join(line + "\n" for line in lines)
        if path is None:
            write: Any = getattr(file, "write")  # noqa: B009
            write(text.encode("utf-8") if binary else text)
            return len(lines)
        import os
        import tempfile

        directory, base = os.path.split(os.fsdecode(path))
        handle, temporary = tempfile.mkstemp(prefix=f".{base}.", dir=directory or None)
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(text.encode("utf-8"))
                out.flush()
                os.fsync(out.fileno())
            os.replace(temporary, path)
        except BaseException:
            os.unlink(temporary)
            raise
        return len(lines)

    def load(self, file: object, *, now: object = None) -> int:
        """Add the cookies saved in ``file`` (a path, or a text or binary file object, as
        :meth:`save` writes it) with their creation and last-access times, each replacing
        the cookie with the same name, domain, host-only-flag and path; those expired at
        ``now`` are skipped. The number of cookies added.

        A file that is not such JSON lines, or holds a cookie the storage model could not
        have stored (a CTL, ``;`` in a value, a ``__Host-`` cookie with a Domain, ...),
        raises :class:`~webapi.cookies.CookieFileError` naming the line, and the jar is
        left as it was; a file that cannot be opened raises ``OSError``."""
        from ._persistence import as_path, read_entries

        seconds = now_seconds(now, "load")
        path = as_path(file)
        if path is None:
            if not callable(getattr(file, "readline", None)):
                from webapi._webidl import argument_error

                raise argument_error("load", "file", file, "a path or a file object")
            loaded = read_entries(file, seconds)
        else:
            with open(path, "rb") as binary:
                loaded = read_entries(binary, seconds)
        entries = sorted(loaded.entries(), key=lambda e: e.order)
        with self._lock:
            for entry in entries:
                self._store.insert(entry.cookie, entry.last_access, seconds)
        return len(entries)

    def __getstate__(self) -> dict[str, object]:
        """Pickling and ``copy``: the cookies with their last-access-times, in creation
        order (the lock is not state)."""
        with self._lock:
            entries = sorted(self._store.entries(), key=lambda e: e.order)
            return {
                "cookies": [(e.cookie, e.last_access) for e in entries],
                "last_rejection": self.last_rejection,
                "lax_allowing_unsafe": self.lax_allowing_unsafe,
            }

    def __setstate__(self, state: dict[str, Any]) -> None:
        self._store = CookieStore()
        self._lock = threading.RLock()
        self.last_rejection = str(state.get("last_rejection", ""))
        self.lax_allowing_unsafe = state.get("lax_allowing_unsafe")
        for cookie, last_access in state["cookies"]:
            if not isinstance(cookie, Cookie):
                raise TypeError("a CookieJar's state holds Cookie records")
            self._store.put(Entry(cookie, float(last_access), self._store.next_order()))

    def __len__(self) -> int:
        """How many cookies the store holds (expired ones not yet evicted included)."""
        with self._lock:
            return self._store.count

    def __contains__(self, item: object) -> bool:
        """``name in jar``: whether an unexpired cookie named ``name`` (a ``str``) is
        stored, whatever its domain and path; ``cookie in jar``: whether that
        :class:`Cookie` record is stored, unexpired. Other values are in no jar."""
        now = time.time()
        with self._lock:
            if isinstance(item, Cookie):
                key = (item.name, item.host_only, item.path)
                entry = self._store.get(item.domain, key)
                return entry is not None and entry.cookie == item and item.expiry >= now
            if not isinstance(item, str):
                return False
            return any(
                entry.cookie.name == item and entry.cookie.expiry >= now
                for cookies in self._store.by_domain.values()
                for entry in cookies.values()
            )

    def __iter__(self) -> Iterator[Cookie]:
        """The unexpired cookies, as :meth:`cookies` gives them."""
        return iter(self.cookies())

    def __repr__(self) -> str:
        return f"<CookieJar with {len(self)} cookies>"

    # snake_case and camelCase spellings
    setCookie = set_cookie
    cookieHeader = cookie_header
