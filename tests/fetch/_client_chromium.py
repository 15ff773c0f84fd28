"""What Chromium 156's ``fetch()`` from a page sends, hop by hop, for issue #54's 17 redirect
scenarios and a generated differential, asked once and stored (``_chromium_fetch_client.json``,
written by ``python -m tests.fetch._client_chromium``; the slow tier asks again,
``test_fetch_client_chromium.py``).

The page is ``http://127.0.0.1:PA/page?q=1`` (no referrer policy of its own). Three origins:
``A`` (``127.0.0.1:PA``, the page's), ``B`` (``127.0.0.1:PB``, same site, another port) and
``C`` (``localhost:PA``, another site). A scenario is ``{"start": key, "hops": [...],
"init": {...}}``; each hop is the answer of one request (the last one the final response):
``s`` status, ``to`` the origin key the redirect goes to, ``loc`` the ``Location`` (``{next}``
is the next hop's path, ``{bs}`` the same with backslashes; ``lb`` 1: its code points sent as
bytes, not UTF-8), ``c`` a
``Set-Cookie``, ``a`` the CORS answer (0 none, 1 the request's ``Origin`` with
``Access-Control-Allow-Credentials: true``, 2 ``*``, 3 the ``Origin`` alone), ``x`` an
``Access-Control-Expose-Headers`` value, ``rp`` a ``Referrer-Policy``, ``pf`` the answer to a
preflight (0 a 403, 1 an echo
of what is asked with the ``Origin`` and credentials, 2 ``*`` everywhere), ``ma`` its
``Access-Control-Max-Age``. :func:`answer` is the server (the live one and the replay's
transport both call it); the log of a scenario is every request that reached it as
``[origin key, method, path, headers in order (without host and connection), body]``, ports
written as ``PA``/``PB``, and the final ``[status, type, url, redirected, text, header
names]`` or ``["TypeError"]``."""

from __future__ import annotations

import base64
import json
import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ANSWERS = Path(__file__).with_name("_chromium_fetch_client.json")
PAGE = "/page?q=1"
_CONNECTION = {"host", "connection", "keep-alive"}


def encode_hops(hops: list[dict[str, Any]]) -> str:
    raw = json.dumps(hops, separators=(",", ":"), ensure_ascii=True).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_hops(text: str) -> list[dict[str, Any]]:
    padded = text + "=" * (-len(text) % 4)
    return json.loads(base64.urlsafe_b64decode(padded))  # type: ignore[no-any-return]


def origin_of(key: str, ports: dict[str, int]) -> str:
    host = "localhost" if key == "C" else "127.0.0.1"
    return f"http://{host}:{ports['PB' if key == 'B' else 'PA']}"


def hop_path(sid: str, hops: list[dict[str, Any]]) -> str:
    return f"/h/{sid}/{encode_hops(hops)}"


