"""The cascade (https://drafts.csswg.org/css-cascade-5/#cascading) and the computed values
(https://drafts.csswg.org/css-cascade-5/#computed) of the properties of :mod:`._properties`,
for the elements of one document as its tree is: a :class:`StyleResolver` is made for a state
of the tree and asked for elements' (and their ``::before``/``::after``'s) styles, which it
keeps.

The rules are bucketed by the rightmost compound of each selector (its ID, else a class, else
its type, else the universal bucket), as browsers bucket them, so that an element is matched
against the rules of its ID, its classes and its type and the universal ones only: sublinear
in the number of rules. The declarations found are ordered by origin and importance, element
attachment (the ``style`` attribute), layer, specificity and order of appearance; the winner
of each property is its cascaded value; then defaulting (``inherit``, ``initial``, ``unset``,
``revert``) and the computed value's adjustments: ``float`` of an absolutely positioned box is
``none``, and ``display`` is blockified for the root, floats, absolutely positioned boxes and
the children of flex and grid containers (https://drafts.csswg.org/css-display-3/#transformations).

Ancestors are computed before their descendants by a loop over the ancestor chain (no
recursion: deep trees are fine).
"""

from __future__ import annotations

import re

from webapi.cssom.engine import serialize_number
from webapi.csssyntax.engine import parse_a_list_of_declarations
from webapi.dom.engine import get_attribute_value_by_namespace
from webapi.infra import HTML_NAMESPACE, MATHML_NAMESPACE, split_on_ascii_whitespace
from webapi.selectors.engine import (
    ComplexSelector,
    Matcher,
    SelectorList,
    calculate_specificity,
    pseudo_element_of,
    shadow_host,
    without_pseudo_element,
)

from ._calc import evaluate_math, resolve_lengths
from ._properties import (
    GENERIC_INHERITED,
    GENERIC_INITIAL,
    INHERITED,
    INITIAL,
    PROPERTIES,
    expand_declaration,
)
from ._stylesheet import LayerTable, Scope, copy_layers
from ._variables import Pending, compute_custom_properties, resolve_pending

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = [
    "AUTHOR",
    "USER_AGENT",
    "ComputedStyle",
    "FlatTree",
    "StyleResolver",
    "blockify",
    "computed_value",
    "layer_ranks",
]

#: The origins (https://drafts.csswg.org/css-cascade-5/#cascading-origins) webapi has.
USER_AGENT = 0
AUTHOR = 1

_ELEMENT = 1
_DOCUMENT = 9
#: The computed style's entry of the custom properties (name -> value), inherited whole.
_CUSTOM = "--"
_NO_CUSTOMS: dict[str, str] = {}
#: The computed style's entry of the inherited longhands of :data:`GENERIC_INITIAL` that are
#: not their initial value (name -> value), shared with the parent's where nothing changes.
_INHERITED = "-"
_NO_INHERITED: dict[str, str] = {}
#: The pseudo-elements whose styles the cascade computes (``getComputedStyle``'s; the
#: generated content of ``::before``/``::after`` in the text).
_PSEUDO_ELEMENTS = frozenset(
    {
        "before", "after", "marker", "backdrop", "spelling-error", "grammar-error", "placeholder",
        "file-selector-button", "checkmark", "picker-icon", "view-transition",
    }
)  # fmt: skip
#: The functional pseudo-elements whose styles the cascade computes for each name of their
#: argument (``::highlight(name)``: the bucket ``highlight(name)``).
_NAMED_PSEUDO_ELEMENTS = frozenset(
    {
        "highlight", "view-transition-group", "view-transition-image-pair",
        "view-transition-old", "view-transition-new",
    }
)  # fmt: skip
#: The scope proximity of a rule in no ``@scope`` (infinite: any scoped rule's is nearer).
_UNSCOPED = 1 << 30
#: The deepest nesting of ``@scope`` rules applied (deeper ones match nothing).
_MAX_SCOPE_DEPTH = 256

#: https://drafts.csswg.org/css-display-3/#blockify
_BLOCKIFIED = {
    "inline": "block",
    "inline-block": "block",
    "inline-table": "table",
    "inline-flex": "flex",
    "inline-grid": "grid",
    "inline list-item": "list-item",
    "ruby": "block ruby",
    "math": "block math",
    "table-row-group": "block",
    "table-header-group": "block",
    "table-footer-group": "block",
    "table-row": "block",
    "table-cell": "block",
    "table-column-group": "block",
    "table-column": "block",
    "table-caption": "block",
    "ruby-text": "block",
}
_FLEX_OR_GRID = frozenset({"flex", "inline-flex", "grid", "inline-grid"})
#: https://w3c.github.io/mathml-core/#new-display-math-value: on an element that is not a
#: MathML element, ``math`` computes to ``inline`` and ``block math`` to ``block`` (as
#: Chromium 156 computes them).
_MATH_AS_FLOW = {"math": "inline", "block math": "block"}
_MATH_DISPLAYS = frozenset(_MATH_AS_FLOW)

ComputedStyle = dict
#: The rules an element matched: each one's cascade sort key and declarations, in order.
_Matched = list[tuple[tuple[int, ...], list[tuple[str, object, bool]]]]


def computed_value(style: dict[str, object], name: str) -> object:
    """The computed value of the longhand ``name`` in a computed ``style`` (one of
    :data:`PROPERTIES`, or of :data:`GENERIC_INITIAL` as its serialized text)."""
    if name in GENERIC_INHERITED:
        inherited = style[_INHERITED]
        assert isinstance(inherited, dict)
        return inherited.get(name, GENERIC_INITIAL[name])
    found = style.get(name)
    if found is None:
        return GENERIC_INITIAL.get(name)
    return found


def blockify(display: str) -> str:
    """https://drafts.csswg.org/css-display-3/#blockify: the block-level equivalent of
    ``display``."""
    return _BLOCKIFIED.get(display, display)


def ancestor_features(selector: ComplexSelector) -> tuple[str, ...]:
    """The IDs (``#x``), classes (``.x``) and types (``x``, lowercased) that the compounds of
    ``selector`` that are its subject's ancestors require: an element
    none of whose ancestors has one of them cannot match (Blink's ancestor filter, Servo's
    Bloom filter, as an exact set)."""
    found: list[str] = []
    parts = selector.parts
    for index in range(1, len(parts)):
        # a compound to the left of a descendant or child combinator is an ancestor of the
        # subject (whether the compound to its right is the subject, an ancestor or a
        # sibling of either); one left of a sibling combinator need not be
        if parts[index - 1][1] not in (" ", ">"):
            continue
        compound = parts[index][0]
        if compound.lower_name is not None:
            found.append(compound.lower_name)
        for simple in compound.simple:
            if simple[0] == "#":
                found.append("#" + simple[1].lower())
            elif simple[0] == ".":
                found.append("." + simple[1].lower())
    return tuple(dict.fromkeys(found))


def _own_features(element: Any) -> list[str]:
    """What :func:`ancestor_features` compares with: the element's type, ID and classes
    (lowercased: the filter may only let more through)."""
    found = [element._local_name.lower()]
    identifier = get_attribute_value_by_namespace(None, "id", element)
    if identifier:
        found.append("#" + identifier.lower())
    classes = get_attribute_value_by_namespace(None, "class", element)
    if classes:
        found.extend("." + name for name in split_on_ascii_whitespace(classes.lower()))
    return found


def layer_ranks(table: LayerTable) -> list[int]:
    """https://drafts.csswg.org/css-cascade-5/#layer-ordering: each layer's rank (higher wins
    for normal declarations) by its number in ``table`` (the layers of every author sheet,
    numbered in the order first declared), the sublayers of a layer before the layer's own
    rules, the unlayered rules (0) last."""
    children: list[list[int]] = [[] for _ in range(len(table) + 1)]
    for number, (parent, _name) in enumerate(table.entries, 1):
        children[parent].append(number)
    ranks = [0] * (len(table) + 1)
    rank = 0
    # post-order over the tree (a stack of (layer, expanded))
    stack: list[tuple[int, bool]] = [(0, False)]
    while stack:
        number, expanded = stack.pop()
        if expanded:
            ranks[number] = rank
            rank += 1
            continue
        stack.append((number, True))
        for child in reversed(children[number]):
            stack.append((child, False))
    return ranks


