"""The Encoding Standard's labels and encoders (what the URL Standard uses).

Spec: https://encoding.spec.whatwg.org/

- :func:`get_encoding` turns a label into an encoding name, spelled exactly as
  the Encoding Standard's table of names and labels spells it.
- :func:`get_output_encoding` is the step form submission and URL parsing use.
- :func:`encode_or_fail_chunks` runs an encoding's encoder over a string in
  "fatal" mode, resuming after each error, the way
  https://url.spec.whatwg.org/#string-percent-encode-after-encoding loops it.

How the encoders are built
--------------------------
Where a CPython codec's encoder equals the standard's encoder at every scalar value, it is
used as it is (:data:`_CODEC_ENCODERS`: 18 single-byte encodings and EUC-KR, which is
``cp949``). The others are written out (:mod:`._encoder_steps`): the standard's algorithm over
the standard's index, the index read on first use out of a CPython codec's *decoder*, which
agrees with the standard's index at every pointer but for the short, commented correction tables
there.
These codecs' *encoders* differ from the standard's (counted over all scalar values):

==============  ===========  ==================================================================
encoding        differs at   the index: source, corrections
==============  ===========  ==================================================================
windows-874,    1 to 23      the codec of the same encoding; the bytes 0x80-0x9F that CPython's
windows-125x    code points  cp874/cp125x leave undefined are the C1 controls of the same value;
(not 1256),                  windows-1255 0xCA is U+05BA; KOI8-U 0xAE and 0xBE are U+045E and
KOI8-U                       U+040E (CPython's koi8_u has box drawings there)
Shift_JIS,      2,264 /      jis0208 from cp932 (EUDC pointers 8836-10715 are not part of it);
EUC-JP          6,244        cp932 and euc_jp pick other pointers and add best-fit mappings
Big5            1,221        big5hkscs, only the pointers the encoder uses (from
                             (0xA1 - 0x81) x 157 on), with 73 corrections
gb18030, GBK    21 / 2,166   the gb18030 codec (GB18030-2000), with the 2005 and 2022 revisions
                             and 0xA3 0xA0 = U+3000 applied (20 corrections); the four-byte
                             ranges are the codec's, save U+E7C7
ISO-2022-JP     (stateful)   jis0208 as above; the katakana index written out (NFKC, but
                             U+FF9E/U+FF9F to U+309B/U+309C)
==============  ===========  ==================================================================

At run time every stateless encoder is a C codec (see :mod:`._encoders_single_byte`): those codecs
as they are, a ``codecs.charmap_build`` table of the index for the other single-byte encodings, and
for the other multi-byte ones the codec of :data:`_MULTI_BYTE_CODECS` with the standard's steps only
at the code points where the two differ (worked out on first use): one call of the codec with an
error handler running the standard's steps, in both error modes; ISO-2022-JP's html mode is
CPython's ``iso2022_jp`` codec with such a handler, its fatal mode encodes each run of jis0208 code
points through EUC-JP's (see "Error mode html of the multi-byte encodings" in
:mod:`._encoders_html`, and :mod:`._encoders_iso_2022_jp`); fatal mode is :mod:`._encoders_fatal`.

The proof that every encoder here equals the standard is
``tests/encoding/test_encoding_standard.py``: a step-by-step transcription of the standard's
encoders over its published index files (``../shared/encoding``, pinned by sha256), compared
with these encoders at every scalar value (the slow tier; ISO-2022-JP in each of its states),
and at every code point of the indexes in the default run; ``test_encoder_html_mode.py`` does
the same for html mode, at every code point (surrogates too) and in random mixed strings. If a
future CPython changed one of the codecs used here, those tests are what fail.

The label table is generated code (``_labels.py``, from the standard's ``encodings.json``
by ``python -m generate encoding-labels``, with a test that fails when it is stale) rather
than ``webencodings``' table read at run time: it is the standard's own file, pinned with
the rest of its data, and ``webencodings`` would be a runtime dependency for one
dictionary (whose table happens to be equal today, and last changed with its 2017 release).

Input is a Python ``str`` taken as a JavaScript string: a surrogate pair is its one
supplementary code point and a lone surrogate is U+FFFD (Web IDL's ``USVString``
conversion, :func:`webapi._webidl.scalar_value_string`), as :mod:`webapi.url` does.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from webapi._webidl import require_str, scalar_value_string
from webapi.infra import ASCII_WHITESPACE, ascii_lowercase

from ._encoders_fatal import _fatal_chunks, _fatal_multi_byte_chunks
from ._encoders_html import _MULTI_BYTE_CODECS, _multi_byte_encoder
from ._encoders_iso_2022_jp import (
    _ASCII,
    _ISO_2022_JP_RUN,
    _iso_2022_jp_fatal_chunks,
    _iso_2022_jp_html,
)
from ._encoders_single_byte import _html_chunks, _plan

__all__ = ["encode_or_fail_chunks", "get_encoding", "get_output_encoding"]


@cache
def _encodings_by_label() -> dict[str, str]:
    from ._labels import LABELS  # generated from encodings.json, loaded on first use

    return LABELS


def get_encoding(label: str) -> str | None:
    """https://encoding.spec.whatwg.org/#concept-encoding-get

    Returns the encoding's name, or None for failure. ``label`` must be a ``str``
    (``TypeError`` naming it otherwise: decode ``bytes`` first).
    """
    if type(label) is not str:
        label = require_str(label, "get_encoding", "label")
    return _encodings_by_label().get(ascii_lowercase(label.strip(ASCII_WHITESPACE)))


def get_output_encoding(encoding: str) -> str:
    """https://encoding.spec.whatwg.org/#get-an-output-encoding"""
    if type(encoding) is not str:
        encoding = require_str(encoding, "get_output_encoding", "encoding")
    if encoding in ("replacement", "UTF-16BE", "UTF-16LE"):
        return "UTF-8"
    return encoding


