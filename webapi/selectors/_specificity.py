"""A selector's specificity (https://drafts.csswg.org/selectors-4/#specificity-rules) and the
subject of a selector with a pseudo-element (what the cascade matches a ``::before`` rule
against), over the parsed selectors of :mod:`._ast`."""

from __future__ import annotations

from ._ast import ATTRIBUTE, CLASS, ID, PSEUDO_CLASS, ComplexSelector, CompoundSelector

__all__ = ["calculate_specificity", "pseudo_element_of", "without_pseudo_element"]

_ZERO = (0, 0, 0)


def calculate_specificity(selector: ComplexSelector) -> tuple[int, int, int]:
    """https://drafts.csswg.org/selectors-4/#specificity-rules: (A, B, C), the IDs, the
    classes, attribute selectors and pseudo-classes, and the type selectors and
    pseudo-elements of ``selector``; ``:is()``, ``:not()``, ``:has()`` count as their most
    specific argument, ``:where()`` as nothing, ``:nth-child(An+B of S)`` as one pseudo-class
    and its most specific argument. Iterative over the nesting (a work list)."""
    a = b = c = 0
    work: list[CompoundSelector] = [compound for compound, _ in selector.parts]
    while work:
        compound = work.pop()
        if compound.local_name is not None:
            c += 1
        if compound.pseudo_element is not None:
            c += 1
            if compound.pseudo_element == "slotted" and compound.argument is not None:
                work.append(
                    compound.argument
                )  # (https://drafts.csswg.org/css-scoping-1/#slotted-pseudo)
        for simple in compound.simple:
            kind = simple[0]
            if kind == ID:
                a += 1
            elif kind in (CLASS, ATTRIBUTE):
                b += 1
            elif kind == PSEUDO_CLASS:
                name = simple[1]
                if name == "where":
                    continue
                if name in ("is", "not", "has"):
                    best = max(
                        (calculate_specificity(inner) for inner in simple[2].selectors),
                        default=_ZERO,
                    )
                    a, b, c = a + best[0], b + best[1], c + best[2]
                    continue
                b += 1
                if name in ("host", "host-context") and len(simple) == 3:
                    work.append(
                        simple[2]
                    )  # (https://drafts.csswg.org/css-scoping-1/#host-selector)
                if name.startswith("nth-") and len(simple) == 5 and simple[4] is not None:
                    best = max(
                        (calculate_specificity(inner) for inner in simple[4].selectors),
                        default=_ZERO,
                    )
                    a, b, c = a + best[0], b + best[1], c + best[2]
    return (a, b, c)


def pseudo_element_of(selector: ComplexSelector) -> str | None:
    """The pseudo-element the rightmost compound of ``selector`` names, else None."""
    return selector.parts[0][0].pseudo_element


def without_pseudo_element(selector: ComplexSelector) -> ComplexSelector:
    """``selector`` with its rightmost compound's pseudo-element taken off: the selector of
    the originating element (https://drafts.csswg.org/selectors-4/#originating-element)."""
    compound, combinator = selector.parts[0]
    bare = CompoundSelector(compound.namespace, compound.local_name, compound.simple, None)
    return ComplexSelector(((bare, combinator), *selector.parts[1:]), selector.anchor)