#: Pseudo-classes whose answer depends on nothing but the element's name, namespace and the
#: attributes :func:`referenced_features` adds for them (``href``; ``:visited`` never matches).
_PURE_PSEUDO_CLASSES = frozenset({"link", "any-link", "-webkit-any-link", "visited"})
#: Pseudo-classes of selector lists pure where their arguments are compounds that are.
_PURE_FUNCTIONS = frozenset({"is", "where", "not", "matches", "-webkit-any"})


def is_pure(selector: ComplexSelector) -> bool:
    """Whether ``selector`` (with no anchor) has descendant and child combinators only and
    compounds of type, ID, class and attribute selectors (and :data:`_PURE_PSEUDO_CLASSES`,
    and ``:is()``/``:where()``/``:not()`` of such compounds): whether it matches an element
    depends then on the names, IDs, classes and attributes of the element and of its
    ancestors alone, not on its siblings, children or state."""
    if selector.anchor is not None or selector.groups is None:
        return False
    return all(_is_pure_compound(compound) for compound, _ in selector.parts)


def _is_pure_compound(compound: Any) -> bool:
    if compound.pseudo_element is not None:
        return False
    for simple in compound.simple:
        kind = simple[0]
        if kind in ("#", ".", "["):
            continue
        if kind != ":":
            return False
        name = simple[1]
        if name in _PURE_PSEUDO_CLASSES and len(simple) == 2:
            continue
        if name not in _PURE_FUNCTIONS or len(simple) != 3:
            return False
        argument = simple[2]
        if not isinstance(argument, SelectorList):
            return False
        for inner in argument.selectors:
            if inner.anchor is not None or len(inner.parts) != 1:
                return False
            if not _is_pure_compound(inner.parts[0][0]):
                return False
    return True


def referenced_features(
    selector: ComplexSelector, ids: set[str], classes: set[str], attributes: set[str]
) -> None:
    """Add the IDs, classes and attribute names (lowercased) that ``selector`` names
    anywhere (in the arguments of its pseudo-classes too) to the sets (``href`` for
    ``:link`` and its kin)."""
    stack: list[Any] = [selector]
    while stack:
        item = stack.pop()
        if isinstance(item, SelectorList):
            stack.extend(item.selectors)
            continue
        for compound, _ in item.parts:
            for simple in compound.simple:
                kind = simple[0]
                if kind == "#":
                    ids.add(simple[1].lower())
                elif kind == ".":
                    classes.add(simple[1].lower())
                elif kind == "[":
                    attributes.add(simple[3].lower())
                elif kind == ":":
                    if simple[1] in _PURE_PSEUDO_CLASSES:
                        attributes.add("href")
                    for argument in simple[2:]:
                        if isinstance(argument, (SelectorList, ComplexSelector)):
                            stack.append(argument)


class _Entry:
    """A complex selector of a rule with what orders its declarations."""

    __slots__ = (
        "ancestors",
        "declarations",
        "layer",
        "more",
        "order",
        "origin",
        "owner",
        "pure",
        "rarest",
        "scope",
        "selector",
        "specificity",
        "unscoped",
    )

    def __init__(
        self,
        selector: ComplexSelector,
        specificity: tuple[int, int, int],
        origin: int,
        layer: int,
        order: int,
        declarations: list[tuple[str, object, bool]],
        scope: Scope | None = None,
        owner: Any = None,
    ) -> None:
        #: The ``@scope`` the rule is in, and its sheet's owner node (for the implicit scope).
        self.scope = scope
        self.owner = owner
        self.selector = selector
        self.specificity = specificity
        self.origin = origin
        self.layer = layer
        self.order = order
        self.declarations = declarations
        #: The cascade's sort key of a match outside any ``@scope``.
        self.unscoped = (origin, 0, layer, *specificity, -_UNSCOPED, order)
        features = ancestor_features(selector)
        #: What the selector's ancestor compounds require of the element's ancestors.
        self.ancestors = frozenset(features)
        #: One of them, checked first (an ID or class, the rarer, where there is one).
        self.rarest = next(
            (f for f in reversed(features) if f[0] in "#."), features[-1] if features else ""
        )
        #: Whether it requires more than that one.
        self.more = len(features) > 1
        #: Whether whether it matches depends on nothing but the names, IDs, classes and
        #: attributes of the element and its ancestors (:func:`is_pure`).
        self.pure = scope is None and is_pure(selector)


class _Bucket:
    """The entries of one bucket key, those whose selectors require ancestor features kept by
    the rarest of them: an element's candidates are the bucket's entries whose rarest feature
    one of its ancestors has (Blink's ancestor filter, applied to a bucket's entries by a
    lookup rather than entry by entry: ``ul.list-1 > li + li``, ..., ``ul.list-40 > li + li``
    cost an ``li`` the features its ancestors have, not 40 tests)."""

    __slots__ = ("by_rarest", "free", "shared")

    def __init__(self) -> None:
        #: The entries that require no feature of the element's ancestors.
        self.free: list[_Entry] = []
        #: The others by :attr:`_Entry.rarest`.
        self.by_rarest: dict[str, list[_Entry]] = {}
        #: Whether the bucket is the user agent sheet's, shared by documents' resolvers (never
        #: changed: :meth:`_Buckets.add` adds to a copy).
        self.shared = False

    def copy(self) -> _Bucket:
        """An unshared copy."""
        other = _Bucket()
        other.free = list(self.free)
        other.by_rarest = {key: list(entries) for key, entries in self.by_rarest.items()}
        return other

    def add(self, entry: _Entry) -> None:
        if entry.ancestors:
            self.by_rarest.setdefault(entry.rarest, []).append(entry)
        else:
            self.free.append(entry)

    def take(self, found: list[_Entry], present: dict[str, int]) -> None:
        """Append to ``found`` the entries whose rarest ancestor feature is ``present`` (the
        features of the element's ancestors, counted) or who need none."""
        found += self.free
        keyed = self.by_rarest
        if not keyed:
            return
        if len(keyed) <= len(present):
            for feature, entries in keyed.items():
                if feature in present:
                    found += entries
        else:
            for feature in present:
                more = keyed.get(feature)
                if more is not None:
                    found += more


class _Buckets:
    """The entries of one pseudo-element (or of elements) by the rightmost compound's ID,
    class, type, attribute name or nothing."""

    __slots__ = ("by_attribute", "by_class", "by_id", "by_tag", "universal")

    def __init__(self) -> None:
        self.by_attribute: dict[str, _Bucket] = {}
        self.by_id: dict[str, _Bucket] = {}
        self.by_class: dict[str, _Bucket] = {}
        self.by_tag: dict[str, _Bucket] = {}
        self.universal = _Bucket()

    def share(self) -> None:
        """Mark every bucket shared (the user agent sheet's, once made)."""
        for buckets in (self.by_attribute, self.by_id, self.by_class, self.by_tag):
            for bucket in buckets.values():
                bucket.shared = True
        self.universal.shared = True

    def copy(self) -> _Buckets:
        """A copy whose buckets are this one's, shared (copy on write: a document's author
        rules copy the few buckets they add to; the user agent sheet's ~120 buckets were
        copied for each document, a sixth of a small page's computed styles)."""
        other = _Buckets()
        other.by_attribute = dict(self.by_attribute)
        other.by_id = dict(self.by_id)
        other.by_class = dict(self.by_class)
        other.by_tag = dict(self.by_tag)
        other.universal = self.universal
        return other

    def add(self, entry: _Entry, fold: bool) -> None:
        compound = entry.selector.parts[0][0]
        for simple in compound.simple:
            if simple[0] == "#":
                key = simple[1].lower() if fold else simple[1]
                _own_bucket(self.by_id, key).add(entry)
                return
        for simple in compound.simple:
            if simple[0] == ".":
                key = simple[1].lower() if fold else simple[1]
                _own_bucket(self.by_class, key).add(entry)
                return
        if compound.lower_name is not None:
            _own_bucket(self.by_tag, compound.lower_name).add(entry)
            return
        for simple in compound.simple:
            if simple[0] == "[":
                _own_bucket(self.by_attribute, simple[3]).add(entry)
                return
        if self.universal.shared:
            self.universal = self.universal.copy()
        self.universal.add(entry)

    def candidates(self, element: Any, fold: bool, present: dict[str, int]) -> list[_Entry]:
        """The entries of the buckets of ``element``'s ID, classes, type and attribute names
        and the universal one, past the ancestor filter's first test (their rarest ancestor
        feature is ``present``)."""
        found: list[_Entry] = []
        self.universal.take(found, present)
        identifier = get_attribute_value_by_namespace(None, "id", element)
        if identifier and self.by_id:
            bucket = self.by_id.get(identifier.lower() if fold else identifier)
            if bucket is not None:
                bucket.take(found, present)
        if self.by_class:
            classes = get_attribute_value_by_namespace(None, "class", element)
            if classes:
                seen = set()
                for name in split_on_ascii_whitespace(classes.lower() if fold else classes):
                    if name not in seen:
                        seen.add(name)
                        bucket = self.by_class.get(name)
                        if bucket is not None:
                            bucket.take(found, present)
        bucket = self.by_tag.get(element._local_name.lower())
        if bucket is not None:
            bucket.take(found, present)
        if self.by_attribute:
            attrs = element._attrs
            if attrs:
                names = attrs if type(attrs) is dict else [a._local_name for a in attrs]
                for name in names:
                    bucket = self.by_attribute.get(name.lower())
                    if bucket is not None:
                        bucket.take(found, present)
        return found


