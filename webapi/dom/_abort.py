"""Aborting ongoing activities (https://dom.spec.whatwg.org/#aborting-ongoing-activities):
``AbortController`` and ``AbortSignal`` as implementation classes (the public classes derive
from them and call their ``_``-prefixed members), and the algorithms under their names: signal
abort, run the abort steps, create a dependent abort signal, an abort signal's add and remove.

A reason of ``None`` is JavaScript's undefined: webapi's bindings give None both for a reason
left out and for ``None`` (Python has one value for JavaScript's null and undefined), so
``abort(None)`` aborts with an "AbortError" ``DOMException``, and a signal is aborted when its
reason (``_reason``) is not None.

``throwIfAborted()`` raises the reason itself when it is an exception (a ``DOMException`` unless
the caller gave another); Python cannot raise another value (``abort("stop")``), so it raises
:class:`AbortReasonError`, whose ``reason`` is the value.

``AbortSignal.timeout(ms)`` is a timer of the calling thread's event loop
(:mod:`webapi.eventloop`): it aborts when the loop runs it, ``ms`` after the call or later (on
the running asyncio loop; in a plain script, when the program runs the loop).

Garbage collection (https://dom.spec.whatwg.org/#abort-signal-garbage-collection): a signal
holds its source signals and its dependent signals weakly, so an ``AbortSignal.any(...)`` result
nothing uses is collected, and leaves its sources' sets; one that is not aborted, has a source,
and has ``abort`` listeners or abort algorithms is held strongly by its sources until it is
aborted or they are gone, as the Standard requires (its listeners must still run).

Thread safety: a signal is used by one thread at a time (its timeout runs in the thread whose
event loop it was queued on).
"""

from __future__ import annotations

import weakref

from webapi._lazy import lazy_imports

from ._event import new_object
from ._event_handlers import get_event_handler, set_event_handler
from ._events import EventTargetImpl, fire_an_event
from ._exception import DOMException

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator
    from typing import Any, ClassVar

    from webapi.eventloop import current_event_loop
else:  # (the event loop loads with the first AbortSignal.timeout())
    lazy_imports(globals(), "webapi.eventloop", ("current_event_loop",))

__all__ = [
    "AbortControllerImpl",
    "AbortReasonError",
    "AbortSignalImpl",
    "create_a_dependent_abort_signal",
    "run_the_abort_steps",
    "signal_abort",
]


class AbortReasonError(Exception):
    """What ``throwIfAborted()`` raises for an abort reason that is not an exception (JavaScript
    throws the value itself): ``reason`` is the value."""

    def __init__(self, reason: object) -> None:
        super().__init__(reason)
        self.reason = reason

    def __reduce__(self) -> tuple[type[AbortReasonError], tuple[object]]:
        return (type(self), (self.reason,))


class _WeakSignals:
    """A weak set of signals (the Standard's "weak set": ordered, held weakly), whose members
    leave it when collected; :meth:`hold` makes it hold a member strongly for a while."""

    __slots__ = ("__weakref__", "_refs")

    def __init__(self) -> None:
        #: A weak reference to each member -> the member, while held strongly, else None.
        self._refs: dict[weakref.ref[AbortSignalImpl], AbortSignalImpl | None] = {}

    def add(self, signal: AbortSignalImpl) -> None:
        refs = self._refs
        if weakref.ref(signal) in refs:  # an equal reference: the same live signal
            return
        own = weakref.ref(self)

        def collected(ref: weakref.ref[AbortSignalImpl]) -> None:
            members = own()
            if members is not None:
                members._refs.pop(ref, None)

        refs[weakref.ref(signal, collected)] = None

    def hold(self, signal: AbortSignalImpl, strongly: bool) -> None:
        """Hold the member ``signal`` strongly, or weakly again."""
        key = weakref.ref(signal)
        if key in self._refs:
            self._refs[key] = signal if strongly else None  # the key stays the first one

    def __iter__(self) -> Iterator[AbortSignalImpl]:
        for ref in list(self._refs):  # a collection may change the dict
            signal = ref()
            if signal is not None:
                yield signal

    def __bool__(self) -> bool:
        return any(ref() is not None for ref in list(self._refs))


