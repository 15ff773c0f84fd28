"""The Python protocols of an interface's special operations and iterables.

Web IDL's indexed and named properties (https://webidl.spec.whatwg.org/#idl-indexed-properties,
https://webidl.spec.whatwg.org/#idl-named-properties) are JavaScript properties: ``list[0]``,
``collection.main``, ``dataset.fooBar``. Their Python counterparts are the container
protocols, written here for the class ``emit.py`` writes:

- an indexed getter (with the integer ``length`` attribute Web IDL requires): ``len(obj)``,
  ``obj[i]`` (a negative index counts from the end and a slice gives a list, as for a Python
  sequence; ``IndexError`` past the end, where JavaScript gives undefined) and ``iter(obj)``
  (from ``webapi._webidl.IndexedIterable``; ``iterable<V>`` adds ``entries``, ``keys``,
  ``values`` and ``forEach``: ``ValueIterable``);
- an indexed setter: ``obj[i] = value`` (a negative index counts from the end);
- a named getter: ``obj["name"]`` (``KeyError`` where JavaScript gives undefined) and
  ``"name" in obj``; a named setter ``obj["name"] = value``, a named deleter
  ``del obj["name"]``; without an indexed getter, ``iter(obj)`` and ``len(obj)`` are over the
  supported property names (a mapping's keys); with or without one, a mapping's ``keys()``,
  ``values()``, ``items()`` and ``get()`` over those names (``dict(obj)``). With the extras
  key ``named_attributes``,
  named properties are Python attributes too (``dataset.fooBar``), where the class has no
  attribute of that name.

Every root class (an interface that inherits from none) has ``__bool__``: true, as every
platform object is in JavaScript, whatever ``len()`` says.

The impl provides what Web IDL's prose calls: a named special operation is the impl's method
for it (``item``, ``namedItem``); an unnamed one is ``indexed_property(index)``,
``named_property(name)``, ``set_indexed_property(index, value)``,
``set_named_property(name, value)`` or
``delete_named_property(name)`` (``_``-prefixed with ``impl_is_self``), and a named getter's
impl method returns ``None`` for a name that is not a supported property name.
``supported_property_names()`` gives those names, in order.
"""

from __future__ import annotations

from .model import (
    INTEGER_TYPES,
    Argument,
    Attribute,
    IDLType,
    InterfaceWriter,
    Operation,
    PairIterable,
    ValueIterable,
)
from .reader import UnsupportedIDL

__all__ = ["write_protocols"]


def _impl_method(w: InterfaceWriter, operation: Operation, unnamed: str) -> str:
    """The impl's method for a special operation: its own, or the one for an unnamed one."""
    return f"{w.impl}.{w.impl_name(operation.name or unnamed)}"


def _length(w: InterfaceWriter) -> str:
    """The impl's ``length`` attribute (of the interface or one it inherits)."""
    interfaces = [w.interface, *w.module.ancestors(w.name)]
    for member in (m for i in interfaces for m in i.members):
        if isinstance(member, Attribute) and member.name == "length":
            if member.type.name not in INTEGER_TYPES:
                break
            return f"{w.impl}.{w.impl_name('length')}"
    raise UnsupportedIDL(f"{w.name}: an indexed getter without an integer length attribute")


def write_protocols(w: InterfaceWriter) -> None:
    interface = w.interface
    if interface.special("deleter", "unsigned long"):
        raise UnsupportedIDL(f"{w.name}: indexed property deleters")
    indexed = interface.special("getter", "unsigned long")
    indexed_setter = interface.special("setter", "unsigned long")
    named = interface.special("getter", "DOMString")
    setter = interface.special("setter", "DOMString")
    deleter = interface.special("deleter", "DOMString")
    if (setter or deleter) and not named:
        raise UnsupportedIDL(f"{w.name}: a named setter or deleter without a named getter")
    # (an external parent, one of another module, is trusted to have its own: the DOM's
    # HTMLCollection for HTMLOptionsCollection)
    ancestors = w.module.ancestors(w.name)
    top = ancestors[-1] if ancestors else interface
    inherited_getter = top.inherits is not None or any(
        i.special("getter", "unsigned long") for i in ancestors
    )
    if indexed_setter is not None and (
        setter is not None or (indexed is None and not inherited_getter)
    ):
        raise UnsupportedIDL(f"{w.name}: an indexed setter beside a named one, or no getter")
    if indexed is not None:
        _indexed(w, indexed, named)
    elif named is not None and not inherited_getter:
        _names(w)
    if named is not None:
        _named(w, named, indexed is not None, inherited_getter and indexed is None)
    if setter is not None:
        _setter(w, setter)
    if indexed_setter is not None:
        _indexed_setter(w, indexed_setter)
    if deleter is not None:
        _deleter(w, deleter, named)
    if named is not None:
        _mapping(w, named)
    if interface.inherits is None:
        _truthy(w)
    if w.extras.named_attributes:
        if named is None:
            raise UnsupportedIDL(f"{w.name}: named_attributes without a named getter")
        _attributes(w, named, setter is not None, deleter is not None)


