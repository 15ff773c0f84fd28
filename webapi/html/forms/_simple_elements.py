"""The impl classes of the HTML element interfaces that have no members of their own beyond
reflection (the generated bindings reflect), or whose members are not implemented yet (listed
as left out in idl/html.extras.toml): one class per interface, as the bindings of classes that
are their own impl need (each impl class names its public class, ``_interface_class``).
"""

from __future__ import annotations

from webapi._lazy import load_provider
from webapi.dom.engine import ElementImpl

from ..common._enumerated import TRACK_KIND, known_value
from ..elements._html_element import HTMLElementImpl
from ..parsing._pragmas import meta_inserted
from ._constraint_validation import ConstraintValidation

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

#: https://html.spec.whatwg.org/multipage/forms.html#form-associated-element: the labelable
#: ones (a label's control is labelable).
_FORM_ASSOCIATED = frozenset(["button", "input", "output", "select", "textarea"])

__all__ = [
    "HTMLBRElementImpl",
    "HTMLBodyElementImpl",
    "HTMLDListElementImpl",
    "HTMLDataElementImpl",
    "HTMLDataListElementImpl",
    "HTMLDirectoryElementImpl",
    "HTMLDivElementImpl",
    "HTMLEmbedElementImpl",
    "HTMLFontElementImpl",
    "HTMLFrameSetElementImpl",
    "HTMLHRElementImpl",
    "HTMLHeadElementImpl",
    "HTMLHeadingElementImpl",
    "HTMLHtmlElementImpl",
    "HTMLLIElementImpl",
    "HTMLLabelElementImpl",
    "HTMLLegendElementImpl",
    "HTMLMapElementImpl",
    "HTMLMenuElementImpl",
    "HTMLMetaElementImpl",
    "HTMLModElementImpl",
    "HTMLOListElementImpl",
    "HTMLObjectElementImpl",
    "HTMLParagraphElementImpl",
    "HTMLParamElementImpl",
    "HTMLPictureElementImpl",
    "HTMLPreElementImpl",
    "HTMLQuoteElementImpl",
    "HTMLSlotElementImpl",
    "HTMLSourceElementImpl",
    "HTMLSpanElementImpl",
    "HTMLStyleElementImpl",
    "HTMLTimeElementImpl",
    "HTMLTrackElementImpl",
    "HTMLUListElementImpl",
]


class HTMLHtmlElementImpl(HTMLElementImpl):
    """``HTMLHtmlElement``."""

    __slots__ = ()


class HTMLHeadElementImpl(HTMLElementImpl):
    """``HTMLHeadElement``."""

    __slots__ = ()


class HTMLMetaElementImpl(HTMLElementImpl):
    """``HTMLMetaElement``: its pragma runs when it is inserted into a document
    (:mod:`webapi.html.parsing._pragmas`)."""

    __slots__ = ()

    def _insertion_steps(self) -> None:
        meta_inserted(self)


class HTMLDataListElementImpl(HTMLElementImpl):
    """``HTMLDataListElement``."""

    __slots__ = ()


class HTMLStyleElementImpl(HTMLElementImpl):
    """``HTMLStyleElement``."""

    __slots__ = ()

    def _insertion_steps(self) -> None:
        """https://html.spec.whatwg.org/multipage/semantics.html#the-style-element: "update a
        style block" when it becomes connected (its ``load``/``error`` event)."""
        load_provider("html:link-style").update_a_style_block(self)

    def _children_changed_steps(self) -> None:
        """The style element's children changed steps: "update a style block"."""
        load_provider("html:link-style").update_a_style_block(self)

    @property
    def _sheet(self) -> Any:
        """https://drafts.csswg.org/cssom-1/#dom-linkstyle-sheet: the element's CSS style
        sheet (webapi/html/rendering/_link_style.py)."""
        return load_provider("html:link-style").element_sheet(self)

    @property
    def _disabled(self) -> bool:
        """https://html.spec.whatwg.org/multipage/semantics.html#dom-style-disabled: the
        element's sheet's disabled flag (false without a sheet)."""
        sheet = self._sheet
        return bool(sheet.disabled) if sheet is not None else False

    @_disabled.setter
    def _disabled(self, value: bool) -> None:
        sheet = self._sheet
        if sheet is not None:
            sheet.disabled = value


class HTMLBodyElementImpl(HTMLElementImpl):
    """``HTMLBodyElement``."""

    __slots__ = ()


class HTMLHeadingElementImpl(HTMLElementImpl):
    """``HTMLHeadingElement``."""

    __slots__ = ()


class HTMLParagraphElementImpl(HTMLElementImpl):
    """``HTMLParagraphElement``."""

    __slots__ = ()


class HTMLHRElementImpl(HTMLElementImpl):
    """``HTMLHRElement``."""

    __slots__ = ()


class HTMLPreElementImpl(HTMLElementImpl):
    """``HTMLPreElement``."""

    __slots__ = ()


class HTMLQuoteElementImpl(HTMLElementImpl):
    """``HTMLQuoteElement``."""

    __slots__ = ()


class HTMLOListElementImpl(HTMLElementImpl):
    """``HTMLOListElement``."""

    __slots__ = ()


class HTMLUListElementImpl(HTMLElementImpl):
    """``HTMLUListElement``."""

    __slots__ = ()


class HTMLMenuElementImpl(HTMLElementImpl):
    """``HTMLMenuElement``."""

    __slots__ = ()


