"""Web IDL semantics for Python bindings generated from IDL (``idl/generate.py``).

Spec: https://webidl.spec.whatwg.org/#javascript-binding

This runtime is generic: it knows Web IDL, not any particular interface.  The
generated modules call into it for argument counts (:data:`ABSENT`,
:func:`arity_error`), value conversions (:func:`to_usv_string` and the compound
converters), value pair iterators and ``forEach``, and browser-style messages.
Hooks let a platform module add foreign values (JavaScript objects under
Pyodide, see :mod:`._foreign`) without any cost elsewhere.

What every call of a generated method needs (argument counts, the string
conversions, the generated classes' bases and attributes: :mod:`._arguments`) loads with the
package; the rest (compound converters, iterators and callbacks, messages, foreign-value
hooks, ``boolean``, numbers, Python libraries' URL objects and multi-value mappings) loads on
first use, through the module ``__getattr__`` below
(``import webapi`` stays light).
"""

from .._lazy import lazy_package as _lazy_package
from ._arguments import ABSENT as ABSENT
from ._arguments import Absent as Absent
from ._arguments import absent_defaults as absent_defaults
from ._arguments import arity_error as arity_error
from ._arguments import cast as cast
from ._arguments import deferred as deferred
from ._arguments import keyword_options as keyword_options
from ._arguments import overload as overload
from ._strings import has_surrogates as has_surrogates
from ._strings import optional_encoding as optional_encoding
from ._strings import register_stringifier as register_stringifier
from ._strings import require_str as require_str
from ._strings import scalar_value_string as scalar_value_string
from ._strings import to_byte_string as to_byte_string
from ._strings import to_dom_string as to_dom_string
from ._strings import to_usv_string as to_usv_string

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from ._arguments import Attribute as Attribute
    from ._arguments import IndexedIterable as IndexedIterable
    from ._arguments import Interface as Interface
    from ._arguments import InterfaceType as InterfaceType
    from ._arguments import PairIterable as PairIterable
    from ._arguments import ReadonlyAttribute as ReadonlyAttribute
    from ._arguments import ValueIterable as ValueIterable
    from ._arguments import attribute as attribute
    from ._arguments import construct_prefix as construct_prefix
    from ._arguments import execute_prefix as execute_prefix
    from ._arguments import set_prefix as set_prefix
    from ._arguments import static_attribute as static_attribute
    from ._arguments import static_or_instance as static_or_instance
    from ._boolean import to_boolean as to_boolean
    from ._buffers import Buffer as Buffer
    from ._buffers import ByteDestination as ByteDestination
    from ._buffers import buffer_bytes as buffer_bytes
    from ._buffers import require_bytes as require_bytes
    from ._buffers import to_buffer_source as to_buffer_source
    from ._buffers import to_uint8_array as to_uint8_array
    from ._callbacks import UserCallback as UserCallback
    from ._callbacks import bind_this as bind_this
    from ._callbacks import callback_converter as callback_converter
    from ._callbacks import positional_capacity as positional_capacity
    from ._callbacks import require_callable as require_callable
    from ._compound import Converter as Converter
    from ._compound import above_converter as above_converter
    from ._compound import dictionary_converter as dictionary_converter
    from ._compound import enum_attribute_value as enum_attribute_value
    from ._compound import enum_converter as enum_converter
    from ._compound import interface_converter as interface_converter
    from ._compound import is_dictionary as is_dictionary
    from ._compound import null_kept as null_kept
    from ._compound import record_converter as record_converter
    from ._compound import register_interface_above as register_interface_above
    from ._compound import sequence_converter as sequence_converter
    from ._compound import to_any as to_any
    from ._compound import unavailable_converter as unavailable_converter
    from ._compound import union_converter as union_converter
    from ._coroutines import is_coroutine as is_coroutine
    from ._coroutines import resume_a_coroutine as resume_a_coroutine
    from ._coroutines import run_a_coroutine as run_a_coroutine
    from ._coroutines import running_loop as running_loop
    from ._foreign import foreign_clone as foreign_clone
    from ._foreign import foreign_to_string as foreign_to_string
    from ._foreign import register_foreign_adapter as register_foreign_adapter
    from ._foreign import register_foreign_buffer as register_foreign_buffer
    from ._foreign import register_foreign_clone as register_foreign_clone
    from ._foreign import register_foreign_destination as register_foreign_destination
    from ._foreign import register_foreign_stringifier as register_foreign_stringifier
    from ._foreign import register_js_object_factory as register_js_object_factory
    from ._foreign import to_js_object as to_js_object
    from ._iterators import IndexedIterator as IndexedIterator
    from ._iterators import PairEntryIterator as PairEntryIterator
    from ._iterators import PairKeyIterator as PairKeyIterator
    from ._iterators import PairValueIterator as PairValueIterator
    from ._iterators import index_key as index_key
    from ._iterators import indexed_for_each as indexed_for_each
    from ._iterators import pair_for_each as pair_for_each
    from ._messages import argument_error as argument_error
    from ._messages import describe as describe
    from ._messages import not_of_type as not_of_type
    from ._numbers import convert_to_int as convert_to_int
    from ._numbers import float_converter as float_converter
    from ._numbers import integer_converter as integer_converter
    from ._numbers import integer_to_string as integer_to_string
    from ._numbers import number_to_string as number_to_string
    from ._numbers import string_to_number as string_to_number
    from ._numbers import to_byte as to_byte
    from ._numbers import to_double as to_double
    from ._numbers import to_float as to_float
    from ._numbers import to_long as to_long
    from ._numbers import to_long_long as to_long_long
    from ._numbers import to_number as to_number
    from ._numbers import to_octet as to_octet
    from ._numbers import to_short as to_short
    from ._numbers import to_unrestricted_double as to_unrestricted_double
    from ._numbers import to_unrestricted_float as to_unrestricted_float
    from ._numbers import to_unsigned_long as to_unsigned_long
    from ._numbers import to_unsigned_long_long as to_unsigned_long_long
    from ._numbers import to_unsigned_short as to_unsigned_short
    from ._python_values import URL_CLASSES as URL_CLASSES
    from ._python_values import URL_LIBRARIES as URL_LIBRARIES
    from ._python_values import multi_value_pairs as multi_value_pairs
    from ._python_values import not_a_url as not_a_url
    from ._python_values import url_string as url_string

