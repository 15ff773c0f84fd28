"""The FormData class's steps, over its entry list: https://xhr.spec.whatwg.org/#interface-formdata

Arguments arrive converted by the Web IDL layer (the generated public class, issue #45): names,
string values and filenames ``str``, Blob values :class:`~webapi.fileapi.engine.BlobImpl`. Names
are USVStrings: converted again here (which costs one check for text without surrogates), so
that a name with a lone surrogate finds the entries "create an entry" stored under its
replacement, whoever calls.
The constructor from an ``HTMLFormElement`` runs the HTML Standard's "constructing the entry
list" through the form element, a ``webapi.html`` object (a layer above, which this package
never imports): ``form._form_data_entry_list(submitter)``.
"""

from __future__ import annotations

import builtins

from webapi._webidl import scalar_value_string
from webapi.fileapi.engine import now_milliseconds

from ._entry_list import create_an_entry

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from webapi.fileapi.engine import BlobImpl

    from ._entry_list import Entry, EntryValue

__all__ = ["FormDataImpl"]


class FormDataImpl:
    """A FormData object's entry list, and the steps of its methods; iteration ("the value
    pairs to iterate over") is over :attr:`entry_list` as it is at each step."""

    __slots__ = ("clock", "entry_list")

    #: https://xhr.spec.whatwg.org/#concept-formdata-entry-list
    entry_list: builtins.list[Entry]
    #: Gives the ``lastModified`` of the Files made of Blobs (milliseconds since the Unix Epoch).
    clock: Callable[[], int]

    def __init__(self, *, clock: Callable[[], int] = now_milliseconds) -> None:
        """https://xhr.spec.whatwg.org/#dom-formdata without a form: an empty entry list."""
        self.entry_list = []
        self.clock = clock

    @classmethod
    def construct(cls, form: Any = None, submitter: object = None) -> FormDataImpl:
        """https://xhr.spec.whatwg.org/#dom-formdata with the public class's converted
        arguments (``form`` an ``HTMLFormElement`` of webapi.html, ``submitter`` one of its
        ``HTMLElement`` objects, or None): without a form, an empty entry list; with one, step 1's
        list (the submitter's checks, then "constructing the entry list"), which the form
        element's ``_form_data_entry_list`` gives."""
        self = cls()
        if form is not None:
            self.entry_list = form._form_data_entry_list(submitter)
        return self

    def append(self, name: str, value: str | BlobImpl, filename: str | None = None) -> None:
        """https://xhr.spec.whatwg.org/#dom-formdata-append (``filename`` None when not given;
        only with a Blob value)."""
        self.entry_list.append(create_an_entry(name, value, filename, clock=self.clock))

    def delete(self, name: str) -> None:
        """https://xhr.spec.whatwg.org/#dom-formdata-delete"""
        name = scalar_value_string(name)
        self.entry_list = [entry for entry in self.entry_list if entry[0] != name]

    def get(self, name: str) -> EntryValue | None:
        """https://xhr.spec.whatwg.org/#dom-formdata-get"""
        name = scalar_value_string(name)
        for entry_name, value in self.entry_list:
            if entry_name == name:
                return value
        return None

    def get_all(self, name: str) -> builtins.list[EntryValue]:
        """https://xhr.spec.whatwg.org/#dom-formdata-getall"""
        name = scalar_value_string(name)
        return [value for entry_name, value in self.entry_list if entry_name == name]

    def has(self, name: str) -> bool:
        """https://xhr.spec.whatwg.org/#dom-formdata-has"""
        name = scalar_value_string(name)
        return any(entry_name == name for entry_name, _ in self.entry_list)

    def set(self, name: str, value: str | BlobImpl, filename: str | None = None) -> None:
        """https://xhr.spec.whatwg.org/#dom-formdata-set: the first entry of that name
        replaced, the others removed; else appended."""
        entry = create_an_entry(name, value, filename, clock=self.clock)
        name = entry[0]
        entries = self.entry_list
        for index, (entry_name, _) in enumerate(entries):
            if entry_name == name:
                rest = [other for other in entries[index + 1 :] if other[0] != name]
                self.entry_list = [*entries[:index], entry, *rest]
                return
        entries.append(entry)
