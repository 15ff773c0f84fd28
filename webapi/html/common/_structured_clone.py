"""HTML's structured serialization over Python values and webapi's platform objects:
https://html.spec.whatwg.org/multipage/structured-data.html#safe-passing-of-structured-data

``structuredClone(value, {"transfer": [...]})`` (``structured_clone(value, transfer=[...])``)
is :func:`StructuredSerializeWithTransfer` then :func:`StructuredDeserializeWithTransfer`, as
the standard words it. The mapping of Python values (docs/structured-clone.md):

- ``None``, ``bool``, ``int`` (any size: a BigInt beyond 2**53), ``float`` (NaN and -0.0
  kept), ``str`` (lone surrogates kept), ``bytes``, ``datetime.datetime`` and
  ``datetime.date`` (Date), ``re.Pattern`` (RegExp): immutable, the same object comes back.
- ``dict`` (a Map: any serializable keys, cloned too, insertion order kept), ``list`` (Array),
  ``tuple``, ``set`` (Set), ``frozenset``: new containers, their members cloned; a subclass
  (``OrderedDict``, a named tuple, an ``IntEnum`` member, a ``str`` subclass) comes back as
  the closest of these classes, as a JavaScript subclass instance comes back as its closest
  serializable class.
- ``bytearray`` (ArrayBuffer), ``array.array`` (a typed array), ``memoryview`` (a view: a
  copy of the bytes it shows, its format and shape kept): new buffers with the same bytes.
- An ``Exception`` (Error): a new exception of its closest built-in class, with its message
  (``name`` and ``message`` only, as the standard keeps them; no traceback, cause or notes).
- webapi's ``Blob`` and ``File`` (the same bytes, shared), ``DOMRectReadOnly`` and
  ``DOMRect``, ``DOMException``: their serialization steps (:data:`SERIALIZABLE`).
- Anything else (a function, a class instance, a ``URL``, a DOM node, a generator, ...) is a
  ``DataCloneError`` ``DOMException``, as browsers refuse what they cannot clone.

Shared references and cycles are kept (the *memory* of the algorithms). Both algorithms walk
the value with a stack of their own, never Python's: a value nested a million deep clones
(no ``RecursionError``, nor under Pyodide's small stack).

Transfer (https://html.spec.whatwg.org/multipage/structured-data.html#transferable-objects):
a ``bytearray`` or an ``array.array`` in the transfer list is an ArrayBuffer transferred: the
clone gets its bytes and the original is *detached*, emptied (its length 0, as a detached
ArrayBuffer's ``byteLength``; Python cannot move a buffer's storage, so its bytes are copied
once). Other transferable types join :data:`TRANSFERABLE` with :func:`register_transferable`
(``MessagePort``, later), without a change here.
"""

from __future__ import annotations

import array
import datetime
import re

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Mapping
    from typing import Any, Protocol, TypeAlias, TypedDict

    from webapi.dom import DOMException

    class StructuredSerializeOptions(TypedDict, total=False):
        """https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeoptions
        (``dictionary StructuredSerializeOptions { sequence<object> transfer = []; }``)."""

        transfer: Iterable[object]

    class TransferSteps(Protocol):
        """What a transferable interface defines
        (https://html.spec.whatwg.org/multipage/structured-data.html#transferable-objects)."""

        def refusal(self, value: Any) -> str | None:
            """Why ``value`` cannot be transferred (its [[Detached]] is true, or it cannot be
            detached now), else None."""

        def transfer(self, value: Any) -> object:
            """The transfer steps: the data of ``value`` for its data holder; then ``value``
            is detached (its [[Detached]] set to true)."""

        def receive(self, data: Any) -> object:
            """The transfer-receiving steps: a new object of the interface from ``data``."""

    #: A record of the serialized form: a list ``[TAG, PLACE, ...]`` (``PLACE``: its index in
    #: the serialized form's records); a container's record lists its members after them, each
    #: a record (a list) or a value kept as it is (never a list).
    Record: TypeAlias = list[Any]

__all__ = [
    "SERIALIZABLE",
    "TRANSFERABLE",
    "Serialized",
    "StructuredDeserialize",
    "StructuredDeserializeWithTransfer",
    "StructuredSerialize",
    "StructuredSerializeInternal",
    "StructuredSerializeWithTransfer",
    "register_serializable",
    "register_transferable",
    "structuredClone",
    "structured_clone",
]

