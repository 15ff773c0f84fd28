"""The ``XMLHttpRequest`` interface's steps (https://xhr.spec.whatwg.org/#interface-xmlhttprequest)
over webapi.fetch's algorithms ("fetch" through a transport), the DOM's events and the event
loop (every event of an asynchronous request fires in a task of the request's event loop)."""

from __future__ import annotations

import sys

from webapi._webidl import running_loop
from webapi.dom import AbortController, DOMException
from webapi.dom.engine import EventTargetImpl, fire_an_event, has_event_listeners, new_object
from webapi.encoding import decode, get_encoding, utf8_decode
from webapi.eventloop import current_event_loop, event_loop_of
from webapi.eventloop.engine import WouldWait, drive, run_now
from webapi.fetch.engine import (
    FORBIDDEN_METHODS,
    FetchRequest,
    NetworkError,
    ResponseImpl,
    as_transport,
    extract_a_body,
    fetch_steps,
    get_default_transport,
    is_forbidden_request_header,
    is_header_name,
    is_header_value,
    normalize,
)
from webapi.mimesniff import is_xml_mime_type, parse_mime_type, serialize_mime_type
from webapi.url import basic_url_parse, url_serialize

from ._progress_event import fire_a_progress_event

TYPE_CHECKING = False  # typing is imported by type checkers only
if TYPE_CHECKING:
    from collections.abc import Coroutine
    from typing import Any, Literal

    from webapi.eventloop import EventLoop, TimerHandle
    from webapi.fetch.engine import Transport
    from webapi.mimesniff import MIMETypeRecord
    from webapi.url import URLRecord

    #: the IDL enum XMLHttpRequestResponseType (the bindings' alias, written again: they
    #: import this module)
    XMLHttpRequestResponseType = Literal["", "arraybuffer", "blob", "document", "json", "text"]

__all__ = [
    "XMLHttpRequestEventTargetImpl",
    "XMLHttpRequestExtras",
    "XMLHttpRequestImpl",
    "XMLHttpRequestUploadImpl",
    "get_response_type",
    "get_timeout",
    "get_with_credentials",
    "set_response_type",
    "set_timeout",
    "set_with_credentials",
]

UNSENT, OPENED, HEADERS_RECEIVED, LOADING, DONE = range(5)
#: https://fetch.spec.whatwg.org/#forbidden-response-header-name
_FORBIDDEN_RESPONSE_HEADER_NAMES = frozenset(("set-cookie", "set-cookie2"))
_NORMALIZED_METHODS = frozenset(("DELETE", "GET", "HEAD", "OPTIONS", "POST", "PUT"))


class XMLHttpRequestEventTargetImpl(EventTargetImpl):
    """https://xhr.spec.whatwg.org/#xmlhttprequesteventtarget"""

    __slots__ = ()


class XMLHttpRequestUploadImpl(XMLHttpRequestEventTargetImpl):
    """https://xhr.spec.whatwg.org/#xmlhttprequestupload"""

    __slots__ = ()

    def _has_listeners(self) -> bool:
        """Whether an event listener is registered (the "upload listener flag" at send())."""
        return has_event_listeners(self)


def _network_error() -> ResponseImpl:
    response = ResponseImpl()
    response.type = "error"
    response.status = 0
    return response


