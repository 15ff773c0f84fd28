"""``python -m generate [--check] [NAME...]``: run the generators (all by default).

Writes each generated file that changed (``--check``: writes nothing and exits 1 when one is
stale). A generator whose inputs are missing here is passed over with the reason (exit 0,
unless it was named). ``unicode-assigned`` takes its database folders as further arguments.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from . import GeneratorUnavailable

ROOT = Path(__file__).resolve().parents[1]


def _bindings(check: bool) -> int:
    from idl.generate import main

    return main(["--check"] if check else [])


def _file(target: Path, render: Callable[[], str], check: bool) -> int:
    text = render()
    relative = target.relative_to(ROOT)
    if target.read_text(encoding="utf-8") == text:
        print(f"{relative} is up to date")
        return 0
    if check:
        print(f"{relative} is stale")
        return 1
    target.write_text(text, encoding="utf-8")
    print(f"wrote {relative}")
    return 0


def _encoding_labels(check: bool) -> int:
    from . import encoding_labels

    return _file(encoding_labels.TARGET, encoding_labels.generate, check)


def _regexp_properties(check: bool) -> int:
    from . import regexp_properties

    return _file(regexp_properties.TARGET, regexp_properties.generate, check)


GENERATORS: dict[str, Callable[[bool], int]] = {
    "bindings": _bindings,
    "encoding-labels": _encoding_labels,
    "regexp-properties": _regexp_properties,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generate", description=__doc__)
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if stale")
    parser.add_argument(
        "names",
        nargs="*",
        help=f"generators ({', '.join([*GENERATORS, 'unicode-assigned'])}); all by default",
    )
    args = parser.parse_args(argv)
    names: list[str] = args.names
    folders: list[str] = []
    if names and names[0] == "unicode-assigned":
        names, folders = ["unicode-assigned"], names[1:]
    unknown = [n for n in names if n not in GENERATORS and n != "unicode-assigned"]
    if unknown:
        parser.error(f"unknown generator(s): {', '.join(unknown)}")
    status = 0
    for name in names or [*GENERATORS, "unicode-assigned"]:
        try:
            if name == "unicode-assigned":
                from . import unicode_assigned

                def render() -> str:
                    return unicode_assigned.generate(folders)

                status |= _file(unicode_assigned.TARGET, render, args.check)
            else:
                status |= GENERATORS[name](args.check)
        except GeneratorUnavailable as reason:
            print(f"{name}: passed over: {reason}", file=sys.stderr)
            if names:
                status = 1
    return status


if __name__ == "__main__":
    raise SystemExit(main())
