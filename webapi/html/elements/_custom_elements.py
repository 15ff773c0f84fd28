"""Custom elements (https://html.spec.whatwg.org/multipage/custom-elements.html): the
``CustomElementRegistry`` (``define``, ``get``, ``getName``, ``whenDefined``, ``upgrade``), the
custom element definitions, the ``[HTMLConstructor]`` steps, "create an element" with a
definition, the upgrade steps and the custom element reactions (``connectedCallback``,
``disconnectedCallback``, ``adoptedCallback``, ``attributeChangedCallback`` with
``observedAttributes``), and each element's custom element state (``:defined``).

In Python a definition's constructor is a class deriving from :class:`webapi.html.HTMLElement`
(its ``__init__`` the constructor: it calls ``super().__init__()``), or, for a customized
built-in element (``define(name, cls, {"extends": "button"})``), from the interface of the
element it extends (``HTMLButtonElement``: the class whose ``__init__`` runs is the HTML
element constructor's active function object); its lifecycle callbacks
are methods with the IDL names (``connectedCallback``) or their snake_case aliases
(``connected_callback``), and ``observedAttributes`` (or ``observed_attributes``) a class
attribute iterable of names. Any other callable is taken as a constructor too, as WPT's runner
gives a JavaScript class: calling it constructs the element (through :func:`html_constructor`)
and its lifecycle callbacks are its attributes of the same names.

Autonomous custom elements and customized built-in elements (an element of a built-in local
name with an is value: ``createElement("button", {"is": "x-b"})``, the parser's ``is``
attribute, a clone's); no scoped registries. The elements that may become custom (a valid
custom element name's, an element with an is value) are of classes with the custom element
steps (:func:`autonomous_class`, :func:`customizable_class`), each with a ``__dict__`` so that
an upgrade may give it a Python definition's class. A definition with
``formAssociated`` true makes form-associated custom elements (their ``ElementInternals``:
:mod:`._element_internals`), whose ``formAssociatedCallback``, ``formDisabledCallback`` and
``formResetCallback`` are enqueued here as their form owner, disabled state or form changes.

A document's registry is the one :func:`custom_element_registry` gives for it (a ``Window``'s
document's is its ``customElements``); a document without one (a ``DOMParser``'s until asked)
looks no definition up.

The custom element reactions run as the DOM's mutation algorithm that enqueued them returns
(``webapi.dom.engine.process_element_queue``: the ``[CEReactions]`` of the member calling it,
taken at the algorithm), ``define`` and ``upgrade`` run theirs before returning.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from webapi._lazy import import_module, load_provider
from webapi._webidl import argument_error
from webapi.dom import DOMException
from webapi.dom.engine import (
    DOCUMENT_NODE,
    ELEMENT_QUEUE,
    UNLINKS,
    DocumentImpl,
    ElementImpl,
    attribute_list,
    descendants,
    document_tree_changed,
    give_class_steps,
    is_connected,
    make_node,
    node_initializer,
    process_element_queue,
    register_custom_elements,
)
from webapi.eventloop import Promise, report_the_exception
from webapi.infra import HTML_NAMESPACE

from ..common._element_table import INTERFACES, RESERVED_CUSTOM_ELEMENT_NAMES
from ..common._face import DISABLED_KEY, OWNER_KEY, STATE_KEY, is_form_associated_custom_element
from ._html_element import HTMLElementImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any


__all__ = [
    "CustomElementDefinition",
    "CustomElementRegistry",
    "autonomous_class",
    "custom_element_registry",
    "custom_element_state",
    "customizable_class",
    "definition_disables_shadow",
    "html_constructor",
    "is_defined",
    "is_valid_custom_element_name",
    "upgrade_an_element",
]

#: The lifecycle callbacks' IDL names, as define() reads them.
_CALLBACKS = (
    "connectedCallback",
    "disconnectedCallback",
    "adoptedCallback",
    "connectedMoveCallback",
    "attributeChangedCallback",
)
#: The callbacks of a form-associated definition.
_FORM_CALLBACKS = (
    "formAssociatedCallback",
    "formResetCallback",
    "formDisabledCallback",
    "formStateRestoreCallback",
)
#: An element's custom element state and definition in its ``_cache`` (HTML's key).
_STATE = STATE_KEY
#: An element's custom element reaction queue in its ``_cache``.
_QUEUE = "custom element reaction queue"
#: A document's registry in its ``_cache``.
_REGISTRY = "custom element registry"
#: The "already constructed" marker of a construction stack.
_ALREADY_CONSTRUCTED = object()


def is_valid_custom_element_name(name: str) -> bool:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name
    (as the Standard has it since 2025, and Chromium: a valid element local name whose first
    code point is an ASCII lower alpha, with no ASCII upper alpha, containing "-", not one of
    the reserved names)."""
    return (
        "-" in name
        and "a" <= name[0] <= "z"
        and not any("A" <= c <= "Z" or c in _NOT_IN_LOCAL_NAMES for c in name)
        and name not in RESERVED_CUSTOM_ELEMENT_NAMES
    )


