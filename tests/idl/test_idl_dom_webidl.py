"""The generator reads the DOM Standard's whole IDL (``idl/dom.webidl``, every IDL block of
dom.bs) into its model, and, given the types the DOM takes from other standards, emits a
module of it whose classes import and derive as the IDL says."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

import pytest

from idl.extras import read_extras
from idl.generate import generate
from idl.model import Attribute, Constant, Operation, ValueIterable
from idl.reader import EXTENDED_ATTRIBUTES, read_idl

DOM_WEBIDL = Path(__file__).resolve().parents[2] / "idl" / "dom.webidl"

#: What dom.webidl uses from other standards (HTML, High Resolution Time, Trusted Types), as
#: the smallest IDL that stands for it.
OTHERS = """
typedef double DOMHighResTimeStamp;
typedef DOMString TrustedType;
[LegacyTreatNonObjectAsNull] callback EventHandlerNonNull = any (Event event);
typedef EventHandlerNonNull? EventHandler;
interface CustomElementRegistry {};
interface HTMLSlotElement {};
"""


def test_the_dom_standards_idl_reads_whole() -> None:
    definitions = read_idl(DOM_WEBIDL.read_text(encoding="utf-8"))
    interfaces = {i.name: i for i in definitions.interfaces}
    assert len(interfaces) == 34
    assert interfaces["Text"].inherits == "CharacterData"
    assert interfaces["CharacterData"].inherits == "Node"
    assert interfaces["Node"].inherits == "EventTarget"
    node = interfaces["Node"]
    constants = [m for m in node.members if isinstance(m, Constant)]
    assert len(constants) == 18 and constants[0].name == "ELEMENT_NODE"
    assert constants[-1].value == "0x20"
    data = next(m for m in interfaces["CharacterData"].members if isinstance(m, Attribute))
    assert data.type.attributes == {"LegacyNullToEmptyString"}
    element = interfaces["Element"]
    names = [getattr(m, "name", "") for m in element.members]
    # the mixins' members come after the interface's own, in the order of the includes
    assert names.index("insertAdjacentText") < names.index("children") < names.index("before")
    append = element.operations("append")[0]
    assert append.arguments[0].variadic and str(append.arguments[0].type) == "(Node or DOMString)"
    node_list = interfaces["NodeList"]
    assert any(isinstance(m, ValueIterable) for m in node_list.members)
    assert node_list.special("getter", "unsigned long") is not None
    collection = interfaces["HTMLCollection"]
    named = collection.special("getter", "DOMString")
    assert named is not None and named.name == "namedItem"
    signal = interfaces["AbortSignal"]
    assert [o.name for o in signal.members if isinstance(o, Operation) and o.static] == [
        "abort",
        "timeout",
        "any",  # _any: Web IDL's escaped identifier
    ]
    timeout = signal.operations("timeout")[0]
    assert timeout.arguments[0].type.attributes == {"EnforceRange"}
    assert [c.name for c in definitions.callbacks] == ["MutationCallback"]
    assert [c.name for c in definitions.callback_interfaces] == [
        "EventListener",
        "NodeFilter",
        "XPathNSResolver",
    ]
    assert [p.name for p in definitions.partials] == ["Window"]  # HTML's interface
    dictionaries = {d.name: d for d in definitions.dictionaries}
    assert dictionaries["CustomEventInit"].inherits == "EventInit"
    assert dictionaries["AddEventListenerOptions"].inherits == "EventListenerOptions"


def _stubs(tmp_path: Path) -> None:
    """An impl module with an empty impl class per interface, deriving as the IDL does."""
    definitions = read_idl(DOM_WEBIDL.read_text(encoding="utf-8") + OTHERS)
    lines = []
    for interface in definitions.interfaces:
        parent = f"{interface.inherits}Impl" if interface.inherits else ""
        slots = "()" if parent else '("__weakref__",)'
        lines.append(f"class {interface.name}Impl({parent}):\n    __slots__ = {slots}\n")
    (tmp_path / "stub_impl.py").write_text("\n".join(lines), encoding="utf-8")
    tables = "".join(
        f'[interface.{i.name}]\nimpl = "stub_impl:{i.name}Impl"\nimpl_is_self = true\n'
        for i in definitions.interfaces
        if i.name != "Window"
    )
    (tmp_path / "dom.webidl").write_text(DOM_WEBIDL.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "others.webidl").write_text(OTHERS, encoding="utf-8")
    (tmp_path / "dom.extras.toml").write_text(
        'idl = ["dom.webidl", "others.webidl"]\noutput = "dom_bindings.py"\n'
        'left_out = { Window = "the HTML Standard\'s" }\n' + tables,
        encoding="utf-8",
    )


@pytest.mark.needs_subprocess  # the generator runs ruff
def test_the_dom_standards_idl_generates(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _stubs(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("stub_impl", "dom_bindings"):
        sys.modules.pop(name, None)
    extras = read_extras(tmp_path / "dom.extras.toml", tmp_path)
    (tmp_path / "dom_bindings.py").write_text(generate(extras, tmp_path), encoding="utf-8")
    module = importlib.import_module("dom_bindings")
    try:
        assert issubclass(module.Text, module.CharacterData)
        assert issubclass(module.HTMLCollection, sys.modules["stub_impl"].HTMLCollectionImpl)
        assert module.Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC == 0x20
        # a callback interface's constants: a class of them, which nothing is an instance of
        assert module.NodeFilter.SHOW_ALL == 0xFFFFFFFF and module.NodeFilter.FILTER_SKIP == 3
        with pytest.raises(TypeError, match="NodeFilter is not a constructor"):
            module.NodeFilter()
        with pytest.raises(AttributeError):
            module.NodeFilter.SHOW_ALL = 1
        assert [c.__name__ for c in module.CDATASection.__mro__[:5]] == [
            "CDATASection",
            "Text",
            "CharacterData",
            "Node",
            "EventTarget",
        ]
        with pytest.raises(TypeError, match="Illegal constructor"):
            module.Element()
        for name in ("append", "prepend", "replaceChildren", "before", "after"):
            assert callable(getattr(module.Element, name))
        assert module.AbortSignal.any is not None and module.AbortSignal.throw_if_aborted
    finally:
        sys.modules.pop("dom_bindings", None)
        sys.modules.pop("stub_impl", None)


def test_the_readme_lists_every_extended_attribute_the_reader_knows() -> None:
    readme = (DOM_WEBIDL.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Extended attributes\n", 1)[1].split("\n## ", 1)[0]
    listed: dict[str, str] = {}
    for row in section.splitlines():
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        if len(cells) == 3 and cells[0].startswith("`["):
            for name in re.findall(r"`\[(\w+)\]`", cells[0]):
                listed[name] = cells[1].split()[0]
    assert listed == EXTENDED_ATTRIBUTES


@pytest.mark.needs_subprocess  # the generator runs ruff
def test_the_layout_benchmark_runs(capsys: pytest.CaptureFixture[str]) -> None:
    from benchmarks import idl_layout

    assert idl_layout.main(["--nodes", "20", "--rounds", "1"]) == 0
    out = capsys.readouterr().out
    for row in ("plain __slots__", "impl_is_self", "wrapper + impl"):
        assert row in out
    for name in ("own_bindings", "own_impl", "wrapped_bindings", "wrapped_impl"):
        sys.modules.pop(name, None)
