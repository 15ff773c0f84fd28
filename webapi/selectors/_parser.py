"""Selectors' parsing (https://drafts.csswg.org/selectors-4/#parse-selector): "parse a
selector", "parse a relative selector" and forgiving selector lists
(https://drafts.csswg.org/selectors-4/#forgiving-selector), over CSS Syntax's tokens
(:mod:`webapi.csssyntax.engine`), into the tree of :mod:`._ast`.

The tokens are read as component values without building them: one pass pairs each block's
opening token with its closing one (``_close``), so a function's arguments are a range of
tokens and a forgiving list skips an invalid item in one step. Blocks nest at most
``MAX_NESTING`` deep (a SyntaxError beyond): the parser and the matcher descend into a nested
selector by a call, and the limit keeps them far from Python's recursion limit whatever the
input (``:is(`` 10,000 times is a SyntaxError, in linear time).
"""

from __future__ import annotations

from webapi.csssyntax.engine import (
    CLOSE_CURLY,
    CLOSE_PAREN,
    CLOSE_SQUARE,
    COLON,
    COMMA,
    DELIM,
    DIMENSION,
    FUNCTION,
    HASH,
    IDENT,
    NUMBER,
    OPEN_CURLY,
    OPEN_PAREN,
    OPEN_SQUARE,
    STRING,
    WHITESPACE,
    Token,
    preprocess,
    tokenize,
)

from ._ast import (
    ANY_NAMESPACE,
    ATTRIBUTE,
    CHILD,
    CLASS,
    DESCENDANT,
    ID,
    NEXT_SIBLING,
    PSEUDO_CLASS,
    SUBSEQUENT_SIBLING,
    ComplexSelector,
    CompoundSelector,
    SelectorList,
    _ascii_lower,
)
from ._errors import SelectorSyntaxError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

__all__ = ["MAX_NESTING", "parse_selector"]

#: The deepest nesting of blocks and functions a selector may have.
MAX_NESTING = 100

_CLOSING = {FUNCTION: CLOSE_PAREN, OPEN_PAREN: CLOSE_PAREN, OPEN_SQUARE: CLOSE_SQUARE}
_CLOSING[OPEN_CURLY] = CLOSE_CURLY
_COMBINATORS = {">": CHILD, "+": NEXT_SIBLING, "~": SUBSEQUENT_SIBLING}

#: Pseudo-classes without arguments that webapi knows (the matcher's names for them).
PSEUDO_CLASSES = frozenset(
    {
        # structural (https://drafts.csswg.org/selectors-4/#structural-pseudos)
        "root", "scope", "empty", "first-child", "last-child", "only-child",
        "first-of-type", "last-of-type", "only-of-type",
        # HTML's state (https://html.spec.whatwg.org/multipage/semantics-other.html#pseudo-classes)
        "link", "any-link", "visited", "checked", "indeterminate", "default", "disabled",
        "enabled", "required", "optional", "read-only", "read-write", "placeholder-shown",
        "defined", "autofill", "-webkit-autofill", "valid", "invalid", "in-range",
        "out-of-range", "user-valid", "user-invalid", "open", "modal", "popover-open",
        "fullscreen", "picture-in-picture",
        # user action, time, resource state (match nothing in a document nobody uses)
        "hover", "active", "focus", "focus-visible", "focus-within", "target",
        "target-within", "playing", "paused", "seeking", "buffering", "stalled", "muted",
        "volume-locked", "-webkit-any-link", "host", "current", "past", "future",
        # Chromium's, still accepted (WPT's invalid-pseudos.html expects them refused: the
        # class chromium-webkit-prefixed-pseudo-classes of tests/selectors/test_wpt_parsing)
        "-webkit-full-page-media", "-webkit-full-screen-ancestor",
    }
)  # fmt: skip
#: Pseudo-classes that may follow a pseudo-element (the user action ones).
_AFTER_PSEUDO_ELEMENT = frozenset({"hover", "active", "focus", "focus-visible", "focus-within"})
#: Pseudo-elements (https://drafts.csswg.org/css-pseudo-4/): they parse and match nothing.
PSEUDO_ELEMENTS = frozenset(
    {
        "before", "after", "first-line", "first-letter", "marker", "placeholder",
        "selection", "backdrop", "file-selector-button", "target-text", "spelling-error",
        "grammar-error", "cue", "search-text", "details-content", "checkmark", "picker-icon",
        "column", "scroll-marker", "scroll-marker-group", "scroll-button", "view-transition",
    }
)  # fmt: skip
#: Pseudo-classes that may not follow ``::part()`` (https://drafts.csswg.org/css-shadow-parts/#part:
#: those matching on tree structure), nor ``:has()``.
_NOT_AFTER_PART = frozenset(
    {
        "root", "scope", "empty", "first-child", "last-child", "only-child", "first-of-type",
        "last-of-type", "only-of-type", "nth-child", "nth-last-child", "nth-of-type",
        "nth-last-of-type", "has",
    }
)  # fmt: skip
_FUNCTIONAL_PSEUDO_ELEMENTS = frozenset(
    {
        "part", "slotted", "highlight", "cue", "picker", "view-transition-group",
        "view-transition-image-pair", "view-transition-old", "view-transition-new",
    }
)  # fmt: skip
#: The functional pseudo-elements whose argument is one name (``::highlight()``,
#: https://drafts.csswg.org/css-highlight-api-1/#custom-highlight-pseudo), or ``*`` (the view
#: transitions', https://drafts.csswg.org/css-view-transitions-1/#named-view-transition-pseudo).
_NAMED_PSEUDO_ELEMENTS = frozenset(
    {
        "highlight", "view-transition-group", "view-transition-image-pair",
        "view-transition-old", "view-transition-new",
    }
)  # fmt: skip
_LEGACY_PSEUDO_ELEMENTS = frozenset({"before", "after", "first-line", "first-letter"})
_NTH = frozenset({"nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type"})


