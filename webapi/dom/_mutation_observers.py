"""Mutation observers (https://dom.spec.whatwg.org/#mutation-observers): ``MutationObserver``
and ``MutationRecord``'s impls, registered and transient registered observers, "queue a
mutation record", "queue a tree mutation record", "queue a mutation observer microtask" and
"notify mutation observers".

Cost when nothing observes: the mutation algorithms ask :func:`document_observed` (first
:data:`STATE.observed`, a list that is empty until some ``observe()`` registers an observer,
and again once every registered observer is gone; then whether the mutated node's document
keeps an observer alive) before calling anything here, so they make no record and no list,
and walk no ancestors, in a document where no observer was registered (HTML's parser never
calls them at all).

How time passes (the mutation observer microtask, https://dom.spec.whatwg.org/#queue-a-mutation-observer-compound-microtask):
the microtask is queued on the event loop of the mutated node's document
(:func:`webapi.eventloop.event_loop_of`: its window's, else the thread's) where something runs
that loop's microtasks (``EventLoop.driven()``: a virtual clock's loop, which the test runs;
a running asyncio loop, after the code that mutated the tree returns to it, as a browser's run
after the script's task; the host, WPT's runner: JavaScript's ``queueMicrotask``; or the loop
itself, running a task). Where nothing does (a plain script), nothing is queued: the records
wait in their observers' record queues until ``takeRecords()`` takes them or
:func:`perform_a_microtask_checkpoint` (public as ``webapi.dom.perform_a_microtask_checkpoint``)
notifies the observers, in the thread that calls it.

Each thread is its own surrounding agent (:func:`surrounding_agent`: its pending mutation
observers and whether their microtask is queued), as each thread has its own associated
document: records queued in a thread are delivered in that thread (by its loop or a checkpoint
it performs). DOM objects are not thread-safe: a tree and its observers belong to
one thread at a time (the registered observer lists are shared, as the nodes are).
"""

from __future__ import annotations

import functools
import threading
import weakref

from webapi._lazy import lazy_imports
from webapi._webidl import is_coroutine, run_a_coroutine

from ._events import fire_an_event, report_the_exception
from ._nodes import ElementImpl
from ._tree import inclusive_descendants

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, ClassVar

    from webapi.eventloop import current_event_loop, event_loop_of

    from ._nodes import DocumentImpl, NodeImpl
else:  # (the event loop loads with the first mutation observer's microtask queued)
    lazy_imports(globals(), "webapi.eventloop", ("current_event_loop", "event_loop_of"))

__all__ = [
    "STATE",
    "MutationObserverImpl",
    "MutationRecordImpl",
    "document_observed",
    "notify_mutation_observers",
    "observers_adopted",
    "perform_a_microtask_checkpoint",
    "queue_a_mutation_record",
    "queue_a_tree_mutation_record",
    "signal_a_slot_change",
    "surrounding_agent",
    "transient_observers_for_removal",
]


class Options:
    """A registered observer's options (https://dom.spec.whatwg.org/#registered-observer), the
    ``MutationObserverInit`` dictionary after ``observe()``'s steps 1. and 2.: a member that
    does not exist is False (an absent ``attributeFilter``: None)."""

    __slots__ = (
        "attribute_filter",
        "attribute_old_value",
        "attributes",
        "character_data",
        "character_data_old_value",
        "child_list",
        "subtree",
    )

    def __init__(self, options: dict[str, Any]) -> None:
        self.child_list: bool = bool(options.get("childList"))
        self.attributes: bool = bool(options.get("attributes"))
        self.character_data: bool = bool(options.get("characterData"))
        self.subtree: bool = bool(options.get("subtree"))
        self.attribute_old_value: bool = bool(options.get("attributeOldValue"))
        self.character_data_old_value: bool = bool(options.get("characterDataOldValue"))
        names = options.get("attributeFilter")
        self.attribute_filter: frozenset[str] | None = None if names is None else frozenset(names)


