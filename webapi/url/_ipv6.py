"""The IPv6 parser and serializer, and finding the compressed piece index.

Spec: https://url.spec.whatwg.org/#concept-ipv6-parser,
https://url.spec.whatwg.org/#concept-ipv6-serializer and
https://url.spec.whatwg.org/#find-the-ipv6-address-compressed-piece-index

An IPv6 address is a tuple of its eight pieces (16-bit unsigned integers).
The parser follows the spec step for step, with the spec's pointer and c
(``c`` is ``""`` for the EOF code point); its steps are quoted where they
start.
"""

from __future__ import annotations

from ._errors import Report

__all__ = [
    "find_the_ipv6_address_compressed_piece_index",
    "ipv6_parse",
    "ipv6_serialize",
    "serialize_hex_pieces",
]

_HEX_VALUE = {c: int(c, 16) for c in "0123456789abcdefABCDEF"}
_DIGIT_VALUE = {c: int(c) for c in "0123456789"}


def ipv6_parse(input: str, report: Report | None = None) -> tuple[int, ...] | None:
    """https://url.spec.whatwg.org/#concept-ipv6-parser

    Returns the eight pieces, or ``None`` for failure.  Indices reported are
    relative to ``input``: each error is reported at the pointer where the
    spec's step raises it.
    """
    # "1. Let address be a new IPv6 address whose pieces are all 0."
    address = [0] * 8
    # "2. Let pieceIndex be 0."
    piece_index = 0
    # "3. Let compress be null."
    compress: int | None = None
    # "4. Let pointer be a pointer for input."
    pointer = 0
    n = len(input)

    def fail(error: str) -> None:
        """The error of a step that says "validation error, return failure"."""
        if report is not None:
            report(error, pointer, True)

    # "5. If c is U+003A (:), then:"
    if n and input[0] == ":":
        # "5.1. If remaining does not start with U+003A (:),
        # IPv6-invalid-compression validation error, return failure."
        if not input.startswith(":", 1):
            fail("IPv6-invalid-compression")
            return None
        # "5.2. Increase pointer by 2."
        pointer += 2
        # "5.3. Increase pieceIndex by 1 and then set compress to pieceIndex."
        piece_index += 1
        compress = piece_index
    # "6. While c is not the EOF code point:"
    while pointer < n:
        # "6.1. If pieceIndex is 8, IPv6-too-many-pieces validation error,
        # return failure."
        if piece_index == 8:
            fail("IPv6-too-many-pieces")
            return None
        # "6.2. If c is U+003A (:), then: If compress is non-null,
        # IPv6-multiple-compression validation error, return failure. Increase
        # pointer and pieceIndex by 1, set compress to pieceIndex, and then
        # continue."
        if input[pointer] == ":":
            if compress is not None:
                fail("IPv6-multiple-compression")
                return None
            pointer += 1
            piece_index += 1
            compress = piece_index
            continue
        # "6.3. Let value and length be 0."
        value = length = 0
        # "6.4. While length is less than 4 and c is an ASCII hex digit, set
        # value to value × 0x10 + c interpreted as a hexadecimal number, and
        # increase pointer and length by 1."
        while length < 4 and pointer < n and input[pointer] in _HEX_VALUE:
            value = value * 0x10 + _HEX_VALUE[input[pointer]]
            pointer += 1
            length += 1
        c = input[pointer] if pointer < n else ""
        # "6.5. If c is U+002E (.), then:"  (an IPv4 address in the last two pieces)
        if c == ".":
            # "6.5.1. If length is 0, IPv4-in-IPv6-invalid-code-point validation
            # error, return failure."
            if length == 0:
                fail("IPv4-in-IPv6-invalid-code-point")
                return None
            # "6.5.2. Decrease pointer by length."
            pointer -= length
            # "6.5.3. If pieceIndex is greater than 6, IPv4-in-IPv6-too-many-pieces
            # validation error, return failure."
            if piece_index > 6:
                fail("IPv4-in-IPv6-too-many-pieces")
                return None
            # "6.5.4. Let numbersSeen be 0."
            numbers_seen = 0
            # "6.5.5. While c is not the EOF code point:"
            while pointer < n:
                # "6.5.5.1. Let ipv4Piece be null."
                ipv4_piece: int | None = None
                # "6.5.5.2. If numbersSeen is greater than 0, then: If c is a
                # U+002E (.) and numbersSeen is less than 4, then increase pointer
                # by 1. Otherwise, IPv4-in-IPv6-invalid-code-point validation
                # error, return failure."
                if numbers_seen > 0:
                    if input[pointer] == "." and numbers_seen < 4:
                        pointer += 1
                    else:
                        fail("IPv4-in-IPv6-invalid-code-point")
                        return None
                # "6.5.5.3. If c is not an ASCII digit,
                # IPv4-in-IPv6-invalid-code-point validation error, return
                # failure."
                if pointer >= n or input[pointer] not in _DIGIT_VALUE:
                    fail("IPv4-in-IPv6-invalid-code-point")
                    return None
                # "6.5.5.4. While c is an ASCII digit:"
                while pointer < n and input[pointer] in _DIGIT_VALUE:
                    # "Let number be c interpreted as decimal number."
                    number = _DIGIT_VALUE[input[pointer]]
                    # "If ipv4Piece is null, then set ipv4Piece to number."
                    if ipv4_piece is None:
                        ipv4_piece = number
                    # "Otherwise, if ipv4Piece is 0, IPv4-in-IPv6-invalid-code-point
                    # validation error, return failure."
                    elif ipv4_piece == 0:
                        fail("IPv4-in-IPv6-invalid-code-point")
                        return None
                    # "Otherwise, set ipv4Piece to ipv4Piece × 10 + number."
                    else:
                        ipv4_piece = ipv4_piece * 10 + number
                    # "If ipv4Piece is greater than 255, IPv4-in-IPv6-out-of-range-part
                    # validation error, return failure."
                    if ipv4_piece > 255:
                        fail("IPv4-in-IPv6-out-of-range-part")
                        return None
                    # "Increase pointer by 1."
                    pointer += 1
                assert ipv4_piece is not None
                # "6.5.5.5. Set address[pieceIndex] to address[pieceIndex] × 0x100 +
                # ipv4Piece."
                address[piece_index] = address[piece_index] * 0x100 + ipv4_piece
                # "6.5.5.6. Increase numbersSeen by 1."
                numbers_seen += 1
                # "6.5.5.7. If numbersSeen is 2 or 4, then increase pieceIndex by 1."
                if numbers_seen in (2, 4):
                    piece_index += 1
            # "6.5.6. If numbersSeen is not 4, IPv4-in-IPv6-too-few-parts
            # validation error, return failure."
            if numbers_seen != 4:
                fail("IPv4-in-IPv6-too-few-parts")
                return None
            # "6.5.7. Break."
            break
        # "6.6. Otherwise, if c is U+003A (:): Increase pointer by 1. If c is the
        # EOF code point, IPv6-invalid-code-point validation error, return
        # failure."
        elif c == ":":
            pointer += 1
            if pointer >= n:
                fail("IPv6-invalid-code-point")
                return None
        # "6.7. Otherwise, if c is not the EOF code point, IPv6-invalid-code-point
        # validation error, return failure."
        elif c:
            fail("IPv6-invalid-code-point")
            return None
        # "6.8. If length is greater than 1 and value is less than 0x10^(length −
        # 1), IPv6-piece-leading-zero validation error."
        if length > 1 and value < 0x10 ** (length - 1) and report is not None:
            report("IPv6-piece-leading-zero", pointer - length, False)
        # "6.9. Set address[pieceIndex] to value."
        address[piece_index] = value
        # "6.10. Increase pieceIndex by 1."
        piece_index += 1
    # "7. If compress is non-null, then:"
    if compress is not None:
        # "7.1. Let swaps be pieceIndex − compress."
        swaps = piece_index - compress
        # "7.2. Set pieceIndex to 7."
        piece_index = 7
        # "7.3. While pieceIndex is not 0 and swaps is greater than 0, swap
        # address[pieceIndex] with address[compress + swaps − 1], and then
        # decrease both pieceIndex and swaps by 1."
        while piece_index != 0 and swaps > 0:
            other = compress + swaps - 1
            address[piece_index], address[other] = address[other], address[piece_index]
            piece_index -= 1
            swaps -= 1
    # "8. Otherwise, if compress is null and pieceIndex is not 8,
    # IPv6-too-few-pieces validation error, return failure."
    elif piece_index != 8:
        fail("IPv6-too-few-pieces")
        return None
    # "9. Return address."
    return tuple(address)


