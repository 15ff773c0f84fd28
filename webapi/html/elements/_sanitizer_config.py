"""The Sanitizer API's configurations (https://wicg.github.io/sanitizer-api/#config): the
canonical form a ``Sanitizer`` keeps, its validity, and the algorithms that change it.

A canonical configuration is a ``dict`` shaped as the ``SanitizerConfig`` dictionary JavaScript
sees: ``"elements"`` or ``"removeElements"``, ``"processingInstructions"`` or
``"removeProcessingInstructions"``, ``"attributes"`` or ``"removeAttributes"`` (lists of
dicts: a name is ``{"name": ..., "namespace": ...}``, an element of ``"elements"`` also has
``"attributes"`` or ``"removeAttributes"``, a processing instruction is ``{"target": ...}``),
``"replaceWithChildrenElements"``, ``"comments"`` and ``"dataAttributes"`` (booleans).
"""

from __future__ import annotations

import copy
from typing import Any

from webapi.infra import HTML_NAMESPACE

from ._sanitizer_builtins import (
    BASELINE_REMOVE_ELEMENTS,
    DEFAULT_ATTRIBUTES,
    DEFAULT_ELEMENTS,
    EVENT_HANDLER_CONTENT_ATTRIBUTES,
    NON_REPLACEABLE_ELEMENTS,
)

__all__ = [
    "IMPLICIT",
    "Config",
    "add",
    "built_in_safe_default_configuration",
    "canonicalize_a_sanitizer_attribute",
    "canonicalize_a_sanitizer_element",
    "canonicalize_a_sanitizer_element_with_attributes",
    "canonicalize_a_sanitizer_name",
    "canonicalize_a_sanitizer_processing_instruction",
    "canonicalize_the_configuration",
    "contains",
    "contains_a_target",
    "has_duplicate_targets",
    "has_duplicates",
    "is_custom_data_attribute",
    "is_valid",
    "less_than_item_key",
    "remove",
    "remove_an_attribute",
    "remove_an_element",
    "remove_duplicates",
    "remove_unsafe",
    "sorted_configuration",
]

#: The key of an element entry whose ``removeAttributes`` canonicalization supplied (no list
#: was given); ``get()`` leaves it out.
IMPLICIT = "(implicit)"
#: A canonical configuration (see the module's docstring).
Config = dict[str, Any]
#: A canonical name: ``{"name": str, "namespace": str | None}`` (an element of ``elements``
#: also has ``attributes`` or ``removeAttributes``).
Name = dict[str, Any]


def _key(item: Name) -> tuple[str | None, str]:
    return (item["namespace"], item["name"])


def contains(items: list[Name], item: Name) -> bool:
    """https://wicg.github.io/sanitizer-api/#sanitizerconfig-contains: an entry of ``items``
    has ``item``'s name and namespace."""
    key = _key(item)
    return any(_key(entry) == key for entry in items)


def contains_a_target(items: list[dict[str, str]], target: str) -> bool:
    """https://wicg.github.io/sanitizer-api/#sanitizerconfig-contains-a-target"""
    return any(entry["target"] == target for entry in items)


def remove(item: Name, items: list[Name] | None) -> bool:
    """https://wicg.github.io/sanitizer-api/#sanitizerconfig-remove: every entry of ``items``
    with ``item``'s name and namespace removed; whether one was (a missing list: none)."""
    if items is None:
        return False
    key = _key(item)
    kept = [entry for entry in items if _key(entry) != key]
    removed = len(kept) != len(items)
    items[:] = kept
    return removed


def add(name: Name, items: list[Name]) -> None:
    """https://wicg.github.io/sanitizer-api/#sanitizerconfig-add"""
    if not contains(items, name):
        items.append(name)


def has_duplicates(items: list[Name]) -> bool:
    """https://wicg.github.io/sanitizer-api/#sanitizerconfig-has-duplicates"""
    return len({_key(entry) for entry in items}) != len(items)


def has_duplicate_targets(items: list[dict[str, str]]) -> bool:
    """https://wicg.github.io/sanitizer-api/#sanitizerconfig-has-duplicate-targets"""
    return len({entry["target"] for entry in items}) != len(items)


