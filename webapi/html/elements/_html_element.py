"""The ``HTMLElement`` interface's state and steps
(https://html.spec.whatwg.org/multipage/dom.html#htmlelement) and ``DOMStringMap``
(https://html.spec.whatwg.org/multipage/dom.html#domstringmap, ``dataset``): the impl classes
the generated ``HTMLElement`` and ``DOMStringMap`` derive from.

``HTMLElementImpl`` is also the reflected target of ``webapi.html.common._reflect`` (its
``_get_content_attribute`` and the other hooks), for every HTML element interface: the hooks
work on the element's attribute list through the DOM's algorithms (``webapi.dom.engine``), and
``_parse_url`` encoding-parses a URL relative to the node document (``_document_base``).

The objects an element makes on first use (token lists, ``dataset``) live in the DOM's
per-element ``_cache`` dict, beside ``classList``.
"""

from __future__ import annotations

import weakref

from webapi._lazy import load_provider
from webapi.dom import DOMException
from webapi.dom.engine import (
    DOMTokenListImpl,
    ElementImpl,
    attribute_list,
    get_attribute_value_by_namespace,
    inclusive_ancestors,
    new_object,
    remove_attribute_by_namespace,
    set_attribute_value,
)
from webapi.infra import HTML_NAMESPACE

from ..common._enumerated import ENTER_KEY_HINT, INPUT_MODE, POPOVER
from ..common._event_handler_attributes import event_handler_content_attribute_change_steps
from ..common._reflect import Enumerated, get_known_value, get_long, get_nullable_known_value

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["DIR", "POPOVER", "DOMStringMapImpl", "HTMLElementImpl", "HTMLUnknownElementImpl"]

#: https://html.spec.whatwg.org/multipage/dom.html#attr-dir: ltr, rtl, auto; no defaults.
DIR = Enumerated({"ltr": "ltr", "rtl": "rtl", "auto": "auto"})
#: https://html.spec.whatwg.org/multipage/interaction.html#dom-tabindex: the elements whose
#: tabIndex default value is 0 (besides a summary for its parent details).
_TABINDEX_ZERO = frozenset(
    ["a", "area", "button", "frame", "iframe", "input", "object", "select", "textarea"]
)
_ASCII_UPPER = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
_ASCII_LOWER_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyz")
#: The rel supported tokens (https://html.spec.whatwg.org/multipage/links.html#linkTypes) of
#: a, area and form elements, and of link elements: webapi implements no processing model,
#: so it answers as a browser does (Chromium's lists) for feature detection.
_REL_SUPPORTED = frozenset({"noreferrer", "noopener", "opener"})
_LINK_REL_SUPPORTED = frozenset(
    [
        "alternate",
        "dns-prefetch",
        "expect",
        "icon",
        "manifest",
        "modulepreload",
        "next",
        "pingback",
        "preconnect",
        "prefetch",
        "preload",
        "search",
        "stylesheet",
    ]
)


#: The keys of an element's ``_cache`` whose values follow from its own attributes, dropped
#: when any of them changes: those of the forms wing's kept candidacy and validity states
#: (``._constraint_validation`` adds them when it loads; none is kept before it loads).
ATTRIBUTE_KEPT_KEYS: list[str] = []


