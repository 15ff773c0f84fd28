"""Compound selectors compiled to closures (https://drafts.csswg.org/selectors-4/#compound):
each simple selector of a compound becomes one small test of an element, specialised for the
document's HTML-ness and quirks mode (the two things HTML's case rules depend on,
https://html.spec.whatwg.org/multipage/semantics-other.html#case-sensitivity-of-selectors), so
that matching a compound is a few slot reads and comparisons rather than a walk over its parsed
form. The answers are :meth:`._matching.Matcher.matches_compound`'s reference steps: a test the
compiler has no special form for calls the reference method for that simple selector.

A compiled test takes ``(element, matcher)``; the matcher carries the query's state (scoping
root, ``:nth-*`` tables). Compiled tests are kept on the compound (one per document mode), so
they live as long as the parsed selector in the parsed-selector cache.
"""

from __future__ import annotations

from webapi.infra import HTML_NAMESPACE, split_on_ascii_whitespace

from ._ast import ANY_NAMESPACE, ATTRIBUTE, CLASS, ID, PSEUDO_CLASS, CompoundSelector, SelectorList
from ._html_state import CASE_INSENSITIVE_ATTRIBUTES, attribute

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    Test = Callable[[Any, Any], bool]

__all__ = ["compiled_compound", "compound_names", "required_id", "required_names"]


def compiled_compound(compound: CompoundSelector, html_document: bool, quirks: bool) -> Test:
    """The compiled test of ``compound`` for a document of this HTML-ness and mode (made on
    first use, then kept on the compound)."""
    mode = 2 * html_document + quirks
    tests = compound.compiled
    if tests is None:
        tests = compound.compiled = [None, None, None, None]
    test = tests[mode]
    if test is None:
        test = tests[mode] = _compile(compound, html_document, quirks)
    return test  # type: ignore[no-any-return]


def _never(element: Any, matcher: Any) -> bool:
    return False


def _always(element: Any, matcher: Any) -> bool:
    return True


def _compile(compound: CompoundSelector, html_document: bool, quirks: bool) -> Test:
    if compound.pseudo_element is not None:
        return _never
    tests: list[Test] = []
    if compound.local_name is not None:
        tests.append(_type_test(compound.local_name, compound.lower_name or "", html_document))
    if compound.namespace is not ANY_NAMESPACE:
        tests.append(_namespace_test(compound.namespace))
    for simple in compound.simple:
        kind = simple[0]
        if kind == ID and not quirks:
            tests.append(_id_test(simple[1]))
        elif kind == CLASS and not quirks:
            tests.append(_class_test(simple[1]))
        elif kind == ATTRIBUTE and simple[1] is None and simple[4] is None:
            tests.append(_attribute_exists_test(simple[2], simple[3], html_document))
        elif kind == ATTRIBUTE and simple[4] in _COMPARED and simple[5]:
            tests.append(_attribute_value_test(simple, html_document))
        elif kind == PSEUDO_CLASS and simple[1] in ("is", "where", "not"):
            tests.append(_list_test(simple[2], simple[1] == "not", html_document, quirks))
        elif kind == PSEUDO_CLASS and len(simple) == 2:
            tests.append(_plain_pseudo_class_test(simple[1]))
        elif kind == PSEUDO_CLASS and len(simple) == 5:
            tests.append(_nth_test(*simple[1:]))
        elif kind == PSEUDO_CLASS and simple[1] == "has" and _children_only(simple[2]):
            tests.append(_has_child_test(simple[2], html_document, quirks))
        elif kind == PSEUDO_CLASS and simple[1] == "has":
            tests.append(_has_test(simple[2]))
        else:
            tests.append(_reference_test(compound, simple))
    return _all(tests)


