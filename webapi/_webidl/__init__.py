"""Web IDL semantics for Python bindings generated from IDL (``idl/generate.py``).

Spec: https://webidl.spec.whatwg.org/#javascript-binding

This runtime is generic: it knows Web IDL, not any particular interface.  The
generated modules call into it for argument counts (:data:`ABSENT`,
:func:`arity_error`), value conversions (:func:`to_usv_string` and the compound
converters), value pair iterators and ``forEach``, and browser-style messages.
Hooks let a platform module add foreign values (JavaScript objects under
Pyodide, see :mod:`._foreign`) without any cost elsewhere.

What every call of a generated method needs (argument counts, the string
conversions) loads with the package; the rest (compound converters, iterators and
callbacks, messages, foreign-value hooks, ``boolean``, numbers) loads on first use, through
the module ``__getattr__`` below (``import webapi`` stays light).
"""

from .._lazy import lazy_exports as _lazy_exports
from ._arguments import ABSENT, Absent, absent_defaults, arity_error, deferred, keyword_options
from ._strings import (
    has_surrogates,
    optional_encoding,
    register_stringifier,
    require_str,
    scalar_value_string,
    to_byte_string,
    to_dom_string,
    to_usv_string,
)

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from ._arguments import Attribute, Interface, PairIterable, ReadonlyAttribute, attribute
    from ._boolean import to_boolean
    from ._buffers import to_buffer_source, to_uint8_array
    from ._callbacks import bind_this, positional_capacity, require_callable
    from ._compound import (
        Converter,
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
        register_foreign_buffer,
        register_foreign_stringifier,
        register_js_object_factory,
        to_js_object,
    )
    from ._iterators import PairEntryIterator, PairKeyIterator, PairValueIterator, pair_for_each
    from ._messages import (
        argument_error,
        construct_prefix,
        describe,
        execute_prefix,
        not_of_type,
        set_prefix,
    )
    from ._numbers import integer_to_string, number_to_string

#: Re-exported names loaded on first use, by the submodule that defines them.
_LAZY = {
    "Interface": "._arguments",
    "PairIterable": "._arguments",
    "attribute": "._arguments",
    "to_boolean": "._boolean",
    "to_buffer_source": "._buffers",
    "to_uint8_array": "._buffers",
    "bind_this": "._callbacks",
    "positional_capacity": "._callbacks",
    "require_callable": "._callbacks",
    "dictionary_converter": "._compound",
    "enum_converter": "._compound",
    "interface_converter": "._compound",
    "is_dictionary": "._compound",
    "record_converter": "._compound",
    "sequence_converter": "._compound",
    "union_converter": "._compound",
    "register_foreign_adapter": "._foreign",
    "register_foreign_buffer": "._foreign",
    "register_foreign_stringifier": "._foreign",
    "register_js_object_factory": "._foreign",
    "to_js_object": "._foreign",
    "PairEntryIterator": "._iterators",
    "PairKeyIterator": "._iterators",
    "PairValueIterator": "._iterators",
    "pair_for_each": "._iterators",
    "argument_error": "._messages",
    "construct_prefix": "._messages",
    "describe": "._messages",
    "execute_prefix": "._messages",
    "not_of_type": "._messages",
    "set_prefix": "._messages",
    "integer_to_string": "._numbers",
    "number_to_string": "._numbers",
}


__getattr__ = _lazy_exports(globals(), _LAZY)


__all__ = [
    "ABSENT",
    "Absent",
    "Attribute",
    "Converter",
    "Interface",
    "PairEntryIterator",
    "PairIterable",
    "PairKeyIterator",
    "PairValueIterator",
    "ReadonlyAttribute",
    "absent_defaults",
    "argument_error",
    "arity_error",
    "attribute",
    "bind_this",
    "construct_prefix",
    "deferred",
    "describe",
    "dictionary_converter",
    "enum_converter",
    "execute_prefix",
    "has_surrogates",
    "integer_to_string",
    "interface_converter",
    "is_dictionary",
    "keyword_options",
    "not_of_type",
    "number_to_string",
    "optional_encoding",
    "pair_for_each",
    "positional_capacity",
    "record_converter",
    "register_foreign_adapter",
    "register_foreign_buffer",
    "register_foreign_stringifier",
    "register_js_object_factory",
    "register_stringifier",
    "require_callable",
    "require_str",
    "scalar_value_string",
    "sequence_converter",
    "set_prefix",
    "to_boolean",
    "to_buffer_source",
    "to_byte_string",
    "to_dom_string",
    "to_js_object",
    "to_uint8_array",
    "to_usv_string",
    "union_converter",
]