def find_the_ipv6_address_compressed_piece_index(address: tuple[int, ...]) -> int | None:
    """https://url.spec.whatwg.org/#find-the-ipv6-address-compressed-piece-index

    The index of the first piece of the longest run of more than one 0 piece
    (the first such run on a tie), or ``None``.
    """
    # "1. Let longestIndex be null."
    longest_index: int | None = None
    # "2. Let longestSize be 1."
    longest_size = 1
    # "3. Let foundIndex be null."
    found_index: int | None = None
    # "4. Let foundSize be 0."
    found_size = 0
    # "5. For each pieceIndex of address's pieces's indices:"
    for piece_index, piece in enumerate(address):
        # "5.1. If address's pieces[pieceIndex] is not 0: If foundSize is greater
        # than longestSize, then set longestIndex to foundIndex and longestSize
        # to foundSize. Set foundIndex to null. Set foundSize to 0."
        if piece != 0:
            if found_size > longest_size:
                longest_index, longest_size = found_index, found_size
            found_index, found_size = None, 0
        # "5.2. Otherwise: If foundIndex is null, then set foundIndex to
        # pieceIndex. Increment foundSize by 1."
        else:
            if found_index is None:
                found_index = piece_index
            found_size += 1
    # "6. If foundSize is greater than longestSize, then return foundIndex."
    if found_size > longest_size:
        return found_index
    # "7. Return longestIndex."
    return longest_index


