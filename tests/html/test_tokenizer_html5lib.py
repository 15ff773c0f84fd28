"""The HTML tokenizer (``webapi.html.tokenize``) against every case of html5lib-tests' tokenizer
suite (6,810 tests in 14 files, each run in every initial state it names): the tokens, with the
format's coalescing of adjacent character tokens, and the parse errors, code, line and column,
in order (columns counted in UTF-16 code units, as the data gives them: ``_utf16_column``).

The data is found by ``wpt.html5lib`` (``$HTML5LIB_TESTS``, ``../shared/html5lib-tests``, a
verified download); without it these tests skip with a message. ``xmlViolation.test`` expects
the output after the HTML Standard's "coercing an HTML DOM into an infoset"
(https://html.spec.whatwg.org/multipage/parsing.html#coercing-an-html-dom-into-an-infoset),
which :func:`_coerce_to_infoset` applies to the tokens; its tests give no errors (the
coercion's, not the tokenizer's), so only its tokens are compared.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import wpt.html5lib
from webapi.html import (
    CharactersToken,
    CommentToken,
    DoctypeToken,
    EndTagToken,
    ParseError,
    StartTagToken,
    Token,
    tokenize,
)
from wpt.data import WPTDataError

#: The files and how many tests each holds (shared/html5lib-tests/README.md).
FILES = {
    "contentModelFlags.test": 14,
    "domjs.test": 43,
    "entities.test": 80,
    "escapeFlag.test": 5,
    "namedEntities.test": 4210,
    "numericEntities.test": 336,
    "pendingSpecChanges.test": 1,
    "test1.test": 69,
    "test2.test": 45,
    "test3.test": 1590,
    "test4.test": 85,
    "unicodeChars.test": 323,
    "unicodeCharsProblematic.test": 5,
    "xmlViolation.test": 4,
}


def _tests(name: str) -> list[dict[str, Any]]:
    try:
        return wpt.html5lib.tokenizer_tests(name)
    except WPTDataError as reason:
        pytest.skip(f"html5lib-tests not available: {reason}")


_ESCAPE = re.compile(r"\\u([0-9A-Fa-f]{4})")


def _unescape(value: Any) -> Any:
    """``doubleEscaped``: each ``\\uHHHH`` in the strings (nested in lists and objects) is the
    code point."""
    if isinstance(value, str):
        return _ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), value)
    if isinstance(value, list):
        return [_unescape(item) for item in value]
    if isinstance(value, dict):
        return {_unescape(k): _unescape(v) for k, v in value.items()}
    return value


def html5lib_form(tokens: list[Token]) -> list[list[Any]]:
    """The tokens as the test format writes them, adjacent character tokens coalesced."""
    out: list[list[Any]] = []
    for token in tokens:
        if isinstance(token, CharactersToken):
            if out and out[-1][0] == "Character":
                out[-1][1] += token.data
            else:
                out.append(["Character", token.data])
        elif isinstance(token, EndTagToken):  # before StartTagToken: a subclass of it
            out.append(["EndTag", token.name])
        elif isinstance(token, StartTagToken):
            tag = ["StartTag", token.name, dict(token.attributes)]
            out.append([*tag, True] if token.self_closing else tag)
        elif isinstance(token, CommentToken):
            if token.target is None:
                out.append(["Comment", token.data])
            else:
                out.append(["ProcessingInstruction", token.target, token.data])
        else:
            assert isinstance(token, DoctypeToken)
            doctype = token
            out.append(
                [
                    "DOCTYPE",
                    doctype.name,
                    doctype.public_id,
                    doctype.system_id,
                    not doctype.force_quirks,
                ]
            )
    return out


_NON_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _coerce_to_infoset(tokens: list[list[Any]]) -> list[list[Any]]:
    """What xmlViolation.test checks of "coercing an HTML DOM into an infoset": characters
    XML does not allow become U+FFFD, form feeds in text become spaces, and a comment's ``--``
    becomes ``- -``."""
    out = []
    for token in tokens:
        if token[0] == "Character":
            token = ["Character", _NON_XML.sub("\ufffd", token[1].replace("\f", " "))]
        elif token[0] == "Comment":
            data = token[1]
            while "--" in data:
                data = data.replace("--", "- -")
            token = ["Comment", data]
        out.append(token)
    return out


def run_case(test: dict[str, Any], state: str) -> tuple[list[list[Any]], list[dict[str, Any]]]:
    """The tokens (test format) and errors (``{"code", "line", "col"}``) of one test in one
    initial state."""
    text = test["input"]
    if test.get("doubleEscaped"):
        text = _unescape(text)
    errors: list[ParseError] = []
    tokens = list(
        tokenize(
            text,
            initial_state=state,
            last_start_tag=test.get("lastStartTag"),
            errors=errors,
        )
    )
    stream = text.replace("\r\n", "\n").replace("\r", "\n")
    found = [{"code": e.code, "line": e.line, "col": _utf16_column(stream, e)} for e in errors]
    return html5lib_form(tokens), found


def _utf16_column(stream: str, error: ParseError) -> int:
    """The column the test format gives, counted in UTF-16 code units (parse5 made the data in
    JavaScript): ``ParseError.column`` counts code points, so each code point past U+FFFF
    before the error on its line counts twice."""
    line_start = error.index - (error.column - 1)
    before = stream[line_start : error.index]
    return error.column + sum(1 for char in before if char > "\uffff")


#: The runs whose input starts with ``<?`` in the data state: html5lib-tests' data predates
#: processing instructions in HTML (whatwg/html#12118), so :func:`standard_after_12118` gives
#: what the Standard says now.
PI_RUNS: list[tuple[str, int]] = []
_QUESTION_MARK = "unexpected-question-mark-instead-of-tag-name"


def standard_after_12118(
    text: str, expected: list[list[Any]], errors: list[dict[str, Any]]
) -> tuple[list[list[Any]], list[dict[str, Any]]]:
    """The tokens and errors the Standard gives for ``text`` (``<?`` and the rest, one line, in
    the data state) from html5lib-tests' ``expected`` and ``errors`` for it (a bogus comment
    after "unexpected-question-mark-instead-of-tag-name"): the tag open state's ``?`` now
    switches to the processing instruction open state, which reads the next character:

    - end of input: "eof-in-processing-instruction", emit end-of-file (no comment);
    - neither an ASCII alpha nor ``_``: "invalid-first-character-of-processing-instruction-target"
      at that character, and the temporary buffer (empty) becomes a comment ``?`` that the
      bogus comment state goes on with: the same comment token as before;
    - else the processing instruction target state: ASCII alphanumerics, ``-`` and ``_``
      (in these inputs up to ``>`` or the end), then a token whose data is empty at ``>``, or
      "eof-in-processing-instruction" at the end."""
    rest = text[2:]
    others = [error for error in errors if error["code"] != _QUESTION_MARK]
    end = {"line": 1, "col": len(text) + 1}
    if not rest:
        return [], [{"code": "eof-in-processing-instruction", **end}]
    first = rest[0]
    if not (first.isascii() and (first.isalpha() or first == "_")):
        moved = {"code": "invalid-first-character-of-processing-instruction-target", "line": 1}
        moved["col"] = 3
        # (after the input stream's errors for that character, before the bogus comment's)
        stream = [error for error in others if error["code"].endswith("-in-input-stream")]
        later = [error for error in others if not error["code"].endswith("-in-input-stream")]
        return expected, [*stream, moved, *later]
    target = re.match(r"[A-Za-z0-9_-]*", rest)
    assert target is not None
    if target.end() == len(rest):
        return [], [{"code": "eof-in-processing-instruction", **end}]
    assert rest[target.end() :] == ">", text  # (the two such inputs)
    return [["ProcessingInstruction", target.group(), ""]], others


def failures(name: str) -> tuple[int, list[str]]:
    """How many (test, initial state) runs the file has, and a line for each that fails."""
    runs = 0
    failed = []
    xml = name == "xmlViolation.test"
    for number, test in enumerate(_tests(name)):
        expected = test["output"]
        if test.get("doubleEscaped"):
            expected = _unescape(expected)
        for state in test.get("initialStates", ["Data state"]):
            runs += 1
            tokens, errors = run_case(test, state)
            if xml:
                tokens = _coerce_to_infoset(tokens)
            wanted_errors = [] if xml else test.get("errors", [])
            if xml:
                errors = []
            if state == "Data state" and test["input"].startswith("<?"):
                PI_RUNS.append((name, number))
                expected, wanted_errors = standard_after_12118(
                    test["input"].replace("\r\n", "\n").replace("\r", "\n"),
                    expected,
                    wanted_errors,
                )
            if tokens != expected or errors != wanted_errors:
                failed.append(
                    f"{name} #{number} {test['description']!r} ({state}): input "
                    f"{test['input']!r}\n  tokens {tokens}\n  wanted {expected}\n"
                    f"  errors {errors}\n  wanted {wanted_errors}"
                )
    return runs, failed


@pytest.mark.parametrize("name", sorted(FILES))
def test_html5lib_tokenizer_file(name: str) -> None:
    tests = _tests(name)
    assert len(tests) == FILES[name]
    runs, failed = failures(name)
    print(f"{name}: {runs - len(failed)}/{runs} runs pass ({len(tests)} tests)")
    assert not failed, f"{len(failed)} of {runs} fail:\n" + "\n".join(failed[:20])


def test_processing_instructions_in_html_change_38_runs() -> None:
    """whatwg/html#12118 (processing instructions in HTML, as Chromium 156 ships them): the 38
    runs of ``<?`` inputs in the data state follow :func:`standard_after_12118`, not
    html5lib-tests' data (checked in each file's test): two become processing instructions,
    ten end at the end of input with no token, the others keep their bogus comment with
    another parse error."""
    PI_RUNS.clear()
    for name in sorted(FILES):
        failures(name)
    assert len(PI_RUNS) == 38
    assert run_case({"input": "<?namespace>"}, "Data state") == (
        [["ProcessingInstruction", "namespace", ""]],
        [],
    )
    tokens, errors = run_case({"input": "<?xml-Stylesheet a?>"}, "Data state")
    assert tokens == [["Comment", "?xml-Stylesheet a?"]]
    assert [error["code"] for error in errors] == ["disallowed-processing-instruction-target"]


def test_all_6810_tests_are_there() -> None:
    assert sum(len(_tests(name)) for name in FILES) == 6810 == sum(FILES.values())
