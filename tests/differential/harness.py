"""Runs one differential case on webapi and on ada and reports the first difference.

Every attribute is compared, after every step.  ``compare`` returns ``None`` when the
two agree and a :class:`Mismatch` otherwise; ``divergences.classify`` then says
whether the mismatch belongs to a documented divergence class (``docs/divergences.md``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from webapi import URL, URLSearchParams

from .ada_backend import COMPONENTS, AdaSearchParams, AdaURL, can_parse
from .cases import Case, Op, ParamsCase, ParseCase, SetterCase, URLParamsCase

__all__ = ["FAILURE", "Mismatch", "Stats", "compare", "ours_components"]

#: How a failed parse (or a setter that threw) is shown in a mismatch.
FAILURE = "<failure>"


@dataclass(frozen=True, slots=True)
class Mismatch:
    """The first point where webapi and ada disagree on a case."""

    case: Case
    #: Which step: ``"parse"``, ``"canParse"``, ``"step 1: host"``, ``"op 2: append"``...
    step: str
    #: Which attribute (or ``"failure"`` when only one side failed).
    field: str
    ours: Any
    ada: Any
    #: Our URL's href before the step (setter and URL-params cases), for detectors.
    before: str | None = None
    #: The href both sides agree on when another attribute differs.
    href: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "case": self.case.to_json(),
            "step": self.step,
            "field": self.field,
            "ours": self.ours,
            "ada": self.ada,
            "before": self.before,
            "href": self.href,
        }

    def describe(self) -> str:
        return (
            f"{self.case.to_json()!r}\n  at {self.step}, {self.field}: "
            f"ours {self.ours!r}, ada {self.ada!r}"
        )


@dataclass(slots=True)
class Stats:
    """What a run adapted for ada (see ``ada_backend``)."""

    #: URLSearchParams lists ada left as bytes that are not UTF-8 (decoded with U+FFFD).
    params_repaired: int = 0


def ours_components(url: URL) -> dict[str, str]:
    return {name: getattr(url, name) for name in COMPONENTS}


def _diff_components(
    case: Case, step: str, ours: dict[str, str], ada: dict[str, str], before: str | None = None
) -> Mismatch | None:
    for name in COMPONENTS:
        if ours[name] != ada[name]:
            href = ours["href"] if ours["href"] == ada["href"] else None
            return Mismatch(case, step, name, ours[name], ada[name], before, href)
    return None


def _ada_components(case: Case, step: str, url: AdaURL) -> dict[str, str]:
    components = url.components()
    if url.invalid_utf8:
        # Never seen: a URL's components are ASCII or UTF-8 the parser wrote itself.
        components["href"] = "<ada returned bytes that are not UTF-8>"
    return components


def _compare_parse(case: ParseCase, stats: Stats) -> Mismatch | None:
    ours = URL.parse(case.input, case.base)
    ada = AdaURL.parse(case.input, case.base)
    if (ours is None) != (ada is None):
        return Mismatch(
            case,
            "parse",
            "failure",
            FAILURE if ours is None else ours.href,
            FAILURE if ada is None else ada.get("href"),
        )
    ours_can = URL.canParse(case.input, case.base)
    ada_can = can_parse(case.input, case.base)
    if ours_can != ada_can:
        return Mismatch(case, "canParse", "result", ours_can, ada_can)
    if ours is None or ada is None:
        return None
    mismatch = _diff_components(
        case, "parse", ours_components(ours), _ada_components(case, "parse", ada)
    )
    if mismatch is not None:
        return mismatch
    ada_params = AdaSearchParams.for_query(ada.get("search")[1:])
    stats.params_repaired += ada_params.repaired
    ours_pairs = list(ours.searchParams)
    ada_pairs = ada_params.pairs()
    if ours_pairs != ada_pairs:
        return Mismatch(case, "parse", "searchParams", ours_pairs, ada_pairs)
    return None


def _parse_href(case: SetterCase | URLParamsCase) -> tuple[URL, AdaURL] | Mismatch | None:
    """Both parsers' URL of ``case.href``; a mismatch if only one fails, None if both do."""
    ours = URL.parse(case.href)
    ada = AdaURL.parse(case.href)
    if (ours is None) != (ada is None):
        return Mismatch(
            case,
            "parse href",
            "failure",
            FAILURE if ours is None else ours.href,
            FAILURE if ada is None else ada.get("href"),
        )
    if ours is None or ada is None:
        return None
    return ours, ada


def _compare_setters(case: SetterCase, stats: Stats) -> Mismatch | None:
    parsed = _parse_href(case)
    if not isinstance(parsed, tuple):
        return parsed
    ours, ada = parsed
    mismatch = _diff_components(
        case, "parse href", ours_components(ours), _ada_components(case, "parse href", ada)
    )
    if mismatch is not None:
        return mismatch
    for number, (setter, value) in enumerate(case.steps, 1):
        step = f"step {number}: {setter}"
        before = ours.href
        ours_ok = True
        try:
            setattr(ours, setter, value)
        except TypeError:
            ours_ok = False
        ada_ok = ada.set(setter, value)
        if setter == "href" and ours_ok != ada_ok:
            return Mismatch(
                case,
                step,
                "failure",
                ours.href if ours_ok else FAILURE,
                ada.get("href") if ada_ok else FAILURE,
                before,
            )
        mismatch = _diff_components(
            case, step, ours_components(ours), _ada_components(case, step, ada), before
        )
        if mismatch is not None:
            return mismatch
    return None


