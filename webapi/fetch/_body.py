"""Bodies: "extract a body" (https://fetch.spec.whatwg.org/#concept-bodyinit-extract), the
Body mixin's reads (https://fetch.spec.whatwg.org/#body-mixin) and their "package data".

A body is its source's bytes, held as they were given (a ``bytes`` object or a Blob: not
copied), the rest of a response still on its connection (a transport's :class:`StreamedBody`:
``fetch()``'s long bodies, read on demand), or a ``ReadableStream`` given to the constructor
(``webapi.streams``). Its stream (``response.body``) is made when first asked for, over the
source (chunks of up to 64 KiB, ``bytes``); until then a read is "read all bytes" of the
source, or its chunks one by one (``Response.iter_chunks()``), and "disturbed" is a flag set by
the first read; once the stream exists, reads go through it (a reader: the stream disturbed
and locked), as in JavaScript. (``textStream()`` needs TextDecoderStream: not there.)
"""

from __future__ import annotations

import weakref
from collections.abc import Coroutine

from webapi._webidl import buffer_bytes
from webapi.encoding import utf8_decode
from webapi.fileapi import Blob
from webapi.fileapi.engine import BlobImpl, blob_type
from webapi.js.engine import json_parse, json_stringify
from webapi.streams import ReadableStream
from webapi.streams.engine import readable_stream_tee
from webapi.url import URLSearchParams
from webapi.xhr import FormData

from ._body_tee import tee_streamed_body
from ._content_type import extract_mime_type
from ._transport_response import StreamedBody
from ._waits import in_a_thread, task_cancelling

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable, Generator
    from typing import Any

    from ._headers_impl import HeadersImpl

    _Coroutine = Coroutine[Any, None, Any]
else:
    _Coroutine = Coroutine

__all__ = ["Body", "BodyOwner", "extract_a_body", "serialize_json"]