class HTMLLIElementImpl(HTMLElementImpl):
    """``HTMLLIElement``."""

    __slots__ = ()


class HTMLDListElementImpl(HTMLElementImpl):
    """``HTMLDListElement``."""

    __slots__ = ()


class HTMLDivElementImpl(HTMLElementImpl):
    """``HTMLDivElement``."""

    __slots__ = ()


class HTMLDataElementImpl(HTMLElementImpl):
    """``HTMLDataElement``."""

    __slots__ = ()


class HTMLTimeElementImpl(HTMLElementImpl):
    """``HTMLTimeElement``."""

    __slots__ = ()


class HTMLSpanElementImpl(HTMLElementImpl):
    """``HTMLSpanElement``."""

    __slots__ = ()


class HTMLBRElementImpl(HTMLElementImpl):
    """``HTMLBRElement``."""

    __slots__ = ()


class HTMLModElementImpl(HTMLElementImpl):
    """``HTMLModElement``."""

    __slots__ = ()


class HTMLPictureElementImpl(HTMLElementImpl):
    """``HTMLPictureElement``."""

    __slots__ = ()


class HTMLSourceElementImpl(HTMLElementImpl):
    """``HTMLSourceElement``."""

    __slots__ = ()


class HTMLEmbedElementImpl(HTMLElementImpl):
    """``HTMLEmbedElement``."""

    __slots__ = ()


class HTMLObjectElementImpl(HTMLElementImpl, ConstraintValidation):
    """``HTMLObjectElement``: a listed form-associated element; webapi loads nothing for it
    (no plugin, no nested document), so it has no content navigable."""

    __slots__ = ()

    @property
    def _form(self) -> ElementImpl | None:
        """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-fae-form"""
        return load_provider("html:form-owner")(self)  # type: ignore[no-any-return]

    @property
    def _content_document(self) -> None:
        """https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-object-contentdocument:
        the content navigable's document, and webapi makes the element none: null."""
        return None

    @property
    def _content_window(self) -> None:
        """https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-object-contentwindow:
        null without a content navigable."""
        return None

    def _get_svg_document(self) -> None:
        """https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-media-getsvgdocument:
        null without a content navigable."""
        return None


class HTMLTrackElementImpl(HTMLElementImpl):
    """``HTMLTrackElement``."""

    __slots__ = ()

    _kind = known_value(
        "kind",
        TRACK_KIND,
        "https://html.spec.whatwg.org/multipage/media.html#dom-track-kind: reflects ``kind``, "
        "limited to only known values.",
    )

    @property
    def _ready_state(self) -> int:
        """https://html.spec.whatwg.org/multipage/media.html#dom-track-readystate: the text
        track readiness state, "not loaded" (NONE): nothing is fetched."""
        return 0

    @property
    def _track(self) -> Any:
        """https://html.spec.whatwg.org/multipage/media.html#dom-track-track
        (:func:`._text_tracks.track_element_text_track`)."""
        from ..elements._text_tracks import track_element_text_track

        return track_element_text_track(self)


class HTMLMapElementImpl(HTMLElementImpl):
    """``HTMLMapElement``."""

    __slots__ = ()


class HTMLLabelElementImpl(HTMLElementImpl):
    """A ``label`` element (https://html.spec.whatwg.org/multipage/forms.html#the-label-element):
    its labeled control, form and activation behavior (``_activation``)."""

    __slots__ = ()

    @property
    def _control(self) -> HTMLElementImpl | None:
        """https://html.spec.whatwg.org/multipage/forms.html#dom-label-control"""
        from ..common._activation import labeled_control

        return labeled_control(self)  # type: ignore[return-value]

    @property
    def _form(self) -> HTMLElementImpl | None:
        """https://html.spec.whatwg.org/multipage/forms.html#dom-label-form: the labeled
        control's form owner (a form-associated element's), or None."""
        from ..common._face import is_form_associated_custom_element

        control = self._control
        if control is None or (
            control._local_name not in _FORM_ASSOCIATED
            and not is_form_associated_custom_element(control)
        ):
            return None
        return load_provider("html:form-owner")(control)  # type: ignore[no-any-return]

    def _activation_behavior(self, event: Any) -> None:
        from ..common._activation import label_activation_behavior
        from ..elements._focus import focus

        label_activation_behavior(self, event, focus)


class HTMLLegendElementImpl(HTMLElementImpl):
    """``HTMLLegendElement``."""

    __slots__ = ()

    @property
    def _form(self) -> Any:
        """https://html.spec.whatwg.org/multipage/form-elements.html#dom-legend-form: the
        parent ``fieldset``'s form owner, or null where the parent is not a ``fieldset``."""
        from ..common._activation import is_html_element

        parent: Any = self._parent
        if parent is None or not is_html_element(parent, "fieldset"):
            return None
        return load_provider("html:form-owner")(parent)


class HTMLSlotElementImpl(HTMLElementImpl):
    """``HTMLSlotElement``."""

    __slots__ = ()


class HTMLFrameSetElementImpl(HTMLElementImpl):
    """``HTMLFrameSetElement``."""

    __slots__ = ()


class HTMLDirectoryElementImpl(HTMLElementImpl):
    """``HTMLDirectoryElement``."""

    __slots__ = ()


class HTMLFontElementImpl(HTMLElementImpl):
    """``HTMLFontElement``."""

    __slots__ = ()


class HTMLParamElementImpl(HTMLElementImpl):
    """``HTMLParamElement``."""

    __slots__ = ()
