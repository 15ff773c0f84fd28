"""The global attributes that hint at how a user edits (interaction.html): ``autocapitalize``
(https://html.spec.whatwg.org/multipage/interaction.html#autocapitalization), ``autocorrect``
(#autocorrection), ``writingsuggestions`` (#writing-suggestions) and ``contenteditable``
(#contenteditable, with ``isContentEditable``). Each answers from the attributes alone, as a
document without a user interface can: the hints' inheritance from the form owner or the
parent element, the editing hosts and editable elements of the tree. webapi has no
``designMode``: an editing host is an element whose ``contenteditable`` makes it one.
"""

from __future__ import annotations

from webapi._lazy import import_module
from webapi.dom import DOMException
from webapi.dom.engine import ElementImpl, get_attribute_value_by_namespace
from webapi.infra import HTML_NAMESPACE, MATHML_NAMESPACE, SVG_NAMESPACE

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.dom.engine import NodeImpl

__all__ = [
    "autocapitalize",
    "autocorrect",
    "content_editable",
    "is_content_editable",
    "set_autocapitalize",
    "set_autocorrect",
    "set_content_editable",
    "set_writing_suggestions",
    "writing_suggestions",
]

#: https://html.spec.whatwg.org/multipage/forms.html#category-autocapitalize
_INHERITING = frozenset(["button", "fieldset", "input", "output", "select", "textarea"])
#: https://html.spec.whatwg.org/multipage/interaction.html#attr-autocapitalize: the keywords
#: and their hints; a missing or empty value is the default state (Chromium 156 reads "" and
#: lets the form owner's hint through for ``autocapitalize=""``), any other the sentences state.
_AUTOCAPITALIZE = {
    "off": "none",
    "none": "none",
    "on": "sentences",
    "sentences": "sentences",
    "words": "words",
    "characters": "characters",
}
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _attribute(element: ElementImpl, name: str) -> str | None:
    return get_attribute_value_by_namespace(None, name, element)


def _form_owner(element: ElementImpl) -> ElementImpl | None:
    """The form owner of an autocapitalize-and-autocorrect inheriting element, else None."""
    if element._namespace != HTML_NAMESPACE or element._local_name not in _INHERITING:
        return None
    owner: ElementImpl | None = import_module("._forms_impl", __package__).form_owner(element)
    return owner


def _own_autocapitalization_hint(element: ElementImpl) -> str:
    """https://html.spec.whatwg.org/multipage/interaction.html#own-autocapitalization-hint:
    the attribute's state; in the default state, an inheriting element's form owner's."""
    value = _attribute(element, "autocapitalize")
    if value:  # 1. (not missing, not empty: not the default state)
        return _AUTOCAPITALIZE.get(value.translate(_ASCII_LOWER), "sentences")
    owner = _form_owner(element)  # 2.
    if owner is not None:
        return _own_autocapitalization_hint(owner)
    return "default"  # 3.


def autocapitalize(element: ElementImpl) -> str:
    """https://html.spec.whatwg.org/multipage/interaction.html#dom-autocapitalize: the own
    autocapitalization hint's keyword, "" for the default state."""
    state = _own_autocapitalization_hint(element)
    return "" if state == "default" else state


def set_autocapitalize(element: ElementImpl, value: str) -> None:
    """The ``autocapitalize`` setter steps: the attribute set to the value as given."""
    element._set_content_attribute("autocapitalize", value)  # type: ignore[attr-defined]


def _autocorrect_state(element: ElementImpl) -> bool | None:
    """The ``autocorrect`` attribute's state: off for "off" (ASCII case-insensitively), on for
    any other value ("on", "" and invalid values: the invalid value default), None when
    missing."""
    value = _attribute(element, "autocorrect")
    if value is None:
        return None
    return value.translate(_ASCII_LOWER) != "off"