class RegisteredObserver:
    """https://dom.spec.whatwg.org/#registered-observer (``source`` None), or a transient
    registered observer (https://dom.spec.whatwg.org/#transient-registered-observer: its
    ``source``, the registered observer it was made from).

    The lists live in a table of the module (:data:`STATE`), not in the node: the observer is
    referenced weakly here, and kept alive by the node's document instead
    (:func:`_keep_alive`), so that no reference from the module reaches an observer (its
    records, its callback) and through it a document the program dropped."""

    __slots__ = ("options", "reference", "source", "transients")

    def __init__(
        self,
        observer: MutationObserverImpl,
        options: Options,
        source: RegisteredObserver | None = None,
    ) -> None:
        self.reference = weakref.ref(observer)
        self.options = options
        self.source = source
        #: The nodes given a transient registered observer whose source is this one since
        #: ``observe()`` last looked (weakly): where step 7.1 of ``observe()`` removes them,
        #: instead of a walk of the observer's whole node list.
        self.transients: list[weakref.ref[NodeImpl]] | None = None

    @property
    def observer(self) -> MutationObserverImpl | None:
        """The observer (None only once it was collected, with every node it observed)."""
        return self.reference()


class _Lists:
    """https://dom.spec.whatwg.org/#registered-observer-list, per node (absent: empty), held
    by the node's ``id()`` while the node lives (a weak reference's callback forgets it)."""

    __slots__ = ("by_id", "references")

    def __init__(self) -> None:
        self.by_id: dict[int, list[RegisteredObserver]] = {}
        self.references: dict[int, weakref.ref[NodeImpl]] = {}

    def __bool__(self) -> bool:
        return bool(self.by_id)

    def get(self, node: NodeImpl) -> list[RegisteredObserver] | None:
        return self.by_id.get(id(node))

    def list_of(self, node: NodeImpl) -> list[RegisteredObserver]:
        """``node``'s list, made if it has none."""
        key = id(node)
        found = self.by_id.get(key)
        if found is None:
            found = self.by_id[key] = []
            self.references[key] = weakref.ref(node, functools.partial(self._gone, key))
        return found

    def forget(self, node: NodeImpl) -> None:
        self._forget(id(node))

    def _gone(self, key: int, reference: object) -> None:
        """A node with a list was collected: its list forgotten, and :data:`STATE`'s
        ``observed`` emptied where no node has one any more (else the mutation algorithms
        would look for observers for ever after: each insert an ancestor walk)."""
        self._forget(key)
        STATE.update_observed()

    def _forget(self, key: int) -> None:
        self.by_id.pop(key, None)
        self.references.pop(key, None)


class _State:
    """The registered observer lists of nodes, and whether there is one."""

    __slots__ = ("lists", "observed")

    def __init__(self) -> None:
        self.lists = _Lists()
        #: Non-empty (one item) while some node may have a registered observer: the one test
        #: the mutation algorithms make.
        self.observed: list[bool] = []

    def update_observed(self) -> None:
        if self.lists:
            if not self.observed:
                self.observed.append(True)
        else:
            self.observed.clear()


#: The state; mutation algorithms test ``STATE.observed``.
STATE = _State()


def document_observed(document: DocumentImpl) -> bool:
    """Whether some node of ``document`` may have a registered observer: some node has one
    (:data:`STATE`'s ``observed``) and ``document`` keeps an observer alive (a registration of
    one of its nodes, by ``observe()`` or by adoption: :func:`_keep_alive`). A mutation in a
    document that no observer was ever registered in queues nothing and walks no ancestors,
    as Blink's per-document observer types answer, however many observers other documents
    have (a deep tree built top-down stays linear)."""
    if not STATE.observed:
        return False
    cache = document._cache
    return cache is not None and _OBSERVERS in cache


