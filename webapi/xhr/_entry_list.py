"""Entry lists and "create an entry", now in the HTML Standard
(https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#create-an-entry; the
XMLHttpRequest Standard's FormData holds one): here, beside ``FormData``, because the form
encodings of ``webapi.forms`` (a layer above) read entry lists and FormData makes them.

An entry is a ``(name, value)`` tuple: the name a scalar value string, the value a scalar value
string or a :class:`~webapi.fileapi.engine.FileImpl`.
"""

from __future__ import annotations

from webapi._webidl import scalar_value_string
from webapi.fileapi.engine import BlobImpl, FileImpl, now_milliseconds

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypeAlias

    #: https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-entry-value
    EntryValue: TypeAlias = "str | FileImpl"
    #: https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-entry
    Entry: TypeAlias = "tuple[str, str | FileImpl]"

__all__ = ["create_an_entry"]


def create_an_entry(
    name: str,
    value: str | BlobImpl,
    filename: str | None = None,
    *,
    clock: Callable[[], int] = now_milliseconds,
) -> Entry:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#create-an-entry
    (``filename`` None when not given; ``clock`` gives the ``lastModified`` of a File made from
    a Blob that is not one)."""
    # 1. "Set name to the result of converting name into a scalar value string."
    name = scalar_value_string(name)
    # 2. "If value is a string, then set value to the result of converting value into a
    #    scalar value string."
    if isinstance(value, str):
        return (name, scalar_value_string(value))
    # 3.1 "If value is not a File object, then set value to a new File object, representing
    #     the same bytes, whose name attribute value is "blob"."
    if not isinstance(value, FileImpl):
        if filename is None:
            return (name, FileImpl.from_blob(value, "blob", clock=clock))
        return (name, FileImpl.from_blob(value, filename, clock=clock))
    # 3.2 "If filename is given, then set value to a new File object, representing the same
    #     bytes, whose name attribute is filename." (A File's lastModified stays.)
    if filename is not None:
        value = FileImpl.from_blob(value, filename, value._last_modified)
    return (name, value)