class Body:
    """https://fetch.spec.whatwg.org/#concept-body: its source (``bytes``, a Blob whose
    bytes are read when the body is, or a transport's :class:`StreamedBody`) and the
    "disturbed" flag of the stream it stands for."""

    __slots__ = (
        "__weakref__",
        "_clones",
        "_disturbed",
        "_waiting",
        "abortable",
        "errored_by",
        "source",
        "stream",
    )

    def __init__(self, source: bytes | BlobImpl | StreamedBody | ReadableStream) -> None:
        self.source = source
        self._disturbed = False
        #: The aborted signal whose reason errored the stream (fetch's "abort the fetch"
        #: step 4: "error response's body with error"), or None.
        self.errored_by: Any = None
        #: Whether an abort may error the body (a fetch's with a signal): an async
        #: transport's reads are then awaited as tasks, which the abort cancels.
        self.abortable = False
        #: The future of the read of the connection awaited now (:meth:`_waited`), or None.
        self._waiting: Any = None
        #: The clones of a body still on the transport's connection (weak references), which
        #: an abort of the fetch errors too (:meth:`error_with`); None: none.
        self._clones: list[Any] | None = None
        #: https://fetch.spec.whatwg.org/#concept-body-stream, made on first need (None: not
        #: yet); a ReadableStream source is its own stream.
        self.stream: ReadableStream | None = source if isinstance(source, ReadableStream) else None

    @property
    def disturbed(self) -> bool:
        """Whether the body's stream is disturbed (https://streams.spec.whatwg.org/#is-readable-stream-disturbed)."""
        stream = self.stream
        return self._disturbed or (stream is not None and stream._disturbed)

    @disturbed.setter
    def disturbed(self, value: bool) -> None:
        self._disturbed = value
        if value and self.stream is not None:
            self.stream._disturbed = True

    @property
    def locked(self) -> bool:
        """Whether the body's stream is locked to a reader."""
        return self.stream is not None and self.stream.locked

    def get_stream(self) -> ReadableStream:
        """https://fetch.spec.whatwg.org/#concept-body-stream: the stream, made over the
        source on first need, a byte stream ("set up with byte reading support": a BYOB
        reader reads it into its own buffer; a pull reads the next chunk of up to 64 KiB; a
        cancel gives the rest up); a body read already gives a disturbed, closed stream."""
        stream = self.stream
        if stream is not None:
            return stream
        if self._disturbed:  # (read whole by text() & co.: an empty stream, disturbed)
            stream = ReadableStream(
                {"type": "bytes", "start": lambda controller: controller.close()}
            )
            stream._disturbed = True
            self.stream = stream
            return stream
        chunks: list[AsyncIterator[bytes]] = []

        async def pull(controller: Any) -> None:
            if not chunks:
                chunks.append(self._source_chunks(65536))
            chunk = b""
            while not chunk:  # (an empty chunk is no Uint8Array to enqueue)
                try:
                    chunk = await chunks[0].__anext__()
                except StopAsyncIteration:
                    _close_byte_stream(controller)
                    return
            controller.enqueue(chunk)

        async def cancel(reason: object) -> None:
            if chunks:
                await chunks[0].aclose()  # type: ignore[attr-defined]
            self.cancel()

        stream = ReadableStream(
            {"type": "bytes", "pull": pull, "cancel": cancel}, {"highWaterMark": 0}
        )
        self.stream = stream
        return stream

    async def _read_stream(self) -> bytes:
        """https://fetch.spec.whatwg.org/#body-fully-read through a reader of the body's
        stream: every chunk a bytes-like object (anything else a ``TypeError``, as a chunk
        that is not a ``Uint8Array``)."""
        stream = self.get_stream()
        reader = stream.getReader()
        parts: list[bytes] = []
        while True:
            result = await reader.read()
            if result["done"]:
                return b"".join(parts)
            chunk = result["value"]
            # (bytes-like; under Pyodide a JavaScript Uint8Array or other buffer too)
            data = None if isinstance(chunk, (str, int)) else buffer_bytes(chunk)
            if data is None:
                error = TypeError(
                    "The body's stream gave a chunk that is not bytes-like (got "
                    f"{type(chunk).__name__})"
                )
                reader.cancel(error)
                raise error
            parts.append(data)

    def read_all_bytes(self) -> bytes:
        """The body's bytes, the stream disturbed (https://streams.spec.whatwg.org/#readablestreamdefaultreader-read-all-bytes);
        an errored stream raises its error (the signal's abort reason). A body whose stream
        exists is read through it, now (``RuntimeError`` if a chunk is not at hand: await
        :meth:`read_all_bytes_async`)."""
        if self.stream is not None:
            from webapi.js import await_sync

            return await_sync(self._read_stream())
        self.disturbed = True
        if self.errored_by is not None:
            self.cancel()
            self.errored_by.throwIfAborted()
        source = self.source
        if type(source) is bytes:
            return source
        if isinstance(source, StreamedBody):  # (the rest read at once: the transport's copy)
            data = source.read(-1)
            self.source = data
            return data
        return source._bytes()  # type: ignore[union-attr]

    async def read_all_bytes_async(self) -> bytes:
        """:meth:`read_all_bytes`, awaited: a blocking transport's streamed body read in a
        thread under a running event loop (as the transport's hop was), so that the loop goes
        on meanwhile; an async transport's awaited."""
        if self.stream is not None:
            return await self._read_stream()
        source = self.source
        if not isinstance(source, StreamedBody):
            return self.read_all_bytes()
        if source.blocking:
            if _in_thread():
                data: bytes = await self._waited(in_a_thread(self.read_all_bytes), source)
                return data
            return self.read_all_bytes()
        self.disturbed = True
        if self.errored_by is not None:
            self.cancel()
            self.errored_by.throwIfAborted()
        data = await self._waited(source.aread(-1), source)
        self.source = data
        return data

    async def _waited(self, awaitable: Any, source: StreamedBody) -> Any:
        """A read of the connection (``awaitable``: the future of a blocking read's thread, or
        an async transport's read) awaited until it is done, the fetch is aborted
        (:meth:`error_with`: the abort reason raised at once) or the awaiting task cancelled
        (``CancelledError``); either of these last two closes ``source`` (a read in a thread
        is cut short where the transport can: its connection closed, the thread freed)."""
        import asyncio

        if self.abortable or asyncio.isfuture(awaitable):
            awaitable = self._waiting = asyncio.ensure_future(awaitable)
        try:
            return await awaitable
        except asyncio.CancelledError:
            source.close()
            errored = self.errored_by
            if errored is not None and not task_cancelling():
                errored.throwIfAborted()
            raise
        finally:
            self._waiting = None

    def streaming(self) -> bool:
        """Whether bytes of the body are still on the transport's connection, or it is read
        through its stream (a read then waits)."""
        source = self.source
        if self.stream is not None:
            return True
        return isinstance(source, StreamedBody) and not source.done

    def cancel(self) -> None:
        """Give up the bytes still on the transport's connection, if any (a body dropped: a
        redirect's, a null body status's, an errored one)."""
        stream = self.stream
        if stream is not None and stream is self.source and not stream.locked:
            stream.cancel()
        source = self.source
        if isinstance(source, StreamedBody):
            source.close()

    def clone(self) -> Body:
        """https://fetch.spec.whatwg.org/#concept-body-clone: the body's stream teed
        (https://streams.spec.whatwg.org/#readablestream-tee, ``cloneForBranch2`` true: a
        byte stream's second branch gets copies of the chunks, a stream given to the
        constructor structured clones of them), this body taking the first branch, the clone
        the second. A body of bytes or a Blob not yet a stream is shared as it is (immutable:
        each branch's stream, made when asked for, gives the same bytes a tee would); a body
        still on the transport's connection is teed, each branch reading it as it comes."""
        source = self.source
        if self.stream is None:
            if not isinstance(source, StreamedBody):
                return Body(source)
            # (teed on the connection, read in the reader's task: webapi/fetch/_body_tee.py)
            first_body, second_body = tee_streamed_body(source)
            self.source = first_body
            clone = Body(second_body)
            clone.errored_by = self.errored_by
            clone.abortable = self.abortable
            if self._clones is None:
                self._clones = []
            self._clones.append(weakref.ref(clone))
            return clone
        first, second = readable_stream_tee(self.get_stream(), True)
        self.stream = first
        if isinstance(source, ReadableStream):
            self.source = first
        return Body(second)

    def error_with(self, signal: Any) -> None:
        """https://fetch.spec.whatwg.org/#abort-fetch step 4, "error response's body with
        error" (the reason of ``signal``), where the body is readable: this body, and its
        clones still reading the connection (the network's stream their tee reads). A body
        on the connection that nothing reads yet gives the connection up at once (a read
        then raises the abort reason, as every read checks it first)."""
        source = self.source
        if type(source) is bytes and not source and self.stream is not None:
            # (an empty body received whole whose stream was made: closed, not readable; one
            # not yet read through its stream is errored, as Chromium 156 and undici answer
            # response.text() after the abort: the fetch differential's scenarios)
            return
        if not self.disturbed or self.streaming():
            self.errored_by = signal
            waiting = self._waiting
            if isinstance(source, StreamedBody) and (
                waiting is not None or (self.stream is None and not self._disturbed)
            ):
                source.close()  # (a read in progress cut short: it ends at once)
            if waiting is not None:
                waiting.cancel()
        for reference in self._clones or ():
            clone = reference()
            if clone is not None:
                clone.error_with(signal)

    async def chunks(self, size: int) -> AsyncIterator[bytes]:
        """The body's chunks: its stream's, read with a reader, where it exists; else
        :meth:`_source_chunks`."""
        if self.stream is None:
            async for chunk in self._source_chunks(size):
                yield chunk
            return
        reader = self.stream.getReader()
        try:
            while True:
                result = await reader.read()
                if result["done"]:
                    return
                yield result["value"]
        finally:
            if self.stream.locked:
                reader.cancel(None)
                reader.releaseLock()

    async def _source_chunks(self, size: int) -> AsyncIterator[bytes]:
        """The body's bytes in chunks of up to ``size`` (a streamed body's read from the
        connection one by one, in a thread under a running loop): the stream read with a
        reader, each chunk a read; an abort of the fetch meanwhile errors it (the next read
        raises the abort reason). The caller marks the body disturbed."""
        source = self.source
        if not isinstance(source, StreamedBody):
            data = source if type(source) is bytes else source._bytes()  # type: ignore[union-attr]
            for start in range(0, len(data), size):
                if self.errored_by is not None:
                    self.errored_by.throwIfAborted()
                yield data[start : start + size]
            return  # (its stream closed with the last chunk taken: an abort now errs nothing)
        in_thread = _in_thread()
        try:
            while True:
                if self.errored_by is not None:
                    source.close()
                    self.errored_by.throwIfAborted()
                if not source.blocking:
                    chunk = await self._waited(source.aread(size), source)
                elif in_thread:
                    chunk = await self._waited(in_a_thread(source.read, size), source)
                else:
                    chunk = source.read(size)
                if not chunk:
                    return
                yield chunk
        finally:
            source.close()


