"""The ``Window``'s members for the user agent and the platform (webapi/html/browsing/_window.py and
its neighbours): ``isSecureContext`` (HTML's secure context over Secure Contexts' potentially
trustworthy URL of the top-level creation URL), ``navigator`` (a Chromium 156 profile),
``performance`` (the event loop's clock) and ``crypto`` (``getRandomValues``, ``randomUUID``)."""

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


# --- navigator (HTML's Navigator: system-state.html) -----------------------------------------

#: Chromium 156 headless on Linux, as Playwright's chromium.launch() answered on a page of
#: http://127.0.0.1 (recorded for this file). Chromium said webdriver true there (Playwright
#: launches it with --enable-automation) and hardwareConcurrency 2 (the machine's cores): the
#: default profile says false and 8 (docs/window.md).
CHROMIUM_156 = {
    "userAgent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "HeadlessChrome/156.0.0.0 Safari/537.36",
    "appVersion": "5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "HeadlessChrome/156.0.0.0 Safari/537.36",
    "appName": "Netscape",
    "appCodeName": "Mozilla",
    "product": "Gecko",
    "productSub": "20030107",
    "vendor": "Google Inc.",
    "vendorSub": "",
    "platform": "Linux x86_64",
    "language": "en-US",
    "languages": ("en-US", "en"),
    "onLine": True,
    "cookieEnabled": True,
    "pdfViewerEnabled": True,
}


def test_navigator_answers_as_chromium_156_headless() -> None:
    window = open_window()
    navigator = window.navigator
    for name, expected in CHROMIUM_156.items():
        assert getattr(navigator, name) == expected, name
    assert navigator.javaEnabled() is False
    assert navigator.webdriver is False
    assert navigator.hardwareConcurrency == 8  # (not the machine's: deterministic)
    assert navigator.user_agent == navigator.userAgent and navigator.on_line is True
    assert window.navigator is navigator and window.clientInformation is navigator


def test_a_program_gives_its_own_profile_shared_by_frames() -> None:
    from dataclasses import replace

    from webapi.html import CHROMIUM_156_HEADLESS, NavigatorProfile

    profile = replace(
        CHROMIUM_156_HEADLESS,
        user_agent="Mozilla/5.0 (Test) Bot/1.0",
        languages=["fr-FR", "fr"],  # type: ignore[arg-type]
        on_line=False,
        hardware_concurrency=2,
        webdriver=True,
    )
    document = document_from_response(
        b"<!doctype html><iframe srcdoc=x></iframe>", "https://a.example/", "text/html"
    )
    window = create_top_level_traversable(document, clock=VirtualClock(), navigator=profile)
    for navigator in (window.navigator, window[0].navigator):
        assert navigator.userAgent == "Mozilla/5.0 (Test) Bot/1.0"
        assert navigator.appVersion == "5.0 (Test) Bot/1.0"
        assert navigator.language == "fr-FR" and navigator.languages == ("fr-FR", "fr")
        assert navigator.onLine is False and navigator.hardwareConcurrency == 2
        assert navigator.webdriver is True
    assert window[0].navigator is not window.navigator
    with pytest.raises(TypeError, match="navigator"):
        create_top_level_traversable(
            document_from_response(b"", "https://a.example/", "text/html"), navigator={}
        )
    with pytest.raises(TypeError, match="hardware_concurrency"):
        NavigatorProfile(hardware_concurrency=0)
    with pytest.raises(TypeError, match="languages"):
        NavigatorProfile(languages="en")  # type: ignore[arg-type]


# --- performance (High Resolution Time) ------------------------------------------------------


def test_performance_now_is_the_event_loops_virtual_time_since_the_time_origin() -> None:
    clock = VirtualClock(1000)
    document = document_from_response(b"", "https://a.example/", "text/html")
    window = create_top_level_traversable(document, clock=clock)
    performance = window.performance
    assert performance is window.performance
    assert performance.now() == 0 and performance.timeOrigin == 1000
    seen = []
    window.setTimeout(lambda: seen.append(performance.now()), 25)
    window.event_loop.advance(40)
    assert seen == [25] and performance.now() == 40
    assert performance.toJSON() == {"timeOrigin": 1000}
    assert performance.to_json() == performance.toJSON()


def test_performance_on_real_time_counts_from_now_and_the_epoch() -> None:
    import time

    before = time.time() * 1000
    document = document_from_response(b"", "https://a.example/", "text/html")
    window = create_top_level_traversable(document)
    after = time.time() * 1000
    performance = window.performance
    assert before <= performance.timeOrigin <= after
    first = performance.now()
    assert 0 <= first <= performance.now()


# --- crypto (the Web Cryptography API) -------------------------------------------------------


def test_get_random_values_fills_integer_buffers_and_returns_them() -> None:
    import array

    crypto = open_window().crypto
    buffer = bytearray(64)
    assert crypto.getRandomValues(buffer) is buffer and any(buffer)
    words = array.array("I", [0] * 16)
    assert crypto.get_random_values(words) is words and any(words)
    signed = array.array("q", [0] * 4)
    assert crypto.getRandomValues(signed) is signed
    view = memoryview(bytearray(8))
    assert crypto.getRandomValues(view) is view
    assert crypto.getRandomValues(bytearray()) == bytearray()


def test_get_random_values_limits_as_chromium() -> None:
    """Chromium 156 (recorded): a Uint8Array of 65,536 is filled, of 65,537 and a Uint32Array
    of 16,385 (65,540 bytes) are QuotaExceededError; Float32Array, Float64Array and DataView
    are TypeMismatchError; BigInt64Array and Uint8ClampedArray are filled."""
    import array

    from webapi.dom import DOMException

    crypto = open_window().crypto
    crypto.getRandomValues(bytearray(65536))
    for too_long in (bytearray(65537), array.array("I", [0] * 16385)):
        with pytest.raises(DOMException) as caught:
            crypto.getRandomValues(too_long)
        assert caught.value.name == "QuotaExceededError"
    with pytest.raises(DOMException, match=r"byte length \(65537\) exceeds"):
        crypto.getRandomValues(bytearray(65537))
    for floats in (array.array("f", [0.0]), array.array("d", [0.0])):
        with pytest.raises(DOMException) as caught:
            crypto.getRandomValues(floats)
        assert caught.value.name == "TypeMismatchError"
    with pytest.raises(DOMException, match="'Float32', which is not an integer array type"):
        crypto.getRandomValues(array.array("f", [0.0]))
    for not_a_view in (b"abc", "abc", 3, None, memoryview(b"abc")):
        with pytest.raises(TypeError, match="array"):
            crypto.getRandomValues(not_a_view)


def test_random_uuid_is_a_version_4_uuid() -> None:
    import re

    crypto = open_window().crypto
    pattern = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")
    uuids = {crypto.randomUUID() for _ in range(100)}
    assert len(uuids) == 100 and all(pattern.fullmatch(u) for u in uuids)
    assert pattern.fullmatch(crypto.random_uuid())
    assert not hasattr(crypto, "subtle")
