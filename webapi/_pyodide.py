"""JavaScript interop under Pyodide.

``webapi/__init__.py`` imports this module only where ``sys.platform == "emscripten"``; it
imports ``js`` and ``pyodide.ffi``, so nothing Pyodide-specific is loaded anywhere else.  At
import it registers hooks with the Web IDL runtime (``webapi._webidl._foreign``):

* Strings.  Wherever ``URL`` and ``URLSearchParams`` take a string they also take the
  JavaScript objects whose ToString is a URL or a query: the page's own ``URL`` and
  ``URLSearchParams``, ``String`` objects, ``Location`` and ``<a>``/``<area>`` elements,
  converted with JavaScript's ``String(value)`` as a browser's bindings would.  JavaScript
  strings already arrive as Python ``str``.  Other JavaScript objects (plain objects, ``null``)
  are refused with ``TypeError``, as Python values of no string-like type are: JavaScript
  would make ``"[object Object]"`` or ``"null"`` of them.
* ``URLSearchParams(init)``.  As Web IDL converts a JavaScript object for the union
  ``(sequence<sequence<USVString>> or record<USVString, USVString> or USVString)``: an
  iterable object (a ``URLSearchParams``, a ``Map``, an array of pairs) is a sequence of its
  items, repeated names kept; a plain object is a record of its own properties.  The string
  objects above are strings, as Python ``URL`` objects are (JavaScript would read a ``URL`` as
  an empty record).
* ``URLPattern``.  Its strings take the objects above too (a JavaScript ``URL`` as the input,
  the base URL or a component); a plain object is a ``URLPatternInit``; the page's own
  ``URLPattern`` is the ``URLPatternInit`` of its component patterns, so
  ``URLPattern(js_pattern)`` copies it (``ignoreCase`` is not readable from JavaScript).
* Buffers.  ``TextDecoder.decode()`` (every ``BufferSource`` argument) takes a JavaScript
  ``ArrayBuffer``, typed array or ``DataView`` (their bytes, copied);
  ``TextEncoder.encodeInto()`` writes into a JavaScript ``Uint8Array`` (other typed arrays
  are refused, as in JavaScript).
* Clones.  A stream's tee that clones its chunks (``Response.clone()`` of a body given as a
  ``ReadableStream``) clones a JavaScript chunk with JavaScript's ``structuredClone``: a typed
  array comes back a new one of its type over a copy of its buffer.
* ``to_js()``.  ``URL.to_js()`` and ``URLSearchParams.to_js()`` return ``new URL(href)`` and
  ``new URLSearchParams(query)`` made by the JavaScript runtime Pyodide runs in;
  ``URLPattern.to_js()`` ``new URLPattern(init, options)`` (``dict`` arguments become plain
  JavaScript objects); ``Headers.to_js()`` ``new Headers(pairs)``, every header of the list.

The hooks are asked only about arguments that are not ``str`` and, for strings, only after
every Python type the converters accept has been ruled out.
"""

from __future__ import annotations

import importlib
from typing import Any

from ._webidl import (
    register_foreign_adapter,
    register_foreign_buffer,
    register_foreign_clone,
    register_foreign_destination,
    register_foreign_stringifier,
    register_js_object_factory,
)

__all__ = ["INSTALLED", "STRINGIFIABLE_TAGS", "install"]

#: ``Object.prototype.toString`` tags (``[object URL]`` -> ``URL``) of the JavaScript objects
#: accepted as strings.  Tags, unlike ``instanceof``, also match objects from other realms
#: (an iframe's ``URL``).
STRINGIFIABLE_TAGS = frozenset(
    {"URL", "URLSearchParams", "String", "Location", "HTMLAnchorElement", "HTMLAreaElement"}
)