def _close_byte_stream(controller: Any) -> None:
    """https://streams.spec.whatwg.org/#readablestream-close of a stream set up with byte
    reading support: closed, and a BYOB read pending answered with its bytes (none more)."""
    controller.close()
    request = controller.byobRequest
    if request is not None:
        request.respond(0)


def _in_thread() -> bool:
    """Whether an event loop runs in this thread (and threads exist): a blocking read then
    goes to a thread."""
    import sys

    if sys.platform in ("emscripten", "wasi"):
        return False
    import asyncio

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


def extract_a_body(
    object: bytes | BlobImpl | FormData | URLSearchParams | str | ReadableStream,
) -> tuple[Body, str | None]:
    """https://fetch.spec.whatwg.org/#concept-bodyinit-extract: the body and its type (the
    ``Content-Type`` it implies, or None), for a ``BodyInit`` converted by Web IDL (a
    ``ReadableStream``, a ``BufferSource``'s bytes, a Blob, a FormData, a URLSearchParams or
    a scalar value string)."""
    if isinstance(object, ReadableStream):
        # "If object is a ReadableStream object, then set stream to object" (the
        # constructors' checks: "If body is disturbed or locked, then throw a TypeError")
        if object._disturbed or object.locked:
            raise TypeError("Response body object should not be disturbed or locked")
        return Body(object), None
    if isinstance(object, str):
        # "Set source to the UTF-8 encoding of object. Set type to `text/plain;charset=UTF-8`."
        return Body(object.encode("utf-8")), "text/plain;charset=UTF-8"
    if isinstance(object, BlobImpl):
        # "Set source to object ... If object's type attribute is not the empty byte
        # sequence, set type to its value."
        return Body(object), object._type or None
    if isinstance(object, FormData):
        # (the form encodings load with the first FormData body, not with webapi.fetch)
        from webapi.forms import multipart_form_data_boundary, multipart_form_data_encode

        boundary = multipart_form_data_boundary()
        source = multipart_form_data_encode(object, boundary)
        return Body(source), f"multipart/form-data; boundary={boundary}"
    if isinstance(object, URLSearchParams):
        # "the result of running the application/x-www-form-urlencoded serializer with
        # object's list", `application/x-www-form-urlencoded;charset=UTF-8`
        return Body(str(object).encode("utf-8")), "application/x-www-form-urlencoded;charset=UTF-8"
    return Body(bytes(object)), None  # a byte sequence: "a copy of" it (bytes: itself)


