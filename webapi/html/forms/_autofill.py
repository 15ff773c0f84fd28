"""The ``autocomplete`` IDL attribute's getter of ``input``, ``select`` and ``textarea``: the
IDL-exposed autofill value of the autofill processing model
(https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill-processing-model),
which needs no user agent data. The autofill field name, hint set and scope it also sets are
not kept: nothing in webapi fills a form.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from webapi.dom.engine import ElementImpl

__all__ = ["idl_exposed_autofill_value"]

_NORMAL = (  # noqa: SIM905 (the Standard's table, as a line of words)
    "name honorific-prefix given-name additional-name family-name honorific-suffix nickname "
    "organization-title username new-password current-password one-time-code organization "
    "street-address address-line1 address-line2 address-line3 address-level4 address-level3 "
    "address-level2 address-level1 country country-name postal-code cc-name cc-given-name "
    "cc-additional-name cc-family-name cc-number cc-exp cc-exp-month cc-exp-year cc-csc "
    "cc-type transaction-currency transaction-amount language bday bday-day bday-month "
    "bday-year sex url photo"
).split()
_CONTACT = (  # noqa: SIM905
    "tel tel-country-code tel-national tel-area-code tel-local tel-local-prefix "
    "tel-local-suffix tel-extension email impp"
).split()

#: The autofill field names' table: each (in ASCII lowercase) with its category and maximum
#: number of tokens.
_FIELDS: dict[str, tuple[str, int]] = {
    "off": ("off", 1),
    "on": ("automatic", 1),
    **dict.fromkeys(_NORMAL, ("normal", 3)),
    **dict.fromkeys(_CONTACT, ("contact", 4)),
    "webauthn": ("credential", 5),
}
_CONTACT_TYPES = frozenset({"home", "work", "mobile", "fax", "pager"})
_MODES = frozenset({"shipping", "billing"})
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_ASCII_WHITESPACE = "\t\n\f\r "


def idl_exposed_autofill_value(element: ElementImpl) -> str:
    """The IDL-exposed autofill value of ``element`` (an ``input``, ``select`` or
    ``textarea``): its ``autocomplete`` tokens as the autofill processing model accepts them,
    in ASCII lowercase, or the empty string (the step labeled default)."""
    value = element._get_content_attribute("autocomplete")  # type: ignore[attr-defined]
    if value is None:  # 1.
        return ""
    tokens = _split_on_ascii_whitespace(value.translate(_ASCII_LOWER))  # 2.
    if not tokens:  # 3.
        return ""
    index = len(tokens) - 1  # 4.
    field = tokens[index]  # 5.
    row = _FIELDS.get(field)  # 6.
    if row is None:
        return ""
    category, maximum_tokens = row
    if len(tokens) > maximum_tokens:  # 7.
        return ""
    if category in ("off", "automatic"):
        # 8. (the autofill anchor mantle: an input in the Hidden state)
        if element._local_name == "input" and _is_hidden(element):
            return ""
        return "off" if category == "off" else "on"  # 9., 10.
    idl_value = field  # 11.-14.
    if category == "credential":  # 15.
        if index == 0:
            return idl_value
        index -= 1
        row = _FIELDS.get(tokens[index])
        if row is None or row[0] not in ("normal", "contact"):
            return ""
        category, maximum_tokens = row
        if index > maximum_tokens - 1:
            return ""
        idl_value = f"{tokens[index]} {idl_value}"
    if index == 0:  # 16.
        return idl_value
    index -= 1  # 17.
    if category == "contact" and tokens[index] in _CONTACT_TYPES:  # 18.
        idl_value = f"{tokens[index]} {idl_value}"
        if index == 0:
            return idl_value
        index -= 1
    if tokens[index] in _MODES:  # 19.
        idl_value = f"{tokens[index]} {idl_value}"
        if index == 0:
            return idl_value
        index -= 1
    if index != 0:  # 20.
        return ""
    if not tokens[index].startswith("section-"):  # 21.
        return ""
    return f"{tokens[index]} {idl_value}"  # 22.-24. (done)


def _split_on_ascii_whitespace(value: str) -> list[str]:
    for whitespace in _ASCII_WHITESPACE[:-1]:
        value = value.replace(whitespace, " ")
    return [token for token in value.split(" ") if token]


def _is_hidden(element: ElementImpl) -> bool:
    return element._type == "hidden"  # type: ignore[attr-defined,no-any-return]