def _truthy(w: InterfaceWriter) -> None:
    """``bool(obj)``: true, whatever ``len(obj)`` says (on the root class of a hierarchy)."""
    w.out.add(1, "def __bool__(self) -> bool:")
    w.out.doc(
        2,
        "Always true: a platform object is truthy in JavaScript whatever its length (an "
        "empty ``select``, ``NodeList`` or ``dataset`` too: a ported ``if (select)`` holds); "
        "``len(obj)`` says whether it is empty.",
    )
    w.out.add(2, "return True")


def _value(t: IDLType) -> IDLType:
    return IDLType(t.name, False, t.params, t.typedef, t.attributes)


def _indexed(w: InterfaceWriter, getter: Operation, named: Operation | None) -> None:
    out, t = w.out, w.t
    item = _value(getter.return_type)
    value = t.out(item)
    length = _length(w)
    out.add(1, "def __len__(self) -> int:")
    out.add(2, '"""``len(obj)``: the ``length`` attribute."""')
    out.add(2, f"return {length}")
    t.typing.add("overload")
    keys = [("int", value), ("slice", f"list[{value}]")]
    if named is not None:
        keys.append(("str", t.out(_value(named.return_type))))
    for key, returns in keys:
        out.add(1, f"@overload\ndef __getitem__(self, key: {key}) -> {returns}: ...")
    accepted = " | ".join(k for k, _ in keys)
    returned = " | ".join(dict.fromkeys(r for _, r in keys))
    out.add(1, f"def __getitem__(self, key: {accepted}) -> {returned}:")
    out.doc(
        2,
        f"``obj[index]``: the indexed property getter (``{getter.idl}``); a negative index "
        "counts from the end and a slice gives a list, as for a Python sequence; "
        "``IndexError`` past the end (where JavaScript gives undefined)."
        + (" ``obj[name]``: the named property (``KeyError`` if there is none)." if named else ""),
    )
    out.add(2, "if type(key) is not int:")
    if named is not None:
        out.add(3, "if isinstance(key, str):")
        _named_value(w, 4, named, "key", "raise KeyError(key)")
    out.add(3, "if isinstance(key, slice):")
    out.add(4, "return [self[index] for index in range(*key.indices(len(self)))]")
    out.add(3, f'key = {t.use("index_key")}(key, "{w.name}")')
    out.add(2, f"length = {length}")
    out.add(2, "index = key + length if key < 0 else key")
    out.add(2, "if not 0 <= index < length:")
    out.add(3, f'raise IndexError("{w.name} index out of range")')
    call = f"{_impl_method(w, getter, 'indexed_property')}(index)"
    if getter.return_type.nullable:  # null only past the end: for type checkers
        out.add(2, f"value = {call}")
        out.add(2, f'if value is None:\n    raise IndexError("{w.name} index out of range")')
        call = "value"
    w.returning(2, call, item)


def _named_value(
    w: InterfaceWriter, indent: int, getter: Operation, key: str, missing: str
) -> None:
    """Statements returning the named property ``key``, ``missing`` where there is none."""
    call = f"{_impl_method(w, getter, 'named_property')}({key})"
    w.out.add(indent, f"value = {call}")
    w.out.add(indent, f"if value is None:\n    {missing}")
    w.returning(indent, "value", _value(getter.return_type))


def _names(w: InterfaceWriter) -> None:
    """``iter()`` and ``len()`` of an interface with named properties only: its supported
    property names."""
    names = f"{w.impl}.{w.impl_name('supportedPropertyNames')}()"
    w.t.abc.add("Iterator")
    w.out.add(1, "def __iter__(self) -> Iterator[str]:")
    w.out.add(2, '"""The supported property names (a snapshot), as a mapping\'s keys."""')
    w.out.add(2, f"return iter(list({names}))")
    w.out.add(1, "def __len__(self) -> int:")
    w.out.add(2, '"""How many supported property names there are."""')
    w.out.add(2, f"return len({names})")


