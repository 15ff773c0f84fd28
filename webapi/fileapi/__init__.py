"""The File API (https://w3c.github.io/FileAPI/): ``Blob`` and ``File``, generated from the
standard's Web IDL, and ``FileList`` (an ``<input type=file>``'s ``files``), as in
JavaScript (``await blob.text()``, ``blob.slice(-5)``,
``file.lastModified``). A Blob shares the bytes it is made of and a slice shares its Blob's,
with no copy. Also exported: the line-ending conversion of ``endings: "native"``, under its
spec name. (``webapi.fileapi.engine`` holds the working parts other packages share.)

Loaded on first use: ``import webapi`` does not import this package.
"""

from .._lazy import lazy_package as _lazy_package
from ._bindings import Blob as Blob
from ._bindings import BlobPart as BlobPart
from ._bindings import BlobPropertyBag as BlobPropertyBag
from ._bindings import EndingType as EndingType
from ._bindings import File as File
from ._bindings import FilePropertyBag as FilePropertyBag
from ._file_list import FileList as FileList

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._line_endings import NATIVE_LINE_ENDING as NATIVE_LINE_ENDING
    from ._line_endings import convert_line_endings_to_native as convert_line_endings_to_native

_LAZY = {"._line_endings": "NATIVE_LINE_ENDING convert_line_endings_to_native"}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