class _Invalid(Exception):
    """A part of the selector does not match the grammar (caught by a forgiving list)."""


def parse_selector(text: str, namespaces: Mapping[str, str] | None = None) -> SelectorList:
    """https://drafts.csswg.org/selectors-4/#parse-a-selector: ``text`` as a ``<selector-list>``,
    with ``namespaces`` the declared prefixes (``""``: the default namespace; none for the DOM's
    methods, where any prefix but ``*`` and the empty one is invalid); raises
    :class:`SelectorSyntaxError` for failure."""
    tokens = tokenize(preprocess(text))
    close = _pair_blocks(tokens, text)
    parser = _Parser(tokens, close, namespaces or {})
    try:
        found = parser.selector_list(0, len(tokens), forgiving=False, relative=False, in_has=False)
    except _Invalid as reason:
        raise SelectorSyntaxError(text, str(reason) or "not a selector") from None
    return found


def _pair_blocks(tokens: list[Token], text: str) -> list[int]:
    """For each token opening a block or a function, the index of the token closing it (the
    number of tokens when the input ends first: EOF closes it); -1 for the others.
    https://drafts.csswg.org/css-syntax-3/#consume-simple-block: a closing token of another
    kind inside a block is a plain token."""
    n = len(tokens)
    close = [-1] * n
    stack: list[int] = []
    expected: list[str] = []
    for index, token in enumerate(tokens):
        kind = token.kind
        closer = _CLOSING.get(kind)
        if closer is not None:
            stack.append(index)
            expected.append(closer)
            if len(stack) > MAX_NESTING:
                raise SelectorSyntaxError(text, f"blocks nest more than {MAX_NESTING} deep")
        elif expected and kind == expected[-1]:
            close[stack.pop()] = index
            expected.pop()
    for index in stack:
        close[index] = n
    return close


