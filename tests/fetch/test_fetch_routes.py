"""``webapi.testing.Routes``: the route table of the callable transport (test doubles),
through ``fetch()``."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from webapi.fetch import Response, fetch
from webapi.testing import Routes
from webapi.urlpattern import URLPattern

pytestmark = [pytest.mark.needs_loop_run]


def _run(coroutine: Any) -> Any:
    return asyncio.run(coroutine)


def test_routes_match_method_and_pattern_in_order() -> None:
    routes = Routes()
    routes.get("/users/:id", lambda request, groups: (200, {}, f"user {groups['id']}"))
    routes.get("/users/:id", (500, {}, b"never"))  # (the first match answers)
    routes.post("/users", (201, [("Location", "/users/7")], b""))
    routes.get("https://api.test/items/*", Response("items", headers={"X-Api": "1"}))

    def answer(request: Any, groups: dict[str, Any]) -> Any:
        return (200, {}, f"{groups['id']} {request.method}")

    routes.get(URLPattern({"hostname": "cdn.test", "pathname": "/f/:id"}), answer)

    async def main() -> list[Any]:
        out: list[Any] = []
        users = await fetch("https://example.test/users/3?x", transport=routes)
        out.append((users.status, await users.text()))
        posted = await fetch("https://example.test/users", method="POST", transport=routes)
        out.append((posted.status, posted.headers.get("location")))
        items = await fetch("https://api.test/items/9", transport=routes)
        out.append((await items.text(), items.headers.get("x-api")))
        again = await fetch("https://api.test/items/10", transport=routes)  # (reusable)
        out.append(await again.text())
        out.append(await (await fetch("https://cdn.test/f/42", transport=routes)).text())
        return out

    assert _run(main()) == [
        (200, "user 3"),
        (201, "/users/7"),
        ("items", "1"),
        "items",
        "42 GET",
    ]
    assert [(r.method, r.url) for r in routes.calls] == [
        ("GET", "https://example.test/users/3?x"),
        ("POST", "https://example.test/users"),
        ("GET", "https://api.test/items/9"),
        ("GET", "https://api.test/items/10"),
        ("GET", "https://cdn.test/f/42"),
    ]


def test_unmatched_is_404_or_a_network_error() -> None:
    routes = Routes().get("/a", (200, {}, b"a"))

    async def status(table: Routes, url: str, **init: Any) -> Any:
        return (await fetch(url, transport=table, **init)).status

    assert _run(status(routes, "https://x.test/b")) == 404
    assert _run(status(routes, "https://x.test/a", method="PUT")) == 404
    strict = Routes(unmatched="error").get("/a", (200, {}, b"a"))
    with pytest.raises(TypeError, match="fetch failed"):
        _run(status(strict, "https://x.test/b"))
    with pytest.raises(TypeError, match="unmatched"):
        Routes(unmatched="nope")


def test_redirect_hops_are_recorded_with_their_headers() -> None:
    routes = Routes()
    routes.post("/old", (303, {"Location": "/new"}, b""))
    routes.get("/new", (200, {}, b"done"))

    async def main() -> str:
        response = await fetch("https://x.test/old", method="POST", body="a=1", transport=routes)
        return await response.text()

    assert _run(main()) == "done"
    first, second = routes.calls
    assert (first.method, second.method) == ("POST", "GET")
    assert first.headers.get("content-type") == "text/plain;charset=UTF-8"
    assert second.headers.get("content-type") is None


def test_async_answers() -> None:
    async def answer(request: Any, groups: dict[str, Any]) -> Any:
        await asyncio.sleep(0)
        return Response(f"hi {groups['name']}")

    routes = Routes().any("/hello/:name", answer)

    async def main() -> str:
        return await (await fetch("https://x.test/hello/you", transport=routes)).text()

    assert _run(main()) == "hi you"
