"""``webapi.encoding``'s Python codecs (``whatwg-`` + label: every label of the standard, the
nine with ``:`` too, found as Python's registry hands names over, the label table published
whole to threads), the hooks, and the lazy loading of TextDecoder / TextEncoder."""

from __future__ import annotations

import codecs
import io
import random
import threading
from typing import Any

import pytest

import webapi.encoding as encoding
import wpt.encoding
from tests._sample import sampled
from webapi.encoding import _codecs
from webapi.encoding._codecs import _python_normalized
from webapi.encoding._labels import LABELS

NAMES = [e["name"] for group in wpt.encoding.encodings() for e in group["encodings"]]


def test_no_two_encodings_share_a_python_normalized_label() -> None:
    seen: dict[str, str] = {}
    for group in wpt.encoding.encodings():
        for e in group["encodings"]:
            for label in e["labels"]:
                assert seen.setdefault(_python_normalized(label), e["name"]) == e["name"]


@pytest.mark.parametrize("name", NAMES)
def test_codec_decode_equals_the_decoder(name: str) -> None:
    rng = random.Random(name)
    info = codecs.lookup("whatwg-" + name)
    assert info.name == "whatwg-" + name.lower()
    for _ in range(100):
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(10)))
        expected = encoding.get_decoder(name).decode(data, True)
        assert data.decode("whatwg-" + name, "replace") == expected
        incremental = codecs.getincrementaldecoder("whatwg-" + name)("replace")
        out = "".join(incremental.decode(data[i : i + 1]) for i in range(len(data)))
        assert out + incremental.decode(b"", True) == expected
        if "\ufffd" in expected:
            with pytest.raises(UnicodeDecodeError):
                data.decode("whatwg-" + name)


def test_codecs_by_any_label() -> None:
    assert b"\x80\x81".decode("whatwg-latin1") == "\u20ac\x81"  # windows-1252 in browsers
    assert b"\x80".decode("whatwg-GBK") == "\u20ac"
    assert b"\x82\xa0".decode("whatwg-x-sjis") == "\u3042"
    assert b"\x82\xa0".decode("WHATWG-Shift_JIS") == "\u3042"
    with pytest.raises(LookupError):
        codecs.lookup("whatwg-nonsense")
    assert "caf\xe9\u2192".encode("whatwg-latin1", "xmlcharrefreplace") == b"caf\xe9&#8594;"
    with pytest.raises(UnicodeEncodeError):
        "\u2192".encode("whatwg-windows-1252")
    with pytest.raises(LookupError):
        "a".encode("whatwg-utf-16le")
    text = io.TextIOWrapper(io.BytesIO("日本語\n".encode("cp932")), encoding="whatwg-sjis")
    assert text.read() == "日本語\n"


@pytest.mark.parametrize("label", sorted(LABELS))
@sampled()
def test_every_label_is_a_codec(label: str) -> None:
    # before: the nine labels with ":" (iso_8859-1:1987, ...) were not found
    info = codecs.lookup("whatwg-" + label)
    assert info.name == "whatwg-" + LABELS[label].lower()
    assert codecs.lookup("WHATWG-" + label.upper()).name == info.name


def test_names_are_read_as_pythons_registry_reads_them() -> None:
    # codecs.lookup normalizes a name before any search function sees it (runs of characters
    # other than ASCII letters, digits and "." become one "_", none at either end), so the
    # whatwg- codecs accept what Python's own accept: "utf-8\u2003" is UTF-8 to both.
    for decorated in ("utf-8\u2003", " utf-8 ", "\tutf--8", "utf_8:"):
        assert codecs.lookup(decorated).name == "utf-8"
        assert codecs.lookup("whatwg-" + decorated).name == "whatwg-utf-8"
    for unknown in ("whatwg-", "whatwg-utf-9", "whatwg-iso-8859-1-1987x", "whatwg"):
        with pytest.raises(LookupError):
            codecs.lookup(unknown)


@pytest.mark.needs_threads
def test_the_label_table_is_published_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    # Before, the table was filled in place while other threads read it: a thread arriving
    # meanwhile found valid labels missing (LookupError).
    monkeypatch.setattr(_codecs, "_BY_NORMALIZED_LABEL", None)
    monkeypatch.setattr(_codecs, "_CACHE", {})
    entered = threading.Event()
    release = threading.Event()
    real = _codecs._python_normalized
    calls = {"n": 0}

    def slow(name: str) -> str:
        calls["n"] += 1
        if calls["n"] == 50:  # halfway through building the table
            entered.set()
            release.wait(5)
        return real(name)

    monkeypatch.setattr(_codecs, "_python_normalized", slow)
    found: list[Any] = []
    builder = threading.Thread(target=lambda: found.append(_codecs.search("whatwg-x-sjis")))
    builder.start()
    assert entered.wait(5)
    found.append(_codecs.search("whatwg-shift_jis"))  # another thread, table half built
    release.set()
    builder.join()
    assert [info.name for info in found] == ["whatwg-shift_jis", "whatwg-shift_jis"]


def test_hooks() -> None:
    assert encoding.bom_sniff(b"\xef\xbb\xbfx") == "UTF-8"
    assert encoding.bom_sniff(b"\xfe\xff") == "UTF-16BE"
    assert encoding.bom_sniff(b"\xff\xfe\x00") == "UTF-16LE"
    assert encoding.bom_sniff(b"\xef\xbb") is None
    assert encoding.decode(b"\xef\xbb\xbf\xc3\xa9", "windows-1252") == "\xe9"
    assert encoding.decode(b"\xc3\xa9", "windows-1252") == "\xc3\xa9"
    assert encoding.decode(b"\xff\xfeA\x00", "Shift_JIS") == "A"
    assert encoding.utf8_decode(b"\xef\xbb\xbf\xef\xbb\xbfA\xff") == "\ufeffA\ufffd"
    assert encoding.utf8_decode_without_bom(b"\xef\xbb\xbfA") == "\ufeffA"
    assert encoding.utf8_decode_without_bom_or_fail(b"\xff") is None
    assert encoding.utf8_decode_without_bom_or_fail(b"ok") == "ok"
    assert encoding.utf8_encode("a\ud800") == b"a\xef\xbf\xbd"
    assert encoding.encode("a\u2192\xe9", "windows-1252") == b"a&#8594;\xe9"
    assert encoding.encode("\u2192", "UTF-8") == b"\xe2\x86\x92"


@pytest.mark.needs_subprocess
def test_import_webapi_loads_no_encoding_and_first_use_does() -> None:
    import subprocess
    import sys

    code = (
        "import sys, webapi\n"
        "assert 'webapi.encoding' not in sys.modules\n"
        "from webapi import TextDecoder\n"
        "assert TextDecoder('utf8').encoding == 'utf-8'\n"
        "assert 'webapi.encoding._bindings' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