class Agent(threading.local):
    """A thread's mutation observer state (https://dom.spec.whatwg.org/#mutation-observers:
    the surrounding agent's).

    The pending observers are held weakly: where no microtask is queued (no loop, no queuer)
    the records would otherwise wait in them for a checkpoint that may never come, holding
    their nodes' documents for ever. While a microtask is queued they are also held strongly
    (``scheduled``), until it runs, as a browser's agent holds them."""

    def __init__(self) -> None:
        #: https://dom.spec.whatwg.org/#mutation-observer-microtask-queued
        self.microtask_queued = False
        #: https://dom.spec.whatwg.org/#mutation-observer-list (an insertion-ordered set): a
        #: weak reference to each observer by its ``id()``, forgotten when it is collected
        self.pending: dict[int, weakref.ref[MutationObserverImpl]] = {}
        #: the pending observers while the microtask that notifies them is queued
        self.scheduled: list[MutationObserverImpl] = []
        #: https://dom.spec.whatwg.org/#signal-slot-list (slots, held strongly, as a browser
        #: holds them until their slotchange event)
        self.signal_slots: list[Any] = []


#: The calling thread's agent.
surrounding_agent = Agent()


class MutationRecordImpl:
    """A ``MutationRecord`` (https://dom.spec.whatwg.org/#interface-mutationrecord)."""

    __slots__ = (
        "__weakref__",
        "_added_nodes",
        "_attribute_name",
        "_attribute_namespace",
        "_next_sibling",
        "_old_value",
        "_previous_sibling",
        "_removed_nodes",
        "_target",
        "_type",
    )

    #: The public class of the interface, set by the generated bindings.
    _interface_class: ClassVar[type[Any]]

    _type: str
    _target: NodeImpl
    #: The nodes, until the ``addedNodes``/``removedNodes`` NodeList is asked for (then the
    #: NodeList: ``_collections.added_nodes``).
    _added_nodes: Any
    _removed_nodes: Any
    _previous_sibling: NodeImpl | None
    _next_sibling: NodeImpl | None
    _attribute_name: str | None
    _attribute_namespace: str | None
    _old_value: str | None


class MutationObserverImpl:
    """A ``MutationObserver`` (https://dom.spec.whatwg.org/#interface-mutationobserver): its
    callback, record queue and node list (weak references to the nodes it observes).
    ``MutationObserverImpl(callback)`` runs the constructor steps."""

    __slots__ = ("__weakref__", "_callback", "_node_list", "_record_queue", "_registrations")

    #: The public class of the interface, set by the generated bindings.
    _interface_class: ClassVar[type[Any]]

    def __init__(self, callback: Callable[..., object] | None) -> None:
        """https://dom.spec.whatwg.org/#dom-mutationobserver-mutationobserver (``callback``
        converted: never None)."""
        assert callback is not None
        self._callback = callback
        self._record_queue: list[MutationRecordImpl] = []
        self._node_list: list[weakref.ref[NodeImpl]] = []
        #: The (non-transient) registered observer of this observer in each node's list, by
        #: node (held weakly): what step 7 of ``observe()`` finds without a walk.
        self._registrations: weakref.WeakKeyDictionary[NodeImpl, RegisteredObserver] = (
            weakref.WeakKeyDictionary()
        )

    def _nodes(self) -> list[NodeImpl]:
        """The nodes of the node list that still exist."""
        return [node for reference in self._node_list if (node := reference()) is not None]

    def _observe(self, target: NodeImpl, options: dict[str, Any]) -> None:
        """https://dom.spec.whatwg.org/#dom-mutationobserver-observe (``options`` converted:
        absent members missing)."""
        options = dict(options)
        if ("attributeOldValue" in options or "attributeFilter" in options) and (
            "attributes" not in options
        ):  # 1.
            options["attributes"] = True
        if "characterDataOldValue" in options and "characterData" not in options:  # 2.
            options["characterData"] = True
        if not (
            options.get("childList") or options.get("attributes") or options.get("characterData")
        ):  # 3.
            raise _observe_error(
                "must set at least one of 'attributes', 'characterData', or 'childList' to true"
            )
        if options.get("attributeOldValue") and not options.get("attributes"):  # 4.
            raise _observe_error(_ONLY_WHEN % ("'attributeOldValue' to true", "attributes"))
        if "attributeFilter" in options and not options.get("attributes"):  # 5.
            raise _observe_error(_ONLY_WHEN % ("'attributeFilter'", "attributes"))
        if options.get("characterDataOldValue") and not options.get("characterData"):  # 6.
            raise _observe_error(_ONLY_WHEN % ("'characterDataOldValue' to true", "characterData"))
        registered = self._registrations.get(target)
        if registered is not None:  # 7.
            # 7.1. (only the nodes given a transient from it can have one)
            for reference in registered.transients or ():
                node = reference()
                if node is not None:
                    _remove_transients(node, source=registered)
            registered.transients = None
            registered.options = Options(options)  # 7.2.
            return
        registered = RegisteredObserver(self, Options(options))
        STATE.lists.list_of(target).append(registered)  # 8.1.
        self._registrations[target] = registered
        self._node_list.append(weakref.ref(target))  # 8.2.
        _keep_alive(target._node_document, self)
        STATE.update_observed()

    def _disconnect(self) -> None:
        """https://dom.spec.whatwg.org/#dom-mutationobserver-disconnect"""
        for node in self._nodes():  # 1.
            _remove_registered(node, lambda r: r.reference() is self)
            kept = _kept_alive(node._node_document)
            if kept is not None:
                kept.pop(self, None)
        self._node_list.clear()
        self._registrations.clear()
        self._record_queue.clear()  # 2.
        STATE.update_observed()

    def _take_records(self) -> list[Any]:  # (MutationRecordImpl: the public class's)
        """https://dom.spec.whatwg.org/#dom-mutationobserver-takerecords"""
        records = self._record_queue
        self._record_queue = []
        return records


