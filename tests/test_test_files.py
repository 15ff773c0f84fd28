"""The test files' names: pytest imports a test module in a folder without ``__init__.py`` by its
file name alone (rootdir-based "prepend" imports), so two such files of one name break the
whole run's collection ("import file mismatch"), in every worker."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def test_no_two_modules_outside_packages_share_a_name() -> None:
    by_name: dict[str, list[str]] = defaultdict(list)
    for path in TESTS.rglob("*.py"):
        if not (path.parent / "__init__.py").exists() and path.name.startswith("test_"):
            by_name[path.name].append(str(path.relative_to(TESTS)))
    clashes = {name: paths for name, paths in by_name.items() if len(paths) > 1}
    assert not clashes, f"rename one of each (or make its folder a package): {clashes}"