def parse_json_from_bytes(data: bytes) -> Any:
    """https://infra.spec.whatwg.org/#parse-json-bytes-to-a-javascript-value: UTF-8 decode
    (a byte order mark removed), then ``JSON.parse`` at any depth; a text that is not JSON
    raises ``json.JSONDecodeError`` (a ``ValueError``), where JavaScript rejects with a
    ``SyntaxError``. Numbers are Python's: an integer literal an ``int``, any other a
    ``float`` (``webapi.js.engine.json_parse``)."""
    return json_parse(utf8_decode(data))


def serialize_json(data: Any) -> bytes:
    """https://infra.spec.whatwg.org/#serialize-a-javascript-value-to-json-bytes of a Python
    value: ``JSON.stringify``'s text (``webapi.js.engine.json_stringify``: numbers as
    Number::toString writes them, NaN and the infinities ``null``, any depth), UTF-8 encoded.
    A value JSON cannot hold (a cycle, an ``int`` beyond the largest double, an object of no
    JSON type) is a ``TypeError``, as ``JSON.stringify`` throws."""
    return json_stringify(data).encode("utf-8")


class BodyOwner:
    """The Body mixin's steps (https://fetch.spec.whatwg.org/#body-mixin) for an object with
    a ``_body`` (None or a :class:`Body`) and a ``_headers`` (its header list, for the MIME
    type): ``Response`` and ``Request``'s impls."""

    __slots__ = ()

    _body: Body | None
    _headers: HeadersImpl

    @property
    def body_used(self) -> bool:
        """https://fetch.spec.whatwg.org/#dom-body-bodyused"""
        return self._body is not None and self._body.disturbed

    def is_unusable(self) -> bool:
        """https://fetch.spec.whatwg.org/#body-unusable: disturbed or locked."""
        body = self._body
        return body is not None and (body.disturbed or body.locked)

    @property
    def body(self) -> Any:
        """https://fetch.spec.whatwg.org/#dom-body-body: the body's stream (made on first
        access), or None for a null body."""
        body = self._body
        return None if body is None else body.get_stream()

    def _mime_type(self) -> Any:
        """https://fetch.spec.whatwg.org/#concept-body-mime-type"""
        return extract_mime_type(self._headers.header_list())

    def _consume(self) -> bytes:
        """https://fetch.spec.whatwg.org/#concept-body-consume-body, to its bytes."""
        if self.is_unusable():
            raise TypeError("Body is unusable: Body has already been read")
        if self._body is None:
            return b""
        return self._body.read_all_bytes()

    def _consume_then(self, package: Callable[[bytes], Any]) -> _Coroutine:
        """Consume body, then ``package`` the bytes: a promise settled now, or, for a body
        still on the transport's connection, one settled once it is read (the body
        disturbed now, either way)."""
        body = self._body
        if (
            body is not None
            and body.stream is None
            and type(body.source) is bytes
            and not body._disturbed
            and body.errored_by is None
        ):
            # (the common case, a fetched body read whole by its first read: its bytes at
            # hand and no stream made, so neither disturbed nor locked (not "unusable"), and
            # "read all bytes" gives the source; the steps below in one)
            body._disturbed = True
            try:
                return Settled(package(body.source), None)
            except Exception as error:  # (the rejection, raised when awaited)
                return Settled(None, error)
        if body is not None and body.streaming() and not body.disturbed:
            body.disturbed = True
            return Pending(_package_when_read(body, package))
        return Settled.run(lambda: package(self._consume()))

    def _chunks(self, size: int) -> AsyncIterator[bytes]:
        """The body's chunks (:meth:`Body.chunks`; none for a null body), the body disturbed
        now; a ``TypeError`` if it is unusable."""
        if self.is_unusable():
            raise TypeError("Body is unusable: Body has already been read")
        body = self._body
        if body is None:
            return _no_chunks()
        if body.stream is None:
            body.disturbed = True
        return body.chunks(size)

    # The Body mixin's methods run their steps when called, as JavaScript's do (consume body
    # disturbs the body at once: ``res.text(); res.bodyUsed`` is true), and return a coroutine
    # settled with their result or their exception (the promise's rejection, raised at await).

    def array_buffer(self) -> _Coroutine:
        """https://fetch.spec.whatwg.org/#dom-body-arraybuffer (and ``bytes()``)"""
        return self._consume_then(_same)

    def blob(self) -> _Coroutine:
        """https://fetch.spec.whatwg.org/#dom-body-blob"""
        return self._consume_then(self._blob_of)

    def _blob_of(self, data: bytes) -> Blob:
        from webapi.mimesniff import serialize_mime_type

        mime_type = self._mime_type()
        type = "" if mime_type is None else blob_type(serialize_mime_type(mime_type))
        blob: Blob = Blob.from_bytes(data, type)  # type: ignore[assignment]
        return blob

    def form_data(self) -> _Coroutine:
        """https://fetch.spec.whatwg.org/#dom-body-formdata"""
        return self._consume_then(self._form_data_of)

    def _form_data_of(self, data: bytes) -> FormData:
        from webapi.forms import multipart_form_data_parse
        from webapi.url import urlencoded_parse

        mime_type = self._mime_type()
        essence = None if mime_type is None else mime_type.essence
        entries: list[Any]
        if essence == "multipart/form-data":
            boundary = mime_type.parameters.get("boundary")
            if boundary is None:
                raise TypeError("Failed to parse body as FormData: no boundary")
            entries = multipart_form_data_parse(data, boundary)
        elif essence == "application/x-www-form-urlencoded":
            entries = urlencoded_parse(data)
        else:
            raise TypeError("Failed to parse body as FormData: not a form's MIME type")
        form = FormData()
        form._impl.entry_list = list(entries)
        return form

    def json(self) -> _Coroutine:
        """https://fetch.spec.whatwg.org/#dom-body-json"""
        return self._consume_then(parse_json_from_bytes)

    def text(self) -> _Coroutine:
        """https://fetch.spec.whatwg.org/#dom-body-text: UTF-8 decode (a byte order mark
        removed)."""
        return self._consume_then(utf8_decode)


