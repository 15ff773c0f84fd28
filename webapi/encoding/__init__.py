"""The WHATWG Encoding Standard (https://encoding.spec.whatwg.org/).

Labels and encoders (the parts the URL Standard uses); re-exports only.
"""

from ._encoders import encode_or_fail_chunks, get_encoding, get_output_encoding

__all__ = ["encode_or_fail_chunks", "get_encoding", "get_output_encoding"]
