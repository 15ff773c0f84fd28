"""What a window's documents fetch through (issue #72 item 1: one road to the network): the
transport of a document's client (:class:`DocumentTransport`), which is the program's
transport (``open_window(transport=...)``), or the program's **navigation fetcher** made one
(:class:`FetcherTransport`: ``create_top_level_traversable(fetcher=...)``, a function of the
URL), behind the traversable's **fetch policy** (a transport wrapper); and the record of the
navigations that failed.

Every request a document makes (a navigation, an ``iframe``'s, a style sheet's, an
``@import``'s, a preload's, ``window.fetch()``, ``XMLHttpRequest``) is a request of its
``webapi.fetch.FetchClient`` sent through fetch's main fetch
(``webapi/html/browsing/_document_fetch.py``), which resolves ``about:``, ``blob:`` and ``data:``
URLs itself (Fetch's scheme fetch: ``about:blank`` an empty HTML response, any other ``about:``
URL, a revoked or unknown ``blob:`` URL and a ``data:`` URL the data: URL processor fails on
are network errors; ``javascript:`` never gets here: "navigate" hands it to "navigate to a
javascript: URL", ``webapi.html.browsing._navigables``). Any other URL reaches the transport only
where the traversable's fetch policy allows it: by default ``http:`` and ``https:``
(:data:`DEFAULT_FETCH_POLICY`); a ``file:`` URL only from a ``file:`` document, whatever the
policy (Chromium's "Not allowed to load local resource" otherwise); what the policy refuses
(``view-source:``, ``chrome:``, a ``file:`` URL from an ``https:`` page) is a network error
(the Standard's non-fetch schemes "display some sort of inline content, e.g., an error message
because the specified scheme is not one of the supported protocols"; ``file:`` "when in doubt,
return a network error").

A navigation that fails becomes an error document (the Standard's "document for inline
content that doesn't have a DOM") and a :class:`NavigationError` in the traversable's list
(``WindowProxy.navigation_errors``); so does an exception of the fetcher, of a callable policy
or of reading the fetcher's response: none escapes into the DOM operation that navigated.
"""

from __future__ import annotations

import collections

from webapi._webidl import argument_error

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    Fetcher = Callable[[str], Any]
    #: A callable fetch policy: given the absolute URL and the URL of the document that
    #: navigates (the ``iframe``'s node document), whether the URL reaches the fetcher.
    PolicyCallable = Callable[[str, str], object]
    FetchPolicy = frozenset[str] | PolicyCallable
    #: A response as webapi reads it: body, ``Content-Type`` value, status and final URL.
    Parts = tuple[bytes, "str | None", int, str]