def answer(
    key: str,
    method: str,
    path: str,
    headers: list[tuple[str, str]],
    ports: dict[str, int],
) -> tuple[int, list[tuple[str, str]], bytes]:
    """The server's answer to a request that reached origin ``key``."""
    parts = path.split("?", 1)[0].split("/")
    if len(parts) < 4 or parts[1] != "h":
        return 404, [("Content-Length", "0")], b""
    sid, hops = parts[2], decode_hops(parts[3])
    hop = hops[0]
    origin = next((v for n, v in headers if n.lower() == "origin"), None)
    out: list[tuple[str, str]] = [("Cache-Control", "no-store")]

    def cors(mode: int) -> None:
        if mode in (1, 3) and origin is not None:
            out.append(("Access-Control-Allow-Origin", origin))
            if mode == 1:
                out.append(("Access-Control-Allow-Credentials", "true"))
        elif mode == 2:
            out.append(("Access-Control-Allow-Origin", "*"))

    if method == "OPTIONS":
        pf = hop.get("pf", 0)
        if pf == 0:
            out.append(("Content-Length", "0"))
            return 403, out, b""
        asked = {n.lower(): v for n, v in headers}
        if pf == 1:
            cors(1)
            out.append(
                ("Access-Control-Allow-Methods", asked.get("access-control-request-method", ""))
            )
            if "access-control-request-headers" in asked:
                out.append(
                    ("Access-Control-Allow-Headers", asked["access-control-request-headers"])
                )
        else:
            cors(2)
            out.append(("Access-Control-Allow-Methods", "*"))
            out.append(("Access-Control-Allow-Headers", "*"))
        if "ma" in hop:
            out.append(("Access-Control-Max-Age", str(hop["ma"])))
        out.append(("Content-Length", "0"))
        return 204, out, b""
    cors(hop.get("a", 0))
    if "c" in hop:
        out.append(("Set-Cookie", hop["c"]))
    if "x" in hop:
        out.append(("Access-Control-Expose-Headers", hop["x"]))
    if "rp" in hop:
        out.append(("Referrer-Policy", hop["rp"]))
    status = hop["s"]
    if len(hops) > 1:
        rest = hop_path(sid, hops[1:])
        location = hop.get("loc", "{abs}").replace("{next}", rest)
        target = origin_of(hop.get("to", key), ports)
        location = location.replace("{abs}", target + rest)
        location = location.replace("{cred}", target.replace("//", "//u:p@") + rest)
        location = location.replace("{proto}", target[len("http:") :] + rest)
        location = location.replace("{bs}", rest.replace("/", "\\"))
        if not hop.get("lb"):
            location = location.encode().decode("latin-1")
        out.append(("Location", location))
        out.append(("Content-Length", "0"))
        return status, out, b""
    data = b"" if status == 204 else f"end {key} {method}".encode()
    out += [("X-A", "1"), ("X-Exp", "2"), ("Content-Type", "text/plain")]
    out.append(("Content-Length", str(len(data))))
    return status, out, data


def normalize(text: str, ports: dict[str, int]) -> str:
    """``text`` with the ports written PA and PB (only URLs and origins have them)."""
    if "://" not in text:
        return text
    return text.replace(f":{ports['PA']}", ":PA").replace(f":{ports['PB']}", ":PB")


def hop_record(
    key: str,
    method: str,
    path: str,
    headers: list[tuple[str, str]],
    body: bytes,
    ports: dict[str, int],
) -> list[Any]:
    kept = [[n.lower(), normalize(v, ports)] for n, v in headers if n.lower() not in _CONNECTION]
    return [key, method, path, kept, body.decode("latin-1")]


class Replay:
    """A transport that answers as the loopback server does (:func:`answer`) and logs what it
    receives (:func:`hop_record`) in ``log``, for the ports ``ports`` (any two: the records
    write them PA and PB)."""

    blocking = False

    def __init__(self, log: list[list[Any]], ports: dict[str, int]) -> None:
        self.log = log
        self.ports = ports

    def send(
        self, method: str, url: str, headers: list[tuple[str, str]], body: bytes | None
    ) -> Any:
        from urllib.parse import urlsplit

        from webapi.fetch import TransportResponse

        ports = self.ports
        parts = urlsplit(url)
        key = "C" if parts.hostname == "localhost" else ("B" if parts.port == ports["PB"] else "A")
        target = parts.path + ("?" + parts.query if parts.query else "")
        self.log.append(hop_record(key, method, target, headers, body or b"", ports))
        status, out, data = answer(key, method, target, headers, ports)
        return TransportResponse(status, "", out, b"" if method == "HEAD" else data)


