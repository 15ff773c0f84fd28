"""A navigable (https://html.spec.whatwg.org/multipage/document-sequences.html#navigables): its
active document, parent, container and ``Window``, where a document's navigable and an
``iframe``'s content navigable are kept (in their ``_cache``: never in a table of the module,
which would keep them alive), and what ``Window`` reads of them (child navigables, whether one
was discarded, the failed navigations). ``webapi.html.browsing._navigables`` navigates them."""

from __future__ import annotations

from webapi.dom.engine import (
    ELEMENT_NODE,
    ElementImpl,
    HTMLCollectionImpl,
    NodeImpl,
    cached,
    make_collection,
)
from webapi.infra import HTML_NAMESPACE

from ..common._browsing_context import (
    CONTENT_NAVIGABLE_KEY,
    NAVIGABLE_KEY,
    NAVIGABLES_MADE,
    browsing_context_of,
    cached_navigable,
    content_navigable,
)
from ._document_state import forget_the_document
from ._navigation import NavigationError, navigation_errors_list

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections import deque
    from collections.abc import Callable, Iterator
    from typing import Any

    from webapi.dom.engine import DocumentImpl

    from ._navigation import FetchPolicy

    Fetcher = Callable[[str], Any]

__all__ = [
    "CONTENT_NAVIGABLE_KEY",
    "MAX_FRAMES",
    "NAVIGABLES_MADE",
    "NAVIGABLE_KEY",
    "Navigable",
    "browsing_context_of",
    "cached_navigable",
    "child_navigables",
    "content_navigable",
    "drop_navigable",
    "is_discarded",
    "keep_navigable",
    "navigation_errors_of",
]


class Navigable:
    """https://html.spec.whatwg.org/multipage/document-sequences.html#navigable: its active
    document, parent (None for a traversable), container (the ``iframe``), its
    ``Window`` (the browsing context's), and for a top-level traversable the
    transport or navigation fetcher its documents' requests go through
    (``webapi.html.browsing._navigation.DocumentTransport``), its fetch policy and the list of their
    failed navigations."""

    __slots__ = (
        "__weakref__",
        "active_document",
        "blocked_mixed_content",
        "container",
        "cookie_jar",
        "created_by_web_content",
        "document_hook",
        "errors",
        "fetcher",
        "frames",
        "is_closing",
        "navigator_profile",
        "ongoing_navigation",
        "opened",
        "opener",
        "parent",
        "policy",
        "refresh",
        "session_history",
        "storage_shed",
        "transport",
        "window",
    )

    def __init__(
        self,
        document: DocumentImpl,
        parent: Navigable | None,
        container: ElementImpl | None,
        fetcher: Fetcher | None,
        policy: FetchPolicy | None = None,
    ) -> None:
        self.active_document = document
        self.parent = parent
        self.container = container
        self.fetcher = fetcher
        self.policy = policy
        #: (a top-level traversable's) the failed navigations in it, oldest first
        self.errors: deque[NavigationError] | None = (
            navigation_errors_list() if parent is None else None
        )
        #: (a top-level traversable's) how many child navigables exist in it
        self.frames = 0
        #: (a top-level traversable's) the requests its documents' clients blocked as mixed
        #: content (a deque of webapi.fetch.BlockedRequest; None until one is: the clients'
        #: shared record, webapi.html.browsing._document_fetch)
        self.blocked_mixed_content: Any = None
        #: (a top-level traversable's) its user agent's Web Storage (a StorageShed; None until
        #: first needed: a new one)
        self.storage_shed: Any = None
        #: (a top-level traversable's) its cookie jar (a webapi.cookies.CookieJar, through the
        #: "cookie-jar" provider; None until first needed: a new one)
        self.cookie_jar: Any = None
        #: its session history (a webapi.html.browsing._session_history.SessionHistory, made on
        # first
        #: need; a child navigable's is a nested history of its parent's document state)
        self.session_history: Any = None
        #: (a top-level traversable's) its NavigatorProfile (None: Chromium 156 headless's)
        self.navigator_profile: Any = None
        #: the browsing context's Window (made by webapi.html.browsing._navigables right after)
        self.window: Any = None  # (a WindowImpl: _window imports this module)
        #: (a top-level traversable's) the transport its navigations fetch through (None: no
        #: network; webapi.html.browsing._navigate)
        self.transport: Any = None
        #: (a top-level traversable's) the program's callable run with the window each time a
        #: navigation made a new document active, before its first event (open_window's
        #: on_document)
        self.document_hook: Any = None
        #: (a top-level traversable's) whether a Refresh header or <meta http-equiv=refresh>
        #: navigates
        self.refresh = False
        #: the number of the navigation under way (a later one makes an earlier one moot)
        self.ongoing_navigation = 0
        #: (a top-level traversable's) the windows its links and forms opened (target=_blank
        #: or a new name) and not closed yet, oldest first
        self.opened: list[Any] = []
        #: (a top-level traversable's) the traversable whose link or form opened it (its
        #: ``opened`` lists this one's window until it closes), or None
        self.opener: Navigable | None = None
        #: (a top-level traversable's) whether a link or form opened it
        #: (https://html.spec.whatwg.org/multipage/document-sequences.html#is-created-by-web-content)
        self.created_by_web_content = False
        #: (a top-level traversable's) whether it is closing or closed
        #: (https://html.spec.whatwg.org/multipage/document-sequences.html#is-closing)
        self.is_closing = False
        NAVIGABLES_MADE[0] = True
        keep_navigable(document, NAVIGABLE_KEY, self)

    def traversable(self) -> Navigable:
        """https://html.spec.whatwg.org/multipage/document-sequences.html#nav-traversable:
        the top-level traversable this navigable is in."""
        navigable = self
        while navigable.parent is not None:
            navigable = navigable.parent
        return navigable


