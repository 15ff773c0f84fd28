"""The Blob interface's state and steps: https://w3c.github.io/FileAPI/#blob-section

A Blob "refers to a byte sequence" that never changes, so this one holds it as views of
immutable ``bytes`` (its parts) and never copies what it can share: a ``bytes`` part is
referenced as it is, a Blob part's parts are referenced, and ``slice()`` takes views of the
parts it covers (O(1) in the Blob's size for a Blob of one part, O(log n) in its number of
parts otherwise). Parts shorter than :data:`_JOIN_BELOW` bytes are joined into one ``bytes``
as they come, so a Blob made of many small pieces stays one part. Mutable buffers
(``bytearray``, ``memoryview`` of one, ``array.array``) are copied, as the standard's "get a
copy of the bytes held by the buffer source" says: a later change to the buffer does not show.

A slice keeps the whole of the bytes it views alive (as in browsers, a slice of a 100 MB Blob
holds the 100 MB). Blobs are immutable: one may be read from any number of threads.

Arguments arrive converted by the Web IDL layer (the generated public class, issue #45):
``blob_parts`` an iterable of ``str``, bytes-like objects and :class:`BlobImpl`, ``type`` a
``str``, ``endings`` ``"transparent"`` or ``"native"``, ``start`` and ``end`` ``int`` (the
``[Clamp] long long`` conversion done) or None.
"""

from __future__ import annotations

import builtins
from bisect import bisect_right

from webapi._lazy import lazy_imports

from ._line_endings import convert_line_endings_to_native

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any, ClassVar, TypeAlias, TypeVar

    from webapi._webidl import Buffer
    from webapi.encoding import utf8_decode

    #: A part of ``blob_parts`` (https://w3c.github.io/FileAPI/#typedefdef-blobpart).
    BlobPart: TypeAlias = "str | Buffer | BlobImpl"
    B = TypeVar("B", bound="BlobImpl")
else:  # the Encoding Standard's UTF-8 decode loads with the first text()
    lazy_imports(globals(), "webapi.encoding", ("utf8_decode",))

__all__ = ["BlobImpl", "blob_type", "new_object", "process_blob_parts"]

#: Parts shorter than this many bytes are joined with their neighbours into one ``bytes`` (a
#: copy of at most this much each) rather than kept as a part of their own.
_JOIN_BELOW = 4096


def blob_type(t: str) -> str:
    """The type a Blob gets from the ``type`` given to its constructor or a ``File``'s, or the
    ``contentType`` given to ``slice()`` (https://w3c.github.io/FileAPI/#constructorBlob step
    3, #file-constructor step 3, #slice-blob step 4): the empty string if ``t`` "contains any
    characters outside the range U+0020 to U+007E", else ``t`` in ASCII lowercase."""
    # For ASCII text, str.isprintable() is true exactly for U+0020 to U+007E, and str.lower()
    # is ASCII lowercase.
    if not (t.isascii() and t.isprintable()):
        return ""
    return t.lower()


def new_object(impl_class: type[B]) -> B:
    """A new object of the interface ``impl_class`` implements, its constructor steps not run:
    an instance of the public class (``webapi.fileapi.Blob``, ``File``) once the generated
    bindings have set ``impl_class._interface_class``, else of ``impl_class`` itself. The
    caller gives it its state."""
    cls: type[B] = vars(impl_class).get("_interface_class", impl_class)
    return cls.__new__(cls)


def _shared_view(part: object) -> memoryview | None:
    """A view of ``part``'s bytes that may be kept without a copy (the bytes cannot change:
    ``bytes``, or a read-only contiguous view of ``bytes``), else None."""
    if type(part) is bytes:
        return memoryview(part)
    if type(part) is memoryview and part.readonly and type(part.obj) is bytes and part.c_contiguous:
        return part.cast("B") if part.format != "B" or part.ndim != 1 else part
    return None


