"""The ``Request`` class's steps: https://fetch.spec.whatwg.org/#request-class

A Request here is what ``new Request(input, init)`` and ``clone()`` make: its request's URL,
method, header list (a :class:`HeadersImpl` with the guard "request", or "request-no-cors"),
referrer, modes and flags, and its body (:mod:`._body`). webapi has no environment settings
object: URLs are parsed without a base (a relative URL is a ``TypeError``, as in Node), and
there is no origin to compare a referrer with, so an absolute referrer is kept (as in Node).
``signal`` is the DOM's ``AbortSignal`` (a layer above Fetch): the request's own signal, "a
dependent abort signal" of the signal given (``init``'s, else the input Request's), is made
through the root package's declaration (webapi/_lazy.py) when first read; made then, it is what
it would have been from the start (aborted, with the reason, if its source is). Arguments
arrive converted by the generated bindings: ``input`` a ``str`` or a :class:`RequestImpl`,
``init`` a ``dict`` of the ``RequestInit`` members given.
"""

from __future__ import annotations

import re

from webapi._lazy import load_provider
from webapi.url import URL

from ._body import Body, BodyOwner, extract_a_body
from ._headers_impl import FORBIDDEN_METHODS, HeadersImpl

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from typing import Any, Literal, TypeAlias

    # The enumerations of the Fetch Standard's IDL and Referrer Policy's, as the impl holds
    # them (https://fetch.spec.whatwg.org/#requestdestination and the following).
    RequestDestination: TypeAlias = Literal[
        "", "audio", "audioworklet", "document", "embed", "font", "frame", "iframe", "image",
        "json", "manifest", "object", "paintworklet", "report", "script", "sharedworker",
        "style", "text", "track", "video", "worker", "xslt",
    ]  # fmt: skip
    ReferrerPolicy: TypeAlias = Literal[
        "", "no-referrer", "no-referrer-when-downgrade", "same-origin", "origin",
        "strict-origin", "origin-when-cross-origin", "strict-origin-when-cross-origin",
        "unsafe-url",
    ]  # fmt: skip
    RequestMode: TypeAlias = Literal["navigate", "same-origin", "no-cors", "cors"]
    RequestCredentials: TypeAlias = Literal["omit", "same-origin", "include"]
    RequestCache: TypeAlias = Literal[
        "default", "no-store", "reload", "no-cache", "force-cache", "only-if-cached"
    ]
    RequestRedirect: TypeAlias = Literal["follow", "error", "manual"]

__all__ = ["RequestImpl"]

#: https://fetch.spec.whatwg.org/#concept-method: the method token production (RFC 9110)
_METHOD = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
#: https://fetch.spec.whatwg.org/#concept-method-normalize
_NORMALIZED = frozenset(("DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT"))
#: https://fetch.spec.whatwg.org/#cors-safelisted-method
_CORS_SAFELISTED_METHODS = frozenset(("GET", "HEAD", "POST"))


def _parse(url: str, what: str) -> URL:
    parsed = URL.parse(url)
    if parsed is None:
        raise TypeError(f"Failed to construct 'Request': Failed to parse {what} from {url!r}")
    return parsed


