"""The Streams Standard (https://streams.spec.whatwg.org/): readable streams with their
default controller and reader, writable streams with theirs, transform streams, the queuing
strategies, ``tee()``, ``ReadableStream.from_()``, ``pipeTo()``/``pipeThrough()`` and ``async
for`` over a stream, as JavaScript has them (``await reader.read()`` gives ``{"value": chunk,
"done": False}``). Promises are :class:`webapi.eventloop.Promise` awaitables settled on
webapi's event loop: ``await`` them under asyncio, or ``webapi.js.await_sync`` them
where the source is synchronous. Byte streams (``type: "bytes"``): a BYOB reader reads into
the caller's buffer (docs/streams.md). The Encoding Standard's ``TextDecoderStream`` and
``TextEncoderStream`` and the Compression Standard's ``CompressionStream`` and
``DecompressionStream`` are transform streams of this package.

Loaded on first use: ``import webapi`` does not import this package.
"""

from .._lazy import lazy_package as _lazy_package

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._bytes import ReadableByteStreamController as ReadableByteStreamController
    from ._bytes import ReadableStreamBYOBReader as ReadableStreamBYOBReader
    from ._bytes import ReadableStreamBYOBRequest as ReadableStreamBYOBRequest
    from ._compression import CompressionStream as CompressionStream
    from ._compression import DecompressionStream as DecompressionStream
    from ._encoding_streams import TextDecoderStream as TextDecoderStream
    from ._encoding_streams import TextEncoderStream as TextEncoderStream
    from ._queuing import ByteLengthQueuingStrategy as ByteLengthQueuingStrategy
    from ._queuing import CountQueuingStrategy as CountQueuingStrategy
    from ._readable import ReadableStream as ReadableStream
    from ._readable import ReadableStreamDefaultController as ReadableStreamDefaultController
    from ._readable import ReadableStreamDefaultReader as ReadableStreamDefaultReader
    from ._transform import TransformStream as TransformStream
    from ._transform import TransformStreamDefaultController as TransformStreamDefaultController
    from ._writable import WritableStream as WritableStream
    from ._writable import WritableStreamDefaultController as WritableStreamDefaultController
    from ._writable import WritableStreamDefaultWriter as WritableStreamDefaultWriter

__all__ = [
    "ByteLengthQueuingStrategy",
    "CompressionStream",
    "CountQueuingStrategy",
    "DecompressionStream",
    "ReadableByteStreamController",
    "ReadableStream",
    "ReadableStreamBYOBReader",
    "ReadableStreamBYOBRequest",
    "ReadableStreamDefaultController",
    "ReadableStreamDefaultReader",
    "TextDecoderStream",
    "TextEncoderStream",
    "TransformStream",
    "TransformStreamDefaultController",
    "WritableStream",
    "WritableStreamDefaultController",
    "WritableStreamDefaultWriter",
]

_LAZY = {
    "._queuing": "ByteLengthQueuingStrategy CountQueuingStrategy",
    "._readable": "ReadableStream ReadableStreamDefaultController ReadableStreamDefaultReader",
    "._transform": "TransformStream TransformStreamDefaultController",
    "._writable": ("WritableStream WritableStreamDefaultController WritableStreamDefaultWriter"),
    "._compression": "CompressionStream DecompressionStream",
    "._encoding_streams": "TextDecoderStream TextEncoderStream",
    "._bytes": "ReadableByteStreamController ReadableStreamBYOBReader ReadableStreamBYOBRequest",
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
