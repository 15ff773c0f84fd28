"""Web IDL semantics for Python bindings generated from IDL (``idl/generate.py``).

Spec: https://webidl.spec.whatwg.org/#javascript-binding

This runtime is generic: it knows Web IDL, not any particular interface.  The
generated modules call into it for argument counts (:data:`ABSENT`,
:func:`arity_error`), value conversions (:func:`to_usv_string` and the compound
converters), value pair iterators and ``forEach``, and browser-style messages.
Hooks let a platform module add foreign values (JavaScript objects under
Pyodide, see :mod:`._foreign`) without any cost elsewhere.
"""

from __future__ import annotations

from ._arguments import ABSENT, Absent, absent_defaults, arity_error
from ._boolean import to_boolean
from ._callbacks import bind_this, positional_capacity, require_callable
from ._compound import (
    dictionary_converter,
    enum_converter,
    interface_converter,
    is_dictionary,
    record_converter,
    sequence_converter,
    union_converter,
)
from ._foreign import (
    register_foreign_adapter,
    register_foreign_stringifier,
    register_js_object_factory,
    to_js_object,
)
from ._iterators import PairEntryIterator, PairKeyIterator, PairValueIterator, pair_for_each
from ._messages import construct_prefix, describe, execute_prefix, not_of_type, set_prefix
from ._numbers import integer_to_string, number_to_string
from ._strings import register_stringifier, scalar_value_string, to_dom_string, to_usv_string

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from ._compound import Converter

__all__ = [
    "ABSENT",
    "Absent",
    "Converter",
    "PairEntryIterator",
    "PairKeyIterator",
    "PairValueIterator",
    "absent_defaults",
    "arity_error",
    "bind_this",
    "construct_prefix",
    "describe",
    "dictionary_converter",
    "enum_converter",
    "execute_prefix",
    "integer_to_string",
    "interface_converter",
    "is_dictionary",
    "not_of_type",
    "number_to_string",
    "pair_for_each",
    "positional_capacity",
    "record_converter",
    "register_foreign_adapter",
    "register_foreign_stringifier",
    "register_js_object_factory",
    "register_stringifier",
    "require_callable",
    "scalar_value_string",
    "sequence_converter",
    "set_prefix",
    "to_boolean",
    "to_dom_string",
    "to_js_object",
    "to_usv_string",
    "union_converter",
]