def _named(w: InterfaceWriter, getter: Operation, indexed: bool, inherited: bool) -> None:
    """``obj[name]`` and ``name in obj``; ``inherited``: the indexed getter is the parent
    class's (``HTMLFormControlsCollection`` over ``HTMLCollection``), which a key that is
    not a string still reaches, as iterating does."""
    out = w.out
    if inherited:
        returns = w.t.out(_value(getter.return_type))
        w.t.typing.add("overload")
        w.t.typing.add("Any")
        out.add(1, f"@overload\ndef __getitem__(self, key: str) -> {returns}: ...")
        out.add(1, "@overload\ndef __getitem__(self, key: int | slice) -> Any: ...")
        out.add(1, "def __getitem__(self, key: str | int | slice) -> Any:")
        out.doc(
            2,
            f"``obj[name]``: the named property getter (``{getter.idl}``); ``KeyError`` "
            "where there is no such property; an index or a slice: the parent's.",
        )
        out.add(2, "if not isinstance(key, str):\n    return super().__getitem__(key)")
        _named_value(w, 2, getter, "key", "raise KeyError(key)")
        indexed = True
    elif not indexed:
        returns = w.t.out(_value(getter.return_type))
        out.add(1, f"def __getitem__(self, key: str) -> {returns}:")
        out.doc(
            2,
            f"``obj[name]``: the named property getter (``{getter.idl}``); ``KeyError`` "
            "where there is no such property (where JavaScript gives undefined).",
        )
        out.add(2, "if not isinstance(key, str):\n    raise KeyError(key)")
        _named_value(w, 2, getter, "key", "raise KeyError(key)")
    call = f"{_impl_method(w, getter, 'named_property')}(key)"
    out.add(1, "def __contains__(self, key: object) -> bool:")
    out.doc(
        2,
        "``name in obj``: whether ``name`` is a supported property name"
        + ("; for anything else, whether iterating finds it." if indexed else "."),
    )
    out.add(2, f"if isinstance(key, str):\n    return {call} is not None")
    out.add(
        2, "return any(item is key or item == key for item in self)" if indexed else "return False"
    )


_MAPPING_METHODS = ("keys", "values", "items", "get")


def _mapping(w: InterfaceWriter, getter: Operation) -> None:
    """``keys()``, ``values()``, ``items()`` and ``get(name, default=None)`` over the
    supported property names, so that ``dict(obj)`` and a mapping's protocol reach the named
    properties (``dict(el.dataset)``, ``dict(el.attributes)``); each a list made when called
    (the names change as the tree does), as ``iter()`` of names is a snapshot."""
    out = w.out
    members = [m for i in (w.interface, *w.module.ancestors(w.name)) for m in i.members]
    if any(getattr(m, "name", None) in _MAPPING_METHODS for m in members) or any(
        isinstance(m, (PairIterable, ValueIterable)) for m in w.members
    ):
        raise UnsupportedIDL(f"{w.name}: named properties beside IDL keys/values/items/get")
    value = w.t.out(_value(getter.return_type))
    names = f"{w.impl}.{w.impl_name('supportedPropertyNames')}()"
    out.add(1, "def keys(self) -> list[str]:")
    out.doc(
        2,
        "The supported property names, in order (a list taken now), as a mapping's keys: "
        "``dict(obj)`` is ``{name: obj[name]}``.",
    )
    out.add(2, f"return list({names})")
    out.add(1, f"def values(self) -> list[{value}]:")
    out.doc(2, "``obj[name]`` for each name of ``keys()`` (a list taken now).")
    out.add(2, "return [self[name] for name in self.keys()]")
    out.add(1, f"def items(self) -> list[tuple[str, {value}]]:")
    out.doc(2, "``(name, obj[name])`` for each name of ``keys()`` (a list taken now).")
    out.add(2, "return [(name, self[name]) for name in self.keys()]")
    out.add(1, f"def get(self, key: str, default: {value} | None = None) -> {value} | None:")
    out.doc(2, "``obj[key]``, or ``default`` where ``key`` is no supported property name.")
    out.add(2, "if not isinstance(key, str):\n    return default")
    _named_value(w, 2, getter, "key", "return default")
    w.public.update(_MAPPING_METHODS)


