"""``ProcessingInstruction`` (https://dom.spec.whatwg.org/#interface-processinginstruction):
"initialize", the attribute map kept in step with the data ("update attributes from data",
"update data from attributes", "get a processing instruction attribute") and the interface's
method steps (``hasAttributes``, ``getAttributeNames``, ``getAttribute``, ``setAttribute``,
``removeAttribute``, ``toggleAttribute``, ``hasAttribute``).

"Update attributes from data" runs whenever the data is replaced (``replace data``, unless
the attributes were already updated): it clears the map and fills it with the
pseudo-attributes the data parses to (:mod:`._pseudo_attributes`). Here the data's change
sets the map to ``None`` and :func:`attribute_map` parses the data when the map is next read:
the map read is the one the Standard's eager steps leave (the data cannot change in between
without another update), and a parser's processing instructions that no code reads are never
parsed. A copy made by cloning parses its own data too, as in Chromium 156 (the Standard's
"clone a single node" copies target and data and leaves the copy's map empty).
"""

from __future__ import annotations

from ._character_data import replace_data
from ._exception import DOMException
from ._names import is_valid_attribute_local_name
from ._nodes import ProcessingInstructionImpl
from ._pseudo_attributes import parse_pseudo_attributes
from ._tree import length
from ._xml import matches_name

__all__ = [
    "attribute_map",
    "get_attribute",
    "get_attribute_names",
    "get_processing_instruction_attribute",
    "has_attribute",
    "has_attributes",
    "initialize",
    "remove_attribute",
    "set_attribute",
    "toggle_attribute",
    "update_data_from_attributes",
]


def initialize(pi: ProcessingInstructionImpl, target: str, data: str) -> None:
    """https://dom.spec.whatwg.org/#concept-pi-initialize: ``InvalidCharacterError`` for a
    target that is not an XML ``Name`` or data with "?>"."""
    if not matches_name(target):  # 1.
        raise DOMException(
            f"The target {target!r} does not match XML's Name production.", "InvalidCharacterError"
        )
    if "?>" in data:  # 2.
        raise DOMException("The data must not contain '?>'.", "InvalidCharacterError")
    pi._target = target  # 3.
    pi._data = data  # 4.
    pi._attribute_map = None  # 5. update attributes from data (on first read)


def attribute_map(pi: ProcessingInstructionImpl) -> dict[str, str]:
    """https://dom.spec.whatwg.org/#concept-pi-attribute-map: the map "update attributes from
    data" (https://dom.spec.whatwg.org/#update-attributes-from-data) leaves, parsed from the
    data now if it changed since: empty when the data does not parse."""
    found = pi._attribute_map
    if found is None:
        found = pi._attribute_map = parse_pseudo_attributes(pi._data) or {}  # 1.-4.
    return found


_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"})


def update_data_from_attributes(pi: ProcessingInstructionImpl) -> None:
    """https://dom.spec.whatwg.org/#update-data-from-attributes: the data becomes the map's
    ``name="value"`` pairs, the values' "&", "<", ">" and '"' escaped (">" is U+003E: the
    step's "U+003D" is a typo of the Standard's, Chromium 156 escapes ">")."""
    data = " ".join(
        f'{name}="{value.translate(_ESCAPES)}"' for name, value in attribute_map(pi).items()
    )
    replace_data(pi, 0, length(pi), data, pi_attributes_already_updated=True)  # 3.


def get_processing_instruction_attribute(pi: ProcessingInstructionImpl, name: str) -> str | None:
    """https://dom.spec.whatwg.org/#get-a-processing-instruction-attribute."""
    return attribute_map(pi).get(name)


def _check_name(name: str) -> None:
    if not is_valid_attribute_local_name(name):
        raise DOMException(
            f"{name!r} is not a valid attribute local name.", "InvalidCharacterError"
        )


def has_attributes(this: ProcessingInstructionImpl) -> bool:
    """https://dom.spec.whatwg.org/#dom-processinginstruction-hasattributes."""
    return bool(attribute_map(this))


def get_attribute_names(this: ProcessingInstructionImpl) -> list[str]:
    """https://dom.spec.whatwg.org/#dom-processinginstruction-getattributenames."""
    return list(attribute_map(this))


def get_attribute(this: ProcessingInstructionImpl, name: str) -> str | None:
    """https://dom.spec.whatwg.org/#dom-processinginstruction-getattribute."""
    return get_processing_instruction_attribute(this, name)


def set_attribute(this: ProcessingInstructionImpl, name: str, value: str) -> None:
    """https://dom.spec.whatwg.org/#dom-processinginstruction-setattribute (names are not
    lowercased, in any document)."""
    _check_name(name)  # 1.
    attribute_map(this)[name] = value  # 2.
    update_data_from_attributes(this)  # 3.


def remove_attribute(this: ProcessingInstructionImpl, name: str) -> None:
    """https://dom.spec.whatwg.org/#dom-processinginstruction-removeattribute (the data is
    written again even when the map had no such name)."""
    attribute_map(this).pop(name, None)  # 1.
    update_data_from_attributes(this)  # 2.


def toggle_attribute(this: ProcessingInstructionImpl, name: str, force: bool | None = None) -> bool:
    """https://dom.spec.whatwg.org/#dom-processinginstruction-toggleattribute (``force``
    None: not given)."""
    _check_name(name)  # 1.
    attributes = attribute_map(this)  # 2.
    if name not in attributes:  # 3.
        if force is None or force:
            attributes[name] = ""
            update_data_from_attributes(this)
            return True
        return False
    if not force:  # 4. (not given, or false)
        del attributes[name]
        update_data_from_attributes(this)
        return False
    return True  # 5.


def has_attribute(this: ProcessingInstructionImpl, name: str) -> bool:
    """https://dom.spec.whatwg.org/#dom-processinginstruction-hasattribute."""
    return name in attribute_map(this)