#: The values kept as they are (immutable, so the same object is the clone): JavaScript's
#: primitives and the immutable values that stand for Date, RegExp and a read-only buffer.
_AS_THEY_ARE = frozenset(
    (type(None), bool, int, float, str, bytes, datetime.datetime, datetime.date, re.Pattern)
)

# The [[Type]] of each record (the first member of the list).
_LIST = 0
_TUPLE = 1
_DICT = 2
_SET = 3
_FROZENSET = 4
_BYTEARRAY = 5
_ARRAY = 6
_MEMORYVIEW = 7
_ERROR = 8
_PLATFORM = 9
_TRANSFERRED = 10

#: The formats of a ``memoryview`` that can be made again (``memoryview.cast``'s native
#: single-character formats: those of the typed arrays, and ``?``, ``c``, ``n``, ``N``, ``P``;
#: not the half float ``e``, which ``cast`` refuses).
_VIEW_FORMATS = frozenset("bBhHiIlLqQnNfd?cP")

#: No message: the error had no own "message" property (``Exception()``).
_NO_MESSAGE = object()

#: Serializable platform objects (the classes with [Serializable] in their IDL), by class:
#: (the serialization steps, giving the data of a record; the deserialization steps, giving a
#: new object from it). A subclass is serialized by its closest registered class. Blob, File,
#: DOMRectReadOnly, DOMRect and DOMException are registered on first use.
SERIALIZABLE: dict[type, tuple[Callable[[Any], object], Callable[[Any], object]]] = {}

#: Transferable objects by class (:class:`TransferSteps`); a subclass is transferred by its
#: closest registered class. ``bytearray`` and ``array.array`` are ArrayBuffers.
TRANSFERABLE: dict[type, TransferSteps] = {}

_platform_types_loaded = False


def register_serializable(
    cls: type, serialize: Callable[[Any], object], deserialize: Callable[[Any], object]
) -> None:
    """Make instances of ``cls`` serializable objects
    (https://html.spec.whatwg.org/multipage/structured-data.html#serializable-objects):
    ``serialize`` is the serialization steps (``value`` to the data a record keeps: immutable
    values or values the record keeps alive), ``deserialize`` the deserialization steps."""
    SERIALIZABLE[cls] = (serialize, deserialize)


def register_transferable(cls: type, steps: TransferSteps) -> None:
    """Make instances of ``cls`` transferable objects
    (https://html.spec.whatwg.org/multipage/structured-data.html#transferable-objects):
    ``steps`` says when one cannot be transferred, and gives the transfer steps and the
    transfer-receiving steps (:class:`TransferSteps`). ``MessagePort`` joins this way."""
    TRANSFERABLE[cls] = steps


def _data_clone_error(message: str) -> DOMException:
    from webapi.dom import DOMException

    return DOMException(message, "DataCloneError")


def _could_not_be_cloned(value: object) -> DOMException:
    """Chromium's words: "... could not be cloned."."""
    return _data_clone_error(f"{type(value).__qualname__} object could not be cloned.")


def _closest(registry: Mapping[type, Any], cls: type) -> Any:
    """The entry of ``registry`` for ``cls`` or its closest registered base class, or None."""
    for base in cls.__mro__:
        found = registry.get(base)
        if found is not None:
            return found
    return None


# --- the platform objects webapi serializes -----------------------------------------------


