"""Web Storage against Chromium 156: its answers, asked once and stored
(``_chromium_storage.json``, ``python -m tests.html._storage_chromium``), replayed in webapi:
the strings ``setItem`` stores, the quota and what it counts (UTF-16 code units of keys and
values, 5,242,880 in all, the same for ``sessionStorage``), the error, the ``storage`` events
another page of the origin receives, ``SecurityError`` for an opaque origin. The order of the
keys is the one named departure: Chromium's is its hash table's (neither insertion nor
sorted), webapi's insertion order (docs/storage.md). The slow tier asks the browser again."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from oracles.chromium import require_browser
from tests.html._storage_chromium import ANSWERS, ORDER_KEYS, ask_chromium
from webapi.dom import DOMException
from webapi.html import Storage, StorageShed

STORED = json.loads(ANSWERS.read_text(encoding="utf-8"))
CHROMIUM_ANSWERS = STORED["answers"]
ORIGIN = "http://127.0.0.1:8000"

#: Python's counterparts of the JavaScript values of ``_storage_chromium.CONVERSIONS`` (null,
#: undefined, objects and arrays have none: a TypeError in Python, tests/html/test_storage.py).
PYTHON_VALUES: dict[str, object] = {
    "int": 1,
    "float": 1.5,
    "big": 1e21,
    "negative_zero": -0.0,
    "true": True,
    "nan": math.nan,
}


def _local(quota: int | None = None) -> Storage:
    shed = StorageShed() if quota is None else StorageShed(quota)
    return shed.local_storage_for(ORIGIN)


def test_the_file_holds_chromium_156() -> None:
    assert STORED["chromium"].startswith("156.")


@pytest.mark.parametrize("name", sorted(PYTHON_VALUES))
def test_conversions_as_chromium(name: str) -> None:
    storage = _local()
    storage.setItem("c", PYTHON_VALUES[name])  # type: ignore[arg-type]
    assert storage.getItem("c") == CHROMIUM_ANSWERS["conversions"][name]


def test_key_out_of_range_as_chromium() -> None:
    storage = _local()
    storage.setItem("a", "1")
    assert storage.key(5) is CHROMIUM_ANSWERS["key_past_the_end"] is None
    assert storage.key(-1) is CHROMIUM_ANSWERS["key_minus_one"] is None


def _is_longest(storage: Storage, key: str, character: str, before: Any, length: int) -> bool:
    """Whether ``length`` is the longest run of ``character`` that ``setItem(key, ...)``
    stores (after ``before``, a key and value set first): what the browser's binary search
    found."""

    def fits(length: int) -> bool:
        storage.clear()
        if before is not None:
            storage.setItem(*before)
        try:
            storage.setItem(key, character * length)
        except DOMException:
            return False
        return True

    return fits(length) and not fits(length + 1)


@pytest.mark.parametrize(
    ("case", "key", "character", "before"),
    [
        ("ascii", "q", "x", None),
        ("latin1", "q", "\u00e9", None),
        ("cjk", "q", "\u4e00", None),
        ("astral", "q", "\U0001f600", None),
        ("long_key", "k" * 1000, "x", None),
        ("after_a_million", "b", "x", ("a", "x" * 1_000_000)),
    ],
    ids=["ascii", "latin1", "cjk", "astral", "long_key", "after_a_million"],
)
def test_the_quota_as_chromium(case: str, key: str, character: str, before: Any) -> None:
    length = CHROMIUM_ANSWERS["quota"][case]
    assert _is_longest(_local(), key, character, before, length)


def test_the_session_quota_and_the_error_as_chromium() -> None:
    storage = StorageShed().session_storage_for("tab", ORIGIN)
    assert _is_longest(storage, "q", "x", None, CHROMIUM_ANSWERS["quota"]["session"])
    storage.setItem("q", "x" * CHROMIUM_ANSWERS["quota"]["ascii"])
    storage.setItem("q", "y" * CHROMIUM_ANSWERS["quota"]["ascii"])
    assert CHROMIUM_ANSWERS["replace_at_limit"] == "stored"
    with pytest.raises(DOMException) as raised:
        storage.setItem("q", "x" * (CHROMIUM_ANSWERS["quota"]["ascii"] + 1))
    name, code, message = CHROMIUM_ANSWERS["error"]
    assert (raised.value.name, raised.value.code) == (name, code)
    assert message.endswith(raised.value.message)  # Chromium's says where: "Failed to execute"


def test_the_events_another_page_receives_as_chromium() -> None:
    shed = StorageShed()
    seen: list[list[object]] = []
    areas: dict[int, str] = {}

    def listener(key: Any, old: Any, new: Any, url: str, area: Storage) -> None:
        seen.append([key, old, new, url.removeprefix(ORIGIN), areas[id(area)]])

    other = shed.local_storage_for(ORIGIN + "/b.html", listener=listener)
    other_session = shed.session_storage_for("tab b", ORIGIN + "/b.html", listener=listener)
    areas.update({id(other): "localStorage", id(other_session): "sessionStorage"})
    page = [
        shed.local_storage_for(ORIGIN + "/a.html"),
        shed.session_storage_for("tab a", ORIGIN + "/a.html"),  # another page: another tab
    ]
    for storage in page:
        storage.setItem("x", "1")
        storage.setItem("x", "1")
        storage.setItem("x", "2")
        storage.removeItem("missing")
        storage.removeItem("x")
        storage.clear()
        storage.setItem("y", "1")
        storage.clear()
    assert seen == CHROMIUM_ANSWERS["events"]


def test_an_opaque_origin_as_chromium() -> None:
    shed = StorageShed()
    answers = []
    for ask in (shed.local_storage_for, lambda url: shed.session_storage_for("tab", url)):
        try:
            ask("data:text/html,<p>x")
            answers.append("ok")
        except DOMException as error:
            answers.append(error.name)
    assert answers == CHROMIUM_ANSWERS["opaque"]


def test_the_order_is_the_named_departure() -> None:
    """Chromium gives its hash table's order (the same for ``Object.keys`` and ``key(i)``, kept
    when a value changes); webapi insertion order: the same keys, another order."""
    storage = _local()
    for key in ORDER_KEYS:
        storage.setItem(key, "v")
    ours = [storage.key(i) for i in range(storage.length)]
    assert ours == list(storage) == ORDER_KEYS
    chromium = CHROMIUM_ANSWERS["order"]
    assert chromium == CHROMIUM_ANSWERS["key_order"] == CHROMIUM_ANSWERS["order_after_change"]
    assert sorted(chromium) == sorted(ours)
    assert chromium not in (ours, sorted(ours))
    storage.setItem("b", "changed")
    assert list(storage) == ORDER_KEYS  # as Chromium: a changed value keeps its place


@pytest.mark.slow  # (a live oracle: the slow tier; the default run checks stored answers)
@pytest.mark.needs_subprocess
def test_the_browser_still_answers_the_same() -> None:
    require_browser()
    assert ask_chromium()["answers"] == CHROMIUM_ANSWERS