def _own_bucket(buckets: dict[str, _Bucket], key: str) -> _Bucket:
    """The bucket of ``key``, made, or copied if shared."""
    found = buckets.get(key)
    if found is None:
        found = buckets[key] = _Bucket()
    elif found.shared:
        found = buckets[key] = found.copy()
    return found


class StyleResolver:
    """The styles of the elements of ``document`` for the given sheets: ``sheets`` is a list
    of ``(origin, sheet)`` in order (the user agent's first); ``attached`` gives an element's
    extra author declarations of specificity zero (the HTML Standard's presentational
    hints) or None."""

    __slots__ = (
        "_attributes",
        "_buckets",
        "_class_names",
        "_classes",
        "_context_table",
        "_contexts",
        "_counts",
        "_document",
        "_fold",
        "_host_matcher",
        "_key_numbers",
        "_matcher",
        "_named_ids",
        "_part_entries",
        "_path",
        "_path_index",
        "_pseudo_styles",
        "_registered",
        "_scope_roots",
        "_scoped_matchers",
        "_shadow_entries",
        "_shared",
        "_slotted_entries",
        "_styles",
        "flat",
    )

    def __init__(self, document: Any, sheets: list[tuple[Any, ...]]) -> None:
        """``sheets``: ``(origin, sheet)`` or ``(origin, sheet, owner node)``."""
        self._fold = document._mode == "quirks"
        self._document = document
        # (a shadow tree's resolver matches its :host rules in the context of that tree)
        self._matcher = Matcher(document, context=document if shadow_host(document) else None)
        #: A matcher for each scoping root (its ``:scope``).
        self._scoped_matchers: dict[Any, Matcher] = {}
        #: :meth:`_scoping_roots`' answers, by scope, owner and element.
        self._scope_roots: dict[tuple[Scope, Any, Any], list[tuple[Any, int]]] = {}
        #: The computed values of each element, and of its ``::before``/``::after``.
        self._styles: dict[Any, dict[str, object]] = {}
        self._pseudo_styles: dict[tuple[Any, str], dict[str, object]] = {}
        #: Computed values shared by elements alike (:meth:`_compute`): at most one entry
        #: an element computed, kept as long as ``_styles`` (whose dicts the keys' ids name).
        self._shared: dict[tuple[object, ...], dict[str, object]] = {}
        #: The ancestor filter's state: a chain of elements from the root, the position of
        #: each, and how many of them have each feature (:func:`_own_features`).
        self._path: list[tuple[Any, list[str]]] = []
        self._path_index: dict[Any, int] = {}
        self._counts: dict[str, int] = {}
        #: The IDs, classes (lowercased) and attribute names (lowercased) the rules name
        #: (:func:`referenced_features`), the rest of an element's not telling it apart.
        self._named_ids: set[str] = set()
        self._classes: set[str] = set()
        self._attributes: set[str] = set()
        #: The rule sharing table (:meth:`_element_matches`): each context's number and, where
        #: its rules are all pure, the rules matched and their keys; an element's context.
        self._context_table: dict[tuple[object, ...], tuple[int, Any, int]] = {}
        #: :meth:`_named_classes`' answers.
        self._class_names: dict[str, tuple[str, ...] | None] = {}
        #: :meth:`_keys_number`'s numbers.
        self._key_numbers: dict[tuple[tuple[int, ...], ...], int] = {}
        self._contexts: dict[Any, object] = {}
        #: The flat tree's hooks (:class:`FlatTree`) where the document has shadow trees
        #: (set by the caller after making the resolver), else None.
        self.flat: FlatTree | None = None
        #: The entries whose selectors have ``:host`` (matched against a shadow tree's host
        #: by that tree's resolver, :meth:`host_matches`), and the ``::slotted()`` rules'
        #: entries with their arguments (:meth:`slotted_matches`).
        self._shadow_entries: list[_Entry] = []
        self._slotted_entries: list[tuple[_Entry, Any]] = []
        #: The ``::part()`` rules' entries with their part names (:meth:`part_matches`).
        self._part_entries: list[tuple[_Entry, Any]] = []
        self._host_matcher: Matcher | None = None
        self._buckets: dict[str, _Buckets] = {"": _Buckets()}
        for name in _PSEUDO_ELEMENTS:
            self._buckets[name] = _Buckets()
        # every author sheet's layers in one table (a name in two sheets is one layer), and
        # each sheet's numbers in it
        table = LayerTable()
        numbers: dict[int, list[int]] = {}
        #: The custom properties the author sheets' ``@property`` rules register (the last
        #: registration of a name wins).
        self._registered: dict[str, tuple[bool, str | None]] = {}
        for origin, sheet, *_ in sheets:
            if origin == AUTHOR and id(sheet) not in numbers:
                numbers[id(sheet)] = copy_layers(table, sheet.layers, 0, "")
                self._registered.update(sheet.registrations)
        ranks = layer_ranks(table)
        order = 0
        if sheets and sheets[0][0] == USER_AGENT and len(sheets[0]) == 2:
            # the user agent sheet's entries are made once (for each quirks mode), shared
            order = self._copy(*_user_agent_entries(sheets[0][1], self._fold))
            sheets = sheets[1:]
        for origin, sheet, *owned in sheets:
            layers = [ranks[number] for number in numbers[id(sheet)]] if origin == AUTHOR else None
            order = self._add(origin, sheet, owned[0] if owned else None, layers, order)

    def _add(
        self, origin: int, sheet: Any, owner: Any, layers: list[int] | None, order: int
    ) -> int:
        """The entries of the rules of ``sheet`` in their buckets (an author sheet's with the
        rank of each of its layers, ``layers``), numbered from after ``order``; the last
        number."""
        for rule in sheet.rules:
            layer = layers[rule.layer] if layers is not None else 0
            for selector in rule.selectors.selectors:
                pseudo = pseudo_element_of(selector)
                if pseudo is None:
                    subject = selector
                elif pseudo in _PSEUDO_ELEMENTS or pseudo in ("slotted", "part"):
                    subject = without_pseudo_element(selector)
                elif pseudo in _NAMED_PSEUDO_ELEMENTS and selector.parts[0][0].argument:
                    subject = without_pseudo_element(selector)
                    pseudo = f"{pseudo}({selector.parts[0][0].argument})"
                    if pseudo not in self._buckets:
                        self._buckets[pseudo] = _Buckets()
                else:
                    continue
                order += 1
                entry = _Entry(
                    subject,
                    calculate_specificity(selector),
                    origin,
                    layer,
                    order,
                    rule.declarations,
                    rule.scope,
                    owner,
                )
                if pseudo == "part":
                    self._part_entries.append((entry, selector.parts[0][0].argument))
                elif pseudo == "slotted":
                    self._slotted_entries.append((entry, selector.parts[0][0].argument))
                else:
                    self._buckets[pseudo or ""].add(entry, self._fold)
                if subject.shadow and pseudo is None:
                    self._shadow_entries.append(entry)
                referenced_features(subject, self._named_ids, self._classes, self._attributes)
        return order

    def _copy(self, other: StyleResolver, count: int) -> int:
        """The buckets (shared: :meth:`_Buckets.copy`) and referenced features of ``other``
        (of no rule yet, of ``count`` entries) copied; ``count``."""
        self._buckets = {name: buckets.copy() for name, buckets in other._buckets.items()}
        self._named_ids = set(other._named_ids)
        self._classes = set(other._classes)
        self._attributes = set(other._attributes)
        return count

    # --- the cascade ----------------------------------------------------------------------

    def _ancestors_of(self, parent: Any) -> dict[str, int]:
        """The features of ``parent`` and its ancestors, counted: the chain kept from the last
        element asked about moved to ``parent``'s (in tree order, each element enters and
        leaves the chain once: constant time an element)."""
        path = self._path
        index = self._path_index
        counts = self._counts
        missing = []
        node = parent
        while node is not None and node._node_type == _ELEMENT and node not in index:
            missing.append(node)
            node = node._parent
        keep = index[node] + 1 if node is not None and node in index else 0
        while len(path) > keep:
            gone, features = path.pop()
            del index[gone]
            for feature in features:
                left = counts[feature] - 1
                if left:
                    counts[feature] = left
                else:
                    del counts[feature]  # (the keys are the features present)
        for node in reversed(missing):
            features = _own_features(node)
            index[node] = len(path)
            path.append((node, features))
            for feature in features:
                counts[feature] = counts.get(feature, 0) + 1
        return counts

    def _element_matches(self, element: Any) -> tuple[_Matched, int]:
        """:meth:`_matched` for an element (no pseudo-element) and the number of its rules
        (:meth:`_keys_number`), shared between elements of the same context: the same namespace,
        name, and IDs, classes and attributes the rules name (:meth:`__init__`), in a parent of the
        same context (so their ancestors' are the same), where the rules that pass the ancestor
        filter are pure (:func:`is_pure`: they cannot tell such elements apart), as browsers' style
        sharing skips the matching of an element like one matched before (the 119 KB news page's
        2,134 elements are of 229 contexts)."""
        parent = element._parent
        context = self._contexts.get(parent)
        if context is None:
            # (the document, or an element whose style came no other way: its own context)
            context = 0 if parent is None or parent._node_type != _ELEMENT else (parent,)
        attrs = element._attrs
        if not attrs:
            shape: tuple[object, ...] = (context, element._namespace, element._local_name)
        else:
            if type(attrs) is dict:  # (attributes of no namespace, by name)
                identifier = attrs.get("id")
                classes = attrs.get("class")
            else:
                identifier = get_attribute_value_by_namespace(None, "id", element)
                classes = get_attribute_value_by_namespace(None, "class", element)
            key: list[object] = [
                context,
                element._namespace,
                element._local_name,
                identifier if identifier and identifier.lower() in self._named_ids else None,
                self._named_classes(classes) if classes else None,
            ]
            attributes = self._attributes
            if attributes:
                if type(attrs) is dict:
                    for name, value in attrs.items():
                        if name.lower() in attributes:
                            key.append((name, value))
                else:
                    for attr in attrs:
                        if attr._local_name.lower() in attributes:
                            key.append((attr._namespace, attr._local_name, attr._value))
            shape = tuple(key)
        found = self._context_table.get(shape)
        if found is None:
            normal, pure = self._matched(element, "")
            keys = self._keys_number(normal)
            number = len(self._context_table) + 1
            found = (number, normal, keys) if pure else (number, None, 0)
            self._context_table[shape] = found
            self._contexts[element] = number
            return normal, keys
        self._contexts[element] = found[0]
        if found[1] is None:
            normal, _ = self._matched(element, "")
            return normal, self._keys_number(normal)
        return found[1], found[2]

    def _named_classes(self, classes: str) -> tuple[str, ...] | None:
        """The classes of a ``class`` attribute's value that the rules name, in order (the
        answer kept for each value: pages repeat them)."""
        known = self._class_names
        if classes in known:
            return known[classes]
        wanted = self._classes
        found = known[classes] = (
            tuple([name for name in split_on_ascii_whitespace(classes) if name.lower() in wanted])
            if wanted
            else None
        )
        return found

    def _keys_number(self, normal: _Matched) -> int:
        """The number that stands for the rules matched ``normal`` (their keys), the same for
        the same rules (the style sharing key holds it, not the keys)."""
        keys = tuple([match for match, _ in normal])
        number = self._key_numbers.get(keys)
        if number is None:
            number = self._key_numbers[keys] = len(self._key_numbers) + 1
        return number

    def _matched(self, element: Any, pseudo: str) -> tuple[_Matched, bool]:
        """The declarations of the rules whose selectors match ``element`` (its ``pseudo``),
        each with its cascade sort key, in cascade order (the key's last member, the rule's
        order, tells each rule apart); whether the rules that passed the ancestor filter were
        all pure (:func:`is_pure`)."""
        matcher = self._matcher
        normal: _Matched = []
        pure = True
        buckets = self._buckets.get(pseudo)
        if buckets is None:  # (a named pseudo-element no rule names)
            return normal, pure
        counts = self._ancestors_of(element if pseudo else element._parent)
        present = counts.keys()
        for entry in buckets.candidates(element, self._fold, counts):
            if entry.more and not entry.ancestors <= present:
                continue
            if not entry.pure:
                pure = False
            if entry.scope is None:
                if matcher.matches_complex(entry.selector, element):
                    normal.append((entry.unscoped, entry.declarations))
                continue
            proximity = self._scope_proximity(entry, element)
            if proximity is None:
                continue
            found: tuple[int, ...] = (
                entry.origin,
                0,
                entry.layer,
                *entry.specificity,
                -proximity,
                entry.order,
            )
            normal.append((found, entry.declarations))
        if len(normal) > 1:
            normal.sort(key=lambda pair: pair[0])
        return normal, pure

    def _cascaded(
        self,
        normal: list[tuple[tuple[int, ...], list[tuple[str, object, bool]]]],
        style: str | None,
        hints: list[tuple[str, object]] | None,
    ) -> dict[str, object]:
        """https://drafts.csswg.org/css-cascade-5/#cascaded: the winning declaration's value of
        each property with one (``revert`` rolled back to the user agent origin's), from
        the matched rules' declarations (:meth:`_matched`), the ``style`` attribute's text
        and the presentational hints."""
        important_seen = False
        inline: list[tuple[str, object, bool]] = []
        if style:
            for declaration in parse_a_list_of_declarations(style):
                expanded = expand_declaration(declaration.name, declaration.value, declaration.text)
                if expanded:
                    for name, value in expanded:
                        inline.append((name, value, declaration.important))
        cascaded: dict[str, object] = {}
        ua: dict[str, object] = {}
        #: For revert-layer: each property's (group of its current value, the value it had
        #: before that group), a group being an origin's layer and importance
        layers: dict[str, tuple[object, object]] = {}
        important: list[tuple[tuple[int, ...], str, object]] = []
        hinted = False
        for key, declarations in normal:
            if key[0] == AUTHOR and not hinted:
                hinted = True
                if hints:
                    for name, value in hints:
                        cascaded[name] = value
            group = (key[0], key[2])
            for name, value, is_important in declarations:
                if is_important:
                    important_seen = True
                    if key[0] == USER_AGENT:
                        ikey: tuple[int, ...] = (3, 0, 0, *key[3:])
                    else:
                        # (an inner context's important declarations win over an outer's:
                        # https://drafts.csswg.org/css-cascade-5/#cascade-context)
                        ikey = (2, -2 * key[1], -key[2], *key[3:])
                    important.append((ikey, name, value))
                    continue
                if key[0] == USER_AGENT:
                    ua[name] = value
                _apply(cascaded, ua, layers, group, name, value, key[0])
        if not hinted and hints:
            for name, value in hints:
                cascaded[name] = value
        for name, value, is_important in inline:
            if is_important:
                important_seen = True
                important.append(((2, 1, 0, 0, 0, 0, 0), name, value))
            else:
                _apply(cascaded, ua, layers, "style", name, value, AUTHOR)
        if important_seen:
            important.sort(key=lambda triple: triple[0])
            for ikey, name, value in important:
                _apply(
                    cascaded,
                    ua,
                    layers,
                    ikey[:3],
                    name,
                    value,
                    USER_AGENT if ikey[0] == 3 else AUTHOR,
                )
        return cascaded

    # --- @scope (https://drafts.csswg.org/css-cascade-6/#scoped-styles) ---------------------------

    def _scoped_matcher(self, root: Any) -> Matcher:
        """The matcher whose ``:scope`` is ``root``."""
        found = self._scoped_matchers.get(root)
        if found is None:
            found = self._scoped_matchers[root] = Matcher(root)
        return found

    def _scope_proximity(self, entry: _Entry, element: Any) -> int | None:
        """https://drafts.csswg.org/css-cascade-6/#scope-proximity: the fewest generations
        between ``element`` and a scoping root of the entry's ``@scope`` in whose scope it is
        and at which the entry's selector matches it (``:scope`` being that root); None where
        there is none."""
        scope = entry.scope
        assert scope is not None
        for root, distance in self._scoping_roots(scope, entry.owner, element):
            if self._scoped_matcher(root).matches_complex(entry.selector, element):
                return distance
        return None

    def _scoping_roots(self, scope: Scope, owner: Any, element: Any) -> list[tuple[Any, int]]:
        """https://drafts.csswg.org/css-cascade-6/#scoping-root: the scoping roots of ``scope``
        that have ``element`` in scope (an inclusive descendant of the root and of no scoping
        limit below it), nearest first, with their distance from ``element``. The roots of
        the implicit scope are the sheet owner's parent (the document for an adopted
        sheet). Each answer is kept: an ``@scope`` nested in others asks for its parent's
        roots of each ancestor once (a recursion as deep as the ``@scope`` rules nest, at
        most :data:`_MAX_SCOPE_DEPTH`)."""
        key = (scope, owner, element)
        known = self._scope_roots.get(key)
        if known is not None:
            return known
        found = self._scope_roots[key] = []
        if scope.depth > _MAX_SCOPE_DEPTH:
            return found
        chain: list[Any] = []
        node = element
        while node is not None and node._node_type == _ELEMENT:
            chain.append(node)
            node = node._parent
        if scope.start is None:
            parent = owner._parent if owner is not None else None
            if parent is None or parent._node_type != _ELEMENT:
                candidates: list[tuple[Any, int]] = [(self._document, len(chain))]
            else:
                candidates = [(parent, chain.index(parent))] if parent in chain else []
            if scope.parent is not None and not self._scoping_roots(scope.parent, owner, element):
                return found
        else:
            candidates = []
            for distance, node in enumerate(chain):
                if scope.parent is None:
                    if self._matcher.matches_list(scope.start, node):
                        candidates.append((node, distance))
                    continue
                for outer, _ in self._scoping_roots(scope.parent, owner, node):
                    if self._scoped_matcher(outer).matches_list(scope.start, node):
                        candidates.append((node, distance))
                        break
        for root, distance in candidates:
            if scope.end is not None:
                limits = self._scoped_matcher(root)
                if any(limits.matches_list(scope.end, node) for node in chain[: distance + 1]):
                    continue
            found.append((root, distance))
        return found

    def style(
        self,
        element: Any,
        pseudo: str = "",
        hints: Any = None,
    ) -> dict[str, object]:
        """The computed values of ``element`` (of its ``::before``/``::after`` for
        ``pseudo``); ``hints(element)`` gives an element's presentational hints. Its
        ancestors' first, in a loop from the topmost not yet computed."""
        styles = self._styles
        found = self._pseudo_styles.get((element, pseudo)) if pseudo else styles.get(element)
        if found is not None:
            return found
        if self.flat is not None:
            return self._flat_style(self.flat, element, pseudo, hints)
        chain = []
        node = element
        while node is not None and node._node_type == _ELEMENT and node not in styles:
            chain.append(node)
            node = node._parent
        for node in reversed(chain):
            self._compute(node, "", hints)
        if pseudo:
            return self._compute(element, pseudo, hints)
        return styles[element]

    # --- the flat tree (https://drafts.csswg.org/css-scoping-1/#flat-tree) -------------------

    def _flat_style(
        self, flat: FlatTree, element: Any, pseudo: str, hints: Any
    ) -> dict[str, object]:
        """:meth:`style` in a document with shadow trees: the element's flat tree ancestors'
        first (https://drafts.csswg.org/css-scoping-1/#flat-tree: a slotted element inherits
        from its slot, a shadow tree's top-level elements from the host), each matched
        against the rules of its own tree (:meth:`FlatTree.resolver`) and the inner
        contexts' ``:host`` and ``::slotted()`` rules. An element outside the flat tree (a
        host's child assigned to no slot, a slot's fallback content where it has assigned
        nodes) has no box: its values are those of its tree parent's ``display: none``."""
        styles = self._styles
        chain = []
        node = element
        outside = False
        while node is not None and node not in styles:
            chain.append(node)
            parent = flat.parent(node)
            if parent is False:  # (outside the flat tree: its tree parent's, hidden)
                outside = True
                parent = node._parent
                if parent is not None and parent._node_type != _ELEMENT:
                    parent = None
            node = parent
        for node in reversed(chain):
            self._compute(node, "", hints, flat)
        if outside:
            hidden = styles[element]
            if hidden["display"] != "none":
                hidden = styles[element] = dict(hidden)
                hidden["display"] = "none"
        if pseudo:
            return self._compute(element, pseudo, hints, flat)
        return styles[element]

    def host_matches(self, host: Any, context: Any, depth: int) -> _Matched:
        """The rules of this resolver (a shadow tree's, ``context`` being its shadow root)
        whose ``:host`` selectors match its host ``host``, with their cascade keys in the
        context ``depth`` levels inside the host's own."""
        matcher = self._host_matcher
        if matcher is None:
            matcher = self._host_matcher = Matcher(context, context=context)
        found: _Matched = []
        for entry in self._shadow_entries:
            if entry.scope is None and matcher.matches_complex(entry.selector, host):
                found.append(((entry.origin, -depth, *entry.unscoped[2:]), entry.declarations))
        return found

    def slotted_matches(self, element: Any, slot: Any, depth: int) -> _Matched:
        """The ``::slotted()`` rules of this resolver (the shadow tree of ``slot``) that match
        ``element``, a slottable assigned (flattened) to ``slot``, with their cascade keys in
        the context ``depth`` levels inside ``element``'s own."""
        matcher = self._matcher
        found: _Matched = []
        for entry, argument in self._slotted_entries:
            if entry.scope is not None or argument is None:
                continue
            if matcher.compiled(argument)(element, matcher) and matcher.matches_complex(
                entry.selector, slot
            ):
                found.append(((entry.origin, -depth, *entry.unscoped[2:]), entry.declarations))
        return found

    def part_matches(self, host: Any, names: frozenset[str], depth: int) -> _Matched:
        """The ``::part()`` rules of this resolver (the tree of ``host``) whose originating
        selectors match ``host`` and whose part names are all among ``names`` (an element's in
        ``host``'s shadow tree, https://drafts.csswg.org/css-shadow-parts/#part), with their
        cascade keys in the context ``depth`` levels outside the element's own."""
        matcher = self._matcher
        found: _Matched = []
        for entry, wanted in self._part_entries:
            if entry.scope is not None or not wanted or not names.issuperset(wanted):
                continue
            if matcher.matches_complex(entry.selector, host):
                found.append(((entry.origin, depth, *entry.unscoped[2:]), entry.declarations))
        return found

    def _compute(
        self, element: Any, pseudo: str, hints: Any, flat: FlatTree | None = None
    ) -> dict[str, object]:
        """https://drafts.csswg.org/css-cascade-5/#value-stages for one element whose parent's
        style is known (or ``pseudo`` of it); ``flat``: in a document with shadow trees, whose
        flat tree gives the parent and the tree whose rules match."""
        parent = element._parent
        tree = self if flat is None else flat.resolver(element)
        if flat is not None and not pseudo:
            parent = flat.parent(element)
            if parent is False:
                parent = element._parent
        if pseudo:
            parent_style: dict[str, object] | None = self._styles[element]
            normal, _ = tree._matched(element, pseudo)
            keys = tree._keys_number(normal)
        else:
            parent_style = (
                self._styles.get(parent)
                if parent is not None and parent._node_type == _ELEMENT
                else None
            )
            normal, keys = tree._element_matches(element)
        inner: tuple[int, ...] = ()
        if flat is not None and not pseudo:
            extra = flat.inner_matches(element)
            if extra:
                normal = sorted([*normal, *extra], key=lambda pair: pair[0])
                inner = tuple([id(declarations) for _, declarations in extra])
        style = None if pseudo else get_attribute_value_by_namespace(None, "style", element)
        hinted = hints(element) if hints and not pseudo else None
        # style sharing: an element whose parent's computed values (the same dict), matched
        # rules, style attribute and hints are another's has its computed values (before
        # the adjustments that depend on its place in the tree), shared
        key = (
            id(parent_style),
            pseudo,
            style,
            tuple(hinted) if hinted else None,
            keys,
            id(tree),
            inner,
        )
        computed = self._shared.get(key)
        if computed is None:
            computed = self._computed_values(self._cascaded(normal, style, hinted), parent_style)
            self._shared[key] = computed
        display = computed["display"]
        assert isinstance(display, str)
        if display != "none":
            root = not pseudo and parent is not None and parent._node_type == _DOCUMENT
            mathml = not pseudo and element._namespace == MATHML_NAMESPACE
            adjusted = display
            if root and display == "contents":
                adjusted = "block"
            elif not mathml and display in _MATH_AS_FLOW:
                adjusted = _MATH_AS_FLOW[display]
            if adjusted != "contents" and (
                root
                or computed["float"] != "none"
                or computed["position"] in ("absolute", "fixed")
                or self._blockified_by_parent(element, pseudo, parent_style, flat, mathml)
            ):
                adjusted = blockify(adjusted)
            if adjusted != display:
                # (the adjusted values shared in turn, as the parent of alike children)
                variant = (id(computed), adjusted)
                found = self._shared.get(variant)
                if found is None:
                    found = self._shared[variant] = dict(computed)
                    found["display"] = adjusted
                computed = found
        if pseudo:
            self._pseudo_styles[(element, pseudo)] = computed
        else:
            self._styles[element] = computed
        return computed

    def _computed_values(
        self, cascaded: dict[str, object], parent_style: dict[str, object] | None
    ) -> dict[str, object]:
        """https://drafts.csswg.org/css-cascade-5/#computed: the computed values of the
        cascaded values ``cascaded`` of an element whose parent's are ``parent_style``
        (before the blockification that depends on the element's place in the tree)."""
        computed: dict[str, object] = {}
        # custom properties (https://drafts.csswg.org/css-variables-1/): inherited as one
        # dict, shared with the parent's where the element declares none
        customs: dict[str, str] = (
            parent_style[_CUSTOM]  # type: ignore[assignment]
            if parent_style is not None
            else _NO_CUSTOMS
        )
        declared = {name: str(value) for name, value in cascaded.items() if name[:2] == "--"}
        if declared:
            customs = compute_custom_properties(declared, customs)
        if self._registered:
            customs = _registered_customs(self._registered, customs, declared, parent_style is None)
        computed[_CUSTOM] = customs
        for name in PROPERTIES:
            value = cascaded.get(name)
            if isinstance(value, Pending):
                value = resolve_pending(value, name, customs, expand_declaration)
            if value is None or value == "unset":
                value = "inherit" if name in INHERITED else "initial"
            if value == "inherit":
                value = parent_style[name] if parent_style is not None else INITIAL[name]
            elif value == "initial":
                value = INITIAL[name]
            computed[name] = value
        inherited: dict[str, str] = (
            parent_style[_INHERITED]  # type: ignore[assignment]
            if parent_style is not None
            else _NO_INHERITED
        )
        changed: dict[str, str] | None = None
        for name, value in cascaded.items():
            if name not in GENERIC_INITIAL:
                continue
            if isinstance(value, Pending):
                value = resolve_pending(value, name, customs, expand_declaration)
            if value is None or value == "unset":
                value = "inherit" if name in GENERIC_INHERITED else "initial"
            if name in GENERIC_INHERITED:
                if value == "inherit":
                    continue
                if changed is None:
                    changed = dict(inherited)
                if value == "initial":
                    changed.pop(name, None)
                elif name == "font-weight":
                    changed[name] = _font_weight(str(value), inherited.get(name, "400"))
                else:
                    changed[name] = str(value)
            elif value == "inherit":
                if parent_style is not None and name in parent_style:
                    computed[name] = parent_style[name]
            elif value != "initial":
                computed[name] = str(value)
        if (
            "font-size" in cascaded
            or "font-family" in cascaded
            or any(isinstance(value, str) and "em" in value for value in cascaded.values())
        ):
            changed = _absolute_lengths(cascaded, computed, changed, inherited, parent_style)
        computed[_INHERITED] = inherited if changed is None else changed
        # https://drafts.csswg.org/css2/#dis-pos-flo: an absolutely positioned box does not float
        if computed["position"] in ("absolute", "fixed"):
            computed["float"] = "none"
        return computed

    def _blockified_by_parent(
        self,
        element: Any,
        pseudo: str,
        parent_style: dict[str, object] | None,
        flat: FlatTree | None,
        mathml: bool,
    ) -> bool:
        """Whether the box containing ``element``'s blockifies it: a flex or grid
        container's child (https://drafts.csswg.org/css-display-3/#blockify), or a MathML
        element child of a box whose ``display`` is ``math`` or ``block math``
        (https://w3c.github.io/mathml-core/#new-display-math-value; Chromium 156 leaves a
        child that is no MathML element as it is)."""
        display = self._layout_parent_display(element, pseudo, parent_style, flat)
        return display in _FLEX_OR_GRID or (mathml and display in _MATH_DISPLAYS)

    def _layout_parent_display(
        self,
        element: Any,
        pseudo: str,
        parent_style: dict[str, object] | None,
        flat: FlatTree | None = None,
    ) -> object:
        """The computed ``display`` of the element whose box contains ``element``'s (its
        parent, or the nearest ancestor that is not ``display: contents``, in the flat tree
        where ``flat`` is given); ``parent_style`` is its parent's computed values (or its own
        for ``pseudo``)."""
        parent = element if pseudo else element._parent
        if flat is not None and not pseudo:
            parent = flat.parent(element) or None
        if parent_style is None:
            return None
        display = parent_style["display"]
        if display != "contents" and (pseudo or getattr(parent, "_local_name", "") != "details"):
            return display
        while parent is not None and parent._node_type == _ELEMENT:
            if (
                not pseudo
                and parent._local_name == "details"
                and parent._namespace == HTML_NAMESPACE
                and not _is_first_summary(element, parent)
            ):
                return "block"  # in its shadow tree's ::details-content slot's box
            style = self._styles.get(parent)
            if style is None:
                return None
            display = style["display"]
            if display != "contents":
                return display
            parent = parent._parent if flat is None else flat.parent(parent) or None
        return None


