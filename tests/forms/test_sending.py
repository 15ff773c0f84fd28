"""docs/fetch-objects.md's way to send a form body: the bytes of multipart_form_data_encode and
the Content-Type with its boundary, through requests, httpx and aiohttp, which must send both
unchanged (and a multipart parser read the entries back): requests and httpx to a transport that
keeps what they send, aiohttp to a loopback server of its own."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from webapi.fileapi.engine import BlobImpl, FileImpl
from webapi.forms import (
    multipart_form_data_boundary,
    multipart_form_data_encode,
    multipart_form_data_parse,
)
from webapi.xhr.engine import FormDataImpl

URL = "http://upload.test/form"


def _form() -> tuple[bytes, dict[str, str]]:
    form = FormDataImpl()
    form.append('a "quoted"\nname', "line 1\rline 2")
    form.append(
        "file", BlobImpl([b"%PDF-1.7 \r\n--x\x00\xff"], "application/pdf"), 'r\xe9port".pdf'
    )
    boundary = multipart_form_data_boundary()
    body = multipart_form_data_encode(form, boundary)
    return body, {"Content-Type": f"multipart/form-data; boundary={boundary}"}


def _check(sent: tuple[str, bytes], body: bytes, headers: dict[str, str]) -> None:
    content_type, received = sent
    assert (content_type, received) == (headers["Content-Type"], body)
    boundary = content_type.split("boundary=")[1]
    [(name, value), (_, file)] = multipart_form_data_parse(received, boundary)
    assert (name, value) == ('a "quoted"\r\nname', "line 1\r\nline 2")
    assert isinstance(file, FileImpl) and file.name == 'r\xe9port".pdf'


def test_requests() -> None:
    requests = pytest.importorskip("requests", reason="requests (a test extra) is not installed")
    sent: list[tuple[str, bytes]] = []

    class Keep(requests.adapters.BaseAdapter):  # type: ignore[misc]
        def send(self, request: Any, **keywords: Any) -> Any:
            sent.append((request.headers["Content-Type"], request.body))
            response = requests.Response()
            response.status_code, response.request = 204, request
            return response

        def close(self) -> None:
            pass

    body, headers = _form()
    with requests.Session() as session:
        session.mount("http://", Keep())
        assert session.post(URL, data=body, headers=headers).status_code == 204
    _check(sent[0], body, headers)


def test_httpx() -> None:
    httpx = pytest.importorskip("httpx", reason="httpx (a test extra) is not installed")
    sent: list[tuple[str, bytes]] = []

    def keep(request: Any) -> Any:
        sent.append((request.headers["Content-Type"], request.read()))
        return httpx.Response(204)

    body, headers = _form()
    with httpx.Client(transport=httpx.MockTransport(keep)) as client:
        assert client.post(URL, content=body, headers=headers).status_code == 204
    _check(sent[0], body, headers)


@pytest.mark.needs_sockets
def test_aiohttp() -> None:
    aiohttp = pytest.importorskip("aiohttp", reason="aiohttp (a test extra) is not installed")
    from aiohttp import web
    from aiohttp.test_utils import TestServer

    sent: list[tuple[str, bytes]] = []

    async def keep(request: Any) -> Any:
        sent.append((request.headers["Content-Type"], await request.read()))
        return web.Response(status=204)

    body, headers = _form()

    async def send() -> int:
        app = web.Application()
        app.router.add_post("/form", keep)
        async with TestServer(app) as server, aiohttp.ClientSession() as session:
            url = server.make_url("/form")
            async with session.post(url, data=body, headers=headers) as response:
                return int(response.status)

    assert asyncio.run(send()) == 204
    _check(sent[0], body, headers)
