"""Converting line endings to native: https://w3c.github.io/FileAPI/#convert-line-endings-to-native

"Native" is the platform's convention as Python reports it: ``os.linesep``, so CR LF on Windows
and LF everywhere else (POSIX, Pyodide), as browsers choose it for ``endings: "native"``.
"""

from __future__ import annotations

import os

__all__ = ["NATIVE_LINE_ENDING", "convert_line_endings_to_native"]

#: https://w3c.github.io/FileAPI/#convert-line-endings-to-native steps 1-2: U+000A LF, or U+000D
#: CR U+000A LF "if the underlying platform's conventions are to represent newlines as a
#: carriage return and line feed sequence" (``os.linesep``).
NATIVE_LINE_ENDING = "\r\n" if os.linesep == "\r\n" else "\n"


def convert_line_endings_to_native(s: str, native_line_ending: str = NATIVE_LINE_ENDING) -> str:
    """https://w3c.github.io/FileAPI/#convert-line-endings-to-native: every CR LF pair, lone CR
    and lone LF of ``s`` becomes ``native_line_ending`` (:data:`NATIVE_LINE_ENDING` unless
    given: "\\n" or "\\r\\n").

    The standard's loop (collect code points up to a CR or LF; a CR, and an LF right after it,
    make one line ending; a lone LF makes one) is the same as replacing CR LF pairs by LF, then
    lone CRs by LF, then LF by the native line ending.
    """
    if type(s) is not str or type(native_line_ending) is not str:
        from webapi._webidl import require_str

        s = require_str(s, "convert_line_endings_to_native", "s")
        native_line_ending = require_str(
            native_line_ending, "convert_line_endings_to_native", "native_line_ending"
        )
    if "\r" in s:
        s = s.replace("\r\n", "\n").replace("\r", "\n")
    if native_line_ending != "\n" and "\n" in s:
        s = s.replace("\n", native_line_ending)
    return s