#: The key, in a document's ``_cache``, of the observers its nodes' registered observer lists
#: hold (an insertion-ordered set).
_OBSERVERS = "MutationObserver"


def _kept_alive(document: DocumentImpl) -> dict[MutationObserverImpl, None] | None:
    cache = document._cache
    return None if cache is None else cache.get(_OBSERVERS)  # type: ignore[return-value]


def _keep_alive(document: DocumentImpl, observer: MutationObserverImpl) -> None:
    """Make ``document`` keep ``observer`` alive: the Standard's registered observer list of
    a node holds its observers, and webapi's lists are a table of the module that holds them
    weakly; the node's document (which each node keeps alive) holds them instead. A cycle
    (the observer's records and callback may reference the document's nodes) that the
    garbage collector frees once the program drops them all."""
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    kept = cache.get(_OBSERVERS)
    if kept is None:
        kept = cache[_OBSERVERS] = {}
    kept[observer] = None  # type: ignore[index]


def observers_adopted(node: NodeImpl, document: DocumentImpl) -> None:
    """``node`` and its descendants (and their ``Attr`` nodes) now have ``document`` as node
    document: it keeps their observers alive from now on (:func:`_keep_alive`)."""
    lists = STATE.lists
    for descendant in inclusive_descendants(node):
        nodes: list[NodeImpl] = [descendant]
        if isinstance(descendant, ElementImpl) and type(descendant._attrs) is list:
            nodes.extend(descendant._attrs)
        for each in nodes:
            for registered in lists.get(each) or ():
                observer = registered.reference()
                if observer is not None:
                    _keep_alive(document, observer)


#: The TypeError of observe()'s steps 4.-6. (Chromium's words).
_ONLY_WHEN = "may only set %s when '%s' is true or not present"


def _observe_error(what: str) -> TypeError:
    return TypeError(
        f"Failed to execute 'observe' on 'MutationObserver': The options object {what}."
    )


def _remove_registered(node: NodeImpl, which: Callable[[RegisteredObserver], bool]) -> None:
    """Remove from ``node``'s registered observer list the registered observers ``which``
    selects (the list is forgotten once empty)."""
    registered_list = STATE.lists.get(node)
    if registered_list is None:
        return
    registered_list[:] = [r for r in registered_list if not which(r)]
    if not registered_list:
        STATE.lists.forget(node)


