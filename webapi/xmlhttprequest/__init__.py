"""The XMLHttpRequest Standard's ``XMLHttpRequest`` (https://xhr.spec.whatwg.org/), with its
``upload`` object and ``ProgressEvent``, generated from the Standard's Web IDL over
webapi.fetch's algorithms (a transport sends each hop, as ``fetch()``'s), the DOM's events and
the event loop (docs/xhr.md). ``FormData``, which XHR's bodies and Fetch's share, is
:mod:`webapi.xhr`'s, a layer below.

Loaded on first use: ``import webapi`` does not import this package.
"""

from webapi._lazy import lazy_package as _lazy_package

TYPE_CHECKING = False
if TYPE_CHECKING:  # what type checkers see of the names loaded on first use
    from ._bindings import ProgressEvent as ProgressEvent
    from ._bindings import ProgressEventInit as ProgressEventInit
    from ._bindings import XMLHttpRequest as XMLHttpRequest
    from ._bindings import XMLHttpRequestEventTarget as XMLHttpRequestEventTarget
    from ._bindings import XMLHttpRequestResponseType as XMLHttpRequestResponseType
    from ._bindings import XMLHttpRequestUpload as XMLHttpRequestUpload

_LAZY = {
    "._bindings": "ProgressEvent ProgressEventInit XMLHttpRequest XMLHttpRequestEventTarget"
    " XMLHttpRequestResponseType XMLHttpRequestUpload",
}
__getattr__, __dir__ = _lazy_package(globals(), _LAZY)
