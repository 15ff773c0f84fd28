"""The public ``webapi.URLPattern`` against Node 26's native ``URLPattern`` on generated cases
(_urlpattern_public_cases.py): construction errors, the eight component getters,
hasRegExpGroups, and test() and exec() of inputs made to match or nearly match (every
group, ``undefined`` as None).  One Node process answers the whole batch.

Node (ada) departs from the URL Pattern Standard in a few known ways (docs/urlpattern.md).
Each is a named class with a detector below; a differing case must fall in one, every class
must still occur in the full run, and anything else fails.  The default run checks a few
thousand cases, the ``slow`` one 100,000.

In the full run both sides' time per case is recorded and the ratios printed (``pytest -s``),
never asserted (the default run compares only).
A case's time is construction, the getters, and test() and exec() of each input.  Node's is
the best of three runs in its process; between them V8 keeps compiled regular expressions
(its compilation cache, by source and flags) but nothing of the URLPattern.  webapi's is
measured alike (:func:`_answer_ns`, after the answer itself was computed in the stream): the
best of three runs with its caches of URL patterns, components, matched inputs and
canonicalized pieces emptied before each, its regular expression caches (translations,
compiled ``re`` patterns) kept.  The first runs of both sides are compared too (Node's
regular expressions then compile in its timing, and webapi's only when no earlier case
compiled the same).  The slowest 200 cases by that ratio are timed again (best of 5) against
noise, and the 20 slowest of those from all caches empty (:func:`_cold_answer_ns`), for the
record.
"""

from __future__ import annotations

import itertools
import json
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from _urlpattern_public_cases import (
    COMPONENTS,
    NODE_FUNCTION,
    answer,
    cases,
    protocol_is_special,
)

from tests._memory import frozen_heap
from webapi import URL

Answer = dict[str, Any]


def _differing(ours: Answer, node: Answer) -> set[str]:
    """The components whose pattern strings differ (both constructed, same hasRegExpGroups);
    {"?"} when the two cannot be compared that way."""
    if "strings" not in ours or "strings" not in node:
        return {"?"}
    if ours["hasRegExpGroups"] != node["hasRegExpGroups"]:
        return {"?"}
    return {c for c in COMPONENTS if ours["strings"][c] != node["strings"][c]}


def node_nonspecial_pathname(case: Answer, ours: Answer, node: Answer) -> bool:
    """Node canonicalizes the pathname pattern of a protocol that matches no special scheme
    as a hierarchical path (dot segments removed, spaces and ``{`` percent-encoded, a leading
    ``//`` read as an authority), where the spec uses "canonicalize an opaque pathname"."""
    return "pathname" in _differing(ours, node) and not protocol_is_special(
        ours["strings"]["protocol"]
    )


def node_backslash_in_special_pathname(case: Answer, ours: Answer, node: Answer) -> bool:
    """Node keeps an escaped ``\\`` of a special pathname pattern (``\\\\``) where the
    spec's canonicalize a pathname (a special dummy URL) turns it into ``/``."""
    if "pathname" not in _differing(ours, node):
        return False
    if not protocol_is_special(ours["strings"]["protocol"]):
        return False
    if "\\\\" in node["strings"]["pathname"] and "\\\\" not in ours["strings"]["pathname"]:
        return True
    # Or a ".." segment after it removed it in Node: "/\\\\/.." is "/" there, "//" here.
    return "\\\\/.." in _pathname_source(case)


def _pathname_source(case: Answer) -> str:
    """The pathname pattern as written (the whole pattern string for a string)."""
    first = case["args"][0] if case["args"] else {}
    return first if isinstance(first, str) else str(first.get("pathname", ""))


def node_search_apostrophe(case: Answer, ours: Answer, node: Answer) -> bool:
    """Node leaves ``'`` in a search pattern where the spec's canonicalize a search (on the
    dummy URL ``https://dummy.invalid/``, special) percent-encodes it as ``%27``."""
    return (
        "search" in _differing(ours, node)
        and ours["strings"]["search"] == node["strings"]["search"].replace("'", "%27")
        and "'" in node["strings"]["search"]
    )