def _same(data: bytes) -> bytes:
    return data


async def _no_chunks() -> AsyncIterator[bytes]:
    return
    yield  # (an async generator of nothing)


async def _package_when_read(body: Body, package: Callable[[bytes], Any]) -> Any:
    return package(await body.read_all_bytes_async())


class Pending(_Coroutine):
    """A promise whose steps wait (a body still on the transport's connection, read when
    awaited): the coroutine of those steps, awaited once (``await``, ``asyncio.run``, a
    task...). Dropped without being awaited, it warns of nothing (its steps never run)."""

    __slots__ = ("_coroutine", "_started")

    def __init__(self, coroutine: _Coroutine) -> None:
        self._coroutine = coroutine
        self._started = False

    def send(self, value: None) -> Any:
        """A step of the steps."""
        self._started = True
        return self._coroutine.send(value)

    def throw(self, typ: Any, val: Any = None, tb: Any = None) -> Any:
        """Throw into the steps."""
        if val is None and tb is None:
            return self._coroutine.throw(typ)
        return self._coroutine.throw(typ, val, tb)

    def close(self) -> None:
        """Close the steps."""
        self._coroutine.close()

    def __await__(self) -> Generator[Any, None, Any]:
        self._started = True  # (its iterator outlives this object: not closed then)
        return self._coroutine.__await__()

    def __del__(self) -> None:
        if not self._started:  # (never awaited: closed quietly)
            self._coroutine.close()


