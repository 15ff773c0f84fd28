"""A user callback receives as many of the arguments as it accepts positionally, as a JavaScript
function ignores the ones it does not declare (``webapi._webidl._callbacks``): what each kind of
Python callable accepts, read from its code object for plain functions and methods, from its
signature for the rest."""

from __future__ import annotations

import functools
from typing import Any

from webapi._webidl._callbacks import UserCallback, positional_capacity


def none() -> None: ...
def two(a: Any, b: Any) -> None: ...
def defaults(a: Any, b: Any = 1, *, c: Any = 2) -> None: ...
def only(a: Any, /, b: Any) -> None: ...
def rest(a: Any, *more: Any) -> None: ...


class Thing:
    def method(self, a: Any) -> None: ...

    @classmethod
    def klass(cls, a: Any, b: Any) -> None: ...

    @staticmethod
    def static(a: Any, b: Any, c: Any) -> None: ...

    def __call__(self, a: Any, b: Any) -> None: ...


def wrapped(a: Any, b: Any, c: Any) -> None: ...


@functools.wraps(wrapped)
def wrapper(*arguments: Any) -> None: ...  # (its signature is wrapped's: inspect says 3)


def test_each_kind_of_callable_takes_what_it_declares() -> None:
    cases = [
        (none, 0),
        (two, 2),
        (defaults, 2),  # (keyword-only parameters take no positional argument)
        (only, 2),
        (rest, 5),
        (lambda: None, 0),
        (lambda x, y=0: None, 2),
        (Thing().method, 1),
        (Thing.klass, 2),
        (Thing.static, 3),
        (Thing(), 2),
        (wrapper, 3),
        (functools.partial(two, 1), 1),
        (print, 5),  # (a builtin whose signature says *args)
        ([].append, 1),
        ([1].append, 1),  # (kept for list.append: asked again)
        ({}.get, 2),
        (divmod, 2),
    ]
    for callback, accepted in cases:
        assert positional_capacity(callback, 5) == accepted, callback
    assert positional_capacity(two, 1) == 1  # never more than were given


def test_a_user_callback_drops_the_arguments_its_function_does_not_take() -> None:
    seen: list[tuple[Any, ...]] = []
    assert UserCallback(lambda a: seen.append((a,)))(1, 2, 3) is None
    UserCallback(lambda *a: seen.append(a))(1, 2, 3)
    UserCallback(lambda: seen.append(()))(1, 2, 3)
    assert seen == [(1,), (1, 2, 3), ()]