def _load_platform_types() -> None:
    """Register webapi's serializable interfaces (on the first value that is not a built-in
    Python value: ``import webapi.html`` loads none of their packages)."""
    global _platform_types_loaded
    from webapi.dom import DOMException
    from webapi.fileapi import Blob, File
    from webapi.geometry import DOMRect, DOMRectReadOnly

    # https://w3c.github.io/FileAPI/#blob-section: a Blob's serialization keeps its snapshot
    # state and byte sequence (the Blob is immutable: the record keeps the Blob, and the new
    # one shares its bytes).
    def new_blob(blob: Blob) -> Blob:
        return Blob([blob], {"type": blob.type})

    def new_file(file: File) -> File:
        options = {"type": file.type, "lastModified": file.lastModified}
        return File([file], file.name, options)  # type: ignore[arg-type]

    def rect_data(rect: DOMRectReadOnly) -> tuple[float, float, float, float]:
        return (rect.x, rect.y, rect.width, rect.height)

    register_serializable(Blob, lambda blob: blob, new_blob)
    register_serializable(File, lambda file: file, new_file)
    # https://drafts.fxtf.org/geometry/#structured-serialization
    register_serializable(
        DOMRectReadOnly,
        rect_data,
        lambda data: DOMRectReadOnly(*data),
    )
    register_serializable(
        DOMRect,
        rect_data,
        lambda data: DOMRect(*data),
    )
    # https://webidl.spec.whatwg.org/#idl-DOMException (its serialization steps: name, message)
    register_serializable(
        DOMException,
        lambda error: (error.message, error.name),
        lambda data: DOMException(*data),
    )
    _platform_types_loaded = True


class _ArrayBufferSteps:
    """A ``bytearray`` or an ``array.array`` transferred as an ArrayBuffer: detached, it is
    emptied (its length 0, as a detached ArrayBuffer's ``byteLength``)."""

    __slots__ = ()

    def refusal(self, value: bytearray | array.array[Any]) -> str | None:
        """A buffer a ``memoryview`` holds cannot be resized, so not detached (an ArrayBuffer
        whose [[ArrayBufferDetachKey]] forbids it: DetachArrayBuffer would throw)."""
        try:
            if len(value):  # a resize refused while a view exists (BufferError)
                value.append(value.pop())
        except BufferError:
            return "An ArrayBuffer could not be transferred: a memoryview of it exists."
        return None

    def transfer(self, value: bytearray | array.array[Any]) -> object:
        """https://tc39.es/ecma262/#sec-detacharraybuffer, after the bytes are taken."""
        data = value[:]
        del value[:]
        return data

    def receive(self, data: object) -> object:
        """The buffer itself: it is new and nothing else holds it."""
        return data


register_transferable(bytearray, _ArrayBufferSteps())
register_transferable(array.array, _ArrayBufferSteps())


# --- serialization --------------------------------------------------------------------------


def _error_record(value: BaseException, index: int) -> Record:
    """https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal
    (the [[ErrorData]] step): the closest built-in class of ``value`` that can be made from a
    message (JavaScript keeps the name among Error's seven), and its message if it has one."""
    args = value.args
    if not args:
        message: object = _NO_MESSAGE
    elif len(args) == 1 and type(args[0]) is str:
        message = args[0]
    else:
        message = str(value)
    for cls in type(value).__mro__:
        if cls.__module__ == "builtins" and _makes_from_a_message(cls):
            return [_ERROR, index, cls, message]
    raise _could_not_be_cloned(value)  # pragma: no cover  (Exception itself is one)


_MADE_FROM_A_MESSAGE: dict[type, bool] = {}


def _makes_from_a_message(cls: type) -> bool:
    """Whether ``cls(message)`` and ``cls()`` make an exception (not ``UnicodeDecodeError``'s
    five arguments, nor ``ExceptionGroup``'s two)."""
    known = _MADE_FROM_A_MESSAGE.get(cls)
    if known is None:
        try:
            cls("m")
            cls()
            known = True
        except TypeError:
            known = False
        _MADE_FROM_A_MESSAGE[cls] = known
    return known


class Serialized:
    """A serialized value (what the standard's records are together): ``value``, the value
    kept as it is or its top record, and ``records``, every record the serialization made, in
    the order it made them (the deserialization makes their objects in that order)."""

    __slots__ = ("records", "value")

    def __init__(self, value: object, records: list[Record]) -> None:
        self.value = value
        self.records = records