class FlatTree:
    """What the cascade needs of a document's shadow trees (given by the HTML layer, which
    knows the DOM's slots): each element's tree's resolver, its flat tree parent, and the
    rules of inner contexts that match it."""

    __slots__ = ("_assigned_slot", "_inside", "_resolver_of", "_roots", "_shadow_root_of")

    def __init__(self, resolver_of: Any, assigned_slot: Any, shadow_root_of: Any) -> None:
        #: The resolver of a tree by its root (a document or a shadow root).
        self._resolver_of = resolver_of
        #: The roots found (:meth:`_tree_root`), by node: the tree is as it was when the
        #: resolver was made, for as long as it is used.
        self._roots: dict[Any, Any] = {}
        #: :meth:`in_flat_tree`'s answers, by element.
        self._inside: dict[Any, bool] = {}
        #: https://dom.spec.whatwg.org/#slotable-assigned-slot
        self._assigned_slot = assigned_slot
        #: An element's shadow root, else None.
        self._shadow_root_of = shadow_root_of

    def resolver(self, element: Any) -> StyleResolver:
        """The resolver whose rules match ``element`` (those of its tree)."""
        return self._resolver_of(self._tree_root(element))  # type: ignore[no-any-return]

    def parent(self, element: Any) -> Any:
        """``element``'s parent in the flat tree (https://drafts.csswg.org/css-scoping-1/#flat-tree):
        its slot for a host's child, the host for a shadow tree's top-level element, else its
        parent element; None for the root, False outside the flat tree."""
        parent = element._parent
        if parent is None:
            return None
        if parent._node_type == _ELEMENT:
            if self._shadow_root_of(parent) is not None:
                slot = self._assigned_slot(element)
                return False if slot is None else slot
            if (
                parent._local_name == "slot"
                and parent._namespace == HTML_NAMESPACE
                and shadow_host(self._tree_root(parent)) is not None
                and self._has_assigned(parent)
            ):
                return False  # (fallback content of a slot with assigned nodes)
            return parent
        host = shadow_host(parent)
        return host

    def in_flat_tree(self, element: Any) -> bool:
        """Whether ``element`` and its flat tree ancestors are in the flat tree (have a box
        where nothing hides them; a browser computes no style for the others)."""
        inside = self._inside
        chain = []
        node = element
        answer = True
        while node is not None:
            known = inside.get(node)
            if known is not None:
                answer = known
                break
            chain.append(node)
            parent = self.parent(node)
            if parent is False:
                answer = False
                break
            node = parent
        for passed in chain:
            inside[passed] = answer
        return answer

    def _is_shadow_slot(self, element: Any) -> bool:
        """Whether ``element`` is a slot in a shadow tree."""
        return (
            element._local_name == "slot"
            and element._namespace == HTML_NAMESPACE
            and shadow_host(self._tree_root(element)) is not None
        )

    def _tree_root(self, node: Any) -> Any:
        """``node``'s root, each node's kept (constant time a node over a walk of a tree)."""
        roots = self._roots
        found = roots.get(node)
        if found is not None:
            return found
        chain = []
        while node._parent is not None and node not in roots:
            chain.append(node)
            node = node._parent
        found = roots.get(node, node)
        for passed in chain:
            roots[passed] = found
        return found

    def _has_assigned(self, slot: Any) -> bool:
        host = shadow_host(self._tree_root(slot))
        child = host._first_child
        while child is not None:
            if child._node_type in (1, 3) and self._assigned_slot(child) is slot:
                return True
            child = child._next_sibling
        return False

    def inner_matches(self, element: Any) -> _Matched:
        """The rules of inner contexts that match ``element``: the ``::slotted()`` rules of
        each slot it is assigned to through
        (https://dom.spec.whatwg.org/#find-flattened-slotables), each slot's tree one level
        further in, and its shadow tree's ``:host`` rules for a host, one level further in
        than the last slot's: its own shadow tree comes after its slots' trees in
        shadow-including tree order, which orders the contexts
        (https://drafts.csswg.org/css-scoping-1/#shadow-cascading; Chromium 156 too)."""
        found: _Matched = []
        depth = 1
        parent = element._parent
        if (
            parent is not None
            and parent._node_type == _ELEMENT
            and not self._is_shadow_slot(element)
        ):
            # (a slot assigned to another slot is no flattened slottable: ::slotted() skips it)
            slot = self._assigned_slot(element) if self._shadow_root_of(parent) else None
            while slot is not None:
                found += self.resolver(slot).slotted_matches(element, slot, depth)
                depth += 1
                slot_parent = slot._parent
                if slot_parent is None or self._shadow_root_of(slot_parent) is None:
                    break
                slot = self._assigned_slot(slot)
        shadow = self._shadow_root_of(element)
        if shadow is not None:
            found += self._resolver_of(shadow).host_matches(element, shadow, depth)
        if element._attrs:
            found += self._part_matches(element)
        return found

    def _part_matches(self, element: Any) -> _Matched:
        """The ``::part()`` rules of outer trees that match ``element``: its ``part`` names
        (https://drafts.csswg.org/css-shadow-parts/#part-attr) against its host's tree's rules,
        then, mapped by that host's ``exportparts`` (https://drafts.csswg.org/css-shadow-parts/#exportparts-attr),
        against the next host's tree's, each one level further out."""
        value = get_attribute_value_by_namespace(None, "part", element)
        if not value:
            return []
        names = frozenset(split_on_ascii_whitespace(value))
        found: _Matched = []
        root = self._tree_root(element)
        depth = 1
        while names:
            host = shadow_host(root)
            if host is None:
                break
            found += self.resolver(host).part_matches(host, names, depth)
            exported = get_attribute_value_by_namespace(None, "exportparts", host)
            if not exported:
                break
            names = frozenset(_part_mapping(exported, names))
            root = self._tree_root(host)
            depth += 1
        return found


