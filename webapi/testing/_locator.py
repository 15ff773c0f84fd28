"""Playwright's ``Locator`` over a webapi window (https://playwright.dev/python/docs/api/class-locator):
a lazy query, resolved against the window's current document at each call.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from webapi.aria import is_rendered_hidden

from . import _actions
from ._engines import (
    Engine,
    attribute_engine,
    in_tree_order,
    label_engine,
    role_engine,
    selector_engine,
    text_engine,
)
from ._errors import Error
from ._role import RoleQuery, checked, disabled
from ._text import attribute_matcher, element_text, skipped, text_matcher

__all__ = ["Locating", "Locator"]

_MAX_LISTED = 10


def _quote(value: Any) -> str:
    if isinstance(value, re.Pattern):
        return f"re.compile({value.pattern!r})"
    return repr(value).replace("'", '"') if '"' not in str(value) else repr(value)


class Locating:
    """The ``get_by_*`` and ``locator`` methods shared by :class:`~webapi.testing.Page` and
    :class:`Locator`."""

    __slots__ = ()

    def _chain(self, engine: Engine, description: str) -> Locator:
        raise NotImplementedError

    def locator(
        self,
        selector_or_locator: str | Locator,
        *,
        has_text: str | re.Pattern[str] | None = None,
        has_not_text: str | re.Pattern[str] | None = None,
        has: Locator | None = None,
        has_not: Locator | None = None,
    ) -> Locator:
        """The elements a CSS selector (or ``xpath=...``, ``//...``) matches inside this
        scope; a :class:`Locator` given: its elements inside this scope. The keyword
        arguments filter as :meth:`Locator.filter`."""
        if isinstance(selector_or_locator, Locator):
            inner = selector_or_locator

            def within(scope: Any) -> list[Any]:
                mine = [e for e in inner._resolve() if scope.contains(e) and e is not scope]
                return mine

            found = self._chain(within, f"locator({inner._description})")
        elif isinstance(selector_or_locator, str):
            engine = selector_engine(selector_or_locator)
            found = self._chain(engine, f"locator({_quote(selector_or_locator)})")
        else:
            raise TypeError("'selector_or_locator' must be a str or a Locator")
        if has_text is None and has_not_text is None and has is None and has_not is None:
            return found
        return found.filter(has_text=has_text, has_not_text=has_not_text, has=has, has_not=has_not)

    def get_by_role(
        self,
        role: str,
        *,
        name: str | re.Pattern[str] | None = None,
        exact: bool | None = None,
        checked: bool | None = None,
        disabled: bool | None = None,
        expanded: bool | None = None,
        include_hidden: bool | None = None,
        level: int | None = None,
        pressed: bool | None = None,
        selected: bool | None = None,
        description: str | re.Pattern[str] | None = None,
    ) -> Locator:
        """The elements of ``role`` (the computed role), with the accessible ``name``
        (substring, case-insensitive, white space normalized; ``exact``: the whole name,
        case-sensitive; a ``re.Pattern``: searched), the accessible ``description`` (matched
        as the name) and the states given; hidden elements only with ``include_hidden``."""
        if not isinstance(role, str):
            raise TypeError("get_by_role(): 'role' must be a str")
        states = {
            key: value
            for key, value in (
                ("checked", checked),
                ("disabled", disabled),
                ("expanded", expanded),
                ("level", level),
                ("pressed", pressed),
                ("selected", selected),
            )
            if value is not None
        }
        matcher = None if name is None else text_matcher(name, bool(exact), "name")
        about = (
            None if description is None else text_matcher(description, bool(exact), "description")
        )
        query = RoleQuery(role, matcher, bool(include_hidden), states, about)
        described = [_quote(role)]
        if name is not None:
            described.append(f"name={_quote(name)}")
        if description is not None:
            described.append(f"description={_quote(description)}")
        if exact:
            described.append("exact=True")
        described += [f"{key}={value!r}" for key, value in states.items()]
        if include_hidden:
            described.append("include_hidden=True")
        return self._chain(role_engine(query), f"get_by_role({', '.join(described)})")

    def get_by_text(self, text: str | re.Pattern[str], *, exact: bool | None = None) -> Locator:
        """The smallest elements whose text matches ``text`` (elements containing it none of
        whose child elements do)."""
        matcher = text_matcher(text, bool(exact), "text")
        return self._chain(text_engine(matcher), _described("get_by_text", text, exact))

    def get_by_label(self, text: str | re.Pattern[str], *, exact: bool | None = None) -> Locator:
        """The elements labelled by ``text``: by ``aria-labelledby``, ``aria-label`` or their
        ``label`` elements."""
        matcher = text_matcher(text, bool(exact), "text")
        return self._chain(label_engine(matcher), _described("get_by_label", text, exact))

    def get_by_placeholder(
        self, text: str | re.Pattern[str], *, exact: bool | None = None
    ) -> Locator:
        """The elements whose ``placeholder`` attribute matches ``text``."""
        return self._attribute("placeholder", "get_by_placeholder", text, exact)

    def get_by_alt_text(self, text: str | re.Pattern[str], *, exact: bool | None = None) -> Locator:
        """The elements whose ``alt`` attribute matches ``text``."""
        return self._attribute("alt", "get_by_alt_text", text, exact)

    def get_by_title(self, text: str | re.Pattern[str], *, exact: bool | None = None) -> Locator:
        """The elements whose ``title`` attribute matches ``text``."""
        return self._attribute("title", "get_by_title", text, exact)

    def get_by_test_id(self, test_id: str | re.Pattern[str]) -> Locator:
        """The elements whose ``data-testid`` attribute is ``test_id`` (exactly; a
        ``re.Pattern``: searched)."""
        matcher = attribute_matcher(test_id, True, "test_id")
        engine = attribute_engine("data-testid", matcher)
        return self._chain(engine, f"get_by_test_id({_quote(test_id)})")

    def _attribute(self, attribute: str, method: str, text: Any, exact: bool | None) -> Locator:
        matcher = attribute_matcher(text, bool(exact), "text")
        return self._chain(attribute_engine(attribute, matcher), _described(method, text, exact))


def _described(method: str, text: Any, exact: bool | None) -> str:
    return f"{method}({_quote(text)}{', exact=True' if exact else ''})"


class Locator(Locating):
    """A lazy set of elements of a page (see the module's docstring)."""

    __slots__ = ("_description", "_page", "_resolver")

    def __init__(self, page: Any, resolver: Callable[[], list[Any]], description: str) -> None:
        self._page = page
        self._resolver = resolver
        self._description = description

    def __repr__(self) -> str:
        return f"<Locator {self._description}>"

    @property
    def page(self) -> Any:
        """The :class:`~webapi.testing.Page` this locator belongs to."""
        return self._page

    def _resolve(self) -> list[Any]:
        return self._resolver()

    def _chain(self, engine: Engine, description: str) -> Locator:
        outer = self._resolve

        def resolve() -> list[Any]:
            return in_tree_order(e for scope in outer() for e in engine(scope))

        return Locator(self._page, resolve, f"{self._description}.{description}")

    def _derived(self, pick: Callable[[list[Any]], list[Any]], description: str) -> Locator:
        outer = self._resolve
        return Locator(self._page, lambda: pick(outer()), f"{self._description}{description}")

    # -- the set ------------------------------------------------------------------------

    def count(self) -> int:
        """How many elements match now."""
        return len(self._resolve())

    def all(self) -> list[Locator]:
        """A locator for each element matching now (``nth(i)`` of this one)."""
        return [self.nth(i) for i in range(self.count())]

    @property
    def first(self) -> Locator:
        """The first element matching."""
        return self._derived(lambda found: found[:1], ".first")

    @property
    def last(self) -> Locator:
        """The last element matching."""
        return self._derived(lambda found: found[-1:], ".last")

    def nth(self, index: int) -> Locator:
        """The element at ``index`` (zero-based; negative: from the end)."""
        if isinstance(index, bool) or not isinstance(index, int):
            raise TypeError("nth(): 'index' must be an int")

        def pick(found: list[Any]) -> list[Any]:
            if index < 0:
                return found[index : len(found) + index + 1] if -index <= len(found) else []
            return found[index : index + 1]

        return self._derived(pick, f".nth({index})")

    def filter(
        self,
        *,
        has_text: str | re.Pattern[str] | None = None,
        has_not_text: str | re.Pattern[str] | None = None,
        has: Locator | None = None,
        has_not: Locator | None = None,
        visible: bool | None = None,
    ) -> Locator:
        """The elements that contain ``has_text`` somewhere in their text (and not
        ``has_not_text``), that have a descendant ``has`` matches (and none ``has_not``
        does; those locators are resolved inside each element), that are visible or not."""
        tests: list[Callable[[Any, dict[int, str]], bool]] = []
        parts = []
        if has_text is not None:
            shown = text_matcher(has_text, False, "has_text")
            tests.append(lambda e, cache: not skipped(e) and shown.matches(element_text(e, cache)))
            parts.append(f"has_text={_quote(has_text)}")
        if has_not_text is not None:
            hidden = text_matcher(has_not_text, False, "has_not_text")
            tests.append(lambda e, cache: skipped(e) or not hidden.matches(element_text(e, cache)))
            parts.append(f"has_not_text={_quote(has_not_text)}")
        if has is not None:
            tests.append(lambda e, cache: _has(e, has))
            parts.append(f"has={has._description}")
        if has_not is not None:
            tests.append(lambda e, cache: not _has(e, has_not))
            parts.append(f"has_not={has_not._description}")
        if visible is not None:
            tests.append(lambda e, cache: (not is_rendered_hidden(e)) == visible)
            parts.append(f"visible={visible!r}")

        def pick(found: list[Any]) -> list[Any]:
            cache: dict[int, str] = {}
            return [e for e in found if all(test(e, cache) for test in tests)]

        return self._derived(pick, f".filter({', '.join(parts)})")

    def and_(self, locator: Locator) -> Locator:
        """The elements both this locator and ``locator`` match."""
        other = locator._resolve

        def pick(found: list[Any]) -> list[Any]:
            also = {id(e) for e in other()}
            return [e for e in found if id(e) in also]

        return self._derived(pick, f".and_({locator._description})")

    def or_(self, locator: Locator) -> Locator:
        """The elements either this locator or ``locator`` matches, in tree order."""
        other = locator._resolve
        return self._derived(
            lambda found: in_tree_order([*found, *other()]), f".or_({locator._description})"
        )

    # -- one element ----------------------------------------------------------------------

    def _one(self, method: str) -> Any:
        found = self._resolve()
        if len(found) == 1:
            return found[0]
        if not found:
            raise Error(f"Locator.{method}: no element matches {self._description}")
        listed = "\n".join(
            f"    {i}) {_outline(e)}" for i, e in enumerate(found[:_MAX_LISTED], start=1)
        )
        more = f"\n    ...and {len(found) - _MAX_LISTED} more" if len(found) > _MAX_LISTED else ""
        raise Error(
            f"Locator.{method}: Error: strict mode violation: {self._description} resolved "
            f"to {len(found)} elements:\n{listed}{more}"
        )

    def element_handle(self) -> Any:
        """The one element matching (the webapi ``Element`` itself; strict)."""
        return self._one("element_handle")

    def text_content(self) -> str | None:
        """The element's ``textContent``."""
        return self._one("text_content").textContent  # type: ignore[no-any-return]

    def inner_text(self) -> str:
        """The element's ``innerText``."""
        return self._one("inner_text").innerText  # type: ignore[no-any-return]

    def inner_html(self) -> str:
        """The element's ``innerHTML``."""
        return self._one("inner_html").innerHTML  # type: ignore[no-any-return]

    def get_attribute(self, name: str) -> str | None:
        """The element's attribute ``name`` (``None`` when absent)."""
        return self._one("get_attribute").getAttribute(name)  # type: ignore[no-any-return]

    def input_value(self) -> str:
        """The value of the ``input``, ``textarea`` or ``select`` element."""
        element = self._one("input_value")
        if element.localName not in ("input", "textarea", "select"):
            raise Error(
                "Locator.input_value: Error: Node is not an <input>, <textarea> or <select> element"
            )
        return element.value  # type: ignore[no-any-return]

    def is_visible(self) -> bool:
        """Whether the element is rendered and not invisible (no layout: ``display``,
        ``visibility``, closed ``details``; an empty element counts as visible); ``False``
        when nothing matches."""
        found = self._resolve()
        if not found:
            return False
        return not is_rendered_hidden(self._one("is_visible"))

    def is_hidden(self) -> bool:
        """``not is_visible()``."""
        return not self.is_visible()

    def is_checked(self) -> bool:
        """Whether the checkbox or radio button (or ``aria-checked`` element) is checked."""
        state = checked(self._one("is_checked"))
        if state is None:
            raise Error("Locator.is_checked: Error: Not a checkbox or radio button")
        return state is True

    def is_disabled(self) -> bool:
        """Whether the element is disabled (``:disabled``, or ``aria-disabled``)."""
        return disabled(self._one("is_disabled"))

    def is_enabled(self) -> bool:
        """``not is_disabled()``."""
        return not disabled(self._one("is_enabled"))

    def aria_snapshot(self, *, timeout: float | None = None) -> str:
        """The element's aria snapshot: Playwright's YAML of its accessibility tree (roles,
        names in quotes, states in brackets, texts, a link's ``/url``; docs/testing.md,
        "Aria snapshots"). ``timeout`` is accepted for Playwright's signature (nothing is
        waited for)."""
        from ._aria_snapshot import aria_tree, render_yaml

        return render_yaml(aria_tree(self._one("aria_snapshot")))

    def all_text_contents(self) -> list[str]:
        """Each matching element's ``textContent``."""
        return [e.textContent or "" for e in self._resolve()]

    def all_inner_texts(self) -> list[str]:
        """Each matching element's ``innerText``."""
        return [e.innerText for e in self._resolve()]

    # -- actions (webapi/testing/_actions.py) ----------------------------------------------

    def click(
        self,
        *,
        button: str = "left",
        click_count: int = 1,
        modifiers: list[str] | None = None,
        timeout: float | None = None,
        force: bool = False,
        trial: bool = False,
    ) -> None:
        """Click the element as Playwright does: actionable (visible, enabled), the pointer
        moved over it, ``button`` pressed and released ``click_count`` times, with
        Chromium's events (docs/testing.md)."""
        _actions.click(
            self,
            "click",
            button=button,
            click_count=click_count,
            modifiers=modifiers,
            timeout=timeout,
            force=force,
            trial=trial,
        )

    def dblclick(
        self,
        *,
        button: str = "left",
        modifiers: list[str] | None = None,
        timeout: float | None = None,
        force: bool = False,
        trial: bool = False,
    ) -> None:
        """Double-click the element (two presses; ``dblclick`` after the second ``click``)."""
        _actions.click(
            self,
            "dblclick",
            button=button,
            click_count=2,
            modifiers=modifiers,
            timeout=timeout,
            force=force,
            trial=trial,
        )

    def hover(self, *, timeout: float | None = None, force: bool = False) -> None:
        """Move the pointer over the element (the boundary events, ``pointermove``,
        ``mousemove``)."""
        _actions.hover(self, timeout=timeout, force=force)

    def focus(self, *, timeout: float | None = None) -> None:
        """Focus the element (``element.focus()``)."""
        _actions.actionable(self, "focus", (), timeout).focus()

    def blur(self, *, timeout: float | None = None) -> None:
        """Unfocus the element (``element.blur()``)."""
        _actions.actionable(self, "blur", (), timeout).blur()

    def fill(self, value: str, *, timeout: float | None = None, force: bool = False) -> None:
        """Replace the value of the ``input``, ``textarea`` or editing host by ``value``
        as Playwright's ``fill`` (no key events)."""
        _actions.fill(self, value, timeout=timeout, force=force)

    def clear(self, *, timeout: float | None = None, force: bool = False) -> None:
        """``fill("")``."""
        _actions.fill(self, "", timeout=timeout, force=force)

    def press(self, key: str, *, timeout: float | None = None) -> None:
        """Focus the element and press ``key`` (``"Enter"``, ``"Shift+A"``, ``"Control+a"``)."""
        _actions.press(self, key, timeout=timeout)

    def press_sequentially(self, text: str, *, timeout: float | None = None) -> None:
        """Focus the element and press a key for each character of ``text``."""
        _actions.press_sequentially(self, text, timeout=timeout)

    def type(self, text: str, *, timeout: float | None = None) -> None:
        """``press_sequentially`` (Playwright's deprecated name)."""
        _actions.press_sequentially(self, text, timeout=timeout)

    def check(
        self, *, timeout: float | None = None, force: bool = False, trial: bool = False
    ) -> None:
        """Check the checkbox or radio button (clicked, unless checked already)."""
        _actions.check(self, True, "check", timeout=timeout, force=force, trial=trial)

    def uncheck(
        self, *, timeout: float | None = None, force: bool = False, trial: bool = False
    ) -> None:
        """Uncheck the checkbox (clicked, unless unchecked already)."""
        _actions.check(self, False, "uncheck", timeout=timeout, force=force, trial=trial)

    def set_checked(
        self,
        checked: bool,
        *,
        timeout: float | None = None,
        force: bool = False,
        trial: bool = False,
    ) -> None:
        """``check()`` or ``uncheck()``."""
        _actions.check(
            self, bool(checked), "set_checked", timeout=timeout, force=force, trial=trial
        )

    def select_option(
        self,
        value: str | list[str] | None = None,
        *,
        index: int | list[int] | None = None,
        label: str | list[str] | None = None,
        timeout: float | None = None,
        force: bool = False,
    ) -> list[str]:
        """Select the ``select``'s options given by value (or label), ``index`` or
        ``label``; returns the values selected."""
        return _actions.select_option(
            self, value, index=index, label=label, timeout=timeout, force=force
        )

    def set_input_files(self, files: Any, *, timeout: float | None = None) -> None:
        """Select ``files`` on the ``<input type=file>`` (or the control of a ``label``):
        a path, a :class:`~webapi.testing.FilePayload` (``{"name", "mimeType",
        "buffer"}``), a list of either, or ``[]`` to clear; then ``input`` and ``change``
        as Chromium fires them under Playwright (``webapi.testing._files``)."""
        from ._files import set_input_files

        set_input_files(self, files, timeout=timeout)


def _has(element: Any, inner: Locator) -> bool:
    return any(element.contains(e) and e is not element for e in inner._resolve())


def _outline(element: Any) -> str:
    """An element as a strict mode violation lists it: its start tag and text, shortened."""
    tag = element.localName
    attributes = "".join(f' {a.name}="{a.value}"' for a in list(element.attributes)[:4])
    text = (element.textContent or "").strip()
    if len(text) > 40:
        text = text[:40] + "…"
    return f"<{tag}{attributes}>{text}</{tag}>"
