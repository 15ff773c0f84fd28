"""The HTML Standard's "parse a srcset attribute": the image candidates of an ``img`` or
``source`` element's ``srcset`` attribute.

Spec: https://html.spec.whatwg.org/multipage/images.html#parse-a-srcset-attribute

The splitting loop and the descriptor tokenizer walk the value in spans (``re`` matches of the
runs the steps collect), the descriptor parser checks each descriptor against the syntax the
step names ("a valid non-negative integer followed by ..."). Parse errors are not reported:
they change nothing a browser does.
"""

from __future__ import annotations

import re

from webapi._webidl import require_str

__all__ = ["ImageCandidate", "parse_srcset_attribute"]

#: "Collect a sequence of code points that are ASCII whitespace or U+002C COMMA characters".
_SEPARATORS = re.compile(r"[\t\n\f\r ,]*")
#: "Collect a sequence of code points that are not ASCII whitespace" (the URL).
_URL = re.compile(r"[^\t\n\f\r ]*")
_WHITESPACE = re.compile(r"[\t\n\f\r ]*")
#: The descriptor tokenizer's "in descriptor" state consumes runs of "anything else" at once.
_IN_DESCRIPTOR = re.compile(r"[^\t\n\f\r ,(]*")
#: "in parens": anything up to U+0029.
_IN_PARENS = re.compile(r"[^)]*")

#: A candidate the steps below would read in one go (the common case): a URL that does not end
#: with a comma, then at most one descriptor without parentheses, then a comma or the end. The
#: descriptor tokenizer gives that descriptor alone and stops after the comma.
_SIMPLE_CANDIDATE = re.compile(
    r"([^\t\n\f\r ]*[^\t\n\f\r ,])(?![^\t\n\f\r ])"  # the URL, all of it
    r"(?:[\t\n\f\r ]+([^\t\n\f\r ,()]+))?"  # a descriptor
    r"[\t\n\f\r ]*(?:,|\Z)"
)

#: https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-non-negative-integer
_NON_NEGATIVE_INTEGER = "[0-9]+"
#: https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-floating-point-number:
#: an optional "-"; digits, or digits "." digits, or "." digits; an optional exponent.
_FLOATING_POINT = r"-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?"
_WIDTH = re.compile(f"({_NON_NEGATIVE_INTEGER})w")
_DENSITY = re.compile(f"({_FLOATING_POINT})x")
_HEIGHT = re.compile(f"({_NON_NEGATIVE_INTEGER})h")

#: Python's ``int()`` refuses decimal strings longer than this (``sys.int_info``'s default
#: limit): a width or height with more significant digits makes the descriptor an error.
_MAX_DIGITS = 4300


class ImageCandidate:
    """An image candidate of a ``srcset`` attribute: its ``url`` (the string, not yet
    parsed), the ``descriptors`` as the descriptor tokenizer split them, and what the
    descriptor parser made of them: ``width`` (a ``w`` descriptor), ``density`` (an ``x``
    descriptor) and ``height`` (the future-compat ``h`` descriptor), each ``None`` when absent.
    ``str()`` is the URL."""

    __slots__ = ("density", "descriptors", "height", "url", "width")

    def __init__(
        self,
        url: str,
        descriptors: tuple[str, ...] = (),
        width: int | None = None,
        density: float | None = None,
        height: int | None = None,
    ) -> None:
        self.url = url
        self.descriptors = descriptors
        self.width = width
        self.density = density
        self.height = height

    def __str__(self) -> str:
        return self.url

    def __repr__(self) -> str:
        return (
            f"ImageCandidate(url={self.url!r}, descriptors={self.descriptors!r}, "
            f"width={self.width!r}, density={self.density!r}, height={self.height!r})"
        )


def _non_negative_integer(digits: str) -> int | None:
    """https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-non-negative-integers
    on a valid non-negative integer (``None``: more digits than Python converts)."""
    significant = digits.lstrip("0")
    if len(significant) > _MAX_DIGITS:
        return None
    return int(significant or "0")


def _floating_point(text: str) -> float | None:
    """https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-floating-point-number-values
    on a valid floating-point number: the nearest double; ``None`` (an error) where it rounds
    to 2^1024 or -2^1024 (the infinities); -0 is not in the set of values: it becomes 0."""
    value = float(text)
    if value in (float("inf"), float("-inf")):
        return None
    return value + 0.0  # -0.0 + 0.0 is 0.0


