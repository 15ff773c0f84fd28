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
