"""The error an invalid selector raises (not a spec section): the DOM's methods raise it as a
``DOMException`` "SyntaxError" (https://dom.spec.whatwg.org/#scope-match-a-selectors-string,
step 2), which this package, below the DOM, cannot import."""

from __future__ import annotations

__all__ = ["SelectorSyntaxError"]


class SelectorSyntaxError(ValueError):
    """``selectors`` is not a valid selector list: ``name`` is ``"SyntaxError"`` (the
    ``DOMException`` name the DOM raises for it) and ``selectors`` the text."""

    name = "SyntaxError"

    def __init__(self, selectors: str, reason: str) -> None:
        shown = selectors if len(selectors) <= 80 else selectors[:77] + "..."
        super().__init__(f"'{shown}' is not a valid selector: {reason}.")
        self.selectors = selectors
        self.reason = reason
