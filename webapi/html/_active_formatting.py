"""The list of active formatting elements
(https://html.spec.whatwg.org/multipage/parsing.html#list-of-active-formatting-elements),
with each operation costing what its step needs rather than the list's length.

The standard's steps walk the list: the Noah's Ark clause of "push onto the list of active
formatting elements" compares the pushed element with every entry after the last marker, the
adoption agency algorithm looks for the last entry with a tag name after the last marker and
for the entries it replaces or removes. A page can make the list long without any of this
changing anything (8,000 ``<b id=N>`` tags, each different), so walking is quadratic. Here:

- the entries are a doubly linked chain, and every element knows its entry (by ``id``): an
  entry is removed, replaced or moved in constant time;
- each *section* (the entries after a marker, or from the start of the list before the first
  marker) keeps an index: for each "same tag name, namespace and attributes" key (the
  attributes as a set of name/value pairs, in name order, as the clause compares them: "the
  order of the attributes does not matter"), its entries in list order, at most three (the
  clause keeps no more); and for each tag name, its entries in list order (an entry taken out
  of the list loses its key, and is dropped from there lazily, when it comes to the end). A
  push looks up its key; the last entry with a tag name is the end of that name's entries.

Only the current section's index is ever asked (the clause and the adoption agency look after
the last marker); each entry knows its section, so a removal anywhere keeps the indexes right.
An entry costs about a third of a kilobyte while it is in the list.
"""

from __future__ import annotations

from collections.abc import Callable

from webapi.dom.engine import ElementImpl as Element

__all__ = ["ActiveFormattingElements"]


#: What the Noah's Ark clause compares of an element: its tag name and its attributes, in name
#: order (the list holds HTML elements only: the namespace is always the same).
_Key = tuple[str, tuple[tuple[str, str], ...]]
#: A section's index: by key, and by tag name (a ``str``), its entries in list order.
_Section = dict[object, list["_Entry"]]
#: The index of a section no entry was pushed into yet (shared, never written: a table cell's
#: marker costs no dict of its own until a formatting element comes after it).
_NO_ENTRIES: _Section = {}


class _Entry:
    """An element's entry in the list, its key in its section's index (``None`` once the
    entry is taken out of the list: see the module docstring), its neighbours."""

    __slots__ = ("element", "key", "next", "previous")

    def __init__(self, element: Element, key: _Key, previous: _Entry | None) -> None:
        self.element = element
        self.key: _Key | None = key
        self.previous = previous
        self.next: _Entry | None = None


_new_entry = _Entry.__new__