def _probe() -> dict[str, dict[str, Any]]:
    """Issue #54's 17 scenarios, from the page, each on its origin ``A`` but for the
    cross-origin ``Authorization`` one (to ``C``, which allows the page's origin)."""

    def r(status: int, init: dict[str, Any], **hop: Any) -> dict[str, Any]:
        return {"start": "A", "hops": [{"s": status, **hop}, {"s": 200}], "init": init}

    post = {"method": "POST", "body": "a=1"}
    auth = {"headers": {"Authorization": "Basic eA=="}}
    chain = [{"s": 302} for _ in range(20)]
    return {
        "p01 POST 301": r(301, post),
        "p02 POST 302": r(302, post),
        "p03 POST 303": r(303, post),
        "p04 POST 307": r(307, post),
        "p05 POST 308": r(308, post),
        "p06 PUT 302": r(302, {"method": "PUT", "body": "a=1"}),
        "p07 PUT 303": r(303, {"method": "PUT", "body": "a=1"}),
        "p08 DELETE 301": r(301, {"method": "DELETE"}),
        "p09 HEAD 303": r(303, {"method": "HEAD"}),
        "p10 Content-Language after 303": r(
            303, {"method": "POST", "body": "x", "headers": {"Content-Language": "fr"}}
        ),
        "p11 Authorization same-origin": r(302, auth),
        "p12 Authorization cross-origin": {
            "start": "A",
            "hops": [{"s": 302, "to": "C"}, {"s": 200, "a": 1}],
            "init": auth,
        },
        "p13 Set-Cookie on the 302": {
            "start": "A",
            "hops": [{"s": 302, "c": "hop=1"}, {"s": 200}],
            "init": {},
        },
        "p14 backslash Location": r(302, {}, loc="{next}".replace("/", "\\")),
        "p15 Location with spaces and UTF-8": r(302, {}, loc="{next}/a b/é?q=é x#f"),
        "p16 chain of 20": {"start": "A", "hops": [*chain, {"s": 200}], "init": {}},
        "p17 chain of 21": {"start": "A", "hops": [*chain, {"s": 302}, {"s": 200}], "init": {}},
    }


POLICIES = [
    "",
    "no-referrer",
    "no-referrer-when-downgrade",
    "same-origin",
    "origin",
    "strict-origin",
    "origin-when-cross-origin",
    "strict-origin-when-cross-origin",
    "unsafe-url",
]
COOKIES = [
    "k{n}=v",
    "k{n}=v; SameSite=None; Secure",
    "k{n}=v; SameSite=Lax",
    "k{n}=v; SameSite=Strict",
    "k{n}=v; Path=/h",
]


def generated(count: int, seed: int = 54) -> dict[str, dict[str, Any]]:
    """``count`` scenarios drawn from ``seed``: methods and bodies, 0-3 redirects of each
    code between the three origins, Set-Cookie on hops, CORS answers and preflights,
    referrer policies and referrers, modes, credentials, redirect modes, headers."""
    rng = random.Random(seed)
    out: dict[str, dict[str, Any]] = {}
    for index in range(count):
        init: dict[str, Any] = {}
        mode = rng.choice(["cors", "cors", "no-cors", "same-origin", None])
        methods = (
            ["GET", "HEAD", "POST"]
            if mode == "no-cors"
            else ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH"]
        )
        method = rng.choice(methods)
        if method != "GET":
            init["method"] = method
        if method not in ("GET", "HEAD") and rng.random() < 0.7:
            init["body"] = rng.choice(
                [
                    "a=1",
                    "",
                    '{"j":1}',
                    "x" * 40,
                    {"params": "a=1&b=é c"},
                    {"blob": "bé", "type": rng.choice(["", "text/x", "application/json"])},
                    {"bytes": [0, 255, 10]},
                ]
            )
        headers: dict[str, str] = {}
        for name, value in (
            ("X-Custom", "1"),
            ("Authorization", "Basic eA=="),
            ("Content-Language", "fr"),
            ("Content-Type", "application/json"),
            ("Accept", "text/x"),
            ("Range", "bytes=0-1"),
            ("X-Long", "y" * 200),
        ):
            if rng.random() < 0.1:
                headers[name] = value
        if headers:
            init["headers"] = headers
        if mode is not None:
            init["mode"] = mode
        credentials = rng.choice([None, "omit", "same-origin", "include"])
        if credentials is not None:
            init["credentials"] = credentials
        policy = rng.choice([*POLICIES, None])
        if policy is not None:
            init["referrerPolicy"] = policy
        referrer = rng.choice([None, None, None, "", "/ref?r=1#f", "about:client"])
        if referrer is not None:
            init["referrer"] = referrer
        if mode != "no-cors":
            redirect = rng.choice(["follow", "follow", "follow", "manual", "error", None])
            if redirect is not None:
                init["redirect"] = redirect
        start = rng.choice("AABC")
        hops: list[dict[str, Any]] = []
        key = start
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3])):
            to = rng.choice("AABC")
            hop: dict[str, Any] = {"s": rng.choice([301, 302, 303, 307, 308]), "to": to}
            hops.append(hop)
            key = to
        hops.append({"s": rng.choice([200, 200, 200, 201, 404])})
        for hop in hops[:-1]:
            if rng.random() < 0.15:
                hop["rp"] = rng.choice(POLICIES[1:])
            if rng.random() < 0.15:  # a Location relative, scheme-relative, with credentials
                hop["loc"] = rng.choice(["{next}", "{proto}", "{cred}"])
        for hop in hops:
            if rng.random() < 0.3:
                hop["c"] = rng.choice(COOKIES).format(n=rng.randrange(3))
            hop["a"] = rng.choice([0, 1, 1, 1, 2, 3])
            if rng.random() < 0.5:
                hop["pf"] = rng.choice([0, 1, 1, 2])
                if rng.random() < 0.3:
                    hop["ma"] = rng.choice([0, 10])
        if rng.random() < 0.3:
            hops[-1]["x"] = rng.choice(["X-Exp", "*", "x-exp, x-a"])
        del key
        out[f"g{index:05d} {start}"] = {"start": start, "hops": hops, "init": init}
    return out


