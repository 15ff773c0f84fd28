"""The URL corpora of ``../shared/bench`` (see its README.md) and how each line is parsed.

A line is *relative* when it does not start with a scheme (``[A-Za-z][A-Za-z0-9+.-]*:``, after
the leading C0 controls and spaces that the URL parser strips). Relative lines are parsed
against :data:`BASE` by every contender; the other lines are parsed without a base. The
decision is made once, from the text alone, so every contender gets the same work list.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from benchmarks._common import REPO_ROOT

__all__ = [
    "BASE",
    "CORPORA",
    "Corpus",
    "Item",
    "data_dir",
    "is_relative",
    "load",
    "load_all",
    "make_items",
    "sample",
]

#: The base of the synthetic corpus' relative lines (``../shared/bench/README.md``).
BASE = "https://www.example.com/docs/guide/index.html?lang=en#top"

#: Corpus name -> file name.
CORPORA: dict[str, str] = {
    "real-web": "urls-real-web.txt",
    "real-files": "urls-real-files.txt",
    "synthetic": "urls-synthetic.txt",
}

#: One unit of work: the input and the base to parse it against (``None``: no base).
Item = tuple[str, str | None]

_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*:")
_LEADING = "".join(chr(c) for c in range(0x21))


@dataclass(frozen=True)
class Corpus:
    name: str
    path: Path
    lines: list[str]
    items: list[Item]

    @property
    def relative(self) -> int:
        """How many lines are parsed against :data:`BASE`."""
        return sum(base is not None for _, base in self.items)


def data_dir() -> Path:
    """``$WEBAPI_BENCH_DATA``, else ``../shared/bench`` beside the repository root."""
    env = os.environ.get("WEBAPI_BENCH_DATA")
    if env:
        return Path(env)
    return REPO_ROOT.parent / "shared" / "bench"


def is_relative(line: str) -> bool:
    return _SCHEME.match(line.lstrip(_LEADING)) is None


def make_items(lines: list[str], base: str = BASE) -> list[Item]:
    return [(line, base if is_relative(line) else None) for line in lines]


def read_lines(path: Path) -> list[str]:
    """The lines of ``path``: UTF-8 (a leading BOM dropped), split on LF only.

    Only ``\\n`` ends a line (``str.splitlines`` would also split on characters such as U+2028
    that can occur inside a URL); a final ``\\r`` and the empty line after the last LF are dropped.
    """
    text = path.read_text(encoding="utf-8-sig")
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def sample(lines: list[str], size: int | None) -> list[str]:
    """Every k-th line, so that ``size`` lines spread over the whole corpus (all for ``None``)."""
    if size is None or size >= len(lines):
        return lines
    step = len(lines) / size
    return [lines[int(i * step)] for i in range(size)]


def load(name: str, size: int | None = None, directory: Path | None = None) -> Corpus:
    path = (directory or data_dir()) / CORPORA[name]
    lines = sample(read_lines(path), size)
    return Corpus(name, path, lines, make_items(lines))


def load_all(size: int | None = None, directory: Path | None = None) -> list[Corpus]:
    """The three corpora (``FileNotFoundError`` names the directory when they are missing)."""
    directory = directory or data_dir()
    if not directory.is_dir():
        raise FileNotFoundError(
            f"benchmark corpora not found in {directory} "
            "(set WEBAPI_BENCH_DATA to the folder with urls-real-web.txt etc.)"
        )
    return [load(name, size, directory) for name in CORPORA]
