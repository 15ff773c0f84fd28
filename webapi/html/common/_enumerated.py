"""The enumerated attributes the element interfaces reflect limited to only known values
(https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#enumerated-attribute), one
definition each (keywords, states, missing and invalid value defaults), and the property that
reflects one: the impl member of an IDL attribute the Standard's prose, not its IDL, makes
reflect ("The crossOrigin IDL attribute must reflect the crossorigin content attribute, limited
to only known values").
"""

from __future__ import annotations

from webapi.referrerpolicy import REFERRER_POLICIES
from webapi.selectors import INPUT_TYPES

from ._reflect import (
    Enumerated,
    get_known_value,
    get_nullable_known_value,
    set_nullable_string,
    set_string,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "AS",
    "AUTOCOMPLETE",
    "BUTTON_TYPE",
    "CROSS_ORIGIN",
    "DECODING",
    "ENCTYPE",
    "ENTER_KEY_HINT",
    "FETCH_PRIORITY",
    "INPUT_MODE",
    "INPUT_TYPE",
    "LOADING",
    "METHOD",
    "POPOVER",
    "PRELOAD",
    "REFERRER_POLICY",
    "SCOPE",
    "SHADOW_ROOT_MODE",
    "TRACK_KIND",
    "Enumerated",
    "known_value",
    "nullable_known_value",
]


def _same(*keywords: str) -> dict[str, str]:
    return {keyword: keyword for keyword in keywords}


#: https://html.spec.whatwg.org/multipage/urls-and-fetching.html#cors-settings-attributes
CROSS_ORIGIN = Enumerated(
    {"anonymous": "anonymous", "": "anonymous", "use-credentials": "use-credentials"},
    _same("anonymous", "use-credentials"),
    missing="no-cors",
    invalid="anonymous",
)
#: https://html.spec.whatwg.org/multipage/urls-and-fetching.html#referrer-policy-attributes
#: (the referrer policies, https://w3c.github.io/webappsec-referrer-policy/#referrer-policies;
#: missing and invalid: the empty string state).
REFERRER_POLICY = Enumerated(
    _same("", *REFERRER_POLICIES),
    missing="",
    invalid="",
)
#: https://html.spec.whatwg.org/multipage/urls-and-fetching.html#fetch-priority-attributes
FETCH_PRIORITY = Enumerated(_same("high", "low", "auto"), missing="auto", invalid="auto")
#: https://html.spec.whatwg.org/multipage/urls-and-fetching.html#lazy-loading-attributes
LOADING = Enumerated(_same("lazy", "eager"), missing="eager", invalid="eager")
#: https://html.spec.whatwg.org/multipage/images.html#image-decoding-hint
DECODING = Enumerated(_same("sync", "async", "auto"), missing="auto", invalid="auto")
#: https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fs-method
METHOD = Enumerated(_same("get", "post", "dialog"), missing="get", invalid="get")
#: https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fs-enctype
ENCTYPE = Enumerated(
    _same("application/x-www-form-urlencoded", "multipart/form-data", "text/plain"),
    missing="application/x-www-form-urlencoded",
    invalid="application/x-www-form-urlencoded",
)
#: https://html.spec.whatwg.org/multipage/forms.html#attr-form-autocomplete
AUTOCOMPLETE = Enumerated(_same("on", "off"), missing="on", invalid="on")
#: https://html.spec.whatwg.org/multipage/input.html#attr-input-type (missing and invalid:
#: the Text state; the keywords written once, in :mod:`webapi.selectors`, whose matching needs
#: them too).
INPUT_TYPE = Enumerated(
    _same(*INPUT_TYPES),
    missing="text",
    invalid="text",
)
#: https://html.spec.whatwg.org/multipage/media.html#attr-media-preload: the missing and
#: invalid value defaults are implementation-defined: Chromium's, the Metadata state.
PRELOAD = Enumerated(
    {"none": "none", "metadata": "metadata", "auto": "auto", "": "auto"},
    _same("none", "metadata", "auto"),
    missing="metadata",
    invalid="metadata",
)
#: https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-type: submit, reset,
#: button; the missing and invalid value defaults are the Auto state, which has no keyword
#: (the type getter steps give "submit" for it, where the button is a submit button).
BUTTON_TYPE = Enumerated(_same("submit", "reset", "button"), missing="auto", invalid="auto")

