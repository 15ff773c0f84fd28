"""The ``fieldset`` element's impl class
(https://html.spec.whatwg.org/multipage/form-elements.html#the-fieldset-element): ``type``,
``form`` (its form owner) and ``elements``, the live ``HTMLCollection`` of its listed
descendants (``disabled`` and ``name`` are reflected by the bindings), and constraint
validation's members (:class:`~._constraint_validation.ConstraintValidation`).
"""

from __future__ import annotations

from webapi.dom.engine import ElementImpl, HTMLCollectionImpl, cached, make_collection

from ..elements._html_element import HTMLElementImpl
from ._constraint_validation import ConstraintValidation
from ._form_collections import is_listed
from ._forms_impl import form_owner

__all__ = ["HTMLFieldSetElementImpl"]


class HTMLFieldSetElementImpl(HTMLElementImpl, ConstraintValidation):
    """A ``fieldset`` element."""

    __slots__ = ()

    def _attribute_change_steps(
        self, local_name: str, old_value: str | None, value: str | None, namespace: str | None
    ) -> None:
        """HTML's steps, then: a change of ``disabled`` may disable or enable the
        form-associated custom elements inside (their ``formDisabledCallback``)."""
        HTMLElementImpl._attribute_change_steps(self, local_name, old_value, value, namespace)
        if (
            namespace is None
            and local_name == "disabled"
            and (old_value is None) != (value is None)
        ):
            from ..elements._custom_elements import fieldset_disabled_changed

            fieldset_disabled_changed(self)

    @property
    def _type(self) -> str:
        """https://html.spec.whatwg.org/multipage/form-elements.html#dom-fieldset-type"""
        return "fieldset"

    @property
    def _form(self) -> ElementImpl | None:
        """Its form owner."""
        return form_owner(self)

    @property
    def _elements(self) -> HTMLCollectionImpl:
        """https://html.spec.whatwg.org/multipage/form-elements.html#dom-fieldset-elements:
        an ``HTMLCollection`` rooted at the fieldset of its listed elements (image buttons
        included), live; the same object each time."""
        return cached(
            self,
            "elements",
            lambda fieldset: make_collection(
                HTMLCollectionImpl, fieldset, is_listed, False, (), local=True
            ),
        )
