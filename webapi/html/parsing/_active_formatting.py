"""The list of active formatting elements
(https://html.spec.whatwg.org/multipage/parsing.html#list-of-active-formatting-elements),
with each operation costing what its step needs rather than the list's length.

The standard's steps walk the list: the Noah's Ark clause of "push onto the list of active
formatting elements" compares the pushed element with every entry after the last marker, the
adoption agency algorithm looks for the last entry with a tag name after the last marker and
for the entries it replaces or removes. A page can make the list long without any of this
changing anything (8,000 ``<b id=N>`` tags, each different), so walking is quadratic. Here:

- the entries are a doubly linked chain, and every element knows its entry (a dict keyed by
  the element): an entry is removed, replaced or moved in constant time;
- each *section* (the entries after a marker, or from the start of the list before the first
  marker) keeps, for each tag name, its last entry (:attr:`named`), and each entry the
  entries of its name before and after it in the section (a second chain): the last entry
  with a tag name is one lookup, a removal unlinks it from both chains;
- the Noah's Ark clause needs the entries with the same tag name and attributes (the
  attributes as a set of name/value pairs, in name order, as the clause compares them: "the
  order of the attributes does not matter") only where a name has three entries or more
  before the pushed one (rare: the clause can remove nothing otherwise). Such a name's
  entries get their key (their name and sorted attribute pairs) and the section an index by
  key: its entries in list order, at most three (the clause keeps no more). The entries of a
  name with a key are a prefix of its chain: those pushed while the name had fewer than
  three entries, at most three, get theirs at the next push that finds three.

Only the current section's index is ever asked (the clause and the adoption agency look after
the last marker); every entry removed, replaced or moved is in it (see :meth:`move`).

An entry keeps its token's tag name and attributes: "the token for which the element was
created", which the clause compares ("as they were when the elements were created by the
parser") and for which the adoption agency and reconstructing create elements. The
attributes are the token's dict, which its element keeps: nothing changes it while the
parser runs (no script runs, no custom element is upgraded, and the document is handed out
once parsed), so a key made later is the one the element was created with.
"""

from __future__ import annotations

from collections.abc import Callable

from webapi.dom.engine import ElementImpl as Element

__all__ = ["ActiveFormattingElements"]


#: What the Noah's Ark clause compares of an element: its tag name and its attributes, in name
#: order (the list holds HTML elements only: the namespace is always the same).
_Key = tuple[str, tuple[tuple[str, str], ...]]
#: A section's index by tag name: the name's last entry (``None``: none any more).
_Section = dict[str, "_Entry | None"]
#: A section's index by key (of the names with keys): the key's entries in list order.
_Keyed = dict[_Key, list["_Entry"]]
#: The index of a section no entry was pushed into yet (shared, never written: a table cell's
#: marker costs no dict of its own until a formatting element comes after it).
_NO_ENTRIES: _Section = {}


class _Entry:
    """An element's entry in the list: its neighbours in the list (``previous``, ``next``)
    and among the entries of its tag name in its section (``earlier``, ``later``), the
    token's name and attributes (``None``: none) and its key (``None``: none yet: see the
    module docstring)."""

    __slots__ = ("attributes", "earlier", "element", "key", "later", "name", "next", "previous")

    element: Element
    name: str
    attributes: dict[str, str] | None
    key: _Key | None
    previous: _Entry | None
    next: _Entry | None
    earlier: _Entry | None
    later: _Entry | None


_new_entry = _Entry.__new__


