"""Playwright's ``set_input_files`` (https://playwright.dev/python/docs/api/class-locator#locator-set-input-files)
over in-memory files: the files given as paths (read now, as Chromium reads them:
``webapi.fileapi.File.from_path``) or as :class:`FilePayload` dictionaries, selected on the
``<input type=file>`` (a ``label`` leads to its control, as Playwright's retargeting does),
then its events as Chromium 156 fires them under Playwright: paths go through the
DevTools protocol's ``DOM.setFileInputFiles`` (trusted ``input`` and ``change``; the same
paths selected again: ``cancel`` instead), payloads and ``[]`` through Playwright's injected
script (a new selection each time: untrusted ``input`` and ``change``).

No actionability check (Playwright sets the files of hidden and disabled inputs too);
``accept`` restricts nothing (Playwright's files are not filtered); several files on an
input without ``multiple`` raise :class:`~webapi.testing.Error`; on another ``input``
type, paths are waited on until the timeout (Playwright retries) and payloads do nothing
(as Playwright's injected script); any other element raises.
"""

from __future__ import annotations

import mimetypes
import os
import weakref
from typing import Any, TypedDict

from ._errors import Error

__all__ = ["FilePayload", "set_input_files"]


class FilePayload(TypedDict):
    """Playwright's ``FilePayload``: a file's ``name``, ``mimeType`` (``""``: guessed from
    the name, else ``application/octet-stream``) and ``buffer`` (its bytes)."""

    name: str
    mimeType: str
    buffer: bytes


#: The paths each selection by paths was made of (its FileList -> the paths): Chromium
#: compares a new selection's paths with the current one's.
_PATHS: weakref.WeakKeyDictionary[Any, tuple[str, ...]] = weakref.WeakKeyDictionary()

_LABELLABLE = (
    "a, input, textarea, button, select, [role=link], [role=button], [role=checkbox], "
    "[role=switch], [role=radio]"
)


def _retarget(element: Any) -> Any:
    """Playwright's ``retarget(node, "follow-label")``: an element that is not a control
    leads to the control of its closest ``label``."""
    if element.matches(_LABELLABLE) or element.isContentEditable:
        return element
    label = element.closest("label")
    if label is not None and label.control is not None:
        return label.control
    return element


def _as_files(files: Any) -> tuple[list[Any], tuple[str, ...] | None]:
    """The File objects ``files`` give, and their paths (None: payloads or none)."""
    from webapi.fileapi import File

    given = list(files) if isinstance(files, list | tuple) else [files]
    if not given:
        return [], None
    if all(isinstance(f, str | os.PathLike) for f in given):
        paths = tuple(os.path.abspath(os.fspath(f)) for f in given)
        return [File.from_path(p) for p in paths], paths
    made = []
    for payload in given:
        if not isinstance(payload, dict):
            raise Error(
                "Locator.set_input_files: files must be paths or FilePayload dictionaries, not both"
            )
        name, mime, buffer = payload["name"], payload["mimeType"], payload["buffer"]
        if not mime:
            mime = mimetypes.guess_type(name, strict=False)[0] or "application/octet-stream"
        made.append(File([bytes(buffer)], name, type=mime))
    return made, None


def set_input_files(locator: Any, files: Any, *, timeout: float | None = None) -> None:
    """Select ``files`` (a path, a FilePayload, a list of either, ``[]`` to clear) on the
    file input ``locator`` resolves to, with Chromium's events under Playwright."""
    from webapi.dom import Event
    from webapi.dom.engine import fire_an_event
    from webapi.fileapi import FileList

    from ._actions import actionable, wait_until

    made, paths = _as_files(files)
    element = _retarget(actionable(locator, "set_input_files", (), timeout))
    if element.localName != "input":
        raise Error("Locator.set_input_files: Error: Node is not an HTMLInputElement")
    if len(made) > 1 and not element.multiple:
        raise Error(
            "Locator.set_input_files: Error: Non-multiple file input can only accept single file"
        )
    if element.type != "file":
        if paths is None:  # (Playwright's injected script returns, doing nothing)
            return
        # (DOM.setFileInputFiles refuses it: Playwright retries until its timeout)
        wait_until(locator, "set_input_files", lambda: element.type == "file", timeout)
    if paths is not None:
        current = element.files
        if _PATHS.get(current) == paths:
            fire_an_event("cancel", element, bubbles=True)
        else:
            selected = FileList(made)
            _PATHS[selected] = paths
            element.files = selected
            fire_an_event("input", element, bubbles=True, composed=True)
            fire_an_event("change", element, bubbles=True)
    else:
        element.files = FileList(made)
        element.dispatchEvent(Event("input", bubbles=True, composed=True))
        element.dispatchEvent(Event("change", bubbles=True))
    locator.page.window.event_loop.advance(0)