def ipv6_serialize(address: tuple[int, ...]) -> str:
    """https://url.spec.whatwg.org/#concept-ipv6-serializer"""
    # "1. Let output be the empty string."  (A list, joined at the end.)
    output: list[str] = []
    # "2. Let compress be the result of finding the IPv6 address compressed
    # piece index given address."
    compress = find_the_ipv6_address_compressed_piece_index(address)
    # "3. Let ignore0 be false."
    ignore0 = False
    # "4. For each pieceIndex of address's pieces's indices:"
    for piece_index, piece in enumerate(address):
        # "4.1. If ignore0 is true and address[pieceIndex] is 0, then continue."
        if ignore0 and piece == 0:
            continue
        # "4.2. Otherwise, if ignore0 is true, set ignore0 to false."
        ignore0 = False
        # "4.3. If compress is pieceIndex, then: Let separator be "::" if
        # pieceIndex is 0; otherwise U+003A (:). Append separator to output. Set
        # ignore0 to true and continue."
        if compress == piece_index:
            output.append("::" if piece_index == 0 else ":")
            ignore0 = True
            continue
        # "4.4. Append address[pieceIndex], represented as the shortest possible
        # lowercase hexadecimal number, to output."
        output.append(f"{piece:x}")
        # "4.5. If pieceIndex is not 7, then append U+003A (:) to output."
        if piece_index != 7:
            output.append(":")
    # "5. Return output."
    return "".join(output)


_HEX_DIGITS_OR_COLON = frozenset("0123456789abcdefABCDEF:")
#: Runs of two to eight zero pieces as serialized (each 0 between colons), the longest first.
_ZERO_RUNS = [(k, ":0" * k + ":") for k in range(8, 1, -1)]


def serialize_hex_pieces(input: str) -> str | None:
    """The IPv6 serializer's output for the address the IPv6 parser makes of ``input``
    (both above), when ``input`` is written with hex pieces alone: eight pieces of one to
    four hex digits separated by ":", or at most seven around one "::"; otherwise ``None``
    (an IPv4 part, too many pieces or digits, anything else: the parser decides).
    ``tests/url/test_ipv6.py`` proves it equal to the parser and serializer.

    Span by span instead of code point by code point: the parser's steps 5 and 6 for such
    an input give each piece its hex value and put the pieces after "::" last (step 7's
    swaps), the zero pieces between; each piece serializes as its digits, lowercase,
    without leading zeros ("the shortest possible lowercase hexadecimal number"), and the
    first longest run of two or more zero pieces (the compressed piece index) as "::"."""
    if not _HEX_DIGITS_OR_COLON.issuperset(input):
        return None
    head, compressed, tail = input.lower().partition("::")
    if compressed:
        left = head.split(":") if head else []
        right = tail.split(":") if tail else []
        zeros = 8 - len(left) - len(right)
        if zeros < 1:
            return None
        pieces = [*left, *("0" * zeros), *right]
    else:
        pieces = head.split(":")
        if len(pieces) != 8:
            return None
    digits = []
    for piece in pieces:
        if not piece or len(piece) > 4:
            return None
        digits.append(piece.lstrip("0") or "0")
    address = ":" + ":".join(digits) + ":"
    if ":0:0:" in address:
        for k, run in _ZERO_RUNS:
            at = address.find(run)
            if at != -1:
                return address[1:at] + "::" + address[at + 2 * k + 1 : -1]
    return address[1:-1]