def _part_mapping(exported: str, names: frozenset[str]) -> list[str]:
    """The outer names that an ``exportparts`` value (https://drafts.csswg.org/css-shadow-parts/#parsing-mapping)
    gives the inner part ``names``: each comma-separated ``inner: outer`` or ``name`` item
    whose inner name is among them (items of other shapes ignored)."""
    found = []
    for item in exported.split(","):
        inner, colon, outer = item.partition(":")
        inner = inner.strip(" \t\n\r\f")
        outer = outer.strip(" \t\n\r\f") if colon else inner
        if not inner or not outer or " " in inner or " " in outer or ":" in outer:
            continue
        if inner in names:
            found.append(outer)
    return found


#: The user agent sheets' entries (a resolver of those alone), by the sheet's id and quirks
#: mode; the sheet is kept, so that its id is not another's.
_USER_AGENT_ENTRIES: dict[tuple[int, bool], tuple[Any, StyleResolver, int]] = {}


def _user_agent_entries(sheet: Any, fold: bool) -> tuple[StyleResolver, int]:
    """A resolver of the user agent ``sheet`` alone, made once for each quirks mode ``fold``
    (its buckets, of entries numbered from 1, shared by each document's resolver), and the
    number of its entries."""
    key = (id(sheet), fold)
    found = _USER_AGENT_ENTRIES.get(key)
    if found is None or found[0] is not sheet:
        resolver = StyleResolver.__new__(StyleResolver)
        resolver._fold = fold
        resolver._named_ids, resolver._classes, resolver._attributes = set(), set(), set()
        resolver._buckets = {"": _Buckets(), **{name: _Buckets() for name in _PSEUDO_ELEMENTS}}
        count = resolver._add(USER_AGENT, sheet, None, None, 0)
        for buckets in resolver._buckets.values():
            buckets.share()
        found = _USER_AGENT_ENTRIES[key] = (sheet, resolver, count)
    return found[1], found[2]


