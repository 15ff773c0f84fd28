"""Where a navigation's response comes from, by the URL's scheme: the part of HTML's
"attempt to populate the history entry's document"
(https://html.spec.whatwg.org/multipage/browsing-the-web.html#attempt-to-populate-the-history-entry's-document)
and Fetch's "scheme fetch" (https://fetch.spec.whatwg.org/#scheme-fetch) that decides what
reaches the program's **navigation fetcher**, and the record of the navigations that failed.

By scheme (``javascript:`` never gets here: "navigate" hands it to "navigate to a javascript:
URL", ``webapi.html._navigables``):

- ``about:``: ``about:blank`` is a local response (an empty ``text/html`` body); any other
  ``about:`` URL (``about:srcdoc`` in ``src`` too, ``about:config``) is a network error
  ("URLs such as about:config are handled during navigation and result in a network error in
  the context of fetching");
- ``blob:``: resolved through the blob URL store (``URL.createObjectURL``,
  ``webapi.url.resolve_blob_url``): a live blob URL's response is its Blob's bytes with the
  Blob's ``type`` as ``Content-Type``, its document of an opaque origin (every entry's
  environment is webapi's one opaque-origin environment); a revoked or unknown one is a network
  error;
- ``data:``: the data: URL processor (``webapi.fetch.data_url_process``), a network error
  where it fails; its document has a new opaque origin (the Standard's "determine the
  origin": a ``data:`` URL's origin is opaque);
- any other scheme reaches the fetcher only where the traversable's **fetch policy** allows it:
  by default ``http:`` and ``https:`` (:data:`DEFAULT_FETCH_POLICY`); a ``file:`` URL only from
  a ``file:`` document, whatever the policy (Chromium's "Not allowed to load local resource"
  otherwise); what the policy refuses (``view-source:``, ``chrome:``, a ``file:`` URL
  from an ``https:`` page) is a network error (the Standard's non-fetch schemes "display some
  sort of inline content, e.g., an error message because the specified scheme is not one of
  the supported protocols"; ``file:`` "when in doubt, return a network error").

A network error becomes an error document (the Standard's "document for inline content that
doesn't have a DOM") and a :class:`NavigationError` in the traversable's list
(``WindowProxy.navigation_errors``); so does an exception of the fetcher, of a callable policy
or of reading the fetcher's response: none escapes into the DOM operation that navigated.
"""

from __future__ import annotations

import collections

from webapi._lazy import lazy_imports
from webapi._webidl import argument_error

from ._base_url import _matches_about

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from webapi.url import URLRecord, url_serialize

    Fetcher = Callable[[str], Any]
    #: A callable fetch policy: given the absolute URL and the URL of the document that
    #: navigates (the ``iframe``'s node document), whether the URL reaches the fetcher.
    PolicyCallable = Callable[[str, str], object]
    FetchPolicy = frozenset[str] | PolicyCallable
    #: A response as webapi reads it: body, ``Content-Type`` value, status and final URL.
    Parts = tuple[bytes, "str | None", int, str]
else:  # (the URL serializer loads with the first navigation)
    lazy_imports(globals(), "webapi.url", ("url_serialize",))

__all__ = [
    "DEFAULT_FETCH_POLICY",
    "LOCAL_SCHEMES",
    "MAX_NAVIGATION_ERRORS",
    "NavigationError",
    "NetworkError",
    "fetch_policy_argument",
    "navigation_errors_list",
    "response_parts",
    "scheme_fetch",
]

#: The schemes a navigation fetcher gets by default (Fetch's HTTP(S) schemes).
DEFAULT_FETCH_POLICY: frozenset[str] = frozenset(("http", "https"))
#: The schemes webapi resolves itself, whatever the fetch policy says: ``javascript:`` (no
#: fetch at all), ``about:``, ``blob:`` and ``data:``.
LOCAL_SCHEMES: frozenset[str] = frozenset(("javascript", "about", "blob", "data"))
#: The most failed navigations a traversable keeps (the newest): a page navigating its frames
#: in a loop for ever does not grow without bound.
MAX_NAVIGATION_ERRORS = 1000