def StructuredSerializeInternal(
    value: object, for_storage: bool = False, memory: dict[int, Record] | None = None
) -> Serialized:
    """https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializeinternal

    The serialized form of ``value`` (:class:`Serialized`): ``value`` itself if it is kept as
    it is, else its record (a list ``[TAG, PLACE, ...]``) whose members are records or such
    values. ``memory`` maps the ``id()`` of each object already serialized to its record (the
    transfer list's entries are there first, their placeholders); an object met again is its
    record again, so shared references and cycles are kept. The walk keeps its own stack.
    ``for_storage`` refuses nothing more here (webapi has no SharedArrayBuffer or other object
    that only transfers)."""
    if memory is None:
        memory = {}
    # Every record in the order made, each holding its place in this list (its second member):
    # the transfer list's placeholders first.
    records: list[Record] = list(memory.values())
    if type(value) in _AS_THEY_ARE:
        return Serialized(value, records)
    keep = _AS_THEY_ARE
    # The containers whose members are still to be serialized: each container, then its record.
    pending: list[Any] = []
    push = pending.append

    def record_of(value: Any) -> object:
        """Steps 2 to 26 for one object: its record (registered in memory before its
        members, step 4), or the value kept as it is."""
        cls = type(value)
        tag = _CONTAINERS.get(cls)
        if tag is not None and tag != _BYTEARRAY:  # a list, dict, tuple, set or frozenset
            record: Record = [tag, len(records)]
            push(value)
            push(record)
        elif cls is bytearray:
            record = [_BYTEARRAY, len(records), bytes(value)]
        else:
            return other_record(value)
        memory[id(value)] = record
        records.append(record)
        return record

    def other_record(value: Any) -> object:
        """The rest: buffers, errors, platform objects, subclasses of the built-in types."""
        if not _platform_types_loaded:
            _load_platform_types()
        cls = type(value)
        platform = _closest(SERIALIZABLE, cls)
        if platform is not None:
            record: Record = [_PLATFORM, len(records), platform[1], platform[0](value)]
        elif isinstance(value, array.array):
            record = [_ARRAY, len(records), value.typecode, value.tobytes()]
        elif isinstance(value, memoryview):
            try:
                view_format = value.format.lstrip("@")
                if view_format not in _VIEW_FORMATS:
                    raise _could_not_be_cloned(value)
                record = [
                    _MEMORYVIEW,
                    len(records),
                    view_format,
                    value.shape,
                    value.tobytes(),
                    value.readonly,
                ]
            except ValueError:  # a released view: a detached buffer
                raise _data_clone_error("A detached ArrayBuffer could not be cloned.") from None
        elif isinstance(value, Exception):
            record = _error_record(value, len(records))
        # A subclass of a built-in type: as its closest built-in type.
        elif isinstance(value, int):
            return int(value)
        elif isinstance(value, float):
            return float(value)
        elif isinstance(value, str):
            return str(value)
        elif isinstance(value, bytes):
            return bytes(value)
        elif isinstance(value, datetime.date):
            v = value
            if isinstance(v, datetime.datetime):
                return datetime.datetime(
                    v.year,
                    v.month,
                    v.day,
                    v.hour,
                    v.minute,
                    v.second,
                    v.microsecond,
                    v.tzinfo,
                    fold=v.fold,
                )
            return datetime.date(v.year, v.month, v.day)
        elif isinstance(value, (list, dict, tuple, set, frozenset, bytearray)):
            base = next(c for c in cls.__mro__ if c in _CONTAINERS)
            if base is bytearray:
                record = [_BYTEARRAY, len(records), bytes(value)]
            else:
                record = [_CONTAINERS[base], len(records)]
                push(base(value) if base in (tuple, frozenset) else value)
                push(record)
        else:
            raise _could_not_be_cloned(value)
        memory[id(value)] = record
        records.append(record)
        return record

    known_top = memory.get(id(value))
    top = known_top if known_top is not None else record_of(value)
    get = memory.get
    pop = pending.pop
    while pending:
        record = pop()
        container = pop()
        append = record.append
        if record[0] == _DICT:
            for key, member in dict.items(container):
                if type(key) in keep:
                    append(key)
                else:
                    known = get(id(key))
                    append(known if known is not None else record_of(key))
                if type(member) in keep:
                    append(member)
                else:
                    known = get(id(member))
                    append(known if known is not None else record_of(member))
            continue
        for member in container:
            if type(member) in keep:
                append(member)
            else:
                known = get(id(member))
                append(known if known is not None else record_of(member))
    return Serialized(top, records)


_CONTAINERS: dict[type, int] = {
    list: _LIST,
    dict: _DICT,
    tuple: _TUPLE,
    set: _SET,
    frozenset: _FROZENSET,
    bytearray: _BYTEARRAY,
}


def StructuredSerialize(value: object) -> Serialized:
    """https://html.spec.whatwg.org/multipage/structured-data.html#structuredserialize"""
    return StructuredSerializeInternal(value, False)