def _all(tests: list[Test]) -> Test:
    if not tests:
        return _always
    if len(tests) == 1:
        return tests[0]
    if len(tests) == 2:
        first, second = tests

        def both(element: Any, matcher: Any) -> bool:
            return first(element, matcher) and second(element, matcher)

        return both
    fixed = tuple(tests)

    def every(element: Any, matcher: Any) -> bool:
        for test in fixed:  # noqa: SIM110 (a loop: no generator per element)
            if not test(element, matcher):
                return False
        return True

    return every


def _type_test(name: str, lower: str, html_document: bool) -> Test:
    """https://drafts.csswg.org/selectors-4/#type-selectors: lower-cased against HTML elements
    in an HTML document."""
    if not html_document or name == lower:

        def same_name(element: Any, matcher: Any) -> bool:
            return element._local_name == name  # type: ignore[no-any-return]

        return same_name

    def html_lower_name(element: Any, matcher: Any) -> bool:
        wanted = lower if element._namespace == HTML_NAMESPACE else name
        return element._local_name == wanted  # type: ignore[no-any-return]

    return html_lower_name


def _namespace_test(namespace: str | None) -> Test:
    def in_namespace(element: Any, matcher: Any) -> bool:
        return element._namespace == namespace  # type: ignore[no-any-return]

    return in_namespace


def _id_test(wanted: str) -> Test:
    """https://drafts.csswg.org/selectors-4/#id-selectors outside quirks mode (an exact
    comparison)."""

    def has_id(element: Any, matcher: Any) -> bool:
        attrs = element._attrs
        if type(attrs) is dict:
            return attrs.get("id") == wanted
        return attribute(element, "id") == wanted

    return has_id


def _class_test(wanted: str) -> Test:
    """https://drafts.csswg.org/selectors-4/#class-html outside quirks mode: one of the class
    attribute's tokens (split on ASCII whitespace) is ``wanted``."""

    def has_class(element: Any, matcher: Any) -> bool:
        attrs = element._attrs
        value = attrs.get("class") if type(attrs) is dict else attribute(element, "class")
        if value is None or wanted not in value:
            return False
        return wanted == value or wanted in split_on_ascii_whitespace(value)

    return has_class


#: The attribute selectors' operators :func:`_attribute_value_test` compiles.
_COMPARED = frozenset(["=", "^=", "$=", "*="])
_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _attribute_value_test(simple: tuple[Any, ...], html_document: bool) -> Test:
    """``[name=value]``, ``[name^=value]``, ``[name$=value]``, ``[name*=value]`` (a non-empty
    value) on an element whose attribute list is in its dict form (no namespaced attribute:
    the element's attribute of that local name has no namespace, which the selector's
    namespace, none or any, accepts); the matcher's own steps for the other form. The value
    compared ASCII case-insensitively with the ``i`` flag, or without a flag on an HTML
    element in an HTML document for the attributes HTML lists
    (https://html.spec.whatwg.org/multipage/semantics-other.html#case-sensitivity-of-selectors).
    The answers for the values met are kept with the test (values repeat: ``scope=row``), up
    to :data:`_ANSWERS_KEPT` of them."""
    _, namespace, name, lower, operator, expected, flag = simple
    folded = expected.translate(_LOWER)
    # whether the value is compared case-insensitively: for the name read on an HTML element
    # of an HTML document, and for the name as written
    html_fold = flag == "i" or (flag is None and lower in CASE_INSENSITIVE_ATTRIBUTES)
    other_fold = flag == "i"
    namespaced = namespace is not None and namespace is not ANY_NAMESPACE
    if not (html_fold or other_fold or namespaced) and name == lower:
        return _exact_value_test(simple)
    # per fold, each value met and whether it matches
    answers: tuple[dict[str, bool], dict[str, bool]] = ({}, {})

    def answer(value: str, fold: bool) -> bool:
        wanted: str = expected
        if fold:
            value = value.translate(_LOWER)
            wanted = folded
        if operator == "=":
            return value == wanted
        if operator == "^=":
            return value.startswith(wanted)
        if operator == "$=":
            return value.endswith(wanted)
        return wanted in value

    def compares(element: Any, matcher: Any) -> bool:
        attrs = element._attrs
        if attrs is None:
            return False
        if type(attrs) is not dict:
            if namespace is not None:
                return matcher.matches_simple(simple, element)  # type: ignore[no-any-return]
            return attr_form(element, attrs)
        if namespaced:
            return False
        if html_document and element._namespace == HTML_NAMESPACE:
            value = attrs.get(lower)
            fold = html_fold
        else:
            value = attrs.get(name)
            fold = other_fold
        if value is None:
            return False
        if value == expected:
            return True
        kept = answers[fold]
        found = kept.get(value)
        if found is None:
            found = answer(value, fold)
            if len(kept) < _ANSWERS_KEPT and len(value) <= _VALUE_KEPT:
                kept[value] = found
        return found

    def attr_form(element: Any, attrs: list[Any]) -> bool:
        # the Attr form, for a selector without namespace prefix: the attribute of that local
        # name in no namespace (one at most), compared as in the dict form
        if html_document and element._namespace == HTML_NAMESPACE:
            key = lower
            fold = html_fold
        else:
            key = name
            fold = other_fold
        for attr in attrs:
            if attr._local_name == key and attr._namespace is None:
                value: str = attr._value
                return value == expected or answer(value, fold)
        return False

    return compares


