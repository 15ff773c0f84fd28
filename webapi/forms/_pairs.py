"""Line breaks in form data, and entry lists as name-value pairs: the steps the HTML Standard's
form encodings share (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html),
and the checks of the entry lists and pairs they are given (a ``TypeError`` naming the
parameter for anything else).
"""

from __future__ import annotations

from webapi._webidl import require_str
from webapi.fileapi import convert_line_endings_to_native
from webapi.fileapi.engine import FileImpl
from webapi.xhr.engine import FormDataImpl

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

    from webapi.xhr.engine import Entry

__all__ = ["convert_to_list_of_name_value_pairs", "normalize_line_breaks"]

_NOT_LISTS = (str, bytes, bytearray, memoryview, dict)


def normalize_line_breaks(s: str) -> str:
    """ "Replace every occurrence of U+000D (CR) not followed by U+000A (LF), and every
    occurrence of U+000A (LF) not preceded by U+000D (CR), by a string consisting of a U+000D
    (CR) and U+000A (LF)" (the step of "converting to a list of name-value pairs" and of the
    multipart/form-data encoding algorithm): the File API's conversion of line endings with CR
    LF as the line ending, which turns exactly those into CR LF and keeps CR LF pairs."""
    if type(s) is not str:
        s = require_str(s, "normalize_line_breaks", "s")
    if "\r" not in s and "\n" not in s:
        return s
    return convert_line_endings_to_native(s, "\r\n")


def entries(entry_list: Iterable[Entry] | FormDataImpl, function: str) -> Iterator[Entry]:
    """The entries of ``entry_list`` (a FormData's, or an iterable of ``(name, value)`` pairs
    whose name is a ``str`` and value a ``str`` or a ``FileImpl``), checked one by one."""
    if isinstance(entry_list, FormDataImpl):
        entry_list = entry_list.entry_list
    elif isinstance(entry_list, _NOT_LISTS) or not hasattr(entry_list, "__iter__"):
        raise _not_entries(function, entry_list)
    for entry in entry_list:
        if type(entry) is not tuple or len(entry) != 2:
            try:
                name, value = entry
            except (TypeError, ValueError):
                raise _not_entries(function, entry) from None
            entry = (name, value)
        if type(entry[0]) is not str or not isinstance(entry[1], (str, FileImpl)):
            raise _not_entries(function, entry)
        yield entry


def _not_entries(function: str, value: object) -> TypeError:
    from webapi._webidl import argument_error

    expected = "a list of (name, value) entries, each name a str and each value a str or a File"
    return argument_error(function, "entry_list", value, expected)


def convert_to_list_of_name_value_pairs(
    entry_list: Iterable[Entry] | FormDataImpl,
) -> list[tuple[str, str]]:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#convert-to-a-list-of-name-value-pairs:
    each entry's name, and its value or a File's name, with line breaks normalized (what the
    application/x-www-form-urlencoded serializer and the text/plain encoding algorithm take).
    ``entry_list`` may be a ``FormDataImpl``."""
    pairs = []
    for name, value in entries(entry_list, "convert_to_list_of_name_value_pairs"):
        if isinstance(value, FileImpl):
            value = value._name
        pairs.append((normalize_line_breaks(name), normalize_line_breaks(value)))
    return pairs