#: The code points no valid element local name holds (https://dom.spec.whatwg.org/#valid-element-local-name).
_NOT_IN_LOCAL_NAMES = frozenset("\t\n\f\r \x00/>")


def _snake(name: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in name)


def _member(constructor: Any, name: str) -> Any:
    """``constructor``'s member of the IDL ``name`` (or its snake_case alias), None where it has
    neither (a JavaScript constructor's getter runs here, its exception propagating)."""
    value = getattr(constructor, name, None)
    if value is None:
        value = getattr(constructor, _snake(name), None)
    return value


class CustomElementDefinition:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-definition:
    name, local name, constructor, observed attributes, lifecycle callbacks, construction
    stack, form-associated, disable internals, disable shadow."""

    __slots__ = (
        "construction_stack",
        "constructor",
        "disable_internals",
        "disable_shadow",
        "form_associated",
        "lifecycle_callbacks",
        "local_name",
        "name",
        "observed_attributes",
        "registry",
    )

    def __init__(
        self,
        registry: CustomElementRegistry,
        name: str,
        local_name: str,
        constructor: Any,
        observed_attributes: frozenset[str],
        lifecycle_callbacks: dict[str, Any],
        form_associated: bool,
        disable_internals: bool,
        disable_shadow: bool,
    ) -> None:
        self.registry = registry
        self.name = name
        self.local_name = local_name
        self.constructor = constructor
        self.observed_attributes = observed_attributes
        self.lifecycle_callbacks = lifecycle_callbacks
        self.construction_stack: list[Any] = []
        self.form_associated = form_associated
        self.disable_internals = disable_internals
        self.disable_shadow = disable_shadow


class CustomElementRegistry:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#customelementregistry: a
    document's custom element definitions (:func:`custom_element_registry`)."""

    __slots__ = ("_definitions", "_document", "_element_definition_is_running", "_when_defined")

    def __init__(self, document: Any = None) -> None:
        self._document = document
        self._definitions: dict[str, CustomElementDefinition] = {}
        self._element_definition_is_running = False
        self._when_defined: dict[str, Promise] = {}

    def define(self, name: str, constructor: Any, options: dict[str, Any] | None = None) -> None:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-define:
        ``SyntaxError`` for a name that is not a valid custom element name, ``NotSupportedError``
        for a name or a constructor already defined, or while a definition is being made;
        ``options["extends"]`` defines a customized built-in element of that local name
        (``NotSupportedError`` for a valid custom element name, or a name whose element
        interface is ``HTMLUnknownElement``)."""
        if not isinstance(name, str):
            raise TypeError("define: name must be a string")
        if not callable(constructor):  # 1.
            raise TypeError("define: constructor is not a constructor")
        if not is_valid_custom_element_name(name):  # 2.
            raise DOMException(f"'{name}' is not a valid custom element name.", "SyntaxError")
        if name in self._definitions:  # 3.
            raise DOMException(f"'{name}' has already been defined.", "NotSupportedError")
        if any(d.constructor is constructor for d in self._definitions.values()):  # 4.
            raise DOMException("This constructor has already been defined.", "NotSupportedError")
        local_name = name  # 5.
        extends = (options or {}).get("extends")  # 6.
        if extends is not None:  # 7.
            extends = str(extends)
            if is_valid_custom_element_name(extends):  # 7.1
                raise DOMException(
                    f"'{extends}' is a valid custom element name: a customized built-in element"
                    " extends a built-in element.",
                    "NotSupportedError",
                )
            if _interface_name(extends) == "HTMLUnknownElement":  # 7.2
                raise DOMException(
                    f"'{extends}' is not the name of a built-in element.", "NotSupportedError"
                )
            local_name = extends  # 7.3
        if self._element_definition_is_running:  # 8.
            raise DOMException("A definition is being made.", "NotSupportedError")
        self._element_definition_is_running = True  # 9.
        try:  # 14.
            lifecycle_callbacks = {n: _member(constructor, n) for n in _CALLBACKS}  # 14.1-14.4
            for callback_name, callback in lifecycle_callbacks.items():
                if callback is not None and not callable(callback):
                    raise TypeError(f"define: {callback_name} is not callable")
            observed: frozenset[str] = frozenset()
            if lifecycle_callbacks["attributeChangedCallback"] is not None:  # 14.5
                iterable = _member(constructor, "observedAttributes")
                if iterable is not None:
                    observed = frozenset(_strings(iterable, "observedAttributes"))
            disabled = _member(constructor, "disabledFeatures")  # 14.6-14.7
            features = frozenset(_strings(disabled, "disabledFeatures")) if disabled else ()
            form_associated = bool(_member(constructor, "formAssociated"))  # 14.10
            if form_associated:  # 14.11
                for callback_name in _FORM_CALLBACKS:
                    callback = _member(constructor, callback_name)
                    if callback is not None and not callable(callback):
                        raise TypeError(f"define: {callback_name} is not callable")
                    lifecycle_callbacks[callback_name] = callback
        finally:
            self._element_definition_is_running = False  # 15.
        definition = CustomElementDefinition(  # 16.
            self,
            name,
            local_name,
            constructor,
            observed,
            lifecycle_callbacks,
            form_associated,
            "internals" in features,
            "shadow" in features,
        )
        self._definitions[name] = definition  # 17.
        _remember(self, constructor)
        if isinstance(constructor, type) and issubclass(constructor, HTMLElementImpl):
            _give_hooks(constructor)
        document = self._document  # 18.-19. (the upgrade candidates)
        if document is not None:
            for candidate in list(descendants(document)):
                if (
                    isinstance(candidate, ElementImpl)
                    and candidate._namespace == HTML_NAMESPACE
                    and candidate._local_name == local_name
                    and (extends is None or candidate._is_value == name)
                ):
                    enqueue_an_upgrade_reaction(candidate, definition)
        promise = self._when_defined.pop(name, None)  # 20.
        if promise is not None:
            promise._resolve(constructor)
        process_element_queue()  # ([CEReactions])

    def get(self, name: str) -> Any:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-get:
        the constructor defined for ``name``, else None."""
        definition = self._definitions.get(name)
        return None if definition is None else definition.constructor

    def getName(self, constructor: Any) -> str | None:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-getname:
        the name ``constructor`` is defined for, else None."""
        for definition in self._definitions.values():
            if definition.constructor is constructor:
                return definition.name
        return None

    get_name = getName

    def whenDefined(self, name: str) -> Promise:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-whendefined:
        an awaitable of the constructor once ``name`` is defined (at once if it is), rejected
        with ``SyntaxError`` for a name that is not a valid custom element name."""
        promise = Promise()
        if not is_valid_custom_element_name(name):  # 1.
            promise._reject(
                DOMException(f"'{name}' is not a valid custom element name.", "SyntaxError")
            )
            return promise
        definition = self._definitions.get(name)  # 2.
        if definition is not None:
            promise._resolve(definition.constructor)
            return promise
        return self._when_defined.setdefault(name, promise)  # 3.-5.

    when_defined = whenDefined

    def upgrade(self, root: Any) -> None:
        """https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-upgrade:
        try to upgrade every element of ``root``'s subtree, in tree order."""
        for candidate in [root, *descendants(root)]:
            if isinstance(candidate, ElementImpl):
                try_to_upgrade(candidate)
        process_element_queue()  # ([CEReactions])

    def _lookup(self, local_name: str, is_value: str | None) -> CustomElementDefinition | None:
        """Steps 3.-4. of "look up a custom element definition"."""
        definition = self._definitions.get(local_name)
        if definition is not None and definition.local_name == local_name:  # 3.
            return definition
        if is_value is not None:  # 4.
            definition = self._definitions.get(is_value)
            if definition is not None and definition.local_name == local_name:
                return definition
        return None


