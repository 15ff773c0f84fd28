"""The request a form submission makes: the steps of HTML's form submission algorithm after the
``submit`` event
(https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-submission-algorithm):
picking the form's encoding, constructing the entry list (the ``formdata`` event), the
submitter's method, action and enctype, and the scheme's plan (mutate the action URL, submit
as entity body, get the action URL) made into a ``webapi.fetch.Request``: its method, URL,
``Content-Type`` and body bytes as Chromium sends them, its referrer the document's URL (none
where the form has ``rel=noreferrer``).

:func:`submission_request` is what a program asks for the request a click would make;
``requestSubmit()`` runs these steps (the ``formdata`` event fires, as in a browser), keeps the
request as the document's last submission (:func:`last_form_submission`) and, where the
document has a browsing context, navigates to it (``webapi.html.browsing._navigate``: through the
window's transport). ``mailto:`` and ``javascript:`` actions make no request
(no mail client, no script); ``method=dialog`` closes nothing yet (no ``HTMLDialogElement``).
"""

from __future__ import annotations

from webapi._webidl import argument_error
from webapi.dom import DOMException
from webapi.dom.engine import DocumentImpl, ElementImpl
from webapi.encoding import encode, get_encoding, get_output_encoding
from webapi.infra import split_on_ascii_whitespace
from webapi.url import url_serialize, urlencoded_serialize

from ..common._activation import is_html_element
from ..common._document_base import encoding_parse_for
from ..common._enumerated import ENCTYPE, METHOD

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "form_submission_request",
    "last_form_submission",
    "pick_an_encoding",
    "plan_the_request",
    "remember_submission",
    "submission_request",
    "submit_to_a_dialog",
]

#: The document cache's key of the last submission's request.
_LAST = "last form submission"


def pick_an_encoding(form: ElementImpl) -> str:
    """https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#picking-an-encoding-for-the-form:
    the first ``accept-charset`` label that names an encoding (UTF-8 where none does), else
    the document's encoding; then its output encoding."""
    encoding: str = form._node_document._encoding  # 1.
    value = form._get_content_attribute("accept-charset")  # type: ignore[attr-defined]
    if value is not None:  # 2.
        candidates = [get_encoding(token) for token in split_on_ascii_whitespace(value)]
        found = [name for name in candidates if name is not None]
        encoding = found[0] if found else "UTF-8"
    return get_output_encoding(encoding)  # 3.


def _submitter_attribute(submitter: Any, form: Any, own: str, forms: str) -> str | None:
    """The submitter's ``form*`` attribute where it is a submit button that has one, else the
    form's attribute (the submitter element's method, action, enctype)."""
    if submitter is not form:
        value = submitter._get_content_attribute(own)
        if value is not None:
            return value  # type: ignore[no-any-return]
    return form._get_content_attribute(forms)  # type: ignore[no-any-return]


def submit_to_a_dialog(form: Any, submitter: Any) -> bool:
    """The algorithm's ``dialog`` method: whether the submitter's method is ``dialog``; if so,
    the form's nearest ancestor ``dialog`` (if any) is closed with the submitter's value (an
    image button's "x,y": "0,0")."""
    method = METHOD.state(_submitter_attribute(submitter, form, "formmethod", "method"))
    if method != "dialog":
        return False
    subject = form._parent
    while subject is not None and not is_html_element(subject, "dialog"):
        subject = subject._parent
    if subject is None:
        return True
    result = None
    if submitter is not form:
        if is_html_element(submitter, "input") and submitter._type == "image":
            result = "0,0"
        else:
            result = submitter._get_content_attribute("value")
    from ..elements._dialog import close_the_dialog

    close_the_dialog(subject, result)
    return True


