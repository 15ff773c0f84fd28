"""The URLPattern class's steps, for the generated bindings (``_bindings.py``).

Spec: https://urlpattern.spec.whatwg.org/#urlpattern-class

Arguments arrive already converted by Web IDL: a URLPatternInput is a ``str`` or a
``dict[str, str]`` of the URLPatternInit members present; options is
``{"ignoreCase": bool}``; a base URL that was not given is None.
"""

from __future__ import annotations

from ._tentative import compare_component, generate
from ._url_pattern import COMPONENT_NAMES, URLPatternRecord, create, has_regexp_groups, match, test

__all__ = ["URLPatternImpl"]

_COMPONENTS = frozenset(COMPONENT_NAMES)

#: Recently created URL patterns, by (input, base URL, ignore case); errors are not kept.
_CREATED: dict[object, URLPatternRecord] = {}
_CREATED_SIZE = 256


def _check_component(component: str) -> str:
    if component not in _COMPONENTS:
        raise TypeError(f"{component!r} is not a URL pattern component")
    return component


class URLPatternImpl:
    """https://urlpattern.spec.whatwg.org/#urlpattern"""

    __slots__ = ("_url_pattern", "ignore_case")

    _url_pattern: URLPatternRecord
    #: The options' ignoreCase, kept for pickling and repr (the bindings' extras).
    ignore_case: bool

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
        url_pattern = _CREATED.get(key)
        if url_pattern is None:
            url_pattern = create(input, base_url, {"ignoreCase": ignore_case})
            if len(_CREATED) >= _CREATED_SIZE:
                _CREATED.clear()
            _CREATED[key] = url_pattern
        self._url_pattern = url_pattern
        self.ignore_case = ignore_case
        return self

    @property
    def protocol(self) -> str:
        """https://urlpattern.spec.whatwg.org/#dom-urlpattern-protocol"""
        return self._url_pattern.protocol.pattern_string

    @property
    def username(self) -> str:
        """https://urlpattern.spec.whatwg.org/#dom-urlpattern-username"""
        return self._url_pattern.username.pattern_string

    @property
    def password(self) -> str:
        """https://urlpattern.spec.whatwg.org/#dom-urlpattern-password"""
        return self._url_pattern.password.pattern_string

    @property
    def hostname(self) -> str:
        """https://urlpattern.spec.whatwg.org/#dom-urlpattern-hostname"""
        return self._url_pattern.hostname.pattern_string

    @property
    def port(self) -> str:
        """https://urlpattern.spec.whatwg.org/#dom-urlpattern-port"""
        return self._url_pattern.port.pattern_string

    @property
    def pathname(self) -> str:
        """https://urlpattern.spec.whatwg.org/#dom-urlpattern-pathname"""
        return self._url_pattern.pathname.pattern_string

    @property
    def search(self) -> str:
        """https://urlpattern.spec.whatwg.org/#dom-urlpattern-search"""
        return self._url_pattern.search.pattern_string

    @property
    def hash(self) -> str:
        """https://urlpattern.spec.whatwg.org/#dom-urlpattern-hash"""
        return self._url_pattern.hash.pattern_string

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