def node_braces_dropped(case: Answer, ours: Answer, node: Answer) -> bool:
    """Node drops the ``{}`` around a pathname part whose prefix is ``/`` and more
    (``{/a-:g}`` is ``/a-:g`` in Node, a pattern string that reads back as another pattern);
    the spec's generate a pattern string keeps them, as the part needs grouping."""
    if "pathname" not in _differing(ours, node):
        return False
    mine, theirs = ours["strings"]["pathname"], node["strings"]["pathname"]
    groups = [m.span() for m in re.finditer(r"\{/[^{}/]+\}", mine)]
    for chosen in itertools.product((False, True), repeat=min(len(groups), 6)):
        dropped, end = [], 0
        for (start, stop), drop in zip(groups, chosen, strict=False):
            if drop:
                dropped += [mine[end:start], mine[start + 1 : stop - 1]]
                end = stop
        if any(chosen) and "".join(dropped) + mine[end:] == theirs:
            return True
    return False


def node_file_port_zero(case: Answer, ours: Answer, node: Answer) -> bool:
    """Node reads port ``0`` of a ``file:`` pattern as the scheme's default port and empties
    it (``new URLPattern("file://h:0/").port`` is ``""``); ``file`` has no default port in the
    URL Standard, so the spec keeps ``0``."""
    return (
        "port" in _differing(ours, node)
        and ours["strings"]["protocol"] == "file"
        and (ours["strings"]["port"], node["strings"]["port"]) == ("0", "")
    )


def _differing_matches(case: Answer, ours: Answer, node: Answer) -> list[tuple[Any, Any, Any]]:
    if _differing(ours, node):
        return []
    return [
        (input, mine, theirs)
        for input, mine, theirs in zip(
            case["inputs"], ours["matches"], node["matches"], strict=True
        )
        if mine != theirs
    ]


def node_relative_input_without_base(
    case: Answer, ours: Answer, node: Answer, input: Any, mine: Any, theirs: Any
) -> bool:
    """Node matches a relative URL string given without a base as if every component were
    empty; the spec's match returns null because the URL does not parse."""
    return (
        len(input) == 1
        and isinstance(input[0], str)
        and not URL.canParse(input[0])
        and mine == {"test": {"value": False}, "exec": {"value": None}}
        and theirs["test"] == {"value": True}
        and theirs["exec"]["value"] is not None
    )


def _input_protocol(init: dict[str, str]) -> str | None:
    """The protocol a ``URLPatternInit`` input has: its own, else its base URL's."""
    if "protocol" in init:
        return init["protocol"]
    if "baseURL" in init and URL.canParse(init["baseURL"]):
        return URL(init["baseURL"]).protocol[:-1]
    return None


def _only_input_differs(
    mine: Any, theirs: Any, component: str, same: Callable[[str, str], bool]
) -> bool:
    """Both match or both do not; where they match, only ``component``'s input differs, and
    ``same(ours, Node's)`` holds for it."""
    mine_exec, theirs_exec = mine["exec"].get("value"), theirs["exec"].get("value")
    if mine_exec is None or theirs_exec is None:
        return "value" in mine["exec"] and "value" in theirs["exec"]
    return all(
        mine_exec[c]["input"] == theirs_exec[c]["input"] for c in COMPONENTS if c != component
    ) and same(mine_exec[component]["input"], theirs_exec[component]["input"])


def node_backslash_in_special_pathname_input(
    case: Answer, ours: Answer, node: Answer, input: Any, mine: Any, theirs: Any
) -> bool:
    """The backslash class on an input: a ``URLPatternInit``'s pathname keeps its ``\\`` in
    Node where the spec's canonicalize a pathname (special) makes it ``/``."""
    if not (input and isinstance(input[0], dict) and "\\" in input[0].get("pathname", "")):
        return False
    protocol = _input_protocol(input[0])
    if protocol is not None and not protocol_is_special(protocol.replace("+", "\\+")):
        return False
    if input[0]["pathname"].startswith("\\"):
        # No leading "/": the spec's canonicalize a pathname parses "/-" + the value and
        # strips "/-" again ("\\/../%20" is "/%20"); Node gives "20" (Chromium "").
        return _only_input_differs(mine, theirs, "pathname", lambda a, b: a != b)
    if "\\/.." in input[0]["pathname"]:
        # A ".." segment after it removes it in Node: "/a/\\/../b" is "/a/b" there, "/a//b" here.
        return _only_input_differs(mine, theirs, "pathname", lambda a, b: a != b)
    return _only_input_differs(
        mine, theirs, "pathname", lambda a, b: "\\" in b and a == b.replace("\\", "/")
    )


