"""The text/plain encoding algorithm:
https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#text/plain-encoding-algorithm

"Payloads using the text/plain format are intended to be human readable. They are not reliably
interpretable by computer": nothing is escaped, so a name or value holding "=" or a line break
cannot be told apart from the separators.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["text_plain_encode"]


def text_plain_encode(pairs: Iterable[tuple[str, str]]) -> str:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#text/plain-encoding-algorithm:
    each pair's name, "=", its value and CR LF (``pairs`` as
    :func:`convert_to_list_of_name_value_pairs` gives them; a form submission then encodes the
    text with the form's encoding)."""
    if isinstance(pairs, (str, bytes, bytearray, memoryview, dict)) or not hasattr(
        pairs, "__iter__"
    ):
        raise _not_pairs(pairs)
    result = []
    for pair in pairs:
        try:
            name, value = pair
        except (TypeError, ValueError):
            raise _not_pairs(pair) from None
        if type(name) is not str or type(value) is not str:
            raise _not_pairs(pair)
        result.append(f"{name}={value}\r\n")
    return "".join(result)


def _not_pairs(value: object) -> TypeError:
    from webapi._webidl import argument_error

    expected = "a list of (name, value) pairs of str"
    return argument_error("text_plain_encode", "pairs", value, expected)