class XMLHttpRequestImpl(XMLHttpRequestEventTargetImpl):
    """https://xhr.spec.whatwg.org/#interface-xmlhttprequest: its state, flags, request
    method, URL, author request headers, body, response and received bytes, and what webapi
    adds: ``transport`` (None: the default transport, read at ``send()``), the document whose
    base URL parses ``open()``'s URL (None: a client without one, as a worker's) and the
    request's client ``send()`` fetches with (the document's ``webapi.fetch.FetchClient``: its
    origin, referrer, cookies and CORS; none without a document: the Node-like client)."""

    __slots__ = (
        "_author_request_headers",
        "_client",
        "_document",
        "_fetch_controller",
        "_generation",
        "_header_index",
        "_override_mime",
        "_received_bytes",
        "_request_body",
        "_request_method",
        "_request_url",
        "_response_impl",
        "_response_object",
        "_response_type",
        "_send_flag",
        "_state",
        "_synchronous_flag",
        "_timed_out",
        "_timeout",
        "_timer",
        "_upload_complete_flag",
        "_upload_listener_flag",
        "_upload_object",
        "_with_credentials",
        "transport",
    )

    def __init__(self) -> None:
        EventTargetImpl.__init__(self)
        self._state = UNSENT
        self._send_flag = False
        self._timeout = 0
        self._request_method = ""
        self._request_url: URLRecord | None = None
        self._author_request_headers: list[tuple[str, str]] = []
        self._header_index: dict[str, int] = {}
        self._request_body: bytes | None = None
        self._synchronous_flag = False
        self._upload_complete_flag = False
        self._upload_listener_flag = False
        self._timed_out = False
        self._response_impl = _network_error()
        self._received_bytes = b""
        self._response_type = ""
        self._response_object: object = None
        self._override_mime: MIMETypeRecord | None = None
        self._with_credentials = False
        self._generation = 0
        #: The controller of the ongoing asynchronous fetch (its signal the request's), which
        #: terminating it aborts: the hop in progress cut short (webapi.fetch), or None.
        self._fetch_controller: Any = None
        self._timer: TimerHandle | None = None
        self._document: Any = None
        self._client: Any = None
        self.transport: Any = None
        upload = new_object(XMLHttpRequestUploadImpl)  # (the generated class: its bindings')
        EventTargetImpl.__init__(upload)
        self._upload_object = upload

    # --- the client: where URLs are parsed, where tasks are queued -----------------------

    def _event_loop(self) -> EventLoop:
        document = self._document
        return current_event_loop() if document is None else event_loop_of(document)

    def _fetch_client(self) -> Any:
        """The request's client of send()'s fetch (https://xhr.spec.whatwg.org/#dom-xmlhttprequest-send
        step 7: "client is this's relevant settings object"): the one given to
        :meth:`XMLHttpRequestExtras.for_document`, else the document's client (its navigable's
        ``window.fetch()`` client, or a client of the document's URL where it has no browsing
        context), or None: an XHR without a document sends as the Node-like client."""
        if self._client is not None or self._document is None:
            return self._client
        from webapi.html import fetch_client_of

        return fetch_client_of(self._document)

    def _in_window(self) -> bool:
        """Whether the relevant global object is a Window (here: the request has a document)."""
        return self._document is not None

    # --- request ------------------------------------------------------------------------

    @property
    def _ready_state(self) -> int:
        """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-readystate"""
        return self._state

    @property
    def _upload(self) -> Any:
        return self._upload_object

    def _open(
        self,
        method: str,
        url: str,
        async_: bool | None = None,
        username: str | None = None,
        password: str | None = None,
    ) -> None:
        """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-open (``async_`` None: the
        two-argument form, asynchronous, no username or password)."""
        if async_ is None:
            async_ = True
        # 2. "If method is not a method, then throw a SyntaxError"
        if not method or not is_header_name(method):
            raise DOMException(f"'{method}' is not a valid HTTP method.", "SyntaxError")
        # 3. forbidden method: SecurityError
        if method.upper() in FORBIDDEN_METHODS:
            raise DOMException(f"'{method}' HTTP method is unsupported.", "SecurityError")
        # 4. normalize
        if method.upper() in _NORMALIZED_METHODS:
            method = method.upper()
        # 5.-7. parse url with the relevant settings object's API base URL
        base = None
        if self._document is not None:
            base = basic_url_parse(self._document.baseURI)
        parsed = basic_url_parse(url, base)
        if parsed is None:
            raise DOMException(f"Invalid URL '{url}'", "SyntaxError")
        # 8.-9. username and password
        if username is not None and parsed.host is not None and parsed.scheme != "file":
            parsed.username = _percent_encode_userinfo(username)
        if password is not None and parsed.host is not None and parsed.scheme != "file":
            parsed.password = _percent_encode_userinfo(password)
        # 10. synchronous in a window with a timeout or a responseType: InvalidAccessError
        if not async_ and self._in_window() and (self._timeout != 0 or self._response_type != ""):
            raise DOMException(
                "Synchronous requests from a document must not set a timeout or a responseType.",
                "InvalidAccessError",
            )
        # 11. terminate the ongoing fetch
        self._terminate_the_fetch()
        self._stop_timeout()
        # 12. set variables
        self._send_flag = False
        self._upload_listener_flag = False
        self._request_method = method
        self._request_url = parsed
        self._synchronous_flag = not async_
        self._author_request_headers = []
        self._header_index = {}
        self._response_impl = _network_error()
        self._received_bytes = b""
        self._response_object = None
        # 13. state opened, readystatechange
        if self._state != OPENED:
            self._state = OPENED
            fire_an_event("readystatechange", self)

    def _set_request_header(self, name: str, value: str) -> None:
        """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-setrequestheader"""
        if self._state != OPENED:
            raise DOMException("The object's state must be OPENED.", "InvalidStateError")
        if self._send_flag:
            raise DOMException("The object's send() flag is set.", "InvalidStateError")
        value = normalize(value)
        if not is_header_name(name):
            raise DOMException(f"'{name}' is not a valid HTTP header field name.", "SyntaxError")
        if not is_header_value(value):
            raise DOMException(f"'{value}' is not a valid HTTP header field value.", "SyntaxError")
        if is_forbidden_request_header(name, value):
            return  # 5. silently dropped
        # 6. combine: append ", " and the value to the first header of that name (found by
        # the index of lowercase names: n headers set in linear time)
        headers = self._author_request_headers
        lowered = name.lower()
        index = self._header_index.get(lowered)
        if index is None:
            self._header_index[lowered] = len(headers)
            headers.append((name, value))
        else:
            existing, current = headers[index]
            headers[index] = (existing, f"{current}, {value}")

    def _send(self, body: object = None) -> None:
        """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-send"""
        if self._state != OPENED:
            raise DOMException("The object's state must be OPENED.", "InvalidStateError")
        if self._send_flag:
            raise DOMException("The object's send() flag is set.", "InvalidStateError")
        if self._request_method in ("GET", "HEAD"):
            body = None
        request_body: bytes | None = None
        if body is not None:
            request_body = self._extract(body)
        self._request_body = request_body
        self._upload_listener_flag = self._upload_object._has_listeners()
        assert self._request_url is not None
        request = FetchRequest(
            self._request_method,
            self._request_url.copy() if hasattr(self._request_url, "copy") else self._request_url,
            list(self._author_request_headers),
            request_body,
            "follow",
            None,
        )
        client = self._fetch_client()
        if client is not None:
            # 7. the request's client, mode "cors", credentials mode by withCredentials
            # ("include" where set, else "same-origin"), use-CORS-preflight flag by the upload
            # listener flag, unsafe-request flag, referrer "client" (the default policy: the
            # client's); Chromium sends its own User-Agent, as fetch() from a page
            request.client = client
            request.origin = client.origin
            request.mode = "cors"
            request.credentials_mode = "include" if self._with_credentials else "same-origin"
            request.use_cors_preflight = self._upload_listener_flag
            request.unsafe_request = True
            request.header_list = [
                (n, v) for n, v in request.header_list if n.lower() != "user-agent"
            ]
        self._upload_complete_flag = request_body is None
        self._timed_out = False
        self._send_flag = True
        transport: Transport
        if self.transport is not None:
            transport = as_transport(self.transport)
        elif client is not None and client.transport is not None:
            transport = as_transport(client.transport)
        else:
            transport = get_default_transport()
        if self._synchronous_flag:
            self._send_synchronously(request, transport)
            return
        length = 0 if request_body is None else len(request_body)
        fire_a_progress_event("loadstart", self, 0, 0)
        if not self._upload_complete_flag and self._upload_listener_flag:
            fire_a_progress_event("loadstart", self._upload_object, 0, length)
        if self._state != OPENED or not self._send_flag:
            return
        generation = self._generation
        loop = self._event_loop()
        started = loop.now()
        timeout = self._timeout
        controller = self._fetch_controller = AbortController()
        request.signal = controller.signal

        def done(response: ResponseImpl) -> None:
            if generation != self._generation:
                return
            timed_out = timeout != 0 and loop.now() - started >= timeout
            loop.queue_a_task(lambda: self._process(generation, request, response, timed_out))

        def fetched(response: ResponseImpl | None, error: BaseException | None) -> None:
            # (a transport's failure of any kind: a network error)
            done(_network_error() if error is not None or response is None else response)

        def fetch_task() -> None:
            # The fetch through webapi.eventloop's one driver: here, in the call, as far as it
            # goes without waiting (all of it for a transport that answers at once, or an
            # async one where no asyncio loop runs: the thread's own loop then runs it); where
            # it waits for the running asyncio loop, the rest is pending work of the loop.
            if generation != self._generation:
                return
            drive(fetch_steps(request, transport), fetched, loop)

        loop.queue_a_task(fetch_task)
        if timeout:
            self._timer = loop.run_steps_after_a_timeout(
                timeout, lambda: self._time_out(generation)
            )

    def _stop_timeout(self) -> None:
        """Set the "stop timeout flag": the timeout's timer cancelled, so that the loop does
        not keep the request (and wait for its time) once it has its response or is aborted."""
        timer = self._timer
        if timer is not None:
            self._timer = None
            timer.cancel()

    def _terminate_the_fetch(self) -> None:
        """https://fetch.spec.whatwg.org/#fetch-controller-terminate of the ongoing fetch: its
        steps' answer ignored from now on (a new generation), a hop in progress cut short
        (its signal aborted: its connection closed, its thread freed)."""
        self._generation += 1
        controller, self._fetch_controller = self._fetch_controller, None
        if controller is not None:
            controller.abort()

    def _time_out(self, generation: int) -> None:
        """The timeout's "terminate fetching with reason timeout", where the response has not
        been processed yet."""
        if generation == self._generation and self._send_flag and self._state == OPENED:
            self._terminate_the_fetch()
            self._request_error_steps("timeout", "TimeoutError")

    def _process(
        self, generation: int, request: FetchRequest, response: ResponseImpl, timed_out: bool
    ) -> None:
        """The networking tasks of send()'s step 11: process request end-of-body, process
        response, the body's one chunk and handle response end-of-body."""
        if generation != self._generation:
            return
        self._stop_timeout()
        self._fetch_controller = None  # (the fetch is over)
        if timed_out:
            self._generation += 1
            self._request_error_steps("timeout", "TimeoutError")
            return
        if response.type != "error" and self._request_body is not None:
            # process request end-of-body
            self._upload_complete_flag = True
            if self._upload_listener_flag:
                length = len(self._request_body)
                for name in ("progress", "load", "loadend"):
                    fire_a_progress_event(name, self._upload_object, length, length)
            if generation != self._generation:
                return
        # process response
        self._response_impl = response
        if response.type == "error":
            self._request_error_steps("error", "NetworkError")
            return
        self._state = HEADERS_RECEIVED
        fire_an_event("readystatechange", self)
        if generation != self._generation or self._state != HEADERS_RECEIVED:
            return
        body = b"" if response._body is None else response._body.read_all_bytes()
        length = _total_bytes(response)
        if body:
            self._received_bytes = body
            self._state = LOADING
            fire_an_event("readystatechange", self)
            # (the chunk's progress event: "if not roughly 50ms have passed since these steps
            # were last invoked, terminate" - the body is one chunk, read in the same task as
            # the headers, so only end-of-body's progress event fires, as in Chromium)
            if generation != self._generation:
                return
        self._handle_response_end_of_body(response, len(body), length)

    def _handle_response_end_of_body(
        self, response: ResponseImpl, transmitted: int, length: int
    ) -> None:
        """https://xhr.spec.whatwg.org/#handle-response-end-of-body"""
        if not self._synchronous_flag:
            fire_a_progress_event("progress", self, transmitted, length)
        self._state = DONE
        self._send_flag = False
        fire_an_event("readystatechange", self)
        fire_a_progress_event("load", self, transmitted, length)
        fire_a_progress_event("loadend", self, transmitted, length)

    def _send_synchronously(self, request: FetchRequest, transport: Transport) -> None:
        """send()'s step 12: fetch to completion in the call (the timeout measured on the
        event loop's clock), then handle response end-of-body."""
        loop = self._event_loop()
        started = loop.now()
        try:
            response = _run_to_completion(fetch_steps(request, transport), transport)
        except Exception:  # (a transport's failure of any kind: a network error)
            self._request_error_steps("error", "NetworkError")
            return
        if self._timeout and loop.now() - started >= self._timeout:
            self._request_error_steps("timeout", "TimeoutError")
            return
        self._response_impl = response
        body = b"" if response._body is None else response._body.read_all_bytes()
        self._received_bytes = body
        self._handle_response_end_of_body(response, len(body), _total_bytes(response))

    def _request_error_steps(self, event: str, exception: str | None = None) -> None:
        """https://xhr.spec.whatwg.org/#request-error-steps"""
        self._state = DONE
        self._send_flag = False
        self._response_impl = _network_error()
        if self._synchronous_flag and exception is not None:
            raise DOMException(f"Failed to execute 'send' on 'XMLHttpRequest': {event}.", exception)
        fire_an_event("readystatechange", self)
        if not self._upload_complete_flag:
            self._upload_complete_flag = True
            if self._upload_listener_flag:
                fire_a_progress_event(event, self._upload_object, 0, 0)
                fire_a_progress_event("loadend", self._upload_object, 0, 0)
        fire_a_progress_event(event, self, 0, 0)
        fire_a_progress_event("loadend", self, 0, 0)

    def _abort(self) -> None:
        """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-abort"""
        self._terminate_the_fetch()  # 1. terminate the ongoing fetch
        self._stop_timeout()
        if (self._state == OPENED and self._send_flag) or self._state in (
            HEADERS_RECEIVED,
            LOADING,
        ):
            self._request_error_steps("abort")
        if self._state == DONE:
            self._state = UNSENT
            self._response_impl = _network_error()

    def _extract(self, body: object) -> bytes:
        """send()'s step 4: the body's bytes, and the ``Content-Type`` author request header
        set or its charset parameter corrected as the Standard says."""
        from webapi.dom import Document

        content_type: str | None
        if isinstance(body, Document):
            # a Document: serialized (HTML: its outerHTML's equivalent; XML: XMLSerializer)
            html = body.contentType == "text/html"
            from webapi.html import XMLSerializer

            text = _html_document_markup(body) if html else XMLSerializer().serializeToString(body)
            data = text.encode("utf-8", "surrogatepass").decode("utf-8", "replace").encode()
            content_type = "text/html;charset=UTF-8" if html else "application/xml;charset=UTF-8"
        else:
            from webapi.fileapi import Blob

            source = body._impl if isinstance(body, Blob) and hasattr(body, "_impl") else body
            extracted, content_type = extract_a_body(source)  # type: ignore[arg-type]
            data = extracted.read_all_bytes()
        headers = self._author_request_headers
        position = self._header_index.get("content-type")
        original = None if position is None else (position, headers[position][1])
        if original is None:
            if content_type is not None:
                self._header_index["content-type"] = len(headers)
                headers.append(("Content-Type", content_type))
        elif isinstance(body, (Document, str)):
            # "If originalAuthorContentType is non-null ... and it has a charset parameter
            # whose value is not an ASCII case-insensitive match for "UTF-8": set it to UTF-8"
            index, value = original
            mime = parse_mime_type(value)
            charset = None if mime is None else mime.parameters.get("charset")
            if mime is not None and charset is not None and charset.lower() != "utf-8":
                mime.parameters["charset"] = "UTF-8"
                headers[index] = (headers[index][0], serialize_mime_type(mime))
        return data

    # --- response ---------------------------------------------------------------------------

    @property
    def _response_url(self) -> str:
        """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responseurl"""
        url_list = self._response_impl.url_list
        if not url_list:
            return ""
        record = basic_url_parse(url_list[-1])
        return "" if record is None else url_serialize(record, exclude_fragment=True)

    @property
    def _status(self) -> int:
        return self._response_impl.status

    @property
    def _status_text(self) -> str:
        return self._response_impl.status_text

    def _get_response_header(self, name: str) -> str | None:
        """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-getresponseheader (the header
        list a basic filtered response keeps: no ``Set-Cookie``, ``Set-Cookie2``)"""
        if name.lower() in _FORBIDDEN_RESPONSE_HEADER_NAMES:
            return None
        return self._response_impl._headers.get(name)

    def _get_all_response_headers(self) -> str:
        """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-getallresponseheaders: the
        headers sorted and combined (names lowercased, the values of one name joined by
        ", "), then sorted by their names legacy-uppercased (``__x`` after ``foo``), each
        line ended by CR LF; a basic filtered response's list (no ``Set-Cookie``)."""
        pairs = [
            pair
            for pair in self._response_impl._headers.sort_and_combine
            if pair[0] not in _FORBIDDEN_RESPONSE_HEADER_NAMES
        ]
        pairs.sort(key=lambda pair: pair[0].upper())
        return "".join(f"{name}: {value}\r\n" for name, value in pairs)

    def _override_mime_type(self, mime: str) -> None:
        """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-overridemimetype"""
        if self._state in (LOADING, DONE):
            raise DOMException(
                "The object's state must not be LOADING or DONE.", "InvalidStateError"
            )
        parsed = parse_mime_type(mime)
        self._override_mime = (
            parsed if parsed is not None else parse_mime_type("application/octet-stream")
        )

    def _response_mime_type(self) -> MIMETypeRecord:
        """https://xhr.spec.whatwg.org/#response-mime-type"""
        from webapi.fetch import extract_mime_type

        found = extract_mime_type(self._response_impl._headers.sort_and_combine)
        if found is None:
            found = parse_mime_type("text/xml")
        assert found is not None
        return found

    def _final_mime_type(self) -> MIMETypeRecord:
        """https://xhr.spec.whatwg.org/#final-mime-type"""
        return self._response_mime_type() if self._override_mime is None else self._override_mime

    def _final_charset(self) -> str | None:
        """https://xhr.spec.whatwg.org/#final-charset"""
        label = self._final_mime_type().parameters.get("charset")
        return None if label is None else get_encoding(label)

    def _text_response(self) -> str:
        """https://xhr.spec.whatwg.org/#text-response"""
        data = self._received_bytes
        if not data:
            return ""
        charset = self._final_charset()
        if (
            self._response_type == ""
            and charset is None
            and is_xml_mime_type(self._final_mime_type())
        ):
            from webapi.html import get_xml_encoding

            charset = get_xml_encoding(data)
        return decode(data, charset or "UTF-8")

    @property
    def _response_text(self) -> str:
        """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responsetext"""
        if self._response_type not in ("", "text"):
            raise DOMException(
                "The value is only accessible if responseType is '' or 'text'.",
                "InvalidStateError",
            )
        if self._state not in (LOADING, DONE):
            return ""
        return self._text_response()

    @property
    def _response(self) -> Any:
        """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-response: arraybuffer gives
        ``bytes``, blob a ``Blob``, json the parsed value (None for failure), document a
        ``Document`` or None."""
        kind = self._response_type
        if kind in ("", "text"):
            return self._response_text
        if self._state != DONE:
            return None
        if self._response_impl.type == "error":
            return None
        if self._response_object is not None:
            return self._response_object
        data = self._received_bytes
        value: Any
        if kind == "arraybuffer":
            value = bytes(data)
        elif kind == "blob":
            from webapi.fileapi import Blob

            value = Blob([data], {"type": serialize_mime_type(self._final_mime_type())})
        elif kind == "document":
            value = self._document_response()
        else:  # json
            if not data:
                return None
            from webapi.js.engine import json_parse

            try:
                value = json_parse(utf8_decode(data))
            except ValueError:
                return None
        self._response_object = value
        return value

    @property
    def _response_xml(self) -> Any:
        """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responsexml"""
        if self._response_type not in ("", "document"):
            raise DOMException(
                "The value is only accessible if responseType is '' or 'document'.",
                "InvalidStateError",
            )
        if self._state != DONE:
            return None
        if self._response_object is None:
            self._response_object = self._document_response()
        return self._response_object

    def _document_response(self) -> Any:
        """https://xhr.spec.whatwg.org/#document-response: HTML (only for responseType
        "document") decoded by the final charset, else a prescan of the first 1024 bytes,
        else UTF-8; an XML MIME type by XML's rules; anything else None."""
        if self._response_impl.type == "error" or not self._received_bytes:
            return None
        mime = self._final_mime_type()
        url = url_serialize(basic_url_parse(self._response_impl.url_list[-1]))  # type: ignore[arg-type]
        if mime.essence == "text/html":
            if self._response_type == "":
                return None
            from webapi.html import document_from_response, prescan

            charset = self._final_charset() or prescan(self._received_bytes[:1024], 1024) or "UTF-8"
            return document_from_response(
                self._received_bytes, url, f"text/html;charset={charset}", default="UTF-8"
            )
        if not is_xml_mime_type(mime):
            return None
        from webapi.html import xml_document_from

        document = xml_document_from(
            self._received_bytes,
            url=url,
            content_type=mime.essence,
            charset=self._final_charset(),
        )
        if (
            document.getElementsByTagNameNS(
                "http://www.mozilla.org/newlayout/xml/parsererror.xml", "parsererror"
            ).length
            or document.querySelector("parsererror") is not None
        ):
            return None  # "If the result is not well-formed: return null"
        return document