def _exact_value_test(simple: tuple[Any, ...]) -> Test:
    """:func:`_attribute_value_test` where the value is compared as it is, whatever the
    element (no ``i`` flag, an attribute HTML does not list, a name without upper case and
    without namespace prefix): one dictionary lookup and one string comparison an element
    (the dict form; the matcher's steps for the other)."""
    _, namespace, name, _, operator, expected, _ = simple

    def other_form(element: Any, matcher: Any) -> bool:
        # the list of Attr nodes (an attribute with a namespace or a prefix, or an Attr node
        # asked for): for a selector without namespace prefix, the value of the attribute of
        # that local name in no namespace (one at most), compared as in the dict form
        attrs = element._attrs
        if attrs is None:
            return False
        if namespace is not None:  # ([*|name]: any namespace's, several)
            return matcher.matches_simple(simple, element)  # type: ignore[no-any-return]
        for attr in attrs:
            if attr._local_name == name and attr._namespace is None:
                value = attr._value
                if operator == "=":
                    return value == expected  # type: ignore[no-any-return]
                if operator == "*=":
                    return expected in value
                if operator == "^=":
                    return value.startswith(expected)  # type: ignore[no-any-return]
                return value.endswith(expected)  # type: ignore[no-any-return]
        return False

    if operator == "=":

        def equals(element: Any, matcher: Any) -> bool:
            attrs = element._attrs
            if type(attrs) is dict:
                return attrs.get(name) == expected  # type: ignore[no-any-return]
            return other_form(element, matcher)

        return equals
    if operator == "*=":

        def contains(element: Any, matcher: Any) -> bool:
            attrs = element._attrs
            if type(attrs) is dict:
                value = attrs.get(name)
                return value is not None and expected in value
            return other_form(element, matcher)

        return contains
    if operator == "^=":

        def starts(element: Any, matcher: Any) -> bool:
            attrs = element._attrs
            if type(attrs) is dict:
                value = attrs.get(name)
                return value is not None and value.startswith(expected)
            return other_form(element, matcher)

        return starts

    def ends(element: Any, matcher: Any) -> bool:
        attrs = element._attrs
        if type(attrs) is dict:
            value = attrs.get(name)
            return value is not None and value.endswith(expected)
        return other_form(element, matcher)

    return ends


#: How many values' answers an attribute selector's compiled test keeps, per case folding,
#: and the longest value kept.
_ANSWERS_KEPT = 256
_VALUE_KEPT = 64


