"""https://streams.spec.whatwg.org/#other-specs-ts-wrapping: the ``GenericTransformStream``
mixin of the classes other standards define as transform streams (``TextDecoderStream``,
``CompressionStream``): ``readable`` and ``writable``, those of the ``TransformStream`` it
wraps."""

from __future__ import annotations

from ._readable import ReadableStream
from ._transform import TransformStream
from ._writable import WritableStream

__all__ = ["GenericTransformStream"]


class GenericTransformStream:
    """https://streams.spec.whatwg.org/#generictransformstream: ``readable`` and ``writable``,
    its transform's."""

    __slots__ = ("__weakref__", "_transform")

    _transform: TransformStream

    @property
    def readable(self) -> ReadableStream:
        """https://streams.spec.whatwg.org/#dom-generictransformstream-readable"""
        return self._transform.readable

    @property
    def writable(self) -> WritableStream:
        """https://streams.spec.whatwg.org/#dom-generictransformstream-writable"""
        return self._transform.writable

    def __repr__(self) -> str:
        return f"<{type(self).__name__} readable={self.readable!r} writable={self.writable!r}>"
