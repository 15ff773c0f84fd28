"""The Streams Standard (https://streams.spec.whatwg.org/): readable streams with their
default controller and reader, the queuing strategies, ``tee()``, ``ReadableStream.from_()``
and ``async for`` over a stream, as JavaScript has them (``await reader.read()`` gives
``{"value": chunk, "done": False}``). Promises are :class:`StreamPromise` awaitables settled
on webapi's event loop (:mod:`webapi.eventloop`): ``await`` them under asyncio, or
``webapi.js.await_sync`` them where the source is synchronous. Byte streams (BYOB readers),
``WritableStream``, ``TransformStream`` and piping are not implemented (docs/streams.md).

Loaded on first use: ``import webapi`` does not import this package.
"""

from .._lazy import lazy_package as _lazy_package

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._promise import StreamPromise as StreamPromise
    from ._queuing import ByteLengthQueuingStrategy as ByteLengthQueuingStrategy
    from ._queuing import CountQueuingStrategy as CountQueuingStrategy
    from ._readable import ReadableStream as ReadableStream
    from ._readable import ReadableStreamDefaultController as ReadableStreamDefaultController
    from ._readable import ReadableStreamDefaultReader as ReadableStreamDefaultReader

__all__ = [
    "ByteLengthQueuingStrategy",
    "CountQueuingStrategy",
    "ReadableStream",
    "ReadableStreamDefaultController",
    "ReadableStreamDefaultReader",
    "StreamPromise",
]

_LAZY = {
    "._promise": "StreamPromise",
    "._queuing": "ByteLengthQueuingStrategy CountQueuingStrategy",
    "._readable": "ReadableStream ReadableStreamDefaultController ReadableStreamDefaultReader",
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