def plan_the_request(form: Any, submitter: Any, entry_list: list[Any], encoding: str) -> Any:
    """The algorithm's steps from the method on, given the constructed entry list: the
    ``webapi.fetch.Request`` to navigate to, or None (a failed action URL, ``dialog``,
    ``mailto:``, ``javascript:``)."""
    from webapi.fetch import Request
    from webapi.forms import (
        convert_to_list_of_name_value_pairs,
        multipart_form_data_boundary,
        multipart_form_data_encode,
        text_plain_encode,
    )

    document = form._node_document
    method = METHOD.state(_submitter_attribute(submitter, form, "formmethod", "method"))
    if method == "dialog":
        return None
    action = _submitter_attribute(submitter, form, "formaction", "action") or ""
    if action == "":
        action = document._url
    parsed = encoding_parse_for(document, action)
    if parsed is None:
        return None
    scheme = parsed.scheme
    enctype = ENCTYPE.state(_submitter_attribute(submitter, form, "formenctype", "enctype"))
    rel = (form._get_content_attribute("rel") or "").lower().split()
    # the referrer as the Referer header sends it (the document's URL without its fragment:
    # Fetch's "determine request's referrer" strips it; none where rel=noreferrer)
    referrer = "" if "noreferrer" in rel else document._url.partition("#")[0]
    options: dict[str, Any] = {"referrer": referrer}
    if scheme in ("mailto", "javascript"):
        return None
    if scheme in ("http", "https", "data") and method == "get":  # mutate action URL
        pairs = convert_to_list_of_name_value_pairs(entry_list)
        parsed.query = urlencoded_serialize(pairs, encoding)
        return Request(url_serialize(parsed), **options)
    if scheme in ("http", "https") and method == "post":  # submit as entity body
        if enctype == "multipart/form-data":
            boundary = multipart_form_data_boundary()
            body = multipart_form_data_encode(entry_list, boundary, encoding)
            mime = "multipart/form-data; boundary=" + boundary
        elif enctype == "text/plain":
            pairs = convert_to_list_of_name_value_pairs(entry_list)
            body = encode(text_plain_encode(pairs), encoding)
            mime = "text/plain"
        else:
            pairs = convert_to_list_of_name_value_pairs(entry_list)
            body = urlencoded_serialize(pairs, encoding).encode("ascii")
            mime = "application/x-www-form-urlencoded"
        return Request(
            url_serialize(parsed),
            method="POST",
            headers={"Content-Type": mime},
            body=body,
            **options,
        )
    return Request(url_serialize(parsed), **options)  # get action URL


def submission_request(form: Any, submitter: Any = None) -> Any:
    """The request submitting ``form`` with ``submitter`` (a submit button; the form itself
    when None) would navigate to, without the ``submit`` event or the constraint validation:
    the entry list is constructed (``formdata`` fires). None where no request is made."""
    from ._form_entry_list import construct_the_entry_list

    submitter = form if submitter is None else submitter
    encoding = pick_an_encoding(form)
    entry_list = construct_the_entry_list(form, None if submitter is form else submitter, encoding)
    if entry_list is None:
        return None
    return plan_the_request(form, submitter, entry_list, encoding)


def remember_submission(form: Any, request: Any) -> None:
    """Keep ``request`` as the form's document's last submission."""
    document = form._node_document
    if document._cache is None:
        document._cache = {}
    document._cache[_LAST] = request


def form_submission_request(form: Any, submitter: Any = None) -> Any:
    """The ``webapi.fetch.Request`` submitting ``form`` would navigate to, ``submitter`` (a
    submit button of the form, or None) as its submitter: the method, the URL (a GET's query
    made from the form's entries), the body bytes and ``Content-Type`` of a POST in the form's
    encoding (``enctype``, ``accept-charset``, the document's encoding), as Chromium sends
    them. No ``submit`` event and no constraint validation (the ``formdata`` event fires, as
    the entry list is constructed); None where a submission makes no request (``dialog``,
    ``mailto:``, ``javascript:``, an action that does not parse)."""
    function = "form_submission_request"
    if not is_html_element(form, "form"):
        raise argument_error(function, "form", form, "a form element")
    if submitter is not None:
        from ._form_entry_list import is_submit_button

        if not is_submit_button(submitter):
            raise argument_error(function, "submitter", submitter, "a submit button or None")
        if submitter._form is not form:
            raise DOMException("The submitter is not owned by this form.", "NotFoundError")
    return submission_request(form, submitter)


def last_form_submission(document: Any) -> Any:
    """The request of the last form submission in ``document`` (``requestSubmit()``, a submit
    button's click, ``submit()``) that passed its validation and ``submit`` event, which a
    browser would navigate to; None where there was none."""
    if not isinstance(document, DocumentImpl):
        raise argument_error("last_form_submission", "document", document, "a Document")
    cache = document._cache
    return None if cache is None else cache.get(_LAST)
