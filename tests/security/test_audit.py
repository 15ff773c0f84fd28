"""``webapi.security.audit`` (parser differentials) and the ``webapi audit`` / ``webapi
canonicalize`` commands. The security corpus is checked in
``tests/security/test_audit_corpus.py``."""

from __future__ import annotations

import importlib
import importlib.util
import json

import pytest

from webapi.cli import main
from webapi.security import audit


def _importable(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None and bool(
            importlib.import_module(module)
        )
    except ImportError:  # installed, but needs what this platform lacks (ssl in Pyodide)
        return False


ALL = all(_importable(m) for m in ("urllib3", "httpx", "yarl", "rfc3986"))
needs_all = pytest.mark.skipif(not ALL, reason="pip install -e '.[test]' for every parser")


def _by(report: object) -> dict[tuple[str, str], object]:
    return {(f.parser, f.component): f for f in report.findings}  # type: ignore[attr-defined]


def test_no_difference() -> None:
    report = audit("https://example.com/a/b?x=1#f")
    assert not report
    assert report.browser.host == "example.com"
    assert report.browser.port == 443
    assert "urllib.parse" in report.parsers


@needs_all
def test_ipv4_number_forms() -> None:
    report = audit("http://0x7f.1/")
    assert report
    for parser in ("urllib.parse", "urllib3", "httpx", "yarl", "rfc3986"):
        finding = _by(report)[parser, "host"]
        assert finding.browser == "127.0.0.1"  # type: ignore[attr-defined]
        assert finding.other.lower() == "0x7f.1"  # type: ignore[attr-defined]


@needs_all
def test_leading_blank_and_backslashes() -> None:
    report = audit(" https://evil.example/")
    assert ("httpx", "host") in _by(report)
    assert ("urllib3", "url") in _by(report)  # it rejects what the browser accepts
    report = audit("https:\\\\evil.example\\x")
    assert ("urllib.parse", "host") in _by(report)
    assert ("urllib.parse", "path") in _by(report)


def test_dot_segments_are_a_path_difference() -> None:
    report = audit("http://h/a/%2e%2e/b")
    assert report.browser.path == "/b"
    assert ("urllib.parse", "path") in _by(report)
    # Percent-encoding alone is not a difference.
    assert not audit("http://h/%7euser/é")


def test_browser_rejects_what_a_parser_accepts() -> None:
    report = audit("http://256.0.0.1/")
    assert report.browser.error is not None
    finding = _by(report)["urllib.parse", "url"]
    assert "accepts it" in str(finding)


def test_idna_is_noted() -> None:
    finding = _by(audit("http://bücher.example/"))["urllib.parse", "host"]
    assert finding.same_after_idna  # type: ignore[attr-defined]
    assert finding.browser == "xn--bcher-kva.example"  # type: ignore[attr-defined]


def test_ports() -> None:
    assert not audit("http://h:80/")
    assert not audit("http://h:0080/")
    report = audit("https://h:80/")
    assert report.browser.port == 80
    assert not report
    # The browser rejects the port; urlsplit still gives a host (its .port raises).
    assert ("urllib.parse", "url") in _by(audit("http://h:65536/"))


def test_relative_with_base() -> None:
    report = audit("//evil.example\\x", "https://good.example/a")
    assert report.browser.host == "evil.example"
    assert report.browser.path == "/x"
    assert ("urllib.parse", "path") in _by(report)


def test_to_json_round_trips() -> None:
    data = audit("http://0x7f.1/").to_json()
    assert json.loads(json.dumps(data)) == data
    assert data["browser"]["host"] == "127.0.0.1"  # type: ignore[index]


def test_cli_audit(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["audit", "https://example.com/"]) == 0
    assert capsys.readouterr().out.startswith("same\thttps://example.com/\turllib.parse")
    assert main(["audit", "http://0x7f.1/", "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data[0]["browser"]["host"] == "127.0.0.1"
    assert any(f["parser"] == "urllib.parse" for f in data[0]["findings"])
    assert main(["audit", "x", "--base", "http://0x7f.1/"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("differs\tx\t") and "urllib.parse: host is '0x7f.1'" in out
    assert out.count("\n") == 1


def test_cli_canonicalize(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["canonicalize", "HTTP://A.test/?b&a&utm_x=1#f", "--remove-param", "utm_*"]) == 0
    assert capsys.readouterr().out == "http://a.test/?a&b\n"
    assert main(["canonicalize", "b?y&x", "--base", "http://h/", "--no-sort-query"]) == 0
    assert capsys.readouterr().out == "http://h/b?y&x\n"
    assert main(["canonicalize", "--keep-fragment", "http://h/#f", "http://[::1"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "http://h/#f\n\n"  # an empty line for the input that fails
    assert "1 input did not parse" in captured.err
    assert main(["canonicalize", "--jsonl", "http://[::1"]) == 1
    record = json.loads(capsys.readouterr().out)
    assert record["key"] is None and record["error"].startswith("Invalid URL")
