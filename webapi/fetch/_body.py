"""Bodies: "extract a body" (https://fetch.spec.whatwg.org/#concept-bodyinit-extract), the
Body mixin's reads (https://fetch.spec.whatwg.org/#body-mixin) and their "package data".

webapi has no Streams Standard: a body is its source's bytes, held as they were given (a
``bytes`` object or a Blob: not copied), and a read of it is "read all bytes" of the stream it
would be. "Disturbed" is a flag: set by the first read, it makes the next one reject with a
``TypeError``, as in JavaScript. (``Response.body`` and ``textStream()`` need the Streams
Standard and are not there.)
"""

from __future__ import annotations

from collections.abc import Coroutine

from webapi.encoding import utf8_decode
from webapi.fileapi import Blob
from webapi.fileapi.engine import BlobImpl, blob_type
from webapi.js.engine import json_parse, json_stringify
from webapi.url import URLSearchParams
from webapi.xhr import FormData

from ._content_type import extract_mime_type

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Callable, Generator
    from typing import Any

    from ._headers_impl import HeadersImpl

    _Coroutine = Coroutine[Any, None, Any]
else:
    _Coroutine = Coroutine

__all__ = ["Body", "BodyOwner", "extract_a_body", "serialize_json"]


class Body:
    """https://fetch.spec.whatwg.org/#concept-body: its source (``bytes``, or a Blob whose
    bytes are read when the body is) and the "disturbed" flag of the stream it stands for."""

    __slots__ = ("__weakref__", "disturbed", "errored_by", "source")

    def __init__(self, source: bytes | BlobImpl) -> None:
        self.source = source
        self.disturbed = False
        #: The aborted signal whose reason errored the stream (fetch's "abort the fetch"
        #: step 4: "error response's body with error"), or None.
        self.errored_by: Any = None

    def read_all_bytes(self) -> bytes:
        """The body's bytes, the stream disturbed (https://streams.spec.whatwg.org/#readablestreamdefaultreader-read-all-bytes);
        an errored stream raises its error (the signal's abort reason)."""
        self.disturbed = True
        if self.errored_by is not None:
            self.errored_by.throwIfAborted()
        source = self.source
        return source if type(source) is bytes else source._bytes()  # type: ignore[union-attr]

    def clone(self) -> Body:
        """https://fetch.spec.whatwg.org/#concept-body-clone: the same bytes (immutable:
        shared), a stream not disturbed."""
        return Body(self.source)


def extract_a_body(
    object: bytes | BlobImpl | FormData | URLSearchParams | str,
) -> tuple[Body, str | None]:
    """https://fetch.spec.whatwg.org/#concept-bodyinit-extract: the body and its type (the
    ``Content-Type`` it implies, or None), for a ``BodyInit`` converted by Web IDL (a
    ``BufferSource``'s bytes, a Blob, a FormData, a URLSearchParams or a scalar value
    string)."""
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
        """https://fetch.spec.whatwg.org/#body-unusable"""
        return self._body is not None and self._body.disturbed

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

    # The Body mixin's methods run their steps when called, as JavaScript's do (consume body
    # disturbs the body at once: ``res.text(); res.bodyUsed`` is true), and return a coroutine
    # settled with their result or their exception (the promise's rejection, raised at await).

    def array_buffer(self) -> Settled:
        """https://fetch.spec.whatwg.org/#dom-body-arraybuffer (and ``bytes()``)"""
        return Settled.run(self._consume)

    def blob(self) -> Settled:
        """https://fetch.spec.whatwg.org/#dom-body-blob"""
        return Settled.run(self._blob_steps)

    def _blob_steps(self) -> Blob:
        from webapi.mimesniff import serialize_mime_type

        data = self._consume()
        mime_type = self._mime_type()
        type = "" if mime_type is None else blob_type(serialize_mime_type(mime_type))
        blob: Blob = Blob.from_bytes(data, type)  # type: ignore[assignment]
        return blob

    def form_data(self) -> Settled:
        """https://fetch.spec.whatwg.org/#dom-body-formdata"""
        return Settled.run(self._form_data_steps)

    def _form_data_steps(self) -> FormData:
        from webapi.forms import multipart_form_data_parse
        from webapi.url import urlencoded_parse

        data = self._consume()
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

    def json(self) -> Settled:
        """https://fetch.spec.whatwg.org/#dom-body-json"""
        return Settled.run(lambda: parse_json_from_bytes(self._consume()))

    def text(self) -> Settled:
        """https://fetch.spec.whatwg.org/#dom-body-text: UTF-8 decode (a byte order mark
        removed)."""
        return Settled.run(lambda: utf8_decode(self._consume()))


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