def StructuredSerializeWithTransfer(
    value: object, transfer_list: list[object]
) -> tuple[Serialized, list[Record]]:
    """https://html.spec.whatwg.org/multipage/structured-data.html#structuredserializewithtransfer

    ``(serialized, transfer data holders)``. Each entry of ``transfer_list`` must be
    transferable (:data:`TRANSFERABLE`), once, and not detached, else a ``DataCloneError``
    before anything is detached; each holder is the placeholder record the serialization
    refers to, filled with the entry's data once the value is serialized (the entries are
    then detached)."""
    memory: dict[int, Record] = {}
    steps_of: list[TransferSteps] = []
    for transferable in transfer_list:
        steps = _closest(TRANSFERABLE, type(transferable))
        if steps is None:
            raise _data_clone_error(
                f"{type(transferable).__qualname__} object could not be transferred."
            )
        if id(transferable) in memory:
            raise _data_clone_error("The transfer list contains the same object twice.")
        refusal = steps.refusal(transferable)
        if refusal is not None:
            raise _data_clone_error(refusal)
        memory[id(transferable)] = [_TRANSFERRED, len(memory), None, None]  # the placeholder
        steps_of.append(steps)
    serialized = StructuredSerializeInternal(value, False, memory)
    holders: list[Record] = []
    for transferable, steps in zip(transfer_list, steps_of, strict=True):
        holder = memory[id(transferable)]
        holder[2] = steps
        holder[3] = steps.transfer(transferable)
        holders.append(holder)
    return serialized, holders


# --- deserialization ------------------------------------------------------------------------


def _new_object(record: Record) -> object:
    """The object of a record without its members (the containers are filled later)."""
    tag = record[0]
    if tag == _LIST:
        return []
    if tag == _DICT:
        return {}
    if tag == _SET:
        return set()
    if tag == _BYTEARRAY:
        return bytearray(record[2])
    if tag == _ARRAY:
        made = array.array(record[2])
        made.frombytes(record[3])
        return made
    if tag == _MEMORYVIEW:
        _, _, view_format, shape, data, readonly = record
        view: memoryview[Any] = memoryview(data if readonly else bytearray(data))
        if view_format != "B" or len(shape) != 1:
            view = view.cast(view_format, shape)
        return view
    if tag == _ERROR:
        return record[2]() if record[3] is _NO_MESSAGE else record[2](record[3])
    if tag == _PLATFORM:
        return record[2](record[3])
    raise AssertionError(tag)  # pragma: no cover  (the tuple and frozenset records are built)


def StructuredDeserialize(
    serialized: Serialized, target_realm: object = None, memory: dict[int, object] | None = None
) -> Any:
    """https://html.spec.whatwg.org/multipage/structured-data.html#structureddeserialize

    The value of a serialized form: a new object for each record (one for a record met again,
    so shared references and cycles come back). ``memory`` maps the ``id()`` of each transfer
    data holder to its value; the objects of the other records are found by their place in
    ``serialized.records``. Lists, dicts and sets are made first and filled last; a tuple or a
    frozenset, which cannot change once made, is made once its members are (a cycle passes
    through a mutable container, made first). No step recurses. ``target_realm`` is the one
    Python has."""
    top = serialized.value
    if type(top) is not list:
        return top
    records = serialized.records
    objects: list[Any] = [None] * len(records)  # (no record's object is None)
    immutable: list[Record] = []
    filled: list[Any] = []  # each container to fill, then its record
    fill = filled.append
    made: Any
    for record in records:
        tag = record[0]
        if tag == _LIST:
            made = []
            fill(made)
            fill(record)
        elif tag == _DICT:
            made = {}
            fill(made)
            fill(record)
        elif tag in (_TUPLE, _FROZENSET):
            immutable.append(record)
            continue
        elif tag == _SET:
            made = set()
            fill(made)
            fill(record)
        elif tag == _TRANSFERRED:
            made = memory[id(record)] if memory is not None else None
        else:
            made = _new_object(record)
        objects[record[1]] = made
    for record in immutable:
        if objects[record[1]] is None:
            _make_immutable(record, objects)
    pairs = iter(filled)
    for made, record in zip(pairs, pairs, strict=True):
        # (the first two members are the record's tag and place)
        members = [objects[member[1]] if type(member) is list else member for member in record]
        tag = members[0]
        if tag == _LIST:
            del members[:2]
            made.extend(members)
        else:
            rest = iter(members)
            next(rest)
            next(rest)
            if tag == _DICT:
                made.update(zip(rest, rest, strict=True))
            else:
                made.update(rest)
    return objects[top[1]]


