"""The URLPattern class's steps, for the generated bindings (``_bindings.py``).

Spec: https://urlpattern.spec.whatwg.org/#urlpattern-class

Arguments arrive already converted by Web IDL: a URLPatternInput is a ``str`` or a
``dict[str, str]`` of the URLPatternInit members present; options is
``{"ignoreCase": bool}``; a base URL that was not given is None.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from webapi._cache import BoundedCache

from ._tentative import compare_component, generate
from ._url_pattern import COMPONENT_NAMES, URLPatternRecord, create, has_regexp_groups, match, test

__all__ = ["URLPatternImpl"]

_COMPONENTS = frozenset(COMPONENT_NAMES)

#: Recently created URL patterns, by (input, base URL, ignore case); errors are not kept.
_CREATED: BoundedCache[object, URLPatternRecord] = BoundedCache(4 << 20, 256 << 10)
#: What a URL pattern is taken to hold per code point of its arguments (its components'
#: part lists, pattern strings and compiled expressions), and in all besides.
_CREATED_BYTES_PER_CODE_POINT = 24
_CREATED_BYTES = 16 << 10


def _check_component(component: str) -> str:
    if component not in _COMPONENTS:
        raise TypeError(f"{component!r} is not a URL pattern component")
    return component


def _pattern_string(component: str) -> Any:
    """The getter https://urlpattern.spec.whatwg.org/#dom-urlpattern-protocol (and
    ``-username`` ... ``-hash``: the spec writes the same step for each of the eight
    components): "return this's associated URL pattern's <component> component's pattern
    string", as a property (Any: each is annotated ``str`` where it is assigned)."""
    return property(
        attrgetter(f"_url_pattern.{component}.pattern_string"),
        doc=f"https://urlpattern.spec.whatwg.org/#dom-urlpattern-{component}",
    )


class URLPatternImpl:
    """https://urlpattern.spec.whatwg.org/#urlpattern"""

    __slots__ = ("_url_pattern", "arguments", "ignore_case")

    _url_pattern: URLPatternRecord
    #: The options' ignoreCase, kept for pickling and repr (the bindings' extras).
    ignore_case: bool
    #: The constructor's arguments as converted (input, base URL, ignoreCase): pickling and
    #: copying construct again from them, since the component patterns the getters give do
    #: not always compile back to the same pattern (``file:///###``).
    arguments: tuple[str | dict[str, str], str | None, bool]

    @classmethod
    def construct(
        cls, input: str | dict[str, str], base_url: str | None, options: dict[str, bool]
    ) -> URLPatternImpl:
        """https://urlpattern.spec.whatwg.org/#dom-urlpattern-urlpattern (both overloads;
        the second passes a null base URL) and
        https://urlpattern.spec.whatwg.org/#urlpattern-initialize"""
        self = cls.__new__(cls)
        ignore_case = bool(options.get("ignoreCase", False))
        # A URL pattern never changes once created, so equal arguments share one (a dict
        # by its items in order: the same members in another order make another entry).
        key = (
            input if isinstance(input, str) else tuple(input.items()),
            base_url,
            ignore_case,
        )
        url_pattern = _CREATED.entries.get(key)
        if url_pattern is None:
            url_pattern = create(input, base_url, {"ignoreCase": ignore_case})
            code_points = len(base_url or "") + (
                len(input) if isinstance(input, str) else sum(len(v) for v in input.values())
            )
            _CREATED.store(
                key, url_pattern, _CREATED_BYTES + _CREATED_BYTES_PER_CODE_POINT * code_points
            )
        self._url_pattern = url_pattern
        self.ignore_case = ignore_case
        self.arguments = (input if isinstance(input, str) else dict(input), base_url, ignore_case)
        return self

    protocol: str = _pattern_string("protocol")
    username: str = _pattern_string("username")
    password: str = _pattern_string("password")
    hostname: str = _pattern_string("hostname")
    port: str = _pattern_string("port")
    pathname: str = _pattern_string("pathname")
    search: str = _pattern_string("search")
    hash: str = _pattern_string("hash")

    @property
    def hasRegExpGroups(self) -> bool:
        """https://urlpattern.spec.whatwg.org/#dom-urlpattern-hasregexpgroups"""
        return has_regexp_groups(self._url_pattern)

    def test(self, input: str | dict[str, str], base_url: str | None) -> bool:
        """https://urlpattern.spec.whatwg.org/#dom-urlpattern-test"""
        return test(self._url_pattern, input, base_url)

    def exec(self, input: str | dict[str, str], base_url: str | None) -> dict[str, object] | None:
        """https://urlpattern.spec.whatwg.org/#dom-urlpattern-exec"""
        return match(self._url_pattern, input, base_url)

    @staticmethod
    def compareComponent(component: str, left: URLPatternImpl, right: URLPatternImpl) -> int:
        """Tentative: how ``left``'s ``component`` ranks against ``right``'s (-1, 0, 1).
        See :mod:`._tentative`."""
        name = _check_component(component)
        return compare_component(
            getattr(left._url_pattern, name), getattr(right._url_pattern, name)
        )

    def generate(self, component: str, groups: dict[str, str]) -> str:
        """Tentative: the ``component`` string this pattern matches with ``groups``.
        See :mod:`._tentative`."""
        name = _check_component(component)
        return generate(getattr(self._url_pattern, name), groups)