def _html_document_markup(document: Any) -> str:
    """The HTML fragment serialization of a document (its children: the doctype, comments,
    the root element's outer HTML), as send() serializes an HTML document."""
    parts = []
    for child in document.childNodes:
        if child.nodeType == 10:  # DOCUMENT_TYPE_NODE
            parts.append(f"<!DOCTYPE {child.name}>")
        elif child.nodeType == 8:  # COMMENT_NODE
            parts.append(f"<!--{child.data}-->")
        elif child.nodeType == 1:  # ELEMENT_NODE
            parts.append(child.outerHTML)
    return "".join(parts)


def _total_bytes(response: ResponseImpl) -> int:
    """A body's total bytes: its ``Content-Length`` (0 when unknown or not a number)."""
    value = response._headers.get("Content-Length")
    if value is None or not value.strip().isdigit():
        return 0
    return int(value.strip())


def _percent_encode_userinfo(value: str) -> str:
    from webapi.url import URL

    record = URL("http://h/")
    record.username = value
    return record.username


def _run_to_completion(
    coroutine: Coroutine[Any, Any, ResponseImpl], transport: Transport
) -> ResponseImpl:
    """Run the fetch coroutine to its end in this call (webapi.eventloop's synchronous drive:
    a blocking transport sends in the call, an async one runs in the thread's own asyncio
    loop where none runs). Where an asyncio loop runs and the transport awaits it, the fetch
    runs in a new thread's own asyncio loop while this thread waits, as a browser's main
    thread waits for a synchronous request; without threads (Pyodide) that is a network
    error."""
    if (
        not getattr(transport, "blocking", False)
        and running_loop() is not None
        and sys.platform not in ("emscripten", "wasi")
    ):
        import asyncio
        import concurrent.futures

        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            return pool.submit(asyncio.run, coroutine).result()
    try:
        return run_now(coroutine)  # type: ignore[no-any-return]
    except WouldWait:
        raise NetworkError("the transport waited: run the request under asyncio") from None


