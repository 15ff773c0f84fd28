"""A step-by-step transcription of the Encoding Standard's decoders over its published index
files (``wpt.encoding``), sharing nothing with ``webapi.encoding``: the reference the
decoders are proved against.

Each decoder is a handler over an I/O queue, as the standard writes it: ``run(name, data)``
feeds every byte and then end-of-queue, and returns the output as a ``str`` with ``ERROR``
(U+FFFD) for each error.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from functools import cache

import wpt.encoding

ERROR = "\ufffd"
EOQ = -1  # end-of-queue
CONTINUE = object()
FINISHED = object()

Result = object  # str, ERROR, CONTINUE or FINISHED


@cache
def index(name: str) -> dict[int, int]:
    return dict(wpt.encoding.index(name))


def single_byte(name: str) -> Callable[[], Callable[[list[int], int], Result]]:
    def make() -> Callable[[list[int], int], Result]:
        def handler(queue: list[int], byte: int) -> Result:
            if byte == EOQ:
                return FINISHED
            if byte < 0x80:
                return chr(byte)
            # ISO-8859-8-I shares ISO-8859-8's index
            cp = index(name.lower().removesuffix("-i")).get(byte - 0x80)
            return ERROR if cp is None else chr(cp)

        return handler

    return make


def utf_8() -> Callable[[list[int], int], Result]:
    s = {"cp": 0, "seen": 0, "needed": 0, "lower": 0x80, "upper": 0xBF}

    def handler(queue: list[int], byte: int) -> Result:
        if byte == EOQ:
            if s["needed"]:
                s["needed"] = 0
                return ERROR
            return FINISHED
        if s["needed"] == 0:
            if byte <= 0x7F:
                return chr(byte)
            if 0xC2 <= byte <= 0xDF:
                s["needed"], s["cp"] = 1, byte & 0x1F
            elif 0xE0 <= byte <= 0xEF:
                if byte == 0xE0:
                    s["lower"] = 0xA0
                if byte == 0xED:
                    s["upper"] = 0x9F
                s["needed"], s["cp"] = 2, byte & 0xF
            elif 0xF0 <= byte <= 0xF4:
                if byte == 0xF0:
                    s["lower"] = 0x90
                if byte == 0xF4:
                    s["upper"] = 0x8F
                s["needed"], s["cp"] = 3, byte & 0x7
            else:
                return ERROR
            return CONTINUE
        if not s["lower"] <= byte <= s["upper"]:
            s.update(cp=0, needed=0, seen=0, lower=0x80, upper=0xBF)
            queue.insert(0, byte)
            return ERROR
        s["lower"], s["upper"] = 0x80, 0xBF
        s["cp"] = (s["cp"] << 6) | (byte & 0x3F)
        s["seen"] += 1
        if s["seen"] != s["needed"]:
            return CONTINUE
        cp = s["cp"]
        s.update(cp=0, needed=0, seen=0)
        return chr(cp)

    return handler


def utf_16(be: bool) -> Callable[[], Callable[[list[int], int], Result]]:
    def make() -> Callable[[list[int], int], Result]:
        s: dict[str, int | None] = {"byte": None, "surrogate": None}

        def handler(queue: list[int], byte: int) -> Result:
            if byte == EOQ:
                if s["byte"] is not None or s["surrogate"] is not None:
                    s["byte"] = s["surrogate"] = None
                    return ERROR
                return FINISHED
            if s["byte"] is None:
                s["byte"] = byte
                return CONTINUE
            lead = s["byte"]
            unit = (lead << 8) + byte if be else (byte << 8) + lead
            s["byte"] = None
            if s["surrogate"] is not None:
                leading = s["surrogate"]
                s["surrogate"] = None
                if 0xDC00 <= unit <= 0xDFFF:
                    return chr(0x10000 + ((leading - 0xD800) << 10) + (unit - 0xDC00))
                b1, b2 = unit >> 8, unit & 0xFF
                queue[:0] = [b1, b2] if be else [b2, b1]
                return ERROR
            if 0xD800 <= unit <= 0xDBFF:
                s["surrogate"] = unit
                return CONTINUE
            if 0xDC00 <= unit <= 0xDFFF:
                return ERROR
            return chr(unit)

        return handler

    return make


def gb18030_ranges_code_point(pointer: int) -> int | None:
    if 39419 < pointer < 189000 or pointer > 1237575:
        return None
    if pointer == 7457:
        return 0xE7C7
    ranges = wpt.encoding.index("gb18030-ranges")
    k = bisect_right([p for p, _ in ranges], pointer) - 1
    offset, cp_offset = ranges[k]
    return cp_offset + pointer - offset


def gb18030() -> Callable[[list[int], int], Result]:
    s = {"first": 0, "second": 0, "third": 0}

    def handler(queue: list[int], byte: int) -> Result:
        if byte == EOQ:
            if s["first"] == s["second"] == s["third"] == 0:
                return FINISHED
            s.update(first=0, second=0, third=0)
            return ERROR
        if s["third"]:
            if not 0x30 <= byte <= 0x39:
                queue[:0] = [s["second"], s["third"], byte]
                s.update(first=0, second=0, third=0)
                return ERROR
            cp = gb18030_ranges_code_point(
                (s["first"] - 0x81) * 12600
                + (s["second"] - 0x30) * 1260
                + (s["third"] - 0x81) * 10
                + byte
                - 0x30
            )
            s.update(first=0, second=0, third=0)
            return ERROR if cp is None else chr(cp)
        if s["second"]:
            if 0x81 <= byte <= 0xFE:
                s["third"] = byte
                return CONTINUE
            queue[:0] = [s["second"], byte]
            s.update(first=0, second=0)
            return ERROR
        if s["first"]:
            if 0x30 <= byte <= 0x39:
                s["second"] = byte
                return CONTINUE
            leading = s["first"]
            s["first"] = 0
            pointer = None
            offset = 0x40 if byte < 0x7F else 0x41
            if 0x40 <= byte <= 0x7E or 0x80 <= byte <= 0xFE:
                pointer = (leading - 0x81) * 190 + (byte - offset)
            cp = None if pointer is None else index("gb18030").get(pointer)
            if cp is not None:
                return chr(cp)
            if byte < 0x80:
                queue.insert(0, byte)
            return ERROR
        if byte < 0x80:
            return chr(byte)
        if byte == 0x80:
            return "\u20ac"
        if 0x81 <= byte <= 0xFE:
            s["first"] = byte
            return CONTINUE
        return ERROR

    return handler


BIG5_TWO = {1133: "\u00ca\u0304", 1135: "\u00ca\u030c", 1164: "\u00ea\u0304", 1166: "\u00ea\u030c"}


def big5() -> Callable[[list[int], int], Result]:
    s = {"leading": 0}

    def handler(queue: list[int], byte: int) -> Result:
        if byte == EOQ:
            if s["leading"]:
                s["leading"] = 0
                return ERROR
            return FINISHED
        if s["leading"]:
            leading = s["leading"]
            s["leading"] = 0
            pointer = None
            offset = 0x40 if byte < 0x7F else 0x62
            if 0x40 <= byte <= 0x7E or 0xA1 <= byte <= 0xFE:
                pointer = (leading - 0x81) * 157 + (byte - offset)
            if pointer in BIG5_TWO:
                return BIG5_TWO[pointer]
            cp = None if pointer is None else index("big5").get(pointer)
            if cp is not None:
                return chr(cp)
            if byte < 0x80:
                queue.insert(0, byte)
            return ERROR
        if byte < 0x80:
            return chr(byte)
        if 0x81 <= byte <= 0xFE:
            s["leading"] = byte
            return CONTINUE
        return ERROR

    return handler


def euc_jp() -> Callable[[list[int], int], Result]:
    s = {"jis0212": False, "leading": 0}

    def handler(queue: list[int], byte: int) -> Result:
        if byte == EOQ:
            if s["leading"]:
                s["leading"] = 0
                return ERROR
            return FINISHED
        if s["leading"] == 0x8E and 0xA1 <= byte <= 0xDF:
            s["leading"] = 0
            return chr(0xFF61 - 0xA1 + byte)
        if s["leading"] == 0x8F and 0xA1 <= byte <= 0xFE:
            s["jis0212"] = True
            s["leading"] = byte
            return CONTINUE
        if s["leading"]:
            leading = s["leading"]
            s["leading"] = 0
            cp = None
            if 0xA1 <= leading <= 0xFE and 0xA1 <= byte <= 0xFE:
                name = "jis0212" if s["jis0212"] else "jis0208"
                cp = index(name).get((leading - 0xA1) * 94 + byte - 0xA1)
            s["jis0212"] = False
            if cp is not None:
                return chr(cp)
            if byte < 0x80:
                queue.insert(0, byte)
            return ERROR
        if byte < 0x80:
            return chr(byte)
        if byte in (0x8E, 0x8F) or 0xA1 <= byte <= 0xFE:
            s["leading"] = byte
            return CONTINUE
        return ERROR

    return handler


def shift_jis() -> Callable[[list[int], int], Result]:
    s = {"leading": 0}

    def handler(queue: list[int], byte: int) -> Result:
        if byte == EOQ:
            if s["leading"]:
                s["leading"] = 0
                return ERROR
            return FINISHED
        if s["leading"]:
            leading = s["leading"]
            s["leading"] = 0
            pointer = None
            offset = 0x40 if byte < 0x7F else 0x41
            leading_offset = 0x81 if leading < 0xA0 else 0xC1
            if 0x40 <= byte <= 0x7E or 0x80 <= byte <= 0xFC:
                pointer = (leading - leading_offset) * 188 + byte - offset
            if pointer is not None and 8836 <= pointer <= 10715:
                return chr(0xE000 - 8836 + pointer)
            cp = None if pointer is None else index("jis0208").get(pointer)
            if cp is not None:
                return chr(cp)
            if byte < 0x80:
                queue.insert(0, byte)
            return ERROR
        if byte <= 0x80:
            return chr(byte)
        if 0xA1 <= byte <= 0xDF:
            return chr(0xFF61 - 0xA1 + byte)
        if 0x81 <= byte <= 0x9F or 0xE0 <= byte <= 0xFC:
            s["leading"] = byte
            return CONTINUE
        return ERROR

    return handler


def euc_kr() -> Callable[[list[int], int], Result]:
    s = {"leading": 0}

    def handler(queue: list[int], byte: int) -> Result:
        if byte == EOQ:
            if s["leading"]:
                s["leading"] = 0
                return ERROR
            return FINISHED
        if s["leading"]:
            leading = s["leading"]
            s["leading"] = 0
            pointer = None
            if 0x41 <= byte <= 0xFE:
                pointer = (leading - 0x81) * 190 + (byte - 0x41)
            cp = None if pointer is None else index("euc-kr").get(pointer)
            if cp is not None:
                return chr(cp)
            if byte < 0x80:
                queue.insert(0, byte)
            return ERROR
        if byte < 0x80:
            return chr(byte)
        if 0x81 <= byte <= 0xFE:
            s["leading"] = byte
            return CONTINUE
        return ERROR

    return handler


def iso_2022_jp() -> Callable[[list[int], int], Result]:
    s: dict[str, object] = {"state": "ascii", "out_state": "ascii", "leading": 0, "output": False}

    def handler(queue: list[int], byte: int) -> Result:
        state = s["state"]
        if state in ("ascii", "roman", "katakana", "lead"):
            if byte == 0x1B:
                s["state"] = "escape start"
                return CONTINUE
            if byte == EOQ:
                return FINISHED
            s["output"] = False
            if state == "ascii" and byte <= 0x7F and byte not in (0x0E, 0x0F):
                return chr(byte)
            if state == "roman" and byte == 0x5C:
                return "\u00a5"
            if state == "roman" and byte == 0x7E:
                return "\u203e"
            if state == "roman" and byte <= 0x7F and byte not in (0x0E, 0x0F):
                return chr(byte)
            if state == "katakana" and 0x21 <= byte <= 0x5F:
                return chr(0xFF61 - 0x21 + byte)
            if state == "lead" and 0x21 <= byte <= 0x7E:
                s["leading"] = byte
                s["state"] = "trail"
                return CONTINUE
            return ERROR
        if state == "trail":
            if byte == 0x1B:
                s["state"] = "escape start"
                return ERROR
            s["state"] = "lead"
            if 0x21 <= byte <= 0x7E:
                cp = index("jis0208").get((int(s["leading"]) - 0x21) * 94 + byte - 0x21)  # type: ignore[call-overload]
                return ERROR if cp is None else chr(cp)
            return ERROR
        if state == "escape start":
            if byte in (0x24, 0x28):
                s["leading"] = byte
                s["state"] = "escape"
                return CONTINUE
            if byte != EOQ:
                queue.insert(0, byte)
            s["output"] = False
            s["state"] = s["out_state"]
            return ERROR
        leading = s["leading"]
        s["leading"] = 0
        new = None
        if leading == 0x28 and byte == 0x42:
            new = "ascii"
        elif leading == 0x28 and byte == 0x4A:
            new = "roman"
        elif leading == 0x28 and byte == 0x49:
            new = "katakana"
        elif leading == 0x24 and byte in (0x40, 0x42):
            new = "lead"
        if new is not None:
            s["state"] = s["out_state"] = new
            output = s["output"]
            s["output"] = True
            return ERROR if output else CONTINUE
        if byte == EOQ:
            queue.insert(0, leading)  # type: ignore[arg-type]
        else:
            queue[:0] = [leading, byte]  # type: ignore[list-item]
        s["output"] = False
        s["state"] = s["out_state"]
        return ERROR

    return handler


def replacement() -> Callable[[list[int], int], Result]:
    s = {"seen": False}

    def handler(queue: list[int], byte: int) -> Result:
        if byte == EOQ:
            return FINISHED
        if not s["seen"]:
            s["seen"] = True
            return ERROR
        return FINISHED

    return handler


def x_user_defined() -> Callable[[list[int], int], Result]:
    def handler(queue: list[int], byte: int) -> Result:
        if byte == EOQ:
            return FINISHED
        return chr(byte) if byte < 0x80 else chr(0xF780 + byte - 0x80)

    return handler


DECODERS: dict[str, Callable[[], Callable[[list[int], int], Result]]] = {
    "UTF-8": utf_8,
    "UTF-16BE": utf_16(True),
    "UTF-16LE": utf_16(False),
    "gb18030": gb18030,
    "GBK": gb18030,
    "Big5": big5,
    "EUC-JP": euc_jp,
    "ISO-2022-JP": iso_2022_jp,
    "Shift_JIS": shift_jis,
    "EUC-KR": euc_kr,
    "replacement": replacement,
    "x-user-defined": x_user_defined,
}


def decoder(name: str) -> Callable[[list[int], int], Result]:
    make = DECODERS.get(name) or single_byte(name)
    return make()


def run(name: str, data: bytes) -> str:
    """https://encoding.spec.whatwg.org/#concept-encoding-run over ``data`` then
    end-of-queue, error mode replacement."""
    handler = decoder(name)
    queue = list(data)
    out = []
    while True:
        byte = queue.pop(0) if queue else EOQ
        result = handler(queue, byte)
        if result is FINISHED:
            return "".join(out)
        if isinstance(result, str):
            out.append(result)


def run_chunks(name: str, chunks: list[bytes]) -> list[str]:
    """The output of each call of a decoder fed ``chunks`` one by one, as
    https://encoding.spec.whatwg.org/#dom-textdecoder-decode runs it with ``stream`` true
    for all but the last chunk: a call processes every byte it was given (and what a handler
    prepended) and stops at the end of the queue; the last call also processes end-of-queue.
    Error mode replacement; no BOM handling."""
    handler = decoder(name)
    queue: list[int] = []
    outputs = []
    for position, chunk in enumerate(chunks):
        last = position == len(chunks) - 1
        queue.extend(chunk)
        out: list[str] = []
        while True:
            if not queue and not last:
                break
            byte = queue.pop(0) if queue else EOQ
            result = handler(queue, byte)
            if result is FINISHED:
                break
            if isinstance(result, str):
                out.append(result)
        outputs.append("".join(out))
    return outputs