__all__ = [
    "DEFAULT_FETCH_POLICY",
    "LOCAL_SCHEMES",
    "MAX_NAVIGATION_ERRORS",
    "CallbackFailed",
    "DocumentTransport",
    "FetcherTransport",
    "NavigationError",
    "NoResponse",
    "NoTransport",
    "Refused",
    "fetch_policy_argument",
    "navigation_errors_list",
    "response_parts",
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


def _policy_allows(policy: FetchPolicy, address: str, document_url: str) -> bool:
    if address.startswith("file:") and not document_url.startswith("file:"):
        # Chromium's "Not allowed to load local resource": a file: URL from a document that
        # is not a file: one is refused, whatever the policy says (a callable too).
        return False
    if isinstance(policy, frozenset):
        return address.partition(":")[0] in policy
    return bool(policy(address, document_url))


class Refused(OSError):
    """The traversable's fetch policy kept the URL from the transport (a network error:
    :class:`NavigationError`'s reason "refused")."""


class CallbackFailed(OSError):
    """The program's navigation fetcher, or its callable fetch policy, raised (or gave a
    response that cannot be read): a network error whose ``__cause__`` is that exception
    (:class:`NavigationError`'s reason "exception")."""


class NoTransport(OSError):
    """The program gave no transport and no fetcher: nothing leaves the machine (a
    navigation leaves the document in place; ``fetch()`` rejects)."""


class NoResponse(NoTransport):
    """The navigation fetcher answered None: nothing to navigate to (the document stays), no
    style sheet."""


class FetcherTransport:
    """A navigation fetcher (a function from an absolute URL, a ``str``, to a response or None:
    :func:`response_parts`) as a transport of fetch (``send(method, url, headers, body)``): what
    the fetcher gives is the hop's response; None, a :class:`NoResponse` (a navigation to it
    leaves the document in place, a style sheet fails); a response whose final URL differs (the
    fetcher followed redirects) is for that URL, a network error where it is not an HTTP(S) one
    (HTTP-redirect fetch: "If locationURL's scheme is not an HTTP(S) scheme, then return a
    network error"). The method, headers and body are not the fetcher's to see. An exception of
    the fetcher, or a response that cannot be read, is a :class:`CallbackFailed`."""

    __slots__ = ("fetcher",)

    #: The fetcher is called in the hop, as it always was (not in a thread).
    blocking = False

    def __init__(self, fetcher: Fetcher) -> None:
        self.fetcher = fetcher

    def send(self, method: str, url: str, headers: Any, body: Any) -> Any:
        """The fetcher's answer for ``url`` as a ``webapi.fetch.TransportResponse``."""
        from webapi.fetch import TransportResponse

        try:
            response = self.fetcher(url)
            if response is None:
                raise NoResponse(f"the navigation fetcher has nothing for {url}")
            data, content_type, status, final = response_parts(response, url)
        except NoResponse:
            raise
        except Exception as error:
            raise CallbackFailed(f"the navigation fetcher failed for {url}") from error
        if final != url and not final.startswith(("http:", "https:")):
            raise OSError(f"the navigation fetcher's response is for {final!r}")
        headers = [] if content_type is None else [("Content-Type", content_type)]
        return TransportResponse(status, "", headers, data, url=None if final == url else final)


class DocumentTransport:
    """The transport of a document's client (issue #72 item 1): the top-level traversable's
    transport, read when a request is sent (``open_window(transport=...)``: a transport
    object or anything ``webapi.fetch.fetch(transport=...)`` takes), else its navigation
    fetcher (:class:`FetcherTransport`), else none (:class:`NoTransport`), behind the
    traversable's fetch policy as the document at ``document`` (a weak reference; None: a
    program's navigation) asks (a refused URL is a :class:`Refused`; a callable policy's
    exception a :class:`CallbackFailed`). Every scheme reaches it that fetch's scheme fetch
    does not resolve itself (``other_schemes``): the policy decides."""

    __slots__ = ("_document", "_top")

    def __init__(self, top: Any, document: Any = None) -> None:
        import weakref

        self._top = weakref.ref(top)
        self._document = None if document is None else weakref.ref(document)

    #: Fetch's scheme fetch hands this transport a URL of any scheme it does not resolve
    #: itself (``file:``, an application's own), for the fetch policy to decide.
    other_schemes = True

    def _inner(self) -> Any:
        top = self._top()
        if top is None:
            return None
        if top.transport is not None:
            return top.transport
        if top.fetcher is not None:
            return FetcherTransport(top.fetcher)
        return None

    @property
    def blocking(self) -> bool:
        """Whether the transport it sends through blocks (fetch then runs it in a thread
        under a running asyncio loop)."""
        return bool(getattr(self._inner(), "blocking", False))

    @property
    def streams(self) -> bool:
        """Whether the transport it sends through streams long bodies."""
        return bool(getattr(self._inner(), "streams", False))

    @property
    def upload_streams(self) -> bool:
        """Whether the transport it sends through takes a stream body."""
        return bool(getattr(self._inner(), "upload_streams", False))

    def send(self, method: str, url: str, headers: Any, body: Any, **options: Any) -> Any:
        """Send through the traversable's transport, where the fetch policy allows ``url``."""
        top = self._top()
        policy = DEFAULT_FETCH_POLICY if top is None or top.policy is None else top.policy
        document = None if self._document is None else self._document()
        document_url = "" if document is None else str(document._url)
        try:
            allowed = _policy_allows(policy, url, document_url)
        except Exception as error:  # (a callable policy's own failure: a failed fetch)
            raise CallbackFailed(f"the fetch policy failed for {url}") from error
        if not allowed:
            raise Refused(f"the fetch policy refuses {url}")
        inner = self._inner()
        if inner is None:
            raise NoTransport("no transport: nothing leaves the machine")
        return inner.send(method, url, headers, body, **options)

    def __repr__(self) -> str:
        return f"<DocumentTransport {self._inner()!r}>"


def response_parts(response: Any, url: str) -> tuple[bytes, str | None, int, str]:
    """The body, ``Content-Type`` value, status and URL of what a navigation fetcher returned
    for ``url``: a tuple ``(body, headers)`` or ``(body, headers, status)``, or a response
    object with the body as ``content`` (requests, httpx), ``body`` or ``data`` (urllib3),
    ``headers``, and optionally ``status_code`` or ``status`` and ``url`` (the final URL, after
    redirects). The headers are anything :func:`~webapi.html.document_from_response` takes
    (a headers object, a mapping, name/value pairs, or the ``Content-Type`` value itself)."""
    from ..parsing._response_document import _content_type

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