#: https://html.spec.whatwg.org/multipage/popover.html#attr-popover: auto ("" too), manual,
#: hint; the invalid value default is manual; the missing value default is no popover state.
POPOVER = Enumerated(
    {"auto": "auto", "": "auto", "manual": "manual", "hint": "hint"},
    {"auto": "auto", "manual": "manual", "hint": "hint"},
    invalid="manual",
)
#: https://html.spec.whatwg.org/multipage/tables.html#attr-th-scope: row, col, rowgroup,
#: colgroup; the missing and invalid value defaults are the auto state, which has no keyword.
SCOPE = Enumerated(_same("row", "col", "rowgroup", "colgroup"), missing="auto", invalid="auto")
#: https://html.spec.whatwg.org/multipage/interaction.html#attr-inputmode: no missing or invalid
#: value default (the element's default virtual keyboard: no keyword).
INPUT_MODE = Enumerated(
    _same("none", "text", "tel", "url", "email", "numeric", "decimal", "search")
)
#: https://html.spec.whatwg.org/multipage/interaction.html#attr-enterkeyhint: no missing or
#: invalid value default.
ENTER_KEY_HINT = Enumerated(_same("enter", "done", "go", "next", "previous", "search", "send"))
#: https://html.spec.whatwg.org/multipage/media.html#attr-track-kind: the missing value default
#: is the subtitles state, the invalid value default the metadata state.
TRACK_KIND = Enumerated(
    _same("subtitles", "captions", "descriptions", "chapters", "metadata"),
    missing="subtitles",
    invalid="metadata",
)

#: https://html.spec.whatwg.org/multipage/scripting.html#attr-template-shadowrootmode: open,
#: closed; no missing or invalid value default (the none state: the IDL attribute reads "").
SHADOW_ROOT_MODE = Enumerated(_same("open", "closed"))

#: https://html.spec.whatwg.org/multipage/semantics.html#attr-link-as: each potential
#: destination (https://fetch.spec.whatwg.org/#concept-potential-destination: "fetch", or a
#: destination that is not the empty string) is a keyword, mapping to a state of the same
#: name; no missing or invalid value default (no state: the IDL attribute reads "").
AS = Enumerated(
    _same(
        "fetch",
        "audio",
        "audioworklet",
        "document",
        "embed",
        "font",
        "frame",
        "iframe",
        "image",
        "json",
        "manifest",
        "object",
        "paintworklet",
        "report",
        "script",
        "serviceworker",
        "sharedworker",
        "style",
        "text",
        "track",
        "video",
        "webidentity",
        "worker",
        "xslt",
    )
)


class known_value:
    """The impl property of a ``DOMString`` IDL attribute reflecting the content attribute
    ``name``, limited to only known values."""

    __slots__ = ("definition", "doc", "name")

    def __init__(self, name: str, definition: Enumerated, doc: str) -> None:
        self.name = name
        self.definition = definition
        self.doc = doc

    def __get__(self, element: Any, owner: Any = None) -> str:
        return get_known_value(element, self.name, self.definition)

    def __set__(self, element: Any, value: str) -> None:
        set_string(element, self.name, value)


class nullable_known_value:
    """The same for a ``DOMString?`` IDL attribute (null: no state, or the attribute
    removed)."""

    __slots__ = ("definition", "doc", "name")

    def __init__(self, name: str, definition: Enumerated, doc: str) -> None:
        self.name = name
        self.definition = definition
        self.doc = doc

    def __get__(self, element: Any, owner: Any = None) -> str | None:
        return get_nullable_known_value(element, self.name, self.definition)

    def __set__(self, element: Any, value: str | None) -> None:
        set_nullable_string(element, self.name, value)
