"""The Streams Standard's working parts that webapi's other packages build on (Fetch's
"clone a body" tees a body's stream with ``cloneForBranch2`` true): public so that no package
imports another's private modules; not a stable API for users, who have ``tee()``.
"""

from ._readable import readable_stream_tee, structured_clone_chunk

__all__ = ["readable_stream_tee", "structured_clone_chunk"]
