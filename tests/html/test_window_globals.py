"""The ``Window``'s members for the user agent and the platform (webapi/html/_window.py and
its neighbours): ``isSecureContext`` (HTML's secure context over Secure Contexts' potentially
trustworthy URL of the top-level creation URL)."""

from __future__ import annotations

from typing import Any

import pytest

from webapi.eventloop import VirtualClock
from webapi.html import create_top_level_traversable, document_from_response


def open_window(markup: bytes = b"<!doctype html><body>", url: str = "https://a.example/") -> Any:
    document = document_from_response(markup, url, "text/html")
    return create_top_level_traversable(document, clock=VirtualClock())


@pytest.mark.parametrize(
    ("url", "secure"),
    [
        ("https://a.example/", True),
        ("http://a.example/", False),
        ("http://localhost:8000/", True),
        ("http://127.0.0.1/", True),
        ("http://[::1]/", True),
        ("file:///tmp/a.html", True),
        ("about:blank", True),
        ("data:text/html,x", True),
        ("ws://a.example/", False),
    ],
)
def test_is_secure_context_is_the_trustworthiness_of_the_top_level_url(
    url: str, secure: bool
) -> None:
    window = open_window(url=url)
    assert window.isSecureContext is secure
    assert window.is_secure_context is secure


def test_a_frame_is_secure_as_its_top_level_document_is() -> None:
    # the frame's own URL is about:srcdoc (trustworthy): its top-level creation URL decides
    insecure = open_window(b"<!doctype html><iframe srcdoc=x></iframe>", "http://a.example/")
    assert insecure[0].document.URL == "about:srcdoc"
    assert insecure[0].isSecureContext is False
    secure = open_window(b"<!doctype html><iframe srcdoc=x></iframe>", "https://a.example/")
    assert secure[0].isSecureContext is True