#: https://drafts.csswg.org/css-fonts-4/#absolute-size-mapping, as Chromium maps them (px).
_FONT_SIZE_KEYWORDS = {
    "xx-small": 9.0,
    "x-small": 10.0,
    "small": 13.0,
    "medium": 16.0,
    "large": 18.0,
    "x-large": 24.0,
    "xx-large": 32.0,
    "xxx-large": 48.0,
}
#: Chromium 156's sizes of the keywords for an element whose ``font-family`` is the generic
#: ``monospace`` alone (its default fixed font size, 13px, and Blink's table of keyword sizes
#: for it: seen, as no specification has it; https://drafts.csswg.org/css-fonts-4/#absolute-size-mapping
#: leaves the sizes to the user agent).
_MONOSPACE_FONT_SIZE_KEYWORDS = {
    "xx-small": 9.0,
    "x-small": 10.0,
    "small": 12.0,
    "medium": 13.0,
    "large": 16.0,
    "x-large": 20.0,
    "xx-large": 26.0,
    "xxx-large": 39.0,
}
#: The inherited entry saying where the font size comes from, as Chromium (Blink's font
#: builder) keeps it: ``"k:<keyword>"`` from a keyword (absent: the initial ``medium``),
#: ``"a"`` from an absolute length (``px``, ``rem``, and ``em``/``%`` of such a size),
#: ``"r"`` relative to a size from a keyword (``em``, ``%``, ``larger``, ``smaller``). Where
#: the family changes to or from ``monospace`` alone, a keyword's size is the keyword's for
#: the new family and a relative one is scaled by 13/16 (or 16/13); an absolute one stays.
_FONT_SIZE_KEYWORD = "\0font-size-origin"
#: The inherited entry holding the font size computed unrounded (``repr`` of a float).
_FONT_SIZE_EXACT = "\0font-size-exact"
#: Chromium's default fixed font size over its default font size.
_MONOSPACE_SCALE = 13.0 / 16.0
#: A value :func:`._calc.resolve_lengths` may change: a length in ``em``, ``rem`` or an
#: absolute unit, or a math function.
_MAY_RESOLVE = re.compile(r"\d(?:r?em|pt|pc|in|cm|mm|q)\b|(?:calc|min|max|clamp)\(", re.I)
#: The endings of the names of the properties that take no negative length (with those
#: starting ``padding``: a math function's result is clamped at 0,
#: https://drafts.csswg.org/css-values-4/#calc-range).
_NON_NEGATIVE = ("width", "height", "gap", "radius")
#: The initial font size (``medium``), the root's ``rem`` (webapi does not follow the root's).
_MEDIUM = 16.0