def _make_immutable(record: Record, objects: list[Any]) -> None:
    """Make the tuple or frozenset of ``record`` after the tuples and frozensets among its
    members (the other records' objects are made), with a stack of its own: a chain of them
    cannot be a cycle, which would need a mutable container, made already."""
    stack = [record]
    while stack:
        record = stack[-1]
        waiting = [
            member for member in record if type(member) is list and objects[member[1]] is None
        ]
        if waiting:
            stack.extend(waiting)
            continue
        stack.pop()
        if objects[record[1]] is not None:
            continue
        members = [objects[member[1]] if type(member) is list else member for member in record]
        tag = members[0]
        del members[:2]
        objects[record[1]] = tuple(members) if tag == _TUPLE else frozenset(members)


def StructuredDeserializeWithTransfer(
    serialize_with_transfer_result: tuple[Serialized, list[Record]], target_realm: object = None
) -> tuple[Any, list[object]]:
    """https://html.spec.whatwg.org/multipage/structured-data.html#structureddeserializewithtransfer

    ``(deserialized, transferred values)``: each data holder's transfer-receiving steps give
    its value, which the deserialization finds in its memory where the record refers to the
    holder."""
    serialized, holders = serialize_with_transfer_result
    memory: dict[int, object] = {}
    transferred_values = []
    for holder in holders:
        value = holder[2].receive(holder[3])
        memory[id(holder)] = value
        transferred_values.append(value)
    return StructuredDeserialize(serialized, target_realm, memory), transferred_values


# --- the method -----------------------------------------------------------------------------


def _transfer_list(options: object, transfer: object) -> list[object]:
    """The ``transfer`` member of the options (``sequence<object>``), converted: a
    ``TypeError`` naming the parameter for what is no sequence of objects."""
    from webapi._webidl import argument_error

    if options is not None:
        from collections.abc import Mapping

        if not isinstance(options, Mapping):
            raise argument_error("structuredClone", "options", options, "a dict")
        if transfer is None:
            transfer = options.get("transfer")
    if transfer is None:
        return []
    if isinstance(transfer, (str, bytes, bytearray, memoryview, dict)) or not hasattr(
        transfer, "__iter__"
    ):
        raise argument_error("structuredClone", "transfer", transfer, "a sequence of objects")
    entries = list(transfer)
    for index, entry in enumerate(entries):
        if type(entry) in (type(None), bool, int, float, str):  # not objects in JavaScript
            raise TypeError(
                f"structuredClone(): parameter 'transfer' is not a sequence of objects "
                f"(its entry {index} is {type(entry).__qualname__!r})."
            )
    return entries


def structuredClone(
    value: object,
    options: StructuredSerializeOptions | None = None,
    *,
    transfer: Iterable[object] | None = None,
) -> Any:
    """https://html.spec.whatwg.org/multipage/structured-data.html#dom-structuredclone

    A deep copy of ``value`` as a browser's ``structuredClone(value, {transfer})`` makes it
    (the Python mapping: docs/structured-clone.md): shared references and cycles kept,
    ``Blob``/``File``/``DOMRect``/``DOMException`` and Python's exceptions cloned, the
    ``bytearray`` and ``array.array`` entries of ``transfer`` (``options["transfer"]`` or the
    keyword) moved into the clone and emptied. What cannot be cloned or transferred is a
    ``DataCloneError`` ``DOMException``; ``options`` that is not a dict, or ``transfer`` that is
    not a sequence of objects, a ``TypeError`` naming the parameter."""
    if options is None and transfer is None:
        return StructuredDeserialize(StructuredSerializeInternal(value))
    serialized = StructuredSerializeWithTransfer(value, _transfer_list(options, transfer))
    return StructuredDeserializeWithTransfer(serialized)[0]


#: The snake_case name of :func:`structuredClone`.
structured_clone = structuredClone