#: The most child navigables a top-level traversable holds at once (Chromium's limit per page,
#: kMaxNumberOfFrames): an iframe connected past it gets none.
MAX_FRAMES = 1000
#: The key, in a document's ``_cache``, of its "is initial about:blank" (true for the document a
#: new navigable starts with: https://html.spec.whatwg.org/multipage/dom.html#is-initial-about:blank).
INITIAL_ABOUT_BLANK = "is initial about:blank"
#: The key, in a document's ``_cache``, of its visibility state (webapi.dom's getter reads it).
VISIBILITY_KEY = "visibility state"


def keep_navigable(node: DocumentImpl | ElementImpl, key: str, navigable: Navigable) -> None:
    """Keep ``navigable`` in the node's ``_cache`` under ``key``; a document made a navigable's
    active document becomes visible (the Standard's "make active": "set document's visibility
    state to document's node navigable's traversable navigable's system visibility state",
    every window's being "visible")."""
    cache = node._cache
    if cache is None:
        cache = node._cache = {}
    cache[key] = navigable
    if key == NAVIGABLE_KEY:
        cache[VISIBILITY_KEY] = "visible"


def drop_navigable(node: DocumentImpl | ElementImpl, key: str) -> Navigable | None:
    """Drop the navigable kept under ``key``; a document that is no navigable's active
    document any more is hidden and destroyed: no session history entry keeps it (no
    back/forward cache: :func:`webapi.html.browsing._document_state.forget_the_document`)."""
    cache = node._cache
    if cache is None:
        return None
    if key == NAVIGABLE_KEY:
        if VISIBILITY_KEY in cache:
            cache[VISIBILITY_KEY] = "hidden"
        forget_the_document(node)  # type: ignore[arg-type]
    return cache.pop(key, None)  # type: ignore[return-value]


def is_discarded(navigable: Navigable) -> bool:
    """Whether the navigable's browsing context was discarded (its ``iframe`` was removed)."""
    container = navigable.container
    return (
        container is not None
        and cached_navigable(container, CONTENT_NAVIGABLE_KEY) is not navigable
    )


def navigation_errors_of(navigable: Navigable) -> list[NavigationError]:
    """The failed navigations of the navigable and of the navigables inside it, oldest first."""
    errors = navigable.traversable().errors
    assert errors is not None
    if navigable.parent is None:
        return list(errors)
    found = []
    for error in errors:
        current: Navigable | None = error.window._navigable
        while current is not None and current is not navigable:
            current = current.parent
        if current is navigable:
            found.append(error)
    return found


def child_navigables(document: DocumentImpl) -> Iterator[Navigable]:
    """https://html.spec.whatwg.org/multipage/document-sequences.html#child-navigable: the
    content navigables of the document's ``iframe`` elements, in tree order (the only
    elements that have one), through the document's live collection of them, kept by the
    document: found again only after an ``iframe`` is inserted or removed, so that
    ``window[name]`` and ``window.length`` do not walk the tree each time."""
    if not NAVIGABLES_MADE[0]:
        return
    frames = cached(document, _IFRAMES_KEY, _make_iframes)
    for element in list(frames._view()):
        navigable = cached_navigable(element, CONTENT_NAVIGABLE_KEY)  # type: ignore[arg-type]
        if navigable is not None:
            yield navigable


#: The key, in a document's ``_cache``, of its live collection of ``iframe`` elements.
_IFRAMES_KEY = "navigable: iframes"
_IFRAME = frozenset({"iframe"})


def _is_iframe(node: NodeImpl) -> bool:
    return (
        node._node_type == ELEMENT_NODE
        and node._local_name == "iframe"  # type: ignore[attr-defined]
        and node._namespace == HTML_NAMESPACE  # type: ignore[attr-defined]
    )


def _make_iframes(document: NodeImpl) -> HTMLCollectionImpl:
    return make_collection(
        HTMLCollectionImpl, document, _is_iframe, False, (), local=True, local_names=_IFRAME
    )
