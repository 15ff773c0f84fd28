"""The HTML Sanitizer API (https://wicg.github.io/sanitizer-api/) as Chromium 156 ships it: the
``Sanitizer`` interface's steps, "get a sanitizer instance from options", "sanitize" and
"sanitize core". The configurations' algorithms are ``_sanitizer_config.py``'s; the members of
``Element``, ``ShadowRoot`` and ``Document`` that call these, ``_sanitizer_members.py``'s.

"Sanitize core" walks the tree with a list of nodes still to judge, not by recursion: each
node's fate (kept, removed, replaced with its children) and its attributes' depend on the node
alone, so the order the walk meets them in changes nothing, and a document nested 100,000
deep costs no Python stack.
"""

from __future__ import annotations

import copy
from typing import Any, ClassVar

from webapi.dom.engine import (
    COMMENT_NODE,
    ELEMENT_NODE,
    PROCESSING_INSTRUCTION_NODE,
    TEXT_NODE,
    children_list,
    insert,
    remove,
    remove_attribute_by_namespace,
    shadow_root_of,
)
from webapi.infra import HTML_NAMESPACE, MATHML_NAMESPACE, XLINK_NAMESPACE

from ._sanitizer_builtins import (
    ANIMATING_URL_ATTRIBUTES,
    NAVIGATING_URL_ATTRIBUTES,
    NON_REPLACEABLE_ELEMENTS,
)
from ._sanitizer_config import (
    Config,
    add,
    built_in_safe_default_configuration,
    canonicalize_a_sanitizer_attribute,
    canonicalize_a_sanitizer_element,
    canonicalize_a_sanitizer_element_with_attributes,
    canonicalize_a_sanitizer_processing_instruction,
    canonicalize_the_configuration,
    contains,
    contains_a_target,
    is_custom_data_attribute,
    is_valid,
    remove_an_attribute,
    remove_an_element,
    remove_duplicates,
    remove_unsafe,
    sorted_configuration,
)
from ._template import HTMLTemplateElementImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.dom.engine import NodeImpl

__all__ = [
    "SanitizerImpl",
    "construct_sanitizer",
    "contains_a_javascript_url",
    "filters_nothing",
    "get_a_sanitizer_instance_from_options",
    "new_sanitizer",
    "sanitize",
    "sanitize_core",
    "set_a_configuration",
]


