"""``CookieJar.save`` and ``CookieJar.load``: the jar as JSON lines (the format of
``webapi cookies --jar``), round trips exact, and files that are not saved jars."""

from __future__ import annotations

import io
import json
import math
import os
import stat
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from webapi.cli import main
from webapi.cookies import MAX_COOKIES_PER_DOMAIN, CookieFileError, CookieJar, _persistence

NOW = 1_700_000_000.25


def _jar() -> CookieJar:
    jar = CookieJar()
    fields = [
        ("https://shop.example/a/b", "sid=1; Secure; HttpOnly; Path=/"),
        ("https://shop.example/a/b", "lang=en; Domain=shop.example; Path=/; Max-Age=3600"),
        ("https://shop.example/a/b", "pref=x; Expires=Wed, 09 Jun 2038 10:18:14 GMT"),
        # a session cookie (Max-Age is not an integer):
        ("https://shop.example/a/b", "__Host-t=2; Secure; Path=/; Max-Age=99.5"),
        ("https://shop.example/a/b", "__Host-u=3; Secure; Path=/; Max-Age=100"),
        ("https://shop.example/a/b", "nameless; Max-Age=100"),
        ("https://shop.example/a/b", "n=caf\xe9 \u2603; SameSite=Strict; Max-Age=100"),
        ("https://[::1]/", "v6=1; SameSite=None; Secure; Max-Age=100"),
        ("http://192.168.0.1/x/", "ip=1; SameSite=bogus; Max-Age=100"),
    ]
    for url, field in fields:
        assert jar.set_cookie(field, url, now=NOW) is not None
    raw = b"raw=\xff\xfe; Max-Age=100"  # bytes that are not UTF-8
    assert jar.set_cookie(raw, "https://shop.example/", now=NOW) is not None
    # A later request updates last-access-times, replacing keeps the creation-time.
    jar.cookie_header("https://shop.example/a/b", now=NOW + 10)
    jar.set_cookie("lang=fr; Domain=shop.example; Path=/; Max-Age=3600", "https://shop.example/",
                   now=NOW + 20)  # fmt: skip
    return jar


def _state(jar: CookieJar) -> list[tuple[object, float]]:
    return list(jar.__getstate__()["cookies"])  # type: ignore[arg-type]


def test_round_trip_is_exact(tmp_path: Path) -> None:
    jar = _jar()
    path = tmp_path / "jar.jsonl"
    assert jar.save(path, session_cookies=True, now=NOW + 30) == 10
    loaded = CookieJar()
    assert loaded.load(path, now=NOW + 30) == 10
    assert _state(loaded) == _state(jar)  # records, creation and last-access times, order
    lang = next(c for c in loaded.cookies(now=NOW + 30) if c.name == "lang")
    assert (lang.value, lang.creation, lang.expiry) == ("fr", NOW, NOW + 20 + 3600)
    for url in ("https://shop.example/a/b", "https://www.shop.example/", "https://[::1]/"):
        assert loaded.cookie_header(url, now=NOW + 40) == jar.cookie_header(url, now=NOW + 40)
    raw = loaded.cookie_header("https://shop.example/", now=NOW + 40)
    assert b"raw=\xff\xfe" in raw.encode("utf-8", "surrogateescape")


