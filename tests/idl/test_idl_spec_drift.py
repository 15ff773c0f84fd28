"""``idl/url.webidl`` holds exactly the IDL blocks of the URL Standard's source.

The spec source is read from ``$WEBAPI_SPEC_DIR`` or ``shared/spec`` next to the
checkout.  When it is missing this test fails (CI has it); it never skips.
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from idl.spec import extract_idl_blocks, render_webidl, spec_dir, webidl_body

REPO_ROOT = Path(__file__).resolve().parents[2]

WEBIDL = REPO_ROOT / "idl" / "url.webidl"


def _spec_source() -> Path:
    path = spec_dir(REPO_ROOT) / "url.bs"
    if not path.is_file():
        pytest.fail(
            f"The URL Standard source {path} is missing, so idl/url.webidl cannot be checked "
            "against it. Put url.bs in ../shared/spec next to the checkout or point "
            "$WEBAPI_SPEC_DIR at the directory holding it."
        )
    return path


def test_webidl_matches_the_spec_idl_blocks() -> None:
    blocks = extract_idl_blocks(_spec_source().read_text(encoding="utf-8"))
    assert len(blocks) == 2, "the URL Standard has two IDL blocks (URL and URLSearchParams)"
    expected = "\n\n".join(blocks) + "\n"
    actual = webidl_body(WEBIDL.read_text(encoding="utf-8"))
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(keepends=True),
                actual.splitlines(keepends=True),
                "url.bs IDL blocks",
                "idl/url.webidl",
            )
        )
        pytest.fail(
            "idl/url.webidl has drifted from the spec's IDL: run "
            f"`python -m idl.generate --update-idl`\n{diff}"
        )


def test_webidl_file_is_exactly_what_update_idl_writes() -> None:
    blocks = extract_idl_blocks(_spec_source().read_text(encoding="utf-8"))
    assert WEBIDL.read_text(encoding="utf-8") == render_webidl(blocks, "url.bs")


def test_extraction_unescapes_and_finds_every_block() -> None:
    source = (
        "<p>text</p>\n<pre class=idl>\ninterface A {\n  sequence&lt;DOMString> f();\n};\n</pre>\n"
        '<pre class="idl extract">\ninterface B {};\n</pre>\n<pre>not idl</pre>\n'
    )
    assert extract_idl_blocks(source) == [
        "interface A {\n  sequence<DOMString> f();\n};",
        "interface B {};",
    ]