class SanitizerImpl:
    """https://wicg.github.io/sanitizer-api/#sanitizer: a configuration (canonical, valid),
    ``_configuration``; ``_compiled``, the lookup tables "sanitize core" made of it (None
    after a change)."""

    __slots__ = ("__weakref__", "_compiled", "_configuration")

    _interface_class: ClassVar[type[Any]]

    _configuration: Config
    _compiled: dict[bool, _Compiled] | None

    def _get(self) -> dict[str, Any]:
        """https://wicg.github.io/sanitizer-api/#dom-sanitizer-get"""
        return sorted_configuration(self._configuration)

    def _changed(self, modified: bool) -> bool:
        if modified:
            self._compiled = None
        return modified

    def _allow_element(self, element: Any) -> bool:
        """https://wicg.github.io/sanitizer-api/#dom-sanitizer-allowelement"""
        return self._changed(_allow_element(self._configuration, element))

    def _remove_element(self, element: Any) -> bool:
        """https://wicg.github.io/sanitizer-api/#dom-sanitizer-removeelement"""
        return self._changed(remove_an_element(element, self._configuration))

    def _replace_element_with_children(self, element: Any) -> bool:
        """https://wicg.github.io/sanitizer-api/#dom-sanitizer-replaceelementwithchildren"""
        configuration = self._configuration
        element = canonicalize_a_sanitizer_element(element)  # 3.
        if (element["namespace"], element["name"]) in NON_REPLACEABLE_ELEMENTS:  # 4.
            return False
        replace = configuration.setdefault("replaceWithChildrenElements", [])
        if contains(replace, element):  # 5.
            return False
        for key in ("removeElements", "elements"):  # 6., 7.
            items = configuration.get(key)
            if items is not None:
                items[:] = [e for e in items if (e["namespace"], e["name"]) != _name(element)]
        add(element, replace)  # 8.
        return self._changed(True)

    def _allow_processing_instruction(self, pi: Any) -> bool:
        """https://wicg.github.io/sanitizer-api/#dom-sanitizer-allowprocessinginstruction"""
        target = canonicalize_a_sanitizer_processing_instruction(pi)["target"]
        configuration = self._configuration
        if "processingInstructions" in configuration:
            allowed = configuration["processingInstructions"]
            if contains_a_target(allowed, target):
                return False
            allowed.append({"target": target})
            return self._changed(True)
        removed = configuration["removeProcessingInstructions"]
        if not contains_a_target(removed, target):
            return False
        removed[:] = [entry for entry in removed if entry["target"] != target]
        return self._changed(True)

    def _remove_processing_instruction(self, pi: Any) -> bool:
        """https://wicg.github.io/sanitizer-api/#dom-sanitizer-removeprocessinginstruction"""
        target = canonicalize_a_sanitizer_processing_instruction(pi)["target"]
        configuration = self._configuration
        if "processingInstructions" in configuration:
            allowed = configuration["processingInstructions"]
            if not contains_a_target(allowed, target):
                return False
            allowed[:] = [entry for entry in allowed if entry["target"] != target]
            return self._changed(True)
        removed = configuration["removeProcessingInstructions"]
        if contains_a_target(removed, target):
            return False
        removed.append({"target": target})
        return self._changed(True)

    def _allow_attribute(self, attribute: Any) -> bool:
        """https://wicg.github.io/sanitizer-api/#dom-sanitizer-allowattribute"""
        configuration = self._configuration
        attribute = canonicalize_a_sanitizer_attribute(attribute)  # 3.
        if "attributes" in configuration:  # 4.
            if (
                configuration["dataAttributes"] is True
                and attribute["namespace"] is None
                and attribute["name"].startswith("data-")
            ):  # (a custom data attribute in no namespace alone, here, in Chromium 156)
                return False
            if contains(configuration["attributes"], attribute):
                return False
            for element in configuration.get("elements", []):
                _remove_name(attribute, element.get("attributes"))
            configuration["attributes"].append(attribute)
            return self._changed(True)
        removed = configuration["removeAttributes"]  # 5.
        if not contains(removed, attribute):
            return False
        _remove_name(attribute, removed)
        return self._changed(True)

    def _remove_attribute(self, attribute: Any) -> bool:
        """https://wicg.github.io/sanitizer-api/#dom-sanitizer-removeattribute"""
        return self._changed(remove_an_attribute(attribute, self._configuration))

    def _set_comments(self, allow: bool) -> None:
        """https://wicg.github.io/sanitizer-api/#dom-sanitizer-setcomments as Chromium 156 has
        it: the flag set, nothing returned (docs/html.md, ``FlagSettersReturnUndefined``)."""
        self._changed(self._configuration.get("comments") != allow)
        self._configuration["comments"] = allow

    def _set_data_attributes(self, allow: bool) -> None:
        """https://wicg.github.io/sanitizer-api/#dom-sanitizer-setdataattributes as Chromium 156
        has it (docs/html.md, ``FlagSettersReturnUndefined``): the flag set whatever the
        configuration (a remove list too), no ``data-`` attribute taken out of the allow
        lists, nothing returned."""
        self._changed(self._configuration.get("dataAttributes") != allow)
        self._configuration["dataAttributes"] = allow

    def _remove_unsafe(self) -> None:
        """https://wicg.github.io/sanitizer-api/#dom-sanitizer-removeunsafe; Chromium 156's
        returns nothing (the specification's, whether anything changed: docs/html.md,
        ``RemoveUnsafeReturnsUndefined``)."""
        self._changed(remove_unsafe(self._configuration))


def _name(item: dict[str, Any]) -> tuple[str | None, str]:
    return (item["namespace"], item["name"])


def _remove_name(item: dict[str, Any], items: list[dict[str, Any]] | None) -> None:
    if items is not None:
        items[:] = [entry for entry in items if _name(entry) != _name(item)]


def _allow_element(configuration: Config, element: Any) -> bool:
    """https://wicg.github.io/sanitizer-api/#dom-sanitizer-allowelement's steps 3.-5."""
    element = canonicalize_a_sanitizer_element_with_attributes(element)  # 3.
    replace = configuration.get("replaceWithChildrenElements")
    if "elements" not in configuration:  # 5.
        if "attributes" in element or element.get("removeAttributes"):
            return False
        modified = _removed(element, replace)
        removed = configuration["removeElements"]
        if not contains(removed, element):
            return modified
        _remove_name(element, removed)
        return True
    modified = _removed(element, replace)  # 4.1.
    local, local_remove = element.get("attributes"), element.get("removeAttributes")
    if "attributes" in configuration:  # 4.3.
        attributes = configuration["attributes"]
        if local is not None:
            local = _difference(remove_duplicates(local), attributes)
            if configuration["dataAttributes"] is True:
                local = [a for a in local if not is_custom_data_attribute(a)]
            element["attributes"] = local
        if local_remove is not None:
            element["removeAttributes"] = _intersection(remove_duplicates(local_remove), attributes)
    else:  # 4.4.
        removed = configuration["removeAttributes"]
        if local is not None:
            local = _difference(remove_duplicates(local), local_remove or [])
            element.pop("removeAttributes", None)
            element["attributes"] = _difference(local, removed)
        if "removeAttributes" in element:
            element["removeAttributes"] = _difference(
                remove_duplicates(element["removeAttributes"]), removed
            )
    elements = configuration["elements"]
    current = next((item for item in elements if _name(item) == _name(element)), None)
    if current is None:  # 4.5.
        elements.append(element)
        return True
    if _equal_entries(element, current):  # 4.8.
        return modified
    _remove_name(element, elements)  # 4.9.
    elements.append(element)
    return True


