"""The Python protocols of ``URLPattern``, hand-written.

The generated class in ``_bindings`` (from ``idl/urlpattern.webidl``) derives from
this mixin, which adds what Python users expect and JavaScript results cannot see:
``repr()`` (the component patterns), pickling and copying by value, and ``to_js()``
under Pyodide.  A copy is constructed again from the constructor's arguments (the impl's
``arguments``): the component patterns the getters give are meant to be parsed again, but
do not always compile to the same pattern (``URLPattern("file:///###")``'s pathname
pattern ``/##`` is the pattern of a path ``/##`` once a string is split at its first
``#``; a default port written with a trailing space, ``{"protocol": "http", "port": "80
"}``, has the port pattern ``80``, which a second pass drops as the default port).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from webapi._webidl import to_js_object

from ._url_pattern import COMPONENT_NAMES
from ._urlpattern_impl import URLPatternImpl

__all__ = ["COMPONENTS", "URLPatternExtras"]

#: The components, in the standard's order.
COMPONENTS: Final = COMPONENT_NAMES


class URLPatternExtras:
    """Python protocols of ``URLPattern``."""

    if not TYPE_CHECKING:  # the generated subclass declares the slots mypy checks against
        __slots__ = ()

    _impl: URLPatternImpl

    def _pattern_init(self) -> dict[str, str]:
        """The component patterns, as a ``URLPatternInit``."""
        impl = self._impl
        return {name: getattr(impl, name) for name in COMPONENTS}

    def _options(self) -> dict[str, bool]:
        return {"ignoreCase": bool(self._impl.ignore_case)}

    def __repr__(self) -> str:
        """``<URLPattern {...}>`` with the components that are not the wildcard ``*``
        (what a ``URLPatternInit`` leaves out), then the options if ``ignoreCase``."""
        shown = {name: value for name, value in self._pattern_init().items() if value != "*"}
        options = f" {self._options()!r}" if self._impl.ignore_case else ""
        return f"<URLPattern {shown!r}{options}>"

    def __getstate__(self) -> tuple[str | dict[str, str], str | None, dict[str, bool]]:
        """The constructor's arguments (as converted): a copy or an unpickled pattern is
        constructed again from them, and so matches what the original matches (the component
        patterns of ``URLPattern("file:///###")`` would compile to another pattern)."""
        input, base_url, ignore_case = self._impl.arguments
        return (
            (input if isinstance(input, str) else dict(input)),
            base_url,
            {"ignoreCase": ignore_case},
        )

    def __setstate__(
        self,
        state: tuple[str | dict[str, str], str | None, dict[str, bool]]
        | tuple[dict[str, str], dict[str, bool]],
    ) -> None:
        if len(state) == 2:  # pickled before the arguments were kept: the component patterns
            init, options = state
            self._impl = URLPatternImpl.construct(dict(init), None, dict(options))
            return
        input, base_url, options = state
        self._impl = URLPatternImpl.construct(
            input if isinstance(input, str) else dict(input), base_url, dict(options)
        )

    def to_js(self) -> Any:
        """A new native JavaScript ``URLPattern`` made from the component patterns and
        options. Under Pyodide only, where the JavaScript runtime has ``URLPattern``
        (Chromium does, Node 20 does not): elsewhere it raises ``RuntimeError``."""
        return to_js_object("URLPattern", self._pattern_init(), self._options())
