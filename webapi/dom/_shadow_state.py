"""What the DOM's lower modules (events, nodes, trees, mutation, attributes, cloning) need of
shadow trees (:mod:`._shadow`, a module above them): whether a shadow root was ever made in
this process, the key of an element's shadow root in its ``_cache``, and :data:`HOOKS`, the
algorithms :mod:`._shadow` gives them when it loads. Until a first shadow root is made
(:data:`SHADOW_ROOTS_MADE`, which only :mod:`._shadow` sets), no lower module calls a hook:
a program without shadow trees pays one test where they could change an answer.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "DOCUMENT_HAS_SHADOW_ROOTS",
    "HOOKS",
    "SHADOW_ROOTS_MADE",
    "SHADOW_ROOT_KEY",
    "ShadowHooks",
    "has_shadow_roots",
    "is_shadow_host",
    "mark_shadow_roots",
]

#: [whether a shadow root was ever made in this process]
SHADOW_ROOTS_MADE = [False]

#: The key, in an element's ``_cache``, of its shadow root.
SHADOW_ROOT_KEY = "shadow root"

#: The key, in a document's ``_cache``, present once a shadow root's node document was the
#: document (attached there, or adopted with its host): the mutation algorithms look for slots
#: to assign only in such a document, so building any other tree pays nothing for them.
DOCUMENT_HAS_SHADOW_ROOTS = "has shadow roots"


def has_shadow_roots(document: Any) -> bool:
    """Whether a shadow root's node document was ever ``document``."""
    cache = document._cache
    return cache is not None and DOCUMENT_HAS_SHADOW_ROOTS in cache


def mark_shadow_roots(document: Any) -> None:
    """Note that a shadow root's node document is ``document``."""
    cache = document._cache
    if cache is None:
        cache = document._cache = {}
    cache[DOCUMENT_HAS_SHADOW_ROOTS] = True


def is_shadow_host(node: Any) -> bool:
    """Whether ``node`` is an element with a shadow root."""
    cache = getattr(node, "_cache", None)
    return cache is not None and node._node_type == 1 and SHADOW_ROOT_KEY in cache


class ShadowHooks:
    """The shadow tree algorithms of :mod:`._shadow` the lower modules call (each None until
    that module loads, which it does before it makes the first shadow root)."""

    __slots__ = (
        "assigned_slot",
        "clone_shadow_roots",
        "is_shadow_including_inclusive_ancestor",
        "retarget",
        "shadow_including_inclusive_descendants",
        "slots_after_attribute_change",
        "slots_after_insert",
        "slots_after_remove",
    )

    def __init__(self) -> None:
        self.assigned_slot: Any = None
        self.clone_shadow_roots: Any = None
        self.is_shadow_including_inclusive_ancestor: Any = None
        self.retarget: Any = None
        self.shadow_including_inclusive_descendants: Any = None
        self.slots_after_attribute_change: Any = None
        self.slots_after_insert: Any = None
        self.slots_after_remove: Any = None


#: The hooks (:class:`ShadowHooks`).
HOOKS = ShadowHooks()