def _remove_transients(
    node: NodeImpl,
    observer: MutationObserverImpl | None = None,
    source: RegisteredObserver | None = None,
) -> None:
    """Remove from ``node``'s registered observer list the transient registered observers
    whose observer is ``observer`` (or whose source is ``source``)."""
    if source is not None:
        _remove_registered(node, lambda r: r.source is source)
    else:
        _remove_registered(node, lambda r: r.source is not None and r.reference() is observer)


def transient_observers_for_removal(node: NodeImpl, parent: NodeImpl) -> None:
    """Step 15 of https://dom.spec.whatwg.org/#concept-node-remove: for each inclusive ancestor
    of ``parent`` (``node``'s old parent), give ``node`` a transient registered observer for
    each of the ancestor's registered observers whose options' ``subtree`` is true."""
    lists = STATE.lists
    ancestor: NodeImpl | None = parent
    while ancestor is not None:
        registered_list = lists.get(ancestor)
        if registered_list:
            for registered in list(registered_list):
                observer = registered.reference()
                if registered.options.subtree and observer is not None:
                    transient = RegisteredObserver(observer, registered.options, registered)
                    lists.list_of(node).append(transient)
                    reference = weakref.ref(node)
                    observer._node_list.append(reference)
                    if registered.transients is None:
                        registered.transients = [reference]
                    else:
                        registered.transients.append(reference)
        ancestor = ancestor._parent


def queue_a_mutation_record(
    type: str,
    target: NodeImpl,
    name: str | None,
    namespace: str | None,
    old_value: str | None,
    added_nodes: list[NodeImpl],
    removed_nodes: list[NodeImpl],
    previous_sibling: NodeImpl | None,
    next_sibling: NodeImpl | None,
) -> None:
    """https://dom.spec.whatwg.org/#queue-a-mutation-record"""
    interested: dict[MutationObserverImpl, str | None] = {}  # 1.
    by_id = STATE.lists.by_id
    node: NodeImpl | None = target  # 2.
    while node is not None:  # 3.
        registered_list = by_id.get(id(node))
        if registered_list:
            for registered in registered_list:
                options = registered.options  # 3.1.
                # 3.2.: the record is not for the observer if ...
                if node is not target and not options.subtree:
                    continue
                if type == "attributes":
                    if not options.attributes:
                        continue
                    names = options.attribute_filter
                    if names is not None and (name not in names or namespace is not None):
                        continue
                    wants_old_value = options.attribute_old_value
                elif type == "characterData":
                    if not options.character_data:
                        continue
                    wants_old_value = options.character_data_old_value
                elif not options.child_list:
                    continue
                else:
                    wants_old_value = False
                observer = registered.reference()  # 3.2.1.
                if observer is None:
                    continue
                if observer not in interested:  # 3.2.2.
                    interested[observer] = None
                if wants_old_value:  # 3.2.3.
                    interested[observer] = old_value
        node = node._parent
    if not interested:
        return
    record_class = vars(MutationRecordImpl).get("_interface_class", MutationRecordImpl)
    agent = surrounding_agent
    pending = agent.pending
    for observer, mapped_old_value in interested.items():  # 4.
        record = record_class.__new__(record_class)
        record._type = type
        record._target = target
        record._attribute_name = name
        record._attribute_namespace = namespace
        record._old_value = mapped_old_value
        record._added_nodes = added_nodes  # (the NodeLists are made on first read)
        record._removed_nodes = removed_nodes
        record._previous_sibling = previous_sibling
        record._next_sibling = next_sibling
        observer._record_queue.append(record)
        key = id(observer)
        if key not in pending:
            pending[key] = weakref.ref(observer, functools.partial(_forget_pending, pending, key))
    _queue_a_mutation_observer_microtask(target)  # 5.
    if agent.microtask_queued:
        agent.scheduled.extend(interested)


def queue_a_tree_mutation_record(
    target: NodeImpl,
    added_nodes: list[NodeImpl],
    removed_nodes: list[NodeImpl],
    previous_sibling: NodeImpl | None,
    next_sibling: NodeImpl | None,
) -> None:
    """https://dom.spec.whatwg.org/#queue-a-tree-mutation-record"""
    assert added_nodes or removed_nodes  # 1.
    queue_a_mutation_record(
        "childList",
        target,
        None,
        None,
        None,
        added_nodes,
        removed_nodes,
        previous_sibling,
        next_sibling,
    )


