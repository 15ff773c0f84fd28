"""``python -m generate``: the one command that runs every generator (``generate/``)."""

from __future__ import annotations

import pytest

from generate.__main__ import GENERATORS, main


@pytest.mark.needs_subprocess  # the bindings generator runs ruff; regexp-properties, Node
def test_every_generated_file_is_fresh(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # regexp-unicode asks Node about every code point (some 7 s): its slow test checks it.
    monkeypatch.delitem(GENERATORS, "regexp-unicode")
    # The bindings: tests/idl/test_idl_generated_fresh.py checks each module (some 2.5 s of
    # CPU the default run paid twice).
    monkeypatch.delitem(GENERATORS, "bindings")
    assert main(["--check"]) == 0
    out = capsys.readouterr()
    assert "webapi/encoding/_labels.py is up to date" in out.out
    assert "webapi/html/parsing/_named_character_references.py is up to date" in out.out
    # The Unicode tables need databases given as arguments: passed over, saying how.
    assert "unicode-assigned: passed over" in out.err and "pip install" in out.err


def test_a_named_generator_that_cannot_run_fails_saying_why(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["unicode-assigned"]) == 1
    assert "unicodedata2" in capsys.readouterr().err


def test_the_encoding_labels_generator_alone(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--check", "encoding-labels"]) == 0
    assert "up to date" in capsys.readouterr().out


def test_unknown_names_are_usage_errors() -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["nope"])
    assert exit_info.value.code == 2
    assert {
        "bindings",
        "encoding-labels",
        "named-character-references",
        "regexp-properties",
        "regexp-unicode",
    } == set(GENERATORS)