class HTMLElementImpl(ElementImpl):
    """An element of the HTML namespace (the impl of ``HTMLElement``)."""

    __slots__ = ()

    def _html_constructor(self) -> None:
        """https://html.spec.whatwg.org/multipage/dom.html#html-element-constructors: the
        ``[HTMLConstructor]`` steps of a custom element class's ``__init__`` (a TypeError for a
        class no registry defines)."""
        load_provider("html:html-constructor")(type(self), self)

    def _attach_internals(self) -> Any:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-attachinternals
        (:func:`._element_internals.attach_internals`)."""
        return load_provider("html:attach-internals")(self)

    # --- the reflected target's algorithms (webapi.html.common._reflect)
    # ---------------------------

    def _get_content_attribute(self, name: str) -> str | None:
        attrs = self._attrs
        if type(attrs) is dict:  # (its qualified names: each of the null namespace)
            return attrs.get(name)
        return get_attribute_value_by_namespace(None, name, self)

    def _set_content_attribute(self, name: str, value: str) -> None:
        set_attribute_value(self, name, value)

    def _delete_content_attribute(self, name: str) -> None:
        remove_attribute_by_namespace(None, name, self)

    def _parse_url(self, value: str) -> str | None:
        from ..common._document_base import encoding_parse_and_serialize_for

        return encoding_parse_and_serialize_for(self._node_document, value)

    def _cached(self) -> dict[str, Any]:
        cache: dict[str, Any] | None = self._cache
        if cache is None:
            cache = self._cache = {}
        return cache

    def _token_list(self, name: str) -> Any:
        """The element's ``DOMTokenList`` for the content attribute ``name`` (the same object
        each time), with the supported tokens HTML defines for it."""
        cache = self._cached()
        key = "tokens " + name
        found = cache.get(key)
        if found is None:
            supported = None
            if name == "rel":
                supported = _LINK_REL_SUPPORTED if self._local_name == "link" else _REL_SUPPORTED
            found = cache[key] = new_object(DOMTokenListImpl)
            DOMTokenListImpl.__init__(found, self, name, supported)
        return found

    def _explicitly_set_attr_element(self, name: str) -> Any:
        """The explicitly set attr-element for the content attribute ``name``
        (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#explicitly-set-attr-element),
        held weakly: None for none, or once the element is gone."""
        cache = self._cache
        found: Any = None if cache is None else cache.get("attr-element " + name)
        return None if found is None else found()

    def _set_explicitly_set_attr_element(self, name: str, element: Any) -> None:
        cache = self._cached()
        if element is None:
            cache.pop("attr-element " + name, None)
        else:
            cache["attr-element " + name] = weakref.ref(element)

    # --- HTMLElement ----------------------------------------------------------------------

    @property
    def _dir(self) -> str:
        """https://html.spec.whatwg.org/multipage/dom.html#dom-dir: reflects ``dir``, limited
        to only known values."""
        return get_known_value(self, "dir", DIR)

    @_dir.setter
    def _dir(self, value: str) -> None:
        self._set_content_attribute("dir", value)

    def _inherited_state(self, name: str, true: tuple[str, ...], false: str) -> bool:
        """The state of the nearest HTML element, this one or an ancestor, whose attribute
        ``name`` has a keyword (ASCII case-insensitively) of the true or false state; true
        where none has (the root's default for both attributes that inherit this way)."""
        for node in inclusive_ancestors(self):
            if isinstance(node, ElementImpl) and node._namespace == HTML_NAMESPACE:
                value = get_attribute_value_by_namespace(None, name, node)
                if value is not None:
                    lowered = value.lower() if value.isascii() else value
                    if lowered in true:
                        return True
                    if lowered == false:
                        return False
        return True

    @property
    def _translate(self) -> bool:
        """https://html.spec.whatwg.org/multipage/dom.html#dom-translate: whether the element's
        translation mode is translate-enabled (the nearest ``translate`` attribute in the
        yes or no state, on the element or an ancestor; the root's default: enabled)."""
        return self._inherited_state("translate", ("", "yes"), "no")

    @_translate.setter
    def _translate(self, value: bool) -> None:
        self._set_content_attribute("translate", "yes" if value else "no")

    @property
    def _hidden(self) -> bool | str:
        """https://html.spec.whatwg.org/multipage/interaction.html#dom-hidden: "until-found" in
        the hidden until found state, else whether the attribute is present."""
        value = self._get_content_attribute("hidden")
        if value is None:
            return False
        if value.isascii() and value.lower() == "until-found":
            return "until-found"
        return True

    @_hidden.setter
    def _hidden(self, value: bool | float | str | None) -> None:
        # "If the given value is a string that is an ASCII case-insensitive match for
        # "until-found", then set the hidden attribute to "until-found". Otherwise, if the
        # given value is false, remove the hidden attribute. Otherwise, if the given value is
        # the empty string, remove the hidden attribute. Otherwise, if the given value is
        # null, remove the hidden attribute. Otherwise, if the given value is 0, remove the
        # hidden attribute. Otherwise, if the given value is NaN, remove the hidden
        # attribute. Otherwise, set the hidden attribute to the empty string."
        if isinstance(value, str) and value.isascii() and value.lower() == "until-found":
            self._set_content_attribute("hidden", "until-found")
        elif (
            value is False
            or value == ""
            or value is None
            or (isinstance(value, (int, float)) and (value == 0 or value != value))
        ):
            self._delete_content_attribute("hidden")
        else:
            self._set_content_attribute("hidden", "")

    @property
    def _access_key_label(self) -> str:
        """https://html.spec.whatwg.org/multipage/interaction.html#dom-accesskeylabel: no
        access key is ever assigned (no user interface): the empty string."""
        return ""

    @property
    def _draggable(self) -> bool:
        """https://html.spec.whatwg.org/multipage/dnd.html#dom-draggable: the ``draggable``
        attribute's true and false states; in its auto state, true for ``img`` elements and
        ``a`` elements with an ``href``."""
        value = self._get_content_attribute("draggable")
        lowered = None if value is None else value.lower() if value.isascii() else value
        if lowered == "true":
            return True
        if lowered == "false":
            return False
        name = self._local_name
        return name == "img" or (name == "a" and self._get_content_attribute("href") is not None)

    @_draggable.setter
    def _draggable(self, value: bool) -> None:
        self._set_content_attribute("draggable", "true" if value else "false")

    @property
    def _spellcheck(self) -> bool:
        """https://html.spec.whatwg.org/multipage/interaction.html#dom-spellcheck: the nearest
        ``spellcheck`` attribute in its true ("" too) or false state, on the element or an
        ancestor; without one the user agent's default, true (Chromium's)."""
        return self._inherited_state("spellcheck", ("", "true"), "false")

    @_spellcheck.setter
    def _spellcheck(self, value: bool) -> None:
        self._set_content_attribute("spellcheck", "true" if value else "false")

    @property
    def _input_mode(self) -> str:
        """https://html.spec.whatwg.org/multipage/interaction.html#dom-inputmode: reflects
        ``inputmode``, limited to only known values."""
        return get_known_value(self, "inputmode", INPUT_MODE)

    @_input_mode.setter
    def _input_mode(self, value: str) -> None:
        self._set_content_attribute("inputmode", value)

    @property
    def _enter_key_hint(self) -> str:
        """https://html.spec.whatwg.org/multipage/interaction.html#dom-enterkeyhint: reflects
        ``enterkeyhint``, limited to only known values."""
        return get_known_value(self, "enterkeyhint", ENTER_KEY_HINT)

    @_enter_key_hint.setter
    def _enter_key_hint(self, value: str) -> None:
        self._set_content_attribute("enterkeyhint", value)

    @property
    def _popover(self) -> str | None:
        """https://html.spec.whatwg.org/multipage/popover.html#dom-popover: reflects
        ``popover``, limited to only known values (null: no popover state)."""
        return get_nullable_known_value(self, "popover", POPOVER)

    @_popover.setter
    def _popover(self, value: str | None) -> None:
        if value is None:
            self._delete_content_attribute("popover")
        else:
            self._set_content_attribute("popover", value)

    def _show_popover(self) -> None:
        """https://html.spec.whatwg.org/multipage/popover.html#dom-showpopover (no rendering:
        see :mod:`._popover`)."""
        from ._popover import show_popover

        show_popover(self, True)

    def _hide_popover(self) -> None:
        """https://html.spec.whatwg.org/multipage/popover.html#dom-hidepopover"""
        from ._popover import hide_popover

        hide_popover(self, True, True)

    def _toggle_popover(self, force: bool | None = None) -> bool:
        """https://html.spec.whatwg.org/multipage/popover.html#dom-togglepopover"""
        from ._popover import toggle_popover

        return toggle_popover(self, force)

    # --- HTMLOrSVGElement -------------------------------------------------------------------

    @property
    def _dataset(self) -> DOMStringMapImpl:
        """https://html.spec.whatwg.org/multipage/dom.html#dom-dataset: a ``DOMStringMap``
        whose associated element is this one (the same object each time)."""
        cache = self._cached()
        found = cache.get("dataset")
        if found is None:
            found = cache["dataset"] = new_object(DOMStringMapImpl)
            DOMStringMapImpl.__init__(found, self)
        return found

    @property
    def _style(self) -> Any:
        """https://drafts.csswg.org/cssom-1/#dom-elementcssinlinestyle-style: the
        ``CSSStyleDeclaration`` whose owner node is this element, for its ``style`` attribute
        (the same object each time; ``webapi.cssom`` loads with the first)."""
        cache = self._cached()
        found = cache.get("style")
        if found is None:
            from webapi.cssom.engine import new_inline_style

            found = cache["style"] = new_inline_style(self)
        return found

    @property
    def _nonce(self) -> str:
        """https://html.spec.whatwg.org/multipage/urls-and-fetching.html#dom-noncedelement-nonce:
        the element's [[CryptographicNonce]] (set from the ``nonce`` attribute when it
        changes, and by this setter without changing the attribute)."""
        cache = self._cache
        if cache is not None and "nonce" in cache:
            return str(cache["nonce"])
        return self._get_content_attribute("nonce") or ""

    @_nonce.setter
    def _nonce(self, value: str) -> None:
        self._cached()["nonce"] = value

    @property
    def _tab_index(self) -> int:
        """https://html.spec.whatwg.org/multipage/interaction.html#dom-tabindex: reflects
        ``tabindex`` with a default of 0 for the focusable-by-default elements, else -1."""
        return get_long(self, "tabindex", 0 if self._tab_index_zero() else -1)

    @_tab_index.setter
    def _tab_index(self, value: int) -> None:
        self._set_content_attribute("tabindex", str(value))

    def _tab_index_zero(self) -> bool:
        name = self._local_name
        if name in _TABINDEX_ZERO:
            return True
        return name == "summary" and self._is_summary_for_its_parent_details()

    def _is_summary_for_its_parent_details(self) -> bool:
        """https://html.spec.whatwg.org/multipage/interactive-elements.html#summary-for-its-parent-details:
        the first summary child of a details parent."""
        parent = self._parent
        if not isinstance(parent, ElementImpl) or parent._local_name != "details":
            return False
        child = parent._first_child
        while child is not None:
            if isinstance(child, ElementImpl) and child._local_name == "summary":
                return child is self
            child = child._next_sibling
        return False

    # --- activation (webapi.html.common._activation) ----------------------------------------------

    def _click(self) -> None:
        """https://html.spec.whatwg.org/multipage/interaction.html#dom-click"""
        from ..common._activation import click

        click(self)

    def _focus(self, options: object = None) -> None:
        """https://html.spec.whatwg.org/multipage/interaction.html#dom-focus"""
        from ._focus import focus

        focus(self, options)

    def _blur(self) -> None:
        """https://html.spec.whatwg.org/multipage/interaction.html#dom-blur"""
        from ._focus import blur

        blur(self)

    @property
    def _activation_behavior(self) -> Any:
        """The element's activation behavior (the DOM's dispatch calls it with the event), or
        None: an element class with one overrides this; of the elements without their own
        interface, ``summary`` has one."""
        if self._local_name == "summary":
            return self._summary_activation_behavior
        return None

    def _summary_activation_behavior(self, event: object) -> None:
        """https://html.spec.whatwg.org/multipage/interactive-elements.html#the-summary-element:activation-behaviour
        (the ``details``' attribute change steps queue its ``toggle`` event: ``_details``)."""
        if not self._is_summary_for_its_parent_details():  # 1.
            return
        parent: HTMLElementImpl = self._parent  # type: ignore[assignment]  # 2.
        if parent._get_content_attribute("open") is not None:  # 3.
            parent._delete_content_attribute("open")
        else:
            parent._set_content_attribute("open", "")

    def _attribute_change_steps(
        self, local_name: str, old_value: str | None, value: str | None, namespace: str | None
    ) -> None:
        """The attribute change steps HTML gives every HTML element (the ``nonce``
        attribute's, https://html.spec.whatwg.org/multipage/urls-and-fetching.html#nonce-attributes)
        and those of event handler content attributes
        (:func:`._event_handler_attributes.event_handler_content_attribute_change_steps`);
        and it drops the element's kept candidacy and validity states
        (the keys of :data:`ATTRIBUTE_KEPT_KEYS`, which ``._constraint_validation`` registers)."""
        cache = self._cache
        if cache:
            for key in ATTRIBUTE_KEPT_KEYS:
                if key in cache:
                    del cache[key]
        if namespace is not None:
            return
        if cache is not None and "attr-element " + local_name in cache:
            # an Element?-typed reflected attribute's attribute change steps
            # (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes)
            del cache["attr-element " + local_name]
        if local_name == "nonce":
            self._cached()["nonce"] = value or ""
        elif local_name == "popover":
            from ._popover import popover_attribute_change_steps

            popover_attribute_change_steps(self, old_value, value)
        elif local_name.startswith("on"):
            event_handler_content_attribute_change_steps(self, local_name, value)


class HTMLUnknownElementImpl(HTMLElementImpl):
    """An element the Standard defines no interface for (``HTMLUnknownElement``)."""

    __slots__ = ()


def _is_data_name(name: str) -> bool:
    return name.startswith("data-") and not any(c in _ASCII_UPPER for c in name)


class DOMStringMapImpl:
    """A ``DOMStringMap``: its associated element; the name-value pairs are its ``data-*``
    attributes (https://html.spec.whatwg.org/multipage/dom.html#concept-domstringmap-pairs)."""

    __slots__ = ("_element", "_named")
    _interface_class: Any

    def __init__(self, element: HTMLElementImpl) -> None:
        self._element = element
        #: each name and its value, for the document and its version they were read at
        self._named: tuple[object, int, dict[str, str]] | None = None

    def _pairs(self) -> list[tuple[str, str]]:
        """https://html.spec.whatwg.org/multipage/dom.html#concept-domstringmap-pairs."""
        pairs: list[tuple[str, str]] = []
        element = self._element
        attrs = element._attrs
        if attrs is None:
            return pairs
        if type(attrs) is dict:
            items = list(attrs.items())
        else:
            items = [
                (a._local_name, a._value) for a in attribute_list(element) if a._namespace is None
            ]
        for name, value in items:
            if _is_data_name(name):
                pairs.append((_camel(name[5:]), value))
        return pairs

    def _supported_property_names(self) -> list[str]:
        return [name for name, _ in self._pairs()]

    def _named_property(self, name: str) -> str | None:
        """The value of the first pair named ``name``: from a dict of the pairs kept until
        an attribute of the document changes (so that ``dict(dataset)``, a lookup per name,
        is linear)."""
        document = self._element._node_document
        named = self._named
        if named is None or named[0] is not document or named[1] != document._version:
            values: dict[str, str] = {}
            for key, value in self._pairs():
                values.setdefault(key, value)
            named = self._named = (document, document._version, values)
        return named[2].get(name)

    def _set_named_property(self, name: str, value: str) -> None:
        """https://html.spec.whatwg.org/multipage/dom.html#dom-domstringmap-setitem."""
        attribute = _data_attribute_name(name)
        if not _is_valid_attribute_local_name(attribute):
            raise DOMException(
                f"'{attribute}' is not a valid attribute name.", "InvalidCharacterError"
            )
        set_attribute_value(self._element, attribute, value)

    def _delete_named_property(self, name: str) -> None:
        """https://html.spec.whatwg.org/multipage/dom.html#dom-domstringmap-removeitem."""
        attribute = _data_attribute_name(name, check=False)
        remove_attribute_by_namespace(None, attribute, self._element)


def _camel(rest: str) -> str:
    """ "For each U+002D (-) in name that is followed by an ASCII lower alpha, remove the
    U+002D (-) and convert the ASCII lower alpha that followed it to ASCII uppercase.\""""
    if "-" not in rest:
        return rest
    out = []
    i = 0
    while i < len(rest):
        c = rest[i]
        if c == "-" and i + 1 < len(rest) and rest[i + 1] in _ASCII_LOWER_LETTERS:
            out.append(rest[i + 1].upper())
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _data_attribute_name(name: str, check: bool = True) -> str:
    """The setter's and deleter's steps from a property name to an attribute name: a "-"
    followed by an ASCII lower alpha is a "SyntaxError" (the setter only), each ASCII upper
    alpha gets a "-" before it and is lowercased, "data-" goes in front."""
    if check:
        for i, c in enumerate(name[:-1]):
            if c == "-" and name[i + 1] in _ASCII_LOWER_LETTERS:
                raise DOMException(
                    f"'{name}' contains a '-' followed by a lowercase ASCII letter.",
                    "SyntaxError",
                )
    converted = "".join("-" + c.lower() if c in _ASCII_UPPER else c for c in name)
    return "data-" + converted


def _is_valid_attribute_local_name(name: str) -> bool:
    """https://dom.spec.whatwg.org/#valid-attribute-local-name: not empty, no ASCII
    whitespace, NULL, "/", ">" or "="."""
    return bool(name) and not any(c in "\t\n\f\r \x00/=>" for c in name)


# Every path that makes HTML elements loads this module (HTML's parser through the template
# element's impl, the generated classes): the HTML namespace's element interfaces register
# with the DOM here (cheap: the classes load when first asked for).
from . import _elements  # noqa: E402, F401