def _removed(item: dict[str, Any], items: list[dict[str, Any]] | None) -> bool:
    if items is None or not contains(items, item):
        return False
    _remove_name(item, items)
    return True


def _difference(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> list[dict[str, Any]]:
    keys = {_name(entry) for entry in b}
    return [entry for entry in a if _name(entry) not in keys]


def _intersection(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> list[dict[str, Any]]:
    keys = {_name(entry) for entry in b}
    return [entry for entry in a if _name(entry) in keys]


def _equal_entries(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Map equality (https://wicg.github.io/sanitizer-api/#map-equal) of two canonical element
    entries: the same keys (an entry given no list differs from one given an empty
    ``removeAttributes``, as in Chromium 156), the attribute lists equal as sets."""
    if a.keys() != b.keys():
        return False
    for key in ("attributes", "removeAttributes"):
        if key in a and {_name(x) for x in a[key]} != {_name(x) for x in b[key]}:
            return False
    return True


def set_a_configuration(
    sanitizer: SanitizerImpl,
    configuration: dict[str, Any],
    allow_comments_pis_and_data_attributes: bool,
) -> bool:
    """https://wicg.github.io/sanitizer-api/#sanitizer-set-a-configuration"""
    canonical = canonicalize_the_configuration(
        configuration, allow_comments_pis_and_data_attributes
    )
    if not is_valid(canonical):
        return False
    sanitizer._configuration = canonical
    sanitizer._compiled = None
    return True


def construct_sanitizer(this: SanitizerImpl, configuration: Any = "default") -> None:
    """https://wicg.github.io/sanitizer-api/#dom-sanitizer-constructor (``configuration`` a
    converted ``SanitizerConfig`` or ``"default"``)."""
    this._compiled = None
    if isinstance(configuration, str):  # 1.
        this._configuration = built_in_safe_default_configuration()
        return
    if not set_a_configuration(this, configuration, True):  # 2., 3.
        raise TypeError("Failed to construct 'Sanitizer': Invalid Sanitizer configuration.")


def new_sanitizer() -> SanitizerImpl:
    """A sanitizer the members' steps use (never seen by a caller: no public class), its
    configuration not set yet."""
    sanitizer = SanitizerImpl()
    sanitizer._compiled = None
    return sanitizer


def get_a_sanitizer_instance_from_options(sanitizer_spec: Any, safe: bool) -> SanitizerImpl:
    """https://wicg.github.io/sanitizer-api/#sanitizerconfig-get-a-sanitizer-instance-from-options
    (``sanitizer_spec``: the options' converted ``sanitizer`` member: a ``Sanitizer``, a
    ``SanitizerConfig`` or ``"default"``)."""
    if isinstance(sanitizer_spec, SanitizerImpl):
        return sanitizer_spec
    if isinstance(sanitizer_spec, str):
        cached = _DEFAULT_SANITIZERS.get(safe)
        if cached is None:
            cached = _DEFAULT_SANITIZERS[safe] = new_sanitizer()
            cached._configuration = built_in_safe_default_configuration()
        return cached
    sanitizer = new_sanitizer()
    if not set_a_configuration(sanitizer, sanitizer_spec, not safe):
        raise TypeError("Invalid Sanitizer configuration.")
    return sanitizer


#: The sanitizers of "default" (never changed: the members' steps alone use them), by safe.
_DEFAULT_SANITIZERS: dict[bool, SanitizerImpl] = {}


class _Compiled:
    """A configuration as "sanitize core" reads it: sets of (namespace, local name)."""

    __slots__ = (
        "attributes",
        "comments",
        "data_attributes",
        "elements",
        "pis",
        "remove_attributes",
        "remove_elements",
        "remove_pis",
        "replace",
    )

    def __init__(self, configuration: Config) -> None:
        def names(key: str) -> frozenset[tuple[str | None, str]] | None:
            items = configuration.get(key)
            return None if items is None else frozenset(_name(item) for item in items)

        elements = configuration.get("elements")
        self.elements: dict[tuple[str | None, str], tuple[Any, Any]] | None = (
            None
            if elements is None
            else {
                _name(e): (
                    None if "attributes" not in e else {_name(a) for a in e["attributes"]},
                    {_name(a) for a in e.get("removeAttributes", ())},
                )
                for e in elements
            }
        )
        self.remove_elements = names("removeElements") or frozenset()
        self.replace = names("replaceWithChildrenElements") or frozenset()
        self.attributes = names("attributes")
        self.remove_attributes = names("removeAttributes") or frozenset()
        self.comments = configuration.get("comments") is True
        self.data_attributes = configuration.get("dataAttributes") is True
        pis = configuration.get("processingInstructions")
        self.pis = None if pis is None else {pi["target"] for pi in pis}
        self.remove_pis = {
            pi["target"] for pi in configuration.get("removeProcessingInstructions", ())
        }


def _compiled(sanitizer: SanitizerImpl, safe: bool) -> _Compiled:
    """The tables of the sanitizer's configuration (with "remove unsafe" applied, ``safe``),
    made once until the configuration changes."""
    tables = sanitizer._compiled
    if tables is None:
        tables = sanitizer._compiled = {}
    compiled = tables.get(safe)
    if compiled is None:
        configuration = sanitizer._configuration
        if safe:
            configuration = copy.deepcopy(configuration)
            remove_unsafe(configuration)
        compiled = tables[safe] = _Compiled(configuration)
    return compiled


def filters_nothing(sanitizer: SanitizerImpl, safe: bool) -> bool:
    """Whether "sanitize" with ``sanitizer`` leaves every tree as it is: an unsafe call whose
    configuration allows every element, attribute, comment and processing instruction
    (``setHTMLUnsafe(html)``, ``parseHTMLUnsafe(html)``, ``{sanitizer: {}}``)."""
    if safe:
        return False
    compiled = _compiled(sanitizer, safe)
    return (
        compiled.elements is None
        and not compiled.remove_elements
        and not compiled.replace
        and compiled.attributes is None
        and not compiled.remove_attributes
        and compiled.comments
        and compiled.pis is None
        and not compiled.remove_pis
    )


def sanitize(node: NodeImpl, sanitizer: SanitizerImpl, safe: bool) -> None:
    """https://wicg.github.io/sanitizer-api/#sanitize: "remove unsafe" from a copy of the
    configuration where ``safe``, then "sanitize core" with handleJavascriptNavigationUrls
    ``safe``."""
    sanitize_core(node, _compiled(sanitizer, safe), safe)


def sanitize_core(node: NodeImpl, configuration: _Compiled, handle_javascript_urls: bool) -> None:
    """https://wicg.github.io/sanitizer-api/#sanitize-core over ``node``'s descendants (the
    template contents and shadow roots of the elements kept included), iteratively; then, as
    Chromium 156, the Text nodes a removed or replaced node parted are joined
    (:func:`_join_parted_text`)."""
    pending: list[NodeImpl] = children_list(node)
    pending.reverse()
    # (the parents a node was removed from or replaced in, by identity)
    parted: dict[int, NodeImpl] = {}
    while pending:
        child = pending.pop()
        node_type = child._node_type
        if node_type == COMMENT_NODE:
            if not configuration.comments:
                _remove(child, parted)
            continue
        if node_type == PROCESSING_INSTRUCTION_NODE:
            target = child._target  # type: ignore[attr-defined]
            allowed = configuration.pis
            if (allowed is not None and target not in allowed) or (
                allowed is None and target in configuration.remove_pis
            ):
                _remove(child, parted)
            continue
        if node_type != ELEMENT_NODE:  # (a Text node, a doctype)
            continue
        element: Any = child
        name = (element._namespace, element._local_name)
        if name in configuration.replace:
            children = children_list(element)
            if isinstance(element, HTMLTemplateElementImpl):
                # (Chromium 156 moves a template's contents out: docs/html.md,
                # TemplateReplacedByContents; the specification's text, its no children)
                children += children_list(element._content)
            parent = element._parent
            for grandchild in children:
                remove(grandchild)
                insert(grandchild, parent, element)
            _remove(element, parted)
            pending.extend(reversed(children))
            continue
        elements = configuration.elements
        local: tuple[Any, Any] = (None, ())
        if elements is not None:
            found = elements.get(name)
            if found is None:
                _remove(element, parted)
                continue
            local = found
        elif name in configuration.remove_elements:
            _remove(element, parted)
            continue
        _sanitize_attributes(element, name, local, configuration, handle_javascript_urls)
        more = children_list(element)
        if isinstance(element, HTMLTemplateElementImpl) and name[0] == HTML_NAMESPACE:
            more += children_list(element._content)
        shadow = shadow_root_of(element)
        if shadow is not None:
            more += children_list(shadow)
        more.reverse()
        pending.extend(more)

    for parent in parted.values():
        _join_parted_text(parent)


def _remove(node: NodeImpl, parted: dict[int, NodeImpl]) -> None:
    """Remove ``node``, its parent noted in ``parted``."""
    parent = node._parent
    if parent is not None:
        parted[id(parent)] = parent
    remove(node)


def _join_parted_text(parent: NodeImpl) -> None:
    """Chromium 156's text where sanitizing removed a node (docs/html.md, JoinedPartedText):
    each run of adjacent Text children of ``parent`` becomes its first, holding the run's data
    (``setHTML("a<!--c-->b")`` leaves one Text node, "ab", as the HTML Standard's sanitizing
    while parsing does; the WICG text's removal leaves two). The tree is the parser's new one
    (a fragment or document no script has seen), so the data is set as the parser sets it."""
    child = parent._first_child
    while child is not None:
        following = child._next_sibling
        if (
            child._node_type == TEXT_NODE
            and following is not None
            and following._node_type == TEXT_NODE
        ):
            child._data += following._data  # type: ignore[attr-defined]
            remove(following)
            continue
        child = following


def _sanitize_attributes(
    element: Any,
    name: tuple[str | None, str],
    local: tuple[Any, Any],
    configuration: _Compiled,
    handle_javascript_urls: bool,
) -> None:
    """The attribute steps of https://wicg.github.io/sanitizer-api/#sanitize-core for one
    element (``local``: its entry's allowed attributes, None where it has no list, and removed
    ones); an ``is`` attribute removed takes the element's is value with it, as in Chromium
    156 (``SanitizedIsValue``: the HTML fragment serialization would write it back)."""
    attrs = element._attrs
    if not attrs:
        return
    if type(attrs) is dict:
        present = [(None, local_name, value) for local_name, value in attrs.items()]
    else:
        present = [(a._namespace, a._local_name, a._value) for a in attrs]
    local_allowed, local_removed = local
    allowed = configuration.attributes
    for namespace, local_name, value in present:
        attribute = (namespace, local_name)
        if attribute in local_removed:
            drop = True
        elif allowed is not None:
            drop = (
                attribute not in allowed
                and (local_allowed is None or attribute not in local_allowed)
                and not (
                    configuration.data_attributes
                    and namespace is None
                    and local_name.startswith("data-")
                )
            )
        elif local_allowed is not None:
            drop = attribute not in local_allowed
        else:
            drop = attribute in configuration.remove_attributes
        if not drop and handle_javascript_urls:
            drop = _unsafe_url_attribute(name, attribute, value)
        if drop:
            remove_attribute_by_namespace(namespace, local_name, element)
            if namespace is None and local_name == "is":
                # (Chromium 156 filters the token before the parser makes the element, which
                # so has no is value either: docs/html.md, SanitizedIsValue)
                element._is_value = None


def _unsafe_url_attribute(
    element: tuple[str | None, str], attribute: tuple[str | None, str], value: str
) -> bool:
    """The handleJavascriptNavigationUrls steps of https://wicg.github.io/sanitizer-api/#sanitize-core
    for one attribute."""
    if (*element, *attribute) in NAVIGATING_URL_ATTRIBUTES:
        return contains_a_javascript_url(value)
    if (
        element[0] == MATHML_NAMESPACE
        and attribute[1] == "href"
        and attribute[0] in (None, XLINK_NAMESPACE)
    ):
        return contains_a_javascript_url(value)
    return (
        element in ANIMATING_URL_ATTRIBUTES
        and attribute == (None, "attributeName")
        and value in ("href", "xlink:href")
    )


def contains_a_javascript_url(value: str) -> bool:
    """https://wicg.github.io/sanitizer-api/#contains-a-javascript-url: the attribute's value
    parses (the basic URL parser) to a URL whose scheme is ``javascript``."""
    from webapi.url import basic_url_parse

    url = basic_url_parse(value)
    return url is not None and url.scheme == "javascript"