def remove_duplicates(items: list[Name]) -> list[Name]:
    """https://wicg.github.io/sanitizer-api/#sanitizerconfig-remove-duplicates"""
    result: list[Name] = []
    for entry in items:
        add(entry, result)
    return result


def _intersects(a: list[Name], b: list[Name]) -> bool:
    """Whether the intersection
    (https://wicg.github.io/sanitizer-api/#sanitizerconfig-intersection) of two canonical
    lists is not empty."""
    keys = {_key(entry) for entry in a}
    return any(_key(entry) in keys for entry in b)


def _difference(a: list[Name], b: list[Name]) -> list[Name]:
    keys = {_key(entry) for entry in b}
    return [entry for entry in a if _key(entry) not in keys]


def _intersection(a: list[Name], b: list[Name]) -> list[Name]:
    keys = {_key(entry) for entry in b}
    return [entry for entry in a if _key(entry) in keys]


def less_than_item_key(item: Name) -> tuple[bool, list[int], list[int]]:
    """A sort key ordering items as https://wicg.github.io/sanitizer-api/#sanitizerconfig-less-than-item
    does: null namespaces first, then by namespace, then by name, each in code unit order."""
    namespace = item["namespace"]
    return (namespace is not None, _code_units(namespace or ""), _code_units(item["name"]))


def _code_units(text: str) -> list[int]:
    """``text`` as its UTF-16 code units ("code unit less than" compares these)."""
    if text.isascii():
        return list(text.encode("ascii"))
    data = text.encode("utf-16-le", "surrogatepass")
    return [int.from_bytes(data[i : i + 2], "little") for i in range(0, len(data), 2)]


def is_custom_data_attribute(item: Name) -> bool:
    """Whether a canonical attribute name is a custom data attribute
    (https://html.spec.whatwg.org/multipage/dom.html#custom-data-attribute) as Chromium 156's
    configurations test it: its name starts with ``data-``, in any namespace (docs/html.md,
    departure ``DataAttributeAnyNamespace``: HTML's are in no namespace)."""
    return bool(item["name"].startswith("data-"))


def canonicalize_a_sanitizer_name(name: Any, default_namespace: str | None) -> Name:
    """https://wicg.github.io/sanitizer-api/#canonicalize-a-sanitizer-name (``name`` a string
    or a dictionary with ``name`` and ``namespace``; an empty namespace is null)."""
    if isinstance(name, str):
        return {"name": name, "namespace": default_namespace}
    namespace = name.get("namespace", default_namespace)
    return {"name": name["name"], "namespace": namespace or None}


def canonicalize_a_sanitizer_element(element: Any) -> Name:
    """https://wicg.github.io/sanitizer-api/#canonicalize-a-sanitizer-element"""
    return canonicalize_a_sanitizer_name(element, HTML_NAMESPACE)


def canonicalize_a_sanitizer_attribute(attribute: Any) -> Name:
    """https://wicg.github.io/sanitizer-api/#canonicalize-a-sanitizer-attribute"""
    return canonicalize_a_sanitizer_name(attribute, None)


def canonicalize_a_sanitizer_processing_instruction(pi: Any) -> dict[str, str]:
    """https://wicg.github.io/sanitizer-api/#canonicalize-a-sanitizer-processing-instruction"""
    return {"target": pi if isinstance(pi, str) else pi["target"]}


def canonicalize_a_sanitizer_element_with_attributes(element: Any) -> Name:
    """https://wicg.github.io/sanitizer-api/#canonicalize-a-sanitizer-element-with-attributes"""
    result = canonicalize_a_sanitizer_element(element)  # 1.
    if not isinstance(element, str):  # 2.
        for key in ("attributes", "removeAttributes"):
            if element.get(key) is not None:
                result[key] = [canonicalize_a_sanitizer_attribute(a) for a in element[key]]
    if "attributes" not in result and "removeAttributes" not in result:  # 3.
        result["removeAttributes"] = []
        # (Chromium 156 keeps that neither list was given: allowElement's equality tells
        # such an entry from one given an empty list; docs/html.md, ImplicitRemoveAttributes)
        result[IMPLICIT] = True
    return result  # 4.