class NavigationError:
    """A navigation of a frame that failed, as a browser would show an error page for it:
    the ``url`` navigated to (a ``str``), the ``reason``, the ``exception`` where one was
    raised (else None), the ``window`` (the frame's ``WindowProxy``; its ``frameElement`` is
    the ``iframe``) and the error ``document`` shown in its place.

    ``reason`` is one of:

    - ``"exception"``: the fetcher raised, or its response could not be read (a body that is
      not bytes, a tuple of the wrong length), or a callable fetch policy raised; the
      exception (with its traceback) is ``exception``;
    - ``"network error"``: a URL webapi resolves itself that gives no response: an ``about:``
      URL other than ``about:blank``, a ``blob:`` URL that is revoked or was never made, a
      ``data:`` URL the data: URL processor fails on;
    - ``"refused"``: the traversable's fetch policy keeps the URL from the fetcher (by
      default every scheme but ``http`` and ``https``: ``file:``, ``view-source:``,
      ``chrome:``, ...)."""

    __slots__ = ("document", "exception", "reason", "url", "window")

    def __init__(
        self,
        url: str,
        reason: str,
        exception: BaseException | None,
        window: Any,
        document: Any,
    ) -> None:
        self.url = url
        self.reason = reason
        self.exception = exception
        self.window = window
        self.document = document

    def __repr__(self) -> str:
        detail = "" if self.exception is None else f": {self.exception!r}"
        return f"<NavigationError {self.reason} {self.url!r}{detail}>"


def navigation_errors_list() -> collections.deque[NavigationError]:
    """A traversable's new, empty list of failed navigations (the newest
    :data:`MAX_NAVIGATION_ERRORS` kept)."""
    return collections.deque(maxlen=MAX_NAVIGATION_ERRORS)


class NetworkError:
    """What :func:`scheme_fetch` gives for no response: a network error, or a refusal, or an
    exception (``reason`` as :class:`NavigationError`'s)."""

    __slots__ = ("exception", "reason")

    def __init__(self, reason: str, exception: BaseException | None = None) -> None:
        self.reason = reason
        self.exception = exception


def fetch_policy_argument(function: str, policy: object) -> FetchPolicy:
    """The ``fetch_policy`` argument checked: None (:data:`DEFAULT_FETCH_POLICY`), a callable
    ``(url, document_url) -> bool``, or an iterable of scheme names (``str``, ASCII
    case-insensitive, with or without the trailing ``:``); anything else (a ``str`` alone
    too: a common slip for ``{"https"}``) is a ``TypeError`` naming the parameter."""
    if policy is None:
        return DEFAULT_FETCH_POLICY
    if callable(policy):
        return policy
    expected = "None, a callable or an iterable of scheme names"
    if isinstance(policy, (str, bytes, bytearray, memoryview)):
        raise argument_error(function, "fetch_policy", policy, expected)
    try:
        names = list(policy)  # type: ignore[call-overload]
    except (TypeError, NotImplementedError):  # (not iterable; a sequence that cannot be walked)
        raise argument_error(function, "fetch_policy", policy, expected) from None
    schemes = set()
    for name in names:
        if not isinstance(name, str):
            raise argument_error(function, "fetch_policy", policy, expected)
        schemes.add(name.removesuffix(":").lower())
    return frozenset(schemes)


def _policy_allows(policy: FetchPolicy, url: URLRecord, address: str, document_url: str) -> bool:
    if url.scheme == "file" and not document_url.startswith("file:"):
        # Chromium's "Not allowed to load local resource": a file: URL from a document that
        # is not a file: one is refused, whatever the policy says (a callable too).
        return False
    if isinstance(policy, frozenset):
        return url.scheme in policy
    return bool(policy(address, document_url))