#: Re-exported names loaded on first use, by the submodule that defines them.
_LAZY = {
    "._arguments": (
        "IndexedIterable Interface InterfaceType PairIterable ValueIterable attribute"
        " construct_prefix execute_prefix set_prefix static_attribute static_or_instance"
    ),
    "._boolean": "to_boolean",
    "._buffers": "buffer_bytes require_bytes to_buffer_source to_uint8_array",
    "._callbacks": (
        "UserCallback bind_this callback_converter positional_capacity require_callable"
    ),
    "._compound": (
        "above_converter dictionary_converter enum_attribute_value enum_converter"
        " interface_converter is_dictionary null_kept"
        " record_converter register_interface_above sequence_converter to_any"
        " unavailable_converter union_converter"
    ),
    "._coroutines": "is_coroutine resume_a_coroutine run_a_coroutine running_loop",
    "._foreign": (
        "foreign_clone foreign_to_string register_foreign_adapter register_foreign_buffer"
        " register_foreign_clone register_foreign_destination register_foreign_stringifier"
        " register_js_object_factory to_js_object"
    ),
    "._iterators": (
        "IndexedIterator PairEntryIterator PairKeyIterator PairValueIterator index_key"
        " indexed_for_each pair_for_each"
    ),
    "._messages": "argument_error describe not_of_type",
    "._numbers": (
        "convert_to_int float_converter integer_converter integer_to_string number_to_string"
        " string_to_number to_byte to_double to_float to_long to_long_long to_number to_octet"
        " to_short to_unrestricted_double to_unrestricted_float to_unsigned_long"
        " to_unsigned_long_long to_unsigned_short"
    ),
    "._python_values": "URL_CLASSES URL_LIBRARIES multi_value_pairs not_a_url url_string",
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