def _setter(w: InterfaceWriter, setter: Operation) -> None:
    out = w.out
    kind = setter.arguments[1].type
    text = f"Failed to set a named property on '{w.name}'"
    prefix = w.t.constant(f"_{w.name.upper()}_SET_NAMED_PROPERTY", repr(text))
    value = w.convert("value", Argument("value", kind), 2, prefix, "__setitem__")
    out.add(1, f"def __setitem__(self, key: str, value: {w.t.into(kind)}) -> None:")
    out.doc(2, f"``obj[name] = value``: the named property setter (``{setter.idl}``).")
    out.add(2, f'if not isinstance(key, str):\n    raise TypeError("{w.name} keys are str")')
    out.add(2, f"{_impl_method(w, setter, 'set_named_property')}(key, {value})")


def _indexed_setter(w: InterfaceWriter, setter: Operation) -> None:
    """``obj[index] = value``: the indexed property setter; a negative index counts from the
    end (``IndexError`` before the start), an index past the end is the setter's to handle
    (as JavaScript's ``obj[index] = value``)."""
    from .model import Argument

    out = w.out
    kind = setter.arguments[1].type
    text = f"Failed to set an indexed property on '{w.name}'"
    prefix = w.t.constant(f"_{w.name.upper()}_SET_INDEXED_PROPERTY", repr(text))
    value = w.convert("value", Argument("value", kind), 2, prefix, "__setitem__")
    out.add(1, f"def __setitem__(self, key: int, value: {w.t.into(kind)}) -> None:")
    out.doc(
        2,
        f"``obj[index] = value``: the indexed property setter (``{setter.idl}``); a "
        "negative index counts from the end.",
    )
    out.add(2, f'if type(key) is not int:\n    key = {w.t.use("index_key")}(key, "{w.name}")')
    out.add(2, "if key < 0:\n    key += len(self)")
    out.add(3, f'if key < 0:\n    raise IndexError("{w.name} index out of range")')
    out.add(2, f"{_impl_method(w, setter, 'set_indexed_property')}(key, {value})")


def _deleter(w: InterfaceWriter, deleter: Operation, getter: Operation | None) -> None:
    assert getter is not None
    out = w.out
    out.add(1, "def __delitem__(self, key: str) -> None:")
    out.doc(
        2,
        f"``del obj[name]``: the named property deleter (``{deleter.idl}``); ``KeyError`` "
        "where there is no such property (where JavaScript does nothing).",
    )
    found = f"{_impl_method(w, getter, 'named_property')}(key)"
    out.add(2, f"if not isinstance(key, str) or {found} is None:\n    raise KeyError(key)")
    out.add(2, f"{_impl_method(w, deleter, 'delete_named_property')}(key)")


def _attributes(w: InterfaceWriter, getter: Operation, setter: bool, deleter: bool) -> None:
    """Named properties as Python attributes (the extras key ``named_attributes``), for the
    names the class does not define and that do not start with ``_``."""
    out = w.out
    returns = w.t.out(_value(getter.return_type))
    missing = 'raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")'
    out.add(1, f"def __getattr__(self, name: str) -> {returns}:")
    out.doc(2, "``obj.name``, for a name the class does not define: the named property.")
    out.add(2, 'if name[:1] == "_":\n    ' + missing)
    _named_value(w, 2, getter, "name", missing)
    if setter:
        out.add(1, "def __setattr__(self, name: str, value: object) -> None:")
        out.doc(
            2, "``obj.name = value``, for a name the class does not define: ``obj[name] = value``."
        )
        out.add(2, 'if name[:1] == "_" or hasattr(type(self), name):')
        out.add(3, "object.__setattr__(self, name, value)")
        out.add(2, "else:\n    self[name] = value  # type: ignore[assignment]")
    if deleter:
        out.add(1, "def __delattr__(self, name: str) -> None:")
        out.doc(2, "``del obj.name``, for a name the class does not define: ``del obj[name]``.")
        out.add(2, 'if name[:1] == "_" or hasattr(type(self), name):')
        out.add(3, "object.__delattr__(self, name)")
        out.add(2, "elif name in self:\n    del self[name]\nelse:\n    " + missing)