class AbortSignalImpl(EventTargetImpl):
    """An ``AbortSignal`` (https://dom.spec.whatwg.org/#interface-AbortSignal): its abort reason
    (``_reason``, None while not aborted), abort algorithms (an ordered set: a dict's keys, or
    None while empty), dependent flag, source signals and dependent signals (weak sets, None
    while empty). ``AbortSignalImpl()`` is a new signal (the interface has no constructor)."""

    __slots__ = (
        "_abort_algorithms",
        "_dependent",
        "_dependent_signals",
        "_reason",
        "_source_signals",
    )

    def __init__(self) -> None:
        self._listeners = None
        self._reason: object = None
        self._abort_algorithms: dict[Callable[[], object], None] | None = None
        self._dependent = False
        self._source_signals: _WeakSignals | None = None
        self._dependent_signals: _WeakSignals | None = None

    # IDL members (``reason`` is the slot ``_reason``).

    @staticmethod
    def _abort(reason: object = None) -> AbortSignalImpl:
        """https://dom.spec.whatwg.org/#dom-abortsignal-abort"""
        signal = _new_signal(AbortSignalImpl)  # 1.
        signal._reason = _reason_or_abort_error(reason)  # 2.
        return signal  # 3.

    @staticmethod
    def _timeout(milliseconds: int) -> AbortSignalImpl:
        """https://dom.spec.whatwg.org/#dom-abortsignal-timeout (how time passes: the calling
        thread's event loop, :mod:`webapi.eventloop`)."""
        signal = _new_signal(AbortSignalImpl)  # 1.

        def steps() -> None:  # 3.1.
            signal_abort(signal, DOMException("signal timed out", "TimeoutError"))

        current_event_loop().run_steps_after_a_timeout(milliseconds, steps)  # 3.
        return signal  # 4.

    @staticmethod
    def _any(signals: Iterable[AbortSignalImpl]) -> AbortSignalImpl:
        """https://dom.spec.whatwg.org/#dom-abortsignal-any"""
        return create_a_dependent_abort_signal(signals, AbortSignalImpl)

    @property
    def _aborted(self) -> bool:
        """https://dom.spec.whatwg.org/#abortsignal-aborted: the reason is not undefined."""
        return self._reason is not None

    def _throw_if_aborted(self) -> None:
        """https://dom.spec.whatwg.org/#dom-abortsignal-throwifaborted (a reason that is not
        an exception is raised as :class:`AbortReasonError`)."""
        reason = self._reason
        if reason is None:
            return
        if isinstance(reason, BaseException):
            raise reason
        raise AbortReasonError(reason)

    @property
    def _onabort(self) -> Any:
        """https://dom.spec.whatwg.org/#dom-abortsignal-onabort: an event handler IDL
        attribute (:mod:`._event_handlers`, which the generated ``onabort`` calls)."""
        return get_event_handler(self, "onabort")

    @_onabort.setter
    def _onabort(self, value: object) -> None:
        set_event_handler(self, "onabort", value)

    # The abort algorithms.

    def _add_algorithm(self, algorithm: Callable[[], object]) -> None:
        """https://dom.spec.whatwg.org/#abortsignal-add"""
        if self._reason is not None:  # 1.
            return
        algorithms = self._abort_algorithms  # 2.
        if algorithms is None:
            algorithms = self._abort_algorithms = {}
        algorithms[algorithm] = None
        _hold_if_needed(self)

    def _remove_algorithm(self, algorithm: Callable[[], object]) -> None:
        """https://dom.spec.whatwg.org/#abortsignal-remove"""
        algorithms = self._abort_algorithms
        if algorithms is not None:
            algorithms.pop(algorithm, None)
            _hold_if_needed(self)

    def _listeners_changed(self) -> None:
        _hold_if_needed(self)