def test_the_file_is_the_cli_format_and_private(tmp_path: Path) -> None:
    path = tmp_path / "jar.jsonl"
    path.write_text("old\n")
    _jar().save(path, now=NOW + 30)
    if sys.platform != "win32":
        assert stat.S_IMODE(os.stat(path).st_mode) == 0o600  # cookies are credentials
    assert [p.name for p in tmp_path.iterdir()] == ["jar.jsonl"]  # no temporary file left
    data = path.read_bytes()
    assert "caf\xe9 \u2603".encode() in data  # UTF-8, readable
    records = [json.loads(line) for line in data.splitlines()]
    first = records[0]
    assert list(first) == [
        "name", "value", "domain", "path", "host_only", "secure", "http_only", "same_site",
        "expires", "creation", "expiry", "last_access",
    ]  # fmt: skip
    assert first["name"] == "lang"  # sid is a session cookie: not saved by default
    assert first["expires"] == "2023-11-14T23:13:40.250000+00:00"
    assert first["expiry"] == NOW + 20 + 3600
    assert r"\udcff\udcfe" in data.decode()  # the line with non-UTF-8 bytes is escaped
    # The CLI's --jar prints the same lines (session cookies included) and reads them back.
    log = tmp_path / "log.tsv"
    log.write_text("https://shop.example/\tsid=1; Secure\nhttps://shop.example/\tb=2; Max-Age=9\n")
    saved = tmp_path / "cli.jsonl"
    assert main(["cookies", "--now", str(NOW), "--save", str(saved), str(log)]) == 0
    assert [json.loads(line)["name"] for line in saved.read_text().splitlines()] == ["b"]
    again, empty = tmp_path / "again.jsonl", tmp_path / "empty.tsv"
    empty.write_text("")
    arguments = ["--load", str(saved), "--save", str(again), str(empty)]
    assert main(["cookies", "--now", str(NOW + 1), *arguments]) == 0
    assert again.read_text() == saved.read_text()


def test_session_and_expired_cookies(tmp_path: Path) -> None:
    jar = _jar()
    out = io.StringIO()
    assert jar.save(out, now=NOW + 30) == 8  # not the session cookies sid and __Host-t
    names = [json.loads(line)["name"] for line in out.getvalue().splitlines()]
    assert "sid" not in names and "__Host-t" not in names and "" in names
    assert out.getvalue().isascii()  # a text stream gets \u escapes, whatever its encoding
    # At a later time, the cookies with Max-Age=100 have expired: not saved, not loaded.
    later = io.BytesIO()
    assert jar.save(later, now=NOW + 200) == 2
    later.seek(0)
    assert CookieJar().load(later, now=NOW + 200) == 2
    out.seek(0)
    fresh = CookieJar()
    assert fresh.load(out, now=NOW + 200) == 2
    assert {c.name for c in fresh.cookies(now=NOW + 200)} == {"lang", "pref"}


def test_load_merges_and_replaces() -> None:
    jar = CookieJar()
    jar.set_cookie(
        "lang=de; Domain=shop.example; Path=/; Max-Age=9999", "https://shop.example/", now=NOW
    )
    jar.set_cookie("keep=1; Max-Age=9999", "https://other.example/", now=NOW)
    saved = io.StringIO()
    _jar().save(saved, now=NOW + 30)
    saved.seek(0)
    jar.load(saved, now=NOW + 30)
    names = [c.name for c in jar.cookies(now=NOW + 30)]
    assert names[:2] == ["lang", "keep"]  # the replaced cookie keeps its place
    assert jar.cookie_header("https://other.example/", now=NOW + 30) == "keep=1"
    assert "lang=fr" in jar.cookie_header("https://shop.example/", now=NOW + 30)


def _line(**changes: object) -> str:
    record: dict[str, object] = {
        "name": "a", "value": "b", "domain": "site.example", "path": "/", "host_only": True,
        "secure": False, "http_only": False, "same_site": "Default", "expires": None,
        "creation": NOW, "expiry": None, "last_access": NOW,
    }  # fmt: skip
    record.update(changes)
    for key in [k for k, v in changes.items() if v is _persistence]:
        del record[key]
    return json.dumps(record)


BAD_LINES = {
    "not JSON": "{",
    "an array": "[1]",
    "nested too deeply": "[" * 100_000,
    "too many digits": '{"creation": ' + "1" * 5000 + "}",
    "NaN": _line(creation=float("nan")),
    "Infinity expiry": _line(expiry=float("inf")),
    "a missing key": _line(last_access=_persistence),
    "a missing expiry": _line(expiry=_persistence),
    "a bool as a number": _line(creation=True),
    "a number as a flag": _line(secure=1),
    "a CTL in the value": _line(value="b\nSet-Cookie: x"),
    "a ';' in the value": _line(value="b; admin=1"),
    "a '=' in the name": _line(name="a=b"),
    "an empty name and value": _line(name="", value=""),
    "over 4096 octets": _line(value="x" * 4096),
    "an empty domain": _line(domain=""),
    "a dotted domain": _line(domain=".site.example"),
    "a relative path": _line(path="x"),
    "a bad same_site": _line(same_site="lax"),
    "SameSite=None without Secure": _line(same_site="None"),
    "__Host- with a domain": _line(name="__Host-a", secure=True, host_only=False),
    "__Secure- without Secure": _line(name="__secure-a"),
    "__Http- without HttpOnly": _line(name="__Http-a", secure=True),
    "a nameless prefix": _line(name="", value="__Host-x"),
}


