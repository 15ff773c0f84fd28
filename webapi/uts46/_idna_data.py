"""The one place that reads the ``idna`` package's data.

webapi takes two tables from ``idna`` (https://pypi.org/project/idna/): the IDNA Mapping
Table of UTS #46 (``idna.uts46data``) and the Joining_Type property (``idna.idnadata``,
for the CONTEXTJ rules).  Their layouts are private to ``idna`` and have changed between
releases, so they are read here and nowhere else, into plain Python values, and a layout
this module does not know raises :class:`IdnaDataLayoutError` saying which ``idna``
release and what was not found (``tests/uts46/test_idna_data.py`` fails the same way when a
new ``idna`` changes them).

Layouts known (checked against ``idna`` 3.11 and 3.20):

* mapping table: parallel sequences ``uts46_starts`` / ``uts46_statuses`` (one status byte
  per range) / ``uts46_replacements`` (3.16 and later), or a tuple ``uts46data`` of rows
  ``(start, status)`` / ``(start, status, mapping)`` (earlier releases);
* joining types: a dict from a Joining_Type letter to ranges packed as
  ``start << 32 | end`` (end exclusive), or from a code point to ``ord(letter)``; either
  may sit behind a function.

Nothing is imported before :func:`mapping_table` or :func:`joining_types` is called.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from itertools import pairwise
from typing import NamedTuple

__all__ = [
    "IdnaDataLayoutError",
    "MappingTable",
    "joining_types",
    "mapping_table",
    "mapping_table_version",
]

#: The statuses webapi's UTS #46 code knows, after :func:`mapping_table` folds the two
#: pre-Unicode-16 STD3 statuses into valid and mapped: valid, mapped, deviation, ignored,
#: disallowed.
STATUSES = frozenset("VMDIX")


class IdnaDataLayoutError(RuntimeError):
    """The installed ``idna`` keeps its tables in a layout this module does not read."""

    def __init__(self, what: str) -> None:
        super().__init__(
            f"webapi cannot read the data of idna {_idna_version()}: {what}. "
            "The layout of idna's private tables changed; webapi/uts46/_idna_data.py "
            "must learn the new one (or install an idna release it knows)."
        )


class MappingTable(NamedTuple):
    """The IDNA Mapping Table as ranges: range ``i`` starts at ``starts[i]`` (ascending,
    the first is 0) and has status ``statuses[i]`` (one letter of :data:`STATUSES`) and,
    when mapped or deviation, the replacement ``mappings[i]``."""

    unicode_version: str
    starts: list[int]
    statuses: str
    mappings: list[str | None]


def _idna_version() -> str:
    try:
        return str(vars(importlib.import_module("idna.package_data"))["__version__"])
    except Exception:
        return "(unknown version)"


def _module_vars(name: str) -> Mapping[str, object]:
    try:
        return vars(importlib.import_module(name))
    except ImportError as error:
        raise IdnaDataLayoutError(f"module {name} cannot be imported ({error})") from error


def _unicode_version(data: Mapping[str, object], module: str) -> str:
    version = data.get("__version__")
    if not isinstance(version, str) or not all(p.isdigit() for p in version.split(".")):
        raise IdnaDataLayoutError(f"{module}.__version__ (its Unicode version) is {version!r}")
    return version


def mapping_table_version() -> str:
    """The Unicode version of ``idna.uts46data`` (imports it; does not build the table)."""
    return _unicode_version(_module_vars("idna.uts46data"), "idna.uts46data")


def mapping_table() -> MappingTable:
    """``idna.uts46data`` as a :class:`MappingTable`."""
    data = _module_vars("idna.uts46data")
    version = _unicode_version(data, "idna.uts46data")
    try:
        if "uts46_starts" in data:
            starts = [int(start) for start in data["uts46_starts"]]  # type: ignore[attr-defined]
            raw = data["uts46_statuses"]
            statuses = list(bytes(raw).decode("ascii"))  # type: ignore[call-overload]
            mappings: list[str | None] = list(data["uts46_replacements"])  # type: ignore[call-overload]
        elif "uts46data" in data:
            rows = data["uts46data"]
            starts = [row[0] for row in rows]  # type: ignore[attr-defined]
            statuses = [row[1] for row in rows]  # type: ignore[attr-defined]
            mappings = [row[2] if len(row) > 2 else None for row in rows]  # type: ignore[attr-defined]
        else:
            raise IdnaDataLayoutError(
                "idna.uts46data has neither uts46_starts/uts46_statuses/uts46_replacements "
                "nor uts46data"
            )
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise IdnaDataLayoutError(f"idna.uts46data is not as expected ({error!r})") from error
    if not (len(starts) == len(statuses) == len(mappings)) or not starts or starts[0] != 0:
        raise IdnaDataLayoutError(
            "idna.uts46data's ranges do not line up "
            f"({len(starts)} starts, {len(statuses)} statuses, {len(mappings)} mappings)"
        )
    if any(b <= a for a, b in pairwise(starts)):
        raise IdnaDataLayoutError("idna.uts46data's range starts are not ascending")
    for index, status in enumerate(statuses):
        if status == "3":
            # Tables before Unicode 16 had disallowed_STD3_valid and disallowed_STD3_mapped;
            # since Unicode 16 these are valid and mapped, and UseSTD3ASCIIRules is a
            # validity criterion only.
            statuses[index] = "V" if mappings[index] is None else "M"
    unknown = set(statuses) - STATUSES
    if unknown:
        raise IdnaDataLayoutError(f"idna.uts46data has unknown statuses {sorted(unknown)}")
    for status, mapping in zip(statuses, mappings, strict=True):
        if (status in "MD") != isinstance(mapping, str) and not (status == "D" and not mapping):
            raise IdnaDataLayoutError(
                f"idna.uts46data has a {status!r} range with the mapping {mapping!r}"
            )
    return MappingTable(version, starts, "".join(statuses), mappings)


def joining_types() -> tuple[str, dict[int, str]]:
    """``idna.idnadata``'s Unicode version and its Joining_Type table, code point to one
    letter (U, L, R, D, C or T).  Code points it does not list are U (non-joining)."""
    data = _module_vars("idna.idnadata")
    version = _unicode_version(data, "idna.idnadata")
    table = data.get("joining_types")
    if callable(table):  # a cached function in some ``idna`` releases
        table = table()
    if not isinstance(table, dict) or not table:
        raise IdnaDataLayoutError("idna.idnadata.joining_types is not a non-empty dict")
    types: dict[int, str] = {}
    try:
        for key, value in table.items():
            if isinstance(key, str):
                # Letter -> ranges packed as (start << 32 | end), end exclusive.
                for packed in value:
                    for code_point in range(packed >> 32, packed & 0xFFFFFFFF):
                        types[code_point] = key
            else:
                types[int(key)] = chr(value)  # code point -> ord(letter)
    except (TypeError, ValueError) as error:
        raise IdnaDataLayoutError(
            f"idna.idnadata.joining_types is not as expected ({error!r})"
        ) from error
    unknown = set(types.values()) - set("ULRDCT")
    if unknown or not types:
        raise IdnaDataLayoutError(
            f"idna.idnadata.joining_types has unknown letters {sorted(unknown)}"
        )
    return version, types
