"""The 55 checks of upstream urlpattern/urlpattern-hasregexpgroups.any.js
(resources/urlpattern-hasregexpgroups-tests.js): ``hasRegExpGroups`` is true exactly
when some component has a custom regexp group, named or anonymous; wildcards and
named segment groups, optional or not, do not count."""

from __future__ import annotations

import pytest
from _urlpattern_args import construct

from tests._sample import sampled

COMPONENTS = ("protocol", "username", "password", "hostname", "port", "pathname", "search", "hash")


def _cases() -> list[tuple[dict[str, str], bool]]:
    cases: list[tuple[dict[str, str], bool]] = [({}, False)]
    for component in COMPONENTS:
        cases.append(({component: "*"}, False))
        cases.append(({component: ":foo"}, False))
        cases.append(({component: ":foo?"}, False))
        cases.append(({component: ":foo(hi)"}, True))
        cases.append(({component: "(hi)"}, True))
        if component not in ("protocol", "port"):
            # Fixed text mixed with groups (protocol and port would reject the text).
            cases.append(({component: "a-{:hello}-z-*-a"}, False))
            cases.append(({component: "a-(hi)-z-(lo)-a"}, True))
    cases.append(({"pathname": "/a/:foo/:baz?/b/*"}, False))
    cases.append(({"pathname": "/a/:foo/:baz([a-z]+)?/b/*"}, True))
    return cases


CASES = _cases()


@pytest.mark.parametrize(("init", "expected"), CASES, ids=[repr(init) for init, _ in CASES])
@sampled()
def test_has_regexp_groups(init: dict[str, str], expected: bool) -> None:
    assert construct(init).hasRegExpGroups is expected


def test_case_count() -> None:
    assert len(CASES) == 55
