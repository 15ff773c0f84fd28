"""``webapi decode`` and ``webapi sniff``."""

from __future__ import annotations

from pathlib import Path

import pytest

from webapi.cli._main import main
from webapi.html import decode_html


@pytest.fixture
def page(tmp_path: Path) -> Path:
    path = tmp_path / "page.html"
    path.write_bytes('<meta charset="shift_jis"><p>日本'.encode("cp932"))
    return path


def test_sniff(page: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bom = tmp_path / "bom.html"
    bom.write_bytes(b"\xff\xfe<\x00")
    assert main(["sniff", str(page), str(bom)]) == 0
    assert capsys.readouterr().out == (f"Shift_JIS\ttentative\t{page}\nUTF-16LE\tcertain\t{bom}\n")
    assert main(["sniff", "--content-type", "text/html; charset=gbk", str(page)]) == 0
    assert capsys.readouterr().out == f"GBK\tcertain\t{page}\n"
    assert main(["sniff", str(tmp_path / "missing")]) == 2


def test_decode(page: Path, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    assert main(["decode", str(page)]) == 0
    assert capsysbinary.readouterr().out == '<meta charset="shift_jis"><p>日本'.encode()
    assert main(["decode", "--encoding", "latin1", str(page)]) == 0
    assert capsysbinary.readouterr().out == page.read_bytes().decode("cp1252").encode()


def test_decode_gives_what_decode_html_gives(
    tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    late = (
        b"<html><head><title>" + b"x" * 2000 + b"</title>"
        b'<meta http-equiv="Content-Type" content="text/html; charset=shift_jis">'
        b"</head><body>\x82\xa0\x83A</body></html>"
    )
    pages = {
        "late meta": (late, None, "windows-1252"),
        "late meta, content type": (late, "text/html; charset=euc-jp", "windows-1252"),
        "early meta": (b'<meta charset="gbk">\xc4\xe3\xba\xc3', None, "windows-1252"),
        "BOM": (b"\xef\xbb\xbf<p>\xc3\xa9" + b"y" * 70_000, None, "windows-1252"),
        "default": (b"<p>\x82\xa0" * 40_000, None, "cp932"),
        "UTF-16 BOM": (b"\xff\xfe<\x00p\x00", None, "windows-1252"),
    }
    for name, (data, content_type, default) in pages.items():
        path = tmp_path / "page.html"
        path.write_bytes(data)
        argv = ["decode", str(path), "--default", default]
        if content_type is not None:
            argv += ["--content-type", content_type]
        assert main(argv) == 0
        expected = decode_html(
            data, content_type, default="Shift_JIS" if default == "cp932" else default
        )
        assert capsysbinary.readouterr().out.decode() == expected.text, name
    assert "あア" in decode_html(late).text  # the late <meta> counted


def test_decode_streams_across_blocks(
    tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    text = "日本語テキスト、" * 20_000  # well past one 64 KiB block, characters split between
    path = tmp_path / "big.txt"
    path.write_bytes(text.encode("euc_jp"))
    assert main(["decode", "--encoding", "euc-jp", str(path)]) == 0
    assert capsysbinary.readouterr().out == text.encode()


def test_decode_rejects_an_unknown_label(page: Path) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["decode", "--encoding", "nonsense", str(page)])
    assert exit_info.value.code == 2


@pytest.mark.parametrize(
    ("options", "content", "shown"),
    [
        ([], '<meta charset="shift_jis"><p>日本'.encode("cp932"), "Shift_JIS\ttentative"),
        ([], "<p>café".encode("cp1252"), "windows-1252\ttentative"),  # --default's
        (["--default", "koi8-r"], "<p>кот".encode("koi8_r"), "KOI8-R\ttentative"),
        (["--content-type", "text/html;charset=gbk"], "<p>中文".encode("gbk"), "GBK\tcertain"),
        (["--encoding", "euc-kr"], "<p>한국".encode("euc_kr"), "EUC-KR\tcertain"),
        (["--encoding", "latin1"], "\ufeff<p>ü".encode("utf-8"), "UTF-8\tcertain"),  # its BOM
        # a <meta> past the first 1,024 bytes changes the tentative encoding: then certain
        ([], b"<p>" + b"x" * 2000 + b"<meta charset=utf-8>\xc3\xbc", "UTF-8\tcertain"),
    ],
)
def test_decode_shows_the_encoding_it_used(
    options: list[str],
    content: bytes,
    shown: str,
    tmp_path: Path,
    capsysbinary: pytest.CaptureFixture[bytes],
) -> None:
    # Issue #42: no command said which encoding `webapi decode` used.
    path = tmp_path / "page.html"
    path.write_bytes(content)
    assert main(["decode", *options, str(path)]) == 0
    text, nothing = capsysbinary.readouterr()
    assert nothing == b""  # only when asked
    assert main(["decode", "--show-encoding", *options, str(path)]) == 0
    out, err = capsysbinary.readouterr()
    assert out == text
    assert err.decode() == f"{shown}\t{path}\n"
    encoding = shown.partition("\t")[0]
    assert out.decode().lstrip("\ufeff") == content.decode(
        {"Shift_JIS": "cp932", "windows-1252": "cp1252"}.get(encoding, encoding)
    ).lstrip("\ufeff")