def process_blob_parts(
    parts: Iterable[BlobPart], endings: str = "transparent"
) -> tuple[memoryview, ...]:
    """https://w3c.github.io/FileAPI/#process-blob-parts: the byte sequence of ``parts`` (a
    string UTF-8 encoded, with its line endings converted to native if ``endings`` is
    ``"native"``; a buffer's bytes; a Blob's bytes), as the views of immutable bytes that
    :class:`BlobImpl` holds (their concatenation is the standard's byte sequence)."""
    if endings not in ("transparent", "native"):
        raise TypeError(
            f"process_blob_parts(): endings must be 'transparent' or 'native' (got {endings!r})."
        )
    native = endings == "native"
    views: list[memoryview] = []
    small: list[builtins.bytes | memoryview] = []  # pieces waiting to be joined into one part
    small_size = 0

    def keep(view: memoryview) -> None:
        nonlocal small_size
        if len(view) < _JOIN_BELOW:
            if view:
                small.append(view)
                small_size += len(view)
                if small_size >= _JOIN_BELOW:
                    flush()
            return
        flush()
        views.append(view)

    def flush() -> None:
        nonlocal small_size
        if small:
            views.append(memoryview(small[0] if len(small) == 1 else b"".join(small)))
            small.clear()
            small_size = 0

    for element in parts:
        if isinstance(element, str):
            s = convert_line_endings_to_native(element) if native else element
            try:
                encoded = s.encode("utf-8")
            except UnicodeEncodeError:  # lone surrogates: U+FFFD (a USVString), pairs joined
                from webapi._webidl import scalar_value_string

                encoded = scalar_value_string(s).encode("utf-8")
            keep(memoryview(encoded))
        elif isinstance(element, BlobImpl):
            for view in element._parts:
                keep(view)
        else:
            shared = _shared_view(element)
            keep(memoryview(_copy_of_buffer(element)) if shared is None else shared)
    flush()
    return tuple(views)


def _copy_of_buffer(element: object) -> builtins.bytes:
    """https://webidl.spec.whatwg.org/#dfn-get-buffer-source-copy of a blob part that is not a
    string or a Blob (a ``TypeError`` naming ``blobParts`` for anything else)."""
    from webapi._webidl import argument_error, buffer_bytes

    data = buffer_bytes(element)  # (under Pyodide, a JavaScript buffer's bytes too)
    if data is None:
        expected = "a str, a bytes-like object or a Blob"
        raise argument_error("Blob", "blobParts", element, expected)
    return data