def request_init(init: dict[str, Any]) -> dict[str, Any]:
    """A scenario's RequestInit with its body made (``{"params": ...}`` a URLSearchParams,
    ``{"blob": ..., "type": ...}`` a Blob, ``{"bytes": [...]}`` an ArrayBuffer), as RUN makes
    it in the page."""
    body = init.get("body")
    if not isinstance(body, dict):
        return init
    if "params" in body:
        from webapi.url import URLSearchParams

        made: Any = URLSearchParams(body["params"])
    elif "blob" in body:
        from webapi.fileapi import Blob

        made = Blob([body["blob"]], {"type": body["type"]})
    else:
        made = bytes(body["bytes"])
    return {**init, "body": made}


SCENARIOS: dict[str, dict[str, Any]] = {**_probe(), **generated(800)}

RUN = r"""
async ([url, init]) => {
  try {
    const body = init.body;
    if (body && typeof body === 'object') {
      init = {...init};
      if ('params' in body) init.body = new URLSearchParams(body.params);
      else if ('blob' in body) init.body = new Blob([body.blob], {type: body.type});
      else init.body = new Uint8Array(body.bytes).buffer;
    }
    const r = await fetch(url, init);
    let text = '';
    try { text = await r.text(); } catch (e) { text = 'body: ' + e.name; }
    return [r.status, r.type, r.url, r.redirected, text, [...r.headers.keys()].sort()];
  } catch (e) { return [e.name]; }
}
"""


def _sid(name: str) -> str:
    return name.split()[0]


def final_record(result: list[Any], ports: dict[str, int]) -> list[Any]:
    if len(result) == 1:
        return result
    status, kind, url, redirected, text, names = result
    return [status, kind, normalize(url, ports), redirected, text, names]


def respond(
    handler: Any, body: bytes, ports: dict[str, int], log: list[list[Any]], close: bool = False
) -> None:
    """Answer the request ``handler`` (an ``http.server`` request handler, its body read:
    ``body``) as :func:`answer` does for the origin its ``Host`` names, logging it
    (:func:`hop_record`) when it is a hop's (``/h/...``); ``close``: the connection closed
    after it."""
    headers = list(handler.headers.items())
    host = handler.headers.get("host", "")
    pb = f":{ports['PB']}"
    key = "C" if host.startswith("localhost") else ("B" if host.endswith(pb) else "A")
    if handler.path.startswith("/h/"):
        log.append(hop_record(key, handler.command, handler.path, headers, body, ports))
    status, out, data = answer(key, handler.command, handler.path, headers, ports)
    handler.send_response_only(status)
    for name, value in out:
        handler.send_header(name, value)
    if close:
        handler.send_header("Connection", "close")
        handler.close_connection = True
    handler.end_headers()
    if handler.command != "HEAD":
        handler.wfile.write(data)