class _Parser:
    """The tokens of one selector, their block pairs and the namespace map."""

    __slots__ = ("close", "compound_only", "depth", "namespaces", "tokens")

    def __init__(self, tokens: list[Token], close: list[int], namespaces: Mapping[str, str]):
        self.tokens = tokens
        self.close = close
        self.namespaces = namespaces
        #: How many functional pseudo-classes the parser is inside (no pseudo-element there).
        self.depth = 0
        #: How many arguments taking one compound selector (``:host()``, ``::slotted()``) the
        #: parser is inside: the selectors nested there take no combinators either.
        self.compound_only = 0

    # --- lists ------------------------------------------------------------------------

    def _items(self, start: int, end: int) -> list[tuple[int, int]]:
        """The comma-separated ranges of ``[start, end)`` (blocks skipped whole)."""
        tokens, close = self.tokens, self.close
        ranges = []
        i = begin = start
        while i < end:
            kind = tokens[i].kind
            if kind == COMMA:
                ranges.append((begin, i))
                begin = i + 1
            elif close[i] >= 0:
                i = close[i]
            i += 1
        ranges.append((begin, end))
        return ranges

    def selector_list(
        self, start: int, end: int, *, forgiving: bool, relative: bool, in_has: bool
    ) -> SelectorList:
        """https://drafts.csswg.org/selectors-4/#typedef-selector-list (``relative``: a
        ``<relative-selector-list>``; ``forgiving``: invalid items are left out,
        https://drafts.csswg.org/selectors-4/#forgiving-selector)."""
        found: list[ComplexSelector] = []
        for begin, finish in self._items(start, end):
            try:
                found.append(self.complex(begin, finish, relative=relative, in_has=in_has))
            except _Invalid:
                if not forgiving:
                    raise
        return SelectorList(tuple(found))

    # --- complex and compound selectors -----------------------------------------------

    def complex(self, start: int, end: int, *, relative: bool, in_has: bool) -> ComplexSelector:
        """https://drafts.csswg.org/selectors-4/#typedef-complex-selector (or
        ``<relative-selector>``)."""
        tokens = self.tokens
        while start < end and tokens[start].kind == WHITESPACE:
            start += 1
        while end > start and tokens[end - 1].kind == WHITESPACE:
            end -= 1
        if start == end:
            raise _Invalid("an empty selector")
        anchor = None
        i = start
        if relative:
            anchor = DESCENDANT
            token = tokens[i]
            if token.kind == DELIM and token.value in _COMBINATORS:
                anchor = _COMBINATORS[token.value]
                i += 1
                while i < end and tokens[i].kind == WHITESPACE:
                    i += 1
        compounds: list[CompoundSelector] = []
        combinators: list[str | None] = [None]
        while True:
            compound, i = self.compound(i, end, in_has)
            compounds.append(compound)
            if i == end:
                break
            if self.compound_only:
                raise _Invalid("a combinator where a compound selector is due")
            if compound.pseudo_element is not None:
                raise _Invalid("a combinator after a pseudo-element")
            spaced = tokens[i].kind == WHITESPACE
            while i < end and tokens[i].kind == WHITESPACE:
                i += 1
            token = tokens[i]
            if token.kind == DELIM and token.value in _COMBINATORS:
                combinators.append(_COMBINATORS[token.value])
                i += 1
                while i < end and tokens[i].kind == WHITESPACE:
                    i += 1
                if i == end:
                    raise _Invalid("a combinator at the end")
            elif spaced:
                combinators.append(DESCENDANT)
            else:
                raise _Invalid(f"unexpected {token.kind} {token.value!r}".rstrip(" '"))
        parts = tuple(zip(reversed(compounds), reversed(combinators), strict=True))
        return ComplexSelector(parts, anchor)

    def compound(self, i: int, end: int, in_has: bool) -> tuple[CompoundSelector, int]:
        """https://drafts.csswg.org/selectors-4/#typedef-compound-selector at ``i``: the
        compound and the index after it."""
        tokens, close = self.tokens, self.close
        namespace: str | None = ANY_NAMESPACE
        local_name: str | None = None
        start = i
        if self.namespaces.get(""):
            namespace = self.namespaces[""]
        i, type_selector = self._type_selector(i, end)
        if type_selector is not None:
            namespace, local_name = type_selector
        simple: list[tuple[Any, ...]] = []
        pseudo_element: str | None = None
        argument: Any = None
        after_part = False  # (one followed ::part() or ::slotted(): user action only)
        while i < end:
            token = tokens[i]
            kind = token.kind
            if pseudo_element is not None and kind != COLON:
                break
            if kind == HASH:
                if not token.is_id:
                    raise _Invalid("an ID that is not an identifier")
                simple.append((ID, token.value))
                i += 1
            elif kind == DELIM and token.value == ".":
                if i + 1 >= end or tokens[i + 1].kind != IDENT:
                    raise _Invalid("a class selector without a name")
                simple.append((CLASS, tokens[i + 1].value))
                i += 2
            elif kind == DELIM and token.value == "&":
                # https://drafts.csswg.org/css-nesting-1/#nest-selector: outside a nested
                # style rule (always, for the DOM's methods) the nesting selector is :scope
                simple.append((PSEUDO_CLASS, "scope"))
                i += 1
            elif kind == OPEN_SQUARE:
                simple.append(self._attribute(i + 1, close[i]))
                i = min(close[i] + 1, end)  # (EOF closes a block)
            elif kind == COLON:
                element_syntax = i + 1 < end and tokens[i + 1].kind == COLON
                j = i + 2 if element_syntax else i + 1
                if j >= end or tokens[j].kind not in (IDENT, FUNCTION):
                    raise _Invalid("a colon without a pseudo-class")
                name_token = tokens[j]
                name = _ascii_lower(name_token.value)
                after = min(close[j] + 1, end) if name_token.kind == FUNCTION else j + 1
                opens = pseudo_element in ("part", "slotted") and not after_part
                if opens and pseudo_element == "slotted" and not element_syntax:
                    raise _Invalid("a pseudo-class after '::slotted()'")
                if pseudo_element is not None and not opens:
                    if element_syntax or name not in _AFTER_PSEUDO_ELEMENT:
                        raise _Invalid(f"':{name}' after a pseudo-element")
                    if name_token.kind == FUNCTION:
                        raise _Invalid("a functional pseudo-class after a pseudo-element")
                    simple.append((PSEUDO_CLASS, name))
                elif element_syntax or (
                    name_token.kind == IDENT and name in _LEGACY_PSEUDO_ELEMENTS
                ):
                    if self.depth:
                        raise _Invalid("a pseudo-element in a functional pseudo-class")
                    if name_token.kind == FUNCTION:
                        if name not in _FUNCTIONAL_PSEUDO_ELEMENTS:
                            raise _Invalid(f"an unknown pseudo-element '::{name}()'")
                        found = self._pseudo_element_arguments(name, j + 1, close[j])
                        if pseudo_element is None:
                            argument = found
                    elif name not in PSEUDO_ELEMENTS and not name.startswith("-webkit-"):
                        raise _Invalid(f"an unknown pseudo-element '::{name}'")
                    if pseudo_element is not None:  # (one more after ::part(), ::slotted())
                        if name in ("part", "slotted"):
                            raise _Invalid(f"'::{name}()' after '::{pseudo_element}()'")
                        after_part = True
                    else:
                        pseudo_element = name
                elif pseudo_element is not None and name in _NOT_AFTER_PART:
                    raise _Invalid(f"':{name}' after '::part()'")
                elif name_token.kind == IDENT:
                    if name not in PSEUDO_CLASSES:
                        raise _Invalid(f"an unknown pseudo-class ':{name}'")
                    simple.append((PSEUDO_CLASS, name))
                else:
                    self.depth += 1
                    try:
                        simple.append(self._functional(name, j + 1, close[j], in_has))
                    finally:
                        self.depth -= 1
                i = after
            else:
                break
        if i == start:
            raise _Invalid("no compound selector")
        compound = CompoundSelector(namespace, local_name, tuple(simple), pseudo_element, argument)
        return compound, i

    def _namespace(self, prefix: str) -> str | None:
        """The namespace a declared prefix stands for (https://drafts.csswg.org/selectors-4/#type-nmsp)."""
        if prefix == "*":
            return ANY_NAMESPACE
        if prefix == "":
            return None
        found = self.namespaces.get(prefix)
        if not found:
            raise _Invalid(f"the namespace prefix '{prefix}' is not declared")
        return found

    def _wq_name(self, i: int, end: int, star: bool) -> tuple[int, str | None, str] | None:
        """A ``[ns-prefix]? name`` at ``i`` (``star``: ``*`` may stand for the name, as in a
        type selector): the index after it, the prefix (None for none) and the name; None if
        there is none."""
        tokens = self.tokens

        def name_at(j: int) -> str | None:
            if j < end:
                token = tokens[j]
                if token.kind == IDENT:
                    return token.value
                if star and token.kind == DELIM and token.value == "*":
                    return "*"
            return None

        def bar_at(j: int) -> bool:
            if j + 1 >= end or tokens[j].kind != DELIM or tokens[j].value != "|":
                return False
            following = tokens[j + 1]
            return not (following.kind == DELIM and following.value == "=")

        first = name_at(i)
        if first is None and i < end and tokens[i].kind == DELIM and tokens[i].value == "*":
            first = "*"  # (the "*" prefix of an attribute name)
        if first is not None and bar_at(i + 1):
            second = name_at(i + 2)
            if second is None:
                raise _Invalid("a namespace prefix without a name")
            return i + 3, first, second
        if first is not None and (first != "*" or star):
            return i + 1, None, first
        if bar_at(i):
            second = name_at(i + 1)
            if second is None:
                raise _Invalid("a namespace bar without a name")
            return i + 2, "", second
        return None

    def _type_selector(self, i: int, end: int) -> tuple[int, tuple[str | None, str | None] | None]:
        """https://drafts.csswg.org/selectors-4/#typedef-type-selector at ``i``."""
        found = self._wq_name(i, end, star=True)
        if found is None:
            return i, None
        i, prefix, name = found
        namespace: str | None = ANY_NAMESPACE
        if prefix is None:
            namespace = self.namespaces.get("") or ANY_NAMESPACE
        else:
            namespace = self._namespace(prefix)
        return i, (namespace, None if name == "*" else name)

    def _attribute(self, i: int, end: int) -> tuple[Any, ...]:
        """https://drafts.csswg.org/selectors-4/#typedef-attribute-selector over the block's
        tokens ``[i, end)``: ``(ATTRIBUTE, namespace, name, lowercase name, operator, value,
        flag)`` (operator None for presence; flag ``"i"``, ``"s"`` or None)."""
        tokens = self.tokens
        i = self._skip_whitespace(i, end)
        found = self._wq_name(i, end, star=False)
        if found is None:
            raise _Invalid("an attribute selector without a name")
        i, prefix, name = found
        namespace = None if prefix is None else self._namespace(prefix)
        i = self._skip_whitespace(i, end)
        if i == end:
            return (ATTRIBUTE, namespace, name, _ascii_lower(name), None, None, None)
        token = tokens[i]
        if token.kind != DELIM:
            raise _Invalid("an attribute selector without an operator")
        if token.value == "=":
            operator = "="
            i += 1
        elif (
            token.value in "~|^$*"
            and i + 1 < end
            and tokens[i + 1].kind == DELIM
            and tokens[i + 1].value == "="
        ):
            operator = token.value + "="
            i += 2
        else:
            raise _Invalid(f"an unknown attribute operator {token.value!r}")
        i = self._skip_whitespace(i, end)
        if i == end or tokens[i].kind not in (IDENT, STRING):
            raise _Invalid("an attribute selector without a value")
        value = tokens[i].value
        i = self._skip_whitespace(i + 1, end)
        flag = None
        if i < end and tokens[i].kind == IDENT and _ascii_lower(tokens[i].value) in ("i", "s"):
            flag = _ascii_lower(tokens[i].value)
            i = self._skip_whitespace(i + 1, end)
        if i != end:
            raise _Invalid("unexpected tokens in an attribute selector")
        return (ATTRIBUTE, namespace, name, _ascii_lower(name), operator, value, flag)

    def _skip_whitespace(self, i: int, end: int) -> int:
        tokens = self.tokens
        while i < end and tokens[i].kind == WHITESPACE:
            i += 1
        return i

    # --- functional pseudo-classes ----------------------------------------------------

    def _functional(self, name: str, start: int, end: int, in_has: bool) -> tuple[Any, ...]:
        """A functional pseudo-class ``name(`` with the arguments ``[start, end)``."""
        if name in ("is", "where"):
            inner = self.selector_list(start, end, forgiving=True, relative=False, in_has=in_has)
            return (PSEUDO_CLASS, name, inner)
        if name == "not":
            inner = self.selector_list(start, end, forgiving=False, relative=False, in_has=in_has)
            return (PSEUDO_CLASS, name, inner)
        if name == "has":
            if in_has:
                raise _Invalid(":has() inside :has()")
            inner = self.selector_list(start, end, forgiving=False, relative=True, in_has=True)
            return (PSEUDO_CLASS, name, inner)
        if name in _NTH:
            return self._nth(name, start, end, in_has)
        if name == "lang":
            return (PSEUDO_CLASS, name, self._lang_ranges(start, end))
        if name in ("host", "host-context"):
            # https://drafts.csswg.org/css-scoping-1/#host-selector: a compound selector
            return (PSEUDO_CLASS, name, self._one_compound(start, end))
        if name == "state":
            # https://html.spec.whatwg.org/multipage/custom-elements.html#custom-state-pseudo-class
            # an identifier (case-sensitive), matched against the element's custom state set
            i = self._one_identifier(start, end, ":state()")
            return (PSEUDO_CLASS, name, self.tokens[i].value)
        if name == "dir":
            start = self._skip_whitespace(start, end)
            if start == end or self.tokens[start].kind != IDENT:
                raise _Invalid(":dir() without a direction")
            if self._skip_whitespace(start + 1, end) != end:
                raise _Invalid("unexpected tokens in :dir()")
            return (PSEUDO_CLASS, name, _ascii_lower(self.tokens[start].value))
        raise _Invalid(f"an unknown pseudo-class ':{name}()'")

    def _one_compound(self, start: int, end: int) -> CompoundSelector:
        """The arguments ``[start, end)`` are one compound selector (``:host()``,
        ``::slotted()``): that compound."""
        i = self._skip_whitespace(start, end)
        if i == end:
            raise _Invalid("no compound selector")
        self.compound_only += 1
        try:
            _compound, i = self.compound(i, end, in_has=False)
        finally:
            self.compound_only -= 1
        if self._skip_whitespace(i, end) != end:
            raise _Invalid("more than one compound selector")
        return _compound

    def _one_identifier(self, start: int, end: int, what: str) -> int:
        """The index of the one identifier of the arguments ``[start, end)``."""
        i = self._skip_whitespace(start, end)
        if i == end or self.tokens[i].kind != IDENT:
            raise _Invalid(f"{what} without an identifier")
        if self._skip_whitespace(i + 1, end) != end:
            raise _Invalid(f"unexpected tokens in {what}")
        return i

    def _pseudo_element_arguments(self, name: str, start: int, end: int) -> Any:
        """The arguments of ``::part()`` (https://drafts.csswg.org/css-shadow-parts/#part:
        identifiers, given in a tuple) and ``::slotted()``
        (https://drafts.csswg.org/css-scoping-1/#slotted-pseudo: a compound selector, given);
        the name of ``::highlight()`` and the view transitions' (a string, ``*`` for any
        view transition's; None where the argument is not one name); the others' arguments
        are not checked (None)."""
        if name == "slotted":
            self.depth += 1
            try:
                return self._one_compound(start, end)
            finally:
                self.depth -= 1
        if name == "part":
            i = self._skip_whitespace(start, end)
            if i == end:
                raise _Invalid("::part() without a name")
            names = []
            while i < end:
                if self.tokens[i].kind != IDENT:
                    raise _Invalid("::part() takes identifiers")
                names.append(self.tokens[i].value)
                i = self._skip_whitespace(i + 1, end)
            return tuple(names)
        if name in _NAMED_PSEUDO_ELEMENTS:
            i = self._skip_whitespace(start, end)
            if i == end or self._skip_whitespace(i + 1, end) != end:
                return None
            token = self.tokens[i]
            if token.kind == IDENT:
                return str(token.value)
            if name != "highlight" and token.kind == DELIM and token.value == "*":
                return "*"
        return None

    def _lang_ranges(self, start: int, end: int) -> tuple[str, ...]:
        """https://drafts.csswg.org/selectors-4/#the-lang-pseudo: a list of language ranges
        (identifiers or strings)."""
        ranges = []
        for begin, finish in self._items(start, end):
            begin = self._skip_whitespace(begin, finish)
            if begin == finish or self.tokens[begin].kind not in (IDENT, STRING):
                raise _Invalid(":lang() without a language range")
            if self._skip_whitespace(begin + 1, finish) != finish:
                raise _Invalid("unexpected tokens in :lang()")
            ranges.append(self.tokens[begin].value)
        return tuple(ranges)

    def _nth(self, name: str, start: int, end: int, in_has: bool) -> tuple[Any, ...]:
        """``:nth-child(An+B [of S]?)`` and its kin: ``(PSEUDO_CLASS, name, a, b, S or
        None)``."""
        tokens = self.tokens
        of = None
        stop = end
        i = start
        while i < end:
            token = tokens[i]
            if token.kind == IDENT and _ascii_lower(token.value) == "of":
                if name not in ("nth-child", "nth-last-child"):
                    raise _Invalid(f"'of' in :{name}()")
                if i == start or tokens[i - 1].kind != WHITESPACE:
                    raise _Invalid("'of' not after whitespace")
                if i + 1 >= end or tokens[i + 1].kind != WHITESPACE:
                    raise _Invalid("'of' not before whitespace")
                of = self.selector_list(i + 1, end, forgiving=False, relative=False, in_has=in_has)
                stop = i
                break
            if self.close[i] >= 0:
                i = self.close[i]
            i += 1
        a, b = parse_an_plus_b(tokens, start, stop)
        return (PSEUDO_CLASS, name, a, b, of)


