"""What the generator learned for the HTML Standard's element interfaces (idl/html.extras.toml):
an interface's ``[LegacyFactoryFunction=Image(...)]`` is not a member; ``left_out`` with the key
``""`` leaves out the unnamed special operations (``HTMLFormElement``'s getters); a reflected
``stringifier attribute`` (``[ReflectSetter] stringifier attribute USVString href``) is the
stringifier; typing's names from ``webapi._webidl`` where typing is not loaded (``overload``)."""

from __future__ import annotations

import webapi.dom
import webapi.html
from idl.reader import read_idl


def test_legacy_factory_function_is_not_a_member() -> None:
    definitions = read_idl(
        "[Exposed=Window, LegacyFactoryFunction=Image(optional unsigned long width)]\n"
        "interface HTMLImageElement : HTMLElement { attribute DOMString alt; };"
    )
    (interface,) = definitions.interfaces
    assert [member.name for member in interface.members] == ["alt"]


def test_unnamed_special_operations() -> None:
    form = webapi.html.HTMLFormElement  # its indexed and named getters
    assert "__getitem__" in vars(form) and "__len__" in vars(form) and "keys" in vars(form)
    select = webapi.html.HTMLSelectElement  # its named "item" getter and its indexed setter
    assert "__getitem__" in vars(select) and "__setitem__" in vars(select)
    assert "__setitem__" in vars(webapi.html.HTMLOptionsCollection)


def test_a_reflected_stringifier_attribute_is_the_stringifier() -> None:
    # stringifier_str = false in html.extras.toml: toString() is the stringifier (href), str()
    # stays Element's (the start tag)
    for cls in (webapi.html.HTMLAnchorElement, webapi.html.HTMLAreaElement):
        assert "__str__" not in vars(cls) and "toString" in vars(cls)
        assert cls.__str__ is webapi.dom.Element.__str__
        assert isinstance(vars(cls)["href"], property)
        assert vars(cls)["href"].fset is not None


def test_an_attribute_named_by_a_python_keyword_takes_a_trailing_underscore() -> None:
    # link.as and script.async: the Python name is as_ / async_ (PEP 8's spelling, as the
    # reader names an argument async_), the IDL name stays the JavaScript shim's
    from idl.jsshim import describe, read_definitions

    link, script = webapi.html.HTMLLinkElement, webapi.html.HTMLScriptElement
    for cls, name in ((link, "as"), (script, "async")):
        assert name + "_" in vars(cls) and name not in vars(cls)
    definitions, _ = read_definitions()
    shim = {i["name"]: i for i in describe(definitions)["interfaces"]}
    for interface, name in (("HTMLLinkElement", "as"), ("HTMLScriptElement", "async")):
        assert name in [a["name"] for a in shim[interface]["attributes"]]