@contextmanager
def serve_loopback() -> Iterator[tuple[dict[str, int], list[list[Any]]]]:
    """The two loopback servers (ports PA and PB) answering with :func:`answer` and the page;
    yields the ports and the log every request to ``/h/`` is appended to."""
    from http.server import BaseHTTPRequestHandler

    log: list[list[Any]] = []
    ports: dict[str, int] = {}

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _answer(self) -> None:
            length = int(self.headers.get("content-length") or 0)
            body = self.rfile.read(length) if length else b""
            if self.headers.get("transfer-encoding", "").lower() == "chunked":
                body = self._chunked()  # (requests sends an empty body so)
            if self.path == PAGE:
                data = b"<!doctype html><title>page</title>"
                self.send_response_only(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                return
            respond(self, body, ports, log)

        def _chunked(self) -> bytes:
            """A chunked body, read to its end (left unread, it would be the start of the
            next request on the kept-alive connection)."""
            body = b""
            while size := int(self.rfile.readline().split(b";")[0].strip() or b"0", 16):
                body += self.rfile.read(size)
                self.rfile.readline()
            while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                pass  # (the trailer)
            return body

        do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = do_PATCH = do_OPTIONS = _answer

        def __getattr__(self, name: str) -> Any:  # (every other method: "patch", "Custom")
            if name.startswith("do_"):
                return self._answer
            raise AttributeError(name)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    with two_loopback_servers(Handler, ports):
        yield ports, log


@contextmanager
def two_loopback_servers(handler: Any, ports: dict[str, int]) -> Iterator[None]:
    """Two threaded HTTP servers of ``handler`` on loopback ports, written into ``ports`` as PA
    and PB (the handler reads them there), shut down on leaving."""
    import threading
    from http.server import ThreadingHTTPServer

    servers = [ThreadingHTTPServer(("127.0.0.1", 0), handler) for _ in range(2)]
    ports["PA"], ports["PB"] = (s.server_address[1] for s in servers)
    threads = [threading.Thread(target=s.serve_forever, args=(0.05,), daemon=True) for s in servers]
    for thread in threads:
        thread.start()
    try:
        yield
    finally:
        for server in servers:
            server.shutdown()
            server.server_close()


def scenario_url(
    name: str, ports: dict[str, int], scenarios: dict[str, dict[str, Any]] | None = None
) -> str:
    scenario = (scenarios or SCENARIOS)[name]
    return origin_of(scenario["start"], ports) + hop_path(_sid(name), scenario["hops"])


def ask_chromium(
    names: list[str] | None = None, scenarios: dict[str, dict[str, Any]] | None = None
) -> dict[str, Any]:
    """Chromium's log of each scenario (``scenarios``: SCENARIOS by default)."""
    from oracles.chromium import browser

    scenarios = scenarios or SCENARIOS
    results: dict[str, Any] = {}
    with serve_loopback() as (ports, log), browser() as launched:
        context = launched.new_context()
        page = context.new_page()
        page.goto(origin_of("A", ports) + PAGE)
        for name in names or list(scenarios):
            context.clear_cookies()
            start = len(log)
            url = scenario_url(name, ports, scenarios)
            final = page.evaluate(RUN, [url, scenarios[name]["init"]])
            results[name] = {"hops": log[start:], "final": final_record(final, ports)}
        version = launched.version
    return {"chromium": version, "results": results}


if __name__ == "__main__":
    data = ask_chromium()
    lines = ",\n".join(
        f"{json.dumps(name)}: {json.dumps(result, ensure_ascii=False)}"
        for name, result in data["results"].items()
    )
    text = f'{{"chromium": {json.dumps(data["chromium"])}, "results": {{\n{lines}\n}}}}\n'
    ANSWERS.write_text(text, encoding="utf-8")
    sys.stdout.write(f"wrote {ANSWERS} ({data['chromium']}, {len(data['results'])} scenarios)\n")
