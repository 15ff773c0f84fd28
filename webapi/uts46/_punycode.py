"""Punycode: the Bootstring encoding of Unicode labels used by IDNA.

Spec: https://www.rfc-editor.org/rfc/rfc3492 (RFC 3492)

Both directions return ``None`` on failure.  Integer overflow is checked as the
RFC's sample implementation does for a 32-bit signed integer (the limit ICU,
and so two of the three browser engines, uses), so that pathological labels
fail rather than grow without bound.  Python's own ``punycode`` codec is not
used: it raises different errors and accepts different input.
"""

from __future__ import annotations

__all__ = ["punycode_decode", "punycode_encode"]

# https://www.rfc-editor.org/rfc/rfc3492#section-5 "Parameter values for Punycode"
_BASE = 36
_TMIN = 1
_TMAX = 26
_SKEW = 38
_DAMP = 700
_INITIAL_BIAS = 72
_INITIAL_N = 0x80
_DELIMITER = "-"

#: The largest value an integer may reach before "fail on overflow".
_MAXINT = 0x7FFFFFFF

#: Digit values 0..25 are "a".."z", 26..35 are "0".."9"; the decoder accepts
#: both cases of the letters (RFC 3492 section 5).
_DIGIT_VALUES = {
    **{chr(0x61 + d): d for d in range(26)},
    **{chr(0x41 + d): d for d in range(26)},
    **{chr(0x30 + d): 26 + d for d in range(10)},
}
_DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789"


def adapt(delta: int, numpoints: int, firsttime: bool) -> int:
    """Bias adaptation function, https://www.rfc-editor.org/rfc/rfc3492#section-6.1"""
    delta = delta // _DAMP if firsttime else delta // 2
    delta += delta // numpoints
    k = 0
    while delta > ((_BASE - _TMIN) * _TMAX) // 2:
        delta //= _BASE - _TMIN
        k += _BASE
    return k + ((_BASE - _TMIN + 1) * delta) // (delta + _SKEW)


def _threshold(k: int, bias: int) -> int:
    # "let t = tmin if k <= bias {+ tmin}, or tmax if k >= bias + tmax, or k - bias otherwise"
    if k <= bias:
        return _TMIN
    if k >= bias + _TMAX:
        return _TMAX
    return k - bias


def _fenwick_all_ones(size: int) -> list[int]:
    """A Fenwick tree (1-indexed) over ``size`` slots that each hold 1."""
    return [i & -i for i in range(size + 1)]


def _take_kth_free(tree: list[int], k: int) -> int:
    """The index of the ``k``-th (0-indexed) slot still holding 1, which then
    holds 0: binary lifting over the Fenwick tree, decrementing on the way down
    every node whose range holds the slot (exactly the nodes an update of that
    slot would visit), O(log n)."""
    size = len(tree) - 1
    position = 0
    remaining = k + 1
    step = 1 << (size.bit_length() - 1)
    while step:
        following = position + step
        if following <= size:
            count = tree[following]
            if count < remaining:
                position = following
                remaining -= count
            else:
                tree[following] = count - 1
        step >>= 1
    return position


def punycode_decode(label: str) -> str | None:
    """Decoding procedure, https://www.rfc-editor.org/rfc/rfc3492#section-6.2

    ``label`` is the part after "xn--".  Returns ``None`` when ``label`` is not
    valid Punycode, or decodes to something other than Unicode scalar values.

    The procedure inserts each decoded code point into the output at index
    ``i``; inserting into a list costs time proportional to its length, which
    makes long hostile labels quadratic.  So the insertions are recorded, and
    a long output is built by ``_place`` in O(n log n).
    """
    if not label.isascii():
        return None
    # "consume all code points before the last delimiter (if there is one) and
    # copy them to output ... if more than zero code points were consumed then
    # consume one more (which will be the last delimiter)"
    b = label.rfind(_DELIMITER)
    if b > 0:
        basic = label[:b]
        pos = b + 1
    else:
        basic = ""
        pos = 0
    insertions: list[tuple[int, int]] = []  # (i, n) of each "insert n at position i"
    n = _INITIAL_N
    i = 0
    bias = _INITIAL_BIAS
    end = len(label)
    digit_values = _DIGIT_VALUES
    while pos < end:
        oldi = i
        w = 1
        k = _BASE
        while True:
            if pos >= end:
                return None
            digit = digit_values.get(label[pos])
            if digit is None:
                return None
            pos += 1
            if digit > (_MAXINT - i) // w:
                return None
            i += digit * w
            t = _threshold(k, bias)
            if digit < t:
                break
            if w > _MAXINT // (_BASE - t):
                return None
            w *= _BASE - t
            k += _BASE
        length = len(basic) + len(insertions) + 1
        bias = adapt(i - oldi, length, oldi == 0)
        if i // length > _MAXINT - n:
            return None
        n += i // length
        i %= length
        # Output must be Unicode scalar values.
        if n > 0x10FFFF or 0xD800 <= n <= 0xDFFF:
            return None
        insertions.append((i, n))
        i += 1
    if not insertions:
        return basic
    if len(insertions) <= _SHORT:
        # "insert n into output at position i": fine while output is short.
        output = list(basic)
        for index, code_point in insertions:
            output.insert(index, chr(code_point))
        return "".join(output)
    return _place(basic, insertions)


