"""Inside Pyodide: the Python side of the DOM's web-platform-tests runner (``wpt-dom.mjs``).

JavaScript's wrappers (``wpt-dom-runtime.js``) reach webapi's Python DOM objects only
through :class:`Bridge`: reading and writing an attribute, calling an operation, a
constructor or a static operation by its IDL name, each returning the Python result or a
:class:`Raised` that the runtime throws as the JavaScript exception of the same name; keys for
the wrappers' identity map; Python callables made of JavaScript callbacks; the page's
document parsed by webapi.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from typing import Any, ClassVar


class Raised:
    """An exception to throw in JavaScript: ``kind`` is ``DOMException``, ``TypeError``,
    ``RangeError``, ``js`` (a JavaScript exception coming back, ``js_error``) or ``Error``
    (anything else: a defect of webapi, named in ``message``)."""

    __slots__ = ("js_error", "kind", "message", "name")

    def __init__(self, kind: str, name: str, message: str, js_error: Any = None) -> None:
        self.kind = kind
        self.name = name
        self.message = message
        self.js_error = js_error


def _raised(error: BaseException, what: str) -> Raised:
    kind = type(error).__name__
    if kind == "DOMException":
        # The exception itself: the runtime throws its one JavaScript DOMException.
        return Raised("DOMException", str(getattr(error, "name", "Error")), str(error), error)
    if kind == "AbortReasonError":
        # throwIfAborted() with a reason that is not an exception: JavaScript throws the value.
        return Raised("value", "", "", getattr(error, "reason", None))
    if kind == "JSONDecodeError":
        # webapi's json() raises json.JSONDecodeError where JavaScript rejects with a
        # SyntaxError (as webapi.fetch documents).
        return Raised("SyntaxError", "SyntaxError", str(error))
    if kind == "JsException":
        return Raised("js", "", str(error), getattr(error, "js_error", None))
    if isinstance(error, AttributeError):
        return Raised("TypeError", "TypeError", f"webapi has no {what}: {error}")
    if kind in ("TypeError", "RangeError", "URIError", "SyntaxError"):
        return Raised(kind, kind, str(error))
    for base in type(error).__mro__:  # a subclass: MultipartParseError is a TypeError
        if base.__name__ in ("TypeError", "RangeError", "URIError", "SyntaxError"):
            return Raised(base.__name__, base.__name__, str(error))
    return Raised("Error", kind, f"webapi raised {kind} in {what}: {error}")


def _python_name(name: str) -> str:
    """A member's Python name: the IDL name, with a trailing underscore where it is a Python
    keyword."""
    import keyword

    return f"{name}_" if keyword.iskeyword(name) else name


#: Where the public classes are looked for by interface name, in order.
MODULES = (
    "webapi.dom",
    "webapi.uievents",
    "webapi.html",
    "webapi.fileapi",
    "webapi.xhr",
    "webapi.fetch",
    "webapi.url",
    "webapi.cssom",  # (the cssom suite: new CSSStyleSheet())
    "webapi.xmlhttprequest",
    "webapi.geometry",  # (the html suite: new DOMRect())
    "webapi.streams",  # (the encoding-streams suite: new ReadableStream(), TextDecoderStream)
)


class _ElementConstructor:
    """A JavaScript class defined as a custom element: calling it constructs (``new C()``,
    the JavaScript object's Python element returned); its IDL-named members
    (``connectedCallback``, ``observedAttributes``...) are read from the class by the runtime
    (a callback from its prototype, as a callable taking the element first)."""

    __slots__ = ("_construct", "_member")

    def __init__(self, construct: Callable[[], Any], member: Callable[[str], Any]) -> None:
        self._construct = construct
        self._member = member

    def __call__(self) -> Any:
        return self._construct()

    def __getattr__(self, name: str) -> Any:
        if "_" in name:  # (only the IDL names: no snake_case alias is looked up in JavaScript)
            raise AttributeError(name)
        return self._member(name)


class Bridge:
    """One test page's view of webapi: ``interfaces`` are the IDL's interface names."""

    def __init__(self, interfaces: list[str]) -> None:
        self.interfaces = frozenset(interfaces)
        self.kept: dict[int, Any] = {}
        #: the exceptions webapi reported that no listener handled (the window suite's pages)
        self.unreported: list[str] = []
        #: the associated ``Document``s of the realms a frame's constructor left
        #: (:meth:`enter_realm`)
        self.realms: list[Any] = []
        #: whether the page's global is its Window (the window suite: :meth:`page_origin`)
        self.window_page = False
        self._interface_of: dict[type, str] = {}
        self.top: Any = None
        #: the runtime's runner of a frame document's scripts (:meth:`frame_scripts`)
        self.run_frame_scripts: Callable[[Any, Any], object] | None = None
        #: the fetch-network suite's stand-in server and document's client (:meth:`network_page`)
        self.network: Any = None
        self.client: Any = None

    def reset(self) -> None:
        """A new page: the objects kept for the previous one are released."""
        self.kept.clear()

    def attach_window(self, window: Any, document: Any) -> None:
        """The page's document gets a browsing context as far as events go: its "get the
        parent" (https://dom.spec.whatwg.org/#concept-document) is the window (an
        ``EventTarget`` standing for it) for every event but ``load``, so that events reach
        the window's listeners as in a browser.  webapi's documents never have a browsing
        context, so the runner overrides the step on the page's document's class, for that
        document only."""
        cls = type(document)
        if "_wpt_dom_windows" not in cls.__dict__:
            inherited = cls._get_the_parent
            windows: dict[int, Any] = {}

            def get_the_parent(this: Any, event: Any) -> Any:
                window_of = windows.get(id(this))
                if window_of is not None and event.type != "load":
                    return window_of
                return inherited(this, event)

            cls._get_the_parent = get_the_parent
            cls._wpt_dom_windows = windows
        cls._wpt_dom_windows.clear()
        cls._wpt_dom_windows[id(document)] = window

    def script_engine(self, document: Any, compile_handler: Callable[..., Any]) -> None:
        """The page's document gets a script engine (``webapi.html.set_script_engine``): the
        runtime's ``compileHandler`` compiles an event handler content attribute's body as
        JavaScript, so ``<iframe onload="...">`` runs as in a browser."""
        set_script_engine = getattr(
            importlib.import_module("webapi.html"), "set_script_engine", None
        )
        if set_script_engine is None:  # (a webapi without script engines)
            return

        def engine(element: Any, name: str, body: str) -> Any:
            return compile_handler(element, name, body)

        set_script_engine(document, engine)

    def frame_scripts(self, run: Callable[[Any, Any], object] | None) -> None:
        """The window suite: a document a frame navigates to runs its scripts, as a browser
        runs them while parsing it: once it is its navigable's active document (webapi's
        ``_navigables._navigate``, wrapped here once), ``run(window, document)`` is called
        (the runtime runs its ``script`` elements with the frame's window as their scope, in
        the page's realm). None: no more (the other suites)."""
        navigables: Any = importlib.import_module("webapi.html.browsing._navigables")
        self.run_frame_scripts = run
        if getattr(navigables, "_wpt_dom_navigate", None) is None:
            original = navigables._navigate
            bridge = self

            def navigate(element: Any, navigable: Any, document: Any) -> None:
                original(element, navigable, document)
                hook = bridge.run_frame_scripts
                if hook is not None and navigable.active_document is document:
                    hook(navigable.window, document)

            navigables._wpt_dom_navigate = original
            navigables._navigate = navigate

    def microtasks(self, queue_microtask: Callable[[Any], object]) -> None:
        """webapi's mutation observer microtask becomes a JavaScript microtask
        (``queueMicrotask``), so that observers are notified when a browser would notify them,
        before the test's next promise reaction or timer."""
        once = importlib.import_module("pyodide.ffi").create_once_callable
        eventloop = importlib.import_module("webapi.eventloop")
        eventloop.set_host(queue_microtask=lambda steps: queue_microtask(once(steps)))

    def timers(self, set_timeout: Callable[[Any, float], object]) -> None:
        """webapi's "run steps after a timeout" (the iframe ``load`` task,
        ``AbortSignal.timeout``) becomes the page's ``setTimeout``, so that they run as the
        page's other tasks do (webapi.dom's timer hook)."""
        once = importlib.import_module("pyodide.ffi").create_once_callable
        eventloop = importlib.import_module("webapi.eventloop")
        # each page its own event loop: the last page's may wait for a wake its page's
        # setTimeout will never run now that the page is gone
        eventloop.set_event_loop(None)
        # an exception no listener handled (a timer's, a microtask's: webapi reported it as an
        # ErrorEvent at the Window first) is the page's report, not stderr's
        self.unreported = []
        eventloop.set_exception_reporter(
            lambda report: self.unreported.append(f"{report.err_msg}: {report.exc_value!r}")
        )
        eventloop.set_host(
            set_timeout=lambda steps, milliseconds: set_timeout(once(steps), milliseconds)
        )

    @staticmethod
    def queue_load(document: Any, steps: Callable[[], object]) -> None:
        """The page's ``load`` (``steps``, the runtime's firing of it) as a task queued on
        the document's event loop, as webapi queues a document's own ``load`` after the
        parser's last insertion ("completely finish loading": webapi/html/browsing/_navigate.py):
        its one task queue runs it after the tasks queued before it, the ``load`` and ``error``
        events of the page's ``style`` and ``link rel=stylesheet`` elements (the sheets that
        "delay the load event": webapi/html/rendering/_link_style.py), as a browser fires the
        window's ``load`` after them."""
        eventloop = importlib.import_module("webapi.eventloop")
        eventloop.event_loop_of(document).queue_a_task(lambda: steps(), document)

    def key(self, value: Any) -> int:
        """The identity of ``value`` for the wrappers' map (kept alive for the page, so that
        the number is never reused)."""
        self.kept[id(value)] = value
        return id(value)

    def interface(self, value: Any) -> str:
        """The names of ``value``'s classes, most derived first, up to and including the first
        IDL interface (comma-separated; the runtime makes classes for the names it lacks)."""
        cls = type(value)
        names = self._interface_of.get(cls)
        if names is None:
            chain = []
            for base in cls.__mro__:
                name = base.__name__
                if name.endswith("Impl"):
                    name = name[: -len("Impl")]
                chain.append(name)
                if name in self.interfaces:
                    break
            names = ",".join(chain)
            self._interface_of[cls] = names
        return names

    def get(self, target: Any, name: str) -> Any:
        try:
            return getattr(target, _python_name(name))
        except BaseException as error:
            return _raised(error, f"{type(target).__name__}.{name}")

    def set(self, target: Any, name: str, value: Any) -> Any:
        try:
            setattr(target, _python_name(name), value)
        except BaseException as error:
            return _raised(error, f"{type(target).__name__}.{name} (setter)")
        return None

    def call(self, target: Any, name: str, *arguments: Any) -> Any:
        try:
            return getattr(target, _python_name(name))(*arguments)
        except BaseException as error:
            return _raised(error, f"{type(target).__name__}.{name}()")

    def public_class(self, name: str) -> Any:
        for module_name in MODULES:
            module = importlib.import_module(module_name)
            found = getattr(module, name, None)
            if isinstance(found, type):
                return found
        raise AttributeError(f"no public class {name} in {', '.join(MODULES)}")

    #: The interfaces whose constructors the window suite's page calls as its Window's
    #: (``new window.MessageChannel()``: the ports deliver on the window's event loop, a
    #: BroadcastChannel has the document's origin), not as a program's.
    WINDOW_CONSTRUCTORS = frozenset({"MessageChannel", "BroadcastChannel"})

    def network_page(self, url: str) -> None:
        """The fetch-network suite's page at ``url``: its ``fetch()`` and ``XMLHttpRequest``
        go through a new stand-in for WPT's server (``wpt_network_resources``), ``fetch()``
        from the document's client (``webapi.fetch.FetchClient``: the page's origin, its
        referrer, CORS, a cookie jar of its own)."""
        resources = importlib.import_module("wpt_network_resources")
        client_class = importlib.import_module("webapi.fetch").FetchClient
        self.network = resources.StandInServer()
        self.client = client_class(url, transport=self.network)

    def network_fetch(self, request: Any) -> Any:
        """The page's ``fetch(request)`` (the page made the ``Request`` of its arguments):
        an awaitable of the ``Response``, as a member returning a Promise gives (the runtime
        settles it with :meth:`settle`)."""
        return self.client.fetch(request)

    def construct(self, name: str, *arguments: Any) -> Any:
        try:
            if name == "XMLHttpRequest" and getattr(self, "network", None) is not None:
                # (the fetch-network suite's: the page's document's, over the stand-in server,
                # sending with the page's client as its fetch() does)
                made = self.public_class(name).for_document(
                    self.top, transport=self.network, client=self.client
                )
                return made
            top = getattr(self, "top", None)
            if self.window_page and top is not None and name in self.WINDOW_CONSTRUCTORS:
                return getattr(top, name)(*arguments)
            return self.public_class(name)(*arguments)
        except BaseException as error:
            return _raised(error, f"the {name} constructor")

    def static(self, interface: str, name: str, *arguments: Any) -> Any:
        try:
            return getattr(self.public_class(interface), _python_name(name))(*arguments)
        except BaseException as error:
            return _raised(error, f"{interface}.{name}()")

    #: The page's global's operations that webapi answers with a module function where the
    #: global is not webapi's ``Window`` (the html suite: ``getComputedStyle``, the shim's
    #: ``global_operations``), and the legacy factory functions (``new Option()``: the shim's
    #: ``legacy_factory_functions``), by name: the module holding the function of that name.
    GLOBAL_OPERATIONS: ClassVar[dict[str, str]] = {
        "getComputedStyle": "webapi.html",
        "Image": "webapi.html",
        "Option": "webapi.html",
        "Audio": "webapi.html",
    }

    def global_operation(self, name: str, *arguments: Any) -> Any:
        """The global's operation ``name`` (:data:`GLOBAL_OPERATIONS`) called with the
        converted ``arguments``: its result, or a :class:`Raised`."""
        try:
            module = importlib.import_module(self.GLOBAL_OPERATIONS[name])
            return getattr(module, name)(*arguments)
        except BaseException as error:
            return _raised(error, f"{name}()")

    def callback(self, function: Callable[..., Any]) -> Callable[..., Any]:
        """A Python callable calling the JavaScript ``function`` (a callback, or a callback
        interface's object adapted by the runtime)."""

        def call_javascript(*arguments: Any) -> Any:
            return function(*arguments)

        return call_javascript

    # --- custom elements (the html suite: customElements.define of a JavaScript class) ------

    def element_constructor(
        self, construct: Callable[[], Any], member: Callable[[str], Any]
    ) -> _ElementConstructor:
        """The Python face of a JavaScript class given to ``customElements.define``."""
        return _ElementConstructor(construct, member)

    def html_constructor(self, constructor: Any, active: str = "HTMLElement") -> Any:
        """The element ``new C()`` makes (the HTML element constructor steps of webapi.html's
        custom elements; ``active``: the element interface whose constructor runs, the one
        ``C`` extends), or a :class:`Raised`."""
        try:
            import webapi.html
            from webapi.html.elements._custom_elements import html_constructor

            if active == "HTMLElement":
                return html_constructor(constructor)
            return html_constructor(constructor, None, getattr(webapi.html, active))
        except BaseException as error:
            return _raised(error, "HTMLElement()")

    def custom_element_registry(self, document: Any) -> Any:
        """The page's ``customElements``: its document's registry."""
        from webapi.html import custom_element_registry

        return custom_element_registry(document)

    async def settle(self, awaitable: Any) -> Any:
        """What a member returning a Promise in JavaScript gave (an awaitable): its result,
        or a :class:`Raised` of the exception it raised (the Promise's rejection)."""
        try:
            return await awaitable
        except BaseException as error:
            return _raised(error, "a Promise's steps")

    def next(self, iterator: Any) -> Any:
        """The next item of a Python iterator (a pair iterator's), None at its end."""
        try:
            return next(iterator, None)
        except BaseException as error:
            return _raised(error, "an iterator's next()")

    @staticmethod
    def supported_property_names(target: Any) -> str:
        """The supported property names of a collection with a named getter, in order, as
        JSON text (Web IDL's [[OwnPropertyKeys]] lists them): the impl's list, or none for an
        object that has no such list."""
        names = getattr(target, "_supported_property_names", None)
        if callable(names):
            return json.dumps(list(names()))
        return json.dumps([])

    @staticmethod
    def indexed_property(target: Any, index: int) -> Any:
        """An unnamed indexed getter's answer (``form[index]``): webapi's indexed property,
        or None (JavaScript's undefined) past the end."""
        lookup = getattr(target, "_indexed_property", None)
        if not callable(lookup):
            return None
        try:
            return lookup(index)
        except BaseException as error:
            return _raised(error, f"{type(target).__name__}[{index}]")

    @staticmethod
    def set_indexed_property(target: Any, index: int, value: Any) -> Any:
        """An indexed setter (``options[index] = option``): webapi's ``obj[index] =``."""
        try:
            target[index] = value
        except BaseException as error:
            return _raised(error, f"{type(target).__name__}[{index}] (setter)")
        return None

    @staticmethod
    def named_property(target: Any, name: str) -> Any:
        """An unnamed named getter's answer (``dataset[name]``, ``form[name]``): webapi's named
        property ``name``, or None (JavaScript's undefined) where there is none or where
        webapi has no named properties for the object (a form's past names map)."""
        lookup = getattr(target, "_named_property", None)
        if not callable(lookup):
            return None
        try:
            return lookup(name)
        except BaseException as error:
            return _raised(error, f"{type(target).__name__}[{name!r}]")

    @staticmethod
    def set_named_property(target: Any, name: str, value: str) -> Any:
        """An unnamed named setter (``dataset[name] = value``): webapi's ``obj[name] =``."""
        try:
            target[name] = value
        except BaseException as error:
            return _raised(error, f"{type(target).__name__}[{name!r}] (setter)")
        return None

    @staticmethod
    def delete_named_property(target: Any, name: str) -> Any:
        """An unnamed named deleter (``delete dataset[name]``): webapi's ``del obj[name]``
        (nothing where there is no such property, as in JavaScript)."""
        try:
            del target[name]
        except KeyError:
            pass
        except BaseException as error:
            return _raised(error, f"{type(target).__name__}[{name!r}] (deleter)")
        return None

    def bytes(self, view: Any) -> bytes:
        """A JavaScript buffer's bytes (a ``BufferSource`` argument): a copy."""
        data: bytes = view.to_bytes()
        return data

    def json_text(self, value: Any) -> str | None:
        """A JSON value webapi made (``json()``: dicts, lists), as JSON's text, for the page
        to parse in its realm; None for anything else."""
        import json

        if type(value) not in (dict, list):
            return None
        return json.dumps(value, ensure_ascii=False)

    def json_value(self, text: str) -> Any:
        """The Python value of a JSON text (a value the page serialized)."""
        import json

        return json.loads(text)

    def dictionary(self, *pairs: Any) -> dict[str, Any]:
        """A dictionary value: ``name, value, name, value, ...``."""
        return dict(zip(pairs[::2], pairs[1::2], strict=True))

    def sequence(self, *items: Any) -> list[Any]:
        return list(items)

    def parse(self, html: str, url: str) -> Any:
        """The page's document, parsed by webapi, and how: ``[document, route]`` or a
        :class:`Raised` naming why no public document could be made."""
        routes: list[tuple[str, Callable[[], Any]]] = [
            ("Document.parseHTMLUnsafe", lambda: self._parse_html_unsafe(html, url)),
            ("DOMParser", lambda: self._domparser(html, url)),
            ("createHTMLDocument + innerHTML", lambda: self._inner_html(html)),
        ]
        failures = []
        for route, make in routes:
            try:
                document = make()
            except BaseException as error:
                failures.append(f"{route}: {type(error).__name__}: {error}")
                continue
            self._set_url(document, url)
            self._page_encoding(document, html)
            self._associate(document)
            self._api_base_url(url)
            self._browsing_context(document)
            return [document, route]
        return Raised("Error", "Error", "no public Document: " + "; ".join(failures))

    def _browsing_context(self, document: Any) -> None:
        """The page's document is shown in a top-level traversable whose navigation fetcher
        is the test server's stand-in (``wpt_dom_resources``): its ``iframe`` elements get
        child navigables and load the server's files (``top_window`` is its WindowProxy)."""
        self.top = None
        try:
            create = importlib.import_module("webapi.html").create_top_level_traversable
        except (ImportError, AttributeError):  # (a webapi without child navigables)
            return
        resources = importlib.import_module("wpt_dom_resources")
        self.top = create(document, fetcher=resources.fetch)

    @staticmethod
    def frame(window: Any, index: int) -> Any:
        """``window[index]``: a child navigable's WindowProxy, or None."""
        try:
            return window[index]
        except (IndexError, TypeError):
            return None

    @staticmethod
    def computed_accessibility(kind: str, element: Any) -> str:
        """The answer of WebDriver's Get Computed Role (``kind`` ``"role"``) or Get Computed
        Label (``"label"``) for ``element``, as the aria suite's stand-in for testdriver.js's
        vendor file gives it: ``webapi.aria.role(element)`` or ``webapi.aria.name(element)``
        (https://w3c.github.io/webdriver/#get-computed-role)."""
        aria = importlib.import_module("webapi.aria")
        answer = aria.role(element) if kind == "role" else aria.name(element)
        return str(answer or "")

    @staticmethod
    def execute_script(element: Any, run: Callable[[], object]) -> None:
        """The page's script ``element`` runs (``run``: the runtime runs its text), as webapi
        has an embedder execute one (``webapi.html.execute_script_element``: the document's
        ``currentScript`` is the element meanwhile); ``run`` alone with a webapi without it."""
        execute = getattr(importlib.import_module("webapi.html"), "execute_script_element", None)
        if execute is None:
            run()
        else:
            execute(element, run)

    def enter_realm(self, window: Any) -> None:
        """A frame's constructor called from the page (``new frames[0].DOMParser()``): while
        it runs, the frame's realm is the current one, whose global object's associated
        ``Document`` (webapi's: the thread's, :meth:`_associate`) is the frame's active
        document; :meth:`leave_realm` restores the page's. (One realm a page otherwise: the
        frame's classes are the page's.)"""
        creation = importlib.import_module("webapi.dom._creation")
        thread = creation._THREAD
        self.realms.append(getattr(thread, "document", None))
        thread.document = window.document

    def leave_realm(self) -> None:
        """The realm :meth:`enter_realm` entered is left: the previous one is current."""
        creation = importlib.import_module("webapi.dom._creation")
        creation._THREAD.document = self.realms.pop()

    def page_origin(self, document: Any, url: str) -> None:
        """The window suite's page: the document's origin is its URL's (WPT's server's,
        ``http://web-platform.test:8000``), as a document loaded from that URL has it, not the
        opaque origin of a parsed document (Web Storage refuses an opaque origin)."""
        url_module = importlib.import_module("webapi.url")
        record = url_module.basic_url_parse(url)
        document._origin = url_module.url_origin(record)
        self.window_page = True
        if self.top is not None:
            # The window's navigations to other documents (a frame's location.href, links,
            # forms, history.back()) fetch through the stand-in server too (a transport: the
            # same answers as the frames' fetcher, its redirects followed by fetch).
            html = importlib.import_module("webapi.html.browsing._navigate")
            resources = importlib.import_module("wpt_dom_resources")

            def transport(request: Any) -> Any:
                answer = resources.serve(str(request.url))
                if answer is None:
                    raise OSError(f"the stand-in server has no {request.url}")
                return answer

            self.top._navigable.traversable().transport = html.as_transport(transport)

    def top_window(self) -> Any:
        """The page's top-level WindowProxy (None without child navigables)."""
        return self.top

    def _parse_html_unsafe(self, html: str, url: str) -> Any:
        """A ``text/html`` page parsed as a navigation parses it, its declarative shadow roots
        (``<template shadowrootmode>``) made shadow roots (``Document.parseHTMLUnsafe``: the
        document allows them, where ``DOMParser``'s does not); an XHTML page is not (the next
        route parses it as XML)."""
        if url.partition("?")[0].endswith((".xhtml", ".xht")):
            raise TypeError("an XHTML page is parsed as XML")
        return self.public_class("Document").parseHTMLUnsafe(html)

    def _domparser(self, html: str, url: str = "") -> Any:
        """The page parsed as WPT's server serves it: an ``.xhtml`` or ``.xht`` page as
        ``application/xhtml+xml`` (the XML parser), any other as ``text/html``."""
        parser = self.public_class("DOMParser")()
        xhtml = url.partition("?")[0].endswith((".xhtml", ".xht"))
        return parser.parseFromString(html, "application/xhtml+xml" if xhtml else "text/html")

    def _inner_html(self, html: str) -> Any:
        document = self.public_class("Document")().implementation.createHTMLDocument("")
        document.documentElement.innerHTML = html
        return document

    @staticmethod
    def _associate(document: Any) -> None:
        """The page's document becomes the "current global object's associated Document" of
        ``new Text()``, ``new Comment()``, ...: webapi keeps one a thread (its creation
        module's ``_THREAD.document``), which the page's window stands for here."""
        try:
            creation = importlib.import_module("webapi.dom._creation")
        except ImportError:
            return
        thread = getattr(creation, "_THREAD", None)
        if thread is not None:
            thread.document = document

    @staticmethod
    def _api_base_url(url: str) -> None:
        """``new Request(input)`` parses ``input`` against the page's URL, its "relevant
        settings object's API base URL" (https://fetch.spec.whatwg.org/#dom-request): webapi
        has no settings object and parses without a base (a relative URL is a TypeError, as
        in Node), so the runner gives its Request constructor the page's, replacing its
        URL-parsing step (``_request_impl._parse``) for the run."""
        try:
            impl = importlib.import_module("webapi.fetch._request_impl")
        except ImportError:
            return
        original = impl.__dict__.setdefault("_wpt_original_parse", getattr(impl, "_parse", None))
        if original is None:
            return
        url_class = importlib.import_module("webapi.url").URL

        def parse(value: str, what: str) -> Any:
            parsed = url_class.parse(value, url)
            if parsed is None:
                return original(value, what)
            return parsed

        setattr(impl, "_parse", parse)  # noqa: B010  (a module attribute replaced)

    @staticmethod
    def _page_encoding(document: Any, html: str) -> None:
        """The page's encoding as a browser's sniffing finds it in the file's bytes, the
        ``<meta charset>`` of its first 1,024 (https://html.spec.whatwg.org/multipage/
        parsing.html#prescan-a-byte-stream-to-determine-its-encoding): the file read as
        UTF-8 is what webapi parsed, so only the document's encoding is set
        (``DOMParser-parseFromString-encoding.html`` checks that a windows-1252 page's
        parseFromString still gives UTF-8); UTF-8 where none is declared."""
        try:
            prescan = importlib.import_module("webapi.html.parsing._encoding_sniffing").prescan
            found = prescan(html.encode("utf-8"))
        except BaseException:  # (a webapi without it: the document's own)
            return
        if found is None or found.startswith("UTF-16"):
            return
        try:
            document._encoding = found
        except BaseException:  # (read-only here)
            return

    @staticmethod
    def _set_url(document: Any, url: str) -> None:
        """The document's URL, where webapi lets it be given (the test's address)."""
        for name in ("_url", "URL"):
            try:
                setattr(document, name, url)
                return
            except BaseException:  # read-only here: the next way, or none
                continue