class ActiveFormattingElements:
    """The list: elements and markers, in order (:meth:`entries`).

    The markers are not entries: each marker is the end of a *floor*, the entry that was last
    when the marker was inserted (``None``: the list was empty). Nothing before the last marker
    changes while it is there (every step that removes, replaces or moves an entry finds it
    after the last marker: see :meth:`move`), so each floor stays where it was."""

    __slots__ = ("_floors", "_keyed", "_sections", "by_element", "floor", "keyed", "last", "named")

    def __init__(self) -> None:
        #: element -> its entry
        self.by_element: dict[Element, _Entry] = {}
        #: The last entry (``None``: no element in the list).
        self.last: _Entry | None = None
        #: The last marker's floor (``None``: no marker, or one inserted first); the section
        #: after it is empty when it is :attr:`last`.
        self.floor: _Entry | None = None
        #: The floors of the markers, first first, and the sections: the first before any
        #: marker, then one after each marker.
        self._floors: list[_Entry | None] = []
        #: The current section's index by tag name (the last of ``_sections``): the last
        #: entry with that name after the last marker (``named.get(name)``: ``None`` when
        #: there is none).
        self.named: _Section = {}
        self._sections: list[_Section] = [self.named]
        #: The current section's index by key (the last of ``_keyed``; ``None``: no name of
        #: the section has keys yet).
        self.keyed: _Keyed | None = None
        self._keyed: list[_Keyed | None] = [None]

    def __contains__(self, element: Element) -> bool:
        return element in self.by_element

    def entries(self) -> list[Element | None]:
        """The list, first entry first (``None``: a marker)."""
        markers: dict[int, int] = {}  # id(floor) -> the markers right after it
        for floor in self._floors:
            markers[id(floor)] = markers.get(id(floor), 0) + 1
        chain = []
        entry = self.last
        while entry is not None:
            chain.append(entry)
            entry = entry.previous
        found: list[Element | None] = [None] * markers.get(id(None), 0)
        for entry in reversed(chain):
            found.append(entry.element)
            found += [None] * markers.get(id(entry), 0)
        return found

    # --- the standard's operations ------------------------------------------------------------

    def push(self, element: Element) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#push-onto-the-list-of-active-formatting-elements:
        "If there are already three elements in the list of active formatting elements after
        the last marker, if any, or anywhere in the list if there are no markers, that have
        the same tag name, namespace, and attributes as element, then remove the earliest such
        element from the list"; then add ``element`` (for a token of its name and attributes:
        see the module docstring)."""
        self.push_for_token(element, element._local_name, element._attrs)  # type: ignore[arg-type]

    def push_for_token(
        self, element: Element, name: str, attributes: dict[str, str] | None
    ) -> None:
        """:meth:`push` for ``element`` just made for a start tag ``name`` with
        ``attributes`` (the dict the element keeps, or ``None``: its name and attributes,
        not read from it, an element of any class)."""
        last = self.last
        # (_Entry's fields set here: no __init__ frame)
        entry = self.last = _new_entry(_Entry)
        entry.element = element
        entry.name = name
        entry.attributes = attributes
        entry.key = None
        entry.previous = last
        entry.next = None
        entry.later = None
        if last is not None:
            last.next = entry
        self.by_element[element] = entry
        named = self.named
        if named is _NO_ENTRIES:
            named = self.named = self._sections[-1] = {}
        earlier = entry.earlier = named.get(name)
        named[name] = entry
        if earlier is not None:
            earlier.later = entry
            second = earlier.earlier
            if second is not None and second.earlier is not None:
                self._noahs_ark(entry)

    def _noahs_ark(self, entry: _Entry) -> None:
        """The Noah's Ark clause for ``entry``, pushed after three entries or more of its
        name: its key and those of the entries of its name pushed without one (the last of
        its chain, at most three), in list order; the earliest of three with its key out."""
        keyless = []
        earlier = entry.earlier
        while earlier is not None and earlier.key is None:
            keyless.append(earlier)
            earlier = earlier.earlier
        keyless.reverse()
        keyless.append(entry)
        index = self.keyed
        if index is None:
            index = self.keyed = self._keyed[-1] = {}
        for keyed in keyless:
            attributes = keyed.attributes
            key = keyed.key = (keyed.name, tuple(sorted(attributes.items())) if attributes else ())
            same = index.get(key)
            if same is None:
                index[key] = [keyed]
            else:
                if keyed is entry and len(same) >= 3:
                    self.take_out(same[0])
                same.append(keyed)

    def push_marker(self) -> None:
        """Insert a marker at the end of the list (a new section begins)."""
        self._floors.append(self.last)
        self.floor = self.last
        self._sections.append(_NO_ENTRIES)
        self.named = _NO_ENTRIES
        self._keyed.append(None)
        self.keyed = None

    def clear_to_last_marker(self) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#clear-the-list-of-active-formatting-elements-up-to-the-last-marker"""
        floor = self.floor
        by_element = self.by_element
        entry = self.last
        while entry is not floor:
            assert entry is not None
            del by_element[entry.element]
            entry = entry.previous
        if entry is not None:
            entry.next = None
        self.last = entry
        sections = self._sections
        keyed = self._keyed
        if self._floors:
            self._floors.pop()
            sections.pop()
            keyed.pop()
            self.floor = self._floors[-1] if self._floors else None
            self.named = sections[-1]
            self.keyed = keyed[-1]
        else:  # no marker: the whole list
            self.named = sections[0] = {}
            self.keyed = keyed[0] = None

    def last_named(self, name: str) -> Element | None:
        """The last element with tag name ``name`` between the end of the list and the last
        marker, if any, or the start of the list otherwise (``None``: there is none)."""
        entry = self.named.get(name)
        return None if entry is None else entry.element

    def remove(self, element: Element) -> None:
        """Remove ``element`` from the list, if it is there."""
        entry = self.by_element.get(element)
        if entry is not None:
            self.take_out(entry)

    def replace(self, old: Element, new: Element) -> None:
        """Put ``new``, an element for the same token as ``old`` (same tag name and
        attributes), in ``old``'s entry."""
        by_element = self.by_element
        entry = by_element.pop(old)
        entry.element = new
        by_element[new] = entry

    def move(self, old: Element, bookmark: Element, new: Element) -> None:
        """The adoption agency algorithm's "insert the new element into the list of active
        formatting elements at the position of the aforementioned bookmark" (immediately after
        the entry of ``bookmark``) and "remove formattingElement (``old``) from the list"; the
        new element is for the same token as ``old``.

        ``old``'s entry itself moves, keeping its places among the entries of its name and of
        its key. Those stay in list order: ``old`` is the last entry with its tag name after
        the last marker, so the last of its key and its name; and ``bookmark`` comes after it
        in the list (the list and the stack of open elements keep their common elements in
        the same order: pushes put an element last in both, reconstructing puts the new
        elements last in both in list order, and the adoption agency, whose bookmark element
        is open above ``old``, puts the new element right after that one in the list and, in
        the stack, right above the furthest block, which is above it too; nothing else
        inserts), so the entry moves further back within the same section, past no entry of
        its name. (Every element the adoption agency and reconstructing replace or remove is
        after the last marker likewise, as are those the Noah's Ark clause and an ``a`` start
        tag remove.)"""
        by_element = self.by_element
        entry = by_element.pop(old)
        after = by_element[bookmark]
        if after.next is not entry:
            self._unlink(entry)
            following = after.next
            entry.previous = after
            entry.next = following
            after.next = entry
            if following is None:
                self.last = entry
            else:
                following.previous = entry
        entry.element = new
        by_element[new] = entry

    def reconstruct(
        self,
        is_open: Callable[[Element], bool],
        create: Callable[[str, dict[str, str]], Element | None],
    ) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#reconstruct-the-active-formatting-elements:
        from the last entry back to the first that is a marker or open (exclusive), each entry
        in list order gets ``create(name, attributes)``, the element its token (its tag name
        and a dict of its attributes) creates and inserts, in its place; ``create`` returning
        ``None`` takes the entry out of the list instead (a reader's budget:
        :func:`webapi.html.parsing._tree_state.reconstruct_budget`)."""
        floor = self.floor
        entry = self.last
        if entry is None or entry is floor or is_open(entry.element):
            return
        while True:  # "Rewind" / "Advance"
            previous = entry.previous
            if previous is None or previous is floor or is_open(previous.element):
                break
            entry = previous
        current: _Entry | None = entry
        by_element = self.by_element
        while current is not None:  # "Create"
            following = current.next
            attributes = current.attributes
            new = create(current.name, dict(attributes) if attributes else {})
            if new is None:
                self.take_out(current)
            else:
                del by_element[current.element]
                current.element = new
                by_element[new] = current
            current = following

    # --- the chains ---------------------------------------------------------------------------

    def _unlink(self, entry: _Entry) -> None:
        previous, following = entry.previous, entry.next
        if previous is not None:
            previous.next = following
        if following is None:
            self.last = previous
        else:
            following.previous = previous

    def take_out(self, entry: _Entry) -> None:
        """Remove an entry (after the last marker: one of :attr:`named`'s or of the entries
        before them) from the list."""
        self._unlink(entry)
        del self.by_element[entry.element]
        earlier, later = entry.earlier, entry.later
        if earlier is not None:
            earlier.later = later
        if later is None:
            self.named[entry.name] = earlier
        else:
            later.earlier = earlier
        key = entry.key
        if key is not None:
            self.keyed[key].remove(entry)  # type: ignore[index]