#: Up to this many decoded code points, list insertion (quadratic, but in C)
#: beats the Fenwick tree's logarithmic steps in Python.
_SHORT = 4096


def _place(basic: str, insertions: list[tuple[int, int]]) -> str:
    """The output of the insertions ``(i, n)`` ("insert n at position i") into
    ``basic``, placed from last to first: each goes to the ``i``-th slot not
    taken by a later insertion, and the basic code points fill the slots left,
    in order."""
    output = [""] * (len(basic) + len(insertions))
    free = _fenwick_all_ones(len(output))
    for index, code_point in reversed(insertions):
        output[_take_kth_free(free, index)] = chr(code_point)
    basic_slots = (slot for slot, char in enumerate(output) if not char)
    for char, slot in zip(basic, basic_slots, strict=False):
        output[slot] = char
    return "".join(output)


def punycode_encode(label: str) -> str | None:
    """Encoding procedure, https://www.rfc-editor.org/rfc/rfc3492#section-6.3

    Returns the Punycode form of ``label`` (without "xn--"), or ``None`` when
    ``label`` holds a surrogate or the computation would overflow.
    """
    code_points = [ord(c) for c in label]
    if any(0xD800 <= c <= 0xDFFF for c in code_points):
        return None
    distinct = len({c for c in code_points if c >= _INITIAL_N})
    # The procedure walks the whole input once per distinct non-basic code
    # point: quadratic for long labels of many distinct code points, where the
    # Fenwick-tree version's O(n log n) wins.
    if distinct * len(code_points) <= _SCAN_BUDGET or distinct <= 16:
        return _encode_by_scanning(label, code_points)
    return _encode_by_counting(label, code_points)


#: Up to this many (distinct code points x length) steps, walk the input.
_SCAN_BUDGET = 1 << 16


def _encode_start(label: str) -> tuple[list[str], int]:
    output = [c for c in label if c < "\x80"]
    b = len(output)
    # "copy them to the output in order, followed by a delimiter if b > 0"
    if b > 0:
        output.append(_DELIMITER)
    return output, b


def _encode_delta(output: list[str], delta: int, bias: int) -> None:
    """Append ``delta`` as a generalized variable-length integer."""
    q = delta
    k = _BASE
    while True:
        t = _threshold(k, bias)
        if q < t:
            break
        output.append(_DIGITS[t + (q - t) % (_BASE - t)])
        q = (q - t) // (_BASE - t)
        k += _BASE
    output.append(_DIGITS[q])


def _encode_by_scanning(label: str, code_points: list[int]) -> str | None:
    """The encoding procedure as RFC 3492 writes it."""
    output, b = _encode_start(label)
    h = b
    n = _INITIAL_N
    delta = 0
    bias = _INITIAL_BIAS
    total = len(code_points)
    while h < total:
        # "let m = the minimum {non-basic} code point >= n in the input"
        m = min(c for c in code_points if c >= n)
        if m - n > (_MAXINT - delta) // (h + 1):
            return None
        delta += (m - n) * (h + 1)
        n = m
        for c in code_points:
            if c < n:
                delta += 1
                if delta > _MAXINT:
                    return None
            elif c == n:
                _encode_delta(output, delta, bias)
                bias = adapt(delta, h + 1, h == b)
                delta = 0
                h += 1
        delta += 1
        n += 1
    return "".join(output)


def _encode_by_counting(label: str, code_points: list[int]) -> str | None:
    """The encoding procedure with the walk replaced by counting: between two
    occurrences of ``m`` the walk adds one to ``delta`` per code point below
    ``m``, which a Fenwick tree over positions counts in O(log n).  ``delta``
    only grows between emissions, so the overflow failures are the same."""
    output, b = _encode_start(label)
    h = b
    total = len(code_points)
    # tree counts, per position, the code points below n: the basic ones first.
    tree = [0] * (total + 1)
    positions_of: dict[int, list[int]] = {}
    for position, c in enumerate(code_points):
        if c < _INITIAL_N:
            i = position + 1
            while i <= total:
                tree[i] += 1
                i += i & -i
        else:
            positions_of.setdefault(c, []).append(position)

    def below_n_before(position: int) -> int:
        """How many code points below n stand before ``position``."""
        count = 0
        while position > 0:
            count += tree[position]
            position -= position & -position
        return count

    n = _INITIAL_N
    delta = 0
    bias = _INITIAL_BIAS
    for m in sorted(positions_of):
        if m - n > (_MAXINT - delta) // (h + 1):
            return None
        delta += (m - n) * (h + 1)
        n = m
        counted_to = 0  # below_n_before(previous occurrence + 1)
        positions = positions_of[m]
        for position in positions:
            before = below_n_before(position)
            delta += before - counted_to
            if delta > _MAXINT:
                return None
            _encode_delta(output, delta, bias)
            bias = adapt(delta, h + 1, h == b)
            delta = 0
            h += 1
            counted_to = before
        delta += below_n_before(total) - counted_to
        if delta > _MAXINT:
            return None
        for position in positions:  # from now on these are below n too
            i = position + 1
            while i <= total:
                tree[i] += 1
                i += i & -i
        delta += 1
        n += 1
    return "".join(output)