def _probe_names(ops: tuple[Op, ...], pairs: list[tuple[str, str]]) -> list[str]:
    names = [op[1] for op in ops if len(op) > 1]
    if pairs:
        names.append(pairs[0][0])
        names.append(pairs[-1][0])
    return list(dict.fromkeys(names))[:4]


def _ours_params_state(params: URLSearchParams, probes: list[str]) -> dict[str, Any]:
    state: dict[str, Any] = {
        "pairs": list(params),
        "toString": str(params),
        "size": params.size,
    }
    for name in probes:
        state[f"get({name!r})"] = params.get(name)
        state[f"getAll({name!r})"] = params.getAll(name)
        state[f"has({name!r})"] = params.has(name)
    return state


def _ada_params_state(params: AdaSearchParams, probes: list[str]) -> dict[str, Any]:
    state: dict[str, Any] = {
        "pairs": params.pairs(),
        "toString": str(params),
        "size": params.size(),
    }
    for name in probes:
        state[f"get({name!r})"] = params.get(name)
        state[f"getAll({name!r})"] = params.get_all(name)
        state[f"has({name!r})"] = params.has(name)
    return state


def _diff_state(
    case: Case, step: str, ours: dict[str, Any], ada: dict[str, Any]
) -> Mismatch | None:
    for key, value in ours.items():
        if value != ada[key]:
            return Mismatch(case, step, key, value, ada[key])
    return None


def _apply_ours(params: URLSearchParams, op: Op) -> None:
    if op[0] == "append":
        params.append(op[1], op[2])
    elif op[0] == "set":
        params.set(op[1], op[2])
    elif op[0] == "delete":
        if len(op) == 2:
            params.delete(op[1])
        else:
            params.delete(op[1], op[2])
    elif op[0] == "sort":
        params.sort()
    else:
        raise ValueError(f"unknown operation {op!r}")


def _apply_ada(params: AdaSearchParams, op: Op) -> None:
    if op[0] == "append":
        params.append(op[1], op[2])
    elif op[0] == "set":
        params.set(op[1], op[2])
    elif op[0] == "delete":
        params.delete(op[1], op[2] if len(op) > 2 else None)
    elif op[0] == "sort":
        params.sort()
    else:
        raise ValueError(f"unknown operation {op!r}")


def _compare_params(case: ParamsCase, stats: Stats) -> Mismatch | None:
    ours = URLSearchParams(case.init)
    ada = AdaSearchParams(case.init)
    stats.params_repaired += ada.repaired
    probes = _probe_names(case.ops, list(ours))
    mismatch = _diff_state(
        case, "construct", _ours_params_state(ours, probes), _ada_params_state(ada, probes)
    )
    if mismatch is not None:
        return mismatch
    for number, op in enumerate(case.ops, 1):
        _apply_ours(ours, op)
        _apply_ada(ada, op)
        step = f"op {number}: {op[0]}"
        mismatch = _diff_state(
            case, step, _ours_params_state(ours, probes), _ada_params_state(ada, probes)
        )
        if mismatch is not None:
            return mismatch
    return None


def _compare_url_params(case: URLParamsCase, stats: Stats) -> Mismatch | None:
    parsed = _parse_href(case)
    if not isinstance(parsed, tuple):
        return parsed
    ours, ada = parsed
    ada_params = AdaSearchParams.for_query(ada.get("search")[1:])
    stats.params_repaired += ada_params.repaired
    for number, op in enumerate(case.ops, 1):
        step = f"op {number}: {op[0]}"
        before = ours.href
        _apply_ours(ours.searchParams, op)
        _apply_ada(ada_params, op)
        # The URLSearchParams update steps: the URL's query becomes the serialization,
        # or null when that is empty (the search setter does the same with these strings).
        ada.set("search", str(ada_params))
        mismatch = _diff_components(
            case, step, ours_components(ours), _ada_components(case, step, ada), before
        )
        if mismatch is not None:
            return mismatch
        ours_pairs = list(ours.searchParams)
        ada_pairs = ada_params.pairs()
        if ours_pairs != ada_pairs:
            return Mismatch(case, step, "searchParams", ours_pairs, ada_pairs, before)
    return None


def compare(case: Case, stats: Stats | None = None) -> Mismatch | None:
    """Run ``case`` on both parsers; the first difference, or ``None``."""
    if stats is None:
        stats = Stats()
    if isinstance(case, ParseCase):
        return _compare_parse(case, stats)
    if isinstance(case, SetterCase):
        return _compare_setters(case, stats)
    if isinstance(case, ParamsCase):
        return _compare_params(case, stats)
    return _compare_url_params(case, stats)