def node_throws_on_a_pathname_pattern(case: Answer, ours: Answer, node: Answer) -> bool:
    """Node throws where the spec (and webapi) construct, on a pathname pattern it
    canonicalizes differently: a non-special protocol's (as a hierarchical path, where
    ``//@`` is an empty authority) or one with an escaped backslash."""
    if "error" not in node or "error" in ours:
        return False
    first = case["args"][0] if case["args"] else {}
    source = first if isinstance(first, str) else str(first.get("pathname", ""))
    return not protocol_is_special(ours["strings"]["protocol"]) or "\\\\" in source


def node_dot_segments_in_a_pathname_pattern(case: Answer, ours: Answer, node: Answer) -> bool:
    """Node constructs a pathname pattern whose ``..`` segment removal runs into the pattern's
    parts (``/(\\w{2,3})?-foo/../Bar`` becomes ``/(\\w{2,3})?ar``); the spec's canonicalize a
    pathname fails on the part ``-foo/../Bar``, and webapi and Chromium 156 throw."""
    if "error" not in ours or "error" in node:
        return False
    first = case["args"][0] if case["args"] else {}
    source = first if isinstance(first, str) else str(first.get("pathname", ""))
    return "/.." in source or "\\.." in source


def node_protocol_pattern_not_cleaned(case: Answer, ours: Answer, node: Answer) -> bool:
    """Node throws on a protocol pattern with a leading C0 control or space or a tab or
    newline (``{protocol: " https"}``, ``http{ s}?://h``); the spec canonicalizes its fixed
    text with the URL parser, which cleans them away (``https``, ``http{s}?``)."""
    if "error" not in node or "error" in ours:
        return False
    first = case["args"][0] if case["args"] else {}
    source = first.partition(":")[0] if isinstance(first, str) else first.get("protocol", "")
    return any(c <= " " for c in source)


def node_relative_pathname_input(
    case: Answer, ours: Answer, node: Answer, input: Any, mine: Any, theirs: Any
) -> bool:
    """A ``URLPatternInit`` input whose pathname does not start with ``/`` and has a ``..``
    segment (``ÄÖ/../日本``): Node resolves it (and matches), where the spec's canonicalize a
    pathname gives a different path; webapi agrees with Chromium 156 (no match)."""
    if not (input and isinstance(input[0], dict)):
        return False
    pathname = str(input[0].get("pathname", ""))
    if pathname.startswith(("/", "\\")) or "/.." not in pathname:
        return False
    no_match = {"test": {"value": False}, "exec": {"value": None}}
    return bool(mine == no_match and theirs["test"] == {"value": True})


def node_nonspecial_pathname_input(
    case: Answer, ours: Answer, node: Answer, input: Any, mine: Any, theirs: Any
) -> bool:
    """The first class on an input: a ``URLPatternInit`` whose protocol is not special gets
    its pathname canonicalized by Node as a hierarchical path (``/../a`` as ``/a``, ``a b``
    as ``a%20b``); the spec uses "canonicalize an opaque pathname".  Only the pathname's
    input (and what follows from it) differs."""
    if not (input and isinstance(input[0], dict) and "pathname" in input[0]):
        return False
    protocol = _input_protocol(input[0])
    if protocol is None or protocol_is_special(protocol.replace("+", "\\+")):
        return False
    mine_exec, theirs_exec = mine["exec"].get("value"), theirs["exec"].get("value")
    if mine_exec is None or theirs_exec is None:
        return "value" in mine["exec"] and "value" in theirs["exec"]
    return (
        all(mine_exec[c]["input"] == theirs_exec[c]["input"] for c in COMPONENTS if c != "pathname")
        and mine_exec["pathname"]["input"] != theirs_exec["pathname"]["input"]
    )


