"""The HTML Sanitizer API's members of ``Element``, ``ShadowRoot`` and ``Document``
(https://wicg.github.io/sanitizer-api/#sanitizer-api): ``setHTML``, ``setHTMLUnsafe``,
``Document.parseHTML``, ``Document.parseHTMLUnsafe``, "set and filter HTML", and
:func:`sanitize_html`, the Python helper ``webapi.sanitize`` calls.

The options' ``sanitizer`` member reaches these steps unconverted (the DOM's bindings take it
as ``any``: ``Sanitizer`` is this package's class); :func:`sanitizer_option` converts it as
Web IDL converts ``(Sanitizer or SanitizerConfig or SanitizerPresets)``.
"""

from __future__ import annotations

from typing import Any

from webapi.dom.engine import (
    create_a_document_fragment,
    create_an_element,
    replace_all,
    shadow_root_host,
)
from webapi.infra import HTML_NAMESPACE, SVG_NAMESPACE

from ..parsing._serialization import serialize_fragment
from ..parsing._tree_builder import fragment_parsing_algorithm_steps, parse_document
from ._sanitizer import (
    SanitizerImpl,
    filters_nothing,
    get_a_sanitizer_instance_from_options,
    sanitize,
)
from ._sanitizer_shadow import attach_noted_shadow_roots, declarative_templates
from ._template import HTMLTemplateElementImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping

    from webapi.dom.engine import DocumentFragmentImpl, DocumentImpl, ElementImpl, NodeImpl

__all__ = [
    "parse_html",
    "parse_html_unsafe",
    "sanitize_html",
    "sanitizer_option",
    "set_and_filter_html",
    "set_html",
    "set_html_unsafe",
    "shadow_root_set_html",
    "shadow_root_set_html_unsafe",
]

_ABSENT: Any = object()

#: The HTML elements whose fragment parsing does not start "in body" (Chromium 156's
#: ``HasNonInBodyInsertionMode``): empty markup reads the sanitizer there too
#: (``EmptyMarkupSkipsSanitizer``).
_NOT_IN_BODY_CONTEXTS = frozenset(
    {
        "caption", "col", "colgroup", "frameset", "head", "html", "select", "table", "tbody",
        "td", "template", "tfoot", "th", "thead", "tr",
    }
)  # fmt: skip


def sanitizer_option(options: Mapping[str, Any], safe: bool, prefix: str) -> Any:
    """The options' ``sanitizer`` converted to a ``Sanitizer``, a ``SanitizerConfig`` (a
    dict) or ``"default"`` (absent or None: ``"default"`` where ``safe``, else ``{}``, the
    dictionaries' defaults); ``TypeError`` for a string that is not ``"default"``."""
    value = options.get("sanitizer", _ABSENT) if options is not None else _ABSENT
    if value is _ABSENT or value is None:
        return "default" if safe else {}
    if isinstance(value, SanitizerImpl):
        return value
    from . import _sanitizer_bindings as bindings

    if isinstance(value, str):
        if value != "default":
            raise TypeError(
                f"{prefix}: Failed to read the 'sanitizer' property from the options: The "
                f"provided value '{value}' is not a valid enum value of type SanitizerPresets."
            )
        return value
    return bindings._CONVERT_SANITIZERCONFIG(value, prefix, 2)


def set_and_filter_html(
    target: NodeImpl,
    context_element: ElementImpl,
    html: str,
    options: Mapping[str, Any],
    safe: bool,
    prefix: str,
) -> None:
    """https://wicg.github.io/sanitizer-api/#set-and-filter-html as Chromium 156 runs it
    (docs/html.md): empty markup empties an element target with no sanitizer read where its
    fragment parsing starts "in body" (``EmptyMarkupSkipsSanitizer``), the sanitizer is read
    before the ``script`` check (``ScriptContextReadsSanitizer``: a configuration that is not
    valid throws there too), and
    declarative shadow roots are attached after sanitizing (``SanitizedDeclarativeShadowRoots``,
    :mod:`._sanitizer_shadow`)."""
    if html == "" and _skips_sanitizer(target, context_element):
        replace_all(None, target)
        return
    sanitizer = get_a_sanitizer_instance_from_options(  # 2.
        sanitizer_option(options, safe, prefix), safe
    )
    if (
        safe
        and context_element._local_name == "script"
        and context_element._namespace in (HTML_NAMESPACE, SVG_NAMESPACE)
    ):  # 1.
        return
    if filters_nothing(sanitizer, safe):  # (the parser attaches the shadow roots itself)
        fragment = fragment_parsing_algorithm_steps(context_element, html, True)  # 3.-5.
    else:
        fragment = fragment_parsing_algorithm_steps(context_element, html)  # 3.-5.
        templates = declarative_templates(fragment)
        sanitize(fragment, sanitizer, safe)  # 6.
        attach_noted_shadow_roots(fragment, templates)
    replace_all(fragment, target)  # 7.