def canonicalize_the_configuration(
    configuration: dict[str, Any], allow_comments_pis_and_data_attributes: bool
) -> Config:
    """https://wicg.github.io/sanitizer-api/#sanitizer-canonicalize-the-configuration: a new
    canonical configuration (``configuration``, the converted ``SanitizerConfig``, is left as
    it is)."""
    allow = allow_comments_pis_and_data_attributes
    given = {key: value for key, value in configuration.items() if value is not None}
    result: Config = {}
    if "elements" not in given and "removeElements" not in given:  # 1.
        result["removeElements"] = []
    if "processingInstructions" not in given and "removeProcessingInstructions" not in given:
        result["removeProcessingInstructions" if allow else "processingInstructions"] = []  # 2.
    if "attributes" not in given and "removeAttributes" not in given:  # 3.
        result["removeAttributes"] = []
    if "elements" in given:  # 4.
        result["elements"] = [
            canonicalize_a_sanitizer_element_with_attributes(e) for e in given["elements"]
        ]
    for key in ("removeElements", "replaceWithChildrenElements"):  # 5., 6.
        if key in given:
            result[key] = [canonicalize_a_sanitizer_element(e) for e in given[key]]
    for key in ("processingInstructions", "removeProcessingInstructions"):  # 7., 8.
        if key in given:
            result[key] = [canonicalize_a_sanitizer_processing_instruction(p) for p in given[key]]
    for key in ("attributes", "removeAttributes"):  # 9., 10.
        if key in given:
            result[key] = [canonicalize_a_sanitizer_attribute(a) for a in given[key]]
    result["comments"] = bool(given.get("comments", allow))  # 11.
    if "dataAttributes" in given:
        result["dataAttributes"] = bool(given["dataAttributes"])
    elif "attributes" in result:  # 12.
        result["dataAttributes"] = allow
    return result


def is_valid(config: Config) -> bool:
    """https://wicg.github.io/sanitizer-api/#sanitizerconfig-valid for a canonical
    configuration."""
    if "elements" in config and "removeElements" in config:  # 2.
        return False
    if "processingInstructions" in config and "removeProcessingInstructions" in config:  # 4.
        return False
    if "attributes" in config and "removeAttributes" in config:  # 6.
        return False
    if has_duplicates(_either(config, "elements", "removeElements")):  # 8., 9.
        return False
    replace = config.get("replaceWithChildrenElements")
    if replace is not None and has_duplicates(replace):  # 10.
        return False
    pis = _either(config, "processingInstructions", "removeProcessingInstructions")
    if has_duplicate_targets(pis):  # 11., 12.
        return False
    if has_duplicates(_either(config, "attributes", "removeAttributes")):  # 13., 14.
        return False
    if replace is not None:  # 15.
        if any(_key(element) in NON_REPLACEABLE_ELEMENTS for element in replace):
            return False
        if _intersects(_either(config, "elements", "removeElements"), replace):
            return False
    if "attributes" in config:  # 16.
        return _valid_with_attributes(config)
    for element in config.get("elements", []):  # 17.
        local, local_remove = element.get("attributes"), element.get("removeAttributes")
        if local is not None and local_remove is not None:
            return False
        if (local is not None and has_duplicates(local)) or (
            local_remove is not None and has_duplicates(local_remove)
        ):
            return False
        if _intersects(config["removeAttributes"], local or []):
            return False
        if _intersects(config["removeAttributes"], local_remove or []):
            return False
    return "dataAttributes" not in config


def _either(config: Config, allow: str, remove: str) -> list[Any]:
    """The configuration's ``allow`` list, else its ``remove`` list (else none)."""
    found = config.get(allow)
    if found is None:
        found = config.get(remove, [])
    assert isinstance(found, list)
    return found