def _attribute_exists_test(name: str, lower: str, html_document: bool) -> Test:
    """``[name]`` (no namespace prefix, no operator): the element has an attribute of that
    local name without a namespace (lower-cased on HTML elements in an HTML document)."""

    def has_attribute(element: Any, matcher: Any) -> bool:
        wanted = lower if html_document and element._namespace == HTML_NAMESPACE else name
        attrs = element._attrs
        if attrs is None:
            return False
        if type(attrs) is dict:
            return wanted in attrs
        return attribute(element, wanted) is not None

    return has_attribute


def _list_test(selectors: SelectorList, negated: bool, html_document: bool, quirks: bool) -> Test:
    """``:is()``/``:where()`` (https://drafts.csswg.org/selectors-4/#matches) and ``:not()``
    (https://drafts.csswg.org/selectors-4/#negation): whether the element matches one of the
    list (not: none); a one-compound selector of the list by its compiled test."""
    tests: list[Test] = []
    for selector in selectors.selectors:
        if len(selector.parts) == 1 and selector.anchor is None:
            tests.append(_compile(selector.parts[0][0], html_document, quirks))
        else:
            tests.append(_complex_test(selector))
    alternatives = tuple(tests)
    if negated:

        def matches_none(element: Any, matcher: Any) -> bool:
            for test in alternatives:  # noqa: SIM110 (a loop: no generator per element)
                if test(element, matcher):
                    return False
            return True

        return matches_none

    def matches_one(element: Any, matcher: Any) -> bool:
        for test in alternatives:  # noqa: SIM110 (a loop: no generator per element)
            if test(element, matcher):
                return True
        return False

    return matches_one


def _complex_test(selector: Any) -> Test:
    def complex_matches(element: Any, matcher: Any) -> bool:
        return matcher.matches_complex(selector, element)  # type: ignore[no-any-return]

    return complex_matches


#: The structural pseudo-classes without argument compiled to a position among the siblings:
#: each one's ``:nth-*`` table (:meth:`~._matching.Matcher.number`) and whether it asks for the
#: first position there, the last (the ``-last-`` table's first), or both.
_BY_TYPE = {
    "first-of-type": (True, False),
    "last-of-type": (False, True),
    "only-of-type": (True, True),
}


def _plain_pseudo_class_test(name: str) -> Test:
    """A pseudo-class without argument: ``:first-child``, ``:last-child`` and
    ``:only-child`` (https://drafts.csswg.org/selectors-4/#the-first-child-pseudo) by a walk
    over the siblings that are not elements; ``:first-of-type``, ``:last-of-type`` and
    ``:only-of-type`` (https://drafts.csswg.org/selectors-4/#the-first-of-type-pseudo) as
    ``:nth-of-type(1)`` and ``:nth-last-of-type(1)``, from the positions the matcher numbers
    a parent's children by at once (:meth:`~._matching.Matcher.number`: kept by the element
    index for its state of the tree, Blink's ``NthIndexCache``), so that a query over many
    siblings stays linear; the matcher's steps for the others."""
    if name in ("first-child", "last-child", "only-child"):
        return _child_position_test(name != "last-child", name != "first-child")
    if name in _BY_TYPE:
        return _type_position_test(*_BY_TYPE[name])

    def pseudo_class(element: Any, matcher: Any) -> bool:
        return matcher.plain_pseudo_class(element, name)  # type: ignore[no-any-return]

    return pseudo_class


def _child_position_test(first: bool, last: bool) -> Test:
    """``:first-child`` (``first``), ``:last-child`` (``last``) or ``:only-child`` (both):
    no element sibling before (after) the element."""

    def child_position(element: Any, matcher: Any) -> bool:
        if first:
            sibling = element._previous_sibling
            while sibling is not None:
                if sibling._node_type == 1:
                    return False
                sibling = sibling._previous_sibling
        if last:
            sibling = element._next_sibling
            while sibling is not None:
                if sibling._node_type == 1:
                    return False
                sibling = sibling._next_sibling
        return True

    return child_position


#: How many siblings ``:first-of-type`` looks at before it takes the positions of the table.
_NEAR = range(8)


