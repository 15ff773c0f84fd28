"""The tree a selector parses into (https://drafts.csswg.org/selectors-4/#structure): a
:class:`SelectorList` of :class:`ComplexSelector` objects, each a chain of
:class:`CompoundSelector` objects joined by combinators, kept right to left (matching starts
at the rightmost compound).

Simple selectors other than the type selector are tuples whose first item says their kind
(``ID``, ``CLASS``, ``ATTRIBUTE``, ``PSEUDO_CLASS``): plain data, shared between the callers of
the parsed-selector cache and never changed.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "ANY_NAMESPACE",
    "ATTRIBUTE",
    "CHILD",
    "CLASS",
    "DESCENDANT",
    "HOST_PSEUDO_CLASSES",
    "ID",
    "NEXT_SIBLING",
    "PSEUDO_CLASS",
    "SUBSEQUENT_SIBLING",
    "ComplexSelector",
    "CompoundSelector",
    "SelectorList",
]

#: Combinators (https://drafts.csswg.org/selectors-4/#combinators).
DESCENDANT = " "
CHILD = ">"
NEXT_SIBLING = "+"
SUBSEQUENT_SIBLING = "~"

#: Kinds of simple selectors.
ID = "#"
CLASS = "."
ATTRIBUTE = "["
PSEUDO_CLASS = ":"

#: A type or attribute selector's namespace when any namespace matches (``*|``, or no
#: prefix and no default namespace for a type selector).
ANY_NAMESPACE = "*"


class CompoundSelector:
    """https://drafts.csswg.org/selectors-4/#compound: the type selector's namespace
    (``ANY_NAMESPACE``, ``None`` for no namespace, or a namespace URL) and local name
    (``None`` for the universal selector) with its ASCII lowercase form, the other simple
    selectors in order, and the pseudo-element (its name, or ``None``): a compound with a
    pseudo-element matches no element. ``compiled`` keeps the matcher's compiled tests of the
    compound (:mod:`._compile`), made on first use; ``rests``, the compounds left once the
    candidates of a query satisfy one of its simple selectors (:mod:`._index`), by that
    selector's index (-1: the type selector), made on first use; ``names``, the local names
    one of which a match has (:func:`~._compile.compound_names`, in a tuple), made on first
    use; ``argument``, a functional pseudo-element's argument (``::slotted()``'s compound
    selector, ``::part()``'s names in a tuple), else None."""

    __slots__ = (
        "argument",
        "compiled",
        "local_name",
        "lower_name",
        "names",
        "namespace",
        "plan",
        "pseudo_element",
        "rests",
        "simple",
    )

    def __init__(
        self,
        namespace: str | None,
        local_name: str | None,
        simple: tuple[tuple[Any, ...], ...],
        pseudo_element: str | None,
        argument: Any = None,
    ) -> None:
        self.argument = argument
        self.namespace = namespace
        self.local_name = local_name
        self.lower_name = None if local_name is None else _ascii_lower(local_name)
        self.simple = simple
        self.pseudo_element = pseudo_element
        self.compiled: list[Any] | None = None
        self.rests: dict[int, Any] | None = None
        #: How an element index finds the compound's candidates (``webapi.selectors._index``),
        #: made on first use.
        self.plan: tuple[Any, ...] | None = None
        self.names: tuple[frozenset[str] | None] | None = None

    def __repr__(self) -> str:
        parts = [] if self.local_name is None else [self.local_name]
        parts += [repr(s) for s in self.simple]
        if self.pseudo_element is not None:
            parts.append(f"::{self.pseudo_element}")
        return f"Compound({', '.join(parts)})"


class ComplexSelector:
    """https://drafts.csswg.org/selectors-4/#complex (or a relative selector,
    https://drafts.csswg.org/selectors-4/#relative: ``anchor`` is then the combinator that
    joins its leftmost compound to the anchor element, else ``None``): ``parts``, pairs of a
    compound and the combinator to its left (``None`` for the leftmost), rightmost first."""

    __slots__ = ("anchor", "compiled", "groups", "parts", "shadow")

    def __init__(
        self, parts: tuple[tuple[CompoundSelector, str | None], ...], anchor: str | None = None
    ) -> None:
        self.parts = parts
        self.anchor = anchor
        #: Whether a compound (or a selector nested in one) has ``:host``, ``:host()`` or
        #: ``:host-context()`` (https://drafts.csswg.org/css-scoping-1/#host-selector): such a
        #: selector is matched in the context of a shadow tree, where its host is reached
        #: from the tree's top-level elements (:mod:`._shadow_matching`).
        self.shadow = any(_names_host(compound) for compound, _ in parts)
        #: For a selector whose combinators are all descendant and child combinators (no
        #: anchor): its compounds grouped between descendant combinators, each group a chain
        #: of child combinators, rightmost first; else None.
        self.groups: tuple[tuple[CompoundSelector, ...], ...] | None = None
        if (
            not self.shadow
            and anchor is None
            and all(c in (None, CHILD, DESCENDANT) for _, c in parts)
        ):
            groups: list[tuple[CompoundSelector, ...]] = []
            group: list[CompoundSelector] = []
            for compound, combinator in parts:
                group.append(compound)
                if combinator != CHILD:
                    groups.append(tuple(group))
                    group = []
            self.groups = tuple(groups)
        #: The matcher's compiled test of :attr:`groups`, per document mode (made on first
        #: use, ``webapi.selectors._matching``), else None.
        self.compiled: list[Any] | None = None

    def __repr__(self) -> str:
        return f"Complex({list(reversed(self.parts))!r}, anchor={self.anchor!r})"


class SelectorList:
    """https://drafts.csswg.org/selectors-4/#selector-list: complex (or relative) selectors;
    an element matches the list when it matches one of them. A forgiving list may be empty."""

    __slots__ = ("selectors",)

    def __init__(self, selectors: tuple[ComplexSelector, ...]) -> None:
        self.selectors = selectors

    def __repr__(self) -> str:
        return f"SelectorList({list(self.selectors)!r})"


#: The pseudo-classes that match a shadow host in the context of its shadow tree.
HOST_PSEUDO_CLASSES = frozenset({"host", "host-context"})


def _names_host(compound: CompoundSelector) -> bool:
    """Whether ``compound`` or a selector nested in it has a :data:`HOST_PSEUDO_CLASSES`
    pseudo-class (nested selectors were made first: their flags are read)."""
    for simple in compound.simple:
        if simple[0] != PSEUDO_CLASS:
            continue
        if simple[1] in HOST_PSEUDO_CLASSES:
            return True
        for argument in simple[2:]:
            if isinstance(argument, SelectorList) and any(
                inner.shadow for inner in argument.selectors
            ):
                return True
    return False


def _ascii_lower(s: str) -> str:
    return s.lower() if s.isascii() else "".join(c.lower() if c.isascii() else c for c in s)