def _registered_customs(
    registered: dict[str, tuple[bool, str | None]],
    customs: dict[str, str],
    declared: dict[str, str],
    root: bool,
) -> dict[str, str]:
    """An element's computed custom properties ``customs`` with the registered ones
    (https://drafts.css-houdini.org/css-properties-values-api-1/#register-a-custom-property):
    one that does not inherit, or on the root, or declared with no value kept (``initial``),
    is its initial value (absent where it has none)."""
    result = customs
    for name, (inherits, initial) in registered.items():
        if name in declared and name in customs:
            continue
        if name not in declared and inherits and not root:
            continue
        if customs.get(name) == initial:
            continue
        if result is customs:
            result = dict(customs)
        if initial is None:
            result.pop(name, None)
        else:
            result[name] = initial
    return result


def _px(value: float) -> str:
    return serialize_number(round(value, 6)) + "px"


def _absolute_lengths(
    cascaded: dict[str, object],
    computed: dict[str, object],
    changed: dict[str, str] | None,
    inherited: dict[str, str],
    parent_style: dict[str, object] | None,
) -> dict[str, str] | None:
    """https://drafts.csswg.org/css-values-4/#relative-lengths at computed-value time for the
    properties the element declares: ``font-size`` in ``em``, ``%``, ``rem`` or a keyword
    as ``px`` (from the parent's), then the ``em`` (the element's font size) and ``rem``
    (:data:`_MEDIUM`) lengths of its other values as ``px``, a ``line-height`` percentage as
    ``px`` of the element's font size; values with a function
    (``calc()``, ``url()``) are left as they are. Returns the inherited values' dict (a copy
    where it changes)."""
    parent_size = _MEDIUM
    if parent_style is not None:
        written = computed_value(parent_style, "font-size")
        if isinstance(written, str) and written.endswith("px"):
            parent_inherited = parent_style[_INHERITED]
            assert isinstance(parent_inherited, dict)
            parent_size = _exact_size(parent_inherited, written)
    own: dict[str, str] = changed if changed is not None else inherited
    size = parent_size
    declared = own.get("font-size") if "font-size" in cascaded else None
    origin = inherited.get(_FONT_SIZE_KEYWORD, "k:medium")
    if declared is not None:
        found = _font_size_px(declared, parent_size)
        if found is not None:
            size = found
            if changed is None:
                changed = dict(inherited)
            changed["font-size"] = _px(found)
            changed[_FONT_SIZE_EXACT] = repr(found)
            origin = _font_size_origin(declared, origin)
            changed[_FONT_SIZE_KEYWORD] = origin
            own = changed
    elif own.get("font-size", "").endswith("px"):
        size = _exact_size(own, own["font-size"])
    elif own is changed and "font-size" not in own:  # (font-size: initial)
        changed.pop(_FONT_SIZE_KEYWORD, None)
        origin = "k:medium"
        size = _MEDIUM
    # Chromium's monospace font sizes (its default fixed font size, 13px)
    monospace = _is_monospace(own.get("font-family", ""))
    if monospace != _is_monospace(inherited.get("font-family", "")) or (
        monospace and declared in _FONT_SIZE_KEYWORDS
    ):
        if origin.startswith("k:"):
            table = _MONOSPACE_FONT_SIZE_KEYWORDS if monospace else _FONT_SIZE_KEYWORDS
            size = table[origin[2:]]
        elif origin == "r" and declared not in _FONT_SIZE_KEYWORDS:
            size *= _MONOSPACE_SCALE if monospace else 1 / _MONOSPACE_SCALE
        if own.get("font-size", "16px") != _px(size):
            if changed is None:
                changed = dict(inherited)
            changed["font-size"] = _px(size)
            changed[_FONT_SIZE_EXACT] = repr(size)
            changed[_FONT_SIZE_KEYWORD] = origin
            own = changed

    for name in cascaded:
        if name == "font-size" or name not in GENERIC_INITIAL:
            continue
        holder: dict[str, Any] = own if name in GENERIC_INHERITED else computed
        value = holder.get(name)
        if name == "line-height" and isinstance(value, str) and value.endswith("%"):
            # (a percentage of the element's own font size: a length, inherited as such)
            percentage = _float(value[:-1], -1.0)
            if percentage >= 0:
                if holder is inherited:
                    changed = dict(inherited)
                    own = holder = changed
                holder[name] = _px(percentage * size / 100)
            continue
        if not isinstance(value, str) or not _MAY_RESOLVE.search(value):
            continue
        positive = name.endswith(_NON_NEGATIVE) or name.startswith("padding")
        resolved = resolve_lengths(value, size, positive)
        if resolved != value:
            if holder is inherited:
                changed = dict(inherited)
                own = holder = changed
            holder[name] = resolved
    return changed


