"""Converting Python values to the IDL ``boolean`` type.

Spec: https://webidl.spec.whatwg.org/#es-boolean (JavaScript's ToBoolean, which
accepts any value; Python's truth testing is the counterpart).
"""

from __future__ import annotations

__all__ = ["to_boolean"]


def to_boolean(value: object, prefix: str, position: int) -> bool:
    """https://webidl.spec.whatwg.org/#es-boolean"""
    return value is True or (value is not False and bool(value))