def encode_or_fail_chunks(encoding: str, text: str) -> list[bytes | int]:
    """Run ``encoding``'s encoder over ``text`` with
    https://encoding.spec.whatwg.org/#encode-or-fail until the end of the queue.

    Returns the output as byte chunks, with the code point of each error (an
    ``int``) where encode or fail returned it: the same encoder instance then
    carries on with the rest of ``text``, as the URL Standard's loop does.
    ``encoding`` is a name as :func:`get_encoding` returns it; the encodings
    without an encoder (replacement, UTF-16BE/LE) and unknown names raise
    :class:`LookupError`.
    """
    if type(encoding) is not str:
        encoding = require_str(encoding, "encode_or_fail_chunks", "encoding")
    if type(text) is not str:
        text = require_str(text, "encode_or_fail_chunks", "text")
    if encoding == "ISO-2022-JP":
        if text.isascii() and _ISO_2022_JP_RUN[_ASCII].fullmatch(text) is not None:
            return [text.encode("ascii")] if text else []
        return _iso_2022_jp_fatal_chunks(text)
    if encoding in _MULTI_BYTE_CODECS:
        if text.isascii():
            return [text.encode("ascii")] if text else []
        return _fatal_multi_byte_chunks(encoding, text)
    plan = _plan(encoding)  # look the name up even when text is ASCII
    if text.isascii():
        return [text.encode("ascii")] if text else []
    text = scalar_value_string(text)
    if encoding == "UTF-8":
        return [text.encode("utf-8")]
    return _fatal_chunks(plan, text)


def encode_html(encoding: str, text: str) -> bytes:
    """https://encoding.spec.whatwg.org/#encode with ``encoding``'s encoder in error mode
    "html": each code point the encoder fails on becomes ``&#``, its decimal value, ``;``
    (``encoding`` and ``text`` as :func:`encode_or_fail_chunks` takes them)."""
    if encoding == "ISO-2022-JP":
        return _iso_2022_jp_html(text)
    encoder = _html_encoder(encoding)  # look the name up even when text is ASCII
    if text.isascii():
        return text.encode("ascii")
    return encoder(text)


@cache
def _html_encoder(encoding: str) -> Callable[[str], bytes]:
    """``encoding``'s encoder in html mode over a non-ASCII ``str`` (surrogates taken as
    :func:`encode_or_fail_chunks` takes them)."""
    if encoding not in _MULTI_BYTE_CODECS:  # single-byte, UTF-8 or EUC-KR: a codec equal everywhere
        plan = _plan(encoding)
        return lambda text: _html_chunks(plan, scalar_value_string(text))
    return _multi_byte_encoder(encoding, b"&#%d;")