class BlobImpl:
    """A Blob's byte sequence and type, and the steps of its constructor and methods
    (https://w3c.github.io/FileAPI/#blob-section)."""

    __slots__ = ("_ends", "_parts", "_size", "_type")

    #: The byte sequence, as views of immutable bytes (see the module's docstring).
    _parts: tuple[memoryview, ...]
    #: Where each part ends in the byte sequence (for more than one part; else empty).
    _ends: tuple[int, ...]
    #: https://w3c.github.io/FileAPI/#dfn-size
    _size: int
    #: https://w3c.github.io/FileAPI/#dfn-type
    _type: str
    #: The public class (``webapi.fileapi.Blob``), set by the generated bindings when they load.
    _interface_class: ClassVar[type[Any]]

    def __init__(
        self,
        blob_parts: Iterable[BlobPart] = (),
        type: str = "",
        endings: str = "transparent",
    ) -> None:
        """https://w3c.github.io/FileAPI/#constructorBlob"""
        self._set_bytes(process_blob_parts(blob_parts, endings))
        self._type = blob_type(type) if type else ""

    def _construct(self, blob_parts: Iterable[BlobPart] | None, options: dict[str, Any]) -> None:
        """The constructor steps with the public class's converted arguments: ``blob_parts``
        None when not given, ``options`` the ``BlobPropertyBag`` with its defaults."""
        BlobImpl.__init__(self, blob_parts or (), options["type"], options["endings"])

    def _set_bytes(self, parts: tuple[memoryview, ...]) -> None:
        self._parts = parts
        if len(parts) > 1:
            ends = []
            total = 0
            for view in parts:
                total += len(view)
                ends.append(total)
            self._ends = tuple(ends)
            self._size = total
        else:
            self._ends = ()
            self._size = len(parts[0]) if parts else 0

    @classmethod
    def from_bytes(cls, data: builtins.bytes | memoryview, type: str = "") -> BlobImpl:
        """A Blob of the bytes ``data`` (``bytes``, or a read-only view of ``bytes``: shared,
        not copied) and an already normalized ``type``, for the steps of other standards that
        make one (the multipart/form-data parser's files, ``Response.blob()``)."""
        self = new_object(cls)
        self._set_bytes(_as_parts(data))
        self._type = type
        return self

    def _range(self, start: int, end: int) -> tuple[memoryview, ...]:
        """The views of bytes ``start`` to ``end`` (0 <= start <= end <= size)."""
        if start == end:
            return ()
        parts = self._parts
        if len(parts) == 1:
            return (parts[0][start:end],)
        ends = self._ends
        first = bisect_right(ends, start)
        last = bisect_right(ends, end - 1)
        first_start = ends[first - 1] if first else 0
        if first == last:
            return (parts[first][start - first_start : end - first_start],)
        last_start = ends[last - 1]
        return (
            parts[first][start - first_start :],
            *parts[first + 1 : last],
            parts[last][: end - last_start],
        )

    def _slice(
        self, start: int | None = None, end: int | None = None, content_type: str | None = None
    ) -> BlobImpl:
        """https://w3c.github.io/FileAPI/#dfn-slice, the slice blob algorithm
        (https://w3c.github.io/FileAPI/#slice-blob): a new Blob sharing this one's bytes."""
        original_size = self._size
        if start is None:
            relative_start = 0
        elif start < 0:
            relative_start = max(original_size + start, 0)
        else:
            relative_start = min(start, original_size)
        if end is None:
            relative_end = original_size
        elif end < 0:
            relative_end = max(original_size + end, 0)
        else:
            relative_end = min(end, original_size)
        relative_content_type = "" if content_type is None else blob_type(content_type)
        span = max(relative_end - relative_start, 0)
        blob = new_object(BlobImpl)
        blob._set_bytes(self._range(relative_start, relative_start + span))
        blob._type = relative_content_type
        return blob

    def chunks(self) -> tuple[memoryview, ...]:
        """The byte sequence as read-only views whose concatenation it is, with no copy (what
        the standard's "get stream" would enqueue, for encoders that write a Blob out)."""
        return self._parts

    def _bytes(self) -> builtins.bytes:
        """The byte sequence: what ``bytes()`` (https://w3c.github.io/FileAPI/#bytes-method-algo)
        and ``arrayBuffer()`` fulfil with, once read ("read all bytes" of its stream). The
        ``bytes`` object a Blob was made of is returned as it is (immutable: no copy)."""
        parts = self._parts
        if len(parts) == 1:
            view = parts[0]
            whole = view.obj
            if type(whole) is builtins.bytes and len(whole) == len(view):
                return whole
            return view.tobytes()
        return b"".join(parts)

    def _text(self) -> str:
        """https://w3c.github.io/FileAPI/#text-method-algo: the bytes, UTF-8 decoded (a leading
        byte order mark removed, each error a U+FFFD, as the Encoding Standard's UTF-8 decode
        does)."""
        return utf8_decode(self._bytes())

    def _stream(self) -> Any:
        """https://w3c.github.io/FileAPI/#blob-get-stream: a byte stream ("set up with byte
        reading support": a BYOB reader reads it into its own buffer) of the bytes in chunks
        of up to 64 KiB (``bytes``), one a pull (the high water mark 0: a chunk is made when
        a read asks)."""
        from webapi.streams import ReadableStream

        data = self._bytes()
        position = [0]

        def pull(controller: Any) -> None:
            start = position[0]
            if start >= len(data):
                controller.close()  # (and a BYOB read pending answered: no more bytes)
                request = controller.byobRequest
                if request is not None:
                    request.respond(0)
                return
            position[0] = start + _STREAM_CHUNK
            controller.enqueue(data[start : start + _STREAM_CHUNK])

        return ReadableStream({"type": "bytes", "pull": pull}, {"highWaterMark": 0})

    # The promises of text(), arrayBuffer() and bytes(): a Blob's bytes are in memory, so
    # "read all bytes" of its stream has nothing to wait for and each settles at once.

    async def _text_promise(self) -> str:
        """https://w3c.github.io/FileAPI/#text-method-algo"""
        return self._text()

    async def _bytes_promise(self) -> builtins.bytes:
        """https://w3c.github.io/FileAPI/#bytes-method-algo and
        https://w3c.github.io/FileAPI/#arraybuffer-method-algo (an ArrayBuffer's bytes are
        ``bytes`` in Python, as a Uint8Array's)."""
        return self._bytes()


#: The size of the chunks of a Blob's stream (Chromium's: 64 KiB).
_STREAM_CHUNK = 65536


def _as_parts(data: builtins.bytes | memoryview) -> tuple[memoryview, ...]:
    shared = _shared_view(data)
    view = memoryview(_copy_of_buffer(data)) if shared is None else shared
    return (view,) if view else ()
