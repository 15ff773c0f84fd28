"""The IPv6 parser and serializer.

Spec: https://url.spec.whatwg.org/#concept-ipv6-parser
"""

from __future__ import annotations

from ._errors import Report

__all__ = ["find_the_ipv6_address_compressed_piece_index", "ipv6_parse", "ipv6_serialize"]

_HEX_VALUE = {c: int(c, 16) for c in "0123456789abcdefABCDEF"}
_DIGIT_VALUE = {c: int(c) for c in "0123456789"}


def ipv6_parse(input: str, report: Report | None = None) -> tuple[int, ...] | None:
    """https://url.spec.whatwg.org/#concept-ipv6-parser

    Returns the eight pieces, or ``None`` for failure.  Indices reported are
    relative to ``input``.
    """
    address = [0] * 8
    piece_index = 0
    compress: int | None = None
    pointer = 0
    n = len(input)

    def fail(error: str) -> None:
        if report is not None:
            report(error, pointer, True)

    if n and input[0] == ":":
        if not input.startswith(":", 1):
            fail("IPv6-invalid-compression")
            return None
        pointer += 2
        piece_index += 1
        compress = piece_index
    while pointer < n:
        if piece_index == 8:
            fail("IPv6-too-many-pieces")
            return None
        if input[pointer] == ":":
            if compress is not None:
                fail("IPv6-multiple-compression")
                return None
            pointer += 1
            piece_index += 1
            compress = piece_index
            continue
        value = length = 0
        while length < 4 and pointer < n and input[pointer] in _HEX_VALUE:
            value = value * 0x10 + _HEX_VALUE[input[pointer]]
            pointer += 1
            length += 1
        c = input[pointer] if pointer < n else ""
        if c == ".":
            if length == 0:
                fail("IPv4-in-IPv6-invalid-code-point")
                return None
            pointer -= length
            if piece_index > 6:
                fail("IPv4-in-IPv6-too-many-pieces")
                return None
            numbers_seen = 0
            while pointer < n:
                ipv4_piece: int | None = None
                if numbers_seen > 0:
                    if input[pointer] == "." and numbers_seen < 4:
                        pointer += 1
                    else:
                        fail("IPv4-in-IPv6-invalid-code-point")
                        return None
                if pointer >= n or input[pointer] not in _DIGIT_VALUE:
                    fail("IPv4-in-IPv6-invalid-code-point")
                    return None
                while pointer < n and input[pointer] in _DIGIT_VALUE:
                    number = _DIGIT_VALUE[input[pointer]]
                    if ipv4_piece is None:
                        ipv4_piece = number
                    elif ipv4_piece == 0:
                        fail("IPv4-in-IPv6-invalid-code-point")
                        return None
                    else:
                        ipv4_piece = ipv4_piece * 10 + number
                    if ipv4_piece > 255:
                        fail("IPv4-in-IPv6-out-of-range-part")
                        return None
                    pointer += 1
                assert ipv4_piece is not None
                address[piece_index] = address[piece_index] * 0x100 + ipv4_piece
                numbers_seen += 1
                if numbers_seen in (2, 4):
                    piece_index += 1
            if numbers_seen != 4:
                fail("IPv4-in-IPv6-too-few-parts")
                return None
            break
        elif c == ":":
            pointer += 1
            if pointer >= n:
                fail("IPv6-invalid-code-point")
                return None
        elif c:
            fail("IPv6-invalid-code-point")
            return None
        if length > 1 and value < 0x10 ** (length - 1) and report is not None:
            report("IPv6-piece-leading-zero", pointer - length, False)
        address[piece_index] = value
        piece_index += 1
    if compress is not None:
        swaps = piece_index - compress
        piece_index = 7
        while piece_index != 0 and swaps > 0:
            other = compress + swaps - 1
            address[piece_index], address[other] = address[other], address[piece_index]
            piece_index -= 1
            swaps -= 1
    elif piece_index != 8:
        fail("IPv6-too-few-pieces")
        return None
    return tuple(address)


def find_the_ipv6_address_compressed_piece_index(address: tuple[int, ...]) -> int | None:
    """https://url.spec.whatwg.org/#find-the-ipv6-address-compressed-piece-index"""
    longest_index: int | None = None
    longest_size = 1
    found_index: int | None = None
    found_size = 0
    for piece_index, piece in enumerate(address):
        if piece != 0:
            if found_size > longest_size:
                longest_index, longest_size = found_index, found_size
            found_index, found_size = None, 0
        else:
            if found_index is None:
                found_index = piece_index
            found_size += 1
    if found_size > longest_size:
        return found_index
    return longest_index


def ipv6_serialize(address: tuple[int, ...]) -> str:
    """https://url.spec.whatwg.org/#concept-ipv6-serializer"""
    output: list[str] = []
    compress = find_the_ipv6_address_compressed_piece_index(address)
    ignore0 = False
    for piece_index, piece in enumerate(address):
        if ignore0 and piece == 0:
            continue
        ignore0 = False
        if compress == piece_index:
            output.append("::" if piece_index == 0 else ":")
            ignore0 = True
            continue
        output.append(f"{piece:x}")
        if piece_index != 7:
            output.append(":")
    return "".join(output)