def _strings(value: Any, what: str) -> list[str]:
    """Web IDL's ``sequence<DOMString>`` of a Python iterable (a string alone is refused)."""
    if isinstance(value, str):
        raise TypeError(f"define: {what} must be a sequence of strings, not a string")
    try:
        items = list(value)
    except TypeError:
        raise TypeError(f"define: {what} is not iterable") from None
    return [str(item) for item in items]


def custom_element_registry(document: Any) -> CustomElementRegistry:
    """The custom element registry of ``document`` (the same object each time; a ``Window``'s
    ``customElements`` is its document's): its definitions apply to the elements the document
    creates and to those inserted into it."""
    if not isinstance(document, DocumentImpl):
        raise argument_error("custom_element_registry", "document", document, "a Document")
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    registry = cache.get(_REGISTRY)
    if not isinstance(registry, CustomElementRegistry):
        registry = cache[_REGISTRY] = CustomElementRegistry(document)
    return registry


def look_up_a_custom_element_definition(
    document: Any, namespace: str | None, local_name: str, is_value: str | None
) -> CustomElementDefinition | None:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#look-up-a-custom-element-definition:
    the autonomous definition of ``local_name``, else the customized built-in definition named
    ``is_value`` that extends ``local_name``."""
    if namespace != HTML_NAMESPACE:  # 2.
        return None
    cache = document._cache
    registry = None if cache is None else cache.get(_REGISTRY)
    if registry is None:  # 1.
        return None
    return registry._lookup(local_name, is_value)  # type: ignore[no-any-return]  # 3.-5.


# --- each element's state ----------------------------------------------------------------------


def custom_element_state(element: Any) -> str:
    """https://dom.spec.whatwg.org/#concept-element-custom-element-state: "undefined",
    "failed", "uncustomized", "precustomized" or "custom" (an element with a valid custom
    element name or an ``is`` value, never defined, is "undefined")."""
    cache = element._cache
    found = None if cache is None else cache.get(_STATE)
    if found is not None:
        return found[0]  # type: ignore[no-any-return]
    if element._namespace == HTML_NAMESPACE and (
        element._is_value is not None or is_valid_custom_element_name(element._local_name)
    ):
        return "undefined"
    return "uncustomized"


def definition_disables_shadow(element: Any) -> bool:
    """https://dom.spec.whatwg.org/#concept-attach-a-shadow-root step 3: the element has a
    valid custom element name or an ``is`` value, and the custom element definition looked up
    for it has "disable shadow" (``disabledFeatures`` holds "shadow")."""
    is_value = element._is_value
    if is_value is None and not is_valid_custom_element_name(element._local_name):
        return False
    definition = look_up_a_custom_element_definition(
        element._node_document, element._namespace, element._local_name, is_value
    )
    return definition is not None and definition.disable_shadow


def _definition(element: Any) -> CustomElementDefinition | None:
    cache = element._cache
    found = None if cache is None else cache.get(_STATE)
    return None if found is None else found[1]


def _set_state(element: Any, state: str, definition: CustomElementDefinition | None) -> None:
    cache = element._cache
    if cache is None:
        cache = element._cache = {}
    cache[_STATE] = (state, definition)


def is_defined(element: Any) -> bool:
    """https://dom.spec.whatwg.org/#concept-element-defined (``:defined``): an element whose
    custom element state is "uncustomized" or "custom"."""
    return custom_element_state(element) in ("uncustomized", "custom")


# --- creating ------------------------------------------------------------------------------


def autonomous_class() -> type[Any]:
    """The class of the elements with a valid custom element name that no Python class
    defines (``webapi.html``'s ``_elements`` registers it): ``HTMLElement`` with the custom
    element hooks, and a ``__dict__`` so that an upgrade may give it a Python definition's
    class."""
    global _AUTONOMOUS
    if _AUTONOMOUS is None:
        HTMLElement = _bindings().HTMLElement
        _AUTONOMOUS = type(
            "HTMLElement",
            (HTMLElement,),
            {"__slots__": ("__dict__",), "__module__": __name__, "__qualname__": "HTMLElement"},
        )
        _give_hooks(_AUTONOMOUS)
    return _AUTONOMOUS


_AUTONOMOUS: type[Any] | None = None


def _bindings() -> Any:
    """The generated element classes (loaded on first use: they import this module's users)."""
    return load_provider("html:element-classes")


def customizable_class(interface: type[Any]) -> type[Any]:
    """The class of the elements of ``interface`` (a generated element class) that have an
    is value: ``interface`` with the custom element steps (its own steps run first) and a
    ``__dict__``, so that the upgrade of a customized built-in element may give it a Python
    definition's class (which derives from ``interface``). The autonomous class is its own."""
    if "__dict__" in getattr(interface, "__slots__", ()):
        return interface
    found = _CUSTOMIZABLE.get(interface)
    if found is None:
        found = _CUSTOMIZABLE[interface] = type(
            interface.__name__,
            (interface,),
            {
                "__slots__": ("__dict__",),
                "__module__": __name__,
                "__qualname__": interface.__qualname__,
            },
        )
        _give_hooks(found)
    return found


#: interface class -> its customizable class (:func:`customizable_class`).
_CUSTOMIZABLE: dict[type[Any], type[Any]] = {}


def _interface_name(local_name: str) -> str:
    """The name of the element interface for ``local_name`` in the HTML namespace."""
    from ..common._element_table import element_interface_name

    return element_interface_name(local_name)


def _element_class(local_name: str, is_value: str | None) -> type[Any]:
    """The class of a new element of ``local_name`` in the HTML namespace with ``is_value``:
    its element interface's, the customizable one where it has an is value."""
    cls = import_module("._elements", __package__).html_element_interface(local_name)
    return cls if is_value is None else customizable_class(cls)


def create_an_element_with_definition(
    document: Any,
    local_name: str,
    prefix: str | None,
    is_value: str | None,
    synchronous_custom_elements: bool,
) -> Any:
    """https://dom.spec.whatwg.org/#concept-create-element, steps 2-6 for the HTML namespace:
    the element where a custom element definition applies, or where the element has an is
    value (None: the DOM creates it)."""
    definition = look_up_a_custom_element_definition(document, HTML_NAMESPACE, local_name, is_value)
    if definition is None:
        if is_value is None:
            return None
        element = make_node(  # 6. (an element that an upgrade may customize later)
            _element_class(local_name, is_value), document, HTML_NAMESPACE, local_name, prefix
        )
        element._is_value = is_value
        return element
    if definition.name != definition.local_name:  # 4. (a customized built-in element)
        element = make_node(  # 4.1-4.2
            _element_class(local_name, is_value), document, HTML_NAMESPACE, local_name, prefix
        )
        element._is_value = is_value
        _set_state(element, "undefined", None)
        if synchronous_custom_elements:  # 4.3
            try:
                upgrade_an_element(element, definition)
            except Exception as error:
                report_the_exception(
                    error,
                    f"the constructor of <{local_name} is={is_value}>",
                    definition.constructor,
                )
        else:  # 4.4
            enqueue_an_upgrade_reaction(element, definition)
        return element
    if synchronous_custom_elements:  # 5.1
        try:
            result = _construct(definition)  # 5.1.1-5.1.2
            if not isinstance(result, HTMLElementImpl):  # 5.1.3.1
                raise TypeError("The custom element constructor did not make an HTMLElement.")
            if (
                result._attrs
                or result._first_child is not None
                or result._parent is not None
                or result._node_document is not document
                or result._local_name != local_name
            ):  # 5.1.3.2-5.1.3.7
                raise DOMException(
                    "The custom element constructor made an element that cannot be its result.",
                    "NotSupportedError",
                )
            # 5.1.3.8 (the namespace prefix: only createElementNS gives one, which webapi's
            # custom elements leave unset)
            result._is_value = None  # 5.1.3.9
            return result
        except Exception as error:  # 5.1.4
            report_the_exception(
                error, f"the constructor of <{local_name}>", definition.constructor
            )
            element = make_node(
                _bindings().HTMLUnknownElement, document, HTML_NAMESPACE, local_name, prefix
            )
            _set_state(element, "failed", None)
            return element
    element = make_node(autonomous_class(), document, HTML_NAMESPACE, local_name, prefix)  # 5.2
    _set_state(element, "undefined", None)
    enqueue_an_upgrade_reaction(element, definition)
    return element


def _construct(definition: CustomElementDefinition) -> Any:
    """``new C()`` for the definition's constructor: a Python class is called (its
    ``__init__`` runs the HTML constructor steps on the new object); another callable is
    called and its result returned."""
    return definition.constructor()


def _active_interface(cls: type[Any]) -> type[Any]:
    """The element interface whose constructor a Python class's ``super().__init__()`` runs
    (the "active function object"): the first generated element class in its method
    resolution order."""
    bindings = _bindings()
    found: type[Any] = bindings.HTMLElement
    for base in cls.__mro__:
        if getattr(bindings, base.__name__, None) is base:
            found = base
            break
    return found


def _valid_local_names(interface: type[Any]) -> frozenset[str]:
    """The local names of the HTML elements whose element interface is ``interface``."""
    found = _LOCAL_NAMES.get(interface.__name__)
    if found is None:
        found = _LOCAL_NAMES[interface.__name__] = frozenset(
            name for name, of in INTERFACES.items() if of == interface.__name__
        )
    return found


#: interface name -> the local names it is the element interface of.
_LOCAL_NAMES: dict[str, frozenset[str]] = {}


def html_constructor(new_target: Any, instance: Any = None, active: Any = None) -> Any:
    """https://html.spec.whatwg.org/multipage/dom.html#html-element-constructors (the
    ``[HTMLConstructor]`` steps): the element that ``new new_target()`` makes, a new one or
    the one being upgraded. ``instance`` is the object a Python class's ``__init__`` runs on
    (made into that element, or the element itself during its upgrade); ``active`` the
    element interface whose constructor runs (by default the first in ``instance``'s class,
    else ``HTMLElement``)."""
    definition = _definition_of(new_target)  # 1.-3.
    if definition is None:
        raise TypeError("Illegal constructor")
    if active is None:
        active = _bindings().HTMLElement if instance is None else _active_interface(type(instance))
    is_value = None  # 4.
    if definition.local_name == definition.name:  # 5.
        if active is not _bindings().HTMLElement:
            raise TypeError(
                "Illegal constructor: an autonomous custom element's class extends HTMLElement."
            )
    else:  # 6.
        if definition.local_name not in _valid_local_names(active):  # 6.1-6.2
            raise TypeError(
                f"Illegal constructor: <{definition.local_name}> is not an element of "
                f"{active.__name__}."
            )
        is_value = definition.name  # 6.3
    if not definition.construction_stack:  # 7.
        document = definition.registry._document
        if document is None:
            raise TypeError("Illegal constructor: the registry has no document")
        if instance is None:
            cls = (
                autonomous_class()
                if is_value is None
                else _element_class(definition.local_name, is_value)
            )
            element = make_node(cls, document, HTML_NAMESPACE, definition.local_name)
        else:
            node_initializer(type(instance))(
                instance, document, HTML_NAMESPACE, definition.local_name
            )
            element = instance
        element._is_value = is_value  # 7.8
        _set_state(element, "custom", definition)
        return element
    element = definition.construction_stack[-1]  # 8.-9.
    if element is _ALREADY_CONSTRUCTED:  # 10.
        raise TypeError("The element has already been constructed.")
    if instance is not None and instance is not element:
        raise TypeError("A custom element constructor made another element while upgrading one.")
    definition.construction_stack[-1] = _ALREADY_CONSTRUCTED  # 12.-13.
    return element


def _definition_of(constructor: Any) -> CustomElementDefinition | None:
    for registry in _REGISTRIES_OF.get(id(constructor), ()):
        for definition in registry._definitions.values():
            if definition.constructor is constructor:
                return definition
    return None


#: id(constructor) -> the registries defining it (filled by define; a definition keeps its
#: constructor alive, so an id is not reused while it is here).
_REGISTRIES_OF: dict[int, list[CustomElementRegistry]] = {}


def _remember(registry: CustomElementRegistry, constructor: Any) -> None:
    registries = _REGISTRIES_OF.setdefault(id(constructor), [])
    if registry not in registries:
        registries.append(registry)


# --- upgrades ------------------------------------------------------------------------------


def upgrade_an_element(element: Any, definition: CustomElementDefinition) -> None:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#concept-upgrade-an-element."""
    state = custom_element_state(element)
    if state not in ("undefined", "uncustomized"):  # 1.
        return
    _set_state(element, "failed", definition)  # 2.-3.
    for attribute in attribute_list(element):  # 4.
        enqueue_a_custom_element_callback_reaction(
            element,
            "attributeChangedCallback",
            (attribute._local_name, None, attribute._value, attribute._namespace),
        )
    if is_connected(element):  # 5.
        enqueue_a_custom_element_callback_reaction(element, "connectedCallback", ())
    definition.construction_stack.append(element)  # 6.
    constructor = definition.constructor  # 7.
    try:  # 9.
        _set_state(element, "precustomized", definition)
        if isinstance(constructor, type):
            # (Python: the element becomes an instance of the class, whose __init__ runs on it)
            element.__class__ = constructor
            initializer = getattr(constructor, "__init__")  # noqa: B009 (the class's, unbound)
            initializer(element)
            result = element
        else:
            result = constructor()
        if result is not element:
            raise TypeError("The custom element constructor did not return the upgraded element.")
    except BaseException:
        _set_state(element, "failed", None)  # 9.2.1
        queue = _reaction_queue(element, create=False)  # 9.2.2
        if queue:
            queue.clear()
        raise  # 9.2.3
    finally:
        definition.construction_stack.pop()  # 9.1
    if definition.form_associated:  # 10.
        _set_state(element, "custom", definition)
        _category_changed(element)
        reset_the_form_owner(element)  # 10.1
        update_disabled_state(element)  # 10.2
    _set_state(element, "custom", definition)  # 11.


def _has_definition(element: Any) -> bool:
    return (
        look_up_a_custom_element_definition(
            element._node_document, element._namespace, element._local_name, element._is_value
        )
        is not None
    )


def try_to_upgrade(element: Any) -> None:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#concept-try-upgrade."""
    if custom_element_state(element) != "undefined":
        return
    definition = look_up_a_custom_element_definition(  # 1.-2.
        element._node_document, element._namespace, element._local_name, element._is_value
    )
    if definition is not None:  # 3.
        enqueue_an_upgrade_reaction(element, definition)


# --- reactions -----------------------------------------------------------------------------


def _reaction_queue(element: Any, create: bool = True) -> list[Any] | None:
    cache = element._cache
    if cache is None:
        if not create:
            return None
        cache = element._cache = {}
    queue = cache.get(_QUEUE)
    if queue is None and create:
        queue = cache[_QUEUE] = []
    return queue  # type: ignore[no-any-return]


def enqueue_an_element_on_the_appropriate_element_queue(element: Any) -> None:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#enqueue-an-element-on-the-appropriate-element-queue
    (one element queue, processed as the DOM's algorithm returns)."""
    ELEMENT_QUEUE.append(element)


def enqueue_a_custom_element_callback_reaction(
    element: Any, callback_name: str, arguments: tuple[Any, ...]
) -> None:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#enqueue-a-custom-element-callback-reaction."""
    definition = _definition(element)  # 1.
    if definition is None:
        return
    callback = definition.lifecycle_callbacks.get(callback_name)  # 2.
    if callback_name == "connectedMoveCallback" and callback is None:  # 3.
        callback = definition.lifecycle_callbacks.get("disconnectedCallback")
        connected = definition.lifecycle_callbacks.get("connectedCallback")
        if callback is not None:
            enqueue_a_custom_element_callback_reaction(element, "disconnectedCallback", ())
        if connected is not None:
            enqueue_a_custom_element_callback_reaction(element, "connectedCallback", ())
        return
    if callback is None:  # 4.
        return
    if (
        callback_name == "attributeChangedCallback"
        and arguments[0] not in definition.observed_attributes
    ):  # 5.
        return
    queue = _reaction_queue(element)  # 6.
    assert queue is not None
    queue.append((callback, arguments))
    enqueue_an_element_on_the_appropriate_element_queue(element)  # 7.


def enqueue_an_upgrade_reaction(element: Any, definition: CustomElementDefinition) -> None:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#enqueue-a-custom-element-upgrade-reaction."""
    queue = _reaction_queue(element)
    assert queue is not None
    queue.append((None, definition))
    enqueue_an_element_on_the_appropriate_element_queue(element)


def invoke_custom_element_reactions(queue: list[Any]) -> None:
    """https://html.spec.whatwg.org/multipage/custom-elements.html#invoke-custom-element-reactions:
    each element's reactions in order; an exception is reported."""
    for element in queue:
        reactions = _reaction_queue(element, create=False)
        while reactions:
            callback, argument = reactions.pop(0)
            try:
                if callback is None:
                    upgrade_an_element(element, argument)
                else:
                    callback(element, *argument)
            except Exception as error:
                report_the_exception(error, "a custom element reaction", callback)


# --- form-associated custom elements --------------------------------------------------------


def _category_changed(element: Any) -> None:
    """An element became a form-associated custom element (listed, labelable, submittable):
    the live collections and the answers kept for its tree's state are made again."""
    document_tree_changed(element._node_document)


def reset_the_form_owner(element: Any) -> None:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#reset-the-form-owner
    for a form-associated custom element: where its form owner is not the one it had,
    ``formAssociatedCallback(form)`` (None when it has none now)."""
    if not is_form_associated_custom_element(element):
        return
    owner = load_provider("html:form-owner")(element)  # (forms, above)
    cache = element._cached()
    if cache.get(OWNER_KEY) is owner:
        return
    cache[OWNER_KEY] = owner
    enqueue_a_custom_element_callback_reaction(element, "formAssociatedCallback", (owner,))


def update_disabled_state(element: Any) -> None:
    """A form-associated custom element whose disabled state changed (its ``disabled``
    attribute, a disabled ``fieldset`` around it) gets ``formDisabledCallback(disabled)``
    (https://html.spec.whatwg.org/multipage/custom-elements.html#form-associated-custom-elements)."""
    if not is_form_associated_custom_element(element):
        return
    from ..common._activation import is_disabled

    disabled = is_disabled(element)
    cache = element._cached()
    if cache.get(DISABLED_KEY, False) is disabled:
        return
    cache[DISABLED_KEY] = disabled
    enqueue_a_custom_element_callback_reaction(element, "formDisabledCallback", (disabled,))


def reset_algorithm(element: Any) -> None:
    """A form-associated custom element's reset algorithm
    (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-form-reset-control):
    ``formResetCallback()``."""
    enqueue_a_custom_element_callback_reaction(element, "formResetCallback", ())


def fieldset_disabled_changed(fieldset: Any) -> None:
    """A ``fieldset``'s ``disabled`` attribute changed: the form-associated custom elements
    inside it may be disabled or enabled by it."""
    for node in descendants(fieldset):
        if is_form_associated_custom_element(node):
            update_disabled_state(node)


def _face_tree_steps(element: Any) -> None:
    """A form-associated custom element inserted or removed: its form owner and disabled
    state again."""
    if is_form_associated_custom_element(element):
        reset_the_form_owner(element)
        update_disabled_state(element)


# --- the hooks of the elements of a definition ----------------------------------------------


def _insertion_steps(self: Any) -> None:
    """The DOM's insertion steps' custom element part
    (https://dom.spec.whatwg.org/#concept-node-insert, 7.7): a connected custom element's
    ``connectedCallback``, else an upgrade."""
    state = custom_element_state(self)
    if state == "custom":
        if _connected(self):
            enqueue_a_custom_element_callback_reaction(self, "connectedCallback", ())
        _face_tree_steps(self)
    elif state == "undefined" and _has_definition(self) and _connected(self):
        # (the walk to the root only where a definition applies: an insertion of elements of
        # custom element names that no registry defines costs no walk)
        try_to_upgrade(self)


#: The roots :func:`_connected` found since the last time a node left its parent
#: (``UNLINKS``): [that count, each node walked -> its root then].
_ROOTS: list[Any] = [-1, WeakKeyDictionary()]


def _connected(node: Any) -> bool:
    """Whether ``node`` is connected (its root is a document). While no node left its parent,
    a root found before is still an inclusive ancestor (an insertion only gives a root a
    parent), so each walk goes on from the root a node had, and every node walked keeps the
    root found (path compression): a subtree's custom elements, or a chain of them appended one
    below the other, cost about one step each, not a walk to the root each."""
    roots: WeakKeyDictionary[Any, Any] = _ROOTS[1]
    if _ROOTS[0] != UNLINKS[0]:
        roots.clear()
        _ROOTS[0] = UNLINKS[0]
    walked = []
    current = node
    while True:
        known = roots.get(current)
        if known is not None and known is not current:
            walked.append(current)
            current = known
            continue
        parent = current._parent
        if parent is None:
            break
        walked.append(current)
        current = parent
    for each in walked:
        roots[each] = current
    return bool(current._node_type == DOCUMENT_NODE)


def _removing_steps(self: Any, is_subtree_root: bool, old_ancestor: Any) -> None:
    """https://dom.spec.whatwg.org/#concept-node-remove, 15.-16.: a custom element removed
    from a connected tree gets ``disconnectedCallback``."""
    if custom_element_state(self) != "custom":
        return
    if _connected(old_ancestor):  # (its old tree was a document's: it was connected)
        enqueue_a_custom_element_callback_reaction(self, "disconnectedCallback", ())
    _face_tree_steps(self)


def _adopting_steps(self: Any, old_document: DocumentImpl) -> None:
    """https://dom.spec.whatwg.org/#concept-node-adopt, 3.2: ``adoptedCallback``."""
    if custom_element_state(self) == "custom":
        enqueue_a_custom_element_callback_reaction(
            self, "adoptedCallback", (old_document, self._node_document)
        )


def _attribute_change_steps(
    self: Any, local_name: str, old_value: str | None, value: str | None, namespace: str | None
) -> None:
    """https://dom.spec.whatwg.org/#handle-attribute-changes, 2.: ``attributeChangedCallback``
    (after the element's own steps, :func:`_give_hooks`)."""
    if custom_element_state(self) == "custom":
        enqueue_a_custom_element_callback_reaction(
            self, "attributeChangedCallback", (local_name, old_value, value, namespace)
        )
        if namespace is None and local_name in ("form", "disabled"):
            _face_tree_steps(self)


#: The custom element steps, by the hook the DOM calls them through.
_HOOKS: dict[str, Callable[..., Any]] = {
    "_insertion_steps": _insertion_steps,
    "_removing_steps": _removing_steps,
    "_adopting_steps": _adopting_steps,
    "_attribute_change_steps": _attribute_change_steps,
}


def _composed(own: Callable[..., Any], steps: Callable[..., Any]) -> Callable[..., Any]:
    """The element's ``own`` steps (a built-in element's: a form control's insertion steps,
    an input's attribute change steps), then the custom element ``steps``."""

    def both(self: Any, *arguments: Any) -> None:
        own(self, *arguments)
        steps(self, *arguments)

    both.__name__ = steps.__name__
    both.__doc__ = steps.__doc__
    both._custom_element_steps = True  # type: ignore[attr-defined]
    return both


def _give_hooks(cls: type[Any]) -> None:
    """Give ``cls`` (the autonomous class, a customizable class, a Python definition's class)
    the steps above, after the steps it has of its own; a class that has them (through a
    base given them) is left as it is."""
    given: dict[str, Callable[..., Any]] = {}
    for name, steps in _HOOKS.items():
        own = getattr(cls, name, None)
        if own is steps or getattr(own, "_custom_element_steps", False):
            continue
        given[name] = steps if own is None else _composed(own, steps)
    give_class_steps(cls, given)


def _copy_class(document: Any, node: Any) -> type[Any] | None:
    """The class of a copy of ``node`` (an element of one of the classes above) in
    ``document`` where no custom element definition applies to it there (the class "create an
    element" gives: the autonomous class, a customizable one), else None."""
    if node._namespace != HTML_NAMESPACE:
        return None
    local_name, is_value = node._local_name, node._is_value
    if look_up_a_custom_element_definition(document, HTML_NAMESPACE, local_name, is_value):
        return None
    cls = type(node)
    if cls is _AUTONOMOUS or _CUSTOMIZABLE.get(cls.__mro__[1]) is cls:  # (no definition's)
        return cls
    return _element_class(local_name, is_value)


def _register() -> None:
    register_custom_elements(
        invoke_custom_element_reactions, create_an_element_with_definition, _copy_class
    )


_register()