class Settled(_Coroutine):
    """A promise whose steps already ran: awaiting it gives their result, or raises what they
    raised (its rejection). A coroutine (``collections.abc.Coroutine``), so it goes wherever one
    goes: ``await``, ``asyncio.run``, ``asyncio.create_task``, ``asyncio.gather``,
    ``run_coroutine_threadsafe``, Pyodide's loop, ``webapi.js.await_sync``. Unlike a coroutine
    of an ``async def``, it can be awaited again (the same value, as a JavaScript promise is
    awaited again) and is never "not awaited": calling ``text()`` for its effect alone (the
    body used) warns of nothing. It waits for nothing: its first step ends it."""

    __slots__ = ("_error", "_value")

    def __init__(self, value: Any, error: BaseException | None) -> None:
        self._value = value
        self._error = error

    @classmethod
    def run(cls, steps: Callable[[], Any]) -> Settled:
        """The promise of ``steps()``, run now."""
        try:
            return cls(steps(), None)
        except Exception as error:  # (the rejection, raised when awaited)
            return cls(None, error)

    def send(self, value: None) -> Any:
        """A step of the coroutine, its last: raises ``StopIteration`` with the value, or the
        rejection."""
        if self._error is not None:
            raise self._error
        raise StopIteration(self._value)

    def throw(self, typ: Any, val: Any = None, tb: Any = None) -> Any:
        """Raise the exception thrown in (the coroutine has no ``try`` to catch it)."""
        error = typ if val is None else val
        if isinstance(error, type):
            error = error()
        raise error.with_traceback(tb) if tb is not None else error

    def close(self) -> None:
        """Nothing to close: the steps already ran."""

    def __await__(self) -> Generator[Any, None, Any]:
        if self._error is not None:
            raise self._error
        return self._value
        yield  # (a generator: awaiting it never suspends)
