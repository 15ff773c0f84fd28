"""The IDL blocks of a WHATWG Bikeshed source (``url.bs``, ``urlpattern.bs``), and
the ``.webidl`` file made from them.

The spec sources live outside the repository: in ``$WEBAPI_SPEC_DIR`` if that
is set, else in ``shared/spec`` next to the checkout; a source pinned elsewhere (the Encoding
Standard's ``encoding.bs``, kept with its data by ``wpt/``) is found by what the caller passes
(``generate/`` and the tests pass ``wpt.encoding.SPEC_SOURCES``): idl/ imports nothing of wpt/.
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Callable, Mapping
from pathlib import Path

__all__ = ["extract_idl_blocks", "render_webidl", "spec_dir", "spec_source", "webidl_body"]

#: ``<pre class=idl>`` (HTML-escaped) and ``<xmp class="idl">`` (raw text) blocks.
_IDL_BLOCK = re.compile(r"<(pre|xmp)\s+class=[\"']?idl[\"']?(?:\s[^>]*)?>(.*?)</\1>", re.DOTALL)


def spec_dir(root: Path) -> Path:
    """Where the spec sources are, for the repository at ``root``."""
    override = os.environ.get("WEBAPI_SPEC_DIR")
    if override:
        return Path(override)
    return root.resolve().parent / "shared" / "spec"


def spec_source(
    root: Path, name: str, pinned: Mapping[str, Callable[[], Path]] | None = None
) -> Path:
    """The Bikeshed source ``name`` (``url.bs``, ...) for the repository at ``root``: in
    :func:`spec_dir`, but a source ``pinned`` names, which its function finds (``encoding.bs``,
    pinned with the Encoding Standard's data: ``wpt.encoding.SPEC_SOURCES`` finds it in
    ``$ENCODING_DATA``, ``../shared/encoding`` or a verified download)."""
    find = (pinned or {}).get(name)
    return find() if find is not None else spec_dir(root) / name


def extract_idl_blocks(source: str) -> list[str]:
    """The IDL blocks in order, unescaped, without surrounding blank lines."""
    return [
        (html.unescape(block) if tag == "pre" else block).strip("\n").rstrip()
        for tag, block in _IDL_BLOCK.findall(source)
    ]


def render_webidl(blocks: list[str], spec_name: str, which: str = "") -> str:
    """The ``.webidl`` file for ``blocks``: a comment naming the source (and ``which`` of
    its blocks, when not all), then the blocks in order separated by blank lines."""
    header = (
        f"// The Web IDL blocks of {spec_name}{which}, in order, unescaped. Do not edit by hand:\n"
        f"// run `python -m idl.generate --update-idl` (tests/idl checks it against {spec_name}).\n"
    )
    return header + "\n" + "\n\n".join(blocks) + "\n"


def webidl_body(text: str) -> str:
    """A ``.webidl`` file without its leading ``//`` comment lines and blank lines."""
    lines = text.splitlines()
    while lines and (lines[0].startswith("//") or not lines[0].strip()):
        lines.pop(0)
    return "\n".join(lines).rstrip() + "\n"
