"""The HTML Standard's requirements for implementations of obsolete features that are more than
reflection (https://html.spec.whatwg.org/multipage/obsolete.html#requirements-for-implementations):
the ``marquee`` element's loop count and its turned on/off state (16.3.1), the ``frame``
element's content navigable (16.3.2), and ``Document``'s body colours (16.3.3). Their members
that only reflect are generated from the IDL (idl/html.pending.webidl).

Nothing is rendered: a ``marquee`` never scrolls, so its current loop index stays 0 and only
``start()``/``stop()`` turn it on and off; webapi makes no content navigable for a ``frame``
(only ``iframe`` elements get one, webapi/html/browsing/_navigables.py), so its ``contentDocument``
and ``contentWindow`` are None, as the Standard's steps give for a ``frame`` without one.
"""

from __future__ import annotations

from webapi.infra import HTML_NAMESPACE

from ..common._browsing_context import content_navigable
from ..common._reflect import parse_integer
from ._document_tree import get_body
from ._html_element import HTMLElementImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from webapi.dom.engine import DocumentImpl

__all__ = [
    "HTMLFrameElementImpl",
    "HTMLMarqueeElementImpl",
    "body_color_getter",
    "body_color_setter",
    "marquee_loop_count",
]


def marquee_loop_count(element: HTMLElementImpl) -> int:
    """https://html.spec.whatwg.org/multipage/obsolete.html#marquee-loop-count: the ``loop``
    attribute parsed with the rules for parsing integers, where that is not an error or a
    number less than 1; otherwise -1."""
    value = element._get_content_attribute("loop")
    if value is not None:
        parsed = parse_integer(value)
        if parsed is not None and parsed >= 1:
            return parsed
    return -1


class HTMLMarqueeElementImpl(HTMLElementImpl):
    """A ``marquee`` element (https://html.spec.whatwg.org/multipage/obsolete.html#the-marquee-element):
    turned on when created; ``start()`` turns it on, ``stop()`` off (``_turned_on``)."""

    __slots__ = ("_turned_on",)

    def __init__(self, *arguments: object) -> None:
        super().__init__(*arguments)  # type: ignore[arg-type]
        self._turned_on = True

    @property
    def _loop(self) -> int:
        """https://html.spec.whatwg.org/multipage/obsolete.html#dom-marquee-loop: the marquee
        loop count."""
        return marquee_loop_count(self)

    @_loop.setter
    def _loop(self, value: int) -> None:
        """ "If the new value is different than the element's marquee loop count and either
        greater than zero or equal to -1", the ``loop`` attribute set to it (other values are
        ignored)."""
        if value != marquee_loop_count(self) and (value > 0 or value == -1):
            self._set_content_attribute("loop", str(value))

    def _start(self) -> None:
        """https://html.spec.whatwg.org/multipage/obsolete.html#dom-marquee-start: turn the
        element on."""
        self._turned_on = True

    def _stop(self) -> None:
        """https://html.spec.whatwg.org/multipage/obsolete.html#dom-marquee-stop: turn the
        element off."""
        self._turned_on = False


class HTMLFrameElementImpl(HTMLElementImpl):
    """A ``frame`` element (https://html.spec.whatwg.org/multipage/obsolete.html#frames):
    webapi makes it no content navigable (the module's docstring)."""

    __slots__ = ()

    @property
    def _content_document(self) -> Any:
        """https://html.spec.whatwg.org/multipage/obsolete.html#dom-frame-contentdocument
        (the ``iframe``'s steps): the content navigable's active document, or null."""
        navigable = content_navigable(self)
        return None if navigable is None else navigable.active_document

    @property
    def _content_window(self) -> Any:
        """https://html.spec.whatwg.org/multipage/obsolete.html#dom-frame-contentwindow: the
        content navigable's ``WindowProxy``, or null."""
        navigable = content_navigable(self)
        return None if navigable is None else navigable.window


def _body_element(document: DocumentImpl) -> Any:
    """The body element where it is a ``body`` element (not a ``frameset``), else None."""
    body = get_body(document)
    if body is None or body._namespace != HTML_NAMESPACE or body._local_name != "body":
        return None
    return body


def body_color_getter(name: str) -> Callable[[DocumentImpl], str]:
    """The getter of ``Document``'s ``fgColor``, ``linkColor``, ``vlinkColor``, ``alinkColor``
    or ``bgColor`` (https://html.spec.whatwg.org/multipage/obsolete.html#dom-document-fgcolor):
    it reflects the content attribute ``name`` of the body element if that is a ``body``
    element; without one (or with a ``frameset``), the empty string."""

    def get_body_color(document: DocumentImpl) -> str:
        body = _body_element(document)
        value = None if body is None else body._get_content_attribute(name)
        return "" if value is None else value

    return get_body_color


def body_color_setter(name: str) -> Callable[[DocumentImpl, str], None]:
    """The setter of the same: the body element's content attribute ``name`` set to the
    value; without a ``body`` element, nothing."""

    def set_body_color(document: DocumentImpl, value: str) -> None:
        body = _body_element(document)
        if body is not None:
            body._set_content_attribute(name, value)

    return set_body_color
