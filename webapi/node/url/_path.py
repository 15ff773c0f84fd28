"""What Node.js's ``path.posix.resolve`` and ``path.win32.resolve`` do with one argument:
the absolute, normalised form of a path, against the working directory.

``pathToFileURL`` resolves its argument with them, so its results depend on their exact
rules (``//a`` is ``/a`` on POSIX here, unlike :func:`os.path.abspath`; Windows paths keep a
drive letter, a UNC root or a ``\\\\?\\`` device root, and a relative one is taken against the
working directory even when that is a POSIX path).  Written after Node's ``lib/path.js``.
"""

from __future__ import annotations

import os

__all__ = ["posix_resolve", "win32_resolve"]


def _normalize_string(path: str, allow_above_root: bool, separator: str, separators: str) -> str:
    """Resolve ``.`` and ``..`` segments of ``path``, whose separators are ``separators``,
    joining the result with ``separator``; empty segments drop out."""
    segments: list[str] = []
    for segment in _split(path, separators):
        if segment in ("", "."):
            continue
        if segment == "..":
            if segments and segments[-1] != "..":
                segments.pop()
            elif allow_above_root:
                segments.append("..")
            continue
        segments.append(segment)
    return separator.join(segments)


def _split(path: str, separators: str) -> list[str]:
    if len(separators) == 1:
        return path.split(separators)
    return path.replace(separators[1], separators[0]).split(separators[0])


def posix_resolve(path: str) -> str:
    """``path.posix.resolve(path)``."""
    cwd = os.getcwd()
    if path in ("", ".") and cwd.startswith("/"):
        return cwd
    if path.startswith("/"):
        resolved, absolute = path, True
    else:
        resolved = f"{cwd}/{path}" if path else cwd
        absolute = cwd.startswith("/")
    normal = _normalize_string(resolved, not absolute, "/", "/")
    if absolute:
        return "/" + normal
    return normal or "."


_SEPARATORS = "\\/"


def _is_separator(char: str) -> bool:
    return char in _SEPARATORS


def _win32_root(path: str) -> tuple[str, int, bool]:
    """(device, length of the root, whether the path is absolute) of one Windows path."""
    length = len(path)
    if length == 0:
        return "", 0, False
    if length == 1:
        return ("", 1, True) if _is_separator(path[0]) else ("", 0, False)
    if _is_separator(path[0]):
        if not _is_separator(path[1]):
            return "", 1, True
        # A UNC root \\server\share, or a device root \\.\ or \\?\.
        j = 2
        while j < length and not _is_separator(path[j]):
            j += 1
        if j < length and j != 2:
            first = path[2:j]
            last = j
            while j < length and _is_separator(path[j]):
                j += 1
            if j < length and j != last:
                last = j
                while j < length and not _is_separator(path[j]):
                    j += 1
                if j == length or j != last:
                    if first not in (".", "?"):
                        return f"\\\\{first}\\{path[last:j]}", j, True
                    return f"\\\\{first}", 4, True
        return "", 0, True
    if path[0].isascii() and path[0].isalpha() and path[1] == ":":
        if length > 2 and _is_separator(path[2]):
            return path[:2], 3, True
        return path[:2], 2, False
    return "", 0, False


def win32_resolve(path: str) -> str:
    """``path.win32.resolve(path)`` (Node on any platform; the working directory, a POSIX path
    off Windows, is read as a Windows path)."""
    cwd = os.getcwd()
    device = ""
    tail = ""
    absolute = False
    # Node walks its arguments from the last to the first, then the working directory:
    # with one argument, the path and then at most one working directory.
    for step in ("path", "cwd"):
        if step == "path":
            if not path:
                continue
            current = path
        elif not device:
            if path in ("", ".") and cwd[:1] in _SEPARATORS:
                return cwd.replace("/", "\\")
            current = cwd
        else:
            # "Windows has the concept of drive-specific current working directories": the
            # environment's =C: variable, else the process's, else the drive's root.
            current = os.environ.get(f"={device}") or cwd
            if current[:2].lower() != device.lower() and current[2:3] == "\\":
                current = f"{device}\\"
        root_device, root_end, is_absolute = _win32_root(current)
        if root_device:
            if device and root_device.lower() != device.lower():
                continue  # "This path points to another device so it is not applicable"
            device = device or root_device
        if absolute:
            if device:
                break
        else:
            tail = f"{current[root_end:]}\\{tail}"
            absolute = is_absolute
            if absolute and device:
                break
    tail = _normalize_string(tail, not absolute, "\\", _SEPARATORS)
    if absolute:
        return f"{device}\\{tail}"
    return f"{device}{tail}" or "."
