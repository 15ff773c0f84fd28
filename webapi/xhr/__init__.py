"""The XMLHttpRequest Standard (https://xhr.spec.whatwg.org/): ``FormData``, generated from the
standard's Web IDL, as Node and Deno offer it (without a form element: ``new FormData(form)``
waits for the DOM's form elements). ``XMLHttpRequest`` itself is out of scope (webapi does no
networking). (``webapi.xhr.engine`` holds the working parts other packages share.)

Loaded on first use: ``import webapi`` does not import this package.
"""

from ._bindings import FormData as FormData

__all__ = ["FormData"]
