"""The URL Pattern Standard (https://urlpattern.spec.whatwg.org/): ``URLPattern``.

Loaded on first use: ``import webapi`` does not import this package.
"""

from ._bindings import (
    URLPattern,
    URLPatternComponent,
    URLPatternComponentResult,
    URLPatternInit,
    URLPatternInput,
    URLPatternOptions,
    URLPatternResult,
)

__all__ = [
    "URLPattern",
    "URLPatternComponent",
    "URLPatternComponentResult",
    "URLPatternInit",
    "URLPatternInput",
    "URLPatternOptions",
    "URLPatternResult",
]
