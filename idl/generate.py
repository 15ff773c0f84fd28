"""Generate the Python bindings from the Web IDL files in ``idl/``.

Usage, from the repository root::

    python -m idl.generate               # (re)write every generated module
    python -m idl.generate --check       # exit 1 (with a diff) if one is stale
    python -m idl.generate --update-idl  # first copy the IDL blocks from the spec sources

Each ``idl/<name>.extras.toml`` names its IDL files and its output module; see
``idl/README.md``.  ``widlparser`` and the pinned ``ruff`` (which lays the output
out) are needed here only, never at runtime.
"""

from __future__ import annotations

import argparse
import difflib
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from .emit import emit_module
from .extras import Extras, read_extras
from .reader import read_idl
from .spec import extract_idl_blocks, render_webidl, spec_source

__all__ = ["IDL_ONLY", "extras_files", "generate", "main", "repo_root", "update_idl"]

#: IDL files copied from a spec source that no module is generated from yet (``--update-idl``
#: rewrites them too, when the source is there): the file in ``idl/`` and its source. None
#: today: ``dom.webidl`` generates ``webapi/dom/_bindings.py`` (``dom.extras.toml``).
IDL_ONLY: dict[str, str] = {}


def repo_root() -> Path:
    return Path(__file__).resolve().parent.parent


def extras_files(root: Path) -> list[Path]:
    return sorted((root / "idl").glob("*.extras.toml"))


def _relative(path: Path, root: Path) -> str:
    return path.resolve().relative_to(root.resolve()).as_posix()


def _ruff_command() -> list[str]:
    """The installed ruff's executable beside this interpreter's (what ``python -m ruff``
    runs, without a second interpreter's start: 40 ms a call, two calls a module), or
    ``python -m ruff`` where there is none."""
    executable = shutil.which("ruff", path=str(Path(sys.executable).parent))
    return [executable] if executable else [sys.executable, "-m", "ruff"]


def ruff(arguments: list[str], source: str, filename: str, root: Path) -> str:
    """``source`` run through ``ruff <arguments>`` (the version pinned in the ``test``
    extra), with the repository's configuration."""
    command = [*_ruff_command(), *arguments, "--stdin-filename", filename, "-"]
    result = subprocess.run(command, input=source, capture_output=True, text=True, cwd=root)
    if result.returncode != 0:
        raise RuntimeError(
            f"ruff {arguments[0]} failed on the generated {filename}:\n" + result.stderr
        )
    return result.stdout


def generate(extras: Extras, root: Path) -> str:
    """The text of the module ``extras`` describes: emitted, then imports and
    ``__all__`` sorted and the whole formatted by ruff."""
    definitions = read_idl("\n".join(path.read_text(encoding="utf-8") for path in extras.idl))
    sources = [_relative(path, root) for path in (*extras.idl, extras.path)]
    filename = _relative(extras.output, root)
    text = emit_module(definitions, extras, sources)
    text = ruff(["check", "--select", "I,RUF022", "--fix-only", "--quiet"], text, filename, root)
    return ruff(["format", "--quiet"], text, filename, root)


#: Spec sources kept outside the spec directory: a name -> the function finding its file
#: (``idl.spec.spec_source``'s ``pinned``; ``python -m generate`` passes wpt/'s).
Pinned = Mapping[str, Callable[[], Path]]


def update_idl(extras: Extras, root: Path, pinned: Pinned | None = None) -> bool:
    """Rewrite the IDL file from its spec source (found in the spec directory or by
    ``pinned``); whether it changed."""
    if extras.spec is None or not spec_source(root, extras.spec, pinned).is_file():
        return False  # (a source the spec directory lacks is pinned by tests/idl instead)
    return _copy_idl(root, extras.spec, extras.idl[0], extras.spec_blocks, pinned)


def _copy_idl(
    root: Path, spec: str, target: Path, held: tuple[int, ...] | None, pinned: Pinned | None
) -> bool:
    """Write ``target`` from the IDL blocks of the spec source ``spec`` (those ``held``, or
    all); whether it changed."""
    source = spec_source(root, spec, pinned)
    blocks = extract_idl_blocks(source.read_text(encoding="utf-8"))
    if held is not None:
        blocks = [blocks[index] for index in held]
    which = "" if held is None else f" (its blocks {list(held)})"
    text = render_webidl(blocks, spec, which)
    if target.exists() and target.read_text(encoding="utf-8") == text:
        return False
    target.write_text(text, encoding="utf-8")
    return True


def main(argv: list[str] | None = None, pinned: Pinned | None = None) -> int:
    """``python -m idl.generate``; ``pinned``: the spec sources found elsewhere than in the
    spec directory (``python -m generate`` passes ``wpt.encoding.SPEC_SOURCES``: run alone,
    ``--update-idl`` reads ``encoding.bs`` only from the spec directory)."""
    parser = argparse.ArgumentParser(
        prog="python -m idl.generate", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--check", action="store_true", help="only report stale modules")
    parser.add_argument(
        "--update-idl", action="store_true", help="copy the IDL blocks from the spec sources first"
    )
    options = parser.parse_args(argv)
    root = repo_root()
    stale = 0
    if options.update_idl:
        for name, spec in IDL_ONLY.items():
            target = root / "idl" / name
            if spec_source(root, spec, pinned).is_file() and _copy_idl(
                root, spec, target, None, pinned
            ):
                print(f"updated {_relative(target, root)}")
    for path in extras_files(root):
        extras = read_extras(path, root)
        if options.update_idl and update_idl(extras, root, pinned):
            print(f"updated {_relative(extras.idl[0], root)}")
        text = generate(extras, root)
        output = extras.output
        current = output.read_text(encoding="utf-8") if output.exists() else ""
        if current == text:
            continue
        name = _relative(output, root)
        if options.check:
            stale += 1
            diff = difflib.unified_diff(
                current.splitlines(keepends=True),
                text.splitlines(keepends=True),
                f"{name} (committed)",
                f"{name} (generated)",
            )
            sys.stdout.writelines(diff)
            print(f"{name} is stale: run `python -m idl.generate`", file=sys.stderr)
        else:
            output.write_text(text, encoding="utf-8")
            print(f"wrote {name}")
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
