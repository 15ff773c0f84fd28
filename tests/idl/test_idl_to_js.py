"""The extras key ``to_js``: a ``to_js()`` method that makes a native JavaScript object from the
stringifier under Pyodide (``webapi._webidl.to_js_object``), and its validation."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from idl.emit import emit_module
from idl.extras import ExtrasError, read_extras
from idl.reader import UnsupportedIDL, read_idl

IDL = """
interface Link {
  constructor(USVString href);
  stringifier attribute USVString href;
};

interface Plain {
  readonly attribute DOMString value;
};
"""


def _extras(tmp_path: Path, link: str, plain: str = "") -> Path:
    path = tmp_path / "x.extras.toml"
    path.write_text(
        textwrap.dedent(
            f"""\
            idl = "x.webidl"
            output = "out.py"
            [interface.Link]
            impl = "m:LinkImpl"
            {link}
            [interface.Plain]
            impl = "m:PlainImpl"
            {plain}
            """
        ),
        encoding="utf-8",
    )
    return path


def test_to_js_is_emitted_from_the_stringifier(tmp_path: Path) -> None:
    extras = read_extras(_extras(tmp_path, 'to_js = "URL"'), tmp_path)
    assert extras.interfaces["Link"].to_js == "URL"
    assert extras.interfaces["Plain"].to_js is None
    source = emit_module(read_idl(IDL), extras, ("x.webidl", "x.extras.toml"))
    compile(source, "out.py", "exec")
    assert "    def to_js(self) -> Any:\n" in source
    assert '        return to_js_object("URL", self._impl.href)\n' in source
    assert source.count("def to_js(") == 1
    assert "    to_js_object,\n" in source


def test_without_the_key_there_is_no_to_js(tmp_path: Path) -> None:
    extras = read_extras(_extras(tmp_path, ""), tmp_path)
    source = emit_module(read_idl(IDL), extras, ("x.webidl", "x.extras.toml"))
    assert "to_js" not in source


def test_to_js_needs_a_stringifier(tmp_path: Path) -> None:
    extras = read_extras(_extras(tmp_path, "", 'to_js = "Plain"'), tmp_path)
    with pytest.raises(UnsupportedIDL, match="needs Plain to have a stringifier"):
        emit_module(read_idl(IDL), extras, ("x.webidl", "x.extras.toml"))


@pytest.mark.parametrize("value", ['"new URL"', '"globalThis.URL"', "1"])
def test_to_js_must_name_a_javascript_global(tmp_path: Path, value: str) -> None:
    with pytest.raises(ExtrasError, match="to_js"):
        read_extras(_extras(tmp_path, f"to_js = {value}"), tmp_path)
