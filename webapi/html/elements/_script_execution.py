"""Executing a script element for an embedder that runs scripts
(https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element): webapi runs
no JavaScript, but an embedder that does (a test runner, a JavaScript binding) runs a
``script`` element's code through :func:`execute_script_element`, which gives the document's
``currentScript`` the value the Standard gives it while the code runs.
"""

from __future__ import annotations

from webapi._webidl import argument_error
from webapi.dom.engine import ElementImpl, ShadowRootImpl, get_attribute_value_by_namespace, root
from webapi.infra import HTML_NAMESPACE, SVG_NAMESPACE, ascii_lowercase

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypeVar

    _T = TypeVar("_T")

__all__ = ["execute_script_element"]

#: The key, in a document's ``_cache``, of its ``currentScript`` (webapi.dom's
#: ``_document.CURRENT_SCRIPT_KEY``, which its ``currentScript`` getter reads).
_CURRENT_SCRIPT_KEY = "currentScript"


def execute_script_element(element: object, run: Callable[[], _T]) -> _T:
    """https://html.spec.whatwg.org/multipage/scripting.html#execute-the-script-element, step 6:
    ``run()`` (the embedder's evaluation of the script ``element``'s code) with the element's
    node document's ``currentScript`` set as the Standard sets it, then restored; what ``run``
    returns (or raises). A classic script (step 6, "classic"): ``currentScript`` is the element
    (null where its root is a shadow root) while it runs, then the value it had before, so a
    script run from inside another one leaves the outer one's; a module script (``type`` of
    ``module``, step 6, "module"): it is left as it is (null unless a classic script runs this
    one). The other steps (the preparation-time document, ``load`` and ``error`` events,
    ``document.write``'s ignore-destructive-writes counter) are the embedder's.

    >>> from webapi.html import DOMParser
    >>> document = DOMParser().parseFromString("<script>1</script>", "text/html")
    >>> script = document.querySelector("script")
    >>> execute_script_element(script, lambda: document.currentScript is script)
    True
    >>> document.currentScript is None
    True
    """
    if not isinstance(element, ElementImpl) or (
        element._local_name != "script" or element._namespace not in (HTML_NAMESPACE, SVG_NAMESPACE)
    ):
        raise argument_error("execute_script_element", "element", element, "a script element")
    if not callable(run):
        raise argument_error("execute_script_element", "run", run, "a callable")
    if _is_module(element):  # 6. "module": currentScript is not set
        return run()
    document = element._node_document
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    old_current_script = cache.get(_CURRENT_SCRIPT_KEY)  # 6.1
    in_shadow_tree = isinstance(root(element), ShadowRootImpl)
    cache[_CURRENT_SCRIPT_KEY] = None if in_shadow_tree else element  # 6.2
    try:
        return run()  # 6.3
    finally:
        cache[_CURRENT_SCRIPT_KEY] = old_current_script  # 6.4


def _is_module(element: ElementImpl) -> bool:
    """Whether an HTML ``script`` element's type is "module" (https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element,
    step 8: its ``type`` attribute, stripped of whitespace, an ASCII case-insensitive match
    for "module")."""
    if element._namespace != HTML_NAMESPACE:
        return False
    value = get_attribute_value_by_namespace(None, "type", element)
    return value is not None and ascii_lowercase(value.strip(" \t\n\f\r")) == "module"