def scheme_fetch(
    url: URLRecord,
    document_url: str,
    fetcher: Fetcher | None,
    policy: FetchPolicy,
) -> tuple[Parts, bool] | NetworkError | None:
    """The response of a navigation to ``url`` (not a ``javascript:`` URL) from the document
    whose URL is ``document_url``: ``(parts, opaque)`` (the body, ``Content-Type`` value,
    status and final URL; ``opaque``: the document gets a new opaque origin), a
    :class:`NetworkError`, or None where nothing is to be navigated to (no fetcher for a URL
    the policy lets through, or the fetcher answered None)."""
    address = url_serialize(url)
    scheme = url.scheme
    if scheme == "about":
        # Fetch's scheme fetch, "about": about:blank is an empty HTML response; the others
        # are network errors.
        if _matches_about(url, "blank"):
            return (b"", "text/html;charset=utf-8", 200, address), False
        return NetworkError("network error")
    if scheme == "blob":
        # "Let blobURLEntry be request's current URL's blob URL entry ... If ... blobURLEntry
        # is null ..., then return a network error"; else the body is the Blob's bytes and
        # the Content-Type its type (Fetch's scheme fetch, "blob"; a navigation has no Range).
        from webapi.url import resolve_blob_url

        blob = resolve_blob_url(url)
        if blob is None:
            return NetworkError("network error")
        return (bytes(blob), blob.type, 200, address), True
    if scheme == "data":
        from webapi.fetch import data_url_process

        processed = data_url_process(url)
        if processed is None:
            return NetworkError("network error")
        mime_type, body = processed
        return (body, str(mime_type), 200, address), True
    try:
        allowed = _policy_allows(policy, url, address, document_url)
    except Exception as error:  # (a callable policy's own failure: recorded, not raised)
        return NetworkError("exception", error)
    if not allowed:
        return NetworkError("refused")
    if fetcher is None:
        return None
    try:
        response = fetcher(address)
        if response is None:
            return None
        parts = response_parts(response, address)
    except Exception as error:
        return NetworkError("exception", error)
    final = parts[3]
    if final != address:
        # A redirect: "If locationURL's scheme is not an HTTP(S) scheme, then return a
        # network error" (HTTP-redirect fetch); a final URL that does not parse is one too.
        from webapi.url import basic_url_parse

        redirected = basic_url_parse(final)
        if redirected is None or redirected.scheme not in ("http", "https"):
            return NetworkError("network error")
        parts = (parts[0], parts[1], parts[2], url_serialize(redirected))
    return parts, False


def response_parts(response: Any, url: str) -> tuple[bytes, str | None, int, str]:
    """The body, ``Content-Type`` value, status and URL of what a navigation fetcher returned
    for ``url``: a tuple ``(body, headers)`` or ``(body, headers, status)``, or a response
    object with the body as ``content`` (requests, httpx), ``body`` or ``data`` (urllib3),
    ``headers``, and optionally ``status_code`` or ``status`` and ``url`` (the final URL, after
    redirects). The headers are anything :func:`~webapi.html.document_from_response` takes
    (a headers object, a mapping, name/value pairs, or the ``Content-Type`` value itself)."""
    from ._response_document import _content_type

    function = "navigation fetcher"
    status = 200
    final = url
    if isinstance(response, tuple):
        if len(response) not in (2, 3):
            raise TypeError(f"{function}: a tuple response is (body, headers[, status])")
        body, headers = response[0], response[1]
        if len(response) == 3:
            status = int(response[2])
    else:
        body = next(
            (
                getattr(response, name)
                for name in ("content", "body", "data")
                if getattr(response, name, None) is not None
            ),
            None,
        )
        headers = getattr(response, "headers", None)
        code = getattr(response, "status_code", getattr(response, "status", 200))
        status = int(code) if code is not None else 200
        given = getattr(response, "url", None)
        if given is not None and str(given):
            final = str(given)
    if isinstance(body, str):
        raise TypeError(f"{function}: the body must be bytes, not str")
    try:
        data = bytes(body) if body is not None else b""
    except TypeError:
        raise TypeError(f"{function}: the body must be bytes-like") from None
    return data, _content_type(headers, function), status, final