def _exact_size(inherited: dict[str, str], written: str) -> float:
    """The font size of inherited values whose ``font-size`` is ``written`` (``px``): the
    size unrounded where it was computed so (as Chromium keeps it: ``smaller`` of ``20px``
    is ``16.6667px``, and ``2em`` of that ``33.3333px``)."""
    exact = inherited.get(_FONT_SIZE_EXACT)
    if exact is not None and _px(float(exact)) == written:
        return float(exact)
    return _float(written[:-2], _MEDIUM)


def _float(text: str, default: float) -> float:
    """``text`` as a number, or ``default``."""
    try:
        return float(text)
    except ValueError:
        return default


def _is_monospace(family: str) -> bool:
    """Whether a computed ``font-family`` is the generic ``monospace`` alone (Chromium 156
    gives such an element its default fixed font size: ``monospace, serif`` or a quoted
    ``"monospace"`` is not)."""
    return family.lower() == "monospace"


def _font_size_origin(value: str, parent: str) -> str:
    """The :data:`_FONT_SIZE_KEYWORD` entry of a declared ``font-size`` whose parent's is
    ``parent``."""
    if value in _FONT_SIZE_KEYWORDS:
        return "k:" + value
    relative = value.endswith(("em", "%")) and not value.endswith("rem")
    if relative or value in ("larger", "smaller"):
        return "a" if parent == "a" else "r"
    return "a"


def _font_size_px(value: str, parent: float) -> float | None:
    """A declared ``font-size`` in ``px`` (None where it is not a plain length, percentage,
    keyword, or a math function of them: :func:`._calc.evaluate_math`, ``%`` and ``em`` of
    the parent's size, clamped at 0)."""
    keyword = _FONT_SIZE_KEYWORDS.get(value)
    if keyword is not None:
        return keyword
    if value == "larger":
        return parent * 1.2
    if value == "smaller":
        return parent / 1.2
    if value.endswith(")"):
        found = evaluate_math(value, parent, parent / 100)
        return None if found is None else max(found, 0.0)
    match = _FONT_SIZE_LENGTH.fullmatch(value)
    if match is None:
        return None
    number = float(match.group(1))
    unit = match.group(2).lower()
    if unit == "px":
        return number
    if unit == "em":
        return number * parent
    if unit == "rem":
        return number * _MEDIUM
    if unit == "%":
        return number * parent / 100
    found = evaluate_math(f"calc({value})", parent)
    return found


_FONT_SIZE_LENGTH = re.compile(
    r"([+-]?(?:\d+\.?\d*|\.\d+))(px|em|rem|%|pt|pc|in|cm|mm|q)", re.IGNORECASE
)


def _font_weight(value: str, parent: str) -> str:
    """https://drafts.csswg.org/css-fonts-4/#font-weight-prop: the computed ``font-weight``
    (a number) of the declared ``value``, ``bolder`` and ``lighter`` from the ``parent``'s
    by the table of https://drafts.csswg.org/css-fonts-4/#relative-weights."""
    if value == "normal":
        return "400"
    if value == "bold":
        return "700"
    if value not in ("bolder", "lighter"):
        return value
    weight = _float(parent, 400.0)
    if value == "bolder":
        result = 400.0 if weight < 350 else 700.0 if weight < 550 else max(weight, 900.0)
    else:
        result = (
            weight if weight < 100 else 100.0 if weight < 550 else 400.0 if weight < 750 else 700.0
        )
    return _px(result)[:-2]


def _is_first_summary(element: Any, details: Any) -> bool:
    """Whether ``element`` is the first ``summary`` child of ``details`` (the one its shadow
    tree's summary slot takes)."""
    child = details._first_child
    while child is not None:
        if (
            child._node_type == _ELEMENT
            and child._local_name == "summary"
            and child._namespace == HTML_NAMESPACE
        ):
            return bool(child is element)
        child = child._next_sibling
    return False


def _apply(
    cascaded: dict[str, object],
    ua: dict[str, object],
    layers: dict[str, tuple[object, object]],
    group: object,
    name: str,
    value: object,
    origin: int,
) -> None:
    """A declaration of ``group`` (its origin, layer and importance) winning over those
    before it; ``revert`` rolls the author origin back to the user agent's value
    (https://drafts.csswg.org/css-cascade-5/#default), ``revert-layer`` to the value of the
    groups before its own (https://drafts.csswg.org/css-cascade-5/#revert-layer)."""
    before = layers.get(name)
    if before is None or before[0] != group:
        before = (group, cascaded.get(name))
        layers[name] = before
    if value == "revert-layer":
        previous = before[1]
        if previous is None:
            cascaded.pop(name, None)
        else:
            cascaded[name] = previous
        return
    if value == "revert":
        if origin == USER_AGENT:
            cascaded[name] = "unset"
        else:
            cascaded[name] = ua.get(name, "unset")
        return
    cascaded[name] = value