def _type_position_test(first: bool, last: bool) -> Test:
    """``:first-of-type`` (``first``), ``:last-of-type`` (``last``) or ``:only-of-type``
    (both): the element's position among the siblings of its type is 1 (counted from the
    end for ``last``)."""

    if not last:  # (the common case alone: a lookup of the element's position)

        def first_of_type(element: Any, matcher: Any) -> bool:
            # the previous siblings, up to a few (an element of the same type is most often
            # near, the table costs a pass over the parent's children), then the table
            name = element._local_name
            sibling = element._previous_sibling
            for _ in _NEAR:
                if sibling is None:
                    return True
                if (
                    sibling._node_type == 1
                    and sibling._local_name == name
                    and sibling._namespace == element._namespace
                ):
                    return False
                sibling = sibling._previous_sibling
            table = matcher.numbers.get("nth-of-type")
            if table is not None:
                index = table.get(element)
                if index is not None:
                    return index == 1  # type: ignore[no-any-return]
            return matcher.number(element, "nth-of-type") == 1  # type: ignore[no-any-return]

        return first_of_type

    def type_position(element: Any, matcher: Any) -> bool:
        numbers = matcher.numbers
        if first:
            table = numbers.get("nth-of-type")
            index = None if table is None else table.get(element)
            if index is None:
                index = matcher.number(element, "nth-of-type")
            if index != 1:
                return False
        if last:
            table = numbers.get("nth-last-of-type")
            index = None if table is None else table.get(element)
            if index is None:
                index = matcher.number(element, "nth-last-of-type")
            if index != 1:
                return False
        return True

    return type_position


#: The range of A and B (and of an index) within which ``:nth-*`` can match: half a 32-bit
#: signed integer's, as in Chromium 156, which gives up on larger values (``:nth-child(
#: 1073741824n+1)`` matches nothing there, though n = 0 gives 1; ``1073741823n+1`` matches
#: the first child).
NTH_MIN = -(2**30)
NTH_MAX = 2**30 - 1


def _nth_test(name: str, a: int, b: int, of: SelectorList | None) -> Test:
    """``:nth-child(An+B [of S])`` and its kin
    (https://drafts.csswg.org/selectors-4/#child-index): the element's position among its
    siblings (the matcher's table, :meth:`~._matching.Matcher.position`) is ``An+B`` for
    some n >= 0 (https://drafts.csswg.org/css-syntax-3/#anb-microsyntax); never when A, B or
    the position is beyond :data:`NTH_MIN` to :data:`NTH_MAX`, as in Chromium."""
    if not (NTH_MIN <= a <= NTH_MAX and NTH_MIN <= b <= NTH_MAX):
        return _never

    if of is None and a == 0 and 1 <= b <= len(_NEAR) and name in ("nth-child", "nth-last-child"):
        last = name == "nth-last-child"

        def nth_near(element: Any, matcher: Any) -> bool:
            # ``:nth-child(B)`` for a small B: the B - 1 element siblings before the element
            # (after it for ``:nth-last-child(B)``) counted, no table
            before = 1
            sibling = element._next_sibling if last else element._previous_sibling
            while sibling is not None:
                if sibling._node_type == 1:
                    before += 1
                    if before > b:
                        return False
                sibling = sibling._next_sibling if last else sibling._previous_sibling
            return before == b

        return nth_near

    if of is None and a > 0:

        def nth_forward(element: Any, matcher: Any) -> bool:
            # An+B with A > 0: the index is B or more, B apart from a multiple of A
            table = matcher.numbers.get(name)
            index = None if table is None else table.get(element)
            if index is None:
                index = matcher.number(element, name)
            return index >= b and (index - b) % a == 0 and index <= NTH_MAX  # type: ignore[no-any-return]

        return nth_forward

    if of is None:

        def nth_of_siblings(element: Any, matcher: Any) -> bool:
            table = matcher.numbers.get(name)
            index = None if table is None else table.get(element)
            if index is None:
                index = matcher.number(element, name)
            if index > NTH_MAX:
                return False
            if a == 0:
                return index == b  # type: ignore[no-any-return]
            n, remainder = divmod(index - b, a)
            return remainder == 0 and n >= 0  # type: ignore[no-any-return]

        return nth_of_siblings

    def nth(element: Any, matcher: Any) -> bool:
        if not matcher.matches_list(of, element):
            return False
        index = matcher.position(element, name, of)
        if index <= 0 or index > NTH_MAX:
            return False
        if a == 0:
            return index == b  # type: ignore[no-any-return]
        n, remainder = divmod(index - b, a)
        return remainder == 0 and n >= 0  # type: ignore[no-any-return]

    return nth


