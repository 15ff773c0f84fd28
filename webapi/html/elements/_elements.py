"""The HTML namespace's element interfaces, registered with the DOM: importing this module makes
every element the DOM creates in the HTML namespace (``createElement``, HTML's parser,
``innerHTML``, cloning) an instance of its interface's generated class (``_element_table``: a
``div`` an ``HTMLDivElement``, an unknown name an ``HTMLUnknownElement``, a valid custom element
name an ``HTMLElement``), and the HTML Standard's document base URL the DOM's ``baseURI``.

The registration itself is cheap (two assignments); the generated classes load when the DOM
first asks for one. The parser's and ``DOMParser``'s modules import this one, so that documents
built from markup have their HTML classes without their users importing anything else;
the same registration gives the DOM the HTML Standard's steps of its ``innerHTML``,
``outerHTML``, ``document.title``... (``register_html_steps``, loaded on their first call); the
public classes are also :mod:`webapi.html`'s names (``webapi.html.HTMLAnchorElement``), which
load this module.
"""

from __future__ import annotations

from webapi._lazy import import_module, load_provider
from webapi._webidl import register_interface_above
from webapi.dom.engine import DocumentImpl, register_element_interface, register_html_steps
from webapi.infra import HTML_NAMESPACE

from ..common._element_table import INTERFACES, is_valid_custom_element_name

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["html_element_interface"]

#: local name -> class, for the names the Standard gives an interface (made on first need).
_CLASSES: dict[str, type[Any]] = {}


def _bindings() -> Any:
    """The generated module (loaded on first use: its impl classes import this module)."""
    return load_provider("html:element-classes")


def _load() -> dict[str, type[Any]]:
    bindings = _bindings()

    _CLASSES.update({name: getattr(bindings, interface) for name, interface in INTERFACES.items()})
    _CLASSES["\x00"] = bindings.HTMLUnknownElement  # (the unknown names' class)
    return _CLASSES


def _autonomous_class() -> type[Any]:
    """The valid custom element names' class (HTMLElement with the custom element steps),
    kept under the key ``""``: its module loads with the first such name (a page without
    custom elements loads none of it)."""
    found = _CLASSES[""] = load_provider("html:autonomous-class")()
    return found  # type: ignore[no-any-return]


def html_element_interface(local_name: str) -> type[Any]:
    """The element interface's class for ``local_name`` in the HTML namespace
    (https://html.spec.whatwg.org/multipage/dom.html#elements-in-the-dom). Names without an
    interface are not cached (any number of distinct unknown names costs no memory)."""
    classes = _CLASSES or _load()
    found = classes.get(local_name)
    if found is not None:
        return found
    if is_valid_custom_element_name(local_name):
        return classes.get("") or _autonomous_class()
    return classes["\x00"]


def _base_url(document: DocumentImpl) -> str:
    """The DOM's ``baseURI`` hook: the document base URL, serialized."""
    from ..common._document_base import base_uri

    return base_uri(document)


def _html_steps() -> Any:
    """The HTML Standard's steps of the DOM's members (``innerHTML``, ``document.title``...)."""
    return load_provider("html:dom-members")


register_element_interface(HTML_NAMESPACE, html_element_interface)
register_html_steps(_html_steps)
# new FormData(form, submitter) of webapi.xhr, a layer below, takes these classes' instances
register_interface_above("HTMLFormElement", lambda: _bindings().HTMLFormElement)
register_interface_above("HTMLElement", lambda: _bindings().HTMLElement)
# input.files takes webapi.fileapi's FileList, loaded on its first conversion only
register_interface_above("FileList", lambda: import_module("webapi.fileapi", __package__).FileList)
DocumentImpl._base_url = _base_url


def __getattr__(name: str) -> type[Any]:
    """The generated classes, by name (``webapi.html`` exports them through this module, so
    that using one registers them all). A dunder is never one of them: the import system asks
    for ``__path__`` (``load_provider``'s import), and answering it must not load the bindings
    while a module they import is loading."""
    if name.startswith("__"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    bindings = _bindings()
    if name in bindings.__all__:
        return getattr(bindings, name)  # type: ignore[no-any-return]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