def _tokenize_descriptors(value: str, position: int) -> tuple[list[str], int]:
    """The descriptor tokenizer (step 8 of the splitting loop's "Otherwise" branch): the
    descriptors from ``position`` (after the URL) and the position after them."""
    # "Skip ASCII whitespace within input given position."
    position = _WHITESPACE.match(value, position).end()  # type: ignore[union-attr]
    end = len(value)
    descriptors: list[str] = []
    # "Let current descriptor be the empty string. Let state be in descriptor."
    current: list[str] = []
    state = "in descriptor"
    while True:
        char = value[position] if position < end else ""
        if state == "in descriptor":
            if char in "\t\n\f\r " and char:
                # "If current descriptor is not empty, append current descriptor to
                # descriptors and let current descriptor be the empty string. Set state to
                # after descriptor."
                if current:
                    descriptors.append("".join(current))
                    current = []
                state = "after descriptor"
            elif char == ",":
                # "Advance position to the next character in input. If current descriptor is
                # not empty, append current descriptor to descriptors. Jump to the step
                # labeled descriptor parser."
                position += 1
                if current:
                    descriptors.append("".join(current))
                return descriptors, position
            elif char == "(":
                # "Append c to current descriptor. Set state to in parens."
                current.append(char)
                state = "in parens"
            elif not char:
                # EOF: "If current descriptor is not empty, append current descriptor to
                # descriptors. Jump to the step labeled descriptor parser."
                if current:
                    descriptors.append("".join(current))
                return descriptors, position
            else:
                # "Anything else: Append c to current descriptor." (the whole run of them)
                run_end = _IN_DESCRIPTOR.match(value, position).end()  # type: ignore[union-attr]
                current.append(value[position:run_end])
                position = run_end
                continue
        elif state == "in parens":
            if char == ")":
                # "Append c to current descriptor. Set state to in descriptor."
                current.append(char)
                state = "in descriptor"
            elif not char:
                # EOF: "Append current descriptor to descriptors. Jump to the step labeled
                # descriptor parser."
                descriptors.append("".join(current))
                return descriptors, position
            else:
                run_end = _IN_PARENS.match(value, position).end()  # type: ignore[union-attr]
                current.append(value[position:run_end])
                position = run_end
                continue
        else:  # after descriptor
            if char in "\t\n\f\r " and char:
                pass  # "Stay in this state."
            elif not char:
                return descriptors, position  # "Jump to the step labeled descriptor parser."
            else:
                # "Set state to in descriptor. Set position to the previous character in
                # input." (and the advance below brings it back: reconsume)
                state = "in descriptor"
                continue
        # "Advance position to the next character in input. Repeat this step."
        position += 1


def _parse_descriptors(url: str, descriptors: list[str]) -> ImageCandidate | None:
    """The descriptor parser (steps 9 to 13): the candidate, or ``None`` where error is
    yes."""
    # "Let error be no. Let width be absent. Let density be absent. Let future-compat-h be
    # absent."
    width: int | None = None
    density: float | None = None
    height: int | None = None
    for descriptor in descriptors:
        if match := _WIDTH.fullmatch(descriptor):
            # "If width and density are not both absent, then let error be yes."
            if width is not None or density is not None:
                return None
            # "Apply the rules for parsing non-negative integers to the descriptor. If the
            # result is 0, let error be yes. Otherwise, let width be the result."
            parsed = _non_negative_integer(match[1])
            if not parsed:
                return None
            width = parsed
        elif match := _DENSITY.fullmatch(descriptor):
            # "If width, density and future-compat-h are not all absent, then let error be
            # yes."
            if width is not None or density is not None or height is not None:
                return None
            # "Apply the rules for parsing floating-point number values to the descriptor.
            # If the result is less than 0, let error be yes. Otherwise, let density be the
            # result."
            number = _floating_point(match[1])
            if number is None or number < 0:
                return None
            density = number
        elif match := _HEIGHT.fullmatch(descriptor):
            # "If future-compat-h and density are not both absent, then let error be yes."
            if height is not None or density is not None:
                return None
            # "If the result is 0, let error be yes. Otherwise, let future-compat-h be the
            # result."
            parsed = _non_negative_integer(match[1])
            if not parsed:
                return None
            height = parsed
        else:
            return None  # "Anything else: Let error be yes."
    # "If future-compat-h is not absent and width is absent, let error be yes."
    if height is not None and width is None:
        return None
    # "If error is still no, then append a new image source to candidates whose URL is url,
    # associated with a width width if not absent and a pixel density density if not
    # absent."
    return ImageCandidate(url, tuple(descriptors), width, density, height)


def parse_srcset_attribute(value: str) -> list[ImageCandidate]:
    """https://html.spec.whatwg.org/multipage/images.html#parse-a-srcset-attribute

    The image candidates of a ``srcset`` attribute's ``value``, in order: each candidate's
    URL string (not yet parsed: resolve it as the document does, :func:`encoding_parse`),
    its descriptors, and its ``width``, ``density`` and ``height`` when given. A candidate
    whose descriptors are in error (``1x 2x``, ``0w``, ``foo``, ``1h`` alone) is dropped, as
    in a browser. A width or height of more than 4,300 significant digits counts as an error.
    """
    require_str(value, "parse_srcset_attribute", "value")
    return _parse_srcset(value, _SIMPLE_CANDIDATE)


def _parse_srcset(value: str, simple_candidate: re.Pattern[str] | None) -> list[ImageCandidate]:
    """The steps; ``simple_candidate`` (``None``: the steps alone, as the tests compare) reads
    a common candidate in one match."""
    candidates: list[ImageCandidate] = []
    position = 0
    end = len(value)
    while True:
        # Splitting loop: "Collect a sequence of code points that are ASCII whitespace or
        # U+002C COMMA characters from input given position."
        position = _SEPARATORS.match(value, position).end()  # type: ignore[union-attr]
        # "If position is past the end of input, return candidates."
        if position >= end:
            return candidates
        simple = None if simple_candidate is None else simple_candidate.match(value, position)
        if simple is not None:
            url, descriptor = simple.groups()
            position = simple.end()
            candidate = _parse_descriptors(url, [] if descriptor is None else [descriptor])
            if candidate is not None:
                candidates.append(candidate)
            continue
        # "Collect a sequence of code points that are not ASCII whitespace from input given
        # position, and let that be url."
        url_end = _URL.match(value, position).end()  # type: ignore[union-attr]
        url = value[position:url_end]
        position = url_end
        descriptors: list[str] = []
        if url.endswith(","):
            # "If url ends with U+002C (,), then: Remove all trailing U+002C COMMA characters
            # from url." (no descriptors follow)
            url = url.rstrip(",")
        else:
            descriptors, position = _tokenize_descriptors(value, position)
        candidate = _parse_descriptors(url, descriptors)
        if candidate is not None:
            candidates.append(candidate)