class ActiveFormattingElements:
    """The list: elements and markers, in order (:meth:`entries`).

    The markers are not entries: each marker is the end of a *floor*, the entry that was last
    when the marker was inserted (``None``: the list was empty). Nothing before the last marker
    changes while it is there (every step that removes, replaces or moves an entry finds it
    after the last marker: see :meth:`move`), so each floor stays where it was."""

    __slots__ = ("_by_element", "_floors", "_sections", "floor", "last")

    def __init__(self) -> None:
        #: id(element) -> its entry
        self._by_element: dict[int, _Entry] = {}
        #: The last entry (``None``: no element in the list).
        self.last: _Entry | None = None
        #: The last marker's floor (``None``: no marker, or one inserted first); the section
        #: after it is empty when it is :attr:`last`.
        self.floor: _Entry | None = None
        #: The floors of the markers, first first, and the sections: the first before any
        #: marker, then one after each marker.
        self._floors: list[_Entry | None] = []
        self._sections: list[_Section] = [{}]

    def __contains__(self, element: Element) -> bool:
        return id(element) in self._by_element

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
        element from the list"; then add ``element``. (The attributes are compared "as they
        were when the elements were created by the parser": the key is taken now, as a set of
        name/value pairs: in name order, the names being unique.)"""
        self.push_for_token(element, element._local_name, element._attrs)  # type: ignore[arg-type]

    def push_for_token(
        self, element: Element, name: str, attributes: dict[str, str] | None
    ) -> None:
        """:meth:`push` for ``element`` just made for a start tag ``name`` with
        ``attributes`` (the dict the element keeps: its name and attributes, not read from
        it, an element of any class)."""
        pairs = tuple(attributes.items()) if attributes else ()
        key = (name, tuple(sorted(pairs)) if len(pairs) > 1 else pairs)
        last = self.last
        # (_Entry's __init__ written out: no frame for it)
        entry = self.last = _new_entry(_Entry)
        entry.element = element
        entry.key = key
        entry.previous = last
        entry.next = None
        if last is not None:
            last.next = entry
        self._by_element[id(element)] = entry
        sections = self._sections
        section = sections[-1]
        if section is _NO_ENTRIES:
            section = sections[-1] = {}
        same = section.get(key)
        if same is None:
            section[key] = [entry]
        else:
            if len(same) >= 3:
                self._take_out(same[0])
            same.append(entry)
        named = section.get(name)
        if named is None:
            section[name] = [entry]
        else:
            named.append(entry)

    def push_marker(self) -> None:
        """Insert a marker at the end of the list (a new section begins)."""
        self._floors.append(self.last)
        self.floor = self.last
        self._sections.append(_NO_ENTRIES)

    def clear_to_last_marker(self) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#clear-the-list-of-active-formatting-elements-up-to-the-last-marker"""
        floor = self.floor
        by_element = self._by_element
        entry = self.last
        while entry is not floor:
            assert entry is not None
            del by_element[id(entry.element)]
            entry = entry.previous
        if entry is not None:
            entry.next = None
        self.last = entry
        if self._floors:
            self._floors.pop()
            self._sections.pop()
            self.floor = self._floors[-1] if self._floors else None
        else:  # no marker: the whole list
            self._sections = [{}]

    def last_named(self, name: str) -> Element | None:
        """The last element with tag name ``name`` between the end of the list and the last
        marker, if any, or the start of the list otherwise (``None``: there is none)."""
        named = self._sections[-1].get(name)
        while named:
            entry = named[-1]
            if entry.key is not None:
                return entry.element
            named.pop()  # taken out of the list since
        return None

    def remove(self, element: Element) -> None:
        """Remove ``element`` from the list, if it is there."""
        entry = self._by_element.get(id(element))
        if entry is not None:
            self._take_out(entry)

    def replace(self, old: Element, new: Element) -> None:
        """Put ``new``, an element for the same token as ``old`` (same tag name and
        attributes), in ``old``'s entry."""
        entry = self._by_element.pop(id(old))
        entry.element = new
        self._by_element[id(new)] = entry

    def move(self, old: Element, bookmark: Element, new: Element) -> None:
        """The adoption agency algorithm's "insert the new element into the list of active
        formatting elements at the position of the aforementioned bookmark" (immediately after
        the entry of ``bookmark``) and "remove formattingElement (``old``) from the list"; the
        new element is for the same token as ``old``.

        ``old``'s entry itself moves, keeping its places in the section's index. Those stay in
        list order: ``old`` is the last entry with its tag name after the last marker, so the
        last of its key and its name; and ``bookmark`` comes after it in the list (the list and
        the stack of open elements keep their common elements in the same order: pushes put an
        element last in both, reconstructing puts the new elements last in both in list order,
        and the adoption agency, whose bookmark element is open above ``old``, puts the new
        element right after that one in the list and, in the stack, right above the furthest
        block, which is above it too; nothing else inserts), so the entry moves further back
        within the same section, past no entry of its name. (Every element the adoption agency
        and reconstructing replace or remove is after the last marker likewise, as are those
        the Noah's Ark clause and an ``a`` start tag remove.)"""
        entry = self._by_element.pop(id(old))
        after = self._by_element[id(bookmark)]
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
        self._by_element[id(new)] = entry

    def reconstruct(
        self, is_open: Callable[[Element], bool], create: Callable[[Element], Element | None]
    ) -> None:
        """https://html.spec.whatwg.org/multipage/parsing.html#reconstruct-the-active-formatting-elements:
        from the last entry back to the first that is a marker or open (exclusive), each entry
        in list order gets ``create(element)``, the element its token creates and inserts, in
        its place; ``create`` returning ``None`` takes the entry out of the list instead (a
        reader's budget: :func:`webapi.html._tree_state.reconstruct_budget`)."""
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
        while current is not None:  # "Create"
            following = current.next
            old = current.element
            new = create(old)
            if new is None:
                self._take_out(current)
            else:
                self.replace(old, new)
            current = following

    # --- the chain ----------------------------------------------------------------------------

    def _unlink(self, entry: _Entry) -> None:
        previous, following = entry.previous, entry.next
        if previous is not None:
            previous.next = following
        if following is None:
            self.last = previous
        else:
            following.previous = previous

    def _take_out(self, entry: _Entry) -> None:
        """Remove an element's entry (after the last marker) from the list and from its key's
        entries (its name's drop it when they reach it)."""
        self._unlink(entry)
        del self._by_element[id(entry.element)]
        self._sections[-1][entry.key].remove(entry)
        entry.key = None