class RequestImpl(BodyOwner):
    """A ``Request`` object and its request (https://fetch.spec.whatwg.org/#concept-request)."""

    __slots__ = (
        "_body",
        "_headers",
        "_signal",
        "_signal_sources",
        "cache",
        "credentials",
        "destination",
        "integrity",
        "is_history_navigation",
        "is_reload_navigation",
        "keepalive",
        "method",
        "mode",
        "priority",
        "redirect",
        "referrer_policy",
        "referrer_value",
        "url",
    )

    #: The signals the request's own signal depends on (the one given, or none).
    _signal_sources: tuple[Any, ...]
    #: The request's own signal, made when first read (see the module's docstring).
    _signal: Any
    # The request's fields webapi keeps, in the order of https://fetch.spec.whatwg.org/#concept-request:
    #: https://fetch.spec.whatwg.org/#concept-request-method
    method: str
    #: The request's URL (https://fetch.spec.whatwg.org/#concept-request-url), serialized.
    url: str
    #: https://fetch.spec.whatwg.org/#request-keepalive-flag
    keepalive: bool
    #: https://fetch.spec.whatwg.org/#concept-request-destination
    destination: RequestDestination
    #: https://fetch.spec.whatwg.org/#request-priority
    priority: str
    #: "client", "no-referrer" or a serialized URL (https://fetch.spec.whatwg.org/#concept-request-referrer)
    referrer_value: str
    #: https://fetch.spec.whatwg.org/#concept-request-referrer-policy
    referrer_policy: ReferrerPolicy
    #: https://fetch.spec.whatwg.org/#concept-request-mode
    mode: RequestMode
    #: https://fetch.spec.whatwg.org/#concept-request-credentials-mode
    credentials: RequestCredentials
    #: https://fetch.spec.whatwg.org/#concept-request-cache-mode
    cache: RequestCache
    #: https://fetch.spec.whatwg.org/#concept-request-redirect-mode
    redirect: RequestRedirect
    #: https://fetch.spec.whatwg.org/#concept-request-integrity-metadata
    integrity: str
    #: https://fetch.spec.whatwg.org/#concept-request-reload-navigation-flag
    is_reload_navigation: bool
    #: https://fetch.spec.whatwg.org/#concept-request-history-navigation-flag
    is_history_navigation: bool

    @classmethod
    def construct(cls, input: str | RequestImpl, init: dict[str, Any]) -> RequestImpl:
        """https://fetch.spec.whatwg.org/#dom-request"""
        self = cls.__new__(cls)
        fallback_mode = None
        if isinstance(input, str):
            parsed = _parse(input, "URL")
            # (a URL with credentials has an "@" in its serialization: the parsed URL's parts
            # are worked out only then)
            if "@" in parsed.href and (parsed.username or parsed.password):
                raise TypeError(
                    "Failed to construct 'Request': Request cannot be constructed from a URL "
                    "that includes credentials"
                )
            self._new_request(parsed.href)
            fallback_mode = "cors"
            input_body = None
        else:
            self._copy_request(input)
            input_body = input._body
        # 11.-13. signal: the input's (its sources: a dependent signal follows those)
        sources = () if isinstance(input, str) else input._signal_sources
        if init.get("window") is not None:
            raise TypeError("Failed to construct 'Request': 'window' can only be null")
        if init:
            if self.mode == "navigate":
                self.mode = "same-origin"
            self.is_reload_navigation = False
            self.is_history_navigation = False
            self.referrer_value = "client"
            self.referrer_policy = ""
        if "referrer" in init:
            referrer = init["referrer"]
            if referrer == "":
                self.referrer_value = "no-referrer"
            else:
                parsed_referrer = _parse(referrer, "referrer")
                if parsed_referrer.protocol == "about:" and parsed_referrer.pathname == "client":
                    self.referrer_value = "client"
                else:  # (no origin to compare with: see the module's docstring)
                    self.referrer_value = parsed_referrer.href
        if "referrerPolicy" in init:
            self.referrer_policy = init["referrerPolicy"]
        mode = init.get("mode", fallback_mode)
        if mode == "navigate":
            raise TypeError(
                "Failed to construct 'Request': Cannot construct a Request with a RequestInit "
                "whose mode member is set as 'navigate'."
            )
        if mode is not None:
            self.mode = mode
        for member, attribute in (
            ("credentials", "credentials"),
            ("cache", "cache"),
        ):
            if member in init:
                setattr(self, attribute, init[member])
        if self.cache == "only-if-cached" and self.mode != "same-origin":
            raise TypeError(
                "Failed to construct 'Request': 'only-if-cached' can be set only with "
                "'same-origin' mode"
            )
        if "redirect" in init:
            self.redirect = init["redirect"]
        if "integrity" in init:
            self.integrity = init["integrity"]
        if "keepalive" in init:
            self.keepalive = init["keepalive"]
        if "method" in init:
            method = init["method"]
            if _METHOD.fullmatch(method) is None or method.upper() in FORBIDDEN_METHODS:
                raise TypeError(
                    f"Failed to construct 'Request': '{method}' is not a valid HTTP method."
                )
            self.method = method.upper() if method.upper() in _NORMALIZED else method
        if "priority" in init:
            self.priority = init["priority"]
        if "signal" in init:  # 29. (null: none)
            sources = () if init["signal"] is None else (init["signal"],)
        self._signal_sources = sources  # 31. (the signal itself: made when first read)
        self._signal = None
        headers = self._headers
        headers._guard = "request"
        if self.mode == "no-cors":
            if self.method not in _CORS_SAFELISTED_METHODS:
                raise TypeError(
                    f"Failed to construct 'Request': '{self.method}' is unsupported in no-cors "
                    "mode."
                )
            headers._guard = "request-no-cors"
        if init:
            given = init.get("headers")
            pairs = [list(pair) for pair in headers.header_list()] if given is None else given
            guard = headers._guard
            self._headers = headers = HeadersImpl()
            headers._guard = guard
            headers.fill(pairs)
        body = init.get("body")
        if (body is not None or input_body is not None) and self.method in ("GET", "HEAD"):
            raise TypeError(
                "Failed to construct 'Request': Request with GET/HEAD method cannot have body."
            )
        init_body: Body | None = None
        if body is not None:
            init_body, content_type = extract_a_body(body)
            if self.keepalive and init_body.stream is not None:  # (extract's keepalive step)
                raise TypeError(
                    "Failed to construct 'Request': keepalive cannot be used with a "
                    "ReadableStream body"
                )
            if content_type is not None and not headers.has("Content-Type"):
                # Headers' append, with the guard: in no-cors mode a type that is not
                # CORS-safelisted (a Blob's "text/x") is not added (Response's steps append to
                # the header list instead).
                headers.append("Content-Type", content_type)
        input_or_init_body = init_body if init_body is not None else input_body
        if (
            input_or_init_body is not None
            and input_or_init_body.stream is not None
            and (input_or_init_body.stream is input_or_init_body.source)
        ):  # 35. "If inputOrInitBody is non-null and inputOrInitBody's source is null"
            if init_body is not None and "duplex" not in init:
                raise TypeError(
                    "Failed to construct 'Request': The duplex member must be specified for "
                    "a request with a streaming body"
                )
            if self.mode not in ("same-origin", "cors"):
                raise TypeError(
                    "Failed to construct 'Request': If request is made from ReadableStream, "
                    'mode should be "same-origin" or "cors"'
                )
        final_body = init_body
        if init_body is None and input_body is not None:
            if input_body.disturbed or input_body.locked:
                raise TypeError(
                    "Failed to construct 'Request': Cannot construct a Request with a Request "
                    "object that has already been used."
                )
            # "creating a proxy": a body of the same bytes, read through which the input's
            # stream is (so the input's body is used).
            final_body = input_body.clone()
            input_body.disturbed = True
        self._body = final_body
        return self

    def _new_request(self, url: str) -> None:
        """https://fetch.spec.whatwg.org/#concept-request's initial values."""
        self.url = url
        self.method = "GET"
        self.destination = ""
        self.referrer_value = "client"
        self.referrer_policy = ""
        self.mode = "no-cors"
        self.credentials = "same-origin"
        self.cache = "default"
        self.redirect = "follow"
        self.integrity = ""
        self.keepalive = False
        self.is_reload_navigation = False
        self.is_history_navigation = False
        self.priority = "auto"
        self._headers = HeadersImpl()
        self._body = None

    def _copy_request(self, other: RequestImpl) -> None:
        """The new request of the constructor's step 12, from ``other``'s request (the body
        aside)."""
        for name in RequestImpl.__slots__:
            if name not in ("_body", "_headers", "_signal", "_signal_sources"):
                setattr(self, name, getattr(other, name))
        self._headers = other._headers.copy()
        self._body = None

    @property
    def referrer(self) -> str:
        """https://fetch.spec.whatwg.org/#dom-request-referrer"""
        value = self.referrer_value
        if value == "no-referrer":
            return ""
        return "about:client" if value == "client" else value

    @property
    def headers(self) -> HeadersImpl:
        """https://fetch.spec.whatwg.org/#dom-request-headers"""
        return self._headers

    @property
    def signal(self) -> Any:
        """https://fetch.spec.whatwg.org/#dom-request-signal: "the result of creating a
        dependent abort signal from" the signal given (``AbortSignal.any`` of it), made now."""
        signal = self._signal
        if signal is None:
            abort_signal = load_provider("abort-signal")
            signal = self._signal = abort_signal.any(list(self._signal_sources))
        return signal

    @property
    def duplex(self) -> Literal["half"]:
        """https://fetch.spec.whatwg.org/#dom-request-duplex"""
        return "half"

    def clone(self) -> RequestImpl:
        """https://fetch.spec.whatwg.org/#dom-request-clone"""
        if self.is_unusable():
            raise TypeError("Failed to execute 'clone' on 'Request': Request body is already used")
        clone = RequestImpl.__new__(RequestImpl)
        clone._copy_request(self)
        # "creating a dependent abort signal from « this's signal »": its sources
        clone._signal_sources = self._signal_sources
        clone._signal = None
        clone._headers._guard = self._headers._guard
        clone._body = None if self._body is None else self._body.clone()
        return clone