def node_search_apostrophe_input(
    case: Answer, ours: Answer, node: Answer, input: Any, mine: Any, theirs: Any
) -> bool:
    """The search class on an input: a ``URLPatternInit``'s search keeps its ``'`` in Node,
    where the spec's canonicalize a search makes it ``%27``.  Only the search's input (and
    what follows from it) differs."""
    if not (input and isinstance(input[0], dict) and "'" in input[0].get("search", "")):
        return False
    mine_exec, theirs_exec = mine["exec"].get("value"), theirs["exec"].get("value")
    if mine_exec is None or theirs_exec is None:
        return "value" in mine["exec"] and "value" in theirs["exec"]
    return all(
        mine_exec[c]["input"] == theirs_exec[c]["input"] for c in COMPONENTS if c != "search"
    ) and mine_exec["search"]["input"] == theirs_exec["search"]["input"].replace("'", "%27")


def _cleaned(value: str, strip: bool) -> str:
    """``value`` as the basic URL parser reads it: without ASCII tabs and newlines and, where
    it is given no URL (``strip``), without leading and trailing C0 controls and spaces."""
    if strip:
        value = value.strip("".join(map(chr, range(0x21))))
    return value.translate({9: None, 10: None, 13: None})


def node_input_protocol_not_cleaned(
    case: Answer, ours: Answer, node: Answer, input: Any, mine: Any, theirs: Any
) -> bool:
    """A ``URLPatternInit`` input's protocol with a C0 control or space at an end or a tab or
    newline inside (``" file"``, ``"ht\\ttps"``): the spec canonicalizes it with the URL parser,
    which cleans them away, and Node 26 does not (the input then matches nothing there)."""
    if not (input and isinstance(input[0], dict)):
        return False
    protocol = input[0].get("protocol", "")
    if _cleaned(protocol, strip=True) == protocol:
        return False
    return theirs["exec"].get("value") is None and mine["exec"].get("value") is not None


def node_input_port_tab(
    case: Answer, ours: Answer, node: Answer, input: Any, mine: Any, theirs: Any
) -> bool:
    """A ``URLPatternInit`` input's port of tabs and newlines only: Node 26 reads it as no
    port; the spec's canonicalize a port runs the port state (under a state override) on what
    is left once they are removed, nothing, which fails, so the input matches nothing."""
    if not (input and isinstance(input[0], dict)):
        return False
    port = input[0].get("port", "")
    if not port or _cleaned(port, strip=False):
        return False
    return mine["exec"] == {"value": None} and theirs["exec"].get("value") is not None


def node_v8_modifier_leak(
    case: Answer, ours: Answer, node: Answer, input: Any, mine: Any, theirs: Any
) -> bool:
    """A regexp group with a class after a modifier group: Node 26's V8 builds the class with
    the ``i`` of the group opened last (``(?i:a)[b]`` matches "AB"), where ECMA-262, Chromium
    156 and webapi build it with the flags in force (tests/js/test_regexp.py)."""
    from webapi import URLPattern
    from webapi.js.regexp._parser import node26_reading_differs

    record = URLPattern(*case["args"])._impl._url_pattern
    return any(
        node26_reading_differs(
            getattr(record, c).regular_expression_string, getattr(record, c).options.ignore_case
        )
        for c in COMPONENTS
    )