def parse_an_plus_b(tokens: list[Token], start: int, end: int) -> tuple[int, int]:
    """https://drafts.csswg.org/css-syntax-3/#anb-microsyntax over ``tokens[start:end]``: A
    and B (raises :class:`_Invalid`)."""
    items: list[Token] = []
    glued: list[bool] = []  # whether the token follows the previous with no whitespace
    spaced = True
    for token in tokens[start:end]:
        if token.kind == WHITESPACE:
            spaced = True
            continue
        items.append(token)
        glued.append(not spaced)
        spaced = False
    if not items:
        raise _Invalid("an empty An+B")
    first = items[0]
    rest = items[1:]
    if first.kind == IDENT:
        value = _ascii_lower(first.value)
        if value in ("odd", "even") and not rest:
            return (2, 1) if value == "odd" else (2, 0)
        sign = -1 if value.startswith("-") else 1
        return _n_form(value.removeprefix("-"), sign, rest)
    if first.kind == DELIM and first.value == "+" and rest and rest[0].kind == IDENT:
        if not glued[1]:
            raise _Invalid("whitespace after '+' in An+B")
        value = _ascii_lower(rest[0].value)
        if value.startswith("-"):
            raise _Invalid("an invalid An+B")
        return _n_form(value, 1, rest[1:])
    if first.kind == NUMBER and first.integer and not rest:
        return 0, _clamp(first.number)
    if first.kind == DIMENSION and first.integer:
        unit = _ascii_lower(first.unit)
        a = _clamp(first.number)
        _, b = _n_form(unit, 1, rest)
        return a, b
    raise _Invalid("an invalid An+B")