def _children_only(relative: SelectorList) -> bool:
    """Whether each relative selector of ``relative`` is one compound after a child
    combinator (``:has(> a, > b)``)."""
    return bool(relative.selectors) and all(
        len(s.parts) == 1 and s.anchor == ">" for s in relative.selectors
    )


def _has_test(relative: SelectorList) -> Test:
    """``:has()`` (https://drafts.csswg.org/selectors-4/#relational): one of the relative
    selectors matches some element anchored at the element (the matcher's
    ``has_relative``, called without the steps of its other simple selectors)."""
    selectors = tuple(relative.selectors)

    def has(element: Any, matcher: Any) -> bool:
        for selector in selectors:  # noqa: SIM110 (a loop: no generator per element)
            if matcher.has_relative(selector, element):
                return True
        return False

    return has


def _has_child_test(relative: SelectorList, html_document: bool, quirks: bool) -> Test:
    """``:has(> a, > b)`` (https://drafts.csswg.org/selectors-4/#relational): some child
    element matches one of the compounds."""
    tests = tuple(_compile(s.parts[0][0], html_document, quirks) for s in relative.selectors)

    def has_child(element: Any, matcher: Any) -> bool:
        child = element._first_child
        while child is not None:
            if child._node_type == 1:
                for test in tests:
                    if test(child, matcher):
                        return True
            child = child._next_sibling
        return False

    return has_child


def required_names(selectors: SelectorList) -> frozenset[str] | None:
    """Local names one of which an element must have to match ``selectors`` (its rightmost
    compounds' type selectors, in both cases; through ``:is()``/``:where()`` of such), or None
    when some rightmost compound has none: a filter a query can apply before matching."""
    names: set[str] = set()
    for selector in selectors.selectors:
        found = compound_names(selector.parts[0][0])
        if found is None:
            return None
        names |= found
    return frozenset(names)


def compound_names(compound: CompoundSelector) -> frozenset[str] | None:
    """Local names one of which an element must have to match ``compound`` (its type
    selector's, in both cases; else those of its first ``:is()``/``:where()``), or None; kept
    on the compound."""
    kept = compound.names
    if kept is not None:
        return kept[0]
    names: frozenset[str] | None = None
    if compound.local_name is not None:
        names = frozenset((compound.local_name, compound.lower_name or ""))
    else:
        inner = [s for s in compound.simple if s[0] == PSEUDO_CLASS and s[1] in ("is", "where")]
        if inner and inner[0][2].selectors:
            names = required_names(inner[0][2])
    compound.names = (names,)
    return names


def required_id(selectors: SelectorList) -> str | None:
    """The ID an element must have to match ``selectors`` (one complex selector whose
    rightmost compound has an ID selector), or None: a query can take its candidates from an
    ID map (outside quirks mode, where IDs compare exactly)."""
    if len(selectors.selectors) != 1:
        return None
    for simple in selectors.selectors[0].parts[0][0].simple:
        if simple[0] == ID:
            return simple[1]  # type: ignore[no-any-return]
    return None


def _reference_test(compound: CompoundSelector, simple: tuple[Any, ...]) -> Test:
    """A simple selector the compiler has no special form for: the matcher's own steps."""

    def reference(element: Any, matcher: Any) -> bool:
        return matcher.matches_simple(simple, element)  # type: ignore[no-any-return]

    return reference
