"""``tests/wpt/unicode_assigned.py``'s tables: the code points each Unicode version assigned,
from databases of successive versions (``unicodedata2`` releases installed with ``pip install
--target``, and the interpreter's own ``unicodedata``: ``stdlib``).

``python -m generate unicode-assigned stdlib FOLDER...`` rewrites the part between the
``GENERATED`` lines; without the folders it cannot run (the databases are not pinned data).
``tests/wpt/test_unicode_assigned.py`` checks the tables against the database webapi runs
with.
"""

from __future__ import annotations

from pathlib import Path

#: The module whose generated part this writes.
TARGET = Path(__file__).resolve().parents[1] / "tests" / "wpt" / "unicode_assigned.py"


def _target_version() -> str:
    """The Unicode version ``TARGET`` is for (its ``VERSION``)."""
    for line in TARGET.read_text(encoding="utf-8").splitlines():
        if line.startswith('VERSION = "'):
            return line.split('"')[1]
    raise ValueError(f"no VERSION in {TARGET}")


def version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def _dump() -> None:  # pragma: no cover - run by generate() in a child process
    import contextlib
    import importlib
    import json
    import unicodedata
    from types import ModuleType

    database: ModuleType = unicodedata
    with contextlib.suppress(ImportError):
        database = importlib.import_module("unicodedata2")
    assigned = [cp for cp in range(0x110000) if database.category(chr(cp)) != "Cn"]
    print(json.dumps([database.unidata_version, assigned]))


def _ranges(code_points: list[int]) -> list[list[int]]:
    ranges: list[list[int]] = []
    for code_point in code_points:
        if ranges and ranges[-1][1] == code_point - 1:
            ranges[-1][1] = code_point
        else:
            ranges.append([code_point, code_point])
    return ranges


def _table(name: str, ranges: list[list[int]], indent: str = "") -> list[str]:
    lines = [f"{indent}{name}("]
    row: list[str] = []
    for first, last in ranges:
        row.append(f"(0x{first:X}, 0x{last:X}),")
        if len(" ".join(row)) > 88:
            lines.append(f"{indent}    " + " ".join(row[:-1]))
            row = row[-1:]
    if row:
        lines.append(f"{indent}    " + " ".join(row))
    lines.append(f"{indent})")
    return lines


def _generated_part(folders: list[str]) -> str:  # pragma: no cover - run by hand
    """The generated part, from databases of successive versions: each of ``folders`` is a
    ``pip install --target`` folder of one ``unicodedata2`` version, or ``stdlib``."""
    import itertools
    import json
    import os
    import subprocess
    import sys

    versions: list[tuple[str, set[int]]] = []
    for folder in folders:
        env = {**os.environ, "PYTHONPATH": "" if folder == "stdlib" else folder}
        command = [sys.executable, "-S", __file__]
        output = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
        version, assigned = json.loads(output.stdout)
        versions.append((version, set(assigned)))
    versions.sort(key=lambda item: version_key(item[0]))
    assert versions[-1][0] == _target_version(), versions[-1][0]
    lines = ["# BEGIN GENERATED", "# fmt: off", f'OLDEST = "{versions[0][0]}"']
    lines += _table("ASSIGNED: tuple[tuple[int, int], ...] = ", _ranges(sorted(versions[-1][1])))
    lines.append("ADDED: dict[str, tuple[tuple[int, int], ...]] = {")
    for (_, before), (version, after) in itertools.pairwise(versions):
        lines += _table(f'"{version}": ', _ranges(sorted(after - before)), "    ")
        lines[-1] += ","
    lines += ["}", "# fmt: on", "# END GENERATED"]
    return "\n".join(lines)


def generate(folders: list[str]) -> str:
    """``TARGET`` with its generated part made from ``folders`` (``GeneratorUnavailable``
    without them)."""
    from . import GeneratorUnavailable

    if not folders:
        raise GeneratorUnavailable(
            "needs a database of each Unicode version: pip install --target /tmp/ucd-V "
            "unicodedata2==V for each V, then: python -m generate unicode-assigned stdlib "
            "/tmp/ucd-V..."
        )
    text = TARGET.read_text(encoding="utf-8")
    start = text.index("# BEGIN GENERATED")
    end = text.index("# END GENERATED") + len("# END GENERATED")
    return text[:start] + _generated_part(folders) + text[end:]


if __name__ == "__main__":  # pragma: no cover - the child process of _generated_part
    _dump()