def _skips_sanitizer(target: NodeImpl, context_element: ElementImpl) -> bool:
    """Whether ``setHTML("")`` on ``target`` empties it without reading the sanitizer, as in
    Chromium 156: an element's whose context is no HTML element of
    :data:`_NOT_IN_BODY_CONTEXTS` (a shadow root's, or a template's contents, never)."""
    if target is not context_element:
        return False
    return not (
        context_element._namespace == HTML_NAMESPACE
        and context_element._local_name in _NOT_IN_BODY_CONTEXTS
    )


def _template_or_self(this: ElementImpl) -> NodeImpl:
    return this._content if isinstance(this, HTMLTemplateElementImpl) else this


def set_html_unsafe(this: ElementImpl, html: str, options: Mapping[str, Any]) -> None:
    """https://wicg.github.io/sanitizer-api/#dom-element-sethtmlunsafe (webapi has no Trusted
    Types: ``html`` is the compliant string)."""
    prefix = "Failed to execute 'setHTMLUnsafe' on 'Element'"
    set_and_filter_html(_template_or_self(this), this, html, options, False, prefix)


def set_html(this: ElementImpl, html: str, options: Mapping[str, Any]) -> None:
    """https://wicg.github.io/sanitizer-api/#dom-element-sethtml"""
    prefix = "Failed to execute 'setHTML' on 'Element'"
    set_and_filter_html(_template_or_self(this), this, html, options, True, prefix)


def shadow_root_set_html_unsafe(
    this: DocumentFragmentImpl, html: str, options: Mapping[str, Any]
) -> None:
    """https://wicg.github.io/sanitizer-api/#dom-shadowroot-sethtmlunsafe: the context its
    host."""
    prefix = "Failed to execute 'setHTMLUnsafe' on 'ShadowRoot'"
    host: Any = shadow_root_host(this)  # type: ignore[arg-type]
    set_and_filter_html(this, host, html, options, False, prefix)


def shadow_root_set_html(this: DocumentFragmentImpl, html: str, options: Mapping[str, Any]) -> None:
    """https://wicg.github.io/sanitizer-api/#dom-shadowroot-sethtml: the context element its
    host, as Chromium 156 parses (the specification's text names the shadow root itself,
    which is no element)."""
    prefix = "Failed to execute 'setHTML' on 'ShadowRoot'"
    host: Any = shadow_root_host(this)  # type: ignore[arg-type]
    set_and_filter_html(this, host, html, options, True, prefix)


def _parse(html: str, options: Mapping[str, Any], safe: bool, prefix: str) -> DocumentImpl:
    """The steps ``parseHTML`` and ``parseHTMLUnsafe`` share: a new ``text/html`` document
    (no browsing context: scripting disabled) allowing declarative shadow roots, parsed from
    ``html``, sanitized."""
    sanitizer = get_a_sanitizer_instance_from_options(sanitizer_option(options, safe, prefix), safe)
    if filters_nothing(sanitizer, safe):  # (the parser attaches the shadow roots itself)
        return parse_document(html, False, declarative_shadow_roots=True)
    document = parse_document(html, False)
    document._allow_declarative_shadow_roots = True
    templates = declarative_templates(document)
    sanitize(document, sanitizer, safe)
    attach_noted_shadow_roots(document, templates)
    return document


def parse_html_unsafe(html: str, options: Mapping[str, Any]) -> DocumentImpl:
    """https://wicg.github.io/sanitizer-api/#dom-document-parsehtmlunsafe"""
    return _parse(html, options, False, "Failed to execute 'parseHTMLUnsafe' on 'Document'")


def parse_html(html: str, options: Mapping[str, Any]) -> DocumentImpl:
    """https://wicg.github.io/sanitizer-api/#dom-document-parsehtml"""
    return _parse(html, options, True, "Failed to execute 'parseHTML' on 'Document'")


def sanitize_html(html: str, sanitizer: Any = "default") -> str:
    """``html`` parsed as a fragment in the context of a ``body`` element of a new HTML
    document (declarative shadow roots allowed, as ``setHTML``), sanitized as ``setHTML``
    sanitizes (``sanitizer``: a ``Sanitizer``, a ``SanitizerConfig`` dict or ``"default"``,
    with "remove unsafe" applied whatever it allows), serialized as ``innerHTML`` serializes."""
    document = parse_document("", False)
    body = create_an_element(document, "body", HTML_NAMESPACE)
    holder = create_a_document_fragment(document)
    set_and_filter_html(holder, body, html, {"sanitizer": sanitizer}, True, "sanitize()")
    return serialize_fragment(holder, None, None)
