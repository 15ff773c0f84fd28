"""What the two recorders of Chromium's accessibility answers share (:mod:`._generated_chromium`,
:mod:`._states_chromium`): the ids of the DOM nodes the DevTools protocol names, the session
that asks Chromium about each page of a sample, and the gzip JSON file the answers are kept in
(what the default-tier tests read)."""

from __future__ import annotations

import gzip
import json
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

__all__ = ["load_sample", "node_ids", "record_sample"]


def node_ids(node: dict[str, Any], out: dict[int, str] | list[tuple[int, str]]) -> None:
    """Each element's ``backendNodeId`` and its ``id`` attribute, for ``node`` (of
    ``DOM.getDocument``) and its descendants in tree order, put in ``out`` (a dict: id by
    backend node id; a list: the pairs in order)."""
    attributes = node.get("attributes", [])
    for name, value in zip(attributes[::2], attributes[1::2], strict=True):
        if name == "id":
            if isinstance(out, dict):
                out[node["backendNodeId"]] = value
            else:
                out.append((node["backendNodeId"], value))
    for child in node.get("children", ()):
        node_ids(child, out)


def load_sample(path: Path, seed: int, count: int) -> dict[str, Any]:
    """The answers recorded in ``path``, checked to be those of the sample of ``count`` pages
    drawn with ``seed``."""
    data: dict[str, Any] = json.loads(gzip.decompress(path.read_bytes()))
    assert (data["seed"], data["count"]) == (seed, count)
    return data


def record_sample(
    path: Path,
    seed: int,
    count: int,
    pages: Iterable[str],
    ask: Callable[[Any, Any, str], Any],
    flags: tuple[str, ...] = (),
) -> None:
    """Ask Chromium (launched with ``flags``) about the first ``count`` of ``pages`` (drawn with
    ``seed``), each by ``ask(page, cdp, html)`` in one DevTools session with the
    ``Accessibility`` and ``DOM`` domains enabled, and write the answers to ``path``."""
    from oracles.chromium import browser

    answers = []
    with browser(flags) as launched:
        version = launched.version
        page = launched.new_page()
        cdp = page.context.new_cdp_session(page)
        cdp.send("Accessibility.enable")
        cdp.send("DOM.enable")
        for index, html in zip(range(count), pages, strict=False):
            answers.append(ask(page, cdp, html))
            if index % 100 == 99:
                print(f"{index + 1} pages", file=sys.stderr)
    data = {"chromium": version, "seed": seed, "count": count, "answers": answers}
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    path.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    print(f"wrote {path}")
