"""The File API (https://w3c.github.io/FileAPI/): ``Blob`` and ``File``.

Their state and steps are built (``webapi.fileapi.engine``: ``BlobImpl``, ``FileImpl``; a Blob
shares the bytes it is made of and a slice shares its Blob's, with no copy); the public classes
generated from the standard's Web IDL come next (issue #45). Exported now: the line-ending
conversion of ``endings: "native"``, under its spec name.

Loaded on first use: ``import webapi`` does not import this package.
"""

from .._lazy import lazy_package as _lazy_package

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._line_endings import NATIVE_LINE_ENDING as NATIVE_LINE_ENDING
    from ._line_endings import convert_line_endings_to_native as convert_line_endings_to_native

_LAZY = {"._line_endings": "NATIVE_LINE_ENDING convert_line_endings_to_native"}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