def _n_form(value: str, a: int, rest: list[Token]) -> tuple[int, int]:
    """The ``n``, ``n-``, ``n-<digits>`` forms (``value`` without a leading ``-``), their A
    being ``a``, followed by ``rest``."""
    if value == "n":
        if not rest:
            return a, 0
        token = rest[0]
        if token.kind == NUMBER and token.integer and token.value[0] in "+-" and len(rest) == 1:
            return a, _clamp(token.number)
        if token.kind == DELIM and token.value in "+-" and len(rest) == 2:
            number = rest[1]
            if number.kind == NUMBER and number.integer and number.value[0] not in "+-":
                b = number.number
                return a, _clamp(b if token.value == "+" else -b)
        raise _Invalid("an invalid An+B")
    if value == "n-":
        if len(rest) == 1:
            number = rest[0]
            if number.kind == NUMBER and number.integer and number.value[0] not in "+-":
                return a, _clamp(-number.number)
        raise _Invalid("an invalid An+B")
    if value.startswith("n-") and value[2:].isdigit() and value[2:].isascii() and not rest:
        return a, _ident_b(value[2:])
    raise _Invalid("an invalid An+B")


#: A browser keeps A and B as 32-bit signed integers.
INT_MIN = -(2**31)
INT_MAX = 2**31 - 1


def _clamp(value: float) -> int:
    """A number token's integer as a browser keeps it: clamped to a 32-bit signed integer, as
    https://drafts.csswg.org/css-values-4/#numeric-ranges lets an implementation do with a
    value beyond its range (Chromium 156 does; ``value`` may be an infinite double)."""
    if value <= INT_MIN:
        return INT_MIN
    if value >= INT_MAX:
        return INT_MAX
    return int(value)


def _ident_b(digits: str) -> int:
    """B of the ``n-<digits>`` forms, whose digits are in the identifier's name rather than
    in a number token: minus ``digits``, which must fit a 32-bit signed integer, else an
    invalid An+B (Chromium 156 reads the name's digits as an integer and refuses an
    overflow, where a number token is clamped: ``:nth-child(n-2147483649)`` is a SyntaxError,
    ``:nth-child(n- 2147483649)`` is not). Never more than 11 digits converted."""
    significant = digits.lstrip("0")
    if len(significant) > 10 or int(significant or "0") > -INT_MIN:
        raise _Invalid("An+B's B is beyond a 32-bit integer")
    return -int(significant or "0")