class AbortControllerImpl:
    """An ``AbortController`` (https://dom.spec.whatwg.org/#interface-abortcontroller): its
    signal (``_signal``, the IDL attribute ``signal``). ``AbortControllerImpl()`` runs the
    constructor steps."""

    __slots__ = ("__weakref__", "_signal")

    #: The public class of the interface, set by the generated bindings (see ``new_object``).
    _interface_class: ClassVar[type[Any]]

    def __init__(self) -> None:
        """https://dom.spec.whatwg.org/#dom-abortcontroller-abortcontroller"""
        self._signal = _new_signal(AbortSignalImpl)  # 1., 2.

    def _abort(self, reason: object = None) -> None:
        """https://dom.spec.whatwg.org/#dom-abortcontroller-abort: signal abort on the
        controller (https://dom.spec.whatwg.org/#abortcontroller-signal-abort), that is, on
        its signal."""
        signal_abort(self._signal, reason)


def _new_signal(signal_interface: type[AbortSignalImpl]) -> AbortSignalImpl:
    """A new object implementing ``AbortSignal`` (or the interface of ``signal_interface``)."""
    signal = new_object(signal_interface)
    AbortSignalImpl.__init__(signal)
    return signal


def _reason_or_abort_error(reason: object) -> object:
    """The reason, if given; otherwise a new "AbortError" ``DOMException``."""
    if reason is not None:
        return reason
    return DOMException("signal is aborted without reason", "AbortError")


def _hold_if_needed(signal: AbortSignalImpl) -> None:
    """Make the sources of a dependent signal hold it strongly while the garbage collection
    section forbids collecting it (not aborted, a source, and ``abort`` listeners or abort
    algorithms), weakly otherwise."""
    sources = signal._source_signals
    if sources is None:
        return
    needed = signal._reason is None and (
        bool(signal._abort_algorithms)
        or any(listener.type == "abort" for listener in signal._listeners or ())
    )
    for source in sources:
        dependents = source._dependent_signals
        if dependents is not None:
            dependents.hold(signal, needed)


def signal_abort(signal: AbortSignalImpl, reason: object = None) -> None:
    """https://dom.spec.whatwg.org/#abortsignal-signal-abort"""
    if signal._reason is not None:  # 1.
        return
    signal._reason = _reason_or_abort_error(reason)  # 2.
    dependent_signals_to_abort = []  # 3.
    for dependent_signal in signal._dependent_signals or ():  # 4.
        if dependent_signal._reason is None:
            dependent_signal._reason = signal._reason
            dependent_signals_to_abort.append(dependent_signal)
    run_the_abort_steps(signal)  # 5.
    for dependent_signal in dependent_signals_to_abort:  # 6.
        run_the_abort_steps(dependent_signal)


def run_the_abort_steps(signal: AbortSignalImpl) -> None:
    """https://dom.spec.whatwg.org/#run-the-abort-steps (the set is emptied before its
    algorithms run, rather than after: none can be added to an aborted signal, and one that
    removes itself while running changes nothing then)."""
    algorithms = signal._abort_algorithms
    signal._abort_algorithms = None  # 2.
    for algorithm in algorithms or ():  # 1.
        algorithm()
    fire_an_event("abort", signal)  # 3.
    _hold_if_needed(signal)  # aborted: its sources need no longer hold it


def create_a_dependent_abort_signal(
    signals: Iterable[AbortSignalImpl], signal_interface: type[AbortSignalImpl]
) -> AbortSignalImpl:
    """https://dom.spec.whatwg.org/#create-a-dependent-abort-signal (no realm: webapi has
    one)."""
    signals = list(signals)
    result_signal = _new_signal(signal_interface)  # 1.
    for signal in signals:  # 2.
        if signal._reason is not None:
            result_signal._reason = signal._reason
            return result_signal
    result_signal._dependent = True  # 3.
    sources = result_signal._source_signals = _WeakSignals()
    for signal in signals:  # 4.
        if not signal._dependent:  # 4.1.
            sources.add(signal)
            _dependents(signal).add(result_signal)
        else:  # 4.2.
            for source_signal in signal._source_signals or ():
                assert source_signal._reason is None and not source_signal._dependent
                sources.add(source_signal)
                _dependents(source_signal).add(result_signal)
    return result_signal  # 5.


def _dependents(signal: AbortSignalImpl) -> _WeakSignals:
    """The signal's dependent signals, made on first need."""
    dependents = signal._dependent_signals
    if dependents is None:
        dependents = signal._dependent_signals = _WeakSignals()
    return dependents