# --- the settable attributes' steps ---------------------------------------------------------


def get_timeout(self: XMLHttpRequestImpl) -> int:
    """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-timeout"""
    return self._timeout


def set_timeout(self: XMLHttpRequestImpl, value: int) -> None:
    """The timeout setter: InvalidAccessError for a synchronous request of a window."""
    if self._in_window() and self._synchronous_flag:
        raise DOMException(
            "Timeouts cannot be set for synchronous requests made from a document.",
            "InvalidAccessError",
        )
    self._timeout = value


def get_with_credentials(self: XMLHttpRequestImpl) -> bool:
    """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-withcredentials"""
    return self._with_credentials


def set_with_credentials(self: XMLHttpRequestImpl, value: bool) -> None:
    """The withCredentials setter: InvalidStateError past OPENED or once sent."""
    if self._state not in (UNSENT, OPENED) or self._send_flag:
        raise DOMException(
            "The value may only be set if the object's state is UNSENT or OPENED.",
            "InvalidStateError",
        )
    self._with_credentials = value


def get_response_type(self: XMLHttpRequestImpl) -> XMLHttpRequestResponseType:
    """https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responsetype"""
    return self._response_type  # type: ignore[return-value]  # (set only to the enum's values)


def set_response_type(self: XMLHttpRequestImpl, value: str) -> None:
    """The responseType setter: "document" ignored without a window (a worker's), an
    InvalidStateError at LOADING or DONE, an InvalidAccessError for a window's synchronous
    request."""
    if value == "document" and not self._in_window():
        return
    if self._state in (LOADING, DONE):
        raise DOMException(
            "The response type cannot be set if the object's state is LOADING or DONE.",
            "InvalidStateError",
        )
    if self._in_window() and self._synchronous_flag:
        raise DOMException(
            "The response type cannot be changed for synchronous requests made from a document.",
            "InvalidAccessError",
        )
    self._response_type = value