def _queue_a_mutation_observer_microtask(target: NodeImpl) -> None:
    """https://dom.spec.whatwg.org/#queue-a-mutation-observer-compound-microtask, on the event
    loop of the target's document (see the module docstring)."""
    agent = surrounding_agent
    if agent.microtask_queued:  # 1.
        return
    loop = event_loop_of(target._node_document)
    if not loop.driven():
        return  # (the records wait for a checkpoint or takeRecords())
    agent.microtask_queued = True  # 2.
    loop.queue_a_microtask(notify_mutation_observers)  # 3.


def _forget_pending(
    pending: dict[int, weakref.ref[MutationObserverImpl]], key: int, reference: object
) -> None:
    """A pending observer was collected (with its records: see :class:`Agent`)."""
    if pending.get(key) is reference:
        del pending[key]


def perform_a_microtask_checkpoint() -> None:
    """Perform a microtask checkpoint of the calling thread's event loop, and notify mutation
    observers now (whose microtask was not queued where nothing runs the loop): call each
    observer that has records with them, in the order the observers first had a record
    pending, and again for the records their callbacks made (a browser's checkpoint runs the
    microtask they queue before it ends). Where no asyncio loop runs the loop, this is how
    observers' callbacks run (see :mod:`webapi.dom`'s "How time passes")."""
    current_event_loop().perform_a_microtask_checkpoint()
    agent = surrounding_agent
    while agent.pending or agent.signal_slots:  # (records a callback made: the same checkpoint's)
        notify_mutation_observers()


def signal_a_slot_change(slot: NodeImpl) -> None:
    """https://dom.spec.whatwg.org/#signal-a-slot-change: append the slot to the signal slots
    (once) and queue a mutation observer microtask."""
    agent = surrounding_agent
    if not any(s is slot for s in agent.signal_slots):
        agent.signal_slots.append(slot)  # 1.
    _queue_a_mutation_observer_microtask(slot)  # 2.


def notify_mutation_observers() -> None:
    """https://dom.spec.whatwg.org/#notify-mutation-observers"""
    state, agent = STATE, surrounding_agent
    agent.microtask_queued = False  # 1.
    notify_set = [o for reference in agent.pending.values() if (o := reference()) is not None]  # 2.
    agent.pending.clear()  # 3.
    agent.scheduled = []
    signal_set = agent.signal_slots  # 4.
    agent.signal_slots = []  # 5.
    for observer in notify_set:  # 5.
        records = observer._take_records()  # 5.1.-5.2.
        nodes = observer._nodes()
        for node in nodes:  # 5.3.
            _remove_transients(node, observer=observer)
        lists = state.lists  # (the node list forgets the nodes it no longer observes)
        observer._node_list = [
            weakref.ref(node)
            for node in dict.fromkeys(nodes)
            if any(r.reference() is observer for r in lists.get(node) or ())
        ]
        if records:  # 5.4.
            _invoke(observer, records)
    state.update_observed()
    for slot in signal_set:  # 6.
        fire_an_event("slotchange", slot, bubbles=True)


def _invoke(observer: MutationObserverImpl, records: list[MutationRecordImpl]) -> None:
    """Invoke the observer's callback with « records, observer » and "report", the callback
    this value being the observer."""
    callback = observer._callback
    reported = getattr(callback, "callback", callback)  # (a UserCallback's object)
    try:
        result = callback(records, observer)
    except Exception as exception:
        report_the_exception(exception, _CALLBACK_RAISED, reported)
        return
    if result is not None and is_coroutine(result):  # an async def's: run as a listener's
        run_a_coroutine(
            result, lambda exception: report_the_exception(exception, _CALLBACK_RAISED, reported)
        )


_CALLBACK_RAISED = "Exception in a MutationObserver's callback"