#: The known classes of differences in the pattern strings, by name.
KNOWN_PATTERN: dict[str, Callable[[Answer, Answer, Answer], bool]] = {
    "node-nonspecial-pathname": node_nonspecial_pathname,
    "node-backslash-in-special-pathname": node_backslash_in_special_pathname,
    "node-search-apostrophe": node_search_apostrophe,
    "node-braces-dropped": node_braces_dropped,
    "node-file-port-zero": node_file_port_zero,
}
#: The known classes of differences in construction (one side throws), by name.
KNOWN_CONSTRUCTION: dict[str, Callable[[Answer, Answer, Answer], bool]] = {
    "node-throws-on-a-pathname-pattern": node_throws_on_a_pathname_pattern,
    "node-dot-segments-in-a-pathname-pattern": node_dot_segments_in_a_pathname_pattern,
    "node-protocol-pattern-not-cleaned": node_protocol_pattern_not_cleaned,
}
#: The known classes of differences in a match (pattern strings equal), by name.
KNOWN_MATCH: dict[str, Callable[[Answer, Answer, Answer, Any, Any, Any], bool]] = {
    "node-relative-input-without-base": node_relative_input_without_base,
    "node-nonspecial-pathname-input": node_nonspecial_pathname_input,
    "node-search-apostrophe-input": node_search_apostrophe_input,
    "node-backslash-in-special-pathname-input": node_backslash_in_special_pathname_input,
    "node-relative-pathname-input": node_relative_pathname_input,
    "node-v8-modifier-leak": node_v8_modifier_leak,
    "node-input-protocol-not-cleaned": node_input_protocol_not_cleaned,
    "node-input-port-tab": node_input_port_tab,
}
#: A case or input may show two classes where one of them is here: Node throws, or matches
#: nothing (or everything), for that reason alone, and it is the one counted.
PRECEDENCE = [
    "node-protocol-pattern-not-cleaned",
    "node-input-protocol-not-cleaned",
    "node-input-port-tab",
]
KNOWN = [*KNOWN_PATTERN, *KNOWN_MATCH, *KNOWN_CONSTRUCTION]
#: Classes too rare for the 100,000-case run to meet at every seed; each has a case of its own
#: in tests/urlpattern/test_node_departures.py, run against webapi and Node 26.
RARE = {"node-relative-pathname-input", "node-v8-modifier-leak"}
#: The component whose difference each pattern class explains.
EXPLAINS = {
    "node-nonspecial-pathname": "pathname",
    "node-backslash-in-special-pathname": "pathname",
    "node-search-apostrophe": "search",
    "node-braces-dropped": "pathname",
    "node-file-port-zero": "port",
}


def classify(case: Answer, ours: Answer, node: Answer) -> list[str] | None:
    """The known classes explaining every difference between the two answers, or None."""
    if ("error" in ours) != ("error" in node):
        names = [n for n, detect in KNOWN_CONSTRUCTION.items() if detect(case, ours, node)]
        names = [n for n in PRECEDENCE if n in names] or names
        return names if len(names) == 1 else None
    differing = _differing(ours, node)
    if differing:
        names = [name for name, detect in KNOWN_PATTERN.items() if detect(case, ours, node)]
        if {EXPLAINS[name] for name in names} != differing:
            return None
        return names
    names = []
    for input, mine, theirs in _differing_matches(case, ours, node):
        found = [
            n for n, detect in KNOWN_MATCH.items() if detect(case, ours, node, input, mine, theirs)
        ]
        found = [n for n in PRECEDENCE if n in found] or found
        if len(found) != 1:
            return None
        names.extend(found)
    return names or None


def _clear_pattern_caches() -> None:
    """Forget every URL pattern and component built so far, every input matched and every
    piece canonicalized (webapi's caches of them)."""
    from webapi.urlpattern import _canonicalize, _component, _url_pattern, _urlpattern_impl

    _urlpattern_impl._CREATED.clear()
    _component._compile_a_component.cache_clear()
    _url_pattern._VALUES_CACHE.clear()
    for name in dir(_canonicalize):
        clear = getattr(getattr(_canonicalize, name), "cache_clear", None)
        if name.startswith("canonicalize") and clear is not None:
            clear()


def _answer_ns(case: Answer, runs: int) -> tuple[int, int]:
    """The nanoseconds of :func:`answer`, best of ``runs`` and first, the pattern caches
    emptied before each run (as Node keeps no URLPattern between its runs; regular
    expressions stay cached on both sides)."""
    times = []
    for _ in range(runs):
        _clear_pattern_caches()
        times.append(answer(case)[1])
    return min(times), times[0]


def _cold_answer_ns(case: Answer) -> int:
    """The nanoseconds of :func:`answer` with every webapi cache emptied first."""
    import re

    from webapi.js.regexp import _translate as _regexp
    from webapi.urlpattern import _component

    _clear_pattern_caches()
    _component._regexp_create.cache_clear()
    _component._re_compile.cache_clear()
    for name in ("compile_regexp", "translate"):
        clear = getattr(getattr(_regexp, name, None), "cache_clear", None)
        if clear is not None:
            clear()
    re.purge()
    return answer(case)[1]