def _valid_with_attributes(config: Config) -> bool:
    """Step 16 of https://wicg.github.io/sanitizer-api/#sanitizerconfig-valid: a global
    ``attributes`` allow-list."""
    attributes = config["attributes"]
    data = config.get("dataAttributes") is True
    for element in config.get("elements", []):
        local, local_remove = element.get("attributes"), element.get("removeAttributes")
        if (local is not None and has_duplicates(local)) or (
            local_remove is not None and has_duplicates(local_remove)
        ):
            return False
        if _intersects(attributes, local or []):
            return False
        if _difference(local_remove or [], attributes):  # (not a subset)
            return False
        if data and any(is_custom_data_attribute(a) for a in local or []):
            return False
    return not (data and any(is_custom_data_attribute(a) for a in attributes))


def sorted_configuration(config: Config) -> Config:
    """The steps of https://wicg.github.io/sanitizer-api/#dom-sanitizer-get on a copy of
    ``config``: every list sorted ("less than item", targets in code unit order), its keys in
    the order JavaScript gives a dictionary's members (lexicographic)."""
    result = copy.deepcopy(config)
    for key in (
        "elements",
        "removeElements",
        "replaceWithChildrenElements",
        "attributes",
        "removeAttributes",
    ):
        if key in result:
            result[key].sort(key=less_than_item_key)
    for element in result.get("elements", []):
        element.pop(IMPLICIT, None)
        for key in ("attributes", "removeAttributes"):
            if key in element:
                element[key].sort(key=less_than_item_key)
    for key in ("processingInstructions", "removeProcessingInstructions"):
        if key in result:
            result[key].sort(key=lambda pi: _code_units(pi["target"]))
    return {key: result[key] for key in sorted(result)}


def remove_an_element(element: Any, configuration: Config) -> bool:
    """https://wicg.github.io/sanitizer-api/#sanitizer-remove-an-element"""
    element = canonicalize_a_sanitizer_element(element)  # 2.
    modified = remove(element, configuration.get("replaceWithChildrenElements"))  # 3.
    if "elements" in configuration:  # 4.
        return remove(element, configuration["elements"]) or modified
    if contains(configuration["removeElements"], element):  # 5.
        return modified
    add(element, configuration["removeElements"])
    return True


def remove_an_attribute(attribute: Any, configuration: Config) -> bool:
    """https://wicg.github.io/sanitizer-api/#sanitizer-remove-an-attribute"""
    attribute = canonicalize_a_sanitizer_attribute(attribute)  # 2.
    if "attributes" in configuration:  # 3.
        modified = remove(attribute, configuration["attributes"])
        for element in configuration.get("elements", []):
            if remove(attribute, element.get("attributes")):
                modified = True
            remove(attribute, element.get("removeAttributes"))
        return modified
    if contains(configuration["removeAttributes"], attribute):  # 4.
        return False
    for element in configuration.get("elements", []):
        remove(attribute, element.get("attributes"))
        remove(attribute, element.get("removeAttributes"))
    configuration["removeAttributes"].append(attribute)
    return True


def remove_unsafe(configuration: Config) -> bool:
    """https://wicg.github.io/sanitizer-api/#sanitizerconfig-remove-unsafe: the built-in safe
    baseline configuration's elements and the event handler content attributes removed from
    ``configuration`` (changed in place); whether anything changed."""
    result = False
    for namespace, name in BASELINE_REMOVE_ELEMENTS:
        if remove_an_element({"name": name, "namespace": namespace}, configuration):
            result = True
    for attribute in EVENT_HANDLER_CONTENT_ATTRIBUTES:
        if remove_an_attribute(attribute, configuration):
            result = True
    return result


def built_in_safe_default_configuration() -> Config:
    """https://wicg.github.io/sanitizer-api/#built-in-safe-default-configuration, canonical
    (a new one each call: the ``Sanitizer`` made from it may change it)."""
    return {
        "elements": [
            {
                "name": name,
                "namespace": namespace,
                "attributes": [{"name": a, "namespace": None} for a in attributes],
            }
            for namespace, name, attributes in DEFAULT_ELEMENTS
        ],
        "processingInstructions": [],
        "attributes": [{"name": a, "namespace": None} for a in DEFAULT_ATTRIBUTES],
        "comments": False,
        "dataAttributes": False,
    }