class XMLHttpRequestExtras:
    """The mixin of the generated ``XMLHttpRequest``: how a Python program gives a request its
    document (a window's) and its transport."""

    if not TYPE_CHECKING:
        __slots__ = ()

    @classmethod
    def for_document(cls, document: Any, transport: Any = None, client: Any = None) -> Any:
        """An ``XMLHttpRequest`` of ``document``'s window (or a ``Window``): ``open()`` parses
        URLs against the document's base URL, tasks go to the document's event loop, the
        window-only rules hold (``responseType = "document"``, the synchronous flag's
        InvalidAccessError), and ``send()`` fetches with the document's client (its origin,
        ``Origin`` and ``Referer``, cookies by ``withCredentials``, CORS with preflights: the
        client ``window.fetch()`` uses, or one of the document's URL where it has no
        browsing context). ``transport``: as :attr:`transport` (None: the client's).
        ``client``: a ``webapi.fetch.FetchClient`` to send with instead of the document's."""
        document = getattr(document, "document", document)
        if client is not None and getattr(type(client), "_steps", None) is None:
            from webapi._webidl import argument_error

            raise argument_error("XMLHttpRequest.for_document", "client", client, "a FetchClient")
        xhr = cls()
        xhr._document = document  # type: ignore[attr-defined]
        xhr._client = client  # type: ignore[attr-defined]
        xhr.transport = transport  # type: ignore[attr-defined]
        return xhr