def _median(values: list[float]) -> float:
    return sorted(values)[len(values) // 2]


def _run(count: int, seed: int, measure: bool) -> tuple[Counter[str], list[Any], dict[str, Any]]:
    """The classes of the differences, the unexplained ones, and (``measure``) both sides'
    times per case."""
    from oracles import node26_evaluate

    generated = cases(seed, count)
    answers = node26_evaluate(NODE_FUNCTION, generated, timeout=3600)
    for case in cases(seed + 1, 300 if measure else 0):  # warm up (lazy imports, tables), as
        answer(case)  # Node's best of 3 does
    # The answers are millions of objects: keep the cyclic GC from walking them in every
    # collection (a pause of tens of milliseconds inside some case's timing).
    classes: Counter[str] = Counter()
    unexplained = []
    timed = []  # (ratio, webapi ns, Node ns, webapi first-run ns, Node first-run ns, case)
    timing: dict[str, Any] = {}
    errors = 0
    with frozen_heap():
        for case, theirs in zip(generated, answers, strict=True):
            ours, _ = answer(case)  # in the stream: what earlier cases cached is used
            node = theirs["answer"]
            errors += "error" in node
            if measure:
                ns, first_ns = _answer_ns(case, 3)
                node_ns = max(theirs["ns"], 1)
                timed.append((ns / node_ns, ns, node_ns, first_ns, theirs["first"], case))
            if ours == node:
                classes["same"] += 1
                continue
            names = classify(case, ours, node)
            if names is None:
                unexplained.append((case, ours, node))
            else:
                classes.update(set(names))
        if measure:
            timing = _timing(timed)
    return classes, unexplained, {"cases": count, "construction errors (Node)": errors, **timing}


def _timing(timed: list[Any]) -> dict[str, Any]:
    """The report of both sides' times: ``timed`` holds (ratio, webapi ns, Node ns, webapi
    first-run ns, Node first-run ns, case) per case."""
    timed.sort(key=lambda r: r[0], reverse=True)
    # A burst of load on the machine can slow all three runs of a case: time the 200
    # slowest again, best of 5, and take the worst of that.
    retimed = sorted(
        ((min(r[1], _answer_ns(r[5], 5)[0]) / r[2], r[2], r[5]) for r in timed[:200]),
        key=lambda r: r[0],
        reverse=True,
    )
    cold = sorted(
        (min(_cold_answer_ns(r[2]) for _ in range(3)) / r[1] for r in retimed[:20]),
        reverse=True,
    )
    return {
        "total ms webapi / Node": (sum(r[1] for r in timed) / 1e6, sum(r[2] for r in timed) / 1e6),
        "median ratio": round(_median([r[0] for r in timed]), 1),
        "worst ratios (webapi ns, Node ns)": [(round(r[0], 1), r[1], r[2]) for r in timed[:5]],
        "worst ratio (the 200 slowest again, best of 5)": round(retimed[0][0], 1),
        "cases over 50x, 100x (after that)": (
            sum(r[0] > 50 for r in retimed),
            sum(r[0] > 100 for r in retimed),
        ),
        "worst case": retimed[0][2],
        "first runs: median, worst ratio": (
            round(_median([r[3] / max(r[4], 1) for r in timed]), 1),
            round(max(r[3] / max(r[4], 1) for r in timed), 1),
        ),
        "the 20 slowest from all caches empty (best of 3): worst ratio": round(cold[0], 1),
    }


def _check(count: int, seed: int, every_class: bool) -> None:
    """The comparison; the times are measured and printed in the full run only."""
    from webapi.js.regexp import _translate as _regexp

    if getattr(_regexp, "STAND_IN", False):
        pytest.xfail(
            "the generated regexp groups (\\p{L}, v-flag class sets) need the real translator"
        )
    classes, unexplained, timing = _run(count, seed, measure=every_class)
    print(json.dumps({"classes": classes, **timing}, ensure_ascii=False, indent=1))
    assert not unexplained, json.dumps(unexplained[:3], ensure_ascii=False, indent=1)[:8000]
    assert classes["same"] > count * 0.9
    if every_class:
        # A class that no longer occurs has been fixed on one side: drop it (and its note);
        # the rare ones are pinned by tests/urlpattern/test_node_departures.py instead.
        assert set(KNOWN) - RARE <= set(classes), set(KNOWN) - RARE - set(classes)


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.needs_subprocess
def test_public_urlpattern_agrees_with_node() -> None:
    _check(1500, seed=9, every_class=False)


@pytest.mark.needs_subprocess
@pytest.mark.slow
def test_public_urlpattern_agrees_with_node_100k() -> None:
    _check(100_000, seed=20260320, every_class=True)