@pytest.mark.parametrize("line", BAD_LINES.values(), ids=list(BAD_LINES))
def test_a_bad_line_raises_and_changes_nothing(line: str) -> None:
    jar = CookieJar()
    jar.set_cookie("kept=1", "https://site.example/", now=NOW)
    before = _state(jar)
    with pytest.raises(CookieFileError) as caught:
        jar.load(io.StringIO(_line(name="good") + "\n\n" + line + "\n"), now=NOW)
    assert caught.value.line == 3
    assert str(caught.value).startswith("line 3: ")
    assert isinstance(caught.value, ValueError)
    assert _state(jar) == before


def test_bytes_long_lines_and_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(CookieFileError, match="line 1: not UTF-8"):
        CookieJar().load(io.BytesIO(b'{"name": "\xff"}\n'))
    assert CookieJar().load(io.BytesIO(("\ufeff" + _line() + "\n").encode()), now=NOW) == 1
    monkeypatch.setattr(_persistence, "MAX_LINE_OCTETS", 100)
    with pytest.raises(CookieFileError, match="line 1: longer than 100"):
        CookieJar().load(io.StringIO(_line(value="x" * 200)))
    monkeypatch.undo()
    many = "".join(_line(name=f"n{i}", last_access=NOW + i) + "\n" for i in range(1000))
    jar = CookieJar()
    jar.load(io.StringIO(many), now=NOW)
    assert len(jar) <= MAX_COOKIES_PER_DOMAIN  # a hostile file cannot overfill the jar
    assert "n999=b" in jar.cookie_header("https://site.example/", now=NOW)  # newest kept


def test_argument_errors_and_os_errors(tmp_path: Path) -> None:
    jar = CookieJar()
    with pytest.raises(TypeError, match="file"):
        jar.save(42)
    with pytest.raises(TypeError, match="file"):
        jar.load(42)
    with pytest.raises(TypeError, match="now"):
        jar.save(io.StringIO(), now="today")
    with pytest.raises(FileNotFoundError):
        jar.load(tmp_path / "missing.jsonl")
    with pytest.raises(FileNotFoundError):
        jar.save(tmp_path / "no" / "such" / "dir.jsonl")
    assert not math.isnan(NOW)


def test_cli_load_of_a_corrupt_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text(_line() + "\n" + _line(value="a;b") + "\n")
    assert main(["cookies", "--load", str(bad)]) == 2
    assert "bad.jsonl: not a saved jar: line 2: a ';'" in capsys.readouterr().err
    assert main(["cookies", "--load", str(tmp_path / "missing")]) == 2


@given(st.text(max_size=300) | st.binary(max_size=300))
def test_any_file_loads_or_raises_the_documented_error(data: str | bytes) -> None:
    jar = CookieJar()
    stream = io.BytesIO(data) if isinstance(data, bytes) else io.StringIO(data)
    try:
        jar.load(stream, now=NOW)
    except CookieFileError:
        assert len(jar) == 0


@given(
    st.lists(
        st.tuples(
            st.sampled_from(["https://a.example/p/q", "http://b.a.example/", "https://[::1]/"]),
            st.text(alphabet="ab=; \t_-HostSecurDmainPthx/.", max_size=60),
        ),
        max_size=12,
    )
)
def test_round_trip_of_generated_jars(fields: list[tuple[str, str]]) -> None:
    jar = CookieJar()
    for url, field in fields:
        jar.set_cookie(field + "; Max-Age=50", url, now=NOW)
        jar.set_cookie(field, url, now=NOW)
    out = io.BytesIO()
    jar.save(out, session_cookies=True, now=NOW)
    out.seek(0)
    loaded = CookieJar()
    loaded.load(out, now=NOW)
    assert _state(loaded) == _state(jar)