def install() -> bool:
    """Register the hooks; ``False`` (and nothing registered) without ``js``/``pyodide``."""
    try:
        ffi = importlib.import_module("pyodide.ffi")
        js = importlib.import_module("js")
    except ImportError:
        return False
    js_proxy: type = ffi.JsProxy
    to_string_tag = js.Object.prototype.toString.call
    js_string = js.String
    reflect_get = js.Reflect.get
    iterator_symbol = js.Symbol.iterator
    array_from = js.Array.from_
    object_entries = js.Object.entries
    from_entries = js.Object.fromEntries
    get_prototype_of = js.Object.getPrototypeOf

    def tag_of(value: object) -> str:
        return str(to_string_tag(value))[8:-1]  # "[object URL]" -> "URL"

    def stringify(value: object) -> str | None:
        if not isinstance(value, js_proxy) or tag_of(value) not in STRINGIFIABLE_TAGS:
            return None
        return str(js_string(value))

    def adapt(value: object) -> object:
        if not isinstance(value, js_proxy):
            return None
        tag = tag_of(value)
        if tag == "String":  # iterable, but a string here
            return str(js_string(value))
        if getattr(reflect_get(value, iterator_symbol), "typeof", None) == "function":
            return list(array_from(value))  # URLSearchParams, Map, Array: a sequence
        if tag in STRINGIFIABLE_TAGS:
            return str(js_string(value))  # URL, Location, <a>: a string
        if tag == "Object":
            return {key: item for key, item in object_entries(value)}  # a record
        if tag == "URLPattern":  # its component patterns: a URLPatternInit
            # (its ignoreCase cannot be read from JavaScript: pass the options again)
            from .urlpattern import COMPONENT_NAMES

            return {name: str(getattr(value, name)) for name in COMPONENT_NAMES}
        return None

    def make(interface: str, *values: object) -> Any:
        plain = [  # dicts: plain objects; lists (Headers' pairs): arrays
            ffi.to_js(v, dict_converter=from_entries) if isinstance(v, (dict, list)) else v
            for v in values
        ]
        constructor = getattr(js, interface, None)
        if constructor is None:  # URLPattern: Chromium has it, Node 20 has not
            raise RuntimeError(f"this JavaScript runtime has no {interface}")
        return constructor.new(*plain)

    def buffer(value: object) -> bytes | None:
        # ArrayBuffer, typed arrays and DataView are JsBuffer proxies, with to_bytes().
        if isinstance(value, js_proxy) and hasattr(value, "to_bytes"):
            return bytes(value.to_bytes())
        return None

    def own_constructor(value: Any, name: str) -> Any:
        # The constructor called `name` on the prototype chain of `value`: its realm's (a
        # page's realm may not be the one Pyodide's `js` is, as a Node vm context's).
        prototype = get_prototype_of(value)
        while prototype is not None:
            constructor = getattr(prototype, "constructor", None)
            if getattr(constructor, "name", None) == name:
                return constructor
            prototype = get_prototype_of(prototype)
        return None

    def clone(value: object) -> object:
        # StructuredClone: an ArrayBuffer, a typed array or a DataView made anew in its own
        # realm over a copy of its (whole) buffer, its offset and length kept; anything else
        # JavaScript's structuredClone (a DataCloneError DOMException for what it refuses).
        if not isinstance(value, js_proxy):
            return None
        if hasattr(value, "to_bytes"):
            tag = tag_of(value)
            if tag == "ArrayBuffer":
                return value.slice(0)  # type: ignore[attr-defined]
            constructor = own_constructor(value, tag)
            buffer: Any = getattr(value, "buffer", None)
            if constructor is not None and tag_of(buffer) == "ArrayBuffer":
                view: Any = value
                length = view.byteLength if tag == "DataView" else view.length
                return constructor.new(buffer.slice(0), view.byteOffset, length)
        return js.structuredClone(value)

    def destination(value: object) -> _JsBytes | None:
        if isinstance(value, js_proxy) and tag_of(value) == "Uint8Array":
            return _JsBytes(value)
        return None

    register_foreign_stringifier(stringify)
    register_foreign_adapter(adapt)
    register_foreign_buffer(buffer)
    register_foreign_clone(clone)
    register_foreign_destination(destination)
    register_js_object_factory(make)
    return True


class _JsBytes:
    """A JavaScript ``Uint8Array`` as a destination of bytes: its length, and slice
    assignment (through ``subarray(start, stop).assign(bytes)``, one copy into JavaScript)."""

    __slots__ = ("_array",)

    def __init__(self, array: Any) -> None:
        self._array = array

    def __len__(self) -> int:
        return int(self._array.length)

    def __setitem__(self, index: slice, value: bytes) -> None:
        start, stop, _ = index.indices(len(self))
        self._array.subarray(start, stop).assign(value)


#: Whether the hooks are registered (``False`` on an Emscripten build without Pyodide).
INSTALLED = install()
