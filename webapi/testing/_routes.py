"""Test doubles: :class:`Routes`, a route table for ``fetch()``'s callable transport, what
msw's handlers or fetch-mock's routes are to JavaScript tests (``webapi.fetch``'s
``CallableTransport`` with URL patterns of ``webapi.urlpattern``; docs/fetch.md,
"Transports").

``Routes()`` is a function from a webapi ``Request`` to a ``Response``: give it as
``fetch(url, transport=routes)`` (or to ``set_default_transport``). ``routes.get(pattern,
answer)`` (and ``post``, ``put``, ``patch``, ``delete``, ``head``, ``options``, ``any``, or
``route(method, pattern, answer)``) adds a route; the first route, in the order added, whose
method and pattern match answers. A pattern is a ``webapi.urlpattern.URLPattern``, or a string
made into one: a string starting with ``/`` matches the path of any origin (``"/users/:id"``),
another is a whole URL pattern (``"https://api.test/items/*"``). An answer is what a
:class:`CallableTransport`'s function returns (a ``Response``, a ``(status, headers, body)``
tuple), or a function of the request and the pattern's groups (a ``dict`` of the pathname's
groups, then the other components') returning one, or an awaitable of one. A request that no
route matches gets ``unmatched``: ``404`` (the default: an empty 404 response), or
``"error"``: a network error (``fetch()`` rejects with ``TypeError``). ``routes.calls`` is the
list of the requests seen, in order (webapi ``Request`` objects, every hop of a redirect).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

__all__ = ["Routes"]

_COMPONENTS = ("pathname", "hostname", "search", "protocol", "port", "hash", "username")


class Routes:
    """A route table (see the module's docstring)."""

    __slots__ = ("_routes", "calls", "unmatched")

    def __init__(self, unmatched: int | str = 404) -> None:
        if unmatched != 404 and unmatched != "error":
            raise TypeError("Routes(): 'unmatched' must be 404 or 'error'")
        self.unmatched = unmatched
        self._routes: list[tuple[str | None, Any, Any]] = []
        #: The requests seen, in order.
        self.calls: list[Any] = []

    def route(self, method: str | None, pattern: Any, answer: Any) -> Routes:
        """Add a route for ``method`` (``None``: every method) and ``pattern``; ``self``."""
        from webapi.urlpattern import URLPattern

        if isinstance(pattern, str):
            pattern = URLPattern({"pathname": pattern} if pattern.startswith("/") else pattern)
        elif not isinstance(pattern, URLPattern):
            raise TypeError("Routes.route(): 'pattern' must be a string or a URLPattern")
        self._routes.append((None if method is None else method.upper(), pattern, answer))
        return self

    def get(self, pattern: Any, answer: Any) -> Routes:
        """A ``GET`` route."""
        return self.route("GET", pattern, answer)

    def post(self, pattern: Any, answer: Any) -> Routes:
        """A ``POST`` route."""
        return self.route("POST", pattern, answer)

    def put(self, pattern: Any, answer: Any) -> Routes:
        """A ``PUT`` route."""
        return self.route("PUT", pattern, answer)

    def patch(self, pattern: Any, answer: Any) -> Routes:
        """A ``PATCH`` route."""
        return self.route("PATCH", pattern, answer)

    def delete(self, pattern: Any, answer: Any) -> Routes:
        """A ``DELETE`` route."""
        return self.route("DELETE", pattern, answer)

    def head(self, pattern: Any, answer: Any) -> Routes:
        """A ``HEAD`` route."""
        return self.route("HEAD", pattern, answer)

    def options(self, pattern: Any, answer: Any) -> Routes:
        """An ``OPTIONS`` route."""
        return self.route("OPTIONS", pattern, answer)

    def any(self, pattern: Any, answer: Any) -> Routes:
        """A route for every method."""
        return self.route(None, pattern, answer)

    def __call__(self, request: Any) -> Any:
        """The answer of the first matching route to ``request`` (a webapi ``Request``)."""
        self.calls.append(request)
        url = request.url
        for method, pattern, answer in self._routes:
            if method is not None and method != request.method:
                continue
            result = pattern.exec(url)
            if result is None:
                continue
            if callable(answer):
                groups: dict[str, Any] = {}
                for component in reversed(_COMPONENTS):
                    groups.update(result[component]["groups"])
                function: Callable[..., Any] = answer
                return function(request, groups)
            return answer
        if self.unmatched == "error":
            raise OSError(f"Routes: no route for {request.method} {url}")
        return (404, [], b"")