def autocorrect(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/interaction.html#dom-autocorrect: whether the
    used autocorrection state
    (https://html.spec.whatwg.org/multipage/interaction.html#used-autocorrection-state) is on:
    off for an ``input`` in the URL, Email or Password state; else the element's own
    attribute's state, else an inheriting element's form owner's, else on."""
    if (
        element._namespace == HTML_NAMESPACE
        and element._local_name == "input"
        and (element._get_content_attribute("type") or "").translate(_ASCII_LOWER)  # type: ignore[attr-defined]
        in ("url", "email", "password")
    ):  # 1.
        return False
    state = _autocorrect_state(element)  # 2.
    if state is not None:
        return state
    owner = _form_owner(element)  # 3.
    if owner is not None:
        state = _autocorrect_state(owner)
        if state is not None:
            return state
    return True  # 4. (the default: on)


def set_autocorrect(element: ElementImpl, value: bool) -> None:
    """The ``autocorrect`` setter steps: the attribute set to "on" for true, "off" for
    false."""
    element._set_content_attribute("autocorrect", "on" if value else "off")  # type: ignore[attr-defined]


def writing_suggestions(element: ElementImpl) -> str:
    """https://html.spec.whatwg.org/multipage/interaction.html#dom-writingsuggestions: "false"
    where the element's computed writing suggestions value is false (its attribute in the
    False state, or in the default state, missing, under a parent element whose value is
    false), else "true". "true", "" and invalid values are the True state (Chromium 156)."""
    node: NodeImpl | None = element
    while isinstance(node, ElementImpl):
        value = _attribute(node, "writingsuggestions")
        if value is not None:
            return "false" if value.translate(_ASCII_LOWER) == "false" else "true"
        node = node._parent
    return "true"


def set_writing_suggestions(element: ElementImpl, value: str) -> None:
    """The ``writingSuggestions`` setter steps: the attribute set to the value as given."""
    element._set_content_attribute("writingsuggestions", value)  # type: ignore[attr-defined]


def _content_editable_state(element: ElementImpl) -> str:
    """The ``contenteditable`` attribute's state: "true" ("" too), "false", "plaintext-only",
    else "inherit" (the missing and invalid value defaults)."""
    value = _attribute(element, "contenteditable")
    if value is None:
        return "inherit"
    lowered = value.translate(_ASCII_LOWER)
    if lowered in ("", "true"):
        return "true"
    return lowered if lowered in ("false", "plaintext-only") else "inherit"


def content_editable(element: ElementImpl) -> str:
    """https://html.spec.whatwg.org/multipage/interaction.html#dom-contenteditable (getter):
    "true", "false", "plaintext-only" or "inherit", by the attribute's state."""
    return _content_editable_state(element)


def set_content_editable(element: ElementImpl, value: str) -> None:
    """The ``contentEditable`` setter steps: "inherit" removes the attribute, "true", "false"
    and "plaintext-only" (ASCII case-insensitively) set it to that keyword; any other value is
    a ``SyntaxError``."""
    lowered = value.translate(_ASCII_LOWER)
    if lowered == "inherit":
        element._delete_content_attribute("contenteditable")  # type: ignore[attr-defined]
    elif lowered in ("true", "false", "plaintext-only"):
        element._set_content_attribute("contenteditable", lowered)  # type: ignore[attr-defined]
    else:
        raise DOMException(
            f"The value provided ('{value}') is not one of 'true', 'false', "
            "'plaintext-only', or 'inherit'.",
            "SyntaxError",
        )


def _is_editing_host(node: NodeImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/interaction.html#editing-host: an HTML element
    whose ``contenteditable`` is in the true or plaintext-only state."""
    return (
        isinstance(node, ElementImpl)
        and node._namespace == HTML_NAMESPACE
        and _content_editable_state(node) in ("true", "plaintext-only")
    )


def _is_editable(node: NodeImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/interaction.html#editable: not an editing host,
    not ``contenteditable`` in the false state, an HTML, ``svg`` or ``math`` element (or
    another node under an HTML element), whose parent is an editing host or editable."""
    if _is_editing_host(node):
        return False
    parent = node._parent
    if not isinstance(parent, ElementImpl):
        return False
    if isinstance(node, ElementImpl):
        if node._namespace == HTML_NAMESPACE:
            if _content_editable_state(node) == "false":
                return False
        elif not (
            (node._namespace == SVG_NAMESPACE and node._local_name == "svg")
            or (node._namespace == MATHML_NAMESPACE and node._local_name == "math")
        ):
            return False
    elif parent._namespace != HTML_NAMESPACE:
        return False
    return _is_editing_host(parent) or _is_editable(parent)


def is_content_editable(element: ElementImpl) -> bool:
    """https://html.spec.whatwg.org/multipage/interaction.html#dom-iscontenteditable: whether
    the element is an editing host or editable, from the attributes of the tree alone, as
    Chromium 156 answers for an element connected or not, displayed or not."""
    return _is_editing_host(element) or _is_editable(element)
